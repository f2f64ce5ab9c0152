// The kernel module's exports by name: the lookup the family modules of src/kernels/ turn
// (op, dtype, element size) into handles with. Nothing outside src/kernels/ imports this module
// (test/kernel-door.test.ts); above it, kernels are typed handles from heap.ts, elementwise.ts,
// strided-copy.ts and the family modules.
import type { KernelExports, KernelName } from './exports.generated.js';
import { kernelIds, wasm } from './loader.js';
import { recordable } from './recorder.js';

export { wasm } from './loader.js';

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
  // A handle threads can record (recorder.ts): its command id is the export's index.
  const handle = recordable(kernelIds().get(name)!, found as (...args: number[]) => number);
  kernelCache.set(name, handle);
  return handle;
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

/**
 * An export by its name, typed as the generated table declares it; looked up once (kernel's cache).
 * For the family modules of src/kernels/, which turn (op, dtype, size) into names.
 */
export function exportOf<Name extends KernelName>(name: Name): KernelExports[Name] {
  return kernel(name) as unknown as KernelExports[Name];
}

/** An export by name where the module may have none (a cast pair, a mixed pair): undefined then. */
export function optionalExport<Name extends KernelName>(name: string): KernelExports[Name] | undefined {
  const found = (wasm() as unknown as Record<string, unknown>)[name];
  return typeof found === 'function' ? (kernel(name) as unknown as KernelExports[Name]) : undefined;
}
