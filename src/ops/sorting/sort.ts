// sort, argsort and topK. The order is NumPy's (and JAX's lax.sort's): numbers ascending, -0 equal
// to +0, NaN after everything; complex lexicographic on (re, im), with NumPy's NaN groups last
// (R + nanj, nan + Rj, nan + nanj). Every sort here is stable (ties keep their input order), so
// sort(x) is x's elements in argsort(x)'s order, bit for bit.
//
// Each call plans (src/plan/sorting.ts: the key dtype, the indices' dtype under the policy's x64)
// and runs the executors of src/execute/sorting.ts over every line along the axis (bench/sorting.mjs
// measures this against a plain JS sort).
import type { AnyNDArray } from '../../../types/index.js';
import type { ArgsortFunction, SortFunction, TopKFunction } from '../../../types/sorting.js';
import { dtypeInfo, integerRange, isDType, type DType } from '../../lattice/dtypes.js';
import { axisOutOfBoundsText, shapeText, show, topKComplexText } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { checkAxis } from '../../shape/axes.js';
import { publicFunction } from '../../array/public-function.js';
import { checkArray } from '../../array/operands.js';
import { castArray } from '../../array/ndarray.js';
import { resolvePolicy, type Policy } from '../../policy/policy.js';
import { sortPlan } from '../../plan/sorting.js';
import {
  argsortAlongKernel,
  gatherElements,
  indexArray,
  orderAlong,
  positionsAlong,
  reverseLines,
  sortAlongKernel,
} from '../../execute/sorting.js';
import { checkBooleanOption } from '../comparison.js';
import { namedTuple } from '../../array/named-tuple.js';

/** `axis` of sort/argsort: default -1; null sorts the flattened array. */
function sortSetup(
  name: string,
  x: unknown,
  options: unknown,
  known: readonly string[] = ['axis', 'descending', 'stable'],
): { input: AnyNDArray; axis: number; flattened: boolean; descending: boolean } {
  const input = checkArray(name, x) as AnyNDArray;
  // NumPy's positional axis (`sort(x, 0)`, `argsort(x, null)`) is the option it stands for.
  const positional = typeof options === 'number' || options === null;
  const { axis = -1, descending, stable } = positional ? { axis: options } : checkOptions(name, options, known);
  // JAX's `stable` (every sort here is stable) and `descending`.
  checkBooleanOption(name, 'stable', stable);
  const down = checkBooleanOption(name, 'descending', descending);
  if (axis === null || input.ndim === 0) {
    if (axis !== null && input.ndim === 0) throw new RangeError(axisOutOfBoundsText(name, String(axis), '0'));
    return { input, axis: 0, flattened: true, descending: down };
  }
  return { input, axis: checkAxis(name, axis, input.ndim), flattened: false, descending: down };
}

function sortWith() {
  return (x: unknown, options?: unknown): AnyNDArray => {
    const { input, axis, flattened, descending } = sortSetup('sort', x, options);
    const shape = flattened ? [input.size] : input.shape;
    const sorted = sortAlongKernel(input, shape, axis, descending, 'sort');
    if (sorted !== undefined) return sorted;
    const order = orderAlong(input, shape, axis, false, shape[axis]!);
    if (descending) reverseLines(order, shape, axis);
    return gatherElements(input, order, shape, 'sort');
  };
}

function argsortWith(policy: Policy) {
  return (x: unknown, options?: unknown): AnyNDArray => {
    const { input, axis, flattened, descending } = sortSetup('argsort', x, options, [
      'axis',
      'descending',
      'stable',
      'dtype',
    ]);
    const shape = flattened ? [input.size] : input.shape;
    const plan = sortPlan(policy, 'argsort', input.dtype as DType);
    const given = typeof options === 'object' && options !== null ? (options as { dtype?: unknown }).dtype : undefined;
    const indexDType = checkIndexDType('argsort', given ?? plan.indexDType, shape[axis]!, shape);
    // Descending keeps equal elements in input order (JAX's stable descending argsort).
    const written = indexDType === 'int32' ? 'int32' : 'int64';
    const indices =
      argsortAlongKernel(input, shape, axis, descending, written, 'argsort') ??
      indexArray(
        positionsAlong(orderAlong(input, shape, axis, descending, shape[axis]!), shape, axis),
        shape,
        written,
        'argsort',
      );
    if (indexDType === written) return indices;
    try {
      return castArray(indices, indexDType, false, 'argsort');
    } finally {
      indices.dispose();
    }
  };
}

/**
 * The dtype of the indices along an axis of `length` (JAX's `dtype` option of argsort): an
 * integer dtype that holds every index, else a TypeError or RangeError saying which and why.
 */
function checkIndexDType(name: string, dtype: unknown, length: number, shape: readonly number[]): DType {
  if (!isDType(dtype) || (dtypeInfo[dtype].kind !== 'int' && dtypeInfo[dtype].kind !== 'uint'))
    throw new TypeError(
      `${name}: the option dtype must be an integer dtype such as 'int32' or 'int64' (the indices' dtype), got ${show(dtype)}.`,
    );
  const largest = BigInt(Math.max(length - 1, 0));
  if (largest > integerRange(dtype)!.max)
    throw new RangeError(
      `${name}: dtype '${dtype}' cannot hold the index ${largest} of an axis of length ${length} (shape ${shapeText(shape)}); use a wider integer dtype such as 'int32'.`,
    );
  return dtype;
}

function topKWith(policy: Policy) {
  return (x: unknown, k: unknown): { values: AnyNDArray; indices: AnyNDArray } => {
    const input = checkArray('topK', x) as AnyNDArray;
    if (dtypeInfo[input.dtype as DType].kind === 'complex') throw new TypeError(topKComplexText(input.dtype as DType));
    if (input.ndim === 0) throw new RangeError('topK: the array must have at least one axis, got a 0-d array.');
    const axis = input.ndim - 1;
    const length = input.shape[axis]!;
    if (typeof k !== 'number' || !Number.isInteger(k))
      throw new TypeError(`topK: k must be an integer, got ${show(k)}.`);
    if (k < 0 || k > length)
      throw new RangeError(
        `topK: k must be between 0 and the last axis's size ${length} (shape ${shapeText(input.shape)}), got ${k}.`,
      );
    const { indexDType } = sortPlan(policy, 'topK', input.dtype as DType);
    const shape = [...input.shape.slice(0, axis), k];
    const order = orderAlong(input, input.shape, axis, true, k);
    const values = gatherElements(input, order, shape, 'topK');
    try {
      return namedTuple({
        values,
        indices: indexArray(positionsAlong(order, input.shape, axis), shape, indexDType, 'topK'),
      });
    } catch (error) {
      values.dispose();
      throw error;
    }
  };
}

/** sort, argsort and topK under one policy (its x64 flag gives the indices' dtype). */
export function createSorts(policy: Policy) {
  return {
    sort: publicFunction('sort', sortWith()),
    argsort: publicFunction('argsort', argsortWith(policy)),
    topK: publicFunction('topK', topKWith(policy)),
  };
}

const jax = createSorts(resolvePolicy(undefined));

/**
 * A sorted copy of `x` along `axis` (default the last; `axis: null` sorts the flattened array;
 * NumPy's positional `sort(x, 0)` works too). `descending: true` sorts largest first (NaN first:
 * JAX's, the ascending sort reversed); `stable` is accepted (every sort here is stable).
 * Stable; NaN sorts last, -0 and +0 are equal; complex sorts by real part, then imaginary part.
 * A function only: NumPy's `x.sort()` and JavaScript's sort in place, so there is no method.
 * @example sort(array([3, 1, NaN, 2])).toArray() //=> [1, 2, 3, NaN]
 * @example sort(array([3, 1, NaN, 2]), { descending: true }).toArray() //=> [NaN, 3, 2, 1]
 */
export const sort: SortFunction = jax.sort as never;

/**
 * The indices that sort `x` along `axis` (default the last; `axis: null`: of the flattened array;
 * or positionally, `argsort(x, 0)`),
 * stable (equal elements keep their order, also with `descending: true`: largest first), as int64 (JAX's default int) or the integer `dtype`
 * given (JAX's option; it must hold the axis' largest index).
 * @example argsort(array([3, 1, 2])).toArray() //=> [1, 2, 0]
 * @example argsort(array([3, 1, 2]), { dtype: 'int8' }).toArray() //=> [1, 2, 0]
 */
export const argsort: ArgsortFunction = jax.argsort as never;

/**
 * The `k` largest elements along the last axis, largest first, and their indices (int32, as
 * jax.lax.top_k gives them). NaN counts as the largest; of equal elements the first comes first.
 * Complex has no order: an error, as in jax.lax.top_k. The result is `[values, indices]`, also by name.
 * @example topK(array([1, 5, 3], 'float32'), 2) //=> [[5, 3], [1, 2]]
 */
export const topK: TopKFunction = jax.topK as never;
