/**
 * NumPy 2's promotion (`np.result_type` with NEP 50's weak Python scalars), derived from rules and
 * checked cell for cell against NumPy itself (scripts/numpy_oracle.py → test/fixtures/numpy/).
 *
 * NumPy promotes DType *classes* through each class's `__common_dtype__` slot, and for several
 * inputs runs its own reduction (numpy/_core/src/multiarray/common_dtype.c), which is not a fold:
 * `result_type(int8, uint8, float16)` is float16, while folding left gives float32.
 * The weak types stand for Python's int, float and complex (NumPy's abstract PyLong/PyFloat/PyComplex
 * DTypes). NumPy has no bfloat16 (see `typeNumber`): every pair with it is undefined.
 */
import { dtypeInfo, isWeakType, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import { complexNotSupportedText } from '../errors/messages.js';
import type { BinaryOperation, Rule, UnaryOperation } from './result-rules.js';
import {
  computesInFloat,
  bitsOf,
  checkFits,
  isInteger,
  isRefusal,
  materializeX64,
  noPromotion,
  operationUndefined,
  refusal,
  ruleOutcome,
  type Operand,
  type Outcome,
  type PolicyRules,
} from './rules.js';

const policy = 'numpy';

/**
 * NumPy's type numbers on 64-bit Linux (int64 is `long`). The builtin common-dtype slot lets the
 * larger number decide, and float16 (`half`, added late) has the largest. Its keys are the dtypes
 * NumPy has: any other (bfloat16, a dtype added to the registry later) is unknown to it, and every
 * pair with one is undefined; the narrow dtypes meet only themselves (src/policy/policy.ts).
 */
const typeNumber = {
  bool: 0,
  int8: 1,
  uint8: 2,
  int16: 3,
  uint16: 4,
  int32: 5,
  uint32: 6,
  int64: 7,
  uint64: 8,
  float32: 11,
  float64: 12,
  complex64: 14,
  complex128: 15,
  float16: 23,
} as const satisfies { readonly [Name in DType]?: number };

type NumpyDType = keyof typeof typeNumber;
/** The nodes NumPy knows: its dtypes and the Python scalars. */
export type NumpyNode = NumpyDType | WeakType;

/** Whether NumPy has the dtype (or Python scalar) `node`. */
export const numpyKnows = (node: AnyDType): node is NumpyNode => isWeakType(node) || Object.hasOwn(typeNumber, node);

/** The smallest float that holds every value of an integer of n bits (NumPy's safe casts). */
const floatHolding = { 8: 'float16', 16: 'float32', 32: 'float64', 64: 'float64' } as const;
const complexOf = { float16: 'complex64', float32: 'complex64', float64: 'complex128' } as const;
const signedOfBits = { 16: 'int16', 32: 'int32', 64: 'int64' } as const;

const widerOf = (left: NumpyDType, right: NumpyDType): NumpyDType => (bitsOf(left) >= bitsOf(right) ? left : right);

/**
 * NumPy's table for two concrete dtypes (its `_npy_type_promotion_table`), as rules: bool yields;
 * one signedness → the wider; mixed signedness → the smallest signed type holding both, float64
 * past 64 bits; an integer meets a float or complex as the smallest float holding it; complex
 * keeps the precision of the wider real part.
 */
export function promoteConcrete(left: NumpyDType, right: NumpyDType): NumpyDType {
  if (left === right) return left;
  const leftKind = dtypeInfo[left].kind;
  const rightKind = dtypeInfo[right].kind;
  if (leftKind === 'bool') return right;
  if (rightKind === 'bool') return left;
  if (isInteger(left) && isInteger(right)) {
    if (leftKind === rightKind) return widerOf(left, right);
    const [unsigned, signed] = leftKind === 'uint' ? [left, right] : [right, left];
    if (bitsOf(signed) > bitsOf(unsigned)) return signed;
    return bitsOf(unsigned) < 64 ? signedOfBits[(bitsOf(unsigned) * 2) as 16 | 32 | 64] : 'float64';
  }
  const inexact = (dtype: NumpyDType): NumpyDType =>
    isInteger(dtype) ? floatHolding[bitsOf(dtype) as 8 | 16 | 32 | 64] : dtype;
  const [leftInexact, rightInexact] = [inexact(left), inexact(right)];
  const isComplex = (dtype: NumpyDType) => dtypeInfo[dtype].kind === 'complex';
  if (isComplex(leftInexact) || isComplex(rightInexact)) {
    const complex = (dtype: NumpyDType): NumpyDType =>
      isComplex(dtype) ? dtype : complexOf[dtype as keyof typeof complexOf];
    return widerOf(complex(leftInexact), complex(rightInexact));
  }
  return widerOf(leftInexact, rightInexact);
}

/**
 * The `__common_dtype__` slot of `owner` asked about `other`: a node, or undefined for NumPy's
 * NotImplemented ("ask the other one"). Python's int meets bool as the default integer; Python's
 * float meets integers as float64; Python's complex meets integers as complex128 and float16/32 as
 * complex64 (NEP 50).
 */
export function commonDTypeSlot(owner: NumpyNode, other: NumpyNode): NumpyNode | undefined {
  const otherKind = dtypeInfo[other as NumpyDType]?.kind;
  if (isWeakType(owner)) {
    const otherIsIntegral = !isWeakType(other) && (otherKind === 'bool' || isInteger(other));
    switch (owner) {
      case 'int':
        return other === 'bool' ? 'int64' : undefined;
      case 'float':
        return otherIsIntegral ? 'float64' : other === 'int' ? 'float' : undefined;
      case 'complex':
        return otherIsIntegral ? 'complex128' : other === 'int' || other === 'float' ? 'complex' : undefined;
    }
  }
  const ownerDType = owner as NumpyDType;
  const ownerKind = dtypeInfo[ownerDType].kind;
  if (isWeakType(other)) {
    if (other === 'complex') {
      if (ownerKind === 'complex') return ownerDType;
      return ownerKind === 'float' ? complexOf[ownerDType as keyof typeof complexOf] : undefined;
    }
    if (other === 'float') return ownerKind === 'float' || ownerKind === 'complex' ? ownerDType : undefined;
    return ownerKind === 'bool' ? undefined : ownerDType;
  }
  const otherDType = other as NumpyDType;
  if (typeNumber[otherDType] > typeNumber[ownerDType]) return undefined;
  return promoteConcrete(ownerDType, otherDType);
}

/**
 * Who "knows" more, lowest first: the DType NumPy's tournament in `promoteSequence` keeps of any two
 * (the one whose slot answers for the other). A total order on these 17 nodes, so the tournament
 * ends on the highest input; the type level uses this to follow the n-ary rule without replaying
 * the tournament (test/policies-numpy.test.ts checks it against `commonDTypeSlot`).
 */
export const knowledgeOrder: readonly NumpyNode[] = [
  'bool',
  'int',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float',
  'complex',
  'float32',
  'float64',
  'complex64',
  'complex128',
  'float16',
];

/** NumPy's common DType of two: the first slot that answers, in either order. */
export function commonDType(left: NumpyNode, right: NumpyNode): NumpyNode | undefined {
  if (left === right) return left;
  return commonDTypeSlot(left, right) ?? commonDTypeSlot(right, left);
}

/**
 * NumPy's reduction of several DTypes (`PyArray_PromoteDTypeSequence`): a pairwise tournament moves
 * the most "knowledgeable" DType (the one whose slot answers for the others) to the front, clearing
 * inputs that cannot change the result; then that main DType promotes each remaining input and the
 * results are combined with the common DType. Returns undefined where NumPy raises.
 */
export function promoteSequence(inputs: readonly NumpyNode[]): NumpyNode | undefined {
  if (inputs.length === 1) return inputs[0];
  // Cleared inputs become null; NotImplemented is `undefined` from a slot.
  const nodes: (NumpyNode | null)[] = [...inputs];
  const notImplemented = Symbol('NotImplemented');

  // reduce_dtypes_to_most_knowledgeable: pair the first half with the second, mirrored.
  const reduce = (length: number): NumpyNode | typeof notImplemented => {
    const half = Math.floor(length / 2);
    let answer: NumpyNode | typeof notImplemented = notImplemented;
    for (let low = 0; low < half; low += 1) {
      const high = length - 1 - low;
      const [lowNode, highNode] = [nodes[low]!, nodes[high]!];
      answer = lowNode === highNode ? lowNode : (commonDTypeSlot(lowNode, highNode) ?? notImplemented);
      if (answer === notImplemented) [nodes[low], nodes[high]] = [highNode, lowNode];
      else if (answer === lowNode) nodes[high] = null; // cannot change the result
    }
    return length === 2 ? answer : reduce(length - half);
  };

  const first = reduce(nodes.length);
  const main = nodes[0]!;
  // A known first answer already covers nodes[0] and nodes[1].
  let result = first === notImplemented ? undefined : first;
  for (let index = result === undefined ? 1 : 2; index < nodes.length; index += 1) {
    const next = nodes[index];
    if (next === null || next === undefined) continue;
    const promoted = commonDTypeSlot(main, next);
    if (promoted === undefined) return undefined;
    result = result === undefined ? promoted : commonDType(result, promoted);
    if (result === undefined) return undefined;
  }
  return result;
}

/** The dtype true division gives: integers and bool → float64 (Python int → Python float), others unchanged. */
function trueDivision(node: AnyDType): AnyDType {
  if (node === 'int') return 'float';
  return dtypeInfo[node as DType]?.kind === 'bool' || isInteger(node) ? 'float64' : node;
}

/**
 * The float loop NumPy picks for a bool or integer input of a unary function (np.sqrt(int8) is
 * float16): the smallest float that holds every value of the input exactly.
 */
function unaryFloatLoop(dtype: DType): DType {
  const bits = dtypeInfo[dtype].bits;
  return bits <= 8 ? 'float16' : bits === 16 ? 'float32' : 'float64';
}

/** floor_divide, remainder and power have no bool loop: bool computes as int8. */
const boolAsInt8 = (node: AnyDType): AnyDType => (node === 'bool' ? 'int8' : node);

export function numpyRules(): PolicyRules {
  const promote = (left: Operand, right: Operand): Outcome => {
    if (!numpyKnows(left.node) || !numpyKnows(right.node)) return noPromotion(left.node, right.node, policy);
    const common = commonDType(left.node as NumpyNode, right.node as NumpyNode);
    if (common === undefined) return noPromotion(left.node, right.node, policy);
    // NEP 50: a Python int must fit the integer dtype it takes (uint8 + 300 raises OverflowError).
    if (!isWeakType(common)) {
      checkFits(left, common, policy);
      checkFits(right, common, policy);
    }
    return common;
  };

  /** NumPy's ufuncs with float loops only whose JAX counterparts also take complex (np.logaddexp has no complex loop). */
  const floatLoopsOnly: ReadonlySet<string> = new Set(['logaddexp', 'logaddexp2']);

  return {
    promote,
    operation(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule) {
      const floatLoop = rule === 'inexactReal' || floatLoopsOnly.has(operation);
      if (
        operation !== 'divide' &&
        operation !== 'floorDivide' &&
        operation !== 'remainder' &&
        operation !== 'power' &&
        !floatLoop
      ) {
        return undefined;
      }
      const promoted = promote(left, right);
      if (isRefusal(promoted)) return promoted;
      // hypot, arctan2: the first float loop every operand casts to safely (uint8 and int8 both
      // fit float16), as for unary functions; a Python scalar counts as the dtype it takes (NEP 50).
      if (floatLoop) {
        if (promoted === 'complex' || dtypeInfo[promoted as DType]?.kind === 'complex')
          return ruleOutcome('inexactReal', operation, promoted);
        if (isWeakType(promoted)) return 'float';
        const dtypeOf = (operand: Operand, other: Operand) =>
          isWeakType(operand.node) ? (promote(other, operand) as DType) : (operand.node as DType);
        const loops = [dtypeOf(left, right), dtypeOf(right, left)].map((dtype) =>
          dtypeInfo[dtype].kind === 'float' ? dtype : unaryFloatLoop(dtype),
        );
        return loops.reduce((first, second) => commonDType(first as NumpyNode, second as NumpyNode) as DType);
      }
      if (operation === 'divide') return trueDivision(promoted);
      if (operation === 'power') return boolAsInt8(promoted);
      if (promoted === 'complex' || dtypeInfo[promoted as DType]?.kind === 'complex') {
        return refusal(
          complexNotSupportedText(operation, promoted),
          `ComplexNotSupportedText<'${operation}', '${promoted}'>`,
        );
      }
      return boolAsInt8(promoted);
    },
    unary(operation: UnaryOperation, operand: Operand, rule: Rule) {
      const { node } = operand;
      if (!numpyKnows(node)) return operationUndefined(operation, node, policy);
      if (rule === 'numeric') return boolAsInt8(node);
      // np.conjugate has no bool loop (bool computes as int8); np.positive refuses bool.
      if (operation === 'conjugate') return boolAsInt8(node);
      if (operation === 'positive' && node === 'bool') return operationUndefined(operation, node, policy);
      // NumPy's reciprocal of an integer is an integer (1 // x, platform-dependent at 0): not computed here.
      if (operation === 'reciprocal' && (node === 'int' || node === 'bool' || isInteger(node)))
        return operationUndefined(operation, node, policy);
      if (!computesInFloat(rule) || rule === 'rounding' || isWeakType(node)) return undefined;
      if (dtypeInfo[node as DType].kind !== 'bool' && !isInteger(node)) return undefined;
      return unaryFloatLoop(node as DType);
    },
    resultType(operands: readonly Operand[]) {
      // A dtype unknown to NumPy (bfloat16): report it the way the pairwise fold meets it.
      if (operands.some((operand) => !numpyKnows(operand.node))) {
        return operands
          .slice(1)
          .reduce<Outcome>(
            (joined, next) => (isRefusal(joined) ? joined : promote({ node: joined }, next)),
            operands[0]!.node,
          );
      }
      const result = promoteSequence(operands.map((operand) => operand.node as NumpyNode));
      if (result === undefined) return noPromotion(operands[0]!.node, operands[1]!.node, policy);
      if (!isWeakType(result)) for (const operand of operands) checkFits(operand, result, policy);
      return result;
    },
    materialize: (weak) => materializeX64(weak, true),
  };
}
