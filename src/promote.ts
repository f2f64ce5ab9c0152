import type { AnyDType } from '../types/dtype.js';
import type { PolicySpec } from '../types/policy.js';
import type { PolicyBound } from '../types/policies/with-policy.js';
import type { Promote } from '../types/promote.js';
import type { InputDType, ResultType, ResultTypeInput } from '../types/result-type.js';
import type { BinaryResult, UnaryResult } from '../types/ops.js';
import type { NodeName } from './dtypes.js';
import { emptyResultTypeText, show } from './messages.js';
import { applyRule, binaryRules, unaryRules, type BinaryOperation, type UnaryOperation } from './operations.js';
import { settle, type Operand, type ScalarValue } from './policies/rules.js';
import { checkNode, resolvePolicy, type Policy } from './policy.js';

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
  return promoteWith(resolvePolicy(options), checkNode(left), checkNode(right)) as Promote<Left, Right, Policy>;
}

/** promote under an already-resolved policy, throwing where it is undefined. */
export function promoteWith(policy: Policy, left: NodeName, right: NodeName): NodeName {
  return settle(policy.promoteOperands({ node: left }, { node: right }));
}

/**
 * One input as the policies see it (SPEC §3): a dtype or weak name as itself; a JavaScript scalar
 * as its weak kind with its value (booleans are strong bool).
 */
export function operandOf(input: unknown, where = 'resultType'): Operand {
  const node = nodeOfInput(input, where);
  return typeof input === 'string' || typeof input === 'boolean' ? { node } : { node, value: input as ScalarValue };
}

/**
 * The dtype node of one input: a dtype or weak name as itself, a JavaScript scalar by its kind
 * (SPEC §3): integer-valued number or bigint → 'int', other numbers → 'float', boolean → 'bool',
 * `{ re, im }` → 'complex'.
 */
export function nodeOfInput(input: unknown, where = 'resultType'): NodeName {
  switch (typeof input) {
    case 'string':
      return checkNode(input);
    case 'number':
      return Number.isInteger(input) ? 'int' : 'float';
    case 'bigint':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'object':
      if (input !== null && typeof (input as { re?: unknown }).re === 'number' && typeof (input as { im?: unknown }).im === 'number') {
        return 'complex';
      }
  }
  throw new TypeError(
    `${where} takes dtype names, numbers, bigints, booleans and { re, im } complex scalars; got ${show(input)}.`,
  );
}

/**
 * The dtype of several inputs together (dtype names, weak names or JavaScript scalars): the
 * promotion folded over them.
 * @example resultType('int8', 2, 'float16') //=> 'float16'
 */
export function resultType<const Inputs extends readonly [ResultTypeInput, ...ResultTypeInput[]]>(
  ...inputs: Inputs
): ResultType<Inputs> {
  return resultTypeWith(resolvePolicy(undefined), inputs) as ResultType<Inputs>;
}

/**
 * The runtime core of n-ary promotion: inputs are dtype or weak names or JavaScript scalars.
 * A left fold of the policy's promotion, except where the policy has its own n-ary rule (NumPy).
 */
export function resultTypeWith(policy: Policy, inputs: readonly unknown[]): NodeName {
  if (inputs.length === 0) throw new TypeError(emptyResultTypeText);
  const operands = inputs.map((input) => operandOf(input));
  if (policy.resultType) return settle(policy.resultType(operands));
  let joined = operands[0]!;
  for (const next of operands.slice(1)) joined = { node: settle(policy.promoteOperands(joined, next)) };
  return joined.node;
}

/**
 * The result dtype of a binary operation (SPEC §4) on two inputs: dtype names, weak names or
 * JavaScript scalars, e.g. `binaryResultType('divide', 'int8', 'uint8')` is 'float32'.
 */
export function binaryResultType<
  Operation extends BinaryOperation,
  const Left extends ResultTypeInput,
  const Right extends ResultTypeInput,
  const Policy extends PolicySpec = 'jax',
>(operation: Operation, left: Left, right: Right, options?: Policy): BinaryResult<Operation, InputDType<Left>, InputDType<Right>, Policy> {
  return binaryResultWith(resolvePolicy(options), operation, left, right) as never;
}

/**
 * The runtime core of every binary operation's dtype: the NDArray layer calls this with each
 * operand's node (an array's dtype, or its weak type for a weakly typed array) or scalar value.
 */
export function binaryResultWith(policy: Policy, operation: BinaryOperation, left: unknown, right: unknown): NodeName {
  const rule = binaryRules[operation];
  if (rule === undefined) throw new TypeError(`Unknown binary operation ${show(operation)}.`);
  const leftOperand = operandOf(left, 'binaryResultType');
  const rightOperand = operandOf(right, 'binaryResultType');
  if (rule === 'logical') return 'bool';
  const own = policy.operation?.(operation, leftOperand, rightOperand);
  if (own !== undefined) return settle(own);
  return applyRule(rule, operation, settle(policy.promoteOperands(leftOperand, rightOperand)));
}

/**
 * `promoteTypes`, `resultType` and `binaryResultType` bound to one policy, typed so the type level
 * follows it: `withPolicy('numpy').resultType('int8', 'uint8', 'float16')` is `'float16'` in the
 * editor and at run time. The policy is fixed when the object is made (no global setting).
 * @example withPolicy('torch').promoteTypes('int64', 'float16') //=> 'float16'
 */
export function policyFunctions<const Spec extends PolicySpec>(spec: Spec): PolicyBound<Spec> {
  const policy = resolvePolicy(spec);
  return Object.freeze({
    policy: policy.name,
    x64: policy.x64,
    promoteTypes: (left: unknown, right: unknown) => promoteWith(policy, checkNode(left), checkNode(right)),
    resultType: (...inputs: readonly unknown[]) => resultTypeWith(policy, inputs),
    binaryResultType: (operation: BinaryOperation, left: unknown, right: unknown) => binaryResultWith(policy, operation, left, right),
  }) as unknown as PolicyBound<Spec>;
}

/** The result dtype of a unary operation on a dtype (SPEC §4), e.g. `unaryResultType('abs', 'complex64')` is 'float32'. */
export function unaryResultType<Operation extends UnaryOperation, Input extends AnyDType>(
  operation: Operation,
  input: Input,
): UnaryResult<Operation, Input> {
  const rule = unaryRules[operation];
  if (rule === undefined) throw new TypeError(`Unknown unary operation ${show(operation)}.`);
  return applyRule(rule, operation, checkNode(input)) as UnaryResult<Operation, Input>;
}
