// Running a program (src/jit/program.ts): its steps in order, replayed operations called, generated
// loops called over whole arrays, blocked steps block by block with their intermediates in scratch
// memory, each slot freed after its last use; the result built from the output template.
import type { AnyNDArray } from '../../types/index.js';
import { NDArray, allocArray, dataPointer, storage } from '../array/ndarray.js';
import { release } from '../memory/memory.js';
import { sameShape } from '../shape/broadcast.js';
import { show } from '../errors/messages.js';
import { copyInto } from '../array/out.js';
import { negativePowerError, scalarDescription } from '../execute/words.js';
import { memoryView, writeScalar } from '../memory/values.js';
import { allocBytes, freeBytes, memory, scalarSlot } from '../kernels/heap.js';
import { rangePieces, runIndexedPieces } from '../execute/ranges.js';
import { itemSize, type DType } from '../lattice/dtypes.js';
import { writeLaneScalar } from './emit/lanes.js';
import { fusedSumInto } from './fused-sum.js';
import type { Program, Step } from './program.js';
import type { ScalarInputs } from './scalars.js';
import type { Ref, Template } from './trace.js';

/** A result written into `out` (checked as an operation's out is), the result freed. */
export function intoOut(out: AnyNDArray | undefined, result: unknown, keep: readonly unknown[] = []): unknown {
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

export function execute(
  program: Program,
  args: unknown[],
  out: AnyNDArray | undefined,
  inputs?: ScalarInputs,
): unknown {
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
        runWholeLoop(step.run, pointers, elementBytes(step, values, valueOf));
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
    !sameShape(out.shape, facts.shape)
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
  // After the scalars, 16 bytes for a fused sum's lanes.
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
  // The calls over elements [start, start + count) with buffers `own` (the piece's scratch blocks,
  // after the loads' and stores' bases); the OR of the kernels' statuses, or at once their error.
  const runCalls = (own: readonly number[], start: number, count: number, thrown: boolean): number => {
    // Row steps: blocks of whole rows; a per-row argument advances by rows.
    const row = rowLength === 0 ? 0 : start / rowLength;
    const rows = rowLength === 0 ? 0 : count / rowLength;
    let failed = 0;
    for (let index = 0; index < calls.length; index += 1) {
      const { run, form, args, name, perRow, kept } = calls[index]!;
      const a = args[0]!;
      const b = args[1]!;
      const at = (argument: (typeof args)[number]): number =>
        own[argument.base]! + (argument.perRow ? row : start) * argument.scale;
      let status = 0;
      if (form === 'binary') {
        const c = args[2]!;
        status = run(at(a), a.stride, at(b), b.stride, at(c), perRow ? rows : count);
      } else if (form === 'unary') {
        status = run(at(a), a.stride, at(b), perRow ? rows : count);
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
      } else if (form === 'nnRows') {
        run(at(a), at(b), 0, rows, rowLength);
      } else if (form === 'expColumn') {
        run(at(a), at(b), at(args[2]!), rows, rowLength, args.length > 3 ? at(args[3]!) : 0);
      } else {
        pointers.length = 0;
        for (const argument of args) pointers.push(at(argument));
        pointers.push(count);
        invoke(run, pointers);
      }
      if (status !== 0 && thrown) throw negativePowerError(name);
      failed |= status;
    }
    return failed;
  };
  const reduce = step.reduce;
  if (reduce === undefined) {
    const blocksIn = Math.ceil(size / block);
    const pieces = rangePieces(blocksIn, 1, 'elementwise', block);
    if (pieces === undefined) {
      for (let start = 0; start < size; start += block) runCalls(bases, start, Math.min(block, size - start), true);
      return;
    }
    runBlockedPieces(pieces, bases, step, blocks, runCalls);
    return;
  }
  // A fused whole-array sum: its operand made leaf by leaf (a leaf fits a block) and added in the
  // reduction's order into the last store.
  const source = bases[reduce.source.base]!;
  const { scale } = reduce.source;
  fusedSumInto(
    reduce.dtype,
    size,
    (start, count) => {
      runCalls(bases, start, count, true);
      return source + start * scale;
    },
    base + blocks + 16 * step.scalars.length,
    bases[step.loads.length + step.stores.length - 1]!,
    reduce.mean,
  );
}

/**
 * A blocked step's blocks cut into pieces (of whole blocks) on the pool's threads: each piece has
 * scratch blocks of its own (the first the step's). A nonzero status runs the step again here,
 * block by block, to throw its error where op by op throws it.
 */
function runBlockedPieces(
  pieces: readonly (readonly [number, number])[],
  bases: readonly number[],
  step: Extract<Step, { kind: 'blocked' }>,
  blocks: number,
  runCalls: (own: readonly number[], start: number, count: number, thrown: boolean) => number,
): void {
  const { size, block } = step;
  const first = step.loads.length + step.stores.length;
  const owned: number[] = [];
  try {
    const ownBases = pieces.map((_, index) => {
      if (index === 0) return bases;
      const region = allocBytes(blocks);
      owned.push(region);
      return bases.map((pointer, at) =>
        at >= first && at < first + step.buffers ? region + (at - first) * step.bufferBytes : pointer,
      );
    });
    const status = runIndexedPieces(pieces, (index, begin, end) => {
      let failed = 0;
      for (let at = begin * block; at < Math.min(size, end * block); at += block)
        failed |= runCalls(ownBases[index]!, at, Math.min(block, size - at), false);
      return failed;
    });
    if (status !== 0)
      for (let start = 0; start < size; start += block) runCalls(bases, start, Math.min(block, size - start), true);
  } finally {
    for (const region of owned) freeBytes(region);
  }
}

/**
 * The bytes per element of a whole-array loop's loads and stores, in pointer order; undefined where
 * the loop may not be cut (a packed dtype, a load of another size).
 */
function elementBytes(
  step: Extract<Step, { kind: 'fused' }>,
  values: unknown[],
  valueOf: (ref: Ref) => unknown,
): number[] | undefined {
  const bytes: number[] = [];
  for (const ref of step.loads) {
    const array = valueOf(ref) as AnyNDArray;
    if (array.size !== step.size) return undefined;
    bytes.push(itemSize(array.dtype as DType));
  }
  for (const [slot] of step.stores) bytes.push(itemSize((values[slot] as AnyNDArray).dtype as DType));
  return bytes.every((each) => each >= 1) ? bytes : undefined;
}

/**
 * A whole-array loop's call: its elements cut into pieces for threads where worth it, each piece
 * the same loop over its elements (the pointers advanced, the count its own; scalars stay).
 */
function runWholeLoop(run: (...pointers: number[]) => unknown, pointers: number[], bytes: number[] | undefined): void {
  const size = pointers[pointers.length - 1]!;
  const pieces = bytes === undefined ? undefined : rangePieces(size, 16, 'elementwise');
  if (pieces === undefined) {
    invoke(run, pointers);
    return;
  }
  runIndexedPieces(pieces, (_, begin, end) => {
    const own = pointers.map((pointer, at) => (at < bytes!.length ? pointer + begin * bytes![at]! : pointer));
    own[own.length - 1] = end - begin;
    invoke(run, own);
    return 0;
  });
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
