// where's plan: from the promoted result dtype (x and y promote as maximum's operands under the
// policy: src/ops/selection.ts asks the binary planner) to the dtype it selects in and the select
// kernel. Packed dtypes (int4 …) select in their compute dtype and are packed once at the end.
import { computeDType, itemSize, type DType } from '../lattice/dtypes.js';
import { selectKernel, type SelectKernel } from '../kernels/indexing.js';

export interface WherePlan {
  /** The result's dtype. */
  readonly result: DType;
  /** The dtype the operands are selected in. */
  readonly selectIn: DType;
  /** Whether selectIn is wider than the result (a packed result, rounded once at the end). */
  readonly packed: boolean;
  /** Bytes per element of selectIn. */
  readonly bytes: number;
  readonly select: SelectKernel;
}

const plans = new Map<DType, WherePlan>();

/** The cached plan of where with a result of `result`. */
export function wherePlan(result: DType): WherePlan {
  let plan = plans.get(result);
  if (plan === undefined) {
    const packed = itemSize(result) < 1;
    const selectIn = packed ? computeDType(result) : result;
    const bytes = itemSize(selectIn);
    plan = Object.freeze({ result, selectIn, packed, bytes, select: selectKernel(bytes) });
    plans.set(result, plan);
  }
  return plan;
}
