// The narrow dtypes (float8/6/4, int4/2, uint4/2) against ml_dtypes, bit for bit: every code
// decoded, float32 and float64 inputs (every value, every tie and its neighbours, overflow,
// specials, random values) and integers encoded. Fixture: scripts/narrow_oracle.py →
// test/fixtures/narrow.json (committed; no Python needed here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TypePromotionError, add, array, dtypeRows, frombuffer, promoteTypes, type DType } from '../src/index.js';

interface Cases {
  codes: number;
  decode: number[];
  fromF32?: { input: number[]; codes: number[] };
  fromF64?: { input: string[]; codes: number[] };
  fromI64: { input: string[]; codes: number[] };
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/narrow.json', import.meta.url), 'utf8')) as {
  ml_dtypes: string;
  formats: Record<string, Cases>;
};

const narrowRows = dtypeRows.filter((row) => 'narrow' in row);
const perByte = (dtype: string) =>
  (narrowRows.find((row) => row.name === dtype) as unknown as { narrow: { perByte: number } }).narrow.perByte;

/** Codes packed as the dtype stores them: element 0 in the lowest bits. */
function pack(codes: readonly number[], dtype: string): Uint8Array {
  const per = perByte(dtype);
  const width = 8 / per;
  const bytes = new Uint8Array(Math.ceil(codes.length / per));
  codes.forEach((code, index) => {
    bytes[Math.floor(index / per)]! |= (code & ((1 << (per === 1 ? 8 : width)) - 1)) << ((index % per) * width);
  });
  return bytes;
}

function unpack(bytes: Uint8Array, dtype: string, count: number): number[] {
  const per = perByte(dtype);
  const width = 8 / per;
  return Array.from({ length: count }, (_, index) =>
    per === 1 ? bytes[index]! : (bytes[Math.floor(index / per)]! >> ((index % per) * width)) & ((1 << width) - 1),
  );
}

const f32FromBits = (bits: readonly number[]) => new Float32Array(Uint32Array.from(bits).buffer);
const f64FromHex = (hex: readonly string[]) =>
  new Float64Array(BigUint64Array.from(hex.map((text) => BigInt(`0x${text}`))).buffer);

/** Indices where two code lists differ, with both codes (empty when equal). */
function mismatches(actual: readonly number[], expected: readonly number[], inputs: readonly unknown[]): string[] {
  const found: string[] = [];
  expected.forEach((code, index) => {
    if (actual[index] !== code)
      found.push(`${String(inputs[index])}: got 0x${actual[index]?.toString(16)}, ml_dtypes 0x${code.toString(16)}`);
  });
  return found.slice(0, 10);
}

const counts = { decode: 0, fromF32: 0, fromF64: 0, fromI64: 0 };

describe(`narrow dtypes match ml_dtypes ${fixture.ml_dtypes} bit for bit`, () => {
  it('covers every narrow dtype of the registry', () => {
    expect(Object.keys(fixture.formats).sort()).toEqual(narrowRows.map((row) => row.name).sort());
  });

  for (const [dtype, cases] of Object.entries(fixture.formats) as [DType, Cases][]) {
    const isFloat = dtype.startsWith('float');
    it(`${dtype}: every one of the ${cases.codes} codes decodes as ml_dtypes does (astype, toArray)`, () => {
      const codes = Array.from({ length: cases.codes }, (_, code) => code);
      const narrow = frombuffer(pack(codes, dtype), dtype, codes.length);
      if (isFloat) {
        const wide = narrow.astype('float32');
        const bits = Array.from(new Uint32Array(wide.toTypedArray().buffer));
        expect(mismatches(bits, cases.decode, codes)).toEqual([]);
        const values = narrow.toArray() as number[];
        expect(values.map((value, index) => Object.is(value, f32FromBits([cases.decode[index]!])[0]))).not.toContain(
          false,
        );
        // float64 and float16 read the same values.
        expect(Array.from(narrow.astype('float64').toTypedArray())).toEqual(Array.from(f32FromBits(cases.decode)));
        wide.dispose();
      } else {
        expect(narrow.astype('int32').toArray()).toEqual(cases.decode);
        expect(narrow.toArray()).toEqual(cases.decode);
        expect(narrow.astype('float32').toArray()).toEqual(cases.decode);
      }
      // tobytes() gives the packed bytes back; toTypedArray() one code per element.
      expect(Array.from(narrow.tobytes())).toEqual(Array.from(pack(codes, dtype)));
      expect(Array.from(narrow.toTypedArray() as Uint8Array)).toEqual(codes);
      counts.decode += cases.codes;
    });

    if (cases.fromF32) {
      const { input, codes } = cases.fromF32;
      it(`${dtype}: ${codes.length} float32 values (ties, neighbours, overflow, specials) round as ml_dtypes does`, () => {
        const values = f32FromBits(input);
        const narrow = array(values, 'float32').astype(dtype);
        expect(mismatches(unpack(narrow.tobytes(), dtype, codes.length), codes, Array.from(values))).toEqual([]);
        counts.fromF32 += codes.length;
      });
    }
    if (cases.fromF64) {
      const { input, codes } = cases.fromF64;
      it(`${dtype}: ${codes.length} float64 values (ties nudged by 2^-40) round as ml_dtypes does (through float32)`, () => {
        const values = f64FromHex(input);
        const narrow = array(values, 'float64').astype(dtype);
        expect(mismatches(unpack(narrow.tobytes(), dtype, codes.length), codes, Array.from(values))).toEqual([]);
        // array(numbers, dtype) writes through the same rounding.
        const direct = array(Array.from(values), dtype);
        expect(mismatches(unpack(direct.tobytes(), dtype, codes.length), codes, Array.from(values))).toEqual([]);
        counts.fromF64 += codes.length;
      });
    }
    it(`${dtype}: ${cases.fromI64.codes.length} integers convert as ml_dtypes does`, () => {
      const values = BigInt64Array.from(cases.fromI64.input.map(BigInt));
      const narrow = array(values).astype(dtype);
      expect(
        mismatches(unpack(narrow.tobytes(), dtype, values.length), cases.fromI64.codes, Array.from(values)),
      ).toEqual([]);
      counts.fromI64 += values.length;
    });
  }

  it('counted every case', () => {
    const total = counts.decode + counts.fromF32 + counts.fromF64 + counts.fromI64;
    console.log(
      `narrow oracle: ${total} cases (${counts.decode} codes decoded, ${counts.fromF32} float32, ${counts.fromF64} float64, ${counts.fromI64} integer inputs encoded)`,
    );
    expect(total).toBeGreaterThan(30000);
  });
});

describe('narrow dtypes in the lattice (JAX: islands reached only by the weak types)', () => {
  it('float8 + float32 is a TypePromotionError that says to cast; float8 + 2.5 is float8', () => {
    expect(() => promoteTypes('float8_e4m3fn', 'float32')).toThrow(TypePromotionError);
    expect(() => promoteTypes('float8_e4m3fn', 'float32')).toThrow(/cast one explicitly with astype\(\)/);
    expect(promoteTypes('float8_e5m2', 'float')).toBe('float8_e5m2');
    expect(promoteTypes('int', 'int4')).toBe('int4');
    expect(promoteTypes('bool', 'uint2')).toBe('uint2');
    expect(promoteTypes('int', 'float4_e2m1fn')).toBe('float4_e2m1fn');
    expect(() => promoteTypes('int4', 'int8')).toThrow(TypePromotionError);
    expect(() => promoteTypes('float8_e4m3fn', 'float8_e5m2')).toThrow(TypePromotionError);
    const x = array([1, 2, 3], 'float8_e5m2');
    const sum = add(x, 2.5);
    expect(sum.dtype).toBe('float8_e5m2');
    expect(sum.toArray()).toEqual([3.5, 4, 6]); // 4.5 and 5.5 are ties in e5m2: to the even 4 and 6
    // @ts-expect-error float8_e5m2 + float32 has no promotion: a compile error in the runtime's words
    expect(() => add(x, array([1], 'float32'))).toThrow(TypePromotionError);
  });

  it('the other systems refuse any mix with a narrow dtype, and take one narrow dtype with itself', () => {
    for (const policy of ['numpy', 'torch', 'tensorflow', 'lax', 'triton', 'array-api'] as const) {
      expect(promoteTypes('float8_e4m3fn', 'float8_e4m3fn', policy)).toBe('float8_e4m3fn');
      expect(() => promoteTypes('float8_e4m3fn', 'float32', policy)).toThrow(TypePromotionError);
      expect(() => promoteTypes('int4', 'int', policy)).toThrow(TypePromotionError);
    }
  });
});

describe('arithmetic on narrow dtypes: computed in float32 (int32) and rounded once', () => {
  it('float8 arithmetic and math round the float32 result once', () => {
    const x = array([1, 1.125, 448, -3, 0.5], 'float8_e4m3fn');
    const y = array([1, 0.125, 448, 0.25, 0], 'float8_e4m3fn');
    expect(add(x, y).toArray()).toEqual([2, 1.25, Number.NaN, -2.75, 0.5]);
    expect(x.multiply(y).toArray()).toEqual([1, 0.140625, Number.NaN, -0.75, 0]);
    expect(x.sqrt().toArray()).toEqual([1, 1, 22, Number.NaN, 0.6875]);
    expect(x.divide(y).dtype).toBe('float8_e4m3fn');
    expect(x.less(y).toArray()).toEqual([false, false, false, true, false]);
    expect(x.abs().toArray()).toEqual([1, 1.125, 448, 3, 0.5]);
  });

  it('int4 wraps like a 4-bit integer; true division gives float32; scalars must fit', () => {
    const x = array([7, -8, 3, -1], 'int4');
    expect(add(x, 1).toArray()).toEqual([-8, -7, 4, 0]);
    expect(x.multiply(x).toArray()).toEqual([1, 0, -7, 1]);
    expect(x.negative().toArray()).toEqual([-7, -8, -3, 1]);
    expect(x.divide(2).dtype).toBe('float32');
    expect(x.divide(2).toArray()).toEqual([3.5, -4, 1.5, -0.5]);
    expect(x.bitwiseNot().toArray()).toEqual([-8, 7, -4, 0]);
    expect(() => add(x, 8)).toThrow(RangeError);
    const u = array([3, 0, 1, 2, 3], 'uint2');
    expect(add(u, 1).toArray()).toEqual([0, 1, 2, 3, 0]);
    expect(Array.from(u.tobytes())).toEqual([0b10_01_00_11, 0b11]);
    expect(Array.from(u.toTypedArray())).toEqual([3, 0, 1, 2, 3]);
  });

  it('frombuffer reads packed bytes; odd counts of 4-bit elements', () => {
    expect(frombuffer(new Uint8Array([0x21, 0x0f]), 'int4').toArray()).toEqual([1, 2, -1, 0]);
    expect(frombuffer(new Uint8Array([0x21, 0x0f]), 'uint4', 3).toArray()).toEqual([1, 2, 15]);
    expect(frombuffer(new Uint8Array([0x38, 0xb8]), 'float8_e4m3fn').toArray()).toEqual([1, -1]);
    expect(frombuffer(new Float32Array([1.5]), 'float32').toArray()).toEqual([1.5]);
    expect(() => frombuffer(new Uint8Array(3), 'float32')).toThrow(RangeError);
  });

  it('casts between narrow dtypes and every other dtype go through exact intermediates', () => {
    const x = array([1.5, -2, 0.75, 3], 'float8_e4m3fn');
    for (const to of [
      'bool',
      'uint8',
      'int16',
      'uint32',
      'int64',
      'bfloat16',
      'float16',
      'complex64',
      'float8_e5m2',
      'int4',
      'float4_e2m1fn',
    ] as const) {
      const cast = x.astype(to);
      expect(cast.dtype).toBe(to);
    }
    expect(x.astype('int16').toArray()).toEqual([1, -2, 0, 3]);
    expect(x.astype('float8_e5m2').toArray()).toEqual([1.5, -2, 0.75, 3]);
    expect(x.astype('float4_e2m1fn').toArray()).toEqual([1.5, -2, 1, 3]);
    expect(x.astype('complex64').toArray()).toEqual([
      { re: 1.5, im: 0 },
      { re: -2, im: 0 },
      { re: 0.75, im: 0 },
      { re: 3, im: 0 },
    ]);
    expect(array([300, -1], 'int16').astype('uint4').toArray()).toEqual([12, 15]);
    expect(array([9.7, -20, Number.NaN], 'float32').astype('int4').toArray()).toEqual([7, -8, 0]);
  });
});

describe('views of narrow dtypes', () => {
  it('packed dtypes: byte-aligned contiguous views share memory; other views are copies with the same values', async () => {
    const { concatenate, stack, slice, transpose } = await import('../src/index.js');
    const packed = array([1, 2, 3, 4, 5, 6, 7, -8], 'int4');
    expect(slice(packed, '2:6').toArray()).toEqual([3, 4, 5, 6]);
    expect(slice(packed, '2:6').offset).toBe(2);
    expect(slice(packed, '1:7:2').toArray()).toEqual([2, 4, 6]);
    expect(slice(packed, '::-1').toArray()).toEqual([-8, 7, 6, 5, 4, 3, 2, 1]);
    expect(transpose(packed.reshape([2, 4])).toArray()).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, -8],
    ]);
    expect(packed.reshape([2, 4]).item(1, 3)).toBe(-8);
    expect(concatenate([packed, slice(packed, '1:4')]).toArray()).toEqual([1, 2, 3, 4, 5, 6, 7, -8, 2, 3, 4]);
    expect(stack([packed, packed]).shape).toEqual([2, 8]);
  });

  it('byte-wide narrow dtypes take strided views like any dtype', () => {
    const x = array(
      [
        [1, 2],
        [3, 4],
      ],
      'float8_e4m3fn',
    );
    const flipped = x.transpose();
    expect(flipped.contiguous).toBe(false);
    expect(flipped.toArray()).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(flipped.add(1).toArray()).toEqual([
      [2, 4],
      [3, 5],
    ]);
    expect(flipped.astype('float16').toArray()).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(flipped.item(0, 1)).toBe(3);
  });
});

describe('mixed operands are converted to the narrow result dtype first, as JAX converts inputs', () => {
  it('int8 + float8 rounds the int8 values to float8, then adds in float32 and rounds once', () => {
    const ints = array([54, 17, -100], 'int8');
    const floats = array([61, 0.5, 3], 'float8_e4m3fn');
    const sum = add(ints, floats);
    expect(sum.dtype).toBe('float8_e4m3fn');
    const expected = add(ints.astype('float8_e4m3fn'), floats);
    expect(sum.toArray()).toEqual(expected.toArray());
    expect(sum.toArray()).toEqual([112, 16, -96]); // 54 → 56 and 61 → 60: 116 ties to 112 (even); 17 → 16
  });
});
