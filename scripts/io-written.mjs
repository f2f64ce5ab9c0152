#!/usr/bin/env node
// The other direction of test/io-*.test.ts: what this library writes, read back by the real
// readers. Writes every fixture's array (test/fixtures/io/manifest.json) as .npy (saveNpy), all of
// them as one .npz (savez) and one deflated .npz (savezCompressed), and the safetensors fixtures'
// tensors (saveSafetensors), then runs `python3 scripts/io_fixtures.py --check DIR`, which reads
// them with NumPy, ml_dtypes and the safetensors package and compares each element's storage.
//   npm run build && node scripts/io-written.mjs [DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { array, frombuffer, saveNpy, saveSafetensors, savez, savezCompressed } from '../dist/src/index.js';

const keep = process.argv[2];
const dir = keep ?? mkdtempSync(join(tmpdir(), 'dtype-lattice-written-'));
mkdirSync(dir, { recursive: true });
const manifest = JSON.parse(readFileSync(new URL('../test/fixtures/io/manifest.json', import.meta.url), 'utf8'));

const made = (want) =>
  (want.codes !== undefined
    ? array(Uint8Array.from(want.codes), want.dtype)
    : frombuffer(Buffer.from(want.hex, 'hex'), want.dtype)
  ).reshape(want.shape);

const written = [];
const npz = {};
for (const entry of manifest.npy.filter((each) => each.saved)) {
  const file = `w.${entry.file}`;
  writeFileSync(join(dir, file), saveNpy(made(entry)));
  written.push({ file, dtype: entry.dtype, arrays: { '': entry } });
  // NumPy's npz reader knows no ml_dtypes dtypes (their raw descrs read as void): NumPy's own only.
  if (!/^(bfloat16|float[468]_|u?int[24]$)/.test(entry.dtype))
    npz[entry.file.replace(/\.npy$/, '').replaceAll('.', '_')] = entry;
}
const arrays = Object.fromEntries(Object.entries(npz).map(([name, entry]) => [name, made(entry)]));
writeFileSync(join(dir, 'w.stored.npz'), savez(arrays));
writeFileSync(join(dir, 'w.deflated.npz'), await savezCompressed(arrays));
written.push({ file: 'w.stored.npz', arrays: npz }, { file: 'w.deflated.npz', arrays: npz });
for (const file of manifest.safetensors_files) {
  const tensors = Object.fromEntries(Object.entries(file.tensors).map(([name, want]) => [name, made(want)]));
  // safetensors.numpy reads no F4/F6 (NumPy has no such dtypes): those files are checked by bytes in the tests.
  if (Object.values(file.tensors).some((want) => /^float[46]_/.test(want.dtype))) continue;
  writeFileSync(
    join(dir, `w.${file.file}`),
    saveSafetensors(tensors, file.metadata ? { metadata: file.metadata } : undefined),
  );
  // safetensors.numpy's load_file knows NumPy's dtypes only: the others are compared as raw bytes there.
  written.push({ file: `w.${file.file}`, arrays: file.tensors });
}
writeFileSync(join(dir, 'written.json'), JSON.stringify(written, null, 1));
const check = spawnSync('python3', [new URL('io_fixtures.py', import.meta.url).pathname, '--check', dir], {
  stdio: 'inherit',
});
if (!keep) rmSync(dir, { recursive: true, force: true });
process.exit(check.status ?? 1);
