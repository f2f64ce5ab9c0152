// The nan-aware reductions (nansum, nanprod, nanmean, nanvar, nanstd, nanmax, nanmin, nanargmax,
// nanargmin, nancumsum, nancumprod) of float32/float64 in one pass (nanvar: two over each row): no
// isnan mask, no filled copy. A NaN is read as the reduction's identity where it is loaded, so
// nansum adds exactly what `sum(where(isnan(x), 0, x))` adds, in the same order (asm/reduce.ts's
// pairwise tree, its leaves' 16 lanes and their tail), and gives the same bits; nanmax/nanmin skip
// NaN (NaN where a row has nothing else). The counts of values kept (for nanmean) are taken in the
// same pass.
//
// ABIs: rows (input, count, outer, out); middle (input, outer, stride, length, inner, out), as the
// plain reductions'; lanes (input, count, out): the pairwise tree's lanes (16 bytes) and, at +16,
// the count of values kept (i64), for the executor's split of one long row across threads.
//
// Below: nanargmax/nanargmin (input, outer, length, inner, out, scratch), the scans' ABI
// (input, outer, length, inner, out), nanvar rows (+ ddof, std) and along a middle axis (+ scratch,
// ddof, std).
//
// No static scratch: the counts ride in a global, which every instance (thread) has its own of, and
// the kernels that keep values per column take their scratch block from the executor.

import { TWO_STREAM_BYTES } from './reduce';

/** Lanes below which a pairwise step sums directly (asm/reduce.ts's BLOCK). */
const BLOCK: i32 = 2048;

/** The second tree's lanes from nanPairwiseTwo32 and nanPairwiseTwo64 (per instance, as `kept`). */
let secondLanes: v128 = v128.splat<i32>(0);

/** Values kept (not NaN) by the nanPairwise calls since it was last reset. */
let kept: i64 = 0;

/**
 * pairwise32 of asm/reduce.ts with NaN read as +0, counting the values kept in `kept` where `Mode`
 * is i32 (f32: no counts, for nansum).
 *
 * The loop takes 32 values an iteration into the same four accumulators in the same order as 16 at
 * a time (a0 gets vectors 0 and 4, a1 1 and 5 …): the same bits, with half the loop's instructions
 * a vector (V8 keeps a stack check in it). The loop is bound by instructions issued (load, compare,
 * and, add a vector), so the counts cost one more a vector, no less: mask pairs narrowed to i16
 * lanes and added, which measured cheaper than four i32 adds (fewer masks held in registers).
 */
function nanPairwise32<Mode>(input: usize, count: i32): v128 {
  const counting = isInteger<Mode>();
  if (count <= BLOCK) {
    let a0 = f32x4.splat(0),
      a1 = f32x4.splat(0),
      a2 = f32x4.splat(0),
      a3 = f32x4.splat(0);
    // −1 a value kept, eight lanes each taking one value of a pair of vectors: at most BLOCK / 8.
    let c = i16x8.splat(0);
    let cursor = input;
    const end = input + ((<usize>(count & ~15)) << 2);
    const end32 = input + ((<usize>(count & ~31)) << 2);
    while (cursor < end32) {
      const x0 = v128.load(cursor),
        x1 = v128.load(cursor, 16),
        x2 = v128.load(cursor, 32),
        x3 = v128.load(cursor, 48),
        x4 = v128.load(cursor, 64),
        x5 = v128.load(cursor, 80),
        x6 = v128.load(cursor, 96),
        x7 = v128.load(cursor, 112);
      const m0 = f32x4.eq(x0, x0),
        m1 = f32x4.eq(x1, x1),
        m2 = f32x4.eq(x2, x2),
        m3 = f32x4.eq(x3, x3),
        m4 = f32x4.eq(x4, x4),
        m5 = f32x4.eq(x5, x5),
        m6 = f32x4.eq(x6, x6),
        m7 = f32x4.eq(x7, x7);
      a0 = f32x4.add(a0, v128.and(x0, m0));
      a1 = f32x4.add(a1, v128.and(x1, m1));
      a2 = f32x4.add(a2, v128.and(x2, m2));
      a3 = f32x4.add(a3, v128.and(x3, m3));
      a0 = f32x4.add(a0, v128.and(x4, m4));
      a1 = f32x4.add(a1, v128.and(x5, m5));
      a2 = f32x4.add(a2, v128.and(x6, m6));
      a3 = f32x4.add(a3, v128.and(x7, m7));
      if (counting) {
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m0, m1));
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m2, m3));
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m4, m5));
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m6, m7));
      }
      cursor += 128;
    }
    if (cursor < end) {
      const x0 = v128.load(cursor),
        x1 = v128.load(cursor, 16),
        x2 = v128.load(cursor, 32),
        x3 = v128.load(cursor, 48);
      const m0 = f32x4.eq(x0, x0),
        m1 = f32x4.eq(x1, x1),
        m2 = f32x4.eq(x2, x2),
        m3 = f32x4.eq(x3, x3);
      a0 = f32x4.add(a0, v128.and(x0, m0));
      a1 = f32x4.add(a1, v128.and(x1, m1));
      a2 = f32x4.add(a2, v128.and(x2, m2));
      a3 = f32x4.add(a3, v128.and(x3, m3));
      if (counting) {
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m0, m1));
        c = i16x8.add(c, i16x8.narrow_i32x4_s(m2, m3));
      }
      cursor += 64;
    }
    let tailKept: i32 = 0;
    const vectorEnd = cursor + (((<usize>(count & 15)) << 2) & ~15);
    while (cursor < vectorEnd) {
      const x = v128.load(cursor);
      const m = f32x4.eq(x, x);
      a1 = f32x4.add(a1, v128.and(x, m));
      if (counting) tailKept += i32.popcnt(i32x4.bitmask(m));
      cursor += 16;
    }
    const left = count & 3;
    let t0: f32 = 0,
      t1: f32 = 0,
      t2: f32 = 0;
    if (left > 0) {
      t0 = load<f32>(cursor);
      if (t0 != t0) t0 = 0;
      else tailKept++;
    }
    if (left > 1) {
      t1 = load<f32>(cursor, 4);
      if (t1 != t1) t1 = 0;
      else tailKept++;
    }
    if (left > 2) {
      t2 = load<f32>(cursor, 8);
      if (t2 != t2) t2 = 0;
      else tailKept++;
    }
    if (counting) {
      const pairs = i32x4.extadd_pairwise_i16x8_s(c);
      kept += <i64>(
        (tailKept -
          (i32x4.extract_lane(pairs, 0) +
            i32x4.extract_lane(pairs, 1) +
            i32x4.extract_lane(pairs, 2) +
            i32x4.extract_lane(pairs, 3)))
      );
    }
    const tail = f32x4.replace_lane(f32x4.replace_lane(f32x4.replace_lane(f32x4.splat(0), 0, t0), 1, t1), 2, t2);
    return f32x4.add(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)), tail);
  }
  const half = (count >> 1) & ~15;
  const second = input + ((<usize>half) << 2);
  // From memory, halves of one shape walked together, as asm/reduce.ts's pairwise32 does.
  if (count - half == half && count >= TWO_STREAM_BYTES >> 2)
    return f32x4.add(nanPairwiseTwo32<Mode>(input, second, half), secondLanes);
  return f32x4.add(nanPairwise32<Mode>(input, half), nanPairwise32<Mode>(second, count - half));
}

/**
 * nanPairwise32(a, count), returned, and nanPairwise32(b, count), left in secondLanes (both counts
 * added to `kept`): the same sums, in step. `count` is a multiple of 16 (halves of one shape).
 */
function nanPairwiseTwo32<Mode>(a: usize, b: usize, count: i32): v128 {
  if (count <= BLOCK) return nanLeafTwo32<Mode>(a, b, count);
  const half = (count >> 1) & ~15;
  const offset = (<usize>half) << 2;
  const firstA = nanPairwiseTwo32<Mode>(a, b, half);
  const firstB = secondLanes;
  const secondA = nanPairwiseTwo32<Mode>(a + offset, b + offset, count - half);
  secondLanes = f32x4.add(firstB, secondLanes);
  return f32x4.add(firstA, secondA);
}

/**
 * Two leaves of nanPairwise32 of one count (a multiple of 16: no tail), 16 values of each a step in
 * the leaf's order; a's lanes returned, b's in secondLanes. The leaf's last add of its (here zero)
 * tail is kept: it makes a −0 lane +0.
 */
function nanLeafTwo32<Mode>(a: usize, b: usize, count: i32): v128 {
  const counting = isInteger<Mode>();
  let a0 = f32x4.splat(0),
    a1 = a0,
    a2 = a0,
    a3 = a0,
    b0 = a0,
    b1 = a0,
    b2 = a0,
    b3 = a0;
  let c = i16x8.splat(0);
  const bytes = (<usize>count) << 2;
  for (let at: usize = 0; at < bytes; at += 64) {
    const x0 = v128.load(a + at),
      x1 = v128.load(a + at, 16),
      x2 = v128.load(a + at, 32),
      x3 = v128.load(a + at, 48);
    const y0 = v128.load(b + at),
      y1 = v128.load(b + at, 16),
      y2 = v128.load(b + at, 32),
      y3 = v128.load(b + at, 48);
    const m0 = f32x4.eq(x0, x0),
      m1 = f32x4.eq(x1, x1),
      m2 = f32x4.eq(x2, x2),
      m3 = f32x4.eq(x3, x3);
    const n0 = f32x4.eq(y0, y0),
      n1 = f32x4.eq(y1, y1),
      n2 = f32x4.eq(y2, y2),
      n3 = f32x4.eq(y3, y3);
    a0 = f32x4.add(a0, v128.and(x0, m0));
    a1 = f32x4.add(a1, v128.and(x1, m1));
    a2 = f32x4.add(a2, v128.and(x2, m2));
    a3 = f32x4.add(a3, v128.and(x3, m3));
    b0 = f32x4.add(b0, v128.and(y0, n0));
    b1 = f32x4.add(b1, v128.and(y1, n1));
    b2 = f32x4.add(b2, v128.and(y2, n2));
    b3 = f32x4.add(b3, v128.and(y3, n3));
    if (counting) {
      // −1 a value kept: at most 2 · BLOCK / 8 a lane.
      c = i16x8.add(c, i16x8.add(i16x8.narrow_i32x4_s(m0, m1), i16x8.narrow_i32x4_s(m2, m3)));
      c = i16x8.add(c, i16x8.add(i16x8.narrow_i32x4_s(n0, n1), i16x8.narrow_i32x4_s(n2, n3)));
    }
  }
  if (counting) {
    const pairs = i32x4.extadd_pairwise_i16x8_s(c);
    kept -= <i64>(
      (i32x4.extract_lane(pairs, 0) +
        i32x4.extract_lane(pairs, 1) +
        i32x4.extract_lane(pairs, 2) +
        i32x4.extract_lane(pairs, 3))
    );
  }
  const zero = f32x4.splat(0);
  secondLanes = f32x4.add(f32x4.add(f32x4.add(b0, b1), f32x4.add(b2, b3)), zero);
  return f32x4.add(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)), zero);
}

/**
 * pairwise64 of asm/reduce.ts with NaN read as +0, counting the values kept in `kept` where `Mode` is
 * i32: as nanPairwise32, 16 values an iteration into the four accumulators in the 8-value order.
 */
function nanPairwise64<Mode>(input: usize, count: i32): v128 {
  const counting = isInteger<Mode>();
  if (count <= BLOCK) {
    let a0 = f64x2.splat(0),
      a1 = f64x2.splat(0),
      a2 = f64x2.splat(0),
      a3 = f64x2.splat(0);
    let c0 = i64x2.splat(0);
    let cursor = input;
    const end = input + ((<usize>(count & ~7)) << 3);
    const end16 = input + ((<usize>(count & ~15)) << 3);
    while (cursor < end16) {
      const x0 = v128.load(cursor),
        x1 = v128.load(cursor, 16),
        x2 = v128.load(cursor, 32),
        x3 = v128.load(cursor, 48),
        x4 = v128.load(cursor, 64),
        x5 = v128.load(cursor, 80),
        x6 = v128.load(cursor, 96),
        x7 = v128.load(cursor, 112);
      const m0 = f64x2.eq(x0, x0),
        m1 = f64x2.eq(x1, x1),
        m2 = f64x2.eq(x2, x2),
        m3 = f64x2.eq(x3, x3),
        m4 = f64x2.eq(x4, x4),
        m5 = f64x2.eq(x5, x5),
        m6 = f64x2.eq(x6, x6),
        m7 = f64x2.eq(x7, x7);
      a0 = f64x2.add(a0, v128.and(x0, m0));
      a1 = f64x2.add(a1, v128.and(x1, m1));
      a2 = f64x2.add(a2, v128.and(x2, m2));
      a3 = f64x2.add(a3, v128.and(x3, m3));
      a0 = f64x2.add(a0, v128.and(x4, m4));
      a1 = f64x2.add(a1, v128.and(x5, m5));
      a2 = f64x2.add(a2, v128.and(x6, m6));
      a3 = f64x2.add(a3, v128.and(x7, m7));
      if (counting) {
        c0 = i64x2.add(c0, i64x2.add(i64x2.add(m0, m1), i64x2.add(m2, m3)));
        c0 = i64x2.add(c0, i64x2.add(i64x2.add(m4, m5), i64x2.add(m6, m7)));
      }
      cursor += 128;
    }
    if (cursor < end) {
      const x0 = v128.load(cursor),
        x1 = v128.load(cursor, 16),
        x2 = v128.load(cursor, 32),
        x3 = v128.load(cursor, 48);
      const m0 = f64x2.eq(x0, x0),
        m1 = f64x2.eq(x1, x1),
        m2 = f64x2.eq(x2, x2),
        m3 = f64x2.eq(x3, x3);
      a0 = f64x2.add(a0, v128.and(x0, m0));
      a1 = f64x2.add(a1, v128.and(x1, m1));
      a2 = f64x2.add(a2, v128.and(x2, m2));
      a3 = f64x2.add(a3, v128.and(x3, m3));
      if (counting) {
        c0 = i64x2.add(c0, i64x2.add(i64x2.add(m0, m1), i64x2.add(m2, m3)));
      }
      cursor += 64;
    }
    const vectorEnd = cursor + (((<usize>(count & 7)) << 3) & ~15);
    while (cursor < vectorEnd) {
      const x = v128.load(cursor);
      const m = f64x2.eq(x, x);
      a1 = f64x2.add(a1, v128.and(x, m));
      if (counting) c0 = i64x2.add(c0, m);
      cursor += 16;
    }
    let t0: f64 = 0;
    let tailKept: i64 = 0;
    if (count & 1) {
      t0 = load<f64>(cursor);
      if (t0 != t0) t0 = 0;
      else tailKept = 1;
    }
    if (counting) kept += tailKept - (i64x2.extract_lane(c0, 0) + i64x2.extract_lane(c0, 1));
    return f64x2.add(f64x2.add(f64x2.add(a0, a1), f64x2.add(a2, a3)), f64x2.replace_lane(f64x2.splat(0), 0, t0));
  }
  const half = (count >> 1) & ~15;
  const second = input + ((<usize>half) << 3);
  if (count - half == half && count >= TWO_STREAM_BYTES >> 3)
    return f64x2.add(nanPairwiseTwo64<Mode>(input, second, half), secondLanes);
  return f64x2.add(nanPairwise64<Mode>(input, half), nanPairwise64<Mode>(second, count - half));
}

/** As nanPairwiseTwo32 for f64. */
function nanPairwiseTwo64<Mode>(a: usize, b: usize, count: i32): v128 {
  if (count <= BLOCK) return nanLeafTwo64<Mode>(a, b, count);
  const half = (count >> 1) & ~15;
  const offset = (<usize>half) << 3;
  const firstA = nanPairwiseTwo64<Mode>(a, b, half);
  const firstB = secondLanes;
  const secondA = nanPairwiseTwo64<Mode>(a + offset, b + offset, count - half);
  secondLanes = f64x2.add(firstB, secondLanes);
  return f64x2.add(firstA, secondA);
}

/** As nanLeafTwo32 for f64: 8 values of each a step (count a multiple of 16). */
function nanLeafTwo64<Mode>(a: usize, b: usize, count: i32): v128 {
  const counting = isInteger<Mode>();
  let a0 = f64x2.splat(0),
    a1 = a0,
    a2 = a0,
    a3 = a0,
    b0 = a0,
    b1 = a0,
    b2 = a0,
    b3 = a0;
  let c = i64x2.splat(0);
  const bytes = (<usize>count) << 3;
  for (let at: usize = 0; at < bytes; at += 64) {
    const x0 = v128.load(a + at),
      x1 = v128.load(a + at, 16),
      x2 = v128.load(a + at, 32),
      x3 = v128.load(a + at, 48);
    const y0 = v128.load(b + at),
      y1 = v128.load(b + at, 16),
      y2 = v128.load(b + at, 32),
      y3 = v128.load(b + at, 48);
    const m0 = f64x2.eq(x0, x0),
      m1 = f64x2.eq(x1, x1),
      m2 = f64x2.eq(x2, x2),
      m3 = f64x2.eq(x3, x3);
    const n0 = f64x2.eq(y0, y0),
      n1 = f64x2.eq(y1, y1),
      n2 = f64x2.eq(y2, y2),
      n3 = f64x2.eq(y3, y3);
    a0 = f64x2.add(a0, v128.and(x0, m0));
    a1 = f64x2.add(a1, v128.and(x1, m1));
    a2 = f64x2.add(a2, v128.and(x2, m2));
    a3 = f64x2.add(a3, v128.and(x3, m3));
    b0 = f64x2.add(b0, v128.and(y0, n0));
    b1 = f64x2.add(b1, v128.and(y1, n1));
    b2 = f64x2.add(b2, v128.and(y2, n2));
    b3 = f64x2.add(b3, v128.and(y3, n3));
    if (counting) {
      c = i64x2.add(c, i64x2.add(i64x2.add(m0, m1), i64x2.add(m2, m3)));
      c = i64x2.add(c, i64x2.add(i64x2.add(n0, n1), i64x2.add(n2, n3)));
    }
  }
  if (counting) kept -= i64x2.extract_lane(c, 0) + i64x2.extract_lane(c, 1);
  const zero = f64x2.splat(0);
  secondLanes = f64x2.add(f64x2.add(f64x2.add(b0, b1), f64x2.add(b2, b3)), zero);
  return f64x2.add(f64x2.add(f64x2.add(a0, a1), f64x2.add(a2, a3)), zero);
}

/** One row's nansum (the plain sum's lanes, added as it adds them), the values kept in `kept`. */
@inline function rowSum32<Mode>(input: usize, count: i32): f32 {
  kept = 0;
  const v = nanPairwise32<Mode>(input, count);
  return f32x4.extract_lane(v, 0) + f32x4.extract_lane(v, 1) + (f32x4.extract_lane(v, 2) + f32x4.extract_lane(v, 3));
}

@inline function rowSum64<Mode>(input: usize, count: i32): f64 {
  kept = 0;
  const v = nanPairwise64<Mode>(input, count);
  return f64x2.extract_lane(v, 0) + f64x2.extract_lane(v, 1);
}

export function nan_sum_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f32>(out + ((<usize>row) << 2), rowSum32<f32>(input + <usize>row * <usize>count * 4, count));
  return 0;
}

export function nan_sum_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f64>(out + ((<usize>row) << 3), rowSum64<f64>(input + <usize>row * <usize>count * 8, count));
  return 0;
}

/** nanmean of rows: each row's nansum divided by its count of values kept (0/0: NaN). */
export function nan_mean_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    const total = rowSum32<i32>(input + <usize>row * <usize>count * 4, count);
    store<f32>(out + ((<usize>row) << 2), total / <f32>kept);
  }
  return 0;
}

export function nan_mean_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    const total = rowSum64<i32>(input + <usize>row * <usize>count * 8, count);
    store<f64>(out + ((<usize>row) << 3), total / <f64>kept);
  }
  return 0;
}

/** The lanes of one subtree of the pairwise tree (16 bytes) and its count of values kept (i64 at +16). */
export function nan_sum_lanes_float32(input: usize, count: i32, out: usize): i32 {
  kept = 0;
  v128.store(out, nanPairwise32<i32>(input, count));
  store<i64>(out, kept, 16);
  return 0;
}

export function nan_sum_lanes_float64(input: usize, count: i32, out: usize): i32 {
  kept = 0;
  v128.store(out, nanPairwise64<i32>(input, count));
  store<i64>(out, kept, 16);
  return 0;
}

/** nan_sum_lanes without the count (nansum's split of one long row): the lanes, and 0 at +16. */
export function nan_total_lanes_float32(input: usize, count: i32, out: usize): i32 {
  v128.store(out, nanPairwise32<f32>(input, count));
  store<i64>(out, 0, 16);
  return 0;
}

export function nan_total_lanes_float64(input: usize, count: i32, out: usize): i32 {
  v128.store(out, nanPairwise64<f64>(input, count));
  store<i64>(out, 0, 16);
  return 0;
}

/** Rows' counts of values kept (not NaN), written in the dtype (exact below 2^24 for float32). */
export function nan_count_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    kept = 0;
    nanPairwise32<i32>(input + <usize>row * <usize>count * 4, count);
    store<f32>(out + ((<usize>row) << 2), <f32>kept);
  }
  return 0;
}

export function nan_count_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    kept = 0;
    nanPairwise64<i32>(input + <usize>row * <usize>count * 8, count);
    store<f64>(out + ((<usize>row) << 3), <f64>kept);
  }
  return 0;
}

// ---- along a middle axis ---------------------------------------------------------------------
// As asm/reduce.ts's realAxis: each outer block's first row starts the output, the others are
// combined into it row by row (v128 steps, then the tail), each element in the same order.

@inline function keepVector<Element>(x: v128): v128 {
  return v128.and(x, v128.eq<Element>(x, x));
}

/** fmax/fmin: NaN only where both are. */
@inline function skipVector<Element>(a: v128, b: v128, isMax: bool): v128 {
  // pmax(a1, b) is a1 < b ? b : a1: a NaN b keeps a1 (and a NaN a1 is b, or both are NaN).
  const a1 = v128.bitselect(b, a, v128.ne<Element>(a, a));
  return isMax ? v128.pmax<Element>(a1, b) : v128.pmin<Element>(a1, b);
}

@inline function skipScalar<Element>(a: Element, b: Element, isMax: bool): Element {
  if (a != a) return b;
  if (b != b) return a;
  return isMax ? max<Element>(a, b) : min<Element>(a, b);
}

// Each output vector is held in a register down a tile of up to TILE_ROWS rows (four vectors side
// by side, then one, then single columns), stored once a tile: every element takes the same steps
// in the same order as row by row through memory (asm/reduce.ts's realAxis), so the same bits, with
// a load and a store a tile rather than a row.

/** Rows an output vector is held down before it is stored (16: more rows, more strided streams at once, slower). */
const TILE_ROWS: i32 = 16;

/** sum with NaN as 0 (op 0), count of values kept (1), max (2), min (3) skipping NaN, product with NaN as 1 (4). */
@inline function stepFirst<Element>(x: v128, op: i32): v128 {
  if (op == 0) return keepVector<Element>(x);
  if (op == 1) return v128.and(v128.splat<Element>(1), v128.eq<Element>(x, x));
  if (op == 4) return v128.bitselect(x, v128.splat<Element>(1), v128.eq<Element>(x, x));
  return x;
}

@inline function stepNext<Element>(a: v128, x: v128, op: i32): v128 {
  if (op == 0) return v128.add<Element>(a, keepVector<Element>(x));
  if (op == 1) return v128.add<Element>(a, v128.and(v128.splat<Element>(1), v128.eq<Element>(x, x)));
  if (op == 4) return v128.mul<Element>(a, v128.bitselect(x, v128.splat<Element>(1), v128.eq<Element>(x, x)));
  return skipVector<Element>(a, x, op == 2);
}

@inline function scalarFirst<Element>(x: Element, op: i32): Element {
  if (op == 0) return x != x ? <Element>0 : x;
  if (op == 1) return x != x ? <Element>0 : <Element>1;
  if (op == 4) return x != x ? <Element>1 : x;
  return x;
}

@inline function scalarNext<Element>(a: Element, x: Element, op: i32): Element {
  if (op == 0) return a + (x != x ? <Element>0 : x);
  if (op == 1) return a + (x != x ? <Element>0 : <Element>1);
  if (op == 4) return a * (x != x ? <Element>1 : x);
  return skipScalar<Element>(a, x, op == 2);
}

/** Rows [from, to) of one outer block reduced into `target` (the first row starts it where from is 0). */
@inline function heldTile<Element>(
  source: usize,
  rowBytes: usize,
  from: i32,
  to: i32,
  target: usize,
  op: i32,
): void {
  const size = sizeof<Element>();
  const vectorBytes: usize = rowBytes & ~15;
  const start = from == 0 ? 1 : from;
  let k: usize = 0;
  for (; k + 64 <= vectorBytes; k += 64) {
    let a0: v128, a1: v128, a2: v128, a3: v128;
    if (from == 0) {
      a0 = stepFirst<Element>(v128.load(source + k), op);
      a1 = stepFirst<Element>(v128.load(source + k, 16), op);
      a2 = stepFirst<Element>(v128.load(source + k, 32), op);
      a3 = stepFirst<Element>(v128.load(source + k, 48), op);
    } else {
      a0 = v128.load(target + k);
      a1 = v128.load(target + k, 16);
      a2 = v128.load(target + k, 32);
      a3 = v128.load(target + k, 48);
    }
    for (let r = start; r < to; r++) {
      const row = source + <usize>r * rowBytes + k;
      a0 = stepNext<Element>(a0, v128.load(row), op);
      a1 = stepNext<Element>(a1, v128.load(row, 16), op);
      a2 = stepNext<Element>(a2, v128.load(row, 32), op);
      a3 = stepNext<Element>(a3, v128.load(row, 48), op);
    }
    v128.store(target + k, a0);
    v128.store(target + k, a1, 16);
    v128.store(target + k, a2, 32);
    v128.store(target + k, a3, 48);
  }
  for (; k < vectorBytes; k += 16) {
    let a = from == 0 ? stepFirst<Element>(v128.load(source + k), op) : v128.load(target + k);
    for (let r = start; r < to; r++) a = stepNext<Element>(a, v128.load(source + <usize>r * rowBytes + k), op);
    v128.store(target + k, a);
  }
  for (; k < rowBytes; k += size) {
    let a = from == 0 ? scalarFirst<Element>(load<Element>(source + k), op) : load<Element>(target + k);
    for (let r = start; r < to; r++) a = scalarNext<Element>(a, load<Element>(source + <usize>r * rowBytes + k), op);
    store<Element>(target + k, a);
  }
}

@inline function nanAxis<Element>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  op: i32,
): i32 {
  const size = sizeof<Element>();
  const rowBytes = <usize>inner * size;
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    const target = out + <usize>o * rowBytes;
    for (let from = 0; from < length; from += TILE_ROWS)
      heldTile<Element>(source, rowBytes, from, min(from + TILE_ROWS, length), target, op);
  }
  return 0;
}

export function nan_sum_axis_float32(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f32>(input, outer, stride, length, inner, out, 0);
}
export function nan_sum_axis_float64(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f64>(input, outer, stride, length, inner, out, 0);
}
export function nan_count_axis_float32(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
): i32 {
  return nanAxis<f32>(input, outer, stride, length, inner, out, 1);
}
export function nan_count_axis_float64(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
): i32 {
  return nanAxis<f64>(input, outer, stride, length, inner, out, 1);
}
export function nan_max_axis_float32(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f32>(input, outer, stride, length, inner, out, 2);
}
export function nan_max_axis_float64(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f64>(input, outer, stride, length, inner, out, 2);
}
export function nan_min_axis_float32(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f32>(input, outer, stride, length, inner, out, 3);
}
export function nan_min_axis_float64(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f64>(input, outer, stride, length, inner, out, 3);
}

// ---- maxima and minima of rows ---------------------------------------------------------------

/**
 * max (isMax) or min of a row skipping NaN, NaN where nothing was kept. The accumulators start at
 * −inf (+inf) and take pmax/pmin (a < x ? x : a), which keeps the accumulator where x is NaN: the
 * plain max's loop without its NaN test. A result of ±inf is checked for a value kept by a rescan.
 */
@inline function nanExtreme<Element>(rowInput: usize, count: i32, isMax: bool): Element {
  const size = sizeof<Element>();
  const lanes = <i32>(16 / <i32>size);
  const far: Element = isMax ? <Element>-Infinity : <Element>Infinity;
  let best = far;
  let cursor = rowInput;
  if (count >= 4 * lanes) {
    const farVector = v128.splat<Element>(far);
    let a0 = farVector,
      a1 = farVector,
      a2 = farVector,
      a3 = farVector;
    const end = rowInput + <usize>(count & ~(4 * lanes - 1)) * size;
    while (cursor < end) {
      a0 = isMax ? v128.pmax<Element>(a0, v128.load(cursor)) : v128.pmin<Element>(a0, v128.load(cursor));
      a1 = isMax ? v128.pmax<Element>(a1, v128.load(cursor, 16)) : v128.pmin<Element>(a1, v128.load(cursor, 16));
      a2 = isMax ? v128.pmax<Element>(a2, v128.load(cursor, 32)) : v128.pmin<Element>(a2, v128.load(cursor, 32));
      a3 = isMax ? v128.pmax<Element>(a3, v128.load(cursor, 48)) : v128.pmin<Element>(a3, v128.load(cursor, 48));
      cursor += 64;
    }
    let a = isMax
      ? v128.pmax<Element>(v128.pmax<Element>(a0, a1), v128.pmax<Element>(a2, a3))
      : v128.pmin<Element>(v128.pmin<Element>(a0, a1), v128.pmin<Element>(a2, a3));
    for (let lane = 0; lane < lanes; lane++) {
      const value = size == 4 ? <Element>f32x4.extract_lane(a, 0) : <Element>f64x2.extract_lane(a, 0);
      best = isMax ? max<Element>(best, value) : min<Element>(best, value);
      a = v128.shuffle<u32>(a, a, 1, 2, 3, 0);
      if (size == 8) a = v128.shuffle<u32>(a, a, 1, 2, 3, 0);
    }
  }
  const stop = rowInput + <usize>count * size;
  while (cursor < stop) {
    const x = load<Element>(cursor);
    if (x == x) best = isMax ? max<Element>(best, x) : min<Element>(best, x);
    cursor += size;
  }
  if (best != far) return best;
  for (cursor = rowInput; cursor < stop; cursor += size) if (load<Element>(cursor) == load<Element>(cursor)) return far;
  return <Element>NaN;
}

export function nan_max_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f32>(out + ((<usize>row) << 2), nanExtreme<f32>(input + <usize>row * <usize>count * 4, count, true));
  return 0;
}
export function nan_max_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f64>(out + ((<usize>row) << 3), nanExtreme<f64>(input + <usize>row * <usize>count * 8, count, true));
  return 0;
}
export function nan_min_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f32>(out + ((<usize>row) << 2), nanExtreme<f32>(input + <usize>row * <usize>count * 4, count, false));
  return 0;
}
export function nan_min_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f64>(out + ((<usize>row) << 3), nanExtreme<f64>(input + <usize>row * <usize>count * 8, count, false));
  return 0;
}

// ---- products --------------------------------------------------------------------------------

/**
 * nanprod of rows: asm/reduce.ts's prod with NaN read as 1 where it is loaded (two v128
 * accumulators, their product's lanes multiplied in order, then the tail), so it gives the bits of
 * `prod(where(isnan(x), 1, x))`.
 */
@inline function nanProduct<Element>(rowInput: usize, count: i32): Element {
  const size = sizeof<Element>();
  const lanes = <i32>(16 / <i32>size);
  const one = v128.splat<Element>(1);
  let a0 = one,
    a1 = one;
  let cursor = rowInput;
  const end = rowInput + <usize>(count & ~(2 * lanes - 1)) * size;
  // Two of prod's steps an iteration (the same order: a0 takes vectors 0, 2, a1 vectors 1, 3).
  const end2 = rowInput + <usize>(count & ~(4 * lanes - 1)) * size;
  while (cursor < end2) {
    const x0 = v128.load(cursor),
      x1 = v128.load(cursor, 16),
      x2 = v128.load(cursor, 32),
      x3 = v128.load(cursor, 48);
    const m0 = v128.eq<Element>(x0, x0),
      m1 = v128.eq<Element>(x1, x1),
      m2 = v128.eq<Element>(x2, x2),
      m3 = v128.eq<Element>(x3, x3);
    cursor += 64;
    // No NaN among the 64 bytes (the common case): the values as they are.
    if (i32x4.all_true(v128.and(v128.and(m0, m1), v128.and(m2, m3)))) {
      a0 = v128.mul<Element>(v128.mul<Element>(a0, x0), x2);
      a1 = v128.mul<Element>(v128.mul<Element>(a1, x1), x3);
      continue;
    }
    a0 = v128.mul<Element>(v128.mul<Element>(a0, v128.bitselect(x0, one, m0)), v128.bitselect(x2, one, m2));
    a1 = v128.mul<Element>(v128.mul<Element>(a1, v128.bitselect(x1, one, m1)), v128.bitselect(x3, one, m3));
  }
  while (cursor < end) {
    const x0 = v128.load(cursor),
      x1 = v128.load(cursor, 16);
    a0 = v128.mul<Element>(a0, v128.bitselect(x0, one, v128.eq<Element>(x0, x0)));
    a1 = v128.mul<Element>(a1, v128.bitselect(x1, one, v128.eq<Element>(x1, x1)));
    cursor += 32;
  }
  const a = v128.mul<Element>(a0, a1);
  let total: Element = 1;
  if (size == 4) {
    total *= <Element>f32x4.extract_lane(a, 0);
    total *= <Element>f32x4.extract_lane(a, 1);
    total *= <Element>f32x4.extract_lane(a, 2);
    total *= <Element>f32x4.extract_lane(a, 3);
  } else {
    total *= <Element>f64x2.extract_lane(a, 0);
    total *= <Element>f64x2.extract_lane(a, 1);
  }
  const stop = rowInput + <usize>count * size;
  while (cursor < stop) {
    const x = load<Element>(cursor);
    if (x == x) total *= x;
    cursor += size;
  }
  return total;
}

export function nan_prod_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f32>(out + ((<usize>row) << 2), nanProduct<f32>(input + <usize>row * <usize>count * 4, count));
  return 0;
}
export function nan_prod_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f64>(out + ((<usize>row) << 3), nanProduct<f64>(input + <usize>row * <usize>count * 8, count));
  return 0;
}

// nanprod along a middle axis: nanAxis's op 4 (the plain prod_axis's order, NaN as 1).

export function nan_prod_axis_float32(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f32>(input, outer, stride, length, inner, out, 4);
}
export function nan_prod_axis_float64(input: usize, outer: i32, stride: i32, length: i32, inner: i32, out: usize): i32 {
  return nanAxis<f64>(input, outer, stride, length, inner, out, 4);
}

// ---- sums with counts along a middle axis (nanmean) -------------------------------------------

@inline function keptCount<Element>(x: v128): v128 {
  return v128.eq<Element>(x, x); // −1 in each kept lane: subtracted, it counts
}

/** Lanes of kept counts (i32x4 for float32, i64x2 for float64) as the dtype's lanes. */
@inline function countsAsFloats<Element>(c: v128): v128 {
  if (sizeof<Element>() == 4) return f32x4.convert_i32x4_s(c);
  return f64x2.convert_low_i32x4_s(v128.shuffle<i32>(c, c, 0, 2, 0, 2));
}

@inline function countStep<Element>(c: v128, x: v128): v128 {
  if (sizeof<Element>() == 4) return i32x4.sub(c, keptCount<Element>(x));
  return i64x2.sub(c, keptCount<Element>(x));
}

/** Rows [from, to) of one outer block: the sums into `target` (as heldTile's op 0), the counts added to `tally`. */
@inline function sumCountTile<Element>(
  source: usize,
  rowBytes: usize,
  from: i32,
  to: i32,
  target: usize,
  tally: usize,
): void {
  const size = sizeof<Element>();
  const vectorBytes: usize = rowBytes & ~15;
  const zero = i32x4.splat(0);
  let k: usize = 0;
  // Four vectors side by side, as heldTile: a tile's loads and stores of sums and counts and its
  // row addressing spread over twice the columns of two (measured 4% less time on [1000, 1000]
  // float32 along axis 0, 5% float64).
  for (; k + 64 <= vectorBytes; k += 64) {
    let a0: v128, a1: v128, a2: v128, a3: v128;
    let c0 = zero,
      c1 = zero,
      c2 = zero,
      c3 = zero;
    let r = from;
    if (from == 0) {
      const x0 = v128.load(source + k),
        x1 = v128.load(source + k, 16),
        x2 = v128.load(source + k, 32),
        x3 = v128.load(source + k, 48);
      a0 = keepVector<Element>(x0);
      a1 = keepVector<Element>(x1);
      a2 = keepVector<Element>(x2);
      a3 = keepVector<Element>(x3);
      c0 = countStep<Element>(c0, x0);
      c1 = countStep<Element>(c1, x1);
      c2 = countStep<Element>(c2, x2);
      c3 = countStep<Element>(c3, x3);
      r = 1;
    } else {
      a0 = v128.load(target + k);
      a1 = v128.load(target + k, 16);
      a2 = v128.load(target + k, 32);
      a3 = v128.load(target + k, 48);
    }
    for (; r < to; r++) {
      const row = source + <usize>r * rowBytes + k;
      const x0 = v128.load(row),
        x1 = v128.load(row, 16),
        x2 = v128.load(row, 32),
        x3 = v128.load(row, 48);
      a0 = v128.add<Element>(a0, keepVector<Element>(x0));
      a1 = v128.add<Element>(a1, keepVector<Element>(x1));
      a2 = v128.add<Element>(a2, keepVector<Element>(x2));
      a3 = v128.add<Element>(a3, keepVector<Element>(x3));
      c0 = countStep<Element>(c0, x0);
      c1 = countStep<Element>(c1, x1);
      c2 = countStep<Element>(c2, x2);
      c3 = countStep<Element>(c3, x3);
    }
    v128.store(target + k, a0);
    v128.store(target + k, a1, 16);
    v128.store(target + k, a2, 32);
    v128.store(target + k, a3, 48);
    v128.store(tally + k, v128.add<Element>(v128.load(tally + k), countsAsFloats<Element>(c0)));
    v128.store(tally + k, v128.add<Element>(v128.load(tally + k, 16), countsAsFloats<Element>(c1)), 16);
    v128.store(tally + k, v128.add<Element>(v128.load(tally + k, 32), countsAsFloats<Element>(c2)), 32);
    v128.store(tally + k, v128.add<Element>(v128.load(tally + k, 48), countsAsFloats<Element>(c3)), 48);
  }
  for (; k < vectorBytes; k += 16) {
    let a = from == 0 ? keepVector<Element>(v128.load(source + k)) : v128.load(target + k);
    let c = from == 0 ? countStep<Element>(zero, v128.load(source + k)) : zero;
    for (let r = from == 0 ? 1 : from; r < to; r++) {
      const x = v128.load(source + <usize>r * rowBytes + k);
      a = v128.add<Element>(a, keepVector<Element>(x));
      c = countStep<Element>(c, x);
    }
    v128.store(target + k, a);
    v128.store(tally + k, v128.add<Element>(v128.load(tally + k), countsAsFloats<Element>(c)));
  }
  for (; k < rowBytes; k += size) {
    let a: Element = from == 0 ? <Element>0 : load<Element>(target + k);
    let kept: i32 = 0;
    for (let r = from; r < to; r++) {
      const x = load<Element>(source + <usize>r * rowBytes + k);
      if (x == x) kept++;
      a = r == 0 ? (x != x ? <Element>0 : x) : a + (x != x ? <Element>0 : x);
    }
    store<Element>(target + k, a);
    store<Element>(tally + k, load<Element>(tally + k) + <Element>kept);
  }
}

/**
 * nan_sum_axis's sums into `out` (the same bits), and the counts of values kept ADDED to `counts`
 * (the dtype's values; exact below 2^24 in float32): one pass for nanmean along a middle axis,
 * where the executor's pairwise halves each add their counts to the one block. Held in registers
 * down tiles of rows (four vectors of sums and four of integer counts side by side), as nanAxis.
 */
@inline function nanSumCountAxis<Element>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  counts: usize,
): i32 {
  const size = sizeof<Element>();
  const rowBytes = <usize>inner * size;
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    const target = out + <usize>o * rowBytes;
    const tally = counts + <usize>o * rowBytes;
    for (let from = 0; from < length; from += TILE_ROWS)
      sumCountTile<Element>(source, rowBytes, from, min(from + TILE_ROWS, length), target, tally);
  }
  return 0;
}

export function nan_sum_count_axis_float32(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  counts: usize,
): i32 {
  return nanSumCountAxis<f32>(input, outer, stride, length, inner, out, counts);
}
export function nan_sum_count_axis_float64(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  counts: usize,
): i32 {
  return nanSumCountAxis<f64>(input, outer, stride, length, inner, out, counts);
}

// ---- arg max / arg min -----------------------------------------------------------------------
// ABI (input, outer, length, inner, out, scratch): out[o, k] (i64) = the first index along the
// middle axis of the maximum (minimum) of the values that are not NaN, −1 where all are NaN (jnp's
// nanargmax; NumPy raises there). `scratch` holds `inner` elements (the running extremes).

@inline function nanArgRow<Element>(rowInput: usize, length: i32, isMax: bool): i64 {
  const best = nanExtreme<Element>(rowInput, length, isMax);
  if (best != best) return -1;
  const size = sizeof<Element>();
  const target = v128.splat<Element>(best);
  let cursor = rowInput;
  const stop = rowInput + <usize>length * size;
  const vectorEnd = rowInput + ((<usize>length * size) & ~15);
  while (cursor < vectorEnd) {
    if (v128.any_true(v128.eq<Element>(v128.load(cursor), target))) break;
    cursor += 16;
  }
  while (cursor < stop) {
    if (load<Element>(cursor) == best) break;
    cursor += size;
  }
  return <i64>((cursor - rowInput) / size);
}

@inline function nanArgAxis<Element>(
  input: usize,
  outer: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
  isMax: bool,
): i32 {
  const size = sizeof<Element>();
  if (inner == 1) {
    for (let o = 0; o < outer; o++)
      store<i64>(out + ((<usize>o) << 3), nanArgRow<Element>(input + <usize>o * <usize>length * size, length, isMax));
    return 0;
  }
  const rowBytes = <usize>inner * size;
  const vectorBytes: usize = rowBytes & ~15;
  const far: Element = isMax ? <Element>-Infinity : <Element>Infinity;
  const farVector = v128.splat<Element>(far);
  const none = i64x2.splat(-1);
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>length * rowBytes;
    const index = out + <usize>o * <usize>inner * 8;
    for (let k = 0; k < inner; k++) {
      store<Element>(scratch + <usize>k * size, far);
      store<i64>(index + ((<usize>k) << 3), -1);
    }
    for (let r = 0; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      const at = i64x2.splat(<i64>r);
      let k: usize = 0;
      for (; k < vectorBytes; k += 16) {
        const x = v128.load(row + k);
        const b = v128.load(scratch + k);
        const better = isMax ? v128.gt<Element>(x, b) : v128.lt<Element>(x, b);
        const lanes = k / size;
        if (size == 4) {
          const i0 = v128.load(index + (lanes << 3));
          const i1 = v128.load(index + (lanes << 3), 16);
          const kept = v128.eq<Element>(x, x);
          const empty = v128.shuffle<i32>(i64x2.eq(i0, none), i64x2.eq(i1, none), 0, 2, 4, 6);
          const take = v128.or(better, v128.and(kept, empty));
          if (!v128.any_true(take)) continue;
          v128.store(scratch + k, v128.bitselect(x, b, take));
          v128.store(index + (lanes << 3), v128.bitselect(at, i0, i64x2.extend_low_i32x4_s(take)));
          v128.store(index + (lanes << 3), v128.bitselect(at, i1, i64x2.extend_high_i32x4_s(take)), 16);
        } else {
          const i0 = v128.load(index + (lanes << 3));
          const take = v128.or(better, v128.and(v128.eq<Element>(x, x), i64x2.eq(i0, none)));
          v128.store(scratch + k, v128.bitselect(x, b, take));
          v128.store(index + (lanes << 3), v128.bitselect(at, i0, take));
        }
      }
      for (; k < rowBytes; k += size) {
        const x = load<Element>(row + k);
        const b = load<Element>(scratch + k);
        const slot = index + ((k / size) << 3);
        if ((isMax ? x > b : x < b) || (x == x && load<i64>(slot) < 0)) {
          store<Element>(scratch + k, x);
          store<i64>(slot, <i64>r);
        }
      }
    }
  }
  return 0;
}

export function nan_argmax_float32(input: usize, outer: i32, length: i32, inner: i32, out: usize, scratch: usize): i32 {
  return nanArgAxis<f32>(input, outer, length, inner, out, scratch, true);
}
export function nan_argmax_float64(input: usize, outer: i32, length: i32, inner: i32, out: usize, scratch: usize): i32 {
  return nanArgAxis<f64>(input, outer, length, inner, out, scratch, true);
}
export function nan_argmin_float32(input: usize, outer: i32, length: i32, inner: i32, out: usize, scratch: usize): i32 {
  return nanArgAxis<f32>(input, outer, length, inner, out, scratch, false);
}
export function nan_argmin_float64(input: usize, outer: i32, length: i32, inner: i32, out: usize, scratch: usize): i32 {
  return nanArgAxis<f64>(input, outer, length, inner, out, scratch, false);
}

// ---- scans -----------------------------------------------------------------------------------

/**
 * x, or `fill` where x is NaN, chosen on the bits: V8 turns a float `select` into a branch, which
 * mispredicts at every NaN (nancumsum of rows with 1 value in 97 NaN took 1.3× the plain cumsum).
 */
@inline function keepOrFill<Element>(x: Element, fill: Element): Element {
  if (sizeof<Element>() == 4)
    return <Element>reinterpret<f32>(select<i32>(reinterpret<i32>(<f32>x), reinterpret<i32>(<f32>fill), x == x));
  return <Element>reinterpret<f64>(select<i64>(reinterpret<i64>(<f64>x), reinterpret<i64>(<f64>fill), x == x));
}

/**
 * nancumsum (isSum) or nancumprod along the middle axis of [outer, length, inner]: asm/reduce.ts's
 * realScan with NaN read as 0 (1) where it is loaded, element by element in the same order (the
 * columns of a row run four or two at a time: each element's steps are its own), so the bits are
 * the plain scan's of `where(isnan(x), 0, x)`.
 */
@inline function nanScan<Element>(input: usize, outer: i32, length: i32, inner: i32, out: usize, isSum: bool): i32 {
  const size = sizeof<Element>();
  const row = <usize>inner * size;
  const vectorBytes: usize = row & ~15;
  const fill: Element = isSum ? <Element>0 : <Element>1;
  const fillVector = v128.splat<Element>(fill);
  for (let o = 0; o < outer; o++) {
    const base = <usize>o * <usize>length * row;
    if (inner == 1) {
      let running = load<Element>(input + base);
      if (running != running) running = fill;
      store<Element>(out + base, running);
      for (let r = 1; r < length; r++) {
        const x = load<Element>(input + base + <usize>r * size);
        const value = keepOrFill<Element>(x, fill);
        running = isSum ? <Element>(running + value) : <Element>(running * value);
        store<Element>(out + base + <usize>r * size, running);
      }
      continue;
    }
    let k: usize = 0;
    for (; k < vectorBytes; k += 16) {
      const x = v128.load(input + base + k);
      v128.store(out + base + k, v128.bitselect(x, fillVector, v128.eq<Element>(x, x)));
    }
    for (; k < row; k += size) {
      const x = load<Element>(input + base + k);
      store<Element>(out + base + k, x != x ? fill : x);
    }
    for (let r = 1; r < length; r++) {
      const previous = out + base + <usize>(r - 1) * row;
      const current = base + <usize>r * row;
      k = 0;
      for (; k < vectorBytes; k += 16) {
        const x = v128.load(input + current + k);
        const value = v128.bitselect(x, fillVector, v128.eq<Element>(x, x));
        const running = v128.load(previous + k);
        v128.store(out + current + k, isSum ? v128.add<Element>(running, value) : v128.mul<Element>(running, value));
      }
      for (; k < row; k += size) {
        const x = load<Element>(input + current + k);
        const value = x != x ? fill : x;
        const running = load<Element>(previous + k);
        store<Element>(out + current + k, isSum ? <Element>(running + value) : <Element>(running * value));
      }
    }
  }
  return 0;
}

export function nan_cumsum_float32(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return nanScan<f32>(input, outer, length, inner, out, true);
}
export function nan_cumsum_float64(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return nanScan<f64>(input, outer, length, inner, out, true);
}
export function nan_cumprod_float32(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return nanScan<f32>(input, outer, length, inner, out, false);
}
export function nan_cumprod_float64(input: usize, outer: i32, length: i32, inner: i32, out: usize): i32 {
  return nanScan<f64>(input, outer, length, inner, out, false);
}

// ---- variance --------------------------------------------------------------------------------

/**
 * The squared deviations from `center` of the values that are not NaN, summed as nanPairwise sums
 * (blocks with four v128 accumulators, combined as a binary tree): a v128 of partial sums.
 */
function nanSquares<Element>(input: usize, count: i32, center: Element): v128 {
  const size = sizeof<Element>();
  const lanes = <i32>(16 / <i32>size);
  if (count <= BLOCK) {
    const c = v128.splat<Element>(center);
    let a0 = v128.splat<Element>(0),
      a1 = v128.splat<Element>(0),
      a2 = v128.splat<Element>(0),
      a3 = v128.splat<Element>(0);
    let cursor = input;
    const end = input + <usize>(count & ~(4 * lanes - 1)) * size;
    while (cursor < end) {
      const x0 = v128.load(cursor),
        x1 = v128.load(cursor, 16),
        x2 = v128.load(cursor, 32),
        x3 = v128.load(cursor, 48);
      const d0 = v128.and(v128.sub<Element>(x0, c), v128.eq<Element>(x0, x0)),
        d1 = v128.and(v128.sub<Element>(x1, c), v128.eq<Element>(x1, x1)),
        d2 = v128.and(v128.sub<Element>(x2, c), v128.eq<Element>(x2, x2)),
        d3 = v128.and(v128.sub<Element>(x3, c), v128.eq<Element>(x3, x3));
      a0 = v128.add<Element>(a0, v128.mul<Element>(d0, d0));
      a1 = v128.add<Element>(a1, v128.mul<Element>(d1, d1));
      a2 = v128.add<Element>(a2, v128.mul<Element>(d2, d2));
      a3 = v128.add<Element>(a3, v128.mul<Element>(d3, d3));
      cursor += 64;
    }
    const stop = input + <usize>count * size;
    const vectorEnd = cursor + ((stop - cursor) & ~15);
    while (cursor < vectorEnd) {
      const x = v128.load(cursor);
      const d = v128.and(v128.sub<Element>(x, c), v128.eq<Element>(x, x));
      a1 = v128.add<Element>(a1, v128.mul<Element>(d, d));
      cursor += 16;
    }
    let t: Element = 0;
    while (cursor < stop) {
      const x = load<Element>(cursor);
      const d: Element = x == x ? x - center : <Element>0;
      t += d * d;
      cursor += size;
    }
    const tail =
      size == 4 ? f32x4.replace_lane(f32x4.splat(0), 0, <f32>t) : f64x2.replace_lane(f64x2.splat(0), 0, <f64>t);
    return v128.add<Element>(v128.add<Element>(v128.add<Element>(a0, a1), v128.add<Element>(a2, a3)), tail);
  }
  const half = (count >> 1) & ~15;
  return v128.add<Element>(
    nanSquares<Element>(input, half, center),
    nanSquares<Element>(input + <usize>half * size, count - half, center),
  );
}

/** nanvar (nanstd) of rows: the nanmean, the squared deviations from it summed, over kept − ddof (NaN where that is ≤ 0). */
@inline function nanVarianceRows<Element>(
  input: usize,
  count: i32,
  outer: i32,
  out: usize,
  ddof: f64,
  std: i32,
): i32 {
  const size = sizeof<Element>();
  for (let row = 0; row < outer; row++) {
    const rowInput = input + <usize>row * <usize>count * size;
    let mean: Element;
    if (size == 4) mean = <Element>(rowSum32<i32>(rowInput, count) / <f32>kept);
    else mean = <Element>(rowSum64<i32>(rowInput, count) / <f64>kept);
    const divisor = <f64>kept - ddof;
    let result: Element = <Element>NaN;
    if (divisor > 0) {
      const v = nanSquares<Element>(rowInput, count, mean);
      let squares: Element;
      if (size == 4)
        squares = <Element>(
          (f32x4.extract_lane(v, 0) + f32x4.extract_lane(v, 1) + (f32x4.extract_lane(v, 2) + f32x4.extract_lane(v, 3)))
        );
      else squares = <Element>(f64x2.extract_lane(v, 0) + f64x2.extract_lane(v, 1));
      result = squares / <Element>divisor;
      if (std) result = sqrt<Element>(result);
    }
    store<Element>(out + <usize>row * size, result);
  }
  return 0;
}

export function nan_var_float32(input: usize, count: i32, outer: i32, out: usize, ddof: f64, std: i32): i32 {
  return nanVarianceRows<f32>(input, count, outer, out, ddof, std);
}
export function nan_var_float64(input: usize, count: i32, outer: i32, out: usize, ddof: f64, std: i32): i32 {
  return nanVarianceRows<f64>(input, count, outer, out, ddof, std);
}

/**
 * nanvar (nanstd) along the middle axis of [outer, length, inner] (`stride` elements between outer
 * blocks), in float64 whatever the dtype: each column's sum and count of values kept, its mean,
 * then its squared deviations summed, over count − ddof. `scratch` holds 3 · inner float64.
 */
@inline function nanVarianceAxis<Element>(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
  ddof: f64,
  std: i32,
): i32 {
  const size = sizeof<Element>();
  const rowBytes = <usize>inner * size;
  const sums = scratch;
  const counts = scratch + <usize>inner * 8;
  const squares = scratch + <usize>inner * 16;
  const one = f64x2.splat(1);
  // Columns taken two (float64) or four (float32, widened) at a time; the rest one by one.
  const step = size == 4 ? 4 : 2;
  const vectorColumns = inner & ~(step - 1);
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    memory.fill(scratch, 0, <usize>inner * 24);
    for (let r = 0; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      let k = 0;
      for (; k < vectorColumns; k += step) {
        const at = (<usize>k) << 3;
        const x = v128.load(row + <usize>k * size);
        if (size == 4) {
          const m = f32x4.eq(x, x);
          const kept4 = v128.and(x, m);
          const high = v128.shuffle<i32>(kept4, kept4, 2, 3, 0, 1);
          const m0 = i64x2.extend_low_i32x4_s(m);
          const m1 = i64x2.extend_high_i32x4_s(m);
          v128.store(sums + at, f64x2.add(v128.load(sums + at), f64x2.promote_low_f32x4(kept4)));
          v128.store(sums + at, f64x2.add(v128.load(sums + at, 16), f64x2.promote_low_f32x4(high)), 16);
          v128.store(counts + at, f64x2.add(v128.load(counts + at), v128.and(one, m0)));
          v128.store(counts + at, f64x2.add(v128.load(counts + at, 16), v128.and(one, m1)), 16);
        } else {
          const m = f64x2.eq(x, x);
          v128.store(sums + at, f64x2.add(v128.load(sums + at), v128.and(x, m)));
          v128.store(counts + at, f64x2.add(v128.load(counts + at), v128.and(one, m)));
        }
      }
      for (; k < inner; k++) {
        const x = <f64>load<Element>(row + <usize>k * size);
        if (x == x) {
          const at = (<usize>k) << 3;
          store<f64>(sums + at, load<f64>(sums + at) + x);
          store<f64>(counts + at, load<f64>(counts + at) + 1);
        }
      }
    }
    for (let k = 0; k < inner; k++) {
      const at = (<usize>k) << 3;
      store<f64>(sums + at, load<f64>(sums + at) / load<f64>(counts + at));
    }
    for (let r = 0; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      let k = 0;
      for (; k < vectorColumns; k += step) {
        const at = (<usize>k) << 3;
        const x = v128.load(row + <usize>k * size);
        if (size == 4) {
          const m = f32x4.eq(x, x);
          const high = v128.shuffle<i32>(x, x, 2, 3, 0, 1);
          const d0 = v128.and(f64x2.sub(f64x2.promote_low_f32x4(x), v128.load(sums + at)), i64x2.extend_low_i32x4_s(m));
          const d1 = v128.and(
            f64x2.sub(f64x2.promote_low_f32x4(high), v128.load(sums + at, 16)),
            i64x2.extend_high_i32x4_s(m),
          );
          v128.store(squares + at, f64x2.add(v128.load(squares + at), f64x2.mul(d0, d0)));
          v128.store(squares + at, f64x2.add(v128.load(squares + at, 16), f64x2.mul(d1, d1)), 16);
        } else {
          const d = v128.and(f64x2.sub(x, v128.load(sums + at)), f64x2.eq(x, x));
          v128.store(squares + at, f64x2.add(v128.load(squares + at), f64x2.mul(d, d)));
        }
      }
      for (; k < inner; k++) {
        const x = <f64>load<Element>(row + <usize>k * size);
        if (x == x) {
          const at = (<usize>k) << 3;
          const d = x - load<f64>(sums + at);
          store<f64>(squares + at, load<f64>(squares + at) + d * d);
        }
      }
    }
    const target = out + <usize>o * rowBytes;
    for (let k = 0; k < inner; k++) {
      const at = (<usize>k) << 3;
      const divisor = load<f64>(counts + at) - ddof;
      let result: f64 = NaN;
      if (divisor > 0) {
        result = load<f64>(squares + at) / divisor;
        if (std) result = Math.sqrt(result);
      }
      store<Element>(target + <usize>k * size, <Element>result);
    }
  }
  return 0;
}

export function nan_var_axis_float32(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
  ddof: f64,
  std: i32,
): i32 {
  return nanVarianceAxis<f32>(input, outer, stride, length, inner, out, scratch, ddof, std);
}
export function nan_var_axis_float64(
  input: usize,
  outer: i32,
  stride: i32,
  length: i32,
  inner: i32,
  out: usize,
  scratch: usize,
  ddof: f64,
  std: i32,
): i32 {
  return nanVarianceAxis<f64>(input, outer, stride, length, inner, out, scratch, ddof, std);
}
