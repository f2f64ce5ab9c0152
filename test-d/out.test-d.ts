// `out` (issue #24, item 2): a correct `out` types as the out array itself; one whose dtype or
// literal shape differs from the result's is a compile error in the runtime's words (the texts are
// compared with the runtime's in test/compile-errors.test.ts, and run in test/out.test.ts); where
// either side is not known exactly, or in generic code, the runtime checks.
import {
  add,
  clip,
  einsum,
  isnan,
  matmul,
  negative,
  sqrt,
  sum,
  tensordot,
  where,
  withPolicy,
  zeros,
  type FloatDType,
  type NDArray,
  type PromoteOptions,
} from '../src/index.js';
import { expectExact } from './helpers.js';

const x = zeros([2, 3], 'float32');
const into = zeros([2, 3], 'float32');

// A correct out: the result is out's type.
expectExact<NDArray<'float32', [2, 3]>>()(add(x, 1, { out: into }));
expectExact<NDArray<'float32', [2, 3]>>()(x.multiply(x, { out: into }));
expectExact<NDArray<'float32', [2, 3]>>()(negative(x, { out: into }));
expectExact<NDArray<'float32', [2, 3]>>()(x.exp({ out: into }));
expectExact<NDArray<'float32', [2]>>()(sqrt(zeros([2], 'int8'), { out: zeros([2], 'float32') }));
expectExact<NDArray<'int32', [3]>>()(sum(zeros([2, 3], 'int8'), { axis: 0, out: zeros([3], 'int32') }));
expectExact<NDArray<'float32', [2, 1]>>()(x.mean({ axis: 1, keepdims: true, out: zeros([2, 1], 'float32') }));
expectExact<NDArray<'float32', [2, 3]>>()(where(zeros([2, 3], 'bool'), x, 0, { out: into }));
expectExact<NDArray<'float32', [2, 3]>>()(clip(x, 0, 1, { out: into }));
expectExact<NDArray<'bool', [2, 3]>>()(isnan(x, { out: zeros([2, 3], 'bool') }));
expectExact<NDArray<'bool', [2, 3]>>()(x.isinf({ out: zeros([2, 3], 'bool') }));
expectExact<NDArray<'float32', [2, 3]>>()(x.clip(0, 1, { out: into }));
expectExact<NDArray<'int16', [2]>>()(
  withPolicy('numpy').add(zeros([2], 'int8'), zeros([2], 'uint8'), { out: zeros([2], 'int16') }),
);
expectExact<NDArray<'float32', [2, 4]>>()(matmul(x, zeros([3, 4], 'float32'), { out: zeros([2, 4], 'float32') }));
expectExact<NDArray<'float32', [2, 4]>>()(tensordot(x, zeros([3, 4], 'float32'), 1, { out: zeros([2, 4], 'float32') }));
expectExact<NDArray<'float32', [2, 4]>>()(x.matmul(zeros([3, 4], 'float32'), { out: zeros([2, 4], 'float32') }));
expectExact<NDArray<'int32', [2]>>()(
  zeros([2, 3], 'int8').dot(zeros([3], 'int8'), { preferredElementType: 'int32', out: zeros([2], 'int32') }),
);
expectExact<NDArray<'float32', [4, 2]>>()(
  einsum('ij,jk->ki', x, zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') }),
);
expectExact<NDArray<'int32', [2, 4]>>()(
  einsum('ij,jk', zeros([2, 3], 'int8'), zeros([3, 4], 'int8'), {
    preferredElementType: 'int32',
    out: zeros([2, 4], 'int32'),
  }),
);
expectExact<NDArray<'int16', [3, 3]>>()(
  tensordot(zeros([2, 3], 'int8'), zeros([2, 3], 'uint8'), [[0], [-2]], { out: zeros([3, 3], 'int16') }),
);

// A weak result: the dtype x64 gives it (32-bit by default, x64 off; 64-bit with x64 on), whatever
// its operands held; so for JavaScript scalars alone, a weak array, and a weak array with bool.
const wide = withPolicy({ x64: true });
const weakInt = add(zeros([2], 'bool'), 1);
expectExact<NDArray<'int', [2]>>()(weakInt);
expectExact<NDArray<'int32', []>>()(add(1, 2, { out: zeros([], 'int32') }));
expectExact<NDArray<'int64', []>>()(wide.add(1, 2, { out: zeros([], 'int64') }));
expectExact<NDArray<'float32', [2]>>()(sqrt(weakInt, { out: zeros([2], 'float32') }));
expectExact<NDArray<'float64', [2]>>()(wide.sqrt(weakInt, { out: zeros([2], 'float64') }));
expectExact<NDArray<'int32', [2]>>()(weakInt.multiply(weakInt, { out: zeros([2], 'int32') }));
expectExact<NDArray<'complex64', [2]>>()(
  withPolicy({ policy: 'strict', x64: false }).add(weakInt, { re: 0, im: 1 }, { out: zeros([2], 'complex64') }),
);
expectExact<NDArray<'float32', [2]>>()(clip(zeros([2], 'int16'), 0, 1.5, { out: zeros([2], 'float32') }));
expectExact<NDArray<'int32', [2, 2]>>()(
  matmul(add(zeros([2, 3], 'bool'), 1), add(zeros([3, 2], 'bool'), 2), { out: zeros([2, 2], 'int32') }),
);
// Beside a strong array the result is strong: int8 (checked as before).
expectExact<NDArray<'int8', [2]>>()(add(weakInt, zeros([2], 'int8'), { out: zeros([2], 'int8') }));
// x64 not a literal: either width compiles (the runtime checks).
declare const options: PromoteOptions;
withPolicy(options).add(1, 2, { out: zeros([], 'int64') });
withPolicy({ x64: Math.random() > 0.5 }).add(1, 2, { out: zeros([], 'int64') });
// A weak out: its width is that of the policy that made it, which its type does not say.
add(1, 2, { out: wide.add(0, 0) });

// Not known exactly: left to the runtime.
const anyDType = zeros([2, 3], 'float32') as NDArray;
expectExact<NDArray>()(add(x, 1, { out: anyDType }));
const wideShape = zeros([2, 3], 'float32') as NDArray<'float32', number[]>;
expectExact<NDArray<'float32', number[]>>()(add(x, 1, { out: wideShape }));
// A wide number scalar: int64 or float64 with an int64 array; out of either dtype compiles.
add(zeros([2], 'int64'), 1 as number, { out: zeros([2], 'float64') });

// Generic code: the runtime checks.
export function sumInto<D extends FloatDType>(a: NDArray<D, [2, 3]>, o: NDArray) {
  return sum(a, { axis: 0, out: o });
}

// The wrong dtype or shape, each kind of function.
// @ts-expect-error add: out is int8 of shape [2, 3], but the result is float32 of shape [2, 3]
add(x, 1, { out: zeros([2, 3], 'int8') });
// @ts-expect-error add: out is float32 of shape [3, 2], but the result is float32 of shape [2, 3]
add(x, 1, { out: zeros([3, 2], 'float32') });
// @ts-expect-error multiply: out is float64 of shape [2, 3], …
x.multiply(x, { out: zeros([2, 3], 'float64') });
// @ts-expect-error multiply: out is float32 of shape [3], …
x.multiply(x, { out: zeros([3], 'float32') });
// @ts-expect-error sqrt: out is float64 of shape [2], but the result is float32 of shape [2]
sqrt(zeros([2], 'int8'), { out: zeros([2], 'float64') });
// @ts-expect-error negative: out is float32 of shape [6], …
negative(x, { out: zeros([6], 'float32') });
// @ts-expect-error abs: out is complex64 of shape [2], but the result is float32 of shape [2]
zeros([2], 'complex64').abs({ out: zeros([2], 'complex64') });
// @ts-expect-error exp: out is float32 of shape [3, 2], …
x.exp({ out: zeros([3, 2], 'float32') });
// @ts-expect-error sum: out is int8 of shape [3], but the result is int32 of shape [3]
sum(zeros([2, 3], 'int8'), { axis: 0, out: zeros([3], 'int8') });
// @ts-expect-error mean: out is float32 of shape [2], but the result is float32 of shape [2, 1]
x.mean({ axis: 1, keepdims: true, out: zeros([2], 'float32') });
// @ts-expect-error where: out is float64 of shape [2, 3], …
where(zeros([2, 3], 'bool'), x, 0, { out: zeros([2, 3], 'float64') });
// @ts-expect-error where: out is float32 of shape [3], …
where(zeros([2, 3], 'bool'), x, 0, { out: zeros([3], 'float32') });
// @ts-expect-error clip: out is int8 of shape [2, 3], …
clip(x, 0, 1, { out: zeros([2, 3], 'int8') });
// @ts-expect-error clip: out is float32 of shape [2], …
x.clip(0, 1, { out: zeros([2], 'float32') });
// @ts-expect-error add: out is int8 of shape [2], but the result is int16 of shape [2]
withPolicy('numpy').add(zeros([2], 'int8'), zeros([2], 'uint8'), { out: zeros([2], 'int8') });
// @ts-expect-error multiply: out is int8 of shape [3, 2], …
withPolicy('strict').multiply(zeros([2, 3], 'int8'), 2, { out: zeros([3, 2], 'int8') });
// @ts-expect-error add: out is int32 of shape [], but the result is int64 of shape []
add(1, 2, { out: zeros([], 'int64') });
// @ts-expect-error add: out is int32 of shape [], but the result is int64 of shape []
wide.add(1, 2, { out: zeros([], 'int32') });
// @ts-expect-error sqrt: out is float64 of shape [2], but the result is float32 of shape [2]
weakInt.sqrt({ out: zeros([2], 'float64') });
// @ts-expect-error multiply: out is float32 of shape [2], but the result is float64 of shape [2]
wide.multiply(weakInt, 1.5, { out: zeros([2], 'float32') });
// @ts-expect-error add: out is complex128 of shape [2], but the result is complex64 of shape [2]
withPolicy({ policy: 'lax', x64: false }).add(weakInt, { re: 0, im: 1 }, { out: zeros([2], 'complex128') });
// @ts-expect-error clip: out is float64 of shape [2], but the result is float32 of shape [2]
clip(zeros([2], 'int16'), 0, 1.5, { out: zeros([2], 'float64') });
// @ts-expect-error where: out is int64 of shape [2], but the result is int32 of shape [2]
where(zeros([2], 'bool'), weakInt, 0, { out: zeros([2], 'int64') });
// @ts-expect-error matmul: out is int64 of shape [2, 2], but the result is int32 of shape [2, 2]
matmul(add(zeros([2, 3], 'bool'), 1), add(zeros([3, 2], 'bool'), 2), { out: zeros([2, 2], 'int64') });
// @ts-expect-error matmul: out is float32 of shape [4, 2], but the result is float32 of shape [2, 4]
x.matmul(zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') });
// @ts-expect-error dot: out is int32 of shape [2], but the result is int8 of shape [2]
zeros([2, 3], 'int8').dot(zeros([3], 'int8'), { out: zeros([2], 'int32') });
// @ts-expect-error einsum: out is float32 of shape [2, 4], but the result is float32 of shape [4, 2]
einsum('ij,jk->ki', x, zeros([3, 4], 'float32'), { out: zeros([2, 4], 'float32') });
// @ts-expect-error einsum: out is int32 of shape [2, 4], but the result is int8 of shape [2, 4]
einsum('ij,jk', zeros([2, 3], 'int8'), zeros([3, 4], 'int8'), { out: zeros([2, 4], 'int32') });
// @ts-expect-error einsum: out is float32 of shape [1], but the result is float32 of shape []
einsum('ij->', x, { out: zeros([1], 'float32') });
// @ts-expect-error einsum: out is int32 of shape [], but the result is int64 of shape []
wide.einsum('i,i->', weakInt, weakInt, { out: zeros([], 'int32') });
// '...' in the subscripts: the shape is not known (the runtime checks).
einsum('...ij,...jk->...ik', x, zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') as NDArray<'float32'> });
// @ts-expect-error tensordot: out is float32 of shape [4, 2], but the result is float32 of shape [2, 4]
tensordot(x, zeros([3, 4], 'float32'), 1, { out: zeros([4, 2], 'float32') });
// @ts-expect-error tensordot: out is int8 of shape [3, 3], but the result is int16 of shape [3, 3]
tensordot(zeros([2, 3], 'int8'), zeros([2, 3], 'uint8'), [[0], [0]], { out: zeros([3, 3], 'int8') });
// @ts-expect-error tensordot: out is float32 of shape [], but the result is float32 of shape [2, 4]
tensordot(x, zeros([3, 4], 'float32'), [1, 0], { out: zeros([], 'float32') });
// @ts-expect-error matmul: out is int32 of shape [2, 4], but the result is float32 of shape [2, 4]
matmul(x, zeros([3, 4], 'float32'), { out: zeros([2, 4], 'int32') });
// @ts-expect-error matmul: out is float32 of shape [4, 2], …
matmul(x, zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') });
