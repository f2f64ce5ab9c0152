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

import { BFloat16, Float16 } from './dtypes';

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

// ---- normal: √2·erfinv(u) after the uniform draw, as src/execute/erfinv.ts evaluates it -------------
// JAX draws normal as sqrt(2) * lax.erf_inv(u), u uniform in (−1, 1); erf_inv is XLA's (Giles'
// polynomials, each multiply and add rounded, no fused multiply-add), and its log1p is the float64
// one of the JavaScript engine, fdlibm's (below, written so the bits are V8's Math.log1p's). The same
// values as the executor's JavaScript path, element by element: a piece of any range gives them.

@inline const LN2_HI: f64 = 6.9314718036912381649e-1;
@inline const LN2_LO: f64 = 1.90821492927058770002e-10;

@inline function highWord(x: f64): i32 {
  return <i32>(reinterpret<u64>(x) >>> 32);
}

@inline function withHighWord(x: f64, high: i32): f64 {
  return reinterpret<f64>(((<u64>(<u32>high)) << 32) | (reinterpret<u64>(x) & 0xffffffff));
}

/** fdlibm's log1p (s_log1p.c, as V8's ieee754::log1p): the bits of JavaScript's Math.log1p. */
function log1pFdlibm(x: f64): f64 {
  const hx = highWord(x);
  const ax = hx & 0x7fffffff;
  let k = 1;
  let hu = 0;
  let f: f64 = 0;
  let c: f64 = 0;
  if (hx < 0x3fda827a) {
    // 1 + x < √2
    if (ax >= 0x3ff00000) return x == -1 ? -Infinity : NaN; // x ≤ −1
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : x - x * x * 0.5; // |x| < 2^-29
    if (hx > 0 || hx <= <i32>0xbfd2bec4) {
      // √2/2 ≤ 1 + x < √2
      k = 0;
      f = x;
      hu = 1;
    }
  }
  if (hx >= 0x7ff00000) return x + x;
  if (k != 0) {
    let u: f64;
    if (hx < 0x43400000) {
      u = 1.0 + x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); // the rounding of 1 + x
      c /= u;
    } else {
      u = x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = 0;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) {
      u = withHighWord(u, hu | 0x3ff00000);
    } else {
      k += 1;
      u = withHighWord(u, hu | 0x3fe00000);
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1.0;
  }
  const hfsq = 0.5 * f * f;
  const dk = <f64>k;
  if (hu == 0) {
    // |f| < 2^-20
    if (f == 0) return k == 0 ? 0 : dk * LN2_HI + (c + dk * LN2_LO);
    const r = hfsq * (1.0 - 0.66666666666666666 * f);
    return k == 0 ? f - r : dk * LN2_HI - (r - (dk * LN2_LO + c) - f);
  }
  const s = f / (2.0 + f);
  const z = s * s;
  const r =
    z *
    (6.66666666666673513e-1 +
      z *
        (3.999999999940941908e-1 +
          z *
            (2.857142874366239149e-1 +
              z *
                (2.222219843214978396e-1 +
                  z * (1.818357216161805012e-1 + z * (1.531383769920937332e-1 + z * 1.479819860511658591e-1))))));
  if (k == 0) return f - (hfsq - s * (hfsq + r));
  return dk * LN2_HI - (hfsq - (s * (hfsq + r) + (dk * LN2_LO + c)) - f);
}

/** XLA's float32 erf_inv (erfinvFloat32 in src/execute/erfinv.ts). */
function erfinv32(x: f32): f32 {
  if (x != x) return x;
  if (Mathf.abs(x) == 1) return x * Infinity;
  let w = -(<f32>log1pFdlibm(<f64>(x * -x)));
  if (w < 5) {
    w = w - 2.5;
    let p: f32 = <f32>2.810226362726098e-8;
    p = <f32>3.432739390518691e-7 + p * w;
    p = <f32>-0.000003523387704262859 + p * w;
    p = <f32>-0.000004391506536194356 + p * w;
    p = <f32>0.00021858086984138936 + p * w;
    p = <f32>-0.001253725029528141 + p * w;
    p = <f32>-0.004177681636065245 + p * w;
    p = <f32>0.24664072692394257 + p * w;
    p = <f32>1.5014094114303589 + p * w;
    return p * x;
  }
  w = Mathf.sqrt(w) - 3;
  let p: f32 = <f32>-0.0002002142573473975;
  p = <f32>0.0001009505576803349 + p * w;
  p = <f32>0.0013493432197719812 + p * w;
  p = <f32>-0.003673428436741233 + p * w;
  p = <f32>0.005739507731050253 + p * w;
  p = <f32>-0.007622461300343275 + p * w;
  p = <f32>0.00943887047469616 + p * w;
  p = <f32>1.0016740560531616 + p * w;
  p = <f32>2.832976818084717 + p * w;
  return p * x;
}

/** XLA's float64 erf_inv (erfinvFloat64 in src/execute/erfinv.ts). */
function erfinv64(x: f64): f64 {
  if (x != x) return x;
  if (Math.abs(x) == 1) return x * Infinity;
  let w = -log1pFdlibm(x * -x);
  if (w < 6.25) {
    w -= 3.125;
    let p = -3.64441206401782e-21;
    p = -1.6850591381820166e-19 + p * w;
    p = 1.28584807152564e-18 + p * w;
    p = 1.1157877678025181e-17 + p * w;
    p = -1.333171662854621e-16 + p * w;
    p = 2.0972767875968562e-17 + p * w;
    p = 6.637638134358324e-15 + p * w;
    p = -4.054566272975207e-14 + p * w;
    p = -8.151934197605472e-14 + p * w;
    p = 2.6335093153082323e-12 + p * w;
    p = -1.2975133253453532e-11 + p * w;
    p = -5.415412054294628e-11 + p * w;
    p = 1.0512122733215323e-9 + p * w;
    p = -4.112633980346984e-9 + p * w;
    p = -2.9070369957882005e-8 + p * w;
    p = 4.2347877827932404e-7 + p * w;
    p = -0.0000013654692000834679 + p * w;
    p = -0.000013882523362786469 + p * w;
    p = 0.00018673420803405714 + p * w;
    p = -0.000740702534166267 + p * w;
    p = -0.006033670871430149 + p * w;
    p = 0.24015818242558962 + p * w;
    p = 1.6536545626831027 + p * w;
    return p * x;
  }
  if (w < 16) {
    w = Math.sqrt(w) - 3.25;
    let p = 2.2137376921775787e-9;
    p = 9.075656193888539e-8 + p * w;
    p = -2.7517406297064545e-7 + p * w;
    p = 1.8239629214389228e-8 + p * w;
    p = 0.0000015027403968909828 + p * w;
    p = -0.000004013867526981546 + p * w;
    p = 0.0000029234449089955446 + p * w;
    p = 0.000012475304481671779 + p * w;
    p = -0.000047318229009055734 + p * w;
    p = 0.00006828485145957318 + p * w;
    p = 0.000024031110387097894 + p * w;
    p = -0.0003550375203628475 + p * w;
    p = 0.0009532893797373805 + p * w;
    p = -0.0016882755560235047 + p * w;
    p = 0.002491442096107851 + p * w;
    p = -0.003751208507569241 + p * w;
    p = 0.005370914553590064 + p * w;
    p = 1.0052589676941592 + p * w;
    p = 3.0838856104922208 + p * w;
    return p * x;
  }
  w = Math.sqrt(w) - 5;
  let p = -2.7109920616438573e-11;
  p = -2.555641816996525e-10 + p * w;
  p = 1.5076572693500548e-9 + p * w;
  p = -3.789465440126737e-9 + p * w;
  p = 7.61570120807834e-9 + p * w;
  p = -1.496002662714924e-8 + p * w;
  p = 2.914795345090108e-8 + p * w;
  p = -6.771199775845234e-8 + p * w;
  p = 2.2900482228026655e-7 + p * w;
  p = -9.9298272942317e-7 + p * w;
  p = 0.000004526062597223154 + p * w;
  p = -0.00001968177810553167 + p * w;
  p = 0.00007599527703001776 + p * w;
  p = -0.00021503011930044477 + p * w;
  p = -0.00013871931833623122 + p * w;
  p = 1.0103004648645344 + p * w;
  p = 4.849906401408584 + p * w;
  return p * x;
}

/**
 * JAX's `normal` in float32 over blocks (high, start + i): uniform in [minval, 1) (minval the
 * float32 after −1), then √2·erfinv, into `out`.
 */
export function random_normal_float32(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
): void {
  random_uniform_float32(key0, key1, high, start, out, count, minval, 1);
  const sqrt2 = <f32>Math.SQRT2;
  for (let index = 0; index < count; index++) {
    const at = out + ((<usize>index) << 2);
    store<f32>(at, sqrt2 * erfinv32(load<f32>(at)));
  }
}

/** JAX's `normal` in float64: as random_normal_float32. */
export function random_normal_float64(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f64,
): void {
  random_uniform_float64(key0, key1, high, start, out, count, minval, 1);
  for (let index = 0; index < count; index++) {
    const at = out + ((<usize>index) << 3);
    store<f64>(at, Math.SQRT2 * erfinv64(load<f64>(at)));
  }
}

// ---- draws that end in a narrow store: 8- and 16-bit bits, randint, the 16-bit floats ----------------
// Each element still depends on its counter alone, so these too run over any range of a draw.

/** 8-bit random bits: the low byte of the 32-bit bits (JAX converts them down). */
export function random_bits8(key0: u32, key1: u32, high: u32, start: i32, out: usize, count: i32): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    const low = v128.shuffle<u8>(v128.xor(first, second), first, 0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    store<u32>(out + <usize>index, i32x4.extract_lane(low, 0));
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    store<u8>(out + <usize>index, <u8>(<u32>(packed >>> 32) ^ <u32>packed));
  }
}

/** 16-bit random bits: the low half of the 32-bit bits. */
export function random_bits16(key0: u32, key1: u32, high: u32, start: i32, out: usize, count: i32): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    const low = v128.shuffle<u8>(v128.xor(first, second), first, 0, 1, 4, 5, 8, 9, 12, 13, 0, 0, 0, 0, 0, 0, 0, 0);
    store<u64>(out + ((<usize>index) << 1), i64x2.extract_lane(low, 0));
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    store<u16>(out + ((<usize>index) << 1), <u16>(<u32>(packed >>> 32) ^ <u32>packed));
  }
}

// randint (JAX's two draws, combined in the width's unsigned arithmetic: products wrap, and
// x rem 0 is x, the full range): offset = (rem(higher) · multiplier + rem(lower)), value =
// low + rem(offset), wrapped to the width; the output keeps its low `bytes` bytes.

@inline function rem32(value: u32, span: u32): u32 {
  return span == 0 ? value : value % span;
}

@inline function randint32At(
  out: usize,
  bytes: i32,
  higher: u32,
  lower: u32,
  span: u32,
  multiplier: u32,
  low: u32,
): void {
  const value = low + rem32(rem32(higher, span) * multiplier + rem32(lower, span), span);
  if (bytes == 4) store<u32>(out, value);
  else if (bytes == 2) store<u16>(out, <u16>value);
  else store<u8>(out, <u8>value);
}

/**
 * randint in 32-bit draws (int8 … uint32): the bits of blocks (high, start + i) under the keys
 * `higher` (kh0, kh1) and `lower` (kl0, kl1), combined into `bytes`-byte integers at `out`.
 */
export function random_randint32(
  kh0: u32,
  kh1: u32,
  kl0: u32,
  kl1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  bytes: i32,
  span: u32,
  multiplier: u32,
  low: u32,
): void {
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const block = counters(start + index);
    const a = hash4(kh0, kh1, hi, block);
    const higher = v128.xor(a, second);
    const b = hash4(kl0, kl1, hi, block);
    const lower = v128.xor(b, second);
    const at = out + <usize>(index * bytes);
    randint32At(at, bytes, i32x4.extract_lane(higher, 0), i32x4.extract_lane(lower, 0), span, multiplier, low);
    randint32At(at + bytes, bytes, i32x4.extract_lane(higher, 1), i32x4.extract_lane(lower, 1), span, multiplier, low);
    randint32At(
      at + 2 * bytes,
      bytes,
      i32x4.extract_lane(higher, 2),
      i32x4.extract_lane(lower, 2),
      span,
      multiplier,
      low,
    );
    randint32At(
      at + 3 * bytes,
      bytes,
      i32x4.extract_lane(higher, 3),
      i32x4.extract_lane(lower, 3),
      span,
      multiplier,
      low,
    );
  }
  for (; index < count; index++) {
    const h = hash1(kh0, kh1, high, <u32>(start + index));
    const l = hash1(kl0, kl1, high, <u32>(start + index));
    const higher = <u32>(h >>> 32) ^ <u32>h;
    const lower = <u32>(l >>> 32) ^ <u32>l;
    randint32At(out + <usize>(index * bytes), bytes, higher, lower, span, multiplier, low);
  }
}

@inline function rem64(value: u64, span: u64): u64 {
  return span == 0 ? value : value % span;
}

@inline function randint64At(out: usize, higher: u64, lower: u64, span: u64, multiplier: u64, low: u64): void {
  store<u64>(out, low + rem64(rem64(higher, span) * multiplier + rem64(lower, span), span));
}

// (out0 << 32) | out1 of lane k of hash4's two words.
@inline function lane64(a: v128, b: v128, k: i32): u64 {
  const words = i32x4.shuffle(b, a, 0, 4, 2, 6);
  const pair = i32x4.shuffle(b, a, 1, 5, 3, 7);
  return k == 0
    ? <u64>i64x2.extract_lane(words, 0)
    : k == 1
      ? <u64>i64x2.extract_lane(pair, 0)
      : k == 2
        ? <u64>i64x2.extract_lane(words, 1)
        : <u64>i64x2.extract_lane(pair, 1);
}

/**
 * randint in 64-bit draws (int64, uint64), as random_randint32; the span, multiplier and low are
 * the three uint64 values at `bounds` (the pool records arguments as float64 numbers, exact to 2^53).
 */
export function random_randint64(
  kh0: u32,
  kh1: u32,
  kl0: u32,
  kl1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  bounds: usize,
): void {
  const span = load<u64>(bounds);
  const multiplier = load<u64>(bounds, 8);
  const low = load<u64>(bounds, 16);
  let index = 0;
  const hi = i32x4.splat(high);
  for (; index + 4 <= count; index += 4) {
    const block = counters(start + index);
    const a = hash4(kh0, kh1, hi, block);
    const a2 = second;
    const b = hash4(kl0, kl1, hi, block);
    const b2 = second;
    const at = out + ((<usize>index) << 3);
    randint64At(at, lane64(a, a2, 0), lane64(b, b2, 0), span, multiplier, low);
    randint64At(at + 8, lane64(a, a2, 1), lane64(b, b2, 1), span, multiplier, low);
    randint64At(at + 16, lane64(a, a2, 2), lane64(b, b2, 2), span, multiplier, low);
    randint64At(at + 24, lane64(a, a2, 3), lane64(b, b2, 3), span, multiplier, low);
  }
  for (; index < count; index++) {
    const higher = hash1(kh0, kh1, high, <u32>(start + index));
    const lower = hash1(kl0, kl1, high, <u32>(start + index));
    randint64At(out + ((<usize>index) << 3), higher, lower, span, multiplier, low);
  }
}

// ---- the 16-bit floats: JAX's `_uniform` in float32, rounded once to the dtype (XLA's upcasting),
// and normal on it: √2·erfinv in float32, each step rounded to the dtype. Eight elements at a time,
// the rounding by the dtype's own narrow (round to nearest even, as the cast kernels do).
// float16 draws 16 bits (10 mantissa bits), bfloat16 8 (7): the registry's randomFloats rows, whose
// kernels the split test compares with the executor's JavaScript path (src/execute/random.ts).

/** Eight uniform draws of elements start … start + 7 in [low, low + span) as the dtype's patterns. */
@inline function uniform8<H>(key0: u32, key1: u32, hi: v128, start: i32, low: v128, span: v128): v128 {
  const keep = i32x4.splat(changetype<H>(0).code() != changetype<BFloat16>(0).code() ? 0xffff : 0xff);
  const shift = changetype<H>(0).code() != changetype<BFloat16>(0).code() ? 6 : 1;
  const scale = f32x4.splat(
    changetype<H>(0).code() != changetype<BFloat16>(0).code() ? <f32>0.0009765625 : <f32>0.0078125,
  );
  const first = hash4(key0, key1, hi, counters(start));
  const bitsA = v128.and(v128.xor(first, second), keep);
  const next = hash4(key0, key1, hi, counters(start + 4));
  const bitsB = v128.and(v128.xor(next, second), keep);
  // (1.m) − 1 exactly, times the span, plus low, max'd with low (NaN propagates), each in float32.
  const fractionA = f32x4.mul(f32x4.convert_i32x4_u(i32x4.shr_u(bitsA, shift)), scale);
  const fractionB = f32x4.mul(f32x4.convert_i32x4_u(i32x4.shr_u(bitsB, shift)), scale);
  const valuesA = f32x4.max(low, f32x4.add(f32x4.mul(fractionA, span), low));
  const valuesB = f32x4.max(low, f32x4.add(f32x4.mul(fractionB, span), low));
  // A NaN (infinite bounds) is JavaScript's, positive: the hardware's default NaN may be negative.
  const nan = f32x4.splat(reinterpret<f32>(0x7fc00000));
  return changetype<H>(0).narrow(
    v128.bitselect(nan, valuesA, f32x4.ne(valuesA, valuesA)),
    v128.bitselect(nan, valuesB, f32x4.ne(valuesB, valuesB)),
  );
}

/** Stores the first `count` (below 8) of eight 16-bit patterns. */
@inline function storeFirst16(out: usize, patterns: v128, count: i32): void {
  if (count > 0) store<u16>(out, i16x8.extract_lane_u(patterns, 0));
  if (count > 1) store<u16>(out + 2, i16x8.extract_lane_u(patterns, 1));
  if (count > 2) store<u16>(out + 4, i16x8.extract_lane_u(patterns, 2));
  if (count > 3) store<u16>(out + 6, i16x8.extract_lane_u(patterns, 3));
  if (count > 4) store<u16>(out + 8, i16x8.extract_lane_u(patterns, 4));
  if (count > 5) store<u16>(out + 10, i16x8.extract_lane_u(patterns, 5));
  if (count > 6) store<u16>(out + 12, i16x8.extract_lane_u(patterns, 6));
}

@inline function uniformHalf<H>(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  maxval: f32,
): void {
  const hi = i32x4.splat(high);
  const low = f32x4.splat(minval);
  const span = f32x4.splat(maxval - minval);
  let index = 0;
  for (; index + 8 <= count; index += 8)
    v128.store(out + ((<usize>index) << 1), uniform8<H>(key0, key1, hi, start + index, low, span));
  if (index < count)
    storeFirst16(out + ((<usize>index) << 1), uniform8<H>(key0, key1, hi, start + index, low, span), count - index);
}

/** erfinv32 of each lane. */
@inline function erfinv4(values: v128): v128 {
  let result = f32x4.replace_lane(values, 0, erfinv32(f32x4.extract_lane(values, 0)));
  result = f32x4.replace_lane(result, 1, erfinv32(f32x4.extract_lane(values, 1)));
  result = f32x4.replace_lane(result, 2, erfinv32(f32x4.extract_lane(values, 2)));
  return f32x4.replace_lane(result, 3, erfinv32(f32x4.extract_lane(values, 3)));
}

/** √2·erfinv of eight patterns: erfinv in float32, rounded, times √2 (exact in float32), rounded. */
@inline function normal8<H>(uniform: v128, sqrt2: v128): v128 {
  const dtype = changetype<H>(0);
  const erfinv = dtype.narrow(erfinv4(dtype.widenLow(uniform)), erfinv4(dtype.widenHigh(uniform)));
  return dtype.narrow(f32x4.mul(dtype.widenLow(erfinv), sqrt2), f32x4.mul(dtype.widenHigh(erfinv), sqrt2));
}

@inline function normalHalf<H>(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  sqrt2: f32,
): void {
  const hi = i32x4.splat(high);
  const low = f32x4.splat(minval);
  const span = f32x4.splat(1 - minval);
  const factor = f32x4.splat(sqrt2);
  let index = 0;
  for (; index + 8 <= count; index += 8)
    v128.store(out + ((<usize>index) << 1), normal8<H>(uniform8<H>(key0, key1, hi, start + index, low, span), factor));
  if (index < count)
    storeFirst16(
      out + ((<usize>index) << 1),
      normal8<H>(uniform8<H>(key0, key1, hi, start + index, low, span), factor),
      count - index,
    );
}

/** JAX's `_uniform` in float16 between number bounds (float16 values), into `out`. */
export function random_uniform_float16(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  maxval: f32,
): void {
  uniformHalf<Float16>(key0, key1, high, start, out, count, minval, maxval);
}

/** JAX's `_uniform` in bfloat16, as random_uniform_float16. */
export function random_uniform_bfloat16(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  maxval: f32,
): void {
  uniformHalf<BFloat16>(key0, key1, high, start, out, count, minval, maxval);
}

/** JAX's `normal` in float16: the uniform in [minval, 1), then √2·erfinv (`sqrt2`: √2 in float16). */
export function random_normal_float16(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  sqrt2: f32,
): void {
  normalHalf<Float16>(key0, key1, high, start, out, count, minval, sqrt2);
}

/** JAX's `normal` in bfloat16, as random_normal_float16. */
export function random_normal_bfloat16(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  minval: f32,
  sqrt2: f32,
): void {
  normalHalf<BFloat16>(key0, key1, high, start, out, count, minval, sqrt2);
}

// ---- uniform between bounds in memory (arrays): lows[i·lowStep], highs[i·highStep], steps 0 or 1 ----
// float32 as the JavaScript path computes it, a NaN JavaScript's (positive). (float64 stays there:
// its NaN is the arithmetic's, whose sign the hardware and the engine's tier choose.)

@inline function boundsAt4<T>(pointer: usize, step: i32, index: i32): v128 {
  return step == 0 ? v128.splat<T>(load<T>(pointer)) : v128.load(pointer + <usize>(index * sizeof<T>()));
}

/** JAX's `_uniform` in float32 between bounds in memory, into `out`. */
export function random_uniform_between_float32(
  key0: u32,
  key1: u32,
  high: u32,
  start: i32,
  out: usize,
  count: i32,
  lows: usize,
  lowStep: i32,
  highs: usize,
  highStep: i32,
): void {
  const one = f32x4.splat(1.0);
  const exponent = i32x4.splat(0x3f800000);
  const nan = f32x4.splat(reinterpret<f32>(0x7fc00000));
  const hi = i32x4.splat(high);
  let index = 0;
  for (; index + 4 <= count; index += 4) {
    const first = hash4(key0, key1, hi, counters(start + index));
    const fraction = f32x4.sub(v128.or(i32x4.shr_u(v128.xor(first, second), 9), exponent), one);
    const low = boundsAt4<f32>(lows, lowStep, index);
    const span = f32x4.sub(boundsAt4<f32>(highs, highStep, index), low);
    const value = f32x4.max(low, f32x4.add(f32x4.mul(fraction, span), low));
    v128.store(out + ((<usize>index) << 2), v128.bitselect(nan, value, f32x4.ne(value, value)));
  }
  for (; index < count; index++) {
    const packed = hash1(key0, key1, high, <u32>(start + index));
    const fraction = reinterpret<f32>(((<u32>(packed >>> 32) ^ <u32>packed) >>> 9) | 0x3f800000) - 1.0;
    const low = load<f32>(lows + <usize>(index * lowStep * 4));
    const value = Mathf.max(low, fraction * (load<f32>(highs + <usize>(index * highStep * 4)) - low) + low);
    store<f32>(out + ((<usize>index) << 2), value != value ? reinterpret<f32>(0x7fc00000) : value);
  }
}
