import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';

/** The length of a 1-d shape (number where it is not literal). */
type LengthOf<Dims> = Dims extends readonly [infer Length extends number] ? Length : number;

/** vander(x, N?, { increasing }): [x's length, N] (N defaults to x's length), x's dtype. */
export type VanderFunction = <const X extends AnyNDArray, const N extends number | undefined = undefined>(
  x: X,
  N?: N,
  options?: { readonly increasing?: boolean } | boolean,
) => NDArray<DTypeOf<X>, [LengthOf<ShapeOf<X>>, N extends number ? N : LengthOf<ShapeOf<X>>]>;

/** compress(condition, a, axis?): a's dtype; one axis shortened (the flattened array without an axis). */
export type CompressFunction = <const A extends AnyNDArray, const Axis extends number | null | undefined = undefined>(
  condition: AnyNDArray | readonly (boolean | number)[],
  a: A,
  axis?: Axis | { readonly axis?: Axis },
) => NDArray<DTypeOf<A>, [Axis] extends [number] ? number[] : [number]>;
