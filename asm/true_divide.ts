// True division of bool / integer arrays (SPEC §4): each input converted to the output float
// (float32; float64 for 64-bit integers) inside the loop, then one IEEE division. The conversion
// rounds exactly as cast_${dtype}_float32/float64 do, so x / 0 is ±inf and 0 / 0 NaN as for floats.
//
// ABI as the arithmetic kernels: (inputA, strideA, inputB, strideB, out, count) -> 0; strides count
// input elements, `out` is contiguous float. v128 bodies for contiguous and scalar (stride 0)
// operands; any other stride runs the scalar loop.

@inline export function true_divide<Dtype>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  if (isBoolean<Dtype>()) return divideAs<u8>(inputA, strideA, inputB, strideB, out, count);
  return divideAs<Dtype>(inputA, strideA, inputB, strideB, out, count);
}

@inline function divideAs<Element>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  let i = 0;
  if (strideA == 1 && strideB == 1) i = vectorPart<Element>(inputA, inputB, out, count, false, false);
  else if (strideA == 0 && strideB == 1) i = vectorPart<Element>(inputA, inputB, out, count, true, false);
  else if (strideA == 1 && strideB == 0) i = vectorPart<Element>(inputA, inputB, out, count, false, true);
  const size = <i32>sizeof<Element>();
  for (; i < count; i++) {
    const left = load<Element>(inputA + <usize>(i * strideA * size));
    const right = load<Element>(inputB + <usize>(i * strideB * size));
    // wasm's int → float conversions round once, to nearest even.
    if (sizeof<Element>() == 8) store<f64>(out + ((<usize>i) << 3), <f64>left / <f64>right);
    else store<f32>(out + ((<usize>i) << 2), <f32>left / <f32>right);
  }
  return 0;
}

/**
 * Blocks of 64 output bytes (16 float32 or 8 float64 quotients), pointer bumps and immediate
 * offsets as in arithmetic.ts; returns the first element not done.
 */
@inline function vectorPart<Element>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
  scalarA: bool,
  scalarB: bool,
): i32 {
  const perBlock: i32 = sizeof<Element>() == 8 ? 8 : 16;
  const inputStep = <usize>perBlock * sizeof<Element>();
  const splatA = scalarA ? splatFloat<Element>(load<Element>(inputA)) : v128.splat<i32>(0);
  const splatB = scalarB ? splatFloat<Element>(load<Element>(inputB)) : v128.splat<i32>(0);
  const stepA: usize = scalarA ? 0 : inputStep;
  const stepB: usize = scalarB ? 0 : inputStep;
  let cursorA = inputA;
  let cursorB = inputB;
  let target = out;
  const blockEnd = out + ((<usize>(count / perBlock)) << 6);
  while (target < blockEnd) {
    // Each store follows its own loads (stores may alias, so binaryen keeps this order): few live
    // vectors; converting all eight inputs first spilled and cost ~12% for 64-bit lanes.
    if (sizeof<Element>() == 1) {
      // 16 bytes → i16x8 × 2 → i32x4 × 4 → f32x4 (exact below 2^24).
      const rawA = scalarA ? splatA : v128.load(cursorA);
      const rawB = scalarB ? splatB : v128.load(cursorB);
      const lowA = v128.extend_low<Element>(rawA);
      const lowB = v128.extend_low<Element>(rawB);
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(lowA, false),
          scalarB ? splatB : wordsToF32<Element>(lowB, false),
        ),
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(lowA, true),
          scalarB ? splatB : wordsToF32<Element>(lowB, true),
        ),
        16,
      );
      const highA = v128.extend_high<Element>(rawA);
      const highB = v128.extend_high<Element>(rawB);
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(highA, false),
          scalarB ? splatB : wordsToF32<Element>(highB, false),
        ),
        32,
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(highA, true),
          scalarB ? splatB : wordsToF32<Element>(highB, true),
        ),
        48,
      );
    } else if (sizeof<Element>() == 2) {
      const rawA0 = scalarA ? splatA : v128.load(cursorA);
      const rawB0 = scalarB ? splatB : v128.load(cursorB);
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(rawA0, false),
          scalarB ? splatB : wordsToF32<Element>(rawB0, false),
        ),
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(rawA0, true),
          scalarB ? splatB : wordsToF32<Element>(rawB0, true),
        ),
        16,
      );
      const rawA1 = scalarA ? splatA : v128.load(cursorA, 16);
      const rawB1 = scalarB ? splatB : v128.load(cursorB, 16);
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(rawA1, false),
          scalarB ? splatB : wordsToF32<Element>(rawB1, false),
        ),
        32,
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : wordsToF32<Element>(rawA1, true),
          scalarB ? splatB : wordsToF32<Element>(rawB1, true),
        ),
        48,
      );
    } else {
      // 32- and 64-bit lanes: one input vector per output vector, at the same offsets.
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : toFloatLanes<Element>(v128.load(cursorA)),
          scalarB ? splatB : toFloatLanes<Element>(v128.load(cursorB)),
        ),
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : toFloatLanes<Element>(v128.load(cursorA, 16)),
          scalarB ? splatB : toFloatLanes<Element>(v128.load(cursorB, 16)),
        ),
        16,
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : toFloatLanes<Element>(v128.load(cursorA, 32)),
          scalarB ? splatB : toFloatLanes<Element>(v128.load(cursorB, 32)),
        ),
        32,
      );
      v128.store(
        target,
        quotient<Element>(
          scalarA ? splatA : toFloatLanes<Element>(v128.load(cursorA, 48)),
          scalarB ? splatB : toFloatLanes<Element>(v128.load(cursorB, 48)),
        ),
        48,
      );
    }
    cursorA += stepA;
    cursorB += stepB;
    target += 64;
  }
  return <i32>((target - out) >> 6) * perBlock;
}

@inline function quotient<Element>(left: v128, right: v128): v128 {
  return sizeof<Element>() == 8 ? v128.div<f64>(left, right) : v128.div<f32>(left, right);
}

/** A scalar operand converted once, in every lane. */
@inline function splatFloat<Element>(value: Element): v128 {
  if (sizeof<Element>() == 8) return f64x2.splat(<f64>value);
  return f32x4.splat(<f32>value);
}

/** Half of eight 16-bit lanes (signedness of Element, any width ≤ 16 bits) as f32x4, exactly. */
@inline function wordsToF32<Element>(words: v128, high: bool): v128 {
  // Zero- or sign-extended 16-bit values are non-negative or fit i32: the signed convert is exact
  // and is one instruction on x64 (the unsigned one is several).
  if (isSigned<Element>()) {
    return f32x4.convert_i32x4_s(high ? v128.extend_high<i16>(words) : v128.extend_low<i16>(words));
  }
  return f32x4.convert_i32x4_s(high ? v128.extend_high<u16>(words) : v128.extend_low<u16>(words));
}

/** Four 32-bit lanes → f32x4, or two 64-bit lanes → f64x2, each rounded once to nearest even. */
@inline function toFloatLanes<Element>(lanes: v128): v128 {
  if (sizeof<Element>() == 4) {
    return isSigned<Element>() ? f32x4.convert_i32x4_s(lanes) : f32x4.convert_i32x4_u(lanes);
  }
  // No i64x2 → f64x2 convert: split x = hi·2^32 + lo and build both parts exactly in the
  // significand of a large power of two (the magic-number conversion compilers emit for
  // uint64 → double): lo as 2^52 + lo, hi as 2^84 + hi·2^32 (signed hi offset by 2^31).
  // hi part − (its offset + 2^52) = hi·2^32 − 2^52 exactly, so adding 2^52 + lo rounds once.
  const lowPart = v128.or(v128.and(lanes, i64x2.splat(0xffffffff)), i64x2.splat(0x4330000000000000));
  const highBits = v128.shr<u64>(lanes, 32);
  if (isSigned<Element>()) {
    const highPart = v128.xor(highBits, i64x2.splat(0x4530000080000000));
    return v128.add<f64>(v128.sub<f64>(highPart, f64x2.splat(TWO_84_63_52)), lowPart);
  }
  const highPart = v128.or(highBits, i64x2.splat(0x4530000000000000));
  return v128.add<f64>(v128.sub<f64>(highPart, f64x2.splat(TWO_84_52)), lowPart);
}

// 2^84 + 2^52 and 2^84 + 2^63 + 2^52: the offsets of the two parts (exact in float64).
@inline const TWO_84_52: f64 = reinterpret<f64>(0x4530000000100000);
@inline const TWO_84_63_52: f64 = reinterpret<f64>(0x4530000080100000);
