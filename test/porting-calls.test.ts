// How a port calls things: tuple results destructure by position, typed per part, and keep their names;
// destructured by position as a port writes them (`u, s, vh = jnp.linalg.svd(a)`), read by name,
// printed and compared as the tuple, and disposed or kept by scope part by part; and NumPy's keyword
// arguments as the trailing options object, after any given by position.
import { describe, expect, it } from 'vitest';
import {
  angle,
  arange,
  around,
  array,
  broadcastTo,
  digitize,
  eye,
  fullLike,
  histogram2d,
  jit,
  keep,
  linalg,
  meshgrid,
  polyder,
  polyint,
  rot90,
  round,
  scope,
  topK,
  tri,
  unique,
  vander,
  zerosLike,
} from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import type { AnyNDArray } from '../types/ndarray.js';

const matrix = () =>
  array(
    [
      [2, 1],
      [1, 3],
    ],
    'float64',
  );

const results: [string, string[], () => AnyNDArray[] & Record<string, AnyNDArray>][] = [
  ['linalg.svd', ['U', 'S', 'Vh'], () => linalg.svd(matrix()) as never],
  ['linalg.qr', ['Q', 'R'], () => linalg.qr(matrix()) as never],
  ['linalg.qr complete', ['Q', 'R'], () => linalg.qr(matrix(), 'complete') as never],
  ['linalg.eigh', ['eigenvalues', 'eigenvectors'], () => linalg.eigh(matrix()) as never],
  ['linalg.eig', ['eigenvalues', 'eigenvectors'], () => linalg.eig(matrix()) as never],
  ['linalg.slogdet', ['sign', 'logabsdet'], () => linalg.slogdet(matrix()) as never],
  ['linalg.lstsq', ['x', 'residuals', 'rank', 's'], () => linalg.lstsq(matrix(), array([1, 2], 'float64')) as never],
  ['topK', ['values', 'indices'], () => topK(array([3, 1, 2]), 2) as never],
  ['unique', ['values', 'counts'], () => unique(array([2, 1, 2]), { returnCounts: true }) as never],
  ['histogram2d', ['hist', 'xedges', 'yedges'], () => histogram2d(array([1, 2]), array([1, 3]), { bins: 2 }) as never],
];

describe('tuple results', () => {
  it.each(results)('%s: the parts in JAX order, by position and by name', (_, names, make) => {
    const before = undisposed().arrays;
    const result = scope(make); // the inputs made inside are freed; the tuple kept
    expect(Array.isArray(result)).toBe(true);
    expect(result).toHaveLength(names.length);
    const [first, ...rest] = result;
    names.forEach((name, index) => expect(result[name]).toBe(result[index]));
    expect(first).toBe(result[names[0]!]);
    expect(rest).toEqual(names.slice(1).map((name) => result[name]));
    // Printing and equality see the tuple; the names are not walked twice.
    expect(Object.keys(result)).toEqual(names.map((_, index) => String(index)));
    expect(Object.isFrozen(result)).toBe(true);
    for (const part of result) part.dispose();
    expect(undisposed().arrays).toBe(before);
  });

  it('scope keeps the returned tuple whole and frees the rest; keep marks every part', () => {
    const before = undisposed().arrays;
    const [u, s, vh] = scope(() => linalg.svd(matrix()));
    expect(undisposed().arrays).toBe(before + 3);
    expect(s.toArray()).toHaveLength(2);
    for (const part of [u, s, vh]) part.dispose();
    const kept = scope(() => keep(linalg.qr(matrix())));
    expect(kept.Q.disposed).toBe(false);
    for (const part of kept) part.dispose();
    expect(undisposed().arrays).toBe(before);
  });

  it("topK's and unique's `values` part shadows the array method of that name", () => {
    const [values, indices] = topK(array([3, 1, 2], 'float32'), 2);
    const named = topK(array([3, 1, 2], 'float32'), 2);
    expect(named.values.toArray()).toEqual([3, 2]);
    expect(named.indices.toArray()).toEqual([0, 2]);
    expect(values.toArray()).toEqual([3, 2]);
    expect(indices.toArray()).toEqual([0, 2]);
    const counts = unique(array([2, 1, 2]), { returnCounts: true });
    expect(counts.values.toArray()).toEqual([1, 2]);
    expect([...counts].map((part) => part.toArray())).toEqual([
      [1, 2],
      [1, 2],
    ]);
    for (const part of [values, indices, ...named, ...counts]) part.dispose();
  });
});

describe("unique's index results", () => {
  it("give NumPy 2.4's values, in JAX's order (the inverse flat, as JAX's)", () => {
    // np.unique([3, 4, 1, 3, 1], return_index=True, return_inverse=True, return_counts=True)
    const parts = scope(() =>
      unique(array([3, 4, 1, 3, 1]), { returnIndex: true, returnInverse: true, returnCounts: true }).map((part) =>
        part.toArray(),
      ),
    );
    expect(parts).toEqual([
      [1, 3, 4],
      [2, 0, 1],
      [1, 2, 0, 1, 0],
      [2, 2, 1],
    ]);
    const [classes, encoded] = unique(
      array(
        [
          [2, 1],
          [1, 2],
        ],
        'int8',
      ),
      { returnInverse: true },
    );
    expect(classes.toArray()).toEqual([1, 2]);
    expect(encoded.shape).toEqual([4]);
    expect(encoded.toArray()).toEqual([1, 0, 0, 1]);
    classes.dispose();
    encoded.dispose();
    // np.unique([nan, 1, nan], equal_nan=False, return_index=True, return_inverse=True)
    const nans = scope(() =>
      unique(array([Number.NaN, 1, Number.NaN]), { equalNan: false, returnIndex: true, returnInverse: true }).map(
        (part) => part.toArray(),
      ),
    );
    expect(nans).toEqual([
      [1, Number.NaN, Number.NaN],
      [1, 0, 2],
      [1, 0, 2],
    ]);
    const named = unique(array([5, 5, 7]), { returnIndex: true, returnCounts: true });
    expect(named.map((part) => part)).toEqual([named.values, named.indices, named.counts]);
    for (const part of named) part.dispose();
    expect(() => unique(array([1]), { size: 3 } as never)).toThrow(/unique: unknown option 'size'/);
  });
});

describe('zerosLike & co. with a shape', () => {
  it("take like's dtype (or the one given) in the shape given", () => {
    const like = array([[1, 2]], 'int8');
    const zeros = zerosLike(like, { shape: [3] });
    expect([zeros.dtype, zeros.shape, zeros.toArray()]).toEqual(['int8', [3], [0, 0, 0]]);
    const sevens = fullLike(like, 7, { shape: 2, dtype: 'float32' });
    expect([sevens.dtype, sevens.toArray()]).toEqual(['float32', [7, 7]]);
    expect(() => zerosLike(like, { shape: [-1] } as never)).toThrow(
      'zerosLike: a shape is an array of non-negative integers, got [-1]: axis 0 is -1.',
    );
    for (const each of [like, zeros, sevens]) each.dispose();
  });
});

describe('meshgrid sparse', () => {
  it("gives NumPy's shapes, values that broadcast to the full grid's", () => {
    const x = array([1, 2, 3]);
    const y = array([4, 5], 'int8');
    const sparse = meshgrid(x, y, { sparse: true });
    expect(sparse.map((each) => each.shape)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    const full = meshgrid(x, y);
    sparse.forEach((each, index) => {
      expect(each.dtype).toBe(full[index]!.dtype);
      expect(scope(() => broadcastTo(each, [2, 3]).toArray())).toEqual(full[index]!.toArray());
    });
    expect(meshgrid(x, y, array([6, 7]), { indexing: 'ij', sparse: true }).map((each) => each.shape)).toEqual([
      [3, 1, 1],
      [1, 2, 1],
      [1, 1, 2],
    ]);
    expect(() => meshgrid(x, { sparse: 1 } as never)).toThrow(
      'meshgrid: the option sparse must be true or false, got 1.',
    );
  });
});

describe("NumPy's keywords after the positional arguments", () => {
  const read = (make: () => AnyNDArray) => scope(() => make().toArray());
  it('give what the positional forms give', () => {
    const m = () => arange(6).reshape([2, 3]);
    expect(read(() => eye(2, { M: 3, k: 1 }))).toEqual(read(() => eye(2, 3, 1)));
    expect(read(() => eye(2, { M: null }))).toEqual(read(() => eye(2)));
    expect(read(() => tri(2, { M: 3, dtype: 'int8' }))).toEqual(read(() => tri(2, 3, 0, 'int8')));
    expect(read(() => rot90(m(), { k: 3 }))).toEqual([
      [3, 0],
      [4, 1],
      [5, 2],
    ]);
    expect(read(() => rot90(m(), { k: 1, axes: [1, 0] }))).toEqual(read(() => rot90(m(), 1, [1, 0])));
    expect(read(() => digitize(array([1, 2]), [1, 2], { right: true }))).toEqual([0, 1]);
    expect(read(() => digitize(array([1, 2]), [1, 2], true))).toEqual([0, 1]);
    expect(read(() => polyder(array([1, 2, 3]), { m: 2 }))).toEqual([2]);
    expect(read(() => polyint(array([1, 2]), { m: 2, k: [1, 2] }))).toEqual(
      read(() => polyint(array([1, 2]), 2, [1, 2])),
    );
    expect(read(() => polyint(array([1, 2]), 2, { k: [1, 2] }))).toEqual(read(() => polyint(array([1, 2]), 2, [1, 2])));
    expect(read(() => vander(array([1, 2, 3]), { N: 2, increasing: true }))).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
  });
  it('round, around and angle: decimals and deg by keyword, as functions, methods and inside jit', () => {
    const x = array([1.234, 5.678]);
    const byPosition = read(() => round(x, 1));
    expect(read(() => round(x, { decimals: 1 }))).toEqual(byPosition);
    expect(read(() => around(x, { decimals: 1 }))).toEqual(byPosition);
    expect(read(() => x.round({ decimals: 1 }))).toEqual(byPosition);
    expect(read(() => jit((a: typeof x) => round(a, { decimals: 1 }))(x))).toEqual(byPosition);
    const z = array([{ re: 0, im: 1 }]);
    expect(read(() => angle(z, { deg: true }))).toEqual([90]);
    expect(() => round(x, { decimal: 1 } as never)).toThrow(
      "round: unknown option 'decimal'; the options of round are decimals.",
    );
    x.dispose();
    z.dispose();
  });
  it('refuse a misspelt keyword, one given twice, and anything after the options', () => {
    const x = array([1, 2]);
    expect(() => digitize(x, [1], { rigth: true } as never)).toThrow(
      "digitize: unknown option 'rigth'; the options of digitize are right.",
    );
    expect(() => polyint(x, 2, { m: 3 } as never)).toThrow(/polyint: unknown option 'm'; the options of polyint are k/);
    expect(() => rot90(array([[1]]), { k: 1 } as never, [0, 1] as never)).toThrow(
      'rot90: the options object comes last; got [0, 1] after {"k":1}.',
    );
    expect(() => (vander as (...args: unknown[]) => unknown)(x, 2, true, 1)).toThrow(
      'vander: an argument too many: 1, after N, increasing.',
    );
    expect(() => eye(2, { m: 3 } as never)).toThrow(/eye: unknown option 'm'/);
    x.dispose();
  });
});
