// The static types of linalg's LU and Cholesky family (src/ops/linalg/lu.ts): solve, inv, det,
// slogdet, cholesky, matrixPower, multiDot, tensorsolve, tensorinv. Literal shapes where the
// arguments are literal; a literal non-square matrix and a narrow float (float16, bfloat16, the 8-,
// 6- and 4-bit floats) are compile errors in the runtime's words. Kept cheap: a conditional or two
// per function, computed only at a call (the declarations' instantiation budget).
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType, FloatDType } from './dtype.js';
import type { LinalgDTypeText } from './messages.js';
import type { Shape, ShapeText } from './shape.js';
import type { Promote } from './promote.js';
import type { Checked } from './check-slot.js';
import type { TupleOf } from './named-tuple.js';

/**
 * jnp.linalg's dtype of one operand dtype (src/plan/linalg.ts): the LAPACK dtypes themselves,
 * 64-bit integers float64, bool and the other integers float32; the narrow floats, refused
 * (LinalgDTypeSlot), `never`.
 * @example LinalgNode<'int8'> //=> 'float32'
 */
export type LinalgNode<D> = D extends 'float32' | 'float64' | 'complex64' | 'complex128'
  ? D
  : D extends 'int64' | 'uint64'
    ? 'float64'
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
          | 'float'
          | 'int'
      ? 'float32'
      : never;

/** The dtypes linalg refuses (src/plan/linalg.ts's linalgDType): the floats but float32 and float64. */
export type LinalgRefused = Exclude<FloatDType, 'float32' | 'float64'>;

/**
 * The check slot of the dtype a linalg function computes in: the runtime's words (LinalgDTypeText)
 * for a dtype it refuses, `{}` otherwise (a union of dtypes, as an operand of any dtype, is let
 * through to the run-time check).
 * @example LinalgDTypeSlot<'linalg.qr', 'float16'> //=> "linalg.qr: dtype float16 is not supported (as JAX's lax.linalg, …); cast to float32 first."
 */
export type LinalgDTypeSlot<Fn extends string, D> = [D] extends [LinalgRefused] ? LinalgDTypeText<Fn, D & string> : {};

/** The first of two check slots that is an error (the order of the runtime's checks), else `{}`. */
export type FirstSlot<First, Then> = First extends string ? First : Then;

/** The real dtype of a linalg dtype (slogdet's logabsdet). */
type RealNode<D> = D extends 'complex64' ? 'float32' : D extends 'complex128' ? 'float64' : D;

/** The batch dimensions of a literal stack of matrices (…, M, N); `number[]` otherwise. */
export type BatchShape<S> = S extends readonly [...infer Batch extends number[], number, number] ? Batch : number[];

/**
 * The check slot of an operand that must be a stack of square matrices: the runtime's words where
 * its literal last two sizes differ, `{}` otherwise.
 * @example SquareSlot<'linalg.inv', [2, 3]> //=> "linalg.inv: the last 2 dimensions of a must be square, got shape [2, 3]."
 */
export type SquareSlot<Fn extends string, S> = S extends readonly [
  ...number[],
  infer Rows extends number,
  infer Columns extends number,
]
  ? number extends Rows | Columns
    ? {}
    : Rows extends Columns
      ? {}
      : `${Fn}: the last 2 dimensions of a must be square, got shape ${ShapeText<S & Shape>}.`
  : {};

// The result nodes are defaulted type parameters without a bound (as types/signal.ts's): only a
// call computes them, where the declarations' check would otherwise walk every dtype.

/** inv: the inverse of each matrix, a's shape. */
export type InvFunction = <
  const A extends AnyNDArray,
  Slot = FirstSlot<SquareSlot<'linalg.inv', ShapeOf<A>>, LinalgDTypeSlot<'linalg.inv', DTypeOf<A>>>,
  Node = LinalgNode<DTypeOf<A>>,
>(
  a: Checked<NoInfer<Slot>, A>,
) => NDArray<Node & AnyDType, ShapeOf<A>>;

/** cholesky: L (or Lᴴ), a's shape. */
export type CholeskyFunction = <
  const A extends AnyNDArray,
  Slot = FirstSlot<SquareSlot<'linalg.cholesky', ShapeOf<A>>, LinalgDTypeSlot<'linalg.cholesky', DTypeOf<A>>>,
  Node = LinalgNode<DTypeOf<A>>,
>(
  a: Checked<NoInfer<Slot>, A>,
  options?: CholeskyOptions,
) => NDArray<Node & AnyDType, ShapeOf<A>>;

/** det: one element per matrix, shape (…). */
export type DetFunction = <
  const A extends AnyNDArray,
  Slot = FirstSlot<SquareSlot<'linalg.det', ShapeOf<A>>, LinalgDTypeSlot<'linalg.det', DTypeOf<A>>>,
  Node = LinalgNode<DTypeOf<A>>,
>(
  a: Checked<NoInfer<Slot>, A>,
) => NDArray<Node & AnyDType, BatchShape<ShapeOf<A>>>;

/** slogdet's result (JAX's SlogdetResult): `[sign, logabsdet]`, also by name; det = sign · exp(logabsdet). */
export interface SlogdetResult<Node, Real, S extends Shape>
  extends TupleOf<[NDArray<Node & AnyDType, S>, NDArray<Real & AnyDType, S>]> {
  readonly sign: NDArray<Node & AnyDType, S>;
  readonly logabsdet: NDArray<Real & AnyDType, S>;
}

/** slogdet: `[sign, logabsdet]` (also `.sign`, `.logabsdet`), each of shape (…). */
export type SlogdetFunction = <
  const A extends AnyNDArray,
  Slot = FirstSlot<SquareSlot<'linalg.slogdet', ShapeOf<A>>, LinalgDTypeSlot<'linalg.slogdet', DTypeOf<A>>>,
  Node = LinalgNode<DTypeOf<A>>,
  Real = RealNode<LinalgNode<DTypeOf<A>>>,
>(
  a: Checked<NoInfer<Slot>, A>,
) => SlogdetResult<Node, Real, BatchShape<ShapeOf<A>>>;

/**
 * solve(a, b): a (…, M, M), b (M,) or (…, M, K); the result is b's shape where a is one matrix,
 * a's batch and M where b is a vector, `number[]` otherwise (broadcast batches).
 */
export type SolveFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Slot = FirstSlot<
    SquareSlot<'linalg.solve', ShapeOf<A>>,
    LinalgDTypeSlot<'linalg.solve', Promote<DTypeOf<A>, DTypeOf<B>>>
  >,
  Node = LinalgNode<Promote<DTypeOf<A>, DTypeOf<B>>>,
>(
  a: Checked<NoInfer<Slot>, A>,
  b: B,
) => NDArray<
  Node & AnyDType,
  ShapeOf<B> extends readonly [number]
    ? [...BatchShape<ShapeOf<A>>, ShapeOf<B>[0]]
    : ShapeOf<A>['length'] extends 2
      ? ShapeOf<B>
      : number[]
>;

/** cholesky's options (NumPy 2's keyword). */
export interface CholeskyOptions {
  readonly upper?: boolean;
}

/** matrixPower(a, n): a's dtype for n ≥ 0 (matmul's), linalg's for a literal negative n (the inverse's). */
export type MatrixPowerFunction = <
  const A extends AnyNDArray,
  const N extends number,
  Slot = FirstSlot<
    SquareSlot<'linalg.matrixPower', ShapeOf<A>>,
    `${N}` extends `-${string}` ? LinalgDTypeSlot<'linalg.matrixPower', DTypeOf<A>> : {}
  >,
  Node = `${N}` extends `-${string}` ? LinalgNode<DTypeOf<A>> : DTypeOf<A>,
>(
  a: Checked<NoInfer<Slot>, A>,
  n: N,
) => NDArray<Node & AnyDType, ShapeOf<A>>;

/** multiDot(arrays): matmul's promotion of the arrays, the outer sizes of the chain. */
export type MultiDotFunction = (arrays: readonly AnyNDArray[]) => AnyNDArray;

/** tensorsolve(a, b, { axes }): x of a's trailing shape. */
export type TensorsolveFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Slot = LinalgDTypeSlot<'linalg.tensorsolve', Promote<DTypeOf<A>, DTypeOf<B>>>,
  Node = LinalgNode<Promote<DTypeOf<A>, DTypeOf<B>>>,
>(
  a: Checked<NoInfer<Slot>, A>,
  b: B,
  options?: { readonly axes?: readonly number[] | null },
) => NDArray<Node & AnyDType, number[]>;

/** tensorinv(a, { ind }) (or tensorinv(a, ind)): the inverse as a tensor of a's shape rotated by ind. */
export type TensorinvFunction = <
  const A extends AnyNDArray,
  Slot = LinalgDTypeSlot<'linalg.tensorinv', DTypeOf<A>>,
  Node = LinalgNode<DTypeOf<A>>,
>(
  a: Checked<NoInfer<Slot>, A>,
  ind?: number | { readonly ind?: number },
) => NDArray<Node & AnyDType, number[]>;

/** linalg's LU and Cholesky members. */
export interface LinalgLuFunctions {
  readonly solve: SolveFunction;
  readonly inv: InvFunction;
  readonly det: DetFunction;
  readonly slogdet: SlogdetFunction;
  readonly cholesky: CholeskyFunction;
  readonly matrixPower: MatrixPowerFunction;
  readonly multiDot: MultiDotFunction;
  readonly tensorsolve: TensorsolveFunction;
  readonly tensorinv: TensorinvFunction;
}
