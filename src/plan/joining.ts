// Joining's plan (concatenate, stack): the result dtype is promoted by src/ops/joining.ts through
// the binary planner's resultTypeWith; this holds what copying rows of that dtype needs, the
// element size and the same-dtype cast kernel that copies a row. Packed dtypes (int4 …) are joined
// in their compute dtype, so a plan is only made for whole-byte dtypes.
import { itemSize, type DType } from '../lattice/dtypes.js';
import { castKernel, type UnaryKernel } from '../kernels/elementwise.js';

export interface JoinPlan {
  readonly dtype: DType;
  /** Bytes per element. */
  readonly bytes: number;
  /** Copies `count` elements of dtype (cast_dtype_dtype): (source, stride, target, count). */
  readonly copy: UnaryKernel;
}

const plans = new Map<DType, JoinPlan>();

/** The cached plan for joining arrays into a result of `dtype` (a whole-byte dtype). */
export function joinPlan(dtype: DType): JoinPlan {
  let plan = plans.get(dtype);
  if (plan === undefined) {
    plan = Object.freeze({ dtype, bytes: itemSize(dtype), copy: castKernel(dtype, dtype) });
    plans.set(dtype, plan);
  }
  return plan;
}
