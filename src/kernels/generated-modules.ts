// Modules generated at run time (jit's fused segments): compiled and instantiated over the kernels'
// memory here, the one door, so they become handles like the kernels' (recordable, callable by the
// pool's threads). Their bytes are kept in wasm memory while the handle lives: a worker compiles
// them from there the first time a piece calls them (it runs no event loop to be sent them).
import { allocBytes, freeBytes } from './heap.js';
import { wasm } from './loader.js';
import { unshared } from './module-bytes.js';
import { forgetGenerated, registerGenerated } from './pool.js';
import { recordable } from './recorder.js';

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

/** A generated module's `run`: pointers and counts in, a status out. */
export type GeneratedRun = (...args: number[]) => number;

interface Kept {
  id: number;
  pointer: number;
}
const kept = new WeakMap<GeneratedRun, Kept>();

/**
 * The `run` export of a module of `bytes` that imports `env.memory` as a shared memory (its import
 * is unshared here where the kernels' memory is not shared), as a handle threads can call.
 */
export function instantiateGenerated(bytes: Uint8Array): GeneratedRun {
  const memory = wasm().memory;
  const shared = typeof SharedArrayBuffer === 'function' && memory.buffer instanceof SharedArrayBuffer;
  const own = shared ? bytes : unshared(bytes);
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const run = new api.Instance(new api.Module(own), { env: { memory } }).exports.run as GeneratedRun;
  if (!shared) return run;
  const pointer = allocBytes(own.length);
  new Uint8Array(memory.buffer, pointer, own.length).set(own);
  const id = registerGenerated(run, pointer, own.length);
  const handle = recordable(id, run);
  kept.set(handle, { id, pointer });
  return handle;
}

/** Lets a generated module go (evicted from jit's cache): its bytes' block is freed. */
export function releaseGenerated(handle: GeneratedRun): void {
  const entry = kept.get(handle);
  if (entry === undefined) return;
  kept.delete(handle);
  forgetGenerated(entry.id);
  freeBytes(entry.pointer);
}
