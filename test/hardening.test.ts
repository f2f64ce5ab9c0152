// Issue #10: no silent wrong values, no crash, bounded memory. Each defect has a regression test
// here; the fuzz test (fuzz.test.ts) sweeps the classes.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  NDArray,
  add,
  arange,
  array,
  full,
  keep,
  multiply,
  negative,
  ones,
  scope,
  sqrt,
  subtract,
  withPolicy,
  zeros,
} from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import { memory } from '../src/kernels/heap.js';
import { heapSize, usedHeapBytes } from './support/heap.js';

type Library = typeof import('../src/index.js');

describe('no uninitialised memory: holes are errors naming the index', () => {
  it('rejects holes in lists, nested lists and new Array(n)', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(() => array([1, , 3] as never)).toThrow(
      new TypeError(
        'array(): the value at index [1] is missing (a hole in a sparse list, as in [1, , 3] or new Array(3)); give every element a value.',
      ),
    );
    expect(() => array(new Array(3) as never, 'float32')).toThrow('array(): the value at index [0] is missing');
    // eslint-disable-next-line no-sparse-arrays
    expect(() =>
      array(
        [
          [1, 2],
          [3, ,],
        ] as never,
        'int8',
      ),
    ).toThrow('array(): the value at index [1, 1] is missing');
    expect(() => array([[1, 2], new Array(2)] as never)).toThrow(TypeError);
    expect(() => zeros([2, , 3] as never)).toThrow(
      'zeros: a shape is an array of non-negative integers, got [2, <hole>, 3]: axis 1 is missing (a hole).',
    );
  });

  it('leaks nothing when creation fails, and explicit undefined is named as a value', () => {
    const before = usedHeapBytes();
    expect(() => array([1, undefined, 3] as never)).toThrow('array(): the value at index [1] is undefined');
    expect(() => array([1, 2, 'x'] as never, 'bfloat16')).toThrow("array(): the value at index [2] is 'x'");
    expect(usedHeapBytes()).toBe(before);
  });
});

describe('creation never builds a JavaScript array of the whole size', () => {
  it('arange names the size and the memory limit when the array cannot fit', () => {
    expect(() => arange(0, 1e12, 1, 'int64')).toThrow(
      new RangeError(
        'arange: Out of WebAssembly memory: an int64 array of shape [1000000000000] needs 8000000000000 bytes. That is more than WebAssembly memory can hold (4 GiB, 4294967296 bytes).',
      ),
    );
    // The default int (int32, x64 off) cannot hold the last value: said before any memory is asked for.
    expect(() => arange(0, 1e12)).toThrow(
      new RangeError(
        "arange(): the value at index [999999999999] is 999999999999, out of range for int32, the default int with x64 off (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64', or import from 'dtype-lattice/x64' (x64 on: int64 by default).",
      ),
    );
    expect(() => arange(-1e308, 1e308)).toThrow(
      'arange: from -1e+308 to 1e+308 by 1 is Infinity elements, more than WebAssembly memory can hold (4 GiB).',
    );
    expect(() => arange(0, 1e12, 1, 'float32')).toThrow('needs 4000000000000 bytes');
  });

  it('arange(stop, dtype) takes no step: a third argument is an error, not ignored', () => {
    // @ts-expect-error -- a step after a dtype is no signature
    expect(() => arange(5, 'int8', 2)).toThrow(
      "arange: a dtype ('int8') as the second argument takes no step; use arange(start, stop, step, dtype).",
    );
    expect(arange(5, 'int8').toArray()).toEqual([0, 1, 2, 3, 4]);
    expect(arange(2, 8, 3).toArray()).toEqual([2, 5]);
  });

  it('arange checks integer dtypes by the first and last values and steps, and writes every dtype', () => {
    expect(() => arange(0, 300, 1, 'uint8')).toThrow(
      'arange(): the value at index [299] is 299, out of range for uint8 (0 to 255)',
    );
    expect(() => arange(-1, 3, 1, 'uint8')).toThrow('arange(): the value at index [0] is -1, out of range for uint8');
    expect(() => arange(0, 2, 0.5, 'int32')).toThrow('arange: the step 0.5 is not an integer');
    expect(() => arange(0.5, 2, 1, 'int32')).toThrow(
      'arange(): the value at index [0] is 0.5, which int32 cannot represent exactly',
    );
    expect(() => arange(0, 2 ** 60, 2 ** 58, 'int64')).toThrow('beyond ±2^53');
    expect(arange(0.5, 1, 1, 'float16').toArray()).toEqual([0.5]);
    expect(arange(10, 0, -3, 'int8').toArray()).toEqual([10, 7, 4, 1]);
    expect(arange(0, 1, 0.25, 'bfloat16').toArray()).toEqual([0, 0.25, 0.5, 0.75]);
    expect(arange(3, 'complex64').toArray()).toEqual([
      { re: 0, im: 0 },
      { re: 1, im: 0 },
      { re: 2, im: 0 },
    ]);
    expect(arange(2, 'bool').toArray()).toEqual([false, true]);
    expect(() => arange(3, 'bool')).toThrow('arange(): the value at index [2] is 2, out of range for bool');
    expect(arange(0.1, 0.35, 0.1, 'float64').toArray()).toEqual([0.1, 0.2, 0.30000000000000004]);
    // Across chunk boundaries (65536 elements per chunk): every value in place.
    const long = arange(200_000, 'int32');
    const values = long.toTypedArray();
    expect(values.every((value, index) => value === index)).toBe(true);
    expect(arange(1, 200_001, 1, 'float16').toTypedArray().length).toBe(200_000);
  });

  it('full checks its value even for an empty array, as NumPy and JAX do', () => {
    expect(() => full([0], 300, 'uint8')).toThrow(
      new RangeError(
        'full(): the fill value is 300, out of range for uint8 (0 to 255); use astype() to cast on purpose.',
      ),
    );
    expect(() => full([0, 3], { re: 1, im: 1 }, 'float32')).toThrow('full(): the fill value is complex');
    expect(() => full([], 'x' as never, 'int8')).toThrow("full(): the fill value is 'x'");
    expect(full([0], 255, 'uint8').shape).toEqual([0]);
    expect(full([2, 2], -0.5, 'float16').toArray()).toEqual([
      [-0.5, -0.5],
      [-0.5, -0.5],
    ]);
  });
});

describe('clear errors', () => {
  it('shapes name the bad axis and its value (NaN, not null)', () => {
    expect(() => zeros([NaN])).toThrow(
      new TypeError('zeros: a shape is an array of non-negative integers, got [NaN]: axis 0 is NaN.'),
    );
    expect(() => ones([2, -1])).toThrow(
      'ones: a shape is an array of non-negative integers, got [2, -1]: axis 1 is -1.',
    );
    expect(() => full([1.5], 1)).toThrow('axis 0 is 1.5');
    expect(() => zeros(new Array(65).fill(1))).toThrow(new RangeError('zeros: a shape has at most 64 axes, got 65.'));
  });

  it('bad operands name the operation, the position, the value and what is accepted', () => {
    const u8 = array([1, 2], 'uint8');
    const accepted =
      'an operand is an NDArray or a JavaScript scalar: a number, bigint, boolean or { re, im } complex value';
    expect(() => add(u8, null as never)).toThrow(new TypeError(`add: the second operand is null; ${accepted}.`));
    expect(() => add(undefined as never, u8)).toThrow(
      new TypeError(`add: the first operand is undefined; ${accepted}.`),
    );
    expect(() => add(u8, [1, 2] as never)).toThrow(
      `add: the second operand is the list [1, 2]; ${accepted}; make an NDArray of it first with array().`,
    );
    expect(() => add(u8, { re: 1 } as never)).toThrow(
      `add: the second operand is {"re":1}; ${accepted}; a complex scalar needs both re and im, as numbers.`,
    );
    expect(() => add(u8, '3' as never)).toThrow(
      `add: the second operand is the string '3'; ${accepted}; strings are not converted, pass the number 3.`,
    );
    expect(() => u8.multiply('int32' as never)).toThrow("multiply: the second operand is the string 'int32'");
    expect(() => sqrt(Symbol('x') as never)).toThrow(`sqrt: the operand is Symbol(x); ${accepted}.`);
    expect(() => withPolicy('numpy').subtract(u8, null as never)).toThrow('subtract: the second operand is null');
    const gone = array([1], 'int16');
    gone.dispose();
    expect(() => negative(gone)).toThrow(
      'negative: the operand: This int16 array of shape [1] was disposed; it can no longer be used.',
    );
    expect(() => add(u8, gone)).toThrow('add: the second operand: This int16 array of shape [1] was disposed');
    expect(add(u8, 1).toArray()).toEqual([2, 3]);
  });

  it('arrays from a second copy of the package are named as such', async () => {
    const secondCopy = fileURLToPath(new URL('../dist/src/index.js', import.meta.url));
    const other = (await import(/* @vite-ignore */ secondCopy)) as Library;
    const foreign = other.array([1, 2], 'uint8');
    expect(foreign).not.toBeInstanceOf(NDArray);
    const u8 = array([1, 2], 'uint8');
    expect(() => add(u8, foreign as never)).toThrow(
      'add: the second operand is an NDArray (uint8, shape [2]) from another copy of dtype-lattice; an operand is an NDArray or a JavaScript scalar: a number, bigint, boolean or { re, im } complex value; an array works only with the copy of the package that made it: load one copy, or copy it over with array(x.toArray(), x.dtype).',
    );
    expect(add(u8, array(foreign.toArray(), foreign.dtype)).toArray()).toEqual([2, 4]);
  });

  it('a complex value into a real dtype says so', () => {
    expect(() => array([{ re: 1, im: 2 }], 'int32')).toThrow(
      new TypeError(
        'array(): the value at index [0] is complex {"re":1,"im":2}, but int32 is real; make a complex array and use astype() to drop the imaginary part on purpose.',
      ),
    );
    expect(() => full([1], { re: 0, im: 0 }, 'bool')).toThrow(
      'full(): the fill value is complex {"re":0,"im":0}, but bool is real',
    );
  });

  it('deep nesting is a RangeError, not a stack overflow (also for a list that contains itself)', () => {
    let deep: unknown = [1];
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(() => array(deep as never)).toThrow(
      new RangeError('array(): the values are nested more than 64 lists deep; an array has at most 64 axes.'),
    );
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(() => array(cycle as never)).toThrow('nested more than 64 lists deep');
    let sixtyFour: unknown = [7];
    for (let level = 1; level < 64; level += 1) sixtyFour = [sixtyFour];
    expect(array(sixtyFour as never).ndim).toBe(64);
  });

  it('exhausted memory says how much undisposed arrays hold and what to do', () => {
    const held = [zeros([1000], 'float64'), zeros([24], 'uint8')];
    const { bytes, arrays } = undisposed();
    expect(bytes).toBeGreaterThanOrEqual(8024);
    let message = '';
    try {
      zeros([2 ** 32 - 64], 'uint8'); // under the 4 GiB limit, but memory cannot grow that far
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      `zeros: Out of WebAssembly memory: a uint8 array of shape [4294967232] needs 4294967232 bytes. ${arrays} undisposed arrays hold ${bytes} bytes; ` +
        'arrays that are garbage are freed only after the engine collects them, between tasks, so loops that never dispose run out. ' +
        'Dispose arrays you no longer need (dispose() or using), or run the loop body in scope(); the library keeps working.',
    );
    for (const block of held) block.dispose();
    expect(undisposed().bytes).toBe(bytes - 8024);
  });
});

describe('scope() and keep()', () => {
  it('disposes what the function made, except what it returns or keeps', () => {
    const input = array([1, 2, 3], 'float32');
    let temporary!: NDArray;
    let kept!: NDArray;
    const result = scope(() => {
      temporary = multiply(input, 2);
      kept = keep(add(input, 10));
      return subtract(temporary, 1);
    });
    expect(temporary.disposed).toBe(true);
    expect(input.disposed).toBe(false);
    expect(kept.toArray()).toEqual([11, 12, 13]);
    expect(result.toArray()).toEqual([1, 3, 5]);
  });

  it('keeps arrays inside returned lists and plain objects; nested scopes hand results outward', () => {
    const input = array([4, 9], 'float64');
    let inner!: NDArray<'float64'>;
    let innerTemporary!: NDArray<'float64'>;
    const { roots, pair } = scope(() => {
      inner = scope(() => {
        innerTemporary = add(input, 0);
        return sqrt(innerTemporary);
      });
      expect(innerTemporary.disposed).toBe(true);
      expect(inner.disposed).toBe(false);
      return { roots: inner, pair: [negative(inner), 'label'] as const, other: 1 };
    });
    expect(roots.toArray()).toEqual([2, 3]);
    expect((pair[0] as NDArray).toArray()).toEqual([-2, -3]);
    // inner was returned by the inner scope into the outer one, which returned it: still alive.
    const outer = scope(() => {
      scope(() => inner); // returned by an inner scope, but not by this one
      return 1;
    });
    expect(outer).toBe(1);
    expect(inner.disposed).toBe(false); // made outside both scopes: not theirs
  });

  it('disposes everything when the function throws, and rejects a non-function', () => {
    const before = usedHeapBytes();
    let made!: NDArray;
    expect(() =>
      scope(() => {
        made = zeros([100]);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(made.disposed).toBe(true);
    expect(usedHeapBytes()).toBe(before);
    expect(() => scope(3 as never)).toThrow(new TypeError('scope: expects a function to run, got 3.'));
  });

  it('works with async functions: disposes when the promise settles', async () => {
    const input = array([1, 2], 'int32');
    let temporary!: NDArray;
    const result = await scope(async () => {
      temporary = add(input, 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(temporary.disposed).toBe(false);
      return multiply(temporary, 3);
    });
    expect(temporary.disposed).toBe(true);
    expect(result.toArray()).toEqual([6, 9]);
    let failed!: NDArray;
    await expect(
      scope(async () => {
        failed = zeros([3]);
        await null;
        throw new RangeError('later');
      }),
    ).rejects.toThrow('later');
    expect(failed.disposed).toBe(true);
  });

  // From ndarray.test.ts (the unit tier): a million calls, each result disposed, no scope().
  it('holds memory flat over a million disposed operations', () => {
    const values = array([1, 2, 3, 4], 'float32');
    const run = (count: number) => {
      for (let index = 0; index < count; index += 1) add(values, index).dispose();
    };
    run(10_000);
    const before = memory().buffer.byteLength;
    run(1_000_000);
    expect(memory().buffer.byteLength).toBe(before);
  }, 60_000);

  it('holds the heap flat over a 10⁶-operation synchronous loop', () => {
    const values = array(
      Array.from({ length: 1000 }, (_, index) => index),
      'float64',
    );
    let state: NDArray<'float64'> = zeros([1000], 'float64');
    const step = () => {
      const next = scope(() => add(multiply(state, 0.5), values));
      state.dispose();
      state = next;
    };
    for (let round = 0; round < 1000; round += 1) step();
    const size = heapSize();
    const used = usedHeapBytes();
    for (let round = 0; round < 500_000; round += 1) step(); // two operations each
    expect(heapSize()).toBe(size);
    expect(usedHeapBytes()).toBe(used);
    expect(state.toTypedArray()[2]).toBeCloseTo(4, 10);
  }, 300_000);

  it('holds the heap flat over a 10⁶-operation async loop', async () => {
    const values = array(
      Array.from({ length: 1000 }, (_, index) => index),
      'float64',
    );
    let state: NDArray<'float64'> = zeros([1000], 'float64');
    const step = async () => {
      const next = await scope(async () => {
        const half = multiply(state, 0.5);
        await null;
        return add(half, values);
      });
      state.dispose();
      state = next;
    };
    for (let round = 0; round < 1000; round += 1) await step();
    const size = heapSize();
    const used = usedHeapBytes();
    for (let round = 0; round < 500_000; round += 1) await step();
    expect(heapSize()).toBe(size);
    expect(usedHeapBytes()).toBe(used);
    expect(state.toTypedArray()[2]).toBeCloseTo(4, 10);
  }, 300_000);
});

describe('arrays nobody disposes', () => {
  it('an async loop that forgets its results stays bounded without forced garbage collection', async () => {
    const values = array(
      Array.from({ length: 1000 }, (_, index) => index),
      'float64',
    );
    for (let index = 0; index < 600_000; index += 1) {
      add(values, values); // 8000 bytes, never disposed: 4.8 GB over the loop
      if (index % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    // Without the ArrayBuffers standing for the wasm bytes (src/memory/memory.ts) this reached 768 MiB,
    // and in bench/memory.mjs 1.4 GiB after 2·10⁶ operations; with them 128 MiB.
    expect(heapSize()).toBeLessThan(384 * 1024 * 1024);
  }, 300_000);
});

describe('out of memory inside an operation', () => {
  it('names the operation', () => {
    const column = zeros([2 ** 16, 1], 'float64');
    const row = zeros([1, 2 ** 16], 'float64');
    // The broadcast result has 2^32 float64 elements: 32 GiB.
    expect(() => add(column, row)).toThrow(
      'add: Out of WebAssembly memory: a float64 array of shape [65536, 65536] needs 34359738368 bytes. That is more than WebAssembly memory can hold (4 GiB, 4294967296 bytes).',
    );
    const before = usedHeapBytes();
    expect(() => scope(() => column.astype('complex128').reshape([1, -1]).multiply(column))).toThrow(
      'multiply: Out of WebAssembly memory: a complex128 array of shape [65536, 65536]',
    );
    expect(usedHeapBytes()).toBe(before); // the scope disposed the intermediate arrays
    column.dispose();
    row.dispose();
  });
});
