// Views of the packed dtypes (int4, uint4, float4_e2m1fn: two elements per byte; int2, uint2:
// four), element 0 in the lowest bits. A view of them may start inside a byte (its storage's
// `phase`: elements into the byte at its pointer) and have any strides, as other views do; the
// kernels read and write only whole contiguous runs that start on a byte, so such a view is
// gathered into a contiguous block before a kernel reads it (castArray) and a result is scattered
// into it element by element when it is an operation's `out` (copyInto). Both walk the view here.
import type { AnyNDArray } from '../../types/ndarray.js';
import { itemSize, type DType } from '../lattice/dtypes.js';
import { storage } from './memory.js';
import { rowMajorStrides } from '../shape/strides.js';
import { memory } from '../kernels/heap.js';

/** True for the dtypes stored several to a byte. */
export function isPacked(dtype: DType): boolean {
  return itemSize(dtype) < 1;
}

/**
 * True for an array of a packed dtype that kernels cannot write as whole bytes: a view that is
 * strided or starts inside a byte, or one that ends inside a byte holding elements beyond it
 * (`x.slice('2:5')` of an int4 `x`: its last byte also holds x[5]).
 */
export function isPackedView(array: AnyNDArray): boolean {
  const dtype = array.dtype as DType;
  if (!isPacked(dtype)) return false;
  const state = array[storage];
  if (state.strides !== undefined) return true;
  const perByte = Math.round(1 / itemSize(dtype));
  if (array.size % perByte === 0 || state.shared === undefined) return false;
  // A contiguous run ending inside a byte: harmless only where it is its whole block (a base).
  return !(state.pointer === state.shared.pointer && Math.ceil(array.size / perByte) === state.shared.bytes);
}

/**
 * Visits the elements of a packed view in row-major order: `visit(byte, shift, index)` with the
 * address of the byte holding the element, its bit position there, and its row-major index.
 */
function walk(
  dtype: DType,
  pointer: number,
  phase: number,
  shape: readonly number[],
  strides: readonly number[],
  visit: (byte: number, shift: number, index: number) => void,
): void {
  const perByte = Math.round(1 / itemSize(dtype));
  const bits = 8 / perByte;
  let size = 1;
  for (const length of shape) size *= length;
  if (size === 0) return;
  const ndim = shape.length;
  const counter = new Array<number>(ndim).fill(0);
  const innerSize = ndim === 0 ? 1 : shape[ndim - 1]!;
  const innerStride = ndim === 0 ? 0 : strides[ndim - 1]!;
  let element = phase; // elements from `pointer`, any sign
  for (let index = 0; index < size; ) {
    let at = element;
    for (let step = 0; step < innerSize; step += 1, index += 1, at += innerStride) {
      const byte = Math.floor(at / perByte);
      visit(pointer + byte, (at - byte * perByte) * bits, index);
    }
    let axis = ndim - 2;
    for (; axis >= 0; axis -= 1) {
      counter[axis] += 1;
      element += strides[axis]!;
      if (counter[axis]! < shape[axis]!) break;
      counter[axis] = 0;
      element -= strides[axis]! * shape[axis]!;
    }
    if (axis < 0) return;
  }
}

/** Copies the elements of a packed view, row-major, into a contiguous packed block at `target`. */
export function gatherPacked(array: AnyNDArray, target: number): void {
  const dtype = array.dtype as DType;
  const state = array[storage];
  const perByte = Math.round(1 / itemSize(dtype));
  const bits = 8 / perByte;
  const mask = (1 << bits) - 1;
  const bytes = new Uint8Array(memory().buffer);
  bytes.fill(0, target, target + Math.ceil(array.size / perByte));
  walk(
    dtype,
    state.pointer,
    state.phase,
    array.shape,
    state.strides ?? rowMajorStrides(array.shape),
    (byte, shift, index) => {
      const code = (bytes[byte]! >> shift) & mask;
      bytes[target + Math.floor(index / perByte)] |= code << ((index % perByte) * bits);
    },
  );
}

/** Writes a contiguous packed block at `source`, row-major, into the elements of a packed view. */
export function scatterPacked(source: number, array: AnyNDArray): void {
  const dtype = array.dtype as DType;
  const state = array[storage];
  const perByte = Math.round(1 / itemSize(dtype));
  const bits = 8 / perByte;
  const mask = (1 << bits) - 1;
  const bytes = new Uint8Array(memory().buffer);
  walk(
    dtype,
    state.pointer,
    state.phase,
    array.shape,
    state.strides ?? rowMajorStrides(array.shape),
    (byte, shift, index) => {
      const code = (bytes[source + Math.floor(index / perByte)]! >> ((index % perByte) * bits)) & mask;
      bytes[byte] = (bytes[byte]! & ~(mask << shift)) | (code << shift);
    },
  );
}
