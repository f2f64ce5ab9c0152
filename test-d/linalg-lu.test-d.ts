// linalg's LU and Cholesky family at the type level: jnp.linalg's dtypes (ints and bools inexact),
// literal shapes, and a literal non-square matrix a compile error in the runtime's words.
import { linalg, type NDArray } from '../src/index.js';
import { expectType } from 'tsd';
import { expectExact } from './helpers.js';

declare const square: NDArray<'float64', [3, 3]>;
declare const ints: NDArray<'int32', [3, 3]>;
declare const stack: NDArray<'complex64', [5, 4, 4]>;
declare const wide: NDArray<'float32', [2, 3]>;
declare const vector: NDArray<'float64', [3]>;
declare const rhs: NDArray<'float32', [3, 2]>;
declare const loose: NDArray<'float64', number[]>;

expectExact<NDArray<'float64', [3, 3]>>()(linalg.inv(square));
expectExact<NDArray<'float32', [3, 3]>>()(linalg.inv(ints));
expectExact<NDArray<'complex64', [5, 4, 4]>>()(linalg.cholesky(stack, { upper: true }));
expectExact<NDArray<'float64', []>>()(linalg.det(square));
expectExact<NDArray<'complex64', [5]>>()(linalg.det(stack));
expectExact<NDArray<'float32', [5]>>()(linalg.slogdet(stack).logabsdet);
expectExact<NDArray<'complex64', [5]>>()(linalg.slogdet(stack).sign);
expectExact<NDArray<'float64', [3]>>()(linalg.solve(square, vector));
expectExact<NDArray<'float64', [3, 2]>>()(linalg.solve(square, rhs));
expectExact<NDArray<'int32', [3, 3]>>()(linalg.matrixPower(ints, 2));
expectExact<NDArray<'float32', [3, 3]>>()(linalg.matrixPower(ints, -1));
expectType<NDArray<'float64', number[]>>(linalg.inv(loose));

// A literal non-square matrix: the runtime's words.
// @ts-expect-error -- "linalg.inv: the last 2 dimensions of a must be square, got shape [2, 3]."
linalg.inv(wide);
// @ts-expect-error -- "linalg.det: the last 2 dimensions of a must be square, got shape [2, 3]."
linalg.det(wide);
// @ts-expect-error -- "linalg.solve: the last 2 dimensions of a must be square, got shape [2, 3]."
linalg.solve(wide, vector);
// @ts-expect-error -- "linalg.cholesky: the last 2 dimensions of a must be square, got shape [2, 3]."
linalg.cholesky(wide);
