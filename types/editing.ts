// The static types of src/ops/editing.ts: insert, delete, append, resize.
import type { AnyNDArray, DTypeOf, NDArray } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Promote } from './promote.js';
import type { PolicySpec } from './policy.js';

/** The axis of insert, delete and append: positional (a number, or null: flattened) or `{ axis }`. */
export type EditAxis = number | null | { readonly axis?: number | null };

/** What insert's and delete's obj may be: an index, a slice string 'start:stop:step', a list, an integer (or, for delete, bool) array. */
export type EditIndices = number | string | readonly number[] | readonly boolean[] | AnyNDArray;

/** insert(arr, obj, values, axis): arr's dtype, a shape known at run time. */
export type InsertFunction = <const A extends AnyNDArray>(
  arr: A,
  obj: EditIndices,
  values: AnyNDArray | number | boolean | bigint | readonly unknown[],
  axis?: EditAxis,
) => NDArray<DTypeOf<A>, number[]>;

/** delete(arr, obj, axis): arr's dtype, a shape known at run time. */
export type DeleteFunction = <const A extends AnyNDArray>(
  arr: A,
  obj: EditIndices,
  axis?: EditAxis,
) => NDArray<DTypeOf<A>, number[]>;

/** append(arr, values, axis): the promotion of both (as concatenate's), a shape known at run time. */
export type AppendFunction<Spec extends PolicySpec = 'jax'> = <
  const A extends AnyNDArray,
  const V extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<V>, Spec>,
>(
  arr: A,
  values: V,
  axis?: EditAxis,
) => NDArray<Node & AnyDType, number[]>;

/** resize(a, newShape): a's dtype, the new shape (literal where it is). */
export type ResizeFunction = <const A extends AnyNDArray, const S extends number | readonly number[]>(
  a: A,
  newShape: S,
) => NDArray<DTypeOf<A>, S extends readonly number[] ? [...S] : [S & number]>;
