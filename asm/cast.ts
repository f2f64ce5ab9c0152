// Casts between all 15 dtypes: (input, stride, out, count) -> 0, per SPEC §5.
// float → int truncates toward zero and saturates (NaN → 0); int → narrower int keeps the low
// bits; every float result is rounded once (to-odd intermediates where a second rounding follows);
// → bool is x != 0; complex → real keeps the real part; real → complex has im = 0.

import { isHalf, isComplexType, itemSize, f64ToF32Odd, intToF32Odd } from './dtypes';

@inline export function cast<From, To>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const inSize = <i32>itemSize<From>();
  const outSize = <i32>itemSize<To>();
  let i = 0;
  if (stride == 1) i = castVectors<From, To>(input, out, count);
  for (; i < count; i++) {
    castElement<From, To>(input + <usize>(i * stride * inSize), out + <usize>(i * outSize));
  }
  return 0;
}

/** v128 bodies for the casts that sit on hot paths (float ↔ 16-bit, int32 → float32); 0 if none. */
@inline function castVectors<From, To>(input: usize, out: usize, count: i32): i32 {
  let i = 0;
  if (isHalf<From>() && !isReference<To>() && isFloat<To>() && sizeof<To>() == 4) {
    const half = changetype<From>(0);
    for (; i + 8 <= count; i += 8) {
      const raw = v128.load(input + <usize>i * 2);
      v128.store(out + <usize>i * 4, half.widenLow(raw));
      v128.store(out + <usize>i * 4 + 16, half.widenHigh(raw));
    }
  } else if (isHalf<To>() && !isReference<From>() && isFloat<From>() && sizeof<From>() == 4) {
    const half = changetype<To>(0);
    for (; i + 8 <= count; i += 8) {
      const low = v128.load(input + <usize>i * 4);
      const high = v128.load(input + <usize>i * 4 + 16);
      v128.store(out + <usize>i * 2, half.narrow(low, high));
    }
  } else if (
    !isReference<From>() &&
    !isReference<To>() &&
    isFloat<To>() &&
    sizeof<To>() == 4 &&
    isInteger<From>() &&
    !isBoolean<From>() &&
    sizeof<From>() == 4
  ) {
    for (; i + 4 <= count; i += 4) {
      const at = <usize>i * 4;
      if (isSigned<From>()) v128.store(out + at, f32x4.convert_i32x4_s(v128.load(input + at)));
      else v128.store(out + at, f32x4.convert_i32x4_u(v128.load(input + at)));
    }
  } else {
    i = widenVectors<From, To>(input, out, count);
  }
  return i;
}

/**
 * v128 bodies for widening casts between native lane types: integer → wider integer (extend),
 * 8/16/32-bit integer → float32/float64 (extend, then convert exactly), float32 → float64. These
 * are exact, so the result equals the scalar cast's. The mixed-dtype fast path (src/ops/operations.ts)
 * converts operands a block at a time with them. 0 if the pair has none.
 */
@inline function widenVectors<From, To>(input: usize, out: usize, count: i32): i32 {
  if (isReference<From>() || isReference<To>() || isBoolean<To>()) return 0;
  const inSize = sizeof<From>();
  const outSize = sizeof<To>();
  if (outSize <= inSize) return 0;
  if (isFloat<From>()) {
    if (!(isFloat<To>() && inSize == 4)) return 0;
  } else if (isFloat<To>()) {
    if (inSize == 8 || (inSize == 4 && outSize == 4)) return 0;
  }
  const lanes = <i32>(16 / inSize);
  let i = 0;
  for (; i + lanes <= count; i += lanes) {
    const vector = v128.load(input + <usize>i * inSize);
    const target = out + <usize>i * outSize;
    if (isFloat<From>()) {
      v128.store(target, f64x2.promote_low_f32x4(vector));
      v128.store(target, f64x2.promote_low_f32x4(i32x4.shuffle(vector, vector, 2, 3, 0, 1)), 16);
    } else if (inSize == 1) {
      const low = isSigned<From>() ? i16x8.extend_low_i8x16_s(vector) : i16x8.extend_low_i8x16_u(vector);
      const high = isSigned<From>() ? i16x8.extend_high_i8x16_s(vector) : i16x8.extend_high_i8x16_u(vector);
      if (outSize == 2) {
        v128.store(target, low);
        v128.store(target, high, 16);
      } else {
        widen16<To>(low, isSigned<From>(), target);
        widen16<To>(high, isSigned<From>(), target + 8 * outSize);
      }
    } else if (inSize == 2) {
      widen16<To>(vector, isSigned<From>(), target);
    } else {
      widen32<To>(vector, isSigned<From>(), target);
    }
  }
  return i;
}

/** Eight 16-bit integer lanes stored as eight To values (To wider than 16 bits). */
@inline function widen16<To>(vector: v128, signed: bool, target: usize): void {
  const low = signed ? i32x4.extend_low_i16x8_s(vector) : i32x4.extend_low_i16x8_u(vector);
  const high = signed ? i32x4.extend_high_i16x8_s(vector) : i32x4.extend_high_i16x8_u(vector);
  if (sizeof<To>() == 4) {
    if (isFloat<To>()) {
      // The values fit in 17 bits: a signed conversion is exact for either signedness.
      v128.store(target, f32x4.convert_i32x4_s(low));
      v128.store(target, f32x4.convert_i32x4_s(high), 16);
    } else {
      v128.store(target, low);
      v128.store(target, high, 16);
    }
  } else {
    widen32<To>(low, true, target);
    widen32<To>(high, true, target + 32);
  }
}

/** Four 32-bit integer lanes stored as four 64-bit To values (int64/uint64 or float64). */
@inline function widen32<To>(vector: v128, signed: bool, target: usize): void {
  const upper = i32x4.shuffle(vector, vector, 2, 3, 0, 1);
  if (isFloat<To>()) {
    v128.store(target, signed ? f64x2.convert_low_i32x4_s(vector) : f64x2.convert_low_i32x4_u(vector));
    v128.store(target, signed ? f64x2.convert_low_i32x4_s(upper) : f64x2.convert_low_i32x4_u(upper), 16);
  } else {
    v128.store(target, signed ? i64x2.extend_low_i32x4_s(vector) : i64x2.extend_low_i32x4_u(vector));
    v128.store(target, signed ? i64x2.extend_high_i32x4_s(vector) : i64x2.extend_high_i32x4_u(vector), 16);
  }
}

@inline function castElement<From, To>(source: usize, target: usize): void {
  if (isComplexType<From>()) {
    if (changetype<From>(0).partSize() == 4) castFromComplex<f32, To>(source, target);
    else castFromComplex<f64, To>(source, target);
  } else if (isHalf<From>()) {
    if (isHalf<To>()) {
      if (changetype<From>(0).code() == changetype<To>(0).code()) {
        store<u16>(target, load<u16>(source));
        return;
      }
    }
    writeValue<f32, To>(changetype<From>(0).toF32(<u32>load<u16>(source)), target);
  } else {
    writeValue<From, To>(load<From>(source), target);
  }
}

@inline function castFromComplex<Part, To>(source: usize, target: usize): void {
  const re = load<Part>(source);
  const im = load<Part>(source, sizeof<Part>());
  if (isBoolean<To>()) {
    store<u8>(target, <u8>(re != 0 || im != 0));
  } else if (isComplexType<To>()) {
    if (changetype<To>(0).partSize() == 4) {
      store<f32>(target, <f32>re);
      store<f32>(target, <f32>im, 4);
    } else {
      store<f64>(target, <f64>re);
      store<f64>(target, <f64>im, 8);
    }
  } else {
    writeValue<Part, To>(re, target);
  }
}

/** Stores a native value (bool, integer, f32, f64) as dtype To. */
@inline function writeValue<Value, To>(value: Value, target: usize): void {
  if (isBoolean<To>()) {
    store<u8>(target, <u8>(value != 0));
  } else if (isComplexType<To>()) {
    if (changetype<To>(0).partSize() == 4) {
      store<f32>(target, <f32>value);
      store<f32>(target, 0, 4);
    } else {
      store<f64>(target, <f64>value);
      store<f64>(target, 0, 8);
    }
  } else if (isHalf<To>()) {
    store<u16>(target, <u16>changetype<To>(0).fromF32(toF32Odd<Value>(value)));
  } else if (isFloat<To>()) {
    store<To>(target, <To>value); // int64 → float32 converts in one step: a single rounding
  } else if (isFloat<Value>()) {
    store<To>(target, saturate<Value, To>(value));
  } else {
    store<To>(target, <To>value); // integer → integer: wrap to the low bits / extend
  }
}

/** Float → integer: truncate toward zero, clamp to To's range, NaN → 0. */
@inline function saturate<Value, To>(value: Value): To {
  // wasm's trunc_sat does exactly this for 32- and 64-bit targets.
  if (sizeof<To>() >= 4) return <To>value;
  const wide = <i32>value;
  if (isSigned<To>()) {
    const limit = sizeof<To>() == 1 ? 127 : 32767;
    return <To>(wide > limit ? limit : wide < -limit - 1 ? -limit - 1 : wide);
  }
  const limit = sizeof<To>() == 1 ? 255 : 65535;
  return <To>(wide > limit ? limit : wide < 0 ? 0 : wide);
}

/** A float32 from which one more rounding to 16 bits is correct (see f64ToF32Odd). */
@inline function toF32Odd<Value>(value: Value): f32 {
  if (isFloat<Value>()) {
    if (sizeof<Value>() == 8) return f64ToF32Odd(<f64>value);
    return <f32>value;
  }
  if (isBoolean<Value>()) return <f32>value;
  return intToF32Odd<Value>(value);
}
