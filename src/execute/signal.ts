// The direct convolution (NumPy's correlate, which convolve reaches with its kernel reversed) over
// contiguous float32, float64, complex64 or complex128 memory. One output element is the sum of the
// kernel's products with a window of the signal. The real dtypes run asm/signal.ts's SIMD kernel,
// cut by output ranges for threads; the complex ones a loop here, accumulated in float64.
import { memory } from '../kernels/heap.js';
import { correlateKernel } from '../kernels/signal.js';
import { rangePieces, runPieces } from './ranges.js';

/** The dtypes correlateRange walks: its float or complex element and the parts per element. */
export type SignalDType = 'float32' | 'float64' | 'complex64' | 'complex128';

function view(dtype: SignalDType, pointer: number, count: number): Float32Array | Float64Array {
  const buffer = memory().buffer;
  const parts = dtype === 'complex64' || dtype === 'complex128' ? 2 * count : count;
  return dtype === 'float32' || dtype === 'complex64'
    ? new Float32Array(buffer, pointer, parts)
    : new Float64Array(buffer, pointer, parts);
}

/**
 * out[k - start] = Σ_j a[k - (m - 1) + j] · w[j] for full-output indices k in [start, start + length),
 * the terms whose a index falls outside [0, n) left out: the full correlation of a (n elements) with
 * w (m elements). `conjugate` takes w's conjugate (correlate's complex kernel).
 */
export function correlateRange(
  dtype: SignalDType,
  a: number,
  n: number,
  w: number,
  m: number,
  out: number,
  start: number,
  length: number,
  conjugate: boolean,
): void {
  if (dtype === 'float32' || dtype === 'float64') {
    const run = correlateKernel(dtype);
    const pieces = rangePieces(length, 16, 'product', m);
    if (pieces === undefined) run(a, n, w, m, out, start, 0, length);
    else runPieces(pieces, (_, begin, end) => run(a, n, w, m, out, start, begin, end), undefined);
    return;
  }
  const signal = view(dtype, a, n);
  const kernel = view(dtype, w, m);
  const result = view(dtype, out, length);
  const sign = conjugate ? -1 : 1;
  for (let index = 0; index < length; index += 1) {
    const k = start + index;
    const first = k - (m - 1);
    const low = first < 0 ? -first : 0;
    const high = Math.min(m, n - first);
    let re = 0;
    let im = 0;
    for (let j = low; j < high; j += 1) {
      const ar = signal[2 * (first + j)]!;
      const ai = signal[2 * (first + j) + 1]!;
      const wr = kernel[2 * j]!;
      const wi = sign * kernel[2 * j + 1]!;
      re += ar * wr - ai * wi;
      im += ar * wi + ai * wr;
    }
    result[2 * index] = re;
    result[2 * index + 1] = im;
  }
}
