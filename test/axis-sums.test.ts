// Reductions along a middle axis with few elements a row ([N, 2] points, [H·W, 3] pixels) keep the
// row's running values in registers (asm/reduce.ts narrowAxis), and float sums along a long axis
// run their pairwise halves in one kernel call (pairwiseAxis): the same order of operations as the
// loop and the executor's recursion before them. Checked here against that order written out in
// JavaScript (Math.fround after each float32 addition), bit for bit. (Rows of one element are
// contiguous rows, summed by the rows kernel in SIMD lanes: not this order.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import { PAIRWISE_ROWS } from '../src/execute/reductions.js';

type Any = ReturnType<typeof np.array>;

/** The sum along axis 1 of [outer, length, inner] values: rows in order, long runs as halves added. */
function pairwiseReference(
  values: readonly number[],
  outer: number,
  length: number,
  inner: number,
  round: (value: number) => number,
): number[] {
  const sum = (o: number, from: number, rows: number): number[] => {
    if (rows <= PAIRWISE_ROWS) {
      const acc = values.slice((o * length + from) * inner, (o * length + from + 1) * inner);
      for (let r = 1; r < rows; r += 1)
        for (let k = 0; k < inner; k += 1) acc[k] = round(acc[k]! + values[(o * length + from + r) * inner + k]!);
      return acc;
    }
    const half = rows >> 1;
    const first = sum(o, from, half);
    const second = sum(o, from + half, rows - half);
    return first.map((value, k) => round(value + second[k]!));
  };
  const out: number[] = [];
  for (let o = 0; o < outer; o += 1) out.push(...sum(o, 0, length));
  return out;
}

const bitsOf = (values: readonly number[], dtype: 'float32' | 'float64') =>
  Array.from(
    dtype === 'float32'
      ? new Uint32Array(Float32Array.from(values).buffer)
      : new BigUint64Array(Float64Array.from(values).buffer),
    String,
  );

describe('sums along a middle axis', () => {
  it('add rows in order, and long runs as pairwise halves, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('float32' as const, 'float64' as const),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 2, max: 21 }),
        fc.integer(),
        (dtype, outer, length, inner, seed) => {
          const round = dtype === 'float32' ? Math.fround : (value: number) => value;
          const values = Array.from({ length: outer * length * inner }, (_, index) =>
            round(Math.sin(seed + index * 12.9898) * 1e3),
          );
          const x = np.array(values, dtype).reshape([outer, length, inner]) as Any;
          const total = np.sum(x, { axis: 1 }) as Any;
          try {
            const expected = pairwiseReference(values, outer, length, inner, round);
            expect(bitsOf(total.toArray().flat(2) as number[], dtype)).toEqual(bitsOf(expected, dtype));
          } finally {
            total.dispose();
            x.dispose();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('of complex64 run on real and imaginary parts alike', () => {
    const length = 300;
    const re = Array.from({ length: length * 3 }, (_, index) => Math.fround(Math.cos(index) * 100));
    const im = Array.from({ length: length * 3 }, (_, index) => Math.fround(Math.sin(index * 3) * 100));
    const z = np.add(
      np.array(re, 'float32'),
      np.multiply(np.array(im, 'float32'), np.array({ re: 0, im: 1 }, 'complex64')),
    );
    const total = np.sum(z.reshape([length, 3]), { axis: 0 });
    const expectRe = pairwiseReference(re, 1, length, 3, Math.fround);
    const expectIm = pairwiseReference(im, 1, length, 3, Math.fround);
    expect(np.real(total).toArray()).toEqual(expectRe);
    expect(np.imag(total).toArray()).toEqual(expectIm);
  });

  it('take max, min and prod of few columns, NaN kept', () => {
    const x = np.array([3, -2, 0.5, Number.NaN, 2, 5, -1, 8, 7, 6, 1, 4], 'float32').reshape([4, 3]);
    expect(np.max(x, { axis: 0 }).toArray()).toEqual([Number.NaN, 8, 7]);
    expect(np.min(x, { axis: 0 }).toArray()).toEqual([Number.NaN, -2, 0.5]);
    expect(np.prod(x, { axis: 0 }).toArray()).toEqual([Number.NaN, -32, 70]);
    const y = np.array([5, 1, 9, 2, 7, 3], 'int16').reshape([3, 2]);
    expect(np.max(y, { axis: 0 }).toArray()).toEqual([9, 3]);
    expect(np.min(y, { axis: 0 }).toArray()).toEqual([5, 1]);
  });
});
