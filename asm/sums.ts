// Fused whole-array sums for dtypes the sum kernels do not take as they are (the reductions
// would otherwise cast the whole array first): 8-, 16- and 32-bit integers (and bool) into int64 /
// uint64 (JAX with x64, NumPy) or 8- and 16-bit ones into int32 / uint32 (JAX without x64), and
// float16 accumulated in float32 (decoded eight lanes at a time).
//
// ABI: (input, count, out) -> 0; input contiguous, count > 0, out one element of the result dtype.

import { threadLocal, AREA_SUMS } from './memory';
import { Float16 } from './dtypes';
import {
  BLOCK,
  leafOf32,
  pairwise32,
  pairwise64,
  pairwiseAxis,
  pairwiseTwo32,
  pairwiseTwo64,
  realExtreme,
  secondLanes,
} from './reduce';
import { exp32, exp32x4, exp32x4Slow, exp32x4Store } from './math';

/** int32 or uint32 → 64-bit total (wrapping, as the 64-bit sum of the cast array would). */
@inline function widenSum(input: usize, count: i32, signed: bool): i64 {
  let a0 = i64x2.splat(0),
    a1 = i64x2.splat(0),
    a2 = i64x2.splat(0),
    a3 = i64x2.splat(0);
  let cursor = input;
  const end = input + ((<usize>(count & ~7)) << 2);
  while (cursor < end) {
    const first = v128.load(cursor);
    const second = v128.load(cursor, 16);
    if (signed) {
      a0 = i64x2.add(a0, i64x2.extend_low_i32x4_s(first));
      a1 = i64x2.add(a1, i64x2.extend_high_i32x4_s(first));
      a2 = i64x2.add(a2, i64x2.extend_low_i32x4_s(second));
      a3 = i64x2.add(a3, i64x2.extend_high_i32x4_s(second));
    } else {
      a0 = i64x2.add(a0, i64x2.extend_low_i32x4_u(first));
      a1 = i64x2.add(a1, i64x2.extend_high_i32x4_u(first));
      a2 = i64x2.add(a2, i64x2.extend_low_i32x4_u(second));
      a3 = i64x2.add(a3, i64x2.extend_high_i32x4_u(second));
    }
    cursor += 32;
  }
  const lanes = i64x2.add(i64x2.add(a0, a1), i64x2.add(a2, a3));
  let total = i64x2.extract_lane(lanes, 0) + i64x2.extract_lane(lanes, 1);
  const stop = input + ((<usize>count) << 2);
  while (cursor < stop) {
    total += signed ? <i64>load<i32>(cursor) : <i64>load<u32>(cursor);
    cursor += 4;
  }
  return total;
}

export function sum_widen_int32(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum(input, count, true));
  return 0;
}

export function sum_widen_uint32(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum(input, count, false));
  return 0;
}

/**
 * 8-bit integers → 64-bit total. Sixteen bytes at a time are added pairwise twice (i8 → i16 → i32)
 * into i32 lanes; each lane grows by at most 4 · 255 per step, so lanes are folded into 64-bit
 * totals every 2^20 steps, long before they could overflow.
 */
@inline function widenSum8(input: usize, count: i32, signed: bool): i64 {
  let total: i64 = 0;
  let cursor = input;
  const vectorEnd = input + <usize>(count & ~31);
  while (cursor < vectorEnd) {
    const chunkEnd = min<usize>(vectorEnd, cursor + ((<usize>1) << 25)); // 2^20 steps of 32 bytes
    let a0 = i32x4.splat(0),
      a1 = i32x4.splat(0);
    while (cursor < chunkEnd) {
      const first = v128.load(cursor);
      const second = v128.load(cursor, 16);
      if (signed) {
        a0 = i32x4.add(a0, i32x4.extadd_pairwise_i16x8_s(i16x8.extadd_pairwise_i8x16_s(first)));
        a1 = i32x4.add(a1, i32x4.extadd_pairwise_i16x8_s(i16x8.extadd_pairwise_i8x16_s(second)));
      } else {
        a0 = i32x4.add(a0, i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(first)));
        a1 = i32x4.add(a1, i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(second)));
      }
      cursor += 32;
    }
    total += foldLanes32(a0, signed) + foldLanes32(a1, signed);
  }
  const stop = input + <usize>count;
  while (cursor < stop) {
    total += signed ? <i64>load<i8>(cursor) : <i64>load<u8>(cursor);
    cursor += 1;
  }
  return total;
}

/** 16-bit integers → 64-bit total: pairwise into i32 lanes, folded every 2^14 steps. */
@inline function widenSum16(input: usize, count: i32, signed: bool): i64 {
  let total: i64 = 0;
  let cursor = input;
  const vectorEnd = input + ((<usize>(count & ~15)) << 1);
  while (cursor < vectorEnd) {
    const chunkEnd = min<usize>(vectorEnd, cursor + ((<usize>1) << 19)); // 2^14 steps of 32 bytes
    let a0 = i32x4.splat(0),
      a1 = i32x4.splat(0);
    while (cursor < chunkEnd) {
      const first = v128.load(cursor);
      const second = v128.load(cursor, 16);
      if (signed) {
        a0 = i32x4.add(a0, i32x4.extadd_pairwise_i16x8_s(first));
        a1 = i32x4.add(a1, i32x4.extadd_pairwise_i16x8_s(second));
      } else {
        a0 = i32x4.add(a0, i32x4.extadd_pairwise_i16x8_u(first));
        a1 = i32x4.add(a1, i32x4.extadd_pairwise_i16x8_u(second));
      }
      cursor += 32;
    }
    total += foldLanes32(a0, signed) + foldLanes32(a1, signed);
  }
  const stop = input + ((<usize>count) << 1);
  while (cursor < stop) {
    total += signed ? <i64>load<i16>(cursor) : <i64>load<u16>(cursor);
    cursor += 2;
  }
  return total;
}

/** The four i32 lanes (signed or unsigned) added as 64-bit integers. */
@inline function foldLanes32(lanes: v128, signed: bool): i64 {
  const wide = signed
    ? i64x2.add(i64x2.extend_low_i32x4_s(lanes), i64x2.extend_high_i32x4_s(lanes))
    : i64x2.add(i64x2.extend_low_i32x4_u(lanes), i64x2.extend_high_i32x4_u(lanes));
  return i64x2.extract_lane(wide, 0) + i64x2.extract_lane(wide, 1);
}

export function sum_widen_int8(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum8(input, count, true));
  return 0;
}

/** uint8 → uint64; also bool → int64 (bools are 0/1 bytes). */
export function sum_widen_uint8(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum8(input, count, false));
  return 0;
}

export function sum_widen_int16(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum16(input, count, true));
  return 0;
}

export function sum_widen_uint16(input: usize, count: i32, out: usize): i32 {
  store<i64>(out, widenSum16(input, count, false));
  return 0;
}

// The same totals into 32 bits (JAX without x64: the sum of the int32/uint32 cast array, which
// wraps): the 64-bit total's low half, as integer addition wraps the same in any order.

/** int8 → int32. */
export function sum_widen32_int8(input: usize, count: i32, out: usize): i32 {
  store<i32>(out, <i32>widenSum8(input, count, true));
  return 0;
}

/** uint8 → uint32; also bool → int32 (bools are 0/1 bytes). */
export function sum_widen32_uint8(input: usize, count: i32, out: usize): i32 {
  store<i32>(out, <i32>widenSum8(input, count, false));
  return 0;
}

/** int16 → int32. */
export function sum_widen32_int16(input: usize, count: i32, out: usize): i32 {
  store<i32>(out, <i32>widenSum16(input, count, true));
  return 0;
}

/** uint16 → uint32. */
export function sum_widen32_uint16(input: usize, count: i32, out: usize): i32 {
  store<i32>(out, <i32>widenSum16(input, count, false));
  return 0;
}

// Float and complex sums along a long middle axis, pairwise by rows (reduce.ts pairwiseAxis), in one
// call: (input, outer, stride, length, inner, out, scratch) -> 0, as sum_axis with the scratch for
// the second halves' sums (outer · inner elements a level of halving). Complex sums run on parts.

export function sum_axis_pairwise_float32(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
): i32 {
  pairwiseAxis<f32>(input, outer, stride, length, inner, out, scratch);
  return 0;
}

export function sum_axis_pairwise_float64(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
): i32 {
  pairwiseAxis<f64>(input, outer, stride, length, inner, out, scratch);
  return 0;
}

export function sum_axis_pairwise_complex64(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
): i32 {
  pairwiseAxis<f32>(input, outer, stride * 2, length, inner * 2, out, scratch);
  return 0;
}

export function sum_axis_pairwise_complex128(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
): i32 {
  pairwiseAxis<f64>(input, outer, stride * 2, length, inner * 2, out, scratch);
  return 0;
}

/** Whether any float16 pattern in [from, to) (a multiple of 32 bytes) is inf or NaN. */
@inline function anyInfOrNaN(from: usize, to: usize): bool {
  const exponent = i16x8.splat(0x7c00);
  let largest = i16x8.splat(0);
  for (let cursor = from; cursor < to; cursor += 32) {
    largest = v128.max<u16>(
      largest,
      v128.max<u16>(v128.and(v128.load(cursor), exponent), v128.and(v128.load(cursor, 16), exponent)),
    );
  }
  return v128.any_true(v128.eq<i16>(largest, exponent));
}

/** Lanes 0..3 of eight finite halves in the scaled form (the f32 value × 2^-112, exactly). */
@inline function scaledLow(halves: v128): v128 {
  return v128.and(
    v128.shr<i32>(v128.shuffle<u16>(i16x8.splat(0), halves, 0, 8, 1, 9, 2, 10, 3, 11), 3),
    i32x4.splat(0x8fffe000),
  );
}

@inline function scaledHigh(halves: v128): v128 {
  return v128.and(
    v128.shr<i32>(v128.shuffle<u16>(i16x8.splat(0), halves, 4, 12, 5, 13, 6, 14, 7, 15), 3),
    i32x4.splat(0x8fffe000),
  );
}

/** As reduce.ts pairwise32 (same blocks, lanes and order) on float16 values decoded to f32. */
function pairwiseHalf(input: usize, count: i32): v128 {
  const half = changetype<Float16>(0);
  if (count <= 2048) {
    let a0 = f32x4.splat(0),
      a1 = f32x4.splat(0),
      a2 = f32x4.splat(0),
      a3 = f32x4.splat(0);
    let cursor = input;
    const end = input + ((<usize>(count & ~15)) << 1);
    if (!anyInfOrNaN(input, end)) {
      // No inf or NaN: sum the scaled forms (x·2^-112, see Float16) and scale the four sums
      // back. Scaling by a power of two commutes with every rounding here (scaled sums that are
      // f32-subnormal are multiples of 2^-136, exact), so the sums are the same bits.
      while (cursor < end) {
        const first = v128.load(cursor);
        const second = v128.load(cursor, 16);
        a0 = f32x4.add(a0, scaledLow(first));
        a1 = f32x4.add(a1, scaledHigh(first));
        a2 = f32x4.add(a2, scaledLow(second));
        a3 = f32x4.add(a3, scaledHigh(second));
        cursor += 32;
      }
      const rebias = f32x4.splat(5.192296858534828e33); // 2^112
      a0 = f32x4.mul(a0, rebias);
      a1 = f32x4.mul(a1, rebias);
      a2 = f32x4.mul(a2, rebias);
      a3 = f32x4.mul(a3, rebias);
    }
    while (cursor < end) {
      const first = v128.load(cursor);
      const second = v128.load(cursor, 16);
      a0 = f32x4.add(a0, half.widenLow(first));
      a1 = f32x4.add(a1, half.widenHigh(first));
      a2 = f32x4.add(a2, half.widenLow(second));
      a3 = f32x4.add(a3, half.widenHigh(second));
      cursor += 32;
    }
    const vectorEnd = cursor + (((<usize>(count & 15)) << 1) & ~7);
    while (cursor < vectorEnd) {
      a1 = f32x4.add(a1, half.widenLow(v128.load64_zero(cursor)));
      cursor += 8;
    }
    const left = count & 3;
    let t0: f32 = 0,
      t1: f32 = 0,
      t2: f32 = 0;
    if (left > 0) t0 = half.toF32(<u32>load<u16>(cursor));
    if (left > 1) t1 = half.toF32(<u32>load<u16>(cursor, 2));
    if (left > 2) t2 = half.toF32(<u32>load<u16>(cursor, 4));
    const tail = f32x4.replace_lane(f32x4.replace_lane(f32x4.replace_lane(f32x4.splat(0), 0, t0), 1, t1), 2, t2);
    return f32x4.add(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)), tail);
  }
  const middle = (count >> 1) & ~15;
  return f32x4.add(pairwiseHalf(input, middle), pairwiseHalf(input + ((<usize>middle) << 1), count - middle));
}

/** float16 → float16 total: the float32 pairwise sum of the decoded values, rounded once. */
export function sum_float16(input: usize, count: i32, out: usize): i32 {
  const lanes = pairwiseHalf(input, count);
  const total =
    f32x4.extract_lane(lanes, 0) +
    f32x4.extract_lane(lanes, 1) +
    (f32x4.extract_lane(lanes, 2) + f32x4.extract_lane(lanes, 3));
  store<u16>(out, <u16>changetype<Float16>(0).fromF32(total));
  return 0;
}

// ---- var and std of a whole array ---------------------------------------------------------------

/**
 * out[i] = (x[i] − c)², each step rounded in the dtype as subtract then multiply round it; `center`
 * points at c. The whole-array var/std path sums these with the sum kernel.
 */
@inline function squaredDeviations<T>(input: usize, center: usize, out: usize, count: i32): i32 {
  const c = load<T>(center);
  const lanes = v128.splat<T>(c);
  const step = <i32>(16 / sizeof<T>());
  let i = 0;
  for (; i + step <= count; i += step) {
    const offset = <usize>i * sizeof<T>();
    const d = v128.sub<T>(v128.load(input + offset), lanes);
    v128.store(out + offset, v128.mul<T>(d, d));
  }
  for (; i < count; i++) {
    const d: T = load<T>(input + <usize>i * sizeof<T>()) - c;
    store<T>(out + <usize>i * sizeof<T>(), d * d);
  }
  return 0;
}

export function squared_deviations_float32(input: usize, center: usize, out: usize, count: i32): i32 {
  return squaredDeviations<f32>(input, center, out, count);
}

export function squared_deviations_float64(input: usize, center: usize, out: usize, count: i32): i32 {
  return squaredDeviations<f64>(input, center, out, count);
}

// ---- the lanes of a pairwise float sum ---------------------------------------------------------
// jit (src/jit/fuse.ts) fuses a whole-array float sum with the chain that makes its operand: it
// walks reduce.ts's pairwise tree itself, makes each leaf's values (≤ 2048) in a scratch block,
// and takes the leaf's partial sums here, lane by lane, so it adds in the sum kernel's order.
// ABI: (input, count, out) -> 0; out receives the 16 bytes of lanes (the two-tree form: (a, b,
// count, out) -> 0, 32 bytes).

/** The four float32 lanes pairwise32 gives for `count` values (one leaf when count ≤ 2048). */
export function sum_lanes_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwise32(input, count));
  return 0;
}

/** The two float64 lanes pairwise64 gives for `count` values. */
export function sum_lanes_float64(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwise64(input, count));
  return 0;
}

// The float32 sum of an integer array as the sum of its float32 cast would be (mean of integers
// without x64: JAX casts, then sums): pairwise32's tree and leaves (reduce.ts leafOf32) over the
// values converted as they are read, so the same lanes with no cast copy. Src: u8 (and bool), i8,
// u16, i16, u32, i32.

/** pairwise32 of the converted values (its two-stream form gives the same lanes: not needed here). */
function pairwiseConverted32<Src>(input: usize, count: i32): v128 {
  if (count <= BLOCK) return leafOf32<Src>(input, count);
  const half = (count >> 1) & ~15;
  return f32x4.add(
    pairwiseConverted32<Src>(input, half),
    pairwiseConverted32<Src>(input + <usize>half * sizeof<Src>(), count - half),
  );
}

export function sum_lanes_uint8_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<u8>(input, count));
  return 0;
}

export function sum_lanes_int8_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<i8>(input, count));
  return 0;
}

export function sum_lanes_uint16_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<u16>(input, count));
  return 0;
}

export function sum_lanes_int16_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<i16>(input, count));
  return 0;
}

export function sum_lanes_uint32_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<u32>(input, count));
  return 0;
}

export function sum_lanes_int32_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseConverted32<i32>(input, count));
  return 0;
}

/**
 * sum_lanes_float32 of `count` values at a (lanes to out) and of `count` at b (to out + 16), the two
 * trees read in step: two read streams, for sums from memory (reduce.ts's TWO_STREAM_BYTES).
 */
export function sum_lanes_two_float32(a: usize, b: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseTwo32(a, b, count));
  v128.store(out, secondLanes, 16);
  return 0;
}

/** sum_lanes_two_float32 for float64. */
export function sum_lanes_two_float64(a: usize, b: usize, count: i32, out: usize): i32 {
  v128.store(out, pairwiseTwo64(a, b, count));
  v128.store(out, secondLanes, 16);
  return 0;
}

// ---- exp of rows shifted by a column (jit's softmax rows) ----------------------------------------
// jit (src/jit/fuse.ts) runs `exp(x - column)` (the column one value per row: `x - max(x, -1)`) as one
// call per block of rows rather than a subtraction pass and an exp pass, and, where the chain then
// sums each row of the exps over the last axis, adds those sums too while the row is in the cache.
// Every value is what op by op gives: the subtraction is one IEEE float32 operation, exp is
// exp32x4's (asm/math.ts: a float32 element's exp does not depend on the vector it is computed in,
// as the fallback is the float64 path whose result the float32 lanes match), and each row's sum is
// reduce.ts's (pairwise32's lanes added as reduce.sum<f32> adds them).
// ABI: (full, column, out, rows, length, sums) -> 0; out[r, c] = exp(full[r, c] - column[r]) over
// `rows` contiguous rows of `length` values; sums: 0, or where sums[r] = the sum of out's row r goes.

/** The float64 path over the vectors of a 16-element group whose 4-bit group in `failed` is set. */
function expShiftedRedo(input: usize, shift: v128, out: usize, failed: i32): void {
  if (failed & 0x000f) v128.store(out, exp32x4Slow(f32x4.sub(v128.load(input), shift)));
  if (failed & 0x00f0) v128.store(out, exp32x4Slow(f32x4.sub(v128.load(input, 16), shift)), 16);
  if (failed & 0x0f00) v128.store(out, exp32x4Slow(f32x4.sub(v128.load(input, 32), shift)), 32);
  if (failed & 0xf000) v128.store(out, exp32x4Slow(f32x4.sub(v128.load(input, 48), shift)), 48);
}

/**
 * out[c] = exp(input[c] - value) over one row of `length` values; returns the row's sum in the rows
 * kernel's order when `summed`. `inPlace` (out is input): every vector's test acted on at once.
 */
function expShiftedRow(input: usize, output: usize, value: f32, length: i32, inPlace: bool, summed: bool): f32 {
  const shift = f32x4.splat(value);
  let i = 0;
  if (!inPlace) {
    // Four vectors a group, each group's failed vectors redone after the next group is stored.
    let pending = 0;
    let pendingAt: usize = 0;
    for (; i + 16 <= length; i += 16) {
      const at = (<usize>i) << 2;
      const failed0 = exp32x4Store(f32x4.sub(v128.load(input + at), shift), output + at);
      const failed1 = exp32x4Store(f32x4.sub(v128.load(input + at, 16), shift), output + at + 16);
      const failed2 = exp32x4Store(f32x4.sub(v128.load(input + at, 32), shift), output + at + 32);
      const failed3 = exp32x4Store(f32x4.sub(v128.load(input + at, 48), shift), output + at + 48);
      const mask =
        v128.bitmask<i32>(failed0) |
        (v128.bitmask<i32>(failed1) << 4) |
        (v128.bitmask<i32>(failed2) << 8) |
        (v128.bitmask<i32>(failed3) << 12);
      if (pending != 0) expShiftedRedo(input + pendingAt, shift, output + pendingAt, pending);
      pending = mask;
      pendingAt = at;
    }
    if (pending != 0) expShiftedRedo(input + pendingAt, shift, output + pendingAt, pending);
  }
  for (; i + 4 <= length; i += 4) {
    const at = (<usize>i) << 2;
    v128.store(output + at, exp32x4(f32x4.sub(v128.load(input + at), shift)));
  }
  for (; i < length; i++) {
    const at = (<usize>i) << 2;
    store<f32>(output + at, exp32(load<f32>(input + at) - value));
  }
  if (!summed) return 0;
  const lanes = pairwise32(output, length);
  return (
    f32x4.extract_lane(lanes, 0) +
    f32x4.extract_lane(lanes, 1) +
    (f32x4.extract_lane(lanes, 2) + f32x4.extract_lane(lanes, 3))
  );
}

export function exp_subtract_column_float32(
  full: usize,
  column: usize,
  out: usize,
  rows: i32,
  length: i32,
  sums: usize,
): i32 {
  const inPlace = full == out;
  for (let row = 0; row < rows; row++) {
    const offset = (<usize>row * <usize>length) << 2;
    const total = expShiftedRow(
      full + offset,
      out + offset,
      load<f32>(column + ((<usize>row) << 2)),
      length,
      inPlace,
      sums != 0,
    );
    if (sums != 0) store<f32>(sums + ((<usize>row) << 2), total);
  }
  return 0;
}

// A whole softmax over the last axis, row by row: the row's max as reduce_max__float32 takes it, the
// exps of the row minus it stored in out with their sum (as above), then out's row divided by that
// sum (one IEEE division per element, as the divide kernel divides by the column repeated), while
// the row is in the L1 cache. ABI: (full, out, rows, length, maxes, sums) -> 0; maxes and sums: 0, or
// where each row's max and sum go (when something else reads them: then the max is the max
// kernel's own, bit for bit).

const ROW_MAX_STATIC: usize = memory.data(16, 16);
/** ROW_MAX of this thread (asm/memory.ts threadLocal). */
@inline function rowMaxArea(): usize {
  return threadLocal(ROW_MAX_STATIC, AREA_SUMS);
}

/**
 * The row's largest value by pmax alone, for a max that only the softmax reads (its bits need not
 * be the max kernel's): the same value but perhaps the other zero, and any value where the row has
 * a NaN. Neither changes a bit of the softmax: x − (±0) is x but for x = ±0, whose exp is 1 either
 * way, and a NaN in the row makes its sum, hence every quotient, NaN, as the max kernel's NaN does.
 */
function rowLargest(input: usize, length: i32): f32 {
  let best = load<f32>(input);
  let i = 0;
  if (length >= 16) {
    let a0 = v128.load(input),
      a1 = v128.load(input, 16),
      a2 = v128.load(input, 32),
      a3 = v128.load(input, 48);
    for (i = 16; i + 16 <= length; i += 16) {
      const at = input + ((<usize>i) << 2);
      a0 = f32x4.pmax(a0, v128.load(at));
      a1 = f32x4.pmax(a1, v128.load(at, 16));
      a2 = f32x4.pmax(a2, v128.load(at, 32));
      a3 = f32x4.pmax(a3, v128.load(at, 48));
    }
    for (; i + 4 <= length; i += 4) a0 = f32x4.pmax(a0, v128.load(input + ((<usize>i) << 2)));
    let a = f32x4.pmax(f32x4.pmax(a0, a1), f32x4.pmax(a2, a3));
    a = f32x4.pmax(a, v128.shuffle<f32>(a, a, 2, 3, 0, 1));
    a = f32x4.pmax(a, v128.shuffle<f32>(a, a, 1, 0, 3, 2));
    best = f32x4.extract_lane(a, 0);
  }
  for (; i < length; i++) {
    const value = load<f32>(input + ((<usize>i) << 2));
    if (value > best) best = value;
  }
  return best;
}

export function softmax_rows_float32(full: usize, out: usize, rows: i32, length: i32, maxes: usize, sums: usize): i32 {
  const inPlace = full == out;
  for (let row = 0; row < rows; row++) {
    const offset = (<usize>row * <usize>length) << 2;
    const input = full + offset;
    const output = out + offset;
    let largest: f32;
    if (maxes != 0) {
      realExtreme<f32>(input, length, rowMaxArea(), true);
      largest = load<f32>(rowMaxArea());
    } else largest = rowLargest(input, length);
    const total = expShiftedRow(input, output, largest, length, inPlace, true);
    if (maxes != 0) store<f32>(maxes + ((<usize>row) << 2), largest);
    if (sums != 0) store<f32>(sums + ((<usize>row) << 2), total);
    const divisor = f32x4.splat(total);
    let i = 0;
    for (; i + 4 <= length; i += 4) {
      const at = output + ((<usize>i) << 2);
      v128.store(at, f32x4.div(v128.load(at), divisor));
    }
    for (; i < length; i++) {
      const at = output + ((<usize>i) << 2);
      store<f32>(at, load<f32>(at) / total);
    }
  }
  return 0;
}
