// Results keep a permuted operand's layout (src/execute/layout.ts, NumPy's order='K'): an elementwise
// operation on x.T (or any permutation of a row-major block) alone, with a scalar, with a
// one-element array, or with an operand of the same layout runs over the block in memory order,
// and its result is the same permutation of a new block. Values equal the operation on a
// row-major copy, for every dtype; an `out` in a permuted layout is written the same way.
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  arange,
  array,
  copy,
  dtypes,
  greater,
  power,
  logicalNot,
  multiply,
  negative,
  permuteDims,
  slice,
  subtract,
  zeros,
  type DType,
  type NDArray,
} from '../src/index.js';
import { denseOrder } from '../src/execute/layout.js';
import { undisposed } from '../src/memory/memory.js';
import { values } from './support/values.js';

function same(got: NDArray, want: NDArray, label: string) {
  expect(got.dtype, label).toBe(want.dtype);
  expect(got.weakType, label).toBe(want.weakType);
  expect(got.shape, label).toEqual(want.shape);
  expect(got.toArray(), label).toEqual(want.toArray());
}

/**
 * `run` against `reference` (the same call on row-major operands): the same error when the reference
 * throws (the operation is not defined for the dtype), else the same result, then `check` on it.
 */
function sameAs(label: string, run: () => NDArray, reference: () => NDArray, check: (got: NDArray) => void) {
  let want: NDArray;
  try {
    want = reference();
  } catch (error) {
    expect(run, label).toThrow((error as Error).message);
    return;
  }
  using got = run();
  same(got, want, label);
  check(got);
  want.dispose();
}

/** A [4, 5, 6] array of `dtype` permuted to [6, 4, 5] (strides [1, 30, 6]), and its row-major copy. */
function permuted(dtype: DType): { base: NDArray; view: NDArray; plain: NDArray } {
  // Packed dtypes (int4 …): wrapped from int8 values; their permutations are copies (row-major).
  const flat = /^u?int[24]$|float4/.test(dtype) ? values('int8', 120).astype(dtype) : values(dtype, 120);
  const base = flat.reshape([4, 5, 6]);
  flat.dispose();
  const view = permuteDims(base, [2, 0, 1]);
  return { base, view, plain: copy(view) };
}

describe('denseOrder', () => {
  it('finds the memory order of permutations of a row-major block, and nothing else', () => {
    using base = zeros([4, 5, 6], 'float32');
    using t = base.transpose();
    using p = permuteDims(base, [2, 0, 1]);
    using stepped = base.slice('::2');
    using reversed = base.slice('::-1');
    using widened = base.reshape([4, 1, 5, 6]).transpose();
    expect(denseOrder(t)).toEqual([2, 1, 0]);
    expect(denseOrder(p)).toEqual([1, 2, 0]);
    expect(denseOrder(base)).toBeUndefined();
    expect(denseOrder(stepped)).toBeUndefined();
    expect(denseOrder(reversed)).toBeUndefined();
    expect(denseOrder(widened)).toEqual([2, 3, 1, 0]);
  });
});

describe('results keep a permuted layout', () => {
  it.each(dtypes)('%s: unary, with a scalar, with a one-element array, with the same layout', (dtype) => {
    const { base, view, plain } = permuted(dtype);
    const strides = view.strides;
    const scalar = dtype === 'bool' ? true : dtype.startsWith('complex') ? { re: 1, im: -2 } : 3;
    using one = array([[[dtype === 'bool' ? false : 1]]], dtype);
    using twin = permuteDims(copy(base), [2, 0, 1]);
    const cases: [string, () => NDArray, () => NDArray][] = [
      ['abs', () => abs(view as never), () => abs(plain as never)],
      ['logicalNot', () => logicalNot(view), () => logicalNot(plain)],
      ['x * scalar', () => multiply(view, scalar as never), () => multiply(plain, scalar as never)],
      ['scalar - x', () => subtract(scalar as never, view), () => subtract(scalar as never, plain)],
      ['x + one', () => add(view, one), () => add(plain, one)],
      ['x + twin', () => add(view, twin), () => add(plain, twin)],
    ];
    // NaN is not equal to itself: the clean-up once took it for a view it had made and called
    // its dispose (every permuted operand with a NaN scalar threw).
    if (!dtype.startsWith('complex'))
      cases.push(['x + NaN', () => add(view, Number.NaN), () => add(plain, Number.NaN)]);
    if (dtype !== 'bool' && !dtype.startsWith('uint'))
      cases.push(['negative', () => negative(view as never), () => negative(plain as never)]);
    for (const [label, run, reference] of cases) {
      sameAs(`${dtype} ${label}`, run, reference, (got) => {
        expect(got.strides, `${dtype} ${label}: layout kept`).toEqual(strides);
        expect(got.offset, `${dtype} ${label}`).toBe(0);
      });
    }
    // The inputs are untouched and the results own their memory.
    using copied = copy(view);
    same(copied, plain, `${dtype}: input unchanged`);
    base.dispose();
    view.dispose();
    plain.dispose();
  });

  it('a result outlives its input and can be viewed, reshaped and used again', () => {
    const held = undisposed();
    const source = values('float32', 12);
    const x = source.reshape([3, 4]);
    source.dispose();
    const t = x.transpose();
    const negated = negative(t);
    const expected = (t.toArray() as number[][]).map((line) => line.map((value) => -value));
    x.dispose();
    t.dispose();
    expect(negated.toArray()).toEqual(expected);
    expect(negated.contiguous).toBe(false);
    using flat = negated.reshape([-1]); // a copy: not row-major
    expect(flat.toArray()).toEqual(expected.flat());
    using row = negated.at('1');
    expect(row.toArray()).toEqual(expected[1]);
    using again = add(negated as never, negated as never) as NDArray; // keeps the layout again
    expect(again.strides).toEqual([1, 4]);
    expect(again.toArray()).toEqual(expected.map((line) => line.map((value) => value * 2)));
    negated.dispose();
    row.dispose();
    flat.dispose();
    again.dispose();
    // Its block is counted and freed like any result's.
    expect(undisposed()).toEqual(held);
  });

  it('mixed layouts and dtypes give row-major results (the transposed operand is gathered)', () => {
    const { base, view, plain } = permuted('int16');
    using other = copy(plain).astype('float32');
    using mixed = add(view, other);
    expect(mixed.contiguous).toBe(true);
    using want = add(plain, other);
    same(mixed, want, 'int16 view + float32');
    using wider = add(view, plain);
    expect(wider.contiguous).toBe(true);
    base.dispose();
    view.dispose();
    plain.dispose();
  });
});

describe('a transposed operand against a row-major one (gathered into the result, then in place)', () => {
  const plainDTypes = dtypes.filter((dtype) => !/^u?int[24]$|float4|float8/.test(dtype));
  it.each(plainDTypes)('%s: both orders of a non-commutative operation, and a comparison', (dtype) => {
    const flat = values(dtype, 600);
    const base = flat.reshape([20, 30]);
    const otherFlat = values(dtype, 600);
    const other = otherFlat.reshape([30, 20]);
    const view = base.transpose();
    const plain = copy(view);
    for (const [label, run, reference] of [
      ['x.T - y', () => subtract(view as never, other as never), () => subtract(plain as never, other as never)],
      ['y - x.T', () => subtract(other as never, view as never), () => subtract(other as never, plain as never)],
      ['x.T + y', () => add(view, other), () => add(plain, other)],
      ['x.T > y', () => greater(view as never, other as never), () => greater(plain as never, other as never)],
    ] as [string, () => NDArray, () => NDArray][]) {
      sameAs(`${dtype} ${label}`, run, reference, (got) => expect(got.contiguous, `${dtype} ${label}`).toBe(true));
    }
    for (const each of [flat, base, otherFlat, other, view, plain]) each.dispose();
  });

  it('an integer power error on that path frees the result and names the rule', () => {
    // 20 × 20: large enough for the gather (small views take the strided kernels).
    const exponents = Array.from({ length: 400 }, (_, index) => (index === 397 ? -1 : index % 3));
    using x = arange(400).astype('int32').reshape([20, 20]);
    using y = array(exponents, 'int32').reshape([20, 20]);
    using t = x.transpose();
    const held = undisposed();
    expect(() => power(t, y)).toThrow('integers cannot be raised to negative integer powers');
    expect(undisposed()).toEqual(held);
    using good = power(t, abs(y));
    using want = power(copy(t), abs(y));
    expect(good.toArray()).toEqual(want.toArray());
  });
});

describe('out in a permuted layout', () => {
  it('is written in its memory order, whatever the operands’ layouts', () => {
    const x = values('float32', 12).reshape([3, 4]);
    const y = values('float32', 12).reshape([4, 3]);
    using target = zeros([3, 4], 'float32');
    using t = target.transpose(); // [4, 3], strides [1, 4]
    using xT = x.transpose();
    expect(add(xT, y, { out: t })).toBe(t);
    using want = add(copy(xT), y);
    expect(t.toArray()).toEqual(want.toArray());
    // Broadcast operands and scalars.
    using row = values('float32', 3);
    expect(add(row, y, { out: t })).toBe(t);
    using broadcast = add(row, y);
    expect(t.toArray()).toEqual(broadcast.toArray());
    expect(multiply(2, xT, { out: t })).toBe(t);
    using doubled = multiply(2, copy(xT));
    expect(t.toArray()).toEqual(doubled.toArray());
    // In place on the view: the base it shares changes.
    using before = copy(target);
    add(t, 1, { out: t });
    expect(target.toArray()).toEqual((before.toArray() as number[][]).map((line) => line.map((value) => value + 1)));
    negative(t, { out: t });
    expect(target.toArray()).toEqual((before.toArray() as number[][]).map((line) => line.map((value) => -(value + 1))));
    x.dispose();
    y.dispose();
  });

  it('an out that overlaps an operand other than element for element still gets the right result', () => {
    using x = values('int32', 16).reshape([4, 4]);
    using snapshot = copy(x);
    using t = x.transpose();
    // out is x.T, the operand is x itself: x.T ← x + 1 reads elements the call also writes.
    add(x, 1, { out: t });
    expect(x.toArray()).toEqual(
      (snapshot.toArray() as number[][]).map((_, row) =>
        (snapshot.toArray() as number[][]).map((line) => line[row]! + 1),
      ),
    );
  });

  it('wrong dtype or shape names out as the caller sees it; a stepped out is refused clearly', () => {
    using target = zeros([3, 4], 'float32');
    using t = target.transpose();
    using x = zeros([4, 3], 'int8');
    // (A compile error too, in the same words: the runtime's check is what this tests.)
    expect(() => add(x, x, { out: t } as never)).toThrow(
      'add: out is float32 of shape [4, 3], but the result is int8 of shape [4, 3]',
    );
    using wide = zeros([4, 6], 'float32');
    using short = zeros([4, 2], 'float32');
    expect(() => add(short, 1, { out: t } as never)).toThrow('shape [4, 3], but the result is float32 of shape [4, 2]');
    using stepped = slice(wide, ':', '::2');
    using floats = zeros([4, 3], 'float32');
    expect(() => add(floats, 1, { out: stepped })).toThrow('add: out is a strided view (float32, shape [4, 3])');
    // Nothing was written, and the library keeps working.
    expect((target.toArray() as number[][]).flat().every((value) => value === 0)).toBe(true);
    using fine = add(t, 1);
    expect(fine.strides).toEqual([1, 4]);
  });
});
