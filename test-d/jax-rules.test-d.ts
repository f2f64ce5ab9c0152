// Issue #23 (JAX exactly where it matters): logical operations promote first, isnan/isinf/isfinite
// take scalars, clip refuses complex values (but under 'numpy'), clip's null bounds, and clip's and
// where's errors in words that name them and the argument.
import {
  array,
  clip,
  isfinite,
  isinf,
  isnan,
  logicalAnd,
  logicalOr,
  logicalXor,
  withPolicy,
  zeros,
  type BinaryResult,
  type DTypeError,
  type NDArray,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const int8s = zeros([3], 'int8');
const uint8s = zeros([3], 'uint8');
const bools = zeros([3], 'bool');
const complexes = zeros([3], 'complex64');
const float8s = zeros([3], 'float8_e4m3fn');
const bfloats = zeros([3], 'bfloat16');

// Logical operations promote their operands first; the result stays bool.
export type Logical = [
  Assert<Equal<BinaryResult<'logicalAnd', 'int8', 'uint8'>, 'bool'>>,
  Assert<Equal<BinaryResult<'logicalOr', 'float8_e4m3fn', 'int8'>, 'bool'>>,
  Assert<
    Equal<
      BinaryResult<'logicalAnd', 'float8_e4m3fn', 'bfloat16'>,
      DTypeError<"No implicit promotion between 'float8_e4m3fn' and 'bfloat16' under policy 'jax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<
    Equal<
      BinaryResult<'logicalXor', 'int4', 'int8'>,
      DTypeError<"No implicit promotion between 'int4' and 'int8' under policy 'jax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<
    Equal<
      BinaryResult<'logicalAnd', 'int8', 'uint8', 'strict'>,
      DTypeError<"No implicit promotion between 'int8' and 'uint8' under policy 'strict'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<Equal<BinaryResult<'logicalAnd', 'int8', 'int', 'strict'>, 'bool'>>,
  Assert<
    Equal<
      BinaryResult<'logicalOr', 'int16', 'int32', 'lax'>,
      DTypeError<"No implicit promotion between 'int16' and 'int32' under policy 'lax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<Equal<BinaryResult<'logicalAnd', 'bool', 'bool', 'tensorflow'>, 'bool'>>,
];
expectExact<NDArray<'bool', [3]>>()(logicalAnd(int8s, uint8s));
expectExact<NDArray<'bool', []>>()(logicalOr(1, 2.5));
// @ts-expect-error -- no promotion between float8_e4m3fn and bfloat16
logicalXor(float8s, bfloats);
// @ts-expect-error -- strict: no promotion between int8 and uint8
withPolicy('strict').logicalAnd(int8s, uint8s);

// TensorFlow's and lax's arithmetic take no bool (a TypePromotionError at run time).
export type BoolArithmetic = [
  Assert<
    Equal<
      BinaryResult<'add', 'bool', 'bool', 'tensorflow'>,
      DTypeError<"add is not defined for 'bool' under policy 'tensorflow'.">
    >
  >,
  Assert<
    Equal<
      BinaryResult<'multiply', 'bool', 'bool', 'lax'>,
      DTypeError<"multiply is not defined for 'bool' under policy 'lax'.">
    >
  >,
];

// isnan, isinf, isfinite take JavaScript scalars (a 0-d bool array).
expectExact<NDArray<'bool', []>>()(isnan(Number.NaN));
expectExact<NDArray<'bool', []>>()(isinf(2));
expectExact<NDArray<'bool', []>>()(isfinite({ re: 1, im: 0 }));
expectExact<NDArray<'bool', []>>()(withPolicy('numpy').isfinite(3n));
expectExact<NDArray<'bool', [3]>>()(isnan(int8s));

// clip: null bounds are no bounds; bool stays bool; scalars clip to 0-d arrays.
expectExact<NDArray<'int8', [3]>>()(clip(int8s, null, 3));
expectExact<NDArray<'int8', [3]>>()(clip(int8s, 3, null));
expectExact<NDArray<'int8', [3]>>()(int8s.clip(null, 3));
expectExact<NDArray<'bool', [3]>>()(clip(bools, true, false));
expectExact<NDArray<'bool', []>>()(clip(true, false));
expectExact<NDArray<'int', []>>()(clip(2, 0, 1));
// Complex values have no ordering: refused, except under 'numpy'.
// @ts-expect-error -- clip: the operand is complex
clip(complexes, 0, 1);
// @ts-expect-error -- clip: the operand is complex
complexes.clip(0);
// @ts-expect-error -- clip: the lower bound is complex
clip(int8s, { re: 0, im: 1 });
// @ts-expect-error -- clip: the upper bound is complex
withPolicy('torch').clip(array([1.5]), null, complexes);
expectExact<NDArray<'complex64', [3]>>()(withPolicy('numpy').clip(complexes, 0, 1));
export type ClipComplex = [
  Assert<Equal<ReturnType<typeof clip<NDArray<'complex64', [3]>, 0, 1>>, NDArray<never, [3]>>>,
];

// Errors name clip or where and the argument.
// @ts-expect-error -- clip: the lower bound: no promotion under lax (x64 on: 0 is an int64)
withPolicy({ policy: 'lax', x64: true }).clip(array([1], 'int32'), 0, 2);
// @ts-expect-error -- where: x and y: no promotion under strict
withPolicy('strict').where(bools, int8s, uint8s);
