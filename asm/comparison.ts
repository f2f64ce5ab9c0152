// Comparisons: equal, not_equal, less, less_equal, greater, greater_equal → bool (0/1 bytes).
// Same ABI as arithmetic.ts; the output is always bool. Complex orders lexicographically (real
// part, then imaginary) with NumPy's NaN rule.

import { isHalf, isComplexType } from "./dtypes";
import { vectorGreater } from "./arithmetic";

// ---- loop drivers --------------------------------------------------------------------------

@inline export function compare<D, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  if (isBoolean<D>()) return realCompare<u8, Op>(a, strideA, b, strideB, out, n);
  if (isComplexType<D>()) {
    if (changetype<D>(0).partSize() == 4) return complexCompare<f32, Op>(a, strideA, b, strideB, out, n);
    return complexCompare<f64, Op>(a, strideA, b, strideB, out, n);
  }
  if (isHalf<D>()) return halfCompare<D, Op>(a, strideA, b, strideB, out, n);
  return realCompare<D, Op>(a, strideA, b, strideB, out, n);
}

@inline function realCompare<T, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  let i = 0;
  if (strideA == 1 && strideB == 1) i = realCompareVectors<T, Op>(a, b, out, n, false, false);
  else if (strideA == 0 && strideB == 1) i = realCompareVectors<T, Op>(a, b, out, n, true, false);
  else if (strideA == 1 && strideB == 0) i = realCompareVectors<T, Op>(a, b, out, n, false, true);
  const size = <i32>sizeof<T>();
  for (; i < n; i++) {
    const left = load<T>(a + <usize>(i * strideA * size));
    const right = load<T>(b + <usize>(i * strideB * size));
    store<u8>(out + <usize>i, <u8>op.scalar<T>(left, right));
  }
  return 0;
}

/** 16 results (one v128 of bytes) per step: lane masks narrowed down to bytes. */
@inline function realCompareVectors<T, Op>(
  a: usize, b: usize, out: usize, n: i32, scalarA: bool, scalarB: bool,
): i32 {
  const splatA = scalarA ? v128.splat<T>(load<T>(a)) : v128.splat<T>(0);
  const splatB = scalarB ? v128.splat<T>(load<T>(b)) : v128.splat<T>(0);
  let i = 0;
  for (; i + 16 <= n; i += 16) {
    const at = <usize>i * sizeof<T>();
    let masks: v128;
    if (sizeof<T>() == 1) {
      masks = laneMask<T, Op>(a, b, at, scalarA, scalarB, splatA, splatB);
    } else if (sizeof<T>() == 2) {
      masks = v128.narrow<i16>(
        laneMask<T, Op>(a, b, at, scalarA, scalarB, splatA, splatB),
        laneMask<T, Op>(a, b, at + 16, scalarA, scalarB, splatA, splatB));
    } else if (sizeof<T>() == 4) {
      masks = narrowWords(
        laneMask<T, Op>(a, b, at, scalarA, scalarB, splatA, splatB),
        laneMask<T, Op>(a, b, at + 16, scalarA, scalarB, splatA, splatB),
        laneMask<T, Op>(a, b, at + 32, scalarA, scalarB, splatA, splatB),
        laneMask<T, Op>(a, b, at + 48, scalarA, scalarB, splatA, splatB));
    } else {
      masks = narrowWords(
        packDoubleWords(
          laneMask<T, Op>(a, b, at, scalarA, scalarB, splatA, splatB),
          laneMask<T, Op>(a, b, at + 16, scalarA, scalarB, splatA, splatB)),
        packDoubleWords(
          laneMask<T, Op>(a, b, at + 32, scalarA, scalarB, splatA, splatB),
          laneMask<T, Op>(a, b, at + 48, scalarA, scalarB, splatA, splatB)),
        packDoubleWords(
          laneMask<T, Op>(a, b, at + 64, scalarA, scalarB, splatA, splatB),
          laneMask<T, Op>(a, b, at + 80, scalarA, scalarB, splatA, splatB)),
        packDoubleWords(
          laneMask<T, Op>(a, b, at + 96, scalarA, scalarB, splatA, splatB),
          laneMask<T, Op>(a, b, at + 112, scalarA, scalarB, splatA, splatB)));
    }
    v128.store(out + <usize>i, v128.and(masks, i8x16.splat(1)));
  }
  return i;
}

@inline function laneMask<T, Op>(
  a: usize, b: usize, at: usize, scalarA: bool, scalarB: bool, splatA: v128, splatB: v128,
): v128 {
  const left = scalarA ? splatA : v128.load(a + at);
  const right = scalarB ? splatB : v128.load(b + at);
  return changetype<Op>(0).vector<T>(left, right);
}

/** Four i32x4 masks → one i8x16 mask (saturating narrows keep 0 and −1). */
@inline function narrowWords(m0: v128, m1: v128, m2: v128, m3: v128): v128 {
  return v128.narrow<i16>(v128.narrow<i32>(m0, m1), v128.narrow<i32>(m2, m3));
}

/** Two i64x2 masks → one i32x4 mask. */
@inline function packDoubleWords(m0: v128, m1: v128): v128 {
  return v128.shuffle<i32>(m0, m1, 0, 2, 4, 6);
}

@inline function halfCompare<H, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  let i = 0;
  if (strideA == 1 && strideB == 1) i = halfCompareVectors<H, Op>(a, b, out, n, false, false);
  else if (strideA == 0 && strideB == 1) i = halfCompareVectors<H, Op>(a, b, out, n, true, false);
  else if (strideA == 1 && strideB == 0) i = halfCompareVectors<H, Op>(a, b, out, n, false, true);
  for (; i < n; i++) {
    const left = half.toF32(<u32>load<u16>(a + <usize>(i * strideA * 2)));
    const right = half.toF32(<u32>load<u16>(b + <usize>(i * strideB * 2)));
    store<u8>(out + <usize>i, <u8>op.scalar<f32>(left, right));
  }
  return 0;
}

@inline function halfCompareVectors<H, Op>(
  a: usize, b: usize, out: usize, n: i32, scalarA: bool, scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<H>(0);
  const splatA = scalarA ? v128.splat<f32>(half.toF32(<u32>load<u16>(a))) : v128.splat<f32>(0);
  const splatB = scalarB ? v128.splat<f32>(half.toF32(<u32>load<u16>(b))) : v128.splat<f32>(0);
  let i = 0;
  for (; i + 16 <= n; i += 16) {
    const at = <usize>i * 2;
    const rawA0 = scalarA ? splatA : v128.load(a + at);
    const rawA1 = scalarA ? splatA : v128.load(a + at + 16);
    const rawB0 = scalarB ? splatB : v128.load(b + at);
    const rawB1 = scalarB ? splatB : v128.load(b + at + 16);
    const masks = narrowWords(
      op.vector<f32>(scalarA ? splatA : half.widenLow(rawA0), scalarB ? splatB : half.widenLow(rawB0)),
      op.vector<f32>(scalarA ? splatA : half.widenHigh(rawA0), scalarB ? splatB : half.widenHigh(rawB0)),
      op.vector<f32>(scalarA ? splatA : half.widenLow(rawA1), scalarB ? splatB : half.widenLow(rawB1)),
      op.vector<f32>(scalarA ? splatA : half.widenHigh(rawA1), scalarB ? splatB : half.widenHigh(rawB1)));
    v128.store(out + <usize>i, v128.and(masks, i8x16.splat(1)));
  }
  return i;
}

@inline function complexCompare<F, Op>(
  a: usize, strideA: i32, b: usize, strideB: i32, out: usize, n: i32,
): i32 {
  const op = changetype<Op>(0);
  const pair = <i32>(2 * sizeof<F>());
  for (let i = 0; i < n; i++) {
    const left = a + <usize>(i * strideA * pair);
    const right = b + <usize>(i * strideB * pair);
    const result = op.complex<F>(
      load<F>(left), load<F>(left, sizeof<F>()), load<F>(right), load<F>(right, sizeof<F>()));
    store<u8>(out + <usize>i, <u8>result);
  }
  return 0;
}

// ---- lane helpers ------------------------------------------------------------------------------

/** Lane equality; integer signedness does not matter, so map to the signed lane type. */
@inline function vectorEqual<T>(x: v128, y: v128): v128 {
  if (isFloat<T>()) return v128.eq<T>(x, y);
  if (sizeof<T>() == 1) return v128.eq<i8>(x, y);
  if (sizeof<T>() == 2) return v128.eq<i16>(x, y);
  if (sizeof<T>() == 4) return v128.eq<i32>(x, y);
  return v128.eq<i64>(x, y);
}

// NumPy's lexicographic complex order (CLT, CLE, …): a NaN imaginary part makes "real parts differ"
// false, so any NaN compares false.
@inline function complexLess<F>(ar: F, ai: F, br: F, bi: F): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai < bi);
}
@inline function complexLessEqual<F>(ar: F, ai: F, br: F, bi: F): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai <= bi);
}

// ---- ops --------------------------------------------------------------------------------------

@final @unmanaged export class Equal {
  @inline scalar<T>(x: T, y: T): bool { return x == y; }
  @inline vector<T>(x: v128, y: v128): v128 { return vectorEqual<T>(x, y); }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return ar == br && ai == bi; }
}

@final @unmanaged export class NotEqual {
  @inline scalar<T>(x: T, y: T): bool { return x != y; }
  @inline vector<T>(x: v128, y: v128): v128 {
    if (isFloat<T>()) return v128.ne<T>(x, y);
    return v128.not(vectorEqual<T>(x, y));
  }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return ar != br || ai != bi; }
}

@final @unmanaged export class Less {
  @inline scalar<T>(x: T, y: T): bool { return x < y; }
  @inline vector<T>(x: v128, y: v128): v128 { return vectorGreater<T>(y, x); }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return complexLess<F>(ar, ai, br, bi); }
}

@final @unmanaged export class LessEqual {
  @inline scalar<T>(x: T, y: T): bool { return x <= y; }
  @inline vector<T>(x: v128, y: v128): v128 {
    if (isFloat<T>()) return v128.le<T>(x, y);
    return v128.not(vectorGreater<T>(x, y));
  }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return complexLessEqual<F>(ar, ai, br, bi); }
}

@final @unmanaged export class Greater {
  @inline scalar<T>(x: T, y: T): bool { return x > y; }
  @inline vector<T>(x: v128, y: v128): v128 { return vectorGreater<T>(x, y); }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return complexLess<F>(br, bi, ar, ai); }
}

@final @unmanaged export class GreaterEqual {
  @inline scalar<T>(x: T, y: T): bool { return x >= y; }
  @inline vector<T>(x: v128, y: v128): v128 {
    if (isFloat<T>()) return v128.ge<T>(x, y);
    return v128.not(vectorGreater<T>(y, x));
  }
  @inline complex<F>(ar: F, ai: F, br: F, bi: F): bool { return complexLessEqual<F>(br, bi, ar, ai); }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function equal<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, Equal>(a, sa, b, sb, out, n);
}
@inline export function not_equal<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, NotEqual>(a, sa, b, sb, out, n);
}
@inline export function less<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, Less>(a, sa, b, sb, out, n);
}
@inline export function less_equal<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, LessEqual>(a, sa, b, sb, out, n);
}
@inline export function greater<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, Greater>(a, sa, b, sb, out, n);
}
@inline export function greater_equal<D>(a: usize, sa: i32, b: usize, sb: i32, out: usize, n: i32): i32 {
  return compare<D, GreaterEqual>(a, sa, b, sb, out, n);
}
