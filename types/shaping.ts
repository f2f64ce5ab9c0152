import type { NDArray } from '../src/ndarray.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './array.js';

/** flip(x, { axis }): a view with x's dtype and shape. */
export type FlipFunction = <const X extends AnyNDArray>(x: X, options?: { readonly axis?: number | readonly number[] | null }) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** roll(x, shift, { axis }): x's dtype and shape. */
export type RollFunction = <const X extends AnyNDArray>(
  x: X,
  shift: number | readonly number[],
  options?: { readonly axis?: number | readonly number[] | null },
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/**
 * The shape repeat gives: `[number]` without an axis (the flattened array), otherwise `number[]`.
 * @example RepeatedShape<[2, 3], undefined> //=> [number]
 */
export type RepeatedShape<Dims, Axis> = [Axis] extends [undefined | null] ? [number] : number[];

/** repeat(x, repeats, { axis }): x's dtype. */
export type RepeatFunction = <const X extends AnyNDArray, const Axis extends number | null | undefined = undefined>(
  x: X,
  repeats: number | readonly number[],
  options?: { readonly axis?: Axis },
) => NDArray<DTypeOf<X>, RepeatedShape<ShapeOf<X>, Axis>>;

/** tile(x, reps): x's dtype. */
export type TileFunction = <const X extends AnyNDArray>(x: X, reps: number | readonly number[]) => NDArray<DTypeOf<X>, number[]>;

/** pad's options: NumPy's modes, and the constant for 'constant' (default 0). */
export interface PadOptions {
  readonly mode?: 'constant' | 'edge' | 'reflect' | 'symmetric' | 'wrap';
  readonly constantValues?: number | bigint | boolean | { readonly re: number; readonly im: number };
}

/** pad(x, padWidth, options): x's dtype, as many axes. */
export type PadFunction = <const X extends AnyNDArray>(
  x: X,
  padWidth: number | readonly number[] | readonly (readonly number[])[],
  options?: PadOptions,
) => NDArray<DTypeOf<X>, number[]>;

/** split(x, indicesOrSections, { axis }): views with x's dtype and as many axes. */
export type SplitFunction = <const X extends AnyNDArray>(
  x: X,
  indicesOrSections: number | readonly number[],
  options?: { readonly axis?: number },
) => NDArray<DTypeOf<X>, number[]>[];

/** nonzero(x): one int64 index array per axis (a tuple for a literal shape). */
export type NonzeroFunction = <const X extends AnyNDArray>(x: X) => IndexArrays<ShapeOf<X>>;

/**
 * One int64 index array per axis: a tuple for a literal shape.
 * @example IndexArrays<[2, 3]> //=> [NDArray<'int64', [number]>, NDArray<'int64', [number]>]
 */
export type IndexArrays<Dims> = Dims extends readonly [unknown, ...infer Rest]
  ? [NDArray<'int64', [number]>, ...IndexArrays<Rest>]
  : Dims extends readonly []
    ? []
    : NDArray<'int64', [number]>[];

/** argwhere(x): int64 coordinates, shape [count, ndim]. */
export type ArgwhereFunction = <const X extends AnyNDArray>(x: X) => NDArray<'int64', [number, ShapeOf<X>['length']]>;
