// The static types of src/ops/polynomials.ts. Promoted nodes are defaulted type parameters
// (computed only at a call), as convolve's.
import type { AnyNDArray, DTypeOf, NDArray } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Promote } from './promote.js';
import type { InexactDType } from './dtype.js';
import type { PolicySpec } from './policy.js';
import type { Divide } from './policy-result-names.generated.js';

/**
 * JAX's promote_dtypes_inexact of one node under a policy: an inexact dtype itself, a weak int the
 * weak float, every other what true division gives it under the policy (JAX's: float32 for bool and
 * the 32-bit and narrower ints, float64 for the 64-bit ones; the default policy's shortcut is float32).
 */
type InexactUnder<D, Spec extends PolicySpec> = D extends InexactDType | 'float' | 'complex'
  ? D
  : D extends 'int'
    ? 'float'
    : Spec extends 'jax'
      ? 'float32'
      : D extends AnyDType
        ? Divide<D, D, Spec>
        : never;

/** polyval(p, x): the promoted dtype of p and x; the shape is broadcast(p.shape[1:], x.shape). */
export type PolyvalFunction<Spec extends PolicySpec = 'jax'> = <
  const P extends AnyNDArray,
  const X extends AnyNDArray | number,
  Node = Promote<DTypeOf<P>, DTypeOf<X>, Spec>,
>(
  p: P,
  x: X,
) => NDArray<Node & AnyDType, number[]>;

/** polyadd(a1, a2) and polysub(a1, a2): the promoted dtype, the longer one's length. */
export type PolyBinaryFunction<Spec extends PolicySpec = 'jax'> = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>, Spec>,
>(
  a1: A,
  a2: B,
) => NDArray<Node & AnyDType, number[]>;

/** polymul(a1, a2, { trimLeadingZeros }): inexact (as JAX's), 1-d. */
export type PolymulFunction<Spec extends PolicySpec = 'jax'> = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = InexactUnder<Promote<DTypeOf<A>, DTypeOf<B>, Spec>, Spec>,
>(
  a1: A,
  a2: B,
  options?: { readonly trimLeadingZeros?: boolean },
) => NDArray<Node & AnyDType, [number]>;

/** polyder(p, m) or polyder(p, { m }): inexact (as JAX's). */
export type PolyderFunction<Spec extends PolicySpec = 'jax'> = <
  const P extends AnyNDArray,
  Node = InexactUnder<DTypeOf<P>, Spec>,
>(
  p: P,
  m?: number | { readonly m?: number },
) => NDArray<Node & AnyDType, number[]>;

/** polyint's constants of integration: a number, one per order, or an array. */
type PolyintConstants = number | readonly number[] | AnyNDArray;

/** polyint(p, m, k), or NumPy's keywords as an options object after the positional ones: inexact (as JAX's), 1-d. */
export interface PolyintFunction<Spec extends PolicySpec = 'jax'> {
  <const P extends AnyNDArray, Node = InexactUnder<DTypeOf<P>, Spec>>(
    p: P,
    m?: number | { readonly m?: number; readonly k?: PolyintConstants },
  ): NDArray<Node & AnyDType, [number]>;
  <const P extends AnyNDArray, Node = InexactUnder<DTypeOf<P>, Spec>>(
    p: P,
    m: number | undefined,
    k?: PolyintConstants | { readonly k?: PolyintConstants },
  ): NDArray<Node & AnyDType, [number]>;
}

/** polyval, polyadd, polysub, polymul, polyder and polyint under one policy (`withPolicy(spec)`). */
export interface PolynomialFunctions<Spec extends PolicySpec = 'jax'> {
  readonly polyval: PolyvalFunction<Spec>;
  readonly polyadd: PolyBinaryFunction<Spec>;
  readonly polysub: PolyBinaryFunction<Spec>;
  readonly polymul: PolymulFunction<Spec>;
  readonly polyder: PolyderFunction<Spec>;
  readonly polyint: PolyintFunction<Spec>;
}
