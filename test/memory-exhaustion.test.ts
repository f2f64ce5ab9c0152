// Exhausting WebAssembly memory: the memory grows to its 4 GiB limit and never shrinks, so this test
// has a file (a worker, a memory) of its own; in a file with other tests, the heap-size checks that
// follow it would read a memory of 4 GiB (it was in ndarray.test.ts, then in hardening.test.ts).
import { describe, expect, it } from 'vitest';
import { type NDArray, add, array, random, std, variance, zeros } from '../src/x64.js';

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

  it('a scratch block that does not fit names the public function, with the words of an array that does not', () => {
    const k = random.key(0);
    const x = random.uniform(k, [2 ** 17]); // float64: var's squares need 1 MiB of scratch
    const held: NDArray[] = [];
    // Fill memory until not even 64 KiB is left in one piece.
    for (const size of [256 * 1024 * 1024, 16 * 1024 * 1024, 1024 * 1024, 64 * 1024]) {
      try {
        for (;;) held.push(zeros([size], 'uint8'));
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
      }
    }
    const scratch = (bytes: number) =>
      `Out of WebAssembly memory: a scratch block for the random bits needs ${bytes} bytes.`;
    const cases: [() => unknown, string][] = [
      // float64's normal (the x64 entry's default) is drawn straight into its result: the result is what does not fit.
      [
        () => random.normal(k, [2 ** 16]),
        'random.normal: Out of WebAssembly memory: a float64 array of shape [65536] needs 524288 bytes.',
      ],
      // float16's normal and randint are drawn by kernels straight into their results (no workspace
      // since they split across threads): the result is what does not fit.
      [
        () => random.normal(k, [2 ** 16], { dtype: 'float16' }),
        'random.normal: Out of WebAssembly memory: a float16 array of shape [65536] needs 131072 bytes.',
      ],
      [
        () => random.randint(k, [2 ** 16], 0, 10),
        'random.randint: Out of WebAssembly memory: an int64 array of shape [65536] needs 524288 bytes.',
      ],
      [() => random.split(k, 2 ** 16), `random.split: ${scratch(2 ** 19)}`],
      [() => random.permutation(k, 2 ** 16), `random.permutation: ${scratch(2 ** 18)}`],
      [() => random.foldIn(random.split(k, 1)[0]!, 3), 'random.foldIn: '], // fits: a 16-byte block
      [
        () => variance(x),
        'var: Out of WebAssembly memory: a scratch block for the squared deviations of 131072 float64 elements needs 1048576 bytes.',
      ],
      [() => std(x), 'std: Out of WebAssembly memory: a scratch block for the squared deviations'],
    ];
    for (const [run, start] of cases) {
      let message = 'no error';
      try {
        run();
        if (start.endsWith(': ')) message = start;
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        message = (error as Error).message;
      }
      expect(message.startsWith(start), message).toBe(true);
      expect(message).not.toMatch(/could not allocate/);
      if (message !== start)
        expect(message).toMatch(/undisposed arrays hold \d+ bytes; .* the library keeps working\.$/);
    }
    for (const block of held) block.dispose();
    expect(random.normal(k, [2], { dtype: 'float32' }).toArray()).toEqual([1.6226420402526855, 2.0252647399902344]);
    expect(variance(x).size).toBe(1);
    x.dispose();
  }, 60_000);
});
