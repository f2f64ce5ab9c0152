// linalg.norm at the type level: var's dtype rule (real, inexact), the reduced shape.
import { linalg, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const ints: NDArray<'int16', [2, 3]>;
declare const complexes: NDArray<'complex128', [4]>;

expectExact<NDArray<'float32', []>>()(linalg.norm(ints));
expectExact<NDArray<'float32', [2]>>()(linalg.norm(ints, 1, { axis: 1 }));
expectExact<NDArray<'float32', [1, 3]>>()(linalg.norm(ints, null, { axis: 0, keepdims: true }));
expectExact<NDArray<'float64', []>>()(linalg.norm(complexes, Infinity));
// @ts-expect-error ord is a number, 'fro' or 'nuc'
linalg.norm(ints, 'max');
