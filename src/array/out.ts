// The `out` option: results written into an existing array. Checked before any work, so a
// mismatch throws without touching `out`.
import type { AnyNDArray } from '../../types/ndarray.js';
import { byteLength, itemSize, type DType } from '../lattice/dtypes.js';
import { outMismatchText, shapeText, show } from '../errors/messages.js';
import { NDArray, allocArray, copyBytes, storage } from './ndarray.js';
import { isPacked, isPackedView, scatterPacked } from '../memory/packed.js';
import { checkOptions, outOptionNames } from '../errors/options.js';

/** Reads `out` from an options argument (undefined when absent); any other name, or `out: undefined`, is a TypeError. */
export function outOption(operation: string, options: unknown): AnyNDArray | undefined {
  if (options === undefined) return undefined;
  const out = checkOptions(operation, options, outOptionNames).out;
  if (out === undefined) return undefined;
  if (!(out instanceof NDArray)) throw new TypeError(`${operation}: out must be an NDArray, got ${show(out)}.`);
  return out as AnyNDArray;
}

/**
 * Checks that `out` can hold a result of `dtype` and `shape`: same dtype, same shape, not
 * disposed, row-major (elementwise operations see a permuted out in its memory order first,
 * src/execute/layout.ts). `anyLayout`: out is a packed view that the caller writes element by element.
 * The error names both arrays' dtypes and shapes.
 */
export function checkOut(
  operation: string,
  out: AnyNDArray,
  dtype: DType,
  shape: readonly number[],
  anyLayout = false,
): AnyNDArray {
  if (out[storage].pointer === 0) {
    throw new TypeError(
      `${operation}: out (${out.dtype}, shape ${shapeText(out.shape)}) was disposed; it can no longer be used.`,
    );
  }
  const sameShape =
    out.shape.length === shape.length && out.shape.every((size: number, axis: number) => size === shape[axis]);
  if (out.dtype !== dtype || !sameShape) {
    const error = out.dtype !== dtype ? TypeError : RangeError;
    throw new error(outMismatchText(operation, out.dtype, shapeText(out.shape), dtype, shapeText(shape)));
  }
  if (indexedCopies.has(out)) {
    throw new TypeError(
      `${operation}: out must be a view or an array of its own, and this one is a copy: at() with a bool mask or an index array returns a copy, so writing into it would not change the array it was taken from. Use x.with(index, values) or scatter() to update elements by index.`,
    );
  }
  const strides = out[storage].strides;
  if (strides !== undefined && anyLayout) {
    // A packed view, written element by element (src/memory/packed.ts): any layout but a broadcast one,
    // whose repeated elements would overwrite each other.
    const repeated = out.shape.findIndex((size: number, axis: number) => size > 1 && strides[axis] === 0);
    if (repeated >= 0) {
      throw new TypeError(
        `${operation}: out (${out.dtype}, shape ${shapeText(out.shape)}) is a broadcast view: axis ${repeated} repeats one element ${out.shape[repeated]} times, so it cannot be written; pass an array that has its own element at each place.`,
      );
    }
  } else if (strides !== undefined) {
    throw new TypeError(
      `${operation}: out is a strided view (${out.dtype}, shape ${shapeText(out.shape)}); results are written into row-major arrays (and, by elementwise operations, into permutations of them such as x.T): pass such an array, or copy the result in.`,
    );
  }
  return out;
}

/** The arrays at() made by advanced indexing (copies, refused as `out`). */
const indexedCopies = new WeakSet<AnyNDArray>();

/** Marks an array as at()'s copy (a bool mask or index arrays), which `out` refuses. */
export function markIndexedCopy(array: AnyNDArray): void {
  indexedCopies.add(array);
}

/** The array a result goes into: `out` (checked) or a new array. */
export function resultArray(
  operation: string,
  dtype: DType,
  shape: readonly number[],
  weak: boolean,
  out: AnyNDArray | undefined,
): AnyNDArray {
  return out === undefined ? allocArray(dtype, shape, weak, operation) : checkOut(operation, out, dtype, shape);
}

/** The bytes an array's elements span: [first, end) (for a packed dtype, the bytes its elements touch). */
function extent(array: AnyNDArray): [number, number] {
  const state = array[storage];
  if (array.size === 0) return [state.pointer, state.pointer];
  const strides = state.strides;
  let low = 0;
  let high = array.size - 1;
  if (strides !== undefined) {
    high = 0;
    array.shape.forEach((size: number, axis: number) => {
      const stride = strides[axis]!;
      if (stride > 0) high += stride * (size - 1);
      else low += stride * (size - 1);
    });
  }
  const dtype = array.dtype as DType;
  if (isPacked(dtype)) {
    const perByte = Math.round(1 / itemSize(dtype));
    return [
      state.pointer + Math.floor((state.phase + low) / perByte),
      state.pointer + Math.floor((state.phase + high) / perByte) + 1,
    ];
  }
  const bytes = itemSize(dtype);
  return [state.pointer + low * bytes, state.pointer + (high + 1) * bytes];
}

/**
 * Whether writing into `out` while reading `operands` could corrupt the result: an operand that
 * shares memory with `out` other than element for element (same first element, contiguous, same
 * size). Such calls compute into a temporary first; so do those with a packed view as `out`.
 */
export function aliasesOut(out: AnyNDArray, operands: readonly unknown[]): boolean {
  if (out[storage].pointer === 0) return false;
  // A packed view (int4 starting inside a byte, stepped, transposed …): kernels write only whole
  // runs of bytes, so the result is computed apart and scattered into it (copyInto).
  if (isPackedView(out)) return true;
  const [start, end] = extent(out);
  for (const operand of operands) {
    if (!(operand instanceof NDArray) || operand[storage].pointer === 0) continue;
    const [first, last] = extent(operand as AnyNDArray);
    if (last <= start || first >= end) continue;
    const same =
      operand[storage].pointer === out[storage].pointer &&
      operand[storage].strides === undefined &&
      out[storage].strides === undefined &&
      operand.size === out.size &&
      operand.dtype === out.dtype;
    if (!same) return true;
  }
  return false;
}

/** Copies a finished result into `out` (checked) and frees the result. */
export function copyInto(operation: string, out: AnyNDArray, result: AnyNDArray): AnyNDArray {
  try {
    if (isPackedView(out)) {
      checkOut(operation, out, result.dtype as DType, result.shape, true);
      scatterPacked(result[storage].pointer, out);
      return out;
    }
    checkOut(operation, out, result.dtype as DType, result.shape);
    copyBytes(result[storage].pointer, out[storage].pointer, byteLength(result.dtype as DType, result.size));
    return out;
  } finally {
    result.dispose();
  }
}
