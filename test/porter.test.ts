// What a porter from NumPy/JAX trips on (issue #39, section 4): keyword arguments as a trailing
// options object (the positional forms kept), checked option names, and JAX's meanings where ours
// differed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  abs,
  all,
  allclose,
  any,
  arange,
  argmax,
  argmin,
  arrayEqual,
  argsort,
  array,
  at,
  clip,
  dtypes,
  concatenate,
  cumprod,
  cumsum,
  expandDims,
  eye,
  flip,
  full,
  isclose,
  jit,
  linalg,
  linspace,
  logsumexp,
  max,
  mean,
  min,
  permuteDims,
  prod,
  reductionRows,
  repeat,
  roll,
  searchsorted,
  sort,
  split,
  squeeze,
  stack,
  std,
  sum,
  topK,
  transpose,
  take,
  tensordot,
  tri,
  variance,
  withPolicy,
  zeros,
} from '../src/x64.js';
import { dtypeInfo, integerRange, type DType } from '../src/lattice/dtypes.js';
import type { IntDType } from '../types/dtype.js';
import { undisposed } from '../src/memory/memory.js';

describe('keyword arguments are a trailing options object', () => {
  const a = arange(6, 'int16').reshape([2, 3]);
  const b = arange(6, 12, 1, 'int16').reshape([2, 3]);

  it('concatenate takes { axis } as its positional axis, and axis null flattens as NumPy does', () => {
    expect(concatenate([a, b], { axis: 1 }).toArray()).toEqual(concatenate([a, b], 1).toArray());
    expect(concatenate([a, b], { axis: 1 }).toArray()).toEqual([
      [0, 1, 2, 6, 7, 8],
      [3, 4, 5, 9, 10, 11],
    ]);
    expect(concatenate([a, b], { axis: -2 }).shape).toEqual([4, 3]);
    expect(concatenate([a, b], {}).shape).toEqual([4, 3]);
    // np.concatenate([a, b.T], axis=None): both flattened (a transposed view read in its own order).
    const flat = concatenate([a, b.T, array(7, 'int8')], { axis: null });
    expect(flat.toArray()).toEqual([0, 1, 2, 3, 4, 5, 6, 9, 7, 10, 8, 11, 7]);
    expect(flat.dtype).toBe('int16');
    expect(concatenate([array(1, 'int8'), array(2, 'int8')], null).toArray()).toEqual([1, 2]);
  });

  it('stack takes { axis } as its positional axis', () => {
    expect(stack([a, b], { axis: 2 }).toArray()).toEqual(stack([a, b], 2).toArray());
    expect(stack([a, b], { axis: -1 }).shape).toEqual([2, 3, 2]);
    expect(() => stack([a, b], null as never)).toThrow(/^stack: axes must be an integer/);
  });

  it('expandDims and squeeze take { axis }, as functions and as methods', () => {
    expect(expandDims(a, { axis: 1 }).shape).toEqual([2, 1, 3]);
    expect(a.expandDims({ axis: [0, -1] }).shape).toEqual([1, 2, 3, 1]);
    const column = zeros([1, 3, 1], 'float32');
    expect(squeeze(column, { axis: 0 }).shape).toEqual([3, 1]);
    expect(column.squeeze({ axis: -1 }).shape).toEqual([1, 3]);
    expect(column.squeeze({ axis: null }).shape).toEqual([3]);
    expect(column.squeeze({}).shape).toEqual([3]);
    expect(() => expandDims(a, {} as never)).toThrow(
      'expandDims: give the axis, e.g. expandDims(x, 0) or expandDims(x, { axis: 0 }).',
    );
  });

  it("transpose and permuteDims take { axes } (transpose: null reverses, NumPy's default)", () => {
    const cube = arange(24, 'int8').reshape([2, 3, 4]);
    expect(transpose(cube, { axes: [1, 0, 2] }).toArray()).toEqual(transpose(cube, [1, 0, 2]).toArray());
    expect(cube.transpose({ axes: [2, 0, 1] }).shape).toEqual([4, 2, 3]);
    expect(transpose(cube, null).shape).toEqual([4, 3, 2]);
    expect(transpose(cube, { axes: null }).toArray()).toEqual(cube.T.toArray());
    expect(permuteDims(cube, { axes: [0, 2, 1] }).shape).toEqual([2, 4, 3]);
    expect(cube.permuteDims({ axes: [0, 2, 1] }).shape).toEqual([2, 4, 3]);
    expect(() => permuteDims(cube, {} as never)).toThrow(
      'permuteDims: give the axes, e.g. permuteDims(x, [1, 0]) or permuteDims(x, { axes: [1, 0] }).',
    );
    expect(() => transpose(cube, { axis: [0, 1, 2] } as never)).toThrow(
      "transpose: unknown option 'axis'; the options of transpose are axes.",
    );
  });

  it('sort, argsort, flip, roll, repeat and split take NumPy positional axis as well as { axis }', () => {
    const m = array(
      [
        [3, 1, 2],
        [0, 5, 4],
      ],
      'int16',
    );
    const same = (positional: { toArray(): unknown }, keyword: { toArray(): unknown }) =>
      expect(positional.toArray()).toEqual(keyword.toArray());
    same(sort(m, 0), sort(m, { axis: 0 }));
    same(sort(m, null), sort(m, { axis: null }));
    expect(sort(m, null).toArray()).toEqual([0, 1, 2, 3, 4, 5]);
    same(argsort(m, 0), argsort(m, { axis: 0 }));
    // A method is the root's (x64 off, int32 indices), a function here x64's (int64): each against its own kind.
    same(argsort(m, null), argsort(m, { axis: null }));
    same(m.argsort(null), m.argsort({ axis: null }));
    same(flip(m, 1), flip(m, { axis: 1 }));
    same(flip(m, [0, 1]), flip(m, { axis: [0, 1] }));
    same(flip(m, null), flip(m));
    same(roll(m, 1, 1), roll(m, 1, { axis: 1 }));
    same(roll(m, [1, 1], [0, 1]), roll(m, [1, 1], { axis: [0, 1] }));
    same(repeat(m, 2, 0), repeat(m, 2, { axis: 0 }));
    same(m.repeat(2, 1), m.repeat(2, { axis: 1 }));
    same(repeat(m, 2, null), repeat(m, 2));
    const [left, right] = split(m, [1], 1);
    const [keywordLeft, keywordRight] = split(m, [1], { axis: 1 });
    same(left!, keywordLeft!);
    same(right!, keywordRight!);
    const reals = m.astype('float32');
    same(logsumexp(reals, 1), logsumexp(reals, { axis: 1 }));
    same(logsumexp(reals, [0, 1]), logsumexp(reals, { axis: [0, 1] }));
    const sorted = array([1, 2, 2, 3], 'int16');
    same(
      searchsorted(sorted, array([2, 3], 'int16'), 'right'),
      searchsorted(sorted, array([2, 3], 'int16'), { side: 'right' }),
    );
    expect(sorted.searchsorted(2, 'right').item()).toBe(3);
    expect(() => searchsorted(sorted, 2, 'middle' as never)).toThrow(/^searchsorted: /);
    expect(() => sort(m, 2)).toThrow(RangeError);
    expect(() => flip(m, { axes: 0 } as never)).toThrow("flip: unknown option 'axes'");
  });

  it("linspace takes num among NumPy's keywords: linspace(0, 1, { num, endpoint, dtype })", () => {
    expect(linspace(0, 1, { num: 5 }).toArray()).toEqual(linspace(0, 1, 5).toArray());
    expect(linspace(0, 1, { num: 4, endpoint: false, dtype: 'float32' }).toArray()).toEqual([0, 0.25, 0.5, 0.75]);
    expect(linspace(2, 3, {}).shape).toEqual([50]);
    expect(() => linspace(0, 1, { nums: 5 } as never)).toThrow("linspace: unknown option 'nums'");
    expect(() => (linspace as (...operands: unknown[]) => unknown)(0, 1, { num: 5 }, 'float32')).toThrow(
      "linspace: the options object comes last; got 'float32' after",
    );
    // After a positional num, num is no option (it would be given twice).
    expect(() => linspace(0, 1, 5, { num: 5 } as never)).toThrow("linspace: unknown option 'num'");
  });

  it("eye and tri take NumPy's positional k: eye(n, m, k, dtype)", () => {
    // np.eye(2, 3, 1, dtype=np.int8) and np.tri(3, 3, -1, dtype=bool) (NumPy 2.4).
    expect(eye(2, 3, 1, 'int8').toArray()).toEqual([
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect(eye(2, 3, 1, 'int8').toArray()).toEqual(eye(2, 3, { k: 1, dtype: 'int8' }).toArray());
    expect(eye(3, null, -1).toArray()).toEqual(eye(3, { k: -1 }).toArray());
    expect(tri(3, 3, -1, { dtype: 'bool' }).toArray()).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
    ]);
    expect(() => (eye as (...operands: unknown[]) => unknown)(2, 3, { k: 1 }, 'int8')).toThrow(
      "eye: the options object comes last; got 'int8' after",
    );
    expect(() => eye(2, 3, 1, { k: 2 } as never)).toThrow("eye: unknown option 'k'");
  });

  it('an unknown, misspelt or undefined option is an error naming the function and the option', () => {
    const before = undisposed();
    expect(() => concatenate([a, b], { axes: 1 } as never)).toThrow(
      "concatenate: unknown option 'axes'; the options of concatenate are axis.",
    );
    expect(() => stack([a, b], { axis: 0, dtype: 'int8' } as never)).toThrow("stack: unknown option 'dtype'");
    expect(() => squeeze(a, { Axis: 0 } as never)).toThrow("squeeze: unknown option 'Axis'");
    expect(() => expandDims(a, { axis: undefined } as never)).toThrow("expandDims: the option 'axis' is undefined");
    expect(undisposed()).toEqual(before);
    // The library keeps working.
    expect(concatenate([a, b]).shape).toEqual([4, 3]);
  });

  it('the options forms leave their inputs as they were and leak nothing', () => {
    const before = undisposed();
    const inputs = [a.toArray(), b.toArray()];
    const view = b.T;
    const expanded = a.expandDims(0);
    for (const result of [
      concatenate([a, view], { axis: null }),
      stack([a, b], { axis: 1 }),
      expandDims(a, { axis: 0 }),
      squeeze(expanded, { axis: 0 }),
    ])
      result.dispose();
    view.dispose();
    expanded.dispose();
    expect([a.toArray(), b.toArray()]).toEqual(inputs);
    expect(undisposed()).toEqual(before);
  });
});

describe("clip takes JAX's keywords { min, max } beside its positional bounds", () => {
  const x = array([-3, 0, 5, 9], 'int8');

  it('as the positional form: the same values and dtype, as function and method, out included', () => {
    const int16s = array([1], 'int16');
    const before = undisposed();
    const cases: [() => ReturnType<typeof clip>, () => ReturnType<typeof clip>][] = [
      [() => clip(x, 0, 6), () => clip(x, { min: 0, max: 6 })],
      [() => clip(x, undefined, 1), () => clip(x, { max: 1 })],
      [() => clip(x, null, 1), () => clip(x, { min: null, max: 1 })],
      [() => clip(x, 2), () => x.clip({ min: 2 })],
      [() => clip(x, 0.5, 2.5), () => clip(x, { min: 0.5, max: 2.5 })],
      [() => clip(x), () => clip(x, {})],
      [() => clip(x, int16s), () => clip(x, { min: int16s })],
      [() => clip(2, 0, 1), () => clip(2, { min: 0, max: 1 })],
    ];
    for (const [positional, keyword] of cases) {
      const [left, right] = [positional(), keyword()];
      expect(right.dtype, String(keyword)).toBe(left.dtype);
      expect(right.weakType, String(keyword)).toBe(left.weakType);
      expect(right.toArray(), String(keyword)).toEqual(left.toArray());
      left.dispose();
      right.dispose();
    }
    const target = zeros([4], 'int8');
    expect(clip(x, { min: 0, max: 6, out: target })).toBe(target);
    expect(target.toArray()).toEqual([0, 0, 5, 6]);
    expect(x.toArray()).toEqual([-3, 0, 5, 9]);
    target.dispose();
    expect(undisposed()).toEqual(before);
    int16s.dispose();
  });

  it('an object with re and im is a complex bound, never the keywords', () => {
    expect(() => clip(x, { re: 0, im: 1 } as never)).toThrow("clip: the lower bound is complex ('complex')");
    expect(() => clip(x, { min: { re: 0, im: 1 } } as never)).toThrow("clip: the lower bound is complex ('complex')");
    expect(() => x.clip({ max: { re: 0, im: 1 } } as never)).toThrow("clip: the upper bound is complex ('complex')");
    // Under 'numpy' complex values clip in NumPy's order, in either spelling.
    const complexes = array([{ re: 3, im: 0 }], 'complex64');
    const numpy = withPolicy('numpy');
    const [left, right] = [numpy.clip(complexes, 0, 1), numpy.clip(complexes, { min: 0, max: 1 })];
    expect(right.toArray()).toEqual(left.toArray());
    for (const each of [left, right, complexes]) each.dispose();
  });

  it('unknown, undefined or mixed arguments are errors naming clip, in the compile-time words', () => {
    const [int32s, float32s] = [array([1], 'int32'), zeros([4], 'float32')];
    const before = undisposed();
    expect(() => clip(x, { a_min: 0 } as never)).toThrow(
      "clip: unknown option 'a_min'; the options of clip are min, max, out.",
    );
    expect(() => clip(x, { min: 0, max: undefined } as never)).toThrow("clip: the option 'max' is undefined");
    const mixed =
      'clip: give the bounds either positionally, clip(x, min, max, { out }), or as keywords, clip(x, { min, max, out }), not both.';
    expect(() => clip(x, { min: 0 } as never, 3 as never)).toThrow(mixed);
    expect(() => clip(x, { min: 0 } as never, undefined, { out: x } as never)).toThrow(mixed);
    expect(() => withPolicy('lax').clip(int32s, { min: 0 } as never)).toThrow(
      "clip: the lower bound: No implicit promotion between 'int32' and 'int' under policy 'lax'",
    );
    expect(() => clip(float32s, { min: 0, out: x } as never)).toThrow(
      'clip: out is int8 of shape [4], but the result is float32 of shape [4]',
    );
    expect(undisposed()).toEqual(before);
    int32s.dispose();
    float32s.dispose();
    expect(clip(x, { min: 0 }).toArray()).toEqual([0, 0, 5, 9]);
  });
});

describe('tensordot takes NumPy keyword axes beside the positional ones', () => {
  const a = arange(24, 'float32').reshape([2, 3, 4]);
  const b = arange(60, 'int8').reshape([3, 4, 5]);

  it('{ axes } as the positional axes (a count, or the pair), with out and preferredElementType', () => {
    const before = undisposed();
    const pairs: [() => ReturnType<typeof tensordot>, () => ReturnType<typeof tensordot>][] = [
      [() => tensordot(a, b), () => tensordot(a, b, {})],
      [() => tensordot(a, b, 2), () => tensordot(a, b, { axes: 2 })],
      [() => tensordot(a, b, [[1], [0]]), () => tensordot(a, b, { axes: [[1], [0]] })],
      [
        () =>
          tensordot(a, b, [
            [-2, -1],
            [0, 1],
          ]),
        () =>
          tensordot(a, b, {
            axes: [
              [-2, -1],
              [0, 1],
            ],
          }),
      ],
      [
        () => tensordot(a, b, 2, { preferredElementType: 'float64' }),
        () => tensordot(a, b, { axes: 2, preferredElementType: 'float64' }),
      ],
    ];
    for (const [positional, keyword] of pairs) {
      const [left, right] = [positional(), keyword()];
      expect(right.dtype, String(keyword)).toBe(left.dtype);
      expect(right.shape, String(keyword)).toEqual(left.shape);
      expect(right.toArray(), String(keyword)).toEqual(left.toArray());
      left.dispose();
      right.dispose();
    }
    const target = zeros([2, 5], 'float32');
    expect(tensordot(a, b, { axes: 2, out: target })).toBe(target);
    const expected = tensordot(a, b, 2);
    expect(target.toArray()).toEqual(expected.toArray());
    expected.dispose();
    target.dispose();
    expect(undisposed()).toEqual(before);
  });

  it('an unknown option, a refused axes or options after the keywords are errors naming tensordot', () => {
    expect(() => tensordot(a, b, { axis: 2 } as never)).toThrow(
      "tensordot: unknown option 'axis'; the options of tensordot are axes, out, preferredElementType.",
    );
    expect(() => tensordot(a, b, { axes: 4 } as never)).toThrow('tensordot: axes 4 must be an integer from 0');
    expect(() => tensordot(a, b, { axes: 2 }, { out: zeros([2, 5], 'float32') } as never)).toThrow(
      'tensordot: give the options either after the axes, tensordot(a, b, axes, { out }), or with them, tensordot(a, b, { axes, out }), not both.',
    );
    expect(() => tensordot(a, b, { axes: 1 } as never)).toThrow(
      'tensordot: contraction dimensions 4 and 3 differ: [2, 3, 4] @ [3, 4, 5]',
    );
  });
});

describe('isclose and allclose take NumPy positional rtol, atol, equalNan beside the options', () => {
  const a = array([1, 1.001, Number.NaN]);
  const b = array([1, 1, Number.NaN]);

  it('positionally as with { rtol, atol, equalNan } (values from NumPy 2.4)', () => {
    // np.isclose([1, 1.001, nan], [1, 1, nan], 1e-3, 0, True) and (…, 1e-4).
    expect(isclose(a, b, 1e-3, 0, true).toArray()).toEqual([true, true, true]);
    expect(isclose(a, b, { rtol: 1e-3, atol: 0, equalNan: true }).toArray()).toEqual([true, true, true]);
    expect(isclose(a, b, 1e-4).toArray()).toEqual([true, false, false]);
    expect(isclose(a, b, { rtol: 1e-4 }).toArray()).toEqual([true, false, false]);
    expect(allclose(a, b, 1e-3, 0, true)).toBe(true);
    expect(allclose(a, b, 1e-3, 0)).toBe(false);
    expect(allclose(a, b, 1e-2, undefined, true)).toBe(true);
  });

  it('a mixed or misplaced argument is an error naming the function', () => {
    expect(() => isclose(a, b, { rtol: 1e-3 } as never, 0 as never)).toThrow(
      'isclose: rtol (the third argument) must be a number',
    );
    expect(() => allclose(a, b, 1e-3, 'no' as never)).toThrow('allclose: the option atol must be a number');
    expect(() => allclose(a, b, 1e-3, 0, 1 as never)).toThrow('allclose: the option equalNan must be a boolean');
    expect(() => (isclose as (...args: unknown[]) => unknown)(a, b, 1, 0, false, 3)).toThrow(
      'isclose: takes (a, b, rtol, atol, equalNan)',
    );
    expect(() => isclose(a, b, { rtol: 1, tol: 2 } as never)).toThrow("isclose: unknown option 'tol'");
  });
});

describe("take's positional axis and arrayEqual's positional equalNan, as NumPy has them", () => {
  const x = arange(6, 'float32').reshape([2, 3]);
  const indices = array([2, 0, 5], 'int32');

  it('take(x, indices, axis, { mode }) is take(x, indices, { axis, mode }); null flattens, as the method', () => {
    const before = undisposed();
    const pairs: [() => ReturnType<typeof take>, () => ReturnType<typeof take>][] = [
      [() => take(x, indices, 1, { mode: 'wrap' }), () => take(x, indices, { axis: 1, mode: 'wrap' })],
      [() => take(x, indices, -1, { mode: 'clip' }), () => x.take(indices, { axis: -1, mode: 'clip' })],
      [
        () => x.take(indices, 0, { mode: 'fill', fillValue: 7 }),
        () => take(x, indices, { axis: 0, mode: 'fill', fillValue: 7 }),
      ],
      [() => take(x, indices, null), () => take(x, indices)],
      [() => x.take([1, 0], 0), () => take(x, [1, 0], { axis: 0 })],
    ];
    for (const [positional, keyword] of pairs) {
      const [left, right] = [positional(), keyword()];
      expect(left.shape, String(positional)).toEqual(right.shape);
      expect(left.toArray(), String(positional)).toEqual(right.toArray());
      left.dispose();
      right.dispose();
    }
    expect(undisposed()).toEqual(before);
  });

  it("take's misplaced options are errors naming take", () => {
    expect(() => take(x, indices, 1, { axis: 0 } as never)).toThrow("take: unknown option 'axis'");
    expect(() => take(x, indices, { axis: 1 } as never, { mode: 'wrap' })).toThrow(
      'take: give the options once, as take(x, indices, { axis, mode, fillValue }); got a second options argument',
    );
    expect(() => take(x, indices, 2)).toThrow('take: axis 2');
  });

  it('arrayEqual(a, b, equalNan) as with { equalNan } (NumPy 2.4: np.array_equal([nan], [nan], True) is True)', () => {
    const nan = array([Number.NaN, 1]);
    expect(arrayEqual(nan, nan, true)).toBe(true);
    expect(arrayEqual(nan, nan, false)).toBe(false);
    expect(arrayEqual(nan, nan, { equalNan: true })).toBe(true);
    expect(() => arrayEqual(nan, nan, 1 as never)).toThrow('arrayEqual');
    nan.dispose();
  });
});

describe('linalg.norm takes ord, axis and keepdims as NumPy does', () => {
  // np.linalg.norm(x, ord=1, axis=1, keepdims=True) etc. on this float32 matrix (NumPy 2.4).
  const x = array(
    [
      [1, -2, 3],
      [4, 5, -6],
    ],
    'float32',
  );

  it('as keywords alone, as (ord, { axis, keepdims }) and as (ord, axis, keepdims)', () => {
    const expected = [[6], [15]];
    expect(linalg.norm(x, { ord: 1, axis: 1, keepdims: true }).toArray()).toEqual(expected);
    expect(linalg.norm(x, 1, { axis: 1, keepdims: true }).toArray()).toEqual(expected);
    expect(linalg.norm(x, 1, 1, true).toArray()).toEqual(expected);
    expect(linalg.norm(x, 1, 1).toArray()).toEqual([6, 15]);
    expect(linalg.norm(x, { ord: Infinity }).item()).toBe(15); // the matrix ∞-norm: the largest row sum
    expect(linalg.norm(x, { axis: [0, 1] }).item()).toBe(Math.fround(Math.sqrt(91)));
    expect(linalg.norm(x, null, null, true).shape).toEqual([1, 1]);
    expect(linalg.norm(x, {}).dtype).toBe('float32');
  });

  it('misplaced or unknown options are errors naming linalg.norm and the option', () => {
    expect(() => linalg.norm(x, { order: 1 } as never)).toThrow(
      "linalg.norm: unknown option 'order'; the options of linalg.norm are ord, axis, keepdims.",
    );
    expect(() => (linalg.norm as (...operands: unknown[]) => unknown)(x, { ord: 1 }, 0)).toThrow(
      'linalg.norm: the options object comes last; got 0 after',
    );
    expect(() => linalg.norm(x, 1, 1, 'yes' as never)).toThrow("linalg.norm: keepdims must be a boolean, got 'yes'.");
    expect(linalg.norm(x, 2, 1).shape).toEqual([2]);
  });
});

describe('topK refuses complex; argsort takes JAX dtype option', () => {
  it('topK of complex64 and complex128 is an error naming topK and the dtype, as jax.lax.top_k', () => {
    for (const dtype of ['complex64', 'complex128'] as const) {
      const z = array(
        [
          { re: 1, im: 2 },
          { re: 3, im: 0 },
        ],
        dtype,
      );
      expect(() => topK(z as never, 1)).toThrow(
        new TypeError(
          `topK: complex dtype '${dtype}' has no order (jax.lax.top_k refuses it too); take abs() or real() first.`,
        ),
      );
      expect(topK(abs(z), 1).values.toArray()).toEqual([3]); // the library keeps working
    }
  });

  // Every integer dtype: the indices are argsort's, in that dtype; one more element than the dtype
  // can index is an error, as is any dtype that is not an integer.
  const integerDTypes = dtypes.filter((each) => ['int', 'uint'].includes(dtypeInfo[each as DType].kind)) as IntDType[];
  it.each(integerDTypes)('argsort({ dtype: %s }) gives the default indices in that dtype', (dtype) => {
    const largest = Number(integerRange(dtype)!.max);
    const length = Math.min(largest + 1, 300); // the longest axis it indexes (capped)
    // Values in a scrambled order with repeats (ties keep their order: a stable sort).
    const values = Array.from({ length }, (_, index) => (index * 7919) % 13);
    const x = array(values, 'float32');
    const expected = argsort(x)
      .toArray()
      .map((index) => Number(index));
    const indices = argsort(x, { dtype });
    expect(indices.dtype).toBe(dtype);
    expect(indices.toArray().map((index) => Number(index))).toEqual(expected);
    expect(x.argsort({ dtype, axis: 0 }).dtype).toBe(dtype);
    if (largest + 1 < 300) {
      const tooLong = zeros([2, largest + 2], 'float32');
      expect(() => argsort(tooLong, { dtype })).toThrow(
        new RangeError(
          `argsort: dtype '${dtype}' cannot hold the index ${largest + 1} of an axis of length ${largest + 2} (shape [2, ${largest + 2}]); use a wider integer dtype such as 'int32'.`,
        ),
      );
      // Along the short axis it fits; flattened, the axis is longer still.
      expect(argsort(tooLong, { dtype, axis: 0 }).dtype).toBe(dtype);
      expect(() => argsort(tooLong, { dtype, axis: null })).toThrow(RangeError);
    }
  });

  it('a dtype that is not an integer is an error naming argsort, the option and the value', () => {
    const x = array([3, 1, 2], 'float32');
    for (const dtype of ['float32', 'bool', 'complex64', 'int', 'int65', 7]) {
      expect(() => argsort(x, { dtype } as never)).toThrow(
        `argsort: the option dtype must be an integer dtype such as 'int32' or 'int64' (the indices' dtype), got ${typeof dtype === 'string' ? `'${dtype}'` : dtype}.`,
      );
    }
    expect(() => argsort(x, { dtipe: 'int32' } as never)).toThrow("argsort: unknown option 'dtipe'");
    expect(argsort(x).dtype).toBe('int64');
  });
});

describe('var and std with ddof at or past the count are NaN, as in JAX (NumPy gives inf)', () => {
  // JAX divides by count - ddof and then puts NaN wherever that is not positive; NumPy 2.4 divides
  // by max(count - ddof, 0) and gives inf (np.var([1., 2.], ddof=2) → inf, with a warning). A
  // dtype without NaN (float6, float4) gets what NaN converts to in it, as ml_dtypes converts it.
  const inexact = dtypes.filter((each) => ['float', 'complex'].includes(dtypeInfo[each as DType].kind)) as DType[];
  const nanOf = (dtype: DType) => {
    const real = dtypeInfo[dtype].kind === 'complex' ? (dtype === 'complex64' ? 'float32' : 'float64') : dtype;
    return array(Number.NaN, real as never).item();
  };
  const same = (values: unknown[], expected: unknown) => values.every((value) => Object.is(value, expected));

  it.each(inexact)('%s: the whole array, along an axis with keepdims, and under a where mask', (dtype) => {
    const nan = nanOf(dtype);
    const values =
      dtypeInfo[dtype].kind === 'complex'
        ? [
            { re: 1, im: 1 },
            { re: 2, im: 0 },
          ]
        : [1, 2];
    const x = array(values as never, dtype as never) as ReturnType<typeof array>;
    const m = array([values, values] as never, dtype as never) as ReturnType<typeof array>;
    const mask = array([
      [true, false],
      [true, false],
    ]);
    for (const reduce of [variance, std]) {
      expect(same([reduce(x, { ddof: 2 }).item(), reduce(x, { ddof: 3 }).item()], nan)).toBe(true);
      // Along axis 1 each row has 2 elements: ddof 2 gives NaN in every row, kept dims too.
      const rows = reduce(m, { axis: 1, ddof: 2, keepdims: true });
      expect(rows.shape).toEqual([2, 1]);
      expect(same((rows.toArray() as unknown[][]).flat(), nan)).toBe(true);
      // A where mask counts only the elements it keeps: column 0 keeps 2, column 1 none.
      const columns = reduce(m, { axis: 0, ddof: 1, where: mask }).toArray() as unknown[];
      expect(Object.is(columns[1], nan)).toBe(true);
      expect(same(reduce(m, { axis: 0, ddof: 2, where: mask }).toArray() as unknown[], nan)).toBe(true);
      // Below the count it is not: x holds [1, 2]; m's column 0 holds [1, 1], whose variance 0
      // float8_e8m0fnu cannot hold (it has no zero: NaN, as ml_dtypes converts 0).
      expect(Object.is(reduce(x, { ddof: 1 }).item(), nan)).toBe(false);
      expect(Object.is(columns[0], nan)).toBe(dtype === 'float8_e8m0fnu');
    }
  });
});

describe("NumPy's names that are reserved words in JavaScript reach namespace imports", () => {
  it('np.var is variance and np.delete is delete_, in the root entry and the x64 one', async () => {
    // Compared as plain values: a union of the two entries' namespaces (or their generic
    // signatures side by side) is more than the checker should be asked to relate.
    const root = await import('../src/index.js');
    const x64 = await import('../src/x64.js');
    const pairs: [unknown, unknown][] = [
      [root.var, root.variance],
      [root.delete, root.delete_],
      [x64.var, x64.variance],
      [x64.delete, x64.delete_],
    ];
    for (const [alias, name] of pairs) expect(alias === name).toBe(true);
    using values = root.array([1, 2, 3, 4], 'float32');
    using spread = root.var(values, { ddof: 1 });
    expect(spread.toArray()).toBeCloseTo(5 / 3, 6);
  });
});

describe('var and std of float8_e8m0fnu: computed in float32 and rounded once, as every narrow float', () => {
  // scripts/e8m0_variance_oracle.py (ml_dtypes): the float32 computation rounded once, and what
  // jnp.var's steps in float8_e8m0fnu itself give (NaN always: the smallest element minus the mean
  // is 0 or negative, which the format cannot hold). docs/jax-differences.md says which we give.
  const fixture = JSON.parse(
    readFileSync(new URL('./fixtures/reductions/e8m0-variance.json', import.meta.url), 'utf8'),
  ) as {
    cases: { values: number[]; ddof: number; var: number | null; std: number | null; jax_std: number | null }[];
  };
  const value = (expected: number | null) => expected ?? Number.NaN;

  it.each(fixture.cases)('$values with ddof $ddof: var $var, std $std', (entry) => {
    const before = undisposed();
    const x = array(entry.values, 'float8_e8m0fnu');
    // The same values twice as rows: along axis 1, and under a mask that keeps every element.
    const rows = array([entry.values, entry.values], 'float8_e8m0fnu');
    const mask = full([2, entry.values.length], true);
    for (const [reduce, expected] of [
      [variance, entry.var],
      [std, entry.std],
    ] as const) {
      const whole = reduce(x, { ddof: entry.ddof });
      expect(whole.dtype).toBe('float8_e8m0fnu');
      expect(whole.item()).toBe(value(expected));
      const along = reduce(rows, { axis: 1, ddof: entry.ddof });
      expect(along.toArray()).toEqual([value(expected), value(expected)]);
      const masked = reduce(rows, { axis: 1, ddof: entry.ddof, where: mask });
      expect(masked.toArray()).toEqual([value(expected), value(expected)]);
      for (const each of [whole, along, masked]) each.dispose();
    }
    // JAX's own steps in the format give NaN for every one of these inputs.
    expect(entry.jax_std).toBeNull();
    for (const each of [x, rows, mask]) each.dispose();
    expect(undisposed()).toEqual(before);
  });
});

describe("at: a JS list is a slice, an index array picks rows (JAX's x[[0, 2]])", () => {
  const x = arange(12, 'int32').reshape([3, 4]);

  it('side by side, as docs/guide.md shows them', () => {
    expect(at(x, array([0, 2])).toArray()).toEqual([
      [0, 1, 2, 3],
      [8, 9, 10, 11],
    ]);
    expect(at(x, new Int32Array([0, 2])).toArray()).toEqual(at(x, array([0, 2])).toArray());
    expect(x.at(array([true, false, true])).toArray()).toEqual(at(x, array([0, 2])).toArray());
    expect(at(x, [0, 2]).toArray()).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(at(x, [0, 2]).toArray()).toEqual(at(x, '0:2').toArray());
    expect(at(x, ':', array([3, 0])).toArray()).toEqual([
      [3, 0],
      [7, 4],
      [11, 8],
    ]);
    // The doc comment's example: [1, 0] is the empty slice 1:0, array([1, 0]) the rows reversed.
    const small = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int8',
    );
    expect(at(small, [1, 0]).shape).toEqual([0, 3]);
    expect(at(small, array([1, 0])).toArray()).toEqual([
      [4, 5, 6],
      [1, 2, 3],
    ]);
  });
});

describe("the reductions take NumPy's positional axis before the options", () => {
  const x = arange(24, 'float32').reshape([2, 3, 4]);
  const reductions = { sum, prod, mean, variance, std, min, max, argmin, argmax, any, all, cumsum, cumprod };

  it('sum(x, 0), x.sum(1), mean(x, 1, { keepdims }), argmax(x, 1), cumsum(x, 0) are the { axis } forms', () => {
    const before = undisposed();
    type Result = { toArray(): unknown; dispose(): void; dtype: string; shape: readonly number[] };
    const pairs: [() => Result, () => Result][] = [
      [() => sum(x, 0), () => sum(x, { axis: 0 })],
      [() => x.sum(1), () => x.sum({ axis: 1 })],
      [() => sum(x, [0, 2], { keepdims: true }), () => sum(x, { axis: [0, 2], keepdims: true })],
      [() => sum(x, null), () => sum(x)],
      [() => sum(x, null, { dtype: 'int32' }), () => sum(x, { dtype: 'int32' })],
      [() => mean(x, 1, { keepdims: true }), () => mean(x, { axis: 1, keepdims: true })],
      [() => std(x, -1, { ddof: 1 }), () => std(x, { axis: -1, ddof: 1 })],
      [() => x.max(0), () => x.max({ axis: 0 })],
      [() => min(x, 2, { initial: 3 }), () => min(x, { axis: 2, initial: 3 })],
      [() => argmax(x, 1), () => argmax(x, { axis: 1 })],
      [() => x.argmin(-1, { keepdims: true }), () => x.argmin({ axis: -1, keepdims: true })],
      [() => argmax(x, null), () => argmax(x)],
      [() => cumsum(x, 0), () => cumsum(x, { axis: 0 })],
      [() => x.cumprod(2, { dtype: 'float64' }), () => x.cumprod({ axis: 2, dtype: 'float64' })],
    ];
    for (const [positional, keyword] of pairs) {
      const [left, right] = [positional(), keyword()];
      expect(left.dtype, String(positional)).toBe(right.dtype);
      expect(left.shape, String(positional)).toEqual(right.shape);
      expect(left.toArray(), String(positional)).toEqual(right.toArray());
      left.dispose();
      right.dispose();
    }
    const target = zeros([3, 4], 'float32');
    expect(sum(x, 0, { out: target })).toBe(target);
    const expected = x.sum({ axis: 0 });
    expect(target.toArray()).toEqual(expected.toArray());
    for (const each of [target, expected]) each.dispose();
    expect(undisposed()).toEqual(before);
  });

  const asNumbers = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(asNumbers) : typeof value === 'bigint' ? Number(value) : value;

  it('every reduction, as function and method, and jit, takes the positional axis', () => {
    expect(Object.keys(reductions).sort()).toEqual(
      reductionRows.map((row) => (row.name === 'var' ? 'variance' : row.name)).sort(),
    );
    for (const [name, reduce] of Object.entries(reductions)) {
      const method = name === 'variance' ? 'var' : name;
      const call = reduce as (input: unknown, axis?: unknown, options?: unknown) => Result;
      const bound = (x as unknown as Record<string, (axis?: unknown, options?: unknown) => Result>)[method];
      type Result = { toArray(): unknown; dispose(): void; shape: readonly number[] };
      const [keyword, positional] = [call(x, { axis: 1 }), call(x, 1)];
      // The method is the root's (x64 off): its positional axis against its own keyword form.
      const [onMethod, onMethodKeyword] = [bound.call(x, 1), bound.call(x, { axis: 1 })];
      expect(positional.toArray(), name).toEqual(keyword.toArray());
      expect(onMethod.toArray(), name).toEqual(onMethodKeyword.toArray());
      // ... and the same values as the function's, in its narrower dtype (bigints read as numbers).
      expect(asNumbers(onMethod.toArray()), name).toEqual(asNumbers(keyword.toArray()));
      for (const each of [keyword, positional, onMethod, onMethodKeyword]) each.dispose();
    }
    // Under jit the call is recorded with its options merged, so a cached trace replays the same.
    const traced = jit((input: typeof x) => sum(input, 1, { keepdims: true }));
    const expected = sum(x, { axis: 1, keepdims: true });
    for (let call = 0; call < 2; call += 1) {
      const result = traced(x) as unknown as typeof expected;
      expect(result.shape).toEqual([2, 1, 4]);
      expect(result.toArray()).toEqual(expected.toArray());
      result.dispose();
    }
    expected.dispose();
  });

  it('an axis given twice, two options objects, or a bad axis are errors naming the reduction', () => {
    // Untyped calls: each of these is a compile error too (test-d/porter.test-d.ts).
    const untyped = (reduce: unknown) => reduce as (...args: unknown[]) => unknown;
    expect(() => untyped(sum)(x, 0, { axis: 1 })).toThrow(
      new TypeError('sum: the axis is given twice, as sum(x, axis) and in the options; give it once.'),
    );
    expect(() => untyped(x.argmax).call(x, 0, { axis: 0 })).toThrow('argmax: the axis is given twice');
    expect(() => untyped(mean)(x, { axis: 0 }, { keepdims: true })).toThrow(
      new TypeError('mean: give the options once, as mean(x, { axis, … }) or mean(x, axis, { … }), not both.'),
    );
    expect(() => untyped(sum)(x, 3)).toThrow(
      new RangeError('sum: axis 3 is out of bounds for an array of 3 dimensions.'),
    );
    expect(() => untyped(cumsum)(x, [0, 1])).toThrow(/^cumsum: /);
    expect(() => untyped(max)(x, 0, { keepdim: true })).toThrow("max: unknown option 'keepdim'");
    expect(() => untyped(any)(x, 0, 5)).toThrow(/^any: /);
    // The library keeps working after an error.
    const after = all(x, 0);
    expect(after.shape).toEqual([3, 4]);
    after.dispose();
  });
});

describe('property: every keyword spelling gives what the positional one gives', () => {
  // A seeded generator (mulberry32), so a failure names a case that reproduces.
  const generator = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const flat = (value: unknown): unknown[] => (Array.isArray(value) ? value.flatMap(flat) : [value]);
  const text = (value: unknown) => JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${item}n` : item));

  it('on random shapes and axes (negative ones included)', () => {
    const random = generator(39);
    const pick = (count: number) => Math.floor(random() * count);
    const before = undisposed();
    for (let run = 0; run < 100; run += 1) {
      const ndim = 1 + pick(3);
      const shape = Array.from({ length: ndim }, () => 1 + pick(3));
      const size = shape.reduce((product, each) => product * each, 1);
      const [xBase, yBase] = [arange(size, 'float32'), arange(size, 2 * size, 1, 'int8')];
      const [x, y] = [xBase.reshape(shape), yBase.reshape(shape)];
      xBase.dispose();
      yBase.dispose();
      const axis = pick(2 * ndim) - ndim;
      const newAxis = pick(2 * ndim + 2) - ndim - 1;
      const order = shape.map((_, each) => each).sort(() => random() - 0.5);
      const shift = pick(7) - 3;
      // clip's bounds: none (undefined or null), a weak scalar, or an array that broadcasts; the
      // keywords leave out what is undefined (an undefined option is an error).
      const bound = (): number | null | undefined => [undefined, null, pick(20) - 5, pick(40) / 4 - 5][pick(4)];
      const [lower, upper] = [bound(), bound()];
      const bounds = { ...(lower === undefined ? {} : { min: lower }), ...(upper === undefined ? {} : { max: upper }) };
      const count = pick(2) === 0 ? 0 : 1;
      const keepdims = pick(2) === 0;
      const [rtol, atol] = [random() / 10, random()];
      const yT = y.T;
      const case_ = `shape ${JSON.stringify(shape)}, axis ${axis}, new axis ${newAxis}, order ${order}, bounds ${lower} ${upper}`;
      type Result = { toArray(): unknown; dispose(): void; dtype: string; shape: readonly number[] };
      const pairs: [() => Result, () => Result][] = [
        [() => concatenate([x, y], axis), () => concatenate([x, y], { axis })],
        [() => stack([x, y], newAxis), () => stack([x, y], { axis: newAxis })],
        [() => expandDims(x, newAxis), () => x.expandDims({ axis: newAxis })],
        [() => transpose(x, order), () => x.transpose({ axes: order })],
        [() => sort(y, axis), () => sort(y, { axis })],
        // Where a method's result depends on x64 (index and accumulated dtypes), methods and the
        // (x64) functions are each compared with their own kind.
        [() => argsort(y, axis), () => argsort(y, { axis })],
        [() => y.argsort(axis), () => y.argsort({ axis })],
        [() => flip(x, axis), () => flip(x, { axis })],
        [() => roll(x, shift, axis), () => roll(x, shift, { axis })],
        [() => repeat(y, 2, axis), () => y.repeat(2, { axis })],
        [() => linalg.norm(x, 1, axis, true), () => linalg.norm(x, { ord: 1, axis, keepdims: true })],
        [() => clip(x, lower, upper), () => clip(x, bounds)],
        [() => y.clip(lower, upper), () => y.clip(bounds)],
        [() => tensordot(x, y, [[axis], [axis]]), () => tensordot(x, y, { axes: [[axis], [axis]] })],
        [() => tensordot(x, yT, count), () => tensordot(x, yT, { axes: count })],
        [() => isclose(x, y, rtol, atol), () => isclose(x, y, { rtol, atol })],
        [() => take(x, [0, 2, -5], axis, { mode: 'wrap' }), () => x.take([0, 2, -5], { axis, mode: 'wrap' })],
        [() => sum(y, axis), () => sum(y, { axis })],
        [() => y.sum(axis), () => y.sum({ axis })],
        [() => x.mean(order.slice(count), { keepdims }), () => mean(x, { axis: order.slice(count), keepdims })],
        [() => variance(x, axis, { ddof: count }), () => x.var({ axis, ddof: count })],
        [() => y.max(axis, { keepdims }), () => max(y, { axis, keepdims })],
        [() => prod(y, null, { dtype: 'int32' }), () => prod(y, { dtype: 'int32' })],
        [() => argmax(y, axis, { keepdims }), () => argmax(y, { axis, keepdims })],
        [() => y.argmax(axis, { keepdims }), () => y.argmax({ axis, keepdims })],
        [() => x.cumsum(axis), () => cumsum(x, { axis })],
      ];
      for (const [positional, keyword] of pairs) {
        const [left, right] = [positional(), keyword()];
        if (
          text(left.toArray()) !== text(right.toArray()) ||
          left.dtype !== right.dtype ||
          text(left.shape) !== text(right.shape)
        )
          expect.fail(`${case_}: ${positional}`);
        left.dispose();
        right.dispose();
      }
      // squeeze of every axis of size 1 named positionally and by keyword, and all at once.
      const ones = shape
        .map((each, index) => (each === 1 ? index - ndim : undefined))
        .filter((each) => each !== undefined);
      const [named, keyword, all] = [squeeze(x, ones), squeeze(x, { axis: ones }), squeeze(x)];
      expect(named.shape, case_).toEqual(all.shape);
      expect(keyword.shape, case_).toEqual(all.shape);
      // concatenate with axis null is the arrays' elements in row-major order, one after the other.
      const transposed = x.T;
      const joined = concatenate([transposed, y], { axis: null });
      expect(joined.toArray(), case_).toEqual([...flat(transposed.toArray()), ...flat(y.toArray())]);
      for (const each of [named, keyword, all, joined, transposed, yT, x, y]) each.dispose();
    }
    expect(undisposed()).toEqual(before);
  });
});
