// Each jitted function keeps its traces in a small least-recently-used cache, keyed by the call's
// signature: each argument's dtype, weak flag, shape and layout (arrays), a number's kind (or its
// value, where the trace cannot take it as an input: src/jit/scalars.ts), another scalar's kind
// and value, and which arguments are the same array.
import type { AnyNDArray } from '../../types/ndarray.js';
import { NDArray, storage } from '../array/ndarray.js';
import { jitCacheCounts } from '../memory/memory.js';
import { show } from '../errors/messages.js';
import { isComplexScalar } from '../memory/values.js';
import { numberKind } from './scalars.js';

/** The most traces one jitted function keeps; the least recently used goes first. */
const cacheLimit = 64;

/** What jitStats() reports, over every jitted function. */
export interface JitStats {
  /** Traces made (calls with a new signature). */
  readonly traces: number;
  /** Calls that found their trace in the cache. */
  readonly hits: number;
  /** Traces held in caches now. */
  readonly entries: number;
  /** Traces dropped because a function's cache was full. */
  readonly evictions: number;
  /** Generated WebAssembly modules compiled, their bytes and the milliseconds it took. */
  readonly modules: number;
  readonly moduleBytes: number;
  readonly compileMilliseconds: number;
}

/** Traces and hits; entries and evictions are counted in memory.ts, where memoryStats reads them too. */
export const counters = { traces: 0, hits: 0 };

export class TraceCache<Entry> {
  // Each entry with the tick of its last use: a hit only stamps it (reordering a Map on every hit
  // cost more than the fused loop of a small call); the oldest stamp goes when the cache is full.
  private readonly entries = new Map<string, { entry: Entry; used: number }>();
  private tick = 0;

  /** The entry for `key`; `hit`: count the lookup as a hit (not for a lookup that leads to another). */
  get(key: string, hit = true): Entry | undefined {
    const found = this.entries.get(key);
    if (found === undefined) return undefined;
    if (hit) counters.hits += 1;
    found.used = ++this.tick;
    return found.entry;
  }

  set(key: string, entry: Entry, traced = true): void {
    if (traced) counters.traces += 1;
    if (this.entries.size >= cacheLimit) {
      let oldest: string | undefined;
      let oldestUse = Infinity;
      for (const [candidate, { used }] of this.entries) {
        if (used < oldestUse) {
          oldestUse = used;
          oldest = candidate;
        }
      }
      this.entries.delete(oldest!);
      jitCacheCounts.evictions += 1;
      jitCacheCounts.entries -= 1;
    }
    this.entries.set(key, { entry, used: ++this.tick });
    jitCacheCounts.entries += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The key of a call's arguments; a TypeError for an argument that is neither an array nor a scalar.
 * `byKind`: numbers by their weak kind (int or float), for traces that take them as inputs.
 */
export function signatureOf(args: readonly unknown[], byKind = false): string {
  let key = '';
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index];
    if (argument instanceof NDArray) {
      const array = argument as AnyNDArray;
      const strides = array[storage].strides;
      key += `${array.dtype}${array.weakType ? '~' : ''}[${array.shape.join(',')}]${strides === undefined ? '' : `s${strides.join(',')}`}`;
      for (let earlier = 0; earlier < index; earlier += 1) {
        if (args[earlier] === argument) {
          key += `=${earlier}`;
          break;
        }
      }
    } else if (typeof argument === 'number')
      key += byKind ? `k${numberKind(argument)}` : Object.is(argument, -0) ? 'n-0' : `n${argument}`;
    else if (typeof argument === 'bigint') key += `b${argument}`;
    else if (typeof argument === 'boolean') key += `B${argument}`;
    else if (isComplexScalar(argument)) key += `c${argument.re},${argument.im}`;
    else {
      throw new TypeError(
        `jit: argument ${index + 1} is ${show(argument)}; a jitted function takes NDArrays and JavaScript scalars (number, bigint, boolean, { re, im }). Capture anything else in the function's closure.`,
      );
    }
    key += '|';
  }
  return key;
}
