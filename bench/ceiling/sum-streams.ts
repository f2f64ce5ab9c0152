// A float32 sum's memory ceiling, one read stream against two: what asm/reduce.ts's pairwise sum
// gains, on arrays in memory, by reading both halves of its tree at once (bench/sum-streams.mjs).
// Sixteen lanes of partial sums either way; the order differs from the pairwise tree's, so only the
// speed is compared. Exports: one(input, count), two(input, count): the sum as f32.

@inline function lanesSum(v: v128): f32 {
  return f32x4.extract_lane(v, 0) + f32x4.extract_lane(v, 1) + f32x4.extract_lane(v, 2) + f32x4.extract_lane(v, 3);
}

/** One stream: the array front to back. */
export function one(input: usize, count: i32): f32 {
  const end = input + ((<usize>(count & ~15)) << 2);
  let a0 = f32x4.splat(0);
  let a1 = a0;
  let a2 = a0;
  let a3 = a0;
  for (let at = input; at < end; at += 64) {
    a0 = f32x4.add(a0, v128.load(at));
    a1 = f32x4.add(a1, v128.load(at, 16));
    a2 = f32x4.add(a2, v128.load(at, 32));
    a3 = f32x4.add(a3, v128.load(at, 48));
  }
  return lanesSum(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)));
}

/** Two streams: the two halves in lockstep. */
export function two(input: usize, count: i32): f32 {
  const half = (<usize>(count >> 5)) << 6;
  const second = input + half;
  let a0 = f32x4.splat(0);
  let a1 = a0;
  let a2 = a0;
  let a3 = a0;
  let b0 = a0;
  let b1 = a0;
  let b2 = a0;
  let b3 = a0;
  for (let at: usize = 0; at < half; at += 64) {
    a0 = f32x4.add(a0, v128.load(input + at));
    a1 = f32x4.add(a1, v128.load(input + at, 16));
    a2 = f32x4.add(a2, v128.load(input + at, 32));
    a3 = f32x4.add(a3, v128.load(input + at, 48));
    b0 = f32x4.add(b0, v128.load(second + at));
    b1 = f32x4.add(b1, v128.load(second + at, 16));
    b2 = f32x4.add(b2, v128.load(second + at, 32));
    b3 = f32x4.add(b3, v128.load(second + at, 48));
  }
  const a = f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3));
  return lanesSum(f32x4.add(a, f32x4.add(f32x4.add(b0, b1), f32x4.add(b2, b3))));
}
