// The radix order of lines (asm/sort.ts, through orderAlong) against the JS order it replaced for
// keys of up to 32 bits (orderLines over readKeys: the packed sort for lines of numbers): the same
// positions for every such dtype, axis, direction and cut, with ties, -0 and +0, NaNs and
// extremes, and the same on any thread count.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { array, scope, setThreads } from '../src/index.js';
import { linesOf, orderAlong, orderLines } from '../src/execute/sorting.js';
import { readKeys } from '../src/execute/sort-keys.js';
import { setSplitThresholdForTesting } from '../src/execute/ranges.js';
import type { AnyNDArray } from '../types/index.js';

const dtypes = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'float32'] as const;
type Radix = (typeof dtypes)[number];

/** Values with many ties and each dtype's edges. */
function valueOf(dtype: Radix, pick: number): number | boolean {
  const edges: Record<Radix, number[]> = {
    bool: [0, 1],
    int8: [-128, 127, -1, 0, 1],
    uint8: [0, 255, 128, 127],
    int16: [-32768, 32767, -1, 0, 256],
    uint16: [0, 65535, 32768, 255],
    int32: [-(2 ** 31), 2 ** 31 - 1, -1, 0, 65536],
    uint32: [0, 2 ** 32 - 1, 2 ** 31, 65535],
    float32: [-0, 0, Number.NaN, Infinity, -Infinity, 1.5, -1.5, 3.4e38, -1e-45, 1e-45],
  };
  const choices = edges[dtype];
  if (dtype === 'bool') return pick % 2 === 1;
  if (pick % 3 === 0) return choices[pick % choices.length]!;
  const small = (pick % 17) - 8;
  return dtype.startsWith('uint') ? Math.abs(small) : dtype === 'float32' ? small / 4 : small;
}

function jsOrder(input: AnyNDArray, shape: number[], axis: number, descending: boolean, take: number): Uint32Array {
  const lines = linesOf(shape, axis);
  const result = new Uint32Array(lines.outer * take * lines.inner);
  orderLines(readKeys(input), lines, descending, take, result);
  return result;
}

describe('the radix order of lines', () => {
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  it('gives the packed sort’s positions for every 32-bit key dtype, axis, direction and take', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.constantFrom<number[]>([1], [7], [60], [300], [3, 50], [50, 3], [4, 5, 70]),
        fc.nat(5),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (dtype, shape, axisPick, descending, seed, takePick) =>
          scope(() => {
            const size = shape.reduce((a, b) => a * b, 1);
            const values = Array.from({ length: size }, (_, index) => valueOf(dtype, (index * 7919 + seed) % 1009));
            const input = array(values as number[], dtype).reshape(shape) as AnyNDArray;
            const axis = axisPick % shape.length;
            const take = 1 + (takePick % shape[axis]!);
            expect(Array.from(orderAlong(input, shape, axis, descending, take))).toEqual(
              Array.from(jsOrder(input, shape, axis, descending, take)),
            );
          }),
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same positions on 1, 2 and 3 threads, lines cut between them', async () => {
    setSplitThresholdForTesting(64);
    const results: number[][] = [];
    for (const threads of [1, 2, 3]) {
      await setThreads(threads);
      results.push(
        scope(() => {
          const values = Array.from({ length: 64 * 500 }, (_, index) => ((index * 7919) % 1013) / 8 - 60);
          const input = array(values, 'float32').reshape([64, 500]) as AnyNDArray;
          return Array.from(orderAlong(input, [64, 500], 1, false, 500));
        }),
      );
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
