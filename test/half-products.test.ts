// float16 multiply and divide take a scaled-form fast path (asm/arithmetic.ts scaledProductPart):
// their results must equal the exact product / quotient rounded once, for random bit patterns
// (specials, subnormals, overflow and underflow included), as float64 then cast gives them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { divide, multiply, zeros, type NDArray } from '../src/index.js';
import { storage } from '../src/array/ndarray.js';
import { memory } from '../src/kernels/heap.js';

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
    for (let index = 0; index < count / 2; index += 1)
      leftBits[index] = (leftBits[index]! & 0x83ff) | ((random() % 12) << 10);
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

  it('blocks without inf or NaN whose products fall below 2^-14 are multiplied exactly and rounded once', () => {
    // Finite halves only (the exponent field never all ones), mostly small exponents: most blocks of
    // 32 hold an f16-subnormal product and take the exact-product step; zeros, subnormal inputs,
    // both signs and overflowing products (large exponents) are among them.
    const count = 1 << 16;
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
    const finite = (exponents: number) => (random() & 0x83ff) | ((random() % exponents) << 10);
    const left = zeros([count], 'float16');
    const right = zeros([count], 'float16');
    const leftBits = new Uint16Array(memory().buffer, left[storage].pointer, count);
    const rightBits = new Uint16Array(memory().buffer, right[storage].pointer, count);
    for (let index = 0; index < count; index += 1) {
      const large = index % 97 === 0;
      leftBits[index] = index % 61 === 0 ? 0 : large ? finite(31) : finite(16);
      rightBits[index] = large ? finite(31) : finite(14);
    }
    const got = multiply(left, right).toTypedArray() as Uint16Array;
    const expected = multiply(left.astype('float64'), right.astype('float64'))
      .astype('float16')
      .toTypedArray() as Uint16Array;
    let wrong = 0;
    let subnormal = 0;
    for (let index = 0; index < count; index += 1) {
      if (got[index] !== expected[index]) wrong += 1;
      if ((expected[index]! & 0x7c00) === 0 && (expected[index]! & 0x3ff) !== 0) subnormal += 1;
    }
    expect(wrong).toBe(0);
    expect(subnormal).toBeGreaterThan(count / 4);
  });

  // NumPy's float16 results on finite pairs near ties, in the subnormal range and overflowing
  // (scripts/half_quotient_oracle.py): every block of 32 takes the scaled fast path or its fallback.
  it('matches NumPy on pairs near float16 ties (fixture)', () => {
    const fixture = JSON.parse(
      readFileSync(new URL('./fixtures/half-quotients.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const bits = (text: string) =>
      Uint16Array.from({ length: text.length / 4 }, (_, index) => parseInt(text.slice(4 * index, 4 * index + 4), 16));
    const leftBits = bits(fixture.left!);
    const rightBits = bits(fixture.right!);
    const halves = (values: Uint16Array) => {
      const result = zeros([values.length], 'float16');
      new Uint16Array(memory().buffer, result[storage].pointer, values.length).set(values);
      return result;
    };
    const cases: [string, (left: NDArray, right: NDArray) => NDArray][] = [
      ['multiply', multiply as never],
      ['divide', divide as never],
    ];
    for (const [name, operation] of cases) {
      const expected = bits(fixture[name]!);
      // Shifted by 0..31 elements so the pairs meet every position of a block of 32.
      for (const shift of [0, 7, 31]) {
        const left = halves(leftBits.subarray(shift));
        const right = halves(rightBits.subarray(shift));
        const got = operation(left, right).toTypedArray() as Uint16Array;
        const wrong: string[] = [];
        for (let index = 0; index < got.length; index += 1) {
          if (got[index] !== expected[index + shift])
            wrong.push(
              `${leftBits[index + shift]!.toString(16)} ${name} ${rightBits[index + shift]!.toString(16)}: ${got[index]!.toString(16)}`,
            );
        }
        expect(wrong.slice(0, 5)).toEqual([]);
      }
    }
  });
});
