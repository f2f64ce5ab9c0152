/**
 * JAX's `lax` module: no implicit promotion at all. `lax.add(x, y)` requires identical dtypes; a
 * Python scalar is first materialised as the default dtype of its kind (x64: int64, float64,
 * complex128; x64 off: int32, float32, complex64), so `int64 + 1` is int64 and `int32 + 1` is an
 * error with x64 on. Two Python scalars of one kind stay weak (lax keeps `weak_type`).
 * `lax.div` keeps its operands' dtype (integer division rounds toward zero). The arithmetic
 * primitives take no bool, the floating-point functions (sqrt, exp, floor …) only inexact dtypes.
 * Results keep JAX's weak types.
 */
import { isWeakType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import type { BinaryOperation, Rule } from './result-rules.js';
import {
  floatOnlyBinary,
  arithmeticOperations,
  checkFits,
  floatOnlyUnary,
  isInexact,
  isRefusal,
  materializeX64,
  noPromotion,
  pairUndefined,
  type Operand,
  type Outcome,
  ruleOutcome,
  type PolicyRules,
} from './rules.js';

const policy = 'lax';

export function laxRules(x64: boolean): PolicyRules {
  const materialized = (operand: Operand): AnyDType => {
    if (!isWeakType(operand.node)) return operand.node;
    const dtype = materializeX64(operand.node as WeakType, x64);
    checkFits(operand, dtype, policy);
    return dtype;
  };

  const promote = (left: Operand, right: Operand): Outcome => {
    if (left.node === right.node && isWeakType(left.node)) return left.node;
    const leftDType = materialized(left);
    return leftDType === materialized(right) ? leftDType : noPromotion(left.node, right.node, policy);
  };

  return {
    promote,
    operation(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule) {
      const floating = rule === 'inexactReal';
      if (!arithmeticOperations.has(operation) && !floating) return undefined;
      const promoted = promote(left, right);
      if (isRefusal(promoted)) return promoted;
      if (floating)
        return (
          floatOnlyBinary(operation, rule, promoted, policy, (weak) => materializeX64(weak, x64), isInexact) ??
          ruleOutcome('inexactReal', operation, promoted)
        );
      if (promoted === 'bool') return pairUndefined(operation, left, right, promoted, policy);
      // lax.div keeps its operands' dtype (integers divide rounding toward zero).
      return operation === 'divide' ? promoted : ruleOutcome(rule, operation, promoted);
    },
    unary: floatOnlyUnary(policy, (weak) => materializeX64(weak, x64), isInexact),
    materialize: (weak) => materializeX64(weak, x64),
    weakArrays: true,
  };
}
