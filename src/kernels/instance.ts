// The one instance of the kernel module, created lazily on first use, and the typed ways to
// reach into it. Importing this module compiles nothing: promotion and the types never touch wasm.
//
// Loading: the module is the file kernels.wasm next to this one (`new URL('./kernels.wasm',
// import.meta.url)`, a pattern bundlers such as Vite and webpack copy as an asset). In Node (and
// Deno, Bun) the first array operation reads and compiles it synchronously; in a browser call
// `await ready()` once first (WebAssembly.compileStreaming), or pass ready() the file's URL, its
// bytes, a Response or a compiled WebAssembly.Module.
//
// Rule for callers: memory.grow (inside any allocation) detaches every typed-array view of the
// buffer. Take views with heapView / elementView right before use and never keep one across
// allocBytes or a kernel call that allocates.

import { dtypeInfo, dtypeNames, isNarrow, itemSize as dtypeItemSize, type DType } from '../lattice/dtypes.js';
import {
  type BinaryKernel,
  type BinaryOp,
  type KernelDtype,
  type KernelExports,
  type KernelMemory,
  type UnaryKernel,
  type UnaryOp,
} from './kernels.generated.js';
import type { FetchResponse, KernelSource, UrlLike, WasmModule } from './source.js';

export type { KernelSource } from './source.js';
export type { BinaryKernel, BinaryOp, KernelDtype, KernelExports, KernelMemory, UnaryKernel, UnaryOp };
export { BINARY_KERNELS, KERNEL_DTYPES, KERNEL_OUTPUTS, UNARY_KERNELS } from './kernels.generated.js';

// The project compiles without the DOM lib and @types/node 20 lacks WebAssembly's types: declare
// the little used here instead of a global that could clash with a user's DOM typings.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: Record<string, Record<string, unknown>>) => { exports: object };
  compile(bytes: Uint8Array | ArrayBuffer): Promise<WasmModule>;
  compileStreaming?: (source: unknown) => Promise<WasmModule>;
}
const globals = globalThis as unknown as {
  WebAssembly: WebAssemblyApi;
  fetch?: (url: string | URL) => Promise<FetchResponse>;
  process?: { getBuiltinModule?: (id: string) => unknown };
  Deno?: { readFileSync(path: URL): Uint8Array };
};

let exportsObject: KernelExports | undefined;
let loading: Promise<void> | undefined;

/** Where the kernel module is by default: next to this file. */
function defaultLocation(): URL {
  return new URL('./kernels.wasm', import.meta.url);
}

/** AssemblyScript's abort(message, file, line, column): strings are UTF-16, byte length at ptr − 4. */
function readString(pointer: number): string {
  if (!pointer || !exportsObject) return '';
  const buffer = exportsObject.memory.buffer;
  const byteLength = new DataView(buffer).getUint32(pointer - 4, true);
  return String.fromCharCode(...new Uint16Array(buffer, pointer, byteLength >>> 1));
}

function instantiate(module: WasmModule): KernelExports {
  if (exportsObject) return exportsObject;
  const instance = new globals.WebAssembly.Instance(module, {
    env: {
      abort(message: number, file: number, line: number, column: number): never {
        throw new Error(`WebAssembly kernel aborted: ${readString(message)} (${readString(file)}:${line}:${column})`);
      },
    },
  });
  exportsObject = instance.exports as unknown as KernelExports;
  scalarSlotAddress = exportsObject.alloc(32) >>> 0;
  return exportsObject;
}

let scalarSlotAddress = 0;

/**
 * 32 bytes of wasm memory (two elements of any dtype, at +0 and +16) where an operation writes
 * scalar operands for its kernel to read with stride 0. Allocated with the instance, once, and
 * never freed.
 */
export function scalarSlot(): number {
  if (scalarSlotAddress === 0) wasm();
  return scalarSlotAddress;
}

/** The file's bytes where a synchronous read exists (Node ≥ 20.16, Deno, Bun), else undefined. */
function readSync(location: URL): Uint8Array | undefined {
  if (location.protocol !== 'file:') return undefined;
  const fs = globals.process?.getBuiltinModule?.('node:fs') as { readFileSync(path: URL): Uint8Array } | undefined;
  if (fs) return fs.readFileSync(location);
  return globals.Deno?.readFileSync(location);
}

function notLoaded(reason: string): Error {
  return new Error(
    `dtype-lattice: the WebAssembly kernels are not loaded (${reason}). ` +
      'In a browser, run `await ready()` once before the first array operation; ' +
      "if your bundler did not copy kernels.wasm, pass its URL or bytes: `await ready(new URL('…/kernels.wasm', import.meta.url))`. " +
      'Promotion functions and types need no kernels.',
  );
}

/**
 * The kernel module's exports, instantiating it synchronously on first use where the platform
 * can read the file synchronously (Node, Deno, Bun); elsewhere it throws until `ready()` resolved.
 */
export function wasm(): KernelExports {
  if (exportsObject) return exportsObject;
  let location: URL;
  try {
    location = defaultLocation();
  } catch {
    throw notLoaded('this build has no module URL to find kernels.wasm from');
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = readSync(location);
  } catch (error) {
    throw notLoaded(`could not read ${location.href}: ${(error as Error).message}`);
  }
  if (!bytes) throw notLoaded(`no synchronous way to read ${location.href} here`);
  return instantiate(new globals.WebAssembly.Module(bytes));
}

/** The module's own linear memory; all kernel pointers are byte offsets into it. */
export function memory(): KernelMemory {
  return wasm().memory;
}

/** Whether the kernels are instantiated (array operations then run without waiting). */
export function isReady(): boolean {
  return exportsObject !== undefined;
}

/**
 * Loads and instantiates the WebAssembly kernels; resolves once array operations can run.
 * Needed once in browsers before the first array operation (Node loads them on first use).
 * Without an argument it fetches kernels.wasm next to the library module with
 * WebAssembly.compileStreaming; pass a URL, the bytes, a Response or a compiled module to load
 * them from elsewhere. Calling it again resolves at once.
 * @example await ready(); add(array([1, 2]), 1)
 */
export function ready(source?: KernelSource): Promise<void> {
  if (exportsObject) return Promise.resolve();
  loading ??= load(source).then(
    (module) => void instantiate(module),
    (error: unknown) => {
      loading = undefined; // a later ready() may retry, e.g. with another source
      throw error;
    },
  );
  return loading;
}

async function load(source: KernelSource | undefined): Promise<WasmModule> {
  const api = globals.WebAssembly;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return api.compile(source as Uint8Array);
  if (
    source !== undefined &&
    typeof source === 'object' &&
    !isUrl(source) &&
    !isResponseLike(source) &&
    !('then' in source)
  ) {
    return source; // a compiled WebAssembly.Module
  }
  const location =
    source === undefined
      ? defaultLocation()
      : typeof source === 'string' || isUrl(source)
        ? new URL(typeof source === 'string' ? source : source.href, defaultBase())
        : undefined;
  if (location) {
    const bytes = readSync(location);
    if (bytes) return api.compile(bytes);
    if (!globals.fetch) throw notLoaded(`no fetch() to load ${location.href}`);
  }
  const response = await (location ? globals.fetch!(location) : (source as FetchResponse | PromiseLike<FetchResponse>));
  if (!response.ok) throw notLoaded(`fetching ${response.url || location?.href} gave HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  // compileStreaming requires the application/wasm content type; fall back to the bytes otherwise.
  if (api.compileStreaming && type.split(';')[0]!.trim() === 'application/wasm') return api.compileStreaming(response);
  return api.compile(await response.arrayBuffer());
}

function defaultBase(): string | undefined {
  try {
    return defaultLocation().href;
  } catch {
    return undefined;
  }
}

function isUrl(value: object): value is UrlLike {
  return value instanceof URL;
}

function isResponseLike(value: object): value is FetchResponse {
  return typeof (value as FetchResponse).arrayBuffer === 'function' && 'headers' in value;
}

/** A kernel by export name; throws naming it when the module has no such kernel. */
export function kernel(name: string): (...args: number[]) => number {
  // Looking a name up on the exports object (hundreds of properties) costs more than the rest of
  // a small operation's bookkeeping: each kernel is looked up once.
  const cached = kernelCache.get(name);
  if (cached !== undefined) return cached;
  const found = (wasm() as unknown as Record<string, unknown>)[name];
  if (typeof found !== 'function' || name === 'alloc' || name === 'free' || name === 'heap_size') {
    throw new Error(`no WebAssembly kernel named "${name}"`);
  }
  kernelCache.set(name, found as (...args: number[]) => number);
  return found as (...args: number[]) => number;
}

const kernelCache = new Map<string, (...args: number[]) => number>();

/**
 * The kernel `${prefix}${dtype}` (`reduce_sum_` + `float32`), looked up once per pair: a name
 * built on every call would be hashed on every call. `prefix` should be a string kept, not rebuilt.
 */
export function kernelFor(prefix: string, dtype: string): (...args: number[]) => number {
  let byDType = kernelsByPrefix.get(prefix);
  if (byDType === undefined) kernelsByPrefix.set(prefix, (byDType = new Map()));
  let found = byDType.get(dtype);
  if (found === undefined) byDType.set(dtype, (found = kernel(prefix + dtype)));
  return found;
}

const kernelsByPrefix = new Map<string, Map<string, (...args: number[]) => number>>();

/** `${op}_${dtype}` for a binary op (both operands of dtype). */
export function binaryKernel(op: BinaryOp, dtype: KernelDtype): BinaryKernel {
  return kernel(`${op}_${dtype}`) as BinaryKernel;
}

/** `${op}_${dtype}` for a unary op. */
export function unaryKernel(op: UnaryOp, dtype: KernelDtype): UnaryKernel {
  return kernel(`${op}_${dtype}`) as UnaryKernel;
}

/** `cast_${from}_${to}`; throws for a pair without one (casts with narrow dtypes: src/memory/casts.ts). */
export function castKernel(from: DType, to: DType): UnaryKernel {
  const found = castExport(from, to);
  if (found === undefined) throw new Error(`no WebAssembly kernel named "cast_${from}_${to}"`);
  return found;
}

/** The kernel `cast_${from}_${to}`, or undefined where there is none; looked up once per pair. */
export function castExport(from: DType, to: DType): UnaryKernel | undefined {
  let byTarget = castsBySource.get(from);
  if (byTarget === undefined) castsBySource.set(from, (byTarget = new Map()));
  let found = byTarget.get(to);
  if (found === undefined) {
    const exported = (wasm() as unknown as Record<string, unknown>)[`cast_${from}_${to}`];
    byTarget.set(to, (found = typeof exported === 'function' ? (exported as UnaryKernel) : null));
  }
  return found ?? undefined;
}

const castsBySource = new Map<string, Map<string, UnaryKernel | null>>();

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

let blocksKept: (() => void) | undefined;

/** Registers what frees the blocks kept for reuse (src/memory/memory.ts), run before allocBytes gives up. */
export function onOutOfMemory(release: () => void): void {
  blocksKept = release;
}

/** Returns a block from allocBytes; 0 is ignored. */
export function freeBytes(pointer: number): void {
  wasm().free(pointer);
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
