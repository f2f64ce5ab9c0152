import type { AnyNDArray, BinaryFunction, UnaryFunction } from '../types/array.js';
import type { PolicySpec } from '../types/policy.js';
import { integerRange, isDType, isWeakType, itemSize, latticeNodes, materialize, type DTypeName, type NodeName } from './dtypes.js';
import { shapeMismatchText, shapeText } from './messages.js';
import { NDArray, allocArray, castArray, checkShape, contiguousStrides, nodeOfArray, pointerOf, storage } from './ndarray.js';
import { operandNode } from './operands.js';
import { isComplexScalar, writeValues } from './values.js';
import { applyRule, binaryRules, unaryRules, type BinaryOperation, type UnaryOperation } from './operations.js';
import { resolvePolicy, type Policy } from './policy.js';
import { binaryResultWith, nodeOfInput, resultTypeWith } from './promote.js';
import { BINARY_KERNELS, binaryKernel, KERNEL_OUTPUTS, unaryKernel, type BinaryKernel, type BinaryOp, type UnaryOp } from './wasm/instance.js';

type AnyArray = AnyNDArray;

/** The kernel family each operation runs, where its name differs (logical ops run on bools). */
const kernelNames: Partial<Record<BinaryOperation | UnaryOperation, BinaryOp | UnaryOp>> = {
  floorDivide: 'floor_divide',
  notEqual: 'not_equal',
  lessEqual: 'less_equal',
  greaterEqual: 'greater_equal',
  logicalAnd: 'multiply',
  logicalOr: 'add',
  logicalXor: 'not_equal',
  bitwiseAnd: 'bitwise_and',
  bitwiseOr: 'bitwise_or',
  bitwiseXor: 'bitwise_xor',
  bitwiseNot: 'bitwise_not',
};

/** An operand made ready for a kernel: a pointer to data of the compute dtype, and its shape. */
interface Prepared {
  pointer: number;
  shape: readonly number[];
  size: number;
  /** A temporary made for this call (a cast or a scalar), freed afterwards. */
  temporary?: AnyArray;
}

/** NumPy's broadcast of two shapes; throws naming both when they do not broadcast. */
export function broadcastShapes(left: readonly number[], right: readonly number[]): number[] {
  checkShape(left, 'broadcastShapes');
  checkShape(right, 'broadcastShapes');
  const length = Math.max(left.length, right.length);
  const result = new Array<number>(length);
  for (let offset = 1; offset <= length; offset += 1) {
    const leftSize = left[left.length - offset] ?? 1;
    const rightSize = right[right.length - offset] ?? 1;
    if (leftSize !== rightSize && leftSize !== 1 && rightSize !== 1) {
      throw new RangeError(shapeMismatchText(shapeText(left), shapeText(right)));
    }
    result[length - offset] = leftSize === 1 ? rightSize : leftSize;
  }
  return result;
}

/** Brings an operand to `dtype`: arrays by a cast (when needed), scalars into a 0-d temporary. */
function prepare(operand: unknown, dtype: DTypeName, operation: string, logical: boolean): Prepared {
  if (operand instanceof NDArray) {
    const pointer = pointerOf(operand);
    if (operand.dtype === dtype) return { pointer, shape: operand.shape, size: operand.size };
    const temporary = castArray(operand, dtype, false) as AnyArray;
    return { pointer: temporary[storage].pointer, shape: operand.shape, size: operand.size, temporary };
  }
  const temporary = allocArray(dtype, [], false) as AnyArray;
  try {
    const value = logical ? truthOf(operand) : operand;
    writeValues([value], dtype, temporary[storage].pointer, () => `${operation}(): the scalar`);
  } catch (error) {
    temporary.dispose();
    throw error;
  }
  return { pointer: temporary[storage].pointer, shape: [], size: 1, temporary };
}

function truthOf(value: unknown): boolean {
  if (isComplexScalar(value)) return value.re !== 0 || value.im !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  return Boolean(value) || Number.isNaN(value as number);
}


/** What a binary operation on two dtypes does: the dtypes involved and the kernel. */
interface Plan {
  readonly result: DTypeName;
  readonly weak: boolean;
  /** The dtype the kernel runs in (operands are cast to it first where they differ). */
  readonly compute: DTypeName;
  readonly kernel: BinaryKernel;
}

// Plans for operations on two arrays depend only on (policy, operation, nodes): each operation
// function keeps its own table, indexed by the two nodes' positions.
const nodeIndex: Readonly<Record<string, number>> = Object.fromEntries(latticeNodes.map((node, index) => [node, index]));
const nodeCount = latticeNodes.length;

function planFor(policy: Policy, operation: BinaryOperation, left: unknown, right: unknown): Plan {
  const rule = binaryRules[operation];
  if (rule === undefined) throw new TypeError(`Unknown operation '${String(operation)}'.`);
  const resultNode = binaryResultWith(policy, operation, left, right);
  const result = materializeUnder(policy, resultNode);
  const weak = isWeakType(resultNode) && keepsWeakArrays(policy);
  const converting = convertingKernels[operation];
  const inputs = converting && convertingInput(converting, result, left, right);
  if (inputs) return { result, weak, compute: inputs, kernel: binaryKernel(converting!.name, inputs) };
  const compute =
    rule === 'logical' ? 'bool' : rule === 'compare' ? materializeUnder(policy, resultTypeWith(policy, [left, right])) : result;
  return { result, weak, compute, kernel: findBinaryKernel(operation, compute) };
}

/**
 * Kernels that convert integer operands to their float output dtype (KERNEL_OUTPUTS) inside the
 * loop, so integer operands need no cast pass: `divide` of integers runs `true_divide_${int dtype}`.
 */
const convertingKernels: Partial<Record<BinaryOperation, ConvertingKernel>> = { divide: convertingKernel('true_divide') };

interface ConvertingKernel {
  readonly name: BinaryOp;
  /** Input dtypes, narrowest first. */
  readonly inputs: readonly DTypeName[];
  readonly outputs: Partial<Record<DTypeName, DTypeName>>;
}

function convertingKernel(name: BinaryOp): ConvertingKernel {
  const inputs = [...(BINARY_KERNELS[name] as readonly DTypeName[])].sort((first, second) => itemSize(first) - itemSize(second));
  return { name, inputs, outputs: (KERNEL_OUTPUTS as Partial<Record<BinaryOp, ConvertingKernel['outputs']>>)[name] ?? {} };
}

/**
 * The narrowest input dtype of a converting kernel that holds both operands exactly and outputs
 * `result`: converting through it is then the same as casting each operand to `result`.
 */
function convertingInput({ inputs, outputs }: ConvertingKernel, result: DTypeName, left: unknown, right: unknown): DTypeName | undefined {
  return inputs.find((dtype) => outputs[dtype] === result && holdsExactly(dtype, left) && holdsExactly(dtype, right));
}

/** Whether an operand (an array's node, or a scalar) converts to integer dtype `dtype` without loss. */
function holdsExactly(dtype: DTypeName, operand: unknown): boolean {
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
    typeof operand === 'number' && Number.isInteger(operand) && !Object.is(operand, -0) &&
    operand >= Number(range.min) && operand < Number(range.max) + 1 // max + 1 is exact where max is not
  );
}

/** JAX's policies with x64 keep weak results weakly typed; the other systems have no weak arrays. */
function keepsWeakArrays(policy: Policy): boolean {
  return (policy.name === 'jax' || policy.name === 'strict') && policy.x64;
}

function cachedPlan(plans: (Plan | undefined)[], policy: Policy, operation: BinaryOperation, left: NodeName, right: NodeName): Plan {
  const slot = nodeIndex[left]! * nodeCount + nodeIndex[right]!;
  return (plans[slot] ??= planFor(policy, operation, left, right));
}

/** A weak result materialises as the policy says (JAX: 64-bit with x64). */
function materializeUnder(policy: Policy, node: NodeName): DTypeName {
  if (!isWeakType(node)) return node;
  const dtype = policy.materialize(node);
  if (typeof dtype !== 'string') throw new TypeError(`The ${policy.name} policy gives no dtype for a lone ${node} scalar.`);
  return dtype;
}

function sameShape(left: readonly number[], right: readonly number[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  for (let axis = 0; axis < left.length; axis += 1) if (left[axis] !== right[axis]) return false;
  return true;
}

/** An elementwise binary operation under a policy (SPEC §4, §5), with its own plan table. */
export function binaryOperation(policy: Policy, operation: BinaryOperation): (left: unknown, right: unknown) => AnyArray {
  const plans: (Plan | undefined)[] = new Array(nodeCount * nodeCount);
  return (left, right) => {
    const plan =
      left instanceof NDArray && right instanceof NDArray && left[storage].pointer !== 0 && right[storage].pointer !== 0
        ? cachedPlan(plans, policy, operation, nodeOfArray(left), nodeOfArray(right))
        : planFor(policy, operation, operandNode(operation, 'first', left), operandNode(operation, 'second', right));
    return runPlan(plan, operation, left, right);
  };
}

function runPlan(plan: Plan, operation: BinaryOperation, left: unknown, right: unknown): AnyArray {
  // The common case: two arrays of the compute dtype and one shape: no temporaries, one call.
  if (
    left instanceof NDArray &&
    right instanceof NDArray &&
    left.dtype === plan.compute &&
    right.dtype === plan.compute &&
    sameShape(left.shape, right.shape)
  ) {
    const leftPointer = pointerOf(left);
    const rightPointer = pointerOf(right);
    const result = allocArray(plan.result, left.shape, plan.weak) as AnyArray;
    if (result.size > 0 && plan.kernel(leftPointer, 1, rightPointer, 1, result[storage].pointer, result.size) !== 0) {
      result.dispose();
      throw negativePowerError(operation);
    }
    return result;
  }
  const leftShape = shapeOfOperand(left);
  const rightShape = shapeOfOperand(right);
  const outputShape = sameShape(leftShape, rightShape) ? leftShape : broadcastShapes(leftShape, rightShape);
  const logical = binaryRules[operation] === 'logical';
  let leftReady: Prepared | undefined;
  let rightReady: Prepared | undefined;
  try {
    leftReady = prepare(left, plan.compute, operation, logical);
    rightReady = prepare(right, plan.compute, operation, logical);
    const result = allocArray(plan.result, outputShape, plan.weak) as AnyArray;
    const status = runBinary(plan.kernel, leftReady, rightReady, result[storage].pointer, outputShape, itemSize(plan.compute), itemSize(plan.result));
    if (status !== 0) {
      result.dispose();
      throw negativePowerError(operation);
    }
    return result;
  } finally {
    if (leftReady?.temporary) leftReady.temporary.dispose();
    if (rightReady?.temporary) rightReady.temporary.dispose();
  }
}

function negativePowerError(operation: string): RangeError {
  return new RangeError(`${operation}(): integers cannot be raised to negative integer powers (as in NumPy); cast to a float dtype first.`);
}

function shapeOfOperand(operand: unknown): readonly number[] {
  if (operand instanceof NDArray) return operand.shape;
  nodeOfInput(operand); // a clear TypeError for values that are neither arrays nor scalars
  return [];
}

function findBinaryKernel(operation: BinaryOperation, dtype: DTypeName): BinaryKernel {
  const name = (kernelNames[operation] ?? operation) as BinaryOp;
  const supported = BINARY_KERNELS[name] as readonly string[] | undefined;
  if (!supported?.includes(dtype)) {
    throw new TypeError(`${operation} is not available for ${dtype} arrays.`);
  }
  return binaryKernel(name, dtype);
}

/**
 * Calls a kernel over the broadcast of two operands. Axes of size 1 are dropped and axes that
 * stay contiguous for every operand are merged, so most calls are one kernel call (or one per
 * row of the innermost broadcast axis).
 */
function runBinary(
  kernel: BinaryKernel,
  left: Prepared,
  right: Prepared,
  outPointer: number,
  outShape: readonly number[],
  inBytes: number,
  outBytes: number,
): number {
  const total = outShape.reduce((product, size) => product * size, 1);
  if (total === 0) return 0;
  if (left.size === total && right.size === total) return kernel(left.pointer, 1, right.pointer, 1, outPointer, total);
  if (left.size === 1 && right.size === total) return kernel(left.pointer, 0, right.pointer, 1, outPointer, total);
  if (right.size === 1 && left.size === total) return kernel(left.pointer, 1, right.pointer, 0, outPointer, total);
  const axes = collapseAxes(outShape, alignedStrides(left.shape, outShape), alignedStrides(right.shape, outShape));
  const inner = axes[axes.length - 1]!;
  const outer = axes.slice(0, -1);
  const counter = new Array<number>(outer.length).fill(0);
  let leftOffset = 0;
  let rightOffset = 0;
  let outOffset = 0;
  let status = 0;
  for (;;) {
    status |= kernel(
      left.pointer + leftOffset * inBytes,
      inner.left,
      right.pointer + rightOffset * inBytes,
      inner.right,
      outPointer + outOffset * outBytes,
      inner.size,
    );
    let axis = outer.length - 1;
    for (; axis >= 0; axis -= 1) {
      const { size, left: leftStride, right: rightStride, out: outStride } = outer[axis]!;
      counter[axis] += 1;
      leftOffset += leftStride;
      rightOffset += rightStride;
      outOffset += outStride;
      if (counter[axis]! < size) break;
      counter[axis] = 0;
      leftOffset -= leftStride * size;
      rightOffset -= rightStride * size;
      outOffset -= outStride * size;
    }
    if (axis < 0) return status;
  }
}

interface Axis {
  size: number;
  left: number;
  right: number;
  out: number;
}

/** An operand's element strides against the output's axes: 0 where it is broadcast. */
function alignedStrides(shape: readonly number[], outShape: readonly number[]): number[] {
  const own = contiguousStrides(shape);
  const pad = outShape.length - shape.length;
  return outShape.map((_, axis) => (axis < pad || shape[axis - pad] === 1 ? 0 : own[axis - pad]!));
}

function collapseAxes(outShape: readonly number[], leftStrides: number[], rightStrides: number[]): Axis[] {
  const outStrides = contiguousStrides(outShape);
  const axes: Axis[] = [];
  for (let axis = 0; axis < outShape.length; axis += 1) {
    if (outShape[axis] === 1) continue;
    const next: Axis = { size: outShape[axis]!, left: leftStrides[axis]!, right: rightStrides[axis]!, out: outStrides[axis]! };
    const previous = axes[axes.length - 1];
    if (
      previous &&
      previous.left === next.left * next.size &&
      previous.right === next.right * next.size &&
      previous.out === next.out * next.size
    ) {
      previous.size *= next.size;
      previous.left = next.left;
      previous.right = next.right;
      previous.out = next.out;
    } else {
      axes.push(next);
    }
  }
  return axes.length ? axes : [{ size: 1, left: 0, right: 0, out: 1 }];
}

/** Runs an elementwise unary operation (SPEC §4, §5). */
export function unaryOperation(operation: UnaryOperation, input: unknown): AnyArray {
  const rule = unaryRules[operation];
  if (rule === undefined) throw new TypeError(`Unknown operation '${String(operation)}'.`);
  const node = nodeOfInput(operandNode(operation, 'only', input));
  const resultNode = applyRule(rule, operation, node);
  const resultDtype = materialize(resultNode);
  const weak = isWeakType(resultNode);
  const shape = input instanceof NDArray ? input.shape : [];
  if (rule === 'logical') {
    // logicalNot(x) is (x as bool) == false.
    const truth = toBool(input);
    try {
      return (jaxOperations.equal as unknown as (left: unknown, right: unknown) => AnyArray)(truth, false);
    } finally {
      if (truth !== input && truth instanceof NDArray) truth.dispose();
    }
  }
  const computeDtype = rule === 'real' ? materialize(node) : resultDtype;
  const name = (kernelNames[operation] ?? operation) as UnaryOp;
  let ready: Prepared | undefined;
  try {
    ready = prepare(input, computeDtype, operation, false);
    const result = allocArray(resultDtype, shape, weak) as AnyArray;
    if (ready.size > 0) unaryKernel(name, computeDtype)(ready.pointer, 1, result[storage].pointer, ready.size);
    return result;
  } finally {
    ready?.temporary?.dispose();
  }
}

function toBool(input: unknown): unknown {
  if (input instanceof NDArray) return input.dtype === 'bool' ? input : castArray(input, 'bool', false);
  return truthOf(input);
}

/** The array operations bound to one policy: `add(a, b)`, `less(a, 2)`, `sqrt(a)` … */
export type Operations<Policy extends PolicySpec> = {
  readonly [Operation in BinaryOperation]: BinaryFunction<Operation, Policy>;
} & {
  readonly [Operation in UnaryOperation]: UnaryFunction<Operation>;
};

/** Builds the operation functions for a policy, one per entry of the rule tables. */
export function createOperations<Policy extends PolicySpec>(spec?: Policy): Operations<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined);
  const functions: Record<string, unknown> = {};
  for (const operation of Object.keys(binaryRules) as BinaryOperation[]) {
    functions[operation] = binaryOperation(policy, operation);
  }
  for (const operation of Object.keys(unaryRules) as UnaryOperation[]) {
    functions[operation] = (input: unknown) => unaryOperation(operation, input);
  }
  return Object.freeze(functions) as Operations<Policy>;
}

/** The operations under JAX's policy (the default). */
export const jaxOperations = createOperations('jax');

// The methods: `a.add(b)` is `add(a, b)` under JAX's policy.
for (const operation of Object.keys(binaryRules) as BinaryOperation[]) {
  const run = jaxOperations[operation] as unknown as (left: unknown, right: unknown) => AnyArray;
  Object.defineProperty(NDArray.prototype, operation, {
    value: function (this: AnyArray, other: unknown) {
      return run(this, other);
    },
    writable: true,
    configurable: true,
  });
}
for (const operation of Object.keys(unaryRules) as UnaryOperation[]) {
  Object.defineProperty(NDArray.prototype, operation, {
    value: function (this: AnyArray) {
      return unaryOperation(operation, this);
    },
    writable: true,
    configurable: true,
  });
}
