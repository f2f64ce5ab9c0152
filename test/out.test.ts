// `out` at run time (issue #24, item 2), the runtime side of test-d/out.test-d.ts: a correct
// `out` is the array returned, written in place, for each kind of function; one of the wrong
// dtype is a TypeError and of the wrong shape a RangeError, in the words the compile errors carry.
import { describe, expect, it } from 'vitest';
import { add, array, clip, matmul, negative, sqrt, sum, where, withPolicy, zeros } from '../src/index.js';

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
  ];
  it.each(cases)('%s', (_name, run) => {
    const [result, out, expected] = run();
    expect(result).toBe(out);
    expect((out as { toArray(): unknown }).toArray()).toEqual(expected);
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
