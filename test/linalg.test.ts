// linalg.norm against NumPy's np.linalg.norm (values computed with NumPy 2.4 by hand below).
import { describe, expect, it } from 'vitest';
import { array, linalg } from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';

const close = (actual: unknown, expected: number[]) => {
  const values = (Array.isArray(actual) ? actual.flat(Infinity) : [actual]) as number[];
  expect(values).toHaveLength(expected.length);
  values.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 12));
};

describe('linalg.norm', () => {
  const a = array(
    [
      [1, -2, 3],
      [-4, 5, -6],
    ],
    'float64',
  );

  it('vector norms along an axis', () => {
    close(linalg.norm(a).toArray(), [9.539392014169456]);
    close(linalg.norm(a, null, { axis: 1 }).toArray(), [3.7416573867739413, 8.774964387392123]);
    close(linalg.norm(a, 1, { axis: 0 }).toArray(), [5, 7, 9]);
    close(linalg.norm(a, Infinity, { axis: 1 }).toArray(), [3, 6]);
    close(linalg.norm(a, -Infinity, { axis: 1 }).toArray(), [1, 4]);
    close(linalg.norm(a, 0, { axis: 1 }).toArray(), [3, 3]);
    close(linalg.norm(a, 3, { axis: 1 }).toArray(), [3.3019272488946263, 7.398636222991409]);
    expect(linalg.norm(a, null, { axis: 1, keepdims: true }).shape).toEqual([2, 1]);
  });

  it('matrix norms', () => {
    close(linalg.norm(a, 'fro').toArray(), [9.539392014169456]);
    close(linalg.norm(a, 1).toArray(), [9]);
    close(linalg.norm(a, -1).toArray(), [5]);
    close(linalg.norm(a, Infinity).toArray(), [15]);
    close(linalg.norm(a, -Infinity).toArray(), [6]);
    close(linalg.norm(a, 1, { axis: [1, 0] }).toArray(), [15]);
  });

  it('dtypes: real and inexact; complex by magnitude; no overflow in the 2-norm', () => {
    expect(linalg.norm(array([3, 4], 'int32')).dtype).toBe('float32');
    expect(linalg.norm(array([3, 4], 'int64')).item()).toBe(5);
    const complex = linalg.norm(
      array(
        [
          { re: 3, im: 4 },
          { re: 0, im: 0 },
        ],
        'complex64',
      ),
    );
    expect(complex.dtype).toBe('float32');
    expect(complex.item()).toBe(5);
    expect(linalg.norm(array([3, 4], 'float16')).dtype).toBe('float16');
    expect(linalg.norm(array([1e200, 1e200], 'float64')).item()).toBeCloseTo(1.4142135623730951e200, -188);
    expect(linalg.norm(array([Number.NaN, 1])).item()).toBeNaN();
  });

  it('refuses what needs singular values, and bad options, by name', () => {
    const before = usedHeapBytes();
    expect(() => linalg.norm(a, 'nuc')).toThrow(
      new TypeError(
        "linalg.norm: matrix norm ord 'nuc' is not supported (it needs singular values); use 'fro', 1, -1, Infinity or -Infinity.",
      ),
    );
    expect(() => linalg.norm(a, 2)).toThrow('not supported');
    expect(() => linalg.norm(a, 'fro', { axis: 0 })).toThrow(
      new TypeError("linalg.norm: ord 'fro' is a matrix norm; a vector norm takes a number."),
    );
    expect(() => linalg.norm(a, null, { axis: 2 })).toThrow(
      new RangeError('linalg.norm: axis 2 is out of bounds for an array of 2 dimensions.'),
    );
    // @ts-expect-error not an option after a positional ord (it is one given alone: norm(a, { ord: 2 }))
    expect(() => linalg.norm(a, null, { ord: 2 })).toThrow(
      new TypeError("linalg.norm: unknown option 'ord'; the options of linalg.norm are axis, keepdims."),
    );
    expect(usedHeapBytes()).toBe(before);
  });
});
