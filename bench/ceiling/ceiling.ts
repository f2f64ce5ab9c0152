// The benchmark's ceiling: contiguous add / multiply / divide written as plain hand-unrolled v128
// loops (pointer bumps, immediate offsets, no strides, no dispatch, no allocation). Compiled by
// bench/kernels.mjs with --importMemory, so it runs on the library module's own memory.
// Exports: `${op}_${dtype}(a, b, out, n)`.

import { BFloat16, Float16 } from '../../asm/dtypes';

// ---- generic loops over a native lane type ----------------------------------------------------------

@inline function loop<T>(a: usize, b: usize, out: usize, n: i32, op: i32): void {
  const bytes = <usize>n * sizeof<T>();
  const end = a + (bytes & ~63);
  while (a < end) {
    v128.store(out, apply<T>(v128.load(a), v128.load(b), op));
    v128.store(out, apply<T>(v128.load(a, 16), v128.load(b, 16), op), 16);
    v128.store(out, apply<T>(v128.load(a, 32), v128.load(b, 32), op), 32);
    v128.store(out, apply<T>(v128.load(a, 48), v128.load(b, 48), op), 48);
    a += 64;
    b += 64;
    out += 64;
  }
  const tailEnd = a + (bytes & 63);
  while (a < tailEnd) {
    const x = load<T>(a);
    const y = load<T>(b);
    store<T>(out, op == 0 ? x + y : op == 1 ? x * y : x / y);
    a += sizeof<T>();
    b += sizeof<T>();
    out += sizeof<T>();
  }
}

@inline function apply<T>(x: v128, y: v128, op: i32): v128 {
  if (op == 0) return v128.add<T>(x, y);
  if (op == 1) {
    if (sizeof<T>() == 1) {
      return v128.shuffle<u8>(v128.extmul_low<i8>(x, y), v128.extmul_high<i8>(x, y),
        0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    }
    if (sizeof<T>() == 2) return v128.mul<i16>(x, y);
    if (isFloat<T>()) return v128.mul<T>(x, y);
    if (sizeof<T>() == 4) return v128.mul<i32>(x, y);
    return v128.mul<i64>(x, y);
  }
  if (isFloat<T>()) return v128.div<T>(x, y);
  return unreachable(); // integer divide is never requested
}

// ---- 16-bit floats: widen to f32x4, compute, round back -------------------------------------------

@inline function halfLoop<H>(a: usize, b: usize, out: usize, n: i32, op: i32): void {
  const half = changetype<H>(0);
  const bytes = <usize>n * 2;
  const end = a + (bytes & ~31);
  while (a < end) {
    const x0 = v128.load(a);
    const y0 = v128.load(b);
    const x1 = v128.load(a, 16);
    const y1 = v128.load(b, 16);
    v128.store(out, half.narrow(
      apply<f32>(half.widenLow(x0), half.widenLow(y0), op), apply<f32>(half.widenHigh(x0), half.widenHigh(y0), op)));
    v128.store(out, half.narrow(
      apply<f32>(half.widenLow(x1), half.widenLow(y1), op), apply<f32>(half.widenHigh(x1), half.widenHigh(y1), op)), 16);
    a += 32;
    b += 32;
    out += 32;
  }
  const tailEnd = a + (bytes & 31);
  while (a < tailEnd) {
    const x = half.toF32(<u32>load<u16>(a));
    const y = half.toF32(<u32>load<u16>(b));
    store<u16>(out, <u16>half.fromF32(op == 0 ? x + y : op == 1 ? x * y : x / y));
    a += 2;
    b += 2;
    out += 2;
  }
}

export function add_uint8(a: usize, b: usize, out: usize, n: i32): void { loop<u8>(a, b, out, n, 0); }
export function add_uint16(a: usize, b: usize, out: usize, n: i32): void { loop<u16>(a, b, out, n, 0); }
export function add_uint32(a: usize, b: usize, out: usize, n: i32): void { loop<u32>(a, b, out, n, 0); }
export function add_uint64(a: usize, b: usize, out: usize, n: i32): void { loop<u64>(a, b, out, n, 0); }
export function add_int8(a: usize, b: usize, out: usize, n: i32): void { loop<i8>(a, b, out, n, 0); }
export function add_int16(a: usize, b: usize, out: usize, n: i32): void { loop<i16>(a, b, out, n, 0); }
export function add_int32(a: usize, b: usize, out: usize, n: i32): void { loop<i32>(a, b, out, n, 0); }
export function add_int64(a: usize, b: usize, out: usize, n: i32): void { loop<i64>(a, b, out, n, 0); }
export function add_float32(a: usize, b: usize, out: usize, n: i32): void { loop<f32>(a, b, out, n, 0); }
export function add_float64(a: usize, b: usize, out: usize, n: i32): void { loop<f64>(a, b, out, n, 0); }
export function add_bfloat16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<BFloat16>(a, b, out, n, 0); }
export function add_float16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<Float16>(a, b, out, n, 0); }

export function multiply_uint8(a: usize, b: usize, out: usize, n: i32): void { loop<u8>(a, b, out, n, 1); }
export function multiply_uint16(a: usize, b: usize, out: usize, n: i32): void { loop<u16>(a, b, out, n, 1); }
export function multiply_uint32(a: usize, b: usize, out: usize, n: i32): void { loop<u32>(a, b, out, n, 1); }
export function multiply_uint64(a: usize, b: usize, out: usize, n: i32): void { loop<u64>(a, b, out, n, 1); }
export function multiply_int8(a: usize, b: usize, out: usize, n: i32): void { loop<i8>(a, b, out, n, 1); }
export function multiply_int16(a: usize, b: usize, out: usize, n: i32): void { loop<i16>(a, b, out, n, 1); }
export function multiply_int32(a: usize, b: usize, out: usize, n: i32): void { loop<i32>(a, b, out, n, 1); }
export function multiply_int64(a: usize, b: usize, out: usize, n: i32): void { loop<i64>(a, b, out, n, 1); }
export function multiply_float32(a: usize, b: usize, out: usize, n: i32): void { loop<f32>(a, b, out, n, 1); }
export function multiply_float64(a: usize, b: usize, out: usize, n: i32): void { loop<f64>(a, b, out, n, 1); }
export function multiply_bfloat16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<BFloat16>(a, b, out, n, 1); }
export function multiply_float16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<Float16>(a, b, out, n, 1); }

export function divide_float32(a: usize, b: usize, out: usize, n: i32): void { loop<f32>(a, b, out, n, 2); }
export function divide_float64(a: usize, b: usize, out: usize, n: i32): void { loop<f64>(a, b, out, n, 2); }
export function divide_bfloat16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<BFloat16>(a, b, out, n, 2); }
export function divide_float16(a: usize, b: usize, out: usize, n: i32): void { halfLoop<Float16>(a, b, out, n, 2); }
