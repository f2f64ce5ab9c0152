// Other libraries' tensors in and out, without depending on them: ONNX Runtime's
// `{ data, dims, type }` and TensorFlow.js's tensors (dtype, shape, dataSync()), each through its
// table of dtypes (dtype-tables.ts). And a zero-copy view of an array's memory for hot loops.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { byteLength, dtypeInfo, itemSize } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { storage } from '../array/ndarray.js';
import { memory } from '../kernels/heap.js';
import { arrayFromFile, checkArray, checkedSize } from './common.js';
import { onnxTypes, type OnnxTypeName, tfjsTypes, type TfjsTypeName } from './dtype-tables.js';

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

/** A typed array's bytes (no copy). */
const bytesOfView = (view: ArrayBufferView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/** An array copied from a typed array `data` of `dtype` and `shape`, checked by `where`. */
function fromTyped(
  data: unknown,
  dtype: DType,
  shape: unknown,
  classes: readonly string[],
  where: string,
  what: string,
): AnyNDArray {
  if (!ArrayBuffer.isView(data) || !classes.includes(tagOf(data)))
    throw new TypeError(`${where}: ${what}'s data must be a ${classes.join(' or ')}, got ${show(data)}.`);
  if (!Array.isArray(shape))
    throw new TypeError(`${where}: ${what}'s shape must be a list of lengths, got ${show(shape)}.`);
  const size = checkedSize(shape, (why) => {
    throw new RangeError(`${where}: ${what}: ${why}.`);
  });
  const expected = byteLength(dtype, size);
  if (data.byteLength !== expected)
    throw new RangeError(
      `${where}: ${what} of shape [${shape.join(', ')}] holds ${size} ${dtype} elements (${expected} bytes), but its data has ${data.byteLength} bytes.`,
    );
  const bytes = bytesOfView(data);
  return arrayFromFile(dtype, shape as number[], 'storage', false, where, (into) => into.set(bytes));
}

/**
 * ONNX Runtime's tensor, as its constructor takes it: `new ort.Tensor(type, data, dims)`. `data` is
 * checked at run time (a typed array of the class its type has), so any `ort.Tensor`, whose type is a
 * union that includes string tensors, is accepted by the type checker.
 */
export interface OnnxTensorLike {
  readonly type: string;
  readonly data: unknown;
  readonly dims: readonly number[];
}

/**
 * An array copied from an ONNX Runtime tensor (anything with its `type`, `data` and `dims`), of the
 * dtype its `type` names (onnxruntime-common's names: float16 data as Uint16Array bit patterns or
 * Float16Array, int64 as BigInt64Array, bool as Uint8Array, int4/uint4 packed two per byte).
 * @example fromOnnx({ type: 'int64', data: new BigInt64Array([1n, 2n]), dims: [2] }).dtype //=> 'int64'
 */
export function fromOnnx(tensor: OnnxTensorLike): AnyNDArray {
  const where = 'fromOnnx';
  if (typeof tensor !== 'object' || tensor === null)
    throw new TypeError(`${where}: expected an ONNX Runtime tensor, got ${show(tensor)}.`);
  const { type, data, dims } = tensor;
  if (typeof type !== 'string' || !Object.hasOwn(onnxTypes, type))
    throw new TypeError(
      `${where}: the tensor's type ${show(type)} is none of those this library has: ${Object.keys(onnxTypes).join(', ')}.`,
    );
  const row = onnxTypes[type as OnnxTypeName];
  return fromTyped(data, row.dtype, dims, row.data, where, `the ${type} tensor`);
}

/** ONNX Runtime's type name of each dtype it shares with this library. */
const onnxNameOf = new Map(
  (Object.entries(onnxTypes) as [OnnxTypeName, { dtype: DType }][]).map(([name, row]) => [row.dtype, name]),
);

/**
 * `x` as ONNX Runtime's tensor arguments, copied: `{ type, data, dims }` for
 * `new ort.Tensor(type, data, dims)`. float16 data are a Uint16Array of bit patterns (what every
 * onnxruntime-web version takes), int4/uint4 packed bytes in a Uint8Array (as ort.Tensor requires).
 * test/io-tensors.test.ts builds onnxruntime-common's own Tensor from every type.
 * @example toOnnx(array([1, 2], 'float32')).type //=> 'float32'
 */
export function toOnnx(x: AnyNDArray): { type: OnnxTypeName; data: ArrayBufferView; dims: number[] } {
  const where = 'toOnnx';
  const array = checkArray(x, where, 'the array');
  const dtype = array.dtype as DType;
  const type = onnxNameOf.get(dtype);
  if (type === undefined)
    throw new TypeError(
      `${where}: ONNX Runtime's tensors have no ${dtype}; it takes ${[...onnxNameOf.keys()].join(', ')}. Convert with astype first.`,
    );
  const bytes = array.tobytes() as Uint8Array;
  const data =
    dtype === 'bool' || dtype === 'int4' || dtype === 'uint4' ? bytes : (array.toTypedArray() as ArrayBufferView);
  return { type, data, dims: [...array.shape] };
}

/** A TensorFlow.js tensor as far as it is read here. */
export interface TfjsTensorLike {
  readonly dtype: string;
  readonly shape: readonly number[];
  dataSync(): ArrayBufferView;
}

/**
 * An array copied from a TensorFlow.js tensor (its `dtype`, `shape` and `dataSync()`): float32,
 * int32, bool, complex64 (interleaved parts). Strings are no dtype of this library.
 * @example fromTfjs({ dtype: 'int32', shape: [2], dataSync: () => new Int32Array([4, 5]) }).toArray() //=> [4, 5]
 */
export function fromTfjs(tensor: TfjsTensorLike): AnyNDArray {
  const where = 'fromTfjs';
  if (typeof tensor !== 'object' || tensor === null || typeof (tensor as TfjsTensorLike).dataSync !== 'function')
    throw new TypeError(`${where}: expected a TensorFlow.js tensor (dtype, shape, dataSync()), got ${show(tensor)}.`);
  const { dtype } = tensor;
  if (typeof dtype !== 'string' || !Object.hasOwn(tfjsTypes, dtype))
    throw new TypeError(
      `${where}: the tensor's dtype ${show(dtype)} is none of those this library has: ${Object.keys(tfjsTypes).join(', ')}.`,
    );
  const row = tfjsTypes[dtype as TfjsTypeName];
  let data = tensor.dataSync();
  // TF.js gives bool data as 0/1 bytes, or (on some backends) as an Int32Array of 0/1.
  if (dtype === 'bool' && tagOf(data) === 'Int32Array')
    data = Uint8Array.from(data as Int32Array, (value) => (value === 0 ? 0 : 1));
  return fromTyped(data, row.dtype, tensor.shape, row.data, where, `the ${dtype} tensor`);
}

/** Our dtype → TF.js's. */
const tfjsNameOf = new Map(
  (Object.entries(tfjsTypes) as [TfjsTypeName, { dtype: DType }][]).map(([name, row]) => [row.dtype, name]),
);

/**
 * `x` as TensorFlow.js's tensor arguments, copied: `{ values, shape, dtype }` for
 * `tf.tensor(values, shape, dtype)` (complex64 as interleaved parts: `tf.complex` takes them apart).
 * @example toTfjs(array([true, false])).dtype //=> 'bool'
 */
export function toTfjs(x: AnyNDArray): { values: ArrayBufferView; shape: number[]; dtype: TfjsTypeName } {
  const where = 'toTfjs';
  const array = checkArray(x, where, 'the array');
  const dtype = array.dtype as DType;
  const name = tfjsNameOf.get(dtype);
  if (name === undefined)
    throw new TypeError(
      `${where}: TensorFlow.js has no ${dtype}; it has float32, int32, bool and complex64. Convert with astype first.`,
    );
  const values = dtype === 'bool' ? (array.tobytes() as Uint8Array) : (array.toTypedArray() as ArrayBufferView);
  return { values, shape: [...array.shape], dtype: name };
}

/**
 * A typed array over `x`'s own memory (no copy), of the class toTypedArray() gives: reads see the
 * array's elements, writes change them. **Valid only until the next allocation**: any operation
 * that makes an array may grow WebAssembly memory, which detaches this view (it then has length
 * 0); take a fresh one after. `x` must be contiguous and not a packed 4- or 2-bit dtype (copy()
 * a strided view first; read packed dtypes with tobytes()).
 * @example Array.from(memoryView(array([1, 2], 'float32')) as Float32Array) //=> [1, 2]
 */
export function memoryView(x: AnyNDArray): ArrayBufferView {
  const where = 'memoryView';
  const array = checkArray(x, where, 'the array');
  const dtype = array.dtype as DType;
  const state = array[storage];
  if (state.strides !== undefined)
    throw new TypeError(`${where}: this ${dtype} view is strided, so no typed array can see it; copy() it first.`);
  if (itemSize(dtype) < 1)
    throw new TypeError(
      `${where}: ${dtype} is packed (several elements a byte), which no typed array sees one element a slot; use tobytes() or toTypedArray().`,
    );
  const info = dtypeInfo[dtype];
  const slots = info.kind === 'complex' ? 2 * array.size : array.size;
  const View = globalThis[info.storage as 'Uint8Array'] as unknown as new (
    buffer: ArrayBufferLike,
    offset: number,
    length: number,
  ) => ArrayBufferView;
  return new View(memory().buffer, state.pointer, slots);
}
