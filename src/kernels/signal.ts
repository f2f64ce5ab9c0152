// Typed handle to the direct correlation kernels (asm/signal.ts), float32 and float64.
import { kernel } from './instance.js';

/**
 * (a, n, w, m, out, start, begin, end) → 0: out[i] = Σ_j a[start + i - (m - 1) + j] · w[j] for i in
 * [begin, end), the terms outside a's n elements left out. Each output depends on the inputs alone.
 */
export type CorrelateKernel = (
  a: number,
  n: number,
  w: number,
  m: number,
  out: number,
  start: number,
  begin: number,
  end: number,
) => number;

/** The correlation kernel of a real float dtype. */
export function correlateKernel(dtype: 'float32' | 'float64'): CorrelateKernel {
  return kernel(`signal_correlate_${dtype}`) as CorrelateKernel;
}

/**
 * (a, n, b, p, q, out, begin, end) → 0: rows [begin, end) of kron(a (· × n), b (p × q)), all
 * contiguous row-major: output row r = i·p + k holds a[i, j] · b[k, :] for each j in turn.
 */
export type KronRowsKernel = (
  a: number,
  n: number,
  b: number,
  p: number,
  q: number,
  out: number,
  begin: number,
  end: number,
) => number;

/** The kron kernel of a real float dtype (asm/signal.ts). */
export function kronRowsKernel(dtype: 'float32' | 'float64'): KronRowsKernel {
  return kernel(`kron_rows_${dtype}`) as KronRowsKernel;
}

/** (u, v, out, begin, end) → 0: rows [begin, end) of the cross products of contiguous 3-vectors (asm/signal.ts). */
export type CrossRowsKernel = (u: number, v: number, out: number, begin: number, end: number) => number;

/** The cross kernel of a real float dtype (asm/signal.ts). */
export function crossRowsKernel(dtype: 'float32' | 'float64'): CrossRowsKernel {
  return kernel(`cross_rows_${dtype}`) as CrossRowsKernel;
}

/**
 * (f, out, n, inner, h, edgeOrder, begin, end) → 0: NumPy's gradient with a uniform spacing h of the
 * contiguous [outer, n, inner] block f along its middle axis, for the lines k = row·n + i in
 * [begin, end) (asm/signal.ts).
 */
export type GradientUniformKernel = (
  f: number,
  out: number,
  n: number,
  inner: number,
  h: number,
  edgeOrder: number,
  begin: number,
  end: number,
) => number;

/** The uniform-spacing gradient kernel of a real float dtype (the 16-bit ones rounding each step to 16 bits). */
export function gradientUniformKernel(dtype: 'float16' | 'bfloat16' | 'float32' | 'float64'): GradientUniformKernel {
  return kernel(`gradient_uniform_${dtype}`) as GradientUniformKernel;
}

/**
 * (f, out, n, inner, weights, edgeOrder, dxFirst, dxLast, begin, end) → 0: the gradient along the
 * middle axis of [outer, n, inner] with per-position float64 coefficients (weights: a, b, c, each
 * n long) and the first and last spacings for edge order 1, lines [begin, end) (asm/signal.ts).
 */
export type GradientCoordinatesKernel = (
  f: number,
  out: number,
  n: number,
  inner: number,
  weights: number,
  edgeOrder: number,
  dxFirst: number,
  dxLast: number,
  begin: number,
  end: number,
) => number;

/** The coordinate-spacing gradient kernel of a real float dtype. */
export function gradientCoordinatesKernel(dtype: 'float32' | 'float64'): GradientCoordinatesKernel {
  return kernel(`gradient_coordinates_${dtype}`) as GradientCoordinatesKernel;
}

/**
 * (from, to, rows, columns, size, k, lower, begin, end) → 0: rows [begin, end) of a batch of
 * contiguous matrices with the part outside tril's (lower ≠ 0) or triu's triangle zeroed (asm/signal.ts).
 */
export type TriangleRowsKernel = (
  from: number,
  to: number,
  rows: number,
  columns: number,
  size: number,
  k: number,
  lower: number,
  begin: number,
  end: number,
) => number;

/** The triu / tril row kernel (any dtype of a byte or more: bytes copied and zeroed). */
export function triangleRowsKernel(): TriangleRowsKernel {
  return kernel('triangle_rows') as TriangleRowsKernel;
}

/**
 * (data, n, edges, bins, uniform, span, weights, counts) → 0: NumPy's histogram counts (or weight
 * sums) of n values into bins float64 counts (asm/signal.ts).
 */
export type HistogramKernel = (
  data: number,
  n: number,
  edges: number,
  bins: number,
  uniform: number,
  span: number,
  weights: number,
  counts: number,
) => number;

/** The histogram kernel of a real float dtype. */
export function histogramKernel(dtype: 'float32' | 'float64'): HistogramKernel {
  return kernel(`histogram_${dtype}`) as HistogramKernel;
}
