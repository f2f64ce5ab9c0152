/**
 * Triton's `computation_type_impl` and the operators built on it, as implemented in
 * python/triton/language/semantic.py (the code, not the docs):
 *
 * - A Python scalar gets a dtype from its value: ints → int32, uint32, int64 or uint64 (the first
 *   range that holds it), floats → float32 unless only float64 can hold the magnitude.
 * - A scalar of a lower or equal kind than the tensor (bool < integer < float) does not participate:
 *   the tensor's dtype wins. Otherwise the scalar's dtype takes part like a tensor's.
 * - float64 beats everything; then float32; then float16 (so float16 + bfloat16 is float16);
 *   bfloat16 with anything else (but float16) → float32.
 * - Integers follow C's usual arithmetic conversions: same signedness → the wider; mixed → the
 *   unsigned one if at least as wide, else the signed one. bool is Triton's int1, an unsigned int.
 * - `/`, `//` and `%` ("div_or_mod"): float16 and bfloat16 compute in float32, and integers of
 *   different signedness are refused. `/` of integers gives float32; `//` takes only integers.
 * - Triton has no complex dtypes. Scalars that do not fit the result dtype (or negative scalars
 *   with an unsigned result) are value errors.
 */
import { dtypeInfo, isWeakType, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import { mixedSignednessText, noScalarDTypeText, scalarOutOfRangeText, show } from '../errors/messages.js';
import type { BinaryOperation, Rule } from './result-rules.js';
import {
  floatOnlyBinary,
  floatOnlyUnary,
  checkFits,
  integerValue,
  isRefusal,
  noPromotion,
  operationUndefined,
  pythonJoin,
  pythonOperation,
  refusal,
  type Operand,
  type Outcome,
  type PolicyRules,
  type Refusal,
  type ScalarValue,
} from './rules.js';

const policy = 'triton';

type Kind = 0 | 1 | 2;
/** Triton's dtype.kind(): bool < integer < float. */
const kindRank = (dtype: DType): Kind => {
  const kind = dtypeInfo[dtype].kind;
  return kind === 'bool' ? 0 : kind === 'float' ? 2 : 1;
};
const isUnsigned = (dtype: DType) => dtypeInfo[dtype].kind === 'uint' || dtype === 'bool';
/** int1 is 1 bit wide. */
const integerWidth = (dtype: DType) => (dtype === 'bool' ? 1 : dtypeInfo[dtype].bits);

/** The dtype Triton gives a Python scalar (to_tensor_type); a scalar without a value stands for 0. */
export function tritonScalarType(operand: Operand): DType | Refusal {
  if (operand.node === 'complex')
    return refusal(noScalarDTypeText('complex', policy), `NoScalarDTypeText<'complex', '${policy}'>`);
  if (operand.node === 'int') {
    const value = integerValue(operand) ?? 0n;
    if (value >= -(2n ** 31n) && value < 2n ** 31n) return 'int32';
    if (value >= 2n ** 31n && value < 2n ** 32n) return 'uint32';
    if (value >= -(2n ** 63n) && value < 2n ** 63n) return 'int64';
    if (value >= 2n ** 63n && value < 2n ** 64n) return 'uint64';
    throw new RangeError(scalarOutOfRangeText(show(operand.value), 'uint64', policy));
  }
  const value = typeof operand.value === 'number' ? operand.value : 0;
  const magnitude = Math.abs(value);
  const float32Min = 2 ** -126;
  const float32Max = (2 - 2 ** -23) * 2 ** 127;
  const fitsFloat32 =
    magnitude === Infinity ||
    magnitude === 0 ||
    Number.isNaN(value) ||
    (magnitude >= float32Min && magnitude <= float32Max);
  return fitsFloat32 ? 'float32' : 'float64';
}

/** C's usual arithmetic conversions (integer_promote_impl). */
function integerPromote(left: DType, right: DType): DType {
  const leftUnsigned = isUnsigned(left);
  if (leftUnsigned === isUnsigned(right)) return integerWidth(left) > integerWidth(right) ? left : right;
  if (leftUnsigned) return integerWidth(left) >= integerWidth(right) ? left : right;
  return integerWidth(right) >= integerWidth(left) ? right : left;
}

/** Triton's floating types (fp8 aside: the narrow dtypes meet only themselves). */
const tritonFloats: readonly DType[] = ['float64', 'float32', 'float16', 'bfloat16'];

/** computation_type_impl: a dtype, or 'signedness' where `/`, `//`, `%` refuse mixed signedness. */
function computationType(
  left: DType,
  leftIsScalar: boolean,
  right: DType,
  rightIsScalar: boolean,
  divOrMod: boolean,
): DType | 'signedness' {
  if (leftIsScalar !== rightIsScalar) {
    const [scalar, tensor] = leftIsScalar ? [left, right] : [right, left];
    if (kindRank(scalar) <= kindRank(tensor)) {
      return divOrMod && (tensor === 'float16' || tensor === 'bfloat16') ? 'float32' : tensor;
    }
  }
  if (left === 'float64' || right === 'float64') return 'float64';
  if (left === 'float32' || right === 'float32') return 'float32';
  if (left === 'float16' || right === 'float16') return divOrMod ? 'float32' : 'float16';
  if (left === 'bfloat16' && right === 'bfloat16') return divOrMod ? 'float32' : 'bfloat16';
  if (left === 'bfloat16' || right === 'bfloat16') return 'float32';
  if (divOrMod && isUnsigned(left) !== isUnsigned(right)) return 'signedness';
  return integerPromote(left, right);
}

export function tritonRules(): PolicyRules {
  /** The computation type of two operands, with Triton's value checks on scalars. */
  const compute = (
    left: Operand,
    right: Operand,
    operation: BinaryOperation | undefined,
    divOrMod: boolean,
  ): Outcome => {
    const leftWeak = isWeakType(left.node);
    const rightWeak = isWeakType(right.node);
    if (leftWeak && rightWeak) return pythonJoin(left.node as WeakType, right.node as WeakType);
    const leftType = leftWeak ? tritonScalarType(left) : (left.node as DType);
    const rightType = rightWeak ? tritonScalarType(right) : (right.node as DType);
    if (
      isRefusal(leftType) ||
      isRefusal(rightType) ||
      dtypeInfo[leftType].kind === 'complex' ||
      dtypeInfo[rightType].kind === 'complex'
    ) {
      return noPromotion(left.node, right.node, policy);
    }
    const result = computationType(leftType, leftWeak, rightType, rightWeak, divOrMod);
    if (result === 'signedness') {
      const name = operation ?? 'divide';
      return refusal(
        mixedSignednessText(name, left.node, right.node, policy),
        `MixedSignednessText<'${name}', '${left.node}', '${right.node}', '${policy}'>`,
      );
    }
    for (const operand of [left, right]) checkFits(operand, result, policy);
    return result;
  };

  return {
    promote: (left, right) => compute(left, right, undefined, false),
    operation(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule) {
      if (rule === 'inexactReal') {
        // Triton's math functions take float32 and float64 only.
        const computed = compute(left, right, undefined, false);
        if (isRefusal(computed)) return computed;
        const accepts = (dtype: DType) => dtype === 'float32' || dtype === 'float64';
        return (
          floatOnlyBinary(operation, rule, computed, policy, (weak) => tritonScalarType({ node: weak }), accepts) ??
          computed
        );
      }
      if (operation !== 'divide' && operation !== 'floorDivide' && operation !== 'remainder') return undefined;
      // Two Python scalars: Python's own arithmetic.
      if (isWeakType(left.node) && isWeakType(right.node)) {
        return pythonOperation(operation, left.node as WeakType, right.node as WeakType);
      }
      const computed = compute(left, right, operation, true);
      if (isRefusal(computed)) return computed;
      const kind = dtypeInfo[computed as DType].kind;
      if (operation === 'divide') return kind === 'float' ? computed : 'float32';
      if (operation === 'floorDivide' && kind === 'float')
        return operationUndefined(operation, computed as AnyDType, policy);
      return computed;
    },
    // Triton's math functions (tl.sqrt, tl.exp, tl.floor …) take float32 and float64 only.
    unary: floatOnlyUnary(
      policy,
      (weak) => tritonScalarType({ node: weak }),
      (dtype) => dtype === 'float32' || dtype === 'float64',
    ),
    materialize: (weak) => tritonScalarType({ node: weak }),
    // Its floats are those computationType ranks; another float meets only itself (src/policy/policy.ts).
    knows: (dtype) => dtypeInfo[dtype].kind !== 'float' || tritonFloats.includes(dtype),
    valueSamples: {
      // One value per dtype a Python int or float can get: int32, uint32, int64, uint64; float32, float64.
      int: [0, 2 ** 31, -(2 ** 40), 2n ** 63n],
      // (A JavaScript number too large for float32 is integer-valued, hence a weak int: only tiny floats are float64.)
      float: [0.5, 1e-300],
    } satisfies { readonly [Weak in WeakType]?: readonly ScalarValue[] },
  };
}
