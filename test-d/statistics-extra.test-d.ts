// cov, corrcoef, histogram2d, gradient, unwrap, cumulativeSum and cumulativeProd at the type level:
// JAX's dtypes (mean's node for cov, corrcoef and gradient; sum's for cumulativeSum; cumprod's for
// cumulativeProd; unwrap's promotion with its period), under JAX's policy and with x64.
import {
  array,
  corrcoef,
  cov,
  cumulativeProd,
  cumulativeSum,
  gradient,
  histogram2d,
  unwrap,
  withPolicy,
  zeros,
  type DType,
  type InexactDType,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

const f32 = zeros([2, 3], 'float32');
const f64 = zeros([2, 3], 'float64');
const i8 = zeros([2, 3], 'int8');
const i32 = zeros([4], 'int32');
const b = zeros([4], 'bool');

expectExact<NDArray<'float32', [2, 2]>>()(cov(f32));
expectExact<NDArray<'float32', [3, 3]>>()(cov(i8, { rowvar: false }));
expectExact<NDArray<'float64', [2, 2]>>()(cov(f32, { dtype: 'float64' }));
expectExact<NDArray<InexactDType, number[]>>()(cov(f32, f64));
expectExact<NDArray<'float64', [2, 2]>>()(corrcoef(f64));
expectExact<NDArray<'float32', []>>()(corrcoef(i32, { rowvar: true }));
declare const rowvar: boolean;
declare const unknownShape: NDArray<'float32', number[]>;
expectExact<NDArray<'float32', number[]>>()(cov(f32, { rowvar }));
expectExact<NDArray<'float32', number[]>>()(cov(unknownShape));
expectExact<NDArray<'float32', []>>()(cov(zeros([1, 5], 'float32')));

const h = histogram2d(i32, i32, { bins: [2, 3] });
expectExact<NDArray<DType, [2, 3]>>()(h.hist);
expectExact<NDArray<InexactDType, [3]>>()(h.xedges);
expectExact<NDArray<InexactDType, [4]>>()(h.yedges);
expectExact<NDArray<DType, [10, 10]>>()(histogram2d(i32, i32).hist);
expectExact<NDArray<InexactDType, [129]>>()(histogram2d(i32, i32, { bins: 128 }).yedges);
expectExact<NDArray<DType, [number, number]>>()(histogram2d(i32, i32, { bins: [0, 1, 2] }).hist);

expectExact<NDArray<'float32', number[]>>()(gradient(i32));
expectExact<NDArray<'float64', number[]>>()(gradient(zeros([5], 'float64'), 0.5, { edgeOrder: 2 }));
expectExact<NDArray<'float32', number[]>[]>()(gradient(f32));
expectExact<NDArray<'float32', number[]>>()(gradient(f32, 2, { axis: 1 }));
expectExact<NDArray<'float32', number[]>[]>()(gradient(f32, 2, array([0, 1, 3], 'int32')));
expectExact<NDArray<'float64', number[]>[]>()(gradient(f32, 2, array([0, 1, 3], 'float64')));
expectExact<NDArray<'float64', number[]>>()(gradient(f32, array([0, 1, 3], 'float64'), { axis: 1, edgeOrder: 2 }));
expectExact<NDArray<'float32', number[]>>()(gradient(i32, array(2, 'int8')));
expectExact<NDArray<'complex128', number[]>[]>()(
  gradient(zeros([2, 3], 'complex64'), array([0, 1], 'float64'), array([0, 1, 3], 'float32')),
);

expectExact<NDArray<'float32', number[]>>()(unwrap(f32));
expectExact<NDArray<'float', number[]>>()(unwrap(i8));
expectExact<NDArray<'int8', number[]>>()(unwrap(i8, { period: 4 }));

expectExact<NDArray<'int32', number[]>>()(cumulativeSum(i8, { axis: 1 }));
expectExact<NDArray<'int32', number[]>>()(cumulativeSum(b));
expectExact<NDArray<'int16', number[]>>()(cumulativeSum(i8, { axis: 0, dtype: 'int16' }));
expectExact<NDArray<'int8', [2, 3]>>()(cumulativeProd(i8, { axis: 1 }));
expectExact<NDArray<'int32', [4]>>()(cumulativeProd(i32));
expectExact<NDArray<'int32', number[]>>()(cumulativeProd(i32, { includeInitial: true }));

const x64 = withPolicy({ x64: true });
expectExact<NDArray<'int64', number[]>>()(x64.cumulativeSum(i32));
expectExact<NDArray<'float64', []>>()(x64.cov(zeros([3], 'int64')));

// @ts-expect-error -- cov's dtype is inexact
cov(f32, { dtype: 'int32' });
// @ts-expect-error -- corrcoef takes no bias
corrcoef(f32, { bias: true });
// @ts-expect-error -- edgeOrder is 1 or 2
gradient(f32, { edgeOrder: 3 });

// Coordinate arrays promote f as the runtime does (JAX's promote_dtypes_inexact); numbers and
// number lists leave it.
declare const coarse: NDArray<'float32', [4]>;
declare const coordinates: NDArray<'float64', [4]>;
declare const half: NDArray<'float16', [4]>;
expectExact<NDArray<'float64', number[]>>()(gradient(coarse, coordinates));
expectExact<NDArray<'float32', number[]>>()(gradient(coarse, 0.5));
expectExact<NDArray<'float32', number[]>>()(gradient(half, array([0, 1, 2, 4], 'float32')));
expectExact<NDArray<'float16', number[]>>()(gradient(half, [0, 1, 2, 4]));
expectExact<NDArray<'float32', number[]>>()(x64.gradient(zeros([4], 'int32'), array([0, 1, 2, 4], 'int32')));
expectExact<NDArray<'float64', number[]>>()(x64.gradient(zeros([4], 'int32'), array([0, 1, 2, 4], 'int64')));
