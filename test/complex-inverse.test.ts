// The complex inverse functions arcsin, arccos, arctan, arcsinh, arccosh, arctanh against
// test/fixtures/complex-inverse.json (scripts/complex_inverse_oracle.py): NumPy's values at C99 Annex
// G's special values, on and beside the branch cuts, at huge, tiny and subnormal parts and at random
// points. Zeros and infinities must match with their signs, NaN as any NaN; a finite part within a few
// ulps of NumPy's or, where NumPy's libm is more than 2 ulps off, of the correctly rounded value
// (mpmath's).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arccos, arccosh, arcsin, arcsinh, arctan, arctanh, array, frombuffer } from '../src/index.js';

type Name = 'arcsin' | 'arccos' | 'arctan' | 'arcsinh' | 'arccosh' | 'arctanh';
type Case = { input: string[] } & Record<Name, string[]> & Record<`${Name}Exact`, Record<string, string>>;
const fixture = JSON.parse(readFileSync(new URL('./fixtures/complex-inverse.json', import.meta.url), 'utf8')) as {
  dtypes: Record<'complex64' | 'complex128', Case>;
};
const functions = { arcsin, arccos, arctan, arcsinh, arccosh, arctanh } as const;

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
function same(actual: number, expected: number, tolerance: number, smallest: number): boolean {
  if (Number.isNaN(expected)) return Number.isNaN(actual);
  if (expected === 0 || !Number.isFinite(expected)) return Object.is(actual, expected);
  return Math.abs(actual - expected) <= Math.max(tolerance * Math.abs(expected), smallest);
}

describe('complex inverse functions (Annex G, branch cuts, extremes)', () => {
  for (const dtype of ['complex64', 'complex128'] as const) {
    const cases = fixture.dtypes[dtype];
    const inputs = partsOf(cases.input, dtype);
    // 4 ulps; a subnormal part within 2 of the smallest steps
    const tolerance = dtype === 'complex64' ? 4.8e-7 : 8.9e-16;
    const smallest = dtype === 'complex64' ? 2.8e-45 : 1e-323;
    for (const name of Object.keys(functions) as Name[]) {
      it(`${name} ${dtype}: ${inputs.length / 2} values`, () => {
        using input = frombuffer(bytesOf(cases.input, dtype), dtype);
        using result = functions[name](input);
        const actual = Array.from(result.toTypedArray() as Float32Array | Float64Array);
        const numpy = partsOf(cases[name], dtype);
        // the correctly rounded parts where NumPy's are more than 2 ulps from them
        const exact = new Map(
          Object.entries(cases[`${name}Exact`]).map(([at, bits]) => [Number(at), partsOf([bits], dtype)[0]!]),
        );
        const wrong = actual.flatMap((value, index) =>
          same(value, numpy[index]!, tolerance, smallest) ||
          (exact.has(index) && same(value, exact.get(index)!, tolerance, smallest))
            ? []
            : [
                `${name}(${inputs[index - (index % 2)]} + ${inputs[index - (index % 2) + 1]}i).${index % 2 === 0 ? 're' : 'im'} = ${value}, NumPy ${numpy[index]}, exact ${exact.get(index) ?? 'within 2 ulps'}`,
              ],
        );
        expect(wrong).toEqual([]);
      });
    }
  }

  it('keeps the branch cuts on the side of the signed zero', () => {
    using z = array(
      [
        { re: 2, im: 0 },
        { re: 2, im: -0 },
        { re: -2, im: 0 },
        { re: -2, im: -0 },
      ],
      'complex128',
    );
    const parts = (values: unknown) => (values as { re: number; im: number }[]).map(({ re, im }) => [re, im]);
    using sine = arcsin(z);
    expect(parts(sine.toArray()).map(([, im]) => Math.sign(im!))).toEqual([1, -1, 1, -1]);
    using hyperbolicTangent = arctanh(z);
    expect(parts(hyperbolicTangent.toArray()).map(([, im]) => Math.sign(im!))).toEqual([1, -1, 1, -1]);
  });
});
