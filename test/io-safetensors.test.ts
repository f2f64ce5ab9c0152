// safetensors read and written against the `safetensors` package's own files (test/fixtures/io/,
// written by scripts/io_fixtures.py): every dtype the format and this library share, 0-d and
// zero-size tensors, non-ASCII names, __metadata__; what saveSafetensors writes is byte for byte
// what the package wrote. Then hostile headers, each a FileFormatError naming the tensor.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  array,
  FileFormatError,
  frombuffer,
  loadNpy,
  loadSafetensors,
  memoryStats,
  saveSafetensors,
  safetensorsHeader,
  zeros,
  type DType,
  type NDArray,
} from '../src/index.js';
import { safetensorsNames } from '../src/io/dtype-tables.js';
import { dtypeRows } from '../src/registry/registry.js';

const dir = new URL('fixtures/io/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

interface Expected {
  dtype: DType;
  shape: number[];
  hex?: string;
  codes?: number[];
}

function expectStorage(x: NDArray, want: Expected): void {
  expect(x.dtype).toBe(want.dtype);
  expect(x.shape).toEqual(want.shape);
  if (want.codes !== undefined) expect([...(x.toTypedArray() as Uint8Array)]).toEqual(want.codes);
  else expect(hex(x.tobytes() as Uint8Array)).toBe(want.hex);
}

function made(want: Expected): NDArray {
  const flat =
    want.codes !== undefined
      ? array(Uint8Array.from(want.codes), want.dtype)
      : frombuffer(Buffer.from(want.hex!, 'hex'), want.dtype);
  return flat.reshape(want.shape) as NDArray;
}

describe('the dtype table', () => {
  it('names only dtypes of the registry, each once', () => {
    const names = new Set(dtypeRows.map((row) => row.name as string));
    const ours = Object.values(safetensorsNames);
    for (const dtype of ours) expect(names.has(dtype), dtype).toBe(true);
    expect(new Set(ours).size).toBe(ours.length);
    expect(safetensorsNames.F8_E4M3).toBe('float8_e4m3fn'); // as PyTorch maps it, not ml_dtypes' float8_e4m3
  });
  it('every row round-trips through a file', () => {
    for (const [format, dtype] of Object.entries(safetensorsNames)) {
      const x = zeros([2, 4], dtype);
      const bytes = saveSafetensors({ x });
      expect(safetensorsHeader(bytes).tensors.get('x')!.format).toBe(format);
      const back = loadSafetensors(bytes).x!;
      expect(back.dtype).toBe(dtype);
      expect(hex(back.tobytes() as Uint8Array)).toBe(hex(x.tobytes() as Uint8Array));
      x.dispose();
      back.dispose();
    }
  });
  it('a dtype the format lacks is an error that says to convert', () => {
    const x = zeros([2], 'complex128');
    expect(() => saveSafetensors(x as never)).toThrow(
      /^saveSafetensors: expected an object from tensor names to arrays, got an NDArray .*: name it, as \{ x \}/,
    );
    expect(() => saveSafetensors({ x })).toThrow(
      /saveSafetensors: tensor 'x' is complex128, which safetensors has no dtype for .*astype/,
    );
    x.dispose();
  });
});

describe('the package’s files', () => {
  for (const file of manifest.safetensors_files as {
    file: string;
    tensors: Record<string, Expected>;
    metadata?: object;
    saved?: boolean;
  }[]) {
    it(`loadSafetensors reads ${file.file}`, () => {
      const tensors = loadSafetensors(read(file.file));
      expect(Object.keys(tensors).sort()).toEqual(Object.keys(file.tensors).sort());
      for (const [name, want] of Object.entries(file.tensors)) expectStorage(tensors[name]!, want);
      for (const x of Object.values(tensors)) x.dispose();
      if (file.metadata) expect({ ...safetensorsHeader(read(file.file)).metadata }).toEqual(file.metadata);
    });
    it(`saveSafetensors writes ${file.file} byte for byte`, () => {
      const arrays = Object.fromEntries(Object.entries(file.tensors).map(([name, want]) => [name, made(want)]));
      const written = saveSafetensors(
        arrays,
        file.metadata ? { metadata: file.metadata as Record<string, string> } : undefined,
      );
      expect(hex(written)).toBe(hex(read(file.file)));
      for (const x of Object.values(arrays)) x.dispose();
    });
  }
  it('reads one tensor without the others', () => {
    const { 'float32.x': x, ...rest } = loadSafetensors(read('all.safetensors'), { names: ['float32.x'] });
    expect(Object.keys(rest)).toEqual([]);
    expect(x!.toArray()).toEqual([
      [0, 1, -1.5],
      [0.5, -0.5, 3],
    ]);
    x!.dispose();
    expect(() => loadSafetensors(read('all.safetensors'), { names: ['nope'] })).toThrow(
      /loadSafetensors: the safetensors data has no tensor 'nope'; it has /,
    );
  });
});

/** A safetensors file of `header` (a JSON value or text) and `data` bytes. */
function fileOf(header: unknown, data = 0, claimed?: number): Uint8Array {
  const text = new TextEncoder().encode(typeof header === 'string' ? header : JSON.stringify(header));
  const bytes = new Uint8Array(8 + text.length + data);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(claimed ?? text.length), true);
  bytes.set(text, 8);
  return bytes;
}

describe('hostile and broken files', () => {
  const refuse = (bytes: Uint8Array, message: RegExp) => {
    let caught: unknown;
    try {
      loadSafetensors(bytes, { name: 'model.safetensors' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FileFormatError);
    expect((caught as Error).message).toMatch(/^loadSafetensors: model\.safetensors: /);
    expect((caught as Error).message).toMatch(message);
  };
  const t = (dtype: string, shape: unknown, offsets: unknown) => ({ dtype, shape, data_offsets: offsets });
  it('sizes and offsets', () => {
    refuse(new Uint8Array(5), /is truncated: 5 bytes, fewer than the 8/);
    refuse(fileOf({}, 0, 1e9), /claims a header of 1000000000 bytes, over the format's limit of 100000000/);
    refuse(fileOf({}, 0, 2 ** 40), /over the format's limit/);
    refuse(fileOf({}, 0, 100), /the header claims 100 bytes, the file has 2/);
    refuse(
      fileOf({ w: t('F64', [1073741824], [0, 8589934592]) }, 100),
      /the tensors need 8589934592 bytes of data, the file has 100/,
    );
    refuse(
      fileOf({ w: t('F32', [2], [0, 8]), v: t('F32', [2], [4, 12]) }, 12),
      /tensor 'v': data_offsets \[4, 12\] overlap/,
    );
    refuse(
      fileOf({ w: t('F32', [2], [0, 8]), v: t('F32', [2], [12, 20]) }, 20),
      /tensor 'v'.* leave a hole of 4 bytes/,
    );
    refuse(fileOf({ w: t('F32', [2], [0, 8]) }, 9), /has 1 bytes after the last tensor's data/);
    refuse(
      fileOf({ w: t('F32', [3], [0, 8]) }, 8),
      /tensor 'w': shape \[3\] of F32 takes 12 bytes, but data_offsets \[0, 8\] hold 8/,
    );
    refuse(fileOf({ w: t('F32', [2], [-8, 0]) }, 8), /each must be a non-negative integer/);
    refuse(fileOf({ w: t('F32', [2], [8, 0]) }, 8), /end before they begin/);
    refuse(fileOf({ w: t('F32', [2], [0]) }, 8), /not \[begin, end\]/);
    refuse(fileOf({ w: t('F32', [2 ** 40, 2 ** 40], [0, 8]) }, 8), /more elements than 2\^53/);
    refuse(fileOf({ w: t('F32', [-1], [0, 8]) }, 8), /axis 0 of the shape is -1/);
    refuse(fileOf({ w: t('F4', [3], [0, 2]) }, 2), /12 bits, not a whole number of bytes/);
  });
  it('headers', () => {
    refuse(fileOf('{"w": '), /not valid JSON/);
    refuse(fileOf('[1, 2]'), /does not start with "\{"/);
    refuse(fileOf('{"w": 3}'), /tensor 'w' is 3, not an object/);
    refuse(
      fileOf({ w: t('F9', [1], [0, 1]) }, 1),
      /tensor 'w' has dtype 'F9', which is none of the format's: BOOL, F4/,
    );
    refuse(fileOf({ __metadata__: { a: 1 } }), /__metadata__ entry 'a' = 1, not a string/);
    const invalid = fileOf('{"w"}');
    invalid[9] = 0xff;
    refuse(invalid, /not valid UTF-8/);
  });
  it('non-ASCII and odd names are names', () => {
    const x = array([1, 2], 'int8');
    const named = Object.fromEntries([
      ['ñ€😀', x],
      ['__proto__', x],
      ['', x],
    ]);
    const bytes = saveSafetensors(named);
    const back = loadSafetensors(bytes);
    expect(Object.keys(back).sort()).toEqual(['', '__proto__', 'ñ€😀']);
    expect(Object.getPrototypeOf(back)).toBe(null);
    for (const each of Object.values(back)) each.dispose();
    x.dispose();
  });
  it('a claimed 8 GB tensor in a 100-byte file allocates nothing (wasm memory stays as it was)', () => {
    const before = memoryStats({ resetPeak: true });
    const claims = fileOf({ w: { dtype: 'F64', shape: [1073741824], data_offsets: [0, 8589934592] } }, 100);
    expect(() => loadSafetensors(claims)).toThrow(/the tensors need 8589934592 bytes of data, the file has 100/);
    const npy = new TextEncoder().encode("{'descr': '<f8', 'fortran_order': False, 'shape': (1073741824,), }\n");
    const file = new Uint8Array(10 + npy.length + 100);
    file.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, npy.length, 0]);
    file.set(npy, 10);
    expect(() => loadNpy(file)).toThrow(/needs 8589934592 bytes of data, the file has 100/);
    const after = memoryStats();
    expect(after.peakBytes).toBe(before.bytesHeld);
    expect(after.wasmMemoryBytes).toBe(before.wasmMemoryBytes);
  });
  it('the library works afterwards', () => {
    expect(array([1, 2], 'float32').toArray()).toEqual([1, 2]);
  });
});
