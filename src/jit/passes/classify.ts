// Classify: what each traced node is to the fuser, by its primitive (the registry's operation
// name), its plan and its operands' facts: a node a generated loop computes (and in which lane), a
// node whose kernel runs block by block, a column consumer, a reduction over the last axis, a
// whole-array sum that can end a blocked step. Nothing here names a kernel export; the op-name
// lists come from the registry's rows, filtered by what the emitter computes.
import type { DType } from '../../../types/dtype.js';
import { dtypeInfo, isNarrow, type DType as RuntimeDType } from '../../lattice/dtypes.js';
import { isPacked } from '../../memory/packed.js';
import { operationRows, parameterRows, selectionRows } from '../../registry/registry.js';
import { optionalRowsKernel, type RowsKernel } from '../../kernels/jit.js';
import { nnRowsKernel, type NnRowsKernel } from '../../kernels/nn.js';
import { reductionCompute } from '../../plan/reductions.js';
import { columnEmits, emits, type Lane } from '../emit/lanes.js';
import { convertedLoads } from '../emit/segment.js';
import type { Ref, TracedNode } from '../trace.js';
import { sameShape } from '../../shape/broadcast.js';
import { isColumn, isRow, type Graph } from './graph.js';

const laneOf: Partial<Record<DType, Lane>> = { float32: 'f32', float64: 'f64', int32: 'i32', uint32: 'u32' };

/** The traced name of a cast (astype: not an operation row). */
const castPrimitive = 'astype';

/** The primitives a generated loop computes, per lane: the registry's operations (and where) the emitter has code for. */
export const fusedPrimitives: Readonly<Record<Lane, ReadonlySet<string>>> = (() => {
  const candidates = [...operationRows, ...selectionRows].map((row) => row.name as string);
  candidates.push(castPrimitive);
  const of = (lane: Lane) => new Set(candidates.filter((name) => emits(lane, name)));
  return { f32: of('f32'), f64: of('f64'), i32: of('i32'), u32: of('u32') };
})();

/** The binary operations a column loop applies (float lanes: one opcode each way). */
const columnPrimitives: ReadonlySet<string> = new Set(
  operationRows.filter((row) => row.arity === 2 && columnEmits('f32', row.name)).map((row) => row.name),
);

/** Whether a node's operation may fail for some values of its operands: power on integers (a negative exponent). */
export function throwsForValues(node: TracedNode): boolean {
  if (node.primitive !== 'power') return false;
  const compute = node.plan?.compute;
  return compute === undefined || ['int', 'uint', 'bool'].includes(dtypeInfo[compute as RuntimeDType].kind);
}

/** The lane of a node a generated loop can compute, or undefined. */
export function fusable(graph: Graph, node: TracedNode): Lane | undefined {
  const lane = laneOf[node.dtype];
  if (
    lane === undefined ||
    !fusedPrimitives[lane].has(node.primitive) ||
    !node.contiguous ||
    node.options !== undefined
  )
    return undefined;
  const cast = node.primitive === castPrimitive;
  const where = node.primitive === 'where';
  if (where) {
    // The condition: a bool array of the result's shape, read as masks.
    const condition = graph.facts(node.operands[0]!);
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
    if (where && position === 0) continue;
    if (!cast && operand < 0 && typeof graph.constants[-operand - 1] === 'number') {
      // An integer lane takes integer scalars only (anything else is the operation's to judge).
      if ((lane === 'i32' || lane === 'u32') && !Number.isInteger(graph.constants[-operand - 1])) return undefined;
      continue;
    }
    const operandFacts = graph.facts(operand);
    if (operandFacts === undefined || !operandFacts.contiguous) return undefined;
    if (!sameShape(operandFacts.shape, node.shape) && (cast || !isRow(operandFacts, node))) return undefined;
    if (cast ? !convertedLoads.has(operandFacts.dtype) : operandFacts.dtype !== node.dtype) return undefined;
  }
  return lane;
}

/**
 * The rows whose options are their kernel's parameters (parameterRows): the plan carries them, bound
 * into its kernel's handle, so such a node runs block by block as any kernel does.
 */
const parameterPrimitives: ReadonlySet<string> = new Set(parameterRows.map((row) => row.name));

/** Whether a node's options, if any, are all in its plan (a parameter row's). */
const optionsInPlan = (node: TracedNode): boolean =>
  node.options === undefined || (parameterPrimitives.has(node.primitive) && node.plan?.parameters !== undefined);

/**
 * Whether every array operand has the node's shape, or (`singles`) is one element of no more axes
 * (`x - mean(x)`: read with stride 0, as op by op reads it): what a blocked step needs.
 */
export function sameShapeOperands(graph: Graph, node: TracedNode, singles: boolean): boolean {
  return (
    node.contiguous &&
    optionsInPlan(node) &&
    node.operands.every((operand) => {
      if (graph.scalarOf(operand) !== undefined) return true;
      const operandFacts = graph.facts(operand);
      if (operandFacts === undefined || !operandFacts.contiguous) return false;
      return (
        sameShape(operandFacts.shape, node.shape) ||
        (singles && operandFacts.size === 1 && operandFacts.shape.length <= node.shape.length)
      );
    })
  );
}

/** Whether the node's plan runs one kernel whose output is the result (no narrow rounding, no cast first). */
function plainKernel(node: TracedNode): boolean {
  const plan = node.plan;
  return (
    plan !== undefined &&
    plan.kernel !== undefined &&
    plan.output === undefined &&
    plan.inputsAs === undefined &&
    !isPacked(plan.result)
  );
}

/** Whether a node is a cast (astype) of one unpacked operand of its size to an unpacked dtype. */
function isPlainCast(graph: Graph, node: TracedNode): boolean {
  const source = graph.facts(node.operands[0]!);
  return (
    node.plan === undefined &&
    node.primitive === castPrimitive &&
    node.operands.length === 1 &&
    source !== undefined &&
    source.size === node.size &&
    !isPacked(source.dtype) &&
    !isPacked(node.dtype)
  );
}

/**
 * Whether a node's kernel can run block by block as the operation's own simplest path runs it:
 * array operands already of the compute dtype and of the result's shape, scalars written in the
 * compute dtype, the kernel's output the result (no narrow rounding, no cast first).
 */
export function kernelBlockable(graph: Graph, node: TracedNode): boolean {
  if (node.size === 0 || !sameShapeOperands(graph, node, true)) return false;
  const plan = node.plan;
  // A cast (astype): the cast routine op by op uses, block by block.
  if (plan === undefined) return isPlainCast(graph, node);
  if (!plainKernel(node) || plan.kernelArity !== node.operands.length) return false;
  return node.operands.every((operand) => {
    const scalar = graph.scalarOf(operand);
    if (scalar !== undefined) return !plan.truth;
    // An operand of another dtype is cast to the compute dtype first, as op by op casts it (a
    // single element is read as it is, so it must have the compute dtype).
    const operandFacts = graph.facts(operand)!;
    return operandFacts.size === node.size ? !isPacked(operandFacts.dtype) : operandFacts.dtype === plan.compute;
  });
}

/** Whether a node can join a blocked step: a generated loop's node, or a kernel run block by block. */
export function blockableNode(graph: Graph, node: TracedNode): boolean {
  return fusable(graph, node) !== undefined ? sameShapeOperands(graph, node, false) : kernelBlockable(graph, node);
}

/**
 * Whether `node` (elementwise, of at least one axis) applies its kernel to a full operand and a
 * column (the node's shape with a last axis of 1: `x - max(x, { axis: -1, keepdims: true })`),
 * every array operand of the compute dtype but full ones (cast first, as kernelBlockable's), so
 * that a block of rows is the column repeated along its rows and one kernel call, as
 * src/execute/blocked.ts runs it op by op.
 */
export function columnConsumer(graph: Graph, node: TracedNode): boolean {
  const plan = node.plan;
  if (
    plan === undefined ||
    !plainKernel(node) ||
    plan.truth ||
    plan.kernelArity !== 2 ||
    node.operands.length !== 2 ||
    node.options !== undefined ||
    !node.contiguous ||
    node.size === 0
  )
    return false;
  let columns = 0;
  for (const operand of node.operands) {
    if (graph.scalarOf(operand) !== undefined) continue;
    const operandFacts = graph.facts(operand);
    if (operandFacts === undefined || !operandFacts.contiguous) return false;
    if (sameShape(operandFacts.shape, node.shape)) {
      if (isPacked(operandFacts.dtype)) return false;
    } else if (isColumn(operandFacts, node) && operandFacts.dtype === plan.compute) columns += 1;
    else return false;
  }
  return columns > 0;
}

/** A column consumer a generated column loop computes: which lane, which operand is the column. */
export interface ColumnLoop {
  readonly lane: 'f32' | 'f64';
  readonly column: Ref;
  readonly columnFirst: boolean;
}

/**
 * A column consumer of float32/float64 that a generated column loop computes (emit/column.ts):
 * add, subtract, multiply or divide of a full operand and a column, both of the result's dtype.
 */
export function columnLoopOf(graph: Graph, node: TracedNode): ColumnLoop | undefined {
  const lane = laneOf[node.dtype];
  if (
    (lane !== 'f32' && lane !== 'f64') ||
    !columnPrimitives.has(node.primitive) ||
    node.plan?.compute !== node.dtype ||
    !columnConsumer(graph, node)
  )
    return undefined;
  const [left, right] = node.operands as [Ref, Ref];
  const [leftFacts, rightFacts] = [graph.facts(left), graph.facts(right)];
  if (leftFacts === undefined || rightFacts === undefined) return undefined;
  if (leftFacts.dtype !== node.dtype || rightFacts.dtype !== node.dtype) return undefined;
  if (sameShape(leftFacts.shape, node.shape) && isColumn(rightFacts, node))
    return { lane, column: right, columnFirst: false };
  if (sameShape(rightFacts.shape, node.shape) && isColumn(leftFacts, node))
    return { lane, column: left, columnFirst: true };
  return undefined;
}

/** A reduction over the last axis, as a row step runs it (see rowReductionOf). */
export interface RowReduction {
  /** The reduction whose rows kernel runs (mean runs sum's), and that kernel in `compute`. */
  readonly primitive: string;
  readonly kernel: RowsKernel;
  readonly compute: DType;
  /** The row length and the input's element count. */
  readonly length: number;
  readonly size: number;
  /** The sums divided by the row length. */
  readonly mean: boolean;
}

/** Real dtypes whose values the kernels reduce as they are stored (no complex, narrow or packed dtypes). */
function rowDType(dtype: DType): boolean {
  const kind = dtypeInfo[dtype as RuntimeDType].kind;
  return kind !== 'complex' && !isNarrow(dtype as RuntimeDType) && !isPacked(dtype as RuntimeDType);
}

/**
 * The dtype a reduction of result `dtype` runs its rows kernel in: its own where the reduction has
 * a kernel for it, float32 for the 16-bit floats (rounded once at the end, as JAX upcasts them), as
 * the reductions' planner (src/plan/reductions.ts) says from the registry.
 */
function rowCompute(primitive: string, dtype: DType): DType | undefined {
  // The reductions' planner's compute dtype (JAX's 16-bit upcast), where a rows kernel runs it.
  if (isNarrow(dtype as RuntimeDType)) return undefined;
  const compute = reductionCompute(dtype as RuntimeDType);
  return optionalRowsKernel(primitive, compute) !== undefined ? compute : undefined;
}

/**
 * A reduction over the last axis that a row step runs as op by op runs it (src/execute/reductions.ts:
 * the rows kernel over (row length, rows) in the compute dtype, the input cast to it first;
 * mean the sums divided by the length written in that dtype; float16/bfloat16 rounded once at
 * the end): sum, prod, max, min, mean with `axis` the last and `keepdims` only, of a contiguous
 * input of rows of at least 2 values (one value is a copy op by op), of real, unpacked dtypes.
 */
export function rowReductionOf(graph: Graph, node: TracedNode): RowReduction | undefined {
  const mean = node.primitive === 'mean';
  const primitive = mean ? 'sum' : node.primitive;
  if (node.operands.length !== 1 || node.options === undefined) return undefined;
  const { axis, keepdims, ...rest } = node.options as { axis?: unknown; keepdims?: unknown };
  if (Object.keys(rest).length > 0 || (keepdims !== undefined && typeof keepdims !== 'boolean')) return undefined;
  const source = graph.facts(node.operands[0]!);
  if (source === undefined || !source.contiguous || source.shape.length === 0 || source.size === 0) return undefined;
  const ndim = source.shape.length;
  const only = Array.isArray(axis) && axis.length === 1 ? axis[0] : axis;
  if (only !== -1 && only !== ndim - 1) return undefined;
  const length = source.shape[ndim - 1]!;
  if (length < 2 || !rowDType(source.dtype) || !rowDType(node.dtype)) return undefined;
  const compute = rowCompute(primitive, node.dtype);
  if (compute === undefined) return undefined;
  return { primitive, kernel: optionalRowsKernel(primitive, compute)!, compute, length, size: source.size, mean };
}

/**
 * Whether `node` is a reduction a blocked step over `producers` can end with: sum or mean of
 * every element (no options) of a float32/float64 value the step makes, in that dtype, the
 * case op by op runs as one pairwise sum kernel call (src/execute/reductions.ts).
 */
export function fusesReduction(graph: Graph, node: TracedNode, producers: readonly number[]): boolean {
  if (
    (node.primitive !== 'sum' && node.primitive !== 'mean') ||
    node.options !== undefined ||
    node.operands.length !== 1
  )
    return false;
  const operand = node.operands[0]!;
  if (!producers.includes(operand)) return false;
  const source = graph.nodeOf(operand);
  return (
    (node.dtype === 'float32' || node.dtype === 'float64') &&
    source.dtype === node.dtype &&
    source.size > 0 &&
    node.size === 1 &&
    source.contiguous
  );
}

/** nn's row functions a row step runs with their own kernels (asm/nn.ts), by traced primitive. */
const nnRowNames = { 'nn.softmax': 'softmax', 'nn.logSoftmax': 'log_softmax' } as const;

/** An nn row function over the last axis, as a row step runs it (see nnRowsOf). */
export interface NnRows {
  readonly kernel: NnRowsKernel;
  readonly length: number;
  readonly size: number;
}

/**
 * nn.softmax or nn.logSoftmax over the last axis (no `where`) of a contiguous float32 or float64
 * input of the result's dtype: the case nn runs its rows kernel on the values as they are, so that
 * the kernel over a block's rows gives nn's bits (a row's result depends on that row alone).
 */
export function nnRowsOf(graph: Graph, node: TracedNode): NnRows | undefined {
  const name = nnRowNames[node.primitive as keyof typeof nnRowNames];
  if (name === undefined || node.operands.length !== 1 || !node.contiguous || node.size === 0) return undefined;
  const source = graph.facts(node.operands[0]!);
  const ndim = node.shape.length;
  if (source === undefined || !source.contiguous || ndim === 0 || source.dtype !== node.dtype) return undefined;
  if (node.dtype !== 'float32' && node.dtype !== 'float64') return undefined;
  if (node.options !== undefined) {
    const { axis, ...rest } = node.options as { axis?: unknown };
    if (Object.keys(rest).length > 0 || (axis !== undefined && axis !== -1 && axis !== ndim - 1)) return undefined;
  }
  return { kernel: nnRowsKernel(name, node.dtype), length: node.shape[ndim - 1]!, size: node.size };
}
