// The static types of src/ops/signal.ts: convolve, correlate, diff, trapezoid, interp, rot90.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType, InexactDType } from './dtype.js';
import type { Promote } from './promote.js';

/**
 * JAX's inexact dtype of one node (x64 off), as promote_dtypes_inexact gives it: an inexact dtype
 * itself, a weak int the weak float, every other (bool, the integers) float32. A table, not the
 * operation rules: cheap in declarations.
 * @example InexactNode<'int8'> //=> 'float32'
 */
export type InexactNode<D> = D extends InexactDType | 'float' | 'complex' ? D : D extends 'int' ? 'float' : 'float32';

// The result nodes below are defaulted type parameters without a bound, read as `Node & AnyDType`,
// and written inline (not as an alias of their own): only a call computes them. (A promotion of two
// type parameters in an alias's body or checked against AnyDType in a declaration is evaluated
// for every pair of dtypes: some 40,000 instantiations where the library's declarations are checked.)

/** convolve's and correlate's modes (NumPy's). */
export type ConvolveMode = 'full' | 'same' | 'valid';

/** convolve(a, v, mode) or convolve(a, v, { mode }): one-dimensional, inexact as true division promotes. */
export type ConvolveFunction = <
  const A extends AnyNDArray,
  const V extends AnyNDArray,
  Node = InexactNode<Promote<DTypeOf<A>, DTypeOf<V>>>,
>(
  a: A,
  v: V,
  mode?: ConvolveMode | { readonly mode?: ConvolveMode },
) => NDArray<Node & AnyDType, [number]>;

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

/** The node of a diff edge: an array's dtype, or a JavaScript scalar's weak node (a literal integer 'int'). */
type EdgeNode<Edge> = Edge extends AnyNDArray
  ? DTypeOf<Edge>
  : Edge extends boolean
    ? 'bool'
    : Edge extends number
      ? `${Edge}` extends `${bigint}`
        ? 'int'
        : 'float'
      : never;

type EdgeOf<Options, Key extends 'prepend' | 'append'> = Options extends { readonly [_ in Key]: infer Edge }
  ? EdgeNode<Edge>
  : never;

type JoinEdge<D, Edge> = [Edge] extends [never] ? D : Promote<D & AnyDType, Edge & AnyDType>;

/** diff's dtype: the input's, promoted with prepend's and append's where given. */
export type DiffDType<D extends AnyDType, Options> = JoinEdge<
  JoinEdge<D, EdgeOf<Options, 'prepend'>>,
  EdgeOf<Options, 'append'>
>;

/** diff(a, n, { axis, prepend, append }) or diff(a, { n, axis, prepend, append }). */
export type DiffFunction = <
  const A extends AnyNDArray,
  const Options extends DiffOptions = {},
  Node = DiffDType<DTypeOf<A>, Options>,
>(
  a: A,
  n?: number | Options,
  options?: Options,
) => NDArray<Node & AnyDType, number[]>;

/** A value ediff1d joins: an array, a list or a JavaScript scalar (cast to the array's dtype). */
export type Ediff1dEnd = AnyNDArray | number | boolean | readonly number[] | null;

/** ediff1d(ary, { toEnd, toBegin }): the flattened differences, ary's dtype. */
export type Ediff1dFunction = <const A extends AnyNDArray>(
  ary: A,
  options?: { readonly toEnd?: Ediff1dEnd; readonly toBegin?: Ediff1dEnd },
) => NDArray<DTypeOf<A>, [number]>;

/** trapezoid's options (NumPy's keywords but x, which comes positionally). */
export interface TrapezoidOptions {
  readonly dx?: number;
  readonly axis?: number;
}

/** trapezoid(y, { dx, axis }) or trapezoid(y, x, { axis }): inexact (JAX's promote_dtypes_inexact). */
export interface TrapezoidFunction {
  <const Y extends AnyNDArray>(y: Y, options?: TrapezoidOptions): NDArray<InexactNode<DTypeOf<Y>>, number[]>;
  <const Y extends AnyNDArray>(
    y: Y,
    x: null | undefined,
    options?: TrapezoidOptions,
  ): NDArray<InexactNode<DTypeOf<Y>>, number[]>;
  <const Y extends AnyNDArray, const X extends AnyNDArray, Node = InexactNode<Promote<DTypeOf<Y>, DTypeOf<X>>>>(
    y: Y,
    x: X,
    options?: TrapezoidOptions,
  ): NDArray<Node & AnyDType, number[]>;
}

/** interp's options (NumPy's keywords). */
export interface InterpOptions {
  readonly left?: number;
  readonly right?: number;
  readonly period?: number;
}

/** interp(x, xp, fp, { left, right, period }): x's shape, the positions' and values' inexact promotion. */
export type InterpFunction = <
  const X extends AnyNDArray,
  const XP extends AnyNDArray,
  const FP extends AnyNDArray,
  Positions = InexactNode<Promote<DTypeOf<X>, DTypeOf<XP>>>,
  Values = InexactNode<DTypeOf<FP>>,
  Node = Promote<Positions & AnyDType, Values & AnyDType>,
>(
  x: X,
  xp: XP,
  fp: FP,
  options?: InterpOptions,
) => NDArray<Node & AnyDType, ShapeOf<X>>;

/**
 * rot90(m, k, axes), rot90(m, k, { axes }) or rot90(m, { k, axes }): a view of m's dtype; m's shape
 * where k is literal and even.
 */
export interface Rot90Function {
  <const M extends AnyNDArray, const K extends number = 1>(
    m: M,
    k?: K,
    axes?: readonly [number, number] | { readonly axes?: readonly [number, number] },
  ): NDArray<DTypeOf<M>, K extends 0 | 2 | -2 | 4 | -4 ? ShapeOf<M> : number[]>;
  <
    const M extends AnyNDArray,
    const Options extends { readonly k?: number; readonly axes?: readonly [number, number] },
  >(
    m: M,
    options: Options,
  ): NDArray<DTypeOf<M>, Options extends { readonly k: 0 | 2 | -2 | 4 | -4 } ? ShapeOf<M> : number[]>;
}
