import type { ShapeMismatchText } from './messages.js';

/** An array's shape: a tuple of literal sizes where known, `number[]` where not. */
export type Shape = readonly number[];

declare const shapeErrorMessage: unique symbol;

/** What a broadcast of two literal shapes gives when they do not broadcast; no shape is assignable to it. */
export interface ShapeError<Message extends string> {
  readonly [shapeErrorMessage]: Message;
}

/**
 * NumPy's broadcast of two shapes: right-aligned, each pair of sizes equal or one of them 1.
 * Literal shapes broadcast at compile time; a shape that is not a tuple makes the result `number[]`.
 * @example
 * Broadcast<[3, 1], [4]> //=> [3, 4]
 * Broadcast<[3], [4]>    //=> ShapeError<"Shapes [3] and [4] do not broadcast: …">
 */
export type Broadcast<Left extends Shape, Right extends Shape> =
  // [] first (a scalar, a 0-d array): decided even where the other shape is a type parameter.
  [Left] extends [readonly []]
    ? 0 extends 1 & Left
      ? number[] // any
      : Right
    : IsTuple<Left> extends false
      ? number[]
      : IsTuple<Right> extends false
        ? number[]
        : BroadcastTuples<Left, Right, Left, Right, []>;

/** A shape as a mutable tuple, as arrays report it: `readonly [2, 3]` → `[2, 3]`; `number[]` stays. */
export type WritableShape<Dims extends Shape> = { -readonly [Axis in keyof Dims]: Dims[Axis] };

/** A shape as messages write it: `[3, 1]`. */
export type ShapeText<Dims extends Shape> = IsTuple<Dims> extends true ? `[${JoinDims<Dims>}]` : 'number[]';

/**
 * The shape of nested array literals, e.g. `[[1, 2], [3, 4]]` → `[2, 2]`. Arrays of unknown
 * length give `number` for that axis.
 */
export type NestedShape<Values> = Values extends readonly unknown[]
  ? [Values['length'], ...NestedShape<Values[0]>]
  : Values extends ArrayLike<unknown> & { readonly BYTES_PER_ELEMENT: number }
    ? [number]
    : [];

type IsTuple<Dims extends Shape> = number extends Dims['length'] ? false : true;

type BroadcastTuples<
  Left,
  Right,
  WholeLeft extends Shape,
  WholeRight extends Shape,
  Done extends number[],
> = Left extends readonly [...infer LeftRest extends number[], infer LeftLast extends number]
  ? Right extends readonly [...infer RightRest extends number[], infer RightLast extends number]
    ? BroadcastDim<LeftLast, RightLast> extends infer Dim extends number
      ? [Dim] extends [never]
        ? ShapeError<ShapeMismatchText<ShapeText<WholeLeft>, ShapeText<WholeRight>>>
        : BroadcastTuples<LeftRest, RightRest, WholeLeft, WholeRight, [Dim, ...Done]>
      : never
    : [...Left, ...Done]
  : Right extends readonly number[]
    ? [...Right, ...Done]
    : never;

type BroadcastDim<Left extends number, Right extends number> = number extends Left | Right
  ? number
  : Left extends Right
    ? Left
    : Left extends 1
      ? Right
      : Right extends 1
        ? Left
        : never;

type JoinDims<Dims> = Dims extends readonly [infer First extends number, ...infer Rest]
  ? Rest extends readonly []
    ? `${First}`
    : `${First}, ${JoinDims<Rest>}`
  : '';
