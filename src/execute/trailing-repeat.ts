// The trailing-repeat executor: an array and one matching its trailing axes (a bias row against a
// matrix), both contiguous and of the compute dtype: one kernel call per repeat of the smaller, no
// stride bookkeeping. It runs over a range of output elements (trailingRepeatRange), a repeat the
// range cuts in part.
import { itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { type BinaryKernel } from '../kernels/elementwise.js';
import { checkStatus, type AnyArray } from './common.js';
import { rangePieces, runPieces } from './ranges.js';

/** Two arrays, one repeating over the other's trailing axes: the result; undefined otherwise. */
export function runTrailingRepeat(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
  left: unknown,
  right: unknown,
  out: AnyArray | undefined,
): AnyArray | undefined {
  if (
    plan.output !== undefined ||
    plan.inputsAs !== undefined ||
    !(left instanceof NDArray) ||
    !(right instanceof NDArray)
  )
    return undefined;
  const rightRepeats = repeatsOver(left, right, plan.compute);
  const leftRepeats = rightRepeats === 0 ? repeatsOver(right, left, plan.compute) : 0;
  if (rightRepeats === 0 && leftRepeats === 0) return undefined;
  const big = (rightRepeats > 0 ? left : right) as AnyArray;
  const small = (rightRepeats > 0 ? right : left) as AnyArray;
  const repeats = rightRepeats + leftRepeats;
  const bigPointer = pointerOf(big);
  const smallPointer = pointerOf(small);
  const result = resultArray(operation, plan.result, big.shape, plan.weak, out);
  const output = result[storage].pointer;
  const length = small.size;
  const inBytes = itemSize(plan.compute);
  const outBytes = itemSize(plan.result);
  const onRight = rightRepeats > 0;
  const total = repeats * length;
  const pieces = rangePieces(total);
  let status = 0;
  if (pieces === undefined)
    status = trailingRepeatRange(run, bigPointer, smallPointer, length, onRight, inBytes, output, outBytes, 0, total);
  else
    status = runPieces(
      pieces,
      (_, begin, end) =>
        trailingRepeatRange(run, bigPointer, smallPointer, length, onRight, inBytes, output, outBytes, begin, end),
      undefined,
    );
  checkStatus(status, operation, result, out);
  return result;
}

/**
 * Output elements [begin, end) of `big` ⊕ `small` where `small` (`length` elements) repeats over
 * `big`, on the right (`onRight`) or the left of the kernel: one call per repeat, the first and
 * last in part where the range cuts them. The OR of the statuses.
 */
export function trailingRepeatRange(
  run: BinaryKernel,
  big: number,
  small: number,
  length: number,
  onRight: boolean,
  inBytes: number,
  out: number,
  outBytes: number,
  begin: number,
  end: number,
): number {
  let status = 0;
  let at = begin;
  let within = begin % length;
  while (at < end) {
    const count = Math.min(length - within, end - at);
    const a = big + at * inBytes;
    const b = small + within * inBytes;
    status |= onRight ? run(a, 1, b, 1, out + at * outBytes, count) : run(b, 1, a, 1, out + at * outBytes, count);
    at += count;
    within = 0;
  }
  return status;
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
