import type { AnyDType } from '../../types/dtype.js';
import type { PolicySpec } from '../../types/policy.js';
import type { PolicyBound } from '../../types/policies/with-policy.js';
import type { Promote } from '../../types/promote.js';
import type { ResultType, ResultTypeInput } from '../../types/result-type.js';
import type { InputDType } from '../../types/scalar.js';
import type { BinaryResult, UnaryResult } from '../../types/operations.js';
import { TypePromotionError, namedError } from '../errors/errors.js';
import { emptyResultTypeText, show, unknownDTypeText } from '../errors/messages.js';
import { nodeOfInput, operandOf, resultNode } from './planner.js';
import { isOperation, operationInfo, type BinaryOperation, type UnaryOperation } from '../policy/result-rules.js';
import { settle } from '../policy/rules.js';
import { checkNode, resolvePolicy, type Policy } from '../policy/policy.js';
import { isDType, isWeakType, materialize as materializeNode, type DType } from '../lattice/dtypes.js';
import { defaultX64 } from '../registry/lattice-data.js';

/**
 * The dtype two dtypes promote to under a policy (default: JAX's lattice, x64 on).
 * Throws a `TypePromotionError` where the policy defines no promotion, a `TypeError` for a name
 * that is not a dtype.
 * @example promoteTypes('int8', 'uint8') //=> 'int16'
 */
export function promoteTypes<Left extends AnyDType, Right extends AnyDType, const Policy extends PolicySpec = 'jax'>(
  left: Left,
  right: Right,
  options?: Policy,
): Promote<Left, Right, Policy> {
  return asQuery('promoteTypes', () =>
    promoteWith(resolvePolicy(options, 'promoteTypes'), checkNode(left), checkNode(right)),
  ) as Promote<Left, Right, Policy>;
}

/** promote under an already-resolved policy, throwing where it is undefined. */
export function promoteWith(policy: Policy, left: AnyDType, right: AnyDType): AnyDType {
  return settle(policy.promoteOperands({ node: left }, { node: right }));
}

/**
 * The dtype of several inputs together (dtype names, weak names or JavaScript scalars): the
 * promotion folded over them.
 * @example resultType('int8', 2, 'float16') //=> 'float16'
 */
export function resultType<const Inputs extends readonly [ResultTypeInput, ...ResultTypeInput[]]>(
  ...inputs: Inputs
): ResultType<Inputs> {
  return asQuery('resultType', () => resultTypeWith(resolvePolicy(undefined), inputs)) as ResultType<Inputs>;
}

/**
 * The runtime core of n-ary promotion: inputs are dtype or weak names or JavaScript scalars.
 * A left fold of the policy's promotion, except where the policy has its own n-ary rule (NumPy).
 */
export function resultTypeWith(policy: Policy, inputs: readonly unknown[]): AnyDType {
  if (inputs.length === 0) throw new TypeError(emptyResultTypeText);
  const operands = inputs.map(operandOf);
  if (policy.resultType) return settle(policy.resultType(operands));
  let joined = operands[0]!;
  for (const next of operands.slice(1)) joined = { node: settle(policy.promoteOperands(joined, next)) };
  return joined.node;
}

/**
 * The result dtype of a binary operation (SPEC §4) on two inputs: dtype names, weak names or
 * JavaScript scalars, e.g. `binaryResultType('divide', 'int8', 'uint8')` is 'float32'. Under a
 * system without weak arrays the result is the dtype that system's operation gives
 * (`binaryResultType('add', 1, 2, 'numpy')` is 'int64').
 */
export function binaryResultType<
  Operation extends BinaryOperation,
  const Left extends ResultTypeInput,
  const Right extends ResultTypeInput,
  const Policy extends PolicySpec = 'jax',
>(
  operation: Operation,
  left: Left,
  right: Right,
  options?: Policy,
): BinaryResult<Operation, InputDType<Left>, InputDType<Right>, Policy> {
  return asQuery('binaryResultType', () =>
    binaryResultWith(resolvePolicy(options, 'binaryResultType'), operation, left, right),
  ) as never;
}

/**
 * The runtime core of every binary operation's dtype: the NDArray layer calls this with each
 * operand's node (an array's dtype, or its weak type for a weakly typed array) or scalar value.
 */
export function binaryResultWith(policy: Policy, operation: BinaryOperation, left: unknown, right: unknown): AnyDType {
  if (!isBinary(operation)) throw new TypeError(`Unknown binary operation ${show(operation)}.`);
  nodeOfInput(left, 'binaryResultType');
  nodeOfInput(right, 'binaryResultType');
  return resultNode(policy, operation, [left, right]);
}

/**
 * `promoteTypes`, `resultType` and `binaryResultType` bound to one policy, typed so the type level
 * follows it: `withPolicy('numpy').resultType('int8', 'uint8', 'float16')` is `'float16'` in the
 * editor and at run time. The policy is fixed when the object is made (no global setting).
 * @example withPolicy('torch').promoteTypes('int64', 'float16') //=> 'float16'
 */
export function policyFunctions<const Spec extends PolicySpec>(spec: Spec): PolicyBound<Spec> {
  const policy = resolvePolicy(spec, 'withPolicy');
  // Each bound function names itself, as the one of the root entry does.
  return Object.freeze({
    policy: policy.name,
    x64: policy.x64,
    promoteTypes: queryFunction('promoteTypes', (left: unknown, right: unknown) =>
      promoteWith(policy, checkNode(left), checkNode(right)),
    ),
    resultType: queryFunction('resultType', (...inputs: readonly unknown[]) => resultTypeWith(policy, inputs)),
    binaryResultType: queryFunction('binaryResultType', (operation: BinaryOperation, left: unknown, right: unknown) =>
      binaryResultWith(policy, operation, left, right),
    ),
    unaryResultType: queryFunction('unaryResultType', (operation: UnaryOperation, input: unknown) =>
      unaryResultWith(policy, operation, input),
    ),
  }) as unknown as PolicyBound<Spec>;
}

/**
 * The result dtype of a unary operation (SPEC §4) on a dtype, weak name or JavaScript scalar,
 * under a policy (default JAX's): `unaryResultType('abs', 'complex64')` is 'float32',
 * `unaryResultType('sqrt', 'int8', 'numpy')` is 'float16' (NumPy's loop).
 */
export function unaryResultType<
  Operation extends UnaryOperation,
  const Input extends ResultTypeInput,
  const Policy extends PolicySpec = 'jax',
>(operation: Operation, input: Input, options?: Policy): UnaryResult<Operation, InputDType<Input>, Policy> {
  return asQuery('unaryResultType', () =>
    unaryResultWith(resolvePolicy(options, 'unaryResultType'), operation, input),
  ) as never;
}

/** The runtime core of every unary operation's dtype. */
export function unaryResultWith(policy: Policy, operation: UnaryOperation, input: unknown): AnyDType {
  if (!isUnary(operation)) throw new TypeError(`Unknown unary operation ${show(operation)}.`);
  nodeOfInput(input, 'unaryResultType');
  return resultNode(policy, operation, [input]);
}

const isBinary = (operation: unknown): operation is BinaryOperation =>
  isOperation(operation) && operationInfo[operation].arity === 2;
const isUnary = (operation: unknown): operation is UnaryOperation =>
  isOperation(operation) && operationInfo[operation].arity === 1;

/**
 * The strong dtype a weak type materialises as.
 * @example materialize('float') //=> 'float32'
 * @example materialize('float', true) //=> 'float64'
 */
export function materialize(node: AnyDType, x64: boolean = defaultX64): DType {
  // The library's own calls go to dtypes.ts directly; this checks what a user passes, as a
  // name that is no dtype would otherwise come back unchanged.
  if (!isDType(node) && !isWeakType(node)) throw new TypeError(`materialize: ${unknownDTypeText(show(node))}`);
  if (typeof x64 !== 'boolean') throw new TypeError(`materialize: x64 must be true or false, got ${show(x64)}.`);
  return materializeNode(node, x64);
}

// A promotion query's bad input (a name that is no dtype, an unknown policy) names the query, as
// every public function's errors do. A refused promotion is the TypePromotionError an operation
// on those dtypes throws, in the same words (JAX's TypePromotionError names no function either).
function asQuery<Result>(where: string, body: () => Result): Result {
  try {
    return body();
  } catch (error) {
    throw error instanceof TypePromotionError ? error : namedError(error, where);
  }
}

function queryFunction<Args extends unknown[], Result>(where: string, run: (...args: Args) => Result) {
  return (...args: Args): Result => asQuery(where, () => run(...args));
}
