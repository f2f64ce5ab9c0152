// jax.numpy's integer functions: gcd, lcm, left_shift, right_shift, on the integer dtypes (the
// result rules refuse bool and the others before a kernel runs), ABI as arithmetic.ts, in scalar
// loops: wasm has no lane-wise integer division (Euclid's steps), nor lane-wise variable shifts;
// and bitwise_count (ABI as unary.ts, uint8 out), in v128 lanes.

import { binary, NoBool } from './arithmetic';

@unmanaged class IntegerBinary {
  @inline scaleInvariant(): bool {
    return false;
  }
  @inline unscaledRight(): bool {
    return false;
  }
  @inline simd<Element>(): bool {
    return false;
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

/** |x| as an unsigned 32-bit value (the narrow integers and 32-bit ones; −2^31 gives 2^31). */
@inline function magnitude32<Element>(x: Element): u32 {
  if (isSigned<Element>() && x < 0) return 0 - <u32>(<i32>x);
  return <u32>x;
}
@inline function magnitude64<Element>(x: Element): u64 {
  if (isSigned<Element>() && x < 0) return 0 - <u64>(<i64>x);
  return <u64>x;
}
@inline function euclid32(a: u32, b: u32): u32 {
  while (b != 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}
@inline function euclid64(a: u64, b: u64): u64 {
  while (b != 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}

/**
 * jnp.gcd (Least false) and jnp.lcm: on |x1| and |x2| as unsigned values, the result wrapped to the
 * dtype as NumPy's (gcd(int8 −128, 0) is −128); gcd(0, 0) = 0, lcm is 0 where either is 0.
 */
@final @unmanaged export class Divisors<Least> extends IntegerBinary {
  @inline scalar<Element>(left: Element, right: Element): Element {
    const least = changetype<Least>(0).value();
    if (sizeof<Element>() == 8) {
      const a = magnitude64<Element>(left);
      const b = magnitude64<Element>(right);
      const divisor = euclid64(a, b);
      if (!least) return <Element>divisor;
      return divisor == 0 ? <Element>0 : <Element>((a / divisor) * b);
    }
    const a = magnitude32<Element>(left);
    const b = magnitude32<Element>(right);
    const divisor = euclid32(a, b);
    if (!least) return <Element>divisor;
    return divisor == 0 ? <Element>0 : <Element>((a / divisor) * b);
  }
}

/**
 * jnp.left_shift (Left true) and right_shift (lax's shifts): a shift by a negative amount or by the
 * width or more gives 0 (a right shift of a negative signed value: −1); right shifts are arithmetic
 * for signed dtypes, logical for unsigned ones.
 */
@final @unmanaged export class Shift<Left> extends IntegerBinary {
  @inline scalar<Element>(value: Element, amount: Element): Element {
    const bits = <Element>(sizeof<Element>() * 8);
    const outside = (isSigned<Element>() && amount < 0) || amount >= bits;
    if (changetype<Left>(0).value()) return outside ? <Element>0 : <Element>(value << amount);
    if (outside) return isSigned<Element>() && value < 0 ? <Element>-1 : <Element>0;
    return <Element>(value >> amount);
  }
}
@final @unmanaged export class Yes {
  @inline value(): bool {
    return true;
  }
}
@final @unmanaged export class No {
  @inline value(): bool {
    return false;
  }
}

// ---- entry points used by the generated exports ------------------------------------------------

@inline export function gcd<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Divisors<No>, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function lcm<Dtype>(inputA: usize, sa: i32, inputB: usize, sb: i32, out: usize, count: i32): i32 {
  return binary<Dtype, Divisors<Yes>, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function left_shift<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Shift<Yes>, NoBool>(inputA, sa, inputB, sb, out, count);
}
@inline export function right_shift<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, Shift<No>, NoBool>(inputA, sa, inputB, sb, out, count);
}

// ---- jnp.bitwise_count: the set bits of |x| (wrapping: int8 −128 has one), as uint8 ------------

@inline function countOf<Element>(x: Element): u8 {
  if (sizeof<Element>() == 8) return <u8>popcnt<u64>(magnitude64<Element>(x));
  return <u8>popcnt<u32>(magnitude32<Element>(x));
}
/** Eight 16-bit lanes' counts, in 16-bit lanes. */
@inline function count16<Element>(v: v128): v128 {
  return i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(isSigned<Element>() ? i16x8.abs(v) : v));
}
/** Four 32-bit lanes' counts, in 32-bit lanes. */
@inline function count32<Element>(v: v128): v128 {
  const bytes = i8x16.popcnt(isSigned<Element>() ? i32x4.abs(v) : v);
  return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(bytes));
}

/**
 * The kernel of bitwiseCount: input of the integer dtype (bool: 0 and 1 are their counts), output
 * uint8. Contiguous inputs of up to 32 bits count sixteen elements at a time (i8x16.popcnt, the
 * counts added pairwise and narrowed to bytes); 64-bit ones and strided inputs one at a time.
 */
@inline export function bitwise_count<Dtype>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const size = <i32>sizeof<Dtype>();
  let i = 0;
  if (stride == 1 && size <= 4) {
    for (; i + 16 <= count; i += 16) {
      const at = input + <usize>(i * size);
      let counts: v128;
      if (size == 1) {
        const v = v128.load(at);
        counts = i8x16.popcnt(isSigned<Dtype>() ? i8x16.abs(v) : v);
      } else if (size == 2) {
        counts = i8x16.narrow_i16x8_u(count16<Dtype>(v128.load(at)), count16<Dtype>(v128.load(at, 16)));
      } else {
        const low = i16x8.narrow_i32x4_u(count32<Dtype>(v128.load(at)), count32<Dtype>(v128.load(at, 16)));
        const high = i16x8.narrow_i32x4_u(count32<Dtype>(v128.load(at, 32)), count32<Dtype>(v128.load(at, 48)));
        counts = i8x16.narrow_i16x8_u(low, high);
      }
      v128.store(out + <usize>i, counts);
    }
  }
  for (; i < count; i++) store<u8>(out + <usize>i, countOf<Dtype>(load<Dtype>(input + <usize>(i * stride * size))));
  return 0;
}
