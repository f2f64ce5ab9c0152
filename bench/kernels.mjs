#!/usr/bin/env node
// Kernel throughput: add, multiply (every int/uint/float dtype) and divide (floats) at several
// sizes, three ways, in one process:
//   lib      the library kernel via dist/src/kernels/elementwise (output allocated and freed per call,
//            as the array layer does)
//   ceiling  a hand-unrolled AssemblyScript v128 loop (bench/ceiling/ceiling.ts) on the same
//            memory, no allocation
//   js       a plain JavaScript loop over typed arrays (output preallocated)
// Results are checked against each other before timing. Usage:
//   npm run build && node bench/kernels.mjs [--quick] [--only add_float32,...]
import {
  BATCHES,
  DTYPES,
  SIZES,
  loadCeiling,
  measure,
  plainLoop,
  randomValues,
  sameBytes,
  sizeLabel,
} from './harness.mjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1].split(',')) : null;

// ---- the library's kernel module (built: npm run build) and the ceiling -------------------------

const lib = {
  ...(await import('../dist/src/kernels/heap.js')),
  ...(await import('../dist/src/kernels/elementwise.js')),
};
const ceiling = await loadCeiling(lib.memory());

// ---- run ----------------------------------------------------------------------------------------

const cases = [];
for (const op of ['add', 'multiply', 'divide']) {
  for (const name of Object.keys(DTYPES)) {
    if (op === 'divide' && !['bfloat16', 'float16', 'float32', 'float64'].includes(name)) continue;
    if (only && !only.has(`${op}_${name}`)) continue;
    cases.push({ op, name });
  }
}

const rows = [];
const maxN = Math.max(...SIZES);
for (const { op, name } of cases) {
  const { code, array } = DTYPES[name];
  const size = array.BYTES_PER_ELEMENT;
  const jsA = randomValues(name, maxN);
  const jsB = randomValues(name, maxN);
  const jsOut = new array(maxN);
  const pointerA = lib.allocBytes(maxN * size);
  const pointerB = lib.allocBytes(maxN * size);
  const pointerOut = lib.allocBytes(maxN * size);
  lib.elementView(code, pointerA, maxN).set(jsA);
  lib.elementView(code, pointerB, maxN).set(jsB);
  const kernel = lib.binaryKernel(op, name);
  const ceilingKernel = ceiling[`${op}_${name}`];
  const plain = plainLoop(op, name);

  for (const count of SIZES) {
    // Check: library, ceiling and JS agree on these inputs.
    const libOut = lib.allocBytes(count * size);
    kernel(pointerA, 1, pointerB, 1, libOut, count);
    ceilingKernel(pointerA, pointerB, pointerOut, count);
    plain(jsA, jsB, jsOut, count);
    const fromLib = lib.elementView(code, libOut, count).slice();
    const fromCeiling = lib.elementView(code, pointerOut, count).slice();
    lib.freeBytes(libOut);
    const agree = sameBytes(fromLib, fromCeiling) && sameBytes(fromLib, jsOut.subarray(0, count));
    if (!agree) throw new Error(`${op}_${name} n=${count}: library, ceiling and JS results differ`);

    const [libRate, ceilingRate, jsRate] = measure(
      [
        () => {
          const out = lib.allocBytes(count * size);
          kernel(pointerA, 1, pointerB, 1, out, count);
          lib.freeBytes(out);
        },
        () => ceilingKernel(pointerA, pointerB, pointerOut, count),
        () => plain(jsA, jsB, jsOut, count),
      ],
      count,
    );
    rows.push({ op, name, count, libRate, ceilingRate, jsRate });
    process.stderr.write('.');
  }
  lib.freeBytes(pointerA);
  lib.freeBytes(pointerB);
  lib.freeBytes(pointerOut);
}
process.stderr.write('\n');

// ---- report ---------------------------------------------------------------------------------------

const pad = (text, width) => String(text).padStart(width);
console.log(`node ${process.version}; Gelem/s = 1e9 output elements per second (best of ${BATCHES} batches)`);
console.log(
  `${'kernel'.padEnd(18)}${pad('n', 7)}${pad('lib', 8)}${pad('ceiling', 9)}${pad('plain JS', 10)}${pad('lib/ceil', 10)}${pad('lib/JS', 9)}`,
);
for (const row of rows) {
  const ratio = row.libRate / row.ceilingRate;
  const flag = row.count >= 65536 && ratio < 0.8 ? '  < 0.8' : '';
  console.log(
    `${`${row.op}_${row.name}`.padEnd(18)}${pad(sizeLabel(row.count), 7)}${pad(row.libRate.toFixed(2), 8)}` +
      `${pad(row.ceilingRate.toFixed(2), 9)}${pad(row.jsRate.toFixed(3), 10)}${pad(ratio.toFixed(2), 10)}` +
      `${pad((row.libRate / row.jsRate).toFixed(1), 9)}${flag}`,
  );
}

const targets = rows.filter((row) => row.count >= 65536);
const misses = targets.filter((row) => row.libRate / row.ceilingRate < 0.8);
console.log(
  `\nlib >= 0.8x ceiling at n >= 65536: ${targets.length - misses.length}/${targets.length} rows` +
    (misses.length
      ? ` (misses: ${misses.map((row) => `${row.op}_${row.name}@${sizeLabel(row.count)}`).join(', ')})`
      : ''),
);
for (const half of ['bfloat16', 'float16']) {
  for (const count of SIZES) {
    const halfRow = rows.find((row) => row.op === 'add' && row.name === half && row.count === count);
    const floatRow = rows.find((row) => row.op === 'add' && row.name === 'float32' && row.count === count);
    if (halfRow && floatRow) {
      const ratio = halfRow.libRate / floatRow.libRate;
      console.log(`add_${half} / add_float32 at n=${sizeLabel(count)}: ${ratio.toFixed(2)} (target >= 0.35)`);
    }
  }
}
