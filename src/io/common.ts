// What the file formats share: bytes from what users pass, the error every reader throws, and the
// one way bytes of a file become an array (allocated only after the size is checked against the data).
import type { AnyNDArray } from '../../types/ndarray.js';
import { byteLength, dtypeInfo, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { allocArray, storage } from '../array/ndarray.js';
import { castElements } from '../memory/casts.js';
import { memory } from '../kernels/heap.js';
import { show } from '../errors/messages.js';
import { array } from '../ops/creation.js';
import { transpose } from '../ops/views.js';
import '../ops/methods.js'; // arrays made here have their methods

/**
 * A file or buffer that is not what its format says (truncated, inconsistent, hostile): the
 * message names the function, the file or tensor, and what is wrong. A RangeError, as the
 * library's other errors about values are (Python's readers raise ValueError).
 */
export class FileFormatError extends RangeError {
  override name = 'FileFormatError';
}

/**
 * What gives its bytes whole, later: a Blob (a File) or a fetch Response (declared structurally, so
 * that the declarations need no DOM library).
 */
export interface WholeSource {
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Whether `input` is a Blob, a File or a Response (not bytes, not a `{ size, readInto }` source). */
export function isWholeSource(input: unknown): input is WholeSource {
  return (
    typeof input === 'object' &&
    input !== null &&
    !(input instanceof ArrayBuffer) &&
    !ArrayBuffer.isView(input) &&
    typeof (input as { readInto?: unknown }).readInto !== 'function' &&
    typeof (input as WholeSource).arrayBuffer === 'function'
  );
}

/** Raw input bytes: a Uint8Array over the same memory (no copy), or a TypeError naming `where`. */
export function bytesOf(input: unknown, where: string, what = 'bytes'): Uint8Array {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer || (typeof SharedArrayBuffer !== 'undefined' && input instanceof SharedArrayBuffer))
    return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  throw new TypeError(`${where}: expected ${what} as a Uint8Array, ArrayBuffer or typed array, got ${show(input)}.`);
}

/**
 * A file read by ranges, synchronously: `readInto(into, position)` fills all of `into` with the
 * bytes at `position` or throws (the Node entry's file handles are such sources). Readers read
 * the header first, then each array's bytes straight into its memory.
 */
export interface SyncByteSource {
  /** The whole file's length in bytes. */
  readonly size: number;
  readInto(into: Uint8Array, position: number): void;
}

/** Whether `input` is a SyncByteSource (rather than bytes). */
export function isSyncSource(input: unknown): input is SyncByteSource {
  return (
    typeof input === 'object' &&
    input !== null &&
    !ArrayBuffer.isView(input) &&
    typeof (input as SyncByteSource).readInto === 'function' &&
    Number.isSafeInteger((input as SyncByteSource).size) &&
    (input as SyncByteSource).size >= 0
  );
}

/** Bytes or a SyncByteSource, as a SyncByteSource whose read errors name `where` and `name`. */
export function syncSourceOf(input: unknown, where: string, name: () => string): SyncByteSource {
  if (isSyncSource(input)) {
    return {
      size: input.size,
      readInto(into, position) {
        try {
          input.readInto(into, position);
        } catch (error) {
          if (error instanceof FileFormatError) throw error;
          throw new FileFormatError(
            `${where}: ${name()}: reading ${into.length} bytes at ${position} failed: ${(error as Error)?.message ?? String(error)}.`,
          );
        }
      },
    };
  }
  const bytes = bytesOf(input, where);
  return {
    size: bytes.length,
    readInto(into, position) {
      into.set(bytes.subarray(position, position + into.length));
    },
  };
}

/** The first `length` bytes (at most) of a source. */
export function prefixOf(source: SyncByteSource, length: number): Uint8Array {
  const prefix = new Uint8Array(Math.min(length, source.size));
  source.readInto(prefix, 0);
  return prefix;
}

/** Elements of `shape`, checked: every length a non-negative safe integer, the product safe. */
export function checkedSize(shape: readonly unknown[], fail: (why: string) => never): number {
  let size = 1;
  for (const [axis, length] of shape.entries()) {
    if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0)
      fail(`axis ${axis} of the shape is ${show(length)}, not a non-negative integer`);
    size *= length;
    if (!Number.isSafeInteger(size)) fail(`the shape [${shape.join(', ')}] has more elements than 2^53`);
  }
  return size;
}

/** How the bytes of a file lie relative to the array's storage. */
export type Layout =
  | 'storage' // as in memory (little-endian; 4- and 2-bit dtypes packed, element 0 lowest)
  | 'swapped' // big-endian elements (complex: each part swapped)
  | 'codes' // one code per byte (ml_dtypes' narrow dtypes in .npy)
  | 'six-packed'; // 6-bit codes, four in three bytes, element 0 in the lowest bits (safetensors' F6)

/** The bytes a file holds for `count` elements of `dtype` laid out as `layout`. */
export function fileBytes(dtype: DType, count: number, layout: Layout): number {
  if (layout === 'codes') return count;
  if (layout === 'six-packed') return (count * 6) / 8;
  return byteLength(dtype, count);
}

/**
 * An array of `dtype` and `shape` whose bytes `fill` writes (into the array's memory where the
 * layout is the storage's, so a file reads straight into wasm memory). The caller has checked the
 * data's length; `fortran` reads column-major data as a transposed view.
 */
export function arrayFromFile(
  dtype: DType,
  shape: readonly number[],
  layout: Layout,
  fortran: boolean,
  where: string,
  fill: (into: Uint8Array) => void,
): AnyNDArray {
  const stored = fortran ? [...shape].reverse() : shape;
  let size = 1;
  for (const length of stored) size *= length;
  let result: AnyNDArray;
  if (layout === 'codes' || layout === 'six-packed') {
    const raw = new Uint8Array(fileBytes(dtype, size, layout));
    fill(raw);
    const codes = layout === 'codes' ? raw : unpackSix(raw, size);
    const flat = array(codes, dtype) as AnyNDArray;
    result = flat.reshape(stored) as AnyNDArray;
    if (result !== flat) flat.dispose(); // the reshaped view holds the block
  } else {
    result = allocArray(dtype, stored, false, where);
    const bytes = byteLength(dtype, size);
    if (bytes > 0) {
      const pointer = result[storage].pointer;
      try {
        fill(new Uint8Array(memory().buffer, pointer, bytes));
      } catch (error) {
        result.dispose();
        throw error;
      }
      // memory() again: fill may not allocate, but a fresh view costs nothing
      if (layout === 'swapped') swapInPlace(new Uint8Array(memory().buffer, pointer, bytes), dtype);
      // A bool byte is true when nonzero (NumPy's x != 0): the kernels need 0 or 1.
      if (dtype === 'bool') castElements('uint8', 'bool', pointer, pointer, size);
    }
  }
  if (!fortran || stored.length < 2) return result;
  const view = transpose(result) as AnyNDArray;
  result.dispose(); // the view holds the block
  return view;
}

/** Reverses the bytes of each element (each part of a complex one) in place. */
export function swapInPlace(bytes: Uint8Array, dtype: DType): void {
  const info = dtypeInfo[dtype];
  const width = info.kind === 'complex' ? info.bits / 16 : info.bits / 8;
  if (width <= 1) return;
  const aligned = bytes.byteOffset % width === 0;
  if (width === 2 && aligned) {
    const words = new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index]!;
      words[index] = ((word & 0xff) << 8) | (word >>> 8);
    }
    return;
  }
  if ((width === 4 || width === 8) && aligned) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index]!;
      words[index] = ((word & 0xff) << 24) | ((word & 0xff00) << 8) | ((word >>> 8) & 0xff00) | (word >>> 24);
    }
    if (width === 8) {
      for (let index = 0; index < words.length; index += 2) {
        const low = words[index]!;
        words[index] = words[index + 1]!;
        words[index + 1] = low;
      }
    }
    return;
  }
  for (let start = 0; start < bytes.length; start += width) bytes.subarray(start, start + width).reverse();
}

/** Six-bit codes, four in three bytes (element 0 in the lowest bits), one per byte. */
export function unpackSix(packed: Uint8Array, count: number): Uint8Array {
  const codes = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    const bit = index * 6;
    const byte = bit >>> 3;
    const word = packed[byte]! | ((packed[byte + 1] ?? 0) << 8);
    codes[index] = (word >>> (bit & 7)) & 0x3f;
  }
  return codes;
}

/** One-per-byte 6-bit codes packed four in three bytes (element 0 in the lowest bits). */
export function packSix(codes: Uint8Array): Uint8Array {
  const packed = new Uint8Array((codes.length * 6) / 8);
  for (let index = 0; index < codes.length; index += 1) {
    const bit = index * 6;
    const byte = bit >>> 3;
    const word = (codes[index]! & 0x3f) << (bit & 7);
    packed[byte]! |= word & 0xff;
    if (word > 0xff) packed[byte + 1]! |= word >>> 8;
  }
  return packed;
}

/**
 * The bytes of `x` laid out as `layout` for a file (a copy: `x` may be a view, and memory may grow
 * before the caller writes it out). Row-major order.
 */
export function bytesForFile(x: AnyNDArray, layout: 'storage' | 'codes' | 'six-packed'): Uint8Array {
  const dtype = x.dtype as DType;
  if (layout === 'storage' || !isNarrow(dtype)) return x.tobytes() as Uint8Array;
  const codes = x.toTypedArray() as Uint8Array;
  return layout === 'codes' ? codes : packSix(codes);
}

/**
 * The storage bytes of `x` (row-major): a view of its own memory where it is contiguous (valid
 * until the next allocation: write it out at once), otherwise a copy (tobytes()).
 */
export function storageChunk(x: AnyNDArray): Uint8Array {
  const state = x[storage];
  const dtype = x.dtype as DType;
  const perByte = itemSize(dtype) < 1 ? Math.round(1 / itemSize(dtype)) : 1;
  if (state.strides === undefined && state.phase === 0 && state.pointer !== 0 && x.size % perByte === 0)
    return new Uint8Array(memory().buffer, state.pointer, byteLength(dtype, x.size));
  return x.tobytes() as Uint8Array;
}

/** The options of the writers that stream their output. */
export interface WriteOptions {
  /**
   * Receives the file's bytes in order, chunk by chunk, instead of one Uint8Array returned. A
   * chunk may be a view of an array's memory: valid during the call only (copy it to keep it).
   */
  readonly write?: (chunk: Uint8Array) => void;
}

/** `x` checked to be an NDArray of this library, or a TypeError naming `where` and `what`. */
export function checkArray(x: unknown, where: string, what: string): AnyNDArray {
  if (typeof x !== 'object' || x === null || !(storage in x)) {
    throw new TypeError(`${where}: ${what} must be an NDArray, got ${show(x)}.`);
  }
  const found = x as AnyNDArray;
  if (found.disposed) throw new TypeError(`${where}: ${what} was disposed; it can no longer be used.`);
  return found;
}
