// An operation's result as a node and as an array, under one policy spec or under each that a
// spec may stand for (a policy chosen at run time).
import type { AnyDType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { NDArray } from './ndarray.js';
import type { BinaryOperation, BinaryResult, UnaryOperation, UnaryResult } from './operations.js';
import type { PolicySpec } from './policy.js';
import type { Shape, ShapeError } from './shape.js';

/**
 * The node of a binary operation's result array, for annotating generic code: `divide(x, 2)` for
 * `x: NDArray<D>` is an `NDArray<BinaryNode<'divide', D, 'int'>>`; the node resolves to
 * `'float32'` where `D` is `'float32'`, and to `never` where the runtime throws.
 */
export type BinaryNode<
  Operation extends BinaryOperation,
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = OutputNode<BinaryResult<Operation, Left, Right, Policy>>;

/** The node of a unary operation's result array (see BinaryNode). */
export type UnaryNode<
  Operation extends UnaryOperation,
  Input extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = OutputNode<UnaryResult<Operation, Input, Policy>>;

/**
 * The array for an operation's result and broadcast shape (kept apart from the operations so the
 * checker verifies NDArray's constraints once, on plain parameters). The condition on the policy
 * always holds; it resolves at every call (the policy is known there, in generic code too) and
 * leaves a plain `NDArray<…>`, which editors show without an alias.
 */
export type ResultArray<Result, Dims, Policy extends PolicySpec> = [Policy] extends [PolicySpec]
  ? NDArray<NoInfer<OutputNode<Result>>, ResultShape<Dims>>
  : never;

/**
 * The node a result array has; errors give `never`. (Through a one-element tuple, so a union of
 * results is a fresh union that editors show as its members rather than as the table lookup it
 * came from.)
 */
export type OutputNode<Result> = (Result extends AnyDType ? [Result] : [never])[0];

/** A broadcast shape; shapes that do not broadcast give `never`. */
export type ResultShape<Dims> = Dims extends Shape ? Dims : never;

/**
 * A binary result under each literal spec a policy spec may stand for (options that are not
 * literals give the union of outcomes).
 */
export type EachBinaryResult<Operation extends BinaryOperation, Left extends AnyDType, Right extends AnyDType, Spec> =
  SingleSpec<Spec> extends true
    ? Spec extends PolicySpec
      ? BinaryResult<Operation, Left, Right, Spec>
      : never
    : Succeeding<Spec extends PolicySpec ? [BinaryResult<Operation, Left, Right, Spec>] : never>;

export type EachUnaryResult<Operation extends UnaryOperation, Input extends AnyDType, Spec> =
  SingleSpec<Spec> extends true
    ? Spec extends PolicySpec
      ? UnaryResult<Operation, Input, Spec>
      : never
    : Succeeding<Spec extends PolicySpec ? [UnaryResult<Operation, Input, Spec>] : never>;

/**
 * `true` for one literal spec, `boolean` for several (a policy chosen at run time). Decided once
 * per policy: the union filter below costs every call that takes it, and most calls have one spec.
 */
type SingleSpec<Spec, All = Spec> = Spec extends unknown ? ([All] extends [Spec] ? true : false) : never;

/**
 * The results of the specs a policy spec may stand for (each in a 1-tuple): those of the specs
 * under which the call succeeds, where there are any (a policy chosen at run time: the runtime
 * succeeds under those, so the call is no compile error), else every error.
 */
type Succeeding<Outcomes> = [Succeeded<Outcomes>] extends [never]
  ? Outcomes extends [infer Result]
    ? Result
    : never
  : Succeeded<Outcomes>;

type Succeeded<Outcomes> = Outcomes extends [infer Result]
  ? [Extract<Result, DTypeError<string> | ShapeError<string>>] extends [never]
    ? Result
    : never
  : never;
