// The nan-aware reductions and the statistics at the type level: the plain reductions' dtypes and
// literal shapes (nansum is sum's type, median mean's), the default int for counts and indices.
import {
  array,
  average,
  bincount,
  countNonzero,
  digitize,
  histogram,
  histogramBinEdges,
  median,
  nanargmax,
  nancumsum,
  nanmax,
  nanmean,
  nanmedian,
  nanpercentile,
  nanstd,
  nansum,
  percentile,
  ptp,
  quantile,
  withPolicy,
  zeros,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

const f32 = zeros([2, 3], 'float32');
const i8 = zeros([2, 3], 'int8');
const i32 = zeros([4], 'int32');

expectExact<NDArray<'float32', []>>()(nansum(f32));
expectExact<NDArray<'int32', [3]>>()(nansum(i8, 0));
expectExact<NDArray<'float32', [2, 1]>>()(nanmean(f32, { axis: 1, keepdims: true }));
expectExact<NDArray<'float32', [2]>>()(nanmean(i8, 1));
expectExact<NDArray<'float32', [3]>>()(nanstd(f32, 0, { ddof: 1 }));
expectExact<NDArray<'int8', [2]>>()(nanmax(i8, -1));
expectExact<NDArray<'int32', [2]>>()(nanargmax(f32, 1));
expectExact<NDArray<'float32', [2, 3]>>()(nancumsum(f32, 1));
expectExact<NDArray<'float32', []>>()(median(f32));
expectExact<NDArray<'float32', [3]>>()(nanmedian(i8, 0));
expectExact<NDArray<'float32', [2]>>()(quantile(f32, 0.5, 1));
expectExact<NDArray<'float32', number[]>>()(quantile(f32, [0.25, 0.75], 1));
expectExact<NDArray<'float32', [1, 3]>>()(percentile(f32, 90, { axis: 0, keepdims: true }));
expectExact<NDArray<'float32', number[]>>()(nanpercentile(f32, array([10, 90])));
expectExact<NDArray<'int8', [3]>>()(ptp(i8, 0));
expectExact<NDArray<'int32', []>>()(countNonzero(f32));
expectExact<NDArray<'int32', [2]>>()(countNonzero(f32, { axis: 1 }));
expectExact<NDArray<'float32', [3]>>()(average(f32, 0));
expectExact<[NDArray<'float32', []>, NDArray<'float32', []>]>()(average(i8, { returned: true }));
expectExact<NDArray<'int32', number[]>>()(bincount(i32));
expectExact<NDArray<'float64', [number]>>()(bincount(i32, { weights: zeros([4], 'float64') }));
expectExact<[NDArray<'float32', number[]>, NDArray<'float32', number[]>]>()(histogram(i32, { bins: 3 }));
expectExact<NDArray<'int32', [4]>>()(digitize(i32, [1, 2]));
expectExact<NDArray<'float64', number[]>>()(histogramBinEdges(zeros([3], 'float64'), { bins: 2 }));

const x64 = withPolicy({ x64: true });
expectExact<NDArray<'int64', []>>()(x64.nansum(i8));
expectExact<NDArray<'int64', []>>()(x64.countNonzero(f32));
expectExact<NDArray<'int64', [2]>>()(x64.nanargmax(f32, 1));

// nansum takes sum's options, checked as sum's (an axis outside a literal shape).
// @ts-expect-error -- sum: axis 2 is out of bounds for an array of 2 dimensions.
nansum(f32, { axis: 2 });
// @ts-expect-error -- no such method
quantile(f32, 0.5, { method: 'cubic' });
// @ts-expect-error -- bincount takes no bins
bincount(i32, { bins: 3 });
