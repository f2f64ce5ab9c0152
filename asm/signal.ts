// The direct correlation of a signal with a kernel (NumPy's correlate; convolve passes its kernel
// reversed): out[index] = Σ_j a[k - (m - 1) + j] · w[j] for k = start + index, the terms whose signal
// index falls outside [0, n) left out, for index in [begin, end) (a piece: threads cut by outputs).
// Where the whole kernel overlaps the signal, 4 SIMD accumulators hold 16 (float32) or 8 (float64)
// consecutive outputs, each kernel weight splatted once and multiplied into all of them.

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
