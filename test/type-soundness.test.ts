// Soundness corners (issue #39, section 5), the runtime's side: array() on every small value of
// each declared element type that test-d/soundness.test-d.ts checks, each runtime dtype one of the
// dtypes that file's static type names (and each of those reached, where the type is tight).
// The names below are the root entry's (x64 off, JAX's default: int32, float32, complex64); under
// the x64 entry (test-d/soundness-x64.test-d.ts) a list's defaults widen to int64, float64, complex128.
import { describe, expect, it } from 'vitest';
import { array, type ComplexScalar, type DType } from '../src/index.js';
import { array as arrayX64 } from '../src/x64.js';

type Value = boolean | number | bigint | ComplexScalar;

/** Every list of up to `longest` elements drawn from `pool` (the empty one included). */
function lists(pool: readonly Value[], longest: number): Value[][] {
  const all: Value[][] = [[]];
  let previous: Value[][] = [[]];
  for (let length = 1; length <= longest; length += 1) {
    previous = previous.flatMap((list) => pool.map((value) => [...list, value]));
    all.push(...previous);
  }
  return all;
}

/** Every rectangular list of rows: 0–2 rows of 0–2 elements from `pool`. */
function rows(pool: readonly Value[]): Value[][][] {
  const all: Value[][][] = [];
  for (const width of [0, 1, 2]) {
    const row = lists(pool, width).filter((list) => list.length === width);
    for (const count of [0, 1, 2]) {
      let grids: Value[][][] = [[]];
      for (let index = 0; index < count; index += 1) grids = grids.flatMap((grid) => row.map((one) => [...grid, one]));
      all.push(...grids);
    }
  }
  return all;
}

const complex: ComplexScalar = { re: 1, im: -2 };

interface Row {
  /** The declared type, as test-d/soundness.test-d.ts declares it. */
  declared: string;
  /** Its values (every small one). */
  values: readonly unknown[];
  /** The dtypes the static type names there. */
  statically: readonly DType[];
  /** Whether every one of them is reached (false: the type is wider than the runtime needs). */
  tight: boolean;
}

const rowsOfTypes: readonly Row[] = [
  { declared: 'boolean[]', values: lists([true, false], 3), statically: ['bool', 'float32'], tight: true },
  { declared: 'number[]', values: lists([0, -3, 1.5, Number.NaN], 3), statically: ['int32', 'float32'], tight: true },
  { declared: 'bigint[]', values: lists([0n, 5n], 3), statically: ['int32', 'float32'], tight: true },
  {
    declared: '(number | boolean)[]',
    values: lists([true, 1, 1.5], 3),
    statically: ['bool', 'int32', 'float32'],
    tight: true,
  },
  { declared: '(number | bigint)[]', values: lists([1, 1.5, 2n], 3), statically: ['int32', 'float32'], tight: true },
  {
    declared: '(boolean | bigint)[]',
    values: lists([true, 2n], 3),
    statically: ['bool', 'int32', 'float32'],
    tight: true,
  },
  { declared: 'boolean[][]', values: rows([true, false]), statically: ['bool', 'float32'], tight: true },
  { declared: 'number[][]', values: rows([2, 0.5]), statically: ['int32', 'float32'], tight: true },
  { declared: 'ComplexScalar[]', values: lists([complex], 3), statically: ['complex64', 'float32'], tight: true },
  {
    declared: '(ComplexScalar | number)[]',
    values: lists([complex, 1, 1.5], 3),
    statically: ['int32', 'float32', 'complex64'],
    tight: true,
  },
  {
    declared: '(ComplexScalar | boolean)[]',
    values: lists([complex, true], 3),
    statically: ['bool', 'float32', 'complex64'],
    tight: true,
  },
  {
    declared: '[boolean, boolean]',
    values: lists([true, false], 2).filter((list) => list.length === 2),
    statically: ['bool'],
    tight: true,
  },
  {
    declared: '[number]',
    values: lists([3, 0.25], 1).filter((list) => list.length === 1),
    statically: ['int32', 'float32'],
    tight: true,
  },
  // A rest element counts as a list: float32 is named though never reached (sound, not tight).
  {
    declared: '[boolean, ...boolean[]]',
    values: lists([true, false], 3).filter((list) => list.length > 0),
    statically: ['bool', 'float32'],
    tight: false,
  },
  // Optional elements: each may be absent, so the empty outcome (float32) where all are optional.
  {
    declared: '[boolean?]',
    values: lists([true, false], 1),
    statically: ['bool', 'float32'],
    tight: true,
  },
  {
    declared: '[number, number?]',
    values: lists([3, 0.25], 2).filter((list) => list.length > 0),
    statically: ['int32', 'float32'],
    tight: true,
  },
  { declared: 'Int8Array', values: [new Int8Array(0), new Int8Array(3)], statically: ['int8'], tight: true },
  {
    declared: 'BigInt64Array',
    values: [new BigInt64Array(0), BigInt64Array.of(-3n, 5n)],
    statically: ['int64'],
    tight: true,
  },
  {
    declared: 'BigUint64Array',
    values: [new BigUint64Array(0), BigUint64Array.of(2n ** 64n - 1n)],
    statically: ['uint64'],
    tight: true,
  },
  {
    declared: 'Float32Array',
    values: [new Float32Array(0), new Float32Array(2)],
    statically: ['float32'],
    tight: true,
  },
];

/** A list's default dtypes under x64 (a typed array's dtype is its own under both). */
const widened: Partial<Record<DType, DType>> = { int32: 'int64', float32: 'float64', complex64: 'complex128' };

/** The two entries: the root's array() with the names above, the x64 entry's with a list's defaults widened. */
const entries = [
  { name: 'x64 off', make: array as (values: never) => { dtype: string; dispose(): void }, widen: false },
  { name: 'x64', make: arrayX64 as (values: never) => { dtype: string; dispose(): void }, widen: true },
] as const;

/** The static names of a row under an entry. */
function staticNames(row: Row, widen: boolean): readonly DType[] {
  const isList = row.values.every((values) => Array.isArray(values));
  return widen && isList ? row.statically.map((dtype) => widened[dtype] ?? dtype) : row.statically;
}

describe('array(): every runtime dtype of a declared element type is one its static type names', () => {
  for (const entry of entries) {
    for (const row of rowsOfTypes) {
      const statically = staticNames(row, entry.widen);
      it(`${entry.name}, ${row.declared}: ${statically.join(' | ')}`, () => {
        const reached = new Set<DType>();
        const outside: string[] = [];
        for (const values of row.values) {
          const result = entry.make(values as never);
          const dtype = result.dtype as DType;
          reached.add(dtype);
          if (!statically.includes(dtype)) outside.push(`${JSON.stringify(values, show)} → ${dtype}`);
          result.dispose();
        }
        expect(outside, `runtime dtypes the static type misses`).toEqual([]);
        if (row.tight) expect([...reached].sort()).toEqual([...statically].sort());
      });
    }
  }

  it('literal lists give exactly the static dtype (the join of their values, float32 for none; float64 under x64)', () => {
    const literals: [unknown, DType][] = [
      [[], 'float32'],
      [[[]], 'float32'],
      [[[], []], 'float32'],
      [[true, false], 'bool'],
      [[1, true], 'int32'],
      [[1, 2.5], 'float32'],
      [[1n, 2], 'int32'],
      [[1n, 2.5], 'float32'],
      [[complex, true], 'complex64'],
      [
        [
          [1, 2],
          [3, true],
        ],
        'int32',
      ],
    ];
    for (const entry of entries) {
      for (const [values, narrow] of literals) {
        const dtype = entry.widen ? (widened[narrow] ?? narrow) : narrow;
        const result = entry.make(values as never);
        expect(result.dtype, `${entry.name}: ${JSON.stringify(values, show)}`).toBe(dtype);
        result.dispose();
      }
    }
  });

  it('a ragged list of an empty row and a full one is an error, not an empty array', () => {
    expect(() => array([[], [true]] as never)).toThrow(/^array\(\): ragged nesting/);
  });
});

function show(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}
