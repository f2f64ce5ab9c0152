// The binary executors' ladder: the first executor that takes the operands runs the operation.
// Each returns undefined where it does not apply; the general executor takes anything. A plan keeps
// the executor its head chose per layout class, so a repeated call goes to it directly.
import { isNarrow, type DType } from '../lattice/dtypes.js';
import { NDArray, storage } from '../array/ndarray.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { broadcastPair, sameShape } from '../shape/broadcast.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { runBlocked } from './blocked.js';
import { runCastBlocks, takesCastBlocks } from './cast-blocks.js';
import { prepare, shapeOfOperand, type AnyArray, kernelOf } from './common.js';
import { negativePowerError } from './words.js';
import { runFusedMixed } from './fused-mixed.js';
import { runGatheredInPlace } from './gather.js';
import { runGeneral } from './general.js';
import { runNarrowBlocked } from './narrow-blocks.js';
import { runWithScalar } from './scalar.js';
import { runSameDType } from './same-dtype.js';
import { runTrailingRepeat } from './trailing-repeat.js';

/** An executor of the ladder's head: runs the operation, or returns undefined where it does not apply. */
type Head = (
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
) => AnyArray | undefined;

const runFusedMixedHead: Head = (plan, _run, operation, left, right, out) =>
  runFusedMixed(plan, operation, left, right, out);
const runCastBlocksHead: Head = (plan, run, operation, left, right, out) =>
  takesCastBlocks(plan, left, right) ? runCastBlocks(plan, run, operation, left, right as AnyArray, out) : undefined;

/** The head of the ladder, in order: the executors whose choice the layout classes below decide. */
const heads: readonly Head[] = [runSameDType, runWithScalar, runTrailingRepeat, runFusedMixedHead, runCastBlocksHead];

// Layout classes, computed once per call: two live contiguous arrays of one shape; a live
// contiguous array and a JavaScript scalar (on the right or the left). Within a class, which head
// executor takes the call depends only on the plan, the arrays' dtypes and (two arrays of one
// shape) whether they hold one element, so a plan keeps the choice per class (Plan.binaryPaths).
// Other layouts (broadcasting, views, disposed arrays) run the whole ladder.
const sameShapeClass = 0;
const scalarRightClass = 1;
const scalarLeftClass = 2;
const noClass = -1;

/** The chosen executor of one layout class, for the dtypes it was chosen for. */
interface BinaryPath {
  readonly left: unknown;
  readonly right: unknown;
  readonly single: boolean;
  /** The head executor that took the call, or undefined: none does, the rest of the ladder runs. */
  readonly head: Head | undefined;
}

function layoutClass(left: unknown, right: unknown): number {
  if (left instanceof NDArray) {
    const leftState = left[storage];
    if (leftState.strides !== undefined || leftState.pointer === 0) return noClass;
    if (!(right instanceof NDArray)) return scalarRightClass;
    const rightState = right[storage];
    return rightState.strides === undefined && rightState.pointer !== 0 && sameShape(left.shape, right.shape)
      ? sameShapeClass
      : noClass;
  }
  if (!(right instanceof NDArray)) return noClass;
  const rightState = right[storage];
  return rightState.strides === undefined && rightState.pointer !== 0 ? scalarLeftClass : noClass;
}

/**
 * Runs a binary operation's plan on two operands (arrays or scalars), into `out` if given. A plan
 * that has run before takes the executor it chose for the same layout class and dtypes.
 */
export function runBinary(plan: Plan, operation: PlannedName, left: unknown, right: unknown, out?: AnyArray): AnyArray {
  // A plan made for this call alone (a policy that reads scalars' values) keeps no paths.
  const reused = plan.kernelHandle !== undefined;
  const run = kernelOf<BinaryKernel>(plan);
  const layout = layoutClass(left, right);
  if (layout === noClass) return runLadder(plan, run, operation, left, right, out);
  const leftDType = layout === scalarLeftClass ? undefined : (left as AnyArray).dtype;
  const rightDType = layout === scalarRightClass ? undefined : (right as AnyArray).dtype;
  const single = layout === sameShapeClass && (left as AnyArray).size === 1;
  const known = (plan.binaryPaths as (BinaryPath | undefined)[] | undefined)?.[layout];
  if (known !== undefined && known.left === leftDType && known.right === rightDType && known.single === single) {
    if (known.head === undefined) return runRest(plan, run, operation, left, right, out);
    const result = known.head(plan, run, operation, left, right, out);
    if (result !== undefined) return result;
  }
  for (const head of heads) {
    const result = head(plan, run, operation, left, right, out);
    if (result !== undefined) {
      if (reused) remember(plan, layout, { left: leftDType, right: rightDType, single, head });
      return result;
    }
  }
  if (reused) remember(plan, layout, { left: leftDType, right: rightDType, single, head: undefined });
  return runRest(plan, run, operation, left, right, out);
}

function remember(plan: Plan, layout: number, path: BinaryPath): void {
  const paths = (plan.binaryPaths ??= [undefined, undefined, undefined]) as (BinaryPath | undefined)[];
  paths[layout] = path;
}

/** The whole ladder: the first executor that takes the operands runs the operation. */
function runLadder(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray {
  for (const head of heads) {
    const result = head(plan, run, operation, left, right, out);
    if (result !== undefined) return result;
  }
  return runRest(plan, run, operation, left, right, out);
}

/** The ladder below its head: narrow blocks, gathered views, blocks, and the general executor. */
function runRest(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray {
  const leftShape = shapeOfOperand(left);
  const rightShape = shapeOfOperand(right);
  const outputShape = sameShape(leftShape, rightShape)
    ? leftShape
    : broadcastPair(leftShape, rightShape, `${operation}()`);
  // Narrow arithmetic (float8 + float8 …) runs blocked: decoded, computed wide and rounded per block.
  if (plan.inputsAs !== undefined) {
    const small = (operand: unknown) => prepare(operand, plan.compute, operation, plan.truth, plan.inputsAs);
    const fused = runNarrowBlocked(
      plan,
      run,
      operation,
      [left, right],
      outputShape,
      small,
      () => negativePowerError(operation),
      out,
    );
    if (fused !== undefined) return fused;
  }
  // A transposed or stepped operand against a contiguous one (x.T + y): gathered straight into the
  // result, then the kernel in place there.
  if (out === undefined) {
    const gathered = runGatheredInPlace(plan, run, operation, left, right);
    if (gathered !== undefined) return gathered;
  }
  // Other narrow operands (int4 + float32 …) take the cast path: their casts have no single kernel.
  const narrowOperand = (operand: unknown) => operand instanceof NDArray && isNarrow(operand.dtype as DType);
  const blocked =
    plan.inputsAs !== undefined || narrowOperand(left) || narrowOperand(right)
      ? undefined
      : runBlocked(plan, run, operation, left, right, outputShape, out);
  if (blocked !== undefined) return blocked;
  return runGeneral(plan, run, operation, left, right, outputShape, out);
}
