import type { AnyDType } from '../dtype.js';
import type { BinaryOperation, BinaryResult, UnaryOperation, UnaryResult } from '../operations.js';
import type { PolicyOf, PolicySpec, X64Of } from '../policy.js';
import type { Promote } from '../promote.js';
import type { ResultType, ResultTypeInput } from '../result-type.js';
import type { InputDType } from '../scalar.js';

/**
 * What `withPolicy(spec)` returns: the promotion functions bound to one policy, whose result types
 * follow that policy as the runtime does.
 * @example
 * const numpy = withPolicy('numpy');
 * numpy.promoteTypes('int64', 'uint64')                  //=> 'float64'
 * numpy.resultType('int8', 'uint8', 'float16')           //=> 'float16' (NumPy's n-ary rule, not a fold)
 * withPolicy('triton').binaryResultType('divide', 'float16', 'float16') //=> 'float32'
 */
export interface PolicyBound<Spec extends PolicySpec> {
  readonly policy: PolicyOf<Spec>;
  readonly x64: X64Of<Spec>;
  promoteTypes<Left extends AnyDType, Right extends AnyDType>(left: Left, right: Right): Promote<Left, Right, Spec>;
  resultType<const Inputs extends readonly [ResultTypeInput, ...ResultTypeInput[]]>(
    ...inputs: Inputs
  ): ResultType<Inputs, Spec>;
  binaryResultType<
    Operation extends BinaryOperation,
    const Left extends ResultTypeInput,
    const Right extends ResultTypeInput,
  >(operation: Operation, left: Left, right: Right): BinaryResult<Operation, InputDType<Left>, InputDType<Right>, Spec>;
  unaryResultType<Operation extends UnaryOperation, const Input extends ResultTypeInput>(
    operation: Operation,
    input: Input,
  ): UnaryResult<Operation, InputDType<Input>, Spec>;
}
