// Typed handles to the radix order of lines (asm/sort.ts: every sortable dtype but the narrow ones)
// and to the selection kernels (the dtypes whose keys fit 32 bits).
import { kernel } from './instance.js';

/**
 * (code, input, length, inner, begin, end, take, descending, result, scratch) → 0: the stable
 * order of lines [begin, end), their first `take` flat source indices into `result` (u32);
 * `scratch` holds sortScratchBytes(length).
 */
export type OrderLinesKernel = (
  code: number,
  input: number,
  length: number,
  inner: number,
  begin: number,
  end: number,
  take: number,
  descending: number,
  result: number,
  scratch: number,
) => number;

/** The key code of each dtype the kernel orders (asm/sort.ts's constants). */
export const radixKeyCodes: Readonly<Record<string, number>> = {
  bool: 0,
  int8: 1,
  uint8: 2,
  int16: 3,
  uint16: 4,
  int32: 5,
  uint32: 6,
  float32: 7,
};

/**
 * The key code of each dtype the order kernel (sort_order_lines) orders: the selection kernels'
 * (radixKeyCodes), the 64-bit dtypes, complex (NumPy's order) and the 16-bit floats.
 */
export const orderKeyCodes: Readonly<Record<string, number>> = {
  ...radixKeyCodes,
  int64: 8,
  uint64: 9,
  float64: 10,
  complex64: 11,
  complex128: 12,
  float16: 13,
  bfloat16: 14,
};

/** The scratch one thread needs for lines of `length`: four u32 arrays and the byte histograms. */
export const sortScratchBytes = (length: number): number => (4 * length + 1024) * 4;

export function orderLinesKernel(): OrderLinesKernel {
  return kernel('sort_order_lines') as unknown as OrderLinesKernel;
}

/**
 * (bytes, src, order, begin, end, dst) → 0: elements k in [begin, end) of `dst` ← element order[k]
 * (u32 flat indices, as sort_order_lines writes them) of `src`, elements of `bytes` (1, 2, 4, 8, 16).
 */
export type SortGatherKernel = (
  bytes: number,
  src: number,
  order: number,
  begin: number,
  end: number,
  dst: number,
) => number;

export function sortGatherKernel(): SortGatherKernel {
  return kernel('sort_gather') as unknown as SortGatherKernel;
}

/**
 * (order, length, inner, begin, end, out, wide) → 0: for k in [begin, end), the position along its
 * line of the source order[k] names (u32 flat indices, as sort_order_lines writes them), as i32
 * (wide 0) or i64 (wide 1).
 */
export type SortPositionsKernel = (
  order: number,
  length: number,
  inner: number,
  begin: number,
  end: number,
  out: number,
  wide: number,
) => number;

export function sortPositionsKernel(): SortPositionsKernel {
  return kernel('sort_positions') as unknown as SortPositionsKernel;
}

/**
 * (code, input, length, inner, begin, end, kths, kthCount, result, scratch) → 0: lines [begin, end)
 * partitioned at the sorted distinct positions `kths` (i32, kthCount of them; Floyd–Rivest), each
 * line's positions (0 … length − 1) in partitioned order into `result` (i32, the input's layout);
 * `scratch` holds selectScratchBytes(length).
 */
export type SelectLinesKernel = (
  code: number,
  input: number,
  length: number,
  inner: number,
  begin: number,
  end: number,
  kths: number,
  kthCount: number,
  result: number,
  scratch: number,
) => number;

/** The scratch one thread needs to place positions of lines of `length`: one u64 (key, position) an element. */
export const selectScratchBytes = (length: number): number => 8 * Math.max(length, 1);

export function selectLinesKernel(): SelectLinesKernel {
  return kernel('sort_select_lines') as unknown as SelectLinesKernel;
}

/** The scratch one thread needs for partition's values of lines of `length`: one u32 key an element. */
export const selectValuesScratchBytes = (length: number): number => 4 * Math.max(length, 1);

/**
 * (code, input, length, inner, begin, end, kths, kthCount, output, scratch) → 0: as SelectLinesKernel,
 * the partitioned values written to `output` (the input's contiguous layout; NaNs as a quiet NaN).
 */
export function selectValuesKernel(): SelectLinesKernel {
  return kernel('sort_select_values') as unknown as SelectLinesKernel;
}
