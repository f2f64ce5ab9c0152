// Matrix products at the type level: the promoted (or preferred) dtype and the literal result shape,
// a contraction mismatch as a compile error in the runtime's words, generic shapes as number[].
import {
  dot,
  einsum,
  inner,
  matmul,
  outer,
  tensordot,
  vdot,
  withPolicy,
  zeros,
  type MatmulShape,
  type NDArray,
  type Shape,
  type ShapeError,
  type EinsumShape,
  type TensordotShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const a = zeros([2, 3], 'float32');
const b = zeros([3, 4], 'float32');
const v = zeros([3], 'float32');
const i8 = zeros([2, 3], 'int8');
const u8 = zeros([3, 4], 'uint8');
const h = zeros([3, 4], 'bfloat16');
const batch = zeros([8, 1, 2, 3], 'float32');
const stack = zeros([5, 3, 4], 'float16');
const wide = zeros([2, 3] as number[], 'float64');

expectExact<NDArray<'float32', [2, 4]>>()(matmul(a, b));
expectExact<NDArray<'float32', [2]>>()(matmul(a, v));
expectExact<NDArray<'float32', [4]>>()(matmul(v, b));
expectExact<NDArray<'float32', []>>()(matmul(v, v));
expectExact<NDArray<'float32', [8, 5, 2, 4]>>()(matmul(batch, stack));
expectExact<NDArray<'int16', [2, 4]>>()(matmul(i8, u8));
expectExact<NDArray<'int32', [2, 4]>>()(matmul(i8, u8, { preferredElementType: 'int32' }));
expectExact<NDArray<'float32', [2, 4]>>()(matmul(a, h));
expectExact<NDArray<'float64', number[]>>()(matmul(wide, wide));
expectExact<NDArray<'float32', [2, 4]>>()(dot(a, b));
expectExact<NDArray<'float32', [2, 4]>>()(a.matmul(b));
expectExact<NDArray<'int32', [2, 4]>>()(i8.dot(u8, { preferredElementType: 'int32' }));
expectExact<NDArray<'float32', [2, 5, 4]>>()(dot(a, stack));
expectExact<NDArray<'float32', [2]>>()(inner(a, v));
expectExact<NDArray<'float32', []>>()(vdot(a, a));
expectExact<NDArray<'float32', [number, number]>>()(outer(a, b));
expectExact<NDArray<'float32', [3, 3]>>()(outer(v, v));
expectExact<NDArray<'float32', [2, 4]>>()(tensordot(a, b, 1));
expectExact<NDArray<'float32', [2, 4]>>()(einsum('ij,jk->ik', a, b));
expectExact<NDArray<'float32', [4, 2]>>()(einsum('ij,jk->ki', a, b));
expectExact<NDArray<'int32', [2, 4]>>()(einsum('ij,jk->ik', i8, u8, { preferredElementType: 'int32' }));
expectExact<NDArray<'float32', [3]>>()(einsum('ij->j', a));
// Implicit subscripts: the letters named once, A–Z before a–z (NumPy's order).
expectExact<NDArray<'float32', [2, 4]>>()(einsum('ij,jk', a, b));
expectExact<NDArray<'float32', [2, 4]>>()(einsum('kj,ji', zeros([4, 3], 'float32'), zeros([3, 2], 'float32')));
expectExact<NDArray<'float32', [3, 2, 5]>>()(einsum('bA,c', a, zeros([5], 'float32')));
expectExact<NDArray<'float32', []>>()(einsum('ii', zeros([3, 3], 'float32')));
expectExact<NDArray<'float32', number[]>>()(einsum('ij,jk' as string, a, b));
const out = zeros([2, 4], 'float32');
expectExact<typeof out>()(matmul(a, b, { out }));

type Mismatch = MatmulShape<[2, 3], [5, 4]>;
type _mismatch = Assert<Equal<Mismatch, ShapeError<'matmul: contraction dimensions 3 and 5 differ: [2, 3] @ [5, 4]'>>>;
type _einsum = Assert<
  Equal<EinsumShape<'bij,bjk->bik', [NDArray<'float32', [7, 2, 3]>, NDArray<'float32', [7, 3, 4]>]>, [7, 2, 4]>
>;
type _einsumImplicit = Assert<
  Equal<EinsumShape<'Ba,aC', [NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 5]>]>, [2, 5]>
>;

// tensordot: literal shapes and axes give the literal shape (axes N: a's last N with b's first N;
// a pair of lists, negative axes counted from the end); axes that are not literal give number[].
const t3 = zeros([2, 3, 4], 'float32');
const t4 = zeros([3, 4, 5], 'float32');
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(t3, t4));
expectExact<NDArray<'float32', [2, 5]>>()(tensordot(t3, t4, 2));
expectExact<NDArray<'float32', [2, 3, 5]>>()(tensordot(t3, zeros([4, 5], 'float32'), 1));
expectExact<NDArray<'float32', [2, 3, 4, 3, 4, 5]>>()(tensordot(t3, t4, 0));
expectExact<NDArray<'float32', [2, 4]>>()(tensordot(a, b, [[1], [0]]));
expectExact<NDArray<'float32', [2, 4]>>()(tensordot(a, b, [-1, -2]));
expectExact<NDArray<'float32', [2, 5]>>()(
  tensordot(t3, t4, [
    [-1, 1],
    [1, 0],
  ]),
);
expectExact<NDArray<'float32', [2, 4, 4, 5]>>()(tensordot(t3, t4, [1, 0]));
expectExact<NDArray<'float32', number[]>>()(tensordot(a, b, 1 as number));
expectExact<NDArray<'float32', number[]>>()(tensordot(a, b, [[1], [0]] as [number[], number[]]));
expectExact<NDArray<'float64', number[]>>()(tensordot(wide, b, 1));
type _tensordot = Assert<
  Equal<
    TensordotShape<[2, 3], [4, 5], 1>,
    ShapeError<'tensordot: contraction dimensions 3 and 4 differ: [2, 3] @ [4, 5]'>
  >
>;
// Generic shapes compile (the runtime checks), beside a known dtype too.
export function productOf<S extends Shape>(x: NDArray<'float32', S>, w: NDArray<'float32', [number, number]>) {
  return matmul(x, w);
}
export function contractLast<S extends Shape>(x: NDArray<'float32', S>, y: NDArray<'float32', S>) {
  return tensordot(x, y, 1);
}
export function contractSquare<D extends 'float32' | 'float64', N extends number>(
  x: NDArray<D, [N, 3]>,
  y: NDArray<D, [3, N]>,
): NDArray<D, [N, N]> {
  return tensordot(x, y, [[1], [0]]);
}
// @ts-expect-error — tensordot: contraction dimensions 4 and 3 differ: [2, 3, 4] @ [3, 4, 5]
tensordot(t3, t4, 1);
// @ts-expect-error — tensordot: contraction dimensions 2 and 3 differ (axes left out: 2)
tensordot(a, b);
// @ts-expect-error — tensordot: axes 3 must be an integer from 0 to the operands' dimensions (2 and 2).
tensordot(a, b, 3);
// @ts-expect-error — tensordot: axes -1 must be an integer from 0 to …
tensordot(a, b, -1);
// @ts-expect-error — tensordot: axis 2 is out of bounds for operand a of shape [2, 3].
tensordot(a, b, [[2], [0]]);
// @ts-expect-error — tensordot: axis -3 is out of bounds for operand b of shape [3, 4].
tensordot(a, b, [1, -3]);
// @ts-expect-error — tensordot: axis 1 of a is repeated in [1, -1].
tensordot(a, b, [
  [1, -1],
  [0, 1],
]);
// @ts-expect-error — tensordot: 2 axes of a and 1 of b; contract as many of each ([[1, 0], [0]]).
tensordot(a, b, [[1, 0], [0]]);

const c = zeros([5, 4], 'float32');
// @ts-expect-error — matmul: contraction dimensions 3 and 5 differ: [2, 3] @ [5, 4]
matmul(a, c);
// @ts-expect-error — dot: contraction dimensions 3 and 5 differ
dot(a, c);
// @ts-expect-error — the method checks the same
a.matmul(c);
// @ts-expect-error — a 0-d operand
matmul(zeros([], 'float32'), a);

// Generic code compiles.
export function project<D extends 'float32' | 'float64'>(x: NDArray<D, number[]>, w: NDArray<D, number[]>) {
  return matmul(x, w);
}

// Under withPolicy: the result dtype is that policy's multiply dtype (as the runtime's; see
// test/matmul.test.ts), a pair the policy does not promote is a compile error, and '...' in einsum
// gives number[].
const numpy = withPolicy('numpy');
const torch = withPolicy('torch');
const lax = withPolicy('lax');
const x32 = withPolicy({ policy: 'jax', x64: false });
const i64 = zeros([2, 3], 'int64');
const u64 = zeros([3, 4], 'uint64');
const i32 = zeros([2, 3], 'int32');
const f32 = zeros([3, 4], 'float32');
const b16 = zeros([2, 3], 'bfloat16');
const f16 = zeros([3, 4], 'float16');
expectExact<NDArray<'float64', [2, 4]>>()(numpy.matmul(i64, u64));
expectExact<NDArray<'float64', [2, 4]>>()(numpy.matmul(i32, f32));
expectExact<NDArray<'int16', [2, 4]>>()(numpy.dot(i8, u8));
expectExact<NDArray<'float64', [2, 4]>>()(numpy.einsum('ij,jk->ik', i32, f32));
expectExact<NDArray<'float32', [2, 4]>>()(torch.matmul(b16, f16));
expectExact<NDArray<'float32', [2, 4]>>()(torch.matmul(i32, f32));
expectExact<NDArray<'int32', [2, 4]>>()(torch.matmul(i8, u8, { preferredElementType: 'int32' }));
expectExact<NDArray<'float32', [2, 4]>>()(x32.matmul(i32, f32));
expectExact<NDArray<'float32', [2, 4]>>()(lax.matmul(a, b));
expectExact<NDArray<'float64', [2, 4]>>()(numpy.tensordot(i32, f32, 1));
expectExact<NDArray<'float32', number[]>>()(einsum('...ij,...jk->...ik', batch, stack));
// @ts-expect-error — No implicit promotion between 'int8' and 'uint8' under policy 'lax'
lax.matmul(i8, u8);
// @ts-expect-error — the same under einsum's neighbours
lax.dot(i32, f32);
// @ts-expect-error — numpy does not promote bfloat16 with float16
numpy.matmul(b16, f16);
// @ts-expect-error — torch has no uint64 with int64
torch.outer(i64, u64);
