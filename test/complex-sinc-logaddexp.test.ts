// Complex sinc, logaddexp and logaddexp2 (JAX's take complex): against mpmath at 80 digits
// (scripts/complex_sinc_logaddexp_oracle.py → test/fixtures/complex-sinc-logaddexp.json), the error
// measured as |ours − exact| / |exact| (the complex norm) in units of the part dtype's 2^-p; and at
// the special values, as asm/complex-elementary.ts states them (JAX's sinc(0) = 1 and 0 at an
// infinite real part; logaddexp as the limit of log(e^a + e^b)); under jit with op-by-op's bits.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, jit, logaddexp, logaddexp2, sinc, type NDArray } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

type Pair = [number, number];
interface Cases {
  sinc: { x: Pair[]; expected: Pair[] };
  logaddexp: { x1: Pair[]; x2: Pair[]; expected: Pair[] };
  logaddexp2: { x1: Pair[]; x2: Pair[]; expected: Pair[] };
}
const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/complex-sinc-logaddexp.json', import.meta.url), 'utf8'),
) as { dtypes: Record<'complex64' | 'complex128', Cases> };

const complexOf = (pairs: readonly Pair[]) => pairs.map(([re, im]) => ({ re, im }));
const partsOf = (result: NDArray) => result.toArray() as { re: number; im: number }[];

/** The largest |actual − expected| / |expected| over the cases, in units of 2^-p (p: the part's precision). */
function worstError(actual: { re: number; im: number }[], expected: readonly Pair[], unit: number): number {
  let worst = 0;
  actual.forEach(({ re, im }, index) => {
    const [eRe, eIm] = expected[index]!;
    const error = Math.hypot(re - eRe, im - eIm) / Math.hypot(eRe, eIm);
    worst = Math.max(worst, Number.isNaN(error) ? Number.POSITIVE_INFINITY : error / unit);
  });
  return worst;
}

let before: ReturnType<typeof undisposed>;
beforeEach(() => {
  before = undisposed();
});
afterEach(() => {
  expect(undisposed()).toEqual(before);
});

// Measured worst errors over the fixture (units of 2^-24 for complex64, which computes in float64 and
// rounds each part once; 2^-53 for complex128): sinc 0.85, 4.1; logaddexp 0.82, 3.0; logaddexp2 0.91,
// 21 (base 2 scales the difference by ln 2 before e^(·) and wraps by 2π/ln 2, each rounded in float64).
const bounds = {
  complex64: { unit: 2 ** -24, bound: { sinc: 2, logaddexp: 2, logaddexp2: 2 } },
  complex128: { unit: 2 ** -53, bound: { sinc: 8, logaddexp: 8, logaddexp2: 32 } },
};

describe.each(['complex64', 'complex128'] as const)('%s against mpmath', (dtype) => {
  const cases = fixture.dtypes[dtype];
  const { unit, bound } = bounds[dtype];
  it(`sinc, ${cases.sinc.x.length} values`, () => {
    using input = array(complexOf(cases.sinc.x), dtype);
    using result = sinc(input);
    expect(result.dtype).toBe(dtype);
    expect(worstError(partsOf(result), cases.sinc.expected, unit)).toBeLessThanOrEqual(bound.sinc);
  });
  it.each(['logaddexp', 'logaddexp2'] as const)(`%s, ${cases.logaddexp.x1.length} pairs`, (name) => {
    // typed loosely: the dtype here is a union of both complex dtypes (the static types are in test-d)
    const functions = { logaddexp, logaddexp2 } as unknown as Record<typeof name, (a: NDArray, b: NDArray) => NDArray>;
    const function_ = functions[name];
    using left = array(complexOf(cases[name].x1), dtype);
    using right = array(complexOf(cases[name].x2), dtype);
    using result = function_(left, right);
    expect(result.dtype).toBe(dtype);
    expect(worstError(partsOf(result), cases[name].expected, unit)).toBeLessThanOrEqual(bound[name]);
    // symmetric, bit for bit
    using swapped = function_(right, left);
    expect(partsOf(swapped)).toEqual(partsOf(result));
  });
});

describe.each(['complex64', 'complex128'] as const)('%s special values', (dtype) => {
  const z = (re: number, im: number) => ({ re, im });
  it('sinc: 1 at 0, 0 at an infinite real part, NaN propagates, even', () => {
    using input = array(
      [z(0, 0), z(-0, 0), z(Infinity, 1), z(-Infinity, -2), z(Number.NaN, 0), z(0, Number.NaN)],
      dtype,
    );
    using result = sinc(input);
    expect(partsOf(result).slice(0, 4)).toEqual([z(1, 0), z(1, 0), z(0, 0), z(0, 0)]);
    for (const { re, im } of partsOf(result).slice(4)) expect([re, im].every(Number.isNaN)).toBe(true);
    using points = array([z(0.5, 0.25), z(3, 0), z(1, 0)], dtype);
    using negated = array([z(-0.5, -0.25), z(-3, 0), z(-1, 0)], dtype);
    using a = sinc(points);
    using b = sinc(negated);
    expect(partsOf(a)).toEqual(partsOf(b));
    // exactly 0 at the nonzero integers on the real axis
    expect(partsOf(a).slice(1)).toEqual([z(0, 0), z(0, 0)]);
  });
  it('logaddexp: a −∞ real part adds nothing, +∞ dominates, NaN propagates', () => {
    using left = array(
      [z(-Infinity, 0), z(-Infinity, 7), z(Infinity, 1), z(Infinity, 0.5), z(Number.NaN, 0), z(1, Infinity), z(1, 7)],
      dtype,
    );
    using right = array([z(1, 2), z(-Infinity, 1), z(2, 0), z(Infinity, 0.5), z(1, 1), z(1, 1), z(1, 7)], dtype);
    using sum = logaddexp(left, right);
    const result = partsOf(sum);
    expect(result[0]).toEqual(z(1, 2));
    expect(result[1]!.re).toBe(Number.NEGATIVE_INFINITY);
    expect(result[1]!.im).toBeCloseTo(7 - 2 * Math.PI, 5); // wrapped into [−π, π)
    expect(result[2]).toEqual(z(Infinity, 1));
    expect(result[3]!.re).toBe(Number.POSITIVE_INFINITY);
    expect(result[3]!.im).toBeCloseTo(0.5, 6);
    for (const { re, im } of result.slice(4, 6)) expect([re, im].every(Number.isNaN)).toBe(true);
    // log(2e^(1 + 7i)) = 1 + log 2 + 7i, wrapped to 1 + log 2 + i(7 − 2π)
    expect(result[6]!.re).toBeCloseTo(1 + Math.LN2, 6);
    expect(result[6]!.im).toBeCloseTo(7 - 2 * Math.PI, 5);
  });
});

describe('complex sinc and logaddexp under jit', () => {
  it("a jit'd chain gives op-by-op's bits", () => {
    using x = array(
      [
        { re: 0.25, im: -1.5 },
        { re: 3.5, im: 2 },
        { re: 0, im: 0 },
      ],
      'complex64',
    );
    using y = array(
      [
        { re: -2, im: 0.5 },
        { re: 1, im: -3 },
        { re: 4, im: 1 },
      ],
      'complex64',
    );
    const chain = (a: typeof x, b: typeof y) => logaddexp2(sinc(a), logaddexp(a, b));
    using s = sinc(x);
    using l = logaddexp(x, y);
    using eager = logaddexp2(s, l);
    using traced = jit(chain)(x, y);
    expect(traced.dtype).toBe('complex64');
    expect(partsOf(traced as NDArray)).toEqual(partsOf(eager as NDArray));
  });
});
