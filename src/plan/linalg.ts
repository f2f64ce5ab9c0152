// linalg's result dtype (shared by the whole `linalg` namespace but norm, which has var's rule):
// JAX's jnp.linalg promotes its operands with promote_dtypes_inexact, so bool and integers become
// inexact (SPEC §4's rule: bool and ints of up to 32 bits → float32, 64-bit ints → float64), and
// lax.linalg computes in float32, float64, complex64 and complex128 only: float16, bfloat16 and the
// 8-bit floats are refused ("Unsupported dtype" in JAX), here with a TypeError naming the function.
import { dtypeInfo, isDType, type DType } from '../lattice/dtypes.js';
import { linalgDTypeText, show } from '../errors/messages.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { promoteWith } from './promote.js';

/** The dtypes linalg computes in (LAPACK's s, d, c, z). */
export type LinalgDType = 'float32' | 'float64' | 'complex64' | 'complex128';

const computed: ReadonlySet<string> = new Set(['float32', 'float64', 'complex64', 'complex128']);

/**
 * The dtype `fn` (its public name, as `'linalg.inv'`) computes in and returns for an operand of
 * `dtype`: the inexact dtype (bool and integers promoted), float32/float64/complex64/complex128.
 * Throws a TypeError naming `fn` for the narrow floats, which JAX's lax.linalg refuses.
 * @example linalgDType('linalg.inv', 'int32') //=> 'float32'
 */
export function linalgDType(fn: string, dtype: DType): LinalgDType {
  if (!isDType(dtype)) throw new TypeError(`${fn}: expected a dtype, got ${show(dtype)}.`);
  const inexact = dtypeInfo[dtype].inexact;
  if (computed.has(inexact)) return inexact as LinalgDType;
  throw new TypeError(linalgDTypeText(fn, dtype));
}

/**
 * The dtype two operands (solve's a and b) compute in: their promotion under `policy` (JAX's by
 * default), made inexact as above.
 */
export function linalgPairDType(
  fn: string,
  left: DType,
  right: DType,
  policy: Policy = resolvePolicy('jax'),
): LinalgDType {
  return linalgDType(fn, promoteWith(policy, left, right) as DType);
}

/** The real dtype of a linalg dtype (singular values, eigenvalues of Hermitian matrices, logabsdet). */
export function linalgRealDType(dtype: LinalgDType): 'float32' | 'float64' {
  return dtype === 'complex64' || dtype === 'float32' ? 'float32' : 'float64';
}

/** The complex dtype of a linalg dtype (eig's eigenvalues and eigenvectors, roots). */
export function linalgComplexDType(dtype: LinalgDType): 'complex64' | 'complex128' {
  return dtype === 'float32' || dtype === 'complex64' ? 'complex64' : 'complex128';
}

/**
 * The dtype of a rank (matrixRank's, lstsq's `rank`): JAX counts the singular values above the
 * cut-off with a sum of a bool mask, which has the default int dtype: int64 under x64, int32
 * without. matrixRank of a vector (fewer than 2 axes) is int32 either way: JAX casts its
 * `any(M != 0)` with astype(int32).
 * @example linalgRankDType(true, 2) //=> 'int64'
 * @example linalgRankDType(true, 1) //=> 'int32'
 */
export function linalgRankDType(x64: boolean, ndim: number): 'int32' | 'int64' {
  return x64 && ndim >= 2 ? 'int64' : 'int32';
}
