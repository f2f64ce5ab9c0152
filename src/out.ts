// The `out` option: results written into an existing array. Checked before any work, so a
// mismatch throws without touching `out`.
import type { AnyNDArray } from '../types/array.js';
import { byteLength, itemSize, type DType } from './dtypes.js';
import { shapeText, show } from './messages.js';
import { NDArray, allocArray, copyBytes, storage } from './ndarray.js';

/** Reads `out` from an options argument (undefined when absent); anything else is a TypeError. */
export function outOption(operation: string, options: unknown): AnyNDArray | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${operation}: options must be an object like { out }, got ${show(options)}.`);
  }
  const out = (options as { out?: unknown }).out;
  if (out === undefined) return undefined;
  if (!(out instanceof NDArray)) throw new TypeError(`${operation}: out must be an NDArray, got ${show(out)}.`);
  return out as AnyNDArray;
}

/**
 * Checks that `out` can hold a result of `dtype` and `shape`: same dtype, same shape, not
 * disposed, row-major (elementwise operations see a permuted out in its memory order first,
 * src/layout.ts). The error names both arrays' dtypes and shapes.
 */
export function checkOut(operation: string, out: AnyNDArray, dtype: DType, shape: readonly number[]): AnyNDArray {
  if (out[storage].pointer === 0) {
    throw new TypeError(`${operation}: out (${out.dtype}, shape ${shapeText(out.shape)}) was disposed; it can no longer be used.`);
  }
  const sameShape = out.shape.length === shape.length && out.shape.every((size: number, axis: number) => size === shape[axis]);
  if (out.dtype !== dtype || !sameShape) {
    const error = out.dtype !== dtype ? TypeError : RangeError;
    throw new error(
      `${operation}: out is ${out.dtype} of shape ${shapeText(out.shape)}, but the result is ${dtype} of shape ${shapeText(shape)}; ` +
        'out must have exactly the result dtype and shape.',
    );
  }
  if (indexedCopies.has(out)) {
    throw new TypeError(
      `${operation}: out must be a view or an array of its own, and this one is a copy: at() with a bool mask or an index array returns a copy, so writing into it would not change the array it was taken from. Use x.with(index, values) or scatter() to update elements by index.`,
    );
  }
  if (out[storage].strides !== undefined) {
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
export function resultArray(operation: string, dtype: DType, shape: readonly number[], weak: boolean, out: AnyNDArray | undefined): AnyNDArray {
  return out === undefined ? allocArray(dtype, shape, weak, operation) : checkOut(operation, out, dtype, shape);
}

/** The bytes an array's elements span: [first, end). */
function extent(array: AnyNDArray): [number, number] {
  const bytes = itemSize(array.dtype as DType);
  let low = 0;
  let high = 0;
  const strides = array[storage].strides;
  if (array.size === 0) return [array[storage].pointer, array[storage].pointer];
  array.shape.forEach((size: number, axis: number) => {
    const stride = strides === undefined ? 1 : strides[axis]!;
    if (strides === undefined) return;
    if (stride > 0) high += stride * (size - 1);
    else low += stride * (size - 1);
  });
  if (strides === undefined) high = array.size - 1;
  return [array[storage].pointer + low * bytes, array[storage].pointer + (high + 1) * bytes];
}

/**
 * Whether writing into `out` while reading `operands` could corrupt the result: an operand that
 * shares memory with `out` other than element for element (same first element, contiguous, same
 * size). Such calls compute into a temporary first.
 */
export function aliasesOut(out: AnyNDArray, operands: readonly unknown[]): boolean {
  if (out[storage].pointer === 0) return false;
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
    checkOut(operation, out, result.dtype as DType, result.shape);
    copyBytes(result[storage].pointer, out[storage].pointer, byteLength(result.dtype as DType, result.size));
    return out;
  } finally {
    result.dispose();
  }
}
