// The lifetime of arrays' memory: who frees a block, and when.
import type { AnyNDArray } from '../types/array.js';
import { freeBytes } from './wasm/instance.js';

/** The internal state of an array: where its data is. 0 once disposed. */
export interface Storage {
  pointer: number;
}

/** Module-private key of an array's storage (not part of the public API). */
export const storage: unique symbol = Symbol('dtype-lattice storage');

// Frees the memory of arrays that were never disposed, once they are garbage.
const reclaimer = new FinalizationRegistry<Storage>((forgotten) => {
  if (forgotten.pointer !== 0) freeBytes(forgotten.pointer);
  forgotten.pointer = 0;
});

// Registering with a FinalizationRegistry costs about as much as a small operation, and most
// arrays are disposed right after use (`add(a, b).dispose()`, `using`). So new arrays wait in a
// list until the current task yields (or the list is long) and only those still alive then are
// registered. Until then the list holds them, which delays nothing: a registry only reclaims
// between tasks anyway.
const unwatched: AnyNDArray[] = [];
let flushQueued = false;
const watchBatch = 4096;

export function watch(array: AnyNDArray): void {
  unwatched.push(array);
  if (unwatched.length >= watchBatch) registerUnwatched();
  else if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(registerUnwatched);
  }
}

function registerUnwatched(): void {
  flushQueued = false;
  for (const array of unwatched) {
    const state = array[storage];
    if (state.pointer !== 0) reclaimer.register(array, state);
  }
  unwatched.length = 0;
}
