// Complex exp and expm1 at C99 Annex G's special values (infinities, NaN, signed zeros) and past
// overflow, against test/fixtures/complex-expm1.json (scripts/complex_expm1_oracle.py): exp as
// NumPy's cexp gives it; expm1 as cexp(z) − 1 there (expm1(inf + 0i) = inf + 0i) and as NumPy's
// np.expm1 elsewhere. Zeros and infinities must match with their signs, NaN as any NaN, finite
// values within a few ulps (NumPy's libm and ours round differently).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, exp, expm1, frombuffer } from '../src/index.js';

interface Case {
  input: string[];
  exp: string[];
  expm1: string[];
  numpyExpm1: string[];
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/complex-expm1.json', import.meta.url), 'utf8')) as {
  dtypes: Record<'complex64' | 'complex128', Case>;
};

function partsOf(hex: readonly string[], dtype: 'complex64' | 'complex128'): number[] {
  if (dtype === 'complex64')
    return Array.from(new Float32Array(Uint32Array.from(hex, (bits) => Number.parseInt(bits, 16)).buffer));
  return Array.from(new Float64Array(BigUint64Array.from(hex, (bits) => BigInt(`0x${bits}`)).buffer));
}

function bytesOf(hex: readonly string[], dtype: 'complex64' | 'complex128'): Uint8Array {
  const parts = partsOf(hex, dtype);
  return new Uint8Array((dtype === 'complex64' ? Float32Array.from(parts) : Float64Array.from(parts)).buffer);
}

/** Whether `actual` is `expected`: NaN as NaN, zeros and infinities with their sign, others within `tolerance`. */
function same(actual: number, expected: number, tolerance: number): boolean {
  if (Number.isNaN(expected)) return Number.isNaN(actual);
  if (expected === 0 || !Number.isFinite(expected)) return Object.is(actual, expected);
  return Math.abs(actual - expected) <= tolerance * Math.abs(expected);
}

describe('complex exp and expm1 at special values', () => {
  for (const dtype of ['complex64', 'complex128'] as const) {
    const cases = fixture.dtypes[dtype];
    const inputs = partsOf(cases.input, dtype);
    const tolerance = dtype === 'complex64' ? 4e-7 : 5e-16;
    for (const [name, operation] of [
      ['exp', exp],
      ['expm1', expm1],
    ] as const) {
      it(`${name} ${dtype}: ${cases.input.length / 2} values`, () => {
        using input = frombuffer(bytesOf(cases.input, dtype), dtype);
        using result = operation(input);
        const actual = Array.from(result.toTypedArray() as Float32Array | Float64Array);
        const expected = partsOf(cases[name], dtype);
        const wrong = actual.flatMap((value, index) =>
          same(value, expected[index]!, tolerance)
            ? []
            : [
                `${name}(${inputs[index - (index % 2)]} + ${inputs[index - (index % 2) + 1]}i).${index % 2 === 0 ? 're' : 'im'} = ${value}, expected ${expected[index]}`,
              ],
        );
        expect(wrong).toEqual([]);
      });
    }
  }

  it('expm1(inf + 0i) is inf + 0i, and the real axis keeps its signed zero', () => {
    for (const dtype of ['complex64', 'complex128'] as const) {
      using input = array(
        [
          { re: Infinity, im: 0 },
          { re: Infinity, im: -0 },
          { re: -Infinity, im: 0 },
          { re: 800, im: 0 },
          { re: NaN, im: -0 },
        ],
        dtype,
      );
      using result = expm1(input);
      expect(result.toArray()).toEqual([
        { re: Infinity, im: 0 },
        { re: Infinity, im: -0 },
        { re: -1, im: 0 },
        { re: Infinity, im: 0 },
        { re: NaN, im: -0 },
      ]);
      const parts = Array.from(result.toTypedArray() as Float64Array);
      expect(Object.is(parts[3], -0)).toBe(true);
    }
  });

  it("the oracle records where NumPy's np.expm1 has a NaN that cexp − 1 has not (expm1(inf + 0i))", () => {
    const cases = fixture.dtypes.complex128;
    const inputs = partsOf(cases.input, 'complex128');
    const at = inputs.findIndex(
      (value, index) => index % 2 === 0 && value === Infinity && Object.is(inputs[index + 1], 0),
    );
    expect(partsOf(cases.numpyExpm1, 'complex128').slice(at, at + 2)).toEqual([Infinity, NaN]);
    expect(partsOf(cases.expm1, 'complex128').slice(at, at + 2)).toEqual([Infinity, 0]);
  });
});
