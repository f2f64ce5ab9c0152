// The static types of src/ops/matrix-parts.ts: diagonal, diag, diagflat, trace, triu, tril,
// triuIndices, trilIndices, diagIndices, kron, cross, fillDiagonal, block. Literal shapes where
// one conditional gives them (diag of [N], triu/tril, trace of a matrix); number[] elsewhere.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType, DType } from './dtype.js';
import type { Promote } from './promote.js';
import type { DefaultInt, PolicySpec } from './policy.js';
import type { DimAdd } from './shape-arithmetic.js';
import type { ReductionNode } from './reduction-results.js';
import type { JoinedNode } from './view-methods.js';

/** diagonal's options (NumPy's keywords). */
export interface DiagonalPlaneOptions {
  readonly offset?: number;
  readonly axis1?: number;
  readonly axis2?: number;
}

/** diagonal(a, offset, axis1, axis2), or the options object in place of the trailing ones: a view of a's dtype, one axis of a matrix. */
export type DiagonalOfFunction = <const A extends AnyNDArray>(
  a: A,
  offset?: number | DiagonalPlaneOptions,
  axis1?: number | Omit<DiagonalPlaneOptions, 'offset'>,
  axis2?: number | Pick<DiagonalPlaneOptions, 'axis2'>,
) => NDArray<DTypeOf<A>, ShapeOf<A> extends readonly [number, number] ? [number] : number[]>;

/** trace's options (NumPy's keywords: diagonal's, and the sum's dtype). */
export interface TraceOptions extends DiagonalPlaneOptions {
  readonly dtype?: DType;
}

/**
 * trace(a, offset, axis1, axis2, { dtype }) under a policy: sum's dtype (small integers the
 * default int), or the dtype given; a matrix's trace is 0-d.
 */
export type TraceFunction<Policy extends PolicySpec = 'jax'> = <
  const A extends AnyNDArray,
  const Options extends TraceOptions = {},
  // unbounded, so only a call computes it (a reduction node in a declaration costs some 11,000 instantiations)
  Node = Options extends { readonly dtype: infer Chosen extends DType }
    ? Chosen
    : ReductionNode<'sum', DTypeOf<A>, Policy>,
>(
  a: A,
  offset?: number | Options,
  axis1?: number | Options,
  axis2?: number | Options,
  options?: Options,
) => NDArray<Node & AnyDType, ShapeOf<A> extends readonly [number, number] ? [] : number[]>;

/** The side of diag's square for n elements on the k-th diagonal: n + |k| where both are literal. */
type DiagSide<N, K> = `${K & number}` extends `-${infer Below extends number}` ? DimAdd<N, Below> : DimAdd<N, K>;

/** diag(v, k) or diag(v, { k }): [n] gives [n + |k|, n + |k|]; a matrix gives its diagonal (a view). */
export type DiagFunction = <const V extends AnyNDArray, const K extends number = 0>(
  v: V,
  k?: K | { readonly k?: number },
) => NDArray<
  DTypeOf<V>,
  ShapeOf<V> extends readonly [infer N]
    ? [DiagSide<N, K>, DiagSide<N, K>]
    : ShapeOf<V> extends readonly [number, number]
      ? [number]
      : number[]
>;

/** diagflat(v, k): v flattened on the k-th diagonal of a square. */
export type DiagflatFunction = <const V extends AnyNDArray>(
  v: V,
  k?: number | { readonly k?: number },
) => NDArray<DTypeOf<V>, [number, number]>;

/** triu(m, k) / tril(m, k): m's dtype and shape ([n] is broadcast to [n, n], NumPy's). */
export type TriangleFunction = <const M extends AnyNDArray>(
  m: M,
  k?: number | { readonly k?: number },
) => NDArray<DTypeOf<M>, ShapeOf<M> extends readonly [infer N extends number] ? [N, N] : ShapeOf<M>>;

/** triuIndices(n, k, m) / trilIndices(n, k, m) (or `{ k, m }`): row and column indices, the default int. */
export type TriangleIndicesFunction<Policy extends PolicySpec = 'jax'> = <
  // unbounded, so only a call computes it (the policy's default int, checked against NDArray's bound
  // in a declaration, costs some 200 instantiations)
  Node = DefaultInt<Policy>,
>(
  n: number,
  k?: number | { readonly k?: number; readonly m?: number | null },
  m?: number | null | { readonly m?: number | null },
) => [NDArray<Node & AnyDType, [number]>, NDArray<Node & AnyDType, [number]>];

/** diagIndices(n, ndim): ndim copies of 0 … n - 1, the default int. */
export type DiagIndicesFunction<Policy extends PolicySpec = 'jax'> = <
  const N extends number,
  // unbounded: only a call computes it
  Node = DefaultInt<Policy>,
>(
  n: N,
  ndim?: number | { readonly ndim?: number },
) => NDArray<Node & AnyDType, [N]>[];

/** kron(a, b): the promotion of the two (as multiply's), shape the product of theirs. */
export type KronFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a: A,
  b: B,
) => NDArray<Node & AnyDType, number[]>;

/** cross's options (NumPy's keywords). */
export interface CrossOptions {
  readonly axisa?: number;
  readonly axisb?: number;
  readonly axisc?: number;
  readonly axis?: number;
}

/** cross(a, b, { axisa, axisb, axisc, axis }): the promotion of the two. */
export type CrossFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a: A,
  b: B,
  options?: CrossOptions,
) => NDArray<Node & AnyDType, number[]>;

/** fillDiagonal(a, val, { wrap }): a new array of a's dtype and shape. */
export type FillDiagonalFunction = <const A extends AnyNDArray>(
  a: A,
  val: number | boolean | bigint | readonly (number | boolean)[] | AnyNDArray,
  options?: { readonly wrap?: boolean; readonly inplace?: false },
) => NDArray<DTypeOf<A>, ShapeOf<A>>;

type Inner<List> = List extends readonly (infer Each)[] ? Each : never;

/** The arrays inside nested lists (up to four levels deep, with the outer list). */
type BlockLeaves<Nest> = Extract<Nest | Inner<Nest> | Inner<Inner<Nest>> | Inner<Inner<Inner<Nest>>>, AnyNDArray>;

/** block(arrays): the arrays' dtype where they share one (any dtype where they differ). */
export type BlockFunction = <
  // Unbounded lists (the run time checks the nesting): a bound of nested array lists cost the
  // declarations' check about 1,000 instantiations.
  const Arrays extends readonly unknown[],
  Node = JoinedNode<BlockLeaves<Arrays[number]>[]>,
>(
  arrays: Arrays,
) => NDArray<Node & AnyDType, number[]>;

/** trace and the index helpers under one policy. */
export interface MatrixPartFunctions<Policy extends PolicySpec = 'jax'> {
  readonly trace: TraceFunction<Policy>;
  readonly triuIndices: TriangleIndicesFunction<Policy>;
  readonly trilIndices: TriangleIndicesFunction<Policy>;
  readonly diagIndices: DiagIndicesFunction<Policy>;
}

/** diagonal and trace as methods, as jax.Array has them (`x.diagonal(1)`, `x.trace()`). */
export interface MatrixPartMethods {
  /** diagonal(x, offset, axis1, axis2) as a method: a strided view. */
  diagonal<Self extends AnyNDArray>(
    this: Self,
    offset?: number | DiagonalPlaneOptions,
    axis1?: number | Omit<DiagonalPlaneOptions, 'offset'>,
    axis2?: number | Pick<DiagonalPlaneOptions, 'axis2'>,
  ): NDArray<DTypeOf<Self>, number[]>;
  /** trace(x, offset, axis1, axis2) as a method (JAX's policy: sum's dtype). */
  trace<Self extends AnyNDArray, Node = ReductionNode<'sum', DTypeOf<Self>>>(
    this: Self,
    offset?: number | DiagonalPlaneOptions,
    axis1?: number | Omit<DiagonalPlaneOptions, 'offset'>,
    axis2?: number | Pick<DiagonalPlaneOptions, 'axis2'>,
  ): NDArray<Node & AnyDType, number[]>;
}
