import type {
  AnyNDArray,
  ArrayMethods,
  CheckDType,
  DefaultDType,
  DTypeOf,
  ShapeOf,
  DTypeProperty,
  NestedValues,
  ToArrayResult,
  TypedArrayOf,
  ValuesShape,
  WeakProperty,
} from '../types/array.js';
import type { AnyDType, DType } from '../types/dtype.js';
import type { Shape, WritableShape } from '../types/shape.js';
import {
  dtypeCode,
  dtypeInfo,
  integerRange,
  isDType,
  isWeakType,
  itemSize,
  materialize,
  typedArrayDTypes,
  type DTypeName,
  type NodeName,
} from './dtypes.js';
import { show, shapeText, unknownDTypeText, weakTypeAsDTypeText } from './messages.js';
import { allocBytes, castKernel, elementView, freeBytes, memory } from './wasm/instance.js';

/** The internal state of an array: where its data is. 0 once disposed. */
export interface Storage {
  pointer: number;
}

/** Module-private key of an array's storage (not part of the public API). */
export const storage: unique symbol = Symbol('dtype-lattice storage');
const constructToken = Symbol('dtype-lattice construct');

// Frees the memory of arrays that were never disposed, once they are garbage.
const reclaimer = new FinalizationRegistry<Storage>((forgotten) => {
  if (forgotten.pointer !== 0) freeBytes(forgotten.pointer);
  forgotten.pointer = 0;
});

// Registering with a FinalizationRegistry costs about as much as a small operation, and most
// arrays are disposed right after use (`add(a, b).dispose()`, `using`). So new arrays wait in a
// list until the current task yields (or the list is long) and only those still alive then are
// registered. Until then the list holds them, which delays nothing: a registry only reclaims
// between tasks anyway.
const unwatched: AnyNDArray[] = [];
let flushQueued = false;
const watchBatch = 4096;

function watch(array: AnyNDArray): void {
  unwatched.push(array);
  if (unwatched.length >= watchBatch) registerUnwatched();
  else if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(registerUnwatched);
  }
}

function registerUnwatched(): void {
  flushQueued = false;
  for (const array of unwatched) {
    const state = array[storage];
    if (state.pointer !== 0) reclaimer.register(array, state);
  }
  unwatched.length = 0;
}

/**
 * An n-dimensional array whose data lives in WebAssembly memory.
 *
 * `Node` is its dtype, or its weak type for a weakly typed array (JAX's `weak_type=True`): an
 * `NDArray<'float', []>` holds float64 data but promotes like a JavaScript number. `Dims` is its
 * shape: a tuple of literal sizes where the checker knows them, otherwise `number[]`.
 *
 * Operations never consume or mutate their inputs. Free an array with `dispose()` or `using`;
 * one that is forgotten is freed after it is garbage collected.
 */
export class NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]> {
  /** The dtype of the elements (a weakly typed array reports its materialised dtype). */
  readonly dtype: DTypeProperty<Node>;
  /** The size of each axis. */
  readonly shape: Dims;
  /** True for a weakly typed array (from JavaScript scalars), which promotes like one. */
  readonly weakType: WeakProperty<Node>;
  /** The number of elements. */
  readonly size: number;
  /** @internal */
  readonly [storage]: Storage;

  /** @internal Arrays are made by array(), zeros(), operations …, not by `new`. */
  constructor(token: typeof constructToken, pointer: number, dtype: DTypeName, shape: readonly number[], weak: boolean) {
    if (token !== constructToken) throw new TypeError('Create arrays with array(), zeros(), ones(), full() or arange().');
    this.dtype = dtype as DTypeProperty<Node>;
    // Shapes are frozen, so a result may share its input's shape array.
    this.shape = (Object.isFrozen(shape) ? shape : Object.freeze([...shape])) as unknown as Dims;
    this.weakType = weak as WeakProperty<Node>;
    let size = 1;
    for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
    this.size = size;
    const state: Storage = { pointer };
    this[storage] = state;
    watch(this);
  }

  /** The number of axes. */
  get ndim(): Dims['length'] {
    return this.shape.length;
  }

  /** Row-major strides, in elements (the data is always contiguous). */
  get strides(): number[] {
    return contiguousStrides(this.shape);
  }

  /** True once disposed. */
  get disposed(): boolean {
    return this[storage].pointer === 0;
  }

  /** Frees the array's memory now. Using it afterwards throws; disposing again does nothing. */
  dispose(): void {
    const state = this[storage];
    if (state.pointer === 0) return;
    // The registry's later callback finds pointer 0 and does nothing (cheaper than unregister).
    freeBytes(state.pointer);
    state.pointer = 0;
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  /**
   * The elements as nested JavaScript values: numbers; bigints for int64 and uint64; booleans
   * for bool; `{ re, im }` for complex. A 0-d array gives its one value.
   */
  toArray<Self extends AnyNDArray>(this: Self): ToArrayResult<DTypeOf<Self>, ShapeOf<Self>> {
    const flat = readElements(this);
    if (this.shape.length === 0) return flat[0] as never;
    return nest(flat, this.shape, 0, 0) as never;
  }

  /**
   * A copy of the data as a typed array: bool as Uint8Array (0/1), bfloat16 and float16 as their
   * 16-bit patterns in a Uint16Array, complex interleaved (re, im) in a Float32Array/Float64Array.
   */
  toTypedArray<Self extends AnyNDArray>(this: Self): TypedArrayOf<DTypeOf<Self>> {
    const pointer = pointerOf(this);
    return elementView(dtypeCode(this.dtype), pointer, this.size).slice() as never;
  }

  /**
   * A copy converted to `dtype` (SPEC §5): float → int truncates toward zero and saturates, NaN → 0;
   * int → narrower int keeps the low bits; floats round to nearest even; anything → bool is x != 0.
   * Complex → real throws unless `{ discardImaginary: true }` is given. The result is strongly typed.
   */
  astype<Self extends AnyNDArray, To extends DType>(
    this: Self,
    dtype: To,
    options?: { readonly discardImaginary?: boolean },
  ): NDArray<To, ShapeOf<Self>>;
  /** A name that is not a dtype: a compile error in the words of the runtime's error. */
  astype<Self extends AnyNDArray, const To extends string>(
    this: Self,
    dtype: To & NoInfer<CheckDType<To>>,
    options?: { readonly discardImaginary?: boolean },
  ): NDArray<never, ShapeOf<Self>>;
  astype<Self extends AnyNDArray, To extends DType>(
    this: Self,
    dtype: To,
    options?: { readonly discardImaginary?: boolean },
  ): NDArray<To, ShapeOf<Self>> {
    const target = checkDType(dtype, 'astype');
    const source = this.dtype as DTypeName;
    if (dtypeInfo[source].kind === 'complex' && dtypeInfo[target].kind !== 'complex' && !options?.discardImaginary) {
      throw new TypeError(
        `astype: casting ${source} to ${target} would discard the imaginary part; pass { discardImaginary: true } to do it on purpose.`,
      );
    }
    return castArray(this, target, false) as NDArray<To, ShapeOf<Self>>;
  }

  /**
   * The same elements in a new shape (a copy). One axis may be -1, inferred from the others.
   */
  reshape<Self extends AnyNDArray, const NewDims extends Shape>(this: Self, shape: NewDims): NDArray<DTypeOf<Self>, ReshapeResult<NewDims>> {
    const pointer = pointerOf(this);
    const target = resolveReshape(shape, this.size, this.shape);
    const bytes = this.size * itemSize(this.dtype as DTypeName);
    const result = allocArray(this.dtype as DTypeName, target, this.weakType);
    copyBytes(pointer, result[storage].pointer, bytes);
    return result as NDArray<DTypeOf<Self>, ReshapeResult<NewDims>>;
  }

  /** console.log shows the values, as toString does. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /** Like JAX's repr: `NDArray([1, 2], dtype=int16)`, with `weak_type=True` for weak arrays. */
  toString(): string {
    if (this.disposed) return `NDArray(disposed, dtype=${this.dtype}, shape=${shapeText(this.shape)})`;
    const weak = this.weakType ? ', weak_type=True' : '';
    const bits = dtypeInfo[this.dtype as DTypeName].bits;
    const single = this.dtype === 'float32' || this.dtype === 'complex64' || bits === 16;
    return `NDArray(${formatValue(this.toArray(), single)}, dtype=${this.dtype}${weak})`;
  }
}

// The binary and unary operations as methods; src/ops.ts installs them on the prototype.
export interface NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]> extends ArrayMethods {
  /**
   * @internal Type-level only, always empty: a mapped type over the node, so that the checker
   * compares two array types member by member where their nodes differ. That is what lets a weak
   * `NDArray<'float'>` stand where an `NDArray<'float64'>` is expected (same `.dtype`).
   */
  readonly [nodeMembers]?: { readonly [Each in Node as never]: Each };
}

declare const nodeMembers: unique symbol;

/**
 * Whether `value` is an NDArray (of `dtype`, when given): a type guard. A weakly typed array
 * matches its materialised dtype (`isNDArray(add(2.5, 1), 'float64')` is true), as `.dtype` does.
 * @example if (isNDArray(x, 'float32')) x // NDArray<'float32', …> (the shape kept)
 */
export function isNDArray<Value>(value: Value): value is Value & GuardedArray<Value, DType>;
export function isNDArray<Value, const D extends DType>(value: Value, dtype: D): value is Value & GuardedArray<Value, D>;
export function isNDArray(value: unknown, dtype?: DType): boolean {
  if (!(value instanceof NDArray)) return false;
  if (dtype === undefined) return true;
  checkDType(dtype, 'isNDArray');
  return value.dtype === dtype;
}

/**
 * What isNDArray narrows to: an array of `D` with the shape the value had (`number[]` if unknown).
 * An operand typed `NDArray<D>` in generic code is narrowed to `NDArray<'float32', …>` itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GuardedArray<Value, D extends DType> = Value extends NDArray<any, infer Dims> ? NDArray<D, Dims> : NDArray<D>;

/**
 * An array of any of the dtypes `D`, as a union of array types, so that comparing `.dtype` narrows
 * it: `if (x.dtype === 'float32') x` is an `NDArray<'float32', Dims>`.
 */
export type NDArrayOf<D extends AnyDType, Dims extends Shape = number[]> = D extends AnyDType ? NDArray<D, Dims> : never;

/** -1 in a literal shape is resolved at run time, so that axis is `number` statically. */
export type ReshapeResult<Dims extends Shape> = { -readonly [Axis in keyof Dims]: Dims[Axis] extends -1 ? number : Dims[Axis] };

function formatValue(value: unknown, single: boolean): string {
  if (Array.isArray(value)) return `[${value.map((inner) => formatValue(inner, single)).join(', ')}]`;
  if (isComplexScalar(value)) {
    const sign = value.im < 0 || Object.is(value.im, -0) ? '-' : '+';
    return `${formatNumber(value.re, single)}${sign}${formatNumber(Math.abs(value.im), single)}j`;
  }
  return typeof value === 'number' ? formatNumber(value, single) : String(value);
}

/** The shortest decimal that reads back as the same value (at float32 precision for `single`). */
function formatNumber(value: number, single: boolean): string {
  if (Object.is(value, -0)) return '-0';
  if (!single || !Number.isFinite(value)) return String(value);
  for (let digits = 1; digits < 17; digits += 1) {
    const text = value.toPrecision(digits);
    if (Math.fround(Number(text)) === value) return String(Number(text));
  }
  return String(value);
}

// ── internal helpers shared with src/ops.ts ──────────────────────────────────────────────────

/** The data pointer of a live array; throws for a disposed one, naming it. */
export function pointerOf(array: AnyNDArray): number {
  const pointer = array[storage].pointer;
  if (pointer === 0) {
    throw new TypeError(`This ${array.dtype} array of shape ${shapeText(array.shape)} was disposed; it can no longer be used.`);
  }
  return pointer;
}

/** The lattice node an array promotes as: its weak type if weakly typed, else its dtype. */
export function nodeOfArray(array: AnyNDArray): NodeName {
  if (!array.weakType) return array.dtype as DTypeName;
  const kind = dtypeInfo[array.dtype as DTypeName].kind;
  return kind === 'complex' ? 'complex' : kind === 'float' ? 'float' : 'int';
}

/** A new uninitialised array of `dtype` and `shape`. */
export function allocArray(dtype: DTypeName, shape: readonly number[], weak: boolean): AnyNDArray {
  let size = 1;
  for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
  const bytes = size * itemSize(dtype);
  let pointer: number;
  try {
    pointer = allocBytes(Math.max(bytes, 1));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new RangeError(
      `Out of WebAssembly memory: a ${dtype} array of shape ${shapeText(shape)} needs ${bytes} bytes. Dispose arrays you no longer need (dispose() or using); the library keeps working.`,
    );
  }
  return new NDArray(constructToken, pointer, dtype, shape, weak);
}

export function contiguousStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let stride = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    strides[axis] = stride;
    stride *= shape[axis]!;
  }
  return strides;
}

/** Validates a dtype name given by a user, in the words of the unknown-dtype error. */
export function checkDType(value: unknown, where: string): DTypeName {
  if (isDType(value)) return value;
  if (isWeakType(value)) throw new TypeError(`${where}: ${weakTypeAsDTypeText(value, materialize(value))}`);
  throw new TypeError(`${where}: ${unknownDTypeText(show(value))}`);
}

/** Validates a shape given by a user. */
export function checkShape(shape: unknown, where: string): number[] {
  if (!Array.isArray(shape) || !shape.every((axis) => Number.isSafeInteger(axis) && axis >= 0)) {
    throw new TypeError(`${where}: a shape is an array of non-negative integers, got ${show(shape)}.`);
  }
  return [...shape];
}

function resolveReshape(shape: readonly number[], size: number, from: readonly number[]): number[] {
  if (!Array.isArray(shape) || !shape.every((axis) => Number.isSafeInteger(axis) && axis >= -1)) {
    throw new TypeError(`reshape: a shape is an array of non-negative integers (one may be -1), got ${show(shape)}.`);
  }
  const unknownAxes = shape.filter((axis) => axis === -1).length;
  if (unknownAxes > 1) throw new TypeError(`reshape: only one axis may be -1, got ${shapeText(shape)}.`);
  const known = shape.reduce((product, axis) => (axis === -1 ? product : product * axis), 1);
  const target = shape.map((axis) => (axis === -1 ? (known === 0 ? 0 : size / known) : axis));
  const product = target.reduce((total, axis) => total * axis, 1);
  if (product !== size || !target.every(Number.isInteger)) {
    throw new RangeError(`reshape: cannot reshape an array of shape ${shapeText(from)} (${size} elements) into ${shapeText(shape)}.`);
  }
  return target;
}

/** Copies bytes inside wasm memory (the view is taken fresh: memory may have grown). */
export function copyBytes(from: number, to: number, bytes: number): void {
  new Uint8Array(memory.buffer).copyWithin(to, from, from + bytes);
}

/** A copy of `array` as `dtype` through the cast kernel (same dtype: a plain copy). */
export function castArray(array: AnyNDArray, dtype: DTypeName, weak: boolean): AnyNDArray {
  const pointer = pointerOf(array);
  const result = allocArray(dtype, array.shape, weak);
  const from = array.dtype as DTypeName;
  if (from === dtype) copyBytes(pointer, result[storage].pointer, array.size * itemSize(dtype));
  else castKernel(from, dtype)(pointer, 1, result[storage].pointer, array.size);
  return result;
}

// ── reading values out ───────────────────────────────────────────────────────────────────────

function readElements(array: AnyNDArray): unknown[] {
  const pointer = pointerOf(array);
  const dtype = array.dtype as DTypeName;
  const view = elementView(dtypeCode(dtype), pointer, array.size);
  const { kind } = dtypeInfo[dtype];
  const values = new Array<unknown>(array.size);
  if (kind === 'complex') {
    for (let index = 0; index < array.size; index += 1) {
      values[index] = { re: view[2 * index] as number, im: view[2 * index + 1] as number };
    }
  } else if (kind === 'bool') {
    for (let index = 0; index < array.size; index += 1) values[index] = view[index] !== 0;
  } else if (dtype === 'bfloat16' || dtype === 'float16') {
    const decode = dtype === 'bfloat16' ? bfloat16ToNumber : float16ToNumber;
    for (let index = 0; index < array.size; index += 1) values[index] = decode(view[index] as number);
  } else {
    for (let index = 0; index < array.size; index += 1) values[index] = view[index];
  }
  return values;
}

function nest(flat: unknown[], shape: readonly number[], axis: number, offset: number): unknown[] {
  const size = shape[axis]!;
  if (axis === shape.length - 1) return flat.slice(offset, offset + size);
  const inner = shape.slice(axis + 1).reduce((product, length) => product * length, 1);
  return Array.from({ length: size }, (_, index) => nest(flat, shape, axis + 1, offset + index * inner));
}

const bitsView = new DataView(new ArrayBuffer(4));

/** A bfloat16 bit pattern as a number (exact: bfloat16 is the top half of a float32). */
export function bfloat16ToNumber(bits: number): number {
  bitsView.setUint32(0, bits << 16);
  return bitsView.getFloat32(0);
}

/** A float16 bit pattern as a number (exact). */
export function float16ToNumber(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1024 + fraction) * 2 ** (exponent - 25);
}

// ── writing values in ────────────────────────────────────────────────────────────────────────

/**
 * Writes JavaScript values into `count` elements of `dtype` at `pointer`, checking each (SPEC §5):
 * integer dtypes must represent every value exactly. `describe(index)` names an element for errors.
 */
export function writeValues(
  values: ArrayLike<unknown>,
  dtype: DTypeName,
  pointer: number,
  describe: (index: number) => string,
): void {
  const count = values.length;
  const { kind } = dtypeInfo[dtype];
  if (kind === 'complex') {
    const view = elementView(dtypeCode(dtype), pointer, count);
    for (let index = 0; index < count; index += 1) {
      const [re, im] = complexParts(values[index], dtype, describe, index);
      view[2 * index] = re;
      view[2 * index + 1] = im;
    }
  } else if (kind === 'float') {
    if (dtype === 'float32' || dtype === 'float64') {
      const view = elementView(dtypeCode(dtype), pointer, count);
      for (let index = 0; index < count; index += 1) view[index] = realValue(values[index], dtype, describe, index);
      return;
    }
    // bfloat16/float16: round once from float64 with the cast kernel, as astype does.
    const scratch = allocBytes(Math.max(count * 8, 8));
    try {
      const view = elementView(dtypeCode('float64'), scratch, count);
      for (let index = 0; index < count; index += 1) view[index] = realValue(values[index], dtype, describe, index);
      castKernel('float64', dtype)(scratch, 1, pointer, count);
    } finally {
      freeBytes(scratch);
    }
  } else {
    const range = integerRange(dtype)!;
    const view = elementView(dtypeCode(dtype), pointer, count);
    const wide = dtypeInfo[dtype].bits === 64;
    for (let index = 0; index < count; index += 1) {
      const exact = integerValue(values[index], dtype, range, describe, index);
      view[index] = (wide ? exact : Number(exact)) as never;
    }
  }
}

function integerValue(
  value: unknown,
  dtype: DTypeName,
  range: { readonly min: bigint; readonly max: bigint },
  describe: (index: number) => string,
  index: number,
): bigint {
  let exact: bigint;
  if (typeof value === 'boolean') exact = value ? 1n : 0n;
  else if (typeof value === 'bigint') exact = value;
  else if (typeof value === 'number') {
    if (!Number.isInteger(value)) {
      throw new RangeError(
        `${describe(index)} is ${show(value)}, which ${dtype} cannot represent exactly (not an integer); use astype() to cast on purpose.`,
      );
    }
    exact = BigInt(value);
  } else throw notAScalar(value, dtype, describe, index);
  if (exact < range.min || exact > range.max) {
    throw new RangeError(
      `${describe(index)} is ${show(value)}, out of range for ${dtype} (${range.min} to ${range.max}); use astype() to cast on purpose.`,
    );
  }
  return exact;
}

function realValue(value: unknown, dtype: DTypeName, describe: (index: number) => string, index: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isComplexScalar(value)) {
    throw new TypeError(`${describe(index)} is complex ${show(value)}, but ${dtype} is real; make a complex array and use astype() to drop the imaginary part on purpose.`);
  }
  throw notAScalar(value, dtype, describe, index);
}

function complexParts(value: unknown, dtype: DTypeName, describe: (index: number) => string, index: number): [number, number] {
  if (isComplexScalar(value)) return [value.re, value.im];
  return [realValue(value, dtype, describe, index), 0];
}

export function isComplexScalar(value: unknown): value is { re: number; im: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { re?: unknown }).re === 'number' &&
    typeof (value as { im?: unknown }).im === 'number'
  );
}

function notAScalar(value: unknown, dtype: DTypeName, describe: (index: number) => string, index: number): TypeError {
  return new TypeError(`${describe(index)} is ${show(value)}, which is not a number, bigint, boolean or { re, im } (for ${dtype}).`);
}

// ── creation ─────────────────────────────────────────────────────────────────────────────────

/**
 * An array from nested JavaScript values or a typed array. Without a dtype: a typed array's own
 * dtype, else (as JAX with x64) bool, int64, float64 or complex128 by the values' kinds.
 * Integer dtypes must represent every value exactly (RangeError naming the index otherwise).
 * @example array([[1, 2], [3, 4]], 'int8') // NDArray<'int8', [2, 2]>
 */
export const array: {
  <const Values extends NestedValues>(values: Values): NDArray<DefaultDType<Values> & DType, ValuesShape<Values>>;
  <const Values extends NestedValues, D extends DType>(values: Values, dtype: D): NDArray<D, ValuesShape<Values>>;
  // A name that is not a dtype: a compile error in the words of the runtime's error.
  <const Values extends NestedValues, const D extends string>(
    values: Values,
    dtype: D & NoInfer<CheckDType<D>>,
  ): NDArray<never, ValuesShape<Values>>;
} = arrayFrom as never;

function arrayFrom(values: NestedValues, dtype?: DType): AnyNDArray {
  const { shape, flat } = flatten(values);
  const resolved = dtype === undefined ? defaultDType(values, flat) : checkDType(dtype, 'array');
  const result = allocArray(resolved, shape, false);
  try {
    writeValues(flat, resolved, result[storage].pointer, (index) => `array(): the value at index ${shapeText(indexPath(index, shape))}`);
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

function typedArrayDType(values: unknown): DTypeName | undefined {
  if (!ArrayBuffer.isView(values) || values instanceof DataView) return undefined;
  const name = Object.prototype.toString.call(values).slice(8, -1);
  return (typedArrayDTypes as Record<string, DTypeName>)[name];
}

function defaultDType(values: unknown, flat: ArrayLike<unknown>): DTypeName {
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

function flatten(values: unknown): { shape: number[]; flat: ArrayLike<unknown> } {
  if (typedArrayDType(values)) return { shape: [(values as ArrayLike<unknown>).length], flat: values as ArrayLike<unknown> };
  if (!Array.isArray(values)) return { shape: [], flat: [values] };
  const shape: number[] = [];
  for (let level: unknown = values; Array.isArray(level); level = level[0]) {
    shape.push(level.length);
    if (level.length === 0) break;
  }
  const flat: unknown[] = [];
  const walk = (node: unknown, axis: number, path: number[]): void => {
    if (axis === shape.length) {
      if (Array.isArray(node)) {
        throw new RangeError(`array(): ragged nesting: the element at index ${shapeText(path)} is a list, but elements at this depth elsewhere are scalars (shape so far ${shapeText(shape)}).`);
      }
      flat.push(node);
      return;
    }
    if (!Array.isArray(node) || node.length !== shape[axis]) {
      const found = Array.isArray(node) ? `has length ${node.length}` : `is the scalar ${show(node)}`;
      throw new RangeError(`array(): ragged nesting: the row at index ${shapeText(path)} ${found}, expected length ${shape[axis]} (shape ${shapeText(shape)}).`);
    }
    node.forEach((child, index) => walk(child, axis + 1, [...path, index]));
  };
  walk(values, 0, []);
  return { shape, flat };
}

/** An array of `shape` filled with zeros. */
export function zeros<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, const D extends string>(
  shape: Dims,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, WritableShape<Dims>>;
export function zeros<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, Dims> {
  return filled('zeros', shape, 0, dtype) as NDArray<D, Dims>;
}

/** An array of `shape` filled with ones. */
export function ones<const Dims extends Shape, D extends DType = 'float64'>(shape: Dims, dtype?: D): NDArray<D, WritableShape<Dims>>;
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

/** zeros, ones and full: errors name the function the user called. */
function filled(where: string, shape: unknown, value: unknown, dtype: unknown): AnyNDArray {
  const dims = checkShape(shape, where);
  const resolved = dtype === undefined ? 'float64' : checkDType(dtype, where);
  const result = allocArray(resolved, dims, false);
  try {
    const pointer = result[storage].pointer;
    if (result.size > 0) {
      writeValues([value], resolved, pointer, () => `${where}(): the fill value`);
      const bytes = itemSize(resolved);
      // Doubling copies: log2(size) memory moves instead of a per-element loop.
      for (let done = 1; done < result.size; done *= 2) {
        copyBytes(pointer, pointer + done * bytes, Math.min(done, result.size - done) * bytes);
      }
    }
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/**
 * Evenly spaced values in [start, stop): `arange(5)`, `arange(2, 10, 2)`, optionally with a dtype
 * (default: int64 when every argument is an integer, else float64).
 */
export function arange<const Stop extends number>(stop: Stop): NDArray<'int64', [Stop]>;
export function arange<const Stop extends number, D extends DType>(stop: Stop, dtype: D): NDArray<D, [Stop]>;
export function arange<D extends DType = 'int64'>(start: number, stop: number, step?: number, dtype?: D): NDArray<D, [number]>;
// A name that is not a dtype: a compile error in the words of the runtime's error.
export function arange<const D extends string>(stop: number, dtype: D & NoInfer<CheckDType<D>>): NDArray<never, [number]>;
export function arange<const D extends string>(
  start: number,
  stop: number,
  step: number | undefined,
  dtype: D & NoInfer<CheckDType<D>>,
): NDArray<never, [number]>;
export function arange(first: number, second?: number | DType, third?: number, fourth?: DType): AnyNDArray {
  const [start, stop, step, dtype] =
    typeof second === 'number' ? [first, second, third ?? 1, fourth] : [0, first, 1, second as DType | undefined];
  for (const [name, value] of [['start', start], ['stop', stop], ['step', step]] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`arange: ${name} must be a finite number, got ${show(value)}.`);
  }
  if (step === 0) throw new RangeError('arange: step must not be 0.');
  const length = Math.max(0, Math.ceil((stop - start) / step));
  const resolved = dtype === undefined ? ([start, stop, step].every(Number.isInteger) ? 'int64' : 'float64') : checkDType(dtype, 'arange');
  const values = Array.from({ length }, (_, index) => start + index * step);
  const result = allocArray(resolved, [length], false);
  try {
    writeValues(values, resolved, result[storage].pointer, (index) => `arange(): the value at index [${index}]`);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}
