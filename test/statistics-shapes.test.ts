// cov's, corrcoef's and histogram2d's literal shapes at run time: each call's static type (checked
// by tsc through the `satisfies` annotation, types/statistics-extra.ts) is the shape the runtime
// gives, as test/fft-shapes.test.ts does for the fft namespace; and gradient's dtype with coordinate
// arrays (f promoted with them) the runtime's.
import { describe, expect, it } from 'vitest';
import {
  type AnyDType,
  array,
  corrcoef,
  cov,
  gradient,
  histogram2d,
  type NDArray,
  withPolicy,
  zeros,
} from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

/** A result's shape and dtype, then the result disposed. */
function shapeOf(result: NDArray): { dtype: string; shape: readonly number[] } {
  const seen = { dtype: result.dtype as string, shape: [...result.shape] };
  result.dispose();
  return seen;
}

describe('cov, corrcoef, histogram2d: the static shape is the runtime shape', () => {
  it('cov and corrcoef: [V, V] for V variables (rows, or columns with rowvar false), [] for one', () => {
    const before = undisposed();
    const wide = zeros([3, 100], 'float32');
    const ints = zeros([4, 2], 'int16');
    const line = zeros([6], 'float64');
    const row = zeros([1, 5], 'float32');
    const scalar = zeros([], 'float32');
    const empty = zeros([0, 4], 'float64');
    const cases: [NDArray, string, number[]][] = [
      [cov(wide) satisfies NDArray<'float32', [3, 3]>, 'float32', [3, 3]],
      [cov(wide, { rowvar: false }) satisfies NDArray<'float32', [100, 100]>, 'float32', [100, 100]],
      [cov(ints, { bias: true }) satisfies NDArray<'float32', [4, 4]>, 'float32', [4, 4]],
      [cov(ints, { rowvar: false, dtype: 'float64' }) satisfies NDArray<'float64', [2, 2]>, 'float64', [2, 2]],
      [cov(line) satisfies NDArray<'float64', []>, 'float64', []],
      [cov(line, { rowvar: false }) satisfies NDArray<'float64', []>, 'float64', []],
      [cov(row) satisfies NDArray<'float32', []>, 'float32', []],
      [cov(scalar) satisfies NDArray<'float32', []>, 'float32', []],
      [cov(empty) satisfies NDArray<'float64', [0, 0]>, 'float64', [0, 0]],
      [corrcoef(wide) satisfies NDArray<'float32', [3, 3]>, 'float32', [3, 3]],
      [corrcoef(ints, { rowvar: false }) satisfies NDArray<'float32', [2, 2]>, 'float32', [2, 2]],
      [corrcoef(line) satisfies NDArray<'float64', []>, 'float64', []],
      [corrcoef(row) satisfies NDArray<'float32', []>, 'float32', []],
    ];
    for (const [result, dtype, shape] of cases) expect(shapeOf(result)).toEqual({ dtype, shape });
    for (const each of [wide, ints, line, row, scalar, empty]) each.dispose();
    expect(undisposed()).toEqual(before);
  });

  it('histogram2d: a literal count, a pair of counts, the default 10', () => {
    const before = undisposed();
    const x = zeros([50], 'float32');
    const y = zeros([50], 'float32');
    const results = [
      [histogram2d(x, y, { bins: 7 }), [7, 7], [8], [8]],
      [histogram2d(x, y, { bins: [2, 30] }), [2, 30], [3], [31]],
      [histogram2d(x, y), [10, 10], [11], [11]],
      [histogram2d(x, y, { bins: 99, density: true }), [99, 99], [100], [100]],
    ] as const;
    const [seven, pair, plain, dense] = results;
    seven[0] satisfies {
      hist: NDArray<AnyDType, [7, 7]>;
      xedges: NDArray<AnyDType, [8]>;
      yedges: NDArray<AnyDType, [8]>;
    };
    pair[0] satisfies {
      hist: NDArray<AnyDType, [2, 30]>;
      xedges: NDArray<AnyDType, [3]>;
      yedges: NDArray<AnyDType, [31]>;
    };
    plain[0] satisfies {
      hist: NDArray<AnyDType, [10, 10]>;
      xedges: NDArray<AnyDType, [11]>;
      yedges: NDArray<AnyDType, [11]>;
    };
    dense[0] satisfies { hist: NDArray<AnyDType, [99, 99]>; xedges: NDArray<AnyDType, [100]> };
    for (const [{ hist, xedges, yedges }, histShape, xShape, yShape] of results) {
      expect(shapeOf(hist).shape).toEqual(histShape);
      expect(shapeOf(xedges).shape).toEqual(xShape);
      expect(shapeOf(yedges).shape).toEqual(yShape);
    }
    x.dispose();
    y.dispose();
    expect(undisposed()).toEqual(before);
  });

  it('gradient with coordinate arrays: f promoted with them, statically as at run time', () => {
    const before = undisposed();
    const x64 = withPolicy({ x64: true });
    const f32 = zeros([4], 'float32');
    const half = zeros([2, 4], 'float16');
    const ints = zeros([4], 'int32');
    const doubles = array([0, 1, 3, 4], 'float64');
    const singles = array([0, 1, 3, 4], 'float32');
    const steps = array([0, 2], 'int8');
    const step = array(0.5, 'float16');
    const int32s = array([0, 1, 3, 4], 'int32');
    const int64s = array([0, 1, 3, 4], 'int64');
    const cases: [NDArray | NDArray[], string][] = [
      [gradient(f32, doubles) satisfies NDArray<'float64', number[]>, 'float64'],
      [gradient(f32, [0, 1, 3, 4]) satisfies NDArray<'float32', number[]>, 'float32'],
      [gradient(half, steps, singles) satisfies NDArray<'float32', number[]>[], 'float32'],
      [gradient(half, 2, [0, 1, 3, 4]) satisfies NDArray<'float16', number[]>[], 'float16'],
      [gradient(half, singles, { axis: 1 }) satisfies NDArray<'float32', number[]>, 'float32'],
      [gradient(ints, step) satisfies NDArray<'float16', number[]>, 'float16'],
      [x64.gradient(ints, int32s) satisfies NDArray<'float32', number[]>, 'float32'],
      [x64.gradient(ints, int64s) satisfies NDArray<'float64', number[]>, 'float64'],
    ];
    for (const [result, dtype] of cases)
      for (const each of Array.isArray(result) ? result : [result]) expect(shapeOf(each).dtype).toBe(dtype);
    for (const each of [f32, half, ints, doubles, singles, steps, step, int32s, int64s]) each.dispose();
    expect(undisposed()).toEqual(before);
  });
});
