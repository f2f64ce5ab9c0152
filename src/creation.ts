// Making arrays: from JavaScript values (array), filled (zeros, ones, full) and ranges (arange).
import type {
  AnyNDArray,
  ArangeDType,
  ArangeLength,
  Checked,
  DefaultDType,
  NestedValues,
  ValuesShape,
} from '../types/array.js';
import type { DType } from '../types/dtype.js';
import type { ArrayJSON } from '../types/json.js';
import type {
  DTypeArgumentSlot,
  DTypeFromArgument,
  DTypeName,
  DTypeNameArgument,
  DTypeNameSlot,
} from '../types/creation.js';
import type { Shape, WritableShape } from '../types/shape.js';
import { castElements } from './casts.js';
import { byteLength, dtypeCode, integerRange, itemSize } from './dtypes.js';
import { show } from './messages.js';
import { NDArray, allocArray, checkDType, storage } from './ndarray.js';
import { arrayFrom, filled } from './from-values.js';
import { chunkElements, writeValues } from './values.js';
import { allocateScratch } from './memory.js';
import { elementView, freeBytes } from './wasm/instance.js';
import './methods.js'; // the arrays made here have their methods (src/methods.ts installs them as it loads)

/**
 * An array from nested JavaScript values, a typed array, or the `{ dtype, shape, data }` object
 * `toJSON()` writes (read back exactly: `array(JSON.parse(JSON.stringify(x)))` equals x). Without a dtype: a typed array's own
 * dtype, else (as JAX with x64) bool, int64, float64 or complex128 by the values' kinds.
 * Integer dtypes must represent every value exactly (RangeError naming the index otherwise).
 * @example array([[1, 2], [3, 4]], 'int8') // NDArray<'int8', [2, 2]>
 */
export const array: {
  <const Values extends NestedValues>(values: Values): NDArray<DefaultDType<Values> & DType, ValuesShape<Values>>;
  // What toJSON() wrote: its dtype and shape.
  <const Json extends ArrayJSON>(json: Json): NDArray<Json['dtype'], WritableShape<Json['shape']>>;
  // Values or JSON with a dtype. One signature, so that a name that is not a dtype is one error
  // in the words of the runtime's (DTypeNameSlot).
  <const Values extends NestedValues | ArrayJSON, const D extends DTypeName, Slot = DTypeNameSlot<D>>(
    values: Values,
    dtype: Checked<NoInfer<Slot>, D>,
  ): NDArray<D & DType, ValuesOrJSONShape<Values>>;
} = arrayFrom as never;

/** The shape `array()` gives: the nesting's, or the JSON's `shape`. */
type ValuesOrJSONShape<Values> = 0 extends 1 & Values
  ? number[]
  : Values extends ArrayJSON
    ? WritableShape<Values['shape']>
    : ValuesShape<Values>;

/** An array of `shape` filled with zeros. */
export function zeros<
  const Dims extends Shape,
  const Argument extends DTypeNameArgument = 'float64',
  Slot = DTypeArgumentSlot<Argument>,
>(shape: Dims, dtype?: Checked<NoInfer<Slot>, Argument>): NDArray<DTypeFromArgument<Argument>, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, Dims> {
  return filled('zeros', shape, 0, dtype) as NDArray<D, Dims>;
}

/** An array of `shape` filled with ones. */
export function ones<
  const Dims extends Shape,
  const Argument extends DTypeNameArgument = 'float64',
  Slot = DTypeArgumentSlot<Argument>,
>(shape: Dims, dtype?: Checked<NoInfer<Slot>, Argument>): NDArray<DTypeFromArgument<Argument>, WritableShape<Dims>>;
export function ones<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, Dims> {
  return filled('ones', shape, 1, dtype) as NDArray<D, Dims>;
}

/** An array of `shape` filled with `value` (checked like array()'s values). */
export function full<
  const Dims extends Shape,
  const Argument extends DTypeNameArgument = 'float64',
  Slot = DTypeArgumentSlot<Argument>,
>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype?: Checked<NoInfer<Slot>, Argument>,
): NDArray<DTypeFromArgument<Argument>, WritableShape<Dims>>;
export function full<const Dims extends Shape, D extends DType = 'float64'>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype?: D,
): NDArray<D, Dims> {
  return filled('full', shape, value, dtype) as NDArray<D, Dims>;
}

/**
 * Evenly spaced values in [start, stop): `arange(5)`, `arange(2, 10, 2)`, optionally with a dtype
 * (default: int64 when every argument is an integer, else float64).
 */
export function arange<const Stop extends number>(stop: Stop): NDArray<ArangeDType<Stop>, [ArangeLength<Stop>]>;
// Two or three numbers, or a stop and a dtype, are one signature: with two overloads that take two
// arguments, TypeScript 5 reports a name that is no dtype against both (the error doubled in length).
export function arange<
  const First extends number,
  const Second extends number | DTypeName,
  const Step extends number = 1,
  Slot = [Second] extends [number] ? {} : DTypeNameSlot<Second>,
>(
  startOrStop: First,
  stopOrDType: Checked<NoInfer<Slot>, Second>,
  step?: [Second] extends [number] ? Step : never,
): [Second] extends [number]
  ? NDArray<ArangeDType<First | Second | Step>, [number]>
  : NDArray<Second & DType, [ArangeLength<First>]>;
// With a dtype: a name that is not one is an error in the words of the runtime's (DTypeNameSlot).
export function arange<const D extends DTypeName, Slot = DTypeNameSlot<D>>(
  start: number,
  stop: number,
  step: number | undefined,
  dtype: Checked<NoInfer<Slot>, D>,
): NDArray<D & DType, [number]>;
export function arange(first: unknown, second?: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  if (typeof second !== 'number' && second !== undefined && (third !== undefined || fourth !== undefined))
    throw new TypeError(
      `arange: a dtype (${show(second)}) as the second argument takes no step; use arange(start, stop, step, dtype).`,
    );
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
  const scratch = allocateScratch(16, () => 'a scratch element', 'arange');
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
  const scratch = allocateScratch(Math.min(chunkElements, Math.max(length, 1)) * 8, () => 'a scratch block', 'arange');
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
