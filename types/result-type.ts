import type { AnyDType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { EmptyResultTypeText } from './messages.js';
import type { PolicySpec, TableKey } from './policy.js';
import type { NumpyResultType } from './policies/numpy-result-type.js';
import type { Promote } from './promote.js';
import type { InputDType, Scalar } from './scalar.js';

/** What `resultType` takes: dtype names, weak names, or JavaScript scalars. */
export type ResultTypeInput = AnyDType | Scalar;

/**
 * The dtype of several inputs together: `Promote` folded over the list (the join is associative,
 * so the order does not matter on a lattice). Inputs may be dtype names or scalar types. Under
 * 'numpy', NumPy's own n-ary rule, which is not a fold.
 * @example
 * ResultType<['int8', 'uint8', 'float16']>           //=> 'float16'
 * ResultType<['int8', 'uint8', 'float16'], 'torch'>  //=> 'float16'
 * ResultType<['int16', 'uint8', 'float16'], 'numpy'> //=> 'float32'
 */
export type ResultType<
  Inputs extends readonly ResultTypeInput[],
  Policy extends PolicySpec = 'jax',
> = Inputs extends readonly [infer First, ...infer Rest]
  ? TableKey<Policy> extends 'numpy'
    ? NumpyResultType<Inputs>
    : FoldPromote<InputDType<First>, Rest, Policy>
  : DTypeError<EmptyResultTypeText>;

type FoldPromote<Accumulated, Rest, Policy extends PolicySpec> = Accumulated extends AnyDType
  ? Rest extends readonly [infer Next, ...infer More]
    ? FoldPromote<Promote<Accumulated, InputDType<Next> & AnyDType, Policy>, More, Policy>
    : Accumulated
  : Accumulated;
