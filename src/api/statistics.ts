// The nan-aware reductions and the statistics under JAX's policy (the default); other policies:
// withPolicy(). Built in src/ops/statistics.ts.
import { jaxStatistics } from '../ops/statistics.js';
import '../ops/methods.js';

/**
 * Sum over axes with NaN counted as 0 (sum's options and dtypes; integers as sum).
 * @example nansum(array([1, NaN, 2])).item() //=> 3
 */
export const nansum = jaxStatistics.nansum;
/**
 * Product over axes with NaN counted as 1.
 * @example nanprod(array([2, NaN, 3])).item() //=> 6
 */
export const nanprod = jaxStatistics.nanprod;
/**
 * Mean of the elements that are not NaN (an all-NaN slice is NaN); mean's dtypes.
 * @example nanmean(array([1, NaN, 3])).item() //=> 2
 */
export const nanmean = jaxStatistics.nanmean;
/**
 * Variance of the elements that are not NaN (`ddof`); NaN where fewer than ddof + 1 remain.
 * @example nanvar(array([1, NaN, 3])).item() //=> 1
 */
export const nanvar = jaxStatistics.nanvar;
/**
 * Standard deviation of the elements that are not NaN (`ddof`).
 * @example nanstd(array([1, NaN, 3])).item() //=> 1
 */
export const nanstd = jaxStatistics.nanstd;
/**
 * Minimum ignoring NaN; an all-NaN slice is NaN (NumPy's value, without its warning).
 * @example nanmin(array([3, NaN, 1])).item() //=> 1
 */
export const nanmin = jaxStatistics.nanmin;
/**
 * Maximum ignoring NaN; an all-NaN slice is NaN.
 * @example nanmax(array([3, NaN, 1])).item() //=> 3
 */
export const nanmax = jaxStatistics.nanmax;
/**
 * Index of the first minimum ignoring NaN (the default int); an all-NaN slice gives -1 (jnp's; NumPy raises).
 * @example nanargmin(array([NaN, 2, 1])).item() //=> 2
 */
export const nanargmin = jaxStatistics.nanargmin;
/**
 * Index of the first maximum ignoring NaN (the default int); an all-NaN slice gives -1 (jnp's; NumPy raises).
 * @example nanargmax(array([NaN, 2, 1])).item() //=> 1
 */
export const nanargmax = jaxStatistics.nanargmax;
/**
 * Cumulative sum with NaN counted as 0.
 * @example nancumsum(array([1, NaN, 2])).toArray() //=> [1, 1, 3]
 */
export const nancumsum = jaxStatistics.nancumsum;
/**
 * Cumulative product with NaN counted as 1.
 * @example nancumprod(array([2, NaN, 3])).toArray() //=> [2, 2, 6]
 */
export const nancumprod = jaxStatistics.nancumprod;
/**
 * Median over axes (`{ axis, keepdims }`), by selection (no sort); NaN where a slice holds NaN;
 * mean's dtype (integers → float32, int64 → float64 with x64).
 * @example median(array([3, 1, 4, 2])).item() //=> 2.5
 */
export const median = jaxStatistics.median;
/**
 * Median of the elements that are not NaN (an all-NaN slice is NaN).
 * @example nanmedian(array([3, NaN, 1])).item() //=> 2
 */
export const nanmedian = jaxStatistics.nanmedian;
/**
 * The q-th quantiles (q in [0, 1]: a number, a list or an array, its shape first) over axes, with
 * NumPy 2's `method` (linear by default; lower, higher, midpoint, nearest, inverted_cdf, hazen …).
 * @example quantile(array([1, 2, 3, 4]), 0.25).item() //=> 1.75
 */
export const quantile = jaxStatistics.quantile;
/**
 * quantile ignoring NaN.
 * @example nanquantile(array([1, NaN, 3]), 0.5).item() //=> 2
 */
export const nanquantile = jaxStatistics.nanquantile;
/**
 * The q-th percentiles (q in [0, 100]), as quantile.
 * @example percentile(array([1, 2, 3, 4]), 50).item() //=> 2.5
 */
export const percentile = jaxStatistics.percentile;
/**
 * percentile ignoring NaN.
 * @example nanpercentile(array([1, NaN, 3]), 100).item() //=> 3
 */
export const nanpercentile = jaxStatistics.nanpercentile;
/**
 * Peak to peak, max − min over axes, in the input's dtype (integers wrap, as jnp.ptp).
 * @example ptp(array([4, 9, 2])).item() //=> 7
 */
export const ptp = jaxStatistics.ptp;
/**
 * The count of non-zero elements over axes (`{ axis, keepdims }`), as the default int.
 * @example countNonzero(array([0, 1, 2, 0])).item() //=> 2
 */
export const countNonzero = jaxStatistics.countNonzero;
/**
 * The (weighted) average over axes: `{ weights, returned, keepdims }`; `returned: true` gives
 * [average, sum of weights].
 * @example average(array([1, 2, 3]), { weights: array([3, 1, 0]) }).item() //=> 1.25
 */
export const average = jaxStatistics.average;
/**
 * Counts of each non-negative integer of a 1-D array (the default int), or the sums of `weights`;
 * `{ minlength }`.
 * @example bincount(array([0, 1, 1, 3])).toArray() //=> [1, 2, 0, 1]
 */
export const bincount = jaxStatistics.bincount;
/**
 * [counts, edges] of the flattened array: `bins` a count (10) or the edges, `range`, `density`,
 * `weights`; the last bin is closed. Both of the input's inexact dtype (JAX's).
 * @example histogram(array([1, 2, 2, 3]), { bins: 2 })[0].toArray() //=> [1, 3]
 */
export const histogram = jaxStatistics.histogram;
/**
 * histogram's edges alone (`{ bins, range }`), of the input's inexact dtype.
 * @example histogramBinEdges(array([1, 2, 2, 3]), { bins: 2 }).toArray() //=> [1, 2, 3]
 */
export const histogramBinEdges = jaxStatistics.histogramBinEdges;
/**
 * The index of the bin of each value (bins increasing or decreasing; `right` closes the bins on
 * the right), as the default int.
 * @example digitize(array([0.5, 1, 2.5]), [1, 2, 3]).toArray() //=> [0, 1, 2]
 */
export const digitize = jaxStatistics.digitize;
