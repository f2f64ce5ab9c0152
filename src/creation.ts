// Making arrays: from JavaScript values (array), filled (zeros, ones, full) and ranges (arange).
import type {
  AnyNDArray,
  ArangeDType,
  ArangeLength,
  CheckDType,
  DefaultDType,
  NestedValues,
  ValuesShape,
} from '../types/array.js';
import type { DType } from '../types/dtype.js';
import type { ArrayJSON } from '../types/json.js';
import type { DTypeFromArgument } from '../types/creation.js';
import type { Shape, WritableShape } from '../types/shape.js';
import { castElements } from './casts.js';
import { byteLength, dtypeCode, dtypeInfo, integerRange, isNarrow, itemSize, typedArrayDTypes } from './dtypes.js';
import { shapeText, show } from './messages.js';
import { NDArray, allocArray, castArray, checkDType, checkShape, copyBytes, maxAxes, storage } from './ndarray.js';
import { decodeJSON, isArrayJSON } from './json.js';
import { chunkElements, isComplexScalar, readElements, writeValues } from './values.js';
import { allocBytes, elementView, freeBytes } from './wasm/instance.js';

/**
 * An array from nested JavaScript values, a typed array, or the `{ dtype, shape, data }` object
 * `toJSON()` writes (read back exactly: `array(JSON.parse(JSON.stringify(x)))` equals x). Without a dtype: a typed array's own
 * dtype, else (as JAX with x64) bool, int64, float64 or complex128 by the values' kinds.
 * Integer dtypes must represent every value exactly (RangeError naming the index otherwise).
 * @example array([[1, 2], [3, 4]], 'int8') // NDArray<'int8', [2, 2]>
 */
export const array: {
  <const Values extends NestedValues>(values: Values): NDArray<DefaultDType<Values> & DType, ValuesShape<Values>>;
  <const Values extends NestedValues, D extends DType>(values: Values, dtype: D): NDArray<D, ValuesShape<Values>>;
  // What toJSON() wrote: its dtype and shape (or the dtype given).
  <const Json extends ArrayJSON>(json: Json): NDArray<Json['dtype'], WritableShape<Json['shape']>>;
  <const Json extends ArrayJSON, D extends DType>(json: Json, dtype: D): NDArray<D, WritableShape<Json['shape']>>;
  // A name that is not a dtype: a compile error in the words of the runtime's error. Last, since
  // the checker reports a failed call against the last overload.
  <const Values extends NestedValues, const D extends string>(
    values: Values,
    dtype: D & NoInfer<CheckDType<D>>,
  ): NDArray<never, ValuesShape<Values>>;
} = arrayFrom as never;

function arrayFrom(values: NestedValues, dtype?: DType): AnyNDArray {
  if (isArrayJSON(values)) return arrayFromJSON(values, dtype);
  const { shape, flat } = flatten(values);
  const resolved = dtype === undefined ? defaultDType(values, flat) : checkDType(dtype, 'array');
  const result = allocArray(resolved, shape, false, 'array');
  try {
    writeValues(
      flat,
      resolved,
      result[storage].pointer,
      (index) => `array(): the value at index ${shapeText(indexPath(index, shape))}`,
    );
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/**
 * An array from what toJSON() wrote (`{ dtype, shape, data }`): the same dtype, shape and bits. A
 * `dtype` argument converts the values as array(values, dtype) does. A float that overflows a
 * narrower dtype is a RangeError here, where array() of plain numbers rounds it to ±Infinity.
 */
function arrayFromJSON(json: { dtype: unknown; shape: unknown; data: unknown }, dtype?: DType): AnyNDArray {
  const decoded = decodeJSON(json, (value) => checkDType(value, "array(): the JSON object's dtype"));
  const resolved = dtype === undefined ? decoded.dtype : checkDType(dtype, 'array');
  const { shape, flat } = decoded;
  const result = allocArray(resolved, shape, false, 'array');
  const describe = (index: number) => `array(): the JSON data's value at index ${shapeText(indexPath(index, shape))}`;
  try {
    writeValues(flat, resolved, result[storage].pointer, describe);
    const { kind } = dtypeInfo[resolved];
    if ((kind === 'float' || kind === 'complex') && resolved !== 'float64' && resolved !== 'complex128') {
      const written = readElements(result);
      const finite = (value: unknown) =>
        isComplexScalar(value)
          ? Number.isFinite(value.re) && Number.isFinite(value.im)
          : Number.isFinite(Number(value));
      flat.forEach((value, index) => {
        if (finite(value) && !finite(written[index])) {
          throw new RangeError(
            `${describe(index)} is ${show(value)}, out of range for ${resolved} (it would be ${show(written[index])}); use astype() to cast on purpose.`,
          );
        }
      });
    }
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

function indexPath(flatIndex: number, shape: readonly number[]): number[] {
  const path = new Array<number>(shape.length);
  let rest = flatIndex;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    path[axis] = rest % shape[axis]!;
    rest = Math.floor(rest / shape[axis]!);
  }
  return path;
}

function typedArrayDType(values: unknown): DType | undefined {
  if (!ArrayBuffer.isView(values) || values instanceof DataView) return undefined;
  const name = Object.prototype.toString.call(values).slice(8, -1);
  return (typedArrayDTypes as Record<string, DType>)[name];
}

function defaultDType(values: unknown, flat: ArrayLike<unknown>): DType {
  const fromTypedArray = typedArrayDType(values);
  if (fromTypedArray) return fromTypedArray;
  let sawFloat = false;
  let sawNonBool = flat.length === 0;
  for (let index = 0; index < flat.length; index += 1) {
    const value = flat[index];
    if (isComplexScalar(value)) return 'complex128';
    if (typeof value !== 'boolean') sawNonBool = true;
    if (typeof value === 'number' && !Number.isInteger(value)) sawFloat = true;
  }
  if (!sawNonBool) return 'bool';
  return sawFloat ? 'float64' : flat.length === 0 ? 'float64' : 'int64';
}

/**
 * The shape and the row-major elements of nested values. Every row at one depth must have the
 * same length; holes (`[1, , 3]`, `new Array(3)`) are errors, as is nesting deeper than `maxAxes`
 * (which also stops a list that contains itself).
 */
function flatten(values: unknown): { shape: number[]; flat: ArrayLike<unknown> } {
  if (typedArrayDType(values))
    return { shape: [(values as ArrayLike<unknown>).length], flat: values as ArrayLike<unknown> };
  if (!Array.isArray(values)) return { shape: [], flat: [values] };
  const shape: number[] = [];
  for (let level: unknown = values; Array.isArray(level); level = level[0]) {
    if (shape.length === maxAxes) {
      throw new RangeError(
        `array(): the values are nested more than ${maxAxes} lists deep; an array has at most ${maxAxes} axes.`,
      );
    }
    shape.push(level.length);
    if (level.length === 0) break;
  }
  const flat: unknown[] = [];
  const path: number[] = [];
  const where = (axis: number) => shapeText(path.slice(0, axis));
  const walk = (node: unknown, axis: number): void => {
    if (axis === shape.length) {
      if (Array.isArray(node)) {
        throw new RangeError(
          `array(): ragged nesting: the element at index ${where(axis)} is a list, but elements at this depth elsewhere are scalars (shape so far ${shapeText(shape)}).`,
        );
      }
      flat.push(node);
      return;
    }
    if (!Array.isArray(node) || node.length !== shape[axis]) {
      const found = Array.isArray(node) ? `has length ${node.length}` : `is the scalar ${show(node)}`;
      throw new RangeError(
        `array(): ragged nesting: the row at index ${where(axis)} ${found}, expected length ${shape[axis]} (shape ${shapeText(shape)}).`,
      );
    }
    for (let index = 0; index < node.length; index += 1) {
      path[axis] = index;
      if (!(index in node)) {
        throw new TypeError(
          `array(): the value at index ${where(axis + 1)} is missing (a hole in a sparse list, as in [1, , 3] or new Array(3)); give every element a value.`,
        );
      }
      walk(node[index], axis + 1);
    }
  };
  walk(values, 0);
  return { shape, flat };
}

/** An array of `shape` filled with zeros. */
export function zeros<const Dims extends Shape, D extends DType = 'float64'>(
  shape: Dims,
  dtype?: D,
): NDArray<D, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, const Options extends { readonly dtype?: DType }>(
  shape: Dims,
  options: Options,
): NDArray<DTypeFromArgument<Options>, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, const D extends string>(
  shape: Dims,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, Dims> {
  return filled('zeros', shape, 0, dtype) as NDArray<D, Dims>;
}

/** An array of `shape` filled with ones. */
export function ones<const Dims extends Shape, D extends DType = 'float64'>(
  shape: Dims,
  dtype?: D,
): NDArray<D, WritableShape<Dims>>;
export function ones<const Dims extends Shape, const Options extends { readonly dtype?: DType }>(
  shape: Dims,
  options: Options,
): NDArray<DTypeFromArgument<Options>, WritableShape<Dims>>;
export function ones<const Dims extends Shape, const D extends string>(
  shape: Dims,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, WritableShape<Dims>>;
export function ones<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, Dims> {
  return filled('ones', shape, 1, dtype) as NDArray<D, Dims>;
}

/** An array of `shape` filled with `value` (checked like array()'s values). */
export function full<const Dims extends Shape, D extends DType = 'float64'>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype?: D,
): NDArray<D, WritableShape<Dims>>;
export function full<const Dims extends Shape, const Options extends { readonly dtype?: DType }>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  options: Options,
): NDArray<DTypeFromArgument<Options>, WritableShape<Dims>>;
export function full<const Dims extends Shape, const D extends string>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, WritableShape<Dims>>;
export function full<const Dims extends Shape, D extends DType = 'float64'>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype?: D,
): NDArray<D, Dims> {
  return filled('full', shape, value, dtype) as NDArray<D, Dims>;
}

/**
 * zeros, ones and full (and empty, the *Like functions): errors name the function the user
 * called. `weak` makes a weakly typed array (zerosLike of a weak array).
 */
export function filled(
  where: string,
  shape: unknown,
  value: unknown,
  dtypeOrOptions: unknown,
  weak = false,
): AnyNDArray {
  const dims = checkShape(shape, where);
  const dtype = dtypeOption(where, dtypeOrOptions);
  const resolved = dtype === undefined ? 'float64' : checkDType(dtype, where);
  if (isNarrow(resolved)) return filledNarrow(where, dims, value, resolved, weak);
  const bytes = itemSize(resolved);
  // The value is checked before anything is made, so an empty array checks it too (as NumPy).
  const element = allocBytes(bytes);
  try {
    writeValues([value], resolved, element, () => `${where}(): the fill value`);
    const result = allocArray(resolved, dims, weak, where);
    const pointer = result[storage].pointer;
    if (result.size > 0) copyBytes(element, pointer, bytes);
    // Doubling copies: log2(size) memory moves instead of a per-element loop.
    for (let done = 1; done < result.size; done *= 2) {
      copyBytes(pointer, pointer + done * bytes, Math.min(done, result.size - done) * bytes);
    }
    return result;
  } finally {
    freeBytes(element);
  }
}

/** The dtype of a trailing `dtype` argument given as a name or as `{ dtype }`. */
function dtypeOption(where: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof NDArray) return value;
  for (const key of Object.keys(value)) {
    if (key !== 'dtype') throw new TypeError(`${where}: unknown option '${key}' (it takes dtype).`);
  }
  return (value as { dtype?: unknown }).dtype;
}

/**
 * A packed dtype cannot be filled by copying bytes: the value is checked as the narrow dtype, filled
 * in an exact wide dtype (float64 or int32) and cast once.
 */
function filledNarrow(where: string, dims: number[], value: unknown, dtype: DType, weak: boolean): AnyNDArray {
  const element = allocBytes(16);
  try {
    writeValues([value], dtype, element, () => `${where}(): the fill value`);
  } finally {
    freeBytes(element);
  }
  const wide = filled(where, dims, value, dtypeInfo[dtype].kind === 'float' ? 'float64' : 'int32');
  try {
    return castArray(wide, dtype, weak, where);
  } finally {
    wide.dispose();
  }
}

/**
 * Evenly spaced values in [start, stop): `arange(5)`, `arange(2, 10, 2)`, optionally with a dtype
 * (default: int64 when every argument is an integer, else float64).
 */
export function arange<const Stop extends number>(stop: Stop): NDArray<ArangeDType<Stop>, [ArangeLength<Stop>]>;
export function arange<const Stop extends number, D extends DType>(
  stop: Stop,
  dtype: D,
): NDArray<D, [ArangeLength<Stop>]>;
export function arange<const Start extends number, const Stop extends number, const Step extends number = 1>(
  start: Start,
  stop: Stop,
  step?: Step,
): NDArray<ArangeDType<Start | Stop | Step>, [number]>;
export function arange<D extends DType>(
  start: number,
  stop: number,
  step: number | undefined,
  dtype: D,
): NDArray<D, [number]>;
// A name that is not a dtype: a compile error in the words of the runtime's error.
export function arange<const D extends string>(
  stop: number,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, [number]>;
export function arange<const D extends string>(
  start: number,
  stop: number,
  step: number | undefined,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, [number]>;
export function arange(first: unknown, second?: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  const [start, stop, step, dtype] =
    typeof second === 'number' ? [first, second, third ?? 1, fourth] : [0, first, 1, second];
  for (const [name, value] of [
    ['start', start],
    ['stop', stop],
    ['step', step],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new TypeError(`arange: ${name} must be a finite number, got ${show(value)}.`);
  }
  const [from, to, by] = [start, stop, step] as number[];
  if (by === 0) throw new RangeError('arange: step must not be 0.');
  const resolved =
    dtype === undefined ? ([from, to, by].every(Number.isInteger) ? 'int64' : 'float64') : checkDType(dtype, 'arange');
  const length = Math.max(0, Math.ceil((to - from) / by));
  if (!Number.isSafeInteger(length)) {
    throw new RangeError(
      `arange: from ${from} to ${to} by ${by} is ${length} elements, more than WebAssembly memory can hold (4 GiB).`,
    );
  }
  if (integerRange(resolved) && length > 0) checkIntegerRange(from, by, length, resolved);
  const result = allocArray(resolved, [length], false, 'arange');
  try {
    writeRange(result[storage].pointer, from, by, length, resolved);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/**
 * For an integer dtype: every value must be an exact integer in range. The values run
 * monotonically from the first to the last, so checking those two (and that the step is an
 * integer) checks them all.
 */
function checkIntegerRange(start: number, step: number, length: number, dtype: DType): void {
  const last = start + (length - 1) * step;
  const describe = (index: number) => `arange(): the value at index [${index}]`;
  const scratch = allocBytes(16);
  try {
    writeValues([start], dtype, scratch, () => describe(0));
    if (length === 1) return;
    if (!Number.isInteger(step)) {
      throw new RangeError(
        `arange: the step ${step} is not an integer, so the values are not, and ${dtype} cannot represent them exactly; use a float dtype.`,
      );
    }
    writeValues([last], dtype, scratch, () => describe(length - 1));
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(last)) {
      throw new RangeError(
        `arange: the values from ${start} to ${last} go beyond ±2^53, where JavaScript numbers are not exact integers; make the array from bigints with array().`,
      );
    }
  } finally {
    freeBytes(scratch);
  }
}

/** Writes start + index·step straight into wasm memory a chunk at a time (no JS array of the whole). */
function writeRange(pointer: number, start: number, step: number, length: number, dtype: DType): void {
  const bytes = itemSize(dtype);
  if (dtype === 'float64') {
    for (let done = 0; done < length; done += chunkElements) {
      const count = Math.min(chunkElements, length - done);
      const view = elementView(dtypeCode('float64'), pointer + done * bytes, count);
      for (let offset = 0; offset < count; offset += 1) view[offset] = start + (done + offset) * step;
    }
    return;
  }
  const scratch = allocBytes(Math.min(chunkElements, Math.max(length, 1)) * 8);
  try {
    for (let done = 0; done < length; done += chunkElements) {
      const count = Math.min(chunkElements, length - done);
      const view = elementView(dtypeCode('float64'), scratch, count);
      for (let offset = 0; offset < count; offset += 1) view[offset] = start + (done + offset) * step;
      castElements('float64', dtype, scratch, pointer + byteLength(dtype, done), count);
    }
  } finally {
    freeBytes(scratch);
  }
}
