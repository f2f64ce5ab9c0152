// Unary element-wise ops: negative, abs, square, sign, sqrt, exp, exp2, expm1, log, log2, log10,
// log1p, erf, sin, cos, tan, tanh, floor, ceil, trunc, rint, reciprocal.
// ABI: (input, stride, out, count) -> 0. `out` is contiguous; abs of complex writes the real dtype.

import {
  isHalf,
  isComplexType,
  fexp,
  fexp2,
  fexpm1,
  ferf,
  flog,
  flog2,
  flog10,
  flog1p,
  fsin,
  fcos,
  ftanh,
  fsinh,
  fcosh,
  ftan,
  fhypot,
  fatan2,
} from './dtypes';
import { exp32x4, exp32Deferred, expFloat64x2, sin32x4, cos32x4 } from './math';
import { tanh32x4 } from './tanh32';
import { vectorMultiply } from './arithmetic';

// ---- loop drivers --------------------------------------------------------------------------

@inline export function unary<Dtype, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4) return complexUnary<f32, Op>(input, stride, out, count);
    return complexUnary<f64, Op>(input, stride, out, count);
  }
  if (isHalf<Dtype>()) return halfUnary<Dtype, Op>(input, stride, out, count);
  return realUnary<Dtype, Op>(input, stride, out, count);
}

/**
 * From this many elements (input and result no longer fit in a 1 MiB L2 cache together), float32 exp
 * runs exp32Deferred; below it the plain loop, which was 3% faster there.
 */
@inline const DEFERRED_FROM = 1 << 17;

@inline export function realUnary<Element, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<Element>());
  let i = 0;
  if (
    isDefined(op.deferred) &&
    isFloat<Element>() &&
    sizeof<Element>() == 4 &&
    stride == 1 &&
    count >= DEFERRED_FROM &&
    out != input
  ) {
    i = op.deferred(input, out, count);
  }
  if (op.simd<Element>() && stride == 1) {
    for (; i + lanes * 4 <= count; i += lanes * 4) {
      const at = <usize>i * sizeof<Element>();
      if (isDefined(op.block)) {
        op.block(input + at, out + at); // the four vectors at once (Checked64: cbrt's one test for four)
        continue;
      }
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
    store<Element>(out + <usize>(i * size), op.scalar<Element>(load<Element>(input + <usize>(i * stride * size))));
  }
  return 0;
}

@inline function halfUnary<Half, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  if (isDefined(changetype<Op>(0).tabulated)) return halfTabulated<Half, Op>(input, stride, out, count);
  return halfDirect<Half, Op>(input, stride, out, count);
}

/**
 * A float16/bfloat16 op through a table of its results for all 65,536 bit patterns (128 KiB of static
 * memory per op and dtype). The table is built once the op has computed 65,536 elements of the dtype
 * directly (a single call of that size builds it at once), so building at most doubles the work done
 * so far; it runs halfDirect over every pattern, so each entry is bit for bit what the direct path gives.
 */
function halfTabulated<Half, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const table = memory.data(131072, 16);
  const state = memory.data(16, 16); // 0 not built, 2 being built, 1 built; elements computed directly so far
  // Threads share the memory: one thread builds (it claims the flag), the others compute directly
  // meanwhile, and read the table once the flag says built.
  if (atomic.load<i32>(state) != 1) {
    const computed = load<i32>(state, 4) + min<i32>(count, 65536);
    if (computed < 65536 || atomic.cmpxchg<i32>(state, 0, 2) != 0) {
      store<i32>(state, computed, 4);
      return halfDirect<Half, Op>(input, stride, out, count);
    }
    let pattern = i16x8(0, 1, 2, 3, 4, 5, 6, 7);
    for (let at: usize = 0; at < 131072; at += 16) {
      v128.store(table + at, pattern);
      pattern = v128.add<i16>(pattern, i16x8.splat(8));
    }
    halfDirect<Half, Op>(table, 1, table, 65536); // in place: each vector is read before it is written
    atomic.store<i32>(state, 1);
  }
  const step = (<usize>stride) << 1;
  let source = input;
  let i = 0;
  for (; i + 4 <= count; i += 4) {
    const a = <usize>load<u16>(source);
    const b = <usize>load<u16>(source + step);
    const c = <usize>load<u16>(source + step * 2);
    const d = <usize>load<u16>(source + step * 3);
    const target = out + ((<usize>i) << 1);
    store<u16>(target, load<u16>(table + (a << 1)));
    store<u16>(target, load<u16>(table + (b << 1)), 2);
    store<u16>(target, load<u16>(table + (c << 1)), 4);
    store<u16>(target, load<u16>(table + (d << 1)), 6);
    source += step * 4;
  }
  for (; i < count; i++) {
    store<u16>(out + ((<usize>i) << 1), load<u16>(table + ((<usize>load<u16>(source)) << 1)));
    source += step;
  }
  return 0;
}

@inline function halfDirect<Half, Op>(input: usize, stride: i32, out: usize, count: i32): i32 {
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
    store<Part>(out + <usize>i * sizeof<Part>(), fhypot<Part>(load<Part>(source), load<Part>(source, sizeof<Part>())));
  }
  return 0;
}

@inline export function storePair<Part>(out: usize, re: Part, im: Part): void {
  store<Part>(out, re);
  store<Part>(out, im, sizeof<Part>());
}

// ---- complex functions (principal branches; C99 Annex G special values as glibc, NumPy's libm,
// gives them; scaled near overflow and underflow) -----------------------------------------------

@inline function isInfinite<Part>(value: Part): bool {
  return abs<Part>(value) == <Part>Infinity;
}

/** The largest finite exponent argument before e^x overflows: 709 (float64) or 88 (float32). */
@inline function expLimit<Part>(): Part {
  return sizeof<Part>() == 4 ? <Part>88 : <Part>709;
}

/**
 * Writes (cosh(t)·a, sinh(t)·b) for finite t, a, b: beyond the overflow limit e^|t|/2 is applied in
 * two halves so a small factor still gives a finite result, and a zero factor stays a signed zero.
 */
@inline function coshSinhTimes<Part>(t: Part, a: Part, b: Part, out: usize): void {
  if (abs<Part>(t) <= expLimit<Part>()) {
    storePair<Part>(out, fcosh<Part>(t) * a, fsinh<Part>(t) * b);
    return;
  }
  const half = fexp<Part>(abs<Part>(t) * <Part>0.5);
  const signed = t < 0 ? -b : b;
  storePair<Part>(
    out,
    a == 0 ? a : a * <Part>0.5 * half * half,
    signed == 0 ? signed : signed * <Part>0.5 * half * half,
  );
}

@inline function complexSqrt<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  if (re == 0 && im == 0) {
    storePair<Part>(out, 0, im);
    return;
  }
  if (abs<Part>(im) == infinity) {
    storePair<Part>(out, infinity, im);
    return;
  }
  if (re != re) {
    storePair<Part>(out, re, re);
    return;
  }
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
  if (im != im) {
    storePair<Part>(out, im, im);
    return;
  }
  // Quarter huge inputs so |re| + |z| cannot overflow: sqrt(z / 4) = sqrt(z) / 2; and scale tiny
  // (subnormal) ones up by an even power of two, so |z| keeps its precision.
  const big = sizeof<Part>() == 4 ? <Part>1e37 : <Part>1e307;
  const tiny = sizeof<Part>() == 4 ? <Part>7.888609052210118e-31 : <Part>1.4916681462400413e-154; // 2^-100, 2^-510
  let scale: Part = 1;
  let real = re;
  let imaginary = im;
  const largest = max<Part>(abs<Part>(real), abs<Part>(imaginary));
  if (largest > big) {
    real *= <Part>0.25;
    imaginary *= <Part>0.25;
    scale = 2;
  } else if (largest < tiny) {
    const up = sizeof<Part>() == 4 ? <Part>1.152921504606847e18 : <Part>1.3407807929942597e154; // 2^60, 2^512
    real *= up;
    imaginary *= up;
    scale = sizeof<Part>() == 4 ? <Part>9.313225746154785e-10 : <Part>8.636168555094445e-78; // 2^-30, 2^-256
  }
  // Kahan's stable form: the root of the larger part first, the other part by division.
  const root = sqrt<Part>((abs<Part>(real) + fhypot<Part>(real, imaginary)) * <Part>0.5);
  if (real >= 0) storePair<Part>(out, root * scale, (imaginary / (root * 2)) * scale);
  else storePair<Part>(out, (abs<Part>(imaginary) / (root * 2)) * scale, copysign<Part>(root, imaginary) * scale);
}

@inline function complexExp<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  if (re != re) {
    storePair<Part>(out, re, im == 0 ? im : re);
    return;
  }
  if (isInfinite<Part>(re)) {
    if (isFinite<Part>(im)) {
      const value: Part = re < 0 ? 0 : infinity;
      if (im == 0) storePair<Part>(out, value, im);
      else storePair<Part>(out, copysign<Part>(value, fcos<Part>(im)), copysign<Part>(value, fsin<Part>(im)));
    } else if (re > 0) {
      storePair<Part>(out, infinity, im - im);
    } else {
      storePair<Part>(out, 0, copysign<Part>(0, im));
    }
    return;
  }
  if (!isFinite<Part>(im)) {
    storePair<Part>(out, im - im, im - im);
    return;
  }
  if (im == 0) {
    storePair<Part>(out, fexp<Part>(re), im);
    return;
  }
  const cosine = fcos<Part>(im);
  const sine = fsin<Part>(im);
  if (re > expLimit<Part>()) {
    // e^re in two halves: the result may be finite where e^re alone is not.
    const half = fexp<Part>(re * <Part>0.5);
    storePair<Part>(out, cosine * half * half, sine * half * half);
    return;
  }
  const magnitude = fexp<Part>(re);
  storePair<Part>(out, magnitude * cosine, magnitude * sine);
}

@inline function complexLog<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  if (isInfinite<Part>(re) || isInfinite<Part>(im)) {
    storePair<Part>(out, infinity, fatan2<Part>(im, re));
    return;
  }
  if (re != re || im != im) {
    storePair<Part>(out, re + im, re + im);
    return;
  }
  if (re == 0 && im == 0) {
    storePair<Part>(out, -infinity, fatan2<Part>(im, re));
    return;
  }
  let logModulus: Part;
  if (sizeof<Part>() == 4) {
    // float32 parts: |z|² in float64 neither overflows nor underflows.
    const wideRe = <f64>re,
      wideIm = <f64>im;
    const squared = wideRe * wideRe + wideIm * wideIm;
    logModulus = <Part>(
      (squared > 0.5 && squared < 2
        ? Math.log1p((wideRe - 1) * (wideRe + 1) + wideIm * wideIm) * 0.5
        : Math.log(squared) * 0.5)
    );
  } else {
    const largest = max<f64>(abs<f64>(<f64>re), abs<f64>(<f64>im));
    if (largest > 1e300 || largest < 1e-300) {
      // Scale by 2^∓600 (exact), take log|z| there, add back 600·ln 2.
      const down = largest > 1e300;
      const factor = down ? 2.409919865102884e-181 : 4.149515568880993e180;
      const shift = down ? 415.88830833596717 : -415.88830833596717;
      logModulus = <Part>(Math.log(Math.hypot(<f64>re * factor, <f64>im * factor)) + shift);
    } else {
      const modulus = Math.hypot(<f64>re, <f64>im);
      if (modulus > 0.7 && modulus < 1.4) {
        // Near |z| = 1, log|z| = log1p(|z|^2 - 1) / 2 with |z|^2 - 1 formed without cancellation.
        logModulus = <Part>(Math.log1p((<f64>re - 1) * (<f64>re + 1) + <f64>im * <f64>im) * 0.5);
      } else {
        logModulus = <Part>Math.log(modulus);
      }
    }
  }
  storePair<Part>(out, logModulus, fatan2<Part>(im, re));
}

/** sin z as glibc's csin: cosh(y)·sin x + i sinh(y)·cos x, with C99 Annex G special values. */
@inline export function complexSin<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  const negate = re < 0 || (re == 0 && 1 / re < 0);
  const x = abs<Part>(re);
  if (isFinite<Part>(im)) {
    if (isFinite<Part>(x)) {
      let sine = x == 0 ? x : fsin<Part>(x);
      const cosine = x == 0 ? <Part>1 : fcos<Part>(x);
      if (negate) sine = -sine;
      coshSinhTimes<Part>(im, sine, cosine, out);
    } else if (im == 0) {
      storePair<Part>(out, x - x, im);
    } else {
      storePair<Part>(out, x - x, x - x);
    }
  } else if (isInfinite<Part>(im)) {
    if (x == 0) {
      storePair<Part>(out, negate ? <Part>-0.0 : <Part>0, im);
    } else if (isFinite<Part>(x)) {
      let first = copysign<Part>(infinity, fsin<Part>(x));
      let second = copysign<Part>(infinity, fcos<Part>(x));
      if (negate) first = -first;
      if (im < 0) second = -second;
      storePair<Part>(out, first, second);
    } else {
      storePair<Part>(out, x - x, infinity);
    }
  } else {
    storePair<Part>(out, x == 0 ? (negate ? <Part>-0.0 : <Part>0) : im, im);
  }
}

/** cosh(x + iy) as glibc's ccosh, C99 Annex G special values included. */
@inline export function complexCosh<Part>(re: Part, im: Part, out: usize): void {
  const infinity = <Part>Infinity;
  if (isFinite<Part>(re)) {
    if (isFinite<Part>(im)) {
      const sine = im == 0 ? im : fsin<Part>(im);
      const cosine = im == 0 ? <Part>1 : fcos<Part>(im);
      coshSinhTimes<Part>(re, cosine, sine, out);
    } else {
      storePair<Part>(out, im - im, re == 0 ? <Part>0 : im - im);
    }
  } else if (isInfinite<Part>(re)) {
    if (isFinite<Part>(im) && im != 0) {
      const sign: Part = re < 0 ? -1 : 1;
      storePair<Part>(out, copysign<Part>(infinity, fcos<Part>(im)), copysign<Part>(infinity, fsin<Part>(im)) * sign);
    } else if (im == 0) {
      storePair<Part>(out, infinity, re < 0 ? -im : im);
    } else {
      storePair<Part>(out, infinity, im - im);
    }
  } else {
    storePair<Part>(out, re, im == 0 ? im : re);
  }
}

/** cos z = cosh(iz), iz = −y + ix. */
@inline function complexCos<Part>(re: Part, im: Part, out: usize): void {
  complexCosh<Part>(-im, re, out);
}

/** Kahan's formulation of tanh(x + iy) ("Branch cuts for complex elementary functions", 1987). */
@inline function complexTanh<Part>(re: Part, im: Part, out: usize): void {
  if (!isFinite<Part>(re) || !isFinite<Part>(im)) {
    // C99 Annex G, with glibc's signs
    if (isInfinite<Part>(re)) {
      let imaginary = copysign<Part>(0, im);
      if (isFinite<Part>(im) && abs<Part>(im) > 1) imaginary = copysign<Part>(0, fsin<Part>(im) * fcos<Part>(im));
      storePair<Part>(out, copysign<Part>(1, re), imaginary);
    } else if (im == 0) {
      storePair<Part>(out, re, im);
    } else {
      storePair<Part>(out, re == 0 ? re : <Part>NaN, <Part>NaN);
    }
    return;
  }
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
  storePair<Part>(out, (beta * rho * sinhRe) / denominator, tangent / denominator);
}

// ---- ops ------------------------------------------------------------------------------------
// simd<Element>(): vector<Element> exists; scalar; vector; complex<Part>(re, im, out);
// laneWiseComplex(): the complex op is the real op applied to each part.

@final @unmanaged export class Negative {
  @inline simd<Element>(): bool {
    return true;
  }
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
  @inline laneWiseComplex(): bool {
    return true;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    storePair<Part>(out, -re, -im);
  }
}

@final @unmanaged export class Absolute {
  @inline simd<Element>(): bool {
    return true;
  }
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
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

@final @unmanaged export class Square {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return value * value;
  }
  @inline vector<Element>(value: v128): v128 {
    return vectorMultiply<Element>(value, value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    storePair<Part>(out, re * re - im * im, re * im + im * re);
  }
}

/** NumPy's sign: −1, 0 or 1; NaN stays NaN and −0 gives +0. */
@final @unmanaged export class Sign {
  @inline simd<Element>(): bool {
    return true;
  }
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
  @inline laneWiseComplex(): bool {
    return false;
  }
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
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return sqrt<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.sqrt<Element>(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexSqrt<Part>(re, im, out);
  }
}

@final @unmanaged export class Exponential {
  /** float16/bfloat16 through a 65,536-entry table for large calls (halfTabulated). */
  @inline tabulated(): bool {
    return true;
  }
  @inline simd<Element>(): bool {
    return isFloat<Element>();
  }
  @inline scalar<Element>(value: Element): Element {
    return fexp<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return sizeof<Element>() == 8 ? expFloat64x2(value) : exp32x4(value);
  }
  /** float32, contiguous, large: the test's branch one iteration late (exp32Deferred). */
  @inline deferred(input: usize, out: usize, count: i32): i32 {
    return exp32Deferred(input, out, count);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexExp<Part>(re, im, out);
  }
}

@final @unmanaged export class Logarithm {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return flog<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexLog<Part>(re, im, out);
  }
}

@final @unmanaged export class Sine {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    return fsin<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return sin32x4(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexSin<Part>(re, im, out);
  }
}

@final @unmanaged export class Cosine {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    return fcos<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return cos32x4(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexCos<Part>(re, im, out);
  }
}

@final @unmanaged export class HyperbolicTangent {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    return ftanh<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return tanh32x4(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexTanh<Part>(re, im, out);
  }
}

/** A real function with no SIMD form; each complex op is a function of (re, im). */
@final @unmanaged export class Tangent {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return ftan<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexTan<Part>(re, im, out);
  }
}

@final @unmanaged export class Exponential2 {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return fexp2<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    // NumPy: exp(z·ln 2)
    complexExp<Part>(re * <Part>0.6931471805599453, im * <Part>0.6931471805599453, out);
  }
}

@final @unmanaged export class ExponentialMinus1 {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return fexpm1<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    // On the real axis: expm1 of the real part, the imaginary zero kept (as cexp(x ± 0i) is
    // exp(x) ± 0i in C99 Annex G): expm1(inf + 0i) is inf + 0i, not NumPy's inf + NaN i.
    if (im == 0) {
      storePair<Part>(out, fexpm1<Part>(re), im);
      return;
    }
    if (!isFinite<Part>(re) || !isFinite<Part>(im) || re > expLimit<Part>()) {
      // Infinities, NaN, and e^re past overflow: cexp(z) − 1, with cexp's Annex G special values
      // (and its scaling in two halves, where e^re alone overflows but the result does not).
      complexExp<Part>(re, im, out);
      store<Part>(out, load<Part>(out) - <Part>1);
      return;
    }
    // NumPy's form: cos y − 1 = −2 sin²(y/2) keeps small results accurate.
    const halfSine = fsin<Part>(im * <Part>0.5);
    storePair<Part>(
      out,
      fexpm1<Part>(re) * fcos<Part>(im) - <Part>2 * halfSine * halfSine,
      fexp<Part>(re) * fsin<Part>(im),
    );
  }
}

/** The error function: real only (JAX's erf takes no complex). */
@final @unmanaged export class ErrorFunction {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return ferf<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

@final @unmanaged export class Logarithm2 {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return flog2<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexLog<Part>(re, im, out);
    scalePair<Part>(out, <Part>1.4426950408889634); // log2(e)
  }
}

@final @unmanaged export class Logarithm10 {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return flog10<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexLog<Part>(re, im, out);
    scalePair<Part>(out, <Part>0.4342944819032518); // log10(e)
  }
}

@final @unmanaged export class Logarithm1p {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return flog1p<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    // NumPy's form: log|1 + z| + i arg(1 + z)
    const shifted = re + <Part>1;
    storePair<Part>(out, flog<Part>(fhypot<Part>(shifted, im)), fatan2<Part>(im, shifted));
  }
}

/** floor, ceil, trunc and rint: exact, SIMD for every float width; integers pass through. */
@final @unmanaged export class Floor {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return isFloat<Element>() ? floor<Element>(value) : value;
  }
  @inline vector<Element>(value: v128): v128 {
    return isFloat<Element>() ? v128.floor<Element>(value) : value;
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

@final @unmanaged export class Ceil {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return isFloat<Element>() ? ceil<Element>(value) : value;
  }
  @inline vector<Element>(value: v128): v128 {
    return isFloat<Element>() ? v128.ceil<Element>(value) : value;
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

@final @unmanaged export class Truncate {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return isFloat<Element>() ? trunc<Element>(value) : value;
  }
  @inline vector<Element>(value: v128): v128 {
    return isFloat<Element>() ? v128.trunc<Element>(value) : value;
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

/** Round half to even (NumPy's rint); complex rounds each part. */
@final @unmanaged export class RoundToEven {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return isFloat<Element>() ? nearest<Element>(value) : value;
  }
  @inline vector<Element>(value: v128): v128 {
    return isFloat<Element>() ? v128.nearest<Element>(value) : value;
  }
  @inline laneWiseComplex(): bool {
    return true;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    storePair<Part>(out, nearest<Part>(re), nearest<Part>(im));
  }
}

@final @unmanaged export class Reciprocal {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return <Element>1 / value;
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.div<Element>(v128.splat<Element>(1), value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    // NumPy's loop: Smith's division of 1 by z.
    if (abs<Part>(im) <= abs<Part>(re)) {
      const ratio = im / re;
      const denominator = re + im * ratio;
      storePair<Part>(out, <Part>1 / denominator, -ratio / denominator);
    } else {
      const ratio = re / im;
      const denominator = re * ratio + im;
      storePair<Part>(out, ratio / denominator, <Part>-1 / denominator);
    }
  }
}

@inline function scalePair<Part>(out: usize, factor: Part): void {
  store<Part>(out, load<Part>(out) * factor);
  store<Part>(out, load<Part>(out, sizeof<Part>()) * factor, sizeof<Part>());
}

/** tan z = −i tanh(iz) (C99 ctan). */
@inline function complexTan<Part>(re: Part, im: Part, out: usize): void {
  complexTanh<Part>(-im, re, out);
  const tanhRe = load<Part>(out);
  const tanhIm = load<Part>(out, sizeof<Part>());
  storePair<Part>(out, tanhIm, -tanhRe);
}

// Half negation and abs only touch the sign bit: exact, and NaN payloads survive.
@final @unmanaged export class FlipSignBit16 {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return value ^ 0x8000;
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.xor(value, i16x8.splat(<i16>0x8000));
  }
}

@final @unmanaged export class ClearSignBit16 {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return value & 0x7fff;
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.and(value, i16x8.splat(0x7fff));
  }
}

@final @unmanaged export class Identity {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return value;
  }
  @inline vector<Element>(value: v128): v128 {
    return value;
  }
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
@inline export function sin<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Sine>(input, sa, out, count);
}
@inline export function cos<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Cosine>(input, sa, out, count);
}
@inline export function tanh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicTangent>(input, sa, out, count);
}
@inline export function erf<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, ErrorFunction>(input, sa, out, count);
}
// floor_, ceil_, trunc_ carry an underscore: the unsuffixed names are builtins used above.
@inline export function floor_<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isBoolean<Dtype>()) return realUnary<u8, Identity>(input, sa, out, count);
  return unary<Dtype, Floor>(input, sa, out, count);
}
@inline export function ceil_<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isBoolean<Dtype>()) return realUnary<u8, Identity>(input, sa, out, count);
  return unary<Dtype, Ceil>(input, sa, out, count);
}
@inline export function trunc_<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isBoolean<Dtype>()) return realUnary<u8, Identity>(input, sa, out, count);
  return unary<Dtype, Truncate>(input, sa, out, count);
}
@inline export function rint<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, RoundToEven>(input, sa, out, count);
}
@inline export function reciprocal<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Reciprocal>(input, sa, out, count);
}
