// The blocked executor: the output made a block of leading rows at a time, each operand cast or
// gathered into a small scratch block first (no operand-sized temporaries). It runs over a range of
// the output's LEADING ROWS (blockedRange), its blocks counted from the range's start.
import { itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, dataPointer, storage } from '../array/ndarray.js';
import type { PlannedName } from '../policy/result-rules.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import { gatherInto, wantsGather } from '../shape/strided.js';
import { writeValues } from '../memory/values.js';
import { type BinaryKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes, scalarSlot } from '../kernels/heap.js';
import { gatherKernel, type GatherKernel } from '../kernels/strided-copy.js';
import { cachedCast, checkStatus, prepare, truthOf, type AnyArray } from './common.js';
import { scalarDescription } from './words.js';
import { overRanges } from './contiguous.js';

/** Elements per block on the blocked path: small enough for the blocks to stay in L1/L2. */
export const blockElements = 4096;

/** How one operand of the blocked path is read: as it is, converted per block, or gathered per block. */
export interface BlockSource {
  /** Address of the operand's first element (a contiguous array, a view, or a 0-d temporary). */
  pointer: number;
  /** Elements between blocks' starts, per output element: 1 for full-size operands, 0 for scalars. */
  step: number;
  bytes: number;
  /** Converts a block to the compute dtype (into `block`), when the dtype differs. */
  cast: UnaryKernel | undefined;
  /** Gathers a block of a strided view into contiguous memory (a range's scratch). */
  strides: readonly number[] | undefined;
  gather: GatherKernel | undefined;
}

/**
 * The blocked path: the output is made a block of leading rows at a time, each operand brought to
 * a contiguous block of the compute dtype in a small scratch buffer first when it is of another
 * dtype (int8 + uint8 → int16: SIMD widening casts, data read once, no operand-sized temporaries)
 * or a strided view (a transposed operand: a tiled gather). Operands must be scalars, size-1
 * arrays, contiguous arrays of the output's size or views of the output's shape; anything else
 * (broadcasting) returns undefined and takes the general path.
 */
export function runBlocked(
  plan: Plan,
  run: BinaryKernel,
  operation: PlannedName,
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
  const temporaries: AnyArray[] = [];
  /** One value of the compute dtype at `pointer`, read with stride 0 by every block. */
  const repeated = (pointer: number): BlockSource => ({
    pointer,
    step: 0,
    bytes: computeBytes,
    cast: undefined,
    strides: undefined,
    gather: undefined,
  });
  const source = (operand: unknown, how: 'small' | 'same' | 'cast' | 'gather'): BlockSource => {
    if (how === 'small' && !(operand instanceof NDArray)) {
      // A JavaScript scalar (x.T * 2): written into the scratch slot, read with stride 0. The
      // other operand is an array here (gathered or cast), so the slot has one user.
      const slot = scalarSlot();
      writeValues([plan.truth ? truthOf(operand) : operand], compute, slot, scalarDescription(operation));
      return repeated(slot);
    }
    if (how === 'small') {
      const ready = prepare(operand, compute, operation, plan.truth);
      if (ready.temporary) temporaries.push(ready.temporary);
      return repeated(ready.pointer);
    }
    const array = operand as AnyArray;
    const dtype = array.dtype as DType;
    const bytes = itemSize(dtype);
    const cast = dtype === compute ? undefined : cachedCast(dtype, compute);
    const strides = how === 'gather' ? array[storage].strides : undefined;
    const gather = strides === undefined ? undefined : gatherKernel(bytes);
    return { pointer: dataPointer(array), step: 1, bytes, cast, strides, gather };
  };
  try {
    const job: BlockedJob = {
      run,
      left: source(left, leftKind),
      right: source(right, rightKind),
      shape: outputShape,
      rowSize,
      rows,
      computeBytes,
      out: 0,
      outBytes,
    };
    const result = resultArray(operation, plan.result, outputShape, plan.weak, into);
    job.out = result[storage].pointer;
    let status: number;
    try {
      status = overRanges(outputShape[0]!, 1, blockedRange, job, result.size / outputShape[0]!);
    } catch (error) {
      if (result !== into) result.dispose();
      throw error;
    }
    checkStatus(status, operation, result, into);
    return result;
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

/** What blockedRange needs: the kernel, its operands' sources, the output and its blocking. */
export interface BlockedJob {
  readonly run: BinaryKernel;
  readonly left: BlockSource;
  readonly right: BlockSource;
  /** The output's shape; the blocked executor splits on its leading axis. */
  readonly shape: readonly number[];
  /** Elements per leading row. */
  readonly rowSize: number;
  /** Leading rows per block. */
  readonly rows: number;
  readonly computeBytes: number;
  out: number;
  readonly outBytes: number;
}

/**
 * Leading rows [begin, end) of the output of a blocked job, in blocks of `rows` rows from `begin`,
 * with scratch blocks of its own. The OR of the kernel's statuses.
 */
export function blockedRange(job: BlockedJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { rowSize, outBytes } = job;
  const rows = Math.min(job.rows, end - begin);
  const blockSize = rows * rowSize;
  const scratches: number[] = [];
  const scratchOf = (source: BlockSource): Scratch => {
    if (source.step === 0) return { raw: 0, block: 0 };
    const raw = source.gather === undefined ? 0 : allocBytes(blockSize * source.bytes);
    if (raw !== 0) scratches.push(raw);
    const block = source.cast === undefined ? raw : allocBytes(blockSize * job.computeBytes);
    if (block !== 0 && block !== raw) scratches.push(block);
    return { raw, block };
  };
  try {
    const leftScratch = scratchOf(job.left);
    const rightScratch = scratchOf(job.right);
    let status = 0;
    for (let row = begin; row < end; row += rows) {
      const count = Math.min(rows, end - row);
      const start = row * rowSize;
      const size = count * rowSize;
      const leftPointer = blockPointer(job.left, leftScratch, job.shape, start, size);
      const rightPointer = blockPointer(job.right, rightScratch, job.shape, start, size);
      status |= job.run(leftPointer, job.left.step, rightPointer, job.right.step, job.out + start * outBytes, size);
    }
    return status;
  } finally {
    for (const scratch of scratches) freeBytes(scratch);
  }
}

/** A block source's scratch in one range: where gathered elements go, and where cast ones do. */
interface Scratch {
  raw: number;
  block: number;
}

/**
 * Whether a gathered operand's first axis is 3 or 4 interleaved channels of 1, 2 or 4 bytes (an RGB(A) image's
 * channels first: stride 1, innermost stride 3 or 4): then all channels are gathered in one block
 * by the SIMD deinterleaves (asm/gather.ts), the source read once rather than once per channel.
 */
export function interleaved(kind: string, operand: unknown, shape: readonly number[]): boolean {
  const channels = shape[0];
  if (kind !== 'gather' || (channels !== 3 && channels !== 4) || shape.length < 2) return false;
  // 8-byte elements: a plane at a time (plain loads) measured faster than their block transposes.
  if (itemSize((operand as AnyArray).dtype as DType) > 4) return false;
  const strides = (operand as AnyArray)[storage].strides!;
  return strides[0] === 1 && strides[strides.length - 1] === channels;
}

/** The element size of an operand the blocked path gathers (0: not gathered). */
function gatherBytes(kind: string, operand: unknown): number {
  return kind === 'gather' ? itemSize((operand as AnyArray).dtype as DType) : 0;
}

/**
 * Rows per block. Casts: blocks of `blockElements`. Gathers: whole tiles (64 bytes of source, one
 * cache line, per output row: 64 / size rows) and blocks of about `gatherElements`, fewer calls.
 */
export function blockRows(rowSize: number, leftBytes: number, rightBytes: number): number {
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

/** The address of an operand's block (output elements from `start`), converted or gathered as it needs. */
function blockPointer(
  source: BlockSource,
  scratch: Scratch,
  shape: readonly number[],
  start: number,
  size: number,
): number {
  if (source.step === 0) return source.pointer;
  let from = source.pointer + start * source.bytes;
  if (source.gather !== undefined) {
    gatherInto(source.gather, source.pointer, shape, source.strides!, source.bytes, scratch.raw, start, start + size);
    from = scratch.raw;
  }
  if (source.cast === undefined) return from;
  source.cast(from, 1, scratch.block, size);
  return scratch.block;
}
