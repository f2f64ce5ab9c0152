// Reductions, selection and `out` at the type level: JAX's result dtypes, literal shapes, axes
// checked against literal shapes, `out`'s own type returned.
import {
  add,
  all,
  any,
  argmax,
  argmin,
  array,
  clip,
  cumprod,
  cumsum,
  isinf,
  isnan,
  max,
  mean,
  min,
  prod,
  std,
  sum,
  variance,
  where,
  withPolicy,
  zeros,
  type NDArray,
  type ReductionResult,
  type ReducedShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

declare const int8s: NDArray<'int8', [2, 3]>;
declare const uint16s: NDArray<'uint16', [2, 3]>;
declare const bools: NDArray<'bool', [2, 3]>;
declare const halves: NDArray<'float16', [4]>;
declare const complexes: NDArray<'complex64', [2, 2]>;
declare const int64s: NDArray<'int64', [5]>;
declare const anyShape: NDArray<'float32'>;
declare const axis: number;

expectExact<NDArray<'int32', [2]>>()(sum(int8s, { axis: 1 }));
expectExact<NDArray<'int32', [2, 1]>>()(sum(int8s, { axis: 1, keepdims: true }));
expectExact<NDArray<'int32', []>>()(sum(int8s));
expectExact<NDArray<'int32', [1, 1]>>()(sum(int8s, { keepdims: true }));
expectExact<NDArray<'int32', [3]>>()(sum(int8s, { axis: -2 }));
expectExact<NDArray<'int32', []>>()(sum(int8s, { axis: [0, -1] }));
expectExact<NDArray<'uint32', [2]>>()(prod(uint16s, { axis: 1 }));
expectExact<NDArray<'int32', [3]>>()(sum(bools, { axis: 0 }));
expectExact<NDArray<'int64', []>>()(withPolicy({ x64: true }).sum(int8s));
expectExact<NDArray<'int64', []>>()(withPolicy({ x64: true }).sum(int64s));
expectExact<NDArray<'int64', []>>()(sum(int64s));
expectExact<NDArray<'float32', [2]>>()(mean(int8s, { axis: 1 }));
expectExact<NDArray<'float64', []>>()(mean(int64s));
expectExact<NDArray<'float16', []>>()(mean(halves));
expectExact<NDArray<'float32', [2]>>()(variance(complexes, { axis: 1 }));
expectExact<NDArray<'float32', []>>()(std(complexes, { ddof: 1 }));
expectExact<NDArray<'int8', [3]>>()(max(int8s, { axis: 0 }));
expectExact<NDArray<'complex64', [2]>>()(min(complexes, { axis: -1 }));
expectExact<NDArray<'int32', [2]>>()(argmax(int8s, { axis: 1 }));
expectExact<NDArray<'int32', []>>()(argmin(halves));
expectExact<NDArray<'int64', [2]>>()(withPolicy({ x64: true }).argmin(int8s, { axis: 1 }));
expectExact<NDArray<'bool', [2]>>()(any(int8s, { axis: 1 }));
expectExact<NDArray<'bool', []>>()(all(halves));
expectExact<NDArray<'int8', [2, 3]>>()(cumsum(int8s, { axis: 1 }));
expectExact<NDArray<'int8', [number]>>()(cumsum(int8s));
expectExact<NDArray<'complex64', [2, 2]>>()(cumprod(complexes, { axis: 0 }));
expectExact<NDArray<'int32', [2]>>()(int8s.sum({ axis: 1 }));
expectExact<NDArray<'float32', number[]>>()(anyShape.max({ axis: 0 }));
expectExact<NDArray<'int32', number[]>>()(sum(int8s, { axis }));

type _rules = [
  Assert<Equal<ReductionResult<'sum', 'uint8'>, 'uint64'>>,
  Assert<Equal<ReductionResult<'sum', 'uint8', false>, 'uint32'>>,
  Assert<Equal<ReductionResult<'sum', 'bfloat16'>, 'bfloat16'>>,
  Assert<Equal<ReductionResult<'mean', 'bool'>, 'float32'>>,
  Assert<Equal<ReductionResult<'var', 'complex128'>, 'float64'>>,
  Assert<Equal<ReductionResult<'cumsum', 'int16', boolean>, 'int16'>>,
  Assert<Equal<ReductionResult<'cumsum', 'bool', boolean>, 'int64' | 'int32'>>,
  Assert<Equal<ReductionResult<'cumprod', 'uint8'>, 'uint8'>>,
  Assert<Equal<ReducedShape<[2, 3, 4], [0, 2], true>, [1, 3, 1]>>,
  Assert<Equal<ReducedShape<number[], 0, false>, number[]>>,
];

// @ts-expect-error -- sum: axis 2 is out of bounds for an array of 2 dimensions.
sum(int8s, { axis: 2 });
// @ts-expect-error -- sum: axis -3 is out of bounds for an array of 2 dimensions.
int8s.sum({ axis: [0, -3] });
// @ts-expect-error -- argmax takes one axis
argmax(int8s, { axis: [0, 1] });

// Selection.
declare const floats: NDArray<'float32', [2, 3]>;
declare const row: NDArray<'int16', [3]>;
expectExact<NDArray<'float32', [2, 3]>>()(where(bools, floats, 0));
expectExact<NDArray<'float32', [2, 3]>>()(where(bools, row, floats));
expectExact<NDArray<'int16', [2, 3]>>()(where(bools, row, 1));
// @ts-expect-error -- where: the condition must be bool
where(int8s, floats, 0);
expectExact<NDArray<'float32', [2, 3]>>()(clip(floats, 0, 1));
expectExact<NDArray<'int16', [3]>>()(clip(row, undefined, 10));
expectExact<NDArray<'float32', [2, 3]>>()(floats.clip(0));
expectExact<NDArray<'bool', [4]>>()(isnan(halves));
expectExact<NDArray<'bool', [2, 3]>>()(isinf(int8s));
expectExact<NDArray<'bool', [2, 2]>>()(complexes.isfinite());

// out: the result is out itself.
const target = zeros([2, 3], 'int8');
expectExact<typeof target>()(add(int8s, int8s, { out: target }));
expectExact<typeof target>()(int8s.negative({ out: target }));
const totals = zeros([2], 'int32');
expectExact<typeof totals>()(sum(int8s, { axis: 1, out: totals }));
expectExact<NDArray<'int8', [2, 3]>>()(
  array(
    [
      [1, 2, 3],
      [4, 5, 6],
    ],
    'int8',
  ).add(1),
);
