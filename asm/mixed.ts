// Fused mixed-integer kernels: `mixed_${op}_${left}_${right}(inputA, inputB, out, count) -> 0` for
// contiguous operands of two integer dtypes whose promotion is at most twice as wide as either
// (int8 + uint8 → int16 …). Each operand is read with a widening load (v128.load8x8_s …) and the
// operation runs on the result's lanes in registers: one pass, no conversion buffers. The pairs
// are those of JAX's lattice with that property; src/operations.ts uses a kernel when it exists.

import { Add, Multiply, Subtract } from './arithmetic';

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
