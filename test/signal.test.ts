// convolve, correlate, diff, trapezoid, interp and rot90 against NumPy (test/fixtures/signal/cases.json
// from scripts/signal_oracle.py), their JAX dtypes, views and refusals.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  array,
  convolve,
  correlate,
  diff,
  ediff1d,
  interp,
  rot90,
  trapezoid,
  zeros,
  type NDArray,
} from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';
import { setRangeSplit } from '../src/execute/ranges.js';

type Value = number | [number, number];
const oracle = JSON.parse(readFileSync(new URL('./fixtures/signal/cases.json', import.meta.url), 'utf8')) as {
  signal: { name: 'convolve' | 'correlate'; mode: 'full' | 'same' | 'valid'; a: Value[]; v: Value[]; out: Value[] }[];
  diff: {
    shape: number[];
    a: number[];
    n: number;
    axis: number;
    prepend: number | null;
    append: number | null;
    outShape: number[];
    out: number[];
  }[];
  trapezoid: {
    shape: number[];
    y: number[];
    x: number[] | null;
    dx: number | null;
    axis: number;
    outShape: number[];
    out: number[];
  }[];
  interp: {
    x: number[];
    xp: number[];
    fp: number[];
    left: number | null;
    right: number | null;
    period: number | null;
    out: number[];
  }[];
  rot90: { shape: number[]; k: number; axes: [number, number]; outShape: number[]; out: number[] }[];
};

const complexOf = (values: Value[]) =>
  values.map((each) => (Array.isArray(each) ? { re: each[0], im: each[1] } : each));
const flat = (values: unknown): number[] => {
  const out: number[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const { re, im } = value as { re: number; im: number };
      out.push(re, im);
    } else out.push(Number(value));
  };
  walk(values);
  return out;
};
const close = (actual: number[], expected: number[], tolerance: number) => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((value, index) => {
    const want = expected[index]!;
    expect(Math.abs(value - want)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(want)));
  });
};

describe('convolve and correlate', () => {
  it("match NumPy's in every mode and length order, real and complex", () => {
    for (const each of oracle.signal) {
      const complex = Array.isArray(each.a[0]);
      const dtype = complex ? 'complex128' : 'float64';
      const a = array(complexOf(each.a) as never, dtype);
      const v = array(complexOf(each.v) as never, dtype);
      const run = each.name === 'convolve' ? convolve : correlate;
      const out = run(a, v, each.mode);
      expect(out.dtype).toBe(dtype);
      close(flat(out.toArray()), flat(each.out), 1e-12);
      const single = run(
        array(complexOf(each.a) as never, complex ? 'complex64' : 'float32'),
        array(complexOf(each.v) as never, complex ? 'complex64' : 'float32'),
        { mode: each.mode },
      );
      expect(single.dtype).toBe(complex ? 'complex64' : 'float32');
      close(flat(single.toArray()), flat(each.out), 1e-5);
      for (const made of [a, v, out, single]) made.dispose();
    }
  });

  it('give the same values cut into uneven pieces (as threads run them)', () => {
    const long = oracle.signal.filter((each) => each.a.length === 300 && !Array.isArray(each.a[0]));
    expect(long.length).toBeGreaterThan(0);
    setRangeSplit((total) => [
      [0, 3],
      [3, 21],
      [21, total],
    ]);
    try {
      for (const each of long) {
        for (const dtype of ['float32', 'float64'] as const) {
          const run = each.name === 'convolve' ? convolve : correlate;
          const out = run(array(each.a as number[], dtype), array(each.v as number[], dtype), each.mode);
          close(flat(out.toArray()), flat(each.out), dtype === 'float32' ? 1e-5 : 1e-12);
        }
      }
    } finally {
      setRangeSplit(undefined);
    }
  });

  it("give JAX's inexact dtypes", () => {
    const ints = array([1, 2, 3], 'int32');
    const halves = array([1, 0.5], 'float16');
    const bools = array([true, false, true]);
    const kernel: NDArray<'float32', [number]> = convolve(ints, array([1, 1], 'int8'));
    expect(kernel.dtype).toBe('float32');
    expect(kernel.toArray()).toEqual([1, 3, 5, 3]);
    expect(convolve(halves, halves).dtype).toBe('float16');
    expect(convolve(halves, halves).toArray()).toEqual([1, 1, 0.25]);
    expect(correlate(bools, bools, 'full').toArray()).toEqual([1, 0, 2, 0, 1]);
    expect(correlate(bools, bools).dtype).toBe('float32');
  });

  it('read strided views and leave their inputs', () => {
    const base = array([1, 2, 3, 4, 5, 6], 'float32');
    const odd = base.slice('::2');
    expect(convolve(odd, array([1, -1], 'float32')).toArray()).toEqual([1, 2, 2, -5]);
    expect(base.toArray()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuse what NumPy refuses', () => {
    const a = array([1, 2, 3], 'float32');
    expect(() => convolve(a, zeros([0]))).toThrow(/convolve: a and v cannot be empty/);
    expect(() => convolve(zeros([2, 2]), a)).toThrow(/convolve: a and v must be one-dimensional/);
    expect(() => correlate(a, a, 'middle' as never)).toThrow(/correlate: mode must be 'full', 'same' or 'valid'/);
    expect(() => correlate(a, a, { mod: 'full' } as never)).toThrow(/mod/);
    expect(() => convolve([1, 2] as never, a)).toThrow(/convolve: a must be an NDArray/);
  });

  it('free every temporary', () => {
    const a = array([1, 2, 3, 4], 'float16');
    const v = array([1, 2], 'int8');
    convolve(a, v).dispose();
    const before = usedHeapBytes();
    for (let round = 0; round < 3; round += 1) {
      convolve(a, v, 'same').dispose();
      correlate(a, v, 'full').dispose();
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('diff', () => {
  it('stops once the axis is empty: a huge n returns the empty result at once, in the dtype', () => {
    const x = array([1, 2, 4, 7], 'int32');
    const flags = array([true, false]);
    const wide = diff(x, 1e300);
    const bools = diff(flags, 2 ** 50);
    expect([wide.shape, wide.dtype, bools.shape, bools.dtype]).toEqual([[0], 'int32', [0], 'bool']);
    for (const each of [x, flags, wide, bools]) each.dispose();
  });

  it("matches NumPy's with n, axis, prepend and append", () => {
    for (const each of oracle.diff) {
      const a = array(each.a, 'float64').reshape(each.shape);
      const options: Record<string, unknown> = { axis: each.axis };
      if (each.prepend !== null) options.prepend = each.prepend;
      if (each.append !== null) options.append = each.append;
      const out = diff(a, each.n, options);
      expect(out.shape).toEqual(each.outShape);
      close(flat(out.toArray()), each.out, 1e-12);
      const again = diff(a, { n: each.n, ...options });
      close(flat(again.toArray()), each.out, 1e-12);
      a.dispose();
      out.dispose();
      again.dispose();
    }
  });

  it("keeps JAX's dtypes: the input's, bool through not_equal, promoted with an edge array", () => {
    const ints: NDArray<'int8', number[]> = diff(array([1, 5, 2], 'int8'));
    expect(ints.dtype).toBe('int8');
    expect(ints.toArray()).toEqual([4, -3]);
    expect(diff(array([true, false, false, true])).toArray()).toEqual([true, false, true]);
    expect(diff(array([1, 5], 'int8'), { prepend: 1 }).dtype).toBe('int8');
    const wider: NDArray<'float32', number[]> = diff(array([1, 5], 'int8'), { append: array([0.5], 'float32') });
    expect(wider.dtype).toBe('float32');
    expect(wider.toArray()).toEqual([4, -4.5]);
    const weakly = diff(array([1, 5], 'int8'), { prepend: 0.5 });
    expect([weakly.dtype, weakly.weakType]).toEqual(['float32', true]);
    expect(convolve(array([1, 2], 'int8'), array([1], 'int8')).weakType).toBe(false);
  });

  it('refuses bad arguments', () => {
    const a = array([1, 2, 3]);
    expect(() => diff(a, -1)).toThrow(/diff: n must be non-negative, got -1/);
    expect(() => diff(a, 1.5)).toThrow(/diff: n must be an integer/);
    expect(() => diff(array(3))).toThrow(/diff: a must be at least one-dimensional/);
    expect(() => diff(a, { axis: 1 })).toThrow(/diff/);
    expect(() => diff(a, { prepend: 'x' as never })).toThrow(/diff: prepend must be an NDArray or a scalar/);
    expect(() => diff(a, { bogus: 1 } as never)).toThrow(/bogus/);
  });

  it('frees its temporaries', () => {
    const a = array(
      [
        [1, 2, 4],
        [3, 7, 9],
      ],
      'float32',
    );
    diff(a, 2, { prepend: 0, append: 1 }).dispose();
    const before = usedHeapBytes();
    diff(a, 2, { prepend: 0, append: 1 }).dispose();
    diff(a, 0).dispose();
    diff(a, 1, { axis: 0 }).dispose();
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('trapezoid', () => {
  it("matches NumPy's with dx, x and axis", () => {
    for (const each of oracle.trapezoid) {
      const y = array(each.y, 'float64').reshape(each.shape);
      const out =
        each.x === null
          ? trapezoid(y, { dx: each.dx!, axis: each.axis })
          : trapezoid(y, array(each.x, 'float64'), { axis: each.axis });
      expect(out.shape).toEqual(each.outShape);
      close(flat(out.toArray()), each.out, 1e-12);
      y.dispose();
      out.dispose();
    }
  });

  it("gives JAX's inexact dtype", () => {
    const ints: NDArray<'float32', number[]> = trapezoid(array([1, 2, 3], 'int32'));
    expect(ints.dtype).toBe('float32');
    expect(ints.item()).toBe(4);
    expect(trapezoid(array([1, 2], 'float16')).dtype).toBe('float16');
    expect(() => trapezoid(array(1))).toThrow(/trapezoid: y must be at least one-dimensional/);
    expect(() => trapezoid(array([1, 2]), { dx: 'a' as never })).toThrow(/trapezoid: dx must be a number/);
  });
});

describe('interp', () => {
  it("matches NumPy's with left, right and period", () => {
    for (const each of oracle.interp) {
      const options: Record<string, number> = {};
      if (each.left !== null) options.left = each.left;
      if (each.right !== null) options.right = each.right;
      if (each.period !== null) options.period = each.period;
      const out = interp(array(each.x, 'float64'), array(each.xp, 'float64'), array(each.fp, 'float64'), options);
      close(flat(out.toArray()), each.out, 1e-12);
    }
  });

  it("gives JAX's dtype and x's shape", () => {
    const out: NDArray<'float32', [2, 2]> = interp(
      array(
        [
          [0, 1],
          [2, 3],
        ],
        'int32',
      ) as NDArray<'int32', [2, 2]>,
      array([0, 4], 'int32'),
      array([0, 8], 'int32'),
    );
    expect(out.dtype).toBe('float32');
    expect(out.toArray()).toEqual([
      [0, 2],
      [4, 6],
    ]);
    expect(interp(array([0.5], 'float16'), array([0, 1], 'float16'), array([0, 1], 'float16')).dtype).toBe('float16');
    expect(interp(array([1], 'int32'), array([0, 2], 'int32'), array([0, 1], 'float16')).dtype).toBe('float32');
    expect(() => interp(array([1]), array([[1]]), array([1]))).toThrow(/interp: xp and fp must be one-dimensional/);
    expect(() => interp(array([1]), array([1]), array([1]), { period: 0 })).toThrow(
      /interp: period must be a non-zero/,
    );
    expect(() => interp(array([1]), array([1]), array([1]), { left: 'a' } as never)).toThrow(
      /interp: left must be a number/,
    );
  });
});

describe('rot90', () => {
  it("matches NumPy's, as a view", () => {
    for (const each of oracle.rot90) {
      const m = array(
        each.out.map((_, index) => index),
        'int32',
      ).reshape(each.shape);
      const out = rot90(m, each.k, each.axes);
      expect(out.shape).toEqual(each.outShape);
      expect(flat(out.toArray())).toEqual(each.out);
      const again = rot90(m, each.k, { axes: each.axes });
      expect(flat(again.toArray())).toEqual(each.out);
    }
  });

  it('keeps the shape type where k is literal and even, and refuses bad arguments', () => {
    const m = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int8',
    ) as NDArray<'int8', [2, 3]>;
    const half: NDArray<'int8', [2, 3]> = rot90(m, 2);
    expect(half.toArray()).toEqual([
      [6, 5, 4],
      [3, 2, 1],
    ]);
    expect(rot90(m).shape).toEqual([3, 2]);
    expect(() => rot90(array([1, 2]))).toThrow(/rot90: m must have at least two axes/);
    expect(() => rot90(m, 1, [0, 0])).toThrow(/rot90: the axes must be different/);
    expect(() => rot90(m, 1.5)).toThrow(/rot90: k must be an integer/);
    expect(() => rot90(m, 1, [0, 2])).toThrow(/rot90/);
  });
});

describe('ediff1d', () => {
  it("matches NumPy's, with toBegin and toEnd cast to the array's dtype", () => {
    const out: NDArray<'int8', [number]> = ediff1d(
      array(
        [
          [1, 2],
          [4, 7],
        ],
        'int8',
      ),
    );
    expect(out.dtype).toBe('int8');
    expect(out.toArray()).toEqual([1, 2, 3]);
    const ends = ediff1d(array([1, 2, 4], 'int16'), { toBegin: 0.5, toEnd: [9, 8] });
    expect(ends.dtype).toBe('int16');
    expect(ends.toArray()).toEqual([0, 1, 2, 9, 8]);
    expect(ediff1d(array([1.5], 'float32'), { toBegin: array([[1, 2]], 'float64') }).toArray()).toEqual([1, 2]);
    expect(ediff1d(array([1, 3], 'float32').slice('::-1')).toArray()).toEqual([-2]);
  });

  it('refuses bool and bad ends, and frees its temporaries', () => {
    expect(() => ediff1d(array([true, false]))).toThrow(/ediff1d: bool arrays/);
    expect(() => ediff1d(array([1, 2]), { toEnd: 'x' as never })).toThrow(/ediff1d: toEnd must be/);
    expect(() => ediff1d(array([1, 2]), { to_end: 1 } as never)).toThrow(/to_end/);
    const a = array([1, 2, 4], 'float32');
    ediff1d(a, { toBegin: 1, toEnd: [2, 3] }).dispose();
    const before = usedHeapBytes();
    ediff1d(a, { toBegin: 1, toEnd: [2, 3] }).dispose();
    ediff1d(a).dispose();
    expect(usedHeapBytes()).toBe(before);
  });
});
