// FFT rows: plans (radices and twiddles, computed in float64 and rounded to the parts' dtype, kept
// in wasm memory per length, dtype and direction) and the drivers that run asm/fft.ts's kernels
// over contiguous rows. Complex transforms of any length: Stockham mixed radix (4, 2, 3, 5, odd
// radices up to MAX_RADIX) or Bluestein's chirp-z through a transform of length `big` ≥ 2n - 1.
// Real transforms of even length through a half-length complex one (rfft's post pass, irfft's pre
// pass). Everything unnormalised; the caller scales.
import { allocBytes, callsRunNow, freeBytes, memory } from '../kernels/heap.js';
import {
  type FftPart,
  fftBluesteinKernel,
  fftComplexKernel,
  fftScaleKernel,
  irfftPreKernel,
  rfftPostKernel,
  rfftRowsKernel,
} from '../kernels/fft.js';
import { rangePieces, runPieces, SMALLEST_SPLIT, split } from './ranges.js';

export type { FftPart } from '../kernels/fft.js';

/** Prime factors above this go to Bluestein (a radix-p stage costs p operations per point). */
export const MAX_RADIX = 31;

interface DirectPlan {
  readonly kind: 'direct';
  readonly n: number;
  readonly stages: number;
  readonly twiddles: number;
  /** Its kernel's scratch (n values), kept with the plan for n ≤ KEPT_WORK; 0 until first used. */
  work: number;
}

/**
 * Lengths up to this keep their transform's scratch with the plan: a small transform's own
 * allocation and free cost about as much as its butterflies.
 */
const KEPT_WORK = 8192;

interface BluesteinPlan {
  readonly kind: 'bluestein';
  readonly n: number;
  readonly big: number;
  readonly inner: DirectPlan;
  readonly chirp: number;
  readonly filter: number;
}

export type ComplexPlan = DirectPlan | BluesteinPlan;

// Plans by length: [forward, inverse] per part (a Bluestein plan, direction-free, in both). Keyed
// by the number itself: no key string is built on a call.
const plans = {
  float32: [new Map<number, ComplexPlan>(), new Map<number, ComplexPlan>()],
  float64: [new Map<number, ComplexPlan>(), new Map<number, ComplexPlan>()],
} as const;
const realTwiddles = { float32: new Map<number, number>(), float64: new Map<number, number>() } as const;

/** The radices of n (4s first, then 2, 3, 5, the other primes), or undefined where a prime > MAX_RADIX divides n. */
export function radices(n: number): number[] | undefined {
  const found: number[] = [];
  let rest = n;
  while (rest % 4 === 0) {
    found.push(4);
    rest /= 4;
  }
  if (rest % 2 === 0) {
    found.push(2);
    rest /= 2;
  }
  for (let p = 3; p * p <= rest; p += 2) {
    while (rest % p === 0) {
      if (p > MAX_RADIX) return undefined;
      found.push(p);
      rest /= p;
    }
  }
  if (rest > 1) {
    if (rest > MAX_RADIX) return undefined;
    found.push(rest);
  }
  return found;
}

function partsView(part: FftPart, pointer: number, count: number): Float32Array | Float64Array {
  return part === 'float32'
    ? new Float32Array(memory().buffer, pointer, count)
    : new Float64Array(memory().buffer, pointer, count);
}

const partBytes = (part: FftPart): number => (part === 'float32' ? 4 : 8);

/** exp(sign·2πi·r/N) for an exact integer r in [0, N), into values[at], values[at + 1]. */
function root(values: Float32Array | Float64Array | number[], at: number, r: number, N: number, sign: number): void {
  // Reduced to the first octant's neighbourhood for accuracy: cos and sin of 2π·r/N.
  const angle = (2 * Math.PI * r) / N;
  values[at] = Math.cos(angle);
  values[at + 1] = sign * Math.sin(angle);
}

function directPlan(part: FftPart, n: number, inverse: boolean, factors: number[]): DirectPlan {
  const sign = inverse ? 1 : -1;
  let complexCount = 0;
  let N = n;
  for (const p of factors) {
    const m = N / p;
    complexCount += (p - 1) * m + (p > 5 ? p : 0);
    N = m;
  }
  const stages = allocBytes(4 * (factors.length + 1));
  const twiddles = allocBytes(Math.max(1, complexCount * 2 * partBytes(part)));
  const list = new Int32Array(memory().buffer, stages, factors.length + 1);
  list[0] = factors.length;
  factors.forEach((p, index) => {
    list[index + 1] = p;
  });
  const values = partsView(part, twiddles, complexCount * 2);
  let at = 0;
  N = n;
  for (const p of factors) {
    const m = N / p;
    for (let u = 1; u < p; u += 1)
      for (let k = 0; k < m; k += 1) {
        root(values, at, (k * u) % N, N, sign);
        at += 2;
      }
    if (p > 5)
      for (let j = 0; j < p; j += 1) {
        root(values, at, j, p, sign);
        at += 2;
      }
    N = m;
  }
  return { kind: 'direct', n, stages, twiddles, work: 0 };
}

/** The smallest 2^a, 3·2^a or 5·2^a ≥ length. */
function bluesteinLength(length: number): number {
  let best = Infinity;
  for (const odd of [1, 3, 5]) {
    let size = odd;
    while (size < length) size *= 2;
    best = Math.min(best, size);
  }
  return best;
}

function bluesteinPlan(part: FftPart, n: number): BluesteinPlan {
  const big = bluesteinLength(2 * n - 1);
  const inner = complexPlan(part, big, false) as DirectPlan;
  const bytes = partBytes(part);
  // c_k = exp(-πi·k²/n), k² reduced mod 2n exactly.
  const chirp64 = new Float64Array(2 * n);
  for (let k = 0; k < n; k += 1) {
    const r = Number((BigInt(k) * BigInt(k)) % BigInt(2 * n));
    root(chirp64, 2 * k, r, 2 * n, -1);
  }
  // filter = FFT_big(b) / big, b_k = conj(c_k) at k and big - k; in float64, then rounded.
  const wide = complexPlan('float64', big, false) as DirectPlan;
  const work = allocBytes(3 * big * 16);
  let chirp = 0;
  let filter = 0;
  try {
    const b = new Float64Array(memory().buffer, work, 2 * big).fill(0);
    for (let k = 0; k < n; k += 1) {
      b[2 * k] = chirp64[2 * k]!;
      b[2 * k + 1] = -chirp64[2 * k + 1]!;
      if (k > 0) {
        b[2 * (big - k)] = chirp64[2 * k]!;
        b[2 * (big - k) + 1] = -chirp64[2 * k + 1]!;
      }
    }
    fftComplexKernel('float64')(work, work + big * 16, work + 2 * big * 16, 1, big, wide.stages, wide.twiddles, 0);
    const spectrum = new Float64Array(memory().buffer, work + big * 16, 2 * big);
    chirp = allocBytes(2 * n * bytes);
    filter = allocBytes(2 * big * bytes);
    partsView(part, chirp, 2 * n).set(chirp64);
    const scaled = partsView(part, filter, 2 * big);
    for (let index = 0; index < 2 * big; index += 1) scaled[index] = spectrum[index]! / big;
  } catch (error) {
    freeBytes(chirp);
    freeBytes(filter);
    throw error;
  } finally {
    freeBytes(work);
  }
  return { kind: 'bluestein', n, big, inner, chirp, filter };
}

/** The cached plan of a complex transform of length n (forward or inverse) in `part`'s precision. */
export function complexPlan(part: FftPart, n: number, inverse: boolean): ComplexPlan {
  const both = plans[part];
  const map = both[inverse ? 1 : 0];
  let plan = map.get(n);
  if (plan === undefined) {
    const factors = radices(n);
    if (factors === undefined) {
      // Bluestein's plan is direction-free (the kernel conjugates).
      plan = both[inverse ? 0 : 1].get(n);
      if (plan === undefined || plan.kind !== 'bluestein') plan = bluesteinPlan(part, n);
    } else plan = directPlan(part, n, inverse, factors);
    map.set(n, plan);
  }
  return plan;
}

/** Complex values of scratch a plan's kernel needs. */
function workValues(plan: ComplexPlan): number {
  return plan.kind === 'direct' ? plan.n : 3 * plan.big;
}

/**
 * `count` contiguous rows of n complex values from `input` to `output` (distinct blocks),
 * unnormalised: forward Σ x_j·exp(-2πi·jk/n), inverse with +.
 */
export function complexRows(
  part: FftPart,
  input: number,
  output: number,
  count: number,
  n: number,
  inverse: boolean,
): void {
  if (count === 0) return;
  const plan = complexPlan(part, n, inverse);
  const pieces = rowPieces(count, n);
  if (pieces !== undefined) {
    // Rows cut for threads: each piece its own scratch (freed once the job has run).
    const rowBytes = n * 2 * partBytes(part);
    const scratch = Math.max(1, workValues(plan) * 2 * partBytes(part));
    runPieces(
      pieces,
      (_, begin, end) => {
        const work = allocBytes(scratch);
        try {
          runPlan(part, plan, input + begin * rowBytes, output + begin * rowBytes, work, end - begin, n, inverse);
        } finally {
          freeBytes(work);
        }
        return 0;
      },
      undefined,
    );
    return;
  }
  const kept = keptWork(part, plan);
  if (kept !== 0) {
    runPlan(part, plan, input, output, kept, count, n, inverse);
    return;
  }
  const work = allocBytes(Math.max(1, workValues(plan) * 2 * partBytes(part)));
  try {
    runPlan(part, plan, input, output, work, count, n, inverse);
  } finally {
    freeBytes(work);
  }
}

/**
 * Rows cut for threads, or undefined: one call over all. A row of n values costs about as much
 * per value as a transcendental function (a few butterflies of each of log n stages).
 */
function rowPieces(count: number, n: number): readonly (readonly [number, number])[] | undefined {
  if (count < 2 || (count * n < SMALLEST_SPLIT && split === undefined)) return undefined;
  return rangePieces(count, 1, 'transcendental', n);
}

/** The scratch a small direct plan keeps (made on first use), or 0: allocate one for this call. */
function keptWork(part: FftPart, plan: ComplexPlan): number {
  if (plan.kind !== 'direct' || plan.n > KEPT_WORK || !callsRunNow()) return 0;
  if (plan.work === 0) plan.work = allocBytes(Math.max(1, plan.n * 2 * partBytes(part)));
  return plan.work;
}

function runPlan(
  part: FftPart,
  plan: ComplexPlan,
  input: number,
  output: number,
  work: number,
  count: number,
  n: number,
  inverse: boolean,
): void {
  if (plan.kind === 'direct')
    fftComplexKernel(part)(input, output, work, count, n, plan.stages, plan.twiddles, inverse ? 1 : 0);
  else
    fftBluesteinKernel(part)(
      input,
      output,
      work,
      count,
      n,
      plan.big,
      plan.inner.stages,
      plan.inner.twiddles,
      plan.chirp,
      plan.filter,
      inverse ? 1 : 0,
    );
}

/** exp(-2πi·k/n) for k < n/2: the real transforms' twiddles, cached. */
function realPlan(part: FftPart, n: number): number {
  const cache = realTwiddles[part];
  let pointer = cache.get(n);
  if (pointer === undefined) {
    const h = n / 2;
    pointer = allocBytes(Math.max(1, 2 * h * partBytes(part)));
    const values = partsView(part, pointer, 2 * h);
    for (let k = 0; k < h; k += 1) root(values, 2 * k, k, n, -1);
    cache.set(n, pointer);
  }
  return pointer;
}

/**
 * rfft of `count` rows of n (even) reals at `input` into rows of n/2 + 1 complex values at
 * `output`, unnormalised.
 */
export function realForwardRows(part: FftPart, input: number, output: number, count: number, n: number): void {
  if (count === 0) return;
  const h = n / 2;
  const plan = complexPlan(part, h, false);
  const twiddles = realPlan(part, n);
  const bytes = 2 * partBytes(part);
  if (plan.kind === 'direct') {
    // Each row's half-length transform written into its output row and finished there.
    const pieces = rowPieces(count, n);
    if (pieces !== undefined) {
      runPieces(
        pieces,
        (_, begin, end) => {
          const work = allocBytes(Math.max(1, h * bytes));
          try {
            rfftRowsKernel(part)(
              input + begin * n * partBytes(part),
              output + begin * (h + 1) * bytes,
              work,
              end - begin,
              h,
              plan.stages,
              plan.twiddles,
              twiddles,
            );
          } finally {
            freeBytes(work);
          }
          return 0;
        },
        undefined,
      );
      return;
    }
    const kept = keptWork(part, plan);
    const work = kept !== 0 ? kept : allocBytes(Math.max(1, h * bytes));
    try {
      rfftRowsKernel(part)(input, output, work, count, h, plan.stages, plan.twiddles, twiddles);
    } finally {
      if (kept === 0) freeBytes(work);
    }
    return;
  }
  // One block: the half-length rows, then the transform's scratch.
  const half = allocBytes(Math.max(1, (count * h + workValues(plan)) * bytes));
  try {
    runPlan(part, plan, input, half, half + count * h * bytes, count, h, false);
    rfftPostKernel(part)(half, output, count, h, twiddles);
  } finally {
    freeBytes(half);
  }
}

/**
 * irfft of `count` rows of n/2 + 1 complex values at `input` into rows of n (even) reals at
 * `output`, unnormalised (n times the inverse).
 */
export function realInverseRows(part: FftPart, input: number, output: number, count: number, n: number): void {
  if (count === 0) return;
  const h = n / 2;
  const half = allocBytes(Math.max(1, count * h * 2 * partBytes(part)));
  try {
    irfftPreKernel(part)(input, half, count, h, realPlan(part, n));
    complexRows(part, half, output, count, h, true);
  } finally {
    freeBytes(half);
  }
}

/** values (parts: float32 or float64) times factor, in place. */
export function scaleValues(part: FftPart, pointer: number, count: number, factor: number): void {
  if (factor !== 1 && count > 0) fftScaleKernel(part)(pointer, count, factor);
}
