// The cast-blocks executor: two contiguous arrays of one shape, one or both cast to the compute
// dtype a block at a time into scratch that stays in cache (int32 + float32).
import { isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { blockElements } from './blocked.js';
import { cachedCast, type AnyArray } from './common.js';
import { negativePowerError } from './words.js';

/** Whether the cast-blocks path takes two operands (see runCastBlocks). */
export function takesCastBlocks(plan: Plan, left: unknown, right: unknown): left is AnyArray {
  return (
    left instanceof NDArray &&
    right instanceof NDArray &&
    plan.output === undefined &&
    plan.inputsAs === undefined &&
    !plan.truth &&
    left[storage].strides === undefined &&
    right[storage].strides === undefined &&
    !isNarrow(left.dtype as DType) &&
    !isNarrow(right.dtype as DType) &&
    sameShape(left.shape, right.shape)
  );
}

/**
 * runBinary's path for two contiguous arrays of one shape where at least one is cast to the
 * compute dtype: blocks of `blockElements`, each operand that needs it cast into a scratch block,
 * then the kernel writes the block's results. The same elements as casting whole arrays first.
 */
export function runCastBlocks(
  plan: Plan,
  run: BinaryKernel,
  operation: OperationName,
  left: AnyArray,
  right: AnyArray,
  out: AnyArray | undefined,
): AnyArray {
  const compute = plan.compute;
  const leftDType = left.dtype as DType;
  const rightDType = right.dtype as DType;
  const leftCast = leftDType === compute ? undefined : cachedCast(leftDType, compute);
  const rightCast = rightDType === compute ? undefined : cachedCast(rightDType, compute);
  const leftBytes = itemSize(leftDType);
  const rightBytes = itemSize(rightDType);
  const computeBytes = itemSize(compute);
  const outBytes = itemSize(plan.result);
  const size = left.size;
  const block = Math.min(size, blockElements);
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
  const output = result[storage].pointer;
  let leftScratch = 0;
  let rightScratch = 0;
  try {
    if (leftCast !== undefined && size > 0) leftScratch = allocBytes(block * computeBytes);
    if (rightCast !== undefined && size > 0) rightScratch = allocBytes(block * computeBytes);
    let status = 0;
    for (let start = 0; start < size; start += block) {
      const count = Math.min(block, size - start);
      let leftBlock = leftPointer + start * leftBytes;
      if (leftCast !== undefined) {
        leftCast(leftBlock, 1, leftScratch, count);
        leftBlock = leftScratch;
      }
      let rightBlock = rightPointer + start * rightBytes;
      if (rightCast !== undefined) {
        rightCast(rightBlock, 1, rightScratch, count);
        rightBlock = rightScratch;
      }
      status |= run(leftBlock, 1, rightBlock, 1, output + start * outBytes, count);
    }
    if (status !== 0) throw negativePowerError(operation);
    return result;
  } catch (error) {
    if (result !== out) result.dispose();
    throw error;
  } finally {
    if (leftScratch !== 0) freeBytes(leftScratch);
    if (rightScratch !== 0) freeBytes(rightScratch);
  }
}
