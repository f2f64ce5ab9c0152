// The fused mixed-dtype executor: two contiguous arrays of one shape and different dtypes with a
// kernel of asm/mixed.ts that converts inside its loop (int8 + uint8 → int16, int32 + float32).
import type { DType } from '../lattice/dtypes.js';
import { NDArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { dtypeRows } from '../registry/registry.js';
import { wasm } from '../kernels/instance.js';
import type { AnyArray } from './common.js';

/**
 * Two live contiguous arrays of one shape and different dtypes whose result is the compute dtype,
 * with a fused kernel: the result; undefined where this path does not apply.
 */
export function runFusedMixed(
  plan: Plan,
  operation: OperationName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray | undefined {
  if (
    !(left instanceof NDArray) ||
    !(right instanceof NDArray) ||
    left.dtype === right.dtype ||
    plan.result !== plan.compute ||
    left[storage].strides !== undefined ||
    right[storage].strides !== undefined ||
    !sameShape(left.shape, right.shape)
  )
    return undefined;
  const lanes = mixedLanes[plan.result];
  const fused =
    lanes === undefined ? undefined : mixedKernel(operation, left.dtype as DType, right.dtype as DType, lanes);
  if (fused === undefined) return undefined;
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
  if (result.size > 0) fused(leftPointer, rightPointer, result[storage].pointer, result.size);
  return result;
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
