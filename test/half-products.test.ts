// float16 multiply and divide take a scaled-form fast path (asm/arithmetic.ts scaledProductPart):
// their results must equal the exact product / quotient rounded once, for random bit patterns
// (specials, subnormals, overflow and underflow included), as float64 then cast gives them.
import { describe, expect, it } from 'vitest';
import { divide, multiply, zeros, type NDArray } from '../src/index.js';
import { storage } from '../src/ndarray.js';
import { memory } from '../src/wasm/instance.js';

describe('float16 multiply and divide round once', () => {
  it('matches float64 arithmetic rounded to float16 on 2^18 random pairs', () => {
    const count = 1 << 18;
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
    const left = zeros([count], 'float16');
    const right = zeros([count], 'float16');
    const leftBits = new Uint16Array(memory().buffer, left[storage].pointer, count);
    for (let index = 0; index < count; index += 1) leftBits[index] = random();
    // Half the left operands have small exponents, so products underflow into subnormals.
    for (let index = 0; index < count / 2; index += 1) leftBits[index] = (leftBits[index]! & 0x83ff) | ((random() % 12) << 10);
    const rightBits = new Uint16Array(memory().buffer, right[storage].pointer, count);
    for (let index = 0; index < count; index += 1) rightBits[index] = random();
    const operations: ((left: NDArray, right: NDArray) => NDArray)[] = [multiply as never, divide as never];
    for (const operation of operations) {
      const got = operation(left, right).toTypedArray() as Uint16Array;
      const wide = operation(left.astype('float64'), right.astype('float64'));
      const expected = wide.astype('float16').toTypedArray() as Uint16Array;
      const isNaN = (bits: number) => (bits & 0x7c00) === 0x7c00 && (bits & 0x3ff) !== 0;
      let wrong = 0;
      for (let index = 0; index < count; index += 1) {
        if (got[index] !== expected[index] && !(isNaN(got[index]!) && isNaN(expected[index]!))) wrong += 1;
      }
      expect(wrong).toBe(0);
    }
  });
});
