// Where a fused whole-array float sum or mean (a blocked step ending in one, see passes/lower.ts)
// takes its order from: the step makes its operand whole, then this adds it as op by op does, by
// the very kernels op by op calls (the rows sum kernel over one row of every value, then for a mean
// the divide kernel by the count written in the dtype), so no copy of the pairwise tree lives in
// jit. When src/execute/reductions.ts exports the executor's own whole-array sum, `sumWhole` below
// becomes a call to it: one line.
import { binaryKernel, type BinaryKernel } from '../kernels/elementwise.js';
import { memory, scalarSlot } from '../kernels/heap.js';
import { rowsKernel, type RowsKernel } from '../kernels/jit.js';

/** A prepared fused sum: `run(source, count, out)` writes the total (or mean) of `count` values at `source` to `out`. */
export interface FusedSum {
  readonly dtype: 'float32' | 'float64';
  readonly mean: boolean;
  run(source: number, count: number, out: number): void;
}

/** The fused sum (or mean, the sum divided by the count) of float32 or float64 values. */
export function fusedSum(dtype: 'float32' | 'float64', mean: boolean): FusedSum {
  const sum = rowsKernel('sum', dtype)!;
  const divide = mean ? binaryKernel('divide', dtype) : undefined;
  return {
    dtype,
    mean,
    run(source, count, out) {
      sumWhole(sum, source, count, out);
      if (divide !== undefined) divideByCount(divide, dtype, out, count);
    },
  };
}

/** The sum of `count` contiguous values, as the reduction of every element runs it. */
function sumWhole(sum: RowsKernel, source: number, count: number, out: number): void {
  sum(source, count, 1, out);
}

/** `out / count` in place, the count written in the dtype (as src/ops/reductions.ts's divideBy). */
function divideByCount(divide: BinaryKernel, dtype: 'float32' | 'float64', out: number, count: number): void {
  const slot = scalarSlot();
  const view = new DataView(memory().buffer);
  if (dtype === 'float32') view.setFloat32(slot, count, true);
  else view.setFloat64(slot, count, true);
  divide(out, 1, slot, 0, out, 1);
}
