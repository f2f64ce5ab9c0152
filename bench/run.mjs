#!/usr/bin/env node
// npm run bench: the array operations as users call them — `add(a, b)` on NDArrays, counting the
// allocation of the result array (and its dispose) — for add, multiply and divide on every int,
// uint and float dtype at 10³, 10⁴, 6.5·10⁴ and 10⁶ elements, against two baselines measured in
// the same run on the same data:
//   ceiling   a hand-unrolled AssemblyScript v128 loop (bench/ceiling/ceiling.ts) over the same
//             wasm memory, output preallocated, no allocation, no dtype logic
//   plain JS  the loop a user would write over typed arrays (output preallocated)
// Integer divide gives a float dtype (SPEC §4): its ceiling is the hand loop `true_divide_${dtype}`
// (convert lanes, divide). Every result is checked before it is timed.
//   node bench/run.mjs [--quick] [--json]
import { cpus } from 'node:os';
import * as library from '../dist/src/index.js';
import { storage } from '../dist/src/array/ndarray.js';
import { elementView, memory } from '../dist/src/kernels/heap.js';
import {
  BATCHES,
  DTYPES,
  SIZES,
  loadCeiling,
  measure,
  plainLoop,
  quick,
  randomValues,
  sameBytes,
  sizeLabel,
} from './harness.mjs';
import { printDequant, runDequant } from './dequant.mjs';
import { printNarrowOps, runNarrowOps } from './narrow-ops.mjs';
import { benchReductions } from './reductions.mjs';

const ceiling = await loadCeiling(memory());
const FLOATS = library.dtypeRows.filter((row) => row.kind === 'float').map((row) => row.name);

/** An NDArray holding exactly these storage values (bit patterns for the 16-bit floats). */
function arrayOf(name, values) {
  const result = library.zeros([values.length], name);
  elementView(DTYPES[name].code, result[storage].pointer, values.length).set(values);
  return result;
}

/** Plain JS for integer true division: the float dtype SPEC §4 gives (float32; float64 for 64-bit). */
function plainIntegerDivide(name) {
  const wide = DTYPES[name].array.BYTES_PER_ELEMENT === 8;
  const loop = wide
    ? new Function(
        'left',
        'right',
        'out',
        'count',
        'for (let i = 0; i < count; i++) out[i] = Number(left[i]) / Number(right[i]);',
      )
    : new Function('left', 'right', 'out', 'count', 'for (let i = 0; i < count; i++) out[i] = left[i] / right[i];');
  return { loop, out: wide ? Float64Array : Float32Array };
}

function closeTo(first, second) {
  for (let index = 0; index < first.length; index++) {
    if (Math.abs(first[index] - second[index]) > 1e-6 * Math.abs(second[index])) return false;
  }
  return true;
}

const rows = [];
const maxN = Math.max(...SIZES);
for (const op of ['add', 'multiply', 'divide']) {
  for (const name of Object.keys(DTYPES)) {
    const integerDivide = op === 'divide' && !FLOATS.includes(name);
    const { array } = DTYPES[name];
    const jsA = randomValues(name, maxN);
    const jsB = randomValues(name, maxN);
    const plain = integerDivide ? plainIntegerDivide(name) : { loop: plainLoop(op, name), out: array };
    const jsOut = new plain.out(maxN);
    const ceilingKernel = ceiling[integerDivide ? `true_divide_${name}` : `${op}_${name}`];
    const outName = integerDivide ? (plain.out === Float64Array ? 'float64' : 'float32') : name;
    for (const count of SIZES) {
      const left = arrayOf(name, jsA.subarray(0, count));
      const right = arrayOf(name, jsB.subarray(0, count));
      const ceilingOut = library.zeros([count], outName);
      const leftPointer = left[storage].pointer;
      const rightPointer = right[storage].pointer;
      const ceilingPointer = ceilingOut[storage].pointer;
      const run = library[op];

      const result = run(left, right);
      plain.loop(jsA, jsB, jsOut, count);
      const fromLibrary = result.toTypedArray();
      let agree = integerDivide
        ? closeTo(fromLibrary, jsOut.subarray(0, count))
        : sameBytes(fromLibrary, jsOut.subarray(0, count));
      if (ceilingKernel) {
        ceilingKernel(leftPointer, rightPointer, ceilingPointer, count);
        agree &&= sameBytes(fromLibrary, ceilingOut.toTypedArray());
      }
      result.dispose();
      if (!agree) throw new Error(`${op} ${name} n=${count}: library, ceiling and plain JS results differ`);

      const calls = [() => run(left, right).dispose(), () => plain.loop(jsA, jsB, jsOut, count)];
      if (ceilingKernel) calls.push(() => ceilingKernel(leftPointer, rightPointer, ceilingPointer, count));
      const [libraryRate, jsRate, ceilingRate] = measure(calls, count);
      rows.push({ op, dtype: name, count, libraryRate, ceilingRate, jsRate });
      for (const each of [left, right, ceilingOut]) each.dispose();
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');
const dequantRows = runDequant();
const narrowRows = runNarrowOps();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows, dequant: dequantRows, narrowOps: narrowRows }, null, 2));
  process.exit(0);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `node ${process.version}, ${cpus().length} × ${cpu}; Gelem/s = 1e9 result elements per second, best of ${BATCHES} rounds${quick ? ' (--quick)' : ''}`,
);
const header = [
  'op',
  'dtype',
  ...SIZES.map((count) => `n=${sizeLabel(count)}`),
  '÷ceiling 1e3 / 65536 / 1e6',
  '×plain JS 1e6',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const op of ['add', 'multiply', 'divide']) {
  for (const name of Object.keys(DTYPES)) {
    const cells = SIZES.map((count) => rows.find((row) => row.op === op && row.dtype === name && row.count === count));
    const ratio = (row) => (row.ceilingRate ? (row.libraryRate / row.ceilingRate).toFixed(2) : '—');
    console.log(
      `| ${op} | ${name} | ${cells.map((row) => row.libraryRate.toFixed(2)).join(' | ')} | ` +
        `${ratio(cells[0])} / ${ratio(cells[2])} / ${ratio(cells[3])} | ${(cells[3].libraryRate / cells[3].jsRate).toFixed(1)} |`,
    );
  }
}

const big = rows.filter((row) => row.ceilingRate && row.count >= 65536);
const bigMisses = big.filter((row) => row.libraryRate / row.ceilingRate < 0.8);
const small = rows.filter((row) => row.ceilingRate && row.count === 1e3);
const smallMisses = small.filter((row) => row.libraryRate / row.ceilingRate < 0.3);
const describe = (misses) =>
  misses
    .map((row) => `${row.op} ${row.dtype}@${sizeLabel(row.count)} ${(row.libraryRate / row.ceilingRate).toFixed(2)}`)
    .join(', ');
console.log(
  `\n≥ 0.8× ceiling at 6.5·10⁴ and 10⁶: ${big.length - bigMisses.length}/${big.length}${bigMisses.length ? ` (below: ${describe(bigMisses)})` : ''}`,
);
console.log(
  `≥ 0.3× ceiling at 10³: ${small.length - smallMisses.length}/${small.length}${smallMisses.length ? ` (below: ${describe(smallMisses)})` : ''}`,
);
for (const half of ['bfloat16', 'float16']) {
  const ratios = SIZES.map((count) => {
    const halfRow = rows.find((row) => row.op === 'add' && row.dtype === half && row.count === count);
    const floatRow = rows.find((row) => row.op === 'add' && row.dtype === 'float32' && row.count === count);
    return (halfRow.libraryRate / floatRow.libraryRate).toFixed(2);
  });
  console.log(
    `add ${half} ÷ add float32 (target ≥ 0.35): ${ratios.join(' / ')} at ${SIZES.map(sizeLabel).join(' / ')}`,
  );
}
const perCall = rows.find((row) => row.op === 'add' && row.dtype === 'float32' && row.count === 1e3);
console.log(`per-call time of add float32 at 10³: ${(1e3 / perCall.libraryRate / 1e3).toFixed(2)} µs`);
printDequant(dequantRows);
printNarrowOps(narrowRows);

benchReductions(ceiling);
