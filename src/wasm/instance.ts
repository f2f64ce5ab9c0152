// The one instance of the kernel module, compiled synchronously from the embedded binary on
// first import, and the typed ways to reach into it.
//
// Rule for callers: memory.grow (inside any allocation) detaches every typed-array view of the
// buffer. Take views with heapView / elementView right before use and never keep one across
// allocBytes or a kernel call that allocates.

import { dtypeInfo, dtypeNames } from '../dtypes.js';
import { KERNELS_WASM_BASE64 } from './binary.generated.js';
import {
  KERNEL_DTYPES,
  type BinaryKernel,
  type BinaryOp,
  type KernelDtype,
  type KernelExports,
  type KernelMemory,
  type UnaryKernel,
  type UnaryOp,
} from './kernels.generated.js';

export type { BinaryKernel, BinaryOp, KernelDtype, KernelExports, KernelMemory, UnaryKernel, UnaryOp };
export { BINARY_KERNELS, KERNEL_DTYPES, KERNEL_OUTPUTS, UNARY_KERNELS } from './kernels.generated.js';

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text); // in Node ≥ 16 and every browser, unlike Buffer
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

// The project compiles without the DOM lib and @types/node 20 lacks WebAssembly's types: declare
// the little used here instead of a global that could clash with a user's DOM typings.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: object };
}
const WebAssemblyGlobal = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let exportsObject: KernelExports | undefined;

/** AssemblyScript's abort(message, file, line, column): strings are UTF-16, byte length at ptr − 4. */
function readString(pointer: number): string {
  if (!pointer || !exportsObject) return '';
  const buffer = exportsObject.memory.buffer;
  const byteLength = new DataView(buffer).getUint32(pointer - 4, true);
  return String.fromCharCode(...new Uint16Array(buffer, pointer, byteLength >>> 1));
}

const module = new WebAssemblyGlobal.Module(decodeBase64(KERNELS_WASM_BASE64));
const instance = new WebAssemblyGlobal.Instance(module, {
  env: {
    abort(message: number, file: number, line: number, column: number): never {
      throw new Error(`WebAssembly kernel aborted: ${readString(message)} (${readString(file)}:${line}:${column})`);
    },
  },
});
exportsObject = instance.exports as unknown as KernelExports;

/** The module's exports, typed: every `${op}_${dtype}` and `cast_${from}_${to}` kernel, alloc, free. */
export const wasm: KernelExports = exportsObject;
/** The module's own linear memory; all kernel pointers are byte offsets into it. */
export const memory: KernelMemory = wasm.memory;

/** A kernel by export name; throws naming it when the module has no such kernel. */
export function kernel(name: string): (...args: number[]) => number {
  const found = (wasm as unknown as Record<string, unknown>)[name];
  if (typeof found !== 'function' || name === 'alloc' || name === 'free' || name === 'heap_size') {
    throw new Error(`no WebAssembly kernel named "${name}"`);
  }
  return found as (...args: number[]) => number;
}

/** `${op}_${dtype}` for a binary op (both operands of dtype). */
export function binaryKernel(op: BinaryOp, dtype: KernelDtype): BinaryKernel {
  return kernel(`${op}_${dtype}`) as BinaryKernel;
}

/** `${op}_${dtype}` for a unary op. */
export function unaryKernel(op: UnaryOp, dtype: KernelDtype): UnaryKernel {
  return kernel(`${op}_${dtype}`) as UnaryKernel;
}

/** `cast_${from}_${to}`. */
export function castKernel(from: KernelDtype, to: KernelDtype): UnaryKernel {
  return kernel(`cast_${from}_${to}`) as UnaryKernel;
}

/**
 * A 16-byte-aligned block of `bytes` bytes in wasm memory. Throws a RangeError when memory is
 * exhausted; the allocator stays usable, so freeing something and retrying works.
 */
export function allocBytes(bytes: number): number {
  if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > 0xffffffff) {
    throw new RangeError(`out of WebAssembly memory: could not allocate ${bytes} bytes`);
  }
  const pointer = wasm.alloc(bytes) >>> 0;
  if (pointer === 0) throw new RangeError(`out of WebAssembly memory: could not allocate ${bytes} bytes`);
  return pointer;
}

/** Returns a block from allocBytes; 0 is ignored. */
export function freeBytes(pointer: number): void {
  wasm.free(pointer);
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
export const STORAGE: readonly { readonly array: StorageConstructor; readonly parts: 1 | 2 }[] = dtypeNames.map((name) => ({
  array: (globalThis as unknown as Record<string, StorageConstructor>)[dtypeInfo[name].storage]!,
  parts: dtypeInfo[name].kind === 'complex' ? 2 : 1,
}));

/** Bytes per element of dtype `code`. */
export function itemSize(code: number): number {
  const storage = storageOf(code);
  return storage.array.BYTES_PER_ELEMENT * storage.parts;
}

/** A fresh view of the whole memory as dtype `code`'s storage type. Do not keep it. */
export function heapView(code: number): StorageArray {
  return new (storageOf(code).array)(memory.buffer);
}

/** A fresh view of `count` elements of dtype `code` at `pointer` (2·count values for complex). */
export function elementView(code: number, pointer: number, count: number): StorageArray {
  const storage = storageOf(code);
  return new storage.array(memory.buffer, pointer, count * storage.parts);
}

function storageOf(code: number) {
  const storage = STORAGE[code];
  if (!storage) throw new RangeError(`unknown dtype code ${code}: expected 0..${KERNEL_DTYPES.length - 1}`);
  return storage;
}
