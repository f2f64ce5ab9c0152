// The shapes of the views and of joining (transpose, expandDims, squeeze, concatenate, stack …),
// their axis arguments, and the runtime's words for axes or shapes a literal shape refuses
// (reshape, broadcastTo). slice() and at() are in slices.ts.
import type { Shape, ShapeText, WritableShape } from './shape.js';
import type { DimMultiply } from './shape-arithmetic.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type { SmallerThan, WhenSizeKnown } from './slices.js';
import type {
  AxisOutOfRangeText,
  AxisRepeatedText,
  BroadcastToText,
  MoveaxisLengthText,
  PermutationText,
  SqueezeSizeText,
} from './messages.js';

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
export type BroadcastsTo<Dims, Target> = Dims extends readonly [...infer Rest, infer Size extends number]
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

// ── swapaxes, moveaxis, ravel, atleast1d/2d/3d ──────────────────────────────────────────────────

/**
 * The shape swapaxes() gives: the sizes at two literal axes (negative from the end) exchanged;
 * `number` sizes for axes that are not literals, `number[]` for a shape that is not a tuple.
 * @example SwapaxesShape<[2, 3, 4], 0, -1> //=> [4, 3, 2]
 */
export type SwapaxesShape<Dims extends Shape, Axis1, Axis2> =
  SwapaxesBody<Dims, Axis1, Axis2> extends infer Result extends Shape ? Result : number[];

// (Each shape is its body behind `infer … extends Shape`: checking the declarations then relates
// one constraint, not every branch of the body; about 1,100 instantiations fewer in all.)
type SwapaxesBody<Dims extends Shape, Axis1, Axis2> = number extends Dims['length']
  ? number[]
  : number extends Axis1 | Axis2
    ? UnknownSizes<Dims>
    : [`${PositiveAxis<Dims, Axis1> & number}`, `${PositiveAxis<Dims, Axis2> & number}`] extends [
          infer First extends keyof Dims & string,
          infer Second extends keyof Dims & string,
        ]
      ? {
          -readonly [Key in keyof Dims]: Key extends First
            ? Dims[Second]
            : Key extends Second
              ? Dims[First]
              : Dims[Key];
        } extends infer Result extends Shape
        ? Result
        : number[]
      : UnknownSizes<Dims>;

/** A shape of the same rank whose sizes are all `number`. */
type UnknownSizes<Dims extends Shape> = { -readonly [Key in keyof Dims]: number } extends infer Result extends Shape
  ? Result
  : number[];

/**
 * swapaxes()' check slot for one of its axes: the runtime's words for a literal axis out of range
 * of a literal shape, else `{}` (`null` for a type-parameter shape: see TransposeSlot).
 * @example SwapaxesSlot<[2, 3], 2> //=> "swapaxes: axis 2 is out of range for 2 axes (-2 to 1)."
 */
export type SwapaxesSlot<Dims extends Shape, Axis> = Shape extends Dims
  ? null
  : number extends Dims['length']
    ? {}
    : Axis extends number
      ? AxesSlot<'swapaxes', Dims, [Axis], [Axis], never>
      : {};

/** An axis argument as a list: `1` is `[1]`. */
type AxisList<Axis> = Axis extends number ? [Axis] : Axis;

/**
 * The shape moveaxis() gives: the sizes at the `Source` axes moved to the `Destination` axes (an
 * integer or a list each; negative from the end), the others in their order; `number` sizes for
 * axes that are not literals, `number[]` for a shape that is not a tuple.
 * @example MoveaxisShape<[2, 3, 4], 0, -1> //=> [3, 4, 2]
 * @example MoveaxisShape<[2, 3, 4], [0, 1], [-1, -2]> //=> [4, 3, 2]
 */
export type MoveaxisShape<Dims extends Shape, Source, Destination> =
  MoveaxisBody<Dims, Source, Destination> extends infer Result extends Shape ? Result : number[];

type MoveaxisBody<Dims extends Shape, Source, Destination> = number extends Dims['length']
  ? number[]
  : [PositiveAxes<Dims, AxisList<Source>>, PositiveAxes<Dims, AxisList<Destination>>] extends [
        infer From extends readonly number[],
        infer To extends readonly number[],
      ]
    ? number extends From['length'] | To['length'] | From[number] | To[number]
      ? UnknownSizes<Dims>
      : Moved<Dims, From, To, Kept<Dims, From[number], [], []>, []> extends infer Result extends Shape
        ? Result
        : number[]
    : UnknownSizes<Dims>;

/**
 * moveaxis()' check slot for `source` (Which 'source') or for `destination` and then the two
 * lists' lengths (Which 'destination'): the runtime's words, in its order, else `{}` (`null` for a
 * type-parameter shape: see TransposeSlot).
 * @example MoveaxisSlot<[2, 3], [0, 1], [1], 'destination'> //=> "moveaxis: source [0, 1] and destination [1] must name the same number of axes."
 */
export type MoveaxisSlot<
  Dims extends Shape,
  Source,
  Destination,
  Which extends 'source' | 'destination',
> = Shape extends Dims
  ? null
  : [AxisList<Source>, AxisList<Destination>] extends [
        infer From extends readonly number[],
        infer To extends readonly number[],
      ]
    ? number extends Dims['length']
      ? {}
      : Which extends 'source'
        ? number extends From['length']
          ? {}
          : AxesSlot<'moveaxis', Dims, From, From, never>
        : number extends To['length']
          ? {}
          : AxesSlot<'moveaxis', Dims, To, To, never> extends infer Text extends string
            ? Text
            : number extends From['length']
              ? {}
              : From['length'] extends To['length']
                ? {}
                : MoveaxisLengthText<ShapeText<From>, ShapeText<To>>
    : {};

/** Literal axes from the start (PositiveAxis for each). */
type PositiveAxes<Dims extends Shape, Axes> = { -readonly [Key in keyof Axes]: PositiveAxis<Dims, Axes[Key]> };

/** The sizes of the axes not in `Skip`, in order. */
type Kept<Dims, Skip, Index extends unknown[], Done extends number[]> = Dims extends readonly [
  infer First extends number,
  ...infer Rest,
]
  ? Kept<Rest, Skip, [...Index, unknown], Index['length'] extends Skip ? Done : [...Done, First]>
  : Done;

/** Position by position: the moved axis whose destination it is, else the next kept one. */
type Moved<
  Dims extends Shape,
  From extends readonly number[],
  To extends readonly number[],
  Rest,
  Done extends number[],
> = Done['length'] extends Dims['length']
  ? Done
  : Done['length'] extends To[number]
    ? Moved<Dims, From, To, Rest, [...Done, Dims[MovedFrom<From, To, Done['length']> & keyof Dims] & number]>
    : Rest extends readonly [infer Next extends number, ...infer More]
      ? Moved<Dims, From, To, More, [...Done, Next]>
      : number[];

/** The source axis moved to `Position`. */
type MovedFrom<From extends readonly number[], To extends readonly number[], Position> = {
  [Key in keyof To]: To[Key] extends Position ? From[Key & keyof From] : never;
}[number];

/**
 * The shape ravel() gives: one axis of the literal shape's size (a product up to 512), else `[number]`.
 * @example RavelShape<[2, 3, 4]> //=> [24]
 * @example RavelShape<[]> //=> [1]
 */
export type RavelShape<Dims extends Shape> = number extends Dims['length'] ? [number] : [Product<Dims>];

type Product<Dims> = Dims extends readonly [infer First, ...infer Rest]
  ? number extends First
    ? number
    : DimMultiply<First, Product<Rest>>
  : 1;

/**
 * The shapes atleast1d(), atleast2d() and atleast3d() give (NumPy's): `[]` is `[1]`, `[1, 1]`,
 * `[1, 1, 1]`; `[n]` is `[1, n]` for 2 and `[1, n, 1]` for 3; `[m, n]` is `[m, n, 1]` for 3; a
 * shape with at least `Rank` axes is itself; one that is not a tuple stays `number[]`.
 * @example AtLeastShape<[4], 3> //=> [1, 4, 1]
 */
export type AtLeastShape<Dims extends Shape, Rank extends 1 | 2 | 3> =
  AtLeastBody<Dims, Rank> extends infer Result extends Shape ? Result : number[];

type AtLeastBody<Dims extends Shape, Rank extends 1 | 2 | 3> = Dims extends readonly []
  ? Rank extends 1
    ? [1]
    : Rank extends 2
      ? [1, 1]
      : [1, 1, 1]
  : Rank extends 1
    ? WritableShape<Dims>
    : Dims extends readonly [infer Size extends number]
      ? Rank extends 2
        ? [1, Size]
        : [1, Size, 1]
      : Rank extends 3
        ? Dims extends readonly [infer Rows extends number, infer Columns extends number]
          ? [Rows, Columns, 1]
          : WritableShape<Dims>
        : WritableShape<Dims>;

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

// ── reshape's check ────────────────────────────────────────────────────────────────────────────

/** WhenSizeKnown for every size of a shape. */
type WhenSizesKnown<Dims, Then> = [Dims] extends [readonly [infer First, ...infer Rest]]
  ? WhenSizeKnown<First, WhenSizesKnown<Rest, Then>>
  : Then;

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
