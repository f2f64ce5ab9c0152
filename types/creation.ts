import type { DTypeOf, ShapeOf } from './ndarray.js';
import type { DType } from './dtype.js';
import type { NDArray } from './ndarray.js';
import type { ScalarDType } from './scalar.js';
import type { Shape } from './shape.js';
import type { DTypeName, DTypeNameSlot } from './dtype.js';

/**
 * The last argument of a creation function: a dtype name, or an options object with `dtype` and
 * the function's own options (`linspace(0, 1, 5, 'float32')`, `eye(3, { k: 1, dtype: 'int8' })`).
 */
export type DTypeArgument<Options extends object = {}> = DType | (Options & { readonly dtype?: DType });

/** A creation function's last argument before its check: a name, or an options object with `dtype`. */
export type DTypeNameArgument<Options extends object = {}> = DTypeName | (Options & { readonly dtype?: DTypeName });

/** The check slot of a creation function's last argument: the name, or an options object's `dtype`. */
export type DTypeArgumentSlot<Argument> = [Argument] extends [string]
  ? DTypeNameSlot<Argument>
  : Argument extends { readonly dtype: infer Name }
    ? DTypeNameSlot<Name>
    : {};

/**
 * The dtype a creation function's last argument names: the name itself, an options object's
 * `dtype`, else `Default`.
 * @example DTypeFromArgument<{ k: 1; dtype: 'int8' }> //=> 'int8'
 */
export type DTypeFromArgument<Argument, Default = 'float64'> = [DType] extends [Argument]
  ? // every dtype (one chosen at run time): DType by its name, not rebuilt as its 30 members
    [Argument] extends [DType]
    ? DType
    : EachDTypeFromArgument<Argument, Default>
  : EachDTypeFromArgument<Argument, Default>;

type EachDTypeFromArgument<Argument, Default> = Argument extends DType
  ? Argument
  : Argument extends { readonly dtype: infer Named extends DType }
    ? Named
    : Default;

/**
 * A size given as a number, as a shape's axis: a non-negative integer literal stays literal,
 * anything else (a wide `number`, a negative or fractional literal, which throw) is `number`.
 * @example SizeOf<3> //=> 3
 * @example SizeOf<number> //=> number
 */
export type SizeOf<Size> = Size extends number
  ? number extends Size
    ? number
    : ScalarDType<Size> extends 'int'
      ? `${Size}` extends `-${string}`
        ? number
        : Size
      : number
  : number;

/** The options of `eye` and `tri`: `k`, the diagonal (0 the main one, > 0 above it, < 0 below). */
export interface DiagonalOptions {
  readonly k?: number;
}

/** The options of `linspace`: whether `stop` is the last value (default true). */
export interface LinspaceOptions {
  readonly endpoint?: boolean;
}

/** The options of `meshgrid`: Cartesian ('xy', the default: the first two axes swapped) or matrix ('ij') indexing. */
export interface MeshgridOptions<Indexing extends 'xy' | 'ij' = 'xy' | 'ij'> {
  readonly indexing?: Indexing;
}

/**
 * What `meshgrid(...arrays, { indexing })` returns: one array per input, of its dtype, all of one
 * shape: the inputs' sizes, the first two swapped for 'xy' indexing.
 * @example MeshgridResult<[NDArray<'int8', [3]>, NDArray<'float32', [2]>], 'xy'> //=> [NDArray<'int8', [2, 3]>, NDArray<'float32', [2, 3]>]
 */
export type MeshgridResult<Inputs extends readonly unknown[], Indexing> = {
  -readonly [Index in keyof Inputs]: NDArray<DTypeOf<Inputs[Index]>, MeshgridShape<Inputs, Indexing>>;
};

/** The shape every array `meshgrid` returns has. */
export type MeshgridShape<Inputs extends readonly unknown[], Indexing> = number extends Inputs['length']
  ? number[]
  : SwapFirstTwo<{ -readonly [Index in keyof Inputs]: InputSize<Inputs[Index]> }, Indexing> extends infer Dims extends
        Shape
    ? Dims
    : number[];

type SwapFirstTwo<Sizes, Indexing> = 'ij' extends Indexing
  ? 'xy' extends Indexing
    ? number[] // either indexing: the shape is not known
    : Sizes
  : Sizes extends [infer First, infer Second, ...infer Rest]
    ? [Second, First, ...Rest]
    : Sizes;

// An input of any shape counts with its size (meshgrid flattens it): literal for 1-d and 0-d inputs.
type InputSize<Input> =
  ShapeOf<Input> extends readonly [infer Length extends number]
    ? Length
    : ShapeOf<Input> extends readonly []
      ? 1
      : number;
