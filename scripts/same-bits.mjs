#!/usr/bin/env node
// One-off proof that a faster kernel gives the same bits as the build before it: instantiates two
// kernels.wasm files side by side (each its own memory) and runs the named float32 kernels of both
// on all 2^32 float32 bit patterns (unary: elementwise or nn ABI) or on 96 blocks of 2^22 seeded
// operand pairs, about 4·10^8 (binary: the kinds of scripts/elementary32-exhaustive.mjs's logaddexp
// sweep), comparing bit for bit; a row kernel (nn_softmax_*, nn_log_softmax_*, nn_logsumexp_*) takes
// the values, sign bit set, fifteen to a row after a 0 (its exp sees each as x − max) (any NaN matches any NaN). kernels.wasm is a build output, not in
// git: keep the build before the change aside.
//   cp src/kernels/kernels.wasm /tmp/old.wasm; (change asm/) npm run build:wasm
//   node scripts/same-bits.mjs /tmp/old.wasm src/kernels/kernels.wasm nn_silu_float32 logaddexp_float32
//   [--step k: every k-th chunk of the unary sweep only]
import { readFileSync } from 'node:fs';
import './src-loader.mjs';

// The float tiles the kernel module imports (src/kernels/micro-module.ts); a module without them ignores them.
const { microKernels, microModule } = await import('../src/kernels/micro-module.js');

const [oldFile, newFile, ...rest] = process.argv
  .slice(2)
  .filter((arg, i, all) => arg !== '--step' && all[i - 1] !== '--step');
const stepIndex = process.argv.indexOf('--step');
const step = stepIndex > 0 ? Number(process.argv[stepIndex + 1]) : 1;
if (!oldFile || !newFile || rest.length === 0) {
  console.error('usage: node scripts/same-bits.mjs old.wasm new.wasm kernel… [--step k]');
  process.exit(2);
}

function instance(file) {
  const memory = new WebAssembly.Memory({ initial: 16, maximum: 65536, shared: true });
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {
    env: {
      memory,
      ...microKernels(microModule(true), memory),
      abort: () => {
        throw new Error(`${file}: abort`);
      },
    },
  });
  return { exports, memory };
}
const sides = [instance(oldFile), instance(newFile)];

const CHUNK = 1 << 22;
/** A side's kernel over `count` values at its input (and second operand) buffers into its output. */
function runner(side, name) {
  const { exports, memory } = side;
  const kernel = exports[name];
  if (typeof kernel !== 'function') throw new Error(`${name}: no such kernel`);
  // The row kernels (softmax, logSoftmax, logsumexp) take rows of 16: a 0 and fifteen values with
  // the sign bit set, so that the row's maximum is 0 and exp sees every value in the kernels' main
  // (four-vector) loop.
  const rows = /^nn_(softmax|log_softmax|logsumexp)_/.test(name);
  const rowCount = (count) => Math.ceil(count / 15);
  const a = exports.alloc(CHUNK * 4) >>> 0;
  const b = exports.alloc(rowCount(CHUNK) * 64) >>> 0;
  const out = exports.alloc(rowCount(CHUNK) * 64) >>> 0;
  const view = (at) => new Uint32Array(memory.buffer, at, CHUNK);
  let call;
  if (rows)
    call = (count) => {
      const values = view(a);
      const table = new Uint32Array(memory.buffer, b, rowCount(count) * 16).fill(0);
      for (let i = 0; i < count; i++) table[16 * Math.floor(i / 15) + 1 + (i % 15)] = values[i] | 0x80000000;
      kernel(b, out, 0, rowCount(count), 16);
    };
  else if (name.startsWith('nn_')) call = (count) => kernel(a, out, count, 0);
  else if (kernel.length === 4) call = (count) => kernel(a, 1, out, count);
  else call = (count) => kernel(a, 1, b, 1, out, count);
  // A row kernel's outputs: sixteen a row (softmax, logSoftmax) or one (logsumexp), as many as fit in CHUNK.
  const outputs = rows
    ? name.startsWith('nn_logsumexp_')
      ? rowCount(CHUNK)
      : Math.min(CHUNK, rowCount(CHUNK) * 16)
    : CHUNK;
  const results = () => new Uint32Array(memory.buffer, out, outputs);
  return { binary: kernel.length === 6 && !rows, a: () => view(a), b: () => view(b), out: results, call };
}

/** Lanes whose bits differ, NaNs aside. */
function differing(left, right, count, report) {
  let found = 0;
  const leftF = new Float32Array(left.buffer, left.byteOffset, count);
  const rightF = new Float32Array(right.buffer, right.byteOffset, count);
  for (let i = 0; i < count; i++) {
    if (left[i] === right[i] || (leftF[i] !== leftF[i] && rightF[i] !== rightF[i])) continue;
    if (found < 4) report(i);
    found++;
  }
  return found;
}

// the binary sweep's operands: random bit patterns, every magnitude, the bench's range, near pairs
// and results near 0 (scripts/elementary32-exhaustive.mjs's kinds), seeded
let seed = 0x9e3779b9;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};
const KINDS = [
  (left, right, i) => {
    new Uint32Array(left.buffer, left.byteOffset)[i] = random() * 2 ** 32;
    new Uint32Array(right.buffer, right.byteOffset)[i] = random() * 2 ** 32;
  },
  (left, right, i) => {
    left[i] = (random() - 0.5) * 2 ** (random() * 280 - 140);
    right[i] = (random() - 0.5) * 2 ** (random() * 280 - 140);
  },
  (left, right, i) => {
    left[i] = random() * 40 - 20;
    right[i] = random() * 40 - 20;
  },
  (left, right, i) => {
    left[i] = (random() - 0.5) * 2 ** (random() * 30 - 10);
    right[i] = left[i] * (1 + (random() - 0.5) * 2 ** -(random() * 20));
  },
  (left, right, i) => {
    const d = random() * 40;
    const x = -Math.log1p(Math.exp(-d)) * (1 + (random() - 0.5) * 2 ** -(random() * 24));
    left[i] = x;
    right[i] = x - d;
  },
  // differences across the whole table of the correction term: x − y uniform in [0, 40), x of any sign
  (left, right, i) => {
    const x = (random() - 0.5) * 2 ** (random() * 12 - 4);
    left[i] = x;
    right[i] = x - random() * 40;
  },
];

let failed = false;
for (const name of rest) {
  const [older, newer] = sides.map((side) => runner(side, name));
  const started = performance.now();
  let differences = 0;
  let values = 0;
  if (!older.binary) {
    for (let start = 0, chunk = 0; start < 2 ** 32; start += CHUNK, chunk++) {
      if (chunk % step !== 0) continue;
      for (const side of [older, newer]) {
        const input = side.a();
        for (let i = 0; i < CHUNK; i++) input[i] = start + i;
        side.call(CHUNK);
      }
      differences += differing(older.out(), newer.out(), older.out().length, (i) =>
        console.log(
          `  ${name}: input 0x${(start + i).toString(16)}: 0x${older.out()[i].toString(16)} before, 0x${newer.out()[i].toString(16)} now`,
        ),
      );
      values += CHUNK;
    }
  } else {
    seed = 0x9e3779b9;
    const left = new Float32Array(CHUNK);
    const right = new Float32Array(CHUNK);
    for (let block = 0; block < 16 * KINDS.length; block++) {
      const fill = KINDS[block % KINDS.length];
      for (let i = 0; i < CHUNK; i++) fill(left, right, i);
      if (Math.floor(block / KINDS.length) % 2 === 1)
        for (let i = 0; i < CHUNK; i += 2) [left[i], right[i]] = [right[i], left[i]];
      for (const side of [older, newer]) {
        side.a().set(new Uint32Array(left.buffer));
        side.b().set(new Uint32Array(right.buffer));
        side.call(CHUNK);
      }
      const leftBits = new Uint32Array(left.buffer);
      const rightBits = new Uint32Array(right.buffer);
      differences += differing(older.out(), newer.out(), CHUNK, (i) =>
        console.log(
          `  ${name}: operands 0x${leftBits[i].toString(16)}, 0x${rightBits[i].toString(16)}: 0x${older.out()[i].toString(16)} before, 0x${newer.out()[i].toString(16)} now`,
        ),
      );
      values += CHUNK;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${name}: ${values} ${older.binary ? 'operand pairs' : 'inputs'} in ${seconds} s: ${differences} differ`);
  if (differences) failed = true;
}
process.exit(failed ? 1 : 0);
