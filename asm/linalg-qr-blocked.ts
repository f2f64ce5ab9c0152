// Blocked Householder QR of one row-major float64 matrix and the blocked formation of its Q, for
// the larger sizes (src/execute/linalg-qr.ts picks these or the unblocked kernels of
// asm/linalg-qr.ts by size). Same layout and conventions as those: R on and above the diagonal, the
// reflectors' vectors below it (v₀ = 1 implied), H = I − τ v vᵀ with τ and the sign of R's diagonal
// as LAPACK's dlarfg, so R's diagonal signs and the stored reflectors are LAPACK's; the sums run in
// another order, so the bits are not the unblocked kernels'.
//
// A panel of nb columns (blockWidth) is factored unblocked (dgeqr2) in a transposed copy, where each
// column is contiguous; its reflectors H₀ … H_{nb−1} are then one block reflector H = I − V T Vᵀ with T upper
// triangular (forward, columnwise: LAPACK's dlarft), and the trailing columns take Hᵀ at once,
// C ← C − V (Tᵀ (Vᵀ C)) (dlarfb), whose two products run on the products' micro-kernel (gemmMinus,
// asm/linalg-lu.ts). Q is formed as dorgqr does: the block reflectors applied backwards to the
// identity's columns, each by the same two products.
//
// References: R. Schreiber, C. Van Loan, "A storage-efficient WY representation for products of
// Householder transformations", SIAM J. Sci. Stat. Comput. 10(1), 1989 (the compact WY form
// I − V T Vᵀ); LAPACK's dgeqrf, dgeqr2, dlarft, dlarfb and dorgqr; G. H. Golub, C. F. Van Loan,
// Matrix Computations, 4th ed., §5.2.3 (block Householder QR, the WY representation).

import { bBytes, gemmMinus, scratchFor } from './linalg-lu';
import { scratchAlloc, scratchFree } from './memory';
import { MR } from './micro-kernel';

// Panel widths, multiples of the micro-kernel's MR rows (W = −Vᵀ C has a panel's rows). Measured
// (CPU time, QR and Q of n×n, load 8–10 on 2 cores) against 16–64: 20 fastest from n = 64 to 384
// (256: 4.77 ms against 5.21 at 16, 5.27 at 30, 5.51 at 40), 40 from 512 on (37.2 ms against 39.6
// at 20, 38.7 at 30, 38.6 at 50), 30–50 within 1% at 768.
const SMALL = 20;
const LARGE = 40;
const LARGE_FROM = 512;

/** The panel width for min(m, n) = k. */
@inline function blockWidth(k: i32): i32 {
  return k < LARGE_FROM ? SMALL : LARGE;
}

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}

/** Σ x[0..count) · y[0..count), two v128 accumulators. */
@inline function dot(x: usize, y: usize, count: i32): f64 {
  let s0 = f64x2.splat(0);
  let s1 = s0;
  let k = 0;
  for (; k + 4 <= count; k += 4) {
    const o = (<usize>k) << 3;
    s0 = f64x2.add(s0, f64x2.mul(v128.load(x + o), v128.load(y + o)));
    s1 = f64x2.add(s1, f64x2.mul(v128.load(x + o, 16), v128.load(y + o, 16)));
  }
  const both = f64x2.add(s0, s1);
  let sum = f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1);
  for (; k < count; k++) sum += load<f64>(at(x, k)) * load<f64>(at(y, k));
  return sum;
}

/** y[0..count) += alpha · x[0..count). */
@inline function axpy(y: usize, x: usize, alpha: f64, count: i32): void {
  const splat = f64x2.splat(alpha);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const o = (<usize>k) << 3;
    v128.store(y + o, f64x2.add(v128.load(y + o), f64x2.mul(v128.load(x + o), splat)));
  }
  for (; k < count; k++) store<f64>(at(y, k), load<f64>(at(y, k)) + alpha * load<f64>(at(x, k)));
}

/** x[0..count) ·= alpha. */
@inline function scale(x: usize, alpha: f64, count: i32): void {
  const splat = f64x2.splat(alpha);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const o = (<usize>k) << 3;
    v128.store(x + o, f64x2.mul(v128.load(x + o), splat));
  }
  for (; k < count; k++) store<f64>(at(x, k), load<f64>(at(x, k)) * alpha);
}

/** ‖x[0..count)‖₂ by scaled sums (no overflow for huge entries), as asm/linalg-qr.ts's columnNorm. */
function norm(x: usize, count: i32): f64 {
  let big: f64 = 0;
  for (let k = 0; k < count; k++) big = max(big, abs(load<f64>(at(x, k))));
  if (big == 0 || !isFinite(big)) return big;
  let sum: f64 = 0;
  for (let k = 0; k < count; k++) {
    const y = load<f64>(at(x, k)) / big;
    sum += y * y;
  }
  return big * sqrt(sum);
}

/**
 * Copies the rows×cols block at `source` (row-major, `stride` elements a row) transposed to
 * `target` (cols×rows, `targetStride` elements a row).
 */
function transpose(source: usize, stride: i32, rows: i32, cols: i32, target: usize, targetStride: i32): void {
  for (let i = 0; i < rows; i++) {
    const row = at(source, i * stride);
    for (let c = 0; c < cols; c++) store<f64>(at(target, c * targetStride + i), load<f64>(at(row, c)));
  }
}

/**
 * dgeqr2 on the transposed panel `p` (kb rows of length mm: row c is the panel's column c, from
 * the panel's first row down): Householder vectors below the diagonal, R's entries on and above
 * it, τ into tau[0..kb). Each column's reflector (dlarfg) is applied to the panel's later columns
 * as a dot product and an update along contiguous memory.
 */
function factorPanel(p: usize, mm: i32, kb: i32, tau: usize): void {
  for (let j = 0; j < kb; j++) {
    const column = at(p, j * mm);
    const alpha = load<f64>(at(column, j));
    const below = at(column, j + 1);
    const count = mm - j - 1;
    const xnorm = norm(below, count);
    if (xnorm == 0) {
      store<f64>(at(tau, j), 0);
      continue;
    }
    const big = max(abs(alpha), xnorm);
    const ra = alpha / big;
    const rx = xnorm / big;
    let beta = big * sqrt(ra * ra + rx * rx);
    if (alpha >= 0) beta = -beta;
    const t = (beta - alpha) / beta;
    scale(below, 1 / (alpha - beta), count);
    store<f64>(at(column, j), beta);
    store<f64>(at(tau, j), t);
    // Column c −= τ v (vᵀ column c), v = (1, below).
    for (let c = j + 1; c < kb; c++) {
      const other = at(p, c * mm);
      const w = load<f64>(at(other, j)) + dot(below, at(other, j + 1), count);
      store<f64>(at(other, j), load<f64>(at(other, j)) - t * w);
      axpy(at(other, j + 1), below, -t * w, count);
    }
  }
}

/** Turns the factored transposed panel into Vᵀ: 1 on the diagonal, 0 above it (R's entries). */
function unitLower(p: usize, mm: i32, kb: i32): void {
  for (let c = 0; c < kb; c++) {
    const row = at(p, c * mm);
    memory.fill(row, 0, (<usize>c) << 3);
    store<f64>(at(row, c), 1);
  }
}

/**
 * dlarft (forward, columnwise): the upper triangular T (kb×kb, row-major, kb a row) with
 * H₀ H₁ … H_{kb−1} = I − V T Vᵀ, from Vᵀ (`vt`, kb rows of length mm) and τ: T[i, i] = τᵢ and
 * T[0:i, i] = −τᵢ · T[0:i, 0:i] · (V[:, 0:i]ᵀ vᵢ).
 */
function triangularFactor(vt: usize, mm: i32, kb: i32, tau: usize, t: usize): void {
  memory.fill(t, 0, (<usize>(kb * kb)) << 3);
  for (let i = 0; i < kb; i++) {
    const ti = load<f64>(at(tau, i));
    if (ti == 0) continue;
    const vi = at(vt, i * mm + i);
    const count = mm - i;
    for (let j = 0; j < i; j++) store<f64>(at(t, j * kb + i), -ti * dot(at(vt, j * mm + i), vi, count));
    // T[0:i, i] = T[0:i, 0:i] · T[0:i, i], upward-safe in place: row j reads T[l, i] for l ≥ j.
    for (let j = 0; j < i; j++) {
      let sum: f64 = 0;
      for (let l = j; l < i; l++) sum += load<f64>(at(t, j * kb + l)) * load<f64>(at(t, l * kb + i));
      store<f64>(at(t, j * kb + i), sum);
    }
    store<f64>(at(t, i * kb + i), ti);
  }
}

/**
 * The scratch of one call, laid out in its own first bytes: the panel's Vᵀ and V, T, W and an edge
 * tile, then gemmMinus's packing buffers (a block of their own, scratchFor's).
 */
@final @unmanaged class Work {
  vt: usize;
  v: usize;
  t: usize;
  w: usize;
  tile: usize;
  packedB: usize;
  packedA: usize;
}

/** Scratch for m rows, panels nb wide and updates `width` columns wide; null where there is no room. */
function reserve(m: i32, width: i32, nb: i32): Work | null {
  const panel = (<usize>nb * <usize>m) << 3;
  const head = (offsetof<Work>() + 15) & ~(<usize>15);
  const own = scratchAlloc(head + 2 * panel + ((<usize>(nb * nb) + <usize>nb * <usize>width) << 3) + <usize>MR * 32);
  if (own == 0) return null;
  const packedB = scratchFor<f64>(width, m);
  if (packedB == 0) {
    scratchFree(own);
    return null;
  }
  const work = changetype<Work>(own);
  work.vt = own + head;
  work.v = work.vt + panel;
  work.t = work.v + panel;
  work.w = at(work.t, nb * nb);
  work.tile = at(work.w, nb * width);
  work.packedB = packedB;
  work.packedA = packedB + bBytes<f64>(width, m);
  return work;
}

/** Gives back reserve's blocks, last first. */
function release(work: Work): void {
  scratchFree(work.packedB);
  scratchFree(changetype<usize>(work));
}

/**
 * dlarfb: C (mm×cols at c, ldc elements a row) ← (I − V T' Vᵀ) C with T' = Tᵀ where `transposed`
 * (Hᵀ, the factorisation's trailing update) or T (H, forming Q), V (mm×kb) and Vᵀ in `work`.
 * W = −Vᵀ C and C −= V · (−T' W) are the micro-kernel's products; −T' W is formed in place.
 */
function applyBlock(work: Work, mm: i32, kb: i32, c: usize, ldc: i32, cols: i32, transposed: bool): void {
  const w = work.w;
  const t = work.t;
  memory.fill(w, 0, (<usize>kb * <usize>cols) << 3);
  gemmMinus<f64>(work.vt, mm, c, ldc, false, w, cols, kb, cols, mm, false, work.packedB, work.packedA, work.tile);
  if (transposed) {
    // Row i of Tᵀ W reads rows j ≤ i: bottom up.
    for (let i = kb - 1; i >= 0; i--) {
      const row = at(w, i * cols);
      scale(row, -load<f64>(at(t, i * kb + i)), cols);
      for (let j = 0; j < i; j++) {
        const f = load<f64>(at(t, j * kb + i));
        if (f != 0) axpy(row, at(w, j * cols), -f, cols);
      }
    }
  } else {
    // Row i of T W reads rows j ≥ i: top down.
    for (let i = 0; i < kb; i++) {
      const row = at(w, i * cols);
      scale(row, -load<f64>(at(t, i * kb + i)), cols);
      for (let j = i + 1; j < kb; j++) {
        const f = load<f64>(at(t, i * kb + j));
        if (f != 0) axpy(row, at(w, j * cols), -f, cols);
      }
    }
  }
  gemmMinus<f64>(work.v, kb, w, cols, false, c, ldc, mm, cols, kb, false, work.packedB, work.packedA, work.tile);
}

/** V and T of a block reflector of kb columns from its Vᵀ (work.vt, kb rows of length mm, unitLower's). */
function finishReflector(work: Work, mm: i32, kb: i32, tau: usize): void {
  transpose(work.vt, mm, kb, mm, work.v, kb);
  triangularFactor(work.vt, mm, kb, tau, work.t);
}

/**
 * Householder QR of the m×n matrix `a` in place, as linalg_qr_float64 (asm/linalg-qr.ts): R on and
 * above the diagonal, the reflectors below it, τ in `tau` (min(m, n)). Returns 0, or 2 where the
 * scratch could not be allocated (then `a` and `tau` are untouched).
 */
export function linalg_qr_blocked_float64(a: usize, m: i32, n: i32, tau: usize): i32 {
  const k = min(m, n);
  if (k == 0) return 0;
  const nb = blockWidth(k);
  const reserved = reserve(m, n, nb);
  if (reserved == null) return 2;
  const work = changetype<Work>(reserved);
  for (let j0 = 0; j0 < k; j0 += nb) {
    const kb = min(nb, k - j0);
    const mm = m - j0;
    const panel = at(a, j0 * n + j0);
    transpose(panel, n, mm, kb, work.vt, mm);
    factorPanel(work.vt, mm, kb, at(tau, j0));
    transpose(work.vt, mm, kb, mm, panel, n);
    const cols = n - j0 - kb;
    if (cols <= 0) continue;
    unitLower(work.vt, mm, kb);
    finishReflector(work, mm, kb, at(tau, j0));
    applyBlock(work, mm, kb, at(panel, kb), n, cols, true);
  }
  release(work);
  return 0;
}

/**
 * Q (m×qc, qc = min(m, n) or m) from linalg_qr_blocked_float64's (or linalg_qr_float64's)
 * reflectors, as dorgqr: Q = H₀ H₁ … H_{k−1} I, the block reflectors applied last first, each to
 * the rows and columns from its first on (the identity's earlier columns are untouched by it).
 * Returns 0, or 2 where the scratch could not be allocated (then `q` is untouched).
 */
export function linalg_qr_q_blocked_float64(a: usize, m: i32, n: i32, tau: usize, q: usize, qc: i32): i32 {
  return linalg_qr_q_strided_float64(a, n, m, n, tau, q, qc, qc);
}

/**
 * linalg_qr_q_blocked_float64 with the reflectors' rows `lda` elements apart and Q's `ldq` apart
 * (the symmetric eigensolver forms its Q from the reflectors below a's subdiagonal: dorgtr).
 */
export function linalg_qr_q_strided_float64(
  a: usize,
  lda: i32,
  m: i32,
  n: i32,
  tau: usize,
  q: usize,
  ldq: i32,
  qc: i32,
): i32 {
  const k = min(m, n);
  if (k == 0) return 0;
  const nb = blockWidth(k);
  const reserved = reserve(m, qc, nb);
  if (reserved == null) return 2;
  const work = changetype<Work>(reserved);
  for (let i = 0; i < m; i++) memory.fill(at(q, i * ldq), 0, (<usize>qc) << 3);
  for (let i = 0; i < min(m, qc); i++) store<f64>(at(q, i * ldq + i), 1);
  for (let j0 = ((k - 1) / nb) * nb; j0 >= 0; j0 -= nb) {
    const kb = min(nb, k - j0);
    const mm = m - j0;
    transpose(at(a, j0 * lda + j0), lda, mm, kb, work.vt, mm);
    unitLower(work.vt, mm, kb);
    finishReflector(work, mm, kb, at(tau, j0));
    applyBlock(work, mm, kb, at(q, j0 * ldq + j0), ldq, qc - j0, false);
  }
  release(work);
  return 0;
}
