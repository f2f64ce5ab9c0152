// Manipulation A (issue #44) at the type level: dtypes as JAX's (sum's for trace, the default int
// for the index helpers, x64 through withPolicy), literal shapes where one conditional gives them.
import {
  block,
  broadcastArrays,
  cross,
  diag,
  diagIndices,
  diagflat,
  diagonal,
  extract,
  fillDiagonal,
  flatnonzero,
  indices,
  kron,
  piecewise,
  ravelMultiIndex,
  select,
  trace,
  tril,
  triu,
  triuIndices,
  unravelIndex,
  withPolicy,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

declare const vector: NDArray<'float32', [4]>;
declare const matrix: NDArray<'int8', [3, 3]>;
declare const batch: NDArray<'float64', [2, 3, 3]>;
declare const ints: NDArray<'int32', [5]>;
declare const mask: NDArray<'bool', [5]>;

expectExact<NDArray<'float32', [4, 4]>>()(diag(vector));
expectExact<NDArray<'float32', [6, 6]>>()(diag(vector, 2));
expectExact<NDArray<'float32', [5, 5]>>()(diag(vector, -1));
expectExact<NDArray<'int8', [number]>>()(diag(matrix));
expectExact<NDArray<'float32', [number, number]>>()(diagflat(vector));
expectExact<NDArray<'int8', [number]>>()(diagonal(matrix, 1));
expectExact<NDArray<'float64', number[]>>()(diagonal(batch, { axis1: 1, axis2: 2 }));
expectExact<NDArray<'int8', number[]>>()(matrix.diagonal());
expectExact<NDArray<'int32', []>>()(trace(matrix));
expectExact<NDArray<'float32', []>>()(trace(matrix, { dtype: 'float32' }));
expectExact<NDArray<'int64', []>>()(withPolicy({ x64: true }).trace(matrix));
expectExact<NDArray<'float64', number[]>>()(trace(batch, 0, 1, 2));
expectExact<NDArray<'int8', [3, 3]>>()(triu(matrix));
expectExact<NDArray<'float64', [2, 3, 3]>>()(tril(batch, -1));
expectExact<NDArray<'float32', [4, 4]>>()(tril(vector));
expectExact<[NDArray<'int32', [number]>, NDArray<'int32', [number]>]>()(triuIndices(3));
expectExact<[NDArray<'int64', [number]>, NDArray<'int64', [number]>]>()(withPolicy({ x64: true }).trilIndices(3, 1));
expectExact<NDArray<'int32', [3]>[]>()(diagIndices(3));
expectExact<NDArray<'float32', number[]>>()(kron(vector, matrix));
expectExact<NDArray<'float64', number[]>>()(cross(batch, vector));
expectExact<NDArray<'int8', [3, 3]>>()(fillDiagonal(matrix, 1));
expectExact<NDArray<'int32', [2, 2, 3]>>()(indices([2, 3]));
expectExact<NDArray<'int8', [2, 2, 3]>>()(indices([2, 3], 'int8'));
expectExact<NDArray<'int32', number[]>[]>()(indices([2, 3], { sparse: true }));
expectExact<NDArray<'int32', [number]>>()(flatnonzero(matrix));
expectExact<NDArray<'int32', [5]>[]>()(unravelIndex(ints, [2, 3]));
expectExact<NDArray<'int32', number[]>>()(ravelMultiIndex([ints, ints], [6, 6]));
expectExact<[NDArray<'float32', number[]>, NDArray<'int8', number[]>]>()(broadcastArrays(vector, matrix));
expectExact<NDArray<'int32', [number]>>()(extract(mask, ints));
expectExact<NDArray<'int32', number[]>>()(select([mask], [ints]));
expectExact<NDArray<'float', number[]>>()(select([mask], [ints], 0.5)); // JAX: int32 with a Python float is the weak float
expectExact<NDArray<'int32', [5]>>()(piecewise(ints, [mask], [(x) => x, 0]));
expectExact<NDArray<'int8', number[]>>()(block([[matrix, matrix]]));
// @ts-expect-error cross takes NumPy's keywords only
cross(vector, vector, { axes: 0 });
// @ts-expect-error fillDiagonal never writes in place
fillDiagonal(matrix, 1, { inplace: true });
