// The elementary functions beyond unary.ts: cbrt, sinh, cosh, the inverse trigonometric and
// hyperbolic functions, deg2rad, rad2deg, sinc, spacing (unary) and logaddexp, logaddexp2, fmax, fmin,
// copysign, heaviside, fmod, nextafter (binary).
// float64 runs AssemblyScript's Math (musl's, < 1 ulp) or asm/math.ts; float32 computes in float64
// and rounds once (sinh, cosh, deg2rad, rad2deg in f64x2 lanes, four float32 lanes at a time);
// float16/bfloat16 round the float32 result once (unary.ts' and arithmetic.ts' drivers).
// ABI as unary.ts and arithmetic.ts.

import { unary, realUnary, storePair, complexSin, complexCosh } from './unary';
import { isHalf, fmod as remainderOfTruncation } from './dtypes';
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
  @inline at(x: f64): f64 {
    return sinc64(x);
  }
  /** sin(πt)/(πx), t = x − 2k folded into [−1/2, 1/2] (sin(πx) = sin(πt), exact); 1 at 0. */
  lanes(x: v128): v128 {
    let r = f64x2.sub(x, f64x2.mul(f64x2.nearest(f64x2.mul(x, splat(0.5))), splat(2)));
    r = v128.bitselect(f64x2.sub(splat(1), r), r, f64x2.gt(r, splat(0.5)));
    r = v128.bitselect(f64x2.sub(splat(-1), r), r, f64x2.lt(r, splat(-0.5)));
    const sine = sinCos64x2(f64x2.mul(r, splat(3.141592653589793)), 0);
    const quotient = f64x2.div(sine, f64x2.mul(x, splat(3.141592653589793)));
    return v128.bitselect(splat(1), quotient, f64x2.eq(x, splat(0)));
  }
  @inline complex<Part>(re: Part, im: Part, out: usize): void {
    unreachable();
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

/** logaddexp and logaddexp2: real floats (halves through float32), computed in float64. */
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
    return v128.bitselect(high, f64x2.add(high, share), special);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    const lowOut = this.lanes(f64x2.promote_low_f32x4(left), f64x2.promote_low_f32x4(right));
    const highOut = this.lanes(
      f64x2.promote_low_f32x4(v128.shuffle<f32>(left, left, 2, 3, 0, 1)),
      f64x2.promote_low_f32x4(v128.shuffle<f32>(right, right, 2, 3, 0, 1)),
    );
    return v128.shuffle<f32>(f32x4.demote_f64x2_zero(lowOut), f32x4.demote_f64x2_zero(highOut), 0, 1, 4, 5);
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
  return unary<Dtype, Real64<CubeRoot>>(input, sa, out, count);
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
