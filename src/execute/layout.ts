// Results that keep a transposed operand's layout, as NumPy's ufuncs do (order='K'): an operation
// on a permutation of a row-major block (x.T, permuteDims(image, [2, 0, 1])) runs its contiguous
// kernel over the block as it lies in memory, and the result is the same permutation of a new
// block. `-x.T` and `x.T * 2` then cost what `-x` and `x * 2` do, with no transpose at all; the
// values are those of the row-major computation (elementwise operations do not depend on order).
// An `out` in such a layout is written the same way: every operand is viewed in out's order.
import type { AnyNDArray } from '../../types/ndarray.js';
import { NDArray, restrided, storage, viewOf } from '../array/ndarray.js';
import { rowMajorStrides } from '../shape/strides.js';

/**
 * The axis order in which a view is row-major without gaps (axes by decreasing stride, size-1 axes
 * first), when it is a permutation of a dense block: no steps, no broadcast or negative strides.
 * Undefined for row-major arrays and for any other view.
 */
export function denseOrder(array: AnyNDArray): number[] | undefined {
  const strides = array[storage].strides;
  if (strides === undefined || array.size < 2 || array[storage].pointer === 0) return undefined;
  const shape = array.shape as readonly number[];
  const order: number[] = [];
  const moving: number[] = [];
  for (let axis = 0; axis < shape.length; axis += 1) (shape[axis] === 1 ? order : moving).push(axis);
  moving.sort((first, second) => strides[second]! - strides[first]!);
  let expected = 1;
  for (let index = moving.length - 1; index >= 0; index -= 1) {
    const axis = moving[index]!;
    if (strides[axis] !== expected) return undefined;
    expected *= shape[axis]!;
  }
  for (const axis of moving) order.push(axis);
  return order;
}

/** Whether two arrays have one shape and one strided layout. */
export function sameLayout(left: AnyNDArray, right: AnyNDArray): boolean {
  const leftStrides = left[storage].strides;
  const rightStrides = right[storage].strides;
  if (leftStrides === undefined || rightStrides === undefined || left.shape.length !== right.shape.length) return false;
  for (let axis = 0; axis < left.shape.length; axis += 1) {
    if (left.shape[axis] !== right.shape[axis]) return false;
    if (left.shape[axis] !== 1 && leftStrides[axis] !== rightStrides[axis]) return false;
  }
  return true;
}

/**
 * An operand seen in `order` against a result of `shape` (its axes aligned to the result's from
 * the right, broadcast axes stride 0). JavaScript scalars and one-element arrays of no more axes
 * are returned as they are: they broadcast against any order alike.
 */
export function inOrder(operand: unknown, order: readonly number[], shape: readonly number[]): unknown {
  if (!(operand instanceof NDArray)) return operand;
  const array = operand as AnyNDArray;
  const own = array.shape as readonly number[];
  if (array.size === 1 && own.length <= shape.length) return operand;
  const strides = array[storage].strides ?? rowMajorStrides(own);
  const pad = shape.length - own.length;
  const aligned = shape.map((_, axis) => (axis < pad || own[axis - pad] === 1 ? 0 : strides[axis - pad]!));
  return viewOf(
    array,
    order.map((axis) => shape[axis]!),
    order.map((axis) => aligned[axis]!),
    0,
  );
}

/** A row-major result computed in `order`, seen back in the caller's axis order (owning its block). */
export function backFromOrder(result: AnyNDArray, order: readonly number[]): AnyNDArray {
  const inverse = new Array<number>(order.length);
  for (let index = 0; index < order.length; index += 1) inverse[order[index]!] = index;
  const shape = result.shape as readonly number[];
  const strides = rowMajorStrides(shape);
  return restrided(
    result,
    inverse.map((index) => shape[index]!),
    inverse.map((index) => strides[index]!),
  );
}

/** Disposes the views inOrder made (not the operands it returned as they were). */
export function disposeViews(views: readonly unknown[], operands: readonly unknown[]): void {
  for (let index = 0; index < views.length; index += 1) {
    // Only the views made here: a scalar operand is passed through (NaN !== NaN, so compare the
    // kind, not the value).
    const view = views[index];
    if (view instanceof NDArray && view !== operands[index]) (view as AnyNDArray).dispose();
  }
}
