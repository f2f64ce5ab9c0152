// Exhausting WebAssembly memory: the memory grows to its 4 GiB limit and never shrinks, so this test
// has a file (a worker, a memory) of its own; in a file with other tests, the heap-size checks that
// follow it would read a memory of 4 GiB (it was in ndarray.test.ts, then in hardening.test.ts).
import { describe, expect, it } from 'vitest';
import { type NDArray, add, array, zeros } from '../src/index.js';

describe('exhausted memory', () => {
  it('exhausted memory is a RangeError naming the request; later operations still work', () => {
    expect(() => zeros([2 ** 31], 'float64')).toThrow(
      'Out of WebAssembly memory: a float64 array of shape [2147483648] needs 17179869184 bytes.',
    );
    const held: NDArray[] = [];
    let failure: unknown;
    try {
      // Fill memory in large blocks until it runs out.
      for (;;) held.push(zeros([256 * 1024 * 1024], 'uint8'));
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(RangeError);
    expect(String((failure as Error).message)).toMatch(
      /Out of WebAssembly memory: a uint8 array of shape \[268435456\]/,
    );
    for (const block of held) block.dispose();
    expect(add(array([1, 2], 'int8'), 1).toArray()).toEqual([2, 3]);
    expect(zeros([1024 * 1024], 'float64').size).toBe(1024 * 1024);
  }, 60_000);
});
