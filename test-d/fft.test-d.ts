// The fft namespace at the type level: JAX's dtypes (to_complex_dtype), literal result shapes where
// the shape and the lengths and axes are literals (rfft of [2, 8] is [2, 5], irfft's default length
// 2·(m − 1), n and s replacing lengths), number sizes where they are not, x64's dtypes through
// withPolicy, and compile errors in the runtime's words for a literal axis out of range and a
// literal length below 1 (test/fft-types.test.ts checks the runtime says the same).
import { fft, withPolicy, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const ints: NDArray<'int16', [2, 8]>;
declare const longs: NDArray<'int64', [8]>;
declare const singles: NDArray<'float32', [8]>;
declare const doubles: NDArray<'float64', [3, 8]>;
declare const complexes: NDArray<'complex128', [4]>;
declare const big: NDArray<'float32', [4, 65536]>;
declare const wide: NDArray<'float32', number[]>;
declare const partly: NDArray<'float64', [3, number]>;
declare const length: number;
declare const axis: number;

// fft and ifft: the shape kept, n replacing the axis's length.
expectExact<NDArray<'complex64', [2, 8]>>()(fft.fft(ints));
expectExact<NDArray<'complex64', [2, 8]>>()(fft.ifft(ints, null, 0));
expectExact<NDArray<'complex64', [2, 16]>>()(fft.fft(ints, 16));
expectExact<NDArray<'complex64', [5, 8]>>()(fft.fft(ints, { n: 5, axis: 0 }));
expectExact<NDArray<'complex64', [2, 3]>>()(fft.ifft(ints, 3, { axis: -1 }));
expectExact<NDArray<'complex128', [4]>>()(fft.fft(complexes));
expectExact<NDArray<'complex128', [3, 8]>>()(fft.fft(doubles, undefined, 1, 'ortho'));
expectExact<NDArray<'complex64', [8]>>()(fft.fft(longs));
expectExact<NDArray<'complex128', [8]>>()(withPolicy({ x64: true }).fft.fft(longs));
// Lengths and axes that are not literals: number sizes.
expectExact<NDArray<'complex64', [2, number]>>()(fft.fft(ints, length));
expectExact<NDArray<'complex64', [number, number]>>()(fft.fft(ints, 4, axis));
expectExact<NDArray<'complex64', number[]>>()(fft.fft(wide));
expectExact<NDArray<'complex64', number[]>>()(fft.fft(wide, 4));

// rfft and ihfft: n/2 + 1 along the axis (n the axis's length by default).
expectExact<NDArray<'complex64', [5]>>()(fft.rfft(singles));
expectExact<NDArray<'complex64', [2, 5]>>()(fft.rfft(ints));
expectExact<NDArray<'complex64', [2, 8]>>()(fft.rfft(ints, undefined, -2));
expectExact<NDArray<'complex128', [9, 8]>>()(fft.rfft(doubles, { n: 16, axis: 0 }));
expectExact<NDArray<'complex128', [2, 8]>>()(fft.rfft(doubles, null, 0));
expectExact<NDArray<'complex64', [4, 32769]>>()(fft.rfft(big));
expectExact<NDArray<'complex128', [3, 5]>>()(fft.ihfft(doubles));
expectExact<NDArray<'complex128', [3, number]>>()(fft.rfft(partly));
expectExact<NDArray<'complex64', number[]>>()(fft.rfft(wide));
// irfft and hfft: n, 2·(m − 1) by default; the real part's dtype.
expectExact<NDArray<'float32', [8]>>()(fft.irfft(fft.rfft(singles)));
expectExact<NDArray<'float64', [3, 7]>>()(fft.irfft(doubles, 7));
expectExact<NDArray<'float64', [4, 8]>>()(fft.irfft(doubles, undefined, 0));
expectExact<NDArray<'float32', [4, 131070]>>()(fft.irfft(big));
expectExact<NDArray<'float64', [6]>>()(fft.hfft(complexes));
expectExact<NDArray<'float64', [3, 14]>>()(fft.hfft(doubles));

// The n-D transforms: fft2's axes [-2, -1], fftn's the last s.length axes or all of them.
expectExact<NDArray<'complex64', [2, 8]>>()(fft.fft2(ints));
expectExact<NDArray<'complex64', [4, 4]>>()(fft.ifft2(ints, [4, 4]));
expectExact<NDArray<'complex128', [3, 8]>>()(fft.fftn(doubles));
expectExact<NDArray<'complex128', [3, 6]>>()(fft.fftn(doubles, [6]));
expectExact<NDArray<'complex128', [3, 8]>>()(fft.fftn(doubles, null, [0]));
expectExact<NDArray<'complex64', [2, 5]>>()(fft.rfft2(ints));
expectExact<NDArray<'complex128', [5, 5]>>()(fft.rfftn(doubles, [5, 9]));
expectExact<NDArray<'complex128', [2, 8]>>()(fft.rfftn(doubles, { axes: [0] }));
expectExact<NDArray<'float64', [6]>>()(fft.irfftn(complexes, [6]));
expectExact<NDArray<'float64', [3, 14]>>()(fft.irfft2(doubles));
expectExact<NDArray<'float64', [3, 6]>>()(fft.irfftn(doubles, [6]));
expectExact<NDArray<'complex64', [number, 4]>>()(fft.fft2(ints, [length, 4]));
expectExact<NDArray<'complex64', number[]>>()(fft.fftn(wide, [4]));

// fftfreq and rfftfreq: [n] and [n/2 + 1].
expectExact<NDArray<'float32', [8]>>()(fft.fftfreq(8));
expectExact<NDArray<'float32', [5]>>()(fft.rfftfreq(9));
expectExact<NDArray<'float32', [501]>>()(fft.rfftfreq(1000, 0.5));
expectExact<NDArray<'float64', [5]>>()(fft.rfftfreq(8, { dtype: 'float64' }));
expectExact<NDArray<'float64', [8]>>()(withPolicy({ x64: true }).fft.fftfreq(8));
expectExact<NDArray<'float32', [number]>>()(fft.fftfreq(length));

// fftshift and ifftshift: the same dtype and shape.
expectExact<NDArray<'int16', [2, 8]>>()(fft.fftshift(ints));
expectExact<NDArray<'float64', [3, 8]>>()(fft.ifftshift(doubles, { axes: [0] }));

// @ts-expect-error norm is 'backward', 'ortho' or 'forward'
fft.fft(ints, null, -1, 'twice');
// @ts-expect-error an unknown option
fft.fft(ints, { bogus: 1 });

// Compile errors in the runtime's words.
// @ts-expect-error fft.fft: axis 2 is out of bounds for an array of 2 dimensions.
fft.fft(ints, null, 2);
// @ts-expect-error fft.rfft: axis -3 is out of bounds for an array of 2 dimensions.
fft.rfft(ints, { axis: -3 });
// @ts-expect-error fft.fft: n must be at least 1, got 0.
fft.fft(ints, 0);
// @ts-expect-error fft.irfft: n must be at least 1, got -4.
fft.irfft(doubles, { n: -4 });
// @ts-expect-error fft.irfftn: s must be at least 1, got 0.
fft.irfftn(doubles, [0]);
// @ts-expect-error fft.fftn: axis 5 is out of bounds for an array of 2 dimensions.
fft.fftn(doubles, null, [0, 5]);
// @ts-expect-error fft.fft2: axis -2 is out of bounds for an array of 1 dimensions.
fft.fft2(singles);
// @ts-expect-error fft.fftfreq: n must be at least 1, got 0.
fft.fftfreq(0);
