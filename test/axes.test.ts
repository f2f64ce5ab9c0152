// swapaxes, moveaxis, ravel, atleast1d/2d/3d against NumPy (test/fixtures/axes/cases.json from
// scripts/axes_oracle.py) on contiguous and strided inputs: shapes, values, view or copy as NumPy;
// then the methods, the errors, and that nothing leaks or changes its input.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  arange,
  array,
  atleast1d,
  atleast2d,
  atleast3d,
  moveaxis,
  ravel,
  swapaxes,
  zeros,
  type NDArray,
} from '../src/index.js';
import * as x64 from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

interface Case {
  function: 'swapaxes' | 'moveaxis' | 'ravel' | 'atleast1d' | 'atleast2d' | 'atleast3d';
  shape: number[];
  prep: 'none' | 'T' | 'step' | 'reverse';
  args: unknown[];
  resultShape: number[];
  values: number[];
  view: boolean;
}

const oracle = JSON.parse(readFileSync(new URL('./fixtures/axes/cases.json', import.meta.url), 'utf8')) as {
  cases: Case[];
};

function prepare(base: NDArray, prep: Case['prep']): NDArray {
  if (prep === 'none' || base.ndim === 0) return base.slice();
  if (prep === 'T') return base.transpose();
  if (prep === 'step') return base.slice('::2');
  return base.slice('...', '::-1');
}

const call = (each: Case, x: NDArray): NDArray => {
  const run = { swapaxes, moveaxis, ravel, atleast1d, atleast2d, atleast3d }[each.function] as (
    ...args: unknown[]
  ) => NDArray;
  return run(x, ...each.args);
};

describe('against NumPy', () => {
  it(`replays ${oracle.cases.length} cases: shapes, values, and a view where NumPy gives one`, () => {
    const baseline = usedHeapBytes();
    for (const each of oracle.cases) {
      const size = each.shape.reduce((product, length) => product * length, 1);
      using raw = arange(size, 'int32');
      using base = raw.reshape(each.shape);
      using x = prepare(base, each.prep);
      const before = usedHeapBytes();
      using result = call(each, x);
      const label = `${each.function}(${each.prep} ${JSON.stringify(each.shape)}, ${JSON.stringify(each.args)})`;
      expect(result.shape, label).toEqual(each.resultShape);
      expect(result.dtype, label).toBe('int32');
      expect(Array.from(result.toTypedArray() as Int32Array), label).toEqual(each.values);
      expect(usedHeapBytes() === before, `${label}: a view`).toBe(each.view);
    }
    expect(usedHeapBytes()).toBe(baseline);
  });
});

describe('methods, options, inputs', () => {
  it('x.swapaxes(a, b) and x.ravel() are the functions; the input is left as it was', () => {
    using x = arange(6, 'float32').reshape([2, 3]);
    using swapped = x.swapaxes(0, 1);
    expect(swapped.toArray()).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(swapped.strides).toEqual([1, 3]);
    using flat = swapped.ravel();
    expect(flat.toArray()).toEqual([0, 3, 1, 4, 2, 5]);
    using flatC = ravel(swapped, { order: 'C' });
    expect(flatC.toArray()).toEqual([0, 3, 1, 4, 2, 5]);
    using viewed = x.ravel();
    expect(viewed.shape).toEqual([6]);
    expect(x.shape).toEqual([2, 3]);
    expect(x.toArray()).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('a view writes through to its base memory: the same elements, the dtype and weak type kept', () => {
    using weak = array([[1.5, 2.5]]);
    using moved = moveaxis(weak, 0, 1);
    expect([moved.dtype, moved.weakType, moved.shape]).toEqual([weak.dtype, weak.weakType, [2, 1]]);
    using int4 = array([1, 2, 3, 4, 5, 6], 'int4').reshape([2, 3]);
    using swapped = swapaxes(int4, 0, -1);
    expect(swapped.toArray()).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    using raveled = ravel(swapped);
    expect(raveled.toArray()).toEqual([1, 4, 2, 5, 3, 6]);
  });

  it('atleast: one array gives an array, several a list, none an empty list; each result disposes on its own', () => {
    using scalar = array(7, 'int16');
    using row = zeros([3], 'bool');
    const one = atleast2d(scalar);
    expect(one.shape).toEqual([1, 1]);
    expect(one).not.toBe(scalar);
    one.dispose();
    expect(scalar.item()).toBe(7);
    const [first, second] = atleast3d(scalar, row);
    expect([first.shape, second.shape]).toEqual([
      [1, 1, 1],
      [1, 3, 1],
    ]);
    first.dispose();
    second.dispose();
    expect(atleast1d()).toEqual([]);
    using same = atleast1d(row);
    expect(same).not.toBe(row);
    expect(same.shape).toEqual([3]);
  });

  it('the x64 entry has the same functions', () => {
    expect(x64.swapaxes).toBe(swapaxes);
    expect(x64.moveaxis).toBe(moveaxis);
    expect(x64.ravel).toBe(ravel);
    expect([x64.atleast1d, x64.atleast2d, x64.atleast3d]).toEqual([atleast1d, atleast2d, atleast3d]);
  });
});

describe('errors', () => {
  it('name the function, the argument and the value', () => {
    using x = zeros([2, 3], 'float32');
    // Each literal one is also a compile error in the same words (test-d/axes.test-d.ts).
    // @ts-expect-error swapaxes: axis 2 is out of range for 2 axes (-2 to 1).
    expect(() => swapaxes(x, 2, 0)).toThrow('swapaxes: axis 2 is out of range for 2 axes (-2 to 1).');
    // @ts-expect-error swapaxes: axis -3 is out of range for 2 axes (-2 to 1).
    expect(() => x.swapaxes(0, -3)).toThrow(RangeError);
    expect(() => swapaxes(x, 0.5 as never, 1)).toThrow('swapaxes: axis1 must be an integer, got 0.5.');
    expect(() => swapaxes(x, 0, [1] as never)).toThrow('swapaxes: axis2 must be an integer, got [1].');
    expect(() => (swapaxes as (...args: unknown[]) => unknown)(x, 0)).toThrow(
      'swapaxes: axis2 must be an integer, got undefined.',
    );
    // @ts-expect-error moveaxis: axis 2 is out of range for 2 axes (-2 to 1).
    expect(() => moveaxis(x, 2, 0)).toThrow('moveaxis: axis 2 is out of range for 2 axes (-2 to 1).');
    // @ts-expect-error moveaxis: axis -3 is out of range for 2 axes (-2 to 1).
    expect(() => moveaxis(x, 0, [-3])).toThrow('moveaxis: axis -3 is out of range for 2 axes (-2 to 1).');
    // @ts-expect-error moveaxis: axis -2 is repeated in [0, -2].
    expect(() => moveaxis(x, [0, -2], [0, 1])).toThrow('moveaxis: axis -2 is repeated in [0, -2].');
    // @ts-expect-error moveaxis: source [0, 1] and destination [1] must name the same number of axes.
    expect(() => moveaxis(x, [0, 1], [1])).toThrow(
      'moveaxis: source [0, 1] and destination [1] must name the same number of axes.',
    );
    // @ts-expect-error moveaxis: source [0] and destination [] must name the same number of axes.
    expect(() => moveaxis(x, 0, [])).toThrow(
      'moveaxis: source [0] and destination [] must name the same number of axes.',
    );
    expect(() => moveaxis(x, 'a' as never, 0)).toThrow(
      "moveaxis: source must be an integer or a list of integers, got 'a'.",
    );
    expect(() => moveaxis(x, 0, null as never)).toThrow(
      'moveaxis: destination must be an integer or a list of integers, got null.',
    );
    expect(() => moveaxis(x, [0.5], [0] as never)).toThrow('moveaxis: an axis must be an integer, got 0.5.');
    // @ts-expect-error only order 'C'
    expect(() => ravel(x, { order: 'F' })).toThrow(
      "ravel: order must be 'C' (row-major, the only order supported), got 'F'.",
    );
    // @ts-expect-error unknown option
    expect(() => ravel(x, { orde: 'C' })).toThrow("ravel: unknown option 'orde'");
    expect(() => ravel(x, 'C' as never)).toThrow(TypeError);
    // @ts-expect-error not an array
    expect(() => atleast1d(5)).toThrow('atleast1d: the array must be an NDArray, got 5');
    // @ts-expect-error not an array
    expect(() => atleast2d(x, [1])).toThrow('atleast2d: array 1 must be an NDArray, got [1]');
    // @ts-expect-error not an array
    expect(() => ravel(null)).toThrow('ravel: the array must be an NDArray');
  });

  it('a disposed array is refused', () => {
    const x = zeros([2, 2], 'int8');
    x.dispose();
    expect(() => swapaxes(x, 0, 1)).toThrow(/swapaxes/);
    expect(() => moveaxis(x, 0, 1)).toThrow(/moveaxis/);
    expect(() => ravel(x)).toThrow(/ravel/);
    expect(() => atleast3d(x)).toThrow(/atleast3d/);
  });
});
