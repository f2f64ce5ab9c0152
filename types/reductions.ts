import type { NDArray } from './ndarray.js';
import type { reductionRows } from '../src/registry/registry.js';
import type { ArrayFor, Every, Kept, Unkept } from './kept.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { Checked } from './check-slot.js';
import type { AnyDType, DType } from './dtype.js';
import type { KeptReductionTables } from './kept.generated.js';
import type { NamedReductionNodes } from './result-names.generated.js';
import type { PolicyReductionNodes } from './policy-result-names.generated.js';
import type {
  AxisOutOfBoundsText,
  AxisRepeatedText,
  AxisTwiceText,
  JoinedNames,
  OneAxisText,
  ReductionMixedText,
  UnknownDTypeText,
} from './messages.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { OutGiven, OutOr, OutSlot } from './out.js';
import type { Shape, ShapeText } from './shape.js';
import type { ReducedShape, ReductionName, ReductionResult } from './reduction-results.js';

type ReductionRow = (typeof reductionRows)[number];
type RowOf<Name extends ReductionName> = Extract<ReductionRow, { readonly name: Name }>;

/**
 * What a reduction takes, as jax.numpy's keyword arguments (the registry row's `options`): `axis`
 * (one or several for sum … all; one for argmin, argmax, cumsum, cumprod), `keepdims`, `out`;
 * `ddof` for var and std; `dtype` (accumulate and return in it) for sum, prod, mean, var, std,
 * cumsum, cumprod; `where` (a bool mask broadcast to the input) for sum … all; `initial` for sum,
 * prod, min, max.
 */
export type ReductionOptions<Name extends ReductionName = ReductionName> = Pick<
  EveryReductionOption<RowOf<Name>['axes'] extends 'many' ? number | readonly number[] : number>,
  ReductionOptionName<Name>
>;

/** The names a reduction's options object takes. */
export type ReductionOptionName<Name extends ReductionName> = RowOf<Name>['options'][number];

type EveryReductionOption<Axis, Chosen = DType> = {
  readonly axis?: Axis;
  readonly keepdims?: boolean;
  readonly ddof?: number;
  readonly dtype?: Chosen;
  readonly where?: NDArray<'bool', Shape>;
  readonly initial?: number | bigint | boolean;
  readonly out?: AnyNDArray;
};

/**
 * The constraint of every reduction's options: the value types of all their options (a literal
 * `dtype` and the names each one takes are checked by its slot, in the runtime's words). One type
 * for all, so that a union of reductions (`p[name](x)`) stays callable.
 */
export type OpenReductionOptions = OpenOptions<EveryReductionOption<number | readonly number[], string>>;

/**
 * A reduction's check slot: an option it does not take or one given as undefined, then a literal
 * `dtype` that is no dtype, then the first axis outside a literal shape; `{}` where all is well.
 */
export type ReductionSlot<Name extends ReductionName, Input, Options> =
  OptionsSlot<Name, Options, RowOf<Name>['options']> extends infer Text extends string
    ? Text
    : RowOf<Name>['axes'] extends 'one'
      ? Options extends { readonly axis: infer Axes extends readonly number[] }
        ? number extends Axes['length']
          ? DTypeSlot<Name, Input, Options>
          : OneAxisText<Name, `[${JoinedNames<Axes>}]`>
        : DTypeSlot<Name, Input, Options>
      : DTypeSlot<Name, Input, Options>;

/** A literal `dtype` that is no dtype, then the axes (AxisSlot). */
type DTypeSlot<Name extends ReductionName, Input, Options> = Options extends {
  readonly dtype: infer Chosen extends string;
}
  ? string extends Chosen
    ? AxisSlot<Name, Input, Options>
    : Chosen extends DType
      ? AxisSlot<Name, Input, Options>
      : UnknownDTypeText<`'${Chosen}'`>
  : AxisSlot<Name, Input, Options>;

/** The names an axis of a literal shape may be given by: `'0' | '1' | '-1' | '-2'` for `[2, 3]`. */
export type AxisNames<Dims, Seen extends unknown[] = []> = Dims extends readonly [unknown, ...infer Rest]
  ? `${Seen['length']}` | `-${[unknown, ...Rest]['length']}` | AxisNames<Rest, [...Seen, unknown]>
  : never;

/**
 * The error text for the first axis outside a literal shape, or `{}`: a reduction's check slot.
 * Shapes or axes that are not literals are left to the runtime.
 */
export type AxisSlot<Name extends ReductionName, Input, Options> = [Input] extends [never]
  ? {}
  : number extends ShapeOf<Input>['length']
    ? {}
    : // A shape that is a type parameter: `null`, no check slot, so the slot falls back to `{}`.
      ShapeOf<Input> extends readonly [] | readonly [unknown, ...unknown[]]
      ? AxisCheck<Name, Input, Options>
      : null;

type AxisCheck<Name extends ReductionName, Input, Options> = Options extends {
  readonly axis?: infer Axis extends readonly [number, number, ...number[]];
}
  ? AxesInOrder<Name, ShapeOf<Input>, Axis, Axis, never>
  : Options extends { readonly axis?: infer Axis }
    ? BadAxis<Axis extends readonly number[] ? Axis[number] : Axis, AxisNames<ShapeOf<Input>>> extends infer Bad extends
        number
      ? [Bad] extends [never]
        ? {}
        : AxisOutOfBoundsText<Name, `${Bad}`, `${ShapeOf<Input>['length']}`>
      : {}
    : {};

/**
 * A literal list of axes, in the runtime's order: the first out of bounds or repeated (normalised,
 * as the runtime writes it), else `{}`.
 */
type AxesInOrder<Name extends ReductionName, Dims, All extends readonly number[], Axes, Seen> = Axes extends readonly [
  infer Axis extends number,
  ...infer Rest,
]
  ? number extends Axis
    ? {}
    : `${Axis}` extends AxisNames<Dims>
      ? FromStart<Dims, Axis> extends infer Index extends number
        ? Index extends Seen
          ? AxisRepeatedText<Name, Index, ShapeText<All>>
          : AxesInOrder<Name, Dims, All, Rest, Seen | Index>
        : {}
      : AxisOutOfBoundsText<Name, `${Axis}`, `${Dims extends readonly unknown[] ? Dims['length'] : number}`>
  : {};

/** A valid literal axis of a literal shape, counted from the start. */
type FromStart<Dims, Axis extends number> = `${Axis}` extends `-${infer Back extends number}`
  ? IndexFromEnd<Dims, Back, []>
  : Axis;

/** The index of the `Back`-th axis from the end (1: the last). */
type IndexFromEnd<Dims, Back extends number, Count extends unknown[]> = Dims extends readonly [unknown, ...infer Rest]
  ? Dims['length'] extends Back
    ? Count['length']
    : IndexFromEnd<Rest, Back, [...Count, unknown]>
  : never;

export type BadAxis<Axis, Names> = Axis extends number
  ? number extends Axis
    ? never
    : `${Axis}` extends Names
      ? never
      : Axis
  : never;

/** The shape of a reduction's result. */
type ResultDims<Name extends ReductionName, Dims extends Shape, Options> = Name extends 'cumsum' | 'cumprod'
  ? Options extends { readonly axis: number }
    ? Dims
    : Dims extends readonly [number]
      ? Dims
      : [number]
  : ReducedShape<
      Dims,
      Options extends { readonly axis: infer Axis } ? Axis : undefined,
      Options extends { readonly keepdims: infer Keep } ? Keep : false
    >;

/**
 * The array a reduction returns: `out` where given; otherwise an array of the `dtype` option's dtype, or the rule's, and the
 * reduced shape. A weakly typed input reduces as the dtype it holds. (`NoInfer`: a declared result
 * type is not inferred from, which would evaluate the tables for the generic input; hovers show the
 * plain `NDArray<"int64", [2]>`.)
 */
export type ReductionArray<
  Name extends ReductionName,
  Input,
  Options,
  Policy extends PolicySpec = 'jax',
  Node = Unkept,
> = OutOr<Options, ReductionResultArray<Name, Input, Options, Policy, Node>>;

/**
 * `out` against the reduction's array (OutSlot), computed only where `out` is given. The array
 * comes in as the signature's own `Result` type parameter (unbounded, so nothing checks it where
 * the declarations are checked): relating this default to its bound there with the array spelled
 * out evaluated every reduction's node for every dtype, about 70,000 instantiations for a consumer
 * with skipLibCheck false. At a call, `Result` is its default: the same array as before where `out`
 * is given, else `never` (not computed).
 */
export type ReductionOutSlot<
  Name extends ReductionName,
  Options,
  Result,
  Policy extends PolicySpec,
> = Options extends OutGiven ? OutSlot<Name, Options, Result, Policy> : {};

/** The array a reduction gives (ReductionArray without `out`), which `out` must match. */
export type ReductionResultArray<
  Name extends ReductionName,
  Input,
  Options,
  Policy extends PolicySpec = 'jax',
  Node = Unkept,
> = ArrayFor<
  Options extends { readonly dtype: infer Chosen extends DType }
    ? Chosen
    : Unkept extends Node
      ? [Policy] extends ['jax']
        ? NamedReductionNodes<DTypeOf<Input>>[Name]
        : PolicyReductionNodes<DTypeOf<Input>, Policy>[Name]
      : // the input's node, kept (generic code: see KeptReductionBound)
        Node extends { readonly [Key in Name]: Kept<infer Same extends AnyDType> }
        ? Same
        : never,
  ResultDims<Name, ShapeOf<Input>, Options>
>;

/**
 * The bound of a reduction's kept-node parameter (see types/kept.ts, "generic code"): the
 * dtypes the reduction keeps, so that `mean` of a float `D` is `D` in generic code.
 */
export type KeptReductionBound<Policy extends PolicySpec> = KeptReductionNodes<X64Of<Policy>> | Unkept;

/**
 * Per reduction, the dtypes it keeps. One type for every reduction (the reduction picks its own
 * property through the default, KeptReductionDefault), so that the bound is the same in each
 * reduction's signature and a union of reductions (`p[name](x)`) stays callable.
 */
type KeptReductionNodes<X64> = { readonly [Name in ReductionName]?: Kept<ReductionKeeps<Name, X64>> };

/** The default of a reduction's kept-node parameter: the input's node, under the reduction's name. */
export type KeptReductionDefault<Name extends ReductionName, Node> = { readonly [Key in Name]: Kept<Node> };

/** The strong dtypes a reduction keeps (looked up in types/kept.generated.ts; x64 `boolean`: kept under both). */
type ReductionKeeps<Name extends ReductionName, X64> = Every<
  X64 extends boolean ? [KeptReductionTables[`${X64}`][Name]] : [ComputedReductionKeeps<Name, X64>]
>;

/** The strong dtypes a reduction keeps, computed (test-d/kept.test-d.ts checks the tables against it). */
export type ComputedReductionKeeps<Name extends ReductionName, X64> = {
  [Node in DType]: [ReductionResult<Name, Node, X64 extends boolean ? X64 : boolean>] extends [Node] ? Node : never;
}[DType];

/**
 * NumPy's positional axis of a reduction: `sum(x, 1)`, `sum(x, [0, 1], { keepdims: true })`; null
 * is every axis (NumPy's None).
 */
export type ReductionAxis = number | readonly number[] | null;

/**
 * A reduction's options, computed once from its second and third arguments: a positional axis only
 * changes where the axis is read from (`sum(x, 1, rest)` is `sum(x, { ...rest, axis: 1 })`).
 */
export type ReductionGiven<Second, Rest> = [Second] extends [ReductionAxis]
  ? [Second] extends [null]
    ? Rest
    : 'axis' extends keyof Rest
      ? Rest // given twice: the third argument reports it (ReductionTwiceSlot)
      : Rest & { readonly axis: Second }
  : Second;

/** A reduction given its axis twice (positionally and in the options), or two options objects. */
type ReductionTwiceSlot<Name extends ReductionName, Second, Rest> = [keyof Rest] extends [never]
  ? {}
  : [Second] extends [ReductionAxis]
    ? 'axis' extends keyof Rest
      ? AxisTwiceText<Name>
      : {}
    : ReductionMixedText<Name>;

/** A reduction as a function: `sum(x, { axis: 1, keepdims: true })` or `sum(x, 1, { keepdims: true })`, under a policy. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptReductionBound) */
export type ReductionFunction<Name extends ReductionName, Policy extends PolicySpec = 'jax'> = <
  const Input extends AnyNDArray,
  const Second extends OpenReductionOptions | ReductionAxis = {},
  const Rest extends OpenReductionOptions = {},
  Options = ReductionGiven<Second, Rest>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ReductionSlot<Name, Input, Options>,
  // @ts-ignore -- a default that is no check slot (a generic shape) falls back to `{}` at the call
  Slot extends {} = ComputedSlot,
  Node extends KeptReductionBound<Policy> = KeptReductionDefault<Name, DTypeOf<Input>>,
  Result = Options extends OutGiven ? ReductionResultArray<Name, Input, Options, Policy, Node> : never,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Out extends {} = ReductionOutSlot<Name, Options, Result, Policy>,
>(
  input: Input,
  options?: Checked<NoInfer<Slot>, Checked<NoInfer<Out>, Second>>,
  rest?: Checked<NoInfer<ReductionTwiceSlot<Name, Second, Rest>>, Rest>,
) => ReductionArray<Name, NoInfer<Input>, NoInfer<Options>, Policy, Node>;

/** The reductions bound to one policy. */
export type ReductionFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly [Name in ReductionName]: ReductionFunction<Name, Policy>;
};

/** The reductions as methods: `x.sum({ axis: 0 })` is `sum(x, { axis: 0 })`. */
export type ReductionMethods = {
  readonly [Name in ReductionName]: ReductionMethod<Name>;
};

/** A reduction as a method: `x.sum({ axis: 0 })` or `x.sum(0)` (see ReductionMethods). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptReductionBound) */
type ReductionMethod<Name extends ReductionName> = <
  const Self extends AnyNDArray,
  const Second extends OpenReductionOptions | ReductionAxis = {},
  const Rest extends OpenReductionOptions = {},
  Options = ReductionGiven<Second, Rest>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ReductionSlot<Name, Self, Options>,
  // @ts-ignore -- a default that is no check slot (a generic shape) falls back to `{}` at the call
  Slot extends {} = ComputedSlot,
  Node extends KeptReductionBound<'jax'> = KeptReductionDefault<Name, DTypeOf<Self>>,
  Result = Options extends OutGiven ? ReductionResultArray<Name, Self, Options, 'jax', Node> : never,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Out extends {} = ReductionOutSlot<Name, Options, Result, 'jax'>,
>(
  this: Self,
  options?: Checked<NoInfer<Slot>, Checked<NoInfer<Out>, Second>>,
  rest?: Checked<NoInfer<ReductionTwiceSlot<Name, Second, Rest>>, Rest>,
) => ReductionArray<Name, NoInfer<Self>, NoInfer<Options>, 'jax', Node>;
