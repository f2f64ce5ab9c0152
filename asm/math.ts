// Scalar float64 functions accurate to < 1 ulp over the whole range, and the float32 ones derived
// from them (computed in float64, rounded once). AssemblyScript's own Math is used where its error
// is already below 1 ulp (exp, log, exp2, log2, log10, log1p, hypot, atan2: see
// docs/accuracy.md for the measured figures); sin, cos, tan, tanh and expm1 are implemented here:
//   - argument reduction for sin/cos/tan is exact enough for every double: a four-part π/2
//     (Cody–Waite, 170 bits) below 2^20, Payne–Hanek with 1,400 bits of 2/π above;
//   - the reduced argument is a double-double y0 + y1, |y0| ≤ π/4, and the kernels carry its
//     low part (Taylor polynomials; the leading terms in double-double), so the only sizeable
//     error is the final rounding.
import { threadLocal, AREA_LIMBS } from './memory';

// ---- double-double helpers --------------------------------------------------------------------
// Results that do not fit one return value go through these globals (single-threaded module).

let ddHi: f64 = 0;
let ddLo: f64 = 0;

/** a·b = ddHi + ddLo exactly (Dekker; no FMA in wasm). |a|, |b| well below 2^996. */
@inline function twoProduct(a: f64, b: f64): void {
  const product = a * b;
  const splitA = a * 134217729.0;
  const aHigh = splitA - (splitA - a);
  const aLow = a - aHigh;
  const splitB = b * 134217729.0;
  const bHigh = splitB - (splitB - b);
  const bLow = b - bHigh;
  ddHi = product;
  ddLo = aHigh * bHigh - product + aHigh * bLow + aLow * bHigh + aLow * bLow;
}

/** a + b = ddHi + ddLo exactly (Knuth; any magnitudes). */
@inline function twoSum(a: f64, b: f64): void {
  const sum = a + b;
  const bPart = sum - a;
  ddHi = sum;
  ddLo = a - (sum - bPart) + (b - bPart);
}

/** (nh + nl) / (dh + dl) to about 2^-100 relative: one Newton correction of the quotient. */
@inline function ddDivide(nh: f64, nl: f64, dh: f64, dl: f64): f64 {
  const first = nh / dh;
  twoProduct(first, dh);
  const remainder = nh - ddHi - ddLo + nl - first * dl;
  return first + remainder / dh;
}

// ---- argument reduction: x = q·π/2 + (rY0 + rY1) ------------------------------------------------

let rY0: f64 = 0;
let rY1: f64 = 0;

// π/2 in four parts: 32 + 32 + 53 + 53 bits (q·part is exact for q < 2^21 in the first two).
@inline const PIO2_1: f64 = reinterpret<f64>(0x3ff921fb54400000);
@inline const PIO2_2: f64 = reinterpret<f64>(0x3dd0b4611a600000);
@inline const PIO2_3: f64 = reinterpret<f64>(0x3ba3198a2e037073);
@inline const PIO2_4: f64 = reinterpret<f64>(0x384129024e088a68);
// π/2 as a double-double, for the Payne–Hanek result.
@inline const PIO2_HI: f64 = reinterpret<f64>(0x3ff921fb54442d18);
@inline const PIO2_LO: f64 = reinterpret<f64>(0x3c91a62633145c07);
@inline const TWO_OVER_PI: f64 = reinterpret<f64>(0x3fe45f306dc9c883);

/** Bits of 2/π, 64 per word, most significant first (word 0 holds the weights 2^-1 … 2^-64). */
const TWO_OVER_PI_BITS: usize = memory.data<u64>([
  0xa2f9836e4e441529, 0xfc2757d1f534ddc0, 0xdb6295993c439041, 0xfe5163abdebbc561, 0xb7246e3a424dd2e0,
  0x06492eea09d1921c, 0xfe1deb1cb129a73e, 0xe88235f52ebb4484, 0xe99c7026b45f7e41, 0x3991d639835339f4,
  0x9c845f8bbdf9283b, 0x1ff897ffde05980f, 0xef2f118b5a0a6d1f, 0x6d367ecf27cb09b7, 0x4f463f669e5fea2d,
  0x7527bac7ebe5f17b, 0x3d0739f78a5292ea, 0x6bfb5fb11f8d5d08, 0x56033046fc7b6bab, 0xf0cfbc209af4361d,
  0xa9e391615ee61b08, 0x6599855f14a06840,
]);

/** The 256-bit product in Payne–Hanek, least significant limb first, and a zero limb above. */
const LIMBS_STATIC: usize = memory.data(40, 8);
/** LIMBS of this thread (asm/memory.ts threadLocal). */
@inline function limbsArea(): usize {
  return threadLocal(LIMBS_STATIC, AREA_LIMBS);
}

let mulHigh: u64 = 0;

/** a·b: the low 64 bits returned, the high 64 in mulHigh. */
@inline function multiply64(a: u64, b: u64): u64 {
  const a0 = a & 0xffffffff,
    a1 = a >>> 32,
    b0 = b & 0xffffffff,
    b1 = b >>> 32;
  const low = a0 * b0;
  const middle1 = a1 * b0 + (low >>> 32);
  const middle2 = a0 * b1 + (middle1 & 0xffffffff);
  mulHigh = a1 * b1 + (middle1 >>> 32) + (middle2 >>> 32);
  return (middle2 << 32) | (low & 0xffffffff);
}

/** 64 bits of the product starting at bit `position`. */
@inline function productBits(position: i32): u64 {
  const at = limbsArea() + ((<usize>(position >>> 6)) << 3);
  const shift = <u64>(position & 63);
  if (shift == 0) return load<u64>(at);
  return (load<u64>(at) >>> shift) | (load<u64>(at, 8) << (64 - shift));
}

/** 64 bits of 2/π starting at (0-based) bit `offset`. */
@inline function twoOverPiBits(offset: i32): u64 {
  const at = TWO_OVER_PI_BITS + ((<usize>(offset >>> 6)) << 3);
  const shift = <u64>(offset & 63);
  if (shift == 0) return load<u64>(at);
  return (load<u64>(at) << shift) | (load<u64>(at, 8) >>> (64 - shift));
}

/**
 * Payne–Hanek for |x| ≥ 2^20: x·2/π from a 192-bit window of 2/π (the bits worth 4 or more times
 * the integer significand drop out mod 4), then the 128 bits below the binary point.
 */
function reduceLarge(x: f64): i32 {
  const bits = reinterpret<u64>(x);
  const exponent = <i32>((bits >>> 52) & 0x7ff) - 1075; // x = significand · 2^exponent
  const significand = (bits & 0x000fffffffffffff) | 0x0010000000000000;
  const start = max<i32>(1, exponent - 1); // first bit of 2/π used (weight 2^-start)
  const w0 = twoOverPiBits(start - 1);
  const w1 = twoOverPiBits(start + 63);
  const w2 = twoOverPiBits(start + 127);
  const aLow = multiply64(significand, w2);
  const aHigh = mulHigh;
  const bLow = multiply64(significand, w1);
  const bHigh = mulHigh;
  const cLow = multiply64(significand, w0);
  const cHigh = mulHigh;
  const limb1 = aHigh + bLow;
  const carry1 = <u64>(limb1 < aHigh);
  const partial = bHigh + cLow;
  const limb2 = partial + carry1;
  const carry2 = <u64>(partial < bHigh) + <u64>(limb2 < partial);
  store<u64>(limbsArea(), aLow);
  store<u64>(limbsArea(), limb1, 8);
  store<u64>(limbsArea(), limb2, 16);
  store<u64>(limbsArea(), cHigh + carry2, 24);
  store<u64>(limbsArea(), 0, 32);
  const point = start + 191 - exponent; // fraction bits of the product
  let quadrant = <i32>(productBits(point) & 3);
  let high = productBits(point - 64);
  let low = productBits(point - 128);
  let negative = false;
  if (high >>> 63 != 0) {
    // fraction ≥ 1/2: round the quotient up and keep 1 - fraction, negated
    quadrant += 1;
    negative = true;
    low = 0 - low;
    high = ~high + <u64>(low == 0);
  }
  const head = <f64>high; // rounded; the rest of `high` and `low` go in the tail
  const tail = <f64>(<i64>(high - <u64>head)) + <f64>low * 5.421010862427522e-20; // 2^-64
  twoSum(head * 5.421010862427522e-20, tail * 5.421010862427522e-20);
  const fractionHigh = ddHi;
  const fractionLow = ddLo;
  twoProduct(fractionHigh, PIO2_HI);
  const productLow = ddLo + (fractionHigh * PIO2_LO + fractionLow * PIO2_HI);
  let y0 = ddHi + productLow;
  let y1 = productLow - (y0 - ddHi);
  if (negative != x < 0) {
    y0 = -y0;
    y1 = -y1;
  }
  rY0 = y0;
  rY1 = y1;
  return x < 0 ? -quadrant : quadrant;
}

/** x = q·π/2 + rY0 + rY1 with |rY0| ≤ ~π/4; returns q (only q mod 4 matters). Finite x, |x| > π/4. */
@inline function reduce(x: f64): i32 {
  if (abs<f64>(x) >= 1048576) return reduceLarge(x);
  const q = nearest<f64>(x * TWO_OVER_PI);
  const t = x - q * PIO2_1; // exact
  twoSum(t, -(q * PIO2_2)); // q·PIO2_2 exact
  const s = ddHi;
  const e1 = ddLo;
  twoProduct(q, PIO2_3);
  const vLow = ddLo;
  twoSum(s, -ddHi);
  const high = ddHi;
  const low = e1 + ddLo - vLow - q * PIO2_4;
  const y0 = high + low;
  rY0 = y0;
  rY1 = low - (y0 - high);
  return <i32>q;
}

// ---- kernels on [-π/4, π/4]: Taylor polynomials, leading terms carried exactly ----------------

/** sin(y0 + y1) as ddHi + ddLo. */
@inline function sinKernel(y0: f64, y1: f64): void {
  const z = y0 * y0;
  const poly =
    z *
    (-0.16666666666666666 +
      z *
        (0.008333333333333333 +
          z *
            (-0.0001984126984126984 +
              z *
                (2.7557319223985893e-6 +
                  z *
                    (-2.505210838544172e-8 +
                      z * (1.6059043836821613e-10 + z * (-7.647163731819816e-13 + z * 2.8114572543455206e-15)))))));
  const tail = y0 * poly + y1 * (1 - 0.5 * z);
  const high = y0 + tail;
  ddHi = high;
  ddLo = tail - (high - y0);
}

/** cos(y0 + y1) as ddHi + ddLo. */
@inline function cosKernel(y0: f64, y1: f64): void {
  twoProduct(y0, y0);
  const zh = ddHi;
  const zl = ddLo;
  const halfZ = 0.5 * zh;
  const w = 1 - halfZ;
  const poly =
    zh *
    zh *
    (0.041666666666666664 +
      zh *
        (-0.001388888888888889 +
          zh *
            (2.48015873015873e-5 +
              zh *
                (-2.755731922398589e-7 +
                  zh *
                    (2.08767569878681e-9 +
                      zh * (-1.1470745597729725e-11 + zh * (4.779477332387385e-14 + zh * -1.5619206968586225e-16)))))));
  const tail = 1 - w - halfZ - 0.5 * zl + poly - y0 * y1;
  const high = w + tail;
  ddHi = high;
  ddLo = tail - (high - w);
}

export function sin64(x: f64): f64 {
  const magnitude = abs<f64>(x);
  if (magnitude < 7.450580596923828e-9) return x; // 2^-27: x³/6 is below half an ulp
  if (magnitude <= 0.7853981633974483) {
    sinKernel(x, 0);
    return ddHi;
  }
  if (!isFinite<f64>(x)) return x - x;
  const quadrant = reduce(x) & 3;
  if (quadrant & 1) cosKernel(rY0, rY1);
  else sinKernel(rY0, rY1);
  return quadrant & 2 ? -ddHi : ddHi;
}

export function cos64(x: f64): f64 {
  const magnitude = abs<f64>(x);
  if (magnitude < 7.450580596923828e-9) return 1;
  if (magnitude <= 0.7853981633974483) {
    cosKernel(x, 0);
    return ddHi;
  }
  if (!isFinite<f64>(x)) return x - x;
  const quadrant = reduce(x) & 3;
  if (quadrant & 1) sinKernel(rY0, rY1);
  else cosKernel(rY0, rY1);
  return (quadrant + 1) & 2 ? -ddHi : ddHi;
}

export function tan64(x: f64): f64 {
  const magnitude = abs<f64>(x);
  if (magnitude < 3.725290298461914e-9) return x; // 2^-28: x³/3 is below half an ulp
  let quadrant = 0;
  let y0 = x;
  let y1: f64 = 0;
  if (magnitude > 0.7853981633974483) {
    if (!isFinite<f64>(x)) return x - x;
    quadrant = reduce(x) & 1;
    y0 = rY0;
    y1 = rY1;
  }
  sinKernel(y0, y1);
  const sh = ddHi,
    sl = ddLo;
  cosKernel(y0, y1);
  const ch = ddHi,
    cl = ddLo;
  if (quadrant) return -ddDivide(ch, cl, sh, sl);
  return ddDivide(sh, sl, ch, cl);
}

// ---- exp as a double-double, tanh ------------------------------------------------------------------

@inline const LN2_1: f64 = reinterpret<f64>(0x3fe62e42fee00000); // 32 bits
@inline const LN2_2: f64 = reinterpret<f64>(0x3dea39ef35600000); // 32 bits
@inline const LN2_3: f64 = reinterpret<f64>(0x3be93c7673007e5f);
@inline const INV_LN2: f64 = reinterpret<f64>(0x3ff71547652b82fe);

/** e^z as ddHi + ddLo (relative error ~2^-62) for -700 < z < 700. */
function expDouble(z: f64): void {
  const k = nearest<f64>(z * INV_LN2);
  const r1 = z - k * LN2_1; // exact
  twoSum(r1, -(k * LN2_2));
  let rh = ddHi;
  let rl = ddLo - k * LN2_3;
  const renormalized = rh + rl;
  rl = rl - (renormalized - rh);
  rh = renormalized;
  twoProduct(rh, rh);
  const squareHigh = ddHi;
  const squareLow = ddLo;
  const poly =
    0.16666666666666666 +
    rh *
      (0.041666666666666664 +
        rh *
          (0.008333333333333333 +
            rh *
              (0.001388888888888889 +
                rh *
                  (0.0001984126984126984 +
                    rh *
                      (2.48015873015873e-5 +
                        rh *
                          (2.7557319223985893e-6 +
                            rh *
                              (2.755731922398589e-7 +
                                rh *
                                  (2.505210838544172e-8 +
                                    rh *
                                      (2.08767569878681e-9 +
                                        rh * (1.6059043836821613e-10 + rh * 1.1470745597729725e-11))))))))));
  const tail = rh * squareHigh * poly + 0.5 * squareLow + rl * (1 + rh);
  twoSum(1, rh);
  const ah = ddHi,
    al = ddLo;
  twoSum(ah, 0.5 * squareHigh);
  const bh = ddHi;
  const low = al + ddLo + tail;
  const high = bh + low;
  const scale = reinterpret<f64>((<u64>(<i64>k + 1023)) << 52);
  ddHi = high * scale;
  ddLo = (low - (high - bh)) * scale;
}

export function tanh64(x: f64): f64 {
  const magnitude = abs<f64>(x);
  if (!(magnitude < 22)) return x != x ? x : copysign<f64>(1, x);
  if (magnitude < 3.725290298461914e-9) return x;
  if (magnitude < 0.4) {
    const z = x * x;
    const poly =
      z *
      (-0.3333333333333333 +
        z *
          (0.13333333333333333 +
            z *
              (-0.05396825396825397 +
                z *
                  (0.021869488536155203 +
                    z *
                      (-0.008863235529902197 +
                        z *
                          (0.003592128036572481 +
                            z *
                              (-0.0014558343870513183 +
                                z *
                                  (0.000590027440945586 +
                                    z *
                                      (-0.00023912911424355248 +
                                        z *
                                          (9.691537956929451e-5 +
                                            z *
                                              (-3.927832388331683e-5 +
                                                z *
                                                  (1.5918905069328964e-5 +
                                                    z *
                                                      (-6.451689215655431e-6 +
                                                        z *
                                                          (2.6147711512907546e-6 +
                                                            z * -1.0597268320104654e-6))))))))))))));
    return x + x * poly;
  }
  // tanh|x| = (1 - e)/(1 + e), e = e^(-2|x|), all in double-double.
  expDouble(-2 * magnitude);
  const eh = ddHi,
    el = ddLo;
  twoSum(1, -eh);
  const nh = ddHi,
    nl = ddLo - el;
  twoSum(1, eh);
  const result = ddDivide(nh, nl, ddHi, ddLo + el);
  return copysign<f64>(result, x);
}

/** e^x − 1: Taylor near 0 with its leading terms exact, else e^x as a double-double minus 1. */
export function expm1_64(x: f64): f64 {
  if (!(x < 700)) return x != x ? x : Math.exp(x); // −1 is far below an ulp; overflow to inf
  if (x < -38) return -1; // e^x is below half an ulp of 1
  const magnitude = abs<f64>(x);
  if (magnitude < 5.551115123125783e-17) return x; // 2^-54
  if (magnitude < 0.35) {
    twoProduct(x, x);
    const squareHigh = ddHi;
    const poly =
      0.16666666666666666 +
      x *
        (0.041666666666666664 +
          x *
            (0.008333333333333333 +
              x *
                (0.001388888888888889 +
                  x *
                    (0.0001984126984126984 +
                      x *
                        (2.48015873015873e-5 +
                          x *
                            (2.7557319223985893e-6 +
                              x *
                                (2.755731922398589e-7 +
                                  x *
                                    (2.505210838544172e-8 +
                                      x *
                                        (2.08767569878681e-9 +
                                          x * (1.6059043836821613e-10 + x * 1.1470745597729725e-11))))))))));
    const tail = x * squareHigh * poly + 0.5 * ddLo;
    twoSum(x, 0.5 * squareHigh);
    return ddHi + (ddLo + tail);
  }
  expDouble(x);
  const low = ddLo;
  twoSum(ddHi, -1);
  return ddHi + (ddLo + low);
}

// ---- float32: computed in float64, rounded once ---------------------------------------------------

export function sin32(x: f32): f32 {
  return <f32>sin64(<f64>x);
}
export function cos32(x: f32): f32 {
  return <f32>cos64(<f64>x);
}
export function tan32(x: f32): f32 {
  return <f32>tan64(<f64>x);
}
export function tanh32(x: f32): f32 {
  return <f32>tanh64(<f64>x);
}

// ---- float32 exp, sin, cos as SIMD polynomials (tanh: asm/tanh32.ts) -----------------------------
// Four float32 lanes are widened to two f64x2 halves; the reduction and a Taylor polynomial run in
// float64 (relative error ~2^-40), and the one rounding to float32 at the end keeps the result
// within 1 ulp of the correctly rounded one (measured: docs/accuracy.md). The scalar forms run the
// same vector code on a splat, so a lane's result never depends on which loop computed it (the
// float16/bfloat16 kernels round exactly the float32 kernel's result).

/**
 * The f64x2 constants of the polynomials below, from memory: V8 re-materialises a v128.const at
 * every use (3 instructions); a load is one. Index = position.
 */
const CONSTANTS: usize = memory.data<f64>(
  [
    2.7557319223985893e-6,
    2.7557319223985893e-6, // 0
    2.48015873015873e-5,
    2.48015873015873e-5, // 1
    0.0001984126984126984,
    0.0001984126984126984, // 2
    0.001388888888888889,
    0.001388888888888889, // 3
    0.008333333333333333,
    0.008333333333333333, // 4
    0.041666666666666664,
    0.041666666666666664, // 5
    0.16666666666666666,
    0.16666666666666666, // 6
    0.5,
    0.5, // 7
    1.0,
    1.0, // 8
    0.0,
    0.0, // 9
    -200.0,
    -200.0, // 10
    200.0,
    200.0, // 11
    1.4426950408889634,
    1.4426950408889634, // 12
    0.6931471803691238,
    0.6931471803691238, // 13
    1.9082149292705877e-10,
    1.9082149292705877e-10, // 14
    0.6366197723675814,
    0.6366197723675814, // 15
    1.5707963267341256,
    1.5707963267341256, // 16
    6.077100506303966e-11,
    6.077100506303966e-11, // 17
    2.0222662487959506e-21,
    2.0222662487959506e-21, // 18
    1.6059043836821613e-10,
    1.6059043836821613e-10, // 19
    -2.505210838544172e-8,
    -2.505210838544172e-8, // 20
    -0.0001984126984126984,
    -0.0001984126984126984, // 21
    -0.16666666666666666,
    -0.16666666666666666, // 22
    -1.1470745597729725e-11,
    -1.1470745597729725e-11, // 23
    2.08767569878681e-9,
    2.08767569878681e-9, // 24
    -2.755731922398589e-7,
    -2.755731922398589e-7, // 25
    -0.001388888888888889,
    -0.001388888888888889, // 26
    6755399441055744.0,
    6755399441055744.0, // 27: 1.5·2^52, adding it rounds to an integer held in the low bits
    92.33248261689366,
    92.33248261689366, // 28: 64 / ln 2
    0.01083042469326756,
    0.01083042469326756, // 29: EXP_LN2_1 / 64 (32 bits: n·it exact for |n| < 2^21)
    2.9815858269852933e-12,
    2.9815858269852933e-12, // 30: EXP_LN2_2 / 64
    2.505210838544172e-8,
    2.505210838544172e-8, // 31: 1/11!
    2.755731922398589e-7,
    2.755731922398589e-7, // 32: 1/10!
  ],
  16,
);

/** 2^(j/64), j = 0…63, each correctly rounded (mpmath): exp32x4's table. */
const EXP_TABLE: usize = memory.data<f64>(
  [
    1.0, 1.0108892860517005, 1.0218971486541166, 1.0330248790212284, 1.0442737824274138, 1.0556451783605572,
    1.0671404006768237, 1.0787607977571199, 1.0905077326652577, 1.102382583307841, 1.1143867425958924,
    1.1265216186082418, 1.1387886347566916, 1.1511892299529827, 1.1637248587775775, 1.1763969916502812,
    1.189207115002721, 1.202156731452703, 1.215247359980469, 1.22848053610687, 1.241857812073484, 1.255380757024691,
    1.2690509571917332, 1.2828700160787783, 1.2968395546510096, 1.3109612115247644, 1.3252366431597413,
    1.339667524053303, 1.3542555469368927, 1.3690024229745905, 1.383909881963832, 1.3989796725383112,
    1.4142135623730951, 1.42961333839197, 1.4451808069770467, 1.460917794180647, 1.4768261459394993, 1.4929077282912648,
    1.5091644275934228, 1.5255981507445384, 1.5422108254079407, 1.559004400237837, 1.5759808451078865,
    1.593142151342267, 1.6104903319492543, 1.6280274218573478, 1.645755478153965, 1.6636765803267364, 1.681792830507429,
    1.7001063537185235, 1.718619298122478, 1.7373338352737062, 1.7562521603732995, 1.7753764925265212,
    1.7947090750031072, 1.8142521755003989, 1.8340080864093424, 1.8539791250833855, 1.8741676341103, 1.8945759815869656,
    1.9152065613971474, 1.9360617934922943, 1.9571441241754002, 1.978456026387951,
  ],
  16,
);

@inline function constant(index: i32): v128 {
  return v128.load(CONSTANTS + ((<usize>index) << 4));
}

@inline const EXP_LN2_1: f64 = reinterpret<f64>(0x3fe62e42fee00000); // 32 bits: k·LN2_1 exact
@inline const EXP_LN2_2: f64 = 1.9082149292705877e-10;
@inline const SIN_PIO2_3: f64 = 2.0222662487959506e-21; // π/2 − PIO2_1 − PIO2_2

/**
 * e^r − 1 for the reduced |r| ≤ ln2/2: Taylor to degree 13 (the rest below 2^-56 relative, mpmath;
 * degree 9 left 2^-35.4, which rounded 3,124 float32 sinh values wrongly in HyperbolicSine.lanes).
 */
@inline function expReducedMinus1(r: v128): v128 {
  let p = constant(19); // 1/13!
  p = f64x2.add(f64x2.mul(p, r), constant(24)); // 1/12!
  p = f64x2.add(f64x2.mul(p, r), constant(31)); // 1/11!
  p = f64x2.add(f64x2.mul(p, r), constant(32)); // 1/10!
  p = f64x2.add(f64x2.mul(p, r), constant(0));
  p = f64x2.add(f64x2.mul(p, r), constant(1));
  p = f64x2.add(f64x2.mul(p, r), constant(2));
  p = f64x2.add(f64x2.mul(p, r), constant(3));
  p = f64x2.add(f64x2.mul(p, r), constant(4));
  p = f64x2.add(f64x2.mul(p, r), constant(5));
  p = f64x2.add(f64x2.mul(p, r), constant(6));
  p = f64x2.add(f64x2.mul(p, r), constant(7));
  p = f64x2.add(f64x2.mul(p, r), constant(8));
  return f64x2.mul(p, r);
}

/** k + 1.5·2^52 for v = k·ln 2 + r, k the nearest integer (the clamp keeps k within ±289; NaN stays NaN). */
@inline function expShifted(clamped: v128): v128 {
  // nearest integer k by the 1.5·2^52 trick: k also sits in the low bits of the sum
  return f64x2.add(f64x2.mul(clamped, constant(12)), constant(27));
}

@inline function expClamp(v: v128): v128 {
  // pmax/pmin are one instruction each (min/max are several on x86); with v first, NaN stays.
  return f64x2.pmin(f64x2.pmax(v, constant(10)), constant(11));
}

/** r = v − k·ln 2 (two-part ln 2), from the clamped v and k + 1.5·2^52. */
@inline function expRemainder(clamped: v128, shifted: v128): v128 {
  const k = f64x2.sub(shifted, constant(27));
  return f64x2.sub(f64x2.sub(clamped, f64x2.mul(k, constant(13))), f64x2.mul(k, constant(14)));
}

/** 2^k from the bits of k + 1.5·2^52 (|k| ≤ 1022). */
@inline function powerOfTwo(shifted: v128): v128 {
  return v128.shl<i64>(v128.add<i64>(shifted, i64x2.splat(1023)), 52);
}

/** e^v for an f64x2 of float32 values (beyond ±200 clamped: float32 rounds those to inf or 0). */
@inline function exp64x2(v: v128): v128 {
  const clamped = expClamp(v);
  const shifted = expShifted(clamped);
  const scale = powerOfTwo(shifted);
  return f64x2.add(f64x2.mul(expReducedMinus1(expRemainder(clamped, shifted)), scale), scale);
}

/** e^v − 1 for an f64x2, accurate near 0 (2^k·(e^r − 1) + (2^k − 1), exact at k = 0). */
@inline export function expm1_64x2(v: v128): v128 {
  const clamped = expClamp(v);
  const shifted = expShifted(clamped);
  const scale = powerOfTwo(shifted);
  return f64x2.add(f64x2.mul(expReducedMinus1(expRemainder(clamped, shifted)), scale), f64x2.sub(scale, constant(8)));
}

/**
 * e^v for an f64x2 of float32 values, table-driven: v = (64k + j)·ln2/64 + r with |r| ≤ ln2/128,
 * e^v = 2^k · 2^(j/64) · e^r, e^r − 1 by Taylor to degree 5 (relative error < 2^-53 before the
 * final rounding; the reduction is exact as in exp64x2). Beyond ±200 clamped; NaN stays NaN.
 */
@inline export function exp64x2Table(v: v128): v128 {
  const clamped = expClamp(v);
  const shifted = f64x2.add(f64x2.mul(clamped, constant(28)), constant(27)); // n + 1.5·2^52
  const n = f64x2.sub(shifted, constant(27));
  const r = f64x2.sub(f64x2.sub(clamped, f64x2.mul(n, constant(29))), f64x2.mul(n, constant(30)));
  let p = f64x2.add(f64x2.mul(constant(4), r), constant(5));
  p = f64x2.add(f64x2.mul(p, r), constant(6));
  p = f64x2.add(f64x2.mul(p, r), constant(7));
  p = f64x2.add(f64x2.mul(p, f64x2.mul(r, r)), r); // e^r − 1
  // 2^(j/64) from the table (j: n's low 6 bits), 2^k added to its exponent field (|k| ≤ 289).
  const low = EXP_TABLE + ((<usize>i64x2.extract_lane(shifted, 0) & 63) << 3);
  const high = EXP_TABLE + ((<usize>i64x2.extract_lane(shifted, 1) & 63) << 3);
  const table = v128.load64_lane(high, v128.load64_zero(low), 1);
  // (k's bits 6…17 land in the exponent field; a logical shift leaves them as the arithmetic one
  // does, in one instruction where the arithmetic i64 shift takes several on x86)
  const scale = v128.add<i64>(table, v128.shl<i64>(v128.shr<u64>(shifted, 6), 52));
  return f64x2.add(f64x2.mul(p, scale), scale);
}

/** sin (offset 0) or cos (offset 1) of an f64x2 of float32 values with |v| ≤ 2^18. */
@inline export function sinCos64x2(v: v128, offset: i32): v128 {
  const shifted = f64x2.add(f64x2.mul(v, constant(15)), constant(27));
  const q = f64x2.sub(shifted, constant(27));
  // q < 2^18: q·PIO2_1 and q·PIO2_2 are exact, x − q·PIO2_1 too
  const r = f64x2.sub(
    f64x2.sub(f64x2.sub(v, f64x2.mul(q, constant(16))), f64x2.mul(q, constant(17))),
    f64x2.mul(q, constant(18)),
  );
  const z = f64x2.mul(r, r);
  let s = constant(19);
  s = f64x2.add(f64x2.mul(s, z), constant(20));
  s = f64x2.add(f64x2.mul(s, z), constant(0));
  s = f64x2.add(f64x2.mul(s, z), constant(21));
  s = f64x2.add(f64x2.mul(s, z), constant(4));
  s = f64x2.add(f64x2.mul(s, z), constant(22));
  const sine = f64x2.add(r, f64x2.mul(f64x2.mul(r, z), s));
  let c = constant(23);
  c = f64x2.add(f64x2.mul(c, z), constant(24));
  c = f64x2.add(f64x2.mul(c, z), constant(25));
  c = f64x2.add(f64x2.mul(c, z), constant(1));
  c = f64x2.add(f64x2.mul(c, z), constant(26));
  c = f64x2.add(f64x2.mul(c, z), constant(5));
  const cosine = f64x2.add(f64x2.sub(constant(8), f64x2.mul(z, constant(7))), f64x2.mul(f64x2.mul(z, z), c));
  // quadrant n = q + offset: odd → the other function, n & 2 → negate
  const n = v128.add<i64>(shifted, i64x2.splat(offset)); // q's low bits, plus the offset
  const swap = v128.eq<i64>(v128.and(n, i64x2.splat(1)), i64x2.splat(1));
  const sign = v128.shl<i64>(v128.and(n, i64x2.splat(2)), 62);
  return v128.xor(v128.bitselect(cosine, sine, swap), sign);
}

/** Applies an f64x2 function to four float32 lanes (each half widened, rounded back once). */
@inline function widened<F>(x: v128, offset: i32): v128 {
  const low = f64x2.promote_low_f32x4(x);
  const high = f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1));
  let lowOut: v128, highOut: v128;
  if (offset == 0) {
    lowOut = exp64x2Table(low);
    highOut = exp64x2Table(high);
  } else {
    lowOut = sinCos64x2(low, offset - 2);
    highOut = sinCos64x2(high, offset - 2);
  }
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(lowOut), f32x4.demote_f64x2_zero(highOut), 0, 1, 4, 5);
}

@inline const TINY_F32: f32 = 0.000244140625; // 2^-12: below it sin x rounds to x

// ---- float64 exp in float64 lanes ---------------------------------------------------------------
// The algorithm of AssemblyScript's Math.exp (musl's exp, with its 128-entry table), operation for
// operation in two lanes, so each lane is bit for bit what Math.exp gives: x = (128k + j)·ln2/128 + r,
// e^x = 2^k · 2^(j/128) · e^r, with 2^(j/128) = H(1 + T) from the table and e^r − 1 by a degree-5
// polynomial. Lanes with |x| outside [2^-54, 512) (tiny, huge, infinite, NaN: Math.exp's special
// cases) are computed by Math.exp itself.

/** (bits of T, bits of H − (j << 45)) for j = 0…127: `python3 scripts/exp64_table.py`. */
const EXP64_TABLE: usize = memory.data<u64>(
  [
    0x0000000000000000, 0x3ff0000000000000, 0x3c9b3b4f1a88bf6e, 0x3feff63da9fb3335, 0xbc7160139cd8dc5d,
    0x3fefec9a3e778061, 0xbc905e7a108766d1, 0x3fefe315e86e7f85, 0x3c8cd2523567f613, 0x3fefd9b0d3158574,
    0xbc8bce8023f98efa, 0x3fefd06b29ddf6de, 0x3c60f74e61e6c861, 0x3fefc74518759bc8, 0x3c90a3e45b33d399,
    0x3fefbe3ecac6f383, 0x3c979aa65d837b6d, 0x3fefb5586cf9890f, 0x3c8eb51a92fdeffc, 0x3fefac922b7247f7,
    0x3c3ebe3d702f9cd1, 0x3fefa3ec32d3d1a2, 0xbc6a033489906e0b, 0x3fef9b66affed31b, 0xbc9556522a2fbd0e,
    0x3fef9301d0125b51, 0xbc5080ef8c4eea55, 0x3fef8abdc06c31cc, 0xbc91c923b9d5f416, 0x3fef829aaea92de0,
    0x3c80d3e3e95c55af, 0x3fef7a98c8a58e51, 0xbc801b15eaa59348, 0x3fef72b83c7d517b, 0xbc8f1ff055de323d,
    0x3fef6af9388c8dea, 0x3c8b898c3f1353bf, 0x3fef635beb6fcb75, 0xbc96d99c7611eb26, 0x3fef5be084045cd4,
    0x3c9aecf73e3a2f60, 0x3fef54873168b9aa, 0xbc8fe782cb86389d, 0x3fef4d5022fcd91d, 0x3c8a6f4144a6c38d,
    0x3fef463b88628cd6, 0x3c807a05b0e4047d, 0x3fef3f49917ddc96, 0x3c968efde3a8a894, 0x3fef387a6e756238,
    0x3c875e18f274487d, 0x3fef31ce4fb2a63f, 0x3c80472b981fe7f2, 0x3fef2b4565e27cdd, 0xbc96b87b3f71085e,
    0x3fef24dfe1f56381, 0x3c82f7e16d09ab31, 0x3fef1e9df51fdee1, 0xbc3d219b1a6fbffa, 0x3fef187fd0dad990,
    0x3c8b3782720c0ab4, 0x3fef1285a6e4030b, 0x3c6e149289cecb8f, 0x3fef0cafa93e2f56, 0x3c834d754db0abb6,
    0x3fef06fe0a31b715, 0x3c864201e2ac744c, 0x3fef0170fc4cd831, 0x3c8fdd395dd3f84a, 0x3feefc08b26416ff,
    0xbc86a3803b8e5b04, 0x3feef6c55f929ff1, 0xbc924aedcc4b5068, 0x3feef1a7373aa9cb, 0xbc9907f81b512d8e,
    0x3feeecae6d05d866, 0xbc71d1e83e9436d2, 0x3feee7db34e59ff7, 0xbc991919b3ce1b15, 0x3feee32dc313a8e5,
    0x3c859f48a72a4c6d, 0x3feedea64c123422, 0xbc9312607a28698a, 0x3feeda4504ac801c, 0xbc58a78f4817895b,
    0x3feed60a21f72e2a, 0xbc7c2c9b67499a1b, 0x3feed1f5d950a897, 0x3c4363ed60c2ac11, 0x3feece086061892d,
    0x3c9666093b0664ef, 0x3feeca41ed1d0057, 0x3c6ecce1daa10379, 0x3feec6a2b5c13cd0, 0x3c93ff8e3f0f1230,
    0x3feec32af0d7d3de, 0x3c7690cebb7aafb0, 0x3feebfdad5362a27, 0x3c931dbdeb54e077, 0x3feebcb299fddd0d,
    0xbc8f94340071a38e, 0x3feeb9b2769d2ca7, 0xbc87deccdc93a349, 0x3feeb6daa2cf6642, 0xbc78dec6bd0f385f,
    0x3feeb42b569d4f82, 0xbc861246ec7b5cf6, 0x3feeb1a4ca5d920f, 0x3c93350518fdd78e, 0x3feeaf4736b527da,
    0x3c7b98b72f8a9b05, 0x3feead12d497c7fd, 0x3c9063e1e21c5409, 0x3feeab07dd485429, 0x3c34c7855019c6ea,
    0x3feea9268a5946b7, 0x3c9432e62b64c035, 0x3feea76f15ad2148, 0xbc8ce44a6199769f, 0x3feea5e1b976dc09,
    0xbc8c33c53bef4da8, 0x3feea47eb03a5585, 0xbc845378892be9ae, 0x3feea34634ccc320, 0xbc93cedd78565858,
    0x3feea23882552225, 0x3c5710aa807e1964, 0x3feea155d44ca973, 0xbc93b3efbf5e2228, 0x3feea09e667f3bcd,
    0xbc6a12ad8734b982, 0x3feea012750bdabf, 0xbc6367efb86da9ee, 0x3fee9fb23c651a2f, 0xbc80dc3d54e08851,
    0x3fee9f7df9519484, 0xbc781f647e5a3ecf, 0x3fee9f75e8ec5f74, 0xbc86ee4ac08b7db0, 0x3fee9f9a48a58174,
    0xbc8619321e55e68a, 0x3fee9feb564267c9, 0x3c909ccb5e09d4d3, 0x3feea0694fde5d3f, 0xbc7b32dcb94da51d,
    0x3feea11473eb0187, 0x3c94ecfd5467c06b, 0x3feea1ed0130c132, 0x3c65ebe1abd66c55, 0x3feea2f336cf4e62,
    0xbc88a1c52fb3cf42, 0x3feea427543e1a12, 0xbc9369b6f13b3734, 0x3feea589994cce13, 0xbc805e843a19ff1e,
    0x3feea71a4623c7ad, 0xbc94d450d872576e, 0x3feea8d99b4492ed, 0x3c90ad675b0e8a00, 0x3feeaac7d98a6699,
    0x3c8db72fc1f0eab4, 0x3feeace5422aa0db, 0xbc65b6609cc5e7ff, 0x3feeaf3216b5448c, 0x3c7bf68359f35f44,
    0x3feeb1ae99157736, 0xbc93091fa71e3d83, 0x3feeb45b0b91ffc6, 0xbc5da9b88b6c1e29, 0x3feeb737b0cdc5e5,
    0xbc6c23f97c90b959, 0x3feeba44cbc8520f, 0xbc92434322f4f9aa, 0x3feebd829fde4e50, 0xbc85ca6cd7668e4b,
    0x3feec0f170ca07ba, 0x3c71affc2b91ce27, 0x3feec49182a3f090, 0x3c6dd235e10a73bb, 0x3feec86319e32323,
    0xbc87c50422622263, 0x3feecc667b5de565, 0x3c8b1c86e3e231d5, 0x3feed09bec4a2d33, 0xbc91bbd1d3bcbb15,
    0x3feed503b23e255d, 0x3c90cc319cee31d2, 0x3feed99e1330b358, 0x3c8469846e735ab3, 0x3feede6b5579fdbf,
    0xbc82dfcd978e9db4, 0x3feee36bbfd3f37a, 0x3c8c1a7792cb3387, 0x3feee89f995ad3ad, 0xbc907b8f4ad1d9fa,
    0x3feeee07298db666, 0xbc55c3d956dcaeba, 0x3feef3a2b84f15fb, 0xbc90a40e3da6f640, 0x3feef9728de5593a,
    0xbc68d6f438ad9334, 0x3feeff76f2fb5e47, 0xbc91eee26b588a35, 0x3fef05b030a1064a, 0x3c74ffd70a5fddcd,
    0x3fef0c1e904bc1d2, 0xbc91bdfbfa9298ac, 0x3fef12c25bd71e09, 0x3c736eae30af0cb3, 0x3fef199bdd85529c,
    0x3c8ee3325c9ffd94, 0x3fef20ab5fffd07a, 0x3c84e08fd10959ac, 0x3fef27f12e57d14b, 0x3c63cdaf384e1a67,
    0x3fef2f6d9406e7b5, 0x3c676b2c6c921968, 0x3fef3720dcef9069, 0xbc808a1883ccb5d2, 0x3fef3f0b555dc3fa,
    0xbc8fad5d3ffffa6f, 0x3fef472d4a07897c, 0xbc900dae3875a949, 0x3fef4f87080d89f2, 0x3c74a385a63d07a7,
    0x3fef5818dcfba487, 0xbc82919e2040220f, 0x3fef60e316c98398, 0x3c8e5a50d5c192ac, 0x3fef69e603db3285,
    0x3c843a59ac016b4b, 0x3fef7321f301b460, 0xbc82d52107b43e1f, 0x3fef7c97337b9b5f, 0xbc892ab93b470dc9,
    0x3fef864614f5a129, 0x3c74b604603a88d3, 0x3fef902ee78b3ff6, 0x3c83c5ec519d7271, 0x3fef9a51fbc74c83,
    0xbc8ff7128fd391f0, 0x3fefa4afa2a490da, 0xbc8dae98e223747d, 0x3fefaf482d8e67f1, 0x3c8ec3bc41aa2008,
    0x3fefba1bee615a27, 0x3c842b94c3a9eb32, 0x3fefc52b376bba97, 0x3c8a64a931d185ee, 0x3fefd0765b6e4540,
    0xbc8e37bae43be3ed, 0x3fefdbfdad9cbe14, 0x3c77893b4d91cd9d, 0x3fefe7c1819e90d8, 0x3c5305c14160cc89,
    0x3feff3c22b8f71f1,
  ],
  16,
);

/** e^x of two float64 lanes, bit for bit Math.exp (see above; exp64x2 is for float32 values). */
@inline export function expFloat64x2(x: v128): v128 {
  const z = f64x2.mul(x, f64x2.splat(reinterpret<f64>(0x3ff71547652b82fe) * 128));
  const shifted = f64x2.add(z, f64x2.splat(reinterpret<f64>(0x4338000000000000))); // k + 1.5·2^52
  const kd = f64x2.sub(shifted, f64x2.splat(reinterpret<f64>(0x4338000000000000)));
  const r = f64x2.add(
    f64x2.add(x, f64x2.mul(kd, f64x2.splat(reinterpret<f64>(0xbf762e42fefa0000)))),
    f64x2.mul(kd, f64x2.splat(reinterpret<f64>(0xbd0cf79abc9e3b3a))),
  );
  const low = v128.load(EXP64_TABLE + ((<usize>i64x2.extract_lane(shifted, 0) & 127) << 4));
  const high = v128.load(EXP64_TABLE + ((<usize>i64x2.extract_lane(shifted, 1) & 127) << 4));
  const tail = v128.shuffle<i64>(low, high, 0, 2);
  const scale = v128.add<i64>(v128.shuffle<i64>(low, high, 1, 3), v128.shl<i64>(shifted, 45));
  const r2 = f64x2.mul(r, r);
  const tmp = f64x2.add(
    f64x2.add(
      f64x2.add(tail, r),
      f64x2.mul(
        r2,
        f64x2.add(
          f64x2.splat(reinterpret<f64>(0x3fdffffffffffdbd)),
          f64x2.mul(r, f64x2.splat(reinterpret<f64>(0x3fc555555555543c))),
        ),
      ),
    ),
    f64x2.mul(
      f64x2.mul(r2, r2),
      f64x2.add(
        f64x2.splat(reinterpret<f64>(0x3fa55555cf172b91)),
        f64x2.mul(r, f64x2.splat(reinterpret<f64>(0x3f81111167a4d017))),
      ),
    ),
  );
  let result = f64x2.add(scale, f64x2.mul(scale, tmp));
  const magnitude = f64x2.abs(x);
  const ordinary = v128.and(
    f64x2.ge(magnitude, f64x2.splat(5.551115123125783e-17)),
    f64x2.lt(magnitude, f64x2.splat(512)),
  );
  if (!i64x2.all_true(ordinary)) {
    if (i64x2.extract_lane(ordinary, 0) == 0)
      result = f64x2.replace_lane(result, 0, Math.exp(f64x2.extract_lane(x, 0)));
    if (i64x2.extract_lane(ordinary, 1) == 0)
      result = f64x2.replace_lane(result, 1, Math.exp(f64x2.extract_lane(x, 1)));
  }
  return result;
}

// ---- float32 exp in float32 lanes, checked ----------------------------------------------------------
// x = n·ln2/256 + r (n = 256k + j), e^x = 2^k · 2^(j/256) · e^r with 2^(j/256) = T_hi + T_lo (float32
// pair, table below) and |r| ≤ ln2/512. Scaled to [1, 2): V = T_hi + s with s ≈ T_hi·r + T_hi·q + T_lo.
// Error of s, |E| < 2.2·2^-32: r as r + rLow exact but for ~2^-34 (x − n·L1 − n·L2 is exact, L3's product
// and the sum rounded), T_hi·r and the final sum rounded once each (2^-33 each), T_lo·r dropped
// (2^-33.4), the r⁴ term and the rest below 2^-42. Ziv's test: if T_hi + (s + M) and T_hi + (s − M)
// round to the same float32, no rounding boundary lies within M of V, so that float32 is also what
// the float64 evaluation (error ~2^-53) rounds to, provided M covers |E| and the rounding of s ± M.
// The bound above asks for M = 2^-30.5; the errors that occur are smaller, and M = 2^-31 is chosen
// by the check on every input: scripts/exp32-exhaustive.mjs compares the result with the float64
// path's on all 2^32 float32 inputs, 0 differences at 2^-31 and at 2^-31.3, 337 at 2^-31.5 (a
// factor √2 of margin). Any change to this kernel must pass that check again.
// Vectors with a lane that fails the test (about 3% of vectors on any data, 4.5% at 2^-30.5), or lies
// outside (-87, 88.5) (subnormal or infinite results, NaN), are computed by the float64 path instead:
// at once (exp32x4), or an iteration later in large calls (exp32Deferred, the same bits).

/** (2^(j/256) rounded to float32, the rest rounded to float32), j = 0…255 (mpmath). */
const EXP32_TABLE: usize = memory.data<f32>(
  [
    1.0, 0.0, 1.002711296081543, -2.103134022490849e-8, 1.0054298639297485, 3.7183053080980244e-8, 1.0081559419631958,
    -4.384477847452217e-8, 1.0108892917633057, -5.7116054108519165e-9, 1.0136300325393677, 5.241212264195383e-8,
    1.0163782835006714, 3.141028059872042e-8, 1.0191340446472168, -4.8569479105253777e-8, 1.0218971967697144,
    -4.811559861650494e-8, 1.024667739868164, 5.30289732125766e-8, 1.027445912361145, 3.675761917065756e-8,
    1.0302315950393677, 4.264667197162453e-8, 1.0330249071121216, -2.809089316713198e-8, 1.0358257293701172,
    -3.576815998940219e-8, 1.0386340618133545, 4.0148023572328384e-8, 1.0414501428604126, -1.8172096716284614e-8,
    1.0442737340927124, 4.8334701574503924e-8, 1.047105073928833, 2.195045745168045e-8, 1.0499440431594849,
    4.2641200792559175e-8, 1.0527907609939575, 1.201066890388347e-8, 1.055645227432251, -4.9071694263602694e-8,
    1.0585073232650757, -4.705629774726106e-10, 1.0613771677017212, 5.958754201174088e-8, 1.064254879951477,
    3.293298789230903e-8, 1.0671404600143433, -5.9337519786595294e-8, 1.0700336694717407, 4.234849981799016e-8,
    1.072934865951538, 1.5744374692872043e-9, 1.0758439302444458, -4.118165364275228e-8, 1.0787607431411743,
    5.4615945543901034e-8, 1.0816856622695923, -4.7276376591298686e-8, 1.084618330001831, 3.221147792942247e-8,
    1.0875591039657593, -4.304799006149551e-8, 1.0905077457427979, -1.3077539939843064e-8, 1.0934643745422363,
    2.4530649511689262e-8, 1.0964291095733643, -2.7756987819316237e-8, 1.099401831626892, -2.8996669954040044e-8,
    1.1023825407028198, 4.260501995645427e-8, 1.1053714752197266, -2.9517984501126193e-8, 1.1083683967590332,
    1.4964644634574142e-8, 1.1113735437393188, -4.0394500189222526e-8, 1.114386796951294, -5.435540018083884e-8,
    1.1174081563949585, -4.827589439315716e-9, 1.120437741279602, 1.1130004473614008e-8, 1.1234755516052246,
    1.572779595448992e-8, 1.1265215873718262, 3.12364143439936e-8, 1.1295759677886963, -3.922240665588106e-8,
    1.1326385736465454, -5.404782754681037e-8, 1.1357094049453735, 9.212431706373536e-9, 1.1387885808944702,
    5.386222312608879e-8, 1.141876220703125, -1.6733563867887824e-8, 1.1449720859527588, 5.847904560596362e-8,
    1.1480765342712402, -5.543106240679663e-8, 1.1511892080307007, 2.1922282655850722e-8, 1.1543104648590088,
    -4.4268791299373333e-8, 1.1574400663375854, 7.296165449588443e-9, 1.1605782508850098, -3.885751098664514e-8,
    1.1637248992919922, -4.051441493402308e-8, 1.1668800115585327, 2.5393948277496747e-8, 1.1700438261032104,
    -5.641996025929075e-8, 1.1732161045074463, -2.4343808746607465e-8, 1.1763969659805298, 2.566975076945255e-8,
    1.1795865297317505, -2.268874643718277e-9, 1.1827846765518188, 3.4432520834570823e-8, 1.1859915256500244,
    4.00109705367413e-8, 1.1892070770263672, 3.797635272917432e-8, 1.1924313306808472, 5.190230467633228e-8,
    1.195664405822754, -1.3782926799876805e-8, 1.1989061832427979, -1.6168417715789474e-8, 1.2021567821502686,
    -5.069756525699631e-8, 1.2054160833358765, 2.5669248060466998e-8, 1.2086843252182007, -1.5916190587716983e-9,
    1.2119613885879517, 1.0688849805262635e-8, 1.215247392654419, -3.267394887984665e-8, 1.218542218208313,
    1.1619095019455017e-8, 1.2218459844589233, 4.8513832950902724e-8, 1.2251588106155396, -1.6978393801991842e-8,
    1.228480577468872, -4.136200359994291e-8, 1.231811285018921, -2.848449531800412e-10, 1.2351510524749756,
    1.1461957605263251e-8, 1.2384998798370361, 1.8362779741210034e-8, 1.2418577671051025, 4.496838101886169e-8,
    1.2452248334884644, -3.3132063759211405e-9, 1.248600959777832, 1.7411371899811456e-8, 1.2519862651824951,
    1.2683821104531035e-8, 1.2553807497024536, 7.3222374830095305e-9, 1.2587844133377075, 2.6212008563675226e-8,
    1.2621973752975464, -2.4903295425815486e-8, 1.2656195163726807, -1.793874382371996e-9, 1.2690509557724,
    1.419333317542737e-9, 1.272491693496704, 9.892698216162898e-9, 1.2759417295455933, 4.8850797185195916e-8,
    1.279401183128357, 2.4377312612955393e-8, 1.2828700542449951, -3.816621685359678e-8, 1.2863482236862183,
    5.859807306052289e-9, 1.2898359298706055, -5.646393930192062e-8, 1.2933329343795776, 3.884951027544048e-8,
    1.2968395948410034, -4.018999533172973e-8, 1.3003556728363037, -2.945665222853222e-8, 1.303881287574768,
    -2.2382831588174668e-8, 1.3074164390563965, 6.878280611744003e-9, 1.3109612464904785, -3.496571565619888e-8,
    1.3145155906677246, -2.7183699735644495e-9, 1.3180795907974243, 1.0468639288774284e-8, 1.3216532468795776,
    3.072358012445875e-8, 1.3252366781234741, -3.496373324196611e-8, 1.3288297653198242, -4.1113871418474446e-8,
    1.332432508468628, 3.8614533792724615e-8, 1.3360451459884644, -7.784318967196668e-9, 1.339667558670044,
    -3.4616739696957666e-8, 1.3432997465133667, -1.532653115532412e-8, 1.3469418287277222, -4.249477569828741e-8,
    1.3505936861038208, 2.9788212785319956e-8, 1.3542555570602417, -1.0123349269974824e-8, 1.3579273223876953,
    -1.617479483684292e-8, 1.3616089820861816, 3.8552041559114514e-8, 1.3653007745742798, -5.7370268535805735e-8,
    1.3690024614334106, -3.845881835218279e-8, 1.3727141618728638, 3.214804644713354e-9, 1.3764359951019287,
    -2.4347398763779893e-8, 1.380167841911316, 2.534892296068847e-8, 1.3839099407196045, -5.875577357983275e-8,
    1.3876620531082153, -1.0809686479262837e-8, 1.3914244174957275, -4.1723801302850916e-8, 1.3951969146728516,
    -4.706651512975668e-9, 1.398979663848877, 8.689434061182055e-9, 1.4027726650238037, 2.6196401492484256e-8,
    1.4065760374069214, -4.358790661740386e-8, 1.4103896617889404, -5.357166799058177e-8, 1.4142135381698608,
    2.4203234971764687e-8, 1.4180479049682617, -2.064784609956405e-8, 1.4218926429748535, -4.080568771769322e-8,
    1.4257477521896362, -8.08414224451326e-9, 1.4296133518218994, -1.3429929168751187e-8, 1.433489441871643,
    -2.8503853499728393e-8, 1.4373760223388672, -2.4889885708034853e-8, 1.4412730932235718, 2.5905054101826863e-8,
    1.4451807737350464, 3.324199937537742e-8, 1.449099063873291, 2.5768743583398646e-8, 1.4530279636383057,
    3.221074607040464e-8, 1.4569675922393799, -3.783793545153458e-8, 1.4609178304672241, -3.628657552212644e-8,
    1.464878797531128, -5.338472064408961e-8, 1.4688503742218018, 5.911518030643492e-8, 1.4728329181671143,
    -2.729774628562609e-8, 1.4768261909484863, -4.500898853621038e-8, 1.480830192565918, 3.5256555008800206e-8,
    1.4848451614379883, 4.434764111493905e-9, 1.4888709783554077, 1.1168989288989906e-8, 1.4929077625274658,
    -3.4236201429393986e-8, 1.496955394744873, 1.7022362186480677e-8, 1.5010141134262085, -4.3799783355780164e-8,
    1.505083680152893, 5.147051496123822e-8, 1.5091644525527954, -2.4959373234878512e-8, 1.5132561922073364,
    -4.754726390387987e-9, 1.5173590183258057, 2.2872409743968092e-8, 1.5214730501174927, -3.1208678308303206e-8,
    1.525598168373108, -1.7628568826921764e-8, 1.529734492301941, -2.5354653487852374e-8, 1.5338820219039917,
    -2.4063036008215022e-8, 1.5380407571792603, 1.665239679482511e-8, 1.5422108173370361, 8.070904833346049e-9,
    1.5463922023773193, -1.923629788791459e-8, 1.5505849123001099, -3.4615109001379096e-8, 1.5547889471054077,
    -7.328319284738427e-9, 1.5590044260025024, -2.5764665068095383e-8, 1.563231348991394, -5.9020035081402966e-8,
    1.567469596862793, 4.31027586955679e-8, 1.5717195272445679, -4.595222691250456e-8, 1.5759809017181396,
    -5.661025426206834e-8, 1.5802537202835083, 4.236931516743425e-8, 1.584538221359253, 4.389324104181469e-8,
    1.5888344049453735, -2.062821025106132e-8, 1.5931421518325806, -4.903136785472384e-10, 1.5974615812301636,
    1.6678463055086468e-8, 1.601792812347412, -5.666471736276435e-8, 1.606135606765747, 4.9651024625063656e-8,
    1.610490322113037, 9.836217174097328e-9, 1.6148568391799927, -2.4975131296400832e-8, 1.6192351579666138,
    -2.2771750707306637e-8, 1.6236252784729004, 4.8544428921104554e-8, 1.6280274391174316, -1.7260083140513416e-8,
    1.6324414014816284, 5.050564766406751e-8, 1.6368674039840698, 4.578289392043189e-8, 1.6413054466247559,
    1.019250350786649e-9, 1.6457555294036865, -5.124972091152813e-8, 1.6502175331115723, 4.0809045032119684e-8,
    1.6546918153762817, -4.7720085660785116e-8, 1.6591781377792358, -4.561761812738041e-8, 1.6636766195297241,
    -3.9202987522912736e-8, 1.6681872606277466, 4.502835881936562e-9, 1.6727101802825928, -6.409962005626824e-10,
    1.6772453784942627, -2.147638333838131e-8, 1.6817928552627563, -2.4755326677450284e-8, 1.6863526105880737,
    2.2860319859319134e-8, 1.6909247636795044, 3.558979955187169e-8, 1.6955093145370483, 4.695228383866379e-8,
    1.7001063823699951, -2.8651472305796233e-8, 1.7047158479690552, -3.8311004146862615e-8, 1.7093377113342285,
    5.176623574243422e-8, 1.7139722108840942, 3.7045833067850253e-8, 1.7186193466186523, -4.8496175963919086e-8,
    1.7232789993286133, -5.158234017699215e-8, 1.7279512882232666, -5.7261427599542e-8, 1.7326362133026123,
    -3.1280301016067824e-8, 1.73733389377594, -5.850223416814515e-8, 1.74204421043396, 1.4721196706091177e-8,
    1.7467674016952515, -1.5496082639288034e-8, 1.751503348350525, 4.6813530829581396e-9, 1.7562521696090698,
    -9.235770370707996e-9, 1.7610138654708862, -2.2433303215052547e-8, 1.7657884359359741, -2.70130012108849e-12,
    1.770576000213623, -2.615006877704218e-8, 1.7753764390945435, 5.3431978841445016e-8, 1.7801899909973145,
    3.551810934254718e-8, 1.785016655921936, -4.4603002180565454e-8, 1.7898563146591187, -3.233771650457129e-8,
    1.7947090864181519, -1.141504490931311e-8, 1.7995749711990356, 5.374149836256947e-8, 1.8044542074203491,
    -3.961372385674622e-8, 1.8093465566635132, -1.7292482112907237e-8, 1.8142521381378174, 3.736258236131107e-8,
    1.8191710710525513, 4.1106059001094764e-8, 1.8241033554077148, 2.9999338124753194e-8, 1.829048991203308,
    4.020158783646366e-8, 1.8340080976486206, -1.1239277952768134e-8, 1.8389805555343628, 3.1241530251691074e-8,
    1.8439666032791138, -3.432048956142353e-8, 1.848966121673584, -5.2163134256488775e-8, 1.8539791107177734,
    1.4365611811228973e-8, 1.8590058088302612, -3.640144186078942e-8, 1.8640460968017578, -4.84039688330995e-8,
    1.8690999746322632, 1.5308975420680326e-8, 1.8741676807403564, -4.663005626071026e-8, 1.8792489767074585,
    4.1349100143861506e-8, 1.884344220161438, -4.1129101902015464e-8, 1.8894531726837158, -1.829277707088295e-8,
    1.8945759534835815, 2.8103384508426643e-8, 1.8997126817703247, 1.640623104037786e-8, 1.9048633575439453,
    -1.5726271840321715e-8, 1.9100279808044434, -3.053405350783578e-8, 1.9152065515518188, 9.845328108326612e-9,
    1.9203991889953613, 2.416768651869461e-8, 1.9256058931350708, 5.050105400528082e-8, 1.9308267831802368,
    7.807390289826799e-9, 1.9360617399215698, 5.357072296874321e-8, 1.941311001777649, -1.224900891827474e-8,
    1.9465744495391846, -3.1959952906390754e-8, 1.9518520832061768, 3.302480067191027e-8, 1.9571441411972046,
    -1.7021804410433106e-8, 1.9624505043029785, -2.409405119863095e-8, 1.9677711725234985, 5.0709676457927344e-8,
    1.9731063842773438, 7.977890348342953e-9, 1.9784560203552246, 6.032726318494497e-9, 1.9838201999664307,
    -3.511621216034655e-8, 1.9891988039016724, 4.306559375777397e-8, 1.9945920705795288, 4.1591412980324094e-8,
  ],
  16,
);

@inline const EXP32_SHIFT: f32 = 12582912.0; // 1.5·2^23: adding it rounds to an integer held in the low bits
@inline const EXP32_SCALE: f32 = 369.3299255371094; // 256 / ln 2
@inline const EXP32_L1: f32 = 0.00270843505859375; // ln2/256 in three parts: 9 bits (n·L1 exact, |n| < 2^15)
@inline const EXP32_L2: f32 = -8.288770914077759e-7; // 9 bits
@inline const EXP32_L3: f32 = -7.440055516116928e-12;
@inline const EXP32_MARGIN: f32 = 4.656612873077393e-10; // 2^-31: the test's M (see above)

/** exp32x4Marked's splatted constants, from memory (a load is cheaper than V8's v128.const). */
const EXP32_CONSTANTS: usize = memory.data<i32>(
  [
    0x43b8aa3b,
    0x43b8aa3b,
    0x43b8aa3b,
    0x43b8aa3b, // 0: EXP32_SCALE
    0x4b400000,
    0x4b400000,
    0x4b400000,
    0x4b400000, // 1: EXP32_SHIFT
    0x3b318000,
    0x3b318000,
    0x3b318000,
    0x3b318000, // 2: EXP32_L1
    <i32>0xb55e8000,
    <i32>0xb55e8000,
    <i32>0xb55e8000,
    <i32>0xb55e8000, // 3: EXP32_L2
    <i32>0xad02e308,
    <i32>0xad02e308,
    <i32>0xad02e308,
    <i32>0xad02e308, // 4: EXP32_L3
    0x3e2aaaab,
    0x3e2aaaab,
    0x3e2aaaab,
    0x3e2aaaab, // 5: 0.16666667
    0x3f000000,
    0x3f000000,
    0x3f000000,
    0x3f000000, // 6: 0.5
    0x30000000,
    0x30000000,
    0x30000000,
    0x30000000, // 7: EXP32_MARGIN
    <i32>0xc2ae0000,
    <i32>0xc2ae0000,
    <i32>0xc2ae0000,
    <i32>0xc2ae0000, // 8: -87, the range's lower end (excluded)
    0x42b10000,
    0x42b10000,
    0x42b10000,
    0x42b10000, // 9: 88.5, its upper end (excluded)
    0x000000ff,
    0x000000ff,
    0x000000ff,
    0x000000ff, // 10: 255
    <i32>0xb4c07f00,
    <i32>0xb4c07f00,
    <i32>0xb4c07f00,
    <i32>0xb4c07f00, // 11: 127 * 256 - 0x4B400000
  ],
  16,
);

@inline function c32(index: i32): v128 {
  return v128.load(EXP32_CONSTANTS + ((<usize>index) << 4));
}

/** Vectors exp32x4Counted sent to the float64 path (scripts/exp32-exhaustive.mjs only). */
export let exp32Fallbacks: i32 = 0;

/** The float32 lanes' e^x, or the float64 path's result for the whole vector (see above). */
@inline export function exp32x4(x: v128): v128 {
  return exp32x4With<i32>(x, 0);
}

/** exp32x4 counting its fallbacks in exp32Fallbacks (for the exhaustive check, not the kernels). */
export function exp32x4Counted(x: v128): v128 {
  return exp32x4With<bool>(x, 0);
}

/** The address of a lane's (T_hi, T_lo) pair from its n + 1.5·2^23: j = the low 8 bits. */
@inline function exp32Entry(shifted: i32): usize {
  return EXP32_TABLE + ((<usize>shifted & 255) << 3);
}

/**
 * e^x of four float32 lanes: the float32-lane path when every lane passes the test, else the float64
 * path. With a `store` address (exp32Deferred), the float32-lane result is stored there whatever the
 * test says and the failed lanes' mask is returned instead.
 */
@inline function exp32x4With<Counting>(x: v128, store: usize): v128 {
  const shifted = f32x4.add(f32x4.mul(x, c32(0)), c32(1));
  const n = f32x4.sub(shifted, c32(1));
  const y = f32x4.sub(f32x4.sub(x, f32x4.mul(n, c32(2))), f32x4.mul(n, c32(3)));
  const tail = f32x4.mul(n, c32(4));
  const r = f32x4.sub(y, tail);
  const rLow = f32x4.sub(f32x4.sub(y, r), tail);
  // e^r − 1 = r + q, q = r²(1/2 + r/6) + rLow (the r⁴ term is below 2^-42)
  const q = f32x4.add(f32x4.mul(f32x4.mul(r, r), f32x4.add(f32x4.mul(r, c32(5)), c32(6))), rLow);
  // T_hi, T_lo from the table (j: n's low 8 bits)
  const pairs01 = v128.load64_lane(
    exp32Entry(i32x4.extract_lane(shifted, 1)),
    v128.load64_zero(exp32Entry(i32x4.extract_lane(shifted, 0))),
    1,
  );
  const pairs23 = v128.load64_lane(
    exp32Entry(i32x4.extract_lane(shifted, 3)),
    v128.load64_zero(exp32Entry(i32x4.extract_lane(shifted, 2))),
    1,
  );
  const high = v128.shuffle<f32>(pairs01, pairs23, 0, 2, 4, 6);
  const low = v128.shuffle<f32>(pairs01, pairs23, 1, 3, 5, 7);
  const s = f32x4.add(f32x4.mul(high, r), f32x4.add(f32x4.mul(high, q), low));
  const up = f32x4.add(high, f32x4.add(s, c32(7)));
  const down = f32x4.add(high, f32x4.sub(s, c32(7)));
  // A lane fails the test where up and down differ (NaN and ±inf inputs give NaN there, which
  // differs too) or x is outside (-87, 88.5); any_true of the failures is cheaper than all_true.
  const failed = v128.or(f32x4.ne(up, down), v128.or(f32x4.le(x, c32(8)), f32x4.ge(x, c32(9))));
  // 2^k = 2^(n >> 8) (k in [-126, 127] in range) as float32 bits: ((n + 127·256) >> 8) << 23
  const scale = v128.shl<i32>(v128.shr<i32>(v128.add<i32>(shifted, c32(11)), 8), 23);
  if (store != 0) {
    v128.store(store, f32x4.mul(up, scale));
    return failed;
  }
  if (v128.any_true(failed)) {
    if (isBoolean<Counting>()) exp32Fallbacks++;
    return exp32x4Slow(x);
  }
  return f32x4.mul(up, scale);
}

/**
 * exp32x4's float32-lane result stored at `store` whatever the test says; returns the failed lanes'
 * mask (all ones where the float64 path must redo the vector). For kernels that defer the redo.
 */
@inline export function exp32x4Store(x: v128, store: usize): v128 {
  return exp32x4With<i32>(x, store);
}

/** The float64 path (four lanes widened): the fallback of exp32x4, and its reference. */
export function exp32x4Slow(x: v128): v128 {
  return widened<i32>(x, 0);
}

/**
 * Contiguous float32 exp with the test's branch taken one iteration late; returns the elements done
 * (a multiple of 16). exp32x4 branches on each vector's test as soon as it is known, at the end of a
 * long chain of dependent operations; each vector that falls back (3% of them on typical data, many
 * more where values lie outside (-87, 88.5)) is a mispredicted branch that discards the work begun
 * after it, and once the data comes from beyond the L2 cache that work waits on memory. Here every
 * vector's float32-lane result is stored, the four vectors' failures are kept as a 16-bit mask, and
 * the vectors that failed are recomputed by the float64 path during the next iteration, when the
 * mask has long been known. `out` must not be `input` (the recomputation reads the input again).
 */
export function exp32Deferred(input: usize, out: usize, count: i32): i32 {
  let pending = 0;
  let pendingAt: usize = 0;
  let i = 0;
  for (; i + 16 <= count; i += 16) {
    const at = (<usize>i) << 2;
    const failed0 = exp32x4With<i32>(v128.load(input + at), out + at);
    const failed1 = exp32x4With<i32>(v128.load(input + at + 16), out + at + 16);
    const failed2 = exp32x4With<i32>(v128.load(input + at + 32), out + at + 32);
    const failed3 = exp32x4With<i32>(v128.load(input + at + 48), out + at + 48);
    const mask =
      v128.bitmask<i32>(failed0) |
      (v128.bitmask<i32>(failed1) << 4) |
      (v128.bitmask<i32>(failed2) << 8) |
      (v128.bitmask<i32>(failed3) << 12);
    if (pending != 0) exp32Redo(input + pendingAt, out + pendingAt, pending);
    pending = mask;
    pendingAt = at;
  }
  if (pending != 0) exp32Redo(input + pendingAt, out + pendingAt, pending);
  return i;
}

/** The float64 path over the vectors of a 16-element block whose 4-bit group in `failed` is set. */
function exp32Redo(input: usize, out: usize, failed: i32): void {
  if (failed & 0x000f) v128.store(out, exp32x4Slow(v128.load(input)));
  if (failed & 0x00f0) v128.store(out, exp32x4Slow(v128.load(input, 16)), 16);
  if (failed & 0x0f00) v128.store(out, exp32x4Slow(v128.load(input, 32)), 32);
  if (failed & 0xf000) v128.store(out, exp32x4Slow(v128.load(input, 48)), 48);
}

/** sin (cosine = false) or cos of four float32 lanes; lanes beyond 2^18 (or inf) go through sin64/cos64. */
@inline function sinCos32x4(x: v128, cosine: bool): v128 {
  const magnitude = f32x4.abs(x);
  if (v128.any_true(f32x4.gt(magnitude, f32x4.splat(262144)))) {
    let out = x;
    out = f32x4.replace_lane(out, 0, slowSinCos(f32x4.extract_lane(x, 0), cosine));
    out = f32x4.replace_lane(out, 1, slowSinCos(f32x4.extract_lane(x, 1), cosine));
    out = f32x4.replace_lane(out, 2, slowSinCos(f32x4.extract_lane(x, 2), cosine));
    out = f32x4.replace_lane(out, 3, slowSinCos(f32x4.extract_lane(x, 3), cosine));
    return out;
  }
  const result = widened<i32>(x, cosine ? 3 : 2);
  if (cosine) return result;
  return v128.bitselect(x, result, f32x4.lt(magnitude, f32x4.splat(TINY_F32)));
}

function slowSinCos(value: f32, cosine: bool): f32 {
  if (abs<f32>(value) <= 262144) {
    // a lane of a vector that went the slow way: same polynomial as the fast path
    return f32x4.extract_lane(sinCos32x4(f32x4.splat(value), cosine), 0);
  }
  return <f32>(cosine ? cos64(<f64>value) : sin64(<f64>value));
}

@inline export function sin32x4(x: v128): v128 {
  return sinCos32x4(x, false);
}
@inline export function cos32x4(x: v128): v128 {
  return sinCos32x4(x, true);
}

export function exp32(x: f32): f32 {
  return f32x4.extract_lane(exp32x4(f32x4.splat(x)), 0);
}
export function sin32simd(x: f32): f32 {
  return f32x4.extract_lane(sin32x4(f32x4.splat(x)), 0);
}
export function cos32simd(x: f32): f32 {
  return f32x4.extract_lane(cos32x4(f32x4.splat(x)), 0);
}

// ---- erf ----------------------------------------------------------------------------------------
// The error function, by the rational approximations of Sun's fdlibm s_erf.c (1993; the same in
// musl and Go), whose error is below 1 ulp: odd rational in x² on |x| < 0.84375; erx + P(s)/Q(s),
// s = |x| − 1, on [0.84375, 1.25); beyond, 1 − e^(−x²−0.5625 + R(1/x²)/S(1/x²)) / |x|, with x²
// formed from a 32-bit-truncated x so that e^(−z²) carries no rounding of its argument; ±1 from 6.
const ERX: f64 = 8.45062911510467529297e-1;
const EFX: f64 = 1.28379167095512586316e-1;

/** erf(x) for float64. */
export function erf64(x: f64): f64 {
  if (x != x) return x;
  const magnitude = abs<f64>(x);
  let result: f64;
  if (magnitude < 0.84375) {
    if (magnitude < 3.725290298461914e-9) {
      // 2^-28: erf x = 2x/√π to within an ulp
      // Near the subnormals, scaled by 8 so that the product EFX·x keeps its bits.
      if (magnitude < 2.848094538889218e-306) return 0.125 * (8 * x + 8 * EFX * x);
      return x + EFX * x;
    }
    const z = x * x;
    const r =
      1.28379167095512558561e-1 +
      z *
        (-3.2504210724700149937e-1 +
          z * (-2.84817495755985104766e-2 + z * (-5.77027029648944159157e-3 + z * -2.37630166566501626084e-5)));
    const s =
      1 +
      z *
        (3.97917223959155352819e-1 +
          z *
            (6.50222499887672944485e-2 +
              z * (5.08130628187576562776e-3 + z * (1.32494738004321644526e-4 + z * -3.9602282787753681232e-6))));
    return x + x * (r / s);
  }
  if (magnitude < 1.25) {
    const s = magnitude - 1;
    const p =
      -2.36211856075265944077e-3 +
      s *
        (4.14856118683748331666e-1 +
          s *
            (-3.72207876035701323847e-1 +
              s *
                (3.18346619901161753674e-1 +
                  s * (-1.10894694282396677476e-1 + s * (3.54783043256182359371e-2 + s * -2.166375594868790843e-3)))));
    const q =
      1 +
      s *
        (1.06420880400844228286e-1 +
          s *
            (5.40397917702171048937e-1 +
              s *
                (7.18286544141962662868e-2 +
                  s * (1.26171219808761642112e-1 + s * (1.36370839120290507362e-2 + s * 1.1984499846799107417e-2)))));
    result = ERX + p / q;
  } else if (magnitude >= 6) {
    result = 1;
  } else {
    const s = 1 / (magnitude * magnitude);
    let r: f64, t: f64;
    if (magnitude < 2.857142857142857) {
      // 1/0.35
      r =
        -9.86494403484714822705e-3 +
        s *
          (-6.93858572707181764372e-1 +
            s *
              (-1.05586262253232909814e1 +
                s *
                  (-6.23753324503260060396e1 +
                    s *
                      (-1.62396669462573470355e2 +
                        s *
                          (-1.84605092906711035994e2 +
                            s * (-8.12874355063065934246e1 + s * -9.81432934416914548592))))));
      t =
        1 +
        s *
          (1.96512716674392571292e1 +
            s *
              (1.376577541435190426e2 +
                s *
                  (4.34565877475229228821e2 +
                    s *
                      (6.45387271733267880336e2 +
                        s *
                          (4.29008140027567833386e2 +
                            s *
                              (1.08635005541779435134e2 +
                                s * (6.57024977031928170135 + s * -6.04244152148580987438e-2)))))));
    } else {
      r =
        -9.86494292470009928597e-3 +
        s *
          (-7.99283237680523006574e-1 +
            s *
              (-1.77579549177547519889e1 +
                s *
                  (-1.60636384855821916062e2 +
                    s *
                      (-6.37566443368389627722e2 + s * (-1.02509513161107724954e3 + s * -4.83519191608651397019e2)))));
      t =
        1 +
        s *
          (3.03380607434824582924e1 +
            s *
              (3.25792512996573918826e2 +
                s *
                  (1.53672958608443695994e3 +
                    s *
                      (3.19985821950859553908e3 +
                        s *
                          (2.55305040643316442583e3 +
                            s * (4.74528541206955367215e2 + s * -2.24409524465858183362e1))))));
    }
    const high = reinterpret<f64>(reinterpret<u64>(magnitude) & 0xffffffff00000000);
    const tail = Math.exp(-high * high - 0.5625) * Math.exp((high - magnitude) * (high + magnitude) + r / t);
    result = 1 - tail / magnitude;
  }
  return x < 0 ? -result : result;
}

// ---- sinh, cosh, sinc, logaddexp, logaddexp2 (float64, < 1 ulp: double-double where a plain
// formula cancels or compounds roundings; float32 computes these in float64, rounded once) --------

/** 1/(eh + el) as ddHi + ddLo. */
@inline function ddReciprocal(eh: f64, el: f64): void {
  const first = 1 / eh;
  twoProduct(first, eh);
  const remainder = 1 - ddHi - ddLo - first * el;
  ddHi = first;
  ddLo = remainder / eh;
}

/** e^a/2 for 700 ≤ a ≤ 711 (e^(a/2) squared, halved before it can overflow). */
@inline function halfExpLarge(a: f64): f64 {
  expDouble(a * 0.5);
  const h = ddHi;
  const l = ddLo;
  twoProduct(0.5 * h, h);
  if (ddHi == Infinity) return ddHi;
  return ddHi + (ddLo + h * l);
}

/** sinh x: Taylor below 1/2 (x carried exactly), (e − 1/e)/2 in double-double above. */
export function sinh64(x: f64): f64 {
  const a = abs<f64>(x);
  if (a < 1.4901161193847656e-8) return x; // 2^-26: x³/6 is below half an ulp (NaN too)
  if (a < 0.5) {
    const z = x * x;
    const poly =
      z *
      (0.16666666666666666 +
        z *
          (0.008333333333333333 +
            z *
              (0.0001984126984126984 +
                z *
                  (2.7557319223985893e-6 +
                    z * (2.505210838544172e-8 + z * (1.6059043836821613e-10 + z * 7.647163731819816e-13))))));
    return x + x * poly;
  }
  if (!(a < 711)) return x * Infinity; // inf beyond e^711/2 (≥ 710.476)
  if (a >= 700) return copysign<f64>(halfExpLarge(a), x);
  expDouble(a);
  const eh = ddHi;
  const el = ddLo;
  if (a > 40) return copysign<f64>(0.5 * eh + 0.5 * el, x); // e^−a is below 2^-115 of e^a
  ddReciprocal(eh, el);
  const rh = ddHi;
  const rl = ddLo;
  twoSum(eh, -rh);
  return copysign<f64>(0.5 * (ddHi + (ddLo + (el - rl))), x);
}

/** cosh x: Taylor below 1/2, (e + 1/e)/2 in double-double above. */
export function cosh64(x: f64): f64 {
  const a = abs<f64>(x);
  if (a < 1.4901161193847656e-8) return 1; // 2^-26: x²/2 is below half an ulp of 1
  if (a < 0.5) {
    const z = x * x;
    const poly =
      0.5 +
      z *
        (0.041666666666666664 +
          z *
            (0.001388888888888889 +
              z *
                (2.48015873015873e-5 +
                  z * (2.755731922398589e-7 + z * (2.08767569878681e-9 + z * 1.1470745597729725e-11)))));
    return 1 + z * poly;
  }
  if (!(a < 711)) return a + Infinity; // inf (NaN stays NaN)
  if (a >= 700) return halfExpLarge(a);
  expDouble(a);
  const eh = ddHi;
  const el = ddLo;
  if (a > 40) return 0.5 * eh + 0.5 * el;
  ddReciprocal(eh, el);
  const rh = ddHi;
  const rl = ddLo;
  twoSum(eh, rh);
  return 0.5 * (ddHi + (ddLo + (el + rl)));
}

@inline const PI_HI: f64 = 3.141592653589793;
@inline const PI_LO: f64 = 1.2246467991473532e-16;

/**
 * NumPy's normalized sinc, sin(πx)/(πx): x is reduced exactly to r ∈ [−1/2, 1/2] with
 * sin(πx) = ±sin(πr), and πr, sin(πr) and πx are carried as double-doubles, so integers give
 * exactly 0 and the only sizeable error is the final rounding.
 */
export function sinc64(x: f64): f64 {
  const a = abs<f64>(x);
  if (a < 3.725290298461914e-9) return 1; // 2^-28: 1 − (πx)²/6 rounds to 1
  if (!(a < Infinity)) return x - x; // NaN for ±inf and NaN
  if (a >= 4503599627370496) return 0; // 2^52: an integer
  let r = a - 2 * nearest<f64>(a * 0.5); // a − 2k ∈ [−1, 1], exact
  if (r > 0.5) r = 1 - r;
  else if (r < -0.5) r = -1 - r;
  if (r == 0) return 0;
  const folded = abs<f64>(r) > 0.25;
  const t = folded ? 0.5 - abs<f64>(r) : r; // sin(πr) = sign(r)·cos(π(1/2 − |r|)), exact
  twoProduct(PI_HI, t);
  const h = ddHi;
  const l = ddLo + PI_LO * t;
  if (folded) cosKernel(h, l);
  else sinKernel(h, l);
  const sh = folded && r < 0 ? -ddHi : ddHi;
  const sl = folded && r < 0 ? -ddLo : ddLo;
  twoProduct(PI_HI, a);
  return ddDivide(sh, sl, ddHi, ddLo + PI_LO * a);
}

@inline const LN2_HI: f64 = 0.6931471805599453;
@inline const LN2_LO: f64 = 2.3190468138462996e-17;
@inline const LOG2E_HI: f64 = 1.4426950408889634;
@inline const LOG2E_LO: f64 = 2.0355273740931033e-17;

/**
 * log(1 + e^−(zh + zl)) for zh ≥ 0 as ddHi + ddLo: e^−z as a double-double, then Math.log1p's
 * value corrected by one Newton step against expDouble (absolute error ~2^-62).
 */
@inline function log1pExpNegative(zh: f64, zl: f64): void {
  expDouble(-zh);
  const th = ddHi;
  const tl = ddLo - th * zl;
  if (th < 0.0078125) {
    // t < 2^-7: t − t²/2 + t³(1/3 − t/4 + …), the first two terms in double-double.
    twoProduct(th, th);
    const qh = ddHi;
    const ql = ddLo + 2 * th * tl;
    const poly =
      0.3333333333333333 +
      th *
        (-0.25 +
          th *
            (0.2 +
              th *
                (-0.16666666666666666 +
                  th * (0.14285714285714285 + th * (-0.125 + th * (0.1111111111111111 + th * -0.1))))));
    twoSum(th, -0.5 * qh);
    ddLo += tl - 0.5 * ql + th * qh * poly;
    return;
  }
  const y0 = Math.log1p(th);
  expDouble(-y0);
  const eh = ddHi;
  const el = ddLo;
  twoSum(1, th);
  const sh = ddHi;
  const sl = ddLo + tl;
  twoProduct(sh, eh);
  const u = ddHi - 1 + (ddLo + sh * el + sl * eh); // (1 + t)·e^−y0 − 1, ph − 1 exact
  ddHi = y0;
  ddLo = u;
}

/** log(e^x + e^y): the larger plus log1p(e^−d), d = |x − y| exact as a double-double. */
export function logaddexp64(x: f64, y: f64): f64 {
  if (x != x || y != y) return x + y;
  const high = max<f64>(x, y);
  const low = min<f64>(x, y);
  // + 0: log(e^−inf + e^−0) is log 1 = +0, as NumPy's y + log1p(0) gives (−inf and −inf stay −inf)
  if (low == -Infinity || high == Infinity) return high + 0;
  twoSum(high, -low);
  const dh = ddHi;
  const dl = ddLo;
  if (dh > 700) return high + Math.exp(-dh); // e^−d below 2^-1000
  log1pExpNegative(dh, dl);
  const lh = ddHi;
  const ll = ddLo;
  twoSum(high, lh);
  return ddHi + (ddLo + ll);
}

/** log2(2^x + 2^y): the larger plus log2(1 + 2^−d), as logaddexp64 with d·ln 2. */
export function logaddexp2_64(x: f64, y: f64): f64 {
  if (x != x || y != y) return x + y;
  const high = max<f64>(x, y);
  const low = min<f64>(x, y);
  if (low == -Infinity || high == Infinity) return high + 0; // as logaddexp64: −0 becomes +0
  twoSum(high, -low);
  const dh = ddHi;
  const dl = ddLo;
  if (dh > 1000) return high + Math.exp2(-dh);
  twoProduct(dh, LN2_HI);
  const zh = ddHi;
  const zl = ddLo + dl * LN2_HI + dh * LN2_LO;
  log1pExpNegative(zh, zl);
  const lh = ddHi;
  const ll = ddLo;
  twoProduct(lh, LOG2E_HI);
  const mh = ddHi;
  const ml = ddLo + ll * LOG2E_HI + lh * LOG2E_LO;
  twoSum(high, mh);
  return ddHi + (ddLo + ml);
}

// ---- i0, the modified Bessel function of the first kind, order 0 -----------------------------------
// I0(x) = Σ (x²/4)^k/(k!)² (the series up to |x| = 25, 42 terms) and, above,
// e^|x|/√(2π|x|)·(1 + Σ_k Π_{j≤k} (2j − 1)²/(8j|x|)) (the asymptotic series, 23 terms, below 2^-60
// of the sum there). float64 carries the series terms, e^|x| and 1/√(2π|x|) as double-doubles; the
// float32 form (plainI0) runs the same sums in float64 (error ~2^-48 before the rounding to float32).

@inline const I0_SERIES_LIMIT: f64 = 25;
@inline const TWO_PI_HI: f64 = 6.283185307179586;
@inline const TWO_PI_LO: f64 = 2.4492935982947064e-16;

/** Σ_{k≥1} Π_{j≤k} (2j − 1)²/(8ja), the asymptotic series' tail past its leading 1 (a > 25). */
@inline function i0AsymptoticTail(a: f64): f64 {
  const step = 1 / (8 * a);
  let term: f64 = 1;
  let sum: f64 = 0;
  for (let k = 1; k <= 23; k++) {
    const odd = <f64>(2 * k - 1);
    term *= ((odd * odd) / <f64>k) * step;
    sum += term;
  }
  return sum;
}

/** I0(x) in float64 arithmetic, for the float32 kernels (rounded once to float32 there). */
export function plainI0(x: f64): f64 {
  const a = abs<f64>(x);
  if (a <= I0_SERIES_LIMIT) {
    const y = a * a * 0.25;
    let term: f64 = 1;
    let sum: f64 = 1;
    for (let k = 1; k <= 42; k++) {
      term *= y / <f64>(k * k);
      sum += term;
    }
    return sum;
  }
  if (!(a < 714)) return a == Infinity ? NaN : a + Infinity; // overflow; ±inf: NaN (NumPy's, JAX's e^∞·0)
  const half = Math.exp(a * 0.5);
  return ((half * (1 + i0AsymptoticTail(a))) / Math.sqrt(TWO_PI_HI * a)) * half;
}

/** I0(x) in float64 (< 1 ulp: the sums and factors in double-double, rounded once). */
export function i0_64(x: f64): f64 {
  const a = abs<f64>(x);
  if (a < 2.1073424255447017e-8) return 1; // 2^-25.5: x²/4 below a quarter ulp of 1
  if (a <= I0_SERIES_LIMIT) {
    // y = a²/4 as a double-double; term_k = term_{k−1}·y/k², summed in double-double
    twoProduct(a, a);
    const yh = ddHi * 0.25;
    const yl = ddLo * 0.25;
    let th: f64 = 1;
    let tl: f64 = 0;
    let sh: f64 = 1;
    let sl: f64 = 0;
    for (let k = 1; k <= 42; k++) {
      twoProduct(th, yh);
      const ph = ddHi;
      const pl = ddLo + th * yl + tl * yh;
      const square = <f64>(k * k);
      const qh = ph / square;
      twoProduct(qh, square);
      th = qh;
      tl = (ph - ddHi - ddLo + pl) / square;
      twoSum(sh, th);
      const low = ddLo + sl + tl;
      sh = ddHi + low;
      sl = low - (sh - ddHi);
    }
    return sh + sl;
  }
  if (!(a < 714)) return a == Infinity ? NaN : a + Infinity; // overflow; ±inf: NaN (NumPy's, JAX's e^∞·0)
  // c = (1 + tail)/√(2πa) as a double-double
  twoProduct(a, TWO_PI_HI);
  const wh = ddHi;
  const wl = ddLo + a * TWO_PI_LO;
  const root = Math.sqrt(wh);
  twoProduct(root, root);
  const rootLow = (wh - ddHi - ddLo + wl) / (2 * root);
  ddReciprocal(root, rootLow);
  const rh = ddHi;
  const rl = ddLo;
  const tail = i0AsymptoticTail(a);
  twoProduct(rh, 1 + tail);
  const ch = ddHi;
  const cl = ddLo + rh * (tail - (1 + tail - 1)) + rl * (1 + tail);
  // e^(a/2)·c·e^(a/2), so e^a alone never overflows
  expDouble(a * 0.5);
  const eh = ddHi;
  const el = ddLo;
  twoProduct(eh, ch);
  const mh = ddHi;
  const ml = ddLo + eh * cl + el * ch;
  twoProduct(mh, eh);
  if (!isFinite<f64>(ddLo)) return ddHi; // at the top of the range Dekker's split overflows
  return ddHi + (ddLo + mh * el + ml * eh);
}

/** x with the sign of y (the builtin, under a name a module exporting a `copysign` kernel can import). */
@inline export function copySign64(x: f64, y: f64): f64 {
  return copysign<f64>(x, y);
}
