import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { DType, InexactDType } from './dtype.js';
import type { DTypeInfo } from './dtype-rows.js';

/** The length of a 1-d shape (number where it is not literal). */
type LengthOf<Dims> = Dims extends readonly [infer Length extends number] ? Length : number;

/** vander(x, N?, { increasing }) or vander(x, { N, increasing }): [x's length, N] (N defaults to x's length), x's dtype. */
export interface VanderFunction {
  <const X extends AnyNDArray, const N extends number | undefined = undefined>(
    x: X,
    N?: N,
    options?: { readonly increasing?: boolean } | boolean,
  ): NDArray<DTypeOf<X>, [LengthOf<ShapeOf<X>>, N extends number ? N : LengthOf<ShapeOf<X>>]>;
  <const X extends AnyNDArray, const Options extends { readonly N?: number; readonly increasing?: boolean }>(
    x: X,
    options: Options,
  ): NDArray<
    DTypeOf<X>,
    [LengthOf<ShapeOf<X>>, Options extends { readonly N: infer N extends number } ? N : LengthOf<ShapeOf<X>>]
  >;
}

/** compress(condition, a, axis?): a's dtype; one axis shortened (the flattened array without an axis). */
export type CompressFunction = <const A extends AnyNDArray, const Axis extends number | null | undefined = undefined>(
  condition: AnyNDArray | readonly (boolean | number)[],
  a: A,
  axis?: Axis | { readonly axis?: Axis },
) => NDArray<DTypeOf<A>, [Axis] extends [number] ? number[] : [number]>;

/** choose(a, choices, mode?): the choices' promoted dtype, a's shape broadcast with theirs. */
export type ChooseFunction = <
  const A extends AnyNDArray | readonly unknown[],
  const Choices extends AnyNDArray | readonly unknown[],
>(
  a: A,
  choices: Choices,
  mode?: 'raise' | 'wrap' | 'clip' | { readonly mode?: 'raise' | 'wrap' | 'clip' },
) => NDArray<
  Choices extends AnyNDArray
    ? DTypeOf<Choices>
    : Choices extends readonly (infer Choice)[]
      ? DTypeOf<Choice> & {}
      : never,
  number[]
>;

/** putAlongAxis(arr, indices, values, axis, { mode }): a new array of arr's dtype and shape. */
export type PutAlongAxisFunction = <const Arr extends AnyNDArray>(
  arr: Arr,
  indices: AnyNDArray,
  values: AnyNDArray | number | bigint | boolean | { readonly re: number; readonly im: number } | readonly unknown[],
  axis: number | null,
  options?: { readonly mode?: 'raise' | 'clip' | 'drop' },
) => NDArray<DTypeOf<Arr>, ShapeOf<Arr>>;

/** packbits' and unpackbits' options: NumPy's keywords. */
export interface PackbitsOptions {
  readonly axis?: number | null;
  /** 'big' (default: the first element in the highest bit) or 'little'. */
  readonly bitorder?: 'big' | 'little';
}

/** packbits(a, { axis, bitorder }) or packbits(a, axis): uint8; without an axis, 1-d. */
export type PackbitsFunction = <const Options extends PackbitsOptions | number | null | undefined = undefined>(
  a: AnyNDArray,
  options?: Options,
) => NDArray<'uint8', Options extends number | { readonly axis: number } ? number[] : [number]>;

/** unpackbits(a, { axis, count, bitorder }) or unpackbits(a, axis): uint8; without an axis, 1-d. */
export type UnpackbitsFunction = <
  const Options extends (PackbitsOptions & { readonly count?: number | null }) | number | null | undefined = undefined,
>(
  a: AnyNDArray,
  options?: Options,
) => NDArray<'uint8', Options extends number | { readonly axis: number } ? number[] : [number]>;

/** poly(seq_of_zeros): the roots' inexact dtype (of a square matrix, a complex one: eigvals'); one axis, or none for no roots. */
export type PolyFunction = <const Roots extends AnyNDArray>(
  seqOfZeros: Roots,
) => NDArray<
  ShapeOf<Roots> extends readonly [number] ? DTypeInfo[DTypeOf<Roots> & DType]['inexact'] : InexactDType,
  number[] // [] for no roots
>;
