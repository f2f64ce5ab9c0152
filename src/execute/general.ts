// The general executor: operands prepared (cast or gathered into temporaries, scalars into 0-d
// arrays), then the kernel over their broadcast with any strides (src/shape/strided.ts's walker).
import { itemSize } from '../lattice/dtypes.js';
import { allocArray, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { blockedBinary, stridedBinary } from '../shape/strided.js';
import { rowMajorStrides } from '../shape/strides.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { gatherKernel, hasGatherKernel } from '../kernels/strided-copy.js';
import { checkStatus, narrowed, prepare, type AnyArray, type Prepared } from './common.js';

/** Any two operands broadcast to `outputShape`: prepared, then broadcastKernel; the result. */
export function runGeneral(
  plan: Plan,
  run: BinaryKernel,
  operation: OperationName,
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
    const status = broadcastKernel(
      run,
      leftReady,
      rightReady,
      result[storage].pointer,
      outputShape,
      bytes,
      bytes,
      itemSize(output),
    );
    checkStatus(status, operation, result, out);
    return narrowed(plan, result, operation, out);
  } finally {
    if (leftReady?.temporary) leftReady.temporary.dispose();
    if (rightReady?.temporary) rightReady.temporary.dispose();
  }
}

/**
 * Calls a kernel over the broadcast of two operands with any strides. Contiguous operands of the
 * output's size, or with a scalar, are one call; otherwise axes of size 1 are dropped and axes that
 * stay contiguous for every operand are merged, and the kernel runs once per remaining row.
 */
function broadcastKernel(
  run: BinaryKernel,
  left: Prepared,
  right: Prepared,
  outPointer: number,
  outShape: readonly number[],
  leftBytes: number,
  rightBytes: number,
  outBytes: number,
): number {
  const total = outShape.reduce((product, size) => product * size, 1);
  if (total === 0) return 0;
  if (left.strides === undefined && right.strides === undefined) {
    if (left.size === total && right.size === total) return run(left.pointer, 1, right.pointer, 1, outPointer, total);
    if (left.size === 1 && right.size === total) return run(left.pointer, 0, right.pointer, 1, outPointer, total);
    if (right.size === 1 && left.size === total) return run(left.pointer, 1, right.pointer, 0, outPointer, total);
  }
  const leftStrides = alignedStrides(left, outShape);
  const rightStrides = alignedStrides(right, outShape);
  if (leftBytes === rightBytes) {
    const blocked = blockedBinary(
      run,
      left.pointer,
      leftStrides,
      right.pointer,
      rightStrides,
      outPointer,
      outShape,
      leftBytes,
      outBytes,
      blockScratch,
    );
    if (blocked !== undefined) return blocked;
  }
  return stridedBinary(
    run,
    left.pointer,
    leftStrides,
    right.pointer,
    rightStrides,
    outPointer,
    outShape,
    leftBytes,
    rightBytes,
    outBytes,
  );
}

/** blockedBinary's scratch blocks and gather kernels. */
const blockScratch = {
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
