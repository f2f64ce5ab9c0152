// Where a fused whole-array float sum or mean (a blocked step ending in one, see passes/lower.ts)
// takes its order from, behind one function. The step hands over a `leaf` callback that makes the
// values [start, start + size) and returns their address, called in order over the whole operand.
//
// Today the values are made into the whole operand and added by the very kernels op by op calls
// (the sum kernel over one row of every value, then for a mean the divide kernel by the count
// written in the dtype), so no copy of the pairwise tree lives in jit. When src/execute/reductions.ts
// (the reductions' executor) exports its pairwise sum over leaves, `pairwiseSumInto(dtype, count,
// leaf, lanes, out, mean)`, the body of `fusedSumInto` becomes that call and `wholeOperand` false
// (the step then keeps only a leaf of the operand in the cache at a time).
import { binaryKernel } from '../kernels/elementwise.js';
import { memory, scalarSlot } from '../kernels/heap.js';
import { optionalRowsKernel } from '../kernels/jit.js';

/** Whether the sum reads the operand whole (so the step must keep it whole). */
export const wholeOperand = true;

/** The most values one `leaf` call makes (asm/reduce.ts's pairwise leaf): a step's blocks hold at least this many. */
export const sumLeaf = 2048;

/**
 * The sum (or `mean`) of `count` float32/float64 values made by `leaf`, written to `out` in the
 * dtype; `lanes` is 16 bytes of scratch. Nothing here allocates wasm memory between leaves.
 */
export function fusedSumInto(
  dtype: 'float32' | 'float64',
  count: number,
  leaf: (start: number, size: number) => number,
  _lanes: number,
  out: number,
  mean: boolean,
): void {
  let source = 0;
  for (let start = 0; start < count; start += sumLeaf) {
    const at = leaf(start, Math.min(sumLeaf, count - start));
    if (start === 0) source = at;
  }
  optionalRowsKernel('sum', dtype)!(source, count, 1, out);
  if (mean) {
    // `out / count` in place, the count written in the dtype (as op by op's mean divides).
    const slot = scalarSlot();
    const view = new DataView(memory().buffer);
    if (dtype === 'float32') view.setFloat32(slot, count, true);
    else view.setFloat64(slot, count, true);
    binaryKernel('divide', dtype)(out, 1, slot, 0, out, 1);
  }
}
