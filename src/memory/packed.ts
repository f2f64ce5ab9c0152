// Views of the packed dtypes (int4, uint4, float4_e2m1fn: two elements per byte; int2, uint2:
// four), element 0 in the lowest bits. A view of them may start inside a byte (its storage's
// `phase`: elements into the byte at its pointer) and have any strides, as other views do; the
// kernels read and write only whole contiguous runs that start on a byte, so such a view is
// gathered into a contiguous block before a kernel reads it (castArray) and a result is scattered
// into it element by element when it is an operation's `out` (copyInto). Both walk the view with
// the one row walker (src/shape/walk.ts), over a range of its elements.
import type { AnyNDArray } from '../../types/ndarray.js';
import { itemSize, type DType } from '../lattice/dtypes.js';
import { storage } from './memory.js';
import { rowMajorStrides } from '../shape/strides.js';
import { memory } from '../kernels/heap.js';
import { walkRows } from '../shape/walk.js';

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

/** Copies the elements of a packed view, row-major, into a contiguous packed block at `target`. */
export function gatherPacked(array: AnyNDArray, target: number): void {
  const perByte = Math.round(1 / itemSize(array.dtype as DType));
  new Uint8Array(memory().buffer).fill(0, target, target + Math.ceil(array.size / perByte));
  packedRows(array, target, true, 0, array.size);
}

/** Writes a contiguous packed block at `source`, row-major, into the elements of a packed view. */
export function scatterPacked(source: number, array: AnyNDArray): void {
  packedRows(array, source, false, 0, array.size);
}

/**
 * The flat range [begin, end) of a packed view's elements copied to (`gather`) or from a
 * contiguous packed block at `block` (element i at bit i·bits of it, as the kernels write them),
 * a row of the walk at a time. Gathering ORs into the block, which must start zeroed; ranges cut
 * on bytes of the block (multiples of 8 elements) touch no byte twice.
 */
export function packedRows(array: AnyNDArray, block: number, gather: boolean, begin: number, end: number): void {
  const state = array[storage];
  const perByte = Math.round(1 / itemSize(array.dtype as DType));
  const bits = 8 / perByte;
  const mask = (1 << bits) - 1;
  const bytes = new Uint8Array(memory().buffer);
  const pointer = state.pointer;
  const phase = state.phase;
  const shape = array.shape;
  const strides = state.strides ?? rowMajorStrides(shape);
  const inner = shape.length === 0 ? 0 : strides[shape.length - 1]!;
  walkRows(
    shape,
    [strides],
    (offsets, flat, length) => {
      // `at`: elements from `pointer`, any sign; `index`: the element's place in the block.
      let at = phase + offsets[0]!;
      for (let index = flat; index < flat + length; index += 1, at += inner) {
        const byte = pointer + Math.floor(at / perByte);
        const shift = (at - Math.floor(at / perByte) * perByte) * bits;
        const slot = block + Math.floor(index / perByte);
        const slotShift = (index % perByte) * bits;
        if (gather) bytes[slot] |= ((bytes[byte]! >> shift) & mask) << slotShift;
        else bytes[byte] = (bytes[byte]! & ~(mask << shift)) | (((bytes[slot]! >> slotShift) & mask) << shift);
      }
    },
    begin,
    end,
  );
}
