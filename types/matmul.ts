import type {
  Accepted,
  Exactly,
  ArrayFor,
  Kept,
  KeepsWith,
  KeptUnaryDefault,
  PromotionSlot,
  Undecided,
  Unkept,
} from './array.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { EachBinaryResult, OutputNode, ResultArray, ResultShape } from './result-nodes.js';
import type { AnyDType, DType } from './dtype.js';
import type {
  AxesCountText,
  AxesLengthsText,
  BatchMismatchText,
  ContractionMismatchText,
  OperandAxisRepeatedText,
  OperandAxisText,
  ScalarMatmulText,
  TensordotMixedText,
} from './messages.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type { LiteralSpecs, PolicySpec } from './policy.js';
import type { OutGiven, OutOr, OutSlot } from './out.js';
import type { Broadcast, Shape, ShapeError, ShapeText } from './shape.js';

/** The options of every matrix product: `out`, and JAX's `preferred_element_type`. */
export interface ProductOptions {
  readonly out?: AnyNDArray;
  /**
   * The accumulation and result dtype (`int8 × int8 → int32` with 'int32'). Operands of different
   * dtypes are converted to it first, as JAX's dot_general converts them (without it, to the promotion).
   */
  readonly preferredElementType?: DType;
}

/**
 * The shape of `matmul(a, b)` (NumPy's `@`): 1-D operands gain an axis that the result drops,
 * batch axes broadcast; a contraction mismatch or 0-d operand is a `ShapeError` in the runtime's
 * words. Shapes that are not tuples give `number[]`.
 * @example
 * MatmulShape<[2, 3], [3, 4]>       //=> [2, 4]
 * MatmulShape<[8, 2, 3], [3]>       //=> [8, 2]
 * MatmulShape<[2, 3], [5, 4]>       //=> ShapeError<"matmul: contraction dimensions 3 and 5 differ: [2, 3] @ [5, 4]">
 */
export type MatmulShape<Left extends Shape, Right extends Shape> = number extends Left['length']
  ? number[]
  : number extends Right['length']
    ? number[]
    : Left extends readonly []
      ? ShapeError<ScalarMatmulText<'matmul', 'a'>>
      : Right extends readonly []
        ? ShapeError<ScalarMatmulText<'matmul', 'b'>>
        : MatmulParts<SplitLeft<Left>, SplitRight<Right>, Left, Right>;

/**
 * The shape of `dot(a, b)` (NumPy): a scalar operand multiplies; else a's last axis contracts
 * with b's only axis (1-D b) or its second-to-last, and the result is a's other axes then b's.
 * @example DotShape<[2, 3], [4, 3, 5]> //=> [2, 4, 5]
 */
export type DotShape<Left extends Shape, Right extends Shape> = number extends Left['length']
  ? number[]
  : number extends Right['length']
    ? number[]
    : Left extends readonly []
      ? WritableTuple<Right>
      : Right extends readonly []
        ? WritableTuple<Left>
        : DotParts<
            SplitLeft<Left>,
            Right extends readonly [number] ? [[], Right[0], []] : SplitDotRight<Right>,
            Left,
            Right,
            'dot'
          >;

/** The shape of `inner(a, b)`: last axes contract; the rest of a, then the rest of b. */
export type InnerShape<Left extends Shape, Right extends Shape> = number extends Left['length']
  ? number[]
  : number extends Right['length']
    ? number[]
    : Left extends readonly []
      ? WritableTuple<Right>
      : Right extends readonly []
        ? WritableTuple<Left>
        : DotParts<
            SplitLeft<Left>,
            Right extends readonly [...infer Rest extends number[], infer Last extends number]
              ? [Rest, Last, []]
              : never,
            Left,
            Right,
            'inner'
          >;

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
 * `NDArray<D, …>` is an `NDArray<D, …>` (see KeptParts in types/array.ts); elsewhere nothing.
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

/** matmul, dot and inner as functions: literal shapes give the literal result shape; a mismatch is a compile error. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type MatmulFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<MatmulShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'matmul',
    Left,
    Right,
    Options,
    MatmulShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  MatmulShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type DotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<DotShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'dot',
    Left,
    Right,
    Options,
    DotShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  DotShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type InnerFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<InnerShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'inner',
    Left,
    Right,
    Options,
    InnerShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  InnerShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** vdot: every element of a (conjugated) times b's: a 0-d array. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type VdotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<[], Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<'vdot', Left, Right, Options, [], Policy>,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<NoInfer<Left>, NoInfer<Right>, Options, [], Policy, Node>;

/** outer: [a.size, b.size]. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type OuterFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<[], Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'outer',
    Left,
    Right,
    Options,
    [SizeOf<ShapeOf<Left>>, SizeOf<ShapeOf<Right>>],
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  [SizeOf<ShapeOf<NoInfer<Left>>>, SizeOf<ShapeOf<NoInfer<Right>>>],
  Policy,
  Node
>;

/** tensordot's `axes`: how many of a's last axes contract with b's first, or [axes of a, axes of b]. */
export type TensordotAxes = number | readonly [number | readonly number[], number | readonly number[]];

/**
 * The axes tensordot contracts, `[axes of a, axes of b]` (non-negative), where the operands' ranks
 * and the axes are literal; the runtime's error (a `ShapeError`) for axes it refuses; `number[]`
 * where they are not known (a `number`, a list of unknown length).
 * @example
 * ContractedAxes<[2, 3], [3, 4], 1>               //=> [[1], [0]]
 * ContractedAxes<[2, 3], [4, 3], [[-1], [1]]>     //=> [[1], [1]]
 * ContractedAxes<[2, 3], [3], 2>                  //=> ShapeError<"tensordot: axes 2 must be an integer from 0 to …">
 */
export type ContractedAxes<Left extends Shape, Right extends Shape, Axes> = Axes extends number
  ? CountedAxes<Left, Right, Axes>
  : Axes extends readonly [infer AxesA, infer AxesB]
    ? ListedAxes<Left, Right, AxisList<AxesA>, AxisList<AxesB>, Axes>
    : number[];

/**
 * The shape of `tensordot(a, b, axes)`: a's axes that do not contract, then b's; literal where the
 * shapes and the axes are; a contraction of different sizes, or axes the runtime refuses, is a
 * `ShapeError` in its words. `axes` left out is 2.
 * @example
 * TensordotShape<[2, 3, 4], [3, 4, 5], 2>          //=> [2, 5]
 * TensordotShape<[2, 3], [4, 3], [[1], [-1]]>      //=> [2, 4]
 * TensordotShape<[2, 3], [4, 5], 1>                //=> ShapeError<"tensordot: contraction dimensions 3 and 4 differ: [2, 3] @ [4, 5]">
 */
export type TensordotShape<Left extends Shape, Right extends Shape, Axes = 2> = number extends Left['length']
  ? number[]
  : number extends Right['length']
    ? number[]
    : ContractedAxes<Left, Right, [Axes] extends [undefined] ? 2 : Axes> extends infer Pair
      ? Pair extends [infer AxesA extends number[], infer AxesB extends number[]]
        ? [Contraction<Left, Right, AxesA, AxesB>] extends [never]
          ? [...Remaining<Left, AxesA[number]>, ...Remaining<Right, AxesB[number]>]
          : Contraction<Left, Right, AxesA, AxesB>
        : Pair
      : never;

/**
 * The check of tensordot's `axes`: the runtime's words where it refuses them, else `Accepted`
 * (where they are not known too: the runtime checks). A contraction of different sizes is the
 * second operand's error (ProductSlot), as matmul's. (The `null` branches, never taken for known
 * shapes, make the check of a shape that is a type parameter no `CheckSlot`: it falls back to `{}`,
 * and generic code compiles.)
 */
export type TensordotAxesSlot<Left, Right, Axes> = [ShapeOf<Left>, ShapeOf<Right>] extends [
  infer LeftDims extends Shape,
  infer RightDims extends Shape,
]
  ? number extends LeftDims['length'] | RightDims['length']
    ? Accepted
    : ContractedAxes<LeftDims, RightDims, [Axes] extends [undefined] ? 2 : Axes> extends infer Pair
      ? Pair extends ShapeError<infer Message>
        ? Message
        : Pair extends Shape | [Shape, Shape]
          ? Accepted
          : null
      : null
  : null;

/**
 * The shape tensordot's product check compares: none where the axes are refused (their error is
 * reported), else TensordotShape. An alias so that the declaration's type parameters stay on the
 * line its ts-ignore covers.
 */
type TensordotCheckedShape<Left, Right, Axes, AxesSlot> = [AxesSlot] extends [string]
  ? []
  : TensordotShape<ShapeOf<Left>, ShapeOf<Right>, Axes>;

/** tensordot's keywords, NumPy's spelling: `tensordot(a, b, { axes, out, preferredElementType })`. */
export interface TensordotOptions extends ProductOptions {
  readonly axes?: TensordotAxes;
}

/** The names tensordot's keyword form takes (src/ops/products/options.ts checks the same at run time). */
export type TensordotOptionNames = readonly ['axes', 'out', 'preferredElementType'];

/** Whether tensordot's third argument is its keywords: an object, which axes (a number or a pair) never is. */
type IsTensordotKeywords<Third> = [Third] extends [TensordotAxes | undefined] ? false : true;

/** tensordot's axes: the third argument, or the keywords' `axes` (undefined: the default, 2). */
export type TensordotAxesOf<Third> = Extract<
  IsTensordotKeywords<Third> extends true ? ('axes' extends keyof Third ? Third['axes'] : undefined) : Third,
  TensordotAxes | undefined
>;

/** tensordot's options: the fourth argument, or the keywords (their out and preferredElementType). */
type TensordotGiven<Third, Fourth> = IsTensordotKeywords<Third> extends true ? Third : Fourth;

/**
 * The check of tensordot's third argument: the axes'; in the keyword form also the names the
 * keywords take (first) and the options' (out).
 */
type TensordotThirdSlot<Third, AxesSlot, OptionSlot> =
  IsTensordotKeywords<Third> extends true
    ? OptionsSlot<'tensordot', Third, TensordotOptionNames> extends infer Names extends string
      ? Names
      : AxesSlot extends string
        ? AxesSlot
        : OptionSlot
    : AxesSlot;

/** The check of tensordot's fourth argument: the options', or (after the keywords) none may be given. */
type TensordotFourthSlot<Third, Fourth, OptionSlot> =
  IsTensordotKeywords<Third> extends true ? ([keyof Fourth] extends [never] ? {} : TensordotMixedText) : OptionSlot;

/**
 * tensordot: the result's dtype, and with literal shapes and axes its literal shape (TensordotShape).
 * The axes and options may be NumPy's keywords: `tensordot(a, b, { axes: 1 })`, typed alike.
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type TensordotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  const Third extends TensordotAxes | undefined | OpenOptions<TensordotOptions> = 2,
  Axes extends TensordotAxes | undefined = TensordotAxesOf<Third>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  AxesSlot extends CheckSlot = TensordotAxesSlot<Left, Right, Axes>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<TensordotCheckedShape<Left, Right, Axes, AxesSlot>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  Given = TensordotGiven<Third, Options>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'tensordot',
    Left,
    Right,
    Given,
    TensordotShape<ShapeOf<Left>, ShapeOf<Right>, Axes>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  axes?: Checked<NoInfer<TensordotThirdSlot<Third, AxesSlot, OptionSlot>>, Third>,
  options?: Checked<NoInfer<TensordotFourthSlot<Third, Options, OptionSlot>>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Given,
  TensordotShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>, NoInfer<Axes>>,
  Policy,
  Node
>;

// ---- helpers ----

type WritableTuple<Dims extends Shape> = { -readonly [Axis in keyof Dims]: Dims[Axis] };

/** [batch, rows ([] for 1-D), contracted] of matmul's left operand. */
type SplitLeft<Dims extends Shape> = Dims extends readonly [infer Only extends number]
  ? [[], [], Only]
  : Dims extends readonly [...infer Batch extends number[], infer Rows extends number, infer Depth extends number]
    ? [Batch, [Rows], Depth]
    : never;

/** [batch, contracted, columns ([] for 1-D)] of matmul's right operand. */
type SplitRight<Dims extends Shape> = Dims extends readonly [infer Only extends number]
  ? [[], Only, []]
  : Dims extends readonly [...infer Batch extends number[], infer Depth extends number, infer Columns extends number]
    ? [Batch, Depth, [Columns]]
    : never;

/** [axes before, contracted, axes after] of dot's right operand of two or more axes. */
type SplitDotRight<Dims extends Shape> = Dims extends readonly [
  ...infer Before extends number[],
  infer Depth extends number,
  infer Last extends number,
]
  ? [Before, Depth, [Last]]
  : never;

// (`Exactly` first: a type-parameter size against itself, `[I, O]` after `[B, I]`, resolves to equal.)
type Differ<Left extends number, Right extends number> = [Exactly<Left>] extends [Exactly<Right>]
  ? false
  : number extends Left | Right
    ? false
    : Left extends Right
      ? false
      : true;

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

type MatmulParts<Left, Right, WholeLeft extends Shape, WholeRight extends Shape> = Left extends [
  infer BatchLeft extends Shape,
  infer Rows extends number[],
  infer DepthLeft extends number,
]
  ? Right extends [infer BatchRight extends Shape, infer DepthRight extends number, infer Columns extends number[]]
    ? Differ<DepthLeft, DepthRight> extends true
      ? ShapeError<
          ContractionMismatchText<
            'matmul',
            `${DepthLeft}`,
            `${DepthRight}`,
            ShapeText<WholeLeft>,
            ShapeText<WholeRight>
          >
        >
      : // One side's batch where the other has none or the same (type parameters included), else the broadcast.
        BatchRight extends readonly []
        ? [...BatchLeft, ...Rows, ...Columns]
        : BatchLeft extends readonly []
          ? [...BatchRight, ...Rows, ...Columns]
          : [Exactly<BatchLeft>] extends [Exactly<BatchRight>]
            ? [...BatchLeft, ...Rows, ...Columns]
            : Broadcast<BatchLeft, BatchRight> extends infer Batch
              ? Batch extends ShapeError<string>
                ? ShapeError<BatchMismatchText<'matmul', ShapeText<WholeLeft>, ShapeText<WholeRight>>>
                : Batch extends number[]
                  ? [...Batch, ...Rows, ...Columns]
                  : never
              : never
    : never
  : never;

type DotParts<Left, Right, WholeLeft extends Shape, WholeRight extends Shape, Operation extends string> = Left extends [
  infer Batch extends number[],
  infer Rows extends number[],
  infer DepthLeft extends number,
]
  ? Right extends [infer Before extends number[], infer DepthRight extends number, infer After extends number[]]
    ? Differ<DepthLeft, DepthRight> extends true
      ? ShapeError<
          ContractionMismatchText<
            Operation,
            `${DepthLeft}`,
            `${DepthRight}`,
            ShapeText<WholeLeft>,
            ShapeText<WholeRight>
          >
        >
      : [...Batch, ...Rows, ...Before, ...After]
    : never
  : never;

// ---- tensordot's axes ----

/** The axes of a shape, `[0, 1, …]`. */
type AxesOf<Dims extends Shape> = {
  -readonly [Index in keyof Dims]: Index extends `${infer Axis extends number}` ? Axis : never;
};

/** An operand's axes as a list (one axis as a number is a list of one); 'unknown' where not a literal list. */
type AxisList<Axes> = Axes extends number
  ? [Axes]
  : Axes extends readonly number[]
    ? number extends Axes['length']
      ? 'unknown'
      : Axes
    : 'unknown';

/** The last `Count` of a list. */
type LastOf<
  List extends readonly number[],
  Count extends number,
  Taken extends number[] = [],
> = Taken['length'] extends Count
  ? Taken
  : List extends readonly [...infer Rest extends number[], infer Last extends number]
    ? LastOf<Rest, Count, [Last, ...Taken]>
    : Taken;

/** The first `Count` of a list. */
type FirstOf<
  List extends readonly number[],
  Count extends number,
  Taken extends number[] = [],
> = Taken['length'] extends Count
  ? Taken
  : List extends readonly [infer First extends number, ...infer Rest extends number[]]
    ? FirstOf<Rest, Count, [...Taken, First]>
    : Taken;

/** Whether `Count` (a literal) is an integer from 0 to the shape's rank: one of its axes, or the rank. */
type CountFits<Count extends number, Dims extends Shape> = `${Count}` extends `${AxesOf<Dims>[number] | Dims['length']}`
  ? true
  : false;

/** axes N: a's last N with b's first N, where N fits both (else the runtime's words). */
type CountedAxes<Left extends Shape, Right extends Shape, Count extends number> = number extends Count
  ? number[]
  : [CountFits<Count, Left>, CountFits<Count, Right>] extends [true, true]
    ? [LastOf<AxesOf<Left>, Count>, FirstOf<AxesOf<Right>, Count>]
    : ShapeError<AxesCountText<'tensordot', `${Count}`, Left['length'], Right['length']>>;

/**
 * [axes of a, axes of b] given as lists: each normalised in order (out of bounds, then repeated:
 * the runtime's order, a's first), then their lengths compared. Lists longer than the 8 items the
 * runtime's messages show, or of axes that are not literal integers, are left to the runtime.
 */
type ListedAxes<Left extends Shape, Right extends Shape, AxesA, AxesB, Axes> = [AxesA, AxesB] extends [
  infer ListA extends readonly number[],
  infer ListB extends readonly number[],
]
  ? [IsShown<ListA>, IsShown<ListB>] extends [true, true]
    ? Paired<Normalised<'a', Left, ListA, Axes>, Normalised<'b', Right, ListB, Axes>, Axes>
    : number[]
  : number[];

/** Both sides' axes where they are as many, else the first error (a's, b's, then the lengths). */
type Paired<NormalA, NormalB, Axes> = NormalA extends number[]
  ? NormalB extends number[]
    ? NormalA['length'] extends NormalB['length']
      ? [NormalA, NormalB]
      : ShapeError<AxesLengthsText<'tensordot', NormalA['length'], NormalB['length'], ShownAxes<Axes>>>
    : NormalB
  : NormalA;

/** Whether the runtime's message shows every item of a list (it shows 8). */
type IsShown<List extends readonly number[]> = List['length'] extends 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 ? true : false;

/** The axes as the runtime's messages show them: `[[1, 0], [0, 1]]`, `[1, 0]`. */
type ShownAxes<Axes> = Axes extends readonly [infer AxesA, infer AxesB]
  ? `[${ShownSide<AxesA>}, ${ShownSide<AxesB>}]`
  : never;
type ShownSide<Side> = Side extends number ? `${Side}` : Side extends Shape ? ShapeText<Side> : never;

/**
 * One operand's axes, each from -rank to rank - 1, as non-negative axes in order; the runtime's
 * words for the first out of bounds or repeated; `number[]` where one is not a literal integer.
 */
type Normalised<
  Side extends string,
  Dims extends Shape,
  List extends readonly number[],
  Axes,
  Done extends number[] = [],
> = List extends readonly [infer Axis extends number, ...infer Rest extends number[]]
  ? NormalAxis<Axis, Dims> extends infer Normal
    ? Normal extends number
      ? Normal extends Done[number]
        ? ShapeError<OperandAxisRepeatedText<'tensordot', Normal, Side, ShownSide<SideOf<Axes, Side>>>>
        : Normalised<Side, Dims, Rest, Axes, [...Done, Normal]>
      : Normal extends 'unknown'
        ? number[]
        : ShapeError<OperandAxisText<'tensordot', `${Axis}`, Side, ShapeText<Dims>>>
    : never
  : Done;

type SideOf<Axes, Side extends string> = Axes extends readonly [infer AxesA, infer AxesB]
  ? Side extends 'a'
    ? AxesA
    : AxesB
  : never;

/** An axis as a non-negative one (`-1` of 3 axes is 2); 'bounds' out of bounds; 'unknown' for a wide or non-integer number. */
type NormalAxis<Axis extends number, Dims extends Shape> = number extends Axis
  ? 'unknown'
  : `${Axis}` extends `${AxesOf<Dims>[number]}`
    ? Axis
    : `${Axis}` extends `-${infer Back extends number}`
      ? `${Back}` extends `${Exclude<AxesOf<Dims>[number], 0> | Dims['length']}`
        ? LastOf<AxesOf<Dims>, Back>[0]
        : IsInteger<Axis> extends true
          ? 'bounds'
          : 'unknown'
      : IsInteger<Axis> extends true
        ? 'bounds'
        : 'unknown';

type IsInteger<Value extends number> = `${Value}` extends
  | `${string}.${string}`
  | `${string}e${string}`
  | 'NaN'
  | 'Infinity'
  | '-Infinity'
  ? false
  : true;

/** The contraction of a's `AxesA` with b's `AxesB`, pair by pair: the runtime's words for the first sizes that differ, else never. */
type Contraction<
  Left extends Shape,
  Right extends Shape,
  AxesA extends number[],
  AxesB extends number[],
  Index extends number[] = [],
> = Index['length'] extends AxesA['length']
  ? never
  : Differ<Left[AxesA[Index['length']]], Right[AxesB[Index['length']]]> extends true
    ? ShapeError<
        ContractionMismatchText<
          'tensordot',
          `${Left[AxesA[Index['length']]]}`,
          `${Right[AxesB[Index['length']]]}`,
          ShapeText<Left>,
          ShapeText<Right>
        >
      >
    : Contraction<Left, Right, AxesA, AxesB, [...Index, 0]>;

/** The sizes of a shape but those of the `Removed` axes, in order. */
type Remaining<Dims extends Shape, Removed extends number, Index extends number[] = []> = Dims extends readonly [
  infer Size extends number,
  ...infer Rest extends number[],
]
  ? Index['length'] extends Removed
    ? Remaining<Rest, Removed, [...Index, 0]>
    : [Size, ...Remaining<Rest, Removed, [...Index, 0]>]
  : [];

type SizeOf<Dims extends Shape> = number extends Dims['length']
  ? number
  : Dims extends readonly []
    ? 1
    : Dims extends readonly [infer Only extends number]
      ? Only
      : number;

/**
 * einsum: with a literal subscript string the result's literal shape, each output letter sized by
 * the first operand that names it: explicit ('ij,jk->ik'), or implicit ('ij,jk': the letters named
 * once, in alphabetical order, A–Z before a–z, as NumPy orders them); subscripts with '...' or
 * shapes that are not tuples give `number[]` (or `number` for that axis). The dtype is the
 * operands' promotion.
 * @example
 * EinsumShape<'ij,jk->ik', [NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 4]>]> //=> [2, 4]
 * EinsumShape<'ji,jk', [NDArray<'float32', [3, 2]>, NDArray<'float32', [3, 4]>]>     //=> [2, 4]
 */
export type EinsumShape<
  Subscripts extends string,
  Operands extends readonly unknown[],
> = Subscripts extends `${string}.${string}`
  ? number[]
  : string extends Subscripts
    ? number[]
    : Subscripts extends `${infer Inputs}->${infer Output}`
      ? LetterSizes<Letters<Output>, Terms<Inputs>, ShapesOf<Operands>>
      : LetterSizes<ImplicitOutput<Letters<Subscripts>, Subscripts>, Terms<Subscripts>, ShapesOf<Operands>>;

/** The promotion of einsum's operands under the policy (an options object last is skipped), or the preferred element type. */
export type EinsumNode<
  Operands extends readonly unknown[],
  Policy extends PolicySpec = 'jax',
> = Operands extends readonly [...infer Arrays, infer Last]
  ? Last extends AnyNDArray
    ? FoldNode<Operands, Policy>
    : Last extends { readonly preferredElementType: infer Preferred extends DType }
      ? Preferred
      : FoldNode<Arrays, Policy>
  : never;

/**
 * `out` in einsum's options (the last argument) against the array einsum gives (see OutSlot):
 * the dtype, and with literal subscripts and shapes the shape; computed only where `out` is given.
 */
export type EinsumOutSlot<
  Subscripts extends string,
  Operands extends readonly unknown[],
  Policy extends PolicySpec,
> = Operands extends readonly [...unknown[], infer Last extends OutGiven]
  ? OutSlot<
      'einsum',
      Last,
      ResultArray<EinsumNode<Operands, Policy>, EinsumShape<Subscripts, Operands>, Policy>,
      Policy
    >
  : {};

/** einsum's operands as its rest parameter takes them: the options last replaced by the check's words where it fails. */
export type EinsumOperands<Operands extends readonly unknown[], Slot> = Slot extends string
  ? Operands extends readonly [...infer Arrays, unknown]
    ? readonly [...Arrays, Slot]
    : Operands
  : Operands;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type EinsumFunction<Policy extends PolicySpec = 'jax'> = <
  const Subscripts extends string,
  const Operands extends readonly [AnyNDArray, ...(AnyNDArray | ProductOptions)[]],
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = EinsumOutSlot<Subscripts, Operands, Policy>,
>(
  subscripts: Subscripts,
  ...operands: EinsumOperands<Operands, NoInfer<OptionSlot>>
) => Operands extends readonly [...unknown[], { readonly out: infer Out extends AnyNDArray }]
  ? Out
  : ResultArray<EinsumNode<Operands, Policy>, EinsumShape<Subscripts, Operands>, Policy>;

/** The product functions under one policy (`withPolicy(policy)` and `createProducts(policy)` give them). */
export type ProductFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly matmul: MatmulFunction<Policy>;
  readonly dot: DotFunction<Policy>;
  readonly vdot: VdotFunction<Policy>;
  readonly inner: InnerFunction<Policy>;
  readonly outer: OuterFunction<Policy>;
  readonly tensordot: TensordotFunction<Policy>;
  readonly einsum: EinsumFunction<Policy>;
};

/** The preferred element type, else multiply's result for the two dtypes under the policy (an error included). */
type ProductResult<Left, Right, Options, Policy extends PolicySpec> = Options extends {
  readonly preferredElementType: infer Preferred extends DType;
}
  ? Preferred
  : EachBinaryResult<'multiply', DTypeOf<Left>, DTypeOf<Right>, LiteralSpecs<Policy>>;

type FoldNode<Arrays, Policy extends PolicySpec> = Arrays extends readonly [infer First, ...infer Rest]
  ? Rest extends readonly []
    ? OutputNode<EachBinaryResult<'multiply', DTypeOf<First>, DTypeOf<First>, LiteralSpecs<Policy>>>
    : FoldRest<DTypeOf<First>, Rest, Policy>
  : never;
type FoldRest<Node, Rest, Policy extends PolicySpec> = Rest extends readonly [infer Next, ...infer More]
  ? FoldRest<
      OutputNode<EachBinaryResult<'multiply', Node & AnyDType, DTypeOf<Next>, LiteralSpecs<Policy>>>,
      More,
      Policy
    >
  : Node;

/** The letters of implicit subscripts named once, in NumPy's order (character codes: A–Z, then a–z). */
type ImplicitOutput<All extends string[], Subscripts extends string> = SortLetters<OnceLetters<All, Subscripts>>;

type OnceLetters<All extends string[], Subscripts extends string> = All extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? Head extends ','
    ? OnceLetters<Tail, Subscripts>
    : Subscripts extends `${string}${Head}${string}${Head}${string}`
      ? OnceLetters<Tail, Subscripts>
      : [Head, ...OnceLetters<Tail, Subscripts>]
  : [];

type Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Insertion sort by place in the alphabet (a few letters: the output of one einsum). */
type SortLetters<List extends string[], Sorted extends string[] = []> = List extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? SortLetters<Tail, Insert<Head, Sorted>>
  : Sorted;
type Insert<Letter extends string, Sorted extends string[]> = Sorted extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? Alphabet extends `${string}${Letter}${string}${Head}${string}`
    ? [Letter, ...Sorted]
    : [Head, ...Insert<Letter, Tail>]
  : [Letter];

type Letters<Text extends string> = Text extends `${infer Head}${infer Tail}`
  ? Head extends ' '
    ? Letters<Tail>
    : [Head, ...Letters<Tail>]
  : [];
type Terms<Text extends string> = Text extends `${infer Head},${infer Tail}`
  ? [Letters<Head>, ...Terms<Tail>]
  : [Letters<Text>];
type ShapesOf<Operands> = {
  [Index in keyof Operands]: Operands[Index] extends AnyNDArray ? ShapeOf<Operands[Index]> : [];
};
type LetterSizes<Output, TermList, Shapes> = {
  -readonly [Index in keyof Output]: SizeOfLetter<Output[Index], TermList, Shapes>;
};
type SizeOfLetter<Letter, TermList, Shapes> = TermList extends [infer Term, ...infer MoreTerms]
  ? Shapes extends readonly [infer Dims, ...infer MoreShapes]
    ? [IndexOf<Letter, Term>] extends [never]
      ? SizeOfLetter<Letter, MoreTerms, MoreShapes>
      : Dims extends readonly number[]
        ? Dims[IndexOf<Letter, Term>] extends infer Size extends number
          ? Size
          : number
        : number
    : number
  : number;
type IndexOf<Letter, Term, Seen extends unknown[] = []> = Term extends [infer Head, ...infer Tail]
  ? Head extends Letter
    ? Seen['length']
    : IndexOf<Letter, Tail, [...Seen, 0]>
  : never;

/** The products as methods: `a.matmul(b)` is `matmul(a, b)` (the array's type read from `this`). */
export type ProductMethods = {
  readonly matmul: MatmulMethod;
  readonly dot: DotMethod;
};

/** `a.matmul(b)`. */
type MatmulMethod = MatmulMethodUnder<'jax'>;
/**
 * The method under a policy. (Generic in the policy, as the functions are, so that checking the
 * declarations does not evaluate JAX's table for every pair of dtypes, which relating the literal
 * policy's defaults to their bounds did: 9 s and 650 MB. An alias of its own, so that declaration
 * files keep its `@ts-ignore` on the line before it.)
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type MatmulMethodUnder<Policy extends PolicySpec> = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<MatmulShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, Policy, Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'matmul',
    Self,
    Right,
    Options,
    MatmulShape<ShapeOf<Self>, ShapeOf<Right>>,
    Policy
  >,
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  MatmulShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** `a.dot(b)`. */
type DotMethod = DotMethodUnder<'jax'>;
/** The method under a policy (see MatmulMethodUnder). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type DotMethodUnder<Policy extends PolicySpec> = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<DotShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, Policy, Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'dot',
    Self,
    Right,
    Options,
    DotShape<ShapeOf<Self>, ShapeOf<Right>>,
    Policy
  >,
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  DotShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;
