// jit(fn): the function traced once per call signature (src/jit/trace.ts), its elementwise chains
// fused into generated WebAssembly functions (fuse.ts, emit/), the rest replayed op by op; the
// result is op-by-op's, bit for bit (SPEC §7: any NaN where op by op gives NaN). See docs/guide.md, "jit".
import type { AnyNDArray } from '../../types/index.js';
import { NDArray, storage } from '../array/ndarray.js';
import { adoptIntoScope, arraysIn, collectMade, jitCacheCounts, release } from '../memory/memory.js';
import { show } from '../errors/messages.js';
import { recorder } from '../array/trace-hook.js';
import { compileStats } from './compile.js';
import { buildProgram } from './fuse.js';
import type { Program } from './program.js';
import { execute, intoOut } from './run.js';
import { counters, signatureOf, TraceCache, type JitStats } from './cache.js';
import { numberKind, scalarInputs, type ScalarInputs } from './scalars.js';
import { traceCall } from './trace.js';
import '../ops/methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

export type { JitStats } from './cache.js';

/** A jitted function: `fn`'s own type, and `into(out)`, the same function writing its result into `out`. */
export type Jitted<Fn extends (...args: any[]) => any> = Fn & {
  /** The same function, writing its (single array) result into `out` (same dtype and shape) and returning `out`. */
  readonly into: (out: AnyNDArray) => Fn;
};

/**
 * A cache entry: a program to run (with the scalar arguments it takes as inputs, if any); for a
 * function jit cannot replay, the function itself op by op; or, under a key of number kinds, a
 * marker that this signature's numbers are part of the key by value (src/jit/scalars.ts).
 */
type Entry =
  | { readonly program: Program; readonly inputs?: ScalarInputs }
  | { readonly opaque: string }
  | { readonly byValue: true };
type Runnable = Exclude<Entry, { readonly byValue: true }>;

/** Cache entries of collected jitted functions leave the count. */
const collected = new FinalizationRegistry<TraceCache<Entry>>((cache) => {
  jitCacheCounts.entries -= cache.size;
});

/**
 * `fn` compiled: each call with a new signature (argument dtypes, weak flags, shapes, layouts;
 * number arguments by kind, their values being inputs) traces `fn` once, op by op; later calls
 * run the traced program, with chains of elementwise operations fused: one generated WebAssembly
 * loop for float32, float64, int32 and uint32 arithmetic, and block by block through the kernels
 * for every other dtype and operation, with no intermediate arrays. The results are those of `fn` called directly, bit for
 * bit, with one allowance (SPEC §7): where `fn` gives a NaN, the jitted function gives a NaN, of
 * any sign and payload. Arrays `fn` captures are constants of the trace, kept alive
 * by the cache (64 traces per function, least recently used dropped first).
 */
export function jit<Fn extends (...args: any[]) => any>(fn: Fn): Jitted<Fn> {
  if (typeof fn !== 'function') throw new TypeError(`jit: expects a function to compile, got ${show(fn)}.`);
  const cache = new TraceCache<Entry>();
  // The last call's signature as facts (no references to its arrays): a loop that calls with
  // arrays of the same dtypes and shape objects skips building the key.
  let lastFacts: unknown[] = [];
  let lastEntry: Runnable | undefined;
  const sameAsLast = (args: unknown[]): boolean => {
    if (lastEntry === undefined || args.length * 3 !== lastFacts.length) return false;
    for (let index = 0; index < args.length; index += 1) {
      const argument = args[index];
      if (argument instanceof NDArray) {
        const array = argument as AnyNDArray;
        if (
          array.dtype !== lastFacts[3 * index] ||
          array.shape !== lastFacts[3 * index + 1] ||
          array.weakType !== lastFacts[3 * index + 2] ||
          array[storage].strides !== undefined
        )
          return false;
      } else if (lastFacts[3 * index + 1] === 'kind') {
        if (typeof argument !== 'number' || numberKind(argument) !== lastFacts[3 * index]) return false;
      } else if (!Object.is(argument, lastFacts[3 * index]) || lastFacts[3 * index + 1] !== undefined) return false;
    }
    return true;
  };
  const remember = (args: unknown[], entry: Runnable): void => {
    lastEntry = undefined;
    const facts: unknown[] = [];
    for (let index = 0; index < args.length; index += 1) {
      const argument = args[index];
      if (argument instanceof NDArray) {
        const array = argument as AnyNDArray;
        // A trace of aliased arguments (f(x, x)) is not one for distinct arrays: no shortcut.
        if (array[storage].strides !== undefined || args.indexOf(argument) !== index) return;
        facts.push(array.dtype, array.shape, array.weakType);
      } else {
        if (typeof argument === 'object') return;
        // A number the program takes as an input matches any number of its kind.
        if (typeof argument === 'number' && 'inputs' in entry && entry.inputs !== undefined)
          facts.push(numberKind(argument), 'kind', undefined);
        else facts.push(argument, undefined, undefined);
      }
    }
    lastFacts = facts;
    lastEntry = entry;
  };
  const call = (self: unknown, args: unknown[], out: AnyNDArray | undefined): unknown => {
    // Called while another jitted function is traced: its operations are that trace's.
    if (recorder !== undefined) return intoOut(out, fn.apply(self, args), args);
    if (sameAsLast(args)) {
      counters.hits += 1;
      const entry = lastEntry!;
      return 'opaque' in entry
        ? intoOut(out, runCollected(fn, self, args), args)
        : execute(entry.program, args, out, entry.inputs);
    }
    // Numbers by kind first; a signature whose numbers are not inputs is then looked up by value.
    const kindKey = signatureOf(args, true);
    let key = kindKey;
    let entry = cache.get(kindKey, false);
    if (entry !== undefined && 'byValue' in entry) {
      key = signatureOf(args);
      entry = cache.get(key, false);
    }
    if (entry === undefined) {
      const { result, trace } = traceCall(fn as never, self, args);
      let made: Runnable;
      if (trace.opaque !== undefined) made = { opaque: trace.opaque };
      else {
        const inputs =
          key === kindKey && kindKey !== signatureOf(args) ? scalarInputs(fn as never, self, args, trace) : undefined;
        if (inputs === undefined && key === kindKey && kindKey !== signatureOf(args)) {
          // Some number is part of the key by value: the kind key only says so.
          cache.set(kindKey, { byValue: true }, false);
          key = signatureOf(args);
        }
        made = {
          program: buildProgram(trace, new Set(inputs?.positions.map(([constant]) => -(constant + 1)))),
          inputs,
        };
      }
      cache.set(key, made);
      remember(args, made);
      return intoOut(out, result, [...args, ...trace.constants]);
    }
    counters.hits += 1;
    remember(args, entry as Runnable);
    if ('opaque' in entry) return intoOut(out, runCollected(fn, self, args), args);
    const runnable = entry as { readonly program: Program; readonly inputs?: ScalarInputs };
    return execute(runnable.program, args, out, runnable.inputs);
  };
  const jitted = function (this: unknown, ...args: unknown[]): unknown {
    return call(this, args, undefined);
  } as unknown as Jitted<Fn>;
  Object.defineProperty(jitted, 'into', {
    value: (out: AnyNDArray) => {
      if (!(out instanceof NDArray))
        throw new TypeError(`jit: into() expects the NDArray to write the result into, got ${show(out)}.`);
      return function (this: unknown, ...args: unknown[]): unknown {
        return call(this, args, out);
      };
    },
  });
  Object.defineProperty(jitted, 'name', { value: `jit(${fn.name})` });
  collected.register(jitted, cache);
  return jitted;
}

/** The counts of jit's caches and generated modules, over every jitted function. */
export function jitStats(): JitStats {
  return {
    traces: counters.traces,
    hits: counters.hits,
    entries: jitCacheCounts.entries,
    evictions: jitCacheCounts.evictions,
    modules: compileStats.modules,
    moduleBytes: compileStats.bytes,
    compileMilliseconds: compileStats.milliseconds,
  };
}

/** `fn` op by op, its intermediates freed before the call returns. */
function runCollected(fn: (...args: any[]) => any, self: unknown, args: unknown[]): unknown {
  const made: AnyNDArray[] = [];
  let result: unknown;
  try {
    result = collectMade(made, () => fn.apply(self, args));
  } catch (error) {
    for (const array of made) release(array[storage]);
    throw error;
  }
  const returned = new Set(arraysIn(result));
  for (const array of made) {
    if (returned.has(array)) adoptIntoScope(array);
    else if (!array[storage].kept) release(array[storage]);
  }
  return result;
}
