// Binary arithmetic: add, subtract, multiply, divide, floor_divide, remainder, power, maximum,
// minimum. Each op is a class of @inline methods; the loop drivers below specialise on it.
//
// ABI of every kernel: (a, strideA, b, strideB, out, n) -> status. Strides count elements and may
// be 0 (scalar), 1 (contiguous) or anything else; `out` is contiguous. Status 0 = ok, 1 = an
// integer power had a negative exponent (the JS layer throws).

import {
  isHalf, isComplexType, fmod, fpow, fexp, flog, fsin, fcos, fatan2, fhypot,
} from "./dtypes";

// ---- loop drivers --------------------------------------------------------------------------

/** Picks the driver for dtype D; bool runs BoolOp on u8, everything else runs Op. */
@inline export function binary<D, Op, BoolOp>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  if (isBoolean<D>()) return realBinary<u8, BoolOp>(a, strideA, b, strideB, out, n);
  if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) return complexBinary<f32, Op>(a, strideA, b, strideB, out, n);
    return complexBinary<f64, Op>(a, strideA, b, strideB, out, n);
  }
  if (isHalf<D>()) return halfBinary<D, Op>(a, strideA, b, strideB, out, n);
  return realBinary<D, Op>(a, strideA, b, strideB, out, n);
}

@inline function realBinary<T, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  let start = 0;
  if (op.simd<T>()) {
    if (strideA == 1 && strideB == 1) start = realVectorPart<T, Op>(a, b, out, n, false, false);
    else if (strideA == 0 && strideB == 1) start = realVectorPart<T, Op>(a, b, out, n, true, false);
    else if (strideA == 1 && strideB == 0) start = realVectorPart<T, Op>(a, b, out, n, false, true);
  }
  let status = 0;
  const size = <i32>sizeof<T>();
  for (let i = start; i < n; i++) {
    const left = load<T>(a + <usize>(i * strideA * size));
    const right = load<T>(b + <usize>(i * strideB * size));
    status |= <i32>op.invalid<T>(left, right);
    store<T>(out + <usize>(i * size), op.scalar<T>(left, right));
  }
  return status;
}

/**
 * The v128 body for contiguous / scalar operands, four vectors per turn with pointer bumps and
 * immediate offsets (the shape of the hand-written ceiling); returns the first element not done.
 */
@inline function realVectorPart<T, Op>(
  a: usize, b: usize, out: usize, n: i32, scalarA: bool, scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const splatA = scalarA ? v128.splat<T>(load<T>(a)) : v128.splat<T>(0);
  const splatB = scalarB ? v128.splat<T>(load<T>(b)) : v128.splat<T>(0);
  const bytes = <usize>n * sizeof<T>();
  const stepA: usize = scalarA ? 0 : 64;
  const stepB: usize = scalarB ? 0 : 64;
  let left = a;
  let right = b;
  let target = out;
  const blockEnd = out + (bytes & ~63);
  while (target < blockEnd) {
    const x0 = scalarA ? splatA : v128.load(left);
    const x1 = scalarA ? splatA : v128.load(left, 16);
    const x2 = scalarA ? splatA : v128.load(left, 32);
    const x3 = scalarA ? splatA : v128.load(left, 48);
    const y0 = scalarB ? splatB : v128.load(right);
    const y1 = scalarB ? splatB : v128.load(right, 16);
    const y2 = scalarB ? splatB : v128.load(right, 32);
    const y3 = scalarB ? splatB : v128.load(right, 48);
    v128.store(target, op.vector<T>(x0, y0));
    v128.store(target, op.vector<T>(x1, y1), 16);
    v128.store(target, op.vector<T>(x2, y2), 32);
    v128.store(target, op.vector<T>(x3, y3), 48);
    left += stepA;
    right += stepB;
    target += 64;
  }
  const vectorEnd = out + (bytes & ~15);
  while (target < vectorEnd) {
    const x = scalarA ? splatA : v128.load(left);
    const y = scalarB ? splatB : v128.load(right);
    v128.store(target, op.vector<T>(x, y));
    left += stepA >> 2;
    right += stepB >> 2;
    target += 16;
  }
  return <i32>((target - out) / sizeof<T>());
}

/** One v128 of output; a scalar operand comes pre-splatted. */
@inline function realStep<T, Op>(
  a: usize, b: usize, out: usize, at: usize, scalarA: bool, scalarB: bool, splatA: v128, splatB: v128,
): void {
  const left = scalarA ? splatA : v128.load(a + at);
  const right = scalarB ? splatB : v128.load(b + at);
  v128.store(out + at, changetype<Op>(0).vector<T>(left, right));
}

/** bfloat16 / float16: the float32 op on widened inputs, one rounding back (SPEC §5). */
@inline function halfBinary<H, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  let i = 0;
  if (op.simd<f32>()) {
    if (strideA == 1 && strideB == 1) i = halfVectorPart<H, Op>(a, b, out, n, false, false);
    else if (strideA == 0 && strideB == 1) i = halfVectorPart<H, Op>(a, b, out, n, true, false);
    else if (strideA == 1 && strideB == 0) i = halfVectorPart<H, Op>(a, b, out, n, false, true);
  }
  for (; i < n; i++) {
    const left = half.toF32(<u32>load<u16>(a + <usize>(i * strideA * 2)));
    const right = half.toF32(<u32>load<u16>(b + <usize>(i * strideB * 2)));
    store<u16>(out + <usize>(i * 2), <u16>half.fromF32(op.scalar<f32>(left, right)));
  }
  return 0;
}

@inline function halfVectorPart<H, Op>(
  a: usize, b: usize, out: usize, n: i32, scalarA: bool, scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  const splatA = scalarA ? v128.splat<f32>(half.toF32(<u32>load<u16>(a))) : v128.splat<f32>(0);
  const splatB = scalarB ? v128.splat<f32>(half.toF32(<u32>load<u16>(b))) : v128.splat<f32>(0);
  let i = 0;
  if (half.hasScaledForm()) {
    if (op.scaleInvariant()) {
      if (!scalarA && !scalarB) i = scaledHalfPart<H, Op>(a, b, out, n);
    }
  }
  for (; i + 32 <= n; i += 32) {
    const at = <usize>i * 2;
    halfStep<H, Op>(a, b, out, at, scalarA, scalarB, splatA, splatB);
    halfStep<H, Op>(a, b, out, at + 16, scalarA, scalarB, splatA, splatB);
    halfStep<H, Op>(a, b, out, at + 32, scalarA, scalarB, splatA, splatB);
    halfStep<H, Op>(a, b, out, at + 48, scalarA, scalarB, splatA, splatB);
  }
  for (; i + 8 <= n; i += 8) {
    halfStep<H, Op>(a, b, out, <usize>i * 2, scalarA, scalarB, splatA, splatB);
  }
  return i;
}

/**
 * Contiguous float16 with a scale-invariant op: an inner loop in the scaled form (see Float16)
 * while no input lane is inf or NaN; a block that has one takes the general step. Keeping the
 * general step out of the inner loop keeps its constants out of the inner loop's registers.
 */
@inline function scaledHalfPart<H, Op>(a: usize, b: usize, out: usize, n: i32): i32 {
  const half = changetype<H>(0);
  let i = 0;
  while (i + 16 <= n) {
    while (i + 16 <= n) {
      const at = <usize>i * 2;
      const a0 = v128.load(a + at);
      const a1 = v128.load(a + at, 16);
      const b0 = v128.load(b + at);
      const b1 = v128.load(b + at, 16);
      if (half.anySpecial(a0, b0, a1, b1)) break;
      v128.store(out + at, scaledStep<H, Op>(a0, b0));
      v128.store(out + at, scaledStep<H, Op>(a1, b1), 16);
      i += 16;
    }
    if (i + 16 > n) break;
    const unused = v128.splat<i32>(0);
    halfStep<H, Op>(a, b, out, <usize>i * 2, false, false, unused, unused);
    halfStep<H, Op>(a, b, out, <usize>i * 2 + 16, false, false, unused, unused);
    i += 16;
  }
  return i;
}

@inline function scaledStep<H, Op>(rawA: v128, rawB: v128): v128 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  const low = op.vector<f32>(half.placeLow(rawA), half.placeLow(rawB));
  const high = op.vector<f32>(half.placeHigh(rawA), half.placeHigh(rawB));
  return half.narrowScaled(low, high);
}

/** Eight halves: widen to two f32x4, apply the f32 op, round back. */
@inline function halfStep<H, Op>(
  a: usize, b: usize, out: usize, at: usize, scalarA: bool, scalarB: bool, splatA: v128, splatB: v128,
): void {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  const rawA = scalarA ? splatA : v128.load(a + at);
  const rawB = scalarB ? splatB : v128.load(b + at);
  const low = op.vector<f32>(
    scalarA ? splatA : half.widenLow(rawA), scalarB ? splatB : half.widenLow(rawB));
  const high = op.vector<f32>(
    scalarA ? splatA : half.widenHigh(rawA), scalarB ? splatB : half.widenHigh(rawB));
  v128.store(out + at, half.narrow(low, high));
}

/** Interleaved complex pairs; add/subtract are lane-wise, so they reuse the real v128 body. */
@inline function complexBinary<F, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  const pair = <i32>(2 * sizeof<F>());
  let i = 0;
  if (op.laneWiseComplex()) {
    if (strideA == 1 && strideB == 1) i = complexVectorPart<F, Op>(a, b, out, n, false, false);
    else if (strideA == 0 && strideB == 1) i = complexVectorPart<F, Op>(a, b, out, n, true, false);
    else if (strideA == 1 && strideB == 0) i = complexVectorPart<F, Op>(a, b, out, n, false, true);
  }
  for (; i < n; i++) {
    const left = a + <usize>(i * strideA * pair);
    const right = b + <usize>(i * strideB * pair);
    op.complex<F>(
      load<F>(left), load<F>(left, sizeof<F>()), load<F>(right), load<F>(right, sizeof<F>()),
      out + <usize>(i * pair));
  }
  return 0;
}

@inline function complexVectorPart<F, Op>(
  a: usize, b: usize, out: usize, n: i32, scalarA: bool, scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const pairsPerVector = <i32>(16 / (2 * sizeof<F>()));
  const splatA = scalarA ? splatPair<F>(a) : v128.splat<F>(0);
  const splatB = scalarB ? splatPair<F>(b) : v128.splat<F>(0);
  let i = 0;
  for (; i + pairsPerVector * 2 <= n; i += pairsPerVector * 2) {
    const at = <usize>i * 2 * sizeof<F>();
    realStep<F, Op>(a, b, out, at, scalarA, scalarB, splatA, splatB);
    realStep<F, Op>(a, b, out, at + 16, scalarA, scalarB, splatA, splatB);
  }
  for (; i + pairsPerVector <= n; i += pairsPerVector) {
    realStep<F, Op>(a, b, out, <usize>i * 2 * sizeof<F>(), scalarA, scalarB, splatA, splatB);
  }
  return i;
}

/** A complex scalar repeated across a v128. */
@inline export function splatPair<F>(ptr: usize): v128 {
  if (sizeof<F>() == 4) return v128.load64_splat(ptr);
  return v128.load(ptr);
}

// ---- shared pieces for several ops ---------------------------------------------------------------

/** One element-wise multiply for any lane type; i8x16 has no mul. */
@inline export function vectorMultiply<T>(x: v128, y: v128): v128 {
  if (sizeof<T>() == 1) {
    const low = v128.extmul_low<i8>(x, y);
    const high = v128.extmul_high<i8>(x, y);
    return v128.shuffle<u8>(low, high, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
  }
  if (sizeof<T>() == 2) return v128.mul<i16>(x, y);
  if (sizeof<T>() == 4) return isFloat<T>() ? v128.mul<f32>(x, y) : v128.mul<i32>(x, y);
  return isFloat<T>() ? v128.mul<f64>(x, y) : v128.mul<i64>(x, y);
}

/** Lane mask x > y for any lane type; i64x2 has no unsigned compare, so flip the sign bits. */
@inline export function vectorGreater<T>(x: v128, y: v128): v128 {
  if (sizeof<T>() == 8 && !isFloat<T>() && !isSigned<T>()) {
    const flip = i64x2.splat(<i64>0x8000000000000000);
    return v128.gt<i64>(v128.xor(x, flip), v128.xor(y, flip));
  }
  return v128.gt<T>(x, y);
}

// ---- complex helpers ---------------------------------------------------------------------------

@inline function storePair<F>(out: usize, re: F, im: F): void {
  store<F>(out, re);
  store<F>(out, im, sizeof<F>());
}

/** Complex division by Smith's algorithm (R. L. Smith, CACM 5(8), 1962), as NumPy does. */
@inline export function complexDivide<F>(ar: F, ai: F, br: F, bi: F, out: usize): void {
  const absBr = abs<F>(br);
  const absBi = abs<F>(bi);
  if (absBr >= absBi) {
    if (absBr == 0 && absBi == 0) {
      // Division by zero: scale each part by 1/|0| to get the infinities / NaNs NumPy gives.
      storePair<F>(out, ar / absBr, ai / absBr);
      return;
    }
    const ratio = bi / br;
    const scale = <F>1 / (br + bi * ratio);
    storePair<F>(out, (ar + ai * ratio) * scale, (ai - ar * ratio) * scale);
  } else {
    // Also taken when a part of b is NaN: every result part is then NaN.
    const ratio = br / bi;
    const scale = <F>1 / (bi + br * ratio);
    storePair<F>(out, (ar * ratio + ai) * scale, (ai * ratio - ar) * scale);
  }
}

/** Lexicographic a >= b with NumPy's NaN rule (CGE in NumPy's loops). */
@inline export function complexGreaterEqual<F>(ar: F, ai: F, br: F, bi: F): bool {
  return (ar > br && ai == ai && bi == bi) || (ar == br && ai >= bi);
}

@inline export function complexLessEqual<F>(ar: F, ai: F, br: F, bi: F): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai <= bi);
}

/** Repeated squaring for a small integer exponent, as NumPy's npy_cpow does. */
@inline function complexIntegerPower<F>(ar: F, ai: F, exponent: i32, out: usize): void {
  let resultRe: F = 1;
  let resultIm: F = 0;
  let baseRe = ar;
  let baseIm = ai;
  let remaining = exponent < 0 ? -exponent : exponent;
  while (remaining != 0) {
    if (remaining & 1) {
      const re = resultRe * baseRe - resultIm * baseIm;
      resultIm = resultRe * baseIm + resultIm * baseRe;
      resultRe = re;
    }
    const re = baseRe * baseRe - baseIm * baseIm;
    baseIm = baseRe * baseIm + baseIm * baseRe;
    baseRe = re;
    remaining >>= 1;
  }
  if (exponent < 0) complexDivide<F>(1, 0, resultRe, resultIm, out);
  else storePair<F>(out, resultRe, resultIm);
}

/** a ** b following NumPy's npy_cpow: special cases, small integer exponents, else exp(b log a). */
@inline function complexPower<F>(ar: F, ai: F, br: F, bi: F, out: usize): void {
  if (br == 0 && bi == 0) {
    storePair<F>(out, 1, 0);
    return;
  }
  if (ar == 0 && ai == 0) {
    if (br > 0 && bi == 0) storePair<F>(out, 0, 0);
    else storePair<F>(out, <F>NaN, <F>NaN);
    return;
  }
  if (bi == 0 && br == trunc<F>(br) && abs<F>(br) < 100) {
    complexIntegerPower<F>(ar, ai, <i32>br, out);
    return;
  }
  const logRe = flog<F>(fhypot<F>(ar, ai));
  const logIm = fatan2<F>(ai, ar);
  const re = br * logRe - bi * logIm;
  const im = br * logIm + bi * logRe;
  const magnitude = fexp<F>(re);
  storePair<F>(out, magnitude * fcos<F>(im), magnitude * fsin<F>(im));
}

// ---- integer and float scalar helpers ---------------------------------------------------------

/** Integer floor division (round toward −∞); x // 0 = 0 and MIN // −1 wraps to MIN. */
@inline function integerFloorDivide<T>(x: T, y: T): T {
  if (y == 0) return 0;
  if (isSigned<T>()) {
    if (y == <T>-1) return <T>(<T>0 - x); // avoids the wasm trap on MIN / −1
    const quotient = x / y;
    if (x % y != 0 && (x < 0) != (y < 0)) return quotient - 1;
    return quotient;
  }
  return x / y;
}

/** Integer remainder with the sign of the divisor; x % 0 = 0. */
@inline function integerRemainder<T>(x: T, y: T): T {
  if (y == 0) return 0;
  if (isSigned<T>()) {
    if (y == <T>-1) return 0;
    const rest = x % y;
    if (rest != 0 && (rest < 0) != (y < 0)) return rest + y;
    return rest;
  }
  return x % y;
}

/** Float floor division as NumPy's npy_floor_divide / npy_divmod compute it. */
@inline function floatFloorDivide<F>(x: F, y: F): F {
  if (y == 0) return x / y;
  const rest = fmod<F>(x, y);
  let quotient = (x - rest) / y;
  if (rest != 0 && (y < 0) != (rest < 0)) quotient -= 1;
  if (quotient != 0) {
    let floored = floor<F>(quotient);
    if (quotient - floored > <F>0.5) floored += 1;
    return floored;
  }
  return copysign<F>(0, x / y);
}

/** Float remainder with the sign of the divisor, as NumPy's npy_remainder computes it. */
@inline function floatRemainder<F>(x: F, y: F): F {
  if (y == 0) return fmod<F>(x, y);
  const rest = fmod<F>(x, y);
  if (rest == 0) return copysign<F>(0, y);
  if ((y < 0) != (rest < 0)) return rest + y;
  return rest;
}

/** Wrapping integer power by squaring; 0 ** 0 = 1; a negative exponent gives 1 (flagged). */
@inline function integerPower<T>(base: T, exponent: T): T {
  if (isSigned<T>()) {
    if (exponent < 0) return 1;
  }
  let result: T = 1;
  let factor = base;
  let remaining = exponent;
  while (remaining != 0) {
    if (remaining & 1) result = result * factor;
    factor = factor * factor;
    remaining = remaining >>> 1;
  }
  return result;
}

// ---- ops ------------------------------------------------------------------------------------
// Each op: simd<T>() whether vector<T> exists for lane type T; scalar<T>; vector<T>;
// complex<F>(ar, ai, br, bi, out); laneWiseComplex() when the complex op is the real op per lane;
// invalid<T>() flags inputs the JS layer must reject; scaleInvariant() when op(x·2^k, y·2^k) is
// op(x, y)·2^k with the same rounding (lets float16 skip a multiply, see Float16).

@final @unmanaged export class Add {
  @inline scaleInvariant(): bool { return true; }
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x + y; }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.add<T>(x, y); }
  @inline laneWiseComplex(): bool { return true; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { storePair<F>(out, ar + br, ai + bi); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Subtract {
  @inline scaleInvariant(): bool { return true; }
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x - y; }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.sub<T>(x, y); }
  @inline laneWiseComplex(): bool { return true; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { storePair<F>(out, ar - br, ai - bi); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Multiply {
  @inline scaleInvariant(): bool { return false; }
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x * y; }
  @inline vector<T>(x: v128, y: v128): v128 { return vectorMultiply<T>(x, y); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void {
    storePair<F>(out, ar * br - ai * bi, ar * bi + ai * br);
  }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Divide {
  @inline scaleInvariant(): bool { return false; }
  @inline simd<T>(): bool { return isFloat<T>(); }
  @inline scalar<T>(x: T, y: T): T { return x / y; }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.div<T>(x, y); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { complexDivide<F>(ar, ai, br, bi, out); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class FloorDivide {
  @inline scaleInvariant(): bool { return false; }
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T, y: T): T {
    if (isFloat<T>()) return floatFloorDivide<T>(x, y);
    return integerFloorDivide<T>(x, y);
  }
  @inline vector<T>(x: v128, y: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { unreachable(); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Remainder {
  @inline scaleInvariant(): bool { return false; }
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T, y: T): T {
    if (isFloat<T>()) return floatRemainder<T>(x, y);
    return integerRemainder<T>(x, y);
  }
  @inline vector<T>(x: v128, y: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { unreachable(); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Power {
  @inline scaleInvariant(): bool { return false; }
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T, y: T): T {
    if (isFloat<T>()) return fpow<T>(x, y);
    return integerPower<T>(x, y);
  }
  @inline vector<T>(x: v128, y: v128): v128 { return unreachable(); }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void { complexPower<F>(ar, ai, br, bi, out); }
  @inline invalid<T>(x: T, y: T): bool {
    if (isSigned<T>() && !isFloat<T>()) return y < 0;
    return false;
  }
}

/** NumPy's maximum: NaN wins, and on equal inputs (±0 included) the second operand is returned. */
@final @unmanaged export class Maximum {
  @inline scaleInvariant(): bool { return true; }
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T {
    if (isFloat<T>()) return x > y || x != x ? x : y;
    return x > y ? x : y;
  }
  @inline vector<T>(x: v128, y: v128): v128 {
    if (isFloat<T>()) return v128.bitselect(x, y, v128.or(v128.gt<T>(x, y), v128.ne<T>(x, x)));
    if (sizeof<T>() == 8) return v128.bitselect(x, y, vectorGreater<T>(x, y));
    return v128.max<T>(x, y);
  }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void {
    if (ar != ar || ai != ai || complexGreaterEqual<F>(ar, ai, br, bi)) storePair<F>(out, ar, ai);
    else storePair<F>(out, br, bi);
  }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class Minimum {
  @inline scaleInvariant(): bool { return true; }
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T {
    if (isFloat<T>()) return x < y || x != x ? x : y;
    return x < y ? x : y;
  }
  @inline vector<T>(x: v128, y: v128): v128 {
    if (isFloat<T>()) return v128.bitselect(x, y, v128.or(v128.lt<T>(x, y), v128.ne<T>(x, x)));
    if (sizeof<T>() == 8) return v128.bitselect(x, y, vectorGreater<T>(y, x));
    return v128.min<T>(x, y);
  }
  @inline laneWiseComplex(): bool { return false; }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F, out: usize): void {
    if (ar != ar || ai != ai || complexLessEqual<F>(ar, ai, br, bi)) storePair<F>(out, ar, ai);
    else storePair<F>(out, br, bi);
  }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

// Bool variants on 0/1 bytes: add and maximum are OR, multiply and minimum AND, power a | !b.

@final @unmanaged export class BoolOr {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x | y; }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.or(x, y); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class BoolAnd {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x & y; }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.and(x, y); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

@final @unmanaged export class BoolPower {
  @inline simd<T>(): bool { return true; }
  @inline scalar<T>(x: T, y: T): T { return x | (y ^ 1); }
  @inline vector<T>(x: v128, y: v128): v128 { return v128.or(x, v128.xor(y, i8x16.splat(1))); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

/** Placeholder for ops that have no bool kernel (never instantiated). */
@final @unmanaged export class NoBool {
  @inline simd<T>(): bool { return false; }
  @inline scalar<T>(x: T, y: T): T { return unreachable(); }
  @inline vector<T>(x: v128, y: v128): v128 { return unreachable(); }
  @inline invalid<T>(x: T, y: T): bool { return false; }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function add<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Add, BoolOr>(a, sa, b, sb, out, n);
}
@inline export function subtract<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Subtract, NoBool>(a, sa, b, sb, out, n);
}
@inline export function multiply<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Multiply, BoolAnd>(a, sa, b, sb, out, n);
}
@inline export function divide<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Divide, NoBool>(a, sa, b, sb, out, n);
}
@inline export function floor_divide<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, FloorDivide, NoBool>(a, sa, b, sb, out, n);
}
@inline export function remainder<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Remainder, NoBool>(a, sa, b, sb, out, n);
}
@inline export function power<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Power, BoolPower>(a, sa, b, sb, out, n);
}
@inline export function maximum<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Maximum, BoolOr>(a, sa, b, sb, out, n);
}
@inline export function minimum<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return binary<D, Minimum, BoolAnd>(a, sa, b, sb, out, n);
}
