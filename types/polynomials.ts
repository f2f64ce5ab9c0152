// The static types of src/ops/polynomials.ts. Promoted nodes are defaulted type parameters
// (computed only at a call), as convolve's.
import type { AnyNDArray, DTypeOf, NDArray } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { Promote } from './promote.js';
import type { InexactNode } from './signal.js';

/** polyval(p, x): the promoted dtype of p and x; the shape is broadcast(p.shape[1:], x.shape). */
export type PolyvalFunction = <
  const P extends AnyNDArray,
  const X extends AnyNDArray | number,
  Node = Promote<DTypeOf<P>, DTypeOf<X>>,
>(
  p: P,
  x: X,
) => NDArray<Node & AnyDType, number[]>;

/** polyadd(a1, a2) and polysub(a1, a2): the promoted dtype, the longer one's length. */
export type PolyBinaryFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = Promote<DTypeOf<A>, DTypeOf<B>>,
>(
  a1: A,
  a2: B,
) => NDArray<Node & AnyDType, number[]>;

/** polymul(a1, a2, { trimLeadingZeros }): inexact (as JAX's), 1-d. */
export type PolymulFunction = <
  const A extends AnyNDArray,
  const B extends AnyNDArray,
  Node = InexactNode<Promote<DTypeOf<A>, DTypeOf<B>>>,
>(
  a1: A,
  a2: B,
  options?: { readonly trimLeadingZeros?: boolean },
) => NDArray<Node & AnyDType, [number]>;

/** polyder(p, m): inexact (as JAX's). */
export type PolyderFunction = <const P extends AnyNDArray, Node = InexactNode<DTypeOf<P>>>(
  p: P,
  m?: number,
) => NDArray<Node & AnyDType, number[]>;

/** polyint(p, m, k): inexact (as JAX's), 1-d. */
export type PolyintFunction = <const P extends AnyNDArray, Node = InexactNode<DTypeOf<P>>>(
  p: P,
  m?: number,
  k?: number | readonly number[] | AnyNDArray,
) => NDArray<Node & AnyDType, [number]>;
