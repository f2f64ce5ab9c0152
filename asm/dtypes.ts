// Element types that wasm has no native type for, and the conversions every family shares.
//
// Kernels are generic over a "dtype parameter" D: the native AssemblyScript type for bool, the
// integers, f32 and f64, or one of the marker classes below. Markers are never instantiated;
// kernels call their @inline methods on `changetype<D>(0)`, so every branch resolves at compile time.

/** bfloat16 stored as the high 16 bits of a float32. */
@final @unmanaged export class BFloat16 {
  @inline isComplex(): bool { return false; }
  @inline code(): i32 { return 9; }

  @inline toF32(bits: u32): f32 {
    return reinterpret<f32>(bits << 16);
  }

  /** Round to nearest, ties to even; NaN stays NaN (made quiet). */
  @inline fromF32(value: f32): u32 {
    const bits = reinterpret<u32>(value);
    if ((bits & 0x7fffffff) > 0x7f800000) return (bits >>> 16) | 0x40;
    return (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16;
  }

  /** Lanes 0..3 of eight u16 patterns as f32x4. */
  @inline widenLow(halves: v128): v128 {
    return v128.shl<i32>(v128.extend_low<u16>(halves), 16);
  }

  @inline widenHigh(halves: v128): v128 {
    return v128.shl<i32>(v128.extend_high<u16>(halves), 16);
  }

  /** f32x4 → four u16 patterns in i32 lanes, same rounding as fromF32. */
  @inline narrowLanes(values: v128): v128 {
    const lsb = v128.and(v128.shr<u32>(values, 16), i32x4.splat(1));
    const rounded = v128.shr<u32>(v128.add<i32>(v128.add<i32>(values, i32x4.splat(0x7fff)), lsb), 16);
    const quiet = v128.or(v128.shr<u32>(values, 16), i32x4.splat(0x40));
    return v128.bitselect(quiet, rounded, v128.ne<f32>(values, values));
  }

  @inline narrow(low: v128, high: v128): v128 {
    return i16x8.narrow_i32x4_u(this.narrowLanes(low), this.narrowLanes(high));
  }
}

/** IEEE binary16. */
@final @unmanaged export class Float16 {
  @inline isComplex(): bool { return false; }
  @inline code(): i32 { return 10; }

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

  @inline widenLow(halves: v128): v128 {
    return widenF16Lanes(v128.extend_low<u16>(halves));
  }

  @inline widenHigh(halves: v128): v128 {
    return widenF16Lanes(v128.extend_high<u16>(halves));
  }

  @inline narrowLanes(values: v128): v128 {
    const sign = v128.and(v128.shr<u32>(values, 16), i32x4.splat(0x8000));
    const magnitude = v128.and(values, i32x4.splat(0x7fffffff));
    const lsb = v128.and(v128.shr<u32>(magnitude, 13), i32x4.splat(1));
    const normal = v128.shr<u32>(
      v128.add<i32>(v128.sub<i32>(magnitude, i32x4.splat(F16_EXPONENT_SHIFT - 0xfff)), lsb), 13);
    const tiny = v128.sub<i32>(v128.add<f32>(magnitude, f32x4.splat(0.5)), i32x4.splat(0x3f000000));
    const special = v128.bitselect(
      i32x4.splat(0x7e00), i32x4.splat(0x7c00), v128.gt<i32>(magnitude, i32x4.splat(0x7f800000)));
    let result = v128.bitselect(tiny, normal, v128.lt<i32>(magnitude, i32x4.splat(0x38800000)));
    result = v128.bitselect(special, result, v128.ge<i32>(magnitude, i32x4.splat(0x47800000)));
    return v128.or(result, sign);
  }

  @inline narrow(low: v128, high: v128): v128 {
    return i16x8.narrow_i32x4_u(this.narrowLanes(low), this.narrowLanes(high));
  }
}

// 2^112 = 2^(127 - 15): f32 and f16 exponent biases differ by 112.
@inline const F16_REBIAS: f32 = 5.192296858534828e33;
@inline const F16_EXPONENT_SHIFT: u32 = 112 << 23;

@inline function widenF16Lanes(bits: v128): v128 {
  const sign = v128.shl<i32>(v128.and(bits, i32x4.splat(0x8000)), 16);
  const magnitude = v128.and(bits, i32x4.splat(0x7fff));
  const shifted = v128.shl<i32>(magnitude, 13);
  const finite = v128.mul<f32>(shifted, f32x4.splat(F16_REBIAS));
  const infOrNan = v128.or(shifted, i32x4.splat(0x7f800000));
  const isSpecial = v128.ge<i32>(magnitude, i32x4.splat(0x7c00));
  return v128.or(sign, v128.bitselect(infOrNan, finite, isSpecial));
}

/** Interleaved (re, im) pair of float32. */
@final @unmanaged export class Complex64 {
  @inline isComplex(): bool { return true; }
  @inline code(): i32 { return 13; }
  @inline partSize(): i32 { return 4; }
}

/** Interleaved (re, im) pair of float64. */
@final @unmanaged export class Complex128 {
  @inline isComplex(): bool { return true; }
  @inline code(): i32 { return 14; }
  @inline partSize(): i32 { return 8; }
}

// ---- compile-time predicates on a dtype parameter --------------------------------------------

@inline export function isHalf<D>(): bool {
  if (isReference<D>()) return !changetype<D>(0).isComplex();
  return false;
}

@inline export function isComplexType<D>(): bool {
  if (isReference<D>()) return changetype<D>(0).isComplex();
  return false;
}

/** Storage of one element (both parts for complex). */
@inline export function itemSize<D>(): usize {
  if (isReference<D>()) {
    if (changetype<D>(0).isComplex()) return 2 * <usize>changetype<D>(0).partSize();
    return 2;
  }
  return sizeof<D>();
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
  if (value < (<u64>1 << 24)) return <f32>value;
  const shift = 40 - clz<u64>(value); // bits beyond float32's 24
  let mantissa = value >>> shift;
  if ((value & ((<u64>1 << shift) - 1)) != 0) mantissa |= 1;
  return <f32>mantissa * reinterpret<f32>(<u32>(127 + shift) << 23);
}

/** Integer of any width → float32 rounded to odd, so it can be narrowed once more to 16 bits. */
@inline export function intToF32Odd<T>(value: T): f32 {
  if (sizeof<T>() <= 2) return <f32>value;
  if (isSigned<T>()) {
    const wide = <i64>value;
    const magnitude = u64ToF32Odd(wide < 0 ? <u64>(-wide) : <u64>wide);
    return wide < 0 ? -magnitude : magnitude;
  }
  return u64ToF32Odd(<u64>value);
}

// ---- math on a float parameter F (f32 or f64) ----------------------------------------------------

@inline export function fmod<F>(x: F, y: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.mod(<f32>x, <f32>y);
  return <F>Math.mod(<f64>x, <f64>y);
}
@inline export function fpow<F>(x: F, y: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.pow(<f32>x, <f32>y);
  return <F>Math.pow(<f64>x, <f64>y);
}
@inline export function fexp<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.exp(<f32>x);
  return <F>Math.exp(<f64>x);
}
@inline export function flog<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.log(<f32>x);
  return <F>Math.log(<f64>x);
}
@inline export function fsin<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.sin(<f32>x);
  return <F>Math.sin(<f64>x);
}
@inline export function fcos<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.cos(<f32>x);
  return <F>Math.cos(<f64>x);
}
@inline export function ftanh<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.tanh(<f32>x);
  return <F>Math.tanh(<f64>x);
}
@inline export function fsinh<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.sinh(<f32>x);
  return <F>Math.sinh(<f64>x);
}
@inline export function fcosh<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.cosh(<f32>x);
  return <F>Math.cosh(<f64>x);
}
@inline export function ftan<F>(x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.tan(<f32>x);
  return <F>Math.tan(<f64>x);
}
@inline export function fhypot<F>(x: F, y: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.hypot(<f32>x, <f32>y);
  return <F>Math.hypot(<f64>x, <f64>y);
}
@inline export function fatan2<F>(y: F, x: F): F {
  if (sizeof<F>() == 4) return <F>Mathf.atan2(<f32>y, <f32>x);
  return <F>Math.atan2(<f64>y, <f64>x);
}
