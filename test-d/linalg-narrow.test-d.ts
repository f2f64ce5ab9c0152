// linalg refuses the narrow floats (float16, bfloat16, the 8-, 6- and 4-bit floats) as JAX's
// lax.linalg does: at compile time, in the run-time TypeError's words (src/plan/linalg.ts), for
// every function that computes in linalg's dtypes (and roots and polyfit). matrixPower refuses them for a negative power
// only; norm, multiDot and matrixPower with n ≥ 0 compute in the operand's dtype and accept them.
import { linalg, polyfit, roots, type NDArray } from '../src/index.js';
import type { LinalgDTypeSlot } from '../types/linalg-lu.js';
import { type Assert, type Equal, expectExact } from './helpers.js';

declare const half: NDArray<'float16', [3, 3]>;
declare const brain: NDArray<'bfloat16', [3, 3]>;
declare const fp8: NDArray<'float8_e4m3fn', [3, 3]>;
declare const halfVector: NDArray<'float16', [3]>;
declare const nibbles: NDArray<'int4', [3, 3]>;
declare const single: NDArray<'float32', [3, 3]>;
declare const any: NDArray;

export type Words = [
  Assert<
    Equal<
      LinalgDTypeSlot<'linalg.qr', 'float16'>,
      "linalg.qr: dtype float16 is not supported (as JAX's lax.linalg, linalg computes in float32, float64, complex64 and complex128); cast to float32 first."
    >
  >,
  Assert<Equal<LinalgDTypeSlot<'linalg.qr', 'float32'>, {}>>,
  Assert<Equal<LinalgDTypeSlot<'linalg.qr', 'int4'>, {}>>,
];

// @ts-expect-error -- "linalg.qr: dtype float16 is not supported (as JAX's lax.linalg, …); cast to float32 first."
linalg.qr(half);
// @ts-expect-error -- "linalg.qr: dtype bfloat16 is not supported …"
linalg.qr(brain, 'r');
// @ts-expect-error -- "linalg.qr: dtype float16 is not supported …"
linalg.qr(half, { mode: 'complete' });
// @ts-expect-error -- "linalg.inv: dtype float16 is not supported …"
linalg.inv(half);
// @ts-expect-error -- "linalg.det: dtype bfloat16 is not supported …"
linalg.det(brain);
// @ts-expect-error -- "linalg.slogdet: dtype float8_e4m3fn is not supported …"
linalg.slogdet(fp8);
// @ts-expect-error -- "linalg.solve: dtype float16 is not supported …"
linalg.solve(half, halfVector);
// @ts-expect-error -- "linalg.cholesky: dtype float16 is not supported …"
linalg.cholesky(half);
// @ts-expect-error -- "linalg.matrixPower: dtype float16 is not supported …"
linalg.matrixPower(half, -1);
// @ts-expect-error -- "linalg.tensorsolve: dtype float16 is not supported …"
linalg.tensorsolve(half, halfVector);
// @ts-expect-error -- "linalg.tensorinv: dtype bfloat16 is not supported …"
linalg.tensorinv(brain, 1);
// @ts-expect-error -- "linalg.eigh: dtype float16 is not supported …"
linalg.eigh(half);
// @ts-expect-error -- "linalg.eigvalsh: dtype float16 is not supported …"
linalg.eigvalsh(half);
// @ts-expect-error -- "linalg.svd: dtype float16 is not supported …"
linalg.svd(half);
// @ts-expect-error -- "linalg.svd: dtype bfloat16 is not supported …"
linalg.svd(brain, false, false);
// @ts-expect-error -- "linalg.svdvals: dtype float16 is not supported …"
linalg.svdvals(half);
// @ts-expect-error -- "linalg.pinv: dtype float16 is not supported …"
linalg.pinv(half);
// @ts-expect-error -- "linalg.matrixRank: dtype float16 is not supported …"
linalg.matrixRank(half);
// @ts-expect-error -- "linalg.cond: dtype float16 is not supported …"
linalg.cond(half);
// @ts-expect-error -- "linalg.lstsq: dtype float16 is not supported …"
linalg.lstsq(half, halfVector);
// @ts-expect-error -- "linalg.eig: dtype float16 is not supported …"
linalg.eig(half);
// @ts-expect-error -- "linalg.eigvals: dtype bfloat16 is not supported …"
linalg.eigvals(brain);
// @ts-expect-error -- "roots: dtype float16 is not supported …"
roots(halfVector);
// @ts-expect-error -- "polyfit: dtype float16 is not supported …"
polyfit(halfVector, halfVector, 1);

// Accepted: a promotion to float32, the 2- and 4-bit integers (float32), an operand of any dtype,
// and the functions that compute in the operand's own dtype.
expectExact<NDArray<'float32', [3]>>()(linalg.solve(single, halfVector));
expectExact<NDArray<'float32', [3, 3]>>()(linalg.inv(nibbles));
linalg.qr(any);
linalg.inv(any);
expectExact<NDArray<'float16', [3, 3]>>()(linalg.matrixPower(half, 2));
linalg.norm(half);
