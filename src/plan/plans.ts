// The plan caches of the operation functions: plans depend only on (policy, operation, operand
// nodes), so each operation function keeps a table of them indexed by the nodes' positions.
import type { AnyDType } from '../../types/dtype.js';
import { latticeNodes } from '../lattice/dtypes.js';
import { NDArray, nodeOfArray, storage } from '../array/ndarray.js';
import { operandNode, type Position } from '../array/operands.js';
import { nodeOfInput, planOperation, planReadsValues, type Plan } from './planner.js';
import type { Policy } from '../policy/policy.js';
import type { OperationName } from '../policy/result-rules.js';

export const nodeIndex: Readonly<Record<string, number>> = Object.fromEntries(
  latticeNodes.map((node, index) => [node, index]),
);
export const nodeCount = latticeNodes.length;

/**
 * The plan of `operation` for two operands, kept in a table by their nodes: arrays by their
 * node; scalars by their weak kind where the policy never reads a scalar's value (JAX's), so
 * `x + 2` is planned once; otherwise planned on each call, seeing the value. Errors name the
 * operands as `caller` and the positions given.
 */
export function binaryPlanner(
  policy: Policy,
  operation: OperationName,
  caller: string,
  leftPosition: Position,
  rightPosition: Position,
): (left: unknown, right: unknown) => Plan {
  const plans: (Plan | undefined)[] = new Array(nodeCount * nodeCount);
  const valueFree = policy.ignoresValues && !planReadsValues(operation);
  // The last pair of array nodes and its plan: a loop repeats its dtypes, and comparing node names
  // is cheaper than looking them up (by a key that varies, which V8 does slowly).
  let lastLeft: AnyDType | undefined;
  let lastRight: AnyDType | undefined;
  let lastPlan: Plan | undefined;
  return (left, right) => {
    if (
      left instanceof NDArray &&
      right instanceof NDArray &&
      left[storage].pointer !== 0 &&
      right[storage].pointer !== 0
    ) {
      const leftNode = nodeOfArray(left);
      const rightNode = nodeOfArray(right);
      if (leftNode === lastLeft && rightNode === lastRight) return lastPlan!;
      lastPlan = plans[nodeIndex[leftNode]! * nodeCount + nodeIndex[rightNode]!] ??= planOperation(policy, operation, [
        leftNode,
        rightNode,
      ]);
      lastLeft = leftNode;
      lastRight = rightNode;
      return lastPlan;
    }
    const leftOperand = operandNode(caller, leftPosition, left);
    const rightOperand = operandNode(caller, rightPosition, right);
    if (!valueFree) return planOperation(policy, operation, [leftOperand, rightOperand]);
    const leftNode = left instanceof NDArray ? (leftOperand as AnyDType) : nodeOfInput(leftOperand);
    const rightNode = right instanceof NDArray ? (rightOperand as AnyDType) : nodeOfInput(rightOperand);
    return (plans[nodeIndex[leftNode]! * nodeCount + nodeIndex[rightNode]!] ??= planOperation(policy, operation, [
      leftOperand,
      rightOperand,
    ]));
  };
}
