// sum(x) of bool and 8- to 32-bit integers (into int64 / uint64) and of float16 (in float32) runs one fused kernel
// (asm/sums.ts) instead of casting the array first: the totals must be those of the cast arrays,
// bit for bit (float16: the same pairwise float32 sum, rounded once), at every size's tail.
import { describe, expect, it } from 'vitest';
import { array, full, sum } from '../src/x64.js';

const SIZES = [1, 3, 7, 8, 15, 17, 31, 2047, 2048, 2049, 4099, 70001];

function values(count: number, seed: number, make: (state: number) => number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => make((state = (Math.imul(state, 1103515245) + 12345) >>> 0)));
}

describe('fused whole-array sums', () => {
  it.each(SIZES)('int32 and uint32 at n=%i equal the 64-bit sum of the cast array', (count) => {
    const signed = array(
      values(count, count, (state) => state | 0),
      'int32',
    );
    const unsigned = array(
      values(count, count + 1, (state) => state),
      'uint32',
    );
    const got = sum(signed);
    expect(got.dtype).toBe('int64');
    expect(got.toArray()).toBe(sum(signed.astype('int64')).toArray());
    const gotUnsigned = sum(unsigned);
    expect(gotUnsigned.dtype).toBe('uint64');
    expect(gotUnsigned.toArray()).toBe(sum(unsigned.astype('uint64')).toArray());
  });

  it.each(SIZES)('bool, int8, uint8, int16 and uint16 at n=%i equal the 64-bit sum of the cast array', (count) => {
    const cases: [string, number[], 'int64' | 'uint64'][] = [
      ['bool', values(count, count + 3, (state) => (state >>> 9) & 1), 'int64'],
      ['int8', values(count, count + 4, (state) => ((state >>> 8) & 255) - 128), 'int64'],
      ['uint8', values(count, count + 5, (state) => (state >>> 8) & 255), 'uint64'],
      ['int16', values(count, count + 6, (state) => ((state >>> 8) & 65535) - 32768), 'int64'],
      ['uint16', values(count, count + 7, (state) => (state >>> 8) & 65535), 'uint64'],
    ];
    for (const [dtype, data, wide] of cases) {
      const x = array(dtype === 'bool' ? data.map(Boolean) : data, dtype as 'int8');
      const got = sum(x);
      expect(got.dtype, dtype).toBe(wide);
      expect(got.toArray(), dtype).toBe(sum(x.astype(wide)).toArray());
      x.dispose();
      got.dispose();
    }
  });

  it('8- and 16-bit lanes at their extremes, past the chunks where the i32 lanes are folded', () => {
    // int16/uint16 fold every 2^18 elements, int8/uint8 every 2^25: sizes beyond both, all at the
    // extreme value, would overflow an unfolded 32-bit lane.
    for (const [dtype, value, count] of [
      ['int16', -32768, 2 ** 18 * 3 + 5],
      ['uint16', 65535, 2 ** 18 * 3 + 5],
      ['int8', -128, 2 ** 25 + 77],
      ['uint8', 255, 2 ** 25 + 77],
    ] as const) {
      const x = full([count], value, dtype);
      const total = sum(x);
      expect(total.toArray(), dtype).toBe(BigInt(value) * BigInt(count));
      x.dispose();
      total.dispose();
    }
  });

  it.each(SIZES)('float16 at n=%i equals the float32 sum rounded once', (count) => {
    const x = array(
      values(count, count + 2, (state) => ((state >>> 8) % 4001) / 1000 - 2),
      'float16',
    );
    const got = sum(x);
    expect(got.dtype).toBe('float16');
    const expected = sum(x.astype('float32')).astype('float16');
    expect(Object.is(got.toArray(), expected.toArray())).toBe(true);
  });

  it('float16 keeps NaN, overflows to inf, and views take the general path', () => {
    expect(sum(array([1, Number.NaN, 2], 'float16')).toArray()).toBeNaN();
    expect(
      sum(
        array(
          values(40, 1, () => 60000),
          'float16',
        ),
      ).toArray(),
    ).toBe(Infinity);
    // inf or NaN inside a block of 16 in the second pairwise block: that block decodes them.
    const big = values(5000, 9, (state) => ((state >>> 8) % 201) / 100 - 1);
    big[3001] = Infinity;
    expect(sum(array(big, 'float16')).toArray()).toBe(Infinity);
    big[17] = -Infinity;
    expect(sum(array(big, 'float16')).toArray()).toBeNaN();
    big[17] = Number.NaN;
    big[3001] = 0;
    expect(sum(array(big, 'float16')).toArray()).toBeNaN();
    const matrix = array(
      values(64, 5, (state) => state % 1000),
      'int32',
    ).reshape([8, 8]);
    expect(sum(matrix.transpose()).toArray()).toBe(sum(matrix.astype('int64')).toArray());
  });
});
