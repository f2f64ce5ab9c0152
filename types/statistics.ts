// The nan-aware reductions and the statistics (src/ops/statistics.ts), typed by the plain
// reductions' types: nansum is sum's function, median's dtype is mean's (JAX's rules), the counts
// and indices the default int (argmax's node).
import type { AnyNDArray, DTypeOf, NDArray } from './ndarray.js';
import type { PolicySpec } from './policy.js';
import type { DType } from './dtype.js';
import type { ExtraStatisticsFunctions } from './statistics-extra.js';
import type { ReductionAxis, ReductionFunction, ReductionGiven, ReductionResultArray } from './reductions.js';

/** What median, quantile and percentile take beside the axis (NumPy 2's methods; linear by default). */
export interface QuantileOptions {
  readonly axis?: number | readonly number[];
  readonly keepdims?: boolean;
  readonly method?:
    | 'linear'
    | 'lower'
    | 'higher'
    | 'midpoint'
    | 'nearest'
    | 'inverted_cdf'
    | 'averaged_inverted_cdf'
    | 'closest_observation'
    | 'interpolated_inverted_cdf'
    | 'hazen'
    | 'weibull'
    | 'median_unbiased'
    | 'normal_unbiased';
  readonly overwriteInput?: boolean;
}

// Arrays of mean's dtype (median's, quantile's, histogram's) or argmax's (the default int), spelled
// as the reductions' own result arrays: `keepdims: boolean` makes the shape number[], an empty axis
// list keeps the input's. (A dtype alias over a generic input, DTypeOf<…>, would be evaluated for
// every dtype wherever the declarations are checked: about 14,000 instantiations.)
type AnyShape = { readonly keepdims: boolean };
type SameShape = { readonly axis: readonly [] };

/** median / nanmedian: `median(x)`, `median(x, 1)`, `median(x, { axis: 0, keepdims: true })`. */
export type MedianFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Second extends Omit<QuantileOptions, 'method'> | ReductionAxis = {},
  const Rest extends Omit<QuantileOptions, 'method' | 'axis'> = {},
>(
  a: Input,
  axisOrOptions?: Second,
  rest?: Rest,
) => ReductionResultArray<'mean', Input, ReductionGiven<Second, Rest>, Policy>;

/** quantile / percentile and their nan versions: q a number (the reduced shape) or several (q's shape first). */
export type QuantileFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Q extends number | readonly number[] | AnyNDArray,
  const Second extends QuantileOptions | ReductionAxis = {},
  const Rest extends Omit<QuantileOptions, 'axis'> = {},
>(
  a: Input,
  q: Q,
  axisOrOptions?: Second,
  rest?: Rest,
) => Q extends number
  ? ReductionResultArray<'mean', Input, ReductionGiven<Second, Rest>, Policy>
  : ReductionResultArray<'mean', Input, AnyShape, Policy>;

/** Options of ptp and countNonzero. */
export interface CountOptions {
  readonly axis?: number | readonly number[];
  readonly keepdims?: boolean;
}

/** ptp: max − min in the input's dtype. */
export type PtpFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Second extends CountOptions | ReductionAxis = {},
  const Rest extends Omit<CountOptions, 'axis'> = {},
>(
  a: Input,
  axisOrOptions?: Second,
  rest?: Rest,
) => ReductionResultArray<'max', Input, ReductionGiven<Second, Rest>, Policy>;

/** countNonzero: the default int. */
export type CountNonzeroFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Second extends CountOptions | ReductionAxis = {},
  const Rest extends Omit<CountOptions, 'axis'> = {},
>(
  a: Input,
  axisOrOptions?: Second,
  rest?: Rest,
) => ReductionResultArray<'argmax', Input, ReductionGiven<Second, Rest>, Policy>;

/** average's options (NumPy's): weights (a's shape, or 1-D along one axis), returned, keepdims. */
export interface AverageOptions extends CountOptions {
  readonly weights?: AnyNDArray;
  readonly returned?: boolean;
}

/** average: the mean, or the weighted mean; `returned: true` gives [average, sum of weights]. */
export type AverageFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Second extends AverageOptions | ReductionAxis = {},
  const Rest extends Omit<AverageOptions, 'axis'> = {},
  Options = ReductionGiven<Second, Rest>,
  Result = Options extends { readonly weights: AnyNDArray }
    ? NDArray<DType, number[]>
    : ReductionResultArray<'mean', Input, Options, Policy>,
>(
  a: Input,
  axisOrOptions?: Second,
  rest?: Rest,
) => Options extends { readonly returned: true } ? [Result, Result] : Result;

/** bincount's options: weights (x's length), minlength, length (a fixed count of bins). */
export interface BincountOptions {
  readonly weights?: AnyNDArray;
  readonly minlength?: number;
  readonly length?: number;
}

/** bincount: counts (the default int), or the weights' sums (their dtype). */
export type BincountFunction<Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Options extends BincountOptions = {},
>(
  x: Input,
  options?: Options,
) => Options extends { readonly weights: infer Weights extends AnyNDArray }
  ? NDArray<DTypeOf<Weights>, [number]>
  : ReductionResultArray<'argmax', Input, AnyShape, Policy>;

/** histogram's options (NumPy's): bins (a count or the edges), range, density, weights. */
export interface HistogramOptions {
  readonly bins?: number | readonly number[] | AnyNDArray;
  readonly range?: readonly [number, number];
  readonly density?: boolean;
  readonly weights?: AnyNDArray;
}

/** histogram: [counts, edges], both of the input's inexact dtype (JAX's). */
export type HistogramFunction<Policy extends PolicySpec = 'jax'> = <const Input extends AnyNDArray>(
  a: Input,
  options?: HistogramOptions,
) => [ReductionResultArray<'mean', Input, AnyShape, Policy>, ReductionResultArray<'mean', Input, AnyShape, Policy>];

/** histogramBinEdges: histogram's edges alone, of the input's inexact dtype. */
export type HistogramBinEdgesFunction<Policy extends PolicySpec = 'jax'> = <const Input extends AnyNDArray>(
  a: Input,
  options?: HistogramOptions,
) => ReductionResultArray<'mean', Input, AnyShape, Policy>;

/** digitize(x, bins, right?) or digitize(x, bins, { right }): the bin of each value, as the default int, in x's shape. */
export type DigitizeFunction<Policy extends PolicySpec = 'jax'> = <const Input extends AnyNDArray>(
  x: Input,
  bins: readonly number[] | AnyNDArray,
  right?: boolean | { readonly right?: boolean },
) => ReductionResultArray<'argmax', Input, SameShape, Policy>;

/** The nan-aware reductions and the statistics bound to one policy. */
export type StatisticsFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly nansum: ReductionFunction<'sum', Policy>;
  readonly nanprod: ReductionFunction<'prod', Policy>;
  readonly nanmean: ReductionFunction<'mean', Policy>;
  readonly nanvar: ReductionFunction<'var', Policy>;
  readonly nanstd: ReductionFunction<'std', Policy>;
  readonly nanmin: ReductionFunction<'min', Policy>;
  readonly nanmax: ReductionFunction<'max', Policy>;
  readonly nanargmin: ReductionFunction<'argmin', Policy>;
  readonly nanargmax: ReductionFunction<'argmax', Policy>;
  readonly nancumsum: ReductionFunction<'cumsum', Policy>;
  readonly nancumprod: ReductionFunction<'cumprod', Policy>;
  readonly median: MedianFunction<Policy>;
  readonly nanmedian: MedianFunction<Policy>;
  readonly quantile: QuantileFunction<Policy>;
  readonly nanquantile: QuantileFunction<Policy>;
  readonly percentile: QuantileFunction<Policy>;
  readonly nanpercentile: QuantileFunction<Policy>;
  readonly ptp: PtpFunction<Policy>;
  readonly countNonzero: CountNonzeroFunction<Policy>;
  readonly average: AverageFunction<Policy>;
  readonly bincount: BincountFunction<Policy>;
  readonly histogram: HistogramFunction<Policy>;
  readonly histogramBinEdges: HistogramBinEdgesFunction<Policy>;
  readonly digitize: DigitizeFunction<Policy>;
} & ExtraStatisticsFunctions<Policy>;
