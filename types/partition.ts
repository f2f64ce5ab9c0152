// The static types of src/ops/sorting/partition.ts: partition, argpartition, lexsort.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { DefaultInt, PolicySpec } from './policy.js';

/** partition's and argpartition's options: `axis` (default -1). */
export interface PartitionOptions {
  readonly axis?: number;
}

/** partition(a, kth, { axis }): a partitioned copy, a's dtype and shape. */
export type PartitionFunction = <const A extends AnyNDArray>(
  a: A,
  kth: number | readonly number[],
  options?: PartitionOptions | number,
) => NDArray<DTypeOf<A>, ShapeOf<A>>;

/** argpartition(a, kth, { axis }): the partitioning positions, int32 (JAX's), a's shape. */
export type ArgpartitionFunction = <const A extends AnyNDArray>(
  a: A,
  kth: number | readonly number[],
  options?: PartitionOptions | number,
) => NDArray<'int32', ShapeOf<A>>;

/** lexsort(keys, { axis }): the stable order by the keys (the last primary), the default int, the keys' shape. */
export type LexsortFunction<Spec extends PolicySpec = 'jax'> = <
  const Keys extends readonly [AnyNDArray, ...AnyNDArray[]] | AnyNDArray,
>(
  keys: Keys,
  options?: PartitionOptions | number,
) => NDArray<
  DefaultInt<Spec>,
  Keys extends readonly [infer First extends AnyNDArray, ...AnyNDArray[]] ? ShapeOf<First> : number[]
>;

/** partition, argpartition and lexsort under one policy (`withPolicy(spec)`). */
export interface PartitionFunctions<Spec extends PolicySpec> {
  readonly partition: PartitionFunction;
  readonly argpartition: ArgpartitionFunction;
  readonly lexsort: LexsortFunction<Spec>;
}
