// What must not compile, under both compilers (tsd's TypeScript 5.9 and TypeScript 7): each line
// below is a compile error (an unused `@ts-expect-error` is itself an error). The error types
// carry the runtime's words; test/compile-errors.test.ts compares the diagnostic texts with the
// runtime's messages.
import {
  add,
  arange,
  array,
  bitwiseAnd,
  bitwiseOr,
  floorDivide,
  full,
  less,
  negative,
  ones,
  subtract,
  withPolicy,
  zeros,
  type BoolNotSupportedText,
  type CheckBinary,
  type CheckDType,
  type CheckUnary,
  type DTypeError,
  type IntegerOnlyText,
  type NDArray,
  type NoPromotionText,
  type ShapeError,
  type ShapeMismatchText,
  type UnknownDTypeText,
} from '../src/index.js';
import type { Assert, Equal } from './helpers.js';

// Shapes that do not broadcast.
// @ts-expect-error Shapes [3] and [4] do not broadcast
add(array([1, 2, 3], 'int8'), array([1, 2, 3, 4], 'int8'));
// @ts-expect-error Shapes [2, 3] and [3, 2] do not broadcast
zeros([2, 3], 'float32').multiply(ones([3, 2], 'float32'));
// @ts-expect-error Shapes [3, 1] and [2, 4] do not broadcast
less(zeros([3, 1]), zeros([2, 4]));

// Promotions a policy does not define.
// @ts-expect-error No implicit promotion between 'float32' and 'int32' under policy 'strict'
withPolicy('strict').add(array([1], 'float32'), array([1], 'int32'));
// @ts-expect-error No implicit promotion between 'int8' and 'uint8' under policy 'strict'
withPolicy('strict').multiply(zeros([2], 'int8'), zeros([2], 'uint8'));
// @ts-expect-error No implicit promotion between 'int16' and 'int32' under policy 'lax'
withPolicy('lax').subtract(array([1], 'int16'), array([1], 'int32'));

// Names that are not dtypes.
// @ts-expect-error Unknown dtype 'int9'
array([1], 'int9');
// @ts-expect-error Unknown dtype 'float128'
zeros([2], 'float128');
// @ts-expect-error Unknown dtype 'float' (a weak type: arrays take a strong dtype)
ones([2], 'float');
// @ts-expect-error Unknown dtype 'int7'
full([2], 1, 'int7');
// @ts-expect-error Unknown dtype 'int9'
arange(5, 'int9');
// @ts-expect-error Unknown dtype 'int9'
arange(0, 5, 1, 'int9');
// @ts-expect-error Unknown dtype 'int9'
array([1], 'int8').astype('int9');

// subtract and negative on bool.
// @ts-expect-error subtract is not defined for 'bool'
subtract(array([true]), array([false]));
// @ts-expect-error subtract is not defined for 'bool'
array([true, false]).subtract(true);
// @ts-expect-error negative is not defined for 'bool'
negative(array([true, false]));
// @ts-expect-error negative is not defined for 'bool'
array([true]).negative();

// Bitwise operations on floats; floor division of complex.
// @ts-expect-error bitwiseAnd takes only bool and integer dtypes, not 'float64'
bitwiseAnd(array([1.5]), 1);
// @ts-expect-error bitwiseOr takes only bool and integer dtypes, not 'float32'
bitwiseOr(zeros([2], 'float32'), zeros([2], 'int8'));
// @ts-expect-error bitwiseNot takes only bool and integer dtypes, not 'float32'
zeros([2], 'float32').bitwiseNot();
// @ts-expect-error floorDivide is not defined for complex dtype 'complex128'
floorDivide(array([{ re: 1, im: 2 }]), 2);

// The checks give the error types with the runtime's words (and `unknown` where all is well).
type Bools = NDArray<'bool', [2]>;
export type Words = [
  Assert<Equal<CheckBinary<'subtract', Bools, Bools>, DTypeError<BoolNotSupportedText<'subtract'>>>>,
  Assert<
    Equal<
      CheckUnary<'negative', Bools>,
      DTypeError<"negative is not defined for 'bool'; use logicalXor or logicalNot instead.">
    >
  >,
  Assert<
    Equal<CheckBinary<'bitwiseAnd', NDArray<'float32', [2]>, 1>, DTypeError<IntegerOnlyText<'bitwiseAnd', 'float32'>>>
  >,
  Assert<
    Equal<
      CheckBinary<'add', NDArray<'float32', [1]>, NDArray<'int32', [1]>, 'strict'>,
      DTypeError<NoPromotionText<'float32', 'int32', 'strict'>>
    >
  >,
  Assert<
    Equal<CheckBinary<'add', NDArray<'int8', [3]>, NDArray<'int8', [4]>>, ShapeError<ShapeMismatchText<'[3]', '[4]'>>>
  >,
  Assert<Equal<CheckDType<'int9'>, DTypeError<UnknownDTypeText<"'int9'">>>>,
  Assert<Equal<CheckDType<'int8' | 'int9'>, DTypeError<UnknownDTypeText<"'int9'">>>>,
  Assert<Equal<CheckDType<'float32'>, unknown>>,
  Assert<Equal<CheckBinary<'add', NDArray<'int8', [3, 1]>, NDArray<'uint8', [4]>>, unknown>>,
  Assert<Equal<CheckBinary<'subtract', Bools, NDArray<'int8', [2]>>, unknown>>,
];
