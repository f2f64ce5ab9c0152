// The lifetime of arrays' memory: who frees a block, and when. Three ways, cheapest first:
// dispose() (or `using`), scope() disposing what a function created, and a FinalizationRegistry
// for arrays nobody disposed. The bytes that last path holds are counted, so an exhausted memory
// can say how much of it forgotten arrays hold.
import type { AnyNDArray, SharedBlock, Storage, storage as storageKey } from '../../types/ndarray.js';
import { byteLength, type DType } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { allocBytes, freeBytes, memoryBytes, onOutOfMemory, tryAllocBytes } from '../kernels/heap.js';

/** Module-private key of an array's storage (not part of the public API; its type is types/ndarray.ts's). */
export const storage: typeof storageKey = Symbol('dtype-lattice storage') as typeof storageKey;

/** A wasm32 memory holds at most 2^16 pages of 64 KiB. */
export const memoryLimitBytes = 2 ** 32;

// ── accounting ───────────────────────────────────────────────────────────────────────────────

let heldBytes = 0;
let heldArrays = 0;
let peakBytes = 0;

/** Bytes and count of arrays not yet freed (disposed, scoped out or reclaimed). */
export function undisposed(): { readonly bytes: number; readonly arrays: number } {
  return { bytes: heldBytes, arrays: heldArrays };
}

/** What memoryStats() reports. */
export interface MemoryStats {
  /** Arrays not yet freed: made and not disposed, scoped out or reclaimed (views count, each once). */
  readonly liveArrays: number;
  /** Bytes of WebAssembly memory those arrays hold (a block shared by views counts once). */
  readonly bytesHeld: number;
  /** The most bytesHeld has been since the program started, or since the last `resetPeak`. */
  readonly peakBytes: number;
  /** The size of the WebAssembly memory: it grows as needed and never shrinks (0 before the kernels are loaded). */
  readonly wasmMemoryBytes: number;
  /** Traces held by `jit`'s caches now, over every jitted function (each keeps the arrays its function captured alive). */
  readonly jitCacheEntries: number;
  /** Traces `jit`'s caches have dropped because a function's cache was full. */
  readonly jitCacheEvictions: number;
}

/** Counted by src/jit/cache.ts, kept here so that memoryStats reports them without importing jit. */
export const jitCacheCounts = { entries: 0, evictions: 0 };

/**
 * What the library's arrays hold now. Arrays nobody disposed count until the engine collects
 * them. `{ resetPeak: true }` starts a new peak from the current bytes (after reading the old one).
 * @example
 * const before = memoryStats();
 * const x = zeros([1000]); // liveArrays + 1, bytesHeld + 8000
 * x.dispose();             // back to before
 * memoryStats().liveArrays - before.liveArrays //=> 0
 */
export function memoryStats(options?: { readonly resetPeak?: boolean }): MemoryStats {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`memoryStats: expects an options object { resetPeak }, got ${show(options)}.`);
  }
  const stats: MemoryStats = {
    liveArrays: heldArrays,
    bytesHeld: heldBytes,
    peakBytes,
    wasmMemoryBytes: memoryBytes(),
    jitCacheEntries: jitCacheCounts.entries,
    jitCacheEvictions: jitCacheCounts.evictions,
  };
  if (options?.resetPeak) peakBytes = heldBytes;
  return stats;
}

/** Frees an array's block once, whoever asks first (dispose, a scope or the registry). */
export function release(state: Storage): void {
  if (state.pointer === 0) return;
  const block = state.shared;
  if (block === undefined) freeArrayBlock(state.pointer, state.bytes);
  handOver(state); // no longer counted; its own block (if any) freed just above
  if (block !== undefined) {
    block.users -= 1;
    if (block.users === 0) {
      freeArrayBlock(block.pointer, block.bytes);
      heldBytes -= block.bytes;
    }
  }
}

/**
 * dispose(): release() of the array's state; an array disposed right after it was made (the
 * usual `add(a, b).dispose()`, a temporary) also leaves the list of arrays waiting to be watched,
 * so that list stays short and is not walked for arrays that are gone.
 */
export function releaseArray(array: AnyNDArray): void {
  const last = unwatched.length - 1;
  if (last >= 0 && unwatched[last] === array) unwatched.pop();
  release(array[storage]);
}

/**
 * Ends a live array without freeing its block: release() after freeing it, or when the block is
 * handed over to another array made for it (counted by adopt; see restrided).
 */
export function handOver(state: Storage): void {
  if (state.pointer === 0) return;
  state.pointer = 0;
  state.ballast = undefined;
  heldBytes -= state.bytes;
  heldArrays -= 1;
}

/**
 * The block of a live array, shared from now on: the first view of an array turns its own bytes
 * into a block it and its views count on. Each call counts one more user (the new view).
 */
export function shareBlock(state: Storage): SharedBlock {
  let block = state.shared;
  if (block === undefined) {
    // The base's bytes are held by the block from now on, until its last user is released.
    block = { pointer: state.pointer, bytes: state.bytes, users: 1 };
    state.shared = block;
    state.bytes = 0;
  }
  block.users += 1;
  return block;
}

/**
 * A block for an array of `bytes` bytes. `what` describes the array for the error ("a float64
 * array of shape [3]"), `where` names the function called: beyond the 4 GiB limit, or when memory is exhausted, a RangeError says
 * how much undisposed arrays hold and what to do.
 */
export function allocateArrayBytes(bytes: number, what: () => string, where?: string): number {
  const pointer = tryAllocate(bytes);
  if (pointer !== 0) return pointer;
  return allocateOrExplain(bytes, what, where === undefined ? '' : `${where}: `);
}

/**
 * A scratch block of `bytes` bytes for the public function `where` (freed with freeBytes, not
 * kept for reuse): when memory is exhausted, the RangeError an array's allocation gives, naming
 * `where` (where the caller knows it) and what the block is for, not the allocator's bare words.
 */
export function allocateScratch(bytes: number, what: () => string, where: string | undefined): number {
  return allocateOrExplain(bytes, what, where === undefined ? '' : `${where}: `);
}

/** allocBytes, tried again after the engine frees collected arrays; then a RangeError saying what holds memory. */
function allocateOrExplain(bytes: number, what: () => string, prefix: string): number {
  if (!Number.isSafeInteger(bytes) || bytes >= memoryLimitBytes) throw tooLarge(prefix, what(), bytes);
  // allocBytes has returned the blocks kept for reuse to the allocator before giving up.
  try {
    return allocBytes(Math.max(bytes, 1));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  // Callbacks for arrays the engine has already collected can run now where the engine allows it.
  (reclaimer as { cleanupSome?: () => void }).cleanupSome?.();
  try {
    return allocBytes(Math.max(bytes, 1));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  throw new RangeError(`${prefix}${exhaustedText(what(), bytes)}`);
}

/** Exhausted memory's words: what needed how much, what undisposed arrays hold, and what to do. */
export function exhaustedText(what: string, bytes: number): string {
  return (
    `Out of WebAssembly memory: ${what} needs ${bytes} bytes. ${heldArrays} undisposed arrays hold ${heldBytes} bytes; ` +
    'arrays that are garbage are freed only after the engine collects them, between tasks, so loops that never dispose run out. ' +
    'Dispose arrays you no longer need (dispose() or using), or run the loop body in scope(); the library keeps working.'
  );
}

function tooLarge(prefix: string, what: string, bytes: number): RangeError {
  return new RangeError(
    `${prefix}Out of WebAssembly memory: ${what} needs ${show(bytes)} bytes. That is more than WebAssembly memory can hold (4 GiB, ${memoryLimitBytes} bytes).`,
  );
}

/**
 * Refuses, before any work, an array of `dtype` and `shape` that WebAssembly memory can never
 * hold (4 GiB): the RangeError allocation would give, thrown before the index maps, JavaScript
 * lists or scratch blocks a function builds for its result (whose engine errors name no function).
 */
export function checkFits(where: string, dtype: DType, shape: readonly number[]): void {
  let size = 1;
  for (const length of shape) size *= length;
  const bytes = byteLength(dtype, size);
  if (!(Number.isSafeInteger(bytes) && bytes < memoryLimitBytes))
    throw tooLarge(
      `${where}: `,
      `${dtype.startsWith('int') ? 'an' : 'a'} ${dtype} array of shape ${shapeText(shape)}`,
      bytes,
    );
}

/**
 * A block of `bytes` bytes, or 0 where that fails (too large, memory exhausted): the common case
 * of allocateArrayBytes without building its error's description.
 */
export function tryAllocate(bytes: number): number {
  if (bytes <= smallBlockBytes && bytes >= 0) {
    const sizeClass = (bytes + classRounding) >> classBits;
    const count = cachedCounts[sizeClass]!;
    if (count !== 0) {
      cachedCounts[sizeClass] = count - 1;
      cachedBytes -= sizeClass << classBits;
      return cachedPointers[sizeClass * perClass + count - 1]!;
    }
  } else if (!(bytes < memoryLimitBytes)) return 0;
  return tryAllocBytes(bytes > 0 ? bytes : 1);
}

// ── small blocks kept for reuse ──────────────────────────────────────────────────────────────

// A small operation's result is made and disposed over and over (`add(a, b).dispose()` in a
// loop): the allocator's free (coalescing) and alloc (splitting) of the same block were a quarter
// of a 1-element add. So an array's block of up to 8 KiB is kept here when it is released, up to
// `perClass` blocks per 64-byte size class and `cacheLimitBytes` in all, and the next array of
// that class takes it. The allocator sees a kept block as in use; flushBlockCache() returns them
// all (done before any allocation reports exhausted memory), and cachedBlocks() lists them
// for the tests that walk the heap. Only arrays' blocks (tryAllocate, release) pass through here.
const classBits = 6;
/** The allocator's block for `bytes` is (bytes + 16 header) rounded up to 64: class (bytes + 79) >> 6. */
const classRounding = 16 + (1 << classBits) - 1;
const smallBlockBytes = 8192 - 16;
const perClass = 8;
const cacheLimitBytes = 256 * 1024;
const classCount = ((smallBlockBytes + classRounding) >> classBits) + 1;
const cachedPointers = new Uint32Array(classCount * perClass);
const cachedCounts = new Uint8Array(classCount);
let cachedBytes = 0;
onOutOfMemory(flushBlockCache);

/** Releases an array's block of `bytes` bytes (as asked of tryAllocate): kept for reuse, or freed. */
function freeArrayBlock(pointer: number, bytes: number): void {
  if (bytes <= smallBlockBytes && bytes >= 0) {
    const sizeClass = (bytes + classRounding) >> classBits;
    const count = cachedCounts[sizeClass]!;
    const blockBytes = sizeClass << classBits;
    if (count < perClass && cachedBytes + blockBytes <= cacheLimitBytes) {
      cachedPointers[sizeClass * perClass + count] = pointer;
      cachedCounts[sizeClass] = count + 1;
      cachedBytes += blockBytes;
      return;
    }
  }
  freeBytes(pointer);
}

/** Frees every kept block to the allocator (allocBytes does, before it reports exhausted memory). */
export function flushBlockCache(): void {
  for (let sizeClass = 0; sizeClass < classCount; sizeClass += 1) {
    const count = cachedCounts[sizeClass]!;
    for (let index = 0; index < count; index += 1) freeBytes(cachedPointers[sizeClass * perClass + index]!);
    cachedCounts[sizeClass] = 0;
  }
  cachedBytes = 0;
}

/** The data pointers of the blocks kept for reuse (in use for the allocator, free for the library). */
export function cachedBlocks(): number[] {
  const pointers: number[] = [];
  for (let sizeClass = 0; sizeClass < classCount; sizeClass += 1)
    for (let index = 0; index < cachedCounts[sizeClass]!; index += 1)
      pointers.push(cachedPointers[sizeClass * perClass + index]!);
  return pointers;
}

/** Counts a new array's block and puts the array in the innermost open scope (if any). */
export function adopt(array: AnyNDArray): void {
  const state = array[storage];
  heldBytes += state.bytes;
  heldArrays += 1;
  if (heldBytes > peakBytes) peakBytes = heldBytes;
  // Length checked first: reading index -1 of an empty array is a slow lookup in V8 (by name,
  // up the prototype chain), which once cost 40% of a small operation.
  if (openScopes.length !== 0) openScopes[openScopes.length - 1]!.push(array);
  watch(array, state);
}

// ── the registry, for arrays never disposed ──────────────────────────────────────────────────

// Frees the memory of arrays that were never disposed, once they are garbage.
const reclaimer = new FinalizationRegistry<Storage>(release);

// Registering with a FinalizationRegistry costs about as much as a small operation, and most
// arrays are disposed right after use (`add(a, b).dispose()`, `using`, scope()). So new arrays
// wait in a list until the current task yields (or the list is long) and only those still alive
// then are registered. Until then the list holds them, which delays nothing: a registry only
// reclaims between tasks anyway.
const unwatched: AnyNDArray[] = [];
let flushQueued = false;
const watchBatch = 4096;

function watch(array: AnyNDArray, state: Storage): void {
  if (state.pointer === 0) return;
  unwatched.push(array);
  if (unwatched.length >= watchBatch) registerUnwatched();
  else if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(registerUnwatched);
  }
}

// The engine schedules garbage collection by its own heap, where an array is a small object, not
// by the wasm memory it owns: a loop that forgets arrays can fill gigabytes of wasm memory before
// a collection. So registered arrays also hold an ArrayBuffer as large as their wasm bytes (one
// per 33 MiB of arrays, shared): engines count ArrayBuffers as external memory and collect when it
// grows, freeing the forgotten arrays with their buffers. Never written, and at 33 MiB or more
// above malloc's mmap threshold (so not even zero-filled), the buffers cost no physical memory.
// Measured in bench/memory.mjs: see docs/guide.md's Memory section.
let unreported: Storage[] = [];
let unreportedBytes = 0;
let compactAt = 65536;
const reportEvery = 33 * 1024 * 1024;

function registerUnwatched(): void {
  flushQueued = false;
  for (const array of unwatched) {
    const state = array[storage];
    if (state.pointer === 0) continue;
    reclaimer.register(array, state);
    // (A view owns no bytes: nothing to report, and keeping its record would grow the list.)
    if (state.bytes === 0) continue;
    unreported.push(state);
    unreportedBytes += state.bytes;
  }
  unwatched.length = 0;
  // Many small arrays take long to reach the report size: drop the records of those already freed,
  // so that the list holds at most the live arrays (and a loop that forgets arrays stays flat).
  if (unreported.length >= compactAt) {
    unreported = unreported.filter((state) => state.pointer !== 0);
    compactAt = Math.max(65536, 2 * unreported.length);
  }
  if (unreportedBytes >= reportEvery) {
    const ballast = new ArrayBuffer(unreportedBytes);
    for (const state of unreported) if (state.pointer !== 0) state.ballast = ballast;
    unreported = [];
    unreportedBytes = 0;
    compactAt = 65536;
  }
}

// ── scopes ───────────────────────────────────────────────────────────────────────────────────

/** The arrays created in each open scope, innermost last. */
const openScopes: AnyNDArray[][] = [];

/**
 * Runs `body` and disposes every array created while it runs, except the arrays it returns
 * (directly, or inside a returned array or plain object) and those passed to keep(). Returned
 * arrays belong to the enclosing scope, if any. With an async `body`, the arrays are disposed when
 * its promise settles: `await scope(async () => …)`. Scopes nest; async scopes must not overlap
 * (await one before starting another), since an array belongs to the innermost open scope.
 * @example
 * for (let step = 0; step < 1e6; step += 1) {
 *   const next = scope(() => add(multiply(state, 0.5), input)); // the product is disposed
 *   state.dispose();
 *   state = next;
 * }
 */
export function scope<Result>(body: () => Result): Result {
  if (typeof body !== 'function') throw new TypeError(`scope: expects a function to run, got ${show(body)}.`);
  const arrays: AnyNDArray[] = [];
  openScopes.push(arrays);
  let result: Result;
  try {
    result = body();
  } catch (error) {
    closeScope(arrays, undefined);
    throw error;
  }
  if (isThenable(result)) {
    return Promise.resolve(result).then(
      (value) => {
        closeScope(arrays, value);
        return value;
      },
      (error: unknown) => {
        closeScope(arrays, undefined);
        throw error;
      },
    ) as Result;
  }
  closeScope(arrays, result);
  return result;
}

/**
 * Marks arrays (an array, or arrays inside an array or plain object) so that no scope disposes
 * them; returns its argument. They are then yours to dispose (or the registry's to reclaim).
 */
export function keep<Value>(value: Value): Value {
  for (const array of arraysIn(value)) array[storage].kept = true;
  return value;
}

function closeScope(arrays: AnyNDArray[], result: unknown): void {
  if (openScopes[openScopes.length - 1] === arrays) openScopes.pop();
  else {
    const position = openScopes.lastIndexOf(arrays);
    if (position >= 0) openScopes.splice(position, 1);
  }
  // Most scopes return nothing or one array: no set of returned arrays to build then.
  const single = typeof result === 'object' && result !== null && storage in result ? result : undefined;
  const returned =
    single !== undefined || typeof result !== 'object' || result === null ? undefined : new Set(arraysIn(result));
  const enclosing = openScopes.length === 0 ? undefined : openScopes[openScopes.length - 1];
  for (const array of arrays) {
    const state = array[storage];
    if (state.kept) continue;
    if (array === single || returned?.has(array)) enclosing?.push(array);
    else release(state);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Runs `body` with `made` as the innermost scope: every array made meanwhile is listed there (and
 * not in an enclosing scope). jit uses it to free a traced call's intermediates.
 */
export function collectMade<Result>(made: AnyNDArray[], body: () => Result): Result {
  openScopes.push(made);
  try {
    return body();
  } finally {
    const position = openScopes.lastIndexOf(made);
    if (position >= 0) openScopes.splice(position, 1);
  }
}

/** Puts an array into the innermost open scope, if any (as a new array is put there). */
export function adoptIntoScope(array: AnyNDArray): void {
  if (openScopes.length !== 0) openScopes[openScopes.length - 1]!.push(array);
}

/** The arrays in a value: itself, or inside (nested) arrays and plain objects. */
export function arraysIn(value: unknown): AnyNDArray[] {
  const found: AnyNDArray[] = [];
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (storage in next) found.push(next as AnyNDArray);
    else if (Array.isArray(next)) for (const item of next) pending.push(item);
    else {
      const prototype = Object.getPrototypeOf(next);
      if (prototype === Object.prototype || prototype === null)
        for (const item of Object.values(next)) pending.push(item);
    }
  }
  return found;
}

/**
 * The data pointer of a live, contiguous array; throws for a disposed one, naming it. Code that
 * takes strided views uses dataPointer() and the array's strides instead; a strided view reaching
 * a contiguous-only path is a bug, so it throws rather than read the wrong elements.
 */
export function pointerOf(array: AnyNDArray): number {
  const pointer = dataPointer(array);
  if (array[storage].strides !== undefined) {
    throw new Error(
      `internal error: a strided ${array.dtype} view of shape ${shapeText(array.shape)} reached a path that reads contiguous data`,
    );
  }
  return pointer;
}

/** The address of a live array's first element (its strides say where the others are). */
export function dataPointer(array: AnyNDArray): number {
  const state = (array as { [storage]?: Storage } | null | undefined)?.[storage];
  if (state === undefined) {
    throw new TypeError(
      `Expected an NDArray of this copy of dtype-lattice, got ${show(array)} (a method called apart from its array?).`,
    );
  }
  const pointer = state.pointer;
  if (pointer === 0) {
    throw new TypeError(
      `This ${array.dtype} array of shape ${shapeText(array.shape)} was disposed; it can no longer be used.`,
    );
  }
  return pointer;
}
