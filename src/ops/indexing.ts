// Indexing by arrays, and updates: take, takeAlongAxis, at() with a bool mask or integer index
// arrays (NumPy's advanced indexing: a copy), x.with(index, values) and scatter(x, index, values).
// Every path reduces to one plan: the elements addressed as outer[o] + bases[b] + inner[i] (byte
// offsets from the array's first element), which the take_*/put_* kernels (asm/take.ts) walk. The
// kernels move elements by size, so one kernel serves every dtype; the packed dtypes (int4 …) are
// indexed in their compute dtype and packed again (exact both ways).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { AtFunction, ScatterFunction, TakeAlongAxisFunction, TakeFunction } from '../../types/indexing.js';
import { computeDType, dtypeInfo, itemSize, type DType } from '../lattice/dtypes.js';
import { show, shapeText } from '../errors/messages.js';
import {
  NDArray,
  allocArray,
  castArray,
  dataPointer,
  isContiguous,
  pointerOf,
  storage,
  stridesOf,
  viewOf,
} from '../array/ndarray.js';
import { rowMajorStrides } from '../shape/strides.js';
import { markIndexedCopy } from '../array/out.js';
import { jaxOperations } from './operations.js';
import { writeValues } from '../memory/values.js';
import { at as viewAt, basicIndex, parseIndex, type Item } from './views.js';
import { arrayFrom } from '../array/from-values.js';
import { allocBytes, freeBytes, kernel, memory } from '../kernels/instance.js';

type Run = (...operands: unknown[]) => AnyNDArray;

/** The typed arrays an index may be (besides an NDArray): integers only. */
const integerTypedArrays = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  BigInt64Array,
  BigUint64Array,
];

function isTypedArray(value: unknown): value is ArrayLike<number | bigint> {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

/**
 * An index array read out: its integer values and shape. `values` holds each value as a number,
 * exact up to ±2^53; `exact` holds the exact value of each one beyond (a 64-bit index), by position.
 */
interface IndexValues {
  readonly values: ArrayLike<number>;
  readonly shape: readonly number[];
  readonly exact?: ReadonlyMap<number, bigint>;
}

/** The largest high word (of a 64-bit integer's two 32-bit words) whose value is a safe integer. */
const safeHighWord = 2 ** 21;

/** 64-bit integers given as 32-bit word pairs (low first), read exactly: numbers where safe, the others aside. */
function wordPairValues(words: Int32Array, signed: boolean): Pick<IndexValues, 'values' | 'exact'> {
  const count = words.length / 2;
  const values = new Float64Array(count);
  let exact: Map<number, bigint> | undefined;
  for (let each = 0; each < count; each += 1) {
    const low = words[2 * each]! >>> 0;
    const high = signed ? words[2 * each + 1]! : words[2 * each + 1]! >>> 0;
    if (high >= -safeHighWord && high < safeHighWord) values[each] = high * 2 ** 32 + low;
    else {
      const value = (BigInt(high) << 32n) + BigInt(low);
      values[each] = Number(value);
      (exact ??= new Map()).set(each, value);
    }
  }
  return { values, exact };
}

/** Index values of a BigInt64Array or BigUint64Array: exact, as wordPairValues reads them. */
function bigIntIndexValues(index: BigInt64Array | BigUint64Array): Pick<IndexValues, 'values' | 'exact'> {
  const values = new Float64Array(index.length);
  let exact: Map<number, bigint> | undefined;
  index.forEach((value: bigint, each: number) => {
    values[each] = Number(value);
    if (!Number.isSafeInteger(values[each])) (exact ??= new Map()).set(each, value);
  });
  return { values, exact };
}

/** An NDArray or typed array of integers as values; anything else is a TypeError naming it. */
function indexValues(index: unknown, where: string, what: string): IndexValues {
  if (index instanceof NDArray) {
    dataPointer(index);
    const { kind, bits } = dtypeInfo[index.dtype as DType];
    if (kind !== 'int' && kind !== 'uint') {
      throw new TypeError(
        `${where}: ${what} must have an integer dtype, got ${index.dtype}${kind === 'bool' ? ' (a bool mask is an index of at() and with() only)' : ''}; cast it with astype('int32') first.`,
      );
    }
    if (index.size === 0) return { values: new Float64Array(0), shape: index.shape };
    // Up to 32 bits, through float64 (exact); 64-bit indices word by word, so that 'wrap' and the
    // errors see their exact values beyond 2^53.
    const wide = castArray(index as AnyNDArray, bits === 64 ? (index.dtype as DType) : 'float64', false, where);
    try {
      if (bits === 64) {
        const words = new Int32Array(memory().buffer, wide[storage].pointer, 2 * wide.size).slice();
        return { ...wordPairValues(words, kind === 'int'), shape: index.shape };
      }
      return {
        values: new Float64Array(memory().buffer, wide[storage].pointer, wide.size).slice(),
        shape: index.shape,
      };
    } finally {
      wide.dispose();
    }
  }
  if (isTypedArray(index)) {
    if (!integerTypedArrays.some((type) => index instanceof type)) {
      throw new TypeError(
        `${where}: ${what} must hold integers, got a ${index.constructor.name}; use an Int32Array (or an integer NDArray).`,
      );
    }
    if (index instanceof BigInt64Array || index instanceof BigUint64Array)
      return { ...bigIntIndexValues(index), shape: [index.length] };
    return { values: index as ArrayLike<number>, shape: [index.length] };
  }
  throw new TypeError(`${where}: ${what} must be an integer NDArray or typed array, got ${show(index)}.`);
}

/** How out-of-bounds indices are handled: NumPy's raise/wrap/clip, JAX's fill (gathers) and drop (scatters). */
type Mode = 'raise' | 'wrap' | 'clip' | 'fill' | 'drop';

function checkMode(mode: unknown, where: string, allowed: readonly Mode[]): Mode {
  if (mode === undefined) return 'raise';
  if (typeof mode !== 'string' || !allowed.includes(mode as Mode)) {
    throw new TypeError(
      `${where}: mode must be one of ${allowed.map((each) => `'${each}'`).join(', ')}, got ${show(mode)}.`,
    );
  }
  return mode as Mode;
}

/**
 * What 'clip' does with a negative index: JAX's take clamps it to 0 (as NumPy's clip does);
 * take_along_axis and the `.at[]` updates count it from the end first, then clamp.
 */
type NegativeClip = 'to zero' | 'from the end';

/**
 * Positions along an axis of `size` for index values: negative values count from the end ('raise',
 * 'fill', 'drop', and 'clip' where `negativeClip` says so); 'wrap' takes them modulo the size (exactly,
 * for 64-bit indices beyond 2^53), 'clip' clamps to [0, size − 1]. Out of bounds: a RangeError
 * naming the index, the axis and its size ('raise'), or −1 ('fill', 'drop').
 */
function positions(
  index: IndexValues,
  size: number,
  mode: Mode,
  axis: number,
  where: string,
  negativeClip: NegativeClip = 'from the end',
): Int32Array {
  const { values, exact } = index;
  const count = values.length;
  const result = new Int32Array(count);
  const exactValue = (each: number): number | bigint => exact?.get(each) ?? values[each]!;
  if ((mode === 'wrap' || mode === 'clip') && size === 0 && count > 0) {
    throw new RangeError(`${where}: cannot ${mode} index ${exactValue(0)} on axis ${axis} of size 0.`);
  }
  for (let each = 0; each < count; each += 1) {
    const value = values[each]!;
    let position: number;
    if (mode === 'wrap') {
      const big = exact?.get(each);
      position =
        big === undefined
          ? ((value % size) + size) % size
          : Number(((big % BigInt(size)) + BigInt(size)) % BigInt(size));
    } else {
      // Beyond ±2^53 a value is far out of bounds, so its rounded number decides as well as its exact one.
      position = value < 0 && (mode !== 'clip' || negativeClip === 'from the end') ? value + size : value;
      if (position < 0 || position >= size) {
        if (mode === 'clip') position = position < 0 ? 0 : size - 1;
        else if (mode === 'raise')
          throw new RangeError(
            `${where}: index ${exactValue(each)} is out of bounds for axis ${axis} with size ${size}.`,
          );
        else position = -1;
      }
    }
    result[each] = position;
  }
  return result;
}

/** Byte offsets of every element of a strided block, in row-major order. */
function offsetsOf(shape: readonly number[], strides: readonly number[], bytes: number): Int32Array {
  let count = 1;
  for (const size of shape) count *= size;
  const result = new Int32Array(count);
  if (count === 0) return result;
  const counter = shape.map(() => 0);
  let offset = 0;
  for (let each = 0; each < count; each += 1) {
    result[each] = offset * bytes;
    for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
      counter[axis]! += 1;
      offset += strides[axis]!;
      if (counter[axis]! < shape[axis]!) break;
      offset -= strides[axis]! * shape[axis]!;
      counter[axis] = 0;
    }
  }
  return result;
}

/**
 * Elements addressed as `outer[o] + bases[b] + inner[i]` bytes from the data pointer, in that
 * order; `inner` undefined: `innerCount` elements one after another. `shape` is the indexed shape.
 */
interface Plan {
  readonly outer: Int32Array;
  readonly bases: Int32Array;
  readonly inner: Int32Array | undefined;
  readonly innerCount: number;
  readonly shape: readonly number[];
  /** Positions of `bases` that are out of bounds (mode 'fill' / 'drop'), else undefined. */
  readonly missing: readonly number[] | undefined;
}

/** The inner part of a plan: contiguous (undefined) or its offsets. */
function innerPart(
  shape: readonly number[],
  strides: readonly number[],
  bytes: number,
): { inner: Int32Array | undefined; innerCount: number } {
  const innerCount = shape.reduce((product, size) => product * size, 1);
  return isContiguous(shape, strides)
    ? { inner: undefined, innerCount }
    : { inner: offsetsOf(shape, strides, bytes), innerCount };
}

const kernels = new Map<string, (...args: number[]) => number>();
const kernelOf = (name: string) => kernels.get(name) ?? kernels.set(name, kernel(name)).get(name)!;

/** Copies the plan's int32 tables into wasm memory for one kernel call, then frees them. */
function runPlan(name: 'take' | 'put', bytes: number, data: number, plan: Plan, contiguous: number): void {
  const total = plan.outer.length * plan.bases.length * plan.innerCount;
  if (total === 0) return;
  const tables = [plan.outer, plan.bases, plan.inner ?? new Int32Array(0)];
  const pointers = tables.map((table) => allocBytes(Math.max(table.byteLength, 4)));
  try {
    tables.forEach((table, position) => new Int32Array(memory().buffer, pointers[position]!, table.length).set(table));
    kernelOf(`${name}_${bytes}`)(
      data,
      pointers[0]!,
      plan.outer.length,
      pointers[1]!,
      plan.bases.length,
      plan.inner === undefined ? 0 : pointers[2]!,
      plan.innerCount,
      contiguous,
    );
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}

/** Runs `body` on the array in a dtype whose elements are whole bytes (the packed ones widened), then packs its result back. */
function byteAddressed(input: AnyNDArray, where: string, body: (source: AnyNDArray) => AnyNDArray): AnyNDArray {
  const dtype = input.dtype as DType;
  if (itemSize(dtype) >= 1) return body(input);
  const wide = castArray(input, computeDType(dtype), false, where);
  try {
    const result = body(wide);
    try {
      return castArray(result, dtype, input.weakType, where);
    } finally {
      result.dispose();
    }
  } finally {
    wide.dispose();
  }
}

/** The gathered elements of `source` as a new row-major array of the plan's shape; `fill` writes the missing ones. */
function gather(source: AnyNDArray, plan: Plan, where: string, weak: boolean, fill?: unknown): AnyNDArray {
  const dtype = source.dtype as DType;
  const bytes = itemSize(dtype);
  const result = allocArray(dtype, plan.shape, weak, where);
  try {
    const missing = new Set(plan.missing);
    const bases =
      plan.missing === undefined ? plan.bases : plan.bases.map((base, position) => (missing.has(position) ? 0 : base));
    if (plan.missing === undefined || source.size > 0)
      runPlan('take', bytes, dataPointer(source), { ...plan, bases }, result[storage].pointer);
    if (plan.missing !== undefined && plan.missing.length > 0) writeFill(result, plan, fill, where);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/** JAX's default fill of take(mode 'fill'): NaN for inexact dtypes (NaN+0j for complex), the minimum of signed ints, the maximum of unsigned ones, true for bool. */
function defaultFill(dtype: DType): unknown {
  const { kind, bits } = dtypeInfo[dtype];
  if (kind === 'bool') return true;
  if (kind === 'int') return -(2 ** (bits - 1));
  if (kind === 'uint') return bits === 64 ? 2n ** 64n - 1n : 2 ** bits - 1;
  return kind === 'complex' ? { re: Number.NaN, im: 0 } : Number.NaN;
}

function writeFill(result: AnyNDArray, plan: Plan, fill: unknown, where: string): void {
  const dtype = result.dtype as DType;
  const bytes = itemSize(dtype);
  const value = allocArray(dtype, [1], false, where);
  try {
    writeValues(
      [fill === undefined ? defaultFill(dtype) : fill],
      dtype,
      value[storage].pointer,
      () => `${where}: fillValue`,
    );
    const rows = plan.outer.length * plan.bases.length;
    const rowBytes = plan.innerCount * bytes;
    const buffer = new Uint8Array(memory().buffer);
    const from = value[storage].pointer;
    const target = result[storage].pointer;
    const missing = new Set(plan.missing);
    for (let row = 0; row < rows; row += 1) {
      if (!missing.has(row % plan.bases.length)) continue;
      for (let element = 0; element < plan.innerCount; element += 1)
        buffer.copyWithin(target + row * rowBytes + element * bytes, from, from + bytes);
    }
  } finally {
    value.dispose();
  }
}

function checkArray(value: unknown, where: string): AnyNDArray {
  if (!(value instanceof NDArray))
    throw new TypeError(`${where}: the array must be an NDArray, got ${show(value)}; make one with array() first.`);
  dataPointer(value);
  return value as AnyNDArray;
}

function checkAxis(axis: unknown, ndim: number, where: string): number {
  if (typeof axis !== 'number' || !Number.isSafeInteger(axis))
    throw new TypeError(`${where}: axis must be an integer, got ${show(axis)}.`);
  if (axis < -ndim || axis >= ndim)
    throw new RangeError(`${where}: axis ${axis} is out of range for ${ndim} axes (-${ndim} to ${ndim - 1}).`);
  return axis < 0 ? axis + ndim : axis;
}

function checkOptions(options: unknown, where: string, known: readonly string[]): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${where}: options must be an object like { ${known.join(', ')} }, got ${show(options)}.`);
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new TypeError(`${where}: unknown option '${key}' (known: ${known.join(', ')}).`);
  }
  return options as Record<string, unknown>;
}

/** take's indices: an NDArray or typed array of integers, a JS number, or a flat JS array of numbers. */
function takeIndices(indices: unknown): unknown {
  if (typeof indices === 'number') {
    if (!Number.isSafeInteger(indices)) throw new TypeError(`take: an index must be an integer, got ${show(indices)}.`);
    return { scalar: indices };
  }
  if (Array.isArray(indices)) {
    if (!indices.every((value) => typeof value === 'number' && Number.isSafeInteger(value))) {
      throw new TypeError(`take: a list of indices must hold integers, got ${show(indices)}.`);
    }
    return Float64Array.from(indices as number[]);
  }
  return indices;
}

function takeFunction(x: unknown, indices: unknown, axisOrOptions?: unknown, options?: unknown): AnyNDArray {
  const input = checkArray(x, 'take');
  const { axis, mode: modeOption, fillValue } = takeOptions(axisOrOptions, options);
  const mode = checkMode(modeOption, 'take', ['raise', 'wrap', 'clip', 'fill']);
  if (fillValue !== undefined && mode !== 'fill')
    throw new TypeError(`take: fillValue is used with mode 'fill' only, got mode '${mode}'.`);
  const given = takeIndices(indices);
  const index: IndexValues =
    typeof given === 'object' && given !== null && 'scalar' in given
      ? { values: [(given as { scalar: number }).scalar], shape: [] }
      : given instanceof Float64Array
        ? { values: given, shape: [given.length] }
        : indexValues(given, 'take', 'the indices');
  if (axis === undefined && input.ndim !== 1) return takeFlat(input, index, mode, fillValue, 'take');
  if (axis !== undefined && input.ndim === 0)
    throw new RangeError(`take: axis ${show(axis)} is out of range for a 0-d array.`);
  if (input.ndim === 0) throw new RangeError('take: a 0-d array has no elements to take along an axis.');
  return takeAlong(input, index, axis === undefined ? 0 : checkAxis(axis, input.ndim, 'take'), mode, fillValue);
}

/**
 * take's options, from NumPy's positional axis (a number, or null: x flattened, as NumPy's None)
 * followed by `{ mode, fillValue }`, or from one options object `{ axis, mode, fillValue }`.
 */
function takeOptions(axisOrOptions: unknown, options: unknown): Record<string, unknown> {
  if (typeof axisOrOptions === 'object' && axisOrOptions !== null && !Array.isArray(axisOrOptions)) {
    if (options !== undefined)
      throw new TypeError(
        `take: give the options once, as take(x, indices, { axis, mode, fillValue }); got a second options argument ${show(options)}.`,
      );
    return checkOptions(axisOrOptions, 'take', ['axis', 'mode', 'fillValue']);
  }
  const rest = checkOptions(options, 'take', ['mode', 'fillValue']);
  return axisOrOptions === null || axisOrOptions === undefined ? rest : { ...rest, axis: axisOrOptions };
}

/** take from x flattened (take without an axis; takeAlongAxis with axis null). */
function takeFlat(
  input: AnyNDArray,
  index: IndexValues,
  mode: Mode,
  fill: unknown,
  where: 'take' | 'takeAlongAxis',
): AnyNDArray {
  const contiguous = input.contiguous ? input : castArray(input, input.dtype as DType, input.weakType, where);
  const flat = contiguous.reshape([input.size]) as AnyNDArray;
  try {
    // JAX's take clamps a negative index to 0 under 'clip'; take_along_axis counts it from the end.
    return takeAlong(flat, index, 0, mode, fill, where, where === 'take' ? 'to zero' : 'from the end');
  } finally {
    flat.dispose();
    if (contiguous !== input) contiguous.dispose();
  }
}

function takeAlong(
  input: AnyNDArray,
  index: IndexValues,
  axis: number,
  mode: Mode,
  fill: unknown,
  where = 'take',
  negativeClip: NegativeClip = 'to zero',
): AnyNDArray {
  return byteAddressed(input, where, (source) => {
    const shape = source.shape as readonly number[];
    const strides = stridesOf(source);
    const bytes = itemSize(source.dtype as DType);
    const at = positions(index, shape[axis]!, mode, axis, where, negativeClip);
    const missing: number[] = [];
    const bases = new Int32Array(at.length);
    at.forEach((position, each) => {
      if (position < 0) missing.push(each);
      else bases[each] = position * strides[axis]! * bytes;
    });
    const plan: Plan = {
      outer: offsetsOf(shape.slice(0, axis), strides.slice(0, axis), bytes),
      bases,
      ...innerPart(shape.slice(axis + 1), strides.slice(axis + 1), bytes),
      shape: [...shape.slice(0, axis), ...index.shape, ...shape.slice(axis + 1)],
      missing: mode === 'fill' ? missing : undefined,
    };
    return gather(source, plan, where, input.weakType, fill);
  });
}

/**
 * takeAlongAxis's axis and options from its trailing arguments: `(axis)`, `(axis, { mode, fillValue })`
 * or `({ axis, mode, fillValue })` (NumPy's keyword arguments); no axis is NumPy's and JAX's -1.
 */
function alongAxisOptions(axisOrOptions: unknown, options: unknown): Record<string, unknown> {
  const where = 'takeAlongAxis';
  if (typeof axisOrOptions === 'object' && axisOrOptions !== null && !Array.isArray(axisOrOptions)) {
    if (options !== undefined)
      throw new TypeError(
        `${where}: give the options once, as takeAlongAxis(x, indices, { axis, mode, fillValue }); got a second options argument ${show(options)}.`,
      );
    return { axis: -1, ...checkOptions(axisOrOptions, where, ['axis', 'mode', 'fillValue']) };
  }
  return {
    ...checkOptions(options, where, ['mode', 'fillValue']),
    axis: axisOrOptions === undefined ? -1 : axisOrOptions,
  };
}

function takeAlongAxisFunction(x: unknown, indices: unknown, axisOrOptions?: unknown, options?: unknown): AnyNDArray {
  const input = checkArray(x, 'takeAlongAxis');
  const { axis, mode: modeOption, fillValue } = alongAxisOptions(axisOrOptions, options);
  const mode = checkMode(modeOption, 'takeAlongAxis', ['raise', 'wrap', 'clip', 'fill']);
  if (fillValue !== undefined && mode !== 'fill')
    throw new TypeError(`takeAlongAxis: fillValue is used with mode 'fill' only, got mode '${mode}'.`);
  const index = indexValues(indices, 'takeAlongAxis', 'the indices');
  if (axis === null) {
    // NumPy's and JAX's axis=None: 1-d indices into x flattened.
    if (index.shape.length !== 1)
      throw new RangeError(
        `takeAlongAxis: with axis null the indices must have 1 axis, got shape ${shapeText(index.shape)}.`,
      );
    return takeFlat(input, index, mode, fillValue, 'takeAlongAxis');
  }
  const shape = input.shape as readonly number[];
  const along = checkAxis(axis, shape.length, 'takeAlongAxis');
  if (index.shape.length !== shape.length) {
    throw new RangeError(
      `takeAlongAxis: the indices have ${index.shape.length} axes (shape ${shapeText(index.shape)}); they need the array's ${shape.length} (shape ${shapeText(shape)}).`,
    );
  }
  const outShape = shape.map((size, each) => {
    if (each === along) return index.shape[each]!;
    const other = index.shape[each]!;
    if (size === other || other === 1) return size;
    if (size === 1) return other;
    throw new RangeError(
      `takeAlongAxis: indices of shape ${shapeText(index.shape)} do not broadcast with the array's shape ${shapeText(shape)} (axis ${each}).`,
    );
  });
  return byteAddressed(input, 'takeAlongAxis', (source) => {
    const strides = stridesOf(source);
    const bytes = itemSize(source.dtype as DType);
    const at = positions(index, shape[along]!, mode, along, 'takeAlongAxis');
    const indexStrides = rowMajorStrides(index.shape).map((stride, each) => (index.shape[each] === 1 ? 0 : stride));
    const sourceStrides = strides.map((stride, each) => (shape[each] === 1 ? 0 : stride));
    const total = outShape.reduce((product, size) => product * size, 1);
    const bases = new Int32Array(total);
    const missing: number[] = [];
    const counter = outShape.map(() => 0);
    for (let each = 0; each < total; each += 1) {
      let indexOffset = 0;
      let offset = 0;
      for (let dim = 0; dim < outShape.length; dim += 1) {
        indexOffset += counter[dim]! * indexStrides[dim]!;
        if (dim !== along) offset += counter[dim]! * sourceStrides[dim]!;
      }
      const position = at[indexOffset]!;
      if (position < 0) missing.push(each);
      else bases[each] = (offset + position * strides[along]!) * bytes;
      for (let dim = outShape.length - 1; dim >= 0; dim -= 1) {
        counter[dim]! += 1;
        if (counter[dim]! < outShape[dim]!) break;
        counter[dim] = 0;
      }
    }
    const plan: Plan = {
      outer: Int32Array.of(0),
      bases,
      inner: undefined,
      innerCount: 1,
      shape: outShape,
      missing: mode === 'fill' ? missing : undefined,
    };
    return gather(source, plan, 'takeAlongAxis', input.weakType, fillValue);
  });
}

// ── advanced indexing (at, with, scatter) ──────────────────────────────────────────────────────

/** An index item: basic ones (views.ts) or an index array (with the axis it consumes). */
type AdvancedItem = Item | { readonly kind: 'array'; readonly index: IndexValues };

function isIndexArray(value: unknown): boolean {
  return value instanceof NDArray || isTypedArray(value);
}

/**
 * The items of an index as at() reads them: a string is split at commas into parts, an NDArray
 * of bool into one integer array per axis it covers (its true positions, NumPy's nonzero), other
 * arrays and typed arrays are integer index arrays, and the rest are slice() items.
 */
function advancedItems(shape: readonly number[], indices: readonly unknown[], where: string): AdvancedItem[] {
  const items: AdvancedItem[] = [];
  const expanded: unknown[] = [];
  for (const index of indices) {
    if (typeof index === 'string' && index.includes(','))
      expanded.push(
        ...index.split(',').filter((part, position, parts) => position < parts.length - 1 || part.trim() !== ''),
      );
    else expanded.push(index);
  }
  const consumed = (item: unknown) =>
    item instanceof NDArray && item.dtype === 'bool'
      ? item.ndim
      : item === null || (typeof item === 'string' && ['...', 'None', 'newaxis', 'np.newaxis'].includes(item.trim()))
        ? 0
        : 1;
  const ellipsisAt = expanded.findIndex((item) => typeof item === 'string' && item.trim() === '...');
  let axis = 0;
  expanded.forEach((index, position) => {
    if (position === ellipsisAt) {
      const rest = expanded.slice(position + 1).reduce((total: number, item) => total + consumed(item), 0);
      axis = shape.length - rest;
    }
    if (index instanceof NDArray && index.dtype === 'bool') {
      dataPointer(index);
      const maskShape = index.shape as readonly number[];
      const covered = shape.slice(axis, axis + maskShape.length);
      if (covered.length !== maskShape.length || covered.some((size, each) => size !== maskShape[each])) {
        throw new RangeError(
          `${where}: a bool mask of shape ${shapeText(maskShape)} must have the shape of the axes it indexes: ${shapeText(covered)} (axes ${axis} to ${axis + maskShape.length - 1} of shape ${shapeText(shape)}).`,
        );
      }
      const mask = castArray(index as AnyNDArray, 'uint8', false, where);
      let flags: Uint8Array;
      try {
        flags = new Uint8Array(memory().buffer, mask[storage].pointer, mask.size).slice();
      } finally {
        mask.dispose();
      }
      const chosen: number[] = [];
      flags.forEach((flag, each) => flag !== 0 && chosen.push(each));
      const strides = rowMajorStrides(maskShape);
      maskShape.forEach((_, dim) => {
        const along = Float64Array.from(chosen, (flat) => Math.floor(flat / strides[dim]!) % maskShape[dim]!);
        items.push({ kind: 'array', index: { values: along, shape: [chosen.length] } });
      });
      axis += maskShape.length;
      return;
    }
    if (isIndexArray(index)) {
      items.push({ kind: 'array', index: indexValues(index, where, 'an index array') });
      axis += 1;
      return;
    }
    const item = parseIndex(index, where);
    items.push(item);
    axis += consumed(index);
  });
  return items;
}

/**
 * The plan of an index with arrays (NumPy's advanced indexing): integers count as 0-d index arrays,
 * the index arrays broadcast together; their axes go where the first one was when they are
 * adjacent, else first (NumPy's rule).
 */
function advancedPlan(
  source: AnyNDArray,
  items: readonly AdvancedItem[],
  mode: Mode,
  where: string,
): { plan: Plan; view: AnyNDArray } {
  const basic: Item[] = [];
  const arrays: { index: IndexValues; viewAxis: number }[] = [];
  const full: Item = { kind: 'slice', start: undefined, stop: undefined, step: undefined };
  // Axes of the view that basic indexing leaves: count them as the items go.
  let viewAxis = 0;
  const shape = source.shape as readonly number[];
  const consumedBefore = items.filter((item) => item.kind !== 'newaxis' && item.kind !== 'ellipsis').length;
  if (consumedBefore > shape.length) {
    throw new RangeError(
      `${where}: too many indices for an array of shape ${shapeText(shape)}: ${shape.length} axes, ${consumedBefore} indexed.`,
    );
  }
  for (const item of items) {
    if (item.kind === 'array' || item.kind === 'integer') {
      arrays.push({ index: item.kind === 'array' ? item.index : { values: [item.value], shape: [] }, viewAxis });
      basic.push(full);
      viewAxis += 1;
    } else if (item.kind === 'ellipsis') {
      basic.push(item);
      viewAxis += shape.length - consumedBefore;
    } else {
      basic.push(item);
      viewAxis += 1;
    }
  }
  const view = basicIndex(source, basic, where);
  try {
    return { plan: planOfView(view, shape, basic, arrays, consumedBefore, mode, where), view };
  } catch (error) {
    view.dispose();
    throw error;
  }
}

function planOfView(
  view: AnyNDArray,
  shape: readonly number[],
  basic: readonly Item[],
  arrays: readonly { index: IndexValues; viewAxis: number }[],
  consumedBefore: number,
  mode: Mode,
  where: string,
): Plan {
  const viewShape = view.shape as readonly number[];
  const viewStrides = stridesOf(view);
  const bytes = itemSize(view.dtype as DType);
  // The original axis of each view axis (for errors): basic items before it that consume axes.
  const originalAxis = (axisInView: number) => {
    let original = 0;
    let seen = 0;
    for (const item of basic) {
      if (item.kind === 'ellipsis') {
        const span = shape.length - consumedBefore;
        if (axisInView < seen + span) return original + axisInView - seen;
        seen += span;
        original += span;
      } else if (item.kind === 'newaxis') seen += 1;
      else {
        if (seen === axisInView) return original;
        seen += 1;
        original += 1;
      }
    }
    return original;
  };
  let broadcast: number[] = [];
  for (const { index } of arrays) {
    const next = index.shape;
    const length = Math.max(broadcast.length, next.length);
    const merged: number[] = [];
    for (let each = 0; each < length; each += 1) {
      const left = broadcast[each - (length - broadcast.length)] ?? 1;
      const right = next[each - (length - next.length)] ?? 1;
      if (left !== right && left !== 1 && right !== 1) {
        throw new RangeError(
          `${where}: index arrays of shapes ${arrays.map((each) => shapeText(each.index.shape)).join(', ')} do not broadcast together.`,
        );
      }
      merged.push(left === 1 ? right : left);
    }
    broadcast = merged;
  }
  const count = broadcast.reduce((product, size) => product * size, 1);
  const bases = new Int32Array(count);
  const dropped = new Set<number>();
  for (const { index, viewAxis: axis } of arrays) {
    const at = positions(index, viewShape[axis]!, mode, originalAxis(axis), where);
    const pad = broadcast.length - index.shape.length;
    const strides = rowMajorStrides(index.shape).map((stride, each) => (index.shape[each] === 1 ? 0 : stride));
    const counter = broadcast.map(() => 0);
    for (let each = 0; each < count; each += 1) {
      let offset = 0;
      for (let dim = pad; dim < broadcast.length; dim += 1) offset += counter[dim]! * strides[dim - pad]!;
      const position = at[offset]!;
      if (position < 0) dropped.add(each);
      else bases[each]! += position * viewStrides[axis]! * bytes;
      for (let dim = broadcast.length - 1; dim >= 0; dim -= 1) {
        counter[dim]! += 1;
        if (counter[dim]! < broadcast[dim]!) break;
        counter[dim] = 0;
      }
    }
  }
  const advancedAxes = arrays.map((each) => each.viewAxis);
  const adjacent = advancedAxes.every((axis, position) => position === 0 || axis === advancedAxes[position - 1]! + 1);
  const rest = viewShape.map((_, axis) => axis).filter((axis) => !advancedAxes.includes(axis));
  const before = adjacent ? rest.filter((axis) => axis < advancedAxes[0]!) : [];
  const after = rest.filter((axis) => !before.includes(axis));
  const pick = (axes: number[], from: readonly number[]) => axes.map((axis) => from[axis]!);
  return {
    outer: offsetsOf(pick(before, viewShape), pick(before, viewStrides), bytes),
    bases,
    ...innerPart(pick(after, viewShape), pick(after, viewStrides), bytes),
    shape: [...pick(before, viewShape), ...broadcast, ...pick(after, viewShape)],
    missing: dropped.size > 0 ? [...dropped] : undefined,
  };
}

function atFunction(x: unknown, ...indices: unknown[]): AnyNDArray {
  const input = checkArray(x, 'at');
  if (indices.length === 1 && typeof indices[0] === 'string')
    return viewAt(input as never, indices[0] as never) as AnyNDArray;
  if (!indices.some(isIndexArray)) {
    if (indices.length === 0) throw new TypeError("at: give an index, e.g. at(x, '1:3') or at(x, mask).");
    return basicIndex(input, advancedItems(input.shape, indices, 'at') as Item[], 'at');
  }
  const items = advancedItems(input.shape, indices, 'at');
  const result = byteAddressed(input, 'at', (source) => {
    const { plan, view } = advancedPlan(source, items, 'raise', 'at');
    try {
      return gather(view, plan, 'at', input.weakType);
    } finally {
      if (view !== source) view.dispose();
    }
  });
  markIndexedCopy(result);
  return result;
}

/** with()'s index as at() items: an array lists one index per axis; anything else is one index. */
function updateItems(index: unknown): unknown[] {
  return Array.isArray(index) ? index : [index];
}

type Update = 'set' | 'add' | 'multiply' | 'min' | 'max';
const updates: readonly Update[] = ['set', 'add', 'multiply', 'min', 'max'];

/** Values as an array of `dtype` broadcast to `shape` (row-major): scalars and JS lists checked as array() checks them. */
function valuesFor(values: unknown, dtype: DType, shape: readonly number[], where: string): AnyNDArray {
  let given: AnyNDArray;
  if (values instanceof NDArray) {
    dataPointer(values);
    if (dtypeInfo[values.dtype as DType].kind === 'complex' && dtypeInfo[dtype].kind !== 'complex') {
      throw new TypeError(
        `${where}: values of dtype ${values.dtype} cannot be written into a ${dtype} array (complex to real drops the imaginary part: take real() or cast with astype() first).`,
      );
    }
    given = values.dtype === dtype ? (values as AnyNDArray) : castArray(values as AnyNDArray, dtype, false, where);
  } else if (Array.isArray(values)) {
    given = arrayFrom(values, dtype);
  } else {
    given = allocArray(dtype, [], false, where);
    try {
      writeValues([values], dtype, given[storage].pointer, () => `${where}: the value`);
    } catch (error) {
      given.dispose();
      throw error;
    }
  }
  try {
    const from = given.shape as readonly number[];
    const pad = shape.length - from.length;
    const fits = pad >= 0 && from.every((size, axis) => size === 1 || size === shape[axis + pad]);
    if (!fits)
      throw new RangeError(
        `${where}: values of shape ${shapeText(from)} do not broadcast to the indexed shape ${shapeText(shape)}.`,
      );
    const own = stridesOf(given);
    const strides = shape.map((size, axis) => (axis < pad || from[axis - pad] === 1 ? 0 : own[axis - pad]!));
    const view = viewOf(given, shape, strides, 0, false);
    try {
      return castArray(view, dtype, false, where);
    } finally {
      view.dispose();
    }
  } finally {
    if (given !== values) given.dispose();
  }
}

/**
 * A copy of `x` with the indexed elements updated by `values` (JAX's `x.at[index].set(values)`
 * and `.add` …): repeated indices apply one after another, in row-major order of the index.
 */
function update(
  name: string,
  x: unknown,
  index: unknown,
  values: unknown,
  kind: Update,
  modeOption: unknown,
): AnyNDArray {
  const input = checkArray(x, name);
  const mode = checkMode(modeOption, name, ['raise', 'clip', 'drop']);
  const items =
    index instanceof NDArray || isTypedArray(index)
      ? [index]
      : typeof index === 'string'
        ? [index]
        : updateItems(index);
  const dtype = input.dtype as DType;
  return byteAddressed(input, name, (source) => {
    const work = source.dtype as DType;
    const result = castArray(source, work, input.weakType, name);
    try {
      const { plan, view } = advancedPlan(result, advancedItems(result.shape, items, name), mode, name);
      try {
        const updateValues = valuesFor(values, dtype, plan.shape, name);
        const wide = work === dtype ? updateValues : castArray(updateValues, work, false, name);
        if (wide !== updateValues) updateValues.dispose();
        try {
          apply(view, plan, wide, kind, name);
        } finally {
          wide.dispose();
        }
      } finally {
        view.dispose();
      }
    } catch (error) {
      result.dispose();
      throw error;
    }
    return result;
  });
}

/** Each update's element address (bytes from the view's data) and its position in the values; dropped ones left out. */
function flatPlan(plan: Plan, bytes: number): { addresses: Int32Array; from: Int32Array } {
  const inner = plan.inner ?? Int32Array.from({ length: plan.innerCount }, (_, each) => each * bytes);
  const total = plan.outer.length * plan.bases.length * plan.innerCount;
  const addresses = new Int32Array(total);
  const from = new Int32Array(total);
  const dropped = new Set(plan.missing ?? []);
  let kept = 0;
  let position = 0;
  for (const outer of plan.outer) {
    for (let base = 0; base < plan.bases.length; base += 1) {
      const start = outer + plan.bases[base]!;
      const skip = dropped.has(base);
      for (let each = 0; each < inner.length; each += 1, position += 1) {
        if (skip) continue;
        addresses[kept] = start + inner[each]!;
        from[kept] = position * bytes;
        kept += 1;
      }
    }
  }
  return { addresses: addresses.subarray(0, kept), from: from.subarray(0, kept) };
}

const elementPlan = (addresses: Int32Array): Plan => ({
  outer: Int32Array.of(0),
  bases: addresses,
  inner: undefined,
  innerCount: 1,
  shape: [addresses.length],
  missing: undefined,
});

/** The dtypes whose updates run as a JS loop over a typed array (their arithmetic is JS's, rounded as the dtype rounds). */
const loopDTypes = new Set<DType>([
  'bool',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'float32',
  'float64',
]);

function apply(view: AnyNDArray, plan: Plan, values: AnyNDArray, kind: Update, where: string): void {
  const dtype = view.dtype as DType;
  const bytes = itemSize(dtype);
  const data = dataPointer(view);
  if (kind === 'set' && plan.missing === undefined) {
    runPlan('put', bytes, data, plan, values[storage].pointer);
    return;
  }
  const { addresses, from } = flatPlan(plan, bytes);
  if (addresses.length === 0) return;
  if (kind === 'set') {
    const kept = gather(values, elementPlan(from), where, false);
    try {
      runPlan('put', bytes, data, elementPlan(addresses), kept[storage].pointer);
    } finally {
      kept.dispose();
    }
    return;
  }
  if (loopDTypes.has(dtype)) {
    loopUpdate(dtype, data, addresses, values[storage].pointer, from, kind);
    return;
  }
  // Other dtypes (64-bit ints, float16, bfloat16, complex, float8): rounds in which each address
  // appears once, each applied by the elementwise operation (its dtype's rounding): gather, combine, put back.
  const seen = new Map<number, number>();
  const rounds: { addresses: number[]; from: number[] }[] = [];
  addresses.forEach((address, each) => {
    const round = seen.get(address) ?? 0;
    seen.set(address, round + 1);
    (rounds[round] ??= { addresses: [], from: [] }).addresses.push(address);
    rounds[round]!.from.push(from[each]!);
  });
  const operation = ({ add: 'add', multiply: 'multiply', min: 'minimum', max: 'maximum' } as const)[kind];
  for (const round of rounds) {
    const targets = Int32Array.from(round.addresses);
    const current = gather(view, elementPlan(targets), where, false);
    try {
      const given = gather(values, elementPlan(Int32Array.from(round.from)), where, false);
      try {
        const combined = (jaxOperations as unknown as Record<string, Run>)[operation]!(current, given);
        try {
          runPlan('put', bytes, dataPointer(view), elementPlan(targets), pointerOf(combined));
        } finally {
          combined.dispose();
        }
      } finally {
        given.dispose();
      }
    } finally {
      current.dispose();
    }
  }
}

const typedArrayOf: Partial<
  Record<
    DType,
    new (
      buffer: ArrayBufferLike,
      offset: number,
      length: number,
    ) => ArrayLike<number> & { [index: number]: number }
  >
> = {
  bool: Uint8Array,
  int8: Int8Array,
  uint8: Uint8Array,
  int16: Int16Array,
  uint16: Uint16Array,
  int32: Int32Array,
  uint32: Uint32Array,
  float32: Float32Array,
  float64: Float64Array,
};

function loopUpdate(
  dtype: DType,
  data: number,
  addresses: Int32Array,
  valuesPointer: number,
  from: Int32Array,
  kind: Exclude<Update, 'set'>,
): void {
  const Typed = typedArrayOf[dtype]!;
  const bytes = itemSize(dtype);
  const buffer = memory().buffer;
  const target = new Typed(buffer, 0, buffer.byteLength / bytes);
  const base = data / bytes;
  const source = valuesPointer / bytes;
  const float = dtype === 'float32' || dtype === 'float64';
  const round = dtype === 'float32' ? Math.fround : (value: number) => value;
  const combine: (left: number, right: number) => number =
    dtype === 'bool'
      ? kind === 'add' || kind === 'max'
        ? (left, right) => left | right
        : (left, right) => left & right
      : kind === 'add'
        ? (left, right) => round(left + right)
        : kind === 'multiply'
          ? float
            ? (left, right) => round(left * right)
            : (left, right) => Math.imul(left, right)
          : kind === 'min'
            ? float
              ? (left, right) => (left !== left || right !== right ? Number.NaN : Math.min(left, right))
              : Math.min
            : float
              ? (left, right) => (left !== left || right !== right ? Number.NaN : Math.max(left, right))
              : Math.max;
  for (let each = 0; each < addresses.length; each += 1) {
    const element = base + addresses[each]! / bytes;
    target[element] = combine(target[element]!, target[source + from[each]! / bytes]!);
  }
}

function scatterFunction(x: unknown, index: unknown, values: unknown, options?: unknown): AnyNDArray {
  const { update: kind = 'set', mode } = checkOptions(options, 'scatter', ['update', 'mode']);
  if (!updates.includes(kind as Update))
    throw new TypeError(
      `scatter: update must be one of ${updates.map((each) => `'${each}'`).join(', ')}, got ${show(kind)}.`,
    );
  return update('scatter', x, index, values, kind as Update, mode);
}

/** `x.with(index, values)`: a copy of x with the indexed elements replaced (JAX's `x.at[index].set(values)`). */
function withValues(x: unknown, index: unknown, values: unknown, options?: unknown): AnyNDArray {
  const { mode } = checkOptions(options, 'with', ['mode']);
  return update('with', x, index, values, 'set', mode);
}

/**
 * NumPy's and JAX's take: the elements of `x` at `indices` along `axis` (without an axis, of x
 * flattened); the result's shape is x's with that axis replaced by the indices' shape. Indices are
 * an integer NDArray or typed array, an integer, or a list of integers. `mode` says what an
 * out-of-bounds index does: 'raise' (default: a RangeError naming the index, the axis and its
 * size), 'wrap', 'clip' (NumPy's), or 'fill' (JAX's: `fillValue`, by default NaN, or the
 * minimum of a signed int dtype, the maximum of an unsigned one, true for bool; NaN+0j for complex).
 * Negative indices count from the end, except under 'clip' (as in JAX's and NumPy's take: they
 * become 0). 64-bit indices are read exactly ('wrap' of an index beyond 2^53 included). The axis
 * comes with the options (`{ axis, mode, fillValue }`) or positionally, as NumPy's
 * (`take(x, indices, 1, { mode })`; null: x flattened).
 * @example
 * const x = array([[1, 2, 3], [4, 5, 6]], 'float32');
 * take(x, array([2, 0], 'int32'), { axis: 1 }) // NDArray<'float32', [2, 2]>: [[3, 1], [6, 4]]
 * take(x, array([2, 0], 'int32'), 1)           // the same
 * take(x, [0, -1])                             // NDArray<'float32', [number]>: [1, 6]
 */
export const take: TakeFunction = takeFunction as never;

/**
 * NumPy's take_along_axis: `indices` has as many axes as `x`; along `axis` (default -1, as NumPy's
 * and JAX's; null: x flattened, 1-d indices) it picks elements, and its other axes broadcast with
 * x's. The usual partner of argsort and argmax with keepdims. The axis comes positionally or with
 * the options as one object (NumPy's keywords): `takeAlongAxis(x, i, 1, { mode })` or
 * `takeAlongAxis(x, i, { axis: 1, mode })`. Modes as take's, except that under 'clip' a negative
 * index counts from the end first (JAX's take_along_axis), then is clamped.
 * @example
 * const x = array([[10, 30, 20], [60, 40, 50]], 'float32');
 * takeAlongAxis(x, array([[0, 2, 1], [1, 2, 0]], 'int32'), 1).toArray() //=> [[10, 20, 30], [40, 50, 60]]
 * takeAlongAxis(x, array([[-1], [5]], 'int32'), { axis: 1, mode: 'clip' }).toArray() //=> [[20], [50]]
 */
export const takeAlongAxis: TakeAlongAxisFunction = takeAlongAxisFunction as never;

/**
 * NumPy indexing, `x[...]` (not JS's `Array.prototype.at`, nor JAX's `x.at[...]`, which is for
 * updates: see `x.with()` and scatter()). A string (`at(x, '1:3, ::-1')`) or slice() items
 * (integers, `[start, stop, step]`, `null`, `'...'`) give a view of the same memory (basic
 * indexing). A bool mask or integer index arrays (NDArrays or typed arrays) give a copy (advanced
 * indexing): `at(x, mask)` is NumPy's `x[mask]` (the selected elements in C order; the mask's
 * shape must equal the axes it covers), `at(x, rows, cols)` is `x[rows, cols]` (index arrays
 * broadcast together; mixed with slices and integers as NumPy places them). Such a copy is
 * refused as `out`: writing into it would not change x.
 *
 * A plain JS list is a slice, NOT a list of rows: `at(x, [0, 2])` is `x[0:2]` (rows 0 and 1), where
 * NumPy's and JAX's `x[[0, 2]]` picks rows 0 and 2. For that, give an index array:
 * `at(x, array([0, 2]))` or `at(x, new Int32Array([0, 2]))`.
 * @example
 * const x = array([[1, 2, 3], [4, 5, 6]], 'int8');
 * at(x, '1, ::-1')                     // NDArray<'int8', [3]>, a view: [6, 5, 4]
 * at(x, x.greater(2))                  // NDArray<'int8', [number]>, a copy: [3, 4, 5, 6]
 * at(x, ':', new Int32Array([2, 0]))   // [[3, 1], [6, 4]]
 * at(x, array([1, 0]))                 // rows 1 and 0 (JAX's x[[1, 0]]): [[4, 5, 6], [1, 2, 3]]
 * at(x, [1, 0])                        // the slice 1:0 (NumPy's x[1:0]): empty, shape [0, 3]
 */
export const at: AtFunction = atFunction as never;

/**
 * JAX's scatter family (`x.at[index].set/add/multiply/min/max(values)`) as one function: a new
 * array, x unchanged. `index` as `x.with()` takes it; `values` broadcast to the indexed shape and
 * become x's dtype: scalars and lists checked as array() checks them (out of range: a RangeError),
 * arrays cast as astype() casts them (complex into real refused). `update`: 'set' (default; of repeated indices the
 * last write wins), 'add', 'multiply', 'min', 'max' (repeated indices accumulate, one after
 * another in the index's row-major order, each rounded as the dtype's operation rounds). `mode`:
 * 'raise' (default: a RangeError naming the index, the axis and its size), 'clip' (a negative index
 * counts from the end first, as JAX's `.at[]` does, then is clamped into the axis) or 'drop'
 * (skipped), JAX's scatter modes.
 * @example
 * scatter(zeros([4], 'float32'), array([0, 1, 1], 'int32'), 1, { update: 'add' }).toArray() //=> [1, 2, 0, 0]
 */
export const scatter: ScatterFunction = scatterFunction as never;

/** The methods: `x.take(…)`, `x.at(…)`, `x.with(…)`. */
export const indexingMethods = { take: takeFunction, at: atFunction, with: withValues } as const;
