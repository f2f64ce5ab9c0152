// Dequantisation: a packed narrow array (int4, uint4, float4_e2m1fn: two per byte; float8: one per
// byte) to float32, as `x.astype('float32')` (allocating the result) and as the bare cast kernel
// (output preallocated), against the plain-JS loop a user would write (a 256-entry table for
// float8, shifts for int4, a 16-entry table for the other 4-bit formats). Results are checked
// before they are timed. Run by bench/run.mjs (npm run bench), or alone:
//   node bench/dequant.mjs [--quick]
import * as library from '../dist/src/index.js';
import { storage } from '../dist/src/array/ndarray.js';
import { kernel } from '../dist/src/kernels/instance.js';
import { SIZES, measure, sizeLabel } from './harness.mjs';
import { pathToFileURL } from 'node:url';

const FORMATS = ['int4', 'uint4', 'float4_e2m1fn', 'float8_e4m3fn', 'float8_e5m2'];

/** The float32 value of every code of a format, read through the library itself. */
function decodeTable(name, codes) {
  const all = library.frombuffer(
    new Uint8Array(
      codes === 256
        ? Array.from({ length: 256 }, (_, code) => code)
        : Array.from({ length: 8 }, (_, pair) => (2 * pair) | ((2 * pair + 1) << 4)),
    ),
    name,
  );
  const table = all.astype('float32').toTypedArray();
  all.dispose();
  return table;
}

/** The plain-JS dequantising loop for a format (bytes → Float32Array). */
function plainLoop(name) {
  if (name === 'int4') {
    return (bytes, out, count) => {
      for (let i = 0; i < count; i += 2) {
        const byte = bytes[i >> 1];
        out[i] = (byte << 28) >> 28;
        out[i + 1] = (byte << 24) >> 28;
      }
    };
  }
  const perByte = name.startsWith('float8') ? 1 : 2;
  const table = decodeTable(name, perByte === 1 ? 256 : 16);
  if (perByte === 1) {
    return (bytes, out, count) => {
      for (let i = 0; i < count; i++) out[i] = table[bytes[i]];
    };
  }
  return (bytes, out, count) => {
    for (let i = 0; i < count; i += 2) {
      const byte = bytes[i >> 1];
      out[i] = table[byte & 15];
      out[i + 1] = table[byte >> 4];
    }
  };
}

export function runDequant() {
  const rows = [];
  for (const name of FORMATS) {
    const perByte = name.startsWith('float8') ? 1 : 2;
    const maxN = Math.max(...SIZES);
    const bytes = new Uint8Array(maxN / perByte).map(() => Math.floor(Math.random() * 256));
    // Random NaN patterns differ in payload only; keep float8 inputs finite for a bitwise check.
    if (name === 'float8_e4m3fn')
      bytes.forEach((byte, index) => {
        if ((byte & 0x7f) === 0x7f) bytes[index] = byte - 1;
      });
    if (name === 'float8_e5m2')
      bytes.forEach((byte, index) => {
        if ((byte & 0x7c) === 0x7c) bytes[index] = byte & 0x83;
      });
    const plain = plainLoop(name);
    const cast = kernel(`cast_${name}_float32`);
    for (const count of SIZES) {
      const packed = library.frombuffer(bytes.subarray(0, count / perByte), name);
      const out = library.zeros([count], 'float32');
      const jsOut = new Float32Array(count);
      const fromLibrary = packed.astype('float32');
      plain(bytes, jsOut, count);
      cast(packed[storage].pointer, 1, out[storage].pointer, count);
      const a = new Uint32Array(fromLibrary.toTypedArray().buffer);
      const b = new Uint32Array(jsOut.buffer);
      const c = new Uint32Array(out.toTypedArray().buffer);
      for (let i = 0; i < count; i++) {
        if (a[i] !== b[i] || c[i] !== b[i])
          throw new Error(`dequant ${name} n=${count}: element ${i} differs (${a[i]}, ${c[i]}, plain JS ${b[i]})`);
      }
      fromLibrary.dispose();
      const packedPointer = packed[storage].pointer;
      const outPointer = out[storage].pointer;
      const [astypeRate, kernelRate, jsRate] = measure(
        [
          () => packed.astype('float32').dispose(),
          () => cast(packedPointer, 1, outPointer, count),
          () => plain(bytes, jsOut, count),
        ],
        count,
      );
      rows.push({ name, count, astypeRate, kernelRate, jsRate });
      packed.dispose();
      out.dispose();
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');
  return rows;
}

export function printDequant(rows) {
  console.log('\nDequantise to float32 (Gelem/s; astype allocates its result, the kernel writes a preallocated one):');
  const header = [
    'dtype',
    ...SIZES.map((count) => `astype n=${sizeLabel(count)}`),
    'kernel n=1e6',
    'plain JS n=1e6',
    '×plain JS 1e6 (astype / kernel)',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const name of FORMATS) {
    const cells = SIZES.map((count) => rows.find((row) => row.name === name && row.count === count));
    const last = cells[cells.length - 1];
    console.log(
      `| ${name} | ${cells.map((row) => row.astypeRate.toFixed(2)).join(' | ')} | ${last.kernelRate.toFixed(2)} | ${last.jsRate.toFixed(2)} | ` +
        `${(last.astypeRate / last.jsRate).toFixed(1)} / ${(last.kernelRate / last.jsRate).toFixed(1)} |`,
    );
  }
  const misses = rows.filter((row) => row.count === 1e6 && row.astypeRate < 1);
  console.log(
    `≥ 1 Gelem/s dequantising at 10⁶ (astype): ${FORMATS.length - misses.length}/${FORMATS.length}${misses.length ? ` (below: ${misses.map((row) => `${row.name} ${row.astypeRate.toFixed(2)}`).join(', ')})` : ''}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printDequant(runDequant());
