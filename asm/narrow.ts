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

// How a float format spells its special values.
const IEEE: i32 = 0; // ±inf at the top exponent, NaN above it
const FN: i32 = 1;   // no inf; NaN is all ones (with either sign)
const FNUZ: i32 = 2; // no inf, no −0; NaN is 0x80
const NONE: i32 = 3; // no inf, no NaN: saturates
const E8M0: i32 = 4; // unsigned exponent only

// Each marker class answers its format's constants at compile time (never instantiated).
@final @unmanaged export class Float8E4M3FN {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 4; }
  @inline mantissaBits(): i32 { return 3; }
  @inline bias(): i32 { return 7; }
  @inline specials(): i32 { return FN; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 0; }
}
@final @unmanaged export class Float8E5M2 {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 5; }
  @inline mantissaBits(): i32 { return 2; }
  @inline bias(): i32 { return 15; }
  @inline specials(): i32 { return IEEE; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 1; }
}
@final @unmanaged export class Float8E4M3FNUZ {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 4; }
  @inline mantissaBits(): i32 { return 3; }
  @inline bias(): i32 { return 8; }
  @inline specials(): i32 { return FNUZ; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 2; }
}
@final @unmanaged export class Float8E5M2FNUZ {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 5; }
  @inline mantissaBits(): i32 { return 2; }
  @inline bias(): i32 { return 16; }
  @inline specials(): i32 { return FNUZ; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 3; }
}
@final @unmanaged export class Float8E4M3B11FNUZ {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 4; }
  @inline mantissaBits(): i32 { return 3; }
  @inline bias(): i32 { return 11; }
  @inline specials(): i32 { return FNUZ; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 4; }
}
@final @unmanaged export class Float8E3M4 {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 3; }
  @inline mantissaBits(): i32 { return 4; }
  @inline bias(): i32 { return 3; }
  @inline specials(): i32 { return IEEE; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 5; }
}
@final @unmanaged export class Float8E4M3 {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 4; }
  @inline mantissaBits(): i32 { return 3; }
  @inline bias(): i32 { return 7; }
  @inline specials(): i32 { return IEEE; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 6; }
}
@final @unmanaged export class Float8E8M0FNU {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 8; }
  @inline mantissaBits(): i32 { return 0; }
  @inline bias(): i32 { return 127; }
  @inline specials(): i32 { return E8M0; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 7; }
}
@final @unmanaged export class Float6E2M3FN {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 2; }
  @inline mantissaBits(): i32 { return 3; }
  @inline bias(): i32 { return 1; }
  @inline specials(): i32 { return NONE; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 8; }
}
@final @unmanaged export class Float6E3M2FN {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 3; }
  @inline mantissaBits(): i32 { return 2; }
  @inline bias(): i32 { return 3; }
  @inline specials(): i32 { return NONE; }
  @inline storageBits(): i32 { return 8; }
  @inline table(): i32 { return 9; }
}
@final @unmanaged export class Float4E2M1FN {
  @inline isFloat(): bool { return true; }
  @inline exponentBits(): i32 { return 2; }
  @inline mantissaBits(): i32 { return 1; }
  @inline bias(): i32 { return 1; }
  @inline specials(): i32 { return NONE; }
  @inline storageBits(): i32 { return 4; }
  @inline table(): i32 { return 10; }
}
// Integers: bits and signedness.
@final @unmanaged export class Int2 {
  @inline isFloat(): bool { return false; }
  @inline signed(): bool { return true; }
  @inline storageBits(): i32 { return 2; }
  @inline table(): i32 { return 11; }
}
@final @unmanaged export class Int4 {
  @inline isFloat(): bool { return false; }
  @inline signed(): bool { return true; }
  @inline storageBits(): i32 { return 4; }
  @inline table(): i32 { return 12; }
}
@final @unmanaged export class UInt2 {
  @inline isFloat(): bool { return false; }
  @inline signed(): bool { return false; }
  @inline storageBits(): i32 { return 2; }
  @inline table(): i32 { return 13; }
}
@final @unmanaged export class UInt4 {
  @inline isFloat(): bool { return false; }
  @inline signed(): bool { return false; }
  @inline storageBits(): i32 { return 4; }
  @inline table(): i32 { return 14; }
}

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
  if (S == IEEE && (magnitude >> M) == ((1 << E) - 1)) {
    const special: f32 = (magnitude & ((1 << M) - 1)) == 0 ? <f32>Infinity : <f32>NaN;
    return negative ? -special : special;
  }
  // The pattern moved into float32's fields is the value × 2^(B − 127), subnormals included.
  const value = reinterpret<f32>(magnitude << (23 - M)) * reinterpret<f32>(<u32>(254 - format.bias()) << 23);
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
  const maxCode: u32 = S == IEEE ? ((((1 << E) - 1) << M) - 1) : S == FN ? magnitudeMask - 1 : magnitudeMask;
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
    const units = nearest<f32>(abs<f32>(value) * reinterpret<f32>(<u32>(127 - quantum) << 23));
    const count = <u32>units;
    code = unbiased < minimum ? count : ((<u32>(unbiased + B) << M) + count - (1 << M));
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
  return format.signed() ? (<i32>(bits << shift)) >> shift : <i32>bits;
}

/** The value of element `index` of a narrow array at `input`. */
@inline function loadCode<Format>(input: usize, index: usize): u32 {
  const width = <usize>changetype<Format>(0).storageBits();
  if (width == 8) return <u32>load<u8>(input + index);
  const perByte: usize = 8 / width;
  const byte = <u32>load<u8>(input + index / perByte);
  return (byte >> <u32>((index % perByte) * width)) & ((1 << <u32>width) - 1);
}

// ---- kernels ----------------------------------------------------------------------------------

/** Decoding tables, 256 float32 per float format, filled on first use. */
const TABLES = memory.data(256 * 4 * 11, 16);
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

/** Narrow → a wide dtype To: f32 (the compute dtype of the floats), f64, or i32. */
export function decode<Format, To>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const format = changetype<Format>(0);
  let i = 0;
  if (stride == 1 && format.storageBits() == 4 && sizeof<To>() == 4 && isFloat<To>()) i = decodeNibblesToF32<Format>(input, out, count);
  if (format.isFloat() && format.storageBits() == 8) {
    const table = tableOf<Format>();
    if (stride == 1 && sizeof<To>() == 4 && isFloat<To>()) {
      for (; i + 4 <= count; i += 4) {
        const word = load<u32>(input + <usize>i);
        const at = out + (<usize>i << 2);
        store<f32>(at, load<f32>(table + ((word & 0xff) << 2)));
        store<f32>(at, load<f32>(table + (((word >>> 8) & 0xff) << 2)), 4);
        store<f32>(at, load<f32>(table + (((word >>> 16) & 0xff) << 2)), 8);
        store<f32>(at, load<f32>(table + ((word >>> 24) << 2)), 12);
      }
    }
    for (; i < count; i++) {
      const value = load<f32>(table + (<usize>load<u8>(input + <usize>i * <usize>stride) << 2));
      store<To>(out + <usize>i * sizeof<To>(), <To>value); // f32 → i32 saturates (trunc_sat)
    }
    return 0;
  }
  for (; i < count; i++) {
    const code = loadCode<Format>(input, <usize>i * <usize>stride);
    if (format.isFloat()) store<To>(out + <usize>i * sizeof<To>(), <To>decodeFloat<Format>(code));
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
  const scratch = SCRATCH;
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
    const second = v128.shuffle<u8>(lowNibbles, highNibbles, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    const at = out + (<usize>i << 2);
    storeBf16x16(at, v128.swizzle(high, first), v128.swizzle(low, first), zero);
    storeBf16x16(at + 64, v128.swizzle(high, second), v128.swizzle(low, second), zero);
  }
  return i;
}

const SCRATCH = memory.data(32, 16);

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
  for (let i = 0; i < count; i++) {
    const value = load<From>(input + <usize>i * <usize>stride * sizeof<From>());
    let code: u32;
    if (format.isFloat()) {
      code = encodeFloat<Format>(<f32>value); // f64 and integers round to float32 first, as ml_dtypes
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
