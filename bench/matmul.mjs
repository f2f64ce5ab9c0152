#!/usr/bin/env node
// Matrix products against the peers, in one process: TensorFlow.js (wasm backend: XNNPACK, one
// thread on Node), jax-js (wasm) and numpy-ts. Each case is timed in 5 rounds that take turns
// between the libraries (so background load hits them alike) and reported as the median, in
// GFLOP/s (2·M·N·K per product). Every call gets a fresh `b` (one of a pool of distinct arrays,
// cycled): XNNPACK packs a reused `b` once, so the reused-`b` figures are a row of their own.
// The multiply-add peak is a bare loop of f32x4 multiply-then-add chains in registers
// (bench/ceiling/ceiling.ts), timed in the same run right before and right after each round of
// ours at 1024; that row reports our share of it.
// Results are checked against ours before timing. The int8/bfloat16/float16 rows are compared with
// our float32 product of the same shapes timed in the same rounds (a ratio per round, then the median).
//
//   node bench/matmul.mjs            (npm run bench:peers runs it after the elementwise table)
//   node bench/matmul.mjs --quick    fewer, shorter rounds
//   node bench/matmul.mjs --json
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import { cpus } from 'node:os';
import * as lattice from '../dist/src/index.js';
import { memory as latticeMemory } from '../dist/src/kernels/heap.js';
import { loadCeiling, withFloat16Array } from './harness.mjs';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const ROUNDS = quick ? 3 : 5;
const ROUND_SECONDS = quick ? 0.05 : 0.2;
const POOL = 3;

/** Deterministic values in [-1, 1) (floats) or small integers (int8). */
function values(size, seed, integer) {
  const out = new Float32Array(size);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = integer ? ((state >>> 24) % 15) - 7 : state / 2 ** 31 - 1;
  }
  return out;
}

// Adapters: make(data, shape, dtype) → array; matmul(a, b) → ready result; read → numbers; free.
const ours = {
  name: 'dtype-lattice',
  dtypes: ['float32', 'bfloat16', 'float16', 'int8'],
  make: (data, shape, dtype) =>
    lattice.reshape(lattice.array(dtype === 'int8' ? Int8Array.from(data) : data, dtype), shape),
  matmul: (a, b, dtype) => lattice.matmul(a, b, dtype === 'int8' ? { preferredElementType: 'int32' } : undefined),
  read: (result) => Array.from(result.toArray().flat(Infinity), Number),
  free: (array) => array.dispose(),
};
const tfjs = {
  name: 'TensorFlow.js (wasm)',
  dtypes: ['float32'],
  make: (data, shape) => tf.tensor(data, shape, 'float32'),
  matmul: (a, b) => tf.matMul(a, b),
  read: (result) => Array.from(result.dataSync()),
  free: (tensor) => tensor.dispose(),
};
const jaxjs = {
  name: 'jax-js (wasm)',
  dtypes: ['float32'],
  async: true,
  make: (data, shape) => withFloat16Array(() => jnp.array(data, { dtype: 'float32' }).reshape(shape)),
  matmul: (a, b) => jnp.matmul(a.ref, b.ref).blockUntilReady(),
  read: (result) => Array.from(result.ref.dataSync()),
  free: (array) => array.dispose(),
};
const numpyts = {
  name: 'numpy-ts',
  dtypes: ['float32'],
  make: (data, shape) => nts.array(data, 'float32').reshape(...shape),
  matmul: (a, b) => nts.matmul(a, b),
  read: (result) => Array.from(result.toArray().flat(Infinity), Number),
  free: (array) => array.dispose?.(),
};
const libraries = [ours, tfjs, jaxjs, numpyts];

const cases = [
  { label: 'float32 64×64', dtype: 'float32', a: [64, 64], b: [64, 64] },
  { label: 'float32 256×256', dtype: 'float32', a: [256, 256], b: [256, 256] },
  { label: 'float32 1024×1024', dtype: 'float32', a: [1024, 1024], b: [1024, 1024], peak: true },
  { label: 'float32 [8, 128, 128] batched', dtype: 'float32', a: [8, 128, 128], b: [8, 128, 128] },
  { label: 'float32 256×256, reused b', dtype: 'float32', a: [256, 256], b: [256, 256], reused: true },
  { label: 'int8 → int32 256×256', dtype: 'int8', a: [256, 256], b: [256, 256], vsFloat32: true },
  { label: 'bfloat16 256×256', dtype: 'bfloat16', a: [256, 256], b: [256, 256], vsFloat32: true },
  { label: 'float16 256×256', dtype: 'float16', a: [256, 256], b: [256, 256], vsFloat32: true },
];

const flopsOf = ({ a, b }) => 2 * a.slice(0, -1).reduce((x, y) => x * y, 1) * a[a.length - 1] * b[b.length - 1];

/**
 * Seconds per call: as many calls as fill ROUND_SECONDS (at least one), b cycled through the pool.
 * Also the process's CPU seconds per call (`cpuSeconds`): our kernels and the multiply-add loop
 * run on this thread alone, so their ratios in CPU time hold on a machine shared with other work
 * (where wall-clock time also counts the time other processes held the core).
 */
async function timeRound(library, a, pool, dtype, cpuSeconds) {
  let count = 0;
  const started = performance.now();
  const cpuStarted = cpuNow();
  let elapsed = 0;
  while (count === 0 || elapsed < ROUND_SECONDS) {
    const result = library.matmul(a, pool[count % pool.length], dtype);
    library.free(library.async ? await result : result);
    count += 1;
    elapsed = (performance.now() - started) / 1000;
  }
  cpuSeconds?.push((cpuNow() - cpuStarted) / count);
  return elapsed / count;
}

/** CPU seconds this process has used (user + system). */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function median(list) {
  const sorted = [...list].sort((x, y) => x - y);
  return sorted[sorted.length >> 1];
}

function agree(reference, got, dtype) {
  if (reference.length !== got.length) return false;
  const tolerance = dtype === 'int8' ? 0 : 1e-3;
  return reference.every((value, index) => Math.abs(value - got[index]) <= tolerance * Math.max(1, Math.abs(value)));
}

async function main() {
  await tf.setBackend('wasm');
  await tf.ready();
  await jaxInit('wasm');
  jaxDevice('wasm');
  const ceiling = await loadCeiling(latticeMemory());

  // The multiply-add peak: 192 flops a step, ~15 ms a sample here.
  const steps = 4_000_000;
  // Calls enough to tier the function up (V8 runs a wasm function's first calls unoptimised).
  for (let call = 0; call < 50; call += 1) ceiling.madd_peak_f32(10_000);
  const peaks = [];
  const peaksCpu = [];
  /** One sample of the peak: [wall, CPU] seconds. */
  const samplePeak = () => {
    const started = performance.now();
    const cpuStarted = cpuNow();
    ceiling.madd_peak_f32(steps);
    return [(performance.now() - started) / 1000, cpuNow() - cpuStarted];
  };
  /** The peak of a round: a sample before our timing and one after, pooled (GFLOP/s). */
  const recordPeak = (before, after) => {
    peaks.push((2 * 192 * steps) / (before[0] + after[0]) / 1e9);
    peaksCpu.push((2 * 192 * steps) / (before[1] + after[1]) / 1e9);
  };

  const rows = [];
  for (const testCase of cases) {
    const integer = testCase.dtype === 'int8';
    const aData = values(
      testCase.a.reduce((x, y) => x * y, 1),
      1,
      integer,
    );
    const bData = Array.from({ length: testCase.reused ? 1 : POOL }, (_, index) =>
      values(
        testCase.b.reduce((x, y) => x * y, 1),
        2 + index,
        integer,
      ),
    );
    const present = libraries.filter((library) => library.dtypes.includes(testCase.dtype));
    const operands = present.map((library) => ({
      a: library.make(aData, testCase.a, testCase.dtype),
      pool: bData.map((data) => library.make(data, testCase.b, testCase.dtype)),
    }));
    let reference;
    const agrees = {};
    for (const [index, library] of present.entries()) {
      const made = library.matmul(operands[index].a, operands[index].pool[0], testCase.dtype);
      const result = library.async ? await made : made;
      const got = library.read(result);
      library.free(result);
      if (index === 0) reference = got;
      else agrees[library.name] = agree(reference, got, testCase.dtype);
    }
    // Our float32 product of the same shapes, timed in the same rounds (the ratio to it is per
    // round, so load that changes between the float32 row and this one does not move it).
    const float32 = testCase.vsFloat32
      ? {
          a: ours.make(aData, testCase.a, 'float32'),
          pool: bData.map((data) => ours.make(data, testCase.b, 'float32')),
        }
      : undefined;
    const seconds = present.map(() => []);
    const oursCpu = [];
    const float32Cpu = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, library] of present.entries()) {
        const cpuSeconds = index === 0 ? oursCpu : undefined;
        // The peak brackets our timing, so the two see the same load on the core (another job's
        // cache traffic, the clock) as nearly as a serial measurement can.
        const bracket = testCase.peak && index === 0;
        const before = bracket ? samplePeak() : undefined;
        seconds[index].push(
          await timeRound(library, operands[index].a, operands[index].pool, testCase.dtype, cpuSeconds),
        );
        if (bracket) recordPeak(before, samplePeak());
      }
      if (float32) await timeRound(ours, float32.a, float32.pool, 'float32', float32Cpu);
    }
    const row = { case: testCase.label, gflops: {}, agrees };
    present.forEach((library, index) => {
      row.gflops[library.name] = flopsOf(testCase) / median(seconds[index]) / 1e9;
    });
    const peerRates = present.slice(1).map((library) => row.gflops[library.name]);
    row.bestPeer = peerRates.length ? Math.max(...peerRates) : undefined;
    // Our share of the peak and our ratio to our float32: per round, in CPU time (see timeRound).
    if (testCase.peak) {
      row.ofPeakRounds = oursCpu.map((time, round) => flopsOf(testCase) / time / 1e9 / peaksCpu[round]);
      row.ofPeak = median(row.ofPeakRounds);
    }
    if (float32) {
      row.vsFloat32 = median(float32Cpu.map((time, round) => time / oursCpu[round]));
      [float32.a, ...float32.pool].forEach((array) => ours.free(array));
    }
    rows.push(row);
    operands.forEach(({ a, pool }, index) => [a, ...pool].forEach((array) => present[index].free(array)));
    if (!json) process.stderr.write('.');
  }
  if (!json) process.stderr.write('\n');
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}`;
  const peak = median(peaks);
  if (json) {
    console.log(JSON.stringify({ machine, peakGflops: peak, rows }, null, 2));
    return;
  }
  const names = libraries.map((library) => library.name);
  const lines = [
    `Matrix products, GFLOP/s (median of ${ROUNDS} interleaved rounds, fresh b each call); ${machine}`,
    `multiply-add peak (bare f32x4 mul+add loop): ${peak.toFixed(1)} GFLOP/s (${median(peaksCpu).toFixed(1)} in CPU time; "% of peak" is ours over it per round, both in CPU time)`,
    `ours: fusedMultiplyAdd() ${lattice.fusedMultiplyAdd()} (fused where relaxed SIMD validates: Node ≥ 22, or Node 20 with --experimental-wasm-relaxed-simd; fused, ours can pass the unfused peak)`,
    '',
    `| case | ${names.join(' | ')} | ours ÷ best peer |`,
    `|---|${names.map(() => '---:').join('|')}|---:|`,
  ];
  for (const row of rows) {
    const cells = names.map((name) => {
      const rate = row.gflops[name];
      if (rate === undefined) return '—';
      return `${rate.toFixed(1)}${row.agrees[name] === false ? ' ≠' : ''}`;
    });
    const ratio = row.bestPeer === undefined ? '—' : `${(row.gflops[ours.name] / row.bestPeer).toFixed(2)}×`;
    lines.push(
      `| ${row.case}${row.ofPeak ? ` (${(100 * row.ofPeak).toFixed(0)}% of peak)` : ''} | ${cells.join(' | ')} | ${ratio} |`,
    );
  }
  const peakRow = rows.find((row) => row.ofPeakRounds);
  lines.push(
    '',
    `1024: ours ÷ the peak per round (CPU time): ${peakRow.ofPeakRounds.map((ratio) => ratio.toFixed(2)).join(', ')}`,
  );
  const ratioTo = (label) => rows.find((row) => row.case === label).vsFloat32.toFixed(2);
  lines.push(
    '',
    `ours at 256: int8 → int32 ${ratioTo('int8 → int32 256×256')}×, bfloat16 ${ratioTo('bfloat16 256×256')}×, float16 ${ratioTo('float16 256×256')}× our float32 GFLOP/s (medians of per-round ratios in CPU time, float32 timed in the same rounds)`,
  );
  console.log(lines.join('\n'));
  if (rows.some((row) => Object.values(row.agrees).includes(false))) {
    console.error('a peer disagrees with our result (marked ≠)');
    process.exitCode = 1;
  }
}

await main();
