// Other libraries' tensors in and out (ONNX Runtime's { data, dims, type }, TF.js's dtype, shape,
// dataSync()), every row of their tables; memoryView, the zero-copy way out; the lazy safetensors
// readers over bytes, Blobs and range sources.
import '@tensorflow/tfjs-backend-cpu';
import * as tf from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-common';
import {
  array,
  fromOnnx,
  fromTfjs,
  memoryView,
  safeOpen,
  safeOpenSync,
  saveSafetensors,
  toOnnx,
  toTfjs,
  zeros,
  type DType,
} from '../src/index.js';
import { onnxTypes, tfjsTypes } from '../src/io/dtype-tables.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('ONNX Runtime tensors', () => {
  it('every type of the table, out and back in', () => {
    for (const [type, row] of Object.entries(onnxTypes)) {
      const x = array(row.dtype === 'bool' ? [true, false, true] : [1, 0, 1], row.dtype as DType);
      const tensor = toOnnx(x);
      expect(tensor.type).toBe(type);
      expect(tensor.dims).toEqual([3]);
      expect(row.data as readonly string[]).toContain(Object.prototype.toString.call(tensor.data).slice(8, -1));
      const back = fromOnnx(tensor);
      expect(back.dtype).toBe(row.dtype);
      expect(hex(back.tobytes() as Uint8Array)).toBe(hex(x.tobytes() as Uint8Array));
      x.dispose();
      back.dispose();
    }
  });
  it('float16 as Uint16Array bit patterns, int64 as BigInt64Array, packed int4', () => {
    const half = fromOnnx({ type: 'float16', data: new Uint16Array([0x3c00, 0xc000]), dims: [1, 2] });
    expect(half.toArray()).toEqual([[1, -2]]);
    const long = fromOnnx({ type: 'int64', data: new BigInt64Array([-(2n ** 62n)]), dims: [] });
    expect(long.item()).toBe(-(2n ** 62n));
    const nibbles = fromOnnx({ type: 'int4', data: new Int8Array([0x21, 0x0f]), dims: [3] });
    expect(nibbles.toArray()).toEqual([1, 2, -1]);
    for (const x of [half, long, nibbles]) x.dispose();
  });
  it("through onnxruntime-common's own Tensor, every type: toOnnx's arguments construct one, fromOnnx reads it", () => {
    for (const [type, row] of Object.entries(onnxTypes)) {
      const x = array(row.dtype === 'bool' ? [true, false, true] : [1, 0, 1], row.dtype as DType);
      const { data, dims } = toOnnx(x);
      const tensor = new ort.Tensor(type as never, data as never, dims);
      expect([tensor.type, tensor.dims, tensor.size]).toEqual([type, [3], 3]);
      const back = fromOnnx(tensor as ort.Tensor); // any ort.Tensor type-checks (its type is a union with string tensors)
      expect(back.dtype).toBe(row.dtype);
      expect(hex(back.tobytes() as Uint8Array)).toBe(hex(x.tobytes() as Uint8Array));
      x.dispose();
      back.dispose();
    }
  });
  it('mismatches are errors naming fromOnnx and toOnnx', () => {
    expect(() => fromOnnx({ type: 'float32', data: new Float64Array(2), dims: [2] })).toThrow(
      /^fromOnnx: the float32 tensor's data must be a Float32Array, got/,
    );
    expect(() => fromOnnx({ type: 'float32', data: new Float32Array(2), dims: [3] })).toThrow(
      /^fromOnnx: the float32 tensor of shape \[3\] holds 3 float32 elements \(12 bytes\), but its data has 8 bytes/,
    );
    expect(() => fromOnnx({ type: 'string', data: new Uint8Array(0), dims: [0] })).toThrow(
      /^fromOnnx: the tensor's type 'string' is none/,
    );
    const x = zeros([2], 'bfloat16');
    expect(() => toOnnx(x)).toThrow(/^toOnnx: ONNX Runtime's tensors have no bfloat16/);
    x.dispose();
  });
});

describe('TensorFlow.js tensors', () => {
  it('every dtype of the table, out and back in, through the real library', async () => {
    await tf.setBackend('cpu');
    for (const [dtype, row] of Object.entries(tfjsTypes)) {
      const x = array(dtype === 'bool' ? [true, false] : [1, 2], row.dtype as DType);
      const { values, shape, dtype: name } = toTfjs(x);
      expect(name).toBe(dtype);
      const t =
        dtype === 'complex64'
          ? tf.complex(tf.tensor([1, 2]), tf.tensor([0, 0]))
          : tf.tensor(values as Float32Array, shape, name);
      expect(t.dtype).toBe(dtype);
      const back = fromTfjs(t);
      expect(back.dtype).toBe(row.dtype);
      expect(hex(back.tobytes() as Uint8Array)).toBe(hex(x.tobytes() as Uint8Array));
      t.dispose();
      x.dispose();
      back.dispose();
    }
  });
  it('errors', () => {
    expect(() => fromTfjs({ dtype: 'string', shape: [1], dataSync: () => new Uint8Array(1) })).toThrow(
      /^fromTfjs: the tensor's dtype 'string'/,
    );
    const x = zeros([1], 'float64');
    expect(() => toTfjs(x)).toThrow(/^toTfjs: TensorFlow\.js has no float64/);
    x.dispose();
  });
});

describe('memoryView', () => {
  it('sees and changes the array, until the next allocation', () => {
    const x = array([1, 2, 3], 'float32');
    const view = memoryView(x) as Float32Array;
    expect([...view]).toEqual([1, 2, 3]);
    view[0] = 10;
    expect(x.toArray()).toEqual([10, 2, 3]);
    const c = memoryView(array([1, 2], 'complex64'));
    expect(c.constructor.name).toBe('Float32Array');
    expect((c as Float32Array).length).toBe(4);
    x.dispose();
  });
  it('refuses strided views and packed dtypes', () => {
    const x = zeros([2, 3], 'float32');
    expect(() => memoryView(x.T)).toThrow(/^memoryView: this float32 view is strided/);
    const packed = zeros([4], 'int4');
    expect(() => memoryView(packed)).toThrow(/^memoryView: int4 is packed/);
    x.dispose();
    packed.dispose();
  });
});

describe('lazy safetensors', () => {
  const bytes = (() => {
    const a = array([1, 2, 3], 'float32');
    const b = array([[1, 2]], 'bfloat16');
    const out = saveSafetensors({ a, b }, { metadata: { who: 'test' } });
    a.dispose();
    b.dispose();
    return out;
  })();
  it('over a Blob reads the header, then one tensor’s range', async () => {
    const reads: [number, number][] = [];
    const blob = new Blob([bytes]);
    const file = await safeOpen({
      size: blob.size,
      read: async (offset, length) => {
        reads.push([offset, length]);
        return new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());
      },
    });
    expect(file.keys()).toEqual(['a', 'b']);
    expect(file.metadata()).toEqual({ who: 'test' });
    const b = await file.getTensor('b');
    expect(b.toArray()).toEqual([[1, 2]]);
    expect(reads.at(-1)).toEqual([file.info('b').dataOffsets[0] + bytes.length - 12 - 4, 4]);
    b.dispose();
    const whole = await safeOpen(blob);
    const a = await whole.getTensor('a');
    expect(a.toArray()).toEqual([1, 2, 3]);
    a.dispose();
    await expect(whole.getTensor('c')).rejects.toThrow(
      /^SafetensorsFile\.getTensor: the safetensors file has no tensor 'c'/,
    );
    expect(() => whole.getTensorSync('a')).toThrow(/asynchronous source; use getTensor/);
  });
  it('safeOpenSync over bytes', () => {
    const file = safeOpenSync(bytes);
    const a = file.getTensorSync('a');
    expect(a.toArray()).toEqual([1, 2, 3]);
    a.dispose();
  });
  it('a short read is a truncation error', async () => {
    const file = await safeOpen({
      size: bytes.length,
      read: (offset, length) => bytes.subarray(offset, offset + Math.min(length, 10)),
    }).catch((error: Error) => error);
    expect(String(file)).toMatch(/safeOpen: the safetensors file: is truncated/);
  });
});
