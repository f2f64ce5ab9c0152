/**
 * TensorFlow's `tf.add(x, y)` (and the operators): no promotion between tensors of different
 * dtypes. `x` becomes a tensor first (a Python int → int32, float → float32, complex → complex128);
 * then `y` is converted with x's dtype as a hint, which succeeds for a Python scalar of a kind the
 * dtype can hold, and must otherwise already be that dtype. So the rule is asymmetric:
 * `int64 + 1` is int64, `1 + int64` is an error. True division follows `_TRUEDIV_TABLE`
 * (tensorflow/python/ops/math_ops.py). The arithmetic kernels take no bool, the floating-point
 * functions (tf.sqrt, tf.exp, tf.floor …) only float and complex tensors.
 */
import { dtypeInfo, isWeakType, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import type { BinaryOperation, Rule } from './result-rules.js';
import {
  floatOnlyBinary,
  arithmeticOperations,
  checkFits,
  floatOnlyUnary,
  isInexact,
  isRefusal,
  noPromotion,
  operationUndefined,
  pairUndefined,
  type Operand,
  type Outcome,
  ruleOutcome,
  type PolicyRules,
} from './rules.js';

const policy = 'tensorflow';

/** What `tf.convert_to_tensor` makes of a Python scalar with no hint (SPEC §6: int → int32). */
const scalarTensor = { int: 'int32', float: 'float32', complex: 'complex128' } as const satisfies Record<
  WeakType,
  DType
>;

/** Which Python scalar kinds convert to a tensor of each kind (bool tensors take none). */
const acceptsScalar: { readonly [Kind in 'bool' | 'uint' | 'int' | 'float' | 'complex']: readonly WeakType[] } = {
  bool: [],
  uint: ['int'],
  int: ['int'],
  float: ['int', 'float'],
  complex: ['int', 'float', 'complex'],
};

/**
 * `_TRUEDIV_TABLE`: integers are cast to a float before dividing; the floating and complex types
 * divide in themselves (below); bool is not in the table.
 */
const integerDivision: { readonly [Name in DType]?: DType } = {
  uint8: 'float32',
  int8: 'float32',
  uint16: 'float32',
  int16: 'float32',
  uint32: 'float64',
  int32: 'float64',
  uint64: 'float64',
  int64: 'float64',
};

export function tensorflowRules(): PolicyRules {
  const promote = (left: Operand, right: Operand): Outcome => {
    let target: DType;
    if (isWeakType(left.node)) {
      target = scalarTensor[left.node as WeakType];
      checkFits(left, target, policy);
    } else {
      target = left.node as DType;
    }
    if (isWeakType(right.node)) {
      if (!acceptsScalar[dtypeInfo[target].kind].includes(right.node as WeakType)) {
        return noPromotion(left.node, right.node, policy);
      }
      // A Python int that the hinted integer dtype cannot hold does not convert (tf raises).
      checkFits(right, target, policy);
      return target;
    }
    return right.node === target ? target : noPromotion(left.node, right.node, policy);
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
          floatOnlyBinary(operation, rule, promoted, policy, (weak) => scalarTensor[weak], isInexact) ??
          ruleOutcome('inexactReal', operation, promoted)
        );
      // tf.add and the other arithmetic kernels are not registered for bool (nor is bool in
      // _TRUEDIV_TABLE): the pair is undefined, a TypePromotionError.
      if (promoted === 'bool') return pairUndefined(operation, left, right, promoted, policy);
      if (operation === 'divide')
        return isInexact(promoted as DType)
          ? promoted
          : (integerDivision[promoted as DType] ?? operationUndefined(operation, promoted as AnyDType, policy));
      return ruleOutcome(rule, operation, promoted);
    },
    unary: floatOnlyUnary(policy, (weak) => scalarTensor[weak], isInexact),
    materialize: (weak) => scalarTensor[weak],
  };
}
