// Generic numeric code (issue #24): helpers written over a type-parameter dtype and shape, the way
// reusable layers, normalisers and losses are written, compile with precise results. Checked by
// TypeScript 7 (tsc) and 5.9 (tsd) in `npm run test:types`, 5.4 by test/compile-errors.test.ts.
import { expectTypeOf } from 'vitest';
import {
  add,
  clip,
  divide,
  exp,
  expandDims,
  greater,
  max,
  matmul,
  maximum,
  mean,
  minimum,
  multiply,
  power,
  std,
  subtract,
  sum,
  slice,
  transpose,
  where,
  withPolicy,
  zeros,
  type FloatDType,
  type IntDType,
  type NDArray,
  type PolicyName,
  type PromoteOptions,
  type Shape,
} from '../src/index.js';

// ── float D: with a weak scalar or with itself, every operation stays D ─────────────────────────

export function normalize<D extends FloatDType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> {
  return divide(subtract(x, mean(x)), std(x));
}

export function affine<D extends FloatDType, S extends Shape>(x: NDArray<D, S>, y: NDArray<D, S>): NDArray<D, S> {
  const a: NDArray<D, S> = add(x, 1);
  const b: NDArray<D, S> = subtract(a, 0.5);
  const c: NDArray<D, S> = multiply(b, y);
  const d: NDArray<D, S> = divide(c, 2);
  const e: NDArray<D, S> = maximum(d, 0);
  const f: NDArray<D, S> = minimum(e, y);
  const g: NDArray<D, S> = power(f, 2);
  return add(g, x);
}

// A scalar or a 0-d array on the left keeps the other operand's shape too.
export function complement<D extends FloatDType, S extends Shape>(
  x: NDArray<D, S>,
  one: NDArray<D, []>,
): NDArray<D, S> {
  const a: NDArray<D, S> = subtract(1, x);
  const b: NDArray<D, S> = divide(1, a);
  const c: NDArray<D, S> = multiply(one, b);
  return subtract(one, c);
}

export function relu<D extends FloatDType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> {
  return where(greater(x, 0), x, 0);
}

export function unit<D extends FloatDType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> {
  const a: NDArray<D, S> = clip(x, 0, 1);
  const b: NDArray<D, S> = clip(a, undefined, 0.5);
  const c: NDArray<D, S> = a.clip(0.25);
  return clip(b, c, null);
}

// softmax over the last axis, keeping it for the broadcast.
export function softmax<D extends FloatDType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> {
  const shifted = exp(subtract(x, max(x, { axis: -1, keepdims: true })));
  return divide(shifted, sum(shifted, { axis: -1, keepdims: true }));
}

// A dense layer: x [batch, in] · w [in, out] + b [out], written with expandDims, multiply and sum.
// (Sizes as type parameters `[B, I]` are not broadcast symbolically yet: the sizes are `number`.)
export function dense<D extends FloatDType>(
  x: NDArray<D, [number, number]>,
  w: NDArray<D, [number, number]>,
  b: NDArray<D, [number]>,
): NDArray<D, [number, number]> {
  const products = multiply(expandDims(x, -1), expandDims(w, 0)); // [batch, in, 1] × [1, in, out]
  return add(sum(products, { axis: 1 }), b);
}

// A masked mean: the mean of x where the mask holds.
export function maskedMean<D extends FloatDType, S extends Shape>(
  x: NDArray<D, S>,
  mask: NDArray<'bool', S>,
): NDArray<D, []> {
  return divide(sum(where(mask, x, 0)), sum(where(mask, 1, 0)));
}

// A loss: the mean squared error.
export function meanSquaredError<D extends FloatDType, S extends Shape>(
  prediction: NDArray<D, S>,
  target: NDArray<D, S>,
): NDArray<D, []> {
  return mean(power(subtract(prediction, target), 2));
}

// ── int D: a weak int keeps it ─────────────────────────────────────────────────────────────────

export function shift<D extends IntDType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> {
  return add(multiply(x, 2), 1);
}

// ── at the call, the helpers' results are the caller's dtype and shape ─────────────────────────

const f32 = zeros([2, 3], 'float32');
const bf16 = zeros([4], 'bfloat16');
expectTypeOf(normalize(f32)).toEqualTypeOf<NDArray<'float32', [2, 3]>>();
expectTypeOf(softmax(f32)).toEqualTypeOf<NDArray<'float32', [2, 3]>>();
expectTypeOf(softmax(bf16)).toEqualTypeOf<NDArray<'bfloat16', [4]>>();
expectTypeOf(relu(bf16)).toEqualTypeOf<NDArray<'bfloat16', [4]>>();
expectTypeOf(affine(f32, f32)).toEqualTypeOf<NDArray<'float32', [2, 3]>>();
expectTypeOf(dense(f32, zeros([3, 5], 'float32'), zeros([5], 'float32'))).toEqualTypeOf<
  NDArray<'float32', [number, number]>
>();
expectTypeOf(maskedMean(f32, zeros([2, 3], 'bool'))).toEqualTypeOf<NDArray<'float32', []>>();
expectTypeOf(meanSquaredError(bf16, bf16)).toEqualTypeOf<NDArray<'bfloat16', []>>();
expectTypeOf(shift(zeros([3], 'uint8'))).toEqualTypeOf<NDArray<'uint8', [3]>>();
// @ts-expect-error -- an int array is no FloatDType
normalize(zeros([2], 'int8'));

// ── out in generic code, and a known dtype with a type-parameter shape ─────────────────────────

// The result is `out` itself (the runtime checks its dtype and shape, which D and S do not decide).
export function addInto<D extends FloatDType, S extends Shape>(a: NDArray<D, S>, out: NDArray<D, S>): NDArray<D, S> {
  const result = add(a, 1, { out });
  expectTypeOf(result).toEqualTypeOf<NDArray<D, S>>();
  return result;
}

// float32 with a shape S: a scalar, S itself and a 0-d array keep S, as for a type-parameter dtype.
export function shiftFloat32<S extends Shape>(x: NDArray<'float32', S>, half: NDArray<'float32', []>) {
  const shifted = add(x, 1);
  expectTypeOf(shifted).toEqualTypeOf<NDArray<'float32', S>>();
  const flipped = subtract(2.5, multiply(shifted, x));
  expectTypeOf(flipped).toEqualTypeOf<NDArray<'float32', S>>();
  const halved = multiply(flipped, half);
  expectTypeOf(halved).toEqualTypeOf<NDArray<'float32', S>>();
  return halved;
}

expectTypeOf(addInto(f32, zeros([2, 3], 'float32'))).toEqualTypeOf<NDArray<'float32', [2, 3]>>();
expectTypeOf(shiftFloat32(f32, zeros([], 'float32'))).toEqualTypeOf<NDArray<'float32', [2, 3]>>();

// ── matrix products: sizes as type parameters, a generic shape, transposes ────────────────────

// A dense layer with its sizes as type parameters: [B, I] @ [I, O] is [B, O].
export function denseProduct<D extends FloatDType, B extends number, I extends number, O extends number>(
  x: NDArray<D, [B, I]>,
  w: NDArray<D, [I, O]>,
): NDArray<D, [B, O]> {
  return matmul(x, w);
}

// A batched product: [N, M, K] @ [K, P] is [N, M, P]; the same batch on both sides stays too.
export function batchedProduct<
  D extends FloatDType,
  N extends number,
  M extends number,
  K extends number,
  P extends number,
>(x: NDArray<D, [N, M, K]>, w: NDArray<D, [K, P]>): NDArray<D, [N, M, P]> {
  return matmul(x, w);
}
export function pairedProduct<
  D extends FloatDType,
  N extends number,
  M extends number,
  K extends number,
  P extends number,
>(x: NDArray<D, [N, M, K]>, w: NDArray<D, [N, K, P]>): NDArray<D, [N, M, P]> {
  return x.matmul(w);
}

// Any shape S against a matrix: the result's shape resolves at the call ([2, 3] @ [3, 5] → [2, number]).
export function project<D extends FloatDType, S extends Shape>(x: NDArray<D, S>, w: NDArray<D, [number, number]>) {
  return matmul(x, w);
}

// Gram matrices through `.T` and `transpose`, and a 16-bit product accumulated and returned in float32.
export function gram<D extends FloatDType, M extends number, K extends number>(
  x: NDArray<D, [M, K]>,
): NDArray<D, [M, M]> {
  return matmul(x, x.T);
}
export function covariance<D extends FloatDType, M extends number, K extends number>(
  x: NDArray<D, [M, K]>,
): NDArray<D, [K, K]> {
  return matmul(transpose(x), x);
}
export function gramFloat32<D extends 'float16' | 'bfloat16' | 'float32', M extends number, K extends number>(
  x: NDArray<D, [M, K]>,
): NDArray<'float32', [M, M]> {
  return matmul(x, x.T, { preferredElementType: 'float32' });
}

expectTypeOf(denseProduct(f32, zeros([3, 5], 'float32'))).toEqualTypeOf<NDArray<'float32', [2, 5]>>();
expectTypeOf(denseProduct(zeros([4, 2], 'bfloat16'), zeros([2, 1], 'bfloat16'))).toEqualTypeOf<
  NDArray<'bfloat16', [4, 1]>
>();
expectTypeOf(batchedProduct(zeros([8, 2, 3], 'float16'), zeros([3, 4], 'float16'))).toEqualTypeOf<
  NDArray<'float16', [8, 2, 4]>
>();
expectTypeOf(pairedProduct(zeros([8, 2, 3], 'float64'), zeros([8, 3, 4], 'float64'))).toEqualTypeOf<
  NDArray<'float64', [8, 2, 4]>
>();
expectTypeOf(project(f32, zeros([3, 5], 'float32'))).toEqualTypeOf<NDArray<'float32', [2, number]>>();
expectTypeOf(project(zeros([7, 2, 3], 'float64'), zeros([3, 5], 'float64'))).toEqualTypeOf<
  NDArray<'float64', [7, 2, number]>
>();
expectTypeOf(gram(f32)).toEqualTypeOf<NDArray<'float32', [2, 2]>>();
expectTypeOf(covariance(bf16.reshape([2, 2]))).toEqualTypeOf<NDArray<'bfloat16', [2, 2]>>();
expectTypeOf(gramFloat32(zeros([3, 4], 'float16'))).toEqualTypeOf<NDArray<'float32', [3, 3]>>();

// ── views in generic bodies ───────────────────────────────────────────────────────────────────

export function dropFirst<D extends FloatDType, S extends Shape>(x: NDArray<D, S>) {
  return slice(x, '1:');
}
expectTypeOf(dropFirst(f32)).toEqualTypeOf<NDArray<'float32', [1, 3]>>();

// ── a policy chosen at run time: the union of what the policies give, no false compile error ──

export function addOne(x: NDArray<'float32', [2, 3]>, name: PolicyName) {
  return withPolicy(name).add(x, 1);
}
export function addOneWith(x: NDArray<'int8', [2, 3]>, options: PromoteOptions) {
  return withPolicy(options).add(x, 1);
}
expectTypeOf(addOne(f32, 'numpy')).toEqualTypeOf<NDArray<'float32', [2, 3]>>();
expectTypeOf(addOneWith(zeros([2, 3], 'int8'), {})).toEqualTypeOf<NDArray<'int8', [2, 3]>>();
declare const anyPolicy: PolicyName;
// bool − bool is refused under every policy: still a compile error (in a function: nothing runs at import)
export const refused = () =>
  // @ts-expect-error -- subtract is not defined for bool under any policy
  withPolicy(anyPolicy).subtract(zeros([2], 'bool'), zeros([2], 'bool'));
