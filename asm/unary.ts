// Unary element-wise ops: negative, abs, square, sign, sqrt, exp, log, sin, cos, tanh.
// ABI: (a, strideA, out, n) -> 0. `out` is contiguous; abs of complex writes the real dtype.

import {
  isHalf, isComplexType, fexp, flog, fsin, fcos, ftanh, fsinh, fcosh, ftan, fhypot, fatan2,
} from "./dtypes";
import { vectorMultiply } from "./arithmetic";

// ---- loop drivers --------------------------------------------------------------------------

@inline export function unary<D, Op>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) return complexUnary<f32, Op>(a, strideA, out, n);
    return complexUnary<f64, Op>(a, strideA, out, n);
  }
  if (isHalf<D>()) return halfUnary<D, Op>(a, strideA, out, n);
  return realUnary<D, Op>(a, strideA, out, n);
}

@inline function realUnary<T, Op>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<T>());
  let i = 0;
  if (op.simd<T>() && strideA == 1) {
    for (; i + lanes * 4 <= n; i += lanes * 4) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, op.vector<T>(v128.load(a + at)));
      v128.store(out + at + 16, op.vector<T>(v128.load(a + at + 16)));
      v128.store(out + at + 32, op.vector<T>(v128.load(a + at + 32)));
      v128.store(out + at + 48, op.vector<T>(v128.load(a + at + 48)));
    }
    for (; i + lanes <= n; i += lanes) {
      const at = <usize>i * sizeof<T>();
      v128.store(out + at, op.vector<T>(v128.load(a + at)));
    }
  }
  const size = <i32>sizeof<T>();
  for (; i < n; i++) {
    store<T>(out + <usize>(i * size), op.scalar<T>(load<T>(a + <usize>(i * strideA * size))));
  }
  return 0;
}

@inline function halfUnary<H, Op>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  let i = 0;
  if (op.simd<f32>() && strideA == 1) {
    for (; i + 8 <= n; i += 8) {
      const at = <usize>i * 2;
      const raw = v128.load(a + at);
      const low = op.vector<f32>(half.widenLow(raw));
      const high = op.vector<f32>(half.widenHigh(raw));
      v128.store(out + at, half.narrow(low, high));
    }
  }
  for (; i < n; i++) {
    const value = half.toF32(<u32>load<u16>(a + <usize>(i * strideA * 2)));
    store<u16>(out + <usize>(i * 2), <u16>half.fromF32(op.scalar<f32>(value)));
  }
  return 0;
}

@inline function complexUnary<F, Op>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  const op = changetype<Op>(0);
  // Negation acts on each part alone: run it as a real kernel over both parts.
  if (op.laneWiseComplex() && strideA == 1) return realUnary<F, Op>(a, 1, out, n * 2);
  const pair = <i32>(2 * sizeof<F>());
  for (let i = 0; i < n; i++) {
    const source = a + <usize>(i * strideA * pair);
    op.complex<F>(load<F>(source), load<F>(source, sizeof<F>()), out + <usize>(i * pair));
  }
  return 0;
}

/** |z| for complex input, written as the real dtype. */
@inline function complexAbsolute<F>(a: usize, strideA: i32, out: usize, n: i32): i32 {
  const pair = <i32>(2 * sizeof<F>());
  for (let i = 0; i < n; i++) {
    const source = a + <usize>(i * strideA * pair);
    store<F>(out + <usize>i * sizeof<F>(), fhypot<F>(load<F>(source), load<F>(source, sizeof<F>())));
  }
  return 0;
}

@inline function storePair<F>(out: usize, re: F, im: F): void {
  store<F>(out, re);
  store<F>(out, im, sizeof<F>());
}

// ---- complex functions (principal branches, C99 Annex G conventions where cheap) -------------------

@inline function complexSqrt<F>(re: F, im: F, out: usize): void {
  const infinity = <F>Infinity;
  if (re == 0 && im == 0) { storePair<F>(out, 0, im); return; }
  if (abs<F>(im) == infinity) { storePair<F>(out, infinity, im); return; }
  if (re != re) { storePair<F>(out, re, re); return; }
  if (abs<F>(re) == infinity) {
    if (im != im) {
      if (re > 0) storePair<F>(out, re, im);
      else storePair<F>(out, im, infinity);
    } else if (re > 0) {
      storePair<F>(out, re, copysign<F>(0, im));
    } else {
      storePair<F>(out, 0, copysign<F>(infinity, im));
    }
    return;
  }
  if (im != im) { storePair<F>(out, im, im); return; }
  // Halve the inputs when |re| + |z| could overflow; sqrt(z / 4) = sqrt(z) / 2.
  const big = sizeof<F>() == 4 ? <F>1e37 : <F>1e307;
  let scale: F = 1;
  let x = re;
  let y = im;
  if (abs<F>(x) > big || abs<F>(y) > big) {
    x *= <F>0.25;
    y *= <F>0.25;
    scale = 2;
  }
  const t = sqrt<F>((abs<F>(x) + fhypot<F>(x, y)) * <F>0.5);
  if (x >= 0) storePair<F>(out, t * scale, y / (t * 2) * scale);
  else storePair<F>(out, abs<F>(y) / (t * 2) * scale, copysign<F>(t, y) * scale);
}

@inline function complexExp<F>(re: F, im: F, out: usize): void {
  if (im == 0) { storePair<F>(out, fexp<F>(re), im); return; }
  const magnitude = fexp<F>(re);
  storePair<F>(out, magnitude * fcos<F>(im), magnitude * fsin<F>(im));
}

@inline function complexLog<F>(re: F, im: F, out: usize): void {
  const modulus = fhypot<F>(re, im);
  let logModulus: F;
  if (modulus > <F>0.7 && modulus < <F>1.4) {
    // Near |z| = 1, log|z| = log1p(|z|^2 - 1) / 2 with |z|^2 - 1 formed without cancellation.
    const shifted = (re - 1) * (re + 1) + im * im;
    logModulus = sizeof<F>() == 4 ? <F>(Mathf.log1p(<f32>shifted) * 0.5) : <F>(Math.log1p(<f64>shifted) * 0.5);
  } else {
    logModulus = flog<F>(modulus);
  }
  storePair<F>(out, logModulus, fatan2<F>(im, re));
}

@inline function complexSin<F>(re: F, im: F, out: usize): void {
  storePair<F>(out, fsin<F>(re) * fcosh<F>(im), fcos<F>(re) * fsinh<F>(im));
}

@inline function complexCos<F>(re: F, im: F, out: usize): void {
  storePair<F>(out, fcos<F>(re) * fcosh<F>(im), -(fsin<F>(re) * fsinh<F>(im)));
}

/** Kahan's formulation of tanh(x + iy) ("Branch cuts for complex elementary functions", 1987). */
@inline function complexTanh<F>(re: F, im: F, out: usize): void {
  const saturation = sizeof<F>() == 4 ? <F>9 : <F>22;
  if (abs<F>(re) > saturation) {
    // tanh saturates; the imaginary part is 4 sin(y) cos(y) e^(-2|x|), i.e. tiny.
    const tiny = <F>4 * fsin<F>(im) * fcos<F>(im) * fexp<F>(<F>-2 * abs<F>(re));
    storePair<F>(out, copysign<F>(1, re), im == 0 ? im : tiny);
    return;
  }
  const tangent = ftan<F>(im);
  const beta = <F>1 + tangent * tangent;
  const sinhRe = fsinh<F>(re);
  const rho = sqrt<F>(<F>1 + sinhRe * sinhRe);
  const denominator = <F>1 + beta * sinhRe * sinhRe;
  storePair<F>(out, beta * rho * sinhRe / denominator, tangent / denominator);
}

// ---- ops ------------------------------------------------------------------------------------
// simd<T>(): vector<T> exists; scalar<T>; vector<T>; complex<F>(re, im, out);
// laneWiseComplex(): the complex op is the real op applied to each part.

@final @unmanaged export class Negative {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T {
    if (isFloat<T>()) return -x;
    return <T>(<T>0 - x);
  }
  @inline vector<T>(x: v128): v128 {
    if (isFloat<T>()) return v128.neg<T>(x);
    if (sizeof<T>() == 1) return v128.neg<i8>(x);
    if (sizeof<T>() == 2) return v128.neg<i16>(x);
    if (sizeof<T>() == 4) return v128.neg<i32>(x);
    return v128.neg<i64>(x);
  }
  @inline laneWiseComplex(): bool { return true; }
  @inline complex<F>(re: F, im: F, out: usize): void { storePair<F>(out, -re, -im); }
}

@final @unmanaged export class Absolute {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T {
    if (isFloat<T>()) return abs<T>(x);
    if (isSigned<T>()) return x < 0 ? <T>(<T>0 - x) : x; // MIN wraps to MIN, as NumPy
    return x;
  }
  @inline vector<T>(x: v128): v128 {
    if (isFloat<T>()) return v128.abs<T>(x);
    if (!isSigned<T>()) return x;
    if (sizeof<T>() == 1) return i8x16.abs(x);
    if (sizeof<T>() == 2) return i16x8.abs(x);
    if (sizeof<T>() == 4) return i32x4.abs(x);
    return i64x2.abs(x);
  }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { unreachable(); }
}

@final @unmanaged export class Square {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T { return x * x; }
  @inline vector<T>(x: v128): v128 { return vectorMultiply<T>(x, x); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void {
    storePair<F>(out, re * re - im * im, re * im + im * re);
  }
}

/** NumPy's sign: −1, 0 or 1; NaN stays NaN and −0 gives +0. */
@final @unmanaged export class Sign {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T {
    if (isFloat<T>()) return x > 0 ? <T>1 : x < 0 ? <T>-1 : x == 0 ? <T>0 : x;
    if (isSigned<T>()) return x > 0 ? <T>1 : x < 0 ? <T>-1 : <T>0;
    return x != 0 ? <T>1 : <T>0;
  }
  @inline vector<T>(x: v128): v128 {
    const zero = v128.splat<T>(0);
    if (isFloat<T>()) {
      let result = v128.bitselect(zero, x, v128.eq<T>(x, zero));
      result = v128.bitselect(v128.splat<T>(-1), result, v128.lt<T>(x, zero));
      return v128.bitselect(v128.splat<T>(1), result, v128.gt<T>(x, zero));
    }
    if (isSigned<T>()) {
      // A true lane mask is −1, so (x < 0) − (x > 0) is the sign.
      return v128.sub<T>(v128.gt<T>(zero, x), v128.gt<T>(x, zero));
    }
    return v128.andnot(v128.splat<T>(1), vectorIsZero<T>(x));
  }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { unreachable(); }
}

@inline function vectorIsZero<T>(x: v128): v128 {
  const zero = v128.splat<T>(0);
  if (sizeof<T>() == 1) return v128.eq<i8>(x, zero);
  if (sizeof<T>() == 2) return v128.eq<i16>(x, zero);
  if (sizeof<T>() == 4) return v128.eq<i32>(x, zero);
  return v128.eq<i64>(x, zero);
}

@final @unmanaged export class SquareRoot {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T { return sqrt<T>(x); }
  @inline vector<T>(x: v128): v128 { return v128.sqrt<T>(x); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexSqrt<F>(re, im, out); }
}

@final @unmanaged export class Exponential {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T): T { return fexp<T>(x); }
  @inline vector<T>(x: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexExp<F>(re, im, out); }
}

@final @unmanaged export class Logarithm {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T): T { return flog<T>(x); }
  @inline vector<T>(x: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexLog<F>(re, im, out); }
}

@final @unmanaged export class Sine {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T): T { return fsin<T>(x); }
  @inline vector<T>(x: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexSin<F>(re, im, out); }
}

@final @unmanaged export class Cosine {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T): T { return fcos<T>(x); }
  @inline vector<T>(x: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexCos<F>(re, im, out); }
}

@final @unmanaged export class HyperbolicTangent {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T): T { return ftanh<T>(x); }
  @inline vector<T>(x: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(re: F, im: F, out: usize): void { complexTanh<F>(re, im, out); }
}

// Half negation and abs only touch the sign bit: exact, and NaN payloads survive.
@final @unmanaged export class FlipSignBit16 {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T { return x ^ 0x8000; }
  @inline vector<T>(x: v128): v128 { return v128.xor(x, i16x8.splat(<i16>0x8000)); }
}

@final @unmanaged export class ClearSignBit16 {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T { return x & 0x7fff; }
  @inline vector<T>(x: v128): v128 { return v128.and(x, i16x8.splat(0x7fff)); }
}

@final @unmanaged export class Identity {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T): T { return x; }
  @inline vector<T>(x: v128): v128 { return x; }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function negative<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  if (isHalf<D>()) return realUnary<u16, FlipSignBit16>(a, sa, out, n);
  return unary<D, Negative>(a, sa, out, n);
}
// abs_ and sqrt_ carry an underscore: `abs` and `sqrt` are AssemblyScript builtins used above.
@inline export function abs_<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  if (isBoolean<D>()) return realUnary<u8, Identity>(a, sa, out, n);
  if (isHalf<D>()) return realUnary<u16, ClearSignBit16>(a, sa, out, n);
  if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) return complexAbsolute<f32>(a, sa, out, n);
    return complexAbsolute<f64>(a, sa, out, n);
  }
  return unary<D, Absolute>(a, sa, out, n);
}
@inline export function square<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Square>(a, sa, out, n);
}
@inline export function sign<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Sign>(a, sa, out, n);
}
@inline export function sqrt_<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, SquareRoot>(a, sa, out, n);
}
@inline export function exp<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Exponential>(a, sa, out, n);
}
@inline export function log<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Logarithm>(a, sa, out, n);
}
@inline export function sin<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Sine>(a, sa, out, n);
}
@inline export function cos<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, Cosine>(a, sa, out, n);
}
@inline export function tanh<D>(a: usize, sa: i32, out: usize, n: i32): i32 {
  return unary<D, HyperbolicTangent>(a, sa, out, n);
}
