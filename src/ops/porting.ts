// NumPy functions a port reaches for, written on the library's own operations: vander (powers of
// a column) and compress (take of the kept positions).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { CompressFunction, VanderFunction } from '../../types/porting.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { NDArray } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { publicFunction } from '../array/public-function.js';
import { arrayFrom } from '../array/from-values.js';
import { shapeText, show } from '../errors/messages.js';
import { checkOptions } from '../errors/options.js';
import { checkAxis } from '../shape/axes.js';
import { jaxOperations } from './operations.js';
import { take } from './indexing/take.js';

/** The description of an array in errors: its shape and dtype. */
const described = (x: AnyNDArray) => `shape ${shapeText(x.shape)} (${x.dtype})`;

function vanderUntyped(x: unknown, columns?: unknown, options?: unknown): AnyNDArray {
  const where = 'vander';
  const input = checkArray(where, x) as AnyNDArray;
  if (input.ndim !== 1) throw new RangeError(`${where}: x must be 1-d, got ${described(input)}.`);
  if (dtypeInfo[input.dtype as DType].kind === 'bool')
    throw new TypeError(
      `${where}: x of dtype bool has no powers in its own dtype (JAX refuses it too); cast it first, got ${described(input)}.`,
    );
  const count = columns ?? input.shape[0]!;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    throw new TypeError(`${where}: N must be a non-negative integer, got ${show(columns)}.`);
  const { increasing = false } =
    typeof options === 'boolean' ? { increasing: options } : checkOptions(where, options, ['increasing']);
  if (typeof increasing !== 'boolean')
    throw new TypeError(`${where}: the option increasing must be true or false, got ${show(increasing)}.`);
  // JAX's: x as a column to the powers 0 … N−1 (or N−1 … 0) in x's own dtype.
  const exponents = Array.from({ length: count }, (_, index) => (increasing ? index : count - 1 - index));
  const powers = arrayFrom(exponents, input.dtype as DType);
  const column = input.reshape([input.shape[0]!, 1]) as AnyNDArray;
  try {
    return jaxOperations.power(column, powers) as AnyNDArray;
  } finally {
    column.dispose();
    powers.dispose();
  }
}

/**
 * The Vandermonde matrix of a 1-d `x`: column j is x ** (N − 1 − j), or x ** j with `{ increasing: true }`
 * (NumPy's positional `vander(x, N, true)` too); N defaults to x's length. JAX's dtype: x's own (NumPy
 * widens integers to int64); bool is refused, as JAX's iota refuses it.
 * @example vander(array([1, 2, 3]), 3) // NDArray<'int32', [3, 3]>: [[1, 1, 1], [4, 2, 1], [9, 3, 1]]
 * @example vander(array([2, 3], 'float32'), 3, { increasing: true }) // NDArray<'float32', [2, 3]>: [[1, 2, 4], [1, 3, 9]]
 */
export const vander: VanderFunction = publicFunction('vander', vanderUntyped) as never;

function compressUntyped(condition: unknown, a: unknown, axisArgument?: unknown): AnyNDArray {
  const where = 'compress';
  const input = checkArray(where, a, 'a') as AnyNDArray;
  const axisGiven =
    typeof axisArgument === 'object' && axisArgument !== null
      ? checkOptions(where, axisArgument, ['axis']).axis
      : axisArgument;
  const mask = maskValues(where, condition);
  const flat = axisGiven === undefined || axisGiven === null;
  const axis = flat ? 0 : checkAxis(where, axisGiven, input.ndim);
  const length = flat ? input.size : input.shape[axis]!;
  // JAX's: entries beyond the axis must all be false; a shorter condition keeps nothing beyond it.
  const beyond = mask.findIndex((keep, index) => keep && index >= length);
  if (beyond >= 0)
    throw new RangeError(
      `${where}: condition has a true entry at [${beyond}], beyond the ${length} positions of ${flat ? 'the flattened a' : `axis ${axis} of a`} (${described(input)}).`,
    );
  const kept = mask.flatMap((keep, index) => (keep ? [index] : []));
  const indices = arrayFrom(kept, 'int32');
  try {
    return take(input, indices, flat ? null : axis) as AnyNDArray;
  } finally {
    indices.dispose();
  }
}

/** A 1-d condition as booleans (its entries' truth, as NumPy's astype(bool)). */
function maskValues(where: string, condition: unknown): boolean[] {
  if (condition instanceof NDArray) {
    const mask = condition as AnyNDArray;
    if (mask.ndim !== 1) throw new RangeError(`${where}: condition must be 1-d, got ${described(mask)}.`);
    const values = mask.toArray() as unknown[];
    return values.map((value) =>
      typeof value === 'object' && value !== null
        ? (value as { re: number }).re !== 0 || (value as { im: number }).im !== 0
        : Boolean(value),
    );
  }
  if (!Array.isArray(condition) || condition.some((each) => typeof each !== 'boolean' && typeof each !== 'number'))
    throw new TypeError(
      `${where}: condition must be a 1-d NDArray or a list of booleans or numbers, got ${show(condition)}.`,
    );
  return condition.map(Boolean);
}

/**
 * The slices of `a` along `axis` where `condition` (1-d) is true: NumPy's and JAX's `compress`.
 * Without an axis, of the flattened a. A condition shorter than the axis keeps nothing beyond it;
 * a true entry beyond the axis is an error (JAX's), a false one is not.
 * @example compress([true, false, true], array([[1, 2, 3], [4, 5, 6]]), 1) // NDArray<'int32', [2, 2]>: [[1, 3], [4, 6]]
 * @example compress([0, 1], array([[1, 2], [3, 4]])) // NDArray<'int32', [1]>: [2]
 */
export const compress: CompressFunction = publicFunction('compress', compressUntyped) as never;
