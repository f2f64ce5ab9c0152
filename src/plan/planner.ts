// The one planner: from (policy, operation, inputs) to what the operation makes and how it runs.
// Binary and unary operations, the result-dtype functions (binaryResultType, unaryResultType) and
// the array operations all go through here; policies decide their own rules and whether weak
// results stay weak, nothing else does.
import {
  computeDType,
  dtypeInfo,
  integerRange,
  isDType,
  isNarrow,
  isWeakType,
  itemSize,
  type DType,
  type AnyDType,
} from '../lattice/dtypes.js';
import { complexNotSupportedText, show } from '../errors/messages.js';
import { settle, type Operand, type ScalarValue } from '../policy/rules.js';
import { checkNode, type Policy } from '../policy/policy.js';
import { helperKernels, parameterRows } from '../registry/registry.js';
import { elementwiseKernelName, type ElementwiseKernelName } from '../kernels/elementwise.js';
import {
  applyRule,
  isOperation,
  isPart,
  kernelBaseName,
  operationInfo,
  partInfo,
  type PlannedName,
  type Rule,
} from '../policy/result-rules.js';

/** What one call of an operation makes, and how. */
export interface Plan {
  /** The result's node: weak only where the policy keeps weak arrays. */
  readonly node: AnyDType;
  /** The dtype of the result's elements. */
  readonly result: DType;
  /** Whether the result is weakly typed. */
  readonly weak: boolean;
  /** The dtype the kernel runs in: array operands are cast to it, scalars written in it. */
  readonly compute: DType;
  /**
   * The kernel's name (`add_int16`, made by src/kernels/elementwise.ts), or undefined where
   * bringing the input to the compute dtype is the whole operation (floor of an integer, rint of
   * an integer).
   */
  readonly kernel: ElementwiseKernelName | undefined;
  /** The number of operands the kernel takes (logicalNot runs `equal` against false). */
  readonly kernelArity: 1 | 2;
  /** Operands become truth values first (the logical operations). */
  readonly truth: boolean;
  /**
   * Where the kernel's output is not the result's dtype: a narrow result (float8, int4 …) is
   * computed in float32 or int32 and rounded once to the result afterwards. Undefined otherwise.
   */
  readonly output?: DType;
  /** A narrow dtype that operands are converted to first (as JAX converts inputs to the promotion). */
  readonly inputsAs?: DType;
  /**
   * The integer dtype a logical operation's operands promote to: a scalar operand must fit it (as
   * `add`'s must), though only its truth value is used.
   */
  readonly scalarsIn?: DType;
  /**
   * The kernel's handle, found the first time the plan runs (src/execute/common.ts, kernelOf): a
   * cached plan then reaches its kernel without a lookup by name.
   */
  kernelHandle?: (...args: number[]) => number;
  /**
   * The kernel's scalar arguments after its operands and count (the registry's parameterRows:
   * round's factor …), bound into its handle by kernelOf; undefined for the other operations.
   */
  readonly parameters?: readonly number[];
  /**
   * The binary executor chosen per layout class and operand dtypes, the first time the plan runs
   * with them (src/execute/binary.ts): a repeated call skips the ladder.
   */
  binaryPaths?: unknown[];
}

/**
 * One input as the policies see it (SPEC §3): a dtype or weak name as itself; a JavaScript scalar
 * as its weak kind with its value (booleans are strong bool).
 */
export function operandOf(input: unknown): Operand {
  const node = nodeOfInput(input);
  return typeof input === 'string' || typeof input === 'boolean' ? { node } : { node, value: input as ScalarValue };
}

/**
 * The dtype node of one input: a dtype or weak name as itself, a JavaScript scalar by its kind
 * (SPEC §3): integer-valued number or bigint → 'int', other numbers → 'float', boolean → 'bool',
 * `{ re, im }` → 'complex'.
 */
export function nodeOfInput(input: unknown, where = 'resultType'): AnyDType {
  switch (typeof input) {
    case 'string':
      return checkNode(input);
    case 'number':
      return Number.isInteger(input) ? 'int' : 'float';
    case 'bigint':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'object':
      if (
        input !== null &&
        typeof (input as { re?: unknown }).re === 'number' &&
        typeof (input as { im?: unknown }).im === 'number'
      ) {
        return 'complex';
      }
  }
  throw new TypeError(
    `${where}: an input is a dtype name, number, bigint, boolean or { re, im } complex scalar; got ${show(input)}.`,
  );
}

/** What the planner reads of an operation's registry row. */
interface OperationRow {
  readonly arity: 1 | 2;
  readonly rule: Rule;
  readonly kernel: PlannedName | { readonly kinds: readonly string[] };
  readonly converting?: string;
}

/** The registry row of an operation (or of a part: frexp's); a TypeError naming it when there is none. */
function rowOf(operation: unknown): OperationRow {
  if (isOperation(operation)) return operationInfo[operation];
  if (isPart(operation)) return partInfo[operation];
  const withParameters = parameterRows.find((row) => row.name === operation);
  if (withParameters !== undefined) return withParameters;
  throw new TypeError(`Unknown operation ${show(operation)}.`);
}

/** A weak node as the strong dtype the policy gives it (JAX: 64-bit with x64). */
export function materializeUnder(policy: Policy, node: AnyDType): DType {
  return (isWeakType(node) ? settle(policy.materialize(node)) : node) as DType;
}

/**
 * The result node of an operation on inputs (dtype names, weak names, or scalar values): the
 * policy's own rule where it has one, otherwise SPEC §4's rule on the policy's promotion; weak
 * results materialise unless the policy keeps weak arrays. Throws the policy's error where the
 * operation is undefined for the inputs.
 */
export function resultNode(policy: Policy, operation: PlannedName, inputs: readonly unknown[]): AnyDType {
  const row = rowOf(operation);
  if (inputs.length !== row.arity) {
    throw new TypeError(
      `${operation} takes ${row.arity === 1 ? 'one operand' : 'two operands'}, got ${inputs.length}.`,
    );
  }
  const operands = inputs.map(operandOf);
  let node: AnyDType;
  if (row.rule === 'logical') {
    // The operands promote first, as jnp.logical_and's do: a pair the policy does not promote
    // throws what add would throw; the result is bool.
    if (row.arity === 2) settle(policy.promoteOperands(operands[0]!, operands[1]!));
    node = 'bool';
  } else if (row.arity === 2) {
    const own = policy.operation?.(operation as never, operands[0]!, operands[1]!, row.rule);
    node =
      own !== undefined
        ? settle(own)
        : applyRule(
            row.rule,
            operation,
            settle(policy.promoteOperands(operands[0]!, operands[1]!)),
            defaultFloat(policy),
          );
  } else {
    // A scalar the system has no dtype for (Triton: complex) is refused before any rule.
    if (!policy.weakArrays && isWeakType(operands[0]!.node)) materializeUnder(policy, operands[0]!.node);
    const own = policy.unary?.(operation as never, operands[0]!, row.rule);
    node = own !== undefined ? settle(own) : applyRule(row.rule, operation, operands[0]!.node, defaultFloat(policy));
  }
  return policy.weakArrays ? node : materializeUnder(policy, node);
}

/** JAX's float_: what rint makes of integers under the policy (float64 with x64, float32 without). */
function defaultFloat(policy: Policy): DType {
  return settle(policy.materialize('float')) as DType;
}

/**
 * The plan of one call: `inputs` are the operands' nodes (an array's dtype, or its weak type) or
 * scalar values. Plans of array-only calls depend only on the nodes, so callers may cache them.
 */
export function planOperation(policy: Policy, operation: PlannedName, inputs: readonly unknown[]): Plan {
  const plan = planWide(policy, operation, inputs);
  if (plan.kernel === undefined || !isNarrow(plan.compute)) return plan;
  // A narrow compute dtype runs the kernel of its wide compute dtype (float32, int32), or one of
  // its own on the decoded values where the row has them (nextafter, spacing: asm/steps.ts).
  const compute = computeDType(plan.compute);
  const { rule, kernel } = rowOf(operation);
  const output = rule === 'compare' || rule === 'realPredicate' ? 'bool' : rule === 'count' ? 'uint8' : compute;
  const own = typeof kernel === 'object' && 'narrow' in kernel && dtypeInfo[plan.compute].kind === 'float';
  return {
    ...plan,
    compute,
    kernel: own ? elementwiseKernelName(kernelBaseName(operation), plan.compute) : kernelName(operation, compute),
    output: output === plan.result ? undefined : output,
    inputsAs: plan.compute,
  };
}

function planWide(policy: Policy, operation: PlannedName, inputs: readonly unknown[]): Plan {
  const row = rowOf(operation);
  const node = resultNode(policy, operation, inputs);
  const result = materializeUnder(policy, node);
  const weak = isWeakType(node);
  if (row.rule === 'logical') {
    const target = typeof row.kernel === 'string' ? row.kernel : operation;
    const plan = {
      node,
      result,
      weak,
      compute: 'bool',
      kernel: kernelName(target, 'bool'),
      kernelArity: 2,
      truth: true,
    } as const;
    if (row.arity === 1) return plan;
    const promoted = materializeUnder(
      policy,
      settle(policy.promoteOperands(operandOf(inputs[0]), operandOf(inputs[1]))),
    );
    const kind = dtypeInfo[promoted].kind;
    return kind === 'int' || kind === 'uint' ? { ...plan, scalarsIn: promoted } : plan;
  }
  const base = { node, result, weak, kernelArity: row.arity, truth: false } as const;
  if (row.arity === 2) {
    const converting = row.converting === undefined ? undefined : convertingInput(row.converting, result, inputs);
    if (converting) return { ...base, compute: converting, kernel: elementwiseKernelName(row.converting!, converting) };
    const compute =
      row.rule === 'compare'
        ? materializeUnder(policy, settle(policy.promoteOperands(operandOf(inputs[0]), operandOf(inputs[1]))))
        : result;
    return { ...base, compute, kernel: kernelName(operation, compute) };
  }
  const input = materializeUnder(policy, operandOf(inputs[0]).node);
  // abs of complex gives its part's dtype, bitwiseCount uint8, the predicates bool: their kernels
  // read the input's dtype.
  // angle of complex reads the complex input too.
  if (row.rule === 'angle' && dtypeInfo[input].kind === 'complex')
    return { ...base, compute: input, kernel: kernelName(operation, input) };
  if (row.rule === 'real' || row.rule === 'count' || row.rule === 'compare' || row.rule === 'realPredicate')
    return { ...base, compute: input, kernel: kernelName(operation, input) };
  // frexp's exponent (int32) is read off the input's inexact dtype.
  if (row.rule === 'exponent') {
    const inexact = dtypeInfo[input].inexact as DType;
    return { ...base, compute: inexact, kernel: kernelName(operation, inexact) };
  }
  // floor, ceil, trunc and rint of bool and integers: the (cast) input is the answer.
  const integral =
    dtypeInfo[input].kind === 'bool' || dtypeInfo[input].kind === 'int' || dtypeInfo[input].kind === 'uint';
  if ((row.rule === 'rounding' || row.rule === 'rint') && integral)
    return { ...base, compute: result, kernel: undefined };
  return { ...base, compute: result, kernel: kernelName(operation, result) };
}

/** The kernel kind of a dtype: its kind, with the 16-bit floats apart (they compute in float32). */
function kernelKind(dtype: DType): string {
  if (isNarrow(dtype)) return 'narrow';
  const { kind, bits } = dtypeInfo[dtype];
  return kind === 'float' && bits === 16 ? 'half' : kind;
}

/** The operation's kernel for a dtype, or a TypeError where the operation has none for the dtype. */
function kernelName(operation: PlannedName, narrowOrWide: DType): ElementwiseKernelName {
  const { kernel } = rowOf(operation);
  const dtype = computeDType(narrowOrWide);
  if (typeof kernel === 'string') return kernelName(kernel, dtype);
  if (!(kernel.kinds as readonly string[]).includes(kernelKind(dtype))) {
    // (fmax, fmin: a rule that takes complex, no kernel for it; jnp's words)
    if (dtypeInfo[dtype].kind === 'complex') throw new TypeError(complexNotSupportedText(operation, dtype));
    throw new TypeError(`${operation} is not available for ${dtype} arrays.`);
  }
  return elementwiseKernelName(kernelBaseName(operation), dtype);
}

/**
 * The narrowest input dtype of a converting kernel (integer true division) that holds both
 * operands exactly and outputs `result`: converting through it is then the same as casting each
 * operand to `result` first, without the cast passes.
 */
/**
 * Whether an operation's plan can depend on a scalar operand's value under every policy: those
 * with a converting kernel pick it by whether the scalar fits an integer dtype (`x / 3`).
 */
export function planReadsValues(operation: PlannedName): boolean {
  return rowOf(operation).converting !== undefined;
}

function convertingInput(name: string, result: DType, inputs: readonly unknown[]): DType | undefined {
  const helper = helperKernels.find((kernel) => kernel.name === name);
  if (!helper) return undefined;
  const candidates = Object.keys(dtypeInfo)
    .filter((dtype): dtype is DType => (helper.kinds as readonly string[]).includes(kernelKind(dtype as DType)))
    .sort((first, second) => itemSize(first) - itemSize(second));
  return candidates.find(
    (dtype) => dtypeInfo[dtype].inexact === result && inputs.every((input) => holdsExactly(dtype, input)),
  );
}

/** Whether an operand (an array's node, or a scalar) converts to integer dtype `dtype` without loss. */
function holdsExactly(dtype: DType, operand: unknown): boolean {
  const range = integerRange(dtype)!;
  if (typeof operand === 'string') {
    // A weak array's storage dtype depends on the policy that made it: leave it to the cast path.
    const own = isDType(operand) ? integerRange(operand) : undefined;
    return own !== undefined && own.min >= range.min && own.max <= range.max;
  }
  if (typeof operand === 'boolean') return true;
  if (typeof operand === 'bigint') return operand >= range.min && operand <= range.max;
  // −0 stays −0 on the cast path (x / −0 is −inf), so it takes that path.
  return (
    typeof operand === 'number' &&
    Number.isInteger(operand) &&
    !Object.is(operand, -0) &&
    operand >= Number(range.min) &&
    operand < Number(range.max) + 1 // max + 1 is exact where max is not
  );
}
