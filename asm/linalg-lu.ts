// The LU family of linalg in float32 and float64, one row-major n×n matrix per call: blocked LU
// with partial pivoting, the triangular solves that follow it (solve, inv) and blocked Cholesky.
// Each is computed in its own precision (LAPACK's s and d routines); the trailing updates run on
// the matrix products' micro-kernel (asm/micro-kernel.ts, asm/matmul.ts's: Goto/BLIS packing, an
// MR × NR tile of C in v128 registers). Scratch comes from scratchAlloc (a thread's own block on a worker).
//
// References:
// - Blocked right-looking LU with partial pivoting: LAPACK's xGETRF (panel xGETF2, row interchanges
//   xLASWP, U's block row by xTRSM, trailing update by xGEMM); E. Anderson, J. Dongarra, "Evaluating
//   block algorithm variants in LAPACK", LAPACK Working Note 19 (1990); Golub & Van Loan, Matrix
//   Computations, 4th ed. (GVL), §3.2.11 (block LU) and §3.4 (partial pivoting). The pivot is the
//   largest |a| (a NaN is taken at once); an exactly zero pivot leaves its column unscaled and
//   factoring goes on, as xGETRF does (INFO > 0).
// - Triangular solves with many right-hand sides: GVL §3.1 (forward and back substitution) in
//   block form (GVL §3.1.7, LAPACK's xTRSM): each block row of X takes a product with the rows
//   solved before it, then an unblocked substitution.
// - Blocked Cholesky: LAPACK's xPOTRF (right-looking: xPOTF2 on the diagonal block, xTRSM for the
//   block column, xSYRK on the trailing lower triangle); GVL §4.2.9 (block Cholesky). Only the
//   lower triangle is read and written; a diagonal that is not positive (or NaN) fails, as xPOTF2.
// Every sum runs in the order of the unblocked algorithms (the product's tile adds its k-steps in
// order), so the blocked results round as the loop forms do; only a single right-hand side's
// substitution sums its dot products in two lanes' order.

import { MR, micro, STEP_A } from './micro-kernel';
import { scratchAlloc, scratchFree } from './memory';

// The micro-kernel's shape (asm/matmul.ts): MR rows of C, NR = two v128 of T columns; an A panel
// holds each entry broadcast to a v128 (STEP_A bytes a k-step), a B panel 32 bytes a k-step; KC and
// MC as the product's.
const KC = 256;
const MC = 60;
// The block sizes: panel columns of LU (NB) and Cholesky (CB), block rows of the triangular
// solves (SB: four tiles of the micro-kernel's five rows). Measured here at n = 64, 256 and 1024
// against 16-128: NB and CB 64 within noise of 32 and 96 at 256, ahead at 1024; SB 20 ahead of 40
// and 60 for inv.
const NB = 64;
const CB = 64;
const SB = 20;

@inline function nr<T>(): i32 {
  return 32 / sizeof<T>();
}

@inline function lanes<T>(): i32 {
  return 16 / sizeof<T>();
}

@inline function at<T>(base: usize, index: i32): usize {
  return base + <usize>index * sizeof<T>();
}

/** y[0..count) −= alpha · x[0..count), a v128 at a time. */
@inline function subScaled<T>(y: usize, x: usize, alpha: T, count: i32): void {
  const splat = v128.splat<T>(alpha);
  const step = lanes<T>();
  let k = 0;
  for (; k + 2 * step <= count; k += 2 * step) {
    const offset = <usize>k * sizeof<T>();
    v128.store(y + offset, v128.sub<T>(v128.load(y + offset), v128.mul<T>(v128.load(x + offset), splat)));
    v128.store(y + offset, v128.sub<T>(v128.load(y + offset, 16), v128.mul<T>(v128.load(x + offset, 16), splat)), 16);
  }
  for (; k + step <= count; k += step) {
    const offset = <usize>k * sizeof<T>();
    v128.store(y + offset, v128.sub<T>(v128.load(y + offset), v128.mul<T>(v128.load(x + offset), splat)));
  }
  for (; k < count; k++) store<T>(at<T>(y, k), load<T>(at<T>(y, k)) - alpha * load<T>(at<T>(x, k)));
}

/** y[0..count) ·= alpha. */
@inline function scaleRow<T>(y: usize, alpha: T, count: i32): void {
  const splat = v128.splat<T>(alpha);
  const step = lanes<T>();
  let k = 0;
  for (; k + step <= count; k += step) {
    const offset = <usize>k * sizeof<T>();
    v128.store(y + offset, v128.mul<T>(v128.load(y + offset), splat));
  }
  for (; k < count; k++) store<T>(at<T>(y, k), load<T>(at<T>(y, k)) * alpha);
}

/** Swaps count elements of rows x and y. */
@inline function swapRows<T>(x: usize, y: usize, count: i32): void {
  const bytes = <usize>count * sizeof<T>();
  let k: usize = 0;
  for (; k + 16 <= bytes; k += 16) {
    const t = v128.load(x + k);
    v128.store(x + k, v128.load(y + k));
    v128.store(y + k, t);
  }
  for (; k < bytes; k += sizeof<T>()) {
    const t = load<T>(x + k);
    store<T>(x + k, load<T>(y + k));
    store<T>(y + k, t);
  }
}

/** Columns of a sub-panel (rankUpdate's depth): eight broadcast multipliers and a row fit in registers. */
const IB = 8;

/**
 * y[0..count) −= Σ_{m < depth} l[m] · u_m[0..count), u_m at u + m·uStride bytes, the terms
 * subtracted in order of m (as depth rank-1 updates would): with depth IB, y is loaded and stored
 * once for all IB terms.
 */
@inline function rankUpdate<T>(y: usize, u: usize, uStride: usize, l: usize, depth: i32, count: i32): void {
  if (depth < IB) {
    for (let m = 0; m < depth; m++) {
      const factor = load<T>(at<T>(l, m));
      if (factor != 0) subScaled<T>(y, u + <usize>m * uStride, factor, count);
    }
    return;
  }
  const s0 = v128.splat<T>(load<T>(l)),
    s1 = v128.splat<T>(load<T>(at<T>(l, 1))),
    s2 = v128.splat<T>(load<T>(at<T>(l, 2))),
    s3 = v128.splat<T>(load<T>(at<T>(l, 3))),
    s4 = v128.splat<T>(load<T>(at<T>(l, 4))),
    s5 = v128.splat<T>(load<T>(at<T>(l, 5))),
    s6 = v128.splat<T>(load<T>(at<T>(l, 6))),
    s7 = v128.splat<T>(load<T>(at<T>(l, 7)));
  const u1 = u + uStride,
    u2 = u + 2 * uStride,
    u3 = u + 3 * uStride,
    u4 = u + 4 * uStride,
    u5 = u + 5 * uStride,
    u6 = u + 6 * uStride,
    u7 = u + 7 * uStride;
  const step = lanes<T>();
  let k = 0;
  for (; k + step <= count; k += step) {
    const o = <usize>k * sizeof<T>();
    let x = v128.load(y + o);
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u + o), s0));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u1 + o), s1));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u2 + o), s2));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u3 + o), s3));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u4 + o), s4));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u5 + o), s5));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u6 + o), s6));
    x = v128.sub<T>(x, v128.mul<T>(v128.load(u7 + o), s7));
    v128.store(y + o, x);
  }
  for (; k < count; k++) {
    const o = <usize>k * sizeof<T>();
    let x = load<T>(y + o);
    for (let m = 0; m < IB; m++) x -= load<T>(at<T>(l, m)) * load<T>(u + <usize>m * uStride + o);
    store<T>(y + o, x);
  }
}

/**
 * Four rows of y (yStride bytes apart), two v128 of columns: y[r, ·] −= Σ_{m < IB} l[r, m] · u_m[·]
 * (l's rows lStride bytes apart, u_m at u + m·uStride), the terms subtracted in order of m as
 * rankUpdate does, with the tile in eight registers: each u_m is loaded once for the four rows, where
 * rankUpdate loads it once a row. `bytes` of columns (a multiple of 32), tile by tile: one call a
 * row group, not one a tile (at n = 64 LU made 560 calls; the calls and their set-up took 10% of
 * it). Not inlined: inlined into the row loops, V8 spilled the tile.
 */
function tile4<T>(y: usize, yStride: usize, u: usize, uStride: usize, l: usize, lStride: usize, bytes: usize): void {
  for (let c: usize = 0; c < bytes; c += 32) {
    const y0 = y + c,
      y1 = y0 + yStride,
      y2 = y1 + yStride,
      y3 = y2 + yStride;
    let c00 = v128.load(y0),
      c01 = v128.load(y0, 16),
      c10 = v128.load(y1),
      c11 = v128.load(y1, 16),
      c20 = v128.load(y2),
      c21 = v128.load(y2, 16),
      c30 = v128.load(y3),
      c31 = v128.load(y3, 16);
    let lm = l;
    let um = u + c;
    const end = l + <usize>IB * sizeof<T>();
    while (lm < end) {
      const u0 = v128.load(um);
      const u1 = v128.load(um, 16);
      let s = v128.load_splat<T>(lm);
      c00 = v128.sub<T>(c00, v128.mul<T>(s, u0));
      c01 = v128.sub<T>(c01, v128.mul<T>(s, u1));
      s = v128.load_splat<T>(lm + lStride);
      c10 = v128.sub<T>(c10, v128.mul<T>(s, u0));
      c11 = v128.sub<T>(c11, v128.mul<T>(s, u1));
      s = v128.load_splat<T>(lm + 2 * lStride);
      c20 = v128.sub<T>(c20, v128.mul<T>(s, u0));
      c21 = v128.sub<T>(c21, v128.mul<T>(s, u1));
      s = v128.load_splat<T>(lm + 3 * lStride);
      c30 = v128.sub<T>(c30, v128.mul<T>(s, u0));
      c31 = v128.sub<T>(c31, v128.mul<T>(s, u1));
      lm += sizeof<T>();
      um += uStride;
    }
    v128.store(y0, c00);
    v128.store(y0, c01, 16);
    v128.store(y1, c10);
    v128.store(y1, c11, 16);
    v128.store(y2, c20);
    v128.store(y2, c21, 16);
    v128.store(y3, c30);
    v128.store(y3, c31, 16);
  }
}

/**
 * rankUpdate of `rows` rows at once, row r's y at y + r·yStride, its multipliers at l + r·lStride and
 * min(first + r, count) columns (first = count: a rectangle; less: Cholesky's lower triangle). Four
 * rows × 32 bytes of columns at a time in tile4, the rest (rows and columns) by rankUpdate. Each entry
 * takes the same terms in the same order either way, so the bits are rankUpdate's. A triangle's
 * tiles run to their last row's width, so a few entries right of a row's own width are updated as
 * well: Cholesky's upper triangle, which it never reads and zeroes at the end.
 */
@inline function rankUpdateRows<T>(
  y: usize,
  yStride: usize,
  u: usize,
  uStride: usize,
  l: usize,
  lStride: usize,
  depth: i32,
  rows: i32,
  first: i32,
  count: i32,
): void {
  let r = 0;
  if (depth == IB) {
    for (; r + 4 <= rows; r += 4) {
      const yr = y + <usize>r * yStride;
      const lr = l + <usize>r * lStride;
      const tail = <usize>(min<i32>(first + r + 3, count) & ~(nr<T>() - 1)) * sizeof<T>();
      if (tail > 0) tile4<T>(yr, yStride, u, uStride, lr, lStride, tail);
      for (let q = 0; q < 4; q++) {
        const rest = min<i32>(first + r + q, count) - <i32>(tail / sizeof<T>());
        if (rest > 0)
          rankUpdate<T>(yr + <usize>q * yStride + tail, u + tail, uStride, lr + <usize>q * lStride, IB, rest);
      }
    }
  }
  for (; r < rows; r++)
    rankUpdate<T>(y + <usize>r * yStride, u, uStride, l + <usize>r * lStride, depth, min<i32>(first + r, count));
}

/**
 * y[0..count) −= Σ_{m < depth} l[m] · u_m[0..count) (u_m at u + m·uStride), m in order, skipping a
 * zero l[m] (as one subScaled a term: 0 · ∞ never reaches y). Where no l[m] is zero, a v128 of y is
 * loaded and stored once for all its terms instead of once a term; the same terms either way. For a
 * sub-panel's depth (< IB) only: each v128's terms are one dependent chain, and at xTRSM's depth (up
 * to NB − 1) the chains' latency made LU at n = 256 18% slower than a subScaled a term.
 */
@inline function unitLowerRow<T>(y: usize, u: usize, uStride: usize, l: usize, depth: i32, count: i32): void {
  let zeros = false;
  for (let m = 0; m < depth; m++) if (load<T>(at<T>(l, m)) == 0) zeros = true;
  if (zeros) {
    for (let m = 0; m < depth; m++) {
      const factor = load<T>(at<T>(l, m));
      if (factor != 0) subScaled<T>(y, u + <usize>m * uStride, factor, count);
    }
    return;
  }
  const step = lanes<T>();
  let k = 0;
  for (; k + step <= count; k += step) {
    const o = <usize>k * sizeof<T>();
    let x = v128.load(y + o);
    let um = u + o;
    for (let m = 0; m < depth; m++) {
      x = v128.sub<T>(x, v128.mul<T>(v128.load(um), v128.load_splat<T>(at<T>(l, m))));
      um += uStride;
    }
    v128.store(y + o, x);
  }
  for (; k < count; k++) {
    const o = <usize>k * sizeof<T>();
    let x = load<T>(y + o);
    for (let m = 0; m < depth; m++) x -= load<T>(at<T>(l, m)) * load<T>(u + <usize>m * uStride + o);
    store<T>(y + o, x);
  }
}

/**
 * The sub-panel's U rows 1..IB−1 on `count` columns (y: row 0's first, rows rowBytes apart) by
 * the unit lower L11 (l: L11's row 0, column 0): row i −= Σ_{q < i} L[i, q] · row q, q in order, as
 * unitLowerRow does a row, but a v128 of columns of all IB rows at a time with the rows in
 * registers (unitLowerRow, a row at a time, reloaded and stored each row once a term: at n = 64
 * it took 13% of LU). Only where no multiplier is zero (unitLowerRow skips those). Not inlined.
 */
function unitLower8<T>(y: usize, rowBytes: usize, l: usize, count: i32): void {
  const size = <usize>sizeof<T>();
  const l1 = l + 1 * rowBytes;
  const l2 = l + 2 * rowBytes;
  const l3 = l + 3 * rowBytes;
  const l4 = l + 4 * rowBytes;
  const l5 = l + 5 * rowBytes;
  const l6 = l + 6 * rowBytes;
  const l7 = l + 7 * rowBytes;
  const y1 = y + 1 * rowBytes;
  const y2 = y + 2 * rowBytes;
  const y3 = y + 3 * rowBytes;
  const y4 = y + 4 * rowBytes;
  const y5 = y + 5 * rowBytes;
  const y6 = y + 6 * rowBytes;
  const y7 = y + 7 * rowBytes;
  const step = lanes<T>();
  let k = 0;
  for (; k + step <= count; k += step) {
    const o = <usize>k * size;
    const r0 = v128.load(y + o);
    let r1 = v128.load(y1 + o);
    r1 = v128.sub<T>(r1, v128.mul<T>(v128.load_splat<T>(l1), r0));
    v128.store(y1 + o, r1);
    let r2 = v128.load(y2 + o);
    r2 = v128.sub<T>(r2, v128.mul<T>(v128.load_splat<T>(l2), r0));
    r2 = v128.sub<T>(r2, v128.mul<T>(v128.load_splat<T>(l2 + 1 * size), r1));
    v128.store(y2 + o, r2);
    let r3 = v128.load(y3 + o);
    r3 = v128.sub<T>(r3, v128.mul<T>(v128.load_splat<T>(l3), r0));
    r3 = v128.sub<T>(r3, v128.mul<T>(v128.load_splat<T>(l3 + 1 * size), r1));
    r3 = v128.sub<T>(r3, v128.mul<T>(v128.load_splat<T>(l3 + 2 * size), r2));
    v128.store(y3 + o, r3);
    let r4 = v128.load(y4 + o);
    r4 = v128.sub<T>(r4, v128.mul<T>(v128.load_splat<T>(l4), r0));
    r4 = v128.sub<T>(r4, v128.mul<T>(v128.load_splat<T>(l4 + 1 * size), r1));
    r4 = v128.sub<T>(r4, v128.mul<T>(v128.load_splat<T>(l4 + 2 * size), r2));
    r4 = v128.sub<T>(r4, v128.mul<T>(v128.load_splat<T>(l4 + 3 * size), r3));
    v128.store(y4 + o, r4);
    let r5 = v128.load(y5 + o);
    r5 = v128.sub<T>(r5, v128.mul<T>(v128.load_splat<T>(l5), r0));
    r5 = v128.sub<T>(r5, v128.mul<T>(v128.load_splat<T>(l5 + 1 * size), r1));
    r5 = v128.sub<T>(r5, v128.mul<T>(v128.load_splat<T>(l5 + 2 * size), r2));
    r5 = v128.sub<T>(r5, v128.mul<T>(v128.load_splat<T>(l5 + 3 * size), r3));
    r5 = v128.sub<T>(r5, v128.mul<T>(v128.load_splat<T>(l5 + 4 * size), r4));
    v128.store(y5 + o, r5);
    let r6 = v128.load(y6 + o);
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6), r0));
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6 + 1 * size), r1));
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6 + 2 * size), r2));
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6 + 3 * size), r3));
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6 + 4 * size), r4));
    r6 = v128.sub<T>(r6, v128.mul<T>(v128.load_splat<T>(l6 + 5 * size), r5));
    v128.store(y6 + o, r6);
    let r7 = v128.load(y7 + o);
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7), r0));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 1 * size), r1));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 2 * size), r2));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 3 * size), r3));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 4 * size), r4));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 5 * size), r5));
    r7 = v128.sub<T>(r7, v128.mul<T>(v128.load_splat<T>(l7 + 6 * size), r6));
    v128.store(y7 + o, r7);
  }
  for (; k < count; k++) {
    const o = <usize>k * size;
    const r0 = load<T>(y + o);
    let r1 = load<T>(y1 + o);
    r1 -= load<T>(l1) * r0;
    store<T>(y1 + o, r1);
    let r2 = load<T>(y2 + o);
    r2 -= load<T>(l2) * r0;
    r2 -= load<T>(l2 + 1 * size) * r1;
    store<T>(y2 + o, r2);
    let r3 = load<T>(y3 + o);
    r3 -= load<T>(l3) * r0;
    r3 -= load<T>(l3 + 1 * size) * r1;
    r3 -= load<T>(l3 + 2 * size) * r2;
    store<T>(y3 + o, r3);
    let r4 = load<T>(y4 + o);
    r4 -= load<T>(l4) * r0;
    r4 -= load<T>(l4 + 1 * size) * r1;
    r4 -= load<T>(l4 + 2 * size) * r2;
    r4 -= load<T>(l4 + 3 * size) * r3;
    store<T>(y4 + o, r4);
    let r5 = load<T>(y5 + o);
    r5 -= load<T>(l5) * r0;
    r5 -= load<T>(l5 + 1 * size) * r1;
    r5 -= load<T>(l5 + 2 * size) * r2;
    r5 -= load<T>(l5 + 3 * size) * r3;
    r5 -= load<T>(l5 + 4 * size) * r4;
    store<T>(y5 + o, r5);
    let r6 = load<T>(y6 + o);
    r6 -= load<T>(l6) * r0;
    r6 -= load<T>(l6 + 1 * size) * r1;
    r6 -= load<T>(l6 + 2 * size) * r2;
    r6 -= load<T>(l6 + 3 * size) * r3;
    r6 -= load<T>(l6 + 4 * size) * r4;
    r6 -= load<T>(l6 + 5 * size) * r5;
    store<T>(y6 + o, r6);
    let r7 = load<T>(y7 + o);
    r7 -= load<T>(l7) * r0;
    r7 -= load<T>(l7 + 1 * size) * r1;
    r7 -= load<T>(l7 + 2 * size) * r2;
    r7 -= load<T>(l7 + 3 * size) * r3;
    r7 -= load<T>(l7 + 4 * size) * r4;
    r7 -= load<T>(l7 + 5 * size) * r5;
    r7 -= load<T>(l7 + 6 * size) * r6;
    store<T>(y7 + o, r7);
  }
}

// ── C −= A · B on the product's micro-kernel ────────────────────────────────────────────────

/**
 * The packing buffers of one call, one scratch block: B panels (`columns` wide, up to KC deep),
 * then A panels (MC rows), then an edge tile. 0 where there is no room.
 */
@inline export function scratchFor<T>(columns: i32, depth: i32): usize {
  return scratchAlloc(bBytes<T>(columns, depth) + A_BYTES + MR * 32);
}

/** Bytes of scratchFor's A panels. */
const A_BYTES: usize = <usize>KC * <usize>(MC / MR) * STEP_A;

/** scratchFor's edge tile, past its B and A panels. */
@inline export function edgeTile<T>(scratch: usize, columns: i32, depth: i32): usize {
  return scratch + bBytes<T>(columns, depth) + A_BYTES;
}

/** Bytes of scratchFor's B panels. */
@inline export function bBytes<T>(columns: i32, depth: i32): usize {
  const nPanels = (columns + nr<T>() - 1) / nr<T>();
  const kc = max<i32>(1, min<i32>(depth, KC));
  return (<usize>nPanels * <usize>kc * 32 + 63) & ~(<usize>63);
}

/** −A[rows × depth] (row stride lda) packed as depth steps of MR broadcast entries (zero rows past `rows`). */
@inline function packNegatedA<T>(a: usize, lda: i32, rows: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>lda * sizeof<T>();
  if (rows == MR) {
    let r0 = a,
      r1 = a + rowStep,
      r2 = a + 2 * rowStep,
      r3 = a + 3 * rowStep,
      r4 = a + 4 * rowStep;
    for (let p = 0; p < depth; p++) {
      v128.store(dst, v128.neg<T>(v128.splat<T>(load<T>(r0))));
      v128.store(dst, v128.neg<T>(v128.splat<T>(load<T>(r1))), 16);
      v128.store(dst, v128.neg<T>(v128.splat<T>(load<T>(r2))), 32);
      v128.store(dst, v128.neg<T>(v128.splat<T>(load<T>(r3))), 48);
      v128.store(dst, v128.neg<T>(v128.splat<T>(load<T>(r4))), 64);
      r0 += sizeof<T>();
      r1 += sizeof<T>();
      r2 += sizeof<T>();
      r3 += sizeof<T>();
      r4 += sizeof<T>();
      dst += STEP_A;
    }
    return;
  }
  for (let p = 0; p < depth; p++) {
    for (let i = 0; i < MR; i++) {
      v128.store(
        dst + ((<usize>i) << 4),
        i < rows
          ? v128.neg<T>(v128.splat<T>(load<T>(a + <usize>i * rowStep + <usize>p * sizeof<T>())))
          : i32x4.splat(0),
      );
    }
    dst += STEP_A;
  }
}

/**
 * B[depth × cols] packed as depth rows of NR (zero columns past `cols`): B[p, j] at b + (p·ldb + j)
 * elements, or with `transposed` at b + (j·ldb + p) (B = Lᵀ for Cholesky's trailing update).
 */
@inline function packB<T>(b: usize, ldb: i32, transposed: bool, cols: i32, depth: i32, dst: usize): void {
  const width = nr<T>();
  const size = <usize>sizeof<T>();
  if (!transposed) {
    const rowStep = <usize>ldb * size;
    if (cols == width) {
      for (let p = 0; p < depth; p++) {
        v128.store(dst, v128.load(b));
        v128.store(dst, v128.load(b, 16), 16);
        b += rowStep;
        dst += 32;
      }
      return;
    }
    for (let p = 0; p < depth; p++) {
      for (let j = 0; j < width; j++) store<T>(dst + <usize>j * size, j < cols ? load<T>(b + <usize>j * size) : <T>0);
      b += rowStep;
      dst += 32;
    }
    return;
  }
  // Column j of the panel is row j of the source: walk each source row along its depth.
  for (let j = 0; j < width; j++) {
    const source = b + <usize>j * <usize>ldb * size;
    let target = dst + <usize>j * size;
    for (let p = 0; p < depth; p++) {
      store<T>(target, j < cols ? load<T>(source + <usize>p * size) : <T>0);
      target += 32;
    }
  }
}

/**
 * C[m × n] (row stride ldc) −= A[m × k] (row stride lda) · B[k × n] (packB's layout). With `lower`
 * only C's lower triangle (C[i, j], j ≤ i) is needed: tiles right of the diagonal are skipped
 * (some entries above it are written; callers never read them).
 */
export function gemmMinus<T>(
  a: usize,
  lda: i32,
  b: usize,
  ldb: i32,
  transposed: bool,
  c: usize,
  ldc: i32,
  m: i32,
  n: i32,
  k: i32,
  lower: bool,
  packedB: usize,
  packedA: usize,
  tile: usize,
): void {
  if (m <= 0 || n <= 0 || k <= 0) return;
  const size = <usize>sizeof<T>();
  const NR = nr<T>();
  const nPanels = (n + NR - 1) / NR;
  const row = <usize>ldc;
  for (let pc = 0; pc < k; pc += KC) {
    const kc = min<i32>(KC, k - pc);
    const bBlock = transposed ? b + <usize>pc * size : b + <usize>pc * <usize>ldb * size;
    for (let panel = 0; panel < nPanels; panel++) {
      const j0 = panel * NR;
      packB<T>(
        transposed ? bBlock + <usize>j0 * <usize>ldb * size : bBlock + <usize>j0 * size,
        ldb,
        transposed,
        min<i32>(NR, n - j0),
        kc,
        packedB + <usize>panel * <usize>kc * 32,
      );
    }
    for (let ic = 0; ic < m; ic += MC) {
      const mc = min<i32>(MC, m - ic);
      for (let i0 = 0; i0 < mc; i0 += MR) {
        packNegatedA<T>(
          a + (<usize>(ic + i0) * <usize>lda + <usize>pc) * size,
          lda,
          min<i32>(MR, mc - i0),
          kc,
          packedA + <usize>(i0 / MR) * <usize>kc * STEP_A,
        );
      }
      for (let panel = 0; panel < nPanels; panel++) {
        const j0 = panel * NR;
        if (lower && j0 >= ic + mc) break;
        const cols = min<i32>(NR, n - j0);
        const bp = packedB + <usize>panel * <usize>kc * 32;
        for (let i0 = 0; i0 < mc; i0 += MR) {
          const rows = min<i32>(MR, mc - i0);
          if (lower && j0 >= ic + i0 + rows) continue;
          const ap = packedA + <usize>(i0 / MR) * <usize>kc * STEP_A;
          const cp = c + (<usize>(ic + i0) * row + <usize>j0) * size;
          if (rows == MR && cols == NR) {
            micro<T>(ap, bp, kc, cp, row, false);
          } else {
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++)
                store<T>(tile + <usize>(i * NR + j) * size, load<T>(cp + (<usize>i * row + <usize>j) * size));
            micro<T>(ap, bp, kc, tile, <usize>NR, false);
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++)
                store<T>(cp + (<usize>i * row + <usize>j) * size, load<T>(tile + <usize>(i * NR + j) * size));
          }
        }
      }
    }
  }
}

// ── LU ──────────────────────────────────────────────────────────────────────────────────────

/** The 2×2 float64 block (x[offset], y[offset]) transposed into (p, q): two loads, two shuffles, two stores. */
@inline function transposePair(x: usize, y: usize, offset: usize, p: usize, q: usize): void {
  const u = v128.load(x + offset);
  const v = v128.load(y + offset);
  v128.store(p, v128.shuffle<i64>(u, v, 0, 2));
  v128.store(q, v128.shuffle<i64>(u, v, 1, 3));
}

/**
 * Copies between the m×w block at `rows` (row-major, rowBytes a row) and its transpose at `panel`
 * (column c at panel + c·stride): `inward` into the panel, else back. float64 moves 2×2 tiles (two
 * v128 loads, two shuffles, two stores for four entries); float32 and the edges one entry at a time.
 */
@inline function transposeBlock<T>(
  rows: usize,
  rowBytes: usize,
  panel: usize,
  stride: usize,
  m: i32,
  w: i32,
  inward: bool,
): void {
  const size = <usize>sizeof<T>();
  let r = 0;
  if (sizeof<T>() == 8 && w == IB) {
    // A whole sub-panel: two rows a step, its four column pairs unrolled (the loop's overhead was
    // a third of the transposes' time at n = 64).
    for (; r + 2 <= m; r += 2) {
      const x0 = rows + <usize>r * rowBytes;
      const x1 = x0 + rowBytes;
      const p = panel + <usize>r * size;
      if (inward) {
        transposePair(x0, x1, 0, p, p + stride);
        transposePair(x0, x1, 16, p + 2 * stride, p + 3 * stride);
        transposePair(x0, x1, 32, p + 4 * stride, p + 5 * stride);
        transposePair(x0, x1, 48, p + 6 * stride, p + 7 * stride);
      } else {
        transposePair(p, p + stride, 0, x0, x1);
        transposePair(p + 2 * stride, p + 3 * stride, 0, x0 + 16, x1 + 16);
        transposePair(p + 4 * stride, p + 5 * stride, 0, x0 + 32, x1 + 32);
        transposePair(p + 6 * stride, p + 7 * stride, 0, x0 + 48, x1 + 48);
      }
    }
  } else if (sizeof<T>() == 8) {
    for (; r + 2 <= m; r += 2) {
      const row0 = rows + <usize>r * rowBytes;
      const row1 = row0 + rowBytes;
      const column = panel + <usize>r * size;
      let c = 0;
      for (; c + 2 <= w; c += 2) {
        const x0 = row0 + <usize>c * size;
        const x1 = row1 + <usize>c * size;
        const p0 = column + <usize>c * stride;
        const p1 = p0 + stride;
        if (inward) {
          const u = v128.load(x0);
          const v = v128.load(x1);
          v128.store(p0, v128.shuffle<i64>(u, v, 0, 2));
          v128.store(p1, v128.shuffle<i64>(u, v, 1, 3));
        } else {
          const u = v128.load(p0);
          const v = v128.load(p1);
          v128.store(x0, v128.shuffle<i64>(u, v, 0, 2));
          v128.store(x1, v128.shuffle<i64>(u, v, 1, 3));
        }
      }
      for (; c < w; c++) {
        const p = column + <usize>c * stride;
        if (inward) {
          store<T>(p, load<T>(at<T>(row0, c)));
          store<T>(p + size, load<T>(at<T>(row1, c)));
        } else {
          store<T>(at<T>(row0, c), load<T>(p));
          store<T>(at<T>(row1, c), load<T>(p + size));
        }
      }
    }
  }
  for (; r < m; r++) {
    const row = rows + <usize>r * rowBytes;
    for (let c = 0; c < w; c++) {
      const p = panel + <usize>c * stride + <usize>r * size;
      if (inward) store<T>(p, load<T>(at<T>(row, c)));
      else store<T>(at<T>(row, c), load<T>(p));
    }
  }
}

/**
 * The largest magnitude among lanes<T>() v128 of a column (a pmax a v128 of |x|, cheaper in V8 than
 * the NaN-propagating max; `nan`, the lanes where x ≠ x, stands in for the propagation).
 */
@inline function largestLane<T>(most: v128): T {
  if (sizeof<T>() == 8) return <T>max<f64>(f64x2.extract_lane(most, 0), f64x2.extract_lane(most, 1));
  return <T>(
    max<f32>(
      max<f32>(f32x4.extract_lane(most, 0), f32x4.extract_lane(most, 1)),
      max<f32>(f32x4.extract_lane(most, 2), f32x4.extract_lane(most, 3)),
    )
  );
}

/**
 * Factors the sub-panel columns j0..j1 (rows j0..n) of lu's matrix (xGETF2), through `panel` (IB·n
 * elements): the sub-panel is transposed there, so each column runs along contiguous memory; the
 * rows' parts outside the sub-panel are interchanged in place. Left-looking within the sub-panel:
 * column jj takes the terms L[·, q]·U[q, jj] of the columns before it in order of q, a v128 of rows
 * loaded and stored once for all of them (right-looking, once a term), and its pivot's magnitude is
 * found in the same pass. Each entry takes the right-looking loop's terms in its order, and skips
 * what it skips (a zero pivot's column, a zero U[q, jj]), so the bits are the same. `terms`: IB
 * v128 (the U[q, jj] splatted), then IB pointers (their L columns). Returns the first column whose
 * pivot is exactly zero, or -1. The pivot is the first NaN, else the first largest |a| (IxAMAX).
 */
@inline function subPanel<T>(a: usize, n: i32, j0: i32, j1: i32, pivots: usize, panel: usize, terms: usize): i32 {
  const size = <usize>sizeof<T>();
  const rowBytes = <usize>n * size;
  const m = n - j0;
  const w = j1 - j0;
  const stride = <usize>m * size;
  const step = lanes<T>();
  const columns = terms + <usize>IB * 16;
  transposeBlock<T>(a + <usize>j0 * rowBytes + <usize>j0 * size, rowBytes, panel, stride, m, w, true);
  let zero = -1;
  let zeroPivots = 0; // bit q: column q's pivot is zero
  for (let jj = 0; jj < w; jj++) {
    const column = panel + <usize>jj * stride;
    // U[q, jj] for q < jj, final once the terms before q are taken (the rows above jj, in order of q).
    let count = 0;
    for (let q = 0; q < jj; q++) {
      if ((zeroPivots >> q) & 1) continue;
      const u = load<T>(at<T>(column, q));
      if (u == 0) continue;
      const lq = panel + <usize>q * stride;
      for (let r = q + 1; r < jj; r++)
        store<T>(at<T>(column, r), load<T>(at<T>(column, r)) - load<T>(at<T>(lq, r)) * u);
      v128.store(terms + ((<usize>count) << 4), v128.splat<T>(u));
      store<usize>(columns + ((<usize>count) << 2), lq);
      count++;
    }
    // Rows jj..m: four v128 at a time, then one, then single entries.
    let most = v128.splat<T>(0);
    let nan = most;
    let r = jj;
    for (; r + 4 * step <= m; r += 4 * step) {
      const o = <usize>r * size;
      let x0 = v128.load(column + o);
      let x1 = v128.load(column + o, 16);
      let x2 = v128.load(column + o, 32);
      let x3 = v128.load(column + o, 48);
      for (let t = 0; t < count; t++) {
        const lp = load<usize>(columns + ((<usize>t) << 2)) + o;
        const u = v128.load(terms + ((<usize>t) << 4));
        x0 = v128.sub<T>(x0, v128.mul<T>(v128.load(lp), u));
        x1 = v128.sub<T>(x1, v128.mul<T>(v128.load(lp, 16), u));
        x2 = v128.sub<T>(x2, v128.mul<T>(v128.load(lp, 32), u));
        x3 = v128.sub<T>(x3, v128.mul<T>(v128.load(lp, 48), u));
      }
      v128.store(column + o, x0);
      v128.store(column + o, x1, 16);
      v128.store(column + o, x2, 32);
      v128.store(column + o, x3, 48);
      const pair0 = v128.pmax<T>(v128.abs<T>(x0), v128.abs<T>(x1));
      const pair1 = v128.pmax<T>(v128.abs<T>(x2), v128.abs<T>(x3));
      most = v128.pmax<T>(most, v128.pmax<T>(pair0, pair1));
      const nan0 = v128.or(v128.ne<T>(x0, x0), v128.ne<T>(x1, x1));
      nan = v128.or(nan, v128.or(nan0, v128.or(v128.ne<T>(x2, x2), v128.ne<T>(x3, x3))));
    }
    for (; r + step <= m; r += step) {
      const o = <usize>r * size;
      let x = v128.load(column + o);
      for (let t = 0; t < count; t++) {
        const lp = load<usize>(columns + ((<usize>t) << 2)) + o;
        x = v128.sub<T>(x, v128.mul<T>(v128.load(lp), v128.load(terms + ((<usize>t) << 4))));
      }
      v128.store(column + o, x);
      most = v128.pmax<T>(most, v128.abs<T>(x));
      nan = v128.or(nan, v128.ne<T>(x, x));
    }
    let largest = v128.any_true(nan) ? <T>NaN : largestLane<T>(most);
    for (; r < m; r++) {
      const o = <usize>r * size;
      let x = load<T>(column + o);
      for (let t = 0; t < count; t++)
        x -= load<T>(load<usize>(columns + ((<usize>t) << 2)) + o) * load<T>(terms + ((<usize>t) << 4));
      store<T>(column + o, x);
      largest = max<T>(largest, abs<T>(x));
    }
    let p = jj;
    if (largest != largest) {
      while (load<T>(at<T>(column, p)) == load<T>(at<T>(column, p))) p++;
    } else {
      const target = v128.splat<T>(largest);
      while (p + step <= m && !v128.any_true(v128.eq<T>(v128.abs<T>(v128.load(at<T>(column, p))), target))) p += step;
      while (abs<T>(load<T>(at<T>(column, p))) != largest) p++;
    }
    const j = j0 + jj;
    store<i32>(pivots + ((<usize>j) << 2), j0 + p);
    if (p != jj) {
      for (let c = 0; c < w; c++) {
        const x = panel + <usize>c * stride;
        const t = load<T>(at<T>(x, jj));
        store<T>(at<T>(x, jj), load<T>(at<T>(x, p)));
        store<T>(at<T>(x, p), t);
      }
      const rowJ = a + <usize>j * rowBytes;
      const rowP = a + <usize>(j0 + p) * rowBytes;
      swapRows<T>(rowJ, rowP, j0);
      swapRows<T>(rowJ + <usize>j1 * size, rowP + <usize>j1 * size, n - j1);
    }
    const pivot = load<T>(at<T>(column, jj));
    if (pivot == 0) {
      zeroPivots |= 1 << jj;
      if (zero < 0) zero = j;
      continue;
    }
    scaleRow<T>(column + <usize>(jj + 1) * size, <T>1 / pivot, m - jj - 1);
  }
  transposeBlock<T>(a + <usize>j0 * rowBytes + <usize>j0 * size, rowBytes, panel, stride, m, w, false);
  return zero;
}

/**
 * P·A = L·U in place for the n×n row-major `a` (L unit lower, U upper); row k was interchanged
 * with row pivots[k] (i32s). Returns the first k whose pivot is exactly zero, -1 where none, or
 * -2 where the scratch could not be allocated.
 */
@inline function lu<T>(a: usize, n: i32, pivots: usize): i32 {
  const size = <usize>sizeof<T>();
  const rowBytes = <usize>n * size;
  const scratch = n > NB ? scratchFor<T>(n, NB) : 0;
  const packedA = scratch + bBytes<T>(n, NB);
  const tile = packedA + A_BYTES;
  const panel = scratchAlloc(<usize>IB * <usize>n * size + <usize>IB * 20);
  const terms = panel + <usize>IB * <usize>n * size; // subPanel's
  if ((n > NB && scratch == 0) || panel == 0) {
    if (scratch != 0) scratchFree(scratch);
    if (panel != 0) scratchFree(panel);
    return -2;
  }
  let info = -1;
  for (let k0 = 0; k0 < n; k0 += NB) {
    const kend = min<i32>(n, k0 + NB);
    // The panel (xGETF2): columns k0..kend, rows k0..n, right-looking within the panel; whole
    // rows are interchanged (xLASWP on both sides at once: rows are contiguous here). The panel is
    // itself blocked by IB columns: each sub-panel is factored column by column (its own columns
    // updated), then the panel's columns to its right take one rank-IB update (rankUpdate).
    for (let j0 = k0; j0 < kend; j0 += IB) {
      const j1 = min<i32>(kend, j0 + IB);
      const zero = subPanel<T>(a, n, j0, j1, pivots, panel, terms);
      if (zero >= 0 && info < 0) info = zero;
      if (j1 == kend) break;
      // The sub-panel's U rows on the panel's columns j1..kend, then the rows below.
      const width = kend - j1;
      let zeros = j1 - j0 < IB;
      for (let i = j0 + 1; i < j1 && !zeros; i++)
        for (let q = j0; q < i; q++) if (load<T>(at<T>(a, i * n + q)) == 0) zeros = true;
      if (!zeros)
        unitLower8<T>(
          a + <usize>j0 * rowBytes + <usize>j1 * size,
          rowBytes,
          a + <usize>j0 * rowBytes + <usize>j0 * size,
          width,
        );
      else
        for (let i = j0 + 1; i < j1; i++)
          unitLowerRow<T>(
            a + <usize>i * rowBytes + <usize>j1 * size,
            a + <usize>j0 * rowBytes + <usize>j1 * size,
            rowBytes,
            a + <usize>i * rowBytes + <usize>j0 * size,
            i - j0,
            width,
          );
      const rowJ1 = a + <usize>j1 * rowBytes;
      rankUpdateRows<T>(
        rowJ1 + <usize>j1 * size,
        rowBytes,
        a + <usize>j0 * rowBytes + <usize>j1 * size,
        rowBytes,
        rowJ1 + <usize>j0 * size,
        rowBytes,
        j1 - j0,
        n - j1,
        width,
        width,
      );
    }
    if (kend == n) break;
    // U's block row (xTRSM): rows k0..kend, columns kend..n, by the unit lower L11.
    const width = n - kend;
    for (let i = k0 + 1; i < kend; i++) {
      const target = a + <usize>i * rowBytes + <usize>kend * size;
      for (let m = k0; m < i; m++) {
        const l = load<T>(at<T>(a, i * n + m));
        if (l != 0) subScaled<T>(target, a + <usize>m * rowBytes + <usize>kend * size, l, width);
      }
    }
    // The trailing update (xGEMM): A22 −= L21 · U12.
    gemmMinus<T>(
      a + <usize>kend * rowBytes + <usize>k0 * size,
      n,
      a + <usize>k0 * rowBytes + <usize>kend * size,
      n,
      false,
      a + <usize>kend * rowBytes + <usize>kend * size,
      n,
      width,
      width,
      kend - k0,
      false,
      scratch,
      packedA,
      tile,
    );
  }
  scratchFree(panel);
  if (scratch != 0) scratchFree(scratch);
  return info;
}

export function linalg_lu_float64(a: usize, n: i32, pivots: usize): i32 {
  return lu<f64>(a, n, pivots);
}

export function linalg_lu_float32(a: usize, n: i32, pivots: usize): i32 {
  return lu<f32>(a, n, pivots);
}

/**
 * det of `count` contiguous n×n matrices at `a` (left as they are), one element each at `out`:
 * the interchanges' sign times U's diagonal, multiplied in that order in float64 (for float32 too,
 * rounded once, as the JavaScript loop it replaces did), +0 where singular (NumPy's). Each matrix
 * is factored in scratch; one call for the batch (at n = 64 the JavaScript around one LU, its
 * blocks, views and diagonal, took 8% of det). Returns 0, or -2 where scratch ran out.
 */
@inline function det<T>(a: usize, n: i32, count: i32, out: usize): i32 {
  const size = <usize>sizeof<T>();
  const bytes = <usize>n * <usize>n * size;
  const work = scratchAlloc(bytes + ((<usize>n) << 2));
  if (work == 0) return -2;
  const pivots = work + bytes;
  for (let b = 0; b < count; b++) {
    memory.copy(work, a + <usize>b * bytes, bytes);
    if (lu<T>(work, n, pivots) == -2) {
      scratchFree(work);
      return -2;
    }
    let sign: f64 = 1;
    for (let k = 0; k < n; k++) if (load<i32>(pivots + ((<usize>k) << 2)) != k) sign = -sign;
    let product = sign;
    for (let k = 0; k < n; k++) product *= <f64>load<T>(work + <usize>k * <usize>(n + 1) * size);
    store<T>(out + <usize>b * size, <T>(product + 0));
  }
  scratchFree(work);
  return 0;
}

/** (a, n, count, out) → 0, or -2 where scratch ran out: det of each of `count` n×n matrices. */
export function linalg_det_float64(a: usize, n: i32, count: i32, out: usize): i32 {
  return det<f64>(a, n, count, out);
}

export function linalg_det_float32(a: usize, n: i32, count: i32, out: usize): i32 {
  return det<f32>(a, n, count, out);
}

// ── Solves from the factors ─────────────────────────────────────────────────────────────────

/** Σ x[0..count) · y[0..count), two v128 accumulators. */
@inline function dot<T>(x: usize, y: usize, count: i32): T {
  const step = lanes<T>();
  let acc0 = v128.splat<T>(0);
  let acc1 = v128.splat<T>(0);
  let k = 0;
  for (; k + 2 * step <= count; k += 2 * step) {
    const offset = <usize>k * sizeof<T>();
    acc0 = v128.add<T>(acc0, v128.mul<T>(v128.load(x + offset), v128.load(y + offset)));
    acc1 = v128.add<T>(acc1, v128.mul<T>(v128.load(x + offset, 16), v128.load(y + offset, 16)));
  }
  const both = v128.add<T>(acc0, acc1);
  let sum: T = 0;
  if (sizeof<T>() == 8) sum = <T>(f64x2.extract_lane(both, 0) + f64x2.extract_lane(both, 1));
  else
    sum = <T>(
      (f32x4.extract_lane(both, 0) +
        f32x4.extract_lane(both, 1) +
        (f32x4.extract_lane(both, 2) + f32x4.extract_lane(both, 3)))
    );
  for (; k < count; k++) sum += load<T>(at<T>(x, k)) * load<T>(at<T>(y, k));
  return sum;
}

/**
 * X := U⁻¹ · L⁻¹ · P · X in place for the n×k row-major X, from lu's factors (P from pivots). With
 * `identity` (k = n) X := A⁻¹: L⁻¹ from the identity (lower triangular: its zeros are skipped),
 * U⁻¹·L⁻¹, then P's interchanges on the columns, last first (LAPACK's xGETRI's order): 2n³ flops
 * where the identity as a right side takes 8n³/3. Returns 0, or 1 where scratch ran out.
 */
@inline function luSolve<T>(a: usize, n: i32, pivots: usize, x: usize, k: i32, identity: bool): i32 {
  const size = <usize>sizeof<T>();
  const rowA = <usize>n * size;
  const rowX = <usize>k * size;
  if (identity) {
    memory.fill(x, 0, <usize>n * rowX);
    for (let i = 0; i < n; i++) store<T>(x + <usize>i * rowX + <usize>i * size, <T>1);
  } else {
    for (let i = 0; i < n; i++) {
      const p = load<i32>(pivots + ((<usize>i) << 2));
      if (p != i) swapRows<T>(x + <usize>i * rowX, x + <usize>p * rowX, k);
    }
  }
  if (k == 1) {
    // One right-hand side: row-oriented substitution, a dot product a row.
    for (let i = 1; i < n; i++) {
      const xi = at<T>(x, i);
      store<T>(xi, load<T>(xi) - dot<T>(a + <usize>i * rowA, x, i));
    }
    for (let i = n - 1; i >= 0; i--) {
      const xi = at<T>(x, i);
      const s = load<T>(xi) - dot<T>(a + <usize>i * rowA + <usize>(i + 1) * size, xi + size, n - 1 - i);
      store<T>(xi, s * (<T>1 / load<T>(at<T>(a, i * n + i))));
    }
    return 0;
  }
  const blocked = n > SB && k >= 8;
  const scratch = blocked ? scratchFor<T>(k, n) : 0;
  const packedA = scratch + bBytes<T>(k, n);
  const tile = packedA + A_BYTES;
  if (blocked && scratch == 0) {
    return 1;
  }
  const nb = blocked ? SB : n;
  // Forward (L unit lower), block rows top down: X[i0:i1] −= L[i0:i1, 0:i0] · X[0:i0], then within.
  // From the identity X stays lower triangular: row m has entries in columns 0..m only.
  for (let i0 = 0; i0 < n; i0 += nb) {
    const i1 = min<i32>(n, i0 + nb);
    const width = identity ? i0 : k;
    if (i0 > 0)
      gemmMinus<T>(
        a + <usize>i0 * rowA,
        n,
        x,
        k,
        false,
        x + <usize>i0 * rowX,
        k,
        i1 - i0,
        width,
        i0,
        false,
        scratch,
        packedA,
        tile,
      );
    for (let i = i0 + 1; i < i1; i++) {
      const target = x + <usize>i * rowX;
      for (let m = i0; m < i; m++) {
        const l = load<T>(at<T>(a, i * n + m));
        if (l != 0) subScaled<T>(target, x + <usize>m * rowX, l, identity ? m + 1 : k);
      }
    }
  }
  // Back (U upper), block rows bottom up: X[i0:i1] −= U[i0:i1, i1:n] · X[i1:n], then within.
  for (let i1 = n; i1 > 0; i1 -= nb) {
    const i0 = max<i32>(0, i1 - nb);
    if (i1 < n)
      gemmMinus<T>(
        a + <usize>i0 * rowA + <usize>i1 * size,
        n,
        x + <usize>i1 * rowX,
        k,
        false,
        x + <usize>i0 * rowX,
        k,
        i1 - i0,
        k,
        n - i1,
        false,
        scratch,
        packedA,
        tile,
      );
    for (let i = i1 - 1; i >= i0; i--) {
      const target = x + <usize>i * rowX;
      for (let m = i + 1; m < i1; m++) {
        const u = load<T>(at<T>(a, i * n + m));
        if (u != 0) subScaled<T>(target, x + <usize>m * rowX, u, k);
      }
      scaleRow<T>(target, <T>1 / load<T>(at<T>(a, i * n + i)), k);
    }
  }
  if (identity) {
    // A⁻¹ = U⁻¹·L⁻¹·P: P's interchanges on the columns, last first, a row at a time.
    for (let i = 0; i < n; i++) {
      const row = x + <usize>i * rowX;
      for (let j = n - 2; j >= 0; j--) {
        const p = load<i32>(pivots + ((<usize>j) << 2));
        if (p != j) {
          const t = load<T>(at<T>(row, j));
          store<T>(at<T>(row, j), load<T>(at<T>(row, p)));
          store<T>(at<T>(row, p), t);
        }
      }
    }
  }
  if (scratch != 0) scratchFree(scratch);
  return 0;
}

/** (a, n, pivots, x, k, identity) → 0, or 1 where scratch ran out: X := A⁻¹·X (or A⁻¹) from lu's factors. */
export function linalg_lu_solve_float64(a: usize, n: i32, pivots: usize, x: usize, k: i32, identity: i32): i32 {
  return luSolve<f64>(a, n, pivots, x, k, identity != 0);
}

export function linalg_lu_solve_float32(a: usize, n: i32, pivots: usize, x: usize, k: i32, identity: i32): i32 {
  return luSolve<f32>(a, n, pivots, x, k, identity != 0);
}

// ── Cholesky ────────────────────────────────────────────────────────────────────────────────

/**
 * Cholesky's entries L[i + r, j0 + q] (r < lanes<T>(), q < w) of rows below the sub-panel's diagonal
 * block: L[i, j] = (A[i, j] − Σ_{j0 ≤ m < j} L[i, m]·L[j, m]) · (1 / L[j, j]), one row a lane. Each
 * column's sums are finished column by column (right-looking within the block: once L[·, j] is
 * known it is taken from every later column's sum), so the terms are subtracted in order of m, as
 * the scalar form does, while the rows' chains run side by side. `sums`: w v128 of scratch.
 */
@inline function belowRows<T>(
  a: usize,
  rowBytes: usize,
  i: i32,
  j0: i32,
  w: i32,
  inverses: usize,
  sums: usize,
): void {
  const size = <usize>sizeof<T>();
  const first = a + <usize>i * rowBytes + <usize>j0 * size;
  for (let q = 0; q < w; q++) {
    const p = first + <usize>q * size;
    let v = v128.splat<T>(load<T>(p));
    if (sizeof<T>() == 8) v = f64x2.replace_lane(v, 1, load<f64>(p + rowBytes));
    else {
      v = f32x4.replace_lane(v, 1, load<f32>(p + rowBytes));
      v = f32x4.replace_lane(v, 2, load<f32>(p + 2 * rowBytes));
      v = f32x4.replace_lane(v, 3, load<f32>(p + 3 * rowBytes));
    }
    v128.store(sums + ((<usize>q) << 4), v);
  }
  const block = a + <usize>j0 * rowBytes + <usize>j0 * size;
  for (let j = 0; j < w; j++) {
    const x = v128.mul<T>(v128.load(sums + ((<usize>j) << 4)), v128.splat<T>(load<T>(at<T>(inverses, j0 + j))));
    const p = first + <usize>j * size;
    if (sizeof<T>() == 8) {
      store<f64>(p, f64x2.extract_lane(x, 0));
      store<f64>(p + rowBytes, f64x2.extract_lane(x, 1));
    } else {
      store<f32>(p, f32x4.extract_lane(x, 0));
      store<f32>(p + rowBytes, f32x4.extract_lane(x, 1));
      store<f32>(p + 2 * rowBytes, f32x4.extract_lane(x, 2));
      store<f32>(p + 3 * rowBytes, f32x4.extract_lane(x, 3));
    }
    // L[j0 + q, j0 + j] for the later columns q.
    let l = block + <usize>(j + 1) * rowBytes + <usize>j * size;
    for (let q = j + 1; q < w; q++) {
      const o = sums + ((<usize>q) << 4);
      v128.store(o, v128.sub<T>(v128.load(o), v128.mul<T>(x, v128.splat<T>(load<T>(l)))));
      l += rowBytes;
    }
  }
}

/** Column entries (a, a + rowBytes, …) of lanes<T>() consecutive rows as one v128. */
@inline function gather<T>(p: usize, rowBytes: usize): v128 {
  let v = v128.splat<T>(load<T>(p));
  if (sizeof<T>() == 8) return f64x2.replace_lane(v, 1, load<f64>(p + rowBytes));
  v = f32x4.replace_lane(v, 1, load<f32>(p + rowBytes));
  v = f32x4.replace_lane(v, 2, load<f32>(p + 2 * rowBytes));
  return f32x4.replace_lane(v, 3, load<f32>(p + 3 * rowBytes));
}

/** gather's inverse. */
@inline function scatter<T>(p: usize, rowBytes: usize, x: v128): void {
  if (sizeof<T>() == 8) {
    store<f64>(p, f64x2.extract_lane(x, 0));
    store<f64>(p + rowBytes, f64x2.extract_lane(x, 1));
  } else {
    store<f32>(p, f32x4.extract_lane(x, 0));
    store<f32>(p + rowBytes, f32x4.extract_lane(x, 1));
    store<f32>(p + 2 * rowBytes, f32x4.extract_lane(x, 2));
    store<f32>(p + 3 * rowBytes, f32x4.extract_lane(x, 3));
  }
}

/**
 * belowRows for a whole sub-panel (w = IB), left-looking: column q's sum takes x_0 … x_{q−1} (the
 * columns before it, kept in registers) in order, as belowRows's right-looking updates subtract
 * them, so the bits are the same; no sums go through memory. Not inlined (its eight live columns).
 */
function belowRows8<T>(a: usize, rowBytes: usize, i: i32, j0: i32, inverses: usize): void {
  const size = <usize>sizeof<T>();
  const p = a + <usize>i * rowBytes + <usize>j0 * size;
  const d = a + <usize>j0 * rowBytes + <usize>j0 * size; // the diagonal block: L[j0 + q, j0 + j] at d + q·rowBytes + j·size
  const r = inverses + <usize>j0 * size;
  const x0 = v128.mul<T>(gather<T>(p, rowBytes), v128.load_splat<T>(r));
  scatter<T>(p, rowBytes, x0);
  let row = d + rowBytes;
  let v = v128.sub<T>(gather<T>(p + size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  const x1 = v128.mul<T>(v, v128.load_splat<T>(r + size));
  scatter<T>(p + size, rowBytes, x1);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 2 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  const x2 = v128.mul<T>(v, v128.load_splat<T>(r + 2 * size));
  scatter<T>(p + 2 * size, rowBytes, x2);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 3 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  v = v128.sub<T>(v, v128.mul<T>(x2, v128.load_splat<T>(row + 2 * size)));
  const x3 = v128.mul<T>(v, v128.load_splat<T>(r + 3 * size));
  scatter<T>(p + 3 * size, rowBytes, x3);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 4 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  v = v128.sub<T>(v, v128.mul<T>(x2, v128.load_splat<T>(row + 2 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x3, v128.load_splat<T>(row + 3 * size)));
  const x4 = v128.mul<T>(v, v128.load_splat<T>(r + 4 * size));
  scatter<T>(p + 4 * size, rowBytes, x4);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 5 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  v = v128.sub<T>(v, v128.mul<T>(x2, v128.load_splat<T>(row + 2 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x3, v128.load_splat<T>(row + 3 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x4, v128.load_splat<T>(row + 4 * size)));
  const x5 = v128.mul<T>(v, v128.load_splat<T>(r + 5 * size));
  scatter<T>(p + 5 * size, rowBytes, x5);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 6 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  v = v128.sub<T>(v, v128.mul<T>(x2, v128.load_splat<T>(row + 2 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x3, v128.load_splat<T>(row + 3 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x4, v128.load_splat<T>(row + 4 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x5, v128.load_splat<T>(row + 5 * size)));
  const x6 = v128.mul<T>(v, v128.load_splat<T>(r + 6 * size));
  scatter<T>(p + 6 * size, rowBytes, x6);
  row += rowBytes;
  v = v128.sub<T>(gather<T>(p + 7 * size, rowBytes), v128.mul<T>(x0, v128.load_splat<T>(row)));
  v = v128.sub<T>(v, v128.mul<T>(x1, v128.load_splat<T>(row + size)));
  v = v128.sub<T>(v, v128.mul<T>(x2, v128.load_splat<T>(row + 2 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x3, v128.load_splat<T>(row + 3 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x4, v128.load_splat<T>(row + 4 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x5, v128.load_splat<T>(row + 5 * size)));
  v = v128.sub<T>(v, v128.mul<T>(x6, v128.load_splat<T>(row + 6 * size)));
  scatter<T>(p + 7 * size, rowBytes, v128.mul<T>(v, v128.load_splat<T>(r + 7 * size)));
}

/**
 * L·Lᵀ = A in place for the n×n row-major `a`, from (and into) its lower triangle; the upper one is
 * zeroed. Returns -1, the first row whose diagonal is not positive, or -2 where scratch ran out.
 */
@inline function cholesky<T>(a: usize, n: i32): i32 {
  const size = <usize>sizeof<T>();
  const rowBytes = <usize>n * size;
  const scratch = n > CB ? scratchFor<T>(n, CB) : 0;
  const packedA = scratch + bBytes<T>(n, CB);
  const tile = packedA + A_BYTES;
  // The sub-panel's transpose (IB × CB), then 1 / L[j, j] for each j (xPOTF2 scales by the
  // reciprocal).
  const panelT = scratchAlloc(<usize>IB * <usize>CB * size + <usize>n * size + <usize>IB * 16);
  const inverses = panelT + <usize>IB * <usize>CB * size;
  const sums = inverses + <usize>n * size;
  if ((n > CB && scratch == 0) || panelT == 0) {
    if (scratch != 0) scratchFree(scratch);
    if (panelT != 0) scratchFree(panelT);
    return -2;
  }
  let failed = -1;
  for (let k0 = 0; k0 < n && failed < 0; k0 += CB) {
    const kend = min<i32>(n, k0 + CB);
    // The diagonal block and the block column below it (xPOTF2, xTRSM), by sub-panels of IB
    // columns: each row's entries L[i, j] = (A[i, j] − Σ_{j0 ≤ m < j} L[i, m]·L[j, m]) · (1 / L[j, j])
    // (Cholesky–Crout within the sub-panel, GVL §4.2), then one rank-IB update of the block's
    // columns to its right (lower triangle), read through the sub-panel's transpose.
    for (let j0 = k0; j0 < kend && failed < 0; j0 += IB) {
      const j1 = min<i32>(kend, j0 + IB);
      // The diagonal block's rows, then the rows below it, lanes<T>() at a time (belowRows).
      const diagonalEnd = min<i32>(n, j1);
      for (let i = j0; i < diagonalEnd && failed < 0; i++) {
        const rowI = a + <usize>i * rowBytes;
        const last = min<i32>(i, j1 - 1);
        for (let j = j0; j <= last; j++) {
          const rowJ = a + <usize>j * rowBytes;
          let sum = load<T>(at<T>(rowI, j));
          for (let m = j0; m < j; m++) sum -= load<T>(at<T>(rowI, m)) * load<T>(at<T>(rowJ, m));
          if (i == j) {
            if (!(sum > 0)) {
              failed = i;
              break;
            }
            const root = sqrt<T>(sum);
            store<T>(at<T>(rowI, i), root);
            store<T>(at<T>(inverses, i), <T>1 / root);
          } else store<T>(at<T>(rowI, j), sum * load<T>(at<T>(inverses, j)));
        }
      }
      if (failed >= 0) break;
      let i = j1;
      if (j1 - j0 == IB) for (; i + lanes<T>() <= n; i += lanes<T>()) belowRows8<T>(a, rowBytes, i, j0, inverses);
      else for (; i + lanes<T>() <= n; i += lanes<T>()) belowRows<T>(a, rowBytes, i, j0, j1 - j0, inverses, sums);
      for (; i < n; i++) {
        const rowI = a + <usize>i * rowBytes;
        for (let j = j0; j < j1; j++) {
          const rowJ = a + <usize>j * rowBytes;
          let sum = load<T>(at<T>(rowI, j));
          for (let m = j0; m < j; m++) sum -= load<T>(at<T>(rowI, m)) * load<T>(at<T>(rowJ, m));
          store<T>(at<T>(rowI, j), sum * load<T>(at<T>(inverses, j)));
        }
      }
      if (j1 == kend) break;
      const width = kend - j1;
      const stride = <usize>CB * size;
      for (let m = 0; m < j1 - j0; m++)
        for (let c = 0; c < width; c++)
          store<T>(at<T>(panelT + <usize>m * stride, c), load<T>(at<T>(a, (j1 + c) * n + j0 + m)));
      const rowJ1 = a + <usize>j1 * rowBytes;
      rankUpdateRows<T>(
        rowJ1 + <usize>j1 * size,
        rowBytes,
        panelT,
        stride,
        rowJ1 + <usize>j0 * size,
        rowBytes,
        j1 - j0,
        n - j1,
        1,
        width,
      );
    }
    if (failed >= 0 || kend == n) break;
    // The trailing lower triangle (xSYRK): A22 −= L21 · L21ᵀ.
    const width = n - kend;
    const l21 = a + <usize>kend * rowBytes + <usize>k0 * size;
    gemmMinus<T>(
      l21,
      n,
      l21,
      n,
      true,
      a + <usize>kend * rowBytes + <usize>kend * size,
      n,
      width,
      width,
      kend - k0,
      true,
      scratch,
      packedA,
      tile,
    );
  }
  scratchFree(panelT);
  if (scratch != 0) scratchFree(scratch);
  if (failed >= 0) return failed;
  for (let i = 0; i + 1 < n; i++)
    memory.fill(a + <usize>i * rowBytes + <usize>(i + 1) * size, 0, <usize>(n - 1 - i) * size);
  return -1;
}

export function linalg_cholesky_float64(a: usize, n: i32): i32 {
  return cholesky<f64>(a, n);
}

export function linalg_cholesky_float32(a: usize, n: i32): i32 {
  return cholesky<f32>(a, n);
}
