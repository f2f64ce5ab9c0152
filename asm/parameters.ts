// The elementwise functions with scalar parameters (the registry's parameterRows): round, nanToNum,
// angle. ABI: (input, stride, out, count, scalars…: f64) -> 0, `out` contiguous. The scalars are
// derived from the parameters by src/ops/parameters.ts and already rounded to what the kernel's
// lanes hold, so each constant is the one the scaled steps (multiply, rint, divide; where; arctan2,
// multiply) would write: the results are theirs bit for bit.

import { isHalf, isComplexType, fatan2, Float16 } from './dtypes';
import { rint } from './unary';

// ---- round: nearest(x·f)/f, half to even -------------------------------------------------------
// f = 1: the rint kernel itself (the 16-bit floats through its table); f = +inf: the input (10^decimals beyond the dtype's range, as jnp.round gives).
// float16 scales in float32 and rounds once (JAX's upcast); bfloat16 rounds x·f to bfloat16 first,
// as its multiply kernel does, then divides in float32 and rounds once, as its divide kernel does.

@inline function scaled<T>(x: T, f: T): T {
  return nearest<T>(x * f) / f;
}

@inline function scaledVector<T>(x: v128, f: v128): v128 {
  return v128.div<T>(v128.nearest<T>(v128.mul<T>(x, f)), f);
}

/** Copies `count` elements of `bytes` bytes (strided input, contiguous output). */
@inline function copyElements(input: usize, stride: i32, out: usize, count: i32, bytes: i32): i32 {
  if (stride == 1) {
    memory.copy(out, input, <usize>count * bytes);
    return 0;
  }
  for (let i = 0; i < count; i++) memory.copy(out + <usize>i * bytes, input + <usize>i * stride * bytes, <usize>bytes);
  return 0;
}

@inline function roundReal<T>(input: usize, stride: i32, out: usize, count: i32, factor: f64): i32 {
  if (factor == Infinity) return copyElements(input, stride, out, count, sizeof<T>());
  const f = <T>factor;
  const lanes = <i32>(16 / sizeof<T>());
  let i = 0;
  if (stride == 1) {
    const splat = v128.splat<T>(f);
    for (; i + lanes * 2 <= count; i += lanes * 2) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, scaledVector<T>(v128.load(input + at), splat));
      v128.store(out + at + 16, scaledVector<T>(v128.load(input + at + 16), splat));
    }
    for (; i + lanes <= count; i += lanes) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, scaledVector<T>(v128.load(input + at), splat));
    }
  }
  for (; i < count; i++)
    store<T>(out + <usize>i * sizeof<T>(), scaled<T>(load<T>(input + <usize>i * stride * sizeof<T>()), f));
  return 0;
}

@inline function roundHalf<Half>(input: usize, stride: i32, out: usize, count: i32, factor: f64): i32 {
  if (factor == Infinity) return copyElements(input, stride, out, count, 2);
  const half = changetype<Half>(0);
  // bfloat16 rounds the product to its own precision (its multiply kernel's result).
  const twice = half.code() != changetype<Float16>(0).code();
  const f = <f32>factor;
  const splat = f32x4.splat(f);
  let i = 0;
  if (stride == 1) {
    for (; i + 8 <= count; i += 8) {
      const at = <usize>i * 2;
      const raw = v128.load(input + at);
      let low = half.widenLow(raw);
      let high = half.widenHigh(raw);
      if (twice) {
        const product = half.narrow(f32x4.mul(low, splat), f32x4.mul(high, splat));
        low = f32x4.div(f32x4.nearest(half.widenLow(product)), splat);
        high = f32x4.div(f32x4.nearest(half.widenHigh(product)), splat);
      } else {
        low = scaledVector<f32>(low, splat);
        high = scaledVector<f32>(high, splat);
      }
      v128.store(out + at, half.narrow(low, high));
    }
  }
  for (; i < count; i++) {
    const x = half.toF32(<u32>load<u16>(input + <usize>i * stride * 2));
    let y: f32;
    if (twice) y = nearest<f32>(half.toF32(half.fromF32(x * f))) / f;
    else y = scaled<f32>(x, f);
    store<u16>(out + <usize>i * 2, <u16>half.fromF32(y));
  }
  return 0;
}

export function round<Dtype>(input: usize, stride: i32, out: usize, count: i32, factor: f64): i32 {
  if (factor == 1 && (isComplexType<Dtype>() || isHalf<Dtype>() || isFloat<Dtype>()))
    return rint<Dtype>(input, stride, out, count);
  if (isComplexType<Dtype>()) {
    // Each part rounds as a real value: the parts are contiguous pairs.
    if (changetype<Dtype>(0).partSize() == 4) {
      if (stride == 1) return roundReal<f32>(input, 1, out, count * 2, factor);
      for (let i = 0; i < count; i++) roundReal<f32>(input + <usize>i * stride * 8, 1, out + <usize>i * 8, 2, factor);
      return 0;
    }
    if (stride == 1) return roundReal<f64>(input, 1, out, count * 2, factor);
    for (let i = 0; i < count; i++) roundReal<f64>(input + <usize>i * stride * 16, 1, out + <usize>i * 16, 2, factor);
    return 0;
  }
  if (isHalf<Dtype>()) return roundHalf<Dtype>(input, stride, out, count, factor);
  if (isFloat<Dtype>()) return roundReal<Dtype>(input, stride, out, count, factor);
  // Integers: unchanged.
  return copyElements(input, stride, out, count, sizeof<Dtype>());
}

// ---- nanToNum: NaN, +inf, −inf replaced -------------------------------------------------------
// The replacements arrive rounded to the dtype (as where writes them); complex: each part.

@inline function replacedVector<T>(x: v128, nan: v128, posinf: v128, neginf: v128, inf: v128): v128 {
  // (inf: the dtype's own ±inf, which x is compared with, as jnp.isposinf compares)
  let y = v128.bitselect(nan, x, v128.ne<T>(x, x));
  y = v128.bitselect(posinf, y, v128.eq<T>(x, inf));
  return v128.bitselect(neginf, y, v128.eq<T>(x, v128.neg<T>(inf)));
}

@inline function replaced<T>(x: T, nan: T, posinf: T, neginf: T, inf: T): T {
  return x != x ? nan : x == inf ? posinf : x == -inf ? neginf : x;
}

@inline function replaceReal<T>(
  input: usize,
  stride: i32,
  out: usize,
  count: i32,
  nan: f64,
  posinf: f64,
  neginf: f64,
  infinity: f64,
): i32 {
  const top = <T>infinity;
  const n = <T>nan;
  const p = <T>posinf;
  const m = <T>neginf;
  let i = 0;
  if (stride == 1) {
    const four = sizeof<T>() == 4;
    const vn = four ? f32x4.splat(<f32>nan) : f64x2.splat(nan);
    const vp = four ? f32x4.splat(<f32>posinf) : f64x2.splat(posinf);
    const vm = four ? f32x4.splat(<f32>neginf) : f64x2.splat(neginf);
    const inf = four ? f32x4.splat(<f32>infinity) : f64x2.splat(infinity);
    const lanes = <i32>(16 / sizeof<T>());
    for (; i + lanes <= count; i += lanes) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, replacedVector<T>(v128.load(input + at), vn, vp, vm, inf));
    }
  }
  for (; i < count; i++)
    store<T>(out + <usize>i * sizeof<T>(), replaced<T>(load<T>(input + <usize>i * stride * sizeof<T>()), n, p, m, top));
  return 0;
}

@inline function replaceHalf<Half>(
  input: usize,
  stride: i32,
  out: usize,
  count: i32,
  nan: f64,
  posinf: f64,
  neginf: f64,
  infinity: f64,
): i32 {
  const top = <f32>infinity;
  const half = changetype<Half>(0);
  const n = <f32>nan;
  const p = <f32>posinf;
  const m = <f32>neginf;
  let i = 0;
  if (stride == 1) {
    const vn = f32x4.splat(n);
    const vp = f32x4.splat(p);
    const vm = f32x4.splat(m);
    const inf = f32x4.splat(top);
    for (; i + 8 <= count; i += 8) {
      const at = <usize>i * 2;
      const raw = v128.load(input + at);
      const low = replacedVector<f32>(half.widenLow(raw), vn, vp, vm, inf);
      const high = replacedVector<f32>(half.widenHigh(raw), vn, vp, vm, inf);
      v128.store(out + at, half.narrow(low, high));
    }
  }
  for (; i < count; i++) {
    const x = half.toF32(<u32>load<u16>(input + <usize>i * stride * 2));
    store<u16>(out + <usize>i * 2, <u16>half.fromF32(replaced<f32>(x, n, p, m, top)));
  }
  return 0;
}

export function nan_to_num<Dtype>(
  input: usize,
  stride: i32,
  out: usize,
  count: i32,
  nan: f64,
  posinf: f64,
  neginf: f64,
  infinity: f64,
): i32 {
  if (isComplexType<Dtype>()) {
    const four = changetype<Dtype>(0).partSize() == 4;
    if (stride == 1) {
      return four
        ? replaceReal<f32>(input, 1, out, count * 2, nan, posinf, neginf, infinity)
        : replaceReal<f64>(input, 1, out, count * 2, nan, posinf, neginf, infinity);
    }
    const pair = four ? 8 : 16;
    for (let i = 0; i < count; i++) {
      const from = input + <usize>i * stride * pair;
      const to = out + <usize>i * pair;
      if (four) replaceReal<f32>(from, 1, to, 2, nan, posinf, neginf, infinity);
      else replaceReal<f64>(from, 1, to, 2, nan, posinf, neginf, infinity);
    }
    return 0;
  }
  if (isHalf<Dtype>()) return replaceHalf<Dtype>(input, stride, out, count, nan, posinf, neginf, infinity);
  if (isFloat<Dtype>()) return replaceReal<Dtype>(input, stride, out, count, nan, posinf, neginf, infinity);
  // bool and integers: unchanged.
  return copyElements(input, stride, out, count, sizeof<Dtype>());
}

// ---- angle: arctan2(imag, real), scaled ------------------------------------------------------
// A real x (imaginary part +0): arctan2(+0, x) is π where x's sign bit is set, +0 where not, NaN for
// NaN; `scale` and `zero` are those two as the dtype holds them (in degrees where deg: the multiply's
// rounding too, and 0·inf where 180/π overflows the dtype).
// Complex: arctan2 per element in the part's precision (the arctan2 kernels' fatan2), times `scale`
// (1: not multiplied; else 180/π as the part's dtype holds it), written as the part's dtype.

@inline function realAngle<T>(x: T, pi: T, zero: T): T {
  return x != x ? x + x : reinterpret<i64>(<f64>x) < 0 ? pi : zero;
}

@inline function realAngleVector<T>(x: v128, pi: v128, zero: v128): v128 {
  const negative = sizeof<T>() == 4 ? i32x4.lt_s(x, i32x4.splat(0)) : i64x2.lt_s(x, i64x2.splat(0));
  const chosen = v128.bitselect(pi, zero, negative);
  return v128.bitselect(v128.add<T>(x, x), chosen, v128.ne<T>(x, x));
}

@inline function angleReal<T>(input: usize, stride: i32, out: usize, count: i32, scale: f64, zero: f64): i32 {
  const pi = <T>scale;
  const nought = <T>zero;
  let i = 0;
  if (stride == 1) {
    const splat = v128.splat<T>(pi);
    const zeros = v128.splat<T>(nought);
    const lanes = <i32>(16 / sizeof<T>());
    for (; i + lanes <= count; i += lanes) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, realAngleVector<T>(v128.load(input + at), splat, zeros));
    }
  }
  for (; i < count; i++)
    store<T>(out + <usize>i * sizeof<T>(), realAngle<T>(load<T>(input + <usize>i * stride * sizeof<T>()), pi, nought));
  return 0;
}

@inline function angleHalf<Half>(input: usize, stride: i32, out: usize, count: i32, scale: f64, zero: f64): i32 {
  const half = changetype<Half>(0);
  const pi = <f32>scale;
  const nought = <f32>zero;
  let i = 0;
  if (stride == 1) {
    const splat = f32x4.splat(pi);
    const zeros = f32x4.splat(nought);
    for (; i + 8 <= count; i += 8) {
      const at = <usize>i * 2;
      const raw = v128.load(input + at);
      const low = realAngleVector<f32>(half.widenLow(raw), splat, zeros);
      const high = realAngleVector<f32>(half.widenHigh(raw), splat, zeros);
      v128.store(out + at, half.narrow(low, high));
    }
  }
  for (; i < count; i++) {
    const x = half.toF32(<u32>load<u16>(input + <usize>i * stride * 2));
    store<u16>(out + <usize>i * 2, <u16>half.fromF32(realAngle<f32>(x, pi, nought)));
  }
  return 0;
}

@inline function angleComplex<Part>(input: usize, stride: i32, out: usize, count: i32, scale: f64): i32 {
  const factor = <Part>scale;
  const pair = <usize>(2 * sizeof<Part>());
  for (let i = 0; i < count; i++) {
    const source = input + <usize>i * stride * pair;
    const radians = fatan2<Part>(load<Part>(source, sizeof<Part>()), load<Part>(source));
    store<Part>(out + <usize>i * sizeof<Part>(), factor == <Part>1 ? radians : radians * factor);
  }
  return 0;
}

export function angle<Dtype>(input: usize, stride: i32, out: usize, count: i32, scale: f64, zero: f64): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return angleComplex<f32>(input, stride, out, count, scale);
    return angleComplex<f64>(input, stride, out, count, scale);
  }
  if (isHalf<Dtype>()) return angleHalf<Dtype>(input, stride, out, count, scale, zero);
  return angleReal<Dtype>(input, stride, out, count, scale, zero);
}
