import type { NDArray } from './ndarray.js';
import type { Operand, Undecided } from './array.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { Checked, CheckSlot } from './check-slot.js';
import type { ResultShape } from './result-nodes.js';
import type { ComplexDType, IntDType, WeakComplex } from './dtype.js';
import type { DefaultInt, PolicySpec } from './policy.js';
import type { ArgwhereFunction, NonzeroFunction } from './shaping.js';
import type { TopKComplexText } from './messages.js';
import type { ReductionArray } from './reductions.js';
import type { Broadcast } from './shape.js';
import type { ValuesPair, ValuesTuple } from './named-tuple.js';

/** sort's and argsort's options: `axis` (default -1; `null` sorts the flattened array). */
export interface SortOptions {
  readonly axis?: number | null;
  /** Largest first (JAX's and NumPy 2's option; default false). */
  readonly descending?: boolean;
  /** JAX's and NumPy 2's `stable` (every sort here is stable). */
  readonly stable?: boolean;
}

/**
 * The shape sort and argsort give: the input's, or `[number]` for `axis: null`.
 * @example SortedShape<[2, 3], {}> //=> [2, 3]
 * @example SortedShape<[2, 3], { axis: null }> //=> [number]
 */
export type SortedShape<Dims, Options> = Options extends null
  ? [number]
  : Options extends { readonly axis: null }
    ? [number]
    : null extends OptionAxis<Options>
      ? Dims | [number]
      : Dims;

type OptionAxis<Options> = Options extends { readonly axis: infer Axis } ? Axis : undefined;

/** sort(x, { axis }): a sorted copy with x's dtype (weak flag included). */
export type SortFunction = <const X extends AnyNDArray, const Options extends SortOptions | number | null = {}>(
  x: X,
  options?: Options,
) => NDArray<DTypeOf<X>, SortedShape<ShapeOf<X>, Options>>;

/** argsort's options: sort's, and `dtype`, the indices' integer dtype (JAX's option; default: the default int). */
export interface ArgsortOptions extends SortOptions {
  readonly dtype?: IntDType;
}

/** The dtype argsort's indices have: the options' `dtype`, else the default int (int64 with x64). */
export type ArgsortDType<Options, Spec = 'jax'> = Options extends { readonly dtype: infer D extends IntDType }
  ? D
  : DefaultInt<Spec>;

/** argsort(x, { axis, dtype }): the stable sorting indices, the default int (int64 with x64) or `dtype`. */
export type ArgsortFunction<Spec extends PolicySpec = 'jax'> = <
  const X extends AnyNDArray,
  const Options extends ArgsortOptions | number | null = {},
>(
  x: X,
  options?: Options,
) => NDArray<ArgsortDType<Options, Spec>, SortedShape<ShapeOf<X>, Options>>;

/**
 * A shape with its last axis set to `Size`.
 * @example LastAxisAs<[4, 10], 3> //=> [4, 3]
 */
export type LastAxisAs<Dims, Size extends number> = Dims extends readonly [...infer Init extends number[], number]
  ? [...Init, Size]
  : number[];

/** topK's result: the k largest along the last axis and their indices (int32, as jax.lax.top_k). */
export interface TopKResult<X, K extends number>
  extends ValuesPair<NDArray<DTypeOf<X>, LastAxisAs<ShapeOf<X>, K>>, NDArray<'int32', LastAxisAs<ShapeOf<X>, K>>> {
  readonly indices: NDArray<'int32', LastAxisAs<ShapeOf<X>, K>>;
}

/**
 * topK's check slot: the runtime's words for a complex array (complex has no order), else `{}`;
 * no check slot (`null`, so `{}` at the call) where the dtype is a type parameter or any dtype.
 * @example TopKSlot<NDArray<'complex64', [3]>> //=> "topK: complex dtype 'complex64' has no order …"
 */
export type TopKSlot<X> =
  'any' extends Undecided<DTypeOf<X>>
    ? {}
    : [Undecided<DTypeOf<X>>] extends [false]
      ? DTypeOf<X> extends ComplexDType | WeakComplex
        ? TopKComplexText<DTypeOf<X>>
        : {}
      : null;

/** topK(x, k): the k largest elements along the last axis, largest first (complex is an error, as in jax.lax.top_k). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot (a type-parameter dtype) falls back to `{}` at the call */
export type TopKFunction = <
  const X extends AnyNDArray,
  const K extends number,
  // @ts-ignore -- a default that is no check slot (a type-parameter dtype) falls back to `{}` at the call
  Slot extends CheckSlot = TopKSlot<X>,
>(
  x: Checked<NoInfer<Slot>, X>,
  k: K,
) => TopKResult<X, K>;

/** searchsorted's options: `side` ('left', the default, or 'right'). */
export interface SearchsortedOptions {
  readonly side?: 'left' | 'right';
}

/** searchsorted(a, v, { side }): insertion points, int32 (JAX's), in v's shape (a scalar v: 0-d). */
export type SearchsortedFunction = <const A extends AnyNDArray, const V extends Operand>(
  a: A,
  v: V,
  side?: SearchsortedOptions | 'left' | 'right',
) => NDArray<'int32', ShapeOf<V>>;

/**
 * Sorting as methods, where NumPy's method does not mutate: `x.argsort()`, `x.searchsorted(v)`.
 * There is no `x.sort()`: NumPy's and JavaScript's sort in place, and ported code would silently
 * keep the unsorted array; use the function `sort(x)`.
 */
export interface SortingMethods {
  /** argsort(x, options) as a method: the stable sorting indices along `axis` (default the last), int64 or `dtype`. */
  argsort<Self extends AnyNDArray, const Options extends ArgsortOptions | number | null = {}>(
    this: Self,
    options?: Options,
  ): NDArray<ArgsortDType<Options>, SortedShape<ShapeOf<Self>, Options>>;
  /** argpartition(x, kth, options) as a method (jax.Array's): the partitioning positions, int32. */
  argpartition<Self extends AnyNDArray>(
    this: Self,
    kth: number | readonly number[],
    options?: { readonly axis?: number } | number,
  ): NDArray<'int32', ShapeOf<Self>>;
  /** searchsorted(x, v, options) as a method: where v's values go in the sorted 1-D x, int32. */
  searchsorted<Self extends AnyNDArray, const V extends Operand>(
    this: Self,
    v: V,
    side?: SearchsortedOptions | 'left' | 'right',
  ): NDArray<'int32', ShapeOf<V>>;
}

/** unique's options (NumPy's and JAX's keywords; each return flag false by default, equalNan true). */
export interface UniqueOptions {
  readonly returnIndex?: boolean;
  readonly returnInverse?: boolean;
  readonly returnCounts?: boolean;
  readonly equalNan?: boolean;
  readonly sorted?: boolean;
}

/**
 * unique's result: the sorted distinct values; with `returnCounts: true` alone, `[values, counts]`;
 * with `returnIndex` or `returnInverse` too, `[values, indices?, inverseIndices?, counts?]` in JAX's
 * order; each part also by name (the indices and counts: the default int).
 */
export type UniqueResult<X, Options, Spec = 'jax'> = Options extends
  | { readonly returnIndex: true }
  | { readonly returnInverse: true }
  ? UniqueParts<X, Options, Spec>
  : Options extends { readonly returnIndex: boolean } | { readonly returnInverse: boolean }
    ? UniqueParts<X, Options, Spec> | NDArray<DTypeOf<X>, [number]>
    : Options extends { readonly returnCounts: true }
      ? UniqueCounts<X, Spec>
      : Options extends { readonly returnCounts: boolean }
        ? boolean extends Options['returnCounts']
          ? UniqueCounts<X, Spec> | NDArray<DTypeOf<X>, [number]>
          : NDArray<DTypeOf<X>, [number]>
        : NDArray<DTypeOf<X>, [number]>;

/** An index result of unique: 1-d, the default int. */
type UniqueIndex<Spec> = NDArray<DefaultInt<Spec>, [number]>;
/** Whether flag `Name` is (or may be) set. */
type Asked<Options, Name extends string> = Options extends { readonly [K in Name]: true } ? true : false;

/** unique's parts where returnIndex or returnInverse is asked: by position (JAX's order) and by name. */
export type UniqueParts<X, Options, Spec> = ValuesTuple<
  [
    NDArray<DTypeOf<X>, [number]>,
    ...(Asked<Options, 'returnIndex'> extends true ? [UniqueIndex<Spec>] : []),
    ...(Asked<Options, 'returnInverse'> extends true ? [UniqueIndex<Spec>] : []),
    ...(Asked<Options, 'returnCounts'> extends true ? [UniqueIndex<Spec>] : []),
  ]
> &
  (Asked<Options, 'returnIndex'> extends true ? { readonly indices: UniqueIndex<Spec> } : {}) &
  (Asked<Options, 'returnInverse'> extends true ? { readonly inverseIndices: UniqueIndex<Spec> } : {}) &
  (Asked<Options, 'returnCounts'> extends true ? { readonly counts: UniqueIndex<Spec> } : {});

/** unique's values and counts: `const [values, counts] = unique(x, { returnCounts: true })`, or by name. */
export interface UniqueCounts<X, Spec>
  extends ValuesPair<NDArray<DTypeOf<X>, [number]>, NDArray<DefaultInt<Spec>, [number]>> {
  readonly counts: NDArray<DefaultInt<Spec>, [number]>;
}

/** unique(x, { returnCounts }): the sorted distinct elements of the flattened array. */
export type UniqueFunction<Spec extends PolicySpec = 'jax'> = <
  const X extends AnyNDArray,
  const Options extends UniqueOptions = {},
>(
  x: X,
  options?: Options,
) => UniqueResult<X, Options, Spec>;

/**
 * Sorting, searching and the index results under one policy (`withPolicy(spec)`): the indices' dtype
 * is the policy's default int (int32 with x64 off); topK's and searchsorted's are int32 in both (JAX's).
 */
export interface SortingFunctions<Spec extends PolicySpec> {
  readonly sort: SortFunction;
  readonly argsort: ArgsortFunction<Spec>;
  readonly topK: TopKFunction;
  readonly searchsorted: SearchsortedFunction;
  readonly unique: UniqueFunction<Spec>;
  readonly nonzero: NonzeroFunction<Spec>;
  readonly argwhere: ArgwhereFunction<Spec>;
}

/** isclose's and allclose's options (NumPy's defaults: rtol 1e-5, atol 1e-8, NaN unequal). */
export interface CloseOptions {
  readonly rtol?: number;
  readonly atol?: number;
  readonly equalNan?: boolean;
}

/**
 * isclose's and allclose's arguments after the operands: the options object, or NumPy's positional
 * (rtol, atol, equalNan).
 */
export type CloseArguments =
  | readonly [options?: CloseOptions]
  | readonly [rtol: number, atol?: number, equalNan?: boolean];

/**
 * isclose(a, b, options) or isclose(a, b, rtol, atol, equalNan): bool of the broadcast shape;
 * operands must promote as `add`'s do.
 */
export type IscloseFunction = <const A extends Operand, const B extends Operand>(
  a: A,
  b: B,
  ...tolerances: CloseArguments
) => NDArray<'bool', ResultShape<Broadcast<ShapeOf<A>, ShapeOf<B>>>>;

/** allclose(a, b, options) or allclose(a, b, rtol, atol, equalNan): a JavaScript boolean. */
export type AllcloseFunction = <const A extends Operand, const B extends Operand>(
  a: A,
  b: B,
  ...tolerances: CloseArguments
) => boolean;

/** arrayEqual(a, b, { equalNan }) or arrayEqual(a, b, equalNan) (NumPy's positional): same shape and equal elements, as a JavaScript boolean. */
export type ArrayEqualFunction = <const A extends Operand, const B extends Operand>(
  a: A,
  b: B,
  options?: { readonly equalNan?: boolean } | boolean,
) => boolean;

/** arrayEquiv(a, b): shapes that broadcast and equal elements there, as a JavaScript boolean. */
export type ArrayEquivFunction = <const A extends Operand, const B extends Operand>(a: A, b: B) => boolean;

/** logsumexp's options: `axis` (one or several; default all) and `keepdims`. */
export interface LogsumexpOptions {
  readonly axis?: number | readonly number[];
  readonly keepdims?: boolean;
  /** Weights: log Σ b·exp(x) (a negative sum is NaN unless `returnSign`). */
  readonly b?: AnyNDArray | number;
  /** A bool mask: the values left out. */
  readonly where?: AnyNDArray;
  /** `[log |Σ b·exp(x)|, its sign]`. */
  readonly returnSign?: boolean;
}

/** logsumexp(x, { axis, keepdims }) or logsumexp(x, axis): mean's dtype rule (as `mean(x, options)` gives), the reduced shape. */
export type LogsumexpFunction = <
  const X extends AnyNDArray,
  const Options extends LogsumexpOptions | number | readonly number[] = {},
>(
  x: X,
  options?: Options,
) => LogsumexpResult<
  ReductionArray<
    'mean',
    NoInfer<X>,
    NoInfer<Options> extends number | readonly number[] ? { readonly axis: NoInfer<Options> } : NoInfer<Options>
  >,
  NoInfer<Options>
>;

/** logsumexp's result, or with `returnSign: true` the pair [result, sign]. */
export type LogsumexpResult<Result, Options> = Options extends { readonly returnSign: true }
  ? [Result, Result]
  : Result;
