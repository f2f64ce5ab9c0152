import type { Shape, ShapeText, WritableShape } from './shape.js';
import type { DimMultiply } from './shape-arithmetic.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type {
  AxisOutOfRangeText,
  AxisRepeatedText,
  BroadcastToText,
  PermutationText,
  SqueezeSizeText,
  IndexOutOfBoundsText,
  TooManyIndicesText,
} from './messages.js';

/**
 * One index of slice(): an integer (drops the axis), a slice `[start, stop, step]` (each optional
 * or null) or `'start:stop:step'`, `null` for a new axis of size 1, or `'...'`.
 */
export type SliceIndex =
  | number
  | string
  | null
  | readonly [start?: number | null, stop?: number | null, step?: number | null];

/**
 * The shape slice() gives for literal indices: integer indices drop their axis, `null` adds an
 * axis of 1, full slices (`':'`, `'::-1'`, `[]`, `[null, null, -1]`) keep the size, other slices
 * give `number`. With `'...'` or a shape that is not a tuple the result is `number[]`.
 * @example
 * SliceShape<[4, 5, 6], [0, '::-1', null]> //=> [5, 1, 6]
 */
export type SliceShape<Dims extends Shape, Indices extends readonly unknown[]> = number extends Dims['length']
  ? number[]
  : SliceDims<Dims, Indices, []>;

/**
 * The shape at() gives for a literal expression: its comma-separated parts as slice() indices.
 * @example AtShape<[4, 5, 6], '1, 1:3, ::-1'> //=> [2, 6]
 */
export type AtShape<Dims extends Shape, Expression extends string> = string extends Expression
  ? number[]
  : SliceShape<Dims, SplitIndices<Expression, []>>;

/** at()'s check slot: slice()'s, for the parts of a literal expression. */
export type AtSlot<Dims extends Shape, Expression extends string> = string extends Expression
  ? {}
  : SliceSlot<'at', Dims, SplitIndices<Expression, []>>;

/** slice()'s rest parameter: the indices, or (refused) one argument typed as the error's words. */
export type CheckedIndices<Slot, Indices> = Slot extends string ? [Slot, ...unknown[]] : Indices;

type SplitIndices<Text extends string, Done extends string[]> = Text extends `${infer First},${infer Rest}`
  ? SplitIndices<Rest, [...Done, Trim<First>]>
  : Trim<Text> extends ''
    ? Done
    : [...Done, Trim<Text>];

/**
 * The shape transpose() gives: reversed by default, else the sizes in the order of `Axes`
 * (literal axes, negative from the end; others give `number`).
 * @example
 * TransposeShape<[2, 3, 4]>            //=> [4, 3, 2]
 * TransposeShape<[2, 3, 4], [0, 2, 1]> //=> [2, 4, 3]
 */
export type TransposeShape<Dims extends Shape, Axes = undefined> = number extends Dims['length']
  ? number[]
  : Axes extends readonly number[]
    ? {
        -readonly [Key in keyof Axes]: `${PositiveAxis<Dims, Axes[Key]> & number}` extends keyof Dims
          ? Dims[PositiveAxis<Dims, Axes[Key]> & keyof Dims]
          : number;
      } extends infer Result extends Shape
      ? Result
      : number[]
    : Reverse<Dims, []>;

/**
 * The shape `x.mT` gives: the last two sizes swapped; `never` for fewer than two axes (the
 * runtime throws).
 * @example
 * MatrixTransposeShape<[5, 2, 3]> //=> [5, 3, 2]
 * MatrixTransposeShape<[4]>       //=> never
 */
export type MatrixTransposeShape<Dims extends Shape> = number extends Dims['length']
  ? number[]
  : Dims extends readonly [...infer Batch extends number[], infer Rows extends number, infer Columns extends number]
    ? [...Batch, Columns, Rows]
    : never;

// ── an axis given positionally or as NumPy's keyword (a trailing `{ axis }`) ──

/**
 * The axis argument of concatenate, stack, expandDims and squeeze (`axes` for transpose and
 * permuteDims): given positionally (NumPy's positional form) or as the trailing options object
 * (its keyword); unknown names are the slot's.
 */
export type AxisArgument<Axis, Name extends string = 'axis'> = Axis | OpenOptions<{ readonly [Key in Name]?: Axis }>;

/**
 * The axis an AxisArgument names: itself, or the options' `axis` (`Name`), or `Default` where it has none.
 * @example AxisOf<{ readonly axis: 1 }, 0> //=> 1
 * @example AxisOf<2, 0> //=> 2
 */
export type AxisOf<Argument, Default = undefined, Name extends string = 'axis'> = Argument extends
  | number
  | readonly number[]
  | null
  | undefined
  ? Argument
  : Argument extends { readonly [Key in Name]: infer Axis }
    ? Axis
    : Default;

/**
 * The check of an AxisArgument that is an options object, in the runtime's words (src/errors/options.ts):
 * a name other than `axis` (`Name`), or one given as undefined; otherwise `{}`.
 * @example AxisOptionsSlot<'squeeze', { readonly axes: 0 }> //=> "squeeze: unknown option 'axes'; the options of squeeze are axis."
 */
export type AxisOptionsSlot<Function extends string, Argument, Name extends string = 'axis'> = Argument extends
  | number
  | readonly number[]
  | null
  | undefined
  ? {}
  : OptionsSlot<Function, Argument, [Name]>;

/** The first check slot that holds an error's text, else the second. */
export type SlotThen<First, Then> = First extends string ? First : Then;

/** concatenate's axis for the shape checks: `null` (flattened first) checks no shapes. */
export type FlatAxis<Axis> = [Axis] extends [null] ? number : Axis;

/** The shape concatenate() gives: `[number]` for axis `null` (the arrays flattened), else ConcatenateShape. */
export type ConcatenatedShape<Dims extends Shape, Axis> = [Axis] extends [null]
  ? [number]
  : ConcatenateShape<Dims, Axis>;

/**
 * The shape expandDims() gives for one literal axis (non-negative, or -1 to append).
 * @example ExpandShape<[2, 3], 1> //=> [2, 1, 3]
 */
export type ExpandShape<Dims extends Shape, Axis> = Axis extends 0
  ? [1, ...WritableShape<Dims>]
  : Axis extends -1
    ? [...WritableShape<Dims>, 1]
    : number extends Dims['length']
      ? number[]
      : Axis extends number
        ? `${Axis}` extends `-${string}`
          ? number[]
          : Insert<Dims, Axis, 1, []>
        : number[];

/**
 * The shape squeeze() gives: without the literal 1s (all, or the axis given). A `number` size
 * might be 1, so the shape is then `number[]`.
 * @example SqueezeShape<[1, 3, 1]> //=> [3]
 */
export type SqueezeShape<Dims extends Shape, Axis = undefined> = number extends Dims['length']
  ? number[]
  : Axis extends number
    ? `${Axis}` extends `-${string}`
      ? number[]
      : RemoveAt<Dims, Axis, []>
    : DropOnes<Dims, []>;

/** The shape concatenate() gives: the first array's, with `number` along the axis (negative: from the end). */
export type ConcatenateShape<Dims extends Shape, Axis> = number extends Dims['length']
  ? number[]
  : {
        -readonly [Key in keyof Dims]: Key extends `${PositiveAxis<Dims, Axis> & number}` ? number : Dims[Key];
      } extends infer Result extends Shape
    ? Result
    : number[];

/**
 * A literal axis of a literal shape as an index from the start: `-1` is the last axis.
 * @example PositiveAxis<[2, 3, 4], -1> //=> 2
 */
export type PositiveAxis<Dims extends Shape, Axis> = `${Axis & number}` extends `-${infer Back extends number}`
  ? DropLast<Dims, Back, []>['length']
  : Axis;

/** The shape without its last `Count` sizes (`never` where it has fewer); one step per size. */
type DropLast<Dims, Count extends number, Dropped extends unknown[]> = Dropped['length'] extends Count
  ? Dims
  : Dims extends readonly [...infer Head, unknown]
    ? DropLast<Head, Count, [...Dropped, unknown]>
    : never;

/** The shape stack() gives: the arrays' shape with their count inserted at `Axis`. */
export type StackShape<Dims extends Shape, Count extends number, Axis> =
  ExpandShape<Dims, Axis> extends infer Expanded extends Shape
    ? number extends Expanded['length']
      ? number[]
      : {
            -readonly [Key in keyof Expanded]: Key extends `${PositiveAxis<Expanded, Axis> & number}`
              ? Count
              : Expanded[Key];
          } extends infer Result extends Shape
        ? Result
        : number[]
    : never;

// ── compile errors for axes a literal shape cannot take (transpose, permuteDims, squeeze, expandDims) ──

/**
 * transpose()'s and permuteDims()' check slot: `{}`, or the runtime's words for literal axes that
 * are not a permutation of a literal shape's (an axis out of range, one repeated, or too few or
 * too many). A type-parameter or `number[]` shape, or axes that are not literals, are left to the
 * runtime (`null`: no check slot, so the slot falls back to `{}`).
 * @example TransposeSlot<'transpose', [2, 3], [1, 1]> //=> "transpose: axis 1 is repeated in [1, 1]."
 */
export type TransposeSlot<Operation extends string, Dims extends Shape, Axes> = Shape extends Dims
  ? null
  : Axes extends readonly number[]
    ? number extends Dims['length'] | Axes['length']
      ? {}
      : AxesSlot<Operation, Dims, Axes, Axes, never> extends infer Text extends string
        ? Text
        : Axes['length'] extends Dims['length']
          ? {}
          : PermutationText<Operation, ShapeText<Axes>, Dims['length'], ShapeText<Dims>>
    : {};

/**
 * squeeze()'s check slot: an axis out of range or repeated, then one whose literal size is not 1
 * (see TransposeSlot).
 * @example SqueezeSlot<[1, 3], 1> //=> "squeeze: axis 1 of shape [1, 3] has size 3, not 1."
 */
export type SqueezeSlot<Dims extends Shape, Axis> = Shape extends Dims
  ? null
  : (Axis extends number ? [Axis] : Axis) extends infer Axes extends readonly number[]
    ? number extends Dims['length'] | Axes['length']
      ? {}
      : AxesSlot<'squeeze', Dims, Axes, Axes, never> extends infer Text extends string
        ? Text
        : SizesSlot<Dims, Axes>
    : {};

/** expandDims()'s check slot: an axis out of range (or repeated) for the result's axes (see TransposeSlot). */
export type ExpandSlot<Dims extends Shape, Axis> = Shape extends Dims
  ? null
  : (Axis extends number ? [Axis] : Axis) extends infer Axes extends readonly number[]
    ? number extends Dims['length'] | Axes['length']
      ? {}
      : AxesSlot<'expandDims', [...Dims, ...Axes], Axes, Axes, never> extends infer Text extends string
        ? Text
        : {}
    : {};

/**
 * broadcastTo()'s check slot: `{}`, or the runtime's words where a literal shape does not
 * broadcast to a literal target (fewer axes, or a literal size other than 1 that differs). A
 * type-parameter or `number[]` shape is left to the runtime, and so is a `number` size.
 * @example BroadcastToSlot<[2, 3], [3, 3]> //=> "broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3, 3]."
 */
export type BroadcastToSlot<Dims extends Shape, Target extends Shape> = Shape extends Dims
  ? null
  : number extends Dims['length'] | Target['length']
    ? {}
    : BroadcastsTo<Dims, Target> extends false
      ? BroadcastToText<ShapeText<Dims>, ShapeText<Target>>
      : {};

/** `false` where sizes aligned from the right differ (the array's neither 1 nor `number`), or the array has more axes. */
type BroadcastsTo<Dims, Target> = Dims extends readonly [...infer Rest, infer Size extends number]
  ? Target extends readonly [...infer TargetRest, infer Wanted extends number]
    ? number extends Size | Wanted
      ? BroadcastsTo<Rest, TargetRest>
      : Size extends 1
        ? BroadcastsTo<Rest, TargetRest>
        : [Size, Wanted] extends [Wanted, Size]
          ? BroadcastsTo<Rest, TargetRest>
          : false
    : false
  : true;

/** The runtime's checkAxes, axis by axis: the first out of range or repeated, else `{}`. */
type AxesSlot<
  Operation extends string,
  Dims extends Shape,
  All extends readonly number[],
  Axes,
  Seen,
> = Axes extends readonly [infer Axis extends number, ...infer Rest]
  ? number extends Axis
    ? {}
    : `${Axis}` extends `${string}.${string}` | `${string}e${string}`
      ? {} // not an integer: the runtime's TypeError
      : AxisIndex<Dims, Axis> extends infer Index extends number
        ? [Index] extends [never]
          ? AxisOutOfRangeText<Operation, Axis, Dims['length'], LastAxis<Dims>>
          : Index extends Seen
            ? AxisRepeatedText<Operation, Axis, ShapeText<All>>
            : AxesSlot<Operation, Dims, All, Rest, Seen | Index>
        : {}
  : {};

/** A literal axis of a literal shape from the start, or `never` where it is out of range. */
type AxisIndex<Dims extends Shape, Axis extends number> = `${Axis}` extends `-${string}`
  ? PositiveAxis<Dims, Axis>
  : `${Axis}` extends `${SmallerThan<Dims['length']>}`
    ? Axis
    : never;

type LastAxis<Dims> = Dims extends readonly [unknown, ...infer Rest] ? Rest['length'] : -1;

type SizesSlot<Dims extends Shape, Axes> = Axes extends readonly [infer Axis extends number, ...infer Rest]
  ? WhenSizeKnown<
      Dims[AxisIndex<Dims, Axis> & keyof Dims],
      Dims[AxisIndex<Dims, Axis> & keyof Dims] extends infer Size extends number
        ? number extends Size
          ? SizesSlot<Dims, Rest>
          : Size extends 1
            ? SizesSlot<Dims, Rest>
            : SqueezeSizeText<AxisIndex<Dims, Axis>, ShapeText<Dims>, Size>
        : {}
    >
  : {};

// ── helpers (shallow recursion over the axes only) ─────────────────────────────────────────────

type Reverse<Dims, Done extends number[]> = Dims extends readonly [infer First extends number, ...infer Rest]
  ? Reverse<Rest, [First, ...Done]>
  : Done;

type Insert<Dims, At extends number, Value extends number, Before extends number[]> = Before['length'] extends At
  ? Dims extends readonly number[]
    ? [...Before, Value, ...Dims]
    : number[]
  : Dims extends readonly [infer First extends number, ...infer Rest]
    ? Insert<Rest, At, Value, [...Before, First]>
    : number[];

type RemoveAt<Dims, At extends number, Before extends number[]> = Dims extends readonly [
  infer First extends number,
  ...infer Rest extends readonly number[],
]
  ? Before['length'] extends At
    ? [...Before, ...Rest]
    : RemoveAt<Rest, At, [...Before, First]>
  : number[];

type DropOnes<Dims, Done extends number[]> = Dims extends readonly [infer First extends number, ...infer Rest]
  ? number extends First
    ? number[]
    : DropOnes<Rest, First extends 1 ? Done : [...Done, First]>
  : Done;

type FullSlice =
  | ':'
  | '::'
  | '::1'
  | '::-1'
  | readonly []
  | readonly [null]
  | readonly [null, null]
  | readonly [null, null, null | 1 | -1];

type SliceDims<Dims extends Shape, Indices, Done extends number[]> = Indices extends readonly [
  infer First,
  ...infer Rest,
]
  ? First extends null | 'None' | 'newaxis'
    ? SliceDims<Dims, Rest, [...Done, 1]>
    : Dims extends readonly [infer Size extends number, ...infer More extends Shape]
      ? First extends number
        ? SliceDims<More, Rest, Done>
        : First extends FullSlice
          ? SliceDims<More, Rest, [...Done, Size]>
          : First extends readonly unknown[] | `${string}:${string}`
            ? SliceDims<More, Rest, [...Done, SliceLength<Size, First>]>
            : First extends `${number}`
              ? SliceDims<More, Rest, Done>
              : number[]
      : number[]
  : [...Done, ...Dims];

// ── slice lengths for literal bounds ───────────────────────────────────────────────────────────
// `[2, 5]`, `'2:5'`, `[-3]`, `':4'` …: with step 1 (or none) and literal bounds, NumPy's length
// (negative bounds count from the end, then clamp to [0, size]); other slices give `number`. The
// arithmetic works on decimal digits, a few steps per digit, not on tuples as long as the axis.

/** The length a slice (`[start, stop, step]` or `'start:stop:step'`) leaves of an axis of `Size`. */
type SliceLength<Size extends number, Index> = number extends Size
  ? number
  : Index extends readonly [infer Start, infer Stop, infer Step]
    ? Step extends 1 | null | undefined
      ? BoundsLength<Size, Start, Stop>
      : number
    : Index extends readonly [infer Start, infer Stop]
      ? BoundsLength<Size, Start, Stop>
      : Index extends readonly [infer Start]
        ? BoundsLength<Size, Start, null>
        : Index extends `${infer Start}:${infer Stop}:${infer Step}`
          ? Trim<Step> extends '' | '1'
            ? BoundsLength<Size, Bound<Start>, Bound<Stop>>
            : number
          : Index extends `${infer Start}:${infer Stop}`
            ? BoundsLength<Size, Bound<Start>, Bound<Stop>>
            : number;

/** A bound written in a string: `null` when empty, else its number (`number` if not a literal). */
type Bound<Text extends string> =
  Trim<Text> extends '' ? null : Trim<Text> extends `${infer Value extends number}` ? Value : number;

type Trim<Text extends string> = Text extends ` ${infer Rest}`
  ? Trim<Rest>
  : Text extends `${infer Rest} `
    ? Trim<Rest>
    : Text;

type BoundsLength<Size extends number, Start, Stop> = [Clamp<Size, Start, 0>, Clamp<Size, Stop, Size>] extends [
  infer From extends number,
  infer To extends number,
]
  ? number extends From | To
    ? number
    : Minus<To, From> extends infer Length extends number
      ? Length
      : 0
  : number;

/** A bound on an axis of `Size`: `Default` when absent, from the end when negative, clamped to [0, Size]. */
type Clamp<Size extends number, Value, Default extends number> = Value extends null | undefined
  ? Default
  : Value extends number
    ? number extends Value
      ? number
      : `${Value}` extends `-${infer Magnitude extends number}`
        ? Minus<Size, Magnitude> extends infer Rest extends number
          ? Rest
          : 0
        : Minus<Size, Value> extends number
          ? Value
          : Size
    : number;

/** `A - B` for non-negative integer literals, or `'negative'` when B > A. */
type Minus<A extends number, B extends number> = `${A}` extends `${number}.${string}` | `${number}e${string}`
  ? number
  : DigitsMinus<ReverseText<`${A}`>, ReverseText<`${B}`>, 0, ''> extends infer Digits extends string
    ? Digits extends 'negative'
      ? 'negative'
      : StripZeros<Digits> extends `${infer Value extends number}`
        ? Value
        : number
    : number;

type ReverseText<Text extends string, Done extends string = ''> = Text extends `${infer First}${infer Rest}`
  ? ReverseText<Rest, `${First}${Done}`>
  : Done;

type StripZeros<Text extends string> = Text extends `0${infer Rest}`
  ? Rest extends ''
    ? '0'
    : StripZeros<Rest>
  : Text;

type DigitValue = { '0': 0; '1': 1; '2': 2; '3': 3; '4': 4; '5': 5; '6': 6; '7': 7; '8': 8; '9': 9 };
type Ones<Count extends number, Done extends 0[] = []> = Done['length'] extends Count
  ? Done
  : Ones<Count, [...Done, 0]>;

/** One digit of a subtraction: [digit, borrow out]. */
type DigitMinus<A extends number, B extends number, Borrow extends 0 | 1> = [
  ...Ones<B>,
  ...Ones<Borrow>,
] extends infer Taken extends 0[]
  ? Ones<A> extends [...Taken, ...infer Rest extends 0[]]
    ? [Rest['length'], 0]
    : [...Ones<A>, ...Ones<10>] extends [...Taken, ...infer Rest extends 0[]]
      ? [Rest['length'], 1]
      : never
  : never;

/** Digits least significant first; the result's digits most significant first. */
type DigitsMinus<
  A extends string,
  B extends string,
  Borrow extends 0 | 1,
  Done extends string,
> = A extends `${infer Digit extends keyof DigitValue}${infer ARest}`
  ? (B extends `${infer Other extends keyof DigitValue}${infer BRest}` ? [Other, BRest] : ['0', '']) extends [
      infer Other extends keyof DigitValue,
      infer BRest extends string,
    ]
    ? DigitMinus<DigitValue[Digit], DigitValue[Other], Borrow> extends [
        infer Result extends number,
        infer Next extends 0 | 1,
      ]
      ? DigitsMinus<ARest, BRest, Next, `${Result}${Done}`>
      : never
    : never
  : B extends ''
    ? Borrow extends 1
      ? 'negative'
      : Done
    : 'negative';

// ── compile errors for indices a literal shape cannot take ─────────────────────────────────────

/**
 * `{}`, or the runtime's words for indices a literal shape refuses: more integer indices and
 * slices than axes, or a literal integer index outside its axis. Indices that are not literals
 * (and shapes that are not tuples) are left to the runtime.
 * @example SliceSlot<'slice', [3], [5]> //=> "slice: index 5 is out of bounds for axis 0 with size 3."
 */
export type SliceSlot<
  Operation extends string,
  Dims extends Shape,
  Indices extends readonly unknown[],
> = Shape extends Dims
  ? null // every shape (a `number[]` or a type-parameter shape): no check slot, so the slot falls back to `{}`
  : SliceSlotOf<Operation, Dims, Indices>;

type SliceSlotOf<
  Operation extends string,
  Dims extends Shape,
  Indices extends readonly unknown[],
> = number extends Dims['length']
  ? {}
  : number extends Indices['length']
    ? {}
    : Undecidable<Indices[number]> extends true
      ? {}
      : Consuming<Indices, []> extends infer Count extends unknown[]
        ? Count['length'] extends Dims['length'] | SmallerThan<Dims['length']>
          ? '...' extends Indices[number]
            ? {}
            : BoundsSlot<Operation, Dims, Indices, []>
          : TooManyIndicesText<Operation, ShapeText<Dims>, Dims['length'], Count['length']>
        : {};

// An index whose kind the checker cannot know (`number` is fine: it consumes an axis either way).
type Undecidable<Index> = Index extends string ? (string extends Index ? true : false) : false;

type Consuming<Indices, Count extends unknown[]> = Indices extends readonly [infer First, ...infer Rest]
  ? First extends null | 'None' | 'newaxis' | '...'
    ? Consuming<Rest, Count>
    : Consuming<Rest, [...Count, unknown]>
  : Count;

/** 0 … Length − 1 as a union, for a count of indices (at most the number of axes). */
export type SmallerThan<Length extends number, Done extends unknown[] = []> = Done['length'] extends Length
  ? never
  : Done['length'] | SmallerThan<Length, [...Done, unknown]>;

/**
 * `Then` for a literal size or `number`. A size that is a type parameter (`R` of
 * `NDArray<D, [R, C]>` in generic code) is neither: the check waits for it, with a `null` branch, so
 * it is no check slot and the call's slot falls back to `{}` (the runtime checks the size). Without
 * it, `InBounds<-1, R> extends false ? text : {}` is assignable to `{}` and taken as the slot, and
 * an index every size allows (`x.slice(-1)`) was refused.
 */
export type WhenSizeKnown<Size, Then> = number extends Size ? Then : [Size] extends [number] ? Then : null;

/** WhenSizeKnown for every size of a shape. */
type WhenSizesKnown<Dims, Then> = [Dims] extends [readonly [infer First, ...infer Rest]]
  ? WhenSizeKnown<First, WhenSizesKnown<Rest, Then>>
  : Then;

type BoundsSlot<Operation extends string, Dims, Indices, Axis extends unknown[]> = Indices extends readonly [
  infer First,
  ...infer Rest,
]
  ? First extends null | 'None' | 'newaxis'
    ? BoundsSlot<Operation, Dims, Rest, Axis>
    : Dims extends readonly [infer Size extends number, ...infer More]
      ? (
          First extends number
            ? First
            : First extends `${infer Value extends number}`
              ? Value
              : never
        ) extends infer Value extends number
        ? [Value] extends [never]
          ? BoundsSlot<Operation, More, Rest, [...Axis, unknown]>
          : WhenSizeKnown<
              Size,
              InBounds<Value, Size> extends false
                ? IndexOutOfBoundsText<Operation, Value, Axis['length'], Size>
                : BoundsSlot<Operation, More, Rest, [...Axis, unknown]>
            >
        : {}
      : {}
  : {};

/** Whether an integer index (negative from the end) falls inside an axis of `Size`; true when unknown. */
type InBounds<Value extends number, Size extends number> = number extends Value | Size
  ? true
  : `${Value}` extends `${string}.${string}` | `${string}e${string}` // not an integer: the runtime's TypeError
    ? true
    : `${Value}` extends `-${infer Magnitude extends number}`
      ? Minus<Size, Magnitude> extends 'negative'
        ? false
        : true
      : Minus<Size, Value> extends 'negative' | 0
        ? false
        : true;

/**
 * reshape's check: its words where both sizes are literal and small (every axis up to 32, products
 * up to 512, no -1) and differ, else `{}` (the runtime checks the rest). Small, because the
 * products are counted as tuple lengths: a [240, 320] shape would cost the checker 10⁵ steps.
 * @example ReshapeSlot<[2, 3], [4, 2]> //=> 'reshape: cannot reshape an array of shape [2, 3] (6 elements) into [4, 2].'
 */
export type ReshapeSlot<From extends Shape, To extends Shape> = WhenSizesKnown<From, ReshapeSizesSlot<From, To>>;

type ReshapeSizesSlot<From extends Shape, To extends Shape> =
  ShapeSize<From> extends infer Size extends number
    ? number extends Size
      ? {}
      : ShapeSize<To> extends infer Wanted extends number
        ? number extends Wanted
          ? {}
          : Size extends Wanted
            ? {}
            : `reshape: cannot reshape an array of shape ${ShapeText<From>} (${Size} elements) into ${ShapeText<To>}.`
        : {}
    : {};

/** The number of elements of a small literal shape (see ReshapeSlot), else `number`. */
type ShapeSize<Dims> = Dims extends readonly []
  ? 1
  : Dims extends readonly [infer First, ...infer Rest]
    ? First extends SmallDim
      ? DimMultiply<First, ShapeSize<Rest>>
      : number
    : number;

// biome-ignore format: one line of literals
type SmallDim = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32;
