import type { ComplexScalar } from '../../types/scalar.js';
import {
  dtypeInfo,
  integerRange,
  isWeakType,
  kindOf,
  type DType,
  type AnyDType,
  type WeakType,
} from '../lattice/dtypes.js';
import { TypePromotionError } from '../errors/errors.js';
import {
  complexNotSupportedText,
  noPromotionText,
  policyOperationText,
  scalarOutOfRangeText,
  show,
} from '../errors/messages.js';
import { numbersOnlyOperations } from '../registry/registry.js';
import { applyRule, type BinaryOperation, type Rule, type UnaryOperation } from './result-rules.js';

/** The value of a JavaScript scalar: an integer-valued number or bigint (weak int), a number (weak float), `{ re, im }`. */
export type ScalarValue = number | bigint | ComplexScalar;

/**
 * One input of a promotion as a policy sees it: a strong dtype (an array's), or a weak type with the
 * scalar's value where it is known. Only policies whose result depends on the value read it.
 */
export interface Operand {
  readonly node: AnyDType;
  readonly value?: ScalarValue;
}

/**
 * A policy's "no": the error's words (also as the type-level expression the generated tables use,
 * so both levels say the same thing) and how to raise it at run time.
 */
export class Refusal {
  constructor(
    readonly message: string,
    /** The same message as a type from types/messages.ts, e.g. `NoPromotionText<'int8', 'float', 'tensorflow'>`. */
    readonly typeText: string,
    private readonly raise: () => Error,
  ) {}

  toError(): Error {
    return this.raise();
  }
}

/** What a policy answers for a pair or an operation. */
export type Outcome = AnyDType | Refusal;

/**
 * A promotion policy's rules at run time. `promote` is required; the rest have defaults (SPEC §4's
 * operation rules on `promote`, a left fold for several inputs).
 */
export interface PolicyRules {
  /** The promotion of two operands. Throws a RangeError where a scalar's value does not fit (a value error, not a type). */
  promote(left: Operand, right: Operand): Outcome;
  /**
   * An operation's result dtype where the system has its own rule; undefined to use SPEC §4's rule
   * (`rule`, the operation's registry rule) on `promote`.
   */
  operation?(operation: BinaryOperation, left: Operand, right: Operand, rule: Rule): Outcome | undefined;
  /** A unary operation's result dtype where the system has its own rule; undefined to use SPEC §4's `rule`. */
  unary?(operation: UnaryOperation, operand: Operand, rule: Rule): Outcome | undefined;
  /**
   * Whether results that are weak stay weakly typed arrays (JAX: `weak_type=True`, at either x64).
   * Systems without weak arrays (the default) give such results the dtype they give a lone scalar.
   */
  readonly weakArrays?: boolean;
  /** The result of several inputs where it is not a left fold of `promote` (NumPy's result_type). */
  resultType?(operands: readonly Operand[]): Outcome;
  /** The strong dtype a weak type becomes on its own (a Python scalar turned into an array). */
  materialize(weak: WeakType): DType | Refusal;
  /**
   * Whether the system has `dtype`. One it lacks (a dtype added to the registry later, like the narrow
   * dtypes) meets only itself, whatever it meets: src/policy/policy.ts applies that, so a new dtype
   * needs no edit here. Unset: the system has every dtype (JAX's own policies).
   */
  knows?(dtype: DType): boolean;
  /**
   * Values of a weak scalar for which the policy's answers differ, the first being what a weak
   * name without a value stands for. The static type of a cell is the union over these.
   */
  readonly valueSamples?: { readonly [Weak in WeakType]?: readonly ScalarValue[] };
  /**
   * True where no answer depends on a scalar's value, refusals included (JAX's lattices): a plan
   * for `x + 2` then holds for every int scalar. Policies that check a value's range leave it unset.
   */
  readonly ignoresValues?: true;
}

export const isRefusal = (outcome: unknown): outcome is Refusal => outcome instanceof Refusal;

/** The node of an outcome, or its error thrown. */
export function settle(outcome: Outcome): AnyDType;
export function settle(outcome: DType | Refusal): DType;
export function settle(outcome: Outcome): AnyDType {
  if (outcome instanceof Refusal) throw outcome.toError();
  return outcome;
}

const quote = (text: string) => `'${text}'`;

/** The pair has no promotion under the policy (a TypePromotionError). */
export function noPromotion(left: AnyDType, right: AnyDType, policy: string): Refusal {
  return new Refusal(
    noPromotionText(left, right, policy),
    `NoPromotionText<${quote(left)}, ${quote(right)}, ${quote(policy)}>`,
    () => new TypePromotionError(left, right, policy),
  );
}

/** The operation is not defined for the dtype under the policy (a TypeError). */
export function operationUndefined(operation: string, node: AnyDType, policy: string): Refusal {
  const text = policyOperationText(operation, node, policy);
  return new Refusal(
    text,
    `PolicyOperationText<${quote(operation)}, ${quote(node)}, ${quote(policy)}>`,
    () => new TypeError(text),
  );
}

/**
 * An operation whose own table leaves the pair undefined under the policy (TensorFlow's and lax's
 * arithmetic take no bool): a TypePromotionError, as every pair a policy does not define is.
 */
export function pairUndefined(
  operation: string,
  left: Operand,
  right: Operand,
  node: AnyDType,
  policy: string,
): Refusal {
  const text = policyOperationText(operation, node, policy);
  return new Refusal(
    text,
    `PolicyOperationText<${quote(operation)}, ${quote(node)}, ${quote(policy)}>`,
    () => new TypePromotionError(left.node, right.node, policy, text),
  );
}

/** A refusal with any of the message writers' texts; `typeText` names the matching message type. */
export function refusal(text: string, typeText: string): Refusal {
  return new Refusal(text, typeText, () => new TypeError(text));
}

/** Integer kinds (signed or unsigned), not bool. */
export const isInteger = (node: AnyDType): boolean => {
  const kind = kindOf(node);
  return kind === 'int' || kind === 'uint';
};

/** Bits of a strong dtype. */
export const bitsOf = (dtype: DType): number => dtypeInfo[dtype].bits;

/**
 * Two Python scalars combine by Python's own arithmetic: the result is a scalar of the higher kind
 * (int < float < complex), still weak. Every policy but 'lax' and 'tensorflow' keeps this.
 */
export function pythonJoin(left: WeakType, right: WeakType): WeakType {
  const order: readonly WeakType[] = ['int', 'float', 'complex'];
  return order[Math.max(order.indexOf(left), order.indexOf(right))]!;
}

/**
 * Two Python scalars under `/`, `//` and `%`: Python's own arithmetic. `/` gives a float (complex
 * stays complex); `//` and `%` keep the joined kind and refuse complex. Undefined for other operations.
 */
export function pythonOperation(operation: BinaryOperation, left: WeakType, right: WeakType): Outcome | undefined {
  const joined = pythonJoin(left, right);
  if (operation === 'divide') return joined === 'int' ? 'float' : joined;
  if (operation !== 'floorDivide' && operation !== 'remainder') return undefined;
  if (joined !== 'complex') return joined;
  return refusal(complexNotSupportedText(operation, joined), `ComplexNotSupportedText<'${operation}', '${joined}'>`);
}

/** The integer value of a weak int operand, if it carries one. */
export function integerValue(operand: Operand): bigint | undefined {
  const { value } = operand;
  if (operand.node !== 'int' || value === undefined) return undefined;
  if (typeof value === 'bigint') return value;
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : undefined;
}

/**
 * Checks that a weak int scalar fits the integer dtype it takes (NumPy 2, Triton, the Array API
 * and TensorFlow refuse a value that does not). Throws a RangeError naming the value and dtype.
 */
export function checkFits(operand: Operand, dtype: DType, policy: string): void {
  const value = integerValue(operand);
  if (value === undefined || !isInteger(dtype)) return;
  const { min, max } = integerRange(dtype)!;
  if (value < min || value > max) throw new RangeError(scalarOutOfRangeText(show(operand.value), dtype, policy));
}

/** The message type each rule's refusal is written with (types/messages.ts), by name. */
const complexRefused = 'ComplexNotSupportedText';
const integersRefused = 'IntegersOnlyText';
const ruleRefusalTypes: { readonly [Name in Rule]?: string } = {
  noBool: 'BoolNotSupportedText',
  bitwise: 'IntegerOnlyText',
  floor: complexRefused,
  rounding: complexRefused,
  inexactReal: complexRefused,
  integer: integersRefused,
  shift: integersRefused,
  count: integersRefused,
  realPredicate: complexRefused,
};

/** SPEC §4's rule applied to a node, as an outcome: the result, or the refusal applyRule throws. */
export function ruleOutcome(rule: Rule, operation: string, node: AnyDType, defaultFloat?: DType): Outcome {
  try {
    return applyRule(rule, operation, node, defaultFloat);
  } catch (error) {
    // inexactReal and realPredicate refuse complex, and for the bit-level operations the narrow floats
    const type =
      (rule === 'inexactReal' || rule === 'realPredicate') && kindOf(node) !== 'complex'
        ? 'NarrowFloatNotSupportedText'
        : ruleRefusalTypes[rule];
    if (!(error instanceof TypeError) || !type) throw error;
    // BoolNotSupportedText takes the operation alone; the others the operation and the dtype.
    return refusal(error.message, `${type}<'${operation}'${rule === 'noBool' ? '' : `, '${node}'`}>`);
  }
}

/** The unary rules computed in floating point, which some systems take only floats for. */
const floatingRules: ReadonlySet<string> = new Set(['inexact', 'inexactReal', 'rounding', 'rint']);

/** Whether an operation's rule computes in floating point (sqrt, exp, floor, …). */
export const computesInFloat = (rule: Rule): boolean => floatingRules.has(rule);

/**
 * The unary rule of systems whose floating-point functions take only some float dtypes (lax,
 * TensorFlow, the Array API: any float or complex; Triton: float32 and float64): those operations
 * refuse other dtypes, a scalar counting as the dtype the system gives it; the rest follow SPEC §4.
 * With `integersRound`, floor, ceil and trunc take integers too (and give them back).
 */
export function floatOnlyUnary(
  policy: string,
  materialize: (weak: WeakType) => DType | Refusal,
  accepts: (dtype: DType) => boolean,
  integersRound = false,
): NonNullable<PolicyRules['unary']> {
  return (operation, operand, rule) => {
    if (!computesInFloat(rule) || (integersRound && rule === 'rounding')) return undefined;
    const dtype = isWeakType(operand.node) ? materialize(operand.node) : operand.node;
    if (dtype instanceof Refusal) return dtype;
    return accepts(dtype) ? undefined : operationUndefined(operation, operand.node, policy);
  };
}

/** Inexact dtypes: the float and complex kinds. */
export const isInexact = (dtype: DType): boolean => {
  const kind = dtypeInfo[dtype].kind;
  return kind === 'float' || kind === 'complex';
};

/**
 * For systems whose floating-point functions take only some float dtypes: refuses a binary
 * function computed in floating point (hypot, arctan2) on a promotion those do not accept.
 */
export function floatOnlyBinary(
  operation: BinaryOperation,
  rule: Rule,
  promoted: AnyDType,
  policy: string,
  materialize: (weak: WeakType) => DType | Refusal,
  accepts: (dtype: DType) => boolean,
): Outcome | undefined {
  if (rule !== 'inexactReal') return undefined;
  const dtype = isWeakType(promoted) ? materialize(promoted) : promoted;
  if (dtype instanceof Refusal) return dtype;
  return accepts(dtype) ? undefined : operationUndefined(operation, promoted, policy);
}

/**
 * The operations a system's arithmetic refuses bool for (TensorFlow's kernels and lax's
 * primitives are registered for numbers only): the registry's numbersOnlyOperations.
 */
export const arithmeticOperations: ReadonlySet<BinaryOperation> = new Set(numbersOnlyOperations);

/** The default weak materialisation (JAX, NumPy and the Array API): 64-bit with x64 on, 32-bit off. */
export function materializeX64(weak: WeakType, x64: boolean): DType {
  const wide = { int: 'int64', float: 'float64', complex: 'complex128' } as const;
  const narrow = { int: 'int32', float: 'float32', complex: 'complex64' } as const;
  return (x64 ? wide : narrow)[weak];
}
