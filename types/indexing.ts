import type { NDArray } from './ndarray.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { Checked, CheckSlot } from './check-slot.js';
import type { DTypeOfKind } from './dtype.js';
import type { Scalar } from './scalar.js';
import type { Shape, WritableShape } from './shape.js';
import type { AtShape, AtSlot, SliceIndex, SliceShape } from './slices.js';
import type { PositiveAxis } from './views.js';

/** The typed arrays an index may be besides an NDArray: integers only. */
export type IntegerTypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array;

/** An integer index array: an NDArray of an integer dtype (weak int included) or an integer typed array. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IndexArray = NDArray<DTypeOfKind<'int' | 'uint'> | 'int', any> | IntegerTypedArray;

/** A bool mask (NumPy's `x[mask]`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MaskArray = NDArray<'bool', any>;

/** One index of at(): slice()'s, a bool mask or an integer index array. */
export type AtIndex = SliceIndex | MaskArray | IndexArray;

/** take()'s indices: an index array, one integer, or a list of integers. */
export type TakeIndices = IndexArray | number | readonly number[];

/** take()'s options (NumPy's and JAX's names). */
export interface TakeOptions {
  /** The axis to take along; without one, x is flattened first. */
  readonly axis?: number;
  /**
   * Out-of-bounds indices: 'raise' (default, a RangeError), 'wrap' (modulo the size), 'clip'
   * (clamped to [0, size − 1]; negative indices become 0, as in JAX's and NumPy's take) or 'fill' (`fillValue`).
   */
  readonly mode?: 'raise' | 'wrap' | 'clip' | 'fill';
  /** What mode 'fill' writes: by default NaN (inexact; NaN+0j complex), the minimum (signed ints), the maximum (unsigned), true (bool). */
  readonly fillValue?: Scalar;
}

/** takeAlongAxis()'s options after a positional axis: take()'s mode and fillValue. */
export interface TakeAlongAxisOptions {
  /**
   * Out-of-bounds indices: 'raise' (default, a RangeError), 'wrap' (modulo the size), 'clip'
   * (a negative index counts from the end first, as in JAX's take_along_axis, then clamped to
   * [0, size − 1]) or 'fill' (`fillValue`).
   */
  readonly mode?: 'raise' | 'wrap' | 'clip' | 'fill';
  /** What mode 'fill' writes: by default NaN (inexact; NaN+0j complex), the minimum (signed ints), the maximum (unsigned), true (bool). */
  readonly fillValue?: Scalar;
}

/** takeAlongAxis()'s options as one object (NumPy's keyword arguments): the axis (default -1; null: x flattened), mode and fillValue. */
export interface TakeAlongAxisKeywords extends TakeAlongAxisOptions {
  readonly axis?: number | null;
}

/** An index of with() and scatter(): one at() index, or a list of them (one per axis). */
export type UpdateIndex = AtIndex | readonly AtIndex[];

/** Values of with() and scatter(): a scalar, an array, or (nested) lists of scalars, broadcast to the indexed shape. */
export type UpdateValues = Scalar | AnyNDArray | readonly unknown[];

/** with()'s options: JAX's out-of-bounds modes of scatters. */
export interface WithOptions {
  /**
   * 'raise' (default: a RangeError naming the index, axis and size), 'clip' (a negative index counts
   * from the end first, as JAX's `.at[]` does, then clamped) or 'drop' (skipped).
   */
  readonly mode?: 'raise' | 'clip' | 'drop';
}

/** scatter()'s options. */
export interface ScatterOptions extends WithOptions {
  /** How values meet the elements: 'set' (default), 'add', 'multiply', 'min', 'max' (JAX's `.at[].set/add/multiply/min/max`). */
  readonly update?: 'set' | 'add' | 'multiply' | 'min' | 'max';
}

/**
 * The shape take() gives: x's with the axis replaced by the indices' shape (without an axis: the
 * indices' shape). A non-literal axis or shape gives `number[]`.
 * @example
 * TakeShape<[3, 4], NDArray<'int32', [2]>, 1> //=> [3, 2]
 */
export type TakeShape<Dims extends Shape, Indices, Axis> = [Axis] extends [undefined]
  ? IndexShape<Indices>
  : number extends Dims['length'] | Axis
    ? number[]
    : Axis extends -1
      ? Dims extends readonly [...infer Init extends number[], number]
        ? [...Init, ...IndexShape<Indices>]
        : number[]
      : Axis extends number
        ? `${Axis}` extends `-${string}`
          ? number[]
          : [SplitAt<Dims, Axis, []>] extends [never]
            ? number[]
            : SplitAt<Dims, Axis, []> extends [infer Before extends number[], infer After extends number[]]
              ? [...Before, ...IndexShape<Indices>, ...After]
              : number[]
        : number[];

/**
 * The shape takeAlongAxis() gives: the indices' shape, whose axes of size 1 other than `Axis`
 * (negative: from the end) broadcast to x's; with axis null (x flattened), the indices' shape.
 */
export type TakeAlongAxisShape<Dims extends Shape, IndexDims extends Shape, Axis> = [Axis] extends [null]
  ? WritableShape<IndexDims> extends infer Flat extends Shape
    ? Flat
    : number[]
  : null extends Axis
    ? number[]
    : AlongAxisShape<Dims, IndexDims, Axis>;

type AlongAxisShape<Dims extends Shape, IndexDims extends Shape, Axis> = number extends
  | Dims['length']
  | IndexDims['length']
  | Axis
  ? number[]
  : {
        -readonly [Key in keyof IndexDims]: Key extends `${PositiveAxis<IndexDims, Axis> & number}`
          ? IndexDims[Key]
          : IndexDims[Key] extends 1
            ? Key extends keyof Dims
              ? Dims[Key]
              : number
            : IndexDims[Key];
      } extends infer Result extends Shape
    ? Result
    : number[];

/**
 * The shape at() gives: a string as AtShape; a bool mask, its selected count then the axes after
 * it; one integer index array, its shape then x's other axes; slice() items as SliceShape. Several
 * index arrays give `number[]`.
 * @example
 * AtIndexShape<[3, 4], NDArray<'bool', [3]>, []> //=> [number, 4]
 */
export type AtIndexShape<Dims extends Shape, Index, Rest extends readonly unknown[]> = Rest extends readonly []
  ? Index extends string
    ? AtShape<Dims, Index>
    : Index extends MaskArray
      ? LeadingShape<Dims, ShapeOf<Index>['length'], [number]>
      : Index extends IndexArray
        ? LeadingShape<Dims, 1, IndexShape<Index>>
        : SliceShape<Dims, [Index]>
  : true extends HasArray<[Index, ...Rest]>
    ? number[]
    : SliceShape<Dims, [Index, ...Rest]>;

/** at()'s check: a literal string expression is checked as at() checks it; other indices at run time. */
export type AtIndexSlot<Dims extends Shape, Index, Rest extends readonly unknown[]> = Rest extends readonly []
  ? Index extends string
    ? AtSlot<Dims, Index>
    : {}
  : {};

/** take, takeAlongAxis, at and scatter as functions (with() is a method only: `with` is a keyword). */
export interface IndexingFunctions {
  readonly take: TakeFunction;
  readonly takeAlongAxis: TakeAlongAxisFunction;
  readonly at: AtFunction;
  readonly scatter: ScatterFunction;
}

/** take(x, indices, { axis, mode, fillValue }) or take(x, indices, axis, { mode, fillValue }) (NumPy's positional axis). */
export interface TakeFunction {
  <const X extends AnyNDArray, const Indices extends TakeIndices, const Options extends TakeOptions = {}>(
    x: X,
    indices: Indices,
    options?: Options,
  ): NDArray<DTypeOf<X>, TakeShape<ShapeOf<X>, Indices, AxisOf<Options>>>;
  /** NumPy's positional axis: `take(x, indices, 1, { mode })`; null (NumPy's None) takes from x flattened. */
  <const X extends AnyNDArray, const Indices extends TakeIndices, const Axis extends number | null | undefined>(
    x: X,
    indices: Indices,
    axis: Axis,
    options?: TakeModeOptions,
  ): NDArray<DTypeOf<X>, TakeShape<ShapeOf<X>, Indices, Exclude<Axis, null>>>;
}

/** take's options after a positional axis: `{ mode, fillValue }`. */
export type TakeModeOptions = Omit<TakeOptions, 'axis'>;

/**
 * takeAlongAxis(x, indices, axis?, { mode, fillValue }) or takeAlongAxis(x, indices, { axis, mode,
 * fillValue }): NumPy's positional axis or its keyword arguments; the axis -1 by default.
 */
export interface TakeAlongAxisFunction {
  <const X extends AnyNDArray, const Indices extends IndexArray & AnyNDArray, const Axis extends number | null = -1>(
    x: X,
    indices: Indices,
    axis?: Axis,
    options?: TakeAlongAxisOptions,
  ): NDArray<DTypeOf<X>, TakeAlongAxisShape<ShapeOf<X>, ShapeOf<Indices>, Axis>>;
  <
    const X extends AnyNDArray,
    const Indices extends IndexArray & AnyNDArray,
    const Options extends TakeAlongAxisKeywords,
  >(
    x: X,
    indices: Indices,
    options: Options,
  ): NDArray<DTypeOf<X>, TakeAlongAxisShape<ShapeOf<X>, ShapeOf<Indices>, AlongAxisOf<Options>>>;
}

/** at(x, index, ...more): NumPy indexing; a view for basic indices, a copy for a mask or index arrays. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export type AtFunction = <
  X extends AnyNDArray,
  const Index extends AtIndex,
  const Rest extends readonly AtIndex[] = [],
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = AtIndexSlot<ShapeOf<X>, Index, Rest>,
  // @ts-ignore -- a default that is no check slot (a size of generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
>(
  x: X,
  index: Checked<NoInfer<Slot>, Index>,
  ...rest: Rest
) => NDArray<DTypeOf<X>, AtIndexShape<ShapeOf<X>, Index, Rest>>;

/** scatter(x, index, values, { update, mode }): a copy of x, updated. */
export type ScatterFunction = <
  const X extends AnyNDArray,
  const Index extends UpdateIndex,
  const Values extends UpdateValues,
>(
  x: X,
  index: Index,
  values: Values,
  options?: ScatterOptions,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** The indexing methods on NDArray: `x.take(…)`, `x.at(…)`, `x.with(…)`. */
export interface IndexingMethods {
  /** take(x, indices, options) as a method: elements at `indices` along `axis` (x flattened without one). */
  take<Self extends AnyNDArray, const Indices extends TakeIndices, const Options extends TakeOptions = {}>(
    this: Self,
    indices: Indices,
    options?: Options,
  ): NDArray<DTypeOf<Self>, TakeShape<ShapeOf<Self>, Indices, AxisOf<Options>>>;
  /** take(x, indices, axis, { mode, fillValue }) as a method: NumPy's positional axis (null: x flattened). */
  take<Self extends AnyNDArray, const Indices extends TakeIndices, const Axis extends number | null | undefined>(
    this: Self,
    indices: Indices,
    axis: Axis,
    options?: TakeModeOptions,
  ): NDArray<DTypeOf<Self>, TakeShape<ShapeOf<Self>, Indices, Exclude<Axis, null>>>;
  /**
   * NumPy indexing (`x[...]`): `x.at('1:3, ::-1')` and other basic indices give a view; a bool
   * mask (`x.at(mask)`) or integer index arrays (`x.at(rows, cols)`) give a copy.
   */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  at<
    Self extends AnyNDArray,
    const Index extends AtIndex,
    const Rest extends readonly AtIndex[] = [],
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = AtIndexSlot<ShapeOf<Self>, Index, Rest>,
    // @ts-ignore -- a default that is no check slot (a size of generic code) falls back to `{}` at the call
    Slot extends CheckSlot = ComputedSlot,
  >(
    this: Self,
    index: Checked<NoInfer<Slot>, Index>,
    ...rest: Rest
  ): NDArray<DTypeOf<Self>, AtIndexShape<ShapeOf<Self>, Index, Rest>>;
  /**
   * A copy with the indexed elements replaced by `values` (JAX's `x.at[index].set(values)`, JS's
   * `Array.prototype.with`). `index`: an integer, an at() string, a bool mask, an index array, or
   * a list with one index per axis (`x.with([0, ':'], 1)`). `values` broadcast to the indexed
   * shape: scalars and lists checked as array() checks them, arrays cast as astype() casts them.
   * @example array([1, 2, 3], 'int8').with(0, 9) // [9, 2, 3]
   */
  with<Self extends AnyNDArray, const Index extends UpdateIndex, const Values extends UpdateValues>(
    this: Self,
    index: Index,
    values: Values,
    options?: WithOptions,
  ): NDArray<DTypeOf<Self>, ShapeOf<Self>>;
}

// ── helpers (shallow recursion over the axes only) ─────────────────────────────────────────────

/** The literal axis of take()'s options, undefined without one. */
type AxisOf<Options> = Options extends { readonly axis: infer Axis } ? Axis : undefined;

/** The axis of takeAlongAxis()'s options object: -1 without one. */
type AlongAxisOf<Options> = Options extends { readonly axis: infer Axis }
  ? [Axis] extends [undefined]
    ? -1
    : Axis
  : -1;

/**
 * The shape an index contributes: an array's, a typed array's one axis, a scalar's none. (Read off
 * the array's `shape`: inferring it from the whole `NDArray`, with the index still a type parameter
 * of at(), cost about 7,000 instantiations where the declarations are checked.)
 */
type IndexShape<Indices> = Indices extends { readonly shape: infer Dims extends Shape }
  ? Dims
  : Indices extends number
    ? []
    : [number];

type SplitAt<Dims, Axis extends number, Before extends number[]> = Before['length'] extends Axis
  ? Dims extends readonly [number, ...infer After extends number[]]
    ? [Before, After]
    : never
  : Dims extends readonly [infer First extends number, ...infer Rest]
    ? SplitAt<Rest, Axis, [...Before, First]>
    : never;

/** `Lead` followed by the axes of Dims after its first `Count`. */
type LeadingShape<Dims extends Shape, Count, Lead extends Shape> = number extends Dims['length']
  ? number[]
  : number extends Lead['length']
    ? number[]
    : [DropFirst<Dims, Count, []>] extends [never]
      ? number[]
      : DropFirst<Dims, Count, []> extends infer After extends number[]
        ? [...Lead, ...After]
        : number[];

type DropFirst<Dims, Count, Seen extends unknown[]> = Seen['length'] extends Count
  ? Dims
  : Dims extends readonly [unknown, ...infer Rest]
    ? DropFirst<Rest, Count, [...Seen, 0]>
    : never;

type HasArray<Items> = Items extends readonly [infer First, ...infer Rest]
  ? First extends MaskArray | IndexArray
    ? true
    : HasArray<Rest>
  : false;
