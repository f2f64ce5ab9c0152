// The parts of a number (jnp.real, imag, conjugate, positive): copies, a complex number's real or
// imaginary lanes, its imaginary sign flipped. Bits are moved, never computed: NaN payloads, −0 and
// the 16-bit floats' patterns survive. Contiguous copies are one bulk copy (memory.copy), a
// complex array's parts sixteen bytes at a time in v128 lanes (two vectors' part lanes shuffled
// together, the imaginary signs flipped by xor); tails and strided inputs one element at a time. ABI as unary.ts: (input, stride in elements, out, count); real and imag of complex write
// the part's dtype.

import { isComplexType, itemSize } from './dtypes';

/** One element of `width` bytes (1, 2, 4, 8 or 16) from `from` to `to`. */
@inline function moveElement(from: usize, to: usize, width: usize): void {
  if (width == 1) store<u8>(to, load<u8>(from));
  else if (width == 2) store<u16>(to, load<u16>(from));
  else if (width == 4) store<u32>(to, load<u32>(from));
  else if (width == 8) store<u64>(to, load<u64>(from));
  else v128.store(to, v128.load(from));
}

/**
 * `count` elements of `width` bytes, `stride` elements apart, into contiguous `out`. Contiguous:
 * one bulk copy (the engine's memmove: 24 GB/s against a v128 loop's 19 on 4 MiB here).
 */
@inline function copyElements(input: usize, stride: i32, out: usize, count: i32, width: usize): i32 {
  if (stride == 1) {
    memory.copy(out, input, <usize>count * width);
    return 0;
  }
  for (let i = 0; i < count; i++) moveElement(input + <usize>i * <usize>stride * width, out + <usize>i * width, width);
  return 0;
}

/** Zeros for `count` elements of `width` bytes (imag of a real dtype): one bulk fill. */
@inline function zeroElements(out: usize, count: i32, width: usize): i32 {
  memory.fill(out, 0, <usize>count * width);
  return 0;
}

/**
 * One part (0 real, 1 imaginary) of each complex element, parts of `Part`: four float32 parts of
 * two vectors, or two float64 parts, per shuffle.
 */
@inline function complexPart<Part>(input: usize, stride: i32, out: usize, count: i32, part: i32): i32 {
  const size = <usize>sizeof<Part>();
  let i = 0;
  if (stride == 1) {
    const lanes = <i32>(<usize>16 / size); // complex elements in two vectors
    for (; i + lanes <= count; i += lanes) {
      const at = input + <usize>i * 2 * size;
      const a = v128.load(at);
      const b = v128.load(at, 16);
      const parts =
        size == 4
          ? part == 0
            ? v128.shuffle<i32>(a, b, 0, 2, 4, 6)
            : v128.shuffle<i32>(a, b, 1, 3, 5, 7)
          : part == 0
            ? v128.shuffle<i64>(a, b, 0, 2)
            : v128.shuffle<i64>(a, b, 1, 3);
      v128.store(out + <usize>i * size, parts);
    }
  }
  for (; i < count; i++)
    store<Part>(out + <usize>i * size, load<Part>(input + (<usize>i * <usize>stride * 2 + <usize>part) * size));
  return 0;
}

/** Each complex element with its imaginary part's sign bit flipped (exact negation: −0, NaN too). */
@inline function conjugated<Part>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const size = <usize>sizeof<Part>();
  const signs = size == 4 ? i32x4(0, i32.MIN_VALUE, 0, i32.MIN_VALUE) : i64x2(0, i64.MIN_VALUE);
  const pair: usize = <usize>2 * size;
  let i = 0;
  if (stride == 1) {
    const perVector = <i32>(<usize>16 / pair);
    for (; i + perVector * 2 <= count; i += perVector * 2) {
      const at = <usize>i * pair;
      v128.store(out + at, v128.xor(v128.load(input + at), signs));
      v128.store(out + at, v128.xor(v128.load(input + at, 16), signs), 16);
    }
  }
  for (; i < count; i++) {
    const from = input + <usize>i * <usize>stride * pair;
    const to = out + <usize>i * pair;
    store<Part>(to, load<Part>(from));
    store<Part>(to, -load<Part>(from, size), size);
  }
  return 0;
}

// ---- entry points used by the generated exports ------------------------------------------------

/** jnp.real: a complex number's real part; another dtype's element itself. */
@inline export function real<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return complexPart<f32>(input, stride, out, count, 0);
    return complexPart<f64>(input, stride, out, count, 0);
  }
  return copyElements(input, stride, out, count, itemSize<Dtype>());
}
/** jnp.imag: a complex number's imaginary part; zeros of another dtype. */
@inline export function imag<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return complexPart<f32>(input, stride, out, count, 1);
    return complexPart<f64>(input, stride, out, count, 1);
  }
  return zeroElements(out, count, itemSize<Dtype>());
}
/** jnp.conjugate: the imaginary part negated; another dtype's element itself. */
@inline export function conjugate<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return conjugated<f32>(input, stride, out, count);
    return conjugated<f64>(input, stride, out, count);
  }
  return copyElements(input, stride, out, count, itemSize<Dtype>());
}
/** jnp.positive: the element itself (a copy), every dtype. */
@inline export function positive<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return copyElements(input, stride, out, count, itemSize<Dtype>());
}
