// logsumexp: log(sum(exp(x))) over axes, computed stably (the maximum taken out first), in the
// dtype mean gives; built on the reductions, where and the elementwise operations under JAX's policy.
import type { AnyNDArray } from '../../types/index.js';
import type { LogsumexpFunction } from '../../types/sorting.js';
import { dtypeInfo, itemSize, type DType } from '../lattice/dtypes.js';
import { checkOptions } from '../errors/options.js';
import { publicFunction } from '../array/public-function.js';
import { checkArray } from '../array/operands.js';
import { castArray } from '../array/ndarray.js';
import { jaxOperations } from './operations.js';
import { jaxReductions } from './reductions/functions.js';
import { reductionResultType } from '../plan/reductions.js';
import { jaxSelection } from './selection.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const reductions = jaxReductions as unknown as Record<string, Run>;
const selection = jaxSelection as unknown as Record<string, Run>;

function logsumexpUntyped(x: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('logsumexp', x) as AnyNDArray;
  const positional = typeof options === 'number' || Array.isArray(options); // jax.scipy's logsumexp(a, axis)
  const { axis, keepdims } = positional ? { axis: options } : checkOptions('logsumexp', options, ['axis', 'keepdims']);
  const dtype = input.dtype as DType;
  if (dtypeInfo[dtype].kind === 'complex')
    throw new TypeError(`logsumexp: complex input (${dtype}) is not supported; take the real part first.`);
  const result = reductionResultType('mean', dtype);
  const compute: DType = itemSize(result) < 4 ? 'float32' : result;
  const temporaries: AnyNDArray[] = [];
  const keep = <Value extends AnyNDArray>(value: Value): Value => ((temporaries[temporaries.length] = value), value);
  try {
    const values = dtype === compute ? input : keep(castArray(input, compute, false, 'logsumexp'));
    const reduceOptions = axis === undefined ? { keepdims: true } : { axis, keepdims: true };
    if (values.size === 0) {
      const zero = keep(reductions.sum!(values, reduceOptions));
      const total = keep(operations.log!(zero));
      return finish(total);
    }
    const peak = keep(reductions.max!(values, reduceOptions));
    // An infinite (or NaN) maximum is not subtracted: exp(x - inf) would be NaN where x is inf.
    const finite = keep(selection.isfinite!(peak));
    const shift = keep(selection.where!(finite, peak, 0));
    const shifted = keep(operations.subtract!(values, shift));
    const exps = keep(operations.exp!(shifted));
    const total = keep(reductions.sum!(exps, reduceOptions));
    const logs = keep(operations.log!(total));
    return finish(keep(operations.add!(logs, shift)));
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }

  function finish(value: AnyNDArray): AnyNDArray {
    const shape = keepdims === true ? value.shape : reducedShape(input.shape, axis);
    const cast = castArray(value, result, false, 'logsumexp');
    return shape === value.shape ? cast : reshapeOwned(cast, shape);
  }
}

/** `value` in a new shape, as an array of its own; `value` and the view between are freed. */
function reshapeOwned(value: AnyNDArray, shape: readonly number[]): AnyNDArray {
  const view = value.reshape(shape as number[]) as AnyNDArray;
  try {
    return castArray(view, value.dtype as DType, value.weakType, 'logsumexp');
  } finally {
    view.dispose();
    value.dispose();
  }
}

function reducedShape(shape: readonly number[], axis: unknown): number[] {
  if (axis === undefined || axis === null) return [];
  const axes = (Array.isArray(axis) ? axis : [axis]).map((each: number) => (each < 0 ? each + shape.length : each));
  return shape.filter((_, index) => !axes.includes(index));
}

/**
 * log(sum(exp(x))) over axes (`{ axis, keepdims }`, as sum's, or the axis alone: `logsumexp(x, 1)`),
 * computed stably: the maximum is taken out first, so large inputs do not overflow. The dtype is
 * mean's: integers of up to 32 bits and bool → float32, 64-bit integers → float64, floats keep
 * theirs (16-bit and narrow floats are computed in float32 and rounded once).
 * @example logsumexp(array([1000, 1000], 'float64')).item() //=> 1000.6931471805599
 */
export const logsumexp: LogsumexpFunction = publicFunction('logsumexp', logsumexpUntyped) as never;
