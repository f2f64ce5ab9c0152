// jax.nn's function types (src/ops/nn.ts): the row functions give jnp.exp's dtype (int and bool → the
// policy's inexact dtype; complex refused at run time), the float activations keep their float dtype
// and refuse other dtypes at compile time through their bound; every result keeps the input's shape.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { DType, FloatDType, IntDType, WeakFloat, WeakInt } from './dtype.js';
import type { UnaryResult } from './operations.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { LogsumexpFunction } from './sorting.js';
import type { Checked } from './check-slot.js';
import type { AxisOutOfBoundsText } from './messages.js';
import type { AxisNames, BadAxis } from './reductions.js';
import type { Shape, ShapeText } from './shape.js';
import type { BroadcastsTo } from './views.js';

/** softmax's and logSoftmax's options: the axis (default −1) and a bool `where` mask. */
export interface NnRowsOptions {
  readonly axis?: number;
  readonly where?: AnyNDArray;
}

/**
 * softmax / logSoftmax under a policy: the input's shape, jnp.exp's dtype. A literal axis outside a
 * literal shape of at least one axis, and a `where` mask whose literal shape does not broadcast to
 * it, are compile errors in the runtime's words (NnRowsSlot).
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked at each call (see CheckSlot) */
export type NnRowsFunction<Policy extends PolicySpec = 'jax', Name extends string = 'nn.softmax'> = <
  const X extends AnyNDArray,
  const Options extends NnRowsOptions | number = {},
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = NnRowsSlot<Name, ShapeOf<X>, Options>,
  // @ts-ignore -- a default that is no check slot (a generic shape) falls back to `{}` at the call
  Slot extends {} = ComputedSlot,
>(
  x: X,
  options?: Checked<NoInfer<Slot>, Options>,
) => NDArray<UnaryResult<'exp', DTypeOf<X>, Policy>, ShapeOf<X>>;

/**
 * The row functions' check slot, in the runtime's order: `{}`, or the runtime's words for a `where`
 * mask of a literal shape that does not broadcast to a literal input shape, then for a literal axis
 * outside it (one axis at least: a 0-d input takes any axis). Shapes that are not literals are left
 * to the runtime (`null`: a type-parameter shape, no check).
 */
export type NnRowsSlot<Name extends string, Dims extends Shape, Options> = number extends Dims['length']
  ? {}
  : Dims extends readonly [] | readonly [unknown, ...unknown[]]
    ? NnMaskSlot<Name, Dims, Options> extends infer Text extends string
      ? Text
      : Dims extends readonly []
        ? {}
        : BadAxis<
              Options extends number ? Options : Options extends { readonly axis: infer Axis } ? Axis : undefined,
              AxisNames<Dims>
            > extends infer Bad extends number
          ? [Bad] extends [never]
            ? {}
            : AxisOutOfBoundsText<Name, `${Bad}`, `${Dims['length']}`>
          : {}
    : null;

/** A `where` mask of a literal shape that does not broadcast to the input's: checkMask's words. */
type NnMaskSlot<Name extends string, Dims extends Shape, Options> = Options extends {
  readonly where: NDArray<any, infer Mask extends readonly number[]>;
}
  ? number extends Mask['length']
    ? {}
    : BroadcastsTo<Mask, Dims> extends false
      ? `${Name}: where's shape ${ShapeText<Mask>} does not broadcast to the input's ${ShapeText<Dims>}.`
      : {}
  : {};

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

/** An activation of float arrays with JAX's one numeric parameter (leakyRelu's slope, elu's alpha …). */
export type NnFloatParameterFunction = <const X extends NDArray<FloatDType | WeakFloat, any>>(
  x: X,
  parameter?: number,
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** identity: the array itself. */
export type NnIdentityFunction = <const X extends AnyNDArray>(x: X) => X;

/** oneHot's options: the result dtype (the policy's default float) and the new axis (default −1). */
export interface OneHotOptions<D extends DType = DType> {
  readonly dtype?: D;
  readonly axis?: number;
}

/** oneHot of integer classes: a new axis of `numClasses`, last unless `axis` says otherwise. */
export type OneHotFunction<Policy extends PolicySpec = 'jax'> = <
  const X extends NDArray<IntDType | WeakInt, any>,
  const N extends number,
  const Options extends OneHotOptions = {},
>(
  x: X,
  numClasses: N,
  options?: Options,
) => NDArray<
  Options extends { readonly dtype: infer D extends DType } ? D : X64Of<Policy> extends false ? 'float32' : 'float64',
  Options extends { readonly axis: number } ? number[] : [...ShapeOf<X>, N]
>;

/** glu: the float input's dtype; the split axis halves. */
export type GluFunction = <const X extends NDArray<FloatDType | WeakFloat, any>>(
  x: X,
  axis?: number,
) => NDArray<DTypeOf<X>>;

/** standardize's options: the axis (default −1), a given mean and variance, epsilon (1e-5), a where mask. */
export interface StandardizeOptions {
  readonly axis?: number | readonly number[];
  readonly mean?: AnyNDArray;
  readonly variance?: AnyNDArray;
  readonly epsilon?: number;
  readonly where?: AnyNDArray;
}

/** standardize: jnp.exp's dtype (as mean's for floats), the input's shape. */
export type StandardizeFunction<Policy extends PolicySpec = 'jax'> = <const X extends AnyNDArray>(
  x: X,
  options?: StandardizeOptions,
) => NDArray<UnaryResult<'exp', DTypeOf<X>, Policy>, ShapeOf<X>>;

/** dotProductAttention's options: an additive bias, a bool mask, the scale (1/√H), a causal mask. */
export interface AttentionOptions {
  readonly bias?: AnyNDArray;
  readonly mask?: AnyNDArray;
  readonly scale?: number;
  readonly isCausal?: boolean;
}

/** dotProductAttention of [T, N, H] or [B, T, N, H] queries: the query's dtype and shape. */
export type AttentionFunction = <const Q extends NDArray<FloatDType | WeakFloat, any>>(
  query: Q,
  key: AnyNDArray,
  value: AnyNDArray,
  options?: AttentionOptions,
) => NDArray<DTypeOf<Q>, ShapeOf<Q>>;

/** The `nn` namespace under a policy (createNn). */
export interface NnFunctions<Policy extends PolicySpec = 'jax'> {
  readonly softmax: NnRowsFunction<Policy, 'nn.softmax'>;
  readonly logSoftmax: NnRowsFunction<Policy, 'nn.logSoftmax'>;
  readonly logsumexp: LogsumexpFunction;
  readonly sigmoid: NnFloatFunction;
  readonly silu: NnFloatFunction;
  readonly swish: NnFloatFunction;
  readonly relu: ReluFunction;
  readonly gelu: GeluFunction;
  readonly identity: NnIdentityFunction;
  readonly softplus: NnFloatFunction;
  readonly logSigmoid: NnFloatFunction;
  readonly relu6: NnFloatFunction;
  readonly leakyRelu: NnFloatParameterFunction;
  readonly elu: NnFloatParameterFunction;
  readonly celu: NnFloatParameterFunction;
  readonly selu: NnFloatFunction;
  readonly hardTanh: NnFloatFunction;
  readonly hardSigmoid: NnFloatFunction;
  readonly hardSilu: NnFloatFunction;
  readonly hardSwish: NnFloatFunction;
  readonly softSign: NnFloatFunction;
  readonly sparsePlus: NnFloatFunction;
  readonly sparseSigmoid: NnFloatFunction;
  readonly squareplus: NnFloatParameterFunction;
  readonly mish: NnFloatFunction;
  readonly log1mexp: NnFloatFunction;
  readonly oneHot: OneHotFunction<Policy>;
  readonly glu: GluFunction;
  readonly standardize: StandardizeFunction<Policy>;
  readonly logmeanexp: LogsumexpFunction;
  readonly dotProductAttention: AttentionFunction;
}
