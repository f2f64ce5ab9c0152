// The array-level steps a reduction is built of: temporaries disposed whatever happens, casts in
// and out, a reduction over axes into a new array (the executor runs it), division by a count or
// by counts, `initial` folded in, the result delivered into `out`.
import type { AnyNDArray } from '../../../types/index.js';
import { byteLength, dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { show } from '../../errors/messages.js';
import { isPackedView, scatterPacked } from '../../memory/packed.js';
import { writeScalar } from '../../memory/values.js';
import { allocArray, castArray, copyBytes, pointerOf, storage } from '../../array/ndarray.js';
import { filled } from '../../array/from-values.js';
import { namedFailure } from '../../array/public-function.js';
import { scalarSlot } from '../../kernels/heap.js';
import { rowsPlan, stepsPlan, type ReductionPlan, type RowsOp } from '../../plan/reductions.js';
import { divideElements, reduceAll, reductionLayout } from '../../execute/reductions.js';
import { jaxOperations } from '../operations.js';

/** Registers an array to dispose when the reduction is done. */
export type Temporary = <Made extends AnyNDArray>(array: Made) => Made;

/** Runs `body` with a list for temporaries, which are disposed afterwards whatever happens. */
export function withTemporaries<Result>(body: (temporary: Temporary) => Result): Result {
  const made: AnyNDArray[] = [];
  try {
    return body((array) => {
      made.push(array);
      return array;
    });
  } finally {
    for (const array of made) array.dispose();
  }
}

/** The input as `dtype` (itself when it already is; else a temporary cast). */
function asDType(input: AnyNDArray, dtype: DType, name: string, temporary: Temporary): AnyNDArray {
  return input.dtype === dtype ? input : temporary(castArray(input, dtype, false, name));
}

/**
 * The input ready for the plan's kernels: with a `dtype` option, first converted to it (in its
 * compute dtype: JAX's upcast), as JAX converts it, then to the accumulation dtype.
 */
export function prepared(input: AnyNDArray, plan: ReductionPlan, name: string, temporary: Temporary): AnyNDArray {
  const first = plan.chosenCompute === undefined ? input : asDType(input, plan.chosenCompute, name, temporary);
  return asDType(first, plan.compute, name, temporary);
}

/** `input` converted as `prepared` does, to `compute` (var's own compute dtype). */
export function preparedAs(input: AnyNDArray, compute: DType, name: string, temporary: Temporary): AnyNDArray {
  return asDType(input, compute, name, temporary);
}

/** A strongly typed copy (or cast) of `array` as `dtype`, or `array` itself if it already is one. */
export function finish(array: AnyNDArray, dtype: DType, name: string): AnyNDArray {
  if (array.dtype === dtype && !array.weakType) return array;
  try {
    return castArray(array, dtype, false, name);
  } finally {
    array.dispose();
  }
}

/** Writes `result` into `out` (checked beforehand) and frees it; without out, `result` itself. */
export function deliver(result: AnyNDArray, out: AnyNDArray | undefined): AnyNDArray {
  if (out === undefined) return result;
  try {
    // A packed view (int4 starting inside a byte, stepped …) is written element by element.
    if (isPackedView(out)) scatterPacked(result[storage].pointer, out);
    else copyBytes(result[storage].pointer, pointerOf(out), byteLength(result.dtype as DType, result.size)); // int4 …: whole bytes
    return out;
  } finally {
    result.dispose();
  }
}

/**
 * A reduction built on others (mean and var on sum's kernels and on subtract and multiply, an
 * initial through add) names its errors itself: one raised under another name, or under none
 * (a scratch block's allocation), is given the reduction's; its own ("sum: …", "sum(): …") stay.
 */
export function ownName(error: unknown, name: string): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message.startsWith(`${name}: `) || error.message.startsWith(`${name}(): `)) return error;
  return namedFailure(error, name);
}

/**
 * `source` (contiguous, of a kernel dtype) reduced by `op` over `axes` into a new array of `shape`
 * (the reduced shape, keepdims applied), for the public function `where`. Empty reductions are
 * the caller's.
 */
export function reduceAxes(
  op: RowsOp,
  source: AnyNDArray,
  axes: readonly number[],
  shape: readonly number[],
  where: string,
): AnyNDArray {
  const dtype = source.dtype as DType;
  const result = allocArray(dtype, shape, false, where);
  try {
    reduceAll(
      rowsPlan(op, dtype),
      reductionLayout(source.shape, axes),
      pointerOf(source),
      result[storage].pointer,
      where,
    );
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

const describeCount = () => 'the element count';

/**
 * `total / divisor` in total's dtype (a float or complex one), the divisor written once as a 0-d
 * array of that dtype: the same quotient as dividing by the weak scalar, without its slower path.
 */
export function divideBy(total: AnyNDArray, divisor: number, plan: ReductionPlan): AnyNDArray {
  const dtype = total.dtype as DType;
  const slot = scalarSlot();
  writeScalar(divisor, dtype, slot, describeCount);
  const quotient = allocArray(dtype, total.shape, false, 'mean');
  const steps = dtype === plan.compute ? plan.steps : stepsPlan(dtype);
  divideElements(steps, total[storage].pointer, slot, 0, quotient[storage].pointer, 0, total.size);
  return quotient;
}

/** Element-by-element `left / right` of two arrays of one shape: integers truncating, as lax.div. */
export function divideArrays(left: AnyNDArray, right: AnyNDArray, name: string): AnyNDArray {
  const dtype = left.dtype as DType;
  const kind = dtypeInfo[dtype].kind;
  if (kind === 'float' || kind === 'complex') return jaxOperations.divide(left, right as never) as AnyNDArray;
  const quotient = allocArray(dtype, left.shape, false, name);
  divideElements(stepsPlan(dtype), pointerOf(left), pointerOf(right), 1, quotient[storage].pointer, 0, quotient.size);
  return quotient;
}

/** The reduced values combined with `initial` (written in their dtype): JAX's op(result, initial). */
export function withInitial(
  name: string,
  op: RowsOp,
  reduced: AnyNDArray,
  initial: number | bigint | boolean,
): AnyNDArray {
  const start = filled(name, [], initial, reduced.dtype) as AnyNDArray;
  try {
    // One call per operation (a union of the generic operation signatures is costly to check).
    const right = start as never;
    if (op === 'sum') return jaxOperations.add(reduced, right) as AnyNDArray;
    if (op === 'prod') return jaxOperations.multiply(reduced, right) as AnyNDArray;
    if (op === 'max') return jaxOperations.maximum(reduced, right) as AnyNDArray;
    return jaxOperations.minimum(reduced, right) as AnyNDArray;
  } catch (error) {
    throw error instanceof Error && !error.message.startsWith(name)
      ? new TypeError(`${name}: initial ${show(initial)}: ${error.message}`)
      : error;
  } finally {
    start.dispose();
  }
}
