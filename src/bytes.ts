// Arrays from raw bytes: quantised weights arrive as packed float8/int4 … bytes (files, ONNX
// Runtime's int4/uint4 tensors), and `tobytes()` gives such bytes back.
import type { NDArray } from './ndarray.js';
import type { DType } from '../types/dtype.js';
import { byteLength, itemSize } from './dtypes.js';
import { show } from './messages.js';
import { allocArray, checkDType, storage } from './ndarray.js';
import { memory } from './wasm/instance.js';
import './methods.js'; // the arrays made here have their methods (src/methods.ts installs them as it loads)

/**
 * A 1-d array of `dtype` over a copy of `bytes`, read as the dtype's storage (NumPy's
 * `frombuffer`): little-endian elements; for the 4- and 2-bit dtypes, packed with element 0 in the
 * lowest bits of byte 0 (as `tobytes()` gives them). `count` defaults to every element the bytes
 * hold; give it for an odd number of 4-bit elements. (`array(typed, dtype)` reads a typed array
 * of the dtype's storage class one element per slot, as `toTypedArray()` gives it.)
 * @example frombuffer(new Uint8Array([0x21, 0x0f]), 'int4').toArray() //=> [1, 2, -1, 0]
 */
export function frombuffer<D extends DType>(
  bytes: ArrayBufferView | ArrayBuffer,
  dtype: D,
  count?: number,
): NDArray<D, [number]> {
  const resolved = checkDType(dtype, 'frombuffer');
  if (!(bytes instanceof ArrayBuffer) && !ArrayBuffer.isView(bytes)) {
    throw new TypeError(`frombuffer: expected an ArrayBuffer or a typed array, got ${show(bytes)}.`);
  }
  const source =
    bytes instanceof ArrayBuffer
      ? new Uint8Array(bytes)
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const held = Math.floor(source.length / itemSize(resolved) + 1e-9);
  const length = count ?? held;
  if (!Number.isSafeInteger(length) || length < 0 || length > held) {
    throw new RangeError(
      `frombuffer: ${source.length} bytes hold ${held} ${resolved} elements; cannot read ${show(count)}.`,
    );
  }
  if (count === undefined && byteLength(resolved, length) !== source.length) {
    throw new RangeError(
      `frombuffer: ${source.length} bytes are not a whole number of ${resolved} elements (${itemSize(resolved)} bytes each); pass count.`,
    );
  }
  const result = allocArray(resolved, [length], false, 'frombuffer');
  new Uint8Array(memory().buffer, result[storage].pointer, byteLength(resolved, length)).set(
    source.subarray(0, byteLength(resolved, length)),
  );
  return result as NDArray<D, [number]>;
}
