// Handles to the kernels that only jit's fused steps call (src/jit/passes/lower.ts): the softmax and
// exp-of-rows-minus-a-column kernels of asm/sums.ts, the rows reductions a row step runs, the whole
// array float sum a fused reduction ends with, and the gather that repeats a column along its rows.
// Names are built here only, once per handle; callers hold the handles in their programs.
import { reductionRows } from '../registry/registry.js';
import type { RowsKernel } from './kernels.generated.js';
import { kernel } from './instance.js';
import { rowsKernel, type RowsOp } from './reductions.js';

export type { RowsKernel };

/** (full, out, rows, length, maxes or 0, sums or 0) → 0: softmax over each row (asm/sums.ts). */
export type SoftmaxRowsKernel = (
  full: number,
  out: number,
  rows: number,
  length: number,
  maxes: number,
  sums: number,
) => number;

/** (full, column, out, rows, length, sums or 0) → 0: exp(full − column) row by row, and the rows' sums. */
export type ExpColumnKernel = (
  full: number,
  column: number,
  out: number,
  rows: number,
  length: number,
  sums: number,
) => number;

/** (source, outer, outerStride, inner, innerStride, out): gather of `inner` values per outer step. */
export type GatherKernel = (
  source: number,
  outer: number,
  outerStride: number,
  inner: number,
  innerStride: number,
  out: number,
) => number;

/** The float32 softmax over rows (max, exp of the shifted row, sum, divide: each as its own kernel does). */
export function softmaxRowsKernel(): SoftmaxRowsKernel {
  return kernel('softmax_rows_float32') as SoftmaxRowsKernel;
}

/** The float32 exp of rows minus a column (with the rows' sums where asked). */
export function expColumnKernel(): ExpColumnKernel {
  return kernel('exp_subtract_column_float32') as ExpColumnKernel;
}

/** Reductions whose rows kernel is their own (registry.js reductionRows, abi 'rows'), by name. */
const rowsEntries: ReadonlyMap<string, { readonly entry: string; readonly dtypes: readonly string[] }> = new Map(
  reductionRows.flatMap((row) =>
    typeof row.kernel === 'object' && row.kernel.abi === 'rows'
      ? [[row.name, { entry: row.kernel.entry, dtypes: row.kernel.dtypes }] as const]
      : [],
  ),
);

/**
 * The rows kernel of reduction `name` (sum, prod, max, min) for `dtype`, or undefined where the
 * reduction has none of its own or none for that dtype.
 */
export function optionalRowsKernel(name: string, dtype: string): RowsKernel | undefined {
  const found = rowsEntries.get(name);
  if (found === undefined || !found.dtypes.includes(dtype)) return undefined;
  return rowsKernel(name as RowsOp, dtype);
}
