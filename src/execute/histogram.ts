// NumPy's histogram count over contiguous float32 or float64 values in wasm memory (asm/signal.ts's
// kernel, one pass on the calling thread: the counts are shared by every value).
import { histogramKernel } from '../kernels/signal.js';

/**
 * counts (bins float64 at `counts`) of the `n` values at `data` in the bins of `edges` (bins + 1
 * float64 at `edges`, increasing), the last bin closed, values outside the edges (NaN too) left
 * out; each adds 1 or its weight (n float64 at `weights`, or 0 for none). `uniform`: evenly spaced
 * edges (float32 values: the edges rounded to float32, as NumPy's), the bin ((v − first) / span) · bins
 * in the values' dtype (span: the edges' range), then corrected against the edges as NumPy does; else a binary search.
 */
export function countHistogram(
  dtype: 'float32' | 'float64',
  data: number,
  n: number,
  edges: number,
  bins: number,
  uniform: boolean,
  span: number,
  weights: number,
  counts: number,
): void {
  histogramKernel(dtype)(data, n, edges, bins, uniform ? 1 : 0, span, weights, counts);
}
