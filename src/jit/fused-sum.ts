// Where a fused whole-array float sum or mean (a blocked step ending in one, see passes/lower.ts)
// takes its order from: the reductions' executor (src/execute/reductions.ts), which walks the sum
// kernel's pairwise tree leaf by leaf. The step hands over a `leaf` callback that makes the values
// [start, start + size) and returns their address, called in order over the whole operand, so a
// fused sum adds exactly what op by op's sum adds, in the same order, with no copy of the tree here.
import { pairwiseSumInto } from '../execute/reductions.js';
import { PAIRWISE_LEAF } from '../kernels/reductions.js';

/** Whether the sum reads the operand whole (so the step must keep it whole): no, a leaf at a time. */
export const wholeOperand = false;

/** The most values one `leaf` call makes (asm/reduce.ts's pairwise leaf): a step's blocks hold at least this many. */
export const sumLeaf = PAIRWISE_LEAF;

/**
 * The sum (or `mean`) of `count` float32/float64 values made by `leaf`, written to `out` in the
 * dtype; `lanes` is 16 bytes of scratch. Nothing here allocates wasm memory between leaves.
 */
export function fusedSumInto(
  dtype: 'float32' | 'float64',
  count: number,
  leaf: (start: number, size: number) => number,
  lanes: number,
  out: number,
  mean: boolean,
): void {
  pairwiseSumInto(dtype, count, leaf, lanes, out, mean);
}
