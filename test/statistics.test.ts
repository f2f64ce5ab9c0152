// The nan-aware reductions and the statistics (src/ops/statistics.ts): NumPy 2.4's values from
// scripts/statistics_oracle.py (test/fixtures/statistics.json), JAX's dtypes under JAX's policy
// with x64 off and on, the all-NaN and empty edges, and the errors, named after the function.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import { array, withPolicy, type AnyNDArray } from '../src/index.js';

interface Encoded {
  readonly data: (number | string)[];
  readonly dtype?: string;
  readonly shape: number[];
}
interface Case {
  readonly name: string;
  readonly a: Encoded;
  readonly options: Record<string, unknown>;
  readonly expected: Encoded;
  readonly second?: Encoded;
  readonly q?: number | number[];
  readonly bins?: number[];
}
const fixture = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/statistics.json', import.meta.url)), 'utf8'),
) as { cases: Case[] };

const decode = (value: number | string): number =>
  value === 'NaN'
    ? Number.NaN
    : value === 'Infinity'
      ? Infinity
      : value === '-Infinity'
        ? -Infinity
        : (value as number);
const toArray = (encoded: Encoded): AnyNDArray => {
  const flat = array(encoded.data.map(decode), encoded.dtype as never) as AnyNDArray;
  return flat.reshape(encoded.shape as never) as AnyNDArray;
};
const flatValues = (result: AnyNDArray): number[] => {
  const values = result.flatten().toArray() as (number | bigint | boolean)[];
  return values.map((value) => Number(value));
};

function close(actual: number[], expected: number[], tolerance: number, label: string): void {
  expect(actual.length, label).toBe(expected.length);
  actual.forEach((value, index) => {
    const want = expected[index]!;
    if (Number.isNaN(want)) expect(value, `${label} [${index}]`).toBeNaN();
    else if (!Number.isFinite(want)) expect(value, `${label} [${index}]`).toBe(want);
    else
      expect(Math.abs(value - want), `${label} [${index}]: ${value} vs ${want}`).toBeLessThanOrEqual(
        tolerance * Math.max(1, Math.abs(want)),
      );
  });
}

const functions = np as unknown as Record<string, (...args: unknown[]) => AnyNDArray | AnyNDArray[]>;

function run(test: Case): AnyNDArray | AnyNDArray[] {
  const input = toArray(test.a);
  const options: Record<string, unknown> = { ...test.options };
  if (options.weights !== undefined && typeof options.weights === 'object')
    options.weights = toArray(options.weights as Encoded);
  if (test.name === 'quantile' || test.name.endsWith('quantile') || test.name.endsWith('percentile'))
    return functions[test.name]!(input, test.q, options);
  if (test.name === 'digitize') return functions.digitize!(input, test.bins, options.right);
  return functions[test.name]!(input, options);
}

const counts = new Map<string, number>();
for (const test of fixture.cases) counts.set(test.name, (counts.get(test.name) ?? 0) + 1);

describe('NumPy 2.4 oracle (scripts/statistics_oracle.py)', () => {
  for (const [name, count] of counts) {
    it(`${name}: ${count} cases`, () => {
      for (const [index, test] of fixture.cases.entries()) {
        if (test.name !== name) continue;
        const label = `${name} #${index} ${test.a.dtype}${JSON.stringify(test.a.shape)} ${JSON.stringify(test.options)} q=${JSON.stringify(test.q)}`;
        const result = run(test);
        const [first, second] = Array.isArray(result) ? result : [result];
        const tolerance = test.a.dtype === 'float64' ? 1e-12 : 2e-6;
        expect(first!.shape, label).toEqual(test.expected.shape);
        // Float data's edges are NumPy's bits (computed in the data's dtype where the range is
        // autodetected); integer data's are NumPy's float64 edges in JAX's float dtype.
        const exact = name === 'histogramBinEdges' && test.a.dtype?.startsWith('float') ? 0 : tolerance;
        close(flatValues(first!), test.expected.data.map(decode), name === 'histogram' ? 1e-6 : exact, label);
        if (test.second !== undefined) close(flatValues(second!), test.second.data.map(decode), 0, `${label} (second)`);
      }
    });
  }
  it('covers every function', () => {
    expect([...counts.keys()].sort()).toEqual(
      [
        'average',
        'bincount',
        'countNonzero',
        'digitize',
        'histogram',
        'histogramBinEdges',
        'median',
        'nanargmax',
        'nanargmin',
        'nancumprod',
        'nancumsum',
        'nanmax',
        'nanmean',
        'nanmedian',
        'nanmin',
        'nanpercentile',
        'nanprod',
        'nanquantile',
        'nanstd',
        'nansum',
        'nanvar',
        'percentile',
        'ptp',
        'quantile',
      ].sort(),
    );
  });
});

describe("JAX's dtypes", () => {
  const x64 = withPolicy({ x64: true }) as unknown as Record<string, (...args: unknown[]) => AnyNDArray>;
  const cases: [string, string, string, string][] = [
    // name, input, x64 off, x64 on
    ['nansum', 'int8', 'int32', 'int64'],
    ['nansum', 'float16', 'float16', 'float16'],
    ['nanprod', 'uint8', 'uint32', 'uint64'],
    ['nanmean', 'int32', 'float32', 'float32'],
    ['nanmean', 'int64', 'float64', 'float64'],
    ['nanmean', 'float16', 'float16', 'float16'],
    ['nanvar', 'float32', 'float32', 'float32'],
    ['nanstd', 'complex64', 'float32', 'float32'],
    ['nanmin', 'int16', 'int16', 'int16'],
    ['nanmax', 'bfloat16', 'bfloat16', 'bfloat16'],
    ['nanargmin', 'float32', 'int32', 'int64'],
    ['nanargmax', 'float64', 'int32', 'int64'],
    ['nancumsum', 'bool', 'int32', 'int64'],
    ['nancumprod', 'float32', 'float32', 'float32'],
    ['median', 'int32', 'float32', 'float32'],
    ['median', 'uint64', 'float64', 'float64'],
    ['median', 'float16', 'float16', 'float16'],
    ['nanmedian', 'bool', 'float32', 'float32'],
    ['ptp', 'uint8', 'uint8', 'uint8'],
    ['countNonzero', 'float32', 'int32', 'int64'],
    ['average', 'int8', 'float32', 'float32'],
  ];
  for (const [name, input, off, on] of cases) {
    it(`${name}(${input}) → ${off} / ${on} (x64)`, () => {
      const values = np.ones([2, 3], input as never) as AnyNDArray;
      expect((functions[name]!(values) as AnyNDArray).dtype).toBe(off);
      expect(x64[name]!(values).dtype).toBe(on);
      values.dispose();
    });
  }
  it('quantile, histogram, bincount, digitize', () => {
    // mean's dtype (this library's rule for JAX's: integers of up to 32 bits → float32, 64-bit → float64)
    expect(np.quantile(array([1, 2], 'int64'), [0.5, 0.75]).dtype).toBe(np.mean(array([1], 'int64')).dtype);
    expect(x64.quantile!(array([1, 2], 'int32'), 0.5).dtype).toBe(x64.mean!(array([1], 'int32')).dtype);
    const [hist, edges] = np.histogram(array([1, 2, 3], 'int32'));
    expect([hist.dtype, edges.dtype]).toEqual(['float32', 'float32']);
    expect(np.histogramBinEdges(array([1, 2], 'float64')).dtype).toBe('float64');
    expect(np.bincount(array([1, 2], 'uint8')).dtype).toBe('int32');
    expect(np.bincount(array([1, 2], 'uint8'), { weights: array([0.5, 1], 'float64') }).dtype).toBe('float64');
    expect(np.digitize(array([1, 2]), [1.5]).dtype).toBe('int32');
    expect(x64.digitize!(array([1, 2]), [1.5]).dtype).toBe('int64');
  });
});

describe('edges', () => {
  it('all-NaN slices: NumPy values (nanargmin/nanargmax: -1, as jnp)', () => {
    const allNaN = array(
      [
        [Number.NaN, Number.NaN],
        [1, Number.NaN],
      ],
      'float32',
    );
    expect(flatValues(np.nansum(allNaN, 1))).toEqual([0, 1]);
    expect(flatValues(np.nanprod(allNaN, 1))).toEqual([1, 1]);
    for (const name of ['nanmean', 'nanvar', 'nanstd', 'nanmin', 'nanmax', 'nanmedian'] as const)
      expect(flatValues(functions[name]!(allNaN, 1) as AnyNDArray)[0], name).toBeNaN();
    expect(flatValues(np.nanargmin(allNaN, 1))).toEqual([-1, 0]);
    expect(flatValues(np.nanargmax(allNaN, { axis: 1, keepdims: true }))).toEqual([-1, 0]);
    expect(np.nanargmax(allNaN, { axis: 1, keepdims: true }).shape).toEqual([2, 1]);
    expect(np.nanquantile(allNaN, [0.5], 1).shape).toEqual([1, 2]);
  });
  it('empty: sum 0, mean NaN, median NaN', () => {
    const empty = np.zeros([0], 'float32') as AnyNDArray;
    expect(np.nansum(empty).item()).toBe(0);
    expect(np.nanmean(empty).item()).toBeNaN();
    expect(np.median(empty).item()).toBeNaN();
    expect(() => np.nanmin(empty)).toThrow(/^nanmin: /);
  });
  it('integers pass through as the plain reductions', () => {
    const ints = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int32',
    );
    expect(flatValues(np.nanmin(ints, 0))).toEqual([1, 2]);
    expect(flatValues(np.nanargmax(ints))).toEqual([3]);
    expect(flatValues(np.nancumsum(ints, 1))).toEqual([1, 3, 3, 7]);
  });
  it('where and initial combine with the NaN mask', () => {
    const values = array([1, Number.NaN, 5, 7], 'float64');
    const where = array([true, true, true, false]);
    expect(np.nansum(values, { where }).item()).toBe(6);
    expect(np.nanmax(values, { where, initial: 0 }).item()).toBe(5);
    expect(np.nanmean(values, { where }).item()).toBe(3);
  });
  it('inputs are not mutated; complex nansum', () => {
    const values = array([3, Number.NaN, 1, 2], 'float32');
    np.median(values).dispose();
    np.nanmedian(values).dispose();
    expect(flatValues(values)).toEqual([3, Number.NaN, 1, 2]);
    const complex = array([1, 2, Number.NaN], 'complex64');
    expect(np.nansum(complex).dtype).toBe('complex64');
  });
  it('strided views', () => {
    const grid = np.arange(12, 'float32').reshape([3, 4]) as AnyNDArray;
    const view = grid.T as AnyNDArray;
    expect(flatValues(np.median(view, 1))).toEqual([4, 5, 6, 7]);
    expect(flatValues(np.nansum(view, 1))).toEqual([12, 15, 18, 21]);
    expect(flatValues(np.ptp(view, 0))).toEqual([3, 3, 3]);
    expect(flatValues(np.nanargmax(view, 1))).toEqual([2, 2, 2, 2]);
    expect(flatValues(np.nancumsum(view, 0))).toEqual([0, 4, 8, 1, 9, 17, 3, 15, 27, 6, 22, 38]);
    expect(flatValues(np.nanmin(view, 1))).toEqual([0, 1, 2, 3]);
  });
  it('average returned without weights: the count', () => {
    const [avg, count] = np.average(
      array([
        [1, 2],
        [3, 5],
      ]),
      0,
      { returned: true },
    ) as unknown as AnyNDArray[];
    expect(flatValues(avg!)).toEqual([2, 3.5]);
    expect(flatValues(count!)).toEqual([2, 2]);
  });
});

describe('errors name the function', () => {
  const x = array([1, 2, 3], 'float32');
  const cases: [string, () => unknown, RegExp][] = [
    ['nansum axis', () => np.nansum(x, 3 as never), /^nansum: .*axis/],
    ['nanmean option', () => np.nanmean(x, { bogus: 1 } as never), /^nanmean: .*bogus/],
    ['nanmin out', () => np.nanmin(x, { out: x } as never), /^nanmin: out is not supported/],
    ['nansum not an array', () => np.nansum([1, 2] as never), /^nansum: a must be an NDArray/],
    ['quantile range', () => np.quantile(x, 1.5), /^quantile: Quantiles must be in the range \[0, 1\]/],
    ['percentile range', () => np.percentile(x, -1), /^percentile: Percentiles must be in the range \[0, 100\]/],
    ['quantile method', () => np.quantile(x, 0.5, { method: 'cubic' as never }), /^quantile: method must be one of/],
    ['quantile q', () => np.quantile(x, 'half' as never), /^quantile: q must be/],
    ['median method', () => np.median(x, { method: 'lower' } as never), /^median: options take no method/],
    ['median complex', () => np.median(array([1], 'complex64')), /^median: complex input/],
    ['ptp bool', () => np.ptp(array([true])), /^ptp: bool input/],
    ['bincount negative', () => np.bincount(array([1, -1])), /^bincount: x must be non-negative/],
    ['bincount float', () => np.bincount(x), /^bincount: x must be an integer array/],
    ['bincount 2-D', () => np.bincount(array([[1]])), /^bincount: x must be 1-D/],
    ['bincount weights', () => np.bincount(array([1, 2]), { weights: x }), /^bincount: weights of shape/],
    ['histogram bins', () => np.histogram(x, { bins: 0 }), /^histogram: bins must be/],
    ['histogram edges', () => np.histogram(x, { bins: [2, 1] }), /^histogram: bins must increase/],
    ['histogram range', () => np.histogram(x, { range: [3, 1] }), /^histogram: max must be larger/],
    ['histogram nan', () => np.histogram(array([1, Number.NaN])), /^histogram: autodetected range/],
    ['histogramBinEdges bins', () => np.histogramBinEdges(x, { bins: -1 }), /^histogramBinEdges: bins must be/],
    // NumPy's estimators ('auto', 'fd', 'sturges' …) are not implemented (JAX refuses them too).
    [
      'histogramBinEdges estimator',
      () => np.histogramBinEdges(x, { bins: 'auto' as never }),
      /^histogramBinEdges: bins as an estimator name \('auto'\) is not supported/,
    ],
    ['histogram estimator', () => np.histogram(x, { bins: 'fd' as never }), /^histogram: bins as an estimator name/],
    ['histogramBinEdges nan', () => np.histogramBinEdges(array([Number.NaN, 1])), /^histogramBinEdges: autodetected/],
    ['digitize bins', () => np.digitize(x, [1, 3, 2]), /^digitize: bins must be monotonically/],
    ['average weights', () => np.average(array([[1, 2]]), { weights: x }), /^average: weights of shape/],
    ['countNonzero option', () => np.countNonzero(x, { ddof: 1 } as never), /^countNonzero: .*ddof/],
  ];
  for (const [label, call, pattern] of cases) it(label, () => expect(call).toThrow(pattern));
});
