// Each format's names for our dtypes, as data: one table per format, derived from the registry's
// rows where the format's rule is one (NumPy's descr from kind and width), written out where the
// format simply names them (safetensors, ONNX Runtime). test/io-docs.test.ts checks every row against docs/io.md.
import { dtypeRows } from '../registry/registry.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { numpyKnows } from '../policy/numpy.js';
import type { Layout } from './common.js';

/** NumPy's type letter per kind (its `dtype.kind`). */
const npyKind = { bool: 'b', uint: 'u', int: 'i', float: 'f', complex: 'c' } as const;

/**
 * The .npy descr each dtype is written with: NumPy's own ('<f4', '|b1' …) where NumPy has the
 * dtype (the 'numpy' policy's list of them); ml_dtypes' raw ones where it does not (bfloat16 '<V2', the 8-bit and narrower ones '<V1',
 * one element per byte), which NumPy reads back as raw void items and ml_dtypes with
 * `.view(dtype)`. (np.save writes float8_e5m2 as '<f1', which np.load then refuses: it is read,
 * see npyAliases, but written as '<V1'.)
 */
export const npyDescr: Readonly<Record<DType, string>> = Object.freeze(
  Object.fromEntries(
    dtypeRows.map((row) => {
      const name = row.name as DType;
      // A dtype NumPy lacks would otherwise take the descr of one it has (a 16-bit float: '<f2', float16's).
      if (!numpyKnows(name)) return [name, `<V${Math.ceil(row.bits / 8)}`];
      const bytes = row.bits / 8;
      return [name, `${bytes === 1 ? '|' : '<'}${npyKind[row.kind]}${bytes}`];
    }),
  ) as Record<DType, string>,
);

/** Descrs read besides npyDescr's: what ml_dtypes' np.save writes for float8_e5m2 (a float kind of one byte). */
const npyAliases: Readonly<Record<string, DType>> = Object.freeze({ f1: 'float8_e5m2' });

/** descr (without its byte-order mark) → the dtype it means, for the descrs NumPy itself writes. */
const npyPlain: ReadonlyMap<string, DType> = new Map([
  ...(Object.entries(npyDescr) as [DType, string][])
    .filter(([, descr]) => !descr.includes('V'))
    .map(([dtype, descr]): [string, DType] => [descr.slice(1), dtype]),
  ...(Object.entries(npyAliases) as [string, DType][]),
]);

/** The dtypes a void descr of `bytes` bytes may mean (ml_dtypes' dtypes): the reader needs one named. */
export function npyVoidCandidates(bytes: number): DType[] {
  return (Object.entries(npyDescr) as [DType, string][])
    .filter(([, descr]) => descr.slice(1) === `V${bytes}`)
    .map(([dtype]) => dtype);
}

/** What a .npy descr means: the dtype and whether the file's bytes are swapped, or why not. */
export function npyDType(
  descr: string,
): { dtype: DType; swapped: boolean } | { void: number; swapped: false } | { refused: string } {
  const order = descr[0];
  const body = descr.slice(1);
  if (order !== '<' && order !== '>' && order !== '|' && order !== '=')
    return { refused: 'a descr starts with <, >, | or =' };
  const voidMatch = /^V(\d+)$/.exec(body);
  if (voidMatch) return { void: Number(voidMatch[1]), swapped: false };
  const dtype = npyPlain.get(body);
  if (dtype === undefined) {
    if (body === 'O') return { refused: 'object arrays (pickled Python objects) are never read' };
    if (/^([USa]\d*|[mM]8.*)$/.test(body))
      return { refused: 'strings, bytes and datetimes are no dtype of this library' };
    if (body === 'f16' || body === 'c32') return { refused: 'long double (float128) is no dtype of this library' };
    return { refused: 'no dtype of this library is written so' };
  }
  return { dtype, swapped: order === '>' && dtypeInfo[dtype].bits > 8 };
}

/**
 * safetensors' dtype names (its specification's `Dtype` list) → ours. F8_E4M3 is float8_e4m3fn
 * (as PyTorch and the `safetensors` package map it), not ml_dtypes' float8_e4m3; F8_E8M0 is
 * float8_e8m0fnu. F4 is stored two per byte, element 0 in the low nibble (PyTorch's
 * float4_e2m1fn_x2, and our own packing); the F6 types four in three bytes, element 0 in the
 * lowest bits (a choice: the specification does not say; see docs/io.md).
 */
export const safetensorsNames = Object.freeze({
  // In the specification's order, which its writer sorts tensors by (descending, then by name).
  BOOL: 'bool',
  F4: 'float4_e2m1fn',
  F6_E2M3: 'float6_e2m3fn',
  F6_E3M2: 'float6_e3m2fn',
  U8: 'uint8',
  I8: 'int8',
  F8_E5M2: 'float8_e5m2',
  F8_E4M3: 'float8_e4m3fn',
  F8_E8M0: 'float8_e8m0fnu',
  F8_E4M3FNUZ: 'float8_e4m3fnuz',
  F8_E5M2FNUZ: 'float8_e5m2fnuz',
  I16: 'int16',
  U16: 'uint16',
  F16: 'float16',
  BF16: 'bfloat16',
  I32: 'int32',
  U32: 'uint32',
  F32: 'float32',
  C64: 'complex64',
  F64: 'float64',
  I64: 'int64',
  U64: 'uint64',
} as const satisfies Record<string, DType>);

export type SafetensorsName = keyof typeof safetensorsNames;

/** Ours → safetensors' name (undefined: the format has none for it). */
export const safetensorsNameOf: ReadonlyMap<DType, SafetensorsName> = new Map(
  (Object.entries(safetensorsNames) as [SafetensorsName, DType][]).map(([name, dtype]) => [dtype, name]),
);

/** How a safetensors tensor of `dtype` lies in the file. */
export function safetensorsLayout(dtype: DType): Layout {
  return dtype === 'float6_e2m3fn' || dtype === 'float6_e3m2fn' ? 'six-packed' : 'storage';
}

/**
 * ONNX Runtime's tensor type names (onnxruntime-common's `Tensor.Type`) → ours, with the typed
 * array classes its `data` comes as: float16 as Uint16Array (bit patterns) or Float16Array, int64
 * as BigInt64Array, bool as Uint8Array, int4/uint4 packed two per byte (ONNX's order, element 0
 * in the low nibble) in a Uint8Array (ort.Tensor's class; an Int8Array is read too).
 */
export const onnxTypes = Object.freeze({
  bool: { dtype: 'bool', data: ['Uint8Array'] },
  uint8: { dtype: 'uint8', data: ['Uint8Array', 'Uint8ClampedArray'] },
  int8: { dtype: 'int8', data: ['Int8Array'] },
  uint16: { dtype: 'uint16', data: ['Uint16Array'] },
  int16: { dtype: 'int16', data: ['Int16Array'] },
  uint32: { dtype: 'uint32', data: ['Uint32Array'] },
  int32: { dtype: 'int32', data: ['Int32Array'] },
  uint64: { dtype: 'uint64', data: ['BigUint64Array'] },
  int64: { dtype: 'int64', data: ['BigInt64Array'] },
  float16: { dtype: 'float16', data: ['Uint16Array', 'Float16Array'] },
  float32: { dtype: 'float32', data: ['Float32Array'] },
  float64: { dtype: 'float64', data: ['Float64Array'] },
  int4: { dtype: 'int4', data: ['Int8Array', 'Uint8Array'] },
  uint4: { dtype: 'uint4', data: ['Uint8Array'] },
} as const satisfies Record<string, { dtype: DType; data: readonly string[] }>);

export type OnnxTypeName = keyof typeof onnxTypes;

/**
 * TensorFlow.js dtypes (`tf.DataType` without 'string') → ours: its data come as Float32Array
 * (float32), Int32Array (int32), Uint8Array (bool, 0/1), and complex64 as interleaved float32 pairs.
 */
export const tfjsTypes = Object.freeze({
  float32: { dtype: 'float32', data: ['Float32Array'] },
  int32: { dtype: 'int32', data: ['Int32Array'] },
  bool: { dtype: 'bool', data: ['Uint8Array'] },
  complex64: { dtype: 'complex64', data: ['Float32Array'] },
} as const satisfies Record<string, { dtype: DType; data: readonly string[] }>);

export type TfjsTypeName = keyof typeof tfjsTypes;
