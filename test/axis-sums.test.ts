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
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { itemSize } from '../src/lattice/dtypes.js';
import { rowsPlan } from '../src/plan/reductions.js';

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

/**
 * A float32 row's sum as asm/reduce.ts's leaf32 adds it (rows up to 2,048): four accumulators of
 * four lanes over blocks of 16, the tail's whole vectors into the second, its last values into a
 * lane each, then ((a0 + a1) + (a2 + a3)) + tail lane by lane, and the lanes (l0 + l1) + (l2 + l3).
 */
function leafSum32(row: readonly number[]): number {
  // An axis of one element is not reduced: the element is copied (−0 stays).
  if (row.length === 1) return row[0]!;
  const f = Math.fround;
  const acc = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  const blocks = row.length & ~15;
  for (let at = 0; at < blocks; at += 16)
    for (let v = 0; v < 4; v += 1) for (let j = 0; j < 4; j += 1) acc[v]![j] = f(acc[v]![j]! + row[at + 4 * v + j]!);
  let at = blocks;
  for (; at + 4 <= row.length; at += 4) for (let j = 0; j < 4; j += 1) acc[1]![j] = f(acc[1]![j]! + row[at + j]!);
  const tail = [0, 1, 2, 3].map((j) => (at + j < row.length && j < 3 ? row[at + j]! : 0));
  const lanes = [0, 1, 2, 3].map((j) => f(f(f(acc[0]![j]! + acc[1]![j]!) + f(acc[2]![j]! + acc[3]![j]!)) + tail[j]!));
  return f(f(lanes[0]! + lanes[1]!) + f(lanes[2]! + lanes[3]!));
}

/**
 * A float64 row's sum as leaf64 adds it: four accumulators of two lanes over blocks of 8, the tail's
 * pairs into the second, an odd last value into lane 0, ((a0 + a1) + (a2 + a3)) + tail, then l0 + l1.
 */
function leafSum64(row: readonly number[]): number {
  if (row.length === 1) return row[0]!;
  const acc = [0, 1, 2, 3].map(() => [0, 0]);
  const blocks = row.length & ~7;
  for (let at = 0; at < blocks; at += 8)
    for (let v = 0; v < 4; v += 1) for (let j = 0; j < 2; j += 1) acc[v]![j] = acc[v]![j]! + row[at + 2 * v + j]!;
  let at = blocks;
  for (; at + 2 <= row.length; at += 2) for (let j = 0; j < 2; j += 1) acc[1]![j] = acc[1]![j]! + row[at + j]!;
  const tail = [at < row.length ? row[at]! : 0, 0];
  const lanes = [0, 1].map((j) => acc[0]![j]! + acc[1]![j]! + (acc[2]![j]! + acc[3]![j]!) + tail[j]!);
  return lanes[0]! + lanes[1]!;
}

describe('sums of rows', () => {
  it('of length 0 read nothing: the rows kernel writes zeros over memory holding other values', () => {
    for (const dtype of ['float32', 'float64'] as const) {
      const bytes = itemSize(dtype);
      const block = allocBytes(8 * bytes);
      try {
        const view =
          dtype === 'float32'
            ? new Float32Array(memory().buffer, block, 8)
            : new Float64Array(memory().buffer, block, 8);
        view.fill(1.5);
        // Three rows of no elements, read at the block's start, written at its middle.
        rowsPlan('sum', dtype).rows(block, 0, 3, block + 4 * bytes);
        expect(Array.from(view.subarray(4, 7))).toEqual([0, 0, 0]);
        expect(view[7]).toBe(1.5);
      } finally {
        freeBytes(block);
      }
    }
  });

  it('of no elements are zeros (a row of length 0 reads nothing)', () => {
    for (const dtype of ['float32', 'float64'] as const) {
      // NaN left in the memory an empty array's block is taken from: a kernel reading it would say so.
      for (let round = 0; round < 20; round += 1) {
        np.full([64], Number.NaN, dtype).dispose();
        const empty = np.zeros([0], dtype);
        expect(np.sum(empty).item()).toBe(0);
        expect(np.nansum(empty).item()).toBe(0);
        expect(np.nanmean(empty).item()).toBeNaN();
        expect(np.sum(np.zeros([5, 0], dtype), { axis: 1 }).toArray()).toEqual([0, 0, 0, 0, 0]);
        empty.dispose();
      }
    }
  });

  // Rows shorter than the leaf's loop run a vector of rows at a time (asm/reduce.ts shortRowsSum).
  for (const [dtype, leafSum, longest] of [
    ['float32', leafSum32, 70],
    ['float64', leafSum64, 40],
  ] as const) {
    it(`of ${dtype}, short or long, as the leaf adds them, bit for bit (−0 too)`, () => {
      const round = dtype === 'float32' ? Math.fround : (value: number) => value;
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 300 }),
          fc.integer({ min: 1, max: longest }),
          fc.integer(),
          (rows, length, seed) => {
            const values = Array.from({ length: rows * length }, (_, index) =>
              (seed + index) % 11 === 0 ? -0 : round(Math.sin(seed + index * 78.233) * 1e4),
            );
            const x = np.array(values, dtype).reshape([rows, length]);
            const total = np.sum(x, { axis: 1 });
            try {
              const expected = Array.from({ length: rows }, (_, r) =>
                leafSum(values.slice(r * length, (r + 1) * length)),
              );
              expect(bitsOf(total.toArray() as number[], dtype)).toEqual(bitsOf(expected, dtype));
            } finally {
              total.dispose();
              x.dispose();
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  }
});

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
            expect(bitsOf((total.toArray() as unknown as number[][]).flat(), dtype)).toEqual(bitsOf(expected, dtype));
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
