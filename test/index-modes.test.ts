// Issue #39, index modes: every function that takes an index mode (take, takeAlongAxis, scatter,
// x.with) against a model of JAX's rules written with bigints (jnp.take, jnp.take_along_axis and
// `.at[]`, read in jax/_src/numpy/indexing.py): 'wrap' is the exact modulo of the index's value,
// whatever its dtype (int64 beyond 2^53, uint64 at or above 2^63); 'clip' counts a negative index from
// the end first in take_along_axis and the `.at[]` updates, and clamps it to 0 in take; 'fill' and
// 'drop' count from the end, then fill or skip what is still out of bounds; 'raise' names the exact value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NDArray, array, arange, scatter, take, takeAlongAxis, zeros } from '../src/index.js';
import { memoryStats } from '../src/memory/memory.js';
import { runs } from './support/tier.js';

type Any = NDArray<any, any>;
type IndexDType =
  | 'int2'
  | 'int4'
  | 'int8'
  | 'int16'
  | 'int32'
  | 'int64'
  | 'uint2'
  | 'uint4'
  | 'uint8'
  | 'uint16'
  | 'uint32'
  | 'uint64';

const indexDTypes: readonly IndexDType[] = [
  'int2',
  'int4',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint2',
  'uint4',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
];

/** The range of an index dtype, as bigints. */
function rangeOf(dtype: IndexDType): readonly [bigint, bigint] {
  const bits = BigInt(Number(dtype.replace(/\D/g, '')));
  return dtype.startsWith('u') ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n];
}

/** The index values as an NDArray of `dtype`, or as the typed array of that dtype (where there is one). */
function indexOf(values: readonly bigint[], dtype: IndexDType, typed: boolean): unknown {
  if (!typed || dtype.endsWith('int2') || dtype.endsWith('int4')) return array(values as never, dtype);
  const Typed = {
    int8: Int8Array,
    int16: Int16Array,
    int32: Int32Array,
    uint8: Uint8Array,
    uint16: Uint16Array,
    uint32: Uint32Array,
  } as const;
  if (dtype === 'int64') return BigInt64Array.from(values);
  if (dtype === 'uint64') return BigUint64Array.from(values);
  const Made = Typed[dtype as keyof typeof Typed] as unknown as {
    from(values: readonly bigint[], map: (value: bigint) => number): unknown;
  };
  return Made.from(values, Number);
}

type Outcome = { position: number } | { missing: true } | { error: bigint };

/** JAX's rule for one index of `value` on an axis of `size` (size > 0). */
function modelPosition(
  value: bigint,
  size: number,
  mode: 'raise' | 'wrap' | 'clip' | 'fill' | 'drop',
  negativeClip: 'to zero' | 'from the end',
): Outcome {
  const n = BigInt(size);
  if (mode === 'wrap') return { position: Number(((value % n) + n) % n) };
  const counted = value < 0n && (mode !== 'clip' || negativeClip === 'from the end') ? value + n : value;
  if (counted >= 0n && counted < n) return { position: Number(counted) };
  if (mode === 'clip') return { position: counted < 0n ? 0 : size - 1 };
  if (mode === 'raise') return { error: value };
  return { missing: true };
}

/** Index values of a dtype: its extremes, the bounds ±n and ±n ± 1, 0, −1, 2^53 ± 1, 2^63 … within range. */
function interestingValues(dtype: IndexDType, size: number): bigint[] {
  const [low, high] = rangeOf(dtype);
  const n = BigInt(size);
  const near = [0n, 1n, -1n, n, n - 1n, n + 1n, -n, -n - 1n, -n + 1n, 2n * n, -2n * n - 1n];
  const far = [
    low,
    low + 1n,
    high,
    high - 1n,
    2n ** 53n + 1n,
    -(2n ** 53n) - 1n,
    2n ** 63n,
    2n ** 63n + 5n,
    2n ** 64n - 2n,
  ];
  return [...near, ...far].filter((value) => value >= low && value <= high);
}

const valueArbitrary = (dtype: IndexDType, size: number): fc.Arbitrary<bigint> => {
  const [low, high] = rangeOf(dtype);
  return fc.oneof(fc.constantFrom(...interestingValues(dtype, size)), fc.bigInt({ min: low, max: high }));
};

const caseArbitrary = fc
  .record({
    dtype: fc.constantFrom(...indexDTypes),
    size: fc.integer({ min: 1, max: 7 }),
    typed: fc.boolean(),
  })
  .chain((base) =>
    fc.record({
      dtype: fc.constant(base.dtype),
      size: fc.constant(base.size),
      typed: fc.constant(base.typed),
      values: fc.array(valueArbitrary(base.dtype, base.size), { minLength: 1, maxLength: 6 }),
    }),
  );

/** The call's values, or its error as [class, message]. */
function outcome(call: () => Any): { values: unknown } | { error: [string, string] } {
  try {
    const result = call();
    const values = result.toArray();
    result.dispose();
    return { values };
  } catch (error) {
    return { error: [(error as Error).constructor.name, (error as Error).message] };
  }
}

describe('index modes: JAX’s rules, exactly, for every index dtype', () => {
  it('take: wrap exact, clip of a negative index to 0, fill and raise counting from the end', () => {
    const numRuns = runs(300, 60);
    fc.assert(
      fc.property(
        caseArbitrary,
        fc.constantFrom('raise', 'wrap', 'clip', 'fill') as fc.Arbitrary<'raise'>,
        (test, mode) => {
          const { dtype, size, typed, values } = test;
          const x = arange(10, 10 * (size + 1), 10, 'int32');
          const live = memoryStats().liveArrays;
          const index = indexOf(values, dtype, typed);
          const outcomes = values.map((value) => modelPosition(value, size, mode, 'to zero'));
          const firstError = outcomes.find((each) => 'error' in each) as { error: bigint } | undefined;
          const expected = firstError
            ? {
                error: ['RangeError', `take: index ${firstError.error} is out of bounds for axis 0 with size ${size}.`],
              }
            : { values: outcomes.map((each) => ('position' in each ? 10 * (each.position + 1) : -(2 ** 31))) };
          expect(outcome(() => take(x, index as never, { mode }))).toEqual(expected);
          if (index instanceof NDArray) index.dispose();
          expect(memoryStats().liveArrays).toBe(live);
          x.dispose();
        },
      ),
      { numRuns, seed: 39 },
    );
  });

  it('takeAlongAxis: as take, but clip counts a negative index from the end first (JAX’s take_along_axis)', () => {
    const numRuns = runs(300, 60);
    fc.assert(
      fc.property(
        caseArbitrary,
        fc.constantFrom('raise', 'wrap', 'clip', 'fill') as fc.Arbitrary<'raise'>,
        (test, mode) => {
          const { dtype, size, values } = test;
          // A row per index value, each row [10, 20, …]: the indices a column.
          const x = arange(10, 10 * (size + 1), 10, 'float64').reshape([1, size]);
          const index = array(values as never, dtype).reshape([values.length, 1]);
          const outcomes = values.map((value) => modelPosition(value, size, mode, 'from the end'));
          const firstError = outcomes.find((each) => 'error' in each) as { error: bigint } | undefined;
          const expected = firstError
            ? {
                error: [
                  'RangeError',
                  `takeAlongAxis: index ${firstError.error} is out of bounds for axis 1 with size ${size}.`,
                ],
              }
            : { values: outcomes.map((each) => ['position' in each ? 10 * (each.position + 1) : Number.NaN]) };
          // The positional and the keyword forms agree.
          expect(outcome(() => takeAlongAxis(x, index, 1, { mode }))).toEqual(expected);
          expect(outcome(() => takeAlongAxis(x, index, { axis: 1, mode }))).toEqual(expected);
          expect(outcome(() => takeAlongAxis(x, index, { mode }))).toEqual(expected);
          x.dispose();
          index.dispose();
        },
      ),
      { numRuns, seed: 39 },
    );
  });

  it('scatter and x.with: clip counts a negative index from the end first (JAX’s .at[]), drop skips', () => {
    const numRuns = runs(300, 60);
    fc.assert(
      fc.property(caseArbitrary, fc.constantFrom('raise', 'clip', 'drop') as fc.Arbitrary<'raise'>, (test, mode) => {
        const { dtype, size, typed, values } = test;
        const x = zeros([size], 'int32');
        const index = indexOf(values, dtype, typed);
        const outcomes = values.map((value) => modelPosition(value, size, mode, 'from the end'));
        const firstError = outcomes.find((each) => 'error' in each) as { error: bigint } | undefined;
        const counts = new Array<number>(size).fill(0);
        const last = new Array<number>(size).fill(0);
        outcomes.forEach((each, order) => {
          if (!('position' in each)) return;
          counts[each.position]! += 1;
          last[each.position] = order + 1;
        });
        const error = (name: string) =>
          firstError && {
            error: ['RangeError', `${name}: index ${firstError.error} is out of bounds for axis 0 with size ${size}.`],
          };
        expect(outcome(() => scatter(x, index as never, 1, { update: 'add', mode }))).toEqual(
          error('scatter') ?? { values: counts },
        );
        const order = arange(1, values.length + 1, 1, 'int32');
        expect(outcome(() => x.with(index as never, order, { mode }))).toEqual(error('with') ?? { values: last });
        expect(x.toArray()).toEqual(new Array(size).fill(0));
        order.dispose();
        x.dispose();
        if (index instanceof NDArray) index.dispose();
      }),
      { numRuns, seed: 39 },
    );
  });
});

describe('index modes: the named cases', () => {
  it('clip of −1 is the last element in takeAlongAxis, scatter and with; the first in take (JAX’s take)', () => {
    const x = array([10, 20, 30], 'float32');
    const minusOne = array([-1], 'int32');
    expect(takeAlongAxis(x, minusOne, 0, { mode: 'clip' }).toArray()).toEqual([30]);
    expect(take(x, minusOne, { mode: 'clip' }).toArray()).toEqual([10]);
    expect(scatter(x, minusOne, 0, { mode: 'clip' }).toArray()).toEqual([10, 20, 0]);
    expect(x.with(minusOne, 0, { mode: 'clip' }).toArray()).toEqual([10, 20, 0]);
    expect(x.with(-4, 0, { mode: 'clip' }).toArray()).toEqual([0, 20, 30]);
    expect(x.with([-1], 0, { mode: 'clip' }).toArray()).toEqual([10, 20, 0]);
  });

  it('wrap of 64-bit indices beyond 2^53 is exact, for arrays and typed arrays', () => {
    const x = arange(7, 'int32');
    // 2^53 + 1 ≡ 5 (mod 7); 2^64 − 1 ≡ 1 (mod 7); −2^63 ≡ 6 (mod 7).
    expect(take(x, array([2n ** 53n + 1n], 'int64'), { mode: 'wrap' }).toArray()).toEqual([5]);
    expect(take(x, new BigInt64Array([2n ** 53n + 1n, -(2n ** 63n)]), { mode: 'wrap' }).toArray()).toEqual([5, 6]);
    expect(take(x, array([2n ** 64n - 1n], 'uint64'), { mode: 'wrap' }).toArray()).toEqual([1]);
    expect(take(x, new BigUint64Array([2n ** 64n - 1n]), { mode: 'wrap' }).toArray()).toEqual([1]);
    expect(() => take(x, array([2n ** 63n + 5n], 'uint64'))).toThrow(
      new RangeError('take: index 9223372036854775813 is out of bounds for axis 0 with size 7.'),
    );
    expect(take(x, array([2n ** 63n + 5n], 'uint64'), { mode: 'clip' }).toArray()).toEqual([6]);
  });

  it('fill of complex is NaN+0j, as JAX’s', () => {
    for (const dtype of ['complex64', 'complex128'] as const) {
      const x = array([{ re: 1, im: 2 }], dtype);
      expect(take(x, [3], { mode: 'fill' }).toArray()).toEqual([{ re: Number.NaN, im: 0 }]);
      expect(takeAlongAxis(x, array([5], 'int8'), { mode: 'fill' }).toArray()).toEqual([{ re: Number.NaN, im: 0 }]);
    }
  });

  it('takeAlongAxis: the axis positionally, in an options object, -1 by default, null for x flattened', () => {
    const x = array(
      [
        [10, 30, 20],
        [60, 40, 50],
      ],
      'int16',
    );
    const order = array(
      [
        [0, 2, 1],
        [1, 2, 0],
      ],
      'int32',
    );
    const sorted = [
      [10, 20, 30],
      [40, 50, 60],
    ];
    expect(takeAlongAxis(x, order).toArray()).toEqual(sorted);
    expect(takeAlongAxis(x, order, 1).toArray()).toEqual(sorted);
    expect(takeAlongAxis(x, order, { axis: 1 }).toArray()).toEqual(sorted);
    expect(takeAlongAxis(x, order, { axis: -1, mode: 'clip' }).toArray()).toEqual(sorted);
    expect(takeAlongAxis(x, array([5, -1], 'int32'), null).toArray()).toEqual([50, 50]);
    expect(takeAlongAxis(x, array([9, -1], 'int32'), { axis: null, mode: 'fill', fillValue: 7 }).toArray()).toEqual([
      7, 50,
    ]);
    const untyped = takeAlongAxis as unknown as (...args: unknown[]) => unknown;
    expect(() => untyped(x, order, { axis: 1 }, { mode: 'clip' })).toThrow(
      new TypeError(
        `takeAlongAxis: give the options once, as takeAlongAxis(x, indices, { axis, mode, fillValue }); got a second options argument {"mode":'clip'}.`,
      ),
    );
    expect(() => takeAlongAxis(x, order, { axes: 1 } as never)).toThrow(
      new TypeError("takeAlongAxis: unknown option 'axes'; the options of takeAlongAxis are axis, mode, fillValue."),
    );
    expect(() => takeAlongAxis(x, order, 1, { mode: 'clip', fillValue: 0 })).toThrow(
      new TypeError("takeAlongAxis: fillValue is used with mode 'fill' only, got mode 'clip'."),
    );
    expect(() => takeAlongAxis(x, order, null)).toThrow(
      new RangeError('takeAlongAxis: with axis null the indices must have 1 axis, got shape [2, 3].'),
    );
  });

  it('JAX’s promise_in_bounds is refused by name (the bounds are checked here, so nothing is promised)', () => {
    const x = array([1, 2, 3], 'int8');
    const index = array([0], 'int32');
    const mode = 'promise_in_bounds' as never;
    expect(() => take(x, index, { mode })).toThrow(
      new TypeError("take: mode must be one of 'raise', 'wrap', 'clip', 'fill', got 'promise_in_bounds'."),
    );
    expect(() => takeAlongAxis(x, index, { mode })).toThrow(
      new TypeError("takeAlongAxis: mode must be one of 'raise', 'wrap', 'clip', 'fill', got 'promise_in_bounds'."),
    );
    expect(() => scatter(x, index, 1, { mode })).toThrow(
      new TypeError("scatter: mode must be one of 'raise', 'clip', 'drop', got 'promise_in_bounds'."),
    );
    expect(() => x.with(index, 1, { mode })).toThrow(
      new TypeError("with: mode must be one of 'raise', 'clip', 'drop', got 'promise_in_bounds'."),
    );
  });
});
