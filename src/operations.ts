// The array operations: one function per registry operation row, bound to a policy, running the
// planner's plan on WebAssembly kernels with NumPy broadcasting. The methods on NDArray
// (`a.add(b)`) are the same functions under JAX's policy.
import type { AnyNDArray, BinaryFunction, UnaryFunction } from '../types/array.js';
import type { AnyDType } from '../types/dtype.js';
import type { PolicySpec } from '../types/policy.js';
import { byteLength, dtypeCode, isNarrow, itemSize, latticeNodes, type DType } from './dtypes.js';
import { shapeMismatchText, shapeText } from './messages.js';
import { castElements } from './casts.js';
import { runNarrowBlocked } from './narrow-blocked.js';
import {
  NDArray,
  allocArray,
  allocStrided,
  scalarShape,
  castArray,
  checkShape,
  copyBytes,
  dataPointer,
  nodeOfArray,
  pointerOf,
  storage,
} from './ndarray.js';
import { operandNode, type Position } from './operands.js';
import { aliasesOut, copyInto, outOption, resultArray } from './out.js';
import { nodeOfInput, planOperation, planReadsValues, type Plan } from './planner.js';
import { resolvePolicy, type Policy } from './policy.js';
import {
  binaryOperations,
  unaryOperations,
  type BinaryOperation,
  type OperationName,
  type UnaryOperation,
} from './result-rules.js';
import { isComplexScalar, writeScalar, writeValues } from './values.js';
import { backFromOrder, denseOrder, disposeViews, inOrder, sameLayout } from './layout.js';
import { isPacked } from './packed.js';
import {
  blockedBinary,
  gatherInto,
  rowMajor,
  stridedBinary,
  stridedUnary,
  wantsGather,
  type GatherKernel,
} from './strided.js';
import {
  allocBytes,
  castKernel,
  freeBytes,
  kernel,
  scalarSlot,
  wasm,
  type BinaryKernel,
  type UnaryKernel,
} from './wasm/instance.js';
import { recorder } from './jit/hook.js';
import { dtypeRows } from './registry.js';

type AnyArray = AnyNDArray;

/** An operand made ready for a kernel: a pointer to data of the compute dtype, and its shape. */
interface Prepared {
  pointer: number;
  shape: readonly number[];
  /** Element strides (row-major for anything but a strided view). */
  strides: readonly number[] | undefined;
  size: number;
  /** A temporary made for this call (a cast or a scalar), freed afterwards. */
  temporary?: AnyArray;
}

/** NumPy's broadcast of two shapes; throws naming both when they do not broadcast. */
export function broadcastShapes(left: readonly number[], right: readonly number[]): number[] {
  checkShape(left, 'broadcastShapes');
  checkShape(right, 'broadcastShapes');
  return [...broadcastPair(left, right)];
}

/**
 * broadcastShapes of two valid shapes (arrays' own): one of them when it is the answer (so the
 * result shares that frozen shape), else a new shape.
 */
export function broadcastPair(left: readonly number[], right: readonly number[]): readonly number[] {
  const length = Math.max(left.length, right.length);
  let result: number[] | undefined;
  let isLeft = left.length === length;
  let isRight = right.length === length;
  for (let offset = 1; offset <= length; offset += 1) {
    // Bounds checked first: reading a negative index is a slow lookup by name in V8.
    const leftSize = offset <= left.length ? left[left.length - offset]! : 1;
    const rightSize = offset <= right.length ? right[right.length - offset]! : 1;
    if (leftSize !== rightSize && leftSize !== 1 && rightSize !== 1) {
      throw new RangeError(shapeMismatchText(shapeText(left), shapeText(right)));
    }
    const size = leftSize === 1 ? rightSize : leftSize;
    if (size !== leftSize) isLeft = false;
    if (size !== rightSize) isRight = false;
    (result ??= new Array<number>(length))[length - offset] = size;
  }
  return isLeft ? left : isRight ? right : (result ?? []);
}

/** Brings an operand to `dtype`: arrays by a cast (when needed), scalars into a 0-d temporary. */
function prepare(operand: unknown, dtype: DType, operation: string, truth: boolean, inputsAs?: DType): Prepared {
  if (inputsAs !== undefined && !(operand instanceof NDArray && operand.dtype === inputsAs)) {
    // An operand meeting a narrow dtype becomes that dtype first (a scalar checked, every value
    // rounded to it), as JAX converts its inputs to the promoted dtype.
    const narrow = prepare(operand, inputsAs, operation, truth);
    try {
      return prepare(narrow.temporary, dtype, operation, false);
    } finally {
      narrow.temporary!.dispose();
    }
  }
  if (operand instanceof NDArray) {
    const pointer = dataPointer(operand);
    const strides = operand[storage].strides;
    // A transposed or stepped view is gathered (tiled) into a contiguous temporary first: the
    // kernels then run their SIMD loops instead of a cache-hostile strided walk.
    const gather = strides !== undefined && (wantsGather(operand.shape, strides, operand.size) || isPacked(dtype));
    if (operand.dtype === dtype && !gather) return { pointer, shape: operand.shape, strides, size: operand.size };
    const temporary = castArray(operand, dtype, false, operation) as AnyArray;
    return {
      pointer: temporary[storage].pointer,
      shape: operand.shape,
      strides: undefined,
      size: operand.size,
      temporary,
    };
  }
  const temporary = allocArray(dtype, scalarShape, false, operation) as AnyArray;
  try {
    const value = truth ? truthOf(operand) : operand;
    writeValues([value], dtype, temporary[storage].pointer, scalarDescription(operation));
  } catch (error) {
    temporary.dispose();
    throw error;
  }
  return { pointer: temporary[storage].pointer, shape: [], strides: undefined, size: 1, temporary };
}

/**
 * Whether `single` can be read with stride 0 against `array`: `array` is a live contiguous array
 * of the compute dtype, and `single` a JavaScript scalar or a live one-element array (not narrow)
 * with no more axes, so that the result has `array`'s shape.
 */
function isSingle(single: unknown, array: unknown, compute: DType): boolean {
  if (
    !(array instanceof NDArray) ||
    array.dtype !== compute ||
    array[storage].strides !== undefined ||
    array[storage].pointer === 0
  )
    return false;
  if (!(single instanceof NDArray)) return true;
  return (
    single.size === 1 &&
    single.shape.length <= array.shape.length &&
    single[storage].pointer !== 0 &&
    !isNarrow(single.dtype as DType)
  );
}

/**
 * How many times `small` repeats over `big` when its shape, leading 1s aside, is `big`'s trailing
 * axes (so the broadcast is `big`'s shape): both live, contiguous, of the compute dtype, `small` of
 * at least 16 elements (shorter rows go the general way). 0 otherwise.
 */
function repeatsOver(big: AnyArray, small: AnyArray, compute: DType): number {
  if (big.dtype !== compute || small.dtype !== compute || small.size < 16 || small.size >= big.size) return 0;
  const bigState = big[storage];
  const smallState = small[storage];
  if (
    bigState.strides !== undefined ||
    smallState.strides !== undefined ||
    bigState.pointer === 0 ||
    smallState.pointer === 0
  )
    return 0;
  const bigShape = big.shape;
  const smallShape = small.shape;
  if (smallShape.length > bigShape.length) return 0;
  let leading = 0;
  while (leading < smallShape.length && smallShape[leading] === 1) leading += 1;
  const offset = bigShape.length - smallShape.length;
  for (let axis = leading; axis < smallShape.length; axis += 1)
    if (smallShape[axis] !== bigShape[axis + offset]) return 0;
  return big.size / small.size;
}

/** What writeValues' errors call a scalar operand of `operation`, one function per operation. */
const scalarDescriptions = new Map<string, () => string>();
export function scalarDescription(operation: string): () => string {
  let found = scalarDescriptions.get(operation);
  if (found === undefined) scalarDescriptions.set(operation, (found = () => `${operation}(): the scalar`));
  return found;
}

function truthOf(value: unknown): boolean {
  if (isComplexScalar(value)) return value.re !== 0 || value.im !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  return Boolean(value) || Number.isNaN(value as number);
}

// Plans for operations on arrays depend only on (policy, operation, nodes): each operation
// function keeps its own table, indexed by the nodes' positions.
const nodeIndex: Readonly<Record<string, number>> = Object.fromEntries(
  latticeNodes.map((node, index) => [node, index]),
);
const nodeCount = latticeNodes.length;

function sameShape(left: readonly number[], right: readonly number[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  for (let axis = 0; axis < left.length; axis += 1) if (left[axis] !== right[axis]) return false;
  return true;
}

/**
 * The plan of `operation` for two operands, kept in a table by their nodes: arrays by their
 * node; scalars by their weak kind where the policy never reads a scalar's value (JAX's), so
 * `x + 2` is planned once; otherwise planned on each call, seeing the value. Errors name the
 * operands as `caller` and the positions given.
 */
export function binaryPlanner(
  policy: Policy,
  operation: OperationName,
  caller: string,
  leftPosition: Position,
  rightPosition: Position,
): (left: unknown, right: unknown) => Plan {
  const plans: (Plan | undefined)[] = new Array(nodeCount * nodeCount);
  const valueFree = policy.ignoresValues && !planReadsValues(operation);
  // The last pair of array nodes and its plan: a loop repeats its dtypes, and comparing node names
  // is cheaper than looking them up (by a key that varies, which V8 does slowly).
  let lastLeft: AnyDType | undefined;
  let lastRight: AnyDType | undefined;
  let lastPlan: Plan | undefined;
  return (left, right) => {
    if (
      left instanceof NDArray &&
      right instanceof NDArray &&
      left[storage].pointer !== 0 &&
      right[storage].pointer !== 0
    ) {
      const leftNode = nodeOfArray(left);
      const rightNode = nodeOfArray(right);
      if (leftNode === lastLeft && rightNode === lastRight) return lastPlan!;
      lastPlan = plans[nodeIndex[leftNode]! * nodeCount + nodeIndex[rightNode]!] ??= planOperation(policy, operation, [
        leftNode,
        rightNode,
      ]);
      lastLeft = leftNode;
      lastRight = rightNode;
      return lastPlan;
    }
    const leftOperand = operandNode(caller, leftPosition, left);
    const rightOperand = operandNode(caller, rightPosition, right);
    if (!valueFree) return planOperation(policy, operation, [leftOperand, rightOperand]);
    const leftNode = left instanceof NDArray ? (leftOperand as AnyDType) : nodeOfInput(leftOperand);
    const rightNode = right instanceof NDArray ? (rightOperand as AnyDType) : nodeOfInput(rightOperand);
    return (plans[nodeIndex[leftNode]! * nodeCount + nodeIndex[rightNode]!] ??= planOperation(policy, operation, [
      leftOperand,
      rightOperand,
    ]));
  };
}

/** An elementwise binary operation under a policy (SPEC §4, §5), with its own plan table. */
function binaryOperation(
  policy: Policy,
  operation: BinaryOperation,
): (left: unknown, right: unknown, options?: unknown) => AnyArray {
  const planFor = binaryPlanner(policy, operation, operation, 'first', 'second');
  const valueFree = policy.ignoresValues === true && !planReadsValues(operation);
  const compute = (plan: Plan, left: unknown, right: unknown, out: AnyArray | undefined): AnyArray =>
    // An out that overlaps an operand other than element for element: compute apart, then copy.
    out !== undefined && aliasesOut(out, [left, right])
      ? copyInto(operation, out, runBinary(plan, operation, left, right))
      : runBinary(plan, operation, left, right, out);
  const run = (left: unknown, right: unknown, options?: unknown): AnyArray => {
    // While jit traces: the call is run and recorded (src/jit/trace.ts).
    if (recorder !== undefined)
      return recorder.operation(
        run as never,
        operation,
        [left, right],
        options,
        () => planFor(left, right),
        valueFree,
      ) as AnyArray;
    const plan = planFor(left, right);
    if (plan.scalarsIn !== undefined) checkScalarsFit(plan.scalarsIn, operation, left, right);
    const out = outOption(operation, options);
    if (out !== undefined ? out[storage].strides !== undefined : isStrided(left) || isStrided(right)) {
      const ordered = inDenseOrder(plan, operation, [left, right], out, (operands, target) =>
        compute(plan, operands[0], operands[1], target),
      );
      if (ordered !== undefined) return ordered;
    }
    return compute(plan, left, right, out);
  };
  return run;
}

/**
 * A logical operation's scalar operands must fit the integer dtype the operands promote to, as
 * they must for `add` (JAX converts them first): a RangeError in writeValues' words otherwise.
 */
function checkScalarsFit(dtype: DType, operation: string, ...operands: unknown[]): void {
  for (const operand of operands) {
    if (operand instanceof NDArray) continue;
    const scratch = allocArray(dtype, scalarShape, false, operation) as AnyArray;
    try {
      writeValues([operand], dtype, scratch[storage].pointer, scalarDescription(operation));
    } finally {
      scratch.dispose();
    }
  }
}

/** An elementwise unary operation under a policy (SPEC §4, §5), with its own plan table. */
function unaryOperation(policy: Policy, operation: UnaryOperation): (input: unknown, options?: unknown) => AnyArray {
  const plans: (Plan | undefined)[] = new Array(nodeCount);
  const compute = (plan: Plan, input: unknown, out: AnyArray | undefined): AnyArray =>
    out !== undefined && aliasesOut(out, [input])
      ? copyInto(operation, out, runUnary(plan, operation, input))
      : runUnary(plan, operation, input, out);
  // The last array node and its plan (see binaryPlanner).
  let lastNode: AnyDType | undefined;
  let lastPlan: Plan | undefined;
  const planOf = (node: AnyDType): Plan => {
    if (node === lastNode) return lastPlan!;
    lastPlan = plans[nodeIndex[node]!] ??= planOperation(policy, operation, [node]);
    lastNode = node;
    return lastPlan;
  };
  const planFor = (input: unknown): Plan =>
    input instanceof NDArray && input[storage].pointer !== 0
      ? planOf(nodeOfArray(input))
      : planOperation(policy, operation, [operandNode(operation, 'only', input)]);
  const run = (input: unknown, options?: unknown): AnyArray => {
    if (recorder !== undefined)
      return recorder.operation(
        run as never,
        operation,
        [input],
        options,
        () => planFor(input),
        policy.ignoresValues === true,
      ) as AnyArray;
    const plan = planFor(input);
    const out = outOption(operation, options);
    if (out !== undefined ? out[storage].strides !== undefined : isStrided(input)) {
      const ordered = inDenseOrder(plan, operation, [input], out, (operands, target) =>
        compute(plan, operands[0], target),
      );
      if (ordered !== undefined) return ordered;
    }
    return compute(plan, input, out);
  };
  return run;
}

/**
 * inDenseOrder's common case without views: operands of the compute dtype (the permuted `leader`,
 * a JavaScript scalar, or an array of leader's layout), a plain kernel: one call over the block in
 * memory order into a new block laid out as `leader`. Undefined for anything else.
 */
function inMemoryOrder(
  plan: Plan,
  operation: OperationName,
  operands: readonly unknown[],
  leader: AnyArray,
): AnyArray | undefined {
  if (
    plan.kernel === undefined ||
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    leader.dtype !== plan.compute ||
    isNarrow(plan.compute)
  )
    return undefined;
  const size = leader.size;
  if (operands.length === 1) {
    if (plan.kernelArity === 2) return undefined;
    const result = allocStrided(plan.result, leader.shape, leader[storage].strides!, plan.weak, operation);
    (kernel(plan.kernel) as UnaryKernel)(dataPointer(leader), 1, result[storage].pointer, size);
    return result;
  }
  const [left, right] = operands;
  const pointerFor = (operand: unknown): [number, number] | undefined => {
    if (operand === leader) return [dataPointer(leader), 1];
    if (operand instanceof NDArray)
      return operand.dtype === plan.compute && operand.size === size ? [dataPointer(operand), 1] : undefined;
    return undefined;
  };
  let leftAt = pointerFor(left);
  let rightAt = pointerFor(right);
  if ((leftAt === undefined) === (rightAt === undefined)) {
    if (leftAt === undefined) return undefined;
  } else {
    // A JavaScript scalar into the slot, read with stride 0 (as runBinary does for x * 2).
    const scalar = leftAt === undefined ? left : right;
    if (scalar instanceof NDArray) return undefined;
    const slot = scalarSlot();
    writeScalar(plan.truth ? truthOf(scalar) : scalar, plan.compute, slot, scalarDescription(operation));
    if (leftAt === undefined) leftAt = [slot, 0];
    else rightAt = [slot, 0];
  }
  const result = allocStrided(plan.result, leader.shape, leader[storage].strides!, plan.weak, operation);
  const status = (kernel(plan.kernel) as BinaryKernel)(
    leftAt[0],
    leftAt[1],
    rightAt![0],
    rightAt![1],
    result[storage].pointer,
    size,
  );
  checkStatus(status, operation, result);
  return result;
}

/** Whether an operand is a live strided view (so its layout may be kept, see src/layout.ts). */
function isStrided(operand: unknown): boolean {
  return operand instanceof NDArray && operand[storage].strides !== undefined;
}

/**
 * An elementwise operation run in the memory order of a permuted dense layout (src/layout.ts):
 * out's when `out` is such a view (every operand seen in its order, so it is written row-major);
 * without `out`, a permuted operand's when every other operand has its layout or is a scalar or a
 * one-element array: the result is then that permutation of a new row-major block. Undefined
 * when neither applies (the caller runs the operation as it is).
 */
function inDenseOrder(
  plan: Plan,
  operation: OperationName,
  operands: readonly unknown[],
  out: AnyArray | undefined,
  run: (operands: readonly unknown[], out: AnyArray | undefined) => AnyArray,
): AnyArray | undefined {
  let order: number[] | undefined;
  let shape: readonly number[];
  if (out !== undefined) {
    order = denseOrder(out);
    if (order === undefined || out.dtype !== plan.result) return undefined;
    shape = scalarShape;
    for (const operand of operands) shape = broadcastPair(shape, shapeOfOperand(operand));
    if (!sameShape(shape, out.shape)) return undefined;
    shape = out.shape;
  } else {
    const leader = operands.find(isStrided) as AnyArray;
    // The other operands first (cheap), then whether the leader is a permuted block.
    for (const operand of operands) {
      if (operand === leader || !(operand instanceof NDArray)) continue;
      const other = operand as AnyArray;
      if (other.size === 1 && other.shape.length <= leader.shape.length) continue;
      if (!sameLayout(leader, other)) return undefined;
    }
    order = denseOrder(leader);
    if (order === undefined) return undefined;
    shape = leader.shape;
    const direct = inMemoryOrder(plan, operation, operands, leader);
    if (direct !== undefined) return direct;
  }
  const views: unknown[] = [];
  let target: AnyArray | undefined;
  try {
    for (const operand of operands) views.push(inOrder(operand, order, shape));
    if (out !== undefined) target = inOrder(out, order, shape) as AnyArray;
    const result = run(views, target);
    return out !== undefined ? out : backFromOrder(result, order);
  } finally {
    disposeViews(views, operands);
    target?.dispose();
  }
}

function runBinary(plan: Plan, operation: OperationName, left: unknown, right: unknown, out?: AnyArray): AnyArray {
  const run = kernel(plan.kernel!) as BinaryKernel;
  // The common case: two arrays of the compute dtype and one shape: no temporaries, one call.
  if (
    left instanceof NDArray &&
    right instanceof NDArray &&
    left.dtype === plan.compute &&
    right.dtype === plan.compute &&
    sameShape(left.shape, right.shape) &&
    left[storage].strides === undefined &&
    right[storage].strides === undefined
  ) {
    const leftPointer = pointerOf(left);
    const rightPointer = pointerOf(right);
    const result =
      plan.output === undefined
        ? resultArray(operation, plan.result, left.shape, plan.weak, out)
        : (allocArray(plan.output, left.shape, false, operation) as AnyArray);
    if (result.size > 0)
      checkStatus(run(leftPointer, 1, rightPointer, 1, result[storage].pointer, result.size), operation, result, out);
    return narrowed(plan, result, operation, out);
  }
  // An array of the compute dtype and a JavaScript scalar (x * 2), or a one-element array of no
  // more axes (x - mean(x)): the scalar written, or the element cast, into a scratch slot and read
  // with stride 0; no temporary array, one call.
  if (plan.output === undefined && plan.inputsAs === undefined) {
    const singleRight = isSingle(right, left, plan.compute);
    if (singleRight || isSingle(left, right, plan.compute)) {
      const array = (singleRight ? left : right) as AnyArray;
      const single = singleRight ? right : left;
      const arrayPointer = pointerOf(array);
      let slot: number;
      if (single instanceof NDArray) {
        const pointer = dataPointer(single);
        if (single.dtype === plan.compute) slot = pointer;
        else castElements(single.dtype as DType, plan.compute, pointer, (slot = scalarSlot()), 1);
      } else {
        slot = scalarSlot();
        writeScalar(plan.truth ? truthOf(single) : single, plan.compute, slot, scalarDescription(operation));
      }
      const result = resultArray(operation, plan.result, array.shape, plan.weak, out);
      const status =
        result.size === 0
          ? 0
          : singleRight
            ? run(arrayPointer, 1, slot, 0, result[storage].pointer, result.size)
            : run(slot, 0, arrayPointer, 1, result[storage].pointer, result.size);
      checkStatus(status, operation, result, out);
      return result;
    }
  }
  // An array and one matching its trailing axes (a bias row against a matrix), both contiguous and
  // of the compute dtype: one kernel call per repeat of the smaller, no stride bookkeeping.
  if (plan.output === undefined && plan.inputsAs === undefined && left instanceof NDArray && right instanceof NDArray) {
    const rightRepeats = repeatsOver(left, right, plan.compute);
    const leftRepeats = rightRepeats === 0 ? repeatsOver(right, left, plan.compute) : 0;
    if (rightRepeats > 0 || leftRepeats > 0) {
      const big = (rightRepeats > 0 ? left : right) as AnyArray;
      const small = (rightRepeats > 0 ? right : left) as AnyArray;
      const repeats = rightRepeats + leftRepeats;
      const bigPointer = pointerOf(big);
      const smallPointer = pointerOf(small);
      const result = resultArray(operation, plan.result, big.shape, plan.weak, out);
      const output = result[storage].pointer;
      const length = small.size;
      const inBytes = length * itemSize(plan.compute);
      const outBytes = length * itemSize(plan.result);
      let status = 0;
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        status |=
          rightRepeats > 0
            ? run(bigPointer + repeat * inBytes, 1, smallPointer, 1, output + repeat * outBytes, length)
            : run(smallPointer, 1, bigPointer + repeat * inBytes, 1, output + repeat * outBytes, length);
      }
      checkStatus(status, operation, result, out);
      return result;
    }
  }
  // Two arrays of one shape and different dtypes with a fused kernel (asm/mixed.ts): integer pairs
  // whose result is at most twice as wide as either, an integer and a float array with a float result.
  if (
    left instanceof NDArray &&
    right instanceof NDArray &&
    left.dtype !== right.dtype &&
    plan.result === plan.compute &&
    left[storage].strides === undefined &&
    right[storage].strides === undefined &&
    sameShape(left.shape, right.shape)
  ) {
    const lanes = mixedLanes[plan.result];
    const fused =
      lanes === undefined ? undefined : mixedKernel(operation, left.dtype as DType, right.dtype as DType, lanes);
    if (fused !== undefined) {
      const leftPointer = pointerOf(left);
      const rightPointer = pointerOf(right);
      const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
      if (result.size > 0) fused(leftPointer, rightPointer, result[storage].pointer, result.size);
      return result;
    }
  }
  // Two contiguous arrays of one shape, one or both of another dtype than the compute dtype
  // (int32 + float32): cast a block at a time into scratch that stays in cache, then the kernel.
  if (
    left instanceof NDArray &&
    right instanceof NDArray &&
    plan.output === undefined &&
    plan.inputsAs === undefined &&
    !plan.truth &&
    left[storage].strides === undefined &&
    right[storage].strides === undefined &&
    !isNarrow(left.dtype as DType) &&
    !isNarrow(right.dtype as DType) &&
    sameShape(left.shape, right.shape)
  ) {
    return runCastBlocks(plan, run, operation, left, right, out);
  }
  const leftShape = shapeOfOperand(left);
  const rightShape = shapeOfOperand(right);
  const outputShape = sameShape(leftShape, rightShape) ? leftShape : broadcastPair(leftShape, rightShape);
  // Narrow arithmetic (float8 + float8 …) runs blocked: decoded, computed wide and rounded per block.
  if (plan.inputsAs !== undefined) {
    const small = (operand: unknown) => prepare(operand, plan.compute, operation, plan.truth, plan.inputsAs);
    const fused = runNarrowBlocked(
      plan,
      run,
      operation,
      [left, right],
      outputShape,
      small,
      () => negativePowerError(operation),
      out,
    );
    if (fused !== undefined) return fused;
  }
  // A transposed or stepped operand against a contiguous one (x.T + y): gathered straight into the
  // result, then the kernel in place there.
  if (out === undefined) {
    const gathered = runGatheredInPlace(plan, run, operation, left, right);
    if (gathered !== undefined) return gathered;
  }
  // Other narrow operands (int4 + float32 …) take the cast path: their casts have no single kernel.
  const narrowOperand = (operand: unknown) => operand instanceof NDArray && isNarrow(operand.dtype as DType);
  const blocked =
    plan.inputsAs !== undefined || narrowOperand(left) || narrowOperand(right)
      ? undefined
      : runBlocked(plan, run, operation, left, right, outputShape, out);
  if (blocked !== undefined) return blocked;
  let leftReady: Prepared | undefined;
  let rightReady: Prepared | undefined;
  try {
    leftReady = prepare(left, plan.compute, operation, plan.truth, plan.inputsAs);
    rightReady = prepare(right, plan.compute, operation, plan.truth, plan.inputsAs);
    const output = plan.output ?? plan.result;
    const result =
      plan.output === undefined
        ? resultArray(operation, plan.result, outputShape, plan.weak, out)
        : (allocArray(plan.output, outputShape, false, operation) as AnyArray);
    const bytes = itemSize(plan.compute);
    const status = broadcastKernel(
      run,
      leftReady,
      rightReady,
      result[storage].pointer,
      outputShape,
      bytes,
      bytes,
      itemSize(output),
    );
    checkStatus(status, operation, result, out);
    return narrowed(plan, result, operation, out);
  } finally {
    if (leftReady?.temporary) leftReady.temporary.dispose();
    if (rightReady?.temporary) rightReady.temporary.dispose();
  }
}

// The fused mixed-dtype kernels of asm/mixed.ts, by name (null: no such kernel).
// Keyed by the result's lanes, operation, left dtype, right dtype: no name is built per call (a
// new string is hashed on every lookup).
type MixedKernel = (inputA: number, inputB: number, out: number, count: number) => number;
const mixedKernels = new Map<string, Map<string, Map<string, Map<string, MixedKernel | null>>>>();

/**
 * The lanes a mixed kernel computes a result dtype in: the float itself, or for integers the
 * signed dtype of the result's width (wrapping add, subtract and multiply give the same bits
 * signed or unsigned, so uint16 results use the int16 kernels).
 */
const mixedLanes: Readonly<Partial<Record<string, string>>> = Object.fromEntries([
  ['float32', 'float32'],
  ['float64', 'float64'],
  ...dtypeRows
    .filter((row) => (row.kind === 'int' || row.kind === 'uint') && !('narrow' in row))
    .map((row) => [row.name, `int${row.bits}`]),
]);

/**
 * The fused kernel of asm/mixed.ts for two contiguous operands of different dtypes whose result is
 * computed in `lanes`, if any (the kernel name ends in the lanes' dtype: `mixed_add_int8_uint8_int16`).
 */
function mixedKernel(operation: string, left: DType, right: DType, lanes: string): MixedKernel | undefined {
  let byOperation = mixedKernels.get(lanes);
  if (byOperation === undefined) mixedKernels.set(lanes, (byOperation = new Map()));
  let byLeft = byOperation.get(operation);
  if (byLeft === undefined) byOperation.set(operation, (byLeft = new Map()));
  let byRight = byLeft.get(left);
  if (byRight === undefined) byLeft.set(left, (byRight = new Map()));
  let found = byRight.get(right);
  if (found === undefined) {
    const name = `mixed_${operation}_${left}_${right}_${lanes}`;
    const exported = (wasm() as unknown as Record<string, unknown>)[name];
    found = typeof exported === 'function' ? (exported as MixedKernel) : null;
    byRight.set(right, found);
  }
  return found ?? undefined;
}

/** Elements per block on the blocked path: small enough for the blocks to stay in L1/L2. */
const blockElements = 4096;

/** How one operand of the blocked path is read: as it is, converted per block, or gathered per block. */
interface BlockSource {
  /** Address of the operand's first element (a contiguous array, a view, or a 0-d temporary). */
  pointer: number;
  /** Elements between blocks' starts, per output element: 1 for full-size operands, 0 for scalars. */
  step: number;
  bytes: number;
  /** Converts a block to the compute dtype (into `block`), when the dtype differs. */
  cast: UnaryKernel | undefined;
  /** Gathers a block of a strided view into contiguous memory (at `raw`). */
  strides: readonly number[] | undefined;
  gather: GatherKernel | undefined;
  raw: number;
  block: number;
}

/**
 * The blocked path: the output is made a block of leading rows at a time, each operand brought to
 * a contiguous block of the compute dtype in a small scratch buffer first when it is of another
 * dtype (int8 + uint8 → int16: SIMD widening casts, data read once, no operand-sized temporaries)
 * or a strided view (a transposed operand: a tiled gather). Operands must be scalars, size-1
 * arrays, contiguous arrays of the output's size or views of the output's shape; anything else
 * (broadcasting) returns undefined and takes the general path.
 */
function runBlocked(
  plan: Plan,
  run: BinaryKernel,
  operation: OperationName,
  left: unknown,
  right: unknown,
  outputShape: readonly number[],
  into?: AnyArray,
): AnyArray | undefined {
  const total = outputShape.reduce((product, size) => product * size, 1);
  if (total === 0 || outputShape.length === 0) return undefined;
  const compute = plan.compute;
  const leftKind = blockKind(left, compute, total, outputShape.length);
  const rightKind = blockKind(right, compute, total, outputShape.length);
  if (leftKind === undefined || rightKind === undefined) return undefined;
  if (leftKind !== 'cast' && leftKind !== 'gather' && rightKind !== 'cast' && rightKind !== 'gather') return undefined;
  const computeBytes = itemSize(compute);
  const outBytes = itemSize(plan.result);
  const rowSize = total / outputShape[0]!;
  const rows =
    interleaved(leftKind, left, outputShape) || interleaved(rightKind, right, outputShape)
      ? outputShape[0]!
      : Math.min(outputShape[0]!, blockRows(rowSize, gatherBytes(leftKind, left), gatherBytes(rightKind, right)));
  const blockSize = rows * rowSize;
  const temporaries: AnyArray[] = [];
  const scratches: number[] = [];
  const source = (operand: unknown, how: 'small' | 'same' | 'cast' | 'gather'): BlockSource => {
    if (how === 'small' && !(operand instanceof NDArray)) {
      // A JavaScript scalar (x.T * 2): written into the scratch slot, read with stride 0. The
      // other operand is an array here (gathered or cast), so the slot has one user.
      const slot = scalarSlot();
      writeValues([plan.truth ? truthOf(operand) : operand], compute, slot, scalarDescription(operation));
      return {
        pointer: slot,
        step: 0,
        bytes: computeBytes,
        cast: undefined,
        strides: undefined,
        gather: undefined,
        raw: 0,
        block: 0,
      };
    }
    if (how === 'small') {
      const ready = prepare(operand, compute, operation, plan.truth);
      if (ready.temporary) temporaries.push(ready.temporary);
      return {
        pointer: ready.pointer,
        step: 0,
        bytes: computeBytes,
        cast: undefined,
        strides: undefined,
        gather: undefined,
        raw: 0,
        block: 0,
      };
    }
    const array = operand as AnyArray;
    const dtype = array.dtype as DType;
    const bytes = itemSize(dtype);
    const cast = dtype === compute ? undefined : cachedCast(dtype, compute);
    const strides = how === 'gather' ? array[storage].strides : undefined;
    const gather = strides === undefined ? undefined : (wasm()[`gather_${bytes}` as 'gather_1'] as GatherKernel);
    const raw = gather === undefined ? 0 : allocBytes(blockSize * bytes);
    if (raw !== 0) scratches.push(raw);
    const block = how === 'same' ? 0 : cast === undefined ? raw : allocBytes(blockSize * computeBytes);
    if (block !== 0 && block !== raw) scratches.push(block);
    return { pointer: dataPointer(array), step: 1, bytes, cast, strides, gather, raw, block };
  };
  try {
    const leftSource = source(left, leftKind);
    const rightSource = source(right, rightKind);
    const result = resultArray(operation, plan.result, outputShape, plan.weak, into);
    const out = result[storage].pointer;
    const blockShape = [rows, ...outputShape.slice(1)];
    let status = 0;
    for (let row = 0; row < outputShape[0]!; row += rows) {
      const count = Math.min(rows, outputShape[0]! - row);
      const start = row * rowSize;
      const size = count * rowSize;
      if (count !== rows) blockShape[0] = count;
      const leftPointer = blockPointer(leftSource, row, start, size, blockShape);
      const rightPointer = blockPointer(rightSource, row, start, size, blockShape);
      status |= run(leftPointer, leftSource.step, rightPointer, rightSource.step, out + start * outBytes, size);
    }
    checkStatus(status, operation, result, into);
    return result;
  } finally {
    for (const scratch of scratches) freeBytes(scratch);
    for (const temporary of temporaries) temporary.dispose();
  }
}

/**
 * `x.T + y`: a strided operand that is worth gathering, of the compute and result dtype, against a
 * live contiguous array of that dtype and the same shape. The view is gathered into the result
 * (one tiled pass, as copy() does), and the kernel then runs over the result in place: two calls,
 * no scratch blocks. Measured faster than the blocked path (gather a block into scratch, kernel on
 * it) from 256² to 4096² elements: a gather that writes whole output lines runs best on its own.
 */
function runGatheredInPlace(
  plan: Plan,
  run: BinaryKernel,
  operation: OperationName,
  left: unknown,
  right: unknown,
): AnyArray | undefined {
  if (
    !(left instanceof NDArray) ||
    !(right instanceof NDArray) ||
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    plan.truth
  )
    return undefined;
  const compute = plan.compute;
  if (plan.result !== compute || left.dtype !== compute || right.dtype !== compute || isNarrow(compute))
    return undefined;
  const leftStrides = left[storage].strides;
  const rightStrides = right[storage].strides;
  if ((leftStrides === undefined) === (rightStrides === undefined) || !sameShape(left.shape, right.shape))
    return undefined;
  const view = (leftStrides === undefined ? right : left) as AnyArray;
  const plain = (leftStrides === undefined ? left : right) as AnyArray;
  const strides = view[storage].strides!;
  if (view[storage].pointer === 0 || plain[storage].pointer === 0 || !wantsGather(view.shape, strides, view.size))
    return undefined;
  const bytes = itemSize(compute);
  const result = allocArray(compute, view.shape, plan.weak, operation) as AnyArray;
  const target = result[storage].pointer;
  gatherInto(
    wasm()[`gather_${bytes}` as 'gather_1'] as GatherKernel,
    dataPointer(view),
    view.shape,
    strides,
    bytes,
    target,
  );
  const other = pointerOf(plain);
  const status =
    view === left ? run(target, 1, other, 1, target, view.size) : run(other, 1, target, 1, target, view.size);
  checkStatus(status, operation, result);
  return result;
}

/**
 * Whether a gathered operand's first axis is 3 or 4 interleaved channels of 1, 2 or 4 bytes (an RGB(A) image's
 * channels first: stride 1, innermost stride 3 or 4): then all channels are gathered in one block
 * by the SIMD deinterleaves (asm/gather.ts), the source read once rather than once per channel.
 */
function interleaved(kind: string, operand: unknown, shape: readonly number[]): boolean {
  const channels = shape[0];
  if (kind !== 'gather' || (channels !== 3 && channels !== 4) || shape.length < 2) return false;
  // 8-byte elements: a plane at a time (plain loads) measured faster than their block transposes.
  if (itemSize((operand as AnyArray).dtype as DType) > 4) return false;
  const strides = (operand as AnyArray)[storage].strides!;
  return strides[0] === 1 && strides[strides.length - 1] === channels;
}

/**
 * runBinary's path for two contiguous arrays of one shape where at least one is cast to the
 * compute dtype: blocks of `blockElements`, each operand that needs it cast into a scratch block,
 * then the kernel writes the block's results. The same elements as casting whole arrays first.
 */
function runCastBlocks(
  plan: Plan,
  run: BinaryKernel,
  operation: OperationName,
  left: AnyArray,
  right: AnyArray,
  out: AnyArray | undefined,
): AnyArray {
  const compute = plan.compute;
  const leftDType = left.dtype as DType;
  const rightDType = right.dtype as DType;
  const leftCast = leftDType === compute ? undefined : cachedCast(leftDType, compute);
  const rightCast = rightDType === compute ? undefined : cachedCast(rightDType, compute);
  const leftBytes = itemSize(leftDType);
  const rightBytes = itemSize(rightDType);
  const computeBytes = itemSize(compute);
  const outBytes = itemSize(plan.result);
  const size = left.size;
  const block = Math.min(size, blockElements);
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
  const output = result[storage].pointer;
  let leftScratch = 0;
  let rightScratch = 0;
  try {
    if (leftCast !== undefined && size > 0) leftScratch = allocBytes(block * computeBytes);
    if (rightCast !== undefined && size > 0) rightScratch = allocBytes(block * computeBytes);
    let status = 0;
    for (let start = 0; start < size; start += block) {
      const count = Math.min(block, size - start);
      let leftBlock = leftPointer + start * leftBytes;
      if (leftCast !== undefined) {
        leftCast(leftBlock, 1, leftScratch, count);
        leftBlock = leftScratch;
      }
      let rightBlock = rightPointer + start * rightBytes;
      if (rightCast !== undefined) {
        rightCast(rightBlock, 1, rightScratch, count);
        rightBlock = rightScratch;
      }
      status |= run(leftBlock, 1, rightBlock, 1, output + start * outBytes, count);
    }
    if (status !== 0) throw negativePowerError(operation);
    return result;
  } catch (error) {
    if (result !== out) result.dispose();
    throw error;
  } finally {
    if (leftScratch !== 0) freeBytes(leftScratch);
    if (rightScratch !== 0) freeBytes(rightScratch);
  }
}

/** The element size of an operand the blocked path gathers (0: not gathered). */
function gatherBytes(kind: string, operand: unknown): number {
  return kind === 'gather' ? itemSize((operand as AnyArray).dtype as DType) : 0;
}

/**
 * Rows per block. Casts: blocks of `blockElements`. Gathers: whole tiles (64 bytes of source, one
 * cache line, per output row: 64 / size rows) and blocks of about `gatherElements`, fewer calls.
 */
function blockRows(rowSize: number, leftBytes: number, rightBytes: number): number {
  const narrowest = Math.min(leftBytes === 0 ? 64 : leftBytes, rightBytes === 0 ? 64 : rightBytes);
  if (narrowest === 64) return rowSize > 65536 ? 1 : Math.max(8, Math.floor(blockElements / rowSize));
  const tile = 64 / narrowest;
  // Very long rows (an image's channel planes): a row or a few at a time, as for casts.
  if (rowSize * tile > 4 * gatherElements) return Math.max(1, Math.floor(gatherElements / rowSize));
  return Math.max(1, Math.floor(gatherElements / rowSize / tile)) * tile;
}

/** Elements per block on the blocked path when an operand is gathered. */
const gatherElements = 32768;

/** How the blocked path reads an operand, or undefined when it cannot (a broadcast operand). */
function blockKind(
  operand: unknown,
  compute: DType,
  total: number,
  ndim: number,
): 'small' | 'same' | 'cast' | 'gather' | undefined {
  if (!(operand instanceof NDArray)) return 'small';
  const array = operand as AnyArray;
  if (array[storage].pointer === 0) return undefined;
  if (array.size === 1) return 'small';
  if (array.size !== total) return undefined;
  const strides = array[storage].strides;
  if (strides === undefined) return array.dtype === compute ? 'same' : 'cast';
  return array.shape.length === ndim && wantsGather(array.shape, strides, array.size) ? 'gather' : undefined;
}

// Cast kernels by (from, to) dtype codes: the blocked path looks two up per call.
const castCache: (UnaryKernel | undefined)[] = [];

function cachedCast(from: DType, to: DType): UnaryKernel {
  const key = dtypeCode(from) * 64 + dtypeCode(to);
  return (castCache[key] ??= castKernel(from, to));
}

/** The address of an operand's block (rows from `row`), converted or gathered as it needs. */
function blockPointer(
  source: BlockSource,
  row: number,
  start: number,
  size: number,
  blockShape: readonly number[],
): number {
  if (source.step === 0) return source.pointer;
  let from = source.pointer + start * source.bytes;
  if (source.gather !== undefined) {
    gatherInto(
      source.gather,
      source.pointer + row * source.strides![0]! * source.bytes,
      blockShape,
      source.strides!,
      source.bytes,
      source.raw,
    );
    from = source.raw;
  }
  if (source.cast === undefined) return from;
  source.cast(from, 1, source.block, size);
  return source.block;
}

function runUnary(plan: Plan, operation: OperationName, input: unknown, out?: AnyArray): AnyArray {
  // logicalNot(x) is (x as bool) == false.
  if (plan.kernelArity === 2) return runBinary(plan, operation, input, false, out);
  if (plan.inputsAs !== undefined && input instanceof NDArray) {
    const run = kernel(plan.kernel!) as UnaryKernel;
    const fused = runNarrowBlocked(
      plan,
      run,
      operation,
      [input],
      input.shape,
      () => ({ pointer: 0 }),
      () => negativePowerError(operation),
      out,
    );
    if (fused !== undefined) return fused;
  }
  const gathered = unaryGathered(plan, operation, input, out);
  if (gathered !== undefined) return gathered;
  let ready: Prepared | undefined;
  try {
    ready = prepare(input, plan.compute, operation, false, plan.inputsAs);
    const output = plan.output ?? plan.result;
    const result =
      plan.output === undefined
        ? resultArray(operation, plan.result, ready.shape, plan.weak, out)
        : (allocArray(plan.output, ready.shape, false, operation) as AnyArray);
    if (ready.size > 0 && ready.strides !== undefined) {
      const run =
        plan.kernel === undefined ? castKernel(plan.compute, plan.result) : (kernel(plan.kernel) as UnaryKernel);
      stridedUnary(
        run,
        ready.pointer,
        ready.strides,
        itemSize(plan.compute),
        result[storage].pointer,
        ready.shape,
        itemSize(output),
      );
    } else if (ready.size > 0) {
      if (plan.kernel === undefined) {
        // The input brought to the result dtype is the answer (floor of an integer …).
        copyBytes(ready.pointer, result[storage].pointer, byteLength(plan.result, ready.size));
      } else {
        (kernel(plan.kernel) as UnaryKernel)(ready.pointer, 1, result[storage].pointer, ready.size);
      }
    }
    return narrowed(plan, result, operation, out);
  } finally {
    ready?.temporary?.dispose();
  }
}

/**
 * A unary operation on a transposed or stepped view: a block of leading rows gathered into a small
 * scratch buffer, then the kernel on it straight into the result (no operand-sized temporary).
 * An input of another dtype than the compute dtype takes the blocked path (cast per block).
 */
function unaryGathered(plan: Plan, operation: OperationName, input: unknown, out?: AnyArray): AnyArray | undefined {
  if (
    !(input instanceof NDArray) ||
    plan.inputsAs !== undefined ||
    plan.output !== undefined ||
    isNarrow(input.dtype as DType)
  )
    return undefined;
  const strides = input[storage].strides;
  if (strides === undefined || input[storage].pointer === 0 || !wantsGather(input.shape, strides, input.size))
    return undefined;
  const run = plan.kernel === undefined ? cachedCast(plan.compute, plan.result) : (kernel(plan.kernel) as UnaryKernel);
  if (input.dtype !== plan.compute) {
    return runBlocked(
      plan,
      (a, strideA, _b, _strideB, target, count) => run(a, strideA, target, count),
      operation,
      input,
      0,
      input.shape,
      out,
    );
  }
  const { shape } = input;
  const bytes = itemSize(plan.compute);
  const outBytes = itemSize(plan.result);
  const rowSize = input.size / shape[0]!;
  const rows = interleaved('gather', input, shape) ? shape[0]! : Math.min(shape[0]!, blockRows(rowSize, bytes, 0));
  const gather = wasm()[`gather_${bytes}` as 'gather_1'] as GatherKernel;
  const pointer = dataPointer(input);
  const scratch = allocBytes(rows * rowSize * bytes);
  try {
    const result = resultArray(operation, plan.result, shape, plan.weak, out);
    const target = result[storage].pointer;
    const blockShape = shape.slice();
    let status = 0;
    for (let row = 0; row < shape[0]!; row += rows) {
      blockShape[0] = Math.min(rows, shape[0]! - row);
      gatherInto(gather, pointer + row * strides[0]! * bytes, blockShape, strides, bytes, scratch);
      status |= run(scratch, 1, target + row * rowSize * outBytes, blockShape[0] * rowSize);
    }
    checkStatus(status, operation, result, out);
    return result;
  } finally {
    freeBytes(scratch);
  }
}

/** A result computed wide (float32, int32) rounded once to its narrow dtype; the wide one freed. */
function narrowed(plan: Plan, computed: AnyArray, operation: string, out?: AnyArray): AnyArray {
  if (plan.output === undefined) return computed;
  let rounded: AnyArray;
  try {
    rounded = castArray(computed, plan.result, plan.weak, operation) as AnyArray;
  } finally {
    computed.dispose();
  }
  return out === undefined ? rounded : copyInto(operation, out, rounded);
}

/**
 * A kernel's status: non-zero when an integer met a negative power. The result is then freed
 * (unless it is the caller's `out`) and the error thrown.
 */
function checkStatus(status: number, operation: string, result: AnyArray, out?: AnyArray): void {
  if (status === 0) return;
  if (result !== out) result.dispose();
  throw negativePowerError(operation);
}

export function negativePowerError(operation: string): RangeError {
  return new RangeError(
    `${operation}(): integers cannot be raised to negative integer powers (as in NumPy); cast to a float dtype first.`,
  );
}

function shapeOfOperand(operand: unknown): readonly number[] {
  if (operand instanceof NDArray) return operand.shape;
  nodeOfInput(operand); // a clear TypeError for values that are neither arrays nor scalars
  return [];
}

/**
 * Calls a kernel over the broadcast of two operands with any strides. Contiguous operands of the
 * output's size, or with a scalar, are one call; otherwise axes of size 1 are dropped and axes that
 * stay contiguous for every operand are merged, and the kernel runs once per remaining row.
 */
function broadcastKernel(
  run: BinaryKernel,
  left: Prepared,
  right: Prepared,
  outPointer: number,
  outShape: readonly number[],
  leftBytes: number,
  rightBytes: number,
  outBytes: number,
): number {
  const total = outShape.reduce((product, size) => product * size, 1);
  if (total === 0) return 0;
  if (left.strides === undefined && right.strides === undefined) {
    if (left.size === total && right.size === total) return run(left.pointer, 1, right.pointer, 1, outPointer, total);
    if (left.size === 1 && right.size === total) return run(left.pointer, 0, right.pointer, 1, outPointer, total);
    if (right.size === 1 && left.size === total) return run(left.pointer, 1, right.pointer, 0, outPointer, total);
  }
  const leftStrides = alignedStrides(left, outShape);
  const rightStrides = alignedStrides(right, outShape);
  if (leftBytes === rightBytes) {
    const blocked = blockedBinary(
      run,
      left.pointer,
      leftStrides,
      right.pointer,
      rightStrides,
      outPointer,
      outShape,
      leftBytes,
      outBytes,
      blockScratch,
    );
    if (blocked !== undefined) return blocked;
  }
  return stridedBinary(
    run,
    left.pointer,
    leftStrides,
    right.pointer,
    rightStrides,
    outPointer,
    outShape,
    leftBytes,
    rightBytes,
    outBytes,
  );
}

/** blockedBinary's scratch blocks and gather kernels. */
const blockScratch = {
  gather: (bytes: number) => (wasm() as unknown as Record<string, GatherKernel | undefined>)[`gather_${bytes}`],
  alloc: allocBytes,
  free: freeBytes,
};

/** An operand's element strides against the output's axes: 0 where it is broadcast. */
function alignedStrides(operand: Prepared, outShape: readonly number[]): number[] {
  const { shape } = operand;
  const own = operand.strides ?? rowMajor(shape);
  const pad = outShape.length - shape.length;
  return outShape.map((_, axis) => (axis < pad || shape[axis - pad] === 1 ? 0 : own[axis - pad]!));
}

/** The array operations bound to one policy: `add(a, b)`, `less(a, 2)`, `sqrt(a)` … */
export type Operations<Policy extends PolicySpec> = {
  readonly [Operation in BinaryOperation]: BinaryFunction<Operation, Policy>;
} & {
  readonly [Operation in UnaryOperation]: UnaryFunction<Operation, Policy>;
};

/** Builds the operation functions for a policy, one per operation row of the registry. */
export function createOperations<Policy extends PolicySpec>(spec?: Policy): Operations<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createOperations');
  const functions: Record<string, unknown> = {};
  for (const operation of binaryOperations) functions[operation] = binaryOperation(policy, operation);
  for (const operation of unaryOperations) functions[operation] = unaryOperation(policy, operation);
  return Object.freeze(functions) as Operations<Policy>;
}

/** The operations under JAX's policy (the default). */
export const jaxOperations = createOperations('jax');
