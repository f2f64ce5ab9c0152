// Shapes and dtypes sound where the literal types know them (issue #24, items 2 and 3): what must
// compile, with its exact result, and (with @ts-expect-error) what the runtime refuses. The error
// texts are compared with the runtime's in test/compile-errors.test.ts; the negative axes of every
// axis-taking function are compared with the runtime's shapes in test/negative-axes.test.ts.
import {
  argmax,
  argmin,
  array,
  broadcastTo,
  concatenate,
  equal,
  expandDims,
  mean,
  permuteDims,
  reshape,
  squeeze,
  stack,
  sum,
  transpose,
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

// argmax and argmin give the default int (int32 with x64 off) whatever the input.
const logits = zeros([4, 3], 'float32');
const labels = array([0, 1, 2, 0], 'int32');
expectExact<NDArray<'int32', [4]>>()(argmax(logits, { axis: 1 }));
expectExact<NDArray<'int32', [4, 1]>>()(argmin(logits, { axis: -1, keepdims: true }));
expectExact<NDArray<'int32', []>>()(argmax(zeros([2, 3], 'bfloat16')));
expectExact<NDArray<'int32', [3]>>()(zeros([2, 3], 'uint8').argmax({ axis: 0 }));
expectExact<number>()(mean(equal(argmax(logits, { axis: 1 }), labels)).item());

// transpose / permuteDims with axes that are no permutation, expandDims / squeeze out of range or
// of a size other than 1 (issue #24, item 2): compile errors in the runtime's words.
const cube = zeros([2, 3, 4], 'int8');
// @ts-expect-error transpose: axis 1 is repeated in [0, 1, 1].
transpose(cube, [0, 1, 1]);
// @ts-expect-error transpose: axis -2 is repeated in [1, -2, 0].
cube.transpose([1, -2, 0]);
// @ts-expect-error permuteDims: axes [1, 0] must name each of the 3 axes of an array of shape [2, 3, 4] once.
permuteDims(cube, [1, 0]);
// @ts-expect-error permuteDims: axis 3 is out of range for 3 axes (-3 to 2).
cube.permuteDims([3, 0, 1]);
// @ts-expect-error transpose: axis -4 is out of range for 3 axes (-3 to 2).
transpose(cube, [-4, 0, 1]);
// @ts-expect-error expandDims: axis 4 is out of range for 4 axes (-4 to 3).
expandDims(cube, 4);
// @ts-expect-error expandDims: axis -5 is out of range for 4 axes (-4 to 3).
cube.expandDims(-5);
// @ts-expect-error expandDims: axis 0 is repeated in [0, 0].
expandDims(cube, [0, 0]);
// @ts-expect-error squeeze: axis 1 of shape [2, 3, 4] has size 3, not 1.
squeeze(cube, 1);
// @ts-expect-error squeeze: axis 2 of shape [2, 1, 4] has size 4, not 1.
zeros([2, 1, 4], 'int8').squeeze(-1);
// @ts-expect-error squeeze: axis 3 is out of range for 3 axes (-3 to 2).
squeeze(zeros([1, 1, 1], 'int8'), 3);
// What the runtime takes compiles, with its shape.
expectExact<NDArray<'int8', [4, 2, 3]>>()(transpose(cube, [2, 0, 1]));
expectExact<NDArray<'int8', [4, 2, 3]>>()(cube.permuteDims([-1, 0, 1]));
expectExact<NDArray<'int8', [3, 4, 2]>>()(transpose(cube, [-2, -1, 0]));
expectExact<NDArray<'int8', [4, 3, 2]>>()(transpose(cube));
expectExact<NDArray<'int8', [2, 3, 4, 1]>>()(expandDims(cube, 3));
expectExact<NDArray<'int8', [2, 3, 1, 4]>>()(cube.expandDims(2));
expectExact<NDArray<'int8', [2, 4]>>()(squeeze(zeros([2, 1, 4], 'int8'), 1));
expectExact<NDArray<'int8', [2, 4]>>()(zeros([2, 1, 4], 'int8').squeeze());
expectExact<NDArray<'int8', number[]>>()(squeeze(zeros([1, 1, 4], 'int8'), -2));
declare const axes: number[];
declare const someRows: NDArray<'int8', [number, 4]>;
transpose(cube, axes);
squeeze(someRows, 0); // a `number` size may be 1: left to the runtime
squeeze(zeros([2, 3], 'int8') as NDArray<'int8', number[]>, 5); // a shape that is not a tuple: left to the runtime
// Generic shapes: left to the runtime.
export function views<D extends 'float32' | 'float64', S extends number[]>(x: NDArray<D, S>) {
  return [
    transpose(x, [1, 0]),
    permuteDims(x, [0]),
    x.transpose([0, 0]),
    expandDims(x, 0),
    squeeze(x, 0),
    x.squeeze(2),
  ] as const;
}

// Repeated reduction axes (issue #24, item 2): a compile error in the runtime's words, in the
// runtime's order (the first axis out of bounds or repeated, normalised).
// @ts-expect-error sum: axis 1 is repeated in [1, -2].
sum(cube, { axis: [1, -2] });
// @ts-expect-error max: axis 0 is repeated in [0, 2, 0].
cube.max({ axis: [0, 2, 0], keepdims: true });
// @ts-expect-error sum: axis 3 is out of bounds for an array of 3 dimensions.
sum(cube, { axis: [0, 3, 0] });
expectExact<NDArray<'int32', [3]>>()(sum(cube, { axis: [0, -1] }));
expectExact<NDArray<'int8', [1, 3, 1]>>()(cube.max({ axis: [-1, 0], keepdims: true }));
declare const axisList: number[];
sum(cube, { axis: axisList });

// broadcastTo a shape the array does not broadcast to (issue #24, item 2).
// @ts-expect-error broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3, 3].
broadcastTo(zeros([2, 3], 'int8'), [3, 3]);
// @ts-expect-error broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3].
zeros([2, 3], 'int8').broadcastTo([3]);
expectExact<NDArray<'int8', [4, 2, 3]>>()(broadcastTo(zeros([2, 3], 'int8'), [4, 2, 3]));
expectExact<NDArray<'int8', [5, 3]>>()(zeros([1, 3], 'int8').broadcastTo([5, 3]));
broadcastTo(someRows, [7, 4]); // a `number` size: left to the runtime
export function spread<D extends 'float32' | 'float64', S extends number[]>(x: NDArray<D, S>) {
  return [broadcastTo(x, [2, 3]), x.broadcastTo([4])] as const;
}

// reshape to a different number of elements (issue #24, item 2): literal sizes up to 512 are checked.
// @ts-expect-error reshape: cannot reshape an array of shape [2, 3] (6 elements) into [4, 2].
reshape(zeros([2, 3], 'int8'), [4, 2]);
// @ts-expect-error reshape: cannot reshape an array of shape [2, 3] (6 elements) into [7].
zeros([2, 3], 'float32').reshape([7]);
expectExact<NDArray<'int8', [3, 2]>>()(reshape(zeros([2, 3], 'int8'), [3, 2]));
expectExact<NDArray<'float32', [number, 2]>>()(zeros([2, 3], 'float32').reshape([-1, 2]));
expectExact<NDArray<'float32', [50, 201]>>()(zeros([100, 100], 'float32').reshape([50, 201])); // beyond 512 elements: the runtime's check
declare const someShape: number[];
zeros([2, 3], 'float32').reshape(someShape);
