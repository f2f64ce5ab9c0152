// The static types of src/ops/fft.ts (NumPy's fft namespace with jax.numpy.fft's dtypes): a table
// of the complex dtype each input dtype transforms in (JAX's to_complex_dtype), its real part for
// irfft and hfft, and literal result shapes where the shape and the lengths (`n`, `s`) and axes are
// literals: rfft of [2, 8] is [2, 5], irfft's default length 2·(m − 1), fftfreq(8) is [8]. Shapes
// that are not literals, and axes or lengths that are not, give `number` sizes (`number[]` where
// the axis that changes is not known). A literal axis outside a literal shape and a literal length
// below 1 are compile errors in the runtime's words. Each function computes one result (an
// error's words or a shape) in a defaulted type parameter: only a call computes it.
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { AnyDType } from './dtype.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { Shape } from './shape.js';
import type { Checked } from './check-slot.js';
import type { AxisOutOfBoundsText, LengthBelowOneText } from './messages.js';
import type { AxisNames, BadAxis } from './reductions.js';
import type { PositiveAxis } from './views.js';

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
 * What a transform does to the lengths: complex to complex ('c2c': n, the input's length by
 * default), real to half-spectrum ('r2c': rfft, ihfft: n/2 + 1), half-spectrum to real ('c2r':
 * irfft, hfft: n, 2·(m − 1) by default).
 */
export type FftKind = 'c2c' | 'r2c' | 'c2r';

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

/**
 * A 1-D transform (fft, ifft, rfft, irfft, hfft, ihfft): fft(x, n, axis, norm), any of them from
 * the trailing options object. The shape with the axis's new length where it is known.
 * @example fft.rfft(zeros([2, 8])) // NDArray<'complex64', [2, 5]>
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked at each call (see CheckSlot) */
export type FftFunction<X64, Name extends string = 'fft.fft', Kind extends FftKind = 'c2c'> = <
  const X extends AnyNDArray,
  const N extends number | null | FftOptions | undefined = undefined,
  const Axis extends number | null | Omit<FftOptions, 'n'> | undefined = undefined,
  Node = Kind extends 'c2r'
    ? FftComplex<DTypeOf<X>, X64> extends 'complex128'
      ? 'float64'
      : 'float32'
    : FftComplex<DTypeOf<X>, X64>,
  // unbounded, so only a call computes it (see CheckSlot): an error's words or the shape
  Result = FftAxisResult<Name, Kind, ShapeOf<X>, LengthOf<N>, AxisOfFft<N, Axis>>,
  // @ts-ignore -- a default that is no check slot (a generic shape) falls back to `{}` at the call
  Slot extends {} = Result extends string ? Result : {},
>(
  x: X,
  n?: Checked<NoInfer<Slot>, N>,
  axis?: Checked<NoInfer<Slot>, Axis>,
  norm?: FftNorm | null | Omit<FftOptions, 'n' | 'axis'>,
) => NDArray<Node & AnyDType, Result extends Shape ? Result : number[]>;

/**
 * An n-D transform (fft2, fftn, rfftn, irfftn …): fftn(x, s, axes, norm). Literal shapes where
 * the shape, `s` and `axes` are literals (or left out: fft2's axes are [-2, -1], fftn's the last
 * `s.length` axes or all); `number[]` where `s` or `axes` is not a literal list.
 * @example fft.rfft2(zeros([4, 6], 'float64')) // NDArray<'complex128', [4, 4]>
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked at each call (see CheckSlot) */
export type FftNFunction<X64, Name extends string = 'fft.fftn', Kind extends FftKind = 'c2c', Two = false> = <
  const X extends AnyNDArray,
  const S extends readonly number[] | null | FftNOptions | undefined = undefined,
  const Axes extends readonly number[] | null | Omit<FftNOptions, 's'> | undefined = undefined,
  Node = Kind extends 'c2r'
    ? FftComplex<DTypeOf<X>, X64> extends 'complex128'
      ? 'float64'
      : 'float32'
    : FftComplex<DTypeOf<X>, X64>,
  // unbounded, so only a call computes it (see CheckSlot): an error's words or the shape
  Result = FftAxesResult<Name, Kind, ShapeOf<X>, SizesOf<S>, AxesOfFft<S, Axes, Two>>,
  // @ts-ignore -- a default that is no check slot (a generic shape) falls back to `{}` at the call
  Slot extends {} = Result extends string ? Result : {},
>(
  // (on the array: fft2's default axes [-2, -1] can be what is out of range)
  x: Checked<NoInfer<Slot>, X>,
  s?: S,
  axes?: Axes,
  norm?: FftNorm | null | Omit<FftNOptions, 's' | 'axes'>,
) => NDArray<Node & AnyDType, Result extends Shape ? Result : number[]>;

/** fftfreq's and rfftfreq's options: the dtype (the policy's default float by default). */
export interface FftFreqOptions {
  readonly d?: number;
  readonly dtype?: 'float16' | 'bfloat16' | 'float32' | 'float64';
}

/**
 * fftfreq(n, d, { dtype }) and rfftfreq: the sample frequencies, [n] (rfftfreq: [n/2 + 1]) for a
 * literal n; a literal n below 1 is a compile error.
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked at each call (see CheckSlot) */
export type FftFreqFunction<X64, Name extends string = 'fft.fftfreq', Real = false> = <
  const N extends number,
  const Options extends FftFreqOptions = {},
  // unbounded, so only a call computes it (see CheckSlot): an error's words or the length
  Result = FrequencyCount<Name, N, Real>,
  // @ts-ignore -- a default that is no check slot falls back to `{}` at the call
  Slot extends {} = Result extends string ? Result : {},
>(
  n: Checked<NoInfer<Slot>, N>,
  d?: number | Options,
  options?: Options,
) => NDArray<
  Options extends { readonly dtype: infer D extends AnyDType } ? D : X64 extends true ? 'float64' : 'float32',
  [Result extends number ? Result : number]
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
  readonly fft: FftFunction<X64, 'fft.fft', 'c2c'>;
  readonly ifft: FftFunction<X64, 'fft.ifft', 'c2c'>;
  readonly fft2: FftNFunction<X64, 'fft.fft2', 'c2c', true>;
  readonly ifft2: FftNFunction<X64, 'fft.ifft2', 'c2c', true>;
  readonly fftn: FftNFunction<X64, 'fft.fftn', 'c2c'>;
  readonly ifftn: FftNFunction<X64, 'fft.ifftn', 'c2c'>;
  readonly rfft: FftFunction<X64, 'fft.rfft', 'r2c'>;
  readonly irfft: FftFunction<X64, 'fft.irfft', 'c2r'>;
  readonly rfft2: FftNFunction<X64, 'fft.rfft2', 'r2c', true>;
  readonly irfft2: FftNFunction<X64, 'fft.irfft2', 'c2r', true>;
  readonly rfftn: FftNFunction<X64, 'fft.rfftn', 'r2c'>;
  readonly irfftn: FftNFunction<X64, 'fft.irfftn', 'c2r'>;
  readonly hfft: FftFunction<X64, 'fft.hfft', 'c2r'>;
  readonly ihfft: FftFunction<X64, 'fft.ihfft', 'r2c'>;
  readonly fftfreq: FftFreqFunction<X64, 'fft.fftfreq'>;
  readonly rfftfreq: FftFreqFunction<X64, 'fft.rfftfreq', true>;
  readonly fftshift: FftShiftFunction;
  readonly ifftshift: FftShiftFunction;
}

// ── the computed results ─────────────────────────────────────────────────────────────────────────

/** The length a 1-D transform's arguments give (`n`, positionally or as an option), or undefined. */
type LengthOf<N> = N extends number ? N : N extends { readonly n: infer Value } ? Value : undefined;

/** The axis a 1-D transform's arguments give (positionally or as an option), or undefined (−1). */
type AxisOfFft<N, Axis> = Axis extends number
  ? Axis
  : Axis extends { readonly axis: infer Value }
    ? Value
    : N extends { readonly axis: infer Value }
      ? Value
      : undefined;

/** The lengths an n-D transform's arguments give (`s`), or undefined. */
type SizesOf<S> = S extends readonly number[] ? S : S extends { readonly s: infer Value } ? Value : undefined;

/**
 * The axes an n-D transform's arguments give, or its default: fft2's [-2, -1]; fftn's the last
 * `s.length` axes, or `'all'`.
 */
type AxesOfFft<S, Axes, Two> = (
  Axes extends readonly number[]
    ? Axes
    : Axes extends { readonly axes: infer Value extends readonly number[] }
      ? Value
      : S extends { readonly axes: infer Value extends readonly number[] }
        ? Value
        : undefined
) extends infer Given
  ? [Given] extends [undefined]
    ? Two extends true
      ? [-2, -1]
      : SizesOf<S> extends infer Sizes extends readonly number[]
        ? TrailingAxes<Sizes>
        : 'all'
    : Given
  : never;

/** [-k, …, -1] for a literal list of k ≤ 8 lengths (a table: cheap where the declarations are checked); number[] beyond. */
type TrailingAxes<Sizes extends readonly number[]> = Sizes['length'] extends keyof TrailingTable
  ? TrailingTable[Sizes['length']]
  : number[];

type TrailingTable = [
  [],
  [-1],
  [-2, -1],
  [-3, -2, -1],
  [-4, -3, -2, -1],
  [-5, -4, -3, -2, -1],
  [-6, -5, -4, -3, -2, -1],
  [-7, -6, -5, -4, -3, -2, -1],
  [-8, -7, -6, -5, -4, -3, -2, -1],
];

/** The runtime's checkLength: a literal length below 1 in its words, else false. */
type LengthCheck<Name, Option, Length> = Length extends number
  ? `${Length}` extends '0' | `-${bigint}`
    ? LengthBelowOneText<Name & string, Option & string, `${Length}`>
    : false
  : false;

/**
 * A 1-D transform's result: the runtime's first error (the axis, then n) or the shape.
 * @example FftAxisResult<'fft.rfft', 'r2c', [2, 8], undefined, undefined> //=> [2, 5]
 */
export type FftAxisResult<
  Name extends string,
  Kind extends FftKind,
  Dims extends Shape,
  N,
  Axis,
> = Dims extends readonly [unknown, ...unknown[]]
  ? BadAxis<Axis, AxisNames<Dims>> extends infer Bad extends number
    ? [Bad] extends [never]
      ? LengthCheck<Name, 'n', N> extends infer Text extends string
        ? Text
        : [N, Kind] extends [undefined | null, 'c2c']
          ? Dims
          : number extends Axis
            ? { -readonly [Key in keyof Dims]: number }
            : PositiveAxis<Dims, Axis extends number ? Axis : -1> extends infer Index
              ? Resized<Dims, Index, NewLength<Kind, N, Dims[Index & keyof Dims]>>
              : never
      : AxisOutOfBoundsText<Name, `${Bad}`, `${Dims['length']}`>
    : never
  : LengthCheck<Name, 'n', N> extends infer Text extends string
    ? Text
    : [N, Kind] extends [undefined | null, 'c2c']
      ? Dims
      : number[];

/**
 * An n-D transform's result: the runtime's first error (a length in `s`, then an axis) or the shape.
 * @example FftAxesResult<'fft.irfftn', 'c2r', [3, 8], [6], [-1]> //=> [3, 6]
 */
export type FftAxesResult<Name extends string, Kind extends FftKind, Dims extends Shape, S, Axes> = (
  S extends readonly number[]
    ? SizesCheck<Name, S>
    : false
) extends infer Text extends string
  ? Text
  : number extends Dims['length']
    ? [S, Kind] extends [undefined | null, 'c2c']
      ? Dims
      : number[]
    : Axes extends 'all'
      ? Kind extends 'c2c'
        ? Dims
        : AlongAxes<Name, Kind, Dims, Dims, IndexList<Dims>, undefined>
      : Axes extends readonly number[]
        ? number extends Axes['length']
          ? number[]
          : S extends readonly number[]
            ? S['length'] extends Axes['length']
              ? LongerThan<S, Dims> extends true
                ? number[] // more lengths than axes: the runtime's words differ (left to it)
                : AlongAxes<Name, Kind, Dims, Dims, Axes, S>
              : number[]
            : AlongAxes<Name, Kind, Dims, Dims, Axes, undefined>
        : number[];

/** Whether a literal list has more entries than a literal shape has axes. */
type LongerThan<List, Dims> = List extends readonly [unknown, ...infer Rest]
  ? Dims extends readonly [unknown, ...infer Others]
    ? LongerThan<Rest, Others>
    : true
  : false;

/** Each length of a literal `s` checked (checkLength's words), else false. */
type SizesCheck<Name, S> = S extends readonly [infer First, ...infer Rest]
  ? LengthCheck<Name, 's', First> extends infer Text extends string
    ? Text
    : SizesCheck<Name, Rest>
  : false;

/** [0, 1, …] for a literal shape. */
type IndexList<Dims extends Shape> = {
  -readonly [Key in keyof Dims]: Key extends `${infer Index extends number}` ? Index : never;
};

/**
 * The axes one at a time: each checked (the runtime's words for the first outside the shape),
 * its size replaced by its new length (the last axis's by the real transform's).
 */
type AlongAxes<Name, Kind, Dims extends Shape, Done, Axes, S> = Axes extends readonly [
  infer Axis extends number,
  ...infer Rest,
]
  ? number extends Axis
    ? number[]
    : BadAxis<Axis, AxisNames<Dims>> extends infer Bad extends number
      ? [Bad] extends [never]
        ? PositiveAxis<Dims, Axis> extends infer Index
          ? AlongAxes<
              Name,
              Kind,
              Dims,
              Resized<
                Done,
                Index,
                NewLength<
                  Rest extends [] ? Kind : 'c2c',
                  S extends readonly [infer Size, ...unknown[]] ? Size : undefined,
                  Dims[Index & keyof Dims]
                >
              >,
              Rest,
              S extends readonly [unknown, ...infer Others] ? Others : undefined
            >
          : never
        : AxisOutOfBoundsText<Name & string, `${Bad}`, `${Dims['length']}`>
      : never
  : Done;

/** The shape with the size at `Index` replaced. */
type Resized<Dims, Index, Size> = {
  -readonly [Key in keyof Dims]: Key extends `${Index & number}` ? Size : Dims[Key];
} extends infer Result extends Shape
  ? Result
  : number[];

/** An axis's new length: `n` where given (rfft's n/2 + 1), else from the input's length `M`. */
type NewLength<Kind, N, M> = [N] extends [undefined | null]
  ? Kind extends 'c2c'
    ? M
    : Kind extends 'r2c'
      ? HalfPlusOne<M>
      : TwiceLess<M>
  : Kind extends 'r2c'
    ? HalfPlusOne<N>
    : N extends number
      ? N
      : number;

/** fftfreq's count (n) and rfftfreq's (n/2 + 1), or the runtime's words for a literal n below 1. */
type FrequencyCount<Name extends string, N, Real> =
  LengthCheck<Name, 'n', N> extends infer Text extends string ? Text : Real extends true ? HalfPlusOne<N> : N;

// ── decimal arithmetic on literal lengths (one step per digit, so 65,536 costs what 8 does) ─────

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type OddDigit = '1' | '3' | '5' | '7' | '9';
type Half = { '0': '0'; '1': '0'; '2': '1'; '3': '1'; '4': '2'; '5': '2'; '6': '3'; '7': '3'; '8': '4'; '9': '4' };
type HalfCarried = {
  '0': '5';
  '1': '5';
  '2': '6';
  '3': '6';
  '4': '7';
  '5': '7';
  '6': '8';
  '7': '8';
  '8': '9';
  '9': '9';
};
type Doubled = { '0': '0'; '1': '2'; '2': '4'; '3': '6'; '4': '8'; '5': '0'; '6': '2'; '7': '4'; '8': '6'; '9': '8' };
type DoubledCarried = {
  '0': '1';
  '1': '3';
  '2': '5';
  '3': '7';
  '4': '9';
  '5': '1';
  '6': '3';
  '7': '5';
  '8': '7';
  '9': '9';
};
type Next = { '0': '1'; '1': '2'; '2': '3'; '3': '4'; '4': '5'; '5': '6'; '6': '7'; '7': '8'; '8': '9'; '9': '0' };
type Previous = { '0': '9'; '1': '0'; '2': '1'; '3': '2'; '4': '3'; '5': '4'; '6': '5'; '7': '6'; '8': '7'; '9': '8' };

/** A literal non-negative integer's digits, or never. */
type DigitsOf<Value> = number extends Value
  ? never
  : Value extends number
    ? `${Value}` extends `${bigint}`
      ? `${Value}` extends `-${string}`
        ? never
        : `${Value}`
      : never
    : never;

/** floor(M / 2) + 1 for a literal M; number otherwise. */
type HalfPlusOne<M> = [DigitsOf<M>] extends [never]
  ? number
  : ToNumber<Reverse<Increment<Reverse<HalfDigits<DigitsOf<M>, false, ''>, ''>>, ''>>;

/** M + 1 for a literal non-negative integer M; number otherwise (histogram2d's edges: types/statistics-extra.ts). */
export type PlusOne<M> = [DigitsOf<M>] extends [never]
  ? number
  : ToNumber<Reverse<Increment<Reverse<DigitsOf<M>, ''>>, ''>>;

/** 2·(M − 1) for a literal M ≥ 1; number otherwise. */
type TwiceLess<M> = [DigitsOf<M>] extends [never]
  ? number
  : M extends 0
    ? number
    : ToNumber<Twice<Reverse<Decrement<Reverse<DigitsOf<M>, ''>>, ''>>>;

// (The helpers below take their parameters unbounded: checking the declarations then relates no
// argument to a bound.)

/** Long division by 2, most significant digit first. */
type HalfDigits<Text, Carry, Done> = Text extends `${infer First extends Digit}${infer Rest}`
  ? HalfDigits<
      Rest,
      First extends OddDigit ? true : false,
      `${Done & string}${(Carry extends true ? HalfCarried : Half)[First]}`
    >
  : Done;

/** +1 on reversed digits (least significant first). */
type Increment<Reversed> = Reversed extends `${infer First extends Digit}${infer Rest}`
  ? First extends '9'
    ? `0${Increment<Rest> & string}`
    : `${Next[First]}${Rest}`
  : '1';

/** −1 on reversed digits (least significant first; the value at least 1). */
type Decrement<Reversed> = Reversed extends `${infer First extends Digit}${infer Rest}`
  ? First extends '0'
    ? `9${Decrement<Rest> & string}`
    : `${Previous[First]}${Rest}`
  : '';

/** 2·value, most significant digit first: each digit doubled, plus one where the next is 5 or more. */
type Twice<Text> = Text extends `${'5' | '6' | '7' | '8' | '9'}${string}`
  ? `1${TwiceDigits<Text> & string}`
  : TwiceDigits<Text>;

type TwiceDigits<Text> = Text extends `${infer First extends Digit}${infer Rest}`
  ? `${(Rest extends `${'5' | '6' | '7' | '8' | '9'}${string}` ? DoubledCarried : Doubled)[First]}${TwiceDigits<Rest> & string}`
  : '';

type Reverse<Text, Done> = Text extends `${infer First}${infer Rest}`
  ? Reverse<Rest, `${First}${Done & string}`>
  : Done;

/** Digits (most significant first, leading zeros allowed) as a number literal. */
type ToNumber<Text> = Text extends `0${infer Rest extends `${Digit}${string}`}`
  ? ToNumber<Rest>
  : Text extends `${infer Value extends number}`
    ? Value
    : number;
