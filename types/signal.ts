// The static types of src/ops/signal.ts: convolve, correlate, diff, trapezoid, interp, rot90.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Add, Divide } from './operations.generated.js';
import type { InputDType } from './scalar.js';

/** convolve's and correlate's modes (NumPy's). */
export type ConvolveMode = 'full' | 'same' | 'valid';

/** convolve(a, v, mode) or convolve(a, v, { mode }): one-dimensional, inexact as true division promotes. */
export type ConvolveFunction = <const A extends AnyNDArray, const V extends AnyNDArray>(
  a: A,
  v: V,
  mode?: ConvolveMode | { readonly mode?: ConvolveMode },
) => NDArray<Divide<DTypeOf<A>, DTypeOf<V>>, [number]>;

/** correlate(a, v, mode) or correlate(a, v, { mode }) ('valid' by default). */
export type CorrelateFunction = ConvolveFunction;

/** A value diff joins before or after the array: an array or a JavaScript scalar. */
export type DiffEdge = AnyNDArray | number | boolean;

/** diff's options (NumPy's keywords). */
export interface DiffOptions {
  readonly n?: number;
  readonly axis?: number;
  readonly prepend?: DiffEdge;
  readonly append?: DiffEdge;
}

type EdgeNode<Edge> = Edge extends AnyNDArray ? DTypeOf<Edge> : InputDType<Edge>;

/** diff's dtype: the input's, promoted with prepend's and append's where given. */
export type DiffDType<D extends AnyDType, Options> = Options extends { readonly prepend: infer P }
  ? DiffDType<Add<D, EdgeNode<P>>, Omit<Options, 'prepend'>>
  : Options extends { readonly append: infer P }
    ? Add<D, EdgeNode<P>>
    : D;

/** diff(a, n, { axis, prepend, append }) or diff(a, { n, axis, prepend, append }). */
export type DiffFunction = <const A extends AnyNDArray, const Options extends DiffOptions = {}>(
  a: A,
  n?: number | Options,
  options?: Options,
) => NDArray<DiffDType<DTypeOf<A>, Options>, number[]>;

/** trapezoid's options (NumPy's keywords but x, which comes positionally). */
export interface TrapezoidOptions {
  readonly dx?: number;
  readonly axis?: number;
}

/** trapezoid(y, { dx, axis }) or trapezoid(y, x, { axis }): inexact (JAX's promote_dtypes_inexact). */
export interface TrapezoidFunction {
  <const Y extends AnyNDArray>(y: Y, options?: TrapezoidOptions): NDArray<Divide<DTypeOf<Y>, DTypeOf<Y>>, number[]>;
  <const Y extends AnyNDArray>(
    y: Y,
    x: null | undefined,
    options?: TrapezoidOptions,
  ): NDArray<Divide<DTypeOf<Y>, DTypeOf<Y>>, number[]>;
  <const Y extends AnyNDArray, const X extends AnyNDArray>(
    y: Y,
    x: X,
    options?: TrapezoidOptions,
  ): NDArray<Divide<DTypeOf<Y>, DTypeOf<X>>, number[]>;
}

/** interp's options (NumPy's keywords). */
export interface InterpOptions {
  readonly left?: number;
  readonly right?: number;
  readonly period?: number;
}

/** interp(x, xp, fp, { left, right, period }): x's shape, the positions' and values' inexact promotion. */
export type InterpFunction = <const X extends AnyNDArray, const XP extends AnyNDArray, const FP extends AnyNDArray>(
  x: X,
  xp: XP,
  fp: FP,
  options?: InterpOptions,
) => NDArray<Add<Divide<DTypeOf<X>, DTypeOf<XP>>, Divide<DTypeOf<FP>, DTypeOf<FP>>>, ShapeOf<X>>;

/** rot90(m, k, axes) or rot90(m, k, { axes }): a view of m's dtype; m's shape where k is literal and even. */
export type Rot90Function = <const M extends AnyNDArray, const K extends number = 1>(
  m: M,
  k?: K,
  axes?: readonly [number, number] | { readonly axes?: readonly [number, number] },
) => NDArray<DTypeOf<M>, K extends 0 | 2 | -2 | 4 | -4 ? ShapeOf<M> : number[]>;
