// Index gathers and scatters (take, at with index arrays, with, scatter): elements addressed as
//   src + outer[o] + base[b] + inner[i]      (byte offsets, i32 each)
// for o < outerCount, b < baseCount, i < innerCount, in that order on the contiguous side. The
// outer part is the axes before the indexed ones, the base part the indexed positions, the inner
// part the axes after them. `inner` = 0 means the inner part is contiguous: innerCount elements
// one after another, so a row gather (take along the first axis) is one memory.copy per row.

@inline function moveOne<T>(from: usize, to: usize): void {
  store<T>(to, load<T>(from));
}

/** dst (contiguous) ← src at the addressed elements. */
@inline function take<T>(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  const size = <usize>sizeof<T>();
  const rowBytes = <usize>innerCount * size;
  for (let o = 0; o < outerCount; o++) {
    const start = src + <usize>load<i32>(outer + ((<usize>o) << 2));
    for (let b = 0; b < baseCount; b++) {
      const from = start + <usize>load<i32>(bases + ((<usize>b) << 2));
      if (inner == 0) {
        if (innerCount == 1) moveOne<T>(from, dst);
        else memory.copy(dst, from, rowBytes);
      } else {
        for (let i = 0; i < innerCount; i++)
          moveOne<T>(from + <usize>load<i32>(inner + ((<usize>i) << 2)), dst + <usize>i * size);
      }
      dst += rowBytes;
    }
  }
}

/** dst at the addressed elements ← src (contiguous); a repeated address keeps the last write. */
@inline function put<T>(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  const size = <usize>sizeof<T>();
  const rowBytes = <usize>innerCount * size;
  for (let o = 0; o < outerCount; o++) {
    const start = dst + <usize>load<i32>(outer + ((<usize>o) << 2));
    for (let b = 0; b < baseCount; b++) {
      const to = start + <usize>load<i32>(bases + ((<usize>b) << 2));
      if (inner == 0) {
        if (innerCount == 1) moveOne<T>(src, to);
        else memory.copy(to, src, rowBytes);
      } else {
        for (let i = 0; i < innerCount; i++)
          moveOne<T>(src + <usize>i * size, to + <usize>load<i32>(inner + ((<usize>i) << 2)));
      }
      src += rowBytes;
    }
  }
}

export function take_1(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  take<u8>(src, outer, outerCount, bases, baseCount, inner, innerCount, dst);
}
export function take_2(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  take<u16>(src, outer, outerCount, bases, baseCount, inner, innerCount, dst);
}
export function take_4(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  take<u32>(src, outer, outerCount, bases, baseCount, inner, innerCount, dst);
}
export function take_8(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  take<u64>(src, outer, outerCount, bases, baseCount, inner, innerCount, dst);
}
export function take_16(
  src: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  dst: usize,
): void {
  take<v128>(src, outer, outerCount, bases, baseCount, inner, innerCount, dst);
}
export function put_1(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  put<u8>(dst, outer, outerCount, bases, baseCount, inner, innerCount, src);
}
export function put_2(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  put<u16>(dst, outer, outerCount, bases, baseCount, inner, innerCount, src);
}
export function put_4(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  put<u32>(dst, outer, outerCount, bases, baseCount, inner, innerCount, src);
}
export function put_8(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  put<u64>(dst, outer, outerCount, bases, baseCount, inner, innerCount, src);
}
export function put_16(
  dst: usize,
  outer: usize,
  outerCount: i32,
  bases: usize,
  baseCount: i32,
  inner: usize,
  innerCount: i32,
  src: usize,
): void {
  put<v128>(dst, outer, outerCount, bases, baseCount, inner, innerCount, src);
}
