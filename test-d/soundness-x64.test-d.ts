// Soundness corners under the x64 entry (issue #41): a list's default dtypes widen to int64,
// float64 and complex128; a typed array keeps its own dtype. test/type-soundness.test.ts runs the
// same inputs through the x64 entry's array() (its x64 rows: these names).
import { array, type ComplexScalar, type NDArray } from '../src/x64.js';
import { expectExact } from './helpers.js';

declare const bools: boolean[];
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
declare const maybeOneBool: [boolean?];
declare const oneOrTwoNumbers: [number, number?];
declare const int8s: Int8Array;
declare const float32s: Float32Array;

expectExact<NDArray<'bool' | 'float64', [number]>>()(array(bools));
expectExact<NDArray<'int64' | 'float64', [number]>>()(array(numbers));
expectExact<NDArray<'int64' | 'float64', [number]>>()(array(bigints));
expectExact<NDArray<'bool' | 'int64' | 'float64', [number]>>()(array(numbersOrBools));
expectExact<NDArray<'int64' | 'float64', [number]>>()(array(numbersOrBigints));
expectExact<NDArray<'bool' | 'int64' | 'float64', [number]>>()(array(boolsOrBigints));
expectExact<NDArray<'bool' | 'float64', [number, number]>>()(array(boolRows));
expectExact<NDArray<'int64' | 'float64', [number, number]>>()(array(numberRows));
expectExact<NDArray<'complex128' | 'float64', [number]>>()(array(complexes));
expectExact<NDArray<'int64' | 'float64' | 'complex128', [number]>>()(array(complexesOrNumbers));
expectExact<NDArray<'bool' | 'float64' | 'complex128', [number]>>()(array(complexesOrBools));
expectExact<NDArray<'bool', [2]>>()(array(twoBools));
expectExact<NDArray<'int64' | 'float64', [1]>>()(array(oneNumber));
expectExact<'bool' | 'float64'>()(array(boolThenBools).dtype);
expectExact<NDArray<'bool' | 'float64', [0 | 1]>>()(array(maybeOneBool));
expectExact<NDArray<'int64' | 'float64', [1 | 2]>>()(array(oneOrTwoNumbers));
expectExact<NDArray<'int8', [number]>>()(array(int8s));
expectExact<NDArray<'float32', [number]>>()(array(float32s));

// Literals: exactly the runtime's pick, float64 for none.
expectExact<NDArray<'float64', [0]>>()(array([]));
expectExact<NDArray<'float64', [1, 0]>>()(array([[]]));
expectExact<NDArray<'bool', [2]>>()(array([true, false]));
expectExact<NDArray<'int64', [2]>>()(array([1, true]));
expectExact<NDArray<'float64', [2]>>()(array([1, 2.5]));
expectExact<NDArray<'int64', [2]>>()(array([1n, 2]));
expectExact<NDArray<'float64', [2]>>()(array([1n, 2.5]));
expectExact<NDArray<'complex128', [2]>>()(array([{ re: 1, im: 2 }, true]));
