// The bit-level and new elementwise rows on the narrow floats (float8, float6, float4), every code,
// against ml_dtypes bit for bit (nextafter and spacing: a step in the format's own precision, fmod,
// fabs; heaviside, modf exactly on the values, modf as jnp's) and against the float32 result
// rounded once to the narrow dtype (the functions that compute in float32); signbit, copysign,
// frexp and ldexp refuse them, as JAX's (they read a float's bits as an int16/32/64). Fixture: scripts/narrow_elementwise_oracle.py →
// test/fixtures/narrow-elementwise.json (committed; no Python needed here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';
import { dtypeRows, frombuffer, type DType, type NDArray } from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';

interface Cases {
  codes: number;
  nan: number[];
  partners: string;
  results: Record<string, string>;
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/narrow-elementwise.json', import.meta.url), 'utf8')) as {
  formats: Record<string, Cases>;
};

const perByte = (dtype: string) =>
  (dtypeRows.find((row) => row.name === dtype) as unknown as { narrow: { perByte: number } }).narrow.perByte;

const fromHex = (text: string): number[] =>
  Array.from({ length: text.length / 2 }, (_, index) => Number.parseInt(text.slice(2 * index, 2 * index + 2), 16));

/** Codes packed as the dtype stores them: element 0 in the lowest bits. */
function pack(codes: readonly number[], dtype: string): Uint8Array {
  const per = perByte(dtype);
  const width = 8 / per;
  const bytes = new Uint8Array(Math.ceil(codes.length / per));
  codes.forEach((code, index) => {
    bytes[Math.floor(index / per)]! |= code << ((index % per) * width);
  });
  return bytes;
}

/** An array's codes (bool: 0/1), unpacked; the array is disposed. */
function codesOf(array: NDArray): number[] {
  try {
    // toTypedArray gives a narrow array one code a byte (unpacked), bool as 0/1.
    return Array.from(array.toTypedArray() as Uint8Array, Number);
  } finally {
    array.dispose();
  }
}

const arrayOf = (codes: readonly number[], dtype: string) =>
  frombuffer(pack(codes, dtype), dtype as DType, codes.length) as NDArray;

type Fn = (...args: unknown[]) => unknown;
const fn = (name: string) => (lib as unknown as Record<string, Fn>)[name]!;

/** Where `actual` differs from `expected`: the first few, as `x → got/want` in hex. */
function mismatches(
  actual: number[],
  expected: number[],
  label: (index: number) => string,
  nan: readonly number[] = [],
  eitherZero?: { readonly at: number[]; readonly sign: number },
): string[] {
  const out: string[] = [];
  for (let index = 0; index < expected.length; index += 1) {
    if (actual[index] === expected[index]) continue;
    if (nan.includes(actual[index]!) && nan.includes(expected[index]!)) continue;
    if (
      eitherZero?.at[index] &&
      (actual[index]! & ~eitherZero.sign) === 0 &&
      (expected[index]! & ~eitherZero.sign) === 0
    )
      continue;
    out.push(`${label(index)} → ${actual[index]?.toString(16)} (want ${expected[index]!.toString(16)})`);
  }
  return out;
}

const binaryExact = ['nextafter', 'fmod', 'heaviside'];
const unaryExact = ['spacing', 'fabs'];
const unaryF32 = [
  'cbrt',
  'sinh',
  'cosh',
  'arcsin',
  'arccos',
  'arctan',
  'arcsinh',
  'arccosh',
  'arctanh',
  'deg2rad',
  'rad2deg',
  'sinc',
  'i0',
];
const binaryF32 = ['logaddexp', 'logaddexp2'];

describe.each(Object.entries(fixture.formats))('%s, every code', (dtype, cases) => {
  const all = Array.from({ length: cases.codes }, (_, code) => code);
  const partners = fromHex(cases.partners);
  const hex = (code: number) => `0x${code.toString(16)}`;

  const sign = 1 << (Math.log2(cases.codes) - 1);
  /** Where a NaN float32 result became a zero of either sign (the formats without NaN). */
  const zeroes = (name: string) =>
    cases.results[`${name}NaN`] ? { at: fromHex(cases.results[`${name}NaN`]!), sign } : undefined;

  it.each(binaryExact.concat(binaryF32))('%s, against each partner', (name) => {
    const heap = usedHeapBytes();
    const left = arrayOf(
      partners.flatMap(() => all),
      dtype,
    );
    const right = arrayOf(
      partners.flatMap((partner) => all.map(() => partner)),
      dtype,
    );
    const actual = codesOf(fn(name)(left, right) as NDArray);
    left.dispose();
    right.dispose();
    const wrong = mismatches(
      actual,
      fromHex(cases.results[name]!),
      (index) => `${name}(${hex(index % cases.codes)}, ${hex(partners[Math.floor(index / cases.codes)]!)})`,
      cases.nan,
      zeroes(name),
    );
    expect(wrong.slice(0, 12), `${wrong.length} wrong`).toEqual([]);
    expect(usedHeapBytes()).toBe(heap);
  });

  it.each(unaryExact.concat(unaryF32))('%s', (name) => {
    const input = arrayOf(all, dtype);
    const actual = codesOf(fn(name)(input) as NDArray);
    input.dispose();
    const wrong = mismatches(
      actual,
      fromHex(cases.results[name]!),
      (index) => `${name}(${hex(index)})`,
      cases.nan,
      zeroes(name),
    );
    expect(wrong.slice(0, 12), `${wrong.length} wrong`).toEqual([]);
  });

  it('signbit, copysign, frexp and ldexp refuse the narrow floats, as JAX', () => {
    const heap = usedHeapBytes();
    const input = arrayOf(all, dtype);
    const words = (name: string) =>
      `${name} is not defined for '${dtype}' (it works on the bits of 16-, 32- and 64-bit floats); cast to float32 with astype() first.`;
    expect(() => fn('signbit')(input)).toThrow(words('signbit'));
    expect(() => fn('copysign')(input, input)).toThrow(words('copysign'));
    expect(() => fn('copysign')(input, -1)).toThrow(words('copysign'));
    expect(() => fn('frexp')(input)).toThrow(words('frexp'));
    expect(() => fn('ldexp')(input, 2)).toThrow(words('ldexp'));
    input.dispose();
    expect(usedHeapBytes()).toBe(heap);
  });

  it('modf', () => {
    const input = arrayOf(all, dtype);
    const [fraction, whole] = fn('modf')(input) as [NDArray, NDArray];
    const f = codesOf(fraction);
    const w = codesOf(whole);
    input.dispose();
    const wrong = [
      ...mismatches(f, fromHex(cases.results.modf!), (index) => `modf(${hex(index)})[0]`, cases.nan),
      ...mismatches(w, fromHex(cases.results.modfWhole!), (index) => `modf(${hex(index)})[1]`, cases.nan),
    ];
    expect(wrong.slice(0, 12), `${wrong.length} wrong`).toEqual([]);
  });
});
