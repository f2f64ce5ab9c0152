// sort, argsort, topK, searchsorted, unique, isclose/allclose/arrayEqual and logsumexp against NumPy
// (test/fixtures/sorting/cases.json from scripts/sorting_oracle.py), in every dtype that holds the
// oracle's values exactly; and their errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allclose,
  argsort,
  array,
  arrayEqual,
  isclose,
  logsumexp,
  searchsorted,
  sort,
  topK,
  unique,
  type DType,
  type NDArray,
} from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

type Encoded = number | string | boolean | [number | string, number | string];
type SortingCase = {
  kind: 'float' | 'int' | 'uint' | 'int64' | 'uint64' | 'complex';
  shape: number[];
  values: Encoded[];
  axis: number;
  sort: Encoded[];
  argsort: number[];
  sortFlat: Encoded[];
  argsortFlat: number[];
  sortLast: Encoded[];
  unique: Encoded[];
  uniqueCounts: number[];
  k?: number;
  topKValues?: Encoded[];
  topKIndices?: number[];
  searchA?: Encoded[];
  searchV?: Encoded[];
  searchLeft?: number[];
  searchRight?: number[];
};
const oracle = JSON.parse(readFileSync(new URL('./fixtures/sorting/cases.json', import.meta.url), 'utf8')) as {
  sorting: SortingCase[];
  close: {
    a: Encoded[];
    b: Encoded[];
    options: Record<string, unknown>;
    isclose: boolean[];
    allclose: boolean;
    arrayEqual: boolean;
  }[];
  logsumexp: { shape: number[]; values: Encoded[]; axis: number | null; result: Encoded[]; resultShape: number[] }[];
};

const dtypesOfKind: Record<SortingCase['kind'], DType[]> = {
  float: ['float64', 'float32', 'float16', 'bfloat16'],
  int: ['int8', 'int16', 'int32', 'int64', 'float32'],
  uint: ['uint8', 'uint16', 'uint32', 'uint64', 'uint4', 'int16'],
  int64: ['int64'],
  uint64: ['uint64'],
  complex: ['complex128', 'complex64'],
};

function decodeNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return { nan: Number.NaN, inf: Infinity, '-inf': -Infinity, '-0': -0 }[value] ?? Number(value);
}

/** A fixture value as the dtype's toArray() gives it. */
function decode(value: Encoded, dtype: DType): unknown {
  if (Array.isArray(value)) return { re: decodeNumber(value[0]), im: decodeNumber(value[1]) };
  if (dtype === 'int64' || dtype === 'uint64') return BigInt(value as number | string);
  return decodeNumber(value as number | string);
}

function flat(array: NDArray): unknown[] {
  const values = array.toArray() as unknown;
  return Array.isArray(values) ? (values as unknown[]).flat(Infinity) : [values];
}

const numbers = (values: unknown[]) => values.map((each) => Number(each));
const unsigned = (values: unknown[]) => values.map((each) => (Object.is(each, -0) ? 0 : each));

describe('sort, argsort, unique, topK, searchsorted match NumPy in every dtype', () => {
  for (const [index, oracleCase] of oracle.sorting.entries()) {
    it(`case ${index}: ${oracleCase.kind} of shape [${oracleCase.shape}], axis ${oracleCase.axis}`, () => {
      for (const dtype of dtypesOfKind[oracleCase.kind]) {
        const x = array(oracleCase.values.map((each) => decode(each, dtype)) as never, dtype).reshape(oracleCase.shape);
        const expected = (values: Encoded[]) => values.map((each) => decode(each, dtype));
        const context = `${dtype}`;
        expect(flat(sort(x, { axis: oracleCase.axis })), context).toEqual(expected(oracleCase.sort));
        expect(sort(x, { axis: oracleCase.axis }).shape).toEqual(oracleCase.shape);
        expect(numbers(flat(argsort(x, { axis: oracleCase.axis }))), context).toEqual(oracleCase.argsort);
        expect(argsort(x).dtype).toBe('int64');
        expect(flat(sort(x)), context).toEqual(expected(oracleCase.sortLast));
        expect(flat(sort(x, { axis: null })), context).toEqual(expected(oracleCase.sortFlat));
        expect(numbers(flat(argsort(x, { axis: null }))), context).toEqual(oracleCase.argsortFlat);
        const found = unique(x, { returnCounts: true });
        expect(unsigned(flat(found.values)), context).toEqual(unsigned(expected(oracleCase.unique)));
        expect(numbers(flat(found.counts))).toEqual(oracleCase.uniqueCounts);
        expect(found.values.dtype).toBe(dtype);
        expect(unsigned(flat(unique(x)))).toEqual(unsigned(expected(oracleCase.unique)));
        if (oracleCase.k !== undefined) {
          const top = topK(x, oracleCase.k);
          expect(flat(top.values), context).toEqual(expected(oracleCase.topKValues!));
          expect(numbers(flat(top.indices)), context).toEqual(oracleCase.topKIndices);
          expect(top.indices.dtype).toBe('int32');
          expect(top.values.shape).toEqual([...oracleCase.shape.slice(0, -1), oracleCase.k]);
          const a = array(expected(oracleCase.searchA!) as never, dtype);
          const v = array(expected(oracleCase.searchV!) as never, dtype);
          expect(numbers(flat(searchsorted(a, v))), context).toEqual(oracleCase.searchLeft);
          expect(numbers(flat(searchsorted(a, v, { side: 'right' }))), context).toEqual(oracleCase.searchRight);
        }
      }
    });
  }
});

describe('sorting details', () => {
  it('is stable and keeps -0 and +0 in their input order; NaN last', () => {
    const x = array([0, -0, Number.NaN, -1, -0, 0]);
    expect(sort(x).toArray()).toEqual([-1, 0, -0, -0, 0, Number.NaN]);
    expect(numbers(argsort(x).toArray() as unknown[])).toEqual([3, 0, 1, 4, 5, 2]);
  });

  it('sorts the narrow floats and packed ints through their exact values', () => {
    expect(sort(array([3, -2, 1, 0, 7, -8], 'int4')).toArray()).toEqual([-8, -2, 0, 1, 3, 7]);
    expect(sort(array([1.5, -0.5, Number.NaN, 4], 'float8_e4m3fn')).toArray()).toEqual([-0.5, 1.5, 4, Number.NaN]);
    expect(sort(array([true, false, true])).toArray()).toEqual([false, true, true]);
  });

  it('keeps the weak flag and the dtype; strided inputs are read in their logical order', () => {
    const weak = array([3.5, 1]);
    expect(sort(weak).weakType).toBe(weak.weakType);
    const matrix = array(
      [
        [3, 1],
        [2, 4],
      ],
      'int32',
    );
    expect(sort(matrix.transpose()).toArray()).toEqual([
      [2, 3],
      [1, 4],
    ]);
    expect((argsort(matrix.transpose(), { axis: 0 }).toArray() as bigint[][]).map(numbers)).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('searchsorted promotes a and v and takes a scalar v (a 0-d result)', () => {
    const a = array([1, 2, 2, 3], 'int8');
    const found = searchsorted(a, 2.5);
    expect(found.shape).toEqual([]);
    expect(found.item()).toBe(3);
    expect(searchsorted(a, 2, { side: 'right' }).item()).toBe(3);
    expect(searchsorted(array([1, 2, Number.NaN]), Number.NaN).item()).toBe(2);
  });

  it('topK of k = 0 and of the whole axis; NaN counts as the largest', () => {
    const x = array([
      [1, Number.NaN, 3],
      [2, 2, 0],
    ]);
    expect(topK(x, 0).values.shape).toEqual([2, 0]);
    expect(topK(x, 3).values.toArray()).toEqual([
      [Number.NaN, 3, 1],
      [2, 2, 0],
    ]);
    expect(topK(x, 3).indices.toArray()).toEqual([
      [1, 2, 0],
      [0, 1, 2],
    ]);
  });

  it('unique without counts is the values array; NaNs are one value', () => {
    const found = unique(array([Number.NaN, 2, Number.NaN, 1]));
    expect(found.toArray()).toEqual([1, 2, Number.NaN]);
    expect(
      unique(
        array([
          { re: 1, im: Number.NaN },
          { re: Number.NaN, im: 0 },
          { re: 0, im: 0 },
        ]),
      ).toArray(),
    ).toEqual([
      { re: 0, im: 0 },
      { re: 1, im: Number.NaN },
    ]);
  });

  it('empty arrays', () => {
    const empty = array([], 'float32');
    expect(sort(empty).shape).toEqual([0]);
    expect(argsort(empty).shape).toEqual([0]);
    expect(unique(empty).shape).toEqual([0]);
    expect(searchsorted(empty, array([1, 2])).toArray()).toEqual([0, 0]);
  });

  it('bad input: clear errors naming the function, and nothing lost', () => {
    const x = array([
      [1, 2],
      [3, 4],
    ]);
    const one = array([1]);
    const bytes = array([1], 'uint8');
    const before = usedHeapBytes();
    expect(() => sort(x, { axis: 2 })).toThrow(
      new RangeError('sort: axis 2 is out of bounds for an array of 2 dimensions.'),
    );
    expect(() => argsort(x, { axis: 1.5 })).toThrow(new TypeError('argsort: axis must be an integer, got 1.5.'));
    // @ts-expect-error not an option of sort
    expect(() => sort(x, { kind: 'stable' })).toThrow(
      new TypeError("sort: unknown option 'kind'; the options of sort are axis, descending, stable."),
    );
    expect(() => sort([3, 1] as never)).toThrow(
      new TypeError('sort: the array must be an NDArray, got [3, 1]; make one with array() first.'),
    );
    expect(() => topK(x, 3)).toThrow(
      new RangeError("topK: k must be between 0 and the last axis's size 2 (shape [2, 2]), got 3."),
    );
    expect(() => topK(x, 1.5)).toThrow(new TypeError('topK: k must be an integer, got 1.5.'));
    expect(() => searchsorted(x, 1)).toThrow(new RangeError('searchsorted: a must be 1-D, got shape [2, 2].'));
    // @ts-expect-error side is 'left' or 'right'
    expect(() => searchsorted(one, 1, { side: 'middle' })).toThrow(
      new TypeError("searchsorted: the option side must be 'left' or 'right', got 'middle'."),
    );
    // @ts-expect-error returnCounts is a boolean
    expect(() => unique(x, { returnCounts: 1 })).toThrow(
      new TypeError('unique: the option returnCounts must be a boolean, got 1.'),
    );
    expect(() => searchsorted(bytes, -1)).toThrow(RangeError);
    expect(usedHeapBytes()).toBe(before);
    const gone = array([1, 2]);
    gone.dispose();
    expect(() => sort(gone)).toThrow('was disposed');
  });

  it('returns new arrays and leaves its input alone', () => {
    const x = array([3.5, 1, 2]);
    const sorted = sort(x);
    expect(x.toArray()).toEqual([3.5, 1, 2]);
    expect(sorted.toArray()).toEqual([1, 2, 3.5]);
    expect((x as unknown as { sort?: unknown }).sort).toBeUndefined(); // no in-place-looking method
  });
});

describe('isclose, allclose, arrayEqual match NumPy', () => {
  it.each(oracle.close.map((each, index) => [index, each] as const))('case %i', (_, oracleCase) => {
    const a = array(oracleCase.a.map((each) => decode(each, 'float64')) as number[]);
    const b = array(oracleCase.b.map((each) => decode(each, 'float64')) as number[]);
    expect(isclose(a, b, oracleCase.options).toArray()).toEqual(oracleCase.isclose);
    expect(allclose(a, b, oracleCase.options)).toBe(oracleCase.allclose);
    expect(arrayEqual(a, b, { equalNan: oracleCase.options.equalNan === true })).toBe(oracleCase.arrayEqual);
  });

  it('broadcasts, promotes, compares integers exactly and complex by magnitude', () => {
    expect(
      isclose(
        array([
          [1, 1.00001],
          [2, 3],
        ]),
        1,
      ).toArray(),
    ).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(isclose(array([1, 2], 'int8'), array([1, 3], 'int64')).dtype).toBe('bool');
    expect(isclose(array([2n ** 62n], 'int64'), array([2n ** 62n + 1n], 'int64')).toArray()).toEqual([false]);
    expect(isclose(array([{ re: 1, im: 1e-9 }]), array([{ re: 1, im: 0 }])).toArray()).toEqual([true]);
    expect(allclose(array([1, 2], 'float16'), array([1, 2.001], 'float16'), { rtol: 1e-3 })).toBe(true);
    expect(() => isclose(array([1, 2]), array([1, 2, 3]))).toThrow(
      new RangeError('isclose: Shapes [2] and [3] do not broadcast: sizes must match or be 1, aligned from the right.'),
    );
    // @ts-expect-error rtol is a number
    expect(() => allclose(array([1]), 1, { rtol: '1e-3' })).toThrow(
      new TypeError("allclose: the option rtol must be a number, got '1e-3'."),
    );
  });

  it('arrayEqual: shapes must match (no broadcast); NaN only with equalNan', () => {
    expect(arrayEqual(array([1, 2]), array([[1, 2]]))).toBe(false);
    expect(arrayEqual(array([1, Number.NaN]), array([1, Number.NaN]))).toBe(false);
    expect(arrayEqual(array([1, Number.NaN]), array([1, Number.NaN]), { equalNan: true })).toBe(true);
    expect(arrayEqual(array([0]), array([-0]))).toBe(true);
    expect(arrayEqual(array([1, 2], 'uint8'), array([1, 2], 'float16'))).toBe(true);
  });
});

describe('logsumexp', () => {
  it.each(oracle.logsumexp.map((each, index) => [index, each] as const))('matches NumPy, case %i', (_, oracleCase) => {
    const x = array(oracleCase.values.map((each) => decode(each, 'float64')) as number[]).reshape(oracleCase.shape);
    const options = oracleCase.axis === null ? {} : { axis: oracleCase.axis };
    const result = logsumexp(x, options);
    expect(result.shape).toEqual(oracleCase.resultShape);
    const expected = oracleCase.result.map((each) => decode(each, 'float64') as number);
    flat(result).forEach((value, index) => {
      const want = expected[index]!;
      if (!Number.isFinite(want)) expect(value).toBe(want);
      else expect(Math.abs((value as number) - want)).toBeLessThanOrEqual(4e-15 * Math.max(1, Math.abs(want)));
    });
  });

  it("takes mean's dtype: small ints → float32, int64 → float64, float16 stays", () => {
    expect(logsumexp(array([1, 2, 3], 'int32')).dtype).toBe('float32');
    expect(logsumexp(array([1, 2, 3], 'int64')).dtype).toBe('float64');
    const half = logsumexp(array([1, 2, 3], 'float16'));
    expect(half.dtype).toBe('float16');
    expect(half.item()).toBe(3.408203125); // log(e + e² + e³) = 3.40760596 rounded to float16
    expect(
      logsumexp(
        array([
          [1, 2],
          [3, 4],
        ]),
        { axis: 0, keepdims: true },
      ).shape,
    ).toEqual([1, 2]);
    expect(logsumexp(array([1000, 1000])).item()).toBeCloseTo(1000 + Math.LN2, 10);
    expect(logsumexp(array([-Infinity, -Infinity])).item()).toBe(-Infinity);
    expect(logsumexp(array([Infinity, 1])).item()).toBe(Infinity);
    expect(logsumexp(array([], 'float32')).item()).toBe(-Infinity);
  });

  it('errors', () => {
    const complex = array([{ re: 1, im: 0 }]);
    const one = array([1]);
    const before = usedHeapBytes();
    expect(() => logsumexp(complex)).toThrow(
      new TypeError('logsumexp: complex input (complex128) is not supported; take the real part first.'),
    );
    // @ts-expect-error not an option
    expect(() => logsumexp(one, { initial: 1 })).toThrow(
      new TypeError(
        "logsumexp: unknown option 'initial'; the options of logsumexp are axis, keepdims, b, where, returnSign.",
      ),
    );
    expect(() => logsumexp(one, { axis: 3 })).toThrow(RangeError);
    expect(usedHeapBytes()).toBe(before);
  });
});
