// linspace, eye, identity, tri, meshgrid, empty and the *Like functions: values (NumPy 2.4's, to the
// bit), dtypes, shapes and errors. test-d/creation-patterns.test-d.ts states the same types.
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  dtypes,
  empty,
  emptyLike,
  eye,
  full,
  fullLike,
  identity,
  linspace,
  meshgrid,
  ones,
  onesLike,
  tri,
  zeros,
  zerosLike,
  type NDArray,
} from '../src/index.js';
import { createCreation } from '../src/ops/creation.js';
import { resolvePolicy } from '../src/policy/policy.js';

/** The creation functions with x64 on: float64 by default, NumPy's values to the bit. */
const x64 = createCreation(resolvePolicy({ x64: true }));

describe('linspace', () => {
  it.each([
    [
      [0, 1, 7],
      [0.0, 0.16666666666666666, 0.3333333333333333, 0.5, 0.6666666666666666, 0.8333333333333333, 1.0],
    ],
    [
      [-3.3, 10.1, 9],
      [
        -3.3, -1.625, 0.04999999999999982, 1.7249999999999996, 3.3999999999999995, 5.075, 6.749999999999999,
        8.424999999999997, 10.1,
      ],
    ],
    [
      [1e-300, 3, 5],
      [1e-300, 0.75, 1.5, 2.25, 3.0],
    ],
    [
      [0.1, 0.9, 10, { endpoint: false }],
      [0.1, 0.18, 0.26, 0.33999999999999997, 0.42000000000000004, 0.5, 0.58, 0.66, 0.74, 0.82],
    ],
    [
      [-1e308, 1e308, 5],
      [Number.NaN, Infinity, Infinity, Infinity, 1e308],
    ],
    [
      [5, 5, 3],
      [5, 5, 5],
    ],
    [[2, 3, 1], [2]],
    [[2, 3, 1, { endpoint: false }], [2]],
    [[2, 3, 0], []],
  ] as const)('linspace(%j) is NumPy’s, bit for bit; rounded once to float32 by default', (args, expected) => {
    const result = (x64.linspace as unknown as (...rest: unknown[]) => NDArray)(...args);
    expect(result.dtype).toBe('float64');
    expect(result.shape).toEqual([expected.length]);
    expect([...(result.toTypedArray() as Float64Array)]).toEqual(expected);
    result.dispose();
    // x64 off (the default): NumPy's float64 values, each rounded once to float32.
    const narrow = (linspace as unknown as (...rest: unknown[]) => NDArray)(...args);
    expect(narrow.dtype).toBe('float32');
    expect([...(narrow.toTypedArray() as Float32Array)]).toEqual(expected.map(Math.fround));
    narrow.dispose();
  });

  it('defaults to 50 values; the last is exactly stop', () => {
    using result = linspace(0, 0.3);
    expect(result.shape).toEqual([50]);
    expect(result.item(49)).toBe(Math.fround(0.3));
  });

  it('dtypes: one rounding from float64; integers take the floor (NumPy 2)', () => {
    using halves = linspace(0.1, 0.7, 7, 'float16');
    expect([...(halves.toTypedArray() as Uint16Array)]).toEqual([11878, 12902, 13517, 13926, 14336, 14541, 14746]);
    using small = linspace(-7.5, 8.5, 6, { dtype: 'int8' });
    expect(small.toArray()).toEqual([-8, -5, -2, 2, 5, 8]);
    using wide = linspace(0, 10, 3, 'int64');
    expect(wide.toArray()).toEqual([0n, 5n, 10n]);
    for (const dtype of dtypes) {
      using made = linspace(0, 1, 3, dtype);
      expect(made.dtype).toBe(dtype);
      expect(made.shape).toEqual([3]);
    }
  });

  it('errors name linspace, the argument and the value', () => {
    expect(() => linspace(0, 1, -1)).toThrow(new RangeError('linspace: num must be a non-negative integer, got -1.'));
    expect(() => linspace(0, 1, 2.5)).toThrow(new TypeError('linspace: num must be a non-negative integer, got 2.5.'));
    expect(() => linspace(0, '1' as never)).toThrow("linspace: stop must be a number, got '1'.");
    expect(() => linspace(0, 1, 3, 'int9' as never)).toThrow("linspace: Unknown dtype 'int9'");
    expect(() => linspace(0, 1, 3, { step: 2 } as never)).toThrow(
      "linspace: unknown option 'step' (it takes dtype, endpoint).",
    );
    expect(() => linspace(0, 300, 3, 'uint8')).toThrow(RangeError);
    expect(() => linspace(0, 300, 3, 'uint8')).toThrow(
      'linspace(): the value at index [2] is 300, out of range for uint8',
    );
  });
});

describe('eye, identity, tri', () => {
  it('match NumPy', () => {
    using band = eye(3, 4, { k: -1, dtype: 'int32' });
    expect(band.toArray()).toEqual([
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 1, 0, 0],
    ]);
    using lower = tri(3, 5, { k: 1, dtype: 'int32' });
    expect(lower.toArray()).toEqual([
      [1, 1, 0, 0, 0],
      [1, 1, 1, 0, 0],
      [1, 1, 1, 1, 0],
    ]);
    using square = eye(2);
    expect(square.dtype).toBe('float32');
    expect(square.toArray()).toEqual([
      [1, 0],
      [0, 1],
    ]);
    using named = eye(2, 'uint8');
    expect(named.toArray()).toEqual([
      [1, 0],
      [0, 1],
    ]);
    using defaultColumns = eye(2, null, { k: 1 });
    expect(defaultColumns.toArray()).toEqual([
      [0, 1],
      [0, 0],
    ]);
    using farOff = eye(2, 2, { k: 5 });
    expect(farOff.toArray()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    using ident = identity(3, 'bool');
    expect(ident.toArray()).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    using triangle = tri(3, { k: -1, dtype: 'bool' });
    expect(triangle.toArray()).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
    ]);
    using none = eye(0);
    expect(none.shape).toEqual([0, 0]);
  });

  it('every dtype, packed ones included: the bits of astype from bool', () => {
    using mask = array([
      [false, true, false, false, false],
      [false, false, true, false, false],
      [false, false, false, true, false],
    ]);
    for (const dtype of dtypes) {
      using made = eye(3, 5, { k: 1, dtype });
      using expected = mask.astype(dtype);
      expect(made.dtype).toBe(dtype);
      expect(made.toTypedArray(), dtype).toEqual(expected.toTypedArray());
    }
  });

  it('errors', () => {
    expect(() => eye(-2)).toThrow(new RangeError('eye: n must be a non-negative integer, got -2.'));
    expect(() => eye(2, 1.5)).toThrow(new TypeError('eye: m must be a non-negative integer, got 1.5.'));
    expect(() => tri(2, 2, { k: 0.5 })).toThrow(new TypeError('tri: the option k must be an integer, got 0.5.'));
    expect(() => identity(2, 'float128' as never)).toThrow("identity: Unknown dtype 'float128'");
    expect(() => eye(2, { kk: 1 } as never)).toThrow("eye: unknown option 'kk' (it takes dtype, k, M).");
  });
});

describe('empty and the *Like functions', () => {
  it('empty is zero-filled, even over a freed array’s bytes', () => {
    for (let round = 0; round < 3; round += 1) {
      full7().dispose();
      using made = empty([64], 'int32');
      expect((made.toArray() as number[]).every((value) => value === 0)).toBe(true);
    }
    using floats = empty([2, 3]);
    expect(floats.dtype).toBe('float32');
    expect(floats.shape).toEqual([2, 3]);
  });

  it('keep the dtype, shape and weak flag unless a dtype is given', () => {
    using source = array([[1, 2, 3]], 'int16');
    using zero = zerosLike(source);
    expect([zero.dtype, zero.shape, zero.toArray()]).toEqual(['int16', [1, 3], [[0, 0, 0]]]);
    using one = onesLike(source, 'float32');
    expect([one.dtype, one.toArray()]).toEqual(['float32', [[1, 1, 1]]]);
    using seven = fullLike(source, 7, { dtype: 'uint4' });
    expect([seven.dtype, seven.toArray()]).toEqual(['uint4', [[7, 7, 7]]]);
    using blank = emptyLike(source);
    expect(blank.toArray()).toEqual([[0, 0, 0]]);
    using weak = add(2.5, 1);
    using weakZero = zerosLike(weak);
    expect([weakZero.dtype, weakZero.weakType]).toEqual(['float32', true]);
    using strongZero = zerosLike(weak, 'float32');
    expect(strongZero.weakType).toBe(false);
    using view = source.slice(0, '::2');
    using fromView = onesLike(view);
    expect([fromView.shape, fromView.toArray()]).toEqual([[2], [1, 1]]);
  });

  it('errors', () => {
    expect(() => zerosLike([1, 2] as never)).toThrow(
      'zerosLike: expects an NDArray to take the dtype and shape of, got [1, 2].',
    );
    expect(() => fullLike(zeros([2], 'uint8'), 300)).toThrow(
      'fullLike(): the fill value is 300, out of range for uint8',
    );
    const gone = ones([2]);
    gone.dispose();
    expect(() => onesLike(gone)).toThrow('was disposed');
    expect(() => empty([-1])).toThrow('empty: a shape is an array of non-negative integers, got [-1]: axis 0 is -1.');
  });
});

function full7() {
  return array(new Int32Array(64).fill(7));
}

describe('zeros, ones and full take { dtype } too', () => {
  it('as every creation function does', () => {
    using zero = zeros([2], { dtype: 'int8' });
    using one = ones([1, 2], { dtype: 'bfloat16' });
    using seven = full([2], 7, { dtype: 'uint4' });
    expect([zero.dtype, one.dtype, seven.dtype, seven.toArray()]).toEqual(['int8', 'bfloat16', 'uint4', [7, 7]]);
    using plain = zeros([2], {});
    expect(plain.dtype).toBe('float32');
    expect(() => zeros([2], { dtyp: 'int8' } as never)).toThrow("zeros: unknown option 'dtyp' (it takes dtype).");
  });
});

describe('meshgrid', () => {
  it('xy and ij indexing, as NumPy', () => {
    using xs = array([1, 2, 3], 'int8');
    using ys = array([4.5, 5.5], 'float32');
    const [gridX, gridY] = meshgrid(xs, ys);
    expect([gridX.dtype, gridX.shape, gridX.toArray()]).toEqual([
      'int8',
      [2, 3],
      [
        [1, 2, 3],
        [1, 2, 3],
      ],
    ]);
    expect([gridY.dtype, gridY.shape, gridY.toArray()]).toEqual([
      'float32',
      [2, 3],
      [
        [4.5, 4.5, 4.5],
        [5.5, 5.5, 5.5],
      ],
    ]);
    const [matrixX, matrixY] = meshgrid(xs, ys, { indexing: 'ij' });
    expect(matrixX.toArray()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(matrixY.toArray()).toEqual([
      [4.5, 5.5],
      [4.5, 5.5],
      [4.5, 5.5],
    ]);
    for (const grid of [gridX, gridY, matrixX, matrixY]) {
      expect(grid.contiguous).toBe(true);
      grid.dispose();
    }
    using zs = array([[7, 8]]);
    const three = meshgrid(xs, ys, zs);
    expect(three.map((grid) => grid.shape)).toEqual([
      [2, 3, 2],
      [2, 3, 2],
      [2, 3, 2],
    ]);
    expect(three[2]!.toArray()).toEqual([
      [
        [7, 8],
        [7, 8],
        [7, 8],
      ],
      [
        [7, 8],
        [7, 8],
        [7, 8],
      ],
    ]);
    three.forEach((grid) => grid.dispose());
    expect(meshgrid()).toEqual([]);
  });

  it('errors', () => {
    using xs = array([1, 2]);
    expect(() => meshgrid(xs, [1, 2] as never)).toThrow('meshgrid: argument 1 must be an NDArray, got [1, 2].');
    expect(() => meshgrid(xs, { indexing: 'yx' } as never)).toThrow(
      "meshgrid: the option indexing must be 'xy' or 'ij', got 'yx'.",
    );
    expect(() => meshgrid(xs, { copy: false } as never)).toThrow(
      "meshgrid: unknown option 'copy' (it takes indexing, sparse).",
    );
  });
});
