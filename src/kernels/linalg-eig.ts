// Typed handles to the general eigenproblem's kernels (asm/linalg-eig.ts): balancing, Hessenberg
// reduction, the shifted QR iteration and the eigenvectors, for a real (float64) or complex
// (complex128) row-major matrix per call.
import { exportOf } from './instance.js';
import type { KernelExports } from './exports.generated.js';

/** (a, n, w, z, v, work, wantv, cap) → 0, or 1 where the QR iteration did not converge. */
export type EigKernel = KernelExports['linalg_eig_float64'];

/** The eigenproblem's kernels: real and complex input. */
export interface EigKernels {
  readonly real: EigKernel;
  readonly complex: EigKernel;
}

/** The float64 and complex128 kernels of eig. */
export function eigKernels(): EigKernels {
  return { real: exportOf('linalg_eig_float64'), complex: exportOf('linalg_eig_complex128') };
}
