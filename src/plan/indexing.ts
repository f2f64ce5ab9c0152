// Indexing's plans: (dtype) → the dtype elements are moved in (whole bytes: the packed dtypes, int4
// …, in their compute dtype, exact both ways), its element size and the take/put kernel handles.
// The addresses themselves depend on the index values and are built per call (src/execute/indexing.ts).
import { computeDType, itemSize, type DType } from '../lattice/dtypes.js';
import { putKernel, takeKernel, type IndexKernel } from '../kernels/indexing.js';

export interface IndexingPlan {
  /** The array's dtype. */
  readonly dtype: DType;
  /** The dtype its elements are gathered and scattered in (itself, or the compute dtype of a packed one). */
  readonly workDType: DType;
  /** Whether the array is widened to workDType first and packed again after. */
  readonly widened: boolean;
  /** Bytes per element of workDType. */
  readonly bytes: number;
  readonly take: IndexKernel;
  readonly put: IndexKernel;
}

const plans = new Map<DType, IndexingPlan>();

/** The cached plan for indexing an array of `dtype` (the same under every policy: indexing moves elements, it promotes nothing). */
export function indexingPlan(dtype: DType): IndexingPlan {
  let plan = plans.get(dtype);
  if (plan === undefined) {
    const widened = itemSize(dtype) < 1;
    const workDType = widened ? computeDType(dtype) : dtype;
    const bytes = itemSize(workDType);
    plan = Object.freeze({ dtype, workDType, widened, bytes, take: takeKernel(bytes), put: putKernel(bytes) });
    plans.set(dtype, plan);
  }
  return plan;
}
