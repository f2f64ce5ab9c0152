// linalg.norm: NumPy's vector norms (2, 1, ±inf, 0, any p) and matrix norms ('fro', ±1, ±inf).
// Planned by src/plan/products.ts (normPlan: the result dtype, real and inexact as var's rule, and
// how integers are read) and run by src/execute/norms.ts in float64 from the elements' magnitudes,
// then rounded once to the result dtype. Integers are rounded to the result dtype first, as JAX
// converts them before it squares and sums (int32 16777217 counts as 16777216).
import type { AnyNDArray } from '../../types/index.js';
import type { LinalgFunctions } from '../../types/linalg.js';
import type { PolicySpec } from '../../types/policy.js';
import { resolvePolicy } from '../policy/policy.js';
import type { DType } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { checkAxis } from '../shape/axes.js';
import { allocArray, castArray, storage } from '../array/ndarray.js';
import { rowMajorStrides } from '../shape/strides.js';
import { checkArray } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { normPlan } from '../plan/products.js';
import { runNorms } from '../execute/norms.js';
import { luFunctions } from './linalg/lu.js';
import { orthogonalAt } from './linalg/orthogonal.js';
import { eigFunctions } from './linalg/eig.js';

type Ord = number | 'fro' | 'nuc' | undefined | null;

const isOptions = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * norm's arguments in NumPy's spellings: `(x, { ord, axis, keepdims })` (all keywords),
 * `(x, ord, { axis, keepdims })` and `(x, ord, axis, keepdims)` (positional); the options object,
 * where given, comes last.
 */
function normArguments(second: unknown, third: unknown, fourth: unknown): Record<string, unknown> {
  if (isOptions(second)) {
    if (third !== undefined || fourth !== undefined)
      throw new TypeError(
        `linalg.norm: the options object comes last; got ${show(third ?? fourth)} after ${show(second)}.`,
      );
    return checkOptions('linalg.norm', second, ['ord', 'axis', 'keepdims']);
  }
  if (isOptions(third)) {
    if (fourth !== undefined)
      throw new TypeError(`linalg.norm: the options object comes last; got ${show(fourth)} after ${show(third)}.`);
    return { ord: second, ...checkOptions('linalg.norm', third, ['axis', 'keepdims']) };
  }
  return { ord: second, axis: third, keepdims: fourth };
}

function normUntyped(x: unknown, second?: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  const input = checkArray('linalg.norm', x) as AnyNDArray;
  const { ord, axis, keepdims } = normArguments(second, third, fourth);
  if (keepdims !== undefined && typeof keepdims !== 'boolean')
    throw new TypeError(`linalg.norm: keepdims must be a boolean, got ${show(keepdims)}.`);
  const order = ord as Ord;
  if (!(order === undefined || order === null || order === 'fro' || order === 'nuc' || typeof order === 'number')) {
    throw new TypeError(`linalg.norm: ord must be a number, 'fro' or 'nuc', got ${show(ord)}.`);
  }
  const shape = input.shape as readonly number[];
  const ndim = shape.length;
  let axes: number[];
  if (axis === undefined || axis === null) {
    if (order === undefined || order === null)
      axes = shape.map((_, index) => index); // the 2-norm of the flattened array
    else if (ndim === 1 || ndim === 2) axes = shape.map((_, index) => index);
    else throw new RangeError(`linalg.norm: ord ${show(ord)} needs a vector or a matrix, got ${ndim} axes; give axis.`);
  } else axes = (Array.isArray(axis) ? axis : [axis]).map((each) => checkAxis('linalg.norm', each, ndim));
  if (axes.length > 2 || (axes.length === 2 && axes[0] === axes[1]))
    throw new RangeError(`linalg.norm: axis must be one axis or a pair of distinct axes, got ${show(axis)}.`);
  const flattened = (axis === undefined || axis === null) && (order === undefined || order === null);
  const matrix = axes.length === 2 && !flattened;
  let kind: number | 'fro';
  if (matrix) {
    if (order === undefined || order === null || order === 'fro') kind = 'fro';
    else if (order === 1 || order === -1 || order === Infinity || order === -Infinity) kind = order;
    else
      throw new TypeError(
        `linalg.norm: matrix norm ord ${show(ord)} is not supported (it needs singular values); use 'fro', 1, -1, Infinity or -Infinity.`,
      );
  } else {
    if (order === 'fro' || order === 'nuc')
      throw new TypeError(`linalg.norm: ord '${order}' is a matrix norm; a vector norm takes a number.`);
    kind = order ?? 2;
  }
  const plan = normPlan(input.dtype as DType);
  const kept = shape.map((_, index) => index).filter((index) => !axes.includes(index));
  const outShape =
    keepdims === true
      ? shape.map((size, index) => (axes.includes(index) ? 1 : size))
      : kept.map((index) => shape[index]!);
  // The elements as float64 (complex128), integers through the result dtype first; contiguous.
  const rounded = plan.roundFirst ? castArray(input, plan.result, false, 'linalg.norm') : input;
  let values: AnyNDArray;
  try {
    values = castArray(rounded, plan.read, false, 'linalg.norm');
  } finally {
    if (rounded !== input) rounded.dispose();
  }
  const strides = rowMajorStrides(shape);
  const keptShape = kept.map((index) => shape[index]!);
  const count = keptShape.reduce((product, size) => product * size, 1);
  // Written as float64 and rounded once to the result dtype.
  let wide: AnyNDArray;
  try {
    wide = allocArray('float64', outShape, false, 'linalg.norm');
    runNorms(
      {
        values: values[storage].pointer,
        complex: plan.read === 'complex128',
        size: input.size,
        keptShape,
        keptStrides: kept.map((index) => strides[index]!),
        reducedShape: axes.map((index) => shape[index]!),
        reducedStrides: axes.map((index) => strides[index]!),
        matrix,
        ord: kind,
        out: wide[storage].pointer,
      },
      0,
      count,
    );
  } finally {
    values.dispose();
  }
  if (plan.result === 'float64') return wide;
  try {
    return castArray(wide, plan.result, false, 'linalg.norm');
  } finally {
    wide.dispose();
  }
}

/** The namespace for each x64 setting, built once. */
const bound = new Map<boolean, object>();

function build(x64: boolean): object {
  return Object.freeze({
    /**
     * The norm of a vector (`ord` 2 by default, 1, Infinity, -Infinity, 0 or any p) or of a matrix
     * (`'fro'` by default, 1, -1, Infinity, -Infinity; `'nuc'` and ±2 need singular values and are
     * refused), over `axis` (one axis: vectors; a pair: matrices; none: the whole array, as NumPy).
     * The dtype is real and inexact (var's rule).
     * @example linalg.norm(array([3, 4])).item() //=> 5
     */
    norm: normUntyped as never,
    ...luFunctions,
    ...(orthogonalAt(x64) as object),
    ...(eigFunctions as object),
  });
}

/**
 * The `linalg` namespace under a policy: its x64 setting decides a rank's dtype (matrixRank's and
 * lstsq's, the default int); everything else is the same under every setting.
 */
export function createLinalg<Spec extends PolicySpec = 'jax'>(spec?: Spec): LinalgFunctions<Spec> {
  const x64 = resolvePolicy(spec as PolicySpec | undefined, 'withPolicy').x64;
  let functions = bound.get(x64);
  if (functions === undefined) bound.set(x64, (functions = build(x64)));
  return functions as unknown as LinalgFunctions<Spec>;
}

/**
 * NumPy's `linalg` namespace (jax.numpy.linalg's dtypes): norm, solve, inv, det, slogdet,
 * cholesky, qr, eigh, eigvalsh, svd, svdvals, pinv, matrixRank, cond, lstsq, eig, eigvals,
 * matrixPower, multiDot, tensorsolve, tensorinv.
 * @example linalg.norm(array([3, 4], 'float32')).item() //=> 5
 * @example linalg.norm(array([[1, 2], [3, 4]], 'float64'), 'fro').item() //=> 5.477225575051661
 */
export const linalg: LinalgFunctions<'jax'> = createLinalg();
