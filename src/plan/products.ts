// The products' planner: (policy, operand dtypes and weak flags, preferredElementType) → what a
// product returns and what it runs in; and linalg's result dtypes. The rules are registry data
// (productRules, linalgRows); plans are cached per policy, so a repeated call decides nothing.
import type { AnyNDArray } from '../../types/index.js';
import type { AnyDType } from '../../types/dtype.js';
import {
  computeDType,
  dtypeInfo,
  dtypeNames,
  integerRange,
  isNarrow,
  isWeakType,
  itemSize,
  type DType,
} from '../lattice/dtypes.js';
import { linalgRows, productRules } from '../registry/registry.js';
import type { Policy } from '../policy/policy.js';
import { productKernel, type ProductKernel } from '../kernels/products.js';
import { nodeOfArray } from '../array/ndarray.js';
import { materializeUnder, resultNode } from './planner.js';

/** The dtypes of a product: what it returns (and whether weakly typed), and what it accumulates in. */
export interface ProductPlan {
  readonly result: DType;
  readonly weak: boolean;
  /** What operands of different dtypes are converted to first: the result dtype (as JAX's dot_general). */
  readonly common: DType;
  /** The accumulation dtype: intermediate products are in it, and the result is rounded from it once. */
  readonly compute: DType;
  /** What operands are cast to: the compute dtype, or int16 for int32 products of operands of up to 16 bits. */
  readonly operand: DType;
  /**
   * Per operand: whether it is converted to `common` before it is widened (a mixed product where
   * `common` does not hold every value of the operand's dtype: 257 in bfloat16 is 256).
   */
  readonly roundFirst: readonly boolean[];
  /** The kernel of two operands of `operand`. */
  readonly kernel: ProductKernel;
}

/** The operand dtype and the kernel of one contraction of two arrays. */
export interface ContractionKernel {
  readonly operand: DType;
  readonly kernel: ProductKernel;
}

type Accumulation = Readonly<Record<string, Readonly<Record<number, DType>>>>;
const accumulation = productRules.accumulation as unknown as Accumulation;
const sixteenBits: ReadonlySet<string> = new Set(productRules.sixteenBitOperands);
const widened = productRules.widenedWhilePacking as unknown as Readonly<Record<string, readonly DType[]>>;

/** The dtype a product of `dtype` accumulates in (registry: productRules.accumulation). */
export function accumulationDType(dtype: DType): DType {
  const wide = isNarrow(dtype) ? computeDType(dtype) : dtype;
  const { kind, bits } = dtypeInfo[wide];
  const found = accumulation[kind]?.[bits];
  if (found === undefined) throw new Error(`no accumulation dtype for products of ${dtype}`);
  return found;
}

type Category = 'integral' | 'floating' | 'complex';
function categoryOf(dtype: DType): Category {
  const kind = dtypeInfo[dtype].kind;
  return kind === 'complex' ? 'complex' : kind === 'float' ? 'floating' : 'integral';
}

/**
 * Whether an operand of `dtype` must be converted to `common` before it is widened to the
 * accumulation dtype: unless `common` holds every value of `dtype` (an integer in a wider
 * integer), casting straight to the accumulation dtype would skip its rounding (uint64's maximum
 * in float16 is inf, and inf · 0 is NaN).
 */
function roundsIn(dtype: DType, common: DType): boolean {
  if (dtype === common) return false;
  const own = integerRange(dtype);
  const target = integerRange(common);
  return own === undefined || target === undefined || own.min < target.min || own.max > target.max;
}

function finish(dtypes: readonly DType[], result: DType, weak: boolean): ProductPlan {
  const compute = accumulationDType(result);
  // Intermediate products (more than two operands) and einsum's stand-in 1 are in the compute dtype.
  const narrow = dtypes.length === 2 && compute === 'int32' && dtypes.every((dtype) => sixteenBits.has(dtype));
  const mixed = dtypes.some((dtype) => dtype !== dtypes[0]);
  const operand: DType = narrow ? 'int16' : compute;
  return Object.freeze({
    result,
    weak,
    common: result,
    compute,
    operand,
    kernel: productKernel(operand),
    roundFirst: Object.freeze(dtypes.map((dtype) => mixed && roundsIn(dtype, result))),
  });
}

/**
 * The plan of a product of `operands` (weakly typed ones included): the result is their promotion
 * under the policy (as `multiply` folds it), or `preferred`, checked as JAX
 * checks it: (integral → integral or floating), (floating → floating), (complex → complex), and
 * no narrower than the promotion.
 */
function planProduct(
  name: string,
  policy: Policy,
  operands: readonly AnyNDArray[],
  preferred: DType | undefined,
): ProductPlan {
  const nodes = operands.map(nodeOfArray);
  const dtypes = operands.map((operand) => operand.dtype as DType);
  let node: AnyDType = nodes[0]!;
  node = resultNode(policy, 'multiply', [node, nodes.length === 1 ? node : nodes[1]!]);
  for (let index = 2; index < nodes.length; index += 1) node = resultNode(policy, 'multiply', [node, nodes[index]!]);
  const promoted = materializeUnder(policy, node);
  if (preferred === undefined) return finish(dtypes, promoted, isWeakType(node));
  const from = categoryOf(promoted);
  const to = categoryOf(preferred);
  const compatible = from === to || (from === 'integral' && to === 'floating');
  if (!compatible) {
    throw new TypeError(
      `${name}: preferredElementType '${preferred}' does not fit operands of dtype '${promoted}': the pairs allowed are (integer, integer), (integer, float), (float, float) and (complex, complex).`,
    );
  }
  if (from === to && itemSize(preferred) < itemSize(promoted)) {
    throw new TypeError(
      `${name}: preferredElementType '${preferred}' is narrower than the operands' dtype '${promoted}'.`,
    );
  }
  return finish(dtypes, preferred, false);
}

/** A product planner for one policy: plans are kept by the operands' (dtype, weak) and preferredElementType. */
export type ProductPlanner = (
  name: string,
  operands: readonly AnyNDArray[],
  preferred: DType | undefined,
) => ProductPlan;

const dtypeIndex: ReadonlyMap<string, number> = new Map(dtypeNames.map((name, index) => [name, index]));
/** An operand's slot: its dtype and whether it is weakly typed. */
const slotOf = (operand: AnyNDArray) => dtypeIndex.get(operand.dtype)! * 2 + (operand.weakType ? 1 : 0);
const slots = dtypeNames.length * 2;

export function productPlanner(policy: Policy): ProductPlanner {
  // Two operands without a preferred dtype (the common call) by a number; the rest by a string.
  const pairs = new Map<number, ProductPlan>();
  const others = new Map<string, ProductPlan>();
  return (name, operands, preferred) => {
    if (operands.length === 2 && preferred === undefined) {
      const key = slotOf(operands[0]!) * slots + slotOf(operands[1]!);
      let plan = pairs.get(key);
      if (plan === undefined) pairs.set(key, (plan = planProduct(name, policy, operands, undefined)));
      return plan;
    }
    const key = `${operands.map(slotOf).join(',')}>${preferred ?? ''}`;
    let plan = others.get(key);
    if (plan === undefined) others.set(key, (plan = planProduct(name, policy, operands, preferred)));
    return plan;
  };
}

/**
 * The operand dtype and kernel of a contraction of arrays of `left` and `right`: both as they are
 * where a kernel widens them exactly while packing (8-bit integers and bool into the int16 kernel,
 * bfloat16 and float16 into the float32 one), else the plan's operand dtype.
 */
export function contractionKernel(plan: ProductPlan, left: DType, right: DType): ContractionKernel {
  const own = left === right && widened[plan.operand]?.includes(left) === true ? left : plan.operand;
  return { operand: own, kernel: productKernel(own) };
}

/** What linalg.norm returns and how it reads integers. */
export interface NormPlan {
  /** Real and inexact (norm's registry rule). */
  readonly result: DType;
  /** The dtype the elements are read in: integers rounded to the result first (as JAX converts them), complex as complex128, else float64. */
  readonly read: DType;
  /** Integers go through the result dtype first (int32 16777217 counts as 16777216). */
  readonly roundFirst: boolean;
}

const normRule = linalgRows.find((row) => row.name === 'norm')!.rule;
const normPlans = new Map<DType, NormPlan>();

/** The plan of linalg.norm of an array of `dtype`. */
export function normPlan(dtype: DType): NormPlan {
  let plan = normPlans.get(dtype);
  if (plan !== undefined) return plan;
  const { kind, inexact } = dtypeInfo[dtype];
  // 'variance': the inexact dtype, then its real part's dtype.
  const result = normRule === 'variance' ? dtypeInfo[inexact].real : inexact;
  if (dtypeInfo[result].kind !== 'float') throw new TypeError(`linalg.norm: no real inexact dtype for ${dtype}.`);
  const integral = kind === 'bool' || kind === 'int' || kind === 'uint';
  plan = Object.freeze({
    result,
    read: kind === 'complex' ? 'complex128' : 'float64',
    roundFirst: integral && result !== 'float64',
  });
  normPlans.set(dtype, plan);
  return plan;
}
