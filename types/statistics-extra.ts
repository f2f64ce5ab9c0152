// The static types of src/ops/statistics-extra.ts: cov, corrcoef, histogram2d, gradient, unwrap,
// cumulativeSum and cumulativeProd. The dtypes are the reductions' own nodes (mean's: JAX's
// promote_dtypes_inexact; sum's: the small integers promoted; cumprod's: kept), reached through
// ReductionResultArray; promotions of two inputs are defaulted type parameters, computed at a call
// only (see types/signal.ts).
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType, DType, InexactDType } from './dtype.js';
import type { PolicySpec } from './policy.js';
import type { Promote } from './promote.js';
import type { ReductionResultArray } from './reductions.js';

type AnyShape = { readonly keepdims: boolean };
type SameShape = { readonly axis: readonly [] };
type Chosen<Options> = Options extends { readonly dtype: infer D extends DType } ? { readonly dtype: D } : {};

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
 * cov(m, options) or cov(m, y, options): the [variables, variables] covariance (0-d for one
 * variable), of the inputs' inexact dtype (mean's node), or `dtype`.
 */
export interface CovFunction<Policy extends PolicySpec = 'jax', Base = CovOptions> {
  <const M extends AnyNDArray, const Options extends Base = {}>(
    m: M,
    options?: Options,
  ): ReductionResultArray<'mean', M, Chosen<Options> & AnyShape, Policy>;
  <const M extends AnyNDArray, const Options extends Base = {}>(
    m: M,
    y: null | undefined,
    options?: Options,
  ): ReductionResultArray<'mean', M, Chosen<Options> & AnyShape, Policy>;
  <
    const M extends AnyNDArray,
    const Y extends AnyNDArray,
    const Options extends Base = {},
    Joined = Promote<DTypeOf<M>, DTypeOf<Y>, Policy>,
  >(
    m: M,
    y: Y,
    options?: Options,
  ): ReductionResultArray<'mean', NDArray<Joined & AnyDType, number[]>, Chosen<Options> & AnyShape, Policy>;
}

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

/**
 * histogram2d(x, y, options): `{ hist, xedges, yedges }`. The edges are of the inputs' inexact dtype
 * (with the weights'); hist counts in the default int, or of the edges' dtype with weights or density.
 */
export type Histogram2dFunction<Policy extends PolicySpec = 'jax'> = <
  const X extends AnyNDArray,
  const Y extends AnyNDArray,
  const Options extends Histogram2dOptions = {},
  Joined = Options extends { readonly weights: infer W extends AnyNDArray }
    ? Promote<Promote<DTypeOf<X>, DTypeOf<Y>, Policy> & AnyDType, DTypeOf<W>, Policy>
    : Promote<DTypeOf<X>, DTypeOf<Y>, Policy>,
  Edges = ReductionResultArray<'mean', NDArray<Joined & AnyDType, [number]>, AnyShape, Policy>,
>(
  x: X,
  y: Y,
  options?: Options,
) => {
  readonly hist: Options extends { readonly weights: AnyNDArray } | { readonly density: true }
    ? ReductionResultArray<'mean', NDArray<Joined & AnyDType, [number, number]>, AnyShape, Policy>
    : ReductionResultArray<'argmax', X, AnyShape, Policy>;
  readonly xedges: Edges;
  readonly yedges: Edges;
};

/** gradient's options (NumPy's keywords). */
export interface GradientOptions {
  readonly axis?: number | readonly number[] | null;
  readonly edgeOrder?: 1 | 2;
}

/** A spacing: a scalar step, or the coordinates along the axis. */
export type GradientSpacing = number | readonly number[] | AnyNDArray;

type SpacingNode<Rest, Node, Policy extends PolicySpec> = Rest extends readonly [infer Head, ...infer Tail]
  ? SpacingNode<Tail, Head extends AnyNDArray ? Promote<Node & AnyDType, DTypeOf<Head>, Policy> : Node, Policy>
  : Node;

type GradientAxis<Rest> = Rest extends readonly [...unknown[], infer Last]
  ? Last extends { readonly axis: infer Axis }
    ? Axis
    : undefined
  : undefined;

/**
 * gradient(f, ...spacings, options): one array of f's shape for a 1-D f or one axis, a list of them
 * otherwise; f's inexact dtype (promoted with the coordinate arrays').
 */
export type GradientFunction<Policy extends PolicySpec = 'jax'> = <
  const F extends AnyNDArray,
  const Rest extends readonly (GradientSpacing | GradientOptions)[],
  Node = SpacingNode<Rest, DTypeOf<F>, Policy>,
  Result = ReductionResultArray<'mean', NDArray<Node & AnyDType, ShapeOf<F>>, SameShape, Policy>,
>(
  f: F,
  ...rest: Rest
) => GradientAxis<Rest> extends number | readonly [number]
  ? Result
  : ShapeOf<F> extends readonly [number]
    ? Result
    : number[] extends ShapeOf<F>
      ? Result | Result[]
      : Result[];

/** unwrap's options (NumPy's keywords). */
export interface UnwrapOptions {
  readonly discont?: number | null;
  readonly axis?: number;
  readonly period?: number;
}

/** unwrap(p, options): p's shape; p promoted with the period (2π, a weak float, by default). */
export type UnwrapFunction<Policy extends PolicySpec = 'jax'> = <
  const P extends AnyNDArray,
  const Options extends UnwrapOptions = {},
  Node = Promote<
    DTypeOf<P>,
    Options extends { readonly period: infer Period extends number }
      ? `${Period}` extends `${bigint}`
        ? 'int'
        : 'float'
      : 'float',
    Policy
  >,
>(
  p: P,
  options?: Options,
) => NDArray<Node & AnyDType, ShapeOf<P>>;

/** cumulativeSum's and cumulativeProd's options (JAX's keywords): axis (needed past 1-D), dtype, includeInitial. */
export interface CumulativeOptions {
  readonly axis?: number;
  readonly dtype?: DType;
  readonly includeInitial?: boolean;
}

type Grown<X, Options> = Options extends { readonly includeInitial: false }
  ? X
  : 'includeInitial' extends keyof Options
    ? NDArray<DTypeOf<X>, number[]>
    : X;

/** cumulativeSum: sum's dtype (the small integers promoted); x's shape, one longer along the axis with includeInitial. */
export type CumulativeSumFunction<Policy extends PolicySpec = 'jax'> = <
  const X extends AnyNDArray,
  const Options extends CumulativeOptions = {},
>(
  x: X,
  options?: Options,
) => ReductionResultArray<'sum', Grown<X, Options>, Chosen<Options> & SameShape, Policy>;

/** cumulativeProd: cumprod's dtype (x's); the shape as cumulativeSum's. */
export type CumulativeProdFunction<Policy extends PolicySpec = 'jax'> = <
  const X extends AnyNDArray,
  const Options extends CumulativeOptions = {},
>(
  x: X,
  options?: Options,
) => ReductionResultArray<'cumprod', Grown<X, Options>, Chosen<Options> & { readonly axis: number }, Policy>;

/** The extra statistics bound to one policy (merged into StatisticsFunctions). */
export type ExtraStatisticsFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly cov: CovFunction<Policy>;
  readonly corrcoef: CorrcoefFunction<Policy>;
  readonly histogram2d: Histogram2dFunction<Policy>;
  readonly gradient: GradientFunction<Policy>;
  readonly unwrap: UnwrapFunction<Policy>;
  readonly cumulativeSum: CumulativeSumFunction<Policy>;
  readonly cumulativeProd: CumulativeProdFunction<Policy>;
};
