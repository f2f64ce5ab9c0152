import type { ComplexDType, DType, FloatDType, IntDType } from './dtype.js';
import type { DTypeInfo } from './dtype-rows.js';
import type { AnyNDArray, DTypeOf } from './ndarray.js';

/** A dtype's name or an array (whose dtype is meant), as finfo, iinfo and canCast take it. */
export type DTypeLike = DType | AnyNDArray;

/** The dtype a DTypeLike names. */
export type DTypeOfLike<Like> = Like extends AnyNDArray ? DTypeOf<Like> : Like;

/**
 * finfo(dtype): the machine limits of a float dtype (of a complex one, its real part's), as NumPy's
 * and ml_dtypes' `finfo` give them, in JavaScript numbers (each exact in the dtype).
 */
export interface FInfo<Real extends FloatDType = FloatDType> {
  /** The real dtype described (finfo('complex64').dtype is 'float32', as NumPy's). */
  readonly dtype: Real;
  readonly bits: number;
  /** The gap between 1 and the next larger value: 2^-nmant. */
  readonly eps: number;
  /** The gap between 1 and the next smaller value. */
  readonly epsneg: number;
  readonly max: number;
  /** The most negative finite value (−max; float8_e8m0fnu, which has no sign, its smallest value). */
  readonly min: number;
  /** The smallest positive normal value (NumPy's `tiny`, also `smallestNormal`). */
  readonly tiny: number;
  readonly smallestNormal: number;
  /** The smallest positive value (the smallest normal where the format has no subnormals). */
  readonly smallestSubnormal: number;
  /** 10^-precision, rounded to the dtype. */
  readonly resolution: number;
  /** The decimal digits the dtype holds: floor(-log10(eps)). */
  readonly precision: number;
  readonly maxexp: number;
  readonly minexp: number;
  readonly nmant: number;
  readonly nexp: number;
  readonly iexp: number;
  readonly machep: number;
  readonly negep: number;
}

/** iinfo(dtype): an integer dtype's bits and range (bigints for the 64-bit dtypes, as toArray reads them). */
export interface IInfo<Int extends IntDType = IntDType> {
  readonly dtype: Int;
  readonly bits: number;
  readonly kind: 'int' | 'uint';
  readonly min: Int extends 'int64' | 'uint64' ? bigint : number;
  readonly max: Int extends 'int64' | 'uint64' ? bigint : number;
}

/** The real dtype finfo describes for a float or complex dtype (never, for others: a compile error). */
export type FInfoDType<Name> = Name extends FloatDType
  ? Name
  : Name extends ComplexDType
    ? Extract<DTypeInfo[Name]['real'], FloatDType>
    : never;

/** finfo(dtype) or finfo(array): float and complex dtypes only. */
export type FinfoFunction = <const Like extends DTypeLike>(
  dtype: Like & (FInfoDType<DTypeOfLike<Like>> extends never ? FloatDType | ComplexDType | AnyNDArray : unknown),
) => FInfo<FInfoDType<DTypeOfLike<Like>>>;

/** iinfo(dtype) or iinfo(array): integer dtypes only. */
export type IinfoFunction = <const Like extends DTypeLike>(
  dtype: Like & (DTypeOfLike<Like> extends IntDType ? unknown : IntDType | AnyNDArray),
) => IInfo<Extract<DTypeOfLike<Like>, IntDType>>;

/** canCast(from, to, { casting: 'safe' }): whether `from` promotes to `to` on JAX's lattice. */
export type CanCastFunction = (from: DTypeLike, to: DType, options?: { readonly casting?: 'safe' }) => boolean;
