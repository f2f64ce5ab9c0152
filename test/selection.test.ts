// where, clip, isnan/isinf/isfinite and the `out` option of elementwise operations.
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  clip,
  dtypes,
  greater,
  isfinite,
  isinf,
  isnan,
  logicalNot,
  maximum,
  multiply,
  negative,
  sqrt,
  where,
  withPolicy,
  zeros,
  type DType,
  type NDArray,
} from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

const specials = [0, -0, 1.5, -2, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('isnan, isinf, isfinite for every dtype', () => {
  it('floats and complex by value, integers and bool constant', () => {
    for (const dtype of dtypes) {
      const kind =
        dtype === 'bool' ? 'bool' : dtype.includes('int') ? 'int' : dtype.startsWith('complex') ? 'complex' : 'float';
      if (kind === 'float') {
        const x = array(specials, dtype);
        // The values as stored: the narrow formats without inf store NaN (fn, fnuz) or their
        // largest value (float6, float4) for ±inf; every other float stores each special.
        const stored = x.toArray() as number[];
        if (!dtype.match(/^float[864]_/)) expect(stored).toEqual(specials);
        expect([dtype, isnan(x).toArray()]).toEqual([dtype, stored.map(Number.isNaN)]);
        expect([dtype, isinf(x).toArray()]).toEqual([dtype, stored.map((value) => Math.abs(value) === Infinity)]);
        expect([dtype, isfinite(x).toArray()]).toEqual([dtype, stored.map(Number.isFinite)]);
      } else if (kind === 'complex') {
        const values = [
          { re: 1, im: 2 },
          { re: Number.NaN, im: 0 },
          { re: 0, im: Number.POSITIVE_INFINITY },
          { re: Number.POSITIVE_INFINITY, im: Number.NaN },
          { re: 3e38, im: 3e38 },
        ];
        const x = array(values, dtype);
        expect(isnan(x).toArray()).toEqual([false, true, false, true, false]);
        expect(isinf(x).toArray()).toEqual([false, false, true, true, false]);
        expect(isfinite(x).toArray()).toEqual([true, false, false, false, true]);
      } else {
        const x = zeros([3], dtype);
        expect([isnan(x).toArray(), isinf(x).toArray(), isfinite(x).toArray()]).toEqual([
          [false, false, false],
          [false, false, false],
          [true, true, true],
        ]);
        expect(isnan(x).dtype).toBe('bool');
      }
    }
  });
});

describe('where', () => {
  it('promotes x and y like maximum, weak scalars included, and broadcasts all three', () => {
    const cond = array([[true], [false]]);
    const x = array([1, 2, 3], 'int8');
    const picked = where(cond, x, array([10, 20, 30], 'uint8'));
    expect([picked.dtype, picked.shape, picked.toArray()]).toEqual([
      'int16',
      [2, 3],
      [
        [1, 2, 3],
        [10, 20, 30],
      ],
    ]);
    const withScalar = where(cond, x, 7);
    expect([withScalar.dtype, withScalar.toArray()]).toEqual([
      'int8',
      [
        [1, 2, 3],
        [7, 7, 7],
      ],
    ]);
    const floats = where(true, 1.5, 2);
    expect([floats.dtype, floats.weakType, floats.toArray()]).toEqual(['float64', true, 1.5]);
    expect(where(greater(x, 1), x, 0).toArray()).toEqual([0, 2, 3]);
  });

  it('moves every dtype exactly (NaN payloads, -0, bigints, complex)', () => {
    for (const dtype of dtypes) {
      const x = zeros([4], dtype);
      const y = array([1, 0, 1, 0], 'bool').astype(dtype);
      const made = where(array([false, true, false, true]), x, y);
      expect([dtype, made.dtype, made.toArray()]).toEqual([dtype, dtype, y.toArray()]);
    }
    const c = where(array([true, false]), array([{ re: 1, im: -2 }], 'complex128'), { re: 3, im: 4 });
    expect(c.toArray()).toEqual([
      { re: 1, im: -2 },
      { re: 3, im: 4 },
    ]);
  });

  it('a non-bool condition is a clear error, and nothing leaks', () => {
    const ints = array([1, 0]);
    const [flags, three, bytes] = [array([true, false]), array([1, 2, 3]), array([1], 'uint8')];
    const before = usedHeapBytes();
    expect(() => where(ints as never, 1, 2)).toThrow(
      new TypeError(
        "where: the condition must be bool (an array of dtype 'bool' or a boolean), got 'int64'; compare first (e.g. greater(x, 0)) or cast with astype('bool').",
      ),
    );
    expect(() => where(1 as never, 1, 2)).toThrow("got 'int'");
    // @ts-expect-error the checker refuses it in the same words
    expect(() => where(flags, three, 0)).toThrow('Shapes [2] and [3] do not broadcast');
    expect(() => where(true, bytes, 300)).toThrow(RangeError);
    expect(usedHeapBytes()).toBe(before);
  });

  it('under other policies: numpy promotes int8 with uint64 to float64; strict refuses', () => {
    const numpy = withPolicy('numpy');
    expect(numpy.where(array([true]), array([1], 'int8'), array([2], 'uint64')).dtype).toBe('float64');
    // @ts-expect-error the checker refuses it in the same words
    expect(() => withPolicy('strict').where(array([true]), array([1], 'int8'), array([2], 'int16'))).toThrow(
      "No implicit promotion between 'int8' and 'int16'",
    );
  });
});

describe('clip', () => {
  it("is JAX's minimum(maximum(x, lo), hi): it promotes, and either bound may be undefined", () => {
    const x = array([-3, 0, 5, 9], 'int8');
    expect(clip(x, 0, 6).toArray()).toEqual([0, 0, 5, 6]);
    expect(clip(x, undefined, 1).toArray()).toEqual([-3, 0, 1, 1]);
    expect(clip(x, 2).toArray()).toEqual([2, 2, 5, 9]);
    const promoted = clip(x, array([0], 'int16'), 4);
    expect([promoted.dtype, promoted.toArray()]).toEqual(['int16', [0, 0, 4, 4]]);
    const floats = clip(array([Number.NaN, 2, -2], 'float32'), -1, 1);
    expect(floats.toArray()).toEqual([Number.NaN, 1, -1]);
    const copy = clip(x);
    expect(copy).not.toBe(x);
    expect(copy.toArray()).toEqual([-3, 0, 5, 9]);
    expect(x.clip(0, 1).toArray()).toEqual([0, 0, 1, 1]);
  });
});

describe('out on elementwise operations', () => {
  it('writes into out, returns it, and allocates nothing', () => {
    const a = array([1, 2, 3], 'float32');
    const b = array([10, 20, 30], 'float32');
    const out = zeros([3], 'float32');
    const before = usedHeapBytes();
    expect(add(a, b, { out })).toBe(out);
    expect(a.multiply(b, { out })).toBe(out);
    expect(sqrt(a, { out })).toBe(out);
    expect(a.negative({ out })).toBe(out);
    expect(usedHeapBytes()).toBe(before);
    expect(out.toArray()).toEqual([-1, -2, -3]);
  });

  it('goes through the fast paths too: fused mixed integers, blocked casts, transposed operands', () => {
    using small = array(
      [
        [1, -2, 3],
        [4, 5, -6],
      ],
      'int8',
    );
    using bytes = array(
      [
        [200, 100, 50],
        [1, 2, 3],
      ],
      'uint8',
    );
    using floats = array(
      [
        [0.5, 1.5],
        [2.5, 3.5],
        [4.5, 5.5],
      ],
      'float32',
    );
    using wide = zeros([2, 3], 'int16');
    using single = zeros([2, 3], 'float32');
    expect(add(small, bytes, { out: wide })).toBe(wide);
    expect(wide.toArray()).toEqual([
      [201, 98, 53],
      [5, 7, -3],
    ]);
    expect(
      add(
        small,
        array(
          [
            [0.5, 0.5, 0.5],
            [0.5, 0.5, 0.5],
          ],
          'float32',
        ),
        { out: single },
      ),
    ).toBe(single);
    expect(single.toArray()).toEqual([
      [1.5, -1.5, 3.5],
      [4.5, 5.5, -5.5],
    ]);
    expect(multiply(floats.transpose(), bytes, { out: single })).toBe(single);
    expect(single.toArray()).toEqual([
      [100, 250, 225],
      [1.5, 7, 16.5],
    ]);
  });

  it('may alias an input (same positions), with broadcasting and casts', () => {
    const a = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int16',
    );
    expect(add(a, array([10, 20], 'int16'), { out: a })).toBe(a);
    expect(a.toArray()).toEqual([
      [11, 22],
      [13, 24],
    ]);
    expect(multiply(a, array([2], 'int8'), { out: a }).toArray()).toEqual([
      [22, 44],
      [26, 48],
    ]);
    const flags = array([true, false]);
    expect(logicalNot(flags, { out: flags }).toArray()).toEqual([false, true]);
    expect(maximum(a, 25, { out: a }).toArray()).toEqual([
      [25, 44],
      [26, 48],
    ]);
  });

  it('a wrong dtype or shape, a disposed out or a non-array: a clear error naming both, nothing written or leaked', () => {
    const a = array([1, 2, 3], 'int8');
    const wrongDType = zeros([3], 'int16');
    const wrongShape = zeros([2], 'int8');
    const gone = zeros([3], 'int8');
    gone.dispose();
    const before = usedHeapBytes();
    expect(() => add(a, a, { out: wrongDType } as never)).toThrow(
      new TypeError(
        'add: out is int16 of shape [3], but the result is int8 of shape [3]; out must have exactly the result dtype and shape.',
      ),
    );
    expect(() => add(a, 1.5, { out: wrongDType } as never)).toThrow('but the result is float64 of shape [3]');
    expect(() => negative(a, { out: wrongShape } as never)).toThrow(
      new RangeError(
        'negative: out is int8 of shape [2], but the result is int8 of shape [3]; out must have exactly the result dtype and shape.',
      ),
    );
    expect(() => add(a, a, { out: gone })).toThrow(
      'add: out (int8, shape [3]) was disposed; it can no longer be used.',
    );
    expect(() => add(a, a, { out: [0, 0, 0] } as never)).toThrow('add: out must be an NDArray, got [0, 0, 0].');
    expect(() => add(a, a, 5 as never)).toThrow('add: options must be an object like { out }, got 5.');
    expect(usedHeapBytes()).toBe(before);
    expect(wrongDType.toArray()).toEqual([0, 0, 0]);
  });

  it('selection functions take out too', () => {
    const x = array([Number.NaN, 1], 'float32');
    const flags = zeros([2], 'bool');
    expect(isnan(x, { out: flags })).toBe(flags);
    expect(flags.toArray()).toEqual([true, false]);
    const target = zeros([2], 'float32');
    expect(where(flags, 0, x, { out: target })).toBe(target);
    expect(target.toArray()).toEqual([0, 1]);
    expect(clip(x, 0, 0.5, { out: target }).toArray()).toEqual([Number.NaN, 0.5]);
  });
});

export type { DType, NDArray };

describe('strided views as inputs and out', () => {
  it('reductions, where and predicates read views; out may overlap an input (computed apart, then copied)', async () => {
    const { arange, slice, sum, transpose, max, argmax, cumsum } = await import('../src/index.js');
    const x = arange(12).reshape([3, 4]).astype('float32');
    const t = transpose(x);
    expect(sum(t, { axis: 1 }).toArray()).toEqual([12, 15, 18, 21]);
    expect(max(t, { axis: 0 }).toArray()).toEqual([3, 7, 11]);
    expect(argmax(t, { axis: 0 }).toArray()).toEqual([3, 3, 3]); // int32 indices (the root's, x64 off)
    expect(cumsum(t, { axis: 0 }).toArray()).toEqual([
      [0, 4, 8],
      [1, 9, 17],
      [3, 15, 27],
      [6, 22, 38],
    ]);
    expect(isnan(t).shape).toEqual([4, 3]);
    expect(where(greater(t, 5), t, 0).toArray()).toEqual([
      [0, 0, 8],
      [0, 0, 9],
      [0, 6, 10],
      [0, 7, 11],
    ]);
    const line = arange(6).astype('int32');
    const head = slice(line, [0, 5] as never);
    const tail = slice(line, [1, 6] as never);
    // tail = head + 10, with tail and head overlapping shifted by one element
    expect(add(head, 10, { out: tail })).toBe(tail);
    expect(line.toArray()).toEqual([0, 10, 11, 12, 13, 14]);
    // An out that is a permutation of a row-major block (t) is written in its memory order; a
    // stepped one is refused.
    expect(add(t, 1, { out: t })).toBe(t);
    expect(x.toArray()).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ]);
    const stepped = slice(transpose(arange(24).reshape([3, 8]).astype('float32')), '::2');
    expect(() => add(stepped, 1, { out: stepped })).toThrow(
      'add: out is a strided view (float32, shape [4, 3]); results are written into row-major arrays',
    );
  });
});
