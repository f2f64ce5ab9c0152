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

/** atan(n/d) of two float64 lanes, n, d ≥ 0 (not both 0 or ∞), bins j0, j1. */
@inline function atanQuotient64x2(n: v128, d: v128, j0: i32, j1: i32): v128 {
  const e0 = v128.load(ATAN32_TABLE + ((<usize>j0) << 4));
  const e1 = v128.load(ATAN32_TABLE + ((<usize>j1) << 4));
  const c = v128.shuffle<f64>(e0, e1, 0, 2);
  const base = v128.shuffle<f64>(e0, e1, 1, 3);
  const t = f64x2.div(f64x2.sub(n, f64x2.mul(c, d)), f64x2.add(d, f64x2.mul(c, n)));
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

/** float32 arctan: atan|x| (|x| held below 2^100, so ∞ gives π/2), the sign put back. */
@inline export function arctan32x4<Counting>(x: v128): v128 {
  const a = f32x4.min(f32x4.abs(x), f32x4.splat(1.2676506002282294e30));
  const bins = atan32Bin(a);
  const one = atanConstant(3);
  const low = atanQuotient64x2(lowHalf(a), one, i32x4.extract_lane(bins, 0), i32x4.extract_lane(bins, 1));
  const high = atanQuotient64x2(highHalf(a), one, i32x4.extract_lane(bins, 2), i32x4.extract_lane(bins, 3));
  const result = v128.or(demote32(low, high), v128.and(x, atanLanes(2)));
  return checked<Counting, ArcTangent>(x, low, high, result);
}

// ---- float32 arcsin and arccos: one square root, a table of 128 bins, no division -------------------
// a = |x|, w = √((1 − a)(1 + a)) (the product exact in float64), p = min(a, w) ≤ √½, q = max(a, w) =
// √(1 − p²). With c = j/128 the nearest bin to p (|p − c| ≤ 2^-8) and C = √(1 − c²) from the table,
// asin p = asin c + asin u, u = pC − cq = sin(asin p − asin c), |u| < 2^-7.4, asin u by Taylor to u⁵
// (the rest below 2^-56 absolute; at bin 0, u = p exactly). asin a is asin p, or π/2 − asin p where p
// is w; acos a the other way round, and π − acos a for x < 0: nothing cancels (asin p ≤ π/4).
// Relative error a few 2^-50; the rounding test of the arctangents, the float64 path (ArcSine.lanes,
// ArcCosine.lanes) where it fails or the result is subnormal. Beyond ±1 and NaN: NaN.

/** (asin c, √(1 − c²)) for c = j/128, rounded to float64 (`python3 scripts/asin32_table.py`). */
const ASIN32_TABLE: usize = memory.data<f64>(
  [
    0.0, 1.0, 0.007812579475042568, 0.9999694819561995, 0.01562563585273695, 0.9998779222360098, 0.02343964629780272,
    0.9997253040679475, 0.031255088499495154, 0.9995115994824673, 0.03907244093487471, 0.9992367692863139,
    0.04689218313328187, 0.9989007630265381, 0.0547147959424247, 0.9985035189440996, 0.06254076179649139,
    0.998044963916957, 0.07037056498670617, 0.9975250133925214, 0.07820469193475428, 0.9969435713093294,
    0.08604363146951062, 0.9963005300077633, 0.09388787510751648, 0.9955957701296244, 0.10173791733766063,
    0.9948291605063404, 0.1095942559105338, 0.9940005580355576, 0.11745739213294011, 0.9931098075458473,
    0.1253278311680654, 0.9921567416492215, 0.13320608234182008, 0.9911411805811269, 0.1410926594558939,
    0.9900629320275555, 0.14898808110808143, 0.988921790938874, 0.1568928710204612, 0.9877175393299442,
    0.16480755837603633, 0.9864499460660687, 0.17273267816447335, 0.9851187666342571, 0.18066877153760597,
    0.9837237428992704, 0.1886163861754041, 0.982264602843857, 0.19657607666314347, 0.9807410602925474,
    0.20454840488055165, 0.9791528146183311, 0.21253394040374687, 0.9774995504314823, 0.22053326092083333,
    0.9757809372497497, 0.2285469526620647, 0.9739966291490695, 0.2365756108455429, 0.9721462643938925,
    0.24461984013947533, 0.9702294650461559, 0.25268025514207865, 0.9682458365518543, 0.2607574808802837,
    0.9661949673040892, 0.26885215332847107, 0.9640764281813968, 0.27696491994854544, 0.9618897720600579,
    0.2850964402527462, 0.9596345332990055, 0.2932473863906822, 0.9573102271958396, 0.30141844376218346,
    0.9549163494123452, 0.30961031165767294, 0.9524523753677924, 0.31782370392788073, 0.9499177595981665,
    0.32605934968485534, 0.9473119350793328, 0.3343179940363684, 0.94463431251199, 0.3426003988559651,
    0.9418842795660993, 0.3509073435910811, 0.939061200082295, 0.35923962611183097, 0.9361644132275858,
    0.3675980636032758, 0.9331932326024445, 0.3759834935041962, 0.9301469452961452, 0.3843967744956391,
    0.9270248108869579, 0.39283878754276835, 0.923826060383528, 0.4013104369938405, 0.9205498951034647,
    0.4098126517404412, 0.9171954854848283, 0.4183463864434681, 0.9137619698258403, 0.4269126228297277,
    0.9102484529477378, 0.43551237106443375, 0.9066540047752505, 0.4441466712053621, 0.9029776588286944,
    0.4528165947449256, 0.899218410621135, 0.46152324624700164, 0.895375215953485, 0.47026776508597007,
    0.8914469890997445, 0.47905132729611205, 0.8874326008738636, 0.48787514754029293, 0.8833308765689106,
    0.4967404812077047, 0.8791405937583305, 0.5056486266513965, 0.8748604799480887, 0.5146009275773826,
    0.8704892100673908, 0.5235987755982989, 0.8660254037844386, 0.5326436129659039, 0.8614676226323018,
    0.541736935498202, 0.8568143669284497, 0.5508802957186253, 0.8520640724697586, 0.560075306226582,
    0.8472151069828724, 0.5693236433207794, 0.8422657663076126, 0.5786270508990997, 0.8372142702886759,
    0.5879873446614887, 0.8320587583480809, 0.5974064166453502, 0.8267972847076845, 0.6068862401263823,
    0.8214278132275228, 0.6164288749217072, 0.8159482118216818, 0.6260364731366106, 0.810356246408794,
    0.6357112854013022, 0.8046495743489833, 0.6454556676499499, 0.7988257373130575, 0.6552720885009422,
    0.7928821535228296, 0.6651631373050455, 0.7868161092934931, 0.6751315329370317, 0.7806247497997998,
    0.6851801334166482, 0.7743050689771764, 0.6953119464567681, 0.7678538984566009, 0.7055301410504765,
    0.7612678954177367, 0.7158380602251112, 0.7545435292281023, 0.726239235110326, 0.7476770667164735,
    0.7367374004896439, 0.7406645559057082, 0.7473365120313951, 0.7335018080030546, 0.758040765426236,
    0.7261843774138906, 0.7688546176956561, 0.7187075395066828, 0.7797828109803135, 0.7110662658114221,
    0.790830399170303, 0.7032551962792383, 0.8020027778036185, 0.6952686081652184, 0.8133057177367133,
    0.6871003810170316, 0.8247454031854757, 0.678743957155421, 0.8363284748503788, 0.6701922969146616,
    0.848062078981481, 0.6614378277661477, 0.8599539234144497, 0.6524723862691432, 0.8720123418271585,
    0.6432871515699656, 0.884246367739939, 0.6338725688920053, 0.8966658201275814, 0.624218261107443,
    0.9092814029496191, 0.6143129260350543, 0.9221048214670461, 0.6041442165369126, 0.9351489189391351,
    0.5936985997488541, 0.948427838239876, 0.582961190818051, 0.9619572141787629, 0.5719155552559748,
    0.9757544039673527, 0.560543472332878, 0.9898387655024116, 0.5488246496776088, 1.0042319961738184,
    0.5367363761661771, 1.01895854909946, 0.5242530959314881, 1.0340461495661852, 0.5113458803735491,
    1.0495264428241564, 0.49798176657760274, 1.0654358165107394, 0.4841229182759271, 1.0818164589075494,
    0.46972554736116917, 1.098717741317612, 0.4547385065892265, 1.1161980547786983, 0.43910142176238737,
    1.1343272980599775, 0.42274216432714634, 1.1531903234869172, 0.40557335476304407, 1.1728918337682062,
    0.3874873989886639, 1.1935635544440883, 0.3683492260664464, 1.2153751251046732, 0.34798527267687634,
    1.2385513773728343, 0.3261660272679391, 1.2634012757103932, 0.30257682392245444, 1.2903698801933186,
    0.2767654622487242, 1.3201406644587659, 0.24803918541230538, 1.3538648662553878, 0.2152340205305611,
    1.3937886405068658, 0.17608480733726006, 1.4457148032019138, 0.12475562048961962,
  ],
  16,
);
/** The arcsines' splatted float64 constants, then float32 ones. */
const ASIN32_F64: usize = memory.data<f64>(
  [
    1,
    1, // 0
    0.075,
    0.075, // 1: 3/40
    0.16666666666666666,
    0.16666666666666666, // 2: 1/6
    1.5707963267948966,
    1.5707963267948966, // 3: π/2
    3.141592653589793,
    3.141592653589793, // 4: π
  ],
  16,
);
const ASIN32_F32: usize = memory.data<f32>(
  [
    1,
    1,
    1,
    1,
    128,
    128,
    128,
    128,
    12582912,
    12582912,
    12582912,
    12582912, // 0, 1, 2: 1.5·2^23
    0.0078125,
    0.0078125,
    0.0078125,
    0.0078125, // 3: 1/128
  ],
  16,
);
@inline function asinF64(index: i32): v128 {
  return v128.load(ASIN32_F64 + ((<usize>index) << 4));
}
@inline function asinF32(index: i32): v128 {
  return v128.load(ASIN32_F32 + ((<usize>index) << 4));
}

/**
 * asin|v| (Cosine false) or acos v of two float64 lanes (see above), c = j/128 the bins' centres and
 * at0, at1 their byte offsets in the table: base ± asin p, the base and the sign chosen beside the
 * chain that computes asin p (asin: 0 + asin p, or π/2 − asin p where p is w; acos: π/2 − asin p, or
 * 0 + asin p where p is w, and for v < 0 π/2 + asin p or π − asin p). NaN and |v| beyond 1 give a
 * garbage lane.
 */
@inline function arcsine64x2<Cosine>(v: v128, c: v128, at0: usize, at1: usize): v128 {
  const one = asinF64(0);
  const a = f64x2.abs(v);
  const w = f64x2.sqrt(f64x2.mul(f64x2.sub(one, a), f64x2.add(one, a)));
  const e0 = v128.load(ASIN32_TABLE + at0);
  const e1 = v128.load(ASIN32_TABLE + at1);
  const u = f64x2.sub(f64x2.mul(f64x2.pmin(a, w), v128.shuffle<f64>(e0, e1, 1, 3)), f64x2.mul(c, f64x2.pmax(a, w)));
  const z = f64x2.mul(u, u);
  const tail = f64x2.mul(f64x2.mul(u, z), f64x2.add(f64x2.mul(z, asinF64(1)), asinF64(2)));
  const inner = f64x2.add(v128.shuffle<f64>(e0, e1, 0, 2), f64x2.add(u, tail));
  const swapped = f64x2.gt(a, w);
  let base: v128, flip: v128;
  if (isBoolean<Cosine>()) {
    const negative = f64x2.lt(v, v128.splat<i32>(0));
    base = v128.bitselect(v128.and(asinF64(4), negative), asinF64(3), swapped);
    flip = v128.andnot(SIGN64, v128.xor(swapped, negative));
  } else {
    base = v128.and(asinF64(3), swapped);
    flip = v128.and(swapped, SIGN64);
  }
  return f64x2.add(base, v128.xor(inner, flip));
}

/**
 * float32 asin (Cosine false, the float64 path ArcSine.lanes) or acos (ArcCosine.lanes) of four lanes.
 * The bins come from p evaluated in float32 (its own square root, beside the float64 one: the chains
 * overlap); near a bin edge it can pick the bin next to the float64 p's, where |u| exceeds its bound
 * by as little.
 */
@inline function arcsine32x4<Counting, Cosine, Slow>(x: v128): v128 {
  const a = f32x4.abs(x);
  const one = asinF32(0);
  const valid = f32x4.le(a, one);
  const p = f32x4.pmin(a, f32x4.sqrt(f32x4.mul(f32x4.sub(one, a), f32x4.add(one, a))));
  const shifted = f32x4.add(f32x4.mul(p, asinF32(1)), asinF32(2)); // j + 1.5·2^23
  const offsets = v128.shl<i32>(v128.and(shifted, i32x4.splat(127)), 4);
  const c = f32x4.mul(f32x4.sub(shifted, asinF32(2)), asinF32(3));
  const low = arcsine64x2<Cosine>(
    lowHalf(x),
    lowHalf(c),
    <usize>i32x4.extract_lane(offsets, 0),
    <usize>i32x4.extract_lane(offsets, 1),
  );
  const high = arcsine64x2<Cosine>(
    highHalf(x),
    highHalf(c),
    <usize>i32x4.extract_lane(offsets, 2),
    <usize>i32x4.extract_lane(offsets, 3),
  );
  asinLow = low;
  asinHigh = high;
  let result = demote32(low, high);
  if (!isBoolean<Cosine>()) result = v128.or(result, v128.and(x, atanLanes(2))); // the sign put back
  result = v128.bitselect(result, f32x4.splat(NaN), valid); // NaN beyond ±1
  if (v128.any_true(v128.or(nearMidpoint(asinLow, asinHigh), subnormal32(result))))
    return fallback32x4<Counting, Slow>(x);
  return result;
}

/**
 * arcsine32x4's float64 halves, kept for its rounding test through these globals (one instance per
 * thread): held in registers across the demotion, V8 spills around them; the round trip measured 6%
 * faster (5.16 against 5.49 ns a value).
 */
let asinLow: v128 = v128.splat<i32>(0);
let asinHigh: v128 = v128.splat<i32>(0);

/** float32 arcsin (see above). */
@inline export function arcsin32x4<Counting>(x: v128): v128 {
  return arcsine32x4<Counting, i32, ArcSine>(x);
}

/** float32 arccos (see above). */
@inline export function arccos32x4<Counting>(x: v128): v128 {
  return arcsine32x4<Counting, bool, ArcCosine>(x);
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
 * sinh of an f64x2 of float32 values: |v| < 1/2 by Taylor (v(1 + v²(1/6 + v²(1/120 + …))) to v¹⁵,
 * the rest below 2^-54 relative), else (e − 1/e)/2, e = e^|v| (the sign put back); float32 rounds
 * beyond ±89.5 to inf, and e^200 (the table's clamp) is finite: the product overflows float32 too.
 */
@inline function sinhQuick64x2(v: v128): v128 {
  const a = f64x2.abs(v);
  const z = f64x2.mul(v, v);
  let p = splat(7.647163731819816e-13); // 1/15!
  p = f64x2.add(f64x2.mul(p, z), splat(1.6059043836821613e-10));
  p = f64x2.add(f64x2.mul(p, z), splat(2.505210838544172e-8));
  p = f64x2.add(f64x2.mul(p, z), splat(2.7557319223985893e-6));
  p = f64x2.add(f64x2.mul(p, z), splat(1.984126984126984e-4));
  p = f64x2.add(f64x2.mul(p, z), splat(8.333333333333333e-3));
  p = f64x2.add(f64x2.mul(p, z), splat(0.16666666666666666));
  const small = f64x2.add(v, f64x2.mul(f64x2.mul(v, z), p));
  const e = exp64x2Table(a);
  const large = f64x2.mul(f64x2.sub(e, f64x2.div(splat(1), e)), splat(0.5));
  return v128.bitselect(small, v128.or(large, v128.and(v, SIGN64)), f64x2.lt(a, splat(0.5)));
}

export function sinh32x4<Counting>(x: v128): v128 {
  const low = sinhQuick64x2(lowHalf(x));
  const high = sinhQuick64x2(highHalf(x));
  return checked<Counting, HyperbolicSine>(x, low, high, demote32(low, high));
}

// ---- float32 cbrt: a table of 3·128 bins, no division ---------------------------------------------
// |x| = 2^(3k + j)·m, j = 0, 1, 2, m in [1, 2) within half a bin of its bin's centre c (the top 7
// mantissa bits, plus half a bin: m − c is exact in float32), r = (m − c)·(1/c), |r| ≤ 2^-8, and
// ∛|x| = 2^k · ∛(2^j c) · ∛(1 + r), ∛(1 + r) by its binomial series to r⁴ (the rest below 2^-44
// relative), in float64 lanes: the float32 result before 2^k lies in [1, 2] and is scaled on its
// bits. The rounding test of the arctangents; a failing lane sends the vector to the float64 path
// (CubeRoot.lanes), as do subnormal lanes; ±0, ±inf and NaN are their own roots.

/** (1/c, ∛(2^j c)) for bin b of exponent class j at row 128j + b, rounded to float64 (`python3 scripts/cbrt32_table.py`). */
const CBRT32_TABLE: usize = memory.data<f64>(
  [
    0.9961089494163424, 1.0013003915820713, 0.9884169884169884, 1.0038910897825193, 0.9808429118773946,
    1.0064684851499224, 0.973384030418251, 1.009032747150074, 0.9660377358490566, 1.011584041820807, 0.9588014981273408,
    1.0141225318666205, 0.9516728624535316, 1.0166483767500059, 0.9446494464944649, 1.0191617327796134,
    0.9377289377289377, 1.021662753195389, 0.9309090909090909, 1.0241515882508072, 0.924187725631769,
    1.0266283852923197, 0.9175627240143369, 1.0290932888361342, 0.9110320284697508, 1.031546440642429,
    0.9045936395759717, 1.0339879797871117, 0.8982456140350877, 1.0364180427312122, 0.89198606271777,
    1.0388367633880122, 0.8858131487889274, 1.0412442731879947, 0.8797250859106529, 1.0436407011417022,
    0.8737201365187713, 1.0460261739005805, 0.8677966101694915, 1.0484008158158928, 0.8619528619528619,
    1.05076474899577, 0.8561872909698997, 1.0531180933604758, 0.8504983388704319, 1.055460966695946, 0.8448844884488449,
    1.0577934847056771, 0.839344262295082, 1.0601157610610144, 0.8338762214983714, 1.0624279074499077,
    0.8284789644012945, 1.064730033624188, 0.8231511254019293, 1.0670222474454174, 0.8178913738019169,
    1.0693046549293679, 0.8126984126984127, 1.0715773602891745, 0.807570977917981, 1.073840465977215,
    0.8025078369905956, 1.0760940727257569, 0.7975077881619937, 1.0783382795864194, 0.7925696594427245,
    1.0805731839684882, 0.7876923076923077, 1.0827988816761285, 0.7828746177370031, 1.0850154669445276,
    0.7781155015197568, 1.0872230324750116, 0.7734138972809668, 1.089421669469166, 0.7687687687687688,
    1.091611467661996, 0.764179104477612, 1.0937925153541592, 0.7596439169139466, 1.0959648994433047,
    0.7551622418879056, 1.0981287054545408, 0.750733137829912, 1.1002840175700703, 0.7463556851311953,
    1.1024309186580141, 0.7420289855072464, 1.1045694903004515, 0.7377521613832853, 1.106699812820705,
    0.7335243553008596, 1.1088219653098914, 0.7293447293447294, 1.1109360256527638, 0.7252124645892352,
    1.11304207055287, 0.7211267605633803, 1.1151401755570434, 0.7170868347338936, 1.117230415079255, 0.713091922005571,
    1.11931286242384, 0.7091412742382271, 1.1213875898081231, 0.7052341597796143, 1.1234546683844602,
    0.7013698630136986, 1.1255141682617127, 0.6975476839237057, 1.1275661585261758, 0.6937669376693767,
    1.1296107072619739, 0.6900269541778976, 1.131647881570942, 0.6863270777479893, 1.1336777475920075,
    0.6826666666666666, 1.1357003705200872, 0.6790450928381963, 1.137715814624517, 0.6754617414248021,
    1.1397241432670224, 0.6719160104986877, 1.1417254189192516, 0.6684073107049608, 1.143719703179876,
    0.6649350649350649, 1.145707056791278, 0.661498708010336, 1.147687539655831, 0.6580976863753213, 1.1496612108517923,
    0.6547314578005116, 1.1516281286488108, 0.6513994910941476, 1.1535883505230684, 0.6481012658227848,
    1.1555419331720602, 0.6448362720403022, 1.1574889325290276, 0.6416040100250626, 1.1594294037770516,
    0.6384039900249376, 1.1613634013628176, 0.6352357320099256, 1.1632909790100603, 0.6320987654320988,
    1.165212189732697, 0.628992628992629, 1.1671270858476601, 0.6259168704156479, 1.1690357189874345,
    0.6228710462287105, 1.1709381401123096, 0.6198547215496368, 1.1728343995223545, 0.6168674698795181,
    1.1747245468691216, 0.6139088729016786, 1.1766086311670891, 0.6109785202863962, 1.1784867008048454,
    0.6080760095011877, 1.180358803556027, 0.6052009456264775, 1.1822249865900138, 0.6023529411764705,
    1.184085296482387, 0.5995316159250585, 1.185939779225161, 0.5967365967365967, 1.1877884802367882,
    0.5939675174013921, 1.1896314443719502, 0.5912240184757506, 1.1914687159311343, 0.5885057471264368,
    1.193300338670005, 0.585812356979405, 1.1951263558085758, 0.5831435079726651, 1.1969468100401832,
    0.5804988662131519, 1.1987617435402724, 0.5778781038374717, 1.2005711979749956, 0.5752808988764045,
    1.2023752145096307, 0.5727069351230425, 1.204173833816823, 0.5701559020044543, 1.2059670960846551,
    0.5676274944567627, 1.207755041024549, 0.565121412803532, 1.2095377078790064, 0.5626373626373626,
    1.2113151354291876, 0.5601750547045952, 1.2130873620023372, 0.5577342047930284, 1.2148544254790563,
    0.5553145336225597, 1.216616363300429, 0.5529157667386609, 1.218373212475004, 0.5505376344086022,
    1.2201250095856344, 0.5481798715203426, 1.2218717907961838, 0.5458422174840085, 1.2236135918580944,
    0.5435244161358811, 1.2253504481168271, 0.5412262156448203, 1.2270823945181748, 0.5389473684210526,
    1.2288094656144481, 0.5366876310272537, 1.2305316955705436, 0.534446764091858, 1.2322491181698905,
    0.5322245322245323, 1.2339617668202831, 0.5300207039337475, 1.2356696745595999, 0.5278350515463918,
    1.2373728740614116, 0.5256673511293635, 1.2390713976404837, 0.523517382413088, 1.24076527725817, 0.5213849287169042,
    1.2424545445277073, 0.5192697768762677, 1.244139230719406, 0.5171717171717172, 1.2458193667657456,
    0.5150905432595574, 1.247494983266372, 0.5130260521042084, 1.249166110493003, 0.5109780439121756, 1.25083277839424,
    0.5089463220675944, 1.252495016600292, 0.5069306930693069, 1.2541528544276115, 0.504930966469428,
    1.2558063208834442, 0.5029469548133595, 1.2574554446702964, 0.5009784735812133, 1.2591002541903185,
    0.9961089494163424, 1.2615594406222308, 0.9884169884169884, 1.2648235158189003, 0.9808429118773946,
    1.2680708304961927, 0.973384030418251, 1.2713015981676292, 0.9660377358490566, 1.2745160280277703,
    0.9588014981273408, 1.2777143250714393, 0.9516728624535316, 1.2808966902087857, 0.9446494464944649,
    1.2840633203763687, 0.9377289377289377, 1.2872144086444213, 0.9309090909090909, 1.290350144320459,
    0.924187725631769, 1.2934707130493779, 0.9175627240143369, 1.29657629691019, 0.9110320284697508, 1.2996670745095287,
    0.9045936395759717, 1.3027432210720566, 0.8982456140350877, 1.3058049085278984, 0.89198606271777, 1.308852305597216,
    0.8858131487889274, 1.3118855778720426, 0.8797250859106529, 1.314904887895475, 0.8737201365187713,
    1.3179103952383366, 0.8677966101694915, 1.3209022565734012, 0.8619528619528619, 1.3238806257472737,
    0.8561872909698997, 1.3268456538500175, 0.8504983388704319, 1.329797489282614, 0.8448844884488449,
    1.332736277822333, 0.839344262295082, 1.3356621626860956, 0.8338762214983714, 1.3385752845919008,
    0.8284789644012945, 1.3414757818183904, 0.8231511254019293, 1.3443637902626175, 0.8178913738019169,
    1.3472394434960842, 0.8126984126984127, 1.3501028728191136, 0.807570977917981, 1.3529542073136125,
    0.8025078369905956, 1.3557935738942857, 0.7975077881619937, 1.3586210973583528, 0.7925696594427245,
    1.3614369004338236, 0.7876923076923077, 1.3642411038263822, 0.7828746177370031, 1.3670338262649253,
    0.7781155015197568, 1.3698151845458044, 0.7734138972809668, 1.3725852935758172, 0.7687687687687688,
    1.3753442664139852, 0.764179104477612, 1.3780922143121666, 0.7596439169139466, 1.3808292467545376,
    0.7551622418879056, 1.3835554714959828, 0.750733137829912, 1.386270994599432, 0.7463556851311953,
    1.3889759204721746, 0.7420289855072464, 1.3916703519011897, 0.7377521613832853, 1.3943543900875224,
    0.7335243553008596, 1.397028134679735, 0.7293447293447294, 1.3996916838064681, 0.7252124645892352,
    1.4023451341081354, 0.7211267605633803, 1.4049885807677833, 0.7170868347338936, 1.4076221175411399,
    0.713091922005571, 1.4102458367858801, 0.7091412742382271, 1.4128598294901318, 0.7052341597796143,
    1.4154641853002456, 0.7013698630136986, 1.418058992547852, 0.6975476839237057, 1.4206443382762284,
    0.6937669376693767, 1.4232203082659962, 0.6900269541778976, 1.4257869870601703, 0.6863270777479893,
    1.428344457988577, 0.6826666666666666, 1.4308928031916648, 0.6790450928381963, 1.4334321036437223,
    0.6754617414248021, 1.4359624391755217, 0.6719160104986877, 1.4384838884964073, 0.6684073107049608,
    1.4409965292158422, 0.6649350649350649, 1.4435004378644318, 0.661498708010336, 1.4459956899144384,
    0.6580976863753213, 1.4484823597998011, 0.6547314578005116, 1.4509605209356777, 0.6513994910941476,
    1.4534302457375192, 0.6481012658227848, 1.4558916056396936, 0.6448362720403022, 1.4583446711136685,
    0.6416040100250626, 1.4607895116857696, 0.6384039900249376, 1.4632261959545223, 0.6352357320099256,
    1.46565479160759, 0.6320987654320988, 1.4680753654383238, 0.628992628992629, 1.4704879833619278, 0.6259168704156479,
    1.4728927104312564, 0.6228710462287105, 1.475289610852251, 0.6198547215496368, 1.4776787479990279,
    0.6168674698795181, 1.480060184428623, 0.6139088729016786, 1.4824339818954086, 0.6109785202863962,
    1.4848002013651862, 0.6080760095011877, 1.487158903028966, 0.6052009456264775, 1.4895101463164424,
    0.6023529411764705, 1.4918539899091712, 0.5995316159250585, 1.4941904917534587, 0.5967365967365967,
    1.49651970907297, 0.5939675174013921, 1.498841698381062, 0.5912240184757506, 1.501156515492851, 0.5885057471264368,
    1.5034642155370204, 0.585812356979405, 1.5057648529673746, 0.5831435079726651, 1.508058481574147,
    0.5804988662131519, 1.5103451544950686, 0.5778781038374717, 1.512624924226202, 0.5752808988764045,
    1.5148978426325475, 0.5727069351230425, 1.5171639609584262, 0.5701559020044543, 1.51942332983765,
    0.5676274944567627, 1.5216759993034754, 0.565121412803532, 1.5239220187983562, 0.5626373626373626,
    1.5261614371834926, 0.5601750547045952, 1.5283943027481868, 0.5577342047930284, 1.5306206632190056,
    0.5553145336225597, 1.532840565768759, 0.5529157667386609, 1.5350540570252962, 0.5505376344086022,
    1.5372611830801248, 0.5481798715203426, 1.5394619894968569, 0.5458422174840085, 1.541656521319487,
    0.5435244161358811, 1.5438448230805062, 0.5412262156448203, 1.5460269388088537, 0.5389473684210526,
    1.5482029120377134, 0.5366876310272537, 1.5503727858121579, 0.534446764091858, 1.55253660269664, 0.5322245322245323,
    1.5546944047823437, 0.5300207039337475, 1.5568462336943871, 0.5278350515463918, 1.5589921305988905,
    0.5256673511293635, 1.5611321362099062, 0.523517382413088, 1.5632662907962172, 0.5213849287169042,
    1.5653946341880054, 0.5192697768762677, 1.5675172057833937, 0.5171717171717172, 1.569634044554864,
    0.5150905432595574, 1.5717451890555545, 0.5130260521042084, 1.5738506774254393, 0.5109780439121756,
    1.575950547397392, 0.5089463220675944, 1.5780448363031365, 0.5069306930693069, 1.5801335810790884,
    0.504930966469428, 1.5822168182720873, 0.5029469548133595, 1.5842945840450244, 0.5009784735812133,
    1.5863669141823677, 0.9961089494163424, 1.5894652949335502, 0.9884169884169884, 1.5935777719822735,
    0.9808429118773946, 1.5976691320998269, 0.973384030418251, 1.6017396442963896, 0.9660377358490566,
    1.6057895721405921, 0.9588014981273408, 1.6098191739097272, 0.9516728624535316, 1.6138287027347216,
    0.9446494464944649, 1.6178184067400914, 0.9377289377289377, 1.6217885291790877, 0.9309090909090909,
    1.6257393085642338, 0.924187725631769, 1.6296709787934425, 0.9175627240143369, 1.6335837692718933,
    0.9110320284697508, 1.6374779050298438, 0.9045936395759717, 1.6413536068365344, 0.8982456140350877,
    1.6452110913103486, 0.89198606271777, 1.64905057102537, 0.8858131487889274, 1.6528722546144863, 0.8797250859106529,
    1.6566763468691672, 0.8737201365187713, 1.6604630488360523, 0.8677966101694915, 1.6642325579104669,
    0.8619528619528619, 1.6679850679269865, 0.8561872909698997, 1.6717207692471636, 0.8504983388704319,
    1.6754398488445175, 0.8448844884488449, 1.6791424903868994, 0.839344262295082, 1.6828288743163224,
    0.8338762214983714, 1.6864991779263563, 0.8284789644012945, 1.6901535754371724, 0.8231511254019293,
    1.6937922380683281, 0.8178913738019169, 1.6974153341093712, 0.8126984126984127, 1.701023028988342,
    0.807570977917981, 1.7046154853382525, 0.8025078369905956, 1.7081928630616106, 0.7975077881619937,
    1.7117553193930604, 0.7925696594427245, 1.715303008960205, 0.7876923076923077, 1.7188360838426762,
    0.7828746177370031, 1.7223546936295102, 0.7781155015197568, 1.7258589854748894, 0.7734138972809668,
    1.7293491041523064, 0.7687687687687688, 1.7328251921072024, 0.764179104477612, 1.7362873895081354,
    0.7596439169139466, 1.7397358342965237, 0.7551622418879056, 1.743170662235015, 0.750733137829912,
    1.7465920069545264, 0.7463556851311953, 1.75, 0.7420289855072464, 1.7533947708749147, 0.7377521613832853,
    1.7567764470845968, 0.7335243553008596, 1.760145154178368, 0.7293447293447294, 1.7635010157905682,
    0.7252124645892352, 1.7668441536804886, 0.7211267605633803, 1.7701746877712534, 0.7170868347338936,
    1.7734927361876776, 0.713091922005571, 1.77679841529314, 0.7091412742382271, 1.7800918397254983, 0.7052341597796143,
    1.7833731224320768, 0.7013698630136986, 1.7866423747037559, 0.6975476839237057, 1.789899706208193,
    0.6937669376693767, 1.793145225022199, 0.6900269541778976, 1.7963790376632978, 0.6863270777479893,
    1.7996012491204916, 0.6826666666666666, 1.8028119628842605, 0.6790450928381963, 1.806011280975815,
    0.6754617414248021, 1.8091993039756262, 0.6719160104986877, 1.8123761310512532, 0.6684073107049608,
    1.8155418599844921, 0.6649350649350649, 1.8186965871978642, 0.661498708010336, 1.8218404077804606,
    0.6580976863753213, 1.824973415513169, 0.6547314578005116, 1.8280957028932912, 0.6513994910941476,
    1.8312073611585789, 0.6481012658227848, 1.8343084803106953, 0.6448362720403022, 1.8373991491381267,
    0.6416040100250626, 1.8404794552385542, 0.6384039900249376, 1.843549485040703, 0.6352357320099256,
    1.8466093238256864, 0.6320987654320988, 1.8496590557478525, 0.628992628992629, 1.8526987638551549,
    0.6259168704156479, 1.8557285301090538, 0.6228710462287105, 1.8587484354039672, 0.6198547215496368,
    1.861758559586277, 0.6168674698795181, 1.8647589814729102, 0.6139088729016786, 1.8677497788695006,
    0.6109785202863962, 1.8707310285881444, 0.6080760095011877, 1.8737028064647627, 0.6052009456264775,
    1.8766651873760782, 0.6023529411764705, 1.8796182452562185, 0.5995316159250585, 1.8825620531129545,
    0.5967365967365967, 1.8854966830435864, 0.5939675174013921, 1.8884222062504823, 0.5912240184757506,
    1.8913386930562823, 0.5885057471264368, 1.8942462129187747, 0.585812356979405, 1.8971448344454538,
    0.5831435079726651, 1.9000346254077674, 0.5804988662131519, 1.9029156527550612, 0.5778781038374717,
    1.9057879826282296, 0.5752808988764045, 1.9086516803730775, 0.5727069351230425, 1.9115068105534048,
    0.5701559020044543, 1.9143534369638162, 0.5676274944567627, 1.917191622642265, 0.565121412803532,
    1.9200214298823395, 0.5626373626373626, 1.9228429202452946, 0.5601750547045952, 1.925656154571838,
    0.5577342047930284, 1.9284611929936766, 0.5553145336225597, 1.9312580949448261, 0.5529157667386609,
    1.9340469191726957, 0.5505376344086022, 1.9368277237489457, 0.5481798715203426, 1.93960056608013,
    0.5458422174840085, 1.9423655029181262, 0.5435244161358811, 1.9451225903703562, 0.5412262156448203,
    1.9478718839098077, 0.5389473684210526, 1.950613438384856, 0.5366876310272537, 1.9533473080288932,
    0.534446764091858, 1.9560735464697703, 0.5322245322245323, 1.9587922067390555, 0.5300207039337475,
    1.9615033412811114, 0.5278350515463918, 1.9642070019619993, 0.5256673511293635, 1.9669032400782112,
    0.523517382413088, 1.969592106365234, 0.5213849287169042, 1.9722736510059526, 0.5192697768762677,
    1.9749479236388914, 0.5171717171717172, 1.9776149733663004, 0.5150905432595574, 1.9802748487620903,
    0.5130260521042084, 1.9829275978796168, 0.5109780439121756, 1.9855732682593221, 0.5089463220675944,
    1.988211906936231, 0.5069306930693069, 1.9908435604473107, 0.504930966469428, 1.9934682748386938,
    0.5029469548133595, 1.9960860956727686, 0.5009784735812133, 1.998697068035139,
  ],
  16,
);

/** cbrt32x4's splatted float64 constants: the series' coefficients −10/243, 5/81, −1/9, 1/3. */
const CBRT32_F64: usize = memory.data<f64>(
  [
    -0.0411522633744856, -0.0411522633744856, 0.06172839506172839, 0.06172839506172839, -0.1111111111111111,
    -0.1111111111111111, 0.3333333333333333, 0.3333333333333333,
  ],
  16,
);
/** cbrt32x4's splatted i32 constants: |x|'s bits, the mantissa, its top 7 bits, 1's bits, the bins' centre, 21846. */
const CBRT32_I32: usize = memory.data<i32>(
  [
    0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff, 0x007fffff, 0x007fffff, 0x007fffff, 0x007fffff, 0x007f0000,
    0x007f0000, 0x007f0000, 0x007f0000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f808000, 0x3f808000,
    0x3f808000, 0x3f808000, 21846, 21846, 21846, 21846,
  ],
  16,
);
@inline function cbrtF64(index: i32): v128 {
  return v128.load(CBRT32_F64 + ((<usize>index) << 4));
}
@inline function cbrtI32(index: i32): v128 {
  return v128.load(CBRT32_I32 + ((<usize>index) << 4));
}

/** ∛(2^j m) of two float64 lanes from d = m − c and the table rows at byte offsets at0, at1. */
@inline function cbrtTail64x2(d: v128, at0: usize, at1: usize): v128 {
  const e0 = v128.load(CBRT32_TABLE + at0);
  const e1 = v128.load(CBRT32_TABLE + at1);
  const r = f64x2.mul(d, v128.shuffle<f64>(e0, e1, 0, 2));
  const root = v128.shuffle<f64>(e0, e1, 1, 3);
  let p = f64x2.add(f64x2.mul(r, cbrtF64(0)), cbrtF64(1));
  p = f64x2.add(f64x2.mul(p, r), cbrtF64(2));
  p = f64x2.add(f64x2.mul(p, r), cbrtF64(3));
  return f64x2.add(root, f64x2.mul(root, f64x2.mul(p, r)));
}

/**
 * float32 cbrt in float64 lanes (cbrt32x4's second form; the float64 path: CubeRoot.lanes, musl's cbrt
 * in two lanes): see above. The exponent
 * class: u = E + 2 for the biased exponent E (u ≡ E − 127 mod 3), q = ⌊u/3⌋ = (21846u) >> 16 (exact for
 * u < 2^15), j = u − 3q, k = q − 43.
 */
export function cbrtTable32x4<Counting>(x: v128): v128 {
  const a = v128.and(x, cbrtI32(0));
  const u = i32x4.add(v128.shr<u32>(a, 23), i32x4.splat(2));
  const q = v128.shr<u32>(i32x4.mul(u, cbrtI32(5)), 16);
  const j = i32x4.sub(u, i32x4.add(q, v128.shl<i32>(q, 1)));
  const offsets = v128.or(v128.shl<i32>(j, 11), v128.shr<u32>(v128.and(a, cbrtI32(2)), 12));
  const m = v128.or(v128.and(a, cbrtI32(1)), cbrtI32(3));
  const c = v128.or(v128.and(a, cbrtI32(2)), cbrtI32(4));
  const d = f32x4.sub(m, c);
  const low = cbrtTail64x2(lowHalf(d), <usize>i32x4.extract_lane(offsets, 0), <usize>i32x4.extract_lane(offsets, 1));
  const high = cbrtTail64x2(highHalf(d), <usize>i32x4.extract_lane(offsets, 2), <usize>i32x4.extract_lane(offsets, 3));
  // 2^k on the bits (k in [−42, 42]: the result stays normal), the sign put back
  const scale = v128.shl<i32>(i32x4.sub(q, i32x4.splat(43)), 23);
  const root = v128.or(i32x4.add(demote32(low, high), scale), v128.and(x, f32x4.splat(-0.0)));
  const special = v128.or(f32x4.eq(a, f32x4.splat(0)), i32x4.ge_s(a, i32x4.splat(0x7f800000)));
  const result = v128.bitselect(x, root, special);
  const subnormal = v128.andnot(i32x4.lt_s(a, i32x4.splat(0x00800000)), special);
  if (v128.any_true(v128.or(v128.andnot(nearMidpoint(low, high), special), subnormal))) {
    if (isBoolean<Counting>()) elementary32Fallbacks++;
    return widened<CubeRoot>(x);
  }
  return result;
}

// The float32-lane form, before the float64 one: the same reduction, the rows' 1/c, ∛(2^j c) as a
// float32 pair hi + lo and A = ∛(2^j c)/(3c) in float32, ∛|x|/2^k = hi + s, s = lo + dA + dA·r(−1/3 +
// 5r/27), r = d·(1/c) (the series' r⁴ term below 2^-35; s within 2^-31 of its exact value, dA's two
// roundings the most of it). The rounding test of float32 exp: hi + (s ± CBRT32_MARGIN) round alike,
// or the vector goes the float64-lane form (3.5% of vectors at random mantissas), as do subnormal lanes.

/** (1/c, hi, lo, A) per row, float32 (`python3 scripts/cbrt32_table.py --lanes`). */
const CBRT32_LANES: usize = memory.data<f32>(
  [
    0.9961089491844177, 1.00130033493042, 5.665165048185372e-8, 0.33246809244155884, 0.9884169697761536,
    1.003891110420227, -2.0637708431081592e-8, 0.3307543396949768, 0.9808428883552551, 1.0064685344696045,
    -4.931968078381033e-8, 0.32906249165534973, 0.9733840227127075, 1.0090327262878418, 2.0862232830154426e-8,
    0.3273921310901642, 0.9660377502441406, 1.0115840435028076, -1.6820006498718953e-9, 0.32574278116226196,
    0.9588015079498291, 1.014122486114502, 4.575211676183244e-8, 0.324114054441452, 0.9516728520393372,
    1.0166484117507935, -3.5000788045636e-8, 0.32250556349754333, 0.9446494579315186, 1.0191617012023926,
    3.1577219061773576e-8, 0.3209168612957001, 0.9377289414405823, 1.021662712097168, 4.109822171471933e-8,
    0.3193475902080536, 0.9309090971946716, 1.0241515636444092, 2.4606398696391807e-8, 0.31779733300209045,
    0.9241877198219299, 1.0266283750534058, 1.0238913716875686e-8, 0.3162657916545868, 0.91756272315979,
    1.0290932655334473, 2.3302686003034978e-8, 0.3147525489330292, 0.9110320210456848, 1.0315464735031128,
    -3.286068306351808e-8, 0.31325727701187134, 0.9045936465263367, 1.0339879989624023, -1.9175290688622226e-8,
    0.311779648065567, 0.898245632648468, 1.036418080329895, -3.7598681501549436e-8, 0.31031933426856995,
    0.891986072063446, 1.0388367176055908, 4.578242140951261e-8, 0.3088759779930115, 0.8858131766319275,
    1.0412442684173584, 4.770636330420075e-9, 0.3074492812156677, 0.8797250986099243, 1.0436407327651978,
    -3.162349671015363e-8, 0.3060389757156372, 0.873720109462738, 1.0460262298583984, -5.595781615852502e-8,
    0.30464470386505127, 0.8677965998649597, 1.0484007596969604, 5.611893172385862e-8, 0.3032662272453308,
    0.8619528412818909, 1.050764799118042, -5.012227077827447e-8, 0.30190321803092957, 0.8561872839927673,
    1.053118109703064, -1.634258772753583e-8, 0.30055543780326843, 0.8504983186721802, 1.0554609298706055,
    3.682534099880286e-8, 0.29922258853912354, 0.8448845148086548, 1.0577934980392456, -1.333356891564108e-8,
    0.29790443181991577, 0.8393442630767822, 1.0601158142089844, -5.3147971357248025e-8, 0.29660069942474365,
    0.8338761925697327, 1.0624278783798218, 2.9070085005855617e-8, 0.2953111231327057, 0.828478991985321,
    1.0647300481796265, -1.4555438632157802e-8, 0.2940354645252228, 0.8231511116027832, 1.0670222043991089,
    4.304630962792544e-8, 0.2927735149860382, 0.8178913593292236, 1.0693047046661377, -4.9736769369701506e-8,
    0.2915250062942505, 0.8126984238624573, 1.0715773105621338, 4.972704203964895e-8, 0.2902897298336029,
    0.8075709939002991, 1.0738404989242554, -3.2947038874908685e-8, 0.28906747698783875, 0.8025078177452087,
    1.0760940313339233, 4.139183218399012e-8, 0.2878579795360565, 0.7975077629089355, 1.0783382654190063,
    1.4167413020516051e-8, 0.2866610586643219, 0.792569637298584, 1.0805732011795044, -1.7211016611895502e-8,
    0.2854765057563782, 0.7876923084259033, 1.0827988386154175, 4.3060712329179296e-8, 0.28430411219596863,
    0.7828746438026428, 1.0850154161453247, 5.079920128991944e-8, 0.28314369916915894, 0.7781155109405518,
    1.0872230529785156, -2.0503504671864903e-8, 0.28199502825737, 0.773413896560669, 1.0894216299057007,
    3.956346361633223e-8, 0.28085795044898987, 0.7687687873840332, 1.0916115045547485, -3.68927537408581e-8,
    0.27973225712776184, 0.7641791105270386, 1.0937925577163696, -4.236220974007665e-8, 0.278617799282074,
    0.7596439123153687, 1.0959649085998535, -9.156549296562844e-9, 0.27751436829566956, 0.755162239074707,
    1.0981286764144897, 2.9040050364415038e-8, 0.27642178535461426, 0.7507331371307373, 1.1002839803695679,
    3.720050401057051e-8, 0.27533990144729614, 0.7463557124137878, 1.1024309396743774, -2.1016363760395507e-8,
    0.2742685377597809, 0.7420290112495422, 1.104569435119629, 5.5180823466116635e-8, 0.27320751547813416,
    0.7377521395683289, 1.106699824333191, -1.1512486075559991e-8, 0.2721567153930664, 0.7335243821144104,
    1.108821988105774, -2.279588251496989e-8, 0.2711159586906433, 0.7293447256088257, 1.1109360456466675,
    -1.999390342177776e-8, 0.2700851261615753, 0.7252124547958374, 1.1130421161651611, -4.561229260957589e-8,
    0.2690640091896057, 0.7211267352104187, 1.1151401996612549, -2.410421195975232e-8, 0.26805248856544495,
    0.7170868515968323, 1.1172304153442383, -2.649833408252533e-10, 0.2670504152774811, 0.7130919098854065,
    1.1193128824234009, -1.999956111831125e-8, 0.2660576403141022, 0.7091412544250488, 1.1213876008987427,
    -1.1090619977949245e-8, 0.26507407426834106, 0.705234169960022, 1.1234546899795532, -2.159509371324475e-8,
    0.2640995383262634, 0.7013698816299438, 1.1255141496658325, 1.8595880391103492e-8, 0.2631339132785797,
    0.6975476741790771, 1.1275660991668701, 5.93593050268737e-8, 0.262177050113678, 0.6937669515609741,
    1.1296106576919556, 4.9570019200473325e-8, 0.26122885942459106, 0.6900269389152527, 1.1316478252410889,
    5.632985278225533e-8, 0.26028919219970703, 0.6863270998001099, 1.1336777210235596, 2.6568446997998763e-8,
    0.25935789942741394, 0.6826666593551636, 1.1357003450393677, 2.548071975638777e-8, 0.258434921503067,
    0.6790450811386108, 1.1377158164978027, -1.8732857487435695e-9, 0.2575201094150543, 0.6754617691040039,
    1.1397241353988647, 7.868157680945842e-9, 0.2566133439540863, 0.6719160079956055, 1.1417254209518433,
    -2.032591650547033e-9, 0.2557145357131958, 0.6684073209762573, 1.1437196731567383, 3.002313775368748e-8,
    0.2548235356807709, 0.6649350523948669, 1.1457070112228394, 4.5568437911924775e-8, 0.25394025444984436,
    0.6614987254142761, 1.147687554359436, -1.4703605444310597e-8, 0.2530646026134491, 0.6580976843833923,
    1.1496611833572388, 2.7494554188933762e-8, 0.25219646096229553, 0.6547314524650574, 1.1516281366348267,
    -7.98601540452637e-9, 0.2513357102870941, 0.6513994932174683, 1.1535882949829102, 5.554015913844523e-8,
    0.2504822909832001, 0.648101270198822, 1.1555418968200684, 3.6351991639094194e-8, 0.24963606894016266,
    0.6448362469673157, 1.1574889421463013, -9.61727320003547e-9, 0.2487969547510147, 0.6416040062904358,
    1.1594294309616089, -2.7184556827819506e-8, 0.24796485900878906, 0.6384040117263794, 1.1613633632659912,
    3.809682525002245e-8, 0.24713967740535736, 0.6352357268333435, 1.1632909774780273, 1.5320329449508563e-9,
    0.24632133543491364, 0.6320987939834595, 1.1652121543884277, 3.534426795681611e-8, 0.24550972878932953,
    0.6289926171302795, 1.1671271324157715, -4.6568111145006696e-8, 0.24470478296279907, 0.6259168982505798,
    1.1690356731414795, 4.58459545882306e-8, 0.2439063936471939, 0.6228710412979126, 1.1709381341934204,
    5.918888934530742e-9, 0.24311448633670807, 0.619854748249054, 1.1728343963623047, 3.1600497774064706e-9,
    0.24232898652553558, 0.6168674826622009, 1.1747245788574219, -3.19883000088339e-8, 0.2415497899055481,
    0.6139088869094849, 1.176608681678772, -5.051168372460779e-8, 0.24077682197093964, 0.6109785437583923,
    1.178486704826355, -4.021509347751362e-9, 0.24001002311706543, 0.6080760359764099, 1.1803587675094604,
    3.6046568396841394e-8, 0.23924928903579712, 0.6052009463310242, 1.182224988937378, -2.347364080890202e-9,
    0.23849456012248993, 0.6023529171943665, 1.1840852499008179, 4.658156882442199e-8, 0.2377457469701767,
    0.5995315909385681, 1.1859397888183594, -9.593198235791078e-9, 0.23700278997421265, 0.5967366099357605,
    1.187788486480713, -6.24392493264736e-9, 0.2362656146287918, 0.5939674973487854, 1.189631462097168,
    -1.7725218626196693e-8, 0.23553414642810822, 0.5912240147590637, 1.1914687156677246, 2.634096274434228e-10,
    0.2348083108663559, 0.588505744934082, 1.1933003664016724, -2.7731667628927426e-8, 0.23408803343772888,
    0.5858123302459717, 1.1951264142990112, -5.8490435606017854e-8, 0.2333732694387436, 0.5831435322761536,
    1.1969468593597412, -4.931955643883157e-8, 0.23266391456127167, 0.5804988741874695, 1.1987617015838623,
    4.19564116782567e-8, 0.23195993900299072, 0.5778781175613403, 1.2005711793899536, 1.858504283802631e-8,
    0.2312612682580948, 0.5752809047698975, 1.2023751735687256, 4.0940904000308365e-8, 0.2305678278207779,
    0.572706937789917, 1.2041738033294678, 3.0487356639241625e-8, 0.22987957298755646, 0.570155918598175,
    1.2059670686721802, 2.7412474068455595e-8, 0.22919641435146332, 0.567627489566803, 1.2077550888061523,
    -4.7781604450847226e-8, 0.2285183221101761, 0.5651214122772217, 1.2095377445220947, -3.664308678708039e-8,
    0.2278452217578888, 0.5626373887062073, 1.2113151550292969, -1.9600109979478475e-8, 0.22717705368995667,
    0.5601750612258911, 1.2130873203277588, 4.1674578454831135e-8, 0.22651375830173492, 0.5577341914176941,
    1.2148544788360596, -5.335700237196761e-8, 0.22585529088974, 0.5553145408630371, 1.2166163921356201,
    -2.8835190235554364e-8, 0.2252015769481659, 0.5529157519340515, 1.21837317943573, 3.3039274427437704e-8,
    0.22455258667469025, 0.550537645816803, 1.2201249599456787, 4.963995436924051e-8, 0.22390824556350708,
    0.5481798648834229, 1.2218717336654663, 5.7130716157871575e-8, 0.2232685089111328, 0.5458422303199768,
    1.2236136198043823, -2.7946287062263764e-8, 0.22263331711292267, 0.543524444103241, 1.2253504991531372,
    -5.103630940084258e-8, 0.22200262546539307, 0.5412262082099915, 1.227082371711731, 2.2806442956380124e-8,
    0.22137638926506042, 0.538947343826294, 1.2288094758987427, -1.0284294305051844e-8, 0.22075454890727997,
    0.5366876125335693, 1.2305316925048828, 3.065660836298889e-9, 0.22013704478740692, 0.5344467759132385,
    1.232249140739441, -2.2569549784634546e-8, 0.2195238471031189, 0.5322245359420776, 1.233961820602417,
    -5.378213430162759e-8, 0.2189149111509323, 0.5300207138061523, 1.235669732093811, -5.753421206122766e-8,
    0.2183101773262024, 0.5278350710868835, 1.237372875213623, -1.1522113263495726e-9, 0.21770958602428436,
    0.5256673693656921, 1.2390713691711426, 2.8469340662695686e-8, 0.21711312234401703, 0.523517370223999,
    1.2407653331756592, -5.5917489305556956e-8, 0.21652072668075562, 0.5213849544525146, 1.2424545288085938,
    1.5719113122258932e-8, 0.21593235433101654, 0.5192697644233704, 1.2441391944885254, 3.6230879629783885e-8,
    0.21534796059131622, 0.5171717405319214, 1.245819330215454, 3.655028990579012e-8, 0.21476751565933228,
    0.5150905251502991, 1.2474949359893799, 4.727699121076512e-8, 0.21419095993041992, 0.5130260586738586,
    1.2491661310195923, -2.052659020534975e-8, 0.21361824870109558, 0.5109780430793762, 1.2508327960968018,
    -1.7702561194710142e-8, 0.21304936707019806, 0.5089462995529175, 1.2524950504302979, -3.383000546364201e-8,
    0.2124842405319214, 0.5069307088851929, 1.2541528940200806, -3.9592467970805956e-8, 0.21192285418510437,
    0.5049309730529785, 1.25580632686615, -5.982705442164615e-9, 0.21136516332626343, 0.5029469728469849,
    1.2574554681777954, -2.3507498170260988e-8, 0.21081112325191498, 0.5009784698486328, 1.2591001987457275,
    5.54445911404855e-8, 0.21026070415973663, 0.9961089491844177, 1.2615594863891602, -4.576692802515936e-8,
    0.4188835620880127, 0.9884169697761536, 1.26482355594635, -4.012744980741445e-8, 0.4167243540287018,
    0.9808428883552551, 1.2680708169937134, 1.3502479134785972e-8, 0.41459277272224426, 0.9733840227127075,
    1.2713016271591187, -2.8991490097496353e-8, 0.4124882221221924, 0.9660377502441406, 1.274515986442566,
    4.158520283681355e-8, 0.41041019558906555, 0.9588015079498291, 1.2777143716812134, -4.660977381831799e-8,
    0.4083581268787384, 0.9516728520393372, 1.2808966636657715, 2.654301489712907e-8, 0.40633153915405273,
    0.9446494579315186, 1.2840633392333984, -1.885702971549108e-8, 0.40432989597320557, 0.9377289414405823,
    1.2872143983840942, 1.0260326810396236e-8, 0.4023527204990387, 0.9309090971946716, 1.2903501987457275,
    -5.442526784804613e-8, 0.4003995656967163, 0.9241877198219299, 1.2934707403182983, -2.7268921343193142e-8,
    0.3984699249267578, 0.91756272315979, 1.2965762615203857, 3.53898030880373e-8, 0.3965633511543274,
    0.9110320210456848, 1.2996671199798584, -4.54703297236847e-8, 0.394679456949234, 0.9045936465263367,
    1.3027431964874268, 2.4584629443324957e-8, 0.39281773567199707, 0.898245632648468, 1.305804967880249,
    -5.9352352366204286e-8, 0.3909778296947479, 0.891986072063446, 1.3088523149490356, -9.351819763026015e-9,
    0.38915935158729553, 0.8858131766319275, 1.3118855953216553, -1.7449613309850065e-8, 0.3873618245124817,
    0.8797250986099243, 1.3149049282073975, -4.031192091247249e-8, 0.3855849504470825, 0.873720109462738,
    1.3179104328155518, -3.757721600550212e-8, 0.3838282823562622, 0.8677965998649597, 1.3209022283554077,
    2.8217993275347908e-8, 0.3820914924144745, 0.8619528412818909, 1.323880672454834, -4.6707558709613295e-8,
    0.3803742229938507, 0.8561872839927673, 1.326845645904541, 7.945476276915997e-9, 0.3786761164665222,
    0.8504983186721802, 1.3297975063323975, -1.70497838070105e-8, 0.37699684500694275, 0.8448845148086548,
    1.3327362537384033, 2.4083929517360048e-8, 0.37533608078956604, 0.8393442630767822, 1.3356621265411377,
    3.6144957249462095e-8, 0.37369346618652344, 0.8338761925697327, 1.3385752439498901, 4.06420106457972e-8,
    0.37206870317459106, 0.828478991985321, 1.3414757251739502, 5.6644442025799435e-8, 0.37046149373054504,
    0.8231511116027832, 1.344363808631897, -1.83692794308854e-8, 0.3688715100288391, 0.8178913593292236,
    1.3472394943237305, -5.0827647868345593e-8, 0.36729851365089417, 0.8126984238624573, 1.3501029014587402,
    -2.8639627558391112e-8, 0.36574214696884155, 0.8075709939002991, 1.3529541492462158, 5.8067396224714685e-8,
    0.3642021715641022, 0.8025078177452087, 1.3557935953140259, -2.1419740647843355e-8, 0.36267831921577454,
    0.7975077629089355, 1.3586211204528809, -2.3094528955880378e-8, 0.36117029190063477, 0.792569637298584,
    1.3614368438720703, 5.6561752614925354e-8, 0.35967785120010376, 0.7876923084259033, 1.364241123199463,
    -1.9373080917262087e-8, 0.35820072889328003, 0.7828746438026428, 1.367033839225769, -1.2960843953635504e-8,
    0.3567386865615845, 0.7781155109405518, 1.3698152303695679, -4.582376433859281e-8, 0.355291485786438,
    0.773413896560669, 1.3725852966308594, -3.0550422192021642e-9, 0.3538588583469391, 0.7687687873840332,
    1.3753442764282227, -1.0014237439293083e-8, 0.35244056582450867, 0.7641791105270386, 1.3780921697616577,
    4.45505072832475e-8, 0.3510364294052124, 0.7596439123153687, 1.3808292150497437, 3.170479345726562e-8,
    0.3496461808681488, 0.755162239074707, 1.3835554122924805, 5.92035007684899e-8, 0.34826961159706116,
    0.7507331371307373, 1.3862709999084473, -5.3090154494839226e-9, 0.34690651297569275, 0.7463557124137878,
    1.388975977897644, -5.742547060094694e-8, 0.34555670619010925, 0.7420290112495422, 1.3916703462600708,
    5.641119127375305e-9, 0.3442199230194092, 0.7377521395683289, 1.3943543434143066, 4.667321462648033e-8,
    0.3428959846496582, 0.7335243821144104, 1.3970280885696411, 4.6110095297535736e-8, 0.341584712266922,
    0.7293447256088257, 1.3996917009353638, -1.712889563521003e-8, 0.34028592705726624, 0.7252124547958374,
    1.4023451805114746, -4.640333983729761e-8, 0.3389993906021118, 0.7211267352104187, 1.4049885272979736,
    5.3469808136696884e-8, 0.3377249538898468, 0.7170868515968323, 1.4076220989227295, 1.8618409924897605e-8,
    0.33646243810653687, 0.7130919098854065, 1.4102458953857422, -5.859986274003859e-8, 0.3352116346359253,
    0.7091412544250488, 1.4128597974777222, 3.2012408723858243e-8, 0.33397239446640015, 0.705234169960022,
    1.415464162826538, 2.2473708227721545e-8, 0.3327445685863495, 0.7013698816299438, 1.41805899143219,
    1.1156620072227952e-9, 0.3315279483795166, 0.6975476741790771, 1.4206442832946777, 5.4981551755872715e-8,
    0.33032238483428955, 0.6937669515609741, 1.4232202768325806, 3.143341587019677e-8, 0.3291277289390564,
    0.6900269389152527, 1.4257869720458984, 1.5014272491953307e-8, 0.3279438316822052, 0.6863270998001099,
    1.428344488143921, -3.015534488781668e-8, 0.32677048444747925, 0.6826666593551636, 1.430892825126648,
    -2.1934983607252434e-8, 0.3256075978279114, 0.6790450811386108, 1.4334321022033691, 1.4403530590456626e-9,
    0.32445502281188965, 0.6754617691040039, 1.435962438583374, 5.921476642356538e-10, 0.32331255078315735,
    0.6719160079956055, 1.4384838342666626, 5.422974425073335e-8, 0.3221801221370697, 0.6684073209762573,
    1.440996527671814, 1.5440282385981163e-9, 0.32105752825737, 0.6649350523948669, 1.4435003995895386,
    3.827489436503129e-8, 0.31994467973709106, 0.6614987254142761, 1.4459956884384155, 1.476022859492332e-9,
    0.31884142756462097, 0.6580976843833923, 1.4484823942184448, -3.441864393494143e-8, 0.3177476227283478,
    0.6547314524650574, 1.4509605169296265, 4.006051490534901e-9, 0.3166631758213043, 0.6513994932174683,
    1.4534302949905396, -4.925302121705499e-8, 0.3155879080295563, 0.648101270198822, 1.4558916091918945,
    -3.552200977807729e-9, 0.3145217299461365, 0.6448362469673157, 1.4583446979522705, -2.683860245156211e-8,
    0.31346452236175537, 0.6416040062904358, 1.4607895612716675, -4.9585896277903885e-8, 0.312416136264801,
    0.6384040117263794, 1.4632261991500854, -3.1955631474289703e-9, 0.3113764822483063, 0.6352357268333435,
    1.4656548500061035, -5.839851269229257e-8, 0.31034544110298157, 0.6320987939834595, 1.4680753946304321,
    -2.919210828622454e-8, 0.30932286381721497, 0.6289926171302795, 1.4704879522323608, 3.1129566480103676e-8,
    0.3083086907863617, 0.6259168982505798, 1.4728927612304688, -5.0799211948060474e-8, 0.3073028028011322,
    0.6228710412979126, 1.4752895832061768, 2.7646073874620924e-8, 0.30630505084991455, 0.619854748249054,
    1.4776787757873535, -2.7788326306676936e-8, 0.30531537532806396, 0.6168674826622009, 1.4800602197647095,
    -3.5336086057213834e-8, 0.3043336570262909, 0.6139088869094849, 1.4824340343475342, -5.245212619797712e-8,
    0.3033598065376282, 0.6109785437583923, 1.4848002195358276, -1.8170641880033145e-8, 0.30239367485046387,
    0.6080760359764099, 1.4871588945388794, 8.49008685577246e-9, 0.3014352023601532, 0.6052009463310242,
    1.489510178565979, -3.224953815106346e-8, 0.3004843294620514, 0.6023529171943665, 1.491853952407837,
    3.750133359403662e-8, 0.2995408773422241, 0.5995315909385681, 1.4941904544830322, 3.7270424968482985e-8,
    0.298604816198349, 0.5967366099357605, 1.496519684791565, 2.4281405330839334e-8, 0.2976760268211365,
    0.5939674973487854, 1.498841643333435, 5.504762512487105e-8, 0.2967544198036194, 0.5912240147590637,
    1.5011565685272217, -5.30343697846547e-8, 0.29583993554115295, 0.588505744934082, 1.5034642219543457,
    -6.417325337793045e-9, 0.29493245482444763, 0.5858123302459717, 1.5057648420333862, 1.0933987937278289e-8,
    0.29403188824653625, 0.5831435322761536, 1.5080584287643433, 5.280980275301772e-8, 0.29313817620277405,
    0.5804988741874695, 1.5103451013565063, 5.313856377142656e-8, 0.29225122928619385, 0.5778781175613403,
    1.512624979019165, -5.479296305566095e-8, 0.2913709282875061, 0.5752809047698975, 1.5148978233337402,
    1.9298807885093083e-8, 0.2904972732067108, 0.572706937789917, 1.5171639919281006, -3.096967304827558e-8,
    0.28963011503219604, 0.570155918598175, 1.5194233655929565, -3.575530627131229e-8, 0.288769394159317,
    0.567627489566803, 1.521675944328308, 5.497516752939191e-8, 0.28791505098342896, 0.5651214122772217,
    1.5239219665527344, 5.2245621162683165e-8, 0.2870669960975647, 0.5626373887062073, 1.5261614322662354,
    4.9172572680333815e-9, 0.2862251400947571, 0.5601750612258911, 1.528394341468811, -3.8720624928600955e-8,
    0.2853894531726837, 0.5577341914176941, 1.5306206941604614, -3.094145739623855e-8, 0.28455984592437744,
    0.5553145408630371, 1.532840609550476, -4.3781717806723464e-8, 0.2837362289428711, 0.5529157519340515,
    1.535054087638855, -3.0613559687253655e-8, 0.2829185426235199, 0.550537645816803, 1.5372611284255981,
    5.465452801445281e-8, 0.2821066975593567, 0.5481798648834229, 1.5394619703292847, 1.9167572418155032e-8,
    0.28130069375038147, 0.5458422303199768, 1.541656494140625, 2.717886182779239e-8, 0.2805004119873047,
    0.543524444103241, 1.5438448190689087, 4.011597720676718e-9, 0.27970579266548157, 0.5412262082099915,
    1.5460269451141357, -6.305282074237084e-9, 0.27891677618026733, 0.538947343826294, 1.5482028722763062,
    3.976140661166028e-8, 0.2781333029270172, 0.5366876125335693, 1.550372838973999, -5.316184115145006e-8,
    0.2773553133010864, 0.5344467759132385, 1.5525366067886353, -4.091995187138764e-9, 0.2765827178955078,
    0.5322245359420776, 1.554694414138794, -9.356449837127911e-9, 0.275815486907959, 0.5300207138061523,
    1.556846261024475, -2.733008841460105e-8, 0.27505359053611755, 0.5278350710868835, 1.5589921474456787,
    -1.6846788852831196e-8, 0.27429690957069397, 0.5256673693656921, 1.5611321926116943, -5.640178812882368e-8,
    0.27354538440704346, 0.523517370223999, 1.5632662773132324, 1.3482984506651974e-8, 0.272799015045166,
    0.5213849544525146, 1.565394639968872, -5.780866452198552e-9, 0.2720577120780945, 0.5192697644233704,
    1.5675171613693237, 4.4414068867126844e-8, 0.27132144570350647, 0.5171717405319214, 1.5696340799331665,
    -3.537830295385902e-8, 0.2705900967121124, 0.5150905251502991, 1.5717451572418213, 3.181373386951236e-8,
    0.26986369490623474, 0.5130260586738586, 1.5738506317138672, 4.571157319332997e-8, 0.26914212107658386,
    0.5109780430793762, 1.5759505033493042, 4.404808606750521e-8, 0.2684253752231598, 0.5089462995529175,
    1.5780448913574219, -5.50542864630188e-8, 0.26771336793899536, 0.5069307088851929, 1.5801335573196411,
    2.3759447742577322e-8, 0.2670060694217682, 0.5049309730529785, 1.5822168588638306, -4.059174329995585e-8,
    0.2663034200668335, 0.5029469728469849, 1.5842945575714111, 2.64736126354137e-8, 0.2656053900718689,
    0.5009784698486328, 1.586366891860962, 2.2321405168668207e-8, 0.2649118900299072, 0.9961089491844177,
    1.5894652605056763, 3.442787388507895e-8, 0.5277602076530457, 0.9884169697761536, 1.5935777425765991,
    2.9405674339955112e-8, 0.525039792060852, 0.9808428883552551, 1.5976691246032715, 7.496555376462766e-9,
    0.5223541259765625, 0.9733840227127075, 1.6017396450042725, -7.078828634377032e-10, 0.5197026133537292,
    0.9660377502441406, 1.6057895421981812, 2.9942409440764095e-8, 0.5170844197273254, 0.9588015079498291,
    1.6098191738128662, 9.686088042748509e-11, 0.5144990086555481, 0.9516728520393372, 1.6138286590576172,
    4.3677104599737504e-8, 0.5119456648826599, 0.9446494579315186, 1.6178183555603027, 5.117978929547462e-8,
    0.5094237327575684, 0.9377289414405823, 1.621788501739502, 2.743958482653852e-8, 0.5069326758384705,
    0.9309090971946716, 1.625739336013794, -2.7449560846548593e-8, 0.5044718384742737, 0.9241877198219299,
    1.6296709775924683, 1.2009740979479488e-9, 0.5020406246185303, 0.91756272315979, 1.6335837841033936,
    -1.4831500472212156e-8, 0.49963852763175964, 0.9110320210456848, 1.6374778747558594, 3.0273984208406546e-8,
    0.49726495146751404, 0.9045936465263367, 1.6413536071777344, -3.4119984615443855e-10, 0.4949193298816681,
    0.898245632648468, 1.645211100578308, -9.267959732994768e-9, 0.492601215839386, 0.891986072063446,
    1.6490505933761597, -2.2350789663505566e-8, 0.49031004309654236, 0.8858131766319275, 1.6528722047805786,
    4.983390766710727e-8, 0.488045334815979, 0.8797250986099243, 1.6566762924194336, 5.444973538715203e-8,
    0.48580658435821533, 0.873720109462738, 1.6604630947113037, -4.5875250265225986e-8, 0.4835933446884155,
    0.8677965998649597, 1.664232611656189, -5.374572253913357e-8, 0.4814051389694214, 0.8619528412818909,
    1.6679850816726685, -1.37456819260251e-8, 0.4792414903640747, 0.8561872839927673, 1.6717207431793213,
    2.606784299530318e-8, 0.47710201144218445, 0.8504983186721802, 1.6754398345947266, 1.4249790680764818e-8,
    0.4749862551689148, 0.8448845148086548, 1.6791424751281738, 1.5258725838407372e-8, 0.4728938043117523,
    0.8393442630767822, 1.6828289031982422, -2.8881919078571627e-8, 0.4708242416381836, 0.8338761925697327,
    1.6864991188049316, 5.9121425977082254e-8, 0.4687771797180176, 0.828478991985321, 1.6901535987854004,
    -2.3348228239683522e-8, 0.46675223112106323, 0.8231511116027832, 1.6937922239303589, 1.4137969017724572e-8,
    0.4647490084171295, 0.8178913593292236, 1.6974153518676758, -1.7758305048687362e-8, 0.4627671241760254,
    0.8126984238624573, 1.701022982597351, 4.63909906045501e-8, 0.4608062505722046, 0.8075709939002991,
    1.7046154737472534, 1.1590999271504643e-8, 0.4588660001754761, 0.8025078177452087, 1.7081928253173828,
    3.7744229075542535e-8, 0.4569460451602936, 0.7975077629089355, 1.7117552757263184, 4.366674133393644e-8,
    0.45504605770111084, 0.792569637298584, 1.7153030633926392, -5.4432433671536273e-8, 0.4531657099723816,
    0.7876923084259033, 1.7188360691070557, 1.4735620723627108e-8, 0.4513046443462372, 0.7828746438026428,
    1.7223546504974365, 4.313207213613168e-8, 0.4494625926017761, 0.7781155109405518, 1.7258589267730713,
    5.8701818517192805e-8, 0.44763919711112976, 0.773413896560669, 1.729349136352539, -3.220023359062907e-8,
    0.445834219455719, 0.7687687873840332, 1.7328251600265503, 3.208065280091432e-8, 0.44404730200767517,
    0.7641791105270386, 1.7362873554229736, 3.408516136005346e-8, 0.4422781765460968, 0.7596439123153687,
    1.7397358417510986, -7.45457473527722e-9, 0.4405265748500824, 0.755162239074707, 1.7431706190109253,
    4.3224090973126295e-8, 0.43879222869873047, 0.7507331371307373, 1.7465920448303223, -3.7875796721209554e-8,
    0.43707484006881714, 0.7463557124137878, 1.75, 0.0, 0.4353741407394409, 0.7420290112495422, 1.7533947229385376,
    4.793637842226417e-8, 0.4336899220943451, 0.7377521395683289, 1.7567764520645142, -4.979917367364806e-9,
    0.4320218861103058, 0.7335243821144104, 1.7601451873779297, -3.3199562210484146e-8, 0.4303697943687439,
    0.7293447256088257, 1.7635010480880737, -3.2297506891154626e-8, 0.42873337864875793, 0.7252124547958374,
    1.7668441534042358, 2.762528539257403e-10, 0.4271124601364136, 0.7211267352104187, 1.7701747417449951,
    -5.397374280846634e-8, 0.4255067706108093, 0.7170868515968323, 1.773492693901062, 4.2286615098419134e-8,
    0.4239161014556885, 0.7130919098854065, 1.7767983675003052, 4.7792834578785914e-8, 0.42234018445014954,
    0.7091412544250488, 1.7800918817520142, -4.202651737728047e-8, 0.42077887058258057, 0.705234169960022,
    1.7833731174468994, 4.98517715996627e-9, 0.4192318916320801, 0.7013698816299438, 1.7866424322128296,
    -5.750907305923647e-8, 0.41769903898239136, 0.6975476741790771, 1.7898997068405151, -6.323221946047397e-10,
    0.4161801338195801, 0.6937669515609741, 1.7931451797485352, 4.527366570528102e-8, 0.4146749675273895,
    0.6900269389152527, 1.7963790893554688, -5.1692172320372265e-8, 0.413183331489563, 0.6863270998001099,
    1.7996011972427368, 5.187775542481177e-8, 0.41170501708984375, 0.6826666593551636, 1.8028119802474976,
    -1.7363237958534228e-8, 0.4102398753166199, 0.6790450811386108, 1.8060113191604614, -3.818464477944872e-8,
    0.40878769755363464, 0.6754617691040039, 1.809199333190918, -2.921529151933555e-8, 0.40734830498695374,
    0.6719160079956055, 1.8123761415481567, -1.0496903790624401e-8, 0.4059215188026428, 0.6684073209762573,
    1.8155418634414673, -3.456975150584185e-9, 0.4045071601867676, 0.6649350523948669, 1.8186966180801392,
    -3.088227629177709e-8, 0.4031050503253937, 0.6614987254142761, 1.8218404054641724, 2.316288272297129e-9,
    0.4017150402069092, 0.6580976843833923, 1.824973464012146, -4.849897550229798e-8, 0.4003369212150574,
    0.6547314524650574, 1.8280956745147705, 2.837852086656767e-8, 0.3989705741405487, 0.6513994932174683,
    1.8312073945999146, -3.3441335034467556e-8, 0.39761584997177124, 0.648101270198822, 1.8343085050582886,
    -2.4747592419771536e-8, 0.39627254009246826, 0.6448362469673157, 1.8373991250991821, 2.4038945056759076e-8,
    0.3949405252933502, 0.6416040062904358, 1.8404794931411743, -3.79026197094845e-8, 0.3936196565628052,
    0.6384040117263794, 1.8435494899749756, -4.934272546108787e-9, 0.3923097848892212, 0.6352357268333435,
    1.846609354019165, -3.0193479716444926e-8, 0.39101073145866394, 0.6320987939834595, 1.8496590852737427,
    -2.9525889289061524e-8, 0.38972240686416626, 0.6289926171302795, 1.852698802947998, -3.9092842740728884e-8,
    0.3884446322917938, 0.6259168982505798, 1.8557285070419312, 2.306712332256211e-8, 0.3871772587299347,
    0.6228710412979126, 1.858748435974121, -5.701539795843757e-10, 0.3859201967716217, 0.619854748249054,
    1.8617585897445679, -3.015829008745641e-8, 0.38467326760292053, 0.6168674826622009, 1.8647589683532715,
    1.311963870875843e-8, 0.383436381816864, 0.6139088869094849, 1.867749810218811, -3.1349308926564845e-8,
    0.3822093904018402, 0.6109785437583923, 1.870730996131897, 3.245624924375079e-8, 0.3809921443462372,
    0.6080760359764099, 1.8737027645111084, 4.195365477244195e-8, 0.37978458404541016, 0.6052009463310242,
    1.8766652345657349, -4.7189654850399165e-8, 0.3785865008831024, 0.6023529171943665, 1.8796182870864868,
    -4.183026902637721e-8, 0.3773978650569916, 0.5995315909385681, 1.8825620412826538, 1.1830300294946028e-8,
    0.3762184977531433, 0.5967366099357605, 1.885496735572815, -5.252922719023445e-8, 0.37504827976226807,
    0.5939674973487854, 1.8884222507476807, -4.4497198814497096e-8, 0.37388715147972107, 0.5912240147590637,
    1.8913387060165405, -1.2960257755878501e-8, 0.3727349638938904, 0.588505744934082, 1.894246220588684,
    -7.669909152241416e-9, 0.37159159779548645, 0.5858123302459717, 1.8971447944641113, 3.99813409046601e-8,
    0.3704569637775421, 0.5831435322761536, 1.9000346660614014, -4.0653635124954235e-8, 0.3693309426307678,
    0.5804988741874695, 1.902915596961975, 5.579308748338008e-8, 0.3682134449481964, 0.5778781175613403,
    1.9057879447937012, 3.783452839911661e-8, 0.3671043813228607, 0.5752809047698975, 1.9086517095565796,
    -2.9183501837337644e-8, 0.3660036325454712, 0.572706937789917, 1.9115067720413208, 3.8512084188369045e-8,
    0.3649110794067383, 0.570155918598175, 1.9143534898757935, -5.291197879842002e-8, 0.3638266324996948,
    0.567627489566803, 1.9171916246414185, -1.999153509402163e-9, 0.36275023221969604, 0.5651214122772217,
    1.920021414756775, 1.512556480065541e-8, 0.36168172955513, 0.5626373887062073, 1.9228429794311523,
    -5.918585799236098e-8, 0.3606210947036743, 0.5601750612258911, 1.9256561994552612, -4.4883421423946857e-8,
    0.35956817865371704, 0.5577341914176941, 1.9284611940383911, -1.0447146481240566e-9, 0.3585229218006134,
    0.5553145408630371, 1.9312580823898315, 1.255499437746721e-8, 0.35748523473739624, 0.5529157519340515,
    1.9340468645095825, 5.466311492341447e-8, 0.356454998254776, 0.550537645816803, 1.9368277788162231,
    -5.506727873694217e-8, 0.3554321825504303, 0.5481798648834229, 1.9396005868911743, -2.081104355511343e-8,
    0.3544166684150696, 0.5458422303199768, 1.9423655271530151, -2.42348896506428e-8, 0.3534083664417267,
    0.543524444103241, 1.9451225996017456, -9.231388986563616e-9, 0.35240721702575684, 0.5412262082099915,
    1.9478719234466553, -3.9536846685450655e-8, 0.3514131009578705, 0.538947343826294, 1.9506133794784546,
    5.890640153438653e-8, 0.35042598843574524, 0.5366876125335693, 1.9533473253250122, -1.729611831535749e-8,
    0.34944579005241394, 0.5344467759132385, 1.956073522567749, 2.3902021695221265e-8, 0.34847238659858704,
    0.5322245359420776, 1.9587922096252441, -2.886188621431529e-9, 0.34750574827194214, 0.5300207138061523,
    1.9615033864974976, -4.521638530263772e-8, 0.3465457856655121, 0.5278350710868835, 1.9642070531845093,
    -5.1222510677462196e-8, 0.3455924391746521, 0.5256673693656921, 1.9669032096862793, 3.0391930749829044e-8,
    0.344645619392395, 0.523517370223999, 1.9695920944213867, 1.1943847688655751e-8, 0.3437052369117737,
    0.5213849544525146, 1.9722737073898315, -5.638387889916885e-8, 0.3427712619304657, 0.5192697644233704,
    1.9749479293823242, -5.743432840432661e-9, 0.3418435752391815, 0.5171717405319214, 1.9776149988174438,
    -2.5451143415011757e-8, 0.34092217683792114, 0.5150905251502991, 1.9802747964859009, 5.2276188711175564e-8,
    0.340006947517395, 0.5130260586738586, 1.9829275608062744, 3.7073341729865206e-8, 0.3390978276729584,
    0.5109780430793762, 1.9855732917785645, -2.3519241665326263e-8, 0.3381947875022888, 0.5089462995529175,
    1.9882118701934814, 3.674275106391178e-8, 0.3372977077960968, 0.5069307088851929, 1.9908435344696045,
    2.5977705320201494e-8, 0.33640655875205994, 0.5049309730529785, 1.9934682846069336, -9.76823955056716e-9,
    0.33552128076553345, 0.5029469728469849, 1.9960861206054688, -2.4932699460578078e-8, 0.33464181423187256,
    0.5009784698486328, 1.99869704246521, 2.556992839686245e-8, 0.3337680697441101,
  ],
  16,
);
/** The float32-lane form's splatted constants: 5/27, −1/3, the test's margin 1.5·2^-31. */
const CBRT32_F32: usize = memory.data<f32>(
  [
    0.18518518518518517, 0.18518518518518517, 0.18518518518518517, 0.18518518518518517, -0.3333333333333333,
    -0.3333333333333333, -0.3333333333333333, -0.3333333333333333, 6.984919309616089e-10, 6.984919309616089e-10,
    6.984919309616089e-10, 6.984919309616089e-10,
  ],
  16,
);
@inline function cbrtF32(index: i32): v128 {
  return v128.load(CBRT32_F32 + ((<usize>index) << 4));
}

/** float32 cbrt: the float32-lane form, the float64-lane form (cbrtTable32x4) where it fails. */
@inline export function cbrt32x4<Counting>(x: v128): v128 {
  const a = v128.and(x, cbrtI32(0));
  const u = i32x4.add(v128.shr<u32>(a, 23), i32x4.splat(2));
  const q = v128.shr<u32>(i32x4.mul(u, cbrtI32(5)), 16);
  const j = i32x4.sub(u, i32x4.add(q, v128.shl<i32>(q, 1)));
  const offsets = v128.or(v128.shl<i32>(j, 11), v128.shr<u32>(v128.and(a, cbrtI32(2)), 12));
  const d = f32x4.sub(v128.or(v128.and(a, cbrtI32(1)), cbrtI32(3)), v128.or(v128.and(a, cbrtI32(2)), cbrtI32(4)));
  const row0 = v128.load(CBRT32_LANES + <usize>i32x4.extract_lane(offsets, 0));
  const row1 = v128.load(CBRT32_LANES + <usize>i32x4.extract_lane(offsets, 1));
  const row2 = v128.load(CBRT32_LANES + <usize>i32x4.extract_lane(offsets, 2));
  const row3 = v128.load(CBRT32_LANES + <usize>i32x4.extract_lane(offsets, 3));
  const near01 = v128.shuffle<f32>(row0, row1, 0, 4, 1, 5); // 1/c and hi of lanes 0, 1
  const near23 = v128.shuffle<f32>(row2, row3, 0, 4, 1, 5);
  const far01 = v128.shuffle<f32>(row0, row1, 2, 6, 3, 7); // lo and A of lanes 0, 1
  const far23 = v128.shuffle<f32>(row2, row3, 2, 6, 3, 7);
  const hi = v128.shuffle<f32>(near01, near23, 2, 3, 6, 7);
  const r = f32x4.mul(d, v128.shuffle<f32>(near01, near23, 0, 1, 4, 5));
  const first = f32x4.mul(d, v128.shuffle<f32>(far01, far23, 2, 3, 6, 7));
  const second = f32x4.mul(f32x4.mul(first, r), f32x4.add(f32x4.mul(r, cbrtF32(0)), cbrtF32(1)));
  const s = f32x4.add(v128.shuffle<f32>(far01, far23, 0, 1, 4, 5), f32x4.add(first, second));
  const up = f32x4.add(hi, f32x4.add(s, cbrtF32(2)));
  const down = f32x4.add(hi, f32x4.sub(s, cbrtF32(2)));
  // ±0, ±inf and NaN are their own roots; subnormal lanes and lanes near a midpoint fail
  const special = v128.or(f32x4.eq(a, v128.splat<i32>(0)), i32x4.ge_s(a, i32x4.splat(0x7f800000)));
  const failed = v128.or(f32x4.ne(up, down), i32x4.lt_s(a, i32x4.splat(0x00800000)));
  if (v128.any_true(v128.andnot(failed, special))) return cbrtTable32x4<Counting>(x);
  // 2^k on the bits (k in [−42, 42]: the result stays normal), the sign put back
  const scale = v128.shl<i32>(i32x4.sub(q, i32x4.splat(43)), 23);
  return v128.bitselect(x, v128.or(i32x4.add(up, scale), v128.and(x, f32x4.splat(-0.0))), special);
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
