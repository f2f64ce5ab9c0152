// The fused mixed-dtype executor: two contiguous arrays of one shape and different dtypes with a
// kernel of asm/mixed.ts that converts inside its loop (int8 + uint8 → int16, int32 + float32).
import { itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { mixedKernel, type MixedKernel } from '../kernels/elementwise.js';
import { rangePieces, runPieces, SMALLEST_SPLIT, split } from './ranges.js';
import type { AnyArray } from './common.js';

/**
 * Two live contiguous arrays of one shape and different dtypes whose result is the compute dtype,
 * with a fused kernel: the result; undefined where this path does not apply.
 */
export function runFusedMixed(
  plan: Plan,
  operation: PlannedName,
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
  const fused = mixedKernel(operation, left.dtype as DType, right.dtype as DType, plan.result);
  if (fused === undefined) return undefined;
  const leftPointer = pointerOf(left);
  const rightPointer = pointerOf(right);
  const result = resultArray(operation, plan.result, left.shape, plan.weak, out);
  const total = result.size;
  if (total === 0) return result;
  const target = result[storage].pointer;
  // No split: fusedMixedRange over [0, total), its zero offsets folded.
  if (split === undefined && total < SMALLEST_SPLIT) {
    fused(leftPointer, rightPointer, target, total);
    return result;
  }
  const leftBytes = itemSize(left.dtype as DType);
  const rightBytes = itemSize(right.dtype as DType);
  const outBytes = itemSize(plan.result);
  // Conversions and one arithmetic operation: a loop as fast as its bytes, whatever the cut.
  const pieces = rangePieces(total, 1, 'elementwise', 1, leftBytes + rightBytes + outBytes);
  if (pieces === undefined)
    fusedMixedRange(fused, leftPointer, leftBytes, rightPointer, rightBytes, target, outBytes, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        fusedMixedRange(fused, leftPointer, leftBytes, rightPointer, rightBytes, target, outBytes, begin, end);
        return 0;
      },
      undefined,
    );
  return result;
}

/** A fused mixed-dtype kernel over output elements [begin, end). */
export function fusedMixedRange(
  fused: MixedKernel,
  left: number,
  leftBytes: number,
  right: number,
  rightBytes: number,
  out: number,
  outBytes: number,
  begin: number,
  end: number,
): void {
  if (begin < end) fused(left + begin * leftBytes, right + begin * rightBytes, out + begin * outBytes, end - begin);
}
