// mean, var and std: sums (the rows executor) combined by elementwise operations, each step
// rounded as op by op would round it; masked ones divide by the count the mask keeps (JAX's normalizer).
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, itemSize, type DType } from '../../lattice/dtypes.js';
import { allocArray, castArray, storage } from '../../array/ndarray.js';
import type { ReductionPlan } from '../../plan/reductions.js';
import { sumConverted, varianceFinish, varianceSquares } from '../../execute/reductions.js';
import { jaxOperations } from '../operations.js';
import { divideArrays, divideBy, finish, prepared, preparedAs, reduceAxes, type Temporary } from './arrays.js';
import { masked } from './masks.js';
import { reducedShape } from './options.js';

/** What mean and var need of a call: the axes, the reduced shape, the count and the broadcast mask. */
export interface CompositeCall {
  readonly name: 'mean' | 'var' | 'std';
  readonly input: AnyNDArray;
  readonly plan: ReductionPlan;
  readonly axes: readonly number[];
  readonly shape: readonly number[];
  readonly count: number;
  readonly mask: AnyNDArray | undefined;
  readonly out: AnyNDArray | undefined;
  readonly ddof: number;
}

export function meanOf(call: CompositeCall, temporary: Temporary): AnyNDArray {
  const { name, input, plan, axes, shape, count, mask } = call;
  // Every element of an integer array: its float32 cast's sum, read converting (no cast copy).
  if (plan.convertedSum !== undefined && mask === undefined && axes.length === input.shape.length && count > 0) {
    const total = temporary(allocArray('float32', shape, false, name));
    sumConverted(
      plan.convertedSum,
      itemSize(input.dtype as DType),
      input[storage].pointer,
      count,
      total[storage].pointer,
    );
    return finish(divideBy(total, count, plan), plan.result, name);
  }
  let values = prepared(input, plan, name, temporary);
  if (mask !== undefined) values = temporary(masked(values, mask, 0, name));
  const total = temporary(reduceAxes('sum', values, axes, shape, name));
  if (mask === undefined) return finish(divideBy(total, count, plan), plan.result, name);
  const counts = temporary(reduceAxes('sum', temporary(castArray(mask, plan.compute, false, name)), axes, shape, name));
  return finish(divideArrays(total, counts, name), plan.result, name);
}

export function varianceOf(call: CompositeCall, temporary: Temporary): AnyNDArray {
  const { name, input, plan, axes, shape, count, mask, out, ddof } = call;
  const { compute, result, chosen } = plan;
  const values = preparedAs(input, compute, name, temporary);
  if (
    mask === undefined &&
    axes.length === input.shape.length &&
    result === compute &&
    out === undefined &&
    values.size > 1 &&
    (compute === 'float32' || compute === 'float64')
  ) {
    const kernels = plan.wholeVariance!;
    varianceSquares(kernels, compute, values[storage].pointer, values.size, name);
    const whole = allocArray(compute, shape, false, name);
    varianceFinish(kernels, compute, name === 'std', count - ddof, whole[storage].pointer);
    return whole;
  }
  const { real } = plan;
  const kept = reducedShape(input.shape, axes, true);
  // Masked: the mean and the sum of squares over the elements the mask keeps, each output element
  // divided by its own count (JAX's normalizer).
  const counts = mask === undefined ? undefined : temporary(castArray(mask, real, false, name));
  const total = temporary(
    reduceAxes('sum', mask === undefined ? values : temporary(masked(values, mask, 0, name)), axes, kept, name),
  );
  const average = temporary(
    counts === undefined
      ? divideBy(total, count, plan)
      : divideArrays(total, temporary(reduceAxes('sum', counts, axes, kept, name)), name),
  );
  const centered = temporary(jaxOperations.subtract(values, average as never) as AnyNDArray);
  const magnitude =
    dtypeInfo[compute].kind === 'complex' ? temporary(jaxOperations.abs(centered) as AnyNDArray) : centered;
  let squares = temporary(jaxOperations.multiply(magnitude, magnitude as never) as AnyNDArray);
  if (mask !== undefined) squares = temporary(masked(squares, mask, 0, name));
  const sumOfSquares = temporary(reduceAxes('sum', squares, axes, shape, name));
  let variance: AnyNDArray;
  if (counts === undefined) {
    const divisor = count - ddof;
    // JAX gives NaN where the divisor is not positive.
    variance = divideBy(sumOfSquares, divisor > 0 ? divisor : Number.NaN, plan);
  } else {
    const divisors = temporary(
      jaxOperations.subtract(temporary(reduceAxes('sum', counts, axes, shape, name)), ddof as never) as AnyNDArray,
    );
    const positive = temporary(jaxOperations.greater(divisors, 0 as never) as AnyNDArray);
    variance = divideArrays(
      sumOfSquares,
      temporary(masked(divisors, temporary(castArray(positive, 'bool', false, name)), Number.NaN, name)),
      name,
    );
  }
  const widened = chosen !== undefined && dtypeInfo[chosen].kind === 'complex' ? temporary(variance) : undefined;
  if (widened !== undefined) variance = castArray(widened, chosen!, false, name);
  if (name === 'var') return finish(variance, result, name);
  try {
    return finish(jaxOperations.sqrt(variance) as AnyNDArray, result, name);
  } finally {
    variance.dispose();
  }
}
