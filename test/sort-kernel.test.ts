// The radix order of lines (asm/sort.ts, through orderAlong) against the JS order it replaced
// (orderLines over readKeys: the packed sort for lines of numbers, the comparators for the 64-bit,
// complex and 16-bit float keys): the same positions for every dtype the kernel orders, axis,
// direction and cut, with ties, -0 and +0, NaNs (complex: NumPy's NaN groups) and extremes, and the
// same on any thread count.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { argsort, array, frombuffer, scope, setThreads, sort } from '../src/index.js';
import {
  gatherElements,
  indexArray,
  linesOf,
  orderAlong,
  orderLines,
  positionsAlong,
  reverseLines,
} from '../src/execute/sorting.js';
import { readKeys } from '../src/execute/sort-keys.js';
import { setSplitThresholdForTesting } from '../src/execute/ranges.js';
import type { AnyNDArray } from '../types/index.js';

const dtypes = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'float32'] as const;
type Radix = (typeof dtypes)[number];

/** Values with many ties and each dtype's edges. */
function valueOf(dtype: Radix, pick: number): number | boolean {
  const edges: Record<Radix, number[]> = {
    bool: [0, 1],
    int8: [-128, 127, -1, 0, 1],
    uint8: [0, 255, 128, 127],
    int16: [-32768, 32767, -1, 0, 256],
    uint16: [0, 65535, 32768, 255],
    int32: [-(2 ** 31), 2 ** 31 - 1, -1, 0, 65536],
    uint32: [0, 2 ** 32 - 1, 2 ** 31, 65535],
    float32: [-0, 0, Number.NaN, Infinity, -Infinity, 1.5, -1.5, 3.4e38, -1e-45, 1e-45],
  };
  const choices = edges[dtype];
  if (dtype === 'bool') return pick % 2 === 1;
  if (pick % 3 === 0) return choices[pick % choices.length]!;
  const small = (pick % 17) - 8;
  return dtype.startsWith('uint') ? Math.abs(small) : dtype === 'float32' ? small / 4 : small;
}

const wideDtypes = ['int64', 'uint64', 'float64', 'complex64', 'complex128', 'float16', 'bfloat16'] as const;
type Wide = (typeof wideDtypes)[number];

/** `size` elements of `dtype` as little-endian bytes: many ties, each dtype's edges, NaNs, -0 and +0. */
function wideBytes(dtype: Wide, size: number, seed: number): Uint8Array {
  const pick = (index: number, salt = 0): number => (index * 7919 + seed + salt * 104729) % 1009;
  const floats = [-0, 0, Number.NaN, Infinity, -Infinity, 1.5, -1.5, 1e-300, -5e-324, 5e-324, 1.7e308, 1 + 2 ** -52, 1];
  const float = (choice: number): number =>
    choice % 3 === 0 ? floats[choice % floats.length]! : ((choice % 17) - 8) / 4;
  if (dtype === 'int64' || dtype === 'uint64') {
    const edges =
      dtype === 'int64'
        ? [-(2n ** 63n), 2n ** 63n - 1n, -1n, 0n, 2n ** 32n, -(2n ** 32n), 2n ** 32n - 1n, -(2n ** 31n)]
        : [0n, 2n ** 64n - 1n, 2n ** 63n, 2n ** 32n, 2n ** 32n - 1n, 2n ** 31n];
    const values = dtype === 'int64' ? new BigInt64Array(size) : new BigUint64Array(size);
    for (let index = 0; index < size; index += 1) {
      const choice = pick(index);
      values[index] =
        choice % 3 === 0 ? edges[choice % edges.length]! : BigInt(dtype === 'int64' ? (choice % 17) - 8 : choice % 17);
    }
    return new Uint8Array(values.buffer);
  }
  if (dtype === 'float64')
    return new Uint8Array(Float64Array.from({ length: size }, (_, index) => float(pick(index))).buffer);
  if (dtype === 'complex64' || dtype === 'complex128') {
    const parts = new (dtype === 'complex64' ? Float32Array : Float64Array)(2 * size);
    for (let index = 0; index < size; index += 1) {
      parts[2 * index] = float(pick(index));
      parts[2 * index + 1] = float(pick(index, 1));
    }
    return new Uint8Array(parts.buffer);
  }
  // The 16-bit floats as bits: zeros, infinities, quiet and signalling NaNs of both signs, subnormals, the largest.
  const edges =
    dtype === 'float16'
      ? [0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe00, 0x0001, 0x8001, 0x3c00, 0xbc00, 0x7bff, 0xfbff]
      : [0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc0, 0x0001, 0x8001, 0x3f80, 0xbf80, 0x7f7f, 0xff7f];
  const bits = Uint16Array.from({ length: size }, (_, index) => {
    const choice = pick(index);
    return choice % 3 === 0
      ? edges[choice % edges.length]!
      : choice % 2 === 0
        ? (choice * 2654435761) & 0xffff
        : 0x3c00 + (choice % 9);
  });
  return new Uint8Array(bits.buffer);
}

function jsOrder(input: AnyNDArray, shape: number[], axis: number, descending: boolean, take: number): Uint32Array {
  const lines = linesOf(shape, axis);
  const result = new Uint32Array(lines.outer * take * lines.inner);
  orderLines(readKeys(input), lines, descending, take, result);
  return result;
}

describe('the radix order of lines', () => {
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  it('gives the packed sort’s positions for every 32-bit key dtype, axis, direction and take', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.constantFrom<number[]>([1], [7], [60], [300], [3, 50], [50, 3], [4, 5, 70]),
        fc.nat(5),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (dtype, shape, axisPick, descending, seed, takePick) =>
          scope(() => {
            const size = shape.reduce((a, b) => a * b, 1);
            const values = Array.from({ length: size }, (_, index) => valueOf(dtype, (index * 7919 + seed) % 1009));
            const input = array(values as number[], dtype).reshape(shape) as AnyNDArray;
            const axis = axisPick % shape.length;
            const take = 1 + (takePick % shape[axis]!);
            expect(Array.from(orderAlong(input, shape, axis, descending, take))).toEqual(
              Array.from(jsOrder(input, shape, axis, descending, take)),
            );
          }),
      ),
      { numRuns: 300 },
    );
  });

  it('gives the comparators’ positions for the 64-bit, complex and 16-bit float dtypes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...wideDtypes),
        fc.constantFrom<number[]>([1], [7], [60], [300], [3, 50], [50, 3], [4, 5, 70]),
        fc.nat(5),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (dtype, shape, axisPick, descending, seed, takePick) =>
          scope(() => {
            const size = shape.reduce((a, b) => a * b, 1);
            const input = frombuffer(wideBytes(dtype, size, seed), dtype).reshape(shape) as AnyNDArray;
            const axis = axisPick % shape.length;
            const take = 1 + (takePick % shape[axis]!);
            expect(Array.from(orderAlong(input, shape, axis, descending, take))).toEqual(
              Array.from(jsOrder(input, shape, axis, descending, take)),
            );
          }),
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same positions on 1, 2 and 3 threads, lines cut between them', async () => {
    setSplitThresholdForTesting(64);
    const results: number[][] = [];
    for (const threads of [1, 2, 3]) {
      await setThreads(threads);
      results.push(
        scope(() => {
          const values = Array.from({ length: 64 * 500 }, (_, index) => ((index * 7919) % 1013) / 8 - 60);
          const input = array(values, 'float32').reshape([64, 500]) as AnyNDArray;
          return Array.from(orderAlong(input, [64, 500], 1, false, 500));
        }),
      );
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('gathers sort’s values and argsort’s positions in kernels: the bits of the JS paths, every dtype, axis, direction, view and thread count', async () => {
    // sort keeps the order in wasm memory and gathers the values there, cut by output elements;
    // the reference gathers the same order in JS (the path the narrow dtypes still take).
    const reference = (input: AnyNDArray, axis: number, descending: boolean): AnyNDArray => {
      const shape = [...input.shape];
      const order = orderAlong(input, shape, axis, false, shape[axis]!);
      if (descending) reverseLines(order, shape, axis);
      return gatherElements(input, order, shape, 'sort');
    };
    const bytesOf = (array: AnyNDArray): number[] => Array.from(array.tobytes());
    for (const threads of [1, 2, 3]) {
      await setThreads(threads);
      setSplitThresholdForTesting(threads === 1 ? undefined : 64);
      for (const dtype of [...dtypes, ...wideDtypes])
        scope(() => {
          const size = 4 * 9 * 13;
          const input = (
            (dtypes as readonly string[]).includes(dtype)
              ? array(
                  Array.from({ length: size }, (_, index) =>
                    valueOf(dtype as Radix, (index * 7919 + 3) % 1009),
                  ) as number[],
                  dtype,
                )
              : frombuffer(wideBytes(dtype as Wide, size, 3), dtype)
          ).reshape([4, 9, 13]) as AnyNDArray;
          for (const view of [input, input.transpose([2, 0, 1]) as AnyNDArray])
            for (const axis of [0, 1, 2])
              for (const descending of [false, true])
                expect(
                  bytesOf(sort(view, { axis, descending }) as AnyNDArray),
                  `${dtype} axis ${axis} ${descending}`,
                ).toEqual(bytesOf(reference(view, axis, descending)));
          const flat = input.reshape([size]) as AnyNDArray;
          expect(bytesOf(sort(input, { axis: null }) as AnyNDArray)).toEqual(bytesOf(reference(flat, 0, false)));
          // argsort's positions, from the order in a kernel too (int32 and int64, both directions).
          for (const view of [input, input.transpose([1, 2, 0]) as AnyNDArray])
            for (const axis of [0, 1, 2])
              for (const descending of [false, true])
                for (const index of ['int32', 'int64'] as const) {
                  const shape = [...view.shape];
                  const order = orderAlong(view, shape, axis, descending, shape[axis]!);
                  const expected = indexArray(positionsAlong(order, shape, axis), shape, index, 'argsort');
                  const got = argsort(view, { axis, descending, dtype: index }) as AnyNDArray;
                  expect(got.dtype).toBe(index);
                  expect(bytesOf(got), `${dtype} argsort axis ${axis} ${descending} ${index}`).toEqual(
                    bytesOf(expected),
                  );
                }
        });
    }
  });
});
