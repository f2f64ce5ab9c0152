// Blocked Golub–Kahan bidiagonalisation (LAPACK's dgebrd with dlabrd panels, m ≥ n) for the larger
// SVDs: same outputs and layout as bidiagonalise (asm/linalg-symmetric.ts), which works on H = Gᵀ
// with G the r×len row-major `g` (r ≤ len, so H is len×r and tall): d, e, tauP (H's left
// reflectors, their tails along g's rows right of the diagonal), tauQ (its right reflectors, their
// tails down g's columns below the subdiagonal). So the factors are formed and the bidiagonal QR
// runs as before; the sums run in another order, so not the same bits.
//
// A panel of nb steps reduces H's columns and rows k0 … k0+nb−1 one at a time, the trailing block
// left as it was: each column and row first takes the panel's earlier reflectors as corrections
// through X (len×nb) and Y (r×nb), and the matrix–vector products on the untouched trailing block
// are corrected the same way (dlabrd). Then the trailing block takes the whole panel at once,
// H₂₂ ← H₂₂ − V·Y₂ᵀ − X·U₂ (V the left reflectors, U the right ones as rows), in g's terms
// G₂₂ ← G₂₂ − [Y₂ | U₂ᵀ]·[Vᵀ ; Xᵀ], one rank-2nb product on the products' micro-kernel (gemmMinus,
// asm/linalg-lu.ts). Half the flops (the products with the trailing block) stay matrix–vector
// ones, as in LAPACK. Within a panel the reflectors' leading 1s stand in g (dlabrd's A(i,i) = 1 and
// A(i,i+1) = 1), so every correction reads g as it is; d and e are put back after the update.
//
// References: J. J. Dongarra, D. C. Sorensen, S. J. Hammarling, "Block reduction of matrices to
// condensed forms for eigenvalue computations", J. Comput. Appl. Math. 27 (1989), LAPACK Working
// Note 2; LAPACK's dgebrd and dlabrd; G. H. Golub, C. F. Van Loan, Matrix Computations, 4th ed.,
// §5.4.8 (bidiagonalisation) and §5.2.3 (blocking).

import { bBytes, edgeTile, gemmMinus, scratchFor } from './linalg-lu';
import { scratchAlloc, scratchFree } from './memory';
import { accumulateRows, dotRows } from './linalg-rows';
import { bidiagonaliseFrom, reflector, reflectorBeta, reflectorTau } from './linalg-symmetric';
import { at, dot, get, put } from './linalg-vector';

/** y[0..count) *= alpha. */
@inline function scale(y: usize, alpha: f64, count: i32): void {
  for (let k = 0; k < count; k++) put(y, k, alpha * get(y, k));
}

/**
 * The scratch of one call: Yᵀ (nb rows of r), the product's first operand [Y | U₂ᵀ] (r rows of
 * 2nb), its second [Vᵀ ; Xᵀ] (2nb rows of len: Xᵀ is its last nb rows, written in place), a vector
 * of len, a column of r, three vectors of nb, then gemmMinus's packing buffers.
 */
@final @unmanaged class Panel {
  yt: usize;
  first: usize;
  second: usize;
  work: usize;
  column: usize;
  t1: usize;
  t2: usize;
  t3: usize;
  packedB: usize;
  packedA: usize;
  tile: usize;
}

function reserve(r: i32, len: i32, nb: i32): Panel | null {
  const head = (offsetof<Panel>() + 15) & ~(<usize>15);
  const doubles = <usize>nb * <usize>r + <usize>r * <usize>(2 * nb) + <usize>(2 * nb) * <usize>len;
  const own = scratchAlloc(head + ((doubles + <usize>len + <usize>r + <usize>(3 * nb) + 2) << 3));
  if (own == 0) return null;
  const packed = scratchFor<f64>(len, 2 * nb);
  if (packed == 0) {
    scratchFree(own);
    return null;
  }
  const panel = changetype<Panel>(own);
  panel.yt = own + head;
  panel.first = at(panel.yt, nb * r);
  panel.second = at(panel.first, r * 2 * nb);
  panel.work = at(panel.second, 2 * nb * len);
  panel.column = at(panel.work, len);
  panel.t1 = at(panel.column, r);
  panel.t2 = at(panel.t1, nb);
  panel.t3 = at(panel.t2, nb);
  panel.packedB = packed;
  panel.packedA = packed + bBytes<f64>(len, 2 * nb);
  panel.tile = edgeTile<f64>(packed, len, 2 * nb);
  return panel;
}

/**
 * dlabrd on steps k0 … k0+nb−1 of g (r×len, k0 + nb < r): d, e, tauP, tauQ of those steps, the
 * reflectors into g with their leading 1s, Yᵀ into panel.yt and Xᵀ into the second operand's last
 * nb rows (X's rows k0+1 … len−1 and Y's rows k0+1 … r−1; zero before each column's first).
 */
function reducePanel(
  g: usize,
  r: i32,
  len: i32,
  k0: i32,
  nb: i32,
  d: usize,
  e: usize,
  tauP: usize,
  tauQ: usize,
  panel: Panel,
): void {
  const yt = panel.yt;
  const xt = at(panel.second, nb * len);
  memory.fill(yt, 0, (<usize>nb * <usize>r) << 3);
  memory.fill(xt, 0, (<usize>nb * <usize>len) << 3);
  const work = panel.work;
  const column = panel.column;
  const t1 = panel.t1;
  const t2 = panel.t2;
  const t3 = panel.t3;
  const rowBytes = (<usize>len) << 3;
  const yBytes = (<usize>r) << 3;
  const wide = len - k0;
  for (let j = 0; j < nb; j++) {
    const c = k0 + j;
    const rowC = at(g, c * len);
    const span = len - c;
    const rest = r - c - 1;
    // H(c:len, c) (g's row c from c) −= V·Y(c, 0:j)ᵀ + X·H(k0:c, c), four rows a pass.
    for (let l = 0; l < j; l++) {
      put(t1, l, -get(yt, l * r + c));
      put(t2, l, -get(rowC, k0 + l));
    }
    accumulateRows(at(rowC, c), at(g, k0 * len + c), rowBytes, t1, 8, j, span);
    accumulateRows(at(rowC, c), at(xt, c), rowBytes, t2, 8, j, span);
    // The left reflector (H's column c, g's row c), its 1 left in place.
    reflector(get(rowC, c), at(rowC, c + 1), 1, span - 1);
    const tp = reflectorTau;
    put(d, c, reflectorBeta);
    put(tauP, c, tp);
    put(rowC, c, 1);
    const u = at(rowC, c);
    // Y(c+1:r, j) = τ (H(c:len, c+1:r)ᵀ u − H(k0:c, c+1:r)ᵀ Xᵀu − Y·(Vᵀu)): each of g's rows below c
    // once, as one dot product of its entries k0 … len−1 with [−Xᵀu ; u] (in work from k0).
    dotRows(t1, at(g, k0 * len + c), rowBytes, u, j, span);
    dotRows(at(work, k0), at(xt, c), rowBytes, u, j, span);
    for (let l = 0; l < j; l++) {
      put(t1, l, -get(t1, l));
      put(work, k0 + l, -get(work, k0 + l));
    }
    memory.copy(at(work, c), u, (<usize>span) << 3);
    const yj = at(yt, j * r);
    dotRows(at(yj, c + 1), at(g, (c + 1) * len + k0), rowBytes, at(work, k0), rest, wide);
    accumulateRows(at(yj, c + 1), at(yt, c + 1), yBytes, t1, 8, j, rest);
    scale(at(yj, c + 1), tp, rest);
    // H(c, c+1:r) (g's column c below row c) −= Y(c+1:r, 0:j+1)·H(c, k0:c+1)ᵀ + H(k0:c, c+1:r)ᵀ X(c, 0:j)ᵀ.
    for (let jj = 0; jj < rest; jj++) put(column, jj, get(g, (c + 1 + jj) * len + c));
    for (let l = 0; l <= j; l++) put(t1, l, -get(g, (k0 + l) * len + c));
    accumulateRows(column, at(yt, c + 1), yBytes, t1, 8, j + 1, rest);
    for (let l = 0; l < j; l++) put(t3, l, get(xt, l * len + c));
    for (let jj = 0; jj < rest; jj++) {
      const row = at(g, (c + 1 + jj) * len + k0);
      put(g, (c + 1 + jj) * len + c, get(column, jj) - dot(row, t3, j));
    }
    // The right reflector (H's row c from c+1, g's column c below row c), its 1 left in place.
    reflector(get(g, (c + 1) * len + c), at(g, (c + 2) * len + c), len, r - c - 2);
    const tq = reflectorTau;
    put(e, c, reflectorBeta);
    put(tauQ, c, tq);
    put(g, (c + 1) * len + c, 1);
    for (let jj = 0; jj < rest; jj++) put(column, jj, get(g, (c + 1 + jj) * len + c));
    // X(c+1:len, j) = τ (H(c+1:len, c+1:r) v − V·(Y(c+1:r, 0:j+1)ᵀ v) − X·(H(k0:c, c+1:r) v)): each of
    // g's rows below c once, as an axpy of its entries k0 … len−1 into work (from k0), whose first j
    // entries are then H(k0:c, c+1:r) v and whose entries past c are H(c+1:len, c+1:r) v.
    memory.fill(at(work, k0), 0, (<usize>wide) << 3);
    accumulateRows(at(work, k0), at(g, (c + 1) * len + k0), rowBytes, column, 8, rest, wide);
    dotRows(t1, at(yt, c + 1), yBytes, column, j + 1, rest);
    for (let l = 0; l <= j; l++) put(t1, l, -get(t1, l));
    for (let l = 0; l < j; l++) put(t2, l, -get(work, k0 + l));
    const xj = at(xt, j * len);
    const after = len - c - 1;
    memory.copy(at(xj, c + 1), at(work, c + 1), (<usize>after) << 3);
    accumulateRows(at(xj, c + 1), at(g, k0 * len + c + 1), rowBytes, t1, 8, j + 1, after);
    accumulateRows(at(xj, c + 1), at(xt, c + 1), rowBytes, t2, 8, j, after);
    scale(at(xj, c + 1), tq, after);
  }
}

/**
 * bidiagonalise (asm/linalg-symmetric.ts) blocked: panels of nb steps while more than `tail` remain
 * past them (tail ≥ nb), then the unblocked steps. Returns 0, or 2 where the scratch could not be
 * allocated (then nothing is touched).
 */
export function bidiagonaliseBlocked(
  g: usize,
  r: i32,
  len: i32,
  d: usize,
  e: usize,
  tauP: usize,
  tauQ: usize,
  v: usize,
  nb: i32,
  tail: i32,
): i32 {
  const reserved = reserve(r, len, nb);
  if (reserved == null) return 2;
  const panel = changetype<Panel>(reserved);
  const stride = 2 * nb;
  let k0 = 0;
  for (; k0 < r - tail; k0 += nb) {
    reducePanel(g, r, len, k0, nb, d, e, tauP, tauQ, panel);
    const next = k0 + nb;
    // The operands: [Y | U₂ᵀ] row by row (g's rows next … r−1, their entries k0 … next−1 the right
    // reflectors), Vᵀ (g's rows k0 … next−1) above Xᵀ.
    const first = panel.first;
    for (let jj = next; jj < r; jj++) {
      const row = at(first, jj * stride);
      for (let l = 0; l < nb; l++) put(row, l, get(panel.yt, l * r + jj));
      memory.copy(at(row, nb), at(g, jj * len + k0), (<usize>nb) << 3);
    }
    for (let l = 0; l < nb; l++)
      memory.copy(at(panel.second, l * len + next), at(g, (k0 + l) * len + next), (<usize>(len - next)) << 3);
    // G₂₂ ← G₂₂ − [Y₂ | U₂ᵀ]·[Vᵀ ; Xᵀ] (rows next … r−1, columns next … len−1).
    gemmMinus<f64>(
      at(first, next * stride),
      stride,
      at(panel.second, next),
      len,
      false,
      at(g, next * len + next),
      len,
      r - next,
      len - next,
      stride,
      false,
      panel.packedB,
      panel.packedA,
      panel.tile,
    );
    // d and e back over the leading 1s, as bidiagonalise leaves them.
    for (let c = k0; c < next; c++) {
      put(g, c * len + c, get(d, c));
      put(g, (c + 1) * len + c, get(e, c));
    }
  }
  scratchFree(panel.packedB);
  scratchFree(changetype<usize>(panel));
  bidiagonaliseFrom(g, r, len, d, e, tauP, tauQ, v, k0);
  return 0;
}
