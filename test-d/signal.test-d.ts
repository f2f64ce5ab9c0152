// convolve, correlate, diff, trapezoid, interp, rot90 at the type level: JAX's dtypes (inexact where
// JAX promotes so), literal shapes where cheap.
import { convolve, correlate, diff, ediff1d, interp, rot90, trapezoid, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const ints: NDArray<'int32', [5]>;
declare const bytes: NDArray<'int8', [3]>;
declare const halves: NDArray<'float16', [4]>;
declare const singles: NDArray<'float32', [2, 3]>;
declare const pairs: NDArray<'complex64', [3]>;
declare const weak: NDArray<'float', [4]>;
declare const bools: NDArray<'bool', [4]>;

expectExact<NDArray<'float32', [number]>>()(convolve(ints, bytes));
expectExact<NDArray<'float16', [number]>>()(convolve(halves, halves, 'same'));
expectExact<NDArray<'complex64', [number]>>()(correlate(pairs, halves, { mode: 'full' }));
expectExact<NDArray<'float16', [number]>>()(correlate(halves, weak));
expectExact<NDArray<'float32', [number]>>()(correlate(bools, bools));
// @ts-expect-error not one of NumPy's modes
convolve(ints, bytes, 'middle');

expectExact<NDArray<'int8', number[]>>()(diff(bytes));
expectExact<NDArray<'int8', number[]>>()(diff(bytes, 2, { axis: 0, prepend: 1 }));
expectExact<NDArray<'float32', number[]>>()(diff(bytes, { append: singles }));
expectExact<NDArray<'float', number[]>>()(diff(bytes, { prepend: 0.5 }));
expectExact<NDArray<'bool', number[]>>()(diff(bools));

expectExact<NDArray<'float32', number[]>>()(trapezoid(ints));
expectExact<NDArray<'float16', number[]>>()(trapezoid(halves, { dx: 0.5 }));
expectExact<NDArray<'float32', number[]>>()(trapezoid(halves, singles, { axis: 0 }));

expectExact<NDArray<'float32', [5]>>()(interp(ints, bytes, bytes));
expectExact<NDArray<'float16', [4]>>()(interp(halves, halves, halves, { left: 0 }));

expectExact<NDArray<'float32', [2, 3]>>()(rot90(singles, 2));
expectExact<NDArray<'float32', number[]>>()(rot90(singles));
expectExact<NDArray<'float32', number[]>>()(rot90(singles, 1, { axes: [1, 0] }));
// interp promotes the positions and the values each to an inexact dtype first (int32 → float32 beside float16).
expectExact<NDArray<'float32', [5]>>()(interp(ints, ints, halves));
expectExact<NDArray<'float16', [4]>>()(interp(halves, halves, bytes as unknown as NDArray<'float16', [3]>));

expectExact<NDArray<'int8', [number]>>()(ediff1d(bytes, { toBegin: 0, toEnd: [1, 2] }));
