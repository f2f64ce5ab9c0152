// Unary element-wise ops: negative, abs, square, sign, sqrt, exp, log, sin, cos, tanh.
// ABI: (input, stride, out, count) -> 0. `out` is contiguous; abs of complex writes the real dtype.

import {
  isHalf, isComplexType, fexp, flog, fsin, fcos, ftanh, fsinh, fcosh, ftan, fhypot, fatan2,
} from "./dtypes";
import { vectorMultiply } from "./arithmetic";

// ---- loop drivers --------------------------------------------------------------------------

@inline export function unary<Dtype, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return complexUnary<f32, Op>(input, stride, out, count);
    return complexUnary<f64, Op>(input, stride, out, count);
  }
  if (isHalf<Dtype>()) return halfUnary<Dtype, Op>(input, stride, out, count);
  return realUnary<Dtype, Op>(input, stride, out, count);
}

@inline export function realUnary<Element, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<Element>());
  let i = 0;
  if (op.simd<Element>() && stride == 1) {
    for (; i + lanes * 4 <= count; i += lanes * 4) {
      const at = <usize>i * sizeof<Element>();
      v128.store(out + at, op.vector<Element>(v128.load(input + at)));
      v128.store(out + at + 16, op.vector<Element>(v128.load(input + at + 16)));
      v128.store(out + at + 32, op.vector<Element>(v128.load(input + at + 32)));
      v128.store(out + at + 48, op.vector<Element>(v128.load(input + at + 48)));
    }
    for (; i + lanes <= count; i += lanes) {
      const at = <usize>i * sizeof<Element>();
      v128.store(out + at, op.vector<Element>(v128.load(input + at)));
    }
  }
  const size = <i32>sizeof<Element>();
  for (; i < count; i++) {
    store<Element>(
      out + <usize>(i * size), op.scalar<Element>(load<Element>(input + <usize>(i * stride * size))));
  }
  return 0;
}

@inline function halfUnary<Half, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  const half = changetype<Half>(0);
  let i = 0;
  if (op.simd<f32>() && stride == 1) {
    for (; i + 8 <= count; i += 8) {
      const at = <usize>i * 2;
      const raw = v128.load(input + at);
      const low = op.vector<f32>(half.widenLow(raw));
      const high = op.vector<f32>(half.widenHigh(raw));
      v128.store(out + at, half.narrow(low, high));
    }
  }
  for (; i < count; i++) {
    const value = half.toF32(<u32>load<u16>(input + <usize>(i * stride * 2)));
    store<u16>(out + <usize>(i * 2), <u16>half.fromF32(op.scalar<f32>(value)));
  }
  return 0;
}

@inline function complexUnary<Part, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  // Negation acts on each part alone: run it as a real kernel over both parts.
  if (op.laneWiseComplex() && stride == 1) return realUnary<Part, Op>(input, 1, out, count * 2);
  const pair = <i32>(2 * sizeof<Part>());
  for (let i = 0; i < count; i++) {
    const source = input + <usize>(i * stride * pair);
    op.complex<Part>(load<Part>(source), load<Part>(source, sizeof<Part>()), out + <usize>(i * pair));
  }
  return 0;
}

/** |z| for complex input, written as the real dtype. */
@inline function complexAbsolute<Part>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const pair = <i32>(2 * sizeof<Part>());
  for (let i = 0; i < count; i++) {
    const source = input + <usize>(i * stride * pair);
    store<Part>(
      out + <usize>i * sizeof<Part>(), fhypot<Part>(load<Part>(source), load<Part>(source, sizeof<Part>())));
  }
  return 0;
}

@inline function storePair<Part>(out: usize, re: Part, im: Part): void {
  store<Part>(out, re);
  store<Part>(out, im, sizeof<Part>());
}

// ---- complex functions (principal branches, C99 Annex G conventions where cheap) -------------------

@inline function complexSqrt<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  if (re == 0 && im == 0) { storePair<Part>(out, 0, im); return; }
  if (abs<Part>(im) == infinity) { storePair<Part>(out, infinity, im); return; }
  if (re != re) { storePair<Part>(out, re, re); return; }
  if (abs<Part>(re) == infinity) {
    if (im != im) {
      if (re > 0) storePair<Part>(out, re, im);
      else storePair<Part>(out, im, infinity);
    } else if (re > 0) {
      storePair<Part>(out, re, copysign<Part>(0, im));
    } else {
      storePair<Part>(out, 0, copysign<Part>(infinity, im));
    }
    return;
  }
  if (im != im) { storePair<Part>(out, im, im); return; }
  // Quarter huge inputs so |re| + |z| cannot overflow: sqrt(z / 4) = sqrt(z) / 2.
  const big = sizeof<Part>() == 4 ? <Part>1e37 : <Part>1e307;
  let scale: Part = 1;
  let real = re;
  let imaginary = im;
  if (abs<Part>(real) > big || abs<Part>(imaginary) > big) {
    real *= <Part>0.25;
    imaginary *= <Part>0.25;
    scale = 2;
  }
  // Kahan's stable form: the root of the larger part first, the other part by division.
  const root = sqrt<Part>((abs<Part>(real) + fhypot<Part>(real, imaginary)) * <Part>0.5);
  if (real >= 0) storePair<Part>(out, root * scale, imaginary / (root * 2) * scale);
  else storePair<Part>(
    out, abs<Part>(imaginary) / (root * 2) * scale, copysign<Part>(root, imaginary) * scale);
}

@inline function complexExp<Part>(re: Part, im: Part, out: usize): void {
  if (im == 0) { storePair<Part>(out, fexp<Part>(re), im); return; }
  const magnitude = fexp<Part>(re);
  storePair<Part>(out, magnitude * fcos<Part>(im), magnitude * fsin<Part>(im));
}

@inline function complexLog<Part>(re: Part, im: Part, out: usize): void {
  const modulus = fhypot<Part>(re, im);
  let logModulus: Part;
  if (modulus > <Part>0.7 && modulus < <Part>1.4) {
    // Near |z| = 1, log|z| = log1p(|z|^2 - 1) / 2 with |z|^2 - 1 formed without cancellation.
    const shifted = (re - 1) * (re + 1) + im * im;
    logModulus = sizeof<Part>(
      ) == 4 ? <Part>(Mathf.log1p(<f32>shifted) * 0.5) : <Part>(Math.log1p(<f64>shifted) * 0.5);
  } else {
    logModulus = flog<Part>(modulus);
  }
  storePair<Part>(out, logModulus, fatan2<Part>(im, re));
}

@inline function complexSin<Part>(re: Part, im: Part, out: usize): void {
  storePair<Part>(out, fsin<Part>(re) * fcosh<Part>(im), fcos<Part>(re) * fsinh<Part>(im));
}

@inline function complexCos<Part>(re: Part, im: Part, out: usize): void {
  storePair<Part>(out, fcos<Part>(re) * fcosh<Part>(im), -(fsin<Part>(re) * fsinh<Part>(im)));
}

/** Kahan's formulation of tanh(x + iy) ("Branch cuts for complex elementary functions", 1987). */
@inline function complexTanh<Part>(re: Part, im: Part, out: usize): void {
  const saturation = sizeof<Part>() == 4 ? <Part>9 : <Part>22;
  if (abs<Part>(re) > saturation) {
    // tanh saturates; the imaginary part is 4 sin(y) cos(y) e^(-2|x|), i.e. tiny.
    const tiny = <Part>4 * fsin<Part>(im) * fcos<Part>(im) * fexp<Part>(<Part>-2 * abs<Part>(re));
    storePair<Part>(out, copysign<Part>(1, re), im == 0 ? im : tiny);
    return;
  }
  const tangent = ftan<Part>(im);
  const beta = <Part>1 + tangent * tangent;
  const sinhRe = fsinh<Part>(re);
  const rho = sqrt<Part>(<Part>1 + sinhRe * sinhRe);
  const denominator = <Part>1 + beta * sinhRe * sinhRe;
  storePair<Part>(out, beta * rho * sinhRe / denominator, tangent / denominator);
}

// ---- ops ------------------------------------------------------------------------------------
// simd<Element>(): vector<Element> exists; scalar; vector; complex<Part>(re, im, out);
// laneWiseComplex(): the complex op is the real op applied to each part.

@final @unmanaged export class Negative {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element {
    if (isFloat<Element>()) return -value;
    return <Element>(<Element>0 - value);
  }
  @inline vector<Element>(value: v128): v128 {
    if (isFloat<Element>()) return v128.neg<Element>(value);
    if (sizeof<Element>() == 1) return v128.neg<i8>(value);
    if (sizeof<Element>() == 2) return v128.neg<i16>(value);
    if (sizeof<Element>() == 4) return v128.neg<i32>(value);
    return v128.neg<i64>(value);
  }
  @inline laneWiseComplex(): bool { return true; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { storePair<Part>(out, -re, -im); }
}

@final @unmanaged export class Absolute {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element {
    if (isFloat<Element>()) return abs<Element>(value);
    if (isSigned<Element>()) return value < 0 ? <Element>(<Element>0 - value) : value; // MIN wraps to MIN, as NumPy
    return value;
  }
  @inline vector<Element>(value: v128): v128 {
    if (isFloat<Element>()) return v128.abs<Element>(value);
    if (!isSigned<Element>()) return value;
    if (sizeof<Element>() == 1) return i8x16.abs(value);
    if (sizeof<Element>() == 2) return i16x8.abs(value);
    if (sizeof<Element>() == 4) return i32x4.abs(value);
    return i64x2.abs(value);
  }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { unreachable(); }
}

@final @unmanaged export class Square {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element { return value * value; }
  @inline vector<Element>(value: v128): v128 { return vectorMultiply<Element>(value, value); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    storePair<Part>(out, re * re - im * im, re * im + im * re);
  }
}

/** NumPy's sign: −1, 0 or 1; NaN stays NaN and −0 gives +0. */
@final @unmanaged export class Sign {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element {
    if (isFloat<Element>()) return value > 0 ? <Element>1 : value < 0 ? <Element>-1 : value == 0 ? <Element>0 : value;
    if (isSigned<Element>()) return value > 0 ? <Element>1 : value < 0 ? <Element>-1 : <Element>0;
    return value != 0 ? <Element>1 : <Element>0;
  }
  @inline vector<Element>(value: v128): v128 {
    const zero = v128.splat<Element>(0);
    if (isFloat<Element>()) {
      let result = v128.bitselect(zero, value, v128.eq<Element>(value, zero));
      result = v128.bitselect(v128.splat<Element>(-1), result, v128.lt<Element>(value, zero));
      return v128.bitselect(v128.splat<Element>(1), result, v128.gt<Element>(value, zero));
    }
    if (isSigned<Element>()) {
      // A true lane mask is −1, so (x < 0) − (x > 0) is the sign.
      return v128.sub<Element>(v128.gt<Element>(zero, value), v128.gt<Element>(value, zero));
    }
    return v128.andnot(v128.splat<Element>(1), vectorIsZero<Element>(value));
  }
  @inline laneWiseComplex(): bool { return false; }
  /** z / |z| (NumPy 2): 0 at 0; an infinite part alone gives that axis' unit; both infinite is NaN. */
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    const reInfinite = abs<Part>(re) == <Part>Infinity;
    const imInfinite = abs<Part>(im) == <Part>Infinity;
    let outRe: Part, outIm: Part;
    if (reInfinite && imInfinite) {
      outRe = <Part>NaN;
      outIm = <Part>NaN;
    } else if (reInfinite || imInfinite) {
      outRe = reInfinite ? (re > 0 ? <Part>1 : <Part>-1) : <Part>0;
      outIm = imInfinite ? (im > 0 ? <Part>1 : <Part>-1) : <Part>0;
    } else {
      const magnitude = fhypot<Part>(re, im);
      outRe = magnitude == 0 ? <Part>0 : re / magnitude;
      outIm = magnitude == 0 ? <Part>0 : im / magnitude;
    }
    store<Part>(out, outRe);
    store<Part>(out, outIm, sizeof<Part>());
  }
}

@inline function vectorIsZero<Element>(value: v128): v128 {
  const zero = v128.splat<Element>(0);
  if (sizeof<Element>() == 1) return v128.eq<i8>(value, zero);
  if (sizeof<Element>() == 2) return v128.eq<i16>(value, zero);
  if (sizeof<Element>() == 4) return v128.eq<i32>(value, zero);
  return v128.eq<i64>(value, zero);
}

@final @unmanaged export class SquareRoot {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element { return sqrt<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return v128.sqrt<Element>(value); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexSqrt<Part>(re, im, out); }
}

@final @unmanaged export class Exponential {
  @inline simd<Element>(): bool { return false; }
  @inline scalar<Element>(value: Element): Element { return fexp<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexExp<Part>(re, im, out); }
}

@final @unmanaged export class Logarithm {
  @inline simd<Element>(): bool { return false; }
  @inline scalar<Element>(value: Element): Element { return flog<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexLog<Part>(re, im, out); }
}

@final @unmanaged export class Sine {
  @inline simd<Element>(): bool { return false; }
  @inline scalar<Element>(value: Element): Element { return fsin<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexSin<Part>(re, im, out); }
}

@final @unmanaged export class Cosine {
  @inline simd<Element>(): bool { return false; }
  @inline scalar<Element>(value: Element): Element { return fcos<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexCos<Part>(re, im, out); }
}

@final @unmanaged export class HyperbolicTangent {
  @inline simd<Element>(): bool { return false; }
  @inline scalar<Element>(value: Element): Element { return ftanh<Element>(value); }
  @inline vector<Element>(value: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<Part>(re: Part, im: Part, out: usize): void { complexTanh<Part>(re, im, out); }
}

// Half negation and abs only touch the sign bit: exact, and NaN payloads survive.
@final @unmanaged export class FlipSignBit16 {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element { return value ^ 0x8000; }
  @inline vector<Element>(value: v128): v128 { return v128.xor(value, i16x8.splat(<i16>0x8000)); }
}

@final @unmanaged export class ClearSignBit16 {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element { return value & 0x7fff; }
  @inline vector<Element>(value: v128): v128 { return v128.and(value, i16x8.splat(0x7fff)); }
}

@final @unmanaged export class Identity {
  @inline simd<Element>(): bool { return true; }
  @inline scalar<Element>(value: Element): Element { return value; }
  @inline vector<Element>(value: v128): v128 { return value; }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function negative<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isHalf<Dtype>()) return realUnary<u16, FlipSignBit16>(input, sa, out, count);
  return unary<Dtype, Negative>(input, sa, out, count);
}
// abs_ and sqrt_ carry an underscore: `abs` and `sqrt` are AssemblyScript builtins used above.
@inline export function abs_<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isBoolean<Dtype>()) return realUnary<u8, Identity>(input, sa, out, count);
  if (isHalf<Dtype>()) return realUnary<u16, ClearSignBit16>(input, sa, out, count);
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return complexAbsolute<f32>(input, sa, out, count);
    return complexAbsolute<f64>(input, sa, out, count);
  }
  return unary<Dtype, Absolute>(input, sa, out, count);
}
@inline export function square<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Square>(input, sa, out, count);
}
@inline export function sign<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Sign>(input, sa, out, count);
}
@inline export function sqrt_<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, SquareRoot>(input, sa, out, count);
}
@inline export function exp<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Exponential>(input, sa, out, count);
}
@inline export function log<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Logarithm>(input, sa, out, count);
}
@inline export function sin<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Sine>(input, sa, out, count);
}
@inline export function cos<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Cosine>(input, sa, out, count);
}
@inline export function tanh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicTangent>(input, sa, out, count);
}
