// The benchmark's ceiling: contiguous add / multiply / divide written as plain hand-unrolled v128
// loops (pointer bumps, immediate offsets, no strides, no dispatch, no allocation). Compiled by
// bench/kernels.mjs with --importMemory, so it runs on the library module's own memory.
// Exports: `${op}_${dtype}(inputA, inputB, out, count)`, and `true_divide_${int dtype}` (float out).

import { BFloat16, Float16 } from '../../asm/dtypes';

// ---- generic loops over a native lane type ----------------------------------------------------------

@inline function loop<Element>(inputA: usize, inputB: usize, out: usize, count: i32, op: i32): void {
  const bytes = <usize>count * sizeof<Element>();
  const end = inputA + (bytes & ~63);
  while (inputA < end) {
    v128.store(out, apply<Element>(v128.load(inputA), v128.load(inputB), op));
    v128.store(out, apply<Element>(v128.load(inputA, 16), v128.load(inputB, 16), op), 16);
    v128.store(out, apply<Element>(v128.load(inputA, 32), v128.load(inputB, 32), op), 32);
    v128.store(out, apply<Element>(v128.load(inputA, 48), v128.load(inputB, 48), op), 48);
    inputA += 64;
    inputB += 64;
    out += 64;
  }
  const tailEnd = inputA + (bytes & 63);
  while (inputA < tailEnd) {
    const left = load<Element>(inputA);
    const right = load<Element>(inputB);
    store<Element>(out, op == 0 ? left + right : op == 1 ? left * right : left / right);
    inputA += sizeof<Element>();
    inputB += sizeof<Element>();
    out += sizeof<Element>();
  }
}

@inline function apply<Element>(left: v128, right: v128, op: i32): v128 {
  if (op == 0) return v128.add<Element>(left, right);
  if (op == 1) {
    if (sizeof<Element>() == 1) {
      return v128.shuffle<u8>(
        v128.extmul_low<i8>(left, right),
        v128.extmul_high<i8>(left, right),
        0,
        2,
        4,
        6,
        8,
        10,
        12,
        14,
        16,
        18,
        20,
        22,
        24,
        26,
        28,
        30,
      );
    }
    if (sizeof<Element>() == 2) return v128.mul<i16>(left, right);
    if (isFloat<Element>()) return v128.mul<Element>(left, right);
    if (sizeof<Element>() == 4) return v128.mul<i32>(left, right);
    return v128.mul<i64>(left, right);
  }
  if (isFloat<Element>()) return v128.div<Element>(left, right);
  return unreachable(); // integer divide is never requested
}

// ---- 16-bit floats: widen to f32x4, compute, round back -------------------------------------------

@inline function halfLoop<Half>(inputA: usize, inputB: usize, out: usize, count: i32, op: i32): void {
  const half = changetype<Half>(0);
  const bytes = <usize>count * 2;
  const end = inputA + (bytes & ~31);
  while (inputA < end) {
    const x0 = v128.load(inputA);
    const y0 = v128.load(inputB);
    const x1 = v128.load(inputA, 16);
    const y1 = v128.load(inputB, 16);
    v128.store(
      out,
      half.narrow(
        apply<f32>(half.widenLow(x0), half.widenLow(y0), op),
        apply<f32>(half.widenHigh(x0), half.widenHigh(y0), op),
      ),
    );
    v128.store(
      out,
      half.narrow(
        apply<f32>(half.widenLow(x1), half.widenLow(y1), op),
        apply<f32>(half.widenHigh(x1), half.widenHigh(y1), op),
      ),
      16,
    );
    inputA += 32;
    inputB += 32;
    out += 32;
  }
  const tailEnd = inputA + (bytes & 31);
  while (inputA < tailEnd) {
    const left = half.toF32(<u32>load<u16>(inputA));
    const right = half.toF32(<u32>load<u16>(inputB));
    store<u16>(out, <u16>half.fromF32(op == 0 ? left + right : op == 1 ? left * right : left / right));
    inputA += 2;
    inputB += 2;
    out += 2;
  }
}

export function add_uint8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u8>(inputA, inputB, out, count, 0);
}
export function add_uint16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u16>(inputA, inputB, out, count, 0);
}
export function add_uint32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u32>(inputA, inputB, out, count, 0);
}
export function add_uint64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u64>(inputA, inputB, out, count, 0);
}
export function add_int8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i8>(inputA, inputB, out, count, 0);
}
export function add_int16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i16>(inputA, inputB, out, count, 0);
}
export function add_int32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i32>(inputA, inputB, out, count, 0);
}
export function add_int64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i64>(inputA, inputB, out, count, 0);
}
export function add_float32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f32>(inputA, inputB, out, count, 0);
}
export function add_float64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f64>(inputA, inputB, out, count, 0);
}
export function add_bfloat16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<BFloat16>(inputA, inputB, out, count, 0);
}
export function add_float16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<Float16>(inputA, inputB, out, count, 0);
}

export function multiply_uint8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u8>(inputA, inputB, out, count, 1);
}
export function multiply_uint16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u16>(inputA, inputB, out, count, 1);
}
export function multiply_uint32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u32>(inputA, inputB, out, count, 1);
}
export function multiply_uint64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<u64>(inputA, inputB, out, count, 1);
}
export function multiply_int8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i8>(inputA, inputB, out, count, 1);
}
export function multiply_int16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i16>(inputA, inputB, out, count, 1);
}
export function multiply_int32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i32>(inputA, inputB, out, count, 1);
}
export function multiply_int64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<i64>(inputA, inputB, out, count, 1);
}
export function multiply_float32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f32>(inputA, inputB, out, count, 1);
}
export function multiply_float64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f64>(inputA, inputB, out, count, 1);
}
export function multiply_bfloat16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<BFloat16>(inputA, inputB, out, count, 1);
}
export function multiply_float16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<Float16>(inputA, inputB, out, count, 1);
}

export function divide_float32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f32>(inputA, inputB, out, count, 2);
}
export function divide_float64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  loop<f64>(inputA, inputB, out, count, 2);
}
export function divide_bfloat16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<BFloat16>(inputA, inputB, out, count, 2);
}
export function divide_float16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  halfLoop<Float16>(inputA, inputB, out, count, 2);
}

// ---- integer true division: lanes converted to the float result (SPEC §4), then divided ----------
// 16 quotients (float32) or 8 (float64) per turn: 64 output bytes.

@inline function trueDivideLoop<Element>(inputA: usize, inputB: usize, out: usize, count: i32): void {
  const wide = sizeof<Element>() == 8;
  const perTurn = wide ? 8 : 16;
  const inBytes = <usize>perTurn * sizeof<Element>();
  const end = out + ((<usize>(count / perTurn)) << 6);
  while (out < end) {
    if (sizeof<Element>() == 1) {
      const x = v128.load(inputA);
      const y = v128.load(inputB);
      const xLow = v128.extend_low<Element>(x);
      const xHigh = v128.extend_high<Element>(x);
      const yLow = v128.extend_low<Element>(y);
      const yHigh = v128.extend_high<Element>(y);
      v128.store(out, v128.div<f32>(halfToF32<Element>(xLow, false), halfToF32<Element>(yLow, false)));
      v128.store(out, v128.div<f32>(halfToF32<Element>(xLow, true), halfToF32<Element>(yLow, true)), 16);
      v128.store(out, v128.div<f32>(halfToF32<Element>(xHigh, false), halfToF32<Element>(yHigh, false)), 32);
      v128.store(out, v128.div<f32>(halfToF32<Element>(xHigh, true), halfToF32<Element>(yHigh, true)), 48);
    } else if (sizeof<Element>() == 2) {
      const x0 = v128.load(inputA);
      const x1 = v128.load(inputA, 16);
      const y0 = v128.load(inputB);
      const y1 = v128.load(inputB, 16);
      v128.store(out, v128.div<f32>(halfToF32<Element>(x0, false), halfToF32<Element>(y0, false)));
      v128.store(out, v128.div<f32>(halfToF32<Element>(x0, true), halfToF32<Element>(y0, true)), 16);
      v128.store(out, v128.div<f32>(halfToF32<Element>(x1, false), halfToF32<Element>(y1, false)), 32);
      v128.store(out, v128.div<f32>(halfToF32<Element>(x1, true), halfToF32<Element>(y1, true)), 48);
    } else {
      v128.store(out, divideLanes<Element>(v128.load(inputA), v128.load(inputB)));
      v128.store(out, divideLanes<Element>(v128.load(inputA, 16), v128.load(inputB, 16)), 16);
      v128.store(out, divideLanes<Element>(v128.load(inputA, 32), v128.load(inputB, 32)), 32);
      v128.store(out, divideLanes<Element>(v128.load(inputA, 48), v128.load(inputB, 48)), 48);
    }
    inputA += inBytes;
    inputB += inBytes;
    out += 64;
  }
  for (let i = 0; i < count % perTurn; i++) {
    const left = load<Element>(inputA + <usize>i * sizeof<Element>());
    const right = load<Element>(inputB + <usize>i * sizeof<Element>());
    if (wide) store<f64>(out + ((<usize>i) << 3), <f64>left / <f64>right);
    else store<f32>(out + ((<usize>i) << 2), <f32>left / <f32>right);
  }
}

/** Low or high four of eight 16-bit lanes (extended per Element's sign) as f32x4: exact. */
@inline function halfToF32<Element>(words: v128, high: bool): v128 {
  if (isSigned<Element>())
    return f32x4.convert_i32x4_s(high ? v128.extend_high<i16>(words) : v128.extend_low<i16>(words));
  return f32x4.convert_i32x4_s(high ? v128.extend_high<u16>(words) : v128.extend_low<u16>(words));
}

@inline function divideLanes<Element>(x: v128, y: v128): v128 {
  if (sizeof<Element>() == 4) {
    if (isSigned<Element>()) return v128.div<f32>(f32x4.convert_i32x4_s(x), f32x4.convert_i32x4_s(y));
    return v128.div<f32>(f32x4.convert_i32x4_u(x), f32x4.convert_i32x4_u(y));
  }
  return v128.div<f64>(int64ToF64<Element>(x), int64ToF64<Element>(y));
}

/** i64x2/u64x2 → f64x2 rounded once: (hi·2^32 − 2^52) + (2^52 + lo), both parts built exactly by bits. */
@inline function int64ToF64<Element>(x: v128): v128 {
  const low = v128.or(v128.and(x, i64x2.splat(0xffffffff)), i64x2.splat(0x4330000000000000));
  const high = isSigned<Element>()
    ? v128.sub<f64>(
        v128.xor(v128.shr<u64>(x, 32), i64x2.splat(0x4530000080000000)),
        f64x2.splat(reinterpret<f64>(0x4530000080100000)),
      )
    : v128.sub<f64>(
        v128.or(v128.shr<u64>(x, 32), i64x2.splat(0x4530000000000000)),
        f64x2.splat(reinterpret<f64>(0x4530000000100000)),
      );
  return v128.add<f64>(high, low);
}

export function true_divide_uint8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<u8>(inputA, inputB, out, count);
}
export function true_divide_uint16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<u16>(inputA, inputB, out, count);
}
export function true_divide_uint32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<u32>(inputA, inputB, out, count);
}
export function true_divide_uint64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<u64>(inputA, inputB, out, count);
}
export function true_divide_int8(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<i8>(inputA, inputB, out, count);
}
export function true_divide_int16(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<i16>(inputA, inputB, out, count);
}
export function true_divide_int32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<i32>(inputA, inputB, out, count);
}
export function true_divide_int64(inputA: usize, inputB: usize, out: usize, count: i32): void {
  trueDivideLoop<i64>(inputA, inputB, out, count);
}

// ---- reading: the bandwidth a float32 sum can reach ----------------------------------------------

/** Sums `count` float32 values with four v128 accumulators: the read-bandwidth ceiling of `sum`. */
export function read_float32(input: usize, count: i32): f32 {
  let a0 = f32x4.splat(0),
    a1 = f32x4.splat(0),
    a2 = f32x4.splat(0),
    a3 = f32x4.splat(0);
  const end = input + (((<usize>count) << 2) & ~63);
  while (input < end) {
    a0 = f32x4.add(a0, v128.load(input));
    a1 = f32x4.add(a1, v128.load(input, 16));
    a2 = f32x4.add(a2, v128.load(input, 32));
    a3 = f32x4.add(a3, v128.load(input, 48));
    input += 64;
  }
  const total = f32x4.add(f32x4.add(a0, a1), f32x4.add(a2, a3));
  return (
    f32x4.extract_lane(total, 0) +
    f32x4.extract_lane(total, 1) +
    f32x4.extract_lane(total, 2) +
    f32x4.extract_lane(total, 3)
  );
}

// ---- the multiply-add peak (bench/matmul.mjs) ------------------------------------------------------

/**
 * `iterations` steps of twelve independent f32x4 multiply-then-add chains (c = c + a·b, as the
 * matrix-product kernel does it; WebAssembly SIMD has no fused multiply-add), each chain twice a
 * step: 192 flops a step, all in registers. Returns a lane of the total so the work is kept.
 * Twice a step because V8 spends five instructions of its own on every turn of a loop (it
 * rematerialises `b` and checks for interrupts), one of them on a SIMD pipe: once a step, this loop
 * read 10% below the same chains unrolled (42 against 47 GFLOP/s here), so it measured V8's loop
 * overhead as much as the multiply and add pipes. (Unrolled further it read no higher.) Each chain
 * still waits on its own multiply and add, which holds this shape to about 85% of the pipes'
 * throughput in native code too (docs/benchmarks.md, "Matrix products").
 */
export function madd_peak_f32(iterations: i32): f32 {
  // c·b depends on c, so nothing is hoisted; b = 1e-8 keeps every c where it is (no overflow, no subnormals).
  const b = f32x4.splat(1e-8);
  let c0 = f32x4.splat(1),
    c1 = f32x4.splat(2),
    c2 = f32x4.splat(3),
    c3 = f32x4.splat(4);
  let c4 = f32x4.splat(5),
    c5 = f32x4.splat(6),
    c6 = f32x4.splat(7),
    c7 = f32x4.splat(8);
  let c8 = f32x4.splat(9),
    c9 = f32x4.splat(10),
    c10 = f32x4.splat(11),
    c11 = f32x4.splat(12);
  for (let index = 0; index < iterations; index++) {
    c0 = f32x4.add(c0, f32x4.mul(c0, b));
    c1 = f32x4.add(c1, f32x4.mul(c1, b));
    c2 = f32x4.add(c2, f32x4.mul(c2, b));
    c3 = f32x4.add(c3, f32x4.mul(c3, b));
    c4 = f32x4.add(c4, f32x4.mul(c4, b));
    c5 = f32x4.add(c5, f32x4.mul(c5, b));
    c6 = f32x4.add(c6, f32x4.mul(c6, b));
    c7 = f32x4.add(c7, f32x4.mul(c7, b));
    c8 = f32x4.add(c8, f32x4.mul(c8, b));
    c9 = f32x4.add(c9, f32x4.mul(c9, b));
    c10 = f32x4.add(c10, f32x4.mul(c10, b));
    c11 = f32x4.add(c11, f32x4.mul(c11, b));
    c0 = f32x4.add(c0, f32x4.mul(c0, b));
    c1 = f32x4.add(c1, f32x4.mul(c1, b));
    c2 = f32x4.add(c2, f32x4.mul(c2, b));
    c3 = f32x4.add(c3, f32x4.mul(c3, b));
    c4 = f32x4.add(c4, f32x4.mul(c4, b));
    c5 = f32x4.add(c5, f32x4.mul(c5, b));
    c6 = f32x4.add(c6, f32x4.mul(c6, b));
    c7 = f32x4.add(c7, f32x4.mul(c7, b));
    c8 = f32x4.add(c8, f32x4.mul(c8, b));
    c9 = f32x4.add(c9, f32x4.mul(c9, b));
    c10 = f32x4.add(c10, f32x4.mul(c10, b));
    c11 = f32x4.add(c11, f32x4.mul(c11, b));
  }
  const total = f32x4.add(
    f32x4.add(f32x4.add(c0, c1), f32x4.add(c2, c3)),
    f32x4.add(f32x4.add(f32x4.add(c4, c5), f32x4.add(c6, c7)), f32x4.add(f32x4.add(c8, c9), f32x4.add(c10, c11))),
  );
  return f32x4.extract_lane(total, 0);
}

// ---- fused chains (bench/jit.mjs): one pass, float32, unrolled by two ------------------------------

@inline function affineLane(x: v128, y: v128): v128 {
  return f32x4.add(f32x4.mul(f32x4.div(f32x4.sub(x, f32x4.splat(0.5)), f32x4.splat(2)), y), f32x4.splat(1.5));
}
@inline function hypotLane(x: v128, y: v128): v128 {
  return f32x4.sqrt(f32x4.add(f32x4.mul(x, x), f32x4.mul(y, y)));
}

/** (x − 0.5) / 2 · y + 1.5 over float32. */
export function affine_float32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  const end = inputA + ((<usize>count * 4) & ~31);
  while (inputA < end) {
    v128.store(out, affineLane(v128.load(inputA), v128.load(inputB)));
    v128.store(out, affineLane(v128.load(inputA, 16), v128.load(inputB, 16)), 16);
    inputA += 32;
    inputB += 32;
    out += 32;
  }
  const tailEnd = inputA + ((<usize>count * 4) & 31);
  while (inputA < tailEnd) {
    store<f32>(out, ((load<f32>(inputA) - 0.5) / 2) * load<f32>(inputB) + 1.5);
    inputA += 4;
    inputB += 4;
    out += 4;
  }
}

/** sqrt(x·x + y·y) over float32. */
export function hypot_float32(inputA: usize, inputB: usize, out: usize, count: i32): void {
  const end = inputA + ((<usize>count * 4) & ~31);
  while (inputA < end) {
    v128.store(out, hypotLane(v128.load(inputA), v128.load(inputB)));
    v128.store(out, hypotLane(v128.load(inputA, 16), v128.load(inputB, 16)), 16);
    inputA += 32;
    inputB += 32;
    out += 32;
  }
  const tailEnd = inputA + ((<usize>count * 4) & 31);
  while (inputA < tailEnd) {
    const x = load<f32>(inputA);
    const y = load<f32>(inputB);
    store<f32>(out, sqrt<f32>(x * x + y * y));
    inputA += 4;
    inputB += 4;
    out += 4;
  }
}

// ---- softmax rows without our exactness (the design issue #26's softmax target would need) -------------
// Not the library's softmax: what a softmax costs when its exp is a polynomial instead of correctly
// rounded, and its division a multiply by the row sum's reciprocal (TensorFlow.js's XNNPACK kernel does
// both). exp: x = n·ln2 + r (Cody–Waite, |r| ≤ ln2/2), e^r = 1 + r + r²·P(r), P of degree 4 (a relative
// error near 2^-28 before rounding, fitted by least squares on Chebyshev nodes), times 2^n. Inputs below
// -87.33 (where e^x leaves the normal range) give 0, as XNNPACK's denormal cut-off does.

@inline function softmaxExpLane(x: v128): v128 {
  const shifted = f32x4.add(f32x4.mul(x, f32x4.splat(1.4426950216293335)), f32x4.splat(12582912.0));
  const n = f32x4.sub(shifted, f32x4.splat(12582912.0));
  const r = f32x4.sub(
    f32x4.sub(x, f32x4.mul(n, f32x4.splat(0.693145751953125))),
    f32x4.mul(n, f32x4.splat(1.428606765330187e-6)),
  );
  let p = f32x4.add(f32x4.mul(r, f32x4.splat(0.0013751279329881072)), f32x4.splat(0.008368952199816704));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(0.041669540107250214));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(0.166665181517601));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(0.49999988079071045));
  p = f32x4.add(f32x4.add(f32x4.mul(f32x4.mul(r, r), p), r), f32x4.splat(1));
  const scale = v128.shl<i32>(v128.add<i32>(shifted, i32x4.splat(127 - 0x4b400000)), 23);
  return v128.andnot(f32x4.mul(p, scale), f32x4.lt(x, f32x4.splat(-87.33654022216797)));
}

@inline function softmaxExp(x: f32): f32 {
  return f32x4.extract_lane(softmaxExpLane(f32x4.splat(x)), 0);
}

/** Softmax over rows of `length` float32 values (see above). */
export function softmax_fast_float32(input: usize, out: usize, rows: i32, length: i32): void {
  const vectorBytes = (<usize>length * 4) & ~15;
  const rowBytes = <usize>length * 4;
  for (let row = 0; row < rows; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    let largest = f32x4.splat(-Infinity);
    for (let at: usize = 0; at < vectorBytes; at += 16) largest = f32x4.pmax(largest, v128.load(from + at));
    let top = max(
      max(f32x4.extract_lane(largest, 0), f32x4.extract_lane(largest, 1)),
      max(f32x4.extract_lane(largest, 2), f32x4.extract_lane(largest, 3)),
    );
    for (let at = vectorBytes; at < rowBytes; at += 4) top = max(top, load<f32>(from + at));
    const shift = f32x4.splat(top);
    // Four vectors a step, two sums: the additions' latency off the critical path.
    let total = f32x4.splat(0);
    let other = f32x4.splat(0);
    const unrolledBytes = vectorBytes & ~63;
    let at: usize = 0;
    for (; at < unrolledBytes; at += 64) {
      const e0 = softmaxExpLane(f32x4.sub(v128.load(from + at), shift));
      const e1 = softmaxExpLane(f32x4.sub(v128.load(from + at, 16), shift));
      const e2 = softmaxExpLane(f32x4.sub(v128.load(from + at, 32), shift));
      const e3 = softmaxExpLane(f32x4.sub(v128.load(from + at, 48), shift));
      v128.store(to + at, e0);
      v128.store(to + at, e1, 16);
      v128.store(to + at, e2, 32);
      v128.store(to + at, e3, 48);
      total = f32x4.add(total, f32x4.add(e0, e1));
      other = f32x4.add(other, f32x4.add(e2, e3));
    }
    for (; at < vectorBytes; at += 16) {
      const e = softmaxExpLane(f32x4.sub(v128.load(from + at), shift));
      v128.store(to + at, e);
      total = f32x4.add(total, e);
    }
    total = f32x4.add(total, other);
    let sum =
      f32x4.extract_lane(total, 0) +
      f32x4.extract_lane(total, 1) +
      f32x4.extract_lane(total, 2) +
      f32x4.extract_lane(total, 3);
    for (let at = vectorBytes; at < rowBytes; at += 4) {
      const e = softmaxExp(load<f32>(from + at) - top);
      store<f32>(to + at, e);
      sum += e;
    }
    const reciprocal = f32x4.splat(<f32>1 / sum);
    for (let at: usize = 0; at < vectorBytes; at += 16) v128.store(to + at, f32x4.mul(v128.load(to + at), reciprocal));
    for (let at = vectorBytes; at < rowBytes; at += 4)
      store<f32>(to + at, load<f32>(to + at) * f32x4.extract_lane(reciprocal, 0));
  }
}
