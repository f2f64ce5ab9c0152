// slice() and at(): the indices they take, the shape literal indices give (slice lengths worked
// out on decimal digits), and the runtime's words for indices a literal shape refuses.
import type { Shape, ShapeText } from './shape.js';
import type { IndexOutOfBoundsText, TooManyIndicesText } from './messages.js';

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

// ── the shape slice() gives, index by index ────────────────────────────────────────────────────

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
