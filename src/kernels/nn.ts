// Typed handles to jax.nn's kernels (asm/nn.ts): softmax, logSoftmax and logsumexp over contiguous
// rows [rowBegin, rowEnd), and the activations elementwise, in float32 and float64.
import { kernel } from './instance.js';

/** (input, out, rowBegin, rowEnd, length) → 0: one row's result depends on that row alone. */
export type NnRowsKernel = (input: number, out: number, rowBegin: number, rowEnd: number, length: number) => number;

/** (input, out, count) → 0, contiguous. */
export type NnElementwiseKernel = (input: number, out: number, count: number) => number;

/** The row functions with kernels of their own. */
export type NnRowsName = 'softmax' | 'log_softmax' | 'logsumexp';

/** The activations with kernels of their own. */
export type NnElementwiseName = 'sigmoid' | 'silu' | 'gelu_tanh' | 'gelu_erf' | 'relu';

/** The kernel dtypes: float32 lanes (16-bit and narrow floats are widened to them) and float64. */
export type NnKernelDType = 'float32' | 'float64';

/** The rows kernel of `name` in `dtype`. */
export function nnRowsKernel(name: NnRowsName, dtype: NnKernelDType): NnRowsKernel {
  return kernel(`nn_${name}_${dtype}`) as NnRowsKernel;
}

/** The elementwise kernel of `name` in `dtype`. */
export function nnElementwiseKernel(name: NnElementwiseName, dtype: NnKernelDType): NnElementwiseKernel {
  return kernel(`nn_${name}_${dtype}`) as NnElementwiseKernel;
}
