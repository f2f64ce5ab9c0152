// cov, corrcoef, histogram2d, gradient, unwrap, cumulativeSum and cumulativeProd
// (src/ops/statistics-extra.ts): NumPy 2.4's values from scripts/statistics_oracle.py
// (test/fixtures/statistics-extra.json), JAX's dtypes with x64 off and on, shapes, the edges, the
// errors (named after the function), no mutation and no leak.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import { array, memoryStats, withPolicy, type AnyNDArray } from '../src/index.js';
import { rangeSplitsTaken, setRangeSplit } from '../src/execute/ranges.js';

type Datum = number | string | [number | string, number | string];
interface Encoded {
  readonly data: Datum[];
  readonly dtype?: string;
  readonly shape: number[];
}
interface Case {
  readonly name: string;
  readonly args: (Encoded | number)[];
  readonly options: Record<string, unknown>;
  readonly expected: Encoded[];
}
const fixture = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/statistics-extra.json', import.meta.url)), 'utf8'),
) as { cases: Case[] };

const decode = (value: number | string): number =>
  value === 'NaN'
    ? Number.NaN
    : value === 'Infinity'
      ? Infinity
      : value === '-Infinity'
        ? -Infinity
        : (value as number);
const isEncoded = (value: unknown): value is Encoded =>
  typeof value === 'object' && value !== null && 'data' in value && 'shape' in value;
/** Complex data as interleaved parts. */
const flatData = (encoded: Encoded): number[] =>
  encoded.data.flatMap((entry) => (Array.isArray(entry) ? entry.map(decode) : [decode(entry)]));
const toArray = (encoded: Encoded): AnyNDArray => {
  const complex = encoded.dtype?.startsWith('complex') ?? false;
  if (!complex) {
    const flat = array(flatData(encoded), encoded.dtype as never) as AnyNDArray;
    return flat.reshape(encoded.shape as never) as AnyNDArray;
  }
  const parts = flatData(encoded);
  const real = array(
    parts.filter((_, index) => index % 2 === 0),
    'float64',
  ) as AnyNDArray;
  const imag = array(
    parts.filter((_, index) => index % 2 === 1),
    'float64',
  ) as AnyNDArray;
  const joined = np.add(real, np.multiply(imag, { re: 0, im: 1 } as never));
  return (joined as AnyNDArray).astype(encoded.dtype as never).reshape(encoded.shape as never) as AnyNDArray;
};
const flatValues = (result: AnyNDArray): number[] => {
  if (result.dtype.startsWith('complex')) {
    const real = np.real(result as never) as AnyNDArray;
    const imag = np.imag(result as never) as AnyNDArray;
    const re = (real.flatten().toArray() as number[]).map(Number);
    const im = (imag.flatten().toArray() as number[]).map(Number);
    return re.flatMap((value, index) => [value, im[index]!]);
  }
  return (result.flatten().toArray() as (number | bigint | boolean)[]).map((value) => Number(value));
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

const functions = np as unknown as Record<string, (...args: unknown[]) => unknown>;

function results(value: unknown): AnyNDArray[] {
  if (Array.isArray(value)) return value as AnyNDArray[];
  if (value instanceof np.NDArray) return [value as AnyNDArray];
  const { hist, xedges, yedges } = value as Record<string, AnyNDArray>;
  return [hist!, xedges!, yedges!];
}

const counts = new Map<string, number>();
for (const test of fixture.cases) counts.set(test.name, (counts.get(test.name) ?? 0) + 1);

describe('NumPy 2.4 oracle (scripts/statistics_oracle.py, statistics-extra.json)', () => {
  for (const [name, count] of counts) {
    it(`${name}: ${count} cases`, () => {
      for (const [index, test] of fixture.cases.entries()) {
        if (test.name !== name) continue;
        np.scope(() => {
          const args = test.args.map((arg) => (isEncoded(arg) ? toArray(arg) : arg));
          const options: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(test.options))
            options[key] = isEncoded(value)
              ? toArray(value)
              : Array.isArray(value) && value.some(isEncoded)
                ? value.map((each) => (isEncoded(each) ? toArray(each) : each))
                : value;
          const first = test.args[0] as Encoded;
          const label = `${name} #${index} ${first.dtype}${JSON.stringify(first.shape)} ${JSON.stringify(test.options).slice(0, 120)}`;
          const got = results(functions[name]!(...args, options));
          const inputs = test.args.filter(isEncoded).map((each) => each.dtype);
          const single = inputs.every((dtype) => dtype === 'float32' || dtype === 'complex64' || dtype === 'int32');
          // gradient of float32 or float16 with scalar steps: NumPy's values exactly (each dtype in its
          // own precision); float16 otherwise to its precision.
          const exact =
            name === 'gradient' && inputs.length === 1 && (inputs[0] === 'float32' || inputs[0] === 'float16');
          // histogram2d's edges of x and y of one float dtype: NumPy's bits (computed in that dtype
          // where the range is the data's).
          const exactEdges =
            name === 'histogram2d' && inputs.every((dtype) => dtype === inputs[0] && dtype?.startsWith('float'));
          const tolerance = exact
            ? 0
            : inputs.includes('float16')
              ? 4e-3
              : single && options.dtype === undefined
                ? 2e-5
                : 1e-10;
          expect(got.length, label).toBe(test.expected.length);
          got.forEach((result, which) => {
            expect(result.shape, `${label} (${which})`).toEqual(test.expected[which]!.shape);
            close(
              flatValues(result),
              flatData(test.expected[which]!),
              exactEdges && which > 0 ? 0 : tolerance,
              `${label} (${which})`,
            );
          });
        });
      }
    });
  }
  it('covers every function', () => {
    expect([...counts.keys()].sort()).toEqual(
      ['corrcoef', 'cov', 'cumulativeProd', 'cumulativeSum', 'gradient', 'histogram2d', 'unwrap'].sort(),
    );
  });
});

describe("JAX's dtypes, x64 off and on", () => {
  const x64 = withPolicy({ x64: true }) as unknown as Record<string, (...args: unknown[]) => unknown>;
  const one = (value: unknown): AnyNDArray => results(value)[0]!;
  const cases: [string, string, (f: (...args: unknown[]) => unknown, x: AnyNDArray) => unknown, string, string][] = [
    // name, input dtype, call, x64 off, x64 on
    ['cov', 'int32', (f, x) => f(x), 'float32', 'float32'],
    ['cov', 'int64', (f, x) => f(x), 'float64', 'float64'],
    ['cov', 'bool', (f, x) => f(x), 'float32', 'float32'],
    ['cov', 'float16', (f, x) => f(x), 'float16', 'float16'],
    ['cov', 'complex64', (f, x) => f(x), 'complex64', 'complex64'],
    ['cov', 'float32', (f, x) => f(x, { dtype: 'float64' }), 'float64', 'float64'],
    ['corrcoef', 'uint8', (f, x) => f(x), 'float32', 'float32'],
    ['corrcoef', 'float64', (f, x) => f(x), 'float64', 'float64'],
    ['gradient', 'int16', (f, x) => f(x, { axis: 1 }), 'float32', 'float32'],
    ['gradient', 'float16', (f, x) => f(x, { axis: 1 }), 'float16', 'float16'],
    ['unwrap', 'int32', (f, x) => f(x), 'float32', 'float64'],
    ['unwrap', 'int8', (f, x) => f(x, { period: 4 }), 'int8', 'int8'],
    ['unwrap', 'float32', (f, x) => f(x), 'float32', 'float32'],
    ['cumulativeSum', 'int8', (f, x) => f(x, { axis: 0 }), 'int32', 'int64'],
    ['cumulativeSum', 'uint16', (f, x) => f(x, { axis: 0 }), 'uint32', 'uint64'],
    ['cumulativeSum', 'bool', (f, x) => f(x, { axis: 0 }), 'int32', 'int64'],
    ['cumulativeSum', 'int32', (f, x) => f(x, { axis: 0 }), 'int32', 'int64'],
    ['cumulativeSum', 'float16', (f, x) => f(x, { axis: 0 }), 'float16', 'float16'],
    ['cumulativeSum', 'int8', (f, x) => f(x, { axis: 0, dtype: 'int16' }), 'int16', 'int16'],
    ['cumulativeProd', 'int8', (f, x) => f(x, { axis: 0 }), 'int8', 'int8'],
    ['cumulativeProd', 'bool', (f, x) => f(x, { axis: 0 }), 'int32', 'int64'],
  ];
  for (const [name, input, call, off, on] of cases) {
    it(`${name}(${input}) → ${off} / ${on} (x64)`, () => {
      np.scope(() => {
        const values = np.ones([2, 3], input as never) as AnyNDArray;
        expect(one(call(functions[name]!, values)).dtype).toBe(off);
        expect(one(call(x64[name]!, values)).dtype).toBe(on);
      });
    });
  }
  it('histogram2d: counts the default int, weights or density the inexact dtype', () => {
    np.scope(() => {
      const x = array([1, 2, 3], 'int32');
      const plain = np.histogram2d(x, x, { bins: 2 });
      expect([plain.hist.dtype, plain.xedges.dtype, plain.yedges.dtype]).toEqual(['int32', 'float32', 'float32']);
      const wide = (x64.histogram2d as typeof np.histogram2d)(x, x, { bins: 2 });
      expect([wide.hist.dtype, wide.xedges.dtype]).toEqual(['int64', 'float32']);
      const weighted = np.histogram2d(x, x, { weights: array([1, 2, 3], 'float64') });
      expect([weighted.hist.dtype, weighted.xedges.dtype]).toEqual(['float64', 'float64']);
      const density = np.histogram2d(x, array([1, 2, 3], 'float16'), { density: true });
      // int32 with float16: float16 (JAX's lattice)
      expect([density.hist.dtype, density.yedges.dtype]).toEqual(['float16', 'float16']);
      expect(density.hist.shape).toEqual([10, 10]);
    });
  });
  it('cov and corrcoef with y promote both', () => {
    np.scope(() => {
      const c = np.cov(array([1, 2, 3], 'float32'), array([1, 0, 2], 'float64'));
      expect([c.dtype, c.shape]).toEqual(['float64', [2, 2]]);
      expect(np.corrcoef(array([1, 2, 3], 'int8'), array([1, 0, 2], 'int8')).dtype).toBe('float32');
    });
  });
});

describe('shapes and edges', () => {
  it('cov: one variable is 0-d; no variables [0, 0]; no observations NaN', () => {
    np.scope(() => {
      expect(np.cov(array([1, 2, 4])).shape).toEqual([]);
      expect(np.cov(np.zeros([0, 3])).shape).toEqual([0, 0]);
      const empty = np.cov(np.zeros([2, 0]));
      expect(empty.shape).toEqual([2, 2]);
      expect(flatValues(empty).every(Number.isNaN)).toBe(true);
      expect(np.cov(array(3)).item()).toBeNaN();
    });
  });
  it('corrcoef: clipped to [-1, 1]; complex parts clipped; a constant row NaN', () => {
    np.scope(() => {
      const r = np.corrcoef(
        array(
          [
            [1e-3, 2e-3, 3.0000001e-3],
            [1, 2, 3.0000001],
          ],
          'float32',
        ),
      );
      expect(flatValues(r).every((value) => value <= 1 && value >= -1)).toBe(true);
      const z = np.corrcoef(
        np.add(array([1, 2, 3]), np.multiply(array([0, 1, 5]), { re: 0, im: 1 } as never)) as never,
      );
      expect(z.dtype).toBe('complex64');
      expect(flatValues(z).every((value) => value <= 1 + 1e-7 && value >= -1 - 1e-7)).toBe(true);
    });
  });
  it('gradient: a list per axis, one array for one axis, [] for no axes', () => {
    np.scope(() => {
      const grid = np.arange(12, 'float32').reshape([3, 4]) as AnyNDArray;
      const both = np.gradient(grid) as AnyNDArray[];
      expect(both.length).toBe(2);
      expect(flatValues(both[0]!)).toEqual(Array(12).fill(4));
      expect(flatValues(both[1]!)).toEqual(Array(12).fill(1));
      expect((np.gradient(grid, { axis: [0] }) as AnyNDArray).shape).toEqual([3, 4]);
      expect(np.gradient(grid, { axis: [] })).toEqual([]);
      expect(flatValues(np.gradient(grid.T as AnyNDArray, 2, { axis: 0 }) as AnyNDArray)).toEqual(Array(12).fill(0.5));
    });
  });
  it('gradient: the same values however the kernel lines are cut (threads)', () => {
    np.scope(() => {
      const values = Array.from({ length: 4 * 5 * 6 }, (_, index) => Math.sin(index * 0.7) * 10);
      const coordinates = array([0, 0.5, 2, 2.25, 4], 'float64');
      for (const dtype of ['float32', 'float64', 'float16', 'complex64'] as const) {
        const f = array(values, 'float32').astype(dtype).reshape([4, 5, 6]) as AnyNDArray;
        const calls: [string, () => unknown][] = [
          ['steps', () => np.gradient(f, 0.3)],
          ['edge order 2', () => np.gradient(f, { edgeOrder: 2 })],
          ['coordinates', () => np.gradient(f, coordinates, { axis: 1 })],
        ];
        for (const [label, call] of calls) {
          const whole = results(call()).map(flatValues);
          const taken = rangeSplitsTaken();
          // Pieces of 1, 2, 3 … lines: a row's interior and its edges land in different pieces.
          setRangeSplit((total) => {
            const pieces: [number, number][] = [];
            for (let begin = 0, width = 1; begin < total; begin += width, width += 1)
              pieces.push([begin, Math.min(total, begin + width)]);
            return pieces;
          });
          try {
            expect(results(call()).map(flatValues), `${dtype} ${label}`).toEqual(whole);
          } finally {
            setRangeSplit(undefined);
          }
          expect(rangeSplitsTaken()).toBeGreaterThan(taken);
        }
      }
    });
  });
  it('unwrap: an empty axis, a strided view, p not mutated', () => {
    np.scope(() => {
      expect(np.unwrap(np.zeros([0], 'float32')).shape).toEqual([0]);
      const p = array([0, 3, 6, 9, 12], 'float64');
      const view = p.reshape([5, 1]).T as AnyNDArray;
      expect(np.unwrap(view, { axis: 1 }).shape).toEqual([1, 5]);
      expect(flatValues(p)).toEqual([0, 3, 6, 9, 12]);
    });
  });
  it('cumulativeSum / cumulativeProd: includeInitial along an axis, empty axes', () => {
    np.scope(() => {
      const x = array([
        [1, 2],
        [3, 4],
      ]);
      expect(np.cumulativeSum(x, { axis: 0, includeInitial: true }).toArray()).toEqual([
        [0, 0],
        [1, 2],
        [4, 6],
      ]);
      expect(np.cumulativeProd(x, { axis: -1, includeInitial: true }).toArray()).toEqual([
        [1, 1, 2],
        [1, 3, 12],
      ]);
      expect(np.cumulativeSum(np.zeros([0], 'int32'), { includeInitial: true }).toArray()).toEqual([0]);
    });
  });
  it('histogram2d: points outside the range are dropped; the last edges closed', () => {
    np.scope(() => {
      const x = array([0, 1, 2, 5]);
      const { hist } = np.histogram2d(x, x, { bins: 2, range: [[0, 2], null] });
      expect(hist.toArray()).toEqual([
        [1, 0],
        [2, 0],
      ]);
      expect(np.histogram2d(x, x, { bins: [[0, 1, 2], 3] }).hist.shape).toEqual([2, 3]);
    });
  });
});

describe('errors name the function', () => {
  const x = array([1, 2, 3], 'float32');
  const m = array([[1, 2, 3]], 'float32');
  const cases: [string, () => unknown, RegExp][] = [
    ['cov 3-D', () => np.cov(np.zeros([1, 1, 1])), /^cov: m has more than 2 dimensions/],
    ['cov option', () => np.cov(x, { bogus: 1 } as never), /^cov: .*bogus/],
    ['cov dtype', () => np.cov(x, { dtype: 'int32' as never }), /^cov: dtype must be a float or complex dtype/],
    ['cov ddof', () => np.cov(x, { ddof: 0.5 }), /^cov: ddof must be an integer/],
    ['cov y length', () => np.cov(x, array([1, 2])), /^cov: m and y need the same number of observations/],
    ['cov fweights float', () => np.cov(x, { fweights: x }), /^cov: fweights must be integer/],
    ['cov fweights length', () => np.cov(x, { fweights: [1, 2] }), /^cov: fweights has 2 entries/],
    ['cov aweights negative', () => np.cov(x, { aweights: [1, -1, 1] }), /^cov: aweights cannot be negative/],
    ['cov not an array', () => np.cov([1, 2] as never), /^cov: m must be an NDArray/],
    ['corrcoef 3-D', () => np.corrcoef(np.zeros([1, 1, 1])), /^corrcoef: m has more than 2 dimensions/],
    ['corrcoef option', () => np.corrcoef(m, { bias: true } as never), /^corrcoef: .*bias/],
    ['histogram2d lengths', () => np.histogram2d(x, array([1, 2])), /^histogram2d: x and y must be 1-D of one length/],
    ['histogram2d bins', () => np.histogram2d(x, x, { bins: 0 }), /^histogram2d: bins must be/],
    ['histogram2d edges', () => np.histogram2d(x, x, { bins: [[2, 1], 2] }), /^histogram2d: the x edges must increase/],
    ['histogram2d range', () => np.histogram2d(x, x, { range: [[3, 1], null] }), /^histogram2d: max must be larger/],
    [
      'histogram2d nan',
      () => np.histogram2d(array([1, Number.NaN]), array([1, 2])),
      /^histogram2d: autodetected range/,
    ],
    ['histogram2d complex', () => np.histogram2d(array([1], 'complex64'), array([1])), /^histogram2d: complex input/],
    ['gradient small', () => np.gradient(array([1])), /^gradient: shape \[1\] is too small/],
    ['gradient edgeOrder', () => np.gradient(x, { edgeOrder: 3 as never }), /^gradient: edgeOrder must be 1 or 2/],
    ['gradient spacing count', () => np.gradient(m, 1, 2, 3), /^gradient: 3 spacings for 2 axes/],
    [
      'gradient coordinates',
      () => np.gradient(x, array([1, 2])),
      /^gradient: the spacing array for axis 0 has 2 entries/,
    ],
    ['gradient axis', () => np.gradient(x, { axis: 2 }), /^gradient: .*axis/],
    ['unwrap complex', () => np.unwrap(array([1], 'complex64')), /^unwrap: complex input/],
    ['unwrap 0-d', () => np.unwrap(array(1)), /^unwrap: p must be at least one-dimensional/],
    ['unwrap period', () => np.unwrap(x, { period: 'x' as never }), /^unwrap: period must be a finite number/],
    ['cumulativeSum axis', () => np.cumulativeSum(m), /^cumulativeSum: x has 2 dimensions/],
    ['cumulativeSum 0-d', () => np.cumulativeSum(array(1)), /^cumulativeSum: x must be at least one-dimensional/],
    ['cumulativeProd option', () => np.cumulativeProd(x, { initial: 1 } as never), /^cumulativeProd: .*initial/],
    [
      'cumulativeProd includeInitial',
      () => np.cumulativeProd(x, { includeInitial: 1 as never }),
      /^cumulativeProd: includeInitial must be/,
    ],
  ];
  for (const [label, call, pattern] of cases) it(label, () => expect(call).toThrow(pattern));
});

describe('memory', () => {
  it('no leak on success or error', () => {
    const x = array(
      [
        [1, 2, 3, 5],
        [2, 0, 1, 1],
      ],
      'float32',
    );
    const before = memoryStats().liveArrays;
    np.cov(x).dispose();
    const fweights = array([1, 1, 2, 1]);
    np.cov(x, { aweights: [1, 2, 3, 4], fweights }).dispose();
    fweights.dispose();
    np.corrcoef(x).dispose();
    const flat = array([1, 2, 3, 5, 2, 0, 1, 1], 'float32');
    const h = np.histogram2d(flat, flat, { bins: 2 });
    h.hist.dispose();
    h.xedges.dispose();
    h.yedges.dispose();
    for (const each of np.gradient(x) as AnyNDArray[]) each.dispose();
    np.unwrap(x).dispose();
    np.cumulativeSum(x, { axis: 1, includeInitial: true }).dispose();
    expect(() => np.cov(x, { fweights: [1, 2] })).toThrow();
    const coordinates = array([1, 2, 3]);
    expect(() => np.gradient(x, coordinates, { axis: 1 })).toThrow();
    coordinates.dispose();
    flat.dispose();
    expect(memoryStats().liveArrays).toBe(before);
  });
});
