// What a porter from NumPy/JAX writes (issue #39, section 4): keyword arguments as a trailing
// options object give the same literal types as the positional form, and a misspelt option is a
// compile error in the runtime's words.
import {
  allclose,
  argmax,
  arrayEqual,
  argsort,
  array,
  clip,
  concatenate,
  cumsum,
  expandDims,
  eye,
  flip,
  isclose,
  linalg,
  linspace,
  logsumexp,
  mean,
  permuteDims,
  repeat,
  roll,
  searchsorted,
  sort,
  split,
  squeeze,
  take,
  stack,
  sum,
  tensordot,
  topK,
  transpose,
  tri,
  zeros,
  type NDArray,
  withPolicy,
} from '../src/index.js';
import type { TopKSlot } from '../types/sorting.js';
import type { AxisOptionsSlot } from '../types/views.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const cube = zeros([4, 5, 6], 'int8');
const small = zeros([4, 2, 6], 'uint8');

// concatenate / stack: `{ axis }` as the positional axis; axis null flattens (concatenate only).
expectExact<NDArray<'int16', [4, number, 6]>>()(concatenate([cube, small], { axis: 1 }));
expectExact<NDArray<'int16', [4, number, 6]>>()(concatenate([cube, small], 1));
expectExact<NDArray<'int8', [4, 5, number]>>()(concatenate([cube, cube], { axis: -1 }));
expectExact<NDArray<'int8', [number, 5, 6]>>()(concatenate([cube, cube], {}));
expectExact<NDArray<'int16', [number]>>()(concatenate([cube, small], { axis: null }));
expectExact<NDArray<'int16', [number]>>()(concatenate([cube, small], null));
expectExact<NDArray<'int8', [4, 5, 2, 6]>>()(stack([cube, cube], { axis: 2 }));
expectExact<NDArray<'int8', [4, 5, 2, 6]>>()(stack([cube, cube], 2));
expectExact<NDArray<'int8', [4, 5, 6, 3]>>()(stack([cube, cube, cube], { axis: -1 }));
// The shape checks read the axis from the options object too.
// @ts-expect-error -- concatenate: array 1 has shape [4, 2, 6] … along axis 2
concatenate([cube, small], { axis: 2 });
// @ts-expect-error -- concatenate: unknown option 'axes'
concatenate([cube, cube], { axes: 1 });
// @ts-expect-error -- stack: unknown option 'dtype'
stack([cube, cube], { axis: 0, dtype: 'int8' });

// expandDims / squeeze, functions and methods.
expectExact<NDArray<'int8', [4, 1, 5, 6]>>()(expandDims(cube, { axis: 1 }));
expectExact<NDArray<'int8', [4, 5, 6, 1]>>()(cube.expandDims({ axis: -1 }));
const ones = zeros([1, 3, 1], 'float32');
expectExact<NDArray<'float32', [3, 1]>>()(squeeze(ones, { axis: 0 }));
expectExact<NDArray<'float32', [3, 1]>>()(ones.squeeze({ axis: 0 }));
expectExact<NDArray<'float32', [3, 1]>>()(ones.squeeze(0));
expectExact<NDArray<'float32', [3]>>()(squeeze(ones, {}));
expectExact<NDArray<'float32', [3]>>()(squeeze(ones, { axis: null }));
// @ts-expect-error -- squeeze: axis 1 of shape [1, 3, 1] has size 3, not 1.
squeeze(ones, { axis: 1 });
// @ts-expect-error -- squeeze: unknown option 'axes'
ones.squeeze({ axes: 0 });
// @ts-expect-error -- expandDims: axis 4 is out of range
expandDims(cube, { axis: 4 });

// transpose / permuteDims: `{ axes }`; transpose's null reverses.
expectExact<NDArray<'int8', [4, 6, 5]>>()(transpose(cube, { axes: [0, 2, 1] }));
expectExact<NDArray<'int8', [4, 6, 5]>>()(cube.transpose({ axes: [0, 2, 1] }));
expectExact<NDArray<'int8', [6, 5, 4]>>()(transpose(cube, { axes: null }));
expectExact<NDArray<'int8', [6, 5, 4]>>()(transpose(cube, null));
expectExact<NDArray<'int8', [6, 4, 5]>>()(permuteDims(cube, { axes: [2, 0, 1] }));
expectExact<NDArray<'int8', [6, 4, 5]>>()(cube.permuteDims({ axes: [2, 0, 1] }));
// @ts-expect-error -- transpose: axis 1 is repeated in [1, 1, 0].
transpose(cube, { axes: [1, 1, 0] });
// @ts-expect-error -- permuteDims: unknown option 'axis'
permuteDims(cube, { axis: [2, 0, 1] });

type AxisOptionChecks = [
  Assert<
    Equal<
      AxisOptionsSlot<'squeeze', { readonly axes: 0 }>,
      "squeeze: unknown option 'axes'; the options of squeeze are axis."
    >
  >,
  Assert<Equal<AxisOptionsSlot<'squeeze', { readonly axis: 0 }>, {}>>,
  Assert<Equal<AxisOptionsSlot<'squeeze', 0>, {}>>,
];
export type { AxisOptionChecks };

// linalg.norm: keywords alone, (ord, { axis, keepdims }) and (ord, axis, keepdims) give one type.
declare const ints: NDArray<'int16', [2, 3]>;
expectExact<NDArray<'float32', [2, 1]>>()(linalg.norm(ints, { ord: 1, axis: 1, keepdims: true }));
expectExact<NDArray<'float32', [2, 1]>>()(linalg.norm(ints, 1, { axis: 1, keepdims: true }));
expectExact<NDArray<'float32', [2, 1]>>()(linalg.norm(ints, 1, 1, true));
expectExact<NDArray<'float32', [2]>>()(linalg.norm(ints, 1, 1));
expectExact<NDArray<'float32', [1, 1]>>()(linalg.norm(ints, null, null, true));
expectExact<NDArray<'float32', []>>()(linalg.norm(ints, { ord: 'fro' }));
expectExact<NDArray<'float32', []>>()(linalg.norm(ints, {}));
// @ts-expect-error -- ord is a number, 'fro', 'nuc' or null
linalg.norm(ints, { ord: 'max' });

// argsort's dtype: the indices' integer dtype (default int32, x64 off); anything else is a compile error.
declare const row: NDArray<'float32', [2, 5]>;
expectExact<NDArray<'int32', [2, 5]>>()(argsort(row));
expectExact<NDArray<'int8', [2, 5]>>()(argsort(row, { dtype: 'int8' }));
expectExact<NDArray<'uint16', [number]>>()(argsort(row, { dtype: 'uint16', axis: null }));
expectExact<NDArray<'int32', [2, 5]>>()(row.argsort({ dtype: 'int32' }));
// @ts-expect-error -- the indices are integers
argsort(row, { dtype: 'float32' });
// @ts-expect-error -- bool is no integer dtype
row.argsort({ dtype: 'bool' });

// topK refuses complex (jax.lax.top_k does), in the runtime's words; generic code is left to the runtime.
declare const complexRow: NDArray<'complex64', [2, 5]>;
expectExact<NDArray<'float32', [2, 3]>>()(topK(row, 3).values);
expectExact<NDArray<'int32', [2, 3]>>()(topK(row, 3).indices);
// @ts-expect-error -- topK: complex dtype 'complex64' has no order
topK(complexRow, 2);
function largest<D extends 'float32' | 'int8'>(x: NDArray<D, [4]>) {
  return topK(x, 2).values;
}
type TopKChecks = [
  Assert<
    Equal<
      TopKSlot<NDArray<'complex128', [3]>>,
      "topK: complex dtype 'complex128' has no order (jax.lax.top_k refuses it too); take abs() or real() first."
    >
  >,
  Assert<
    Equal<
      TopKSlot<NDArray<'complex', [3]>>,
      "topK: complex dtype 'complex' has no order (jax.lax.top_k refuses it too); take abs() or real() first."
    >
  >,
  Assert<Equal<TopKSlot<NDArray<'float64', [3]>>, {}>>,
  Assert<Equal<ReturnType<typeof largest<'int8'>>, NDArray<'int8', [2]>>>,
];
export type { TopKChecks };

// NumPy's positional axis for sort, argsort, flip, roll, repeat and split: the same types as { axis }.
declare const grid: NDArray<'int16', [2, 3]>;
expectExact<NDArray<'int16', [2, 3]>>()(sort(grid, 0));
expectExact<NDArray<'int16', [number]>>()(sort(grid, null));
expectExact<NDArray<'int32', [number]>>()(argsort(grid, null));
expectExact<NDArray<'int32', [2, 3]>>()(grid.argsort(0));
expectExact<NDArray<'int16', [2, 3]>>()(flip(grid, 1));
expectExact<NDArray<'int16', [2, 3]>>()(roll(grid, 1, [0, 1]));
expectExact<NDArray<'int16', [4, 3]>>()(repeat(grid, 2, 0));
expectExact<NDArray<'int16', [4, 3]>>()(repeat(grid, 2, { axis: 0 }));
expectExact<NDArray<'int16', [2, 6]>>()(grid.repeat(2, 1));
expectExact<NDArray<'int16', [12]>>()(repeat(grid, 2));
expectExact<NDArray<'int16', [12]>>()(repeat(grid, 2, null));
expectExact<[NDArray<'int16', [2, 1]>, NDArray<'int16', [2, 2]>]>()(split(grid, [1], 1));
expectExact<[NDArray<'int16', [2, 1]>, NDArray<'int16', [2, 2]>]>()(split(grid, [1], { axis: 1 }));
expectExact<[NDArray<'int16', [1, 3]>, NDArray<'int16', [1, 3]>]>()(split(grid, 2));

// linspace: num among the keywords gives the same literal length as the positional num.
expectExact<NDArray<'float32', [5]>>()(linspace(0, 1, { num: 5 }));
expectExact<NDArray<'float32', [4]>>()(linspace(0, 1, { num: 4, endpoint: false, dtype: 'float32' }));
expectExact<NDArray<'float32', [50]>>()(linspace(0, 1, {}));

// eye and tri: NumPy's positional k, then the dtype.
expectExact<NDArray<'int8', [2, 3]>>()(eye(2, 3, 1, 'int8'));
expectExact<NDArray<'float32', [3, 3]>>()(eye(3, null, -1));
expectExact<NDArray<'bool', [3, 4]>>()(tri(3, 4, -1, { dtype: 'bool' }));
expectExact<NDArray<'float32', [2]>>()(logsumexp(grid.astype('float32'), 1));
expectExact<NDArray<'float32', [2]>>()(logsumexp(grid.astype('float32'), { axis: 1 }));
expectExact<NDArray<'int32', [2]>>()(searchsorted(grid.flatten(), zeros([2], 'int16'), 'right'));
// @ts-expect-error -- side is 'left' or 'right'
searchsorted(grid.flatten(), 1, 'middle');

// clip: JAX's and NumPy 2's keywords { min, max } (and out) give the positional form's types and checks;
// an object with re and im is a complex bound, never the keywords.
const int8s = zeros([3], 'int8');
expectExact<NDArray<'int8', [3]>>()(clip(int8s, { min: 0, max: 3 }));
expectExact<NDArray<'int8', [3]>>()(clip(int8s, 0, 3));
expectExact<NDArray<'int8', [3]>>()(clip(int8s, { max: 3 }));
expectExact<NDArray<'int8', [3]>>()(clip(int8s, { min: null, max: 3 }));
expectExact<NDArray<'float', [3]>>()(clip(int8s, { min: 0.5 }));
expectExact<NDArray<'float', [3]>>()(clip(int8s, 0.5));
expectExact<NDArray<'int16', [3]>>()(clip(int8s, { min: zeros([3], 'uint8') }));
expectExact<NDArray<'int8', [3]>>()(clip(int8s, {}));
expectExact<NDArray<'int8', [3]>>()(int8s.clip({ min: 0, max: 3 }));
expectExact<NDArray<'int', []>>()(clip(2, { min: 0, max: 1 }));
expectExact<NDArray<'int', []>>()(clip(2, 0, 1));
const target = zeros([3], 'float32');
expectExact<NDArray<'float32', [3]>>()(clip(zeros([3], 'float32'), { min: 0, max: 1, out: target }));
expectExact<NDArray<'float32', [3]>>()(clip(zeros([3], 'float32'), 0, 1, { out: target }));
// @ts-expect-error -- clip: unknown option 'a_min'; the options of clip are min, max, out.
clip(int8s, { a_min: 0 });
// @ts-expect-error -- clip: the option 'max' is undefined
clip(int8s, { min: 0, max: undefined });
// @ts-expect-error -- clip: the lower bound is complex
clip(int8s, { re: 0, im: 1 });
// @ts-expect-error -- clip: the lower bound is complex (in the keyword form too)
clip(int8s, { min: { re: 0, im: 1 } });
// @ts-expect-error -- clip: the upper bound is complex (in the keyword form too)
int8s.clip({ max: { re: 0, im: 1 } });
// @ts-expect-error -- clip: the lower bound: no promotion under lax (x64 on: 0 is an int64)
withPolicy({ policy: 'lax', x64: true }).clip(array([1], 'int32'), { min: 0 });
// @ts-expect-error -- clip: out is int8 of shape [3], but the result is float32 …
clip(zeros([3], 'float32'), { min: 0, out: int8s });
// @ts-expect-error -- clip: give the bounds either positionally … or as keywords …, not both.
clip(int8s, { min: 0 }, 3);
// @ts-expect-error -- clip: give the bounds either positionally … or as keywords …, not both.
clip(int8s, { min: 0 }, undefined, { out: int8s });
// @ts-expect-error -- clip: the operand is complex (whichever form gives the bounds)
clip(zeros([2], 'complex64'), { min: 0 });
expectExact<NDArray<'complex64', [2]>>()(withPolicy('numpy').clip(zeros([2], 'complex64'), { min: 0, max: 1 }));

// tensordot: NumPy's keyword axes (with out and preferredElementType) give the positional form's types and checks.
const left = zeros([2, 3, 4], 'float32');
const right = zeros([3, 4, 5], 'int8');
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(left, right, { axes: 2 }));
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(left, right, 2));
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(left, right, {}));
expectExact<NDArray<'float32', [2, 4, 4, 5]>>()(tensordot(left, right, { axes: [[1], [0]] }));
expectExact<NDArray<'float32', [2, 4, 4, 5]>>()(tensordot(left, right, [[1], [0]]));
expectExact<NDArray<'float64', [2, 5]>>()(tensordot(left, right, { axes: 2, preferredElementType: 'float64' }));
expectExact<NDArray<'float64', [2, 5]>>()(tensordot(left, right, 2, { preferredElementType: 'float64' }));
const product = zeros([2, 5], 'float32');
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(left, right, { axes: 2, out: product }));
// @ts-expect-error -- tensordot: unknown option 'axis'; the options of tensordot are axes, out, preferredElementType.
tensordot(left, right, { axis: 2 });
// @ts-expect-error -- tensordot: contraction dimensions 4 and 3 differ
tensordot(left, right, { axes: 1 });
// @ts-expect-error -- tensordot: axes 4 must be an integer from 0 to …
tensordot(left, right, { axes: 4 });
// @ts-expect-error -- tensordot: out is int8 of shape [2, 5], but the result is float32 …
tensordot(left, right, { axes: 2, out: zeros([2, 5], 'int8') });
// @ts-expect-error -- tensordot: give the options either after the axes … or with them …, not both.
tensordot(left, right, { axes: 2 }, { out: product });

// isclose / allclose: NumPy's positional rtol, atol, equalNan beside the options object.
expectExact<NDArray<'bool', [2, 5]>>()(isclose(product, 1, 1e-3, 0, true));
expectExact<NDArray<'bool', [2, 5]>>()(isclose(product, 1, { rtol: 1e-3, atol: 0, equalNan: true }));
expectExact<boolean>()(allclose(product, 1, 1e-3));
// @ts-expect-error -- the options object comes alone
isclose(product, 1, { rtol: 1e-3 }, 0);
// @ts-expect-error -- equalNan is a boolean
allclose(product, 1, 1e-3, 0, 1);

// take: NumPy's positional axis (null: flattened) beside { axis }, the same shapes; arrayEqual's positional equalNan.
const table = zeros([2, 3], 'int16');
const picks = zeros([4], 'int32');
expectExact<NDArray<'int16', [2, 4]>>()(take(table, picks, 1));
expectExact<NDArray<'int16', [2, 4]>>()(take(table, picks, { axis: 1 }));
expectExact<NDArray<'int16', [2, 4]>>()(table.take(picks, -1, { mode: 'wrap' }));
expectExact<NDArray<'int16', [4]>>()(take(table, picks, null));
expectExact<NDArray<'int16', [4]>>()(take(table, picks));
// @ts-expect-error -- the axis comes once
take(table, picks, 1, { axis: 0 });
expectExact<boolean>()(arrayEqual(table, table, true));

// The reductions: NumPy's positional axis (a number, a list, or null for every axis) before the
// options gives the `{ axis }` form's literal types and checks, as function and as method.
const block = zeros([2, 3, 4], 'float32');
expectExact<NDArray<'float32', [3, 4]>>()(sum(block, 0));
expectExact<NDArray<'float32', [3, 4]>>()(sum(block, { axis: 0 }));
expectExact<NDArray<'float32', [2, 4]>>()(block.sum(1));
expectExact<NDArray<'float32', [1, 3, 1]>>()(sum(block, [0, 2], { keepdims: true }));
expectExact<NDArray<'float32', []>>()(sum(block, null));
expectExact<NDArray<'int32', []>>()(sum(block, null, { dtype: 'int32' }));
expectExact<NDArray<'float32', [2, 1, 4]>>()(mean(block, 1, { keepdims: true }));
expectExact<NDArray<'float32', [2, 1, 4]>>()(mean(block, { axis: 1, keepdims: true }));
expectExact<NDArray<'float32', [3, 4]>>()(block.max(0));
expectExact<NDArray<'int32', [2, 4]>>()(argmax(block, 1));
expectExact<NDArray<'int32', [2, 4]>>()(argmax(block, { axis: 1 }));
expectExact<NDArray<'float32', [2, 3, 4]>>()(cumsum(block, 0));
expectExact<NDArray<'float32', [2, 3]>>()(block.std(-1, { ddof: 1 }));
const sums = zeros([3, 4], 'float32');
expectExact<NDArray<'float32', [3, 4]>>()(sum(block, 0, { out: sums }));
// @ts-expect-error -- sum: axis 3 is out of bounds for an array of 3 dimensions.
sum(block, 3);
// @ts-expect-error -- argmax: takes one axis …
argmax(block, [0, 1]);
// @ts-expect-error -- max: unknown option 'keepdim'; the options of max are …
block.max(0, { keepdim: true });
// @ts-expect-error -- sum: the axis is given twice, as sum(x, axis) and in the options; give it once.
sum(block, 0, { axis: 1 });
// @ts-expect-error -- mean: give the options once, as mean(x, { axis, … }) or mean(x, axis, { … }), not both.
mean(block, { axis: 0 }, { keepdims: true });
// @ts-expect-error -- sum: out is int8 of shape [3, 4], but the result is float32 …
sum(block, 0, { out: zeros([3, 4], 'int8') });
