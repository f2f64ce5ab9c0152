// Issue #43's elementwise functions at the type level: the aliases are their rows' functions and
// result types; round keeps the dtype (bool refused); the predicates give bool of the input's
// shape; real and imag give the real dtype, conjugate, positive and nanToNum the input's.
import {
  angle,
  array,
  bitwiseCount,
  copysign,
  divmod,
  fabs,
  floatPower,
  fmax,
  fmod,
  frexp,
  gcd,
  heaviside,
  leftShift,
  logaddexp,
  rightShift,
  modf,
  nextafter,
  around,
  conj,
  conjugate,
  imag,
  invert,
  iscomplex,
  isposinf,
  ldexp,
  nanToNum,
  positive,
  pow,
  real,
  round,
  signbit,
  sinc,
  spacing,
  trueDivide,
  zeros,
  type Invert,
  type NDArray,
  type TrueDivide,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const complexes = zeros([2, 3], 'complex64');
const halves = zeros([3], 'float16');
const int8s = zeros([3], 'int8');

export type Aliases = [Assert<Equal<Invert<'int8'>, 'int8'>>, Assert<Equal<TrueDivide<'int8', 'uint8'>, 'float32'>>];

expectExact<NDArray<'int8', [3]>>()(invert(int8s));
expectExact<NDArray<'float32', [3]>>()(trueDivide(int8s, 2));
expectExact<NDArray<'int8', [3]>>()(pow(int8s, int8s));
expectExact<NDArray<'float16', [3]>>()(round(halves));
expectExact<NDArray<'float16', [3]>>()(around(halves));
expectExact<NDArray<'float16', [3]>>()(round(halves, 2));
expectExact<NDArray<'complex64', [2, 3]>>()(round(complexes));
// @ts-expect-error round refuses bool, as jnp.round does
round(zeros([3], 'bool'));
export type RoundErrors = [
  Assert<
    Equal<
      Parameters<typeof round<NDArray<'bool', [3]>>>[0],
      "round is not defined for 'bool'; cast to a numeric dtype with astype() first."
    >
  >,
];

expectExact<NDArray<'bool', [3]>>()(isposinf(halves));
// @ts-expect-error isposinf refuses complex (a registry row: the rule says so at compile time too)
isposinf(complexes);
// @ts-expect-error signbit refuses the 8-, 6- and 4-bit floats, as jnp.signbit
signbit(zeros([3], 'float8_e4m3fn'));
expectExact<NDArray<'bool', [3]>>()(signbit(zeros([3], 'int4')));
expectExact<NDArray<'bool', [2, 3]>>()(signbit(real(complexes)));
expectExact<NDArray<'bool', [2, 3]>>()(iscomplex(complexes));

expectExact<NDArray<'float32', [2, 3]>>()(real(complexes));
expectExact<NDArray<'float32', [2, 3]>>()(imag(complexes));
expectExact<NDArray<'int8', [3]>>()(imag(int8s));
expectExact<NDArray<'complex64', [2, 3]>>()(conjugate(complexes));
expectExact<NDArray<'complex64', [2, 3]>>()(conj(complexes));
expectExact<NDArray<'float16', [3]>>()(positive(halves));
expectExact<NDArray<'float16', [3]>>()(nanToNum(halves, { nan: 1, posinf: 2 }));
expectExact<NDArray<'float32', [2]>>()(nanToNum(array([1.5, 2.5], 'float32')));
// @ts-expect-error nanToNum's options are nan, posinf and neginf
nanToNum(halves, { bad: 1 });
// The parameters' types are their registry rows' (parameterRows): numbers, deg a boolean.
// @ts-expect-error nanToNum's nan is a number
nanToNum(halves, { nan: 'x' });
// @ts-expect-error round's decimals is a number
round(halves, '2');
// @ts-expect-error angle's deg is true or false
angle(complexes, 1);

// The composites: a registry rule on the input or the promotion, refusals in their own names.
expectExact<NDArray<'float32', [3]>>()(fabs(int8s));
expectExact<NDArray<'float16', [3]>>()(fabs(halves));
// @ts-expect-error fabs refuses complex
fabs(complexes);
expectExact<readonly [NDArray<'float32', [3]>, NDArray<'float32', [3]>]>()(modf(int8s));
expectExact<NDArray<'float32', [3]>>()(floatPower(int8s, 2));
expectExact<NDArray<'float16', [3]>>()(copysign(halves, -1));
expectExact<NDArray<'float32', [2, 3]>>()(heaviside(zeros([2, 3], 'int16'), zeros([3], 'float32')));
expectExact<NDArray<'int16', [3]>>()(fmax(int8s, zeros([3], 'uint8')));
expectExact<readonly [NDArray<'int32', [3]>, NDArray<'int32', [3]>]>()(divmod(zeros([3], 'bool'), zeros([3], 'bool')));
// @ts-expect-error copysign refuses complex, in its own name
copysign(halves, complexes);
// @ts-expect-error divmod refuses complex
divmod(int8s, complexes);
export type CompositeErrors = [
  Assert<
    Equal<
      Parameters<typeof copysign<NDArray<'float16', [3]>, NDArray<'complex64', [2, 3]>>>[1],
      "copysign is not defined for complex dtype 'complex64'."
    >
  >,
];

expectExact<NDArray<'int16', [3]>>()(gcd(zeros([3], 'int16'), int8s));
expectExact<NDArray<'int32', [3]>>()(leftShift(zeros([3], 'bool'), zeros([3], 'bool')));
expectExact<NDArray<'uint8', [3]>>()(rightShift(zeros([3], 'uint8'), 2));
// @ts-expect-error gcd refuses bool, as jnp.gcd does
gcd(zeros([3], 'bool'), zeros([3], 'bool'));
// @ts-expect-error the shifts refuse floats
leftShift(halves, 1);
export type IntegerErrors = [
  Assert<
    Equal<
      Parameters<typeof gcd<NDArray<'bool', [3]>, NDArray<'bool', [3]>>>[1],
      "gcd takes only integer dtypes, not 'bool'."
    >
  >,
];

// jax.Array's methods (methods here: they allocate).
expectExact<NDArray<'float32', [2, 3]>>()(complexes.real());
expectExact<NDArray<'float32', [2, 3]>>()(complexes.imag());
expectExact<NDArray<'complex64', [2, 3]>>()(complexes.conj());
expectExact<NDArray<'complex64', [2, 3]>>()(complexes.conjugate());
expectExact<NDArray<'float16', [3]>>()(halves.round(2));
// @ts-expect-error round refuses bool
zeros([3], 'bool').round();
expectExact<NDArray<'bfloat16', [3]>>()(nextafter(zeros([3], 'bfloat16'), 1));
expectExact<NDArray<'uint8', [3]>>()(bitwiseCount(zeros([3], 'int64')));
expectExact<NDArray<'float32', [2, 3]>>()(angle(complexes, true));
expectExact<NDArray<'float32', [3]>>()(angle(int8s));
// @ts-expect-error bitwiseCount refuses floats
bitwiseCount(halves);
expectExact<readonly [NDArray<'float16', [3]>, NDArray<'int32', [3]>]>()(frexp(halves));
expectExact<NDArray<'int32', [3]>>()(fmod(zeros([3], 'bool'), zeros([3], 'bool')));
expectExact<NDArray<'int', [3]>>()(fmod(zeros([3], 'bool'), 1));
// @ts-expect-error fmod refuses complex
fmod(complexes, 1);
expectExact<NDArray<'float16', [3]>>()(ldexp(halves, int8s));
expectExact<NDArray<'float32', [3]>>()(ldexp(int8s, zeros([3], 'int64')));
// @ts-expect-error ldexp's exponent is an integer
ldexp(halves, halves);
// @ts-expect-error ldexp refuses complex
ldexp(complexes, 1);

// JAX reads a float's bits as an int16/32/64 in copysign, frexp and ldexp (and signbit): the 8-, 6-
// and 4-bit floats are refused (the registry's bitLevelOperations); spacing and nextafter take them.
const bytes = zeros([3], 'float8_e4m3fn');
// @ts-expect-error copysign refuses float8
copysign(bytes, 1);
// @ts-expect-error frexp refuses float8
frexp(bytes);
// @ts-expect-error ldexp refuses float4
ldexp(zeros([3], 'float4_e2m1fn'), 1);
expectExact<NDArray<'float8_e4m3fn', [3]>>()(spacing(bytes));
expectExact<NDArray<'float8_e4m3fn', [3]>>()(nextafter(bytes, 1));
// sinc and logaddexp take complex, as JAX's.
expectExact<NDArray<'complex64', [2, 3]>>()(sinc(complexes));
expectExact<NDArray<'complex128', [2, 3]>>()(logaddexp(complexes, zeros([3], 'complex128')));
