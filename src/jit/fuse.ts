// Segmenting: a trace becomes a program of steps. Runs of elementwise nodes that the emitter
// covers (same element count, contiguous operands of the node's own dtype, JavaScript scalars)
// become one generated WebAssembly function each; other elementwise runs go block by block through
// the kernels, and a whole-array float sum or mean joins the run that makes its operand; reductions
// over the last axis run with their chain (producers, column consumers) block by block over whole
// rows; every other node is replayed op by op, as the operation function it was traced through.
// Values live in slots; a slot is freed after its last use.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { NDArray } from '../array/ndarray.js';
import { dtypeInfo, isNarrow, itemSize, type DType as RuntimeDType } from '../lattice/dtypes.js';
import { castElements } from '../memory/casts.js';
import { isPacked } from '../memory/packed.js';
import { scalarDescription } from '../ops/operations.js';
import { writeScalar } from '../memory/values.js';
import { kernel, memory, scalarSlot } from '../kernels/instance.js';
import {
  columnModule,
  fusedOps,
  segmentModule,
  type ColumnOp,
  type FusedNode,
  type FusedOperand,
  type Lane,
  type LoadKind,
  type SegmentCode,
} from './emit.js';
import {
  collectRefs,
  factsOf,
  type ArrayFacts,
  type Ref,
  type Template,
  type Trace,
  type TracedNode,
} from './trace.js';

export type Step =
  | { readonly kind: 'operation'; readonly node: TracedNode; readonly slot: number; readonly frees: readonly number[] }
  | {
      readonly kind: 'fused';
      readonly run: (...pointers: number[]) => void;
      readonly loads: readonly Ref[];
      /** The scalars the loop reads (constants, or scalar arguments), written per call in `lane`'s form. */
      readonly scalars: readonly Ref[];
      readonly lane: Lane;
      /** The slots (nodes) the segment writes, with their facts. */
      readonly stores: readonly (readonly [number, ArrayFacts])[];
      readonly size: number;
      readonly frees: readonly number[];
    }
  | {
      readonly kind: 'blocked';
      /** The arrays read from outside the step (arguments, captured arrays, earlier steps' results). */
      readonly loads: readonly Ref[];
      readonly stores: readonly (readonly [number, ArrayFacts])[];
      readonly size: number;
      /** Elements per block. */
      readonly block: number;
      /** Scratch blocks for the values no later step reads, each `bufferBytes` long. */
      readonly buffers: number;
      readonly bufferBytes: number;
      /** Scalar slots (16 bytes each): for kernel calls and generated loops, in the order of their bases. */
      readonly scalars: readonly ScalarSlot[];
      readonly calls: readonly BlockCall[];
      readonly frees: readonly number[];
      /** A whole-array float sum or mean of one of the step's values, added in the sum kernel's order. */
      readonly reduce?: BlockReduce;
      /**
       * 0, or the length of the rows (the last axis) that the blocks hold whole: a step with
       * reductions over the last axis and their consumers (see RowReduction).
       */
      readonly rowLength: number;
    };

/**
 * A reduction fused at the end of a blocked step: instead of fixed blocks the step walks the sum
 * kernel's pairwise tree (asm/reduce.ts: halves of `(count >> 1) & ~15` down to leaves of at most
 * `leaf` values), makes each leaf's values, takes the leaf's lanes from `lanes` and adds them
 * lane by lane as the tree does, then the lanes as the kernel does; `mean` divides by the count
 * as op by op's mean does. The result goes to the step's last store.
 */
export interface BlockReduce {
  readonly lanes: (...args: number[]) => number;
  readonly dtype: 'float32' | 'float64';
  readonly mean: boolean;
  /** Where the reduced values are: base and scale, as a call argument. */
  readonly source: { readonly base: number; readonly scale: number };
  readonly leaf: number;
}

/**
 * A scalar operand's slot: its value (a constant, or a scalar argument of the call) written as a
 * kernel reads it (`dtype`, checked and rounded by writeScalar as the operation writes it; `bytes`
 * precomputed for a constant) or as a generated loop reads it (`lane`).
 */
export type ScalarSlot =
  | {
      readonly ref: Ref;
      readonly dtype: RuntimeDType;
      readonly operation: string;
      readonly bytes: Uint8Array | undefined;
    }
  | { readonly ref: Ref; readonly lane: Lane };

/**
 * One call per block: a kernel (binary: a, stride, b, stride, out, count; unary: a, stride, out,
 * count; both return a status), a generated loop (loads…, stores…, count), a row reduction kernel
 * (`rows`: input, row length, rows, out), or the gather kernel repeating each value of a column
 * along its row (`expand`: column, rows, 1, row length, 0, block), or a generated column loop
 * (`column`: full, column, out, rows, row length; see columnModule), or the kernel of exp of the
 * rows shifted by a column, with their sums where the chain sums them (`expColumn`: full, column,
 * out, rows, row length, sums or 0; asm/sums.ts), or the softmax kernel over whole rows
 * (`softmax`: full, out, rows, row length, maxes or 0, sums or 0; asm/sums.ts). Each argument is
 * bases[base] + start · scale, where the bases are, in order: the step's loads, its stores, its
 * scratch blocks and its scalar slots, and `start` counts elements, or rows where `perRow`;
 * `stride` is what a kernel reads it with (0: a scalar).
 */
export interface BlockCall {
  readonly run: (...args: number[]) => number;
  readonly form: 'binary' | 'unary' | 'generated' | 'rows' | 'expand' | 'column' | 'expColumn' | 'softmax';
  readonly args: readonly {
    readonly base: number;
    readonly scale: number;
    readonly stride: 0 | 1;
    readonly perRow: boolean;
  }[];
  /** A kernel over the block's rows' values (one per row) rather than its elements. */
  readonly perRow: boolean;
  /** The operation, for a kernel's error status. */
  readonly name: string;
  /** `softmax`: 1 if the row maxima follow its output in `args`, 2 if the row sums do (then last), 3 both. */
  readonly kept: number;
}

export interface Program {
  readonly inputs: number;
  readonly slots: number;
  readonly steps: readonly Step[];
  readonly constants: readonly unknown[];
  readonly output: Template;
  /** The slots the output holds (never freed). */
  readonly outputSlots: ReadonlySet<number>;
}

const laneOf: Partial<Record<DType, Lane>> = { float32: 'f32', float64: 'f64', int32: 'i32', uint32: 'u32' };
/** The dtypes an astype to float32 converts as it loads them. */
const castSources: ReadonlySet<string> = new Set(['uint8', 'int8', 'int32', 'uint32']);

/** Generated functions by their code (a chain met again, in any jitted function, compiles once). */
const compiled = new Map<string, (...pointers: number[]) => void>();
const compiledLimit = 256;
let compiledCount = 0;
export const compileStats = { modules: 0, bytes: 0, milliseconds: 0 };
/** Steps built to run block by block (read by the tests). */
export const fuseCounts = {
  blockedSteps: 0,
  fusedReductions: 0,
  operationSteps: 0,
  rowReductions: 0,
  columnLoops: 0,
  expColumns: 0,
  softmaxRows: 0,
};

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => { exports: Record<string, unknown> };
}

function compile(code: SegmentCode): (...pointers: number[]) => void {
  // The code reads its scalars from memory: their values are not part of it.
  const key = JSON.stringify({ ...code, scalars: code.scalars.length });
  let found = compiled.get(key);
  if (found !== undefined) return found;
  found = instantiate(segmentModule(code));
  remember(key, found);
  return found;
}

/**
 * The `run` export of a generated module: a synchronous compilation of a small module (a few
 * hundred bytes: under every engine's limit), under the same 'wasm-unsafe-eval' policy as the kernels.
 */
function instantiate(bytes: Uint8Array): (...pointers: number[]) => void {
  const started = performance.now();
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = new api.Instance(new api.Module(bytes), { env: { memory: memory() } });
  compileStats.modules += 1;
  compileStats.bytes += bytes.length;
  compileStats.milliseconds += performance.now() - started;
  return instance.exports.run as (...pointers: number[]) => void;
}

function remember(key: string, found: (...pointers: number[]) => void): void {
  if (compiledCount >= compiledLimit) {
    compiled.delete(compiled.keys().next().value!);
    compiledCount -= 1;
  }
  compiled.set(key, found);
  compiledCount += 1;
}

/**
 * Whether `operand` is a row that repeats over `node`'s shape: its shape, leading 1s aside, is the
 * node's trailing axes, and it spans a whole number of 16-byte vectors (so no vector straddles its end).
 */
function isRow(operand: ArrayFacts, node: ArrayFacts): boolean {
  const shape = operand.shape;
  let leading = 0;
  while (leading < shape.length && shape[leading] === 1) leading += 1;
  const offset = node.shape.length - shape.length;
  if (offset < 0 || operand.size === 0 || node.size % operand.size !== 0) return false;
  for (let axis = leading; axis < shape.length; axis += 1) if (shape[axis] !== node.shape[axis + offset]) return false;
  const bytes = operand.dtype === 'float64' ? 8 : 4;
  return (operand.size * bytes) % 16 === 0;
}

function sameShape(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((size, axis) => size === right[axis]);
}

/**
 * The bytes each value of a blocked step gets per block: a few blocks of intermediates stay in
 * the L2 cache, and a kernel call's fixed cost is small against a block's work.
 */
const blockBytes = 16384;
const blockOf = (widest: number): number => Math.max(16, Math.floor(blockBytes / widest / 16) * 16);
/** The most values a leaf of asm/reduce.ts's pairwise sums adds directly (its BLOCK). */
const pairwiseLeaf = 2048;

/** A unit of a segment: a generated loop over several nodes of one lane, or one node. */
interface Unit {
  readonly lane: Lane | undefined;
  readonly refs: readonly number[];
}

/** Whether a node's operation may fail for some values of its operands: power on integers (a negative exponent). */
function throwsForValues(node: TracedNode): boolean {
  if (node.name !== 'power') return false;
  const compute = node.plan?.compute;
  return compute === undefined || ['int', 'uint', 'bool'].includes(dtypeInfo[compute as RuntimeDType].kind);
}

/** The program of a trace: which nodes fuse, where each value is freed. */
export function buildProgram(trace: Trace, inputScalars: ReadonlySet<Ref> = new Set()): Program {
  const inputs = trace.inputs.length;
  const { nodes, constants } = trace;
  const nodeOf = (ref: Ref): TracedNode => nodes[ref - inputs]!;
  const facts = (ref: Ref): ArrayFacts | undefined => {
    if (ref >= inputs) return nodeOf(ref);
    if (ref >= 0) return trace.inputs[ref];
    const value = constants[-ref - 1];
    return value instanceof NDArray ? factsOf(value as AnyNDArray) : undefined;
  };
  const scalarOf = (ref: Ref): unknown =>
    ref < 0 && !(constants[-ref - 1] instanceof NDArray) ? constants[-ref - 1] : undefined;
  // The nodes the output needs, and those that may throw for some values (an integer power), whose
  // errors op by op throws whether or not the result is used: in trace order.
  const outputRefs: Ref[] = [];
  collectRefs(trace.output, outputRefs);
  const needed = new Set<number>();
  const pending = outputRefs.filter((ref) => ref >= inputs);
  nodes.forEach((node, index) => {
    if (throwsForValues(node)) pending.push(inputs + index);
  });
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (needed.has(ref)) continue;
    needed.add(ref);
    for (const operand of nodeOf(ref).operands) if (operand >= inputs) pending.push(operand);
  }
  const order = [...needed].sort((left, right) => left - right);

  const fusable = (node: TracedNode): Lane | undefined => {
    const lane = laneOf[node.dtype];
    if (lane === undefined || !fusedOps[lane].has(node.name) || !node.contiguous || node.options !== undefined)
      return undefined;
    const cast = node.name === 'astype';
    if (node.name === 'where') {
      // The condition: a bool array of the result's shape, read as masks.
      const condition = facts(node.operands[0]!);
      if (
        node.operands.length !== 3 ||
        condition === undefined ||
        condition.dtype !== 'bool' ||
        !condition.contiguous ||
        !sameShape(condition.shape, node.shape)
      )
        return undefined;
    }
    for (const [position, operand] of node.operands.entries()) {
      if (node.name === 'where' && position === 0) continue;
      if (!cast && operand < 0 && typeof constants[-operand - 1] === 'number') {
        // An integer lane takes integer scalars only (anything else is the operation's to judge).
        if ((lane === 'i32' || lane === 'u32') && !Number.isInteger(constants[-operand - 1])) return undefined;
        continue;
      }
      const operandFacts = facts(operand);
      if (operandFacts === undefined || !operandFacts.contiguous) return undefined;
      if (!sameShape(operandFacts.shape, node.shape) && (cast || !isRow(operandFacts, node))) return undefined;
      if (cast ? !castSources.has(operandFacts.dtype) : operandFacts.dtype !== node.dtype) return undefined;
    }
    return lane;
  };
  /**
   * Whether every array operand has the node's shape, or (`singles`) is one element of no more axes
   * (`x - mean(x)`: read with stride 0, as op by op reads it): what a blocked step needs.
   */
  const sameShapeOperands = (node: TracedNode, singles: boolean): boolean =>
    node.contiguous &&
    node.options === undefined &&
    node.operands.every((operand) => {
      if (scalarOf(operand) !== undefined) return true;
      const operandFacts = facts(operand);
      if (operandFacts === undefined || !operandFacts.contiguous) return false;
      return (
        sameShape(operandFacts.shape, node.shape) ||
        (singles && operandFacts.size === 1 && operandFacts.shape.length <= node.shape.length)
      );
    });
  /**
   * Whether a node's kernel can run block by block as the operation's own simplest path runs it:
   * array operands already of the compute dtype and of the result's shape, scalars written in the
   * compute dtype, the kernel's output the result (no narrow rounding, no cast first).
   */
  const kernelBlockable = (node: TracedNode): boolean => {
    if (node.size === 0 || !sameShapeOperands(node, true)) return false;
    const plan = node.plan;
    if (plan === undefined) {
      // A cast (astype): the cast routine op by op uses, block by block.
      const source = facts(node.operands[0]!);
      return (
        node.name === 'astype' &&
        node.operands.length === 1 &&
        source !== undefined &&
        source.size === node.size &&
        !isPacked(source.dtype) &&
        !isPacked(node.dtype)
      );
    }
    if (plan.kernel === undefined || plan.output !== undefined || plan.inputsAs !== undefined) return false;
    if (plan.kernelArity !== node.operands.length || isPacked(plan.result)) return false;
    return node.operands.every((operand) => {
      const scalar = scalarOf(operand);
      if (scalar !== undefined) return !plan.truth;
      // An operand of another dtype is cast to the compute dtype first, as op by op casts it (a
      // single element is read as it is, so it must have the compute dtype).
      const operandFacts = facts(operand)!;
      return operandFacts.size === node.size ? !isPacked(operandFacts.dtype) : operandFacts.dtype === plan.compute;
    });
  };

  // The order the steps run in: the trace's, except that a node a blocked run does not feed (a
  // reduction, a value of another size: `std(x) + 1e-5` in a layernorm) moves before that run, so
  // the run stays whole. A node only moves before nodes none of its operands come from.
  const blockableNode = (node: TracedNode): boolean =>
    fusable(node) !== undefined ? sameShapeOperands(node, false) : kernelBlockable(node);
  const scheduled: number[] = [];
  let runStart = 0;
  for (const ref of order) {
    const node = nodeOf(ref);
    const run = scheduled.slice(runStart);
    const joins = blockableNode(node) && (run.length === 0 || nodeOf(run[0]!).size === node.size);
    if (joins) scheduled.push(ref);
    else if (run.length > 0 && !node.operands.some((operand) => run.includes(operand)))
      scheduled.splice(runStart++, 0, ref);
    else {
      scheduled.push(ref);
      runStart = blockableNode(node) ? scheduled.length - 1 : scheduled.length;
    }
  }

  /**
   * Whether `node` (elementwise, of at least one axis) applies its kernel to a full operand and a
   * column (the node's shape with a last axis of 1: `x - max(x, { axis: -1, keepdims: true })`),
   * every array operand of the compute dtype but full ones (cast first, as kernelBlockable's), so
   * that a block of rows is the column repeated along its rows and one kernel call, as
   * blockedBinary (src/shape/strided.ts) runs it op by op.
   */
  const columnConsumer = (node: TracedNode): boolean => {
    const plan = node.plan;
    if (
      plan === undefined ||
      plan.kernel === undefined ||
      plan.output !== undefined ||
      plan.inputsAs !== undefined ||
      plan.truth ||
      plan.kernelArity !== 2 ||
      node.operands.length !== 2 ||
      node.options !== undefined ||
      !node.contiguous ||
      node.size === 0 ||
      isPacked(plan.result)
    )
      return false;
    let columns = 0;
    for (const operand of node.operands) {
      if (scalarOf(operand) !== undefined) continue;
      const operandFacts = facts(operand);
      if (operandFacts === undefined || !operandFacts.contiguous) return false;
      if (sameShape(operandFacts.shape, node.shape)) {
        if (isPacked(operandFacts.dtype)) return false;
      } else if (isColumn(operandFacts, node) && operandFacts.dtype === plan.compute) columns += 1;
      else return false;
    }
    return columns > 0;
  };

  // Row regions: consecutive nodes over rows of one length (the last axis) and one element count
  // (reductions over the last axis, elementwise nodes, column consumers), with a reduction among
  // them, run as one step block by block over whole rows, each row's values made, reduced and
  // consumed while the block is in the cache. A reduction alone stays one kernel call, replayed.
  const regionOf = new Map<number, number>();
  const regionRows: { size: number; length: number }[] = [];
  {
    let current: { size: number; length: number; refs: number[]; reductions: number } | undefined;
    const close = (): void => {
      if (current !== undefined && current.reductions > 0 && current.refs.length > 1) {
        for (const ref of current.refs) regionOf.set(ref, regionRows.length);
        regionRows.push({ size: current.size, length: current.length });
      }
      current = undefined;
    };
    for (const ref of scheduled) {
      const node = nodeOf(ref);
      const reduction = rowReductionOf(node);
      let key: { size: number; length: number } | undefined;
      if (reduction !== undefined) key = reduction;
      else if (node.shape.length > 0 && node.size > 0 && (blockableNode(node) || columnConsumer(node)))
        key = { size: node.size, length: node.shape[node.shape.length - 1]! };
      if (key === undefined) {
        close();
        continue;
      }
      if (current === undefined || current.size !== key.size || current.length !== key.length) {
        close();
        current = { size: key.size, length: key.length, refs: [], reductions: 0 };
      }
      current.refs.push(ref);
      if (reduction !== undefined) current.reductions += 1;
    }
    close();
  }

  // Units: runs of consecutive fusable nodes of one lane and count become one generated loop.
  const units: Unit[] = [];
  for (const ref of scheduled) {
    const node = nodeOf(ref);
    const lane = fusable(node);
    const last = units[units.length - 1];
    if (
      lane !== undefined &&
      last?.lane === lane &&
      nodeOf(last.refs[0]!).size === node.size &&
      regionOf.get(last.refs[0]!) === regionOf.get(ref)
    ) {
      (last.refs as number[]).push(ref);
      continue;
    }
    units.push({ lane, refs: [ref] });
  }
  const unitBlockable = (unit: Unit): boolean =>
    unit.refs.every((ref) =>
      unit.lane !== undefined ? sameShapeOperands(nodeOf(ref), false) : kernelBlockable(nodeOf(ref)),
    );

  // Steps: consecutive blockable units of one element count form a blocked step; a generated loop
  // on its own stays one (rows allowed); anything else runs as its operation.
  type Group = { kind: 'operation' | 'fused' | 'blocked' | 'rows'; units: Unit[]; reduction?: number; region?: number };
  const groups: Group[] = [];
  for (let index = 0; index < units.length; ) {
    const unit = units[index]!;
    const region = regionOf.get(unit.refs[0]!);
    if (region !== undefined) {
      let end = index;
      while (end < units.length && regionOf.get(units[end]!.refs[0]!) === region) end += 1;
      groups.push({ kind: 'rows', units: units.slice(index, end), region });
      index = end;
      continue;
    }
    const size = nodeOf(unit.refs[0]!).size;
    let end = index;
    while (end < units.length && unitBlockable(units[end]!) && nodeOf(units[end]!.refs[0]!).size === size) end += 1;
    if (end - index >= 2) {
      groups.push({ kind: 'blocked', units: units.slice(index, end) });
      index = end;
      continue;
    }
    if (unit.lane !== undefined && unit.refs.length > 1) groups.push({ kind: 'fused', units: [unit] });
    else for (const ref of unit.refs) groups.push({ kind: 'operation', units: [{ lane: undefined, refs: [ref] }] });
    index += 1;
  }

  // A whole-array float sum or mean right after the group that makes its operand joins it: the
  // group runs block by block over the sum's pairwise leaves and adds as the kernel adds.
  for (let index = groups.length - 1; index > 0; index -= 1) {
    const group = groups[index]!;
    const before = groups[index - 1]!;
    if (group.kind !== 'operation' || before.kind === 'rows' || before.reduction !== undefined) continue;
    const ref = group.units[0]!.refs[0]!;
    const producers = before.units.flatMap((unit) => unit.refs);
    if (!fusesReduction(nodeOf(ref), producers) || !before.units.every(unitBlockable)) continue;
    if (blockOf(widestOf(producers)) < pairwiseLeaf) continue;
    groups.splice(index - 1, 2, { kind: 'blocked', units: before.units, reduction: ref });
  }

  // Last use of each slot, by step.
  const groupRefs = groups.map((group) => [
    ...group.units.flatMap((unit) => unit.refs),
    ...(group.reduction === undefined ? [] : [group.reduction]),
  ]);
  const lastUse = new Map<number, number>();
  groupRefs.forEach((refs, step) => {
    for (const ref of refs)
      for (const operand of nodeOf(ref).operands) if (operand >= inputs) lastUse.set(operand, step);
  });
  const outputSlots = new Set(outputRefs.filter((ref) => ref >= 0));

  const steps: Step[] = groups.map((group, step): Step => {
    const inGroup = new Set(groupRefs[step]);
    // Slots whose last use is this step (made by an earlier step), plus this step's own unused results.
    const frees: number[] = [];
    for (const [slot, at] of lastUse)
      if (at === step && slot >= inputs && !outputSlots.has(slot) && !inGroup.has(slot)) frees.push(slot);
    // Stored: results used by a later step or by the output.
    const isStored = (ref: number): boolean => outputSlots.has(ref) || (lastUse.get(ref) ?? -1) > step;
    if (group.kind === 'operation') {
      const ref = group.units[0]!.refs[0]!;
      fuseCounts.operationSteps += 1;
      return { kind: 'operation', node: nodeOf(ref), slot: ref, frees };
    }
    if (group.kind === 'fused') {
      const unit = group.units[0]!;
      const loads: Ref[] = [];
      const scalars: Ref[] = [];
      const code = unitCode(unit, loads, scalars, isStored, true);
      const storedRefs = unit.refs.filter(isStored);
      return {
        kind: 'fused',
        run: compile(code),
        loads,
        scalars,
        lane: code.lane,
        stores: storedRefs.map((ref) => [ref, nodeOf(ref)] as const),
        size: nodeOf(unit.refs[0]!).size,
        frees,
      };
    }
    if (group.kind === 'rows') return blockedStep(group.units, isStored, frees, undefined, regionRows[group.region!]);
    return blockedStep(group.units, isStored, frees, group.reduction);
  });

  /**
   * A column consumer of float32/float64 that a generated column loop computes (columnModule):
   * add, subtract, multiply or divide of a full operand and a column, both of the result's dtype.
   */
  function columnLoopOf(node: TracedNode): { lane: 'f32' | 'f64'; column: Ref; columnFirst: boolean } | undefined {
    const lane = laneOf[node.dtype];
    if (
      (lane !== 'f32' && lane !== 'f64') ||
      !columnOps.has(node.name) ||
      node.plan?.compute !== node.dtype ||
      !columnConsumer(node)
    )
      return undefined;
    const [left, right] = node.operands as [Ref, Ref];
    const [leftFacts, rightFacts] = [facts(left), facts(right)];
    if (leftFacts === undefined || rightFacts === undefined) return undefined;
    if (leftFacts.dtype !== node.dtype || rightFacts.dtype !== node.dtype) return undefined;
    if (sameShape(leftFacts.shape, node.shape) && isColumn(rightFacts, node))
      return { lane, column: right, columnFirst: false };
    if (sameShape(rightFacts.shape, node.shape) && isColumn(leftFacts, node))
      return { lane, column: left, columnFirst: true };
    return undefined;
  }

  /**
   * Whether the units from `index` of a row step are float32 `exp(full - column)` (the subtraction
   * a column loop, its result read by the exp alone and not kept) that the exp_subtract_column
   * kernel computes, and then, optionally, the sum over the last axis of those exps (no mean),
   * which the kernel adds as the rows kernel does: the exp's node, and the sum's.
   */
  function expOfColumn(
    stepUnits: readonly Unit[],
    index: number,
    refs: readonly number[],
    isStored: (ref: number) => boolean,
    reduction: number | undefined,
  ): { exp: number; sum?: number } | undefined {
    const [first, second, third] = [stepUnits[index], stepUnits[index + 1], stepUnits[index + 2]];
    if (first === undefined || second === undefined || first.refs.length !== 1 || second.refs.length !== 1)
      return undefined;
    const subtractRef = first.refs[0]!;
    const expRef = second.refs[0]!;
    const subtract = nodeOf(subtractRef);
    const exp = nodeOf(expRef);
    const column = columnLoopOf(subtract);
    if (column === undefined || column.lane !== 'f32' || column.columnFirst || subtract.name !== 'subtract')
      return undefined;
    if (
      exp.name !== 'exp' ||
      exp.dtype !== 'float32' ||
      exp.plan?.kernel !== 'exp_float32' ||
      exp.operands.length !== 1 ||
      exp.operands[0] !== subtractRef ||
      !kernelBlockable(exp)
    )
      return undefined;
    // The difference is made only for the exp: nothing else (nor a later step, nor the output) reads it.
    if (isStored(subtractRef) || reduction === subtractRef) return undefined;
    if (refs.some((ref) => ref !== expRef && nodeOf(ref).operands.includes(subtractRef))) return undefined;
    if (third === undefined || third.refs.length !== 1) return { exp: expRef };
    const sum = nodeOf(third.refs[0]!);
    const found = rowReductionOf(sum);
    if (
      found === undefined ||
      found.entry !== 'sum' ||
      found.mean ||
      found.compute !== 'float32' ||
      sum.dtype !== 'float32' ||
      sum.operands[0] !== expRef
    )
      return { exp: expRef };
    return { exp: expRef, sum: third.refs[0]! };
  }

  /**
   * Whether the units from `index` of a row step are float32 `m = max(x, -1)`, `e = exp(x - m)`,
   * `s = sum(e, -1)`, `e / s` (keepdims either way), with `x - m` and `e` read by nothing else,
   * which softmax_rows_float32 computes row by row as those kernels do: the max, sum and divide nodes.
   */
  function softmaxOf(
    stepUnits: readonly Unit[],
    index: number,
    refs: readonly number[],
    isStored: (ref: number) => boolean,
    reduction: number | undefined,
  ): { max: number; subtract: number; sum: number; divide: number } | undefined {
    const [first, last] = [stepUnits[index], stepUnits[index + 4]];
    if (first === undefined || last === undefined || first.refs.length !== 1 || last.refs.length !== 1)
      return undefined;
    const maxRef = first.refs[0]!;
    const largest = rowReductionOf(nodeOf(maxRef));
    if (largest === undefined || largest.entry !== 'max_' || largest.compute !== 'float32') return undefined;
    if (nodeOf(maxRef).dtype !== 'float32') return undefined;
    const shifted = expOfColumn(stepUnits, index + 1, refs, isStored, reduction);
    if (shifted?.sum === undefined) return undefined;
    const subtract = nodeOf(stepUnits[index + 1]!.refs[0]!);
    const source = subtract.operands[0]!;
    if (subtract.operands[1] !== maxRef || nodeOf(maxRef).operands[0] !== source) return undefined;
    const divideRef = last.refs[0]!;
    const divide = nodeOf(divideRef);
    const column = columnLoopOf(divide);
    if (divide.name !== 'divide' || column === undefined || column.lane !== 'f32' || column.columnFirst)
      return undefined;
    if (divide.operands[0] !== shifted.exp || divide.operands[1] !== shifted.sum) return undefined;
    // The exps live only in the result's rows (divided in place): nothing else may read them.
    const expRef = shifted.exp;
    if (isStored(expRef) || reduction === expRef) return undefined;
    if (refs.some((ref) => ref !== shifted.sum && ref !== divideRef && nodeOf(ref).operands.includes(expRef)))
      return undefined;
    return { max: maxRef, subtract: stepUnits[index + 1]!.refs[0]!, sum: shifted.sum, divide: divideRef };
  }

  /**
   * A reduction over the last axis that a row step runs as op by op runs it (src/ops/reductions.ts:
   * the rows kernel over (row length, rows) in the compute dtype, the input cast to it first;
   * mean the sums divided by the length written in that dtype; float16/bfloat16 rounded once at
   * the end): sum, prod, max, min, mean with `axis` the last and `keepdims` only, of a contiguous
   * input of rows of at least 2 values (one value is a copy op by op), of real, unpacked dtypes.
   */
  function rowReductionOf(node: TracedNode): RowReduction | undefined {
    const entry = rowEntries[node.name];
    if (entry === undefined || node.operands.length !== 1 || node.options === undefined) return undefined;
    const { axis, keepdims, ...rest } = node.options as { axis?: unknown; keepdims?: unknown };
    if (Object.keys(rest).length > 0 || (keepdims !== undefined && typeof keepdims !== 'boolean')) return undefined;
    const source = facts(node.operands[0]!);
    if (source === undefined || !source.contiguous || source.shape.length === 0 || source.size === 0) return undefined;
    const ndim = source.shape.length;
    const only = Array.isArray(axis) && axis.length === 1 ? axis[0] : axis;
    if (only !== -1 && only !== ndim - 1) return undefined;
    const length = source.shape[ndim - 1]!;
    if (length < 2 || !rowDType(source.dtype) || !rowDType(node.dtype)) return undefined;
    const compute: DType = node.dtype === 'float16' || node.dtype === 'bfloat16' ? 'float32' : node.dtype;
    const mean = node.name === 'mean';
    if (!hasKernel(`reduce_${entry}_${compute}`) || (mean && !hasKernel(`divide_${compute}`))) return undefined;
    return { entry, compute, length, size: source.size, mean };
  }

  /**
   * Whether `node` is a reduction a blocked step over `producers` can end with: sum or mean of
   * every element (no options) of a float32/float64 value the step makes, in that dtype, the
   * case op by op runs as one pairwise sum kernel call (src/ops/reductions.ts).
   */
  function fusesReduction(node: TracedNode, producers: readonly number[]): boolean {
    if ((node.name !== 'sum' && node.name !== 'mean') || node.options !== undefined || node.operands.length !== 1)
      return false;
    const operand = node.operands[0]!;
    if (!producers.includes(operand)) return false;
    const source = nodeOf(operand);
    return (
      (node.dtype === 'float32' || node.dtype === 'float64') &&
      source.dtype === node.dtype &&
      source.size > 0 &&
      node.size === 1 &&
      source.contiguous
    );
  }

  /**
   * The generated loop of a unit: its operands from outside the unit become loads (pushed to
   * `loads`, which may already hold earlier units' refs), scalars constants, and the nodes that
   * `stored` selects its stores.
   */
  function unitCode(
    unit: Unit,
    loads: Ref[],
    scalarRefs: Ref[],
    stored: (ref: number) => boolean,
    rowsAllowed: boolean,
  ): SegmentCode {
    const lane = unit.lane!;
    const own: Ref[] = [];
    const loadKinds: LoadKind[] = [];
    const rows: number[] = [];
    const scalars: number[] = [];
    const fused: FusedNode[] = unit.refs.map((ref) => {
      const node = nodeOf(ref);
      const operands = node.operands.map((operand): FusedOperand => {
        if (unit.refs.includes(operand)) return { node: unit.refs.indexOf(operand) };
        if (operand < 0 && typeof constants[-operand - 1] === 'number') {
          const value = constants[-operand - 1] as number;
          // As writeScalar stores it: rounded to float32, or the integer's bits.
          scalars.push(lane === 'f32' ? Math.fround(value) : lane === 'f64' ? value : value | 0);
          scalarRefs.push(operand);
          return { scalar: scalars.length - 1 };
        }
        let index = own.indexOf(operand);
        if (index < 0) {
          index = own.push(operand) - 1;
          const operandFacts = facts(operand)!;
          loadKinds.push(
            operandFacts.dtype === node.dtype
              ? 'lane'
              : operandFacts.dtype === 'bool'
                ? 'bool'
                : (operandFacts.dtype as LoadKind),
          );
          rows.push(!rowsAllowed || operandFacts.size === node.size ? 0 : operandFacts.size * (lane === 'f64' ? 8 : 4));
        }
        return { load: index };
      });
      return { op: node.name as FusedNode['op'], operands };
    });
    loads.push(...own);
    const stores = unit.refs.filter(stored).map((ref) => unit.refs.indexOf(ref));
    return { lane, loads: loadKinds, rows, scalars, nodes: fused, stores };
  }

  /** The widest item (bytes) a blocked step over `refs` holds in a block. */
  function widestOf(refs: readonly number[]): number {
    let widest = 1;
    for (const ref of refs) {
      const node = nodeOf(ref);
      widest = Math.max(widest, itemSize(node.dtype), node.plan === undefined ? 1 : itemSize(node.plan.compute));
      for (const operand of node.operands)
        if (facts(operand) !== undefined) widest = Math.max(widest, itemSize(facts(operand)!.dtype));
    }
    return widest;
  }

  /**
   * Units run block by block: each kernel or generated loop over one block of every operand, the
   * values no later step needs kept in scratch blocks, the rest written into their arrays. With a
   * `reduction` (a node of `fusesReduction`), the blocks are the pairwise sum's leaves and the
   * reduction's result is the last store.
   */
  function blockedStep(
    stepUnits: readonly Unit[],
    isStored: (ref: number) => boolean,
    frees: number[],
    reduction?: number,
    rows?: { readonly size: number; readonly length: number },
  ): Step {
    const refs = stepUnits.flatMap((unit) => unit.refs);
    const inStep = new Set(refs);
    const size = rows?.size ?? nodeOf(refs[0]!).size;
    const storedRefs = refs.filter(isStored);
    if (reduction !== undefined) storedRefs.push(reduction);
    const external: Ref[] = [];
    const scalars: ScalarSlot[] = [];
    const buffers = new Map<number, number>();
    let widest = widestOf(refs);
    for (const ref of refs) {
      const found = rows === undefined ? undefined : rowReductionOf(nodeOf(ref));
      if (found !== undefined) widest = Math.max(widest, itemSize(found.compute as RuntimeDType));
    }
    // Whole rows per block (at least one).
    const block =
      rows === undefined ? blockOf(widest) : Math.max(1, Math.floor(blockOf(widest) / rows.length)) * rows.length;
    // A value of one element per row (a reduction's, a column's), addressed by row.
    const perRow = (ref: Ref): boolean =>
      rows !== undefined && facts(ref)!.size !== size && facts(ref)!.size * rows.length === size;
    // A scratch block per value no later step reads, and per operand cast for a kernel.
    let bufferCount = 0;
    for (const ref of refs) if (!isStored(ref)) buffers.set(ref, bufferCount++);
    // Arguments name a base by kind (external array, stored result, scratch block, scalar slot)
    // and index; the bases are laid out in that order once the counts are known.
    type Placed = { kind: 0 | 1 | 2 | 3; index: number; scale: number; stride: 0 | 1; perRow: boolean };
    const newBuffer = (): Placed => ({ kind: 2, index: bufferCount++, scale: 0, stride: 1, perRow: false });
    const place = (ref: Ref): Placed => {
      if (inStep.has(ref)) {
        const buffer = buffers.get(ref);
        if (buffer !== undefined) return { kind: 2, index: buffer, scale: 0, stride: 1, perRow: false };
        return {
          kind: 1,
          index: storedRefs.indexOf(ref),
          scale: itemSize(nodeOf(ref).dtype),
          stride: 1,
          perRow: perRow(ref),
        };
      }
      let index = external.indexOf(ref);
      if (index < 0) index = external.push(ref) - 1;
      const operandFacts = facts(ref)!;
      if (perRow(ref)) return { kind: 0, index, scale: itemSize(operandFacts.dtype), stride: 1, perRow: true };
      // A single element against a larger result: read with stride 0.
      if (operandFacts.size === 1 && size > 1) return { kind: 0, index, scale: 0, stride: 0, perRow: false };
      return { kind: 0, index, scale: itemSize(operandFacts.dtype), stride: 1, perRow: false };
    };
    const placedCalls: {
      run: (...args: number[]) => number;
      form: BlockCall['form'];
      args: Placed[];
      name: string;
      perRow?: boolean;
      kept?: number;
    }[] = [];
    for (let unitIndex = 0; unitIndex < stepUnits.length; unitIndex += 1) {
      const unit = stepUnits[unitIndex]!;
      const softmax = rows === undefined ? undefined : softmaxOf(stepUnits, unitIndex, refs, isStored, reduction);
      if (softmax !== undefined) {
        // max, exp(x - max), sum, divide: one kernel call per block of rows, each row in the L1 cache throughout.
        // The row maxima and sums are written only where something else reads them.
        const { max, sum, divide, subtract } = softmax;
        const readBeyond = (ref: number, reader: number): boolean =>
          isStored(ref) || refs.some((other) => other !== reader && nodeOf(other).operands.includes(ref));
        const [keepMax, keepSum] = [readBeyond(max, subtract), readBeyond(sum, divide)];
        const args = [place(nodeOf(max).operands[0]!), place(divide)];
        if (keepMax) args.push(place(max));
        if (keepSum) args.push(place(sum));
        placedCalls.push({
          run: kernel('softmax_rows_float32'),
          form: 'softmax',
          args,
          name: 'exp',
          kept: (keepMax ? 1 : 0) | (keepSum ? 2 : 0),
        });
        fuseCounts.softmaxRows += 1;
        unitIndex += 4;
        continue;
      }
      const shifted = rows === undefined ? undefined : expOfColumn(stepUnits, unitIndex, refs, isStored, reduction);
      if (shifted !== undefined) {
        // exp(full - column) in one kernel call per block of rows, the rows' sums with it if the chain sums them.
        const subtract = nodeOf(unit.refs[0]!);
        const args = [place(subtract.operands[0]!), place(subtract.operands[1]!), place(shifted.exp)];
        if (shifted.sum !== undefined) args.push(place(shifted.sum));
        placedCalls.push({ run: kernel('exp_subtract_column_float32'), form: 'expColumn', args, name: 'exp' });
        fuseCounts.expColumns += 1;
        unitIndex += shifted.sum === undefined ? 1 : 2;
        continue;
      }
      const rowReduction = rows === undefined ? undefined : rowReductionOf(nodeOf(unit.refs[0]!));
      if (rowReduction !== undefined) {
        // The rows kernel over the block's rows, in the compute dtype, as op by op reduces.
        const ref = unit.refs[0]!;
        const node = nodeOf(ref);
        const operand = node.operands[0]!;
        const { compute } = rowReduction;
        let input = place(operand);
        if (facts(operand)!.dtype !== compute) {
          const cast = newBuffer();
          placedCalls.push({
            run: castRoutine(facts(operand)!.dtype as RuntimeDType, compute as RuntimeDType),
            form: 'unary',
            args: [input, cast],
            name: node.name,
          });
          input = cast;
        }
        const result = place(ref);
        const target = node.dtype === compute ? result : newBuffer();
        placedCalls.push({
          run: kernel(`reduce_${rowReduction.entry}_${compute}`),
          form: 'rows',
          args: [input, target],
          name: node.name,
        });
        if (rowReduction.mean) {
          // The sums divided by the row length written in the compute dtype (reductions.ts's divideBy).
          const bytes = scalarBytes(rowReduction.length, compute as RuntimeDType, node.name);
          scalars.push({ ref: operand, dtype: compute as RuntimeDType, operation: node.name, bytes });
          placedCalls.push({
            run: kernel(`divide_${compute}`),
            form: 'binary',
            args: [target, { kind: 3, index: scalars.length - 1, scale: 0, stride: 0, perRow: false }, target],
            name: node.name,
            perRow: true,
          });
        }
        if (target !== result)
          placedCalls.push({
            run: castRoutine(compute as RuntimeDType, node.dtype as RuntimeDType),
            form: 'unary',
            args: [target, result],
            name: node.name,
            perRow: true,
          });
        fuseCounts.rowReductions += 1;
        continue;
      }
      const column = rows === undefined ? undefined : columnLoopOf(nodeOf(unit.refs[0]!));
      if (column !== undefined) {
        // A generated loop over the block's rows: the column's value splatted once per row.
        const node = nodeOf(unit.refs[0]!);
        placedCalls.push({
          run: compileColumn(column.lane, node.name as ColumnOp, column.columnFirst),
          form: 'column',
          args: [place(node.operands[column.columnFirst ? 1 : 0]!), place(column.column), place(unit.refs[0]!)],
          name: node.name,
        });
        fuseCounts.columnLoops += 1;
        continue;
      }
      if (unit.lane === undefined) {
        const node = nodeOf(unit.refs[0]!);
        const plan = node.plan;
        if (plan === undefined) {
          const from = facts(node.operands[0]!)!.dtype;
          placedCalls.push({
            run: castRoutine(from, node.dtype),
            form: 'unary',
            args: [place(node.operands[0]!), place(unit.refs[0]!)],
            name: node.name,
          });
          continue;
        }
        const args = node.operands.map((operand): Placed => {
          const scalar = scalarOf(operand);
          if (scalar !== undefined) {
            const bytes = inputScalars.has(operand) ? undefined : scalarBytes(scalar, plan.compute, node.name);
            scalars.push({ ref: operand, dtype: plan.compute, operation: node.name, bytes });
            return { kind: 3, index: scalars.length - 1, scale: 0, stride: 0, perRow: false };
          }
          const from = facts(operand)!.dtype;
          if (perRow(operand)) {
            // A column: its values repeated along their rows into a scratch block (blockedBinary's gather).
            const expanded = newBuffer();
            placedCalls.push({
              run: kernel(`gather_${itemSize(from)}`),
              form: 'expand',
              args: [place(operand), expanded],
              name: node.name,
            });
            return expanded;
          }
          if (from === plan.compute) return place(operand);
          // Cast into a scratch block of its own first.
          const buffer = newBuffer();
          placedCalls.push({
            run: castRoutine(from, plan.compute),
            form: 'unary',
            args: [place(operand), buffer],
            name: node.name,
          });
          return buffer;
        });
        args.push(place(unit.refs[0]!));
        placedCalls.push({
          run: kernel(plan.kernel!),
          form: node.operands.length === 2 ? 'binary' : 'unary',
          args,
          name: node.name,
        });
        continue;
      }
      // A generated loop stores what later steps, or later units of this step, read.
      const readLater = (ref: number): boolean =>
        isStored(ref) ||
        refs.some((other) => !unit.refs.includes(other) && nodeOf(other).operands.includes(ref)) ||
        (reduction !== undefined && nodeOf(reduction).operands[0] === ref);
      const loads: Ref[] = [];
      const scalarRefs: Ref[] = [];
      const code = unitCode(unit, loads, scalarRefs, readLater, false);
      const args = [...loads.map(place), ...code.stores.map((index) => place(unit.refs[index]!))];
      // The loop's scalars in consecutive slots; it takes the first one's address.
      if (scalarRefs.length > 0) args.push({ kind: 3, index: scalars.length, scale: 0, stride: 0, perRow: false });
      for (const ref of scalarRefs) scalars.push({ ref, lane: code.lane });
      placedCalls.push({
        run: compile(code) as (...args: number[]) => number,
        form: 'generated',
        args,
        name: nodeOf(unit.refs[0]!).name,
      });
    }
    const offsets = [
      0,
      external.length,
      external.length + storedRefs.length,
      external.length + storedRefs.length + bufferCount,
    ];
    const calls: BlockCall[] = placedCalls.map(({ run, form, args, name, perRow: rowCount, kept }) => ({
      run,
      form,
      name,
      perRow: rowCount === true,
      kept: kept ?? 0,
      args: args.map(({ kind, index, scale, stride, perRow: byRow }) => ({
        base: offsets[kind]! + index,
        scale,
        stride,
        perRow: byRow,
      })),
    }));
    fuseCounts.blockedSteps += 1;
    let reduce: BlockReduce | undefined;
    if (reduction !== undefined) {
      const node = nodeOf(reduction);
      const dtype = node.dtype as BlockReduce['dtype'];
      const source = place(node.operands[0]!);
      reduce = {
        lanes: kernel(`sum_lanes_${dtype}`),
        dtype,
        mean: node.name === 'mean',
        source: { base: offsets[source.kind]! + source.index, scale: source.scale },
        leaf: pairwiseLeaf,
      };
      fuseCounts.fusedReductions += 1;
    }
    return {
      reduce,
      rowLength: rows?.length ?? 0,
      kind: 'blocked',
      loads: external,
      stores: storedRefs.map((ref) => [ref, nodeOf(ref)] as const),
      size,
      block,
      buffers: bufferCount,
      bufferBytes: block * widest,
      scalars,
      calls,
      frees,
    };
  }

  return { inputs, slots: inputs + nodes.length, steps, constants, output: trace.output, outputSlots };
}

const columnOps: ReadonlySet<string> = new Set(['add', 'subtract', 'multiply', 'divide']);

function compileColumn(lane: 'f32' | 'f64', operation: ColumnOp, columnFirst: boolean): (...args: number[]) => number {
  const key = `column ${lane} ${operation} ${columnFirst}`;
  let found = compiled.get(key);
  if (found === undefined) {
    found = instantiate(columnModule(lane, operation, columnFirst));
    remember(key, found);
  }
  return found as (...args: number[]) => number;
}

/** A reduction over the last axis, as a row step runs it (see rowReductionOf). */
interface RowReduction {
  /** The rows kernel: reduce_${entry}_${compute}. */
  readonly entry: 'sum' | 'prod' | 'max_' | 'min_';
  readonly compute: DType;
  /** The row length and the input's element count. */
  readonly length: number;
  readonly size: number;
  readonly mean: boolean;
}

const rowEntries: Readonly<Record<string, RowReduction['entry']>> = {
  sum: 'sum',
  prod: 'prod',
  max: 'max_',
  min: 'min_',
  mean: 'sum',
};

/** Real dtypes whose values the kernels reduce as they are stored (no complex, narrow or packed dtypes). */
function rowDType(dtype: DType): boolean {
  const kind = dtypeInfo[dtype as RuntimeDType].kind;
  return kind !== 'complex' && !isNarrow(dtype as RuntimeDType) && !isPacked(dtype as RuntimeDType);
}

function hasKernel(name: string): boolean {
  try {
    kernel(name);
    return true;
  } catch {
    return false;
  }
}

/** Whether `operand` is a column of `node`: the node's shape (left-padded with 1s) with a last axis of 1. */
function isColumn(operand: ArrayFacts, node: ArrayFacts): boolean {
  const pad = node.shape.length - operand.shape.length;
  if (pad < 0 || node.shape.length === 0) return false;
  const last = node.shape.length - 1;
  for (let axis = 0; axis <= last; axis += 1) {
    const size = axis < pad ? 1 : operand.shape[axis - pad]!;
    if (size !== (axis === last ? 1 : node.shape[axis])) return false;
  }
  return true;
}

/** The cast op by op makes (castElements: direct, or through an intermediate dtype) as a unary kernel that never fails. */
function castRoutine(from: RuntimeDType, to: RuntimeDType): (...args: number[]) => number {
  return (input: number, _stride: number, out: number, count: number) => {
    castElements(from, to, input, out, count);
    return 0;
  };
}

/** A scalar operand's bytes as the operation writes it for its kernel (16 bytes: any dtype). */
function scalarBytes(value: unknown, dtype: RuntimeDType, operation: string): Uint8Array {
  const slot = scalarSlot();
  writeScalar(value, dtype, slot, scalarDescription(operation));
  return new Uint8Array(memory().buffer, slot, 16).slice();
}
