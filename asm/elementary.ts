// The elementary functions beyond unary.ts: cbrt, sinh, cosh, the inverse trigonometric and
// hyperbolic functions, deg2rad, rad2deg, sinc, spacing (unary) and logaddexp, logaddexp2, fmax, fmin,
// copysign, heaviside, fmod, nextafter (binary).
// float64 runs AssemblyScript's Math (musl's, < 1 ulp) or asm/math.ts; float32 computes in float64
// and rounds once (in f64x2 lanes, four float32 lanes at a time; arctan, arcsin, arccos, sinc, the
// logarithms, the inverse hyperbolic functions, logaddexp and others by a shorter float64 form checked
// by a rounding test, cbrt by a float32 form checked by float32 exp's test, the float64 path where
// they fail: same bits);
// float16/bfloat16 round the float32 result once (unary.ts' and arithmetic.ts' drivers).
// ABI as unary.ts and arithmetic.ts.

import {
  unary,
  realUnary,
  storePair,
  complexSin,
  complexCosh,
  ExponentialMinus1,
  Logarithm1p,
  Tangent,
  Logarithm,
  Logarithm2,
  Logarithm10,
  Exponential2,
} from './unary';
import { isHalf, fmod as remainderOfTruncation, fexpm1, flog1p, ftan, flog, flog2, flog10, fexp2 } from './dtypes';
import { binary, realBinary, NoBool, BoolOr, BoolAnd, vectorGreater } from './arithmetic';
import {
  expm1_64x2,
  exp64x2Table,
  sinCos64x2,
  sinh64,
  cosh64,
  sinc64,
  logaddexp64,
  logaddexp2_64,
  i0_64,
  plainI0,
  copySign64,
} from './math';
import { complexSinc, complexLogAddExp } from './complex-elementary';
import { softplusShare64x2 } from './softplus-table';

@inline const DEGREE: f64 = 0.017453292519943295; // π/180
@inline const RADIAN: f64 = 57.29577951308232; // 180/π

/** Applies Op's f64x2 function to four float32 lanes (each half widened, rounded back once). */
@inline function widened<Op>(x: v128): v128 {
  const op = changetype<Op>(0);
  const low = op.lanes(f64x2.promote_low_f32x4(x));
  const high = op.lanes(f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1)));
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5);
}

// ---- f64x2 building blocks for the float32 SIMD forms (relative error ~2^-52 before the rounding
// to float32) ---------------------------------------------------------------------------------------

const SIGN64: v128 = i64x2.splat(0x8000000000000000);

@inline function splat(value: f64): v128 {
  return f64x2.splat(value);
}

/** The two i64 lanes' low words as f64 (|k| < 2^31). */
@inline function lowWordsToF64(k: v128): v128 {
  return f64x2.convert_low_i32x4_s(v128.shuffle<i32>(k, k, 0, 2, 0, 2));
}

/**
 * log w for an f64x2 (fdlibm's reduction and polynomial): w = 2^k(1 + f), √½ ≤ 1 + f < √2,
 * log(1 + f) = f − f²/2 + s(f²/2 + R(s²)), s = f/(2 + f). 0 → −inf, negative → NaN, inf and NaN stay.
 */
@inline function log64x2(w: v128): v128 {
  // (w > 0: no carry into the sign bit, so the exponent shifts down unsigned, one instruction)
  const u = v128.add<i64>(w, i64x2.splat(0x3ff0000000000000 - 0x3fe6a09e00000000));
  const k = lowWordsToF64(v128.sub<i64>(v128.shr<u64>(u, 52), i64x2.splat(0x3ff)));
  const m = v128.add<i64>(v128.and(u, i64x2.splat(0x000fffffffffffff)), i64x2.splat(0x3fe6a09e00000000));
  const f = f64x2.sub(m, splat(1));
  const s = f64x2.div(f, f64x2.add(f, splat(2)));
  const z = f64x2.mul(s, s);
  let r = splat(1.479819860511658591e-1);
  r = f64x2.add(f64x2.mul(r, z), splat(1.531383769920937332e-1));
  r = f64x2.add(f64x2.mul(r, z), splat(1.818357216161805012e-1));
  r = f64x2.add(f64x2.mul(r, z), splat(2.222219843214978396e-1));
  r = f64x2.add(f64x2.mul(r, z), splat(2.857142874366239149e-1));
  r = f64x2.add(f64x2.mul(r, z), splat(3.999999999940941908e-1));
  r = f64x2.add(f64x2.mul(r, z), splat(6.66666666666673513e-1));
  r = f64x2.mul(r, z);
  const halfSquare = f64x2.mul(f64x2.mul(f, f), splat(0.5));
  const low = f64x2.add(
    f64x2.sub(f, f64x2.sub(halfSquare, f64x2.mul(s, f64x2.add(halfSquare, r)))),
    f64x2.mul(k, splat(1.9082149292705877e-10)),
  );
  const result = f64x2.add(f64x2.mul(k, splat(6.9314718036912381649e-1)), low);
  // specials: 0 → −inf, negative → NaN, +inf and NaN → themselves
  const special = v128.or(f64x2.le(w, splat(0)), v128.not(f64x2.lt(w, splat(Infinity))));
  const specialValue = v128.bitselect(
    splat(-Infinity),
    v128.bitselect(splat(NaN), w, f64x2.lt(w, splat(0))),
    f64x2.eq(w, splat(0)),
  );
  return v128.bitselect(specialValue, result, special);
}

/** log(1 + u): log of w = 1 + u corrected by the rounding of w, (u − (w − 1))/w. */
@inline function log1p64x2(u: v128): v128 {
  const w = f64x2.add(u, splat(1));
  const correction = f64x2.div(f64x2.sub(u, f64x2.sub(w, splat(1))), w);
  const finite = f64x2.lt(f64x2.abs(u), splat(Infinity));
  return f64x2.add(log64x2(w), v128.and(correction, finite));
}

/**
 * atan of an f64x2, as fdlibm's atan: |x| reduced by one division to |t| ≤ 7/16 around 0, 1/2, 1,
 * 3/2 or ∞ (t = x, (2x − 1)/(2 + x), (x − 1)/(x + 1), (x − 3/2)/(1 + 3x/2), −1/x), then
 * atan(c) + atan(t) with fdlibm's polynomial and atan(c) in two parts; the sign put back.
 */
@inline function atan64x2(x: v128): v128 {
  const a = f64x2.abs(x);
  const above0 = f64x2.ge(a, splat(0.4375));
  const above1 = f64x2.ge(a, splat(0.6875));
  const above2 = f64x2.ge(a, splat(1.1875));
  const above3 = f64x2.ge(a, splat(2.4375));
  // numerator and denominator of t by region (NaN stays in the first, infinity in the last)
  let numerator = a;
  let denominator = splat(1);
  numerator = v128.bitselect(f64x2.sub(f64x2.add(a, a), splat(1)), numerator, above0);
  denominator = v128.bitselect(f64x2.add(a, splat(2)), denominator, above0);
  numerator = v128.bitselect(f64x2.sub(a, splat(1)), numerator, above1);
  denominator = v128.bitselect(f64x2.add(a, splat(1)), denominator, above1);
  numerator = v128.bitselect(f64x2.sub(a, splat(1.5)), numerator, above2);
  denominator = v128.bitselect(f64x2.add(f64x2.mul(a, splat(1.5)), splat(1)), denominator, above2);
  numerator = v128.bitselect(splat(-1), numerator, above3);
  denominator = v128.bitselect(a, denominator, above3);
  const t = f64x2.div(numerator, denominator);
  let high = v128.and(splat(0.4636476090008061), above0);
  high = v128.bitselect(splat(0.7853981633974483), high, above1);
  high = v128.bitselect(splat(0.982793723247329), high, above2);
  high = v128.bitselect(splat(1.5707963267948966), high, above3);
  let low = v128.and(splat(2.2698777452961687e-17), above0);
  low = v128.bitselect(splat(3.061616997868383e-17), low, above1);
  low = v128.bitselect(splat(1.3903311031230998e-17), low, above2);
  low = v128.bitselect(splat(6.123233995736766e-17), low, above3);
  const z = f64x2.mul(t, t);
  const w = f64x2.mul(z, z);
  let s1 = splat(1.62858201153657823623e-2);
  s1 = f64x2.add(f64x2.mul(s1, w), splat(4.97687799461593236017e-2));
  s1 = f64x2.add(f64x2.mul(s1, w), splat(6.66107313738753120669e-2));
  s1 = f64x2.add(f64x2.mul(s1, w), splat(9.09088713343650656196e-2));
  s1 = f64x2.add(f64x2.mul(s1, w), splat(1.42857142725034663711e-1));
  s1 = f64x2.add(f64x2.mul(s1, w), splat(3.33333333333329318027e-1));
  s1 = f64x2.mul(s1, z);
  let s2 = splat(-3.6531572744216915527e-2);
  s2 = f64x2.add(f64x2.mul(s2, w), splat(-5.83357013379057348645e-2));
  s2 = f64x2.add(f64x2.mul(s2, w), splat(-7.69187620504482999495e-2));
  s2 = f64x2.add(f64x2.mul(s2, w), splat(-1.1111110405462355788e-1));
  s2 = f64x2.add(f64x2.mul(s2, w), splat(-1.99999999998764832476e-1));
  s2 = f64x2.mul(s2, w);
  // atan(c) − ((t·(s1 + s2) − atan(c)'s low part) − t); c = 0 has both parts 0
  const r = f64x2.sub(high, f64x2.sub(f64x2.sub(f64x2.mul(t, f64x2.add(s1, s2)), low), t));
  return v128.or(r, v128.and(x, SIGN64));
}

@final @unmanaged export class HyperbolicSine {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return <Element>sinh64(<f64>value);
  }
  /** sinh|x| = (m + m/(m + 1))/2 with m = e^|x| − 1, the sign put back. */
  lanes(v: v128): v128 {
    const m = expm1_64x2(f64x2.abs(v));
    const magnitude = f64x2.mul(f64x2.add(m, f64x2.div(m, f64x2.add(m, f64x2.splat(1)))), f64x2.splat(0.5));
    return v128.or(magnitude, v128.and(v, SIGN64));
  }
  @inline vector<Element>(value: v128): v128 {
    return sinh32x4<i32>(value);
  }
  /** Four vectors (realUnary's unrolled loop) at once: sinhBlock32x4, one rounding test for the four. */
  @inline block(input: usize, out: usize): void {
    sinhBlock32x4(input, out);
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
  lanes(v: v128): v128 {
    const e = exp64x2Table(f64x2.abs(v));
    return f64x2.mul(f64x2.add(e, f64x2.div(f64x2.splat(1), e)), f64x2.splat(0.5));
  }
  @inline vector<Element>(value: v128): v128 {
    return widened<HyperbolicCosine>(value);
  }
  /** Four vectors (realUnary's unrolled loop) at once: coshBlock32x4. */
  @inline block(input: usize, out: usize): void {
    coshBlock32x4(input, out);
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
  lanes(v: v128): v128 {
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

// ---- complex inverse functions -------------------------------------------------------------------
// asinh, acos (acosh from it) and atanh (asin, atan by the swap of parts: asin z = swap(asinh(swap z)),
// atan z = swap(atanh(swap z))), after Hull, Fairgrieve and Tang ("Implementing the complex arcsine
// and arccosine functions using exception handling", 1997) with the C99 Annex G special values and
// branch cuts as NumPy gives them. Both complex dtypes compute in float64 (complex64 rounds once).

@inline const EPSILON: f64 = 2.220446049250313e-16;
@inline const RECIP_EPSILON: f64 = 4503599627370496; // 1/ε: beyond it z² swamps 1
@inline const LN2: f64 = 0.6931471805599453;
@inline const HALF_PI: f64 = 1.5707963267948966;
@inline const HALF_PI_LOW: f64 = 6.123233995736766e-17; // π/2 − HALF_PI
@inline const SQRT_MIN: f64 = 1.4916681462400413e-154; // 2^-511
@inline const FOUR_SQRT_MIN: f64 = 5.966672584960166e-154; // 2^-509
@inline const QUARTER_SQRT_MAX: f64 = 1.6759759912428246e153; // 2^509
@inline const SQRT_6_EPSILON: f64 = 3.650024149988857e-8;
@inline const SQRT_3_EPSILON: f64 = 2.580956827951785e-8;

/** log|z| for a, b ≥ 0 with max(a, b) ≥ 1/ε, without overflow or underflow. */
@inline function largeLogModulus(a: f64, b: f64): f64 {
  const large = max<f64>(a, b);
  const small = min<f64>(a, b);
  if (large > 8.988465674311579e307) return Math.log(Math.hypot(large / Math.E, small / Math.E)) + 1;
  if (large > QUARTER_SQRT_MAX || small < SQRT_MIN) return Math.log(Math.hypot(large, small));
  return Math.log(large * large + small * small) * 0.5;
}

/** (h − b)/2 for h = hypot(a, b), without cancellation: (h − b)/2 for b < 0, a²/(h + b)/2 for b > 0. */
@inline function halfExcess(a: f64, b: f64, h: f64): f64 {
  if (b < 0) return (h - b) * 0.5;
  if (b == 0) return a * 0.5;
  return ((a * a) / (h + b)) * 0.5;
}

/**
 * Hull et al.'s two parts at finite x, y ≥ 0 below 1/ε: with R = |z + i|, S = |z − i|,
 * A = (R + S)/2 ≥ 1 and B = y/A, the log part log(A + √(A² − 1)) (through A − 1 below A = 10) is
 * written as an f64 at `out`; returned is the angle asin B (cosine: acos(±B), `negative` for −B),
 * or where B is near 1 atan2 of y and √(A² − y²) formed from A − y.
 */
@inline function hullParts(x: f64, y: f64, out: usize, cosine: bool, negative: bool): f64 {
  const r = Math.hypot(x, y + 1);
  const s = Math.hypot(x, y - 1);
  const a = max<f64>((r + s) * 0.5, 1);
  let logPart: f64;
  if (a < 10) {
    if (y == 1 && x < (EPSILON * EPSILON) / 128) {
      logPart = Math.sqrt(x);
    } else if (x >= EPSILON * Math.abs(y - 1)) {
      const aMinus1 = halfExcess(x, 1 + y, r) + halfExcess(x, 1 - y, s);
      logPart = Math.log1p(aMinus1 + Math.sqrt(aMinus1 * (a + 1)));
    } else if (y < 1) {
      logPart = x / Math.sqrt((1 - y) * (1 + y));
    } else {
      logPart = Math.log1p(y - 1 + Math.sqrt((y - 1) * (y + 1)));
    }
  } else {
    logPart = Math.log(a + Math.sqrt(a * a - 1));
  }
  store<f64>(out, logPart);
  let along = y;
  let across: f64; // √(A² − y²)
  if (y < FOUR_SQRT_MIN) {
    // y/A could underflow: both scaled up for atan2
    across = a * (2 / EPSILON);
    along = y * (2 / EPSILON);
  } else {
    const b = y / a;
    if (b <= 0.6417) return cosine ? Math.acos(negative ? -b : b) : Math.asin(b);
    if (y == 1 && x < EPSILON / 128) {
      across = Math.sqrt(x) * Math.sqrt((a + y) * 0.5);
    } else if (x >= EPSILON * Math.abs(y - 1)) {
      const aMinusY = halfExcess(x, y + 1, r) + halfExcess(x, y - 1, s);
      across = Math.sqrt(aMinusY * (a + y));
    } else if (y > 1) {
      const up: f64 = 4 / EPSILON / EPSILON;
      across = (x * up * y) / Math.sqrt((y + 1) * (y - 1));
      along = y * up;
    } else {
      across = Math.sqrt((1 - y) * (1 + y));
    }
  }
  return cosine ? Math.atan2(across, negative ? -along : along) : Math.atan2(along, across);
}

/** asinh(re + i·im), or with `swap` asin of (im + i·re) with its parts swapped back. */
@inline function complexArcsinh<Part>(re: Part, im: Part, out: usize, swap: bool): void {
  const x = <f64>re;
  const y = <f64>im;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  let real: f64;
  let imaginary: f64;
  if (x != x || y != y) {
    if (ax == Infinity) {
      real = x;
      imaginary = y + y;
    } else if (ay == Infinity) {
      real = ay; // (+inf, NumPy's sign)
      imaginary = x + x;
    } else if (y == 0) {
      real = x + x;
      imaginary = y;
    } else {
      real = NaN;
      imaginary = NaN;
    }
  } else if (ax > RECIP_EPSILON || ay > RECIP_EPSILON) {
    // asinh z ≈ log 2z
    real = copySign64(largeLogModulus(ax, ay) + LN2, x);
    imaginary = copySign64(Math.atan2(ay, ax), y);
  } else if (ax < SQRT_6_EPSILON / 4 && ay < SQRT_6_EPSILON / 4) {
    real = x; // (zeros included)
    imaginary = y;
  } else {
    imaginary = copySign64(hullParts(ax, ay, out, false, false), y);
    real = copySign64(load<f64>(out), x);
  }
  if (swap) storePair<Part>(out, <Part>imaginary, <Part>real);
  else storePair<Part>(out, <Part>real, <Part>imaginary);
}

/** acos(re + i·im), or with `hyperbolic` acosh(re + i·im) from it. */
@inline function complexArccos<Part>(re: Part, im: Part, out: usize, hyperbolic: bool): void {
  const x = <f64>re;
  const y = <f64>im;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const yPositive = reinterpret<u64>(y) >> 63 == 0;
  let real: f64;
  let imaginary: f64;
  if (x != x || y != y) {
    if (ax == Infinity) {
      real = y + y;
      imaginary = -Infinity;
    } else if (ay == Infinity) {
      real = x + x;
      imaginary = -y;
    } else if (x == 0) {
      real = HALF_PI;
      imaginary = y + y;
    } else {
      real = NaN;
      imaginary = NaN;
    }
  } else if (ax > RECIP_EPSILON || ay > RECIP_EPSILON) {
    real = Math.atan2(ay, x);
    imaginary = largeLogModulus(ax, ay) + LN2;
    if (yPositive) imaginary = -imaginary;
  } else if (x == 1 && y == 0) {
    real = 0;
    imaginary = -y;
  } else if (ax < SQRT_6_EPSILON / 4 && ay < SQRT_6_EPSILON / 4) {
    real = HALF_PI - (x - HALF_PI_LOW);
    imaginary = -y;
  } else {
    real = hullParts(ay, ax, out, true, x < 0 || (x == 0 && 1 / x < 0));
    imaginary = load<f64>(out);
    if (yPositive) imaginary = -imaginary;
  }
  if (!hyperbolic) {
    storePair<Part>(out, <Part>real, <Part>imaginary);
  } else if (real != real) {
    // acosh: (|Im acos|, ±Re acos); NaN parts as Annex G has them
    storePair<Part>(out, <Part>(imaginary != imaginary ? imaginary : Math.abs(imaginary)), <Part>real);
  } else if (imaginary != imaginary) {
    storePair<Part>(out, <Part>imaginary, <Part>real); // acosh(±0 + i·NaN) = NaN + iπ/2, as NumPy's
  } else {
    storePair<Part>(out, <Part>Math.abs(imaginary), <Part>copySign64(real, y));
  }
}

/** Re(1/z) = x/(x² + y²) for x, y ≥ 0 with max(x, y) ≥ 1/ε, scaled so x² + y² cannot overflow. */
@inline function reciprocalRealPart(x: f64, y: f64): f64 {
  const ix = <i32>(reinterpret<u64>(x) >> 52);
  const iy = <i32>(reinterpret<u64>(y) >> 52);
  if (ix - iy >= 27 || x == Infinity) return 1 / x;
  if (iy - ix >= 27) return x / y / y;
  if (ix <= 1023 + 512 - 27) return x / (x * x + y * y);
  const scale = reinterpret<f64>((<u64>(2047 - ix)) << 52); // 2^(1024 − exponent field)
  const sx = x * scale;
  const sy = y * scale;
  return (sx / (sx * sx + sy * sy)) * scale;
}

/** atanh(re + i·im), or with `swap` atan of (im + i·re) with its parts swapped back. */
@inline function complexArctanh<Part>(re: Part, im: Part, out: usize, swap: bool): void {
  const x = <f64>re;
  const y = <f64>im;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  let real: f64;
  let imaginary: f64;
  if (y == 0 && ax <= 1) {
    real = Math.atanh(x);
    imaginary = y;
  } else if (x == 0) {
    real = x;
    imaginary = Math.atan(y);
  } else if (x != x || y != y) {
    if (ax == Infinity) {
      real = copySign64(0, x);
      imaginary = y + y;
    } else if (ay == Infinity) {
      real = copySign64(0, x);
      imaginary = copySign64(HALF_PI, y);
    } else {
      real = NaN;
      imaginary = NaN;
    }
  } else if (ax > RECIP_EPSILON || ay > RECIP_EPSILON) {
    real = copySign64(reciprocalRealPart(ax, ay), x);
    imaginary = copySign64(HALF_PI, y);
  } else if (ax < SQRT_3_EPSILON / 2 && ay < SQRT_3_EPSILON / 2) {
    real = x;
    imaginary = y;
  } else {
    let magnitude: f64;
    if (ax == 1 && ay < EPSILON) {
      magnitude = (LN2 - Math.log(ay)) * 0.5;
    } else {
      const d = ax - 1;
      const squares = ay < SQRT_MIN ? d * d : d * d + ay * ay;
      magnitude = Math.log1p((4 * ax) / squares) * 0.25;
    }
    let angle: f64;
    if (ax == 1) angle = Math.atan2(2, -ay) * 0.5;
    else if (ay < EPSILON) angle = Math.atan2(2 * ay, (1 - ax) * (1 + ax)) * 0.5;
    else angle = Math.atan2(2 * ay, (1 - ax) * (1 + ax) - ay * ay) * 0.5;
    real = copySign64(magnitude, x);
    imaginary = copySign64(angle, y);
  }
  if (swap) storePair<Part>(out, <Part>imaginary, <Part>real);
  else storePair<Part>(out, <Part>real, <Part>imaginary);
}

// ---- float32 arctan: a table reduction, checked ---------------------------------------------------------
// atan(n/d) for n, d ≥ 0 as atan c + atan t, t = (n − c·d)/(d + c·n), c from a table (ATAN32_TABLE,
// scripts/atan32_table.py) by the float32 quotient's exponent and top 4 mantissa bits (1/16 binade bins
// from 2^-12 to 2^64; c = 0 below), so |t| ≤ 2^-6; atan t = t − t³/3 + t⁵/5 − t⁷/7 (the rest below
// 2^-48 relative). One division, no long polynomial. The float64 result's relative error is a few 2^-53
// (c·d and c·n rounded, the sum); the rounding test below asks for 2^-41 of margin (the float64
// result's low 29 bits at least 2^12 from the float32 midpoint), else the vector is redone by the
// float64 path (atan64x2: fdlibm's reduction and polynomial), as are subnormal results. The bits are
// the float64 path's on every input: scripts/elementary32-exhaustive.mjs compares all 2^32.

@inline const ATAN32_BASE: i32 = (127 - 12) << 4;
@inline const ATAN32_LAST: i32 = 1217;
@inline const ROUNDING_MARGIN: i32 = 1 << 12;

/** (c_j, atan c_j) as float64 pairs, j = 0 … ATAN32_LAST (scripts/atan32_table.py). */
const ATAN32_TABLE: usize = memory.data<f64>(
  [
    0.0, 0.0, 0.00025177001953125, 0.00025177001421150557, 0.00026702880859375, 0.00026702880224697533,
    0.00028228759765625, 0.0002822875901581001, 0.00029754638671875, 0.00029754637793777454, 0.00031280517578125,
    0.00031280516557889314, 0.00032806396484375, 0.00032806395307435047, 0.00034332275390625, 0.0003433227404170412,
    0.00035858154296875, 0.00035858152759985987, 0.00037384033203125, 0.00037384031461570096, 0.00038909912109375,
    0.0003890991014574592, 0.00040435791015625, 0.0004043578881180291, 0.00041961669921875, 0.00041961667459030515,
    0.00043487548828125, 0.0004348754608671821, 0.00045013427734375, 0.00045013424694155443, 0.00046539306640625,
    0.0004653930328063167, 0.00048065185546875, 0.0004806518184543636, 0.0005035400390625, 0.0005035399965045493,
    0.0005340576171875, 0.000534057566413309, 0.0005645751953125, 0.0005645751353273095, 0.0005950927734375,
    0.0005950927031897074, 0.0006256103515625, 0.0006256102699436593, 0.0006561279296875, 0.0006561278355323222,
    0.0006866455078125, 0.0006866453998988526, 0.0007171630859375, 0.0007171629629864072, 0.0007476806640625,
    0.0007476805247381428, 0.0007781982421875, 0.0007781980850972163, 0.0008087158203125, 0.0008087156440067844,
    0.0008392333984375, 0.0008392332014100038, 0.0008697509765625, 0.0008697507572500314, 0.0009002685546875,
    0.0009002683114700241, 0.0009307861328125, 0.0009307858640131385, 0.0009613037109375, 0.0009613034148225317,
    0.001007080078125, 0.0010070797376615498, 0.001068115234375, 0.0010681148281816808, 0.001129150390625,
    0.0011291499107437511, 0.001190185546875, 0.0011901849848930171, 0.001251220703125, 0.0012512200501747347,
    0.001312255859375, 0.001312255106134161, 0.001373291015625, 0.001373290152316553, 0.001434326171875,
    0.001434325188267168, 0.001495361328125, 0.0014953602135312646, 0.001556396484375, 0.0015563952276541006,
    0.001617431640625, 0.0016174302301809355, 0.001678466796875, 0.001678465220657029, 0.001739501953125,
    0.0017395001986276405, 0.001800537109375, 0.001800535163638031, 0.001861572265625, 0.0018615701152334618,
    0.001922607421875, 0.0019226050529591945, 0.00201416015625, 0.0020141574325473715, 0.00213623046875,
    0.0021362272192101193, 0.00225830078125, 0.00225829694220882, 0.00238037109375, 0.0023803665979056,
    0.00250244140625, 0.0025024361826625984, 0.00262451171875, 0.002624505692841966, 0.00274658203125,
    0.0027465751248058686, 0.00286865234375, 0.002868644474916484, 0.00299072265625, 0.0029907137395360057,
    0.00311279296875, 0.0031127829150266423, 0.00323486328125, 0.003234851997750618, 0.00335693359375,
    0.003356920984070175, 0.00347900390625, 0.003478989870347571, 0.00360107421875, 0.003601058652945082,
    0.00372314453125, 0.0037231273282250033, 0.00384521484375, 0.003845195892549649, 0.0040283203125,
    0.0040282985230380855, 0.0042724609375, 0.004272434941394492, 0.0045166015625, 0.00451657085045249, 0.0047607421875,
    0.004760706221111622, 0.0050048828125, 0.005004841024271819, 0.0052490234375, 0.005248975230833416, 0.0054931640625,
    0.005493108811697175, 0.0057373046875, 0.005737241737764304, 0.0059814453125, 0.005981373979936483, 0.0062255859375,
    0.006225505509115877, 0.0064697265625, 0.006469636296205164, 0.0067138671875, 0.00671376631210755, 0.0069580078125,
    0.006957895527726796, 0.0072021484375, 0.007202023913967232, 0.0074462890625, 0.007446151441733782, 0.0076904296875,
    0.0076902780819319855, 0.008056640625, 0.008056466314396073, 0.008544921875, 0.008544713912988812, 0.009033203125,
    0.009032957437641204, 0.009521484375, 0.00952119665563058, 0.010009765625, 0.010009431334246591, 0.010498046875,
    0.010497661240791871, 0.010986328125, 0.010985886142582706, 0.011474609375, 0.011474105806949691, 0.011962890625,
    0.011962320001238402, 0.012451171875, 0.01245052849281006, 0.012939453125, 0.012938731049042194, 0.013427734375,
    0.013426927437329306, 0.013916015625, 0.013915117425083535, 0.014404296875, 0.014403300779735324, 0.014892578125,
    0.01489147726873408, 0.015380859375, 0.015379646659548841, 0.01611328125, 0.016111886928064627, 0.01708984375,
    0.017088180272519723, 0.01806640625, 0.018064441039747733, 0.01904296875, 0.019040667370556735, 0.02001953125,
    0.02001685740614851, 0.02099609375, 0.02099300928813975, 0.02197265625, 0.021969121158583255, 0.02294921875,
    0.02294519115998912, 0.02392578125, 0.023921217435345882, 0.02490234375, 0.024897198128141708, 0.02587890625,
    0.025873131382385516, 0.02685546875, 0.026849015342628093, 0.02783203125, 0.02782484815398323, 0.02880859375,
    0.028800627962148797, 0.02978515625, 0.029776352913427825, 0.03076171875, 0.030752021154749575, 0.0322265625,
    0.03221541313356811, 0.0341796875, 0.03416638667018535, 0.0361328125, 0.03611710004569501, 0.0380859375,
    0.03806753846918254, 0.0400390625, 0.040017687162270305, 0.0419921875, 0.04196753135978571, 0.0439453125,
    0.04391705631042779, 0.0458984375, 0.045866247277432236, 0.0478515625, 0.04781508953923477, 0.0498046875,
    0.04976356839013283, 0.0517578125, 0.051711669140945354, 0.0537109375, 0.05365937711967084, 0.0556640625,
    0.05560667767214331, 0.0576171875, 0.0575535561626864, 0.0595703125, 0.05949999797476521, 0.0615234375,
    0.061445988511636136, 0.064453125, 0.06436409629600857, 0.068359375, 0.06825319134501197, 0.072265625,
    0.0721402196240188, 0.076171875, 0.07602506541908072, 0.080078125, 0.07990761340964388, 0.083984375,
    0.08378774868861709, 0.087890625, 0.08766535678225544, 0.091796875, 0.09154032366985106, 0.095703125,
    0.09541253580322272, 0.099609375, 0.09928188012599641, 0.103515625, 0.1031482440926689, 0.107421875,
    0.10701151568744663, 0.111328125, 0.11087158344285233, 0.115234375, 0.11472833645809238, 0.119140625,
    0.11858166441717731, 0.123046875, 0.12243145760678886, 0.12890625, 0.12819928123129815, 0.13671875,
    0.1358763282297013, 0.14453125, 0.14353729370182122, 0.15234375, 0.15118133179858007, 0.16015625,
    0.15880760831563107, 0.16796875, 0.16641530118311493, 0.17578125, 0.1740036009353677, 0.18359375,
    0.18157171116003218, 0.19140625, 0.189118848926084, 0.19921875, 0.196644245190345, 0.20703125, 0.20414714518211702,
    0.21484375, 0.21162680876562978, 0.22265625, 0.21908251078005778, 0.23046875, 0.22651354135691962, 0.23828125,
    0.23391920621473344, 0.24609375, 0.24129882693085883, 0.2578125, 0.2523179808864272, 0.2734375, 0.26691298758740045,
    0.2890625, 0.28139243264917846, 0.3046875, 0.29575168575043154, 0.3203125, 0.30998639124688343, 0.3359375,
    0.3240924704898717, 0.3515625, 0.33806612283682547, 0.3671875, 0.3519038254149648, 0.3828125, 0.3656023317069669,
    0.3984375, 0.3791586690334418, 0.4140625, 0.3925701350118286, 0.4296875, 0.4058342930748041, 0.4453125,
    0.41894896713355284, 0.4609375, 0.4319122354723482, 0.4765625, 0.44472242396093936, 0.4921875, 0.4573780986703208,
    0.515625, 0.4760693303227612, 0.546875, 0.5004408131472942, 0.578125, 0.5241796287829132, 0.609375,
    0.5472843809874369, 0.640625, 0.5697564534829784, 0.671875, 0.5915997103351114, 0.703125, 0.6128202021652414,
    0.734375, 0.6334258829691446, 0.765625, 0.6534263411807619, 0.796875, 0.6728325475937632, 0.828125,
    0.6916566218531999, 0.859375, 0.7099116184635249, 0.890625, 0.7276113326265107, 0.921875, 0.7447701257160751,
    0.953125, 0.7614027698055784, 0.984375, 0.7775243103733478, 1.03125, 0.8007815651780434, 1.09375,
    0.8301443948520639, 1.15625, 0.8577354939360433, 1.21875, 0.8836721166534575, 1.28125, 0.908066818901905, 1.34375,
    0.931026543968271, 1.40625, 0.9526521008597094, 1.46875, 0.9730379352018146, 1.53125, 0.9922721123771914, 1.59375,
    1.0104364498900535, 1.65625, 1.0276067505070687, 1.71875, 1.043853099605467, 1.78125, 1.059240199624591, 1.84375,
    1.0738277219158434, 1.90625, 1.087670661977563, 1.96875, 1.1008196883778887, 2.0625, 1.1193432352423422, 2.1875,
    1.1420182993488803, 2.3125, 1.1626472230398073, 2.4375, 1.1814796049617557, 2.5625, 1.198728567936776, 2.6875,
    1.2145766713987465, 2.8125, 1.2291808361470895, 2.9375, 1.2426764317795913, 3.0625, 1.2551806647561303, 3.1875,
    1.266795387454752, 3.3125, 1.2776094302370145, 3.4375, 1.287700541495401, 3.5625, 1.2971370057128062, 3.6875,
    1.3059789968891078, 3.8125, 1.314279714150573, 3.9375, 1.3220863377013738, 4.125, 1.332960399337446, 4.375,
    1.346085158380254, 4.625, 1.3578579772154995, 4.875, 1.368474698416593, 5.125, 1.378095568132511, 5.375,
    1.3868528702577214, 5.625, 1.3948567013423687, 5.875, 1.402199387185467, 6.125, 1.4089588955564738, 6.375,
    1.415201498817867, 6.625, 1.4209838702219992, 6.875, 1.4263547484202526, 7.125, 1.431356269703559, 7.375,
    1.4360250423171654, 7.625, 1.4403930189057632, 7.875, 1.4444882097316563, 8.25, 1.4501726582147938, 8.75,
    1.4570043196511886, 9.25, 1.463106455962076, 9.75, 1.468589608687643, 10.25, 1.473543128543331, 10.75,
    1.478040006606753, 11.25, 1.482140444927459, 11.75, 1.4858945333451747, 12.25, 1.4893442824890257, 12.75,
    1.4925251862736186, 13.25, 1.4954674359665565, 13.75, 1.498196873064402, 14.25, 1.5007357441564413, 14.75,
    1.503103304100928, 15.25, 1.5053163018714317, 15.75, 1.5073893748280647, 16.5, 1.5102643070127895, 17.5,
    1.513715544388632, 18.5, 1.5167948264189284, 19.5, 1.519559159391478, 20.5, 1.522054475484965, 21.5,
    1.5243181954438936, 22.5, 1.5263811115479857, 23.5, 1.5282687921751124, 24.5, 1.5300026439270311, 25.5,
    1.5316007248678418, 26.5, 1.5330783743280325, 27.5, 1.534448705775876, 28.5, 1.5357229962616712, 29.5,
    1.536910996890779, 30.5, 1.5380211823908208, 31.5, 1.5390609532664388, 33.0, 1.5405025668761214, 35.0,
    1.5422326689561365, 37.0, 1.5437758776076318, 39.0, 1.545160918273219, 41.0, 1.546410917622178, 43.0,
    1.5475447039844337, 45.0, 1.5485777614681775, 47.0, 1.5495229407708355, 49.0, 1.5503909961083586, 51.0,
    1.551190995937692, 53.0, 1.5519306407732258, 55.0, 1.5526165117219184, 57.0, 1.5532542667374942, 59.0,
    1.5538487969884918, 61.0, 1.5544043524868913, 63.0, 1.5549246438031066, 66.0, 1.555645970920127, 70.0,
    1.5565115842075, 74.0, 1.5572836357815685, 78.0, 1.557976516321996, 82.0, 1.5586018093466447, 86.0,
    1.5591689438385128, 90.0, 1.5596856728972892, 94.0, 1.5601584302193552, 98.0, 1.5605925993009424, 102.0,
    1.5609927193156006, 106.0, 1.5613626443888957, 110.0, 1.561705668129837, 114.0, 1.5620246219504539, 118.0,
    1.562321953391926, 122.0, 1.562599789044984, 126.0, 1.5628599854874305, 132.0, 1.5632207141437011, 140.0,
    1.5636535911254832, 148.0, 1.5640396728591113, 156.0, 1.564386158184585, 164.0, 1.5646988413872147, 172.0,
    1.5649824388130549, 180.0, 1.565240828394204, 188.0, 1.5654772280233809, 196.0, 1.5656943302479815, 204.0,
    1.5658944052734474, 212.0, 1.566079380646491, 220.0, 1.5662509035538374, 228.0, 1.5664103900061044, 236.0,
    1.56655906401865, 244.0, 1.5666979890850479, 252.0, 1.5668280936558632, 264.0, 1.5670084661230559, 280.0,
    1.5672249134079972, 296.0, 1.5674179612694037, 312.0, 1.5675912095649644, 328.0, 1.5677475557532408, 344.0,
    1.5678893582391513, 360.0, 1.568018556161576, 376.0, 1.5681367585974733, 392.0, 1.5682453119204747, 408.0,
    1.568345351310651, 424.0, 1.5684378406018613, 440.0, 1.5685236034352552, 456.0, 1.5686033478542227, 472.0,
    1.568677685897044, 488.0, 1.5687471493352856, 504.0, 1.5688122024144406, 528.0, 1.5689023896654766, 560.0,
    1.5690106144072593, 592.0, 1.5691071392123264, 624.0, 1.5691937640642384, 656.0, 1.5692719377317677, 688.0,
    1.5693428394463627, 720.0, 1.569407438799068, 752.0, 1.5694665403446892, 784.0, 1.5695208172825346, 816.0,
    1.5695708372123087, 848.0, 1.5696170820585045, 880.0, 1.5696599636476698, 912.0, 1.5696998360062606, 944.0,
    1.5697370051572421, 976.0, 1.569771736989495, 1008.0, 1.5698042636282925, 1056.0, 1.5698493573809924, 1120.0,
    1.5699034698892995, 1184.0, 1.5699517324011296, 1248.0, 1.569995044915103, 1312.0, 1.5700341318205422, 1376.0,
    1.5700695827367952, 1440.0, 1.5701018824620847, 1504.0, 1.570131433275855, 1568.0, 1.5701585717793207, 1632.0,
    1.5701835817735437, 1696.0, 1.5702067042217156, 1760.0, 1.570228145037857, 1824.0, 1.5702480812357908, 1888.0,
    1.570266665827478, 1952.0, 1.570284031757746, 2016.0, 1.5703002950895473, 2112.0, 1.570322841981795, 2240.0,
    1.5703498982531257, 2368.0, 1.5703740295227029, 2496.0, 1.5703956857906916, 2624.0, 1.5704152292523705, 2752.0,
    1.5704329547178666, 2880.0, 1.5704491045866285, 3008.0, 1.5704638799986335, 3136.0, 1.5704774492546842, 3264.0,
    1.570489954255463, 3392.0, 1.570501515482683, 3520.0, 1.5705122358934485, 3648.0, 1.5705222039947453, 3776.0,
    1.5705314962926133, 3904.0, 1.570540179259515, 4032.0, 1.570548310926966, 4224.0, 1.570559584375077, 4480.0,
    1.5705731125128894, 4736.0, 1.5705851781493858, 4992.0, 1.5705960062847557, 5248.0, 1.570605778016715, 5504.0,
    1.570614640750384, 5760.0, 1.5706227156855297, 6016.0, 1.5706301033921721, 6272.0, 1.5706368880207375, 6528.0,
    1.570643140521585, 6784.0, 1.570648921135587, 7040.0, 1.5706542813413065, 7296.0, 1.5706592653922462, 7552.0,
    1.5706639115414331, 7808.0, 1.570668253025105, 8064.0, 1.5706723188590244, 8448.0, 1.5706779555833283, 8960.0,
    1.570684719652503, 9472.0, 1.5706907524709646, 9984.0, 1.5706961665388213, 10496.0, 1.570701052404941, 11008.0,
    1.5707054837718908, 11520.0, 1.5707095212395592, 12032.0, 1.5707132150929604, 12544.0, 1.5707166074073105, 13056.0,
    1.5707197336577916, 13568.0, 1.5707226239648413, 14080.0, 1.5707253040677434, 14592.0, 1.5707277960932495, 15104.0,
    1.5707301191678746, 15616.0, 1.5707322899097382, 16128.0, 1.570734322826722, 16896.0, 1.570737141188905, 17920.0,
    1.5707405232235259, 18944.0, 1.5707435396327836, 19968.0, 1.5707462466667335, 20992.0, 1.5707486895998106, 22016.0,
    1.5707509052833, 23040.0, 1.570752924017146, 24064.0, 1.5707547709438567, 25088.0, 1.57075646710104, 26112.0,
    1.5707580302262878, 27136.0, 1.5707594753798189, 28160.0, 1.570760815431275, 29184.0, 1.5707620614440327, 30208.0,
    1.5707632229813493, 31232.0, 1.5707643083522846, 32256.0, 1.5707653248107796, 33792.0, 1.570766733991875, 35840.0,
    1.5707684250091896, 37888.0, 1.5707699332138216, 39936.0, 1.5707712867307992, 41984.0, 1.57077250819734, 44032.0,
    1.5707736160390866, 46080.0, 1.570774625406011, 48128.0, 1.5707755488693678, 50176.0, 1.5707763969479605, 52224.0,
    1.5707771785105853, 54272.0, 1.5707779010873515, 56320.0, 1.5707785711130804, 58368.0, 1.5707791941194598, 60416.0,
    1.5707797748881185, 62464.0, 1.5707803175735866, 64512.0, 1.5707808258028344, 67584.0, 1.5707815303933825, 71680.0,
    1.5707823759020403, 75776.0, 1.5707831300043569, 79872.0, 1.570783806762846, 83968.0, 1.5707844174961167, 88064.0,
    1.5707849714169901, 92160.0, 1.5707854761004525, 96256.0, 1.570785937832131, 100352.0, 1.5707863618714275, 104448.0,
    1.5707867526527401, 108544.0, 1.5707871139411234, 112640.0, 1.5707874489539877, 116736.0, 1.5707877604571776,
    120832.0, 1.570788050841507, 124928.0, 1.5707883221842411, 129024.0, 1.570788576298865, 135168.0,
    1.5707889285941392, 143360.0, 1.570789351348468, 151552.0, 1.5707897283996264, 159744.0, 1.570790066778871,
    167936.0, 1.5707903721455065, 176128.0, 1.5707906491059431, 184320.0, 1.5707909014476744, 192512.0,
    1.5707911323135137, 200704.0, 1.570791344333162, 208896.0, 1.5707915397238181, 217088.0, 1.57079172036801, 225280.0,
    1.570791887874442, 233472.0, 1.570792043626037, 241664.0, 1.5707921888182017, 249856.0, 1.5707923244895687,
    258048.0, 1.5707924515468807, 270336.0, 1.5707926276945179, 286720.0, 1.5707928390716823, 303104.0,
    1.5707930275972615, 319488.0, 1.5707931967868838, 335872.0, 1.5707933494702015, 352256.0, 1.57079348795042,
    368640.0, 1.5707936141212855, 385024.0, 1.5707937295542052, 401408.0, 1.5707938355640292, 417792.0,
    1.5707939332593575, 434176.0, 1.5707940235814533, 450560.0, 1.5707941073346694, 466944.0, 1.5707941852104668,
    483328.0, 1.5707942578065492, 499712.0, 1.5707943256422328, 516096.0, 1.5707943891708886, 540672.0,
    1.5707944772447073, 573440.0, 1.5707945829332894, 606208.0, 1.570794677196079, 638976.0, 1.5707947617908902,
    671744.0, 1.5707948381325492, 704512.0, 1.5707949073726581, 737280.0, 1.570794970458091, 770048.0,
    1.5707950281745509, 802816.0, 1.5707950811794629, 835584.0, 1.570795130027127, 868352.0, 1.570795175188175,
    901120.0, 1.570795217064783, 933888.0, 1.5707952560026817, 966656.0, 1.570795292300723, 999424.0,
    1.5707953262185645, 1032192.0, 1.5707953579828926, 1081344.0, 1.5707954020198018, 1146880.0, 1.570795454864093,
    1212416.0, 1.5707955019954878, 1277952.0, 1.5707955442928934, 1343488.0, 1.5707955824637228, 1409024.0,
    1.5707956170837774, 1474560.0, 1.5707956486264938, 1540096.0, 1.5707956774847238, 1605632.0, 1.5707957039871798,
    1671168.0, 1.570795728411012, 1736704.0, 1.5707957509915358, 1802240.0, 1.5707957719298398, 1867776.0,
    1.570795791398789, 1933312.0, 1.5707958095478098, 1998848.0, 1.5707958265067306, 2064384.0, 1.5707958423888946,
    2162688.0, 1.5707958644073492, 2293760.0, 1.5707958908294948, 2424832.0, 1.5707959143951922, 2555904.0,
    1.570795935543895, 2686976.0, 1.5707959546293098, 2818048.0, 1.570795971939337, 2949120.0, 1.5707959877106952,
    3080192.0, 1.5707960021398102, 3211264.0, 1.5707960153910383, 3342336.0, 1.5707960276029542, 3473408.0,
    1.5707960388932163, 3604480.0, 1.5707960493623683, 3735552.0, 1.5707960590968428, 3866624.0, 1.570796068171353,
    3997696.0, 1.5707960766508136, 4128768.0, 1.5707960845918956, 4325376.0, 1.5707960956011229, 4587520.0,
    1.5707961088121958, 4849664.0, 1.5707961205950445, 5111808.0, 1.5707961311693959, 5373952.0, 1.5707961407121032,
    5636096.0, 1.5707961493671168, 5898240.0, 1.570796157252796, 6160384.0, 1.5707961644673534, 6422528.0,
    1.5707961710929674, 6684672.0, 1.5707961771989254, 6946816.0, 1.5707961828440564, 7208960.0, 1.5707961880786323,
    7471104.0, 1.5707961929458698, 7733248.0, 1.5707961974831248, 7995392.0, 1.5707962017228552, 8257536.0,
    1.5707962056933962, 8650752.0, 1.5707962111980098, 9175040.0, 1.5707962178035462, 9699328.0, 1.5707962236949706,
    10223616.0, 1.5707962289821462, 10747904.0, 1.5707962337535, 11272192.0, 1.5707962380810068, 11796480.0,
    1.5707962420238464, 12320768.0, 1.570796245631125, 12845056.0, 1.570796248943932, 13369344.0, 1.570796251996911,
    13893632.0, 1.5707962548194765, 14417920.0, 1.5707962574367644, 14942208.0, 1.5707962598703833, 15466496.0,
    1.5707962621390108, 15990784.0, 1.570796264258876, 16515072.0, 1.5707962662441464, 17301504.0, 1.5707962689964532,
    18350080.0, 1.5707962722992215, 19398656.0, 1.5707962752449336, 20447232.0, 1.5707962778885214, 21495808.0,
    1.5707962802741982, 22544384.0, 1.5707962824379518, 23592960.0, 1.5707962844093715, 24641536.0, 1.5707962862130107,
    25690112.0, 1.5707962878694144, 26738688.0, 1.5707962893959038, 27787264.0, 1.5707962908071866, 28835840.0,
    1.5707962921158305, 29884416.0, 1.5707962933326398, 30932992.0, 1.5707962944669538, 31981568.0, 1.5707962955268862,
    33030144.0, 1.5707962965195215, 34603008.0, 1.5707962978956749, 36700160.0, 1.570796299547059, 38797312.0,
    1.570796301019915, 40894464.0, 1.570796302341709, 42991616.0, 1.5707963035345474, 45088768.0, 1.5707963046164242,
    47185920.0, 1.5707963056021341, 49283072.0, 1.5707963065039536, 51380224.0, 1.5707963073321554, 53477376.0,
    1.5707963080954002, 55574528.0, 1.5707963088010415, 57671680.0, 1.5707963094553636, 59768832.0, 1.5707963100637683,
    61865984.0, 1.570796310630925, 63963136.0, 1.5707963111608914, 66060288.0, 1.570796311657209, 69206016.0,
    1.5707963123452857, 73400320.0, 1.570796313170978, 77594624.0, 1.570796313907406, 81788928.0, 1.5707963145683028,
    85983232.0, 1.570796315164722, 90177536.0, 1.5707963157056604, 94371840.0, 1.5707963161985152, 98566144.0,
    1.5707963166494252, 102760448.0, 1.570796317063526, 106954752.0, 1.5707963174451485, 111149056.0,
    1.5707963177979691, 115343360.0, 1.57079631812513, 119537664.0, 1.5707963184293325, 123731968.0, 1.5707963187129108,
    127926272.0, 1.570796318977894, 132120576.0, 1.5707963192260528, 138412032.0, 1.5707963195700911, 146800640.0,
    1.5707963199829371, 155189248.0, 1.5707963203511512, 163577856.0, 1.5707963206815998, 171966464.0,
    1.5707963209798093, 180355072.0, 1.5707963212502785, 188743680.0, 1.570796321496706, 197132288.0, 1.570796321722161,
    205520896.0, 1.5707963219292114, 213909504.0, 1.5707963221200225, 222298112.0, 1.570796322296433, 230686720.0,
    1.5707963224600134, 239075328.0, 1.5707963226121144, 247463936.0, 1.5707963227539037, 255852544.0,
    1.5707963228863953, 264241152.0, 1.5707963230104747, 276824064.0, 1.570796323182494, 293601280.0,
    1.5707963233889168, 310378496.0, 1.570796323573024, 327155712.0, 1.570796323738248, 343932928.0, 1.570796323887353,
    360710144.0, 1.5707963240225875, 377487360.0, 1.5707963241458014, 394264576.0, 1.5707963242585288, 411041792.0,
    1.570796324362054, 427819008.0, 1.5707963244574596, 444596224.0, 1.5707963245456646, 461373440.0, 1.570796324627455,
    478150656.0, 1.5707963247035055, 494927872.0, 1.5707963247744001, 511705088.0, 1.570796324840646, 528482304.0,
    1.5707963249026857, 553648128.0, 1.5707963249886954, 587202560.0, 1.5707963250919068, 620756992.0,
    1.5707963251839603, 654311424.0, 1.5707963252665724, 687865856.0, 1.5707963253411248, 721420288.0,
    1.570796325408742, 754974720.0, 1.570796325470349, 788529152.0, 1.5707963255267128, 822083584.0, 1.5707963255784754,
    855638016.0, 1.570796325626178, 889192448.0, 1.5707963256702806, 922746880.0, 1.570796325711176, 956301312.0,
    1.570796325749201, 989855744.0, 1.5707963257846485, 1023410176.0, 1.5707963258177713, 1056964608.0,
    1.5707963258487911, 1107296256.0, 1.5707963258917959, 1174405120.0, 1.5707963259434017, 1241513984.0,
    1.5707963259894284, 1308622848.0, 1.5707963260307345, 1375731712.0, 1.5707963260680107, 1442840576.0,
    1.5707963261018194, 1509949440.0, 1.5707963261326228, 1577058304.0, 1.5707963261608047, 1644167168.0,
    1.570796326186686, 1711276032.0, 1.5707963262105373, 1778384896.0, 1.5707963262325886, 1845493760.0,
    1.5707963262530362, 1912602624.0, 1.5707963262720488, 1979711488.0, 1.5707963262897726, 2046820352.0,
    1.570796326306334, 2113929216.0, 1.5707963263218438, 2214592512.0, 1.5707963263433462, 2348810240.0,
    1.5707963263691491, 2483027968.0, 1.5707963263921625, 2617245696.0, 1.5707963264128155, 2751463424.0,
    1.5707963264314537, 2885681152.0, 1.570796326448358, 3019898880.0, 1.5707963264637597, 3154116608.0,
    1.5707963264778506, 3288334336.0, 1.5707963264907914, 3422552064.0, 1.570796326502717, 3556769792.0,
    1.5707963265137426, 3690987520.0, 1.5707963265239664, 3825205248.0, 1.5707963265334728, 3959422976.0,
    1.5707963265423346, 4093640704.0, 1.5707963265506153, 4227858432.0, 1.5707963265583702, 4429185024.0,
    1.5707963265691214, 4697620480.0, 1.5707963265820228, 4966055936.0, 1.5707963265935296, 5234491392.0,
    1.570796326603856, 5502926848.0, 1.570796326613175, 5771362304.0, 1.5707963266216274, 6039797760.0,
    1.570796326629328, 6308233216.0, 1.5707963266363736, 6576668672.0, 1.570796326642844, 6845104128.0,
    1.5707963266488068, 7113539584.0, 1.5707963266543197, 7381975040.0, 1.5707963266594316, 7650410496.0,
    1.5707963266641847, 7918845952.0, 1.5707963266686156, 8187281408.0, 1.570796326672756, 8455716864.0,
    1.5707963266766334, 8858370048.0, 1.570796326682009, 9395240960.0, 1.5707963266884597, 9932111872.0,
    1.570796326694213, 10468982784.0, 1.5707963266993763, 11005853696.0, 1.570796326704036, 11542724608.0,
    1.5707963267082619, 12079595520.0, 1.5707963267121123, 12616466432.0, 1.570796326715635, 13153337344.0,
    1.5707963267188703, 13690208256.0, 1.5707963267218517, 14227079168.0, 1.5707963267246081, 14763950080.0,
    1.570796326727164, 15300820992.0, 1.5707963267295406, 15837691904.0, 1.5707963267317562, 16374562816.0,
    1.5707963267338263, 16911433728.0, 1.570796326735765, 17716740096.0, 1.5707963267384528, 18790481920.0,
    1.5707963267416782, 19864223744.0, 1.5707963267445548, 20937965568.0, 1.5707963267471365, 22011707392.0,
    1.5707963267494662, 23085449216.0, 1.5707963267515792, 24159191040.0, 1.5707963267535046, 25232932864.0,
    1.5707963267552658, 26306674688.0, 1.5707963267568834, 27380416512.0, 1.5707963267583742, 28454158336.0,
    1.5707963267597524, 29527900160.0, 1.5707963267610303, 30601641984.0, 1.5707963267622187, 31675383808.0,
    1.5707963267633263, 32749125632.0, 1.5707963267643614, 33822867456.0, 1.5707963267653309, 35433480192.0,
    1.5707963267666747, 37580963840.0, 1.5707963267682874, 39728447488.0, 1.5707963267697258, 41875931136.0,
    1.5707963267710165, 44023414784.0, 1.5707963267721814, 46170898432.0, 1.5707963267732379, 48318382080.0,
    1.5707963267742007, 50465865728.0, 1.5707963267750813, 52613349376.0, 1.57079632677589, 54760833024.0,
    1.5707963267766354, 56908316672.0, 1.5707963267773244, 59055800320.0, 1.5707963267779634, 61203283968.0,
    1.5707963267785576, 63350767616.0, 1.5707963267791114, 65498251264.0, 1.570796326779629, 67645734912.0,
    1.5707963267801137, 70866960384.0, 1.5707963267807856, 75161927680.0, 1.570796326781592, 79456894976.0,
    1.570796326782311, 83751862272.0, 1.5707963267829566, 88046829568.0, 1.570796326783539, 92341796864.0,
    1.5707963267840672, 96636764160.0, 1.5707963267845486, 100931731456.0, 1.570796326784989, 105226698752.0,
    1.5707963267853933, 109521666048.0, 1.570796326785766, 113816633344.0, 1.5707963267861105, 118111600640.0,
    1.57079632678643, 122406567936.0, 1.570796326786727, 126701535232.0, 1.570796326787004, 130996502528.0,
    1.5707963267872629, 135291469824.0, 1.5707963267875051, 141733920768.0, 1.570796326787841, 150323855360.0,
    1.5707963267882443, 158913789952.0, 1.5707963267886038, 167503724544.0, 1.5707963267889267, 176093659136.0,
    1.5707963267892178, 184683593728.0, 1.570796326789482, 193273528320.0, 1.5707963267897227, 201863462912.0,
    1.5707963267899427, 210453397504.0, 1.570796326790145, 219043332096.0, 1.5707963267903313, 227633266688.0,
    1.5707963267905036, 236223201280.0, 1.5707963267906633, 244813135872.0, 1.5707963267908118, 253403070464.0,
    1.5707963267909504, 261993005056.0, 1.5707963267910798, 270582939648.0, 1.5707963267912008, 283467841536.0,
    1.570796326791369, 300647710720.0, 1.5707963267915706, 317827579904.0, 1.5707963267917502, 335007449088.0,
    1.5707963267919116, 352187318272.0, 1.5707963267920573, 369367187456.0, 1.5707963267921894, 386547056640.0,
    1.5707963267923095, 403726925824.0, 1.5707963267924197, 420906795008.0, 1.570796326792521, 438086664192.0,
    1.570796326792614, 455266533376.0, 1.5707963267927, 472446402560.0, 1.57079632679278, 489626271744.0,
    1.5707963267928542, 506806140928.0, 1.5707963267929235, 523986010112.0, 1.570796326792988, 541165879296.0,
    1.5707963267930487, 566935683072.0, 1.5707963267931329, 601295421440.0, 1.5707963267932334, 635655159808.0,
    1.5707963267933234, 670014898176.0, 1.5707963267934042, 704374636544.0, 1.570796326793477, 738734374912.0,
    1.570796326793543, 773094113280.0, 1.5707963267936031, 807453851648.0, 1.5707963267936582, 841813590016.0,
    1.5707963267937086, 876173328384.0, 1.5707963267937552, 910533066752.0, 1.5707963267937983, 944892805120.0,
    1.5707963267938383, 979252543488.0, 1.5707963267938754, 1013612281856.0, 1.57079632679391, 1047972020224.0,
    1.5707963267939424, 1082331758592.0, 1.5707963267939726, 1133871366144.0, 1.5707963267940146, 1202590842880.0,
    1.570796326794065, 1271310319616.0, 1.57079632679411, 1340029796352.0, 1.5707963267941503, 1408749273088.0,
    1.5707963267941867, 1477468749824.0, 1.5707963267942198, 1546188226560.0, 1.57079632679425, 1614907703296.0,
    1.5707963267942775, 1683627180032.0, 1.5707963267943026, 1752346656768.0, 1.570796326794326, 1821066133504.0,
    1.5707963267943474, 1889785610240.0, 1.5707963267943674, 1958505086976.0, 1.570796326794386, 2027224563712.0,
    1.5707963267944034, 2095944040448.0, 1.5707963267944196, 2164663517184.0, 1.5707963267944347, 2267742732288.0,
    1.5707963267944556, 2405181685760.0, 1.570796326794481, 2542620639232.0, 1.5707963267945033, 2680059592704.0,
    1.5707963267945235, 2817498546176.0, 1.5707963267945417, 2954937499648.0, 1.5707963267945582, 3092376453120.0,
    1.5707963267945733, 3229815406592.0, 1.570796326794587, 3367254360064.0, 1.5707963267945997, 3504693313536.0,
    1.5707963267946112, 3642132267008.0, 1.570796326794622, 3779571220480.0, 1.570796326794632, 3917010173952.0,
    1.5707963267946414, 4054449127424.0, 1.5707963267946499, 4191888080896.0, 1.570796326794658, 4329327034368.0,
    1.5707963267946656, 4535485464576.0, 1.570796326794676, 4810363371520.0, 1.5707963267946887, 5085241278464.0,
    1.5707963267947, 5360119185408.0, 1.57079632679471, 5634997092352.0, 1.5707963267947191, 5909874999296.0,
    1.5707963267947274, 6184752906240.0, 1.570796326794735, 6459630813184.0, 1.5707963267947418, 6734508720128.0,
    1.5707963267947482, 7009386627072.0, 1.570796326794754, 7284264534016.0, 1.5707963267947593, 7559142440960.0,
    1.5707963267947642, 7834020347904.0, 1.5707963267947689, 8108898254848.0, 1.5707963267947733, 8383776161792.0,
    1.5707963267947773, 8658654068736.0, 1.570796326794781, 9070970929152.0, 1.5707963267947864, 9620726743040.0,
    1.5707963267947926, 10170482556928.0, 1.5707963267947982, 10720238370816.0, 1.5707963267948033, 11269994184704.0,
    1.570796326794808, 11819749998592.0, 1.570796326794812, 12369505812480.0, 1.5707963267948157, 12919261626368.0,
    1.5707963267948193, 13469017440256.0, 1.5707963267948224, 14018773254144.0, 1.5707963267948253, 14568529068032.0,
    1.570796326794828, 15118284881920.0, 1.5707963267948304, 15668040695808.0, 1.5707963267948328, 16217796509696.0,
    1.570796326794835, 16767552323584.0, 1.570796326794837, 17317308137472.0, 1.5707963267948388, 18141941858304.0,
    1.5707963267948415, 19241453486080.0, 1.5707963267948446, 20340965113856.0, 1.5707963267948475, 21440476741632.0,
    1.57079632679485, 22539988369408.0, 1.5707963267948521, 23639499997184.0, 1.5707963267948544, 24739011624960.0,
    1.5707963267948561, 25838523252736.0, 1.570796326794858, 26938034880512.0, 1.5707963267948595, 28037546508288.0,
    1.570796326794861, 29137058136064.0, 1.5707963267948624, 30236569763840.0, 1.5707963267948635, 31336081391616.0,
    1.5707963267948648, 32435593019392.0, 1.5707963267948657, 33535104647168.0, 1.5707963267948668, 34634616274944.0,
    1.5707963267948677, 36283883716608.0, 1.570796326794869, 38482906972160.0, 1.5707963267948706, 40681930227712.0,
    1.5707963267948721, 42880953483264.0, 1.5707963267948732, 45079976738816.0, 1.5707963267948744, 47278999994368.0,
    1.5707963267948755, 49478023249920.0, 1.5707963267948764, 51677046505472.0, 1.5707963267948772, 53876069761024.0,
    1.5707963267948781, 56075093016576.0, 1.5707963267948788, 58274116272128.0, 1.5707963267948795, 60473139527680.0,
    1.5707963267948801, 62672162783232.0, 1.5707963267948806, 64871186038784.0, 1.5707963267948812, 67070209294336.0,
    1.5707963267948817, 69269232549888.0, 1.5707963267948821, 72567767433216.0, 1.5707963267948828, 76965813944320.0,
    1.5707963267948837, 81363860455424.0, 1.5707963267948843, 85761906966528.0, 1.570796326794885, 90159953477632.0,
    1.5707963267948855, 94557999988736.0, 1.5707963267948861, 98956046499840.0, 1.5707963267948866, 103354093010944.0,
    1.570796326794887, 107752139522048.0, 1.5707963267948872, 112150186033152.0, 1.5707963267948877, 116548232544256.0,
    1.5707963267948881, 120946279055360.0, 1.5707963267948883, 125344325566464.0, 1.5707963267948886, 129742372077568.0,
    1.570796326794889, 134140418588672.0, 1.5707963267948892, 138538465099776.0, 1.5707963267948895, 145135534866432.0,
    1.5707963267948897, 153931627888640.0, 1.5707963267948901, 162727720910848.0, 1.5707963267948906, 171523813933056.0,
    1.5707963267948908, 180319906955264.0, 1.570796326794891, 189115999977472.0, 1.5707963267948912, 197912092999680.0,
    1.5707963267948917, 206708186021888.0, 1.5707963267948917, 215504279044096.0, 1.570796326794892, 224300372066304.0,
    1.5707963267948921, 233096465088512.0, 1.5707963267948923, 241892558110720.0, 1.5707963267948926, 250688651132928.0,
    1.5707963267948926, 259484744155136.0, 1.5707963267948928, 268280837177344.0, 1.5707963267948928, 277076930199552.0,
    1.570796326794893, 290271069732864.0, 1.5707963267948932, 307863255777280.0, 1.5707963267948934, 325455441821696.0,
    1.5707963267948934, 343047627866112.0, 1.5707963267948937, 360639813910528.0, 1.570796326794894, 378231999954944.0,
    1.570796326794894, 395824185999360.0, 1.5707963267948941, 413416372043776.0, 1.5707963267948941, 431008558088192.0,
    1.5707963267948943, 448600744132608.0, 1.5707963267948943, 466192930177024.0, 1.5707963267948946, 483785116221440.0,
    1.5707963267948946, 501377302265856.0, 1.5707963267948946, 518969488310272.0, 1.5707963267948948, 536561674354688.0,
    1.5707963267948948, 554153860399104.0, 1.5707963267948948, 580542139465728.0, 1.570796326794895, 615726511554560.0,
    1.570796326794895, 650910883643392.0, 1.570796326794895, 686095255732224.0, 1.5707963267948952, 721279627821056.0,
    1.5707963267948952, 756463999909888.0, 1.5707963267948952, 791648371998720.0, 1.5707963267948954, 826832744087552.0,
    1.5707963267948954, 862017116176384.0, 1.5707963267948954, 897201488265216.0, 1.5707963267948954, 932385860354048.0,
    1.5707963267948954, 967570232442880.0, 1.5707963267948957, 1002754604531712.0, 1.5707963267948957,
    1037938976620544.0, 1.5707963267948957, 1073123348709376.0, 1.5707963267948957, 1108307720798208.0,
    1.5707963267948957, 1161084278931456.0, 1.5707963267948957, 1231453023109120.0, 1.570796326794896,
    1301821767286784.0, 1.570796326794896, 1372190511464448.0, 1.570796326794896, 1442559255642112.0, 1.570796326794896,
    1512927999819776.0, 1.570796326794896, 1583296743997440.0, 1.570796326794896, 1653665488175104.0,
    1.5707963267948961, 1724034232352768.0, 1.5707963267948961, 1794402976530432.0, 1.5707963267948961,
    1864771720708096.0, 1.5707963267948961, 1935140464885760.0, 1.5707963267948961, 2005509209063424.0,
    1.5707963267948961, 2075877953241088.0, 1.5707963267948961, 2146246697418752.0, 1.5707963267948961,
    2216615441596416.0, 1.5707963267948961, 2322168557862912.0, 1.5707963267948961, 2462906046218240.0,
    1.5707963267948961, 2603643534573568.0, 1.5707963267948963, 2744381022928896.0, 1.5707963267948963,
    2885118511284224.0, 1.5707963267948963, 3025855999639552.0, 1.5707963267948963, 3166593487994880.0,
    1.5707963267948963, 3307330976350208.0, 1.5707963267948963, 3448068464705536.0, 1.5707963267948963,
    3588805953060864.0, 1.5707963267948963, 3729543441416192.0, 1.5707963267948963, 3870280929771520.0,
    1.5707963267948963, 4011018418126848.0, 1.5707963267948963, 4151755906482176.0, 1.5707963267948963,
    4292493394837504.0, 1.5707963267948963, 4433230883192832.0, 1.5707963267948963, 4644337115725824.0,
    1.5707963267948963, 4925812092436480.0, 1.5707963267948963, 5207287069147136.0, 1.5707963267948963,
    5488762045857792.0, 1.5707963267948963, 5770237022568448.0, 1.5707963267948963, 6051711999279104.0,
    1.5707963267948966, 6333186975989760.0, 1.5707963267948966, 6614661952700416.0, 1.5707963267948966,
    6896136929411072.0, 1.5707963267948966, 7177611906121728.0, 1.5707963267948966, 7459086882832384.0,
    1.5707963267948966, 7740561859543040.0, 1.5707963267948966, 8022036836253696.0, 1.5707963267948966,
    8303511812964352.0, 1.5707963267948966, 8584986789675008.0, 1.5707963267948966, 8866461766385664.0,
    1.5707963267948966, 9288674231451648.0, 1.5707963267948966, 9851624184872960.0, 1.5707963267948966,
    1.0414574138294272e16, 1.5707963267948966, 1.0977524091715584e16, 1.5707963267948966, 1.1540474045136896e16,
    1.5707963267948966, 1.2103423998558208e16, 1.5707963267948966, 1.266637395197952e16, 1.5707963267948966,
    1.3229323905400832e16, 1.5707963267948966, 1.3792273858822144e16, 1.5707963267948966, 1.4355223812243456e16,
    1.5707963267948966, 1.4918173765664768e16, 1.5707963267948966, 1.548112371908608e16, 1.5707963267948966,
    1.6044073672507392e16, 1.5707963267948966, 1.6607023625928704e16, 1.5707963267948966, 1.7169973579350016e16,
    1.5707963267948966, 1.7732923532771328e16, 1.5707963267948966, 1.8577348462903296e16, 1.5707963267948966,
    1.970324836974592e16, 1.5707963267948966, 2.0829148276588544e16, 1.5707963267948966, 2.195504818343117e16,
    1.5707963267948966, 2.308094809027379e16, 1.5707963267948966, 2.4206847997116416e16, 1.5707963267948966,
    2.533274790395904e16, 1.5707963267948966, 2.6458647810801664e16, 1.5707963267948966, 2.758454771764429e16,
    1.5707963267948966, 2.871044762448691e16, 1.5707963267948966, 2.9836347531329536e16, 1.5707963267948966,
    3.096224743817216e16, 1.5707963267948966, 3.2088147345014784e16, 1.5707963267948966, 3.321404725185741e16,
    1.5707963267948966, 3.433994715870003e16, 1.5707963267948966, 3.5465847065542656e16, 1.5707963267948966,
    3.715469692580659e16, 1.5707963267948966, 3.940649673949184e16, 1.5707963267948966, 4.165829655317709e16,
    1.5707963267948966, 4.391009636686234e16, 1.5707963267948966, 4.616189618054758e16, 1.5707963267948966,
    4.841369599423283e16, 1.5707963267948966, 5.066549580791808e16, 1.5707963267948966, 5.291729562160333e16,
    1.5707963267948966, 5.516909543528858e16, 1.5707963267948966, 5.742089524897382e16, 1.5707963267948966,
    5.967269506265907e16, 1.5707963267948966, 6.192449487634432e16, 1.5707963267948966, 6.417629469002957e16,
    1.5707963267948966, 6.642809450371482e16, 1.5707963267948966, 6.867989431740006e16, 1.5707963267948966,
    7.093169413108531e16, 1.5707963267948966, 7.430939385161318e16, 1.5707963267948966, 7.881299347898368e16,
    1.5707963267948966, 8.331659310635418e16, 1.5707963267948966, 8.782019273372467e16, 1.5707963267948966,
    9.232379236109517e16, 1.5707963267948966, 9.682739198846566e16, 1.5707963267948966, 1.0133099161583616e17,
    1.5707963267948966, 1.0583459124320666e17, 1.5707963267948966, 1.1033819087057715e17, 1.5707963267948966,
    1.1484179049794765e17, 1.5707963267948966, 1.1934539012531814e17, 1.5707963267948966, 1.2384898975268864e17,
    1.5707963267948966, 1.2835258938005914e17, 1.5707963267948966, 1.3285618900742963e17, 1.5707963267948966,
    1.3735978863480013e17, 1.5707963267948966, 1.4186338826217062e17, 1.5707963267948966, 1.4861878770322637e17,
    1.5707963267948966, 1.5762598695796736e17, 1.5707963267948966, 1.6663318621270835e17, 1.5707963267948966,
    1.7564038546744934e17, 1.5707963267948966, 1.8464758472219034e17, 1.5707963267948966, 1.9365478397693133e17,
    1.5707963267948966, 2.0266198323167232e17, 1.5707963267948966, 2.116691824864133e17, 1.5707963267948966,
    2.206763817411543e17, 1.5707963267948966, 2.296835809958953e17, 1.5707963267948966, 2.386907802506363e17,
    1.5707963267948966, 2.4769797950537728e17, 1.5707963267948966, 2.5670517876011827e17, 1.5707963267948966,
    2.6571237801485926e17, 1.5707963267948966, 2.7471957726960026e17, 1.5707963267948966, 2.8372677652434125e17,
    1.5707963267948966, 2.9723757540645274e17, 1.5707963267948966, 3.152519739159347e17, 1.5707963267948966,
    3.332663724254167e17, 1.5707963267948966, 3.512807709348987e17, 1.5707963267948966, 3.692951694443807e17,
    1.5707963267948966, 3.8730956795386266e17, 1.5707963267948966, 4.0532396646334464e17, 1.5707963267948966,
    4.233383649728266e17, 1.5707963267948966, 4.413527634823086e17, 1.5707963267948966, 4.593671619917906e17,
    1.5707963267948966, 4.773815605012726e17, 1.5707963267948966, 4.9539595901075456e17, 1.5707963267948966,
    5.1341035752023654e17, 1.5707963267948966, 5.314247560297185e17, 1.5707963267948966, 5.494391545392005e17,
    1.5707963267948966, 5.674535530486825e17, 1.5707963267948966, 5.944751508129055e17, 1.5707963267948966,
    6.305039478318694e17, 1.5707963267948966, 6.665327448508334e17, 1.5707963267948966, 7.025615418697974e17,
    1.5707963267948966, 7.385903388887613e17, 1.5707963267948966, 7.746191359077253e17, 1.5707963267948966,
    8.106479329266893e17, 1.5707963267948966, 8.466767299456532e17, 1.5707963267948966, 8.827055269646172e17,
    1.5707963267948966, 9.187343239835812e17, 1.5707963267948966, 9.547631210025452e17, 1.5707963267948966,
    9.907919180215091e17, 1.5707963267948966, 1.0268207150404731e18, 1.5707963267948966, 1.062849512059437e18,
    1.5707963267948966, 1.098878309078401e18, 1.5707963267948966, 1.134907106097365e18, 1.5707963267948966,
    1.188950301625811e18, 1.5707963267948966, 1.261007895663739e18, 1.5707963267948966, 1.3330654897016668e18,
    1.5707963267948966, 1.4051230837395948e18, 1.5707963267948966, 1.4771806777775227e18, 1.5707963267948966,
    1.5492382718154506e18, 1.5707963267948966, 1.6212958658533786e18, 1.5707963267948966, 1.6933534598913065e18,
    1.5707963267948966, 1.7654110539292344e18, 1.5707963267948966, 1.8374686479671624e18, 1.5707963267948966,
    1.9095262420050903e18, 1.5707963267948966, 1.9815838360430182e18, 1.5707963267948966, 2.0536414300809462e18,
    1.5707963267948966, 2.125699024118874e18, 1.5707963267948966, 2.197756618156802e18, 1.5707963267948966,
    2.26981421219473e18, 1.5707963267948966, 2.377900603251622e18, 1.5707963267948966, 2.522015791327478e18,
    1.5707963267948966, 2.6661309794033336e18, 1.5707963267948966, 2.8102461674791895e18, 1.5707963267948966,
    2.9543613555550454e18, 1.5707963267948966, 3.098476543630901e18, 1.5707963267948966, 3.242591731706757e18,
    1.5707963267948966, 3.386706919782613e18, 1.5707963267948966, 3.530822107858469e18, 1.5707963267948966,
    3.6749372959343247e18, 1.5707963267948966, 3.8190524840101806e18, 1.5707963267948966, 3.9631676720860365e18,
    1.5707963267948966, 4.1072828601618924e18, 1.5707963267948966, 4.251398048237748e18, 1.5707963267948966,
    4.395513236313604e18, 1.5707963267948966, 4.53962842438946e18, 1.5707963267948966, 4.755801206503244e18,
    1.5707963267948966, 5.044031582654956e18, 1.5707963267948966, 5.332261958806667e18, 1.5707963267948966,
    5.620492334958379e18, 1.5707963267948966, 5.908722711110091e18, 1.5707963267948966, 6.196953087261802e18,
    1.5707963267948966, 6.485183463413514e18, 1.5707963267948966, 6.773413839565226e18, 1.5707963267948966,
    7.061644215716938e18, 1.5707963267948966, 7.349874591868649e18, 1.5707963267948966, 7.638104968020361e18,
    1.5707963267948966, 7.926335344172073e18, 1.5707963267948966, 8.214565720323785e18, 1.5707963267948966,
    8.502796096475496e18, 1.5707963267948966, 8.791026472627208e18, 1.5707963267948966, 9.07925684877892e18,
    1.5707963267948966, 9.511602413006488e18, 1.5707963267948966, 1.0088063165309911e19, 1.5707963267948966,
    1.0664523917613335e19, 1.5707963267948966, 1.1240984669916758e19, 1.5707963267948966, 1.1817445422220182e19,
    1.5707963267948966, 1.2393906174523605e19, 1.5707963267948966, 1.2970366926827028e19, 1.5707963267948966,
    1.3546827679130452e19, 1.5707963267948966, 1.4123288431433875e19, 1.5707963267948966, 1.4699749183737299e19,
    1.5707963267948966, 1.5276209936040722e19, 1.5707963267948966, 1.5852670688344146e19, 1.5707963267948966,
    1.642913144064757e19, 1.5707963267948966, 1.7005592192950993e19, 1.5707963267948966, 1.7582052945254416e19,
    1.5707963267948966, 1.815851369755784e19, 1.5707963267948966, 1.9023204826012975e19, 1.5707963267948966,
  ],
  16,
);

/** The bin of each float32 quotient r ≥ 0 (NaN and beyond 2^64: the last). */
@inline function atan32Bin(r: v128): v128 {
  const key = v128.shr<u32>(r, 19);
  return i32x4.min_s(i32x4.max_s(i32x4.sub(key, atanLanes(0)), v128.splat<i32>(0)), atanLanes(1));
}

/** atan r of two float64 lanes r ≥ 0 (finite), bins j0, j1: d = 1 above (c·d is c, exactly). */
@inline function atanRatio64x2(r: v128, j0: i32, j1: i32): v128 {
  const e0 = v128.load(ATAN32_TABLE + ((<usize>j0) << 4));
  const e1 = v128.load(ATAN32_TABLE + ((<usize>j1) << 4));
  const c = v128.shuffle<f64>(e0, e1, 0, 2);
  const base = v128.shuffle<f64>(e0, e1, 1, 3);
  const t = f64x2.div(f64x2.sub(r, c), f64x2.add(atanConstant(3), f64x2.mul(c, r)));
  const z = f64x2.mul(t, t);
  let p = f64x2.add(f64x2.mul(z, atanConstant(0)), atanConstant(1));
  p = f64x2.add(f64x2.mul(z, p), atanConstant(2));
  return f64x2.add(base, f64x2.add(t, f64x2.mul(f64x2.mul(z, t), p)));
}

/** The arctangents' splatted constants, from memory (see CHECK_CONSTANTS). */
const ATAN32_CONSTANTS: usize = memory.data<f64>(
  [
    -0.14285714285714285,
    -0.14285714285714285, // 0: −1/7
    0.2,
    0.2, // 1
    -0.3333333333333333,
    -0.3333333333333333, // 2
    1,
    1, // 3
    3.141592653589793,
    3.141592653589793, // 4: π
  ],
  16,
);
@inline function atanConstant(index: i32): v128 {
  return v128.load(ATAN32_CONSTANTS + ((<usize>index) << 4));
}
/** The arctangents' splatted i32 constants: ATAN32_BASE − 1, ATAN32_LAST, float32 sign bits. */
const ATAN32_LANES: usize = memory.data<i32>(
  [
    ATAN32_BASE - 1,
    ATAN32_BASE - 1,
    ATAN32_BASE - 1,
    ATAN32_BASE - 1,
    ATAN32_LAST,
    ATAN32_LAST,
    ATAN32_LAST,
    ATAN32_LAST,
    <i32>0x80000000,
    <i32>0x80000000,
    <i32>0x80000000,
    <i32>0x80000000,
  ],
  16,
);
@inline function atanLanes(index: i32): v128 {
  return v128.load(ATAN32_LANES + ((<usize>index) << 4));
}

/** Four float32 lanes rounded once from two float64 halves. */
@inline function demote32(low: v128, high: v128): v128 {
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5);
}
/**
 * The checked forms' splatted i32 constants, from memory: V8 builds each v128.const from immediates
 * (three instructions, inside the loop), a load is one.
 */
const CHECK_CONSTANTS: usize = memory.data<i32>(
  [
    0x1fffffff,
    0x1fffffff,
    0x1fffffff,
    0x1fffffff, // 0: the float64 bits below float32's mantissa
    0x10000000,
    0x10000000,
    0x10000000,
    0x10000000, // 1: their float32 rounding midpoint
    ROUNDING_MARGIN,
    ROUNDING_MARGIN,
    ROUNDING_MARGIN,
    ROUNDING_MARGIN, // 2
    0x00800000,
    0x00800000,
    0x00800000,
    0x00800000, // 3: float32's smallest normal (as a float, 2^-126)
  ],
  16,
);
@inline function checkConstant(index: i32): v128 {
  return v128.load(CHECK_CONSTANTS + ((<usize>index) << 4));
}

/** The lanes whose float64 value lies within ROUNDING_MARGIN units of 2^-52 (relative) of a float32 rounding midpoint. */
@inline function nearMidpoint(low: v128, high: v128): v128 {
  const words = v128.shuffle<i32>(low, high, 0, 2, 4, 6);
  const distance = i32x4.abs(i32x4.sub(v128.and(words, checkConstant(0)), checkConstant(1)));
  return i32x4.lt_s(distance, checkConstant(2));
}

/** The lanes whose float32 result is subnormal. */
@inline function subnormal32(result: v128): v128 {
  const magnitude = f32x4.abs(result);
  return v128.and(f32x4.lt(magnitude, checkConstant(3)), f32x4.ne(magnitude, v128.splat<i32>(0)));
}

/** Whether a lane not in `exempt` lies within ROUNDING_MARGIN of a float32 rounding midpoint. */
@inline function roundingFailsExcept(low: v128, high: v128, exempt: v128): bool {
  return v128.any_true(v128.andnot(nearMidpoint(low, high), exempt));
}

/**
 * Whether a lane may round differently from the exact value: its float64 value within ROUNDING_MARGIN
 * units of 2^-52 (relative) of a float32 rounding midpoint, or its float32 result subnormal.
 */
@inline function roundingFails(low: v128, high: v128, result: v128): bool {
  return v128.any_true(v128.or(nearMidpoint(low, high), subnormal32(result)));
}

/** The low and high float64 halves of a float32 vector. */
@inline function lowHalf(x: v128): v128 {
  return f64x2.promote_low_f32x4(x);
}
@inline function highHalf(x: v128): v128 {
  return f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1));
}

/** Vectors the checked float32 functions sent to the float64 path (scripts/elementary32-exhaustive.mjs only). */
export let elementary32Fallbacks: i32 = 0;

/** The float32 result, or where a lane fails the rounding test the float64 path's for the vector. */
@inline function checked<Counting, Slow>(x: v128, low: v128, high: v128, result: v128): v128 {
  if (roundingFails(low, high, result)) return fallback32x4<Counting, Slow>(x);
  return result;
}

/** The float64 path of a checked function over four float32 lanes (the reference of the check). */
@inline export function slow32x4<Slow>(x: v128): v128 {
  return widened<Slow>(x);
}

/**
 * atan a of a's low (High false) or high float64 half, its bins from atan32Bin: the two bins as one
 * i64 lane split by scalar shifts (one extraction, not two: pextrd is two µops on the vector pipes).
 */
@inline function arctanHalf<High>(a: v128, bins: v128): v128 {
  if (isBoolean<High>()) {
    const pair = i64x2.extract_lane(bins, 1);
    return atanRatio64x2(highHalf(a), <i32>pair, <i32>(pair >>> 32));
  }
  const pair = i64x2.extract_lane(bins, 0);
  return atanRatio64x2(lowHalf(a), <i32>pair, <i32>(pair >>> 32));
}

/** float32 arctan: atan|x| (|x| held below 2^100, so ∞ gives π/2), the sign put back. */
@inline export function arctan32x4<Counting>(x: v128): v128 {
  const a = f32x4.pmin(f32x4.abs(x), v128.load(ATAN32_F32)); // pmin: one instruction (NaN stays NaN)
  const bins = atan32Bin(a);
  const low = arctanHalf<i32>(a, bins);
  const high = arctanHalf<bool>(a, bins);
  const result = v128.or(demote32(low, high), v128.and(x, atanLanes(2)));
  return checked<Counting, ArcTangent>(x, low, high, result);
}

// arctanBlock32x4: realUnary's four vectors with one rounding test and no branch between them (as
// cbrtBlock32x4), the lanes computed as arctan32x4's; a block with a failing lane redoes its vectors
// one by one.

/** The blocks' float32 constants, from memory (see CHECK_CONSTANTS): |x|'s cap 2^100. */
const ATAN32_F32: usize = memory.data<f32>(
  [1.2676506002282294e30, 1.2676506002282294e30, 1.2676506002282294e30, 1.2676506002282294e30],
  16,
);

// The blocks' rounding test, the four vectors at once (arctan's, arcsin's and arccos' blocks): each
// lane's nearMidpoint test as an unsigned offset from the low end of its failing window, the four
// vectors' offsets merged by i32x4.min_u, one comparison for all. No subnormal test: a result is
// subnormal only where x is (|asin x|, |atan x| ≥ |x|, acos never), and there (bin 0: c = 0) the
// float64 value is |x| itself, exactly, as the float64 path's.

/** The window's low end and width: 2^28 − (ROUNDING_MARGIN − 1), 2·ROUNDING_MARGIN − 1. */
const BLOCK_TEST: usize = memory.data<i32>(
  [
    0x10000000 - (ROUNDING_MARGIN - 1),
    0x10000000 - (ROUNDING_MARGIN - 1),
    0x10000000 - (ROUNDING_MARGIN - 1),
    0x10000000 - (ROUNDING_MARGIN - 1),
    2 * ROUNDING_MARGIN - 1,
    2 * ROUNDING_MARGIN - 1,
    2 * ROUNDING_MARGIN - 1,
    2 * ROUNDING_MARGIN - 1,
  ],
  16,
);
@inline function blockTest(index: i32): v128 {
  return v128.load(BLOCK_TEST + ((<usize>index) << 4));
}
/** nearMidpoint's distance as an offset: below 2·ROUNDING_MARGIN − 1 (unsigned) exactly where it fails. */
@inline function midpointOffset(low: v128, high: v128): v128 {
  const words = v128.shuffle<i32>(low, high, 0, 2, 4, 6);
  return i32x4.sub(v128.and(words, checkConstant(0)), blockTest(0));
}
/** Whether a lane fails: the four vectors' offsets merged by min_u. */
@inline function blockFails(near: v128): bool {
  return v128.any_true(i32x4.lt_u(near, blockTest(1)));
}
@inline function min4(a: v128, b: v128, c: v128, d: v128): v128 {
  return i32x4.min_u(i32x4.min_u(a, b), i32x4.min_u(c, d));
}
/** arctan32x4, not inlined: arctanBlock32x4's vectors where a lane fails. */
function arctanEach32x4(x: v128): v128 {
  return arctan32x4<i32>(x);
}
/** float32 arctan of the four vectors at `input` into `out` (which may be `input`). */
@inline export function arctanBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const x1 = v128.load(input, 16);
  const x2 = v128.load(input, 32);
  const x3 = v128.load(input, 48);
  const a0 = f32x4.pmin(f32x4.abs(x0), v128.load(ATAN32_F32));
  const a1 = f32x4.pmin(f32x4.abs(x1), v128.load(ATAN32_F32));
  const a2 = f32x4.pmin(f32x4.abs(x2), v128.load(ATAN32_F32));
  const a3 = f32x4.pmin(f32x4.abs(x3), v128.load(ATAN32_F32));
  const b0 = atan32Bin(a0);
  const b1 = atan32Bin(a1);
  const b2 = atan32Bin(a2);
  const b3 = atan32Bin(a3);
  const l0 = arctanHalf<i32>(a0, b0);
  const h0 = arctanHalf<bool>(a0, b0);
  const l1 = arctanHalf<i32>(a1, b1);
  const h1 = arctanHalf<bool>(a1, b1);
  const l2 = arctanHalf<i32>(a2, b2);
  const h2 = arctanHalf<bool>(a2, b2);
  const l3 = arctanHalf<i32>(a3, b3);
  const h3 = arctanHalf<bool>(a3, b3);
  const near = min4(midpointOffset(l0, h0), midpointOffset(l1, h1), midpointOffset(l2, h2), midpointOffset(l3, h3));
  if (blockFails(near)) {
    v128.store(out, arctanEach32x4(x0));
    v128.store(out, arctanEach32x4(x1), 16);
    v128.store(out, arctanEach32x4(x2), 32);
    v128.store(out, arctanEach32x4(x3), 48);
    return;
  }
  v128.store(out, v128.or(demote32(l0, h0), v128.and(x0, atanLanes(2))));
  v128.store(out, v128.or(demote32(l1, h1), v128.and(x1, atanLanes(2))), 16);
  v128.store(out, v128.or(demote32(l2, h2), v128.and(x2, atanLanes(2))), 32);
  v128.store(out, v128.or(demote32(l3, h3), v128.and(x3, atanLanes(2))), 48);
}

// ---- float32 arcsin and arccos: one square root, a table of 210 bins of p², no division -------------
// a = |x|, w = √(1 − a²) (a² exact in float64), p = min(a, w) ≤ √½, q = max(a, w) = √(1 − p²). The
// bin comes from the bits of s = p² = min(a², 1 − a²) in float32 lanes (no square root: 16 bins a
// binade of s from 2^-14 to ½, p's 2^(1/32) wide; below 2^-14, and for NaN or |x| > 1, the zero bin
// c = 0), and its row holds c = sin θ, C = cos θ (θ its middle angle) signed and placed for each case:
// asin p = asin c + asin u, u = pC − cq = sin(asin p − asin c), |u| ≤ 2^-6.5 (below 2^-7 in the zero
// bin, where u = p), asin u by Taylor to u⁵. A row is (B, X, Y) with the result B + asin(aX − wY):
// asin c, C, c where p is a; π/2 − asin c, c, C where p is w (asin a = π/2 − asin w); for acos the same
// turned about π/2, and π − acos|x| where x < 0 (four sets of rows; asin puts x's sign back instead).
// No select, no sign flip: the rows do it (python3 scripts/asin32_table.py).
// Error: u's products and difference a few 2^-53 of p (c within 3% of p), B and B + u rounded once
// each, the series' rest below 2^-49 relative but in the zero bin (|u| < 2^-7, the rest 5u⁶/112 of u)
// 2^-46.5: within 96 units of 2^-52 of the result's binade; measured against the float64 path over
// every float32 in [−1, 1], at most 93 (scripts/elementary32-exhaustive.mjs --wide), against the
// rounding test's 4096. The rounding test of the arctangents; the float64 path (ArcSine.lanes,
// ArcCosine.lanes) where it fails. No subnormal test: a result is subnormal only where x is
// (|asin x| ≥ |x|, acos never), and there (the zero bin) it is a·1 − w·0 = |x| exactly, as the
// float64 path gives. NaN and |x| > 1 give NaN, from the square root of a negative (its sign and
// payload unspecified, as the float64 path's: SPEC §7).

/** Rows (B, X, Y, 0) of asin's two sets, 210 bins each (`python3 scripts/asin32_table.py`). */
const ASIN32_ROWS: usize = memory.data<f64>(
  [
    0.007932803595643842, 0.9999685354785606, 0.007932720394846379, 0.0, 0.008169765070807205, 0.9999666276549645,
    0.00816967418919874, 0.0, 0.00840003988476578, 0.999964719872417, 0.008399941099707157, 0.0, 0.008624164475891039,
    0.9999628121240384, 0.00862405757083973, 0.0, 0.008842607133055964, 0.9999609044042921, 0.008842491897091123, 0.0,
    0.009055779540372847, 0.9999589967086728, 0.009055655767778942, 0.0, 0.00926404592163045, 0.9999570890334764,
    0.009263913411529899, 0.0, 0.009467730367867749, 0.9999551813756296, 0.009467588923894791, 0.0,
    0.009667122770909494, 0.9999532737325613, 0.009666972200919135, 0.0, 0.009862483674050052, 0.999951366102104,
    0.009862323789856993, 0.0, 0.010054048272134578, 0.9999494584824173, 0.010053878889278008, 0.0,
    0.010242029736597267, 0.9999475508719289, 0.010241850674128028, 0.0, 0.01042662199972262, 0.9999456432692869,
    0.010426433080009914, 0.0, 0.010608002101922453, 0.9999437356733232, 0.010607803150477638, 0.0,
    0.010786332183062448, 0.9999418280830223, 0.010786123028377895, 0.0, 0.010961761181685516, 0.9999399204974986,
    0.010961541655086792, 0.0, 0.011218796184053165, 0.999937069966133, 0.011218560849991246, 0.0, 0.011553921177002123,
    0.9999332541952315, 0.011553664117269203, 0.0, 0.011879590118135634, 0.9999294384991491, 0.011879310702918477, 0.0,
    0.01219656163722958, 0.999925622864126, 0.012196259253956171, 0.0, 0.012505497986790796, 0.9999218072790894,
    0.012505172038787014, 0.0, 0.012806981368698012, 0.999917991735028, 0.012806631274010083, 0.0, 0.013101526866318991,
    0.9999141762245337, 0.01310115205667444, 0.0, 0.013389592807205798, 0.9999103607414601, 0.013389192727091105, 0.0,
    0.013671589154331282, 0.9999065452806646, 0.013671163260168689, 0.0, 0.013947884365949207, 0.999902729837812,
    0.013947432125358372, 0.0, 0.014218811052526514, 0.9998989144092216, 0.014218331943659254, 0.0, 0.01448467067902562,
    0.9998950989917483, 0.014484164189964, 0.0, 0.014745737502416706, 0.9998912835826886, 0.014745203130626341, 0.0,
    0.015002261891204375, 0.9998874681797056, 0.015001699143036106, 0.0, 0.01525447314156727, 0.9998836527807692,
    0.015253881531801418, 0.0, 0.015502581880403881, 0.9998798373841068, 0.015501960931832176, 0.0,
    0.015866106796731345, 0.9998741359679384, 0.015865441133754172, 0.0, 0.0163400758309197, 0.9998665039312257,
    0.016339348712486088, 0.0, 0.016800672880156946, 0.99985887201503, 0.016799882524350773, 0.0, 0.017248970784522158,
    0.9998512401918305, 0.017248115458177723, 0.0, 0.01768590608796507, 0.9998436084394805, 0.017684984102868, 0.0,
    0.0181123021274261, 0.9998359767399568, 0.01811131183698314, 0.0, 0.018528887321414018, 0.999828345078442,
    0.018527827117714477, 0.0, 0.018936309824903592, 0.999820713442642, 0.01893517813611088, 0.0, 0.01933514939619467,
    0.9998130818222712, 0.019333944684218268, 0.0, 0.019725927098098544, 0.9998054502086577, 0.019724647856505923, 0.0,
    0.020109113297944202, 0.9997978185944394, 0.020107758050079454, 0.0, 0.0204851343175196, 0.9997901869733248,
    0.02048370161480123, 0.0, 0.02085437800147641, 0.9997825553399061, 0.020852866421851263, 0.0, 0.021217198411780866,
    0.9997749236895086, 0.021215606558314882, 0.0, 0.021573919810276083, 0.9997672920180708, 0.02157224630986547, 0.0,
    0.02192484005704854, 0.999759660322047, 0.02192308355923748, 0.0, 0.022439005666160607, 0.9997482560755667,
    0.022437122673441518, 0.0, 0.02310938602863314, 0.999732990021924, 0.023107329179799234, 0.0, 0.023760858073218878,
    0.9997177240927598, 0.023758622325220514, 0.0, 0.024394938955848763, 0.999702458233025, 0.024392519403437733, 0.0,
    0.02501295308602442, 0.999687192398418, 0.025010344951010764, 0.0, 0.025616064779094536, 0.999671926552884,
    0.02561326340092936, 0.0, 0.02620530411965011, 0.9996566606667803, 0.026202304947116055, 0.0, 0.026781587686208537,
    0.9996413947155112, 0.026778386270043756, 0.0, 0.02734573533308695, 0.9996261286784969, 0.027342327319402115, 0.0,
    0.027898483909609702, 0.9996108625383859, 0.027894865033983612, 0.0, 0.02844049857353148, 0.9995955962804457,
    0.028436664655691234, 0.0, 0.02897238219521954, 0.9995803298920858, 0.028968329134227346, 0.0, 0.029494683232345147,
    0.9995650633624822, 0.029490407002226715, 0.0, 0.03000790236864521, 0.9995497966822775, 0.030003399014405026, 0.0,
    0.030512498145944766, 0.9995345298433409, 0.03050776377992195, 0.0, 0.031008891770021675, 0.9995192628385726,
    0.031003922568547053, 0.0, 0.03173621213855725, 0.9994964486858783, 0.03173088502260085, 0.0, 0.032684519147190685,
    0.9994659086530919, 0.032678700100360086, 0.0, 0.0336060929097091, 0.9994353684024807, 0.033599767650947986, 0.0,
    0.03450307881364239, 0.9994048278238816, 0.03449623345116996, 0.0, 0.03537734967718488, 0.999374286828628,
    0.035369970678122316, 0.0, 0.036230551924592284, 0.9993437453445458, 0.03622262608833874, 0.0, 0.037064142160964667,
    0.9993132033122855, 0.03705565659570533, 0.0, 0.03787941648004437, 0.9992826606825911, 0.03787035858189811, 0.0,
    0.03867753419623877, 0.9992521174142391, 0.03866789163064815, 0.0, 0.03945953724554325, 0.9992215734724627,
    0.03944929793058328, 0.0, 0.040226366184305716, 0.9991910288277318, 0.04021551827564547, 0.0, 0.04097887348802806,
    0.9991604834548018, 0.040967405365324824, 0.0, 0.04171783468723393, 0.99912993733196, 0.04170573494177583, 0.0,
    0.042443957755545686, 0.9990993904404278, 0.042431215178988214, 0.0, 0.043157891074083264, 0.9990688427638788,
    0.04314449464814877, 0.0, 0.04386023022755563, 0.9990382942880495, 0.043846169114584346, 0.0, 0.04488932734975003,
    0.9989926433184048, 0.044874253149289355, 0.0, 0.0462311326127786, 0.998931531513719, 0.04621466593686147, 0.0,
    0.04753515166269288, 0.9988704174017577, 0.047517252021115876, 0.0, 0.048804417986273614, 0.9988093007616801,
    0.04878504598710368, 0.0, 0.05004157964221182, 0.9987481814156375, 0.05002069690594889, 0.0, 0.051248964557625315,
    0.9986870592187669, 0.05122653364196443, 0.0, 0.052428632248143744, 0.9986259340518533, 0.052404616581591346, 0.0,
    0.05358241526163131, 0.9985648058158695, 0.053556779084583055, 0.0, 0.05471195273714166, 0.9985036744278527,
    0.05468466104929877, 0.0, 0.055818717839235706, 0.9984425398177527, 0.05578973635244493, 0.0, 0.056904040381300675,
    0.998381401925994, 0.05687333547706623, 0.0, 0.05796912563085958, 0.9983202607015702, 0.057936664321904016, 0.0,
    0.05901507005629278, 0.99825911610054, 0.05898081995164672, 0.0, 0.060042874602030685, 0.9981979680848292,
    0.06000680387521416, 0.0, 0.061053455950547945, 0.9981368166212679, 0.061015533310473415, 0.0, 0.06204765613228006,
    0.9980756616808123, 0.062007850796562035, 0.0, 0.06350446721650306, 0.9979842688813455, 0.06346179216951169, 0.0,
    0.06540404140496917, 0.9978619180177418, 0.06535742168991569, 0.0, 0.06725023566785832, 0.9977395550169355,
    0.06719955620841332, 0.0, 0.06904733846144859, 0.9976171794330988, 0.06899248727179229, 0.0, 0.07079909328616571,
    0.9974947909063865, 0.07073996122860361, 0.0, 0.07250879101467649, 0.99737238914292, 0.07244527158720374, 0.0,
    0.07417934302251447, 0.9972499739001155, 0.07411133217139619, 0.0, 0.07581333978773068, 0.9971275449757605,
    0.07574073574116263, 0.0, 0.0774130983414062, 0.9970051021997691, 0.07733580146108197, 0.0, 0.07898070105792743,
    0.9968826454278773, 0.07889861370592681, 0.0, 0.08051802764255526, 0.9967601745367676, 0.08043105406142954, 0.0,
    0.08202678172040162, 0.996637689420258, 0.08193482792469547, 0.0, 0.08350851310065076, 0.9965151899862933,
    0.08341148677839128, 0.0, 0.08496463654613368, 0.9963926761545495, 0.0848624469690508, 0.0, 0.08639644769633616,
    0.9962701478545088, 0.08628900563776955, 0.0, 0.08780513665446435, 0.9961476050239022, 0.08769235431406638, 0.0,
    0.08986949256167855, 0.9959644543495481, 0.08974856919309104, 0.0, 0.09256150854342905, 0.9957192412086122,
    0.09242939298159149, 0.0, 0.09517819990649178, 0.9954739734107445, 0.09503456351151633, 0.0, 0.09772562715264703,
    0.9952286500306938, 0.09757014993369004, 0.0, 0.10020908044253429, 0.9949832703151255, 0.10004145037442173, 0.0,
    0.10263321012464223, 0.9947378336425903, 0.1024531225490289, 0.0, 0.1050021301220514, 0.9944923394941798,
    0.10480928721918258, 0.0, 0.10731950077490719, 0.9942467874316804, 0.10711361109486932, 0.0, 0.10958859592016572,
    0.9940011770810825, 0.10936937396466373, 0.0, 0.11181235772760344, 0.9937555081199719, 0.11157952357496564, 0.0,
    0.11399344191837521, 0.993509780267779, 0.11374672088578802, 0.0, 0.11613425535131572, 0.9932639932781558,
    0.11587337768931885, 0.0, 0.1182369874952035, 0.9930181469329596, 0.1179616881102973, 0.0, 0.12030363696060346,
    0.9927722410374602, 0.12001365516248118, 0.0, 0.12233603400754127, 0.9925262754164914, 0.1220311132779958, 0.0,
    0.12433585975091857, 0.9922802499113348, 0.12401574753191225, 0.0, 0.1272670411833444, 0.9919124750295066,
    0.12692376405086037, 0.0, 0.1310901515350046, 0.9914199836821385, 0.1307150180955056, 0.0, 0.1348072200048644,
    0.9909272591108974, 0.13439928255375638, 0.0, 0.138426805719566, 0.9904342991894592, 0.1379851404647788, 0.0,
    0.14195637934007868, 0.9899411021345338, 0.14148008448069457, 0.0, 0.14540250753765568, 0.989447666425801,
    0.14489070158066383, 0.0, 0.1487709991047708, 0.9889539907472175, 0.14822281938066295, 0.0, 0.15206702202792508,
    0.9884600739433226, 0.15148162337379797, 0.0, 0.15529519828135643, 0.9879659149862527, 0.15467175186625515, 0.0,
    0.1584596813158709, 0.9874715129505217, 0.15779737358780005, 0.0, 0.16156421995506193, 0.9869768669935151,
    0.16086225169276147, 0.0, 0.1646122115049372, 0.9864819763402424, 0.16386979696042037, 0.0, 0.16760674622286872,
    0.9859868402713006, 0.1668231123430345, 0.0, 0.1705506448046676, 0.9854914581132859, 0.16972503052216453, 0.0,
    0.17344649018479807, 0.9849958292310925, 0.17257814576982897, 0.0, 0.17629665467003947, 0.9844999530216788,
    0.17538484113603522, 0.0, 0.18047579113292855, 0.9837584007478781, 0.1794976572492725, 0.0, 0.18592868379807473,
    0.9827649986209652, 0.18485929104465953, 0.0, 0.19123305822662393, 0.9817706146266332, 0.19006961949675963, 0.0,
    0.1964009883955945, 0.9807752421868777, 0.1951407807539762, 0.0, 0.2014430116410482, 0.9797788753960653,
    0.20008337094226888, 0.0, 0.20636838921137043, 0.9787815088606998, 0.2049067053865537, 0.0, 0.21118531262005116,
    0.9777831375819308, 0.2096190255211465, 0.0, 0.21590106897678615, 0.9767837568680581, 0.21422766469044677, 0.0,
    0.2205221748469355, 0.9757833622684525, 0.2187391824069795, 0.0, 0.22505448566725528, 0.9747819495230099,
    0.22315947410791276, 0.0, 0.22950328596261405, 0.9737795145230289, 0.22749386166508778, 0.0, 0.23387336432788566,
    0.9727760532806056, 0.2317471686209097, 0.0, 0.2381690762065173, 0.9717715619044482, 0.23592378318810728, 0.0,
    0.2423943968090329, 0.9707660365805895, 0.24002771136186252, 0.0, 0.2465529660007593, 0.9697594735568698,
    0.24406262197784961, 0.0, 0.2506481265999618, 0.9687518691303545, 0.24803188516084898, 0.0, 0.2566575985637244,
    0.9672438448614943, 0.2538490586501228, 0.0, 0.26450501529986287, 0.9652220237280109, 0.26143153006170317, 0.0,
    0.272146988731037, 0.9631960061377375, 0.2688000255958166, 0.0, 0.2796005270791287, 0.9611657582240194,
    0.27597171090103784, 0.0, 0.2868804729783908, 0.9591312472121581, 0.28296157092660124, 0.0, 0.29399987103000724,
    0.9570924410949405, 0.28978277933467306, 0.0, 0.30097025886091944, 0.9550493083935719, 0.2964469911079548, 0.0,
    0.3078019002927886, 0.9530018179785219, 0.30296457702119595, 0.0, 0.31450397410269554, 0.9509499389331199,
    0.3093448135060544, 0.0, 0.321084728295903, 0.9488936404481316, 0.315596037866593, 0.0, 0.32755160729328203,
    0.9468328917390993, 0.32172577627690174, 0.0, 0.33391135762814816, 0.9447676619806229, 0.3277408501784107, 0.0,
    0.3401701164305682, 0.9426979202533929, 0.33364746537315054, 0.0, 0.34633348600567393, 0.9406236355009234,
    0.3394512871341423, 0.0, 0.3524065970870463, 0.9385447764937331, 0.3451575039258577, 0.0, 0.35839416279846564,
    0.9364613117992937, 0.35077088177775817, 0.0, 0.36719629285570915, 0.9333375436430663, 0.359000041262292, 0.0,
    0.3787111181501748, 0.9291419367485364, 0.3697232226614643, 0.0, 0.3899517662014653, 0.9249273967128261,
    0.3801438028036686, 0.0, 0.40094226929581095, 0.9206936482181621, 0.39028605679774314, 0.0, 0.41170362191847837,
    0.9164404126647908, 0.40017117591699164, 0.0, 0.42225429821875954, 0.9121674073335397, 0.4098177899974673, 0.0,
    0.4326106617269785, 0.9078743447110129, 0.41924238122540625, 0.0, 0.4427872935489984, 0.9035609319260006,
    0.4284596157130999, 0.0, 0.45279725803795484, 0.8992268702623215, 0.4374826119952998, 0.0, 0.4626523199218872,
    0.8948718547240659, 0.446323160526888, 0.0, 0.472363123316696, 0.8904955736362906, 0.45499190469081274, 0.0,
    0.481939340505684, 0.8860977082689624, 0.4634984912602119, 0.0, 0.49138979651133585, 0.881677932475186,
    0.47185169639017016, 0.0, 0.5007225741160279, 0.8772359123369826, 0.48005953183568983, 0.0, 0.5099451029662523,
    0.8727713058134465, 0.48812933506263617, 0.0, 0.519064235623323, 0.868283762387204, 0.4960678461407486, 0.0,
    0.5325296826128003, 0.8615254722986332, 0.5077143493940436, 0.0, 0.5502252278261437, 0.8524067767289257,
    0.5228792279165461, 0.0, 0.5676074181003499, 0.8431896780946332, 0.5376161890742028, 0.0, 0.5847123731626716,
    0.8338708787605963, 0.551959561521522, 0.0, 0.6015721338757682, 0.8244469017636531, 0.5659393131531978, 0.0,
    0.6182154015177078, 0.8149140745614442, 0.5795817898119859, 0.0, 0.6346681273522916, 0.8052685115270212,
    0.5929103004190901, 0.0, 0.6509539895487421, 0.7955060948741791, 0.6059455858557214, 0.0, 0.6670947843817203,
    0.7856224536973017, 0.6187061986489477, 0.0, 0.683110751623389, 0.7756129407899982, 0.6312088133724771, 0.0,
    0.699020849098482, 0.7654726068719011, 0.6434684826226813, 0.0, 0.7148429878503166, 0.7551961718035083,
    0.6554988498032059, 0.0, 0.7305942368285528, 0.7447779923042067, 0.6673123273095702, 0.0, 0.7462910041714463,
    0.7342120256066589, 0.6789202467555132, 0.0, 0.7619492008234516, 0.7234917883784527, 0.6903329864268026, 0.0,
    0.7775843912725745, 0.7126103101148654, 0.7015600800487406, 0.0, 0.8010333538465712, 0.6959650548244931,
    0.7180756523258118, 0.0, 0.0, 1.0, 0.0, 0.0, 1.5628635231992527, 0.007932720394846379, 0.9999685354785606, 0.0,
    1.5626265617240893, 0.00816967418919874, 0.9999666276549645, 0.0, 1.5623962869101309, 0.008399941099707157,
    0.999964719872417, 0.0, 1.5621721623190057, 0.00862405757083973, 0.9999628121240384, 0.0, 1.5619537196618407,
    0.008842491897091123, 0.9999609044042921, 0.0, 1.5617405472545238, 0.009055655767778942, 0.9999589967086728, 0.0,
    1.5615322808732661, 0.009263913411529899, 0.9999570890334764, 0.0, 1.561328596427029, 0.009467588923894791,
    0.9999551813756296, 0.0, 1.561129204023987, 0.009666972200919135, 0.9999532737325613, 0.0, 1.5609338431208466,
    0.009862323789856993, 0.999951366102104, 0.0, 1.560742278522762, 0.010053878889278008, 0.9999494584824173, 0.0,
    1.5605542970582993, 0.010241850674128028, 0.9999475508719289, 0.0, 1.560369704795174, 0.010426433080009914,
    0.9999456432692869, 0.0, 1.5601883246929742, 0.010607803150477638, 0.9999437356733232, 0.0, 1.5600099946118342,
    0.010786123028377895, 0.9999418280830223, 0.0, 1.559834565613211, 0.010961541655086792, 0.9999399204974986, 0.0,
    1.5595775306108435, 0.011218560849991246, 0.999937069966133, 0.0, 1.5592424056178944, 0.011553664117269203,
    0.9999332541952315, 0.0, 1.558916736676761, 0.011879310702918477, 0.9999294384991491, 0.0, 1.558599765157667,
    0.012196259253956171, 0.999925622864126, 0.0, 1.5582908288081059, 0.012505172038787014, 0.9999218072790894, 0.0,
    1.5579893454261986, 0.012806631274010083, 0.999917991735028, 0.0, 1.5576947999285777, 0.01310115205667444,
    0.9999141762245337, 0.0, 1.557406733987691, 0.013389192727091105, 0.9999103607414601, 0.0, 1.5571247376405652,
    0.013671163260168689, 0.9999065452806646, 0.0, 1.5568484424289475, 0.013947432125358372, 0.999902729837812, 0.0,
    1.55657751574237, 0.014218331943659254, 0.9998989144092216, 0.0, 1.556311656115871, 0.014484164189964,
    0.9998950989917483, 0.0, 1.5560505892924799, 0.014745203130626341, 0.9998912835826886, 0.0, 1.5557940649036923,
    0.015001699143036106, 0.9998874681797056, 0.0, 1.5555418536533294, 0.015253881531801418, 0.9998836527807692, 0.0,
    1.5552937449144928, 0.015501960931832176, 0.9998798373841068, 0.0, 1.5549302199981652, 0.015865441133754172,
    0.9998741359679384, 0.0, 1.554456250963977, 0.016339348712486088, 0.9998665039312257, 0.0, 1.5539956539147397,
    0.016799882524350773, 0.99985887201503, 0.0, 1.5535473560103745, 0.017248115458177723, 0.9998512401918305, 0.0,
    1.5531104207069315, 0.017684984102868, 0.9998436084394805, 0.0, 1.5526840246674705, 0.01811131183698314,
    0.9998359767399568, 0.0, 1.5522674394734826, 0.018527827117714477, 0.999828345078442, 0.0, 1.551860016969993,
    0.01893517813611088, 0.999820713442642, 0.0, 1.551461177398702, 0.019333944684218268, 0.9998130818222712, 0.0,
    1.551070399696798, 0.019724647856505923, 0.9998054502086577, 0.0, 1.5506872134969525, 0.020107758050079454,
    0.9997978185944394, 0.0, 1.550311192477377, 0.02048370161480123, 0.9997901869733248, 0.0, 1.5499419487934203,
    0.020852866421851263, 0.9997825553399061, 0.0, 1.5495791283831157, 0.021215606558314882, 0.9997749236895086, 0.0,
    1.5492224069846205, 0.02157224630986547, 0.9997672920180708, 0.0, 1.5488714867378481, 0.02192308355923748,
    0.999759660322047, 0.0, 1.548357321128736, 0.022437122673441518, 0.9997482560755667, 0.0, 1.5476869407662635,
    0.023107329179799234, 0.999732990021924, 0.0, 1.5470354687216776, 0.023758622325220514, 0.9997177240927598, 0.0,
    1.546401387839048, 0.024392519403437733, 0.999702458233025, 0.0, 1.5457833737088722, 0.025010344951010764,
    0.999687192398418, 0.0, 1.5451802620158022, 0.02561326340092936, 0.999671926552884, 0.0, 1.5445910226752466,
    0.026202304947116055, 0.9996566606667803, 0.0, 1.544014739108688, 0.026778386270043756, 0.9996413947155112, 0.0,
    1.5434505914618097, 0.027342327319402115, 0.9996261286784969, 0.0, 1.5428978428852869, 0.027894865033983612,
    0.9996108625383859, 0.0, 1.5423558282213652, 0.028436664655691234, 0.9995955962804457, 0.0, 1.541823944599677,
    0.028968329134227346, 0.9995803298920858, 0.0, 1.5413016435625515, 0.029490407002226715, 0.9995650633624822, 0.0,
    1.5407884244262513, 0.030003399014405026, 0.9995497966822775, 0.0, 1.5402838286489517, 0.03050776377992195,
    0.9995345298433409, 0.0, 1.539787435024875, 0.031003922568547053, 0.9995192628385726, 0.0, 1.5390601146563394,
    0.03173088502260085, 0.9994964486858783, 0.0, 1.5381118076477058, 0.032678700100360086, 0.9994659086530919, 0.0,
    1.5371902338851875, 0.033599767650947986, 0.9994353684024807, 0.0, 1.5362932479812543, 0.03449623345116996,
    0.9994048278238816, 0.0, 1.5354189771177118, 0.035369970678122316, 0.999374286828628, 0.0, 1.5345657748703043,
    0.03622262608833874, 0.9993437453445458, 0.0, 1.533732184633932, 0.03705565659570533, 0.9993132033122855, 0.0,
    1.5329169103148523, 0.03787035858189811, 0.9992826606825911, 0.0, 1.532118792598658, 0.03866789163064815,
    0.9992521174142391, 0.0, 1.5313367895493533, 0.03944929793058328, 0.9992215734724627, 0.0, 1.530569960610591,
    0.04021551827564547, 0.9991910288277318, 0.0, 1.5298174533068685, 0.040967405365324824, 0.9991604834548018, 0.0,
    1.5290784921076628, 0.04170573494177583, 0.99912993733196, 0.0, 1.528352369039351, 0.042431215178988214,
    0.9990993904404278, 0.0, 1.5276384357208133, 0.04314449464814877, 0.9990688427638788, 0.0, 1.526936096567341,
    0.043846169114584346, 0.9990382942880495, 0.0, 1.5259069994451466, 0.044874253149289355, 0.9989926433184048, 0.0,
    1.524565194182118, 0.04621466593686147, 0.998931531513719, 0.0, 1.5232611751322038, 0.047517252021115876,
    0.9988704174017577, 0.0, 1.521991908808623, 0.04878504598710368, 0.9988093007616801, 0.0, 1.5207547471526848,
    0.05002069690594889, 0.9987481814156375, 0.0, 1.5195473622372713, 0.05122653364196443, 0.9986870592187669, 0.0,
    1.5183676945467528, 0.052404616581591346, 0.9986259340518533, 0.0, 1.5172139115332652, 0.053556779084583055,
    0.9985648058158695, 0.0, 1.516084374057755, 0.05468466104929877, 0.9985036744278527, 0.0, 1.5149776089556608,
    0.05578973635244493, 0.9984425398177527, 0.0, 1.513892286413596, 0.05687333547706623, 0.998381401925994, 0.0,
    1.5128272011640371, 0.057936664321904016, 0.9983202607015702, 0.0, 1.5117812567386038, 0.05898081995164672,
    0.99825911610054, 0.0, 1.5107534521928658, 0.06000680387521416, 0.9981979680848292, 0.0, 1.5097428708443488,
    0.061015533310473415, 0.9981368166212679, 0.0, 1.5087486706626165, 0.062007850796562035, 0.9980756616808123, 0.0,
    1.5072918595783935, 0.06346179216951169, 0.9979842688813455, 0.0, 1.5053922853899275, 0.06535742168991569,
    0.9978619180177418, 0.0, 1.5035460911270384, 0.06719955620841332, 0.9977395550169355, 0.0, 1.501748988333448,
    0.06899248727179229, 0.9976171794330988, 0.0, 1.4999972335087308, 0.07073996122860361, 0.9974947909063865, 0.0,
    1.4982875357802201, 0.07244527158720374, 0.99737238914292, 0.0, 1.4966169837723822, 0.07411133217139619,
    0.9972499739001155, 0.0, 1.494982987007166, 0.07574073574116263, 0.9971275449757605, 0.0, 1.4933832284534905,
    0.07733580146108197, 0.9970051021997691, 0.0, 1.4918156257369692, 0.07889861370592681, 0.9968826454278773, 0.0,
    1.4902782991523413, 0.08043105406142954, 0.9967601745367676, 0.0, 1.488769545074495, 0.08193482792469547,
    0.996637689420258, 0.0, 1.4872878136942458, 0.08341148677839128, 0.9965151899862933, 0.0, 1.485831690248763,
    0.0848624469690508, 0.9963926761545495, 0.0, 1.4843998790985604, 0.08628900563776955, 0.9962701478545088, 0.0,
    1.4829911901404322, 0.08769235431406638, 0.9961476050239022, 0.0, 1.480926834233218, 0.08974856919309104,
    0.9959644543495481, 0.0, 1.4782348182514675, 0.09242939298159149, 0.9957192412086122, 0.0, 1.4756181268884048,
    0.09503456351151633, 0.9954739734107445, 0.0, 1.4730706996422496, 0.09757014993369004, 0.9952286500306938, 0.0,
    1.4705872463523624, 0.10004145037442173, 0.9949832703151255, 0.0, 1.4681631166702545, 0.1024531225490289,
    0.9947378336425903, 0.0, 1.4657941966728452, 0.10480928721918258, 0.9944923394941798, 0.0, 1.4634768260199895,
    0.10711361109486932, 0.9942467874316804, 0.0, 1.4612077308747309, 0.10936937396466373, 0.9940011770810825, 0.0,
    1.4589839690672932, 0.11157952357496564, 0.9937555081199719, 0.0, 1.4568028848765213, 0.11374672088578802,
    0.993509780267779, 0.0, 1.454662071443581, 0.11587337768931885, 0.9932639932781558, 0.0, 1.4525593392996932,
    0.1179616881102973, 0.9930181469329596, 0.0, 1.4504926898342931, 0.12001365516248118, 0.9927722410374602, 0.0,
    1.4484602927873553, 0.1220311132779958, 0.9925262754164914, 0.0, 1.446460467043978, 0.12401574753191225,
    0.9922802499113348, 0.0, 1.4435292856115522, 0.12692376405086037, 0.9919124750295066, 0.0, 1.439706175259892,
    0.1307150180955056, 0.9914199836821385, 0.0, 1.4359891067900323, 0.13439928255375638, 0.9909272591108974, 0.0,
    1.4323695210753307, 0.1379851404647788, 0.9904342991894592, 0.0, 1.428839947454818, 0.14148008448069457,
    0.9899411021345338, 0.0, 1.4253938192572408, 0.14489070158066383, 0.989447666425801, 0.0, 1.4220253276901258,
    0.14822281938066295, 0.9889539907472175, 0.0, 1.4187293047669716, 0.15148162337379797, 0.9884600739433226, 0.0,
    1.4155011285135402, 0.15467175186625515, 0.9879659149862527, 0.0, 1.4123366454790256, 0.15779737358780005,
    0.9874715129505217, 0.0, 1.4092321068398346, 0.16086225169276147, 0.9869768669935151, 0.0, 1.4061841152899595,
    0.16386979696042037, 0.9864819763402424, 0.0, 1.4031895805720278, 0.1668231123430345, 0.9859868402713006, 0.0,
    1.400245681990229, 0.16972503052216453, 0.9854914581132859, 0.0, 1.3973498366100985, 0.17257814576982897,
    0.9849958292310925, 0.0, 1.394499672124857, 0.17538484113603522, 0.9844999530216788, 0.0, 1.3903205356619681,
    0.1794976572492725, 0.9837584007478781, 0.0, 1.3848676429968219, 0.18485929104465953, 0.9827649986209652, 0.0,
    1.3795632685682726, 0.19006961949675963, 0.9817706146266332, 0.0, 1.3743953383993022, 0.1951407807539762,
    0.9807752421868777, 0.0, 1.3693533151538484, 0.20008337094226888, 0.9797788753960653, 0.0, 1.3644279375835262,
    0.2049067053865537, 0.9787815088606998, 0.0, 1.3596110141748454, 0.2096190255211465, 0.9777831375819308, 0.0,
    1.3548952578181104, 0.21422766469044677, 0.9767837568680581, 0.0, 1.350274151947961, 0.2187391824069795,
    0.9757833622684525, 0.0, 1.3457418411276414, 0.22315947410791276, 0.9747819495230099, 0.0, 1.3412930408322825,
    0.22749386166508778, 0.9737795145230289, 0.0, 1.336922962467011, 0.2317471686209097, 0.9727760532806056, 0.0,
    1.3326272505883794, 0.23592378318810728, 0.9717715619044482, 0.0, 1.3284019299858638, 0.24002771136186252,
    0.9707660365805895, 0.0, 1.3242433607941373, 0.24406262197784961, 0.9697594735568698, 0.0, 1.3201482001949347,
    0.24803188516084898, 0.9687518691303545, 0.0, 1.3141387282311723, 0.2538490586501228, 0.9672438448614943, 0.0,
    1.3062913114950336, 0.26143153006170317, 0.9652220237280109, 0.0, 1.2986493380638595, 0.2688000255958166,
    0.9631960061377375, 0.0, 1.291195799715768, 0.27597171090103784, 0.9611657582240194, 0.0, 1.2839158538165059,
    0.28296157092660124, 0.9591312472121581, 0.0, 1.2767964557648894, 0.28978277933467306, 0.9570924410949405, 0.0,
    1.2698260679339772, 0.2964469911079548, 0.9550493083935719, 0.0, 1.262994426502108, 0.30296457702119595,
    0.9530018179785219, 0.0, 1.2562923526922012, 0.3093448135060544, 0.9509499389331199, 0.0, 1.2497115984989935,
    0.315596037866593, 0.9488936404481316, 0.0, 1.2432447195016145, 0.32172577627690174, 0.9468328917390993, 0.0,
    1.2368849691667485, 0.3277408501784107, 0.9447676619806229, 0.0, 1.2306262103643284, 0.33364746537315054,
    0.9426979202533929, 0.0, 1.2244628407892226, 0.3394512871341423, 0.9406236355009234, 0.0, 1.2183897297078503,
    0.3451575039258577, 0.9385447764937331, 0.0, 1.2124021639964309, 0.35077088177775817, 0.9364613117992937, 0.0,
    1.2036000339391875, 0.359000041262292, 0.9333375436430663, 0.0, 1.1920852086447218, 0.3697232226614643,
    0.9291419367485364, 0.0, 1.1808445605934312, 0.3801438028036686, 0.9249273967128261, 0.0, 1.1698540574990857,
    0.39028605679774314, 0.9206936482181621, 0.0, 1.1590927048764184, 0.40017117591699164, 0.9164404126647908, 0.0,
    1.148542028576137, 0.4098177899974673, 0.9121674073335397, 0.0, 1.138185665067918, 0.41924238122540625,
    0.9078743447110129, 0.0, 1.1280090332458983, 0.4284596157130999, 0.9035609319260006, 0.0, 1.1179990687569417,
    0.4374826119952998, 0.8992268702623215, 0.0, 1.1081440068730093, 0.446323160526888, 0.8948718547240659, 0.0,
    1.0984332034782007, 0.45499190469081274, 0.8904955736362906, 0.0, 1.0888569862892126, 0.4634984912602119,
    0.8860977082689624, 0.0, 1.0794065302835607, 0.47185169639017016, 0.881677932475186, 0.0, 1.0700737526788688,
    0.48005953183568983, 0.8772359123369826, 0.0, 1.0608512238286443, 0.48812933506263617, 0.8727713058134465, 0.0,
    1.0517320911715735, 0.4960678461407486, 0.868283762387204, 0.0, 1.0382666441820962, 0.5077143493940436,
    0.8615254722986332, 0.0, 1.0205710989687529, 0.5228792279165461, 0.8524067767289257, 0.0, 1.0031889086945467,
    0.5376161890742028, 0.8431896780946332, 0.0, 0.9860839536322251, 0.551959561521522, 0.8338708787605963, 0.0,
    0.9692241929191283, 0.5659393131531978, 0.8244469017636531, 0.0, 0.9525809252771887, 0.5795817898119859,
    0.8149140745614442, 0.0, 0.9361281994426051, 0.5929103004190901, 0.8052685115270212, 0.0, 0.9198423372461545,
    0.6059455858557214, 0.7955060948741791, 0.0, 0.9037015424131764, 0.6187061986489477, 0.7856224536973017, 0.0,
    0.8876855751715077, 0.6312088133724771, 0.7756129407899982, 0.0, 0.8717754776964146, 0.6434684826226813,
    0.7654726068719011, 0.0, 0.8559533389445799, 0.6554988498032059, 0.7551961718035083, 0.0, 0.8402020899663438,
    0.6673123273095702, 0.7447779923042067, 0.0, 0.8245053226234503, 0.6789202467555132, 0.7342120256066589, 0.0,
    0.8088471259714449, 0.6903329864268026, 0.7234917883784527, 0.0, 0.793211935522322, 0.7015600800487406,
    0.7126103101148654, 0.0, 0.7697629729483254, 0.7180756523258118, 0.6959650548244931, 0.0, 1.5707963267948966, 0.0,
    1.0, 0.0,
  ],
  16,
);
/** Rows (B, X, Y, 0) of acos' four sets, 210 bins each (`python3 scripts/asin32_table.py`). */
const ACOS32_ROWS: usize = memory.data<f64>(
  [
    1.5628635231992527, -0.9999685354785606, -0.007932720394846379, 0.0, 1.5626265617240893, -0.9999666276549645,
    -0.00816967418919874, 0.0, 1.5623962869101309, -0.999964719872417, -0.008399941099707157, 0.0, 1.5621721623190057,
    -0.9999628121240384, -0.00862405757083973, 0.0, 1.5619537196618407, -0.9999609044042921, -0.008842491897091123, 0.0,
    1.5617405472545238, -0.9999589967086728, -0.009055655767778942, 0.0, 1.5615322808732661, -0.9999570890334764,
    -0.009263913411529899, 0.0, 1.561328596427029, -0.9999551813756296, -0.009467588923894791, 0.0, 1.561129204023987,
    -0.9999532737325613, -0.009666972200919135, 0.0, 1.5609338431208466, -0.999951366102104, -0.009862323789856993, 0.0,
    1.560742278522762, -0.9999494584824173, -0.010053878889278008, 0.0, 1.5605542970582993, -0.9999475508719289,
    -0.010241850674128028, 0.0, 1.560369704795174, -0.9999456432692869, -0.010426433080009914, 0.0, 1.5601883246929742,
    -0.9999437356733232, -0.010607803150477638, 0.0, 1.5600099946118342, -0.9999418280830223, -0.010786123028377895,
    0.0, 1.559834565613211, -0.9999399204974986, -0.010961541655086792, 0.0, 1.5595775306108435, -0.999937069966133,
    -0.011218560849991246, 0.0, 1.5592424056178944, -0.9999332541952315, -0.011553664117269203, 0.0, 1.558916736676761,
    -0.9999294384991491, -0.011879310702918477, 0.0, 1.558599765157667, -0.999925622864126, -0.012196259253956171, 0.0,
    1.5582908288081059, -0.9999218072790894, -0.012505172038787014, 0.0, 1.5579893454261986, -0.999917991735028,
    -0.012806631274010083, 0.0, 1.5576947999285777, -0.9999141762245337, -0.01310115205667444, 0.0, 1.557406733987691,
    -0.9999103607414601, -0.013389192727091105, 0.0, 1.5571247376405652, -0.9999065452806646, -0.013671163260168689,
    0.0, 1.5568484424289475, -0.999902729837812, -0.013947432125358372, 0.0, 1.55657751574237, -0.9998989144092216,
    -0.014218331943659254, 0.0, 1.556311656115871, -0.9998950989917483, -0.014484164189964, 0.0, 1.5560505892924799,
    -0.9998912835826886, -0.014745203130626341, 0.0, 1.5557940649036923, -0.9998874681797056, -0.015001699143036106,
    0.0, 1.5555418536533294, -0.9998836527807692, -0.015253881531801418, 0.0, 1.5552937449144928, -0.9998798373841068,
    -0.015501960931832176, 0.0, 1.5549302199981652, -0.9998741359679384, -0.015865441133754172, 0.0, 1.554456250963977,
    -0.9998665039312257, -0.016339348712486088, 0.0, 1.5539956539147397, -0.99985887201503, -0.016799882524350773, 0.0,
    1.5535473560103745, -0.9998512401918305, -0.017248115458177723, 0.0, 1.5531104207069315, -0.9998436084394805,
    -0.017684984102868, 0.0, 1.5526840246674705, -0.9998359767399568, -0.01811131183698314, 0.0, 1.5522674394734826,
    -0.999828345078442, -0.018527827117714477, 0.0, 1.551860016969993, -0.999820713442642, -0.01893517813611088, 0.0,
    1.551461177398702, -0.9998130818222712, -0.019333944684218268, 0.0, 1.551070399696798, -0.9998054502086577,
    -0.019724647856505923, 0.0, 1.5506872134969525, -0.9997978185944394, -0.020107758050079454, 0.0, 1.550311192477377,
    -0.9997901869733248, -0.02048370161480123, 0.0, 1.5499419487934203, -0.9997825553399061, -0.020852866421851263, 0.0,
    1.5495791283831157, -0.9997749236895086, -0.021215606558314882, 0.0, 1.5492224069846205, -0.9997672920180708,
    -0.02157224630986547, 0.0, 1.5488714867378481, -0.999759660322047, -0.02192308355923748, 0.0, 1.548357321128736,
    -0.9997482560755667, -0.022437122673441518, 0.0, 1.5476869407662635, -0.999732990021924, -0.023107329179799234, 0.0,
    1.5470354687216776, -0.9997177240927598, -0.023758622325220514, 0.0, 1.546401387839048, -0.999702458233025,
    -0.024392519403437733, 0.0, 1.5457833737088722, -0.999687192398418, -0.025010344951010764, 0.0, 1.5451802620158022,
    -0.999671926552884, -0.02561326340092936, 0.0, 1.5445910226752466, -0.9996566606667803, -0.026202304947116055, 0.0,
    1.544014739108688, -0.9996413947155112, -0.026778386270043756, 0.0, 1.5434505914618097, -0.9996261286784969,
    -0.027342327319402115, 0.0, 1.5428978428852869, -0.9996108625383859, -0.027894865033983612, 0.0, 1.5423558282213652,
    -0.9995955962804457, -0.028436664655691234, 0.0, 1.541823944599677, -0.9995803298920858, -0.028968329134227346, 0.0,
    1.5413016435625515, -0.9995650633624822, -0.029490407002226715, 0.0, 1.5407884244262513, -0.9995497966822775,
    -0.030003399014405026, 0.0, 1.5402838286489517, -0.9995345298433409, -0.03050776377992195, 0.0, 1.539787435024875,
    -0.9995192628385726, -0.031003922568547053, 0.0, 1.5390601146563394, -0.9994964486858783, -0.03173088502260085, 0.0,
    1.5381118076477058, -0.9994659086530919, -0.032678700100360086, 0.0, 1.5371902338851875, -0.9994353684024807,
    -0.033599767650947986, 0.0, 1.5362932479812543, -0.9994048278238816, -0.03449623345116996, 0.0, 1.5354189771177118,
    -0.999374286828628, -0.035369970678122316, 0.0, 1.5345657748703043, -0.9993437453445458, -0.03622262608833874, 0.0,
    1.533732184633932, -0.9993132033122855, -0.03705565659570533, 0.0, 1.5329169103148523, -0.9992826606825911,
    -0.03787035858189811, 0.0, 1.532118792598658, -0.9992521174142391, -0.03866789163064815, 0.0, 1.5313367895493533,
    -0.9992215734724627, -0.03944929793058328, 0.0, 1.530569960610591, -0.9991910288277318, -0.04021551827564547, 0.0,
    1.5298174533068685, -0.9991604834548018, -0.040967405365324824, 0.0, 1.5290784921076628, -0.99912993733196,
    -0.04170573494177583, 0.0, 1.528352369039351, -0.9990993904404278, -0.042431215178988214, 0.0, 1.5276384357208133,
    -0.9990688427638788, -0.04314449464814877, 0.0, 1.526936096567341, -0.9990382942880495, -0.043846169114584346, 0.0,
    1.5259069994451466, -0.9989926433184048, -0.044874253149289355, 0.0, 1.524565194182118, -0.998931531513719,
    -0.04621466593686147, 0.0, 1.5232611751322038, -0.9988704174017577, -0.047517252021115876, 0.0, 1.521991908808623,
    -0.9988093007616801, -0.04878504598710368, 0.0, 1.5207547471526848, -0.9987481814156375, -0.05002069690594889, 0.0,
    1.5195473622372713, -0.9986870592187669, -0.05122653364196443, 0.0, 1.5183676945467528, -0.9986259340518533,
    -0.052404616581591346, 0.0, 1.5172139115332652, -0.9985648058158695, -0.053556779084583055, 0.0, 1.516084374057755,
    -0.9985036744278527, -0.05468466104929877, 0.0, 1.5149776089556608, -0.9984425398177527, -0.05578973635244493, 0.0,
    1.513892286413596, -0.998381401925994, -0.05687333547706623, 0.0, 1.5128272011640371, -0.9983202607015702,
    -0.057936664321904016, 0.0, 1.5117812567386038, -0.99825911610054, -0.05898081995164672, 0.0, 1.5107534521928658,
    -0.9981979680848292, -0.06000680387521416, 0.0, 1.5097428708443488, -0.9981368166212679, -0.061015533310473415, 0.0,
    1.5087486706626165, -0.9980756616808123, -0.062007850796562035, 0.0, 1.5072918595783935, -0.9979842688813455,
    -0.06346179216951169, 0.0, 1.5053922853899275, -0.9978619180177418, -0.06535742168991569, 0.0, 1.5035460911270384,
    -0.9977395550169355, -0.06719955620841332, 0.0, 1.501748988333448, -0.9976171794330988, -0.06899248727179229, 0.0,
    1.4999972335087308, -0.9974947909063865, -0.07073996122860361, 0.0, 1.4982875357802201, -0.99737238914292,
    -0.07244527158720374, 0.0, 1.4966169837723822, -0.9972499739001155, -0.07411133217139619, 0.0, 1.494982987007166,
    -0.9971275449757605, -0.07574073574116263, 0.0, 1.4933832284534905, -0.9970051021997691, -0.07733580146108197, 0.0,
    1.4918156257369692, -0.9968826454278773, -0.07889861370592681, 0.0, 1.4902782991523413, -0.9967601745367676,
    -0.08043105406142954, 0.0, 1.488769545074495, -0.996637689420258, -0.08193482792469547, 0.0, 1.4872878136942458,
    -0.9965151899862933, -0.08341148677839128, 0.0, 1.485831690248763, -0.9963926761545495, -0.0848624469690508, 0.0,
    1.4843998790985604, -0.9962701478545088, -0.08628900563776955, 0.0, 1.4829911901404322, -0.9961476050239022,
    -0.08769235431406638, 0.0, 1.480926834233218, -0.9959644543495481, -0.08974856919309104, 0.0, 1.4782348182514675,
    -0.9957192412086122, -0.09242939298159149, 0.0, 1.4756181268884048, -0.9954739734107445, -0.09503456351151633, 0.0,
    1.4730706996422496, -0.9952286500306938, -0.09757014993369004, 0.0, 1.4705872463523624, -0.9949832703151255,
    -0.10004145037442173, 0.0, 1.4681631166702545, -0.9947378336425903, -0.1024531225490289, 0.0, 1.4657941966728452,
    -0.9944923394941798, -0.10480928721918258, 0.0, 1.4634768260199895, -0.9942467874316804, -0.10711361109486932, 0.0,
    1.4612077308747309, -0.9940011770810825, -0.10936937396466373, 0.0, 1.4589839690672932, -0.9937555081199719,
    -0.11157952357496564, 0.0, 1.4568028848765213, -0.993509780267779, -0.11374672088578802, 0.0, 1.454662071443581,
    -0.9932639932781558, -0.11587337768931885, 0.0, 1.4525593392996932, -0.9930181469329596, -0.1179616881102973, 0.0,
    1.4504926898342931, -0.9927722410374602, -0.12001365516248118, 0.0, 1.4484602927873553, -0.9925262754164914,
    -0.1220311132779958, 0.0, 1.446460467043978, -0.9922802499113348, -0.12401574753191225, 0.0, 1.4435292856115522,
    -0.9919124750295066, -0.12692376405086037, 0.0, 1.439706175259892, -0.9914199836821385, -0.1307150180955056, 0.0,
    1.4359891067900323, -0.9909272591108974, -0.13439928255375638, 0.0, 1.4323695210753307, -0.9904342991894592,
    -0.1379851404647788, 0.0, 1.428839947454818, -0.9899411021345338, -0.14148008448069457, 0.0, 1.4253938192572408,
    -0.989447666425801, -0.14489070158066383, 0.0, 1.4220253276901258, -0.9889539907472175, -0.14822281938066295, 0.0,
    1.4187293047669716, -0.9884600739433226, -0.15148162337379797, 0.0, 1.4155011285135402, -0.9879659149862527,
    -0.15467175186625515, 0.0, 1.4123366454790256, -0.9874715129505217, -0.15779737358780005, 0.0, 1.4092321068398346,
    -0.9869768669935151, -0.16086225169276147, 0.0, 1.4061841152899595, -0.9864819763402424, -0.16386979696042037, 0.0,
    1.4031895805720278, -0.9859868402713006, -0.1668231123430345, 0.0, 1.400245681990229, -0.9854914581132859,
    -0.16972503052216453, 0.0, 1.3973498366100985, -0.9849958292310925, -0.17257814576982897, 0.0, 1.394499672124857,
    -0.9844999530216788, -0.17538484113603522, 0.0, 1.3903205356619681, -0.9837584007478781, -0.1794976572492725, 0.0,
    1.3848676429968219, -0.9827649986209652, -0.18485929104465953, 0.0, 1.3795632685682726, -0.9817706146266332,
    -0.19006961949675963, 0.0, 1.3743953383993022, -0.9807752421868777, -0.1951407807539762, 0.0, 1.3693533151538484,
    -0.9797788753960653, -0.20008337094226888, 0.0, 1.3644279375835262, -0.9787815088606998, -0.2049067053865537, 0.0,
    1.3596110141748454, -0.9777831375819308, -0.2096190255211465, 0.0, 1.3548952578181104, -0.9767837568680581,
    -0.21422766469044677, 0.0, 1.350274151947961, -0.9757833622684525, -0.2187391824069795, 0.0, 1.3457418411276414,
    -0.9747819495230099, -0.22315947410791276, 0.0, 1.3412930408322825, -0.9737795145230289, -0.22749386166508778, 0.0,
    1.336922962467011, -0.9727760532806056, -0.2317471686209097, 0.0, 1.3326272505883794, -0.9717715619044482,
    -0.23592378318810728, 0.0, 1.3284019299858638, -0.9707660365805895, -0.24002771136186252, 0.0, 1.3242433607941373,
    -0.9697594735568698, -0.24406262197784961, 0.0, 1.3201482001949347, -0.9687518691303545, -0.24803188516084898, 0.0,
    1.3141387282311723, -0.9672438448614943, -0.2538490586501228, 0.0, 1.3062913114950336, -0.9652220237280109,
    -0.26143153006170317, 0.0, 1.2986493380638595, -0.9631960061377375, -0.2688000255958166, 0.0, 1.291195799715768,
    -0.9611657582240194, -0.27597171090103784, 0.0, 1.2839158538165059, -0.9591312472121581, -0.28296157092660124, 0.0,
    1.2767964557648894, -0.9570924410949405, -0.28978277933467306, 0.0, 1.2698260679339772, -0.9550493083935719,
    -0.2964469911079548, 0.0, 1.262994426502108, -0.9530018179785219, -0.30296457702119595, 0.0, 1.2562923526922012,
    -0.9509499389331199, -0.3093448135060544, 0.0, 1.2497115984989935, -0.9488936404481316, -0.315596037866593, 0.0,
    1.2432447195016145, -0.9468328917390993, -0.32172577627690174, 0.0, 1.2368849691667485, -0.9447676619806229,
    -0.3277408501784107, 0.0, 1.2306262103643284, -0.9426979202533929, -0.33364746537315054, 0.0, 1.2244628407892226,
    -0.9406236355009234, -0.3394512871341423, 0.0, 1.2183897297078503, -0.9385447764937331, -0.3451575039258577, 0.0,
    1.2124021639964309, -0.9364613117992937, -0.35077088177775817, 0.0, 1.2036000339391875, -0.9333375436430663,
    -0.359000041262292, 0.0, 1.1920852086447218, -0.9291419367485364, -0.3697232226614643, 0.0, 1.1808445605934312,
    -0.9249273967128261, -0.3801438028036686, 0.0, 1.1698540574990857, -0.9206936482181621, -0.39028605679774314, 0.0,
    1.1590927048764184, -0.9164404126647908, -0.40017117591699164, 0.0, 1.148542028576137, -0.9121674073335397,
    -0.4098177899974673, 0.0, 1.138185665067918, -0.9078743447110129, -0.41924238122540625, 0.0, 1.1280090332458983,
    -0.9035609319260006, -0.4284596157130999, 0.0, 1.1179990687569417, -0.8992268702623215, -0.4374826119952998, 0.0,
    1.1081440068730093, -0.8948718547240659, -0.446323160526888, 0.0, 1.0984332034782007, -0.8904955736362906,
    -0.45499190469081274, 0.0, 1.0888569862892126, -0.8860977082689624, -0.4634984912602119, 0.0, 1.0794065302835607,
    -0.881677932475186, -0.47185169639017016, 0.0, 1.0700737526788688, -0.8772359123369826, -0.48005953183568983, 0.0,
    1.0608512238286443, -0.8727713058134465, -0.48812933506263617, 0.0, 1.0517320911715735, -0.868283762387204,
    -0.4960678461407486, 0.0, 1.0382666441820962, -0.8615254722986332, -0.5077143493940436, 0.0, 1.0205710989687529,
    -0.8524067767289257, -0.5228792279165461, 0.0, 1.0031889086945467, -0.8431896780946332, -0.5376161890742028, 0.0,
    0.9860839536322251, -0.8338708787605963, -0.551959561521522, 0.0, 0.9692241929191283, -0.8244469017636531,
    -0.5659393131531978, 0.0, 0.9525809252771887, -0.8149140745614442, -0.5795817898119859, 0.0, 0.9361281994426051,
    -0.8052685115270212, -0.5929103004190901, 0.0, 0.9198423372461545, -0.7955060948741791, -0.6059455858557214, 0.0,
    0.9037015424131764, -0.7856224536973017, -0.6187061986489477, 0.0, 0.8876855751715077, -0.7756129407899982,
    -0.6312088133724771, 0.0, 0.8717754776964146, -0.7654726068719011, -0.6434684826226813, 0.0, 0.8559533389445799,
    -0.7551961718035083, -0.6554988498032059, 0.0, 0.8402020899663438, -0.7447779923042067, -0.6673123273095702, 0.0,
    0.8245053226234503, -0.7342120256066589, -0.6789202467555132, 0.0, 0.8088471259714449, -0.7234917883784527,
    -0.6903329864268026, 0.0, 0.793211935522322, -0.7126103101148654, -0.7015600800487406, 0.0, 0.7697629729483254,
    -0.6959650548244931, -0.7180756523258118, 0.0, 1.5707963267948966, -1.0, 0.0, 0.0, 0.007932803595643842,
    -0.007932720394846379, -0.9999685354785606, 0.0, 0.008169765070807205, -0.00816967418919874, -0.9999666276549645,
    0.0, 0.00840003988476578, -0.008399941099707157, -0.999964719872417, 0.0, 0.008624164475891039,
    -0.00862405757083973, -0.9999628121240384, 0.0, 0.008842607133055964, -0.008842491897091123, -0.9999609044042921,
    0.0, 0.009055779540372847, -0.009055655767778942, -0.9999589967086728, 0.0, 0.00926404592163045,
    -0.009263913411529899, -0.9999570890334764, 0.0, 0.009467730367867749, -0.009467588923894791, -0.9999551813756296,
    0.0, 0.009667122770909494, -0.009666972200919135, -0.9999532737325613, 0.0, 0.009862483674050052,
    -0.009862323789856993, -0.999951366102104, 0.0, 0.010054048272134578, -0.010053878889278008, -0.9999494584824173,
    0.0, 0.010242029736597267, -0.010241850674128028, -0.9999475508719289, 0.0, 0.01042662199972262,
    -0.010426433080009914, -0.9999456432692869, 0.0, 0.010608002101922453, -0.010607803150477638, -0.9999437356733232,
    0.0, 0.010786332183062448, -0.010786123028377895, -0.9999418280830223, 0.0, 0.010961761181685516,
    -0.010961541655086792, -0.9999399204974986, 0.0, 0.011218796184053165, -0.011218560849991246, -0.999937069966133,
    0.0, 0.011553921177002123, -0.011553664117269203, -0.9999332541952315, 0.0, 0.011879590118135634,
    -0.011879310702918477, -0.9999294384991491, 0.0, 0.01219656163722958, -0.012196259253956171, -0.999925622864126,
    0.0, 0.012505497986790796, -0.012505172038787014, -0.9999218072790894, 0.0, 0.012806981368698012,
    -0.012806631274010083, -0.999917991735028, 0.0, 0.013101526866318991, -0.01310115205667444, -0.9999141762245337,
    0.0, 0.013389592807205798, -0.013389192727091105, -0.9999103607414601, 0.0, 0.013671589154331282,
    -0.013671163260168689, -0.9999065452806646, 0.0, 0.013947884365949207, -0.013947432125358372, -0.999902729837812,
    0.0, 0.014218811052526514, -0.014218331943659254, -0.9998989144092216, 0.0, 0.01448467067902562, -0.014484164189964,
    -0.9998950989917483, 0.0, 0.014745737502416706, -0.014745203130626341, -0.9998912835826886, 0.0,
    0.015002261891204375, -0.015001699143036106, -0.9998874681797056, 0.0, 0.01525447314156727, -0.015253881531801418,
    -0.9998836527807692, 0.0, 0.015502581880403881, -0.015501960931832176, -0.9998798373841068, 0.0,
    0.015866106796731345, -0.015865441133754172, -0.9998741359679384, 0.0, 0.0163400758309197, -0.016339348712486088,
    -0.9998665039312257, 0.0, 0.016800672880156946, -0.016799882524350773, -0.99985887201503, 0.0, 0.017248970784522158,
    -0.017248115458177723, -0.9998512401918305, 0.0, 0.01768590608796507, -0.017684984102868, -0.9998436084394805, 0.0,
    0.0181123021274261, -0.01811131183698314, -0.9998359767399568, 0.0, 0.018528887321414018, -0.018527827117714477,
    -0.999828345078442, 0.0, 0.018936309824903592, -0.01893517813611088, -0.999820713442642, 0.0, 0.01933514939619467,
    -0.019333944684218268, -0.9998130818222712, 0.0, 0.019725927098098544, -0.019724647856505923, -0.9998054502086577,
    0.0, 0.020109113297944202, -0.020107758050079454, -0.9997978185944394, 0.0, 0.0204851343175196,
    -0.02048370161480123, -0.9997901869733248, 0.0, 0.02085437800147641, -0.020852866421851263, -0.9997825553399061,
    0.0, 0.021217198411780866, -0.021215606558314882, -0.9997749236895086, 0.0, 0.021573919810276083,
    -0.02157224630986547, -0.9997672920180708, 0.0, 0.02192484005704854, -0.02192308355923748, -0.999759660322047, 0.0,
    0.022439005666160607, -0.022437122673441518, -0.9997482560755667, 0.0, 0.02310938602863314, -0.023107329179799234,
    -0.999732990021924, 0.0, 0.023760858073218878, -0.023758622325220514, -0.9997177240927598, 0.0,
    0.024394938955848763, -0.024392519403437733, -0.999702458233025, 0.0, 0.02501295308602442, -0.025010344951010764,
    -0.999687192398418, 0.0, 0.025616064779094536, -0.02561326340092936, -0.999671926552884, 0.0, 0.02620530411965011,
    -0.026202304947116055, -0.9996566606667803, 0.0, 0.026781587686208537, -0.026778386270043756, -0.9996413947155112,
    0.0, 0.02734573533308695, -0.027342327319402115, -0.9996261286784969, 0.0, 0.027898483909609702,
    -0.027894865033983612, -0.9996108625383859, 0.0, 0.02844049857353148, -0.028436664655691234, -0.9995955962804457,
    0.0, 0.02897238219521954, -0.028968329134227346, -0.9995803298920858, 0.0, 0.029494683232345147,
    -0.029490407002226715, -0.9995650633624822, 0.0, 0.03000790236864521, -0.030003399014405026, -0.9995497966822775,
    0.0, 0.030512498145944766, -0.03050776377992195, -0.9995345298433409, 0.0, 0.031008891770021675,
    -0.031003922568547053, -0.9995192628385726, 0.0, 0.03173621213855725, -0.03173088502260085, -0.9994964486858783,
    0.0, 0.032684519147190685, -0.032678700100360086, -0.9994659086530919, 0.0, 0.0336060929097091,
    -0.033599767650947986, -0.9994353684024807, 0.0, 0.03450307881364239, -0.03449623345116996, -0.9994048278238816,
    0.0, 0.03537734967718488, -0.035369970678122316, -0.999374286828628, 0.0, 0.036230551924592284,
    -0.03622262608833874, -0.9993437453445458, 0.0, 0.037064142160964667, -0.03705565659570533, -0.9993132033122855,
    0.0, 0.03787941648004437, -0.03787035858189811, -0.9992826606825911, 0.0, 0.03867753419623877, -0.03866789163064815,
    -0.9992521174142391, 0.0, 0.03945953724554325, -0.03944929793058328, -0.9992215734724627, 0.0, 0.040226366184305716,
    -0.04021551827564547, -0.9991910288277318, 0.0, 0.04097887348802806, -0.040967405365324824, -0.9991604834548018,
    0.0, 0.04171783468723393, -0.04170573494177583, -0.99912993733196, 0.0, 0.042443957755545686, -0.042431215178988214,
    -0.9990993904404278, 0.0, 0.043157891074083264, -0.04314449464814877, -0.9990688427638788, 0.0, 0.04386023022755563,
    -0.043846169114584346, -0.9990382942880495, 0.0, 0.04488932734975003, -0.044874253149289355, -0.9989926433184048,
    0.0, 0.0462311326127786, -0.04621466593686147, -0.998931531513719, 0.0, 0.04753515166269288, -0.047517252021115876,
    -0.9988704174017577, 0.0, 0.048804417986273614, -0.04878504598710368, -0.9988093007616801, 0.0, 0.05004157964221182,
    -0.05002069690594889, -0.9987481814156375, 0.0, 0.051248964557625315, -0.05122653364196443, -0.9986870592187669,
    0.0, 0.052428632248143744, -0.052404616581591346, -0.9986259340518533, 0.0, 0.05358241526163131,
    -0.053556779084583055, -0.9985648058158695, 0.0, 0.05471195273714166, -0.05468466104929877, -0.9985036744278527,
    0.0, 0.055818717839235706, -0.05578973635244493, -0.9984425398177527, 0.0, 0.056904040381300675,
    -0.05687333547706623, -0.998381401925994, 0.0, 0.05796912563085958, -0.057936664321904016, -0.9983202607015702, 0.0,
    0.05901507005629278, -0.05898081995164672, -0.99825911610054, 0.0, 0.060042874602030685, -0.06000680387521416,
    -0.9981979680848292, 0.0, 0.061053455950547945, -0.061015533310473415, -0.9981368166212679, 0.0,
    0.06204765613228006, -0.062007850796562035, -0.9980756616808123, 0.0, 0.06350446721650306, -0.06346179216951169,
    -0.9979842688813455, 0.0, 0.06540404140496917, -0.06535742168991569, -0.9978619180177418, 0.0, 0.06725023566785832,
    -0.06719955620841332, -0.9977395550169355, 0.0, 0.06904733846144859, -0.06899248727179229, -0.9976171794330988, 0.0,
    0.07079909328616571, -0.07073996122860361, -0.9974947909063865, 0.0, 0.07250879101467649, -0.07244527158720374,
    -0.99737238914292, 0.0, 0.07417934302251447, -0.07411133217139619, -0.9972499739001155, 0.0, 0.07581333978773068,
    -0.07574073574116263, -0.9971275449757605, 0.0, 0.0774130983414062, -0.07733580146108197, -0.9970051021997691, 0.0,
    0.07898070105792743, -0.07889861370592681, -0.9968826454278773, 0.0, 0.08051802764255526, -0.08043105406142954,
    -0.9967601745367676, 0.0, 0.08202678172040162, -0.08193482792469547, -0.996637689420258, 0.0, 0.08350851310065076,
    -0.08341148677839128, -0.9965151899862933, 0.0, 0.08496463654613368, -0.0848624469690508, -0.9963926761545495, 0.0,
    0.08639644769633616, -0.08628900563776955, -0.9962701478545088, 0.0, 0.08780513665446435, -0.08769235431406638,
    -0.9961476050239022, 0.0, 0.08986949256167855, -0.08974856919309104, -0.9959644543495481, 0.0, 0.09256150854342905,
    -0.09242939298159149, -0.9957192412086122, 0.0, 0.09517819990649178, -0.09503456351151633, -0.9954739734107445, 0.0,
    0.09772562715264703, -0.09757014993369004, -0.9952286500306938, 0.0, 0.10020908044253429, -0.10004145037442173,
    -0.9949832703151255, 0.0, 0.10263321012464223, -0.1024531225490289, -0.9947378336425903, 0.0, 0.1050021301220514,
    -0.10480928721918258, -0.9944923394941798, 0.0, 0.10731950077490719, -0.10711361109486932, -0.9942467874316804, 0.0,
    0.10958859592016572, -0.10936937396466373, -0.9940011770810825, 0.0, 0.11181235772760344, -0.11157952357496564,
    -0.9937555081199719, 0.0, 0.11399344191837521, -0.11374672088578802, -0.993509780267779, 0.0, 0.11613425535131572,
    -0.11587337768931885, -0.9932639932781558, 0.0, 0.1182369874952035, -0.1179616881102973, -0.9930181469329596, 0.0,
    0.12030363696060346, -0.12001365516248118, -0.9927722410374602, 0.0, 0.12233603400754127, -0.1220311132779958,
    -0.9925262754164914, 0.0, 0.12433585975091857, -0.12401574753191225, -0.9922802499113348, 0.0, 0.1272670411833444,
    -0.12692376405086037, -0.9919124750295066, 0.0, 0.1310901515350046, -0.1307150180955056, -0.9914199836821385, 0.0,
    0.1348072200048644, -0.13439928255375638, -0.9909272591108974, 0.0, 0.138426805719566, -0.1379851404647788,
    -0.9904342991894592, 0.0, 0.14195637934007868, -0.14148008448069457, -0.9899411021345338, 0.0, 0.14540250753765568,
    -0.14489070158066383, -0.989447666425801, 0.0, 0.1487709991047708, -0.14822281938066295, -0.9889539907472175, 0.0,
    0.15206702202792508, -0.15148162337379797, -0.9884600739433226, 0.0, 0.15529519828135643, -0.15467175186625515,
    -0.9879659149862527, 0.0, 0.1584596813158709, -0.15779737358780005, -0.9874715129505217, 0.0, 0.16156421995506193,
    -0.16086225169276147, -0.9869768669935151, 0.0, 0.1646122115049372, -0.16386979696042037, -0.9864819763402424, 0.0,
    0.16760674622286872, -0.1668231123430345, -0.9859868402713006, 0.0, 0.1705506448046676, -0.16972503052216453,
    -0.9854914581132859, 0.0, 0.17344649018479807, -0.17257814576982897, -0.9849958292310925, 0.0, 0.17629665467003947,
    -0.17538484113603522, -0.9844999530216788, 0.0, 0.18047579113292855, -0.1794976572492725, -0.9837584007478781, 0.0,
    0.18592868379807473, -0.18485929104465953, -0.9827649986209652, 0.0, 0.19123305822662393, -0.19006961949675963,
    -0.9817706146266332, 0.0, 0.1964009883955945, -0.1951407807539762, -0.9807752421868777, 0.0, 0.2014430116410482,
    -0.20008337094226888, -0.9797788753960653, 0.0, 0.20636838921137043, -0.2049067053865537, -0.9787815088606998, 0.0,
    0.21118531262005116, -0.2096190255211465, -0.9777831375819308, 0.0, 0.21590106897678615, -0.21422766469044677,
    -0.9767837568680581, 0.0, 0.2205221748469355, -0.2187391824069795, -0.9757833622684525, 0.0, 0.22505448566725528,
    -0.22315947410791276, -0.9747819495230099, 0.0, 0.22950328596261405, -0.22749386166508778, -0.9737795145230289, 0.0,
    0.23387336432788566, -0.2317471686209097, -0.9727760532806056, 0.0, 0.2381690762065173, -0.23592378318810728,
    -0.9717715619044482, 0.0, 0.2423943968090329, -0.24002771136186252, -0.9707660365805895, 0.0, 0.2465529660007593,
    -0.24406262197784961, -0.9697594735568698, 0.0, 0.2506481265999618, -0.24803188516084898, -0.9687518691303545, 0.0,
    0.2566575985637244, -0.2538490586501228, -0.9672438448614943, 0.0, 0.26450501529986287, -0.26143153006170317,
    -0.9652220237280109, 0.0, 0.272146988731037, -0.2688000255958166, -0.9631960061377375, 0.0, 0.2796005270791287,
    -0.27597171090103784, -0.9611657582240194, 0.0, 0.2868804729783908, -0.28296157092660124, -0.9591312472121581, 0.0,
    0.29399987103000724, -0.28978277933467306, -0.9570924410949405, 0.0, 0.30097025886091944, -0.2964469911079548,
    -0.9550493083935719, 0.0, 0.3078019002927886, -0.30296457702119595, -0.9530018179785219, 0.0, 0.31450397410269554,
    -0.3093448135060544, -0.9509499389331199, 0.0, 0.321084728295903, -0.315596037866593, -0.9488936404481316, 0.0,
    0.32755160729328203, -0.32172577627690174, -0.9468328917390993, 0.0, 0.33391135762814816, -0.3277408501784107,
    -0.9447676619806229, 0.0, 0.3401701164305682, -0.33364746537315054, -0.9426979202533929, 0.0, 0.34633348600567393,
    -0.3394512871341423, -0.9406236355009234, 0.0, 0.3524065970870463, -0.3451575039258577, -0.9385447764937331, 0.0,
    0.35839416279846564, -0.35077088177775817, -0.9364613117992937, 0.0, 0.36719629285570915, -0.359000041262292,
    -0.9333375436430663, 0.0, 0.3787111181501748, -0.3697232226614643, -0.9291419367485364, 0.0, 0.3899517662014653,
    -0.3801438028036686, -0.9249273967128261, 0.0, 0.40094226929581095, -0.39028605679774314, -0.9206936482181621, 0.0,
    0.41170362191847837, -0.40017117591699164, -0.9164404126647908, 0.0, 0.42225429821875954, -0.4098177899974673,
    -0.9121674073335397, 0.0, 0.4326106617269785, -0.41924238122540625, -0.9078743447110129, 0.0, 0.4427872935489984,
    -0.4284596157130999, -0.9035609319260006, 0.0, 0.45279725803795484, -0.4374826119952998, -0.8992268702623215, 0.0,
    0.4626523199218872, -0.446323160526888, -0.8948718547240659, 0.0, 0.472363123316696, -0.45499190469081274,
    -0.8904955736362906, 0.0, 0.481939340505684, -0.4634984912602119, -0.8860977082689624, 0.0, 0.49138979651133585,
    -0.47185169639017016, -0.881677932475186, 0.0, 0.5007225741160279, -0.48005953183568983, -0.8772359123369826, 0.0,
    0.5099451029662523, -0.48812933506263617, -0.8727713058134465, 0.0, 0.519064235623323, -0.4960678461407486,
    -0.868283762387204, 0.0, 0.5325296826128003, -0.5077143493940436, -0.8615254722986332, 0.0, 0.5502252278261437,
    -0.5228792279165461, -0.8524067767289257, 0.0, 0.5676074181003499, -0.5376161890742028, -0.8431896780946332, 0.0,
    0.5847123731626716, -0.551959561521522, -0.8338708787605963, 0.0, 0.6015721338757682, -0.5659393131531978,
    -0.8244469017636531, 0.0, 0.6182154015177078, -0.5795817898119859, -0.8149140745614442, 0.0, 0.6346681273522916,
    -0.5929103004190901, -0.8052685115270212, 0.0, 0.6509539895487421, -0.6059455858557214, -0.7955060948741791, 0.0,
    0.6670947843817203, -0.6187061986489477, -0.7856224536973017, 0.0, 0.683110751623389, -0.6312088133724771,
    -0.7756129407899982, 0.0, 0.699020849098482, -0.6434684826226813, -0.7654726068719011, 0.0, 0.7148429878503166,
    -0.6554988498032059, -0.7551961718035083, 0.0, 0.7305942368285528, -0.6673123273095702, -0.7447779923042067, 0.0,
    0.7462910041714463, -0.6789202467555132, -0.7342120256066589, 0.0, 0.7619492008234516, -0.6903329864268026,
    -0.7234917883784527, 0.0, 0.7775843912725745, -0.7015600800487406, -0.7126103101148654, 0.0, 0.8010333538465712,
    -0.7180756523258118, -0.6959650548244931, 0.0, 0.0, 0.0, -1.0, 0.0, 1.5787291303905404, 0.9999685354785606,
    0.007932720394846379, 0.0, 1.5789660918657038, 0.9999666276549645, 0.00816967418919874, 0.0, 1.5791963666796625,
    0.999964719872417, 0.008399941099707157, 0.0, 1.5794204912707877, 0.9999628121240384, 0.00862405757083973, 0.0,
    1.5796389339279526, 0.9999609044042921, 0.008842491897091123, 0.0, 1.5798521063352695, 0.9999589967086728,
    0.009055655767778942, 0.0, 1.580060372716527, 0.9999570890334764, 0.009263913411529899, 0.0, 1.5802640571627644,
    0.9999551813756296, 0.009467588923894791, 0.0, 1.580463449565806, 0.9999532737325613, 0.009666972200919135, 0.0,
    1.5806588104689467, 0.999951366102104, 0.009862323789856993, 0.0, 1.5808503750670313, 0.9999494584824173,
    0.010053878889278008, 0.0, 1.5810383565314938, 0.9999475508719289, 0.010241850674128028, 0.0, 1.5812229487946192,
    0.9999456432692869, 0.010426433080009914, 0.0, 1.5814043288968191, 0.9999437356733232, 0.010607803150477638, 0.0,
    1.5815826589779591, 0.9999418280830223, 0.010786123028377895, 0.0, 1.5817580879765822, 0.9999399204974986,
    0.010961541655086792, 0.0, 1.5820151229789499, 0.999937069966133, 0.011218560849991246, 0.0, 1.5823502479718987,
    0.9999332541952315, 0.011553664117269203, 0.0, 1.5826759169130322, 0.9999294384991491, 0.011879310702918477, 0.0,
    1.5829928884321263, 0.999925622864126, 0.012196259253956171, 0.0, 1.5833018247816875, 0.9999218072790894,
    0.012505172038787014, 0.0, 1.5836033081635947, 0.999917991735028, 0.012806631274010083, 0.0, 1.5838978536612156,
    0.9999141762245337, 0.01310115205667444, 0.0, 1.5841859196021024, 0.9999103607414601, 0.013389192727091105, 0.0,
    1.5844679159492279, 0.9999065452806646, 0.013671163260168689, 0.0, 1.5847442111608459, 0.999902729837812,
    0.013947432125358372, 0.0, 1.585015137847423, 0.9998989144092216, 0.014218331943659254, 0.0, 1.5852809974739221,
    0.9998950989917483, 0.014484164189964, 0.0, 1.5855420642973133, 0.9998912835826886, 0.014745203130626341, 0.0,
    1.585798588686101, 0.9998874681797056, 0.015001699143036106, 0.0, 1.586050799936464, 0.9998836527807692,
    0.015253881531801418, 0.0, 1.5862989086753005, 0.9998798373841068, 0.015501960931832176, 0.0, 1.586662433591628,
    0.9998741359679384, 0.015865441133754172, 0.0, 1.5871364026258163, 0.9998665039312257, 0.016339348712486088, 0.0,
    1.5875969996750536, 0.99985887201503, 0.016799882524350773, 0.0, 1.5880452975794188, 0.9998512401918305,
    0.017248115458177723, 0.0, 1.5884822328828616, 0.9998436084394805, 0.017684984102868, 0.0, 1.5889086289223227,
    0.9998359767399568, 0.01811131183698314, 0.0, 1.5893252141163106, 0.999828345078442, 0.018527827117714477, 0.0,
    1.5897326366198001, 0.999820713442642, 0.01893517813611088, 0.0, 1.5901314761910912, 0.9998130818222712,
    0.019333944684218268, 0.0, 1.590522253892995, 0.9998054502086577, 0.019724647856505923, 0.0, 1.5909054400928409,
    0.9997978185944394, 0.020107758050079454, 0.0, 1.5912814611124162, 0.9997901869733248, 0.02048370161480123, 0.0,
    1.591650704796373, 0.9997825553399061, 0.020852866421851263, 0.0, 1.5920135252066774, 0.9997749236895086,
    0.021215606558314882, 0.0, 1.5923702466051728, 0.9997672920180708, 0.02157224630986547, 0.0, 1.5927211668519452,
    0.999759660322047, 0.02192308355923748, 0.0, 1.5932353324610573, 0.9997482560755667, 0.022437122673441518, 0.0,
    1.5939057128235297, 0.999732990021924, 0.023107329179799234, 0.0, 1.5945571848681155, 0.9997177240927598,
    0.023758622325220514, 0.0, 1.5951912657507454, 0.999702458233025, 0.024392519403437733, 0.0, 1.5958092798809211,
    0.999687192398418, 0.025010344951010764, 0.0, 1.5964123915739912, 0.999671926552884, 0.02561326340092936, 0.0,
    1.5970016309145467, 0.9996566606667803, 0.026202304947116055, 0.0, 1.597577914481105, 0.9996413947155112,
    0.026778386270043756, 0.0, 1.5981420621279836, 0.9996261286784969, 0.027342327319402115, 0.0, 1.5986948107045063,
    0.9996108625383859, 0.027894865033983612, 0.0, 1.5992368253684281, 0.9995955962804457, 0.028436664655691234, 0.0,
    1.5997687089901163, 0.9995803298920858, 0.028968329134227346, 0.0, 1.6002910100272418, 0.9995650633624822,
    0.029490407002226715, 0.0, 1.6008042291635418, 0.9995497966822775, 0.030003399014405026, 0.0, 1.6013088249408414,
    0.9995345298433409, 0.03050776377992195, 0.0, 1.6018052185649183, 0.9995192628385726, 0.031003922568547053, 0.0,
    1.602532538933454, 0.9994964486858783, 0.03173088502260085, 0.0, 1.6034808459420873, 0.9994659086530919,
    0.032678700100360086, 0.0, 1.6044024197046056, 0.9994353684024807, 0.033599767650947986, 0.0, 1.605299405608539,
    0.9994048278238816, 0.03449623345116996, 0.0, 1.6061736764720815, 0.999374286828628, 0.035369970678122316, 0.0,
    1.6070268787194888, 0.9993437453445458, 0.03622262608833874, 0.0, 1.6078604689558613, 0.9993132033122855,
    0.03705565659570533, 0.0, 1.608675743274941, 0.9992826606825911, 0.03787035858189811, 0.0, 1.6094738609911354,
    0.9992521174142391, 0.03866789163064815, 0.0, 1.6102558640404399, 0.9992215734724627, 0.03944929793058328, 0.0,
    1.6110226929792024, 0.9991910288277318, 0.04021551827564547, 0.0, 1.6117752002829246, 0.9991604834548018,
    0.040967405365324824, 0.0, 1.6125141614821306, 0.99912993733196, 0.04170573494177583, 0.0, 1.6132402845504423,
    0.9990993904404278, 0.042431215178988214, 0.0, 1.6139542178689799, 0.9990688427638788, 0.04314449464814877, 0.0,
    1.6146565570224523, 0.9990382942880495, 0.043846169114584346, 0.0, 1.6156856541446467, 0.9989926433184048,
    0.044874253149289355, 0.0, 1.6170274594076752, 0.998931531513719, 0.04621466593686147, 0.0, 1.6183314784575895,
    0.9988704174017577, 0.047517252021115876, 0.0, 1.6196007447811702, 0.9988093007616801, 0.04878504598710368, 0.0,
    1.6208379064371083, 0.9987481814156375, 0.05002069690594889, 0.0, 1.6220452913525218, 0.9986870592187669,
    0.05122653364196443, 0.0, 1.6232249590430403, 0.9986259340518533, 0.052404616581591346, 0.0, 1.6243787420565279,
    0.9985648058158695, 0.053556779084583055, 0.0, 1.6255082795320384, 0.9985036744278527, 0.05468466104929877, 0.0,
    1.6266150446341323, 0.9984425398177527, 0.05578973635244493, 0.0, 1.6277003671761974, 0.998381401925994,
    0.05687333547706623, 0.0, 1.6287654524257562, 0.9983202607015702, 0.057936664321904016, 0.0, 1.6298113968511894,
    0.99825911610054, 0.05898081995164672, 0.0, 1.6308392013969273, 0.9981979680848292, 0.06000680387521416, 0.0,
    1.6318497827454446, 0.9981368166212679, 0.061015533310473415, 0.0, 1.6328439829271766, 0.9980756616808123,
    0.062007850796562035, 0.0, 1.6343007940113996, 0.9979842688813455, 0.06346179216951169, 0.0, 1.6362003681998658,
    0.9978619180177418, 0.06535742168991569, 0.0, 1.638046562462755, 0.9977395550169355, 0.06719955620841332, 0.0,
    1.6398436652563453, 0.9976171794330988, 0.06899248727179229, 0.0, 1.6415954200810623, 0.9974947909063865,
    0.07073996122860361, 0.0, 1.643305117809573, 0.99737238914292, 0.07244527158720374, 0.0, 1.6449756698174112,
    0.9972499739001155, 0.07411133217139619, 0.0, 1.6466096665826273, 0.9971275449757605, 0.07574073574116263, 0.0,
    1.6482094251363029, 0.9970051021997691, 0.07733580146108197, 0.0, 1.649777027852824, 0.9968826454278773,
    0.07889861370592681, 0.0, 1.6513143544374518, 0.9967601745367676, 0.08043105406142954, 0.0, 1.6528231085152982,
    0.996637689420258, 0.08193482792469547, 0.0, 1.6543048398955473, 0.9965151899862933, 0.08341148677839128, 0.0,
    1.6557609633410304, 0.9963926761545495, 0.0848624469690508, 0.0, 1.6571927744912327, 0.9962701478545088,
    0.08628900563776955, 0.0, 1.6586014634493609, 0.9961476050239022, 0.08769235431406638, 0.0, 1.660665819356575,
    0.9959644543495481, 0.08974856919309104, 0.0, 1.6633578353383256, 0.9957192412086122, 0.09242939298159149, 0.0,
    1.6659745267013883, 0.9954739734107445, 0.09503456351151633, 0.0, 1.6685219539475435, 0.9952286500306938,
    0.09757014993369004, 0.0, 1.671005407237431, 0.9949832703151255, 0.10004145037442173, 0.0, 1.6734295369195389,
    0.9947378336425903, 0.1024531225490289, 0.0, 1.675798456916948, 0.9944923394941798, 0.10480928721918258, 0.0,
    1.6781158275698038, 0.9942467874316804, 0.10711361109486932, 0.0, 1.6803849227150622, 0.9940011770810825,
    0.10936937396466373, 0.0, 1.6826086845225001, 0.9937555081199719, 0.11157952357496564, 0.0, 1.6847897687132718,
    0.993509780267779, 0.11374672088578802, 0.0, 1.6869305821462124, 0.9932639932781558, 0.11587337768931885, 0.0,
    1.6890333142901002, 0.9930181469329596, 0.1179616881102973, 0.0, 1.6910999637555, 0.9927722410374602,
    0.12001365516248118, 0.0, 1.6931323608024378, 0.9925262754164914, 0.1220311132779958, 0.0, 1.695132186545815,
    0.9922802499113348, 0.12401574753191225, 0.0, 1.698063367978241, 0.9919124750295066, 0.12692376405086037, 0.0,
    1.7018864783299013, 0.9914199836821385, 0.1307150180955056, 0.0, 1.705603546799761, 0.9909272591108974,
    0.13439928255375638, 0.0, 1.7092231325144627, 0.9904342991894592, 0.1379851404647788, 0.0, 1.7127527061349752,
    0.9899411021345338, 0.14148008448069457, 0.0, 1.7161988343325523, 0.989447666425801, 0.14489070158066383, 0.0,
    1.7195673258996673, 0.9889539907472175, 0.14822281938066295, 0.0, 1.7228633488228218, 0.9884600739433226,
    0.15148162337379797, 0.0, 1.726091525076253, 0.9879659149862527, 0.15467175186625515, 0.0, 1.7292560081107675,
    0.9874715129505217, 0.15779737358780005, 0.0, 1.7323605467499585, 0.9869768669935151, 0.16086225169276147, 0.0,
    1.7354085382998339, 0.9864819763402424, 0.16386979696042037, 0.0, 1.7384030730177653, 0.9859868402713006,
    0.1668231123430345, 0.0, 1.7413469715995642, 0.9854914581132859, 0.16972503052216453, 0.0, 1.7442428169796946,
    0.9849958292310925, 0.17257814576982897, 0.0, 1.747092981464936, 0.9844999530216788, 0.17538484113603522, 0.0,
    1.7512721179278252, 0.9837584007478781, 0.1794976572492725, 0.0, 1.7567250105929713, 0.9827649986209652,
    0.18485929104465953, 0.0, 1.7620293850215205, 0.9817706146266332, 0.19006961949675963, 0.0, 1.7671973151904912,
    0.9807752421868777, 0.1951407807539762, 0.0, 1.7722393384359447, 0.9797788753960653, 0.20008337094226888, 0.0,
    1.7771647160062671, 0.9787815088606998, 0.2049067053865537, 0.0, 1.7819816394149477, 0.9777831375819308,
    0.2096190255211465, 0.0, 1.7866973957716827, 0.9767837568680581, 0.21422766469044677, 0.0, 1.791318501641832,
    0.9757833622684525, 0.2187391824069795, 0.0, 1.795850812462152, 0.9747819495230099, 0.22315947410791276, 0.0,
    1.8002996127575106, 0.9737795145230289, 0.22749386166508778, 0.0, 1.8046696911227822, 0.9727760532806056,
    0.2317471686209097, 0.0, 1.808965403001414, 0.9717715619044482, 0.23592378318810728, 0.0, 1.8131907236039295,
    0.9707660365805895, 0.24002771136186252, 0.0, 1.8173492927956558, 0.9697594735568698, 0.24406262197784961, 0.0,
    1.8214444533948584, 0.9687518691303545, 0.24803188516084898, 0.0, 1.827453925358621, 0.9672438448614943,
    0.2538490586501228, 0.0, 1.8353013420947595, 0.9652220237280109, 0.26143153006170317, 0.0, 1.8429433155259336,
    0.9631960061377375, 0.2688000255958166, 0.0, 1.8503968538740254, 0.9611657582240194, 0.27597171090103784, 0.0,
    1.8576767997732875, 0.9591312472121581, 0.28296157092660124, 0.0, 1.864796197824904, 0.9570924410949405,
    0.28978277933467306, 0.0, 1.871766585655816, 0.9550493083935719, 0.2964469911079548, 0.0, 1.8785982270876853,
    0.9530018179785219, 0.30296457702119595, 0.0, 1.8853003008975922, 0.9509499389331199, 0.3093448135060544, 0.0,
    1.8918810550907996, 0.9488936404481316, 0.315596037866593, 0.0, 1.8983479340881786, 0.9468328917390993,
    0.32172577627690174, 0.0, 1.9047076844230448, 0.9447676619806229, 0.3277408501784107, 0.0, 1.9109664432254647,
    0.9426979202533929, 0.33364746537315054, 0.0, 1.9171298128005705, 0.9406236355009234, 0.3394512871341423, 0.0,
    1.9232029238819428, 0.9385447764937331, 0.3451575039258577, 0.0, 1.9291904895933623, 0.9364613117992937,
    0.35077088177775817, 0.0, 1.9379926196506057, 0.9333375436430663, 0.359000041262292, 0.0, 1.9495074449450713,
    0.9291419367485364, 0.3697232226614643, 0.0, 1.9607480929963619, 0.9249273967128261, 0.3801438028036686, 0.0,
    1.9717385960907075, 0.9206936482181621, 0.39028605679774314, 0.0, 1.982499948713375, 0.9164404126647908,
    0.40017117591699164, 0.0, 1.9930506250136562, 0.9121674073335397, 0.4098177899974673, 0.0, 2.003406988521875,
    0.9078743447110129, 0.41924238122540625, 0.0, 2.013583620343895, 0.9035609319260006, 0.4284596157130999, 0.0,
    2.0235935848328515, 0.8992268702623215, 0.4374826119952998, 0.0, 2.033448646716784, 0.8948718547240659,
    0.446323160526888, 0.0, 2.0431594501115926, 0.8904955736362906, 0.45499190469081274, 0.0, 2.0527356673005808,
    0.8860977082689624, 0.4634984912602119, 0.0, 2.0621861233062324, 0.881677932475186, 0.47185169639017016, 0.0,
    2.0715189009109247, 0.8772359123369826, 0.48005953183568983, 0.0, 2.080741429761149, 0.8727713058134465,
    0.48812933506263617, 0.0, 2.08986056241822, 0.868283762387204, 0.4960678461407486, 0.0, 2.103326009407697,
    0.8615254722986332, 0.5077143493940436, 0.0, 2.1210215546210405, 0.8524067767289257, 0.5228792279165461, 0.0,
    2.1384037448952466, 0.8431896780946332, 0.5376161890742028, 0.0, 2.155508699957568, 0.8338708787605963,
    0.551959561521522, 0.0, 2.172368460670665, 0.8244469017636531, 0.5659393131531978, 0.0, 2.1890117283126043,
    0.8149140745614442, 0.5795817898119859, 0.0, 2.2054644541471884, 0.8052685115270212, 0.5929103004190901, 0.0,
    2.2217503163436385, 0.7955060948741791, 0.6059455858557214, 0.0, 2.237891111176617, 0.7856224536973017,
    0.6187061986489477, 0.0, 2.2539070784182855, 0.7756129407899982, 0.6312088133724771, 0.0, 2.2698171758933787,
    0.7654726068719011, 0.6434684826226813, 0.0, 2.285639314645213, 0.7551961718035083, 0.6554988498032059, 0.0,
    2.3013905636234493, 0.7447779923042067, 0.6673123273095702, 0.0, 2.317087330966343, 0.7342120256066589,
    0.6789202467555132, 0.0, 2.332745527618348, 0.7234917883784527, 0.6903329864268026, 0.0, 2.348380718067471,
    0.7126103101148654, 0.7015600800487406, 0.0, 2.3718296806414676, 0.6959650548244931, 0.7180756523258118, 0.0,
    1.5707963267948966, 1.0, 0.0, 0.0, 3.1336598499941495, 0.007932720394846379, 0.9999685354785606, 0.0,
    3.133422888518986, 0.00816967418919874, 0.9999666276549645, 0.0, 3.1331926137050274, 0.008399941099707157,
    0.999964719872417, 0.0, 3.1329684891139022, 0.00862405757083973, 0.9999628121240384, 0.0, 3.1327500464567373,
    0.008842491897091123, 0.9999609044042921, 0.0, 3.1325368740494204, 0.009055655767778942, 0.9999589967086728, 0.0,
    3.1323286076681627, 0.009263913411529899, 0.9999570890334764, 0.0, 3.1321249232219257, 0.009467588923894791,
    0.9999551813756296, 0.0, 3.131925530818884, 0.009666972200919135, 0.9999532737325613, 0.0, 3.1317301699157434,
    0.009862323789856993, 0.999951366102104, 0.0, 3.1315386053176586, 0.010053878889278008, 0.9999494584824173, 0.0,
    3.131350623853196, 0.010241850674128028, 0.9999475508719289, 0.0, 3.1311660315900705, 0.010426433080009914,
    0.9999456432692869, 0.0, 3.130984651487871, 0.010607803150477638, 0.9999437356733232, 0.0, 3.1308063214067308,
    0.010786123028377895, 0.9999418280830223, 0.0, 3.130630892408108, 0.010961541655086792, 0.9999399204974986, 0.0,
    3.1303738574057403, 0.011218560849991246, 0.999937069966133, 0.0, 3.130038732412791, 0.011553664117269203,
    0.9999332541952315, 0.0, 3.1297130634716575, 0.011879310702918477, 0.9999294384991491, 0.0, 3.1293960919525636,
    0.012196259253956171, 0.999925622864126, 0.0, 3.1290871556030027, 0.012505172038787014, 0.9999218072790894, 0.0,
    3.1287856722210954, 0.012806631274010083, 0.999917991735028, 0.0, 3.1284911267234743, 0.01310115205667444,
    0.9999141762245337, 0.0, 3.1282030607825875, 0.013389192727091105, 0.9999103607414601, 0.0, 3.127921064435462,
    0.013671163260168689, 0.9999065452806646, 0.0, 3.127644769223844, 0.013947432125358372, 0.999902729837812, 0.0,
    3.1273738425372666, 0.014218331943659254, 0.9998989144092216, 0.0, 3.1271079829107675, 0.014484164189964,
    0.9998950989917483, 0.0, 3.1268469160873766, 0.014745203130626341, 0.9998912835826886, 0.0, 3.126590391698589,
    0.015001699143036106, 0.9998874681797056, 0.0, 3.1263381804482258, 0.015253881531801418, 0.9998836527807692, 0.0,
    3.1260900717093896, 0.015501960931832176, 0.9998798373841068, 0.0, 3.1257265467930617, 0.015865441133754172,
    0.9998741359679384, 0.0, 3.1252525777588733, 0.016339348712486088, 0.9998665039312257, 0.0, 3.1247919807096363,
    0.016799882524350773, 0.99985887201503, 0.0, 3.124343682805271, 0.017248115458177723, 0.9998512401918305, 0.0,
    3.1239067475018283, 0.017684984102868, 0.9998436084394805, 0.0, 3.123480351462367, 0.01811131183698314,
    0.9998359767399568, 0.0, 3.123063766268379, 0.018527827117714477, 0.999828345078442, 0.0, 3.1226563437648895,
    0.01893517813611088, 0.999820713442642, 0.0, 3.1222575041935987, 0.019333944684218268, 0.9998130818222712, 0.0,
    3.1218667264916946, 0.019724647856505923, 0.9998054502086577, 0.0, 3.121483540291849, 0.020107758050079454,
    0.9997978185944394, 0.0, 3.1211075192722735, 0.02048370161480123, 0.9997901869733248, 0.0, 3.120738275588317,
    0.020852866421851263, 0.9997825553399061, 0.0, 3.1203754551780123, 0.021215606558314882, 0.9997749236895086, 0.0,
    3.120018733779517, 0.02157224630986547, 0.9997672920180708, 0.0, 3.119667813532745, 0.02192308355923748,
    0.999759660322047, 0.0, 3.119153647923633, 0.022437122673441518, 0.9997482560755667, 0.0, 3.1184832675611602,
    0.023107329179799234, 0.999732990021924, 0.0, 3.117831795516574, 0.023758622325220514, 0.9997177240927598, 0.0,
    3.1171977146339445, 0.024392519403437733, 0.999702458233025, 0.0, 3.116579700503769, 0.025010344951010764,
    0.999687192398418, 0.0, 3.1159765888106987, 0.02561326340092936, 0.999671926552884, 0.0, 3.115387349470143,
    0.026202304947116055, 0.9996566606667803, 0.0, 3.114811065903585, 0.026778386270043756, 0.9996413947155112, 0.0,
    3.1142469182567063, 0.027342327319402115, 0.9996261286784969, 0.0, 3.1136941696801834, 0.027894865033983612,
    0.9996108625383859, 0.0, 3.113152155016262, 0.028436664655691234, 0.9995955962804457, 0.0, 3.1126202713945736,
    0.028968329134227346, 0.9995803298920858, 0.0, 3.112097970357448, 0.029490407002226715, 0.9995650633624822, 0.0,
    3.111584751221148, 0.030003399014405026, 0.9995497966822775, 0.0, 3.1110801554438483, 0.03050776377992195,
    0.9995345298433409, 0.0, 3.1105837618197714, 0.031003922568547053, 0.9995192628385726, 0.0, 3.109856441451236,
    0.03173088502260085, 0.9994964486858783, 0.0, 3.1089081344426024, 0.032678700100360086, 0.9994659086530919, 0.0,
    3.107986560680084, 0.033599767650947986, 0.9994353684024807, 0.0, 3.107089574776151, 0.03449623345116996,
    0.9994048278238816, 0.0, 3.106215303912608, 0.035369970678122316, 0.999374286828628, 0.0, 3.105362101665201,
    0.03622262608833874, 0.9993437453445458, 0.0, 3.1045285114288284, 0.03705565659570533, 0.9993132033122855, 0.0,
    3.1037132371097487, 0.03787035858189811, 0.9992826606825911, 0.0, 3.1029151193935545, 0.03866789163064815,
    0.9992521174142391, 0.0, 3.10213311634425, 0.03944929793058328, 0.9992215734724627, 0.0, 3.1013662874054875,
    0.04021551827564547, 0.9991910288277318, 0.0, 3.100613780101765, 0.040967405365324824, 0.9991604834548018, 0.0,
    3.0998748189025593, 0.04170573494177583, 0.99912993733196, 0.0, 3.0991486958342476, 0.042431215178988214,
    0.9990993904404278, 0.0, 3.09843476251571, 0.04314449464814877, 0.9990688427638788, 0.0, 3.0977324233622374,
    0.043846169114584346, 0.9990382942880495, 0.0, 3.096703326240043, 0.044874253149289355, 0.9989926433184048, 0.0,
    3.0953615209770144, 0.04621466593686147, 0.998931531513719, 0.0, 3.0940575019271, 0.047517252021115876,
    0.9988704174017577, 0.0, 3.0927882356035195, 0.04878504598710368, 0.9988093007616801, 0.0, 3.0915510739475813,
    0.05002069690594889, 0.9987481814156375, 0.0, 3.090343689032168, 0.05122653364196443, 0.9986870592187669, 0.0,
    3.0891640213416496, 0.052404616581591346, 0.9986259340518533, 0.0, 3.088010238328162, 0.053556779084583055,
    0.9985648058158695, 0.0, 3.0868807008526518, 0.05468466104929877, 0.9985036744278527, 0.0, 3.0857739357505576,
    0.05578973635244493, 0.9984425398177527, 0.0, 3.0846886132084927, 0.05687333547706623, 0.998381401925994, 0.0,
    3.0836235279589337, 0.057936664321904016, 0.9983202607015702, 0.0, 3.0825775835335003, 0.05898081995164672,
    0.99825911610054, 0.0, 3.0815497789877626, 0.06000680387521416, 0.9981979680848292, 0.0, 3.0805391976392453,
    0.061015533310473415, 0.9981368166212679, 0.0, 3.0795449974575133, 0.062007850796562035, 0.9980756616808123, 0.0,
    3.0780881863732903, 0.06346179216951169, 0.9979842688813455, 0.0, 3.076188612184824, 0.06535742168991569,
    0.9978619180177418, 0.0, 3.074342417921935, 0.06719955620841332, 0.9977395550169355, 0.0, 3.0725453151283446,
    0.06899248727179229, 0.9976171794330988, 0.0, 3.0707935603036276, 0.07073996122860361, 0.9974947909063865, 0.0,
    3.0690838625751167, 0.07244527158720374, 0.99737238914292, 0.0, 3.0674133105672787, 0.07411133217139619,
    0.9972499739001155, 0.0, 3.0657793138020626, 0.07574073574116263, 0.9971275449757605, 0.0, 3.064179555248387,
    0.07733580146108197, 0.9970051021997691, 0.0, 3.062611952531866, 0.07889861370592681, 0.9968826454278773, 0.0,
    3.061074625947238, 0.08043105406142954, 0.9967601745367676, 0.0, 3.0595658718693914, 0.08193482792469547,
    0.996637689420258, 0.0, 3.0580841404891426, 0.08341148677839128, 0.9965151899862933, 0.0, 3.0566280170436597,
    0.0848624469690508, 0.9963926761545495, 0.0, 3.055196205893457, 0.08628900563776955, 0.9962701478545088, 0.0,
    3.053787516935329, 0.08769235431406638, 0.9961476050239022, 0.0, 3.051723161028115, 0.08974856919309104,
    0.9959644543495481, 0.0, 3.049031145046364, 0.09242939298159149, 0.9957192412086122, 0.0, 3.0464144536833015,
    0.09503456351151633, 0.9954739734107445, 0.0, 3.0438670264371464, 0.09757014993369004, 0.9952286500306938, 0.0,
    3.041383573147259, 0.10004145037442173, 0.9949832703151255, 0.0, 3.038959443465151, 0.1024531225490289,
    0.9947378336425903, 0.0, 3.036590523467742, 0.10480928721918258, 0.9944923394941798, 0.0, 3.034273152814886,
    0.10711361109486932, 0.9942467874316804, 0.0, 3.0320040576696274, 0.10936937396466373, 0.9940011770810825, 0.0,
    3.02978029586219, 0.11157952357496564, 0.9937555081199719, 0.0, 3.027599211671418, 0.11374672088578802,
    0.993509780267779, 0.0, 3.0254583982384777, 0.11587337768931885, 0.9932639932781558, 0.0, 3.0233556660945897,
    0.1179616881102973, 0.9930181469329596, 0.0, 3.02128901662919, 0.12001365516248118, 0.9927722410374602, 0.0,
    3.019256619582252, 0.1220311132779958, 0.9925262754164914, 0.0, 3.017256793838875, 0.12401574753191225,
    0.9922802499113348, 0.0, 3.014325612406449, 0.12692376405086037, 0.9919124750295066, 0.0, 3.0105025020547886,
    0.1307150180955056, 0.9914199836821385, 0.0, 3.0067854335849287, 0.13439928255375638, 0.9909272591108974, 0.0,
    3.0031658478702274, 0.1379851404647788, 0.9904342991894592, 0.0, 2.9996362742497147, 0.14148008448069457,
    0.9899411021345338, 0.0, 2.9961901460521374, 0.14489070158066383, 0.989447666425801, 0.0, 2.9928216544850224,
    0.14822281938066295, 0.9889539907472175, 0.0, 2.989525631561868, 0.15148162337379797, 0.9884600739433226, 0.0,
    2.9862974553084367, 0.15467175186625515, 0.9879659149862527, 0.0, 2.983132972273922, 0.15779737358780005,
    0.9874715129505217, 0.0, 2.980028433634731, 0.16086225169276147, 0.9869768669935151, 0.0, 2.976980442084856,
    0.16386979696042037, 0.9864819763402424, 0.0, 2.9739859073669246, 0.1668231123430345, 0.9859868402713006, 0.0,
    2.9710420087851257, 0.16972503052216453, 0.9854914581132859, 0.0, 2.9681461634049953, 0.17257814576982897,
    0.9849958292310925, 0.0, 2.965295998919754, 0.17538484113603522, 0.9844999530216788, 0.0, 2.9611168624568647,
    0.1794976572492725, 0.9837584007478781, 0.0, 2.9556639697917184, 0.18485929104465953, 0.9827649986209652, 0.0,
    2.950359595363169, 0.19006961949675963, 0.9817706146266332, 0.0, 2.9451916651941987, 0.1951407807539762,
    0.9807752421868777, 0.0, 2.940149641948745, 0.20008337094226888, 0.9797788753960653, 0.0, 2.935224264378423,
    0.2049067053865537, 0.9787815088606998, 0.0, 2.930407340969742, 0.2096190255211465, 0.9777831375819308, 0.0,
    2.925691584613007, 0.21422766469044677, 0.9767837568680581, 0.0, 2.9210704787428576, 0.2187391824069795,
    0.9757833622684525, 0.0, 2.916538167922538, 0.22315947410791276, 0.9747819495230099, 0.0, 2.9120893676271793,
    0.22749386166508778, 0.9737795145230289, 0.0, 2.9077192892619075, 0.2317471686209097, 0.9727760532806056, 0.0,
    2.903423577383276, 0.23592378318810728, 0.9717715619044482, 0.0, 2.8991982567807604, 0.24002771136186252,
    0.9707660365805895, 0.0, 2.895039687589034, 0.24406262197784961, 0.9697594735568698, 0.0, 2.8909445269898315,
    0.24803188516084898, 0.9687518691303545, 0.0, 2.884935055026069, 0.2538490586501228, 0.9672438448614943, 0.0,
    2.87708763828993, 0.26143153006170317, 0.9652220237280109, 0.0, 2.8694456648587563, 0.2688000255958166,
    0.9631960061377375, 0.0, 2.8619921265106645, 0.27597171090103784, 0.9611657582240194, 0.0, 2.8547121806114024,
    0.28296157092660124, 0.9591312472121581, 0.0, 2.847592782559786, 0.28978277933467306, 0.9570924410949405, 0.0,
    2.840622394728874, 0.2964469911079548, 0.9550493083935719, 0.0, 2.833790753297005, 0.30296457702119595,
    0.9530018179785219, 0.0, 2.8270886794870975, 0.3093448135060544, 0.9509499389331199, 0.0, 2.82050792529389,
    0.315596037866593, 0.9488936404481316, 0.0, 2.814041046296511, 0.32172577627690174, 0.9468328917390993, 0.0,
    2.807681295961645, 0.3277408501784107, 0.9447676619806229, 0.0, 2.801422537159225, 0.33364746537315054,
    0.9426979202533929, 0.0, 2.795259167584119, 0.3394512871341423, 0.9406236355009234, 0.0, 2.789186056502747,
    0.3451575039258577, 0.9385447764937331, 0.0, 2.7831984907913276, 0.35077088177775817, 0.9364613117992937, 0.0,
    2.7743963607340842, 0.359000041262292, 0.9333375436430663, 0.0, 2.7628815354396186, 0.3697232226614643,
    0.9291419367485364, 0.0, 2.751640887388328, 0.3801438028036686, 0.9249273967128261, 0.0, 2.7406503842939824,
    0.39028605679774314, 0.9206936482181621, 0.0, 2.729889031671315, 0.40017117591699164, 0.9164404126647908, 0.0,
    2.7193383553710335, 0.4098177899974673, 0.9121674073335397, 0.0, 2.7089819918628146, 0.41924238122540625,
    0.9078743447110129, 0.0, 2.698805360040795, 0.4284596157130999, 0.9035609319260006, 0.0, 2.688795395551838,
    0.4374826119952998, 0.8992268702623215, 0.0, 2.678940333667906, 0.446323160526888, 0.8948718547240659, 0.0,
    2.669229530273097, 0.45499190469081274, 0.8904955736362906, 0.0, 2.6596533130841093, 0.4634984912602119,
    0.8860977082689624, 0.0, 2.6502028570784573, 0.47185169639017016, 0.881677932475186, 0.0, 2.6408700794737654,
    0.48005953183568983, 0.8772359123369826, 0.0, 2.631647550623541, 0.48812933506263617, 0.8727713058134465, 0.0,
    2.6225284179664703, 0.4960678461407486, 0.868283762387204, 0.0, 2.609062970976993, 0.5077143493940436,
    0.8615254722986332, 0.0, 2.5913674257636496, 0.5228792279165461, 0.8524067767289257, 0.0, 2.5739852354894435,
    0.5376161890742028, 0.8431896780946332, 0.0, 2.5568802804271216, 0.551959561521522, 0.8338708787605963, 0.0,
    2.540020519714025, 0.5659393131531978, 0.8244469017636531, 0.0, 2.5233772520720854, 0.5795817898119859,
    0.8149140745614442, 0.0, 2.5069245262375017, 0.5929103004190901, 0.8052685115270212, 0.0, 2.490638664041051,
    0.6059455858557214, 0.7955060948741791, 0.0, 2.474497869208073, 0.6187061986489477, 0.7856224536973017, 0.0,
    2.458481901966404, 0.6312088133724771, 0.7756129407899982, 0.0, 2.4425718044913114, 0.6434684826226813,
    0.7654726068719011, 0.0, 2.4267496657394765, 0.6554988498032059, 0.7551961718035083, 0.0, 2.4109984167612404,
    0.6673123273095702, 0.7447779923042067, 0.0, 2.395301649418347, 0.6789202467555132, 0.7342120256066589, 0.0,
    2.3796434527663415, 0.6903329864268026, 0.7234917883784527, 0.0, 2.3640082623172187, 0.7015600800487406,
    0.7126103101148654, 0.0, 2.340559299743222, 0.7180756523258118, 0.6959650548244931, 0.0, 3.141592653589793, 0.0,
    1.0, 0.0,
  ],
  16,
);
/**
 * The arcsines' splatted constants: f32 1; i32 the bits of 2^-14 shifted as a bin's (1808), the zero
 * bin (209), a set's rows (210), two sets' (acos x < 0), float32 |x|'s bits; f64 1, 3/40, 1/6.
 */
const ASIN32_LANES: usize = memory.data<i32>(
  [
    0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 1808, 1808, 1808, 1808, 209, 209, 209, 209, 210, 210, 210, 210, 420,
    420, 420, 420, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff,
  ],
  16,
);
const ASIN32_F64: usize = memory.data<f64>([1, 1, 0.075, 0.075, 0.16666666666666666, 0.16666666666666666], 16);
@inline function asinLanes(index: i32): v128 {
  return v128.load(ASIN32_LANES + ((<usize>index) << 4));
}
@inline function asinF64(index: i32): v128 {
  return v128.load(ASIN32_F64 + ((<usize>index) << 4));
}

/** The rows' byte offsets for four lanes, a = |x|: s = min(a², 1 − a²)'s bin, + a set for p = w (and for acos x < 0). */
@inline function arcsineRows<Cosine>(x: v128, a: v128): v128 {
  const square = f32x4.mul(a, a);
  const rest = f32x4.sub(asinLanes(0), square);
  const s = f32x4.pmin(square, rest);
  // s below 2^-14 wraps high, as do NaN and negative s (|x| > 1): the zero bin
  let row = i32x4.min_u(i32x4.sub(v128.shr<u32>(s, 19), asinLanes(1)), asinLanes(2));
  row = i32x4.add(row, v128.and(f32x4.lt(rest, square), asinLanes(3)));
  if (isBoolean<Cosine>()) row = i32x4.add(row, v128.and(v128.shr<i32>(x, 31), asinLanes(4)));
  return i32x4.shl(row, 5);
}
/** The (B, X) row at byte offset `at` of asin's (Cosine false) or acos' rows. */
@inline function arcsineRow<Cosine>(at: usize): v128 {
  return v128.load((isBoolean<Cosine>() ? ACOS32_ROWS : ASIN32_ROWS) + at);
}
/** The Y of the rows at the two byte offsets in `pair`'s halves, as one f64x2. */
@inline function arcsineY<Cosine>(pair: u64): v128 {
  const rows = (isBoolean<Cosine>() ? ACOS32_ROWS : ASIN32_ROWS) + 16;
  return v128.load64_lane(rows + <usize>(<u32>(pair >>> 32)), v128.load64_zero(rows + <usize>(<u32>pair)), 1);
}
/** (B + u) + asin u's tail for two lanes a (float64), u = aX − wY, from their rows e0, e1 and Y pair y. */
@inline function arcsine64x2(a: v128, e0: v128, e1: v128, y: v128): v128 {
  const w = f64x2.sqrt(f64x2.sub(asinF64(0), f64x2.mul(a, a)));
  const u = f64x2.sub(f64x2.mul(a, v128.shuffle<f64>(e0, e1, 1, 3)), f64x2.mul(w, y));
  const z = f64x2.mul(u, u);
  const tail = f64x2.mul(f64x2.mul(u, z), f64x2.add(f64x2.mul(z, asinF64(1)), asinF64(2)));
  return f64x2.add(f64x2.add(v128.shuffle<f64>(e0, e1, 0, 2), u), tail);
}
/** arcsine64x2 of a's low (High false) or high float64 half, its rows at `rows`' offsets (one i64 extraction). */
@inline function arcsineHalf<Cosine, High>(a: v128, rows: v128): v128 {
  const pair = <u64>(isBoolean<High>() ? i64x2.extract_lane(rows, 1) : i64x2.extract_lane(rows, 0));
  const e0 = arcsineRow<Cosine>(<usize>(<u32>pair));
  const e1 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  return arcsine64x2(isBoolean<High>() ? highHalf(a) : lowHalf(a), e0, e1, arcsineY<Cosine>(pair));
}
/** The float32 results from the float64 halves (asin: x's sign put back). */
@inline function arcsineResult<Cosine>(x: v128, low: v128, high: v128): v128 {
  const result = demote32(low, high);
  if (isBoolean<Cosine>()) return result;
  return v128.or(result, v128.and(x, atanLanes(2)));
}

/** float32 asin (Cosine i32, the float64 path ArcSine.lanes) or acos (bool, ArcCosine.lanes) of four lanes. */
@inline function arcsine32x4<Counting, Cosine, Slow>(x: v128): v128 {
  const a = v128.and(x, asinLanes(5));
  const rows = arcsineRows<Cosine>(x, a);
  const low = arcsineHalf<Cosine, i32>(a, rows);
  const high = arcsineHalf<Cosine, bool>(a, rows);
  if (v128.any_true(nearMidpoint(low, high))) return fallback32x4<Counting, Slow>(x);
  return arcsineResult<Cosine>(x, low, high);
}

/** float32 arcsin (see above). */
@inline export function arcsin32x4<Counting>(x: v128): v128 {
  return arcsine32x4<Counting, i32, ArcSine>(x);
}

/** float32 arccos (see above). */
@inline export function arccos32x4<Counting>(x: v128): v128 {
  return arcsine32x4<Counting, bool, ArcCosine>(x);
}

/** The float64 value of arcsin32x4 (Cosine i32) or arccos32x4 (bool) in x's low or high half (scripts/elementary32-exhaustive.mjs --wide). */
@inline export function arcsineValue64<Cosine>(x: v128, high: bool): v128 {
  const a = v128.and(x, asinLanes(5));
  const rows = arcsineRows<Cosine>(x, a);
  return high ? arcsineHalf<Cosine, bool>(a, rows) : arcsineHalf<Cosine, i32>(a, rows);
}

// arcsineBlock32x4: realUnary's four vectors with one rounding test and no branch between them (as
// cbrtBlock32x4); a block with a failing lane redoes its vectors one by one. The rows of each float64
// half are loaded one half ahead of its arithmetic, whose result goes to a global: a global.set is an
// effect, so V8 keeps each half's arithmetic between the loads of the next two (left to itself it
// issues all 24 loads of the four vectors first and spills them: 2.83 against 2.62 ns a value, one
// process, 65536 values; the halves' results through registers instead measured 2.72–3.11).

/** arcsin32x4 or arccos32x4, not inlined: arcsineBlock32x4's vectors where a lane fails. */
function arcsineEach32x4<Cosine>(x: v128): v128 {
  if (isBoolean<Cosine>()) return arccos32x4<i32>(x);
  return arcsin32x4<i32>(x);
}
/** The block's float64 halves (one instance per thread). */
let asin0: v128 = v128.splat<i32>(0);
let asin1: v128 = v128.splat<i32>(0);
let asin2: v128 = v128.splat<i32>(0);
let asin3: v128 = v128.splat<i32>(0);
let asin4: v128 = v128.splat<i32>(0);
let asin5: v128 = v128.splat<i32>(0);
let asin6: v128 = v128.splat<i32>(0);
let asin7: v128 = v128.splat<i32>(0);
/** float32 arcsin (Cosine i32) or arccos (bool) of the four vectors at `input` into `out` (which may be `input`). */
@inline export function arcsineBlock32x4<Cosine>(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const x1 = v128.load(input, 16);
  const x2 = v128.load(input, 32);
  const x3 = v128.load(input, 48);
  const a0 = v128.and(x0, asinLanes(5));
  const a1 = v128.and(x1, asinLanes(5));
  const a2 = v128.and(x2, asinLanes(5));
  const a3 = v128.and(x3, asinLanes(5));
  const rows0 = arcsineRows<Cosine>(x0, a0);
  const rows1 = arcsineRows<Cosine>(x1, a1);
  const rows2 = arcsineRows<Cosine>(x2, a2);
  const rows3 = arcsineRows<Cosine>(x3, a3);
  // half k's rows (e, f: the two (B, X) rows; y: the Y pair), then half k − 1's arithmetic
  let pair = <u64>i64x2.extract_lane(rows0, 0);
  let e0 = arcsineRow<Cosine>(<usize>(<u32>pair));
  let f0 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  let y0 = arcsineY<Cosine>(pair);
  pair = <u64>i64x2.extract_lane(rows0, 1);
  let e1 = arcsineRow<Cosine>(<usize>(<u32>pair));
  let f1 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  let y1 = arcsineY<Cosine>(pair);
  asin0 = arcsine64x2(lowHalf(a0), e0, f0, y0);
  pair = <u64>i64x2.extract_lane(rows1, 0);
  e0 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f0 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y0 = arcsineY<Cosine>(pair);
  asin1 = arcsine64x2(highHalf(a0), e1, f1, y1);
  pair = <u64>i64x2.extract_lane(rows1, 1);
  e1 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f1 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y1 = arcsineY<Cosine>(pair);
  asin2 = arcsine64x2(lowHalf(a1), e0, f0, y0);
  pair = <u64>i64x2.extract_lane(rows2, 0);
  e0 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f0 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y0 = arcsineY<Cosine>(pair);
  asin3 = arcsine64x2(highHalf(a1), e1, f1, y1);
  pair = <u64>i64x2.extract_lane(rows2, 1);
  e1 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f1 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y1 = arcsineY<Cosine>(pair);
  asin4 = arcsine64x2(lowHalf(a2), e0, f0, y0);
  pair = <u64>i64x2.extract_lane(rows3, 0);
  e0 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f0 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y0 = arcsineY<Cosine>(pair);
  asin5 = arcsine64x2(highHalf(a2), e1, f1, y1);
  pair = <u64>i64x2.extract_lane(rows3, 1);
  e1 = arcsineRow<Cosine>(<usize>(<u32>pair));
  f1 = arcsineRow<Cosine>(<usize>(<u32>(pair >>> 32)));
  y1 = arcsineY<Cosine>(pair);
  asin6 = arcsine64x2(lowHalf(a3), e0, f0, y0);
  asin7 = arcsine64x2(highHalf(a3), e1, f1, y1);
  const near = min4(
    midpointOffset(asin0, asin1),
    midpointOffset(asin2, asin3),
    midpointOffset(asin4, asin5),
    midpointOffset(asin6, asin7),
  );
  if (blockFails(near)) {
    v128.store(out, arcsineEach32x4<Cosine>(x0));
    v128.store(out, arcsineEach32x4<Cosine>(x1), 16);
    v128.store(out, arcsineEach32x4<Cosine>(x2), 32);
    v128.store(out, arcsineEach32x4<Cosine>(x3), 48);
    return;
  }
  v128.store(out, arcsineResult<Cosine>(x0, asin0, asin1));
  v128.store(out, arcsineResult<Cosine>(x1, asin2, asin3), 16);
  v128.store(out, arcsineResult<Cosine>(x2, asin4, asin5), 32);
  v128.store(out, arcsineResult<Cosine>(x3, asin6, asin7), 48);
}

// ---- float32 sinc, checked --------------------------------------------------------------------------
// sin(πr)/(πx), r = x − 2⌊x/2⌉ folded into [−1/2, 1/2] (exact, as the float64 path), sin(πr) by its
// Taylor series to r¹⁹ (the rest below 2^-51 relative at |r| = 1/2): one polynomial, no quadrant
// selection; 1 at 0. The rounding test of the arctangents; failures go the float64 path (Sinc.lanes).

/** sin(πr)/(πx) of two float64 lanes. */
@inline function sincLanes(x: v128): v128 {
  let r = f64x2.sub(x, f64x2.mul(f64x2.nearest(f64x2.mul(x, splat(0.5))), splat(2)));
  r = v128.bitselect(f64x2.sub(splat(1), r), r, f64x2.gt(r, splat(0.5)));
  r = v128.bitselect(f64x2.sub(splat(-1), r), r, f64x2.lt(r, splat(-0.5)));
  const s = f64x2.mul(r, r);
  let p = f64x2.add(f64x2.mul(s, splat(-2.2948428997269873e-8)), splat(7.952054001475513e-7));
  p = f64x2.add(f64x2.mul(s, p), splat(-2.1915353447830217e-5));
  p = f64x2.add(f64x2.mul(s, p), splat(0.00046630280576761255));
  p = f64x2.add(f64x2.mul(s, p), splat(-0.0073704309457143504));
  p = f64x2.add(f64x2.mul(s, p), splat(0.08214588661112823));
  p = f64x2.add(f64x2.mul(s, p), splat(-0.5992645293207921));
  p = f64x2.add(f64x2.mul(s, p), splat(2.5501640398773455));
  p = f64x2.add(f64x2.mul(s, p), splat(-5.16771278004997));
  p = f64x2.add(f64x2.mul(s, p), splat(3.141592653589793));
  // + 0: at a negative integer the exact 0 is +0 (sinc is even), as the float64 path gives it
  return f64x2.add(f64x2.div(f64x2.mul(r, p), f64x2.mul(x, splat(3.141592653589793))), splat(0));
}

@inline export function sinc32x4<Counting>(x: v128): v128 {
  const low = sincLanes(lowHalf(x));
  const high = sincLanes(highHalf(x));
  // 0 → 1 (exempt from the test); ±∞ → NaN, NaN → NaN from the lanes
  const zero = f32x4.eq(x, f32x4.splat(0));
  const result = v128.bitselect(f32x4.splat(1), demote32(low, high), zero);
  if (roundingFailsExcept(low, high, zero)) {
    if (isBoolean<Counting>()) elementary32Fallbacks++;
    return widened<Sinc>(x);
  }
  return result;
}

// sincBlock32x4: four vectors with one test and no branch between them (as cbrtBlock32x4): the
// out-of-order window overlaps their chains (5.37 → 3.14 ns a value, one process, the real driver).

/** sinc32x4, not inlined: sincBlock32x4's vectors where a lane fails. */
function sincEach32x4(x: v128): v128 {
  return sinc32x4<i32>(x);
}
/** The float32 results (1 at 0). */
@inline function sincRoot(x: v128, low: v128, high: v128): v128 {
  return v128.bitselect(f32x4.splat(1), demote32(low, high), f32x4.eq(x, f32x4.splat(0)));
}
/** The lanes near a rounding midpoint (0 exempt). */
@inline function sincFails(x: v128, low: v128, high: v128): v128 {
  return v128.andnot(nearMidpoint(low, high), f32x4.eq(x, f32x4.splat(0)));
}
/** float32 sinc of the four vectors at `input` into `out` (which may be `input`). */
@inline export function sincBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const l0 = sincLanes(lowHalf(x0));
  const h0 = sincLanes(highHalf(x0));
  const x1 = v128.load(input, 16);
  const l1 = sincLanes(lowHalf(x1));
  const h1 = sincLanes(highHalf(x1));
  const x2 = v128.load(input, 32);
  const l2 = sincLanes(lowHalf(x2));
  const h2 = sincLanes(highHalf(x2));
  const x3 = v128.load(input, 48);
  const l3 = sincLanes(lowHalf(x3));
  const h3 = sincLanes(highHalf(x3));
  const fails01 = v128.or(sincFails(x0, l0, h0), sincFails(x1, l1, h1));
  if (v128.any_true(v128.or(fails01, v128.or(sincFails(x2, l2, h2), sincFails(x3, l3, h3))))) {
    v128.store(out, sincEach32x4(x0));
    v128.store(out, sincEach32x4(x1), 16);
    v128.store(out, sincEach32x4(x2), 32);
    v128.store(out, sincEach32x4(x3), 48);
    return;
  }
  v128.store(out, sincRoot(x0, l0, h0));
  v128.store(out, sincRoot(x1, l1, h1), 16);
  v128.store(out, sincRoot(x2, l2, h2), 32);
  v128.store(out, sincRoot(x3, l3, h3), 48);
}

// ---- float32 expm1, log1p, tan, sinh, arcsinh, arccosh: short float64 forms, checked ----------------
// Each computes its four float32 lanes in float64 by a form with no more than one float64 division
// (and no scalar call), relative error a few 2^-52 (2^-45 at worst, well inside the rounding test's
// 2^-40 margin), and takes the float64 path it replaces (today's: the scalar expm1_64, Math.log1p,
// tan64, or the f64x2 lanes of HyperbolicSine, ArcHyperbolicSine, ArcHyperbolicCosine) for
// the whole vector where a lane fails the test of the arctangents: the bits are the float64 path's on
// every input (scripts/elementary32-exhaustive.mjs compares all 2^32).

/** The float32 result of the float64 halves, or where a lane fails the rounding test (or `forced`) the float64 path's. */
@inline function checkedForced<Counting, Slow>(x: v128, low: v128, high: v128, result: v128, forced: v128): v128 {
  if (roundingFails(low, high, result) || v128.any_true(forced)) {
    if (isBoolean<Counting>()) elementary32Fallbacks++;
    return widened<Slow>(x);
  }
  return result;
}

/**
 * e^v − 1 of an f64x2 of float32 values: |v| < 1/4 by Taylor to v¹¹ (v(1 + v(1/2 + v(1/6 + …))), the
 * rest below 2^-52 relative; −0 stays −0), else e^v − 1 from exp64x2Table (no cancellation beyond
 * a factor 4.5 there). Beyond ±200 exp64x2Table clamps: −1, or a value float32 rounds to inf.
 */
@inline function expm1Quick64x2(v: v128): v128 {
  let p = splat(2.505210838544172e-8); // 1/11!
  p = f64x2.add(f64x2.mul(p, v), splat(2.755731922398589e-7));
  p = f64x2.add(f64x2.mul(p, v), splat(2.7557319223985893e-6));
  p = f64x2.add(f64x2.mul(p, v), splat(2.48015873015873e-5));
  p = f64x2.add(f64x2.mul(p, v), splat(1.984126984126984e-4));
  p = f64x2.add(f64x2.mul(p, v), splat(1.388888888888889e-3));
  p = f64x2.add(f64x2.mul(p, v), splat(8.333333333333333e-3));
  p = f64x2.add(f64x2.mul(p, v), splat(4.1666666666666664e-2));
  p = f64x2.add(f64x2.mul(p, v), splat(0.16666666666666666));
  p = f64x2.add(f64x2.mul(p, v), splat(0.5));
  p = f64x2.add(f64x2.mul(p, v), splat(1));
  const small = f64x2.mul(p, v);
  const large = f64x2.sub(exp64x2Table(v), splat(1));
  return v128.bitselect(small, large, f64x2.lt(f64x2.abs(v), splat(0.25)));
}

/** The float64 path of float32 expm1 and log1p: the scalar function, lane by lane (today's kernels). */
@final @unmanaged export class ScalarExpm1 {
  lanes(x: v128): v128 {
    const low = fexpm1<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, fexpm1<f64>(f64x2.extract_lane(x, 1)));
  }
}
@final @unmanaged export class ScalarLog1p {
  lanes(x: v128): v128 {
    const low = flog1p<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, flog1p<f64>(f64x2.extract_lane(x, 1)));
  }
}
@final @unmanaged export class ScalarTan {
  lanes(x: v128): v128 {
    const low = ftan<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, ftan<f64>(f64x2.extract_lane(x, 1)));
  }
}

@final @unmanaged export class ScalarLog {
  lanes(x: v128): v128 {
    const low = flog<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, flog<f64>(f64x2.extract_lane(x, 1)));
  }
}
@final @unmanaged export class ScalarLog2 {
  lanes(x: v128): v128 {
    const low = flog2<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, flog2<f64>(f64x2.extract_lane(x, 1)));
  }
}
@final @unmanaged export class ScalarLog10 {
  lanes(x: v128): v128 {
    const low = flog10<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, flog10<f64>(f64x2.extract_lane(x, 1)));
  }
}
@final @unmanaged export class ScalarExp2 {
  lanes(x: v128): v128 {
    const low = fexp2<f64>(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, fexp2<f64>(f64x2.extract_lane(x, 1)));
  }
}

// ---- float32 logarithms: a centred table, no division -------------------------------------------
// w = 2^k·z with z within half a bin of c, the float32 with bits 0x3f330000 + (j << 16) (7 mantissa
// bits; j = 0…127, z in [0.6973, 1.3945)), found on w's bits: z − c is exact (in float32 and float64),
// r = (z − c)·(1/c), |r| ≤ 2^-8, and log w = k·ln 2 + log c + log1p(r), log1p(r) by Taylor to r⁶ (the
// rest below 2^-50 of the result). c = 1 is bin 77's centre: near w = 1 nothing cancels. The result's
// relative error is a few 2^-52, far inside the rounding test's 2^-41.

/** (1/c, log c) per bin, rounded to float64 (`python3 scripts/log_centred_table.py`). */
const LOG_CENTRED_TABLE: usize = memory.data<f64>(
  [
    1.4301675977653632, -0.3577916386388075, 1.4222222222222223, -0.3522205935893521, 1.4143646408839778,
    -0.3466804132137367, 1.4065934065934067, -0.34117075740276714, 1.3989071038251366, -0.33569129163814154,
    1.391304347826087, -0.33024168687057687, 1.3837837837837839, -0.32482161940123766, 1.3763440860215055,
    -0.3194307707663612, 1.3689839572192513, -0.31406882762497584, 1.3617021276595744, -0.3087354816496133,
    1.3544973544973544, -0.3034304294199201, 1.3473684210526315, -0.29815337231907635, 1.3403141361256545,
    -0.2929040164329326, 1.3333333333333333, -0.2876820724517809, 1.3264248704663213, -0.2824872555746769,
    1.3195876288659794, -0.27731928541623435, 1.3128205128205128, -0.27217788591581565, 1.3061224489795917,
    -0.26706278524904525, 1.299492385786802, -0.26197371574157396, 1.292929292929293, -0.2569104137850272,
    1.2864321608040201, -0.2518726197550701, 1.28, -0.24686007793152578, 1.2736318407960199, -0.24187253642048673,
    1.2673267326732673, -0.2369097470783577, 1.2610837438423645, -0.23197146543777514, 1.2549019607843137,
    -0.22705745063534608, 1.248780487804878, -0.2221674653411543, 1.2427184466019416, -0.2173012756899814,
    1.2367149758454106, -0.2124586512141934, 1.2307692307692308, -0.2076393647782445, 1.2248803827751196,
    -0.20284319251475147, 1.2190476190476192, -0.1980699137620938, 1.2132701421800949, -0.19331931100349597,
    1.2075471698113207, -0.18859116980755003, 1.2018779342723005, -0.18388527877013736, 1.1962616822429906,
    -0.179201429457711, 1.1906976744186046, -0.17453941635189968, 1.1851851851851851, -0.16989903679539747,
    1.1797235023041475, -0.16528009093910292, 1.1743119266055047, -0.16068238169047347, 1.1689497716894977,
    -0.15610571466306167, 1.1636363636363636, -0.15154989812720093, 1.158371040723982, -0.14701474296180966,
    1.1531531531531531, -0.14250006260728304, 1.147982062780269, -0.13800567301944372, 1.1428571428571428,
    -0.13353139262452263, 1.1377777777777778, -0.12907704227514236, 1.1327433628318584, -0.1246424452072766,
    1.1277533039647578, -0.1202274269981598, 1.1228070175438596, -0.1158318155251217, 1.1179039301310043,
    -0.11145544092532282, 1.1130434782608696, -0.1070981355563671, 1.1082251082251082, -0.10275973395776894,
    1.103448275862069, -0.09844007281325252, 1.0987124463519313, -0.09413899091386191, 1.0940170940170941,
    -0.08985632912186105, 1.0893617021276596, -0.08559193033540351, 1.0847457627118644, -0.0813456394539524,
    1.080168776371308, -0.07711730334443129, 1.0756302521008403, -0.07290677080808779, 1.0711297071129706,
    -0.06871389254805181, 1.0666666666666667, -0.06453852113757118, 1.062240663900415, -0.06038051098890748,
    1.0578512396694215, -0.05623971832287608, 1.0534979423868314, -0.05211600113901402, 1.0491803278688525,
    -0.048009219186360606, 1.0448979591836736, -0.04391923393483549, 1.0406504065040652, -0.039845908547199674,
    1.0364372469635628, -0.03578910785158528, 1.032258064516129, -0.0317486983145803, 1.0281124497991967,
    -0.027724548014854862, 1.024, -0.023716526617316044, 1.0199203187250996, -0.01972450534777859, 1.0158730158730158,
    -0.015748356968139168, 1.0118577075098814, -0.01178795575204224, 1.0078740157480315, -0.007843177461025893,
    1.003921568627451, -0.003913899321136329, 1.0, 0.0, 0.9922480620155039, 0.007782140442054949, 0.9846153846153847,
    0.015504186535965254, 0.9770992366412213, 0.02316705928153438, 0.9696969696969697, 0.030771658666753687,
    0.9624060150375939, 0.0383188643021366, 0.9552238805970149, 0.0458095360312942, 0.9481481481481482,
    0.053244514518812285, 0.9411764705882353, 0.06062462181643484, 0.9343065693430657, 0.06795066190850775,
    0.927536231884058, 0.07522342123758753, 0.920863309352518, 0.08244366921107459, 0.9142857142857143,
    0.08961215868968714, 0.9078014184397163, 0.09672962645855111, 0.9014084507042254, 0.10379679368164356,
    0.8951048951048951, 0.11081436634029011, 0.8888888888888888, 0.11778303565638346, 0.8827586206896552,
    0.12470347850095724, 0.8767123287671232, 0.13157635778871926, 0.8707482993197279, 0.13840232285911913,
    0.8648648648648649, 0.1451820098444979, 0.8590604026845637, 0.15191604202584197, 0.8533333333333334,
    0.15860503017663857, 0.847682119205298, 0.16524957289530717, 0.8421052631578947, 0.17185025692665923,
    0.8366013071895425, 0.1784076574728183, 0.8311688311688312, 0.184922338494012, 0.8258064516129032,
    0.19139485299962947, 0.8205128205128205, 0.19782574332991987, 0.8152866242038217, 0.2042155414286909,
    0.810126582278481, 0.21056476910734964, 0.8050314465408805, 0.21687393830061436, 0.8, 0.22314355131420976,
    0.7950310559006211, 0.22937410106484582, 0.7901234567901234, 0.2355660713127669, 0.7852760736196319,
    0.24171993688714516, 0.7804878048780488, 0.24783616390458127, 0.7757575757575758, 0.25391520998096345,
    0.7710843373493976, 0.25995752443692605, 0.7664670658682635, 0.26596354849713794, 0.7619047619047619,
    0.27193371548364176, 0.757396449704142, 0.2778684510034563, 0.7529411764705882, 0.2837681731306446,
    0.7485380116959064, 0.28963329258304266, 0.7441860465116279, 0.2954642128938359, 0.7398843930635838,
    0.3012613305781618, 0.735632183908046, 0.3070250352949119, 0.7314285714285714, 0.3127557100038969,
    0.7272727272727273, 0.3184537311185346, 0.7231638418079096, 0.324119468654212, 0.7191011235955056,
    0.329753286372468,
  ],
  16,
);

/** The logarithms' splatted float64 constants, from memory (see CHECK_CONSTANTS). */
const LOG_F64: usize = memory.data<f64>(
  [
    0.6931471805599453,
    0.6931471805599453, // 0: ln 2
    -0.5,
    -0.5, // 1
    0.3333333333333333,
    0.3333333333333333, // 2
    -0.25,
    -0.25, // 3
    0.2,
    0.2, // 4
    -0.16666666666666666,
    -0.16666666666666666, // 5
    1.4426950408889634,
    1.4426950408889634, // 6: log2 e
    0.4342944819032518,
    0.4342944819032518, // 7: log10 e
    1,
    1, // 8
    2,
    2, // 9
    0.0625,
    0.0625, // 10: arcsinh's Taylor range
    0.5,
    0.5, // 11
  ],
  16,
);
/** The logarithms' splatted i32 constants (i64 ones as word pairs, low word first). */
const LOG_I32: usize = memory.data<i32>(
  [
    0x3f328000,
    0x3f328000,
    0x3f328000,
    0x3f328000, // 0: bin 0's lower end, float32 bits
    0x007f0000,
    0x007f0000,
    0x007f0000,
    0x007f0000, // 1: the bin's bits
    0x3f330000,
    0x3f330000,
    0x3f330000,
    0x3f330000, // 2: bin 0's centre
    <i32>0xff800000,
    <i32>0xff800000,
    <i32>0xff800000,
    <i32>0xff800000, // 3: sign and exponent
    0x7f800000,
    0x7f800000,
    0x7f800000,
    0x7f800000, // 4: positive normal finite x: x + this ≤ −2^24 − 1
    -0x01000001,
    -0x01000001,
    -0x01000001,
    -0x01000001, // 5
    0,
    0x3fe65000,
    0,
    0x3fe65000, // 6: bin 0's lower end, float64 bits
    0,
    <i32>0xfff00000,
    0,
    <i32>0xfff00000, // 7: sign and exponent, float64
    0x000fe000,
    0x000fe000,
    0x000fe000,
    0x000fe000, // 8: the bin's bits in the high word
    0x3fe66000,
    0x3fe66000,
    0x3fe66000,
    0x3fe66000, // 9: bin 0's centre's high word
  ],
  16,
);
/** The logarithms' splatted float32 constants. */
const LOG_F32: usize = memory.data<f32>(
  [
    1,
    1,
    1,
    1, // 0
    Infinity,
    Infinity,
    Infinity,
    Infinity, // 1
    -1,
    -1,
    -1,
    -1, // 2
    0.015625,
    0.015625,
    0.015625,
    0.015625, // 3: 2^-6, logaddexp's smallest checked result
    0.0625,
    0.0625,
    0.0625,
    0.0625, // 4: arcsinh's Taylor range
    2,
    2,
    2,
    2, // 5: arccosh's log form
  ],
  16,
);
@inline function logF32(index: i32): v128 {
  return v128.load(LOG_F32 + ((<usize>index) << 4));
}
@inline function logF64(index: i32): v128 {
  return v128.load(LOG_F64 + ((<usize>index) << 4));
}
@inline function logI32(index: i32): v128 {
  return v128.load(LOG_I32 + ((<usize>index) << 4));
}

/** k·ln 2 + log c + log1p(r), r = d·(1/c), for two float64 lanes of bins at byte offsets at0, at1 of the table. */
@inline function logCentredTail(d: v128, k: v128, at0: usize, at1: usize): v128 {
  const e0 = v128.load(LOG_CENTRED_TABLE + at0);
  const e1 = v128.load(LOG_CENTRED_TABLE + at1);
  const r = f64x2.mul(d, v128.shuffle<f64>(e0, e1, 0, 2));
  const r2 = f64x2.mul(r, r);
  // log1p r = r + r²(−1/2 + r/3 + r²(−1/4 + r/5) − r⁴/6)
  const a = f64x2.add(f64x2.mul(r, logF64(2)), logF64(1));
  const b = f64x2.add(f64x2.mul(r, logF64(4)), logF64(3));
  const bracket = f64x2.add(a, f64x2.mul(r2, f64x2.add(b, f64x2.mul(r2, logF64(5)))));
  const log1pR = f64x2.add(r, f64x2.mul(r2, bracket));
  return f64x2.add(f64x2.add(f64x2.mul(k, logF64(0)), v128.shuffle<f64>(e0, e1, 1, 3)), log1pR);
}

/** log w of two float64 lanes, each positive, normal and finite (the caller sees to it). */
@inline function logCentred64x2(w: v128): v128 {
  const tmp = v128.sub<i64>(w, logI32(6));
  const z = v128.sub<i64>(w, v128.and(tmp, logI32(7)));
  const high = v128.shuffle<i32>(tmp, tmp, 1, 3, 1, 3);
  const bin = v128.and(high, logI32(8));
  const offsets = v128.shr<u32>(bin, 9);
  const c = v128.shuffle<i32>(v128.splat<i32>(0), i32x4.add(bin, logI32(9)), 0, 4, 0, 5);
  return logCentredTail(
    f64x2.sub(z, c),
    f64x2.convert_low_i32x4_s(i32x4.shr_s(high, 20)),
    <usize>i32x4.extract_lane(offsets, 0),
    <usize>i32x4.extract_lane(offsets, 1),
  );
}

/**
 * log(1 + v) of two float64 lanes, v > −1 finite: log w, w = 1 + v, plus the rounding of w,
 * c = v − (w − 1) (exact), over w, taken as c·max(2 − w, 0): c is below half an ulp of w, 2 − w is
 * 1/w within (w − 1)² (for w below 1/2, c is 0), and beyond w = 2 c/w is below 2^-53 of log w.
 */
@inline export function log1pCentred64x2(v: v128): v128 {
  const one = logF64(8);
  const w = f64x2.add(v, one);
  const c = f64x2.sub(v, f64x2.sub(w, one));
  return f64x2.add(logCentred64x2(w), f64x2.mul(c, f64x2.pmax(f64x2.sub(logF64(9), w), v128.splat<i32>(0))));
}

/** The float64 path of a checked function over a vector (not inlined: the rare branch stays small). */
function fallback32x4<Counting, Slow>(x: v128): v128 {
  if (isBoolean<Counting>()) elementary32Fallbacks++;
  return widened<Slow>(x);
}

/**
 * float32 log, log2, log10 (Base 0, 1, 2; the float64 path: Math.log, Math.log2, Math.log10): the
 * centred table's reduction on the float32 bits, four lanes at once, then log1p(r) in float64 lanes;
 * log2 and log10 times log2 e or log10 e (one more rounding). Lanes that are not positive normal
 * finite float32 values (0, negative, subnormal, inf, NaN) send the vector to the float64 path, as do
 * lanes near a rounding midpoint (results are never subnormal).
 */
@inline export function log32x4<Counting, Base>(x: v128): v128 {
  const tmp = i32x4.sub(x, logI32(0));
  const bin = v128.and(tmp, logI32(1));
  const offsets = v128.shr<u32>(bin, 12);
  const z = i32x4.sub(x, v128.and(tmp, logI32(3)));
  const d = f32x4.sub(z, i32x4.add(bin, logI32(2)));
  const k = i32x4.shr_s(tmp, 23);
  let low = logCentredTail(
    lowHalf(d),
    f64x2.convert_low_i32x4_s(k),
    <usize>i32x4.extract_lane(offsets, 0),
    <usize>i32x4.extract_lane(offsets, 1),
  );
  let high = logCentredTail(
    highHalf(d),
    f64x2.convert_low_i32x4_s(v128.shuffle<i32>(k, k, 2, 3, 0, 1)),
    <usize>i32x4.extract_lane(offsets, 2),
    <usize>i32x4.extract_lane(offsets, 3),
  );
  const base = changetype<Base>(0).value();
  if (base != 0) {
    const factor = logF64(base == 1 ? 6 : 7);
    low = f64x2.mul(low, factor);
    high = f64x2.mul(high, factor);
  }
  const invalid = i32x4.gt_s(i32x4.add(x, logI32(4)), logI32(5));
  if (v128.any_true(v128.or(nearMidpoint(low, high), invalid))) {
    if (base == 0) return fallback32x4<Counting, ScalarLog>(x);
    if (base == 1) return fallback32x4<Counting, ScalarLog2>(x);
    return fallback32x4<Counting, ScalarLog10>(x);
  }
  return demote32(low, high);
}
@final @unmanaged export class NaturalLog {
  @inline value(): i32 {
    return 0;
  }
}
@final @unmanaged export class BinaryLog {
  @inline value(): i32 {
    return 1;
  }
}
@final @unmanaged export class DecimalLog {
  @inline value(): i32 {
    return 2;
  }
}

/** float32 exp2: e^(x·ln 2) by exp64x2Table (x·ln 2 rounded: a relative 2^-46 at |x| = 150; the float64 path: Math.exp2). */
export function exp2_32x4<Counting>(x: v128): v128 {
  const ln2 = splat(0.6931471805599453);
  const low = exp64x2Table(f64x2.mul(lowHalf(x), ln2));
  const high = exp64x2Table(f64x2.mul(highHalf(x), ln2));
  return checked<Counting, ScalarExp2>(x, low, high, demote32(low, high));
}

/** float32 expm1 (the float64 path: expm1_64). */
export function expm1_32x4<Counting>(x: v128): v128 {
  const low = expm1Quick64x2(lowHalf(x));
  const high = expm1Quick64x2(highHalf(x));
  return checked<Counting, ScalarExpm1>(x, low, high, demote32(low, high));
}

/**
 * float32 log1p (the float64 path: Math.log1p): log1pCentred64x2; ±0 stay. Lanes at or below −1, inf
 * or NaN send the vector to the float64 path, as do lanes near a rounding midpoint or subnormal.
 */
@inline export function log1p32x4<Counting>(x: v128): v128 {
  const low = log1pCentred64x2(lowHalf(x));
  const high = log1pCentred64x2(highHalf(x));
  const result = v128.bitselect(x, demote32(low, high), f32x4.eq(x, v128.splat<i32>(0)));
  // inside (−1, ∞): NaN fails both
  const outside = v128.not(v128.and(f32x4.gt(x, logF32(2)), f32x4.lt(x, logF32(1))));
  if (v128.any_true(v128.or(v128.or(nearMidpoint(low, high), subnormal32(result)), outside)))
    return fallback32x4<Counting, ScalarLog1p>(x);
  return result;
}

/**
 * float32 tan: sin/cos of the reduced argument (sinCos64x2, |x| ≤ 2^18; beyond, and ±inf, the float64
 * path: tan64). The reduction is exact for float32 x and its cosine never nears 0 (float32 values
 * stay 2^-30 away from the odd multiples of π/2): the quotient's relative error is a few 2^-53.
 */
export function tan32x4<Counting>(x: v128): v128 {
  const lowIn = lowHalf(x);
  const highIn = highHalf(x);
  const low = f64x2.div(sinCos64x2(lowIn, 0), sinCos64x2(lowIn, 1));
  const high = f64x2.div(sinCos64x2(highIn, 0), sinCos64x2(highIn, 1));
  const result = v128.bitselect(x, demote32(low, high), f32x4.eq(x, f32x4.splat(0))); // ±0 stay
  const far = v128.not(f32x4.le(f32x4.abs(x), f32x4.splat(262144))); // and NaN
  return checkedForced<Counting, ScalarTan>(x, low, high, result, far);
}

/**
 * sinh of an f64x2 of float32 values: |v| < 2^-6 by Taylor (v(1 + v²(1/6 + v²/120)), the rest below
 * 2^-48 relative), else (e − 1/e)/2, e = e^v (odd by itself: no sign to put back; e and 1/e within
 * 2^-52 each, their difference's relative error below 2^-53/|v|, 2^-47 at 2^-6); float32 rounds
 * beyond ±89.5 to ±inf, and e^±200 (the table's clamp) and its inverse are finite: the result
 * overflows float32 too.
 */
@inline function sinhQuick64x2(v: v128): v128 {
  const z = f64x2.mul(v, v); // exact: |v| < 2^-6 is z < 2^-12
  const small = f64x2.add(v, f64x2.mul(f64x2.mul(v, z), f64x2.add(f64x2.mul(z, sinhF64(0)), sinhF64(1))));
  const e = exp64x2Table(v);
  const large = f64x2.mul(f64x2.sub(e, f64x2.div(sinhF64(2), e)), sinhF64(3));
  return v128.bitselect(small, large, f64x2.lt(z, sinhF64(4)));
}
/** sinh's and cosh's splatted float64 constants, from memory (see CHECK_CONSTANTS): 1/120, 1/6, 1, 1/2, 2^-6. */
const SINH_F64: usize = memory.data<f64>(
  [
    8.333333333333333e-3, 8.333333333333333e-3, 0.16666666666666666, 0.16666666666666666, 1, 1, 0.5, 0.5,
    0.000244140625, 0.000244140625,
  ],
  16,
);
@inline function sinhF64(index: i32): v128 {
  return v128.load(SINH_F64 + ((<usize>index) << 4));
}

export function sinh32x4<Counting>(x: v128): v128 {
  const low = sinhQuick64x2(lowHalf(x));
  const high = sinhQuick64x2(highHalf(x));
  return checked<Counting, HyperbolicSine>(x, low, high, demote32(low, high));
}

// sinhBlock32x4, coshBlock32x4: realUnary's four vectors at once, as cbrtBlock32x4 (one rounding
// test for sinh's four, no branch between them): the out-of-order window overlaps their chains.

/** sinh32x4, not inlined: sinhBlock32x4's vectors where a lane fails. */
function sinhEach32x4(x: v128): v128 {
  return sinh32x4<i32>(x);
}
/** The lanes that fail sinh's rounding test (near a midpoint, or subnormal). */
@inline function sinhFails(low: v128, high: v128, result: v128): v128 {
  return v128.or(nearMidpoint(low, high), subnormal32(result));
}
/**
 * sinh32x4's fast lanes, rounded, into `out`; returns the lanes that fail its test (for
 * asm/elementary32-check.ts, which proves the float64 path lane by lane where they pass).
 */
@inline export function sinhQuickLanes32x4(x: v128, out: usize): v128 {
  const low = sinhQuick64x2(lowHalf(x));
  const high = sinhQuick64x2(highHalf(x));
  const result = demote32(low, high);
  v128.store(out, result);
  return sinhFails(low, high, result);
}
/** float32 sinh of the four vectors at `input` into `out` (which may be `input`): one test for the four. */
@inline export function sinhBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const l0 = sinhQuick64x2(lowHalf(x0));
  const h0 = sinhQuick64x2(highHalf(x0));
  const x1 = v128.load(input, 16);
  const l1 = sinhQuick64x2(lowHalf(x1));
  const h1 = sinhQuick64x2(highHalf(x1));
  const x2 = v128.load(input, 32);
  const l2 = sinhQuick64x2(lowHalf(x2));
  const h2 = sinhQuick64x2(highHalf(x2));
  const x3 = v128.load(input, 48);
  const l3 = sinhQuick64x2(lowHalf(x3));
  const h3 = sinhQuick64x2(highHalf(x3));
  const r0 = demote32(l0, h0);
  const r1 = demote32(l1, h1);
  const r2 = demote32(l2, h2);
  const r3 = demote32(l3, h3);
  const fails01 = v128.or(sinhFails(l0, h0, r0), sinhFails(l1, h1, r1));
  if (v128.any_true(v128.or(fails01, v128.or(sinhFails(l2, h2, r2), sinhFails(l3, h3, r3))))) {
    v128.store(out, sinhEach32x4(x0));
    v128.store(out, sinhEach32x4(x1), 16);
    v128.store(out, sinhEach32x4(x2), 32);
    v128.store(out, sinhEach32x4(x3), 48);
    return;
  }
  v128.store(out, r0);
  v128.store(out, r1, 16);
  v128.store(out, r2, 32);
  v128.store(out, r3, 48);
}

/** HyperbolicCosine.lanes (the same operations), its constants from memory. */
@inline function coshLanes(v: v128): v128 {
  const e = exp64x2Table(f64x2.abs(v));
  return f64x2.mul(f64x2.add(e, f64x2.div(sinhF64(2), e)), sinhF64(3));
}
/** float32 cosh of the four vectors at `input` into `out` (which may be `input`): widened<HyperbolicCosine> on each. */
@inline export function coshBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const l0 = coshLanes(lowHalf(x0));
  const h0 = coshLanes(highHalf(x0));
  const x1 = v128.load(input, 16);
  const l1 = coshLanes(lowHalf(x1));
  const h1 = coshLanes(highHalf(x1));
  const x2 = v128.load(input, 32);
  const l2 = coshLanes(lowHalf(x2));
  const h2 = coshLanes(highHalf(x2));
  const x3 = v128.load(input, 48);
  const l3 = coshLanes(lowHalf(x3));
  const h3 = coshLanes(highHalf(x3));
  v128.store(out, demote32(l0, h0));
  v128.store(out, demote32(l1, h1), 16);
  v128.store(out, demote32(l2, h2), 32);
  v128.store(out, demote32(l3, h3), 48);
}

// ---- float32 cbrt: no table, no division -------------------------------------------------------
// a = |x|. r ≈ a^(-1/3) from a's bits: a magic constant less a third of them (within 2^-4.8), then
// two Newton steps in float32 lanes, r ← r(k − (a/3)r³) (k = 1.3346 for the first, fitted with the
// constant: 2^-9.5 after it; 4/3 for the second: 2^-18 after it; ((a/3)r)·r² stays in range from
// a = 2^-126 to 2^128). Then in float64 lanes (a·r exact): y = a r², δ = 1 − y r = 1 − a r³,
// ∛a = y(1 − δ)^(-2/3) = y(1 + 2δ/3 + 5δ²/9 + 40δ³/81 + …) to δ² (the rest below 2^-49; 2^-50 measured
// with the roundings, against the test's 2^-41). No table, so no four scalar loads a vector. The
// rounding test of the arctangents; a failing lane sends the vector to the float64 path
// (CubeRoot.lanes), as do subnormal lanes; ±0, ±inf and NaN are their own roots (0 by the steps
// themselves, inf and NaN by a select: data with zeros or NaN stays on the fast path). The chain from
// load to test is long (about 60 cycles) and the out-of-order window holds little more than one
// vector's: cbrtBlock32x4 runs four vectors with one test and no branch between them, so that they
// overlap; a block with a failing lane redoes its vectors one by one.

/** The splatted constants: i32 |x|'s bits, the magic, 21846; f32 1/3, the first k, 4/3; f64 1, 2/3, 5/9. */
const CBRT32_CONSTANTS: usize = memory.data<i32>(
  [
    0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x54a24000, 0x54a24000, 0x54a24000, 0x54a24000, 21846, 21846, 21846,
    21846, 0x3eaaaaab, 0x3eaaaaab, 0x3eaaaaab, 0x3eaaaaab, 0x3faad42c, 0x3faad42c, 0x3faad42c, 0x3faad42c, 0x3faaaaab,
    0x3faaaaab, 0x3faaaaab, 0x3faaaaab,
  ],
  16,
);
const CBRT32_F64: usize = memory.data<f64>(
  [1, 1, 0.6666666666666666, 0.6666666666666666, 0.5555555555555556, 0.5555555555555556],
  16,
);
@inline function cbrtConstant(index: i32): v128 {
  return v128.load(CBRT32_CONSTANTS + ((<usize>index) << 4));
}
@inline function cbrtF64(index: i32): v128 {
  return v128.load(CBRT32_F64 + ((<usize>index) << 4));
}

/** r ≈ a^(-1/3) within 2^-18 (a normal): the magic constant less (a >> 16)·21846 ≈ a/3, two Newton steps. */
@inline function cbrtInverse32x4(a: v128): v128 {
  const third = f32x4.mul(a, cbrtConstant(3));
  let r = i32x4.sub(cbrtConstant(1), i32x4.mul(v128.shr<u32>(a, 16), cbrtConstant(2)));
  r = f32x4.mul(r, f32x4.sub(cbrtConstant(4), f32x4.mul(f32x4.mul(third, r), f32x4.mul(r, r))));
  return f32x4.mul(r, f32x4.sub(cbrtConstant(5), f32x4.mul(f32x4.mul(third, r), f32x4.mul(r, r))));
}

/** ∛a in two float64 lanes from a and r ≈ a^(-1/3): y(1 + δ(2/3 + 5δ/9)), y = a r², δ = 1 − y r. */
@inline function cbrtRoot64x2(a: v128, r: v128): v128 {
  const y = f64x2.mul(f64x2.mul(a, r), r);
  const d = f64x2.sub(cbrtF64(0), f64x2.mul(y, r));
  return f64x2.add(y, f64x2.mul(f64x2.mul(y, d), f64x2.add(cbrtF64(1), f64x2.mul(d, cbrtF64(2)))));
}

/** ±inf and NaN lanes (their own roots; 0 needs no care: its steps give y = 0, δ = 1 and the root ±0). */
@inline function cbrtSpecial(a: v128): v128 {
  return i32x4.gt_s(a, i32x4.splat(0x7f7fffff));
}

/** The subnormal lanes of a = |x| (a + 2^31 − 1 wraps them below −2^31 + 2^23 − 1). */
@inline function cbrtSubnormal(a: v128): v128 {
  return i32x4.lt_s(i32x4.add(a, i32x4.splat(0x7fffffff)), i32x4.splat(-0x7f800001));
}

/** The lanes that fail, specials aside: near a rounding midpoint, or subnormal. */
@inline function cbrtFails(a: v128, low: v128, high: v128, special: v128): v128 {
  return v128.andnot(v128.or(nearMidpoint(low, high), cbrtSubnormal(a)), special);
}

/** The float32 roots with x's signs, x in the special lanes. */
@inline function cbrtResult(x: v128, low: v128, high: v128, special: v128): v128 {
  return v128.bitselect(x, v128.or(demote32(low, high), v128.and(x, f32x4.splat(-0.0))), special);
}

/** float32 cbrt of one vector (the float64 path where a lane fails). */
@inline export function cbrt32x4<Counting>(x: v128): v128 {
  const a = v128.and(x, cbrtConstant(0));
  const r = cbrtInverse32x4(a);
  const low = cbrtRoot64x2(lowHalf(a), lowHalf(r));
  const high = cbrtRoot64x2(highHalf(a), highHalf(r));
  const special = cbrtSpecial(a);
  if (v128.any_true(cbrtFails(a, low, high, special))) return fallback32x4<Counting, CubeRoot>(x);
  return cbrtResult(x, low, high, special);
}

/** cbrt32x4, not inlined: cbrtBlock32x4's vectors where a lane fails (a subnormal lane: the float64 path at once). */
function cbrtEach32x4<Counting>(x: v128): v128 {
  if (v128.any_true(cbrtSubnormal(v128.and(x, cbrtConstant(0))))) return fallback32x4<Counting, CubeRoot>(x);
  return cbrt32x4<Counting>(x);
}

/** float32 cbrt of the four vectors at `input` into `out` (which may be `input`): one test, no branch between them. */
@inline export function cbrtBlock32x4<Counting>(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const x1 = v128.load(input, 16);
  const x2 = v128.load(input, 32);
  const x3 = v128.load(input, 48);
  const a0 = v128.and(x0, cbrtConstant(0));
  const r0 = cbrtInverse32x4(a0);
  const low0 = cbrtRoot64x2(lowHalf(a0), lowHalf(r0));
  const high0 = cbrtRoot64x2(highHalf(a0), highHalf(r0));
  const a1 = v128.and(x1, cbrtConstant(0));
  const r1 = cbrtInverse32x4(a1);
  const low1 = cbrtRoot64x2(lowHalf(a1), lowHalf(r1));
  const high1 = cbrtRoot64x2(highHalf(a1), highHalf(r1));
  const a2 = v128.and(x2, cbrtConstant(0));
  const r2 = cbrtInverse32x4(a2);
  const low2 = cbrtRoot64x2(lowHalf(a2), lowHalf(r2));
  const high2 = cbrtRoot64x2(highHalf(a2), highHalf(r2));
  const a3 = v128.and(x3, cbrtConstant(0));
  const r3 = cbrtInverse32x4(a3);
  const low3 = cbrtRoot64x2(lowHalf(a3), lowHalf(r3));
  const high3 = cbrtRoot64x2(highHalf(a3), highHalf(r3));
  const special0 = cbrtSpecial(a0);
  const special1 = cbrtSpecial(a1);
  const special2 = cbrtSpecial(a2);
  const special3 = cbrtSpecial(a3);
  const fails01 = v128.or(cbrtFails(a0, low0, high0, special0), cbrtFails(a1, low1, high1, special1));
  const fails23 = v128.or(cbrtFails(a2, low2, high2, special2), cbrtFails(a3, low3, high3, special3));
  if (v128.any_true(v128.or(fails01, fails23))) {
    v128.store(out, cbrtEach32x4<Counting>(x0));
    v128.store(out, cbrtEach32x4<Counting>(x1), 16);
    v128.store(out, cbrtEach32x4<Counting>(x2), 32);
    v128.store(out, cbrtEach32x4<Counting>(x3), 48);
    return;
  }
  v128.store(out, cbrtResult(x0, low0, high0, special0));
  v128.store(out, cbrtResult(x1, low1, high1, special1), 16);
  v128.store(out, cbrtResult(x2, low2, high2, special2), 32);
  v128.store(out, cbrtResult(x3, low3, high3, special3), 48);
}

// ---- float32 arcsinh and arccosh blocks: the log on bins of w's float32 image -------------------
// In a block whose 16 lanes are all plain (arcsinh: 1/8 ≤ |x| < 2^60; arccosh: 1 + 2^-7 ≤ x < 2^60),
// log w, w = a + √(a² + 1) or x + √(x² − 1) in float64, takes its bin, k and centre c from w32, the same
// expression in float32 lanes (within 2^-22 of w), computed beside w, not after it: the float64 chain
// has no reduction of its own (z = w·2^-k by the exponent field, d = z − c exact) and the table loads
// start early (w32 from w, after it, measured 20% slower). 1024 bins, centres with 10 mantissa bits
// (c = 1 among them): |r| = |d/c| ≤ 2^-11 (1 + 2^-10), so log1p r to r³ leaves below 2^-46, absolute,
// and the log is (k ln 2 + log c) + r + r²(−1/2 + r/3). Its error against log w: that 2^-46, w's own
// 2.5·2^-53 (relative, so absolute in the log) and a few roundings of the result. Plain results are at
// least asinh(1/8) = 0.1245 and acosh(1 + 2^-7) = 0.1765: within 1,100 and 530 units of 2^-52 of the
// binade (the rounding test's margin: 4096). Measured against the float64 path over every plain input
// (scripts/elementary32-exhaustive.mjs --wide): see docs/benchmarks.md. Against 256 bins to r⁴, 8%
// faster; the 16 KiB table stays in L1 beside the streamed data.

/** (1/c, log c) per bin, c the float32 with bits 0x3f330000 + (j << 13), rounded to float64 (`python3 scripts/log_centred_table.py --bins 1024`). */
const LOG1024_TABLE: usize = memory.data<f64>(
  [
    1.4301675977653632, -0.3577916386388075, 1.4291695743196091, -0.3570935583312266, 1.4281729428172942,
    -0.3563959649998327, 1.427177700348432, -0.3556988579656769, 1.426183844011142, -0.3550022365512289,
    1.4251913709116215, -0.3543061000803735, 1.4242002781641168, -0.3536104478784064, 1.4232105628908964,
    -0.3529152792720306, 1.4222222222222223, -0.3522205935893521, 1.421235253296322, -0.3515263901598763,
    1.420249653259362, -0.350832668314504, 1.4192654192654193, -0.35013942738552756, 1.4182825484764543,
    -0.3494466667066269, 1.4173010380622837, -0.34875438561286587, 1.4163208852005533, -0.3480625834406884,
    1.4153420870767104, -0.34737125952791453, 1.4143646408839778, -0.3466804132137367, 1.4133885438233265,
    -0.345990043838716, 1.4124137931034482, -0.3453001507447783, 1.4114403859407305, -0.3446107332752106,
    1.4104683195592287, -0.343921790774657, 1.40949759119064, -0.3432333225891155, 1.4085281980742779,
    -0.34254532806593374, 1.4075601374570448, -0.3418578065538055, 1.4065934065934067, -0.34117075740276714,
    1.4056280027453671, -0.34048417996419356, 1.4046639231824416, -0.33979807359079495, 1.4037011651816313,
    -0.33911243763661275, 1.4027397260273973, -0.3384272714570163, 1.4017796030116358, -0.3377425744086989,
    1.4008207934336525, -0.3370583458496746, 1.3998632946001368, -0.3363745851392741, 1.3989071038251366,
    -0.33569129163814154, 1.3979522184300341, -0.3350084647082307, 1.3969986357435198, -0.3343261037128016,
    1.3960463531015679, -0.3336442080164167, 1.3950953678474114, -0.33296277698493754, 1.394145677331518,
    -0.3322818099855211, 1.3931972789115645, -0.33160130638661645, 1.3922501699524132, -0.33092126555796086,
    1.391304347826087, -0.33024168687057687, 1.3903598099117447, -0.3295625696967681, 1.389416553595658,
    -0.32888391341011647, 1.3884745762711865, -0.3282057173854782, 1.3875338753387534, -0.3275279809989806,
    1.3865944482058226, -0.3268507036280186, 1.3856562922868743, -0.3261738846512513, 1.3847194050033806,
    -0.3254975234485986, 1.3837837837837839, -0.32482161940123766, 1.3828494260634707, -0.3241461718915996,
    1.3819163292847503, -0.3234711803033662, 1.3809844908968307, -0.3227966440214663, 1.3800539083557952,
    -0.32212256243207266, 1.3791245791245792, -0.3214489349225984, 1.3781965006729475, -0.3207757608816939,
    1.3772696704774714, -0.3201030396992433, 1.3763440860215055, -0.3194307707663612, 1.3754197447951646,
    -0.3187589534753894, 1.374496644295302, -0.31808758721989355, 1.3735747820254862, -0.31741667139466,
    1.3726541554959786, -0.31674620539569226, 1.3717347622237106, -0.31607618862020803, 1.3708165997322623,
    -0.3154066204666358, 1.3698996655518394, -0.3147375003346116, 1.3689839572192513, -0.31406882762497584,
    1.3680694722778892, -0.31340060173977, 1.3671562082777036, -0.31273282208223363, 1.3662441627751833,
    -0.3120654880568007, 1.3653333333333333, -0.31139859906909695, 1.3644237175216523, -0.31073215452593644,
    1.363515312916112, -0.3100661538353183, 1.362608117099135, -0.3094005964064239, 1.3617021276595744,
    -0.3087354816496133, 1.360797342192691, -0.3080708089764223, 1.3598937583001327, -0.30740657779955954,
    1.3589913735899137, -0.30674278753290296, 1.3580901856763925, -0.30607943759149703, 1.3571901921802518,
    -0.3054165273915495, 1.3562913907284768, -0.3047540563504284, 1.3553937789543349, -0.30409202388665885,
    1.3544973544973544, -0.3034304294199201, 1.3536021150033046, -0.3027692723710425, 1.3527080581241744,
    -0.30210855216200433, 1.3518151815181518, -0.3014482682159289, 1.3509234828496042, -0.30078841995708144,
    1.3500329597890572, -0.30012900681086613, 1.3491436100131753, -0.2994700282038232, 1.34825543120474,
    -0.2988114835636255, 1.3473684210526315, -0.29815337231907635, 1.346482577251808, -0.29749569390010555,
    1.3455978975032852, -0.29683844773776724, 1.3447143795141168, -0.2961816332642366, 1.3438320209973753,
    -0.2955252499128068, 1.3429508196721311, -0.2948692971178864, 1.3420707732634338, -0.29421377431499607,
    1.3411918795022921, -0.293558680940766, 1.3403141361256545, -0.2929040164329326, 1.3394375408763899,
    -0.2922497802303361, 1.3385620915032679, -0.29159597177291724, 1.3376877857609406, -0.29094259050171467,
    1.3368146214099217, -0.2902896358588618, 1.3359425962165687, -0.2896371072875843, 1.3350717079530638,
    -0.2889850042321969, 1.3342019543973942, -0.28833332613810086, 1.3333333333333333, -0.2876820724517809,
    1.332465842550423, -0.28703124262080254, 1.3315994798439532, -0.2863808360938091, 1.3307342430149447,
    -0.2857308523205192, 1.3298701298701299, -0.28508129075172356, 1.3290071382219337, -0.28443215083928264,
    1.3281452658884565, -0.2837834320361236, 1.3272845106934543, -0.28313513379623756, 1.3264248704663213,
    -0.2824872555746769, 1.3255663430420712, -0.28183979682755256, 1.3247089262613196, -0.2811927570120311,
    1.323852617970265, -0.2805461355863323, 1.322997416020672, -0.27989993200972596, 1.3221433182698514,
    -0.27925414574252977, 1.3212903225806452, -0.2786087762461061, 1.3204384268214056, -0.2779638229828596,
    1.3195876288659794, -0.27731928541623435, 1.3187379265936896, -0.2766751630107113, 1.3178893178893178,
    -0.27603145523180567, 1.3170418006430868, -0.2753881615460639, 1.3161953727506426, -0.27474528142106147,
    1.3153500321130378, -0.27410281432540007, 1.3145057766367136, -0.2734607597287048, 1.313662604233483,
    -0.2728191171016219, 1.3128205128205128, -0.27217788591581565, 1.3119795003203074, -0.27153706564396635,
    1.3111395646606914, -0.2708966557597671, 1.310300703774792, -0.2702566557379218, 1.3094629156010231,
    -0.269617065054142, 1.3086261980830671, -0.2689778831851448, 1.3077905491698596, -0.26833910960865,
    1.3069559668155712, -0.26770074380337755, 1.3061224489795917, -0.26706278524904525, 1.3052899936265137,
    -0.2664252334263658, 1.3044585987261146, -0.26578808781704466, 1.3036282622533417, -0.26515134790377726,
    1.3027989821882953, -0.26451501317024656, 1.301970756516211, -0.26387908310112057, 1.301143583227446,
    -0.2632435571820499, 1.3003174603174603, -0.26260843489966496, 1.299492385786802, -0.26197371574157396,
    1.2986683576410907, -0.26133939919636, 1.2978453738910012, -0.26070548475357885, 1.2970234325522483,
    -0.2600719719037563, 1.2962025316455696, -0.2594388601383859, 1.295382669196711, -0.2588061489499264,
    1.2945638432364097, -0.2581738378317992, 1.293746051800379, -0.25754192627838624, 1.292929292929293,
    -0.2569104137850272, 1.2921135646687698, -0.2562792998480174, 1.2912988650693569, -0.2556485839646051,
    1.2904851921865155, -0.25501826563298935, 1.2896725440806045, -0.2543883443523174, 1.288860918816866,
    -0.25375881962268243, 1.2880503144654087, -0.25312969094512117, 1.2872407291011942, -0.2525009578216115,
    1.2864321608040201, -0.2518726197550701, 1.285624607658506, -0.2512446762493499, 1.2848180677540777,
    -0.25061712680923803, 1.284012539184953, -0.24998997094045347, 1.2832080200501252, -0.24936320814964433,
    1.28240450845335, -0.24873683794438597, 1.281602002503129, -0.24811085983317843, 1.2808005003126954,
    -0.24748527332544418, 1.28, -0.24686007793152578, 1.2792004996876951, -0.2462352731626837, 1.2784019975031211,
    -0.24561085853109388, 1.2776044915782907, -0.24498683354984546, 1.2768079800498753, -0.2443631977329386,
    1.27601246105919, -0.24373995059528217, 1.2752179327521793, -0.2431170916526914, 1.2744243932794026,
    -0.24249462042188583, 1.2736318407960199, -0.24187253642048673, 1.2728402734617774, -0.2412508391670152,
    1.2720496894409938, -0.24062952818088973, 1.271260086902545, -0.24000860298242402, 1.2704714640198511,
    -0.23938806309282482, 1.2696838189708617, -0.23876790803418954, 1.2688971499380421, -0.2381481373295043,
    1.2681114551083592, -0.2375287505026415, 1.2673267326732673, -0.2369097470783577, 1.2665429808286952,
    -0.23629112658229157, 1.2657601977750308, -0.2356728885409614, 1.2649783817171094, -0.23505503248176327,
    1.2641975308641975, -0.23443755793296864, 1.2634176434299815, -0.2338204644237223, 1.2626387176325524,
    -0.23320375148404018, 1.2618607516943932, -0.2325874186448072, 1.2610837438423645, -0.23197146543777514,
    1.2603076923076924, -0.23135589139556054, 1.2595325953259533, -0.2307406960516425, 1.258758451137062,
    -0.2301258789403606, 1.257985257985258, -0.2295114395969128, 1.2572130141190914, -0.2288973775573533,
    1.2564417177914111, -0.2282836923585904, 1.25567136725935, -0.22767038353838454, 1.2549019607843137,
    -0.22705745063534608, 1.2541334966319657, -0.2264448931889333, 1.2533659730722153, -0.22583271073945022,
    1.2525993883792048, -0.22522090282804463, 1.2518337408312958, -0.22460946899670603, 1.2510690287110569,
    -0.2239984087882635, 1.2503052503052503, -0.22338772174638366, 1.24954240390482, -0.22277740741556873,
    1.248780487804878, -0.2221674653411543, 1.2480195003046923, -0.2215578950693075, 1.2472594397076735,
    -0.22094869614702486, 1.2465003043213634, -0.22033986812213033, 1.245742092457421, -0.21973141054327316,
    1.244984802431611, -0.21912332295992615, 1.244228432563791, -0.21851560492238328, 1.2434729811778993,
    -0.2179082559817581, 1.2427184466019416, -0.2173012756899814, 1.2419648271679806, -0.2166946635997995,
    1.2412121212121212, -0.2160884192647721, 1.2404603270745003, -0.2154825422392704, 1.2397094430992737,
    -0.21487703207847503, 1.2389594676346039, -0.2142718883383742, 1.238210399032648, -0.2136671105757618,
    1.2374622356495468, -0.21306269834823513, 1.2367149758454106, -0.2124586512141934, 1.235968617984309,
    -0.2118549687328355, 1.235223160434258, -0.2112516504641581, 1.2344786015672091, -0.21064869596895391,
    1.2337349397590363, -0.21004610480880948, 1.2329921733895244, -0.20944387654610352, 1.2322503008423586,
    -0.2088420107440049, 1.2315093205051113, -0.20824050696647073, 1.2307692307692308, -0.2076393647782445,
    1.23003003003003, -0.2070385837448542, 1.2292917166866746, -0.2064381634326104, 1.2285542891421715,
    -0.2058381034086044, 1.2278177458033572, -0.20523840324070633, 1.2270820850808868, -0.20463906249756333,
    1.2263473053892215, -0.2040400807485976, 1.2256134051466188, -0.2034414575640047, 1.2248803827751196,
    -0.20284319251475147, 1.2241482367005379, -0.20224528517257442, 1.2234169653524491, -0.20164773510997777,
    1.2226865671641791, -0.20105054190023158, 1.2219570405727924, -0.20045370511737004, 1.2212283840190816,
    -0.19985722433618955, 1.2205005959475566, -0.1992610991322469, 1.2197736748064325, -0.19866532908185758,
    1.2190476190476192, -0.1980699137620938, 1.2183224271267104, -0.1974748527507828, 1.2175980975029725,
    -0.19688014562650505, 1.2168746286393346, -0.1962857919685924, 1.2161520190023754, -0.19569179135712636,
    1.2154302670623145, -0.1950981433729363, 1.2147093712930013, -0.19450484759759765, 1.2139893301719027,
    -0.1939119036134301, 1.2132701421800949, -0.19331931100349597, 1.2125518058022497, -0.19272706935159833,
    1.2118343195266272, -0.19213517824227924, 1.2111176818450622, -0.1915436372608181, 1.210401891252955,
    -0.1909524459932298, 1.2096869462492617, -0.1903616040262631, 1.2089728453364816, -0.1897711109473987,
    1.208259587020649, -0.18918096634484777, 1.2075471698113207, -0.18859116980755003, 1.2068355922215674,
    -0.1880017209251721, 1.2061248527679622, -0.1874126192881058, 1.2054149499705709, -0.18682386448746638,
    1.204705882352941, -0.18623545611509096, 1.203997648442093, -0.18564739376353664, 1.2032902467685076,
    -0.18505967702607895, 1.2025836758661186, -0.18447230549671012, 1.2018779342723005, -0.18388527877013736,
    1.2011730205278592, -0.18329859644178123, 1.2004689331770222, -0.18271225810777397, 1.1997656707674282,
    -0.1821262633649578, 1.199063231850117, -0.18154061181088324, 1.1983616149795202, -0.18095530304380752,
    1.1976608187134503, -0.18037033666269287, 1.1969608416130917, -0.17978571226720494, 1.1962616822429906,
    -0.179201429457711, 1.195563339171045, -0.1786174878352785, 1.1948658109684946, -0.1780338870016733,
    1.1941690962099125, -0.17745062655935812, 1.1934731934731935, -0.1768677061114908, 1.1927781013395458,
    -0.17628512526192286, 1.1920838183934808, -0.17570288361519773, 1.191390343222804, -0.17512098077654914,
    1.1906976744186046, -0.17453941635189968, 1.190005810575247, -0.173958189947859, 1.18931475029036,
    -0.1733773011717223, 1.1886244921648288, -0.1727967496314688, 1.1879350348027842, -0.17221653493576,
    1.1872463768115942, -0.17163665669393827, 1.186558516801854, -0.17105711451602515, 1.1858714533873769,
    -0.1704779080127198, 1.1851851851851851, -0.16989903679539747, 1.1844997108155002, -0.16932050047610792,
    1.1838150289017342, -0.16874229866757376, 1.1831311380704794, -0.16816443098318914, 1.1824480369515011,
    -0.16758689703701793, 1.1817657241777264, -0.16700969644379232, 1.1810841983852365, -0.16643282881891125,
    1.1804034582132565, -0.16585629377843883, 1.1797235023041475, -0.16528009093910292, 1.1790443293033968,
    -0.16470421991829348, 1.1783659378596087, -0.16412868033406106, 1.1776883266244969, -0.16355347180511537,
    1.1770114942528735, -0.1629785939508237, 1.1763354394026422, -0.16240404639120937, 1.1756601607347876,
    -0.1618298287469503, 1.1749856569133676, -0.16125594063937748, 1.1743119266055047, -0.16068238169047347,
    1.1736389684813753, -0.16010915152287086, 1.172966781214204, -0.1595362497598509, 1.1722953634802518,
    -0.15896367602534184, 1.17162471395881, -0.15839142994391764, 1.1709548313321898, -0.15781951114079634,
    1.1702857142857144, -0.15724791924183867, 1.16961736150771, -0.15667665387354654, 1.1689497716894977,
    -0.15610571466306167, 1.168282943525385, -0.15553510123816391, 1.1676168757126568, -0.15496481322727004,
    1.1669515669515669, -0.15439485025943223, 1.1662870159453302, -0.15382521196433643, 1.1656232214001139,
    -0.1532558979723012, 1.1649601820250284, -0.1526869079142761, 1.1642978965321205, -0.15211824142184024,
    1.1636363636363636, -0.15154989812720093, 1.1629755820556502, -0.15098187766319227, 1.1623155505107832,
    -0.15041417966327358, 1.161656267725468, -0.14984680376152817, 1.1609977324263039, -0.1492797495926618,
    1.1603399433427761, -0.14871301679200127, 1.159682899207248, -0.1481466049954931, 1.159026598754952,
    -0.147580513839702, 1.158371040723982, -0.14701474296180966, 1.1577162238552854, -0.14644929199961312,
    1.1570621468926554, -0.14588416059152357, 1.1564088085827215, -0.14531934837656488, 1.1557562076749435,
    -0.14475485499437216, 1.155104342921602, -0.1441906800851905, 1.1544532130777903, -0.1436268232898736,
    1.1538028169014085, -0.14306328424988224, 1.1531531531531531, -0.14250006260728304, 1.152504220596511,
    -0.14193715800474707, 1.1518560179977504, -0.14137457008554852, 1.1512085441259134, -0.14081229849356325,
    1.150561797752809, -0.14025034287326757, 1.149915777653004, -0.13968870286973675, 1.149270482603816,
    -0.13912737812864379, 1.1486259113853057, -0.13856636829625799, 1.147982062780269, -0.13800567301944372,
    1.1473389355742296, -0.13744529194565897, 1.1466965285554311, -0.13688522472295406, 1.1460548405148294,
    -0.13632547099997036, 1.145413870246085, -0.13576603042593896, 1.1447736165455562, -0.13520690265067925,
    1.1441340782122904, -0.13464808732459774, 1.1434952540480179, -0.13408958409868663, 1.1428571428571428,
    -0.13353139262452263, 1.1422197434467374, -0.13297351255426554, 1.1415830546265329, -0.13241594354065697,
    1.1409470752089137, -0.13185868523701916, 1.1403118040089086, -0.1313017372972535, 1.1396772398441848,
    -0.13074509937583936, 1.139043381535039, -0.1301887711278328, 1.1384102279043913, -0.1296327522088653,
    1.1377777777777778, -0.12907704227514236, 1.1371460299833427, -0.12852164098344232, 1.1365149833518313,
    -0.12796654799111518, 1.1358846367165836, -0.12741176295608114, 1.1352549889135255, -0.12685728553682943,
    1.1346260387811635, -0.12630311539241712, 1.1339977851605758, -0.12574925218246769, 1.1333702268954067,
    -0.12519569556716992, 1.1327433628318584, -0.1246424452072766, 1.1321171918186843, -0.12408950076410327,
    1.1314917127071824, -0.12353686189952698, 1.1308669243511873, -0.12298452827598502, 1.130242825607064,
    -0.12243249955647377, 1.1296194153337011, -0.12188077540454735, 1.1289966923925028, -0.12132935548431649,
    1.1283746556473828, -0.12077823946044725, 1.1277533039647578, -0.1202274269981598, 1.1271326362135388,
    -0.11967691776322723, 1.1265126512651265, -0.11912671142197426, 1.125893347993403, -0.11857680764127615,
    1.1252747252747253, -0.11802720608855737, 1.1246567819879187, -0.11747790643179044, 1.12403951701427,
    -0.11692890833949478, 1.1234229292375206, -0.11638021148073537, 1.1228070175438596, -0.1158318155251217,
    1.1221917808219177, -0.11528372014280652, 1.12157721796276, -0.11473592500448462, 1.1209633278598796,
    -0.1141884297813917, 1.1203501094091903, -0.11364123414530308, 1.1197375615090213, -0.11309433776853271,
    1.1191256830601093, -0.11254774032393178, 1.1185144729655925, -0.11200144148488769, 1.1179039301310043,
    -0.11145544092532282, 1.1172940534642661, -0.11090973831969339, 1.1166848418756816, -0.11036433334298824,
    1.1160762942779292, -0.10981922567072776, 1.1154684095860568, -0.10927441497896263, 1.1148611867174743,
    -0.10872990094427275, 1.1142546245919478, -0.10818568324376604, 1.1136487221315932, -0.1076417615550773,
    1.1130434782608696, -0.1070981355563671, 1.1124388919065724, -0.10655480492632055, 1.1118349619978285,
    -0.10601176934414624, 1.111231687466088, -0.10546902848957512, 1.1106290672451193, -0.10492658204285926,
    1.1100271002710027, -0.10438442968477084, 1.1094257854821234, -0.10384257109660093, 1.1088251218191663,
    -0.10330100596015844, 1.1082251082251082, -0.10275973395776894, 1.1076257436452137, -0.10221875477227356,
    1.107027027027027, -0.1016780680870279, 1.1064289573203674, -0.1011376735859009, 1.1058315334773219,
    -0.10059757095327371, 1.1052347544522396, -0.10005775987403863, 1.104638619201726, -0.09951824003359794,
    1.1040431266846362, -0.09897901111786289, 1.103448275862069, -0.09844007281325252, 1.1028540656973613,
    -0.09790142480669262, 1.1022604951560817, -0.09736306678561457, 1.1016675632060247, -0.09682499843795439,
    1.1010752688172043, -0.09628721945215148, 1.1004836109618485, -0.09574972951714765, 1.099892588614393,
    -0.09521252832238603, 1.099302200751476, -0.09467561555780994, 1.0987124463519313, -0.09413899091386191,
    1.098123324396783, -0.09360265408148248, 1.097534833869239, -0.09306660475210927, 1.0969469737546866,
    -0.09253084261767579, 1.0963597430406853, -0.09199536737061047, 1.0957731407169609, -0.09146017870383556,
    1.095187165775401, -0.09092527631076609, 1.094601817210048, -0.09039065988530878, 1.0940170940170941,
    -0.08985632912186105, 1.0934329951948745, -0.0893222837153099, 1.0928495197438635, -0.08878852336103091,
    1.0922666666666667, -0.08825504775488721, 1.091684434968017, -0.08772185659322843, 1.0911028236547682,
    -0.08718894957288958, 1.0905218317358893, -0.08665632639119018, 1.0899414582224587, -0.08612398674593309,
    1.0893617021276596, -0.08559193033540351, 1.088782562466773, -0.08506015685836801, 1.0882040382571732,
    -0.08452866601407345, 1.0876261285183217, -0.08399745750224599, 1.0870488322717622, -0.08346653102309004,
    1.086472148541114, -0.08293588627728726, 1.085896076352068, -0.0824055229659956, 1.0853206147323795,
    -0.08187544079084819, 1.0847457627118644, -0.0813456394539524, 1.0841715193223929, -0.08081611865788885,
    1.0835978835978837, -0.08028687810571034, 1.0830248545742993, -0.07975791750094091, 1.0824524312896406,
    -0.07922923654757481, 1.0818806127839409, -0.07870083495007556, 1.0813093980992607, -0.07817271241337485,
    1.0807387862796833, -0.07764486864287168, 1.080168776371308, -0.07711730334443129, 1.0795993674222457,
    -0.0765900162243842, 1.0790305584826132, -0.07606300698952523, 1.0784623486045286, -0.07553627534711252,
    1.0778947368421052, -0.07500982100486657, 1.0773277222514466, -0.07448364367096924, 1.0767613038906414,
    -0.07395774305406279, 1.0761954808197582, -0.07343211886324891, 1.0756302521008403, -0.07290677080808779,
    1.0750656167979002, -0.07238169859859707, 1.074501573976915, -0.07185690194525098, 1.0739381227058207,
    -0.07133238055897934, 1.0733752620545074, -0.07080813415116657, 1.072812991094814, -0.0702841624336508,
    1.0722513089005237, -0.06976046511872284, 1.0716902145473575, -0.06923704191912537, 1.0711297071129706,
    -0.06871389254805181, 1.0705697856769472, -0.06819101671914553, 1.0700104493207943, -0.06766841414649884,
    1.0694516971279373, -0.06714608454465204, 1.068893528183716, -0.06662402762859256, 1.0683359415753781,
    -0.06610224311375391, 1.067778936392075, -0.06558073071601488, 1.0672225117248566, -0.0650594901516985,
    1.0666666666666667, -0.06453852113757118, 1.0661114003123373, -0.06401782339084175, 1.065556711758585,
    -0.0634973966291606, 1.0650026001040043, -0.06297724057061867, 1.0644490644490645, -0.06245735493374661,
    1.063896103896104, -0.06193773943751381, 1.063343717549325, -0.06141839380132754, 1.0627919045147898,
    -0.06089931774503201, 1.062240663900415, -0.06038051098890748, 1.0616899948159668, -0.05986197325366933,
    1.061139896373057, -0.059343704260467166, 1.0605903676851371, -0.058825703730883964, 1.060041407867495,
    -0.058307971386935095, 1.0594930160372478, -0.05779050695106751, 1.0589451913133403, -0.05727331014615877,
    1.0583979328165374, -0.05675638069551622, 1.0578512396694215, -0.05623971832287608, 1.0573051109963862,
    -0.05572332275240253, 1.0567595459236325, -0.05520719370868686, 1.0562145435791646, -0.0546913309167466,
    1.0556701030927835, -0.054175734102024586, 1.0551262235960845, -0.05366040299038815, 1.054582904222451,
    -0.053145337308128184, 1.054040144107051, -0.052630536781958316, 1.0534979423868314, -0.05211600113901402,
    1.052956298200514, -0.051601730106851734, 1.052415210688592, -0.051087723413448034, 1.051874678993323,
    -0.05057398078719872, 1.051334702258727, -0.050060501956918, 1.0507952796305797, -0.049547286651837594,
    1.0502564102564103, -0.04903433460160592, 1.0497180932854946, -0.04852164553628719, 1.0491803278688525,
    -0.048009219186360606, 1.0486431131592422, -0.04749705528271947, 1.0481064483111566, -0.04698515355667035,
    1.0475703324808183, -0.046473513739932255, 1.047034764826176, -0.045962135564635756, 1.0464997445068984,
    -0.04545101876332217, 1.0459652706843718, -0.04494016306894271, 1.0454313425216948, -0.04442956821485765,
    1.0448979591836736, -0.04391923393483549, 1.044365119836818, -0.04340915996305213, 1.0438328236493375,
    -0.04289934603409001, 1.043301069791136, -0.04238979188293734, 1.0427698574338085, -0.04188049724498721,
    1.0422391857506361, -0.041371461856036795, 1.0417090539165819, -0.040862685452286544, 1.0411794611082867,
    -0.04035416777033933, 1.0406504065040652, -0.039845908547199674, 1.0401218892839004, -0.039337907520272865,
    1.0395939086294417, -0.038830164427364214, 1.039066463723998, -0.0383226790066782, 1.0385395537525355,
    -0.03781545099681768, 1.0380131779016726, -0.037308480136783055, 1.0374873353596759, -0.036801766165971514,
    1.0369620253164558, -0.03629530882417616, 1.0364372469635628, -0.03578910785158528, 1.0359129994941831,
    -0.035283162988781494, 1.0353892821031345, -0.03477747397674098, 1.0348660939868621, -0.034272040556832674,
    1.0343434343434343, -0.033766862470817484, 1.033821302372539, -0.033261939460847476, 1.0332996972754793,
    -0.03275727126946511, 1.032778618255169, -0.03225285763960243, 1.032258064516129, -0.0317486983145803,
    1.0317380352644836, -0.031244793038107618, 1.0312185297079557, -0.030741141554280503, 1.030699547055863,
    -0.030237743607581555, 1.0301810865191148, -0.029734598942879057, 1.029663147310206, -0.029231707305426204,
    1.0291457286432162, -0.028729068440860324, 1.0286288297338022, -0.028226682095202113, 1.0281124497991967,
    -0.027724548014854862, 1.0275965880582036, -0.027222665946603684, 1.0270812437311936, -0.026721035637614764,
    1.0265664160401002, -0.026219656835434573, 1.0260521042084167, -0.02571852928798912, 1.0255383074611917,
    -0.025217652743583188, 1.025025025025025, -0.024717026950899574, 1.024512256128064, -0.02421665165899834, 1.024,
    -0.023716526617316044, 1.023488255872064, -0.023216651575664993, 1.022977022977023, -0.02271702628423251,
    1.0224663005491763, -0.02221765049358015, 1.0219560878243512, -0.021718523954642986, 1.0214463840399002,
    -0.02121964641872884, 1.0209371884346958, -0.020721017637517564, 1.020428500249128, -0.02022263736306026,
    1.0199203187250996, -0.01972450534777859, 1.0194126431060229, -0.019226621344463988, 1.0189054726368159,
    -0.01872898510627697, 1.0183988065638985, -0.018231596386746356, 1.0178926441351888, -0.01773445493976858,
    1.0173869846000994, -0.01723756051960692, 1.0168818272095332, -0.0167409128808908, 1.016377171215881,
    -0.016244511778615047, 1.0158730158730158, -0.015748356968139168, 1.0153693604362914, -0.015252448205186632,
    1.0148662041625371, -0.014756785245844138, 1.0143635463100544, -0.014261367846560907, 1.0138613861386139,
    -0.013766195764147959, 1.0133597229094509, -0.013271268755777393, 1.012858555885262, -0.012776586578981678,
    1.0123578843302026, -0.012282148991652938, 1.0118577075098814, -0.01178795575204224, 1.011358024691358,
    -0.011294006618758888, 1.0108588351431391, -0.010800301350769714, 1.0103601381351752, -0.010306839707398367,
    1.009861932938856, -0.009813621448324622, 1.0093642188270084, -0.00932064633358366, 1.0088669950738915,
    -0.008827914123565388, 1.0083702609551946, -0.008335424579013718, 1.0078740157480315, -0.007843177461025893,
    1.0073782587309394, -0.007351172531051771, 1.0068829891838742, -0.006859409550893143, 1.0063882063882064,
    -0.00636788828270304, 1.005893909626719, -0.005876608488985042, 1.0054000981836033, -0.005385569932592585,
    1.0049067713444553, -0.004894772376728281, 1.0044139283962727, -0.004404215584943228, 1.003921568627451,
    -0.003913899321136329, 1.0034296913277805, -0.00342382334955361, 1.0029382957884427, -0.0029339874347875383,
    1.002447381302007, -0.0024443913417763457, 1.0019569471624266, -0.0019550348358033506, 1.0014669926650366,
    -0.0014659176824962832, 1.0009775171065494, -0.0009770396478266127, 1.0004885197850513, -0.0004884004981088745, 1.0,
    0.0, 0.9990243902439024, 0.0009760859730554589, 0.9980506822612085, 0.0019512201312617493, 0.997078870496592,
    0.002925404329105136, 0.9961089494163424, 0.003898640415657323, 0.9951409135082604, 0.004870930234596512,
    0.9941747572815534, 0.005842275624228361, 0.9932104752667313, 0.006812678417506831, 0.9922480620155039,
    0.007782140442054949, 0.9912875121006777, 0.008750663520185453, 0.9903288201160542, 0.009718249468921346,
    0.9893719806763285, 0.010684900100016353, 0.9884169884169884, 0.011650617219975274, 0.9874638379942141,
    0.012615402630074235, 0.9865125240847784, 0.013579258126380854, 0.9855630413859481, 0.0145421854997743,
    0.9846153846153847, 0.015504186535965254, 0.983669548511047, 0.01646526301551579, 0.982725527831094,
    0.017425416713859134, 0.9817833173537871, 0.018384649401319352, 0.9808429118773946, 0.019342962843130935,
    0.9799043062200957, 0.020300358799458285, 0.9789674952198852, 0.021256839025415118, 0.9780324737344794,
    0.02221240527108376, 0.9770992366412213, 0.02316705928153438, 0.9761677788369876, 0.02412080279684408,
    0.9752380952380952, 0.02507363755211596, 0.9743101807802094, 0.026025565277498032, 0.973384030418251,
    0.026976587698202076, 0.9724596391263058, 0.027926706534522408, 0.9715370018975332, 0.028875923501854542,
    0.9706161137440759, 0.029824240310713776, 0.9696969696969697, 0.030771658666753687, 0.9687795648060549,
    0.03171818027078454, 0.9678638941398866, 0.032663806818791594, 0.9669499527856469, 0.03360854000195337,
    0.9660377358490566, 0.034552381506659735, 0.9651272384542884, 0.03549533301453004, 0.9642184557438794,
    0.03643739620243105, 0.9633113828786454, 0.037378572742494835, 0.9624060150375939, 0.0383188643021366,
    0.9615023474178404, 0.039258272544072395, 0.9606003752345216, 0.04019679912633675, 0.9597000937207123,
    0.04113444570230027, 0.9588014981273408, 0.04207121392068706, 0.9579045837231057, 0.04300710542559213,
    0.9570093457943926, 0.04394212185649876, 0.9561157796451915, 0.044876264848295676, 0.9552238805970149,
    0.0458095360312942, 0.9543336439888164, 0.04674193703124538, 0.9534450651769087, 0.047673469469356904,
    0.9525581395348838, 0.04860413496231008, 0.9516728624535316, 0.04953393512227663, 0.9507892293407614,
    0.05046287155693547, 0.9499072356215214, 0.05139094586948937, 0.9490268767377201, 0.052318159658681564,
    0.9481481481481482, 0.053244514518812285, 0.9472710453283997, 0.05417001203975518, 0.9463955637707948,
    0.05509465380697374, 0.9455216989843028, 0.05601844140153752, 0.9446494464944649, 0.056941376400138424,
    0.943778801843318, 0.05786346037510683, 0.9429097605893186, 0.058784694894427655, 0.9420423183072677,
    0.05970508152175635, 0.9411764705882353, 0.06062462181643484, 0.9403122130394858, 0.061543317333507375,
    0.9394495412844037, 0.06246116962373629, 0.9385884509624198, 0.06337818023361773, 0.9377289377289377,
    0.06429435070539725, 0.9368709972552608, 0.06520968257708547, 0.9360146252285192, 0.06612417738247342,
    0.9351598173515981, 0.0670378366511481, 0.9343065693430657, 0.06795066190850775, 0.9334548769371012,
    0.06886265467577715, 0.9326047358834244, 0.06977381647002284, 0.9317561419472248, 0.07068414880416826,
    0.9309090909090909, 0.07159365318700882, 0.9300635785649409, 0.07250233112322686, 0.9292196007259528,
    0.0734101841134067, 0.928377153218495, 0.07431721365404938, 0.927536231884058, 0.07522342123758753,
    0.9266968325791856, 0.0761288083524001, 0.9258589511754068, 0.07703337648282702, 0.9250225835591689,
    0.07793712710918378, 0.924187725631769, 0.07884006170777602, 0.9233543733092876, 0.07974218175091394,
    0.9225225225225225, 0.08064348870692672, 0.9216921692169217, 0.0815439840401769, 0.920863309352518,
    0.08244366921107459, 0.9200359389038635, 0.08334254567609174, 0.9192100538599641, 0.08424061488777623,
    0.9183856502242153, 0.08513787829476605, 0.9175627240143369, 0.08603433734180316, 0.9167412712623098,
    0.08692999346974761, 0.9159212880143113, 0.08782484811559138, 0.9151027703306523, 0.08871890271247214,
    0.9142857142857143, 0.08961215868968714, 0.9134701159678859, 0.09050461747270681, 0.9126559714795008,
    0.09139628048318853, 0.9118432769367765, 0.09228714913899008, 0.9110320284697508, 0.0931772248541833,
    0.9102222222222223, 0.09406650903906741, 0.9094138543516874, 0.0949550031001826, 0.9086069210292813,
    0.09584270844032321, 0.9078014184397163, 0.09672962645855111, 0.9069973427812223, 0.09761575855020892,
    0.9061946902654867, 0.09850110610693316, 0.905393457117595, 0.09938567051666736, 0.9045936395759717,
    0.10026945316367515, 0.9037952338923213, 0.10115245542855322, 0.9029982363315696, 0.10203467868824428,
    0.9022026431718062, 0.10291612431604996, 0.9014084507042254, 0.10379679368164356, 0.9006156552330695,
    0.10467668815108294, 0.8998242530755711, 0.10555580908682313, 0.8990342405618964, 0.10643415784772904,
    0.8982456140350877, 0.10731173578908805, 0.8974583698510079, 0.10818854426262255, 0.8966725043782837,
    0.10906458461650244, 0.8958880139982502, 0.10993985819535756, 0.8951048951048951, 0.11081436634029011,
    0.8943231441048035, 0.11168811038888693, 0.893542757417103, 0.11256109167523178, 0.8927637314734089,
    0.11343331152991759, 0.89198606271777, 0.11430477128005863, 0.8912097476066144, 0.1151754722493026,
    0.8904347826086957, 0.11604541575784265, 0.889661164205039, 0.11691460312242954, 0.8888888888888888,
    0.11778303565638346, 0.8881179531656548, 0.11865071466960593, 0.8873483535528596, 0.11951764146859177,
    0.8865800865800866, 0.12038381735644083, 0.8858131487889274, 0.12124924363286968, 0.88504753673293,
    0.12211392159422348, 0.8842832469775475, 0.12297785253348746, 0.8835202761000863, 0.12384103774029862,
    0.8827586206896552, 0.12470347850095724, 0.8819982773471146, 0.1255651760984384, 0.8812392426850258,
    0.12642613181240345, 0.880481513327601, 0.12728634691921134, 0.8797250859106529, 0.12814582269193003,
    0.878969957081545, 0.12900456040034786, 0.8782161234991424, 0.1298625613109846, 0.8774635818337618,
    0.13071982668710289, 0.8767123287671232, 0.13157635778871926, 0.8759623609923011, 0.1324321558726153,
    0.8752136752136752, 0.1332872221923487, 0.874466268146883, 0.13414155799826424, 0.8737201365187713,
    0.13499516453750482, 0.8729752770673487, 0.13584804305402237, 0.8722316865417377, 0.13670019478858866,
    0.8714893617021277, 0.13755162097880624, 0.8707482993197279, 0.13840232285911913, 0.8700084961767205,
    0.1392523016608236, 0.8692699490662139, 0.14010155861207893, 0.8685326547921968, 0.14095009493791782,
    0.8677966101694915, 0.14179791186025734, 0.8670618120237087, 0.1426450105979092, 0.8663282571912013,
    0.14349139236659042, 0.8655959425190194, 0.14433705837893368, 0.8648648648648649, 0.1451820098444979,
    0.8641350210970464, 0.14602624796977848, 0.863406408094435, 0.14686977395821768, 0.8626790227464195,
    0.14771258901021495, 0.8619528619528619, 0.14855469432313714, 0.8612279226240538, 0.14939609109132873,
    0.8605042016806723, 0.15023678050612196, 0.8597816960537363, 0.151076763755847, 0.8590604026845637,
    0.15191604202584197, 0.8583403185247276, 0.15275461649846303, 0.8576214405360134, 0.1535924883530943,
    0.8569037656903765, 0.15442965876615794, 0.8561872909698997, 0.15526612891112396, 0.8554720133667502,
    0.15610189995852006, 0.8547579298831386, 0.15693697307594157, 0.854045037531276, 0.15777134942806115,
    0.8533333333333334, 0.15860503017663857, 0.8526228143213989, 0.15943801648053044, 0.8519134775374376,
    0.1602703094956998, 0.8512053200332502, 0.16110191037522578, 0.8504983388704319, 0.16193282026931324,
    0.8497925311203319, 0.16276304032530228, 0.8490878938640133, 0.16359257168767766, 0.848384424192212,
    0.1644214154980784, 0.847682119205298, 0.16524957289530717, 0.8469809760132341, 0.16607704501533957,
    0.8462809917355372, 0.16690383299133368, 0.8455821635012386, 0.16772993795363916, 0.8448844884488449,
    0.16855536102980667, 0.8441879637262985, 0.16938010334459705, 0.8434925864909391, 0.17020416601999047,
    0.842798353909465, 0.17102755017519575, 0.8421052631578947, 0.17185025692665923, 0.8414133114215283,
    0.17267228738807408, 0.8407224958949097, 0.17349364267038925, 0.8400328137817884, 0.17431432388181842,
    0.839344262295082, 0.17513433212784915, 0.8386568386568387, 0.17595366851125158, 0.8379705400981997,
    0.17677233413208754, 0.8372853638593623, 0.17759033008771927, 0.8366013071895425, 0.1784076574728183,
    0.8359183673469388, 0.17922431737937428, 0.835236541598695, 0.1800403108967036, 0.8345558272208639,
    0.18085563911145836, 0.8338762214983714, 0.18167030310763468, 0.8331977217249796, 0.18248430396658172,
    0.832520325203252, 0.18329764276701008, 0.8318440292445166, 0.1841103205850004, 0.8311688311688312,
    0.184922338494012, 0.8304947283049473, 0.1857336975648912, 0.8298217179902755, 0.18654439886588003,
    0.8291497975708502, 0.18735444346262448, 0.8284789644012945, 0.188163832418183, 0.8278092158447857,
    0.1889725667930348, 0.827140549273021, 0.1897806476450883, 0.8264729620661824, 0.19058807602968936,
    0.8258064516129032, 0.19139485299962947, 0.8251410153102336, 0.19220097960515412, 0.8244766505636071,
    0.19300645689397097, 0.8238133547868061, 0.193811285911258, 0.8231511254019293, 0.19461546769967167,
    0.8224899598393575, 0.19541900329935488, 0.8218298555377207, 0.19622189374794535, 0.8211708099438653,
    0.19702414008058336, 0.8205128205128205, 0.19782574332991987, 0.8198558847077662, 0.19862670452612458, 0.8192,
    0.19942702469689372, 0.8185451638689049, 0.20022670486745806, 0.8178913738019169, 0.20102574606059073,
    0.8172386272944933, 0.2018241492966152, 0.8165869218500797, 0.20262191559341292, 0.8159362549800797,
    0.20341904596643118, 0.8152866242038217, 0.2042155414286909, 0.8146380270485283, 0.20501140299079432,
    0.8139904610492846, 0.20580663166093274, 0.8133439237490071, 0.20660122844489406, 0.8126984126984127,
    0.2073951943460706, 0.8120539254559873, 0.20818853036546647, 0.8114104595879557, 0.20898123750170539,
    0.8107680126682502, 0.20977331675103802, 0.810126582278481, 0.21056476910734964, 0.8094861660079051,
    0.21135559556216751, 0.8088467614533965, 0.2121457971046684, 0.8082083662194159, 0.21293537472168597,
    0.807570977917981, 0.21372432939771813, 0.8069345941686368, 0.21451266211493455, 0.8062992125984252,
    0.21530037385318387, 0.8056648308418568, 0.21608746559000094, 0.8050314465408805, 0.21687393830061436,
    0.8043990573448547, 0.21765979295795343, 0.8037676609105181, 0.21844503053265557, 0.8031372549019608,
    0.21922965199307343, 0.8025078369905956, 0.2200136583052821, 0.8018794048551292, 0.2207970504330862,
    0.8012519561815337, 0.22157982933802703, 0.800625488663018, 0.2223619959793896, 0.8, 0.22314355131420976,
    0.7993754879000781, 0.22392449629728114, 0.7987519500780031, 0.22470483188116225, 0.7981293842556508,
    0.22548455901618333, 0.7975077881619937, 0.22626367865045338, 0.796887159533074, 0.2270421917298671,
    0.7962674961119751, 0.2278200991981116, 0.7956487956487956, 0.22859740199667355, 0.7950310559006211,
    0.22937410106484582, 0.7944142746314973, 0.2301501973397343, 0.7937984496124031, 0.2309256917562647,
    0.7931835786212239, 0.2317005852471894, 0.7925696594427245, 0.23247487874309405, 0.7919566898685229,
    0.23324857317240438, 0.7913446676970634, 0.23402166946139277, 0.7907335907335907, 0.23479416853418503,
    0.7901234567901234, 0.2355660713127669, 0.7895142636854279, 0.2363373787169908, 0.7889060092449923,
    0.23710809166458222, 0.7882986913010007, 0.23787821107114646, 0.7876923076923077, 0.238647737850175,
    0.787086856264412, 0.2394166729130522, 0.7864823348694316, 0.24018501716906146, 0.7858787413660783,
    0.24095277152539202, 0.7852760736196319, 0.24171993688714516, 0.7846743295019157, 0.24248651415734068,
    0.7840735068912711, 0.24325250423692327, 0.7834736036725325, 0.24401790802476886, 0.7828746177370031,
    0.24478272641769092, 0.7822765469824293, 0.24554696031044684, 0.7816793893129771, 0.24631061059574413,
    0.7810831426392068, 0.24707367816424675, 0.7804878048780488, 0.24783616390458127, 0.7798933739527799,
    0.24859806870334308, 0.7792998477929984, 0.24935939344510272, 0.7787072243346007, 0.2501201390124118,
    0.7781155015197568, 0.25088030628580943, 0.7775246772968869, 0.2516398961438279, 0.7769347496206374,
    0.2523989094629994, 0.7763457164518575, 0.25315734711786153, 0.7757575757575758, 0.25391520998096345,
    0.7751703255109765, 0.25467249892287225, 0.7745839636913767, 0.2554292148121785, 0.7739984882842026,
    0.2561853585155026, 0.7734138972809668, 0.2569409308975004, 0.7728301886792452, 0.2576959328208695,
    0.7722473604826546, 0.2584503651463547, 0.771665410700829, 0.2592042287327544, 0.7710843373493976,
    0.25995752443692605, 0.7705041384499624, 0.26071025311379226, 0.7699248120300752, 0.26146241561634637,
    0.7693463561232157, 0.26221401279565854, 0.7687687687687688, 0.26296504550088134, 0.768192048012003,
    0.26371551457925557, 0.767616191904048, 0.2644654208761159, 0.7670411985018727, 0.2652147652348968,
    0.7664670658682635, 0.26596354849713794, 0.7658937920718025, 0.2667117715024901, 0.7653213751868461,
    0.26745943508872067, 0.7647498132935027, 0.2682065400917194, 0.764179104477612, 0.26895308734550394,
    0.7636092468307233, 0.26969907768222545, 0.7630402384500745, 0.270444511932174, 0.7624720774385704,
    0.27118939092378447, 0.7619047619047619, 0.27193371548364176, 0.7613382899628253, 0.27267748643648637,
    0.7607726597325408, 0.27342070460522, 0.7602078693392724, 0.2741633708109109, 0.7596439169139466,
    0.2749054858727992, 0.7590808005930318, 0.2756470506083028, 0.7585185185185185, 0.27638806583302206,
    0.7579570688378978, 0.27712853236074575, 0.757396449704142, 0.2778684510034563, 0.7568366592756837,
    0.27860782257133493, 0.7562776957163959, 0.2793466478727672, 0.7557195571955719, 0.2800849277143482,
    0.7551622418879056, 0.2808226629008878, 0.7546057479734709, 0.2815598542354161, 0.7540500736377025,
    0.28229650251918836, 0.753495217071376, 0.2830326085516906, 0.7529411764705882, 0.2837681731306446,
    0.7523879500367376, 0.284503197052013, 0.7518355359765051, 0.2852376811100046, 0.7512839325018342,
    0.28597162609707955, 0.750733137829912, 0.2867050328039543, 0.7501831501831502, 0.287437902019607,
    0.7496339677891655, 0.28817023453128227, 0.7490855888807608, 0.2889020311244965, 0.7485380116959064,
    0.28963329258304266, 0.747991234477721, 0.2903640196889958, 0.7474452554744525, 0.2910942132227175,
    0.7469000729394603, 0.2918238739628613, 0.7463556851311953, 0.29255300268637746, 0.7458120903131829,
    0.29328160016851795, 0.745269286754003, 0.29400966718284155, 0.7447272727272727, 0.2947372045012186,
    0.7441860465116279, 0.2954642128938359, 0.7436456063907044, 0.29619069312920177, 0.7431059506531205,
    0.2969166459741508, 0.7425670775924583, 0.2976420721938487, 0.7420289855072464, 0.2983669725517973,
    0.7414916727009413, 0.29909134780983904, 0.7409551374819102, 0.2998151987281621, 0.7404193781634129,
    0.3005385260653051, 0.7398843930635838, 0.3012613305781618, 0.7393501805054151, 0.3019836130219858,
    0.7388167388167388, 0.30270537415039545, 0.738284066330209, 0.3034266147153785, 0.7377521613832853,
    0.3041473354672967, 0.7372210223182145, 0.3048675371548907, 0.7366906474820144, 0.30558722052528436,
    0.7361610352264558, 0.3063063863239898, 0.735632183908046, 0.3070250352949119, 0.7351040918880115,
    0.30774316818035263, 0.7345767575322812, 0.3084607857210161, 0.7340501792114695, 0.3091778886560129,
    0.7335243553008596, 0.3098944777228647, 0.7329992841803865, 0.3106105536575087, 0.7324749642346209,
    0.3113261171943025, 0.731951393852752, 0.3120411690660281, 0.7314285714285714, 0.3127557100038969,
    0.7309064953604568, 0.3134697407375539, 0.7303851640513552, 0.3141832619950823, 0.729864575908767,
    0.31489627450300783, 0.7293447293447294, 0.31560877898630335, 0.7288256227758008, 0.31632077616839305,
    0.7283072546230441, 0.31703226677115715, 0.7277896233120114, 0.317743251514936, 0.7272727272727273,
    0.3184537311185346, 0.7267565649396736, 0.31916370629922713, 0.7262411347517731, 0.31987317777276086,
    0.7257264351523742, 0.3205821462533609, 0.7252124645892352, 0.3212906124537343, 0.7246992215145082,
    0.32199857708507434, 0.7241867043847242, 0.32270604085706495, 0.7236749116607774, 0.3234130044778849,
    0.7231638418079096, 0.324119468654212, 0.7226534932956952, 0.3248254340912273, 0.7221438645980254,
    0.3255309014926197, 0.7216349541930938, 0.3262358715605896, 0.7211267605633803, 0.32694034499585334,
    0.7206192821956369, 0.3276443224976475, 0.720112517580872, 0.3283478047637331, 0.7196064652143359,
    0.32905079249039926, 0.7191011235955056, 0.329753286372468, 0.7185964912280701, 0.3304552871032978,
    0.7180925666199158, 0.33115679537478815, 0.7175893482831114, 0.33185781187738334, 0.7170868347338936,
    0.3325583373000766, 0.7165850244926522, 0.33325837233041433, 0.7160839160839161, 0.3339579176544999,
    0.7155835080363382, 0.33465697395699784,
  ],
  16,
);
/** The blocks' splatted i32 constants (float32 bits and the plain ranges' bounds). */
const LOG1024_I32: usize = memory.data<i32>(
  [
    0x3f32f000,
    0x3f32f000,
    0x3f32f000,
    0x3f32f000, // 0: bin 0's lower end
    0x007fe000,
    0x007fe000,
    0x007fe000,
    0x007fe000, // 1: the bin's bits
    0x3f330000,
    0x3f330000,
    0x3f330000,
    0x3f330000, // 2: bin 0's centre
    0x7fffffff,
    0x7fffffff,
    0x7fffffff,
    0x7fffffff, // 3: |x|'s bits
    0x42000000,
    0x42000000,
    0x42000000,
    0x42000000, // 4: 2^31 less 1/8's bits
    <i32>0x9f800000,
    <i32>0x9f800000,
    <i32>0x9f800000,
    <i32>0x9f800000, // 5: that plus 2^60's less 1/8's
    0x407f0000,
    0x407f0000,
    0x407f0000,
    0x407f0000, // 6: 2^31 less (1 + 2^-7)'s bits
    <i32>0x9dff0000,
    <i32>0x9dff0000,
    <i32>0x9dff0000,
    <i32>0x9dff0000, // 7: that plus 2^60's less (1 + 2^-7)'s
  ],
  16,
);
@inline function log1024I32(index: i32): v128 {
  return v128.load(LOG1024_I32 + ((<usize>index) << 4));
}

/**
 * log w of two float64 lanes from w32's reduction: `exponent` its k << 23 words widened to i64, c its
 * centres (float64), k as float64, at0 and at1 the bins' byte offsets in LOG1024_TABLE: (k ln 2 + log c)
 * + r + r²(−1/2 + r/3), r = (z − c)/c.
 */
@inline function log1024Half(w: v128, exponent: v128, c: v128, k: v128, at0: usize, at1: usize): v128 {
  const e0 = v128.load(LOG1024_TABLE + at0);
  const e1 = v128.load(LOG1024_TABLE + at1);
  const head = f64x2.add(f64x2.mul(k, logF64(0)), v128.shuffle<f64>(e0, e1, 1, 3));
  const z = v128.sub<i64>(w, v128.shl<i64>(exponent, 29));
  const r = f64x2.mul(f64x2.sub(z, c), v128.shuffle<f64>(e0, e1, 0, 2));
  const r2 = f64x2.mul(r, r);
  const p = f64x2.add(f64x2.mul(r, logF64(2)), logF64(1));
  return f64x2.add(f64x2.add(head, r), f64x2.mul(r2, p));
}

/**
 * log w for a vector's four lanes, rounded to float32 (`sign` or-ed in where `signed`), w from the
 * lanes' float64 halves wLow, wHigh and w32 its float32 image; midpointOffset's test words are merged
 * into log1024Near (`wide`: where not 0, the float64 values before rounding are written there).
 */
@inline function log1024Four(w32: v128, wLow: v128, wHigh: v128, sign: v128, signed: bool, wide: usize): v128 {
  const tmp = i32x4.sub(w32, log1024I32(0));
  const bin = v128.and(tmp, log1024I32(1));
  const offsets = v128.shr<u32>(bin, 9);
  const exponent = v128.and(tmp, logI32(3));
  const c = i32x4.add(bin, log1024I32(2));
  const k = i32x4.shr_s(tmp, 23);
  // the four offsets by two i64 extractions, split by scalar shifts
  const o01 = i64x2.extract_lane(offsets, 0);
  const o23 = i64x2.extract_lane(offsets, 1);
  const low = log1024Half(
    wLow,
    i64x2.extend_low_i32x4_s(exponent),
    lowHalf(c),
    f64x2.convert_low_i32x4_s(k),
    <usize>(<u32>o01),
    <usize>(o01 >>> 32),
  );
  const high = log1024Half(
    wHigh,
    i64x2.extend_high_i32x4_s(exponent),
    highHalf(c),
    f64x2.convert_low_i32x4_s(v128.shuffle<i32>(k, k, 2, 3, 0, 1)),
    <usize>(<u32>o23),
    <usize>(o23 >>> 32),
  );
  if (wide) {
    // the float64 values before rounding (asm/elementary32-check.ts measures their error)
    v128.store(wide, low);
    v128.store(wide, high, 16);
  }
  const result = demote32(low, high);
  log1024Near = i32x4.min_u(log1024Near, midpointOffset(low, high));
  return signed ? v128.or(result, sign) : result;
}
/** The block's merged midpointOffset words (log1024Four's second result: a global, not a register held across). */
let log1024Near: v128 = v128.splat<i32>(-1);

/** arcsinh of a plain vector, rounded: log(a + √(a² + 1)), a = |x|, the sign put back (log1024Four). */
@inline export function arcsinhPlain32x4(x: v128, wide: usize = 0): v128 {
  const a = v128.and(x, log1024I32(3));
  const w32 = f32x4.add(a, f32x4.sqrt(f32x4.add(f32x4.mul(a, a), logF32(0))));
  const low = lowHalf(a);
  const high = highHalf(a);
  const one = logF64(8);
  const wLow = f64x2.add(low, f64x2.sqrt(f64x2.add(f64x2.mul(low, low), one)));
  const wHigh = f64x2.add(high, f64x2.sqrt(f64x2.add(f64x2.mul(high, high), one)));
  return log1024Four(w32, wLow, wHigh, v128.xor(x, a), true, wide);
}
/** arccosh of a plain vector, rounded: log(x + √(x² − 1)) (x² − 1 as (x − 1)(x + 1) in float32; log1024Four). */
@inline export function arccoshPlain32x4(x: v128, wide: usize = 0): v128 {
  const one32 = logF32(0);
  const w32 = f32x4.add(x, f32x4.sqrt(f32x4.mul(f32x4.sub(x, one32), f32x4.add(x, one32))));
  const low = lowHalf(x);
  const high = highHalf(x);
  const one = logF64(8);
  const wLow = f64x2.add(low, f64x2.sqrt(f64x2.sub(f64x2.mul(low, low), one)));
  const wHigh = f64x2.add(high, f64x2.sqrt(f64x2.sub(f64x2.mul(high, high), one)));
  return log1024Four(w32, wLow, wHigh, x, false, wide);
}

/**
 * asinh of an f64x2 of finite float32 values: log(a + √(a² + 1)), a = |v| (a² exact; the argument's
 * relative error 2^-52, an absolute 2^-52 in the log, below 2^-48 relative from a = 1/16); the sign
 * put back. Below 1/16 (`small`) asinhSmall64x2's Taylor series instead.
 */
@inline function asinhQuick64x2(v: v128, small: bool): v128 {
  const a = f64x2.abs(v);
  const z = f64x2.mul(a, a);
  let magnitude = logCentred64x2(f64x2.add(a, f64x2.sqrt(f64x2.add(z, logF64(8)))));
  if (small) magnitude = v128.bitselect(asinhSmall64x2(a, z), magnitude, f64x2.lt(a, logF64(10)));
  return v128.or(magnitude, v128.and(v, SIGN64));
}
/** asinh a, a < 1/16, by Taylor (a(1 − a²/6 + 3a⁴/40 − …) to a¹¹, the rest below 2^-54 relative), z = a². */
@inline function asinhSmall64x2(a: v128, z: v128): v128 {
  let p = v128.load(ASINH_TAYLOR);
  p = f64x2.add(f64x2.mul(p, z), v128.load(ASINH_TAYLOR, 16));
  p = f64x2.add(f64x2.mul(p, z), v128.load(ASINH_TAYLOR, 32));
  p = f64x2.add(f64x2.mul(p, z), v128.load(ASINH_TAYLOR, 48));
  p = f64x2.add(f64x2.mul(p, z), v128.load(ASINH_TAYLOR, 64));
  return f64x2.add(a, f64x2.mul(f64x2.mul(a, z), p));
}
/** asinh's Taylor coefficients from a¹¹'s: −945/42240, 105/3456, −15/336, 3/40, −1/6. */
const ASINH_TAYLOR: usize = memory.data<f64>(
  [
    -2.2372159090909093e-2, -2.2372159090909093e-2, 3.0381944444444444e-2, 3.0381944444444444e-2, -4.464285714285714e-2,
    -4.464285714285714e-2, 7.5e-2, 7.5e-2, -0.16666666666666666, -0.16666666666666666,
  ],
  16,
);

/**
 * float32 arcsinh (the float64 path: ArcHyperbolicSine.lanes); the Taylor form only for vectors with
 * a lane below 1/16; inf and NaN lanes go the float64 path.
 */
@inline export function arcsinh32x4<Counting>(x: v128): v128 {
  let low: v128, high: v128;
  if (v128.any_true(f32x4.lt(f32x4.abs(x), logF32(4)))) {
    low = asinhQuick64x2(lowHalf(x), true);
    high = asinhQuick64x2(highHalf(x), true);
  } else {
    low = asinhQuick64x2(lowHalf(x), false);
    high = asinhQuick64x2(highHalf(x), false);
  }
  const result = demote32(low, high);
  const infinite = v128.not(f32x4.lt(f32x4.abs(x), logF32(1))); // and NaN
  if (v128.any_true(v128.or(v128.or(nearMidpoint(low, high), subnormal32(result)), infinite)))
    return fallback32x4<Counting, ArcHyperbolicSine>(x);
  return result;
}

// arcsinhBlock32x4, arccoshBlock32x4: realUnary's four vectors at once, one test for the four (as
// sinhBlock32x4); a block with a failing lane redoes its vectors one by one (the one-vector form).

/** arcsinh32x4, not inlined: arcsinhBlock32x4's vectors where a lane fails. */
function arcsinhEach32x4(x: v128): v128 {
  return arcsinh32x4<i32>(x);
}
/** The lanes that fail arcsinh's test (as arcsinh32x4's): near a rounding midpoint, subnormal, inf or NaN. */
@inline function arcsinhFails(x: v128, low: v128, high: v128, result: v128): v128 {
  const infinite = v128.not(f32x4.lt(f32x4.abs(x), logF32(1))); // and NaN
  return v128.or(v128.or(nearMidpoint(low, high), subnormal32(result)), infinite);
}
/**
 * arcsinh of the four vectors into `out`, one test for the four, where a lane is not plain (as
 * arcsinh32x4 where it has a lane below 1/16: the Taylor select is by each lane's own value).
 */
@inline function arcsinhFour(x0: v128, x1: v128, x2: v128, x3: v128, out: usize): void {
  const l0 = asinhQuick64x2(lowHalf(x0), true);
  const h0 = asinhQuick64x2(highHalf(x0), true);
  const l1 = asinhQuick64x2(lowHalf(x1), true);
  const h1 = asinhQuick64x2(highHalf(x1), true);
  const l2 = asinhQuick64x2(lowHalf(x2), true);
  const h2 = asinhQuick64x2(highHalf(x2), true);
  const l3 = asinhQuick64x2(lowHalf(x3), true);
  const h3 = asinhQuick64x2(highHalf(x3), true);
  const r0 = demote32(l0, h0);
  const r1 = demote32(l1, h1);
  const r2 = demote32(l2, h2);
  const r3 = demote32(l3, h3);
  const fails01 = v128.or(arcsinhFails(x0, l0, h0, r0), arcsinhFails(x1, l1, h1, r1));
  const fails23 = v128.or(arcsinhFails(x2, l2, h2, r2), arcsinhFails(x3, l3, h3, r3));
  if (v128.any_true(v128.or(fails01, fails23))) {
    arcsinhEach4(x0, x1, x2, x3, out);
    return;
  }
  v128.store(out, r0);
  v128.store(out, r1, 16);
  v128.store(out, r2, 32);
  v128.store(out, r3, 48);
}
/** The four vectors one by one (arcsinh32x4): a block with a failing lane. */
@inline function arcsinhEach4(x0: v128, x1: v128, x2: v128, x3: v128, out: usize): void {
  v128.store(out, arcsinhEach32x4(x0));
  v128.store(out, arcsinhEach32x4(x1), 16);
  v128.store(out, arcsinhEach32x4(x2), 32);
  v128.store(out, arcsinhEach32x4(x3), 48);
}
/** The plain lanes: 1/8 ≤ |x| < 2^60 (not NaN), on the bits: |x|'s less 1/8's, moved to −2^31, below the range's end (signed). */
@inline function arcsinhPlain(x: v128): v128 {
  return i32x4.lt_s(i32x4.add(v128.and(x, log1024I32(3)), log1024I32(4)), log1024I32(5));
}
/**
 * float32 arcsinh of the four vectors at `input` into `out` (which may be `input`): where all 16 lanes
 * are plain, arcsinhPlain32x4 on each, one test for the four; else arcsinhFour.
 */
@inline export function arcsinhBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const x1 = v128.load(input, 16);
  const x2 = v128.load(input, 32);
  const x3 = v128.load(input, 48);
  const plain01 = v128.and(arcsinhPlain(x0), arcsinhPlain(x1));
  if (!i32x4.all_true(v128.and(plain01, v128.and(arcsinhPlain(x2), arcsinhPlain(x3))))) {
    arcsinhFour(x0, x1, x2, x3, out);
    return;
  }
  log1024Near = v128.splat<i32>(-1);
  const r0 = arcsinhPlain32x4(x0);
  const r1 = arcsinhPlain32x4(x1);
  const r2 = arcsinhPlain32x4(x2);
  const r3 = arcsinhPlain32x4(x3);
  if (blockFails(log1024Near)) {
    arcsinhEach4(x0, x1, x2, x3, out);
    return;
  }
  v128.store(out, r0);
  v128.store(out, r1, 16);
  v128.store(out, r2, 32);
  v128.store(out, r3, 48);
}

/**
 * acosh of an f64x2 of finite float32 values: log1p(t + √(t(t + 2))), t = v − 1 (exact); NaN below 1.
 * With `large` (every lane of the vector at least 2) log(v + √(v² − 1)) instead (v² exact, v² − 1
 * rounded once: the log's argument within 2^-52, the result at least 1.3).
 */
@inline function acoshQuick64x2(v: v128, large: bool): v128 {
  const one = logF64(8);
  if (large) return logCentred64x2(f64x2.add(v, f64x2.sqrt(f64x2.sub(f64x2.mul(v, v), one))));
  const t = f64x2.sub(v, one);
  const result = log1pCentred64x2(f64x2.add(t, f64x2.sqrt(f64x2.mul(t, f64x2.add(t, logF64(9))))));
  return v128.bitselect(splat(NaN), result, f64x2.lt(v, one));
}

/** float32 arccosh (the float64 path: ArcHyperbolicCosine.lanes); inf and NaN lanes go that path. */
@inline export function arccosh32x4<Counting>(x: v128): v128 {
  let low: v128, high: v128;
  if (v128.any_true(v128.not(f32x4.ge(x, logF32(5))))) {
    low = acoshQuick64x2(lowHalf(x), false);
    high = acoshQuick64x2(highHalf(x), false);
  } else {
    low = acoshQuick64x2(lowHalf(x), true);
    high = acoshQuick64x2(highHalf(x), true);
  }
  const infinite = v128.not(f32x4.lt(f32x4.abs(x), logF32(1))); // and NaN
  if (v128.any_true(v128.or(nearMidpoint(low, high), infinite))) return fallback32x4<Counting, ArcHyperbolicCosine>(x);
  return demote32(low, high);
}

/** arccosh32x4, not inlined: arccoshBlock32x4's vectors where a lane fails or is not plain. */
function arccoshEach32x4(x: v128): v128 {
  return arccosh32x4<i32>(x);
}
/** The plain lanes: 1 + 2^-7 ≤ x < 2^60 (not NaN; negative x wraps out of the range), on the bits as arcsinhPlain's. */
@inline function arccoshPlain(x: v128): v128 {
  return i32x4.lt_s(i32x4.add(x, log1024I32(6)), log1024I32(7));
}
/**
 * float32 arccosh of the four vectors at `input` into `out` (which may be `input`): where all 16 lanes
 * are plain, arccoshPlain32x4 on each, one test for the four; else, or where a lane fails, arccosh32x4
 * vector by vector.
 */
@inline export function arccoshBlock32x4(input: usize, out: usize): void {
  const x0 = v128.load(input);
  const x1 = v128.load(input, 16);
  const x2 = v128.load(input, 32);
  const x3 = v128.load(input, 48);
  const plain01 = v128.and(arccoshPlain(x0), arccoshPlain(x1));
  if (i32x4.all_true(v128.and(plain01, v128.and(arccoshPlain(x2), arccoshPlain(x3))))) {
    log1024Near = v128.splat<i32>(-1);
    const r0 = arccoshPlain32x4(x0);
    const r1 = arccoshPlain32x4(x1);
    const r2 = arccoshPlain32x4(x2);
    const r3 = arccoshPlain32x4(x3);
    if (!blockFails(log1024Near)) {
      v128.store(out, r0);
      v128.store(out, r1, 16);
      v128.store(out, r2, 32);
      v128.store(out, r3, 48);
      return;
    }
  }
  v128.store(out, arccoshEach32x4(x0));
  v128.store(out, arccoshEach32x4(x1), 16);
  v128.store(out, arccoshEach32x4(x2), 32);
  v128.store(out, arccoshEach32x4(x3), 48);
}

/**
 * float32 arctanh (the float64 path: ArcHyperbolicTangent.lanes): log1p(2a/(1 − a))/2, a = |x|
 * (2a/(1 − a) rounded once: its relative error 2^-53 is at most that of the log1p), by
 * log1pCentred64x2, the sign put back. Lanes with |x| ≥ 1 or NaN go the float64 path.
 */
@inline export function arctanh32x4<Counting>(x: v128): v128 {
  const low = atanhQuick64x2(lowHalf(x));
  const high = atanhQuick64x2(highHalf(x));
  const result = demote32(low, high);
  const outside = v128.not(f32x4.lt(f32x4.abs(x), logF32(0))); // and NaN
  if (v128.any_true(v128.or(v128.or(nearMidpoint(low, high), subnormal32(result)), outside)))
    return fallback32x4<Counting, ArcHyperbolicTangent>(x);
  return result;
}
@inline function atanhQuick64x2(v: v128): v128 {
  const a = f64x2.abs(v);
  const u = f64x2.div(f64x2.add(a, a), f64x2.sub(logF64(8), a));
  return v128.or(f64x2.mul(log1pCentred64x2(u), logF64(11)), v128.and(v, SIGN64));
}

/**
 * A function of unary.ts (Base: its float64, complex and half forms) whose float32 lanes are the
 * Function's checked `vector32`.
 */
@final @unmanaged export class Checked32Over<Function, Base> {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return changetype<Base>(0).scalar<Element>(value);
  }
  @inline vector<Element>(value: v128): v128 {
    return changetype<Function>(0).vector32(value);
  }
  @inline laneWiseComplex(): bool {
    return changetype<Base>(0).laneWiseComplex();
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    changetype<Base>(0).complex<Part>(re, im, out);
  }
}
@final @unmanaged export class Expm1Lanes {
  @inline vector32(x: v128): v128 {
    return expm1_32x4<i32>(x);
  }
}
@final @unmanaged export class Log1pLanes {
  @inline vector32(x: v128): v128 {
    return log1p32x4<i32>(x);
  }
}
@final @unmanaged export class LogLanes<Base> {
  @inline vector32(x: v128): v128 {
    return log32x4<i32, Base>(x);
  }
}
@final @unmanaged export class Exp2Lanes {
  @inline vector32(x: v128): v128 {
    return exp2_32x4<i32>(x);
  }
}
@final @unmanaged export class TanLanes {
  @inline vector32(x: v128): v128 {
    return tan32x4<i32>(x);
  }
}

/**
 * A real function whose float32 form is the Function's own checked lanes (`vector32`: a fast float64
 * evaluation with a rounding test, the float64 path `lanes` where it fails); float64 by `at`.
 */
@final @unmanaged export class Checked64<Function> {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return <Element>changetype<Function>(0).at(<f64>value);
  }
  @inline vector<Element>(value: v128): v128 {
    return changetype<Function>(0).vector32(value);
  }
  /** Four vectors (realUnary's unrolled loop): Function's block32 where it has one, one test for the four. */
  @inline block(input: usize, out: usize): void {
    const op = changetype<Function>(0);
    if (isDefined(op.block32)) {
      op.block32(input, out);
    } else {
      v128.store(out, op.vector32(v128.load(input)));
      v128.store(out, op.vector32(v128.load(input, 16)), 16);
      v128.store(out, op.vector32(v128.load(input, 32)), 32);
      v128.store(out, op.vector32(v128.load(input, 48)), 48);
    }
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    changetype<Function>(0).complex<Part>(re, im, out);
  }
}

/**
 * A real function: float64 by `at` (scalar), float32 by `lanes` (f64x2, four float32 lanes at a
 * time; the scalar form runs the same lanes on a splat, so a result never depends on the loop).
 */
@final @unmanaged export class Real64<Function> {
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(value: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>value)), 0);
    return <Element>changetype<Function>(0).at(<f64>value);
  }
  @inline vector<Element>(value: v128): v128 {
    return widened<Function>(value);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    changetype<Function>(0).complex<Part>(re, im, out);
  }
}

@final @unmanaged export class CubeRoot {
  @inline vector32(x: v128): v128 {
    return cbrt32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    cbrtBlock32x4<i32>(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.cbrt(x);
  }
  /**
   * musl's cbrt in two lanes: a first guess from the high word divided by 3, a polynomial to 23
   * bits, that rounded to 23 bits (its square exact), one Newton step; the sign put back. ±0, ±inf
   * and NaN are their own cube roots.
   */
  lanes(x: v128): v128 {
    const a = f64x2.abs(x);
    const high = v128.shuffle<i32>(a, a, 1, 3, 1, 3);
    const third = i32x4.trunc_sat_f64x2_u_zero(f64x2.mul(f64x2.convert_low_i32x4_u(high), splat(0.3333333333333333)));
    let t = v128.shuffle<i32>(i32x4.splat(0), i32x4.add(third, i32x4.splat(715094163)), 0, 4, 0, 5);
    let r = f64x2.mul(f64x2.mul(t, t), f64x2.div(t, a));
    const p = f64x2.add(
      f64x2.add(
        splat(1.87595182427177009643),
        f64x2.mul(r, f64x2.add(splat(-1.88497979543377169875), f64x2.mul(r, splat(1.62142972010535446614)))),
      ),
      f64x2.mul(
        f64x2.mul(f64x2.mul(r, r), r),
        f64x2.add(splat(-0.758397934778766047437), f64x2.mul(r, splat(0.145996192886612446982))),
      ),
    );
    t = f64x2.mul(t, p);
    t = v128.and(v128.add<i64>(t, i64x2.splat(0x80000000)), i64x2.splat(0xffffffffc0000000));
    const square = f64x2.mul(t, t);
    r = f64x2.div(a, square);
    r = f64x2.div(f64x2.sub(r, t), f64x2.add(f64x2.add(t, t), r));
    const root = f64x2.add(t, f64x2.mul(t, r));
    const special = v128.or(f64x2.eq(a, splat(0)), v128.not(f64x2.lt(a, splat(Infinity))));
    return v128.bitselect(x, v128.or(root, v128.and(x, SIGN64)), special);
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}
@final @unmanaged export class ArcSine {
  @inline vector32(x: v128): v128 {
    return arcsin32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    arcsineBlock32x4<i32>(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.asin(x);
  }
  /** atan(x/√((1 − x)(1 + x))). */
  lanes(x: v128): v128 {
    const one = splat(1);
    return atan64x2(f64x2.div(x, f64x2.sqrt(f64x2.mul(f64x2.sub(one, x), f64x2.add(one, x)))));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArcsinh<Part>(im, re, out, true);
  }
}
@final @unmanaged export class ArcCosine {
  @inline vector32(x: v128): v128 {
    return arccos32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    arcsineBlock32x4<bool>(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.acos(x);
  }
  /** 2·atan(√((1 − x)/(1 + x))). */
  lanes(x: v128): v128 {
    const one = splat(1);
    const half = atan64x2(f64x2.sqrt(f64x2.div(f64x2.sub(one, x), f64x2.add(one, x))));
    return f64x2.add(half, half);
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArccos<Part>(re, im, out, false);
  }
}
@final @unmanaged export class ArcTangent {
  @inline vector32(x: v128): v128 {
    return arctan32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    arctanBlock32x4(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.atan(x);
  }
  lanes(x: v128): v128 {
    return atan64x2(x);
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArctanh<Part>(im, re, out, true);
  }
}
@final @unmanaged export class ArcHyperbolicSine {
  @inline vector32(x: v128): v128 {
    return arcsinh32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    arcsinhBlock32x4(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.asinh(x);
  }
  /** log1p(a + a²/(1 + √(1 + a²))), a = |x| (a² is finite for every float32), the sign put back. */
  lanes(x: v128): v128 {
    const a = f64x2.abs(x);
    const square = f64x2.mul(a, a);
    const u = f64x2.add(a, f64x2.div(square, f64x2.add(splat(1), f64x2.sqrt(f64x2.add(splat(1), square)))));
    const magnitude = v128.bitselect(a, log1p64x2(u), f64x2.eq(a, splat(Infinity))); // inf/inf above
    return v128.or(magnitude, v128.and(x, SIGN64));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArcsinh<Part>(re, im, out, false);
  }
}
@final @unmanaged export class ArcHyperbolicCosine {
  @inline vector32(x: v128): v128 {
    return arccosh32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    arccoshBlock32x4(input, out);
  }
  @inline at(x: f64): f64 {
    return Math.acosh(x);
  }
  /** log1p(t + √(2t + t²)), t = x − 1 (exact for float32 x); NaN below 1. */
  lanes(x: v128): v128 {
    const t = f64x2.sub(x, splat(1));
    const result = log1p64x2(f64x2.add(t, f64x2.sqrt(f64x2.add(f64x2.add(t, t), f64x2.mul(t, t)))));
    return v128.bitselect(splat(NaN), result, f64x2.lt(x, splat(1))); // below 1 (t(2 + t) > 0 again below −1)
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArccos<Part>(re, im, out, true);
  }
}
@final @unmanaged export class ArcHyperbolicTangent {
  @inline vector32(x: v128): v128 {
    return arctanh32x4<i32>(x);
  }
  @inline at(x: f64): f64 {
    return Math.atanh(x);
  }
  /** log1p(2a/(1 − a))/2, a = |x|, the sign put back. */
  lanes(x: v128): v128 {
    const a = f64x2.abs(x);
    const u = f64x2.div(f64x2.add(a, a), f64x2.sub(splat(1), a));
    return v128.or(f64x2.mul(log1p64x2(u), splat(0.5)), v128.and(x, SIGN64));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexArctanh<Part>(re, im, out, false);
  }
}
@final @unmanaged export class Sinc {
  @inline vector32(x: v128): v128 {
    return sinc32x4<i32>(x);
  }
  @inline block32(input: usize, out: usize): void {
    sincBlock32x4(input, out);
  }
  @inline at(x: f64): f64 {
    return sinc64(x);
  }
  /** sin(πt)/(πx), t = x − 2k folded into [−1/2, 1/2] (sin(πx) = sin(πt), exact); 1 at 0. */
  lanes(x: v128): v128 {
    let r = f64x2.sub(x, f64x2.mul(f64x2.nearest(f64x2.mul(x, splat(0.5))), splat(2)));
    r = v128.bitselect(f64x2.sub(splat(1), r), r, f64x2.gt(r, splat(0.5)));
    r = v128.bitselect(f64x2.sub(splat(-1), r), r, f64x2.lt(r, splat(-0.5)));
    const sine = sinCos64x2(f64x2.mul(r, splat(3.141592653589793)), 0);
    // + 0: at a negative integer the exact 0 is +0 (sinc is even), as sincLanes and the float64 path
    const quotient = f64x2.add(f64x2.div(sine, f64x2.mul(x, splat(3.141592653589793))), splat(0));
    return v128.bitselect(splat(1), quotient, f64x2.eq(x, splat(0)));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    complexSinc<Part>(re, im, out);
  }
}

/** jnp.i0, the modified Bessel function of the first kind of order 0 (real floats; asm/math.ts). */
@final @unmanaged export class BesselI0 {
  @inline at(x: f64): f64 {
    return i0_64(x);
  }
  /** The float64-arithmetic form lane by lane (series and asymptotic loops; no SIMD form). */
  lanes(x: v128): v128 {
    const low = plainI0(f64x2.extract_lane(x, 0));
    return f64x2.replace_lane(f64x2.splat(low), 1, plainI0(f64x2.extract_lane(x, 1)));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
  }
}

/** logaddexp and logaddexp2: floats (halves through float32) computed in float64; complex in asm/complex-elementary.ts. */
@final @unmanaged export class LogAddExp<Base2> {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return isFloat<Element>() && sizeof<Element>() == 4;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (sizeof<Element>() == 4)
      return <Element>f32x4.extract_lane(this.vector<f32>(f32x4.splat(<f32>left), f32x4.splat(<f32>right)), 0);
    if (changetype<Base2>(0).value()) return <Element>logaddexp2_64(<f64>left, <f64>right);
    return <Element>logaddexp64(<f64>left, <f64>right);
  }
  /** The larger plus log1p(e^(smaller − larger)) (base 2: the difference times ln 2, the log times log2 e). */
  lanes(x: v128, y: v128): v128 {
    const base2 = changetype<Base2>(0).value();
    const high = f64x2.max(x, y);
    const low = f64x2.min(x, y);
    let d = f64x2.sub(low, high);
    if (base2) d = f64x2.mul(d, splat(0.6931471805599453));
    let share = log1p64x2(exp64x2Table(d));
    if (base2) share = f64x2.mul(share, splat(1.4426950408889634));
    const special = v128.or(f64x2.eq(low, splat(-Infinity)), f64x2.eq(high, splat(Infinity)));
    // high + 0 where one is −inf: −0 becomes +0 (log 1), as the float64 path
    return v128.bitselect(f64x2.add(high, splat(0)), f64x2.add(high, share), special);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return logaddexp32x4<Base2>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    complexLogAddExp<Part>(ar, ai, br, bi, out, changetype<Base2>(0).value());
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}
/** The float64 path of float32 logaddexp and logaddexp2: LogAddExp.lanes on each half, rounded once. */
export function logaddexpPath32x4<Base2>(left: v128, right: v128): v128 {
  const op = changetype<LogAddExp<Base2>>(0);
  return demote32(op.lanes(lowHalf(left), lowHalf(right)), op.lanes(highHalf(left), highHalf(right)));
}

/**
 * float32 logaddexp and logaddexp2, checked: the larger operand plus the share log1p(e^-d) from
 * softplusShare64x2 (one table of polynomials in d, absolute error below 2^-52, 0 where the share is
 * below 2^-46: beside a result of at least 2^-6 it cannot move the float32 rounding), the float64
 * path (logaddexpPath32x4) for the vector where a lane fails the rounding test, has an infinite or
 * NaN operand, or a result below 2^-6 in magnitude (there the larger operand and the share cancel,
 * and an absolute error of the share could exceed the test's margin relative to the result).
 */
@inline export function logaddexp32x4<Base2>(x: v128, y: v128): v128 {
  const low = logaddexpQuick64x2<Base2>(lowHalf(x), lowHalf(y));
  const high = logaddexpQuick64x2<Base2>(highHalf(x), highHalf(y));
  const result = demote32(low, high);
  const finite = v128.and(f32x4.lt(f32x4.abs(x), logF32(1)), f32x4.lt(f32x4.abs(y), logF32(1))); // not NaN either
  const small = f32x4.lt(f32x4.abs(result), logF32(3));
  if (v128.any_true(v128.or(v128.or(nearMidpoint(low, high), small), v128.not(finite))))
    return logaddexpPath32x4<Base2>(x, y);
  return result;
}
@inline function logaddexpQuick64x2<Base2>(x: v128, y: v128): v128 {
  const base2 = changetype<Base2>(0).value();
  // both finite here: pmax and pmin (one instruction each) give max and min but for the sign of a
  // zero difference (e^0 = 1 either way) or of a zero larger operand (added to a positive share)
  const high = f64x2.pmax(x, y);
  let d = f64x2.sub(high, f64x2.pmin(x, y));
  if (base2) d = f64x2.mul(d, logF64(0));
  let share = softplusShare64x2(d);
  if (base2) share = f64x2.mul(share, logF64(6));
  return f64x2.add(high, share);
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

/**
 * jnp.spacing on float32 and float64: nextafter(x, copysign(inf, x)) − x, the next pattern away
 * from zero (−0 gives −tiny, as JAX); exact. NaN stays NaN; ±inf gives NaN.
 */
@final @unmanaged export class Spacing {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(value: Element): Element {
    if (value != value) return value;
    if (sizeof<Element>() == 8) return <Element>(reinterpret<f64>(reinterpret<u64>(<f64>value) + 1) - <f64>value);
    return <Element>(reinterpret<f32>(reinterpret<u32>(<f32>value) + 1) - <f32>value);
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

/**
 * jnp.spacing on the 16-bit floats, in their own precision (on their patterns): float16 steps
 * toward +inf (JAX's float16 case, NumPy's values), bfloat16 away from zero; the difference of two
 * neighbours is exact in float32 and in the 16-bit dtype.
 */
@final @unmanaged export class HalfSpacing<Half> {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(pattern: Element): Element {
    const half = changetype<Half>(0);
    const bits = <u32>pattern;
    const value = half.toF32(bits);
    if (value != value) return pattern;
    const float16 = half.toF32(0x3c00) == 1; // 1.0 in float16, 2^-7 in bfloat16
    const next = float16 && (bits & 0x8000) != 0 ? (bits == 0x8000 ? 1 : bits - 1) : bits + 1;
    return <Element>half.fromF32(half.toF32(next) - value);
  }
  @inline vector<Element>(value: v128): v128 {
    return unreachable();
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function cbrt<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<CubeRoot>>(input, sa, out, count);
}
@inline export function sinh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicSine>(input, sa, out, count);
}
@inline export function expm1<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<Expm1Lanes, ExponentialMinus1>>(input, sa, out, count);
}
@inline export function log1p<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<Log1pLanes, Logarithm1p>>(input, sa, out, count);
}
@inline export function log<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<LogLanes<NaturalLog>, Logarithm>>(input, sa, out, count);
}
@inline export function log2<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<LogLanes<BinaryLog>, Logarithm2>>(input, sa, out, count);
}
@inline export function log10<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<LogLanes<DecimalLog>, Logarithm10>>(input, sa, out, count);
}
@inline export function exp2<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<Exp2Lanes, Exponential2>>(input, sa, out, count);
}
@inline export function tan<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked32Over<TanLanes, Tangent>>(input, sa, out, count);
}
@inline export function cosh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, HyperbolicCosine>(input, sa, out, count);
}
@inline export function arcsin<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcSine>>(input, sa, out, count);
}
@inline export function arccos<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcCosine>>(input, sa, out, count);
}
@inline export function arctan<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcTangent>>(input, sa, out, count);
}
@inline export function arcsinh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcHyperbolicSine>>(input, sa, out, count);
}
@inline export function arccosh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcHyperbolicCosine>>(input, sa, out, count);
}
@inline export function arctanh<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<ArcHyperbolicTangent>>(input, sa, out, count);
}
@inline export function sinc<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Checked64<Sinc>>(input, sa, out, count);
}
@inline export function i0<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  return unary<Dtype, Real64<BesselI0>>(input, sa, out, count);
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
@inline export function spacing<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isHalf<Dtype>()) return realUnary<u16, HalfSpacing<Dtype>>(input, sa, out, count);
  return unary<Dtype, Spacing>(input, sa, out, count);
}

// ---- jnp.fmax, fmin, copysign, heaviside, fmod: binary, in the result dtype (halves through float32,
// exact: no rounding) --------------------------------------------------------------------------------

/** The binary ops' methods that none of these uses (no complex, no flagged inputs). */
@unmanaged class PlainBinary {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return false;
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

/**
 * jnp.fmax (Larger true) and fmin: x1 where it is the larger (smaller) or x2 is NaN, else x2 (NaN
 * only where both are; equal operands, ±0 included, give x2). Integers: maximum's, minimum's lanes.
 */
@final @unmanaged export class NanIgnoringExtreme<Larger> extends PlainBinary {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    const wins = changetype<Larger>(0).value() ? left > right : left < right;
    if (isFloat<Element>()) return wins || right != right ? left : right;
    return wins ? left : right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    const larger = changetype<Larger>(0).value();
    if (isFloat<Element>()) {
      const wins = larger ? v128.gt<Element>(left, right) : v128.lt<Element>(left, right);
      return v128.bitselect(left, right, v128.or(wins, v128.ne<Element>(right, right)));
    }
    if (sizeof<Element>() == 8)
      return v128.bitselect(
        left,
        right,
        larger ? vectorGreater<Element>(left, right) : vectorGreater<Element>(right, left),
      );
    return larger ? v128.max<Element>(left, right) : v128.min<Element>(left, right);
  }
}

/** jnp.copysign: |x1| with x2's sign bit (NaN's too), on the bits. */
@final @unmanaged export class CopySign extends PlainBinary {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (sizeof<Element>() == 4) return <Element>f32.copysign(<f32>left, <f32>right);
    return <Element>f64.copysign(<f64>left, <f64>right);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    const sign = sizeof<Element>() == 8 ? i64x2.splat(0x8000000000000000) : i32x4.splat(0x80000000);
    return v128.bitselect(right, left, sign);
  }
}

/** jnp.heaviside: 0 where x1 < 0, 1 where x1 > 0, x2 where x1 is 0, x1 where it is NaN. */
@final @unmanaged export class Heaviside extends PlainBinary {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (left < 0) return <Element>0;
    if (left > 0) return <Element>1;
    return left == 0 ? right : left;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    const zero = v128.splat<Element>(<Element>0);
    let result = v128.bitselect(left, right, v128.ne<Element>(left, left));
    result = v128.bitselect(v128.splat<Element>(<Element>1), result, v128.gt<Element>(left, zero));
    return v128.bitselect(zero, result, v128.lt<Element>(left, zero));
  }
}

/**
 * jnp.fmod: C's fmod, the remainder of truncating division with x1's sign (exact; x2 = 0 gives
 * NaN). Integers: the truncating remainder, x2 = 0 taken as 1 (jnp's: 0). No v128 form: there is
 * no lane-wise division of integers, nor an exact one of floats.
 */
@final @unmanaged export class TruncatingRemainder extends PlainBinary {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (isFloat<Element>()) return remainderOfTruncation<Element>(left, right);
    if (right == 0) return <Element>0;
    // (wasm's rem_s of the minimum by −1 is 0: no trap)
    return left % right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return unreachable();
  }
}
@final @unmanaged export class Larger {
  @inline value(): bool {
    return true;
  }
}
@final @unmanaged export class Smaller {
  @inline value(): bool {
    return false;
  }
}

@inline export function fmax<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, NanIgnoringExtreme<Larger>, BoolOr>(inputA, sa, inputB, sb, out, count);
}
@inline export function fmin<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, NanIgnoringExtreme<Smaller>, BoolAnd>(inputA, sa, inputB, sb, out, count);
}
@inline export function copysign<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, CopySign, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function heaviside<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Heaviside, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function fmod<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, TruncatingRemainder, NoBool>(inputA, sa, inputB, sb, out, count);
}

/**
 * jnp.nextafter on float32 and float64: the neighbour of x1 toward x2, a step of one in x1's bits
 * (0 steps to the smallest subnormal with x2's sign); x2 where they are equal, NaN where either is.
 */
@final @unmanaged export class NextAfter extends PlainBinary {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(from: Element, toward: Element): Element {
    if (from != from || toward != toward) return <Element>NaN;
    if (from == toward) return toward;
    const increase = toward > from == from > 0;
    if (sizeof<Element>() == 8) {
      const bits = reinterpret<u64>(<f64>from);
      if (from == 0) return <Element>reinterpret<f64>((reinterpret<u64>(<f64>toward) & 0x8000000000000000) | 1);
      return <Element>reinterpret<f64>(increase ? bits + 1 : bits - 1);
    }
    const bits = reinterpret<u32>(<f32>from);
    if (from == 0) return <Element>reinterpret<f32>((reinterpret<u32>(<f32>toward) & 0x80000000) | 1);
    return <Element>reinterpret<f32>(increase ? bits + 1 : bits - 1);
  }
  @inline vector<Element>(from: v128, toward: v128): v128 {
    const wide = sizeof<Element>() == 8;
    const one = wide ? i64x2.splat(1) : i32x4.splat(1);
    const sign = wide ? i64x2.splat(0x8000000000000000) : i32x4.splat(0x80000000);
    const zero = v128.splat<Element>(<Element>0);
    const increase = v128.not(v128.xor(v128.gt<Element>(toward, from), v128.gt<Element>(from, zero)));
    // a true lane is −1: subtracting it steps up, adding it steps down
    const step = v128.bitselect(wide ? i64x2.splat(-1) : i32x4.splat(-1), one, increase);
    const next = wide ? v128.sub<i64>(from, step) : v128.sub<i32>(from, step);
    let result = v128.bitselect(v128.or(v128.and(toward, sign), one), next, v128.eq<Element>(from, zero));
    result = v128.bitselect(toward, result, v128.eq<Element>(from, toward));
    const nan = v128.or(v128.ne<Element>(from, from), v128.ne<Element>(toward, toward));
    return v128.bitselect(v128.splat<Element>(<Element>NaN), result, nan);
  }
}

/**
 * jnp.nextafter on the 16-bit floats, on their patterns (a step in their own precision): the
 * patterns ordered as signed integers (negative ones with their magnitude bits flipped) compare as
 * the values do; eight lanes at a time.
 */
@final @unmanaged export class HalfNextAfter<Half> extends PlainBinary {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(from: Element, toward: Element): Element {
    const half = changetype<Half>(0);
    const a = half.toF32(<u32>from);
    const b = half.toF32(<u32>toward);
    if (a != a || b != b) return <Element>half.fromF32(NaN);
    if (a == b) return toward;
    if (a == 0) return <Element>((<u32>toward & 0x8000) | 1);
    return <Element>(b > a == a > 0 ? <u32>from + 1 : <u32>from - 1);
  }
  @inline vector<Element>(from: v128, toward: v128): v128 {
    const half = changetype<Half>(0);
    const magnitude = i16x8.splat(0x7fff);
    const infinity = i16x8.splat(<i16>half.fromF32(Infinity));
    const one = i16x8.splat(1);
    const magnitudeA = v128.and(from, magnitude);
    const magnitudeB = v128.and(toward, magnitude);
    const nan = v128.or(i16x8.gt_s(magnitudeA, infinity), i16x8.gt_s(magnitudeB, infinity));
    const keyA = v128.xor(from, v128.and(i16x8.shr_s(from, 15), magnitude));
    const keyB = v128.xor(toward, v128.and(i16x8.shr_s(toward, 15), magnitude));
    const increase = v128.not(v128.xor(i16x8.gt_s(keyB, keyA), i16x8.gt_s(keyA, i16x8.splat(0))));
    const next = i16x8.sub(from, v128.bitselect(i16x8.splat(-1), one, increase));
    const zeroA = i16x8.eq(magnitudeA, i16x8.splat(0));
    const equal = v128.or(i16x8.eq(from, toward), v128.and(zeroA, i16x8.eq(magnitudeB, i16x8.splat(0))));
    let result = v128.bitselect(v128.or(v128.and(toward, i16x8.splat(<i16>0x8000)), one), next, zeroA);
    result = v128.bitselect(toward, result, equal);
    return v128.bitselect(i16x8.splat(<i16>half.fromF32(NaN)), result, nan);
  }
}

@inline export function nextafter<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  if (isHalf<Dtype>()) return realBinary<u16, HalfNextAfter<Dtype>>(inputA, sa, inputB, sb, out, count);
  return binary<Dtype, NextAfter, NoBool>(inputA, sa, inputB, sb, out, count);
}
