// Loading: the one instance of the kernel module, created lazily on first use. Private to
// src/kernels/ (the public face is ready.ts). Importing this module compiles nothing: promotion and
// the types never touch wasm.
//
// Loading: the module is the file kernels.wasm next to this one (`new URL('./kernels.wasm',
// import.meta.url)`, a pattern bundlers such as Vite and webpack copy as an asset). In Node (and
// Deno, Bun) the first array operation reads and compiles it synchronously; in a browser call
// `await ready()` once first (WebAssembly.compileStreaming), or pass ready() the file's URL, its
// bytes, a Response or a compiled WebAssembly.Module.

import { abortError } from './commands.js';
import type { KernelExports } from './exports.generated.js';
import type { KernelMemory } from './kernels.generated.js';
import { microKernels, microModule } from './micro-module.js';
import { unshared } from './module-bytes.js';
import type { FetchResponse, KernelSource, UrlLike, WasmModule } from './source.js';

// The project compiles without the DOM lib and @types/node 20 lacks WebAssembly's types: declare
// the little used here instead of a global that could clash with a user's DOM typings.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Memory: new (descriptor: { initial: number; maximum?: number; shared?: boolean }) => KernelMemory;
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
let compiled: WasmModule | undefined;

/** The module's memory limits in 64 KiB pages (scripts/build-wasm.mjs builds it with these). */
export const INITIAL_PAGES = 16;
export const MAXIMUM_PAGES = 65536;

/**
 * The memory the kernels will run on: shared (so worker threads can run kernels on it) where the
 * platform allows, with the largest maximum it grants; else undefined, and why.
 */
interface MemoryChoice {
  memory: KernelMemory | undefined;
  refused: string | undefined;
}
let memoryChoice: MemoryChoice | undefined;

function chooseMemory(): MemoryChoice {
  if (memoryChoice) return memoryChoice;
  const scope = globalThis as { crossOriginIsolated?: boolean; SharedArrayBuffer?: unknown };
  let refused: string | undefined;
  if (typeof scope.SharedArrayBuffer !== 'function') {
    refused =
      scope.crossOriginIsolated === false
        ? 'the page is not cross-origin isolated (serve it with COOP/COEP headers), so it has no SharedArrayBuffer'
        : 'this platform has no SharedArrayBuffer';
  } else {
    // Some platforms (iOS Safari) refuse a large shared maximum: a smaller one still threads.
    for (const maximum of [MAXIMUM_PAGES, 16384, 4096]) {
      try {
        const memory = new globals.WebAssembly.Memory({ initial: INITIAL_PAGES, maximum, shared: true });
        return (memoryChoice = { memory, refused: undefined });
      } catch (error) {
        refused = `a shared WebAssembly memory was refused (${(error as Error).message})`;
      }
    }
  }
  return (memoryChoice = { memory: undefined, refused });
}

/** Why the kernels run on an unshared memory (single-threaded), or undefined when it is shared. */
export function sharingRefused(): string | undefined {
  return chooseMemory().refused;
}

/** The compiled kernel module, once instantiated (worker threads instantiate it again). */
export function kernelModule(): WasmModule | undefined {
  return compiled;
}

let ids: Map<string, number> | undefined;

/** Each export's index in the module's export list: the id threads call it by (commands.ts). */
export function kernelIds(): ReadonlyMap<string, number> {
  if (ids) return ids;
  wasm();
  const api = globals.WebAssembly as unknown as { Module: { exports(module: WasmModule): { name: string }[] } };
  ids = new Map(api.Module.exports(compiled!).map((each, index) => [each.name, index]));
  return ids;
}

/** The module's bytes as this platform can instantiate them: unshared where sharing is refused. */
function platformBytes(bytes: Uint8Array): Uint8Array {
  return chooseMemory().memory === undefined ? unshared(bytes) : bytes;
}

/** Where the kernel module is by default: next to this file. */
function defaultLocation(): URL {
  return new URL('./kernels.wasm', import.meta.url);
}

function instantiate(module: WasmModule): KernelExports {
  if (exportsObject) return exportsObject;
  const shared = chooseMemory().memory;
  const memory = shared ?? new globals.WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MAXIMUM_PAGES });
  const instance = new globals.WebAssembly.Instance(module, {
    env: {
      memory,
      ...microKernels(microModule(shared !== undefined), memory),
      abort(message: number, file: number, line: number, column: number): never {
        throw abortError(memory.buffer, message, file, line, column);
      },
    },
  });
  exportsObject = instance.exports as unknown as KernelExports;
  compiled = module;
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
  return instantiate(new globals.WebAssembly.Module(platformBytes(bytes)));
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
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    const bytes = ArrayBuffer.isView(source)
      ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
      : new Uint8Array(source);
    return api.compile(platformBytes(bytes));
  }
  if (
    source !== undefined &&
    typeof source === 'object' &&
    !isUrl(source) &&
    !isResponseLike(source) &&
    !('then' in source)
  ) {
    // A compiled WebAssembly.Module: it imports a shared memory, so it needs one.
    const refused = sharingRefused();
    if (refused !== undefined) {
      throw notLoaded(
        `a compiled module was given, and it needs a shared memory, but ${refused}; pass its URL or bytes instead`,
      );
    }
    return source;
  }
  const location =
    source === undefined
      ? defaultLocation()
      : typeof source === 'string' || isUrl(source)
        ? new URL(typeof source === 'string' ? source : source.href, defaultBase())
        : undefined;
  if (location) {
    const bytes = readSync(location);
    if (bytes) return api.compile(platformBytes(bytes));
    if (!globals.fetch) throw notLoaded(`no fetch() to load ${location.href}`);
  }
  const response = await (location ? globals.fetch!(location) : (source as FetchResponse | PromiseLike<FetchResponse>));
  if (!response.ok) throw notLoaded(`fetching ${response.url || location?.href} gave HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  // compileStreaming requires the application/wasm content type; fall back to the bytes otherwise.
  // Streaming compiles the bytes as they are, which needs a shared memory.
  if (api.compileStreaming && type.split(';')[0]!.trim() === 'application/wasm' && chooseMemory().memory)
    return api.compileStreaming(response);
  return api.compile(platformBytes(new Uint8Array(await response.arrayBuffer())));
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
