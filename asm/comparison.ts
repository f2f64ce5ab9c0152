// Comparisons: equal, not_equal, less, less_equal, greater, greater_equal → bool (0/1 bytes).
// Same ABI as arithmetic.ts; the output is always bool. Complex orders lexicographically (real
// part, then imaginary) with NumPy's NaN rule.

import { isHalf, isComplexType } from './dtypes';
import { vectorGreater } from './arithmetic';

// ---- loop drivers --------------------------------------------------------------------------

@inline export function compare<Dtype, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  if (isBoolean<Dtype>()) return realCompare<u8, Op>(inputA, strideA, inputB, strideB, out, count);
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4)
      return complexCompare<f32, Op>(inputA, strideA, inputB, strideB, out, count);
    return complexCompare<f64, Op>(inputA, strideA, inputB, strideB, out, count);
  }
  if (isHalf<Dtype>()) return halfCompare<Dtype, Op>(inputA, strideA, inputB, strideB, out, count);
  return realCompare<Dtype, Op>(inputA, strideA, inputB, strideB, out, count);
}

@inline function realCompare<Element, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  let i = 0;
  if (strideA == 1 && strideB == 1) i = realCompareVectors<Element, Op>(inputA, inputB, out, count, false, false);
  else if (strideA == 0 && strideB == 1) i = realCompareVectors<Element, Op>(inputA, inputB, out, count, true, false);
  else if (strideA == 1 && strideB == 0) i = realCompareVectors<Element, Op>(inputA, inputB, out, count, false, true);
  const size = <i32>sizeof<Element>();
  for (; i < count; i++) {
    const left = load<Element>(inputA + <usize>(i * strideA * size));
    const right = load<Element>(inputB + <usize>(i * strideB * size));
    store<u8>(out + <usize>i, <u8>op.scalar<Element>(left, right));
  }
  return 0;
}

/** 16 results (one v128 of bytes) per step: lane masks narrowed down to bytes. */
@inline function realCompareVectors<Element, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
  scalarA: bool,
  scalarB: bool,
): i32 {
  const splatA = scalarA ? v128.splat<Element>(load<Element>(inputA)) : v128.splat<Element>(0);
  const splatB = scalarB ? v128.splat<Element>(load<Element>(inputB)) : v128.splat<Element>(0);
  let i = 0;
  for (; i + 16 <= count; i += 16) {
    const at = <usize>i * sizeof<Element>();
    let masks: v128;
    if (sizeof<Element>() == 1) {
      masks = laneMask<Element, Op>(inputA, inputB, at, scalarA, scalarB, splatA, splatB);
    } else if (sizeof<Element>() == 2) {
      masks = v128.narrow<i16>(
        laneMask<Element, Op>(inputA, inputB, at, scalarA, scalarB, splatA, splatB),
        laneMask<Element, Op>(inputA, inputB, at + 16, scalarA, scalarB, splatA, splatB),
      );
    } else if (sizeof<Element>() == 4) {
      masks = narrowWords(
        laneMask<Element, Op>(inputA, inputB, at, scalarA, scalarB, splatA, splatB),
        laneMask<Element, Op>(inputA, inputB, at + 16, scalarA, scalarB, splatA, splatB),
        laneMask<Element, Op>(inputA, inputB, at + 32, scalarA, scalarB, splatA, splatB),
        laneMask<Element, Op>(inputA, inputB, at + 48, scalarA, scalarB, splatA, splatB),
      );
    } else {
      masks = narrowWords(
        packDoubleWords(
          laneMask<Element, Op>(inputA, inputB, at, scalarA, scalarB, splatA, splatB),
          laneMask<Element, Op>(inputA, inputB, at + 16, scalarA, scalarB, splatA, splatB),
        ),
        packDoubleWords(
          laneMask<Element, Op>(inputA, inputB, at + 32, scalarA, scalarB, splatA, splatB),
          laneMask<Element, Op>(inputA, inputB, at + 48, scalarA, scalarB, splatA, splatB),
        ),
        packDoubleWords(
          laneMask<Element, Op>(inputA, inputB, at + 64, scalarA, scalarB, splatA, splatB),
          laneMask<Element, Op>(inputA, inputB, at + 80, scalarA, scalarB, splatA, splatB),
        ),
        packDoubleWords(
          laneMask<Element, Op>(inputA, inputB, at + 96, scalarA, scalarB, splatA, splatB),
          laneMask<Element, Op>(inputA, inputB, at + 112, scalarA, scalarB, splatA, splatB),
        ),
      );
    }
    v128.store(out + <usize>i, v128.and(masks, i8x16.splat(1)));
  }
  return i;
}

@inline function laneMask<Element, Op>(
  inputA: usize,
  inputB: usize,
  at: usize,
  scalarA: bool,
  scalarB: bool,
  splatA: v128,
  splatB: v128,
): v128 {
  const left = scalarA ? splatA : v128.load(inputA + at);
  const right = scalarB ? splatB : v128.load(inputB + at);
  return changetype<Op>(0).vector<Element>(left, right);
}

/** Four i32x4 masks → one i8x16 mask (saturating narrows keep 0 and −1). */
@inline function narrowWords(m0: v128, m1: v128, m2: v128, m3: v128): v128 {
  return v128.narrow<i16>(v128.narrow<i32>(m0, m1), v128.narrow<i32>(m2, m3));
}

/** Two i64x2 masks → one i32x4 mask. */
@inline function packDoubleWords(m0: v128, m1: v128): v128 {
  return v128.shuffle<i32>(m0, m1, 0, 2, 4, 6);
}

@inline function halfCompare<Half, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<Half>(0);
  let i = 0;
  if (strideA == 1 && strideB == 1) i = halfCompareVectors<Half, Op>(inputA, inputB, out, count, false, false);
  else if (strideA == 0 && strideB == 1) i = halfCompareVectors<Half, Op>(inputA, inputB, out, count, true, false);
  else if (strideA == 1 && strideB == 0) i = halfCompareVectors<Half, Op>(inputA, inputB, out, count, false, true);
  for (; i < count; i++) {
    const left = half.toF32(<u32>load<u16>(inputA + <usize>(i * strideA * 2)));
    const right = half.toF32(<u32>load<u16>(inputB + <usize>(i * strideB * 2)));
    store<u8>(out + <usize>i, <u8>op.scalar<f32>(left, right));
  }
  return 0;
}

@inline function halfCompareVectors<Half, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
  scalarA: bool,
  scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const half = changetype<Half>(0);
  const splatA = scalarA ? v128.splat<f32>(half.toF32(<u32>load<u16>(inputA))) : v128.splat<f32>(0);
  const splatB = scalarB ? v128.splat<f32>(half.toF32(<u32>load<u16>(inputB))) : v128.splat<f32>(0);
  let i = 0;
  for (; i + 16 <= count; i += 16) {
    const at = <usize>i * 2;
    const rawA0 = scalarA ? splatA : v128.load(inputA + at);
    const rawA1 = scalarA ? splatA : v128.load(inputA + at + 16);
    const rawB0 = scalarB ? splatB : v128.load(inputB + at);
    const rawB1 = scalarB ? splatB : v128.load(inputB + at + 16);
    const masks = narrowWords(
      op.vector<f32>(scalarA ? splatA : half.widenLow(rawA0), scalarB ? splatB : half.widenLow(rawB0)),
      op.vector<f32>(scalarA ? splatA : half.widenHigh(rawA0), scalarB ? splatB : half.widenHigh(rawB0)),
      op.vector<f32>(scalarA ? splatA : half.widenLow(rawA1), scalarB ? splatB : half.widenLow(rawB1)),
      op.vector<f32>(scalarA ? splatA : half.widenHigh(rawA1), scalarB ? splatB : half.widenHigh(rawB1)),
    );
    v128.store(out + <usize>i, v128.and(masks, i8x16.splat(1)));
  }
  return i;
}

@inline function complexCompare<Part, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  const pair = <i32>(2 * sizeof<Part>());
  for (let i = 0; i < count; i++) {
    const left = inputA + <usize>(i * strideA * pair);
    const right = inputB + <usize>(i * strideB * pair);
    const result = op.complex<Part>(
      load<Part>(left),
      load<Part>(left, sizeof<Part>()),
      load<Part>(right),
      load<Part>(right, sizeof<Part>()),
    );
    store<u8>(out + <usize>i, <u8>result);
  }
  return 0;
}

// ---- lane helpers ------------------------------------------------------------------------------

/** Lane equality; integer signedness does not matter, so map to the signed lane type. */
@inline function vectorEqual<Element>(left: v128, right: v128): v128 {
  if (isFloat<Element>()) return v128.eq<Element>(left, right);
  if (sizeof<Element>() == 1) return v128.eq<i8>(left, right);
  if (sizeof<Element>() == 2) return v128.eq<i16>(left, right);
  if (sizeof<Element>() == 4) return v128.eq<i32>(left, right);
  return v128.eq<i64>(left, right);
}

// NumPy's lexicographic complex order (CLT, CLE, …): a NaN imaginary part makes "real parts differ"
// false, so any NaN compares false.
@inline function complexLess<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai < bi);
}
@inline function complexLessEqual<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai <= bi);
}

// ---- ops --------------------------------------------------------------------------------------

@final @unmanaged export class Equal {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left == right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return vectorEqual<Element>(left, right);
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return ar == br && ai == bi;
  }
}

@final @unmanaged export class NotEqual {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left != right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    if (isFloat<Element>()) return v128.ne<Element>(left, right);
    return v128.not(vectorEqual<Element>(left, right));
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return ar != br || ai != bi;
  }
}

@final @unmanaged export class Less {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left < right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return vectorGreater<Element>(right, left);
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return complexLess<Part>(ar, ai, br, bi);
  }
}

@final @unmanaged export class LessEqual {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left <= right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    if (isFloat<Element>()) return v128.le<Element>(left, right);
    return v128.not(vectorGreater<Element>(left, right));
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return complexLessEqual<Part>(ar, ai, br, bi);
  }
}

@final @unmanaged export class Greater {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left > right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return vectorGreater<Element>(left, right);
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return complexLess<Part>(br, bi, ar, ai);
  }
}

@final @unmanaged export class GreaterEqual {
  @inline scalar<Element>(left: Element, right: Element): bool {
    return left >= right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    if (isFloat<Element>()) return v128.ge<Element>(left, right);
    return v128.not(vectorGreater<Element>(right, left));
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
    return complexLessEqual<Part>(br, bi, ar, ai);
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function equal<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return compare<Dtype, Equal>(inputA, sa, inputB, sb, out, count);
}
@inline export function not_equal<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return compare<Dtype, NotEqual>(inputA, sa, inputB, sb, out, count);
}
@inline export function less<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return compare<Dtype, Less>(inputA, sa, inputB, sb, out, count);
}
@inline export function less_equal<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return compare<Dtype, LessEqual>(inputA, sa, inputB, sb, out, count);
}
@inline export function greater<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return compare<Dtype, Greater>(inputA, sa, inputB, sb, out, count);
}
@inline export function greater_equal<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return compare<Dtype, GreaterEqual>(inputA, sa, inputB, sb, out, count);
}
