// The orthogonal family's result dtype (qr, eigh, svd and what builds on them): JAX's jnp.linalg
// promotes bool and integers to inexact (promote_dtypes_inexact: the dtype's `inexact`, float32 for
// up to 32 bits, float64 for 64); lax.linalg computes float32, float64, complex64 and complex128
// only, so float16, bfloat16 and the narrow floats are refused, as JAX refuses them.
import type { DType } from '../lattice/dtypes.js';
import { dtypeInfo } from '../lattice/dtypes.js';

/** The dtypes the kernels compute (float32 is rounded up to float64 and back once). */
export type OrthogonalDType = 'float32' | 'float64';

/** The result dtype of an orthogonal-family function on `dtype`, or a TypeError naming `where`. */
export function orthogonalDType(where: string, dtype: DType): OrthogonalDType {
  const { kind, inexact } = dtypeInfo[dtype];
  if (kind === 'complex')
    throw new TypeError(
      `${where}: ${dtype} input is not supported yet; only real input (float32, float64, ints, bool).`,
    );
  const result = kind === 'float' ? dtype : (inexact as DType);
  if (result !== 'float32' && result !== 'float64')
    throw new TypeError(
      `${where}: ${dtype} is not supported (JAX's lax.linalg computes in float32, float64, complex64 and complex128); cast to float32 first.`,
    );
  return result;
}
