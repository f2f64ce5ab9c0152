// argmax and argmin of contiguous float rows run in SIMD lanes (asm/reduce.ts argFloat32/argFloat64)
// from 16 elements, and float32 lines side by side along a middle axis four at a time
// (argLanes32): against the scalar rule (the first NaN wins, else the first occurrence of the
// best value, -0 and +0 equal) on rows with NaNs, ties, signed zeros and infinities, every length
// across the vector steps and the tail, along the last axis and the first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argmax, argmin, array, scope } from '../src/index.js';

const specials = [0, -0, 1, -1, 2.5, -2.5, Infinity, -Infinity, Number.NaN, 3e38, -3e38, 1e-45];

/** The scalar rule, along a row. */
function expected(values: readonly number[], isMax: boolean): number {
  let best = values[0]!;
  let at = 0;
  for (let index = 1; index < values.length; index += 1) {
    if (Number.isNaN(best)) break;
    const value = values[index]!;
    if (Number.isNaN(value) || (isMax ? value > best : value < best)) {
      best = value;
      at = index;
    }
  }
  return at;
}

describe('argmax and argmin of float rows in SIMD lanes', () => {
  it('give the scalar rule’s index for float32 and float64, lengths 1 to 130, rows and columns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('float32', 'float64'),
        fc.integer({ min: 1, max: 130 }),
        fc.constantFrom('specials', 'ties', 'sparse NaN'),
        fc.nat(),
        (dtype, length, kind, seed) =>
          scope(() => {
            let state = seed >>> 0;
            const next = (): number => {
              state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
              return state / 2 ** 32;
            };
            const draw = (): number =>
              kind === 'specials'
                ? specials[Math.floor(next() * specials.length)]!
                : kind === 'ties'
                  ? Math.floor(next() * 5) - 2
                  : next() < 0.02
                    ? Number.NaN
                    : next() * 100 - 50;
            const raw = Array.from({ length: 3 * length }, draw);
            const values = dtype === 'float32' ? Array.from(Float32Array.from(raw)) : raw;
            const rows = array(values, dtype).reshape([3, length]);
            for (const isMax of [true, false]) {
              const find = isMax ? argmax : argmin;
              const alongRows = find(rows, 1).toArray() as number[];
              const alongColumns = find(rows.T, 0).toArray() as number[];
              for (let row = 0; row < 3; row += 1) {
                const line = values.slice(row * length, (row + 1) * length);
                expect(Number(alongRows[row])).toBe(expected(line, isMax));
                expect(Number(alongColumns[row])).toBe(expected(line, isMax));
              }
              expect(Number(find(rows).item())).toBe(expected(values, isMax));
              // Six lines side by side along the first axis (float32: four lanes, then two alone).
              if (values.length < 6) continue;
              const block = array(values.slice(0, 6 * Math.floor(values.length / 6)), dtype).reshape([-1, 6]);
              const columns = find(block, 0).toArray() as number[];
              for (let column = 0; column < 6; column += 1) {
                const line: number[] = [];
                for (let row = 0; row < Math.floor(values.length / 6); row += 1) line.push(values[6 * row + column]!);
                expect(Number(columns[column])).toBe(expected(line, isMax));
              }
            }
          }),
      ),
      { numRuns: 400 },
    );
  });
});
