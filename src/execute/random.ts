// The random executors: the only code that walks memory for random. Threefry is counter based —
// element i of a draw hashes the block (0, i) under the key, whatever the shape — so each executor
// runs a plan over a range [begin, end) of its output's elements and writes exactly those, with the
// same bits however the range is cut (test/split-random.test.ts). `out` is always the address of
// the output's element 0, and `work` that of a workspace of `…Workspace(plan)` bytes per element,
// allocated by the caller (the allocator stays on the calling thread): a range uses its own slice.
// Kernels draw bits, randint, and uniform (number bounds) and normal in float64, float32, float16
// and bfloat16. Draws computed in JavaScript (float8, bounds given as arrays, bernoulli's and
// Gumbel's 16-bit uniforms) hold float64 values there and round to the dtype with the cast
// kernels, so every step rounds as JAX's does. The helpers that hand draws to JavaScript (bits32, splitWords, threefryBlocks,
// uniformNumbers, roundToDType: for sorting keys, keys, Gumbel noise, bounds) run on the calling
// thread over a whole draw and take their own scratch.
import type { DType } from '../../types/dtype.js';
import { byteLength, dtypeCode } from '../lattice/dtypes.js';
import { elementView, freeBytes } from '../kernels/heap.js';
import { rangePieces, runPieces } from './ranges.js';
import {
  randomBitsKernel,
  randomWordsKernel,
  threefryKernel,
  type RandomRandint32Kernel,
  type RandomRandint64Kernel,
} from '../kernels/random.js';
import { allocateScratch } from '../memory/memory.js';
import { castElements } from '../memory/casts.js';
import { walkOffsets } from '../shape/walk.js';
import type { BitsPlan, RandintBounds, RandintPlan, UniformPlan } from '../plan/random.js';
import { erfinvFloat32 } from './erfinv.js';

/** A key's two uint32 words. */
export type KeyWords = readonly [number, number];

/**
 * A bound or probability of a draw: one number, or `values` (an array's elements in row-major
 * order) read through `strides` over the draw's shape (0 where the array broadcasts). Values are
 * already in the draw's dtype (see roundToDType).
 */
export type RandomBound =
  | number
  | {
      readonly values: ArrayLike<number>;
      readonly strides: readonly number[];
      /** Where the values are also in memory (the dtype's, row-major), for a kernel to read. */
      readonly pointer?: number;
    };

const u32 = dtypeCode('uint32');
const f64 = dtypeCode('float64');
const f32 = Math.fround;

/** A scratch block; exhausted memory is a RangeError naming `where`. Free it with freeBytes. */
function scratch(bytes: number, where: string): number {
  return allocateScratch(Math.max(bytes, 16), () => 'a scratch block for the random bits', where);
}

/** `bits` of elements [begin, end): one kernel of the width (8- and 16-bit ones keep the low bits of 32). */
export function runBits(plan: BitsPlan, key: KeyWords, out: number, begin: number, end: number): void {
  if (end > begin) plan.bits(key[0], key[1], 0, begin, out + byteLength(plan.dtype, begin), end - begin);
}

/** runBits over all `total` elements, cut for threads (an element's bits depend on its index alone). */
export function runBitsAll(plan: BitsPlan, key: KeyWords, out: number, total: number): void {
  const pieces = rangePieces(total, 1, 'transcendental');
  if (pieces === undefined) runBits(plan, key, out, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runBits(plan, key, out, begin, end);
        return 0;
      },
      undefined,
    );
}

/** 32-bit random bits of elements [begin, end), as a new Uint32Array. */
export function bits32(key: KeyWords, begin: number, end: number, where: string): Uint32Array {
  const count = Math.max(end - begin, 0);
  const words = scratch(4 * count, where);
  try {
    if (count > 0) randomBitsKernel(32)(key[0], key[1], 0, begin, words, count);
    return (elementView(u32, words, count) as Uint32Array).slice();
  } finally {
    freeBytes(words);
  }
}

/** `num` keys split from `key` (JAX's split), handed to `take(index, first word, second word)`. */
export function splitWords(
  key: KeyWords,
  num: number,
  where: string,
  take: (index: number, first: number, second: number) => void,
): void {
  if (num === 0) return;
  const words = scratch(8 * num, where);
  try {
    randomWordsKernel()(key[0], key[1], 0, 0, words, words + 4 * num, num);
    const view = elementView(u32, words, 2 * num) as Uint32Array;
    for (let index = 0; index < num; index += 1) take(index, view[index]!, view[num + index]!);
  } finally {
    freeBytes(words);
  }
}

/** threefry2x32 over the blocks (x0[i], x1[i]): the two output words of each. */
export function threefryBlocks(
  key: KeyWords,
  x0: ArrayLike<number>,
  x1: ArrayLike<number>,
  where: string,
): [Uint32Array, Uint32Array] {
  const count = x0.length;
  const pointer = scratch(16 * count, where);
  try {
    const input = elementView(u32, pointer, 2 * count) as Uint32Array;
    input.set(x0, 0);
    input.set(x1, count);
    if (count > 0)
      threefryKernel()(key[0], key[1], pointer, pointer + 4 * count, pointer + 8 * count, pointer + 12 * count, count);
    const out = elementView(u32, pointer + 8 * count, 2 * count) as Uint32Array;
    return [out.slice(0, count), out.slice(count)];
  } finally {
    freeBytes(pointer);
  }
}

/** Whether one kernel draws runUniform's elements (and runNormal's, with number bounds): no workspace, any cut. */
function drawnByKernel(plan: UniformPlan, low: RandomBound, high: RandomBound): boolean {
  return (plan.fused !== undefined || plan.half !== undefined) && typeof low === 'number' && typeof high === 'number';
}

/**
 * Workspace bytes per element of runUniform (and of runNormal, with `numberBounds`): none where a
 * kernel draws; else float64 values, the 32-bit bits and the dtype's rounding buffer.
 */
export function uniformWorkspace(plan: UniformPlan, numberBounds: boolean): number {
  if (drawnByKernel(plan, 0, 0) && numberBounds) return 0;
  if (plan.width === 64) return 8; // the bits become the floats in place
  return 8 * Math.ceil((12 + byteLength(plan.dtype, 1)) / 8); // 8-byte aligned slices
}

/**
 * JAX's `uniform` over elements [begin, end) of a draw of shape `dims`, into `out` (of the plan's
 * dtype): float32, float64, float16 and bfloat16 between number bounds in one kernel, the rest
 * through uniformInto.
 */
export function runUniform(
  plan: UniformPlan,
  key: KeyWords,
  low: RandomBound,
  high: RandomBound,
  dims: readonly number[],
  out: number,
  work: number,
  begin: number,
  end: number,
): void {
  const count = end - begin;
  if (count <= 0) return;
  const at = out + byteLength(plan.dtype, begin);
  const numberBounds = typeof low === 'number' && typeof high === 'number';
  const kernel = plan.fused ?? plan.half?.uniform;
  if (kernel !== undefined && numberBounds) {
    kernel(key[0], key[1], 0, begin, at, count, low, high);
    return;
  }
  const lows = plan.between !== undefined ? boundAt(plan.dtype, low, dims, begin) : undefined;
  const highs = plan.between !== undefined ? boundAt(plan.dtype, high, dims, begin) : undefined;
  if (lows !== undefined && highs !== undefined) {
    plan.between!(key[0], key[1], 0, begin, at, count, lows[0], lows[1], highs[0], highs[1]);
    return;
  }
  const region = work + begin * uniformWorkspace(plan, numberBounds);
  uniformInto(plan, key, low, high, dims, begin, end, region);
  castElements('float64', plan.dtype, region, at, count); // exact: the values are the dtype's
}

/**
 * Whether a kernel draws all of runUniform's elements (number bounds, or float32 bounds in memory
 * as one value or the draw's shape): then it needs no workspace, and any cut gives the same bits.
 */
export function uniformByKernel(
  plan: UniformPlan,
  low: RandomBound,
  high: RandomBound,
  dims: readonly number[],
): boolean {
  if (drawnByKernel(plan, low, high)) return true;
  return (
    plan.between !== undefined &&
    boundAt(plan.dtype, low, dims, 0) !== undefined &&
    boundAt(plan.dtype, high, dims, 0) !== undefined
  );
}

/**
 * runUniform over all `total` elements: cut for threads where one kernel draws (Threefry is
 * counter-based: each element's bits depend on its index alone, so any cut gives the same values).
 */
export function runUniformAll(
  plan: UniformPlan,
  key: KeyWords,
  low: RandomBound,
  high: RandomBound,
  dims: readonly number[],
  out: number,
  work: number,
  total: number,
): void {
  const pieces = uniformByKernel(plan, low, high, dims) ? rangePieces(total, 1, 'transcendental') : undefined;
  if (pieces === undefined) runUniform(plan, key, low, high, dims, out, work, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runUniform(plan, key, low, high, dims, out, work, begin, end);
        return 0;
      },
      undefined,
    );
}

/** Uniform draws [begin, end) between number bounds (in the dtype), as a Float64Array of the dtype's values. */
export function uniformNumbers(
  plan: UniformPlan,
  key: KeyWords,
  low: number,
  high: number,
  begin: number,
  end: number,
  where: string,
): Float64Array {
  const count = Math.max(end - begin, 0);
  const region = scratch(count * uniformWorkspace(plan, false), where);
  try {
    if (count > 0) uniformInto(plan, key, low, high, [], begin, end, region);
    return (elementView(f64, region, count) as Float64Array).slice();
  } finally {
    freeBytes(region);
  }
}

/**
 * JAX's `_uniform` for elements [begin, end) as float64 numbers at `region` (a workspace slice of
 * uniformWorkspace(plan, false) bytes per element), each the dtype's value: the top `mantissa` of
 * the random bits as the fraction of a float in [1, 2), minus 1, times (maxval − minval), plus
 * minval, max'd with minval. float64 computes in float64; float32, float16 and bfloat16 in float32
 * (the 16-bit ones rounded once at the end, as XLA's upcasting does); float8 rounds each step to
 * the format (as ml_dtypes does).
 */
function uniformInto(
  plan: UniformPlan,
  key: KeyWords,
  low: RandomBound,
  high: RandomBound,
  dims: readonly number[],
  begin: number,
  end: number,
  region: number,
): void {
  const count = end - begin;
  const lows = boundRange(low, dims, begin, end);
  const highs = boundRange(high, dims, begin, end);
  const lo0 = typeof low === 'number' ? low : 0;
  const hi0 = typeof high === 'number' ? high : 0;
  if (plan.width === 64) {
    // The 64 bits in place of the floats they become: (bits >> 12) | the exponent of 1.0.
    plan.bits(key[0], key[1], 0, begin, region, count);
    const words = elementView(u32, region, 2 * count) as Uint32Array;
    const floats = elementView(f64, region, count) as Float64Array;
    for (let index = 0; index < count; index += 1) {
      const upper = words[2 * index + 1]!;
      words[2 * index] = ((words[2 * index]! >>> 12) | (upper << 20)) >>> 0;
      words[2 * index + 1] = (upper >>> 12) | 0x3ff00000;
      const lo = lows === undefined ? lo0 : lows[index]!;
      const hi = highs === undefined ? hi0 : highs[index]!;
      floats[index] = Math.max(lo, (floats[index]! - 1) * (hi - lo) + lo);
    }
    return;
  }
  const bits = region + 8 * count;
  const narrow = bits + 4 * count;
  plan.bits(key[0], key[1], 0, begin, bits, count);
  const { width, mantissa } = plan;
  const keep = width === 32 ? 0xffffffff : width === 16 ? 0xffff : 0xff;
  const scale = 2 ** -mantissa;
  const shift = width - mantissa;
  // (Views are taken again after each rounding: a cast that allocates would detach them.)
  let raw = elementView(u32, bits, count) as Uint32Array;
  let floats = elementView(f64, region, count) as Float64Array;
  if (plan.stepwise) {
    // float8: the span, the product and the sum each rounded to the format.
    for (let index = 0; index < count; index += 1)
      floats[index] = (highs === undefined ? hi0 : highs[index]!) - (lows === undefined ? lo0 : lows[index]!);
    roundInPlace(plan.dtype, region, narrow, count);
    raw = elementView(u32, bits, count) as Uint32Array;
    floats = elementView(f64, region, count) as Float64Array;
    for (let index = 0; index < count; index += 1)
      floats[index] = ((raw[index]! & keep) >>> shift) * scale * floats[index]!;
    roundInPlace(plan.dtype, region, narrow, count);
    floats = elementView(f64, region, count) as Float64Array;
    for (let index = 0; index < count; index += 1) floats[index]! += lows === undefined ? lo0 : lows[index]!;
    roundInPlace(plan.dtype, region, narrow, count);
    floats = elementView(f64, region, count) as Float64Array;
    for (let index = 0; index < count; index += 1) {
      const lo = lows === undefined ? lo0 : lows[index]!;
      const value = floats[index]!;
      floats[index] = Number.isNaN(value) || Number.isNaN(lo) ? NaN : Math.max(lo, value);
    }
    return;
  }
  for (let index = 0; index < count; index += 1) {
    const lo = lows === undefined ? lo0 : lows[index]!;
    const hi = highs === undefined ? hi0 : highs[index]!;
    const fraction = ((raw[index]! & keep) >>> shift) * scale; // (1.m) − 1, exact
    const value = f32(f32(fraction * f32(hi - lo)) + lo);
    floats[index] = Number.isNaN(value) || Number.isNaN(lo) ? NaN : Math.max(lo, value);
  }
  roundInPlace(plan.dtype, region, narrow, count);
}

/**
 * JAX's `normal` over elements [begin, end): √2·erfinv(u), u uniform in (−1, 1), erfinv as XLA
 * evaluates it (float16, bfloat16 and float8 through float32, each result rounded to the dtype).
 * Its workspace is uniformWorkspace(plan, true) bytes per element.
 */
export function runNormal(
  plan: UniformPlan,
  key: KeyWords,
  out: number,
  work: number,
  begin: number,
  end: number,
): void {
  const count = end - begin;
  if (count <= 0) return;
  const at = out + byteLength(plan.dtype, begin);
  if (plan.normal !== undefined) {
    // float32 and float64: one kernel, the uniform and the transform (the same bits as erfinv.ts's).
    plan.normal(key[0], key[1], 0, begin, at, count, plan.lowest);
    return;
  }
  if (plan.half !== undefined) {
    // float16 and bfloat16: the same steps as below, eight elements at a time in the kernel.
    plan.half.normal(key[0], key[1], 0, begin, at, count, plan.lowest, plan.sqrt2);
    return;
  }
  const region = work + begin * uniformWorkspace(plan, true);
  const narrow = region + 12 * count;
  uniformInto(plan, key, plan.lowest, 1, [], begin, end, region);
  let view = elementView(f64, region, count) as Float64Array;
  for (let index = 0; index < count; index += 1) view[index] = erfinvFloat32(view[index]!);
  roundInPlace(plan.dtype, region, narrow, count);
  // Both factors are the dtype's (at most 11 significant bits): their product is exact in
  // float64, so writing it rounds once, as XLA's multiply does.
  const sqrt2 = plan.sqrt2;
  view = elementView(f64, region, count) as Float64Array;
  for (let index = 0; index < count; index += 1) view[index]! *= sqrt2;
  castElements('float64', plan.dtype, region, at, count);
}

/**
 * runNormal over all `total` elements: cut for threads where one kernel draws (float32, float64,
 * float16, bfloat16; an element's value depends on its index alone, so any cut gives the same bits).
 */
export function runNormalAll(plan: UniformPlan, key: KeyWords, out: number, work: number, total: number): void {
  const pieces = drawnByKernel(plan, 0, 0) ? rangePieces(total, 1, 'transcendental') : undefined;
  if (pieces === undefined) runNormal(plan, key, out, work, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runNormal(plan, key, out, work, begin, end);
        return 0;
      },
      undefined,
    );
}

/** Workspace bytes per element of runBernoulli: the uniform draws, as wide as uniformInto needs. */
export function bernoulliWorkspace(plan: UniformPlan): number {
  return plan.fused !== undefined ? 8 : uniformWorkspace(plan, false);
}

/**
 * Where a kernel reads a bound (or p) for the elements from `begin`, and its step (0: one value):
 * in memory, one value or row-major over the draw; else undefined (read in JavaScript).
 */
function boundAt(
  dtype: DType,
  bound: RandomBound,
  dims: readonly number[],
  begin: number,
): readonly [number, number] | undefined {
  if (typeof bound === 'number' || bound.pointer === undefined) return undefined;
  if (bound.strides.every((stride) => stride === 0)) return [bound.pointer, 0];
  if (isRowMajor(bound.strides, dims)) return [bound.pointer + byteLength(dtype, begin), 1];
  return undefined;
}

/** boundAt for bernoulli's p, where the dtype has the comparison kernel. */
function probabilityAt(
  plan: UniformPlan,
  p: RandomBound,
  dims: readonly number[],
  begin: number,
): readonly [number, number] | undefined {
  return plan.less === undefined ? undefined : boundAt(plan.dtype, p, dims, begin);
}

/**
 * JAX's `bernoulli` over elements [begin, end): uniform(key) < p, both in the plan's dtype (p's),
 * written as bools to `out`.
 */
export function runBernoulli(
  plan: UniformPlan,
  key: KeyWords,
  p: RandomBound,
  dims: readonly number[],
  out: number,
  work: number,
  begin: number,
  end: number,
): void {
  const count = end - begin;
  if (count <= 0) return;
  const region = work + begin * bernoulliWorkspace(plan);
  const flags = out + begin;
  const at = probabilityAt(plan, p, dims, begin);
  if (plan.half !== undefined && at !== undefined) {
    // float16 and bfloat16 with p in memory: the uniform in the dtype, then the comparison kernel.
    plan.half.uniform(key[0], key[1], 0, begin, region, count, 0, 1);
    plan.less!(region, 1, at[0], at[1], flags, count);
    return;
  }
  if (plan.fused !== undefined) plan.fused(key[0], key[1], 0, begin, region, count, 0, 1);
  else uniformInto(plan, key, 0, 1, dims, begin, end, region);
  if (at !== undefined) {
    plan.less!(region, 1, at[0], at[1], flags, count);
    return;
  }
  const ps = boundRange(p, dims, begin, end);
  const p0 = typeof p === 'number' ? p : 0;
  const view = elementView(dtypeCode('bool'), flags, count) as Uint8Array;
  const u = elementView(plan.dtype === 'float32' ? dtypeCode('float32') : f64, region, count) as Float64Array;
  if (ps === undefined) for (let index = 0; index < count; index += 1) view[index] = u[index]! < p0 ? 1 : 0;
  else for (let index = 0; index < count; index += 1) view[index] = u[index]! < ps[index]! ? 1 : 0;
}

/**
 * runBernoulli over all `total` elements: cut for threads where kernels alone draw (the uniform's
 * kernel, then the comparison against p in memory, one value or row-major), else whole here.
 */
export function runBernoulliAll(
  plan: UniformPlan,
  key: KeyWords,
  p: RandomBound,
  dims: readonly number[],
  out: number,
  work: number,
  total: number,
): void {
  const kernelsAlone =
    (plan.fused !== undefined || plan.half !== undefined) && probabilityAt(plan, p, dims, 0) !== undefined;
  const pieces = kernelsAlone ? rangePieces(total, 1, 'transcendental') : undefined;
  if (pieces === undefined) runBernoulli(plan, key, p, dims, out, work, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runBernoulli(plan, key, p, dims, out, work, begin, end);
        return 0;
      },
      undefined,
    );
}

/** Whether `strides` walk an array of shape `dims` in row-major order (a contiguous operand). */
function isRowMajor(strides: readonly number[], dims: readonly number[]): boolean {
  let expected = 1;
  for (let axis = dims.length - 1; axis >= 0; axis -= 1) {
    if (dims[axis] !== 1 && strides[axis] !== expected) return false;
    expected *= dims[axis]!;
  }
  return true;
}

/** Workspace bytes of runRandint (for the whole draw, not per element): 64-bit bounds in memory. */
export function randintWorkspace(plan: RandintPlan): number {
  return plan.width === 64 ? 24 : 0;
}

/** Writes `bounds` to `work` for runRandint (64-bit draws read them there); once, before the ranges run. */
export function writeRandintBounds(plan: RandintPlan, bounds: RandintBounds, work: number): void {
  if (plan.width !== 64) return;
  const view = elementView(dtypeCode('uint64'), work, 3) as BigUint64Array;
  view[0] = bounds.span;
  view[1] = bounds.multiplier;
  view[2] = BigInt.asUintN(64, bounds.low);
}

/**
 * JAX's `randint` over elements [begin, end): two draws of the plan's width on the keys `higher`
 * and `lower` (split from the call's key), combined as JAX combines them, into `out`; one kernel.
 * 64-bit draws read their bounds at `work` (writeRandintBounds).
 */
export function runRandint(
  plan: RandintPlan,
  bounds: RandintBounds,
  higher: KeyWords,
  lower: KeyWords,
  out: number,
  work: number,
  begin: number,
  end: number,
): void {
  const count = end - begin;
  if (count <= 0) return;
  const at = out + byteLength(plan.dtype, begin);
  if (plan.width === 64) {
    (plan.combine as RandomRandint64Kernel)(higher[0], higher[1], lower[0], lower[1], 0, begin, at, count, work);
    return;
  }
  const { span, multiplier, low } = bounds;
  const unsigned = Number(BigInt.asUintN(32, low));
  (plan.combine as RandomRandint32Kernel)(
    higher[0],
    higher[1],
    lower[0],
    lower[1],
    0,
    begin,
    at,
    count,
    byteLength(plan.dtype, 1),
    Number(span),
    Number(multiplier),
    unsigned,
  );
}

/** runRandint over all `total` elements, cut for threads (each element's draws depend on its index alone). */
export function runRandintAll(
  plan: RandintPlan,
  bounds: RandintBounds,
  higher: KeyWords,
  lower: KeyWords,
  out: number,
  work: number,
  total: number,
): void {
  writeRandintBounds(plan, bounds, work);
  const pieces = rangePieces(total, 1, 'transcendental');
  if (pieces === undefined) runRandint(plan, bounds, higher, lower, out, work, 0, total);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runRandint(plan, bounds, higher, lower, out, work, begin, end);
        return 0;
      },
      undefined,
    );
}

/** A bound's values at elements [begin, end) of the draw (one walk), or undefined for a number. */
function boundRange(bound: RandomBound, dims: readonly number[], begin: number, end: number): Float64Array | undefined {
  if (typeof bound === 'number') return undefined;
  const out = new Float64Array(end - begin);
  const { values, strides } = bound;
  walkOffsets(dims, [strides], (offsets, flat) => (out[flat - begin] = values[offsets[0]!]!), begin, end);
  return out;
}

/** A value rounded once (to nearest even) to a float dtype (float32 and float64 without a kernel call). */
export function roundNumber(dtype: DType, value: number, where: string): number {
  if (dtype === 'float64') return value;
  if (dtype === 'float32') return f32(value);
  return roundToDType(dtype, [value], where)[0]!;
}

/** Values rounded once (to nearest even) to a float dtype, as numbers. */
export function roundToDType(dtype: DType, values: ArrayLike<number>, where: string): Float64Array {
  const count = values.length;
  if (dtype === 'float64') return Float64Array.from(values);
  if (dtype === 'float32') return Float64Array.from(values, f32);
  const pointer = scratch(count * (8 + byteLength(dtype, 1)), where);
  try {
    (elementView(f64, pointer, count) as Float64Array).set(values);
    roundInPlace(dtype, pointer, pointer + 8 * count, count);
    return (elementView(f64, pointer, count) as Float64Array).slice();
  } finally {
    freeBytes(pointer);
  }
}

/**
 * Rounds `count` float64 values at `pointer` to `dtype` and back through `narrow` (room for
 * `count` of the dtype): the cast kernels, one rounding, no allocation.
 */
function roundInPlace(dtype: DType, pointer: number, narrow: number, count: number): void {
  if (dtype === 'float64' || count === 0) return;
  if (dtype === 'float32') {
    const view = elementView(f64, pointer, count) as Float64Array;
    for (let index = 0; index < count; index += 1) view[index] = f32(view[index]!);
    return;
  }
  castElements('float64', dtype, pointer, narrow, count);
  castElements(dtype, 'float64', narrow, pointer, count);
}
