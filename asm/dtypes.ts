// Element types that wasm has no native type for, and the conversions every family shares.
//
// Kernels are generic over a "dtype parameter" Dtype: the native AssemblyScript type for bool, the
// integers, f32 and f64, or one of the marker classes below. Markers are never instantiated;
// kernels call their @inline methods on `changetype<Dtype>(0)`, so every branch resolves at compile time.

import { sin32simd, sin64, cos32simd, cos64, tan32, tan64, tanh64, expm1_64, exp32, erf64 } from './math';
import { tanh32simd } from './tanh32';

/** bfloat16 stored as the high 16 bits of a float32. */
@final @unmanaged export class BFloat16 {
  @inline isComplex(): bool {
    return false;
  }
  @inline code(): i32 {
    return 9;
  }
  /** Widening is already one shuffle: no cheaper scaled form (see Float16). */
  @inline hasScaledForm(): bool {
    return false;
  }

  @inline toF32(bits: u32): f32 {
    return reinterpret<f32>(bits << 16);
  }

  /** Round to nearest, ties to even; NaN stays NaN (made quiet). */
  @inline fromF32(value: f32): u32 {
    const bits = reinterpret<u32>(value);
    if ((bits & 0x7fffffff) > 0x7f800000) return (bits >>> 16) | 0x40;
    return (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16;
  }

  /** Lanes 0..3 of eight u16 patterns as f32x4: each pattern becomes the high half of a lane. */
  @inline widenLow(halves: v128): v128 {
    return v128.shuffle<u16>(v128.splat<i32>(0), halves, 0, 8, 1, 9, 2, 10, 3, 11);
  }

  @inline widenHigh(halves: v128): v128 {
    return v128.shuffle<u16>(v128.splat<i32>(0), halves, 4, 12, 5, 13, 6, 14, 7, 15);
  }

  /** Two f32x4 → eight patterns, rounded as fromF32: round in place, keep each lane's high half. */
  @inline narrow(low: v128, high: v128): v128 {
    return v128.shuffle<u16>(roundToBf16(low), roundToBf16(high), 1, 3, 5, 7, 9, 11, 13, 15);
  }
}

@inline function roundToBf16(values: v128): v128 {
  const ordered = v128.eq<f32>(values, values); // false only for NaN
  const lsb = v128.and(v128.shr<u32>(values, 16), i32x4.splat(1));
  // NaN is not rounded (the carry could reach the sign) but gets the quiet bit.
  const bias = v128.and(v128.add<i32>(lsb, i32x4.splat(0x7fff)), ordered);
  return v128.or(v128.add<i32>(values, bias), v128.andnot(i32x4.splat(0x00400000), ordered));
}

/** IEEE binary16. */
@final @unmanaged export class Float16 {
  @inline isComplex(): bool {
    return false;
  }
  @inline code(): i32 {
    return 10;
  }

  // The scaled form: a finite half's bits moved into f32 position are the f32 value × 2^-112,
  // exactly (f16 subnormals become f32 subnormals). Ops that commute with that scaling and round
  // identically (add, subtract, maximum, minimum) can skip the multiply, and rounding back is a
  // plain round-to-nearest-even shift. Used when no input lane is inf or NaN.
  @inline hasScaledForm(): bool {
    return true;
  }

  // Scaled steps keep even and odd elements in separate f32x4 (the ops are lane-wise): no
  // interleave on the way in, no pack on the way out; x86 runs shifts and shuffles on only two
  // ports. Their constants are loaded once per block (scaledConstant) and passed in.

  /** Constant `index` of the scaled step, from memory: see F16_SCALED for why. */
  @inline scaledConstant(index: usize): v128 {
    return v128.load(F16_SCALED + (index << 4));
  }

  /** Whether any of the 32 patterns at a and b (four v128 each) is inf or NaN: exponent all set. */
  @inline anySpecial(a: usize, b: usize, exponent: v128): bool {
    const largest = v128.max<u16>(
      v128.max<u16>(
        v128.max<u16>(v128.and(v128.load(a), exponent), v128.and(v128.load(b), exponent)),
        v128.max<u16>(v128.and(v128.load(a, 16), exponent), v128.and(v128.load(b, 16), exponent)),
      ),
      v128.max<u16>(
        v128.max<u16>(v128.and(v128.load(a, 32), exponent), v128.and(v128.load(b, 32), exponent)),
        v128.max<u16>(v128.and(v128.load(a, 48), exponent), v128.and(v128.load(b, 48), exponent)),
      ),
    );
    return v128.any_true(v128.eq<i16>(largest, exponent));
  }

  /** Even elements in the scaled form: the signed multiply-add gives `pattern << 13`, sign-extended. */
  @inline placeEven(halves: v128, bit: v128, place: v128): v128 {
    return v128.and(i32x4.dot_i16x8_s(halves, bit), place);
  }

  /** Odd elements are already in the high half of each i32; the mask drops the even one below. */
  @inline placeOdd(halves: v128, place: v128): v128 {
    return v128.and(v128.shr<i32>(halves, 3), place);
  }

  /**
   * Eight products of finite halves rounded once: each product of magnitudes is exact in f32 (two
   * 11-bit significands, at least 2^-48, below 2^32) and f16Magnitudes rounds it to nearest even,
   * f16-subnormal and overflowing results included; the sign is the inputs' signs xor'ed. For
   * blocks with an f16-subnormal product, which the scaled form would round twice.
   */
  @inline exactProducts(rawA: v128, rawB: v128, bit: v128, magnitude: v128, sign: v128): v128 {
    const rebias = f32x4.splat(F16_REBIAS);
    const even = v128.mul<f32>(
      v128.mul<f32>(this.placeEven(rawA, bit, magnitude), rebias),
      v128.mul<f32>(this.placeEven(rawB, bit, magnitude), rebias),
    );
    const odd = v128.mul<f32>(
      v128.mul<f32>(this.placeOdd(rawA, magnitude), rebias),
      v128.mul<f32>(this.placeOdd(rawB, magnitude), rebias),
    );
    const magnitudes = v128.or(f16Magnitudes(even), v128.shl<i32>(f16Magnitudes(odd), 16));
    return v128.or(magnitudes, v128.and(v128.xor(rawA, rawB), sign));
  }

  /** Whether any of four vectors of results is f16-subnormal (magnitude 1 … 0x3ff). */
  @inline anySubnormal(r0: v128, r1: v128, r2: v128, r3: v128): bool {
    const mask = i16x8.splat(0x7fff),
      one = i16x8.splat(1);
    // magnitude − 1, wrapping: zero goes to the top, subnormals to 0 … 0x3fe
    const smallest = v128.min<u16>(
      v128.min<u16>(v128.sub<i16>(v128.and(r0, mask), one), v128.sub<i16>(v128.and(r1, mask), one)),
      v128.min<u16>(v128.sub<i16>(v128.and(r2, mask), one), v128.sub<i16>(v128.and(r3, mask), one)),
    );
    return v128.any_true(v128.eq<i16>(v128.min<u16>(smallest, i16x8.splat(0x3fe)), smallest));
  }

  /** Scaled f32x4 of even and odd elements (no NaN) → eight patterns, nearest even, overflow to inf. */
  @inline narrowScaled(even: v128, odd: v128, bit: v128, belowHalf: v128, sign: v128, exponent: v128): v128 {
    const roundedEven = roundScaled(even, bit, belowHalf);
    const roundedOdd = roundScaled(odd, bit, belowHalf);
    // The magnitude (<= 0x7fff) sits at bits 13..27 with 28..30 clear: shifted into either half
    // of the lane, a 16-bit blend picks it without a mask.
    const magnitudes = v128.shuffle<u16>(
      v128.shr<u32>(roundedEven, 13),
      v128.shl<i32>(roundedOdd, 3),
      0,
      9,
      2,
      11,
      4,
      13,
      6,
      15,
    );
    const signs = v128.shuffle<u16>(v128.shr<u32>(roundedEven, 16), roundedOdd, 0, 9, 2, 11, 4, 13, 6, 15);
    return v128.or(v128.min<u16>(magnitudes, exponent), v128.and(signs, sign));
  }

  /**
   * narrowScaled for results that may be NaN (0/0) but hold no NaN payload of an input: a NaN's
   * 16-bit magnitude (bits 13..28) is 0xfe00 or more, above inf's 0xfc00 and any finite result
   * below 2^41 (at most 0xdfff); what exceeds `nan` is exactly the quiet bit, 0x0200.
   */
  @inline narrowScaledNaN(
    even: v128,
    odd: v128,
    bit: v128,
    belowHalf: v128,
    sign: v128,
    exponent: v128,
    nan: v128,
  ): v128 {
    const roundedEven = roundScaled(even, bit, belowHalf);
    const roundedOdd = roundScaled(odd, bit, belowHalf);
    const magnitudes = v128.shuffle<u16>(
      v128.shr<u32>(roundedEven, 13),
      v128.shl<i32>(roundedOdd, 3),
      0,
      9,
      2,
      11,
      4,
      13,
      6,
      15,
    );
    const signs = v128.shuffle<u16>(v128.shr<u32>(roundedEven, 16), roundedOdd, 0, 9, 2, 11, 4, 13, 6, 15);
    const quiet = v128.sub_sat<u16>(magnitudes, nan);
    return v128.or(v128.or(v128.min<u16>(magnitudes, exponent), quiet), v128.and(signs, sign));
  }

  /**
   * narrowScaled for non-negative scaled values with the signs given apart (bit 15 of each u16
   * of `signs`): rounds, packs, clamps overflow to inf and ORs the signs in.
   */
  @inline narrowMagnitudes(
    even: v128,
    odd: v128,
    signs: v128,
    bit: v128,
    belowHalf: v128,
    sign: v128,
    exponent: v128,
  ): v128 {
    const magnitudes = v128.shuffle<u16>(
      v128.shr<u32>(roundScaled(even, bit, belowHalf), 13),
      v128.shl<i32>(roundScaled(odd, bit, belowHalf), 3),
      0,
      9,
      2,
      11,
      4,
      13,
      6,
      15,
    );
    return v128.or(v128.min<u16>(magnitudes, exponent), v128.and(signs, sign));
  }

  @inline toF32(bits: u32): f32 {
    const sign = (bits & 0x8000) << 16;
    const magnitude = bits & 0x7fff;
    // Moving the exponent/mantissa field into f32 position and scaling by 2^(127-15) is exact for
    // normal and subnormal halves alike; inf/NaN just need the f32 all-ones exponent.
    if (magnitude >= 0x7c00) return reinterpret<f32>(sign | 0x7f800000 | (magnitude << 13));
    return reinterpret<f32>(sign | reinterpret<u32>(reinterpret<f32>(magnitude << 13) * F16_REBIAS));
  }

  /** Round to nearest, ties to even, subnormals kept, overflow to ±inf, NaN quiet. */
  @inline fromF32(value: f32): u32 {
    const bits = reinterpret<u32>(value);
    const sign = (bits >>> 16) & 0x8000;
    const magnitude = bits & 0x7fffffff;
    if (magnitude >= 0x47800000) return sign | (magnitude > 0x7f800000 ? 0x7e00 : 0x7c00);
    if (magnitude < 0x38800000) {
      // Below 2^-14 the half spacing is 2^-24, the f32 ulp of 0.5: one f32 addition rounds for us.
      return sign | (reinterpret<u32>(reinterpret<f32>(magnitude) + 0.5) - 0x3f000000);
    }
    const lsb = (magnitude >>> 13) & 1;
    return sign | ((magnitude + 0xfff + lsb - F16_EXPONENT_SHIFT) >>> 13);
  }

  /** Lanes 0..3 of eight u16 patterns as f32x4. */
  @inline widenLow(halves: v128): v128 {
    return widenF16Lanes(v128.shuffle<u16>(v128.splat<i32>(0), halves, 0, 8, 1, 9, 2, 10, 3, 11));
  }

  @inline widenHigh(halves: v128): v128 {
    return widenF16Lanes(v128.shuffle<u16>(v128.splat<i32>(0), halves, 4, 12, 5, 13, 6, 14, 7, 15));
  }

  /** Two f32x4 → eight patterns, rounded as fromF32. */
  @inline narrow(low: v128, high: v128): v128 {
    const magnitudes = i16x8.narrow_i32x4_u(f16Magnitudes(low), f16Magnitudes(high));
    const signs = v128.and(v128.shuffle<u16>(low, high, 1, 3, 5, 7, 9, 11, 13, 15), i16x8.splat(<i16>0x8000));
    // NaN: the magnitude path saturated to 0x7c00 (inf); the quiet bit makes it 0x7e00.
    const nans = i16x8.narrow_i32x4_s(v128.ne<f32>(low, low), v128.ne<f32>(high, high));
    return v128.or(v128.or(magnitudes, signs), v128.and(nans, i16x8.splat(0x0200)));
  }
}

/**
 * f32x4 → |half| bit patterns in i32 lanes (NaN gives 0x7c00). Adding M = 2^(e+13), e the
 * value's binade clamped to [-14, 15], leaves the sum exactly the half's 10 fraction bits, so the
 * f32 adder itself rounds to nearest even at half precision (subnormal halves via the clamp).
 */
@inline function f16Magnitudes(values: v128): v128 {
  const magnitude = v128.and(values, i32x4.splat(0x7fffffff));
  const exponent = v128.min<u32>(
    v128.max<u32>(v128.and(magnitude, i32x4.splat(0x7f800000)), i32x4.splat(0x38800000)),
    i32x4.splat(0x47000000),
  );
  const magic = v128.add<i32>(exponent, i32x4.splat(13 << 23));
  const sum = v128.add<f32>(magnitude, magic);
  // sum − magic counts ulps (significand incl. a rounding carry); then add the rebiased exponent.
  const bits = v128.add<i32>(
    v128.sub<i32>(sum, magic),
    v128.sub<i32>(v128.shr<u32>(exponent, 13), i32x4.splat(113 << 10)),
  );
  return v128.min<u32>(bits, i32x4.splat(0x7c00)); // overflow (and NaN) to inf
}

// 2^112 = 2^(127 - 15): f32 and f16 exponent biases differ by 112.
@inline const F16_REBIAS: f32 = 5.192296858534828e33;
@inline const F16_EXPONENT_SHIFT: u32 = 112 << 23;

/** Lanes holding a half pattern in their high 16 bits → the scaled form (sign kept at bit 31). */
@inline function placeF16Lanes(shifted: v128): v128 {
  return v128.and(v128.shr<i32>(shifted, 3), i32x4.splat(0x8fffe000));
}

/**
 * Scaled f32 → its bits rounded to nearest even at bit 13. The sign stays: results of these ops
 * on halves are below 2^17 (scaled), so the carry stops below bit 28.
 */
@inline function roundScaled(values: v128, bit: v128, belowHalf: v128): v128 {
  const odd = v128.eq<i32>(v128.and(values, bit), bit); // -1 where bit 13 is set
  return v128.sub<i32>(v128.add<i32>(values, belowHalf), odd);
}

/**
 * The scaled step's constants, in memory because V8 re-materializes a v128.const at every use
 * (3 instructions); a block loads each once and keeps it in a register.
 */
const F16_SCALED: usize = memory.data<u32>(
  [
    0x00002000,
    0x00002000,
    0x00002000,
    0x00002000, // 0 bit 13; as i16 pairs the multiplier (2^13, 0)
    0x8fffe000,
    0x8fffe000,
    0x8fffe000,
    0x8fffe000, // 1 the scaled form's sign, exponent and fraction
    0x00000fff,
    0x00000fff,
    0x00000fff,
    0x00000fff, // 2 just under half an ulp at bit 13
    0x80008000,
    0x80008000,
    0x80008000,
    0x80008000, // 3 sign
    0x7c007c00,
    0x7c007c00,
    0x7c007c00,
    0x7c007c00, // 4 exponent all set (inf)
    0xfc00fc00,
    0xfc00fc00,
    0xfc00fc00,
    0xfc00fc00, // 5 narrowScaledNaN: magnitudes above this are NaN
    0x0fffe000,
    0x0fffe000,
    0x0fffe000,
    0x0fffe000, // 6 the scaled form without the sign
    0x7fffffff,
    0x7fffffff,
    0x7fffffff,
    0x7fffffff, // 7 products: zero → the largest i32, 1 → the smallest
    0x807fffff,
    0x807fffff,
    0x807fffff,
    0x807fffff, // 8 … and 2^23 (f32-normal) → this
  ],
  16,
);

/** Lanes holding a half pattern in their high 16 bits → f32x4. */
@inline function widenF16Lanes(shifted: v128): v128 {
  // Scaling the scaled form by 2^112 is exact for normal and subnormal halves; inf/NaN need
  // the all-ones exponent.
  const placed = placeF16Lanes(shifted);
  const finite = v128.mul<f32>(placed, f32x4.splat(F16_REBIAS));
  const isSpecial = v128.eq<i32>(v128.and(shifted, i32x4.splat(0x7c000000)), i32x4.splat(0x7c000000));
  return v128.or(finite, v128.and(isSpecial, i32x4.splat(0x7f800000)));
}

/** Interleaved (re, im) pair of float32. */
@final @unmanaged export class Complex64 {
  @inline isComplex(): bool {
    return true;
  }
  @inline code(): i32 {
    return 13;
  }
  @inline partSize(): i32 {
    return 4;
  }
}

/** Interleaved (re, im) pair of float64. */
@final @unmanaged export class Complex128 {
  @inline isComplex(): bool {
    return true;
  }
  @inline code(): i32 {
    return 14;
  }
  @inline partSize(): i32 {
    return 8;
  }
}

// ---- compile-time predicates on a dtype parameter --------------------------------------------

@inline export function isHalf<Dtype>(): bool {
  if (isReference<Dtype>()) return !changetype<Dtype>(0).isComplex();
  return false;
}

@inline export function isComplexType<Dtype>(): bool {
  if (isReference<Dtype>()) return changetype<Dtype>(0).isComplex();
  return false;
}

/** Storage of one element (both parts for complex). */
@inline export function itemSize<Dtype>(): usize {
  if (isReference<Dtype>()) {
    if (changetype<Dtype>(0).isComplex()) return 2 * <usize>changetype<Dtype>(0).partSize();
    return 2;
  }
  return sizeof<Dtype>();
}

// ---- rounding helpers -------------------------------------------------------------------------

/**
 * float64 → float32 rounded to odd (truncate, then set the last bit when inexact). A second
 * rounding to nearest at 2+ fewer bits (float16, bfloat16) is then the correctly rounded result,
 * which float64 → float32 → 16-bit by nearest twice is not.
 */
@inline export function f64ToF32Odd(value: f64): f32 {
  const nearest = <f32>value;
  if (<f64>nearest == value || value != value) return nearest;
  let bits = reinterpret<u32>(nearest);
  if ((bits & 1) == 0) bits = abs<f64>(<f64>nearest) > abs<f64>(value) ? bits - 1 : bits + 1;
  return reinterpret<f32>(bits);
}

/** Unsigned integer → float32 rounded to odd (see f64ToF32Odd). */
@inline export function u64ToF32Odd(value: u64): f32 {
  if (value < (<u64>1) << 24) return <f32>value;
  const shift = 40 - clz<u64>(value); // bits beyond float32's 24
  let mantissa = value >>> shift;
  if ((value & (((<u64>1) << shift) - 1)) != 0) mantissa |= 1;
  return <f32>mantissa * reinterpret<f32>((<u32>(127 + shift)) << 23);
}

/** Integer of any width → float32 rounded to odd, so it can be narrowed once more to 16 bits. */
@inline export function intToF32Odd<Element>(value: Element): f32 {
  if (sizeof<Element>() <= 2) return <f32>value;
  if (isSigned<Element>()) {
    const wide = <i64>value;
    const magnitude = u64ToF32Odd(wide < 0 ? <u64>-wide : <u64>wide);
    return wide < 0 ? -magnitude : magnitude;
  }
  return u64ToF32Odd(<u64>value);
}

// ---- math on a float parameter Part (f32 or f64) ------------------------------------------------

@inline export function fmod<Part>(dividend: Part, divisor: Part): Part {
  if (sizeof<Part>() == 4) return <Part>Mathf.mod(<f32>dividend, <f32>divisor);
  return <Part>Math.mod(<f64>dividend, <f64>divisor);
}
/** C's pow (what NumPy calls): unlike JS's **, 1 ** y and x ** 0 are 1 even for NaN, and (−1) ** ±inf is 1. */
@inline export function fpow<Part>(base: Part, exponent: Part): Part {
  if (exponent == 0 || base == 1) return 1;
  if (base == -1 && abs<Part>(exponent) == <Part>Infinity) return 1;
  if (sizeof<Part>() == 4) return <Part>Mathf.pow(<f32>base, <f32>exponent);
  return <Part>Math.pow(<f64>base, <f64>exponent);
}
// Transcendentals: float64 through asm/math.ts (< 1 ulp, see docs/accuracy.md); float32 computed
// in float64 and rounded once, which keeps it within 1 ulp of the correctly rounded result (exp,
// sin, cos, tanh: the SIMD polynomials of asm/math.ts, run on a splat).
@inline export function fexp<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>exp32(<f32>value);
  return <Part>Math.exp(<f64>value);
}
@inline export function fexp2<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.exp2(<f64>value));
  return <Part>Math.exp2(<f64>value);
}
@inline export function fexpm1<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>expm1_64(<f64>value));
  return <Part>expm1_64(<f64>value);
}
@inline export function ferf<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>erf64(<f64>value));
  return <Part>erf64(<f64>value);
}
@inline export function flog<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.log(<f64>value));
  return <Part>Math.log(<f64>value);
}
@inline export function flog2<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.log2(<f64>value));
  return <Part>Math.log2(<f64>value);
}
@inline export function flog10<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.log10(<f64>value));
  return <Part>Math.log10(<f64>value);
}
@inline export function flog1p<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.log1p(<f64>value));
  return <Part>Math.log1p(<f64>value);
}
@inline export function fsin<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>sin32simd(<f32>value);
  return <Part>sin64(<f64>value);
}
@inline export function fcos<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>cos32simd(<f32>value);
  return <Part>cos64(<f64>value);
}
@inline export function ftan<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>tan32(<f32>value);
  return <Part>tan64(<f64>value);
}
@inline export function ftanh<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>tanh32simd(<f32>value);
  return <Part>tanh64(<f64>value);
}
@inline export function fsinh<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.sinh(<f64>value));
  return <Part>Math.sinh(<f64>value);
}
@inline export function fcosh<Part>(value: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.cosh(<f64>value));
  return <Part>Math.cosh(<f64>value);
}
@inline export function fhypot<Part>(re: Part, im: Part): Part {
  // float32: squares and their sum are exact or nearly so in float64, and cannot overflow there.
  if (sizeof<Part>() == 4) {
    if (abs<Part>(re) == <Part>Infinity || abs<Part>(im) == <Part>Infinity) return <Part>Infinity;
    return <Part>Math.sqrt(<f64>re * <f64>re + <f64>im * <f64>im);
  }
  return <Part>Math.hypot(<f64>re, <f64>im);
}
@inline export function fatan2<Part>(im: Part, re: Part): Part {
  if (sizeof<Part>() == 4) return <Part>(<f32>Math.atan2(<f64>im, <f64>re));
  return <Part>Math.atan2(<f64>im, <f64>re);
}
