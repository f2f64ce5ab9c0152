// The cast-blocks executor: two contiguous arrays of one shape, one or both cast to the compute
// dtype a block at a time into scratch that stays in cache (int32 + float32), over a range of
// output elements (castBlocksRange).
import { isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { type BinaryKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { blockElements } from './blocked.js';
import { cachedCast, type AnyArray } from './common.js';
import { negativePowerError } from './words.js';
import { overRanges } from './contiguous.js';

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

/** What castBlocksRange needs: the kernel, each operand with its cast (undefined: read as it is), the output. */
export interface CastBlocksJob {
  readonly run: BinaryKernel;
  readonly left: number;
  readonly leftBytes: number;
  readonly leftCast: UnaryKernel | undefined;
  readonly right: number;
  readonly rightBytes: number;
  readonly rightCast: UnaryKernel | undefined;
  readonly computeBytes: number;
  readonly out: number;
  readonly outBytes: number;
}

/**
 * runBinary's path for two contiguous arrays of one shape where at least one is cast to the
 * compute dtype: blocks of `blockElements`, each operand that needs it cast into a scratch block,
 * then the kernel writes the block's results. The same elements as casting whole arrays first.
 */
export function runCastBlocks(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: AnyArray,
  right: AnyArray,
  out: AnyArray | undefined,
): AnyArray {
  const compute = plan.compute;
  const leftDType = left.dtype as DType;
  const rightDType = right.dtype as DType;
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
  const job: CastBlocksJob = {
    run,
    left: leftPointer,
    leftBytes: itemSize(leftDType),
    leftCast: leftDType === compute ? undefined : cachedCast(leftDType, compute),
    right: rightPointer,
    rightBytes: itemSize(rightDType),
    rightCast: rightDType === compute ? undefined : cachedCast(rightDType, compute),
    computeBytes: itemSize(compute),
    out: result[storage].pointer,
    outBytes: itemSize(plan.result),
  };
  try {
    const status = overRanges(left.size, 1, castBlocksRange, job);
    if (status !== 0) throw negativePowerError(operation);
    return result;
  } catch (error) {
    if (result !== out) result.dispose();
    throw error;
  }
}

/**
 * Output elements [begin, end) of a cast-blocks job, blocks of `blockElements` from `begin`, with
 * scratch blocks of its own. The OR of the kernel's statuses.
 */
export function castBlocksRange(job: CastBlocksJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { run, leftCast, rightCast, computeBytes, leftBytes, rightBytes, outBytes } = job;
  const block = Math.min(end - begin, blockElements);
  let leftScratch = 0;
  let rightScratch = 0;
  try {
    if (leftCast !== undefined) leftScratch = allocBytes(block * computeBytes);
    if (rightCast !== undefined) rightScratch = allocBytes(block * computeBytes);
    let status = 0;
    for (let start = begin; start < end; start += block) {
      const count = Math.min(block, end - start);
      let leftBlock = job.left + start * leftBytes;
      if (leftCast !== undefined) {
        leftCast(leftBlock, 1, leftScratch, count);
        leftBlock = leftScratch;
      }
      let rightBlock = job.right + start * rightBytes;
      if (rightCast !== undefined) {
        rightCast(rightBlock, 1, rightScratch, count);
        rightBlock = rightScratch;
      }
      status |= run(leftBlock, 1, rightBlock, 1, job.out + start * outBytes, count);
    }
    return status;
  } finally {
    if (leftScratch !== 0) freeBytes(leftScratch);
    if (rightScratch !== 0) freeBytes(rightScratch);
  }
}
