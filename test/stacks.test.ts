// hstack, vstack, dstack, columnStack (NumPy's, dtypes promoted as concatenate's) and arraySplit,
// hsplit, vsplit, dsplit (views, as split's); values by hand (NumPy 2.4's, small and obvious).
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  arraySplit,
  columnStack,
  dsplit,
  dstack,
  hsplit,
  hstack,
  vsplit,
  vstack,
  withPolicy,
  zeros,
} from '../src/index.js';
import * as np from '../src/x64.js';

describe('hstack, vstack, dstack, columnStack', () => {
  it('join as NumPy does', () => {
    const a = array([1, 2], 'int8');
    const b = array([3, 4], 'uint8');
    const h = hstack([a, b]);
    expect([h.dtype, h.shape, h.toArray()]).toEqual(['int16', [4], [1, 2, 3, 4]]);
    const v = vstack([a, b]);
    expect([v.shape, v.toArray()]).toEqual([
      [2, 2],
      [
        [1, 2],
        [3, 4],
      ],
    ]);
    const d = dstack([a, b]);
    expect([d.shape, d.toArray()]).toEqual([
      [1, 2, 2],
      [
        [
          [1, 3],
          [2, 4],
        ],
      ],
    ]);
    const c = columnStack([a, b]);
    expect([c.shape, c.toArray()]).toEqual([
      [2, 2],
      [
        [1, 3],
        [2, 4],
      ],
    ]);
    for (const each of [a, b, h, v, d, c]) each.dispose();
  });

  it('take 0-d, 1-d, 2-d and 3-d inputs', () => {
    const m = array([
      [1, 2],
      [3, 4],
    ]);
    const col = array([[5], [6]]);
    expect(hstack([m, col]).toArray()).toEqual([
      [1, 2, 5],
      [3, 4, 6],
    ]);
    expect(hstack([array(1), array([2, 3]), array(4)]).toArray()).toEqual([1, 2, 3, 4]);
    expect(vstack([m, array([7, 8])]).toArray()).toEqual([
      [1, 2],
      [3, 4],
      [7, 8],
    ]);
    expect(vstack([array(1), array(2)]).toArray()).toEqual([[1], [2]]);
    expect(dstack([m, m]).toArray()).toEqual([
      [
        [1, 1],
        [2, 2],
      ],
      [
        [3, 3],
        [4, 4],
      ],
    ]);
    expect(dstack([array(1), array(2)]).shape).toEqual([1, 1, 2]);
    const cube = zeros([2, 2, 1], 'int32');
    expect(dstack([cube, m]).toArray()).toEqual([
      [
        [0, 1],
        [0, 2],
      ],
      [
        [0, 3],
        [0, 4],
      ],
    ]);
    expect(columnStack([m, array([9, 10])]).toArray()).toEqual([
      [1, 2, 9],
      [3, 4, 10],
    ]);
    expect(columnStack([array(1), array(2)]).toArray()).toEqual([[1, 2]]);
    expect(columnStack([array([1, 2, 3])]).toArray()).toEqual([[1], [2], [3]]);
  });

  it('read non-contiguous inputs in order and leave inputs untouched', () => {
    const m = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const t = m.transpose(); // [3, 2], not contiguous
    expect(hstack([t, t]).toArray()).toEqual([
      [1, 4, 1, 4],
      [2, 5, 2, 5],
      [3, 6, 3, 6],
    ]);
    expect(columnStack([m.slice(0), m.slice(1)]).toArray()).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(m.toArray()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('promote under the policy (x64, withPolicy) and keep weak inputs weak', () => {
    expect(hstack([array([1], 'int32'), array([1], 'uint32')]).dtype).toBe('int32');
    expect(np.hstack([np.array([1], 'int32'), np.array([1], 'uint32')]).dtype).toBe('int64');
    const numpy = withPolicy('numpy');
    expect(numpy.vstack([array([1], 'int8'), array([2.5], 'float16')]).dtype).toBe('float16');
    expect(vstack([array([1], 'int8'), array([true], 'bool')]).dtype).toBe('int8');
    const weak = add(2, 1); // a weakly typed int (0-d)
    const joined = hstack([weak, weak]);
    expect([joined.dtype, joined.weakType, joined.toArray()]).toEqual(['int32', true, [3, 3]]);
    expect(hstack([weak, array([1], 'int8')]).dtype).toBe('int8');
  });

  it('refuse bad inputs, naming the function', () => {
    // @ts-expect-error -- the same words at compile time
    expect(() => hstack([array([1, 2]), array([[1]])])).toThrow(
      'hstack: array 1 has shape [1, 1], which does not match [2] except along axis 0.',
    );
    // @ts-expect-error -- the same words at compile time
    expect(() => vstack([array([1, 2]), array([1, 2, 3])])).toThrow(
      'vstack: array 1 has shape [1, 3], which does not match [1, 2] except along axis 0.',
    );
    // @ts-expect-error -- the same words at compile time
    expect(() => dstack([array([1, 2]), array([1, 2, 3])])).toThrow(
      'dstack: array 1 has shape [1, 3, 1], which does not match [1, 2, 1] except along axis 2.',
    );
    // @ts-expect-error -- the same words at compile time
    expect(() => columnStack([array([1, 2]), array([1, 2, 3])])).toThrow(
      'columnStack: array 1 has shape [3, 1], which does not match [2, 1] except along axis 1.',
    );
    expect(() => hstack([] as never)).toThrow(TypeError);
    expect(() => hstack([] as never)).toThrow('hstack: expects a non-empty list of arrays');
    expect(() => vstack([array([1]), 3] as never)).toThrow('vstack');
    expect(() => (dstack as (...args: unknown[]) => unknown)([array([1])], { dtype: 'int8' })).toThrow(
      'dstack: takes one argument',
    );
  });
});

describe('arraySplit, hsplit, vsplit, dsplit', () => {
  const read = (pieces: { toArray(): unknown }[]) => pieces.map((piece) => piece.toArray());

  it('arraySplit gives the first size % n pieces one more element', () => {
    const x = array([0, 1, 2, 3, 4, 5, 6]);
    expect(read(arraySplit(x, 3))).toEqual([
      [0, 1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(read(arraySplit(x, 7))).toEqual([[0], [1], [2], [3], [4], [5], [6]]);
    expect(arraySplit(array([1, 2]), 4).map((piece) => piece.shape)).toEqual([[1], [1], [0], [0]]);
    expect(read(arraySplit(x, [2, 5]))).toEqual([
      [0, 1],
      [2, 3, 4],
      [5, 6],
    ]);
    const m = array([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(read(arraySplit(m, 2, 1))).toEqual([
      [
        [1, 2],
        [4, 5],
      ],
      [[3], [6]],
    ]);
    expect(read(arraySplit(m, 2, { axis: -1 }))).toEqual([
      [
        [1, 2],
        [4, 5],
      ],
      [[3], [6]],
    ]);
  });

  it('hsplit, vsplit and dsplit split along 1 (0 for 1-d), 0 and 2', () => {
    const m = array([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    expect(read(hsplit(m, 2))).toEqual([
      [
        [1, 2],
        [5, 6],
      ],
      [
        [3, 4],
        [7, 8],
      ],
    ]);
    expect(read(hsplit(array([1, 2, 3, 4]), [1]))).toEqual([[1], [2, 3, 4]]);
    expect(read(vsplit(m, 2))).toEqual([[[1, 2, 3, 4]], [[5, 6, 7, 8]]]);
    const cube = array([[[1, 2, 3, 4]]]);
    expect(read(dsplit(cube, [1, 3]))).toEqual([[[[1]]], [[[2, 3]]], [[[4]]]]);
  });

  it('give views of x and leave it whole', () => {
    const m = array([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    const [left, right] = hsplit(m, 2);
    expect(left!.contiguous).toBe(false);
    expect(right!.toArray()).toEqual([
      [3, 4],
      [7, 8],
    ]);
    const pieces = arraySplit(m, 3, 1);
    expect(pieces.map((piece) => piece.shape)).toEqual([
      [2, 2],
      [2, 1],
      [2, 1],
    ]);
    expect(pieces[0]!.contiguous).toBe(false);
    for (const piece of [left!, right!, ...pieces]) piece.dispose();
    expect(m.toArray()).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    m.dispose();
  });

  it('refuse bad inputs, naming the function', () => {
    expect(() => arraySplit(array([1, 2]), 0)).toThrow('arraySplit: the number of sections must be positive, got 0.');
    expect(() => arraySplit(array([1, 2]), 1.5)).toThrow('arraySplit: the number of sections must be an integer');
    expect(() => arraySplit(array([1, 2]), 2, 1)).toThrow(/arraySplit/);
    expect(() => arraySplit(array([1, 2]), 2, { axes: 0 } as never)).toThrow(/arraySplit.*axes/);
    expect(() => hsplit(array(1), 1)).toThrow('hsplit: x must have at least 1 axis, got shape [].');
    expect(() => vsplit(array([1, 2]), 2)).toThrow('vsplit: x must have at least 2 axes, got shape [2].');
    expect(() => dsplit(array([[1, 2]]), 2)).toThrow('dsplit: x must have at least 3 axes, got shape [1, 2].');
    expect(() => hsplit(array([[1, 2, 3]]), 2)).toThrow(
      'hsplit: 2 sections do not divide axis 1 of size 3 equally; give split indices instead.',
    );
    expect(() => vsplit(array([[1, 2]]), 'a' as never)).toThrow('vsplit: indicesOrSections must be');
    expect(() => (hsplit as (...args: unknown[]) => unknown)(array([1, 2]), 2, 0)).toThrow('hsplit: takes two');
  });
});
