// Issue #39: arange's values as jnp.arange computes them, full's dtype from its value as jnp.full
// infers it, and jit raising what op by op raises for values it does not use. The arange oracle is
// test/fixtures/arange.json (scripts/arange_oracle.py: NumPy and ml_dtypes; no Python needed here).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NDArray,
  add,
  arange,
  array,
  clip,
  full,
  fullLike,
  jit,
  multiply,
  ones,
  power,
  resultType,
  scatter,
  scope,
  take,
  withPolicy,
} from '../src/x64.js';
import { full as rootFull } from '../src/index.js';
import { memoryStats } from '../src/memory/memory.js';
import { runs } from './support/tier.js';

interface ArangeCase {
  readonly start: number;
  readonly stop: number;
  readonly step: number | null;
  readonly dtype: string;
  readonly length: number;
  readonly at: readonly number[];
  readonly values: readonly number[];
}

const arangeOracle = JSON.parse(readFileSync(new URL('./fixtures/arange.json', import.meta.url), 'utf8')) as {
  readonly cases: readonly ArangeCase[];
};

/** The real parts of an array's values, widened to float64 (exact for every float dtype). */
function realValues(x: { toArray(): unknown }): number[] {
  return (x.toArray() as unknown[]).map((value) =>
    typeof value === 'object' && value !== null ? (value as { re: number }).re : Number(value),
  );
}

describe('arange: jnp.arange’s values in every inexact dtype', () => {
  it('arange(0, 1, 0.1, float32)[9] is 0.90000004 (start + step·i in float32), as JAX and NumPy give', () => {
    const x = arange(0, 1, 0.1, 'float32');
    expect(x.toArray()[9]).toBe(Math.fround(0.90000004));
    expect(x.toArray()[3]).toBe(Math.fround(Math.fround(0.1) * 3));
  });

  it('matches the oracle: with and without a step, float16 … complex128 and float8, lengths included', () => {
    const failures: string[] = [];
    for (const test of arangeOracle.cases) {
      const made = arange(test.start, test.stop, test.step ?? undefined, test.dtype as 'float32');
      const values = realValues(made);
      if (made.shape[0] !== test.length) failures.push(`${JSON.stringify(test)}: length ${made.shape[0]}`);
      test.at.forEach((position, each) => {
        if (!Object.is(values[position], test.values[each]))
          failures.push(
            `arange(${test.start}, ${test.stop}, ${test.step}, ${test.dtype})[${position}] = ${values[position]}, not ${test.values[each]}`,
          );
      });
      made.dispose();
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('over random float32 ranges: element i is fround(fround(start) + fround(fround(step)·i))', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.integer({ min: 1, max: 300 }),
        fc.boolean(),
        (start, magnitude, count, down) => {
          const step = down ? -magnitude : magnitude;
          const stop = start + step * count;
          const made = arange(start, stop, step, 'float32');
          const length = Math.max(0, Math.ceil((stop - start) / step));
          expect(made.shape).toEqual([length]);
          const [first, by] = [Math.fround(start), Math.fround(step)];
          const expected = Array.from({ length }, (_, index) =>
            Math.fround(first + Math.fround(by * Math.fround(index))),
          );
          expect(made.toArray()).toEqual(expected);
          // float64: start + step·i in float64, as before.
          const wide = arange(start, stop, step, 'float64');
          expect(wide.toArray()).toEqual(Array.from({ length }, (_, index) => start + index * step));
          made.dispose();
          wide.dispose();
        },
      ),
      { numRuns: runs(200, 40), seed: 39 },
    );
  });
});

describe('full: the dtype of its value, weakly typed, as jnp.full infers it', () => {
  it('full([2], 3) is a weak int, 2.5 a weak float, true bool, { re, im } a weak complex', () => {
    const cases: [unknown, string, boolean][] = [
      [3, 'int64', true],
      [3n, 'int64', true],
      [-0, 'int64', true],
      [2.5, 'float64', true],
      [Number.NaN, 'float64', true],
      [true, 'bool', false],
      [{ re: 1, im: -2 }, 'complex128', true],
    ];
    for (const [value, dtype, weak] of cases) {
      const made = full([2], value as number);
      expect({ value, dtype: made.dtype, weak: made.weakType }).toEqual({ value, dtype, weak });
      made.dispose();
    }
    // x64 off (the root entry): the same kinds, 32-bit.
    const narrow: Record<string, string> = {
      int64: 'int32',
      float64: 'float32',
      complex128: 'complex64',
      bool: 'bool',
    };
    for (const [value, dtype, weak] of cases) {
      const made = rootFull([2], value as number);
      const expected = { value, dtype: narrow[dtype], weak };
      expect({ value, dtype: made.dtype, weak: made.weakType }).toEqual(expected);
      made.dispose();
    }
    // A dtype wins, by name or as an option; fullLike keeps its input's dtype (jnp.full_like).
    expect(full([2], 3, 'int8').dtype).toBe('int8');
    expect(full([2], 3, { dtype: 'float32' }).weakType).toBe(false);
    expect(fullLike(array([1, 2], 'uint8'), 7).dtype).toBe('uint8');
    expect(() => full([2], 2 ** 70)).toThrow(
      new RangeError(
        "full(): the fill value is 1.1805916207174113e+21, out of range for int64, the default int with x64 on (-9223372036854775808 to 9223372036854775807); pass the dtype 'float64'.",
      ),
    );
    // Only the dtypes that hold the value are named: 2^63 fits uint64.
    expect(() => full([2], 2n ** 63n)).toThrow("pass the dtype 'uint64' or 'float64'.");
    // x64 off (the root entry): the default int is int32, and the error says how to get int64.
    expect(() => rootFull([2], 2 ** 70)).toThrow(/int32, the default int with x64 off .*; pass the dtype 'float64'\.$/);
    expect(() => rootFull([2], 2 ** 40)).toThrow(
      new RangeError(
        "full(): the fill value is 1099511627776, out of range for int32, the default int with x64 off (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64', or import from 'dtype-lattice/x64' (x64 on: int64 by default).",
      ),
    );
    expect(() => full([2], 3, { dtpye: 'int8' } as never)).toThrow(
      new TypeError("full: unknown option 'dtpye' (it takes dtype)."),
    );
  });

  it('over random scalars: full(shape, v) promotes as v does, and holds v', () => {
    const scalar = fc.oneof(
      fc.integer({ min: -100, max: 100 }),
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
      fc.boolean(),
      fc.bigInt({ min: -100n, max: 100n }),
      fc.record({ re: fc.double({ noNaN: true }), im: fc.double({ noNaN: true }) }),
    );
    const strong = fc.constantFrom('int8', 'uint8', 'int32', 'float16', 'float32', 'bool', 'complex64');
    fc.assert(
      fc.property(scalar, strong, (value, dtype) => {
        const made = full([3], value as number);
        // The scalar's node (SPEC §3), held as x64 holds a weak value.
        const node = resultType(value as number) as 'int' | 'float' | 'complex' | 'bool';
        const held = { int: 'int64', float: 'float64', complex: 'complex128', bool: 'bool' }[node];
        expect({ dtype: made.dtype, weak: made.weakType }).toEqual({ dtype: held, weak: node !== 'bool' });
        expect(made.toArray()).toEqual(array([value, value, value] as never, made.dtype).toArray());
        // Meeting a strong array, it promotes as the scalar itself does (or both refuse alike). A
        // weak array is not range-checked as a scalar is (JAX converts it): -1 meets uint8 as 255.
        const other = ones([3], dtype);
        const viaScalar = outcomeOf(() => add(other, value as number)) as { error?: string };
        const viaArray = outcomeOf(() => add(other, made));
        if (viaScalar.error !== 'RangeError') expect(viaArray).toEqual(viaScalar);
        other.dispose();
        made.dispose();
      }),
      { numRuns: runs(300, 60), seed: 39 },
    );
  });
});

/** An operation's result dtype, weak flag and values, or its error's class. */
function outcomeOf(call: () => { dtype: string; weakType: boolean; toArray(): unknown }): unknown {
  try {
    const result = call();
    return { dtype: result.dtype, weak: result.weakType, values: result.toArray() };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

/** A call's result (dtype, weak flag, values of each array; freed unless kept) or its error, class and message. */
function callOutcome(call: () => unknown, keep: readonly unknown[] = []): unknown {
  const describe = (value: unknown): unknown =>
    value instanceof NDArray
      ? { dtype: value.dtype, weak: value.weakType, values: value.toArray() }
      : Array.isArray(value)
        ? value.map(describe)
        : value;
  try {
    const result = call();
    const described = describe(result);
    for (const array of [result].flat()) if (array instanceof NDArray && !keep.includes(array)) array.dispose();
    return described;
  } catch (error) {
    return { error: [(error as Error).constructor.name, (error as Error).message] };
  }
}

describe('jit throws what op by op throws, for values it does not use too', () => {
  it('a scalar argument out of an int8 operand’s range, feeding only a dead result: the RangeError', () => {
    const fn = (x: NDArray<'int8', [3]>, s: number) => {
      add(x, s); // dead: its result is not returned
      return multiply(x, 2);
    };
    const jitted = jit(fn);
    const x = array([1, 2, 3], 'int8');
    expect(jitted(x, 5).toArray()).toEqual([2, 4, 6]);
    for (const s of [300, -129, 7, 128])
      expect(callOutcome(() => jitted(x, s))).toEqual(callOutcome(() => scope(() => fn(x, s))));
    expect(() => jitted(x, 300)).toThrow(
      new RangeError('add(): the scalar is 300, out of range for int8 (-128 to 127); use astype() to cast on purpose.'),
    );
  });

  it('a scalar argument read by an operation jit does not record (take, reshape), its result dead: op by op’s error', () => {
    const x = array([1, 2, 3, 4], 'float32');
    const cases: [(a: NDArray<'float32', [4]>, s: number) => unknown, number[]][] = [
      [
        (a, s) => {
          take(a, [s]); // dead, and not recorded: a replay would skip it
          return multiply(a, 2);
        },
        [1, 3, 9, -5, 2],
      ],
      [
        (a, s) => {
          a.reshape([s, -1]);
          return add(a, s);
        },
        [2, 4, 3, 1],
      ],
    ];
    for (const [fn, values] of cases) {
      const jitted = jit(fn);
      for (const s of values)
        expect(callOutcome(() => jitted(x, s), [x])).toEqual(callOutcome(() => scope(() => fn(x, s)), [x]));
    }
    expect(() => jit(cases[0]![0])(x, 9)).toThrow(
      new RangeError('take: index 9 is out of bounds for axis 0 with size 4.'),
    );
  });

  it('an array argument’s values read by an unrecorded operation whose result is dead: op by op’s error', () => {
    // Index arrays: the same dtype and shape, out of bounds on the second call.
    const x = array([1, 2, 3, 4], 'float32');
    const gather = (a: NDArray<'float32', [4]>, index: NDArray<'int32', [number]>) => {
      take(a, index);
      return multiply(a, 2);
    };
    const jitted = jit(gather);
    for (const values of [
      [0, 1],
      [3, 7],
      [-1, 2],
    ]) {
      const index = array(values, 'int32');
      expect(callOutcome(() => jitted(x, index), [x])).toEqual(callOutcome(() => scope(() => gather(x, index)), [x]));
      index.dispose();
    }
    // scatter's index array: raise by default, out of bounds on the second call.
    const update = (a: NDArray<'float32', [4]>, index: NDArray<'int32', [number]>) => {
      scatter(a, index, 0);
      return add(a, 1);
    };
    const updated = jit(update);
    for (const values of [
      [0, 1],
      [2, -9],
    ]) {
      const index = array(values, 'int32');
      const expected = callOutcome(() => scope(() => update(x, index)), [x]);
      expect(callOutcome(() => updated(x, index), [x])).toEqual(expected);
      index.dispose();
    }
    expect(() => updated(x, array([2, -9], 'int32'))).toThrow(
      new RangeError('scatter: index -9 is out of bounds for axis 0 with size 4.'),
    );
  });

  it('an integer power whose result is dead still throws for a negative exponent, as op by op', () => {
    const x = array([1, 2, 3], 'int32');
    const functions = [
      (a: NDArray<'int32', [3]>, b: NDArray<'int32', [number]>) => {
        power(a, b);
        return multiply(a, 2);
      },
      (a: NDArray<'int32', [3]>, b: NDArray<'int32', [number]>) => {
        add(power(add(a, 1), b), 1);
        return multiply(a, 2);
      },
    ];
    for (const fn of functions) {
      const jitted = jit(fn);
      for (const values of [
        [1, 2, 3],
        [1, -1, 2],
        [0, 0, 0],
      ]) {
        const exponents = array(values, 'int32');
        const expected = callOutcome(() => scope(() => fn(x, exponents)), [x]);
        expect(callOutcome(() => jitted(x, exponents), [x])).toEqual(expected);
        exponents.dispose();
      }
    }
  });

  it('clip’s errors keep their argument in jit: clip: the lower bound: …', () => {
    const fn = (x: NDArray<'int8', [3]>, s: number) => clip(x, s, 10);
    const jitted = jit(fn);
    const x = array([1, 20, 3], 'int8');
    expect(jitted(x, 2).toArray()).toEqual([2, 10, 3]);
    expect(() => jitted(x, 300)).toThrow(
      new RangeError(
        'clip: the lower bound: the scalar is 300, out of range for int8 (-128 to 127); use astype() to cast on purpose.',
      ),
    );
    expect(callOutcome(() => jitted(x, -129))).toEqual(callOutcome(() => fn(x, -129)));
  });

  it('over random programs with dead results, scalar and array arguments, every dtype and policy: the same result or error', () => {
    type Step = { op: string; left: number; right: number };
    const ops = [
      'add',
      'subtract',
      'multiply',
      'maximum',
      'minimum',
      // power on integers throws for a negative exponent, wherever its result goes: weighted up.
      'power',
      'power',
      'power',
      'clipLower',
      'clipUpper',
      'where',
      'bitwiseAnd',
    ];
    const policies = ['jax', 'numpy', 'torch', 'strict', 'lax'] as const;
    const call = fc.record({
      s: fc.constantFrom(0, 1, -1, 3, 127, 128, 255, 256, 300, -129, 65_536, 2 ** 31, 2 ** 53, 1.5, -2.5, 1e39),
      // y's values change from call to call (its dtype and shape do not): on some calls a negative (exponent).
      y: fc.oneof(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: -2, max: 3 }), { minLength: 12, maxLength: 12 }),
      ),
    });
    const program = fc.record({
      dtype: fc.constantFrom('int8', 'uint8', 'int16', 'uint32', 'int64', 'float16', 'float32', 'bool'),
      policy: fc.constantFrom(...policies),
      steps: fc.array(fc.record({ op: fc.constantFrom(...ops), left: fc.nat(9), right: fc.nat(9) }), {
        minLength: 1,
        maxLength: 5,
      }),
      output: fc.nat(9),
      calls: fc.array(call, { minLength: 2, maxLength: 5 }),
    });
    fc.assert(
      fc.property(program, ({ dtype, policy, steps, output, calls }) => {
        const library = withPolicy(policy) as unknown as Record<string, (...args: unknown[]) => unknown>;
        // Values: x, y, s, then each step's result; the output is one of them, so others are dead.
        const fn = (x: unknown, y: unknown, s: number) => {
          const values: unknown[] = [x, y, s];
          for (const step of steps as Step[]) {
            const [left, right] = [values[step.left % values.length], values[step.right % values.length]];
            const first = left instanceof NDArray ? left : x;
            values.push(
              step.op === 'clipLower'
                ? library.clip!(first, right, null)
                : step.op === 'clipUpper'
                  ? library.clip!(first, null, right)
                  : step.op === 'where'
                    ? library.where!(library.greater!(first, 0), left, right)
                    : library[step.op]!(left, right),
            );
          }
          const arrays = values.filter((value) => value instanceof NDArray);
          return arrays[output % arrays.length];
        };
        const jitted = jit(fn);
        const x = arange(-4, 8, 1, 'int32').astype(dtype as 'int8');
        const live = memoryStats().liveArrays;
        for (const { s, y: yValues } of calls) {
          const made = array(yValues, 'int32');
          const y = made.astype(dtype as 'int8');
          made.dispose();
          const expected = callOutcome(() => scope(() => fn(x, y, s)), [x, y]);
          expect(callOutcome(() => jitted(x, y, s), [x, y])).toEqual(expected);
          y.dispose();
        }
        expect(memoryStats().liveArrays).toBe(live);
        x.dispose();
      }),
      {
        numRuns: runs(300, 60),
        seed: 39,
        // A dead integer power, fine on the first call, a negative exponent on the second.
        examples: [
          [
            {
              dtype: 'int8',
              policy: 'jax',
              steps: [{ op: 'power', left: 0, right: 1 }],
              output: 0,
              calls: [
                { s: 0, y: new Array(12).fill(1) },
                { s: 0, y: [1, -1, ...new Array(10).fill(0)] },
              ],
            },
          ],
        ],
      },
    );
  });
});
