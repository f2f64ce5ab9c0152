// convolve's and correlate's long case: the full linear convolution through the fft, in
// O((n + m) log(n + m)) against the direct sum's O(n·m). Computed in float64 (complex128 for complex
// operands) and rounded once to the result dtype, so a float32 result is as accurate as the direct
// float32 sum or more: the transform's error is about log2(n + m)·2⁻⁵³ of ‖a‖·‖v‖.
import type { AnyNDArray } from '../../types/ndarray.js';
import { memory } from '../kernels/heap.js';
import { allocArray, castArray, storage } from '../array/ndarray.js';
import type { SignalDType } from '../execute/signal.js';
import { basicIndex } from './views.js';
import { jaxOperations } from './operations.js';
import { fft } from './fft.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const multiply = (jaxOperations as unknown as Record<string, Run>).multiply!;
const transforms = fft as unknown as Record<'rfft' | 'irfft' | 'fft' | 'ifft', Run>;

/** The shorter operand's length below which the direct sum always wins. */
const SHORTEST = 32;
/**
 * The direct sum's nanoseconds per multiply-add by compute dtype, where the operands overlap fully
 * (SIMD) and at the edges of 'full' and 'same' (partial overlaps), and the transform's per L·log2(L)
 * (L the padded length; past 2¹⁴ elements its working set leaves the cache), one thread, measured
 * with scripts/convolve-crossover.mjs. The transform is taken only where it is clearly cheaper.
 */
const DIRECT_NS: Readonly<Record<SignalDType, { inside: number; edge: number }>> = {
  float32: { inside: 0.08, edge: 0.6 },
  float64: { inside: 0.13, edge: 0.6 },
  complex64: { inside: 10, edge: 10 },
  complex128: { inside: 10, edge: 10 },
};
const TRANSFORM_NS = { real: { cached: 4, large: 9 }, complex: { cached: 5, large: 25 } } as const;
const MARGIN = 1.5;

/** Σ of min(k + 1, p, total − k) over k in [from, to): the direct sum's multiply-adds, split. */
function multiplyAdds(n: number, m: number, from: number, to: number): { inside: number; edge: number } {
  const p = Math.min(n, m);
  const total = n + m - 1;
  // Σ_{k=a}^{b-1} (k + 1) and Σ_{k=a}^{b-1} (total − k), for a ≤ b.
  const rising = (a: number, b: number): number => (b > a ? ((b - a) * (a + 1 + b)) / 2 : 0);
  const falling = (a: number, b: number): number => (b > a ? ((b - a) * (2 * total - a - b + 1)) / 2 : 0);
  const flatStart = p - 1;
  const flatEnd = total - p + 1;
  const inside = Math.max(0, Math.min(to, flatEnd) - Math.max(from, flatStart)) * p;
  const edge = rising(from, Math.min(to, flatStart)) + falling(Math.max(from, flatEnd), to);
  return { inside, edge };
}

/** The least 2^a·3^b·5^c ≥ size: a length the transforms take at their fastest. */
export function smoothSize(size: number): number {
  let best = 2 ** Math.ceil(Math.log2(Math.max(size, 1)));
  for (let five = 1; five < best; five *= 5)
    for (let three = five; three < best; three *= 3) {
      let candidate = three;
      while (candidate < size) candidate *= 2;
      if (candidate < best) best = candidate;
    }
  return best;
}

/** Whether the transform is the cheaper way to give elements [start, start + length) of the full correlation. */
export function prefersFft(compute: SignalDType, n: number, m: number, start: number, length: number): boolean {
  if (Math.min(n, m) < SHORTEST) return false;
  const { inside, edge } = multiplyAdds(n, m, start, start + length);
  const direct = DIRECT_NS[compute].inside * inside + DIRECT_NS[compute].edge * edge;
  const size = smoothSize(n + m - 1);
  const rates = TRANSFORM_NS[compute === 'complex64' || compute === 'complex128' ? 'complex' : 'real'];
  const transform = (size <= 2 ** 14 ? rates.cached : rates.large) * size * Math.log2(size);
  return direct > MARGIN * transform;
}

/**
 * Elements [start, start + length) of the full correlation c[k] = Σⱼ a[j + k − (m − 1)] · w′[j]
 * (w′ = conj(w) where `conjugate`), as correlateRange gives them, by transform: c = a ⊛ reverse(w′).
 * `a` (length n) and `w` (length m) are in `compute`; the result is a new array of `compute`
 * (weak where `weak`).
 */
export function correlateByFft(
  compute: SignalDType,
  a: AnyNDArray,
  w: AnyNDArray,
  start: number,
  length: number,
  conjugate: boolean,
  weak: boolean,
  where: string,
): AnyNDArray {
  const complex = compute === 'complex64' || compute === 'complex128';
  const wide = complex ? 'complex128' : 'float64';
  const n = a.size;
  const m = w.size;
  const size = smoothSize(n + m - 1);
  const made: AnyNDArray[] = [];
  const keep = <T extends AnyNDArray>(array: T): T => {
    made.push(array);
    return array;
  };
  try {
    const signal = a.dtype === wide ? a : keep(castArray(a, wide, false, where));
    // reverse(w′) written into a fresh float64 / complex128 array.
    const source = w.dtype === wide ? w : keep(castArray(w, wide, false, where));
    const kernel = keep(allocArray(wide, [m], false, where));
    const width = complex ? 2 : 1;
    const from = new Float64Array(memory().buffer, source[storage].pointer, m * width);
    const to = new Float64Array(memory().buffer, kernel[storage].pointer, m * width);
    for (let j = 0; j < m; j += 1) {
      const target = (m - 1 - j) * width;
      to[target] = from[j * width]!;
      if (complex) to[target + 1] = conjugate ? -from[j * width + 1]! : from[j * width + 1]!;
    }
    const forward = complex ? transforms.fft : transforms.rfft;
    const product = keep(multiply(keep(forward(signal, size)), keep(forward(kernel, size))));
    const full = keep(complex ? transforms.ifft(product, size) : transforms.irfft(product, size));
    const part = keep(
      basicIndex(full, [{ kind: 'slice', start, stop: start + length, step: undefined }], 'slice') as AnyNDArray,
    );
    return castArray(part, compute, weak, where);
  } finally {
    for (const array of made) if (array[storage].pointer !== 0) array.dispose();
  }
}
