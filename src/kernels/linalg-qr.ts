// Typed handles to the orthogonal family's kernels (asm/linalg-qr.ts): Householder QR and its Q
// (unblocked there, blocked in asm/linalg-qr-blocked.ts),
// the symmetric eigensolver, the Golub–Kahan SVD; float64, one row-major matrix per call; and
// complex QR and the Hermitian eigensolver (asm/linalg-complex.ts), complex128.
import { exportOf } from './instance.js';
import type { KernelExports } from './exports.generated.js';

/** (a, m, n, tau, work) → 0: Householder QR in place (LAPACK's dgeqrf layout). */
export type QrKernel = KernelExports['linalg_qr_float64'];
/** (a, m, n, tau, q, qc, work) → 0: Q's first qc columns from the reflectors. */
export type QrQKernel = KernelExports['linalg_qr_q_float64'];
/** (a, m, n, tau) → 0, or 2 where scratch ran out (a untouched): blocked QR (asm/linalg-qr-blocked.ts). */
export type QrBlockedKernel = KernelExports['linalg_qr_blocked_float64'];
/** (a, m, n, tau, q, qc) → 0, or 2 where scratch ran out (q untouched): Q from the reflectors, blocked. */
export type QrQBlockedKernel = KernelExports['linalg_qr_q_blocked_float64'];
/** (a, n, lower, d, e, want, cap) → 0, 1 where the iteration cap was reached, 2 where scratch ran out. */
export type EighKernel = KernelExports['linalg_eigh_float64'];
/** (a, n, d, e, tau, nb, tail) → 0, or 2 (no scratch): the tridiagonalisation alone, blocked where nb > 0 (bench, tests). */
export type TridiagonaliseKernel = KernelExports['linalg_tridiagonalise_float64'];
/** (a, n, tau, w, blocked) → 0, or 2 (no scratch): Qᵀ from its reflectors into w (bench, tests). */
export type TridiagonalQKernel = KernelExports['linalg_tridiagonal_q_float64'];
/** (g, r, len, d, e, tauP, tauQ, nb, tail) → 0, or 2 (no scratch): the bidiagonalisation of gᵀ alone, blocked where nb > 0 (bench, tests). */
export type BidiagonaliseKernel = KernelExports['linalg_bidiagonalise_float64'];
/** (g, r, len, s, ut, urows, vt, want, cap, order) → 0, 1 (no convergence), 2 (no completion: complex) or 3 (no scratch). */
export type SvdKernel = KernelExports['linalg_svd_float64'];

/** (a, n, lower, w, z, t, work, cap) → 0, or 1 where the iteration cap was reached: complex eigh. */
export type ComplexEighKernel = KernelExports['linalg_eigh_complex128'];

/** The orthogonal family's kernels. */
export interface OrthogonalKernels {
  readonly qrComplex: QrKernel;
  readonly svdComplex: SvdKernel;
  readonly qrQComplex: QrQKernel;
  readonly eighComplex: ComplexEighKernel;
  readonly qr: QrKernel;
  readonly qrQ: QrQKernel;
  readonly qrBlocked: QrBlockedKernel;
  readonly qrQBlocked: QrQBlockedKernel;
  readonly eigh: EighKernel;
  readonly svd: SvdKernel;
  readonly tridiagonalise: TridiagonaliseKernel;
  readonly tridiagonalQ: TridiagonalQKernel;
  readonly bidiagonalise: BidiagonaliseKernel;
}

/** The float64 kernels of qr, eigh and svd, and their complex128 counterparts. */
export function orthogonalKernels(): OrthogonalKernels {
  return {
    qrComplex: exportOf('linalg_qr_complex128'),
    svdComplex: exportOf('linalg_svd_complex128'),
    qrQComplex: exportOf('linalg_qr_q_complex128'),
    eighComplex: exportOf('linalg_eigh_complex128'),
    qr: exportOf('linalg_qr_float64'),
    qrQ: exportOf('linalg_qr_q_float64'),
    qrBlocked: exportOf('linalg_qr_blocked_float64'),
    qrQBlocked: exportOf('linalg_qr_q_blocked_float64'),
    eigh: exportOf('linalg_eigh_float64'),
    svd: exportOf('linalg_svd_float64'),
    tridiagonalise: exportOf('linalg_tridiagonalise_float64'),
    tridiagonalQ: exportOf('linalg_tridiagonal_q_float64'),
    bidiagonalise: exportOf('linalg_bidiagonalise_float64'),
  };
}
