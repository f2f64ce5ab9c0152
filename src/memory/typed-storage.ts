// A typed array as a dtype's storage, both ways: toTypedArray() writes one and array(typedArray,
// dtype) reads one back, so array(x.toTypedArray(), x.dtype) is x for every dtype. The class is the
// registry's `storage` column: bfloat16/float16 bit patterns in a Uint16Array, complex (re, im)
// parts interleaved, the narrow dtypes one code per element in a Uint8Array (unpacked: whole bytes,
// packed as in memory, are tobytes()' and frombuffer's).
import type { AnyNDArray } from '../../types/ndarray.js';
import { byteLength, dtypeCode, dtypeInfo, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { pointerOf, storage } from './memory.js';
import { elementView, memory } from '../kernels/heap.js';

/** A typed array of some dtype's storage class. */
export type StorageTypedArray = ArrayBufferView & ArrayLike<number | bigint>;

/**
 * Whether array(values, dtype) reads `values` as dtype's storage: a typed array of exactly the
 * class toTypedArray() gives for dtype (subclasses such as Node's Buffer included). For the
 * integer dtypes, float32 and float64 that is the same as reading values, bit for bit (NaN
 * payloads kept). bool is left to the value path: its storage is its values, 0 and 1.
 */
export function readsAsStorage(values: unknown, dtype: DType): values is StorageTypedArray {
  if (dtype === 'bool' || !ArrayBuffer.isView(values)) return false;
  // The tag is the built-in class's name for subclasses and other realms' typed arrays too.
  return Object.prototype.toString.call(values) === `[object ${dtypeInfo[dtype].storage}]`;
}

/** The elements a storage typed array holds: complex takes two slots (re, im) per element. */
export function storageElementCount(values: StorageTypedArray, dtype: DType): number {
  if (dtypeInfo[dtype].kind !== 'complex') return values.length;
  if (values.length % 2 !== 0) {
    throw new RangeError(
      `array(): a ${dtypeInfo[dtype].storage} given with dtype ${dtype} is read as its storage, interleaved (re, im) pairs as toTypedArray() gives them, but its length ${values.length} is odd. To make complex values from reals, pass another typed array class or a list, or use array(values).astype('${dtype}').`,
    );
  }
  return values.length / 2;
}

/**
 * Copies storage into `count` elements of dtype at `pointer`: the bits as they are, and the narrow
 * dtypes' codes checked (a float6 code has six bits, an int4 code four …) and packed.
 */
export function writeStorage(values: StorageTypedArray, dtype: DType, pointer: number, count: number): void {
  if (!isNarrow(dtype)) {
    (elementView(dtypeCode(dtype), pointer, count) as unknown as { set(from: ArrayLike<unknown>): void }).set(values);
    return;
  }
  const width = dtypeInfo[dtype].bits;
  const perByte = Math.round(1 / itemSize(dtype));
  const codes = values as ArrayLike<number>;
  const packed = new Uint8Array(byteLength(dtype, count));
  for (let index = 0; index < count; index += 1) {
    const code = codes[index]!;
    if (code >>> width !== 0) {
      throw new RangeError(
        `array(): the code at index ${index} is ${code}, not a ${dtype} code (0 to ${2 ** width - 1}): a Uint8Array given with dtype ${dtype} is read as its storage, one ${width}-bit code per element as toTypedArray() gives them. For values, pass a list or another typed array class (Int8Array, Float32Array …); for packed bytes, frombuffer(bytes, '${dtype}', count).`,
      );
    }
    packed[Math.floor(index / perByte)]! |= code << ((index % perByte) * (8 / perByte));
  }
  memoryBytes(pointer, packed.length).set(packed);
}

/**
 * A copy of a contiguous array's storage as a typed array of its storage class (toTypedArray()):
 * the packed 4- and 2-bit dtypes unpacked to one code per element.
 */
export function readStorage(array: AnyNDArray): StorageTypedArray {
  const dtype = array.dtype as DType;
  const pointer = pointerOf(array);
  if (itemSize(dtype) >= 1) return elementView(dtypeCode(dtype), pointer, array.size).slice();
  const perByte = Math.round(1 / itemSize(dtype));
  const width = 8 / perByte;
  const mask = (1 << width) - 1;
  const { phase } = array[storage];
  const bytes = memoryBytes(pointer, byteLength(dtype, phase + array.size));
  const codes = new Uint8Array(array.size);
  for (let index = 0; index < array.size; index += 1) {
    const position = phase + index;
    codes[index] = (bytes[Math.floor(position / perByte)]! >> ((position % perByte) * width)) & mask;
  }
  return codes;
}

/**
 * A copy of a contiguous array's bytes as they lie in memory (tobytes()): little-endian elements,
 * the 4- and 2-bit dtypes packed with element 0 in the lowest bits, as frombuffer() reads them.
 * The bits of a last byte past the array's elements (a view ending inside a byte) are zeros.
 */
export function readBytes(array: AnyNDArray): Uint8Array {
  const dtype = array.dtype as DType;
  const copy = memoryBytes(pointerOf(array), byteLength(dtype, array.size)).slice();
  const perByte = itemSize(dtype) < 1 ? Math.round(1 / itemSize(dtype)) : 1;
  const used = array.size % perByte;
  if (used !== 0) copy[copy.length - 1]! &= (1 << (used * (8 / perByte))) - 1;
  return copy;
}

/** Bytes of wasm memory (made after any allocation: growing the memory detaches older views). */
function memoryBytes(pointer: number, length: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(memory().buffer, pointer, length);
}
