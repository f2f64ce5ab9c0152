// What the random samplers share: their argument checks, the
// workspace and result blocks, and the bounds they take as numbers or arrays.
import type { DType } from '../../../types/dtype.js';
import type { AnyNDArray } from '../../../types/index.js';
import { shapeText, show } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { freeBytes } from '../../kernels/heap.js';
import { allocateScratch } from '../../memory/memory.js';
import { readElements, writeValues } from '../../memory/values.js';
import { NDArray, allocArray, storage, withContiguous } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { runAs } from '../../array/public-function.js';
import { broadcastStrides } from '../../shape/walk.js';
import { randomRow, type RandomSampler } from '../../plan/random.js';
import { roundNumber, roundToDType, type RandomBound } from '../../execute/random.js';
import '../methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

/** A sampler's options, checked against its registry row (unknown or undefined ones are TypeErrors). */
export function samplerOptions(sampler: RandomSampler, options: unknown): Record<string, unknown> {
  return checkOptions(`random.${sampler}`, options, randomRow(sampler).options);
}

export function isNDArrayLike(value: unknown): value is AnyNDArray {
  return value instanceof NDArray;
}

/**
 * The elements of a caller's array as a list, in row-major order: a strided view (transposed,
 * broadcast) is read through a contiguous copy, whose errors (too large) name the function.
 */
export function elementsOf(array: AnyNDArray, where: string): unknown[] {
  return runAs(`random.${where}`, () => withContiguous(array, readElements));
}

export function checkCount(value: unknown, where: string, name: string): asserts value is number {
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    throw new RangeError(`random.${where}: ${name} must be a non-negative integer, got ${show(value)}.`);
}

// Some draws (float16, bfloat16 and float8 uniforms, normal, randint, permutation, choice,
// categorical, threefry2x32, split's keys) hold their values in JavaScript (typed arrays, lists of
// numbers, bigints or keys). A list of 10^8 bigints needs gigabytes of JavaScript heap, and an
// exhausted heap ends the process (no error to catch): so a draw is refused, by name, before any
// work where its lists would exceed this many elements (a few hundred MiB of heap at most).
const listLimit = 2 ** 24;

export function checkListed(where: string, count: number, what: string, other = ''): void {
  if (count > listLimit)
    throw new RangeError(
      `random.${where}: ${count} ${what} is more than this implementation draws at once (${listLimit}, 2^24): it builds them in JavaScript lists, and larger ones could exhaust the JavaScript heap. Draw fewer at a time${other}.`,
    );
}

/**
 * Runs `body` with a workspace of `bytes` (none for 0), freed after it; exhausted memory is a
 * RangeError naming random.`where`. The workspace is allocated before the result, here on the
 * calling thread, so the executors never allocate.
 */
export function withWorkspace<Result>(bytes: number, where: string, body: (work: number) => Result): Result {
  if (bytes === 0) return body(0);
  const work = allocateScratch(Math.max(bytes, 16), () => 'a scratch block for the random bits', `random.${where}`);
  try {
    return body(work);
  } finally {
    freeBytes(work);
  }
}

/** A new array of dtype and shape for an executor to fill; `fill(pointer)` frees it if it throws. */
export function drawArray(
  dtype: DType,
  dims: readonly number[],
  where: string,
  fill: (pointer: number) => void,
): AnyNDArray {
  const result = allocArray(dtype, dims, false, `random.${where}`);
  try {
    if (result.size > 0) fill(result[storage].pointer);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/** An array of dtype and shape holding `values` (checked by writeValues). */
export function fromNumbers(
  dtype: DType,
  shape: readonly number[],
  values: ArrayLike<unknown>,
  where: string,
): AnyNDArray {
  const result = allocArray(dtype, shape, false, `random.${where}`);
  try {
    writeValues(values, dtype, result[storage].pointer, (index) => `random.${where}: element ${index}`);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/** A bound or probability array must broadcast to the draw's shape (NumPy's rule, that shape fixed). */
export function checkBroadcast(value: AnyNDArray, dims: readonly number[], where: string, name: string): void {
  const shape = value.shape as readonly number[];
  const offset = dims.length - shape.length;
  if (offset < 0 || shape.some((axis, index) => axis !== 1 && axis !== dims[offset + index])) {
    throw new RangeError(
      `random.${where}: ${name} of shape ${shapeText(shape)} does not broadcast to the shape ${shapeText(dims)}.`,
    );
  }
}

/**
 * A sampler's bound or probability in the draw's dtype: a number rounded to it, or an array's
 * values rounded to it with the strides that broadcast them to `dims` (checked: NumPy's rule,
 * the result's shape fixed). JAX converts the bounds to the dtype first.
 */
export function boundOf(
  value: unknown,
  dims: readonly number[],
  dtype: DType,
  where: string,
  name: string,
): RandomBound {
  if (typeof value === 'number') return roundNumber(dtype, value, `random.${where}`);
  if (!isNDArrayLike(value))
    throw new TypeError(`random.${where}: ${name} must be a number or an NDArray, got ${show(value)}.`);
  checkArray(`random.${where}`, value, name);
  const kind = value.dtype as DType;
  if (kind === 'complex64' || kind === 'complex128')
    throw new TypeError(`random.${where}: ${name} must be real, got a ${kind} array.`);
  checkBroadcast(value, dims, where, name);
  const values = roundToDType(dtype, (elementsOf(value, where) as unknown[]).map(Number), `random.${where}`);
  return { values, strides: broadcastStrides(value.shape as readonly number[], dims) };
}
