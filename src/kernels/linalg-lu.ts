// Typed handles to the LU family's kernels (asm/linalg-lu.ts): blocked LU with partial pivoting,
// the triangular solves from its factors, det, blocked Cholesky; float32 and float64, one row-major
// n×n matrix per call, in place.
import { exportOf } from './instance.js';
import type { KernelExports } from './exports.generated.js';

/** (a, n, pivots) → -1, the first zero pivot's index, or -2 (no scratch): P·A = L·U in place. */
export type LuKernel = KernelExports['linalg_lu_float64'];
/** (a, n, pivots, x, k, identity) → 0, or 1 (no scratch): X := A⁻¹·X (n×k) from LuKernel's factors. */
export type LuSolveKernel = KernelExports['linalg_lu_solve_float64'];
/** (a, n, count, out) → 0, or -2 (no scratch): det of each of `count` n×n matrices at a, one element each at out. */
export type DetKernel = KernelExports['linalg_det_float64'];
/** (a, n) → -1, the first row that is not positive definite, or -2 (no scratch): L in place (upper zeroed). */
export type CholeskyKernel = KernelExports['linalg_cholesky_float64'];

/** The LU family's kernels of one dtype. */
export interface LuKernels {
  readonly lu: LuKernel;
  readonly solve: LuSolveKernel;
  readonly det: DetKernel;
  readonly cholesky: CholeskyKernel;
}

/** The float32 or float64 kernels of LU, its solves and Cholesky. */
export function luKernels(dtype: 'float32' | 'float64'): LuKernels {
  return dtype === 'float64'
    ? {
        lu: exportOf('linalg_lu_float64'),
        solve: exportOf('linalg_lu_solve_float64'),
        det: exportOf('linalg_det_float64'),
        cholesky: exportOf('linalg_cholesky_float64'),
      }
    : {
        lu: exportOf('linalg_lu_float32'),
        solve: exportOf('linalg_lu_solve_float32'),
        det: exportOf('linalg_det_float32'),
        cholesky: exportOf('linalg_cholesky_float32'),
      };
}
