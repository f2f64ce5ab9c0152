// The fft namespace at the type level: JAX's dtypes (to_complex_dtype), the input's shape where
// a transform keeps it, number[] where lengths change, x64's dtypes through withPolicy.
import { fft, withPolicy, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const ints: NDArray<'int16', [2, 8]>;
declare const longs: NDArray<'int64', [8]>;
declare const singles: NDArray<'float32', [8]>;
declare const doubles: NDArray<'float64', [3, 8]>;
declare const complexes: NDArray<'complex128', [4]>;

expectExact<NDArray<'complex64', [2, 8]>>()(fft.fft(ints));
expectExact<NDArray<'complex64', [2, 8]>>()(fft.ifft(ints, null, 0));
expectExact<NDArray<'complex64', number[]>>()(fft.fft(ints, 16));
expectExact<NDArray<'complex128', [4]>>()(fft.fft(complexes));
expectExact<NDArray<'complex128', [3, 8]>>()(fft.fft(doubles, undefined, 1, 'ortho'));
expectExact<NDArray<'complex64', [8]>>()(fft.fft(longs));
expectExact<NDArray<'complex128', [8]>>()(withPolicy({ x64: true }).fft.fft(longs));
expectExact<NDArray<'complex64', number[]>>()(fft.rfft(singles));
expectExact<NDArray<'complex128', number[]>>()(fft.rfft(doubles, { n: 16, axis: 0 }));
expectExact<NDArray<'float32', number[]>>()(fft.irfft(fft.rfft(singles)));
expectExact<NDArray<'float64', number[]>>()(fft.hfft(complexes));
expectExact<NDArray<'complex64', number[]>>()(fft.fft2(ints));
expectExact<NDArray<'float64', number[]>>()(fft.irfftn(complexes, [6]));
expectExact<NDArray<'float32', [number]>>()(fft.fftfreq(8));
expectExact<NDArray<'float64', [number]>>()(fft.rfftfreq(8, { dtype: 'float64' }));
expectExact<NDArray<'float64', [number]>>()(withPolicy({ x64: true }).fft.fftfreq(8));
expectExact<NDArray<'int16', [2, 8]>>()(fft.fftshift(ints));
expectExact<NDArray<'float64', [3, 8]>>()(fft.ifftshift(doubles, { axes: [0] }));
// @ts-expect-error norm is 'backward', 'ortho' or 'forward'
fft.fft(ints, null, -1, 'twice');
// @ts-expect-error an unknown option
fft.fft(ints, { bogus: 1 });
