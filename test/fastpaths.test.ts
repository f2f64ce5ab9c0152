// The fast paths give the same results as the plain ones: SIMD widening casts (contiguous) equal
// the scalar casts (a strided view takes the scalar loop); the blocked mixed-dtype and gathered
// strided paths equal the computation on same-dtype contiguous copies. No timing here: see
// bench/fastpaths.mjs.
import { describe, expect, it } from 'vitest';
import {
  add,
  broadcastShapes,
  broadcastTo,
  copy,
  dtypes as allDTypes,
  multiply,
  subtract,
  withPolicy,
  type DType,
  type NDArray,
} from '../src/index.js';
import { isNarrow } from '../src/lattice/dtypes.js';

// The fused and blocked paths here are the classic dtypes' (narrow ones have their own blocked path:
// test/narrow-blocked.test.ts).
const dtypes = allDTypes.filter((dtype) => !isNarrow(dtype));
import { usedHeapBytes } from './support/heap.js';
import { values } from './support/values.js';

const real = dtypes.filter((dtype) => !dtype.startsWith('complex'));

describe('fast paths agree with the plain paths', () => {
  it('widening casts: contiguous (SIMD) = strided (scalar), every real pair', () => {
    const before = usedHeapBytes();
    for (const from of real) {
      using source = values(from, 1037);
      using reversed = source.slice('::-1');
      for (const to of dtypes) {
        using fast = source.astype(to);
        using slow = reversed.astype(to);
        using back = slow.slice('::-1');
        expect(fast.toTypedArray(), `${from} → ${to}`).toEqual(back.toTypedArray());
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });

  it('mixed dtypes, blocked: equal to adding same-dtype copies, with scalars and size-1 arrays', () => {
    const before = usedHeapBytes();
    for (const [leftType, rightType] of [
      ['int8', 'uint8'],
      ['uint8', 'float32'],
      ['int16', 'float32'],
      ['int32', 'float64'],
      ['float16', 'float32'],
      ['bool', 'int8'],
      ['uint16', 'int64'],
      ['bfloat16', 'float16'],
    ] as [DType, DType][]) {
      using left = values(leftType, 10007);
      using right = values(rightType, 10007);
      using sum = add(left, right);
      using leftWide = left.astype(sum.dtype as DType);
      using rightWide = right.astype(sum.dtype as DType);
      using expected = add(leftWide, rightWide);
      expect(sum.toTypedArray(), `${leftType} + ${rightType}`).toEqual(expected.toTypedArray());
      using withScalar = multiply(left, 3);
      using one = right.slice([0, 1]);
      using withOne = subtract(left, one);
      using oneWide = rightWide.slice([0, 1]);
      using withOneWide = subtract(leftWide, oneWide);
      expect(withOne.toTypedArray()).toEqual(withOneWide.toTypedArray());
      expect(withScalar.size).toBe(10007);
    }
    expect(usedHeapBytes()).toBe(before);
  });

  // Under every policy and x64 setting: a fused kernel computes in the lanes of the result the
  // policy gives (int32 + uint32 is int64 under JAX, int32 with x64 off), never the pair's usual one.
  const settings = [
    {},
    { x64: false },
    { policy: 'numpy' },
    { policy: 'numpy', x64: false },
    { policy: 'torch' },
  ] as const;
  it('every pair of integer dtypes and of an integer and a float, add/subtract/multiply/divide, under five policies (fused kernels where they exist): equal to same-dtype copies', () => {
    const before = usedHeapBytes();
    const integers = real.filter((dtype) => /int/.test(dtype));
    const operands = [...integers, 'float32', 'float64'] as DType[];
    for (const setting of settings) {
      const lib = withPolicy(setting) as unknown as Record<
        'add' | 'subtract' | 'multiply' | 'divide',
        (first: NDArray, second: NDArray) => NDArray
      >;
      const operations: [string, (first: NDArray, second: NDArray) => NDArray][] = [
        ['add', (first, second) => lib.add(first, second)],
        ['subtract', (first, second) => lib.subtract(first, second)],
        ['multiply', (first, second) => lib.multiply(first, second)],
        ['divide', (first, second) => lib.divide(first, second)],
      ];
      for (const leftType of operands) {
        for (const rightType of operands) {
          if (
            leftType === rightType ||
            (!(integers as readonly string[]).includes(leftType) &&
              !(integers as readonly string[]).includes(rightType))
          )
            continue;
          // 95 elements: for every lane width (2 to 16), four-vector steps, single vectors and a
          // scalar tail (asm/mixed.ts).
          using left = values(leftType, 95);
          using right = values(rightType, 95);
          for (const [name, operation] of operations) {
            const label = `${JSON.stringify(setting)} ${name} ${leftType} ${rightType}`;
            let result: NDArray;
            try {
              result = operation(left, right);
            } catch (error) {
              expect((error as Error).name, label).toBe('TypePromotionError');
              continue;
            }
            using _result = result;
            using leftWide = left.astype(result.dtype as DType);
            using rightWide = right.astype(result.dtype as DType);
            using expected = operation(leftWide, rightWide);
            expect(result.toTypedArray(), label).toEqual(expected.toTypedArray());
          }
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });

  it('column broadcasts and other two-axis walks of short rows, a block of rows a call: equal to same-shape copies, every dtype', () => {
    const before = usedHeapBytes();
    for (const dtype of dtypes) {
      for (const [rows, columns] of [
        [5, 3],
        [37, 17],
        [300, 64],
        [9, 512],
        [4, 513],
      ] as const) {
        using flat = values(dtype, rows * columns);
        using flatColumn = values(dtype, rows);
        using flatColumnOfT = values(dtype, columns);
        using x = flat.reshape([rows, columns]);
        using column = flatColumn.reshape([rows, 1]);
        using columnOfT = flatColumnOfT.reshape([columns, 1]);
        using xT = x.T;
        for (const [left, right] of [
          [x, column],
          [column, x],
          [xT, columnOfT],
        ] as [NDArray, NDArray][]) {
          const shape = broadcastShapes(left.shape, right.shape);
          using leftView = broadcastTo(left, shape);
          using rightView = broadcastTo(right, shape);
          using leftFull = copy(leftView);
          using rightFull = copy(rightView);
          const operations: [string, (first: NDArray, second: NDArray) => NDArray][] = [
            ['add', (first, second) => add(first, second)],
            ['multiply', (first, second) => multiply(first, second)],
          ];
          for (const [name, operation] of operations) {
            using fast = operation(left, right);
            using expected = operation(leftFull, rightFull);
            expect(fast.toTypedArray(), `${name} ${dtype} [${left.shape}] [${right.shape}]`).toEqual(
              expected.toTypedArray(),
            );
          }
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });

  it('strided operands, gathered per block: equal to contiguous copies, every element size', () => {
    const before = usedHeapBytes();
    for (const dtype of ['int8', 'int16', 'float32', 'float64', 'complex128', 'bfloat16'] as DType[]) {
      for (const shape of [
        [67, 45],
        [9, 130, 3],
        [300, 20],
      ]) {
        const size = shape.reduce((product, length) => product * length, 1);
        using flat = values(dtype, size);
        using base = flat.reshape(shape);
        using other = values(dtype, size);
        using transposed = base.transpose();
        using otherShaped = other.reshape(transposed.shape);
        using stepped = transposed.slice('::-1');
        using steppedCopy = copy(stepped);
        using fast = add(stepped, otherShaped);
        using slow = add(steppedCopy, otherShaped);
        expect(fast.toTypedArray(), `${dtype} ${shape}`).toEqual(slow.toTypedArray());
        using mixed = add(stepped, 1.5);
        using mixedSlow = add(steppedCopy, 1.5);
        expect(mixed.toTypedArray()).toEqual(mixedSlow.toTypedArray());
        using both = multiply(stepped, stepped);
        using bothSlow = multiply(steppedCopy, steppedCopy);
        expect(both.toTypedArray()).toEqual(bothSlow.toTypedArray());
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });
});
