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
 * histogram's edges alone (`{ bins, range }`), of the input's inexact dtype: NumPy's, computed in
 * the data's float dtype where the range is autodetected (as histogram's). `bins` is a count or the
 * edges; NumPy's estimator names ('auto', 'fd' …) are refused.
 * @example histogramBinEdges(array([1, 2, 2, 3]), { bins: 2 }).toArray() //=> [1, 2, 3]
 */
export const histogramBinEdges = jaxStatistics.histogramBinEdges;
/**
 * The index of the bin of each value (bins increasing or decreasing; `right` closes the bins on
 * the right), as the default int.
 * @example digitize(array([0.5, 1, 2.5]), [1, 2, 3]).toArray() //=> [0, 1, 2]
 */
export const digitize = jaxStatistics.digitize;
/**
 * The covariance matrix of the variables in the rows of `m` (with `y`'s rows joined; `rowvar: false`:
 * the columns), NumPy's `cov(m, y, { rowvar, bias, ddof, fweights, aweights, dtype })`; 0-d for one
 * variable. The inputs' inexact dtype (JAX's: integers float32, int64 float64 with x64), or `dtype`.
 * @example cov(array([[0, 1, 2], [2, 1, 0]])).toArray() //=> [[1, -1], [-1, 1]]
 * @example cov(array([1, 2, 3, 4])).item() //=> 1.6666666269302368
 * @example cov(array([1, 2, 3]), { bias: true, dtype: 'float64' }).item() //=> 0.6666666666666666
 */
export const cov = jaxStatistics.cov;
/**
 * The Pearson correlation coefficients (NumPy's `corrcoef(x, y, { rowvar, dtype })`): cov divided by
 * the standard deviations, real and imaginary parts clipped to [-1, 1]; cov's dtype.
 * @example corrcoef(array([[1, 2, 3], [3, 2, 1]])).toArray() //=> [[1, -1], [-1, 1]]
 * @example corrcoef(array([1, 2, 3]), array([2, 4, 6])).toArray() //=> [[1, 1], [1, 1]]
 */
export const corrcoef = jaxStatistics.corrcoef;
/**
 * The two-dimensional histogram of the points (x, y): `[hist, xedges, yedges]`, also by name (NumPy's
 * `histogram2d`; `bins` a count, [nx, ny], edges or [xedges, yedges]; `range` [[x0, x1], [y0, y1]];
 * `density`; `weights`). hist counts in the default int (the inputs' inexact dtype with weights or
 * density, as JAX's); the edges are of the inputs' inexact dtype; the last bins are closed.
 * @example histogram2d(array([0, 1, 1]), array([0, 0, 1]), { bins: 2 }).hist.toArray() //=> [[1, 0], [1, 1]]
 * @example histogram2d(array([0, 1, 1]), array([0, 0, 1]), { bins: 2 }).xedges.toArray() //=> [0, 0.5, 1]
 */
export const histogram2d = jaxStatistics.histogram2d;
/**
 * The gradient by central differences inside and one-sided ones at the ends (NumPy's
 * `gradient(f, ...spacing, { axis, edgeOrder })`): spacing a step per axis or the coordinates along
 * it; one array for a 1-D f or a single axis, a list of arrays (one per axis) otherwise. f's inexact
 * dtype (JAX's; promoted with coordinate arrays).
 * @example gradient(array([1, 2, 4, 7, 11])).toArray() //=> [1, 1.5, 2.5, 3.5, 4]
 * @example gradient(array([1, 2, 4, 7, 11]), 2).toArray() //=> [0.5, 0.75, 1.25, 1.75, 2]
 * @example gradient(array([1, 2, 4, 7, 11]), { edgeOrder: 2 }).toArray() //=> [0.5, 1.5, 2.5, 3.5, 4.5]
 * @example gradient(array([[1, 2], [4, 8]])).map((each) => each.toArray()) //=> [[[3, 6], [3, 6]], [[1, 1], [4, 4]]]
 */
export const gradient = jaxStatistics.gradient;
/**
 * Phase unwrapping (NumPy's `unwrap(p, { discont, axis, period })`): each jump along the axis larger
 * than `discont` (period / 2 by default) is replaced by its complement modulo `period` (2π). p's
 * dtype promoted with the period (integers with the default 2π: float32, as JAX's).
 * @example unwrap(array([0, 1, 2, 3, 0, 1]), { period: 4 }).toArray() //=> [0, 1, 2, 3, 4, 5]
 * @example unwrap(array([0, 0.5, 6.5])).toArray().map((value) => Math.round(value * 1000) / 1000) //=> [0, 0.5, 0.217]
 */
export const unwrap = jaxStatistics.unwrap;
/**
 * The cumulative sum along `axis` (JAX's `cumulative_sum(x, { axis, dtype, includeInitial })`: the
 * axis may be left out only for 1-D x; `includeInitial` starts with 0). sum's dtype: the small
 * integers and bool promote to the default int.
 * @example cumulativeSum(array([1, 2, 3])).toArray() //=> [1, 3, 6]
 * @example cumulativeSum(array([[1, 2], [3, 4]]), { axis: 1, includeInitial: true }).toArray() //=> [[0, 1, 3], [0, 3, 7]]
 */
export const cumulativeSum = jaxStatistics.cumulativeSum;
/**
 * The cumulative product along `axis` (JAX's `cumulative_prod(x, { axis, dtype, includeInitial })`;
 * `includeInitial` starts with 1), x's dtype (cumprod's).
 * @example cumulativeProd(array([1, 2, 3]), { includeInitial: true }).toArray() //=> [1, 1, 2, 6]
 */
export const cumulativeProd = jaxStatistics.cumulativeProd;
