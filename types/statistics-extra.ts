// The static types of src/ops/statistics-extra.ts: cov, corrcoef, histogram2d, gradient, unwrap,
// cumulativeSum and cumulativeProd. The dtypes are the reductions' own nodes (mean's: JAX's
// promote_dtypes_inexact; sum's: the small integers promoted; cumprod's: kept), reached through
// ReductionResultArray through one shared generic (NodeFunction); results are defaulted type
// parameters, computed at a call only (see types/signal.ts).
import type { AnyNDArray, DTypeOf, NDArray } from './ndarray.js';
import type { AnyDType, DType, InexactDType, WeakType } from './dtype.js';
import type { PlusOne } from './fft.js';
import type { BinaryResult } from './operations.js';
import type { MaterializeUnder, PolicySpec } from './policy.js';
import type { Promote } from './promote.js';
import type { ReductionResultArray } from './reductions.js';
import type { ReductionName } from './reduction-results.js';
import type { TupleOf } from './named-tuple.js';

type AnyShape = { readonly keepdims: boolean };

/** Weights cov takes: an array or a list of numbers, one per observation. */
export type CovWeights = AnyNDArray | readonly number[];

/** cov's options (NumPy's keywords): rowvar, bias, ddof, fweights (integers), aweights, dtype (inexact). */
export interface CovOptions {
  readonly rowvar?: boolean;
  readonly bias?: boolean;
  readonly ddof?: number | null;
  readonly fweights?: CovWeights | null;
  readonly aweights?: CovWeights | null;
  readonly dtype?: InexactDType;
}

/** corrcoef's options (NumPy's keywords): rowvar, dtype (inexact). */
export interface CorrcoefOptions {
  readonly rowvar?: boolean;
  readonly dtype?: InexactDType;
}

/**
 * One array, then `Spacing` arguments (gradient's) and an options object; the result the node of
 * reduction `Name` of it, or the `dtype` option's: shared by cov, corrcoef, gradient, cumulativeSum
 * and cumulativeProd (an alias instantiated again costs little where the declarations are checked;
 * the results are defaulted type parameters, computed at a call only). `Many`: gradient's one
 * array for a 1-D x or one axis, a list otherwise; `includeInitial` (the cumulative ones) lengthens
 * an axis: number[].
 */
export type NodeFunction<Name extends ReductionName, Policy extends PolicySpec, Base, Spacing = never, Many = false> = <
  const X extends AnyNDArray,
  const Options extends Base,
  R = ReductionResultArray<Name, X, Options & AnyShape, Policy>,
  Out = Many extends true
    ? X extends { readonly shape: readonly [number] }
      ? R
      : Options extends { readonly axis: number | readonly [number] }
        ? R
        : number[] extends X['shape']
          ? R | R[]
          : R[]
    : Options extends { readonly includeInitial: boolean }
      ? R extends NDArray<infer D extends AnyDType, readonly number[]>
        ? NDArray<D, number[]>
        : R
      : R,
>(
  x: X,
  ...rest: (Spacing | Options)[]
) => Out;

/** The number of variables, or number where it is not known. */
type Square<Variables> = number extends Variables ? number[] : Variables extends 1 ? [] : [Variables, Variables];

/**
 * cov's (and corrcoef's) shape from m's literal shape and rowvar: [V, V] for V variables (the rows;
 * with rowvar false the columns), [] for one (a 1-D or 0-d m, or one row); number[] where the shape
 * or rowvar is not literal. Indexed access and one conditional a step, no recursion.
 */
export type CovShape<Shape, Options> = number[] extends Shape
  ? number[]
  : Shape extends readonly [] | readonly [number]
    ? []
    : Shape extends readonly [infer Rows, infer Columns]
      ? (Options extends { readonly rowvar: infer Rowvar } ? Rowvar : true) extends infer Rowvar
        ? [Rowvar] extends [true]
          ? Square<Rows>
          : [Rowvar] extends [false]
            ? Square<Columns>
            : number[]
        : never
      : number[];

/**
 * cov(m, options): the [variables, variables] covariance (0-d for one variable: CovShape), of m's
 * inexact dtype (mean's node) or `dtype`; cov(m, y, options): both promoted (typed as an inexact
 * dtype and number[]; the y form first, since an array would pass for the options object).
 */
export type CovFunction<Policy extends PolicySpec = 'jax', Base = CovOptions> = ((
  m: AnyNDArray,
  y: AnyNDArray | null,
  options?: Base,
) => NDArray<InexactDType, number[]>) &
  (<
    const X extends AnyNDArray,
    const Options extends Base,
    R = ReductionResultArray<'mean', X, Options & AnyShape, Policy>,
    Out = R extends NDArray<infer D extends AnyDType, readonly number[]>
      ? NDArray<D, CovShape<X['shape'], Options>>
      : R,
  >(
    m: X,
    options?: Options,
  ) => Out);

/** corrcoef(x, options) or corrcoef(x, y, options): cov normalised, clipped to [-1, 1]; cov's dtype. */
export type CorrcoefFunction<Policy extends PolicySpec = 'jax'> = CovFunction<Policy, CorrcoefOptions>;

/** One dimension's bins: a count or the edges. */
export type HistogramBins = number | readonly number[] | AnyNDArray;

/** histogram2d's options (NumPy's keywords). */
export interface Histogram2dOptions {
  readonly bins?: HistogramBins | readonly [HistogramBins, HistogramBins];
  readonly range?: readonly [readonly [number, number] | null, readonly [number, number] | null];
  readonly density?: boolean;
  readonly weights?: AnyNDArray;
}

/** One dimension's bin count from histogram2d's `bins`: a count, or a pair's `Which` entry; 10 by default. */
type BinCount<Options, Which extends 0 | 1> = Options extends { readonly bins: infer Bins }
  ? Bins extends number
    ? Bins
    : Bins extends readonly [infer X extends number, infer Y extends number]
      ? [X, Y][Which]
      : number
  : 10;

/**
 * histogram2d(x, y, options): `[hist, xedges, yedges]` (NumPy's tuple), also by name. At run time the edges are of the inputs'
 * inexact dtype (with the weights'), hist counts in the default int, or of the edges' dtype with
 * weights or density (JAX's); typed as those kinds. A literal bin count (or pair of counts, or the
 * default 10) gives literal shapes: hist [nx, ny], the edges [nx + 1] and [ny + 1].
 */
export type Histogram2dFunction = <
  const Options extends Histogram2dOptions = {},
  NX = BinCount<Options, 0>,
  NY = BinCount<Options, 1>,
>(
  x: AnyNDArray,
  y: AnyNDArray,
  options?: Options,
) => Histogram2dResult<NX, NY>;

/** histogram2d's result: `const [hist, xedges, yedges] = histogram2d(x, y)`, or by name. */
export interface Histogram2dResult<NX, NY>
  extends TupleOf<
    [
      NDArray<DType, [NX & number, NY & number]>,
      NDArray<InexactDType, [PlusOne<NX> & number]>,
      NDArray<InexactDType, [PlusOne<NY> & number]>,
    ]
  > {
  readonly hist: NDArray<DType, [NX & number, NY & number]>;
  readonly xedges: NDArray<InexactDType, [PlusOne<NX> & number]>;
  readonly yedges: NDArray<InexactDType, [PlusOne<NY> & number]>;
}

/** gradient's options (NumPy's keywords). */
export interface GradientOptions {
  readonly axis?: number | readonly number[] | null;
  readonly edgeOrder?: 1 | 2;
}

/** A spacing: a scalar step, or the coordinates along the axis. */
export type GradientSpacing = number | readonly number[] | AnyNDArray;

/**
 * The node of f (`Node`) promoted with each array among the spacings in turn, as the runtime's
 * chain of true divisions (JAX's promote_dtypes_inexact); numbers and number lists leave it. Spacings
 * that are not a tuple give an inexact dtype. Used in a defaulted type parameter only: computed at a
 * call, never for every dtype where the declarations are checked.
 */
type SpacingNode<Node, Spacings, Policy extends PolicySpec> = number extends (
  Spacings extends readonly unknown[]
    ? Spacings['length']
    : 0
)
  ? InexactDType
  : Spacings extends readonly [infer First, ...infer Rest]
    ? SpacingNode<
        First extends AnyNDArray ? BinaryResult<'divide', Node & AnyDType, DTypeOf<First>, Policy> : Node,
        Rest,
        Policy
      >
    : Node extends WeakType
      ? MaterializeUnder<Node, Policy>
      : Node;

/** gradient's result: one array for a 1-D f or one axis, a list otherwise (either where f's rank is not known). */
type GradientOut<X extends AnyNDArray, Options, R> = X extends { readonly shape: readonly [number] }
  ? R
  : Options extends { readonly axis: number | readonly [number] }
    ? R
    : number[] extends X['shape']
      ? R | R[]
      : R[];

/**
 * gradient(f, ...spacings, options): one array for a 1-D f or one axis, a list of them otherwise.
 * With scalar or list spacings, f's inexact dtype (mean's node); with coordinate arrays (or 0-d
 * step arrays), f promoted with their dtypes as the runtime's JAX promote_dtypes_inexact does.
 */
export type GradientFunction<Policy extends PolicySpec = 'jax'> = NodeFunction<
  'mean',
  Policy,
  GradientOptions,
  number | readonly number[],
  true
> & {
  <
    const X extends AnyNDArray,
    const Spacings extends readonly GradientSpacing[],
    Node = SpacingNode<DTypeOf<X>, Spacings, Policy>,
    Out = GradientOut<X, {}, NDArray<Node & AnyDType, number[]>>,
  >(
    f: X,
    ...spacings: Spacings
  ): Out;
  <
    const X extends AnyNDArray,
    const Spacings extends readonly GradientSpacing[],
    const Options extends GradientOptions,
    Node = SpacingNode<DTypeOf<X>, Spacings, Policy>,
    Out = GradientOut<X, Options, NDArray<Node & AnyDType, number[]>>,
  >(
    f: X,
    ...rest: [...Spacings, Options]
  ): Out;
};

/** unwrap's options (NumPy's keywords). */
export interface UnwrapOptions {
  readonly discont?: number | null;
  readonly axis?: number;
  readonly period?: number;
}

/**
 * unwrap(p, options): p's shape; p promoted with the period (2π, a weak float, by default: the
 * integers give the default float; an integer period keeps them).
 */
export type UnwrapFunction<Policy extends PolicySpec = 'jax'> = <
  const P extends AnyNDArray,
  const Options extends UnwrapOptions = {},
  Node = Promote<DTypeOf<P>, Options extends { readonly period: number } ? 'int' : 'float', Policy>,
>(
  p: P,
  options?: Options,
) => NDArray<Node & AnyDType, number[]>;

/** cumulativeSum's and cumulativeProd's options (JAX's keywords): axis (needed past 1-D), dtype, includeInitial. */
export interface CumulativeOptions {
  readonly axis?: number;
  readonly dtype?: DType;
  readonly includeInitial?: boolean;
}

/** cumulativeSum: sum's dtype (the small integers promoted) or `dtype`; x's shape, one longer along the axis with includeInitial. */
export type CumulativeSumFunction<Policy extends PolicySpec = 'jax'> = NodeFunction<'sum', Policy, CumulativeOptions>;

/** cumulativeProd: x's dtype (cumprod's; bool the default int) or `dtype`; the shape as cumulativeSum's. */
export type CumulativeProdFunction<Policy extends PolicySpec = 'jax'> = NodeFunction<
  'cumprod',
  Policy,
  CumulativeOptions
>;

/** The extra statistics bound to one policy (merged into StatisticsFunctions). */
export type ExtraStatisticsFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly cov: CovFunction<Policy>;
  readonly corrcoef: CorrcoefFunction<Policy>;
  readonly histogram2d: Histogram2dFunction;
  readonly gradient: GradientFunction<Policy>;
  readonly unwrap: UnwrapFunction<Policy>;
  readonly cumulativeSum: CumulativeSumFunction<Policy>;
  readonly cumulativeProd: CumulativeProdFunction<Policy>;
};
