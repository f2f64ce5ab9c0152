// Typed handles to jax.nn's kernels (asm/nn.ts): softmax, logSoftmax and logsumexp over contiguous
// rows [rowBegin, rowEnd), standardize, and the activations elementwise, in float32 and float64, and in
// float16 and bfloat16 through float32 lanes.
import { kernel } from './instance.js';

/** (input, out, rowBegin, rowEnd, length) → 0: one row's result depends on that row alone. */
export type NnRowsKernel = (input: number, out: number, rowBegin: number, rowEnd: number, length: number) => number;

/** (input, out, count, parameter) → 0, contiguous; `parameter` is elu's and celu's α (unused by the others). */
export type NnElementwiseKernel = (input: number, out: number, count: number, parameter: number) => number;

/** The row functions with kernels of their own. */
export type NnRowsName = 'softmax' | 'log_softmax' | 'logsumexp';

/** The activations with kernels of their own. */
export type NnElementwiseName =
  | 'sigmoid'
  | 'silu'
  | 'gelu_tanh'
  | 'gelu_erf'
  | 'relu'
  | 'softplus'
  | 'log_sigmoid'
  | 'elu'
  | 'celu'
  | 'selu'
  | 'mish';

/** The kernel dtypes: float32 lanes (narrow floats are widened to them) and float64. */
export type NnKernelDType = 'float32' | 'float64';

/** The activations' dtypes: float32 and float64, and the 16-bit floats through float32 lanes (converted in the kernel). */
export type NnElementwiseDType = NnKernelDType | 'float16' | 'bfloat16';

/** standardize's rows: (input, out, rowBegin, rowEnd, length, epsilon) → 0. */
export type NnStandardizeKernel = (
  input: number,
  out: number,
  rowBegin: number,
  rowEnd: number,
  length: number,
  epsilon: number,
) => number;

/** standardize's rows kernel in `dtype` (float16 and bfloat16: float32 lanes, converted in the kernel). */
export function nnStandardizeKernel(dtype: NnRowsDType): NnStandardizeKernel {
  return kernel(`nn_standardize_${dtype}`) as NnStandardizeKernel;
}

/** The rows kernel of `name` in `dtype` (float16 and bfloat16 too: float32 lanes, converted in the kernel). */
export function nnRowsKernel(name: NnRowsName, dtype: NnRowsDType): NnRowsKernel {
  return kernel(`nn_${name}_${dtype}`) as NnRowsKernel;
}

/** The rows kernels' dtypes: float32 and float64, and the 16-bit floats through float32 lanes. */
export type NnRowsDType = NnElementwiseDType;

/** The elementwise kernel of `name` in `dtype`. */
export function nnElementwiseKernel(name: NnElementwiseName, dtype: NnElementwiseDType): NnElementwiseKernel {
  return kernel(`nn_${name}_${dtype}`) as NnElementwiseKernel;
}
