import type {
  Accepted,
  AnyNDArray,
  CheckSlot,
  Checked,
  DTypeOf,
  EachBinaryResult,
  Exactly,
  ArrayFor,
  Kept,
  KeepsWith,
  KeptUnaryDefault,
  OutputNode,
  PromotionSlot,
  ResultArray,
  ResultShape,
  ShapeOf,
  Undecided,
  Unkept,
} from './array.js';
import type { AnyDType, DType } from './dtype.js';
import type { BatchMismatchText, ContractionMismatchText, ScalarMatmulText } from './messages.js';
import type { LiteralSpecs, PolicySpec } from './policy.js';
import type { OutGiven, OutOr, OutSlot } from './selection.js';
import type { Broadcast, Shape, ShapeError, ShapeText } from './shape.js';

/** The options of every matrix product: `out`, and JAX's `preferred_element_type`. */
export interface ProductOptions {
  readonly out?: AnyNDArray;
  /** The accumulation and result dtype (`int8 × int8 → int32` with 'int32'). */
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
    : Policy extends 'jax'
      ? DecidedSlot<Left, Right>
      : PromotionSlot<'multiply', Left, Right, Policy>;

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
  Slot extends CheckSlot = ProductSlot<MatmulShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
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
  Slot extends CheckSlot = ProductSlot<DotShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
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
  Slot extends CheckSlot = ProductSlot<InnerShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
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
  Slot extends CheckSlot = ProductSlot<[], Left, Right, Policy>,
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
  Slot extends CheckSlot = ProductSlot<[], Left, Right, Policy>,
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

/** tensordot: the result's dtype; its shape is `number[]` (the axes are values). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type TensordotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  Slot extends CheckSlot = ProductSlot<[], Left, Right, Policy>,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  axes?: number | readonly [number | readonly number[], number | readonly number[]],
  options?: Options,
) => ProductArray<NoInfer<Left>, NoInfer<Right>, Options, number[], Policy, Node>;

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

type SizeOf<Dims extends Shape> = number extends Dims['length']
  ? number
  : Dims extends readonly []
    ? 1
    : Dims extends readonly [infer Only extends number]
      ? Only
      : number;

/**
 * einsum: with a literal explicit subscript string ('ij,jk->ik') the result's literal shape, each
 * output letter sized by the first operand that names it; implicit subscripts, subscripts with
 * '...' or shapes that are not tuples give `number[]` (or `number` for that axis). The dtype is
 * the operands' promotion.
 * @example EinsumShape<'ij,jk->ik', [NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 4]>]> //=> [2, 4]
 */
export type EinsumShape<
  Subscripts extends string,
  Operands extends readonly unknown[],
> = Subscripts extends `${string}.${string}`
  ? number[]
  : Subscripts extends `${infer Inputs}->${infer Output}`
    ? LetterSizes<Letters<Output>, Terms<Inputs>, ShapesOf<Operands>>
    : number[];

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

export type EinsumFunction<Policy extends PolicySpec = 'jax'> = <
  const Subscripts extends string,
  const Operands extends readonly [AnyNDArray, ...(AnyNDArray | ProductOptions)[]],
>(
  subscripts: Subscripts,
  ...operands: Operands
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

/** `a.matmul(b)`. (An alias of its own, so that declaration files keep its `@ts-ignore` on the line before it.) */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type MatmulMethod = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  Slot extends CheckSlot = ProductSlot<MatmulShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, 'jax'>,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, 'jax', Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Options,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  MatmulShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  'jax',
  Node
>;

/** `a.dot(b)`. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type DotMethod = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  Slot extends CheckSlot = ProductSlot<DotShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, 'jax'>,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, 'jax', Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Options,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  DotShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  'jax',
  Node
>;
