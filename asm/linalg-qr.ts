// The orthogonal family of linalg (qr, eigh, svd) in float64, one row-major matrix per call; the
// callers round float32 input up to float64 and the results back once (LAPACK-quality float32 needs
// more than float32 sums: the results are accurate to float32's epsilon this way). Buffers are the
// caller's, but for eigh's scratch (scratchAlloc: a thread's own block on a worker). Every iteration
// has a cap.
//
// References: G. H. Golub and C. F. Van Loan, Matrix Computations, 4th ed. (GVL): §5.1–5.2
// (Householder QR, LAPACK's dgeqrf/dorgqr sign convention, H = I − τ v vᵀ with v₀ = 1), §8.3
// (Householder tridiagonalisation and the implicit symmetric QR step: asm/linalg-symmetric.ts), §8.6.3
// (one-sided Jacobi SVD: Hestenes 1958; de Rijk's rotations as in J. Demmel and K. Veselić, "Jacobi's
// method is more accurate than QR", SIAM J. Matrix Anal. Appl. 13 (1992), LAPACK Working Note 15).

import { formQTransposed, tridiagonalise, tridiagonalQL } from './linalg-symmetric';
import { scratchAlloc, scratchFree } from './memory';

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}

/** y[0..count) += alpha · x[0..count), two lanes at a time. */
@inline function axpy(y: usize, x: usize, alpha: f64, count: i32): void {
  const splat = f64x2.splat(alpha);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    v128.store(y + offset, f64x2.add(v128.load(y + offset), f64x2.mul(v128.load(x + offset), splat)));
  }
  for (; k < count; k++) store<f64>(at(y, k), load<f64>(at(y, k)) + alpha * load<f64>(at(x, k)));
}

/** Σ x[k] · y[k] over [0, count). */
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
  for (; k < count; k++) sum += load<f64>(at(x, k)) * load<f64>(at(y, k));
  return sum;
}

/** The Householder reflector of a column: LAPACK's dlarfg. Scaled sums: no overflow for huge entries. */
@inline function columnNorm(a: usize, m: i32, n: i32, j: i32, first: i32): f64 {
  let scale: f64 = 0;
  for (let i = first; i < m; i++) scale = max(scale, abs(load<f64>(at(a, i * n + j))));
  if (scale == 0 || !isFinite(scale)) return scale;
  let sum: f64 = 0;
  for (let i = first; i < m; i++) {
    const x = load<f64>(at(a, i * n + j)) / scale;
    sum += x * x;
  }
  return scale * sqrt(sum);
}

/**
 * Householder QR of the m×n matrix `a` in place (LAPACK's dgeqrf layout): R on and above the
 * diagonal, the reflectors' vectors below it (v₀ = 1 implied), their τ in `tau` (min(m, n)).
 * `work`: n doubles. The trailing columns are updated row by row (w = vᵀA, A −= τ v wᵀ).
 */
export function linalg_qr_float64(a: usize, m: i32, n: i32, tau: usize, work: usize): i32 {
  const k = min(m, n);
  for (let j = 0; j < k; j++) {
    const alpha = load<f64>(at(a, j * n + j));
    const xnorm = columnNorm(a, m, n, j, j + 1);
    if (xnorm == 0) {
      store<f64>(at(tau, j), 0);
      continue;
    }
    const scale = max(abs(alpha), xnorm);
    const ra = alpha / scale;
    const rx = xnorm / scale;
    let beta = scale * sqrt(ra * ra + rx * rx);
    if (alpha >= 0) beta = -beta;
    const t = (beta - alpha) / beta;
    const inverse = 1 / (alpha - beta);
    for (let i = j + 1; i < m; i++) store<f64>(at(a, i * n + j), load<f64>(at(a, i * n + j)) * inverse);
    store<f64>(at(a, j * n + j), beta);
    store<f64>(at(tau, j), t);
    const width = n - j - 1;
    if (width <= 0) continue;
    // w = A[j, j+1:] + Σ_{i>j} v_i A[i, j+1:]
    const w = work;
    memory.copy(w, at(a, j * n + j + 1), (<usize>width) << 3);
    for (let i = j + 1; i < m; i++) axpy(w, at(a, i * n + j + 1), load<f64>(at(a, i * n + j)), width);
    axpy(at(a, j * n + j + 1), w, -t, width);
    for (let i = j + 1; i < m; i++) axpy(at(a, i * n + j + 1), w, -t * load<f64>(at(a, i * n + j)), width);
  }
  return 0;
}

/**
 * Q (m×qc, qc = min(m, n) or m) from linalg_qr_float64's reflectors, accumulated backwards as
 * LAPACK's dorgqr: Q = H₀ H₁ … H_{k−1} I. `work`: qc doubles.
 */
export function linalg_qr_q_float64(a: usize, m: i32, n: i32, tau: usize, q: usize, qc: i32, work: usize): i32 {
  const k = min(m, n);
  memory.fill(q, 0, (<usize>m * <usize>qc) << 3);
  for (let i = 0; i < min(m, qc); i++) store<f64>(at(q, i * qc + i), 1);
  for (let j = k - 1; j >= 0; j--) {
    const t = load<f64>(at(tau, j));
    if (t == 0) continue;
    const width = qc - j;
    const w = work;
    memory.copy(w, at(q, j * qc + j), (<usize>width) << 3);
    for (let i = j + 1; i < m; i++) axpy(w, at(q, i * qc + j), load<f64>(at(a, i * n + j)), width);
    axpy(at(q, j * qc + j), w, -t, width);
    for (let i = j + 1; i < m; i++) axpy(at(q, i * qc + j), w, -t * load<f64>(at(a, i * n + j)), width);
  }
  return 0;
}

/**
 * The symmetric eigenproblem of the n×n matrix `a` (its lower triangle, or its upper one where
 * `lower` is 0), in place: eigenvalues ascending in `d`, and where `want` is not 0 the eigenvectors
 * as a's columns. `e`: n doubles. Householder tridiagonalisation (dsytd2, asm/linalg-symmetric.ts),
 * Q formed from its reflectors (dorgtr) and kept transposed, implicit QL with Wilkinson-type shifts
 * (tql2) with each sweep's rotations applied to Qᵀ's rows as one chain. Returns 0, 1 where an
 * eigenvalue took more than `cap` iterations, or 2 where scratch could not be allocated.
 */
export function linalg_eigh_float64(a: usize, n: i32, lower: i32, d: usize, e: usize, want: i32, cap: i32): i32 {
  if (lower == 0) {
    for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) store<f64>(at(a, i * n + j), load<f64>(at(a, j * n + i)));
  }
  if (n == 1) {
    store<f64>(d, load<f64>(a));
    store<f64>(a, 1);
    return 0;
  }
  const vectors = want != 0;
  const scratch = scratchAlloc(((vectors ? <usize>n * <usize>n : 0) + 3 * <usize>n) << 3);
  if (scratch == 0) return 2;
  const tau = scratch;
  const v = at(scratch, n);
  const p = at(scratch, 2 * n);
  tridiagonalise(a, n, d, e, tau, v, p);
  // W = Qᵀ into a (a's reflectors are read before the transposed copy overwrites them).
  if (vectors) formQTransposed(a, n, tau, at(scratch, 3 * n), a, v);
  const status = tridiagonalQL(d, e, n, vectors ? a : 0, v, p, cap);
  scratchFree(scratch);
  if (status != 0) return status;
  // Sort ascending (selection sort, swapping W's rows), then transpose W back into V.
  for (let i = 0; i < n - 1; i++) {
    let k = i;
    let smallest = load<f64>(at(d, i));
    for (let j = i + 1; j < n; j++) {
      const dj = load<f64>(at(d, j));
      if (dj < smallest) {
        k = j;
        smallest = dj;
      }
    }
    if (k != i) {
      store<f64>(at(d, k), load<f64>(at(d, i)));
      store<f64>(at(d, i), smallest);
      if (vectors)
        for (let j = 0; j < n; j++) {
          const x = load<f64>(at(a, i * n + j));
          store<f64>(at(a, i * n + j), load<f64>(at(a, k * n + j)));
          store<f64>(at(a, k * n + j), x);
        }
    }
  }
  if (vectors)
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const x = load<f64>(at(a, i * n + j));
        store<f64>(at(a, i * n + j), load<f64>(at(a, j * n + i)));
        store<f64>(at(a, j * n + i), x);
      }
  return 0;
}

/**
 * One-sided Jacobi SVD (Hestenes): the r rows of `g` (r×len, r ≤ len) are rotated in pairs until
 * every pair is orthogonal to working precision (|gₚ·g_q| ≤ ε‖gₚ‖‖g_q‖), the rotations accumulated
 * in `vt` (r×r, rows). Then s[i] = ‖g_i‖ descending; `ut` gets the normalised rows in that order
 * (urows of them, urows ≥ r completed to an orthonormal set by Gram–Schmidt on unit vectors, as are
 * the rows of zero singular values), `vt` is permuted the same way. With `want` 0 only s. `order`:
 * r doubles. Returns 0, or 1 where `cap` sweeps did not converge.
 */
export function linalg_svd_float64(
  g: usize,
  r: i32,
  len: i32,
  s: usize,
  ut: usize,
  urows: i32,
  vt: usize,
  want: i32,
  cap: i32,
  order: usize,
): i32 {
  const tol: f64 = 2.220446049250313e-16;
  if (want != 0) {
    memory.fill(vt, 0, (<usize>r * <usize>r) << 3);
    for (let i = 0; i < r; i++) store<f64>(at(vt, i * r + i), 1);
  }
  let sweep = 0;
  let rotated = true;
  while (rotated) {
    if (sweep >= cap) return 1;
    sweep++;
    rotated = false;
    for (let p = 0; p < r - 1; p++) {
      const gp = at(g, p * len);
      for (let q = p + 1; q < r; q++) {
        const gq = at(g, q * len);
        const alpha = dot(gp, gp, len);
        const beta = dot(gq, gq, len);
        const gamma = dot(gp, gq, len);
        if (gamma == 0 || abs(gamma) <= tol * sqrt(alpha) * sqrt(beta)) continue;
        rotated = true;
        const zeta = (beta - alpha) / (2 * gamma);
        const sign: f64 = zeta >= 0 ? 1 : -1;
        const t = abs(zeta) > 1e150 ? 1 / (2 * zeta) : sign / (abs(zeta) + sqrt(1 + zeta * zeta));
        const c = 1 / sqrt(1 + t * t);
        const sn = c * t;
        rotate(gp, gq, c, sn, len);
        if (want != 0) rotate(at(vt, p * r), at(vt, q * r), c, sn, r);
      }
    }
  }
  for (let i = 0; i < r; i++) {
    const rowI = at(g, i * len);
    // ‖g_i‖ with scaling (the caller scaled the matrix to max |a| = 1, so plain sums are safe).
    store<f64>(at(s, i), sqrt(dot(rowI, rowI, len)));
    store<f64>(at(order, i), <f64>i);
  }
  // Sort descending by s, carrying the row indices in `order`.
  for (let i = 0; i < r - 1; i++) {
    let k = i;
    let best = load<f64>(at(s, i));
    for (let j = i + 1; j < r; j++) {
      const sj = load<f64>(at(s, j));
      if (sj > best) {
        k = j;
        best = sj;
      }
    }
    if (k != i) {
      store<f64>(at(s, k), load<f64>(at(s, i)));
      store<f64>(at(s, i), best);
      const o = load<f64>(at(order, k));
      store<f64>(at(order, k), load<f64>(at(order, i)));
      store<f64>(at(order, i), o);
    }
  }
  if (want == 0) return 0;
  // Vt permuted into ut's first r rows as scratch? No: permute vt in place by cycles through `order`
  // would need a mark; copy rows through g instead (g is consumed: normalise into ut first).
  const smax = r > 0 ? load<f64>(s) : 0;
  const floor = smax * <f64>max(r, len) * tol;
  let accepted = 0;
  for (let i = 0; i < r; i++) {
    const source = <i32>load<f64>(at(order, i));
    const si = load<f64>(at(s, i));
    const target = at(ut, i * len);
    if (si > floor && si > 0) {
      const inverse = 1 / si;
      const from = at(g, source * len);
      for (let k = 0; k < len; k++) store<f64>(at(target, k), load<f64>(at(from, k)) * inverse);
      accepted++;
    } else {
      // marked for completion below
      store<f64>(target, NaN);
    }
  }
  // Permute vt's rows: g's rows are free now (len ≥ r), use them as the copy.
  for (let i = 0; i < r; i++) memory.copy(at(g, i * len), at(vt, i * r), (<usize>r) << 3);
  for (let i = 0; i < r; i++) {
    const source = <i32>load<f64>(at(order, i));
    memory.copy(at(vt, i * r), at(g, source * len), (<usize>r) << 3);
  }
  // Complete: rows of zero singular values, and rows r … urows − 1.
  let candidate = 0;
  for (let i = 0; i < urows; i++) {
    const target = at(ut, i * len);
    if (i < r && !isNaN(load<f64>(target))) continue;
    let found = false;
    for (let tries = 0; tries < 2 * len && !found; tries++) {
      memory.fill(target, 0, (<usize>len) << 3);
      store<f64>(at(target, candidate), 1);
      candidate = (candidate + 1) % len;
      for (let pass = 0; pass < 2; pass++)
        for (let j = 0; j < urows; j++) {
          if (j == i) continue;
          const other = at(ut, j * len);
          if (j >= i && (j >= r || isNaN(load<f64>(other)))) continue;
          if (j < r && isNaN(load<f64>(other))) continue;
          axpy(target, other, -dot(target, other, len), len);
        }
      const norm = sqrt(dot(target, target, len));
      if (norm > (tries < len ? 0.5 : 1e-3)) {
        const inverse = 1 / norm;
        for (let k = 0; k < len; k++) store<f64>(at(target, k), load<f64>(at(target, k)) * inverse);
        found = true;
      }
    }
    if (!found) return 2;
  }
  return 0;
}

@inline function rotate(x: usize, y: usize, c: f64, s: f64, count: i32): void {
  // x' = c x − s y; y' = s x + c y
  const cs = f64x2.splat(c);
  const ss = f64x2.splat(s);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    const a = v128.load(x + offset);
    const b = v128.load(y + offset);
    v128.store(x + offset, f64x2.sub(f64x2.mul(cs, a), f64x2.mul(ss, b)));
    v128.store(y + offset, f64x2.add(f64x2.mul(ss, a), f64x2.mul(cs, b)));
  }
  for (; k < count; k++) {
    const a = load<f64>(at(x, k));
    const b = load<f64>(at(y, k));
    store<f64>(at(x, k), c * a - s * b);
    store<f64>(at(y, k), s * a + c * b);
  }
}
