// Casts between all 15 dtypes: (a, strideA, out, n) -> 0, per SPEC §5.
// float → int truncates toward zero and saturates (NaN → 0); int → narrower int keeps the low
// bits; every float result is rounded once (to-odd intermediates where a second rounding follows);
// → bool is x != 0; complex → real keeps the real part; real → complex has im = 0.

import {
  isHalf, isComplexType, itemSize, f64ToF32Odd, intToF32Odd,
} from "./dtypes";

@inline export function cast<S, D>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  const inSize = <i32>itemSize<S>();
  const outSize = <i32>itemSize<D>();
  let i = 0;
  if (strideA == 1) i = castVectors<S, D>(a, out, n);
  for (; i < n; i++) {
    castElement<S, D>(a + <usize>(i * strideA * inSize), out + <usize>(i * outSize));
  }
  return 0;
}

/** v128 bodies for the casts that sit on hot paths (float ↔ 16-bit, int32 → float32); 0 if none. */
@inline function castVectors<S, D>(a: usize, out: usize, n: i32): i32 {
  let i = 0;
  if (isHalf<S>() && !isReference<D>() && isFloat<D>() && sizeof<D>() == 4) {
    const half = changetype<S>(0);
    for (; i + 8 <= n; i += 8) {
      const raw = v128.load(a + <usize>i * 2);
      v128.store(out + <usize>i * 4, half.widenLow(raw));
      v128.store(out + <usize>i * 4 + 16, half.widenHigh(raw));
    }
  } else if (isHalf<D>() && !isReference<S>() && isFloat<S>() && sizeof<S>() == 4) {
    const half = changetype<D>(0);
    for (; i + 8 <= n; i += 8) {
      const low = v128.load(a + <usize>i * 4);
      const high = v128.load(a + <usize>i * 4 + 16);
      v128.store(out + <usize>i * 2, half.narrow(low, high));
    }
  } else if (!isReference<S>() && !isReference<D>() && isFloat<D>() && sizeof<D>() == 4
    && isInteger<S>() && !isBoolean<S>() && sizeof<S>() == 4) {
    for (; i + 4 <= n; i += 4) {
      const at = <usize>i * 4;
      if (isSigned<S>()) v128.store(out + at, f32x4.convert_i32x4_s(v128.load(a + at)));
      else v128.store(out + at, f32x4.convert_i32x4_u(v128.load(a + at)));
    }
  }
  return i;
}

@inline function castElement<S, D>(source: usize, target: usize): void {
  if (isComplexType<S>()) {
    if (changetype<S>(0).partSize() == 4) castFromComplex<f32, D>(source, target);
    else castFromComplex<f64, D>(source, target);
  } else if (isHalf<S>()) {
    if (isHalf<D>()) {
      if (changetype<S>(0).code() == changetype<D>(0).code()) {
        store<u16>(target, load<u16>(source));
        return;
      }
    }
    writeValue<f32, D>(changetype<S>(0).toF32(<u32>load<u16>(source)), target);
  } else {
    writeValue<S, D>(load<S>(source), target);
  }
}

@inline function castFromComplex<F, D>(source: usize, target: usize): void {
  const re = load<F>(source);
  const im = load<F>(source, sizeof<F>());
  if (isBoolean<D>()) {
    store<u8>(target, <u8>(re != 0 || im != 0));
  } else if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) {
      store<f32>(target, <f32>re);
      store<f32>(target, <f32>im, 4);
    } else {
      store<f64>(target, <f64>re);
      store<f64>(target, <f64>im, 8);
    }
  } else {
    writeValue<F, D>(re, target);
  }
}

/** Stores a native value V (bool, integer, f32, f64) as dtype D. */
@inline function writeValue<V, D>(value: V, target: usize): void {
  if (isBoolean<D>()) {
    store<u8>(target, <u8>(value != 0));
  } else if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) {
      store<f32>(target, <f32>value);
      store<f32>(target, 0, 4);
    } else {
      store<f64>(target, <f64>value);
      store<f64>(target, 0, 8);
    }
  } else if (isHalf<D>()) {
    store<u16>(target, <u16>changetype<D>(0).fromF32(toF32Odd<V>(value)));
  } else if (isFloat<D>()) {
    store<D>(target, <D>value); // int64 → float32 converts in one step: a single rounding
  } else if (isFloat<V>()) {
    store<D>(target, saturate<V, D>(value));
  } else {
    store<D>(target, <D>value); // integer → integer: wrap to the low bits / extend
  }
}

/** Float → integer: truncate toward zero, clamp to D's range, NaN → 0. */
@inline function saturate<V, D>(value: V): D {
  // wasm's trunc_sat does exactly this for 32- and 64-bit targets.
  if (sizeof<D>() >= 4) return <D>value;
  const wide = <i32>value;
  if (isSigned<D>()) {
    const limit = sizeof<D>() == 1 ? 127 : 32767;
    return <D>(wide > limit ? limit : wide < -limit - 1 ? -limit - 1 : wide);
  }
  const limit = sizeof<D>() == 1 ? 255 : 65535;
  return <D>(wide > limit ? limit : wide < 0 ? 0 : wide);
}

/** A float32 from which one more rounding to 16 bits is correct (see f64ToF32Odd). */
@inline function toF32Odd<V>(value: V): f32 {
  if (isFloat<V>()) {
    if (sizeof<V>() == 8) return f64ToF32Odd(<f64>value);
    return <f32>value;
  }
  if (isBoolean<V>()) return <f32>value;
  return intToF32Odd<V>(value);
}
