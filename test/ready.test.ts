// Loading the kernels: nothing at import, ready() with the sources it accepts, a failed load that
// can be retried. (This file's worker starts with no instance; other files load on first use.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { add, array, isReady, promoteTypes, ready } from '../src/index.js';

// @types/node 20 declares no WebAssembly values.
const wasmApi = (
  globalThis as unknown as { WebAssembly: { CompileError: new () => Error; Module: new (bytes: Uint8Array) => object } }
).WebAssembly;
const wasmFile = new URL('../src/kernels/kernels.wasm', import.meta.url);

describe('ready()', () => {
  it('importing the package and promoting instantiates nothing', () => {
    expect(promoteTypes('int8', 'uint8')).toBe('int16');
    expect(isReady()).toBe(false);
  });

  it('a failed load rejects, leaves the library unloaded, and a later ready() can retry', async () => {
    await expect(ready(new Uint8Array([0, 97, 115, 109]))).rejects.toThrow(wasmApi.CompileError);
    expect(isReady()).toBe(false);
    await expect(ready('file:///nonexistent/kernels.wasm')).rejects.toThrow(/ENOENT|no such file/);
    expect(isReady()).toBe(false);
  });

  it('takes the bytes (or a URL, a Response, a compiled module); resolves at once afterwards', async () => {
    await ready(readFileSync(wasmFile));
    expect(isReady()).toBe(true);
    await ready(); // already loaded: no second instance
    await ready(new wasmApi.Module(readFileSync(wasmFile)));
    expect(add(array([1, 2], 'int8'), 1).toArray()).toEqual([2, 3]);
  });
});
