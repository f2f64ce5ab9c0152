// Typed handles to the random kernels (asm/random.ts): Threefry-2x32 and what JAX derives from it.
// The counter of element i is the 64-bit block (high, start + i): a kernel run over elements
// [begin, end) passes start = begin, so a range cut into pieces hashes the same blocks.
import { kernel } from './instance.js';

/** threefry2x32(key, (x0[i], x1[i])) → (out0[i], out1[i]), uint32 arrays of `count`. */
export type ThreefryKernel = (
  key0: number,
  key1: number,
  x0: number,
  x1: number,
  out0: number,
  out1: number,
  count: number,
) => void;

/** Both words of blocks (high, start + i), to `words0` and `words1` (JAX's split). */
export type RandomWordsKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  words0: number,
  words1: number,
  count: number,
) => void;

/** 32-bit (out0 ^ out1) or 64-bit ((out0 << 32) | out1) random bits of blocks (high, start + i). */
export type RandomBitsKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  out: number,
  count: number,
) => void;

/** JAX's `_uniform` in float32 or float64, fused with the bits: [minval, maxval) into `out`. */
export type RandomUniformKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  minval: number,
  maxval: number,
) => void;

/**
 * JAX's `normal` in float32 or float64, fused with the uniform: √2·erfinv(u), u uniform in
 * [minval, 1) (minval: the float after −1), into `out`.
 */
export type RandomNormalKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  minval: number,
) => void;

/**
 * The generator's name: JAX's name for the key implementation and the export name of its
 * primitive (so the layers above spell it through this constant, not as a kernel name).
 */
export const threefryName = 'threefry2x32';

/** The Threefry-2x32 primitive over blocks given in memory. */
export function threefryKernel(): ThreefryKernel {
  return kernel(threefryName) as ThreefryKernel;
}

/** The two words of each counter block, unmixed (split's keys, randint's draws). */
export function randomWordsKernel(): RandomWordsKernel {
  return kernel('random_words') as RandomWordsKernel;
}

/** JAX's partitionable random bits, 32 or 64 per element. */
export function randomBitsKernel(width: 32 | 64): RandomBitsKernel {
  return (width === 64 ? kernel('random_bits64') : kernel('random_bits32')) as RandomBitsKernel;
}

/** The bits of a uint dtype as its own width: 8 and 16 are the low bits of the 32-bit ones. */
export function randomNarrowBitsKernel(width: 8 | 16): RandomBitsKernel {
  return (width === 8 ? kernel('random_bits8') : kernel('random_bits16')) as RandomBitsKernel;
}

/**
 * randint's two draws (under the keys higher and lower) combined, in 32-bit draws: (kh0, kh1,
 * kl0, kl1, high, start, out, count, bytes of the output dtype, span, multiplier, low), the last
 * three as uint32 values.
 */
export type RandomRandint32Kernel = (
  kh0: number,
  kh1: number,
  kl0: number,
  kl1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  bytes: number,
  span: number,
  multiplier: number,
  low: number,
) => void;

/** As RandomRandint32Kernel in 64-bit draws: span, multiplier and low as three uint64 at `bounds`. */
export type RandomRandint64Kernel = (
  kh0: number,
  kh1: number,
  kl0: number,
  kl1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  bounds: number,
) => void;

/** randint's combining kernels. */
export function randomRandintKernels(): {
  readonly narrow: RandomRandint32Kernel;
  readonly wide: RandomRandint64Kernel;
} {
  return {
    narrow: kernel('random_randint32') as RandomRandint32Kernel,
    wide: kernel('random_randint64') as RandomRandint64Kernel,
  };
}

/** JAX's `normal` in a 16-bit float: (…, minval, √2 in the dtype). */
export type RandomHalfNormalKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  minval: number,
  sqrt2: number,
) => void;

/** The 16-bit floats' uniform (number bounds) and normal kernels, else undefined. */
export function randomHalfKernels(
  dtype: string,
): { readonly uniform: RandomUniformKernel; readonly normal: RandomHalfNormalKernel } | undefined {
  if (dtype !== 'float16' && dtype !== 'bfloat16') return undefined;
  return {
    uniform: kernel(`random_uniform_${dtype}`) as RandomUniformKernel,
    normal: kernel(`random_normal_${dtype}`) as RandomHalfNormalKernel,
  };
}

/** The fused uniform of a dtype that has one (float32, float64), else undefined. */
export function randomUniformKernel(dtype: string): RandomUniformKernel | undefined {
  if (dtype === 'float32') return kernel('random_uniform_float32') as RandomUniformKernel;
  if (dtype === 'float64') return kernel('random_uniform_float64') as RandomUniformKernel;
  return undefined;
}

/** The fused normal of a dtype that has one (float32, float64), else undefined. */
export function randomNormalKernel(dtype: string): RandomNormalKernel | undefined {
  if (dtype === 'float32') return kernel('random_normal_float32') as RandomNormalKernel;
  if (dtype === 'float64') return kernel('random_normal_float64') as RandomNormalKernel;
  return undefined;
}

/** JAX's `_uniform` between bounds in memory: lows[i·lowStep], highs[i·highStep] (steps 0 or 1). */
export type RandomUniformBetweenKernel = (
  key0: number,
  key1: number,
  high: number,
  start: number,
  out: number,
  count: number,
  lows: number,
  lowStep: number,
  highs: number,
  highStep: number,
) => void;

/**
 * The uniform between bounds in memory of a dtype that has one (float32), else undefined (float64's
 * JavaScript keeps the NaN its arithmetic makes, whose sign no kernel can promise to match).
 */
export function randomUniformBetweenKernel(dtype: string): RandomUniformBetweenKernel | undefined {
  return dtype === 'float32' ? (kernel('random_uniform_between_float32') as RandomUniformBetweenKernel) : undefined;
}
