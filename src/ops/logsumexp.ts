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
import { allocArray, storage } from '../array/ndarray.js';
import { checkAxis } from '../shape/axes.js';
import { broadcastShapes } from '../shape/broadcast.js';
import { runNnRowsAll, type NnRowsDType } from '../execute/nn.js';
import { moveaxis } from './views.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const reductions = jaxReductions as unknown as Record<string, Run>;
const selection = jaxSelection as unknown as Record<string, Run>;

function logsumexpUntyped(x: unknown, options?: unknown): AnyNDArray | [AnyNDArray, AnyNDArray] {
  const input = checkArray('logsumexp', x) as AnyNDArray;
  const positional = typeof options === 'number' || Array.isArray(options); // jax.scipy's logsumexp(a, axis)
  const { axis, keepdims, b, where, returnSign } = positional
    ? { axis: options, keepdims: undefined, b: undefined, where: undefined, returnSign: undefined }
    : checkOptions('logsumexp', options, ['axis', 'keepdims', 'b', 'where', 'returnSign']);
  const dtype = input.dtype as DType;
  if (dtypeInfo[dtype].kind === 'complex')
    throw new TypeError(`logsumexp: complex input (${dtype}) is not supported; take the real part first.`);
  if (returnSign !== undefined && typeof returnSign !== 'boolean')
    throw new TypeError(`logsumexp: returnSign must be true or false, got ${String(returnSign)}.`);
  const plain = (b === undefined || b === null) && (where === undefined || where === null);
  if (
    plain &&
    returnSign !== true &&
    input.size > 0 &&
    (axis === undefined || axis === null || typeof axis === 'number')
  )
    return rowsKernel(input, axis as number | undefined | null, keepdims === true);
  if (!plain || returnSign === true) return weighted(input, axis, keepdims === true, b, where, returnSign === true);
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

/**
 * logsumexp over one axis (or all) by the nn row kernel (asm/nn.ts): the axis moved last and made
 * contiguous in float32 (ints, bool, narrow floats), float64, or float16 and bfloat16 (their own
 * kernels: float32 lanes, each row's float32 result rounded once), one result per row.
 */
function rowsKernel(input: AnyNDArray, axis: number | undefined | null, keepdims: boolean): AnyNDArray {
  const dtype = input.dtype as DType;
  const result = reductionResultType('mean', dtype);
  const compute: NnRowsDType =
    result === 'float64' || result === 'float16' || result === 'bfloat16' ? result : 'float32';
  const all = axis === undefined || axis === null;
  const dims = input.shape as readonly number[];
  const ndim = input.ndim;
  const at = all ? ndim - 1 : checkAxis('logsumexp', axis, ndim);
  const temporaries: AnyNDArray[] = [];
  try {
    const moved = all || at === ndim - 1 ? input : (moveaxis(input, at, -1) as AnyNDArray);
    if (moved !== input) temporaries.push(moved);
    let values = moved;
    if (moved.dtype !== compute || moved[storage].strides !== undefined)
      temporaries.push((values = castArray(moved, compute, false, 'logsumexp')));
    const length = all ? input.size : (moved.shape[ndim - 1] as number);
    const rows = input.size / length;
    const shape = all
      ? keepdims
        ? dims.map(() => 1)
        : []
      : keepdims
        ? dims.map((size, index) => (index === at ? 1 : size))
        : dims.filter((_, index) => index !== at);
    const out = allocArray(compute, shape, false, 'logsumexp');
    runNnRowsAll({
      name: 'logsumexp',
      dtype: compute,
      input: values[storage].pointer,
      out: out[storage].pointer,
      rows,
      length,
    });
    if (compute === result) return out;
    temporaries.push(out);
    return castArray(out, result, false, 'logsumexp');
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

/**
 * JAX's logsumexp with `b` (weights: log Σ b·exp(x)), `where` (a mask; masked values are left out)
 * or `returnSign` ([log |Σ b·exp(x)|, its sign]; without it a negative sum gives NaN), composed of the
 * reductions and elementwise operations (the maximum taken out first).
 */
function weighted(
  input: AnyNDArray,
  axis: unknown,
  keepdims: boolean,
  b: unknown,
  where: unknown,
  returnSign: boolean,
): AnyNDArray | [AnyNDArray, AnyNDArray] {
  const temporaries: AnyNDArray[] = [];
  const keep = <Value extends AnyNDArray>(value: Value): Value => ((temporaries[temporaries.length] = value), value);
  try {
    let values = input;
    if (where !== undefined && where !== null) {
      const mask = checkArray('logsumexp', where, 'where') as AnyNDArray;
      if (mask.dtype !== 'bool') throw new TypeError(`logsumexp: where must be a bool array, got ${mask.dtype}.`);
      const joined = broadcastShapes(mask.shape, input.shape);
      if (joined.length !== input.ndim || joined.some((size, index) => size !== input.shape[index]))
        throw new RangeError(
          `logsumexp: where's shape [${mask.shape.join(', ')}] does not broadcast to the input's [${input.shape.join(', ')}].`,
        );
      values = keep(selection.where!(mask, input, -Infinity));
    }
    const dtype = input.dtype as DType;
    let result = reductionResultType('mean', dtype);
    let weights: AnyNDArray | undefined;
    if (b !== undefined && b !== null) {
      weights = typeof b === 'number' ? undefined : (checkArray('logsumexp', b, 'b') as AnyNDArray);
      const product = keep(operations.multiply!(keep(castArray(values, result, false, 'logsumexp')), b));
      result = reductionResultType('mean', product.dtype as DType);
    }
    void weights;
    const compute: DType = itemSize(result) < 4 ? 'float32' : result;
    const cast = keep(castArray(values, compute, false, 'logsumexp'));
    const reduceOptions = axis === undefined || axis === null ? { keepdims: true } : { axis, keepdims: true };
    const peak = keep(reductions.max!(cast, reduceOptions));
    const finite = keep(selection.isfinite!(peak));
    const shift = keep(selection.where!(finite, peak, 0));
    let exps = keep(operations.exp!(keep(operations.subtract!(cast, shift))));
    if (b !== undefined && b !== null) exps = keep(operations.multiply!(exps, b));
    const total = keep(reductions.sum!(exps, reduceOptions));
    const sign = keep(operations.sign!(total));
    const magnitude = keep(operations.abs!(total));
    let logs = keep(operations.add!(keep(operations.log!(magnitude)), shift));
    if (!returnSign) logs = keep(selection.where!(keep(operations.less!(total, 0)), NaN, logs));
    const shape = keepdims ? logs.shape : reducedShape(input.shape, axis);
    const finish = (value: AnyNDArray): AnyNDArray => {
      const cast = castArray(value, result, false, 'logsumexp');
      return shape === value.shape ? cast : reshapeOwned(cast, shape);
    };
    return returnSign ? [finish(logs), finish(sign)] : finish(logs);
  } finally {
    for (const temporary of temporaries) temporary.dispose();
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
 * computed stably: the maximum is taken out first, so large inputs do not overflow. JAX's `b` (weights),
 * `where` (a bool mask) and `returnSign` (`[log |Σ b·eˣ|, sign]`) are options too. Over one axis or
 * all, without them, it is the nn row kernel (asm/nn.ts; its accuracy is docs/accuracy.md's "nn"). The dtype is
 * mean's: integers of up to 32 bits and bool → float32, 64-bit integers → float64, floats keep
 * theirs (16-bit and narrow floats are computed in float32 and rounded once).
 * @example logsumexp(array([1000, 1000], 'float64')).item() //=> 1000.6931471805599
 */
export const logsumexp: LogsumexpFunction = publicFunction('logsumexp', logsumexpUntyped) as never;
