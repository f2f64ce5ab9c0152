// The gather executors: a transposed or stepped view gathered (tiled) into contiguous memory, then
// the kernel there: into the result in place (x.T + y), or a block of rows at a time (negative(x.T)).
import { isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, allocArray, dataPointer, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { gatherInto, wantsGather } from '../shape/strided.js';
import type { BinaryKernel, UnaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { gatherKernel } from '../kernels/strided-copy.js';
import { blockRows, interleaved, runBlocked } from './blocked.js';
import { cachedCast, checkStatus, type AnyArray, kernelOf } from './common.js';

/**
 * `x.T + y`: a strided operand that is worth gathering, of the compute and result dtype, against a
 * live contiguous array of that dtype and the same shape. The view is gathered into the result
 * (one tiled pass, as copy() does), and the kernel then runs over the result in place: two calls,
 * no scratch blocks. Measured faster than the blocked path (gather a block into scratch, kernel on
 * it) from 256² to 4096² elements: a gather that writes whole output lines runs best on its own.
 */
export function runGatheredInPlace(
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
  gatherInto(gatherKernel(bytes), dataPointer(view), view.shape, strides, bytes, target);
  const other = pointerOf(plain);
  const status =
    view === left ? run(target, 1, other, 1, target, view.size) : run(other, 1, target, 1, target, view.size);
  checkStatus(status, operation, result);
  return result;
}

/**
 * A unary operation on a transposed or stepped view: a block of leading rows gathered into a small
 * scratch buffer, then the kernel on it straight into the result (no operand-sized temporary).
 * An input of another dtype than the compute dtype takes the blocked path (cast per block).
 */
export function unaryGathered(
  plan: Plan,
  operation: OperationName,
  input: unknown,
  out?: AnyArray,
): AnyArray | undefined {
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
  const run = plan.kernel === undefined ? cachedCast(plan.compute, plan.result) : kernelOf<UnaryKernel>(plan);
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
  const gather = gatherKernel(bytes);
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
