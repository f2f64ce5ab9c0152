import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { AnyDType, DType } from './dtype.js';
import type { NDArray } from './ndarray.js';
import type { Scalar, ScalarDType } from './scalar.js';
import type { Shape, WritableShape } from './shape.js';
import type { DTypeName, DTypeNameSlot } from './dtype.js';
import type { DefaultFloat, PolicySpec } from './policy.js';
import type { ResultNode } from './operations.js';
import type { Checked } from './check-slot.js';
import type { ArrayJSON } from './json.js';
import type {
  AbsentValuesSlot,
  ArangeDTypeIn,
  ArangeLength,
  DefaultDTypeIn,
  DefaultsOf,
  DefaultFloatIn,
  MaybeAbsentValues,
  NestedValues,
  ValuesShape,
} from './array-values.js';

/**
 * The last argument of a creation function: a dtype name, or an options object with `dtype` and
 * the function's own options (`linspace(0, 1, 5, 'float32')`, `eye(3, { k: 1, dtype: 'int8' })`).
 */
export type DTypeArgument<Options extends object = {}> = DType | (Options & { readonly dtype?: DType });

/** A creation function's last argument before its check: a name, or an options object with `dtype`. */
export type DTypeNameArgument<Options extends object = {}> = DTypeName | (Options & { readonly dtype?: DTypeName });

/** The check slot of a creation function's last argument: the name, or an options object's `dtype`. */
export type DTypeArgumentSlot<Argument> = [Argument] extends [string]
  ? DTypeNameSlot<Argument>
  : Argument extends { readonly dtype: infer Name }
    ? DTypeNameSlot<Name>
    : {};

/**
 * The dtype a creation function's last argument names: the name itself, an options object's
 * `dtype`, else `Default` (the default policy's float, float32, unless the function's policy says otherwise).
 * @example DTypeFromArgument<{ k: 1; dtype: 'int8' }> //=> 'int8'
 * @example DTypeFromArgument<{ k: 1 }> //=> 'float32'
 */
export type DTypeFromArgument<Argument, Default = DefaultFloat<'jax'>> = [DType] extends [Argument]
  ? // every dtype (one chosen at run time): DType by its name, not rebuilt as its 30 members
    [Argument] extends [DType]
    ? DType
    : EachDTypeFromArgument<Argument, Default>
  : EachDTypeFromArgument<Argument, Default>;

type EachDTypeFromArgument<Argument, Default> = Argument extends DType
  ? Argument
  : Argument extends { readonly dtype: infer Named extends DType }
    ? Named
    : Default;

/**
 * A size given as a number, as a shape's axis: a non-negative integer literal stays literal,
 * anything else (a wide `number`, a negative or fractional literal, which throw) is `number`.
 * @example SizeOf<3> //=> 3
 * @example SizeOf<number> //=> number
 */
export type SizeOf<Size> = Size extends number
  ? number extends Size
    ? number
    : ScalarDType<Size> extends 'int'
      ? `${Size}` extends `-${string}`
        ? number
        : Size
      : number
  : number;

/** The options of `eye` and `tri`: `k`, the diagonal (0 the main one, > 0 above it, < 0 below). */
export interface DiagonalOptions {
  readonly k?: number;
}

/** The options of zerosLike, onesLike, fullLike and emptyLike besides the dtype: another shape than like's. */
export interface LikeOptions {
  readonly shape?: number | readonly number[];
}

/** The shape of zerosLike & co.: the `shape` option's (a number is one axis), else like's. */
export type LikeShape<Argument, Input> = Argument extends { readonly shape: infer Given }
  ? Given extends number
    ? [Given]
    : Given extends readonly number[]
      ? [...Given]
      : number[]
  : ShapeOf<Input>;

/** The options of `linspace`: whether `stop` is the last value (default true). */
export interface LinspaceOptions {
  readonly endpoint?: boolean;
}

/** The options of `logspace`: linspace's, and the `base` raised to its values (default 10). */
export interface LogspaceOptions extends LinspaceOptions {
  readonly base?: number;
}

/**
 * The options of `meshgrid`: Cartesian ('xy', the default: the first two axes swapped) or matrix
 * ('ij') indexing; `sparse`: each array only along its own axis (1 elsewhere), for broadcasting.
 */
export interface MeshgridOptions<Indexing extends 'xy' | 'ij' = 'xy' | 'ij', Sparse extends boolean = boolean> {
  readonly indexing?: Indexing;
  readonly sparse?: Sparse;
}

/**
 * What `meshgrid(...arrays, { indexing })` returns: one array per input, of its dtype, all of one
 * shape: the inputs' sizes, the first two swapped for 'xy' indexing.
 * @example MeshgridResult<[NDArray<'int8', [3]>, NDArray<'float32', [2]>], 'xy'> //=> [NDArray<'int8', [2, 3]>, NDArray<'float32', [2, 3]>]
 */
export type MeshgridResult<Inputs extends readonly unknown[], Indexing, Sparse = false> = {
  -readonly [Index in keyof Inputs]: NDArray<
    DTypeOf<Inputs[Index]>,
    [Sparse] extends [false]
      ? MeshgridShape<Inputs, Indexing>
      : [Sparse] extends [true]
        ? SparseShape<MeshgridShape<Inputs, Indexing>, Index, Indexing, Inputs['length']>
        : number[]
  >;
};

/** A sparse meshgrid array's shape: the full shape's length along its own axis, 1 along the others. */
type SparseShape<Dims, Index, Indexing, Count> = Dims extends readonly [number, ...number[]]
  ? ['xy' | 'ij'] extends [Indexing]
    ? number[]
    : {
        -readonly [K in keyof Dims]: K extends `${SparseAxis<Index, Indexing, Count> & (string | number)}`
          ? Dims[K]
          : 1;
      }
  : number[];

/** The axis input `Index` runs along: the first two swapped for 'xy' indexing of two inputs or more. */
type SparseAxis<Index, Indexing, Count> = Indexing extends 'xy'
  ? Count extends 0 | 1
    ? Index
    : Index extends '0'
      ? 1
      : Index extends '1'
        ? 0
        : Index
  : Index;

/** The shape every array `meshgrid` returns has. */
export type MeshgridShape<Inputs extends readonly unknown[], Indexing> = number extends Inputs['length']
  ? number[]
  : SwapFirstTwo<{ -readonly [Index in keyof Inputs]: InputSize<Inputs[Index]> }, Indexing> extends infer Dims extends
        Shape
    ? Dims
    : number[];

type SwapFirstTwo<Sizes, Indexing> = 'ij' extends Indexing
  ? 'xy' extends Indexing
    ? number[] // either indexing: the shape is not known
    : Sizes
  : Sizes extends [infer First, infer Second, ...infer Rest]
    ? [Second, First, ...Rest]
    : Sizes;

// An input of any shape counts with its size (meshgrid flattens it): literal for 1-d and 0-d inputs.
type InputSize<Input> =
  ShapeOf<Input> extends readonly [infer Length extends number]
    ? Length
    : ShapeOf<Input> extends readonly []
      ? 1
      : number;

// ── the creation functions under a policy ───────────────────────────────────────────────────

/**
 * The creation functions whose defaults a policy decides (`withPolicy(spec)`, `dtype-lattice/x64`):
 * a JavaScript value of kind int, float or complex becomes the policy's dtype for it
 * (MaterializeUnder: int32, float32, complex64 with x64 off, JAX's default; 64-bit with
 * `{ x64: true }`; NumPy's, PyTorch's … under theirs), and zeros, linspace, eye … are its float.
 * A typed array keeps its own dtype; a named dtype is that dtype.
 */
export interface CreationFunctions<Spec extends PolicySpec> {
  readonly array: ArrayFunction<Spec>;
  readonly asarray: AsarrayFunction<Spec>;
  readonly zeros: FilledFunction<Spec>;
  readonly ones: FilledFunction<Spec>;
  readonly full: FullFunction<Spec>;
  readonly arange: ArangeFunction<Spec>;
  readonly empty: EmptyFunction<Spec>;
  readonly linspace: LinspaceFunction<Spec>;
  readonly logspace: LogspaceFunction<Spec>;
  readonly geomspace: LinspaceFunction<Spec>;
  readonly eye: DiagonalFunction<Spec>;
  readonly identity: IdentityFunction<Spec>;
  readonly tri: DiagonalFunction<Spec>;
}

/** `array(values, dtype?)` under a policy: without a dtype, the values' kind as the policy makes it (DefaultDType). */
export interface ArrayFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> {
  <const Values extends NestedValues>(
    values: Values,
  ): NDArray<DefaultDTypeIn<Values, Defaults> & DType, ValuesShape<Values>>;
  // A tuple with optional elements (`[boolean?]`, `[number, number?]`): every length it allows is
  // an outcome. Its own overload, so that the values above pay nothing for the check.
  <const Values extends MaybeAbsentValues, Slot = AbsentValuesSlot<Values>>(
    values: Checked<NoInfer<Slot>, Values>,
  ): NDArray<DefaultDTypeIn<Values, Defaults> & DType, ValuesShape<Values>>;
  // What toJSON() wrote: its dtype and shape.
  <const Json extends ArrayJSON>(json: Json): NDArray<Json['dtype'], WritableShape<Json['shape']>>;
  // Values or JSON with a dtype. One signature, so that a name that is not a dtype is one error
  // in the words of the runtime's (DTypeNameSlot).
  <
    const Values extends NestedValues | ArrayJSON | MaybeAbsentValues,
    const D extends DTypeName,
    Slot = DTypeNameSlot<D>,
    ValuesSlot = Values extends NestedValues | ArrayJSON ? {} : AbsentValuesSlot<Values>,
  >(
    values: Checked<NoInfer<ValuesSlot>, Values>,
    dtype: Checked<NoInfer<Slot>, D>,
  ): NDArray<D & DType, ValuesOrJSONShape<Values>>;
}

/** `asarray(values, dtype?)`: an NDArray as it is (or cast to the dtype named), other values as `array()` makes them. */
export interface AsarrayFunction<Spec extends PolicySpec = 'jax'> extends ArrayFunction<Spec> {
  <const Input extends AnyNDArray>(values: Input): Input;
  <const Input extends AnyNDArray, const D extends DType>(values: Input, dtype: D): NDArray<D, ShapeOf<Input>>;
}

/** The shape `array()` gives: the nesting's, or the JSON's `shape`. */
export type ValuesOrJSONShape<Values> = 0 extends 1 & Values
  ? number[]
  : Values extends ArrayJSON
    ? WritableShape<Values['shape']>
    : ValuesShape<Values>;

/** `zeros(shape, dtype?)` and `ones(shape, dtype?)`: the policy's float without a dtype. */
export type FilledFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> = <
  const Dims extends Shape,
  const Argument extends DTypeNameArgument = {},
  Slot = DTypeArgumentSlot<Argument>,
>(
  shape: Dims,
  dtype?: Checked<NoInfer<Slot>, Argument>,
) => NDArray<DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>, WritableShape<Dims>>;

/**
 * `full(shape, value, dtype?)`: without a dtype, the value's kind, weakly typed under JAX's policies
 * (`NDArray<'int', …>`), the policy's dtype for it under the systems without weak arrays (ResultNode).
 */
export type FullFunction<Spec extends PolicySpec = 'jax'> = <
  const Dims extends Shape,
  const Value extends Scalar,
  const Argument extends DTypeNameArgument = {},
  Slot = DTypeArgumentSlot<Argument>,
>(
  shape: Dims,
  value: Value,
  dtype?: Checked<NoInfer<Slot>, Argument>,
) => NDArray<DTypeFromArgument<Argument, ResultNode<ScalarDType<Value>, Spec>> & AnyDType, WritableShape<Dims>>;

/** `arange(stop)`, `arange(start, stop, step?)`, with or without a dtype: ArangeDType under the policy without one. */
export interface ArangeFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> {
  <const Stop extends number>(stop: Stop): NDArray<ArangeDTypeIn<Stop, Defaults>, [ArangeLength<Stop>]>;
  // Two or three numbers, or a stop and a dtype, are one signature: with two overloads that take two
  // arguments, TypeScript 5 reports a name that is no dtype against both (the error doubled in length).
  <
    const First extends number,
    const Second extends number | DTypeName,
    const Step extends number = 1,
    Slot = [Second] extends [number] ? {} : DTypeNameSlot<Second>,
  >(
    startOrStop: First,
    stopOrDType: Checked<NoInfer<Slot>, Second>,
    step?: [Second] extends [number] ? Step : never,
  ): [Second] extends [number]
    ? NDArray<ArangeDTypeIn<First | Second | Step, Defaults>, [number]>
    : NDArray<Second & DType, [ArangeLength<First>]>;
  // With a dtype: a name that is not one is an error in the words of the runtime's (DTypeNameSlot).
  <const D extends DTypeName, Slot = DTypeNameSlot<D>>(
    start: number,
    stop: number,
    step: number | undefined,
    dtype: Checked<NoInfer<Slot>, D>,
  ): NDArray<D & DType, [number]>;
}

/** `empty(shape, dtype?)`: the policy's float without a dtype. */
export type EmptyFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> = <
  const Dims extends Shape,
  const Argument extends DTypeArgument = {},
>(
  shape: Dims,
  dtype?: Argument,
) => NDArray<DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>, WritableShape<Dims>>;

/**
 * `linspace(start, stop, num?, options?)` or `linspace(start, stop, { num, … })`, and the functions that
 * take its arguments with options of their own (`Given`: logspace's adds `base`): the policy's float
 * without a dtype.
 */
export interface SpacedFunction<Given extends object, Defaults> {
  <const Options extends Given & { readonly num?: number; readonly dtype?: DType }>(
    start: number,
    stop: number,
    options: Options,
  ): NDArray<
    DTypeFromArgument<Options, DefaultFloatIn<Defaults>>,
    [SizeOf<Options extends { readonly num: infer Num } ? Num : 50>]
  >;
  <const Num extends number = 50, const Argument extends DTypeArgument<Given> = Given>(
    start: number,
    stop: number,
    num?: Num,
    options?: Argument,
  ): NDArray<DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>, [SizeOf<Num>]>;
}

/** `linspace` (and geomspace, which takes its arguments). */
export interface LinspaceFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>>
  extends SpacedFunction<LinspaceOptions, Defaults> {}

/** `logspace(start, stop, num?, options?)`: linspace's arguments, with `base` among the options. */
export interface LogspaceFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>>
  extends SpacedFunction<LogspaceOptions, Defaults> {}

/** `eye` and `tri`: (n, options?) with M among them, (n, m, options?) or NumPy's (n, m, k, dtype?); the policy's float without a dtype. */
export interface DiagonalFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> {
  <const N extends number, const Argument extends DTypeArgument<DiagonalOptions & { readonly M?: number | null }> = {}>(
    n: N,
    options?: Argument,
  ): NDArray<
    DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>,
    [SizeOf<N>, Argument extends { readonly M: infer M extends number } ? SizeOf<M> : SizeOf<N>]
  >;
  <
    const N extends number,
    const M extends number | null | undefined,
    const Argument extends DTypeArgument<DiagonalOptions> = {},
  >(
    n: N,
    m: M,
    options?: Argument,
  ): NDArray<
    DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>,
    [SizeOf<N>, M extends number ? SizeOf<M> : SizeOf<N>]
  >;
  <const N extends number, const M extends number | null | undefined, const Argument extends DTypeArgument = {}>(
    n: N,
    m: M,
    k: number,
    dtype?: Argument,
  ): NDArray<
    DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>,
    [SizeOf<N>, M extends number ? SizeOf<M> : SizeOf<N>]
  >;
}

/** `identity(n, dtype?)`: the policy's float without a dtype. */
export type IdentityFunction<Spec extends PolicySpec = 'jax', Defaults = DefaultsOf<Spec>> = <
  const N extends number,
  const Argument extends DTypeArgument = {},
>(
  n: N,
  dtype?: Argument,
) => NDArray<DTypeFromArgument<Argument, DefaultFloatIn<Defaults>>, [SizeOf<N>, SizeOf<N>]>;
