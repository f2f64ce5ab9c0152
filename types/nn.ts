// jax.nn's function types (src/ops/nn.ts): the row functions give jnp.exp's dtype (int and bool → the
// policy's inexact dtype; complex refused at run time), the float activations keep their float dtype
// and refuse other dtypes at compile time through their bound; every result keeps the input's shape.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { FloatDType, IntDType, WeakFloat, WeakInt } from './dtype.js';
import type { UnaryResult } from './operations.js';
import type { PolicySpec } from './policy.js';
import type { LogsumexpFunction } from './sorting.js';

/** softmax's and logSoftmax's options: the axis (default −1) and a bool `where` mask. */
export interface NnRowsOptions {
  readonly axis?: number;
  readonly where?: AnyNDArray;
}

/** softmax / logSoftmax under a policy: the input's shape, jnp.exp's dtype. */
export type NnRowsFunction<Policy extends PolicySpec = 'jax'> = <const X extends AnyNDArray>(
  x: X,
  options?: NnRowsOptions | number,
) => NDArray<UnaryResult<'exp', DTypeOf<X>, Policy>, ShapeOf<X>>;

/** An activation of float arrays (JAX's take floats only): the same dtype and shape. */
export type NnFloatFunction = <const X extends NDArray<FloatDType | WeakFloat, any>>(
  x: X,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** gelu's options: `approximate` (default true, the tanh form; false: the erf form). */
export interface GeluOptions {
  readonly approximate?: boolean;
}

/** gelu: as NnFloatFunction, with `approximate` (or the flag alone, as JAX's positional argument). */
export type GeluFunction = <const X extends NDArray<FloatDType | WeakFloat, any>>(
  x: X,
  options?: GeluOptions | boolean,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** relu of floats and integers: the same dtype and shape (bool and complex refused). */
export type ReluFunction = <const X extends NDArray<FloatDType | IntDType | WeakFloat | WeakInt, any>>(
  x: X,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** The `nn` namespace under a policy (createNn). */
export interface NnFunctions<Policy extends PolicySpec = 'jax'> {
  readonly softmax: NnRowsFunction<Policy>;
  readonly logSoftmax: NnRowsFunction<Policy>;
  readonly logsumexp: LogsumexpFunction;
  readonly sigmoid: NnFloatFunction;
  readonly silu: NnFloatFunction;
  readonly swish: NnFloatFunction;
  readonly relu: ReluFunction;
  readonly gelu: GeluFunction;
}
