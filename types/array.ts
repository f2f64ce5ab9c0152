// The elementwise operations' types: operands, result arrays and the checks of a call, and their
// signatures as functions and as methods (generic code's results are in kept.ts).
import type { NDArray } from './ndarray.js';
import type { AnyDType, DType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { BinaryMethodOperation, BinaryOperation, UnaryMethodOperation, UnaryOperation } from './operations.js';
import type { LiteralSpecs, PolicySpec } from './policy.js';
import type { Scalar } from './scalar.js';
import type { Broadcast, Shape, ShapeError } from './shape.js';
import type { OutGiven, OutOptionNames, OutOptions, OutOptionsSlot, OutOr } from './out.js';
import type { OptionsSlot } from './options.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { EachBinaryResult, EachUnaryResult, ResultArray } from './result-nodes.js';
import type {
  GenericBinaryArray,
  GenericUnaryArray,
  KeptParts,
  KeptPartsShape,
  KeptUnaryBound,
  KeptUnaryDefault,
} from './kept.js';

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

/** The array type for a result node and shape; errors pass through. */
export type ArrayOf<Node, Dims> = Node extends AnyDType ? (Dims extends Shape ? NDArray<Node, Dims> : Dims) : Node;

type ErrorIn<Result> = [Extract<Result, DTypeError<string> | ShapeError<string>>] extends [never]
  ? unknown
  : Extract<Result, DTypeError<string> | ShapeError<string>>;

/**
 * The operations as methods: `a.add(b)` is `add(a, b)`. The signatures read the array's type from
 * `this` rather than from NDArray's type parameters, so every NDArray shares one set of method
 * types and comparing two array types never walks them.
 */
export type ArrayMethods = {
  readonly [Operation in BinaryMethodOperation]: BinaryMethod<Operation>;
} & {
  readonly [Operation in UnaryMethodOperation]: UnaryMethod<Operation>;
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
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" in kept.ts) */
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
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" in kept.ts) */
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
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see "generic code" in kept.ts) */
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
