// Arrays from raw bytes: quantised weights arrive as packed float8/int4 … bytes (files, ONNX
// Runtime's int4/uint4 tensors), and `tobytes()` gives such bytes back.
import type { NDArray } from '../array/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { castElements } from '../memory/casts.js';
import { byteLength, dtypeInfo, itemSize } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { allocArray, checkDType, storage } from '../array/ndarray.js';
import { memory } from '../kernels/heap.js';
import './methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

/**
 * A 1-d array of `dtype` over a copy of `bytes`, read as the dtype's storage (NumPy's
 * `frombuffer`): little-endian elements; for the 4- and 2-bit dtypes, packed with element 0 in the
 * lowest bits of byte 0 (as `tobytes()` gives them). `count` defaults to every element the bytes
 * hold; give it for an odd number of 4-bit elements. (`array(typed, dtype)` reads a typed array
 * of the dtype's storage class one element per slot, as `toTypedArray()` gives it.) A bool byte
 * is true when it is nonzero (NumPy's and JAX's `x != 0`): a 0/255 mask reads as [false, true]. A
 * 6-bit float takes a byte whose top two bits are 0 (a RangeError names any other byte).
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
  checkSpareBits(source, resolved, length);
  const result = allocArray(resolved, [length], false, 'frombuffer');
  const pointer = result[storage].pointer;
  new Uint8Array(memory().buffer, pointer, byteLength(resolved, length)).set(
    source.subarray(0, byteLength(resolved, length)),
  );
  // The kernels take a bool byte as 0 or 1 (sum adds it, equal compares it): any other byte
  // becomes 1 here, where bytes enter, as the cast uint8 → bool (x != 0) makes it, in place.
  if (resolved === 'bool') castElements('uint8', 'bool', pointer, pointer, length);
  return result as NDArray<D, [number]>;
}

/**
 * A dtype narrower than its byte (float6: one 6-bit code a byte) has no meaning for the spare bits,
 * and readers disagree on them (ml_dtypes' cast reads the top bit as a sign, its comparison does
 * not): a byte that sets them is an error, never a guess.
 */
function checkSpareBits(source: Uint8Array, dtype: DType, count: number): void {
  const { bits } = dtypeInfo[dtype];
  if (itemSize(dtype) !== 1 || bits >= 8) return;
  const spare = 0xff & ~((1 << bits) - 1);
  const index = source.subarray(0, count).findIndex((byte) => (byte & spare) !== 0);
  if (index >= 0) {
    const byte = source[index]!;
    throw new RangeError(
      `frombuffer: byte ${index} is 0x${byte.toString(16).padStart(2, '0')}, which is not a ${dtype} element: each byte holds one ${bits}-bit code, and its top ${8 - bits} bits must be 0.`,
    );
  }
}
