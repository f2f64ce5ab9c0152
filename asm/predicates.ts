// The elementwise predicates with a bool result (one byte, 0 or 1, per element): jnp.signbit,
// isposinf, isneginf, isreal, iscomplex. A dtype whose answer is fixed (signbit of bool and unsigned
// integers, isposinf of integers, isreal of a real dtype …) fills the result; the others test sixteen
// elements at a time in v128 lanes (a lane mask per element, narrowed to bytes), the tail and strided
// inputs one at a time. ABI as unary.ts: (input, stride in elements, out, count).

import { isComplexType } from './dtypes';

/** The bytes of sixteen elements' masks (all ones or zeros), given as eight-element i16 masks. */
@inline function bytes16(a: v128, b: v128): v128 {
  return v128.and(i8x16.narrow_i16x8_s(a, b), i8x16.splat(1));
}
@inline function bytes32(a: v128, b: v128, c: v128, d: v128): v128 {
  return bytes16(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
}
/** Two vectors of 64-bit lane masks as one of 32-bit lane masks (each mask's low half). */
@inline function low32(a: v128, b: v128): v128 {
  return v128.shuffle<i32>(a, b, 0, 2, 4, 6);
}
/** Two vectors whose element mask fills both 64-bit lanes (one complex128 each) as one of two. */
@inline function pair64(a: v128, b: v128): v128 {
  return v128.shuffle<i64>(a, b, 0, 2);
}

/** The bytes one element takes (both parts of a complex one; the 16-bit floats' patterns: 2). */
@inline function widthOf<Dtype>(): i32 {
  if (isComplexType<Dtype>()) return 2 * changetype<Dtype>(0).partSize();
  if (isReference<Dtype>()) return 2;
  return sizeof<Dtype>();
}

/** Sixteen contiguous elements at `at` tested: each element's lane mask from Test.mask, as 0/1 bytes. */
@inline function tested16<Dtype, Test>(at: usize): v128 {
  const test = changetype<Test>(0);
  const width = widthOf<Dtype>();
  if (width == 1) return v128.and(test.mask<Dtype>(v128.load(at)), i8x16.splat(1));
  if (width == 2) return bytes16(test.mask<Dtype>(v128.load(at)), test.mask<Dtype>(v128.load(at, 16)));
  if (width == 4)
    return bytes32(
      test.mask<Dtype>(v128.load(at)),
      test.mask<Dtype>(v128.load(at, 16)),
      test.mask<Dtype>(v128.load(at, 32)),
      test.mask<Dtype>(v128.load(at, 48)),
    );
  if (width == 8)
    return bytes32(
      low32(test.mask<Dtype>(v128.load(at)), test.mask<Dtype>(v128.load(at, 16))),
      low32(test.mask<Dtype>(v128.load(at, 32)), test.mask<Dtype>(v128.load(at, 48))),
      low32(test.mask<Dtype>(v128.load(at, 64)), test.mask<Dtype>(v128.load(at, 80))),
      low32(test.mask<Dtype>(v128.load(at, 96)), test.mask<Dtype>(v128.load(at, 112))),
    );
  // complex128: one element per vector
  return bytes32(
    low32(
      pair64(test.mask<Dtype>(v128.load(at)), test.mask<Dtype>(v128.load(at, 16))),
      pair64(test.mask<Dtype>(v128.load(at, 32)), test.mask<Dtype>(v128.load(at, 48))),
    ),
    low32(
      pair64(test.mask<Dtype>(v128.load(at, 64)), test.mask<Dtype>(v128.load(at, 80))),
      pair64(test.mask<Dtype>(v128.load(at, 96)), test.mask<Dtype>(v128.load(at, 112))),
    ),
    low32(
      pair64(test.mask<Dtype>(v128.load(at, 128)), test.mask<Dtype>(v128.load(at, 144))),
      pair64(test.mask<Dtype>(v128.load(at, 160)), test.mask<Dtype>(v128.load(at, 176))),
    ),
    low32(
      pair64(test.mask<Dtype>(v128.load(at, 192)), test.mask<Dtype>(v128.load(at, 208))),
      pair64(test.mask<Dtype>(v128.load(at, 224)), test.mask<Dtype>(v128.load(at, 240))),
    ),
  );
}

@inline function predicate<Dtype, Test>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const test = changetype<Test>(0);
  const fixed = test.fixed<Dtype>();
  if (fixed >= 0) {
    memory.fill(out, <u8>fixed, <usize>count);
    return 0;
  }
  const width = widthOf<Dtype>();
  let i = 0;
  if (stride == 1)
    for (; i + 16 <= count; i += 16) v128.store(out + <usize>i, tested16<Dtype, Test>(input + <usize>(i * width)));
  for (; i < count; i++) store<u8>(out + <usize>i, <u8>test.scalar<Dtype>(input + <usize>(i * stride * width)));
  return 0;
}

/** jnp.signbit: the sign bit of a float (−0 and negative NaNs too, the 16-bit floats' patterns), x < 0 of a signed integer. */
@final @unmanaged class SignBit {
  @inline fixed<Dtype>(): i32 {
    if (isReference<Dtype>() || isFloat<Dtype>() || (isSigned<Dtype>() && !isBoolean<Dtype>())) return -1;
    return 0; // bool and unsigned integers
  }
  @inline scalar<Dtype>(at: usize): bool {
    const width = widthOf<Dtype>();
    if (width == 1) return load<i8>(at) < 0;
    if (width == 2) return load<i16>(at) < 0;
    if (width == 4) return load<i32>(at) < 0;
    return load<i64>(at) < 0;
  }
  @inline mask<Dtype>(v: v128): v128 {
    const width = widthOf<Dtype>();
    if (width == 1) return i8x16.shr_s(v, 7);
    if (width == 2) return i16x8.shr_s(v, 15);
    if (width == 4) return i32x4.shr_s(v, 31);
    return i64x2.shr_s(v, 63);
  }
}

/** jnp.isposinf (Positive) and isneginf: the float equals ±∞ (the 16-bit floats by pattern); never for integers. */
@final @unmanaged class Infinite<Positive> {
  @inline infinity(): f64 {
    return changetype<Positive>(0).value() ? Infinity : -Infinity;
  }
  @inline fixed<Dtype>(): i32 {
    return isReference<Dtype>() || isFloat<Dtype>() ? -1 : 0;
  }
  @inline pattern<Dtype>(): u16 {
    return <u16>changetype<Dtype>(0).fromF32(<f32>this.infinity());
  }
  @inline scalar<Dtype>(at: usize): bool {
    if (isReference<Dtype>()) return load<u16>(at) == this.pattern<Dtype>();
    if (sizeof<Dtype>() == 4) return load<f32>(at) == <f32>this.infinity();
    return load<f64>(at) == this.infinity();
  }
  @inline mask<Dtype>(v: v128): v128 {
    if (isReference<Dtype>()) return i16x8.eq(v, i16x8.splat(<i16>this.pattern<Dtype>()));
    if (sizeof<Dtype>() == 4) return f32x4.eq(v, f32x4.splat(<f32>this.infinity()));
    return f64x2.eq(v, f64x2.splat(this.infinity()));
  }
}
@final @unmanaged class Yes {
  @inline value(): bool {
    return true;
  }
}
@final @unmanaged class No {
  @inline value(): bool {
    return false;
  }
}

/** jnp.isreal (Real) and iscomplex: whether the imaginary part is 0 (NaN is not); a real dtype is real. */
@final @unmanaged class Imaginary<Real> {
  @inline real(): bool {
    return changetype<Real>(0).value();
  }
  @inline fixed<Dtype>(): i32 {
    if (isComplexType<Dtype>()) return -1;
    return this.real() ? 1 : 0;
  }
  @inline scalar<Dtype>(at: usize): bool {
    if (!isComplexType<Dtype>()) return this.real();
    if (changetype<Dtype>(0).partSize() == 4) return (load<f32>(at, 4) == 0) == this.real();
    return (load<f64>(at, 8) == 0) == this.real();
  }
  @inline mask<Dtype>(v: v128): v128 {
    if (!isComplexType<Dtype>()) return i8x16.splat(this.real() ? -1 : 0);
    if (changetype<Dtype>(0).partSize() == 4) {
      const zero = this.real() ? f32x4.eq(v, f32x4.splat(0)) : f32x4.ne(v, f32x4.splat(0));
      return v128.shuffle<i32>(zero, zero, 1, 1, 3, 3); // each element's imaginary lane, both halves
    }
    const zero = this.real() ? f64x2.eq(v, f64x2.splat(0)) : f64x2.ne(v, f64x2.splat(0));
    return v128.shuffle<i64>(zero, zero, 1, 1);
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function signbit<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return predicate<Dtype, SignBit>(input, stride, out, count);
}
@inline export function isposinf<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return predicate<Dtype, Infinite<Yes>>(input, stride, out, count);
}
@inline export function isneginf<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return predicate<Dtype, Infinite<No>>(input, stride, out, count);
}
@inline export function isreal<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return predicate<Dtype, Imaginary<Yes>>(input, stride, out, count);
}
@inline export function iscomplex<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return predicate<Dtype, Imaginary<No>>(input, stride, out, count);
}
