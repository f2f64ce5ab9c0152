// jax.numpy's integer functions: gcd, lcm, left_shift, right_shift, on the integer dtypes (the
// result rules refuse bool and the others before a kernel runs). ABI as arithmetic.ts. Scalar
// loops: wasm has no lane-wise integer division (Euclid's steps), nor lane-wise variable shifts.

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
