// Strided → contiguous copies (`gather_${bytes}`), used to bring a strided view (a transposed
// array, a slice with a step) into a contiguous scratch block before a contiguous kernel runs on it:
//   dst[o * inner + i] = src[o * outerStride + i * innerStride], strides in elements (any sign).
// A transposed operand has the large stride inside: walking it row by row touches a new cache
// line (and, at 4 KiB strides, the same cache set) for every element. So the output is built 8
// rows at a time, each source line being used whole, and for 4-byte elements laid out as an
// exact transpose, 4 × 4 blocks are transposed in registers (the usual SIMD shuffle transpose).

@inline function gather<T>(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void {
  const size = <i32>sizeof<T>();
  const innerMagnitude = innerStride < 0 ? -innerStride : innerStride;
  const outerMagnitude = outerStride < 0 ? -outerStride : outerStride;
  if (innerMagnitude <= 1 || innerMagnitude <= outerMagnitude || outer < 8) {
    for (let o = 0; o < outer; o++) {
      const from = src + <usize>(o * outerStride * size);
      const to = dst + <usize>(o * inner * size);
      for (let i = 0; i < inner; i++) store<T>(to + <usize>(i * size), load<T>(from + <usize>(i * innerStride * size)));
    }
    return;
  }
  // Eight output rows at a time, each source line read is used whole (8 rows: more would alias
  // in the same L1 set when rows are 4 KiB apart).
  let o = 0;
  if (size == 4 && outerStride == 1) {
    const step = <usize>(innerStride * 4);
    const row = <usize>(inner * 4);
    for (; o + 8 <= outer; o += 8) {
      let i = 0;
      for (; i + 4 <= inner; i += 4) {
        for (let k = 0; k < 8; k += 4) {
          const at = src + <usize>((o + k + i * innerStride) * 4);
          const a = v128.load(at);
          const b = v128.load(at + step);
          const c = v128.load(at + 2 * step);
          const d = v128.load(at + 3 * step);
          const ab0 = i32x4.shuffle(a, b, 0, 4, 1, 5);
          const ab1 = i32x4.shuffle(a, b, 2, 6, 3, 7);
          const cd0 = i32x4.shuffle(c, d, 0, 4, 1, 5);
          const cd1 = i32x4.shuffle(c, d, 2, 6, 3, 7);
          const to = dst + <usize>(((o + k) * inner + i) * 4);
          v128.store(to, i64x2.shuffle(ab0, cd0, 0, 2));
          v128.store(to + row, i64x2.shuffle(ab0, cd0, 1, 3));
          v128.store(to + 2 * row, i64x2.shuffle(ab1, cd1, 0, 2));
          v128.store(to + 3 * row, i64x2.shuffle(ab1, cd1, 1, 3));
        }
      }
      for (; i < inner; i++) {
        for (let k = 0; k < 8; k++) {
          store<T>(dst + <usize>(((o + k) * inner + i) * 4), load<T>(src + <usize>((o + k + i * innerStride) * 4)));
        }
      }
    }
  }
  for (; o < outer; o += 8) {
    const rows = outer - o < 8 ? outer - o : 8;
    for (let i = 0; i < inner; i++) {
      const from = src + <usize>((o * outerStride + i * innerStride) * size);
      const to = dst + <usize>((o * inner + i) * size);
      for (let k = 0; k < rows; k++) {
        store<T>(to + <usize>(k * inner * size), load<T>(from + <usize>(k * outerStride * size)));
      }
    }
  }
}

export function gather_1(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void { gather<u8>(src, outer, outerStride, inner, innerStride, dst); }
export function gather_2(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void { gather<u16>(src, outer, outerStride, inner, innerStride, dst); }
export function gather_4(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void { gather<u32>(src, outer, outerStride, inner, innerStride, dst); }
export function gather_8(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void { gather<u64>(src, outer, outerStride, inner, innerStride, dst); }
export function gather_16(src: usize, outer: i32, outerStride: i32, inner: i32, innerStride: i32, dst: usize): void { gather<v128>(src, outer, outerStride, inner, innerStride, dst); }
