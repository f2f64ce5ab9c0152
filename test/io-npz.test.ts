// .npz read and written: NumPy's np.savez (stored) and np.savez_compressed (deflated) archives
// (test/fixtures/io/), inflated by DecompressionStream or an inflater passed in; broken archives.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { array, FileFormatError, loadNpz, saveNpy, savez, savezCompressed, zeros, type DType } from '../src/index.js';
import { crc32 } from '../src/io/zip.js';

const dir = new URL('fixtures/io/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

interface Expected {
  dtype: DType;
  shape: number[];
  hex?: string;
}

describe('loadNpz reads what NumPy writes', () => {
  for (const { file, arrays } of manifest.npz as { file: string; arrays: Record<string, Expected> }[]) {
    it(file, async () => {
      const loaded = await loadNpz(read(file));
      expect(Object.keys(loaded)).toEqual(Object.keys(arrays));
      for (const [name, want] of Object.entries(arrays)) {
        const x = loaded[name]!;
        expect([x.dtype, x.shape]).toEqual([want.dtype, want.shape]);
        expect(hex(x.tobytes() as Uint8Array)).toBe(want.hex);
        x.dispose();
      }
    });
  }
  it('from a Blob and a Response', async () => {
    for (const source of [new Blob([read('deflated.npz')]), new Response(read('deflated.npz'))]) {
      const loaded = await loadNpz(source);
      expect(Object.keys(loaded)).toEqual(['a', 'b', 'c']);
      for (const x of Object.values(loaded)) x.dispose();
    }
  });
  it('with an inflater passed in (node:zlib)', async () => {
    const loaded = await loadNpz(read('deflated.npz'), {
      inflate: (data, size) => inflateRawSync(data, { maxOutputLength: size }),
    });
    expect(loaded.b!.toArray()).toEqual([0n, 1n, -1n, 2n]);
    for (const x of Object.values(loaded)) x.dispose();
  });
});

describe('savez and savezCompressed', () => {
  it('round-trip named and positional arrays, every dtype', async () => {
    const x = array([1, 2, 3], 'bfloat16');
    const y = zeros([2, 0], 'complex128');
    const z = array(Uint8Array.from([1, 15, 0]), 'int4');
    for (const bytes of [savez({ x, y, z }), await savezCompressed({ x, y, z })]) {
      const back = await loadNpz(bytes, { dtypes: { x: 'bfloat16', z: 'int4' } });
      expect(back.x!.toArray()).toEqual([1, 2, 3]);
      expect(back.y!.shape).toEqual([2, 0]);
      expect(back.z!.toArray()).toEqual([1, -1, 0]);
      for (const each of Object.values(back)) each.dispose();
    }
    const listed = await loadNpz(savez([y, y]));
    expect(Object.keys(listed)).toEqual(['arr_0', 'arr_1']);
    for (const each of Object.values(listed)) each.dispose();
    for (const each of [x, y, z]) each.dispose();
  });
  it('errors name the function and the array', async () => {
    expect(() => savez({ a: 3 as never })).toThrow(/^savez: array 'a' must be an NDArray, got 3/);
    // wrong arguments throw at once; a broken archive rejects
    expect(() => savezCompressed({ a: zeros([1]) }, { level: 9 } as never)).toThrow(
      /savezCompressed: unknown option 'level'/,
    );
    expect(() => loadNpz('npz' as never)).toThrow(/^loadNpz: expected bytes/);
    await expect(loadNpz(new Uint8Array(30))).rejects.toThrow(/^loadNpz: the \.npz data: is not a zip archive/);
  });
});

/** A zip64 archive of one stored member: sizes and offsets in zip64 fields, a zip64 end record and locator. */
function zip64Of(name: string, data: Uint8Array): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const local = 30 + nameBytes.length;
  const central = 46 + nameBytes.length + 4 + 24;
  const total = local + data.length + central + 56 + 20 + 22;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 45, true);
  view.setUint32(14, crc32(data), true);
  view.setUint32(18, data.length, true);
  view.setUint32(22, data.length, true);
  view.setUint16(26, nameBytes.length, true);
  out.set(nameBytes, 30);
  out.set(data, local);
  let at = local + data.length;
  const directory = at;
  view.setUint32(at, 0x02014b50, true);
  view.setUint16(at + 4, 45, true);
  view.setUint16(at + 6, 45, true);
  view.setUint32(at + 16, crc32(data), true);
  view.setUint32(at + 20, 0xffffffff, true);
  view.setUint32(at + 24, 0xffffffff, true);
  view.setUint16(at + 28, nameBytes.length, true);
  view.setUint16(at + 30, 28, true);
  view.setUint32(at + 42, 0xffffffff, true);
  out.set(nameBytes, at + 46);
  const extra = at + 46 + nameBytes.length;
  view.setUint16(extra, 0x0001, true);
  view.setUint16(extra + 2, 24, true);
  view.setBigUint64(extra + 4, BigInt(data.length), true); // uncompressed
  view.setBigUint64(extra + 12, BigInt(data.length), true); // compressed
  view.setBigUint64(extra + 20, 0n, true); // the local header's offset
  at = extra + 28;
  const record = at;
  view.setUint32(at, 0x06064b50, true);
  view.setBigUint64(at + 4, 44n, true);
  view.setBigUint64(at + 24, 1n, true);
  view.setBigUint64(at + 32, 1n, true);
  view.setBigUint64(at + 40, BigInt(record - directory), true);
  view.setBigUint64(at + 48, BigInt(directory), true);
  at += 56;
  view.setUint32(at, 0x07064b50, true);
  view.setBigUint64(at + 8, BigInt(record), true);
  view.setUint32(at + 16, 1, true);
  at += 20;
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, 0xffff, true);
  view.setUint16(at + 10, 0xffff, true);
  view.setUint32(at + 12, 0xffffffff, true);
  view.setUint32(at + 16, 0xffffffff, true);
  return out;
}

describe('zip64', () => {
  it('reads sizes, offsets and counts from zip64 fields and records', async () => {
    const x = array([1, 2, 3], 'uint16');
    const loaded = await loadNpz(zip64Of('x.npy', saveNpy(x)));
    expect(loaded.x!.toArray()).toEqual([1, 2, 3]);
    loaded.x!.dispose();
    x.dispose();
  });
});

describe('broken archives', () => {
  const refuse = async (bytes: Uint8Array, message: RegExp) => {
    const error = await loadNpz(bytes, { name: 'w.npz' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FileFormatError);
    expect((error as Error).message).toMatch(/^loadNpz: w\.npz: /);
    expect((error as Error).message).toMatch(message);
  };
  it('truncated, corrupt, bombs', async () => {
    const stored = read('stored.npz');
    await refuse(stored.subarray(0, 10), /truncated/);
    await refuse(stored.subarray(0, stored.length - 30), /no end-of-central-directory record/);
    const corrupt = stored.slice();
    corrupt[120] ^= 0xff; // inside the first member's data
    await refuse(corrupt, /CRC-32|has a header|not a \.npy|truncated|descr/);
    // a deflated member claiming less than it inflates to
    const x = zeros([1000], 'float64');
    const bytes = await savezCompressed({ x });
    x.dispose();
    const view = new DataView(bytes.buffer);
    const directory = view.getUint32(bytes.length - 6, true);
    view.setUint32(directory + 24, 100, true); // the central directory's uncompressed size
    await refuse(bytes, /inflates to more than the 100 bytes/);
  });
  it('a member that is not a .npy file, and encrypted members', async () => {
    const data = new TextEncoder().encode('hello');
    const { zipArchive } = await import('../src/io/zip.js');
    await refuse(
      zipArchive([{ name: 'notes.txt', data, method: 0, crc: crc32(data), size: 5 }]),
      /member 'notes\.txt', which is not a \.npy file/,
    );
    const archive = zipArchive([{ name: 'a.npy', data, method: 0, crc: crc32(data), size: 5 }]);
    archive[archive.length - 22 - 46 - 5 + 8] = 1; // the central entry's flags: encrypted
    await refuse(archive, /is encrypted/);
  });
});
