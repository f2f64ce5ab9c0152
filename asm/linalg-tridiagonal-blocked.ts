// Blocked Householder tridiagonalisation of a symmetric row-major float64 matrix from its lower
// triangle (LAPACK's dsytrd with dlatrd, 'L'), for the larger sizes: same outputs and layout as
// tridiagonalise (asm/linalg-symmetric.ts: d, e, τ, the reflectors' tails down the columns below
// the subdiagonal), so Q is formed as before; the sums run in another order, so not the same bits.
//
// A panel of nb columns is reduced one column at a time, the trailing block left as it was: each
// column first takes the panel's earlier reflectors as the corrections −V·W[c]ᵀ − W·V[c]ᵀ, and its
// symmetric product B·v on the untouched trailing block is corrected the same way (dlatrd). Then
// the trailing block takes the whole panel at once, B ← B − V·Wᵀ − W·Vᵀ, as one rank-2nb product on
// the products' micro-kernel (gemmMinus, asm/linalg-lu.ts, its lower triangle only: dsyr2k). Half
// the flops (the symmetric products) stay matrix–vector ones, as in LAPACK.
//
// References: J. J. Dongarra, D. C. Sorensen, S. J. Hammarling, "Block reduction of matrices to
// condensed forms for eigenvalue computations", J. Comput. Appl. Math. 27 (1989), LAPACK Working
// Note 2; LAPACK's dsytrd, dlatrd and dsyr2k; G. H. Golub, C. F. Van Loan, Matrix Computations, 4th
// ed., §8.3.1 (Householder tridiagonalisation) and §5.2.3 (blocking).

import { bBytes, edgeTile, gemmMinus, scratchFor } from './linalg-lu';
import { scratchAlloc, scratchFree } from './memory';
import { reflector, reflectorBeta, reflectorTau, symmetricProduct, tridiagonaliseFrom } from './linalg-symmetric';
import { at, axpy, dot, get, put } from './linalg-vector';

/**
 * The scratch of one call: the panel's W and V as rows (Wᵀ then Vᵀ, 2nb rows of n − k0: every
 * correction is then a long contiguous dot product or axpy, and they are the trailing product's
 * second operand as they stand), [V | W] row by row (its first operand), a column of n, two
 * correction vectors of nb, then gemmMinus's packing buffers.
 */
@final @unmanaged class Panel {
  wtvt: usize;
  vw: usize;
  column: usize;
  tw: usize;
  tv: usize;
  packedB: usize;
  packedA: usize;
  tile: usize;
}

/** Scratch for an n×n matrix and panels nb wide; null where there is no room. */
function reserve(n: i32, nb: i32): Panel | null {
  const rows = (<usize>n * <usize>(2 * nb)) << 3;
  const head = (offsetof<Panel>() + 15) & ~(<usize>15);
  const own = scratchAlloc(head + 2 * rows + ((<usize>(n + 2 * nb)) << 3));
  if (own == 0) return null;
  const packed = scratchFor<f64>(n, 2 * nb);
  if (packed == 0) {
    scratchFree(own);
    return null;
  }
  const panel = changetype<Panel>(own);
  panel.wtvt = own + head;
  panel.vw = panel.wtvt + rows;
  panel.column = panel.vw + rows;
  panel.tw = at(panel.column, n);
  panel.tv = at(panel.tw, nb);
  panel.packedB = packed;
  panel.packedA = packed + bBytes<f64>(n, 2 * nb);
  panel.tile = edgeTile<f64>(packed, n, 2 * nb);
  return panel;
}

/**
 * dlatrd on columns k0 … k0+nb−1 of `a` (n×n): d, e and τ of those columns, the reflectors' tails
 * into them, and W and V (rows k0 … n−1, zero above each column's first entry) into the panel's
 * buffers for the trailing update. `v`, `p`: n doubles of scratch.
 */
function reducePanel(
  a: usize,
  n: i32,
  k0: i32,
  nb: i32,
  d: usize,
  e: usize,
  tau: usize,
  v: usize,
  p: usize,
  panel: Panel,
): void {
  const len = n - k0;
  const wt = panel.wtvt;
  const vt = at(wt, nb * len);
  memory.fill(wt, 0, (<usize>(2 * nb) * <usize>len) << 3);
  const column = panel.column;
  for (let j = 0; j < nb; j++) {
    const c = k0 + j;
    // Column c, rows c…n−1, takes the panel's earlier reflectors: −= V·W[c]ᵀ + W·V[c]ᵀ.
    if (j > 0) {
      const count = n - c;
      for (let r = 0; r < count; r++) put(column, r, get(a, (c + r) * n + c));
      for (let l = 0; l < j; l++) {
        axpy(column, at(vt, l * len + j), -get(wt, l * len + j), count);
        axpy(column, at(wt, l * len + j), -get(vt, l * len + j), count);
      }
      for (let r = 0; r < count; r++) put(a, (c + r) * n + c, get(column, r));
    }
    put(d, c, get(a, c * n + c));
    const first = c + 1;
    const size = n - first;
    reflector(get(a, first * n + c), at(a, (first + 1) * n + c), n, size - 1);
    const t = reflectorTau;
    put(e, c, reflectorBeta);
    put(tau, c, t);
    // τ = 0: H = I, and V's and W's columns stay zero (their products then add nothing).
    if (t == 0) continue;
    const vv = at(v, first);
    const pp = at(p, first);
    put(vv, 0, 1);
    for (let i = 1; i < size; i++) put(vv, i, get(a, (first + i) * n + c));
    symmetricProduct(at(a, first * n + first), n, size, vv, pp);
    // p −= V·(Wᵀv) + W·(Vᵀv) over the panel's earlier columns, rows first…n−1.
    const offset = first - k0;
    for (let l = 0; l < j; l++) {
      put(panel.tw, l, dot(at(wt, l * len + offset), vv, size));
      put(panel.tv, l, dot(at(vt, l * len + offset), vv, size));
    }
    for (let l = 0; l < j; l++) {
      axpy(pp, at(vt, l * len + offset), -get(panel.tw, l), size);
      axpy(pp, at(wt, l * len + offset), -get(panel.tv, l), size);
    }
    // w = τ p − ½ τ (τ pᵀv) v.
    for (let i = 0; i < size; i++) put(pp, i, t * get(pp, i));
    axpy(pp, vv, -0.5 * t * dot(pp, vv, size), size);
    memory.copy(at(vt, j * len + offset), vv, (<usize>size) << 3);
    memory.copy(at(wt, j * len + offset), pp, (<usize>size) << 3);
  }
  // [V | W] row by row: the first operand of the trailing product.
  const vw = panel.vw;
  for (let r = 0; r < len; r++) {
    const row = at(vw, r * 2 * nb);
    for (let l = 0; l < nb; l++) {
      put(row, l, get(vt, l * len + r));
      put(row, nb + l, get(wt, l * len + r));
    }
  }
}

/**
 * tridiagonalise (asm/linalg-symmetric.ts) blocked: panels of nb columns while more than `tail`
 * columns remain past them (tail ≥ nb), then the unblocked steps. Returns 0, or 2 where the scratch
 * could not be allocated (then nothing is touched).
 */
export function tridiagonaliseBlocked(
  a: usize,
  n: i32,
  d: usize,
  e: usize,
  tau: usize,
  v: usize,
  p: usize,
  nb: i32,
  tail: i32,
): i32 {
  const reserved = reserve(n, nb);
  if (reserved == null) return 2;
  const panel = changetype<Panel>(reserved);
  const stride = 2 * nb;
  let k0 = 0;
  for (; k0 < n - tail; k0 += nb) {
    reducePanel(a, n, k0, nb, d, e, tau, v, p, panel);
    // B ← B − [V W]·[W V]ᵀ on the trailing block's lower triangle (rows and columns k0+nb…n−1).
    const next = k0 + nb;
    gemmMinus<f64>(
      at(panel.vw, nb * stride),
      stride,
      at(panel.wtvt, nb),
      n - k0,
      false,
      at(a, next * n + next),
      n,
      n - next,
      n - next,
      stride,
      true,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
  }
  scratchFree(panel.packedB);
  scratchFree(changetype<usize>(panel));
  tridiagonaliseFrom(a, n, d, e, tau, v, p, k0);
  return 0;
}
