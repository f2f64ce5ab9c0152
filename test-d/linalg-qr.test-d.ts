// linalg's orthogonal family at the type level: JAX's dtypes (ints to inexact, eigenvalues and
// singular values real), literal shapes, a compile error for a literal non-square matrix.
import { linalg, type NDArray, polyfit, withPolicy } from '../src/index.js';
import { linalg as linalg64 } from '../src/x64.js';
import { expectExact } from './helpers.js';

declare const tall: NDArray<'float64', [4, 3]>;
declare const wide: NDArray<'float32', [2, 5]>;
declare const square: NDArray<'float64', [3, 3]>;
declare const ints: NDArray<'int32', [2, 3, 3]>;
declare const longs: NDArray<'int64', [3, 3]>;
declare const any: NDArray<'float64', number[]>;

const reduced = linalg.qr(tall);
expectExact<NDArray<'float64', [4, 3]>>()(reduced.Q);
expectExact<NDArray<'float64', [3, 3]>>()(reduced.R);
const complete = linalg.qr(tall, 'complete');
expectExact<NDArray<'float64', [4, 4]>>()(complete.Q);
expectExact<NDArray<'float64', [4, 3]>>()(complete.R);
expectExact<NDArray<'float32', [2, 5]>>()(linalg.qr(wide, { mode: 'r' }));
expectExact<NDArray<'float32', [2, 2]>>()(linalg.qr(wide).Q);

const eig = linalg.eigh(ints);
expectExact<NDArray<'float32', [2, 3]>>()(eig.eigenvalues);
expectExact<NDArray<'float32', [2, 3, 3]>>()(eig.eigenvectors);
expectExact<NDArray<'float64', [3]>>()(linalg.eigvalsh(longs, 'U'));
// @ts-expect-error linalg.eigh: the last two axes must be square, got shape [4, 3].
linalg.eigh(tall);
// @ts-expect-error not 'L' or 'U'
linalg.eigvalsh(square, 'X');

const full = linalg.svd(tall);
expectExact<NDArray<'float64', [4, 4]>>()(full.U);
expectExact<NDArray<'float64', [3]>>()(full.S);
expectExact<NDArray<'float64', [3, 3]>>()(full.Vh);
const thin = linalg.svd(wide, false);
expectExact<NDArray<'float32', [2, 2]>>()(thin.U);
expectExact<NDArray<'float32', [2, 5]>>()(thin.Vh);
expectExact<NDArray<'float32', [2]>>()(linalg.svd(wide, { compute_uv: false }));
expectExact<NDArray<'float32', [2]>>()(linalg.svdvals(wide));
expectExact<NDArray<'float64', number[]>>()(linalg.svdvals(any));

expectExact<NDArray<'float64', [3, 4]>>()(linalg.pinv(tall));
expectExact<NDArray<'int32', [2]>>()(linalg.matrixRank(ints));
expectExact<NDArray<'float64', []>>()(linalg.cond(square));
expectExact<NDArray<'int32', []>>()(linalg.lstsq(tall, square).rank);
// Under x64 a rank is int64 (the default int), a vector's matrixRank int32 (JAX's astype(int32)).
declare const vector: NDArray<'float32', [4]>;
expectExact<NDArray<'int64', [2]>>()(linalg64.matrixRank(ints));
expectExact<NDArray<'int64', []>>()(linalg64.matrixRank(square));
expectExact<NDArray<'int32', number[]>>()(linalg64.matrixRank(vector));
expectExact<NDArray<'int32' | 'int64', number[]>>()(linalg64.matrixRank(any));
expectExact<NDArray<'int64', []>>()(linalg64.lstsq(tall, square).rank);
expectExact<NDArray<'int64', []>>()(withPolicy({ x64: true }).linalg.lstsq(tall, square).rank);
expectExact<NDArray<'int32', [2]>>()(withPolicy('jax').linalg.matrixRank(ints));

declare const points: NDArray<'int32', [5]>;
declare const samples: NDArray<'float64', [5]>;
expectExact<NDArray<'float64', number[]>>()(polyfit(points, samples, 2));
expectExact<NDArray<'float32', number[]>>()(polyfit(points, points, 1, { rcond: null }));
