import type { AnyDType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { EmptyResultTypeText } from './messages.js';
import type { PolicySpec } from './policy.js';
import type { Promote } from './promote.js';
import type { Scalar, ScalarDType } from './scalar.js';

/** What `resultType` takes: dtype names, weak names, or JavaScript scalars. */
export type ResultTypeInput = AnyDType | Scalar;

/**
 * The dtype of several inputs together: `Promote` folded over the list (the join is associative,
 * so the order does not matter on a lattice). Inputs may be dtype names or scalar types.
 * @example ResultType<['int8', 'uint8', 'float16']> //=> 'float16'
 */
export type ResultType<Inputs extends readonly ResultTypeInput[], Policy extends PolicySpec = 'jax'> =
  Inputs extends readonly [infer First, ...infer Rest]
    ? FoldPromote<InputDType<First>, Rest, Policy>
    : DTypeError<EmptyResultTypeText>;

/** The dtype node of one input. */
export type InputDType<Input> = Input extends AnyDType ? Input : ScalarDType<Input>;

type FoldPromote<Accumulated, Rest, Policy extends PolicySpec> = Accumulated extends AnyDType
  ? Rest extends readonly [infer Next, ...infer More]
    ? FoldPromote<Promote<Accumulated, InputDType<Next> & AnyDType, Policy>, More, Policy>
    : Accumulated
  : Accumulated;
