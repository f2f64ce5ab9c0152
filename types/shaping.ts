import type { NDArray } from './ndarray.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Counter, DimAdd, DimDivide, DimMin, DimMultiply, DimSpan } from './shape-arithmetic.js';
import type { AxisOf } from './views.js';
import type { DefaultInt, PolicySpec } from './policy.js';

/** flip(x, { axis }) or flip(x, axis): a view with x's dtype and shape. */
export type FlipFunction = <const X extends AnyNDArray>(
  x: X,
  axis?: number | readonly number[] | null | { readonly axis?: number | readonly number[] | null },
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** fliplr(x) and flipud(x): a view with x's dtype and shape. */
export type FlipAlongFunction = <const X extends AnyNDArray>(x: X) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** roll(x, shift, { axis }) or roll(x, shift, axis): x's dtype and shape. */
export type RollFunction = <const X extends AnyNDArray>(
  x: X,
  shift: number | readonly number[],
  axis?: number | readonly number[] | null | { readonly axis?: number | readonly number[] | null },
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/**
 * The shape repeat gives: without an axis the flattened array's length times the repeats; with one,
 * that axis' length times the repeats (or their sum, one per element). Literal where the shape,
 * the axis (non-negative) and the repeats are; otherwise `[number]` without an axis, `number[]` with.
 * @example RepeatedShape<[2, 3], undefined, 2> //=> [12]
 * @example RepeatedShape<[2, 3], 1, [1, 0, 2]> //=> [2, 3]
 */
export type RepeatedShape<Dims, Axis, Repeats = number> = [Axis] extends [undefined | null]
  ? [DimMultiply<SizeOf<Dims>, OneCount<Repeats>>]
  : ReplaceAxis<Dims, Axis, Dims extends readonly number[] ? RepeatedLength<Dims[Axis & keyof Dims], Repeats> : number>;

/** repeat(x, repeats, { axis }) or repeat(x, repeats, axis): x's dtype. */
export type RepeatFunction = <
  const X extends AnyNDArray,
  const Repeats extends number | readonly number[],
  const Axis extends number | null | { readonly axis?: number | null } | undefined = undefined,
>(
  x: X,
  repeats: Repeats,
  axis?: Axis,
) => NDArray<DTypeOf<X>, RepeatedShape<ShapeOf<X>, AxisOf<Axis>, Repeats>>;

/**
 * The shape tile gives: x's shape and the reps aligned on the right (the shorter padded with 1s),
 * multiplied; `number[]` where either is not literal.
 * @example TileShape<[2, 3], [2, 1, 2]> //=> [2, 2, 6]
 */
export type TileShape<Dims, Reps> = Dims extends readonly number[]
  ? number extends Dims['length']
    ? number[]
    : Reps extends number
      ? TileRight<Dims, [Reps]>
      : Reps extends readonly number[]
        ? number extends Reps['length']
          ? number[]
          : TileRight<Dims, Reps>
        : number[]
  : number[];

/** tile(x, reps): x's dtype. */
export type TileFunction = <const X extends AnyNDArray, const Reps extends number | readonly number[]>(
  x: X,
  reps: Reps,
) => NDArray<DTypeOf<X>, TileShape<ShapeOf<X>, Reps>>;

/** pad's options: NumPy's modes, and the constant for 'constant' (default 0). */
export interface PadOptions {
  readonly mode?: 'constant' | 'edge' | 'reflect' | 'symmetric' | 'wrap';
  readonly constantValues?: number | bigint | boolean | { readonly re: number; readonly im: number };
}

/**
 * The shape pad gives: each axis grown by its widths before and after (padWidth as NumPy takes it:
 * n, [n], [before, after], [[before, after]] or one pair per axis); `number[]` where not literal.
 * @example PadShape<[2, 3], [[1, 1], [0, 2]]> //=> [4, 5]
 */
export type PadShape<Dims, Width> = Dims extends readonly number[]
  ? number extends Dims['length']
    ? number[]
    : Width extends number
      ? GrowEach<Dims, Width, Width>
      : Width extends readonly [infer Both extends number]
        ? GrowEach<Dims, Both, Both>
        : Width extends readonly [infer Before extends number, infer After extends number]
          ? GrowEach<Dims, Before, After>
          : Width extends readonly [infer Pair]
            ? GrowEach<Dims, FirstOf<Pair>, LastOf<Pair>>
            : Width extends readonly unknown[]
              ? Width['length'] extends Dims['length']
                ? {
                    -readonly [Axis in keyof Dims]: Axis extends keyof Width
                      ? DimAdd<DimAdd<Dims[Axis], FirstOf<Width[Axis]>>, LastOf<Width[Axis]>>
                      : Dims[Axis];
                  }
                : number[]
              : number[]
  : number[];

/** pad(x, padWidth, options): x's dtype. */
export type PadFunction = <
  const X extends AnyNDArray,
  const Width extends number | readonly number[] | readonly (readonly number[])[],
>(
  x: X,
  padWidth: Width,
  options?: PadOptions,
) => NDArray<DTypeOf<X>, PadShape<ShapeOf<X>, Width>>;

/**
 * The pieces split gives: a tuple of arrays with literal shapes where x's shape, the axis
 * (non-negative) and the sections (up to 64, dividing the axis) or indices (non-negative) are;
 * otherwise an array of them.
 * @example SplitShapes<[6, 2], 3, 0> //=> [[2, 2], [2, 2], [2, 2]]
 * @example SplitShapes<[6, 2], [1, 4], 0> //=> [[1, 2], [3, 2], [2, 2]]
 */
export type SplitShapes<Dims, Sections, Axis> = Dims extends readonly number[]
  ? IsAxisOf<Dims, Axis> extends true
    ? Sections extends number
      ? DimDivide<Dims[Axis & keyof Dims], Sections> extends infer Part
        ? [Part] extends [never]
          ? number[][]
          : number extends Part
            ? number[][]
            : Copies<ReplaceAxis<Dims, Axis, Part>, Sections, []>
        : never
      : Sections extends readonly number[]
        ? number extends Sections['length']
          ? number[][]
          : Pieces<Dims, Axis, Dims[Axis & keyof Dims], 0, Sections>
        : number[][]
    : number[][]
  : number[][];

/** split(x, indicesOrSections, { axis }) or split(x, indicesOrSections, axis): views with x's dtype. */
export type SplitFunction = <
  const X extends AnyNDArray,
  const Sections extends number | readonly number[],
  const Axis extends number | { readonly axis?: number } = 0,
>(
  x: X,
  indicesOrSections: Sections,
  axis?: Axis,
) => SplitArrays<DTypeOf<X>, SplitShapes<ShapeOf<X>, Sections, AxisOf<Axis, 0>>>;

/**
 * The pieces arraySplit gives: split's, except that `n` sections need not divide the axis (the
 * first `length % n` pieces are one longer). Literal where split's are and the sections are up to 64.
 * @example ArraySplitShapes<[5], 3, 0> //=> [[2], [2], [1]]
 */
export type ArraySplitShapes<Dims, Sections, Axis> = Sections extends number
  ? Dims extends readonly number[]
    ? IsAxisOf<Dims, Axis> extends true
      ? DivMod<Counter<Dims[Axis & keyof Dims]>, Counter<Sections>, []> extends [
          infer Each,
          infer Extra extends unknown[],
        ]
        ? SectionPieces<Dims, Axis, DimAdd<Each, 1>, Each, Extra, Sections, []>
        : number[][]
      : number[][]
    : number[][]
  : SplitShapes<Dims, Sections, Axis>;

/** arraySplit(x, indicesOrSections, { axis }) or arraySplit(x, indicesOrSections, axis): views with x's dtype. */
export type ArraySplitFunction = <
  const X extends AnyNDArray,
  const Sections extends number | readonly number[],
  const Axis extends number | { readonly axis?: number } = 0,
>(
  x: X,
  indicesOrSections: Sections,
  axis?: Axis,
) => ArraySplitShapes<ShapeOf<X>, Sections, AxisOf<Axis, 0>> extends infer Shapes
  ? SplitArrays<DTypeOf<X>, Shapes>
  : never;

/** The axis hsplit splits: 1, or 0 for a 1-d x (`-1` where x's rank is not literal: no literal pieces). */
type HsplitAxis<Dims> = Dims extends readonly number[]
  ? number extends Dims['length']
    ? -1
    : Dims extends readonly [unknown]
      ? 0
      : 1
  : -1;

/** hsplit(x, indicesOrSections): split along axis 1 (0 for 1-d x); views with x's dtype. */
export type HsplitFunction = <const X extends AnyNDArray, const Sections extends number | readonly number[]>(
  x: X,
  indicesOrSections: Sections,
) => SplitArrays<DTypeOf<X>, SplitShapes<ShapeOf<X>, Sections, HsplitAxis<ShapeOf<X>>>>;

/** vsplit(x, indicesOrSections): split along axis 0 (x at least 2-d); views with x's dtype. */
export type VsplitFunction = <const X extends AnyNDArray, const Sections extends number | readonly number[]>(
  x: X,
  indicesOrSections: Sections,
) => SplitArrays<DTypeOf<X>, SplitShapes<ShapeOf<X>, Sections, 0>>;

/** dsplit(x, indicesOrSections): split along axis 2 (x at least 3-d); views with x's dtype. */
export type DsplitFunction = <const X extends AnyNDArray, const Sections extends number | readonly number[]>(
  x: X,
  indicesOrSections: Sections,
) => SplitArrays<DTypeOf<X>, SplitShapes<ShapeOf<X>, Sections, 2>>;

/** One array per piece: a tuple where the pieces are a tuple. */
export type SplitArrays<Node extends AnyDType, Shapes> = Shapes extends readonly (readonly number[])[]
  ? number extends Shapes['length']
    ? NDArray<Node, number[]>[]
    : {
        -readonly [Piece in keyof Shapes]: Shapes[Piece] extends infer Dims extends number[]
          ? NDArray<Node, Dims>
          : never;
      }
  : never;

/** nonzero(x): one int64 index array per axis (a tuple for a literal shape). */
export type NonzeroFunction<Spec extends PolicySpec = 'jax'> = <const X extends AnyNDArray>(
  x: X,
) => IndexArrays<ShapeOf<X>, DefaultInt<Spec>>;

/** Shaping as methods, as NumPy has them: `x.repeat(2, { axis: 0 })`, `x.nonzero()`. */
export interface ShapingMethods {
  /** repeat(x, repeats, options) as a method: each element repeated along `axis` (x flattened without one). */
  repeat<
    Self extends AnyNDArray,
    const Repeats extends number | readonly number[],
    const Axis extends number | null | { readonly axis?: number | null } | undefined = undefined,
  >(
    this: Self,
    repeats: Repeats,
    axis?: Axis,
  ): NDArray<DTypeOf<Self>, RepeatedShape<ShapeOf<Self>, AxisOf<Axis>, Repeats>>;
  /** nonzero(x) as a method: one int64 index array per axis. */
  nonzero<Self extends AnyNDArray>(this: Self): IndexArrays<ShapeOf<Self>>;
}

/**
 * One index array per axis (the default int: int64 with x64): a tuple for a literal shape.
 * @example IndexArrays<[2, 3]> //=> [NDArray<'int32', [number]>, NDArray<'int32', [number]>]
 */
export type IndexArrays<Dims, Int extends AnyDType = 'int64'> = Dims extends readonly [unknown, ...infer Rest]
  ? [NDArray<Int, [number]>, ...IndexArrays<Rest, Int>]
  : Dims extends readonly []
    ? []
    : NDArray<Int, [number]>[];

/** argwhere(x): coordinates as the default int (int64 with x64), shape [count, ndim]. */
export type ArgwhereFunction<Spec extends PolicySpec = 'jax'> = <const X extends AnyNDArray>(
  x: X,
) => NDArray<DefaultInt<Spec>, [number, ShapeOf<X>['length']]>;

// ---- private helpers ---------------------------------------------------------------------------

/** The number of elements of a literal shape (rank ≤ 8); `number` otherwise. */
type SizeOf<Dims> = Dims extends readonly []
  ? 1
  : Dims extends readonly [infer Head, ...infer Rest]
    ? Rest extends readonly [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, ...unknown[]]
      ? number
      : DimMultiply<Head, SizeOf<Rest>>
    : number;

/** The one repeat count of `repeats` (a number or a one-element list); `number` otherwise. */
type OneCount<Repeats> = Repeats extends number ? Repeats : Repeats extends readonly [infer Only] ? Only : number;

/** An axis' length after repeat: its length times one count, or the sum of one count per element. */
type RepeatedLength<Length, Repeats> = Repeats extends number | readonly [number]
  ? DimMultiply<Length, OneCount<Repeats>>
  : Repeats extends readonly number[]
    ? number extends Repeats['length']
      ? number
      : Repeats['length'] extends Length
        ? SumOf<Repeats>
        : number
    : number;

type SumOf<Values> = Values extends readonly [infer Head, ...infer Rest] ? DimAdd<Head, SumOf<Rest>> : 0;

/** True where `Axis` is a non-negative literal axis of the literal shape `Dims`. */
type IsAxisOf<Dims extends readonly number[], Axis> = number extends Dims['length']
  ? false
  : Axis extends number
    ? number extends Axis
      ? false
      : `${Axis}` extends Extract<keyof Dims, `${number}`>
        ? true
        : false
    : false;

/** `Dims` with the length at `Axis` replaced (a valid literal axis); `number[]` otherwise. */
type ReplaceAxis<Dims, Axis, Length> = Dims extends readonly number[]
  ? IsAxisOf<Dims, Axis> extends true
    ? { -readonly [Key in keyof Dims]: Key extends `${Axis & number}` ? Length : Dims[Key] }
    : number[]
  : number[];

type TileRight<Dims extends readonly unknown[], Reps extends readonly unknown[]> = Dims extends readonly [
  ...infer DimsHead,
  infer DimsLast,
]
  ? Reps extends readonly [...infer RepsHead, infer RepsLast]
    ? [...TileRight<DimsHead, RepsHead>, DimMultiply<DimsLast, RepsLast>]
    : [...Dims]
  : { -readonly [Key in keyof Reps]: DimMultiply<1, Reps[Key]> };

type GrowEach<Dims extends readonly number[], Before, After> = {
  -readonly [Axis in keyof Dims]: DimAdd<DimAdd<Dims[Axis], Before>, After>;
};

type FirstOf<Pair> = Pair extends readonly [infer First, ...unknown[]] ? First : number;
type LastOf<Pair> = Pair extends readonly [...unknown[], infer Last] ? Last : number;

/** `Count` copies of a shape (up to 64); a list of them otherwise. */
type Copies<Piece, Count, Acc extends unknown[]> = number extends Count
  ? Piece[]
  : Acc['length'] extends Count
    ? Acc
    : Acc['length'] extends 64
      ? Piece[]
      : Copies<Piece, Count, [...Acc, Piece]>;

/** The pieces between split indices (clamped to the axis; a piece before its start is empty). */
type Pieces<Dims, Axis, Length, Start, Indices> = Indices extends readonly [infer Next, ...infer Rest]
  ? DimMin<Next, Length> extends infer Stop
    ? number extends Stop
      ? number[][]
      : Pieces<Dims, Axis, Length, MaxOf<Start, Stop>, Rest> extends infer Later
        ? Later extends readonly unknown[]
          ? number extends Later['length']
            ? number[][]
            : [ReplaceAxis<Dims, Axis, DimSpan<Start, Stop>>, ...Later]
          : number[][]
        : never
    : never
  : [ReplaceAxis<Dims, Axis, DimSpan<Start, Length>>];

/**
 * [⌊Whole ÷ Part⌋, a counter of Whole mod Part] of two counters; `false` where either is not one
 * (or Part is empty).
 */
type DivMod<Whole, Part, Quotient extends unknown[]> = [Whole] extends [never]
  ? false
  : [Part] extends [never]
    ? false
    : [Whole, Part] extends [infer Left extends unknown[], infer Right extends [unknown, ...unknown[]]]
      ? number extends Left['length'] | Right['length']
        ? false
        : Left extends [...Right, ...infer Rest]
          ? DivMod<Rest, Right, [...Quotient, unknown]>
          : [Quotient['length'], Left]
      : false;

/** `Count` pieces (up to 64): the first `Extra` (a counter) `Longer` along the axis, the others `Each`. */
type SectionPieces<
  Dims,
  Axis,
  Longer,
  Each,
  Extra extends unknown[],
  Count,
  Acc extends unknown[],
> = Acc['length'] extends Count
  ? Acc
  : Acc['length'] extends 64
    ? number[][]
    : Extra extends [unknown, ...infer Rest]
      ? SectionPieces<Dims, Axis, Longer, Each, Rest, Count, [...Acc, ReplaceAxis<Dims, Axis, Longer>]>
      : SectionPieces<Dims, Axis, Longer, Each, [], Count, [...Acc, ReplaceAxis<Dims, Axis, Each>]>;

type MaxOf<Left, Right> = DimSpan<Left, Right> extends 0 ? Left : Right;
