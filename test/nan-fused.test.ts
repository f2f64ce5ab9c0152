// The fused nan reductions (asm/nanreduce.ts through src/ops/statistics.ts nanFused): nansum gives
// the bits of the plain sum of the values with NaN read as 0 (NumPy's nansum), over rows, middle
// axes (long ones split pairwise), separated axes and the whole array, on one range or cut into
// pieces as threads cut it; nanmean is that sum over the count of values kept; nanmax and nanmin
// skip NaN and give NaN for an all-NaN slice. float32 and float64, float16 through float32.
import { afterEach, describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import type { AnyNDArray } from '../types/index.js';
import { setRangeSplit } from '../src/execute/ranges.js';

type Any = AnyNDArray;

/** The bytes of an array, as a string: equal strings are equal bits. */
function bits(array: Any): string {
  const typed = array.toTypedArray() as unknown as ArrayBufferView;
  return `${array.dtype}${JSON.stringify(array.shape)}:${Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength).toString('hex')}`;
}

/** Values with about one NaN in `every`, seeded. */
function values(size: number, every: number, seed: number): number[] {
  let state = seed >>> 0;
  const out: number[] = [];
  for (let index = 0; index < size; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out.push(state % every === 0 ? Number.NaN : (state / 2 ** 32 - 0.5) * 1000);
  }
  return out;
}

const shapes: [number[], (number | number[] | undefined)[]][] = [
  [[5000], [undefined, 0]],
  [
    [7, 300],
    [undefined, 0, 1, -1],
  ],
  [
    [300, 7],
    [0, 1],
  ],
  [
    [3, 130, 5],
    [0, 1, 2, [0, 2], [0, 1], [1, 2]],
  ],
  [
    [4, 3, 2, 5],
    [
      [0, 2],
      [1, 3],
      [0, 1, 3],
    ],
  ],
  [
    [1, 9, 1],
    [1, [0, 1]],
  ],
];

function pieces(total: number, grain: number): [number, number][] {
  const cut: [number, number][] = [];
  const step = Math.max(grain, Math.ceil(total / 3 / grain) * grain);
  for (let begin = 0; begin < total; begin += step) cut.push([begin, Math.min(total, begin + step)]);
  return cut;
}

describe('fused nan reductions', () => {
  afterEach(() => setRangeSplit(undefined));

  for (const split of [false, true])
    for (const dtype of ['float32', 'float64'] as const)
      it(`nansum = sum(where(isnan, 0, x)) bit for bit, nanmean = that / count (${dtype}${split ? ', cut in pieces' : ''})`, () => {
        if (split) setRangeSplit(pieces);
        for (const [shape, axes] of shapes) {
          const size = shape.reduce((a, b) => a * b, 1);
          const x = np.array(values(size, 7, size + shape.length), dtype).reshape(shape as [number]) as Any;
          const filled = np.where(np.isnan(x), 0, x) as Any;
          const kept = np.logicalNot(np.isnan(x)) as Any;
          for (const axis of axes) {
            for (const keepdims of [false, true]) {
              const options = (axis === undefined ? { keepdims } : { axis, keepdims }) as {
                axis: number;
                keepdims: boolean;
              };
              const got = np.nansum(x, options) as Any;
              const want = np.sum(filled, options) as Any;
              expect(bits(got), `nansum ${JSON.stringify(shape)} axis ${JSON.stringify(axis)}`).toBe(bits(want));
              const mean = np.nanmean(x, options) as Any;
              const counts = np.sum(kept, { ...options, dtype }) as Any;
              const quotient = np.divide(want, counts) as Any;
              expect(bits(mean), `nanmean ${JSON.stringify(shape)} axis ${JSON.stringify(axis)}`).toBe(bits(quotient));
              for (const each of [got, want, mean, counts, quotient]) each.dispose();
            }
          }
          for (const each of [x, filled, kept]) each.dispose();
        }
      });

  for (const dtype of ['float32', 'float64', 'float16', 'bfloat16'] as const)
    it(`nanmax and nanmin skip NaN; an all-NaN slice is NaN (${dtype})`, () => {
      for (const [shape, axes] of shapes) {
        const size = shape.reduce((a, b) => a * b, 1);
        const x = np.array(values(size, 5, size), dtype).reshape(shape as [number]) as Any;
        for (const axis of axes) {
          for (const [name, fill] of [
            ['nanmax', Number.NEGATIVE_INFINITY],
            ['nanmin', Number.POSITIVE_INFINITY],
          ] as const) {
            const options = (axis === undefined ? {} : { axis }) as { axis: number };
            const got = np[name](x, options) as Any;
            const filled = np.where(np.isnan(x), fill, x) as Any;
            const extreme = (name === 'nanmax' ? np.max : np.min)(filled, options) as Any;
            const none = np.all(np.isnan(x), options) as Any;
            const want = np.where(none, Number.NaN, extreme) as Any;
            extreme.dispose();
            none.dispose();
            expect(got.dtype).toBe(dtype);
            expect(got.toArray(), `${name} ${JSON.stringify(shape)} axis ${JSON.stringify(axis)}`).toEqual(
              want.toArray(),
            );
            for (const each of [got, filled, want]) each.dispose();
          }
        }
        x.dispose();
      }
      const allNaN = np.array(
        [
          [Number.NaN, Number.NaN, Number.NaN],
          [Number.NaN, 2, Number.NaN],
        ],
        dtype,
      );
      expect(np.nanmax(allNaN, 1).toArray()).toEqual([Number.NaN, 2]);
      expect(np.nanmin(allNaN, 0).toArray()).toEqual([Number.NaN, 2, Number.NaN]);
      const long = np.full([2, 40], Number.NaN, dtype) as Any;
      expect(np.nanmax(long, 1).toArray()).toEqual([Number.NaN, Number.NaN]);
      expect(np.nanmin(long, 0).toArray()).toEqual(Array(40).fill(Number.NaN));
      expect(np.nanmax(long).item()).toBeNaN();
    });

  it('inf − inf stays NaN across passes; an all-NaN row has nanmean NaN, nansum 0', () => {
    const x = np.array(
      [
        [
          [Number.POSITIVE_INFINITY, 1],
          [Number.NaN, 2],
        ],
        [
          [Number.NEGATIVE_INFINITY, 3],
          [Number.NaN, Number.NaN],
        ],
      ],
      'float32',
    );
    expect(np.nansum(x, [0, 2]).toArray()).toEqual([Number.NaN, 2]);
    expect(np.nanmean(x, 2).toArray()).toEqual([
      [Number.POSITIVE_INFINITY, 2],
      [Number.NEGATIVE_INFINITY, Number.NaN],
    ]);
    expect(np.nansum(np.full([2000], Number.NaN, 'float32')).item()).toBe(0);
    expect(np.nanmean(np.full([3000], Number.NaN, 'float64')).item()).toBeNaN();
  });

  it('frees what it makes; strided views; inputs unchanged', () => {
    const x = np.array(values(600, 3, 9), 'float32').reshape([20, 30]) as Any;
    const before = bits(x);
    const view = x.T as Any;
    np.nansum(view, 0).dispose();
    const live = np.memoryStats().liveArrays;
    for (const name of ['nansum', 'nanmean', 'nanmax', 'nanmin'] as const) {
      np[name](view, { axis: 1, keepdims: true }).dispose();
      const half = np.array(values(50, 3, 1), 'float16');
      np[name](half).dispose();
      half.dispose();
    }
    expect(np.memoryStats().liveArrays).toBe(live);
    expect(bits(x)).toBe(before);
    expect(bits(np.nansum(view, 1) as Any)).toBe(bits(np.sum(np.where(np.isnan(view), 0, view), 1) as Any));
  });
});
