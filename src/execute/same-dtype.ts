// The same-dtype executor: two contiguous arrays of the compute dtype and one shape, one kernel
// call over a range of output elements (binaryRange), no temporaries (the common case). Its direct form serves the operation functions' fast
// path, with the kernel and result kept per dtype.
import { itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, allocArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import { isPacked } from '../memory/packed.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { checkStatus, narrowed, type AnyArray, kernelOf } from './common.js';
import { binaryRanges } from './contiguous.js';

/** Two contiguous arrays of the compute dtype and one shape: the result; undefined otherwise. */
export function runSameDType(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray | undefined {
  if (
    !(left instanceof NDArray) ||
    !(right instanceof NDArray) ||
    left.dtype !== plan.compute ||
    right.dtype !== plan.compute ||
    !sameShape(left.shape, right.shape) ||
    left[storage].strides !== undefined ||
    right[storage].strides !== undefined
  )
    return undefined;
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result =
    plan.output === undefined
      ? resultArray(operation, plan.result, left.shape, plan.weak, out)
      : (allocArray(plan.output, left.shape, false, operation) as AnyArray);
  if (result.size > 0) {
    const bytes = itemSize(plan.compute);
    const outBytes = itemSize(result.dtype as DType);
    const status = binaryRanges(
      run,
      leftPointer,
      1,
      rightPointer,
      1,
      bytes,
      result[storage].pointer,
      outBytes,
      result.size,
    );
    checkStatus(status, operation, result, out);
  }
  return narrowed(plan, result, operation, out);
}

/** What the direct path of a binary operation needs of a plan: the kernel and the result. */
export interface DirectPlan {
  readonly run: BinaryKernel;
  readonly result: DType;
  readonly weak: boolean;
  /** The operands' bytes per element (the compute dtype's). */
  readonly inBytes: number;
  /** The result's bytes per element. */
  readonly bytes: number;
}

/**
 * The direct path of a plan for two arrays of `dtype`: where runBinary's first path would run
 * (the kernel in `dtype`, its output the result), its kernel and result; null otherwise.
 */
export function directPlan(plan: Plan, dtype: DType): DirectPlan | null {
  if (
    plan.kernel === undefined ||
    plan.compute !== dtype ||
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    isPacked(plan.result)
  )
    return null;
  return {
    run: kernelOf<BinaryKernel>(plan),
    result: plan.result,
    weak: plan.weak,
    inBytes: itemSize(dtype),
    bytes: itemSize(plan.result),
  };
}
