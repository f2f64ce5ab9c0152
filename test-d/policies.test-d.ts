// The policies at the type level: the doc-comment examples, withPolicy, value-dependent unions, and
// what must not compile. (Every cell is checked in policies.generated.test-d.ts.)
import {
  array,
  binaryResultType,
  promoteTypes,
  withPolicy,
  type NDArray,
  type ReductionArray,
  type BinaryResult,
  type DType,
  type DTypeError,
  type PolicyName,
  type Promote,
  type ResultType,
} from '../src/index.js';
import type { NumpyResultType } from '../types/policies/numpy-result-type.js';
import type { DefaultInt, PromoteOptions, X64Of } from '../types/policy.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

// Doc-comment examples (types/operations.ts, types/result-type.ts, types/policies/*.ts).
export type Examples = [
  Assert<Equal<BinaryResult<'divide', 'int8', 'uint8'>, 'float32'>>,
  Assert<Equal<BinaryResult<'divide', 'int8', 'uint8', 'numpy'>, 'float64'>>,
  Assert<Equal<ResultType<['int8', 'uint8', 'float16']>, 'float16'>>,
  Assert<Equal<ResultType<['int8', 'uint8', 'float16'], 'torch'>, 'float16'>>,
  Assert<Equal<ResultType<['int16', 'uint8', 'float16'], 'numpy'>, 'float32'>>,
  Assert<Equal<NumpyResultType<['int8', 'uint8', 'float16']>, 'float16'>>,
  // NumPy's n-ary rule is not a fold: folding pairwise gives float32.
  Assert<Equal<Promote<Promote<'int8', 'uint8', 'numpy'>, 'float16', 'numpy'>, 'float32'>>,
  Assert<Equal<ResultType<['float16', 'int8', 'uint8', 'int16'], 'numpy'>, 'float32'>>,
  Assert<Equal<ResultType<[1, 2.5], 'numpy'>, 'float'>>,
  Assert<Equal<ResultType<['uint8'], 'numpy'>, 'uint8'>>,
];

// Every policy, by name and in an options object; x64 selects lax's second table.
export type Specs = [
  Assert<Equal<PolicyName, 'jax' | 'strict' | 'numpy' | 'torch' | 'tensorflow' | 'lax' | 'triton' | 'array-api'>>,
  Assert<Equal<Promote<'int64', 'float16', 'torch'>, 'float16'>>,
  Assert<Equal<Promote<'int64', 'float16', { policy: 'torch' }>, 'float16'>>,
  Assert<
    Equal<
      Promote<'int32', 'int', { policy: 'lax'; x64: true }>,
      DTypeError<"No implicit promotion between 'int32' and 'int' under policy 'lax'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<Equal<Promote<'int32', 'int', { policy: 'lax'; x64: false }>, 'int32'>>,
  Assert<Equal<Promote<'int32', 'int', 'lax'>, 'int32'>>,
  Assert<Equal<Promote<'int64', 'int', 'tensorflow'>, 'int64'>>,
  Assert<
    Equal<
      Promote<'int', 'int64', 'tensorflow'>,
      DTypeError<"No implicit promotion between 'int' and 'int64' under policy 'tensorflow'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<
    Equal<
      Promote<'uint64', 'int64', 'array-api'>,
      DTypeError<"No implicit promotion between 'uint64' and 'int64' under policy 'array-api'; cast one explicitly with astype() to the dtype you want.">
    >
  >,
  Assert<
    Equal<
      BinaryResult<'divide', 'int32', 'int32', 'array-api'>,
      DTypeError<"divide is not defined for 'int32' under policy 'array-api'.">
    >
  >,
  Assert<Equal<BinaryResult<'divide', 'int64', 'int64', 'torch'>, 'float32'>>,
  Assert<Equal<BinaryResult<'divide', 'int32', 'int32', 'tensorflow'>, 'float64'>>,
  Assert<Equal<BinaryResult<'divide', 'int8', 'int8', 'lax'>, 'int8'>>,
  // Operations without an own rule follow SPEC §4 on the policy's promotion.
  Assert<Equal<BinaryResult<'less', 'int64', 'float16', 'torch'>, 'bool'>>,
  Assert<
    Equal<
      BinaryResult<'subtract', 'bool', 'bool', 'numpy'>,
      DTypeError<"subtract is not defined for 'bool'; use logicalXor or logicalNot instead.">
    >
  >,
];

// Triton decides some cells by a scalar's value: the static type is the union of the outcomes.
export type ValueDependent = [
  Assert<Equal<Promote<'bool', 'int', 'triton'>, 'uint32' | 'uint64' | 'int32' | 'int64'>>,
  Assert<Equal<Promote<'int8', 'float', 'triton'>, 'float32' | 'float64'>>,
  Assert<Equal<Promote<'float16', 'float', 'triton'>, 'float16'>>,
  Assert<Equal<BinaryResult<'divide', 'float16', 'float16', 'triton'>, 'float32'>>,
  Assert<
    Equal<
      BinaryResult<'remainder', 'bool', 'int', 'triton'>,
      | 'uint32'
      | 'uint64'
      | DTypeError<"remainder under policy 'triton' needs operands of the same signedness, got 'bool' and 'int'; cast one explicitly with astype().">
    >
  >,
  Assert<Equal<BinaryResult<'add', 'bool', 'int', 'triton'>, 'uint32' | 'uint64' | 'int32' | 'int64'>>,
  Assert<Equal<BinaryResult<'less', 'bool', 'int', 'triton'>, 'bool'>>,
];

// withPolicy: the bound functions' types follow the policy.
const numpy = withPolicy('numpy');
expectExact<'numpy'>()(numpy.policy);
expectExact<'float64'>()(numpy.promoteTypes('int64', 'uint64'));
expectExact<'float16'>()(numpy.resultType('int8', 'uint8', 'float16'));
expectExact<'uint8'>()(numpy.resultType('uint8', 3));
expectExact<'float64'>()(numpy.binaryResultType('divide', 'int8', 2));
expectExact<'float32'>()(withPolicy('triton').binaryResultType('divide', 'float16', 'float16'));
expectExact<'float16'>()(withPolicy('torch').promoteTypes('int64', 'float16'));
expectExact<'int32'>()(withPolicy({ policy: 'lax', x64: false }).resultType('int32', 1));
expectExact<false>()(withPolicy({ policy: 'lax', x64: false }).x64);
expectExact<'int16'>()(withPolicy('jax').promoteTypes('int8', 'uint8'));
expectExact<'float64'>()(binaryResultType('divide', 'int8', 'uint8', 'numpy'));
expectExact<'float16'>()(promoteTypes('int64', 'float16', { policy: 'torch' }));

// SPEC §6: the systems without an x64 switch ignore x64 ('jax', 'strict' and 'lax' read it), in the
// types as at run time (test/policies-x64.test.ts).
export type X64Switch = [
  Assert<Equal<X64Of<{ policy: 'numpy'; x64: false }>, true>>,
  Assert<Equal<X64Of<{ policy: 'torch' | 'array-api'; x64: boolean }>, true>>,
  Assert<Equal<X64Of<{ policy: 'lax'; x64: false }>, false>>,
  Assert<Equal<X64Of<{ x64: false }>, false>>,
  Assert<Equal<X64Of<{ policy: 'numpy' | 'jax'; x64: boolean }>, boolean>>,
  Assert<Equal<X64Of<PromoteOptions>, boolean>>,
  Assert<Equal<DefaultInt<{ policy: 'tensorflow'; x64: false }>, 'int64'>>,
  Assert<Equal<DefaultInt<{ policy: 'strict'; x64: false }>, 'int32'>>,
  Assert<
    Equal<ReductionArray<'sum', NDArray<'int8', [2, 3]>, {}, { policy: 'numpy'; x64: false }>, NDArray<'int64', []>>
  >,
  Assert<
    Equal<ReductionArray<'sum', NDArray<'uint8', [2]>, {}, { policy: 'triton'; x64: false }>, NDArray<'uint64', []>>
  >,
  Assert<Equal<ReductionArray<'sum', NDArray<'int8', [2, 3]>, {}, { x64: false }>, NDArray<'int32', []>>>,
];
const numpy32 = withPolicy({ policy: 'numpy', x64: false });
expectExact<true>()(numpy32.x64);
expectExact<NDArray<'int64', [3]>>()(numpy32.argsort(array([3, 1, 2], 'int8')));
expectExact<NDArray<'int64', []>>()(numpy32.sum(array([3, 1, 2], 'int8')));
expectExact<NDArray<'int64', [3]>>()(withPolicy({ policy: 'torch', x64: false }).argsort(array([3, 1, 2], 'float32')));
expectExact<NDArray<'int32', [3]>>()(withPolicy({ x64: false }).argsort(array([3, 1, 2], 'float32')));

// A wide `number` could be an int or a float: under NumPy's n-ary rule each case is its own tuple.
declare const someNumber: number;
expectExact<'int8' | 'float64'>()(numpy.resultType('int8', someNumber));
expectExact<'int8' | 'float64'>()(numpy.resultType('int8', 'int8', someNumber));
expectExact<'int32' | 'uint32' | 'int64' | 'uint64' | 'float32' | 'float64'>()(
  withPolicy('triton').resultType('bool', someNumber),
);

// Must not compile: unknown policies, and using an undefined promotion as a dtype.
// @ts-expect-error -- not a policy
promoteTypes('int8', 'int8', 'pytorch');
// @ts-expect-error -- not a policy
withPolicy('nump');
// @ts-expect-error -- not a policy
withPolicy({ policy: 'tf' });
// @ts-expect-error -- not a policy
export type NotAPolicy = Promote<'int8', 'int8', 'keras'>;
// @ts-expect-error -- NumPy has no bfloat16: the result is a DTypeError, not a dtype
export const noBFloat16: DType = withPolicy('numpy').promoteTypes('bfloat16', 'float32');
// @ts-expect-error -- TensorFlow does not promote between tensors
export const noMixing: DType = withPolicy('tensorflow').promoteTypes('float32', 'float64');
