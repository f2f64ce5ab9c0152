#!/usr/bin/env node
// dtype-lattice against the JavaScript array libraries with WebAssembly kernels, in one process:
// TensorFlow.js (wasm backend), jax-js (wasm device) and numpy-ts. Each case is timed the same
// way for every library (an operation on arrays already in the library's memory, the result made
// ready and freed), results are checked against ours, and each row prints our speed as a multiple
// of the best peer's. The peers are devDependencies of this benchmark only.
//
//   npm run bench:peers            every case
//   node bench/peers.mjs --quick   fewer repetitions (a smoke run)
//   node bench/peers.mjs --only sum,exp   just those cases (add, multiply, exp, sum, mixed)
//   node bench/peers.mjs --json    the figures as JSON
//
// add and multiply rows (int, uint, float32, float64) also time the SIMD ceiling
// (bench/ceiling/ceiling.ts): a hand-unrolled v128 loop on the same inputs, writing into a
// preallocated output, with no dispatch, no result array and no allocation. That is about as fast
// as WebAssembly SIMD goes on one thread, so its lead over the best peer is about the most any
// such library could lead by on this machine.
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import * as lattice from '../dist/src/index.js';
import { storage } from '../dist/src/memory/memory.js';
import { allocBytes, freeBytes, memory as latticeMemory } from '../dist/src/kernels/heap.js';
import { loadCeiling, timeAsync, withFloat16Array } from './harness.mjs';

/** A package's version, read from its package.json (some packages do not export that file). */
function versionOf(name) {
  const url = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).version;
}
const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1].split(',')) : undefined;
const sizes = [1_000, 65_536, 1_000_000];

// ---- inputs ---------------------------------------------------------------------------------

/** Deterministic inputs: small integers (so no library overflows), floats in [0.5, 1.5). */
function values(dtype, size, seed) {
  const out = new Float64Array(size);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = /float/.test(dtype) ? 0.5 + state / 2 ** 32 : (state >>> 24) % 50;
  }
  return out;
}

const typedArrays = {
  bool: Uint8Array,
  int8: Int8Array,
  uint8: Uint8Array,
  int16: Int16Array,
  uint16: Uint16Array,
  int32: Int32Array,
  uint32: Uint32Array,
  float32: Float32Array,
  float64: Float64Array,
};

// ---- the libraries --------------------------------------------------------------------------
// Each adapter: dtypes it has; make(Float64Array, dtype) → its array; an operation per case,
// returning a result that is ready (computed); read(result) → numbers; free(array).

const ours = {
  name: 'dtype-lattice',
  version: JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version,
  dtypes: [
    'bool',
    'int8',
    'uint8',
    'int16',
    'uint16',
    'int32',
    'uint32',
    'int64',
    'float16',
    'bfloat16',
    'float32',
    'float64',
  ],
  make: (data, dtype) => lattice.array(dtype === 'int64' ? Array.from(data, BigInt) : data, dtype),
  add: (a, b) => lattice.add(a, b),
  multiply: (a, b) => lattice.multiply(a, b),
  exp: (a) => lattice.exp(a),
  sum: typeof lattice.sum === 'function' ? (a) => lattice.sum(a) : undefined,
  read: (result) => Array.from(result.toArray().flat?.(Infinity) ?? [result.toArray()], Number),
  free: (array) => array.dispose(),
};

const tfjs = {
  name: 'TensorFlow.js (wasm)',
  version: versionOf('@tensorflow/tfjs-core'),
  dtypes: ['bool', 'int32', 'float32'],
  make: (data, dtype) => tf.tensor1d(dtype === 'float32' ? Float32Array.from(data) : Int32Array.from(data), dtype),
  add: (a, b) => tf.add(a, b),
  multiply: (a, b) => tf.mul(a, b),
  exp: (a) => tf.exp(a),
  sum: (a) => tf.sum(a),
  read: (result) => Array.from(result.dataSync()),
  free: (tensor) => tensor.dispose(),
};

const jaxjs = {
  name: 'jax-js (wasm)',
  version: versionOf('@jax-js/jax'),
  // float16 needs Float16Array (Node 22+); jax-js has no 8- or 16-bit integers.
  dtypes: ['bool', 'int32', 'uint32', 'float32', 'float64'],
  make: (data, dtype) =>
    withFloat16Array(() =>
      jnp.array(dtype === 'bool' ? Int32Array.from(data) : new typedArrays[dtype](data), { dtype }),
    ),
  // jax-js operations take ownership of their operands (`.ref` keeps them) and are dispatched
  // lazily: `await blockUntilReady()` (its way to wait for a result) makes the result computed.
  async: true,
  add: (a, b) => a.ref.add(b.ref).blockUntilReady(),
  multiply: (a, b) => a.ref.mul(b.ref).blockUntilReady(),
  exp: (a) => jnp.exp(a.ref).blockUntilReady(),
  sum: (a) => a.ref.sum().blockUntilReady(),
  read: (result) => Array.from(result.ref.dataSync()),
  free: (array) => array.dispose(),
};

const numpyts = {
  name: 'numpy-ts',
  version: versionOf('numpy-ts'),
  dtypes: ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'float16', 'float32', 'float64'],
  make: (data, dtype) =>
    nts.array(
      dtype === 'int64'
        ? BigInt64Array.from(data, BigInt)
        : dtype === 'float16'
          ? Array.from(data)
          : new typedArrays[dtype](data),
      dtype,
    ),
  add: (a, b) => nts.add(a, b),
  multiply: (a, b) => nts.multiply(a, b),
  exp: (a) => nts.exp(a),
  // numpy-ts's sum of a whole array is a JavaScript number.
  sum: (a) => nts.array([nts.sum(a)]),
  read: (result) => Array.from(result.toArray().flat?.(Infinity) ?? [result.toArray()], Number),
  free: (array) => array.dispose(),
};

const libraries = [ours, tfjs, jaxjs, numpyts];
const peers = libraries.slice(1);

// ---- the cases ------------------------------------------------------------------------------

const floatDTypes = new Set(['float16', 'bfloat16', 'float32', 'float64']);
/** name → { operation, arity, dtypes(library): the dtypes (or dtype pairs) to run it on }. */
const cases = [
  { name: 'add', operation: 'add', arity: 2, inputs: (dtype) => [dtype, dtype], on: (dtype) => dtype !== 'bool' },
  {
    name: 'multiply',
    operation: 'multiply',
    arity: 2,
    inputs: (dtype) => [dtype, dtype],
    on: (dtype) => dtype !== 'bool',
  },
  { name: 'exp', operation: 'exp', arity: 1, inputs: (dtype) => [dtype], on: (dtype) => floatDTypes.has(dtype) },
  { name: 'sum', operation: 'sum', arity: 1, inputs: (dtype) => [dtype], on: (dtype) => dtype !== 'bool' },
];
// Mixed-dtype adds: the pair, and what each library makes of it.
const mixed = [
  ['int8', 'uint8'],
  ['int32', 'float32'],
  ['uint8', 'float32'],
];

// ---- timing ---------------------------------------------------------------------------------

/**
 * Seconds per call of `run` (which makes a ready result) plus freeing its result: batches sized
 * to take about 20 ms (5 ms quick), the fastest of 7 (3 quick) batches, after a warm-up.
 */
function time(run, free) {
  for (let index = 0; index < 5; index += 1) free(run());
  const target = quick ? 0.005 : 0.02;
  let count = 1;
  for (;;) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) free(run());
    const seconds = (performance.now() - started) / 1000;
    if (seconds >= target) break;
    count *= seconds > 0 ? Math.min(100, Math.max(2, Math.ceil(target / seconds))) : 100;
  }
  let best = Infinity;
  for (let batch = 0; batch < (quick ? 3 : 7); batch += 1) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) free(run());
    best = Math.min(best, (performance.now() - started) / 1000 / count);
  }
  return best;
}

/** Whether a peer's values agree with ours (relative tolerance by the result's precision). */
function agree(reference, values, dtype, operation) {
  if (reference.length !== values.length) return false;
  const tolerance =
    operation === 'sum' ? 1e-3 : dtype === 'float16' || dtype === 'bfloat16' ? 1e-2 : /float/.test(dtype) ? 1e-5 : 0;
  for (let index = 0; index < reference.length; index += 1) {
    const expected = reference[index];
    const actual = values[index];
    if (Math.abs(actual - expected) > tolerance * Math.max(1, Math.abs(expected))) return false;
  }
  return true;
}

async function measure(library, operation, dtypes, size) {
  if (!dtypes.every((dtype) => library.dtypes.includes(dtype)) || !library[operation]) return undefined;
  const operands = dtypes.map((dtype, index) => library.make(values(dtype, size, index + 1), dtype));
  try {
    const run = () => library[operation](...operands);
    const first = await run();
    const result = { values: library.read(first), dtype: String(first.dtype) };
    library.free(first);
    result.seconds = library.async ? await timeAsync(run, library.free) : time(run, library.free);
    return result;
  } finally {
    operands.forEach((operand) => library.free(operand));
  }
}

/**
 * The SIMD ceiling's seconds per call for an add or multiply row (undefined for other rows): the
 * hand-unrolled loop on our operands' data into a preallocated output, its bytes checked against
 * our result first.
 */
function measureCeiling(ceiling, operation, dtypes, size) {
  // float16/bfloat16 are left out: the ceiling widens and narrows them plainly, which our
  // kernels' scaled forms beat, so it bounds nothing there.
  const kernel = ceiling[`${operation}_${dtypes[0]}`];
  if (
    kernel === undefined ||
    dtypes.length !== 2 ||
    dtypes[0] !== dtypes[1] ||
    dtypes[0] === 'float16' ||
    dtypes[0] === 'bfloat16'
  )
    return undefined;
  const [left, right] = dtypes.map((dtype, index) => ours.make(values(dtype, size, index + 1), dtype));
  const expected = ours[operation](left, right);
  const want = new Uint8Array(expected.toTypedArray().buffer);
  const out = allocBytes(want.length);
  try {
    const run = () => kernel(left[storage].pointer, right[storage].pointer, out, size);
    run();
    const got = new Uint8Array(latticeMemory().buffer, out, want.length);
    if (!want.every((byte, index) => byte === got[index]))
      throw new Error(`the SIMD ceiling's ${operation} of ${dtypes[0]} differs from ours`);
    return time(run, () => {});
  } finally {
    freeBytes(out);
    [left, right, expected].forEach((array) => array.dispose());
  }
}

// ---- the run --------------------------------------------------------------------------------

async function main() {
  await tf.setBackend('wasm');
  await tf.ready();
  await jaxInit('wasm');
  jaxDevice('wasm');
  const ceiling = await loadCeiling(latticeMemory());

  const rows = [];
  const plans = [];
  for (const { name, operation, inputs, on } of cases) {
    if (only && !only.has(name)) continue;
    for (const dtype of ours.dtypes.filter(on)) plans.push({ name, operation, dtypes: inputs(dtype), label: dtype });
  }
  if (!only || only.has('mixed'))
    for (const pair of mixed)
      plans.push({ name: 'mixed add', operation: 'add', dtypes: pair, label: pair.join(' + ') });

  // Warm-up, nothing recorded: the first case timed in a fresh process otherwise also times the
  // JIT compiling the timing loop and each library's call path (add int8 at 10³ read 0.5 µs first, 0.15 µs after).
  if (plans.length)
    for (const library of libraries) await measure(library, plans[0].operation, plans[0].dtypes, sizes[0]);

  let mismatches = 0;
  for (const plan of plans) {
    for (const size of sizes) {
      const mine = await measure(ours, plan.operation, plan.dtypes, size);
      if (!mine) continue;
      const row = {
        case: plan.name,
        dtypes: plan.label,
        size,
        resultDType: mine.dtype,
        seconds: { [ours.name]: mine.seconds },
        peers: {},
      };
      for (const peer of peers) {
        const theirs = await measure(peer, plan.operation, plan.dtypes, size);
        if (!theirs) continue;
        const ok = agree(mine.values, theirs.values, mine.dtype, plan.operation);
        if (!ok) mismatches += 1;
        row.peers[peer.name] = { seconds: theirs.seconds, dtype: theirs.dtype, agrees: ok };
      }
      const times = Object.values(row.peers).map((peer) => peer.seconds);
      row.bestPeer = times.length ? Math.min(...times) : undefined;
      row.ratio = row.bestPeer === undefined ? undefined : row.bestPeer / mine.seconds;
      row.slowestRatio = times.length ? Math.min(...times.map((seconds) => seconds / mine.seconds)) : undefined;
      row.ceiling = measureCeiling(ceiling, plan.operation, plan.dtypes, size);
      rows.push(row);
      if (!json) process.stderr.write('.');
    }
  }
  if (!json) process.stderr.write('\n');

  if (json) {
    console.log(JSON.stringify({ machine: machine(), rows }, null, 2));
  } else {
    console.log(table(rows));
    console.log(summary(rows));
  }
  if (mismatches) {
    console.error(`${mismatches} result(s) disagree with ours (marked ≠ above).`);
    process.exitCode = 1;
  }
}

function machine() {
  const cpu = cpus();
  return `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.versions.node}`;
}

const sizeText = (size) =>
  size === 1_000 ? '10³' : size === 65_536 ? '6.5·10⁴' : size === 1_000_000 ? '10⁶' : String(size);
function timeText(seconds) {
  if (seconds === undefined) return '—';
  return seconds < 1e-3 ? `${(seconds * 1e6).toFixed(seconds < 1e-5 ? 2 : 1)} µs` : `${(seconds * 1e3).toFixed(2)} ms`;
}

export function table(rows) {
  const lines = [
    `Peers, one process: ${machine()}. Times per operation (fastest of 7 batches); ×best = the best peer's time / ours;`,
    `— = the peer has no such dtype or operation; ≠ = its result disagrees with ours. SIMD ceiling (add, multiply): a bare`,
    `v128 loop into a preallocated output; "ceiling × best peer" is the most any library could lead the best peer by.`,
    '',
    `| case | dtypes | size | ${libraries.map((library) => `${library.name} ${library.version}`).join(' | ')} | × best peer | SIMD ceiling | ceiling × best peer |`,
    `|---|---|---:|${libraries.map(() => '---:').join('|')}|---:|---:|---:|`,
  ];
  for (const row of rows) {
    const cells = [timeText(row.seconds[ours.name])];
    for (const peer of peers) {
      const entry = row.peers[peer.name];
      cells.push(
        entry
          ? `${timeText(entry.seconds)}${entry.agrees ? '' : ' ≠'}${entry.dtype !== row.resultDType ? ` (${entry.dtype})` : ''}`
          : '—',
      );
    }
    const ceilingCells =
      row.ceiling === undefined
        ? ['—', '—']
        : [
            timeText(row.ceiling),
            row.bestPeer === undefined ? 'no peer' : `${(row.bestPeer / row.ceiling).toFixed(1)}×`,
          ];
    lines.push(
      `| ${row.case} | ${row.dtypes} → ${row.resultDType} | ${sizeText(row.size)} | ${cells.join(' | ')} | ${row.ratio === undefined ? 'no peer' : `${row.ratio.toFixed(1)}×`} | ${ceilingCells.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** The middle of a sorted list. */
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

/** The leads over the best peer the project aims for, by size (the summary says where the ceiling rules them out). */
const targets = { 1_000: 10, 65_536: 3 };

export function summary(rows) {
  const lines = ['', 'Against the best peer, per size (the worst row, and the median):'];
  for (const size of sizes) {
    const ratios = rows
      .filter((row) => row.size === size && row.ratio !== undefined)
      .map((row) => row.ratio)
      .sort((a, b) => a - b);
    if (!ratios.length) continue;
    lines.push(
      `  ${sizeText(size)}: worst ${ratios[0].toFixed(1)}×, median ${median(ratios).toFixed(1)}× over ${ratios.length} rows`,
    );
  }
  lines.push(
    '',
    'The SIMD ceiling against the best peer (add and multiply rows with a peer): the most any library could lead by;',
  );
  lines.push("and our time as a fraction of the ceiling's speed:");
  for (const size of sizes) {
    const bounded = rows.filter((row) => row.size === size && row.ceiling !== undefined && row.bestPeer !== undefined);
    if (!bounded.length) continue;
    const leads = bounded.map((row) => row.bestPeer / row.ceiling).sort((a, b) => a - b);
    const shares = bounded.map((row) => row.ceiling / row.seconds[ours.name]).sort((a, b) => a - b);
    lines.push(
      `  ${sizeText(size)}: ceiling × best peer from ${leads[0].toFixed(1)}× to ${leads[leads.length - 1].toFixed(1)}× (median ${median(leads).toFixed(1)}×); ours at ${(shares[0] * 100).toFixed(0)}–${(shares[shares.length - 1] * 100).toFixed(0)}% of the ceiling's speed (median ${(median(shares) * 100).toFixed(0)}%) over ${bounded.length} rows`,
    );
    const target = targets[size];
    if (target !== undefined) {
      const beyond = bounded.filter((row) => row.bestPeer / row.ceiling < target);
      lines.push(
        `    ${target}× the best peer would take less time than the ceiling itself in ${beyond.length} of these ${bounded.length} rows`,
      );
    }
  }
  const slower = rows.filter((row) => row.slowestRatio !== undefined && row.slowestRatio < 1);
  lines.push(
    `Rows where some peer is faster than us: ${slower.length}${slower.length ? ` (${slower.map((row) => `${row.case} ${row.dtypes} ${sizeText(row.size)}`).join('; ')})` : ''}`,
  );
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
