// The `out` option: results written into an existing array. Checked before any work, so a
// mismatch throws without touching `out`.
import type { AnyNDArray } from '../types/array.js';
import type { DType } from './dtypes.js';
import { shapeText, show } from './messages.js';
import { NDArray, allocArray, storage } from './ndarray.js';

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
 * disposed. The error names both arrays' dtypes and shapes.
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
  return out;
}

/** The array a result goes into: `out` (checked) or a new array. */
export function resultArray(operation: string, dtype: DType, shape: readonly number[], weak: boolean, out: AnyNDArray | undefined): AnyNDArray {
  return out === undefined ? allocArray(dtype, shape, weak, operation) : checkOut(operation, out, dtype, shape);
}
