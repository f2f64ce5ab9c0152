// jnp.frexp's two parts, each a kernel of its own (the registry's partRows): x = mantissa · 2^exponent
// with |mantissa| in [0.5, 1) and the exponent an int32; 0, ±inf and NaN give themselves and 0.
// Computed on the bits (as JAX's frexp, through bitcasts), subnormals scaled up by 2^23 (2^52) first;
// the 16-bit floats through float32 lanes (exactly: their mantissas fit). ABI as unary.ts: (input,
// stride in elements, out, count); the exponent kernel writes int32 whatever the input's width.

import { isHalf } from './dtypes';
import { unary } from './unary';

// float32's fields: the magnitude's bits below the smallest normal are zero or subnormal, from inf up not finite.
@inline const MAGNITUDE32: i32 = 0x7fffffff;
@inline const NORMAL32: i32 = 0x00800000;
@inline const INFINITE32: i32 = 0x7f800000;
@inline const SCALE32: f32 = 8388608; // 2^23
@inline const KEPT32: i32 = 0x807fffff; // sign and fraction
@inline const HALF32: i32 = 0x3f000000; // 0.5's exponent field
@inline const MAGNITUDE64: i64 = 0x7fffffffffffffff;
@inline const NORMAL64: i64 = 0x0010000000000000;
@inline const INFINITE64: i64 = 0x7ff0000000000000;
@inline const SCALE64: f64 = 4503599627370496; // 2^52
@inline const KEPT64: i64 = 0x800fffffffffffff;
@inline const HALF64: i64 = 0x3fe0000000000000;

/** Whether a magnitude's bits are 0, inf or NaN: those give themselves and exponent 0. */
@inline function special32(magnitude: i32): bool {
  return magnitude == 0 || magnitude >= INFINITE32;
}
@inline function special64(magnitude: i64): bool {
  return magnitude == 0 || magnitude >= INFINITE64;
}

/** x's bits, scaled by 2^23 (2^52) where x is subnormal (so that its leading bit is in the exponent field). */
@inline function scaled32(x: f32, magnitude: i32): i32 {
  return magnitude < NORMAL32 ? reinterpret<i32>(x * SCALE32) : reinterpret<i32>(x);
}
@inline function scaled64(x: f64, magnitude: i64): i64 {
  return magnitude < NORMAL64 ? reinterpret<i64>(x * SCALE64) : reinterpret<i64>(x);
}

@inline function mantissa32(x: f32): f32 {
  const magnitude = reinterpret<i32>(x) & MAGNITUDE32;
  if (special32(magnitude)) return x;
  return reinterpret<f32>((scaled32(x, magnitude) & KEPT32) | HALF32);
}
@inline function mantissa64(x: f64): f64 {
  const magnitude = reinterpret<i64>(x) & MAGNITUDE64;
  if (special64(magnitude)) return x;
  return reinterpret<f64>((scaled64(x, magnitude) & KEPT64) | HALF64);
}
@inline function exponent32(x: f32): i32 {
  const magnitude = reinterpret<i32>(x) & MAGNITUDE32;
  if (special32(magnitude)) return 0;
  const field = (scaled32(x, magnitude) >>> 23) & 0xff;
  return field - (magnitude < NORMAL32 ? 126 + 23 : 126);
}
@inline function exponent64(x: f64): i32 {
  const magnitude = reinterpret<i64>(x) & MAGNITUDE64;
  if (special64(magnitude)) return 0;
  const field = <i32>((scaled64(x, magnitude) >>> 52) & 0x7ff);
  return field - (magnitude < NORMAL64 ? 1022 + 52 : 1022);
}

// Four float32 lanes (two float64): the same steps as masks. `small`: 0 or subnormal (all ones).
@inline function scaledLanes32(x: v128, small: v128): v128 {
  return v128.bitselect(f32x4.mul(x, f32x4.splat(SCALE32)), x, small);
}
@inline function specialLanes32(magnitude: v128): v128 {
  return v128.or(i32x4.eq(magnitude, i32x4.splat(0)), i32x4.ge_s(magnitude, i32x4.splat(INFINITE32)));
}
@inline function mantissa32x4(x: v128): v128 {
  const magnitude = v128.and(x, i32x4.splat(MAGNITUDE32));
  const scaled = scaledLanes32(x, i32x4.lt_s(magnitude, i32x4.splat(NORMAL32)));
  const fraction = v128.or(v128.and(scaled, i32x4.splat(KEPT32)), i32x4.splat(HALF32));
  return v128.bitselect(x, fraction, specialLanes32(magnitude));
}
@inline function exponent32x4(x: v128): v128 {
  const magnitude = v128.and(x, i32x4.splat(MAGNITUDE32));
  const small = i32x4.lt_s(magnitude, i32x4.splat(NORMAL32));
  const field = v128.and(i32x4.shr_u(scaledLanes32(x, small), 23), i32x4.splat(0xff));
  const exponent = i32x4.sub(field, i32x4.add(i32x4.splat(126), v128.and(small, i32x4.splat(23))));
  return v128.andnot(exponent, specialLanes32(magnitude));
}
@inline function scaledLanes64(x: v128, small: v128): v128 {
  return v128.bitselect(f64x2.mul(x, f64x2.splat(SCALE64)), x, small);
}
@inline function specialLanes64(magnitude: v128): v128 {
  return v128.or(i64x2.eq(magnitude, i64x2.splat(0)), i64x2.ge_s(magnitude, i64x2.splat(INFINITE64)));
}
@inline function mantissa64x2(x: v128): v128 {
  const magnitude = v128.and(x, i64x2.splat(MAGNITUDE64));
  const scaled = scaledLanes64(x, i64x2.lt_s(magnitude, i64x2.splat(NORMAL64)));
  const fraction = v128.or(v128.and(scaled, i64x2.splat(KEPT64)), i64x2.splat(HALF64));
  return v128.bitselect(x, fraction, specialLanes64(magnitude));
}
/** Two float64 lanes' exponents, as int64 lanes (the caller keeps their low halves). */
@inline function exponent64x2(x: v128): v128 {
  const magnitude = v128.and(x, i64x2.splat(MAGNITUDE64));
  const small = i64x2.lt_s(magnitude, i64x2.splat(NORMAL64));
  const field = v128.and(i64x2.shr_u(scaledLanes64(x, small), 52), i64x2.splat(0x7ff));
  const exponent = i64x2.sub(field, i64x2.add(i64x2.splat(1022), v128.and(small, i64x2.splat(52))));
  return v128.andnot(exponent, specialLanes64(magnitude));
}

/** The mantissa as unary.ts's op: the 16-bit floats run it on float32 lanes and round back (exactly). */
@final @unmanaged class Mantissa {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 8) return <Element>mantissa64(<f64>value);
    return <Element>mantissa32(<f32>value);
  }
  @inline vector<Element>(value: v128): v128 {
    if (sizeof<Element>() == 8) return mantissa64x2(value);
    return mantissa32x4(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function mantissa<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Mantissa>(input, stride, out, count);
}

@inline export function exponent<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  let i = 0;
  if (isHalf<Dtype>()) {
    const half = changetype<Dtype>(0);
    if (stride == 1)
      for (; i + 8 <= count; i += 8) {
        const raw = v128.load(input + ((<usize>i) << 1));
        const at = out + ((<usize>i) << 2);
        v128.store(at, exponent32x4(half.widenLow(raw)));
        v128.store(at, exponent32x4(half.widenHigh(raw)), 16);
      }
    for (; i < count; i++)
      store<i32>(out + ((<usize>i) << 2), exponent32(half.toF32(<u32>load<u16>(input + <usize>(i * stride * 2)))));
  } else if (sizeof<Dtype>() == 4) {
    if (stride == 1)
      for (; i + 4 <= count; i += 4) {
        const at = (<usize>i) << 2;
        v128.store(out + at, exponent32x4(v128.load(input + at)));
      }
    for (; i < count; i++) store<i32>(out + ((<usize>i) << 2), exponent32(load<f32>(input + <usize>(i * stride * 4))));
  } else {
    if (stride == 1)
      for (; i + 4 <= count; i += 4) {
        const from = input + ((<usize>i) << 3);
        const low = exponent64x2(v128.load(from));
        const high = exponent64x2(v128.load(from, 16));
        v128.store(out + ((<usize>i) << 2), v128.shuffle<i32>(low, high, 0, 2, 4, 6));
      }
    for (; i < count; i++) store<i32>(out + ((<usize>i) << 2), exponent64(load<f64>(input + <usize>(i * stride * 8))));
  }
  return 0;
}
