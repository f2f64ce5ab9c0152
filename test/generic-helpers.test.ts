// Static = runtime for the generic helpers of issue #24 (test-d/generic-helpers.test-d.ts): their
// declared results are `NDArray<D, S>` for the input's D and S; here they run on arrays of every
// float dtype they take (and the int helper on ints) and give that dtype and shape.
import { describe, expect, it } from 'vitest';
import { array, ones, zeros, type FloatDType, type NDArray } from '../src/index.js';
import { policyNames } from '../src/policy/policy.js';
import {
  addInto,
  addOne,
  addOneWith,
  affine,
  batchedProduct,
  covariance,
  denseProduct,
  dropFirst,
  dense,
  gram,
  gramFloat32,
  maskedMean,
  pairedProduct,
  project,
  meanSquaredError,
  normalize,
  relu,
  shift,
  shiftFloat32,
  softmax,
} from '../test-d/generic-helpers.test-d.js';

const floats: FloatDType[] = ['float64', 'float32', 'float16', 'bfloat16'];

describe.each(floats)('generic helpers on %s', (dtype) => {
  const x = array(
    [
      [1, 2, 3],
      [4, 5, 7],
    ],
    dtype,
  );

  it.each([
    ['normalize', () => normalize(x), [2, 3]],
    ['softmax', () => softmax(x), [2, 3]],
    ['relu', () => relu(x), [2, 3]],
    ['affine', () => affine(x, x), [2, 3]],
    ['dense', () => dense(x, ones([3, 5], dtype), zeros([5], dtype)), [2, 5]],
    [
      'maskedMean',
      () =>
        maskedMean(
          x,
          array([
            [true, false, true],
            [false, true, true],
          ]),
        ),
      [],
    ],
    ['meanSquaredError', () => meanSquaredError(x, x), []],
    ['denseProduct', () => denseProduct(x, ones([3, 5], dtype)), [2, 5]],
    ['batchedProduct', () => batchedProduct(ones([4, 2, 3], dtype), ones([3, 5], dtype)), [4, 2, 5]],
    ['pairedProduct', () => pairedProduct(ones([4, 2, 3], dtype), ones([4, 3, 5], dtype)), [4, 2, 5]],
    ['project', () => project(x, ones([3, 5], dtype)), [2, 5]],
    ['project (3-d)', () => project(ones([7, 2, 3], dtype), ones([3, 5], dtype)), [7, 2, 5]],
    ['gram', () => gram(x), [2, 2]],
    ['covariance', () => covariance(x), [3, 3]],
  ] as const)('%s keeps the dtype and gives the declared shape', (_, run, shape) => {
    const result = run();
    expect(result.dtype).toBe(dtype);
    expect(result.shape).toEqual(shape);
    result.dispose();
  });

  it('addInto writes into out and returns it', () => {
    const out = zeros([2, 3], dtype);
    const result = addInto(x, out);
    expect(result).toBe(out);
    expect(out.toArray()).toEqual([
      [2, 3, 4],
      [5, 6, 8],
    ]);
    out.dispose();
  });

  it.skipIf(dtype === 'float64')('gramFloat32 accumulates and returns float32 (preferredElementType)', () => {
    const result = gramFloat32(x as NDArray<'float32', [2, 3]>);
    expect(result.dtype).toBe('float32');
    expect(result.shape).toEqual([2, 2]);
    expect(result.toArray()).toEqual([
      [14, 35],
      [35, 90],
    ]);
    result.dispose();
  });

  it('softmax sums to 1 over the last axis', () => {
    const rows = softmax(x).sum({ axis: -1 });
    for (const value of rows.toArray() as number[]) expect(value).toBeCloseTo(1, 2);
  });
});

describe.each(['int8', 'uint8', 'int32', 'uint64'] as const)('the int helper on %s', (dtype) => {
  it('keeps the dtype', () => {
    const result = shift(array([1, 2, 3], dtype));
    expect(result.dtype).toBe(dtype);
    expect(result.shape).toEqual([3]);
  });
});

describe('float32 with a type-parameter shape', () => {
  it('shiftFloat32 keeps float32 and the shape', () => {
    const result = shiftFloat32(array([1, 2], 'float32'), array(0.5, 'float32'));
    expect(result.dtype).toBe('float32');
    expect(result.shape).toEqual([2]);
    // (2.5 − (x + 1)·x)·0.5
    expect(result.toArray()).toEqual([0.25, -1.75]);
    result.dispose();
  });
});

describe('generic views and a policy chosen at run time', () => {
  it('slice of a generic shape gives the declared shape', () => {
    const result = dropFirst(zeros([2, 3], 'float32'));
    expect(result.shape).toEqual([1, 3]);
    expect(result.dtype).toBe('float32');
  });

  // The static result is the union over the policies under which the call succeeds: every policy
  // either gives that dtype or refuses the call (lax refuses float32 + a weak int).
  it.each(policyNames)('withPolicy(%s).add: the static dtype or a refusal', (name) => {
    let dtype: string | undefined;
    try {
      dtype = addOne(zeros([2, 3], 'float32'), name).dtype;
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
    }
    if (dtype !== undefined) expect(dtype).toBe('float32');
    for (const x64 of [true, false]) {
      let intDtype: string | undefined;
      try {
        intDtype = addOneWith(zeros([2, 3], 'int8'), { policy: name, x64 }).dtype;
      } catch (error) {
        expect(error).toBeInstanceOf(Error);
      }
      if (intDtype !== undefined) expect(intDtype).toBe('int8');
    }
  });
});
