import type { AnyNDArray, ShapeOf } from './ndarray.js';

/** What shape, ndim and size take: an array, a JavaScript scalar, or (nested) lists of them. */
export type ShapeLike =
  | AnyNDArray
  | number
  | bigint
  | boolean
  | { readonly re: number; readonly im: number }
  | readonly unknown[];

/** The shape of a ShapeLike: an array's own (literal where it is), a scalar's [], a list's number[]. */
export type ShapeOfLike<Value> = Value extends AnyNDArray
  ? ShapeOf<Value>
  : Value extends readonly unknown[]
    ? number[]
    : [];

/** shape(a): a's shape as NumPy's `np.shape` gives it. */
export type ShapeFunction = <const Value extends ShapeLike>(value: Value) => ShapeOfLike<Value>;

/** ndim(a): the number of axes. */
export type NdimFunction = <const Value extends ShapeLike>(value: Value) => ShapeOfLike<Value>['length'];

/** size(a) or size(a, axis): the number of elements (along one axis). */
export type SizeFunction = (value: ShapeLike, axis?: number) => number;

/** iscomplexobj(x) / isrealobj(x): by the dtype (or the scalar's kind), not the values. */
export type IsComplexObjFunction = (value: ShapeLike) => boolean;
