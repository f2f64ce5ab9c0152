// Reductions, scans and selection.
//
// ABIs (all counts in elements, arrays contiguous):
//   rows:   (input, count, outer, out) -> status    out[o] = reduce(input[o*count .. o*count+count))
//   scan:   (input, outer, length, inner, out)      out[o, r, k] = op(out[o, r-1, k], input[o, r, k])
//   index:  (input, outer, length, inner, out)      out[o, k] (i64) = argmax/argmin over r of input[o, r, k]
//   select: (cond, strideC, a, strideA, b, strideB, out, count)   out[i] = cond[i] ? a[i] : b[i]
// The 16-bit floats are reduced in float32 (the JS layer casts them, as JAX upcasts them); complex
// numbers run on their parts (Complex64 → f32 pairs).
//
// Float sums are pairwise (NumPy's scheme: blocks summed with SIMD accumulators, block sums
// combined as a binary tree), so the rounding error grows as O(log n) rather than O(n).

/** Scratch for horizontal reductions of a v128 (16 bytes) and tail padding (16 more). */
import { threadLocal, AREA_REDUCE } from './memory';
import { isComplexType } from './dtypes';

const SCRATCH_STATIC: usize = memory.data(32, 16);
/** SCRATCH of this thread (asm/memory.ts threadLocal). */
@inline function scratchArea(): usize {
  return threadLocal(SCRATCH_STATIC, AREA_REDUCE);
}

// ---- sums ----------------------------------------------------------------------------------

/**
 * Lanes below which a pairwise step sums directly: a multiple of 16. Each of the 16 accumulator
 * lanes then adds BLOCK / 16 values in order, and blocks combine as a binary tree.
 */
export const BLOCK: i32 = 2048;

/**
 * Bytes from which a pairwise sum reads the two halves of its tree at once. One read stream stops at
 * 12–20 GB/s from memory on the 2-core machine, where two in lockstep reach 18–25 and a float32 add
 * moves 29 (a core keeps more lines in flight across streams): 1.29× at 8 MiB, 1.5× at 64 MiB; under
 * 4 MiB (in cache) two streams gained nothing or lost (bench/sum-streams.mjs). src/kernels/
 * reductions.ts keeps the same figure for the threads' split sums (test/split-reductions.test.ts
 * checks the two agree); asm/nanreduce.ts reads it.
 */
export const TWO_STREAM_BYTES: i32 = 8 << 20;

/**
 * The second tree's lanes from pairwiseTwo32 and pairwiseTwo64 (a global: each thread's instance
 * has its own).
 */
export let secondLanes: v128 = v128.splat<i32>(0);

/**
 * Sums `count` f32 lanes at `input` into one v128 of partial sums: lane j holds the sum of the
 * values at positions ≡ j (mod 4) from `input`, so complex parts stay apart (real in 0 and 2).
 */
export function pairwise32(input: usize, count: i32): v128 {
  if (count <= BLOCK) return leaf32(input, count);
  const half = (count >> 1) & ~15;
  const second = input + ((<usize>half) << 2);
  // Halves of one shape (count a multiple of 32) from memory: both trees walked together.
  if (count - half == half && count >= TWO_STREAM_BYTES >> 2)
    return f32x4.add(pairwiseTwo32(input, second, half), secondLanes);
  return f32x4.add(pairwise32(input, half), pairwise32(second, count - half));
}

/** pairwise32(a, count), returned, and pairwise32(b, count), left in secondLanes: the same sums, in step. */
export function pairwiseTwo32(a: usize, b: usize, count: i32): v128 {
  if (count <= BLOCK) return leafTwo32(a, b, count);
  const half = (count >> 1) & ~15;
  const offset = (<usize>half) << 2;
  const firstA = pairwiseTwo32(a, b, half);
  const firstB = secondLanes;
  const secondA = pairwiseTwo32(a + offset, b + offset, count - half);
  secondLanes = f32x4.add(firstB, secondLanes);
  return f32x4.add(firstA, secondA);
}

/** pairwise32's leaf (count ≤ BLOCK): 16 lanes in four accumulators, then the tail. */
@inline function leaf32(input: usize, count: i32): v128 {
  return leafOf32<f32>(input, count);
}

/**
 * Four elements of Src at `at` as f32 lanes: f32 as they are, integers converted (the float32 cast's
 * values), so that a sum of an integer array can run pairwise32's tree on them as they are read.
 */
@inline function fourAsF32<Src>(at: usize): v128 {
  if (isFloat<Src>()) return v128.load(at);
  if (sizeof<Src>() == 1) {
    const bytes = v128.load32_zero(at);
    if (isSigned<Src>()) return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(i16x8.extend_low_i8x16_s(bytes)));
    return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(bytes)));
  }
  if (sizeof<Src>() == 2) {
    const halves = v128.load64_zero(at);
    if (isSigned<Src>()) return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(halves));
    return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_u(halves));
  }
  if (isSigned<Src>()) return f32x4.convert_i32x4_s(v128.load(at));
  return f32x4.convert_i32x4_u(v128.load(at));
}

/** pairwise32's leaf over `count` values of Src (f32, or integers converted as read). */
@inline export function leafOf32<Src>(input: usize, count: i32): v128 {
  const size = <usize>sizeof<Src>();
  let a0 = f32x4.splat(0),
    a1 = f32x4.splat(0),
    a2 = f32x4.splat(0),
    a3 = f32x4.splat(0);
  let cursor = input;
  const end = input + <usize>(count & ~15) * size;
  while (cursor < end) {
    a0 = f32x4.add(a0, fourAsF32<Src>(cursor));
    a1 = f32x4.add(a1, fourAsF32<Src>(cursor + 4 * size));
    a2 = f32x4.add(a2, fourAsF32<Src>(cursor + 8 * size));
    a3 = f32x4.add(a3, fourAsF32<Src>(cursor + 12 * size));
    cursor += 16 * size;
  }
  return leafTail32<Src>(cursor, count, a0, a1, a2, a3);
}

/** Two leaves of one count at a and b in one loop (a's lanes returned, b's in secondLanes). */
function leafTwo32(a: usize, b: usize, count: i32): v128 {
  let a0 = f32x4.splat(0),
    a1 = f32x4.splat(0),
    a2 = f32x4.splat(0),
    a3 = f32x4.splat(0);
  let b0 = a0,
    b1 = a0,
    b2 = a0,
    b3 = a0;
  const bytes = (<usize>(count & ~15)) << 2;
  for (let at: usize = 0; at < bytes; at += 64) {
    a0 = f32x4.add(a0, v128.load(a + at));
    a1 = f32x4.add(a1, v128.load(a + at, 16));
    a2 = f32x4.add(a2, v128.load(a + at, 32));
    a3 = f32x4.add(a3, v128.load(a + at, 48));
    b0 = f32x4.add(b0, v128.load(b + at));
    b1 = f32x4.add(b1, v128.load(b + at, 16));
    b2 = f32x4.add(b2, v128.load(b + at, 32));
    b3 = f32x4.add(b3, v128.load(b + at, 48));
  }
  secondLanes = leafTail32<f32>(b + bytes, count, b0, b1, b2, b3);
  return leafTail32<f32>(a + bytes, count, a0, a1, a2, a3);
}

/** A leaf's tail (< 16 values of Src from `cursor`): whole vectors, then single lanes by position; the lanes. */
@inline function leafTail32<Src>(cursor: usize, count: i32, a0: v128, a1: v128, a2: v128, a3: v128): v128 {
  const size = <usize>sizeof<Src>();
  const vectorEnd = cursor + <usize>(count & 12) * size;
  while (cursor < vectorEnd) {
    a1 = f32x4.add(a1, fourAsF32<Src>(cursor));
    cursor += 4 * size;
  }
  const left = count & 3;
  let t0: f32 = 0,
    t1: f32 = 0,
    t2: f32 = 0;
  if (left > 0) t0 = <f32>load<Src>(cursor);
  if (left > 1) t1 = <f32>load<Src>(cursor + size);
  if (left > 2) t2 = <f32>load<Src>(cursor + 2 * size);
  const tail = f32x4.replace_lane(f32x4.replace_lane(f32x4.replace_lane(f32x4.splat(0), 0, t0), 1, t1), 2, t2);
  return f32x4.add(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)), tail);
}

/** As pairwise32 for f64: lane j sums positions ≡ j (mod 2) (complex128: real in 0, imaginary in 1). */
export function pairwise64(input: usize, count: i32): v128 {
  if (count <= BLOCK) return leaf64(input, count);
  const half = (count >> 1) & ~15;
  const second = input + ((<usize>half) << 3);
  if (count - half == half && count >= TWO_STREAM_BYTES >> 3)
    return f64x2.add(pairwiseTwo64(input, second, half), secondLanes);
  return f64x2.add(pairwise64(input, half), pairwise64(second, count - half));
}

/** As pairwiseTwo32 for f64. */
export function pairwiseTwo64(a: usize, b: usize, count: i32): v128 {
  if (count <= BLOCK) return leafTwo64(a, b, count);
  const half = (count >> 1) & ~15;
  const offset = (<usize>half) << 3;
  const firstA = pairwiseTwo64(a, b, half);
  const firstB = secondLanes;
  const secondA = pairwiseTwo64(a + offset, b + offset, count - half);
  secondLanes = f64x2.add(firstB, secondLanes);
  return f64x2.add(firstA, secondA);
}

/** pairwise64's leaf (count ≤ BLOCK). */
@inline function leaf64(input: usize, count: i32): v128 {
  let a0 = f64x2.splat(0),
    a1 = f64x2.splat(0),
    a2 = f64x2.splat(0),
    a3 = f64x2.splat(0);
  let cursor = input;
  const end = input + ((<usize>(count & ~7)) << 3);
  while (cursor < end) {
    a0 = f64x2.add(a0, v128.load(cursor));
    a1 = f64x2.add(a1, v128.load(cursor, 16));
    a2 = f64x2.add(a2, v128.load(cursor, 32));
    a3 = f64x2.add(a3, v128.load(cursor, 48));
    cursor += 64;
  }
  return leafTail64(cursor, count, a0, a1, a2, a3);
}

/** Two f64 leaves of one count in one loop (a's lanes returned, b's in secondLanes). */
function leafTwo64(a: usize, b: usize, count: i32): v128 {
  let a0 = f64x2.splat(0),
    a1 = f64x2.splat(0),
    a2 = f64x2.splat(0),
    a3 = f64x2.splat(0);
  let b0 = a0,
    b1 = a0,
    b2 = a0,
    b3 = a0;
  const bytes = (<usize>(count & ~7)) << 3;
  for (let at: usize = 0; at < bytes; at += 64) {
    a0 = f64x2.add(a0, v128.load(a + at));
    a1 = f64x2.add(a1, v128.load(a + at, 16));
    a2 = f64x2.add(a2, v128.load(a + at, 32));
    a3 = f64x2.add(a3, v128.load(a + at, 48));
    b0 = f64x2.add(b0, v128.load(b + at));
    b1 = f64x2.add(b1, v128.load(b + at, 16));
    b2 = f64x2.add(b2, v128.load(b + at, 32));
    b3 = f64x2.add(b3, v128.load(b + at, 48));
  }
  secondLanes = leafTail64(b + bytes, count, b0, b1, b2, b3);
  return leafTail64(a + bytes, count, a0, a1, a2, a3);
}

/** An f64 leaf's tail (< 8 lanes from `cursor`); the lanes. */
@inline function leafTail64(cursor: usize, count: i32, a0: v128, a1: v128, a2: v128, a3: v128): v128 {
  const vectorEnd = cursor + (((<usize>(count & 7)) << 3) & ~15);
  while (cursor < vectorEnd) {
    a1 = f64x2.add(a1, v128.load(cursor));
    cursor += 16;
  }
  let t0: f64 = 0;
  if (count & 1) t0 = load<f64>(cursor);
  return f64x2.add(f64x2.add(f64x2.add(a0, a1), f64x2.add(a2, a3)), f64x2.replace_lane(f64x2.splat(0), 0, t0));
}

/** Integer sums wrap, so the order does not matter: four accumulators, then the lanes. */
@inline function integerSum<Element>(input: usize, count: i32): Element {
  const lanes = <i32>(16 / sizeof<Element>());
  if (count < 4 * lanes) {
    // A short row (pixels' channels): added in a register, not through the lanes' scratch (the
    // same total: integer sums wrap alike in any order).
    let total: Element = 0;
    for (let at = 0; at < count; at++) total += load<Element>(input + <usize>at * sizeof<Element>());
    return total;
  }
  let a0 = v128.splat<Element>(0),
    a1 = v128.splat<Element>(0),
    a2 = v128.splat<Element>(0),
    a3 = v128.splat<Element>(0);
  let cursor = input;
  const end = input + <usize>(count & ~(4 * lanes - 1)) * sizeof<Element>();
  while (cursor < end) {
    a0 = v128.add<Element>(a0, v128.load(cursor));
    a1 = v128.add<Element>(a1, v128.load(cursor, 16));
    a2 = v128.add<Element>(a2, v128.load(cursor, 32));
    a3 = v128.add<Element>(a3, v128.load(cursor, 48));
    cursor += 64;
  }
  v128.store(scratchArea(), v128.add<Element>(v128.add<Element>(a0, a1), v128.add<Element>(a2, a3)));
  let total: Element = 0;
  for (let lane = 0; lane < lanes; lane++) total += load<Element>(scratchArea() + <usize>lane * sizeof<Element>());
  const stop = input + <usize>count * sizeof<Element>();
  while (cursor < stop) {
    total += load<Element>(cursor);
    cursor += sizeof<Element>();
  }
  return total;
}

/**
 * Float sums of rows of 1–7 (shorter than f64's leaf loop, and f32's main loop), a vector of rows at a
 * time (lane r: row r), with the leaf's additions in the leaf's order (leafOf32, leaf64), so the
 * same bits. The leaf's lane j adds positions j, j + L, j + 2L … (L: its lanes) from 0, then
 * ((0 + that) + (0 + 0)) + the last partial vector's element j (or 0); the row's sum adds its lanes
 * as sum does: f32 (L0 + L1) + (L2 + L3), f64 L0 + L1. Returns the rows done (whole groups).
 */
function shortRowsSum<Element>(input: usize, count: i32, outer: i32, out: usize): i32 {
  // Each length its own loop (rowsSumOf inlined with a constant count): the lanes' loops and tails
  // fold away, which a count read at run time kept (1.5–2× slower at lengths 2 and 3).
  switch (count) {
    case 1:
      return rowsSumOf<Element>(input, 1, outer, out);
    case 2:
      return rowsSumOf<Element>(input, 2, outer, out);
    case 3:
      return rowsSumOf<Element>(input, 3, outer, out);
    case 4:
      return rowsSumOf<Element>(input, 4, outer, out);
    case 5:
      return rowsSumOf<Element>(input, 5, outer, out);
    case 6:
      return rowsSumOf<Element>(input, 6, outer, out);
    case 7:
      return rowsSumOf<Element>(input, 7, outer, out);
  }
  return 0;
}

/** shortRowsSum for one row length (inlined where count is a constant). */
@inline function rowsSumOf<Element>(input: usize, count: i32, outer: i32, out: usize): i32 {
  const size = <usize>sizeof<Element>();
  const lanes = <i32>(16 / <i32>size);
  const rowBytes = <usize>count * size;
  const whole = count / lanes;
  const left = count - whole * lanes;
  const zero = v128.splat<Element>(0);
  let row = 0;
  for (; row + lanes <= outer; row += lanes) {
    const base = input + <usize>row * rowBytes;
    // Lane j of the leaf for each of the rows: leafLane<Element>(position j's column of rows …).
    const l0 = leafLane<Element>(base, rowBytes, whole, left, 0, zero);
    const l1 = leafLane<Element>(base, rowBytes, whole, left, 1, zero);
    let total: v128;
    if (size == 4) {
      const l2 = leafLane<Element>(base, rowBytes, whole, left, 2, zero);
      const l3 = leafLane<Element>(base, rowBytes, whole, left, 3, zero);
      total = v128.add<Element>(v128.add<Element>(l0, l1), v128.add<Element>(l2, l3));
    } else total = v128.add<Element>(l0, l1);
    v128.store(out + <usize>row * size, total);
  }
  return row;
}

/**
 * Lane `lane` of leafOf32/leaf64 for a vector of rows (shortRowsSum), as the leaf adds it:
 * ((0 + sum) + (0 + 0)) + tail, where sum is 0 + the lane's positions in turn and tail its element
 * of the last partial vector (or 0). Written with the adds that can change a bit: sum is never −0
 * (it starts 0 + x), so 0 + sum and sum + 0 are sum, NaN included; with no whole vector, 0 + tail.
 */
@inline function leafLane<Element>(
  base: usize,
  rowBytes: usize,
  whole: i32,
  left: i32,
  lane: i32,
  zero: v128,
): v128 {
  const size = <usize>sizeof<Element>();
  const lanes = <usize>(16 / <i32>size);
  const tail = base + (<usize>whole * lanes + <usize>lane) * size;
  if (whole == 0) return lane < left ? v128.add<Element>(zero, acrossRows<Element>(tail, rowBytes)) : zero;
  let sum = v128.add<Element>(zero, acrossRows<Element>(base + <usize>lane * size, rowBytes));
  for (let vector = 1; vector < whole; vector++)
    sum = v128.add<Element>(sum, acrossRows<Element>(base + (<usize>vector * lanes + <usize>lane) * size, rowBytes));
  return lane < left ? v128.add<Element>(sum, acrossRows<Element>(tail, rowBytes)) : sum;
}

/** sum over rows. Element: i32, u32, i64, u64, f32, f64, Complex64, Complex128. */
export function sum<Dtype>(input: usize, count: i32, outer: i32, out: usize): i32 {
  // Short float rows (points, pixels) a vector of rows at a time, the leaf's additions lane by lane.
  // (Lengths 1–7: points, pixels, small vectors; each length is a loop of its own in the module.)
  const short = isFloat<Dtype>() && count > 0 && count < 8;
  for (let row = short ? shortRowsSum<Dtype>(input, count, outer, out) : 0; row < outer; row++) {
    if (isInteger<Dtype>()) {
      const rowInput = input + <usize>row * <usize>count * sizeof<Dtype>();
      store<Dtype>(out + <usize>row * sizeof<Dtype>(), integerSum<Dtype>(rowInput, count));
    } else if (isFloat<Dtype>()) {
      const rowInput = input + <usize>row * <usize>count * sizeof<Dtype>();
      // A row of one leaf (most rows) without the call, its lanes added in registers.
      if (sizeof<Dtype>() == 4) {
        if (count < 4) {
          // leaf32's lanes of a row of up to three: lane j is 0 + x[j] (so −0 reads +0), added alike.
          const zero: f32 = 0;
          const l0 = count > 0 ? zero + load<f32>(rowInput) : zero;
          const l1 = count > 1 ? zero + load<f32>(rowInput, 4) : zero;
          const l2 = count > 2 ? zero + load<f32>(rowInput, 8) : zero;
          store<f32>(out + ((<usize>row) << 2), l0 + l1 + (l2 + zero));
          continue;
        }
        const lanes = count <= BLOCK ? leaf32(rowInput, count) : pairwise32(rowInput, count);
        store<f32>(
          out + ((<usize>row) << 2),
          f32x4.extract_lane(lanes, 0) +
            f32x4.extract_lane(lanes, 1) +
            (f32x4.extract_lane(lanes, 2) + f32x4.extract_lane(lanes, 3)),
        );
      } else {
        const lanes = count <= BLOCK ? leaf64(rowInput, count) : pairwise64(rowInput, count);
        store<f64>(out + ((<usize>row) << 3), f64x2.extract_lane(lanes, 0) + f64x2.extract_lane(lanes, 1));
      }
    } else if (changetype<Dtype>(0).partSize() == 4) {
      // complex64: lanes 0, 2 hold real parts, 1, 3 imaginary parts.
      v128.store(scratchArea(), pairwise32(input + <usize>row * <usize>count * 8, count * 2));
      store<f32>(out + ((<usize>row) << 3), load<f32>(scratchArea()) + load<f32>(scratchArea(), 8));
      store<f32>(out + ((<usize>row) << 3), load<f32>(scratchArea(), 4) + load<f32>(scratchArea(), 12), 4);
    } else {
      v128.store(scratchArea(), pairwise64(input + <usize>row * <usize>count * 16, count * 2));
      store<f64>(out + ((<usize>row) << 4), load<f64>(scratchArea()));
      store<f64>(out + ((<usize>row) << 4), load<f64>(scratchArea(), 8), 8);
    }
  }
  return 0;
}

// ---- products, maxima, minima --------------------------------------------------------------

/** prod over rows. Element: i32, u32, i64, u64, f32, f64, Complex64, Complex128. */
export function prod<Dtype>(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    if (isInteger<Dtype>() || isFloat<Dtype>()) {
      const rowInput = input + <usize>row * <usize>count * sizeof<Dtype>();
      const lanes = <i32>(16 / sizeof<Dtype>());
      let a0 = v128.splat<Dtype>(1),
        a1 = v128.splat<Dtype>(1);
      let cursor = rowInput;
      const end = rowInput + <usize>(count & ~(2 * lanes - 1)) * sizeof<Dtype>();
      while (cursor < end) {
        a0 = v128.mul<Dtype>(a0, v128.load(cursor));
        a1 = v128.mul<Dtype>(a1, v128.load(cursor, 16));
        cursor += 32;
      }
      v128.store(scratchArea(), v128.mul<Dtype>(a0, a1));
      let total: Dtype = 1;
      for (let lane = 0; lane < lanes; lane++) total *= load<Dtype>(scratchArea() + <usize>lane * sizeof<Dtype>());
      const stop = rowInput + <usize>count * sizeof<Dtype>();
      while (cursor < stop) {
        total *= load<Dtype>(cursor);
        cursor += sizeof<Dtype>();
      }
      store<Dtype>(out + <usize>row * sizeof<Dtype>(), total);
    } else if (changetype<Dtype>(0).partSize() == 4) {
      complexProduct<f32>(input + <usize>row * <usize>count * 8, count, out + ((<usize>row) << 3));
    } else {
      complexProduct<f64>(input + <usize>row * <usize>count * 16, count, out + ((<usize>row) << 4));
    }
  }
  return 0;
}

@inline function complexProduct<Part>(input: usize, count: i32, out: usize): void {
  let re: Part = 1;
  let im: Part = 0;
  const size = sizeof<Part>();
  for (let i = 0; i < count; i++) {
    const xr = load<Part>(input + <usize>i * 2 * size);
    const xi = load<Part>(input + <usize>i * 2 * size, size);
    const nextRe = re * xr - im * xi;
    im = re * xi + im * xr;
    re = nextRe;
  }
  store<Part>(out, re);
  store<Part>(out, im, size);
}

/** Whether v128.max/min exist for the lane type (no 64-bit integer lanes). */
@inline function hasVectorExtremes<Element>(): bool {
  return isFloat<Element>() || sizeof<Element>() < 8;
}

@inline function better<Element>(candidate: Element, best: Element, isMax: bool): bool {
  return isMax ? candidate > best : candidate < best;
}

/** max (isMax) or min over rows (count >= 1). Element: every real type (bool as u8), f32/f64 propagate NaN. */
@inline function extremes<Dtype>(input: usize, count: i32, outer: i32, out: usize, isMax: bool): i32 {
  if (isComplexType<Dtype>()) {
    const part = changetype<Dtype>(0).partSize();
    for (let row = 0; row < outer; row++) {
      if (part == 4)
        complexExtreme<f32>(input + <usize>row * <usize>count * 8, count, out + ((<usize>row) << 3), isMax);
      else complexExtreme<f64>(input + <usize>row * <usize>count * 16, count, out + ((<usize>row) << 4), isMax);
    }
  } else {
    // Short float rows a vector of rows at a time: f32.max per element is a branch on the data.
    const short = isFloat<Dtype>() && count < <i32>(64 / sizeof<Dtype>());
    let row = short ? shortRowsExtreme<Dtype>(input, count, outer, out, isMax) : 0;
    for (; row < outer; row++)
      realExtreme<Dtype>(
        input + <usize>row * <usize>count * sizeof<Dtype>(),
        count,
        out + <usize>row * sizeof<Dtype>(),
        isMax,
      );
  }
  return 0;
}

/** Element `at` of each of a vector's worth of rows `step` bytes apart (f32: four, f64: two). */
@inline function acrossRows<Element>(at: usize, step: usize): v128 {
  if (sizeof<Element>() == 4) {
    let v = v128.load32_zero(at);
    v = v128.load32_lane(at + step, v, 1);
    v = v128.load32_lane(at + 2 * step, v, 2);
    return v128.load32_lane(at + 3 * step, v, 3);
  }
  return v128.load64_lane(at + step, v128.load64_zero(at), 1);
}

/**
 * max or min of float rows shorter than realExtreme's vector loop, a vector of rows at a time (lane r:
 * row r), folded element by element with f32x4/f64x2.max or min: the IEEE maximum or minimum of
 * realExtreme's f32.max and f32.min (−0 below +0), so the same value in any order. A group of rows
 * with a NaN goes to realExtreme (the NaN it returns). Returns the rows done (whole groups).
 */
@inline function shortRowsExtreme<Element>(input: usize, count: i32, outer: i32, out: usize, isMax: bool): i32 {
  const size = <usize>sizeof<Element>();
  const lanes = <i32>(16 / <i32>size);
  const rowBytes = <usize>count * size;
  let row = 0;
  for (; row + lanes <= outer; row += lanes) {
    const base = input + <usize>row * rowBytes;
    let best = acrossRows<Element>(base, rowBytes);
    let nan = v128.ne<Element>(best, best);
    for (let at = 1; at < count; at++) {
      const x = acrossRows<Element>(base + <usize>at * size, rowBytes);
      nan = v128.or(nan, v128.ne<Element>(x, x));
      best = isMax ? v128.max<Element>(best, x) : v128.min<Element>(best, x);
    }
    if (v128.any_true(nan)) {
      for (let lane = 0; lane < lanes; lane++)
        realExtreme<Element>(base + <usize>lane * rowBytes, count, out + <usize>(row + lane) * size, isMax);
    } else v128.store(out + <usize>row * size, best);
  }
  return row;
}

@inline function pick<Element>(best: Element, value: Element, isMax: bool): Element {
  if (isFloat<Element>()) return isMax ? max<Element>(best, value) : min<Element>(best, value);
  return better<Element>(value, best, isMax) ? value : best;
}

@inline export function realExtreme<Element>(rowInput: usize, count: i32, out: usize, isMax: bool): void {
  const size = sizeof<Element>();
  let best = load<Element>(rowInput);
  let cursor = rowInput;
  if (isFloat<Element>()) {
    // pmax/pmin are one instruction each (max/min carry NaN handling); NaNs are tracked apart.
    const lanes = <i32>(16 / <i32>size);
    if (count >= 4 * lanes) {
      let a0 = v128.load(cursor),
        a1 = a0,
        a2 = a0,
        a3 = a0;
      let nan = v128.splat<i32>(0);
      const end = rowInput + <usize>(count & ~(4 * lanes - 1)) * size;
      while (cursor < end) {
        const x0 = v128.load(cursor),
          x1 = v128.load(cursor, 16),
          x2 = v128.load(cursor, 32),
          x3 = v128.load(cursor, 48);
        nan = v128.or(
          nan,
          v128.or(
            v128.or(v128.ne<Element>(x0, x0), v128.ne<Element>(x1, x1)),
            v128.or(v128.ne<Element>(x2, x2), v128.ne<Element>(x3, x3)),
          ),
        );
        a0 = isMax ? v128.pmax<Element>(a0, x0) : v128.pmin<Element>(a0, x0);
        a1 = isMax ? v128.pmax<Element>(a1, x1) : v128.pmin<Element>(a1, x1);
        a2 = isMax ? v128.pmax<Element>(a2, x2) : v128.pmin<Element>(a2, x2);
        a3 = isMax ? v128.pmax<Element>(a3, x3) : v128.pmin<Element>(a3, x3);
        cursor += 64;
      }
      if (v128.any_true(nan)) {
        store<Element>(out, <Element>NaN);
        return;
      }
      let a = isMax
        ? v128.pmax<Element>(v128.pmax<Element>(a0, a1), v128.pmax<Element>(a2, a3))
        : v128.pmin<Element>(v128.pmin<Element>(a0, a1), v128.pmin<Element>(a2, a3));
      // The lanes folded with the IEEE max or min, as pick folds them one by one (the same value in
      // any order, with no NaN left), in the vector: pick's f32.max is a branch on the data.
      if (size == 4) {
        const swapped = i32x4.shuffle(a, a, 2, 3, 0, 1);
        a = isMax ? v128.max<Element>(a, swapped) : v128.min<Element>(a, swapped);
        const next = i32x4.shuffle(a, a, 1, 0, 3, 2);
        a = isMax ? v128.max<Element>(a, next) : v128.min<Element>(a, next);
      } else {
        const swapped = i64x2.shuffle(a, a, 1, 0);
        a = isMax ? v128.max<Element>(a, swapped) : v128.min<Element>(a, swapped);
      }
      best = pick<Element>(best, v128.extract_lane<Element>(a, 0), isMax);
    }
  } else if (hasVectorExtremes<Element>()) {
    const lanes = <i32>(16 / <i32>size);
    if (count >= 2 * lanes) {
      let a0 = v128.load(cursor);
      let a1 = a0;
      const end = rowInput + <usize>(count & ~(2 * lanes - 1)) * size;
      while (cursor < end) {
        a0 = isMax ? v128.max<Element>(a0, v128.load(cursor)) : v128.min<Element>(a0, v128.load(cursor));
        a1 = isMax ? v128.max<Element>(a1, v128.load(cursor, 16)) : v128.min<Element>(a1, v128.load(cursor, 16));
        cursor += 32;
      }
      v128.store(scratchArea(), isMax ? v128.max<Element>(a0, a1) : v128.min<Element>(a0, a1));
      for (let lane = 0; lane < lanes; lane++)
        best = pick<Element>(best, load<Element>(scratchArea() + <usize>lane * size), isMax);
    }
  }
  const stop = rowInput + <usize>count * size;
  while (cursor < stop) {
    best = pick<Element>(best, load<Element>(cursor), isMax);
    cursor += size;
  }
  store<Element>(out, best);
}

export function max_<Dtype>(input: usize, count: i32, outer: i32, out: usize): i32 {
  return extremes<Dtype>(input, count, outer, out, true);
}

export function min_<Dtype>(input: usize, count: i32, outer: i32, out: usize): i32 {
  return extremes<Dtype>(input, count, outer, out, false);
}

/** Whether complex a comes after b in NumPy's order: lexicographic on (re, im). */
@inline function complexAfter<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
  return ar > br || (ar == br && ai > bi);
}

/** Complex max/min: lexicographic; a NaN in either part propagates (the first one wins). */
@inline function complexExtreme<Part>(input: usize, count: i32, out: usize, isMax: bool): void {
  const size = sizeof<Part>();
  let bestRe = load<Part>(input);
  let bestIm = load<Part>(input, size);
  for (let i = 1; i < count; i++) {
    if (bestRe != bestRe || bestIm != bestIm) break;
    const re = load<Part>(input + <usize>i * 2 * size);
    const im = load<Part>(input + <usize>i * 2 * size, size);
    const take =
      re != re ||
      im != im ||
      (isMax ? complexAfter<Part>(re, im, bestRe, bestIm) : complexAfter<Part>(bestRe, bestIm, re, im));
    if (take) {
      bestRe = re;
      bestIm = im;
    }
  }
  store<Part>(out, bestRe);
  store<Part>(out, bestIm, size);
}

// ---- arg max / arg min ---------------------------------------------------------------------

/**
 * The index of the first maximum (minimum) along the middle axis, as i64; a NaN counts as the
 * extreme (NumPy and JAX return the first NaN).
 */
@inline function argExtreme<Dtype>(
  input: usize,
  outer: i32,
  length: i32,
  inner: i32,
  out: usize,
  isMax: bool,
): i32 {
  let first = 0;
  // Short rows (the last axis of [N, 2 … 31]) of 4-byte reals four at a time, of float64 two at a
  // time, one vector a step: a row's own loop (or its lanes' combination) costs more than its values.
  if (!isComplexType<Dtype>() && inner == 1 && length < 32) {
    const rowBytes = <usize>length * sizeof<Dtype>();
    if (sizeof<Dtype>() == 4) {
      for (; first + 4 <= outer; first += 4)
        argLanes32<Dtype>(input + <usize>first * rowBytes, rowBytes, 4, length, isMax, out + ((<usize>first) << 3));
    } else if (isFloat<Dtype>() && sizeof<Dtype>() == 8) {
      for (; first + 2 <= outer; first += 2)
        argRows64(input + <usize>first * rowBytes, rowBytes, length, isMax, out + ((<usize>first) << 3));
    } else if (sizeof<Dtype>() < 4) {
      const lanes = <i32>(16 / sizeof<Dtype>());
      for (; first + lanes <= outer; first += lanes)
        argRowsNarrow<Dtype>(input + <usize>first * rowBytes, rowBytes, length, isMax, out + ((<usize>first) << 3));
    }
  }
  for (let o = first; o < outer; o++) {
    let k = 0;
    // float32 along a middle axis: four neighbouring lines at a time, one vector a step.
    if (!isComplexType<Dtype>() && isFloat<Dtype>() && sizeof<Dtype>() == 4 && inner >= 4) {
      const block = input + <usize>o * <usize>length * <usize>inner * 4;
      for (; k + 4 <= inner; k += 4)
        argLanes32<f32>(
          block + ((<usize>k) << 2),
          4,
          (<usize>inner) << 2,
          length,
          isMax,
          out + ((<usize>o * <usize>inner + <usize>k) << 3),
        );
    }
    for (; k < inner; k++) {
      const at = <usize>o * <usize>length * <usize>inner + <usize>k;
      let bestIndex = 0;
      if (isComplexType<Dtype>()) {
        if (changetype<Dtype>(0).partSize() == 4)
          bestIndex = complexArg<f32>(input + at * 8, <usize>inner * 8, length, isMax);
        else bestIndex = complexArg<f64>(input + at * 16, <usize>inner * 16, length, isMax);
      } else {
        bestIndex = realArg<Dtype>(input + at * sizeof<Dtype>(), <usize>inner * sizeof<Dtype>(), length, isMax);
      }
      store<i64>(out + ((<usize>o * <usize>inner + <usize>k) << 3), <i64>bestIndex);
    }
  }
  return 0;
}

/** Whether a lane's best (candidate at `where`) takes over from (value at `at`): better, or equal and earlier. */
@inline function laneWins<T>(candidate: T, where: i32, value: T, at: i32, isMax: bool): bool {
  return better<T>(candidate, value, isMax) || (candidate == value && where < at);
}

/** argFloat32/argFloat64's scalar tail: elements [from, length) after the lanes' best, `value` at `at`. */
@inline function argTail<T>(base: usize, from: i32, length: i32, value: T, at: i32, isMax: bool): i32 {
  for (let r = from; r < length; r++) {
    const x = load<T>(base + ((<usize>r) << alignof<T>()));
    if (x != x) return r;
    if (better<T>(x, value, isMax)) {
      value = x;
      at = r;
    }
  }
  return at;
}

/**
 * argmax/argmin of a contiguous float32 row, four lanes at a time: each lane keeps its best value and
 * that value's first index (a strictly better value replaces it); the lanes are then combined, the
 * smallest index among those holding the best value winning, so the answer is the first occurrence,
 * as the scalar loop's. A NaN is the answer where it comes first: the first vector holding one ends it.
 */
function argFloat32(base: usize, length: i32, isMax: bool): i32 {
  const vectorEnd = length & ~3;
  let best = v128.load(base);
  let bestIndex = i32x4(0, 1, 2, 3);
  let index = bestIndex;
  const four = i32x4.splat(4);
  for (let r = 0; r < vectorEnd; r += 4) {
    const x = v128.load(base + ((<usize>r) << 2));
    const nan = f32x4.ne(x, x);
    if (v128.any_true(nan)) return r + ctz(i32x4.bitmask(nan));
    if (r > 0) {
      index = i32x4.add(index, four);
      const take = isMax ? f32x4.gt(x, best) : f32x4.lt(x, best);
      best = v128.bitselect(x, best, take);
      bestIndex = v128.bitselect(index, bestIndex, take);
    }
  }
  let value = f32x4.extract_lane(best, 0);
  let at = i32x4.extract_lane(bestIndex, 0);
  // Lanes 1, 2, 3 in turn (a lane's number must be a constant).
  for (let lane = 1; lane < 4; lane++) {
    best = i32x4.shuffle(best, best, 1, 2, 3, 0);
    bestIndex = i32x4.shuffle(bestIndex, bestIndex, 1, 2, 3, 0);
    const candidate = f32x4.extract_lane(best, 0);
    const where = i32x4.extract_lane(bestIndex, 0);
    if (laneWins<f32>(candidate, where, value, at, isMax)) {
      value = candidate;
      at = where;
    }
  }
  return argTail<f32>(base, vectorEnd, length, value, at, isMax);
}

/**
 * argmax/argmin of four lines of 4-byte reals side by side in a vector (lane j: base + j·laneStep +
 * r·elementStep, r < length: neighbouring columns along a middle axis, laneStep 4, or short rows,
 * elementStep 4), their indices to out (i64 each). A lane's value is replaced by a strictly better
 * one (its first occurrence stays) or by a float lane's first NaN, after which the lane is done: the
 * scalar loop's answers.
 */
@inline function argLanes32<Element>(
  base: usize,
  laneStep: usize,
  elementStep: usize,
  length: i32,
  isMax: bool,
  out: usize,
): void {
  let best = laneStep == 4 ? v128.load(base) : acrossRows<Element>(base, laneStep);
  let done = isFloat<Element>() ? v128.ne<Element>(best, best) : i32x4.splat(0);
  let bestIndex = i32x4.splat(0);
  for (let r = 1; r < length; r++) {
    const at = base + <usize>r * elementStep;
    const x = laneStep == 4 ? v128.load(at) : acrossRows<Element>(at, laneStep);
    const nan = isFloat<Element>() ? v128.ne<Element>(x, x) : i32x4.splat(0);
    const take = v128.andnot(v128.or(isMax ? v128.gt<Element>(x, best) : v128.lt<Element>(x, best), nan), done);
    best = v128.bitselect(x, best, take);
    bestIndex = v128.bitselect(i32x4.splat(r), bestIndex, take);
    done = v128.or(done, nan);
  }
  store<i64>(out, <i64>i32x4.extract_lane(bestIndex, 0));
  store<i64>(out, <i64>i32x4.extract_lane(bestIndex, 1), 8);
  store<i64>(out, <i64>i32x4.extract_lane(bestIndex, 2), 16);
  store<i64>(out, <i64>i32x4.extract_lane(bestIndex, 3), 24);
}

/** Element `at` of each of sixteen 1-byte or eight 2-byte rows `step` bytes apart (lane j: row j). */
@inline function acrossNarrowRows<Element>(at: usize, step: usize): v128 {
  if (sizeof<Element>() == 1) {
    let v = v128.load8_splat(at);
    v = v128.load8_lane(at + 1 * step, v, 1);
    v = v128.load8_lane(at + 2 * step, v, 2);
    v = v128.load8_lane(at + 3 * step, v, 3);
    v = v128.load8_lane(at + 4 * step, v, 4);
    v = v128.load8_lane(at + 5 * step, v, 5);
    v = v128.load8_lane(at + 6 * step, v, 6);
    v = v128.load8_lane(at + 7 * step, v, 7);
    v = v128.load8_lane(at + 8 * step, v, 8);
    v = v128.load8_lane(at + 9 * step, v, 9);
    v = v128.load8_lane(at + 10 * step, v, 10);
    v = v128.load8_lane(at + 11 * step, v, 11);
    v = v128.load8_lane(at + 12 * step, v, 12);
    v = v128.load8_lane(at + 13 * step, v, 13);
    v = v128.load8_lane(at + 14 * step, v, 14);
    v = v128.load8_lane(at + 15 * step, v, 15);
    return v;
  }
  let v = v128.load16_splat(at);
  v = v128.load16_lane(at + 1 * step, v, 1);
  v = v128.load16_lane(at + 2 * step, v, 2);
  v = v128.load16_lane(at + 3 * step, v, 3);
  v = v128.load16_lane(at + 4 * step, v, 4);
  v = v128.load16_lane(at + 5 * step, v, 5);
  v = v128.load16_lane(at + 6 * step, v, 6);
  v = v128.load16_lane(at + 7 * step, v, 7);
  return v;
}

/**
 * argLanes32 for sixteen rows of 1-byte or eight of 2-byte integers (bool as uint8), an index in each
 * lane of the element's width (rows under 32 elements); the indices to out (i64 each).
 */
@inline function argRowsNarrow<Element>(base: usize, rowBytes: usize, length: i32, isMax: bool, out: usize): void {
  const size = <usize>sizeof<Element>();
  let best = acrossNarrowRows<Element>(base, rowBytes);
  let bestIndex = i32x4.splat(0);
  for (let r = 1; r < length; r++) {
    const x = acrossNarrowRows<Element>(base + <usize>r * size, rowBytes);
    const take = isMax ? v128.gt<Element>(x, best) : v128.lt<Element>(x, best);
    best = v128.bitselect(x, best, take);
    bestIndex = v128.bitselect(v128.splat<Element>(<Element>r), bestIndex, take);
  }
  const lanes = <i32>(16 / <i32>size);
  const area = scratchArea();
  v128.store(area, bestIndex);
  for (let lane = 0; lane < lanes; lane++) {
    const index = size == 1 ? <i64>load<u8>(area + <usize>lane) : <i64>load<u16>(area + ((<usize>lane) << 1));
    store<i64>(out + ((<usize>lane) << 3), index);
  }
}

/** argLanes32 for two rows of float64 (lane j: row j). */
@inline function argRows64(base: usize, rowBytes: usize, length: i32, isMax: bool, out: usize): void {
  let best = acrossRows<f64>(base, rowBytes);
  let done = f64x2.ne(best, best);
  let bestIndex = i64x2.splat(0);
  for (let r = 1; r < length; r++) {
    const x = acrossRows<f64>(base + ((<usize>r) << 3), rowBytes);
    const nan = f64x2.ne(x, x);
    const take = v128.andnot(v128.or(isMax ? f64x2.gt(x, best) : f64x2.lt(x, best), nan), done);
    best = v128.bitselect(x, best, take);
    bestIndex = v128.bitselect(i64x2.splat(r), bestIndex, take);
    done = v128.or(done, nan);
  }
  v128.store(out, bestIndex);
}

/** argFloat32 for a contiguous float64 row, two lanes at a time. */
function argFloat64(base: usize, length: i32, isMax: bool): i32 {
  const vectorEnd = length & ~1;
  let best = v128.load(base);
  let bestIndex = i64x2(0, 1);
  let index = bestIndex;
  const two = i64x2.splat(2);
  for (let r = 0; r < vectorEnd; r += 2) {
    const x = v128.load(base + ((<usize>r) << 3));
    const nan = f64x2.ne(x, x);
    if (v128.any_true(nan)) return r + (i64x2.bitmask(nan) & 1 ? 0 : 1);
    if (r > 0) {
      index = i64x2.add(index, two);
      const take = isMax ? f64x2.gt(x, best) : f64x2.lt(x, best);
      best = v128.bitselect(x, best, take);
      bestIndex = v128.bitselect(index, bestIndex, take);
    }
  }
  let value = f64x2.extract_lane(best, 0);
  let at = <i32>i64x2.extract_lane(bestIndex, 0);
  const candidate = f64x2.extract_lane(best, 1);
  const where = <i32>i64x2.extract_lane(bestIndex, 1);
  if (laneWins<f64>(candidate, where, value, at, isMax)) {
    value = candidate;
    at = where;
  }
  return argTail<f64>(base, vectorEnd, length, value, at, isMax);
}

@inline function realArg<Element>(base: usize, step: usize, length: i32, isMax: bool): i32 {
  // Contiguous float rows of a few vectors or more: SIMD lanes (the same answer).
  if (isFloat<Element>() && step == sizeof<Element>() && length >= 16) {
    if (sizeof<Element>() == 4) return argFloat32(base, length, isMax);
    return argFloat64(base, length, isMax);
  }
  let best = load<Element>(base);
  let bestIndex = 0;
  for (let r = 1; r < length; r++) {
    if (isFloat<Element>() && best != best) break;
    const value = load<Element>(base + <usize>r * step);
    if ((isFloat<Element>() && value != value) || better<Element>(value, best, isMax)) {
      best = value;
      bestIndex = r;
    }
  }
  return bestIndex;
}

@inline function complexArg<Part>(base: usize, step: usize, length: i32, isMax: bool): i32 {
  const size = sizeof<Part>();
  let bestRe = load<Part>(base);
  let bestIm = load<Part>(base, size);
  let bestIndex = 0;
  for (let r = 1; r < length; r++) {
    if (bestRe != bestRe || bestIm != bestIm) break;
    const re = load<Part>(base + <usize>r * step);
    const im = load<Part>(base + <usize>r * step, size);
    if (
      re != re ||
      im != im ||
      (isMax ? complexAfter<Part>(re, im, bestRe, bestIm) : complexAfter<Part>(bestRe, bestIm, re, im))
    ) {
      bestRe = re;
      bestIm = im;
      bestIndex = r;
    }
  }
  return bestIndex;
}

export function argmax<Dtype>(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return argExtreme<Dtype>(input, outer, length, inner, out, true);
}

export function argmin<Dtype>(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return argExtreme<Dtype>(input, outer, length, inner, out, false);
}

// ---- scans ---------------------------------------------------------------------------------

/** Running sums (isSum) or products along the middle axis. Element: real; complex runs on parts. */
@inline function scan<Dtype>(input: usize, outer: i32, length: i32, inner: i32, out: usize, isSum: bool): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) {
      if (isSum) realScan<f32>(input, outer, length, inner * 2, out, true);
      else complexScan<f32>(input, outer, length, inner, out);
    } else {
      if (isSum) realScan<f64>(input, outer, length, inner * 2, out, true);
      else complexScan<f64>(input, outer, length, inner, out);
    }
  } else {
    realScan<Dtype>(input, outer, length, inner, out, isSum);
  }
  return 0;
}

@inline function realScan<Element>(
  input: usize,
  outer: i32,
  length: i32,
  inner: i32,
  out: usize,
  isSum: bool,
): void {
  const size = sizeof<Element>();
  const row = <usize>inner * size;
  if (inner == 1 && length > 0) {
    // Lines of one element a step: the running value stays in a register (read back from `out`,
    // each step waited on the store before it). The same operations in the same order.
    for (let o = 0; o < outer; o++) {
      const from = input + <usize>o * <usize>length * size;
      const to = out + <usize>o * <usize>length * size;
      let running = load<Element>(from);
      store<Element>(to, running);
      for (let r = 1; r < length; r++) {
        const value = load<Element>(from + <usize>r * size);
        running = isSum ? <Element>(running + value) : <Element>(running * value);
        store<Element>(to + <usize>r * size, running);
      }
    }
    return;
  }
  for (let o = 0; o < outer; o++) {
    const base = <usize>o * <usize>length * row;
    memory.copy(out + base, input + base, row);
    for (let r = 1; r < length; r++) {
      const previous = out + base + <usize>(r - 1) * row;
      const current = base + <usize>r * row;
      for (let k: usize = 0; k < row; k += size) {
        const value = load<Element>(input + current + k);
        const running = load<Element>(previous + k);
        store<Element>(out + current + k, isSum ? <Element>(running + value) : <Element>(running * value));
      }
    }
  }
}

@inline function complexScan<Part>(input: usize, outer: i32, length: i32, inner: i32, out: usize): void {
  const size = sizeof<Part>();
  const row = <usize>inner * 2 * size;
  for (let o = 0; o < outer; o++) {
    const base = <usize>o * <usize>length * row;
    memory.copy(out + base, input + base, row);
    for (let r = 1; r < length; r++) {
      const previous = out + base + <usize>(r - 1) * row;
      const current = base + <usize>r * row;
      for (let k: usize = 0; k < row; k += 2 * size) {
        const xr = load<Part>(input + current + k);
        const xi = load<Part>(input + current + k, size);
        const pr = load<Part>(previous + k);
        const pi = load<Part>(previous + k, size);
        store<Part>(out + current + k, pr * xr - pi * xi);
        store<Part>(out + current + k, pr * xi + pi * xr, size);
      }
    }
  }
}

export function cumsum<Dtype>(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return scan<Dtype>(input, outer, length, inner, out, true);
}

export function cumprod<Dtype>(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return scan<Dtype>(input, outer, length, inner, out, false);
}

// ---- selection -----------------------------------------------------------------------------

/**
 * out[i] = cond[i] ? a[i] : b[i], moving `Unit`-sized elements (u8 … u64; 16-byte elements run
 * as two u64 units with doubled strides by the caller). cond holds bools (0/1 bytes).
 */
export function select<Unit>(
  cond: usize,
  strideC: i32,
  a: usize,
  strideA: i32,
  b: usize,
  strideB: i32,
  out: usize,
  count: i32,
  units: i32,
): i32 {
  const size = sizeof<Unit>();
  let start = 0;
  // A contiguous condition, each of a and b contiguous or a scalar: 16 bytes of results per step,
  // the condition's bytes widened into a lane mask for v128.bitselect.
  if (units == 1 && strideC == 1 && (strideA == 0 || strideA == 1) && (strideB == 0 || strideB == 1)) {
    start = selectVectors<Unit>(cond, a, strideA, b, strideB, out, count);
  }
  if (units == 1) {
    // Branch-free: a condition that changes at random costs a mispredicted branch per element.
    for (let i = start; i < count; i++) {
      const pick = load<u8>(cond + <usize>(i * strideC)) != 0;
      const fromA = load<Unit>(a + <usize>(i * strideA) * size);
      const fromB = load<Unit>(b + <usize>(i * strideB) * size);
      store<Unit>(out + <usize>i * size, pick ? fromA : fromB); // both loaded: binaryen emits a select
    }
    return 0;
  }
  const element = <usize>units * size;
  for (let i = 0; i < count; i++) {
    const pick = load<u8>(cond + <usize>(i * strideC)) != 0;
    const from = pick ? a + <usize>(i * strideA) * element : b + <usize>(i * strideB) * element;
    const to = out + <usize>i * element;
    for (let unit = 0; unit < units; unit++)
      store<Unit>(to + <usize>unit * size, load<Unit>(from + <usize>unit * size));
  }
  return 0;
}

/** The lane mask (all ones where the bool is nonzero) for the 16 / size bools at `cond`. */
@inline function selectMask<Unit>(cond: usize): v128 {
  const size = sizeof<Unit>();
  if (size == 1) return i8x16.ne(v128.load(cond), i8x16.splat(0));
  if (size == 2) return i16x8.ne(i16x8.extend_low_i8x16_u(v128.load64_zero(cond)), i16x8.splat(0));
  if (size == 4)
    return i32x4.ne(i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(cond))), i32x4.splat(0));
  const pair = i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load16_lane(cond, i16x8.splat(0), 0)));
  return i64x2.ne(i64x2.extend_low_i32x4_u(pair), i64x2.splat(0));
}

/** select's vector loop; returns how many elements it did (whole vectors). */
function selectVectors<Unit>(cond: usize, a: usize, strideA: i32, b: usize, strideB: i32, out: usize, count: i32): i32 {
  const size = <i32>sizeof<Unit>();
  const lanes = 16 / size;
  const end = count - (count % lanes);
  const splatA = strideA == 0 ? v128.splat<Unit>(load<Unit>(a)) : i8x16.splat(0);
  const splatB = strideB == 0 ? v128.splat<Unit>(load<Unit>(b)) : i8x16.splat(0);
  for (let i = 0; i < end; i += lanes) {
    const mask = selectMask<Unit>(cond + <usize>i);
    const offset = <usize>i * <usize>size;
    const fromA = strideA == 0 ? splatA : v128.load(a + offset);
    const fromB = strideB == 0 ? splatB : v128.load(b + offset);
    v128.store(out + offset, v128.bitselect(fromA, fromB, mask));
  }
  return end;
}

// ---- reductions along a middle axis --------------------------------------------------------
// (input, outer, stride, length, inner, out): out[o, k] = reduce over r < length of
// input[o * stride + r * inner + k]. Rows of `inner` elements are combined with v128 steps;
// the JS layer splits long float sums into halves and adds the partial sums (pairwise).

@final @unmanaged class AddStep {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline vector<Element>(a: v128, b: v128): v128 {
    return v128.add<Element>(a, b);
  }
  @inline scalar<Element>(a: Element, b: Element): Element {
    return <Element>(a + b);
  }
}

@final @unmanaged class MulStep {
  @inline simd<Element>(): bool {
    return sizeof<Element>() > 1;
  }
  @inline vector<Element>(a: v128, b: v128): v128 {
    if (sizeof<Element>() > 1) return v128.mul<Element>(a, b);
    return a;
  }
  @inline scalar<Element>(a: Element, b: Element): Element {
    return <Element>(a * b);
  }
}

@final @unmanaged class MaxStep {
  @inline simd<Element>(): bool {
    return hasVectorExtremes<Element>();
  }
  @inline vector<Element>(a: v128, b: v128): v128 {
    if (hasVectorExtremes<Element>()) return v128.max<Element>(a, b);
    return a;
  }
  @inline scalar<Element>(a: Element, b: Element): Element {
    return pick<Element>(a, b, true);
  }
}

@final @unmanaged class MinStep {
  @inline simd<Element>(): bool {
    return hasVectorExtremes<Element>();
  }
  @inline vector<Element>(a: v128, b: v128): v128 {
    if (hasVectorExtremes<Element>()) return v128.min<Element>(a, b);
    return a;
  }
  @inline scalar<Element>(a: Element, b: Element): Element {
    return pick<Element>(a, b, false);
  }
}

/**
 * realAxis where a row is at most four vectors and four elements: the row's running values stay in
 * registers (the general loop reads each back from memory, waiting on its own store), combined in
 * the same order (row after row), so the same bits.
 */
function narrowAxis<Element, Step>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  vectors: i32,
  scalars: i32,
  out: usize,
): void {
  const step = changetype<Step>(0);
  const size = sizeof<Element>();
  const vectorBytes = (<usize>vectors) << 4;
  const rowBytes = vectorBytes + <usize>scalars * size;
  const zero = v128.splat<i32>(0);
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    const target = out + <usize>o * rowBytes;
    let v0 = vectors > 0 ? v128.load(source) : zero;
    let v1 = vectors > 1 ? v128.load(source, 16) : zero;
    let v2 = vectors > 2 ? v128.load(source, 32) : zero;
    let v3 = vectors > 3 ? v128.load(source, 48) : zero;
    const tail = source + vectorBytes;
    let s0 = scalars > 0 ? load<Element>(tail) : <Element>0;
    let s1 = scalars > 1 ? load<Element>(tail + size) : <Element>0;
    let s2 = scalars > 2 ? load<Element>(tail + 2 * size) : <Element>0;
    let s3 = scalars > 3 ? load<Element>(tail + 3 * size) : <Element>0;
    let row = source;
    for (let r = 1; r < length; r++) {
      row += rowBytes;
      if (vectors > 0) v0 = step.vector<Element>(v0, v128.load(row));
      if (vectors > 1) v1 = step.vector<Element>(v1, v128.load(row, 16));
      if (vectors > 2) v2 = step.vector<Element>(v2, v128.load(row, 32));
      if (vectors > 3) v3 = step.vector<Element>(v3, v128.load(row, 48));
      const rowTail = row + vectorBytes;
      if (scalars > 0) s0 = step.scalar<Element>(s0, load<Element>(rowTail));
      if (scalars > 1) s1 = step.scalar<Element>(s1, load<Element>(rowTail + size));
      if (scalars > 2) s2 = step.scalar<Element>(s2, load<Element>(rowTail + 2 * size));
      if (scalars > 3) s3 = step.scalar<Element>(s3, load<Element>(rowTail + 3 * size));
    }
    if (vectors > 0) v128.store(target, v0);
    if (vectors > 1) v128.store(target, v1, 16);
    if (vectors > 2) v128.store(target, v2, 32);
    if (vectors > 3) v128.store(target, v3, 48);
    const targetTail = target + vectorBytes;
    if (scalars > 0) store<Element>(targetTail, s0);
    if (scalars > 1) store<Element>(targetTail + size, s1);
    if (scalars > 2) store<Element>(targetTail + 2 * size, s2);
    if (scalars > 3) store<Element>(targetTail + 3 * size, s3);
  }
}

@inline function realAxis<Element, Step>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
): void {
  const step = changetype<Step>(0);
  const size = sizeof<Element>();
  const rowBytes = <usize>inner * size;
  const vectorBytes: usize = step.simd<Element>() ? rowBytes & ~15 : 0;
  if (vectorBytes <= 64 && rowBytes - vectorBytes <= 4 * size) {
    narrowAxis<Element, Step>(
      input,
      outer,
      stride,
      length,
      vectorBytes >> 4,
      <i32>((rowBytes - vectorBytes) / size),
      out,
    );
    return;
  }
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    const target = out + <usize>o * rowBytes;
    memory.copy(target, source, rowBytes);
    for (let r = 1; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      let k: usize = 0;
      for (; k < vectorBytes; k += 16)
        v128.store(target + k, step.vector<Element>(v128.load(target + k), v128.load(row + k)));
      for (; k < rowBytes; k += size)
        store<Element>(target + k, step.scalar<Element>(load<Element>(target + k), load<Element>(row + k)));
    }
  }
}

@inline function complexAxis<Part>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  kind: i32,
): void {
  // kind: 1 product, 2 max, 3 min (sums run as real parts).
  const size = sizeof<Part>();
  const rowBytes = <usize>inner * 2 * size;
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * 2 * size;
    const target = out + <usize>o * rowBytes;
    memory.copy(target, source, rowBytes);
    for (let r = 1; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      for (let k: usize = 0; k < rowBytes; k += 2 * size) {
        const ar = load<Part>(target + k),
          ai = load<Part>(target + k, size);
        const br = load<Part>(row + k),
          bi = load<Part>(row + k, size);
        if (kind == 1) {
          store<Part>(target + k, ar * br - ai * bi);
          store<Part>(target + k, ar * bi + ai * br, size);
        } else {
          if (ar != ar || ai != ai) continue;
          if (
            br != br ||
            bi != bi ||
            (kind == 2 ? complexAfter<Part>(br, bi, ar, ai) : complexAfter<Part>(ar, ai, br, bi))
          ) {
            store<Part>(target + k, br);
            store<Part>(target + k, bi, size);
          }
        }
      }
    }
  }
}

@inline function axisReduce<Dtype, Step>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  kind: i32,
): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) {
      if (kind == 0) realAxis<f32, AddStep>(input, outer, stride * 2, length, inner * 2, out);
      else complexAxis<f32>(input, outer, stride, length, inner, out, kind);
    } else {
      if (kind == 0) realAxis<f64, AddStep>(input, outer, stride * 2, length, inner * 2, out);
      else complexAxis<f64>(input, outer, stride, length, inner, out, kind);
    }
  } else {
    realAxis<Dtype, Step>(input, outer, stride, length, inner, out);
  }
  return 0;
}

/**
 * Rows a float sum along a middle axis adds in order; longer runs of rows are summed as two halves
 * whose sums are added (pairwise; the executor's PAIRWISE_ROWS, src/execute/reductions.ts).
 */
export const PAIRWISE_ROWS: i32 = 64;

/**
 * A float sum along a middle axis of [outer, length, inner] (`stride` elements between outer rows)
 * into `out` ([outer, inner]), pairwise by rows: up to PAIRWISE_ROWS rows added in order, more as
 * the sum of their first half plus the sum of their second half. `scratch` holds the second
 * halves' sums: outer · inner elements for each level of halving below this one.
 */
export function pairwiseAxis<Element>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
): void {
  if (length <= PAIRWISE_ROWS) {
    realAxis<Element, AddStep>(input, outer, stride, length, inner, out);
    return;
  }
  const size = sizeof<Element>();
  const half = length >> 1;
  const count = <usize>outer * <usize>inner;
  pairwiseAxis<Element>(input, outer, stride, half, inner, out, scratch);
  pairwiseAxis<Element>(
    input + <usize>half * <usize>inner * size,
    outer,
    stride,
    length - half,
    inner,
    scratch,
    scratch + count * size,
  );
  // out += scratch, element by element (the same additions as the executor's add kernel).
  const bytes = count * size;
  const vectorEnd = bytes & ~15;
  let at: usize = 0;
  for (; at < vectorEnd; at += 16)
    v128.store(out + at, v128.add<Element>(v128.load(out + at), v128.load(scratch + at)));
  for (; at < bytes; at += size) store<Element>(out + at, load<Element>(out + at) + load<Element>(scratch + at));
}

export function sum_axis<Dtype>(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return axisReduce<Dtype, AddStep>(input, outer, stride, length, inner, out, 0);
}

export function prod_axis<Dtype>(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return axisReduce<Dtype, MulStep>(input, outer, stride, length, inner, out, 1);
}

export function max_axis<Dtype>(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return axisReduce<Dtype, MaxStep>(input, outer, stride, length, inner, out, 2);
}

export function min_axis<Dtype>(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return axisReduce<Dtype, MinStep>(input, outer, stride, length, inner, out, 3);
}
