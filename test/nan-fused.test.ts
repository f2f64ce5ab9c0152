// The fused nan reductions (asm/nanreduce.ts through src/ops/statistics.ts nanFused): nansum gives
// the bits of the plain sum of the values with NaN read as 0 (NumPy's nansum), over rows, middle
// axes (long ones split pairwise), separated axes and the whole array, on one range or cut into
// pieces as threads cut it; nanmean is that sum over the count of values kept; nanmax and nanmin
// skip NaN and give NaN for an all-NaN slice. float32 and float64, float16 through float32.
// nanprod gives the plain prod's bits of the values with NaN read as 1, nancumsum/nancumprod the
// plain scans' bits with NaN read as 0 (1); nanargmax/nanargmin the first index of the extreme of
// the values kept (−1 for an all-NaN slice, as jnp; NumPy raises); nanvar/nanstd JAX's definition
// (the nanmean, the squared deviations summed, over count − ddof; NaN where that is ≤ 0), against a
// float64 reference within the plain var's accuracy. The same bits on 1, 2 and 3 threads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import type { AnyNDArray } from '../types/index.js';
import { setRangeSplit, setSplitThresholdForTesting } from '../src/execute/ranges.js';

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
  // A middle axis past one tile of held rows (64), four vectors wide and more, with a tail.
  [
    [2, 150, 41],
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

  // The middle-axis kernels hold output vectors down tiles of rows (four vectors, one, single
  // columns): every width and length around those steps, against the plain reductions' bits.
  for (const dtype of ['float32', 'float64'] as const)
    it(`along a middle axis of any width and length: the plain reductions' bits (${dtype})`, () => {
      for (const inner of [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 20, 24, 31, 33, 65])
        for (const length of [1, 2, 15, 16, 17, 33, 65, 130])
          np.scope(() => {
            const shape = [2, length, inner];
            const size = 2 * length * inner;
            const x = np.array(values(size, 5, size + inner), dtype).reshape(shape as [number]) as Any;
            const nan = np.isnan(x) as Any;
            const label = `${dtype} ${JSON.stringify(shape)}`;
            const zero = np.where(nan, 0, x) as Any;
            const one = np.where(nan, 1, x) as Any;
            const low = np.where(nan, Number.NEGATIVE_INFINITY, x) as Any;
            const high = np.where(nan, Number.POSITIVE_INFINITY, x) as Any;
            const none = np.all(nan, { axis: 1 }) as Any;
            const count = np.sum(np.logicalNot(nan) as Any, { axis: 1, dtype }) as Any;
            const pairs: [Any, Any][] = [
              [np.nansum(x, { axis: 1 }) as Any, np.sum(zero, { axis: 1 }) as Any],
              [np.nanprod(x, { axis: 1 }) as Any, np.prod(one, { axis: 1 }) as Any],
              [np.nanmean(x, { axis: 1 }) as Any, np.divide(np.sum(zero, { axis: 1 }) as Any, count) as Any],
              [np.nanmax(x, { axis: 1 }) as Any, np.where(none, Number.NaN, np.max(low, { axis: 1 }) as Any) as Any],
              [np.nanmin(x, { axis: 1 }) as Any, np.where(none, Number.NaN, np.min(high, { axis: 1 }) as Any) as Any],
            ];
            for (const [index, [got, want]] of pairs.entries())
              expect(bits(got), `${['nansum', 'nanprod', 'nanmean', 'nanmax', 'nanmin'][index]} ${label}`).toBe(
                bits(want),
              );
          });
    });

  // The rows kernels take 32 float32 (16 float64) values an iteration, then one step of 16 (8),
  // whole vectors and single values: every row length around those steps and the pairwise
  // blocks (2048), with NaN runs longer than a step, against the plain sum's bits and the counts.
  for (const dtype of ['float32', 'float64'] as const)
    it(`rows of any length: nansum the plain sum's bits, nanmean over the exact count (${dtype})`, () => {
      const lengths = [...Array.from({ length: 100 }, (_, index) => index + 1), 255, 256, 257, 2047, 2048, 2049];
      for (const length of [...lengths, 4111, 6000])
        np.scope(() => {
          const data = values(3 * length, 11, length);
          for (let index = length + 3; index < Math.min(3 * length, length + 60); index += 1) data[index] = Number.NaN;
          const x = np.array(data, dtype).reshape([3, length]) as Any;
          const nan = np.isnan(x) as Any;
          const zero = np.where(nan, 0, x) as Any;
          const count = np.sum(np.logicalNot(nan) as Any, { axis: 1, dtype }) as Any;
          const label = `${dtype} [3, ${length}]`;
          expect(bits(np.nansum(x, { axis: 1 }) as Any), `nansum ${label}`).toBe(
            bits(np.sum(zero, { axis: 1 }) as Any),
          );
          expect(bits(np.nanmean(x, { axis: 1 }) as Any), `nanmean ${label}`).toBe(
            bits(np.divide(np.sum(zero, { axis: 1 }) as Any, count) as Any),
          );
          const flat = x.reshape([3 * length]) as Any;
          const whole = np.sum(zero.reshape([3 * length]) as Any) as Any;
          expect(bits(np.nansum(flat) as Any), `nansum ${label} flat`).toBe(bits(whole));
          expect(bits(np.nanmean(flat) as Any), `nanmean ${label} flat`).toBe(
            bits(np.divide(whole, np.sum(count) as Any) as Any),
          );
        });
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

/** Every slice of `values` (C order, `shape`) along `axis` (undefined: the flattened array), as arrays in result order. */
function slices(values: number[], shape: number[], axis: number | undefined): number[][] {
  if (axis === undefined) return [values];
  const outer = shape.slice(0, axis).reduce((a, b) => a * b, 1);
  const length = shape[axis]!;
  const inner = shape.slice(axis + 1).reduce((a, b) => a * b, 1);
  const out: number[][] = [];
  for (let o = 0; o < outer; o += 1)
    for (let k = 0; k < inner; k += 1) {
      const slice: number[] = [];
      for (let r = 0; r < length; r += 1) slice.push(values[(o * length + r) * inner + k]!);
      out.push(slice);
    }
  return out;
}

/** The values of `x` (as stored) flattened. */
function flat(x: Any): number[] {
  const wide = x.astype('float64') as Any;
  const out = Array.from(wide.toTypedArray() as ArrayLike<number>, Number);
  wide.dispose();
  return out;
}

/** JAX's nanvar of one slice in float64: mean of the kept values, squared deviations over count − ddof. */
function nanvarOf(slice: number[], ddof: number): number {
  const kept = slice.filter((value) => !Number.isNaN(value));
  const divisor = kept.length - ddof;
  if (divisor <= 0) return Number.NaN;
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  return kept.reduce((a, value) => a + (value - mean) ** 2, 0) / divisor;
}

/** The first index of the max (min) of the values kept, −1 if none. */
function nanargOf(slice: number[], isMax: boolean): number {
  let best = Number.NaN;
  let index = -1;
  slice.forEach((value, at) => {
    if (Number.isNaN(value)) return;
    if (index < 0 || (isMax ? value > best : value < best)) {
      best = value;
      index = at;
    }
  });
  return index;
}

/** Near in the relative sense (`tolerance`), NaN where the other is NaN, infinities equal. */
function expectNear(got: number[], want: number[], tolerance: number, label: string): void {
  expect(got.length, label).toBe(want.length);
  got.forEach((value, index) => {
    const expected = want[index]!;
    if (Number.isNaN(expected) || !Number.isFinite(expected)) expect(value, `${label} [${index}]`).toBe(expected);
    else
      expect(Math.abs(value - expected), `${label} [${index}]: ${value} vs ${expected}`).toBeLessThanOrEqual(
        tolerance * Math.max(1, Math.abs(expected)),
      );
  });
}

const oneAxisShapes: [number[], (number | undefined)[]][] = [
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
    [undefined, 0, 1, 2],
  ],
  [
    [1, 9, 1],
    [1, 2],
  ],
  [
    [4, 6],
    [0, 1],
  ],
];

describe('the other fused nan reductions', () => {
  afterEach(() => setRangeSplit(undefined));

  for (const split of [false, true])
    for (const dtype of ['float32', 'float64', 'float16', 'bfloat16'] as const)
      it(`nanprod = prod(where(isnan, 1, x)) bit for bit (${dtype}${split ? ', cut in pieces' : ''})`, () => {
        if (split) setRangeSplit(pieces);
        for (const [shape, axes] of shapes) {
          const size = shape.reduce((a, b) => a * b, 1);
          // Factors near 1 (a product of thousands stays finite), NaN about one in 7.
          const x = np
            .array(
              values(size, 7, size).map((value) => (Number.isNaN(value) ? value : 1 + value / 4000)),
              dtype,
            )
            .reshape(shape as [number]) as Any;
          const filled = np.where(np.isnan(x), 1, x) as Any;
          for (const axis of axes)
            for (const keepdims of [false, true]) {
              const options = (axis === undefined ? { keepdims } : { axis, keepdims }) as {
                axis: number;
                keepdims: boolean;
              };
              const got = np.nanprod(x, options) as Any;
              const want = np.prod(filled, options) as Any;
              expect(bits(got), `nanprod ${JSON.stringify(shape)} axis ${JSON.stringify(axis)}`).toBe(bits(want));
              got.dispose();
              want.dispose();
            }
          x.dispose();
          filled.dispose();
        }
      });

  for (const split of [false, true])
    for (const dtype of ['float32', 'float64', 'float16', 'bfloat16'] as const)
      it(`nancumsum, nancumprod = the plain scans of the filled values bit for bit (${dtype}${split ? ', cut in pieces' : ''})`, () => {
        if (split) setRangeSplit(pieces);
        for (const [shape, axes] of oneAxisShapes) {
          const size = shape.reduce((a, b) => a * b, 1);
          const raw = values(size, 5, size + 3);
          const x = np.array(raw, dtype).reshape(shape as [number]) as Any;
          const factors = np
            .array(
              raw.map((value) => (Number.isNaN(value) ? value : 1 + value / 4000)),
              dtype,
            )
            .reshape(shape as [number]) as Any;
          for (const axis of axes) {
            const options = (axis === undefined ? {} : { axis }) as { axis: number };
            for (const [name, plain, input, fill] of [
              ['nancumsum', 'cumsum', x, 0],
              ['nancumprod', 'cumprod', factors, 1],
            ] as const) {
              const filled = np.where(np.isnan(input), fill, input) as Any;
              const got = np[name](input, options) as Any;
              const want = np[plain](filled, options) as Any;
              expect(got.dtype).toBe(dtype);
              expect(bits(got), `${name} ${JSON.stringify(shape)} axis ${axis}`).toBe(bits(want));
              for (const each of [filled, got, want]) each.dispose();
            }
          }
          x.dispose();
          factors.dispose();
        }
        // −0 stays where NaN follows it (0 is added, as the plain scan of the filled values adds it).
        const signs = np.array([-0, Number.NaN, Number.NaN], dtype);
        expect(Object.is(np.nancumsum(signs).toArray()[0], -0)).toBe(true);
        expect(np.nancumsum(signs).toArray().slice(1)).toEqual([0, 0]);
        expect(np.nancumprod(np.array([Number.NaN, Number.NaN], dtype)).toArray()).toEqual([1, 1]);
      });

  for (const dtype of ['float32', 'float64', 'float16', 'bfloat16'] as const)
    it(`nanargmax, nanargmin: first index of the extreme of the values kept, −1 if none (${dtype})`, () => {
      for (const [shape, axes] of oneAxisShapes) {
        const size = shape.reduce((a, b) => a * b, 1);
        // Few distinct values (ties: the first wins), NaN about one in 3, infinities.
        const raw = values(size, 3, size + 7).map((value, index) =>
          Number.isNaN(value)
            ? value
            : index % 11 === 0
              ? (index % 2 ? 1 : -1) * Number.POSITIVE_INFINITY
              : Math.round(value / 100),
        );
        const x = np.array(raw, dtype).reshape(shape as [number]) as Any;
        const stored = flat(x);
        for (const axis of axes) {
          const normal = axis === undefined ? undefined : axis < 0 ? axis + shape.length : axis;
          for (const keepdims of [false, true]) {
            const options = (axis === undefined ? { keepdims } : { axis, keepdims }) as {
              axis: number;
              keepdims: boolean;
            };
            for (const [name, isMax] of [
              ['nanargmax', true],
              ['nanargmin', false],
            ] as const) {
              const got = np[name](x, options) as Any;
              const plain = (isMax ? np.argmax : np.argmin)(x, options) as Any;
              expect(got.dtype).toBe('int32');
              expect(got.shape).toEqual(plain.shape);
              expect(flat(got), `${name} ${JSON.stringify(shape)} axis ${axis}`).toEqual(
                slices(stored, shape, normal).map((slice) => nanargOf(slice, isMax)),
              );
              got.dispose();
              plain.dispose();
            }
          }
        }
        x.dispose();
      }
      const nan = Number.NaN;
      const inf = Number.POSITIVE_INFINITY;
      const edge = np.array(
        [
          [nan, -inf, nan, -inf],
          [nan, nan, nan, nan],
          [inf, nan, inf, 2],
          [nan, 3, nan, 3],
        ],
        dtype,
      );
      expect(np.nanargmax(edge, 1).toArray()).toEqual([1, -1, 0, 1]);
      expect(np.nanargmin(edge, 1).toArray()).toEqual([1, -1, 3, 1]);
      expect(np.nanargmax(edge, 0).toArray()).toEqual([2, 3, 2, 3]);
      expect(np.nanargmin(edge, 0).toArray()).toEqual([2, 0, 2, 0]);
      expect(np.nanargmax(np.full([3000], nan, dtype)).item()).toBe(-1);
      expect(np.withPolicy({ x64: true }).nanargmax(edge, 0).dtype).toBe('int64');
    });

  for (const split of [false, true])
    for (const dtype of ['float32', 'float64', 'float16', 'bfloat16'] as const)
      it(`nanvar, nanstd: JAX's definition within the plain var's accuracy (${dtype}${split ? ', cut in pieces' : ''})`, () => {
        if (split) setRangeSplit(pieces);
        const tolerance = dtype === 'float64' ? 1e-12 : dtype === 'float32' ? 2e-5 : 2e-2;
        for (const [shape, axes] of oneAxisShapes) {
          const size = shape.reduce((a, b) => a * b, 1);
          const x = np
            .array(
              values(size, 4, size + 1).map((value) => (Number.isNaN(value) ? value : 3 + value / 1000)),
              dtype,
            )
            .reshape(shape as [number]) as Any;
          const stored = flat(x);
          for (const axis of axes) {
            const normal = axis === undefined ? undefined : axis < 0 ? axis + shape.length : axis;
            for (const ddof of [0, 1, 5]) {
              const options = (axis === undefined ? { ddof } : { axis, ddof }) as { axis: number; ddof: number };
              const variance = np.nanvar(x, options) as Any;
              const deviation = np.nanstd(x, { ...options, keepdims: true }) as Any;
              expect(variance.dtype).toBe(dtype);
              const want = slices(stored, shape, normal).map((slice) => nanvarOf(slice, ddof));
              const label = `${JSON.stringify(shape)} axis ${axis} ddof ${ddof}`;
              expectNear(flat(variance), want, tolerance, `nanvar ${label}`);
              expectNear(flat(deviation), want.map(Math.sqrt), tolerance, `nanstd ${label}`);
              variance.dispose();
              deviation.dispose();
            }
          }
          x.dispose();
        }
        const nan = Number.NaN;
        const inf = Number.POSITIVE_INFINITY;
        const edge = np.array(
          [
            [nan, nan, nan],
            [1, nan, nan],
            [inf, 1, 2],
            [1, 2, 3],
          ],
          dtype,
        );
        expect(np.nanvar(edge, 1).toArray()).toEqual(
          [nan, 0, nan, 2 / 3].map((value) => np.array([value], dtype).toArray()[0]),
        );
        expect(np.nanvar(edge, { axis: 1, ddof: 1 }).toArray().slice(0, 3)).toEqual([nan, nan, nan]);
        expect(np.nanstd(edge, 0).toArray()[0]).toBeNaN();
        expect(np.nanvar(np.full([3000], nan, dtype)).item()).toBeNaN();
      });

  describe('on 1, 2 and 3 threads: the same bits', () => {
    beforeAll(() => setSplitThresholdForTesting(64));
    afterAll(async () => {
      setSplitThresholdForTesting(undefined);
      await np.setThreads('auto');
    });
    it('every nan reduction, rows and columns, float32 and float64', async () => {
      const runs: Record<string, (x: Any) => Any> = {};
      for (const name of ['nansum', 'nanprod', 'nanmean', 'nanvar', 'nanstd', 'nanmax', 'nanmin'] as const)
        for (const axis of [undefined, 0, 1])
          runs[`${name} ${axis}`] = (x) =>
            np[name](
              x,
              (axis === undefined
                ? {}
                : name.endsWith('var') || name.endsWith('std')
                  ? { axis, ddof: 1 }
                  : { axis }) as never,
            ) as Any;
      for (const name of ['nanargmax', 'nanargmin', 'nancumsum', 'nancumprod'] as const)
        for (const axis of [undefined, 0, 1]) runs[`${name} ${axis}`] = (x) => np[name](x, axis) as Any;
      const expected = new Map<string, string>();
      for (const threads of [1, 2, 3]) {
        await np.setThreads(threads);
        for (const dtype of ['float32', 'float64'] as const)
          for (const shape of [
            [257, 33],
            [64, 200],
            [3001, 1],
          ]) {
            const size = shape[0]! * shape[1]!;
            const x = np
              .array(
                values(size, 6, size).map((value) => (Number.isNaN(value) ? value : 1 + value / 5000)),
                dtype,
              )
              .reshape(shape as [number, number]) as Any;
            for (const [label, run] of Object.entries(runs)) {
              const result = run(x);
              const key = `${label} ${dtype} ${JSON.stringify(shape)}`;
              const got = bits(result);
              result.dispose();
              if (threads === 1) expected.set(key, got);
              else expect(got, `${key} on ${threads} threads`).toBe(expected.get(key));
            }
            x.dispose();
          }
      }
    }, 120_000);
  });

  it('errors name the nan function, also for an unknown option; frees what it makes', () => {
    const x = np.array(
      [
        [1, Number.NaN],
        [3, 4],
      ],
      'float32',
    );
    for (const name of [
      'nansum',
      'nanprod',
      'nanmean',
      'nanvar',
      'nanstd',
      'nanmin',
      'nanmax',
      'nanargmin',
      'nanargmax',
      'nancumsum',
      'nancumprod',
      'nanmedian',
    ] as const) {
      const call = np[name] as (...args: unknown[]) => unknown;
      expect(() => call(x, { bogus: 1 }), name).toThrow(
        new RegExp(`^${name}: unknown option 'bogus'; the options of ${name} are`),
      );
      expect(() => call(x, 5), name).toThrow(new RegExp(`^${name}: `));
    }
    const live = np.memoryStats().liveArrays;
    const base = np.array(values(600, 3, 9), 'float64');
    const square = base.reshape([20, 30]) as Any;
    const view = square.T as Any;
    for (const name of ['nanprod', 'nanvar', 'nanstd', 'nanargmax', 'nanargmin', 'nancumsum', 'nancumprod'] as const)
      for (const axis of [undefined, 0, 1]) (np[name] as (...args: unknown[]) => Any)(view, axis).dispose();
    for (const each of [view, square, base]) each.dispose();
    expect(np.memoryStats().liveArrays).toBe(live);
  });
});
