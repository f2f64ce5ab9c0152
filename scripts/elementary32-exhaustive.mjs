#!/usr/bin/env node
// One-off check of asm/elementary.ts's checked float32 functions (arctan, arcsin, arccos, sinc, the
// logarithms, …: table reductions or one polynomial in float64 lanes with a rounding test, the float64
// path where it fails): compiles asm/elementary32-check.ts and compares each with its float64 path on
// all 2^32 float32 bit patterns, bit for bit, printing the share of vectors that fell back (cbrt, sinc,
// sinh, arcsinh, arccosh: the four-vector block and the one-vector form, each on every lane). Any change to those kernels must
// pass it. logaddexp and logaddexp2 (binary: 2^64 pairs) are compared with their
// float64 path on 2^26 pairs each: random bit patterns, values of every magnitude, and near pairs
// (x − y small, x ≈ −y, results near 0, where the check must fall back), and differences across the
// whole table of the share (0 … 40); with --previous also against the previous checked kernel.
//   node scripts/elementary32-exhaustive.mjs [--step 64] [--only arctan,arcsin,logaddexp] [--previous]
//   (--wide --only arcsin,arccos: their float64 values' largest distance from the float64 path's, below)
//   (--step k: every k-th vector only; --previous: log, log2, log10, log1p, arcsinh, arccosh and cbrt
//   against their previous checked kernels (asm/elementary32-previous.ts, equal to the float64 path
//   on all 2^32 inputs) instead of the float64 path, whose scalar calls take an hour for 2^32 inputs on
//   a busy machine; --wide: arcsinh's and arccosh's plain block form's float64 error; --shard i/n: the i-th of n shares of the inputs; --differences file.json: the differing inputs, for python3
//   scripts/elementary32_differences.py file.json; --probe 0x412c1000: one vector's results)
import { checkModule } from './check-module.mjs';

const exports = await checkModule();
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const NAMES = [
  'arctan',
  'arcsin',
  'arccos',
  'sinc',
  'expm1',
  'log1p',
  'tan',
  'sinh',
  'cbrt',
  'arcsinh',
  'arccosh',
  'log',
  'log2',
  'log10',
  'exp2',
  'arctanh',
];
const BINARY = ['logaddexp', 'logaddexp2'];
const PREVIOUS = ['log1p', 'arcsinh', 'arccosh', 'log', 'log2', 'log10', 'cbrt'];
const step = Number(option('--step', '1'));
const probeBits = option('--probe', null);
if (probeBits !== null) {
  // --probe 0x412c1000 --only sinh: the fast and the float64 path's results of that vector
  const at = exports.buffer(32);
  for (const name of option('--only', 'arctan').split(',')) {
    exports.probe(NAMES.indexOf(name), Number(probeBits) >>> 0, at);
    const words = new Uint32Array(exports.memory.buffer, at, 8);
    const values = new Float32Array(exports.memory.buffer, at, 8);
    for (let lane = 0; lane < 4; lane++)
      console.log(
        `${name} lane ${lane}: fast ${values[lane]} (0x${words[lane].toString(16)}), float64 path ${values[lane + 4]} (0x${words[lane + 4].toString(16)})`,
      );
  }
  process.exit(0);
}
if (process.argv.includes('--wide')) {
  // --wide [--only …]: the largest distance (units of 2^-52) between the float64 value a block form
  // rounds and tests and the float64 path's, against the rounding test's margin of 4096 units: arcsin
  // and arccos over every float32 in [−1, 1]; arcsinh and arccosh over every positive plain input
  // (both are odd or defined from 1 up)
  const PLAIN = { arcsinh: [0x3e000000, 0x5d800000], arccosh: [0x3f810000, 0x5d800000] };
  for (const name of option('--only', 'arcsin,arccos,arcsinh,arccosh').split(',')) {
    const started = performance.now();
    let worst = 0n;
    if (name in PLAIN) {
      const [first, end] = PLAIN[name];
      for (let start = first; start < end; start += 1 << 22) {
        const distance = exports.plainWideError(NAMES.indexOf(name), start, Math.min(1 << 20, (end - start) / 4));
        if (distance > worst) worst = distance;
      }
      console.log(
        `${name}: the plain form's float64 value within ${worst} units of 2^-52 of the float64 path's on ` +
          `[0x${first.toString(16)}, 0x${end.toString(16)}) (${((performance.now() - started) / 1000).toFixed(1)} s; the test's margin: 4096)`,
      );
      continue;
    }
    for (const [first, end] of [
      [0, 0x3f800004],
      [0x80000000, 0xbf800004],
    ]) {
      for (let start = first; start < end; start += (1 << 22) * 4 * step) {
        const vectors = Math.min(1 << 22, Math.ceil((end - start) / (4 * step)));
        const distance = exports.arcsineWideError(NAMES.indexOf(name), start >>> 0, vectors, step);
        if (distance > worst) worst = distance;
      }
    }
    console.log(
      `${name}: the float64 value before rounding within ${worst} units of 2^-52 of the float64 path on [−1, 1]` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s; the test's margin: 4096)`,
    );
  }
  process.exit(0);
}
const selected = option('--only', [...NAMES, ...BINARY].join(',')).split(',');
const only = selected.filter((name) => NAMES.includes(name));
const againstPrevious = process.argv.includes('--previous');
// --shard i/n: the i-th of n interleaved shares of the inputs (n processes on n cores)
const [shard, shards] = option('--shard', '0/1').split('/').map(Number);
let failed = false;
const recordAt = exports.buffer(65536 * 4);
const differing = {};
for (const name of only) {
  const which = NAMES.indexOf(name);
  exports.reset();
  exports.record(recordAt);
  const started = performance.now();
  const CHUNK = 1 << 22; // vectors per call
  let differences = 0;
  let vectors = 0;
  for (let start = 0, chunk = 0; start < 2 ** 32; start += CHUNK * 4 * step, chunk++) {
    if (chunk % shards !== shard) continue;
    differences = exports.compareRange(which, start >>> 0, CHUNK, step, againstPrevious) >>> 0;
    vectors += CHUNK;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: ${vectors * 4} inputs in ${seconds.toFixed(1)} s: ${differences} differ` +
      (againstPrevious && PREVIOUS.includes(name) ? ' from the previous kernel' : '') +
      (differences ? ` (first vector from bits 0x${(exports.first() >>> 0).toString(16)})` : '') +
      `; ${((exports.fallbacks() / vectors) * 100).toFixed(4)}% of vectors fell back`,
  );
  if (differences) {
    // the differing inputs with both results, for scripts/elementary32_differences.py (mpmath decides
    // which is the correctly rounded one: where the float64 path was not, the difference is a fix)
    const count = exports.recordedCount();
    const bits = Array.from(new Uint32Array(exports.memory.buffer, recordAt, count));
    const probeAt = exports.buffer(32);
    const rows = bits.map((pattern) => {
      exports.probe(which, pattern, probeAt);
      const words = new Uint32Array(exports.memory.buffer, probeAt, 8);
      return [pattern, words[0], words[4]];
    });
    differing[name] = rows;
    failed = true;
  }
}
// logaddexp, logaddexp2: 2^26 pairs each, in blocks of 2^20 from a seeded generator
let seed = 0x9e3779b9;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};
const BLOCK = 1 << 20;
const leftAt = exports.buffer(BLOCK * 4);
const rightAt = exports.buffer(BLOCK * 4);
const left = new Float32Array(exports.memory.buffer, leftAt, BLOCK);
const right = new Float32Array(exports.memory.buffer, rightAt, BLOCK);
const leftBits = new Uint32Array(exports.memory.buffer, leftAt, BLOCK);
const rightBits = new Uint32Array(exports.memory.buffer, rightAt, BLOCK);
const KINDS = [
  // any bit patterns (NaN, inf, subnormal, every magnitude)
  (i) => {
    leftBits[i] = random() * 2 ** 32;
    rightBits[i] = random() * 2 ** 32;
  },
  // values of every magnitude, both signs
  (i) => {
    left[i] = (random() - 0.5) * 2 ** (random() * 280 - 140);
    right[i] = (random() - 0.5) * 2 ** (random() * 280 - 140);
  },
  // the bench's range
  (i) => {
    left[i] = random() * 40 - 20;
    right[i] = random() * 40 - 20;
  },
  // near pairs: x − y below 2^-10 … 2^10
  (i) => {
    left[i] = (random() - 0.5) * 2 ** (random() * 30 - 10);
    right[i] = left[i] * (1 + (random() - 0.5) * 2 ** -(random() * 20));
  },
  // results near 0: y = x − d with logaddexp(x, y) = 0 at x = −log1p(e^−d), nudged
  (i) => {
    const d = random() * 20;
    const x = -Math.log1p(Math.exp(-d)) * (1 + (random() - 0.5) * 2 ** -(random() * 24));
    left[i] = x;
    right[i] = x - d;
  },
  // differences across the share's whole table and beyond it (0 … 40), the larger operand of any sign
  (i) => {
    const x = (random() - 0.5) * 2 ** (random() * 12 - 4);
    left[i] = x;
    right[i] = x - random() * 40;
  },
];
for (const name of selected.filter((name) => BINARY.includes(name))) {
  const base2 = name === 'logaddexp2';
  exports.record(recordAt);
  const started = performance.now();
  let differences = 0;
  let previousDifferences = 0;
  let pairs = 0;
  for (let block = 0; block < 64; block++) {
    const fill = KINDS[block % KINDS.length];
    for (let i = 0; i < BLOCK; i++) fill(i);
    if (Math.floor(block / KINDS.length) % 2 === 1) {
      // and swapped operands
      for (let i = 0; i < BLOCK; i += 2) [left[i], right[i]] = [right[i], left[i]];
    }
    differences += exports.compareBinary(base2, leftAt, rightAt, BLOCK, false) >>> 0;
    if (againstPrevious) previousDifferences += exports.compareBinary(base2, leftAt, rightAt, BLOCK, true) >>> 0;
    pairs += BLOCK;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: ${pairs} operand pairs in ${seconds.toFixed(1)} s: ${differences} differ from the float64 path` +
      (againstPrevious ? `, ${previousDifferences} from the previous kernel` : ''),
  );
  if (differences || previousDifferences) {
    const bits = Array.from(new Uint32Array(exports.memory.buffer, recordAt, exports.recordedCount()));
    console.log(
      `  first differing left operands: ${bits
        .slice(0, 8)
        .map((b) => `0x${b.toString(16)}`)
        .join(', ')}`,
    );
    failed = true;
  }
}
const differencesFile = option('--differences', null);
if (differencesFile !== null) {
  const { writeFileSync } = await import('node:fs');
  // rows: [input bits, fast result bits, float64 path's bits] (the first 65,536 per function)
  writeFileSync(differencesFile, JSON.stringify(differing));
}
// The time per value of each path in the kernels' loop (unary.ts' driver), on 2^16 values of the
// bench's ranges (bench/math.mjs), in one process.
const RANGES = {
  arctan: [-20, 20],
  arcsin: [-1, 1],
  arccos: [-1, 1],
  sinc: [-20, 20],
  expm1: [-5, 5],
  log1p: [-0.9, 10],
  tan: [-20, 20],
  sinh: [-10, 10],
  cbrt: [-100, 100],
  arcsinh: [-100, 100],
  arccosh: [1, 100],
  log: [0, 100],
  log2: [0, 100],
  log10: [0, 100],
  exp2: [-100, 100],
  arctanh: [-1, 1],
};
const COUNT = 1 << 16;
const input = exports.buffer(COUNT * 4);
const out = exports.buffer(COUNT * 4);
for (const name of only) {
  const which = NAMES.indexOf(name);
  const [low, high] = RANGES[name];
  const view = new Float32Array(exports.memory.buffer, input, COUNT);
  for (let i = 0; i < COUNT; i++) view[i] = low + (high - low) * Math.random();
  const times = [[], []];
  for (let round = 0; round < 41; round++) {
    for (const checkedForm of [0, 1]) {
      const before = performance.now();
      exports.kernel(which, input, out, COUNT, checkedForm);
      times[checkedForm].push(performance.now() - before);
    }
  }
  const quartile = (list) => (list.sort((a, b) => a - b)[list.length >> 2] * 1e6) / COUNT;
  const [slow, fast] = times.map(quartile);
  console.log(
    `${name} on [${low}, ${high}]: checked ${fast.toFixed(2)} ns/value, float64 path ${slow.toFixed(2)} ns/value ` +
      `(lower quartile of 41): ${(slow / fast).toFixed(2)}×`,
  );
}
process.exit(failed ? 1 : 0);
