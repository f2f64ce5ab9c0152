// `out` at run time (issue #24, item 2), the runtime side of test-d/out.test-d.ts: a correct
// `out` is the array returned, written in place, for each kind of function; one of the wrong
// dtype is a TypeError and of the wrong shape a RangeError, in the words the compile errors carry.
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  clip,
  einsum,
  matmul,
  negative,
  sqrt,
  sum,
  tensordot,
  where,
  withPolicy,
  zeros,
  type DType,
} from '../src/x64.js';

describe('a correct out is the result', () => {
  const x = array(
    [
      [1, 2, 3],
      [4, 5, 6],
    ],
    'float32',
  );
  const cases: [string, () => [unknown, unknown, unknown]][] = [
    [
      'add',
      () => {
        const out = zeros([2, 3], 'float32');
        return [
          add(x, 1, { out }),
          out,
          [
            [2, 3, 4],
            [5, 6, 7],
          ],
        ];
      },
    ],
    [
      'multiply (method)',
      () => {
        const out = zeros([2, 3], 'float32');
        return [
          x.multiply(2, { out }),
          out,
          [
            [2, 4, 6],
            [8, 10, 12],
          ],
        ];
      },
    ],
    [
      'negative',
      () => {
        const out = zeros([2, 3], 'float32');
        return [
          negative(x, { out }),
          out,
          [
            [-1, -2, -3],
            [-4, -5, -6],
          ],
        ];
      },
    ],
    [
      'sqrt of int8 into float32',
      () => {
        const out = zeros([2], 'float32');
        return [sqrt(array([4, 9], 'int8'), { out }), out, [2, 3]];
      },
    ],
    [
      'sum',
      () => {
        const out = zeros([3], 'float32');
        return [sum(x, { axis: 0, out }), out, [5, 7, 9]];
      },
    ],
    [
      'mean (method, keepdims)',
      () => {
        const out = zeros([2, 1], 'float32');
        return [x.mean({ axis: 1, keepdims: true, out }), out, [[2], [5]]];
      },
    ],
    [
      'where',
      () => {
        const out = zeros([2, 3], 'float32');
        return [
          where(x.greater(3), x, 0, { out }),
          out,
          [
            [0, 0, 0],
            [4, 5, 6],
          ],
        ];
      },
    ],
    [
      'clip',
      () => {
        const out = zeros([2, 3], 'float32');
        return [
          clip(x, 2, 5, { out }),
          out,
          [
            [2, 2, 3],
            [4, 5, 5],
          ],
        ];
      },
    ],
    [
      'withPolicy numpy add',
      () => {
        const out = zeros([2], 'int16');
        return [withPolicy('numpy').add(array([1, 2], 'int8'), array([3, 4], 'uint8'), { out }), out, [4, 6]];
      },
    ],
    [
      'matmul',
      () => {
        const out = zeros([2], 'float32');
        return [matmul(x, array([1, 1, 1], 'float32'), { out }), out, [6, 15]];
      },
    ],
    [
      'einsum, implicit subscripts (the letters in order: a transpose)',
      () => {
        const out = zeros([3, 2], 'float32');
        return [
          einsum('ji', x, { out }),
          out,
          [
            [1, 4],
            [2, 5],
            [3, 6],
          ],
        ];
      },
    ],
    [
      'tensordot',
      () => {
        const out = zeros([3, 3], 'int16');
        const a = array([[1, 2, 3]], 'int8');
        return [
          tensordot(a, array([[4, 5, 6]], 'uint8'), [[0], [-2]], { out }),
          out,
          [
            [4, 5, 6],
            [8, 10, 12],
            [12, 15, 18],
          ],
        ];
      },
    ],
  ];
  it.each(cases)('%s', (_name, run) => {
    const [result, out, expected] = run();
    expect(result).toBe(out);
    expect((out as { toArray(): unknown }).toArray()).toEqual(expected);
  });
});

describe('a weak result goes into out of the dtype x64 gives it', () => {
  // Made with x64 on (int64 data): under x64 off the result still has the policy's width.
  const weakInt = () => add(zeros([2], 'bool'), 1);
  const x32 = withPolicy({ x64: false });
  type Out = ReturnType<typeof zeros>;
  // [case, operation, the call with out, out's shape, the result's dtype, the other width]
  const cases: [string, string, (out: Out) => unknown, number[], DType, DType][] = [
    ['two scalars', 'add', (out) => add(1, 2, { out: out as never }), [], 'int64', 'int32'],
    ['two scalars, x64 off', 'add', (out) => x32.add(1, 2, { out: out as never }), [], 'int32', 'int64'],
    ['a weak array', 'sqrt', (out) => sqrt(weakInt(), { out: out as never }), [2], 'float64', 'float32'],
    // A method is the root's whichever entry made the array: x64 off.
    ['a weak array (method)', 'sqrt', (out) => weakInt().sqrt({ out: out as never }), [2], 'float32', 'float64'],
    [
      'a weak array and a float, x64 off',
      'multiply',
      (out) => x32.multiply(weakInt(), 1.5, { out: out as never }),
      [2],
      'float32',
      'float64',
    ],
    [
      'a weak array and a complex scalar, strict, x64 off',
      'add',
      (out) => withPolicy({ policy: 'strict', x64: false }).add(weakInt(), { re: 0, im: 1 }, { out: out as never }),
      [2],
      'complex64',
      'complex128',
    ],
    [
      'clip of int16 by a float',
      'clip',
      (out) => clip(zeros([2], 'int16'), 0, 1.5, { out: out as never }),
      [2],
      'float64',
      'float32',
    ],
    [
      'matmul of weak arrays',
      'matmul',
      (out) => matmul(add(zeros([2, 3], 'bool'), 1), add(zeros([3, 2], 'bool'), 2), { out: out as never }),
      [2, 2],
      'int64',
      'int32',
    ],
  ];
  it.each(cases)('%s', (_name, operation, run, shape, dtype, other) => {
    const out = zeros(shape, dtype);
    expect(run(out)).toBe(out);
    const shown = `[${shape.join(', ')}]`;
    expect(() => run(zeros(shape, other))).toThrow(
      new TypeError(
        `${operation}: out is ${other} of shape ${shown}, but the result is ${dtype} of shape ${shown}; out must have exactly the result dtype and shape.`,
      ),
    );
  });
});

describe('a wrong out throws in the compile error words', () => {
  it('dtype: TypeError; shape: RangeError', () => {
    const x = zeros([2, 3], 'float32');
    expect(() => add(x, 1, { out: zeros([2, 3], 'int8') as never })).toThrow(
      new TypeError(
        'add: out is int8 of shape [2, 3], but the result is float32 of shape [2, 3]; out must have exactly the result dtype and shape.',
      ),
    );
    expect(() => add(x, 1, { out: zeros([3, 2], 'float32') as never })).toThrow(RangeError);
  });

  it('clip names itself, not the step that writes out', () => {
    const x = zeros([2], 'int16');
    expect(() => clip(x, 0, 1.5, { out: zeros([2], 'int16') as never })).toThrow(
      'clip: out is int16 of shape [2], but the result is float64 of shape [2];',
    );
    expect(() => x.clip(0, undefined, { out: zeros([3], 'int16') as never })).toThrow(
      /^clip: out is int16 of shape \[3\]/,
    );
  });
});
