// NDArray's type: the class the runtime (src/array/ndarray.ts) provides, declared here so that the
// type level needs nothing above it. Its members are the array's own; the methods of each family
// (operations, views, reductions …) are merged into it by types/methods.ts.
import type { CheckSlot, Checked } from './check-slot.js';
import type { AnyDType, DType, DTypeName, DTypeNameSlot } from './dtype.js';
import type { DTypeProperty, ElementValue, Held, ToArrayResult, TypedArrayOf, WeakProperty } from './elements.js';
import type { ArrayJSON } from './json.js';
import type { ScalarDType } from './scalar.js';
import type { Shape } from './shape.js';
import type { MatrixTransposeShape, ReshapeSlot, TransposeShape } from './views.js';

/** @internal The key of an array's storage (src/memory/memory.ts makes the symbol). */
export declare const storage: unique symbol;

/** @internal The internal state of an array: where its data is (0 once freed) and how many bytes it owns. */
export interface Storage {
  pointer: number;
  bytes: number;
  /** Set by keep(): no scope disposes the array. */
  kept: boolean;
  /** Stands for the bytes with the engine's collector, while the array waits for it (src/memory/memory.ts). */
  ballast: ArrayBuffer | undefined;
  /**
   * The block a base array shares with its views (undefined until the first view of it is made).
   * `pointer` is then the address of this array's first element inside the block.
   */
  shared: SharedBlock | undefined;
  /** Element strides of a view that is not row-major contiguous; undefined when contiguous. */
  strides: readonly number[] | undefined;
  /**
   * Elements into the byte at `pointer` where the first element starts: 0 except for views of
   * packed dtypes (src/memory/packed.ts), which then always have `strides`.
   */
  phase: number;
}

/**
 * @internal A block of wasm memory used by a base array and its views. Each live array using it
 * counts once; the block is freed when the last of them is disposed (or reclaimed), whichever
 * order that happens in. So disposing a view never frees memory its base or other views still read.
 */
export interface SharedBlock {
  readonly pointer: number;
  readonly bytes: number;
  users: number;
}

declare const nodeMembers: unique symbol;

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
export declare class NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]> {
  // The dtypes held, as text, compared first when the checker relates one array type to another: a
  // template literal type relates by its text alone, so a generic result that is not the declared
  // `NDArray<D, S>` is one short error (`dtype`'s conditional type elaborates every constraint).
  protected readonly node: `${Held<Node>}`;
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
  private constructor();
  /** The number of axes. */
  get ndim(): Dims['length'];
  /** The axes reversed, as a view of the same memory (NumPy's `x.T`, `transpose(x)`). */
  get T(): NDArray<Node, TransposeShape<Dims>>;
  /** The last two axes swapped, as a view of the same memory (NumPy's `x.mT`); fewer than two axes throw. */
  get mT(): NDArray<Node, MatrixTransposeShape<Dims>>;
  /**
   * The step between neighbours along each axis, in elements: row-major for new arrays, except an
   * elementwise result that keeps a permuted operand's layout (`negative(x.T)` has the strides of
   * `x.T`); a view's (slice, transpose, broadcastTo …) may be any integer, negative or 0.
   */
  get strides(): number[];
  /** Where the first element is in the memory the array shares with its base, in elements (0 for a base). */
  get offset(): number;
  /**
   * True when the elements lie in row-major order without gaps: new arrays, except elementwise
   * results that keep a permuted operand's layout (as NumPy's do). A view of a packed dtype (int4 …)
   * that starts inside a byte is not (its `offset` says where it starts).
   */
  get contiguous(): boolean;
  /** True once disposed. */
  get disposed(): boolean;
  /** Frees the array's memory now. Using it afterwards throws; disposing again does nothing. */
  dispose(): void;
  [Symbol.dispose](): void;
  /**
   * The elements as nested JavaScript values: numbers; bigints for int64 and uint64; booleans
   * for bool; `{ re, im }` for complex. A 0-d array gives its one value.
   */
  toArray<Self extends AnyNDArray>(this: Self): ToArrayResult<DTypeOf<Self>, ShapeOf<Self>>;
  /**
   * A copy of the elements in row-major order as a typed array of the dtype's storage class, which
   * `array(typed, x.dtype)` reads back as the same array: bool as a Uint8Array of 0/1; bfloat16 and
   * float16 as their 16-bit patterns in a Uint16Array (what ONNX Runtime's float16 tensors hold);
   * complex64/complex128 as interleaved (re, im) pairs in a Float32Array/Float64Array; the narrow
   * dtypes (float8 …, int4, uint2) as one code per element in a Uint8Array (packed bytes:
   * `tobytes()`); every other dtype as its values.
   */
  toTypedArray<Self extends AnyNDArray>(this: Self): TypedArrayOf<DTypeOf<Self>>;
  /**
   * A copy of the elements in row-major order as the bytes they take in memory (NumPy's
   * `tobytes()`), which `frombuffer(bytes, x.dtype, x.size)` reads back: little-endian elements,
   * the 4- and 2-bit dtypes packed with element 0 in the lowest bits (XLA's and ONNX's order).
   */
  // (Typed as toTypedArray() is, so that TypeScript before 5.7, without generic typed arrays, reads it.)
  tobytes(): TypedArrayOf<'uint8'>;
  /**
   * One element as a JavaScript value (as `toArray()` gives it), like NumPy's `item()`: `item()`
   * of a one-element array, `item(i)` by flat (row-major) index, `item(i, j, …)` by one index per
   * axis. Negative indices count from the end.
   */
  item<Self extends AnyNDArray>(this: Self, ...index: number[]): ElementValue<DTypeOf<Self>>;
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
  >(this: Self, shape: Checked<NoInfer<Slot>, NewDims>): NDArray<DTypeOf<Self>, ReshapeResult<NewDims>>;
  /**
   * The array as JSON (`JSON.stringify(x)` calls it): `{ dtype, shape, data }`, `data` nested as
   * the shape (as NumPy's `tolist()`); int64/uint64 as decimal strings, NaN, Infinity, -Infinity and
   * -0 as those strings, complex as `[re, im]`, bool as booleans. `array(json)` reads it back to
   * the same dtype, shape and bits (a NaN reads back as the dtype's quiet NaN).
   * @example JSON.stringify(array([1.5, NaN], 'float16')) //=> '{"dtype":"float16","shape":[2],"data":[1.5,"NaN"]}'
   */
  toJSON<Self extends AnyNDArray>(this: Self): ArrayJSON<DTypeProperty<DTypeOf<Self>>, ShapeOf<Self>>;
  /** Like JAX's repr: `NDArray([1, 2], dtype=int16)`, with `weak_type=True` for weak arrays. */
  toString(): string;
  /**
   * @internal Type-level only, always empty: a mapped type over the node, so that the checker
   * compares two array types member by member where their nodes differ. That is what lets a weak
   * `NDArray<'float'>` stand where an `NDArray<'float64'>` is expected (same `.dtype`).
   */
  readonly [nodeMembers]?: { readonly [Each in Node as never]: Each };
}

// `Symbol.dispose` for consumers whose `lib` lacks it (e.g. `["ES2022", "DOM"]` without
// @types/node): NDArray declares `[Symbol.dispose]()`, so its declarations need the symbol. The
// same declaration as lib.esnext.disposable's and @types/node's, which merge with it. Without that
// lib, `using` is not available to the consumer; `dispose()` works everywhere.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/** Any array, whatever its dtype and shape (the `any`s let every `NDArray<D, S>` be one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyNDArray = NDArray<any, any>;

/** The dtype node of an operand: an array's dtype (its weak type if weakly typed), a scalar's kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DTypeOf<Input> = Input extends NDArray<infer Node, any> ? Node : ScalarDType<Input>;

/** The shape of an operand; a scalar is 0-d. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ShapeOf<Input> = Input extends NDArray<any, infer Dims> ? Dims : [];

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
