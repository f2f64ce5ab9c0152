import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  binaryResultType,
  dtypeRows,
  dtypes,
  maximum,
  multiply,
  subtract,
  type DType,
  type NDArray,
} from '../src/index.js';
import type { NarrowDType } from '../types/dtype-rows.js';

// Property tests of what the array layer adds on top of the kernels (which have their own oracle
// and property tests): NumPy broadcasting, mixed-dtype promotion with casts, and scalars.

/** Shapes of up to 3 axes and the shape of a second operand that broadcasts with it. */
const broadcastPair = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 }).chain((shape) =>
  fc.tuple(
    fc.constant(shape),
    fc
      .array(fc.boolean(), { minLength: shape.length, maxLength: shape.length })
      .chain((ones) =>
        fc
          .integer({ min: 0, max: shape.length })
          .map((drop) => shape.map((size, axis) => (ones[axis] ? 1 : size)).slice(drop)),
      ),
  ),
);

function size(shape: readonly number[]): number {
  return shape.reduce((product, axis) => product * axis, 1);
}

/** The value at an output index of an operand broadcast to `outShape` (plain TypeScript). */
function broadcastAt<Value>(
  values: readonly Value[],
  shape: readonly number[],
  outShape: readonly number[],
  flatIndex: number,
): Value {
  let offset = 0;
  let stride = 1;
  let rest = flatIndex;
  const coordinates = outShape.map(() => 0);
  for (let axis = outShape.length - 1; axis >= 0; axis -= 1) {
    coordinates[axis] = rest % outShape[axis]!;
    rest = Math.floor(rest / outShape[axis]!);
  }
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    const outAxis = axis + outShape.length - shape.length;
    offset += (shape[axis] === 1 ? 0 : coordinates[outAxis]!) * stride;
    stride *= shape[axis]!;
  }
  return values[offset]!;
}

function flatten(nested: unknown): unknown[] {
  return Array.isArray(nested) ? nested.flatMap(flatten) : [nested];
}

function reshaped(values: number[], shape: readonly number[], dtype: DType): NDArray {
  return array(values, dtype).reshape(shape);
}

describe('broadcasting follows NumPy, checked against a plain TypeScript reference', () => {
  it('int32 add and float64 multiply over random broadcastable shapes, either order', () => {
    fc.assert(
      fc.property(broadcastPair, fc.boolean(), ([leftShape, rightShape], swap) => {
        const [first, second] = swap ? [rightShape, leftShape] : [leftShape, rightShape];
        const firstValues = Array.from({ length: size(first) }, (_, index) => index * 7 - 11);
        const secondValues = Array.from({ length: size(second) }, (_, index) => index * 3 + 1);
        const outShape = [...(first.length >= second.length ? first : second)].map((_, axis, longest) => {
          const fromEnd = longest.length - axis;
          return Math.max(first[first.length - fromEnd] ?? 1, second[second.length - fromEnd] ?? 1);
        });
        const sum = add(reshaped(firstValues, first, 'int32'), reshaped(secondValues, second, 'int32'));
        const product = multiply(reshaped(firstValues, first, 'float64'), reshaped(secondValues, second, 'float64'));
        expect(sum.shape).toEqual(outShape);
        const expectedSum = Array.from(
          { length: size(outShape) },
          (_, index) =>
            broadcastAt(firstValues, first, outShape, index) + broadcastAt(secondValues, second, outShape, index),
        );
        expect(flatten(sum.toArray())).toEqual(expectedSum);
        expect(flatten(product.toArray())).toEqual(
          expectedSum.map(
            (_, index) =>
              broadcastAt(firstValues, first, outShape, index) * broadcastAt(secondValues, second, outShape, index),
          ),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('mixed dtypes: an operation equals the same operation on both inputs cast to the result dtype', () => {
  // Values 0 to 100: the dtypes that hold them (narrow dtypes: test/narrow.test.ts).
  const numeric = dtypes.filter(
    (dtype): dtype is Exclude<DType, 'bool' | NarrowDType> =>
      dtype !== 'bool' && !('narrow' in dtypeRows.find((row) => row.name === dtype)!),
  );
  const smallValues = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 9 });

  it('for add, maximum and subtract over every ordered pair of dtypes', () => {
    const operations = { add, maximum, subtract } as const;
    for (const name of Object.keys(operations) as (keyof typeof operations)[]) {
      for (const leftDType of numeric) {
        for (const rightDType of numeric) {
          fc.assert(
            fc.property(smallValues, (values) => {
              const left = array(values, leftDType);
              const right = array(
                values.map((value) => (value * 3) % 101),
                rightDType,
              );
              const result = (operations[name] as (left: unknown, right: unknown) => NDArray)(left, right);
              const resultDType = binaryResultType(name, leftDType, rightDType);
              const expected = (operations[name] as (left: unknown, right: unknown) => NDArray)(
                left.astype(result.dtype as DType),
                right.astype(result.dtype as DType),
              );
              expect(result.dtype).toBe(expected.dtype);
              expect(result.weakType).toBe(resultDType === 'float');
              expect(Array.from(result.toTypedArray() as ArrayLike<unknown>)).toEqual(
                Array.from(expected.toTypedArray() as ArrayLike<unknown>),
              );
              for (const each of [left, right, result, expected]) each.dispose();
            }),
            { numRuns: 3 },
          );
        }
      }
    }
  });

  it('a weak scalar gives the same values as a one-element array of the result dtype', () => {
    for (const dtype of numeric) {
      fc.assert(
        fc.property(smallValues, fc.integer({ min: 0, max: 100 }), (values, scalar) => {
          const input = array(values, dtype);
          const withScalar = add(input, scalar);
          const withArray = add(input, array([scalar], withScalar.dtype as DType));
          expect(withScalar.dtype).toBe(dtype);
          expect(Array.from(withScalar.toTypedArray() as ArrayLike<unknown>)).toEqual(
            Array.from(withArray.toTypedArray() as ArrayLike<unknown>),
          );
        }),
        { numRuns: 5 },
      );
    }
  });
});
