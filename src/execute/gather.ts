// The gather executors: a transposed or stepped view gathered (tiled) into contiguous memory, then
// the kernel there: into the result in place (x.T + y), or a block of rows at a time (negative(x.T)),
// each over a range of output elements.
import { isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, allocArray, dataPointer, pointerOf, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import type { PlannedName } from '../policy/result-rules.js';
import { sameShape } from '../shape/broadcast.js';
import { gatherInto, wantsGather } from '../shape/strided.js';
import type { BinaryKernel, UnaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { gatherKernel, type GatherKernel } from '../kernels/strided-copy.js';
import { blockRows, interleaved, runBlocked } from './blocked.js';
import { cachedCast, checkStatus, type AnyArray, kernelOf } from './common.js';
import { overRanges } from './contiguous.js';

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
  operation: PlannedName,
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
  const job: GatheredJob = {
    run,
    gather: gatherKernel(bytes),
    view: dataPointer(view),
    shape: view.shape,
    strides,
    viewOnLeft: view === left,
    other: pointerOf(plain),
    bytes,
    target: result[storage].pointer,
  };
  const status = overRanges(view.size, 1, gatheredInPlaceRange, job);
  checkStatus(status, operation, result);
  return result;
}

/** What gatheredInPlaceRange needs: the kernel, the view to gather, the other operand, the result. */
export interface GatheredJob {
  readonly run: BinaryKernel;
  readonly gather: GatherKernel;
  readonly view: number;
  readonly shape: readonly number[];
  readonly strides: readonly number[];
  readonly viewOnLeft: boolean;
  readonly other: number;
  readonly bytes: number;
  readonly target: number;
}

/** Output elements [begin, end) of runGatheredInPlace: the view's gathered there, then the kernel in place. */
export function gatheredInPlaceRange(job: GatheredJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { run, bytes } = job;
  const at = job.target + begin * bytes;
  const other = job.other + begin * bytes;
  gatherInto(job.gather, job.view, job.shape, job.strides, bytes, at, begin, end);
  return job.viewOnLeft ? run(at, 1, other, 1, at, end - begin) : run(other, 1, at, 1, at, end - begin);
}

/**
 * A unary operation on a transposed or stepped view: a block of leading rows gathered into a small
 * scratch buffer, then the kernel on it straight into the result (no operand-sized temporary).
 * An input of another dtype than the compute dtype takes the blocked path (cast per block).
 */
export function unaryGathered(
  plan: Plan,
  operation: PlannedName,
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
  const rowSize = input.size / shape[0]!;
  const rows = interleaved('gather', input, shape) ? shape[0]! : Math.min(shape[0]!, blockRows(rowSize, bytes, 0));
  const result = resultArray(operation, plan.result, shape, plan.weak, out);
  const job: UnaryGatheredJob = {
    run,
    gather: gatherKernel(bytes),
    input: dataPointer(input),
    shape,
    strides,
    bytes,
    block: rows * rowSize,
    target: result[storage].pointer,
    outBytes: itemSize(plan.result),
  };
  let status: number;
  try {
    status = overRanges(input.size, 1, unaryGatheredRange, job);
  } catch (error) {
    if (result !== out) result.dispose();
    throw error;
  }
  checkStatus(status, operation, result, out);
  return result;
}

/** What unaryGatheredRange needs: the kernel, the strided input and its gather, the block size, the result. */
export interface UnaryGatheredJob {
  readonly run: UnaryKernel;
  readonly gather: GatherKernel;
  readonly input: number;
  readonly shape: readonly number[];
  readonly strides: readonly number[];
  readonly bytes: number;
  /** Elements gathered per kernel call (whole leading rows when the range is whole). */
  readonly block: number;
  readonly target: number;
  readonly outBytes: number;
}

/**
 * Output elements [begin, end) of unaryGathered: blocks from `begin` gathered into scratch of its
 * own, the kernel from there into the result. The OR of the kernel's statuses.
 */
export function unaryGatheredRange(job: UnaryGatheredJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { run, bytes } = job;
  const block = Math.min(job.block, end - begin);
  const scratch = allocBytes(block * bytes);
  try {
    let status = 0;
    for (let start = begin; start < end; start += block) {
      const stop = Math.min(end, start + block);
      gatherInto(job.gather, job.input, job.shape, job.strides, bytes, scratch, start, stop);
      status |= run(scratch, 1, job.target + start * job.outBytes, stop - start);
    }
    return status;
  } finally {
    freeBytes(scratch);
  }
}
