// The kernels' linear memory as the layers above see it: blocks in and out, fresh typed views of
// the buffer, the scalar slot.
//
// Rule for callers: memory.grow (inside any allocation) detaches every typed-array view of the
// buffer. Take views with heapView / elementView right before use and never keep one across
// allocBytes or a kernel call that allocates.

import { dtypeInfo, dtypeNames, isNarrow, itemSize as dtypeItemSize } from '../lattice/dtypes.js';
import type { KernelMemory } from './kernels.generated.js';
import { instanceSlot, isReady, wasm } from './loader.js';
import { deferFree, recording } from './recorder.js';
import { exportOf } from './instance.js';

export type { KernelMemory } from './kernels.generated.js';

/** The module's own linear memory; all kernel pointers are byte offsets into it. */
export function memory(): KernelMemory {
  return wasm().memory;
}

/** The memory's size in bytes, 0 before the kernels are loaded (loads nothing). */
export function memoryBytes(): number {
  return isReady() ? wasm().memory.buffer.byteLength : 0;
}

/**
 * 32 bytes of wasm memory (two elements of any dtype, at +0 and +16) where an operation writes
 * scalar operands for its kernel to read with stride 0. Allocated with the instance, once, and
 * never freed.
 */
export function scalarSlot(): number {
  return instanceSlot();
}

/**
 * A 16-byte-aligned block of `bytes` bytes in wasm memory. Throws a RangeError when memory is
 * exhausted; the allocator stays usable, so freeing something and retrying works.
 */
export function allocBytes(bytes: number): number {
  if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > 0xffffffff) {
    throw new RangeError(`out of WebAssembly memory: could not allocate ${bytes} bytes`);
  }
  let pointer = wasm().alloc(bytes) >>> 0;
  if (pointer === 0 && blocksKept !== undefined) {
    blocksKept(); // blocks src/memory/memory.ts keeps for reuse go back first; they may merge into room
    pointer = wasm().alloc(bytes) >>> 0;
  }
  if (pointer === 0) throw new RangeError(`out of WebAssembly memory: could not allocate ${bytes} bytes`);
  return pointer;
}

/**
 * The allocator's own answer for `bytes` (1 ≤ bytes < 2³²): a block, or 0 where memory is
 * exhausted. No retry, no error: src/memory/memory.ts's fast path decides what 0 means.
 */
export function tryAllocBytes(bytes: number): number {
  return wasm().alloc(bytes) >>> 0;
}

let blocksKept: (() => void) | undefined;

/** Registers what frees the blocks kept for reuse (src/memory/memory.ts), run before allocBytes gives up. */
export function onOutOfMemory(release: () => void): void {
  blocksKept = release;
}

/**
 * Whether kernel calls run now (not recorded for threads, src/kernels/pool.ts): a caller may then
 * hand a kernel a scratch block it keeps between calls (a recorded call runs later, beside others).
 */
export function callsRunNow(): boolean {
  return !recording;
}

/** Returns a block from allocBytes; 0 is ignored. */
export function freeBytes(pointer: number): void {
  // A piece being recorded for threads frees its scratch before its calls run: hold the block
  // until the job has run (pool.ts), so no other piece is given it meanwhile.
  if (recording) deferFree(pointer);
  else wasm().free(pointer);
}

let copyKernel: ((to: number, from: number, bytes: number) => void) | undefined;

/**
 * Copies `bytes` bytes inside wasm memory (overlap allowed), through a kernel: a copy inside an
 * executor's range is then a call threads can record and run in order with the others.
 */
export function copyMemory(from: number, to: number, bytes: number): void {
  if (bytes > 0) (copyKernel ??= exportOf('copy_bytes'))(to, from, bytes);
}

export type StorageArray =
  | Uint8Array<ArrayBuffer>
  | Int8Array<ArrayBuffer>
  | Uint16Array<ArrayBuffer>
  | Int16Array<ArrayBuffer>
  | Uint32Array<ArrayBuffer>
  | Int32Array<ArrayBuffer>
  | BigUint64Array<ArrayBuffer>
  | BigInt64Array<ArrayBuffer>
  | Float32Array<ArrayBuffer>
  | Float64Array<ArrayBuffer>;

type StorageConstructor = {
  new (buffer: ArrayBuffer, byteOffset?: number, length?: number): StorageArray;
  BYTES_PER_ELEMENT: number;
};

/**
 * How each dtype (by code) sits in memory, from the dtype table: the typed array over its storage
 * and how many storage values make one element (2 for complex: interleaved re, im).
 */
export const STORAGE: readonly {
  readonly array: StorageConstructor;
  readonly parts: 1 | 2;
  readonly perByte: number;
}[] = dtypeNames.map((name) => ({
  array: (globalThis as unknown as Record<string, StorageConstructor>)[dtypeInfo[name].storage]!,
  parts: dtypeInfo[name].kind === 'complex' ? 2 : 1,
  // Packed dtypes (int4: two per byte …): their storage is the packed bytes.
  perByte: isNarrow(name) ? 1 / dtypeItemSize(name) : 1,
}));

/** Bytes per element of dtype `code`. */
export function itemSize(code: number): number {
  const storage = storageOf(code);
  return storage.array.BYTES_PER_ELEMENT * storage.parts;
}

/** A fresh view of the whole memory as dtype `code`'s storage type. Do not keep it. */
export function heapView(code: number): StorageArray {
  return new (storageOf(code).array)(memory().buffer);
}

/**
 * A fresh view of `count` elements of dtype `code` at `pointer` (2·count values for complex; the
 * packed bytes of packed dtypes).
 */
export function elementView(code: number, pointer: number, count: number): StorageArray {
  const storage = storageOf(code);
  const values = storage.perByte > 1 ? Math.ceil(count / storage.perByte) : count * storage.parts;
  return new storage.array(memory().buffer, pointer, values);
}

function storageOf(code: number) {
  const storage = STORAGE[code];
  if (!storage) throw new RangeError(`unknown dtype code ${code}: expected 0..${STORAGE.length - 1}`);
  return storage;
}
