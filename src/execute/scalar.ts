// The scalar executor: an array of the compute dtype and a JavaScript scalar (x * 2), or a
// one-element array of no more axes (x - mean(x)): the scalar written, or the element cast, into a
// scratch slot and read with stride 0. No temporary array, one call over a range of output elements.
import { castElements } from '../memory/casts.js';
import { isNarrow, type DType } from '../lattice/dtypes.js';
import { NDArray, dataPointer, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { writeScalar } from '../memory/values.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { scalarSlot } from '../kernels/heap.js';
import { itemSize } from '../lattice/dtypes.js';
import { checkStatus, truthOf, type AnyArray } from './common.js';
import { scalarDescription } from './words.js';
import { binaryRanges } from './contiguous.js';

/** An array with a scalar or a one-element array (see isSingle): the result; undefined otherwise. */
export function runWithScalar(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray | undefined {
  if (plan.output !== undefined || plan.inputsAs !== undefined) return undefined;
  const singleRight = isSingle(right, left, plan.compute);
  if (!singleRight && !isSingle(left, right, plan.compute)) return undefined;
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
  const bytes = itemSize(plan.compute);
  const outBytes = itemSize(plan.result);
  const target = result[storage].pointer;
  const status =
    result.size === 0
      ? 0
      : singleRight
        ? binaryRanges(run, arrayPointer, 1, slot, 0, bytes, target, outBytes, result.size)
        : binaryRanges(run, slot, 0, arrayPointer, 1, bytes, target, outBytes, result.size);
  checkStatus(status, operation, result, out);
  return result;
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
