// .npy read and written against NumPy's and ml_dtypes' own files (test/fixtures/io/, written by
// scripts/io_fixtures.py): every dtype, both byte orders, C and Fortran order, 0-d and zero-size,
// format versions 1.0 to 3.0; what saveNpy writes is byte for byte what np.save wrote.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  array,
  FileFormatError,
  frombuffer,
  loadNpy,
  loadSafetensors,
  saveNpy,
  saveSafetensors,
  type DType,
  type NDArray,
} from '../src/index.js';
import { npyDescr, npyVoidCandidates } from '../src/io/dtype-tables.js';

const dir = new URL('fixtures/io/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

interface Entry {
  file: string;
  dtype: DType;
  shape: number[];
  hex?: string;
  codes?: number[];
  saved?: boolean;
}

const voidDType = (dtype: DType) => (/^(bfloat16|float[468]_|u?int[24]$)/.test(dtype) ? dtype : undefined);

/** The storage a fixture entry expects, checked against x (C order). */
function expectStorage(x: NDArray, entry: Entry): void {
  expect(x.dtype).toBe(entry.dtype);
  expect(x.shape).toEqual(entry.shape);
  if (entry.codes !== undefined) expect([...(x.toTypedArray() as Uint8Array)]).toEqual(entry.codes);
  else expect(hex(x.tobytes() as Uint8Array)).toBe(entry.hex);
}

describe('loadNpy reads what NumPy and ml_dtypes write', () => {
  const entries = manifest.npy as Entry[];
  it('has fixtures for every dtype', () => {
    const covered = new Set(entries.map((entry) => entry.dtype));
    expect(covered.size).toBe(30);
  });
  for (const entry of entries) {
    it(entry.file, () => {
      const x = loadNpy(read(entry.file), { dtype: voidDType(entry.dtype) }) as NDArray;
      expectStorage(x, entry);
      if (entry.file.includes('.f.')) expect(x.contiguous).toBe(false); // Fortran data: a transposed view
      x.dispose();
    });
  }
});

describe('the descrs', () => {
  it('no two dtypes share a descr NumPy reads as its own (a dtype NumPy lacks is raw bytes, <V…)', () => {
    const plain = Object.values(npyDescr).filter((descr) => !descr.includes('V'));
    expect(new Set(plain.map((descr) => descr.slice(1))).size).toBe(plain.length);
    expect(npyDescr.bfloat16).toBe('<V2');
    expect(npyDescr.float16).toBe('<f2');
  });
});

describe('saveNpy writes what np.save writes', () => {
  for (const entry of (manifest.npy as Entry[]).filter((each) => each.saved)) {
    it(entry.file, () => {
      const x =
        entry.codes !== undefined
          ? array(Uint8Array.from(entry.codes), entry.dtype).reshape(entry.shape)
          : frombuffer(Buffer.from(entry.hex!, 'hex'), entry.dtype).reshape(entry.shape);
      // np.save writes float8_e5m2 as '<f1', which np.load refuses; saveNpy writes '<V1' (same length) instead.
      const numpy = hex(read(entry.file)).replace(
        hex(new TextEncoder().encode("'<f1'")),
        hex(new TextEncoder().encode("'<V1'")),
      );
      expect(hex(saveNpy(x as NDArray))).toBe(numpy);
      // and back
      const back = loadNpy(saveNpy(x as NDArray), { dtype: voidDType(entry.dtype) }) as NDArray;
      expectStorage(back, entry);
      x.dispose();
      back.dispose();
    });
  }

  it('a strided view is written in C order', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int32',
    );
    const t = x.T;
    expect(loadNpy(saveNpy(t)).toArray()).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    x.dispose();
  });
});

describe('loadNpy refuses what it must', () => {
  const refuse = (bytes: Uint8Array, message: RegExp, options?: object) => {
    expect(() => loadNpy(bytes, options as never)).toThrow(message);
    try {
      loadNpy(bytes, options as never);
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message.startsWith('loadNpy: ')).toBe(true);
    }
  };
  it('pickled object arrays, structured dtypes and strings', () => {
    refuse(read('object.npy'), /object arrays \(pickled Python objects\) are never read/);
    refuse(read('structured.npy'), /structured dtype/);
    refuse(read('unicode.npy'), /strings, bytes and datetimes/);
  });
  it('the ambiguous raw descrs without a dtype, and a dtype they cannot hold', () => {
    // The 2-byte raw dtypes, as the registry has them (bfloat16 today).
    const twoByte = npyVoidCandidates(2).join(', ');
    expect(twoByte.split(', ')).toContain('bfloat16');
    refuse(
      read('bfloat16.npy'),
      new RegExp(`'<V2', raw 2-byte items as ml_dtypes writes ${twoByte}: pass \\{ dtype \\}`),
    );
    refuse(read('int4.npy'), /'<V1', raw 1-byte items .*float8_e4m3fn.*pass \{ dtype \}/);
    refuse(read('bfloat16.npy'), new RegExp(`cannot hold float32 \\(4-byte items\\); ml_dtypes writes ${twoByte} so`), {
      dtype: 'float32',
    });
    // raw items as any dtype of their width, as NumPy's .view(dtype)
    expect(loadNpy(read('bfloat16.npy'), { dtype: 'uint16' }).toArray()).toEqual([
      [0, 0x3f80, 0xbfc0],
      [0x3f00, 0xbf00, 0x4040],
    ]);
    refuse(read('float32.npy'), /holds float32 .* not the dtype int32/, { dtype: 'int32' });
  });
  it('a code out of a narrow dtype’s range', () => {
    const bytes = read('int4.npy').slice();
    bytes[bytes.length - 1] = 0x1f;
    refuse(bytes, /byte 5 of the data is 0x1f, not a int4 code/, { dtype: 'int4' });
  });
  it('truncated, trailing and inconsistent files name what is wrong', () => {
    const good = read('float32.npy');
    refuse(good.subarray(0, 5), /is truncated: 5 bytes/);
    refuse(
      good.subarray(0, good.length - 1),
      /is truncated: shape \[2, 3\] of float32 needs 24 bytes of data, the file has 23/,
    );
    refuse(new Uint8Array([...good, 0]), /has 1 bytes after the data/);
    refuse(new Uint8Array(20), /is not a \.npy file/);
    const version = good.slice();
    version[6] = 4;
    refuse(version, /format version 4\.0/);
    expect(() => loadNpy(good, { name: 'weights.npy', dtype: 'int8' })).toThrow(
      /^loadNpy: weights\.npy: holds float32/,
    );
    expect(() => loadNpy(good, { nme: 'x' } as never)).toThrow(/loadNpy: unknown option 'nme'/);
    expect(() => loadNpy('abc' as never)).toThrow(/loadNpy: expected bytes/);
  });
  it('a header claiming 8 GB of data in a small file allocates nothing', () => {
    const header = "{'descr': '<f8', 'fortran_order': False, 'shape': (1073741824,), }";
    const bytes = npyOf(header);
    refuse(bytes, /needs 8589934592 bytes of data, the file has 0/);
    expect(() => loadNpy(bytes)).toThrow(FileFormatError);
  });
  it('headers outside the grammar', () => {
    refuse(npyOf("{'descr': '<f4', 'fortran_order': False}"), /keys descr, fortran_order; NumPy writes exactly/);
    refuse(npyOf("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }"), /non-negative integer/);
    refuse(npyOf("{'descr': '<f4', 'fortran_order': 0, 'shape': (), }"), /none of a string, True, False or a tuple/);
    refuse(npyOf("__import__('os')"), /not a Python dict literal/);
    refuse(npyOf("{'descr': '<f4', 'fortran_order': False, 'shape': (2**60, 2**60), }"), /without its commas/);
    refuse(
      npyOf("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }"),
      /more elements than 2\^53/,
    );
    const long = npyOf(`{'descr': '<f4', 'fortran_order': False, 'shape': (), }${' '.repeat(20_000)}`, 2);
    refuse(long, /header of \d+ bytes, over NumPy's limit of 10000/);
  });
  it('the library works after every refusal', () => {
    expect(array([1, 2], 'float32').toArray()).toEqual([1, 2]);
  });
});

/** A .npy file with `header` as its header text (version `major`) and no data. */
function npyOf(header: string, major = 1): Uint8Array {
  const text = new TextEncoder().encode(`${header}\n`);
  const prefix = major === 1 ? 10 : 12;
  const bytes = new Uint8Array(prefix + text.length);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, major, 0]);
  const view = new DataView(bytes.buffer);
  if (major === 1) view.setUint16(8, text.length, true);
  else view.setUint32(8, text.length, true);
  bytes.set(text, prefix);
  return bytes;
}

describe('a Blob or a fetch Response (browsers): read whole, the result a Promise', () => {
  it('loadNpy and loadSafetensors of a Blob and of a Response', async () => {
    const x = array([[1, 2, 3]], 'bfloat16');
    const npy = saveNpy(x);
    const fromBlob: NDArray = await loadNpy(new Blob([npy]), { dtype: 'bfloat16' });
    const fromResponse: NDArray = await loadNpy(new Response(npy), { dtype: 'bfloat16' });
    expect([fromBlob.toArray(), fromResponse.toArray()]).toEqual([x.toArray(), x.toArray()]);
    const weights = saveSafetensors({ w: x, b: array([0.5], 'float16') });
    const all: Record<string, NDArray> = await loadSafetensors(new Blob([weights]));
    const some = await loadSafetensors(new Response(weights), { names: ['b'] });
    expect([Object.keys(all), all.w!.dtype, Object.keys(some), some.b!.toArray()]).toEqual([
      ['w', 'b'],
      'bfloat16',
      ['b'],
      [0.5],
    ]);
    for (const each of [x, fromBlob, fromResponse, ...Object.values(all), ...Object.values(some)]) each.dispose();
  });
  it('wrong options throw at once; a broken file rejects', async () => {
    expect(() => loadNpy(new Blob([new Uint8Array(4)]), { dtyp: 'int8' } as never)).toThrow(TypeError);
    await expect(loadNpy(new Blob([new Uint8Array(4)]))).rejects.toThrow(FileFormatError);
    await expect(loadSafetensors(new Response(new Uint8Array(3)))).rejects.toThrow(/^loadSafetensors: .*is truncated/);
  });
});
