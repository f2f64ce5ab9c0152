// What a matrix product gives and checks: its options, result dtype and array, the check of its
// operands and of `out` (the signatures in matmul.ts and einsum.ts build on these).
import type { Accepted, PromotionSlot, Undecided } from './array.js';
import type { ArrayFor, Kept, KeepsWith, Unkept } from './kept.js';
import type { AnyNDArray, DTypeOf } from './ndarray.js';
import type { EachBinaryResult, OutputNode, ResultArray, ResultShape } from './result-nodes.js';
import type { AnyDType, DType } from './dtype.js';
import type { LiteralSpecs, PolicySpec } from './policy.js';
import type { OutGiven, OutOr, OutSlot } from './out.js';
import type { Shape, ShapeError } from './shape.js';

/** The options of every matrix product: `out`, and JAX's `preferred_element_type`. */
export interface ProductOptions {
  readonly out?: AnyNDArray;
  /**
   * The accumulation and result dtype (`int8 × int8 → int32` with 'int32'). Operands of different
   * dtypes are converted to it first, as JAX's dot_general converts them (without it, to the promotion).
   */
  readonly preferredElementType?: DType;
}

/** The node of a product's result: the preferred element type, else multiply's result under the policy. */
export type ProductNode<Left, Right, Options, Policy extends PolicySpec = 'jax'> = OutputNode<
  ProductResult<Left, Right, Options, Policy>
>;

/** `Accepted` for a shape, the error's words for a `ShapeError` (see Checked). */
export type ShapeSlot<Result> = Result extends ShapeError<infer Message> ? Message : Accepted;

/**
 * The check of a product's operands: the shape's error, else (under a policy other than JAX's,
 * which promotes every pair) the promotion's error in `multiply`'s words, as the runtime throws it.
 * The promotion is multiply's own check of the two dtypes (PromotionSlot), not a walk over specs.
 * In generic code (a type-parameter dtype or shape) the check is undecided: it is no `CheckSlot`,
 * the slot falls back to `{}`, and the result follows the generic rules (KeptProductBound).
 */
export type ProductSlot<Dims, Left, Right, Policy extends PolicySpec> =
  ShapeSlot<Dims> extends infer Message extends string
    ? Message
    : Dims extends Shape
      ? Policy extends 'jax'
        ? DecidedSlot<Left, Right>
        : PromotionSlot<'multiply', Left, Right, Policy>
      : null; // never for a shape; it makes a shape that waits for a type parameter undecided too (see above)

/**
 * The bound of a product's kept-node parameter: in generic code (a slot that fell back to `{}`)
 * the dtypes `multiply` keeps for these operands (a float D with itself), so that a product of two
 * `NDArray<D, …>` is an `NDArray<D, …>` (see KeptParts in types/kept.ts); elsewhere nothing.
 */
export type KeptProductBound<Left, Right, Policy extends PolicySpec, Slot> = {} extends Slot
  ? Kept<KeepsWith<'multiply', Left, Right, LiteralSpecs<Policy>>> | Unkept
  : unknown;

/**
 * The array a product returns (or `out`). Built by ResultArray, so the checker verifies NDArray's
 * constraints on its plain parameters once rather than on the policy's result for every spec.
 * `Node` is the kept-node parameter (KeptProductBound): `Kept<D>` in generic code where the
 * product keeps D, else `unknown` or `Unkept` (the general result).
 */
export type ProductArray<Left, Right, Options, Dims, Policy extends PolicySpec = 'jax', Node = unknown> = OutOr<
  Options,
  Unkept extends Node
    ? ResultArray<ProductResult<Left, Right, Options, Policy>, Dims, Policy>
    : Options extends { readonly preferredElementType: DType }
      ? ResultArray<ProductResult<Left, Right, Options, Policy>, Dims, Policy>
      : Node extends Kept<infer Same extends AnyDType>
        ? ArrayFor<Same, ResultShape<Dims>>
        : never
>;

/** `out` against the product's array (see OutSlot), computed only where `out` is given. */
export type ProductOutSlot<
  Name extends string,
  Left,
  Right,
  Options,
  Dims,
  Policy extends PolicySpec,
> = Options extends OutGiven
  ? OutSlot<Name, Options, ResultArray<ProductResult<Left, Right, Options, Policy>, Dims, Policy>, Policy>
  : {};

/** The preferred element type, else multiply's result for the two dtypes under the policy (an error included). */
type ProductResult<Left, Right, Options, Policy extends PolicySpec> = Options extends {
  readonly preferredElementType: infer Preferred extends DType;
}
  ? Preferred
  : EachBinaryResult<'multiply', DTypeOf<Left>, DTypeOf<Right>, LiteralSpecs<Policy>>;

/** Under JAX's policy every pair promotes: accepted for known dtypes, undecided for a type parameter. */
type DecidedSlot<Left, Right> = [Left] extends [never]
  ? Accepted
  : [Right] extends [never]
    ? Accepted
    : EachDecidedSlot<Left, Right>;
type EachDecidedSlot<Left, Right> = Left extends unknown
  ? Right extends unknown
    ? 'any' extends Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>
      ? Accepted
      : [Undecided<DTypeOf<Left>> | Undecided<DTypeOf<Right>>] extends [false]
        ? Accepted
        : null
    : never
  : never;
