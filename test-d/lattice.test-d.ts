import { expectType } from 'tsd';
import {
  binaryResultType,
  promoteTypes,
  resultType,
  unaryResultType,
  type Abs,
  type Add,
  type BFloat16,
  type Complex64,
  type Divide,
  type DTypeError,
  type Equal as EqualOp,
  type FloorDivide,
  type Float16,
  type Float32,
  type Float8E4M3FN,
  type Float8E5M2,
  type Int4,
  type Int16,
  type Int8,
  type Materialize,
  type Negative,
  type Promote,
  type ResultType,
  type ScalarDType,
  type Sqrt,
  type Subtract,
  type Uint8,
  type WeakFloat,
  type WeakInt,
} from '../src/index.js';
import type { Assert, Equal } from './helpers.js';

// The examples of SPEC §2 and the doc comments.
export type Examples = [
  Assert<Equal<Promote<'int8', 'uint8'>, 'int16'>>,
  Assert<Equal<Add<Int8, Uint8>, Int16>>,
  Assert<Equal<Promote<'uint64', 'int8'>, WeakFloat>>,
  Assert<Equal<Promote<BFloat16, Float16>, Float32>>,
  Assert<Equal<Promote<Int8, WeakInt>, Int8>>,
  Assert<Equal<Promote<'bool', 'int'>, 'int'>>,
  Assert<Equal<Promote<Float16, 'complex'>, Complex64>>,
  Assert<Equal<Promote<'uint32', 'int32', { x64: false }>, 'int32'>>,
  Assert<Equal<Promote<'uint32', 'int32', { policy: 'jax'; x64: true }>, 'int64'>>,
  Assert<Equal<Materialize<'float'>, 'float32'>>,
  Assert<Equal<Materialize<'float', true>, 'float64'>>,
  Assert<Equal<Materialize<'int', false>, 'int32'>>,
  Assert<Equal<Materialize<'int8'>, 'int8'>>,
];

// The narrow dtypes (JAX's islands): the weak types reach them; nothing else does.
export type Narrow = [
  Assert<Equal<Promote<Float8E5M2, 'float'>, Float8E5M2>>,
  Assert<Equal<Add<Float8E5M2, 'float'>, Float8E5M2>>,
  Assert<Equal<Promote<'int', Int4>, Int4>>,
  Assert<Equal<Promote<'int8', Float8E4M3FN>, Float8E4M3FN>>,
  Assert<Equal<Divide<Int4, Int4>, Float32>>,
  Assert<Equal<Sqrt<Float8E4M3FN>, Float8E4M3FN>>,
  Assert<
    Equal<
      Promote<Float8E4M3FN, Float32>,
      DTypeError<"No implicit promotion between 'float8_e4m3fn' and 'float32' under policy 'jax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<
    Equal<
      Promote<Int4, 'float'>,
      DTypeError<"No implicit promotion between 'int4' and 'float' under policy 'jax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<Equal<Promote<Float8E4M3FN, Float8E4M3FN, 'torch'>, Float8E4M3FN>>,
  Assert<
    Equal<
      Promote<Float8E4M3FN, 'float', 'numpy'>,
      DTypeError<"No implicit promotion between 'float8_e4m3fn' and 'float' under policy 'numpy'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
];

// Scalars: literal types decide; the wide number type covers both outcomes.
export type Scalars = [
  Assert<Equal<ScalarDType<2>, 'int'>>,
  Assert<Equal<ScalarDType<-7>, 'int'>>,
  Assert<Equal<ScalarDType<2.5>, 'float'>>,
  Assert<Equal<ScalarDType<1e-7>, 'float'>>,
  Assert<Equal<ScalarDType<1e21>, 'int'>>,
  Assert<Equal<ScalarDType<number>, 'int' | 'float'>>,
  Assert<Equal<ScalarDType<bigint>, 'int'>>,
  Assert<Equal<ScalarDType<true>, 'bool'>>,
  Assert<Equal<ScalarDType<boolean>, 'bool'>>,
  Assert<Equal<ScalarDType<{ re: 1; im: 0 }>, 'complex'>>,
];

export type ResultTypes = [
  Assert<Equal<ResultType<['int8', 'uint8', 'float16']>, 'float16'>>,
  Assert<Equal<ResultType<['uint8', 300]>, 'uint8'>>,
  Assert<Equal<ResultType<['uint8', number]>, 'uint8' | 'float'>>,
  Assert<Equal<ResultType<[2, 2.5, true]>, 'float'>>,
  Assert<Equal<ResultType<['bfloat16', 'float16', 'complex']>, 'complex64'>>,
  Assert<
    Equal<
      ResultType<['int8', 'float32'], 'strict'>,
      DTypeError<"No implicit promotion between 'int8' and 'float32' under policy 'strict'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<Equal<ResultType<[]>, DTypeError<'resultType: needs at least one dtype, array or scalar.'>>>,
];

export type Operations = [
  Assert<Equal<Divide<'int8', 'uint8'>, 'float32'>>,
  Assert<Equal<Divide<'int64', 'uint8'>, 'float64'>>,
  Assert<Equal<Divide<'int', 'int'>, 'float'>>,
  Assert<Equal<FloorDivide<'bool', 'bool'>, 'int32'>>,
  Assert<
    Equal<FloorDivide<'complex64', 'int8'>, DTypeError<"floorDivide is not defined for complex dtype 'complex64'.">>
  >,
  Assert<Equal<EqualOp<'float16', 'int8'>, 'bool'>>,
  Assert<Equal<Abs<'complex128'>, 'float64'>>,
  Assert<Equal<Sqrt<'uint16'>, 'float32'>>,
  Assert<
    Equal<Negative<'bool'>, DTypeError<"negative is not defined for 'bool'; use logicalXor or logicalNot instead.">>
  >,
  Assert<
    Equal<
      Subtract<'bool', 'bool'>,
      DTypeError<"subtract is not defined for 'bool'; use logicalXor or logicalNot instead.">
    >
  >,
  Assert<Equal<Subtract<'bool', 'int8'>, 'int8'>>,
];

// The runtime functions carry the same types.
expectType<'int16'>(promoteTypes('int8', 'uint8'));
expectType<'int32'>(promoteTypes('uint32', 'int32', { x64: false }));
expectType<'float16'>(resultType('int8', 2, 'float16'));
expectType<'int' | 'float'>(resultType(2 as number));
expectType<'float32'>(binaryResultType('divide', 'int8', 'uint8'));
expectType<'int8'>(binaryResultType('add', 'int8', 3));
expectType<'float32'>(unaryResultType('abs', 'complex64'));

// Strict mode: the result is an error type, and code that uses it as a dtype does not compile.
const strictResult = promoteTypes('float32', 'int32', { policy: 'strict' });
expectType<
  DTypeError<"No implicit promotion between 'float32' and 'int32' under policy 'strict'; cast one explicitly with astype() to the dtype you want.">
>(strictResult);
// @ts-expect-error -- an error type is not a dtype
export const notADType: Float32 = strictResult;
// @ts-expect-error -- nor can it be promoted further
export type Further = Promote<Promote<'float32', 'int32', 'strict'>, 'int8'>;

// Bad input is a compile error.
// @ts-expect-error -- 'int9' is not a dtype
promoteTypes('int9', 'int8');
// @ts-expect-error -- undefined is not a dtype
promoteTypes(undefined, 'int8');
// @ts-expect-error -- not a policy
promoteTypes('int8', 'int8', { policy: 'jaxx' });
// @ts-expect-error -- not a dtype
export type BadPromote = Promote<'int9', 'int8'>;
// @ts-expect-error -- a dtype name, not an arbitrary string
resultType('int8', 'float33');
// @ts-expect-error -- resultType needs at least one input
resultType();
