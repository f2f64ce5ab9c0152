/**
 * The static view of a policy, for the generated type-level tables and the docs: what a cell can
 * be when only the operands' dtypes (and scalar kinds) are known. Where a policy decides by a
 * scalar's value, the cell is every outcome over the policy's value samples; values the dtype
 * cannot hold are value errors (RangeError), not outcomes, and are left out.
 */
import { latticeNodes, isWeakType, type AnyDType } from '../lattice/dtypes.js';
import { binaryRules, unaryRules, type BinaryOperation, type UnaryOperation } from './result-rules.js';
import type { Policy } from './policy.js';
import { Refusal, ruleOutcome, type Operand, type Outcome } from './rules.js';

function samplesOf(policy: Policy, node: AnyDType): Operand[] {
  const values = isWeakType(node) ? policy.valueSamples?.[node] : undefined;
  return values ? values.map((value) => ({ node, value })) : [{ node }];
}

const sameOutcome = (left: Outcome, right: Outcome) =>
  left instanceof Refusal ? right instanceof Refusal && left.message === right.message : left === right;

/** Every outcome of a pair (or of an operation the policy has its own rule for), in table order. */
export function staticOutcomes(
  policy: Policy,
  left: AnyDType,
  right: AnyDType,
  operation?: BinaryOperation,
): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const leftOperand of samplesOf(policy, left)) {
    for (const rightOperand of samplesOf(policy, right)) {
      let outcome: Outcome | undefined;
      try {
        outcome = operation
          ? policy.operation?.(operation, leftOperand, rightOperand, binaryRules[operation])
          : policy.promoteOperands(leftOperand, rightOperand);
      } catch (error) {
        if (error instanceof RangeError) continue;
        throw error;
      }
      if (outcome === undefined)
        throw new Error(`policy '${policy.name}' has no own rule for ${operation}(${left}, ${right})`);
      if (!outcomes.some((known) => sameOutcome(known, outcome))) outcomes.push(outcome);
    }
  }
  const rank = (outcome: Outcome) => (outcome instanceof Refusal ? latticeNodes.length : latticeNodes.indexOf(outcome));
  return outcomes.sort((first, second) => rank(first) - rank(second));
}

/** The operations a policy has its own rule for (an own rule answers for every pair of nodes). */
export function ownOperations(policy: Policy): BinaryOperation[] {
  if (!policy.operation) return [];
  return (Object.keys(binaryRules) as BinaryOperation[]).filter(
    (operation) =>
      policy.operation!(operation, { node: 'bool' }, { node: 'bool' }, binaryRules[operation]) !== undefined,
  );
}

/** A result as the policy's arrays have it: weak results materialise unless it keeps weak arrays. */
export function materialized(policy: Policy, outcome: Outcome): Outcome {
  return outcome instanceof Refusal || policy.weakArrays || !isWeakType(outcome)
    ? outcome
    : policy.materialize(outcome);
}

/** The result of a unary operation on a node under a policy (its own rule, else SPEC §4's), as an outcome. */
export function staticUnaryOutcome(policy: Policy, operation: UnaryOperation, node: AnyDType): Outcome {
  const rule = unaryRules[operation];
  if (rule === 'logical') return 'bool';
  if (!policy.weakArrays && isWeakType(node)) {
    const dtype = policy.materialize(node);
    if (dtype instanceof Refusal) return dtype;
  }
  const own = policy.unary?.(operation, { node }, rule);
  if (own !== undefined) return materialized(policy, own);
  const defaultFloat = policy.materialize('float');
  if (defaultFloat instanceof Refusal) return defaultFloat;
  return materialized(policy, ruleOutcome(rule, operation, node, defaultFloat));
}
