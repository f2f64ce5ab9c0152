// The static types of src/ops/setops.ts: isin, setdiff1d, union1d, intersect1d, setxor1d. The
// promoted node is a defaulted type parameter (computed only at a call), as convolve's.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Promote } from './promote.js';
import type { DefaultInt, PolicySpec } from './policy.js';

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

/**
 * union1d(a, b) and setxor1d(a, b, { assumeUnique }): the sorted distinct elements of both (or of
 * exactly one of them), in their promoted dtype. One alias for both (`Options`: what each takes).
 */
export type SetBinaryFunction<Spec extends PolicySpec = 'jax', Options = Record<string, never>> = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>, Spec>,
>(
  a: A,
  b: B,
  options?: Options,
) => NDArray<Node & AnyDType, [number]>;

/** setxor1d(a, b, { assumeUnique }): the sorted elements in exactly one of them, in their promoted dtype. */
export type Setxor1dFunction<Spec extends PolicySpec = 'jax'> = SetBinaryFunction<Spec, SetOptions>;

/** intersect1d's options: `assumeUnique`, `returnIndices` (both default false). */
export interface Intersect1dOptions extends SetOptions {
  readonly returnIndices?: boolean;
}

/**
 * intersect1d(a, b, options): the values, or with `returnIndices: true` `[values, indices in a,
 * indices in b]` (the default int; int32 with `assumeUnique: true`, as JAX's).
 */
export type Intersect1dFunction<Spec extends PolicySpec = 'jax'> = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  const Options extends Intersect1dOptions = {},
  Node = Promote<DTypeOf<A>, DTypeOf<B>, Spec>,
  Index = Options extends { readonly assumeUnique: true } ? 'int32' : DefaultInt<Spec>,
>(
  a: A,
  b: B,
  options?: Options,
) => Options extends { readonly returnIndices: true }
  ? [NDArray<Node & AnyDType, [number]>, NDArray<Index & AnyDType, [number]>, NDArray<Index & AnyDType, [number]>]
  : NDArray<Node & AnyDType, [number]>;

/** union1d, intersect1d and setxor1d under one policy (`withPolicy(spec)`). */
export interface SetopsFunctions<Spec extends PolicySpec = 'jax'> {
  readonly union1d: SetBinaryFunction<Spec>;
  readonly intersect1d: Intersect1dFunction<Spec>;
  readonly setxor1d: Setxor1dFunction<Spec>;
}
