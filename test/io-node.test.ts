// The Node entry (src/node.ts, "dtype-lattice/node"): files by path, by extension, read straight
// into memory; errors name the path. And the main entry never imports node:fs or node:zlib.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { array, FileFormatError, type NDArray, saveNpy, zeros } from '../src/index.js';
import { load, safeOpen, save, savez, savezCompressed } from '../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'dtype-lattice-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixture = (file: string) => new URL(`fixtures/io/${file}`, import.meta.url).pathname;

describe('load and save by extension', () => {
  it('.npy, every way in', () => {
    const x = array([[1, 2, 3]], 'float16');
    save(join(dir, 'x.npy'), x);
    expect((load(join(dir, 'x.npy')) as NDArray).toArray()).toEqual([[1, 2, 3]]);
    expect((load(fixture('complex128.be.f.npy')) as NDArray).shape).toEqual([2, 3]);
    expect((load(fixture('bfloat16.npy'), { dtype: 'bfloat16' }) as NDArray).dtype).toBe('bfloat16');
    x.dispose();
  });
  it('a file written over a longer one is exactly the new file; a refused write leaves the old one', () => {
    const path = join(dir, 'over.npy');
    const long = zeros([1000], 'float64');
    const short = array([1, 2], 'int8');
    save(path, long);
    save(path, short);
    expect(Buffer.from(readFileSync(path)).equals(Buffer.from(saveNpy(short)))).toBe(true);
    expect(() => save(path, 3 as never)).toThrow(/^save: the array must be an NDArray, got 3/);
    expect(readFileSync(path).length).toBe(130);
    long.dispose();
    short.dispose();
  });
  it('.npz, stored and deflated', () => {
    const a = array([1, 2], 'int32');
    savez(join(dir, 'a.npz'), { a });
    savezCompressed(join(dir, 'b.npz'), [a, a]);
    expect(Object.keys(load(join(dir, 'a.npz')))).toEqual(['a']);
    const b = load(join(dir, 'b.npz')) as Record<string, NDArray>;
    expect(b.arr_1!.toArray()).toEqual([1, 2]);
    const numpy = load(fixture('deflated.npz')) as Record<string, NDArray>;
    expect(numpy.c!.shape).toEqual([]);
    a.dispose();
  });
  it('.safetensors, whole, by names, and lazily', () => {
    const w = array([1, 2, 3], 'bfloat16');
    const v = zeros([2, 2], 'float8_e4m3fn');
    save(join(dir, 'm.safetensors'), { w, v }, { metadata: { format: 'pt' } });
    expect(Object.keys(load(join(dir, 'm.safetensors'), { names: ['w'] }))).toEqual(['w']);
    const file = safeOpen(join(dir, 'm.safetensors'));
    expect(file.keys().sort()).toEqual(['v', 'w']);
    expect(file.metadata()).toEqual({ format: 'pt' });
    expect(file.getTensorSync('w').toArray()).toEqual([1, 2, 3]);
    file.close();
    expect(() => file.getTensorSync('w')).toThrow(
      /^SafetensorsFile\.getTensorSync: .*m\.safetensors: reading tensor 'w' .* failed: .* was closed/,
    );
    w.dispose();
    v.dispose();
  });
  it('errors name the function and the path', () => {
    writeFileSync(join(dir, 'short.npy'), readFileSync(fixture('float64.npy')));
    truncateSync(join(dir, 'short.npy'), 140);
    expect(() => load(join(dir, 'short.npy'))).toThrow(FileFormatError);
    expect(() => load(join(dir, 'short.npy'))).toThrow(
      /^load: .*short\.npy: is truncated: shape \[2, 3\] of float64 needs 48 bytes of data, the file has 12/,
    );
    expect(() => load(join(dir, 'x.txt'))).toThrow(
      /^load: ".*x\.txt" ends in "\.txt"; load reads \.npy, \.npz and \.safetensors files/,
    );
    expect(() => save(join(dir, 'x.npy'), zeros([1]), { metadata: {} })).toThrow(
      /^save: a \.npy file takes no options/,
    );
    expect(() => load(join(dir, 'missing.npy'))).toThrow(
      /^load: ENOENT: no such file or directory, open '.*missing\.npy'/,
    );
    expect(() => save(join(dir, 'no-such-folder', 'x.npy'), zeros([1]))).toThrow(/^save: ENOENT: .*x\.npy/);
    expect(() => savez(join(dir, 'no-such-folder', 'x.npz'), [zeros([1])])).toThrow(/^savez: ENOENT: .*x\.npz/);
    expect(() => safeOpen(join(dir, 'missing.safetensors'))).toThrow(/^safeOpen: ENOENT: .*missing\.safetensors/);
  });
});

describe('the main entry stays free of node:fs', () => {
  it('no module under src/ but src/node.ts imports node: builtins', async () => {
    const { readdirSync } = await import('node:fs');
    const root = new URL('../src/', import.meta.url).pathname;
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts') && name !== 'node.ts')
      .filter((name) => /from 'node:|import\('node:/.test(readFileSync(join(root, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
