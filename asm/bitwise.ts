// Bitwise ops on bool and integers: bitwise_and, bitwise_or, bitwise_xor, bitwise_not.
// The bits are the same whatever the integer width, so one class per op serves every dtype;
// bool (0/1 bytes) stays 0/1 under and/or/xor, and its not flips the low bit only.

import { binary } from './arithmetic';
import { realUnary } from './unary';

@final @unmanaged class BitAnd {
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

@final @unmanaged class BitOr {
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

@final @unmanaged class BitXor {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(left: Element, right: Element): Element {
    return left ^ right;
  }
  @inline vector<Element>(left: v128, right: v128): v128 {
    return v128.xor(left, right);
  }
  @inline invalid<Element>(left: Element, right: Element): bool {
    return false;
  }
}

@final @unmanaged class BitNot {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return ~value;
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.not(value);
  }
}

/** bool's not: 0 ↔ 1 (xor with 1), so the result stays a valid bool byte. */
@final @unmanaged class BoolNot {
  @inline simd<Element>(): bool {
    return true;
  }
  @inline scalar<Element>(value: Element): Element {
    return value ^ <Element>1;
  }
  @inline vector<Element>(value: v128): v128 {
    return v128.xor(value, i8x16.splat(1));
  }
}

@inline export function bitwise_and<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, BitAnd, BitAnd>(inputA, sa, inputB, sb, out, count);
}
@inline export function bitwise_or<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, BitOr, BitOr>(inputA, sa, inputB, sb, out, count);
}
@inline export function bitwise_xor<Dtype>(
  inputA: usize,
  sa: i32,
  inputB: usize,
  sb: i32,
  out: usize,
  count: i32,
): i32 {
  return binary<Dtype, BitXor, BitXor>(inputA, sa, inputB, sb, out, count);
}
@inline export function bitwise_not<Dtype>(input: usize, sa: i32, out: usize, count: i32): i32 {
  if (isBoolean<Dtype>()) return realUnary<u8, BoolNot>(input, sa, out, count);
  return realUnary<Dtype, BitNot>(input, sa, out, count);
}
