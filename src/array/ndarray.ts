// The NDArray class and the helpers operations share: pointers, allocation, casts, shape checks.
import type {
  AnyNDArray,
  ArrayMethods,
  Checked,
  CheckSlot,
  DTypeOf,
  ShapeOf,
  DTypeProperty,
  ElementValue,
  Held,
  ToArrayResult,
  TypedArrayOf,
  WeakProperty,
} from '../../types/array.js';
import type { AnyDType, DType } from '../../types/dtype.js';
import type { DTypeName, DTypeNameSlot } from '../../types/creation.js';
import type { ArrayJSON } from '../../types/json.js';
import type { ReductionMethods } from '../../types/reductions.js';
import type { SelectionMethods } from '../../types/selection.js';
import type { ProductMethods } from '../../types/matmul.js';
import type { Shape } from '../../types/shape.js';
import type { MatrixTransposeShape, ReshapeSlot, TransposeShape, ViewMethods } from '../../types/views.js';
import type { IndexingMethods } from '../../types/indexing.js';
import type { SortingMethods } from '../../types/sorting.js';
import type { ShapingMethods } from '../../types/shaping.js';
import { castElements } from '../memory/casts.js';
import { byteLength, dtypeInfo, isDType, isNarrow, isWeakType, itemSize, materialize } from '../lattice/dtypes.js';
import { formatArray } from './format.js';
import { encodeJSON } from './json.js';
import {
  adopt,
  allocateArrayBytes,
  allocateScratch,
  dataPointer,
  handOver,
  releaseArray,
  tryAllocate,
  shareBlock,
  storage,
  type SharedBlock,
  type Storage,
} from '../memory/memory.js';
import { show, shapeText, unknownDTypeText, weakTypeAsDTypeText } from '../errors/messages.js';
import { elementOffset } from '../shape/item.js';
import { resolveReshape } from '../shape/reshape.js';
import { rowMajorStrides } from '../shape/strides.js';
import { nest, readElement, readElements } from '../memory/values.js';
import { castKernel } from '../kernels/elementwise.js';
import { freeBytes, memory } from '../kernels/heap.js';
import { gatherKernel } from '../kernels/strided-copy.js';
import { gatherInto, stridedUnary, wantsGather } from '../shape/strided.js';
import { gatherPacked, isPacked } from '../memory/packed.js';
import { astypeOptionNames, checkOptions } from '../errors/options.js';
import { recorder } from './trace-hook.js';
import { readBytes, readStorage } from '../memory/typed-storage.js';

export { dataPointer, pointerOf, storage, type Storage } from '../memory/memory.js';

const constructToken = Symbol('dtype-lattice construct');
/** As constructToken, from a caller whose shape is an array's own (frozen, so kept as it is). */
const frozenShapeToken = Symbol('dtype-lattice construct, frozen shape');

/**
 * An n-dimensional array whose data lives in WebAssembly memory.
 *
 * `Node` is its dtype, or its weak type for a weakly typed array (JAX's `weak_type=True`): an
 * `NDArray<'float', []>` holds float64 data but promotes like a JavaScript number. `Dims` is its
 * shape: a tuple of literal sizes where the checker knows them, otherwise `number[]`.
 *
 * Operations never consume or mutate their inputs. Free an array with `dispose()` or `using`;
 * one that is forgotten is freed after it is garbage collected.
 * @example array([1, 2], 'int8').with(0, 9).toArray() //=> [9, 2]
 * @example array([1, NaN], 'float32').toJSON() //=> { dtype: 'float32', shape: [2], data: [1, 'NaN'] }
 * @example array([[1, 2], [3, 4]], 'int8').T.toArray() //=> [[1, 3], [2, 4]]
 */
export class NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]> {
  // The fields are `declare`d: the constructor assigns each once, where emitted class fields would
  // first define every one as undefined (a measurable part of a small operation's cost).
  // The dtypes held, as text, compared first when the checker relates one array type to another: a
  // template literal type relates by its text alone, so a generic result that is not the declared
  // `NDArray<D, S>` is one short error (`dtype`'s conditional type elaborates every constraint).
  declare protected readonly node: `${Held<Node>}`;
  /** The dtype of the elements (a weakly typed array reports its materialised dtype). */
  declare readonly dtype: DTypeProperty<Node>;
  /** The size of each axis. */
  declare readonly shape: Dims;
  /** True for a weakly typed array (from JavaScript scalars), which promotes like one. */
  declare readonly weakType: WeakProperty<Node>;
  /** The number of elements. */
  declare readonly size: number;
  /** @internal */
  declare readonly [storage]: Storage;

  /** @internal Arrays are made by array(), zeros(), operations …, not by `new`. */
  constructor(
    token: typeof constructToken | typeof frozenShapeToken,
    pointer: number,
    bytes: number,
    dtype: DType,
    shape: readonly number[],
    weak: boolean,
    shared?: SharedBlock,
    strides?: readonly number[],
    phase = 0,
  ) {
    if (token !== constructToken && token !== frozenShapeToken)
      throw new TypeError('Create arrays with array(), zeros(), ones(), full() or arange().');
    this.dtype = dtype as DTypeProperty<Node>;
    // Shapes are frozen, so a result may share its input's shape array.
    // (Object.isFrozen is a call into the engine's runtime: measurable on a small operation.)
    this.shape = (shape.length === 0
      ? scalarShape
      : token === frozenShapeToken || Object.isFrozen(shape)
        ? shape
        : Object.freeze([...shape])) as unknown as Dims;
    this.weakType = weak as WeakProperty<Node>;
    let size = 1;
    for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
    this.size = size;
    const state: Storage = { pointer, bytes, kept: false, ballast: undefined, shared, strides, phase };
    this[storage] = state;
    adopt(this);
  }

  /** The number of axes. */
  get ndim(): Dims['length'] {
    return this.shape.length;
  }

  /** The axes reversed, as a view of the same memory (NumPy's `x.T`, `transpose(x)`). */
  get T(): NDArray<Node, TransposeShape<Dims>> {
    return this.transpose() as never;
  }

  /** The last two axes swapped, as a view of the same memory (NumPy's `x.mT`); fewer than two axes throw. */
  get mT(): NDArray<Node, MatrixTransposeShape<Dims>> {
    const ndim = this.shape.length;
    if (ndim < 2) {
      throw new RangeError(
        `mT: the matrix transpose needs at least 2 axes, got an array of shape ${shapeText(this.shape)} (${ndim} axes); use x.T or reshape first.`,
      );
    }
    const axes = this.shape.map((_, axis) => (axis < ndim - 2 ? axis : 2 * ndim - 3 - axis));
    return this.transpose(axes) as never;
  }

  /**
   * The step between neighbours along each axis, in elements: row-major for new arrays, except an
   * elementwise result that keeps a permuted operand's layout (`negative(x.T)` has the strides of
   * `x.T`); a view's (slice, transpose, broadcastTo …) may be any integer, negative or 0.
   */
  get strides(): number[] {
    const strides = this[storage].strides;
    return strides === undefined ? rowMajorStrides(this.shape) : [...strides];
  }

  /** Where the first element is in the memory the array shares with its base, in elements (0 for a base). */
  get offset(): number {
    const state = this[storage];
    if (state.shared === undefined || state.pointer === 0) return 0;
    return (state.pointer - state.shared.pointer) / itemSize(this.dtype as DType) + state.phase;
  }

  /**
   * True when the elements lie in row-major order without gaps: new arrays, except elementwise
   * results that keep a permuted operand's layout (as NumPy's do). A view of a packed dtype (int4 …)
   * that starts inside a byte is not (its `offset` says where it starts).
   */
  get contiguous(): boolean {
    return this[storage].strides === undefined;
  }

  /** True once disposed. */
  get disposed(): boolean {
    return this[storage].pointer === 0;
  }

  /** Frees the array's memory now. Using it afterwards throws; disposing again does nothing. */
  dispose(): void {
    // The registry's later callback finds pointer 0 and does nothing (cheaper than unregister).
    releaseArray(this);
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  /**
   * The elements as nested JavaScript values: numbers; bigints for int64 and uint64; booleans
   * for bool; `{ re, im }` for complex. A 0-d array gives its one value.
   */
  toArray<Self extends AnyNDArray>(this: Self): ToArrayResult<DTypeOf<Self>, ShapeOf<Self>> {
    if (recorder !== undefined) recorder.read(this, 'toArray()');
    if (this.size > maxListLength) {
      throw new RangeError(
        `toArray: this ${this.dtype} array of shape ${shapeText(this.shape)} has ${this.size} elements, more than a JavaScript array holds (${maxListLength}); read it with toTypedArray().`,
      );
    }
    const flat = withContiguous(this, readElements);
    if (this.shape.length === 0) return flat[0] as never;
    return nest(flat, this.shape, 0, 0) as never;
  }

  /**
   * A copy of the elements in row-major order as a typed array of the dtype's storage class, which
   * `array(typed, x.dtype)` reads back as the same array: bool as a Uint8Array of 0/1; bfloat16 and
   * float16 as their 16-bit patterns in a Uint16Array (what ONNX Runtime's float16 tensors hold);
   * complex64/complex128 as interleaved (re, im) pairs in a Float32Array/Float64Array; the narrow
   * dtypes (float8 …, int4, uint2) as one code per element in a Uint8Array (packed bytes:
   * `tobytes()`); every other dtype as its values.
   */
  toTypedArray<Self extends AnyNDArray>(this: Self): TypedArrayOf<DTypeOf<Self>> {
    if (recorder !== undefined) recorder.read(this, 'toTypedArray()');
    dataPointer(this);
    return withContiguous(this, readStorage) as never;
  }

  /**
   * A copy of the elements in row-major order as the bytes they take in memory (NumPy's
   * `tobytes()`), which `frombuffer(bytes, x.dtype, x.size)` reads back: little-endian elements,
   * the 4- and 2-bit dtypes packed with element 0 in the lowest bits (XLA's and ONNX's order).
   */
  // (Typed as toTypedArray() is, so that TypeScript before 5.7, without generic typed arrays, reads it.)
  tobytes(): TypedArrayOf<'uint8'> {
    if (recorder !== undefined) recorder.read(this, 'tobytes()');
    dataPointer(this);
    return withContiguous(this, readBytes) as never;
  }

  /**
   * One element as a JavaScript value (as `toArray()` gives it), like NumPy's `item()`: `item()`
   * of a one-element array, `item(i)` by flat (row-major) index, `item(i, j, …)` by one index per
   * axis. Negative indices count from the end.
   */
  item<Self extends AnyNDArray>(this: Self, ...index: number[]): ElementValue<DTypeOf<Self>> {
    if (recorder !== undefined) recorder.read(this, 'item()');
    return readElement(this, elementOffset(this, index)) as never;
  }

  /**
   * A copy converted to `dtype` (SPEC §5): float → int truncates toward zero and saturates, NaN → 0;
   * int → narrower int keeps the low bits; floats round to nearest even; anything → bool is x != 0.
   * Complex → real throws unless `{ discardImaginary: true }` is given. The result is strongly typed.
   */
  // (A name that is not a dtype: a compile error in the words of the runtime's, DTypeNameSlot.)
  astype<Self extends AnyNDArray, const To extends DTypeName, Slot = DTypeNameSlot<To>>(
    this: Self,
    dtype: Checked<NoInfer<Slot>, To>,
    options?: { readonly discardImaginary?: boolean },
  ): NDArray<To & DType, ShapeOf<Self>>;
  astype<Self extends AnyNDArray, To extends DType>(
    this: Self,
    dtype: To,
    options?: { readonly discardImaginary?: boolean },
  ): NDArray<To, ShapeOf<Self>> {
    const target = checkDType(dtype, 'astype');
    if (options !== undefined) checkOptions('astype', options, astypeOptionNames);
    const source = this.dtype as DType;
    if (dtypeInfo[source].kind === 'complex' && dtypeInfo[target].kind !== 'complex' && !options?.discardImaginary) {
      throw new TypeError(
        `astype: casting ${source} to ${target} would discard the imaginary part; pass { discardImaginary: true } to do it on purpose.`,
      );
    }
    // While jit traces: the cast is run and recorded (src/jit/trace.ts).
    if (recorder !== undefined)
      return recorder.operation(
        (input) => castArray(input as AnyNDArray, target, false, 'astype'),
        'astype',
        [this],
        undefined,
      ) as never;
    return castArray(this, target, false, 'astype') as NDArray<To, ShapeOf<Self>>;
  }

  /**
   * The same elements in a new shape. One axis may be -1, inferred from the others. A contiguous
   * array gives a view of the same memory (no copy); a strided view is copied.
   */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  reshape<
    Self extends AnyNDArray,
    const NewDims extends Shape,
    // @ts-ignore -- a default that is no check slot (a size of generic code) falls back to `{}` at the call
    Slot extends CheckSlot = ReshapeSlot<ShapeOf<Self>, NewDims>,
  >(this: Self, shape: Checked<NoInfer<Slot>, NewDims>): NDArray<DTypeOf<Self>, ReshapeResult<NewDims>> {
    dataPointer(this);
    const target = resolveReshape(shape as Shape, this.size, this.shape);
    // A packed view starting inside a byte is contiguous too (its phase says where it starts).
    const strides = this[storage].strides;
    if (strides === undefined || (isPacked(this.dtype as DType) && isContiguous(this.shape, strides)))
      return viewOf(this, target, rowMajorStrides(target), 0) as NDArray<DTypeOf<Self>, ReshapeResult<NewDims>>;
    const copy = castArray(this, this.dtype as DType, this.weakType, 'reshape');
    try {
      return viewOf(copy, target, rowMajorStrides(target), 0) as NDArray<DTypeOf<Self>, ReshapeResult<NewDims>>;
    } finally {
      copy.dispose();
    }
  }

  /**
   * The array as JSON (`JSON.stringify(x)` calls it): `{ dtype, shape, data }`, `data` nested as
   * the shape (as NumPy's `tolist()`); int64/uint64 as decimal strings, NaN, Infinity, -Infinity and
   * -0 as those strings, complex as `[re, im]`, bool as booleans. `array(json)` reads it back to
   * the same dtype, shape and bits (a NaN reads back as the dtype's quiet NaN).
   * @example JSON.stringify(array([1.5, NaN], 'float16')) //=> '{"dtype":"float16","shape":[2],"data":[1.5,"NaN"]}'
   */
  toJSON<Self extends AnyNDArray>(this: Self): ArrayJSON<DTypeProperty<DTypeOf<Self>>, ShapeOf<Self>> {
    return encodeJSON(this) as never;
  }

  /** console.log shows the values, as toString does. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /** Like JAX's repr: `NDArray([1, 2], dtype=int16)`, with `weak_type=True` for weak arrays. */
  toString(): string {
    return formatArray(this);
  }
}

// The operations, views, reductions and selection functions as methods; src/ops/methods.ts installs them on the prototype.
export interface NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]>
  extends ArrayMethods,
    ViewMethods,
    ReductionMethods,
    SelectionMethods,
    ProductMethods,
    IndexingMethods,
    SortingMethods,
    ShapingMethods {
  /**
   * @internal Type-level only, always empty: a mapped type over the node, so that the checker
   * compares two array types member by member where their nodes differ. That is what lets a weak
   * `NDArray<'float'>` stand where an `NDArray<'float64'>` is expected (same `.dtype`).
   */
  readonly [nodeMembers]?: { readonly [Each in Node as never]: Each };
}

declare const nodeMembers: unique symbol;

// `Symbol.dispose` for consumers whose `lib` lacks it (e.g. `["ES2022", "DOM"]` without
// @types/node): NDArray declares `[Symbol.dispose]()`, so its declarations need the symbol. The
// same declaration as lib.esnext.disposable's and @types/node's, which merge with it. Without that
// lib, `using` is not available to the consumer; `dispose()` works everywhere.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/**
 * Whether `value` is an NDArray (of `dtype`, when given): a type guard. A weakly typed array
 * matches its materialised dtype (`isNDArray(add(2.5, 1), 'float64')` is true), as `.dtype` does.
 * @example if (isNDArray(x, 'float32')) x // NDArray<'float32', …> (the shape kept)
 */
export function isNDArray<Value>(value: Value): value is Value & GuardedArray<Value, DType>;
export function isNDArray<Value, const D extends DType>(
  value: Value,
  dtype: D,
): value is Value & GuardedArray<Value, D>;
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
export type GuardedArray<Value, D extends DType> =
  Value extends NDArray<any, infer Dims> ? NDArray<D, Dims> : NDArray<D>;

/**
 * An array of any of the dtypes `D`, as a union of array types, so that comparing `.dtype` narrows
 * it: `if (x.dtype === 'float32') x` is an `NDArray<'float32', Dims>`.
 */
export type NDArrayOf<D extends AnyDType, Dims extends Shape = number[]> = D extends AnyDType
  ? NDArray<D, Dims>
  : never;

/** -1 in a literal shape is resolved at run time, so that axis is `number` statically. */
export type ReshapeResult<Dims extends Shape> = {
  -readonly [Axis in keyof Dims]: Dims[Axis] extends -1 ? number : Dims[Axis];
};

// ── internal helpers shared with the operations and creation ─────────────────────────────────

/** The lattice node an array promotes as: its weak type if weakly typed, else its dtype. */
export function nodeOfArray(array: AnyNDArray): AnyDType {
  if (!array.weakType) return array.dtype as DType;
  const kind = dtypeInfo[array.dtype as DType].kind;
  return kind === 'complex' ? 'complex' : kind === 'float' ? 'float' : 'int';
}

/** The shape of every 0-d array, frozen once. */
export const scalarShape: readonly number[] = Object.freeze([]);

/** A new uninitialised array of `dtype` and `shape`. */
export function allocArray(dtype: DType, shape: readonly number[], weak: boolean, where?: string): AnyNDArray {
  let size = 1;
  for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
  const bytes = byteLength(dtype, size);
  return new NDArray(constructToken, allocateFor(dtype, shape, bytes, where), bytes, dtype, shape, weak);
}

/** `bytes` for an array of `dtype` and `shape`; out of memory, the error names the array and `where`. */
function allocateFor(dtype: DType, shape: readonly number[], bytes: number, where: string | undefined): number {
  const pointer = tryAllocate(bytes);
  if (pointer !== 0) return pointer;
  return allocateArrayBytes(
    bytes,
    () => `${dtype.startsWith('int') ? 'an' : 'a'} ${dtype} array of shape ${shapeText(shape)}`,
    where,
  );
}

/**
 * allocArray for an operation's result whose shape is an array's own (frozen) and whose byte
 * length the caller knows (`size` elements of a dtype that is not packed).
 */
export function allocResult(
  dtype: DType,
  shape: readonly number[],
  bytes: number,
  weak: boolean,
  where: string,
): AnyNDArray {
  return new NDArray(frozenShapeToken, allocateFor(dtype, shape, bytes, where), bytes, dtype, shape, weak);
}

/**
 * A new uninitialised array of `dtype` and `shape` laid out with `strides`: a permutation of a
 * row-major block (src/execute/layout.ts), which the array owns.
 */
export function allocStrided(
  dtype: DType,
  shape: readonly number[],
  strides: readonly number[],
  weak: boolean,
  where?: string,
): AnyNDArray {
  const array = allocArray(dtype, shape, weak, where);
  const state = array[storage];
  state.strides = Object.isFrozen(strides) ? strides : Object.freeze([...strides]);
  return array;
}

/** Validates a dtype name given by a user, in the words of the unknown-dtype error. */
export function checkDType(value: unknown, where: string): DType {
  if (isDType(value)) return value;
  if (isWeakType(value)) throw new TypeError(`${where}: ${weakTypeAsDTypeText(value, materialize(value))}`);
  throw new TypeError(`${where}: ${unknownDTypeText(show(value))}`);
}

/** The longest list toArray() builds: V8's limit for a fast array (larger ones fail or exhaust the JS heap). */
const maxListLength = 2 ** 27 - 3;

/** Copies bytes inside wasm memory (the view is taken fresh: memory may have grown). */
export function copyBytes(from: number, to: number, bytes: number): void {
  new Uint8Array(memory().buffer).copyWithin(to, from, from + bytes);
}

/** A copy of `array` as `dtype` through the cast kernel (same dtype: a plain copy). */
export function castArray(array: AnyNDArray, dtype: DType, weak: boolean, where?: string): AnyNDArray {
  const pointer = dataPointer(array);
  const result = allocArray(dtype, array.shape, weak, where);
  const from = array.dtype as DType;
  const strides = array[storage].strides;
  if (strides !== undefined && isPacked(from)) {
    // A view of a packed dtype (int4 …): its elements gathered into a contiguous block, then cast.
    const packed = from === dtype ? result : allocArray(from, array.shape, false, where);
    try {
      gatherPacked(array, packed[storage].pointer);
      if (packed !== result) castElements(from, dtype, packed[storage].pointer, result[storage].pointer, array.size);
    } finally {
      if (packed !== result) packed.dispose();
    }
  } else if (strides !== undefined && (isNarrow(from) || isNarrow(dtype))) {
    // A strided view with a narrow dtype on either side: gathered in its own dtype first (a byte
    // copy: the packed ones were handled above), then cast.
    const gathered = allocArray(from, array.shape, false, where);
    try {
      if (result.size > 0) {
        const bytes = itemSize(from);
        stridedUnary(
          castKernel(sameSizeDType[bytes]!, sameSizeDType[bytes]!),
          pointer,
          strides,
          bytes,
          gathered[storage].pointer,
          array.shape,
          bytes,
        );
        castElements(from, dtype, gathered[storage].pointer, result[storage].pointer, array.size);
      }
    } finally {
      gathered.dispose();
    }
  } else if (strides !== undefined && wantsGather(array.shape, strides, array.size)) {
    // Gather into contiguous memory first (tiled), then cast in one contiguous pass.
    const gather = gatherKernel(itemSize(from));
    if (from === dtype) gatherInto(gather, pointer, array.shape, strides, itemSize(from), result[storage].pointer);
    else {
      const scratch = allocateScratch(array.size * itemSize(from), () => `a ${from} scratch copy`, where);
      try {
        gatherInto(gather, pointer, array.shape, strides, itemSize(from), scratch);
        castKernel(from, dtype)(scratch, 1, result[storage].pointer, array.size);
      } finally {
        freeBytes(scratch);
      }
    }
  } else if (strides !== undefined) {
    if (result.size > 0)
      stridedUnary(
        castKernel(from, dtype),
        pointer,
        strides,
        itemSize(from),
        result[storage].pointer,
        array.shape,
        itemSize(dtype),
      );
  } else if (from === dtype) copyBytes(pointer, result[storage].pointer, byteLength(dtype, array.size));
  else castElements(from, dtype, pointer, result[storage].pointer, array.size);
  return result;
}

/** A dtype of each item size whose same-dtype cast kernel copies elements unchanged. */
const sameSizeDType: Readonly<Record<number, DType>> = {
  1: 'uint8',
  2: 'uint16',
  4: 'uint32',
  8: 'uint64',
  16: 'complex128',
};

/** Runs `body` on `array` made contiguous (a temporary copy for a strided view, freed after). */
export function withContiguous<Result>(array: AnyNDArray, body: (contiguous: AnyNDArray) => Result): Result {
  if (array[storage].strides === undefined) return body(array);
  const copy = castArray(array, array.dtype as DType, array.weakType);
  try {
    return body(copy);
  } finally {
    copy.dispose();
  }
}

/**
 * A view of `base`'s memory: `shape` and `strides` (in elements, any sign) from the element at
 * `offset` (in elements, relative to base's first element). No data is copied; the memory stays
 * allocated while base or any of its views is alive (see SharedBlock).
 */
export function viewOf(
  base: AnyNDArray,
  shape: readonly number[],
  strides: readonly number[],
  offset: number,
  weak = base.weakType,
): AnyNDArray {
  const dtype = base.dtype as DType;
  const pointer = dataPointer(base);
  const state = base[storage];
  const block = shareBlock(state);
  let size = 1;
  for (const length of shape) size *= length;
  const bytes = itemSize(dtype);
  if (bytes < 1) {
    // Packed (int4: two per byte …): the first element's byte, and where in it the element starts.
    const perByte = Math.round(1 / bytes);
    const element = state.phase + offset;
    const byte = size === 0 ? 0 : Math.floor(element / perByte);
    const phase = size === 0 ? 0 : element - byte * perByte;
    const layout =
      size === 0 || (phase === 0 && isContiguous(shape, strides)) ? undefined : Object.freeze([...strides]);
    return new NDArray(constructToken, pointer + byte, 0, dtype, shape, weak, block, layout, phase);
  }
  const layout = size === 0 || isContiguous(shape, strides) ? undefined : Object.freeze([...strides]);
  const first = size === 0 ? pointer : pointer + offset * bytes;
  return new NDArray(constructToken, first, 0, dtype, shape, weak, block, layout);
}

/**
 * A fresh row-major `array`'s block as an array of `shape` and `strides` (the same elements in the
 * same memory order, seen in another axis order: a permuted result, src/execute/layout.ts). The new
 * array owns the block; `array` is left disposed. An array sharing its block gets a view instead.
 */
export function restrided(array: AnyNDArray, shape: readonly number[], strides: readonly number[]): AnyNDArray {
  const state = array[storage];
  if (state.shared !== undefined || isContiguous(shape, strides)) {
    try {
      return viewOf(array, shape, strides, 0);
    } finally {
      array.dispose();
    }
  }
  const moved = new NDArray(
    constructToken,
    state.pointer,
    state.bytes,
    array.dtype as DType,
    shape,
    array.weakType,
    undefined,
    Object.freeze([...strides]),
  );
  handOver(state);
  return moved;
}

/** Whether strides are row-major contiguous for shape (axes of size 1 may have any stride). */
export function isContiguous(shape: readonly number[], strides: readonly number[]): boolean {
  let expected = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    const length = shape[axis]!;
    if (length === 1) continue;
    if (strides[axis] !== expected) return false;
    expected *= length;
  }
  return true;
}

/** The strides of a live array: its own for a view, row-major otherwise. */
export function stridesOf(array: AnyNDArray): readonly number[] {
  return array[storage].strides ?? rowMajorStrides(array.shape);
}
