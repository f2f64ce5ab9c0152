// The layout executor: an elementwise operation on permuted dense layouts (x.T, a permuted out) run
// in their memory order, so the result keeps the layout (src/execute/layout.ts), as NumPy's do. Its
// one-call form runs over a range of elements in memory order; the rest goes through the ladder.
import { isNarrow, itemSize } from '../lattice/dtypes.js';
import { NDArray, allocStrided, dataPointer, scalarShape, storage } from '../array/ndarray.js';
import { backFromOrder, denseOrder, disposeViews, inOrder, sameLayout } from './layout.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { broadcastPair, sameShape } from '../shape/broadcast.js';
import { writeScalar } from '../memory/values.js';
import { type BinaryKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { scalarSlot } from '../kernels/heap.js';
import { checkStatus, isStrided, shapeOfOperand, truthOf, type AnyArray, kernelOf } from './common.js';
import { scalarDescription } from './words.js';
import { binaryRanges, unaryRanges } from './contiguous.js';

/**
 * inDenseOrder's common case without views: operands of the compute dtype (the permuted `leader`,
 * a JavaScript scalar, or an array of leader's layout), a plain kernel: one call over the block in
 * memory order into a new block laid out as `leader`. Undefined for anything else.
 */
function inMemoryOrder(
  plan: Plan,
  operation: PlannedName,
  operands: readonly unknown[],
  leader: AnyArray,
): AnyArray | undefined {
  if (
    plan.kernel === undefined ||
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    leader.dtype !== plan.compute ||
    isNarrow(plan.compute)
  )
    return undefined;
  const size = leader.size;
  if (operands.length === 1) {
    if (plan.kernelArity === 2) return undefined;
    const result = allocStrided(plan.result, leader.shape, leader[storage].strides!, plan.weak, operation);
    const run = kernelOf<UnaryKernel>(plan);
    unaryRanges(run, dataPointer(leader), itemSize(plan.compute), result[storage].pointer, itemSize(plan.result), size);
    return result;
  }
  const [left, right] = operands;
  const pointerFor = (operand: unknown): [number, number] | undefined => {
    if (operand === leader) return [dataPointer(leader), 1];
    if (operand instanceof NDArray)
      return operand.dtype === plan.compute && operand.size === size ? [dataPointer(operand), 1] : undefined;
    return undefined;
  };
  let leftAt = pointerFor(left);
  let rightAt = pointerFor(right);
  if ((leftAt === undefined) === (rightAt === undefined)) {
    if (leftAt === undefined) return undefined;
  } else {
    // A JavaScript scalar into the slot, read with stride 0 (as runBinary does for x * 2).
    const scalar = leftAt === undefined ? left : right;
    if (scalar instanceof NDArray) return undefined;
    const slot = scalarSlot();
    writeScalar(plan.truth ? truthOf(scalar) : scalar, plan.compute, slot, scalarDescription(operation));
    if (leftAt === undefined) leftAt = [slot, 0];
    else rightAt = [slot, 0];
  }
  const result = allocStrided(plan.result, leader.shape, leader[storage].strides!, plan.weak, operation);
  const status = binaryRanges(
    kernelOf<BinaryKernel>(plan),
    leftAt[0],
    leftAt[1],
    rightAt![0],
    rightAt![1],
    itemSize(plan.compute),
    result[storage].pointer,
    itemSize(plan.result),
    size,
  );
  checkStatus(status, operation, result);
  return result;
}

/**
 * An elementwise operation run in the memory order of a permuted dense layout (src/execute/layout.ts):
 * out's when `out` is such a view (every operand seen in its order, so it is written row-major);
 * without `out`, a permuted operand's when every other operand has its layout or is a scalar or a
 * one-element array: the result is then that permutation of a new row-major block. Undefined
 * when neither applies (the caller runs the operation as it is).
 */
export function inDenseOrder(
  plan: Plan,
  operation: PlannedName,
  operands: readonly unknown[],
  out: AnyArray | undefined,
  run: (operands: readonly unknown[], out: AnyArray | undefined) => AnyArray,
): AnyArray | undefined {
  let order: number[] | undefined;
  let shape: readonly number[];
  if (out !== undefined) {
    order = denseOrder(out);
    if (order === undefined || out.dtype !== plan.result) return undefined;
    shape = scalarShape;
    for (const operand of operands) shape = broadcastPair(shape, shapeOfOperand(operand), `${operation}()`);
    if (!sameShape(shape, out.shape)) return undefined;
    shape = out.shape;
  } else {
    const leader = operands.find(isStrided) as AnyArray;
    // The other operands first (cheap), then whether the leader is a permuted block.
    for (const operand of operands) {
      if (operand === leader || !(operand instanceof NDArray)) continue;
      const other = operand as AnyArray;
      if (other.size === 1 && other.shape.length <= leader.shape.length) continue;
      if (!sameLayout(leader, other)) return undefined;
    }
    order = denseOrder(leader);
    if (order === undefined) return undefined;
    shape = leader.shape;
    const direct = inMemoryOrder(plan, operation, operands, leader);
    if (direct !== undefined) return direct;
  }
  const views: unknown[] = [];
  let target: AnyArray | undefined;
  try {
    for (const operand of operands) views.push(inOrder(operand, order, shape));
    if (out !== undefined) target = inOrder(out, order, shape) as AnyArray;
    const result = run(views, target);
    return out !== undefined ? out : backFromOrder(result, order);
  } finally {
    disposeViews(views, operands);
    target?.dispose();
  }
}
