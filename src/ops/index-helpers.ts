// Index helpers and masked selection, as jax.numpy has them: indices, ix, unravelIndex,
// ravelMultiIndex, broadcastArrays (views), flatnonzero, extract, select and piecewise. No kernel of
// their own: arange-like index arrays, views, the elementwise operations, where, take and scatter
// do the work. Dtypes are JAX's: indices and flatnonzero give the policy's default int (int32, int64
// under x64); unravelIndex keeps its indices' dtype, ravelMultiIndex promotes its index arrays (as
// JAX's result_type(int, …)), select promotes its choices and default, piecewise and extract keep
// their array's. Nothing mutates its inputs; intermediates are freed on every path (scope).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { PolicySpec } from '../../types/policy.js';
import type {
  BroadcastArraysFunction,
  ExtractFunction,
  IndexHelperFunctions,
  IxFunction,
  PiecewiseFunction,
  RavelMultiIndexFunction,
  SelectFunction,
  UnravelIndexFunction,
} from '../../types/index-helpers.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { publicFunction } from '../array/public-function.js';
import { shapeText, show } from '../errors/messages.js';
import { castArray, checkDType } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { broadcastPair } from '../shape/broadcast.js';
import { scope } from '../memory/memory.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { indexDType } from '../plan/sorting.js';
import { indexArray } from '../execute/sorting.js';
import { array } from './creation.js';
import { broadcastTo, reshape } from './views.js';
import { stack } from './joining.js';
import { jaxOperations } from './operations.js';
import { jaxReductions } from './reductions/functions.js';
import { jaxSelection } from './selection.js';
import { createIndexResults } from './shaping.js';
import { take } from './indexing/take.js';
import { scatter } from './indexing/scatter.js';
import { checkCount, checkElements } from './matrix-parts.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const reductions = jaxReductions as unknown as Record<string, Run>;
const selection = jaxSelection as unknown as Record<string, Run>;
const jaxNonzero = createIndexResults(resolvePolicy(undefined)).nonzero as unknown as (x: unknown) => AnyNDArray[];

/** An NDArray as given, or a JavaScript value (a number, a list) made into one with array(). */
function arrayOf(where: string, value: unknown, what: string): AnyNDArray {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return checkArray(where, value, what) as AnyNDArray;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || Array.isArray(value))
    return array(value as never) as AnyNDArray;
  throw new TypeError(`${where}: ${what} must be an NDArray, a number or a list, got ${show(value)}.`);
}

/** A list of sizes (a shape), checked. */
function sizesOf(where: string, name: string, value: unknown): number[] {
  const list = typeof value === 'number' ? [value] : value;
  if (!Array.isArray(list))
    throw new TypeError(`${where}: ${name} must be a list of non-negative integers, got ${show(value)}.`);
  if (list.length > 64) throw new RangeError(`${where}: ${name} has ${list.length} entries, more than 64 axes.`);
  return list.map((each) => checkCount(where, name, each));
}

function isInteger(dtype: string): boolean {
  const kind = dtypeInfo[dtype as DType].kind;
  return kind === 'int' || kind === 'uint';
}

/** 0, 1, …, n - 1 as `dtype`. */
function rangeOf(n: number, dtype: DType, where: string): AnyNDArray {
  const values = Array.from({ length: n }, (_, index) => index);
  const made = indexArray(values, [n], dtype === 'int64' ? 'int64' : 'int32', where);
  if (dtype === 'int64' || dtype === 'int32') return made;
  try {
    return castArray(made, dtype, false, where);
  } finally {
    made.dispose();
  }
}

// ---- indices, flatnonzero (the default int) ------------------------------------------------------------

function indicesWith(policy: Policy) {
  return (dimensions: unknown, dtypeOrOptions?: unknown): AnyNDArray | AnyNDArray[] => {
    const sizes = sizesOf('indices', 'dimensions', dimensions);
    let dtypeGiven: unknown;
    let sparse: unknown = false;
    if (typeof dtypeOrOptions === 'object' && dtypeOrOptions !== null) {
      const given = checkOptions('indices', dtypeOrOptions, ['dtype', 'sparse']);
      dtypeGiven = given.dtype;
      sparse = given.sparse ?? false;
    } else dtypeGiven = dtypeOrOptions;
    if (typeof sparse !== 'boolean') throw new TypeError(`indices: sparse must be a boolean, got ${show(sparse)}.`);
    const dtype = dtypeGiven === undefined ? indexDType(policy, 'nonzero') : checkDType(dtypeGiven, 'indices');
    const total = sizes.reduce((product, size) => product * size, sizes.length);
    if (!sparse) checkElements('indices', total, [sizes.length, ...sizes]);
    return scope(() => {
      const axes = sizes.map((size, axis) =>
        reshape(rangeOf(size, dtype, 'indices') as never, sizes.map((_, each) => (each === axis ? size : 1)) as never),
      ) as unknown as AnyNDArray[];
      if (sparse) return axes;
      if (sizes.length === 0) return castArray(array([] as never) as AnyNDArray, dtype, false);
      return stack(axes.map((each) => broadcastTo(each as never, sizes as never)) as never) as unknown as AnyNDArray;
    });
  };
}

function flatnonzeroWith(policy: Policy) {
  const nonzero = createIndexResults(policy).nonzero as unknown as (x: unknown) => AnyNDArray[];
  return (a: unknown): AnyNDArray => {
    const input = checkArray('flatnonzero', a, 'a') as AnyNDArray;
    return scope(() => nonzero(reshape(input as never, [input.size] as never))[0]!);
  };
}

/** indices and flatnonzero under one policy (its default int). */
export function createIndexHelpers<Spec extends PolicySpec>(spec?: Spec): IndexHelperFunctions<Spec> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createIndexHelpers');
  return {
    indices: publicFunction('indices', indicesWith(policy)),
    flatnonzero: publicFunction('flatnonzero', flatnonzeroWith(policy)),
  } as never;
}

export const jaxIndexHelpers = createIndexHelpers('jax');

// ---- ix -----------------------------------------------------------------------------------------------

function ixUntyped(...sequences: unknown[]): AnyNDArray[] {
  const count = sequences.length;
  return scope(() =>
    sequences.map((each, axis) => {
      let input = arrayOf('ix', each, `sequence ${axis}`);
      if (input.ndim !== 1)
        throw new RangeError(
          `ix: each sequence must be 1-d, got shape ${shapeText(input.shape)} for sequence ${axis}.`,
        );
      if (input.dtype === 'bool') input = jaxNonzero(input)[0]!;
      const shape = Array.from({ length: count }, (_, place) => (place === axis ? input.size : 1));
      const view = reshape(input as never, shape as never) as unknown as AnyNDArray;
      return view;
    }),
  );
}

/**
 * Open-mesh index arrays from 1-d sequences (NumPy's `ix_`): the i-th of n results has shape
 * [1, …, len, …, 1] (its length on axis i), so together they broadcast to the grid; a bool
 * sequence gives the indices of its true elements. Views of the inputs (lists are made arrays).
 * @example ix(array([0, 2]), array([1, 2, 3])).map((each) => each.shape) //=> [[2, 1], [1, 3]]
 */
export const ix: IxFunction = publicFunction('ix', ixUntyped) as never;

// ---- unravelIndex, ravelMultiIndex ------------------------------------------------------------------

function orderOf(where: string, order: unknown): 'C' | 'F' {
  if (order === undefined || order === 'C' || order === 'F') return order ?? 'C';
  throw new TypeError(`${where}: order must be 'C' or 'F', got ${show(order)}.`);
}

/** The least and greatest of an integer array (as numbers), or undefined where it is empty. */
function extremes(input: AnyNDArray): [number, number] | undefined {
  if (input.size === 0) return undefined;
  const low = reductions.min!(input);
  const high = reductions.max!(input);
  return [Number(low.item()), Number(high.item())];
}

function unravelIndexUntyped(indices: unknown, shape: unknown, options?: unknown): AnyNDArray[] {
  const { order } = checkOptions('unravelIndex', options, ['order']);
  const sizes = sizesOf('unravelIndex', 'shape', shape);
  const major = orderOf('unravelIndex', order);
  return scope(() => {
    const input = arrayOf('unravelIndex', indices, 'indices');
    if (!isInteger(input.dtype))
      throw new TypeError(`unravelIndex: indices must be integers, got dtype ${input.dtype}.`);
    const total = sizes.reduce((product, size) => product * size, 1);
    const range = extremes(input);
    if (range !== undefined && (range[0] < 0 || range[1] >= total))
      throw new RangeError(
        `unravelIndex: index ${range[0] < 0 ? range[0] : range[1]} is out of bounds for an array of shape ${shapeText(sizes)} (size ${total}).`,
      );
    const results = new Array<AnyNDArray>(sizes.length);
    let rest = input;
    const axes = sizes.map((_, axis) => axis);
    if (major === 'C') axes.reverse();
    for (const axis of axes) {
      const size = Math.max(sizes[axis]!, 1);
      results[axis] = operations.remainder!(rest, size);
      rest = operations.floorDivide!(rest, size);
    }
    return results.map((each) =>
      each.dtype === input.dtype && each.weakType === input.weakType
        ? each
        : castArray(each, input.dtype as DType, input.weakType),
    );
  });
}

/**
 * The coordinates in an array of `shape` of flat (row-major, or `{ order: 'F' }`) indices: one
 * array per axis, each of the indices' shape and dtype (JAX's). An index out of bounds is an error
 * (NumPy's).
 * @example unravelIndex(array([1, 5]), [2, 3]).map((each) => each.toArray()) //=> [[0, 1], [1, 2]]
 * @example unravelIndex(7, [3, 4]).map((each) => each.item()) //=> [1, 3]
 */
export const unravelIndex: UnravelIndexFunction = publicFunction('unravelIndex', unravelIndexUntyped) as never;

function ravelMultiIndexUntyped(multiIndex: unknown, dims: unknown, options?: unknown): AnyNDArray {
  const { mode = 'raise', order } = checkOptions('ravelMultiIndex', options, ['mode', 'order']);
  const sizes = sizesOf('ravelMultiIndex', 'dims', dims);
  const major = orderOf('ravelMultiIndex', order);
  if (mode !== 'raise' && mode !== 'wrap' && mode !== 'clip')
    throw new TypeError(`ravelMultiIndex: mode must be 'raise', 'wrap' or 'clip', got ${show(mode)}.`);
  if (!Array.isArray(multiIndex))
    throw new TypeError(`ravelMultiIndex: multiIndex must be a list of index arrays, got ${show(multiIndex)}.`);
  if (multiIndex.length !== sizes.length)
    throw new RangeError(
      `ravelMultiIndex: multiIndex has ${multiIndex.length} index arrays but dims ${shapeText(sizes)} has ${sizes.length} axes.`,
    );
  if (sizes.length === 0) throw new RangeError('ravelMultiIndex: dims must have at least one axis.');
  return scope(() => {
    const inputs = multiIndex.map((each, axis) => arrayOf('ravelMultiIndex', each, `multiIndex[${axis}]`));
    inputs.forEach((each, axis) => {
      if (!isInteger(each.dtype))
        throw new TypeError(`ravelMultiIndex: multiIndex[${axis}] must be integers, got dtype ${each.dtype}.`);
    });
    let shape: readonly number[] = [];
    for (const each of inputs) shape = broadcastPair(shape, each.shape as readonly number[], 'ravelMultiIndex');
    const strides = new Array<number>(sizes.length);
    let stride = 1;
    const axes = sizes.map((_, axis) => axis);
    if (major === 'C') axes.reverse();
    for (const axis of axes) {
      strides[axis] = stride;
      stride *= sizes[axis]!;
    }
    const placed = inputs.map((each, axis) => {
      const size = sizes[axis]!;
      if (mode === 'raise') {
        const range = extremes(each);
        if (range !== undefined && (range[0] < 0 || range[1] >= size))
          throw new RangeError(
            `ravelMultiIndex: multiIndex[${axis}] holds ${range[0] < 0 ? range[0] : range[1]}, out of bounds for axis ${axis} of size ${size} (mode 'raise').`,
          );
        return each;
      }
      if (size === 0) throw new RangeError(`ravelMultiIndex: axis ${axis} has size 0: no index fits (mode '${mode}').`);
      return mode === 'wrap' ? operations.remainder!(each, size) : selection.clip!(each, 0, size - 1);
    });
    let result = operations.multiply!(placed[0]!, strides[0]!);
    for (let axis = 1; axis < placed.length; axis += 1)
      result = operations.add!(result, operations.multiply!(placed[axis]!, strides[axis]!));
    const dtype = result.dtype as DType;
    const total = sizes.reduce((product, size) => product * size, 1);
    const bits = dtypeInfo[dtype].bits;
    const largest = dtypeInfo[dtype].kind === 'uint' ? 2 ** bits - 1 : 2 ** (bits - 1) - 1;
    if (total - 1 > largest)
      throw new RangeError(
        `ravelMultiIndex: dtype ${dtype} cannot hold the flat indices of dims ${shapeText(sizes)} (up to ${total - 1}); pass index arrays of a wider integer dtype.`,
      );
    return result.shape.length === shape.length ? result : (broadcastTo(result as never, shape as never) as never);
  });
}

/**
 * The flat (row-major, or `{ order: 'F' }`) indices of coordinates in an array of shape `dims`: one
 * integer array (or list) per axis, broadcast together. `mode`: 'raise' (default: out of bounds is
 * an error), 'wrap' or 'clip' (NumPy's). The dtype of the index arrays' promotion (JAX's).
 * @example ravelMultiIndex([array([0, 1]), array([1, 2])], [2, 3]).toArray() //=> [1, 5]
 * @example ravelMultiIndex([array([3]), array([4])], [2, 3], { mode: 'clip' }).toArray() //=> [5]
 */
export const ravelMultiIndex: RavelMultiIndexFunction = publicFunction(
  'ravelMultiIndex',
  ravelMultiIndexUntyped,
) as never;

// ---- broadcastArrays ----------------------------------------------------------------------------------

function broadcastArraysUntyped(...arrays: unknown[]): AnyNDArray[] {
  const inputs = Array.from(
    arrays,
    (each, index) => checkArray('broadcastArrays', each, `array ${index}`) as AnyNDArray,
  );
  let shape: readonly number[] = [];
  for (const each of inputs) shape = broadcastPair(shape, each.shape as readonly number[], 'broadcastArrays');
  const results: AnyNDArray[] = [];
  try {
    for (const each of inputs) results.push(broadcastTo(each as never, shape as never) as unknown as AnyNDArray);
    return results;
  } catch (error) {
    for (const each of results) each.dispose();
    throw error;
  }
}

/**
 * The arrays broadcast against each other (NumPy's rule), as views (repeated axes have stride 0):
 * a list of as many arrays, each of the common shape and its own dtype.
 * @example broadcastArrays(array([1, 2, 3]), array([[1], [2]])).map((each) => each.shape) //=> [[2, 3], [2, 3]]
 */
export const broadcastArrays: BroadcastArraysFunction = publicFunction(
  'broadcastArrays',
  broadcastArraysUntyped,
) as never;

// ---- extract, select, piecewise -------------------------------------------------------------------------

function extractUntyped(condition: unknown, arr: unknown): AnyNDArray {
  const values = checkArray('extract', arr, 'arr') as AnyNDArray;
  return scope(() => {
    const mask = arrayOf('extract', condition, 'condition');
    const positions = jaxNonzero(reshape(mask as never, [mask.size] as never))[0]!;
    return take(reshape(values as never, [values.size] as never) as never, positions as never) as unknown as AnyNDArray;
  });
}

/**
 * The elements of `arr` where `condition` is true (non-zero), both flattened: a 1-d array of
 * arr's dtype (NumPy's `extract`).
 * @example extract(array([[true, false], [false, true]]), array([[1, 2], [3, 4]])).toArray() //=> [1, 4]
 */
export const extract: ExtractFunction = publicFunction('extract', extractUntyped) as never;

function selectUntyped(condlist: unknown, choicelist: unknown, fallback?: unknown): AnyNDArray {
  if (!Array.isArray(condlist))
    throw new TypeError(`select: condlist must be a list of bool arrays, got ${show(condlist)}.`);
  if (!Array.isArray(choicelist))
    throw new TypeError(`select: choicelist must be a list of arrays, got ${show(choicelist)}.`);
  if (condlist.length !== choicelist.length)
    throw new RangeError(
      `select: condlist and choicelist must have the same length, got ${condlist.length} and ${choicelist.length}.`,
    );
  if (condlist.length === 0) throw new RangeError('select: condlist is empty: no condition to select with.');
  return scope(() => {
    const conditions = condlist.map((each, index) => {
      const made = arrayOf('select', each, `condlist[${index}]`);
      if (made.dtype !== 'bool')
        throw new TypeError(`select: condlist[${index}] must be a bool array, got dtype ${made.dtype}.`);
      return made;
    });
    const choices = choicelist.map((each, index) =>
      typeof each === 'number' || typeof each === 'boolean' ? each : arrayOf('select', each, `choicelist[${index}]`),
    );
    let result: unknown = fallback === undefined ? 0 : fallback;
    if (typeof result === 'object' && result !== null) result = arrayOf('select', result, 'default');
    else if (typeof result !== 'number' && typeof result !== 'boolean')
      throw new TypeError(`select: default must be an NDArray, a number or a boolean, got ${show(result)}.`);
    for (let index = conditions.length - 1; index >= 0; index -= 1)
      result = selection.where!(conditions[index]!, choices[index]!, result);
    return result as AnyNDArray;
  });
}

/**
 * Elements chosen from `choicelist` by the first true condition in `condlist` (bool arrays),
 * `default` (0) where none is: the arrays broadcast together, the dtype their promotion with the
 * default (JAX's).
 * @example select([array([true, false, false]), array([true, true, false])], [array([1, 2, 3]), array([10, 20, 30])]).toArray() //=> [1, 20, 0]
 */
export const select: SelectFunction = publicFunction('select', selectUntyped) as never;

function piecewiseUntyped(x: unknown, condlist: unknown, funclist: unknown): AnyNDArray {
  const input = checkArray('piecewise', x, 'x') as AnyNDArray;
  const conditionList = Array.isArray(condlist) ? condlist : [condlist];
  if (!Array.isArray(funclist))
    throw new TypeError(`piecewise: funclist must be a list of functions or scalars, got ${show(funclist)}.`);
  const count = conditionList.length;
  if (funclist.length !== count && funclist.length !== count + 1)
    throw new RangeError(
      `piecewise: with ${count} condition${count === 1 ? '' : 's'}, either ${count} or ${count + 1} functions are expected, got ${funclist.length}.`,
    );
  funclist.forEach((each, index) => {
    if (typeof each !== 'function' && typeof each !== 'number' && typeof each !== 'boolean')
      throw new TypeError(`piecewise: funclist[${index}] must be a function or a scalar, got ${show(each)}.`);
  });
  const dtype = input.dtype as DType;
  return scope(() => {
    const shape = input.shape as readonly number[];
    const masks = conditionList.map((each, index) => {
      const made = arrayOf('piecewise', each, `condlist[${index}]`);
      const broadcast = broadcastTo(made as never, shape as never) as unknown as AnyNDArray;
      return made.dtype === 'bool' ? broadcast : (operations.notEqual!(broadcast, 0) as AnyNDArray);
    });
    if (funclist.length === count + 1) {
      let any = masks[0] ?? (castArray(array(false as never) as AnyNDArray, 'bool', false) as AnyNDArray);
      for (const each of masks.slice(1)) any = operations.logicalOr!(any, each);
      masks.push(broadcastTo(operations.logicalNot!(any) as never, shape as never) as unknown as AnyNDArray);
    }
    const flat = reshape(input as never, [input.size] as never) as unknown as AnyNDArray;
    let result = castArray(array(0 as never) as AnyNDArray, dtype, input.weakType);
    result = broadcastTo(result as never, [input.size] as never) as unknown as AnyNDArray;
    result = castArray(result, dtype, input.weakType);
    masks.forEach((mask, index) => {
      const positions = jaxNonzero(reshape(mask as never, [input.size] as never))[0]!;
      if (positions.size === 0) return;
      const piece = funclist[index] as unknown;
      let value: unknown = piece;
      if (typeof piece === 'function') {
        const part = take(flat as never, positions as never) as unknown as AnyNDArray;
        value = (piece as (part: AnyNDArray) => unknown)(part);
        if (typeof value === 'object' && value !== null) {
          const made = checkArray('piecewise', value, `the result of funclist[${index}]`) as AnyNDArray;
          if (made.size !== 1 && made.size !== positions.size)
            throw new RangeError(
              `piecewise: funclist[${index}] returned shape ${shapeText(made.shape)} for ${positions.size} elements; return one value or one per element.`,
            );
          value = castArray(reshape(made as never, [made.size] as never) as never, dtype, input.weakType);
          if ((value as AnyNDArray).size === 1) value = reshape(value as never, [] as never);
        } else if (typeof value !== 'number' && typeof value !== 'boolean')
          throw new TypeError(`piecewise: funclist[${index}] must return an NDArray or a number, got ${show(value)}.`);
      }
      result = scatter(result as never, positions as never, value as never) as unknown as AnyNDArray;
    });
    return reshape(result as never, shape as never) as unknown as AnyNDArray;
  });
}

/**
 * x evaluated piecewise: where `condlist[i]` is true, `funclist[i]` (a function called with the 1-d
 * array of those elements of x, returning an array of as many values or one, or a scalar); a last
 * extra function (or scalar) where no condition holds, else 0. A later condition wins over an
 * earlier one (NumPy's). x's dtype and shape (values cast to it, as JAX's).
 * @example piecewise(array([-2, -1, 0, 1, 2]), [less(array([-2, -1, 0, 1, 2]), 0)], [(x) => negative(x), (x) => multiply(x, 10)]).toArray() //=> [2, 1, 0, 10, 20]
 */
export const piecewise: PiecewiseFunction = publicFunction('piecewise', piecewiseUntyped) as never;
