// Arrays from JavaScript values: array()'s conversion of nested lists, typed arrays and toJSON()'s
// objects, and the filling of zeros, ones and full. The public functions (src/ops/creation.ts) and the
// operations that make arrays from values (indexing, sorting, shaping, reductions) share these.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { dtypeInfo, isNarrow, itemSize, typedArrayDTypes } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { NDArray, allocArray, castArray, checkDType, copyBytes, storage } from './ndarray.js';
import { checkShape, maxAxes } from '../shape/check.js';
import { decodeJSON, isArrayJSON } from './json.js';
import { isComplexScalar, readElements, writeValues, type DefaultedInt } from '../memory/values.js';
import { readsAsStorage, storageElementCount, writeStorage, type StorageTypedArray } from '../memory/typed-storage.js';
import { allocateScratch } from '../memory/memory.js';
import { freeBytes } from '../kernels/heap.js';

/**
 * The dtypes a policy gives JavaScript values without a named dtype, bound once per policy
 * (src/ops/creation.ts creationDefaults): each kind's (complex as a function: a policy may refuse it,
 * Triton, and says so only where a complex value asks), and the words of the default int's
 * out-of-range error.
 */
export interface ValueDefaults {
  readonly int: DType;
  readonly float: DType;
  complex(where: string): DType;
  readonly intRange: DefaultedInt;
}

/**
 * array(): values, typed arrays and toJSON()'s objects. Without a dtype, a typed array's or the
 * JSON's own, else the values' kind as `defaults` gives it (the operations that make arrays from
 * values always name their dtype, and pass none).
 */
export function arrayFrom(values: unknown, dtype?: DType, defaults?: ValueDefaults): AnyNDArray {
  if (isArrayJSON(values)) return arrayFromJSON(values, dtype);
  if (ArrayBuffer.isView(values)) {
    const given = dtype === undefined ? typedArrayDType(values) : checkDType(dtype, 'array');
    if (given !== undefined && readsAsStorage(values, given)) return arrayFromStorage(values, given);
  }
  const { shape, flat } = flatten(values);
  const resolved = dtype === undefined ? defaultDType(values, flat, defaults) : checkDType(dtype, 'array');
  const result = allocArray(resolved, shape, false, 'array');
  try {
    writeValues(
      flat,
      resolved,
      result[storage].pointer,
      (index) => `array(): the value at index ${shapeText(indexPath(index, shape))}`,
      // The default int's words (a typed array of that dtype holds no value out of its range).
      dtype === undefined && resolved === defaults?.int ? defaults?.intRange : undefined,
    );
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/**
 * A 1-d array from a typed array of the dtype's storage class, read as toTypedArray() writes it
 * (bit patterns, interleaved complex parts, one narrow code per element; src/memory/typed-storage.ts).
 */
function arrayFromStorage(values: StorageTypedArray, dtype: DType): AnyNDArray {
  const count = storageElementCount(values, dtype);
  const result = allocArray(dtype, [count], false, 'array');
  try {
    writeStorage(values, dtype, result[storage].pointer, count);
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

/** The dtype of values without one: a typed array's own, else the highest kind's under `defaults` (float for none). */
function defaultDType(values: unknown, flat: ArrayLike<unknown>, defaults: ValueDefaults | undefined): DType {
  const fromTypedArray = typedArrayDType(values);
  if (fromTypedArray) return fromTypedArray;
  // Only array() passes no dtype, and it passes its policy's defaults.
  if (defaults === undefined) throw new TypeError('array: a dtype is needed (no default dtypes were given).');
  let sawFloat = false;
  let sawNonBool = flat.length === 0;
  for (let index = 0; index < flat.length; index += 1) {
    const value = flat[index];
    if (isComplexScalar(value)) return defaults.complex('array');
    if (typeof value !== 'boolean') sawNonBool = true;
    if (typeof value === 'number' && !Number.isInteger(value)) sawFloat = true;
  }
  if (!sawNonBool) return 'bool';
  return sawFloat || flat.length === 0 ? defaults.float : defaults.int;
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

/**
 * zeros, ones and full (and empty, the *Like functions): errors name the function the user
 * called. `weak` makes a weakly typed array (zerosLike of a weak array). `fallback` is the dtype
 * where none is given (the policy's default), `defaulted` the words of its out-of-range error
 * where it is the policy's default int (full's).
 */
export function filled(
  where: string,
  shape: unknown,
  value: unknown,
  dtypeOrOptions: unknown,
  weak = false,
  fallback?: DType,
  defaulted?: DefaultedInt,
): AnyNDArray {
  const dims = checkShape(shape, where);
  const dtype = dtypeOption(where, dtypeOrOptions);
  const resolved = checkDType(dtype === undefined ? fallback : dtype, where);
  if (isNarrow(resolved)) return filledNarrow(where, dims, value, resolved, weak);
  const bytes = itemSize(resolved);
  // The value is checked before anything is made, so an empty array checks it too (as NumPy).
  const element = allocateScratch(bytes, () => 'a scratch element', where);
  try {
    writeValues([value], resolved, element, () => `${where}(): the fill value`, defaulted);
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
export function dtypeOption(where: string, value: unknown): unknown {
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
  const element = allocateScratch(16, () => 'a scratch element', where);
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
