// Sorting's and searching's plans: (policy, operation, dtype) → the dtype the keys are read in, the
// dtype of the indices returned (registry data, by the policy's x64 flag: on for every system but
// JAX's, which have an x64 switch). Nothing below decides these dtypes.
import { indexDTypeRows } from '../registry/registry.js';
import { computeDType, isNarrow, type DType } from '../lattice/dtypes.js';
import type { Policy } from '../policy/policy.js';

/** The operations whose index (or count) dtype the registry gives. */
export type IndexOperation = (typeof indexDTypeRows)[number]['name'];
/** An index dtype the registry names. */
export type IndexDType = (typeof indexDTypeRows)[number]['x64' | 'x32'];

const indexRows = new Map<string, (typeof indexDTypeRows)[number]>(indexDTypeRows.map((row) => [row.name, row]));

/** The dtype of `operation`'s indices (or counts) under `policy`: JAX's default int, or int32 where JAX fixes it. */
export function indexDType(policy: Policy, operation: IndexOperation): IndexDType {
  const row = indexRows.get(operation)!;
  return policy.x64 ? row.x64 : row.x32;
}

export interface SortPlan {
  /** The input's dtype. */
  readonly dtype: DType;
  /** The dtype the keys are read in: the input's, or the exact compute dtype of a narrow one. */
  readonly keyDType: DType;
  /** The indices' dtype (argsort, topK, unique's counts, searchsorted). */
  readonly indexDType: IndexDType;
}

/** Cached plans by x64 flag, operation and dtype (no key string built per call). */
const plans: Record<string, Record<string, Partial<Record<DType, SortPlan>>>> = { true: {}, false: {} };

/** The cached plan of `operation` over keys of `dtype` under `policy`. */
export function sortPlan(policy: Policy, operation: IndexOperation | 'sort', dtype: DType): SortPlan {
  const byOperation = (plans[policy.x64 ? 'true' : 'false']![operation] ??= {});
  let plan = byOperation[dtype];
  if (plan === undefined) {
    plan = Object.freeze({
      dtype,
      keyDType: isNarrow(dtype) ? computeDType(dtype) : dtype,
      indexDType: indexDType(policy, operation === 'sort' ? 'argsort' : operation),
    });
    byOperation[dtype] = plan;
  }
  return plan;
}
