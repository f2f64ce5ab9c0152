// linalg.eig, linalg.eigvals and roots at the type level: complex results as JAX's (complex64 from
// float32 and small ints, complex128 from float64 and 64-bit ints, complex kept), literal shapes,
// a compile error in the runtime's words for a literal non-square matrix.
import { linalg, type NDArray, roots } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const square: NDArray<'float64', [3, 3]>;
declare const small: NDArray<'float32', [2, 2]>;
declare const ints: NDArray<'int32', [4, 3, 3]>;
declare const longs: NDArray<'int64', [3, 3]>;
declare const cplx: NDArray<'complex64', [5, 5]>;
declare const tall: NDArray<'float64', [4, 3]>;
declare const any: NDArray<'float64', number[]>;
declare const coefficients: NDArray<'float32', [4]>;
declare const wide: NDArray<'float64', [6]>;

const decomposition = linalg.eig(square);
expectExact<NDArray<'complex128', [3]>>()(decomposition.eigenvalues);
expectExact<NDArray<'complex128', [3, 3]>>()(decomposition.eigenvectors);
expectExact<NDArray<'complex64', [2]>>()(linalg.eigvals(small));
expectExact<NDArray<'complex64', [4, 3]>>()(linalg.eigvals(ints));
expectExact<NDArray<'complex64', [4, 3, 3]>>()(linalg.eig(ints).eigenvectors);
expectExact<NDArray<'complex128', [3]>>()(linalg.eigvals(longs));
expectExact<NDArray<'complex64', [5]>>()(linalg.eig(cplx).eigenvalues);
expectExact<NDArray<'complex128', number[]>>()(linalg.eigvals(any));
// @ts-expect-error linalg.eig: the last two axes must be square, got shape [4, 3].
linalg.eig(tall);
// @ts-expect-error linalg.eigvals: the last two axes must be square, got shape [4, 3].
linalg.eigvals(tall);

expectExact<NDArray<'complex64', [number]>>()(roots(coefficients));
expectExact<NDArray<'complex128', [number]>>()(roots(wide, { strip_zeros: false }));
// @ts-expect-error strip_zeros is a boolean
roots(wide, { strip_zeros: 1 });

// Complex input through the orthogonal family: complex factors, real values.
declare const complexMatrix: NDArray<'complex64', [4, 3]>;
declare const hermitian: NDArray<'complex128', [3, 3]>;
expectExact<NDArray<'complex64', [4, 3]>>()(linalg.qr(complexMatrix).Q);
expectExact<NDArray<'float64', [3]>>()(linalg.eigh(hermitian).eigenvalues);
expectExact<NDArray<'complex128', [3, 3]>>()(linalg.eigh(hermitian).eigenvectors);
expectExact<NDArray<'float32', [3]>>()(linalg.svd(complexMatrix).S);
expectExact<NDArray<'complex64', [4, 4]>>()(linalg.svd(complexMatrix).U);
expectExact<NDArray<'float32', [3]>>()(linalg.svdvals(complexMatrix));
