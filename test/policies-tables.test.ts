import { describe, expect, it } from 'vitest';
import {
  array,
  binaryResultType,
  dtypeRows,
  TypePromotionError,
  unaryResultType,
  weakRows,
  withPolicy,
} from '../src/x64.js';

// Item: each seed system's table, exactly, as the result of `+`. These are the addition tables of
// the appendix of JAX's type-promotion design note (jax.numpy, NumPy, PyTorch, TensorFlow; and
// jax.lax), cell for cell: rows are the left operand, columns the right; `i*`, `f*`, `c*` are
// JavaScript scalars (Python's int, float, complex); `-` is an error. Where a system has no weak
// types the cell is the dtype its `add` gives (NumPy `1 + 1` is int64, PyTorch `1.0 + 1.0` is
// float64); JAX and lax keep weak results weak. PyTorch has no complex32: float16 with a complex
// scalar shows complex64, as in the note.

const byShort = Object.fromEntries([...dtypeRows, ...weakRows].map((row) => [row.short, row.name]));

/** The runtime's `+` table under a policy, in the same layout as the pinned text. */
function addTable(policy: 'numpy' | 'torch' | 'tensorflow' | 'jax' | 'lax', header: readonly string[]): string[][] {
  return header.map((left) =>
    header.map((right) => {
      try {
        const result = binaryResultType('add', byShort[left] as never, byShort[right] as never, policy) as string;
        return [...dtypeRows, ...weakRows].find((row) => row.name === result)!.short;
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        return '-';
      }
    }),
  );
}

function parse(text: string): { header: string[]; cells: string[][] } {
  const [head, ...rows] = text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  rows.forEach((row, index) => expect(row[0]).toBe(head![index]));
  return { header: head!, cells: rows.map((row) => row.slice(1)) };
}

const pinned = {
  numpy: `
        b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    b1  b1  u1  u2  u4  u8  i1  i2  i4  i8  -   f2  f4  f8  c8  c16 i8  f8  c16
    u1  u1  u1  u2  u4  u8  i2  i2  i4  i8  -   f2  f4  f8  c8  c16 u1  f8  c16
    u2  u2  u2  u2  u4  u8  i4  i4  i4  i8  -   f4  f4  f8  c8  c16 u2  f8  c16
    u4  u4  u4  u4  u4  u8  i8  i8  i8  i8  -   f8  f8  f8  c16 c16 u4  f8  c16
    u8  u8  u8  u8  u8  u8  f8  f8  f8  f8  -   f8  f8  f8  c16 c16 u8  f8  c16
    i1  i1  i2  i4  i8  f8  i1  i2  i4  i8  -   f2  f4  f8  c8  c16 i1  f8  c16
    i2  i2  i2  i4  i8  f8  i2  i2  i4  i8  -   f4  f4  f8  c8  c16 i2  f8  c16
    i4  i4  i4  i4  i8  f8  i4  i4  i4  i8  -   f8  f8  f8  c16 c16 i4  f8  c16
    i8  i8  i8  i8  i8  f8  i8  i8  i8  i8  -   f8  f8  f8  c16 c16 i8  f8  c16
    bf  -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -
    f2  f2  f2  f4  f8  f8  f2  f4  f8  f8  -   f2  f4  f8  c8  c16 f2  f2  c8
    f4  f4  f4  f4  f8  f8  f4  f4  f8  f8  -   f4  f4  f8  c8  c16 f4  f4  c8
    f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  -   f8  f8  f8  c16 c16 f8  f8  c16
    c8  c8  c8  c8  c16 c16 c8  c8  c16 c16 -   c8  c8  c16 c8  c16 c8  c8  c8
    c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 -   c16 c16 c16 c16 c16 c16 c16 c16
    i*  i8  u1  u2  u4  u8  i1  i2  i4  i8  -   f2  f4  f8  c8  c16 i8  f8  c16
    f*  f8  f8  f8  f8  f8  f8  f8  f8  f8  -   f2  f4  f8  c8  c16 f8  f8  c16
    c*  c16 c16 c16 c16 c16 c16 c16 c16 c16 -   c8  c8  c16 c8  c16 c16 c16 c16
  `,
  torch: `
        b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    b1  b1  u1  -   -   -   i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i8  f4  c8
    u1  u1  u1  -   -   -   i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 u1  f4  c8
    u2  -   -   u2  -   -   -   -   -   -   bf  f2  f4  f8  -   -   u2  f4  c8
    u4  -   -   -   u4  -   -   -   -   -   bf  f2  f4  f8  -   -   u4  f4  c8
    u8  -   -   -   -   u8  -   -   -   -   bf  f2  f4  f8  -   -   u8  f4  c8
    i1  i1  i2  -   -   -   i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i1  f4  c8
    i2  i2  i2  -   -   -   i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 i2  f4  c8
    i4  i4  i4  -   -   -   i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 i4  f4  c8
    i8  i8  i8  -   -   -   i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 i8  f4  c8
    bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  f4  f4  f8  c8  c16 bf  bf  c8
    f2  f2  f2  f2  f2  f2  f2  f2  f2  f2  f4  f2  f4  f8  c8  c16 f2  f2  c8
    f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f8  c8  c16 f4  f4  c8
    f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8  f8  c16
    c8  c8  c8  -   -   -   c8  c8  c8  c8  c8  c8  c8  c16 c8  c16 c8  c8  c8
    c16 c16 c16 -   -   -   c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16
    i*  i8  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i8  f4  c8
    f*  f4  f4  f4  f4  f4  f4  f4  f4  f4  bf  f2  f4  f8  c8  c16 f4  f8  c8
    c*  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c16 c8  c16 c8  c8  c16
  `,
  tensorflow: `
        b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    b1  -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -
    u1  -   u1  -   -   -   -   -   -   -   -   -   -   -   -   -   u1  -   -
    u2  -   -   u2  -   -   -   -   -   -   -   -   -   -   -   -   u2  -   -
    u4  -   -   -   u4  -   -   -   -   -   -   -   -   -   -   -   u4  -   -
    u8  -   -   -   -   u8  -   -   -   -   -   -   -   -   -   -   u8  -   -
    i1  -   -   -   -   -   i1  -   -   -   -   -   -   -   -   -   i1  -   -
    i2  -   -   -   -   -   -   i2  -   -   -   -   -   -   -   -   i2  -   -
    i4  -   -   -   -   -   -   -   i4  -   -   -   -   -   -   -   i4  -   -
    i8  -   -   -   -   -   -   -   -   i8  -   -   -   -   -   -   i8  -   -
    bf  -   -   -   -   -   -   -   -   -   bf  -   -   -   -   -   bf  bf  -
    f2  -   -   -   -   -   -   -   -   -   -   f2  -   -   -   -   f2  f2  -
    f4  -   -   -   -   -   -   -   -   -   -   -   f4  -   -   -   f4  f4  -
    f8  -   -   -   -   -   -   -   -   -   -   -   -   f8  -   -   f8  f8  -
    c8  -   -   -   -   -   -   -   -   -   -   -   -   -   c8  -   c8  c8  c8
    c16 -   -   -   -   -   -   -   -   -   -   -   -   -   -   c16 c16 c16 c16
    i*  -   -   -   -   -   -   -   i4  -   -   -   -   -   -   -   i4  -   -
    f*  -   -   -   -   -   -   -   -   -   -   -   f4  -   -   -   f4  f4  -
    c*  -   -   -   -   -   -   -   -   -   -   -   -   -   -   c16 c16 c16 c16
  `,
  jax: `
        b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    b1  b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    u1  u1  u1  u2  u4  u8  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 u1  f*  c*
    u2  u2  u2  u2  u4  u8  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 u2  f*  c*
    u4  u4  u4  u4  u4  u8  i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 u4  f*  c*
    u8  u8  u8  u8  u8  u8  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 u8  f*  c*
    i1  i1  i2  i4  i8  f*  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i1  f*  c*
    i2  i2  i2  i4  i8  f*  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 i2  f*  c*
    i4  i4  i4  i4  i8  f*  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 i4  f*  c*
    i8  i8  i8  i8  i8  f*  i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 i8  f*  c*
    bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  f4  f4  f8  c8  c16 bf  bf  c8
    f2  f2  f2  f2  f2  f2  f2  f2  f2  f2  f4  f2  f4  f8  c8  c16 f2  f2  c8
    f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f8  c8  c16 f4  f4  c8
    f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8  f8  c16
    c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c16 c8  c16 c8  c8  c8
    c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16
    i*  i*  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    f*  f*  f*  f*  f*  f*  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 f*  f*  c*
    c*  c*  c*  c*  c*  c*  c*  c*  c*  c*  c8  c8  c8  c16 c8  c16 c*  c*  c*
  `,
  lax: `
        b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*
    b1  -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -
    u1  -   u1  -   -   -   -   -   -   -   -   -   -   -   -   -   -   -   -
    u2  -   -   u2  -   -   -   -   -   -   -   -   -   -   -   -   -   -   -
    u4  -   -   -   u4  -   -   -   -   -   -   -   -   -   -   -   -   -   -
    u8  -   -   -   -   u8  -   -   -   -   -   -   -   -   -   -   -   -   -
    i1  -   -   -   -   -   i1  -   -   -   -   -   -   -   -   -   -   -   -
    i2  -   -   -   -   -   -   i2  -   -   -   -   -   -   -   -   -   -   -
    i4  -   -   -   -   -   -   -   i4  -   -   -   -   -   -   -   -   -   -
    i8  -   -   -   -   -   -   -   -   i8  -   -   -   -   -   -   i8  -   -
    bf  -   -   -   -   -   -   -   -   -   bf  -   -   -   -   -   -   -   -
    f2  -   -   -   -   -   -   -   -   -   -   f2  -   -   -   -   -   -   -
    f4  -   -   -   -   -   -   -   -   -   -   -   f4  -   -   -   -   -   -
    f8  -   -   -   -   -   -   -   -   -   -   -   -   f8  -   -   -   f8  -
    c8  -   -   -   -   -   -   -   -   -   -   -   -   -   c8  -   -   -   -
    c16 -   -   -   -   -   -   -   -   -   -   -   -   -   -   c16 -   -   c16
    i*  -   -   -   -   -   -   -   -   i8  -   -   -   -   -   -   i*  -   -
    f*  -   -   -   -   -   -   -   -   -   -   -   -   f8  -   -   -   f*  -
    c*  -   -   -   -   -   -   -   -   -   -   -   -   -   -   c16 -   -   c*
  `,
} as const;

describe("each system's table of +, as binaryResultType('add', …) gives it", () => {
  for (const [policy, text] of Object.entries(pinned) as [keyof typeof pinned, string][]) {
    it(`${policy}: all ${18 * 18} cells`, () => {
      const { header, cells } = parse(text);
      expect(header.length).toBe(18);
      expect(addTable(policy, header)).toEqual(cells);
    });
  }

  it('the cells the issue names', () => {
    expect(binaryResultType('add', 1, 2, 'numpy')).toBe('int64');
    expect(binaryResultType('add', 1.5, 2.5, 'numpy')).toBe('float64');
    expect(binaryResultType('add', 1.5, 2.5, 'torch')).toBe('float64');
    expect(binaryResultType('add', 1, 2.5, 'torch')).toBe('float32');
    expect(binaryResultType('add', { re: 1, im: 0 }, { re: 0, im: 1 }, 'torch')).toBe('complex128');
    expect(binaryResultType('add', 'float16', { re: 0, im: 1 }, 'torch')).toBe('complex64');
    expect(() => binaryResultType('add', true, false, 'tensorflow')).toThrow(
      "add is not defined for 'bool' under policy 'tensorflow'.",
    );
    expect(() => binaryResultType('add', 'bool', 'bool', 'lax')).toThrow(
      "add is not defined for 'bool' under policy 'lax'.",
    );
    expect(() => binaryResultType('add', 'int8', 'float32', 'lax')).toThrow(TypePromotionError);
  });

  it('the arrays withPolicy(p).add returns have the same dtypes', () => {
    expect(withPolicy('numpy').add(1, 2).dtype).toBe('int64');
    expect(withPolicy('torch').add(1.5, 2.5).dtype).toBe('float64');
    expect(withPolicy('torch').add(1, 2.5).dtype).toBe('float32');
    expect(withPolicy('torch').add(array([1], 'float16'), { re: 0, im: 1 }).dtype).toBe('complex64');
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      withPolicy('tensorflow').add(array([true]), array([false])),
    ).toThrow(TypeError);
    const lax = withPolicy('lax').add(1, 2);
    expect([lax.dtype, lax.weakType]).toEqual(['int64', true]);
  });
});

describe('unary operations follow the policy', () => {
  it('x64 off: a weak float32 for a lone scalar, and weak results stay weak', () => {
    const x32 = withPolicy({ x64: false });
    const root = x32.sqrt(2);
    expect([root.dtype, root.weakType]).toEqual(['float32', true]);
    const sum = x32.add(1, 2);
    expect([sum.dtype, sum.weakType]).toEqual(['int32', true]);
    const narrow = x32.add(array([1, 2], 'int8'), sum);
    expect([narrow.dtype, narrow.weakType]).toEqual(['int8', false]);
    expect(narrow.toArray()).toEqual([4, 5]);
    expect(unaryResultType('sqrt', 2, { x64: false })).toBe('float');
    expect(unaryResultType('sqrt', 2, 'numpy')).toBe('float64');
  });

  it("NumPy's loops: sqrt of int8 is float16, of int16 float32, of int32 float64; square of bool is int8", () => {
    const numpy = withPolicy('numpy');
    expect(numpy.sqrt(array([4], 'int8')).dtype).toBe('float16');
    expect(numpy.sqrt(array([4], 'int16')).dtype).toBe('float32');
    expect(numpy.sqrt(array([4], 'int32')).dtype).toBe('float64');
    expect(numpy.square(array([true])).dtype).toBe('int8');
    expect(numpy.sqrt(4).dtype).toBe('float64');
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      numpy.sqrt(array([4], 'bfloat16')),
    ).toThrow("sqrt is not defined for 'bfloat16' under policy 'numpy'.");
  });

  it('PyTorch has no weak results: integers give the default float, scalars their tensor dtype', () => {
    const torch = withPolicy('torch');
    const root = torch.sqrt(2);
    expect([root.dtype, root.weakType]).toEqual(['float32', false]);
    expect(torch.exp(array([1], 'int64')).dtype).toBe('float32');
    expect(torch.negative(2).dtype).toBe('int64');
  });

  it('lax, TensorFlow and Triton take only floats for floating-point functions; the Array API leaves integers unspecified', () => {
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      withPolicy('lax').sqrt(array([4], 'int32')),
    ).toThrow("sqrt is not defined for 'int32' under policy 'lax'.");
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      withPolicy('tensorflow').exp(2),
    ).toThrow("exp is not defined for 'int' under policy 'tensorflow'.");
    expect(withPolicy('tensorflow').exp(2.5).dtype).toBe('float32');
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      withPolicy('triton').sin(array([1], 'float16')),
    ).toThrow("sin is not defined for 'float16' under policy 'triton'.");
    expect(() =>
      // @ts-expect-error -- a compile error too, in the same words
      withPolicy('array-api').log(array([1], 'int8')),
    ).toThrow("log is not defined for 'int8' under policy 'array-api'.");
    const laxRoot = withPolicy('lax').sqrt(2.5);
    expect([laxRoot.dtype, laxRoot.weakType]).toEqual(['float64', true]);
  });
});
