// The general executor: operands prepared (cast or gathered into temporaries, scalars into 0-d
// arrays), then the kernel over their broadcast with any strides (src/shape/strided.ts's walker),
// over a range of output elements (generalRange).
import { itemSize } from '../lattice/dtypes.js';
import { allocArray, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { type BlockScratch, stridedBinary } from '../shape/strided.js';
import { rowMajorStrides } from '../shape/strides.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { gatherKernel, hasGatherKernel } from '../kernels/strided-copy.js';
import { checkStatus, narrowed, prepare, type AnyArray, type Prepared } from './common.js';
import { binaryRange, overRanges } from './contiguous.js';

/** Any two operands broadcast to `outputShape`: prepared, then broadcastKernel; the result. */
export function runGeneral(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  outputShape: readonly number[],
  out: AnyArray | undefined,
): AnyArray {
  let leftReady: Prepared | undefined;
  let rightReady: Prepared | undefined;
  try {
    leftReady = prepare(left, plan.compute, operation, plan.truth, plan.inputsAs);
    rightReady = prepare(right, plan.compute, operation, plan.truth, plan.inputsAs);
    const output = plan.output ?? plan.result;
    const result =
      plan.output === undefined
        ? resultArray(operation, plan.result, outputShape, plan.weak, out)
        : (allocArray(plan.output, outputShape, false, operation) as AnyArray);
    const bytes = itemSize(plan.compute);
    const job: GeneralJob = {
      run,
      left: leftReady,
      right: rightReady,
      out: result[storage].pointer,
      shape: outputShape,
      total: result.size,
      bytes,
      outBytes: itemSize(output),
    };
    const status = overRanges(result.size, 1, generalRange, job);
    checkStatus(status, operation, result, out);
    return narrowed(plan, result, operation, out);
  } finally {
    if (leftReady?.temporary) leftReady.temporary.dispose();
    if (rightReady?.temporary) rightReady.temporary.dispose();
  }
}

/** What generalRange needs: the kernel, the prepared operands (of `bytes` per element), the output. */
export interface GeneralJob {
  readonly run: BinaryKernel;
  readonly left: Prepared;
  readonly right: Prepared;
  readonly out: number;
  readonly shape: readonly number[];
  /** The output's elements. */
  readonly total: number;
  readonly bytes: number;
  readonly outBytes: number;
}

/**
 * Output elements [begin, end) of the broadcast of two prepared operands with any strides.
 * Contiguous operands of the output's size, or with a scalar, are one call; otherwise the walk of
 * src/shape/strided.ts (rows of collapsed axes, or blocks of short rows). The OR of the statuses.
 */
export function generalRange(job: GeneralJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { run, left, right, out, shape, total, bytes, outBytes } = job;
  if (left.strides === undefined && right.strides === undefined) {
    const leftStep = left.size === total ? 1 : left.size === 1 ? 0 : -1;
    const rightStep = right.size === total ? 1 : right.size === 1 ? 0 : -1;
    if (leftStep >= 0 && rightStep >= 0 && leftStep + rightStep > 0)
      return binaryRange(run, left.pointer, leftStep, right.pointer, rightStep, bytes, out, outBytes, begin, end);
  }
  return stridedBinary(
    run,
    left.pointer,
    alignedStrides(left, shape),
    right.pointer,
    alignedStrides(right, shape),
    out,
    shape,
    bytes,
    bytes,
    outBytes,
    blockScratch,
    begin,
    end,
  );
}

/** stridedBinary's scratch blocks and gather kernels (its blocked form). */
const blockScratch: BlockScratch = {
  gather: (bytes: number) => (hasGatherKernel(bytes) ? gatherKernel(bytes) : undefined),
  alloc: allocBytes,
  free: freeBytes,
};

/** An operand's element strides against the output's axes: 0 where it is broadcast. */
function alignedStrides(operand: Prepared, outShape: readonly number[]): number[] {
  const { shape } = operand;
  const own = operand.strides ?? rowMajorStrides(shape);
  const pad = outShape.length - shape.length;
  return outShape.map((_, axis) => (axis < pad || shape[axis - pad] === 1 ? 0 : own[axis - pad]!));
}
