// Typed handles to the elementwise kernels (binary, unary, casts), by op and dtype.
export {
  BINARY_KERNELS,
  binaryKernel,
  castExport,
  castKernel,
  KERNEL_DTYPES,
  KERNEL_OUTPUTS,
  UNARY_KERNELS,
  unaryKernel,
  type BinaryKernel,
  type BinaryOp,
  type KernelDtype,
  type UnaryKernel,
  type UnaryOp,
} from './instance.js';
