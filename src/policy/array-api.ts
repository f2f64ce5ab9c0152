/**
 * The Array API standard's type promotion (spec/draft/API_specification/type_promotion.rst).
 * Between arrays it is a lattice join, written below as edges: defined within bool, within the
 * integers (uint64 meets no signed integer) and within the floating and complex types; promotion
 * between kinds is unspecified, hence undefined here. A Python scalar is converted to the array's
 * dtype if its kind fits: bool arrays take no weak scalars, integer arrays take ints (within range),
 * real floating arrays take ints and floats, and a complex scalar makes the complex dtype of the
 * same precision; complex arrays take any scalar. float16 and bfloat16 are not in the standard: they
 * meet only themselves (and int or float scalars). True division is specified for floating-point
 * inputs only.
 */
import { dtypeInfo, isWeakType, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import { deriveLattice, type SystemEdges } from '../lattice/lattice.js';
import type { BinaryOperation, Rule } from './result-rules.js';
import {
  ruleOutcome,
  floatOnlyBinary,
  floatOnlyUnary,
  isInexact,
  checkFits,
  isRefusal,
  materializeX64,
  noPromotion,
  operationUndefined,
  pythonJoin,
  type Operand,
  type Outcome,
  type PolicyRules,
} from './rules.js';

const policy = 'array-api';

/** The standard's promotion tables between arrays, as immediate-successor edges. */
export const arrayApiLattice = {
  bool: [],
  uint8: ['uint16', 'int16'],
  uint16: ['uint32', 'int32'],
  uint32: ['uint64', 'int64'],
  uint64: [],
  int8: ['int16'],
  int16: ['int32'],
  int32: ['int64'],
  int64: [],
  float32: ['float64', 'complex64'],
  float64: ['complex128'],
  complex64: ['complex128'],
  complex128: [],
  // Not in the standard (nor is any dtype missing here: it has no edges).
  bfloat16: [],
  float16: [],
  // Scalars are converted, never joined (see withScalar).
  int: [],
  float: [],
  complex: [],
} as const satisfies SystemEdges;

/** A complex Python scalar with a real floating array: the complex dtype of the array's precision. */
const complexOf: { readonly [Float in DType]?: DType } = { float32: 'complex64', float64: 'complex128' };

export function arrayApiRules(): PolicyRules {
  const lattice = deriveLattice(arrayApiLattice);

  const withScalar = (array: DType, scalar: Operand): DType | undefined => {
    switch (dtypeInfo[array].kind) {
      case 'bool':
        return undefined;
      case 'uint':
      case 'int':
        if (scalar.node !== 'int') return undefined;
        checkFits(scalar, array, policy);
        return array;
      case 'float':
        return scalar.node === 'complex' ? complexOf[array] : array;
      case 'complex':
        return array;
    }
  };

  const promote = (left: Operand, right: Operand): Outcome => {
    const leftWeak = isWeakType(left.node);
    const rightWeak = isWeakType(right.node);
    let result: AnyDType | undefined;
    if (leftWeak && rightWeak) result = pythonJoin(left.node as WeakType, right.node as WeakType);
    else if (rightWeak) result = withScalar(left.node as DType, right);
    else if (leftWeak) result = withScalar(right.node as DType, left);
    else result = lattice.join(left.node, right.node);
    return result ?? noPromotion(left.node, right.node, policy);
  };

  return {
    promote,
    operation(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule) {
      const floating = rule === 'inexactReal';
      if (operation !== 'divide' && !floating) return undefined;
      const promoted = promote(left, right);
      if (isRefusal(promoted)) return promoted;
      // atan2 and hypot are specified for real floating-point inputs only.
      if (floating) {
        return (
          floatOnlyBinary(operation, rule, promoted, policy, (weak) => materializeX64(weak, true), isInexact) ??
          ruleOutcome('inexactReal', operation, promoted)
        );
      }
      if (promoted === 'int') return 'float';
      const kind = isWeakType(promoted) ? 'float' : dtypeInfo[promoted as DType].kind;
      return kind === 'float' || kind === 'complex' ? promoted : operationUndefined(operation, promoted, policy);
    },
    // Functions such as sqrt and exp are specified for floating-point inputs only; floor, ceil and
    // trunc also take integers.
    unary: floatOnlyUnary(policy, (weak) => materializeX64(weak, true), isInexact, true),
    materialize: (weak) => materializeX64(weak, true),
  };
}
