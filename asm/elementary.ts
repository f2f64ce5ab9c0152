// The elementary functions beyond unary.ts: cbrt, sinh, cosh, the inverse trigonometric and
// hyperbolic functions, deg2rad, rad2deg, sinc (unary) and logaddexp, logaddexp2 (binary).
// float64 runs AssemblyScript's Math (musl's, < 1 ulp) or asm/math.ts; float32 computes in float64
// and rounds once (sinh, cosh, deg2rad, rad2deg in f64x2 lanes, four float32 lanes at a time);
// float16/bfloat16 round the float32 result once (unary.ts' and arithmetic.ts' drivers).
// ABI as unary.ts and arithmetic.ts.

import { unary, storePair, complexSin, complexCosh } from './unary';
import { binary, NoBool } from './arithmetic';
import { expm1_64x2, exp64x2Table, sinh64, cosh64, sinc64, logaddexp64, logaddexp2_64 } from './math';

@inline const DEGREE: f64 = 0.017453292519943295; // π/180
@inline const RADIAN: f64 = 57.29577951308232; // 180/π

/** Applies Op's f64x2 function to four float32 lanes (each half widened, rounded back once). */
@inline function widened<Op>(x: v128): v128 {
  const op = changetype<Op>(0);
  const low = op.lanes(f64x2.promote_low_f32x4(x));
  const high = op.lanes(f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1)));
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5);
}

@final @unmanaged export class CubeRoot {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return <Element>Math.cbrt(<f64>value);
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

const SIGN64: v128 = i64x2.splat(0x8000000000000000);

@final @unmanaged export class HyperbolicSine {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return <Element>sinh64(<f64>value);
  }
  /** sinh|x| = (m + m/(m + 1))/2 with m = e^|x| − 1, the sign put back. */
  @inline lanes(v: v128): v128 {
    const m = expm1_64x2(f64x2.abs(v));
    const magnitude = f64x2.mul(f64x2.add(m, f64x2.div(m, f64x2.add(m, f64x2.splat(1)))), f64x2.splat(0.5));
    return v128.or(magnitude, v128.and(v, SIGN64));
  }
  @inline vector<Element>(value: v128): v128 {
    return widened<HyperbolicSine>(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  /** sinh z = −i sin(iz), iz = −y + ix (C99 csinh's special values follow from csin's). */
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexSin<Part>(-im, re, out);
    const sineRe = load<Part>(out);
    const sineIm = load<Part>(out, sizeof<Part>());
    storePair<Part>(out, sineIm, -sineRe);
  }
}

@final @unmanaged export class HyperbolicCosine {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return <Element>cosh64(<f64>value);
  }
  /** cosh x = (e + 1/e)/2, e = e^|x|. */
  @inline lanes(v: v128): v128 {
    const e = exp64x2Table(f64x2.abs(v));
    return f64x2.mul(f64x2.add(e, f64x2.div(f64x2.splat(1), e)), f64x2.splat(0.5));
  }
  @inline vector<Element>(value: v128): v128 {
    return widened<HyperbolicCosine>(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexCosh<Part>(re, im, out);
  }
}

/** x·c for a float64 constant c: float32 in f64x2 lanes (rounded once), float64 in its own; complex part by part. */
@final @unmanaged export class Scale<Constant> {
  @inline factor(): f64 {
    return changetype<Constant>(0).value();
  }
  @inline simd<Element>(): bool {
    return isFloat<Element>();
  }
  @inline scalar<Element>(value: Element): Element {
    return <Element>(<f64>value * this.factor());
  }
  @inline lanes(v: v128): v128 {
    return f64x2.mul(v, f64x2.splat(this.factor()));
  }
  @inline vector<Element>(value: v128): v128 {
    if (sizeof<Element>() == 8) return f64x2.mul(value, f64x2.splat(this.factor()));
    return widened<Scale<Constant>>(value);
  }
  @inline laneWiseComplex(): bool {
    return true;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    storePair<Part>(out, this.scalar<Part>(re), this.scalar<Part>(im));
  }
}

@final @unmanaged export class Degree {
  @inline value(): f64 {
    return DEGREE;
  }
}
@final @unmanaged export class Radian {
  @inline value(): f64 {
    return RADIAN;
  }
}

/** The real functions computed by one float64 function (float32 rounded once from it). */
@final @unmanaged export class Real64<Function> {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    return <Element>changetype<Function>(0).at(<f64>value);
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

@final @unmanaged export class ArcSine {
  @inline at(x: f64): f64 {
    return Math.asin(x);
  }
}
@final @unmanaged export class ArcCosine {
  @inline at(x: f64): f64 {
    return Math.acos(x);
  }
}
@final @unmanaged export class ArcTangent {
  @inline at(x: f64): f64 {
    return Math.atan(x);
  }
}
@final @unmanaged export class ArcHyperbolicSine {
  @inline at(x: f64): f64 {
    return Math.asinh(x);
  }
}
@final @unmanaged export class ArcHyperbolicCosine {
  @inline at(x: f64): f64 {
    return Math.acosh(x);
  }
}
@final @unmanaged export class ArcHyperbolicTangent {
  @inline at(x: f64): f64 {
    return Math.atanh(x);
  }
}
@final @unmanaged export class Sinc {
  @inline at(x: f64): f64 {
    return sinc64(x);
  }
}

/** logaddexp and logaddexp2: real floats (halves through float32), computed in float64. */
@final @unmanaged export class LogAddExp<Base2> {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (changetype<Base2>(0).value()) return <Element>logaddexp2_64(<f64>left, <f64>right);
    return <Element>logaddexp64(<f64>left, <f64>right);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    unreachable();
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}
@final @unmanaged export class NaturalBase {
  @inline value(): bool {
    return false;
  }
}
@final @unmanaged export class BinaryBase {
  @inline value(): bool {
    return true;
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function cbrt<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, CubeRoot>(input, sa, out, count);
}
@inline export function sinh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicSine>(input, sa, out, count);
}
@inline export function cosh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicCosine>(input, sa, out, count);
}
@inline export function arcsin<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcSine>>(input, sa, out, count);
}
@inline export function arccos<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcCosine>>(input, sa, out, count);
}
@inline export function arctan<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcTangent>>(input, sa, out, count);
}
@inline export function arcsinh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcHyperbolicSine>>(input, sa, out, count);
}
@inline export function arccosh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcHyperbolicCosine>>(input, sa, out, count);
}
@inline export function arctanh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<ArcHyperbolicTangent>>(input, sa, out, count);
}
@inline export function sinc<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<Sinc>>(input, sa, out, count);
}
@inline export function deg2rad<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Scale<Degree>>(input, sa, out, count);
}
@inline export function rad2deg<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Scale<Radian>>(input, sa, out, count);
}
@inline export function logaddexp<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, LogAddExp<NaturalBase>, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function logaddexp2<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, LogAddExp<BinaryBase>, NoBool>(inputA, sa, inputB, sb, out, count);
}
