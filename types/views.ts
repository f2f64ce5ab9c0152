import type { NDArray } from '../src/ndarray.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './array.js';
import type { AnyDType } from './dtype.js';
import type { ResultType } from './result-type.js';
import type { Shape, WritableShape } from './shape.js';

/**
 * One index of slice(): an integer (drops the axis), a slice `[start, stop, step]` (each optional
 * or null) or `'start:stop:step'`, `null` for a new axis of size 1, or `'...'`.
 */
export type SliceIndex = number | string | null | readonly [start?: number | null, stop?: number | null, step?: number | null];

/**
 * The shape slice() gives for literal indices: integer indices drop their axis, `null` adds an
 * axis of 1, full slices (`':'`, `'::-1'`, `[]`, `[null, null, -1]`) keep the size, other slices
 * give `number`. With `'...'` or a shape that is not a tuple the result is `number[]`.
 * @example
 * SliceShape<[4, 5, 6], [0, '::-1', null]> //=> [5, 1, 6]
 */
export type SliceShape<Dims extends Shape, Indices extends readonly unknown[]> = number extends Dims['length'] ? number[] : SliceDims<Dims, Indices, []>;

/**
 * The shape transpose() gives: reversed by default, else the sizes in the order of `Axes`
 * (non-negative literal axes; others give `number`).
 * @example
 * TransposeShape<[2, 3, 4]>            //=> [4, 3, 2]
 * TransposeShape<[2, 3, 4], [0, 2, 1]> //=> [2, 4, 3]
 */
export type TransposeShape<Dims extends Shape, Axes = undefined> = number extends Dims['length']
  ? number[]
  : Axes extends readonly number[]
    ? { -readonly [Key in keyof Axes]: `${Axes[Key] & number}` extends keyof Dims ? Dims[Axes[Key] & keyof Dims] : number } extends infer Result extends Shape
      ? Result
      : number[]
    : Reverse<Dims, []>;

/**
 * The shape expandDims() gives for one literal axis (non-negative, or -1 to append).
 * @example ExpandShape<[2, 3], 1> //=> [2, 1, 3]
 */
export type ExpandShape<Dims extends Shape, Axis> = number extends Dims['length']
  ? number[]
  : Axis extends -1
    ? [...WritableShape<Dims>, 1]
    : Axis extends number
      ? `${Axis}` extends `-${string}`
        ? number[]
        : Insert<Dims, Axis, 1, []>
      : number[];

/**
 * The shape squeeze() gives: without the literal 1s (all, or the axis given). A `number` size
 * might be 1, so the shape is then `number[]`.
 * @example SqueezeShape<[1, 3, 1]> //=> [3]
 */
export type SqueezeShape<Dims extends Shape, Axis = undefined> = number extends Dims['length']
  ? number[]
  : Axis extends number
    ? `${Axis}` extends `-${string}`
      ? number[]
      : RemoveAt<Dims, Axis, []>
    : DropOnes<Dims, []>;

/** The shape concatenate() gives: the first array's, with `number` along the axis. */
export type ConcatenateShape<Dims extends Shape, Axis> = number extends Dims['length']
  ? number[]
  : { -readonly [Key in keyof Dims]: Key extends `${Axis & number}` ? number : Dims[Key] } extends infer Result extends Shape
    ? Result
    : number[];

/** The shape stack() gives: the arrays' shape with their count inserted at `Axis`. */
export type StackShape<Dims extends Shape, Count extends number, Axis> = ExpandShape<Dims, Axis> extends infer Expanded extends Shape
  ? number extends Expanded['length']
    ? number[]
    : { -readonly [Key in keyof Expanded]: Key extends `${Axis & number}` ? Count : Expanded[Key] } extends infer Result extends Shape
      ? Result
      : number[]
  : never;

/** The dtype node of several arrays joined (concatenate, stack): add()'s promotion. */
export type JoinedNode<Arrays extends readonly AnyNDArray[]> =
  ResultType<{ [Position in keyof Arrays]: DTypeOf<Arrays[Position]> }> extends infer Node extends AnyDType ? Node : never;

/** The view methods on NDArray (the functions of src/views.ts under the same names). */
export interface ViewMethods {
  /** NumPy's basic indexing as a view (no copy): see slice(). */
  slice<Self extends AnyNDArray, const Indices extends readonly SliceIndex[]>(
    this: Self,
    ...indices: Indices
  ): NDArray<DTypeOf<Self>, SliceShape<ShapeOf<Self>, Indices>>;
  /** slice() from one NumPy index expression, `x.at('1:3, ::-1')`, as a view. */
  at<Self extends AnyNDArray>(this: Self, expression: string): NDArray<DTypeOf<Self>, number[]>;
  /** The axes reversed, or permuted by `axes`, as a view. */
  transpose<Self extends AnyNDArray, const Axes extends readonly number[] | undefined = undefined>(
    this: Self,
    axes?: Axes,
  ): NDArray<DTypeOf<Self>, TransposeShape<ShapeOf<Self>, Axes>>;
  /** The axes permuted by `axes` (the Array API's name), as a view. */
  permuteDims<Self extends AnyNDArray, const Axes extends readonly number[]>(
    this: Self,
    axes: Axes,
  ): NDArray<DTypeOf<Self>, TransposeShape<ShapeOf<Self>, Axes>>;
  /** A new axis of size 1 at `axis` (or several), as a view. */
  expandDims<Self extends AnyNDArray, const Axis extends number | readonly number[]>(
    this: Self,
    axis: Axis,
  ): NDArray<DTypeOf<Self>, ExpandShape<ShapeOf<Self>, Axis>>;
  /** Without axes of size 1 (all, or those given), as a view. */
  squeeze<Self extends AnyNDArray, const Axis extends number | readonly number[] | undefined = undefined>(
    this: Self,
    axis?: Axis,
  ): NDArray<DTypeOf<Self>, SqueezeShape<ShapeOf<Self>, Axis>>;
  /** Broadcast to `shape` as a view (strides of 0 where repeated). */
  broadcastTo<Self extends AnyNDArray, const Dims extends Shape>(this: Self, shape: Dims): NDArray<DTypeOf<Self>, WritableShape<Dims>>;
  /** One axis: a view when contiguous, else a copy. */
  flatten<Self extends AnyNDArray>(this: Self): NDArray<DTypeOf<Self>, [number]>;
  /** A contiguous copy owning its memory. */
  copy<Self extends AnyNDArray>(this: Self): NDArray<DTypeOf<Self>, ShapeOf<Self>>;
}

// ── helpers (shallow recursion over the axes only) ─────────────────────────────────────────────

type Reverse<Dims, Done extends number[]> = Dims extends readonly [infer First extends number, ...infer Rest] ? Reverse<Rest, [First, ...Done]> : Done;

type Insert<Dims, At extends number, Value extends number, Before extends number[]> = Before['length'] extends At
  ? Dims extends readonly number[]
    ? [...Before, Value, ...Dims]
    : number[]
  : Dims extends readonly [infer First extends number, ...infer Rest]
    ? Insert<Rest, At, Value, [...Before, First]>
    : number[];

type RemoveAt<Dims, At extends number, Before extends number[]> = Dims extends readonly [infer First extends number, ...infer Rest extends readonly number[]]
  ? Before['length'] extends At
    ? [...Before, ...Rest]
    : RemoveAt<Rest, At, [...Before, First]>
  : number[];

type DropOnes<Dims, Done extends number[]> = Dims extends readonly [infer First extends number, ...infer Rest]
  ? number extends First
    ? number[]
    : DropOnes<Rest, First extends 1 ? Done : [...Done, First]>
  : Done;

type FullSlice = ':' | '::' | '::1' | '::-1' | readonly [] | readonly [null] | readonly [null, null] | readonly [null, null, null | 1 | -1];

type SliceDims<Dims, Indices, Done extends number[]> = Indices extends readonly [infer First, ...infer Rest]
  ? First extends null | 'None'
    ? SliceDims<Dims, Rest, [...Done, 1]>
    : Dims extends readonly [infer Size extends number, ...infer More]
      ? First extends number
        ? SliceDims<More, Rest, Done>
        : First extends FullSlice
          ? SliceDims<More, Rest, [...Done, Size]>
          : First extends readonly unknown[] | `${string}:${string}`
            ? SliceDims<More, Rest, [...Done, number]>
            : First extends `${number}`
              ? SliceDims<More, Rest, Done>
              : number[]
      : number[]
  : Dims extends readonly number[]
    ? [...Done, ...Dims]
    : number[];
