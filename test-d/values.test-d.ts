// What reading values out gives, for known dtypes and for unions of dtypes (each dtype's own
// values, never mixed), checked against the runtime in test/values-static.test.ts.
import { zeros, type ComplexScalar, type DType, type NDArray, type NDArrayOf } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const mixed: NDArrayOf<'float32' | 'int64' | 'bool', [2]>;
declare const complex: NDArray<'complex64', [2, 2]>;
declare const anyDType: NDArray<DType, [3]>;
declare const floats: NDArray<'float32' | 'float64', number[]>;

expectExact<number[] | bigint[] | boolean[]>()(mixed.toArray());
expectExact<number | bigint | boolean>()(mixed.item(0));
expectExact<Float32Array<ArrayBuffer> | BigInt64Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>()(mixed.toTypedArray());
expectExact<ComplexScalar[][]>()(complex.toArray());
expectExact<ComplexScalar>()(complex.item(1, 1));
expectExact<number>()(floats.item());
expectExact<number | NestedNumbers>()(floats.toArray());
expectExact<number>()(zeros([2, 3], 'float32').item(1, 2));
expectExact<bigint>()(zeros([], 'uint64').item());
expectExact<boolean>()(zeros([4], 'bool').item(-1));

// Every dtype at once: each dtype's values.
expectExact<number | bigint | boolean | ComplexScalar>()(anyDType.item(0));
type NestedNumbers = (number | NestedNumbers)[];
