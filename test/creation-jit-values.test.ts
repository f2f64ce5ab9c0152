// Issue #39: arange's values as jnp.arange computes them, full's dtype from its value as jnp.full
// infers it, and jit raising what op by op raises for values it does not use. The arange oracle is
// test/fixtures/arange.json (scripts/arange_oracle.py: NumPy and ml_dtypes; no Python needed here).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arange } from '../src/index.js';
import { runs } from './support/tier.js';

interface ArangeCase {
  readonly start: number;
  readonly stop: number;
  readonly step: number | null;
  readonly dtype: string;
  readonly length: number;
  readonly at: readonly number[];
  readonly values: readonly number[];
}

const arangeOracle = JSON.parse(readFileSync(new URL('./fixtures/arange.json', import.meta.url), 'utf8')) as {
  readonly cases: readonly ArangeCase[];
};

/** The real parts of an array's values, widened to float64 (exact for every float dtype). */
function realValues(x: { toArray(): unknown }): number[] {
  return (x.toArray() as unknown[]).map((value) =>
    typeof value === 'object' && value !== null ? (value as { re: number }).re : Number(value),
  );
}

describe('arange: jnp.arange’s values in every inexact dtype', () => {
  it('arange(0, 1, 0.1, float32)[9] is 0.90000004 (start + step·i in float32), as JAX and NumPy give', () => {
    const x = arange(0, 1, 0.1, 'float32');
    expect(x.toArray()[9]).toBe(Math.fround(0.90000004));
    expect(x.toArray()[3]).toBe(Math.fround(Math.fround(0.1) * 3));
  });

  it('matches the oracle: with and without a step, float16 … complex128 and float8, lengths included', () => {
    const failures: string[] = [];
    for (const test of arangeOracle.cases) {
      const made = arange(test.start, test.stop, test.step ?? undefined, test.dtype as 'float32');
      const values = realValues(made);
      if (made.shape[0] !== test.length) failures.push(`${JSON.stringify(test)}: length ${made.shape[0]}`);
      test.at.forEach((position, each) => {
        if (!Object.is(values[position], test.values[each]))
          failures.push(
            `arange(${test.start}, ${test.stop}, ${test.step}, ${test.dtype})[${position}] = ${values[position]}, not ${test.values[each]}`,
          );
      });
      made.dispose();
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('over random float32 ranges: element i is fround(fround(start) + fround(fround(step)·i))', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.integer({ min: 1, max: 300 }),
        fc.boolean(),
        (start, magnitude, count, down) => {
          const step = down ? -magnitude : magnitude;
          const stop = start + step * count;
          const made = arange(start, stop, step, 'float32');
          const length = Math.max(0, Math.ceil((stop - start) / step));
          expect(made.shape).toEqual([length]);
          const [first, by] = [Math.fround(start), Math.fround(step)];
          const expected = Array.from({ length }, (_, index) =>
            Math.fround(first + Math.fround(by * Math.fround(index))),
          );
          expect(made.toArray()).toEqual(expected);
          // float64: start + step·i in float64, as before.
          const wide = arange(start, stop, step, 'float64');
          expect(wide.toArray()).toEqual(Array.from({ length }, (_, index) => start + index * step));
          made.dispose();
          wide.dispose();
        },
      ),
      { numRuns: runs(200, 40), seed: 39 },
    );
  });
});
