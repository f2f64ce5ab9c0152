import type { ParameterOptions } from './parameters.js';
import type { NDArray } from './ndarray.js';
import type { Accepted, ArrayMethods, BinarySlot, Operand, Undecided, UnaryFunction } from './array.js';
import type {
  Exactly,
  Boxed,
  Kept,
  KeptArray,
  KeptParts,
  KeptPartsShape,
  KeptShape,
  KeptShapeDefault,
  KeepsWith,
  Unbox,
  Unkept,
} from './kept.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { BinaryNode, EachBinaryResult, OutputNode, ResultArray, ResultShape } from './result-nodes.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { AnyDType, DType } from './dtype.js';
import type { Scalar } from './scalar.js';
import type { DTypeError } from './error.js';
import type {
  BoolNotSupportedText,
  ClipComplexText,
  ClipMixedText,
  ConditionNotBoolText,
  InArgumentText,
} from './messages.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type { CompositeFunctions } from './composites.js';
import type { LiteralSpecs, PolicyOf, PolicySpec } from './policy.js';
import type { Broadcast, Shape, ShapeError } from './shape.js';
import type { OutGiven, OutOptionNames, OutOptions, OutOptionsSlot, OutOr } from './out.js';

/**
 * `{}` for a bool condition (or one the checker cannot decide), else the runtime's error text.
 * @example WhereSlot<NDArray<'float32', [2]>> //=> "where: the condition must be bool …"
 */
export type WhereSlot<Condition> = [Condition] extends [never]
  ? {}
  : 0 extends 1 & DTypeOf<Condition>
    ? {}
    : [DTypeOf<Condition>] extends ['bool']
      ? {}
      : 'bool' extends DTypeOf<Condition>
        ? {}
        : ConditionNotBoolText<DTypeOf<Condition> & string>;

/**
 * where's result: x and y promote as `maximum` does; the shape is the broadcast of all three.
 * (Computed on dtype nodes rather than on an intermediate `NDArray`: the checker resolves a
 * conditional type on a generic `NDArray` eagerly, which made declared result types cost seconds.)
 */
export type WhereArray<Condition, X, Y, Policy extends PolicySpec = 'jax'> = ResultArray<
  EachBinaryResult<'maximum', DTypeOf<X>, DTypeOf<Y>, LiteralSpecs<Policy>>,
  Broadcast<ShapeOf<Condition>, Broadcast<ShapeOf<X>, ShapeOf<Y>>>,
  Policy
>;

/** A bound that is no bound: undefined or null (Python's None). */
export type NoBound = undefined | null;

/**
 * clip's result: JAX's minimum(maximum(x, lo), hi), skipping a bound that is undefined or null;
 * an error (no array) for complex values outside policy 'numpy'.
 */
export type ClipArray<X, Lo, Hi, Policy extends PolicySpec = 'jax'> = ResultArray<
  [ClipComplex<X, Lo, Hi, Policy>] extends [never]
    ? ClipStep<'minimum', ClipStep<'maximum', DTypeOf<X>, Lo, Policy>, Hi, Policy>
    : DTypeError<ClipComplex<X, Lo, Hi, Policy>>,
  Broadcast<Broadcast<ShapeOf<X>, BoundShape<Lo>>, BoundShape<Hi>>,
  Policy
>;

/** One step of clip on dtype nodes: the input's node, or the step's result node. */
type ClipStep<Operation extends 'maximum' | 'minimum', Input, Bound, Policy extends PolicySpec> = [Bound] extends [
  NoBound,
]
  ? Input
  : OutputNode<EachBinaryResult<Operation, Input & AnyDType, DTypeOf<Exclude<Bound, NoBound>>, LiteralSpecs<Policy>>>;

type BoundShape<Bound> = [Bound] extends [NoBound] ? [] : ShapeOf<Exclude<Bound, NoBound>>;

/**
 * clip's refusal of complex values (JAX: they have no ordering), except under 'numpy' (NumPy's
 * lexicographic order): the error's words for the first complex argument, else never.
 */
export type ClipComplex<X, Lo, Hi, Policy extends PolicySpec> =
  'numpy' extends PolicyOf<Policy>
    ? never
    : IsComplex<X> extends true
      ? ClipComplexText<'the operand', DTypeOf<X> & string, PolicyOf<Policy> & string>
      : IsComplex<Lo> extends true
        ? ClipComplexText<'the lower bound', DTypeOf<Exclude<Lo, NoBound>> & string, PolicyOf<Policy> & string>
        : IsComplex<Hi> extends true
          ? ClipComplexText<'the upper bound', DTypeOf<Exclude<Hi, NoBound>> & string, PolicyOf<Policy> & string>
          : never;

/** Whether an operand is certainly complex (an array of a complex dtype or node, or a `{ re, im }` scalar). */
type IsComplex<Operand> = [Operand] extends [NoBound]
  ? false
  : DTypeOf<Exclude<Operand, NoBound>> extends infer Node
    ? 0 extends 1 & Node
      ? false
      : [Node] extends [never]
        ? false
        : [Node] extends ['complex64' | 'complex128' | 'complex']
          ? true
          : false
    : false;

/**
 * where's check of x and y: their promotion and broadcast (as `maximum`'s), then the condition's
 * broadcast with them; `{}` or the runtime's words.
 */
export type WhereOperandsSlot<Condition, X, Y, Policy extends PolicySpec> =
  BinarySlot<'maximum', X, Y, Policy> extends infer Slot extends string
    ? InArgumentText<'where', 'x and y', Slot>
    : [Condition] extends [never] // a condition typed `never` (a cast) leaves the check to the runtime
      ? BinarySlot<'maximum', X, Y, Policy>
      : Broadcast<ShapeOf<Condition>, Broadcast<ShapeOf<X>, ShapeOf<Y>>> extends ShapeError<infer Message>
        ? InArgumentText<'where', 'the condition, x and y', Message>
        : Broadcast<ShapeOf<Condition>, Broadcast<ShapeOf<X>, ShapeOf<Y>>> extends Shape
          ? BinarySlot<'maximum', X, Y, Policy>
          : null; // shapes that are type parameters: no check slot, so the slot falls back to `{}` (generic code)

/** where(cond, x, y): elements of x where cond holds, else of y. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptParts in types/kept.ts) */
export type WhereFunction<Policy extends PolicySpec = 'jax'> = <
  const Condition extends AnyNDArray | boolean,
  const X extends Operand,
  const Y extends Operand,
  const Options extends OpenOptions<OutOptions> = {},
  Slot = WhereSlot<Condition>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOperands = WhereOperandsSlot<Condition, X, Y, Policy>,
  // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
  Operands extends CheckSlot = ComputedOperands,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
  Parts extends KeptPartsShape = KeptParts<'maximum', X, Y, Policy, Operands>,
  Node extends Parts['nodeBound'] = Parts['node'],
  Dims extends Parts['dimsBound'] = Parts['dims'],
  ConditionDims extends KeptConditionBound<Operands, KeptShape<X, Y, Dims>> = KeptShapeDefault<Condition, Operands>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  // (Computed only where `out` is given: a conditional's branch is instantiated only when taken.)
  OptionSlot extends CheckSlot = Options extends OutGiven
    ? OutOptionsSlot<
        'where',
        Options,
        WhereResult<Condition, X, Y, Policy, Operands, Node, Dims, ConditionDims>,
        Policy
      >
    : OptionsSlot<'where', Options, OutOptionNames>,
>(
  condition: Checked<NoInfer<Slot>, Condition>,
  x: X,
  y: Checked<NoInfer<Operands>, Y>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => OutOr<
  Options,
  WhereResult<NoInfer<Condition>, NoInfer<X>, NoInfer<Y>, Policy, NoInfer<Operands>, Node, Dims, ConditionDims>
>;

/** where's array: the kept one in generic code, else WhereArray. */
export type WhereResult<
  Condition,
  X,
  Y,
  Policy extends PolicySpec,
  Operands,
  Node,
  Dims,
  ConditionDims,
> = {} extends Operands
  ? KeptArray<
      Node,
      WhereShape<Condition, KeptShape<X, Y, Dims>, ConditionDims>,
      {
        readonly result: [Policy] extends ['jax']
          ? Where<DTypeOf<X>, DTypeOf<Y>>
          : EachBinaryResult<'maximum', DTypeOf<X>, DTypeOf<Y>, LiteralSpecs<Policy>>;
      },
      Policy,
      [Policy] extends ['jax'] ? true : false
    >
  : WhereArray<Condition, X, Y, Policy>;

/**
 * where's result node in generic code under JAX's policy (x and y promote as maximum's do), shown
 * by its name while it waits for a type parameter: `Where<D, "int">` (as in
 * types/result-names.generated.ts).
 */
export type Where<X extends AnyDType, Y extends AnyDType> = [X, Y] extends [never, never]
  ? NoInfer<BinaryNode<'maximum', X, Y>>
  : NoInfer<BinaryNode<'maximum', X, Y>>;

/** In generic code: the condition's shape is kept by x and y's when it is `[]` or theirs (`Box` holds theirs). */
export type KeptConditionBound<Slot, Box> = {} extends Slot ? Kept<Unbox<Box>> | Kept<readonly []> | Unkept : unknown;

/** where's shape in generic code: x and y's where they keep the condition's, else the condition's where x and y are 0-d. */
export type WhereShape<Condition, Box, ConditionDims> = Unkept extends ConditionDims
  ? Unbox<Box> extends readonly []
    ? Boxed<ShapeOf<Condition>>
    : Boxed<ResultShape<Broadcast<ShapeOf<Condition>, Extract<Unbox<Box>, Shape>>>>
  : Box;

/**
 * clip's check of a bound against what it meets (x, or x clipped from below): `{}` for an absent
 * bound, else the check of `maximum`/`minimum` with it, in words that name clip and the bound.
 */
export type ClipBoundSlot<Operation extends 'maximum' | 'minimum', Input, Bound, Policy extends PolicySpec> = [
  Bound,
] extends [NoBound]
  ? {}
  : Operation extends 'maximum'
    ? BoundSlot<Operation, Input, Bound, Policy, ClipComplex<undefined, Bound, undefined, Policy>>
    : BoundSlot<Operation, Input, Bound, Policy, ClipComplex<undefined, undefined, Bound, Policy>>;

type BoundSlot<Operation extends 'maximum' | 'minimum', Input, Bound, Policy extends PolicySpec, Complex> = [
  Complex,
] extends [never]
  ? BinarySlot<Operation, Input, Exclude<Bound, NoBound>, Policy> extends infer Slot extends string
    ? InArgumentText<'clip', Operation extends 'maximum' ? 'the lower bound' : 'the upper bound', Slot>
    : BinarySlot<Operation, Input, Exclude<Bound, NoBound>, Policy>
  : Extract<Complex, CheckSlot>;

/** clip's check of its input for complex values: `{}`, or the error's words. */
export type ClipInputSlot<X, Policy extends PolicySpec> =
  'any' extends Undecided<DTypeOf<X>>
    ? Accepted
    : [Undecided<DTypeOf<X>>] extends [false]
      ? [ClipComplex<X, undefined, undefined, Policy>] extends [never]
        ? Accepted
        : Extract<ClipComplex<X, undefined, undefined, Policy>, CheckSlot>
      : null; // a dtype that is a type parameter (or every dtype): the slot falls back to `{}` (generic code)

/**
 * The bound of clip's kept-node parameter (generic code only: an input slot that fell back to
 * `{}`): the dtypes that maximum with the lower bound and minimum with the upper bound both keep.
 */
export type ClipKeptBound<X, Lo, Hi, Policy extends PolicySpec, XSlot> = {} extends XSlot
  ? Kept<ClipKeeps<'maximum', X, Lo, LiteralSpecs<Policy>> & ClipKeeps<'minimum', X, Hi, LiteralSpecs<Policy>>> | Unkept
  : unknown;

type ClipKeeps<Operation extends 'maximum' | 'minimum', X, Bound, Specs> = [Bound] extends [NoBound]
  ? DType
  : KeepsWith<Operation, X, Exclude<Bound, NoBound>, Specs>;

/** The default of clip's kept-node parameter: the input's node. */
export type ClipKeptDefault<X, XSlot> = {} extends XSlot ? Boxed<DTypeOf<X>> : unknown;

/** clip's shape in generic code: the input's where both bounds are scalars (or absent), else the broadcast. */
type ClipShape<X, Lo, Hi> = BoundKeeps<BoundKeeps<ShapeOf<X>, Lo>, Hi>;

// (Whether the bound is an array is decided on its type, and a bound array's shape by identity:
// both resolve where the shapes are type parameters.)
type BoundKeeps<Dims, Bound> = [Bound] extends [Scalar | NoBound] ? Dims : SameOrBroadcast<Dims, ShapeOf<Bound>>;

// (The shapes as parameters: `Exactly<ShapeOf<Bound>>` written inline would not resolve for a type parameter.)
type SameOrBroadcast<Dims, Other> = [Exactly<Other>] extends [Exactly<Dims>]
  ? Dims
  : Broadcast<Dims & Shape, Other & Shape>;

/** clip's array: the general one, or in generic code `NDArray<D, S>` where D is kept (see KeptArray). */
export type ClipResult<X, Lo, Hi, Policy extends PolicySpec, XSlot, Node> = {} extends XSlot
  ? KeptArray<
      Node,
      Boxed<ClipShape<X, Lo, Hi>>,
      {
        readonly result: [Policy] extends ['jax']
          ? Clip<DTypeOf<X>, Lo, Hi>
          : ClipStep<'minimum', ClipStep<'maximum', DTypeOf<X>, Lo, Policy>, Hi, Policy>;
      },
      Policy,
      [Policy] extends ['jax'] ? true : false
    >
  : ClipArray<NoInfer<X>, NoInfer<Lo>, NoInfer<Hi>, Policy>;

/**
 * clip's result node in generic code under JAX's policy, for x's node and the bounds as given (a
 * scalar, an array, or undefined), shown by its name while it waits for a type parameter:
 * `Clip<D, 0, 1>` (as in types/result-names.generated.ts).
 */
export type Clip<Input, Low, High> = [Input, Low, High] extends [never, never, never]
  ? NoInfer<OutputNode<ClipStep<'minimum', ClipStep<'maximum', Input, Low, 'jax'>, High, 'jax'>>>
  : NoInfer<OutputNode<ClipStep<'minimum', ClipStep<'maximum', Input, Low, 'jax'>, High, 'jax'>>>;

/** The names clip's keyword form takes (src/ops/selection.ts checks the same at run time). */
export type ClipOptionNames = readonly ['min', 'max', 'out'];

/** clip's keywords, JAX's and NumPy 2's names: `clip(x, { min, max, out })`. */
export interface ClipOptions {
  readonly min?: Operand | NoBound;
  readonly max?: Operand | NoBound;
  readonly out?: AnyNDArray;
}

/**
 * Whether clip's second argument is its keywords: an object that is no array, no scalar and has
 * neither `re` nor `im` (an object with either is a complex bound, as at run time).
 */
export type IsClipKeywords<Second> = [Second] extends [Operand | NoBound]
  ? false
  : 're' extends keyof Second
    ? false
    : 'im' extends keyof Second
      ? false
      : true;

/** clip's lower bound: the second argument, or the keywords' `min`. */
export type ClipLower<Second> = ClipBound<IsClipKeywords<Second> extends true ? ClipKeyword<Second, 'min'> : Second>;

/** clip's upper bound: the third argument, or the keywords' `max`. */
export type ClipUpper<Second, Third> = ClipBound<
  IsClipKeywords<Second> extends true ? ClipKeyword<Second, 'max'> : Third
>;

/** A bound as the checks take it (what is no operand the argument's own constraint reports). */
type ClipBound<Bound> = Extract<Bound, Operand | NoBound>;

/** clip's options: the fourth argument, or the keywords (whose `out` is the options' `out`). */
export type ClipGivenOptions<Second, Fourth> = IsClipKeywords<Second> extends true ? Second : Fourth;

type ClipKeyword<Keywords, Name extends string> = Name extends keyof Keywords ? Keywords[Name] : undefined;

/** The check of clip's options: its names (`min`, `max` only in the keyword form), then `out`. */
type ClipOptionsSlot<Second, Given, Result, Policy extends PolicySpec> = Given extends OutGiven
  ? OutOptionsSlot<'clip', Given, Result, Policy, ClipOptionNamesOf<Second>>
  : OptionsSlot<'clip', Given, ClipOptionNamesOf<Second>>;

type ClipOptionNamesOf<Second> = IsClipKeywords<Second> extends true ? ClipOptionNames : OutOptionNames;

/**
 * The check of clip's second argument: the lower bound's; in the keyword form every check, since
 * the keywords carry the bounds and `out` (the names first, then `min`, `max` and `out`).
 */
type ClipSecondSlot<Second, LoSlot, HiSlot, OptionSlot> =
  IsClipKeywords<Second> extends true
    ? OptionsSlot<'clip', Second, ClipOptionNames> extends infer Names extends string
      ? Names
      : LoSlot extends string
        ? LoSlot
        : HiSlot extends string
          ? HiSlot
          : OptionSlot
    : LoSlot;

/** The check of clip's third argument: the upper bound's, or (after the keywords) none may be given. */
type ClipThirdSlot<Second, Third, HiSlot> =
  IsClipKeywords<Second> extends true ? ([Third] extends [undefined] ? {} : ClipMixedText) : HiSlot;

/** The check of clip's fourth argument: the options', or (after the keywords) none may be given. */
type ClipFourthSlot<Second, Fourth, OptionSlot> =
  IsClipKeywords<Second> extends true ? ([keyof Fourth] extends [never] ? {} : ClipMixedText) : OptionSlot;

/** x clipped from below, as an operand for the upper bound's check. */
type ClippedBelow<X, Lo, Policy extends PolicySpec> = [Lo] extends [NoBound] ? X : ClipArray<X, Lo, undefined, Policy>;

/**
 * clip(x, lo, hi): JAX's minimum(maximum(x, lo), hi); a bound that is undefined or null is no
 * bound. x may be a JavaScript scalar (a 0-d result). The bounds may be given as keywords,
 * `clip(x, { min, max, out })` (JAX's and NumPy 2's names), with the positional form's types.
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): defaults checked against their bounds at each call, not here (generic code) */
export type ClipFunction<Policy extends PolicySpec = 'jax'> = <
  const X extends Operand,
  const Lo extends Operand | NoBound | OpenOptions<ClipOptions> = undefined,
  const Hi extends Operand | NoBound = undefined,
  const Options extends OpenOptions<OutOptions> = {},
  // clip(x, { min, max, out }): the bounds and options read from the keywords, checked as the positional ones
  Low extends Operand | NoBound = ClipLower<Lo>,
  High extends Operand | NoBound = ClipUpper<Lo, Hi>,
  Given = ClipGivenOptions<Lo, Options>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedXSlot = ClipInputSlot<X, Policy>,
  // @ts-ignore -- a default that is no check slot (a type-parameter dtype) falls back to `{}` at the call (generic code)
  XSlot extends CheckSlot = ComputedXSlot,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedLoSlot = ClipBoundSlot<'maximum', X, Low, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  LoSlot extends CheckSlot = ComputedLoSlot,
  // (In generic code the upper bound is left to the runtime: x clipped from below has no dtype yet.)
  HiSlot = {} extends XSlot ? Accepted : ClipBoundSlot<'minimum', ClippedBelow<X, Low, Policy>, High, Policy>,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
  Node extends ClipKeptBound<X, Low, High, Policy, XSlot> = ClipKeptDefault<X, XSlot>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ClipOptionsSlot<Lo, Given, ClipResult<X, Low, High, Policy, XSlot, Node>, Policy>,
>(
  x: Checked<NoInfer<XSlot>, X>,
  lo?: Checked<NoInfer<ClipSecondSlot<Lo, LoSlot, HiSlot, OptionSlot>>, Lo>,
  hi?: Checked<NoInfer<ClipThirdSlot<Lo, Hi, HiSlot>>, Hi>,
  options?: Checked<NoInfer<ClipFourthSlot<Lo, Options, OptionSlot>>, Options>,
) => OutOr<Given, ClipResult<X, Low, High, Policy, NoInfer<XSlot>, Node>>;

/** isnan, isinf, isfinite: bool of the input's shape, for every dtype; a JavaScript scalar gives a 0-d array. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type PredicateFunction<Name extends string = 'isnan' | 'isinf' | 'isfinite'> = <
  const X extends Operand,
  const Options extends OpenOptions<OutOptions> = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = PredicateOptionsSlot<Name, Options, X>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  x: X,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => OutOr<Options, NDArray<'bool', ShapeOf<X>>>;

/** The check slot of a predicate's options: `out` against the bool array of the input's shape, where given. */
export type PredicateOptionsSlot<Name extends string, Options, X> = Options extends OutGiven
  ? OutOptionsSlot<Name, Options, NDArray<'bool', ShapeOf<X>>, 'jax'>
  : OptionsSlot<Name, Options, OutOptionNames>;

/** isnan, isinf, isfinite as methods: `x.isnan()`, bool of the array's shape. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type PredicateMethod<Name extends 'isnan' | 'isinf' | 'isfinite'> = <
  const Self extends AnyNDArray,
  const Options extends OpenOptions<OutOptions> = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = PredicateOptionsSlot<Name, Options, Self>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  this: Self,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => OutOr<Options, NDArray<'bool', ShapeOf<Self>>>;

/** nanToNum (jnp's): the input's dtype and shape. */
export type SameDTypeFunction<Options extends object = never> = <const X extends Operand>(
  x: X,
  options?: Options,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** nanToNum's options (jnp.nan_to_num's keywords): what NaN, +inf and −inf become (its registry row's parameters). */
export type NanToNumOptions = ParameterOptions<'nanToNum'>;

/** The selection functions bound to one policy (with the composite elementwise functions). */
export type SelectionFunctions<Policy extends PolicySpec = 'jax'> = CompositeFunctions<Policy> & {
  readonly where: WhereFunction<Policy>;
  readonly clip: ClipFunction<Policy>;
  readonly isnan: PredicateFunction<'isnan'>;
  readonly isinf: PredicateFunction<'isinf'>;
  readonly isfinite: PredicateFunction<'isfinite'>;
  /** `conj`: JAX's other name for `conjugate` (an operation row), the same function. */
  readonly conj: UnaryFunction<'conjugate', Policy>;
  readonly nanToNum: SameDTypeFunction<NanToNumOptions>;
};

/** Selection as methods: `x.clip(0, 1)`, `x.isnan()`. */
export type SelectionMethods = {
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): defaults checked against their bounds at each call, not here (generic code) */
  readonly clip: <
    const Self extends AnyNDArray,
    const Lo extends Operand | NoBound | OpenOptions<ClipOptions> = undefined,
    const Hi extends Operand | NoBound = undefined,
    const Options extends OpenOptions<OutOptions> = {},
    Low extends Operand | NoBound = ClipLower<Lo>,
    High extends Operand | NoBound = ClipUpper<Lo, Hi>,
    Given = ClipGivenOptions<Lo, Options>,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSelfSlot = ClipInputSlot<Self, 'jax'>,
    // @ts-ignore -- a default that is no check slot (a type-parameter dtype) falls back to `{}` at the call (generic code)
    SelfSlot extends CheckSlot = ComputedSelfSlot,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedLoSlot = ClipBoundSlot<'maximum', Self, Low, 'jax'>,
    // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
    LoSlot extends CheckSlot = ComputedLoSlot,
    HiSlot = {} extends SelfSlot ? Accepted : ClipBoundSlot<'minimum', ClippedBelow<Self, Low, 'jax'>, High, 'jax'>,
    // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
    Node extends ClipKeptBound<Self, Low, High, 'jax', SelfSlot> = ClipKeptDefault<Self, SelfSlot>,
    // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
    OptionSlot extends CheckSlot = ClipOptionsSlot<
      Lo,
      Given,
      ClipResult<Self, Low, High, 'jax', SelfSlot, Node>,
      'jax'
    >,
  >(
    this: Checked<NoInfer<SelfSlot>, Self>,
    lo?: Checked<NoInfer<ClipSecondSlot<Lo, LoSlot, HiSlot, OptionSlot>>, Lo>,
    hi?: Checked<NoInfer<ClipThirdSlot<Lo, Hi, HiSlot>>, Hi>,
    options?: Checked<NoInfer<ClipFourthSlot<Lo, Options, OptionSlot>>, Options>,
  ) => OutOr<Given, ClipResult<Self, Low, High, 'jax', NoInfer<SelfSlot>, Node>>;
  readonly isnan: PredicateMethod<'isnan'>;
  readonly isinf: PredicateMethod<'isinf'>;
  readonly isfinite: PredicateMethod<'isfinite'>;
  /** `conj`: jax.Array's other name for `conjugate` (x.real(), x.imag(), x.conjugate(): their rows' methods). */
  readonly conj: ArrayMethods['conjugate'];
  /** `round(x, decimals)`: jnp.round. */
  readonly round: RoundMethod;
};

/** x.round(decimals) or x.round({ decimals }): the array's dtype and shape; bool is refused (jnp.round). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type RoundMethod = <
  const Self extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = DTypeOf<Self> extends 'bool' ? BoolNotSupportedText<'round'> : {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
>(
  this: Checked<NoInfer<Slot>, Self>,
  decimals?: number | { readonly decimals?: number },
) => NDArray<DTypeOf<Self>, ShapeOf<Self>>;
