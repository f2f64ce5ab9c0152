// A reduction's arguments as users give them: NumPy's positional axis or an options object, each
// option checked (its registry row's names), the axes normalised. Errors name the reduction.
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { axisRepeatedText, axisTwiceText, reductionMixedText, show } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { checkAxis } from '../../shape/axes.js';
import { NDArray, checkDType } from '../../array/ndarray.js';
import { reductionInfo, type ReductionName } from '../../plan/reductions.js';

/** Options a reduction takes (each reduction the names of its registry row's `options`). */
export interface ReductionOptions {
  axis?: number | readonly number[];
  keepdims?: boolean;
  ddof?: number;
  dtype?: DType;
  where?: AnyNDArray;
  initial?: number | bigint | boolean;
  out?: AnyNDArray;
}

/**
 * A reduction's options from NumPy's positional axis, `sum(x, 1)` or `sum(x, [0, 1], { keepdims })`
 * (null: every axis, NumPy's None), or from one options object `sum(x, { axis: 1, keepdims })`.
 * Only where the axis is read from differs; readOptions checks the merged options as before.
 */
export function positionalAxis(name: ReductionName, axisOrOptions: unknown, rest: unknown): unknown {
  const positional = typeof axisOrOptions === 'number' || Array.isArray(axisOrOptions) || axisOrOptions === null;
  if (!positional) {
    if (rest !== undefined) throw new TypeError(reductionMixedText(name));
    return axisOrOptions;
  }
  if (rest === undefined) return axisOrOptions === null ? undefined : { axis: axisOrOptions };
  if (typeof rest !== 'object' || rest === null || Array.isArray(rest)) return rest; // readOptions reports it
  if ('axis' in rest) throw new TypeError(axisTwiceText(name));
  return axisOrOptions === null ? rest : { ...rest, axis: axisOrOptions };
}

export function readOptions(name: ReductionName, options: unknown): ReductionOptions {
  if (options === undefined) return {};
  const { axis, keepdims, ddof, dtype, where, initial, out } = checkOptions(name, options, reductionInfo[name].options);
  if (keepdims !== undefined && typeof keepdims !== 'boolean')
    throw new TypeError(`${name}: keepdims must be true or false, got ${show(keepdims)}.`);
  if (ddof !== undefined && (typeof ddof !== 'number' || !Number.isFinite(ddof)))
    throw new TypeError(`${name}: ddof must be a finite number, got ${show(ddof)}.`);
  if (out !== undefined && !(out instanceof NDArray))
    throw new TypeError(`${name}: out must be an NDArray, got ${show(out)}.`);
  if (where !== undefined && (!(where instanceof NDArray) || where.dtype !== 'bool')) {
    throw new TypeError(
      `${name}: where must be a bool array (a mask broadcast to the input), got ${show(where)}; compare first (e.g. greater(x, 0)) or cast with astype('bool').`,
    );
  }
  if (
    initial !== undefined &&
    typeof initial !== 'number' &&
    typeof initial !== 'bigint' &&
    typeof initial !== 'boolean'
  ) {
    throw new TypeError(`${name}: initial must be a number, bigint or boolean, got ${show(initial)}.`);
  }
  return {
    axis: axis as ReductionOptions['axis'],
    keepdims: keepdims as boolean | undefined,
    ddof: ddof as number | undefined,
    dtype: dtype === undefined ? undefined : checkDType(dtype, name),
    where: where as AnyNDArray | undefined,
    initial: initial as ReductionOptions['initial'],
    out: out as AnyNDArray | undefined,
  };
}

/**
 * The axes a reduction runs over, normalised (negative counted from the end), sorted and checked:
 * integers in [-ndim, ndim), none repeated; one axis at most for 'one'-axis reductions.
 * `undefined` means every axis.
 */
export function reductionAxes(name: ReductionName, shape: readonly number[], axis: unknown): number[] {
  const ndim = shape.length;
  if (axis === undefined || axis === null) return shape.map((_, index) => index);
  const many = reductionInfo[name].axes === 'many';
  if (Array.isArray(axis) && !many) {
    throw new TypeError(`${name}: axis is one axis (or undefined, for the flattened array), got ${show(axis)}.`);
  }
  const list: readonly unknown[] = Array.isArray(axis) ? axis : [axis];
  // The list's words (not one entry's) where an entry is not an integer, as the compile errors say.
  if (list.some((entry) => typeof entry !== 'number' || !Number.isInteger(entry))) {
    throw new TypeError(`${name}: axis must be an integer${many ? ' or a list of integers' : ''}, got ${show(axis)}.`);
  }
  const seen = new Set<number>();
  for (const entry of list) {
    const normal = checkAxis(name, entry, ndim);
    if (seen.has(normal)) throw new RangeError(axisRepeatedText(name, normal, show(axis)));
    seen.add(normal);
  }
  return [...seen].sort((first, second) => first - second);
}

/** The shape left after reducing `axes` (kept as 1s with keepdims). */
export function reducedShape(shape: readonly number[], axes: readonly number[], keepdims: boolean): number[] {
  const result: number[] = [];
  for (let axis = 0; axis < shape.length; axis += 1) {
    if (!axes.includes(axis)) result.push(shape[axis]!);
    else if (keepdims) result.push(1);
  }
  return result;
}

/** var and std take a `dtype` of the float or complex kind, a complex one for complex input (JAX). */
export function checkVarianceDType(name: string, input: DType, chosen: DType): void {
  const kind = dtypeInfo[chosen].kind;
  if (kind !== 'float' && kind !== 'complex') {
    throw new TypeError(`${name}: dtype must be a float or complex dtype, got '${chosen}'.`);
  }
  if (dtypeInfo[input].kind === 'complex' && kind !== 'complex') {
    throw new TypeError(
      `${name}: dtype '${chosen}' is real, but the input is ${input}; JAX takes only a complex dtype for complex input (take abs() first).`,
    );
  }
}
