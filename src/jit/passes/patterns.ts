// Patterns: the rewrite rules a row step applies to runs of its units, recognised by primitive,
// dtypes and plans: exp(full − column) (with the rows' sums of the exps) as one kernel, and the
// softmax chain max, exp(x − max), sum, divide as one kernel over whole rows.
import { columnLoopOf, kernelBlockable, rowReductionOf } from './classify.js';
import type { Graph } from './graph.js';
import type { Unit } from './schedule.js';

/** Where a pattern is looked for: the row step's units and refs, what it stores, the sum ending it. */
export interface StepView {
  readonly units: readonly Unit[];
  readonly refs: readonly number[];
  readonly isStored: (ref: number) => boolean;
  readonly reduction: number | undefined;
}

/**
 * Whether the units from `index` of a row step are float32 `exp(full - column)` (the subtraction
 * a column loop, its result read by the exp alone and not kept) that the exp-of-column kernel
 * computes, and then, optionally, the sum over the last axis of those exps (no mean), which the
 * kernel adds as the rows kernel does: the exp's node, and the sum's.
 */
export function expOfColumn(graph: Graph, step: StepView, index: number): { exp: number; sum?: number } | undefined {
  const { nodeOf } = graph;
  const [first, second, third] = [step.units[index], step.units[index + 1], step.units[index + 2]];
  if (first === undefined || second === undefined || first.refs.length !== 1 || second.refs.length !== 1)
    return undefined;
  const subtractRef = first.refs[0]!;
  const expRef = second.refs[0]!;
  const subtract = nodeOf(subtractRef);
  const exp = nodeOf(expRef);
  const column = columnLoopOf(graph, subtract);
  if (column === undefined || column.lane !== 'f32' || column.columnFirst || subtract.primitive !== 'subtract')
    return undefined;
  // The kernel computes exp as exp's float32 kernel does (asm/math.ts exp32x4).
  if (
    exp.primitive !== 'exp' ||
    exp.dtype !== 'float32' ||
    exp.plan?.compute !== 'float32' ||
    exp.operands.length !== 1 ||
    exp.operands[0] !== subtractRef ||
    !kernelBlockable(graph, exp)
  )
    return undefined;
  // The difference is made only for the exp: nothing else (nor a later step, nor the output) reads it.
  if (step.isStored(subtractRef) || step.reduction === subtractRef) return undefined;
  if (step.refs.some((ref) => ref !== expRef && nodeOf(ref).operands.includes(subtractRef))) return undefined;
  if (third === undefined || third.refs.length !== 1) return { exp: expRef };
  const sum = nodeOf(third.refs[0]!);
  const found = rowReductionOf(graph, sum);
  if (
    found === undefined ||
    found.primitive !== 'sum' ||
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
 * which the softmax rows kernel computes row by row as those kernels do: the max, sum and divide nodes.
 */
export function softmaxOf(
  graph: Graph,
  step: StepView,
  index: number,
): { max: number; subtract: number; sum: number; divide: number } | undefined {
  const { nodeOf } = graph;
  const [first, last] = [step.units[index], step.units[index + 4]];
  if (first === undefined || last === undefined || first.refs.length !== 1 || last.refs.length !== 1) return undefined;
  const maxRef = first.refs[0]!;
  const largest = rowReductionOf(graph, nodeOf(maxRef));
  if (largest === undefined || largest.primitive !== 'max' || largest.compute !== 'float32') return undefined;
  if (nodeOf(maxRef).dtype !== 'float32') return undefined;
  const shifted = expOfColumn(graph, step, index + 1);
  if (shifted?.sum === undefined) return undefined;
  const subtract = nodeOf(step.units[index + 1]!.refs[0]!);
  const source = subtract.operands[0]!;
  if (subtract.operands[1] !== maxRef || nodeOf(maxRef).operands[0] !== source) return undefined;
  const divideRef = last.refs[0]!;
  const divide = nodeOf(divideRef);
  const column = columnLoopOf(graph, divide);
  if (divide.primitive !== 'divide' || column === undefined || column.lane !== 'f32' || column.columnFirst)
    return undefined;
  if (divide.operands[0] !== shifted.exp || divide.operands[1] !== shifted.sum) return undefined;
  // The exps live only in the result's rows (divided in place): nothing else may read them.
  const expRef = shifted.exp;
  if (step.isStored(expRef) || step.reduction === expRef) return undefined;
  if (step.refs.some((ref) => ref !== shifted.sum && ref !== divideRef && nodeOf(ref).operands.includes(expRef)))
    return undefined;
  return { max: maxRef, subtract: step.units[index + 1]!.refs[0]!, sum: shifted.sum, divide: divideRef };
}
