// The narrow formats of JAX and ml_dtypes: 8-, 6- and 4-bit floats and 2- and 4-bit integers, and
// their conversions to and from the wide dtypes their arithmetic runs in (float32, int32) and the
// exact intermediates every other cast goes through (float64, int64, uint64).
//
// Storage: one element per byte for the 8- and 6-bit formats (float6 in the low six bits, as
// ml_dtypes keeps it); the 4-bit formats two per byte and the 2-bit formats four, element 0 in the
// lowest bits (XLA's packed order). Casts: (input, stride, out, count) → 0, stride in elements;
// the output is contiguous and starts on a byte.
//
// Encoding rounds to nearest with ties to even from float32. float64 and 64-bit integers are first
// rounded to float32 (to nearest), as ml_dtypes converts them: a float64 within 2^-30 of a tie
// double-rounds there, and the oracle (scripts/narrow_oracle.py) pins ml_dtypes' answer.
// Out of range: IEEE-style formats (e5m2, e4m3, e3m4) give ±inf; fn/fnuz formats, which have no
// inf, give NaN; the float6/float4 formats, which have no NaN either, saturate to ±max (and map NaN
// to a zero of the opposite sign, as ml_dtypes does). fnuz formats have no −0 and one NaN, 0x80.
// e8m0fnu is a bare exponent: no sign, no zero; 0xFF is NaN, and it rounds half up.

import { threadLocal, AREA_NARROW } from './memory';
import { E8M0, FLOAT_TABLES, FN, FNUZ, IEEE, NONE } from './narrow.generated';

// Each format is a marker class of asm/narrow.generated.ts (generated from the registry's dtype
// rows) that answers its constants at compile time: exponentBits(), mantissaBits(), bias(),
// specials() (IEEE, FN, FNUZ, NONE, E8M0), storageBits(), table(); signed() for the integers.

// ---- one element ------------------------------------------------------------------------------

/** The float32 value of a float format's bit pattern (exact: every narrow value is a float32). */
@inline function decodeFloat<Format>(bits: u32): f32 {
  const format = changetype<Format>(0);
  const E = format.exponentBits();
  const M = format.mantissaBits();
  const S = format.specials();
  if (S == E8M0) {
    if (bits == 0xff) return NaN;
    return bits == 0 ? reinterpret<f32>(0x00400000) : reinterpret<f32>(bits << 23); // 2^(bits − 127)
  }
  const magnitudeMask: u32 = (1 << (E + M)) - 1;
  const negative = ((bits >> (E + M)) & 1) != 0;
  const magnitude = bits & magnitudeMask;
  if (S == FNUZ && bits == magnitudeMask + 1) return -NaN; // ml_dtypes reads 0x80 as a negative NaN
  if (S == FN && magnitude == magnitudeMask) return negative ? -NaN : NaN;
  if (S == IEEE && magnitude >> M == (1 << E) - 1) {
    const special: f32 = (magnitude & ((1 << M) - 1)) == 0 ? <f32>Infinity : <f32>NaN;
    return negative ? -special : special;
  }
  // The pattern moved into float32's fields is the value × 2^(B − 127), subnormals included.
  const value = reinterpret<f32>(magnitude << (23 - M)) * reinterpret<f32>((<u32>(254 - format.bias())) << 23);
  return negative ? -value : value;
}

/** A float32 rounded to a float format (nearest, ties to even; e8m0: half up), as its bits. */
@inline function encodeFloat<Format>(value: f32): u32 {
  const format = changetype<Format>(0);
  const E = format.exponentBits();
  const M = format.mantissaBits();
  const B = format.bias();
  const S = format.specials();
  const raw = reinterpret<u32>(value);
  if (S == E8M0) {
    if (!(value > 0) || value == Infinity) return 0xff; // NaN, zero, negatives, inf → NaN
    const exponent = raw >>> 23;
    if (exponent == 0) return (raw & 0x7fffff) > 0x400000 ? 1 : 0; // f32 subnormals: as ml_dtypes rounds them
    const code = exponent + ((raw >>> 22) & 1); // half up
    return code > 254 ? 0xff : code;
  }
  const signBit: u32 = (raw >>> 31) << (E + M);
  const magnitudeMask: u32 = (1 << (E + M)) - 1;
  const maxCode: u32 = S == IEEE ? (((1 << E) - 1) << M) - 1 : S == FN ? magnitudeMask - 1 : magnitudeMask;
  if (value != value) {
    if (S == IEEE) return signBit | (((1 << E) - 1) << M) | (1 << (M - 1));
    if (S == FN) return signBit | magnitudeMask;
    if (S == FNUZ) return magnitudeMask + 1;
    return signBit ^ (magnitudeMask + 1); // no NaN: ml_dtypes gives a zero of the other sign
  }
  const unbiased = <i32>((raw >>> 23) & 0xff) - 127;
  let code: u32;
  if (unbiased > <i32>(maxCode >> M) - B) {
    code = maxCode + 1; // beyond the largest binade (inf included)
  } else {
    const minimum = 1 - B;
    const quantum = (unbiased > minimum ? unbiased : minimum) - M;
    const units = nearest<f32>(abs<f32>(value) * reinterpret<f32>((<u32>(127 - quantum)) << 23));
    const count = <u32>units;
    code = unbiased < minimum ? count : ((<u32>(unbiased + B)) << M) + count - (1 << M);
  }
  if (code > maxCode) {
    if (S == IEEE) return signBit | (((1 << E) - 1) << M);
    if (S == FN) return signBit | magnitudeMask;
    if (S == FNUZ) return magnitudeMask + 1;
    return signBit | maxCode;
  }
  if (code == 0 && S == FNUZ) return 0;
  return signBit | code;
}

/** An integer format's bits as i32 (sign-extended for the signed ones). */
@inline function decodeInt<Format>(bits: u32): i32 {
  const format = changetype<Format>(0);
  const shift = 32 - format.storageBits();
  return format.signed() ? <i32>(bits << shift) >> shift : <i32>bits;
}

/** The value of element `index` of a narrow array at `input`. */
@inline function loadCode<Format>(input: usize, index: usize): u32 {
  const width = <usize>changetype<Format>(0).storageBits();
  if (width == 8) return <u32>load<u8>(input + index);
  const perByte: usize = 8 / width;
  const byte = <u32>load<u8>(input + index / perByte);
  return (byte >> <u32>((index % perByte) * width)) & ((1 << (<u32>width)) - 1);
}

// ---- kernels ----------------------------------------------------------------------------------

/** Decoding tables, 256 float32 per float format, filled on first use. */
const TABLES = memory.data(256 * 4 * FLOAT_TABLES, 16);
let tablesFilled: u32 = 0;

@inline function tableOf<Format>(): usize {
  const index = changetype<Format>(0).table();
  const table = TABLES + <usize>(index * 1024);
  if ((tablesFilled & (1 << index)) == 0) {
    for (let code: u32 = 0; code < 256; code++) store<f32>(table + (code << 2), decodeFloat<Format>(code & 0xff));
    tablesFilled |= 1 << index;
  }
  return table;
}

/**
 * A float32 as To (f32, f64, or i32: truncated, saturating). A NaN widened to f64 keeps its sign
 * explicitly: WebAssembly leaves the sign of a NaN that f64.promote_f32 makes to the CPU.
 */
@inline function fromF32<To>(value: f32): To {
  if (isFloat<To>() && sizeof<To>() == 8) {
    if (value != value)
      return <To>reinterpret<f64>(((<u64>(reinterpret<u32>(value) >>> 31)) << 63) | 0x7ff8000000000000);
  }
  return <To>value;
}

/**
 * A wide value as float32 (f64 and 64-bit integers rounded to nearest). A NaN keeps its sign
 * explicitly: WebAssembly leaves the sign of a NaN that f32.demote_f64 makes to the CPU, and the
 * sign decides a narrow code (float6/float4: +NaN → −0, −NaN → +0, as ml_dtypes).
 */
@inline function toF32<From>(value: From): f32 {
  if (isFloat<From>() && sizeof<From>() == 8) {
    if (value != value) return reinterpret<f32>(((<u32>(reinterpret<u64>(<f64>value) >>> 63)) << 31) | 0x7fc00000);
  }
  return <f32>value;
}

/** Narrow → a wide dtype To: f32 (the compute dtype of the floats), f64, or i32. */
export function decode<Format, To>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const format = changetype<Format>(0);
  let i = 0;
  if (stride == 1 && format.storageBits() == 4 && sizeof<To>() == 4 && isFloat<To>())
    i = decodeNibblesToF32<Format>(input, out, count);
  if (!format.isFloat()) {
    if (sizeof<To>() == 4 && !isFloat<To>()) {
      if (stride == 1) i = decodeIntsToI32<Format>(input, out, count);
    }
  }
  if (format.isFloat() && format.storageBits() == 8) {
    const table = tableOf<Format>();
    if (stride == 1 && sizeof<To>() == 4 && isFloat<To>()) {
      for (; i + 4 <= count; i += 4) {
        const word = load<u32>(input + <usize>i);
        const at = out + ((<usize>i) << 2);
        store<f32>(at, load<f32>(table + ((word & 0xff) << 2)));
        store<f32>(at, load<f32>(table + (((word >>> 8) & 0xff) << 2)), 4);
        store<f32>(at, load<f32>(table + (((word >>> 16) & 0xff) << 2)), 8);
        store<f32>(at, load<f32>(table + ((word >>> 24) << 2)), 12);
      }
    }
    for (; i < count; i++) {
      const value = load<f32>(table + ((<usize>load<u8>(input + <usize>i * <usize>stride)) << 2));
      store<To>(out + <usize>i * sizeof<To>(), fromF32<To>(value)); // f32 → i32 saturates (trunc_sat)
    }
    return 0;
  }
  for (; i < count; i++) {
    const code = loadCode<Format>(input, <usize>i * <usize>stride);
    if (format.isFloat()) store<To>(out + <usize>i * sizeof<To>(), fromF32<To>(decodeFloat<Format>(code)));
    else store<To>(out + <usize>i * sizeof<To>(), <To>decodeInt<Format>(code));
  }
  return 0;
}

/**
 * 4-bit patterns → float32, 32 at a time: split each byte into its two nibbles (low first),
 * look each up as a bfloat16 pattern (exact for every 4-bit format) with two byte swizzles, and
 * widen those to float32.
 */
@inline function decodeNibblesToF32<Format>(input: usize, out: usize, count: i32): i32 {
  // The 16 values as bfloat16 patterns: a table of their high bytes and one of their low bytes.
  const scratch = scratchArea();
  for (let code: u32 = 0; code < 16; code++) {
    const value: f32 = changetype<Format>(0).isFloat() ? decodeFloat<Format>(code) : <f32>decodeInt<Format>(code);
    const pattern = reinterpret<u32>(value) >>> 16;
    store<u8>(scratch + code, <u8>(pattern >>> 8));
    store<u8>(scratch + 16 + code, <u8>pattern);
  }
  const high = v128.load(scratch);
  const low = v128.load(scratch + 16);
  const mask = i8x16.splat(0x0f);
  const zero = i8x16.splat(0);
  let i = 0;
  for (; i + 32 <= count; i += 32) {
    const bytes = v128.load(input + (<usize>i >> 1));
    const lowNibbles = v128.and(bytes, mask);
    const highNibbles = v128.and(v128.shr<u8>(bytes, 4), mask);
    // Elements in order: 0..15 from bytes 0..7, 16..31 from bytes 8..15.
    const first = v128.shuffle<u8>(lowNibbles, highNibbles, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const second = v128.shuffle<u8>(
      lowNibbles,
      highNibbles,
      8,
      24,
      9,
      25,
      10,
      26,
      11,
      27,
      12,
      28,
      13,
      29,
      14,
      30,
      15,
      31,
    );
    const at = out + ((<usize>i) << 2);
    storeBf16x16(at, v128.swizzle(high, first), v128.swizzle(low, first), zero);
    storeBf16x16(at + 64, v128.swizzle(high, second), v128.swizzle(low, second), zero);
  }
  return i;
}

const SCRATCH_STATIC = memory.data(32, 16);
/** SCRATCH of this thread (asm/memory.ts threadLocal). */
@inline function scratchArea(): usize {
  return threadLocal(SCRATCH_STATIC, AREA_NARROW);
}

/** 16 bfloat16 patterns given as high and low bytes → 16 float32 at `at`. */
@inline function storeBf16x16(at: usize, high: v128, low: v128, zero: v128): void {
  // Interleave low/high bytes into u16 patterns, then each u16 into the top half of an f32 lane.
  const patternsA = v128.shuffle<u8>(low, high, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const patternsB = v128.shuffle<u8>(low, high, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  v128.store(at, v128.shuffle<u16>(zero, patternsA, 0, 8, 1, 9, 2, 10, 3, 11));
  v128.store(at, v128.shuffle<u16>(zero, patternsA, 4, 12, 5, 13, 6, 14, 7, 15), 16);
  v128.store(at, v128.shuffle<u16>(zero, patternsB, 0, 8, 1, 9, 2, 10, 3, 11), 32);
  v128.store(at, v128.shuffle<u16>(zero, patternsB, 4, 12, 5, 13, 6, 14, 7, 15), 48);
}

/**
 * A wide dtype From (f32, f64, i32, i64, u64) → narrow. Floats round to nearest even (f64 and
 * integers through float32, as ml_dtypes); integers → a narrow integer keep the low bits;
 * floats → a narrow integer truncate toward zero and saturate, NaN → 0 (SPEC §5).
 */
export function encode<From, Format>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const format = changetype<Format>(0);
  const width = <u32>format.storageBits();
  const perByte = 8 / width;
  let packed: u32 = 0;
  let i = 0;
  if (sizeof<From>() == 4) {
    if (format.isFloat()) {
      if (isFloat<From>()) {
        if (format.specials() != E8M0) {
          if (stride == 1) i = encodeFloatsSimd<Format>(input, out, count);
        }
      }
    } else if (!isFloat<From>()) {
      if (stride == 1) i = encodeIntsSimd<Format>(input, out, count);
    }
  }
  for (; i < count; i++) {
    const value = load<From>(input + <usize>i * <usize>stride * sizeof<From>());
    let code: u32;
    if (format.isFloat()) {
      code = encodeFloat<Format>(toF32<From>(value)); // f64 and integers round to float32 first, as ml_dtypes
    } else if (isFloat<From>()) {
      code = <u32>saturateInt<Format>(<f64>value);
    } else {
      code = <u32>value;
    }
    if (width == 8) {
      store<u8>(out + <usize>i, <u8>code);
      continue;
    }
    const slot = <u32>i % perByte;
    packed |= (code & ((1 << width) - 1)) << (slot * width);
    if (slot == perByte - 1 || i == count - 1) {
      store<u8>(out + <usize>(<u32>i / perByte), <u8>packed);
      packed = 0;
    }
  }
  return 0;
}

/** A float truncated toward zero and clamped to a narrow integer's range; NaN → 0. */
@inline function saturateInt<Format>(value: f64): i32 {
  if (value != value) return 0;
  const format = changetype<Format>(0);
  const bits = format.storageBits();
  const max: f64 = format.signed() ? <f64>((1 << (bits - 1)) - 1) : <f64>((1 << bits) - 1);
  const min: f64 = format.signed() ? -max - 1 : 0;
  return <i32>(value > max ? max : value < min ? min : value);
}

// ---- SIMD conversions (contiguous float32/int32 ↔ narrow) ---------------------------------------

/** 16 codes (bytes) of a 4- or 2-bit integer format → 16 int32 at `at`, sign-extended where signed. */
@inline function storeCodesAsI32<Format>(at: usize, codes: v128): void {
  const format = changetype<Format>(0);
  const shift = 8 - format.storageBits();
  if (format.signed()) {
    const extended = i8x16.shr_s(i8x16.shl(codes, shift), shift);
    const low = i16x8.extend_low_i8x16_s(extended);
    const high = i16x8.extend_high_i8x16_s(extended);
    v128.store(at, i32x4.extend_low_i16x8_s(low));
    v128.store(at, i32x4.extend_high_i16x8_s(low), 16);
    v128.store(at, i32x4.extend_low_i16x8_s(high), 32);
    v128.store(at, i32x4.extend_high_i16x8_s(high), 48);
  } else {
    const low = i16x8.extend_low_i8x16_u(codes);
    const high = i16x8.extend_high_i8x16_u(codes);
    v128.store(at, i32x4.extend_low_i16x8_u(low));
    v128.store(at, i32x4.extend_high_i16x8_u(low), 16);
    v128.store(at, i32x4.extend_low_i16x8_u(high), 32);
    v128.store(at, i32x4.extend_high_i16x8_u(high), 48);
  }
}

/**
 * Packed 4- and 2-bit integers → int32, 16 bytes at a time: the fields of each byte split apart
 * (low bits first) and interleaved back into element order with byte shuffles, then widened.
 * Returns how many elements it converted (the rest are left to the scalar loop).
 */
@inline function decodeIntsToI32<Format>(input: usize, out: usize, count: i32): i32 {
  const width = changetype<Format>(0).storageBits();
  let i = 0;
  if (width == 4) {
    const mask = i8x16.splat(0x0f);
    for (; i + 32 <= count; i += 32) {
      const bytes = v128.load(input + (<usize>i >> 1));
      const low = v128.and(bytes, mask);
      const high = v128.and(v128.shr<u8>(bytes, 4), mask);
      const at = out + ((<usize>i) << 2);
      storeCodesAsI32<Format>(at, v128.shuffle<u8>(low, high, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23));
      storeCodesAsI32<Format>(
        at + 64,
        v128.shuffle<u8>(low, high, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31),
      );
    }
  } else if (width == 2) {
    const mask = i8x16.splat(3);
    for (; i + 64 <= count; i += 64) {
      const bytes = v128.load(input + (<usize>i >> 2));
      const f0 = v128.and(bytes, mask);
      const f1 = v128.and(v128.shr<u8>(bytes, 2), mask);
      const f2 = v128.and(v128.shr<u8>(bytes, 4), mask);
      const f3 = v128.shr<u8>(bytes, 6);
      // Pairs (f0, f1) and (f2, f3) of each byte, then the pairs interleaved as 16-bit lanes.
      const a0 = v128.shuffle<u8>(f0, f1, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const a1 = v128.shuffle<u8>(f0, f1, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      const b0 = v128.shuffle<u8>(f2, f3, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const b1 = v128.shuffle<u8>(f2, f3, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      const at = out + ((<usize>i) << 2);
      storeCodesAsI32<Format>(at, v128.shuffle<u16>(a0, b0, 0, 8, 1, 9, 2, 10, 3, 11));
      storeCodesAsI32<Format>(at + 64, v128.shuffle<u16>(a0, b0, 4, 12, 5, 13, 6, 14, 7, 15));
      storeCodesAsI32<Format>(at + 128, v128.shuffle<u16>(a1, b1, 0, 8, 1, 9, 2, 10, 3, 11));
      storeCodesAsI32<Format>(at + 192, v128.shuffle<u16>(a1, b1, 4, 12, 5, 13, 6, 14, 7, 15));
    }
  }
  return i;
}

/** 4 float32 → their codes in a float format (as encodeFloat, without E8M0), one per i32 lane. */
@inline function encodeFloatLanes<Format>(value: v128): v128 {
  const format = changetype<Format>(0);
  const E = format.exponentBits();
  const M = format.mantissaBits();
  const B = format.bias();
  const S = format.specials();
  const magnitudeMask: i32 = (1 << (E + M)) - 1;
  const maxCode: i32 = S == IEEE ? (((1 << E) - 1) << M) - 1 : S == FN ? magnitudeMask - 1 : magnitudeMask;
  const minimum = 1 - B;
  const absBits = v128.and(value, i32x4.splat(0x7fffffff));
  const signBit = i32x4.shl(i32x4.shr_u(value, 31), E + M);
  // Below the smallest normal: adding 2^(minimum − M + 23) rounds to the subnormal quantum (ties
  // to even), and the sum's low bits are the code.
  const magicBits = (minimum - M + 23 + 127) << 23;
  const subnormal = i32x4.sub(f32x4.add(absBits, i32x4.splat(magicBits)), i32x4.splat(magicBits));
  // Normal: round the float32 pattern to M mantissa bits (ties to even), then rebias.
  const shift = 23 - M;
  const rounded = i32x4.add(
    absBits,
    i32x4.add(i32x4.splat((1 << (shift - 1)) - 1), v128.and(i32x4.shr_u(absBits, shift), i32x4.splat(1))),
  );
  const normal = i32x4.sub(i32x4.shr_u(rounded, shift), i32x4.splat((127 - B) << M));
  const tiny = f32x4.lt(absBits, f32x4.splat(reinterpret<f32>((<u32>(minimum + 127)) << 23)));
  const code = v128.bitselect(subnormal, normal, tiny);
  // NaN patterns take the normal path to codes beyond the largest: FN and FNUZ formats spell NaN
  // as they spell overflow, so they need no NaN test.
  const overflow = i32x4.gt_s(code, i32x4.splat(maxCode));
  if (S == FNUZ) {
    const signed = v128.andnot(v128.or(code, signBit), i32x4.eq(code, i32x4.splat(0)));
    return v128.bitselect(i32x4.splat(magnitudeMask + 1), signed, overflow);
  }
  if (S == FN) return v128.or(v128.bitselect(i32x4.splat(magnitudeMask), code, overflow), signBit);
  const isNaN = f32x4.ne(value, value);
  const overflowCode: i32 = S == IEEE ? ((1 << E) - 1) << M : S == FN ? magnitudeMask : maxCode;
  const finite = v128.or(v128.bitselect(i32x4.splat(overflowCode), code, overflow), signBit);
  const nan =
    S == IEEE
      ? v128.or(signBit, i32x4.splat((((1 << E) - 1) << M) | (1 << (M - 1))))
      : S == FN
        ? v128.or(signBit, i32x4.splat(magnitudeMask))
        : v128.xor(signBit, i32x4.splat(magnitudeMask + 1));
  return v128.bitselect(nan, finite, isNaN);
}

/** Two vectors of 16 byte codes of `bits` bits → one of 16 bytes holding two codes each (low first). */
@inline function packPairs(first: v128, second: v128, bits: i32): v128 {
  return i8x16.narrow_i16x8_u(pairLanes(first, bits), pairLanes(second, bits));
}

/** 16-bit lanes holding codes in their two bytes → the codes side by side in the low byte. */
@inline function pairLanes(lanes: v128, bits: i32): v128 {
  const mask: i32 = (1 << bits) - 1;
  const shifted: i32 = mask << bits;
  return v128.or(
    v128.and(lanes, i16x8.splat(<i16>mask)),
    v128.and(i16x8.shr_u(lanes, 8 - bits), i16x8.splat(<i16>shifted)),
  );
}

/** 16 i32 lanes of codes (≤ 255) at `input` → 16 bytes. */
@inline function codeBytes(a: v128, b: v128, c: v128, d: v128): v128 {
  return i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_u(a, b), i16x8.narrow_i32x4_u(c, d));
}

/** 16 float32 at `at` → 16 codes as bytes. */
@inline function floatCodes16<Format>(at: usize): v128 {
  return codeBytes(
    encodeFloatLanes<Format>(v128.load(at)),
    encodeFloatLanes<Format>(v128.load(at, 16)),
    encodeFloatLanes<Format>(v128.load(at, 32)),
    encodeFloatLanes<Format>(v128.load(at, 48)),
  );
}

/** float32 → a float format, 16 (8-bit storage) or 32 (4-bit) at a time; returns the elements done. */
@inline function encodeFloatsSimd<Format>(input: usize, out: usize, count: i32): i32 {
  const width = changetype<Format>(0).storageBits();
  let i = 0;
  if (width == 8) {
    for (; i + 16 <= count; i += 16) v128.store(out + <usize>i, floatCodes16<Format>(input + ((<usize>i) << 2)));
  } else if (width == 4) {
    for (; i + 32 <= count; i += 32) {
      const at = input + ((<usize>i) << 2);
      v128.store(out + (<usize>i >> 1), packPairs(floatCodes16<Format>(at), floatCodes16<Format>(at + 64), 4));
    }
  }
  return i;
}

/** 16 int32 at `at` → their low `bits` bits as 16 bytes. */
@inline function intCodes16(at: usize, bits: i32): v128 {
  const mask = i32x4.splat((1 << bits) - 1);
  return codeBytes(
    v128.and(v128.load(at), mask),
    v128.and(v128.load(at, 16), mask),
    v128.and(v128.load(at, 32), mask),
    v128.and(v128.load(at, 48), mask),
  );
}

/** int32 → a 4- or 2-bit integer format (the low bits), 32 or 64 at a time; returns the elements done. */
@inline function encodeIntsSimd<Format>(input: usize, out: usize, count: i32): i32 {
  const width = changetype<Format>(0).storageBits();
  let i = 0;
  if (width == 4) {
    for (; i + 32 <= count; i += 32) {
      const at = input + ((<usize>i) << 2);
      v128.store(out + (<usize>i >> 1), packPairs(intCodes16(at, 4), intCodes16(at + 64, 4), 4));
    }
  } else if (width == 2) {
    for (; i + 64 <= count; i += 64) {
      const at = input + ((<usize>i) << 2);
      const low = packPairs(intCodes16(at, 2), intCodes16(at + 64, 2), 2);
      const high = packPairs(intCodes16(at + 128, 2), intCodes16(at + 192, 2), 2);
      v128.store(out + (<usize>i >> 2), packPairs(low, high, 4));
    }
  }
  return i;
}
