import type { AnyNDArray } from './ndarray.js';
import type { ReductionArray } from './reductions.js';
import type { LinalgLuFunctions } from './linalg-lu.js';
import type { OrthogonalFunctions } from './linalg-qr.js';
import type { EigFunctions } from './linalg-eig.js';
import type { PolicySpec, X64Of } from './policy.js';

/** linalg.norm's `ord`: a number (vector norms; ±1 and ±Infinity matrix norms too), 'fro', 'nuc' or null (the default). */
export type NormOrder = number | 'fro' | 'nuc' | null;

/** linalg.norm's options after a positional `ord`: `axis` (one axis, or a pair for a matrix norm) and `keepdims`. */
export interface NormOptions {
  readonly axis?: number | readonly [number, number] | null;
  readonly keepdims?: boolean;
}

/** linalg.norm's options given alone (NumPy's keywords): `ord` too. */
export interface NormKeywords extends NormOptions {
  readonly ord?: NormOrder;
}

/** The norm's array: var's dtype rule (real, inexact) and the shape reduced over the options' axis. */
export type NormArray<X, Options> = ReductionArray<
  'var',
  X,
  Options extends { readonly axis: null } ? Omit<Options, 'axis'> : Options
>;

/** Positional axis and keepdims as the options they stand for. */
type PositionalNormOptions<Axis, Keep> = ([Axis] extends [number | readonly [number, number]]
  ? { readonly axis: Axis }
  : {}) &
  ([Keep] extends [boolean] ? { readonly keepdims: Keep } : {});

/**
 * linalg.norm in NumPy's spellings: `norm(x, { ord, axis, keepdims })`, `norm(x, ord, { axis,
 * keepdims })` and `norm(x, ord, axis, keepdims)`; var's dtype rule (real, inexact), the reduced shape.
 */
export interface NormFunction {
  <const X extends AnyNDArray, const Options extends NormKeywords = {}>(
    x: X,
    options?: Options,
  ): NormArray<NoInfer<X>, NoInfer<Options>>;
  <const X extends AnyNDArray, const Options extends NormOptions = {}>(
    x: X,
    ord: NormOrder | undefined,
    options?: Options,
  ): NormArray<NoInfer<X>, NoInfer<Options>>;
  <
    const X extends AnyNDArray,
    const Axis extends number | readonly [number, number] | null | undefined,
    const Keep extends boolean | undefined = undefined,
  >(
    x: X,
    ord: NormOrder | undefined,
    axis: Axis,
    keepdims?: Keep,
  ): NormArray<NoInfer<X>, PositionalNormOptions<NoInfer<Axis>, NoInfer<Keep>>>;
}

/** The `linalg` namespace. */
export type LinalgFunctions<Spec extends PolicySpec = 'jax'> = {
  readonly norm: NormFunction;
} & LinalgLuFunctions &
  OrthogonalFunctions<X64Of<Spec>> &
  EigFunctions;
