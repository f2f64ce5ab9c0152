/**
 * PyTorch's promotion: `c10::promoteTypes` (c10/core/ScalarType.cpp) between tensors, and the
 * category rule of `at::native::result_type` (aten/src/ATen/native/TypeProperties.cpp) for Python
 * scalars ("wrapped numbers").
 *
 * Between tensors, PyTorch's 13×13 table is the join on a lattice (written below as edges and
 * derived like JAX's); it differs from JAX in having no weak types in the middle: an integer meets
 * a float as that float (int64 + float16 → float16). uint16, uint32 and uint64 are "barebones":
 * defined only with themselves and with floating types. PyTorch's complex32 is not a dtype here,
 * so the one cell that would give it (float16 with a Python complex) is undefined.
 */
import { dtypeInfo, isWeakType, type DType, type AnyDType, type WeakType } from '../lattice/dtypes.js';
import { deriveLattice, type SystemEdges } from '../lattice/lattice.js';
import type { BinaryOperation, Rule, UnaryOperation } from './result-rules.js';
import {
  isInteger,
  isRefusal,
  noPromotion,
  pythonJoin,
  type Operand,
  type Outcome,
  type PolicyRules,
} from './rules.js';

const policy = 'torch';

/** PyTorch's promoteTypes table between its 12 core dtypes, as immediate-successor edges. */
export const torchLattice = {
  bool: ['uint8', 'int8'],
  uint8: ['int16'],
  int8: ['int16'],
  int16: ['int32'],
  int32: ['int64'],
  int64: ['float16', 'bfloat16'],
  float16: ['float32'],
  bfloat16: ['float32'],
  float32: ['float64', 'complex64'],
  float64: ['complex128'],
  complex64: ['complex128'],
  complex128: [],
  // Barebones unsigned types: no edges (handled by their own rule).
  uint16: [],
  uint32: [],
  uint64: [],
  // Python scalars never enter the tensor table. A dtype PyTorch lacks has no edges: it meets only itself.
  int: [],
  float: [],
  complex: [],
} as const satisfies SystemEdges;

const barebones: ReadonlySet<AnyDType> = new Set(['uint16', 'uint32', 'uint64']);

/** PyTorch's default dtypes for a wrapped Python number (torch.get_default_dtype() is float32). */
const wrappedDefault = { int: 'int64', float: 'float32', complex: 'complex64' } as const satisfies Record<
  WeakType,
  DType
>;

/** isFloatingType: the real floating types, not complex. */
const isFloating = (dtype: DType) => dtypeInfo[dtype].kind === 'float';
const isComplex = (dtype: DType) => dtypeInfo[dtype].kind === 'complex';

/** toComplexType: bfloat16 maps to complex64 (same range as float32); float16 would be complex32. */
const complexOf: { readonly [Float in DType]?: DType } = {
  // float16 gives complex32 in PyTorch, which is not a dtype here: its table shows complex64.
  bfloat16: 'complex64',
  float16: 'complex64',
  float32: 'complex64',
  float64: 'complex128',
};

/** The 64-bit dtype of each Python scalar kind: what two scalars of one kind make. */
const scalarPair = { int: 'int64', float: 'float64', complex: 'complex128' } as const satisfies Record<WeakType, DType>;

/**
 * Two Python scalars: of one kind, the 64-bit dtype of that kind (`1.0 + 1.0` is float64); of two
 * kinds, the default dtype of the higher kind (`1 + 1.0` is float32), as the JAX design note's
 * table of torch.add shows.
 */
function scalarsTogether(left: WeakType, right: WeakType): DType {
  return left === right ? scalarPair[left] : wrappedDefault[pythonJoin(left, right)];
}

export function torchRules(): PolicyRules {
  const lattice = deriveLattice(torchLattice);

  /** c10::promoteTypes between two tensors. */
  const promoteTensors = (left: DType, right: DType): DType | undefined => {
    if (left === right) return left;
    if (barebones.has(left) || barebones.has(right)) {
      if (isFloating(left)) return left;
      if (isFloating(right)) return right;
      return undefined;
    }
    return lattice.join(left, right) as DType | undefined;
  };

  /**
   * combine_categories(tensor, wrapped): a scalar of a higher category than the tensor brings its
   * category's default dtype; one of the same or a lower category yields to the tensor.
   */
  const withScalar = (tensor: DType, scalar: WeakType): DType | undefined => {
    const wrapped = wrappedDefault[scalar];
    if (isComplex(tensor)) return tensor;
    if (isComplex(wrapped)) return isFloating(tensor) ? complexOf[tensor] : wrapped;
    if (isFloating(tensor)) return tensor;
    if (tensor === 'bool' || isFloating(wrapped)) return promoteTensors(tensor, wrapped);
    return tensor;
  };

  const promote = (left: Operand, right: Operand): Outcome => {
    const leftWeak = isWeakType(left.node);
    const rightWeak = isWeakType(right.node);
    let result: AnyDType | undefined;
    if (leftWeak && rightWeak) result = scalarsTogether(left.node as WeakType, right.node as WeakType);
    else if (rightWeak) result = withScalar(left.node as DType, right.node as WeakType);
    else if (leftWeak) result = withScalar(right.node as DType, left.node as WeakType);
    else result = promoteTensors(left.node as DType, right.node as DType);
    return result ?? noPromotion(left.node, right.node, policy);
  };

  return {
    promote,
    operation(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule) {
      if (operation !== 'divide') return undefined;
      // torch.true_divide: integral (and bool) inputs give the default float dtype, float32.
      const promoted = promote(left, right);
      if (isRefusal(promoted)) return promoted;
      return promoted === 'bool' || isInteger(promoted) ? 'float32' : promoted;
    },
    // torch.sqrt, torch.exp … of bool and integer tensors (and Python ints) give the default float dtype.
    unary(operation: UnaryOperation, operand: Operand, rule: Rule) {
      if (rule !== 'inexact') return undefined;
      const dtype = isWeakType(operand.node) ? wrappedDefault[operand.node as WeakType] : operand.node;
      return dtype === 'bool' || isInteger(dtype) ? 'float32' : undefined;
    },
    materialize: (weak) => wrappedDefault[weak],
    // Its dtypes are its table's: another meets only itself (src/policy/policy.ts), not the barebones rule's floats.
    knows: (dtype) => Object.hasOwn(torchLattice, dtype),
  };
}
