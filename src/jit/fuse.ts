// Segmenting: a trace becomes a program of steps. Runs of elementwise nodes that the emitter
// covers (same element count, contiguous operands of the node's own dtype, JavaScript scalars)
// become one generated WebAssembly function each; other elementwise runs go block by block through
// the kernels, and a whole-array float sum or mean joins the run that makes its operand; every
// other node is replayed op by op, as the operation function it was traced through. Values live in
// slots; a slot is freed after its last use.
import type { AnyNDArray } from '../../types/array.js';
import type { DType } from '../../types/dtype.js';
import { NDArray } from '../ndarray.js';
import { itemSize, type DType as RuntimeDType } from '../dtypes.js';
import { castElements } from '../casts.js';
import { isPacked } from '../packed.js';
import { scalarDescription } from '../operations.js';
import { writeScalar } from '../values.js';
import { kernel, memory, scalarSlot } from '../wasm/instance.js';
import {
  fusedOps,
  segmentModule,
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
 * count; both return a status) or a generated loop (loads…, stores…, count). Each argument is
 * bases[base] + start · scale, where the bases are, in order: the step's loads, its stores, its
 * scratch blocks and its scalar slots; `stride` is what a kernel reads it with (0: a scalar).
 */
export interface BlockCall {
  readonly run: (...args: number[]) => number;
  readonly form: 'binary' | 'unary' | 'generated';
  readonly args: readonly { readonly base: number; readonly scale: number; readonly stride: 0 | 1 }[];
  /** The operation, for a kernel's error status. */
  readonly name: string;
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
export const fuseCounts = { blockedSteps: 0, fusedReductions: 0, operationSteps: 0 };

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
  const started = performance.now();
  const bytes = segmentModule(code);
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  // Synchronous compilation of a small module (a few hundred bytes: under every engine's limit),
  // under the same 'wasm-unsafe-eval' policy as the kernels.
  const instance = new api.Instance(new api.Module(bytes), { env: { memory: memory() } });
  found = instance.exports.run as (...pointers: number[]) => void;
  compileStats.modules += 1;
  compileStats.bytes += bytes.length;
  compileStats.milliseconds += performance.now() - started;
  if (compiledCount >= compiledLimit) {
    compiled.delete(compiled.keys().next().value!);
    compiledCount -= 1;
  }
  compiled.set(key, found);
  compiledCount += 1;
  return found;
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
  // The nodes the output needs, in trace order.
  const outputRefs: Ref[] = [];
  collectRefs(trace.output, outputRefs);
  const needed = new Set<number>();
  const pending = outputRefs.filter((ref) => ref >= inputs);
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

  // Units: runs of consecutive fusable nodes of one lane and count become one generated loop.
  const units: Unit[] = [];
  for (const ref of scheduled) {
    const node = nodeOf(ref);
    const lane = fusable(node);
    const last = units[units.length - 1];
    if (lane !== undefined && last?.lane === lane && nodeOf(last.refs[0]!).size === node.size) {
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
  type Group = { kind: 'operation' | 'fused' | 'blocked'; units: Unit[]; reduction?: number };
  const groups: Group[] = [];
  for (let index = 0; index < units.length; ) {
    const unit = units[index]!;
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
    if (group.kind !== 'operation' || before.reduction !== undefined) continue;
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
    return blockedStep(group.units, isStored, frees, group.reduction);
  });

  /**
   * Whether `node` is a reduction a blocked step over `producers` can end with: sum or mean of
   * every element (no options) of a float32/float64 value the step makes, in that dtype, the
   * case op by op runs as one pairwise sum kernel call (src/reductions.ts).
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
  ): Step {
    const refs = stepUnits.flatMap((unit) => unit.refs);
    const inStep = new Set(refs);
    const size = nodeOf(refs[0]!).size;
    const storedRefs = refs.filter(isStored);
    if (reduction !== undefined) storedRefs.push(reduction);
    const external: Ref[] = [];
    const scalars: ScalarSlot[] = [];
    const buffers = new Map<number, number>();
    const widest = widestOf(refs);
    const block = blockOf(widest);
    // A scratch block per value no later step reads, and per operand cast for a kernel.
    let bufferCount = 0;
    for (const ref of refs) if (!isStored(ref)) buffers.set(ref, bufferCount++);
    // Arguments name a base by kind (external array, stored result, scratch block, scalar slot)
    // and index; the bases are laid out in that order once the counts are known.
    type Placed = { kind: 0 | 1 | 2 | 3; index: number; scale: number; stride: 0 | 1 };
    const place = (ref: Ref): Placed => {
      if (inStep.has(ref)) {
        const buffer = buffers.get(ref);
        if (buffer !== undefined) return { kind: 2, index: buffer, scale: 0, stride: 1 };
        return { kind: 1, index: storedRefs.indexOf(ref), scale: itemSize(nodeOf(ref).dtype), stride: 1 };
      }
      let index = external.indexOf(ref);
      if (index < 0) index = external.push(ref) - 1;
      const operandFacts = facts(ref)!;
      // A single element against a larger result: read with stride 0.
      if (operandFacts.size === 1 && size > 1) return { kind: 0, index, scale: 0, stride: 0 };
      return { kind: 0, index, scale: itemSize(operandFacts.dtype), stride: 1 };
    };
    const placedCalls: { run: (...args: number[]) => number; form: BlockCall['form']; args: Placed[]; name: string }[] =
      [];
    for (const unit of stepUnits) {
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
            return { kind: 3, index: scalars.length - 1, scale: 0, stride: 0 };
          }
          const from = facts(operand)!.dtype;
          if (from === plan.compute) return place(operand);
          // Cast into a scratch block of its own first.
          const buffer: Placed = { kind: 2, index: bufferCount++, scale: 0, stride: 1 };
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
      if (scalarRefs.length > 0) args.push({ kind: 3, index: scalars.length, scale: 0, stride: 0 });
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
    const calls: BlockCall[] = placedCalls.map(({ run, form, args, name }) => ({
      run,
      form,
      name,
      args: args.map(({ kind, index, scale, stride }) => ({ base: offsets[kind]! + index, scale, stride })),
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
