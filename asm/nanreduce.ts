// The nan-aware reductions (nansum, nanmean, nanmax, nanmin) of float32/float64 in one pass: no
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
// No static scratch: the counts ride in a global, which every instance (thread) has its own of.

/** Lanes below which a pairwise step sums directly (asm/reduce.ts's BLOCK). */
const BLOCK: i32 = 2048;

/** Values kept (not NaN) by the nanPairwise calls since it was last reset. */
let kept: i64 = 0;

/** pairwise32 of asm/reduce.ts with NaN read as +0, counting the values kept in `kept`. */
function nanPairwise32(input: usize, count: i32): v128 {
  if (count <= BLOCK) {
    let a0 = f32x4.splat(0),
      a1 = f32x4.splat(0),
      a2 = f32x4.splat(0),
      a3 = f32x4.splat(0);
    let c0 = i32x4.splat(0),
      c1 = i32x4.splat(0);
    let cursor = input;
    const end = input + ((<usize>(count & ~15)) << 2);
    while (cursor < end) {
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
      c0 = i32x4.add(c0, i32x4.add(m0, m1));
      c1 = i32x4.add(c1, i32x4.add(m2, m3));
      cursor += 64;
    }
    const vectorEnd = cursor + (((<usize>(count & 15)) << 2) & ~15);
    while (cursor < vectorEnd) {
      const x = v128.load(cursor);
      const m = f32x4.eq(x, x);
      a1 = f32x4.add(a1, v128.and(x, m));
      c0 = i32x4.add(c0, m);
      cursor += 16;
    }
    const left = count & 3;
    let t0: f32 = 0,
      t1: f32 = 0,
      t2: f32 = 0;
    let tailKept: i32 = 0;
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
    const c = i32x4.add(c0, c1);
    kept += <i64>(
      (tailKept -
        (i32x4.extract_lane(c, 0) + i32x4.extract_lane(c, 1) + i32x4.extract_lane(c, 2) + i32x4.extract_lane(c, 3)))
    );
    const tail = f32x4.replace_lane(f32x4.replace_lane(f32x4.replace_lane(f32x4.splat(0), 0, t0), 1, t1), 2, t2);
    return f32x4.add(f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3)), tail);
  }
  const half = (count >> 1) & ~15;
  return f32x4.add(nanPairwise32(input, half), nanPairwise32(input + ((<usize>half) << 2), count - half));
}

/** pairwise64 of asm/reduce.ts with NaN read as +0, counting the values kept in `kept`. */
function nanPairwise64(input: usize, count: i32): v128 {
  if (count <= BLOCK) {
    let a0 = f64x2.splat(0),
      a1 = f64x2.splat(0),
      a2 = f64x2.splat(0),
      a3 = f64x2.splat(0);
    let c0 = i64x2.splat(0);
    let cursor = input;
    const end = input + ((<usize>(count & ~7)) << 3);
    while (cursor < end) {
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
      c0 = i64x2.add(c0, i64x2.add(i64x2.add(m0, m1), i64x2.add(m2, m3)));
      cursor += 64;
    }
    const vectorEnd = cursor + (((<usize>(count & 7)) << 3) & ~15);
    while (cursor < vectorEnd) {
      const x = v128.load(cursor);
      const m = f64x2.eq(x, x);
      a1 = f64x2.add(a1, v128.and(x, m));
      c0 = i64x2.add(c0, m);
      cursor += 16;
    }
    let t0: f64 = 0;
    let tailKept: i64 = 0;
    if (count & 1) {
      t0 = load<f64>(cursor);
      if (t0 != t0) t0 = 0;
      else tailKept = 1;
    }
    kept += tailKept - (i64x2.extract_lane(c0, 0) + i64x2.extract_lane(c0, 1));
    return f64x2.add(f64x2.add(f64x2.add(a0, a1), f64x2.add(a2, a3)), f64x2.replace_lane(f64x2.splat(0), 0, t0));
  }
  const half = (count >> 1) & ~15;
  return f64x2.add(nanPairwise64(input, half), nanPairwise64(input + ((<usize>half) << 3), count - half));
}

/** One row's nansum (the plain sum's lanes, added as it adds them), the values kept in `kept`. */
@inline function rowSum32(input: usize, count: i32): f32 {
  kept = 0;
  const v = nanPairwise32(input, count);
  return f32x4.extract_lane(v, 0) + f32x4.extract_lane(v, 1) + (f32x4.extract_lane(v, 2) + f32x4.extract_lane(v, 3));
}

@inline function rowSum64(input: usize, count: i32): f64 {
  kept = 0;
  const v = nanPairwise64(input, count);
  return f64x2.extract_lane(v, 0) + f64x2.extract_lane(v, 1);
}

export function nan_sum_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f32>(out + ((<usize>row) << 2), rowSum32(input + <usize>row * <usize>count * 4, count));
  return 0;
}

export function nan_sum_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++)
    store<f64>(out + ((<usize>row) << 3), rowSum64(input + <usize>row * <usize>count * 8, count));
  return 0;
}

/** nanmean of rows: each row's nansum divided by its count of values kept (0/0: NaN). */
export function nan_mean_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    const total = rowSum32(input + <usize>row * <usize>count * 4, count);
    store<f32>(out + ((<usize>row) << 2), total / <f32>kept);
  }
  return 0;
}

export function nan_mean_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    const total = rowSum64(input + <usize>row * <usize>count * 8, count);
    store<f64>(out + ((<usize>row) << 3), total / <f64>kept);
  }
  return 0;
}

/** The lanes of one subtree of the pairwise tree (16 bytes) and its count of values kept (i64 at +16). */
export function nan_sum_lanes_float32(input: usize, count: i32, out: usize): i32 {
  kept = 0;
  v128.store(out, nanPairwise32(input, count));
  store<i64>(out, kept, 16);
  return 0;
}

export function nan_sum_lanes_float64(input: usize, count: i32, out: usize): i32 {
  kept = 0;
  v128.store(out, nanPairwise64(input, count));
  store<i64>(out, kept, 16);
  return 0;
}

/** Rows' counts of values kept (not NaN), written in the dtype (exact below 2^24 for float32). */
export function nan_count_float32(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    kept = 0;
    nanPairwise32(input + <usize>row * <usize>count * 4, count);
    store<f32>(out + ((<usize>row) << 2), <f32>kept);
  }
  return 0;
}

export function nan_count_float64(input: usize, count: i32, outer: i32, out: usize): i32 {
  for (let row = 0; row < outer; row++) {
    kept = 0;
    nanPairwise64(input + <usize>row * <usize>count * 8, count);
    store<f64>(out + ((<usize>row) << 3), <f64>kept);
  }
  return 0;
}

// ---- along a middle axis ---------------------------------------------------------------------
// As asm/reduce.ts's realAxis: each outer block's first row copied into the output, the others
// combined into it row by row (v128 steps, then the tail). op: 0 sum, 1 count, 2 max, 3 min.

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
  const vectorBytes: usize = rowBytes & ~15;
  const one = v128.splat<Element>(1);
  for (let o = 0; o < outer; o++) {
    const source = input + <usize>o * <usize>stride * size;
    const target = out + <usize>o * rowBytes;
    let k: usize = 0;
    if (op >= 2) memory.copy(target, source, rowBytes);
    else if (op == 0) {
      for (; k < vectorBytes; k += 16) v128.store(target + k, keepVector<Element>(v128.load(source + k)));
      for (; k < rowBytes; k += size) {
        const x = load<Element>(source + k);
        store<Element>(target + k, x != x ? <Element>0 : x);
      }
    } else {
      for (; k < vectorBytes; k += 16) {
        const x = v128.load(source + k);
        v128.store(target + k, v128.and(one, v128.eq<Element>(x, x)));
      }
      for (; k < rowBytes; k += size) {
        const x = load<Element>(source + k);
        store<Element>(target + k, x != x ? <Element>0 : <Element>1);
      }
    }
    for (let r = 1; r < length; r++) {
      const row = source + <usize>r * rowBytes;
      k = 0;
      if (op == 0) {
        for (; k < vectorBytes; k += 16)
          v128.store(target + k, v128.add<Element>(v128.load(target + k), keepVector<Element>(v128.load(row + k))));
        for (; k < rowBytes; k += size) {
          const x = load<Element>(row + k);
          store<Element>(target + k, load<Element>(target + k) + (x != x ? <Element>0 : x));
        }
      } else if (op == 1) {
        for (; k < vectorBytes; k += 16) {
          const x = v128.load(row + k);
          v128.store(target + k, v128.add<Element>(v128.load(target + k), v128.and(one, v128.eq<Element>(x, x))));
        }
        for (; k < rowBytes; k += size) {
          const x = load<Element>(row + k);
          store<Element>(target + k, load<Element>(target + k) + (x != x ? <Element>0 : <Element>1));
        }
      } else {
        for (; k < vectorBytes; k += 16)
          v128.store(target + k, skipVector<Element>(v128.load(target + k), v128.load(row + k), op == 2));
        for (; k < rowBytes; k += size)
          store<Element>(target + k, skipScalar<Element>(load<Element>(target + k), load<Element>(row + k), op == 2));
      }
    }
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
