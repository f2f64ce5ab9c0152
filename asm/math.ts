// Scalar float64 functions accurate to < 1 ulp over the whole range, and the float32 ones derived
// from them (computed in float64, rounded once). AssemblyScript's own Math is used where its error
// is already below 1 ulp (exp, log, exp2, log2, log10, log1p, hypot, atan2: see
// docs/accuracy.md for the measured figures); sin, cos, tan, tanh and expm1 are implemented here:
//   - argument reduction for sin/cos/tan is exact enough for every double: a four-part π/2
//     (Cody–Waite, 170 bits) below 2^20, Payne–Hanek with 1,400 bits of 2/π above;
//   - the reduced argument is a double-double y0 + y1, |y0| ≤ π/4, and the kernels carry its
//     low part (Taylor polynomials; the leading terms in double-double), so the only sizeable
//     error is the final rounding.

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
  ddLo = ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow;
}

/** a + b = ddHi + ddLo exactly (Knuth; any magnitudes). */
@inline function twoSum(a: f64, b: f64): void {
  const sum = a + b;
  const bPart = sum - a;
  ddHi = sum;
  ddLo = (a - (sum - bPart)) + (b - bPart);
}

/** (nh + nl) / (dh + dl) to about 2^-100 relative: one Newton correction of the quotient. */
@inline function ddDivide(nh: f64, nl: f64, dh: f64, dl: f64): f64 {
  const first = nh / dh;
  twoProduct(first, dh);
  const remainder = ((nh - ddHi) - ddLo + nl) - first * dl;
  return first + remainder / dh;
}

// ---- argument reduction: x = q·π/2 + (rY0 + rY1) ------------------------------------------------

let rY0: f64 = 0;
let rY1: f64 = 0;

// π/2 in four parts: 32 + 32 + 53 + 53 bits (q·part is exact for q < 2^21 in the first two).
@inline const PIO2_1: f64 = reinterpret<f64>(0x3FF921FB54400000);
@inline const PIO2_2: f64 = reinterpret<f64>(0x3DD0B4611A600000);
@inline const PIO2_3: f64 = reinterpret<f64>(0x3BA3198A2E037073);
@inline const PIO2_4: f64 = reinterpret<f64>(0x384129024E088A68);
// π/2 as a double-double, for the Payne–Hanek result.
@inline const PIO2_HI: f64 = reinterpret<f64>(0x3FF921FB54442D18);
@inline const PIO2_LO: f64 = reinterpret<f64>(0x3C91A62633145C07);
@inline const TWO_OVER_PI: f64 = reinterpret<f64>(0x3FE45F306DC9C883);

/** Bits of 2/π, 64 per word, most significant first (word 0 holds the weights 2^-1 … 2^-64). */
const TWO_OVER_PI_BITS: usize = memory.data<u64>([
  0xA2F9836E4E441529, 0xFC2757D1F534DDC0, 0xDB6295993C439041, 0xFE5163ABDEBBC561,
  0xB7246E3A424DD2E0, 0x06492EEA09D1921C, 0xFE1DEB1CB129A73E, 0xE88235F52EBB4484,
  0xE99C7026B45F7E41, 0x3991D639835339F4, 0x9C845F8BBDF9283B, 0x1FF897FFDE05980F,
  0xEF2F118B5A0A6D1F, 0x6D367ECF27CB09B7, 0x4F463F669E5FEA2D, 0x7527BAC7EBE5F17B,
  0x3D0739F78A5292EA, 0x6BFB5FB11F8D5D08, 0x56033046FC7B6BAB, 0xF0CFBC209AF4361D,
  0xA9E391615EE61B08, 0x6599855F14A06840,
]);

/** The 256-bit product in Payne–Hanek, least significant limb first, and a zero limb above. */
const LIMBS: usize = memory.data(40, 8);

let mulHigh: u64 = 0;

/** a·b: the low 64 bits returned, the high 64 in mulHigh. */
@inline function multiply64(a: u64, b: u64): u64 {
  const a0 = a & 0xFFFFFFFF, a1 = a >>> 32, b0 = b & 0xFFFFFFFF, b1 = b >>> 32;
  const low = a0 * b0;
  const middle1 = a1 * b0 + (low >>> 32);
  const middle2 = a0 * b1 + (middle1 & 0xFFFFFFFF);
  mulHigh = a1 * b1 + (middle1 >>> 32) + (middle2 >>> 32);
  return (middle2 << 32) | (low & 0xFFFFFFFF);
}

/** 64 bits of the product starting at bit `position`. */
@inline function productBits(position: i32): u64 {
  const at = LIMBS + (<usize>(position >>> 6) << 3);
  const shift = <u64>(position & 63);
  if (shift == 0) return load<u64>(at);
  return (load<u64>(at) >>> shift) | (load<u64>(at, 8) << (64 - shift));
}

/** 64 bits of 2/π starting at (0-based) bit `offset`. */
@inline function twoOverPiBits(offset: i32): u64 {
  const at = TWO_OVER_PI_BITS + (<usize>(offset >>> 6) << 3);
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
  const exponent = <i32>((bits >>> 52) & 0x7FF) - 1075; // x = significand · 2^exponent
  const significand = (bits & 0x000FFFFFFFFFFFFF) | 0x0010000000000000;
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
  store<u64>(LIMBS, aLow);
  store<u64>(LIMBS, limb1, 8);
  store<u64>(LIMBS, limb2, 16);
  store<u64>(LIMBS, cHigh + carry2, 24);
  store<u64>(LIMBS, 0, 32);
  const point = start + 191 - exponent; // fraction bits of the product
  let quadrant = <i32>(productBits(point) & 3);
  let high = productBits(point - 64);
  let low = productBits(point - 128);
  let negative = false;
  if ((high >>> 63) != 0) {
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
  let productLow = ddLo + (fractionHigh * PIO2_LO + fractionLow * PIO2_HI);
  let y0 = ddHi + productLow;
  let y1 = productLow - (y0 - ddHi);
  if (negative != (x < 0)) { y0 = -y0; y1 = -y1; }
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
  const poly = z * (-0.16666666666666666 + z * (0.008333333333333333 + z * (-0.0001984126984126984 +
    z * (2.7557319223985893e-6 + z * (-2.505210838544172e-8 + z * (1.6059043836821613e-10 +
    z * (-7.647163731819816e-13 + z * 2.8114572543455206e-15)))))));
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
  const poly = zh * zh * (0.041666666666666664 + zh * (-0.001388888888888889 + zh * (2.48015873015873e-5 +
    zh * (-2.755731922398589e-7 + zh * (2.08767569878681e-9 + zh * (-1.1470745597729725e-11 +
    zh * (4.779477332387385e-14 + zh * -1.5619206968586225e-16)))))));
  const tail = (((1 - w) - halfZ) - 0.5 * zl) + poly - y0 * y1;
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
  const sh = ddHi, sl = ddLo;
  cosKernel(y0, y1);
  const ch = ddHi, cl = ddLo;
  if (quadrant) return -ddDivide(ch, cl, sh, sl);
  return ddDivide(sh, sl, ch, cl);
}

// ---- exp as a double-double, tanh ------------------------------------------------------------------

@inline const LN2_1: f64 = reinterpret<f64>(0x3FE62E42FEE00000); // 32 bits
@inline const LN2_2: f64 = reinterpret<f64>(0x3DEA39EF35600000); // 32 bits
@inline const LN2_3: f64 = reinterpret<f64>(0x3BE93C7673007E5F);
@inline const INV_LN2: f64 = reinterpret<f64>(0x3FF71547652B82FE);

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
  const poly = 0.16666666666666666 + rh * (0.041666666666666664 + rh * (0.008333333333333333 +
    rh * (0.001388888888888889 + rh * (0.0001984126984126984 + rh * (2.48015873015873e-5 +
    rh * (2.7557319223985893e-6 + rh * (2.755731922398589e-7 + rh * (2.505210838544172e-8 +
    rh * (2.08767569878681e-9 + rh * (1.6059043836821613e-10 + rh * 1.1470745597729725e-11))))))))));
  const tail = rh * squareHigh * poly + 0.5 * squareLow + rl * (1 + rh);
  twoSum(1, rh);
  const ah = ddHi, al = ddLo;
  twoSum(ah, 0.5 * squareHigh);
  const bh = ddHi;
  const low = al + ddLo + tail;
  const high = bh + low;
  const scale = reinterpret<f64>(<u64>(<i64>k + 1023) << 52);
  ddHi = high * scale;
  ddLo = (low - (high - bh)) * scale;
}

export function tanh64(x: f64): f64 {
  const magnitude = abs<f64>(x);
  if (!(magnitude < 22)) return x != x ? x : copysign<f64>(1, x);
  if (magnitude < 3.725290298461914e-9) return x;
  if (magnitude < 0.4) {
    const z = x * x;
    const poly = z * (-0.3333333333333333 + z * (0.13333333333333333 + z * (-0.05396825396825397 +
      z * (0.021869488536155203 + z * (-0.008863235529902197 + z * (0.003592128036572481 +
      z * (-0.0014558343870513183 + z * (0.000590027440945586 + z * (-0.00023912911424355248 +
      z * (9.691537956929451e-5 + z * (-3.927832388331683e-5 + z * (1.5918905069328964e-5 +
      z * (-6.451689215655431e-6 + z * (2.6147711512907546e-6 + z * -1.0597268320104654e-6))))))))))))));
    return x + x * poly;
  }
  // tanh|x| = (1 - e)/(1 + e), e = e^(-2|x|), all in double-double.
  expDouble(-2 * magnitude);
  const eh = ddHi, el = ddLo;
  twoSum(1, -eh);
  const nh = ddHi, nl = ddLo - el;
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
    const poly = 0.16666666666666666 + x * (0.041666666666666664 + x * (0.008333333333333333 +
      x * (0.001388888888888889 + x * (0.0001984126984126984 + x * (2.48015873015873e-5 +
      x * (2.7557319223985893e-6 + x * (2.755731922398589e-7 + x * (2.505210838544172e-8 +
      x * (2.08767569878681e-9 + x * (1.6059043836821613e-10 + x * 1.1470745597729725e-11))))))))));
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

export function sin32(x: f32): f32 { return <f32>sin64(<f64>x); }
export function cos32(x: f32): f32 { return <f32>cos64(<f64>x); }
export function tan32(x: f32): f32 { return <f32>tan64(<f64>x); }
export function tanh32(x: f32): f32 { return <f32>tanh64(<f64>x); }

// ---- float32 exp, sin, cos, tanh as SIMD polynomials ----------------------------------------------
// Four float32 lanes are widened to two f64x2 halves; the reduction and a Taylor polynomial run in
// float64 (relative error ~2^-40), and the one rounding to float32 at the end keeps the result
// within 1 ulp of the correctly rounded one (measured: docs/accuracy.md). The scalar forms run the
// same vector code on a splat, so a lane's result never depends on which loop computed it (the
// float16/bfloat16 kernels round exactly the float32 kernel's result).

/**
 * The f64x2 constants of the polynomials below, from memory: V8 re-materialises a v128.const at
 * every use (3 instructions); a load is one. Index = position.
 */
const CONSTANTS: usize = memory.data<f64>([
  2.7557319223985893e-06, 2.7557319223985893e-06, // 0
  2.48015873015873e-05, 2.48015873015873e-05, // 1
  0.0001984126984126984, 0.0001984126984126984, // 2
  0.001388888888888889, 0.001388888888888889, // 3
  0.008333333333333333, 0.008333333333333333, // 4
  0.041666666666666664, 0.041666666666666664, // 5
  0.16666666666666666, 0.16666666666666666, // 6
  0.5, 0.5, // 7
  1.0, 1.0, // 8
  0.0, 0.0, // 9
  -200.0, -200.0, // 10
  200.0, 200.0, // 11
  1.4426950408889634, 1.4426950408889634, // 12
  0.6931471803691238, 0.6931471803691238, // 13
  1.9082149292705877e-10, 1.9082149292705877e-10, // 14
  0.6366197723675814, 0.6366197723675814, // 15
  1.5707963267341256, 1.5707963267341256, // 16
  6.077100506303966e-11, 6.077100506303966e-11, // 17
  2.0222662487959506e-21, 2.0222662487959506e-21, // 18
  1.6059043836821613e-10, 1.6059043836821613e-10, // 19
  -2.505210838544172e-08, -2.505210838544172e-08, // 20
  -0.0001984126984126984, -0.0001984126984126984, // 21
  -0.16666666666666666, -0.16666666666666666, // 22
  -1.1470745597729725e-11, -1.1470745597729725e-11, // 23
  2.08767569878681e-09, 2.08767569878681e-09, // 24
  -2.755731922398589e-07, -2.755731922398589e-07, // 25
  -0.001388888888888889, -0.001388888888888889, // 26
  -2.0, -2.0, // 27
  2.0, 2.0, // 28
  6755399441055744.0, 6755399441055744.0, // 29: 1.5·2^52, adding it rounds to an integer held in the low bits
  92.33248261689366, 92.33248261689366, // 30: 64 / ln 2
  0.01083042469326756, 0.01083042469326756, // 31: EXP_LN2_1 / 64 (32 bits: n·it exact for |n| < 2^21)
  2.9815858269852933e-12, 2.9815858269852933e-12, // 32: EXP_LN2_2 / 64
], 16);

/** 2^(j/64), j = 0…63, each correctly rounded (mpmath): exp32x4's table. */
const EXP_TABLE: usize = memory.data<f64>([
  1.0, 1.0108892860517005, 1.0218971486541166, 1.0330248790212284,
  1.0442737824274138, 1.0556451783605572, 1.0671404006768237, 1.0787607977571199,
  1.0905077326652577, 1.102382583307841, 1.1143867425958924, 1.1265216186082418,
  1.1387886347566916, 1.1511892299529827, 1.1637248587775775, 1.1763969916502812,
  1.189207115002721, 1.202156731452703, 1.215247359980469, 1.22848053610687,
  1.241857812073484, 1.255380757024691, 1.2690509571917332, 1.2828700160787783,
  1.2968395546510096, 1.3109612115247644, 1.3252366431597413, 1.339667524053303,
  1.3542555469368927, 1.3690024229745905, 1.383909881963832, 1.3989796725383112,
  1.4142135623730951, 1.42961333839197, 1.4451808069770467, 1.460917794180647,
  1.4768261459394993, 1.4929077282912648, 1.5091644275934228, 1.5255981507445384,
  1.5422108254079407, 1.559004400237837, 1.5759808451078865, 1.593142151342267,
  1.6104903319492543, 1.6280274218573478, 1.645755478153965, 1.6636765803267364,
  1.681792830507429, 1.7001063537185235, 1.718619298122478, 1.7373338352737062,
  1.7562521603732995, 1.7753764925265212, 1.7947090750031072, 1.8142521755003989,
  1.8340080864093424, 1.8539791250833855, 1.8741676341103, 1.8945759815869656,
  1.9152065613971474, 1.9360617934922943, 1.9571441241754002, 1.978456026387951,
], 16);

@inline function constant(index: i32): v128 { return v128.load(CONSTANTS + (<usize>index << 4)); }

@inline const EXP_LN2_1: f64 = reinterpret<f64>(0x3FE62E42FEE00000); // 32 bits: k·LN2_1 exact
@inline const EXP_LN2_2: f64 = 1.9082149292705877e-10;
@inline const SIN_PIO2_3: f64 = 2.0222662487959506e-21; // π/2 − PIO2_1 − PIO2_2

/** e^r − 1 for the reduced |r| ≤ ln2/2: Taylor to degree 9 (relative error < 2^-36). */
@inline function expReducedMinus1(r: v128): v128 {
  let p = constant(0);
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
  return f64x2.add(f64x2.mul(clamped, constant(12)), constant(29));
}

@inline function expClamp(v: v128): v128 {
  // pmax/pmin are one instruction each (min/max are several on x86); with v first, NaN stays.
  return f64x2.pmin(f64x2.pmax(v, constant(10)), constant(11));
}

/** r = v − k·ln 2 (two-part ln 2), from the clamped v and k + 1.5·2^52. */
@inline function expRemainder(clamped: v128, shifted: v128): v128 {
  const k = f64x2.sub(shifted, constant(29));
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
@inline function expm1_64x2(v: v128): v128 {
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
@inline function exp64x2Table(v: v128): v128 {
  const clamped = expClamp(v);
  const shifted = f64x2.add(f64x2.mul(clamped, constant(30)), constant(29)); // n + 1.5·2^52
  const n = f64x2.sub(shifted, constant(29));
  const r = f64x2.sub(f64x2.sub(clamped, f64x2.mul(n, constant(31))), f64x2.mul(n, constant(32)));
  let p = f64x2.add(f64x2.mul(constant(4), r), constant(5));
  p = f64x2.add(f64x2.mul(p, r), constant(6));
  p = f64x2.add(f64x2.mul(p, r), constant(7));
  p = f64x2.add(f64x2.mul(p, f64x2.mul(r, r)), r); // e^r − 1
  // 2^(j/64) from the table (j: n's low 6 bits), 2^k added to its exponent field (|k| ≤ 289).
  const low = EXP_TABLE + ((<usize>i64x2.extract_lane(shifted, 0) & 63) << 3);
  const high = EXP_TABLE + ((<usize>i64x2.extract_lane(shifted, 1) & 63) << 3);
  const table = v128.load64_lane(high, v128.load64_zero(low), 1);
  const scale = v128.add<i64>(table, v128.shl<i64>(v128.shr<i64>(shifted, 6), 52));
  return f64x2.add(f64x2.mul(p, scale), scale);
}

/** sin (offset 0) or cos (offset 1) of an f64x2 of float32 values with |v| ≤ 2^18. */
@inline function sinCos64x2(v: v128, offset: i32): v128 {
  const shifted = f64x2.add(f64x2.mul(v, constant(15)), constant(29));
  const q = f64x2.sub(shifted, constant(29));
  // q < 2^18: q·PIO2_1 and q·PIO2_2 are exact, x − q·PIO2_1 too
  const r = f64x2.sub(f64x2.sub(f64x2.sub(v, f64x2.mul(q, constant(16))),
    f64x2.mul(q, constant(17))), f64x2.mul(q, constant(18)));
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

/** tanh of an f64x2 of float32 values: −m/(2 + m) with m = e^(−2|x|) − 1, the sign put back. */
@inline function tanh64x2(v: v128): v128 {
  const minus = expm1_64x2(f64x2.mul(f64x2.abs(v), constant(27)));
  const magnitude = f64x2.div(f64x2.neg(minus), f64x2.add(minus, constant(28)));
  return v128.or(magnitude, v128.and(v, i64x2.splat(0x8000000000000000)));
}

/** Applies an f64x2 function to four float32 lanes (each half widened, rounded back once). */
@inline function widened<F>(x: v128, offset: i32): v128 {
  const low = f64x2.promote_low_f32x4(x);
  const high = f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1));
  let lowOut: v128, highOut: v128;
  if (offset == 0) { lowOut = exp64x2Table(low); highOut = exp64x2Table(high); }
  else if (offset == 1) { lowOut = tanh64x2(low); highOut = tanh64x2(high); }
  else { lowOut = sinCos64x2(low, offset - 2); highOut = sinCos64x2(high, offset - 2); }
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(lowOut), f32x4.demote_f64x2_zero(highOut), 0, 1, 4, 5);
}

@inline const TINY_F32: f32 = 0.000244140625; // 2^-12: below it sin x and tanh x round to x

// Inlined into the kernels' unrolled loops, so independent vectors overlap.
@inline export function exp32x4(x: v128): v128 { return widened<i32>(x, 0); }

@inline export function tanh32x4(x: v128): v128 {
  const result = widened<i32>(x, 1);
  return v128.bitselect(x, result, f32x4.lt(f32x4.abs(x), f32x4.splat(TINY_F32)));
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

@inline export function sin32x4(x: v128): v128 { return sinCos32x4(x, false); }
@inline export function cos32x4(x: v128): v128 { return sinCos32x4(x, true); }

export function exp32(x: f32): f32 { return f32x4.extract_lane(exp32x4(f32x4.splat(x)), 0); }
export function tanh32simd(x: f32): f32 { return f32x4.extract_lane(tanh32x4(f32x4.splat(x)), 0); }
export function sin32simd(x: f32): f32 { return f32x4.extract_lane(sin32x4(f32x4.splat(x)), 0); }
export function cos32simd(x: f32): f32 { return f32x4.extract_lane(cos32x4(f32x4.splat(x)), 0); }
