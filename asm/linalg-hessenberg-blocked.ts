// Blocked Householder reduction of a general row-major float64 matrix to upper Hessenberg form
// (LAPACK's dgehrd with dlahr2's panels), for the larger sizes: the same H (in `a`, exact zeros
// below the subdiagonal) and Z = P₀P₁… (in `z`) as the unblocked hessenbergReal (asm/linalg-eig.ts),
// the sums in another order, so not the same bits.
//
// A panel of nb columns is reduced one column at a time with the rest of the matrix left as it was:
// with the panel's reflectors so far as Q = I − V·T·Vᵀ (compact WY, T upper triangular) and
// Y = A·V·T (A as at the panel's start, all n rows), column c first takes A·Q's update −Y·V[c]ᵀ,
// then Qᵀ's from the left, then gives its reflector, which extends V, T and Y (dlahr2; Y's new
// column is A's untouched columns times v, a matrix–vector product as in LAPACK). The trailing
// columns then take the whole panel at once: A ← A − Y·Vᵀ (every row) and A ← (I − V·Tᵀ·Vᵀ)·A
// (rows below the panel's first, dlarfb), and Z ← Z·(I − V·T·Vᵀ), as products on the products'
// micro-kernel (gemmMinus, asm/linalg-lu.ts).
//
// References: G. Quintana-Ortí, R. van de Geijn, "Improving the performance of reduction to
// Hessenberg form", ACM TOMS 32 (2006); LAPACK's dgehrd, dlahr2, dlarfb and dlarft; G. H. Golub,
// C. F. Van Loan, Matrix Computations, 4th ed., §7.4.3 (Householder reduction), §5.1.7 (WY form).

import { edgeTile, gemmMinus, scratchFor, bBytes } from './linalg-lu';
import { scratchAlloc, scratchFree } from './memory';
import { at, axpy, dot, get, put } from './linalg-vector';

/** Doubles rounded up to an even count (16-byte steps). */
@inline function even(count: i32): i32 {
  return (count + 1) & ~1;
}

/**
 * The scratch of one call (rows of the panel are counted from k0 + 1, len = n − k0 − 1 of them):
 * Vᵀ (nb rows of n: each reflector contiguous, zero above its unit entry), V (n rows of nb), Y
 * (n rows of nb), T (nb × nb), a column (n), Vᵀv (nb), the left update's nb × n product, Z·V·T
 * (n rows of nb), then gemmMinus's packing buffers.
 */
@final @unmanaged class Panel {
  vt: usize;
  v: usize;
  y: usize;
  t: usize;
  column: usize;
  s: usize;
  w: usize;
  m: usize;
  packedB: usize;
  packedA: usize;
  tile: usize;
}

function reserve(n: i32, nb: i32): Panel | null {
  const head = (offsetof<Panel>() + 15) & ~(<usize>15);
  const block = even(n * nb);
  const doubles = 5 * block + even(nb * nb) + even(n) + even(nb);
  const own = scratchAlloc(head + ((<usize>doubles) << 3));
  if (own == 0) return null;
  const packed = scratchFor<f64>(n, n);
  if (packed == 0) {
    scratchFree(own);
    return null;
  }
  const panel = changetype<Panel>(own);
  panel.vt = own + head;
  panel.v = at(panel.vt, block);
  panel.y = at(panel.v, block);
  panel.w = at(panel.y, block);
  panel.m = at(panel.w, block);
  panel.t = at(panel.m, block);
  panel.column = at(panel.t, even(nb * nb));
  panel.s = at(panel.column, even(n));
  panel.packedB = packed;
  panel.packedA = packed + bBytes<f64>(n, n);
  panel.tile = edgeTile<f64>(packed, n, n);
  return panel;
}

/**
 * dlahr2 on columns k0 … k0+nb−1 of `a` (n×n, every row): those columns reduced (H's entries in
 * them, exact zeros below the subdiagonal), V, T and Y = A·V·T into the panel's buffers.
 */
function reducePanel(a: usize, n: i32, k0: i32, nb: i32, panel: Panel): void {
  const len = n - k0 - 1;
  const vt = panel.vt;
  const y = panel.y;
  const t = panel.t;
  const column = panel.column;
  const s = panel.s;
  memory.fill(vt, 0, (<usize>(nb * len)) << 3);
  memory.fill(t, 0, (<usize>(nb * nb)) << 3);
  for (let j = 0; j < nb; j++) {
    const c = k0 + j;
    // From the right: A[:, c] −= Y[:, 0:j] · V[c, 0:j]ᵀ (V's row c: entry c − k0 − 1 of each Vᵀ row).
    if (j > 0)
      for (let r = 0; r < n; r++) {
        let sum: f64 = 0;
        for (let l = 0; l < j; l++) sum += get(y, r * nb + l) * get(vt, l * len + j - 1);
        put(a, r * n + c, get(a, r * n + c) - sum);
      }
    for (let r = 0; r < len; r++) put(column, r, get(a, (k0 + 1 + r) * n + c));
    // From the left, rows k0+1…: b ← (I − V·Tᵀ·Vᵀ) b.
    if (j > 0) {
      for (let l = 0; l < j; l++) put(s, l, dot(at(vt, l * len), column, len));
      for (let i = j - 1; i >= 0; i--) {
        let sum: f64 = 0;
        for (let l = 0; l <= i; l++) sum += get(t, l * nb + i) * get(s, l);
        put(s, i, sum);
      }
      for (let l = 0; l < j; l++) axpy(column, at(vt, l * len), -get(s, l), len);
    }
    // The reflector of x = rows c+1… (entries j… of the column): P = I − τ v vᵀ, v₀ = 1, P x = β e₁
    // (dlarfg's, scaled by max |xᵢ| against overflow; τ = 0 where x's tail is zero).
    const x = at(column, j);
    const size = len - j;
    let scale: f64 = 0;
    for (let i = 0; i < size; i++) scale = max(scale, abs(get(x, i)));
    // A NaN makes scale and tail NaN (f64.max propagates it): the reflector is then made of NaNs,
    // so they reach H and Y rather than being zeroed away below the subdiagonal.
    let tail: f64 = 0;
    if (scale != 0) for (let i = 1; i < size; i++) tail += (get(x, i) / scale) * (get(x, i) / scale);
    const vj = at(vt, j * len + j);
    put(vj, 0, 1);
    let tau: f64 = 0;
    if (tail != 0) {
      const alpha = get(x, 0) / scale;
      const norm = sqrt(alpha * alpha + tail);
      const beta = alpha >= 0 ? -norm : norm;
      tau = (beta - alpha) / beta;
      const inverse = 1 / (alpha - beta);
      for (let i = 1; i < size; i++) put(vj, i, (get(x, i) / scale) * inverse);
      put(x, 0, beta * scale);
    }
    for (let i = 1; i < size; i++) put(x, i, 0);
    for (let r = 0; r < len; r++) put(a, (k0 + 1 + r) * n + c, get(column, r));
    // T[0:j, j] = −τ T[0:j, 0:j] (Vᵀv), T[j, j] = τ; Y[:, j] = τ (A[:, c+1:] v − Y[:, 0:j] (Vᵀv)).
    for (let l = 0; l < j; l++) put(s, l, tau == 0 ? 0 : dot(at(vt, l * len + j), vj, size));
    for (let i = 0; i < j; i++) {
      let sum: f64 = 0;
      for (let l = i; l < j; l++) sum += get(t, i * nb + l) * get(s, l);
      put(t, i * nb + j, -tau * sum);
    }
    put(t, j * nb + j, tau);
    for (let r = 0; r < n; r++) {
      if (tau == 0) {
        put(y, r * nb + j, 0);
        continue;
      }
      let sum = dot(at(a, r * n + c + 1), vj, size);
      for (let l = 0; l < j; l++) sum -= get(y, r * nb + l) * get(s, l);
      put(y, r * nb + j, tau * sum);
    }
  }
  // V row by row (n − k0 − 1 rows of nb).
  const v = panel.v;
  for (let r = 0; r < len; r++) for (let l = 0; l < nb; l++) put(v, r * nb + l, get(vt, l * len + r));
}

/**
 * hessenbergReal (asm/linalg-eig.ts) blocked: panels of nb columns while more than `tail` columns
 * remain past them (tail ≥ nb + 2), Z ← Z·Q for each panel where `wantz`. Returns the first column
 * left for the unblocked steps, or −1 where the scratch could not be allocated (nothing touched).
 */
export function hessenbergBlocked(a: usize, n: i32, z: usize, wantz: bool, nb: i32, tail: i32): i32 {
  const reserved = reserve(n, nb);
  if (reserved == null) return -1;
  const panel = changetype<Panel>(reserved);
  let k0 = 0;
  for (; k0 < n - tail; k0 += nb) {
    reducePanel(a, n, k0, nb, panel);
    const len = n - k0 - 1;
    const next = k0 + nb;
    const m = n - next;
    // From the right, every row: A[:, next:] −= Y · V[next:, :]ᵀ (V's rows from next − k0 − 1).
    gemmMinus<f64>(
      panel.y,
      nb,
      at(panel.v, (nb - 1) * nb),
      nb,
      true,
      at(a, next),
      n,
      n,
      m,
      nb,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
    // From the left, rows k0+1…: A −= V · (Tᵀ · (Vᵀ A)) (dlarfb); W = −Vᵀ A, then U = −Tᵀ W.
    const w = panel.w;
    memory.fill(w, 0, (<usize>(nb * m)) << 3);
    gemmMinus<f64>(
      panel.vt,
      len,
      at(a, (k0 + 1) * n + next),
      n,
      false,
      w,
      m,
      nb,
      m,
      len,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
    const t = panel.t;
    for (let i = nb - 1; i >= 0; i--) {
      const row = at(w, i * m);
      for (let j = 0; j < m; j++) put(row, j, -get(t, i * nb + i) * get(row, j));
      for (let l = 0; l < i; l++) axpy(row, at(w, l * m), -get(t, l * nb + i), m);
    }
    gemmMinus<f64>(
      panel.v,
      nb,
      w,
      m,
      false,
      at(a, (k0 + 1) * n + next),
      n,
      len,
      m,
      nb,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
    if (!wantz) continue;
    // Z[:, k0+1:] −= (Z V T) Vᵀ: M = −Z·V, then M ← −M·T.
    const mm = panel.m;
    memory.fill(mm, 0, (<usize>(n * nb)) << 3);
    gemmMinus<f64>(
      at(z, k0 + 1),
      n,
      panel.v,
      nb,
      false,
      mm,
      nb,
      n,
      nb,
      len,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
    for (let r = 0; r < n; r++) {
      const row = at(mm, r * nb);
      for (let j = nb - 1; j >= 0; j--) {
        let sum: f64 = 0;
        for (let l = 0; l <= j; l++) sum += get(row, l) * get(t, l * nb + j);
        put(row, j, -sum);
      }
    }
    gemmMinus<f64>(
      mm,
      nb,
      panel.v,
      nb,
      true,
      at(z, k0 + 1),
      n,
      n,
      len,
      nb,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
  }
  scratchFree(panel.packedB);
  scratchFree(changetype<usize>(panel));
  return k0;
}
