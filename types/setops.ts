// The static types of src/ops/setops.ts: isin, setdiff1d, union1d, intersect1d, setxor1d. The
// promoted node is a defaulted type parameter (computed only at a call), as convolve's.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Promote } from './promote.js';

/** isin's options (NumPy's keywords): `invert` (default false), `assumeUnique` (a hint; default false). */
export interface IsinOptions {
  readonly assumeUnique?: boolean;
  readonly invert?: boolean;
}

/** isin(element, testElements, { invert }): bool, in element's shape. */
export type IsinFunction = <const E extends AnyNDArray, const T extends AnyNDArray>(
  element: E,
  testElements: T,
  options?: IsinOptions,
) => NDArray<'bool', ShapeOf<E>>;

/** setdiff1d's and setxor1d's options: `assumeUnique` (default false). */
export interface SetOptions {
  readonly assumeUnique?: boolean;
}

/** setdiff1d(a, b, { assumeUnique }): a's distinct elements not in b, in a's dtype. */
export type Setdiff1dFunction = <const A extends AnyNDArray, const B extends AnyNDArray>(
  a: A,
  b: B,
  options?: SetOptions,
) => NDArray<DTypeOf<A>, [number]>;

/** union1d(a, b): the sorted distinct elements of both, in their promoted dtype. */
export type SetBinaryFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a: A,
  b: B,
) => NDArray<Node & AnyDType, [number]>;

/** setxor1d(a, b, { assumeUnique }): the sorted elements in exactly one of them, in their promoted dtype. */
export type Setxor1dFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a: A,
  b: B,
  options?: SetOptions,
) => NDArray<Node & AnyDType, [number]>;

/** intersect1d's options: `assumeUnique`, `returnIndices` (both default false). */
export interface Intersect1dOptions extends SetOptions {
  readonly returnIndices?: boolean;
}

/** intersect1d(a, b, options): the values, or with `returnIndices: true` `[values, indices in a, indices in b]` (int32). */
export type Intersect1dFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  const Options extends Intersect1dOptions = {},
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a: A,
  b: B,
  options?: Options,
) => Options extends { readonly returnIndices: true }
  ? [NDArray<Node & AnyDType, [number]>, NDArray<'int32', [number]>, NDArray<'int32', [number]>]
  : NDArray<Node & AnyDType, [number]>;
