// The static types of src/ops/index-helpers.ts: indices, ix, unravelIndex, ravelMultiIndex,
// broadcastArrays, flatnonzero, extract, select, piecewise.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType, DType } from './dtype.js';
import type { Promote } from './promote.js';
import type { DefaultInt, PolicySpec } from './policy.js';
import type { JoinedNode } from './view-methods.js';

/** indices' options (NumPy's keywords). */
export interface IndicesOptions {
  readonly dtype?: DType;
  readonly sparse?: boolean;
}

/**
 * indices(dimensions, dtype) or indices(dimensions, { dtype, sparse }) under a policy: one grid
 * of [n, ...dimensions] (the default int unless a dtype is given), or with `sparse: true` a list
 * of n arrays that broadcast to it.
 */
export type IndicesFunction<Policy extends PolicySpec = 'jax'> = <
  const Dimensions extends readonly number[],
  const Options extends IndicesOptions | DType = {},
  // unbounded, so only a call computes it (as trace's)
  Node = Options extends DType
    ? Options
    : Options extends { readonly dtype: infer Chosen extends DType }
      ? Chosen
      : DefaultInt<Policy>,
>(
  dimensions: Dimensions,
  options?: Options,
) => Options extends { readonly sparse: true }
  ? NDArray<Node & AnyDType, number[]>[]
  : NDArray<Node & AnyDType, [Dimensions['length'], ...Dimensions]>;

/** flatnonzero(a) under a policy: the flat indices of a's non-zero elements, the default int. */
export type FlatnonzeroFunction<Policy extends PolicySpec = 'jax'> = <
  // unbounded: only a call computes it
  Node = DefaultInt<Policy>,
>(
  a: AnyNDArray,
) => NDArray<Node & AnyDType, [number]>;

/** An index sequence as ix, unravelIndex and ravelMultiIndex take it: an array, or numbers. */
export type IndexSequence = AnyNDArray | readonly number[];

/** ix(...sequences): one view per sequence, its dtype (a bool sequence's true positions: int32; lists: int32). */
export type IxFunction = <const Sequences extends readonly IndexSequence[]>(
  ...sequences: Sequences
) => { -readonly [Place in keyof Sequences]: NDArray<IndexNode<Sequences[Place]>, number[]> };

/** The dtype of an index sequence: an array's (int32 for bool: positions), int32 for a list. */
type IndexNode<Sequence> = Sequence extends AnyNDArray
  ? DTypeOf<Sequence> extends 'bool'
    ? 'int32'
    : DTypeOf<Sequence>
  : 'int32';

/** unravelIndex(indices, shape, { order }): one array per axis of the shape, the indices' dtype and shape. */
export type UnravelIndexFunction = <const Indices extends AnyNDArray | number | readonly number[]>(
  indices: Indices,
  shape: readonly number[],
  options?: { readonly order?: 'C' | 'F' },
) => NDArray<
  Indices extends AnyNDArray ? DTypeOf<Indices> : 'int32',
  Indices extends AnyNDArray ? ShapeOf<Indices> : Indices extends number ? [] : [number]
>[];

/** ravelMultiIndex(multiIndex, dims, { mode, order }): the flat indices, the index arrays' promotion. */
export type RavelMultiIndexFunction = <
  const MultiIndex extends readonly IndexSequence[],
  Node = JoinedNode<{ [Place in keyof MultiIndex]: NDArray<IndexNode<MultiIndex[Place]>, number[]> }>,
>(
  multiIndex: MultiIndex,
  dims: readonly number[],
  options?: { readonly mode?: 'raise' | 'wrap' | 'clip'; readonly order?: 'C' | 'F' },
) => NDArray<Node & AnyDType, number[]>;

/** broadcastArrays(...arrays): views of each, of their common shape. */
export type BroadcastArraysFunction = <const Arrays extends readonly AnyNDArray[]>(
  ...arrays: Arrays
) => { -readonly [Place in keyof Arrays]: NDArray<DTypeOf<Arrays[Place]>, number[]> };

/** extract(condition, arr): arr's elements where condition holds, 1-d, arr's dtype. */
export type ExtractFunction = <const Arr extends AnyNDArray>(
  condition: AnyNDArray | readonly unknown[],
  arr: Arr,
) => NDArray<DTypeOf<Arr>, [number]>;

/** A JavaScript scalar's node: an integer literal is the weak int, another number the weak float. */
type ScalarNode<Value> = Value extends AnyNDArray
  ? DTypeOf<Value>
  : Value extends boolean
    ? 'bool'
    : `${Value & number}` extends `${bigint}`
      ? 'int'
      : 'float';

/** select(condlist, choicelist, default): the choices' promotion with the default (0: the weak int). */
export type SelectFunction = <
  const Choices extends readonly AnyNDArray[],
  const Default extends AnyNDArray | number | boolean = 0,
  Node = Promote<JoinedNode<Choices>, ScalarNode<Default> & AnyDType>,
>(
  condlist: readonly AnyNDArray[],
  choicelist: Choices,
  fallback?: Default,
) => NDArray<Node & AnyDType, number[]>;

/** One piece of piecewise: a function of x's selected elements (1-d), or a scalar. */
export type Piece<D extends AnyDType> = number | boolean | ((x: NDArray<D, [number]>) => AnyNDArray | number | boolean);

/** piecewise(x, condlist, funclist): x's dtype and shape. */
export type PiecewiseFunction = <const X extends AnyNDArray>(
  x: X,
  condlist: AnyNDArray | readonly AnyNDArray[],
  funclist: readonly Piece<DTypeOf<X>>[],
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** indices and flatnonzero under one policy. */
export interface IndexHelperFunctions<Policy extends PolicySpec = 'jax'> {
  readonly indices: IndicesFunction<Policy>;
  readonly flatnonzero: FlatnonzeroFunction<Policy>;
}
