// Fused kernels for two contiguous operands of different dtypes, one pass, no conversion buffers.
// The entry points are generated (asm/mixed.generated.ts, by scripts/gen-kernels.mjs from the
// registry's `mixed` column): src/ops/operations.ts uses a kernel when one exists for the plan.
//
// Integer pairs, `mixed_${op}_${left}_${right}_int${bits}`: each operand read with a widening load
// (v128.load8x8_s …) into lanes of the result's width, which must be the operand's own width or
// twice it (int8 + uint8 → int16; int32 + uint32 → int64, or int32 with x64 off), then the
// operation, wrapping. Wrapping add, subtract and multiply give the same bits signed or unsigned,
// so a kernel is named by the signed dtype of its result's width and serves uint results too.
//
// Integer and float operands with a float result (int32 + float32 → float32 under JAX, → float64
// under NumPy): `mixed_${op}_${left}_${right}_${result}`, each operand converted in registers
// exactly as its cast kernel would (round to nearest), then the float operation.

import { Add, Divide, Multiply, Subtract } from './arithmetic';

@inline function loadWide<From, To>(pointer: usize): v128 {
  if (sizeof<From>() == sizeof<To>()) return v128.load(pointer);
  if (sizeof<From>() == 1) return isSigned<From>() ? v128.load8x8_s(pointer) : v128.load8x8_u(pointer);
  if (sizeof<From>() == 2) return isSigned<From>() ? v128.load16x4_s(pointer) : v128.load16x4_u(pointer);
  return isSigned<From>() ? v128.load32x2_s(pointer) : v128.load32x2_u(pointer);
}

@inline export function mixed<Left, Right, Result, Op>(inputA: usize, inputB: usize, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<Result>());
  // Four vectors a step: one loop add and compare per four, the widening loads back to back
  // (int8 + uint8 → int16 at 2.6·10⁵ on one thread: 0.089 → 0.067 ns an element; bench/fastpaths.mjs
  // puts it at 0.98–1.11× an int16 + int16 add, from 0.66–0.96×).
  const leftStep = <usize>lanes * sizeof<Left>();
  const rightStep = <usize>lanes * sizeof<Right>();
  let i = 0;
  for (; i + 4 * lanes <= count; i += 4 * lanes) {
    const a = inputA + <usize>i * sizeof<Left>();
    const b = inputB + <usize>i * sizeof<Right>();
    const o = out + <usize>i * sizeof<Result>();
    v128.store(o, op.vector<Result>(loadWide<Left, Result>(a), loadWide<Right, Result>(b)));
    v128.store(o, op.vector<Result>(loadWide<Left, Result>(a + leftStep), loadWide<Right, Result>(b + rightStep)), 16);
    v128.store(
      o,
      op.vector<Result>(loadWide<Left, Result>(a + 2 * leftStep), loadWide<Right, Result>(b + 2 * rightStep)),
      32,
    );
    v128.store(
      o,
      op.vector<Result>(loadWide<Left, Result>(a + 3 * leftStep), loadWide<Right, Result>(b + 3 * rightStep)),
      48,
    );
  }
  for (; i + lanes <= count; i += lanes) {
    const left = loadWide<Left, Result>(inputA + <usize>i * sizeof<Left>());
    const right = loadWide<Right, Result>(inputB + <usize>i * sizeof<Right>());
    v128.store(out + <usize>i * sizeof<Result>(), op.vector<Result>(left, right));
  }
  for (; i < count; i++) {
    const left = <Result>load<Left>(inputA + <usize>i * sizeof<Left>());
    const right = <Result>load<Right>(inputB + <usize>i * sizeof<Right>());
    store<Result>(out + <usize>i * sizeof<Result>(), op.scalar<Result>(left, right));
  }
  return 0;
}

// ---- integer and float operands, a float result ------------------------------------------------

/** 16 / sizeof<Result> elements of `From` at `pointer` as Result (f32 or f64) lanes, rounded as casts are. */
@inline function loadFloat<From, Result>(pointer: usize): v128 {
  if (sizeof<Result>() == 4) {
    if (isFloat<From>()) return v128.load(pointer);
    if (sizeof<From>() == 1) {
      const bytes = v128.load32_zero(pointer);
      const halves = isSigned<From>() ? i16x8.extend_low_i8x16_s(bytes) : i16x8.extend_low_i8x16_u(bytes);
      return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(halves));
    }
    if (sizeof<From>() == 2)
      return f32x4.convert_i32x4_s(isSigned<From>() ? v128.load16x4_s(pointer) : v128.load16x4_u(pointer));
    return isSigned<From>() ? f32x4.convert_i32x4_s(v128.load(pointer)) : f32x4.convert_i32x4_u(v128.load(pointer));
  }
  if (isFloat<From>())
    return sizeof<From>() == 8 ? v128.load(pointer) : f64x2.promote_low_f32x4(v128.load64_zero(pointer));
  if (sizeof<From>() == 1) {
    const bytes = v128.load16_lane(pointer, i16x8.splat(0), 0);
    const halves = isSigned<From>() ? i16x8.extend_low_i8x16_s(bytes) : i16x8.extend_low_i8x16_u(bytes);
    return f64x2.convert_low_i32x4_s(i32x4.extend_low_i16x8_s(halves));
  }
  if (sizeof<From>() == 2) {
    const pair = v128.load32_zero(pointer);
    return f64x2.convert_low_i32x4_s(
      isSigned<From>() ? i32x4.extend_low_i16x8_s(pair) : i32x4.extend_low_i16x8_u(pair),
    );
  }
  return isSigned<From>()
    ? f64x2.convert_low_i32x4_s(v128.load64_zero(pointer))
    : f64x2.convert_low_i32x4_u(v128.load64_zero(pointer));
}

@inline export function mixedFloat<Left, Right, Result, Op>(
  inputA: usize,
  inputB: usize,
  out: usize,
  count: i32,
): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<Result>());
  let i = 0;
  for (; i + 2 * lanes <= count; i += 2 * lanes) {
    const left0 = loadFloat<Left, Result>(inputA + <usize>i * sizeof<Left>());
    const right0 = loadFloat<Right, Result>(inputB + <usize>i * sizeof<Right>());
    const left1 = loadFloat<Left, Result>(inputA + <usize>(i + lanes) * sizeof<Left>());
    const right1 = loadFloat<Right, Result>(inputB + <usize>(i + lanes) * sizeof<Right>());
    v128.store(out + <usize>i * sizeof<Result>(), op.vector<Result>(left0, right0));
    v128.store(out + <usize>(i + lanes) * sizeof<Result>(), op.vector<Result>(left1, right1));
  }
  for (; i < count; i++) {
    const left = <Result>load<Left>(inputA + <usize>i * sizeof<Left>());
    const right = <Result>load<Right>(inputB + <usize>i * sizeof<Right>());
    store<Result>(out + <usize>i * sizeof<Result>(), op.scalar<Result>(left, right));
  }
  return 0;
}
