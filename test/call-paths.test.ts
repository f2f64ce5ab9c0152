// The short call paths of small operations give what the general paths give: an array and a
// JavaScript scalar (the scalar written into a slot the kernel reads with stride 0), two contiguous
// arrays of different dtypes (cast a block at a time), and plans kept per weak kind under JAX's
// policies. The reference is the same operation on reversed (strided) views, which takes the
// general path, reversed back. No timing here: bench/peers.mjs and bench/run.mjs time them.
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  binaryResultType,
  broadcastShapes,
  full,
  dtypes as allDTypes,
  sqrt,
  unaryResultType,
  where,
  withPolicy,
  type DType,
  type NDArray,
} from '../src/index.js';
import { isNarrow, materialize } from '../src/lattice/dtypes.js';
import { runBinary } from '../src/execute/binary.js';
import { planOperation, type Plan } from '../src/plan/planner.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { binaryOperations } from '../src/policy/result-rules.js';
import { usedHeapBytes } from './support/heap.js';
import { sweep } from './support/tier.js';
import { values } from './support/values.js';

const dtypes = allDTypes.filter((dtype) => !isNarrow(dtype));
const expectEqual = (actual: unknown, wanted: unknown, label: string) => expect(actual, label).toEqual(wanted);
type Binary = (left: unknown, right: unknown, options?: unknown) => NDArray;
type Method = (this: NDArray, other: unknown) => NDArray;

/** The result (dtype and elements) or the error message of `run`, disposing the result. */
function outcome(run: () => NDArray): { dtype: string; weak: boolean; data: unknown } | { error: string } {
  let result: NDArray;
  try {
    result = run();
  } catch (error) {
    return { error: (error as Error).message };
  }
  try {
    return {
      dtype: result.dtype,
      weak: result.weakType,
      data: Array.from(result.toTypedArray() as ArrayLike<unknown>),
    };
  } finally {
    result.dispose();
  }
}

/** `run` on reversed views of the arrays (the general, strided path), reversed back. */
function viaReversed(run: (...operands: unknown[]) => NDArray, operands: unknown[]): () => NDArray {
  return () => {
    const views = operands.map((operand) =>
      (operand as NDArray)?.dtype !== undefined ? (operand as NDArray).slice('::-1') : operand,
    );
    try {
      using reversed = run(...views);
      using back = reversed.slice('::-1');
      return back.copy();
    } finally {
      for (const view of views) if ((view as NDArray)?.dtype !== undefined) (view as NDArray).dispose();
    }
  };
}

const scalars = sweep<unknown>(
  [2, -3, 2.5, 300, 2 ** 40, true, 0, -0, Number.NaN, 5n, { re: 1, im: -2 }],
  [2, 2.5, 300, -0, Number.NaN, 5n, { re: 1, im: -2 }],
);

describe('an array and a JavaScript scalar', () => {
  // The unit tier: JAX's rules (the others in integration).
  for (const policy of sweep(['jax', 'numpy', 'torch', 'triton', 'strict'] as const, ['jax'] as const)) {
    it(`every binary operation, dtype and scalar, both sides, under '${policy}': as the general path`, () => {
      const operations = withPolicy(policy) as unknown as Record<string, Binary>;
      const before = usedHeapBytes();
      let compared = 0;
      for (const dtype of dtypes) {
        using array = values(dtype, 37);
        for (const name of binaryOperations) {
          const run = operations[name]!;
          for (const scalar of scalars) {
            for (const scalarFirst of [false, true]) {
              const operands = scalarFirst ? [scalar, array] : [array, scalar];
              const fast = outcome(() => run(operands[0], operands[1]));
              const general = outcome(viaReversed((left, right) => run(left, right), operands));
              expect(
                fast,
                `${policy} ${name}(${scalarFirst ? `${String(scalar)}, ${dtype}` : `${dtype}, ${String(scalar)}`})`,
              ).toEqual(general);
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBe(dtypes.length * binaryOperations.length * scalars.length * 2);
      expect(usedHeapBytes()).toBe(before);
    });
  }

  it('a plan kept for `x + 2` still refuses `x + 300` on int8 and picks the divide kernel by value', () => {
    const operations = withPolicy('jax') as unknown as Record<string, Binary>;
    using x = values('int8', 9);
    using fine = operations.add!(x, 2);
    expect(fine.dtype).toBe('int8');
    expect(() => operations.add!(x, 300)).toThrow(/300, out of range for int8/);
    using again = operations.add!(x, 2);
    expect(again.toTypedArray()).toEqual(fine.toTypedArray());
    // An int scalar that int8 holds divides in the converting kernel, one that it does not takes
    // the cast path: both as the general path gives them.
    for (const divisor of [3, 2 ** 40, 3, -7, 2 ** 40]) {
      expect(outcome(() => operations.divide!(x, divisor))).toEqual(
        outcome(viaReversed((left, right) => operations.divide!(left, right), [x, divisor])),
      );
    }
  });

  it('writes into out, and an error leaves the slot usable', () => {
    const operations = withPolicy('jax') as unknown as Record<string, Binary>;
    using x = values('int16', 100);
    using out = values('int16', 100);
    const returned = operations.multiply!(x, 3, { out });
    expect(returned).toBe(out);
    using expected = operations.multiply!(x, 3);
    expect(out.toTypedArray()).toEqual(expected.toTypedArray());
    expect(() => operations.power!(x, -1)).toThrow(/negative integer powers/);
    expect(() => operations.add!(x, 1e6)).toThrow(/out of range for int16/);
    using after = operations.add!(x, 1);
    expect(Array.from(after.toTypedArray() as Int16Array)).toEqual(
      Array.from(x.toTypedArray() as Int16Array, (value) => value + 1),
    );
  });
});

describe('an array and a one-element array', () => {
  it('every binary operation, dtype pair and shape of the single element, both sides: as the general path', () => {
    const operations = withPolicy('jax') as unknown as Record<string, Binary>;
    const before = usedHeapBytes();
    const singleTypes = sweep<DType>(
      ['bool', 'int8', 'uint16', 'int64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64'],
      ['bool', 'bfloat16', 'complex64'],
    );
    for (const dtype of dtypes) {
      using flat = values(dtype, 24);
      using matrix = flat.reshape([4, 6]);
      for (const singleType of singleTypes) {
        using source = values(singleType, 3);
        const reshaped = (start: number, shape: number[]) => {
          using view = source.slice([start, start + 1]);
          return view.reshape(shape);
        };
        const singles = [reshaped(1, []), source.slice([2, 3]), reshaped(0, [1, 1]), reshaped(2, [1, 1, 1])];
        for (const single of singles) {
          for (const array of sweep<NDArray>([flat, matrix], [matrix])) {
            for (const name of binaryOperations) {
              for (const singleFirst of [false, true]) {
                const operands = singleFirst ? [single, array] : [array, single];
                const fast = outcome(() => operations[name]!(operands[0], operands[1]));
                // The general path: the one element broadcast to the array's shape first.
                const general = outcome(() => {
                  const shape = broadcastShapes(single.shape, array.shape);
                  using spread = single.broadcastTo(shape);
                  using copied = spread.copy();
                  using arraySpread = array.broadcastTo(shape);
                  using arrayCopied = arraySpread.copy();
                  return operations[name]!(singleFirst ? copied : arrayCopied, singleFirst ? arrayCopied : copied);
                });
                expect(
                  fast,
                  `${name}(${singleFirst ? `${singleType}${JSON.stringify(single.shape)}, ${dtype}${JSON.stringify(array.shape)}` : `${dtype}${JSON.stringify(array.shape)}, ${singleType}${JSON.stringify(single.shape)}`})`,
                ).toEqual(general);
              }
            }
          }
          single.dispose();
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('two contiguous arrays of different dtypes: fused kernels, or cast a block at a time', () => {
  const pairs: [DType, DType][] = [
    ['int32', 'float32'],
    ['uint8', 'float32'],
    ['int16', 'float64'],
    ['bool', 'int8'],
    ['float16', 'float32'],
    ['bfloat16', 'float16'],
    ['uint64', 'int8'],
    ['int64', 'complex64'],
    ['float32', 'complex128'],
    ['uint32', 'int32'],
    // An integer and a float array: fused kernels with a float32 or float64 result.
    ['int8', 'float64'],
    ['uint32', 'float32'],
    ['uint16', 'float32'],
    ['uint32', 'float64'],
    ['int32', 'float64'],
  ];
  const sizes = sweep([0, 1, 5, 4095, 4096, 4097, 9000], [0, 5, 4097]);

  it.each(['jax', 'numpy'] as const)(
    'every binary operation, block edges included, under %s: as the general path',
    (policy) => {
      const operations = withPolicy(policy) as unknown as Record<string, Binary>;
      const before = usedHeapBytes();
      for (const [leftType, rightType] of pairs) {
        for (const size of sizes) {
          using left = values(leftType, size);
          using right = values(rightType, size);
          for (const name of binaryOperations) {
            for (const [first, second] of [
              [left, right],
              [right, left],
            ]) {
              const fast = outcome(() => operations[name]!(first, second));
              const general = outcome(viaReversed((a, b) => operations[name]!(a, b), [first, second]));
              expect(fast, `${name}(${first.dtype}, ${second.dtype}) of ${size}`).toEqual(general);
            }
          }
        }
      }
      expect(usedHeapBytes()).toBe(before);
    },
  );

  it('into out, and an integer power error frees everything', () => {
    const operations = withPolicy('jax') as unknown as Record<string, Binary>;
    const before = usedHeapBytes();
    {
      using left = values('int32', 5000);
      using right = values('float32', 5000);
      using out = values('float32', 5000);
      expect(operations.subtract!(left, right, { out })).toBe(out);
      using expected = operations.subtract!(left, right);
      expect(out.toTypedArray()).toEqual(expected.toTypedArray());
      using base = values('int16', 5000);
      using exponent = values('int8', 5000); // holds negative values
      expect(() => operations.power!(base, exponent)).toThrow(/negative integer powers/);
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('where over flat operands (the vector select)', () => {
  it('every dtype, sizes around the vector width, arrays and scalars on either side: element by element', () => {
    const before = usedHeapBytes();
    for (const dtype of dtypes) {
      for (const size of [0, 1, 2, 3, 7, 8, 15, 16, 17, 31, 33, 64, 100]) {
        using x = values(dtype, size);
        using reversedView = x.slice('::-1');
        using y = reversedView.copy();
        using flags = values('int8', size);
        using condition = flags.less(0);
        const parts = dtype.startsWith('complex') ? 2 : 1;
        const xs = x.toTypedArray() as ArrayLike<unknown>;
        const ys = y.toTypedArray() as ArrayLike<unknown>;
        const picks = condition.toTypedArray() as Uint8Array;
        const expect = (
          result: NDArray,
          pickX: (index: number) => unknown,
          pickY: (index: number) => unknown,
          label: string,
        ) => {
          const data = Array.from(result.toTypedArray() as ArrayLike<unknown>);
          const wanted: unknown[] = [];
          for (let index = 0; index < size * parts; index += 1) {
            wanted.push(picks[Math.floor(index / parts)] ? pickX(index) : pickY(index));
          }
          expectEqual(result.dtype, dtype, label);
          expectEqual(data, wanted, label);
        };
        using both = where(condition, x, y);
        expect(
          both,
          (index) => xs[index],
          (index) => ys[index],
          `${dtype} ${size} arrays`,
        );
        if (size === 0) continue;
        const first = x.item(0);
        using scalarY = where(condition, x, first);
        expect(
          scalarY,
          (index) => xs[index],
          (index) => xs[index % parts],
          `${dtype} ${size} scalar y`,
        );
        using scalarX = where(condition, first, y);
        expect(
          scalarX,
          (index) => xs[index % parts],
          (index) => ys[index],
          `${dtype} ${size} scalar x`,
        );
      }
    }
    expectEqual(usedHeapBytes(), before, 'heap');
  });
});

describe('fused integer-and-float kernels round integers as the casts do', () => {
  it('32-bit integers beyond float32 precision, every size past the vector loop, both orders', () => {
    const before = usedHeapBytes();
    const wide: Record<string, number[]> = {
      int32: [2 ** 31 - 1, -(2 ** 31), 16777217, -16777217, 123456789, -987654321, 33554435, 7],
      uint32: [2 ** 32 - 1, 2 ** 31 + 1, 16777217, 4294967041, 3000000001, 33554435, 0, 9],
      int16: [-32768, 32767, 1, -1, 12345, -12345, 0, 2],
      uint8: [255, 0, 128, 127, 1, 2, 3, 4],
    };
    for (const [dtype, data] of Object.entries(wide)) {
      for (const floatType of ['float32', 'float64'] as const) {
        for (const size of [1, 3, 8, 9, 17]) {
          const list = Array.from({ length: size }, (_, index) => data[index % data.length]!);
          using integers = array(list, dtype as 'int32');
          using zeros = array(
            list.map(() => 0.5),
            floatType,
          );
          for (const policy of ['jax', 'numpy'] as const) {
            const operations = withPolicy(policy) as unknown as Record<string, Binary>;
            for (const [first, second] of [
              [integers, zeros],
              [zeros, integers],
            ]) {
              using sum = operations.add!(first, second);
              using cast = integers.astype(sum.dtype as DType);
              using halves = zeros.astype(sum.dtype as DType);
              using expected = operations.add!(cast, halves);
              expect(sum.toTypedArray(), `${policy} ${first.dtype} + ${second.dtype} (${size})`).toEqual(
                expected.toTypedArray(),
              );
            }
          }
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('var and std of a whole float32/float64 array', () => {
  it('the same bits as the steps spelled out (mean, squared deviations, sum, divide, sqrt), every size and ddof', () => {
    const jax = withPolicy('jax') as unknown as Record<string, (...args: unknown[]) => NDArray>;
    const before = usedHeapBytes();
    for (const dtype of ['float32', 'float64'] as const) {
      for (const size of [2, 3, 4, 5, 8, 17, 100, 1000, 2049, 70001]) {
        using x = values(dtype, size);
        for (const ddof of [0, 1, size, size + 1]) {
          using total = jax.sum!(x);
          using count = full([], size, dtype);
          using mean = jax.divide!(total, count);
          using centered = jax.subtract!(x, mean);
          using squares = jax.multiply!(centered, centered);
          using squaresTotal = jax.sum!(squares);
          using divisor = full([], size - ddof > 0 ? size - ddof : Number.NaN, dtype);
          using expectedVariance = jax.divide!(squaresTotal, divisor);
          using expectedStd = jax.sqrt!(expectedVariance);
          using variance = jax.var!(x, { ddof });
          using deviation = jax.std!(x, { ddof });
          expect(variance.toTypedArray(), `var ${dtype} ${size} ddof=${ddof}`).toEqual(expectedVariance.toTypedArray());
          expect(deviation.toTypedArray(), `std ${dtype} ${size} ddof=${ddof}`).toEqual(expectedStd.toTypedArray());
          using kept = jax.std!(x, { ddof, keepdims: true });
          expect(kept.shape).toEqual([1]);
          expect(kept.toTypedArray()).toEqual(expectedStd.toTypedArray());
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('an array and one matching its trailing axes (a bias row)', () => {
  it('every binary operation, several dtypes and shapes, both orders: as the broadcast copies give', () => {
    const operations = withPolicy('jax') as unknown as Record<string, Binary>;
    const before = usedHeapBytes();
    const pairs: [number[], number[]][] = [
      [[25, 40], [40]],
      [
        [25, 40],
        [1, 40],
      ],
      [
        [3, 4, 20],
        [4, 20],
      ],
      [[3, 4, 20], [20]],
      [
        [2, 3, 16],
        [1, 3, 16],
      ],
      [[7, 17], [17]],
      [[4, 15], [15]], // shorter than 16 elements: the general path
    ];
    for (const dtype of [
      'int8',
      'uint16',
      'int32',
      'int64',
      'float16',
      'float32',
      'float64',
      'complex64',
      'bool',
    ] as DType[]) {
      for (const [bigShape, smallShape] of pairs) {
        using bigFlat = values(
          dtype,
          bigShape.reduce((a, b) => a * b, 1),
        );
        using big = bigFlat.reshape(bigShape);
        using smallFlat = values(
          dtype,
          smallShape.reduce((a, b) => a * b, 1),
        );
        using reversedSmall = smallFlat.slice('::-1');
        using smallCopy = reversedSmall.copy();
        using small = smallCopy.reshape(smallShape);
        using spread = small.broadcastTo(bigShape);
        using spreadCopy = spread.copy();
        for (const name of binaryOperations) {
          for (const smallFirst of [false, true]) {
            const fast = outcome(() => (smallFirst ? operations[name]!(small, big) : operations[name]!(big, small)));
            const general = outcome(() =>
              smallFirst ? operations[name]!(spreadCopy, big) : operations[name]!(big, spreadCopy),
            );
            expect(
              fast,
              `${name} ${dtype} ${JSON.stringify(smallFirst ? [smallShape, bigShape] : [bigShape, smallShape])}`,
            ).toEqual(general);
          }
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('the last plan each operation keeps', () => {
  it("alternating dtype pairs, weak and strong arrays and policies: each call gets its own pair's dtype", () => {
    const numpy = withPolicy('numpy');
    const operands = dtypes.map((dtype) => array([1, 0], dtype));
    const weakInt = add(2, 1); // a weakly typed int array (from two JavaScript scalars)
    expect(weakInt.weakType).toBe(true);
    // An order that changes the pair on most calls and repeats it on some.
    const order = [0, 1, 1, 2, 0, 0, 3, 2, 1, 3, 3, 0];
    for (const operation of ['add', 'multiply', 'maximum'] as const) {
      for (let round = 0; round < operands.length; round += 1) {
        for (const step of order) {
          const left = operands[(round + step) % operands.length]!;
          const right = operands[(round * 3 + step * 5) % operands.length]!;
          const cases: [string, () => NDArray, () => string][] = [
            [
              'jax',
              () => (left[operation] as unknown as Method).call(left, right),
              () => binaryResultType(operation, left.dtype, right.dtype),
            ],
            [
              'numpy',
              () => (numpy[operation] as Binary)(left, right),
              () => binaryResultType(operation, left.dtype, right.dtype, 'numpy') as string,
            ],
            [
              'weak',
              () => (left[operation] as unknown as Method).call(left, weakInt),
              () => binaryResultType(operation, left.dtype, 'int'),
            ],
            ['sqrt', () => sqrt(right), () => unaryResultType('sqrt', right.dtype)],
          ];
          for (const [label, run, resultType] of cases) {
            const got = outcome(run);
            const message = `${label} ${operation}(${left.dtype}, ${right.dtype})`;
            let wanted: string;
            try {
              wanted = materialize(resultType() as DType);
            } catch (error) {
              // A refused pair: the operation refuses it too, in the same words.
              expect('error' in got ? got.error : got.dtype, message).toContain((error as Error).message);
              continue;
            }
            // A weakly typed result (bool + weak int, int8 + uint64 under JAX) reports its materialised dtype.
            expectEqual('dtype' in got ? got.dtype : got.error, wanted, message);
          }
        }
      }
    }
    operands.forEach((operand) => operand.dispose());
    weakInt.dispose();
  });
});

describe('the executor a plan keeps per layout class', () => {
  type Path = { left: unknown; right: unknown; single: boolean; head: unknown } | undefined;
  const paths = (plan: Plan) => (plan.binaryPaths ?? []) as Path[];
  const data = (result: NDArray) => {
    const elements = result.toArray();
    result.dispose();
    return elements;
  };

  it('a repeated call takes the executor chosen the first time, with the same result; other dtypes, sizes and layouts choose again', () => {
    const policy = resolvePolicy('jax');
    const mixed = planOperation(policy, 'add', ['int8', 'float32']);
    const wide = array([1, 2, 3, 4, 5], 'int8');
    const other = array([0.5, 0.25, 2, -1, 8], 'float32');
    const expected = [1.5, 2.25, 5, 3, 13];
    // A plan's first run finds its kernel and remembers nothing (it may be a plan for one call);
    // from its second run on, a plan kept across calls remembers.
    expect(data(runBinary(mixed, 'add', wide, other))).toEqual(expected);
    expect(paths(mixed)).toEqual([]);
    expect(data(runBinary(mixed, 'add', wide, other))).toEqual(expected);
    expect(paths(mixed)[0]).toMatchObject({ left: 'int8', right: 'float32', single: false });
    expect(paths(mixed)[0]!.head).toBeTypeOf('function');
    const first = paths(mixed)[0];
    expect(data(runBinary(mixed, 'add', wide, other))).toEqual(expected);
    expect(paths(mixed)[0]).toBe(first);
    // One element each: the scalar executor may take it, so the choice is made again.
    const one = array([3], 'int8');
    const half = array([0.5], 'float32');
    expect(data(runBinary(mixed, 'add', one, half))).toEqual([3.5]);
    expect(paths(mixed)[0]).toMatchObject({ left: 'int8', right: 'float32', single: true });
    expect(data(runBinary(mixed, 'add', wide, other))).toEqual(expected);
    // Broadcasting has no class: the whole ladder, nothing remembered for it.
    const row = array(
      [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
      'int8',
    );
    expect(data(runBinary(mixed, 'add', row, other))).toEqual([expected, [6.5, 7.25, 10, 8, 18]]);
    expect(paths(mixed).filter((path) => path !== undefined)).toHaveLength(1);

    // An array and a JavaScript scalar, on either side: a class each.
    const withScalar = planOperation(policy, 'subtract', ['float32', 'float']);
    const scalarFirst = planOperation(policy, 'subtract', ['float', 'float32']);
    for (let repeat = 0; repeat < 2; repeat += 1) {
      expect(data(runBinary(withScalar, 'subtract', other, 0.5))).toEqual([0, -0.25, 1.5, -1.5, 7.5]);
      expect(data(runBinary(scalarFirst, 'subtract', 0.5, other))).toEqual([0, 0.25, -1.5, 1.5, -7.5]);
    }
    expect(paths(withScalar)[1]).toMatchObject({ left: 'float32', right: undefined });
    expect(paths(scalarFirst)[2]).toMatchObject({ left: undefined, right: 'float32' });
    for (let repeat = 0; repeat < 3; repeat += 1) {
      expect(data(runBinary(withScalar, 'subtract', other, 0.5))).toEqual([0, -0.25, 1.5, -1.5, 7.5]);
      expect(data(runBinary(scalarFirst, 'subtract', 0.5, other))).toEqual([0, 0.25, -1.5, 1.5, -7.5]);
    }
    // A narrow plan: none of the head's executors takes it; the rest of the ladder runs, remembered.
    const narrow = planOperation(policy, 'multiply', ['float8_e4m3fn', 'float8_e4m3fn']);
    const small = array([1, 2, 3], 'float8_e4m3fn');
    const twice = () => data(runBinary(narrow, 'multiply', small, small).astype('float32'));
    expect(twice()).toEqual([1, 4, 9]);
    expect(twice()).toEqual([1, 4, 9]);
    expect(paths(narrow)[0]).toMatchObject({ left: 'float8_e4m3fn', head: undefined });
    expect(twice()).toEqual([1, 4, 9]);
    for (const operand of [wide, other, one, half, row, small]) operand.dispose();
  });

  it('a plan made for one call (a policy that reads the values) keeps no path', () => {
    const plan = planOperation(resolvePolicy('jax'), 'add', ['float64', 'float64']);
    const x = array([1, 2]);
    const fresh = { ...plan };
    delete fresh.kernelHandle;
    expect(data(runBinary(fresh, 'add', x, x))).toEqual([2, 4]);
    expect(fresh.binaryPaths).toBeUndefined();
    x.dispose();
  });
});
