// Sorting and searching, the comparisons and logsumexp at the type level: dtypes as the runtime
// gives them (argsort int64, topK's indices and searchsorted int32, unique's counts int64,
// logsumexp mean's rule) and literal shapes.
import {
  allclose,
  argsort,
  arrayEqual,
  isclose,
  logsumexp,
  searchsorted,
  sort,
  topK,
  unique,
  withPolicy,
  zeros,
  type LastAxisAs,
  type NDArray,
  type SortedShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';
import type { UniqueCounts } from '../types/sorting.js';

declare const halves: NDArray<'float16', [2, 3]>;
declare const int8s: NDArray<'int8', [4]>;
declare const weak: NDArray<'float', [3]>;
declare const wide: NDArray<'bfloat16'>;
declare const flag: boolean;

expectExact<NDArray<'float16', [2, 3]>>()(sort(halves));
expectExact<NDArray<'float16', [2, 3]>>()(sort(halves, { axis: 0 }));
expectExact<NDArray<'float16', [number]>>()(sort(halves, { axis: null }));
expectExact<NDArray<'float', [3]>>()(sort(weak));
expectExact<NDArray<'bfloat16', number[]>>()(sort(wide));
expectExact<NDArray<'int32', [2, 3]>>()(argsort(halves));
expectExact<NDArray<'int32', [number]>>()(argsort(halves, { axis: null }));

const top = topK(halves, 2);
expectExact<NDArray<'float16', [2, 2]>>()(top.values);
expectExact<NDArray<'int32', [2, 2]>>()(top.indices);
expectExact<NDArray<'int32', number[]>>()(topK(wide, 3).indices);

expectExact<NDArray<'int32', []>>()(searchsorted(int8s, 2));
expectExact<NDArray<'int32', [2, 3]>>()(searchsorted(int8s, halves, { side: 'right' }));
// @ts-expect-error side is 'left' or 'right'
searchsorted(int8s, 2, { side: 'middle' });

expectExact<NDArray<'int8', [number]>>()(unique(int8s));
const counted = unique(int8s, { returnCounts: true });
expectExact<NDArray<'int8', [number]>>()(counted.values);
expectExact<NDArray<'int32', [number]>>()(counted.counts);
const maybe = unique(int8s, { returnCounts: flag });
type MaybeCounts = Assert<
  Equal<typeof maybe, NDArray<'int8', [number]> | UniqueCounts<NDArray<'int8', [number]>, 'jax'>>
>;

expectExact<NDArray<'bool', [2, 3]>>()(isclose(halves, 1));
expectExact<NDArray<'bool', [4]>>()(isclose(int8s, int8s, { rtol: 1e-3, equalNan: true }));
expectExact<boolean>()(allclose(halves, halves, { atol: 0 }));
expectExact<boolean>()(arrayEqual(int8s, 3, { equalNan: true }));

expectExact<NDArray<'float16', []>>()(logsumexp(halves));
expectExact<NDArray<'float16', [2]>>()(logsumexp(halves, { axis: 1 }));
expectExact<NDArray<'float16', [1, 3]>>()(logsumexp(halves, { axis: 0, keepdims: true }));
expectExact<NDArray<'float32', []>>()(logsumexp(int8s));
expectExact<NDArray<'float32' | 'float64', []>>()(logsumexp(weak)); // as mean(weak): a weak float may hold either

type Shapes = [
  Assert<Equal<SortedShape<[2, 3], {}>, [2, 3]>>,
  Assert<Equal<SortedShape<[2, 3], { axis: null }>, [number]>>,
  Assert<Equal<LastAxisAs<[4, 10], 3>, [4, 3]>>,
];

// The methods: x.argsort(), x.searchsorted(v); no x.sort() (NumPy's and JS's sort in place).
expectExact<NDArray<'int32', [2, 3]>>()(halves.argsort());
expectExact<NDArray<'int32', [number]>>()(halves.argsort({ axis: null }));
expectExact<NDArray<'int32', [3]>>()(int8s.searchsorted(weak, { side: 'right' }));
expectExact<NDArray<'int32', []>>()(int8s.searchsorted(2));
// @ts-expect-error there is no sort method
halves.sort();

// withPolicy: the index results take the policy's default int (int32 with x64 off), as the runtime does.
{
  const x32 = withPolicy({ x64: false });
  const grid = zeros([2, 3], 'float32');
  expectExact<NDArray<'int32', [2, 3]>>()(x32.argsort(grid));
  expectExact<NDArray<'int8', [2, 3]>>()(x32.argsort(grid, { dtype: 'int8' }));
  expectExact<NDArray<'int32', [number]>>()(x32.unique(grid, { returnCounts: true }).counts);
  expectExact<[NDArray<'int32', [number]>, NDArray<'int32', [number]>]>()(x32.nonzero(grid));
  expectExact<NDArray<'int32', [number, 2]>>()(x32.argwhere(grid));
  expectExact<NDArray<'int32', [2, 1]>>()(x32.topK(grid, 1).indices);
  expectExact<NDArray<'int64', [2, 3]>>()(withPolicy('numpy').argsort(grid));
  expectExact<NDArray<'int64', [number, 2]>>()(withPolicy({ x64: true }).argwhere(grid));
}
