// jit(fn): the function traced once per call signature (src/jit/trace.ts), its elementwise chains
// fused into generated WebAssembly functions (fuse.ts, emit.ts), the rest replayed op by op; the
// result is op-by-op's, bit for bit (SPEC §7: any NaN where op by op gives NaN). See docs/guide.md, "jit".
import type { AnyNDArray } from '../../types/ndarray.js';
import { NDArray, allocArray, dataPointer, storage } from '../array/ndarray.js';
import { adoptIntoScope, arraysIn, collectMade, jitCacheCounts, release } from '../memory/memory.js';
import { show } from '../errors/messages.js';
import { copyInto } from '../array/out.js';
import { recorder } from '../array/trace-hook.js';
import { negativePowerError, scalarDescription } from '../ops/operations.js';
import { memoryView, writeScalar } from '../memory/values.js';
import { writeLaneScalar } from './emit.js';
import { allocBytes, freeBytes, memory, scalarSlot } from '../kernels/instance.js';
import { buildProgram, compileStats, type BlockReduce, type Program, type Step } from './fuse.js';
import { counters, signatureOf, TraceCache, type JitStats } from './cache.js';
import { numberKind, scalarInputs, type ScalarInputs } from './scalars.js';
import { traceCall, type Ref, type Template } from './trace.js';

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

/** A result written into `out` (checked as an operation's out is), the result freed. */
function intoOut(out: AnyNDArray | undefined, result: unknown, keep: readonly unknown[] = []): unknown {
  if (out === undefined) return result;
  if (!(result instanceof NDArray)) {
    throw new TypeError(`jit: into(out) needs a function that returns one NDArray; this one returned ${show(result)}.`);
  }
  if (result === out) return out;
  try {
    return copyInto('jit', out, result as AnyNDArray);
  } finally {
    // An argument or captured array returned as it is stays; a result made for this call goes.
    if (!keep.includes(result)) release((result as AnyNDArray)[storage]);
  }
}

function execute(program: Program, args: unknown[], out: AnyNDArray | undefined, inputs?: ScalarInputs): unknown {
  const values: unknown[] = new Array(program.slots);
  for (let index = 0; index < program.inputs; index += 1) values[index] = args[index];
  const { steps } = program;
  let constants = program.constants;
  if (inputs !== undefined) {
    // The scalar arguments: each use's range checked first, in trace order, as op by op checks it
    // (the same error for the first value that does not fit), then put where the trace had them.
    const slot = scalarSlot();
    for (const [argument, dtype, operation, frame] of inputs.checks) {
      try {
        writeScalar(args[argument], dtype, slot, scalarDescription(operation));
      } catch (error) {
        frame?.(error);
        throw error;
      }
    }
    const copy = constants.slice();
    for (const [constant, argument] of inputs.positions) copy[constant] = args[argument];
    constants = copy;
  }
  const valueOf = (ref: Ref): unknown => (ref >= 0 ? values[ref] : constants[-ref - 1]);
  // The result goes straight into `out` when the last step writes it and `out` overlaps no operand.
  const direct =
    out !== undefined && typeof program.output === 'number' && writesDirectly(program, out, args) ? program.output : -1;
  let index = 0;
  try {
    for (; index < steps.length; index += 1) {
      const step = steps[index]!;
      if (step.kind === 'operation') {
        const { operands, options, run } = step.node;
        values[step.slot] =
          options === undefined && operands.length === 1
            ? run(valueOf(operands[0]!))
            : options === undefined && operands.length === 2
              ? run(valueOf(operands[0]!), valueOf(operands[1]!))
              : run(...operands.map(valueOf), options);
      } else if (step.kind === 'blocked') {
        runBlocked(step, values, valueOf, direct === -1 ? undefined : [direct, out!]);
      } else {
        const pointers: number[] = [];
        for (const ref of step.loads)
          pointers.push(dataPointer((ref >= 0 ? values[ref] : constants[-ref - 1]) as AnyNDArray));
        // Allocation may grow memory: the results first, then every pointer read afresh is unneeded
        // (pointers are offsets, unchanged by growth).
        for (const [slot, facts] of step.stores) {
          const target = slot === direct ? out! : allocArray(facts.dtype, facts.shape, facts.weak, 'jit');
          values[slot] = target;
          pointers.push(target[storage].pointer);
        }
        if (step.scalars.length > 0) {
          const base = scratch(16 * step.scalars.length);
          const view = memoryView();
          step.scalars.forEach((ref, scalar) =>
            writeLaneScalar(view, base + 16 * scalar, step.lane, constants[-ref - 1] as number),
          );
          pointers.push(base);
        }
        pointers.push(step.size);
        invoke(step.run, pointers);
      }
      for (const slot of step.frees) {
        release((values[slot] as AnyNDArray)[storage]);
        values[slot] = undefined;
      }
    }
  } catch (error) {
    for (let slot = program.inputs; slot < values.length; slot += 1) {
      const value = values[slot];
      if (value instanceof NDArray && value !== out) release((value as AnyNDArray)[storage]);
    }
    throw error;
  }
  const result = build(program.output, valueOf);
  if (out === undefined) return result;
  return direct >= 0 ? out : intoOut(out, result, [...args, ...constants]);
}

/** Whether `out` can take the program's single result directly: contiguous, of its dtype and shape, overlapping no argument other than exactly. */
function writesDirectly(program: Program, out: AnyNDArray, args: unknown[]): boolean {
  const slot = program.output as number;
  const last = program.steps[program.steps.length - 1];
  if (last === undefined || last.kind === 'operation' || !last.stores.some(([stored]) => stored === slot)) return false;
  const facts = last.stores.find(([stored]) => stored === slot)![1];
  const state = out[storage];
  if (
    state.pointer === 0 ||
    state.strides !== undefined ||
    out.dtype !== facts.dtype ||
    out.shape.length !== facts.shape.length ||
    !(out.shape as readonly number[]).every((size, axis) => size === facts.shape[axis])
  )
    return false;
  if (state.shared !== undefined) return false;
  const start = state.pointer;
  const end = start + state.bytes;
  for (const value of [...args, ...program.constants]) {
    if (!(value instanceof NDArray)) continue;
    const other = (value as AnyNDArray)[storage];
    if (other.pointer === 0) continue;
    if (other.pointer === start && value.size === out.size && other.strides === undefined && value.dtype === out.dtype)
      continue;
    const otherStart = other.shared === undefined ? other.pointer : other.shared.pointer;
    const otherEnd =
      other.shared === undefined ? other.pointer + other.bytes : other.shared.pointer + other.shared.bytes;
    if (otherStart < end && start < otherEnd) return false;
  }
  return true;
}

/** Scratch memory for blocked steps (their intermediates and scalars): grown as needed, kept. */
let scratchPointer = 0;
let scratchBytes = 0;

function scratch(bytes: number): number {
  if (bytes > scratchBytes) {
    if (scratchPointer !== 0) freeBytes(scratchPointer);
    scratchPointer = 0;
    scratchPointer = allocBytes(bytes);
    scratchBytes = bytes;
  }
  return scratchPointer;
}

/**
 * A blocked step: its results that later steps read are made (or are `out`), then every kernel and
 * generated loop runs over one block of the operands after another, the other values living in
 * scratch blocks. A kernel's error status is the operation's error (an integer to a negative power).
 */
function runBlocked(
  step: Extract<Step, { kind: 'blocked' }>,
  values: unknown[],
  valueOf: (ref: Ref) => unknown,
  direct: readonly [number, AnyNDArray] | undefined,
): void {
  const bases: number[] = [];
  for (const ref of step.loads) bases.push(dataPointer(valueOf(ref) as AnyNDArray));
  for (const [slot, facts] of step.stores) {
    const target =
      direct !== undefined && slot === direct[0] ? direct[1] : allocArray(facts.dtype, facts.shape, facts.weak, 'jit');
    values[slot] = target;
    bases.push(target[storage].pointer);
  }
  const blocks = step.buffers * step.bufferBytes;
  // After the scalars, 16 bytes for a fused reduction's lanes.
  const base = scratch(blocks + 16 * step.scalars.length + 16);
  for (let buffer = 0; buffer < step.buffers; buffer += 1) bases.push(base + buffer * step.bufferBytes);
  if (step.scalars.length > 0) {
    const bytes = new Uint8Array(memory().buffer);
    const view = memoryView();
    for (let scalar = 0; scalar < step.scalars.length; scalar += 1) {
      const pointer = base + blocks + 16 * scalar;
      const slot = step.scalars[scalar]!;
      const value = valueOf(slot.ref);
      if ('lane' in slot) writeLaneScalar(view, pointer, slot.lane, value as number);
      else if (slot.bytes !== undefined) bytes.set(slot.bytes, pointer);
      else writeScalar(value, slot.dtype, pointer, scalarDescription(slot.operation));
      bases.push(pointer);
    }
  }
  const { size, block, calls, rowLength } = step;
  const pointers: number[] = [];
  const runCalls = (start: number, count: number): void => {
    // Row steps: blocks of whole rows; a per-row argument advances by rows.
    const row = rowLength === 0 ? 0 : start / rowLength;
    const rows = rowLength === 0 ? 0 : count / rowLength;
    for (let index = 0; index < calls.length; index += 1) {
      const { run, form, args, name, perRow, kept } = calls[index]!;
      const a = args[0]!;
      const b = args[1]!;
      const at = (argument: (typeof args)[number]): number =>
        bases[argument.base]! + (argument.perRow ? row : start) * argument.scale;
      if (form === 'binary') {
        const c = args[2]!;
        const status = run(at(a), a.stride, at(b), b.stride, at(c), perRow ? rows : count);
        if (status !== 0) throw negativePowerError(name);
      } else if (form === 'unary') {
        if (run(at(a), a.stride, at(b), perRow ? rows : count) !== 0) throw negativePowerError(name);
      } else if (form === 'rows') {
        run(at(a), rowLength, rows, at(b));
      } else if (form === 'expand') {
        run(at(a), rows, 1, rowLength, 0, at(b));
      } else if (form === 'column') {
        run(at(a), at(b), at(args[2]!), rows, rowLength);
      } else if (form === 'softmax') {
        const maxes = (kept & 1) !== 0 ? at(args[2]!) : 0;
        const sums = (kept & 2) !== 0 ? at(args[args.length - 1]!) : 0;
        run(at(a), at(b), rows, rowLength, maxes, sums);
      } else if (form === 'expColumn') {
        run(at(a), at(b), at(args[2]!), rows, rowLength, args.length > 3 ? at(args[3]!) : 0);
      } else {
        pointers.length = 0;
        for (const argument of args) pointers.push(at(argument));
        pointers.push(count);
        invoke(run, pointers);
      }
    }
  };
  if (step.reduce === undefined) {
    for (let start = 0; start < size; start += block) runCalls(start, Math.min(block, size - start));
    return;
  }
  reduceBlocked(
    step.reduce,
    bases,
    base + blocks + 16 * step.scalars.length,
    runCalls,
    size,
    bases[step.loads.length + step.stores.length - 1]!,
  );
}

/** Partial sums of a pairwise tree's open levels: four lanes a level (a tree over 2³¹ values has 21). */
const laneStack = new Float64Array(4 * 64);

/**
 * A blocked step ending in a whole-array float sum or mean: asm/reduce.ts's pairwise tree walked
 * here (the same halves, leaves of at most `reduce.leaf` values), each leaf's values made by
 * `runCalls` and its lanes summed by the kernel's own leaf loop; lanes added as the kernel adds
 * them (float32 additions are exact to do in float64 and round once), the total written to `out`.
 * Nothing here allocates wasm memory, so one view of the lanes serves the whole walk.
 */
function reduceBlocked(
  reduce: BlockReduce,
  bases: readonly number[],
  lanesPointer: number,
  runCalls: (start: number, count: number) => void,
  size: number,
  out: number,
): void {
  const single = reduce.dtype === 'float32';
  const laneCount = single ? 4 : 2;
  const source = bases[reduce.source.base]!;
  const { scale } = reduce.source;
  const { leaf, lanes } = reduce;
  const read = single
    ? new Float32Array(memory().buffer, lanesPointer, 4)
    : new Float64Array(memory().buffer, lanesPointer, 2);
  const stack = laneStack;
  // The lanes of values [start, start + count) into stack level `level`.
  const tree = (start: number, count: number, level: number): void => {
    const at = 4 * level;
    if (count <= leaf) {
      runCalls(start, count);
      lanes(source + start * scale, count, lanesPointer);
      for (let lane = 0; lane < laneCount; lane += 1) stack[at + lane] = read[lane]!;
      return;
    }
    const half = (count >> 1) & ~15;
    tree(start, half, level);
    tree(start + half, count - half, level + 1);
    for (let lane = 0; lane < laneCount; lane += 1) {
      const added = stack[at + lane]! + stack[at + 4 + lane]!;
      stack[at + lane] = single ? Math.fround(added) : added;
    }
  };
  tree(0, size, 0);
  let total = single
    ? Math.fround(Math.fround(stack[0]! + stack[1]!) + Math.fround(stack[2]! + stack[3]!))
    : stack[0]! + stack[1]!;
  // mean: the total divided by the count written in the dtype (src/ops/reductions.ts's mean).
  if (reduce.mean) total = single ? Math.fround(total / Math.fround(size)) : total / size;
  const view = memoryView();
  if (single) view.setFloat32(out, total, true);
  else view.setFloat64(out, total, true);
}

/** Calls a generated function with its pointers (spread costs more for the common few). */
function invoke(run: (...pointers: number[]) => unknown, pointers: number[]): unknown {
  switch (pointers.length) {
    case 3:
      return run(pointers[0]!, pointers[1]!, pointers[2]!);
    case 4:
      return run(pointers[0]!, pointers[1]!, pointers[2]!, pointers[3]!);
    case 5:
      return run(pointers[0]!, pointers[1]!, pointers[2]!, pointers[3]!, pointers[4]!);
    default:
      return run(...pointers);
  }
}

function build(template: Template, valueOf: (ref: Ref) => unknown): unknown {
  if (typeof template === 'number') return valueOf(template);
  if ('list' in template) return template.list.map((item) => build(item, valueOf));
  const record: Record<string, unknown> = {};
  for (const [key, item] of template.record) record[key] = build(item, valueOf);
  return record;
}
