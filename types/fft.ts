// The static types of src/ops/fft.ts (NumPy's fft namespace with jax.numpy.fft's dtypes): a table
// of the complex dtype each input dtype transforms in (JAX's to_complex_dtype), its real part for
// irfft and hfft, the input's shape where a transform keeps it (fft, ifft, fftshift …), number[]
// where lengths change. One conditional per result, written as defaulted type parameters (only a
// call computes them).
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { PolicySpec, X64Of } from './policy.js';

/** The normalisations NumPy names: 'backward' (the default), 'ortho' and 'forward'. */
export type FftNorm = 'backward' | 'ortho' | 'forward';

/** A 1-D transform's options (NumPy's keywords). */
export interface FftOptions {
  readonly n?: number | null;
  readonly axis?: number | null;
  readonly norm?: FftNorm | null;
}

/** An n-D transform's options (NumPy's keywords). */
export interface FftNOptions {
  readonly s?: readonly number[] | null;
  readonly axes?: readonly number[] | null;
  readonly norm?: FftNorm | null;
}

/**
 * The complex dtype a transform of `D` gives (JAX's to_complex_dtype): complex128 from float64 and
 * complex128, from int64 and uint64 (and weak nodes) under x64; complex64 from everything else.
 */
export type FftComplex<D, X64> = D extends 'float64' | 'complex128'
  ? 'complex128'
  : D extends 'int64' | 'uint64' | 'int' | 'float' | 'complex'
    ? X64 extends true
      ? 'complex128'
      : 'complex64'
    : 'complex64';

/** A complex 1-D transform, keeping the input's shape where n is not given. */
export type FftFunction<X64> = <
  const X extends AnyNDArray,
  const N extends number | null | FftOptions | undefined = undefined,
  Node = FftComplex<DTypeOf<X>, X64>,
>(
  x: X,
  n?: N,
  axis?: number | null | Omit<FftOptions, 'n'>,
  norm?: FftNorm | null | Omit<FftOptions, 'n' | 'axis'>,
) => NDArray<Node & AnyDType, [N] extends [undefined | null] ? ShapeOf<X> : number[]>;

/** A complex 1-D transform with a length or a real ↔ complex one: the shape is known at run time. */
export type FftResizeFunction<X64, Real extends boolean> = <
  const X extends AnyNDArray,
  Node = Real extends true
    ? FftComplex<DTypeOf<X>, X64> extends 'complex128'
      ? 'float64'
      : 'float32'
    : FftComplex<DTypeOf<X>, X64>,
>(
  x: X,
  n?: number | null | FftOptions,
  axis?: number | null | Omit<FftOptions, 'n'>,
  norm?: FftNorm | null | Omit<FftOptions, 'n' | 'axis'>,
) => NDArray<Node & AnyDType, number[]>;

/** An n-D transform (fft2, fftn, rfftn, irfftn …). */
export type FftNFunction<X64, Real extends boolean> = <
  const X extends AnyNDArray,
  Node = Real extends true
    ? FftComplex<DTypeOf<X>, X64> extends 'complex128'
      ? 'float64'
      : 'float32'
    : FftComplex<DTypeOf<X>, X64>,
>(
  x: X,
  s?: readonly number[] | null | FftNOptions,
  axes?: readonly number[] | null | Omit<FftNOptions, 's'>,
  norm?: FftNorm | null | Omit<FftNOptions, 's' | 'axes'>,
) => NDArray<Node & AnyDType, number[]>;

/** fftfreq's and rfftfreq's options: the dtype (the policy's default float by default). */
export interface FftFreqOptions {
  readonly d?: number;
  readonly dtype?: 'float16' | 'bfloat16' | 'float32' | 'float64';
}

/** fftfreq(n, d, { dtype }) and rfftfreq: the sample frequencies. */
export type FftFreqFunction<X64> = <const Options extends FftFreqOptions = {}>(
  n: number,
  d?: number | Options,
  options?: Options,
) => NDArray<
  Options extends { readonly dtype: infer D extends AnyDType } ? D : X64 extends true ? 'float64' : 'float32',
  [number]
>;

/** fftshift(x, axes) and ifftshift: the same dtype and shape. */
export type FftShiftFunction = <const X extends AnyNDArray>(
  x: X,
  axes?: number | readonly number[] | null | { readonly axes?: number | readonly number[] | null },
) => NDArray<DTypeOf<X>, ShapeOf<X>>;

/** The `fft` namespace under a policy (its x64 setting: int64's complex dtype, fftfreq's default). */
export type FftFunctions<Spec extends PolicySpec> = FftMembers<X64Of<Spec>>;

/** The namespace's members for one x64 setting. */
export interface FftMembers<X64> {
  readonly fft: FftFunction<X64>;
  readonly ifft: FftFunction<X64>;
  readonly fft2: FftNFunction<X64, false>;
  readonly ifft2: FftNFunction<X64, false>;
  readonly fftn: FftNFunction<X64, false>;
  readonly ifftn: FftNFunction<X64, false>;
  readonly rfft: FftResizeFunction<X64, false>;
  readonly irfft: FftResizeFunction<X64, true>;
  readonly rfft2: FftNFunction<X64, false>;
  readonly irfft2: FftNFunction<X64, true>;
  readonly rfftn: FftNFunction<X64, false>;
  readonly irfftn: FftNFunction<X64, true>;
  readonly hfft: FftResizeFunction<X64, true>;
  readonly ihfft: FftResizeFunction<X64, false>;
  readonly fftfreq: FftFreqFunction<X64>;
  readonly rfftfreq: FftFreqFunction<X64>;
  readonly fftshift: FftShiftFunction;
  readonly ifftshift: FftShiftFunction;
}
