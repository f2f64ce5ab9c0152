// Threefry-2x32 with 20 rounds (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3",
// SC 2011; the Random123 reference), the counter-based generator JAX uses, and the ways JAX turns
// its output into bits and floats (jax/_src/random: threefry2x32.py, core.py `_uniform`).
// Every block (x0, x1) is hashed independently, so four blocks go through the rounds at once in
// i32x4 lanes; a scalar tail finishes.
//
// JAX with jax_threefry_partitionable=True numbers element i of a random array by the 64-bit
// counter i split into (hi, lo) = (i >>> 32, i & 0xffffffff) and hashes the block (hi, lo): the
// 32-bit bits are out0 ^ out1, the 64-bit bits (out0 << 32) | out1. Arrays here hold fewer than
// 2^32 elements, so hi is the argument `high` (0 in practice) for every element.

@inline const PARITY: u32 = 0x1bd11bda;

@inline function rotlV(value: v128, by: i32): v128 {
  return v128.or(i32x4.shl(value, by), i32x4.shr_u(value, 32 - by));
}

// The second word of the last hash4 (a global: an inlined function returns one value; the
// rounds themselves run in locals).
let second: v128 = v128.splat<i32>(0);

/** Hashes four blocks (x0, x1) in lanes: returns out0; out1 is left in `second`. */
@inline function hash4(key0: u32, key1: u32, x0: v128, x1: v128): v128 {
  const key2 = key0 ^ key1 ^ PARITY;
  const k0 = i32x4.splat(key0);
  const k1 = i32x4.splat(key1);
  const k2 = i32x4.splat(key2);
  let a = i32x4.add(x0, k0);
  let b = i32x4.add(x1, k1);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 13), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 15), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 26), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 6), a);
  a = i32x4.add(a, k1);
  b = i32x4.add(b, i32x4.add(k2, i32x4.splat(1)));
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 17), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 29), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 16), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 24), a);
  a = i32x4.add(a, k2);
  b = i32x4.add(b, i32x4.add(k0, i32x4.splat(2)));
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 13), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 15), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 26), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 6), a);
  a = i32x4.add(a, k0);
  b = i32x4.add(b, i32x4.add(k1, i32x4.splat(3)));
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 17), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 29), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 16), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 24), a);
  a = i32x4.add(a, k1);
  b = i32x4.add(b, i32x4.add(k2, i32x4.splat(4)));
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 13), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 15), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 26), a);
  a = i32x4.add(a, b);
  b = v128.xor(rotlV(b, 6), a);
  a = i32x4.add(a, k2);
  b = i32x4.add(b, i32x4.add(k0, i32x4.splat(5)));
  second = b;
  return a;
}

// Scalar state of the one-block path (globals: the stub runtime has no garbage collector, so no
// arrays are made per call).
let sa: u32 = 0;
let sb: u32 = 0;

@inline function rounds1(r0: i32, r1: i32, r2: i32, r3: i32): void {
  let a = sa;
  let b = sb;
  a += b;
  b = rotl<u32>(b, r0) ^ a;
  a += b;
  b = rotl<u32>(b, r1) ^ a;
  a += b;
  b = rotl<u32>(b, r2) ^ a;
  a += b;
  b = rotl<u32>(b, r3) ^ a;
  sa = a;
  sb = b;
}

/** One block, scalar: (out0 << 32) | out1. */
function hash1(key0: u32, key1: u32, x0: u32, x1: u32): u64 {
  const key2 = key0 ^ key1 ^ PARITY;
  sa = x0 + key0;
  sb = x1 + key1;
  rounds1(13, 15, 26, 6);
  sa += key1;
  sb += key2 + 1;
  rounds1(17, 29, 16, 24);
  sa += key2;
  sb += key0 + 2;
  rounds1(13, 15, 26, 6);
  sa += key0;
  sb += key1 + 3;
  rounds1(17, 29, 16, 24);
  sa += key1;
  sb += key2 + 4;
  rounds1(13, 15, 26, 6);
  sa += key2;
  sb += key0 + 5;
  return ((<u64>sa) << 32) | <u64>sb;
}

/** JAX's threefry2x32 primitive: out0[i], out1[i] = hash(key, (x0[i], x1[i])), uint32 arrays. */
export function threefry2x32(key0: u32, key1: u32, x0: usize, x1: usize, out0: usize, out1: usize, count: i32): void {
  let index = 0;
  for (; index + 4 <= count; index += 4) {
    const offset = (<usize>index) << 2;
    v128.store(out0 + offset, hash4(key0, key1, v128.load(x0 + offset), v128.load(x1 + offset)));
    v128.store(out1 + offset, second);
  }
  for (; index < count; index++) {
    const offset = (<usize>index) << 2;
    const packed = hash1(key0, key1, load<u32>(x0 + offset), load<u32>(x1 + offset));
    store<u32>(out0 + offset, <u32>(packed >>> 32));
    store<u32>(out1 + offset, <u32>packed);
  }
}

// The counters of elements start..start+3 in lanes.
@inline function counters(start: i32): v128 {
  return i32x4.add(i32x4.splat(start), v128(0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0));
}

/**
 * Two words per element, (out0, out1) of block (high, start + i), written as out0 to `words0` and
 * out1 to `words1`, each `count` uint32 values (JAX's split and its bits before combining).
 */
export function random_words(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  words0: usize,
  words1: usize,
  count: i32,
): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    const offset = (<usize>index) << 2;
    v128.store(words0 + offset, first);
    v128.store(words1 + offset, second);
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    const offset = (<usize>index) << 2;
    store<u32>(words0 + offset, <u32>(packed >>> 32));
    store<u32>(words1 + offset, <u32>packed);
  }
}

/** 32-bit random bits (out0 ^ out1) of elements start .. start + count - 1. */
export function random_bits32(key0: u32, key1: u32, high: u32, start: i32, out: usize, count: i32): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    v128.store(out + ((<usize>index) << 2), v128.xor(first, second));
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    store<u32>(out + ((<usize>index) << 2), <u32>(packed >>> 32) ^ <u32>packed);
  }
}

/** 64-bit random bits ((out0 << 32) | out1) of elements start .. start + count - 1. */
export function random_bits64(key0: u32, key1: u32, high: u32, start: i32, out: usize, count: i32): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const a = hash4(key0, key1, hi, counters(start + index));
    const b = second;
    // Little-endian u64 = (low word out1, high word out0).
    v128.store(out + ((<usize>index) << 3), i32x4.shuffle(b, a, 0, 4, 1, 5));
    v128.store(out + ((<usize>index) << 3) + 16, i32x4.shuffle(b, a, 2, 6, 3, 7));
  }
  for (; index < count; index++) {
    store<u64>(out + ((<usize>index) << 3), hash1(key0, key1, high, <u32>(start + index)));
  }
}

/**
 * JAX's `_uniform` for float32: the top 23 of 32 random bits as the mantissa of a float in [1, 2),
 * minus 1, times (maxval - minval), plus minval, then max'd with minval (each step rounded to float32).
 */
export function random_uniform_float32(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  maxval: f32,
): void {
  const span = maxval - minval;
  const one = f32x4.splat(1.0);
  const low = f32x4.splat(minval);
  const scale = f32x4.splat(span);
  const exponent = i32x4.splat(0x3f800000);
  const hi = i32x4.splat(high);
  let index = 0;
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    const bits = v128.xor(first, second);
    const floats = f32x4.sub(v128.or(i32x4.shr_u(bits, 9), exponent), one);
    // f32x4.max propagates NaN, as lax.max does.
    const value = f32x4.add(f32x4.mul(floats, scale), low);
    v128.store(out + ((<usize>index) << 2), f32x4.max(low, value));
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    const bits = <u32>(packed >>> 32) ^ <u32>packed;
    const floats = reinterpret<f32>((bits >>> 9) | 0x3f800000) - 1.0;
    const value = floats * span + minval;
    store<f32>(out + ((<usize>index) << 2), Mathf.max(minval, value));
  }
}

/** JAX's `_uniform` for float64: the top 52 of 64 random bits as the mantissa of a float in [1, 2). */
export function random_uniform_float64(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f64,
  maxval: f64,
): void {
  const span = maxval - minval;
  const one = f64x2.splat(1.0);
  const low = f64x2.splat(minval);
  const scale = f64x2.splat(span);
  const exponent = i64x2.splat(0x3ff0000000000000);
  const hi = i32x4.splat(high);
  let index = 0;
  for (; index + 4 <= count; index += 4) {
    const a = hash4(key0, key1, hi, counters(start + index));
    const b = second;
    // 64-bit bits (out0 << 32) | out1: little-endian words (out1, out0).
    const first = v128.or(i64x2.shr_u(i32x4.shuffle(b, a, 0, 4, 1, 5), 12), exponent);
    const next = v128.or(i64x2.shr_u(i32x4.shuffle(b, a, 2, 6, 3, 7), 12), exponent);
    const at = out + ((<usize>index) << 3);
    v128.store(at, f64x2.max(low, f64x2.add(f64x2.mul(f64x2.sub(first, one), scale), low)));
    v128.store(at + 16, f64x2.max(low, f64x2.add(f64x2.mul(f64x2.sub(next, one), scale), low)));
  }
  for (; index < count; index++) {
    const bits = hash1(key0, key1, high, <u32>(start + index));
    const floats = reinterpret<f64>((bits >>> 12) | 0x3ff0000000000000) - 1.0;
    const value = floats * span + minval;
    store<f64>(out + ((<usize>index) << 3), Math.max(minval, value));
  }
}
