// The unary executors' ladder: narrow blocks, a gathered view, or the kernel over the input brought
// to the compute dtype (a strided walk for views); each over a range of output elements.
import { byteLength, itemSize, type DType } from '../lattice/dtypes.js';
import { isPacked } from '../memory/packed.js';
import { NDArray, allocArray, copyBytes, storage } from '../array/ndarray.js';
import { runNarrowBlocked } from './narrow-blocks.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { stridedUnary } from '../shape/strided.js';
import { castKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { runBinary } from './binary.js';
import { narrowed, prepare, type AnyArray, type Prepared, kernelOf } from './common.js';
import { negativePowerError } from './words.js';
import { unaryGathered } from './gather.js';
import { overRanges, unaryRanges } from './contiguous.js';

export function runUnary(plan: Plan, operation: PlannedName, input: unknown, out?: AnyArray): AnyArray {
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
      const job: StridedUnaryJob = {
        run: plan.kernel === undefined ? castKernel(plan.compute, plan.result) : kernelOf<UnaryKernel>(plan),
        input: ready.pointer,
        strides: ready.strides,
        inBytes: itemSize(plan.compute),
        out: result[storage].pointer,
        shape: ready.shape,
        outBytes: itemSize(output),
      };
      overRanges(ready.size, 1, stridedUnaryRange, job);
    } else if (ready.size > 0) {
      const target = result[storage].pointer;
      if (plan.kernel === undefined) {
        // The input brought to the result dtype is the answer (floor of an integer …).
        const job: CopyJob = { from: ready.pointer, to: target, dtype: plan.result };
        overRanges(ready.size, isPacked(plan.result) ? 8 : 1, copyRange, job);
      } else {
        unaryRanges(
          kernelOf<UnaryKernel>(plan),
          ready.pointer,
          itemSize(plan.compute),
          target,
          itemSize(output),
          ready.size,
        );
      }
    }
    return narrowed(plan, result, operation, out);
  } finally {
    ready?.temporary?.dispose();
  }
}

/** A unary kernel (or cast) on a strided input, into a row-major output. */
interface StridedUnaryJob {
  readonly run: UnaryKernel;
  readonly input: number;
  readonly strides: readonly number[];
  readonly inBytes: number;
  readonly out: number;
  readonly shape: readonly number[];
  readonly outBytes: number;
}

/** Output elements [begin, end) of a strided unary job. */
function stridedUnaryRange(job: StridedUnaryJob, begin: number, end: number): number {
  return stridedUnary(job.run, job.input, job.strides, job.inBytes, job.out, job.shape, job.outBytes, begin, end);
}

/** The input, already of the result dtype, copied to the result. */
interface CopyJob {
  readonly from: number;
  readonly to: number;
  readonly dtype: DType;
}

/** Elements [begin, end) of a copy job (`begin` a whole byte of a packed dtype). */
function copyRange(job: CopyJob, begin: number, end: number): number {
  const skip = byteLength(job.dtype, begin);
  copyBytes(job.from + skip, job.to + skip, byteLength(job.dtype, end) - skip);
  return 0;
}

/** What the direct path of a unary operation needs of a plan: the kernel and the result. */
export interface DirectUnaryPlan {
  readonly run: UnaryKernel;
  readonly result: DType;
  readonly weak: boolean;
  /** The input's bytes per element. */
  readonly inBytes: number;
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
  return {
    run: kernelOf<UnaryKernel>(plan),
    result: plan.result,
    weak: plan.weak,
    inBytes: itemSize(dtype),
    bytes: itemSize(plan.result),
  };
}
