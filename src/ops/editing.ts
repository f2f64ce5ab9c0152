// Editing along an axis: insert, delete, append and resize (NumPy's; JAX's dtypes: insert, delete
// and resize keep the array's dtype, values cast to it; append promotes as concatenate). Each
// builds an index map along the axis in JS (its length is the result's axis, not the data) and
// gathers once with take; intermediates are freed in a scope, on error paths too.
import type { AnyNDArray } from '../../types/index.js';
import type { AppendFunction, DeleteFunction, InsertFunction, ResizeFunction } from '../../types/editing.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { checkOptions } from '../errors/options.js';
import { checkAxis } from '../shape/axes.js';
import { checkShape } from '../shape/check.js';
import { checkFits, scope } from '../memory/memory.js';
import { publicFunction } from '../array/public-function.js';
import { NDArray, castArray } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { array, creationFunctions, zeros } from './creation.js';
import { concatenate, createJoining } from './joining.js';
import { resolvePolicy } from '../policy/policy.js';
import type { PolicySpec } from '../../types/policy.js';
import { take } from './indexing/take.js';
import { broadcastTo, moveaxis, ravel } from './views.js';

/** The axis argument: positional (a number or null) or `{ axis }`; null or absent: the array flattened. */
function axisArgument(name: string, given: unknown): number | null {
  const { axis = null } =
    typeof given === 'number' || given === null ? { axis: given } : checkOptions(name, given, ['axis']);
  return axis as number | null;
}

/** The array and axis an edit works on: the array itself, or flattened (axis null) as 1-d. */
function target(name: string, arr: unknown, axis: number | null): { input: AnyNDArray; axis: number } {
  const checked = checkArray(name, arr) as AnyNDArray;
  if (axis === null) return { input: ravel(checked) as AnyNDArray, axis: 0 };
  if (checked.ndim === 0) throw new RangeError(`${name}: a 0-d array has no axis ${show(axis)}; pass axis null.`);
  return { input: checked, axis: checkAxis(name, axis, checked.ndim) };
}

/** A slice 'start:stop:step' over `length`, as Python's slice.indices gives its positions. */
function slicePositions(name: string, text: string, length: number): number[] {
  const parts = text.split(':').map((part) => part.trim());
  const bound = (part: string | undefined, what: string): number | undefined => {
    if (part === undefined || part === '') return undefined;
    if (!/^[+-]?\d+$/.test(part))
      throw new TypeError(
        `${name}: the ${what} of slice ${show(text)} must be an integer or empty, got ${show(part)}.`,
      );
    return Number(part);
  };
  if (parts.length < 2 || parts.length > 3)
    throw new TypeError(`${name}: obj ${show(text)} is not a slice 'start:stop:step'.`);
  const step = bound(parts[2], 'step') ?? 1;
  if (step === 0) throw new RangeError(`${name}: the step of slice ${show(text)} cannot be 0.`);
  const clampEnd = (value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (value < 0) return Math.max(value + length, step < 0 ? -1 : 0);
    return Math.min(value, step < 0 ? length - 1 : length);
  };
  const start = clampEnd(bound(parts[0], 'start'), step < 0 ? length - 1 : 0);
  const stop = clampEnd(bound(parts[1], 'stop'), step < 0 ? -1 : length);
  const positions: number[] = [];
  for (let index = start; step > 0 ? index < stop : index > stop; index += step) positions.push(index);
  return positions;
}

/** obj as integers (and whether it was a scalar), or a bool mask; slices as their positions. */
function readObj(
  name: string,
  obj: unknown,
  length: number,
): { kind: 'scalar' | 'list'; values: number[] } | { kind: 'mask'; values: boolean[] } {
  if (typeof obj === 'number') {
    if (!Number.isSafeInteger(obj)) throw new TypeError(`${name}: obj must be an integer index, got ${show(obj)}.`);
    return { kind: 'scalar', values: [obj] };
  }
  if (typeof obj === 'string') return { kind: 'list', values: slicePositions(name, obj, length) };
  let flat: unknown[];
  let scalar = false;
  if (obj instanceof NDArray) {
    const checked = checkArray(name, obj, 'obj') as AnyNDArray;
    const kind = dtypeInfo[checked.dtype as DType].kind;
    if (kind !== 'int' && kind !== 'uint' && kind !== 'bool')
      throw new TypeError(`${name}: obj must hold integers (or bools), got dtype '${checked.dtype}'.`);
    if (checked.ndim > 1)
      throw new RangeError(`${name}: obj must be a scalar or 1-d, got shape ${shapeText(checked.shape)}.`);
    scalar = checked.ndim === 0;
    const values = checked.toArray() as unknown;
    flat = scalar ? [values] : (values as unknown[]);
  } else if (Array.isArray(obj)) flat = obj;
  else
    throw new TypeError(
      `${name}: obj must be an integer, a slice 'start:stop:step', a list of integers or an integer NDArray, got ${show(obj)}.`,
    );
  if (flat.length > 0 && flat.every((each) => typeof each === 'boolean')) {
    if (scalar || flat.length !== length)
      throw new RangeError(
        `${name}: a boolean obj must be 1-d with the axis' length ${length}, got ${flat.length} values.`,
      );
    return { kind: 'mask', values: flat as boolean[] };
  }
  const values = flat.map((each) => (typeof each === 'bigint' ? Number(each) : each));
  for (const each of values)
    if (typeof each !== 'number' || !Number.isSafeInteger(each))
      throw new TypeError(`${name}: obj must hold integers, got ${show(each)} in ${show(obj)}.`);
  return { kind: scalar ? 'scalar' : 'list', values: values as number[] };
}

function insertFunction(arr: unknown, obj: unknown, values: unknown, axisOrOptions?: unknown): AnyNDArray {
  const axisGiven = axisArgument('insert', axisOrOptions);
  return scope(() => {
    const { input, axis } = target('insert', arr, axisGiven);
    const length = input.shape[axis]!;
    const read = readObj('insert', obj, length);
    if (read.kind === 'mask') throw new TypeError('insert: obj must be integers (or a slice), got booleans.');
    const dtype = input.dtype as DType;
    let inserted: AnyNDArray =
      values instanceof NDArray
        ? (checkArray('insert', values, 'the values') as AnyNDArray)
        : (array(values as never) as unknown as AnyNDArray);
    if (inserted.dtype !== dtype) inserted = castArray(inserted, dtype, input.weakType, 'insert');
    if (inserted.ndim < input.ndim)
      inserted = inserted.reshape([...Array(input.ndim - inserted.ndim).fill(1), ...inserted.shape]) as AnyNDArray;
    let indices = read.values;
    if (read.kind === 'scalar') {
      inserted = moveaxis(inserted, 0, axis) as AnyNDArray;
      indices = Array(inserted.shape[axis]!).fill(indices[0]!);
    } else if (indices.length === 1) indices = Array(inserted.shape[axis]!).fill(indices[0]!);
    const count = indices.length;
    const slot = input.shape.map((size: number, each: number) => (each === axis ? count : size));
    let block: AnyNDArray;
    try {
      block = broadcastTo(inserted, slot) as AnyNDArray;
    } catch {
      throw new RangeError(
        `insert: values of shape ${shapeText(inserted.shape)} do not fit the ${count} inserted slot(s) of shape ${shapeText(slot)}.`,
      );
    }
    const places = indices.map((index) => {
      if (index < -length || index > length)
        throw new RangeError(`insert: index ${index} is out of bounds for axis ${axis} with size ${length}.`);
      return index < 0 ? index + length : index;
    });
    // NumPy's: the new entries' final positions are the indices (stably sorted) plus their rank.
    const order = places.map((_, each) => each).sort((i, j) => places[i]! - places[j]! || i - j);
    const total = length + count;
    const map = new Int32Array(total).fill(-1);
    order.forEach((each, rank) => {
      map[places[each]! + rank] = length + each;
    });
    let next = 0;
    for (let position = 0; position < total; position += 1) if (map[position] === -1) map[position] = next++;
    const joined = concatenate([input, block] as never, axis as never) as unknown as AnyNDArray;
    return take(joined as never, map as never, { axis } as never) as unknown as AnyNDArray;
  });
}

function deleteFunction(arr: unknown, obj: unknown, axisOrOptions?: unknown): AnyNDArray {
  const axisGiven = axisArgument('delete', axisOrOptions);
  return scope(() => {
    const { input, axis } = target('delete', arr, axisGiven);
    const length = input.shape[axis]!;
    const read = readObj('delete', obj, length);
    const removed = new Uint8Array(length);
    if (read.kind === 'mask') read.values.forEach((flag, index) => (removed[index] = flag ? 1 : 0));
    else
      for (const index of read.values) {
        if (index < -length || index >= length)
          throw new RangeError(`delete: index ${index} is out of bounds for axis ${axis} with size ${length}.`);
        removed[index < 0 ? index + length : index] = 1;
      }
    const kept: number[] = [];
    for (let index = 0; index < length; index += 1) if (removed[index] === 0) kept.push(index);
    return take(input as never, Int32Array.from(kept) as never, { axis } as never) as unknown as AnyNDArray;
  });
}

/** append under one policy: its promotion of the operands (concatenate's) and its array() of JavaScript values. */
function appendWith<Spec extends PolicySpec>(spec: Spec) {
  const { concatenate } = createJoining(resolvePolicy(spec, 'append'));
  const { array: fromValues } = creationFunctions(spec, 'append');
  return (arr: unknown, values: unknown, axisOrOptions?: unknown): AnyNDArray => {
    const axisGiven = axisArgument('append', axisOrOptions);
    return scope(() => {
      const first = checkArray('append', arr) as AnyNDArray;
      const second =
        values instanceof NDArray
          ? (checkArray('append', values, 'the values') as AnyNDArray)
          : ((fromValues as (value: unknown) => unknown)(values) as AnyNDArray);
      if (axisGiven === null) return concatenate([ravel(first), ravel(second)] as never) as unknown as AnyNDArray;
      return concatenate([first, second] as never, axisGiven as never) as unknown as AnyNDArray;
    });
  };
}

/** append under one policy (`withPolicy(spec)`): the promotion of both as concatenate's. */
export function createEditing<Spec extends PolicySpec>(spec: Spec): { readonly append: AppendFunction<Spec> } {
  return { append: publicFunction('append', appendWith(spec)) } as never;
}

function resizeFunction(a: unknown, newShape: unknown): AnyNDArray {
  const input = checkArray('resize', a) as AnyNDArray;
  const shape = checkShape(typeof newShape === 'number' ? [newShape] : newShape, 'resize');
  const dtype = input.dtype as DType;
  checkFits('resize', dtype, shape);
  const size = shape.reduce((product, each) => product * each, 1);
  if (input.size === 0 || size === 0) return zeros(shape as never, dtype as never) as unknown as AnyNDArray;
  return scope(() => {
    const map = new Int32Array(size);
    for (let index = 0; index < size; index += 1) map[index] = index % input.size;
    const flat = take(ravel(input) as never, map as never) as unknown as AnyNDArray;
    return flat.reshape(shape) as AnyNDArray;
  });
}

/**
 * A copy of `arr` with `values` inserted before `obj` along `axis` (NumPy's `insert(arr, obj,
 * values, axis)`; axis positional or `{ axis }`; none: arr flattened). obj: an index, a list or
 * integer array of indices (each before the original element there; negative from the end), or a
 * slice string 'start:stop:step'. Values are cast to arr's dtype (JAX's) and broadcast to the slots.
 * @example insert(array([1, 2, 3]), 1, 9).toArray() //=> [1, 9, 2, 3]
 * @example insert(array([[1, 2], [3, 4]]), 1, array([7, 8]), 1).toArray() //=> [[1, 7, 2], [3, 8, 4]]
 */
export const insert: InsertFunction = publicFunction('insert', insertFunction) as never;

/**
 * A copy of `arr` without the entries `obj` along `axis` (NumPy's `delete(arr, obj, axis)`; none:
 * arr flattened): an index, a list or integer array of indices (negative from the end), a slice
 * string 'start:stop:step', or a bool mask of the axis' length. Exported as `delete_` (and, for
 * namespace imports, as `delete`).
 * @example delete_(array([1, 2, 3, 4]), [0, 2]).toArray() //=> [2, 4]
 */
export const delete_: DeleteFunction = publicFunction('delete', deleteFunction) as never;

/**
 * `values` appended to `arr` along `axis` (none: both flattened), dtypes promoted as concatenate's.
 * @example append(array([1, 2]), array([3, 4])).toArray() //=> [1, 2, 3, 4]
 */
export const append: AppendFunction = createEditing('jax').append;

/**
 * NumPy's resize: `a`'s elements (flattened) repeated cyclically to fill `newShape` (an empty `a`
 * gives zeros), in a's dtype.
 * @example resize(array([1, 2, 3]), [2, 2]).toArray() //=> [[1, 2], [3, 1]]
 */
export const resize: ResizeFunction = publicFunction('resize', resizeFunction) as never;
