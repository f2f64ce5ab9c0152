// Loading: the one instance of the kernel module, created lazily on first use. Private to
// src/kernels/ (the public face is ready.ts). Importing this module compiles nothing: promotion and
// the types never touch wasm.
//
// Loading: the module is the file kernels.wasm next to this one (`new URL('./kernels.wasm',
// import.meta.url)`, a pattern bundlers such as Vite and webpack copy as an asset). In Node (and
// Deno, Bun) the first array operation reads and compiles it synchronously; in a browser call
// `await ready()` once first (WebAssembly.compileStreaming), or pass ready() the file's URL, its
// bytes, a Response or a compiled WebAssembly.Module.

import type { KernelExports } from './exports.generated.js';
import type { FetchResponse, KernelSource, UrlLike, WasmModule } from './source.js';

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
  // The scalar slot (heap.ts) comes with the instance, first, so no memory statistic counts it.
  slotAddress = exportsObject.alloc(32) >>> 0;
  return exportsObject;
}

let slotAddress = 0;

/** The 32 bytes allocated with the instance for scalar operands (heap.ts, scalarSlot). */
export function instanceSlot(): number {
  if (slotAddress === 0) wasm();
  return slotAddress;
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
