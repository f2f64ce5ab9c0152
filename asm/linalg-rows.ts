// Row passes of the Householder updates (QR, its Q, the bidiagonalisation), float64: w = uᵀA as a
// sum of A's rows and A −= τ u wᵀ row by row, four rows a pass. Each entry takes the same terms in
// the same order as one axpy a row (y + alpha·x, lanes or scalars alike), so the bits are the
// same; only w (or y) is loaded and stored once for four rows instead of once a row.

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
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
    const alpha = load<f64>(alphas + <usize>i * alphaStride);
    const s = f64x2.splat(alpha);
    let k = 0;
    for (; k + 2 <= count; k += 2) {
      const o = (<usize>k) << 3;
      v128.store(w + o, f64x2.add(v128.load(w + o), f64x2.mul(v128.load(xi + o), s)));
    }
    if (k < count) store<f64>(at(w, k), load<f64>(at(w, k)) + alpha * load<f64>(at(xi, k)));
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
    const y1 = y0 + stride;
    const y2 = y1 + stride;
    const y3 = y2 + stride;
    const a0 = alphas + <usize>i * alphaStride;
    const f0 = scale * load<f64>(a0);
    const f1 = scale * load<f64>(a0 + alphaStride);
    const f2 = scale * load<f64>(a0 + 2 * alphaStride);
    const f3 = scale * load<f64>(a0 + 3 * alphaStride);
    const s0 = f64x2.splat(f0);
    const s1 = f64x2.splat(f1);
    const s2 = f64x2.splat(f2);
    const s3 = f64x2.splat(f3);
    let k = 0;
    for (; k + 2 <= count; k += 2) {
      const o = (<usize>k) << 3;
      const x = v128.load(w + o);
      v128.store(y0 + o, f64x2.add(v128.load(y0 + o), f64x2.mul(x, s0)));
      v128.store(y1 + o, f64x2.add(v128.load(y1 + o), f64x2.mul(x, s1)));
      v128.store(y2 + o, f64x2.add(v128.load(y2 + o), f64x2.mul(x, s2)));
      v128.store(y3 + o, f64x2.add(v128.load(y3 + o), f64x2.mul(x, s3)));
    }
    if (k < count) {
      const x = load<f64>(at(w, k));
      store<f64>(at(y0, k), load<f64>(at(y0, k)) + f0 * x);
      store<f64>(at(y1, k), load<f64>(at(y1, k)) + f1 * x);
      store<f64>(at(y2, k), load<f64>(at(y2, k)) + f2 * x);
      store<f64>(at(y3, k), load<f64>(at(y3, k)) + f3 * x);
    }
  }
  for (; i < rows; i++) {
    const yi = y + <usize>i * stride;
    const f = scale * load<f64>(alphas + <usize>i * alphaStride);
    const s = f64x2.splat(f);
    let k = 0;
    for (; k + 2 <= count; k += 2) {
      const o = (<usize>k) << 3;
      v128.store(yi + o, f64x2.add(v128.load(yi + o), f64x2.mul(v128.load(w + o), s)));
    }
    if (k < count) store<f64>(at(yi, k), load<f64>(at(yi, k)) + f * load<f64>(at(w, k)));
  }
}
