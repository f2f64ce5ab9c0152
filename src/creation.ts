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
import { byteLength, dtypeCode, integerRange, itemSize } from './dtypes.js';
import { show } from './messages.js';
import { NDArray, allocArray, checkDType, storage } from './ndarray.js';
import { arrayFrom, filled } from './from-values.js';
import { chunkElements, writeValues } from './values.js';
import { allocBytes, elementView, freeBytes } from './wasm/instance.js';
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

/** An array of `shape` filled with zeros. */
// A dtype chosen at run time (`d: DType`) keeps its name: inferred from an optional parameter it would be rebuilt as its 30 members.
export function zeros<const Dims extends Shape, D extends DType>(
  shape: Dims,
  dtype: D,
): NDArray<D, WritableShape<Dims>>;
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
// A dtype chosen at run time (`d: DType`) keeps its name: inferred from an optional parameter it would be rebuilt as its 30 members.
export function ones<const Dims extends Shape, D extends DType>(shape: Dims, dtype: D): NDArray<D, WritableShape<Dims>>;
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
// A dtype chosen at run time (`d: DType`) keeps its name: inferred from an optional parameter it would be rebuilt as its 30 members.
export function full<const Dims extends Shape, D extends DType>(
  shape: Dims,
  value: number | bigint | boolean | { re: number; im: number },
  dtype: D,
): NDArray<D, WritableShape<Dims>>;
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
