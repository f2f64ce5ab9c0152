// The unary executors' ladder: narrow blocks, a gathered view, or the kernel over the input brought
// to the compute dtype (a strided walk for views).
import { byteLength, itemSize, type DType } from '../lattice/dtypes.js';
import { isPacked } from '../memory/packed.js';
import { NDArray, allocArray, copyBytes, storage } from '../array/ndarray.js';
import { runNarrowBlocked } from './narrow-blocks.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { stridedUnary } from '../shape/strided.js';
import { castKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { runBinary } from './binary.js';
import { narrowed, prepare, type AnyArray, type Prepared, kernelOf } from './common.js';
import { negativePowerError } from './words.js';
import { unaryGathered } from './gather.js';

export function runUnary(plan: Plan, operation: OperationName, input: unknown, out?: AnyArray): AnyArray {
  // logicalNot(x) is (x as bool) == false.
  if (plan.kernelArity === 2) return runBinary(plan, operation, input, false, out);
  if (plan.inputsAs !== undefined && input instanceof NDArray) {
    const run = kernelOf<UnaryKernel>(plan);
    const fused = runNarrowBlocked(
      plan,
      run,
      operation,
      [input],
      input.shape,
      () => ({ pointer: 0 }),
      () => negativePowerError(operation),
      out,
    );
    if (fused !== undefined) return fused;
  }
  const gathered = unaryGathered(plan, operation, input, out);
  if (gathered !== undefined) return gathered;
  let ready: Prepared | undefined;
  try {
    ready = prepare(input, plan.compute, operation, false, plan.inputsAs);
    const output = plan.output ?? plan.result;
    const result =
      plan.output === undefined
        ? resultArray(operation, plan.result, ready.shape, plan.weak, out)
        : (allocArray(plan.output, ready.shape, false, operation) as AnyArray);
    if (ready.size > 0 && ready.strides !== undefined) {
      const run = plan.kernel === undefined ? castKernel(plan.compute, plan.result) : kernelOf<UnaryKernel>(plan);
      stridedUnary(
        run,
        ready.pointer,
        ready.strides,
        itemSize(plan.compute),
        result[storage].pointer,
        ready.shape,
        itemSize(output),
      );
    } else if (ready.size > 0) {
      if (plan.kernel === undefined) {
        // The input brought to the result dtype is the answer (floor of an integer …).
        copyBytes(ready.pointer, result[storage].pointer, byteLength(plan.result, ready.size));
      } else {
        kernelOf<UnaryKernel>(plan)(ready.pointer, 1, result[storage].pointer, ready.size);
      }
    }
    return narrowed(plan, result, operation, out);
  } finally {
    ready?.temporary?.dispose();
  }
}

/** What the direct path of a unary operation needs of a plan: the kernel and the result. */
export interface DirectUnaryPlan {
  readonly run: UnaryKernel;
  readonly result: DType;
  readonly weak: boolean;
  /** The result's bytes per element. */
  readonly bytes: number;
}

/**
 * The direct path of a unary plan for a contiguous array of `dtype`: where runUnary would run the
 * kernel on the input as it is (of the compute dtype, its output the result), its kernel and
 * result; null otherwise.
 */
export function directUnaryPlan(plan: Plan, dtype: DType): DirectUnaryPlan | null {
  if (
    plan.kernelArity !== 1 ||
    plan.kernel === undefined ||
    plan.compute !== dtype ||
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    isPacked(dtype) ||
    isPacked(plan.result)
  )
    return null;
  return { run: kernelOf<UnaryKernel>(plan), result: plan.result, weak: plan.weak, bytes: itemSize(plan.result) };
}
