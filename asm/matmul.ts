// Matrix products: C = A · B for one matrix pair, C contiguous and row-major (n per row).
// Operands are addressed by element strides (A[i, p] at a + (i·aRow + p·aCol)·size, B[p, j] at
// b + (p·bRow + j·bCol)·size), so transposed or otherwise strided views are read without a copy.
//
// float32 runs the Goto/BLIS scheme (K. Goto, R. van de Geijn, "Anatomy of high-performance
// matrix multiplication", 2008): B is packed a KC-deep block at a time into panels NR columns wide,
// A into panels MR rows tall, and an MR × NR micro-kernel keeps its tile of C in v128 registers for
// the whole depth of a block. Packing pads edge panels with zeros, so the micro-kernel never
// branches; edge tiles go through a scratch tile.
// The same blocking serves float64, int32 and int64 (integers wrap in their lanes), and int16
// operands with int32 results through i32x4.dot_i16x8_s. Operands that widen exactly are read as
// they are and widened while packing, which costs nothing beside the packing itself: int8, uint8
// and bool to int16 pairs, bfloat16 and float16 to float32 (C float32, rounded once by the caller).
// Complex products are a strided dot product per element of C. src/ops/products/contract.ts casts
// every other dtype (mixed operands included) to one of these first (src/plan/products.ts says which).
//
// ABI: (a, aRow, aCol, b, bRow, bCol, c, m, n, k) -> 0, or 1 when the packing scratch cannot be
// allocated. m, n, k > 0.

import { BFloat16, Float16, isHalf } from './dtypes';
import { scratchAlloc, scratchFree } from './memory';
import { MR, micro, STEP_A } from './micro-kernel';

// Five rows of C a micro-tile (MR, asm/micro-kernel.ts): ten v128 accumulators, two of B and a broadcast of A fit the 15
// SIMD registers V8 allocates on x64 (six rows spill). Per step, 7 loads and 20 multiply/adds keep
// x64's dispatch and its two multiply and two add pipes busy alike; four rows (6 loads, 16
// multiply/adds and the loop's own instructions) measured 4-10% slower at 64-1024 here.
// MC: an A block of 60 × 256 entries measured a little faster than 40, 80 or 120.
// A panels hold each entry already broadcast to a full v128 (16 bytes: four float32, two float64,
// four copies of an int16 pair), so the micro-kernel reads it with a plain load. V8 (Node 20) emits
// v128.load32_splat with its address in a register of its own (an lea per broadcast, immediate
// offset or not), and a plain load folds the offset: 35 instructions a step instead of 39, 4-5%
// faster at 1024. Packing writes four times the bytes of A, which is 1/(2·n) of the product's work.
const KC = 256;
const MC = 60;
/** Columns of a micro-tile: two v128 vectors of T. */
@inline function nr<T>(): i32 {
  return 32 / sizeof<T>();
}

/** Element `at` of a Source operand as T: T itself, or a bfloat16/float16 pattern widened to f32 (exact). */
@inline function read<T, Source>(at: usize): T {
  if (isHalf<Source>()) return <T>changetype<Source>(0).toF32(<u32>load<u16>(at));
  return load<T>(at);
}

/** Bytes of one Source element. */
@inline function sourceSize<T, Source>(): usize {
  return isHalf<Source>() ? 2 : sizeof<T>();
}

/** Four consecutive 32-bit values of Source as a v128 (bfloat16/float16 widened to f32). */
@inline function rowOf32<Source>(at: usize): v128 {
  if (isHalf<Source>()) return changetype<Source>(0).widenLow(v128.load64_zero(at));
  return v128.load(at);
}

/** Five entries of A, one k-step of a panel: each is a v128 broadcast of its entry. */
@inline function storeStep(dst: usize, y0: v128, y1: v128, y2: v128, y3: v128, y4: v128): void {
  v128.store(dst, y0);
  v128.store(dst, y1, 16);
  v128.store(dst, y2, 32);
  v128.store(dst, y3, 48);
  v128.store(dst, y4, 64);
}

/**
 * Four 32-bit lanes of each of five rows (four k of each, or four int16 pairs), stored as four
 * k-steps of a panel: each lane broadcast in one shuffle (packA's and packA16's rows along k).
 */
@inline function storeFiveRows(x0: v128, x1: v128, x2: v128, x3: v128, x4: v128, dst: usize): void {
  storeStep(
    dst,
    v128.shuffle<i32>(x0, x0, 0, 0, 0, 0),
    v128.shuffle<i32>(x1, x1, 0, 0, 0, 0),
    v128.shuffle<i32>(x2, x2, 0, 0, 0, 0),
    v128.shuffle<i32>(x3, x3, 0, 0, 0, 0),
    v128.shuffle<i32>(x4, x4, 0, 0, 0, 0),
  );
  storeStep(
    dst + STEP_A,
    v128.shuffle<i32>(x0, x0, 1, 1, 1, 1),
    v128.shuffle<i32>(x1, x1, 1, 1, 1, 1),
    v128.shuffle<i32>(x2, x2, 1, 1, 1, 1),
    v128.shuffle<i32>(x3, x3, 1, 1, 1, 1),
    v128.shuffle<i32>(x4, x4, 1, 1, 1, 1),
  );
  storeStep(
    dst + 2 * STEP_A,
    v128.shuffle<i32>(x0, x0, 2, 2, 2, 2),
    v128.shuffle<i32>(x1, x1, 2, 2, 2, 2),
    v128.shuffle<i32>(x2, x2, 2, 2, 2, 2),
    v128.shuffle<i32>(x3, x3, 2, 2, 2, 2),
    v128.shuffle<i32>(x4, x4, 2, 2, 2, 2),
  );
  storeStep(
    dst + 3 * STEP_A,
    v128.shuffle<i32>(x0, x0, 3, 3, 3, 3),
    v128.shuffle<i32>(x1, x1, 3, 3, 3, 3),
    v128.shuffle<i32>(x2, x2, 3, 3, 3, 3),
    v128.shuffle<i32>(x3, x3, 3, 3, 3, 3),
    v128.shuffle<i32>(x4, x4, 3, 3, 3, 3),
  );
}

/** Element `at` of a Source operand broadcast to a v128 of T. */
@inline function splatOf<T, Source>(at: usize): v128 {
  if (isHalf<Source>()) return f32x4.splat(read<f32, Source>(at));
  if (sizeof<T>() == 4) return v128.load32_splat(at);
  return v128.load64_splat(at);
}

/** A [MR × depth] block of A packed as depth steps of MR broadcast entries (zero rows past `rows`). */
@inline function packA<T, Source>(a: usize, aRow: i32, aCol: i32, rows: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>aRow * sourceSize<T, Source>();
  const colStep = <usize>aCol * sourceSize<T, Source>();
  if (rows == MR) {
    let start = 0;
    if (aCol == 1 && sizeof<T>() == 4) {
      // Rows along k: four k of each row in one load, each broadcast in one shuffle; the loop
      // below packs the last k.
      for (; start + 4 <= depth; start += 4) {
        const at = a + <usize>start * sourceSize<T, Source>();
        const x0 = rowOf32<Source>(at);
        const x1 = rowOf32<Source>(at + rowStep);
        const x2 = rowOf32<Source>(at + 2 * rowStep);
        const x3 = rowOf32<Source>(at + 3 * rowStep);
        const x4 = rowOf32<Source>(at + 4 * rowStep);
        storeFiveRows(x0, x1, x2, x3, x4, dst);
        dst += 4 * STEP_A;
      }
    }
    let r0 = a + <usize>start * colStep,
      r1 = r0 + rowStep,
      r2 = r0 + 2 * rowStep,
      r3 = r0 + 3 * rowStep,
      r4 = r0 + 4 * rowStep;
    for (let p = start; p < depth; p++) {
      storeStep(
        dst,
        splatOf<T, Source>(r0),
        splatOf<T, Source>(r1),
        splatOf<T, Source>(r2),
        splatOf<T, Source>(r3),
        splatOf<T, Source>(r4),
      );
      r0 += colStep;
      r1 += colStep;
      r2 += colStep;
      r3 += colStep;
      r4 += colStep;
      dst += STEP_A;
    }
    return;
  }
  for (let p = 0; p < depth; p++) {
    for (let i = 0; i < MR; i++) {
      v128.store(
        dst + ((<usize>i) << 4),
        i < rows ? splatOf<T, Source>(a + <usize>i * rowStep + <usize>p * colStep) : i32x4.splat(0),
      );
    }
    dst += STEP_A;
  }
}

/** A [depth × NR] block of B packed as depth rows of NR (zero columns past `cols`). */
@inline function packB<T, Source>(b: usize, bRow: i32, bCol: i32, cols: i32, depth: i32, dst: usize): void {
  const size = <usize>sizeof<T>();
  const rowStep = <usize>bRow * sourceSize<T, Source>();
  const colStep = <usize>bCol * sourceSize<T, Source>();
  const width = nr<T>();
  if (cols == width && bCol == 1) {
    for (let p = 0; p < depth; p++) {
      if (isHalf<Source>()) {
        // Eight 16-bit patterns widened in two shuffles (exact).
        const halves = v128.load(b);
        v128.store(dst, changetype<Source>(0).widenLow(halves));
        v128.store(dst, changetype<Source>(0).widenHigh(halves), 16);
      } else {
        v128.store(dst, v128.load(b));
        v128.store(dst, v128.load(b, 16), 16);
      }
      b += rowStep;
      dst += 32;
    }
    return;
  }
  for (let p = 0; p < depth; p++) {
    for (let j = 0; j < width; j++) {
      store<T>(dst + <usize>j * size, j < cols ? read<T, Source>(b + <usize>j * colStep) : <T>0);
    }
    b += rowStep;
    dst += 32;
  }
}

/**
 * The blocked product for T in f32, f64, i32, i64 (integers wrap, as the lanes do), reading
 * operands of Source: T, or bfloat16/float16 widened to f32 while packing (no cast pass).
 */
@inline function packed<T, Source>(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  const size = <usize>sizeof<T>();
  const NR = nr<T>();
  const kcMax = min<i32>(k, KC);
  const nPanels = (n + NR - 1) / NR;
  const mcMax = min<i32>(((m + MR - 1) / MR) * MR, MC);
  const packedB = scratchAlloc(<usize>kcMax * <usize>nPanels * 32);
  const packedA = scratchAlloc(<usize>kcMax * <usize>(mcMax / MR) * STEP_A);
  const tile = scratchAlloc(MR * 32);
  if (packedB == 0 || packedA == 0 || tile == 0) {
    scratchFree(packedB);
    scratchFree(packedA);
    scratchFree(tile);
    return 1;
  }
  const ldc = <usize>n;
  for (let pc = 0; pc < k; pc += KC) {
    const kc = min<i32>(KC, k - pc);
    const first = pc == 0;
    const bBlock = b + <usize>pc * <usize>bRow * sourceSize<T, Source>();
    for (let panel = 0; panel < nPanels; panel++) {
      const j0 = panel * NR;
      packB<T, Source>(
        bBlock + <usize>j0 * <usize>bCol * sourceSize<T, Source>(),
        bRow,
        bCol,
        min<i32>(NR, n - j0),
        kc,
        packedB + <usize>panel * <usize>kc * 32,
      );
    }
    for (let ic = 0; ic < m; ic += MC) {
      const mc = min<i32>(MC, m - ic);
      const aBlock = a + (<usize>ic * <usize>aRow + <usize>pc * <usize>aCol) * sourceSize<T, Source>();
      for (let i0 = 0; i0 < mc; i0 += MR) {
        packA<T, Source>(
          aBlock + <usize>i0 * <usize>aRow * sourceSize<T, Source>(),
          aRow,
          aCol,
          min<i32>(MR, mc - i0),
          kc,
          packedA + <usize>(i0 / MR) * <usize>kc * STEP_A,
        );
      }
      for (let panel = 0; panel < nPanels; panel++) {
        const j0 = panel * NR;
        const cols = min<i32>(NR, n - j0);
        const bp = packedB + <usize>panel * <usize>kc * 32;
        for (let i0 = 0; i0 < mc; i0 += MR) {
          const rows = min<i32>(MR, mc - i0);
          const ap = packedA + <usize>(i0 / MR) * <usize>kc * STEP_A;
          const cp = c + (<usize>(ic + i0) * ldc + <usize>j0) * size;
          if (rows == MR && cols == NR) {
            micro<T>(ap, bp, kc, cp, ldc, first);
          } else {
            // An edge tile: through the scratch tile, copying only the part inside C.
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++) {
                store<T>(
                  tile + <usize>(i * NR + j) * size,
                  first ? <T>0 : load<T>(cp + (<usize>i * ldc + <usize>j) * size),
                );
              }
            micro<T>(ap, bp, kc, tile, <usize>NR, false);
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++) {
                store<T>(cp + (<usize>i * ldc + <usize>j) * size, load<T>(tile + <usize>(i * NR + j) * size));
              }
          }
        }
      }
    }
  }
  scratchFree(packedB);
  scratchFree(packedA);
  scratchFree(tile);
  return 0;
}

export function matmul_float32(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<f32, f32>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

/** bfloat16 operands, float32 C: widened while packing; src/ops/products/contract.ts rounds C once. */
export function matmul_bfloat16(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<f32, BFloat16>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

/** float16 operands, float32 C (as matmul_bfloat16). */
export function matmul_float16(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<f32, Float16>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_float64(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<f64, f64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_int32(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<i32, i32>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_int64(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed<i64, i64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

// ---- int16 operands, int32 results: i32x4.dot_i16x8_s ------------------------------------------
// Operands of up to 16 bits (int8, uint8, bool and int16, cast to int16 by src/ops/products/) are
// packed as pairs of consecutive k: A as [k/2][MR][2], B as [k/2][8][2]. One dot_i16x8_s multiplies
// four columns' pairs by a row's pair (broadcast as one i32) and adds each pair: 8 products, exact,
// in two instructions where the float kernel takes 4 multiplies and 4 adds for as many. Sums wrap
// modulo 2^32, which is the int32 result the cast operands would give.

/** Eight consecutive Source values (i16, or i8/u8 widened) as i16x8. */
@inline function rowOf16<Source>(at: usize): v128 {
  if (sizeof<Source>() == 2) return v128.load(at);
  return isSigned<Source>() ? v128.load8x8_s(at) : v128.load8x8_u(at);
}

/** Pairs of A: depth k values of MR rows as ceil(depth/2) groups of MR (i16, i16) pairs, read from Source (i16, i8 or u8). */
@inline function packA16<Source>(a: usize, aRow: i32, aCol: i32, rows: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>aRow * sizeof<Source>();
  const colStep = <usize>aCol * sizeof<Source>();
  let start = 0;
  if (rows == MR && aCol == 1) {
    // Rows along k: eight k of each row (four pairs, one i32 lane each), rows 0-3 transposed in
    // eight shuffles, row 4 stored lane by lane. The scalar loop below packs the last k.
    for (; start + 8 <= depth; start += 8) {
      const at = a + <usize>start * sizeof<Source>();
      const x0 = rowOf16<Source>(at);
      const x1 = rowOf16<Source>(at + rowStep);
      const x2 = rowOf16<Source>(at + 2 * rowStep);
      const x3 = rowOf16<Source>(at + 3 * rowStep);
      const x4 = rowOf16<Source>(at + 4 * rowStep);
      storeFiveRows(x0, x1, x2, x3, x4, dst);
      dst += 4 * STEP_A;
    }
  }
  for (let p = start; p < depth; p += 2) {
    const second = p + 1 < depth;
    for (let i = 0; i < MR; i++) {
      const at = a + <usize>i * rowStep + <usize>p * colStep;
      const low: i32 = i < rows ? <i32>load<Source>(at) : 0;
      const high: i32 = i < rows && second ? <i32>load<Source>(at + colStep) : 0;
      v128.store(dst + ((<usize>i) << 4), i32x4.splat((low & 0xffff) | (high << 16)));
    }
    dst += STEP_A;
  }
}

/** Pairs of B: ceil(depth/2) rows of 8 columns' (k, k+1) pairs, read from Source (i16, i8 or u8). */
@inline function packB16<Source>(b: usize, bRow: i32, bCol: i32, cols: i32, depth: i32, dst: usize): void {
  const rowStep = <usize>bRow * sizeof<Source>();
  const colStep = <usize>bCol * sizeof<Source>();
  for (let p = 0; p < depth; p += 2) {
    const second = p + 1 < depth;
    if (cols == 8 && bCol == 1 && second) {
      // Two rows of eight interleaved: (r0[j], r1[j]) for j = 0..7.
      // (8-bit rows are widened to i16 as they load.)
      const r0 = sizeof<Source>() == 2 ? v128.load(b) : isSigned<Source>() ? v128.load8x8_s(b) : v128.load8x8_u(b);
      const r1 =
        sizeof<Source>() == 2
          ? v128.load(b + rowStep)
          : isSigned<Source>()
            ? v128.load8x8_s(b + rowStep)
            : v128.load8x8_u(b + rowStep);
      v128.store(dst, v128.shuffle<i16>(r0, r1, 0, 8, 1, 9, 2, 10, 3, 11));
      v128.store(dst, v128.shuffle<i16>(r0, r1, 4, 12, 5, 13, 6, 14, 7, 15), 16);
    } else {
      for (let j = 0; j < 8; j++) {
        const at = b + <usize>j * colStep;
        const low: i32 = j < cols ? <i32>load<Source>(at) : 0;
        const high: i32 = j < cols && second ? <i32>load<Source>(at + rowStep) : 0;
        store<u32>(dst + ((<usize>j) << 2), (<u32>low & 0xffff) | ((<u32>high) << 16));
      }
    }
    b += rowStep << 1;
    dst += 32;
  }
}

/** Operands of Source (i16, i8 or u8: widened to i16 while packing), int32 C (the same blocking as packed<T>, depth counted in pairs). */
@inline function packed16<Source>(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  const NR = 8;
  const kcMax = min<i32>(k, KC);
  const pairsMax = (kcMax + 1) >> 1;
  const nPanels = (n + NR - 1) / NR;
  const mcMax = min<i32>(((m + MR - 1) / MR) * MR, MC);
  const packedB = scratchAlloc(<usize>pairsMax * <usize>nPanels * 32);
  const packedA = scratchAlloc(<usize>pairsMax * <usize>(mcMax / MR) * STEP_A);
  const tile = scratchAlloc(MR * 32);
  if (packedB == 0 || packedA == 0 || tile == 0) {
    scratchFree(packedB);
    scratchFree(packedA);
    scratchFree(tile);
    return 1;
  }
  const ldc = <usize>n;
  for (let pc = 0; pc < k; pc += KC) {
    const kc = min<i32>(KC, k - pc);
    const pairs = (kc + 1) >> 1;
    const first = pc == 0;
    const bBlock = b + <usize>pc * <usize>bRow * sizeof<Source>();
    for (let panel = 0; panel < nPanels; panel++) {
      const j0 = panel * NR;
      packB16<Source>(
        bBlock + <usize>j0 * <usize>bCol * sizeof<Source>(),
        bRow,
        bCol,
        min<i32>(NR, n - j0),
        kc,
        packedB + <usize>panel * <usize>pairs * 32,
      );
    }
    for (let ic = 0; ic < m; ic += MC) {
      const mc = min<i32>(MC, m - ic);
      const aBlock = a + (<usize>ic * <usize>aRow + <usize>pc * <usize>aCol) * sizeof<Source>();
      for (let i0 = 0; i0 < mc; i0 += MR) {
        packA16<Source>(
          aBlock + <usize>i0 * <usize>aRow * sizeof<Source>(),
          aRow,
          aCol,
          min<i32>(MR, mc - i0),
          kc,
          packedA + <usize>(i0 / MR) * <usize>pairs * STEP_A,
        );
      }
      for (let panel = 0; panel < nPanels; panel++) {
        const j0 = panel * NR;
        const cols = min<i32>(NR, n - j0);
        const bp = packedB + <usize>panel * <usize>pairs * 32;
        for (let i0 = 0; i0 < mc; i0 += MR) {
          const rows = min<i32>(MR, mc - i0);
          const ap = packedA + <usize>(i0 / MR) * <usize>pairs * STEP_A;
          const cp = c + ((<usize>(ic + i0) * ldc + <usize>j0) << 2);
          if (rows == MR && cols == NR) {
            micro<i16>(ap, bp, pairs, cp, ldc, first);
          } else {
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++) {
                store<i32>(
                  tile + ((<usize>(i * NR + j)) << 2),
                  first ? 0 : load<i32>(cp + ((<usize>i * ldc + <usize>j) << 2)),
                );
              }
            micro<i16>(ap, bp, pairs, tile, NR, false);
            for (let i = 0; i < rows; i++)
              for (let j = 0; j < cols; j++) {
                store<i32>(cp + ((<usize>i * ldc + <usize>j) << 2), load<i32>(tile + ((<usize>(i * NR + j)) << 2)));
              }
          }
        }
      }
    }
  }
  scratchFree(packedB);
  scratchFree(packedA);
  scratchFree(tile);
  return 0;
}

export function matmul_int16(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed16<i16>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

/** int8 operands, int32 C: read as int16 while packing (no cast pass). */
export function matmul_int8(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed16<i8>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

/** uint8 operands (and bool, stored as 0 and 1), int32 C. */
export function matmul_uint8(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed16<u8>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_bool(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return packed16<u8>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

/** One dot product per element of C, for interleaved (re, im) pairs of Part. */
@inline function plainComplex<Part>(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
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
        const ar = load<Part>(pa),
          ai = load<Part>(pa + half);
        const br = load<Part>(pb),
          bi = load<Part>(pb + half);
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

export function matmul_complex64(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return plainComplex<f32>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}

export function matmul_complex128(
  a: usize,
  aRow: i32,
  aCol: i32,
  b: usize,
  bRow: i32,
  bCol: i32,
  c: usize,
  m: i32,
  n: i32,
  k: i32,
): i32 {
  return plainComplex<f64>(a, aRow, aCol, b, bRow, bCol, c, m, n, k);
}
