// Generic code's results: the dtypes and shapes an operation keeps for a type-parameter operand
// (read from types/kept.generated.ts), and the arrays built from them (the elementwise signatures
// in array.ts, and the families', use these).
import type { AnyDType, DType } from './dtype.js';
import type { BinaryOperation, BinaryResult, UnaryOperation, UnaryResult } from './operations.js';
import type { KeptTables } from './kept.generated.js';
import type { NamedBinaryNodes, NamedUnaryNodes } from './result-names.generated.js';
import type { PolicyBinaryNodes, PolicyUnaryNodes } from './policy-result-names.generated.js';
import type { LiteralSpecs, PolicyName, PolicySpec, X64Policy } from './policy.js';
import type { Scalar, ScalarDType } from './scalar.js';
import type { Broadcast, Shape } from './shape.js';
import type { KeepDims } from './reduction-results.js';
import type { DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { OutputNode, ResultShape } from './result-nodes.js';

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

/** The table key of a literal spec (see LiteralSpecs): its name, or `<name>-x64` with x64 on ('jax', 'strict', 'lax'). */
type KeptKey<Spec> = Spec extends PolicyName
  ? Spec
  : Spec extends { readonly policy: infer Name extends X64Policy }
    ? `${Name}-x64`
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
