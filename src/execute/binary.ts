// The binary executors' ladder: the first executor that takes the operands runs the operation.
// Each returns undefined where it does not apply; the general executor takes anything.
import { isNarrow, type DType } from '../dtypes.js';
import { NDArray } from '../ndarray.js';
import type { Plan } from '../planner.js';
import type { OperationName } from '../result-rules.js';
import { broadcastPair, sameShape } from '../broadcast.js';
import type { BinaryKernel } from '../wasm/instance.js';
import { runBlocked } from './blocked.js';
import { runCastBlocks, takesCastBlocks } from './cast-blocks.js';
import { negativePowerError, prepare, shapeOfOperand, type AnyArray, kernelOf } from './common.js';
import { runFusedMixed } from './fused-mixed.js';
import { runGatheredInPlace } from './gather.js';
import { runGeneral } from './general.js';
import { runNarrowBlocked } from './narrow-blocks.js';
import { runWithScalar } from './scalar.js';
import { runSameDType } from './same-dtype.js';
import { runTrailingRepeat } from './trailing-repeat.js';

/** Runs a binary operation's plan on two operands (arrays or scalars), into `out` if given. */
export function runBinary(
  plan: Plan,
  operation: OperationName,
  left: unknown,
  right: unknown,
  out?: AnyArray,
): AnyArray {
  const run = kernelOf<BinaryKernel>(plan);
  const direct =
    runSameDType(plan, run, operation, left, right, out) ??
    runWithScalar(plan, run, operation, left, right, out) ??
    runTrailingRepeat(plan, run, operation, left, right, out) ??
    runFusedMixed(plan, operation, left, right, out);
  if (direct !== undefined) return direct;
  // Two contiguous arrays of one shape, one or both of another dtype than the compute dtype
  // (int32 + float32): cast a block at a time into scratch that stays in cache, then the kernel.
  if (takesCastBlocks(plan, left, right)) return runCastBlocks(plan, run, operation, left, right as AnyArray, out);
  const leftShape = shapeOfOperand(left);
  const rightShape = shapeOfOperand(right);
  const outputShape = sameShape(leftShape, rightShape) ? leftShape : broadcastPair(leftShape, rightShape);
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
