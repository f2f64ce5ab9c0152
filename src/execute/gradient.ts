// NumPy's gradient along one axis of a contiguous block of float32 or float64 (complex: its parts,
// as twice the inner length), seen as [outer, n, inner]: asm/signal.ts's kernels, cut by lines
// (row, position) for threads, so a 1-D signal is cut too. Uniform spacing computes in the dtype's own precision (float16 and bfloat16 too,
// each step rounded to 16 bits as NumPy's float16 arithmetic does); coordinate spacing takes
// NumPy's float64 coefficients (gradientWeights) and sums in float64, rounding once.
import { gradientCoordinatesKernel, gradientUniformKernel } from '../kernels/signal.js';
import { rangePieces, runPieces } from './ranges.js';

/** The work of one gradient: the block, its view as [outer, n, inner], and the spacing. */
export interface GradientJob {
  /** The block's dtype; the 16-bit ones with a uniform step only. */
  readonly dtype: 'float16' | 'bfloat16' | 'float32' | 'float64';
  readonly f: number;
  readonly out: number;
  readonly outer: number;
  readonly n: number;
  readonly inner: number;
  readonly edgeOrder: 1 | 2;
  /** Uniform spacing: the step. */
  readonly step?: number;
  /** Coordinate spacing: the address of gradientWeights' 3·n float64 values, and the end spacings. */
  readonly weights?: number;
  readonly dxFirst?: number;
  readonly dxLast?: number;
}

/**
 * NumPy's coefficients for coordinates x (n ≥ 2 values, as float64): a, b, c (each n long, one after
 * another) with position i's output a[i]·f[i − 1] + b[i]·f[i] + c[i]·f[i + 1] inside, and entries 0
 * and n − 1 edge order 2's one-sided ones (over f0, f1, f2 and f[n−3], f[n−2], f[n−1]).
 */
export function gradientWeights(x: ArrayLike<number>, edgeOrder: 1 | 2): Float64Array {
  const n = x.length;
  const weights = new Float64Array(3 * n);
  const dx = (i: number) => x[i + 1]! - x[i]!;
  for (let i = 1; i < n - 1; i += 1) {
    const d1 = dx(i - 1);
    const d2 = dx(i);
    weights[i] = -d2 / (d1 * (d1 + d2));
    weights[n + i] = (d2 - d1) / (d1 * d2);
    weights[2 * n + i] = d1 / (d2 * (d1 + d2));
  }
  if (edgeOrder === 2 && n >= 3) {
    let d1 = dx(0);
    let d2 = dx(1);
    weights[0] = -(2 * d1 + d2) / (d1 * (d1 + d2));
    weights[n] = (d1 + d2) / (d1 * d2);
    weights[2 * n] = -d1 / (d2 * (d1 + d2));
    d1 = dx(n - 3);
    d2 = dx(n - 2);
    weights[n - 1] = d2 / (d1 * (d1 + d2));
    weights[2 * n - 1] = -(d2 + d1) / (d1 * d2);
    weights[3 * n - 1] = (2 * d2 + d1) / (d2 * (d1 + d2));
  }
  return weights;
}

/** Runs one gradient job over all its outer·n lines (on the pool's threads where it is worth it). */
export function gradientAlong(job: GradientJob): void {
  const { dtype, f, out, outer, n, inner, edgeOrder } = job;
  let range: (begin: number, end: number) => number;
  if (job.weights === undefined) {
    const run = gradientUniformKernel(dtype);
    const step = job.step ?? 1;
    range = (begin, end) => run(f, out, n, inner, step, edgeOrder, begin, end);
  } else {
    if (dtype !== 'float32' && dtype !== 'float64') throw new Error(`gradientAlong: no ${dtype} coordinate kernel.`);
    const run = gradientCoordinatesKernel(dtype);
    const { weights, dxFirst = 1, dxLast = 1 } = job;
    range = (begin, end) => run(f, out, n, inner, weights, edgeOrder, dxFirst, dxLast, begin, end);
  }
  const lines = outer * n;
  const pieces = rangePieces(lines, 1, 'elementwise', inner);
  if (pieces === undefined) range(0, lines);
  else runPieces(pieces, (_, begin, end) => range(begin, end), undefined);
}
