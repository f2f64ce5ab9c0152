// What a NaN test costs a float32 sum in WebAssembly SIMD (bench/nan-sizes.mjs). Three loops of the
// same shape as asm/reduce.ts's leaf (four accumulators, 32 values an iteration), over leaves of
// 2048 values:
//   plain: load, add a vector (the sum);
//   one:   load, one operation, add (an and with a constant: a stand-in for a NaN-to-zero of one
//          operation, which WebAssembly SIMD does not have; its result is not nansum's);
//   two:   load, compare, and, add (nansum: the NaN test as WebAssembly SIMD spells it).
// If `one` runs at `plain`'s speed and `two` does not, the NaN test's second operation is what
// separates nansum from sum. Exports: run(kind, input, count, reps, bits): the last sum (`bits`: the
// constant `one` ands each lane with, −1 from the caller, so that the compiler cannot drop the and).

@inline function total(a0: v128, a1: v128, a2: v128, a3: v128): f32 {
  const s = f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3));
  return f32x4.extract_lane(s, 0) + f32x4.extract_lane(s, 1) + f32x4.extract_lane(s, 2) + f32x4.extract_lane(s, 3);
}

@inline function keep<Kind>(x: v128, mask: v128): v128 {
  if (isInteger<Kind>()) return v128.and(x, f32x4.eq(x, x));
  if (sizeof<Kind>() == 4) return v128.and(x, mask);
  return x;
}

// Kind: f64 plain, f32 one operation, i32 two.
function leaf<Kind>(input: usize, count: i32, mask: v128): f32 {
  let a0 = f32x4.splat(0),
    a1 = a0,
    a2 = a0,
    a3 = a0;
  const end = input + ((<usize>(count & ~31)) << 2);
  for (let at = input; at < end; at += 128) {
    a0 = f32x4.add(a0, keep<Kind>(v128.load(at), mask));
    a1 = f32x4.add(a1, keep<Kind>(v128.load(at, 16), mask));
    a2 = f32x4.add(a2, keep<Kind>(v128.load(at, 32), mask));
    a3 = f32x4.add(a3, keep<Kind>(v128.load(at, 48), mask));
    a0 = f32x4.add(a0, keep<Kind>(v128.load(at, 64), mask));
    a1 = f32x4.add(a1, keep<Kind>(v128.load(at, 80), mask));
    a2 = f32x4.add(a2, keep<Kind>(v128.load(at, 96), mask));
    a3 = f32x4.add(a3, keep<Kind>(v128.load(at, 112), mask));
  }
  return total(a0, a1, a2, a3);
}

/** kind 0: plain, 1: one operation, 2: two; `count` values from `input`, `reps` times, by leaves of 2048. */
export function run(kind: i32, input: usize, count: i32, reps: i32, bits: i32): f32 {
  const mask = i32x4.splat(bits);
  let last: f32 = 0;
  for (let rep = 0; rep < reps; rep++) {
    last = 0;
    for (let at = 0; at < count; at += 2048) {
      const leafInput = input + ((<usize>at) << 2);
      const values = min<i32>(2048, count - at);
      if (kind == 0) last += leaf<f64>(leafInput, values, mask);
      else if (kind == 1) last += leaf<f32>(leafInput, values, mask);
      else last += leaf<i32>(leafInput, values, mask);
    }
  }
  return last;
}
