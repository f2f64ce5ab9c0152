// Issue #44 part 4, manipulation B against NumPy 2.4: test/fixtures/manipulation/manipulation-b.json
// (scripts/manipulation_b_oracle.py) replayed for isin, setdiff1d, union1d, intersect1d (with its
// indices), setxor1d, partition/argpartition (NumPy's guarantee only: the kth elements are the
// sorted line's, nothing after is smaller and nothing before larger, the line a permutation),
// lexsort, sort/argsort (stable; descending as JAX's), insert, delete, append, resize and the
// polynomials, in bool, the integers, float16/32/64 and complex; NaN, ±0 (compared as equal: NumPy's
// unique and sort leave the representative of -0 and +0 to the algorithm), empty arrays. No leaks.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
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
  type NDArray,
} from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

type Scalar = number | boolean | string | [number | string, number | string];
type Encoded = { dtype: string; shape: number[]; data: Scalar[] };
type Case = Record<string, any>;
const oracle = JSON.parse(
  readFileSync(new URL('./fixtures/manipulation/manipulation-b.json', import.meta.url), 'utf8'),
) as Record<string, Case[]>;

const start = undisposed();
afterEach(() => {
  expect(undisposed()).toEqual(start);
});

const real = (value: number | string | boolean): number | boolean =>
  value === 'nan'
    ? Number.NaN
    : value === 'inf'
      ? Number.POSITIVE_INFINITY
      : value === '-inf'
        ? Number.NEGATIVE_INFINITY
        : value === '-0'
          ? -0
          : (value as number | boolean);
const decode = (value: Scalar): unknown =>
  Array.isArray(value) ? { re: real(value[0]), im: real(value[1]) } : real(value);

/** The fixture's array in its dtype. */
const make = (value: Encoded): NDArray =>
  scope(
    () =>
      array(value.data.map(decode) as never, value.dtype as never).reshape(value.shape as never) as unknown as NDArray,
  );

/** A value for comparison: numbers (+0 for -0, bigint as number), bools as 0/1, complex as [re, im]. */
const norm = (value: unknown): unknown => {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value + 0;
  if (typeof value === 'object' && value !== null && 're' in value) {
    const { re, im } = value as unknown as { re: number; im: number };
    return [re + 0, im + 0];
  }
  return value;
};
const flatValues = (x: NDArray): unknown[] => {
  const values = x.toArray() as unknown;
  return (Array.isArray(values) ? (values as unknown[]).flat(Number.POSITIVE_INFINITY) : [values]).map(norm);
};
const expected = (value: Encoded): unknown[] => value.data.map((each) => norm(decode(each)));

/** x equals the fixture's array: shape and values (dtype too, where `dtype`). */
function same(x: NDArray, value: Encoded, dtype = true) {
  expect(x.shape).toEqual(value.shape);
  if (dtype) expect(x.dtype).toBe(value.dtype);
  expect(flatValues(x)).toEqual(expected(value));
}

/** Runs `body` and disposes every array it made (the arrays it returns, and those it lists in `made`). */
function freeing(body: (made: NDArray[]) => void) {
  const made: NDArray[] = [];
  try {
    body(made);
  } finally {
    for (const each of made) each.dispose();
  }
}
const keep = <T extends NDArray | NDArray[]>(made: NDArray[], value: T): T => {
  if (Array.isArray(value)) made.push(...value);
  else made.push(value);
  return value;
};

describe('set operations against NumPy', () => {
  it(`isin (${oracle.isin!.length} cases)`, () => {
    for (const each of oracle.isin!)
      freeing((made) => {
        const element = keep(made, make(each.element));
        const tests = keep(made, make(each.test));
        same(keep(made, isin(element, tests, { invert: each.invert })), each.out);
      });
  });
  it(`setdiff1d (${oracle.setdiff1d!.length} cases)`, () => {
    for (const each of oracle.setdiff1d!)
      freeing((made) => {
        const [a, b] = [keep(made, make(each.a)), keep(made, make(each.b))];
        same(keep(made, setdiff1d(a, b, { assumeUnique: each.assumeUnique })), each.out);
      });
  });
  it(`union1d (${oracle.union1d!.length} cases)`, () => {
    for (const each of oracle.union1d!)
      freeing((made) => {
        const [a, b] = [keep(made, make(each.a)), keep(made, make(each.b))];
        same(keep(made, union1d(a, b)), each.out, each.a.dtype === each.b.dtype);
      });
  });
  it(`setxor1d (${oracle.setxor1d!.length} cases)`, () => {
    for (const each of oracle.setxor1d!)
      freeing((made) => {
        const [a, b] = [keep(made, make(each.a)), keep(made, make(each.b))];
        same(keep(made, setxor1d(a, b, { assumeUnique: each.assumeUnique })), each.out);
      });
  });
  it(`intersect1d with its indices (${oracle.intersect1d!.length} cases)`, () => {
    for (const each of oracle.intersect1d!)
      freeing((made) => {
        const [a, b] = [keep(made, make(each.a)), keep(made, make(each.b))];
        const sameDType = each.a.dtype === each.b.dtype;
        same(keep(made, intersect1d(a, b, { assumeUnique: each.assumeUnique })), each.out, sameDType);
        const [values, left, right] = keep(
          made,
          intersect1d(a, b, { assumeUnique: each.assumeUnique, returnIndices: true }) as unknown as NDArray[],
        );
        same(values!, each.out, sameDType);
        expect(flatValues(left!)).toEqual(each.left);
        expect(flatValues(right!)).toEqual(each.right);
        expect([left!.dtype, right!.dtype]).toEqual(['int32', 'int32']);
      });
  });
});

/** The lines of a flat row-major array along `axis`. */
function linesOf(values: unknown[], shape: number[], axis: number): unknown[][] {
  const along = axis < 0 ? axis + shape.length : axis;
  const length = shape[along]!;
  const inner = shape.slice(along + 1).reduce((product, size) => product * size, 1);
  const outer = shape.slice(0, along).reduce((product, size) => product * size, 1);
  const lines: unknown[][] = [];
  for (let o = 0; o < outer; o += 1)
    for (let i = 0; i < inner; i += 1)
      lines.push(Array.from({ length }, (_, k) => values[(o * length + k) * inner + i]));
  return lines;
}
/** NumPy's order of reals: NaN last. */
const before = (left: number, right: number) =>
  Number.isNaN(right) ? true : Number.isNaN(left) ? false : left <= right;
const ascending = (line: number[]) =>
  [...line].sort((l, r) => (Number.isNaN(l) ? (Number.isNaN(r) ? 0 : 1) : Number.isNaN(r) ? -1 : l - r));

/** NumPy's partition guarantee for one line against its sorted line, at each kth. */
function guarantee(line: number[], sorted: number[], kths: number[]) {
  expect(ascending(line)).toEqual(sorted);
  for (const kth of kths) {
    const k = kth < 0 ? kth + line.length : kth;
    expect(line[k]).toEqual(sorted[k]);
    for (let index = 0; index < line.length; index += 1) {
      if (index < k) expect(before(line[index]!, sorted[k]!)).toBe(true);
      if (index > k) expect(before(sorted[k]!, line[index]!)).toBe(true);
    }
  }
}

describe('partition and argpartition against NumPy (its guarantee)', () => {
  it(`partition, argpartition (${oracle.partition!.length} cases)`, () => {
    for (const each of oracle.partition!)
      freeing((made) => {
        const a = keep(made, make(each.a));
        const kths = (Array.isArray(each.kth) ? each.kth : [each.kth]) as number[];
        const sortedLines = linesOf(expected(each.sorted), each.sorted.shape, each.axis) as number[][];
        const parted = keep(made, partition(a, each.kth, { axis: each.axis }));
        expect([parted.shape, parted.dtype]).toEqual([each.a.shape, each.a.dtype]);
        const partedLines = linesOf(flatValues(parted), each.a.shape, each.axis) as number[][];
        const order = keep(made, argpartition(a, each.kth, { axis: each.axis }));
        const orderLines = linesOf(flatValues(order), each.a.shape, each.axis) as number[][];
        const inputLines = linesOf(expected(each.a), each.a.shape, each.axis) as number[][];
        sortedLines.forEach((sorted, line) => {
          guarantee(partedLines[line]!, sorted, kths);
          const indices = orderLines[line]!;
          expect([...indices].sort((l, r) => l - r)).toEqual(indices.map((_, index) => index));
          guarantee(
            indices.map((index) => inputLines[line]![index]!),
            sorted,
            kths,
          );
        });
      });
  });
});

describe('lexsort, sort and argsort against NumPy', () => {
  it(`lexsort (${oracle.lexsort!.length} cases)`, () => {
    for (const each of oracle.lexsort!)
      freeing((made) => {
        const keys = (each.keys as Encoded[]).map((key) => keep(made, make(key)));
        const order = keep(made, lexsort(keys as never, { axis: each.axis }));
        expect(order.shape).toEqual(each.shape);
        expect(flatValues(order)).toEqual(each.out);
      });
  });
  it(`sort and argsort, ascending and descending, stable (${oracle.sort!.length} cases)`, () => {
    for (const each of oracle.sort!)
      freeing((made) => {
        const a = keep(made, make(each.a));
        same(keep(made, sort(a, { axis: each.axis })), each.sort);
        same(keep(made, sort(a, { axis: each.axis, descending: true })), each.sortDescending);
        expect(flatValues(keep(made, argsort(a, { axis: each.axis, stable: true })))).toEqual(each.argsort);
        expect(flatValues(keep(made, argsort(a, { axis: each.axis, descending: true })))).toEqual(
          each.argsortDescending,
        );
      });
  });
});

describe('insert, delete, append, resize against NumPy', () => {
  it(`insert (${oracle.insert!.length} cases, negative indices, lists, slices, axes)`, () => {
    for (const each of oracle.insert!)
      freeing((made) => {
        const arr = keep(made, make(each.arr));
        const values = keep(made, make(each.values));
        same(keep(made, insert(arr, each.obj, values, each.axis)), each.out);
      });
  });
  it(`delete (${oracle.delete!.length} cases, negative indices, lists, masks, slices, axes)`, () => {
    for (const each of oracle.delete!)
      freeing((made) => {
        const arr = keep(made, make(each.arr));
        same(keep(made, delete_(arr, each.obj, each.axis)), each.out);
      });
  });
  it(`append (${oracle.append!.length} cases)`, () => {
    for (const each of oracle.append!)
      freeing((made) => {
        const [arr, values] = [keep(made, make(each.arr)), keep(made, make(each.values))];
        same(keep(made, append(arr, values, each.axis)), each.out);
      });
  });
  it(`resize (${oracle.resize!.length} cases, growing, shrinking, empty)`, () => {
    for (const each of oracle.resize!)
      freeing((made) => {
        const a = keep(made, make(each.a));
        same(keep(made, resize(a, each.newShape)), each.out);
      });
  });
});

describe('polynomials against NumPy (values; dtypes are JAX’s)', () => {
  const close = (x: NDArray, value: Encoded) => {
    expect(x.shape).toEqual(value.shape);
    const got = flatValues(x).flat() as number[];
    const want = expected(value).flat() as number[];
    expect(got.length).toBe(want.length);
    got.forEach((each, index) => expect(each).toBeCloseTo(want[index]!, 2));
  };
  it(`polyval (${oracle.polyval!.length} cases)`, () => {
    for (const each of oracle.polyval!)
      freeing((made) => {
        const p = keep(made, make(each.p));
        const x = typeof each.x === 'number' ? each.x : keep(made, make(each.x));
        close(keep(made, polyval(p, x as never)), each.out);
      });
  });
  it(`polyadd, polysub, polymul (${oracle.polyadd!.length} cases each)`, () => {
    for (const [name, run] of [
      ['polyadd', polyadd],
      ['polysub', polysub],
      ['polymul', (a: NDArray, b: NDArray) => polymul(a, b, { trimLeadingZeros: true })],
    ] as const)
      for (const each of oracle[name]!)
        freeing((made) => {
          const [a1, a2] = [keep(made, make(each.a1)), keep(made, make(each.a2))];
          close(keep(made, (run as (a: NDArray, b: NDArray) => NDArray)(a1, a2)), each.out);
        });
  });
  it(`polyder (${oracle.polyder!.length} cases), polyint (${oracle.polyint!.length} cases)`, () => {
    for (const each of oracle.polyder!)
      freeing((made) => {
        close(keep(made, polyder(keep(made, make(each.p)), each.m)), each.out);
      });
    for (const each of oracle.polyint!)
      freeing((made) => {
        close(keep(made, polyint(keep(made, make(each.p)), each.m, each.k ?? undefined)), each.out);
      });
  });
});
