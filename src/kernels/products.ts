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

/**
 * The scratch a product of `cols` output columns packs into (asm/matmul.ts: B's panels of KC = 256
 * rows, four or more columns a 32-byte lane group; A's MC = 60 rows; an edge tile; alignment).
 */
export function productScratchBytes(cols: number): number {
  return 256 * Math.ceil(cols / 4) * 32 + 256 * 12 * 80 + 5 * 32 + 4 * 64;
}

/** Sets (0, 0: clears) the scratch the product kernels pack into on the thread that runs the next calls. */
export function setProductScratch(pointer: number, bytes: number): void {
  (setScratch ??= kernel('set_scratch'))(pointer, bytes);
}

let setScratch: ((pointer: number, bytes: number) => number) | undefined;
