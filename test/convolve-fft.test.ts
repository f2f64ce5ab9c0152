// convolve's and correlate's transform path (src/ops/signal-fft.ts), taken where both operands are
// long: NumPy's results in every mode (test/fixtures/convolve-fft.json, scripts/convolve_fft_oracle.py)
// on integer operands whose results are exact integers (to 1e-6: the transform's error is about
// 1e-13 of the largest value, an exact zero included); the planner must have taken the transform for these sizes,
// the direct sum for short kernels; dtypes, weak types and leaks as the direct path's.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, convolve, correlate, type NDArray } from '../src/index.js';
import { prefersFft, smoothSize } from '../src/ops/signal-fft.js';
import { undisposed } from '../src/memory/memory.js';

interface Summary {
  length: number;
  head: number[][];
  tail: number[][];
  sums: number[][];
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/convolve-fft.json', import.meta.url), 'utf8')) as {
  cases: { n: number; m: number; complex: boolean; results: Record<string, Summary> }[];
};

/** The oracle's 31-bit LCG: small integers in [-8, 8]. */
function draw(count: number, seed: number): number[] {
  let state = seed;
  const out: number[] = [];
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    out.push(((state >> 16) % 17) - 8);
  }
  return out;
}

/**
 * The summary the oracle writes, of integer-rounded values, after checking each is within
 * `tolerance` of an integer (the transform's error is absolute: an exact zero comes out as about
 * 1e-13 of the largest value, and float32 keeps that).
 */
function summarise(values: number[][], tolerance: number): Summary {
  for (const part of values) for (const x of part) expect(Math.abs(x - Math.round(x))).toBeLessThanOrEqual(tolerance);
  const parts = values.map((part) => part.map((x) => Math.round(x) + 0)); // + 0: -0 is 0
  const length = parts[0]!.length;
  const pick = (i: number) => parts.map((part) => part[i]!);
  return {
    length,
    head: Array.from({ length: Math.min(3, length) }, (_, i) => pick(i)),
    tail: Array.from({ length: Math.min(3, length) }, (_, i) => pick(length - Math.min(3, length) + i)),
    sums: parts.map((part) => [
      part.reduce((s, x) => s + x, 0),
      part.reduce((s, x, k) => s + (k + 1) * x, 0),
      part.reduce((s, x) => s + x * x, 0),
    ]),
  };
}

function partsOf(result: NDArray, complex: boolean): number[][] {
  const flat = Array.from(result.toTypedArray() as ArrayLike<number>, Number);
  if (!complex) return [flat];
  return [flat.filter((_, i) => i % 2 === 0), flat.filter((_, i) => i % 2 === 1)];
}

let before = undisposed();
beforeEach(() => {
  before = undisposed();
});
afterEach(() => {
  expect(undisposed()).toEqual(before);
});

describe('convolve and correlate by transform against NumPy', () => {
  for (const { n, m, complex, results } of fixture.cases) {
    const dtypes = complex ? (['complex64', 'complex128'] as const) : (['float32', 'float64', 'int32'] as const);
    for (const dtype of dtypes)
      it(`${n} × ${m} ${dtype}: ${Object.keys(results).join(', ')}`, () => {
        const re = draw(n, n * 7 + 1);
        const vr = draw(m, m * 11 + 3);
        const a = complex
          ? array(
              re.map((x, i) => ({ re: x, im: draw(n, n * 13 + 5)[i]! })),
              dtype,
            )
          : array(re, dtype);
        const vi = complex ? draw(m, m * 17 + 7) : [];
        const v = complex
          ? array(
              vr.map((x, i) => ({ re: x, im: vi[i]! })),
              dtype,
            )
          : array(vr, dtype);
        const compute = dtype === 'int32' ? 'float32' : dtype;
        const resultDtype = dtype === 'int32' ? 'float32' : dtype;
        for (const [name, expected] of Object.entries(results)) {
          const [fn, mode] = name.split(' ') as ['convolve' | 'correlate', 'full' | 'same' | 'valid'];
          const low = Math.min(n, m);
          const [start, length] =
            mode === 'full'
              ? [0, n + m - 1]
              : mode === 'valid'
                ? [low - 1, Math.max(n, m) - low + 1]
                : [low >> 1, Math.max(n, m)];
          expect(prefersFft(compute, n, m, start, length), `${name}: the transform is taken`).toBe(true);
          const result = (fn === 'convolve' ? convolve : correlate)(a, v, mode);
          expect(result.dtype).toBe(resultDtype);
          expect(summarise(partsOf(result, complex), 1e-6), name).toEqual(expected);
          result.dispose();
        }
        a.dispose();
        v.dispose();
      });
  }
});

describe('the planner', () => {
  it('keeps the direct sum for short kernels and short outputs, at any signal length', () => {
    for (const compute of ['float32', 'float64', 'complex64', 'complex128'] as const) {
      expect(prefersFft(compute, 100_000, 31, 0, 100_030)).toBe(false);
      expect(prefersFft(compute, 1_000_000, 16, 0, 1_000_015)).toBe(false);
      expect(prefersFft(compute, 1000, 1000, 999, 1)).toBe(false);
    }
    expect(prefersFft('float32', 100_000, 10_000, 0, 109_999)).toBe(true);
  });

  it('pads to lengths of the form 2^a·3^b·5^c', () => {
    expect([1, 7, 17, 100, 101, 1000, 1025, 100_030].map(smoothSize)).toEqual([
      1, 8, 18, 100, 108, 1000, 1080, 101_250,
    ]);
  });

  it('gives a weak result for weak operands, as the direct path does', () => {
    const a = array(draw(1000, 1));
    const v = array(draw(1000, 2));
    expect(prefersFft('float32', 1000, 1000, 0, 1999)).toBe(true);
    const short = array([1, 2]);
    const one = array([3]);
    const direct = convolve(short, one);
    const long = convolve(a, v);
    expect(long.weakType).toBe(direct.weakType);
    expect(long.dtype).toBe(direct.dtype);
    for (const each of [a, v, short, one, direct, long]) each.dispose();
  });
});
