import type { TypedArrayDTypes } from './dtype-rows.js';
import type { NDArray } from './ndarray.js';
import type { AnyDType, DType, Materialize, WeakType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { BinaryOperation, BinaryResult, UnaryOperation, UnaryResult } from './operations.js';
import type { KeptTables } from './kept.generated.js';
import type { NamedBinaryNodes, NamedUnaryNodes } from './result-names.generated.js';
import type { PolicyBinaryNodes, PolicyUnaryNodes } from './policy-result-names.generated.js';
import type { LiteralSpecs, PolicyName, PolicySpec } from './policy.js';
import type { ComplexScalar, Scalar, ScalarDType } from './scalar.js';
import type { Broadcast, NestedShape, Shape, ShapeError } from './shape.js';
import type { KeepDims } from './reduction-results.js';
import type { UndefinedValueText, UnknownDTypeText, WeakTypeAsDTypeText } from './messages.js';
import type { OutGiven, OutOptionNames, OutOptions, OutOptionsSlot, OutOr } from './out.js';
import type { OptionsSlot } from './options.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { EachBinaryResult, EachUnaryResult, OutputNode, ResultArray, ResultShape } from './result-nodes.js';

/** What an operation takes on either side: an array or a JavaScript scalar. */
export type Operand = AnyNDArray | Scalar;

/**
 * The array a binary operation returns: `NDArray<node, shape>`, the node a union where the result
 * depends on a wide scalar type. Inside generic code it stays an `NDArray` whose node resolves
 * where the type parameter is known (`NDArray<BinaryNode<'divide', D, 'int'>, number[]>`). A call
 * the runtime refuses is a compile error at the call; where it was generic, its result's node is
 * `never` (as `never` is the type of an expression that throws).
 */
export type BinaryArray<
  Operation extends BinaryOperation,
  Left,
  Right,
  Policy extends PolicySpec = 'jax',
  Slot = Accepted,
  Node = unknown,
  Dims = unknown,
> = {} extends Slot
  ? GenericBinaryArray<Operation, Left, Right, Policy, Node, Dims>
  : ResultArray<
      EachBinaryResult<Operation, DTypeOf<NoInfer<Left>>, DTypeOf<NoInfer<Right>>, LiteralSpecs<Policy>>,
      Broadcast<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
      Policy
    >;

/** The array a unary operation returns. */
export type UnaryArray<
  Operation extends UnaryOperation,
  Input,
  Policy extends PolicySpec = 'jax',
  Slot = Accepted,
  Node = unknown,
> = {} extends Slot
  ? GenericUnaryArray<Operation, Input, Policy, Node>
  : ResultArray<
      EachUnaryResult<Operation, DTypeOf<NoInfer<Input>>, LiteralSpecs<Policy>>,
      ShapeOf<NoInfer<Input>>,
      Policy
    >;

/**
 * `unknown` when a binary operation is defined for these operands, otherwise its error (a
 * `DTypeError` or a `ShapeError` carrying the runtime's words). Intersected with a parameter, it
 * turns a bad promotion or broadcast into a compile error at the call.
 */
export type CheckBinary<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec = 'jax'> = ErrorIn<
  | EachBinaryResult<Operation, DTypeOf<Left>, DTypeOf<Right>, LiteralSpecs<Policy>>
  | Broadcast<ShapeOf<Left>, ShapeOf<Right>>
>;

/** `unknown` when a unary operation is defined for the operand's dtype, otherwise its error. */
export type CheckUnary<Operation extends UnaryOperation, Input, Policy extends PolicySpec = 'jax'> = ErrorIn<
  EachUnaryResult<Operation, DTypeOf<Input>, LiteralSpecs<Policy>>
>;

/**
 * The dtype `array(values)` picks when none is given: a typed array's own dtype; otherwise, as JAX
 * with x64, bool, int64, float64 or complex128 by the values' kinds, and float64 for no values at
 * all. The runtime sees values, the type sees declared types, so the type is every dtype the
 * runtime can pick for a value of that type: a list that may be empty (`boolean[]`) may give
 * float64, and one whose elements may all be of one kind (`(number | boolean)[]`: all booleans)
 * may give that kind's dtype. Elements every value of the type has (a literal tuple's) decide:
 * the dtype is at least theirs (`[1, true]` is int64 only).
 * @example DefaultDType<[1, 2.5]> //=> 'float64'
 * @example DefaultDType<boolean[]> //=> 'bool' | 'float64'
 */
export type DefaultDType<Values> = Values extends {
  readonly [Symbol.toStringTag]: infer Tag extends keyof TypedArrayDTypes;
}
  ? TypedArrayDTypes[Tag]
  :
      | Extract<LeafDType<LeafOf<Values>>, KindsFrom<HighestKind<PresentKinds<Values>>>>
      | (true extends MayHoldNoValue<Values> ? 'float64' : never);

/** The dtype each kind of value gives alone (the runtime's pick is the highest of the kinds present). */
type LeafDType<Leaf> = Leaf extends boolean
  ? 'bool'
  : Leaf extends bigint
    ? 'int64'
    : Leaf extends number
      ? number extends Leaf
        ? 'int64' | 'float64'
        : 'float' extends ScalarDType<Leaf>
          ? 'float64'
          : 'int64'
      : Leaf extends ComplexScalar
        ? 'complex128'
        : never;

/** The kinds from `Lowest` up (bool < int64 < float64 < complex128); all of them where none is known. */
type KindsFrom<Lowest> = [Lowest] extends [never]
  ? 'bool' | 'int64' | 'float64' | 'complex128'
  : [Lowest] extends ['complex128']
    ? 'complex128'
    : [Lowest] extends ['float64']
      ? 'float64' | 'complex128'
      : [Lowest] extends ['int64']
        ? 'int64' | 'float64' | 'complex128'
        : 'bool' | 'int64' | 'float64' | 'complex128';

type HighestKind<Kinds> = 'complex128' extends Kinds
  ? 'complex128'
  : 'float64' extends Kinds
    ? 'float64'
    : 'int64' extends Kinds
      ? 'int64'
      : [Kinds] extends [never]
        ? never
        : 'bool';

type LowestKind<Kinds> = 'bool' extends Kinds
  ? 'bool'
  : 'int64' extends Kinds
    ? 'int64'
    : 'float64' extends Kinds
      ? 'float64'
      : Kinds;

/** A tuple whose every element is present (no optional or rest elements), not a list. */
type EveryElementPresent<Values> = Values extends readonly unknown[]
  ? number extends Values['length']
    ? false
    : Values extends Required<Values>
      ? true
      : false
  : false;

/**
 * The lowest kind of each element every value of the type has (a tuple's, at every level): the
 * runtime's pick is at least the highest of them. (A mapped type, not recursion over the
 * elements: a literal list of thousands of values stays one step.)
 */
type PresentKinds<Values> = Values extends readonly unknown[]
  ? EveryElementPresent<Values> extends true
    ? { [Index in keyof Values]: ElementKinds<Values[Index]> }[number]
    : never
  : never;

type ElementKinds<Element> = [Element] extends [readonly unknown[]]
  ? PresentKinds<Element>
  : [Element] extends [Scalar]
    ? LowestKind<LeafDType<Element>>
    : never; // a list or a scalar: nothing known

/** `true` where a value of the type may hold no scalar at all (`[]`, `[[]]`, any list that may be empty). */
type MayHoldNoValue<Values> = Values extends readonly unknown[]
  ? EveryElementPresent<Values> extends true
    ? Values extends readonly []
      ? true
      : false extends { [Index in keyof Values]: MayHoldNoValue<Values[Index]> }[number]
        ? false
        : true
    : true
  : false;

/**
 * What `array()` takes: scalars nested up to 8 levels deep, or a typed array. The levels are
 * spelled out rather than recursive so the checker's work on a generic `Values` stays finite.
 */
export type NestedValues = TypedArray | Nested8;

type Nested1 = Scalar | readonly Scalar[];
type Nested2 = Scalar | readonly Nested1[];
type Nested3 = Scalar | readonly Nested2[];
type Nested4 = Scalar | readonly Nested3[];
type Nested5 = Scalar | readonly Nested4[];
type Nested6 = Scalar | readonly Nested5[];
type Nested7 = Scalar | readonly Nested6[];
type Nested8 = Scalar | readonly Nested7[];

/**
 * What `array()` takes beside NestedValues: lists whose elements may be undefined, for tuples with
 * optional elements (`[number, number?]` has `number | undefined` at index 1, as TypeScript writes
 * an element that may be absent). AbsentValuesSlot then refuses an element that is undefined where
 * present (`[1, undefined]`, `(number | undefined)[]`): the runtime refuses it too.
 */
export type MaybeAbsentValues = MaybeAbsent8;

type MaybeAbsent1 = Scalar | readonly (Scalar | undefined)[];
type MaybeAbsent2 = Scalar | readonly (MaybeAbsent1 | undefined)[];
type MaybeAbsent3 = Scalar | readonly (MaybeAbsent2 | undefined)[];
type MaybeAbsent4 = Scalar | readonly (MaybeAbsent3 | undefined)[];
type MaybeAbsent5 = Scalar | readonly (MaybeAbsent4 | undefined)[];
type MaybeAbsent6 = Scalar | readonly (MaybeAbsent5 | undefined)[];
type MaybeAbsent7 = Scalar | readonly (MaybeAbsent6 | undefined)[];
type MaybeAbsent8 = Scalar | readonly (MaybeAbsent7 | undefined)[];

/**
 * The check of MaybeAbsentValues: `{}` where only optional tuple elements may be undefined, else
 * the error. (`Required` takes `undefined` off an optional element's type, not off a present one's.)
 * @example AbsentValuesSlot<[number, number?]> //=> {}
 * @example AbsentValuesSlot<[1, undefined]> //=> "array(): a value may be undefined, …"
 */
export type AbsentValuesSlot<Values> = true extends HoldsUndefined<Values> ? UndefinedValueText : {};

type HoldsUndefined<Values> = Values extends readonly (infer Element)[]
  ? Element[] extends Values // a list (a tuple is no Element[]); Required would take undefined off its element
    ? undefined extends Element
      ? true
      : HoldsUndefined<Element>
    : Required<Values> extends infer Present extends readonly unknown[]
      ? { [Index in keyof Present]: undefined extends Present[Index] ? true : HoldsUndefined<Present[Index]> }[number]
      : false
  : false;

/**
 * The typed arrays `array()` reads directly. One of the class `toTypedArray()` gives for the dtype
 * asked for (`TypedArrayOf<D>`) is read as that dtype's storage, as toTypedArray() wrote it: a
 * Uint16Array as float16/bfloat16 bit patterns, a Float32Array/Float64Array as complex64/complex128
 * (re, im) pairs, a Uint8Array as narrow codes (one per element); any other is read as values.
 */
export type TypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array
  | Float32Array
  | Float64Array
  | Float16ArrayLike;

/**
 * A Float16Array (Node 22+, browsers), named by its tag so that the declarations need no library
 * file that declares one (Node 20 and older TypeScript libs have none).
 */
export type Float16ArrayLike = ArrayBufferView &
  ArrayLike<number> & { readonly BYTES_PER_ELEMENT: number; readonly [Symbol.toStringTag]: 'Float16Array' };

/** The shape `array(values)` has: literal where the nesting is literal; `number[]` for `any` (`JSON.parse`'s result). */
export type ValuesShape<Values> = 0 extends 1 & Values ? number[] : NestedShape<Values>;

/** The array type for a result node and shape; errors pass through. */
export type ArrayOf<Node, Dims> = Node extends AnyDType ? (Dims extends Shape ? NDArray<Node, Dims> : Dims) : Node;

/**
 * The dtype `arange` picks without one: int64 when every argument is an integer, else float64; a
 * wide `number` argument could be either.
 */
export type ArangeDType<Values> = number extends Values
  ? 'int64' | 'float64'
  : 'float' extends ScalarDType<Values>
    ? 'float64'
    : 'int64';

/**
 * The length of `arange(stop)`: a non-negative integer literal is the length; a negative one
 * gives 0 (an empty range); anything else is `number`.
 */
export type ArangeLength<Stop extends number> = number extends Stop
  ? number
  : ScalarDType<Stop> extends 'int'
    ? `${Stop}` extends `-${string}`
      ? 0
      : Stop
    : number;

/** A strong dtype name, for creation functions. */
export type CreationDType = DType;

/**
 * `unknown` for a strong dtype name, otherwise a `DTypeError` with the runtime's unknown-dtype text
 * (the creation functions and `astype` check their names with DTypeNameSlot, the same words).
 * @example CheckDType<'int9'> //=> DTypeError<"Unknown dtype 'int9'. Valid dtypes are listed in dtypes">
 */
export type CheckDType<Name> = [Exclude<Name, DType>] extends [never]
  ? unknown
  : Exclude<Name, DType> extends infer Bad extends WeakType
    ? DTypeError<WeakTypeAsDTypeText<Bad, Materialize<Bad>>>
    : DTypeError<UnknownDTypeText<`'${Exclude<Name, DType> & string}'`>>;

type ErrorIn<Result> = [Extract<Result, DTypeError<string> | ShapeError<string>>] extends [never]
  ? unknown
  : Extract<Result, DTypeError<string> | ShapeError<string>>;

type LeafOf<Values> = Values extends readonly (infer Element)[]
  ? LeafOf<Element>
  : Values extends ArrayLike<infer Element>
    ? Element
    : Values;

/**
 * The operations as methods: `a.add(b)` is `add(a, b)`. The signatures read the array's type from
 * `this` rather than from NDArray's type parameters, so every NDArray shares one set of method
 * types and comparing two array types never walks them.
 */
export type ArrayMethods = {
  readonly [Operation in BinaryOperation]: BinaryMethod<Operation>;
} & {
  readonly [Operation in UnaryOperation]: UnaryMethod<Operation>;
};

/** A unary operation as a method of an array, `a.exp()` (see ArrayMethods). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
type UnaryMethod<Operation extends UnaryOperation> = <
  const Self extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = UnarySlot<Operation, Self, 'jax'>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  Node extends KeptUnaryBound<Operation, 'jax', Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends object = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = UnaryOptionsSlot<Operation, Options, Self, 'jax', Slot, Node>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  this: Checked<NoInfer<Slot>, Self>,
  options?: Checked<NoInfer<OptionSlot>, OutParameter<Options>>,
) => OutOr<Options, UnaryArray<Operation, Self, 'jax', NoInfer<Slot>, Node>>;

/** An operation as a method of an array, `a.add(b)` (see ArrayMethods). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" below) */
type BinaryMethod<Operation extends BinaryOperation> = <
  const Self extends AnyNDArray,
  const Other extends Operand,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = BinarySlot<Operation, Self, Other, 'jax'>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
  Parts extends KeptPartsShape = KeptParts<Operation, Self, Other, 'jax', Slot>,
  Node extends Parts['nodeBound'] = Parts['node'],
  Dims extends Parts['dimsBound'] = Parts['dims'],
  const Options extends object = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = BinaryOptionsSlot<Operation, Options, Self, Other, 'jax', Slot, Node, Dims>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  this: Self,
  other: Checked<NoInfer<Slot>, Other>,
  options?: Checked<NoInfer<OptionSlot>, OutParameter<Options>>,
) => OutOr<Options, BinaryArray<Operation, NoInfer<Self>, NoInfer<Other>, 'jax', NoInfer<Slot>, Node, Dims>>;

/** An operation as a function of two operands, under a policy. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" below) */
export type BinaryFunction<Operation extends BinaryOperation, Policy extends PolicySpec = 'jax'> = <
  const Left extends Operand,
  const Right extends Operand,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = BinarySlot<Operation, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
  Parts extends KeptPartsShape = KeptParts<Operation, Left, Right, Policy, Slot>,
  Node extends Parts['nodeBound'] = Parts['node'],
  Dims extends Parts['dimsBound'] = Parts['dims'],
  const Options extends object = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = BinaryOptionsSlot<Operation, Options, Left, Right, Policy, Slot, Node, Dims>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  left: Left,
  right: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, OutParameter<Options>>,
) => OutOr<Options, BinaryArray<Operation, NoInfer<Left>, NoInfer<Right>, Policy, NoInfer<Slot>, Node, Dims>>;

/** An operation as a function of one operand, under a policy. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" below) */
export type UnaryFunction<Operation extends UnaryOperation, Policy extends PolicySpec = 'jax'> = <
  const Input extends Operand,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = UnarySlot<Operation, Input, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptParts)
  Node extends KeptUnaryBound<Operation, Policy, Slot> = KeptUnaryDefault<Input, Slot>,
  const Options extends object = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedOptionSlot = UnaryOptionsSlot<Operation, Options, Input, Policy, Slot, Node>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ComputedOptionSlot,
>(
  input: Checked<NoInfer<Slot>, Input>,
  options?: Checked<NoInfer<OptionSlot>, OutParameter<Options>>,
) => OutOr<Options, UnaryArray<Operation, Input, Policy, NoInfer<Slot>, Node>>;

/**
 * The options parameter's type: `{ out?: NDArray }` beside the options given, for an editor's
 * completions and to refuse an `out` that is no array; an `out` that is an array is taken as it
 * is (intersected with `NDArray<any, any>`, an `NDArray<D, S>` of generic code would not be
 * assignable to itself).
 */
export type OutParameter<Options> = Options extends { readonly out: AnyNDArray } ? Options : Options & OutOptions;

/**
 * The check slot of an elementwise call's options: OutOptionsSlot, with the result computed only
 * where `out` is given (an alias argument is evaluated at once; a conditional's branch only when taken).
 */
export type BinaryOptionsSlot<
  Operation extends BinaryOperation,
  Options,
  Left,
  Right,
  Policy extends PolicySpec,
  Slot,
  Node,
  Dims,
> = Options extends OutGiven
  ? OutOptionsSlot<Operation, Options, BinaryArray<Operation, Left, Right, Policy, Slot, Node, Dims>, Policy>
  : OptionsSlot<Operation, Options, OutOptionNames>;

/** The check slot of a unary call's options (see BinaryOptionsSlot). */
export type UnaryOptionsSlot<
  Operation extends UnaryOperation,
  Options,
  Input,
  Policy extends PolicySpec,
  Slot,
  Node,
> = Options extends OutGiven
  ? OutOptionsSlot<Operation, Options, UnaryArray<Operation, Input, Policy, Slot, Node>, Policy>
  : OptionsSlot<Operation, Options, OutOptionNames>;

declare const accepted: unique symbol;

/**
 * The check slot of a call the checker accepted for known dtypes. A slot that is only `{}` (the
 * constraint it fell back to) marks a call in generic code, whose result the generic rules give
 * (see GenericBinaryArray).
 */
export interface Accepted {
  readonly [accepted]: true;
}

/**
 * The check slot of a binary call. It distributes over the operands so that the signature's own
 * declaration (operands of the constraint `Operand`, whose arrays have dtype `any`) satisfies
 * `CheckSlot`; for scalar pairs `Extract` keeps it a `CheckSlot` there.
 */
export type BinarySlot<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec> = [
  Left | Right,
] extends [never]
  ? Accepted
  : [Left] extends [never]
    ? Accepted
    : [Right] extends [never]
      ? Accepted
      : EachBinarySlot<Operation, Left, Right, Policy>;

// An operand typed `never` (a cast, in tests of what the runtime refuses) leaves the check to the runtime.
type EachBinarySlot<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec> = Left extends unknown
  ? Right extends unknown
    ? Left | Right extends Scalar
      ? Extract<SlotOf<CheckBinary<Operation, Left, Right, Policy>>, CheckSlot>
      : 'any' extends Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>
        ? Accepted
        : [Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>] extends [false]
          ? SlotOf<CheckBinary<Operation, Left, Right, Policy>>
          : null
    : never
  : never;

/**
 * The check slot of a binary operation's promotion alone, its shapes left out (the matrix
 * products check their shapes apart): `Accepted`, the error's words, or (a type-parameter dtype)
 * undecided, which falls back to `{}` (see BinarySlot).
 */
export type PromotionSlot<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec> = [Left] extends [
  never,
]
  ? Accepted
  : [Right] extends [never]
    ? Accepted
    : EachPromotionSlot<Operation, Left, Right, Policy>;

type EachPromotionSlot<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec> = Left extends unknown
  ? Right extends unknown
    ? 'any' extends Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>
      ? Accepted
      : [Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>] extends [false]
        ? SlotOf<ErrorIn<EachBinaryResult<Operation, DTypeOf<Left>, DTypeOf<Right>, LiteralSpecs<Policy>>>>
        : null
    : never
  : never;

/** The check slot of a unary call (see BinarySlot). */
export type UnarySlot<Operation extends UnaryOperation, Input, Policy extends PolicySpec> = [Input] extends [never]
  ? Accepted
  : EachUnarySlot<Operation, Input, Policy>;

type EachUnarySlot<Operation extends UnaryOperation, Input, Policy extends PolicySpec> = Input extends unknown
  ? Input extends Scalar
    ? Extract<SlotOf<CheckUnary<Operation, Input, Policy>>, CheckSlot>
    : 'any' extends Undecided<DTypeOf<Input>>
      ? Accepted
      : [Undecided<DTypeOf<Input>>] extends [false]
        ? SlotOf<CheckUnary<Operation, Input, Policy>>
        : null
  : never;

/**
 * Whether a check can be decided for an operand's dtype: `false` for known dtypes; `'any'` for
 * `any` (the signature's own declaration, where the slot must come out a `CheckSlot`); `true` for
 * every dtype at once (`NDArray`), which like a type parameter leaves the call to the runtime.
 */
export type Undecided<Node> = 0 extends 1 & Node ? 'any' : [DType] extends [Node] ? true : false;

// (The last branch, never taken for a check that resolves, is `null`: a check that cannot resolve,
// such as a broadcast with a type-parameter shape beside a known dtype, `add(x, 1)` for
// `x: NDArray<'float32', S>`, is then no `CheckSlot`, and the call takes the generic rules.)
type SlotOf<Check> = unknown extends Check
  ? Accepted
  : Check extends DTypeError<infer Message> | ShapeError<infer Message>
    ? Message
    : null;

// ── generic code ────────────────────────────────────────────────────────────────────────────────
// A call whose operand has a type-parameter dtype (`x: NDArray<D, S>` with `D extends FloatDType`)
// cannot be decided until D is known, and the checker relates a conditional type on D to D only
// through its branches. What it does check against D's bound is a type parameter's default: the
// signatures carry `Node extends Parts['nodeBound'] = Parts['node']` (KeptParts: `Kept<D>` and the
// dtypes the operation keeps, only in generic code, so that concrete calls pay little), whose bound is the dtypes the
// operation keeps (with this scalar, with itself …). Where D's bound lies inside them the default
// holds and the result is `NDArray<D, …>` itself; otherwise the parameter falls back to its bound,
// which holds `Unkept`, and the result is the general one (an error where D was declared).

declare const unkept: unique symbol;

/** A box for a kept dtype or shape (covariant: `Kept<D>` is a `Kept<Bound>` when D's bound is inside Bound). */
export interface Kept<Value> {
  readonly kept: Value;
}

/**
 * `Kept<Value>` with its argument evaluated first: `Kept<DTypeOf<Left>>` written inline keeps
 * `DTypeOf<Left>` to evaluate lazily, and a conditional type on the box then waits for the type
 * parameter instead of resolving; through this alias's parameter it resolves.
 */
export type Boxed<Value> = Kept<Value>;

/** The marker a kept-dtype parameter holds when it fell back to its bound: the operation does not keep the dtype. */
export interface Unkept {
  readonly [unkept]: true;
}

/** The bounds and defaults of a binary call's kept parameters: `unknown` but in generic code (a slot that fell back to `{}`). */
export type KeptParts<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec, Slot> = {} extends Slot
  ? {
      readonly nodeBound: Kept<KeepsWith<Operation, Left, Right, LiteralSpecs<Policy>>> | Unkept;
      readonly node: Boxed<Left extends Scalar ? DTypeOf<Right> : DTypeOf<Left>>;
      readonly dimsBound: Kept<ShapeOf<Left>> | Kept<readonly []> | KeptKeepDims<Left, Right> | Unkept;
      readonly dims: Boxed<ShapeOf<Right>>;
    }
  : KeptPartsShape;

/**
 * `Kept<ShapeOf<Right>>` where the right operand's shape is `KeepDims<ShapeOf<Left>, Axis>` (a
 * reduction's with `keepdims`), else never. A scalar is settled first: the inference against
 * `KeepDims` costs about 190 instantiations a call for a new shape type parameter.
 */
type KeptKeepDims<Left, Right> = Right extends Scalar
  ? never
  : Kept<IsKeepDimsOf<ShapeOf<Right>, ShapeOf<Left>> extends true ? ShapeOf<Right> : never>;

/** The kept parameters of a concrete call: no bounds, nothing kept. */
export interface KeptPartsShape {
  readonly nodeBound: unknown;
  readonly node: unknown;
  readonly dimsBound: unknown;
  readonly dims: unknown;
}

/** The default of the kept-shape parameter: the right operand's shape. */
export type KeptShapeDefault<Right, Slot> = {} extends Slot ? Boxed<ShapeOf<Right>> : unknown;

/**
 * The array a binary operation gives in generic code: `NDArray<D, S>` where the operation keeps
 * D (a float D with a weak scalar or with itself) and the broadcast keeps S (S with `[]`, with S
 * or with `KeepDims<S, Axis>`); otherwise the general result.
 */
export type GenericBinaryArray<
  Operation extends BinaryOperation,
  Left,
  Right,
  Policy extends PolicySpec,
  Node,
  Dims,
> = KeptArray<
  Node,
  KeptShape<Left, Right, Dims>,
  {
    readonly result: [Policy] extends ['jax']
      ? Operation extends keyof NamedBinaryNodes<AnyDType, AnyDType>
        ? NamedBinaryNodes<DTypeOf<Left>, DTypeOf<Right>>[Operation]
        : // A comparison gives bool whatever D is.
          'bool'
      : Operation extends keyof PolicyBinaryNodes<AnyDType, AnyDType, Policy>
        ? PolicyBinaryNodes<DTypeOf<Left>, DTypeOf<Right>, Policy>[Operation]
        : 'bool';
  },
  Policy,
  true
>;

/**
 * `NDArray<D, Dims>` for a kept node, else the general result's array. (The boxes come in as
 * parameters: written inline, `Kept<ShapeOf<Left>>` would not resolve for a type parameter.) The
 * general result comes as an object type's property, `{ readonly result: … }`: the checker
 * instantiates an object type's members only when read, so a kept call (the common generic one)
 * never computes it.
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a named result node is an AnyDType, its bound says unknown (see LaterResult) */
export type KeptArray<Node, DimsBox, General extends LaterResult, Policy extends PolicySpec, Named = false> =
  DimsBox extends Kept<infer Dims extends Shape>
    ? Unkept extends Node
      ? [Policy] extends [PolicySpec]
        ? [Named] extends [true]
          ? // @ts-ignore -- a named result node is an AnyDType; the bound says unknown (see LaterResult)
            NDArray<General['result'], Dims>
          : NDArray<NoInfer<OutputNode<General['result']>>, Dims>
        : never
      : Node extends Kept<infer Same extends AnyDType>
        ? NDArray<Same, Dims>
        : never
    : never;

/**
 * A result computed only where read (see KeptArray). Where KeptArray's `Named` is true, it is the
 * node itself: under JAX's policy one of the named nodes (types/result-names.generated.ts), which
 * editors show as `Divide<D, D>`. (Its bound is `unknown`: checking a generic result node against
 * AnyDType where it is passed would evaluate the rules for every dtype and policy.)
 */
export interface LaterResult {
  readonly result: unknown;
}

/**
 * The shape of a binary call in generic code: the left operand's where the right one's is kept,
 * the right one's beside a 0-d left operand (a scalar: decided for a type-parameter shape, where
 * `ResultShape` would wait for it), else the broadcast.
 */
export type KeptShape<Left, Right, Dims> = Unkept extends Dims
  ? [ShapeOf<Left>] extends [readonly []]
    ? Boxed<ShapeOf<Right>>
    : Boxed<ResultShape<Broadcast<ShapeOf<Left>, ShapeOf<Right>>>>
  : Boxed<ShapeOf<Left>>;

/** The bound of a unary call's kept-node parameter (generic code only). */
export type KeptUnaryBound<Operation extends UnaryOperation, Policy extends PolicySpec, Slot> = {} extends Slot
  ? Kept<UnaryKeeps<Operation, LiteralSpecs<Policy>>> | Unkept
  : unknown;

/** The default of a unary call's kept-node parameter. */
export type KeptUnaryDefault<Input, Slot> = {} extends Slot ? Boxed<DTypeOf<Input>> : unknown;

/** The array a unary operation gives in generic code: `NDArray<D, S>` where it keeps D's bound. */
export type GenericUnaryArray<Operation extends UnaryOperation, Input, Policy extends PolicySpec, Node> = KeptArray<
  Node,
  Boxed<ShapeOf<Input>>,
  {
    readonly result: [Policy] extends ['jax']
      ? Operation extends keyof NamedUnaryNodes<AnyDType>
        ? NamedUnaryNodes<DTypeOf<Input>>[Operation]
        : 'bool'
      : Operation extends keyof PolicyUnaryNodes<AnyDType, Policy>
        ? PolicyUnaryNodes<DTypeOf<Input>, Policy>[Operation]
        : 'bool';
  },
  Policy,
  true
>;

/**
 * `NDArray<Node, Dims>` with its arguments evaluated first (see Boxed): `DTypeOf` and `ShapeOf`
 * of the array then resolve in generic code.
 */
// (`& {}`: the intersection reduces to the NDArray itself, so results show as `NDArray<…>`, not by this alias's name.)
// Unconstrained: a declaration that passes a computed node (a reduction's table lookup) would
// otherwise have that node checked against AnyDType wherever the declarations are checked
// (skipLibCheck false), evaluating the tables for every dtype; the callers give a node or never.
/** @ts-ignore -- NDArray's bounds hold for what the callers pass (a node and a shape) */
export type ArrayFor<Node, Dims> = NDArray<Node, Dims> & {};

/** An invariant box: `[Exactly<A>] extends [Exactly<B>]` holds for identical types only, and resolves at once for one type parameter. */
export interface Exactly<Type> {
  readonly get: Type;
  readonly set: (value: Type) => void;
}

/**
 * Whether a shape is `KeepDims<Whole, Axis>` for some axis (decided for a type-parameter `Whole`).
 * Both of KeepDims's arguments are inferred, and `Whole` compared after: inferring into
 * `KeepDims<Whole, …>` itself walks its branches for each new `Whole` (150–190 instantiations a
 * shape type parameter, against 30–60 this way, where the branches are the same every time).
 */
export type IsKeepDimsOf<Dims, Whole extends Shape> = [Exactly<Dims>] extends [
  Exactly<KeepDims<infer Reduced extends Shape, infer _Axis>>,
]
  ? [Exactly<Reduced>] extends [Exactly<Whole>]
    ? true
    : false
  : false;

// The strong dtypes a binary operation keeps for these operands: with a scalar's weak type, with
// itself (the same node on both sides), or with the other array's node.
export type KeepsWith<Operation extends BinaryOperation, Left, Right, Spec> = Right extends Scalar
  ? Keeps<Operation, ScalarDType<Right>, Spec, 'left'>
  : Left extends Scalar
    ? Keeps<Operation, ScalarDType<Left>, Spec, 'right'>
    : KeepsWithArray<Operation, DTypeOf<Left>, DTypeOf<Right>, Spec>;

// (The nodes as parameters: `Exactly<DTypeOf<Right>>` written inline would not resolve for a type parameter.)
type KeepsWithArray<Operation extends BinaryOperation, LeftNode, RightNode, Spec> = [Exactly<RightNode>] extends [
  Exactly<LeftNode>,
]
  ? Diagonal<Operation, Spec>
  : Keeps<Operation, RightNode, Spec, 'left'>;

type SideResult<Operation extends BinaryOperation, Node extends AnyDType, Other, Spec, Side> = Other extends AnyDType
  ? Spec extends PolicySpec
    ? Side extends 'left'
      ? BinaryResult<Operation, Node, Other, Spec>
      : BinaryResult<Operation, Other, Node, Spec>
    : never
  : never;

/**
 * The strong dtypes an operation with `Other` (on the given side) keeps under every spec: looked up
 * in the generated tables (types/kept.generated.ts) for a scalar's kind, else computed.
 */
type Keeps<Operation extends BinaryOperation, Other, Spec, Side> = [Other] extends [KeptOperand]
  ? Every<
      Spec extends unknown
        ? Other extends KeptOperand
          ? [KeptTables[KeptKey<Spec>]['binary'][Operation][Side & KeptSide][Other]]
          : never
        : never
    >
  : ComputedKeeps<Operation, Other, Spec, Side>;

/** The strong dtypes an operation of a dtype with itself keeps (looked up). */
type Diagonal<Operation extends BinaryOperation, Spec> = Every<
  Spec extends unknown ? [KeptTables[KeptKey<Spec>]['binary'][Operation]['self']] : never
>;

/** The strong dtypes a unary operation keeps (looked up). */
type UnaryKeeps<Operation extends UnaryOperation, Spec> = Every<
  Spec extends unknown ? [KeptTables[KeptKey<Spec>]['unary'][Operation]] : never
>;

/** The operands the generated tables have beside the diagonal: a JavaScript scalar's kinds. */
type KeptOperand = 'int' | 'float' | 'complex' | 'bool';
type KeptSide = 'left' | 'right';

/** The table key of a literal spec (see LiteralSpecs): its name, or `<name>-x32` with x64 off. */
type KeptKey<Spec> = Spec extends PolicyName
  ? Spec
  : Spec extends { readonly policy: infer Name extends PolicyName }
    ? `${Name}-x32`
    : never;

/** The sets every cell (a union of one-element tuples) keeps: their intersection. */
export type Every<Cells> = (Cells extends [infer Set] ? (set: Set) => void : never) extends (set: infer All) => void
  ? All
  : never;

// The computations the tables replace (and test-d/kept.test-d.ts checks them against, cell by cell).

/** The strong dtypes an operation with `Other` (on the given side) keeps under every spec, computed over every dtype. */
export type ComputedKeeps<Operation extends BinaryOperation, Other, Spec, Side> = {
  [Node in DType]: [SideResult<Operation, Node, Other, Spec, Side>] extends [Node] ? Node : never;
}[DType];

/** The strong dtypes an operation of a dtype with itself keeps, computed. */
export type ComputedDiagonal<Operation extends BinaryOperation, Spec> = {
  [Node in DType]: [SideResult<Operation, Node, Node, Spec, 'left'>] extends [Node] ? Node : never;
}[DType];

/** The strong dtypes a unary operation keeps, computed. */
export type ComputedUnaryKeeps<Operation extends UnaryOperation, Spec> = {
  [Node in DType]: [Spec extends PolicySpec ? UnaryResult<Operation, Node, Spec> : never] extends [Node] ? Node : never;
}[DType];

/** The shape a box holds. */
export type Unbox<Box> = Box extends Kept<infer Value> ? Value : never;
