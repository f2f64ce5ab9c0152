// Files in and out (issue #45's speed targets), through the Node entry, from the page cache:
// a 256 MB float32 .npy and safetensors file read into an array (target ≥ 1.5 GB/s) and written
// (≥ 1 GB/s), and one 4 MB tensor out of a 1 GB safetensors file with safeOpen (≤ 10 ms). The files
// are made in os.tmpdir() and deleted after. The baseline, measured in the same run: plain node:fs moving
// the same bytes (a write of one Buffer to a new file, a read into a preallocated one), the most any
// reader or writer of the file can do; `÷ plain fs` is its time over ours. Needs a build (npm run build).
//   node bench/io.mjs [--quick]   (--quick: 64 MB and a 256 MB file)
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as library from '../dist/src/index.js';
import { load, safeOpen, save } from '../dist/src/node.js';

const quick = process.argv.includes('--quick');
const MB = 2 ** 20;
const bytes = (quick ? 64 : 256) * MB;
const bigFile = (quick ? 256 : 1024) * MB;
const dir = mkdtempSync(join(tmpdir(), 'dtype-lattice-bench-io-'));

/** The best of `runs` timings of `body` (ms), after one warm-up run; `before` runs untimed before each. */
function best(runs, body, before = () => {}) {
  before();
  body();
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    before();
    const started = performance.now();
    body();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const rate = (ms, size) => `${(size / 1e9 / (ms / 1000)).toFixed(2)} GB/s`;
const rows = [];
try {
  // The baseline: node:fs alone, the same number of bytes.
  const plainPath = join(dir, 'plain.bin');
  const plainBytes = Buffer.alloc(bytes, 7);
  const plainWrite = best(
    3,
    () => writeFileSync(plainPath, plainBytes),
    () => rmSync(plainPath, { force: true }),
  );
  const plainRead = best(3, () => {
    const fd = openSync(plainPath, 'r');
    const into = Buffer.allocUnsafe(bytes);
    for (let done = 0; done < bytes; ) done += readSync(fd, into, done, bytes - done, done);
    closeSync(fd);
  });
  rmSync(plainPath);
  rows.push([`${bytes / MB} MB, plain node:fs: write a new file`, plainWrite, rate(plainWrite, bytes), '', 1]);
  rows.push([`${bytes / MB} MB, plain node:fs: read into a new buffer`, plainRead, rate(plainRead, bytes), '', 1]);
  const x = library.arange(bytes / 4, undefined, undefined, 'float32');
  for (const extension of ['npy', 'safetensors']) {
    const path = join(dir, `x.${extension}`);
    const data = extension === 'npy' ? x : { x };
    // A new file, and one written over an existing file (the OS frees its old pages on truncation).
    const write = best(
      3,
      () => save(path, data),
      () => rmSync(path, { force: true }),
    );
    const replace = best(3, () => save(path, data));
    const read = best(3, () => {
      const got = load(path);
      (got.dispose ? got : got.x).dispose();
    });
    rows.push([
      `${bytes / MB} MB float32 .${extension}: write a new file`,
      write,
      rate(write, bytes),
      '≥ 1 GB/s',
      plainWrite / write,
    ]);
    rows.push([
      `${bytes / MB} MB float32 .${extension}: write over an existing file`,
      replace,
      rate(replace, bytes),
      '',
      plainWrite / replace,
    ]);
    rows.push([
      `${bytes / MB} MB float32 .${extension}: read`,
      read,
      rate(read, bytes),
      '≥ 1.5 GB/s',
      plainRead / read,
    ]);
    rmSync(path);
  }
  x.dispose();

  // A 1 GB file of 4 MB float32 tensors, written here without holding it in memory.
  const count = bigFile / (4 * MB);
  const header = {};
  for (let index = 0; index < count; index += 1)
    header[`layer.${index}`] = {
      dtype: 'F32',
      shape: [1024, 1024],
      data_offsets: [index * 4 * MB, (index + 1) * 4 * MB],
    };
  let text = JSON.stringify(header);
  text += ' '.repeat((8 - (text.length % 8)) % 8);
  const path = join(dir, 'big.safetensors');
  const fd = openSync(path, 'w');
  const prefix = Buffer.alloc(8);
  prefix.writeBigUInt64LE(BigInt(text.length));
  writeSync(fd, prefix);
  writeSync(fd, Buffer.from(text));
  const chunk = new Float32Array(MB);
  chunk.fill(0.5);
  for (let index = 0; index < count; index += 1) writeSync(fd, new Uint8Array(chunk.buffer));
  closeSync(fd);
  let which = 0;
  const file = safeOpen(path);
  const one = best(9, () => {
    which = (which + 37) % count;
    file.getTensorSync(`layer.${which}`).dispose();
  });
  const open = best(3, () => safeOpen(path).close());
  file.close();
  rows.push([
    `4 MB tensor out of a ${bigFile / MB} MB safetensors file (getTensorSync)`,
    one,
    `${one.toFixed(2)} ms`,
    '≤ 10 ms',
  ]);
  rows.push([`safeOpen of that file (${count} tensors: header only)`, open, `${open.toFixed(2)} ms`, '']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('| what | best of runs | figure | ÷ plain fs | target |\n|---|---:|---:|---:|---|');
for (const [what, ms, figure, target, ratio] of rows)
  console.log(
    `| ${what} | ${ms.toFixed(1)} ms | ${figure} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${target} |`,
  );
