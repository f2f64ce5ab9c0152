// The elementwise functions built from others (src/ops/composites.ts): their result dtype is a
// registry rule (resultRules) applied to the input or the operands' promotion, with the rule's
// errors in the function's own name; the shape is the input's or the operands' broadcast.
import type { Operand } from './array.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { DTypeError } from './error.js';
import type { DTypeOf, ShapeOf } from './ndarray.js';
import type { ApplyRule } from './operations.js';
import type { ParameterRule, ParameterValue } from './parameters.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { Promote } from './promote.js';
import type { ResultArray } from './result-nodes.js';
import type { Broadcast, Shape } from './shape.js';
import type { resultRules } from '../src/registry/registry.js';

/** A registry result rule's name. */
export type RuleName = keyof typeof resultRules;

/** The node a rule gives, in the words of the function `Name` where it refuses the node. */
type RuleNode<Rule extends RuleName, Name extends string, Node, Policy extends PolicySpec> = ApplyRule<
  Rule,
  Name,
  Node,
  X64Of<Policy> extends false ? 'float32' : 'float64'
>;

/** `{}` where a node is accepted, the error's words where not (see CheckSlot). */
type RuleSlot<Node> = [Node] extends [never] ? {} : Node extends DTypeError<infer Message> ? Message : {};

/** The promotion of two operands' dtypes under a policy. */
type Promoted<Left, Right, Policy extends PolicySpec> = Promote<DTypeOf<Left>, DTypeOf<Right>, Policy>;

/** The broadcast shape of two operands. */
type Broadcasted<Left, Right> =
  ShapeOf<Left> extends infer L extends Shape
    ? ShapeOf<Right> extends infer R extends Shape
      ? Broadcast<L, R>
      : never
    : never;

/** One result array, or two of the same (`Pair`: modf's, divmod's), or the node's and int32 (frexp's). */
type Results<Node, Dims, Policy extends PolicySpec, Pair extends boolean | 'int32'> = Pair extends true
  ? readonly [ResultArray<Node, Dims, Policy>, ResultArray<Node, Dims, Policy>]
  : Pair extends 'int32'
    ? readonly [ResultArray<Node, Dims, Policy>, ResultArray<'int32', Dims, Policy>]
    : ResultArray<Node, Dims, Policy>;

/**
 * A function of one operand whose result dtype is `Rule` on the input's (frexp: 'inexactReal'),
 * two such arrays where `Pair` (modf); `Extra`: the parameters after the input (round's decimals).
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type RuleUnaryFunction<
  Name extends string,
  Rule extends RuleName,
  Pair extends boolean | 'int32' = false,
  Extra extends unknown[] = [],
  Policy extends PolicySpec = 'jax',
> = <
  const X extends Operand,
  // unbounded, so only a call computes them (see CheckSlot)
  Node = RuleNode<Rule, Name, DTypeOf<X>, Policy>,
  ComputedSlot = RuleSlot<Node>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
>(
  x: Checked<NoInfer<Slot>, X>,
  ...extra: Extra
) => Results<Node, ShapeOf<X>, Policy, Pair>;

/**
 * A function of two operands whose result dtype is `Rule` on their promotion, two such arrays
 * where `Pair` (divmod: 'floor').
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type RuleBinaryFunction<
  Name extends string,
  Rule extends RuleName,
  Policy extends PolicySpec = 'jax',
  Pair extends boolean = false,
> = <
  const Left extends Operand,
  const Right extends Operand,
  // unbounded, so only a call computes them (see CheckSlot)
  Node = RuleNode<Rule, Name, Promoted<Left, Right, Policy>, Policy>,
  ComputedSlot = RuleSlot<Node>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
>(
  x1: Left,
  x2: Checked<NoInfer<Slot>, Right>,
) => Results<Node, Broadcasted<Left, Right>, Policy, Pair>;

/** ldexp: x1 · 2^x2 in x1's inexact dtype (complex refused); x2 bool or integers. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type LdexpFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends Operand,
  const Right extends Operand,
  // unbounded, so only a call computes them (see CheckSlot)
  Node = RuleNode<'inexactReal', 'ldexp', DTypeOf<Left>, Policy>,
  ComputedSlot = RuleSlot<Node>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  ComputedRightSlot = RuleSlot<RuleNode<'bitwise', 'ldexp', DTypeOf<Right>, Policy>>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  RightSlot extends CheckSlot = ComputedRightSlot,
>(
  x1: Checked<NoInfer<Slot>, Left>,
  x2: Checked<NoInfer<RightSlot>, Right>,
) => ResultArray<Node, Broadcasted<Left, Right>, Policy>;

/** The composite elementwise functions bound to one policy. */
export type CompositeFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly round: RuleUnaryFunction<
    'round',
    ParameterRule<'round'>,
    false,
    [decimals?: ParameterValue<'round', 'decimals'> | { readonly decimals?: ParameterValue<'round', 'decimals'> }]
  >;
  readonly around: RuleUnaryFunction<
    'round',
    ParameterRule<'round'>,
    false,
    [decimals?: ParameterValue<'round', 'decimals'> | { readonly decimals?: ParameterValue<'round', 'decimals'> }]
  >;
  readonly modf: RuleUnaryFunction<'modf', 'inexactReal', true>;
  readonly frexp: RuleUnaryFunction<'frexp', 'inexactReal', 'int32'>;
  readonly ldexp: LdexpFunction<Policy>;
  readonly angle: RuleUnaryFunction<
    'angle',
    ParameterRule<'angle'>,
    false,
    [deg?: ParameterValue<'angle', 'deg'> | { readonly deg?: ParameterValue<'angle', 'deg'> }],
    Policy
  >;
  readonly divmod: RuleBinaryFunction<'divmod', 'floor', Policy, true>;
};
