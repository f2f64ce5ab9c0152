// Typed handles to the reductions' kernels (asm/reduce.ts, asm/sums.ts): the only place their export
// names are spelt. The planner (src/plan/reductions.ts) takes the handles once per plan; the
// executor (src/execute/reductions.ts) calls them. Each getter throws naming the export where the
// module has none (a dtype without that kernel), as `kernel` does.
import type { AxisKernel, MiddleKernel, RowsKernel } from './kernels.generated.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { kernelFor } from './instance.js';

export type { AxisKernel, MiddleKernel, RowsKernel };

/** A whole-array kernel of asm/sums.ts: (input, count, out) → 0. */
export type WholeKernel = (input: number, count: number, out: number) => number;
/** asm/sums.ts's squared deviations: out[i] = (input[i] − *center)², (input, center, out, count) → 0. */
export type DeviationsKernel = (input: number, center: number, out: number, count: number) => number;

/** The reductions that run over rows (`any` runs `max` on bools, `all` `min`). */
export type RowsOp = 'sum' | 'prod' | 'max' | 'min';
/** The reductions along one axis that give an int64 index. */
export type IndexOp = 'argmax' | 'argmin';
/** The scans. */
export type ScanOp = 'cumsum' | 'cumprod';

// Prefixes kept as constants: kernelFor caches by (prefix, dtype) without rebuilding a name per call.
const ROWS: { readonly [Op in RowsOp]: string } = {
  sum: 'reduce_sum_',
  prod: 'reduce_prod_',
  max: 'reduce_max__',
  min: 'reduce_min__',
};
const MIDDLE: { readonly [Op in RowsOp]: string } = {
  sum: 'reduce_sum_axis_',
  prod: 'reduce_prod_axis_',
  max: 'reduce_max_axis_',
  min: 'reduce_min_axis_',
};
const ALONG: { readonly [Op in IndexOp | ScanOp]: string } = {
  argmax: 'reduce_argmax_',
  argmin: 'reduce_argmin_',
  cumsum: 'reduce_cumsum_',
  cumprod: 'reduce_cumprod_',
};

/** `op` over contiguous rows of `dtype`: out[o] = op(input[o·count …]) (floats: pairwise sums). */
export function rowsKernel(op: RowsOp, dtype: string): RowsKernel {
  return kernelFor(ROWS[op], dtype) as RowsKernel;
}

/**
 * A float or complex sum along a long middle axis, pairwise by rows, in one call (asm/sums.ts):
 * (input, outer, stride, length, inner, out, scratch) → 0, `scratch` holding outer · inner elements
 * for each level of halving.
 */
export type PairwiseMiddleKernel = (
  input: number,
  outer: number,
  stride: number,
  length: number,
  inner: number,
  out: number,
  scratch: number,
) => number;

/** The pairwise middle-axis sum of `dtype` (float32, float64, complex64, complex128). */
export function pairwiseMiddleKernel(dtype: string): PairwiseMiddleKernel {
  return kernelFor('sum_axis_pairwise_', dtype) as PairwiseMiddleKernel;
}

/** `op` along the middle axis of [outer, length, inner], `stride` elements between outer blocks. */
export function middleKernel(op: RowsOp, dtype: string): MiddleKernel {
  return kernelFor(MIDDLE[op], dtype) as MiddleKernel;
}

/** argmax/argmin along the middle axis of [outer, length, inner], int64 indices out. */
export function indexKernel(op: IndexOp, dtype: string): AxisKernel {
  return kernelFor(ALONG[op], dtype) as AxisKernel;
}

/** cumsum/cumprod along the middle axis of [outer, length, inner]. */
export function scanKernel(op: ScanOp, dtype: string): AxisKernel {
  return kernelFor(ALONG[op], dtype) as AxisKernel;
}

/**
 * The element type asm/sums.ts reads a dtype as in its fused sums, from the dtype table: 8- to
 * 32-bit integers as themselves, bools as 0/1 bytes (uint8); undefined for the others. The
 * widening sums (`sum_widen_`: a 64-bit total; `sum_widen32_` of 8- and 16-bit types: its low half,
 * as the sum of the int32/uint32 cast wraps) and the converting float32 sums take these.
 */
function sumSource(
  input: string,
): { readonly type: string; readonly bytes: number; readonly signed: boolean } | undefined {
  if (!Object.hasOwn(dtypeInfo, input)) return undefined;
  const { kind, bits } = dtypeInfo[input as DType];
  if (kind === 'bool') return { type: 'uint8', bytes: 1, signed: true };
  if ((kind === 'int' || kind === 'uint') && bits >= 8 && bits <= 32)
    return { type: input, bytes: bits / 8, signed: kind === 'int' };
  return undefined;
}

/**
 * A fused whole-array sum: its kernel, the result's bytes, and (an integer total, which wraps the
 * same in any order, so the sum may be cut for threads) the rows sum that adds the pieces' totals.
 */
export interface WidenedSum {
  readonly run: WholeKernel;
  readonly bytes: number;
  readonly combine: RowsKernel | undefined;
}

/**
 * The fused whole-array sum of `input` dtype into `result` dtype (the same total as casting first,
 * with no cast copy), or undefined where there is none: integers into the 64-bit int of their
 * signedness, 8- and 16-bit ones also into the 32-bit one; float16 accumulated in float32.
 */
export function widenedSumKernel(input: string, result: string): WidenedSum | undefined {
  if (input === 'float16')
    return result === 'float16'
      ? { run: kernelFor('sum_float16', '') as WholeKernel, bytes: 2, combine: undefined }
      : undefined;
  const source = sumSource(input);
  if (source === undefined) return undefined;
  // A bool's total is signed, as JAX's sum of bools.
  const signed = source.signed ? '' : 'u';
  const wide = result === `${signed}int64`;
  if (!wide && (result !== `${signed}int32` || source.bytes === 4)) return undefined;
  return {
    run: kernelFor(wide ? 'sum_widen_' : 'sum_widen32_', source.type) as WholeKernel,
    bytes: wide ? 8 : 4,
    combine: rowsKernel('sum', result),
  };
}

/**
 * The lanes of the float32 sum of `input` integers as their float32 cast's sum would be (the pairwise
 * tree over the values converted as read): (input, count, out) → 0, 16 bytes at out; undefined for
 * other dtypes.
 */
export function convertedSumLanesKernel(input: string): WholeKernel | undefined {
  const source = sumSource(input);
  return source === undefined ? undefined : (kernelFor('sum_lanes_', `${source.type}_float32`) as WholeKernel);
}

const DEVIATIONS = 'squared_deviations_';
const LANES = 'sum_lanes_';

/** The squared deviations from a center (var and std of a whole float array). */
export function squaredDeviationsKernel(dtype: 'float32' | 'float64'): DeviationsKernel {
  return kernelFor(DEVIATIONS, dtype) as DeviationsKernel;
}

/**
 * The lanes of the float sum kernel's pairwise tree over `count` values (one leaf when count ≤
 * PAIRWISE_LEAF): 16 bytes, four float32 or two float64 partial sums.
 */
export function sumLanesKernel(dtype: 'float32' | 'float64'): WholeKernel {
  return kernelFor(LANES, dtype) as WholeKernel;
}

/** The lanes of two pairwise trees of one size, read in step: (a, b, count, out) → 0, 32 bytes at out. */
export type SumLanesTwoKernel = (a: number, b: number, count: number, out: number) => number;

/** sum_lanes of two subtrees of one size at once (two read streams: faster from memory). */
export function sumLanesTwoKernel(dtype: 'float32' | 'float64'): SumLanesTwoKernel {
  return kernelFor('sum_lanes_two_', dtype) as SumLanesTwoKernel;
}

/**
 * Bytes from which a sum reads two of its pairwise subtrees at once: asm/reduce.ts's
 * TWO_STREAM_BYTES, which its own sums use (one read stream stops at 12–20 GB/s from memory, two
 * reach 18–25; bench/sum-streams.mjs). test/split-reductions.test.ts checks the two agree.
 */
export const TWO_STREAM_BYTES = 8 << 20;

/** The most values a leaf of asm/reduce.ts's pairwise sums adds directly (its BLOCK). */
export const PAIRWISE_LEAF = 2048;

/** The nan-aware rows kernels (asm/nanreduce.ts): NaN read as the identity (sum, mean, count, prod) or skipped (max, min). */
export type NanRowsOp = 'sum' | 'mean' | 'count' | 'max' | 'min' | 'prod';
/** The nan-aware middle-axis kernels. */
export type NanMiddleOp = 'sum' | 'count' | 'max' | 'min' | 'prod';

const NAN_ROWS: { readonly [Op in NanRowsOp]: string } = {
  sum: 'nan_sum_',
  mean: 'nan_mean_',
  count: 'nan_count_',
  max: 'nan_max_',
  min: 'nan_min_',
  prod: 'nan_prod_',
};
const NAN_MIDDLE: { readonly [Op in NanMiddleOp]: string } = {
  sum: 'nan_sum_axis_',
  count: 'nan_count_axis_',
  max: 'nan_max_axis_',
  min: 'nan_min_axis_',
  prod: 'nan_prod_axis_',
};
const NAN_LANES = 'nan_sum_lanes_';
const NAN_TOTAL_LANES = 'nan_total_lanes_';

/** A nan-aware reduction of contiguous float32/float64 rows (nansum with the plain sum's bits). */
export function nanRowsKernel(op: NanRowsOp, dtype: 'float32' | 'float64'): RowsKernel {
  return kernelFor(NAN_ROWS[op], dtype) as RowsKernel;
}

/** A nan-aware reduction along the middle axis of [outer, length, inner]. */
export function nanMiddleKernel(op: NanMiddleOp, dtype: 'float32' | 'float64'): MiddleKernel {
  return kernelFor(NAN_MIDDLE[op], dtype) as MiddleKernel;
}

/**
 * sumLanesKernel with NaN read as 0: the 16 bytes of lanes, and at +16 the count of values kept
 * (an int64; 0 without `counting`, nansum's): 24 bytes written.
 */
export function nanSumLanesKernel(dtype: 'float32' | 'float64', counting = true): WholeKernel {
  return kernelFor(counting ? NAN_LANES : NAN_TOTAL_LANES, dtype) as WholeKernel;
}

/** nan_sum_axis's sums into `out` and the counts of values kept added to `counts`: (input, outer, stride, length, inner, out, counts) → 0. */
export type NanSumCountKernel = (
  input: number,
  outer: number,
  stride: number,
  length: number,
  inner: number,
  out: number,
  counts: number,
) => number;
/** nanargmax/nanargmin along the middle axis: (input, outer, length, inner, out, scratch) → 0, −1 for an all-NaN slice. */
export type NanIndexKernel = (
  input: number,
  outer: number,
  length: number,
  inner: number,
  out: number,
  scratch: number,
) => number;
/** nanvar/nanstd of rows: (input, count, outer, out, ddof, std) → 0. */
export type NanVarianceRowsKernel = (
  input: number,
  count: number,
  outer: number,
  out: number,
  ddof: number,
  std: number,
) => number;
/** nanvar/nanstd along a middle axis: (input, outer, stride, length, inner, out, scratch, ddof, std) → 0. */
export type NanVarianceAxisKernel = (
  input: number,
  outer: number,
  stride: number,
  length: number,
  inner: number,
  out: number,
  scratch: number,
  ddof: number,
  std: number,
) => number;

const NAN_SUM_COUNT = 'nan_sum_count_axis_';
const NAN_INDEX: { readonly [Op in IndexOp]: string } = { argmax: 'nan_argmax_', argmin: 'nan_argmin_' };
const NAN_SCAN: { readonly [Op in ScanOp]: string } = { cumsum: 'nan_cumsum_', cumprod: 'nan_cumprod_' };
const NAN_VAR = 'nan_var_';
const NAN_VAR_AXIS = 'nan_var_axis_';

/** nanmean's one pass along a middle axis: the sums, and the counts added up. */
export function nanSumCountKernel(dtype: 'float32' | 'float64'): NanSumCountKernel {
  return kernelFor(NAN_SUM_COUNT, dtype) as unknown as NanSumCountKernel;
}

/** nanargmax/nanargmin (int64 indices; `scratch` holds inner elements). */
export function nanIndexKernel(op: IndexOp, dtype: 'float32' | 'float64'): NanIndexKernel {
  return kernelFor(NAN_INDEX[op], dtype) as unknown as NanIndexKernel;
}

/** nancumsum/nancumprod along the middle axis of [outer, length, inner] (the scan ABI). */
export function nanScanKernel(op: ScanOp, dtype: 'float32' | 'float64'): AxisKernel {
  return kernelFor(NAN_SCAN[op], dtype) as AxisKernel;
}

/** nanvar/nanstd of rows. */
export function nanVarianceRowsKernel(dtype: 'float32' | 'float64'): NanVarianceRowsKernel {
  return kernelFor(NAN_VAR, dtype) as unknown as NanVarianceRowsKernel;
}

/** nanvar/nanstd along a middle axis (float64 sums; `scratch` holds 3 · inner float64). */
export function nanVarianceAxisKernel(dtype: 'float32' | 'float64'): NanVarianceAxisKernel {
  return kernelFor(NAN_VAR_AXIS, dtype) as unknown as NanVarianceAxisKernel;
}
