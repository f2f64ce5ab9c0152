// The direct correlation of a signal with a kernel (NumPy's correlate; convolve passes its kernel
// reversed): out[index] = Σ_j a[k - (m - 1) + j] · w[j] for k = start + index, the terms whose signal
// index falls outside [0, n) left out, for index in [begin, end) (a piece: threads cut by outputs).
// Where the whole kernel overlaps the signal, 4 SIMD accumulators hold 16 (float32) or 8 (float64)
// consecutive outputs, each kernel weight splatted once and multiplied into all of them.
import { BFloat16, Float16 } from './dtypes';

/** One output by plain sums (the edges, and the tail of the interior). */
@inline function edge32(a: usize, n: i32, w: usize, m: i32, k: i32): f32 {
  const first = k - (m - 1);
  const low = first < 0 ? -first : 0;
  const high = min(m, n - first);
  let sum: f32 = 0;
  for (let j = low; j < high; j++) sum += load<f32>(a + ((<usize>(first + j)) << 2)) * load<f32>(w + ((<usize>j) << 2));
  return sum;
}

export function signal_correlate_float32(
  a: usize,
  n: i32,
  w: usize,
  m: i32,
  out: usize,
  start: i32,
  begin: i32,
  end: i32,
): i32 {
  // Interior outputs: m - 1 <= k <= n - 1.
  const low = min(max(begin, m - 1 - start), end);
  const high = max(min(end, n - start), low);
  let index = begin;
  for (; index < low; index++) store<f32>(out + ((<usize>index) << 2), edge32(a, n, w, m, start + index));
  for (; index + 16 <= high; index += 16) {
    let p = a + ((<usize>(start + index - (m - 1))) << 2);
    let acc0 = f32x4.splat(0);
    let acc1 = f32x4.splat(0);
    let acc2 = f32x4.splat(0);
    let acc3 = f32x4.splat(0);
    for (let j = 0; j < m; j++) {
      const weight = f32x4.splat(load<f32>(w + ((<usize>j) << 2)));
      acc0 = f32x4.add(acc0, f32x4.mul(v128.load(p), weight));
      acc1 = f32x4.add(acc1, f32x4.mul(v128.load(p, 16), weight));
      acc2 = f32x4.add(acc2, f32x4.mul(v128.load(p, 32), weight));
      acc3 = f32x4.add(acc3, f32x4.mul(v128.load(p, 48), weight));
      p += 4;
    }
    const target = out + ((<usize>index) << 2);
    v128.store(target, acc0);
    v128.store(target, acc1, 16);
    v128.store(target, acc2, 32);
    v128.store(target, acc3, 48);
  }
  for (; index + 4 <= high; index += 4) {
    let p = a + ((<usize>(start + index - (m - 1))) << 2);
    let acc = f32x4.splat(0);
    for (let j = 0; j < m; j++) {
      acc = f32x4.add(acc, f32x4.mul(v128.load(p), f32x4.splat(load<f32>(w + ((<usize>j) << 2)))));
      p += 4;
    }
    v128.store(out + ((<usize>index) << 2), acc);
  }
  for (; index < end; index++) store<f32>(out + ((<usize>index) << 2), edge32(a, n, w, m, start + index));
  return 0;
}

@inline function edge64(a: usize, n: i32, w: usize, m: i32, k: i32): f64 {
  const first = k - (m - 1);
  const low = first < 0 ? -first : 0;
  const high = min(m, n - first);
  let sum: f64 = 0;
  for (let j = low; j < high; j++) sum += load<f64>(a + ((<usize>(first + j)) << 3)) * load<f64>(w + ((<usize>j) << 3));
  return sum;
}

export function signal_correlate_float64(
  a: usize,
  n: i32,
  w: usize,
  m: i32,
  out: usize,
  start: i32,
  begin: i32,
  end: i32,
): i32 {
  const low = min(max(begin, m - 1 - start), end);
  const high = max(min(end, n - start), low);
  let index = begin;
  for (; index < low; index++) store<f64>(out + ((<usize>index) << 3), edge64(a, n, w, m, start + index));
  for (; index + 8 <= high; index += 8) {
    let p = a + ((<usize>(start + index - (m - 1))) << 3);
    let acc0 = f64x2.splat(0);
    let acc1 = f64x2.splat(0);
    let acc2 = f64x2.splat(0);
    let acc3 = f64x2.splat(0);
    for (let j = 0; j < m; j++) {
      const weight = f64x2.splat(load<f64>(w + ((<usize>j) << 3)));
      acc0 = f64x2.add(acc0, f64x2.mul(v128.load(p), weight));
      acc1 = f64x2.add(acc1, f64x2.mul(v128.load(p, 16), weight));
      acc2 = f64x2.add(acc2, f64x2.mul(v128.load(p, 32), weight));
      acc3 = f64x2.add(acc3, f64x2.mul(v128.load(p, 48), weight));
      p += 8;
    }
    const target = out + ((<usize>index) << 3);
    v128.store(target, acc0);
    v128.store(target, acc1, 16);
    v128.store(target, acc2, 32);
    v128.store(target, acc3, 48);
  }
  for (; index < end; index++) store<f64>(out + ((<usize>index) << 3), edge64(a, n, w, m, start + index));
  return 0;
}

// ---- kron ----------------------------------------------------------------------------------------
// The Kronecker product of two contiguous row-major matrices, a (m × n) and b (p × q), written in
// output order: output row r = i·p + k holds, for each j, a[i, j] · b[k, :]. Rows [begin, end) (a
// piece: threads cut by rows); a[i, j] splatted once, b's row multiplied 4 (float32) or 2
// (float64) lanes at a time, the tail one by one. Each product is the dtype's own multiply.

export function kron_rows_float32(a: usize, n: i32, b: usize, p: i32, q: i32, out: usize, begin: i32, end: i32): i32 {
  const width = n * q;
  for (let r = begin; r < end; r++) {
    const i = r / p;
    const row = b + ((<usize>((r - i * p) * q)) << 2);
    let at = out + ((<usize>(r * width)) << 2);
    for (let j = 0; j < n; j++) {
      const scale = load<f32>(a + ((<usize>(i * n + j)) << 2));
      const lanes = f32x4.splat(scale);
      let l = 0;
      for (; l + 4 <= q; l += 4)
        v128.store(at + ((<usize>l) << 2), f32x4.mul(lanes, v128.load(row + ((<usize>l) << 2))));
      for (; l < q; l++) store<f32>(at + ((<usize>l) << 2), scale * load<f32>(row + ((<usize>l) << 2)));
      at += (<usize>q) << 2;
    }
  }
  return 0;
}

export function kron_rows_float64(a: usize, n: i32, b: usize, p: i32, q: i32, out: usize, begin: i32, end: i32): i32 {
  const width = n * q;
  for (let r = begin; r < end; r++) {
    const i = r / p;
    const row = b + ((<usize>((r - i * p) * q)) << 3);
    let at = out + ((<usize>(r * width)) << 3);
    for (let j = 0; j < n; j++) {
      const scale = load<f64>(a + ((<usize>(i * n + j)) << 3));
      const lanes = f64x2.splat(scale);
      let l = 0;
      for (; l + 2 <= q; l += 2)
        v128.store(at + ((<usize>l) << 3), f64x2.mul(lanes, v128.load(row + ((<usize>l) << 3))));
      for (; l < q; l++) store<f64>(at + ((<usize>l) << 3), scale * load<f64>(row + ((<usize>l) << 3)));
      at += (<usize>q) << 3;
    }
  }
  return 0;
}

// ---- cross ---------------------------------------------------------------------------------------
// The cross product of contiguous 3-vectors ([count, 3] row-major), rows [begin, end) (a piece:
// threads cut by rows): x = u1·v2 − u2·v1, y = u2·v0 − u0·v2, z = u0·v1 − u1·v0, each product and
// difference the dtype's own operation.

export function cross_rows_float32(u: usize, v: usize, out: usize, begin: i32, end: i32): i32 {
  for (let r = begin; r < end; r++) {
    const at = (<usize>(3 * r)) << 2;
    const u0 = load<f32>(u + at);
    const u1 = load<f32>(u + at, 4);
    const u2 = load<f32>(u + at, 8);
    const v0 = load<f32>(v + at);
    const v1 = load<f32>(v + at, 4);
    const v2 = load<f32>(v + at, 8);
    store<f32>(out + at, u1 * v2 - u2 * v1);
    store<f32>(out + at, u2 * v0 - u0 * v2, 4);
    store<f32>(out + at, u0 * v1 - u1 * v0, 8);
  }
  return 0;
}

export function cross_rows_float64(u: usize, v: usize, out: usize, begin: i32, end: i32): i32 {
  for (let r = begin; r < end; r++) {
    const at = (<usize>(3 * r)) << 3;
    const u0 = load<f64>(u + at);
    const u1 = load<f64>(u + at, 8);
    const u2 = load<f64>(u + at, 16);
    const v0 = load<f64>(v + at);
    const v1 = load<f64>(v + at, 8);
    const v2 = load<f64>(v + at, 16);
    store<f64>(out + at, u1 * v2 - u2 * v1);
    store<f64>(out + at, u2 * v0 - u0 * v2, 8);
    store<f64>(out + at, u0 * v1 - u1 * v0, 16);
  }
  return 0;
}

// ---- gradient ------------------------------------------------------------------------------------
// NumPy's gradient of a contiguous row-major block seen as [outer, n, inner], along the middle axis,
// for the lines k in [begin, end) of the outer·n (row, position) pairs, k = row·n + i (a piece:
// threads cut anywhere, a 1-D signal too). In one outer row, the interior
// outputs (positions 1 … n − 2) are the contiguous elements e in [inner, (n − 1)·inner), each
// (f[e + inner] − f[e − inner]) / 2h: one SIMD pass whatever the axis. The first and last `inner`
// elements are the one-sided edges. Uniform spacing h computes in the dtype's own precision with
// NumPy's coefficients (a Python float meets the array as a weak scalar): edge order 1,
// (f1 − f0) / h; edge order 2, (−1.5/h)·f0 + (2/h)·f1 + (−0.5/h)·f2 and its mirror.

/** Whether 1 / t is a normal float32 power of two (then x · (1 / t) is x / t, correctly rounded). */
@inline function exactInverse32(t: f32): bool {
  const bits = reinterpret<u32>(t) & 0x7fffffff;
  return (bits & 0x7fffff) == 0 && bits >= 0x00800000 && bits < 0x7f000000;
}

@inline function exactInverse64(t: f64): bool {
  const bits = reinterpret<u64>(t) & 0x7fffffffffffffff;
  return (bits & 0xfffffffffffff) == 0 && bits >= 0x0010000000000000 && bits < 0x7fe0000000000000;
}

/**
 * d / t for four float32 quotients, correctly rounded, without a float32 division: d widened, times
 * the float64 inverse of t (`inverse`), rounded to float32. The float64 product is within 2^-52 of
 * d / t, and d / t (both float32) is never a float32 rounding midpoint and lies at least 2^-49 of
 * itself away from one, so the rounding lands where the division's does (inf and NaN as the division's).
 */
@inline function divide32(d: v128, inverse: v128): v128 {
  const low = f64x2.mul(f64x2.promote_low_f32x4(d), inverse);
  const high = f64x2.mul(f64x2.promote_low_f32x4(v128.shuffle<u32>(d, d, 2, 3, 0, 1)), inverse);
  return v128.shuffle<u32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5);
}

/**
 * The two edge positions of one outer row of a uniform-spacing gradient (when [i0, i1) holds them),
 * in T's own arithmetic: edge order 1's one-sided differences over `step`, or order 2's three-point
 * forms with the coefficients (a0, b0, c0) at the start and (a1, b1, c1) at the end.
 */
@inline function gradientEdges<T>(
  first: usize,
  firstOut: usize,
  n: i32,
  inner: i32,
  offset: usize,
  i0: i32,
  i1: i32,
  edgeOrder: i32,
  step: T,
  a0: T,
  b0: T,
  c0: T,
  a1: T,
  b1: T,
  c1: T,
): void {
  const span = <usize>((n - 1) * inner) * sizeof<T>();
  const last = first + span;
  const lastOut = firstOut + span;
  for (let j = 0; i0 == 0 || i1 == n ? j < inner : false; j++) {
    const at = <usize>j * sizeof<T>();
    if (edgeOrder == 1) {
      if (i0 == 0) store<T>(firstOut + at, (load<T>(first + at + offset) - load<T>(first + at)) / step);
      if (i1 == n) store<T>(lastOut + at, (load<T>(last + at) - load<T>(last + at - offset)) / step);
    } else {
      if (i0 == 0)
        store<T>(
          firstOut + at,
          a0 * load<T>(first + at) + b0 * load<T>(first + at + offset) + c0 * load<T>(first + at + 2 * offset),
        );
      if (i1 == n)
        store<T>(
          lastOut + at,
          a1 * load<T>(last + at - 2 * offset) + b1 * load<T>(last + at - offset) + c1 * load<T>(last + at),
        );
    }
  }
}

export function gradient_uniform_float32(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  h: f64,
  edgeOrder: i32,
  begin: i32,
  end: i32,
): i32 {
  const twice = <f32>(2 * h);
  const step = <f32>h;
  // Dividing by a power of two is multiplying by its inverse; else through float64 (divide32).
  const exact = exactInverse32(twice);
  const inverse = f32x4.splat(<f32>1 / twice);
  const wide = f64x2.splat(1 / <f64>twice);
  const offset = (<usize>inner) << 2;
  const a0 = <f32>(-1.5 / h);
  const b0 = <f32>(2 / h);
  const c0 = <f32>(-0.5 / h);
  const a1 = <f32>(0.5 / h);
  const b1 = <f32>(-2 / h);
  const c1 = <f32>(1.5 / h);
  for (let k = begin; k < end; ) {
    // Positions [i0, i1) of one outer row; its interior part is one contiguous run of elements.
    const row = k / n;
    const i0 = k - row * n;
    const i1 = min(n, i0 + (end - k));
    k += i1 - i0;
    const base = (<usize>row * <usize>n * <usize>inner) << 2;
    const lo = max(i0, 1);
    const interior = max(min(i1, n - 1) - lo, 0) * inner;
    let p = f + base + ((<usize>(lo * inner)) << 2);
    let q = out + base + ((<usize>(lo * inner)) << 2);
    let e = 0;
    if (inner == 1 && interior >= 6) {
      // Along the last axis: one load per four outputs, f[e + 1 …] shuffled from it and the last
      // (which is f[e − 1 …]); the loads stay inside the row (f[lo + e + 6] at most, lo + e + 6 ≤ n − 1).
      let previous = v128.load(p - 4);
      for (; e + 6 <= interior; e += 4) {
        const ahead = v128.load(p, 12);
        const difference = f32x4.sub(v128.shuffle<f32>(previous, ahead, 2, 3, 4, 5), previous);
        v128.store(q, exact ? f32x4.mul(difference, inverse) : divide32(difference, wide));
        previous = ahead;
        p += 16;
        q += 16;
      }
    }
    for (; e + 4 <= interior; e += 4) {
      const difference = f32x4.sub(v128.load(p + offset), v128.load(p - offset));
      v128.store(q, exact ? f32x4.mul(difference, inverse) : divide32(difference, wide));
      p += 16;
      q += 16;
    }
    for (; e < interior; e++) {
      store<f32>(q, (load<f32>(p + offset) - load<f32>(p - offset)) / twice);
      p += 4;
      q += 4;
    }
    gradientEdges<f32>(f + base, out + base, n, inner, offset, i0, i1, edgeOrder, step, a0, b0, c0, a1, b1, c1);
  }
  return 0;
}

export function gradient_uniform_float64(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  h: f64,
  edgeOrder: i32,
  begin: i32,
  end: i32,
): i32 {
  const twice = 2 * h;
  const lanes = f64x2.splat(twice);
  const exact = exactInverse64(twice);
  const inverse = f64x2.splat(1 / twice);
  const offset = (<usize>inner) << 3;
  const a0 = -1.5 / h;
  const b0 = 2 / h;
  const c0 = -0.5 / h;
  const a1 = 0.5 / h;
  const b1 = -2 / h;
  const c1 = 1.5 / h;
  for (let k = begin; k < end; ) {
    // Positions [i0, i1) of one outer row; its interior part is one contiguous run of elements.
    const row = k / n;
    const i0 = k - row * n;
    const i1 = min(n, i0 + (end - k));
    k += i1 - i0;
    const base = (<usize>row * <usize>n * <usize>inner) << 3;
    const lo = max(i0, 1);
    const interior = max(min(i1, n - 1) - lo, 0) * inner;
    let p = f + base + ((<usize>(lo * inner)) << 3);
    let q = out + base + ((<usize>(lo * inner)) << 3);
    let e = 0;
    for (; e + 2 <= interior; e += 2) {
      const difference = f64x2.sub(v128.load(p + offset), v128.load(p - offset));
      v128.store(q, exact ? f64x2.mul(difference, inverse) : f64x2.div(difference, lanes));
      p += 16;
      q += 16;
    }
    for (; e < interior; e++) {
      store<f64>(q, (load<f64>(p + offset) - load<f64>(p - offset)) / twice);
      p += 8;
      q += 8;
    }
    gradientEdges<f64>(f + base, out + base, n, inner, offset, i0, i1, edgeOrder, h, a0, b0, c0, a1, b1, c1);
  }
  return 0;
}

// Coordinates: position i's output is a[i]·f[i − 1] + b[i]·f[i] + c[i]·f[i + 1] inside, with NumPy's
// coefficients from the spacings (weights: a, b, c, each n float64, the caller's; entries 0 and n − 1
// are edge order 2's one-sided coefficients over f0, f1, f2 and f[n−3], f[n−2], f[n−1]). Edge order 1
// is (f1 − f0) / dx0 and (f[n−1] − f[n−2]) / dx[n−2]. The sums run in float64 (NumPy's: its
// coefficient arrays are float64), each float32 element widened on the load and rounded once on the store.

@inline function coordinateRow<T>(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  weights: usize,
  edgeOrder: i32,
  dxFirst: f64,
  dxLast: f64,
  row: i32,
  i0: i32,
  i1: i32,
): void {
  const size = <usize>sizeof<T>();
  const base = <usize>row * <usize>n * <usize>inner * size;
  const offset = <usize>inner * size;
  const a = weights;
  const b = weights + ((<usize>n) << 3);
  const c = weights + ((<usize>(2 * n)) << 3);
  for (let i = max(i0, 1); i < min(i1, n - 1); i++) {
    const wa = load<f64>(a + ((<usize>i) << 3));
    const wb = load<f64>(b + ((<usize>i) << 3));
    const wc = load<f64>(c + ((<usize>i) << 3));
    let p = f + base + <usize>i * offset;
    let q = out + base + <usize>i * offset;
    for (let j = 0; j < inner; j++) {
      const value = wa * <f64>load<T>(p - offset) + wb * <f64>load<T>(p) + wc * <f64>load<T>(p + offset);
      store<T>(q, <T>value);
      p += size;
      q += size;
    }
  }
  const first = f + base;
  const last = f + base + <usize>(n - 1) * offset;
  const firstOut = out + base;
  const lastOut = out + base + <usize>(n - 1) * offset;
  const end = (<usize>(n - 1)) << 3;
  for (let j = 0; i0 == 0 || i1 == n ? j < inner : false; j++) {
    const at = <usize>j * size;
    if (edgeOrder == 1) {
      if (i0 == 0)
        store<T>(firstOut + at, <T>((<f64>load<T>(first + at + offset) - <f64>load<T>(first + at)) / dxFirst));
      if (i1 == n) store<T>(lastOut + at, <T>((<f64>load<T>(last + at) - <f64>load<T>(last + at - offset)) / dxLast));
    } else {
      const head =
        load<f64>(a) * <f64>load<T>(first + at) +
        load<f64>(b) * <f64>load<T>(first + at + offset) +
        load<f64>(c) * <f64>load<T>(first + at + 2 * offset);
      const tail =
        load<f64>(a + end) * <f64>load<T>(last + at - 2 * offset) +
        load<f64>(b + end) * <f64>load<T>(last + at - offset) +
        load<f64>(c + end) * <f64>load<T>(last + at);
      if (i0 == 0) store<T>(firstOut + at, <T>head);
      if (i1 == n) store<T>(lastOut + at, <T>tail);
    }
  }
}

export function gradient_coordinates_float32(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  weights: usize,
  edgeOrder: i32,
  dxFirst: f64,
  dxLast: f64,
  begin: i32,
  end: i32,
): i32 {
  for (let k = begin; k < end; ) {
    const row = k / n;
    const i0 = k - row * n;
    const i1 = min(n, i0 + (end - k));
    k += i1 - i0;
    coordinateRow<f32>(f, out, n, inner, weights, edgeOrder, dxFirst, dxLast, row, i0, i1);
  }
  return 0;
}

export function gradient_coordinates_float64(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  weights: usize,
  edgeOrder: i32,
  dxFirst: f64,
  dxLast: f64,
  begin: i32,
  end: i32,
): i32 {
  for (let k = begin; k < end; ) {
    const row = k / n;
    const i0 = k - row * n;
    const i1 = min(n, i0 + (end - k));
    k += i1 - i0;
    coordinateRow<f64>(f, out, n, inner, weights, edgeOrder, dxFirst, dxLast, row, i0, i1);
  }
  return 0;
}

// The 16-bit floats (float16, bfloat16) through float32 lanes, each operation rounded to the dtype
// as NumPy's float16 arithmetic rounds it (a float32 result rounded again to 16 bits is the 16-bit
// operation's: float32 has more than twice the bits): the interior (f[e + inner] − f[e − inner]),
// rounded, then divided by 2h (2h rounded to the dtype: a weak Python float), rounded; the edges the
// same way, term by term.

@inline function round16<H>(value: f32): f32 {
  const half = changetype<H>(0);
  return half.toF32(half.fromF32(value));
}

@inline function gradientHalf<H>(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  h: f64,
  edgeOrder: i32,
  begin: i32,
  end: i32,
): void {
  const half = changetype<H>(0);
  const twice = round16<H>(<f32>(2 * h));
  const step = round16<H>(<f32>h);
  const lanes = f32x4.splat(twice);
  const offset = (<usize>inner) << 1;
  const a0 = round16<H>(<f32>(-1.5 / h));
  const b0 = round16<H>(<f32>(2 / h));
  const c0 = round16<H>(<f32>(-0.5 / h));
  const a1 = round16<H>(<f32>(0.5 / h));
  const b1 = round16<H>(<f32>(-2 / h));
  const c1 = round16<H>(<f32>(1.5 / h));
  for (let k = begin; k < end; ) {
    // Positions [i0, i1) of one outer row; its interior part is one contiguous run of elements.
    const row = k / n;
    const i0 = k - row * n;
    const i1 = min(n, i0 + (end - k));
    k += i1 - i0;
    const base = (<usize>row * <usize>n * <usize>inner) << 1;
    const lo = max(i0, 1);
    const interior = max(min(i1, n - 1) - lo, 0) * inner;
    let p = f + base + ((<usize>(lo * inner)) << 1);
    let q = out + base + ((<usize>(lo * inner)) << 1);
    let e = 0;
    for (; e + 8 <= interior; e += 8) {
      const next = v128.load(p + offset);
      const previous = v128.load(p - offset);
      const difference = half.narrow(
        f32x4.sub(half.widenLow(next), half.widenLow(previous)),
        f32x4.sub(half.widenHigh(next), half.widenHigh(previous)),
      );
      v128.store(
        q,
        half.narrow(f32x4.div(half.widenLow(difference), lanes), f32x4.div(half.widenHigh(difference), lanes)),
      );
      p += 16;
      q += 16;
    }
    for (; e < interior; e++) {
      const difference = round16<H>(half.toF32(<u32>load<u16>(p + offset)) - half.toF32(<u32>load<u16>(p - offset)));
      store<u16>(q, <u16>half.fromF32(difference / twice));
      p += 2;
      q += 2;
    }
    const first = f + base;
    const last = f + base + ((<usize>((n - 1) * inner)) << 1);
    const firstOut = out + base;
    const lastOut = out + base + ((<usize>((n - 1) * inner)) << 1);
    for (let j = 0; i0 == 0 || i1 == n ? j < inner : false; j++) {
      const at = (<usize>j) << 1;
      const f0 = half.toF32(<u32>load<u16>(first + at));
      const f1 = half.toF32(<u32>load<u16>(first + at + offset));
      const g1 = half.toF32(<u32>load<u16>(last + at - offset));
      const g0 = half.toF32(<u32>load<u16>(last + at));
      if (edgeOrder == 1) {
        if (i0 == 0) store<u16>(firstOut + at, <u16>half.fromF32(round16<H>(f1 - f0) / step));
        if (i1 == n) store<u16>(lastOut + at, <u16>half.fromF32(round16<H>(g0 - g1) / step));
      } else {
        const f2 = half.toF32(<u32>load<u16>(first + at + 2 * offset));
        const g2 = half.toF32(<u32>load<u16>(last + at - 2 * offset));
        const head = round16<H>(round16<H>(a0 * f0) + round16<H>(b0 * f1)) + round16<H>(c0 * f2);
        const tail = round16<H>(round16<H>(a1 * g2) + round16<H>(b1 * g1)) + round16<H>(c1 * g0);
        if (i0 == 0) store<u16>(firstOut + at, <u16>half.fromF32(head));
        if (i1 == n) store<u16>(lastOut + at, <u16>half.fromF32(tail));
      }
    }
  }
}

export function gradient_uniform_float16(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  h: f64,
  edgeOrder: i32,
  begin: i32,
  end: i32,
): i32 {
  gradientHalf<Float16>(f, out, n, inner, h, edgeOrder, begin, end);
  return 0;
}

export function gradient_uniform_bfloat16(
  f: usize,
  out: usize,
  n: i32,
  inner: i32,
  h: f64,
  edgeOrder: i32,
  begin: i32,
  end: i32,
): i32 {
  gradientHalf<BFloat16>(f, out, n, inner, h, edgeOrder, begin, end);
  return 0;
}

// ---- triu, tril -----------------------------------------------------------------------------------
// Rows [begin, end) of a batch of contiguous row-major matrices (rows × columns, `size` bytes an
// element; row r is row r mod rows of its matrix): the kept run copied and the dropped run zeroed
// (zero bytes are 0 in every dtype of a byte or more), one memory.copy and one memory.fill a row.
// tril (lower ≠ 0) keeps columns j ≤ i + k, triu j ≥ i + k (`k` the diagonal offset).

export function triangle_rows(
  from: usize,
  to: usize,
  rows: i32,
  columns: i32,
  size: i32,
  k: i32,
  lower: i32,
  begin: i32,
  end: i32,
): i32 {
  const width = <usize>columns * <usize>size;
  for (let r = begin; r < end; r++) {
    const i = r % rows;
    const edge = <usize>max(0, min(columns, lower ? i + k + 1 : i + k)) * <usize>size;
    const row = <usize>r * width;
    if (lower) {
      memory.copy(to + row, from + row, edge);
      memory.fill(to + row + edge, 0, width - edge);
    } else {
      memory.fill(to + row, 0, edge);
      memory.copy(to + row + edge, from + row + edge, width - edge);
    }
  }
  return 0;
}

// ---- histogram ------------------------------------------------------------------------------------
// NumPy's histogram count of `n` values (float32 or float64) into `bins` bins with edges (bins + 1
// float64, increasing; for float32 values, evenly spaced edges rounded to float32 as NumPy's are): a
// value outside [edges[0], edges[bins]] (NaN too) is left out; the last bin is closed. Evenly spaced
// edges: the bin ((v − first) / span) · bins in the values' dtype (span: the range's width, rounded
// to the dtype), floored, then corrected against the edges as NumPy does; otherwise a binary search. counts (bins float64) are zeroed first, then each kept
// value adds 1, or its weight (weights: n float64, or 0 for none).

@inline function histogramOf<T>(
  data: usize,
  n: i32,
  edges: usize,
  bins: i32,
  uniform: i32,
  span: f64,
  weights: usize,
  counts: usize,
): void {
  memory.fill(counts, 0, (<usize>bins) << 3);
  const first = load<f64>(edges);
  const last = load<f64>(edges + ((<usize>bins) << 3));
  const top = bins - 1;
  for (let index = 0; index < n; index++) {
    const value = <f64>load<T>(data + <usize>index * sizeof<T>());
    if (!(value >= first && value <= last)) continue;
    let bin: i32;
    if (uniform) {
      // In the values' dtype, as NumPy's ((value − first) / (last − first)) · bins.
      bin = <i32>Math.floor(<f64>(<T>(<T>(<T>value - <T>first) / <T>span) * <T>bins));
      if (bin > top) bin = top;
      if (value < load<f64>(edges + ((<usize>bin) << 3))) bin -= 1;
      else if (bin < top && value >= load<f64>(edges + ((<usize>(bin + 1)) << 3))) bin += 1;
    } else {
      let low = 0;
      let high = bins;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (load<f64>(edges + ((<usize>middle) << 3)) <= value) low = middle;
        else high = middle;
      }
      bin = low;
    }
    const at = counts + ((<usize>bin) << 3);
    store<f64>(at, load<f64>(at) + (weights == 0 ? 1 : load<f64>(weights + ((<usize>index) << 3))));
  }
}

export function histogram_float32(
  data: usize,
  n: i32,
  edges: usize,
  bins: i32,
  uniform: i32,
  span: f64,
  weights: usize,
  counts: usize,
): i32 {
  histogramOf<f32>(data, n, edges, bins, uniform, span, weights, counts);
  return 0;
}

export function histogram_float64(
  data: usize,
  n: i32,
  edges: usize,
  bins: i32,
  uniform: i32,
  span: f64,
  weights: usize,
  counts: usize,
): i32 {
  histogramOf<f64>(data, n, edges, bins, uniform, span, weights, counts);
  return 0;
}
