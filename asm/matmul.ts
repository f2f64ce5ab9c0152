// Matrix products: C = A · B for one matrix pair, C contiguous and row-major (n per row).
// Operands are addressed by element strides (A[i, p] at a + (i·aRow + p·aCol)·size, B[p, j] at
// b + (p·bRow + j·bCol)·size), so transposed or otherwise strided views are read without a copy.
//
// float32 runs the Goto/BLIS scheme (K. Goto, R. van de Geijn, "Anatomy of high-performance
// matrix multiplication", 2008): B is packed a KC-deep block at a time into panels NR columns wide,
// A into panels MR rows tall, and an MR × NR micro-kernel keeps its tile of C in v128 registers for
// the whole depth of a block. Packing pads edge panels with zeros, so the micro-kernel never
// branches; edge tiles go through a scratch tile.
// Other dtypes (after src/matmul.ts casts them to their accumulation dtype) run a plain strided
// dot product per element of C: exact for integers (wrapping), in order for floats.
//
// ABI: (a, aRow, aCol, b, bRow, bCol, c, m, n, k) -> 0, or 1 when the packing scratch cannot be
// allocated. m, n, k > 0.

import { alloc, free } from './memory';

const MR = 4;
const NR = 8;
const KC = 256;
const MC = 64;

/** A [MR × kc] block of A packed as kc groups of MR (zero rows past m). */
@inline function packA32(a: usize, aRow: i32, aCol: i32, rows: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>aRow << 2;
  const colStep = <usize>aCol << 2;
  if (rows == MR) {
    let r0 = a, r1 = a + rowStep, r2 = a + 2 * rowStep, r3 = a + 3 * rowStep;
    for (let p = 0; p < depth; p++) {
      store<f32>(dst, load<f32>(r0));
      store<f32>(dst, load<f32>(r1), 4);
      store<f32>(dst, load<f32>(r2), 8);
      store<f32>(dst, load<f32>(r3), 12);
      r0 += colStep; r1 += colStep; r2 += colStep; r3 += colStep;
      dst += MR << 2;
    }
    return;
  }
  for (let p = 0; p < depth; p++) {
    for (let i = 0; i < MR; i++) {
      store<f32>(dst + (<usize>i << 2), i < rows ? load<f32>(a + <usize>i * rowStep + <usize>p * colStep) : 0);
    }
    dst += MR << 2;
  }
}

/** A [kc × NR] block of B packed as kc rows of NR (zero columns past n). */
@inline function packB32(b: usize, bRow: i32, bCol: i32, cols: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>bRow << 2;
  const colStep = <usize>bCol << 2;
  if (cols == NR && bCol == 1) {
    for (let p = 0; p < depth; p++) {
      v128.store(dst, v128.load(b));
      v128.store(dst, v128.load(b, 16), 16);
      b += rowStep;
      dst += NR << 2;
    }
    return;
  }
  for (let p = 0; p < depth; p++) {
    for (let j = 0; j < NR; j++) {
      store<f32>(dst + (<usize>j << 2), j < cols ? load<f32>(b + <usize>j * colStep) : 0);
    }
    b += rowStep;
    dst += NR << 2;
  }
}

/**
 * C[MR × NR] (at c, ldc floats per row) = (first ? 0 : C) + Apanel · Bpanel over `depth` steps:
 * eight f32x4 accumulators; each step loads two vectors of B and broadcasts four values of A.
 */
@inline function micro32(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void {
  const row = ldc << 2;
  let c00: v128, c01: v128, c10: v128, c11: v128, c20: v128, c21: v128, c30: v128, c31: v128;
  if (first) {
    c00 = f32x4.splat(0); c01 = c00; c10 = c00; c11 = c00; c20 = c00; c21 = c00; c30 = c00; c31 = c00;
  } else {
    c00 = v128.load(c); c01 = v128.load(c, 16);
    c10 = v128.load(c + row); c11 = v128.load(c + row, 16);
    c20 = v128.load(c + 2 * row); c21 = v128.load(c + 2 * row, 16);
    c30 = v128.load(c + 3 * row); c31 = v128.load(c + 3 * row, 16);
  }
  const end = bp + (<usize>depth << 5);
  while (bp < end) {
    const b0 = v128.load(bp);
    const b1 = v128.load(bp, 16);
    let av = v128.load32_splat(ap);
    c00 = f32x4.add(c00, f32x4.mul(av, b0));
    c01 = f32x4.add(c01, f32x4.mul(av, b1));
    av = v128.load32_splat(ap, 4);
    c10 = f32x4.add(c10, f32x4.mul(av, b0));
    c11 = f32x4.add(c11, f32x4.mul(av, b1));
    av = v128.load32_splat(ap, 8);
    c20 = f32x4.add(c20, f32x4.mul(av, b0));
    c21 = f32x4.add(c21, f32x4.mul(av, b1));
    av = v128.load32_splat(ap, 12);
    c30 = f32x4.add(c30, f32x4.mul(av, b0));
    c31 = f32x4.add(c31, f32x4.mul(av, b1));
    ap += 16;
    bp += 32;
  }
  v128.store(c, c00); v128.store(c, c01, 16);
  v128.store(c + row, c10); v128.store(c + row, c11, 16);
  v128.store(c + 2 * row, c20); v128.store(c + 2 * row, c21, 16);
  v128.store(c + 3 * row, c30); v128.store(c + 3 * row, c31, 16);
}

export function matmul_float32(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  const kcMax = min<i32>(k, KC);
  const nPanels = (n + NR - 1) / NR;
  const mcMax = min<i32>((m + MR - 1) / MR * MR, MC);
  const packedB = alloc(<usize>kcMax * <usize>nPanels * NR * 4);
  const packedA = alloc(<usize>kcMax * <usize>mcMax * 4);
  const tile = alloc(MR * NR * 4);
  if (packedB == 0 || packedA == 0 || tile == 0) {
    free(packedB); free(packedA); free(tile);
    return 1;
  }
  const ldc = <usize>n;
  for (let pc = 0; pc < k; pc += KC) {
    const kc = min<i32>(KC, k - pc);
    const first = pc == 0;
    const bBlock = b + (<usize>pc * <usize>bRow << 2);
    for (let panel = 0; panel < nPanels; panel++) {
      const j0 = panel * NR;
      packB32(bBlock + (<usize>j0 * <usize>bCol << 2), bRow, bCol, min<i32>(NR, n - j0), kc, packedB + (<usize>panel * <usize>kc * NR << 2));
    }
    for (let ic = 0; ic < m; ic += MC) {
      const mc = min<i32>(MC, m - ic);
      const aBlock = a + ((<usize>ic * <usize>aRow + <usize>pc * <usize>aCol) << 2);
      for (let i0 = 0; i0 < mc; i0 += MR) {
        packA32(aBlock + (<usize>i0 * <usize>aRow << 2), aRow, aCol, min<i32>(MR, mc - i0), kc, packedA + (<usize>i0 * <usize>kc << 2));
      }
      for (let panel = 0; panel < nPanels; panel++) {
        const j0 = panel * NR;
        const cols = min<i32>(NR, n - j0);
        const bp = packedB + (<usize>panel * <usize>kc * NR << 2);
        for (let i0 = 0; i0 < mc; i0 += MR) {
          const rows = min<i32>(MR, mc - i0);
          const ap = packedA + (<usize>i0 * <usize>kc << 2);
          const cp = c + ((<usize>(ic + i0) * ldc + <usize>j0) << 2);
          if (rows == MR && cols == NR) {
            micro32(ap, bp, kc, cp, ldc, first);
          } else {
            // An edge tile: through the scratch tile, copying only the part inside C.
            for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) {
              store<f32>(tile + (<usize>(i * NR + j) << 2), first ? 0 : load<f32>(cp + ((<usize>i * ldc + <usize>j) << 2)));
            }
            micro32(ap, bp, kc, tile, NR, false);
            for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) {
              store<f32>(cp + ((<usize>i * ldc + <usize>j) << 2), load<f32>(tile + (<usize>(i * NR + j) << 2)));
            }
          }
        }
      }
    }
  }
  free(packedB); free(packedA); free(tile);
  return 0;
}

/** One dot product per element of C, accumulated in T (wrapping for integers). */
@inline function plain<T>(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  const size = <usize>sizeof<T>();
  for (let i = 0; i < m; i++) {
    const rowA = a + <usize>i * <usize>aRow * size;
    for (let j = 0; j < n; j++) {
      let pa = rowA;
      let pb = b + <usize>j * <usize>bCol * size;
      const stepA = <usize>aCol * size;
      const stepB = <usize>bRow * size;
      let total: T = <T>0;
      for (let p = 0; p < k; p++) {
        total += load<T>(pa) * load<T>(pb);
        pa += stepA;
        pb += stepB;
      }
      store<T>(c, total);
      c += size;
    }
  }
  return 0;
}

/** As plain<T>, for interleaved (re, im) pairs of Part. */
@inline function plainComplex<Part>(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  const size = <usize>sizeof<Part>() * 2;
  const half = <usize>sizeof<Part>();
  for (let i = 0; i < m; i++) {
    const rowA = a + <usize>i * <usize>aRow * size;
    for (let j = 0; j < n; j++) {
      let pa = rowA;
      let pb = b + <usize>j * <usize>bCol * size;
      const stepA = <usize>aCol * size;
      const stepB = <usize>bRow * size;
      let re: Part = <Part>0;
      let im: Part = <Part>0;
      for (let p = 0; p < k; p++) {
        const ar = load<Part>(pa), ai = load<Part>(pa + half);
        const br = load<Part>(pb), bi = load<Part>(pb + half);
        re += ar * br - ai * bi;
        im += ar * bi + ai * br;
        pa += stepA;
        pb += stepB;
      }
      store<Part>(c, re);
      store<Part>(c + half, im);
      c += size;
    }
  }
  return 0;
}

export function matmul_float64(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  return plain<f64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_int32(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  return plain<i32>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_int64(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  return plain<i64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_complex64(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  return plainComplex<f32>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_complex128(a: usize, aRow: i32, aCol: i32, b: usize, bRow: i32, bCol: i32, c: usize, m: i32, n: i32, k: i32): i32 {
  return plainComplex<f64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}
