// Typed handles to the matrix-product kernels (asm/matmul.ts): one per operand dtype, looked up
// once. The layers above hold a handle; only this module names the exports.
import type { DType } from '../lattice/dtypes.js';
import { productRules } from '../registry/registry.js';
import { kernel } from './instance.js';

/**
 * C = A · B for one matrix pair: A[i, p] at a + (i·aRow + p·aCol)·size, B[p, j] at
 * b + (p·bRow + j·bCol)·size, C contiguous and row-major (n per row). m, n, k > 0. Returns 0, or 1
 * when the packing scratch cannot be allocated.
 */
export type ProductKernel = (
  a: number,
  aRow: number,
  aCol: number,
  b: number,
  bRow: number,
  bCol: number,
  c: number,
  m: number,
  n: number,
  k: number,
) => number;

const kernelDtypes: ReadonlySet<string> = new Set(productRules.kernels);
const handles = new Map<string, ProductKernel>();

/** The product kernel of operands of `dtype`; throws naming the dtype where there is none. */
export function productKernel(dtype: DType): ProductKernel {
  let found = handles.get(dtype);
  if (found === undefined) {
    if (!kernelDtypes.has(dtype)) throw new Error(`no matrix-product kernel for operands of dtype ${dtype}`);
    handles.set(dtype, (found = kernel(`matmul_${dtype}`) as ProductKernel));
  }
  return found;
}
