// jax.nn's kernels (src/ops/nn.ts): softmax, logSoftmax and logsumexp over contiguous rows, and the
// activations elementwise. These are operations of their own (SPEC §4a), not compositions of the
// elementwise kernels: float32 lanes use a polynomial exp (below) instead of the correctly rounded one,
// and softmax multiplies by the row sum's reciprocal (XNNPACK's design); the accuracy each reaches is
// measured in docs/accuracy.md ("nn") and asserted by test/nn.test.ts. float64 goes through the scalar
// libm functions (exact to within an ulp or so). 16-bit floats are widened to float32 lanes in the
// kernels' loads and rounded once in their stores.
//
// Rows ABI: (input, out, rowBegin, rowEnd, length) -> 0, over rows [rowBegin, rowEnd) of `length`
// contiguous values (logsumexp writes one value per row at out[row]). A row's result depends only on
// that row: any split of the rows into ranges gives the same bits, and nothing is shared between calls.
// Elementwise ABI: (input, out, count) -> 0, contiguous.

import { erf64, expm1_64 } from './math';
import { BFloat16, Float16 } from './dtypes';

// ---- exp in float32 lanes -------------------------------------------------------------------------
// x = n·ln2 + r (Cody–Waite in two parts, |r| ≤ ln2/2), e^r = 1 + r·Q(r), Q of degree 4 (relative error
// 2^-23.4 before rounding, fitted to the relative error on Chebyshev nodes), times 2^n built in the
// exponent bits and folded into the last step (XNNPACK's p5 design). For x ≤ 0 only (every caller
// passes x − max or −|x|): below −87.34, where e^x leaves the normal range, the result is 0; −∞ gives 0,
// NaN gives NaN.

/**
 * The exp's and sigmoid's constants, in memory: V8 re-materializes a v128.const at every use (about
 * three instructions, as asm/dtypes.ts's F16_SCALED says), where a load from here is one.
 */
const EXP_K: usize = memory.data<u32>(
  [
    0x3fb8aa3b,
    0x3fb8aa3b,
    0x3fb8aa3b,
    0x3fb8aa3b, // 0 log2e 1.4426950216293335
    0x3f317200,
    0x3f317200,
    0x3f317200,
    0x3f317200, // 1 ln2hi 0.693145751953125
    0x35bfbe8e,
    0x35bfbe8e,
    0x35bfbe8e,
    0x35bfbe8e, // 2 ln2lo 1.428606765330187e-06
    0x3c07df55,
    0x3c07df55,
    0x3c07df55,
    0x3c07df55, // 3 q4 0.00829299259930849
    0x3d2b9d50,
    0x3d2b9d50,
    0x3d2b9d50,
    0x3d2b9d50, // 4 q3 0.04189807176589966
    0x3e2aad1c,
    0x3e2aad1c,
    0x3e2aad1c,
    0x3e2aad1c, // 5 q2 0.16667598485946655
    0x3efffee2,
    0x3efffee2,
    0x3efffee2,
    0x3efffee2, // 6 q1 0.4999914765357971
    0x3f7ffffb,
    0x3f7ffffb,
    0x3f7ffffb,
    0x3f7ffffb, // 7 q0 0.9999997019767761
    0xc2aeac4f,
    0xc2aeac4f,
    0xc2aeac4f,
    0xc2aeac4f, // 8 cut -87.33654022216797
    0xc2da999a,
    0xc2da999a,
    0xc2da999a,
    0xc2da999a, // 9 cutScaled -109.3
    0x3f800000,
    0x3f800000,
    0x3f800000,
    0x3f800000, // 10 one 1.0
    0x2f800000,
    0x2f800000,
    0x2f800000,
    0x2f800000, // 11 down 2.3283064365386963e-10
    0x80000000,
    0x80000000,
    0x80000000,
    0x80000000, // 12 sign -0.0
    0x00000000,
    0x00000000,
    0x00000000,
    0x00000000, // 13 zero 0.0
    0x4b40007f,
    0x4b40007f,
    0x4b40007f,
    0x4b40007f, // 14 magicBiased 12583039.0 (the magic plus 127)
    0xc2dc0000,
    0xc2dc0000,
    0xc2dc0000,
    0xc2dc0000, // 15 floor -110.0
    0x4b40009f,
    0x4b40009f,
    0x4b40009f,
    0x4b40009f, // 16 magicScaled 12583071.0 (the magic plus 127 + 32)
    0x42840000,
    0x42840000,
    0x42840000,
    0x42840000, // 17 ceiling 66.0
    0x4f800000,
    0x4f800000,
    0x4f800000,
    0x4f800000, // 18 up 4294967296.0 (2^32)
  ],
  16,
);
@inline function k(index: usize): v128 {
  return v128.load(EXP_K + (index << 4));
}

@inline function expNonPositive(x: v128): v128 {
  // The magic carries the exponent's bias (127), so that shifting n's bits up makes 2^n with no add.
  const shifted = f32x4.add(f32x4.mul(x, k(0)), k(14));
  const n = f32x4.sub(shifted, k(14));
  const r = f32x4.sub(f32x4.sub(x, f32x4.mul(n, k(1))), f32x4.mul(n, k(2)));
  // e^r ≈ 1 + r·Q(r), Q of degree 4 (relative error 2^−23.4 before rounding), the scale folded in:
  // e^x = s + (r·s)·Q(r), s = 2^n.
  let q = f32x4.add(f32x4.mul(r, k(3)), k(4));
  q = f32x4.add(f32x4.mul(r, q), k(5));
  q = f32x4.add(f32x4.mul(r, q), k(6));
  q = f32x4.add(f32x4.mul(r, q), k(7));
  const scale = v128.shl<i32>(shifted, 23);
  const e = f32x4.add(scale, f32x4.mul(f32x4.mul(r, scale), q));
  return v128.andnot(e, f32x4.lt(x, k(8)));
}

/**
 * e^x · 2^32 for x ≤ 0, the exponent built 32 higher so that values down to 2^−158 stay normal: the
 * activations multiply it by x (up to |x| ≈ 109 where the result is still a float32) before scaling
 * back. Below −109.3 (where even 109·e^x is under 2^−149) it is 0.
 */
@inline function expNonPositiveScaled(x: v128): v128 {
  const shifted = f32x4.add(f32x4.mul(x, k(0)), k(16));
  const n = f32x4.sub(shifted, k(16));
  const r = f32x4.sub(f32x4.sub(x, f32x4.mul(n, k(1))), f32x4.mul(n, k(2)));
  let q = f32x4.add(f32x4.mul(r, k(3)), k(4));
  q = f32x4.add(f32x4.mul(r, q), k(5));
  q = f32x4.add(f32x4.mul(r, q), k(6));
  q = f32x4.add(f32x4.mul(r, q), k(7));
  const scale = v128.shl<i32>(shifted, 23);
  const e = f32x4.add(scale, f32x4.mul(f32x4.mul(r, scale), q));
  return v128.andnot(e, f32x4.lt(x, k(9)));
}

/**
 * expNonPositive of four vectors, each step applied to the four before the next: V8 emits wasm in
 * program order, and four chains interleaved keep the out-of-order window full where one after
 * another leaves it short (as the activations' family below; softmax [64, 4096] 1.11× faster).
 * Stores the exps at out when `keep`; returns e0 + e1, and leaves e2 + e3 in secondPair (a global:
 * each thread's instance has its own).
 */
@inline function expFour(x0: v128, x1: v128, x2: v128, x3: v128, out: usize, keep: bool): v128 {
  let s0 = f32x4.add(f32x4.mul(x0, k(0)), k(14));
  let s1 = f32x4.add(f32x4.mul(x1, k(0)), k(14));
  let s2 = f32x4.add(f32x4.mul(x2, k(0)), k(14));
  let s3 = f32x4.add(f32x4.mul(x3, k(0)), k(14));
  const n0 = f32x4.sub(s0, k(14));
  const n1 = f32x4.sub(s1, k(14));
  const n2 = f32x4.sub(s2, k(14));
  const n3 = f32x4.sub(s3, k(14));
  let r0 = f32x4.sub(x0, f32x4.mul(n0, k(1)));
  let r1 = f32x4.sub(x1, f32x4.mul(n1, k(1)));
  let r2 = f32x4.sub(x2, f32x4.mul(n2, k(1)));
  let r3 = f32x4.sub(x3, f32x4.mul(n3, k(1)));
  r0 = f32x4.sub(r0, f32x4.mul(n0, k(2)));
  r1 = f32x4.sub(r1, f32x4.mul(n1, k(2)));
  r2 = f32x4.sub(r2, f32x4.mul(n2, k(2)));
  r3 = f32x4.sub(r3, f32x4.mul(n3, k(2)));
  let q0 = f32x4.add(f32x4.mul(r0, k(3)), k(4));
  let q1 = f32x4.add(f32x4.mul(r1, k(3)), k(4));
  let q2 = f32x4.add(f32x4.mul(r2, k(3)), k(4));
  let q3 = f32x4.add(f32x4.mul(r3, k(3)), k(4));
  q0 = f32x4.add(f32x4.mul(r0, q0), k(5));
  q1 = f32x4.add(f32x4.mul(r1, q1), k(5));
  q2 = f32x4.add(f32x4.mul(r2, q2), k(5));
  q3 = f32x4.add(f32x4.mul(r3, q3), k(5));
  q0 = f32x4.add(f32x4.mul(r0, q0), k(6));
  q1 = f32x4.add(f32x4.mul(r1, q1), k(6));
  q2 = f32x4.add(f32x4.mul(r2, q2), k(6));
  q3 = f32x4.add(f32x4.mul(r3, q3), k(6));
  q0 = f32x4.add(f32x4.mul(r0, q0), k(7));
  q1 = f32x4.add(f32x4.mul(r1, q1), k(7));
  q2 = f32x4.add(f32x4.mul(r2, q2), k(7));
  q3 = f32x4.add(f32x4.mul(r3, q3), k(7));
  s0 = v128.shl<i32>(s0, 23);
  s1 = v128.shl<i32>(s1, 23);
  s2 = v128.shl<i32>(s2, 23);
  s3 = v128.shl<i32>(s3, 23);
  const e0 = v128.andnot(f32x4.add(s0, f32x4.mul(f32x4.mul(r0, s0), q0)), f32x4.lt(x0, k(8)));
  const e1 = v128.andnot(f32x4.add(s1, f32x4.mul(f32x4.mul(r1, s1), q1)), f32x4.lt(x1, k(8)));
  const e2 = v128.andnot(f32x4.add(s2, f32x4.mul(f32x4.mul(r2, s2), q2)), f32x4.lt(x2, k(8)));
  const e3 = v128.andnot(f32x4.add(s3, f32x4.mul(f32x4.mul(r3, s3), q3)), f32x4.lt(x3, k(8)));
  if (keep) {
    v128.store(out, e0);
    v128.store(out, e1, 16);
    v128.store(out, e2, 32);
    v128.store(out, e3, 48);
  }
  secondPair = f32x4.add(e2, e3);
  return f32x4.add(e0, e1);
}

/** expFour's e2 + e3. */
let secondPair: v128 = v128.splat<i32>(0);

@inline function expNonPositive1(x: f32): f32 {
  return f32x4.extract_lane(expNonPositive(f32x4.splat(x)), 0);
}

// ---- rows: the maximum and the sum of exp(x − max) --------------------------------------------------

/**
 * The row's largest value in every lane, by pmax (one instruction where max's NaN rule takes
 * several; across lanes in two steps, not four extracts and V8's branchy scalar max). A NaN in the
 * row may be passed over, and the lanes may then differ, but x − max is NaN for it, so the row's
 * sum, and every result that reads it, is NaN as JAX gives it.
 */
@inline function rowMaxLanes32(input: usize, length: i32): v128 {
  const vectorBytes = ((<usize>length) << 2) & ~15;
  const rowBytes = (<usize>length) << 2;
  let a0 = f32x4.splat(-Infinity);
  let a1 = a0;
  let a2 = a0;
  let a3 = a0;
  let at: usize = 0;
  for (; at + 64 <= vectorBytes; at += 64) {
    a0 = f32x4.pmax(a0, v128.load(input + at));
    a1 = f32x4.pmax(a1, v128.load(input + at, 16));
    a2 = f32x4.pmax(a2, v128.load(input + at, 32));
    a3 = f32x4.pmax(a3, v128.load(input + at, 48));
  }
  for (; at < vectorBytes; at += 16) a0 = f32x4.pmax(a0, v128.load(input + at));
  for (; at < rowBytes; at += 4) a1 = f32x4.pmax(a1, v128.load32_splat(input + at));
  a0 = f32x4.pmax(f32x4.pmax(a0, a1), f32x4.pmax(a2, a3));
  a0 = f32x4.pmax(a0, v128.shuffle<f32>(a0, a0, 2, 3, 0, 1));
  return f32x4.pmax(a0, v128.shuffle<f32>(a0, a0, 1, 0, 3, 2));
}

/** exp(input − top) stored at out (when `store`), returning their sum. */
@inline function expSum32(input: usize, out: usize, length: i32, top: f32, keep: bool): f64 {
  const vectorBytes = ((<usize>length) << 2) & ~15;
  const rowBytes = (<usize>length) << 2;
  const shift = f32x4.splat(top);
  // float32 partial sums of 256 values at most, added into float64 lanes: the sum's error stays that
  // of a 64-term float32 sum whatever the row's length.
  let wide = f64x2.splat(0);
  const unrolledBytes = vectorBytes & ~63;
  let at: usize = 0;
  while (at < unrolledBytes) {
    let t0 = f32x4.splat(0);
    let t1 = t0;
    const blockEnd = min(unrolledBytes, at + 1024);
    for (; at < blockEnd; at += 64) {
      const first = expFour(
        f32x4.sub(v128.load(input + at), shift),
        f32x4.sub(v128.load(input + at, 16), shift),
        f32x4.sub(v128.load(input + at, 32), shift),
        f32x4.sub(v128.load(input + at, 48), shift),
        out + at,
        keep,
      );
      t0 = f32x4.add(t0, first);
      t1 = f32x4.add(t1, secondPair);
    }
    t0 = f32x4.add(t0, t1);
    wide = f64x2.add(
      wide,
      f64x2.add(f64x2.promote_low_f32x4(t0), f64x2.promote_low_f32x4(v128.shuffle<f32>(t0, t0, 2, 3, 0, 1))),
    );
  }
  let tail = f32x4.splat(0);
  for (; at < vectorBytes; at += 16) {
    const e = expNonPositive(f32x4.sub(v128.load(input + at), shift));
    if (keep) v128.store(out + at, e);
    tail = f32x4.add(tail, e);
  }
  wide = f64x2.add(
    wide,
    f64x2.add(f64x2.promote_low_f32x4(tail), f64x2.promote_low_f32x4(v128.shuffle<f32>(tail, tail, 2, 3, 0, 1))),
  );
  let sum: f64 = f64x2.extract_lane(wide, 0) + f64x2.extract_lane(wide, 1);
  for (at = vectorBytes; at < rowBytes; at += 4) {
    const e = expNonPositive1(load<f32>(input + at) - top);
    if (keep) store<f32>(out + at, e);
    sum += <f64>e;
  }
  return sum;
}

/** softmax over each row: exp(x − max) / Σ, the division a multiply by the sum's reciprocal. */
export function nn_softmax_float32(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 2;
  const vectorBytes = rowBytes & ~15;
  if (rowBegin >= rowEnd) return 0;
  // Pipelined by a row: the next row's maximum is read while this row's sum is divided, so that
  // short rows do not wait on the reductions' and the division's latency at every row.
  let top = rowMaxLanes32(input + <usize>rowBegin * rowBytes, length);
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const sum = expSum32(from, to, length, f32x4.extract_lane(top, 0), true);
    if (row + 1 < rowEnd) top = rowMaxLanes32(from + rowBytes, length);
    const inverse = <f32>(1 / sum);
    const reciprocal = f32x4.splat(inverse);
    let at: usize = 0;
    for (; at + 32 <= vectorBytes; at += 32) {
      v128.store(to + at, f32x4.mul(v128.load(to + at), reciprocal));
      v128.store(to + at, f32x4.mul(v128.load(to + at, 16), reciprocal), 16);
    }
    if (at < vectorBytes) v128.store(to + at, f32x4.mul(v128.load(to + at), reciprocal));
    for (at = vectorBytes; at < rowBytes; at += 4) store<f32>(to + at, load<f32>(to + at) * inverse);
  }
  return 0;
}

/** logSoftmax over each row: (x − max) − log Σ exp(x − max), the log taken in float64. */
export function nn_log_softmax_float32(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 2;
  const vectorBytes = rowBytes & ~15;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const top = f32x4.extract_lane(rowMaxLanes32(from, length), 0);
    const sum = expSum32(from, to, length, top, false);
    const logSum = <f32>Math.log(sum);
    const shift = f32x4.splat(top);
    const minus = f32x4.splat(logSum);
    let at: usize = 0;
    for (; at < vectorBytes; at += 16) {
      v128.store(to + at, f32x4.sub(f32x4.sub(v128.load(from + at), shift), minus));
    }
    for (; at < rowBytes; at += 4) store<f32>(to + at, load<f32>(from + at) - top - logSum);
  }
  return 0;
}

/** logsumexp of each row into out[row]: max + log Σ exp(x − max) (a non-finite max is not subtracted). */
export function nn_logsumexp_float32(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 2;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const top = f32x4.extract_lane(rowMaxLanes32(from, length), 0);
    let result: f32;
    if (length == 0) result = -Infinity;
    else if (top - top == 0) result = <f32>(<f64>top + Math.log(expSum32(from, 0, length, top, false)));
    else {
      // ±∞ or NaN: JAX shifts by 0, so +∞ gives +∞, an all −∞ row −∞, a NaN NaN.
      let sum: f64 = 0;
      for (let at: usize = 0; at < rowBytes; at += 4) sum += Math.exp(<f64>load<f32>(from + at));
      result = <f32>Math.log(sum);
    }
    store<f32>(out + ((<usize>row) << 2), result);
  }
  return 0;
}

// ---- rows in float16 and bfloat16 -------------------------------------------------------------------
// The float32 kernels' arithmetic on values widened in the loads (exactly) and results rounded once in
// the stores: each result is the float32 kernel's on the widened row, rounded to the 16-bit type.
// The exp sum adds the same values in the same order as expSum32 (four-value groups: a 16-byte load
// holds two), so the bits are those of the float32 path cast, but for NaN's sign: a NaN result is the
// positive quiet NaN here.

@inline function rowMaxHalf<Half>(input: usize, length: i32): f32 {
  const half = changetype<Half>(0);
  const groupBytes = ((<usize>length) << 1) & ~7;
  const rowBytes = (<usize>length) << 1;
  let a0 = f32x4.splat(-Infinity);
  let a1 = a0;
  let at: usize = 0;
  for (; at + 16 <= groupBytes; at += 16) {
    const values = v128.load(input + at);
    a0 = f32x4.pmax(a0, half.widenLow(values));
    a1 = f32x4.pmax(a1, half.widenHigh(values));
  }
  for (; at < groupBytes; at += 8) a0 = f32x4.pmax(a0, half.widenLow(v128.load64_zero(input + at)));
  a0 = f32x4.pmax(a0, a1);
  let top = max(
    max(f32x4.extract_lane(a0, 0), f32x4.extract_lane(a0, 1)),
    max(f32x4.extract_lane(a0, 2), f32x4.extract_lane(a0, 3)),
  );
  for (; at < rowBytes; at += 2) top = max(top, half.toF32(load<u16>(input + at)));
  return top;
}

/** Σ exp(x − top) over a 16-bit row, as expSum32 adds them. */
@inline function expSumHalf<Half>(input: usize, length: i32, top: f32): f64 {
  const half = changetype<Half>(0);
  const groupBytes = ((<usize>length) << 1) & ~7;
  const rowBytes = (<usize>length) << 1;
  const shift = f32x4.splat(top);
  let wide = f64x2.splat(0);
  const unrolledBytes = groupBytes & ~31;
  let at: usize = 0;
  while (at < unrolledBytes) {
    let t0 = f32x4.splat(0);
    let t1 = t0;
    const blockEnd = min(unrolledBytes, at + 512);
    for (; at < blockEnd; at += 32) {
      const first = v128.load(input + at);
      const second = v128.load(input + at, 16);
      const e0 = expNonPositive(f32x4.sub(half.widenLow(first), shift));
      const e1 = expNonPositive(f32x4.sub(half.widenHigh(first), shift));
      const e2 = expNonPositive(f32x4.sub(half.widenLow(second), shift));
      const e3 = expNonPositive(f32x4.sub(half.widenHigh(second), shift));
      t0 = f32x4.add(t0, f32x4.add(e0, e1));
      t1 = f32x4.add(t1, f32x4.add(e2, e3));
    }
    t0 = f32x4.add(t0, t1);
    wide = f64x2.add(
      wide,
      f64x2.add(f64x2.promote_low_f32x4(t0), f64x2.promote_low_f32x4(v128.shuffle<f32>(t0, t0, 2, 3, 0, 1))),
    );
  }
  let tail = f32x4.splat(0);
  for (; at < groupBytes; at += 8)
    tail = f32x4.add(tail, expNonPositive(f32x4.sub(half.widenLow(v128.load64_zero(input + at)), shift)));
  wide = f64x2.add(
    wide,
    f64x2.add(f64x2.promote_low_f32x4(tail), f64x2.promote_low_f32x4(v128.shuffle<f32>(tail, tail, 2, 3, 0, 1))),
  );
  let sum: f64 = f64x2.extract_lane(wide, 0) + f64x2.extract_lane(wide, 1);
  for (; at < rowBytes; at += 2) sum += <f64>expNonPositive1(half.toF32(load<u16>(input + at)) - top);
  return sum;
}

/**
 * NaN made the positive quiet NaN: which NaN an operation on two NaNs gives is the engine's choice
 * (its operand order), and the 16-bit results are compared as bits.
 */
@inline function quiet(values: v128): v128 {
  return v128.bitselect(f32x4.splat(NaN), values, f32x4.ne(values, values));
}

/** One float32 value rounded to the 16-bit type as the vector stores round it (NaN positive). */
@inline function narrowOne<Half>(value: f32): u16 {
  const lanes = quiet(f32x4.splat(value));
  return <u16>i16x8.extract_lane_u(changetype<Half>(0).narrow(lanes, lanes), 0);
}

@inline function softmaxHalf<Half>(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): void {
  const half = changetype<Half>(0);
  const rowBytes = (<usize>length) << 1;
  const groupBytes = rowBytes & ~7;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const top = rowMaxHalf<Half>(from, length);
    const inverse = <f32>(1 / expSumHalf<Half>(from, length, top));
    const shift = f32x4.splat(top);
    const reciprocal = f32x4.splat(inverse);
    let at: usize = 0;
    for (; at + 16 <= groupBytes; at += 16) {
      const values = v128.load(from + at);
      const low = f32x4.mul(expNonPositive(f32x4.sub(half.widenLow(values), shift)), reciprocal);
      const high = f32x4.mul(expNonPositive(f32x4.sub(half.widenHigh(values), shift)), reciprocal);
      v128.store(to + at, half.narrow(quiet(low), quiet(high)));
    }
    for (; at < groupBytes; at += 8) {
      const e = f32x4.mul(expNonPositive(f32x4.sub(half.widenLow(v128.load64_zero(from + at)), shift)), reciprocal);
      v128.store64_lane(to + at, half.narrow(quiet(e), e), 0);
    }
    for (; at < rowBytes; at += 2)
      store<u16>(to + at, narrowOne<Half>(expNonPositive1(half.toF32(load<u16>(from + at)) - top) * inverse));
  }
}

@inline function logSoftmaxHalf<Half>(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): void {
  const half = changetype<Half>(0);
  const rowBytes = (<usize>length) << 1;
  const groupBytes = rowBytes & ~7;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const top = rowMaxHalf<Half>(from, length);
    const logSum = <f32>Math.log(expSumHalf<Half>(from, length, top));
    const shift = f32x4.splat(top);
    const minus = f32x4.splat(logSum);
    let at: usize = 0;
    for (; at + 16 <= groupBytes; at += 16) {
      const values = v128.load(from + at);
      const low = f32x4.sub(f32x4.sub(half.widenLow(values), shift), minus);
      const high = f32x4.sub(f32x4.sub(half.widenHigh(values), shift), minus);
      v128.store(to + at, half.narrow(quiet(low), quiet(high)));
    }
    for (; at < groupBytes; at += 8) {
      const r = f32x4.sub(f32x4.sub(half.widenLow(v128.load64_zero(from + at)), shift), minus);
      v128.store64_lane(to + at, half.narrow(quiet(r), r), 0);
    }
    for (; at < rowBytes; at += 2)
      store<u16>(to + at, narrowOne<Half>(half.toF32(load<u16>(from + at)) - top - logSum));
  }
}

export function nn_softmax_float16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  softmaxHalf<Float16>(input, out, rowBegin, rowEnd, length);
  return 0;
}
export function nn_softmax_bfloat16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  softmaxHalf<BFloat16>(input, out, rowBegin, rowEnd, length);
  return 0;
}
export function nn_log_softmax_float16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  logSoftmaxHalf<Float16>(input, out, rowBegin, rowEnd, length);
  return 0;
}
export function nn_log_softmax_bfloat16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  logSoftmaxHalf<BFloat16>(input, out, rowBegin, rowEnd, length);
  return 0;
}

/**
 * logsumexp of each 16-bit row into out[row] (a 16-bit value): nn_logsumexp_float32's result on the
 * widened row (the same maximum, the same sum in the same order), rounded once.
 */
@inline function logsumexpHalf<Half>(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): void {
  const half = changetype<Half>(0);
  const rowBytes = (<usize>length) << 1;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const top = rowMaxHalf<Half>(from, length);
    let result: f32;
    if (length == 0) result = -Infinity;
    else if (top - top == 0) result = <f32>(<f64>top + Math.log(expSumHalf<Half>(from, length, top)));
    else {
      let sum: f64 = 0;
      for (let at: usize = 0; at < rowBytes; at += 2) sum += Math.exp(<f64>half.toF32(load<u16>(from + at)));
      result = <f32>Math.log(sum);
    }
    store<u16>(out + ((<usize>row) << 1), narrowOne<Half>(result));
  }
}

export function nn_logsumexp_float16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  logsumexpHalf<Float16>(input, out, rowBegin, rowEnd, length);
  return 0;
}
export function nn_logsumexp_bfloat16(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  logsumexpHalf<BFloat16>(input, out, rowBegin, rowEnd, length);
  return 0;
}

// ---- rows in float64 --------------------------------------------------------------------------------

@inline function rowMax64(input: usize, length: i32): f64 {
  let top: f64 = -Infinity;
  for (let i = 0; i < length; i++) top = max(top, load<f64>(input + ((<usize>i) << 3)));
  return top;
}

export function nn_softmax_float64(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 3;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const top = rowMax64(from, length);
    let sum: f64 = 0;
    for (let at: usize = 0; at < rowBytes; at += 8) {
      const e = Math.exp(load<f64>(from + at) - top);
      store<f64>(to + at, e);
      sum += e;
    }
    for (let at: usize = 0; at < rowBytes; at += 8) store<f64>(to + at, load<f64>(to + at) / sum);
  }
  return 0;
}

export function nn_log_softmax_float64(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 3;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const top = rowMax64(from, length);
    let sum: f64 = 0;
    for (let at: usize = 0; at < rowBytes; at += 8) sum += Math.exp(load<f64>(from + at) - top);
    const logSum = Math.log(sum);
    for (let at: usize = 0; at < rowBytes; at += 8) store<f64>(to + at, load<f64>(from + at) - top - logSum);
  }
  return 0;
}

export function nn_logsumexp_float64(input: usize, out: usize, rowBegin: i32, rowEnd: i32, length: i32): i32 {
  const rowBytes = (<usize>length) << 3;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    let top = rowMax64(from, length);
    if (top - top != 0) top = 0;
    let sum: f64 = 0;
    for (let at: usize = 0; at < rowBytes; at += 8) sum += Math.exp(load<f64>(from + at) - top);
    store<f64>(out + ((<usize>row) << 3), top + Math.log(sum));
  }
  return 0;
}

// ---- standardize over rows -----------------------------------------------------------------------

/**
 * Σ x (squares false) or Σ (x − center)² of a float32 row, in float64 lanes: each value widened
 * exactly, so that the sum's error is float64's (no cancellation reaches float32 precision).
 */
@inline function rowSum32(input: usize, length: i32, center: f64, squares: bool): f64 {
  const vectorBytes = ((<usize>length) << 2) & ~15;
  const rowBytes = (<usize>length) << 2;
  const shift = f64x2.splat(center);
  let a0 = f64x2.splat(0);
  let a1 = a0;
  let at: usize = 0;
  for (; at < vectorBytes; at += 16) {
    const values = v128.load(input + at);
    let low = f64x2.promote_low_f32x4(values);
    let high = f64x2.promote_low_f32x4(v128.shuffle<f32>(values, values, 2, 3, 0, 1));
    if (squares) {
      low = f64x2.sub(low, shift);
      high = f64x2.sub(high, shift);
      low = f64x2.mul(low, low);
      high = f64x2.mul(high, high);
    }
    a0 = f64x2.add(a0, low);
    a1 = f64x2.add(a1, high);
  }
  a0 = f64x2.add(a0, a1);
  let sum: f64 = f64x2.extract_lane(a0, 0) + f64x2.extract_lane(a0, 1);
  for (at = vectorBytes; at < rowBytes; at += 4) {
    let value = <f64>load<f32>(input + at);
    if (squares) {
      value -= center;
      value *= value;
    }
    sum += value;
  }
  return sum;
}

/**
 * standardize over each row: (x − mean)·(variance + ε)^−½, the mean and the variance of two passes
 * (Σx, then Σ(x − mean)²) and the scaling all in float64, each result rounded once to float32: never
 * the negative variance or the cancellation of JAX's mean(x²) − mean², nor the error of a float32
 * mean. One row's result depends on that row alone.
 */
export function nn_standardize_float32(
  input: usize,
  out: usize,
  rowBegin: i32,
  rowEnd: i32,
  length: i32,
  epsilon: f64,
): i32 {
  const rowBytes = (<usize>length) << 2;
  const vectorBytes = rowBytes & ~15;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const mean = rowSum32(from, length, 0, false) / <f64>length;
    const variance = rowSum32(from, length, mean, true) / <f64>length;
    const scale = 1 / Math.sqrt(variance + <f64>(<f32>epsilon));
    const shift = f64x2.splat(mean);
    const factor = f64x2.splat(scale);
    let at: usize = 0;
    for (; at < vectorBytes; at += 16) {
      const values = v128.load(from + at);
      const low = f64x2.mul(f64x2.sub(f64x2.promote_low_f32x4(values), shift), factor);
      const high = f64x2.mul(
        f64x2.sub(f64x2.promote_low_f32x4(v128.shuffle<f32>(values, values, 2, 3, 0, 1)), shift),
        factor,
      );
      v128.store(to + at, v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5));
    }
    for (; at < rowBytes; at += 4) store<f32>(to + at, <f32>((<f64>load<f32>(from + at) - mean) * scale));
  }
  return 0;
}

/** rowSum32 over a 16-bit row: each value widened exactly, the same sums in the same order. */
@inline function rowSumHalf<Half>(input: usize, length: i32, center: f64, squares: bool): f64 {
  const half = changetype<Half>(0);
  const groupBytes = ((<usize>length) << 1) & ~7;
  const rowBytes = (<usize>length) << 1;
  const shift = f64x2.splat(center);
  let a0 = f64x2.splat(0);
  let a1 = a0;
  let at: usize = 0;
  for (; at < groupBytes; at += 8) {
    const values = half.widenLow(v128.load64_zero(input + at));
    let low = f64x2.promote_low_f32x4(values);
    let high = f64x2.promote_low_f32x4(v128.shuffle<f32>(values, values, 2, 3, 0, 1));
    if (squares) {
      low = f64x2.sub(low, shift);
      high = f64x2.sub(high, shift);
      low = f64x2.mul(low, low);
      high = f64x2.mul(high, high);
    }
    a0 = f64x2.add(a0, low);
    a1 = f64x2.add(a1, high);
  }
  a0 = f64x2.add(a0, a1);
  let sum: f64 = f64x2.extract_lane(a0, 0) + f64x2.extract_lane(a0, 1);
  for (; at < rowBytes; at += 2) {
    let value = <f64>half.toF32(load<u16>(input + at));
    if (squares) {
      value -= center;
      value *= value;
    }
    sum += value;
  }
  return sum;
}

/**
 * standardize over 16-bit rows: nn_standardize_float32's arithmetic on the widened values (the same
 * mean, variance and scaling in float64, each result rounded to float32), each result then rounded
 * once more to the 16-bit type: the float32 kernel's result on the widened row, cast.
 */
@inline function standardizeHalf<Half>(
  input: usize,
  out: usize,
  rowBegin: i32,
  rowEnd: i32,
  length: i32,
  epsilon: f64,
): void {
  const half = changetype<Half>(0);
  const rowBytes = (<usize>length) << 1;
  const groupBytes = rowBytes & ~7;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    const mean = rowSumHalf<Half>(from, length, 0, false) / <f64>length;
    const variance = rowSumHalf<Half>(from, length, mean, true) / <f64>length;
    const scale = 1 / Math.sqrt(variance + <f64>(<f32>epsilon));
    const shift = f64x2.splat(mean);
    const factor = f64x2.splat(scale);
    let at: usize = 0;
    for (; at < groupBytes; at += 8) {
      const values = half.widenLow(v128.load64_zero(from + at));
      const low = f64x2.mul(f64x2.sub(f64x2.promote_low_f32x4(values), shift), factor);
      const high = f64x2.mul(
        f64x2.sub(f64x2.promote_low_f32x4(v128.shuffle<f32>(values, values, 2, 3, 0, 1)), shift),
        factor,
      );
      const result = quiet(v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5));
      v128.store64_lane(to + at, half.narrow(result, result), 0);
    }
    for (; at < rowBytes; at += 2)
      store<u16>(to + at, narrowOne<Half>(<f32>((<f64>half.toF32(load<u16>(from + at)) - mean) * scale)));
  }
}

export function nn_standardize_float16(
  input: usize,
  out: usize,
  rowBegin: i32,
  rowEnd: i32,
  length: i32,
  epsilon: f64,
): i32 {
  standardizeHalf<Float16>(input, out, rowBegin, rowEnd, length, epsilon);
  return 0;
}
export function nn_standardize_bfloat16(
  input: usize,
  out: usize,
  rowBegin: i32,
  rowEnd: i32,
  length: i32,
  epsilon: f64,
): i32 {
  standardizeHalf<BFloat16>(input, out, rowBegin, rowEnd, length, epsilon);
  return 0;
}

export function nn_standardize_float64(
  input: usize,
  out: usize,
  rowBegin: i32,
  rowEnd: i32,
  length: i32,
  epsilon: f64,
): i32 {
  const rowBytes = (<usize>length) << 3;
  for (let row = rowBegin; row < rowEnd; row++) {
    const from = input + <usize>row * rowBytes;
    const to = out + <usize>row * rowBytes;
    let sum: f64 = 0;
    for (let at: usize = 0; at < rowBytes; at += 8) sum += load<f64>(from + at);
    const mean = sum / <f64>length;
    let squares: f64 = 0;
    for (let at: usize = 0; at < rowBytes; at += 8) {
      const d = load<f64>(from + at) - mean;
      squares += d * d;
    }
    const scale = 1 / Math.sqrt(squares / <f64>length + epsilon);
    for (let at: usize = 0; at < rowBytes; at += 8) store<f64>(to + at, (load<f64>(from + at) - mean) * scale);
  }
  return 0;
}

// ---- activations in float32 lanes -------------------------------------------------------------------

// sigmoid, silu and gelu's tanh form are one family, each x·sigmoid(u) or sigmoid(u) with u = x (sigmoid,
// silu) or u = 2√(2/π)(x + 0.044715x³) (gelu: ½x(1 + tanh(u/2)) = x·sigmoid(u)). silu and gelu take
// (u ≥ 0 ? x : x·e) / (1 + e) with e = e^(−|u|); sigmoid takes e / (1 + e) with e = e^u, u clamped to
// [−110, 66] (no |u| and no select: above 17 the quotient is 1 in float32, and e^66·2^32 is still
// finite). e is built as in expNonPositive but 32 octaves higher (e·2^32: the magic constant carries the
// exponent bias plus 32, so that values down to 2^−158 stay normal) and scaled back in one multiply
// where it is used: results down to the subnormals are rounded once there (sigmoid(−100) and
// silu(−100) are subnormal, not 0). The exponent is clamped at −110, where e·2^32 has the exponent
// field 0 (exactly 0), below float32's subnormals anyway: no compare and mask for the cut-off. ±∞
// give the limits, NaN gives NaN (pmax and pmin keep a NaN first operand).
//
// The kernel runs four vectors a step, each step of the evaluation applied to the four before the
// next (sigmoidFamily4): V8 emits the instructions in program order, and one vector's chain of about
// 30 dependent operations, written one vector after the other, leaves the out-of-order window too
// short to overlap them (measured 1.3–1.7× the CPU time). The steps are the single-vector ones
// (sigmoidFamily1, the tails' and the 16-bit kernels' path), so every lane gets the same operations
// in the same order: the same bits whichever path computes it, and in jit's blocks.

/** sigmoid's argument u: x, or gelu's 2√(2/π)(x + 0.044715x³) = x·(2√(2/π) + 2√(2/π)·0.044715·x²). */
@inline function familyArgument(x: v128, which: i32): v128 {
  if (which != 2) return x;
  const x2 = f32x4.mul(x, x);
  return f32x4.mul(x, f32x4.add(f32x4.splat(1.5957691216057308), f32x4.mul(x2, f32x4.splat(0.07135481627159185))));
}

/** The exponent: −|u| clamped at −110 (silu, gelu), or u clamped to [−110, 66] (sigmoid). */
@inline function familyExponent(u: v128, which: i32): v128 {
  if (which == 0) return f32x4.pmin(f32x4.pmax(u, k(15)), k(17));
  return f32x4.pmax(v128.or(u, k(12)), k(15));
}

/** z·log2(e) + magic: n + 159 in the low bits (n = round(z·log2 e)). */
@inline function familyShifted(z: v128): v128 {
  return f32x4.add(f32x4.mul(z, k(0)), k(16));
}

/** 2^(n + 32) from the shifted value's low bits (0 at n = −159). */
@inline function familyScale(shifted: v128): v128 {
  return v128.shl<i32>(shifted, 23);
}

/** n = the shifted value less the magic. */
@inline function familyN(shifted: v128): v128 {
  return f32x4.sub(shifted, k(16));
}

/** r = z − n·ln2 in two parts (Cody–Waite: n·ln2hi and z − n·ln2hi exact), |r| ≤ ln2/2: the first… */
@inline function familyHigh(z: v128, n: v128): v128 {
  return f32x4.sub(z, f32x4.mul(n, k(1)));
}
/** …and the second. */
@inline function familyLow(high: v128, n: v128): v128 {
  return f32x4.sub(high, f32x4.mul(n, k(2)));
}

/** Q(r) of expNonPositive's e^r = 1 + r·Q(r): its first step, then three more (familyStep). */
@inline function familyFirst(r: v128): v128 {
  return f32x4.add(f32x4.mul(r, k(3)), k(4));
}
@inline function familyStep(r: v128, q: v128, coefficient: usize): v128 {
  return f32x4.add(f32x4.mul(r, q), k(coefficient));
}

/** e·2^32 = s + (r·s)·Q(r), s = 2^(n + 32), given r·s. */
@inline function familyScaled(rs: v128, scale: v128, q: v128): v128 {
  return f32x4.add(scale, f32x4.mul(rs, q));
}

/**
 * silu and gelu: (u ≥ 0 ? x : x·e) / (1 + e), e = e^−|u| given as e·2^32, taken as x·(u ≥ 0 ? 2^32 :
 * e·2^32) / (2^32 + e·2^32): one multiply where scaling e and x·e back took three. The same bits as
 * the scaled-back form: 2^32 + e·2^32 is 1 + e rounded, times 2^32, exactly (e normal, or below
 * 2^-126 where both sums are their 1), and x·e·2^32 rounded is exact scaled back (x subnormal has
 * e = 1) unless e is below 2^-126 (x·e subnormal needs x < −87.3), where 1 + e is 1 and both divide
 * the same rounded product by 2^32, rounding once. All 2^32 inputs agree (scripts/same-bits.mjs).
 * x·2^32 overflows beyond 2^96 only, where the quotient x/(1 + e) is x: the min with |x| (above every
 * quotient but an overflowed one) gives it back. sigmoid: e / (1 + e), e = e^u.
 */
@inline function familyResult(x: v128, u: v128, scaled: v128, which: i32): v128 {
  if (which == 0) {
    const e = f32x4.mul(scaled, k(11));
    return f32x4.div(e, f32x4.add(k(10), e));
  }
  // u ≥ 0 ? 2^32 : e·2^32 as the larger of e·2^32 (at most 2^32; NaN kept) and 2^32 masked to u ≥ 0:
  // three operations where bitselect is four on x86
  const numerator = f32x4.mul(x, f32x4.pmax(scaled, v128.and(f32x4.ge(u, k(13)), k(18))));
  const quotient = f32x4.div(numerator, f32x4.add(k(18), scaled));
  return f32x4.pmin(quotient, v128.andnot(x, k(12)));
}

/** One vector of the family (which: 0 sigmoid, 1 silu, 2 gelu's tanh form). */
@inline function sigmoidFamily1(x: v128, which: i32): v128 {
  const u = familyArgument(x, which);
  const z = familyExponent(u, which);
  const shifted = familyShifted(z);
  const scale = familyScale(shifted);
  const n = familyN(shifted);
  const r = familyLow(familyHigh(z, n), n);
  let q = familyFirst(r);
  q = familyStep(r, q, 5);
  q = familyStep(r, q, 6);
  q = familyStep(r, q, 7);
  return familyResult(x, u, familyScaled(f32x4.mul(r, scale), scale, q), which);
}

/** Four vectors at input + at → out + at, sigmoidFamily1's steps interleaved. */
@inline function sigmoidFamily4(input: usize, out: usize, at: usize, which: i32): void {
  const x0 = v128.load(input + at);
  const x1 = v128.load(input + at, 16);
  const x2 = v128.load(input + at, 32);
  const x3 = v128.load(input + at, 48);
  const u0 = familyArgument(x0, which);
  const u1 = familyArgument(x1, which);
  const u2 = familyArgument(x2, which);
  const u3 = familyArgument(x3, which);
  const z0 = familyExponent(u0, which);
  const z1 = familyExponent(u1, which);
  const z2 = familyExponent(u2, which);
  const z3 = familyExponent(u3, which);
  const h0 = familyShifted(z0);
  const h1 = familyShifted(z1);
  const h2 = familyShifted(z2);
  const h3 = familyShifted(z3);
  const s0 = familyScale(h0);
  const s1 = familyScale(h1);
  const s2 = familyScale(h2);
  const s3 = familyScale(h3);
  const n0 = familyN(h0);
  const n1 = familyN(h1);
  const n2 = familyN(h2);
  const n3 = familyN(h3);
  let r0 = familyHigh(z0, n0);
  let r1 = familyHigh(z1, n1);
  let r2 = familyHigh(z2, n2);
  let r3 = familyHigh(z3, n3);
  r0 = familyLow(r0, n0);
  r1 = familyLow(r1, n1);
  r2 = familyLow(r2, n2);
  r3 = familyLow(r3, n3);
  let q0 = familyFirst(r0);
  let q1 = familyFirst(r1);
  let q2 = familyFirst(r2);
  let q3 = familyFirst(r3);
  q0 = familyStep(r0, q0, 5);
  q1 = familyStep(r1, q1, 5);
  q2 = familyStep(r2, q2, 5);
  q3 = familyStep(r3, q3, 5);
  q0 = familyStep(r0, q0, 6);
  q1 = familyStep(r1, q1, 6);
  q2 = familyStep(r2, q2, 6);
  q3 = familyStep(r3, q3, 6);
  q0 = familyStep(r0, q0, 7);
  q1 = familyStep(r1, q1, 7);
  q2 = familyStep(r2, q2, 7);
  q3 = familyStep(r3, q3, 7);
  const rs0 = f32x4.mul(r0, s0);
  const rs1 = f32x4.mul(r1, s1);
  const rs2 = f32x4.mul(r2, s2);
  const rs3 = f32x4.mul(r3, s3);
  const e0 = familyScaled(rs0, s0, q0);
  const e1 = familyScaled(rs1, s1, q1);
  const e2 = familyScaled(rs2, s2, q2);
  const e3 = familyScaled(rs3, s3, q3);
  const y0 = familyResult(x0, u0, e0, which);
  const y1 = familyResult(x1, u1, e1, which);
  const y2 = familyResult(x2, u2, e2, which);
  const y3 = familyResult(x3, u3, e3, which);
  v128.store(out + at, y0);
  v128.store(out + at, y1, 16);
  v128.store(out + at, y2, 32);
  v128.store(out + at, y3, 48);
}

// erf(x/√2) ≈ x·P(x²)/Q(x²) on |x| ≤ 5.1792 (P odd of degree 11, Q even of degree 10, fitted by least
// squares on the relative error, scripts/nn-fit.py: 1.9e-8 in float64, within 6 float32 ulp evaluated in
// float32); ±1 beyond.
@inline function geluErfLane(x: v128): v128 {
  const c = f32x4.pmax(f32x4.pmin(x, f32x4.splat(5.1792)), f32x4.splat(-5.1792));
  const t = f32x4.mul(c, c);
  let p = f32x4.add(f32x4.mul(t, f32x4.splat(4.620338600602736e-8)), f32x4.splat(1.2654177226067986e-5));
  p = f32x4.add(f32x4.mul(t, p), f32x4.splat(0.0003295479400549084));
  p = f32x4.add(f32x4.mul(t, p), f32x4.splat(0.00930708460509777));
  p = f32x4.add(f32x4.mul(t, p), f32x4.splat(0.06690802425146103));
  p = f32x4.add(f32x4.mul(t, p), f32x4.splat(0.7978845238685608));
  let q = f32x4.add(f32x4.mul(t, f32x4.splat(1.2058006859660964e-6)), f32x4.splat(7.234926306409761e-5));
  q = f32x4.add(f32x4.mul(t, q), f32x4.splat(0.0018619386246427894));
  q = f32x4.add(f32x4.mul(t, q), f32x4.splat(0.028419306501746178));
  q = f32x4.add(f32x4.mul(t, q), f32x4.splat(0.2505231499671936));
  q = f32x4.add(f32x4.mul(t, q), f32x4.splat(1));
  const erf = f32x4.min(f32x4.div(f32x4.mul(c, p), q), f32x4.splat(1));
  const half = f32x4.mul(x, f32x4.splat(0.5));
  return f32x4.add(half, f32x4.mul(half, erf));
}

@inline function reluLane(x: v128): v128 {
  return f32x4.max(x, f32x4.splat(0));
}

/**
 * e^x − 1 for x ≤ 0 (x clamped at −17.5, where it is −1 in float32): x = n·ln2 + r as in
 * expNonPositive, e^r − 1 = r + r²·P(r) (Taylor to r⁷: relative error 1.5·10⁻⁸ on |r| ≤ ln2/2),
 * e^x − 1 = (2^n − 1) + 2^n·(e^r − 1), 2^n − 1 exact. NaN gives NaN.
 */
@inline function expm1NonPositive(x: v128): v128 {
  const clamped = f32x4.max(x, f32x4.splat(-17.5));
  const shifted = f32x4.add(f32x4.mul(clamped, f32x4.splat(1.4426950216293335)), f32x4.splat(12582912.0));
  const n = f32x4.sub(shifted, f32x4.splat(12582912.0));
  const r = f32x4.sub(f32x4.sub(clamped, f32x4.mul(n, f32x4.splat(0.693145751953125))), f32x4.mul(n, k(2)));
  let p = f32x4.add(f32x4.mul(r, f32x4.splat(1.984126984126984e-4)), f32x4.splat(1.388888888888889e-3));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(8.333333333333333e-3));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(4.1666666666666664e-2));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(0.16666666666666666));
  p = f32x4.add(f32x4.mul(r, p), f32x4.splat(0.5));
  const m = f32x4.add(r, f32x4.mul(f32x4.mul(r, r), p));
  const scale = v128.shl<i32>(v128.add<i32>(shifted, i32x4.splat(127 - 0x4b400000)), 23);
  return f32x4.add(f32x4.sub(scale, f32x4.splat(1)), f32x4.mul(scale, m));
}

/**
 * log(1 + e^(−|x|)): t = e^(−|x|) ∈ [0, 1] (scaled by 2^32 so that tiny t stay exact), log1p t =
 * 2·atanh s, s = t/(2 + t) ∈ [0, ⅓], atanh s = s(1 + z/3 + … + z⁷/15), z = s² (Taylor: relative error
 * 1.4·10⁻⁹); t itself below 2^−25, where log1p t rounds to t.
 */
@inline function log1pExpNegative(x: v128): v128 {
  const scaled = expNonPositiveScaled(v128.or(x, f32x4.splat(-0.0)));
  const t = f32x4.mul(scaled, f32x4.splat(2.3283064365386963e-10));
  const s = f32x4.div(t, f32x4.add(t, f32x4.splat(2)));
  const z = f32x4.mul(s, s);
  let p = f32x4.add(f32x4.mul(z, f32x4.splat(0.06666666666666667)), f32x4.splat(0.07692307692307693));
  p = f32x4.add(f32x4.mul(z, p), f32x4.splat(0.09090909090909091));
  p = f32x4.add(f32x4.mul(z, p), f32x4.splat(0.1111111111111111));
  p = f32x4.add(f32x4.mul(z, p), f32x4.splat(0.14285714285714285));
  p = f32x4.add(f32x4.mul(z, p), f32x4.splat(0.2));
  p = f32x4.add(f32x4.mul(z, p), f32x4.splat(0.3333333333333333));
  const twice = f32x4.add(s, s);
  const log = f32x4.add(twice, f32x4.mul(twice, f32x4.mul(z, p)));
  return v128.bitselect(t, log, f32x4.lt(scaled, f32x4.splat(128)));
}

/** softplus: max(x, 0) + log(1 + e^(−|x|)) (jnp.logaddexp(x, 0)). */
@inline function softplusLane(x: v128): v128 {
  return f32x4.add(f32x4.max(x, f32x4.splat(0)), log1pExpNegative(x));
}

/** logSigmoid: −softplus(−x). */
@inline function logSigmoidLane(x: v128): v128 {
  return v128.xor(softplusLane(v128.xor(x, f32x4.splat(-0.0))), f32x4.splat(-0.0));
}

/** elu: x where x ≥ 0 (±0 kept), α·(e^x − 1) below. */
@inline function eluLane(x: v128, alpha: v128): v128 {
  const below = f32x4.mul(alpha, expm1NonPositive(f32x4.min(x, f32x4.splat(0))));
  return v128.bitselect(x, below, f32x4.ge(x, f32x4.splat(0)));
}

/** celu: x where x ≥ 0, α·(e^(x/α) − 1) below. */
@inline function celuLane(x: v128, alpha: v128): v128 {
  const below = f32x4.mul(alpha, expm1NonPositive(f32x4.div(f32x4.min(x, f32x4.splat(0)), alpha)));
  return v128.bitselect(x, below, f32x4.ge(x, f32x4.splat(0)));
}

/** selu: λ·elu(x, α), JAX's λ and α rounded to float32. */
@inline function seluLane(x: v128): v128 {
  return f32x4.mul(eluLane(x, f32x4.splat(1.6732632423543772)), f32x4.splat(1.0507009873554805));
}

/**
 * mish: x·tanh(softplus x). With t = e^(−|x|): tanh(log(1 + e^x)) = (1 + 2t)/(1 + 2t + 2t²) for x > 0
 * and t(t + 2)/(t(t + 2) + 2) for x ≤ 0, where x·t is taken from t scaled by 2^32 (results down to
 * the subnormals, as silu's).
 */
@inline function mishLane(x: v128): v128 {
  const scaled = expNonPositiveScaled(v128.or(x, f32x4.splat(-0.0)));
  const t = f32x4.mul(scaled, f32x4.splat(2.3283064365386963e-10));
  const plus2 = f32x4.add(t, f32x4.splat(2));
  const above = f32x4.add(f32x4.splat(1), f32x4.add(t, t));
  const positive = f32x4.gt(x, f32x4.splat(0));
  // x ≤ 0: x·t·(t + 2) with t scaled by 2^32, scaled back after the division (one rounding into the
  // subnormals).
  const numerator = v128.bitselect(f32x4.mul(x, above), f32x4.mul(f32x4.mul(x, scaled), plus2), positive);
  const tt = f32x4.mul(t, t);
  const denominator = v128.bitselect(
    f32x4.add(above, f32x4.add(tt, tt)),
    f32x4.add(f32x4.mul(t, plus2), f32x4.splat(2)),
    positive,
  );
  const back = v128.bitselect(f32x4.splat(1), f32x4.splat(2.3283064365386963e-10), positive);
  return f32x4.mul(f32x4.div(numerator, denominator), back);
}

@inline function lane(x: v128, which: i32, parameter: v128): v128 {
  if (which <= 2) return sigmoidFamily1(x, which);
  if (which == 3) return geluErfLane(x);
  if (which == 4) return reluLane(x);
  if (which == 5) return softplusLane(x);
  if (which == 6) return logSigmoidLane(x);
  if (which == 7) return eluLane(x, parameter);
  if (which == 8) return celuLane(x, parameter);
  if (which == 9) return seluLane(x);
  return mishLane(x);
}

/**
 * One lane function chosen at run time: the tails' path, one copy for every kernel (the same
 * instructions as the inlined lanes, so the same bits).
 */
function laneAt(x: v128, which: i32, parameter: v128): v128 {
  switch (which) {
    case 0:
      return lane(x, 0, parameter);
    case 1:
      return lane(x, 1, parameter);
    case 2:
      return lane(x, 2, parameter);
    case 3:
      return lane(x, 3, parameter);
    case 4:
      return lane(x, 4, parameter);
    case 5:
      return lane(x, 5, parameter);
    case 6:
      return lane(x, 6, parameter);
    case 7:
      return lane(x, 7, parameter);
    case 8:
      return lane(x, 8, parameter);
    case 9:
      return lane(x, 9, parameter);
    default:
      return lane(x, 10, parameter);
  }
}

// The family's four-vector loops, each a function of its own (not inlined): in the kernel's body,
// beside its one-vector and one-value tails, the constants' loads were shared across the loops and
// held in registers, and V8 spilled (1.3× slower). Each returns the bytes it did (a multiple of 64).
function sigmoidLoop(input: usize, out: usize, vectorBytes: usize): usize {
  let at: usize = 0;
  for (; at + 64 <= vectorBytes; at += 64) sigmoidFamily4(input, out, at, 0);
  return at;
}
function siluLoop(input: usize, out: usize, vectorBytes: usize): usize {
  let at: usize = 0;
  for (; at + 64 <= vectorBytes; at += 64) sigmoidFamily4(input, out, at, 1);
  return at;
}
function geluTanhLoop(input: usize, out: usize, vectorBytes: usize): usize {
  let at: usize = 0;
  for (; at + 64 <= vectorBytes; at += 64) sigmoidFamily4(input, out, at, 2);
  return at;
}

/**
 * An elementwise float32 kernel from a lane function: four vectors a step for the activations the
 * benchmarks hold to a speed (sigmoid, silu and gelu's tanh form interleaved, gelu's erf form one
 * after the other), one for the others; the tail one value at a time.
 */
@inline function lanes32(input: usize, out: usize, count: i32, which: i32, parameter: f64): void {
  const p = f32x4.splat(<f32>parameter);
  const bytes = (<usize>count) << 2;
  const vectorBytes = bytes & ~15;
  let at: usize = 0;
  if (which == 0) at = sigmoidLoop(input, out, vectorBytes);
  else if (which == 1) at = siluLoop(input, out, vectorBytes);
  else if (which == 2) at = geluTanhLoop(input, out, vectorBytes);
  else if (which == 3) {
    for (; at + 64 <= vectorBytes; at += 64) {
      const a = v128.load(input + at);
      const b = v128.load(input + at, 16);
      const c = v128.load(input + at, 32);
      const d = v128.load(input + at, 48);
      v128.store(out + at, lane(a, which, p));
      v128.store(out + at, lane(b, which, p), 16);
      v128.store(out + at, lane(c, which, p), 32);
      v128.store(out + at, lane(d, which, p), 48);
    }
  }
  for (; at < vectorBytes; at += 16) v128.store(out + at, lane(v128.load(input + at), which, p));
  for (; at < bytes; at += 4)
    store<f32>(out + at, f32x4.extract_lane(laneAt(f32x4.splat(load<f32>(input + at)), which, p), 0));
}

/**
 * The same over float16 or bfloat16 values, four a step: widened exactly to float32 lanes, the lane
 * function, each result rounded once to the 16-bit type (the float32 result cast).
 */
@inline function lanesHalf<Half>(input: usize, out: usize, count: i32, which: i32, parameter: f64): void {
  const p = f32x4.splat(<f32>parameter);
  const half = changetype<Half>(0);
  const bytes = (<usize>count) << 1;
  const vectorBytes = bytes & ~7;
  let at: usize = 0;
  for (; at < vectorBytes; at += 8) {
    const value = lane(half.widenLow(v128.load64_zero(input + at)), which, p);
    v128.store64_lane(out + at, half.narrow(value, value), 0);
  }
  for (; at < bytes; at += 2) {
    const value = laneAt(half.widenLow(i16x8.splat(load<u16>(input + at))), which, p);
    store<u16>(out + at, i16x8.extract_lane_u(half.narrow(value, value), 0));
  }
}

// ---- activations in float64 (scalar libm) -------------------------------------------------------------

@inline function sigmoid64(x: f64): f64 {
  const z = Math.exp(-abs<f64>(x));
  return (x >= 0 ? 1 : z) / (1 + z);
}

@inline function softplus64(x: f64): f64 {
  return max<f64>(x, 0) + Math.log1p(Math.exp(-abs<f64>(x)));
}

@inline function elu64(x: f64, alpha: f64): f64 {
  return x >= 0 ? x : alpha * expm1_64(x);
}

@inline function scalar64(x: f64, which: i32, parameter: f64): f64 {
  if (which == 0) return sigmoid64(x);
  if (which == 1) return x * sigmoid64(x);
  if (which == 2) {
    const u = x * (0.7978845608028654 + 0.035677408136300125 * x * x);
    return x * sigmoid64(2 * u);
  }
  if (which == 3) return 0.5 * x * (1 + erf64(x * 0.7071067811865476));
  if (which == 4) return x != x ? x : max(x, 0);
  if (which == 5) return softplus64(x);
  if (which == 6) return -softplus64(-x);
  if (which == 7) return elu64(x, parameter);
  if (which == 8) return x >= 0 ? x : parameter * expm1_64(x / parameter);
  if (which == 9) return elu64(x, 1.6732632423543772) * 1.0507009873554805;
  return x * Math.tanh(softplus64(x));
}

@inline function run64(input: usize, out: usize, count: i32, which: i32, parameter: f64): void {
  const bytes = (<usize>count) << 3;
  for (let at: usize = 0; at < bytes; at += 8) store<f64>(out + at, scalar64(load<f64>(input + at), which, parameter));
}

// ---- the exports: (input, out, count, parameter) -> 0; parameter is elu's and celu's α (else unused) ----

export function nn_sigmoid_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 0, parameter);
  return 0;
}
export function nn_sigmoid_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 0, parameter);
  return 0;
}
export function nn_sigmoid_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 0, parameter);
  return 0;
}
export function nn_sigmoid_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 0, parameter);
  return 0;
}
export function nn_silu_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 1, parameter);
  return 0;
}
export function nn_silu_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 1, parameter);
  return 0;
}
export function nn_silu_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 1, parameter);
  return 0;
}
export function nn_silu_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 1, parameter);
  return 0;
}
export function nn_gelu_tanh_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 2, parameter);
  return 0;
}
export function nn_gelu_tanh_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 2, parameter);
  return 0;
}
export function nn_gelu_tanh_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 2, parameter);
  return 0;
}
export function nn_gelu_tanh_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 2, parameter);
  return 0;
}
export function nn_gelu_erf_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 3, parameter);
  return 0;
}
export function nn_gelu_erf_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 3, parameter);
  return 0;
}
export function nn_gelu_erf_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 3, parameter);
  return 0;
}
export function nn_gelu_erf_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 3, parameter);
  return 0;
}
export function nn_relu_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 4, parameter);
  return 0;
}
export function nn_relu_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 4, parameter);
  return 0;
}
export function nn_relu_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 4, parameter);
  return 0;
}
export function nn_relu_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 4, parameter);
  return 0;
}
export function nn_softplus_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 5, parameter);
  return 0;
}
export function nn_softplus_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 5, parameter);
  return 0;
}
export function nn_softplus_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 5, parameter);
  return 0;
}
export function nn_softplus_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 5, parameter);
  return 0;
}
export function nn_log_sigmoid_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 6, parameter);
  return 0;
}
export function nn_log_sigmoid_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 6, parameter);
  return 0;
}
export function nn_log_sigmoid_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 6, parameter);
  return 0;
}
export function nn_log_sigmoid_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 6, parameter);
  return 0;
}
export function nn_elu_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 7, parameter);
  return 0;
}
export function nn_elu_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 7, parameter);
  return 0;
}
export function nn_elu_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 7, parameter);
  return 0;
}
export function nn_elu_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 7, parameter);
  return 0;
}
export function nn_celu_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 8, parameter);
  return 0;
}
export function nn_celu_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 8, parameter);
  return 0;
}
export function nn_celu_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 8, parameter);
  return 0;
}
export function nn_celu_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 8, parameter);
  return 0;
}
export function nn_selu_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 9, parameter);
  return 0;
}
export function nn_selu_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 9, parameter);
  return 0;
}
export function nn_selu_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 9, parameter);
  return 0;
}
export function nn_selu_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 9, parameter);
  return 0;
}
export function nn_mish_float32(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanes32(input, out, count, 10, parameter);
  return 0;
}
export function nn_mish_float64(input: usize, out: usize, count: i32, parameter: f64): i32 {
  run64(input, out, count, 10, parameter);
  return 0;
}
export function nn_mish_float16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<Float16>(input, out, count, 10, parameter);
  return 0;
}
export function nn_mish_bfloat16(input: usize, out: usize, count: i32, parameter: f64): i32 {
  lanesHalf<BFloat16>(input, out, count, 10, parameter);
  return 0;
}
