// Arithmetic and math on narrow dtypes (float8, float6, float4, int4/2, uint4/2), blocked: the
// output is made 4096 elements at a time. Per block each narrow operand is decoded to float32 or
// int32 in a small scratch buffer (cache-resident), the wide kernel runs into another scratch
// buffer, and that is rounded once into the narrow result (or `out`) with the format's own
// rounding. The same values and roundings as converting whole operands first, without
// operand-sized temporaries or their passes through memory. It runs over a range of output
// elements cut at multiples of 8 (narrowRange), so no packed byte is written by two ranges.
import type { AnyNDArray } from '../../types/ndarray.js';
import { byteLength, itemSize, type DType } from '../lattice/dtypes.js';
import { NDArray, storage } from '../array/ndarray.js';
import { resultArray } from '../array/out.js';
import type { Plan } from '../plan/planner.js';
import { castKernel, type BinaryKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { allocBytes, freeBytes } from '../kernels/heap.js';
import { overRanges } from './contiguous.js';

/**
 * Elements per block: a multiple of 8, so blocks of packed 4- and 2-bit operands start on a byte;
 * three blocks of 4-byte elements (48 KiB) stay in L1/L2.
 */
export const narrowBlockElements = 4096;

let enabled = true;
let runs = 0;

/** How many calls took the blocked narrow path so far (for tests). */
export function narrowBlockedRuns(): number {
  return runs;
}

/** Turns the blocked narrow path off (true: on, the default): for benchmarks against the old path. */
export function setNarrowBlocking(on: boolean): void {
  enabled = on;
}

/** An operand brought to a 0-d array of the compute dtype (a scalar, or a size-1 array). */
export type SmallOperand = (operand: unknown) => { pointer: number; temporary?: AnyNDArray };

/** One operand as the blocked path reads it: streamed (decoded per block) or one element. */
export interface Source {
  pointer: number;
  /** 1: a full-size narrow array decoded per block; 0: one element of the compute dtype. */
  step: 0 | 1;
}

/**
 * Runs a narrow-dtype operation blocked, or returns undefined where it does not apply (operands
 * broadcast, strided views, operands of other dtypes, …: the caller's general path then runs).
 * `operands` are one or two; `small` brings a scalar or size-1 operand to the compute dtype as the
 * general path does (a scalar rounded to the narrow dtype first); `failure` is the error of a
 * kernel's failure status (integer power of a negative exponent).
 */
export function runNarrowBlocked(
  plan: Plan,
  run: BinaryKernel | UnaryKernel,
  operation: string,
  operands: readonly unknown[],
  outputShape: readonly number[],
  small: SmallOperand,
  failure: () => Error,
  into?: AnyNDArray,
): AnyNDArray | undefined {
  const narrow = plan.inputsAs;
  if (!enabled || narrow === undefined || plan.kernel === undefined) return undefined;
  const total = outputShape.reduce((product, size) => product * size, 1);
  if (total === 0) return undefined;
  // Integer power fails on negative exponents: an `out` must then stay untouched, so leave it whole.
  if (into !== undefined && operation === 'power') return undefined;
  let streamed = 0;
  for (const operand of operands) {
    const kind = kindOf(operand, narrow, outputShape, total);
    if (kind === undefined) return undefined;
    if (kind === 'stream') streamed += 1;
  }
  if (streamed === 0) return undefined;
  const compute = plan.compute;
  const temporaries: AnyNDArray[] = [];
  let result: AnyNDArray | undefined;
  try {
    const sources: Source[] = operands.map((operand) => {
      if (kindOf(operand, narrow, outputShape, total) === 'stream')
        return { pointer: (operand as AnyNDArray)[storage].pointer, step: 1 };
      const ready = small(operand);
      if (ready.temporary) temporaries.push(ready.temporary);
      return { pointer: ready.pointer, step: 0 };
    });
    result = resultArray(operation, plan.result, outputShape, plan.weak, into);
    runs += 1;
    const job: NarrowJob = {
      run,
      sources,
      narrow,
      decode: castKernel(narrow, compute),
      computeBytes: itemSize(compute),
      encode: plan.output === undefined ? undefined : castKernel(plan.output, plan.result),
      output: plan.output ?? plan.result,
      result: plan.result,
      target: result[storage].pointer,
    };
    const status = overRanges(total, narrowGrain, narrowRange, job);
    if (status !== 0) throw failure();
    return result;
  } catch (error) {
    if (result !== undefined && result !== into) result.dispose();
    throw error;
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

/** Where a range of the narrow executor may start: a whole byte of any packed operand or result. */
export const narrowGrain = 8;

/** What narrowRange needs: the wide kernel, its operands, the decode and (a narrow result) encode casts. */
export interface NarrowJob {
  readonly run: BinaryKernel | UnaryKernel;
  readonly sources: readonly Source[];
  /** The operands' narrow dtype, decoded to the compute dtype. */
  readonly narrow: DType;
  readonly decode: UnaryKernel;
  readonly computeBytes: number;
  /** Rounds the kernel's output dtype to the narrow result (undefined: the kernel writes the result). */
  readonly encode: UnaryKernel | undefined;
  readonly output: DType;
  readonly result: DType;
  readonly target: number;
}

/**
 * Output elements [begin, end) of a narrow job (`begin` a multiple of narrowGrain), in blocks of
 * narrowBlockElements from `begin`, with scratch of its own. The OR of the kernel's statuses; it
 * stops at the first failing block.
 */
export function narrowRange(job: NarrowJob, begin: number, end: number): number {
  if (begin >= end) return 0;
  const { run, sources, narrow, decode, encode, computeBytes, target } = job;
  const block = Math.min(narrowBlockElements, end - begin);
  const scratches: number[] = [];
  try {
    const reads = sources.map((source) => {
      if (source.step === 0) return source.pointer;
      const scratch = allocBytes(block * computeBytes);
      scratches.push(scratch);
      return scratch;
    });
    const wide = encode === undefined ? 0 : allocBytes(block * itemSize(job.output));
    if (wide !== 0) scratches.push(wide);
    const outputBytes = itemSize(job.output);
    const first = sources[0]!;
    let status = 0;
    for (let start = begin; start < end; start += block) {
      const size = Math.min(block, end - start);
      for (let index = 0; index < sources.length; index += 1) {
        const source = sources[index]!;
        if (source.step === 1) decode(source.pointer + byteLength(narrow, start), 1, reads[index]!, size);
      }
      const destination = encode === undefined ? target + start * outputBytes : wide;
      status |=
        sources.length === 2
          ? (run as BinaryKernel)(reads[0]!, first.step, reads[1]!, sources[1]!.step, destination, size)
          : (run as UnaryKernel)(reads[0]!, 1, destination, size);
      if (status !== 0) break;
      if (encode !== undefined) encode(wide, 1, target + byteLength(job.result, start), size);
    }
    return status;
  } finally {
    for (const scratch of scratches) freeBytes(scratch);
  }
}

/** How an operand is read: streamed (a contiguous array of the narrow dtype and the output's shape), small, or not at all. */
function kindOf(
  operand: unknown,
  narrow: DType,
  outputShape: readonly number[],
  total: number,
): 'stream' | 'small' | undefined {
  if (!(operand instanceof NDArray)) return 'small';
  const array = operand as AnyNDArray;
  if (array[storage].pointer === 0) return undefined;
  if (array.size === 1 && (total > 1 || array.dtype !== narrow || array.shape.length !== outputShape.length))
    return 'small';
  if (array.dtype !== narrow || array[storage].strides !== undefined || array.shape.length !== outputShape.length)
    return undefined;
  for (let axis = 0; axis < outputShape.length; axis += 1)
    if (array.shape[axis] !== outputShape[axis]) return undefined;
  return 'stream';
}
