// linalg's general eigenproblem (eig, eigvals) and roots at the type level. Results are complex, as
// JAX's: complex64 from float32, bool and the integers of up to 32 bits, complex128 from float64 and
// the 64-bit integers, complex input kept; float16, bfloat16 and the other narrow floats a compile
// error in the runtime's words (LinalgDTypeSlot). Literal shapes where the operand's shape is a
// literal tuple, and the runtime's words for a literal non-square matrix.
import type { Checked } from './check-slot.js';
import type { AnyDType } from './dtype.js';
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { FirstSlot, LinalgDTypeSlot } from './linalg-lu.js';
import type { EighResult, OrthogonalNode, Parts, SquareSlot, VectorShape } from './linalg-qr.js';

/** The complex dtype of an eig result. */
export type EigNode<D> =
  OrthogonalNode<D> extends infer R
    ? R extends 'float32'
      ? 'complex64'
      : R extends 'float64'
        ? 'complex128'
        : R extends 'float'
          ? 'complex'
          : R
    : never;

/** The general eigenproblem's members of `linalg` (eig's result has eigh's form, complex). */
export interface EigFunctions {
  readonly eig: <
    const X extends AnyNDArray,
    // unbounded (see CheckSlot): only a call computes it
    Slot = FirstSlot<SquareSlot<'linalg.eig', ShapeOf<X>>, LinalgDTypeSlot<'linalg.eig', DTypeOf<X>>>,
    Node = EigNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    a: Checked<NoInfer<Slot>, X>,
  ) => EighResult<Node, Node, P>;
  readonly eigvals: <
    const X extends AnyNDArray,
    // unbounded (see CheckSlot): only a call computes it
    Slot = FirstSlot<SquareSlot<'linalg.eigvals', ShapeOf<X>>, LinalgDTypeSlot<'linalg.eigvals', DTypeOf<X>>>,
    Node = EigNode<DTypeOf<X>>,
    P = Parts<ShapeOf<X>>,
  >(
    a: Checked<NoInfer<Slot>, X>,
  ) => NDArray<Node & AnyDType, VectorShape<P, 2>>;
}

/** roots: the complex roots of a polynomial (a 1-D array of coefficients, highest power first). */
export type RootsFunction = <
  const X extends AnyNDArray,
  Slot = LinalgDTypeSlot<'roots', DTypeOf<X>>,
  Node = EigNode<DTypeOf<X>>,
>(
  p: Checked<NoInfer<Slot>, X>,
  options?: { readonly strip_zeros?: boolean },
) => NDArray<Node & AnyDType, [number]>;
