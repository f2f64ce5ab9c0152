// The orthogonal family of linalg (qr, eigh, svd) in float64, one row-major matrix per call; the
// callers round float32 input up to float64 and the results back once (LAPACK-quality float32 needs
// more than float32 sums: the results are accurate to float32's epsilon this way). Buffers are the
// caller's, but for eigh's scratch (scratchAlloc: a thread's own block on a worker). Every iteration
// has a cap.
//
// References: G. H. Golub and C. F. Van Loan, Matrix Computations, 4th ed. (GVL): §5.1–5.2
// (Householder QR, LAPACK's dgeqrf/dorgqr sign convention, H = I − τ v vᵀ with v₀ = 1), §8.3
// (Householder tridiagonalisation and the implicit symmetric QR step), §8.6 (Golub–Kahan
// bidiagonalisation and the implicit-shift SVD step): asm/linalg-symmetric.ts has both and cites them.

import {
  bidiagonalise,
  bidiagonalQR,
  formPTransposed,
  formQTransposed,
  formQTransposedOfRows,
  tridiagonalise,
  tridiagonalQL,
} from './linalg-symmetric';
import { scratchAlloc, scratchFree } from './memory';
import { accumulateRows, updateRows } from './linalg-rows';
import { tridiagonaliseBlocked } from './linalg-tridiagonal-blocked';
import { bidiagonaliseBlocked } from './linalg-bidiagonal-blocked';
import { linalg_qr_q_strided_float64 } from './linalg-qr-blocked';

// The blocked tridiagonalisation's panel width and the columns left to the unblocked steps (it runs
// blocked from n > TRIDIAGONAL_TAIL). Measured: bench/linalg-reduce.mjs --panels.
const TRIDIAGONAL_NB = 16;
const TRIDIAGONAL_TAIL = 320;

/** Householder tridiagonalisation, blocked where n > TRIDIAGONAL_TAIL and its scratch is there. */
function reduceSymmetric(a: usize, n: i32, d: usize, e: usize, tau: usize, v: usize, p: usize): void {
  if (n <= TRIDIAGONAL_TAIL || tridiagonaliseBlocked(a, n, d, e, tau, v, p, TRIDIAGONAL_NB, TRIDIAGONAL_TAIL) != 0)
    tridiagonalise(a, n, d, e, tau, v, p);
}

// The blocked bidiagonalisation's panel width and the steps left to the unblocked ones (it runs
// blocked from min(m, n) > BIDIAGONAL_TAIL). Measured (bench/linalg-reduce.mjs --bidiagonal 8,16,24
// --tail 64|128|192, n×n, CPU time): blocked ties at 128, gains 1.05× at 192, 1.10× at 256, 1.17×
// at 512, 1.30× at 1024 (nb 16; nb 8 and 24 within 2%, nb 32 behind); the tail 64–192 within 2%.
const BIDIAGONAL_NB = 16;
const BIDIAGONAL_TAIL = 128;

/** Golub–Kahan bidiagonalisation of Gᵀ, blocked where r > BIDIAGONAL_TAIL and its scratch is there. */
function reduceGeneral(g: usize, r: i32, len: i32, d: usize, e: usize, tauP: usize, tauQ: usize, v: usize): void {
  if (r <= BIDIAGONAL_TAIL || bidiagonaliseBlocked(g, r, len, d, e, tauP, tauQ, v, BIDIAGONAL_NB, BIDIAGONAL_TAIL) != 0)
    bidiagonalise(g, r, len, d, e, tauP, tauQ, v);
}

/**
 * The bidiagonalisation alone of Gᵀ (G the r×len row-major `g`, r ≤ len), for the bench and the
 * tests: panels nb wide while more than `tail` steps remain (tail ≥ nb), or unblocked where nb is
 * 0; d, e, tauP, tauQ (r each) and the reflectors in g as bidiagonalise's. Returns 0, or 2 where
 * scratch could not be allocated.
 */
export function linalg_bidiagonalise_float64(
  g: usize,
  r: i32,
  len: i32,
  d: usize,
  e: usize,
  tauP: usize,
  tauQ: usize,
  nb: i32,
  tail: i32,
): i32 {
  const v = scratchAlloc((<usize>max(len, 1)) << 3);
  if (v == 0) return 2;
  let status = 0;
  if (nb == 0 || r == 0) bidiagonalise(g, r, len, d, e, tauP, tauQ, v);
  else status = bidiagonaliseBlocked(g, r, len, d, e, tauP, tauQ, v, nb, max(tail, nb));
  scratchFree(v);
  return status;
}

// Where eigh's Q is formed blocked (dorgtr: Q = diag(1, Q₁), Q₁ from the reflectors below the
// subdiagonal by the blocked QR's dorgqr, asm/linalg-qr-blocked.ts): n > SYMMETRIC_Q_BLOCKED_AFTER.
// Measured: bench/linalg-reduce.mjs --panels.
const SYMMETRIC_Q_BLOCKED_AFTER = 96;

/**
 * Qᵀ (n×n, into `w`) from the tridiagonalisation's reflectors in `a`: blocked where `blocked` and
 * its scratch is there, else formQTransposed (dorg2l's steps).
 * `q`: n×n scratch; `row`: n.
 */
function formSymmetricQT(a: usize, n: i32, tau: usize, q: usize, w: usize, row: usize, blocked: bool): void {
  if (blocked && n > 2) {
    memory.fill(q, 0, (<usize>n) << 3);
    store<f64>(q, 1);
    for (let i = 1; i < n; i++) store<f64>(at(q, i * n), 0);
    if (linalg_qr_q_strided_float64(at(a, n), n, n - 1, n - 1, tau, at(q, n + 1), n, n - 1) == 0) {
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) store<f64>(at(w, j * n + i), load<f64>(at(q, i * n + j)));
      return;
    }
  }
  formQTransposed(a, n, tau, q, w, row);
}

/**
 * Qᵀ (n×n, into `w`) from linalg_tridiagonalise_float64's reflectors in `a`, blocked or not, for
 * the bench and the tests. Returns 0, or 2 where scratch could not be allocated.
 */
export function linalg_tridiagonal_q_float64(a: usize, n: i32, tau: usize, w: usize, blocked: i32): i32 {
  const scratch = scratchAlloc(((<usize>n + 1) * <usize>n) << 3);
  if (scratch == 0) return 2;
  formSymmetricQT(a, n, tau, scratch, w, at(scratch, n * n), blocked != 0);
  scratchFree(scratch);
  return 0;
}

/**
 * The tridiagonalisation alone of the n×n `a` (lower triangle), for the bench and the tests: panels
 * nb wide while more than `tail` columns remain (tail ≥ nb), or unblocked where nb is 0; d, e, τ
 * (n each) as tridiagonalise's. Returns 0, or 2 where scratch could not be allocated.
 */
export function linalg_tridiagonalise_float64(
  a: usize,
  n: i32,
  d: usize,
  e: usize,
  tau: usize,
  nb: i32,
  tail: i32,
): i32 {
  const scratch = scratchAlloc((2 * <usize>n) << 3);
  if (scratch == 0) return 2;
  let status = 0;
  if (nb == 0) tridiagonalise(a, n, d, e, tau, scratch, at(scratch, n));
  else status = tridiagonaliseBlocked(a, n, d, e, tau, scratch, at(scratch, n), nb, max(tail, nb));
  scratchFree(scratch);
  return status;
}

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
    const below = at(a, (j + 1) * n + j);
    const rowBytes = (<usize>n) << 3;
    accumulateRows(w, below + 8, rowBytes, below, rowBytes, m - j - 1, width);
    axpy(at(a, j * n + j + 1), w, -t, width);
    updateRows(below + 8, rowBytes, w, below, rowBytes, -t, m - j - 1, width);
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
    const qBelow = at(q, (j + 1) * qc + j);
    const vBelow = at(a, (j + 1) * n + j);
    const qRow = (<usize>qc) << 3;
    const aRow = (<usize>n) << 3;
    accumulateRows(w, qBelow, qRow, vBelow, aRow, m - j - 1, width);
    axpy(at(q, j * qc + j), w, -t, width);
    updateRows(qBelow, qRow, w, vBelow, aRow, -t, m - j - 1, width);
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
  reduceSymmetric(a, n, d, e, tau, v, p);
  // W = Qᵀ into a (a's reflectors are read before the transposed copy overwrites them).
  if (vectors) formSymmetricQT(a, n, tau, at(scratch, 3 * n), a, v, n > SYMMETRIC_Q_BLOCKED_AFTER);
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
 * The SVD of the r×len row-major `g` (r ≤ len; consumed): W·G = S·Ut with W (r×r, in `vt`) and
 * Ut's rows (urows ≥ r of them, len long, in `ut`) orthonormal, s[i] descending and non-negative.
 * Golub–Kahan bidiagonalisation of H = Gᵀ (asm/linalg-symmetric.ts: bidiagonalise), the factors
 * formed transposed from its reflectors (Ut's rows past r complete the basis, as full_matrices
 * wants), then the bidiagonal SVD by implicitly shifted QR with each sweep's rotations applied to
 * the rows as a chain. With `want` 0 only s. `order` is unused (kept for the complex kernel's
 * signature). Returns 0, 1 where the QR steps passed cap·r² (bidiagonalQR), or 3 where scratch ran out.
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
  if (r == 0) return 0;
  const scratch = scratchAlloc((7 * <usize>r + <usize>len) << 3);
  if (scratch == 0) return 3;
  const e = scratch;
  const tauP = at(scratch, r);
  const tauQ = at(scratch, 2 * r);
  const work = at(scratch, 3 * r);
  const v = at(scratch, 7 * r);
  reduceGeneral(g, r, len, s, e, tauP, tauQ, v);
  const vectors = want != 0;
  if (vectors) {
    formPTransposed(g, r, len, tauP, ut, urows, v);
    formQTransposedOfRows(g, r, len, tauQ, vt, v);
  }
  const status = bidiagonalQR(s, e, r, vectors ? ut : 0, len, vectors ? vt : 0, work, cap);
  scratchFree(scratch);
  if (status != 0) return status;
  // Descending, swapping the rows of Ut and W with their values (selection sort: at most r swaps).
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
    if (k == i) continue;
    store<f64>(at(s, k), load<f64>(at(s, i)));
    store<f64>(at(s, i), best);
    if (!vectors) continue;
    swapRows(at(ut, i * len), at(ut, k * len), len);
    swapRows(at(vt, i * r), at(vt, k * r), r);
  }
  return 0;
}

function swapRows(x: usize, y: usize, count: i32): void {
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    const a = v128.load(x + offset);
    v128.store(x + offset, v128.load(y + offset));
    v128.store(y + offset, a);
  }
  for (; k < count; k++) {
    const a = load<f64>(at(x, k));
    store<f64>(at(x, k), load<f64>(at(y, k)));
    store<f64>(at(y, k), a);
  }
}
