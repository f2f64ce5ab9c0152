// Strided → contiguous copies (`gather_${bytes}`), used to bring a strided view (a transposed
// array, a slice with a step) into a contiguous scratch block before a contiguous kernel runs on it:
//   dst[o * inner + i] = src[o * outerStride + i * innerStride], strides in elements (any sign).
// A transposed operand has the large stride inside: walking it row by row touches a new cache
// line (and, at 4 KiB strides, the same cache set) for every element. So where the outer axis is
// contiguous in the source (outerStride 1: an exact transpose) the copy goes tile by tile: a tile
// is 64 bytes (one cache line) of each of 64 / size source rows, transposed in registers as 4 × 4
// blocks of lanes × lanes elements (16 × 16 bytes, 8 × 8 int16, 4 × 4 int32, 2 × 2 int64: the
// usual interleave ladder of SIMD shuffles) into a 64-byte-pitch buffer that stays in L1, then
// written out a whole output line at a time (output rows 4 KiB apart would otherwise compete for
// the same few L1 ways). Arrays start on a cache line (asm/memory.ts), so with row lengths that are
// multiples of 64 bytes those lines are whole lines, not halves of two. Where a strip of output rows fits L1 (rows of at most 512 elements) the
// blocks go straight to the destination, a whole output line per block column; bytes always do,
// as 16 × 8 → 8 × 16 blocks (full 16-byte output rows, no buffer). Edges are covered by tiles or
// blocks moved back to overlap the previous ones. Rows with a small positive step (2, 3, 4
// elements: a channel of an interleaved image, a stepped slice) are read 16 bytes at a time and
// compacted with byte swizzles.
import { threadLocal, AREA_TILE } from './memory';

// Cache lines of each source row per tile (2 and 4 measured no faster here). The tile buffer
// (64 rows of 64 bytes at most: int8).
@inline const LINES = 1;
const tile_STATIC = memory.data(4096 * LINES, 64);
/** tile of this thread (asm/memory.ts threadLocal). */
@inline function tileArea(): usize {
  return threadLocal(tile_STATIC, AREA_TILE);
}

// Interleaves of the low / high halves of two vectors, by lane width (each one unpck instruction).
@inline function low8(a: v128, b: v128): v128 {
  return i8x16.shuffle(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
}
@inline function high8(a: v128, b: v128): v128 {
  return i8x16.shuffle(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
}
@inline function low16(a: v128, b: v128): v128 {
  return i16x8.shuffle(a, b, 0, 8, 1, 9, 2, 10, 3, 11);
}
@inline function high16(a: v128, b: v128): v128 {
  return i16x8.shuffle(a, b, 4, 12, 5, 13, 6, 14, 7, 15);
}
@inline function low32(a: v128, b: v128): v128 {
  return i32x4.shuffle(a, b, 0, 4, 1, 5);
}
@inline function high32(a: v128, b: v128): v128 {
  return i32x4.shuffle(a, b, 2, 6, 3, 7);
}
@inline function low64(a: v128, b: v128): v128 {
  return i64x2.shuffle(a, b, 0, 2);
}
@inline function high64(a: v128, b: v128): v128 {
  return i64x2.shuffle(a, b, 1, 3);
}

/**
 * Transposes one lanes × lanes block: row k of the source (16 bytes at from + k * fromPitch)
 * becomes column k of the destination (rows at to + k * toPitch).
 */
@inline function transposeBlock<T>(from: usize, fromPitch: usize, to: usize, toPitch: usize): void {
  if (sizeof<T>() == 8) {
    const a = v128.load(from);
    const b = v128.load(from + fromPitch);
    v128.store(to, low64(a, b));
    v128.store(to + toPitch, high64(a, b));
  } else if (sizeof<T>() == 4) {
    const a = v128.load(from);
    const b = v128.load(from + fromPitch);
    const c = v128.load(from + 2 * fromPitch);
    const d = v128.load(from + 3 * fromPitch);
    const ab0 = low32(a, b);
    const ab1 = high32(a, b);
    const cd0 = low32(c, d);
    const cd1 = high32(c, d);
    v128.store(to, low64(ab0, cd0));
    v128.store(to + toPitch, high64(ab0, cd0));
    v128.store(to + 2 * toPitch, low64(ab1, cd1));
    v128.store(to + 3 * toPitch, high64(ab1, cd1));
  } else if (sizeof<T>() == 2) {
    // Rows r0 … r7 of 8 lanes: pairs of rows interleaved by 16 bits, then 32, then 64.
    const r0 = v128.load(from);
    const r1 = v128.load(from + fromPitch);
    const r2 = v128.load(from + 2 * fromPitch);
    const r3 = v128.load(from + 3 * fromPitch);
    const r4 = v128.load(from + 4 * fromPitch);
    const r5 = v128.load(from + 5 * fromPitch);
    const r6 = v128.load(from + 6 * fromPitch);
    const r7 = v128.load(from + 7 * fromPitch);
    const a0 = low16(r0, r1); // columns 0-3 of rows 0, 1
    const a1 = high16(r0, r1); // columns 4-7
    const a2 = low16(r2, r3);
    const a3 = high16(r2, r3);
    const a4 = low16(r4, r5);
    const a5 = high16(r4, r5);
    const a6 = low16(r6, r7);
    const a7 = high16(r6, r7);
    const b0 = low32(a0, a2); // columns 0-1 of rows 0-3
    const b1 = high32(a0, a2); // columns 2-3
    const b2 = low32(a1, a3); // columns 4-5
    const b3 = high32(a1, a3); // columns 6-7
    const b4 = low32(a4, a6); // the same for rows 4-7
    const b5 = high32(a4, a6);
    const b6 = low32(a5, a7);
    const b7 = high32(a5, a7);
    v128.store(to, low64(b0, b4));
    v128.store(to + toPitch, high64(b0, b4));
    v128.store(to + 2 * toPitch, low64(b1, b5));
    v128.store(to + 3 * toPitch, high64(b1, b5));
    v128.store(to + 4 * toPitch, low64(b2, b6));
    v128.store(to + 5 * toPitch, high64(b2, b6));
    v128.store(to + 6 * toPitch, low64(b3, b7));
    v128.store(to + 7 * toPitch, high64(b3, b7));
  }
}

/**
 * 16 source rows of 8 bytes → 8 destination rows of 16 bytes: rows k and k + 8 share a vector,
 * interleaved by 8 bits (pairs of rows as 16-bit lanes), then the 8 × 8 16-bit ladder.
 */
@inline function transposeBytes(from: usize, fromPitch: usize, to: usize, toPitch: usize): void {
  const v0 = rowPair(from, fromPitch);
  const v1 = rowPair(from + fromPitch, fromPitch);
  const v2 = rowPair(from + 2 * fromPitch, fromPitch);
  const v3 = rowPair(from + 3 * fromPitch, fromPitch);
  const v4 = rowPair(from + 4 * fromPitch, fromPitch);
  const v5 = rowPair(from + 5 * fromPitch, fromPitch);
  const v6 = rowPair(from + 6 * fromPitch, fromPitch);
  const v7 = rowPair(from + 7 * fromPitch, fromPitch);
  const p0 = low8(v0, v1); // rows 0, 1 (16-bit lanes: columns 0-7)
  const p4 = high8(v0, v1); // rows 8, 9
  const p1 = low8(v2, v3);
  const p5 = high8(v2, v3);
  const p2 = low8(v4, v5);
  const p6 = high8(v4, v5);
  const p3 = low8(v6, v7);
  const p7 = high8(v6, v7);
  const a0 = low16(p0, p1);
  const a1 = high16(p0, p1);
  const a2 = low16(p2, p3);
  const a3 = high16(p2, p3);
  const a4 = low16(p4, p5);
  const a5 = high16(p4, p5);
  const a6 = low16(p6, p7);
  const a7 = high16(p6, p7);
  const b0 = low32(a0, a2);
  const b1 = high32(a0, a2);
  const b2 = low32(a1, a3);
  const b3 = high32(a1, a3);
  const b4 = low32(a4, a6);
  const b5 = high32(a4, a6);
  const b6 = low32(a5, a7);
  const b7 = high32(a5, a7);
  v128.store(to, low64(b0, b4));
  v128.store(to + toPitch, high64(b0, b4));
  v128.store(to + 2 * toPitch, low64(b1, b5));
  v128.store(to + 3 * toPitch, high64(b1, b5));
  v128.store(to + 4 * toPitch, low64(b2, b6));
  v128.store(to + 5 * toPitch, high64(b2, b6));
  v128.store(to + 6 * toPitch, low64(b3, b7));
  v128.store(to + 7 * toPitch, high64(b3, b7));
}

/** 8 bytes of row k (low half) and of row k + 8 (high half). */
@inline function rowPair(from: usize, fromPitch: usize): v128 {
  return v128.load64_lane(from + 8 * fromPitch, v128.load64_zero(from), 1);
}

/**
 * The exact transpose straight to the destination, by strips of one cache line of output rows:
 * within a strip, each group of block rows is written a whole line (64 bytes) at a time. Blocks
 * are lanes × lanes (16 × 8 source bytes for bytes); edges by blocks moved back.
 */
@inline function transposeDirect<T>(src: usize, outer: i32, inner: i32, innerStride: i32, dst: usize): void {
  const size = <i32>sizeof<T>();
  const across = size == 1 ? 8 : 16 / size; // output rows per block
  const down = 16 / size; // source rows per block (output elements per block row)
  const width = 64 / size;
  const sourcePitch = <usize>(innerStride * size);
  const rowBytes = <usize>(inner * size);
  for (let o0 = 0; o0 < outer; o0 += width) {
    const oEnd = o0 + width < outer ? o0 + width : outer;
    for (let i0 = 0; i0 < inner; i0 += width) {
      const iEnd = i0 + width < inner ? i0 + width : inner;
      for (let m0 = o0; m0 < oEnd; m0 += across) {
        const m = m0 + across <= outer ? m0 : outer - across;
        for (let r0 = i0; r0 < iEnd; r0 += down) {
          const r = r0 + down <= inner ? r0 : inner - down;
          const from = src + <usize>((m + r * innerStride) * size);
          const to = dst + <usize>((m * inner + r) * size);
          if (size == 1) transposeBytes(from, sourcePitch, to, rowBytes);
          else transposeBlock<T>(from, sourcePitch, to, rowBytes);
        }
      }
    }
  }
}

/**
 * The exact transpose (outerStride 1), outer and inner at least one block of lanes: whole tiles
 * of width × width elements through the buffer where both axes hold a tile, blocks written
 * straight to the destination otherwise (small arrays: no set conflicts to speak of) and for
 * 8-byte elements (8 output rows per strip fit the L1 ways; measured 1.5× faster than the buffer).
 */
@inline function transposeTiled<T>(src: usize, outer: i32, inner: i32, innerStride: i32, dst: usize): void {
  const size = <i32>sizeof<T>();
  const lanes = 16 / size;
  const width = 64 / size;
  const tall = LINES * width; // output rows per tile: LINES cache lines of each source row
  const sourcePitch = <usize>(innerStride * size); // bytes between source rows (wraps when negative)
  const rowBytes = <usize>(inner * size);
  if (size == 1 || (size < 8 && inner <= 512)) {
    transposeDirect<T>(src, outer, inner, innerStride, dst);
    return;
  }
  if (size < 8 && outer >= tall && inner >= width) {
    for (let o0 = 0; o0 < outer; o0 += tall) {
      const o = o0 + tall <= outer ? o0 : outer - tall;
      for (let i0 = 0; i0 < inner; i0 += width) {
        const i = i0 + width <= inner ? i0 : inner - width;
        const from = src + <usize>((o + i * innerStride) * size);
        // Block (r, m): source rows r·lanes…, bytes 16m… → tile rows m·lanes…, bytes 16r…
        for (let r = 0; r < 4; r++) {
          const rowFrom = from + <usize>(r * lanes) * sourcePitch;
          for (let m = 0; m < 4 * LINES; m++) {
            transposeBlock<T>(
              rowFrom + <usize>(m * 16),
              sourcePitch,
              tileArea() + <usize>(m * lanes * 64 + r * 16),
              64,
            );
          }
        }
        const to = dst + <usize>((o * inner + i) * size);
        for (let k = 0; k < tall; k++) {
          const line = tileArea() + <usize>(k * 64);
          const target = to + <usize>k * rowBytes;
          v128.store(target, v128.load(line));
          v128.store(target, v128.load(line, 16), 16);
          v128.store(target, v128.load(line, 32), 32);
          v128.store(target, v128.load(line, 48), 48);
        }
      }
    }
    return;
  }
  for (let o0 = 0; o0 < outer; o0 += width) {
    const end = o0 + width < outer ? o0 + width : outer;
    for (let i0 = 0; i0 < inner; i0 += lanes) {
      const i = i0 + lanes <= inner ? i0 : inner - lanes;
      for (let m0 = o0; m0 < end; m0 += lanes) {
        const m = m0 + lanes <= outer ? m0 : outer - lanes;
        transposeBlock<T>(
          src + <usize>((m + i * innerStride) * size),
          sourcePitch,
          dst + <usize>((m * inner + i) * size),
          rowBytes,
        );
      }
    }
  }
}

/**
 * A row with a small positive step (2, 3 or 4 elements of 1, 2 or 4 bytes) compacted 16 output
 * bytes at a time: each from `step` source vectors, swizzled by constant byte masks (-128: the byte
 * comes from another vector; constants let the engine skip its index range fix-up) and merged.
 * Stops while the next group's source vectors would reach past the row's last element; returns
 * how many elements it wrote.
 */
@inline function steppedRow<T>(from: usize, count: i32, step: i32, to: usize): i32 {
  const size = <i32>sizeof<T>();
  if (size == 1 && step == 2) {
    return compact2(
      from,
      to,
      count,
      1,
      i8x16(0, 2, 4, 6, 8, 10, 12, 14, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 2, 4, 6, 8, 10, 12, 14),
    );
  } else if (size == 1 && step == 3) {
    return compact3(
      from,
      to,
      count,
      1,
      i8x16(0, 3, 6, 9, 12, 15, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, 2, 5, 8, 11, 14, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 1, 4, 7, 10, 13),
    );
  } else if (size == 1 && step == 4) {
    return compact4(
      from,
      to,
      count,
      1,
      i8x16(0, 4, 8, 12, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, 0, 4, 8, 12, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 4, 8, 12, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 0, 4, 8, 12),
    );
  } else if (size == 2 && step == 2) {
    return compact2(
      from,
      to,
      count,
      2,
      i8x16(0, 1, 4, 5, 8, 9, 12, 13, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 4, 5, 8, 9, 12, 13),
    );
  } else if (size == 2 && step == 3) {
    return compact3(
      from,
      to,
      count,
      2,
      i8x16(0, 1, 6, 7, 12, 13, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, 2, 3, 8, 9, 14, 15, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 4, 5, 10, 11),
    );
  } else if (size == 2 && step == 4) {
    return compact4(
      from,
      to,
      count,
      2,
      i8x16(0, 1, 8, 9, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, 0, 1, 8, 9, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 8, 9, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 8, 9),
    );
  } else if (size == 4 && step == 2) {
    return compact2(
      from,
      to,
      count,
      4,
      i8x16(0, 1, 2, 3, 8, 9, 10, 11, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 2, 3, 8, 9, 10, 11),
    );
  } else if (size == 4 && step == 3) {
    return compact3(
      from,
      to,
      count,
      4,
      i8x16(0, 1, 2, 3, 12, 13, 14, 15, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 8, 9, 10, 11, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 4, 5, 6, 7),
    );
  } else if (size == 4 && step == 4) {
    return compact4(
      from,
      to,
      count,
      4,
      i8x16(0, 1, 2, 3, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, 0, 1, 2, 3, -128, -128, -128, -128, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 2, 3, -128, -128, -128, -128),
      i8x16(-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, 0, 1, 2, 3),
    );
  }
  return 0;
}

/** steppedRow's loop for a step of 2: each 16 output bytes from two source vectors and their masks. */
@inline function compact2(from: usize, to: usize, count: i32, size: i32, m0: v128, m1: v128): i32 {
  const lanes = 16 / size;
  let i = 0;
  for (; i + lanes < count; i += lanes) {
    const at = from + <usize>(i * size * 2);
    v128.store(to + <usize>(i * size), v128.or(i8x16.swizzle(v128.load(at), m0), i8x16.swizzle(v128.load(at, 16), m1)));
  }
  return i;
}

/** steppedRow's loop for a step of 3 (three source vectors). */
@inline function compact3(from: usize, to: usize, count: i32, size: i32, m0: v128, m1: v128, m2: v128): i32 {
  const lanes = 16 / size;
  let i = 0;
  for (; i + lanes < count; i += lanes) {
    const at = from + <usize>(i * size * 3);
    v128.store(
      to + <usize>(i * size),
      v128.or(
        v128.or(i8x16.swizzle(v128.load(at), m0), i8x16.swizzle(v128.load(at, 16), m1)),
        i8x16.swizzle(v128.load(at, 32), m2),
      ),
    );
  }
  return i;
}

/** steppedRow's loop for a step of 4 (four source vectors). */
@inline function compact4(
  from: usize,
  to: usize,
  count: i32,
  size: i32,
  m0: v128,
  m1: v128,
  m2: v128,
  m3: v128,
): i32 {
  const lanes = 16 / size;
  let i = 0;
  for (; i + lanes < count; i += lanes) {
    const at = from + <usize>(i * size * 4);
    v128.store(
      to + <usize>(i * size),
      v128.or(
        v128.or(i8x16.swizzle(v128.load(at), m0), i8x16.swizzle(v128.load(at, 16), m1)),
        v128.or(i8x16.swizzle(v128.load(at, 32), m2), i8x16.swizzle(v128.load(at, 48), m3)),
      ),
    );
  }
  return i;
}

/**
 * Four interleaved channels (outerStride 1, innerStride 4: an RGBA image's channels first) split
 * into four planes `inner` elements apart, 64 source bytes at a time: bytes and 16-bit elements
 * first grouped by channel within each vector (one shuffle), then a 4 × 4 transpose of 32-bit
 * lanes. Returns how many elements of each plane it wrote.
 */
@inline function deinterleave4<T>(src: usize, inner: i32, dst: usize): i32 {
  const size = <i32>sizeof<T>();
  const pixels = 16 / size; // per output vector
  const plane = <usize>(inner * size);
  let i = 0;
  for (; i + pixels <= inner; i += pixels) {
    const from = src + <usize>(i * 4 * size);
    let w0 = v128.load(from);
    let w1 = v128.load(from, 16);
    let w2 = v128.load(from, 32);
    let w3 = v128.load(from, 48);
    if (size == 1) {
      w0 = i8x16.shuffle(w0, w0, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
      w1 = i8x16.shuffle(w1, w1, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
      w2 = i8x16.shuffle(w2, w2, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
      w3 = i8x16.shuffle(w3, w3, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    } else if (size == 2) {
      w0 = i16x8.shuffle(w0, w0, 0, 4, 1, 5, 2, 6, 3, 7);
      w1 = i16x8.shuffle(w1, w1, 0, 4, 1, 5, 2, 6, 3, 7);
      w2 = i16x8.shuffle(w2, w2, 0, 4, 1, 5, 2, 6, 3, 7);
      w3 = i16x8.shuffle(w3, w3, 0, 4, 1, 5, 2, 6, 3, 7);
    }
    const a0 = low32(w0, w1);
    const a1 = high32(w0, w1);
    const a2 = low32(w2, w3);
    const a3 = high32(w2, w3);
    const to = dst + <usize>(i * size);
    v128.store(to, low64(a0, a2));
    v128.store(to + plane, high64(a0, a2));
    v128.store(to + 2 * plane, low64(a1, a3));
    v128.store(to + 3 * plane, high64(a1, a3));
  }
  return i;
}

@inline function gather<T>(
  src: usize,
  outer: i32,
  outerStride: i32,
  inner: i32,
  innerStride: i32,
  dst: usize,
): void {
  const size = <i32>sizeof<T>();
  const innerMagnitude = innerStride < 0 ? -innerStride : innerStride;
  const outerMagnitude = outerStride < 0 ? -outerStride : outerStride;
  if (innerStride == 0) {
    // A broadcast column (src/shape/strided.ts's blockedBinary): each row one element, repeated.
    for (let o = 0; o < outer; o++) {
      const from = src + <usize>(o * outerStride * size);
      const to = dst + <usize>(o * inner * size);
      let i = 0;
      if (size == 16) {
        for (; i < inner; i++) v128.store(to + <usize>(i * 16), v128.load(from));
        continue;
      }
      // The element splat to every lane, stored a vector at a time.
      const lanes = 16 / size;
      const vector =
        size == 1
          ? v128.load8_splat(from)
          : size == 2
            ? v128.load16_splat(from)
            : size == 4
              ? v128.load32_splat(from)
              : v128.load64_splat(from);
      for (; i + lanes <= inner; i += lanes) v128.store(to + <usize>(i * size), vector);
      for (; i < inner; i++) store<T>(to + <usize>(i * size), load<T>(from));
    }
    return;
  }
  if (innerStride == 1) {
    // Contiguous rows (a broadcast row: outerStride 0): a copy each.
    for (let o = 0; o < outer; o++)
      memory.copy(dst + <usize>(o * inner * size), src + <usize>(o * outerStride * size), <usize>(inner * size));
    return;
  }
  if (outer == 1 || innerMagnitude <= 1 || innerMagnitude <= outerMagnitude) {
    // Row by row: the source is read in order (or nearly).
    for (let o = 0; o < outer; o++) {
      const from = src + <usize>(o * outerStride * size);
      const to = dst + <usize>(o * inner * size);
      const done = size <= 4 && innerStride >= 2 && innerStride <= 4 ? steppedRow<T>(from, inner, innerStride, to) : 0;
      for (let i = done; i < inner; i++)
        store<T>(to + <usize>(i * size), load<T>(from + <usize>(i * innerStride * size)));
    }
    return;
  }
  if (size <= 4 && outerStride == 1 && outer == 4 && innerStride == 4) {
    const done = deinterleave4<T>(src, inner, dst);
    for (let c = 0; c < 4; c++) {
      for (let i = done; i < inner; i++)
        store<T>(dst + <usize>((c * inner + i) * size), load<T>(src + <usize>((i * 4 + c) * size)));
    }
    return;
  }
  if (size <= 4 && outerStride == 1 && outer == 3 && innerStride == 3) {
    // Three interleaved channels: stepped rows, a chunk of pixels at a time so that the source
    // stays in L1 for the second and third channel.
    for (let start = 0; start < inner; start += 1024) {
      const count = inner - start < 1024 ? inner - start : 1024;
      for (let c = 0; c < 3; c++) {
        const from = src + <usize>((start * 3 + c) * size);
        const to = dst + <usize>((c * inner + start) * size);
        const done = steppedRow<T>(from, count, 3, to);
        for (let i = done; i < count; i++) store<T>(to + <usize>(i * size), load<T>(from + <usize>(i * 3 * size)));
      }
    }
    return;
  }
  if (size <= 8 && outerStride == 1 && outer >= 16 / size && inner >= 16 / size) {
    transposeTiled<T>(src, outer, inner, innerStride, dst);
    return;
  }
  // Otherwise a line's worth of output rows at a time (all of them when there are few: an
  // interleaved image's channels), so that each source line read is used whole.
  const rows = size >= 16 ? 4 : 64 / size;
  for (let o = 0; o < outer; o += rows) {
    const count = outer - o < rows ? outer - o : rows;
    for (let i = 0; i < inner; i++) {
      const from = src + <usize>((o * outerStride + i * innerStride) * size);
      const to = dst + <usize>((o * inner + i) * size);
      for (let k = 0; k < count; k++) {
        store<T>(to + <usize>(k * inner * size), load<T>(from + <usize>(k * outerStride * size)));
      }
    }
  }
}

export function gather_1(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  gather<u8>(src, outer, outerStride, inner, innerStride, dst);
}
export function gather_2(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  gather<u16>(src, outer, outerStride, inner, innerStride, dst);
}
export function gather_4(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  gather<u32>(src, outer, outerStride, inner, innerStride, dst);
}
export function gather_8(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  gather<u64>(src, outer, outerStride, inner, innerStride, dst);
}
export function gather_16(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  gather<v128>(src, outer, outerStride, inner, innerStride, dst);
}
