// Soundness corners (issue #39, section 5): the static type covers every runtime outcome.
// test/type-soundness.test.ts runs the same inputs and checks that each runtime dtype is one the
// type names (the static side is this file's expected types, written out there once more).
import {
  array,
  at,
  concatenate,
  expandDims,
  reshape,
  slice,
  split,
  squeeze,
  stack,
  take,
  zeros,
  type ComplexScalar,
  type DType,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

// ── array(): the dtype of every declared element type ───────────────────────────────────────────
// A list that may be empty may be float64 (what array([]) gives); a union element type may be any
// of its kinds alone; a literal tuple is exactly the join of its values' kinds.
declare const bools: boolean[];
declare const readonlyBools: readonly boolean[];
declare const numbers: number[];
declare const bigints: bigint[];
declare const numbersOrBools: (number | boolean)[];
declare const numbersOrBigints: (number | bigint)[];
declare const boolsOrBigints: (boolean | bigint)[];
declare const boolRows: boolean[][];
declare const numberRows: number[][];
declare const complexes: ComplexScalar[];
declare const complexesOrNumbers: (ComplexScalar | number)[];
declare const complexesOrBools: (ComplexScalar | boolean)[];
declare const twoBools: [boolean, boolean];
declare const oneNumber: [number];
declare const boolThenBools: [boolean, ...boolean[]];
declare const int8s: Int8Array;
declare const float32s: Float32Array;

expectExact<NDArray<'bool' | 'float32', [number]>>()(array(bools));
expectExact<NDArray<'bool' | 'float32', [number]>>()(array(readonlyBools));
expectExact<NDArray<'int32' | 'float32', [number]>>()(array(numbers));
expectExact<NDArray<'int32' | 'float32', [number]>>()(array(bigints));
expectExact<NDArray<'bool' | 'int32' | 'float32', [number]>>()(array(numbersOrBools));
expectExact<NDArray<'int32' | 'float32', [number]>>()(array(numbersOrBigints));
expectExact<NDArray<'bool' | 'int32' | 'float32', [number]>>()(array(boolsOrBigints));
expectExact<NDArray<'bool' | 'float32', [number, number]>>()(array(boolRows));
expectExact<NDArray<'int32' | 'float32', [number, number]>>()(array(numberRows));
expectExact<NDArray<'complex64' | 'float32', [number]>>()(array(complexes));
expectExact<NDArray<'int32' | 'float32' | 'complex64', [number]>>()(array(complexesOrNumbers));
expectExact<NDArray<'bool' | 'float32' | 'complex64', [number]>>()(array(complexesOrBools));
// Tuples: every element is there, so no empty outcome.
expectExact<NDArray<'bool', [2]>>()(array(twoBools));
expectExact<NDArray<'int32' | 'float32', [1]>>()(array(oneNumber));
// A rest element may be absent: the empty outcome again (kept simple: the tuple counts as a list).
expectExact<'bool' | 'float32'>()(array(boolThenBools).dtype);
// Typed arrays have their dtype, empty or not; the 64-bit ones too, with a dtype or without.
expectExact<NDArray<'int8', [number]>>()(array(int8s));
expectExact<NDArray<'float32', [number]>>()(array(float32s));
declare const anyValue: unknown;
expectExact<NDArray<'int64', [number]>>()(array(anyValue as BigInt64Array));
expectExact<NDArray<'uint64', [number]>>()(array(anyValue as BigUint64Array));
expectExact<NDArray<'int64', [number]>>()(array(anyValue as BigInt64Array, 'int64'));
expectExact<NDArray<'uint64', [number]>>()(array(anyValue as BigUint64Array, 'uint64'));
expectExact<NDArray<'float64', [number]>>()(array(anyValue as BigInt64Array, 'float64'));
expectExact<NDArray<'int64', [number]>>()(array(new BigInt64Array([1n, 2n])));
// Optional elements: each length the tuple allows, and the kinds of its values (float64 where
// every element may be absent). An element that is present may not be undefined (the runtime
// refuses one), nor may a list's.
declare const maybeOneBool: [boolean?];
declare const oneOrTwoNumbers: [number, number?];
declare const readonlyOptional: readonly [boolean, number?];
declare const optionalRows: [[number, number?], [number, number?]];
declare const optionalThenRest: [number, number?, ...number[]];
declare const maybeUndefined: (number | undefined)[];
expectExact<NDArray<'bool' | 'float32', [0 | 1]>>()(array(maybeOneBool));
expectExact<NDArray<'int32' | 'float32', [1 | 2]>>()(array(oneOrTwoNumbers));
expectExact<NDArray<'bool' | 'int32' | 'float32', [1 | 2]>>()(array(readonlyOptional));
expectExact<NDArray<'int32' | 'float32', [2, 1 | 2]>>()(array(optionalRows));
expectExact<NDArray<'int32' | 'float32', [number]>>()(array(optionalThenRest));
expectExact<NDArray<'float32', [1 | 2]>>()(array(oneOrTwoNumbers, 'float32'));
expectExact<NDArray<'bool', [0 | 1]>>()(array(maybeOneBool, 'bool'));
// @ts-expect-error array(): a value may be undefined
array([1, undefined]);
// @ts-expect-error array(): a value may be undefined
array([[1], [undefined]]);
// @ts-expect-error array(): a value may be undefined
array(maybeUndefined);
// @ts-expect-error array(): a value may be undefined
array(maybeUndefined, 'int8');
// Literals: exactly the runtime's pick.
expectExact<NDArray<'float32', [0]>>()(array([]));
expectExact<NDArray<'float32', [1, 0]>>()(array([[]]));
expectExact<NDArray<'float32', [2, 0]>>()(array([[], []]));
expectExact<NDArray<'bool', [2]>>()(array([true, false]));
expectExact<NDArray<'int32', [2]>>()(array([1, true]));
expectExact<NDArray<'float32', [2]>>()(array([1, 2.5]));
expectExact<NDArray<'int32', [2]>>()(array([1n, 2]));
expectExact<NDArray<'float32', [2]>>()(array([1n, 2.5]));
expectExact<NDArray<'complex64', [2]>>()(array([{ re: 1, im: 2 }, true]));
expectExact<NDArray<'int32', [2, 2]>>()(
  array([
    [1, 2],
    [3, true],
  ]),
);
// A literal with one wide element: at least that element's lowest kind.
declare const someNumber: number;
declare const someBool: boolean;
expectExact<NDArray<'int32' | 'float32', [2]>>()(array([someNumber, true]));
expectExact<NDArray<'float32', [2]>>()(array([someNumber, 0.5]));
expectExact<NDArray<'bool' | 'int32' | 'float32', [2]>>()(array([someBool, someNumber as number | boolean]));
// A dtype given decides, whatever the values.
expectExact<NDArray<'int8', [number]>>()(array(bools, 'int8'));

// ── generic sizes are not literals ──────────────────────────────────────────────────────────────
// `NDArray<D, [R, C]>` in generic code: a check on R waits for R, so it is left to the runtime
// (the call compiles) where it used to be read as a size called "R" (`x.slice(-1)`: "index -1 is
// out of bounds for axis 0 with size R").
export function lastRow<R extends number>(x: NDArray<'float64', [R, 3]>) {
  expectExact<NDArray<'float64', [3]>>()(x.slice(-1));
  expectExact<NDArray<'float64', [3]>>()(slice(x, -1));
  expectExact<NDArray<'float64', []>>()(x.slice(0, -1));
  expectExact<NDArray<'float64', [3]>>()(x.at('-1'));
  expectExact<NDArray<'float64', []>>()(at(x, '-1, 2'));
  return x.slice(-1);
}

export function generic<R extends number, C extends number>(
  y: NDArray<'float64', [R, C]>,
  z: NDArray<'float64', [R, 3]>,
) {
  expectExact<NDArray<'float64', []>>()(y.slice(-1, 2));
  expectExact<NDArray<'float64', [C]>>()(y.at('0'));
  y.at('..., -1, 0');
  take(y, [0, -1], { axis: 1 });
  y.take(-1);
  squeeze(z, 0);
  y.squeeze(1);
  squeeze(y);
  expectExact<NDArray<'float64', [R, C, 1]>>()(expandDims(y, -1));
  expectExact<NDArray<'float64', [1, R, C]>>()(expandDims(y, 0));
  reshape(y, [-1]);
  y.reshape([2, 3]);
  reshape(z, [3, -1]);
  split(z, 2, { axis: 0 });
  stack([y, y]);
  stack([z, zeros([2, 3])]);
  concatenate([y, y]);
  concatenate([z, zeros([2, 3])]);
  // A literal size beside a generic one: the whole check waits (the runtime's error stands).
  z.slice(0, 5);
}

// at() with a generic size left over reads as that size (it read
// `[C] extends readonly number[] ? C[] : number[]`), whatever the dtype.
export function firstRow<D extends DType, R extends number, C extends number>(y: NDArray<D, [R, C]>) {
  expectExact<NDArray<D, [C]>>()(y.at('0'));
  expectExact<NDArray<D, [C]>>()(y.at(0));
  expectExact<NDArray<D, [C]>>()(at(y, '-1'));
  expectExact<NDArray<D, [R]>>()(y.at(':, 0'));
  expectExact<NDArray<D, [1, R, C]>>()(y.at('None'));
  expectExact<NDArray<D, []>>()(y.at('0, 1'));
  return y.at('0');
}

// Literal shapes are still checked at compile time.
const x = zeros([2, 3]);
// @ts-expect-error index 5 is out of bounds for axis 0 with size 2
x.slice(5);
// @ts-expect-error index -4 is out of bounds for axis 1 with size 3
x.slice(0, -4);
// @ts-expect-error index 2 is out of bounds for axis 0 with size 2
x.at('2');
// @ts-expect-error axis 0 of shape [2, 3] has size 2, not 1
x.squeeze(0);
// @ts-expect-error cannot reshape an array of shape [2, 3] (6 elements) into [4, 2]
reshape(x, [4, 2]);
// @ts-expect-error cannot reshape into [5]
x.reshape([5]);
// @ts-expect-error stack needs the same shapes
stack([x, zeros([3, 2])]);
// @ts-expect-error concatenate along axis 0 needs the same size on axis 1
concatenate([x, zeros([3, 4])]);
declare const wide: NDArray<'float64', [number, 3]>;
// @ts-expect-error index 3 is out of bounds for axis 1 with size 3 (a wide size beside a literal one)
wide.slice(0, 3);
expectExact<NDArray<'float64', []>>()(wide.slice(-1, 2));

// ── rebinding a variable to another literal shape (the README's idiom) ──────────────────────────
let rows: NDArray<'float64'> = zeros([2]);
rows = zeros([3]);
rows = zeros([2, 2]);
let vector: NDArray<'float64', number[]> = zeros([2]);
vector = zeros([3, 4]);
let line: NDArray<'float64', [number]> = zeros([2]);
line = zeros([3]);
export { line, rows, vector };
