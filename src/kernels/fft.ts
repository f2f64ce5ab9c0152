// Typed handles to the FFT kernels (asm/fft.ts), complex64 ('float32' parts) and complex128 ('float64').
import { kernel } from './instance.js';

/** The float dtype of a complex dtype's parts. */
export type FftPart = 'float32' | 'float64';

/** (input, output, work, count, n, stages, twiddles, inverse) → 0: count rows of n complex values (Stockham). */
export type FftComplexKernel = (
  input: number,
  output: number,
  work: number,
  count: number,
  n: number,
  stages: number,
  twiddles: number,
  inverse: number,
) => number;

/** (input, output, work, count, n, big, stages, twiddles, chirp, filter, inverse) → 0: Bluestein's rows. */
export type FftBluesteinKernel = (
  input: number,
  output: number,
  work: number,
  count: number,
  n: number,
  big: number,
  stages: number,
  twiddles: number,
  chirp: number,
  filter: number,
  inverse: number,
) => number;

/** (from, to, count, h, twiddles) → 0: rfft's post pass, or irfft's pre pass. */
export type FftRealKernel = (from: number, to: number, count: number, h: number, twiddles: number) => number;

/**
 * (input, output, work, count, h, stages, twiddles, real) → 0: rfft of count rows of 2h reals into
 * rows of h + 1 complex values, each through its half-length transform (plan: stages, twiddles).
 */
export type FftRealRowsKernel = (
  input: number,
  output: number,
  work: number,
  count: number,
  h: number,
  stages: number,
  twiddles: number,
  real: number,
) => number;

/** (data, count, factor) → 0: values scaled in place. */
export type FftScaleKernel = (data: number, count: number, factor: number) => number;

// Each handle looked up once per part (a name built per call is hashed per call: a small
// transform's bookkeeping is what its call costs).
const complex32 = { value: undefined as FftComplexKernel | undefined };
const complex64 = { value: undefined as FftComplexKernel | undefined };
const post32 = { value: undefined as FftRealKernel | undefined };
const post64 = { value: undefined as FftRealKernel | undefined };

export function fftComplexKernel(part: FftPart): FftComplexKernel {
  const slot = part === 'float32' ? complex32 : complex64;
  return (slot.value ??= kernel(`fft_complex_${part}`) as FftComplexKernel);
}

const realRows32 = { value: undefined as FftRealRowsKernel | undefined };
const realRows64 = { value: undefined as FftRealRowsKernel | undefined };

export function rfftRowsKernel(part: FftPart): FftRealRowsKernel {
  const slot = part === 'float32' ? realRows32 : realRows64;
  return (slot.value ??= kernel(`fft_rfft_${part}`) as FftRealRowsKernel);
}

export function fftBluesteinKernel(part: FftPart): FftBluesteinKernel {
  return kernel(`fft_bluestein_${part}`) as FftBluesteinKernel;
}

export function rfftPostKernel(part: FftPart): FftRealKernel {
  const slot = part === 'float32' ? post32 : post64;
  return (slot.value ??= kernel(`fft_rfft_post_${part}`) as FftRealKernel);
}

export function irfftPreKernel(part: FftPart): FftRealKernel {
  return kernel(`fft_irfft_pre_${part}`) as FftRealKernel;
}

export function fftScaleKernel(part: FftPart): FftScaleKernel {
  return kernel(`fft_scale_${part}`) as FftScaleKernel;
}
