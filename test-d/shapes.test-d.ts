// Shapes and dtypes sound where the literal types know them (issue #24, items 2 and 3): what must
// compile, with its exact result, and (with @ts-expect-error) what the runtime refuses. The error
// texts are compared with the runtime's in test/compile-errors.test.ts; the negative axes of every
// axis-taking function are compared with the runtime's shapes in test/negative-axes.test.ts.
import {
  argmax,
  argmin,
  array,
  concatenate,
  equal,
  mean,
  stack,
  zeros,
  type AnyDType,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

// concatenate and stack of dtypes that do not promote: a compile error (the runtime's TypePromotionError).
// @ts-expect-error No implicit promotion between 'float8_e4m3fn' and 'bfloat16'
concatenate([zeros([2], 'float8_e4m3fn'), zeros([2], 'bfloat16')]);
// @ts-expect-error No implicit promotion between 'float8_e4m3fn' and 'float32'
stack([zeros([2], 'float8_e4m3fn'), zeros([2], 'float32')], -1);
// @ts-expect-error No implicit promotion between 'float8_e4m3fn' and 'bfloat16' (the third array)
concatenate([zeros([2], 'float8_e4m3fn'), zeros([2], 'float8_e4m3fn'), zeros([2], 'bfloat16')]);
// Those that promote still give the promoted dtype.
expectExact<NDArray<'int16', [number]>>()(concatenate([zeros([2], 'int8'), zeros([3], 'uint8')]));
expectExact<NDArray<'float32', [2, 2]>>()(stack([zeros([2], 'bfloat16'), zeros([2], 'float16')]));

// concatenate and stack of shapes that differ (issue #24, item 2): a compile error in the runtime's words.
// @ts-expect-error concatenate: array 1 has shape [2, 4], which does not match [2, 3] except along axis 0.
concatenate([zeros([2, 3]), zeros([2, 4])]);
// @ts-expect-error concatenate: array 2 has shape [3], which does not match [2, 3] except along axis 1.
concatenate([zeros([2, 3]), zeros([2, 5]), zeros([3])], -1);
// @ts-expect-error stack: array 1 has shape [3, 2]; every array must have shape [2, 3].
stack([zeros([2, 3]), zeros([3, 2])], 1);
// @ts-expect-error stack: array 1 has shape [2]; every array must have shape [2, 1].
stack([zeros([2, 1], 'int8'), zeros([2], 'int8')]);
// Shapes the runtime takes compile: along the axis (negative from the end), `number` sizes, unknown shapes or axes.
expectExact<NDArray<'float32', [2, number]>>()(concatenate([zeros([2, 3], 'float32'), zeros([2, 5], 'float32')], -1));
expectExact<NDArray<'float32', [number, 3]>>()(concatenate([zeros([2, 3], 'float32'), zeros([4, 3], 'float32')]));
declare const rows: NDArray<'float32', [number, 3]>;
declare const anyShape: NDArray<'float32', number[]>;
declare const someAxis: number;
expectExact<NDArray<'float32', [number, 2, 3]>>()(stack([rows, zeros([4, 3], 'float32')], 1));
expectExact<NDArray<'float32', number[]>>()(concatenate([anyShape, zeros([2, 3], 'float32')]));
expectExact<NDArray<'float32', [number, number]>>()(
  concatenate([zeros([2, 3], 'float32'), zeros([2, 5], 'float32')], someAxis),
);
export function joinRows<D extends 'float32' | 'float64', S extends number[]>(x: NDArray<D, S>, y: NDArray<D, S>) {
  return [concatenate([x, y]), stack([x, y], -1)] as const;
}

// A list that is not a tuple compiles: its arrays' dtype where they share one, else any dtype.
declare const list: NDArray<'float32', [2]>[];
declare const mixed: (NDArray<'int8', [2]> | NDArray<'uint8', [2]>)[];
expectExact<NDArray<'float32', [number]>>()(concatenate(list));
expectExact<NDArray<'float32', [number, 2]>>()(stack(list));
expectExact<NDArray<AnyDType, [number]>>()(concatenate(mixed));
// Generic code: arrays of a type-parameter dtype are left to the runtime (no false error).
export function twice<D extends 'float32' | 'float64', S extends number[]>(x: NDArray<D, S>) {
  return stack([x, x], -1);
}

// argmax and argmin give int64 whatever the input, so an accuracy is a number.
const logits = zeros([4, 3], 'float32');
const labels = array([0, 1, 2, 0], 'int64');
expectExact<NDArray<'int64', [4]>>()(argmax(logits, { axis: 1 }));
expectExact<NDArray<'int64', [4, 1]>>()(argmin(logits, { axis: -1, keepdims: true }));
expectExact<NDArray<'int64', []>>()(argmax(zeros([2, 3], 'bfloat16')));
expectExact<NDArray<'int64', [3]>>()(zeros([2, 3], 'uint8').argmax({ axis: 0 }));
expectExact<number>()(mean(equal(argmax(logits, { axis: 1 }), labels)).item());
