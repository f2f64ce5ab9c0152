// Issue #44 part 4, manipulation B: set operations, partition/argpartition, sort's descending,
// lexsort, insert/delete/append/resize and the polynomials. Values as NumPy 2.4 gives them (small
// cases, by hand), dtypes as JAX's (x64 off), leaks checked.
import { afterEach, describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import {
  append,
  argpartition,
  argsort,
  array,
  delete_,
  insert,
  intersect1d,
  isin,
  lexsort,
  partition,
  polyadd,
  polyder,
  polyint,
  polymul,
  polysub,
  polyval,
  resize,
  scope,
  setdiff1d,
  setxor1d,
  sort,
  union1d,
  withPolicy,
} from '../src/index.js';

const start = undisposed();
afterEach(() => {
  expect(undisposed()).toEqual(start);
});
// (the nested lists and scalars toArray() gives, read as the tests need them)
const values = (x: np.NDArray): ReturnType<typeof JSON.parse> => x.toArray();

describe('set operations', () => {
  it('isin: bool in the element shape, NaN in nothing, invert', () => {
    scope(() => {
      const element = array(
        [
          [1, 2],
          [3, NaN],
        ],
        'float32',
      );
      const tests = array([3, 1, NaN, 7]);
      const found = isin(element, tests);
      expect([found.dtype, found.shape, values(found)]).toEqual([
        'bool',
        [2, 2],
        [
          [true, false],
          [true, false],
        ],
      ]);
      expect(values(isin(element, tests, { invert: true }))).toEqual([
        [false, true],
        [false, true],
      ]);
      expect(values(isin(element, array([], 'int32')))).toEqual([
        [false, false],
        [false, false],
      ]);
      expect(values(isin(array(2, 'int8'), array([2], 'uint8')))).toBe(true);
      expect(() => isin(element, tests, { inverted: true } as never)).toThrow(/^isin: .*inverted/);
    });
  });
  it("setdiff1d: a's distinct elements not in b, sorted, in a's dtype", () => {
    scope(() => {
      const a = array([5, 2, 3, 2, NaN, 1, 5, NaN], 'float32');
      const result = setdiff1d(a, array([3, 4], 'int32'));
      expect([result.dtype, values(result)]).toEqual(['float32', [1, 2, 5, NaN]]);
      expect(values(setdiff1d(array([3, 1, 2], 'int16'), array([1.5, 2]), { assumeUnique: true }))).toEqual([3, 1]);
      expect(setdiff1d(array([3, 1], 'int16'), array([1.5])).dtype).toBe('int16');
      expect(values(setdiff1d(array([], 'int32'), array([1])))).toEqual([]);
    });
  });
  it('union1d: sorted distinct, promoted (weak types as JAX)', () => {
    scope(() => {
      const result = union1d(
        array([
          [-1, 0],
          [1, NaN],
        ]),
        array([-2, 0, 2, NaN], 'float16'),
      );
      expect([result.dtype, values(result)]).toEqual(['float32', [-2, -1, 0, 1, 2, NaN]]);
      expect(union1d(array([1], 'int8'), array([2], 'int8')).dtype).toBe('int8');
      expect(union1d(array([1], 'int8'), array([2], 'uint8')).dtype).toBe('int16');
      expect(values(union1d(array([-0, 0]), array([0])))).toEqual([0]);
    });
  });
  it('intersect1d: values and first indices (default int), NaN in neither', () => {
    scope(() => {
      const result = intersect1d(array([1, 3, 4, 3, NaN]), array([3, 1, 2, 1, NaN]));
      expect([result.dtype, values(result)]).toEqual(['float32', [1, 3]]);
      const [common, first, second] = intersect1d(array([1, 3, 4, 3], 'int32'), array([3, 1, 2, 1], 'int32'), {
        returnIndices: true,
      });
      expect([values(common), first!.dtype, values(first!), values(second!)]).toEqual([
        [1, 3],
        'int32',
        [0, 1],
        [1, 0],
      ]);
      const [, i1, i2] = intersect1d(array([2, 1]), array([1]), { returnIndices: true, assumeUnique: true });
      expect([values(i1!), values(i2!)]).toEqual([[1], [0]]);
      expect(intersect1d(array([1], 'uint8'), array([1], 'int8')).dtype).toBe('int16');
    });
  });
  it('setxor1d: sorted, each array distinct first; NaN in both stays twice (NaN != NaN)', () => {
    scope(() => {
      const result = setxor1d(array([1, 2, 3, 2, 4, NaN]), array([2, 3, 5, 7, 5, NaN]));
      expect([result.dtype, values(result)]).toEqual(['float32', [1, 4, 5, 7, NaN, NaN]]);
      expect(values(setxor1d(array([1, 2], 'int32'), array([2, 3], 'int32'), { assumeUnique: true }))).toEqual([1, 3]);
      expect(values(setxor1d(array([], 'int32'), array([], 'int32')))).toEqual([]);
    });
  });
});

/** Checks NumPy's partition guarantee on every line: position k holds sorted[k], nothing larger before, nothing smaller after. */
function checkPartitioned(line: number[], original: number[], kths: number[]): void {
  const sorted = [...original].sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b));
  const rank = (value: number) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value);
  expect([...line].sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b))).toEqual(sorted);
  for (const k of kths) {
    expect(line[k]).toEqual(sorted[k]);
    for (let index = 0; index < k; index += 1) expect(rank(line[index]!) <= rank(line[k]!)).toBe(true);
    for (let index = k + 1; index < line.length; index += 1) expect(rank(line[index]!) >= rank(line[k]!)).toBe(true);
  }
}

describe('partition and argpartition', () => {
  it('keep the guarantee on random lines (float32, int64, NaN), along any axis, kth lists and negative kth', () => {
    scope(() => {
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (const length of [1, 2, 7, 100, 1500]) {
        const data = Array.from({ length: 3 * length }, () => (random() < 0.05 ? NaN : Math.floor(random() * 50) - 25));
        const x = array(data, 'float32').reshape([3, length]);
        for (const kth of [
          [0],
          [length - 1],
          [Math.floor(length / 2)],
          [-1],
          [0, Math.floor(length / 3), length - 1],
        ]) {
          const kths = [...new Set(kth.map((k) => (k < 0 ? k + length : k)))];
          const result = partition(x, kth.length === 1 ? kth[0]! : kth);
          const indices = argpartition(x, kth.length === 1 ? kth[0]! : kth);
          expect([result.dtype, result.shape, indices.dtype]).toEqual(['float32', [3, length], 'int32']);
          for (let row = 0; row < 3; row += 1) {
            const original = data.slice(row * length, (row + 1) * length);
            checkPartitioned((values(result) as number[][])[row]!, original, kths);
            checkPartitioned(
              (values(indices) as number[][])[row]!.map((index) => original[index]!),
              original,
              kths,
            );
          }
          const columns = partition(x.transpose(), kth.length === 1 ? kth[0]! : kth, { axis: 0 });
          const rows = values(columns.transpose()) as number[][];
          for (let row = 0; row < 3; row += 1)
            checkPartitioned(rows[row]!, data.slice(row * length, (row + 1) * length), kths);
        }
      }
      const wide = array([2n ** 60n, 5n, -(2n ** 62n), 2n ** 60n + 1n], 'int64');
      expect(values(partition(wide, 2))[2]).toBe(2n ** 60n);
      expect(values(partition(array([3, 4, 2, 1]), 2, 0))[2]).toBe(3);
    });
  });
  it('refuse complex, a bad kth, a 0-d array', () => {
    scope(() => {
      expect(() => partition(array([1, 2]).astype('complex64'), 0)).toThrow(/^partition: complex dtype 'complex64'/);
      expect(() => argpartition(array([1, 2]), 2)).toThrow(/^argpartition: kth 2 is out of bounds/);
      expect(() => partition(array([1, 2]), 0.5)).toThrow(/^partition: kth must be an integer/);
      expect(() => partition(array(1), 0)).toThrow(/^partition: the array must have at least one axis/);
    });
  });
});

describe("sort's and argsort's descending", () => {
  it('largest first, NaN first; argsort keeps ties in input order (JAX)', () => {
    scope(() => {
      expect(values(sort(array([3, 1, NaN, 2]), { descending: true }))).toEqual([NaN, 3, 2, 1]);
      expect(values(sort(array([3, 1, 2], 'float64'), { descending: true }))).toEqual([3, 2, 1]);
      expect(
        values(
          sort(
            array(
              [
                [1, 3],
                [4, 2],
              ],
              'int64',
            ),
            { axis: 0, descending: true },
          ),
        ),
      ).toEqual([
        [4n, 3n],
        [1n, 2n],
      ]);
      expect(values(argsort(array([1, 3, 1, 3]), { descending: true }))).toEqual([1, 3, 0, 2]);
      expect(values(argsort(array([1, 3, 1, 3], 'float64'), { descending: true, stable: true }))).toEqual([1, 3, 0, 2]);
      expect(() => sort(array([1]), { descending: 1 } as never)).toThrow(
        /^sort: the option descending must be a boolean/,
      );
    });
  });
});

describe('lexsort', () => {
  it('the last key primary, stable, along an axis; default int', () => {
    scope(() => {
      const surnames = array([3, 1, 2, 1, 3]);
      const firsts = array([1, 2, 0, 1, 0]);
      const order = lexsort([firsts, surnames]);
      expect([order.dtype, values(order)]).toEqual(['int32', [3, 1, 2, 4, 0]]);
      expect(
        values(
          lexsort(
            array([
              [1, 2, 0, 1, 0],
              [3, 1, 2, 1, 3],
            ]),
          ),
        ),
      ).toEqual([3, 1, 2, 4, 0]);
      expect(
        values(
          lexsort(
            [
              array([
                [2, 1],
                [1, 2],
              ]),
            ],
            { axis: 0 },
          ),
        ),
      ).toEqual([
        [1, 0],
        [0, 1],
      ]);
      expect(values(lexsort([array(1)]))).toBe(0);
      expect(withPolicy({ x64: true }).lexsort([array([2, 1])]).dtype).toBe('int64');
      expect(() => lexsort([array([1, 2]), array([1])])).toThrow(/^lexsort: all keys need the same shape/);
      expect(() => lexsort([] as never)).toThrow(/^lexsort: needs at least one key/);
    });
  });
});

describe('insert, delete, append, resize', () => {
  it('insert: scalar, list, slice, array obj; values cast to the array dtype', () => {
    scope(() => {
      expect(values(insert(array([1, 2, 3]), 1, 9))).toEqual([1, 9, 2, 3]);
      expect(values(insert(array([1, 2, 3]), -1, 9))).toEqual([1, 2, 9, 3]);
      expect(values(insert(array([1, 2, 3]), [0, 0, 3], array([7, 8, 9])))).toEqual([7, 8, 1, 2, 3, 9]);
      expect(values(insert(array([1, 2, 3, 4]), '1:3', 0))).toEqual([1, 0, 2, 0, 3, 4]);
      expect(
        values(
          insert(
            array([
              [1, 1],
              [2, 2],
              [3, 3],
            ]),
            1,
            5,
            { axis: 1 },
          ),
        ),
      ).toEqual([
        [1, 5, 1],
        [2, 5, 2],
        [3, 5, 3],
      ]);
      expect(
        values(
          insert(
            array([
              [1, 1],
              [2, 2],
              [3, 3],
            ]),
            1,
            array([1, 2, 3]),
            1,
          ),
        ),
      ).toEqual([
        [1, 1, 1],
        [2, 2, 2],
        [3, 3, 3],
      ]);
      expect(
        values(
          insert(
            array([
              [1, 1],
              [2, 2],
            ]),
            1,
            5,
          ),
        ),
      ).toEqual([1, 5, 1, 2, 2]);
      const cast = insert(array([1, 2], 'int8'), array([1], 'int32'), 2.7);
      expect([cast.dtype, values(cast)]).toEqual(['int8', [1, 2, 2]]);
      expect(() => insert(array([1, 2]), 5, 0)).toThrow(/^insert: index 5 is out of bounds/);
    });
  });
  it('delete: index, list, slice, mask; negative indices; namespace import np.delete', () => {
    scope(() => {
      expect(values(delete_(array([1, 2, 3, 4]), [0, 2]))).toEqual([2, 4]);
      expect(values(delete_(array([1, 2, 3, 4]), -1))).toEqual([1, 2, 3]);
      expect(
        values(
          delete_(
            array([
              [1, 2],
              [3, 4],
            ]),
            0,
            0,
          ),
        ),
      ).toEqual([[3, 4]]);
      expect(
        values(
          delete_(
            array([
              [1, 2],
              [3, 4],
            ]),
            0,
            { axis: 1 },
          ),
        ),
      ).toEqual([[2], [4]]);
      expect(values(delete_(array([1, 2, 3, 4, 5]), '::2'))).toEqual([2, 4]);
      expect(values(delete_(array([1, 2, 3]), array([true, false, true])))).toEqual([2]);
      expect(values(np.delete(array([1, 2, 3]), array([1, 1], 'int32')))).toEqual([1, 3]);
      expect(np.delete).toBe(delete_);
      expect(() => delete_(array([1, 2]), 2)).toThrow(/^delete: index 2 is out of bounds/);
    });
  });
  it('append: flattened or along an axis, promoted as concatenate', () => {
    scope(() => {
      const flat = append(
        array(
          [
            [1, 2],
            [3, 4],
          ],
          'int8',
        ),
        array([5.5]),
      );
      expect([flat.dtype, values(flat)]).toEqual(['float32', [1, 2, 3, 4, 5.5]]);
      expect(values(append(array([[1, 2]]), array([[3, 4]]), 0))).toEqual([
        [1, 2],
        [3, 4],
      ]);
      expect(() => append(array([[1, 2]]), array([3]), 0)).toThrow(/^append: /);
    });
  });
  it('resize: cyclic repetition, truncation, empty input gives zeros', () => {
    scope(() => {
      expect(values(resize(array([1, 2, 3]), [2, 4]))).toEqual([
        [1, 2, 3, 1],
        [2, 3, 1, 2],
      ]);
      expect(
        values(
          resize(
            array([
              [1, 2],
              [3, 4],
            ]),
            3,
          ),
        ),
      ).toEqual([1, 2, 3]);
      expect(values(resize(array([], 'int32'), [2]))).toEqual([0, 0]);
      expect(resize(array([1], 'uint8'), [2, 0]).shape).toEqual([2, 0]);
      expect(() => resize(array([1]), [-1])).toThrow(/^resize: /);
    });
  });
});

describe('polynomials', () => {
  it('polyval (Horner, promoted), polyadd, polysub (promoted), polymul, polyder, polyint (inexact)', () => {
    scope(() => {
      expect(values(polyval(array([3, 0, 1]), 5))).toBe(76);
      const at = polyval(array([1, -2, 1], 'float32'), array([0, 1, 2, 3], 'int32'));
      expect([at.dtype, values(at)]).toEqual(['float32', [1, 0, 1, 4]]);
      expect(values(polyadd(array([1, 2]), array([9, 5, 4])))).toEqual([9, 6, 6]);
      expect(polyadd(array([1], 'int8'), array([1], 'uint8')).dtype).toBe('int16');
      expect(values(polysub(array([2, 10, -2]), array([3, 10, -4])))).toEqual([-1, 0, 2]);
      const product = polymul(array([1, 2, 3]), array([9, 5, 1]));
      expect([product.dtype, values(product)]).toEqual(['float32', [9, 23, 38, 17, 3]]);
      expect(values(polymul(array([0, 0, 1, 2], 'float64'), array([1]), { trimLeadingZeros: true }))).toEqual([1, 2]);
      expect(values(polymul(array([0, 0, 1, 2], 'float64'), array([1])))).toEqual([0, 0, 1, 2]);
      const derivative = polyder(array([1, 1, 1, 1]));
      expect([derivative.dtype, values(derivative)]).toEqual(['float32', [3, 2, 1]]);
      expect(values(polyder(array([1, 1, 1, 1], 'float64'), 2))).toEqual([6, 2]);
      expect(values(polyder(array([1, 2], 'float64'), 3))).toEqual([]);
      expect(values(polyder(array([1, 2], 'float64'), 0))).toEqual([1, 2]);
      expect(values(polyint(array([3, 2, 1], 'float64')))).toEqual([1, 1, 1, 0]);
      expect(values(polyint(array([3, 2, 1], 'float64'), 2, [1, 2]))).toEqual([0.25, 1 / 3, 0.5, 1, 2]);
      expect(values(polyint(array([6], 'float64'), 2, 3))).toEqual([3, 3, 3]);
      expect(polyint(array([1, 2], 'int32')).dtype).toBe('float32');
      expect(() => polyder(array([1, 2]), -1)).toThrow(/^polyder: the order m/);
      expect(() => polyint(array([1, 2]), 2, [1, 2, 3])).toThrow(/^polyint: k must be/);
    });
  });
});

describe('methods', () => {
  it("x.argpartition(kth) is argpartition(x, kth) (jax.Array's method); there is no x.partition()", () => {
    scope(() => {
      const x = array([3, 4, 2, 1], 'float32');
      expect(values(x.argpartition(0))).toEqual(values(argpartition(x, 0)));
      expect(x.argpartition(1, { axis: 0 }).dtype).toBe('int32');
      expect('partition' in x).toBe(false);
    });
  });
});

describe('policy members (withPolicy, the x64 entry): JAX dtypes with x64 off and on', () => {
  const off = withPolicy('jax');
  const on = withPolicy({ x64: true });
  const numpy = withPolicy('numpy');
  const dtypesOf = (made: np.NDArray | np.NDArray[]): string[] => {
    const list = Array.isArray(made) ? made : [made];
    const dtypes = list.map((each) => each.dtype as string);
    for (const each of list) each.dispose();
    return dtypes;
  };
  it('union1d, setxor1d, intersect1d promote as JAX (uint32 with int32: int32 off, int64 on)', () => {
    scope(() => {
      const u = array([1, 2, 3], 'uint32');
      const i = array([2, 3, 4], 'int32');
      for (const [library, dtype] of [
        [off, 'int32'],
        [on, 'int64'],
        [numpy, 'int64'],
      ] as const) {
        expect(dtypesOf(library.union1d(u, i))).toEqual([dtype]);
        expect(dtypesOf(library.setxor1d(u, i))).toEqual([dtype]);
        expect(dtypesOf(library.intersect1d(u, i))).toEqual([dtype]);
      }
      expect(values(on.union1d(u, i))).toEqual([1n, 2n, 3n, 4n]);
      expect(values(on.setxor1d(u, i))).toEqual([1n, 4n]);
    });
  });
  it("intersect1d's indices: the default int (int64 under x64), int32 with assumeUnique (JAX's int_dtype_for_dim)", () => {
    scope(() => {
      const a = array([1, 3, 4, 3]);
      const b = array([3, 1, 2, 1]);
      expect(dtypesOf(off.intersect1d(a, b, { returnIndices: true }))).toEqual(['int32', 'int32', 'int32']);
      expect(dtypesOf(on.intersect1d(a, b, { returnIndices: true }))).toEqual(['int32', 'int64', 'int64']);
      const [, left, right] = on.intersect1d(a, b, { returnIndices: true });
      expect([values(left), values(right)]).toEqual([
        [0n, 1n],
        [1n, 0n],
      ]);
      const unique = [array([1, 3, 4]), array([3, 1, 2])] as const;
      expect(dtypesOf(on.intersect1d(...unique, { returnIndices: true, assumeUnique: true }))).toEqual([
        'int32',
        'int32',
        'int32',
      ]);
    });
  });
  it('append promotes as concatenate under the policy', () => {
    scope(() => {
      const i = array([1, 2], 'int32');
      const u = array([3], 'uint32');
      expect(dtypesOf(off.append(i, u))).toEqual(['int32']);
      expect(dtypesOf(on.append(i, u))).toEqual(['int64']);
      expect(values(on.append(i, u))).toEqual([1n, 2n, 3n]);
    });
  });
  it("polyval, polyadd, polysub promote; polymul, polyder, polyint are inexact (JAX's to_inexact_dtype: int32 float32, int64 float64)", () => {
    scope(() => {
      const p = array([3, 0, 1], 'int32');
      const u = array([1, 1], 'uint32');
      expect(dtypesOf(off.polyval(p, 0.5))).toEqual(['float32']);
      expect(dtypesOf(on.polyval(p, 0.5))).toEqual(['float64']);
      expect(on.polyval(p, 0.5).item()).toBe(1.75);
      expect(dtypesOf(off.polyval(p, 2))).toEqual(['int32']);
      expect(dtypesOf(off.polyadd(p, u))).toEqual(['int32']);
      expect(dtypesOf(on.polyadd(p, u))).toEqual(['int64']);
      expect(dtypesOf(on.polysub(p, u))).toEqual(['int64']);
      expect(values(on.polysub(p, u))).toEqual([3n, -1n, 0n]);
      expect(dtypesOf(off.polymul(p, p))).toEqual(['float32']);
      expect(dtypesOf(on.polymul(p, p))).toEqual(['float32']);
      expect(dtypesOf(on.polymul(p, u))).toEqual(['float64']);
      expect(dtypesOf(off.polymul(p, u))).toEqual(['float32']);
      expect(values(on.polymul(p, u))).toEqual([3, 3, 1, 1]);
      const wide = array([3, 0, 1], 'int64');
      expect(dtypesOf(on.polyder(wide))).toEqual(['float64']);
      expect(dtypesOf(on.polyint(wide))).toEqual(['float64']);
      expect(dtypesOf(on.polyder(p))).toEqual(['float32']);
      expect(dtypesOf(numpy.polyder(p))).toEqual(['float64']);
      expect(values(on.polyint(wide, 1, 2))).toEqual([1, 0, 1, 2]);
      expect(dtypesOf(on.polyder(array([1, 2], 'float32')))).toEqual(['float32']);
    });
  });
});
