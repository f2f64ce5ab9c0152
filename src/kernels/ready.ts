// The public face of kernel loading (the loader itself is src/kernels/instance.ts).
import type { KernelSource } from './source.js';
import { isReady as isLoaded, ready as load } from './loader.js';
import { fusedMultiplyAdd as fused } from './micro-module.js';

export type { KernelSource } from './source.js';

/**
 * Loads and instantiates the WebAssembly kernels; resolves once array operations can run.
 * Needed once in browsers before the first array operation; Node, Deno and Bun load them
 * synchronously on first use. Without an argument it fetches kernels.wasm next to the library
 * module (WebAssembly.compileStreaming); pass a URL, the bytes, a Response or a compiled
 * WebAssembly.Module to load them from elsewhere. Calling it again resolves at once.
 * @example await ready(); add(array([1, 2]), 1)
 */
export function ready(source?: KernelSource): Promise<void> {
  return load(source);
}

/** Whether the kernels are instantiated (array operations then run without waiting). */
export function isReady(): boolean {
  return isLoaded();
}

/**
 * Whether matrix products (and the linear algebra built on them) fuse each float multiply-add into
 * one rounding: true where the platform has WebAssembly's relaxed SIMD (Chromium, Node ≥ 22, Deno;
 * Node 20 with --experimental-wasm-relaxed-simd) and DTYPE_LATTICE_FMA is not 'off'. Results then differ from the unfused platforms' in the last
 * bits (within SPEC §8's K·ε), and never with the thread count.
 * @example typeof fusedMultiplyAdd() //=> 'boolean'
 */
export function fusedMultiplyAdd(): boolean {
  return fused();
}
