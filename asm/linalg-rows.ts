// Row passes of the Householder updates (QR, its Q, the bidiagonalisation), float64: w = uᵀA as a
// sum of A's rows and A −= τ u wᵀ row by row, four rows a pass. Each entry takes the same terms in
// the same order as one axpy a row (y + alpha·x, lanes or scalars alike), so the bits are the
// same; only w (or y) is loaded and stored once for four rows instead of once a row.

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}

/** y[0..count) += alpha · x[0..count), two lanes at a time (axpy's y + alpha·x). */
@inline function axpyRow(y: usize, x: usize, alpha: f64, count: i32): void {
  const s = f64x2.splat(alpha);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const o = (<usize>k) << 3;
    v128.store(y + o, f64x2.add(v128.load(y + o), f64x2.mul(v128.load(x + o), s)));
  }
  if (k < count) store<f64>(at(y, k), load<f64>(at(y, k)) + alpha * load<f64>(at(x, k)));
}

/** axpyRow on the four rows at y0 (stride bytes apart), each with its own factor, sharing each load of x. */
@inline function axpyRows4(
  y0: usize,
  stride: usize,
  x: usize,
  f0: f64,
  f1: f64,
  f2: f64,
  f3: f64,
  count: i32,
): void {
  const y1 = y0 + stride;
  const y2 = y1 + stride;
  const y3 = y2 + stride;
  const s0 = f64x2.splat(f0);
  const s1 = f64x2.splat(f1);
  const s2 = f64x2.splat(f2);
  const s3 = f64x2.splat(f3);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const o = (<usize>k) << 3;
    const w = v128.load(x + o);
    v128.store(y0 + o, f64x2.add(v128.load(y0 + o), f64x2.mul(w, s0)));
    v128.store(y1 + o, f64x2.add(v128.load(y1 + o), f64x2.mul(w, s1)));
    v128.store(y2 + o, f64x2.add(v128.load(y2 + o), f64x2.mul(w, s2)));
    v128.store(y3 + o, f64x2.add(v128.load(y3 + o), f64x2.mul(w, s3)));
  }
  if (k < count) {
    const w = load<f64>(at(x, k));
    store<f64>(at(y0, k), load<f64>(at(y0, k)) + f0 * w);
    store<f64>(at(y1, k), load<f64>(at(y1, k)) + f1 * w);
    store<f64>(at(y2, k), load<f64>(at(y2, k)) + f2 * w);
    store<f64>(at(y3, k), load<f64>(at(y3, k)) + f3 * w);
  }
}

/**
 * w[0..count) += Σ_{i < rows} alpha_i · x_i[0..count), i in order: x_i at x + i·stride bytes,
 * alpha_i at alphas + i·alphaStride (a column of a row-major matrix).
 */
export function accumulateRows(
  w: usize,
  x: usize,
  stride: usize,
  alphas: usize,
  alphaStride: usize,
  rows: i32,
  count: i32,
): void {
  let i = 0;
  for (; i + 4 <= rows; i += 4) {
    const x0 = x + <usize>i * stride;
    const x1 = x0 + stride;
    const x2 = x1 + stride;
    const x3 = x2 + stride;
    const a0 = alphas + <usize>i * alphaStride;
    const alpha0 = load<f64>(a0);
    const alpha1 = load<f64>(a0 + alphaStride);
    const alpha2 = load<f64>(a0 + 2 * alphaStride);
    const alpha3 = load<f64>(a0 + 3 * alphaStride);
    const s0 = f64x2.splat(alpha0);
    const s1 = f64x2.splat(alpha1);
    const s2 = f64x2.splat(alpha2);
    const s3 = f64x2.splat(alpha3);
    let k = 0;
    for (; k + 2 <= count; k += 2) {
      const o = (<usize>k) << 3;
      let y = v128.load(w + o);
      y = f64x2.add(y, f64x2.mul(v128.load(x0 + o), s0));
      y = f64x2.add(y, f64x2.mul(v128.load(x1 + o), s1));
      y = f64x2.add(y, f64x2.mul(v128.load(x2 + o), s2));
      y = f64x2.add(y, f64x2.mul(v128.load(x3 + o), s3));
      v128.store(w + o, y);
    }
    if (k < count) {
      let y = load<f64>(at(w, k));
      y = y + alpha0 * load<f64>(at(x0, k));
      y = y + alpha1 * load<f64>(at(x1, k));
      y = y + alpha2 * load<f64>(at(x2, k));
      y = y + alpha3 * load<f64>(at(x3, k));
      store<f64>(at(w, k), y);
    }
  }
  for (; i < rows; i++) {
    const xi = x + <usize>i * stride;
    axpyRow(w, xi, load<f64>(alphas + <usize>i * alphaStride), count);
  }
}

/**
 * y_i[0..count) += (scale · alpha_i) · w[0..count) for i < rows: y_i at y + i·stride bytes, alpha_i
 * at alphas + i·alphaStride (A −= τ u wᵀ with scale −τ and alpha_i = u_i). Four rows share each load of w.
 */
export function updateRows(
  y: usize,
  stride: usize,
  w: usize,
  alphas: usize,
  alphaStride: usize,
  scale: f64,
  rows: i32,
  count: i32,
): void {
  let i = 0;
  for (; i + 4 <= rows; i += 4) {
    const y0 = y + <usize>i * stride;
    const a0 = alphas + <usize>i * alphaStride;
    const f0 = scale * load<f64>(a0);
    const f1 = scale * load<f64>(a0 + alphaStride);
    const f2 = scale * load<f64>(a0 + 2 * alphaStride);
    const f3 = scale * load<f64>(a0 + 3 * alphaStride);
    axpyRows4(y0, stride, w, f0, f1, f2, f3, count);
  }
  for (; i < rows; i++) axpyRow(y + <usize>i * stride, w, scale * load<f64>(alphas + <usize>i * alphaStride), count);
}

// dot4's sums: globals, which are each thread's own (its instance's), where static memory is shared.
let sum0: f64 = 0;
let sum1: f64 = 0;
let sum2: f64 = 0;
let sum3: f64 = 0;

/** The symmetric kernels' dot (see dot4) of one row. */
@inline function dot1(x: usize, y: usize, count: i32): f64 {
  let a = f64x2.splat(0);
  let b = a;
  let k = 0;
  for (; k + 4 <= count; k += 4) {
    const o = (<usize>k) << 3;
    a = f64x2.add(a, f64x2.mul(v128.load(x + o), v128.load(y + o)));
    b = f64x2.add(b, f64x2.mul(v128.load(x + o, 16), v128.load(y + o, 16)));
  }
  const both = f64x2.add(a, b);
  let sum = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  for (; k < count; k++) sum += load<f64>(at(x, k)) * load<f64>(at(y, k));
  return sum;
}

/**
 * Σ x[k]·y[k] over [0, count) as the symmetric kernels' dot (asm/linalg-symmetric.ts): two
 * accumulators of two lanes over four entries a step, their lanes summed, then the tail in order.
 * Four rows x0…x3 (stride bytes apart) at once, each row's sum in that same order, into sum0…sum3.
 */
@inline function dot4(x: usize, stride: usize, y: usize, count: i32): void {
  const x1 = x + stride;
  const x2 = x1 + stride;
  const x3 = x2 + stride;
  const zero = f64x2.splat(0);
  let a0 = zero,
    b0 = zero,
    a1 = zero,
    b1 = zero,
    a2 = zero,
    b2 = zero,
    a3 = zero,
    b3 = zero;
  let k = 0;
  for (; k + 4 <= count; k += 4) {
    const o = (<usize>k) << 3;
    const y0 = v128.load(y + o);
    const y1 = v128.load(y + o, 16);
    a0 = f64x2.add(a0, f64x2.mul(v128.load(x + o), y0));
    b0 = f64x2.add(b0, f64x2.mul(v128.load(x + o, 16), y1));
    a1 = f64x2.add(a1, f64x2.mul(v128.load(x1 + o), y0));
    b1 = f64x2.add(b1, f64x2.mul(v128.load(x1 + o, 16), y1));
    a2 = f64x2.add(a2, f64x2.mul(v128.load(x2 + o), y0));
    b2 = f64x2.add(b2, f64x2.mul(v128.load(x2 + o, 16), y1));
    a3 = f64x2.add(a3, f64x2.mul(v128.load(x3 + o), y0));
    b3 = f64x2.add(b3, f64x2.mul(v128.load(x3 + o, 16), y1));
  }
  let both = f64x2.add(a0, b0);
  let s0 = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  both = f64x2.add(a1, b1);
  let s1 = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  both = f64x2.add(a2, b2);
  let s2 = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  both = f64x2.add(a3, b3);
  let s3 = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  for (; k < count; k++) {
    const o = (<usize>k) << 3;
    const v = load<f64>(y + o);
    s0 += load<f64>(x + o) * v;
    s1 += load<f64>(x1 + o) * v;
    s2 += load<f64>(x2 + o) * v;
    s3 += load<f64>(x3 + o) * v;
  }
  sum0 = s0;
  sum1 = s1;
  sum2 = s2;
  sum3 = s3;
}

/**
 * x_i[0..count) += (−τ · (x_i · v)) · v for `rows` rows x_i (stride bytes apart): a reflector
 * H = I − τ v vᵀ applied from the right to each row, as dot then axpy a row (the symmetric kernels'
 * dot's order, axpy's y + alpha·x), four rows sharing each load of v.
 */
export function reflectRows(x: usize, stride: usize, v: usize, tau: f64, rows: i32, count: i32): void {
  let i = 0;
  for (; i + 4 <= rows; i += 4) {
    const x0 = x + <usize>i * stride;
    dot4(x0, stride, v, count);
    const f0 = -tau * sum0;
    const f1 = -tau * sum1;
    const f2 = -tau * sum2;
    const f3 = -tau * sum3;
    axpyRows4(x0, stride, v, f0, f1, f2, f3, count);
  }
  for (; i < rows; i++) {
    const xi = x + <usize>i * stride;
    axpyRow(xi, v, -tau * dot1(xi, v, count), count);
  }
}

/**
 * out[i] = x_i · y over [0, count) for `rows` rows x_i (stride bytes apart), in the symmetric
 * kernels' dot's order, four rows sharing each load of y (the blocked bidiagonalisation's
 * Y = Aᵀu, asm/linalg-bidiagonal-blocked.ts).
 */
export function dotRows(out: usize, x: usize, stride: usize, y: usize, rows: i32, count: i32): void {
  let i = 0;
  for (; i + 4 <= rows; i += 4) {
    dot4(x + <usize>i * stride, stride, y, count);
    store<f64>(at(out, i), sum0);
    store<f64>(at(out, i + 1), sum1);
    store<f64>(at(out, i + 2), sum2);
    store<f64>(at(out, i + 3), sum3);
  }
  for (; i < rows; i++) store<f64>(at(out, i), dot1(x + <usize>i * stride, y, count));
}
