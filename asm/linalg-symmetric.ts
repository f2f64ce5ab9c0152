// The symmetric eigenproblem's and the SVD's building blocks in float64 (asm/linalg-qr.ts calls
// them): Householder tridiagonalisation of a symmetric matrix and bidiagonalisation of a general
// one, the orthogonal factors formed from their reflectors, and the implicit-shift QL/QR sweeps,
// their rotations kept in a chain and applied to the vectors afterwards, a column slice at a time.
//
// References: G. H. Golub and C. F. Van Loan, Matrix Computations, 4th ed. (GVL): §5.1 (Householder
// reflectors, LAPACK's dlarfg: H = I − τ v vᵀ, v₀ = 1), §8.3.1 (tridiagonalisation as LAPACK's
// dsytd2 does it: p = τ A v, w = p − ½ τ (pᵀv) v, A −= v wᵀ + w vᵀ on the lower triangle), §8.3.3
// (the implicit symmetric QR step; here its QL form, EISPACK's tql2: Bowdler, Martin, Reinsch and
// Wilkinson, Handbook for Automatic Computation II), §8.6.2 (Golub–Kahan bidiagonalisation, LAPACK's
// dgebd2, and the implicit-shift SVD step; the zero-shift sweep and the convergence criteria of
// J. Demmel and W. Kahan, "Accurate singular values of bidiagonal matrices", SIAM J. Sci. Stat.
// Comput. 11 (1990), LAPACK Working Note 3, as LAPACK's dbdsqr uses them).
//
// Rotations: a QL or QR sweep makes a chain of plane rotations on neighbouring rows (i, i+1) of the
// vectors (kept transposed, one vector a row). Applied one by one, each reads and writes two whole
// rows. Applied as a chain to a slice of eight columns (four f64x2 lanes), the row that passes from
// one rotation to the next stays in registers: one load and one store a rotation instead of two of
// each (the idea of LAPACK's dlasr, and of F. G. Van Zee, R. A. van de Geijn, G. Quintana-Ortí,
// "Restructuring the tridiagonal and bidiagonal QR algorithms for performance", ACM TOMS 40 (2014)).

import { accumulateRows, reflectRows, updateRows } from './linalg-rows';

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}
@inline function get(base: usize, index: i32): f64 {
  return load<f64>(at(base, index));
}
@inline function put(base: usize, index: i32, value: f64): void {
  store<f64>(at(base, index), value);
}

/** Σ x[k] · y[k] over [0, count), two accumulators of two lanes. */
@inline function dot(x: usize, y: usize, count: i32): f64 {
  let acc0 = f64x2.splat(0);
  let acc1 = f64x2.splat(0);
  let k = 0;
  for (; k + 4 <= count; k += 4) {
    const offset = (<usize>k) << 3;
    acc0 = f64x2.add(acc0, f64x2.mul(v128.load(x + offset), v128.load(y + offset)));
    acc1 = f64x2.add(acc1, f64x2.mul(v128.load(x + offset, 16), v128.load(y + offset, 16)));
  }
  const both = f64x2.add(acc0, acc1);
  let sum = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  for (; k < count; k++) sum += get(x, k) * get(y, k);
  return sum;
}

/** y[0..count) += alpha · x[0..count). */
@inline function axpy(y: usize, x: usize, alpha: f64, count: i32): void {
  const splat = f64x2.splat(alpha);
  let k = 0;
  for (; k + 4 <= count; k += 4) {
    const offset = (<usize>k) << 3;
    v128.store(y + offset, f64x2.add(v128.load(y + offset), f64x2.mul(v128.load(x + offset), splat)));
    v128.store(y + offset, f64x2.add(v128.load(y + offset, 16), f64x2.mul(v128.load(x + offset, 16), splat)), 16);
  }
  for (; k < count; k++) put(y, k, get(y, k) + alpha * get(x, k));
}

/**
 * √(a² + b²) for the sweeps' rotations: the plain sum where its squares neither overflow nor lose
 * precision to underflow (the matrices are scaled to max |a| = 1, so nearly always), else pythag.
 */
@inline function norm2(a: f64, b: f64): f64 {
  const sum = a * a + b * b;
  if (sum > 1e-290 && sum < 1e290) return sqrt(sum);
  return pythag(a, b);
}

/** √(a² + b²) without overflow or needless underflow. */
@inline export function pythag(a: f64, b: f64): f64 {
  const x = abs(a);
  const y = abs(b);
  const big = max(x, y);
  if (big == 0) return 0;
  const small = min(x, y) / big;
  return big * sqrt(1 + small * small);
}

// The reflector of the last `reflector` call (dlarfg): H x = β e₁, H = I − τ v vᵀ, v₀ = 1.
export let reflectorTau: f64 = 0;
export let reflectorBeta: f64 = 0;

/**
 * LAPACK's dlarfg on (alpha, x[0..count) at `x` with element stride `stride` doubles): x becomes
 * v's tail (v₀ = 1 implied); τ and β in reflectorTau and reflectorBeta. The norm is scaled (no
 * overflow for huge entries, no underflow for tiny ones).
 */
export function reflector(alpha: f64, x: usize, stride: i32, count: i32): void {
  // The largest |x|: four chains (max is exact and NaN-propagating in any order, so the same value).
  let m0: f64 = 0,
    m1: f64 = 0,
    m2: f64 = 0,
    m3: f64 = 0;
  let i = 0;
  for (; i + 4 <= count; i += 4) {
    const p = at(x, i * stride);
    const step = (<usize>stride) << 3;
    m0 = max(m0, abs(load<f64>(p)));
    m1 = max(m1, abs(load<f64>(p + step)));
    m2 = max(m2, abs(load<f64>(p + 2 * step)));
    m3 = max(m3, abs(load<f64>(p + 3 * step)));
  }
  for (; i < count; i++) m0 = max(m0, abs(get(x, i * stride)));
  const scale = max(max(m0, m1), max(m2, m3));
  if (scale == 0) {
    reflectorTau = 0;
    reflectorBeta = alpha;
    return;
  }
  let sum: f64 = 0;
  const inverseScale = 1 / scale;
  for (let i = 0; i < count; i++) {
    const value = get(x, i * stride) * inverseScale;
    sum += value * value;
  }
  const xnorm = scale * sqrt(sum);
  let beta = pythag(alpha, xnorm);
  if (alpha >= 0) beta = -beta;
  reflectorTau = (beta - alpha) / beta;
  reflectorBeta = beta;
  const inverse = 1 / (alpha - beta);
  for (let i = 0; i < count; i++) put(x, i * stride, get(x, i * stride) * inverse);
}

/**
 * p[0..size) = B v for the symmetric size×size B at `b` (its lower triangle, `stride` doubles a row):
 * along B's rows, row i gives p[i] by a dot product and p[j < i] by an axpy (dsymv, one pass). Four
 * rows share one pass over their common columns (p and v loaded once for four rows), then each
 * finishes its own last few columns; every sum keeps the one-row order, so the bits are one row's.
 */
@inline export function symmetricProduct(b: usize, stride: i32, size: i32, vv: usize, pp: usize): void {
  memory.fill(pp, 0, (<usize>size) << 3);
  const rowBytes = (<usize>stride) << 3;
  let i = 0;
  for (; i + 4 <= size; i += 4) {
    const row0 = at(b, i * stride);
    const row1 = row0 + rowBytes;
    const row2 = row1 + rowBytes;
    const row3 = row2 + rowBytes;
    const s0 = f64x2.splat(get(vv, i));
    const s1 = f64x2.splat(get(vv, i + 1));
    const s2 = f64x2.splat(get(vv, i + 2));
    const s3 = f64x2.splat(get(vv, i + 3));
    let acc0 = f64x2.splat(0);
    let acc1 = acc0;
    let acc2 = acc0;
    let acc3 = acc0;
    let j = 0;
    for (; j + 2 <= i; j += 2) {
      const offset = (<usize>j) << 3;
      const x = v128.load(vv + offset);
      const b0 = v128.load(row0 + offset);
      const b1 = v128.load(row1 + offset);
      const b2 = v128.load(row2 + offset);
      const b3 = v128.load(row3 + offset);
      acc0 = f64x2.add(acc0, f64x2.mul(b0, x));
      acc1 = f64x2.add(acc1, f64x2.mul(b1, x));
      acc2 = f64x2.add(acc2, f64x2.mul(b2, x));
      acc3 = f64x2.add(acc3, f64x2.mul(b3, x));
      let y = f64x2.add(v128.load(pp + offset), f64x2.mul(b0, s0));
      y = f64x2.add(y, f64x2.mul(b1, s1));
      y = f64x2.add(y, f64x2.mul(b2, s2));
      v128.store(pp + offset, f64x2.add(y, f64x2.mul(b3, s3)));
    }
    finishRow(row0, i, j, acc0, vv, pp);
    finishRow(row1, i + 1, j, acc1, vv, pp);
    finishRow(row2, i + 2, j, acc2, vv, pp);
    finishRow(row3, i + 3, j, acc3, vv, pp);
  }
  for (; i < size; i++) finishRow(at(b, i * stride), i, 0, f64x2.splat(0), vv, pp);
}

/**
 * Row i of symmetricProduct from column `from` (even) on, its dot product's lanes so far in `acc`:
 * the pairs left, the odd column, then p[i].
 */
@inline function finishRow(row: usize, i: i32, from: i32, acc: v128, vv: usize, pp: usize): void {
  const vi = get(vv, i);
  const splat = f64x2.splat(vi);
  let j = from;
  for (; j + 2 <= i; j += 2) {
    const offset = (<usize>j) << 3;
    const x = v128.load(row + offset);
    acc = f64x2.add(acc, f64x2.mul(x, v128.load(vv + offset)));
    v128.store(pp + offset, f64x2.add(v128.load(pp + offset), f64x2.mul(x, splat)));
  }
  let sum = f64x2.extract_lane(acc, 0) + f64x2.extract_lane(acc, 1);
  for (; j < i; j++) {
    const x = get(row, j);
    sum += x * get(vv, j);
    put(pp, j, get(pp, j) + x * vi);
  }
  put(pp, i, get(pp, i) + sum + get(row, i) * vi);
}

/**
 * B −= v wᵀ + w vᵀ on the lower triangle of the size×size B at `b` (`stride` doubles a row), w at
 * `pp` (dsyr2). Four rows share one pass over their common columns (v and w loaded once for four
 * rows); each entry's arithmetic is one row's.
 */
@inline function rankTwoUpdate(b: usize, stride: i32, size: i32, vv: usize, pp: usize): void {
  const rowBytes = (<usize>stride) << 3;
  let i = 0;
  for (; i + 4 <= size; i += 4) {
    const row0 = at(b, i * stride);
    const v0 = f64x2.splat(-get(vv, i));
    const v1 = f64x2.splat(-get(vv, i + 1));
    const v2 = f64x2.splat(-get(vv, i + 2));
    const v3 = f64x2.splat(-get(vv, i + 3));
    const w0 = f64x2.splat(-get(pp, i));
    const w1 = f64x2.splat(-get(pp, i + 1));
    const w2 = f64x2.splat(-get(pp, i + 2));
    const w3 = f64x2.splat(-get(pp, i + 3));
    let j = 0;
    for (; j + 2 <= i; j += 2) {
      const offset = (<usize>j) << 3;
      const x = v128.load(pp + offset);
      const y = v128.load(vv + offset);
      let row = row0 + offset;
      v128.store(row, f64x2.add(v128.load(row), f64x2.add(f64x2.mul(v0, x), f64x2.mul(w0, y))));
      row += rowBytes;
      v128.store(row, f64x2.add(v128.load(row), f64x2.add(f64x2.mul(v1, x), f64x2.mul(w1, y))));
      row += rowBytes;
      v128.store(row, f64x2.add(v128.load(row), f64x2.add(f64x2.mul(v2, x), f64x2.mul(w2, y))));
      row += rowBytes;
      v128.store(row, f64x2.add(v128.load(row), f64x2.add(f64x2.mul(v3, x), f64x2.mul(w3, y))));
    }
    for (let k = 0; k < 4; k++) updateRowFrom(row0 + <usize>k * rowBytes, i + k, j, vv, pp);
  }
  for (; i < size; i++) updateRowFrom(at(b, i * stride), i, 0, vv, pp);
}

/** Row i of rankTwoUpdate from column `from` (even) to i. */
@inline function updateRowFrom(row: usize, i: i32, from: i32, vv: usize, pp: usize): void {
  const vi = f64x2.splat(-get(vv, i));
  const wi = f64x2.splat(-get(pp, i));
  let j = from;
  for (; j + 2 <= i + 1; j += 2) {
    const offset = (<usize>j) << 3;
    const update = f64x2.add(f64x2.mul(vi, v128.load(pp + offset)), f64x2.mul(wi, v128.load(vv + offset)));
    v128.store(row + offset, f64x2.add(v128.load(row + offset), update));
  }
  const vs = get(vv, i);
  const ws = get(pp, i);
  for (; j <= i; j++) put(row, j, get(row, j) - (vs * get(pp, j) + ws * get(vv, j)));
}

/**
 * Householder tridiagonalisation of the symmetric n×n row-major `a` from its lower triangle (dsytd2,
 * 'L'): QᵀAQ = T with d (n) its diagonal, e (n) its subdiagonal (e[k] between k and k+1, e[n−1] = 0).
 * Reflector k (acting on rows k+1…n−1) keeps v's tail below the subdiagonal of column k, τ in tau[k].
 * `v`, `p`: n doubles of scratch each. The symmetric product and the rank-2 update run along rows of
 * the lower triangle (contiguous): row i gives p[i] by a dot product and p[j < i] by an axpy.
 */
export function tridiagonalise(a: usize, n: i32, d: usize, e: usize, tau: usize, v: usize, p: usize): void {
  tridiagonaliseFrom(a, n, d, e, tau, v, p, 0);
}

/**
 * tridiagonalise's steps from column `from` on (the columns before it reduced already: the blocked
 * reduction, asm/linalg-tridiagonal-blocked.ts, ends with these on its last columns, as dsytrd
 * ends with dsytd2).
 */
export function tridiagonaliseFrom(
  a: usize,
  n: i32,
  d: usize,
  e: usize,
  tau: usize,
  v: usize,
  p: usize,
  from: i32,
): void {
  for (let k = from; k < n - 2; k++) {
    const first = k + 1;
    const size = n - first;
    reflector(get(a, first * n + k), at(a, (first + 1) * n + k), n, size - 1);
    const t = reflectorTau;
    put(e, k, reflectorBeta);
    put(tau, k, t);
    put(d, k, get(a, k * n + k));
    if (t == 0) continue;
    // v (contiguous, indices first…n−1) and p = τ B v on the trailing block B = a[first.., first..].
    const vv = at(v, first);
    const pp = at(p, first);
    put(vv, 0, 1);
    for (let i = 1; i < size; i++) put(vv, i, get(a, (first + i) * n + k));
    symmetricProduct(at(a, first * n + first), n, size, vv, pp);
    // w = τ p − ½ τ² (pᵀv) v, into p.
    const alpha = -0.5 * t * t * dot(pp, vv, size);
    {
      const ts = f64x2.splat(t);
      const as = f64x2.splat(alpha);
      let i = 0;
      for (; i + 2 <= size; i += 2) {
        const offset = (<usize>i) << 3;
        v128.store(
          pp + offset,
          f64x2.add(f64x2.mul(ts, v128.load(pp + offset)), f64x2.mul(as, v128.load(vv + offset))),
        );
      }
      for (; i < size; i++) put(pp, i, t * get(pp, i) + alpha * get(vv, i));
    }
    rankTwoUpdate(at(a, first * n + first), n, size, vv, pp);
  }
  if (n >= 2) {
    put(d, n - 2, get(a, (n - 2) * n + n - 2));
    put(e, n - 2, get(a, (n - 1) * n + n - 2));
    put(tau, n - 2, 0);
  }
  put(d, n - 1, get(a, (n - 1) * n + n - 1));
  put(e, n - 1, 0);
  put(tau, n - 1, 0);
}

/**
 * Qᵀ (n×n, row-major into `w`) from tridiagonalise's reflectors: Q = H₀ H₁ … H_{n−3}, accumulated
 * backwards on the left as dorg2l/dorgtr do (each step touches only the block it changes), then
 * transposed (so that Q's columns, the rotations' operands, are rows). `q`: n×n scratch; `row`: n.
 */
export function formQTransposed(a: usize, n: i32, tau: usize, q: usize, w: usize, row: usize): void {
  memory.fill(q, 0, (<usize>n * <usize>n) << 3);
  for (let i = 0; i < n; i++) put(q, i * n + i, 1);
  for (let k = n - 3; k >= 0; k--) {
    const t = get(tau, k);
    if (t == 0) continue;
    const first = k + 1;
    const width = n - first;
    // row = vᵀ Q[first.., first..] (v₀ = 1 at row first; its tail in a's column k below it).
    memory.copy(row, at(q, first * n + first), (<usize>width) << 3);
    for (let i = first + 1; i < n; i++) axpy(row, at(q, i * n + first), get(a, i * n + k), width);
    axpy(at(q, first * n + first), row, -t, width);
    for (let i = first + 1; i < n; i++) axpy(at(q, i * n + first), row, -t * get(a, i * n + k), width);
  }
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) put(w, j * n + i, get(q, i * n + j));
}

/**
 * The chain of rotations of one sweep, applied to rows of the row-major `w` (`width` columns, `stride`
 * doubles a row): for i = from, from − 1, …, to (descending), rows (i, i+1) ←
 * (c W[i] − s W[i+1], s W[i] + c W[i+1]) with c = cs[i], s = sn[i]. Eight columns at a time, the
 * row carried from one rotation to the next in registers.
 */
export function chainDown(w: usize, width: i32, stride: i32, from: i32, to: i32, cs: usize, sn: usize): void {
  const rowBytes = (<usize>stride) << 3;
  let j = 0;
  for (; j + 8 <= width; j += 8) {
    const column = at(w, j);
    let top = column + <usize>(from + 1) * rowBytes;
    let c0 = v128.load(top);
    let c1 = v128.load(top, 16);
    let c2 = v128.load(top, 32);
    let c3 = v128.load(top, 48);
    for (let i = from; i >= to; i--) {
      const row = column + <usize>i * rowBytes;
      const c = v128.load64_splat(at(cs, i));
      const s = v128.load64_splat(at(sn, i));
      const x0 = v128.load(row);
      const x1 = v128.load(row, 16);
      const x2 = v128.load(row, 32);
      const x3 = v128.load(row, 48);
      const below = row + rowBytes;
      v128.store(below, f64x2.add(f64x2.mul(s, x0), f64x2.mul(c, c0)));
      v128.store(below, f64x2.add(f64x2.mul(s, x1), f64x2.mul(c, c1)), 16);
      v128.store(below, f64x2.add(f64x2.mul(s, x2), f64x2.mul(c, c2)), 32);
      v128.store(below, f64x2.add(f64x2.mul(s, x3), f64x2.mul(c, c3)), 48);
      c0 = f64x2.sub(f64x2.mul(c, x0), f64x2.mul(s, c0));
      c1 = f64x2.sub(f64x2.mul(c, x1), f64x2.mul(s, c1));
      c2 = f64x2.sub(f64x2.mul(c, x2), f64x2.mul(s, c2));
      c3 = f64x2.sub(f64x2.mul(c, x3), f64x2.mul(s, c3));
    }
    top = column + <usize>to * rowBytes;
    v128.store(top, c0);
    v128.store(top, c1, 16);
    v128.store(top, c2, 32);
    v128.store(top, c3, 48);
  }
  for (; j + 2 <= width; j += 2) {
    const column = at(w, j);
    let c0 = v128.load(column + <usize>(from + 1) * rowBytes);
    for (let i = from; i >= to; i--) {
      const row = column + <usize>i * rowBytes;
      const c = v128.load64_splat(at(cs, i));
      const s = v128.load64_splat(at(sn, i));
      const x0 = v128.load(row);
      v128.store(row + rowBytes, f64x2.add(f64x2.mul(s, x0), f64x2.mul(c, c0)));
      c0 = f64x2.sub(f64x2.mul(c, x0), f64x2.mul(s, c0));
    }
    v128.store(column + <usize>to * rowBytes, c0);
  }
  for (; j < width; j++) {
    const column = at(w, j);
    let carry = load<f64>(column + <usize>(from + 1) * rowBytes);
    for (let i = from; i >= to; i--) {
      const row = column + <usize>i * rowBytes;
      const c = get(cs, i);
      const s = get(sn, i);
      const x = load<f64>(row);
      store<f64>(row + rowBytes, s * x + c * carry);
      carry = c * x - s * carry;
    }
    store<f64>(column + <usize>to * rowBytes, carry);
  }
}

/**
 * The symmetric tridiagonal eigenproblem (d diagonal, e subdiagonal with e[k] between k and k+1) by
 * implicit QL with Wilkinson-type shifts (tql2), in place: eigenvalues (unsorted) in d. Where `w`
 * is not 0 the rotations of each sweep are applied to its rows (n×n, row-major) as a chain. `cs`,
 * `sn`: n doubles. Returns 0, or 1 where an eigenvalue took more than `cap` iterations.
 */
export function tridiagonalQL(d: usize, e: usize, n: i32, w: usize, cs: usize, sn: usize, cap: i32): i32 {
  if (n > 0) put(e, n - 1, 0);
  let f: f64 = 0;
  let tst1: f64 = 0;
  const eps: f64 = 2.220446049250313e-16;
  for (let l = 0; l < n; l++) {
    tst1 = max(tst1, abs(get(d, l)) + abs(get(e, l)));
    let m = l;
    while (m < n) {
      if (abs(get(e, m)) <= eps * tst1) break;
      m++;
    }
    if (m == n) m = n - 1;
    if (m > l) {
      let iter = 0;
      do {
        iter++;
        if (iter > cap) return 1;
        let g = get(d, l);
        const el = get(e, l);
        let p = (get(d, l + 1) - g) / (2 * el);
        let r = pythag(p, 1);
        if (p < 0) r = -r;
        put(d, l, el / (p + r));
        put(d, l + 1, el * (p + r));
        const dl1 = get(d, l + 1);
        let h = g - get(d, l);
        for (let i = l + 2; i < n; i++) put(d, i, get(d, i) - h);
        f += h;
        p = get(d, m);
        let c: f64 = 1;
        let c2: f64 = 1;
        let c3: f64 = 1;
        const el1 = get(e, l + 1);
        let s: f64 = 0;
        let s2: f64 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          const ei = get(e, i);
          const di = get(d, i);
          g = c * ei;
          h = c * p;
          r = norm2(p, ei);
          put(e, i + 1, s * r);
          s = ei / r;
          c = p / r;
          p = c * di - s * g;
          put(d, i + 1, h + s * (c * g + s * di));
          put(cs, i, c);
          put(sn, i, s);
        }
        if (w != 0) chainDown(w, n, n, m - 1, l, cs, sn);
        p = (-s * s2 * c3 * el1 * get(e, l)) / dl1;
        put(e, l, s * p);
        put(d, l, c * p);
      } while (abs(get(e, l)) > eps * tst1);
    }
    put(d, l, get(d, l) + f);
    put(e, l, 0);
  }
  return 0;
}

/**
 * The chain of rotations of one bidiagonal QR sweep, ascending: for i = from, from + 1, …, to,
 * rows (i, i+1) of the row-major `w` ← (c W[i] + s W[i+1], −s W[i] + c W[i+1]) with c = cs[i],
 * s = sn[i]. As chainDown, eight columns at a time with the passing row in registers.
 */
export function chainUp(w: usize, width: i32, stride: i32, from: i32, to: i32, cs: usize, sn: usize): void {
  const rowBytes = (<usize>stride) << 3;
  let j = 0;
  for (; j + 8 <= width; j += 8) {
    const column = at(w, j);
    let top = column + <usize>from * rowBytes;
    let c0 = v128.load(top);
    let c1 = v128.load(top, 16);
    let c2 = v128.load(top, 32);
    let c3 = v128.load(top, 48);
    for (let i = from; i <= to; i++) {
      const row = column + <usize>i * rowBytes;
      const c = v128.load64_splat(at(cs, i));
      const s = v128.load64_splat(at(sn, i));
      const below = row + rowBytes;
      const x0 = v128.load(below);
      const x1 = v128.load(below, 16);
      const x2 = v128.load(below, 32);
      const x3 = v128.load(below, 48);
      v128.store(row, f64x2.add(f64x2.mul(c, c0), f64x2.mul(s, x0)));
      v128.store(row, f64x2.add(f64x2.mul(c, c1), f64x2.mul(s, x1)), 16);
      v128.store(row, f64x2.add(f64x2.mul(c, c2), f64x2.mul(s, x2)), 32);
      v128.store(row, f64x2.add(f64x2.mul(c, c3), f64x2.mul(s, x3)), 48);
      c0 = f64x2.sub(f64x2.mul(c, x0), f64x2.mul(s, c0));
      c1 = f64x2.sub(f64x2.mul(c, x1), f64x2.mul(s, c1));
      c2 = f64x2.sub(f64x2.mul(c, x2), f64x2.mul(s, c2));
      c3 = f64x2.sub(f64x2.mul(c, x3), f64x2.mul(s, c3));
    }
    top = column + <usize>(to + 1) * rowBytes;
    v128.store(top, c0);
    v128.store(top, c1, 16);
    v128.store(top, c2, 32);
    v128.store(top, c3, 48);
  }
  for (; j + 2 <= width; j += 2) {
    const column = at(w, j);
    let c0 = v128.load(column + <usize>from * rowBytes);
    for (let i = from; i <= to; i++) {
      const row = column + <usize>i * rowBytes;
      const c = v128.load64_splat(at(cs, i));
      const s = v128.load64_splat(at(sn, i));
      const x0 = v128.load(row + rowBytes);
      v128.store(row, f64x2.add(f64x2.mul(c, c0), f64x2.mul(s, x0)));
      c0 = f64x2.sub(f64x2.mul(c, x0), f64x2.mul(s, c0));
    }
    v128.store(column + <usize>(to + 1) * rowBytes, c0);
  }
  for (; j < width; j++) {
    const column = at(w, j);
    let carry = load<f64>(column + <usize>from * rowBytes);
    for (let i = from; i <= to; i++) {
      const row = column + <usize>i * rowBytes;
      const c = get(cs, i);
      const s = get(sn, i);
      const x = load<f64>(row + rowBytes);
      store<f64>(row, c * carry + s * x);
      carry = c * x - s * carry;
    }
    store<f64>(column + <usize>(to + 1) * rowBytes, carry);
  }
}

/** Rows x, y (count doubles each) ← (c x + s y, −s x + c y). */
function rotatePair(x: usize, y: usize, c: f64, s: f64, count: i32): void {
  const cv = f64x2.splat(c);
  const sv = f64x2.splat(s);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    const a = v128.load(x + offset);
    const b = v128.load(y + offset);
    v128.store(x + offset, f64x2.add(f64x2.mul(cv, a), f64x2.mul(sv, b)));
    v128.store(y + offset, f64x2.sub(f64x2.mul(cv, b), f64x2.mul(sv, a)));
  }
  for (; k < count; k++) {
    const a = get(x, k);
    const b = get(y, k);
    put(x, k, c * a + s * b);
    put(y, k, c * b - s * a);
  }
}

/**
 * Golub–Kahan bidiagonalisation (dgebd2) of H = Gᵀ, G the r×len row-major `g` (r ≤ len, so H is
 * tall): H = P B Qᵀ with B upper bidiagonal, d (r) its diagonal, e (r) its superdiagonal (e[k]
 * between k and k+1). H's columns are g's rows: P's reflector k (on H's rows k…len−1) is made from
 * g's row k and applied to g's rows below it (a dot product and an axpy each); Q's reflector k (on
 * H's columns k+1…r−1) from g's column k below row k+1, applied as a combination of g's rows. The
 * reflectors' tails stay in g (P's along row k right of the diagonal, Q's down column k below the
 * subdiagonal), their τ in tauP and tauQ. `v`: len doubles of scratch.
 */
export function bidiagonalise(
  g: usize,
  r: i32,
  len: i32,
  d: usize,
  e: usize,
  tauP: usize,
  tauQ: usize,
  v: usize,
): void {
  bidiagonaliseFrom(g, r, len, d, e, tauP, tauQ, v, 0);
}

/**
 * bidiagonalise's steps from `from` on (the steps before it done already: the blocked reduction,
 * asm/linalg-bidiagonal-blocked.ts, ends with these on its last rows and columns, as dgebrd with
 * dgebd2).
 */
export function bidiagonaliseFrom(
  g: usize,
  r: i32,
  len: i32,
  d: usize,
  e: usize,
  tauP: usize,
  tauQ: usize,
  v: usize,
  from: i32,
): void {
  for (let k = from; k < r; k++) {
    const rowK = at(g, k * len);
    reflector(get(rowK, k), at(rowK, k + 1), 1, len - k - 1);
    let t = reflectorTau;
    put(d, k, reflectorBeta);
    put(tauP, k, t);
    put(rowK, k, reflectorBeta);
    const width = len - k;
    if (t != 0 && k + 1 < r) {
      const vv = at(v, k);
      put(vv, 0, 1);
      memory.copy(at(vv, 1), at(rowK, k + 1), (<usize>(width - 1)) << 3);
      reflectRows(at(g, (k + 1) * len + k), (<usize>len) << 3, vv, t, r - k - 1, width);
    }
    if (k + 1 >= r) {
      put(e, k, 0);
      put(tauQ, k, 0);
      continue;
    }
    if (k + 2 >= r) {
      put(e, k, get(g, (k + 1) * len + k));
      put(tauQ, k, 0);
      continue;
    }
    reflector(get(g, (k + 1) * len + k), at(g, (k + 2) * len + k), len, r - k - 2);
    t = reflectorTau;
    put(e, k, reflectorBeta);
    put(tauQ, k, t);
    if (t == 0) continue;
    // g[k+1.., k+1..] ← (I − τ u uᵀ) g[k+1.., k+1..], u = (1, g[k+2.., k]): w = uᵀ g, g −= τ u w.
    const span = len - k - 1;
    const w = at(v, k + 1);
    memory.copy(w, at(g, (k + 1) * len + k + 1), (<usize>span) << 3);
    const below = at(g, (k + 2) * len + k);
    const rowBytes = (<usize>len) << 3;
    accumulateRows(w, below + 8, rowBytes, below, rowBytes, r - k - 2, span);
    axpy(at(g, (k + 1) * len + k + 1), w, -t, span);
    updateRows(below + 8, rowBytes, w, below, rowBytes, -t, r - k - 2, span);
  }
}

/**
 * The first `rows` rows of Pᵀ (rows × len, row-major into `ut`) from bidiagonalise's left
 * reflectors: Pᵀ = P_{r−1} ⋯ P₀, formed as E·P_{r−1}⋯P₀ from the right (each step touches rows and
 * columns from k on: dorgbr's structure, transposed). `v`: len doubles of scratch.
 */
export function formPTransposed(g: usize, r: i32, len: i32, tauP: usize, ut: usize, rows: i32, v: usize): void {
  memory.fill(ut, 0, (<usize>rows * <usize>len) << 3);
  for (let i = 0; i < rows; i++) put(ut, i * len + i, 1);
  for (let k = min(r, rows) - 1; k >= 0; k--) {
    const t = get(tauP, k);
    if (t == 0) continue;
    const width = len - k;
    const vv = at(v, k);
    put(vv, 0, 1);
    memory.copy(at(vv, 1), at(g, k * len + k + 1), (<usize>(width - 1)) << 3);
    reflectRows(at(ut, k * len + k), (<usize>len) << 3, vv, t, rows - k, width);
  }
}

/**
 * Qᵀ (r×r, row-major into `vt`) from bidiagonalise's right reflectors: Qᵀ = Q_{r−3} ⋯ Q₀, formed as
 * I·Q_{r−3}⋯Q₀ from the right. `v`: r doubles of scratch.
 */
export function formQTransposedOfRows(g: usize, r: i32, len: i32, tauQ: usize, vt: usize, v: usize): void {
  memory.fill(vt, 0, (<usize>r * <usize>r) << 3);
  for (let i = 0; i < r; i++) put(vt, i * r + i, 1);
  for (let k = r - 3; k >= 0; k--) {
    const t = get(tauQ, k);
    if (t == 0) continue;
    const first = k + 1;
    const width = r - first;
    const vv = at(v, first);
    put(vv, 0, 1);
    for (let i = 1; i < width; i++) put(vv, i, get(g, (first + i) * len + k));
    reflectRows(at(vt, first * r + first), (<usize>r) << 3, vv, t, r - first, width);
  }
}

/**
 * The SVD of the upper bidiagonal B (d diagonal, e superdiagonal) by implicitly shifted QR (the
 * Golub–Kahan step, GVL Alg. 8.6.1, in the form of Golub and Reinsch's svd as JAMA has it), in
 * place: d ← the singular values (non-negative, unsorted), e ← 0. B = U Σ Vᵀ: where `ut` is not 0
 * the rotations on U's columns are applied to its rows 0…r−1 (`ulen` doubles each), where `vt` is
 * not 0 those on V's columns to its rows (r each), a sweep's rotations as one chain. `work`: 4r
 * doubles. Returns 0, or 1 where the sweeps took more than cap·r² rotation steps in all (LAPACK's
 * dbdsqr bound, MAXITR = 6). The bound is on the whole iteration, not one value: on a graded matrix
 * the shift is lost beside the top entry and every value converges at once, slowly (n = 256 with
 * singular values from 1 to 10⁻⁸ takes about 300 sweeps before the first deflates).
 */
export function bidiagonalQR(d: usize, e: usize, r: i32, ut: usize, ulen: i32, vt: usize, work: usize, cap: i32): i32 {
  const eps: f64 = 2.220446049250313e-16;
  const tiny: f64 = 2.004168360008973e-292; // 2^−966, as JAMA
  const csV = work;
  const snV = at(work, r);
  const csU = at(work, 2 * r);
  const snU = at(work, 3 * r);
  let p = r;
  let steps: i64 = 0;
  const limit: i64 = <i64>cap * <i64>r * <i64>r;
  put(e, r - 1, 0);
  while (p > 0) {
    if (steps > limit) return 1;
    // k: the largest index below p − 1 with a negligible e[k] (−1: none).
    let k = p - 2;
    for (; k >= 0; k--) {
      if (abs(get(e, k)) <= tiny + eps * (abs(get(d, k)) + abs(get(d, k + 1)))) {
        put(e, k, 0);
        break;
      }
    }
    let kase = 0;
    if (k == p - 2) kase = 4;
    else {
      let ks = p - 1;
      for (; ks > k; ks--) {
        const t = (ks != p ? abs(get(e, ks)) : 0) + (ks != k + 1 ? abs(get(e, ks - 1)) : 0);
        if (abs(get(d, ks)) <= tiny + eps * t) {
          put(d, ks, 0);
          break;
        }
      }
      if (ks == k) kase = 3;
      else if (ks == p - 1) kase = 1;
      else {
        kase = 2;
        k = ks;
      }
    }
    k++;
    if (kase == 1) {
      // d[p−1] is negligible: chase e[p−2] out by rotations on V's columns (j, p−1).
      let f = get(e, p - 2);
      put(e, p - 2, 0);
      for (let j = p - 2; j >= k; j--) {
        const t = pythag(get(d, j), f);
        const c = get(d, j) / t;
        const s = f / t;
        put(d, j, t);
        if (j != k) {
          f = -s * get(e, j - 1);
          put(e, j - 1, c * get(e, j - 1));
        }
        if (vt != 0) rotatePair(at(vt, j * r), at(vt, (p - 1) * r), c, s, r);
      }
    } else if (kase == 2) {
      // d[k−1] is negligible: split, chasing e[k−1] by rotations on U's columns (j, k−1).
      let f = get(e, k - 1);
      put(e, k - 1, 0);
      for (let j = k; j < p; j++) {
        const t = pythag(get(d, j), f);
        const c = get(d, j) / t;
        const s = f / t;
        put(d, j, t);
        f = -s * get(e, j);
        put(e, j, c * get(e, j));
        if (ut != 0) rotatePair(at(ut, j * ulen), at(ut, (k - 1) * ulen), c, s, ulen);
      }
    } else if (kase == 3) {
      // One implicit QR step on rows and columns k…p−1, the shift from the trailing 2×2 of BᵀB.
      const scale = max(
        max(max(max(abs(get(d, p - 1)), abs(get(d, p - 2))), abs(get(e, p - 2))), abs(get(d, k))),
        abs(get(e, k)),
      );
      const sp = get(d, p - 1) / scale;
      const spm1 = get(d, p - 2) / scale;
      const epm1 = get(e, p - 2) / scale;
      const sk = get(d, k) / scale;
      const ek = get(e, k) / scale;
      const b = ((spm1 + sp) * (spm1 - sp) + epm1 * epm1) / 2;
      const c0 = sp * epm1 * (sp * epm1);
      let shift: f64 = 0;
      if (b != 0 || c0 != 0) {
        shift = sqrt(b * b + c0);
        if (b < 0) shift = -shift;
        shift = c0 / (b + shift);
      }
      let f = (sk + sp) * (sk - sp) + shift;
      let g = sk * ek;
      for (let j = k; j < p - 1; j++) {
        let t = norm2(f, g);
        let c = f / t;
        let s = g / t;
        if (j != k) put(e, j - 1, t);
        f = c * get(d, j) + s * get(e, j);
        put(e, j, c * get(e, j) - s * get(d, j));
        g = s * get(d, j + 1);
        put(d, j + 1, c * get(d, j + 1));
        put(csV, j, c);
        put(snV, j, s);
        t = norm2(f, g);
        c = f / t;
        s = g / t;
        put(d, j, t);
        f = c * get(e, j) + s * get(d, j + 1);
        put(d, j + 1, -s * get(e, j) + c * get(d, j + 1));
        g = s * get(e, j + 1);
        put(e, j + 1, c * get(e, j + 1));
        put(csU, j, c);
        put(snU, j, s);
      }
      put(e, p - 2, f);
      if (vt != 0) chainUp(vt, r, r, k, p - 2, csV, snV);
      if (ut != 0) chainUp(ut, ulen, ulen, k, p - 2, csU, snU);
      steps += p - k;
    } else {
      // d[k] has converged: made non-negative (V's row negated with it).
      if (get(d, k) <= 0) {
        put(d, k, get(d, k) < 0 ? -get(d, k) : 0);
        if (vt != 0) for (let i = 0; i < r; i++) put(vt, k * r + i, -get(vt, k * r + i));
      }
      p--;
    }
  }
  return 0;
}
