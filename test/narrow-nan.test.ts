// NaNs converted to the narrow float formats, against ml_dtypes (test/fixtures/narrow-nan.json from
// scripts/nan_oracle.py): float6/float4 have no NaN and give a zero of the opposite sign, the
// float8 formats their own NaN codes. The sign of a NaN decides the code, so every input is an
// explicit bit pattern (quiet and signalling NaNs of both signs, read from bytes with frombuffer),
// never a NaN made by arithmetic, whose sign WebAssembly leaves to the CPU.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dtypeRows, frombuffer, type DType } from '../src/index.js';

interface Fixture {
  sources: Record<string, { bits: string[]; codes: Record<string, number[]> }>;
  narrow: Record<string, { codes: number[]; negative: boolean[]; to: Record<string, number[]> }>;
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/narrow-nan.json', import.meta.url), 'utf8')) as Fixture;
const perByte = (dtype: string) =>
  (dtypeRows.find((row) => row.name === dtype) as unknown as { narrow: { perByte: number } }).narrow.perByte;

/** Little-endian bytes of hexadecimal bit patterns of `width` bytes each. */
function bytesOf(patterns: readonly string[], width: number): Uint8Array {
  const bytes = new Uint8Array(patterns.length * width);
  patterns.forEach((pattern, index) => {
    let bits = BigInt(`0x${pattern}`);
    for (let byte = 0; byte < width; byte += 1, bits >>= 8n) bytes[index * width + byte] = Number(bits & 0xffn);
  });
  return bytes;
}

/** The codes of a narrow array, one per element (packed ones unpacked, element 0 lowest). */
function codesOf(bytes: Uint8Array, dtype: string, count: number): number[] {
  const per = perByte(dtype);
  const bits = 8 / per;
  return Array.from(
    { length: count },
    (_, index) => (bytes[Math.floor(index / per)]! >> ((index % per) * bits)) & ((1 << bits) - 1),
  );
}

const widths: Record<string, number> = { float32: 4, float64: 8, float16: 2, bfloat16: 2 };

describe('NaN → narrow float formats, as ml_dtypes converts them', () => {
  for (const [source, { bits, codes }] of Object.entries(fixture.sources)) {
    it(`${source} NaN patterns of both signs, quiet and signalling → every narrow float format`, () => {
      using input = frombuffer(bytesOf(bits, widths[source]!), source as DType);
      for (const [target, expected] of Object.entries(codes)) {
        using cast = input.astype(target as DType);
        expect(codesOf(cast.tobytes(), target, bits.length), `${source} ${bits.join(' ')} → ${target}`).toEqual(
          expected,
        );
      }
    });
  }

  it('the NaN codes of each float8 format → every other narrow float format', () => {
    for (const [from, { codes, to }] of Object.entries(fixture.narrow)) {
      using input = frombuffer(new Uint8Array(codes), from as DType);
      for (const [target, expected] of Object.entries(to)) {
        using cast = input.astype(target as DType);
        expect(codesOf(cast.tobytes(), target, codes.length), `${from} → ${target}`).toEqual(expected);
      }
    }
  });

  it("the NaN codes of each float8 format → float32 and float64 NaNs of ml_dtypes' sign", () => {
    for (const [from, { codes, negative }] of Object.entries(fixture.narrow)) {
      using input = frombuffer(new Uint8Array(codes), from as DType);
      using single = input.astype('float32');
      using double = input.astype('float64');
      const singles = new Uint32Array((single.toTypedArray() as Float32Array).buffer);
      const doubles = new BigUint64Array((double.toTypedArray() as Float64Array).buffer);
      expect(
        Array.from(singles, (bits) => bits >>> 31 === 1),
        `${from} → float32`,
      ).toEqual(negative);
      expect(
        Array.from(doubles, (bits) => bits >> 63n === 1n),
        `${from} → float64`,
      ).toEqual(negative);
      expect(Array.from(double.toTypedArray() as Float64Array, Number.isNaN).every(Boolean)).toBe(true);
    }
  });

  it('the oracle pins the float6/float4 rule: +NaN → −0, −NaN → +0', () => {
    const { float32 } = fixture.sources;
    expect(float32!.bits.slice(0, 2)).toEqual(['7fc00000', 'ffc00000']);
    expect(float32!.codes.float6_e2m3fn!.slice(0, 2)).toEqual([0x20, 0x00]);
    expect(float32!.codes.float6_e3m2fn!.slice(0, 2)).toEqual([0x20, 0x00]);
    expect(float32!.codes.float4_e2m1fn!.slice(0, 2)).toEqual([0x8, 0x0]);
  });
});
