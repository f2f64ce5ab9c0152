// Fused mixed-integer kernels: `mixed_${op}_${left}_${right}(inputA, inputB, out, count) -> 0` for
// contiguous operands of two integer dtypes whose promotion is at most twice as wide as either
// (int8 + uint8 → int16 …). Each operand is read with a widening load (v128.load8x8_s …) and the
// operation runs on the result's lanes in registers: one pass, no conversion buffers. The pairs
// are those of JAX's lattice with that property; src/operations.ts uses a kernel when it exists.
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

@inline function mixed<Left, Right, Result, Op>(inputA: usize, inputB: usize, out: usize, count: i32): i32 {
  const op = changetype<Op>(0);
  const lanes = <i32>(16 / sizeof<Result>());
  let i = 0;
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

export function mixed_add_int8_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, u8, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i8, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u16, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i16, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u32, i64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i32, i64, Add>(inputA, inputB, out, count); }
export function mixed_add_int8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, i16, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i8, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i32, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i16, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i64, i64, Add>(inputA, inputB, out, count); }
export function mixed_add_int64_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, i32, i64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, u16, u16, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u8, u16, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u32, u32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u16, u32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_uint64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u64, u64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u64, u32, u64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i16, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u8, i16, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i32, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u16, i32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i64, i64, Add>(inputA, inputB, out, count); }
export function mixed_add_int64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, u32, i64, Add>(inputA, inputB, out, count); }
export function mixed_subtract_int8_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, u8, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i8, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u16, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i16, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u32, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i32, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, i16, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i8, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i32, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i16, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i64, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int64_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, i32, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, u16, u16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u8, u16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u32, u32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u16, u32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_uint64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u64, u64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u64, u32, u64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i16, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u8, i16, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i32, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u16, i32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i64, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, u32, i64, Subtract>(inputA, inputB, out, count); }
export function mixed_multiply_int8_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, u8, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i8, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u16, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i16, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u32, i64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i32, i64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i8, i16, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_int8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i8, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, i32, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i16, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, i64, i64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int64_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, i32, i64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, u16, u16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u8, u16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, u32, u32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u16, u32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_uint64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, u64, u64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u64, u32, u64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_int16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u8, i16, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_uint8(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i16, u8, i16, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_int32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u16, i32, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_uint16(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i32, u16, i32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_int64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<u32, i64, i64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int64_uint32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixed<i64, u32, i64, Multiply>(inputA, inputB, out, count); }

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
    if (sizeof<From>() == 2) return f32x4.convert_i32x4_s(isSigned<From>() ? v128.load16x4_s(pointer) : v128.load16x4_u(pointer));
    return isSigned<From>() ? f32x4.convert_i32x4_s(v128.load(pointer)) : f32x4.convert_i32x4_u(v128.load(pointer));
  }
  if (isFloat<From>()) return sizeof<From>() == 8 ? v128.load(pointer) : f64x2.promote_low_f32x4(v128.load64_zero(pointer));
  if (sizeof<From>() == 1) {
    const bytes = v128.load16_lane(pointer, i16x8.splat(0), 0);
    const halves = isSigned<From>() ? i16x8.extend_low_i8x16_s(bytes) : i16x8.extend_low_i8x16_u(bytes);
    return f64x2.convert_low_i32x4_s(i32x4.extend_low_i16x8_s(halves));
  }
  if (sizeof<From>() == 2) {
    const pair = v128.load32_zero(pointer);
    return f64x2.convert_low_i32x4_s(isSigned<From>() ? i32x4.extend_low_i16x8_s(pair) : i32x4.extend_low_i16x8_u(pair));
  }
  return isSigned<From>() ? f64x2.convert_low_i32x4_s(v128.load64_zero(pointer)) : f64x2.convert_low_i32x4_u(v128.load64_zero(pointer));
}

@inline function mixedFloat<Left, Right, Result, Op>(inputA: usize, inputB: usize, out: usize, count: i32): i32 {
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

export function mixed_add_int8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_int8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_int8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i8, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u8, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_int16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i16, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u16, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_int32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f32, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float32_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_uint32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f64, f64, Add>(inputA, inputB, out, count); }
export function mixed_add_float64_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u32, f64, Add>(inputA, inputB, out, count); }
export function mixed_subtract_int8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i8, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u8, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i16, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u16, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_int32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f32, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float32_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_uint32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f64, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_subtract_float64_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u32, f64, Subtract>(inputA, inputB, out, count); }
export function mixed_multiply_int8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i8, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u8, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i16, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u16, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_int32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f32, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float32_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_uint32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f64, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_multiply_float64_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u32, f64, Multiply>(inputA, inputB, out, count); }
export function mixed_divide_int8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i8, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i8, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_int8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i8, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint8_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint8_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint8_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u8, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint8_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u8, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_uint8_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u8, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i16, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i16, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_int16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i16, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint16_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint16_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint16_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u16, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint16_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u16, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_uint16_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u16, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, i32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_int32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<i32, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_int32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, i32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint32_float32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint32_float32(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f32, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint32_float32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float32_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f32, u32, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_uint32_float64_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<u32, f64, f64, Divide>(inputA, inputB, out, count); }
export function mixed_divide_float64_uint32_float64(inputA: usize, inputB: usize, out: usize, count: i32): i32 { return mixedFloat<f64, u32, f64, Divide>(inputA, inputB, out, count); }
