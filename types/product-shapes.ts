// The shapes of the matrix products (matmul, dot, inner, tensordot and its axes), with the
// runtime's words for a mismatch. Shapes only: the dtypes and checks are in product-results.ts.
import type { Exactly } from './kept.js';
import type {
  AxesCountText,
  AxesLengthsText,
  BatchMismatchText,
  ContractionMismatchText,
  OperandAxisRepeatedText,
  OperandAxisText,
  ScalarMatmulText,
} from './messages.js';
import type { Broadcast, Shape, ShapeError, ShapeText } from './shape.js';

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
