// Issue #23 (JAX exactly where it matters, never a silent wrong answer), the elementwise part:
// logical operations promote first, isnan/isinf/isfinite take scalars, TensorFlow's and lax's
// bool arithmetic is a TypePromotionError, clip refuses complex values (but under 'numpy'), clip's
// null bounds, and clip's and where's errors name them and the argument.
import { describe, expect, it } from 'vitest';
import {
  TypePromotionError,
  add,
  array,
  binaryResultType,
  clip,
  isfinite,
  isinf,
  isnan,
  logicalAnd,
  logicalOr,
  logicalXor,
  where,
  withPolicy,
  zeros,
  type NDArray,
} from '../src/x64.js';

/** A function called as JavaScript calls it (the calls below are errors at compile time too). */
const loose = (fn: unknown) => fn as (...operands: unknown[]) => unknown;

const noPromotion = (left: string, right: string, policy: string) =>
  `No implicit promotion between '${left}' and '${right}' under policy '${policy}'; cast one explicitly with astype() to the dtype you want.`;

describe('logicalAnd, logicalOr, logicalXor promote their operands first (jnp.logical_and)', () => {
  const functions = { logicalAnd, logicalOr, logicalXor };

  it('throw the TypePromotionError add throws where the policy has no promotion', () => {
    const pairs: [string, string, string][] = [
      ['float8_e4m3fn', 'bfloat16', 'jax'],
      ['int4', 'int8', 'jax'],
      ['float8_e5m2', 'float8_e4m3fn', 'jax'],
      ['int8', 'uint8', 'strict'],
      ['float32', 'int32', 'strict'],
      ['int16', 'int32', 'lax'],
      ['int8', 'int16', 'tensorflow'],
      ['uint16', 'int8', 'torch'],
      ['uint64', 'int8', 'array-api'],
    ];
    for (const [left, right, policy] of pairs) {
      const library = withPolicy(policy as never) as unknown as Record<string, (x: unknown, y: unknown) => unknown>;
      const x = zeros([2], left as never);
      const y = zeros([2], right as never);
      let addError: unknown;
      try {
        library.add!(x, y);
      } catch (error) {
        addError = error;
      }
      expect(addError).toBeInstanceOf(TypePromotionError);
      for (const name of Object.keys(functions)) {
        expect(() => library[name]!(x, y), `${name}(${left}, ${right}) under ${policy}`).toThrow(TypePromotionError);
        expect(() => library[name]!(x, y)).toThrow((addError as Error).message);
        expect(() => binaryResultType(name as never, left as never, right as never, policy as never)).toThrow(
          TypePromotionError,
        );
      }
    }
    expect(() => loose(logicalAnd)(zeros([2], 'float8_e4m3fn'), zeros([2], 'bfloat16'))).toThrow(
      noPromotion('float8_e4m3fn', 'bfloat16', 'jax'),
    );
  });

  it('give bool where the operands promote, on their truth values', () => {
    expect(logicalAnd(array([1, 0, 2], 'int8'), array([3, 3, 0], 'uint8')).toArray()).toEqual([true, false, false]);
    expect(logicalOr(array([0, 0.5], 'float8_e4m3fn'), array([0, 0], 'int8')).toArray()).toEqual([false, true]);
    expect(logicalXor(array([0, 1], 'int4'), 1).toArray()).toEqual([true, false]);
    expect(withPolicy('strict').logicalAnd(array([1, 0], 'int8'), 2).dtype).toBe('bool');
    expect(
      withPolicy('tensorflow')
        .logicalOr(array([true, false]), array([false, false]))
        .toArray(),
    ).toEqual([true, false]);
    expect(binaryResultType('logicalAnd', 'int8', 'float32')).toBe('bool');
    expect(binaryResultType('logicalXor', 'float', 'int')).toBe('bool');
  });

  it('check that a scalar fits the dtype it promotes with, as add does', () => {
    const bytes = array([1, 0], 'uint8');
    expect(() => logicalAnd(bytes, 300)).toThrow(RangeError);
    expect(() => logicalOr(-1, bytes)).toThrow('logicalOr(): the scalar is -1, out of range for uint8 (0 to 255)');
    expect(() => logicalXor(array([1], 'int4'), 8)).toThrow(RangeError);
    expect(logicalAnd(bytes, 255).toArray()).toEqual([true, false]);
    expect(logicalAnd(bytes, 2.5).toArray()).toEqual([true, false]);
    expect(logicalAnd(bytes, true).toArray()).toEqual([true, false]);
  });

  it('leave the library working after an error', () => {
    expect(() => loose(logicalAnd)(zeros([2], 'int4'), zeros([2], 'int8'))).toThrow(TypePromotionError);
    expect(logicalAnd(array([1, 0], 'int4'), array([1, 1], 'int4')).toArray()).toEqual([true, false]);
  });
});

describe("bool arithmetic under 'tensorflow' and 'lax' is a TypePromotionError (SPEC §6)", () => {
  it('for every arithmetic operation, naming it, the dtype and the policy', () => {
    for (const policy of ['tensorflow', 'lax'] as const) {
      const library = withPolicy(policy) as unknown as Record<string, (x: unknown, y: unknown) => unknown>;
      for (const operation of ['add', 'subtract', 'multiply', 'divide', 'floorDivide', 'remainder', 'power']) {
        const bools = array([true, false]);
        expect(() => library[operation]!(bools, bools), `${operation} under ${policy}`).toThrow(TypePromotionError);
        expect(() => library[operation]!(bools, bools)).toThrow(
          `${operation} is not defined for 'bool' under policy '${policy}'.`,
        );
        expect(() => binaryResultType(operation as never, 'bool', 'bool', policy)).toThrow(TypePromotionError);
      }
      // Comparisons and logical operations take bool.
      expect((library.equal!(array([true]), array([true])) as NDArray<'bool', [1]>).toArray()).toEqual([true]);
    }
    expect(() => binaryResultType('add', true, false, 'tensorflow')).toThrow(TypePromotionError);
  });
});

describe('isnan, isinf, isfinite take JavaScript scalars', () => {
  it('as 0-d bool arrays', () => {
    const cases: [unknown, boolean, boolean, boolean][] = [
      [Number.NaN, true, false, false],
      [Number.POSITIVE_INFINITY, false, true, false],
      [-2.5, false, false, true],
      [3, false, false, true],
      [3n, false, false, true],
      [true, false, false, true],
      [{ re: 1, im: Number.NaN }, true, false, false],
      [{ re: Number.NEGATIVE_INFINITY, im: 0 }, false, true, false],
    ];
    for (const [value, nan, inf, finite] of cases) {
      for (const [test, expected] of [
        [isnan, nan],
        [isinf, inf],
        [isfinite, finite],
      ] as const) {
        const result = test(value as never);
        expect([result.dtype, result.shape, result.toArray()]).toEqual(['bool', [], expected]);
      }
    }
    expect(withPolicy('numpy').isnan(Number.NaN).toArray()).toBe(true);
    const out = zeros([], 'bool');
    expect(isnan(Number.NaN, { out })).toBe(out);
    expect(out.toArray()).toBe(true);
    expect(() => isnan('NaN' as never)).toThrow('isnan: the operand is the string');
    expect(() => withPolicy('triton').isnan({ re: 1, im: 0 } as never)).toThrow('complex');
  });
});

describe('clip', () => {
  it("refuses complex values under 'jax' (JAX: no ordering), naming clip, the argument and the dtype", () => {
    const complexes = array([{ re: 1, im: 2 }], 'complex64');
    expect(() => loose(clip)(complexes, 0, 1)).toThrow(TypeError);
    expect(() => loose(clip)(complexes, 0, 1)).toThrow(
      "clip: the operand is complex ('complex64'), and complex values have no ordering under policy 'jax' (as in JAX)",
    );
    expect(() => (complexes as unknown as { clip(lower: number): unknown }).clip(0)).toThrow(
      "clip: the operand is complex ('complex64')",
    );
    expect(() => loose(clip)(complexes)).toThrow("clip: the operand is complex ('complex64')");
    expect(() => loose(clip)(array([1.5]), { re: 0, im: 1 })).toThrow("clip: the lower bound is complex ('complex')");
    expect(() => loose(clip)(array([1.5]), null, array([{ re: 0, im: 1 }], 'complex128'))).toThrow(
      "clip: the upper bound is complex ('complex128')",
    );
    expect(() => loose(withPolicy('strict').clip)(complexes, 0, 1)).toThrow("under policy 'strict'");
    expect(() => loose(withPolicy('torch').clip)(complexes, 0, 1)).toThrow("under policy 'torch'");
    // After the error the library keeps working.
    expect(clip(array([5], 'int8'), 0, 1).toArray()).toEqual([1]);
  });

  it("keeps NumPy's lexicographic order under 'numpy'", () => {
    const complexes = array(
      [
        { re: 1, im: 2 },
        { re: -1, im: 5 },
        { re: 1, im: -1 },
      ],
      'complex128',
    );
    const clipped = withPolicy('numpy').clip(complexes, 0, { re: 1, im: 0 });
    expect(clipped.dtype).toBe('complex128');
    expect(clipped.toArray()).toEqual([
      { re: 1, im: 0 },
      { re: 0, im: 0 },
      { re: 1, im: -1 },
    ]);
  });

  it('takes null as no bound (Python None), and undefined too', () => {
    const x = array([-3, 0, 5, 9], 'int8');
    expect(clip(x, null, 3).toArray()).toEqual([-3, 0, 3, 3]);
    expect(clip(x, 3, null).toArray()).toEqual([3, 3, 5, 9]);
    expect(clip(x, null, null).toArray()).toEqual([-3, 0, 5, 9]);
    expect(x.clip(null, 1).toArray()).toEqual([-3, 0, 1, 1]);
    expect(clip(x, undefined, 1).toArray()).toEqual([-3, 0, 1, 1]);
    expect(clip(x, null, 3).dtype).toBe('int8');
  });

  it('gives bool for bool (as jnp.clip does), and takes scalars as x', () => {
    const bools = array([true, false]);
    const clipped = clip(bools, true, false);
    expect([clipped.dtype, clipped.toArray()]).toEqual(['bool', [false, false]]);
    const scalar = clip(true, false);
    expect([scalar.dtype, scalar.shape, scalar.toArray()]).toEqual(['bool', [], true]);
    const weak = clip(7, 0, 5);
    expect([weak.dtype, weak.weakType, weak.toArray()]).toEqual(['int64', true, 5n]);
    expect(clip(2.5).toArray()).toBe(2.5);
  });

  it('names clip and the bound in errors, keeping the error class', () => {
    const ints = array([1], 'int32');
    expect(() => (withPolicy('lax').clip as (...operands: unknown[]) => unknown)(ints, 0, 2)).toThrow(
      TypePromotionError,
    );
    expect(() => (withPolicy('lax').clip as (...operands: unknown[]) => unknown)(ints, 0, 2)).toThrow(
      `clip: the lower bound: ${noPromotion('int32', 'int', 'lax')}`,
    );
    expect(() => loose(withPolicy('strict').clip)(ints, null, array([2], 'int8'))).toThrow(
      `clip: the upper bound: ${noPromotion('int32', 'int8', 'strict')}`,
    );
    expect(() => loose(clip)(zeros([2], 'float32'), 0, zeros([3], 'float32'))).toThrow(RangeError);
    expect(() => loose(clip)(zeros([2], 'float32'), 0, zeros([3], 'float32'))).toThrow(
      'clip: the upper bound: Shapes [2] and [3] do not broadcast',
    );
    expect(() => loose(clip)(zeros([2], 'float32'), 'a')).toThrow("clip: the lower bound is the string 'a'");
    expect(() => loose(clip)(zeros([2], 'float32'), 0, [1])).toThrow('clip: the upper bound is the list [1]');
    expect(() => loose(clip)('x')).toThrow("clip: the operand is the string 'x'");
  });
});

describe('where names itself and the argument in errors', () => {
  it('promotion, broadcasting and operands', () => {
    const bools = array([true, false]);
    const untyped = where as (...operands: unknown[]) => unknown;
    expect(() => loose(withPolicy('strict').where)(bools, zeros([2], 'int8'), zeros([2], 'uint8'))).toThrow(
      TypePromotionError,
    );
    expect(() => loose(withPolicy('strict').where)(bools, zeros([2], 'int8'), zeros([2], 'uint8'))).toThrow(
      `where: x and y: ${noPromotion('int8', 'uint8', 'strict')}`,
    );
    expect(() => untyped(bools, zeros([2], 'int8'), zeros([3], 'int8'))).toThrow(
      'where: x and y: Shapes [2] and [3] do not broadcast',
    );
    expect(() => untyped(zeros([5], 'bool'), zeros([3], 'int8'), 1)).toThrow(
      'where: the condition, x and y: Shapes [5] and [3] do not broadcast',
    );
    expect(() => untyped(bools, 'x', 1)).toThrow("where: x is the string 'x'");
    expect(() => untyped(bools, 1, [2])).toThrow('where: y is the list [2]');
    expect(where(bools, 1, 2).toArray()).toEqual([1n, 2n]);
    expect(add(array([1], 'int8'), 1).toArray()).toEqual([2]);
  });
});
