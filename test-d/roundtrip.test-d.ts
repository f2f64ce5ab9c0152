// The static types of the typed-array round trip (issue #39 §2), checked against the runtime in
// test/typed-array-roundtrip.test.ts: toTypedArray() gives the dtype's storage class, array() of it
// with the dtype is that dtype, tobytes() is bytes, and a Float16Array is read as float16.
import { array, frombuffer, type DType, type Float16ArrayLike, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const half: NDArray<'float16', [2, 3]>;
declare const brain: NDArray<'bfloat16', [4]>;
declare const pairs: NDArray<'complex64', [2]>;
declare const widePairs: NDArray<'complex128', []>;
declare const codes: NDArray<'int4', [5]>;
declare const e4m3: NDArray<'float8_e4m3fn', [5]>;
declare const flags: NDArray<'bool', [2]>;
declare const longs: NDArray<'int64', [2]>;
declare const anyDType: NDArray<DType, number[]>;

// toTypedArray(): the storage class, as the registry's `storage` column names it.
expectExact<Uint16Array<ArrayBuffer>>()(half.toTypedArray());
expectExact<Uint16Array<ArrayBuffer>>()(brain.toTypedArray());
expectExact<Float32Array<ArrayBuffer>>()(pairs.toTypedArray());
expectExact<Float64Array<ArrayBuffer>>()(widePairs.toTypedArray());
expectExact<Uint8Array<ArrayBuffer>>()(codes.toTypedArray());
expectExact<Uint8Array<ArrayBuffer>>()(e4m3.toTypedArray());
expectExact<Uint8Array<ArrayBuffer>>()(flags.toTypedArray());
expectExact<BigInt64Array<ArrayBuffer>>()(longs.toTypedArray());

// array(x.toTypedArray(), x.dtype): the same dtype, one axis.
expectExact<NDArray<'float16', [number]>>()(array(half.toTypedArray(), 'float16'));
expectExact<NDArray<'bfloat16', [number]>>()(array(brain.toTypedArray(), 'bfloat16'));
expectExact<NDArray<'complex64', [number]>>()(array(pairs.toTypedArray(), 'complex64'));
expectExact<NDArray<'complex128', [number]>>()(array(widePairs.toTypedArray(), 'complex128'));
expectExact<NDArray<'int4', [number]>>()(array(codes.toTypedArray(), 'int4'));
expectExact<NDArray<'float8_e4m3fn', [number]>>()(array(e4m3.toTypedArray(), 'float8_e4m3fn'));
expectExact<NDArray<'bool', [number]>>()(array(flags.toTypedArray(), 'bool'));
expectExact<NDArray<'int64', [number]>>()(array(longs.toTypedArray(), 'int64'));

// tobytes() and frombuffer(): the raw-bytes door.
expectExact<Uint8Array<ArrayBuffer>>()(codes.tobytes());
expectExact<Uint8Array<ArrayBuffer>>()(anyDType.tobytes());
expectExact<NDArray<'int4', [number]>>()(frombuffer(codes.tobytes(), 'int4', 5));

// A Float16Array (Node 22+, browsers; named by its tag, no lib needed): float16 values.
declare const float16Values: Float16ArrayLike;
expectExact<NDArray<'float16', [number]>>()(array(float16Values));
expectExact<NDArray<'float32', [number]>>()(array(float16Values, 'float32'));
// An ONNX Runtime float16 tensor's data: bit patterns, float16 as asked.
declare const onnxData: Uint16Array;
expectExact<NDArray<'float16', [number]>>()(array(onnxData, 'float16'));
