// trace and the index helpers under JAX's policy (the default); other policies: withPolicy().
// Built in src/ops/matrix-parts.ts and src/ops/index-helpers.ts.
import { jaxMatrixParts } from '../ops/matrix-parts.js';
import { jaxIndexHelpers } from '../ops/index-helpers.js';
import '../ops/methods.js';

/**
 * The sum along a diagonal of `a` (`offset`, `axis1`, `axis2` as diagonal's, positional or in
 * the options) with sum's dtype rule (small integers as the default int) or `{ dtype }`.
 * @example trace(array([[1, 2], [3, 4]])).item() //=> 5
 * @example trace(array([[1, 2], [3, 4]]), 1).item() //=> 2
 * @example trace(array([[1, 2], [3, 4]], 'int8')).dtype //=> 'int32'
 */
export const trace = jaxMatrixParts.trace;
/**
 * The row and column indices of the upper triangle of an n × m array (m defaults to n), at and
 * above the `k`-th diagonal: two arrays of the default int (int32; int64 under x64).
 * @example triuIndices(3).map((each) => each.toArray()) //=> [[0, 0, 0, 1, 1, 2], [0, 1, 2, 1, 2, 2]]
 * @example triuIndices(3, 1, 2).map((each) => each.toArray()) //=> [[0], [1]]
 */
export const triuIndices = jaxMatrixParts.triuIndices;
/**
 * The row and column indices of the lower triangle of an n × m array, at and below the `k`-th
 * diagonal: two arrays of the default int.
 * @example trilIndices(2).map((each) => each.toArray()) //=> [[0, 1, 1], [0, 0, 1]]
 */
export const trilIndices = jaxMatrixParts.trilIndices;
/**
 * The indices of the main diagonal of an n × … × n array of `ndim` axes (default 2): ndim copies
 * of 0 … n − 1, the default int.
 * @example diagIndices(3).map((each) => each.toArray()) //=> [[0, 1, 2], [0, 1, 2]]
 */
export const diagIndices = jaxMatrixParts.diagIndices;
/**
 * A grid of indices (NumPy's `indices`): shape [n, ...dimensions], the i-th slice holding the
 * index along axis i; `{ sparse: true }` gives the n arrays that broadcast to it (views of small
 * ranges). The default int, or `dtype`.
 * @example indices([2, 3]).toArray() //=> [[[0, 0, 0], [1, 1, 1]], [[0, 1, 2], [0, 1, 2]]]
 * @example indices([2, 3], { sparse: true }).map((each) => each.shape) //=> [[2, 1], [1, 3]]
 */
export const indices = jaxIndexHelpers.indices;
/**
 * The flat (row-major) indices of the non-zero elements of `a`, the default int.
 * @example flatnonzero(array([[0, 3], [4, 0]])).toArray() //=> [1, 2]
 */
export const flatnonzero = jaxIndexHelpers.flatnonzero;
