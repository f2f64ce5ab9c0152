// Issue #44 part 4, manipulation A: block, diag, diagflat, diagonal, trace, triu, tril,
// triuIndices, trilIndices, diagIndices, kron, cross, fillDiagonal, indices, ix, unravelIndex,
// ravelMultiIndex, broadcastArrays, flatnonzero, extract, select and piecewise against NumPy
// (test/fixtures/manipulation/manipulation-a.json from scripts/manipulation_oracle.py), their JAX
// dtypes under x64 off and on, views, refusals, and no leaks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  array,
  block,
  broadcastArrays,
  cross,
  diag,
  diagIndices,
  diagflat,
  diagonal,
  extract,
  eye,
  fillDiagonal,
  flatnonzero,
  indices,
  ix,
  kron,
  less,
  multiply,
  negative,
  ones,
  piecewise,
  ravelMultiIndex,
  select,
  trace,
  tril,
  trilIndices,
  triu,
  triuIndices,
  unravelIndex,
  withPolicy,
  zeros,
  type NDArray,
} from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';

type Encoded = { shape: number[]; data: number[] };
const oracle = JSON.parse(
  readFileSync(new URL('./fixtures/manipulation/manipulation-a.json', import.meta.url), 'utf8'),
) as Record<string, any[]>;

const make = (value: Encoded, dtype = 'float64'): NDArray =>
  array(value.data as never, dtype as never).reshape(value.shape as never) as unknown as NDArray;
const flat = (x: NDArray): number[] => {
  const values = x.toArray() as unknown;
  // +0 for -0: integer results have no negative zero, NumPy's float64 oracle does
  return (Array.isArray(values) ? (values as unknown[]).flat(Number.POSITIVE_INFINITY) : [values]).map(
    (each) => Number(each) + 0,
  );
};
const same = (x: NDArray, expected: Encoded) => {
  expect(x.shape).toEqual(expected.shape);
  expect(flat(x)).toEqual(expected.data.map((each) => each + 0));
};

describe('diag, diagflat, diagonal, trace (NumPy oracle)', () => {
  it('diag of vectors and matrices, every k', () => {
    for (const { v, k, out } of oracle.diag!) {
      const input = make(v, 'int32');
      const result = diag(input, k);
      same(result as never, out);
      expect(result.dtype).toBe('int32');
      result.dispose();
      input.dispose();
    }
  });
  it('diagflat', () => {
    for (const { v, k, out } of oracle.diagflat!) {
      const input = make(v, 'float32');
      const result = diagflat(input, { k });
      same(result as never, out);
      expect(result.dtype).toBe('float32');
      result.dispose();
      input.dispose();
    }
  });
  it('diagonal is a strided view, any axes and offsets', () => {
    for (const { a, offset, axis1, axis2, out } of oracle.diagonal!) {
      const input = make(a);
      const result = diagonal(input, offset, axis1, axis2);
      same(result as never, out);
      const viaOptions = diagonal(input, { offset, axis1, axis2 });
      same(viaOptions as never, out);
      const viaMethod = (input as never as { diagonal(...args: unknown[]): NDArray }).diagonal(offset, axis1, axis2);
      same(viaMethod, out);
      for (const each of [result, viaOptions, viaMethod, input]) each.dispose();
    }
    const x = array([
      [1, 2],
      [3, 4],
    ]);
    const d = diagonal(x);
    x.dispose(); // the view keeps the memory
    expect(d.toArray()).toEqual([1, 4]);
    d.dispose();
  });
  it('trace, with sum dtypes under x64 off and on', () => {
    for (const { a, offset, axis1, axis2, out } of oracle.trace!) {
      const input = make(a);
      const result = trace(input, offset, axis1, axis2);
      same(result as never, out);
      result.dispose();
      input.dispose();
    }
    const small = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    );
    const t = trace(small);
    expect(t.dtype).toBe('int32');
    expect(t.item()).toBe(5);
    const t64 = withPolicy({ x64: true }).trace(small);
    expect(t64.dtype).toBe('int64');
    const typed = trace(small, { dtype: 'float32' });
    expect(typed.dtype).toBe('float32');
    const method = (small as never as { trace(): NDArray }).trace();
    expect(method.item()).toBe(5);
    for (const each of [small, t, t64, typed, method]) each.dispose();
  });
});

describe('triu, tril and the index helpers (NumPy oracle)', () => {
  it('triu and tril over the last two axes, any k, 1-d broadcast', () => {
    for (const { m, k, triu: upper, tril: lower } of oracle.triangle!) {
      for (const dtype of ['float64', 'int16', 'float32']) {
        const input = make(m, dtype);
        const u = triu(input, k);
        const l = tril(input, { k });
        same(u as never, upper);
        same(l as never, lower);
        expect(u.dtype).toBe(dtype);
        for (const each of [u, l, input]) each.dispose();
      }
    }
    const bools = array([
      [true, true],
      [true, true],
    ]);
    const u = triu(bools);
    expect(u.dtype).toBe('bool');
    expect(u.toArray()).toEqual([
      [true, true],
      [false, true],
    ]);
    u.dispose();
    bools.dispose();
  });
  it('triuIndices, trilIndices, diagIndices: the default int', () => {
    for (const { n, k, m, triu: upper, tril: lower } of oracle.triangleIndices!) {
      const u = triuIndices(n, k, m);
      const l = trilIndices(n, { k, m });
      expect(u.map((each) => each.toArray())).toEqual(upper);
      expect(l.map((each) => each.toArray())).toEqual(lower);
      expect(u[0]!.dtype).toBe('int32');
      for (const each of [...u, ...l]) each.dispose();
    }
    const wide = withPolicy({ x64: true }).triuIndices(2);
    expect(wide[0]!.dtype).toBe('int64');
    expect(wide.map((each) => each.toArray())).toEqual([
      [0n, 0n, 1n],
      [0n, 1n, 1n],
    ]);
    for (const each of wide) each.dispose();
    const d = diagIndices(3, 3);
    expect(d.length).toBe(3);
    expect(d[2]!.toArray()).toEqual([0, 1, 2]);
    expect(d[0]!.dtype).toBe('int32');
    for (const each of d) each.dispose();
  });
  it('indices: dense and sparse', () => {
    for (const { dimensions, out } of oracle.indices!) {
      const grid = indices(dimensions);
      same(grid as never, out);
      expect(grid.dtype).toBe('int32');
      grid.dispose();
      const parts = indices(dimensions, { sparse: true, dtype: 'int8' });
      expect(parts.length).toBe(dimensions.length);
      for (const each of parts) {
        expect(each.dtype).toBe('int8');
        each.dispose();
      }
    }
    const wide = withPolicy({ x64: true }).indices([2]);
    expect(wide.dtype).toBe('int64');
    wide.dispose();
  });
  it('unravelIndex and ravelMultiIndex', () => {
    for (const { indices: given, shape, order, out } of oracle.unravelIndex!) {
      const input = array(given, 'int32');
      const parts = unravelIndex(input, shape, { order });
      expect(parts.map((each) => each.toArray())).toEqual(out);
      expect(parts[0]!.dtype).toBe('int32');
      for (const each of [...parts, input]) each.dispose();
    }
    for (const { multiIndex, dims, mode, order, out } of oracle.ravelMultiIndex!) {
      const inputs = multiIndex.map((each: number[]) => array(each, 'int32'));
      const result = ravelMultiIndex(inputs, dims, { mode, order });
      expect(result.toArray()).toEqual(out);
      expect(result.dtype).toBe('int32');
      for (const each of [result, ...inputs]) each.dispose();
    }
    expect(() => unravelIndex(array([12]), [3, 4])).toThrow(/^unravelIndex: index 12 is out of bounds/);
    expect(() => ravelMultiIndex([array([3]), array([0])], [3, 4])).toThrow(/^ravelMultiIndex: .*out of bounds/);
    expect(() => ravelMultiIndex([array([3], 'int8'), array([0], 'int8')], [100, 100])).toThrow(
      /^ravelMultiIndex: dtype int8 cannot hold/,
    );
  });
  it('flatnonzero and extract', () => {
    for (const { x, y, out, extract: picked } of oracle.flatnonzero!) {
      const mask = make(x);
      const values = make(y, 'int16');
      const found = flatnonzero(mask);
      expect(found.toArray()).toEqual(out);
      expect(found.dtype).toBe('int32');
      const taken = extract(mask, values);
      same(taken as never, picked);
      expect(taken.dtype).toBe('int16');
      for (const each of [mask, values, found, taken]) each.dispose();
    }
  });
});

describe('kron, cross, fillDiagonal, block (NumPy oracle)', () => {
  it('kron', () => {
    for (const { a, b, out } of oracle.kron!) {
      const [left, right] = [make(a, 'int32'), make(b, 'int8')];
      const result = kron(left, right);
      same(result as never, out);
      expect(result.dtype).toBe('int32');
      for (const each of [left, right, result]) each.dispose();
    }
  });
  it('cross of 2- and 3-vectors along any axes', () => {
    for (const { a, b, options, out } of oracle.cross!) {
      const [left, right] = [make(a), make(b, 'float32')];
      const result = cross(left, right, options);
      same(result as never, out);
      expect(result.dtype).toBe('float64');
      for (const each of [left, right, result]) each.dispose();
    }
    expect(() => cross(array([1, 2, 3, 4]), array([1, 2, 3]))).toThrow(/^cross: the vectors must have 2 or 3/);
  });
  it('fillDiagonal: a new array, wrap, cycling values', () => {
    for (const { a, val, wrap, out } of oracle.fillDiagonal!) {
      const input = make(a, 'int32');
      const before = flat(input);
      const result = fillDiagonal(input, Array.isArray(val) ? array(val as number[]) : (val as number), { wrap });
      same(result as never, out);
      expect(result.dtype).toBe('int32');
      expect(flat(input)).toEqual(before);
      for (const each of [input, result]) each.dispose();
    }
  });
  it('block: nested lists, promotion, leading axes', () => {
    const a = eye(2, { dtype: 'int32' });
    const b = zeros([2, 1], 'int32');
    const c = zeros([1, 2], 'int32');
    const d = ones([1, 1], 'int32');
    const m = block([
      [a, b],
      [c, d],
    ]);
    expect(m.toArray()).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    const row = block([array([1, 2]), array([3])]);
    expect(row.toArray()).toEqual([1, 2, 3]);
    const lifted = block([[array([1, 2])], [array([3, 4])]]);
    expect(lifted.toArray()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    const mixed = block([array([1], 'int8'), array([2.5], 'float32')]);
    expect(mixed.dtype).toBe('float32');
    expect(() => block([[a], b])).toThrow(/^block: list depths are mismatched/);
    expect(() => block([])).toThrow(/^block: .*empty/);
    for (const each of [a, b, c, d, m, row, lifted, mixed]) each.dispose();
  });
});

describe('select, piecewise, ix, broadcastArrays', () => {
  it('select (NumPy oracle): the first true condition wins', () => {
    for (const { x, default: fallback, out } of oracle.select!) {
      const input = make(x, 'int32');
      const conditions = [less(input, -3), less(3, input), less(input, 1).logicalAnd(less(-1, input))];
      const choices = [multiply(input, 2), input.subtract(1), input.add(100)];
      const result = select(conditions as never, choices as never, fallback);
      same(result as never, out);
      expect(result.dtype).toBe('int32');
      for (const each of [input, ...conditions, ...choices, result]) each.dispose();
    }
  });
  it('piecewise (NumPy oracle): functions on the selected parts, scalars, otherwise, overlaps', () => {
    for (const { x, two, three, overlap } of oracle.piecewise!) {
      const input = make(x);
      const neg = less(input, 0);
      const big = less(2, input);
      const r2 = piecewise(input, [neg, big], [(t) => negative(t), (t) => multiply(t, 10)]);
      same(r2 as never, two);
      const r3 = piecewise(input, [neg, big], [(t) => negative(t), 5, (t) => t.add(0.5)]);
      same(r3 as never, three);
      const lowish = less(input, 3);
      const highish = less(-3, input);
      const r4 = piecewise(input, [lowish, highish], [1, 2]);
      same(r4 as never, overlap);
      expect(r2.dtype).toBe('float64');
      for (const each of [input, neg, big, lowish, highish, r2, r3, r4]) each.dispose();
    }
    const ints = array([1, 2, 3]);
    const mask = less(ints, 3);
    const r = piecewise(ints, [mask], [(t) => t.multiply(0.5)]);
    expect(r.dtype).toBe('int32');
    expect(r.toArray()).toEqual([0, 1, 0]);
    for (const each of [ints, mask, r]) each.dispose();
  });
  it('ix and broadcastArrays are views', () => {
    const [rows, columns] = ix(array([0, 2]), array([true, false, true]));
    expect(rows!.shape).toEqual([2, 1]);
    expect(columns!.shape).toEqual([1, 2]);
    expect(columns!.toArray()).toEqual([[0, 2]]);
    const [p, q] = broadcastArrays(array([1, 2, 3]), array([[1], [2]], 'int8'));
    expect(p!.shape).toEqual([2, 3]);
    expect(q!.toArray()).toEqual([
      [1, 1, 1],
      [2, 2, 2],
    ]);
    expect(q!.dtype).toBe('int8');
    for (const each of [rows, columns, p, q]) each!.dispose();
    expect(() => broadcastArrays(zeros([2]), zeros([3]))).toThrow(/^broadcastArrays: /);
  });
});

describe('errors and leaks', () => {
  it('refuses bad inputs naming the function', () => {
    const m = zeros([2, 3]);
    expect(() => diagonal(m, 0, 1, 1)).toThrow(/^diagonal: axis1 and axis2/);
    expect(() => diagonal(zeros([3]))).toThrow(/^diagonal: the array must have at least two axes/);
    expect(() => diag(zeros([2, 2, 2]))).toThrow(/^diag: v must be 1-d or 2-d/);
    expect(() => triu(m, 1.5)).toThrow(/^triu: k must be an integer/);
    expect(() => triuIndices(-1)).toThrow(/^triuIndices: n must be a non-negative integer/);
    expect(() => fillDiagonal(zeros([2, 3, 3]), 1)).toThrow(/^fillDiagonal: the axes/);
    expect(() => select([array([1])], [array([1])])).toThrow(/^select: condlist\[0\] must be a bool array/);
    expect(() => piecewise(m, [], [1, 2])).toThrow(/^piecewise: with 0 conditions/);
    expect(() => trace(m, { bogus: 1 } as never)).toThrow(/^trace: .*bogus/);
    m.dispose();
  });
  it('frees every intermediate, on errors too', () => {
    const x = array([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const four = array([1, 2, 3, 4]);
    const nine = array([9]);
    const zero = array([0]);
    const before = usedHeapBytes();
    for (let round = 0; round < 3; round += 1) {
      const results: NDArray[] = [
        triu(x) as never,
        tril(x, -1) as never,
        kron(x, x) as never,
        trace(x) as never,
        diagflat(x) as never,
        fillDiagonal(x, 9) as never,
        ...(triuIndices(3) as unknown as NDArray[]),
        indices([2, 3]) as never,
        flatnonzero(x) as never,
        cross(x, x) as never,
      ];
      for (const each of results) each.dispose();
      expect(() => cross(x, four)).toThrow();
      expect(() => ravelMultiIndex([nine, zero], [2, 3])).toThrow();
      expect(() => piecewise(x, [x], [() => 'no'] as never)).toThrow();
    }
    expect(usedHeapBytes()).toBe(before);
    for (const each of [x, four, nine, zero]) each.dispose();
  });
});

describe('dtypes at the edges', () => {
  it('select with a float default is the weak float (JAX: a Python float), ix of a list', () => {
    const mask = array([true, false]);
    const ints = array([1, 2]);
    const r = select([mask], [ints], 0.5);
    expect(r.dtype).toBe('float32');
    expect(r.weakType).toBe(true);
    expect(r.toArray()).toEqual([1, 0.5]);
    const [only] = ix([2, 0]);
    expect(only!.toArray()).toEqual([2, 0]);
    for (const each of [mask, ints, r, only!]) each.dispose();
  });
});
