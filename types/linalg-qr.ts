// The orthogonal family of `linalg` at the type level: qr, eigh, eigvalsh, svd, svdvals, pinv,
// lstsq, matrixRank, cond. Result dtypes as JAX's jnp.linalg (bool and ints to inexact: 64-bit ints
// to float64, the rest to float32; float16, bfloat16 and the other narrow floats a compile error in
// the runtime's words, LinalgDTypeSlot), literal shapes where the operand's shape is a literal
// tuple, `number[]` where not, and a compile error in the runtime's words for a literal non-square
// matrix where a square one is needed.
import type { Checked } from './check-slot.js';
import type { AnyDType } from './dtype.js';
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { Promote } from './promote.js';
import type { ShapeText } from './shape.js';
import type { FirstSlot, LinalgDTypeSlot } from './linalg-lu.js';
import type { TupleOf } from './named-tuple.js';

/** The dtype of an orthogonal-family result (src/plan/linalg-qr.ts's rule). */
export type OrthogonalNode<D> = D extends 'float32' | 'float64' | 'complex64' | 'complex128' | 'float' | 'complex'
  ? D
  : D extends 'int64' | 'uint64'
    ? 'float64'
    : D extends 'int'
      ? 'float'
      : D extends
            | 'bool'
            | 'int8'
            | 'int16'
            | 'int32'
            | 'uint8'
            | 'uint16'
            | 'uint32'
            | 'int2'
            | 'int4'
            | 'uint2'
            | 'uint4'
        ? 'float32'
        : never;

/** The real dtype of an orthogonal-family result (singular values, symmetric eigenvalues). */
export type OrthogonalRealNode<D> = D extends 'complex64'
  ? 'float32'
  : D extends 'complex128'
    ? 'float64'
    : D extends 'complex'
      ? 'float'
      : OrthogonalNode<D>;

/** A < B for literal sizes (up to 256; `unknown` past it). */
type Below<A, B, Count extends unknown[] = []> = Count['length'] extends A
  ? true
  : Count['length'] extends B
    ? false
    : Count['length'] extends 256
      ? unknown
      : Below<A, B, [...Count, 0]>;

/** min(M, N) of literal sizes; `number` where either is not literal. */
export type MinSize<M, N> = number extends M | N
  ? number
  : [M] extends [N]
    ? M
    : Below<M, N> extends true
      ? M
      : Below<M, N> extends false
        ? N
        : number;

/** A shape's leading axes, rows and columns: [B, M, N], or undefined where the shape is no literal tuple of 2+ axes. */
export type Parts<Dims> = Dims extends readonly [
  ...infer Lead extends number[],
  infer M extends number,
  infer N extends number,
]
  ? number extends Dims['length']
    ? undefined
    : [Lead, M, N]
  : undefined;

/** The shape [...Lead, Rows, Cols] of a literal matrix's parts; `number[]` where the shape is not literal. */
type MatrixShape<P, Rows extends 0 | 1 | 2 | 'k', Cols extends 0 | 1 | 2 | 'k'> = P extends [
  infer Lead extends number[],
  infer M extends number,
  infer N extends number,
]
  ? [...Lead, Pick3<M, N, Rows>, Pick3<M, N, Cols>]
  : number[];
/** The leading axes and one size: [...Lead, Size]. */
export type VectorShape<P, Size extends 0 | 1 | 2 | 'k'> = P extends [
  infer Lead extends number[],
  infer M extends number,
  infer N extends number,
]
  ? [...Lead, Pick3<M, N, Size>]
  : number[];
/** The leading axes alone. */
type LeadShape<P> = P extends [infer Lead extends number[], number, number] ? Lead : number[];
type Pick3<M, N, Which> = Which extends 1 ? M : Which extends 2 ? N : Which extends 'k' ? MinSize<M, N> : never;

/** The compile error of a literal matrix that is not square (the runtime's words). */
export type SquareSlot<Name extends string, Dims> =
  Parts<Dims> extends [number[], infer M, infer N]
    ? [M] extends [N]
      ? {}
      : `${Name}: the last two axes must be square, got shape ${ShapeText<Dims & readonly number[]>}.`
    : {};

/** qr's modes. */
export type QrMode = 'reduced' | 'complete' | 'r';

// The results take their dtypes (Node, Real) and the matrix's parts (P) as defaulted type
// parameters of each function, read as `Node & AnyDType`: only a call computes them. (A result node
// of a type parameter checked against NDArray's bound in a declaration is evaluated for every
// dtype: some 4,000 instantiations where the library's declarations are checked; see types/signal.ts.)

/** qr's result: `[Q, R]`, also `.Q` and `.R` ('reduced', 'complete'), or R alone ('r'). */
export type QrResult<Node, P, Mode> = Mode extends 'r'
  ? NDArray<Node & AnyDType, MatrixShape<P, 'k', 2>>
  : Mode extends 'complete'
    ? QrParts<NDArray<Node & AnyDType, MatrixShape<P, 1, 1>>, NDArray<Node & AnyDType, MatrixShape<P, 1, 2>>>
    : QrParts<NDArray<Node & AnyDType, MatrixShape<P, 1, 'k'>>, NDArray<Node & AnyDType, MatrixShape<P, 'k', 2>>>;

/** qr's Q and R (JAX's QRResult): `const [Q, R] = linalg.qr(a)`, or `.Q`, `.R`. */
export interface QrParts<Q, R> extends TupleOf<[Q, R]> {
  readonly Q: Q;
  readonly R: R;
}

/** eigh's result (JAX's EighResult; eig's too): `[eigenvalues, eigenvectors]`, also by name. */
export interface EighResult<Real, Node, P>
  extends TupleOf<[NDArray<Real & AnyDType, VectorShape<P, 2>>, NDArray<Node & AnyDType, MatrixShape<P, 2, 2>>]> {
  readonly eigenvalues: NDArray<Real & AnyDType, VectorShape<P, 2>>;
  readonly eigenvectors: NDArray<Node & AnyDType, MatrixShape<P, 2, 2>>;
}

/** svd's result with U and Vh (JAX's SVDResult): `[U, S, Vh]`, also by name; square where `Full`. */
export interface SvdResult<Real, Node, P, Full>
  extends TupleOf<
    [
      NDArray<Node & AnyDType, MatrixShape<P, 1, Full extends false ? 'k' : 1>>,
      SingularValues<Real, P>,
      NDArray<Node & AnyDType, MatrixShape<P, Full extends false ? 'k' : 2, 2>>,
    ]
  > {
  readonly U: NDArray<Node & AnyDType, MatrixShape<P, 1, Full extends false ? 'k' : 1>>;
  readonly S: SingularValues<Real, P>;
  readonly Vh: NDArray<Node & AnyDType, MatrixShape<P, Full extends false ? 'k' : 2, 2>>;
}

/** The singular values: [...Lead, k]. */
export type SingularValues<Real, P> = NDArray<Real & AnyDType, VectorShape<P, 'k'>>;

/** svd's options (NumPy's keywords). */
export interface SvdOptions {
  readonly full_matrices?: boolean;
  readonly compute_uv?: boolean;
  readonly hermitian?: boolean;
}

/**
 * A rank's dtype (matrixRank's, lstsq's; src/plan/linalg.ts's linalgRankDType): the default int
 * (JAX's sum of a bool mask), int64 under x64 and int32 without; a vector's matrixRank (fewer than
 * 2 axes) is int32 either way. Where the number of axes is not literal, either of the two under x64.
 */
export type RankNode<X64, Dims = readonly [number, number]> = X64 extends true
  ? Dims extends readonly number[]
    ? number extends Dims['length']
      ? 'int32' | 'int64'
      : Dims extends readonly [] | readonly [number]
        ? 'int32'
        : 'int64'
    : 'int32' | 'int64'
  : 'int32';

/** lstsq's result: NumPy's tuple `[x, residuals, rank, s]`, also by name. */
export interface LstsqResult<Node, Real, Rank extends AnyDType = 'int32'>
  extends TupleOf<
    [
      NDArray<Node & AnyDType, number[]>,
      NDArray<Real & AnyDType, number[]>,
      NDArray<Rank, []>,
      NDArray<Real & AnyDType, number[]>,
    ]
  > {
  readonly x: NDArray<Node & AnyDType, number[]>;
  readonly residuals: NDArray<Real & AnyDType, number[]>;
  readonly rank: NDArray<Rank, []>;
  readonly s: NDArray<Real & AnyDType, number[]>;
}

/** The orthogonal family's members of `linalg` (X64: the policy's x64 setting, which decides a rank's dtype). */
export interface OrthogonalFunctions<X64 = false> {
  readonly qr: {
    <
      const X extends AnyNDArray,
      const Mode extends QrMode = 'reduced',
      Slot = LinalgDTypeSlot<'linalg.qr', DTypeOf<X>>,
      Node = OrthogonalNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      mode?: Mode,
    ): QrResult<Node, P, Mode>;
    <
      const X extends AnyNDArray,
      const Mode extends QrMode = 'reduced',
      Slot = LinalgDTypeSlot<'linalg.qr', DTypeOf<X>>,
      Node = OrthogonalNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      options: { readonly mode?: Mode },
    ): QrResult<Node, P, Mode>;
  };
  readonly eigh: <
    const X extends AnyNDArray,
    // unbounded (see CheckSlot): only a call computes it
    Slot = FirstSlot<SquareSlot<'linalg.eigh', ShapeOf<X>>, LinalgDTypeSlot<'linalg.eigh', DTypeOf<X>>>,
    Real = OrthogonalRealNode<DTypeOf<X>>,
    Node = OrthogonalNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    a: Checked<NoInfer<Slot>, X>,
    UPLO?: 'L' | 'U' | { readonly UPLO?: 'L' | 'U' },
  ) => EighResult<Real, Node, P>;
  readonly eigvalsh: <
    const X extends AnyNDArray,
    // unbounded (see CheckSlot): only a call computes it
    Slot = FirstSlot<SquareSlot<'linalg.eigvalsh', ShapeOf<X>>, LinalgDTypeSlot<'linalg.eigvalsh', DTypeOf<X>>>,
    Real = OrthogonalRealNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    a: Checked<NoInfer<Slot>, X>,
    UPLO?: 'L' | 'U' | { readonly UPLO?: 'L' | 'U' },
  ) => NDArray<Real & AnyDType, VectorShape<P, 2>>;
  readonly svd: {
    <
      const X extends AnyNDArray,
      const Full extends boolean = true,
      Slot = LinalgDTypeSlot<'linalg.svd', DTypeOf<X>>,
      Real = OrthogonalRealNode<DTypeOf<X>>,
      Node = OrthogonalNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      full_matrices?: Full,
      compute_uv?: true,
      hermitian?: boolean,
    ): SvdResult<Real, Node, P, Full>;
    <
      const X extends AnyNDArray,
      Slot = LinalgDTypeSlot<'linalg.svd', DTypeOf<X>>,
      Real = OrthogonalRealNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      full_matrices: boolean | undefined,
      compute_uv: false,
      hermitian?: boolean,
    ): SingularValues<Real, P>;
    <
      const X extends AnyNDArray,
      Slot = LinalgDTypeSlot<'linalg.svd', DTypeOf<X>>,
      Real = OrthogonalRealNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      options: SvdOptions & { readonly compute_uv: false },
    ): SingularValues<Real, P>;
    <
      const X extends AnyNDArray,
      const Full extends boolean = true,
      Slot = LinalgDTypeSlot<'linalg.svd', DTypeOf<X>>,
      Real = OrthogonalRealNode<DTypeOf<X>>,
      Node = OrthogonalNode<DTypeOf<X>>,
      P = Parts<ShapeOf<X>>,
    >(
      a: Checked<NoInfer<Slot>, X>,
      options: SvdOptions & { readonly full_matrices?: Full; readonly compute_uv?: true },
    ): SvdResult<Real, Node, P, Full>;
  };
  readonly svdvals: <
    const X extends AnyNDArray,
    Slot = LinalgDTypeSlot<'linalg.svdvals', DTypeOf<X>>,
    Real = OrthogonalRealNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    x: Checked<NoInfer<Slot>, X>,
  ) => SingularValues<Real, P>;
  readonly pinv: <
    const X extends AnyNDArray,
    Slot = LinalgDTypeSlot<'linalg.pinv', DTypeOf<X>>,
    Node = OrthogonalNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    a: Checked<NoInfer<Slot>, X>,
    rcond?:
      | number
      | null
      | { readonly rcond?: number | null; readonly rtol?: number | null; readonly hermitian?: boolean },
    hermitian?: boolean,
  ) => NDArray<Node & AnyDType, MatrixShape<P, 2, 1>>;
  readonly matrixRank: <
    const X extends AnyNDArray,
    Slot = LinalgDTypeSlot<'linalg.matrixRank', DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    M: Checked<NoInfer<Slot>, X>,
    tol?: number | null | { readonly tol?: number | null; readonly rtol?: number | null; readonly hermitian?: boolean },
    hermitian?: boolean,
  ) => NDArray<RankNode<X64, ShapeOf<X>>, LeadShape<P>>;
  readonly cond: <
    const X extends AnyNDArray,
    Slot = LinalgDTypeSlot<'linalg.cond', DTypeOf<X>>,
    Real = OrthogonalRealNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    x: Checked<NoInfer<Slot>, X>,
    p?: 2 | -2 | null | { readonly p?: 2 | -2 | null },
  ) => NDArray<Real & AnyDType, LeadShape<P>>;
  readonly lstsq: <
    const A extends AnyNDArray,
    const B extends AnyNDArray,
    Slot = LinalgDTypeSlot<'linalg.lstsq', Promote<DTypeOf<A>, DTypeOf<B>>>,
    Node = OrthogonalNode<Promote<DTypeOf<A>, DTypeOf<B>>>,
    Real = OrthogonalRealNode<Promote<DTypeOf<A>, DTypeOf<B>>>,
  >(
    a: Checked<NoInfer<Slot>, A>,
    b: B,
    rcond?: number | null | { readonly rcond?: number | null },
  ) => LstsqResult<Node, Real, RankNode<X64>>;
}

/** polyfit's options (NumPy's keywords; full, w and cov not supported yet). */
export interface PolyfitOptions {
  readonly rcond?: number | null;
  readonly full?: false;
  readonly w?: null;
  readonly cov?: false;
}

/** polyfit: the coefficients in the inexact promotion of x's and y's dtypes. */
export type PolyfitFunction = <
  const X extends AnyNDArray,
  const Y extends AnyNDArray,
  // Defaulted parameters: worked out at each call, not when the declaration is checked.
  Slot = LinalgDTypeSlot<'polyfit', Promote<DTypeOf<X>, DTypeOf<Y>>>,
  Node = OrthogonalNode<Promote<DTypeOf<X>, DTypeOf<Y>>>,
>(
  x: Checked<NoInfer<Slot>, X>,
  y: Y,
  deg: number,
  options?: PolyfitOptions,
) => NDArray<Node & AnyDType, number[]>;
