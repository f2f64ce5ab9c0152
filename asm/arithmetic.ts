// Binary arithmetic: add, subtract, multiply, divide, floor_divide, remainder, power, maximum,
// minimum. Each op is a class of @inline methods; the loop drivers below specialise on it.
//
// ABI of every kernel: (inputA, strideA, inputB, strideB, out, count) -> status. Strides count
// elements and may be 0 (scalar), 1 (contiguous) or anything else; `out` is contiguous. Status
// 0 = ok, 1 = an integer power had a negative exponent (the JS layer throws).

import { isHalf, isComplexType, fmod, fpow, fexp, flog, fsin, fcos, fatan2, fhypot } from './dtypes';

// ---- loop drivers --------------------------------------------------------------------------

/** Picks the driver for the dtype; bool runs BoolOp on u8, everything else runs Op. */
@inline export function binary<Dtype, Op, BoolOp>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  if (isBoolean<Dtype>()) return realBinary<u8, BoolOp>(inputA, strideA, inputB, strideB, out, count);
  if (isComplexType<Dtype>()) {
    if (changetype<Dtype>(0).partSize() == 4)
      return complexBinary<f32, Op>(inputA, strideA, inputB, strideB, out, count);
    return complexBinary<f64, Op>(inputA, strideA, inputB, strideB, out, count);
  }
  if (isHalf<Dtype>()) return halfBinary<Dtype, Op>(inputA, strideA, inputB, strideB, out, count);
  return realBinary<Dtype, Op>(inputA, strideA, inputB, strideB, out, count);
}

@inline export function realBinary<Element, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  let start = 0;
  if (op.simd<Element>()) {
    if (strideA == 1 && strideB == 1) start = realVectorPart<Element, Op>(inputA, inputB, out, count, false, false);
    else if (strideA == 0 && strideB == 1) start = realVectorPart<Element, Op>(inputA, inputB, out, count, true, false);
    else if (strideA == 1 && strideB == 0) start = realVectorPart<Element, Op>(inputA, inputB, out, count, false, true);
  }
  let status = 0;
  const size = <i32>sizeof<Element>();
  for (let i = start; i < count; i++) {
    const left = load<Element>(inputA + <usize>(i * strideA * size));
    const right = load<Element>(inputB + <usize>(i * strideB * size));
    status |= <i32>op.invalid<Element>(left, right);
    store<Element>(out + <usize>(i * size), op.scalar<Element>(left, right));
  }
  return status;
}

/**
 * The v128 body for contiguous / scalar operands, four vectors per turn with pointer bumps and
 * immediate offsets (the shape of the hand-written ceiling); returns the first element not done.
 */
@inline function realVectorPart<Element, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
  scalarA: bool,
  scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const splatA = scalarA ? v128.splat<Element>(load<Element>(inputA)) : v128.splat<Element>(0);
  const splatB = scalarB ? v128.splat<Element>(load<Element>(inputB)) : v128.splat<Element>(0);
  const bytes = <usize>count * sizeof<Element>();
  const stepA: usize = scalarA ? 0 : 64;
  const stepB: usize = scalarB ? 0 : 64;
  let cursorA = inputA;
  let cursorB = inputB;
  let target = out;
  const blockEnd = out + (bytes & ~63);
  while (target < blockEnd) {
    const left0 = scalarA ? splatA : v128.load(cursorA);
    const left1 = scalarA ? splatA : v128.load(cursorA, 16);
    const left2 = scalarA ? splatA : v128.load(cursorA, 32);
    const left3 = scalarA ? splatA : v128.load(cursorA, 48);
    const right0 = scalarB ? splatB : v128.load(cursorB);
    const right1 = scalarB ? splatB : v128.load(cursorB, 16);
    const right2 = scalarB ? splatB : v128.load(cursorB, 32);
    const right3 = scalarB ? splatB : v128.load(cursorB, 48);
    v128.store(target, op.vector<Element>(left0, right0));
    v128.store(target, op.vector<Element>(left1, right1), 16);
    v128.store(target, op.vector<Element>(left2, right2), 32);
    v128.store(target, op.vector<Element>(left3, right3), 48);
    cursorA += stepA;
    cursorB += stepB;
    target += 64;
  }
  const vectorEnd = out + (bytes & ~15);
  while (target < vectorEnd) {
    const left = scalarA ? splatA : v128.load(cursorA);
    const right = scalarB ? splatB : v128.load(cursorB);
    v128.store(target, op.vector<Element>(left, right));
    cursorA += stepA >> 2;
    cursorB += stepB >> 2;
    target += 16;
  }
  return <i32>((target - out) / sizeof<Element>());
}

/** One v128 of output; a scalar operand comes pre-splatted. */
@inline function realStep<Element, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  at: usize,
  scalarA: bool,
  scalarB: bool,
  splatA: v128,
  splatB: v128,
): void {
  const left = scalarA ? splatA : v128.load(inputA + at);
  const right = scalarB ? splatB : v128.load(inputB + at);
  v128.store(out + at, changetype<Op>(0).vector<Element>(left, right));
}

/** bfloat16 / float16: the float32 op on widened inputs, one rounding back (SPEC §5). */
@inline function halfBinary<Half, Op>(
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
  if (op.simd<f32>()) {
    if (strideA == 1 && strideB == 1) i = halfVectorPart<Half, Op>(inputA, inputB, out, count, false, false);
    else if (strideA == 0 && strideB == 1) i = halfVectorPart<Half, Op>(inputA, inputB, out, count, true, false);
    else if (strideA == 1 && strideB == 0) i = halfVectorPart<Half, Op>(inputA, inputB, out, count, false, true);
  }
  for (; i < count; i++) {
    const left = half.toF32(<u32>load<u16>(inputA + <usize>(i * strideA * 2)));
    const right = half.toF32(<u32>load<u16>(inputB + <usize>(i * strideB * 2)));
    store<u16>(out + <usize>(i * 2), <u16>half.fromF32(op.scalar<f32>(left, right)));
  }
  return 0;
}

@inline function halfVectorPart<Half, Op>(
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
  if (half.hasScaledForm()) {
    if (op.scaleInvariant()) {
      if (!scalarA && !scalarB) i = scaledHalfPart<Half, Op>(inputA, inputB, out, count);
    } else if (op.unscaledRight()) {
      if (!scalarA && !scalarB) i = scaledProductPart<Half, Op>(inputA, inputB, out, count);
    }
  }
  for (; i + 32 <= count; i += 32) {
    const at = <usize>i * 2;
    halfStep<Half, Op>(inputA, inputB, out, at, scalarA, scalarB, splatA, splatB);
    halfStep<Half, Op>(inputA, inputB, out, at + 16, scalarA, scalarB, splatA, splatB);
    halfStep<Half, Op>(inputA, inputB, out, at + 32, scalarA, scalarB, splatA, splatB);
    halfStep<Half, Op>(inputA, inputB, out, at + 48, scalarA, scalarB, splatA, splatB);
  }
  for (; i + 8 <= count; i += 8) {
    halfStep<Half, Op>(inputA, inputB, out, <usize>i * 2, scalarA, scalarB, splatA, splatB);
  }
  return i;
}

/**
 * Contiguous float16 with a scale-invariant op: an inner loop in the scaled form (see Float16)
 * over blocks of 32 with no inf or NaN; a block that has one takes the general step. Keeping the
 * general step out of the inner loop keeps its constants out of the inner loop's registers.
 */
@inline function scaledHalfPart<Half, Op>(inputA: usize, inputB: usize, out: usize, count: i32): i32 {
  const half = changetype<Half>(0);
  const end = (<usize>count * 2) & ~63;
  let at: usize = 0;
  while (at < end) {
    while (at < end) {
      const bit = half.scaledConstant(0),
        place = half.scaledConstant(1),
        belowHalf = half.scaledConstant(2);
      const sign = half.scaledConstant(3),
        exponent = half.scaledConstant(4);
      if (half.anySpecial(inputA + at, inputB + at, exponent)) break;
      scaledStep<Half, Op>(inputA + at, inputB + at, out + at, bit, place, belowHalf, sign, exponent);
      scaledStep<Half, Op>(inputA + at + 16, inputB + at + 16, out + at + 16, bit, place, belowHalf, sign, exponent);
      scaledStep<Half, Op>(inputA + at + 32, inputB + at + 32, out + at + 32, bit, place, belowHalf, sign, exponent);
      scaledStep<Half, Op>(inputA + at + 48, inputB + at + 48, out + at + 48, bit, place, belowHalf, sign, exponent);
      at += 64;
    }
    if (at >= end) break;
    const unused = v128.splat<i32>(0);
    halfStep<Half, Op>(inputA, inputB, out, at, false, false, unused, unused);
    halfStep<Half, Op>(inputA, inputB, out, at + 16, false, false, unused, unused);
    halfStep<Half, Op>(inputA, inputB, out, at + 32, false, false, unused, unused);
    halfStep<Half, Op>(inputA, inputB, out, at + 48, false, false, unused, unused);
    at += 64;
  }
  return <i32>(at >> 1);
}

/**
 * Contiguous float16 multiply and divide in the scaled form: the left operand stays scaled
 * (x·2^-112), the right one is widened by one exact multiply, so op(x·2^-112, y) is the result's
 * scaled form, rounded by f32 once. Large results need no check: f16 products and quotients stay
 * below 2^41, so the scaled exponent stays below 64 and the narrowing's 16-bit magnitude (bits
 * 13..28) is at or above 0x7c00, which the final clamp makes inf. A product that is f32-subnormal
 * in the scaled form (an f16-subnormal result) is rounded twice, at 2^-37 then at 2^-24, which
 * can land on a tie (113·2^-20 × 145·2^-19 = 2^-25 + 2^-39): a block of 32 with such a product is
 * redone from the exact f32 products, rounded once (exactProductBlocks). Quotients cannot: an f16
 * quotient is at least 2^-37 away from any tie at 2^-24 spacing that it is not on (checked
 * exhaustively, see scripts/half_quotient_oracle.py), so the f32 quotient rounds to the same f16
 * as the exact one. 0/0 is NaN, which the narrowing
 * sees as a magnitude above 0xfc00 and turns into the quiet pattern (sign kept, as the general step).
 * Blocks whose inputs hold inf or NaN take the general step.
 */
@inline function scaledProductPart<Half, Op>(inputA: usize, inputB: usize, out: usize, count: i32): i32 {
  const half = changetype<Half>(0);
  const quotient = changetype<Op>(0).tiesExcluded();
  const end = (<usize>count * 2) & ~63;
  let at: usize = 0;
  let failedAt: usize = -1; // multiply: the last block whose scaled attempt failed
  while (at < end) {
    const bit = half.scaledConstant(0),
      place = half.scaledConstant(1),
      belowHalf = half.scaledConstant(2);
    const sign = half.scaledConstant(3),
      exponent = half.scaledConstant(4);
    const finite = !half.anySpecial(inputA + at, inputB + at, exponent);
    let fits = finite;
    if (fits) {
      if (quotient) {
        const nan = half.scaledConstant(5);
        quotientStep<Half, Op>(inputA + at, inputB + at, out + at, bit, place, belowHalf, sign, exponent, nan);
        quotientStep<Half, Op>(
          inputA + at + 16,
          inputB + at + 16,
          out + at + 16,
          bit,
          place,
          belowHalf,
          sign,
          exponent,
          nan,
        );
        quotientStep<Half, Op>(
          inputA + at + 32,
          inputB + at + 32,
          out + at + 32,
          bit,
          place,
          belowHalf,
          sign,
          exponent,
          nan,
        );
        quotientStep<Half, Op>(
          inputA + at + 48,
          inputB + at + 48,
          out + at + 48,
          bit,
          place,
          belowHalf,
          sign,
          exponent,
          nan,
        );
      } else {
        // Products of magnitudes (the sign is the inputs' signs xor'ed, exact for finite halves).
        // A non-zero product below 2^23 (f32-subnormal) fails; plus 2^31 − 1, wrapping, maps zero
        // to the largest signed value and 1 … 2^23 − 1 below `limit`, so one signed minimum per
        // vector and one signed compare find one (unsigned compares take V8 several instructions).
        const magnitude = half.scaledConstant(6);
        const lift = half.scaledConstant(7);
        const a0 = v128.load(inputA + at),
          b0 = v128.load(inputB + at);
        const even0 = productEven<Half, Op>(a0, b0, bit, magnitude),
          odd0 = productOdd<Half, Op>(a0, b0, magnitude);
        const a1 = v128.load(inputA + at, 16),
          b1 = v128.load(inputB + at, 16);
        const even1 = productEven<Half, Op>(a1, b1, bit, magnitude),
          odd1 = productOdd<Half, Op>(a1, b1, magnitude);
        let smallest = v128.min<i32>(
          v128.min<i32>(v128.add<i32>(even0, lift), v128.add<i32>(odd0, lift)),
          v128.min<i32>(v128.add<i32>(even1, lift), v128.add<i32>(odd1, lift)),
        );
        // The signs from the inputs loaded again (no store has touched them yet): cheaper than
        // keeping the loaded vectors live, which V8 spills to the stack.
        const r0 = half.narrowMagnitudes(
          even0,
          odd0,
          v128.xor(v128.load(inputA + at), v128.load(inputB + at)),
          bit,
          belowHalf,
          sign,
          exponent,
        );
        const r1 = half.narrowMagnitudes(
          even1,
          odd1,
          v128.xor(v128.load(inputA + at, 16), v128.load(inputB + at, 16)),
          bit,
          belowHalf,
          sign,
          exponent,
        );
        const a2 = v128.load(inputA + at, 32),
          b2 = v128.load(inputB + at, 32);
        const even2 = productEven<Half, Op>(a2, b2, bit, magnitude),
          odd2 = productOdd<Half, Op>(a2, b2, magnitude);
        const a3 = v128.load(inputA + at, 48),
          b3 = v128.load(inputB + at, 48);
        const even3 = productEven<Half, Op>(a3, b3, bit, magnitude),
          odd3 = productOdd<Half, Op>(a3, b3, magnitude);
        smallest = v128.min<i32>(
          smallest,
          v128.min<i32>(
            v128.min<i32>(v128.add<i32>(even2, lift), v128.add<i32>(odd2, lift)),
            v128.min<i32>(v128.add<i32>(even3, lift), v128.add<i32>(odd3, lift)),
          ),
        );
        fits = !v128.any_true(v128.lt<i32>(smallest, half.scaledConstant(8)));
        if (fits) {
          // Stores in order: with out the same memory as an input, vector k is overwritten only
          // after its signs were read.
          v128.store(out + at, r0);
          v128.store(out + at, r1, 16);
          v128.store(
            out + at,
            half.narrowMagnitudes(
              even2,
              odd2,
              v128.xor(v128.load(inputA + at, 32), v128.load(inputB + at, 32)),
              bit,
              belowHalf,
              sign,
              exponent,
            ),
            32,
          );
          v128.store(
            out + at,
            half.narrowMagnitudes(
              even3,
              odd3,
              v128.xor(v128.load(inputA + at, 48), v128.load(inputB + at, 48)),
              bit,
              belowHalf,
              sign,
              exponent,
            ),
            48,
          );
        }
      }
    }
    if (!fits) {
      if (finite && !quotient) {
        // An f16-subnormal product: this block (and, after two such blocks in a row, the ones
        // that follow while they have one) from the exact products, rounded once.
        const next = exactProductBlocks<Half>(inputA, inputB, out, at, end, failedAt + 64 == at);
        failedAt = at;
        at = next;
        continue;
      } else {
        const unused = v128.splat<i32>(0);
        halfStep<Half, Op>(inputA, inputB, out, at, false, false, unused, unused);
        halfStep<Half, Op>(inputA, inputB, out, at + 16, false, false, unused, unused);
        halfStep<Half, Op>(inputA, inputB, out, at + 32, false, false, unused, unused);
        halfStep<Half, Op>(inputA, inputB, out, at + 48, false, false, unused, unused);
      }
    }
    at += 64;
  }
  return <i32>(at >> 1);
}

/**
 * float16 multiply, blocks of 32 from `at` (the first without inf or NaN): the exact products
 * rounded once (Float16.exactProducts). With `more`, the following blocks too, until one without
 * an f16-subnormal result or with an inf or NaN: the scaled attempt's f32-subnormal products are
 * slow on some CPUs, so data whose products keep falling below 2^-14 skips it. Only after two
 * failed blocks in a row: data where such products are scattered lost 7% when one was enough.
 * A function apart, so that the main loop's registers stay as they were. Returns where it stopped.
 */
function exactProductBlocks<Half>(inputA: usize, inputB: usize, out: usize, at: usize, end: usize, more: bool): usize {
  const half = changetype<Half>(0);
  const bit = half.scaledConstant(0),
    sign = half.scaledConstant(3),
    exponent = half.scaledConstant(4);
  const magnitude = half.scaledConstant(6);
  do {
    const r0 = half.exactProducts(v128.load(inputA + at), v128.load(inputB + at), bit, magnitude, sign);
    v128.store(out + at, r0);
    const r1 = half.exactProducts(v128.load(inputA + at, 16), v128.load(inputB + at, 16), bit, magnitude, sign);
    v128.store(out + at, r1, 16);
    const r2 = half.exactProducts(v128.load(inputA + at, 32), v128.load(inputB + at, 32), bit, magnitude, sign);
    v128.store(out + at, r2, 32);
    const r3 = half.exactProducts(v128.load(inputA + at, 48), v128.load(inputB + at, 48), bit, magnitude, sign);
    v128.store(out + at, r3, 48);
    at += 64;
    if (!more || !half.anySubnormal(r0, r1, r2, r3)) break;
  } while (at < end && !half.anySpecial(inputA + at, inputB + at, exponent));
  return at;
}

/** 2^112: a scaled half times this is the half's f32 value, exactly. */
const HALF_REBIAS: f32 = 5.192296858534828e33;

@inline function productEven<Half, Op>(rawA: v128, rawB: v128, bit: v128, place: v128): v128 {
  const half = changetype<Half>(0);
  const right = v128.mul<f32>(half.placeEven(rawB, bit, place), f32x4.splat(HALF_REBIAS));
  return changetype<Op>(0).vector<f32>(half.placeEven(rawA, bit, place), right);
}

@inline function productOdd<Half, Op>(rawA: v128, rawB: v128, place: v128): v128 {
  const half = changetype<Half>(0);
  const right = v128.mul<f32>(half.placeOdd(rawB, place), f32x4.splat(HALF_REBIAS));
  return changetype<Op>(0).vector<f32>(half.placeOdd(rawA, place), right);
}

/** Eight quotients in the scaled form, narrowed and stored; 0/0 (NaN) becomes the quiet pattern. */
@inline function quotientStep<Half, Op>(
  a: usize,
  b: usize,
  out: usize,
  bit: v128,
  place: v128,
  belowHalf: v128,
  sign: v128,
  exponent: v128,
  nan: v128,
): void {
  const half = changetype<Half>(0);
  const rawA = v128.load(a),
    rawB = v128.load(b);
  const even = productEven<Half, Op>(rawA, rawB, bit, place);
  const odd = productOdd<Half, Op>(rawA, rawB, place);
  v128.store(out, half.narrowScaledNaN(even, odd, bit, belowHalf, sign, exponent, nan));
}

/** Eight halves at a and b → eight at out, all in the scaled form (even and odd elements apart). */
@inline function scaledStep<Half, Op>(
  a: usize,
  b: usize,
  out: usize,
  bit: v128,
  place: v128,
  belowHalf: v128,
  sign: v128,
  exponent: v128,
): void {
  const op = changetype<Op>(0);
  const half = changetype<Half>(0);
  const rawA = v128.load(a);
  const rawB = v128.load(b);
  const even = op.vector<f32>(half.placeEven(rawA, bit, place), half.placeEven(rawB, bit, place));
  const odd = op.vector<f32>(half.placeOdd(rawA, place), half.placeOdd(rawB, place));
  v128.store(out, half.narrowScaled(even, odd, bit, belowHalf, sign, exponent));
}

/** Eight halves: widen to two f32x4, apply the f32 op, round back. */
@inline function halfStep<Half, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  at: usize,
  scalarA: bool,
  scalarB: bool,
  splatA: v128,
  splatB: v128,
): void {
  const op = changetype<Op>(0);
  const half = changetype<Half>(0);
  const rawA = scalarA ? splatA : v128.load(inputA + at);
  const rawB = scalarB ? splatB : v128.load(inputB + at);
  const low = op.vector<f32>(scalarA ? splatA : half.widenLow(rawA), scalarB ? splatB : half.widenLow(rawB));
  const high = op.vector<f32>(scalarA ? splatA : half.widenHigh(rawA), scalarB ? splatB : half.widenHigh(rawB));
  v128.store(out + at, half.narrow(low, high));
}

/** Interleaved complex pairs; add/subtract are lane-wise, so they reuse the real v128 body. */
@inline function complexBinary<Part, Op>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  const pair = <i32>(2 * sizeof<Part>());
  let i = 0;
  if (op.laneWiseComplex()) {
    if (strideA == 1 && strideB == 1) i = complexVectorPart<Part, Op>(inputA, inputB, out, count, false, false);
    else if (strideA == 0 && strideB == 1) i = complexVectorPart<Part, Op>(inputA, inputB, out, count, true, false);
    else if (strideA == 1 && strideB == 0) i = complexVectorPart<Part, Op>(inputA, inputB, out, count, false, true);
  }
  for (; i < count; i++) {
    const left = inputA + <usize>(i * strideA * pair);
    const right = inputB + <usize>(i * strideB * pair);
    op.complex<Part>(
      load<Part>(left),
      load<Part>(left, sizeof<Part>()),
      load<Part>(right),
      load<Part>(right, sizeof<Part>()),
      out + <usize>(i * pair),
    );
  }
  return 0;
}

@inline function complexVectorPart<Part, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
  scalarA: bool,
  scalarB: bool,
): i32 {
  const op = changetype<Op>(0);
  const pairsPerVector = <i32>(16 / (2 * sizeof<Part>()));
  const splatA = scalarA ? splatPair<Part>(inputA) : v128.splat<Part>(0);
  const splatB = scalarB ? splatPair<Part>(inputB) : v128.splat<Part>(0);
  let i = 0;
  for (; i + pairsPerVector * 2 <= count; i += pairsPerVector * 2) {
    const at = <usize>i * 2 * sizeof<Part>();
    realStep<Part, Op>(inputA, inputB, out, at, scalarA, scalarB, splatA, splatB);
    realStep<Part, Op>(inputA, inputB, out, at + 16, scalarA, scalarB, splatA, splatB);
  }
  for (; i + pairsPerVector <= count; i += pairsPerVector) {
    realStep<Part, Op>(inputA, inputB, out, <usize>i * 2 * sizeof<Part>(), scalarA, scalarB, splatA, splatB);
  }
  return i;
}

/** A complex scalar repeated across a v128. */
@inline export function splatPair<Part>(ptr: usize): v128 {
  if (sizeof<Part>() == 4) return v128.load64_splat(ptr);
  return v128.load(ptr);
}

// ---- shared pieces for several ops ---------------------------------------------------------------

/** One element-wise multiply for any lane type; i8x16 has no mul. */
@inline export function vectorMultiply<Element>(left: v128, right: v128): v128 {
  if (sizeof<Element>() == 1) {
    const low = v128.extmul_low<i8>(left, right);
    const high = v128.extmul_high<i8>(left, right);
    return v128.shuffle<u8>(low, high, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
  }
  if (sizeof<Element>() == 2) return v128.mul<i16>(left, right);
  if (sizeof<Element>() == 4) return isFloat<Element>() ? v128.mul<f32>(left, right) : v128.mul<i32>(left, right);
  return isFloat<Element>() ? v128.mul<f64>(left, right) : v128.mul<i64>(left, right);
}

/** Lane mask x > y for any lane type; i64x2 has no unsigned compare, so flip the sign bits. */
@inline export function vectorGreater<Element>(left: v128, right: v128): v128 {
  if (sizeof<Element>() == 8 && !isFloat<Element>() && !isSigned<Element>()) {
    const flip = i64x2.splat(<i64>0x8000000000000000);
    return v128.gt<i64>(v128.xor(left, flip), v128.xor(right, flip));
  }
  return v128.gt<Element>(left, right);
}

// ---- complex helpers ---------------------------------------------------------------------------

@inline function storePair<Part>(out: usize, re: Part, im: Part): void {
  store<Part>(out, re);
  store<Part>(out, im, sizeof<Part>());
}

/** Complex division by Smith's algorithm (R. L. Smith, CACM 5(8), 1962), as NumPy does. */
@inline export function complexDivide<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
  const absBr = abs<Part>(br);
  const absBi = abs<Part>(bi);
  if (absBr >= absBi) {
    if (absBr == 0 && absBi == 0) {
      // Division by zero: scale each part by 1/|0| to get the infinities / NaNs NumPy gives.
      storePair<Part>(out, ar / absBr, ai / absBr);
      return;
    }
    const ratio = bi / br;
    const scale = <Part>1 / (br + bi * ratio);
    storePair<Part>(out, (ar + ai * ratio) * scale, (ai - ar * ratio) * scale);
  } else {
    // Also taken when a part of b is NaN: every result part is then NaN.
    const ratio = br / bi;
    const scale = <Part>1 / (bi + br * ratio);
    storePair<Part>(out, (ar * ratio + ai) * scale, (ai * ratio - ar) * scale);
  }
}

/** Lexicographic a >= b with NumPy's NaN rule (CGE in NumPy's loops). */
@inline export function complexGreaterEqual<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
  return (ar > br && ai == ai && bi == bi) || (ar == br && ai >= bi);
}

@inline export function complexLessEqual<Part>(ar: Part, ai: Part, br: Part, bi: Part): bool {
  return (ar < br && ai == ai && bi == bi) || (ar == br && ai <= bi);
}

/** Repeated squaring for a small integer exponent, as NumPy's npy_cpow does. */
@inline function complexIntegerPower<Part>(ar: Part, ai: Part, exponent: i32, out: usize): void {
  let resultRe: Part = 1;
  let resultIm: Part = 0;
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
  if (exponent < 0) complexDivide<Part>(1, 0, resultRe, resultIm, out);
  else storePair<Part>(out, resultRe, resultIm);
}

/** a ** b following NumPy's npy_cpow: special cases, small integer exponents, else exp(b log a). */
@inline function complexPower<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
  if (br == 0 && bi == 0) {
    storePair<Part>(out, 1, 0);
    return;
  }
  if (ar == 0 && ai == 0) {
    // NumPy 2: 0 ** z is 0 when Re z > 0, else undefined (NaN)
    if (br > 0) storePair<Part>(out, 0, 0);
    else storePair<Part>(out, <Part>NaN, <Part>NaN);
    return;
  }
  // Exponents 1, 2, 3 unrolled as NumPy does (inf and NaN parts come out as it gives them).
  if (bi == 0 && br == 1) {
    storePair<Part>(out, ar, ai);
    return;
  }
  if (bi == 0 && br == 2) {
    storePair<Part>(out, ar * ar - ai * ai, ar * ai + ai * ar);
    return;
  }
  if (bi == 0 && br == 3) {
    const squareRe = ar * ar - ai * ai;
    const squareIm = ar * ai + ai * ar;
    storePair<Part>(out, ar * squareRe - ai * squareIm, ar * squareIm + ai * squareRe);
    return;
  }
  if (bi == 0 && br == trunc<Part>(br) && abs<Part>(br) < 100) {
    complexIntegerPower<Part>(ar, ai, <i32>br, out);
    return;
  }
  const logRe = flog<Part>(fhypot<Part>(ar, ai));
  const logIm = fatan2<Part>(ai, ar);
  const re = br * logRe - bi * logIm;
  const im = br * logIm + bi * logRe;
  const magnitude = fexp<Part>(re);
  storePair<Part>(out, magnitude * fcos<Part>(im), magnitude * fsin<Part>(im));
}

// ---- integer and float scalar helpers ---------------------------------------------------------

/** Integer floor division (round toward −∞); x // 0 = 0 and MIN // −1 wraps to MIN. */
@inline function integerFloorDivide<Element>(left: Element, right: Element): Element {
  if (right == 0) return 0;
  if (isSigned<Element>()) {
    if (right == <Element>-1) return <Element>(<Element>0 - left); // avoids the wasm trap on MIN / −1
    const quotient = left / right;
    if (left % right != 0 && left < 0 != right < 0) return quotient - 1;
    return quotient;
  }
  return left / right;
}

/**
 * Integer division truncating toward zero (C, and lax.div on integers, which only the 'lax'
 * policy reaches); x / 0 = 0 as for floor_divide, and MIN / −1 wraps to MIN.
 */
@inline function integerTruncateDivide<Element>(left: Element, right: Element): Element {
  if (right == 0) return 0;
  if (isSigned<Element>() && right == <Element>-1) return <Element>(<Element>0 - left);
  return left / right;
}

/** Integer remainder with the sign of the divisor; x % 0 = 0. */
@inline function integerRemainder<Element>(left: Element, right: Element): Element {
  if (right == 0) return 0;
  if (isSigned<Element>()) {
    if (right == <Element>-1) return 0;
    const rest = left % right;
    if (rest != 0 && rest < 0 != right < 0) return rest + right;
    return rest;
  }
  return left % right;
}

/** Float floor division as NumPy's npy_floor_divide / npy_divmod compute it. */
@inline function floatFloorDivide<Part>(left: Part, right: Part): Part {
  if (right == 0) return left / right;
  const rest = fmod<Part>(left, right);
  let quotient = (left - rest) / right;
  if (rest != 0 && right < 0 != rest < 0) quotient -= 1;
  if (quotient != 0) {
    let floored = floor<Part>(quotient);
    if (quotient - floored > <Part>0.5) floored += 1;
    return floored;
  }
  return copysign<Part>(0, left / right);
}

/** Float remainder with the sign of the divisor, as NumPy's npy_remainder computes it. */
@inline function floatRemainder<Part>(left: Part, right: Part): Part {
  if (right == 0) return fmod<Part>(left, right);
  const rest = fmod<Part>(left, right);
  if (rest == 0) return copysign<Part>(0, right);
  if (right < 0 != rest < 0) return rest + right;
  return rest;
}

/** Wrapping integer power by squaring; 0 ** 0 = 1; a negative exponent gives 1 (flagged). */
@inline function integerPower<Element>(base: Element, exponent: Element): Element {
  if (isSigned<Element>()) {
    if (exponent < 0) return 1;
  }
  let result: Element = 1;
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
// Each op: simd<Element>() whether vector<Element> exists for that lane type; scalar; vector;
// complex<Part>(ar, ai, br, bi, out); laneWiseComplex() when the complex op is the real op per lane;
// invalid() flags inputs the JS layer must reject; scaleInvariant() when op(x·2^k, y·2^k) is
// op(x, y)·2^k with the same rounding (lets float16 skip a multiply, see Float16);
// unscaledRight() when op(x·2^k, y) is op(x, y)·2^k with the same rounding (multiply, divide).

@final @unmanaged export class Add {
  @inline scaleInvariant(): bool {
    return true;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left + right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.add<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return true;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    storePair<Part>(out, ar + br, ai + bi);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class Subtract {
  @inline scaleInvariant(): bool {
    return true;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left - right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.sub<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return true;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    storePair<Part>(out, ar - br, ai - bi);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class Multiply {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return true;
  }
  /** Whether f32 results of halves, rounded once more to f16, never meet a tie (see scaledProductPart). */
  @inline tiesExcluded(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left * right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return vectorMultiply<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    storePair<Part>(out, ar * br - ai * bi, ar * bi + ai * br);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class Divide {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return true;
  }
  @inline tiesExcluded(): bool {
    return true;
  }
  @inline simd<Element>(): bool {
    return isFloat<Element>();
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (isFloat<Element>()) return left / right;
    return integerTruncateDivide<Element>(left, right);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.div<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    complexDivide<Part>(ar, ai, br, bi, out);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class FloorDivide {
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
    if (isFloat<Element>()) return floatFloorDivide<Element>(left, right);
    return integerFloorDivide<Element>(left, right);
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

@final @unmanaged export class Remainder {
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
    if (isFloat<Element>()) return floatRemainder<Element>(left, right);
    return integerRemainder<Element>(left, right);
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

@final @unmanaged export class Power {
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
    if (isFloat<Element>()) return fpow<Element>(left, right);
    return integerPower<Element>(left, right);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return unreachable();
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    complexPower<Part>(ar, ai, br, bi, out);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    if (isSigned<Element>() && !isFloat<Element>()) return right < 0;
    return false;
  }
}

/** NumPy's maximum: NaN wins, and on equal inputs (±0 included) the second operand is returned. */
@final @unmanaged export class Maximum {
  @inline scaleInvariant(): bool {
    return true;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (isFloat<Element>()) return left > right || left != left ? left : right;
    return left > right ? left : right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    if (isFloat<Element>())
      return v128.bitselect(left, right, v128.or(v128.gt<Element>(left, right), v128.ne<Element>(left, left)));
    if (sizeof<Element>() == 8) return v128.bitselect(left, right, vectorGreater<Element>(left, right));
    return v128.max<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    if (ar != ar || ai != ai || complexGreaterEqual<Part>(ar, ai, br, bi)) storePair<Part>(out, ar, ai);
    else storePair<Part>(out, br, bi);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class Minimum {
  @inline scaleInvariant(): bool {
    return true;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    if (isFloat<Element>()) return left < right || left != left ? left : right;
    return left < right ? left : right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    if (isFloat<Element>())
      return v128.bitselect(left, right, v128.or(v128.lt<Element>(left, right), v128.ne<Element>(left, left)));
    if (sizeof<Element>() == 8) return v128.bitselect(left, right, vectorGreater<Element>(right, left));
    return v128.min<Element>(left, right);
  }
  @inline laneWiseComplex(): bool {
    return false;
  }
  @inline complex<Part>(ar: Part, ai: Part, br: Part, bi: Part, out: usize): void {
    if (ar != ar || ai != ai || complexLessEqual<Part>(ar, ai, br, bi)) storePair<Part>(out, ar, ai);
    else storePair<Part>(out, br, bi);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

// Bool variants on 0/1 bytes: add and maximum are OR, multiply and minimum AND, power a | !b.

@final @unmanaged export class BoolOr {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left | right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.or(left, right);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class BoolAnd {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left & right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.and(left, right);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class BoolPower {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left | (right ^ 1);
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.or(left, v128.xor(right, i8x16.splat(1)));
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

/** Placeholder for ops that have no bool kernel (never instantiated). */
/** bool remainder: x % 1 = 0 and x % 0 = 0, so always false. */
@final @unmanaged export class BoolZero {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return <Element>0;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return i8x16.splat(0);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged export class NoBool {
  @inline simd<Element>(): bool {
    return false;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return unreachable();
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return unreachable();
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

/** hypot and arctan2: float kinds only (halves through float32). */
@final @unmanaged export class Hypotenuse {
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
    return fhypot<Element>(left, right);
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

@final @unmanaged export class ArcTangent2 {
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
    return fatan2<Element>(left, right);
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

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function add<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Add, BoolOr>(inputA, sa, inputB, sb, out, count);
}
@inline export function subtract<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Subtract, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function multiply<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Multiply, BoolAnd>(inputA, sa, inputB, sb, out, count);
}
@inline export function divide<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Divide, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function floor_divide<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  // bool: x // 1 = x and x // 0 = 0, so floor division is AND.
  return binary<Dtype, FloorDivide, BoolAnd>(inputA, sa, inputB, sb, out, count);
}
@inline export function remainder<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Remainder, BoolZero>(inputA, sa, inputB, sb, out, count);
}
@inline export function power<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Power, BoolPower>(inputA, sa, inputB, sb, out, count);
}
@inline export function maximum<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Maximum, BoolOr>(inputA, sa, inputB, sb, out, count);
}
@inline export function minimum<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Minimum, BoolAnd>(inputA, sa, inputB, sb, out, count);
}
@inline export function hypot<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Hypotenuse, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function arctan2<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, ArcTangent2, NoBool>(inputA, sa, inputB, sb, out, count);
}
