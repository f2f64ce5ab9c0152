// The array operations: one function per registry operation row, bound to a policy. Each
// validates its operands, takes its plan from its own table (src/plan/plans.ts) and hands it to the
// executors (src/execute/): the binary ladder, the unary one, or the dense-order wrapper for
// permuted layouts. The methods on NDArray (`a.add(b)`) are the same functions under JAX's policy.
import type { BinaryFunction, UnaryFunction } from '../../types/array.js';
import type { AnyNDArray } from '../../types/ndarray.js';
import type { AnyDType } from '../../types/dtype.js';
import type { PolicySpec } from '../../types/policy.js';
import type { DType } from '../lattice/dtypes.js';
import { runBinary } from '../execute/binary.js';
import { checkStatus, isStrided } from '../execute/common.js';
import { scalarDescription } from '../execute/words.js';
import { inDenseOrder } from '../execute/dense-order.js';
import { binaryRanges, unaryRanges } from '../execute/contiguous.js';
import { SMALLEST_SPLIT, split } from '../execute/ranges.js';
import { directPlan, type DirectPlan } from '../execute/same-dtype.js';
import { directUnaryPlan, runUnary, type DirectUnaryPlan } from '../execute/unary.js';
import { namedScratchFailure } from '../array/public-function.js';
import { recorder } from '../array/trace-hook.js';
import { NDArray, allocArray, allocResult, nodeOfArray, scalarShape, storage } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { aliasesOut, copyInto, outOption } from '../array/out.js';
import { binaryPlanner, nodeCount, nodeIndex } from '../plan/plans.js';
import { planOperation, planReadsValues, type Plan } from '../plan/planner.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import {
  binaryOperations,
  unaryOperations,
  type BinaryOperation,
  type PartName,
  type UnaryOperation,
} from '../policy/result-rules.js';
import { partRows } from '../registry/registry.js';
import { sameShape } from '../shape/broadcast.js';
import { writeScalar, writeValues } from '../memory/values.js';
import { scalarSlot } from '../kernels/heap.js';

type AnyArray = AnyNDArray;

/** An elementwise binary operation under a policy (SPEC §4, §5), with its own plan table. */
function binaryOperation(
  policy: Policy,
  operation: BinaryOperation,
): (left: unknown, right: unknown, options?: unknown) => AnyArray {
  const planFor = binaryPlanner(policy, operation, operation, 'first', 'second');
  const valueFree = policy.ignoresValues === true && !planReadsValues(operation);
  const compute = (plan: Plan, left: unknown, right: unknown, out: AnyArray | undefined): AnyArray => {
    try {
      // An out that overlaps an operand other than element for element: compute apart, then copy.
      return out !== undefined && aliasesOut(out, [left, right])
        ? copyInto(operation, out, runBinary(plan, operation, left, right))
        : runBinary(plan, operation, left, right, out);
    } catch (error) {
      throw namedScratchFailure(error, operation); // a block's scratch (casts, gathers) in exhausted memory
    }
  };
  // The last strong dtype seen on the direct path and its kernel (null: that dtype's plan does
  // not run directly). A loop repeats its dtypes; comparing one name is cheaper than any lookup.
  let directDType: unknown;
  let direct: DirectPlan | null = null;
  // The same for an array and a number: the last dtype, whether the number was an integer.
  let scalarDType: unknown;
  let scalarInteger = false;
  let scalarDirect: DirectPlan | null = null;
  const run = (left: unknown, right: unknown, options?: unknown): AnyArray => {
    // The common call first: two live contiguous arrays of one strong dtype and one shape, no
    // options, not traced. The same kernel and result as runBinary's first path, with no checks
    // that cannot fail here.
    if (options === undefined && recorder === undefined && left instanceof NDArray && right instanceof NDArray) {
      const dtype = left.dtype;
      const leftState = left[storage];
      const rightState = right[storage];
      if (
        dtype === right.dtype &&
        !left.weakType &&
        !right.weakType &&
        leftState.strides === undefined &&
        rightState.strides === undefined &&
        leftState.pointer !== 0 &&
        rightState.pointer !== 0 &&
        sameShape(left.shape, right.shape)
      ) {
        if (dtype !== directDType) {
          direct = directPlan(planFor(left, right), dtype as DType);
          directDType = dtype;
        }
        if (direct !== null) {
          const size = left.size;
          const result = allocResult(
            direct.result,
            left.shape,
            size * direct.bytes,
            direct.weak,
            operation,
          ) as AnyArray;
          if (size > 0) {
            // The executors' range form (binaryRanges) when a split is set; the kernel whole otherwise.
            const status =
              split === undefined && size < SMALLEST_SPLIT
                ? direct.run(leftState.pointer, 1, rightState.pointer, 1, result[storage].pointer, size)
                : binaryRanges(
                    direct.run,
                    leftState.pointer,
                    1,
                    rightState.pointer,
                    1,
                    direct.inBytes,
                    result[storage].pointer,
                    direct.bytes,
                    size,
                  );
            if (status !== 0) checkStatus(status, operation, result);
          }
          return result;
        }
      }
    } else if (
      typeof right === 'number' &&
      valueFree &&
      options === undefined &&
      recorder === undefined &&
      left instanceof NDArray
    ) {
      // x * 2, x < 1: a live contiguous array of a strong dtype and a number, where the plan reads
      // only the number's kind. runBinary's scalar path (src/execute/scalar.ts) without its checks.
      const state = left[storage];
      if (state.strides === undefined && state.pointer !== 0 && !left.weakType) {
        const dtype = left.dtype;
        const integer = Number.isInteger(right);
        if (dtype !== scalarDType || integer !== scalarInteger) {
          const plan = planFor(left, right);
          scalarDirect = plan.truth || plan.scalarsIn !== undefined ? null : directPlan(plan, dtype as DType);
          scalarDType = dtype;
          scalarInteger = integer;
        }
        if (scalarDirect !== null) {
          const slot = scalarSlot();
          writeScalar(right, dtype as DType, slot, scalarDescription(operation));
          const size = left.size;
          const bytes = size * scalarDirect.bytes;
          const result = allocResult(scalarDirect.result, left.shape, bytes, scalarDirect.weak, operation) as AnyArray;
          if (size > 0) {
            const status =
              split === undefined && size < SMALLEST_SPLIT
                ? scalarDirect.run(state.pointer, 1, slot, 0, result[storage].pointer, size)
                : binaryRanges(
                    scalarDirect.run,
                    state.pointer,
                    1,
                    slot,
                    0,
                    scalarDirect.inBytes,
                    result[storage].pointer,
                    scalarDirect.bytes,
                    size,
                  );
            if (status !== 0) checkStatus(status, operation, result);
          }
          return result;
        }
      }
    }
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
function unaryOperation(
  policy: Policy,
  operation: UnaryOperation | PartName,
): (input: unknown, options?: unknown) => AnyArray {
  const plans: (Plan | undefined)[] = new Array(nodeCount);
  const compute = (plan: Plan, input: unknown, out: AnyArray | undefined): AnyArray => {
    try {
      return out !== undefined && aliasesOut(out, [input])
        ? copyInto(operation, out, runUnary(plan, operation, input))
        : runUnary(plan, operation, input, out);
    } catch (error) {
      throw namedScratchFailure(error, operation);
    }
  };
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
  // The last strong dtype seen on the direct path and its kernel (see binaryOperation).
  let directDType: unknown;
  let direct: DirectUnaryPlan | null = null;
  const run = (input: unknown, options?: unknown): AnyArray => {
    // The common call first: a live contiguous array of a strong dtype, no options, not traced:
    // runUnary's kernel on the input as it is, with no checks that cannot fail here.
    if (options === undefined && recorder === undefined && input instanceof NDArray) {
      const state = input[storage];
      if (state.strides === undefined && state.pointer !== 0 && !input.weakType) {
        const dtype = input.dtype;
        if (dtype !== directDType) {
          direct = directUnaryPlan(planOf(dtype as DType), dtype as DType);
          directDType = dtype;
        }
        if (direct !== null) {
          const size = input.size;
          const result = allocResult(
            direct.result,
            input.shape,
            size * direct.bytes,
            direct.weak,
            operation,
          ) as AnyArray;
          if (size > 0 && split === undefined && size < SMALLEST_SPLIT)
            direct.run(state.pointer, 1, result[storage].pointer, size);
          else if (size > 0)
            unaryRanges(direct.run, state.pointer, direct.inBytes, result[storage].pointer, direct.bytes, size);
          return result;
        }
      }
    }
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
 * The array operations bound to one policy: `add(a, b)`, `less(a, 2)`, `sqrt(a)` … (a registry row's
 * `aliases`, `asin` …, are further names of the package's exports, not members here: typed members
 * would cost the declarations' check about 1,000 instantiations).
 */
export type Operations<Policy extends PolicySpec> = {
  readonly [Operation in BinaryOperation]: BinaryFunction<Operation, Policy>;
} & {
  readonly [Operation in UnaryOperation]: UnaryFunction<Operation, Policy>;
};

/** Builds the operation functions for a policy (the public export is bound in src/api/operations.generated.ts). */
export function createOperations<Policy extends PolicySpec>(spec?: Policy): Operations<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createOperations');
  const functions: Record<string, unknown> = {};
  for (const operation of binaryOperations) functions[operation] = binaryOperation(policy, operation);
  for (const operation of unaryOperations) functions[operation] = unaryOperation(policy, operation);
  return Object.freeze(functions) as Operations<Policy>;
}

/** The operations under JAX's policy (the default). */
export const jaxOperations = createOperations('jax');

/** The parts of the functions with two results (the registry's partRows), by name. */
type PartOperations = { readonly [Name in PartName]: (input: unknown) => AnyArray };
const partTables: { on?: PartOperations; off?: PartOperations } = {};

/**
 * The parts of the functions with two results (the registry's partRows: frexp's mantissa and
 * exponent), as operation functions under JAX's rules with the caller's x64 (a weak operand
 * materialises as under the caller's policy): their caller (src/ops/composites.ts) has brought the
 * operand to the dtype its own policy gives, which these keep (the exponent: int32). Not exported
 * from the package; jit records their calls as it records the operations'.
 */
export function partOperations(x64: boolean): PartOperations {
  const key = x64 ? 'on' : 'off';
  const existing = partTables[key];
  if (existing !== undefined) return existing;
  const policy = resolvePolicy({ policy: 'jax', x64 });
  const made = Object.freeze(
    Object.fromEntries(partRows.map((row) => [row.name, unaryOperation(policy, row.name)])),
  ) as PartOperations;
  partTables[key] = made;
  return made;
}
