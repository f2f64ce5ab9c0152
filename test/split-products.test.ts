// The products' executor (src/execute/products.ts) over a range of result rows, counted through the
// batch: the range cut into random pieces writes the bytes the whole range does, for every kernel
// dtype family, batched and broadcast batches, transposed operands, vectors and empty contractions.
// This is where threads will split a product.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runNorms } from '../src/execute/norms.js';
import { productRowCount, runProductRows, type ProductCall } from '../src/execute/products.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { productKernel } from '../src/kernels/products.js';
import { itemSize, type DType } from '../src/lattice/dtypes.js';
import { rowMajorStrides } from '../src/shape/strides.js';

/** Kernel operand dtypes with the bytes of their result (C) elements. */
const KERNELS: readonly (readonly [DType, number])[] = [
  ['float32', 4],
  ['float64', 8],
  ['bfloat16', 4],
  ['float16', 4],
  ['int8', 4],
  ['int16', 4],
  ['int32', 4],
  ['int64', 8],
  ['complex64', 8],
  ['complex128', 16],
];

/** `count` random elements of `dtype` written at a fresh block: finite values for floats (patterns for 16-bit ones). */
function fill(dtype: DType, count: number, seed: number): number {
  const bytes = Math.max(16, count * itemSize(dtype));
  const pointer = allocBytes(bytes);
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  const buffer = memory().buffer;
  if (dtype === 'float32' || dtype === 'complex64') {
    const view = new Float32Array(buffer, pointer, bytes / 4);
    for (let index = 0; index < view.length; index += 1) view[index] = next() / 2 ** 31 - 1;
  } else if (dtype === 'float64' || dtype === 'complex128') {
    const view = new Float64Array(buffer, pointer, bytes / 8);
    for (let index = 0; index < view.length; index += 1) view[index] = next() / 2 ** 31 - 1 + next() / 2 ** 60;
  } else if (dtype === 'bfloat16' || dtype === 'float16') {
    // Sign, a small exponent range and any mantissa: finite values of either format.
    const view = new Uint16Array(buffer, pointer, bytes / 2);
    const base = dtype === 'bfloat16' ? 0x3c00 : 0x3000;
    for (let index = 0; index < view.length; index += 1) view[index] = (next() & 0x8000) | (base + (next() & 0x7ff));
  } else {
    const view = new Uint8Array(buffer, pointer, bytes);
    for (let index = 0; index < view.length; index += 1) view[index] = next() & 0xff;
  }
  return pointer;
}

interface Case {
  kernel: number;
  batch: { size: number; broadcastA: boolean; broadcastB: boolean }[];
  rows: number;
  cols: number;
  depth: number;
  transposeA: boolean;
  transposeB: boolean;
  vectorA: boolean;
  vectorB: boolean;
  cuts: number[];
  seed: number;
}

const cases: fc.Arbitrary<Case> = fc.record({
  kernel: fc.integer({ min: 0, max: KERNELS.length - 1 }),
  batch: fc.array(
    fc.record({ size: fc.integer({ min: 1, max: 3 }), broadcastA: fc.boolean(), broadcastB: fc.boolean() }),
    { maxLength: 2 },
  ),
  rows: fc.integer({ min: 1, max: 13 }),
  cols: fc.integer({ min: 1, max: 19 }),
  depth: fc.integer({ min: 0, max: 300 }),
  transposeA: fc.boolean(),
  transposeB: fc.boolean(),
  vectorA: fc.boolean(),
  vectorB: fc.boolean(),
  cuts: fc.array(fc.nat(), { maxLength: 6 }),
  seed: fc.nat(),
});

/** Strides along the batch for an operand holding `matrix` elements a batch element (0 where it broadcasts). */
function batchStrides(batch: Case['batch'], broadcast: (axis: Case['batch'][number]) => boolean, matrix: number) {
  const own = batch.map((axis) => (broadcast(axis) ? 1 : axis.size));
  const strides = rowMajorStrides(own).map((stride) => stride * matrix);
  return {
    strides: batch.map((axis, index) => (broadcast(axis) ? 0 : strides[index]!)),
    count: own.reduce((product, size) => product * size, 1),
  };
}

function run(test: Case): void {
  const [dtype, resultBytes] = KERNELS[test.kernel]!;
  const rows = test.vectorA ? 1 : test.rows;
  const cols = test.vectorB ? 1 : test.cols;
  const { depth } = test;
  const batchA = batchStrides(test.batch, (axis) => axis.broadcastA, rows * depth);
  const batchB = batchStrides(test.batch, (axis) => axis.broadcastB, depth * cols);
  const a = fill(dtype, batchA.count * rows * depth, test.seed);
  const b = fill(dtype, batchB.count * depth * cols, test.seed + 7);
  const call: ProductCall = {
    kernel: productKernel(dtype),
    operandBytes: itemSize(dtype),
    resultBytes,
    a,
    // A vector operand is one row (or column) read with stride 0, as the contraction hands it.
    aRow: test.vectorA ? 0 : test.transposeA ? 1 : depth,
    aCol: test.transposeA ? rows : 1,
    b,
    bRow: test.transposeB ? 1 : cols,
    bCol: test.vectorB ? 0 : test.transposeB ? depth : 1,
    c: 0,
    rows,
    cols,
    depth,
    batchShape: test.batch.map((axis) => axis.size),
    batchStrides: [batchA.strides, batchB.strides],
  };
  const total = productRowCount(call);
  const bytes = total * cols * resultBytes;
  const whole = allocBytes(bytes);
  const pieces = allocBytes(bytes);
  try {
    new Uint8Array(memory().buffer, whole, bytes).fill(0xab);
    new Uint8Array(memory().buffer, pieces, bytes).fill(0xcd);
    expect(runProductRows({ ...call, c: whole }, 0, total)).toBe(0);
    const bounds = [0, ...test.cuts.map((cut) => cut % (total + 1)), total].sort((x, y) => x - y);
    for (let index = 0; index + 1 < bounds.length; index += 1)
      expect(runProductRows({ ...call, c: pieces }, bounds[index]!, bounds[index + 1]!)).toBe(0);
    const first = new Uint8Array(memory().buffer, whole, bytes);
    const second = new Uint8Array(memory().buffer, pieces, bytes);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  } finally {
    freeBytes(pieces);
    freeBytes(whole);
    freeBytes(b);
    freeBytes(a);
  }
}

describe('products executor over ranges of rows', () => {
  it('gives the same bytes however the range is cut (every kernel dtype, batches, broadcasts, vectors)', () => {
    fc.assert(
      fc.property(cases, (test) => run(test)),
      { numRuns: 300 },
    );
  });

  it('cuts inside and across batch elements of a broadcast batch', () => {
    for (const [index] of KERNELS.entries()) {
      run({
        kernel: index,
        batch: [
          { size: 3, broadcastA: false, broadcastB: true },
          { size: 2, broadcastA: true, broadcastB: false },
        ],
        rows: 7,
        cols: 11,
        depth: 260,
        transposeA: index % 2 === 0,
        transposeB: index % 3 === 0,
        vectorA: false,
        vectorB: false,
        cuts: [1, 5, 8, 20, 33],
        seed: index + 1,
      });
    }
  });
});

describe('norms executor over ranges of results', () => {
  it('gives the same bytes however the range is cut (vector and matrix norms, real and complex)', () => {
    const ords = [2, 1, 0, 3, 0.5, Infinity, -Infinity] as const;
    const matrixOrds = ['fro', 1, -1, Infinity, -Infinity] as const;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.nat(),
        (shape, complex, matrixWanted, ordPick, cuts, seed) => {
          const matrix = matrixWanted && shape.length >= 2;
          const axes = matrix ? [shape.length - 1, 0] : [shape.length - 1];
          const kept = shape.map((_, axis) => axis).filter((axis) => !axes.includes(axis));
          const strides = rowMajorStrides(shape);
          const size = shape.reduce((product, each) => product * each, 1);
          const count = kept.reduce((product, axis) => product * shape[axis]!, 1);
          const values = fill(complex ? 'complex128' : 'float64', size, seed);
          const whole = allocBytes(Math.max(16, count * 8));
          const pieces = allocBytes(Math.max(16, count * 8));
          try {
            const call = {
              values,
              complex,
              size,
              keptShape: kept.map((axis) => shape[axis]!),
              keptStrides: kept.map((axis) => strides[axis]!),
              reducedShape: axes.map((axis) => shape[axis]!),
              reducedStrides: axes.map((axis) => strides[axis]!),
              matrix,
              ord: matrix ? matrixOrds[ordPick % matrixOrds.length]! : ords[ordPick % ords.length]!,
            };
            runNorms({ ...call, out: whole }, 0, count);
            const bounds = [0, ...cuts.map((cut) => cut % (count + 1)), count].sort((x, y) => x - y);
            for (let index = 0; index + 1 < bounds.length; index += 1)
              runNorms({ ...call, out: pieces }, bounds[index]!, bounds[index + 1]!);
            const first = new Uint8Array(memory().buffer, whole, count * 8);
            const second = new Uint8Array(memory().buffer, pieces, count * 8);
            expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
          } finally {
            freeBytes(pieces);
            freeBytes(whole);
            freeBytes(values);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
