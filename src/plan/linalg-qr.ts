// The orthogonal family's result dtype (qr, eigh, svd and what builds on them): linalg's rule
// (src/plan/linalg.ts: JAX's promote_dtypes_inexact, float16, bfloat16 and the narrow floats refused),
// with complex input refused by the functions whose complex kernels are not written yet.
import type { DType } from '../lattice/dtypes.js';
import { linalgDType, type LinalgDType } from './linalg.js';

/** The dtypes the kernels compute (float32 is rounded up to float64 and back once, complex64 to complex128). */
export type OrthogonalDType = LinalgDType;

/**
 * The result dtype of an orthogonal-family function on `dtype`, or a TypeError naming `where`;
 * complex dtypes only where `complexOk` (qr, eigh and eigvalsh).
 */
export function orthogonalDType(where: string, dtype: DType, complexOk = false): OrthogonalDType {
  const result = linalgDType(where, dtype);
  if (!complexOk && (result === 'complex64' || result === 'complex128'))
    throw new TypeError(
      `${where}: ${dtype} input is not supported yet; only real input (float32, float64, ints, bool).`,
    );
  return result;
}
