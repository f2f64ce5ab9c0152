import type { AnyNDArray } from './array.js';
import type { ReductionArray } from './reductions.js';

/** linalg.norm's options: `axis` (one axis, or a pair for a matrix norm) and `keepdims`. */
export interface NormOptions {
  readonly axis?: number | readonly [number, number] | null;
  readonly keepdims?: boolean;
}

/** linalg.norm(x, ord, { axis, keepdims }): var's dtype rule (real, inexact) and the reduced shape. */
export type NormFunction = <const X extends AnyNDArray, const Options extends NormOptions = {}>(
  x: X,
  ord?: number | 'fro' | 'nuc' | null,
  options?: Options,
) => ReductionArray<
  'var',
  NoInfer<X>,
  NoInfer<Options> extends { readonly axis: null } ? Omit<NoInfer<Options>, 'axis'> : NoInfer<Options>
>;

/** The `linalg` namespace. */
export type LinalgFunctions = {
  readonly norm: NormFunction;
};
