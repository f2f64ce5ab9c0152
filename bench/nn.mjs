#!/usr/bin/env node
// jax.nn's kernels (asm/nn.ts) against the peers, float32, one process, one thread: TensorFlow.js's
// wasm backend (XNNPACK kernels: tf.softmax, tf.logSoftmax, tf.sigmoid; gelu and silu built of its
// operations), jax-js (`jit(jax.nn.softmax)` …, wasm device) and numpy-ts (its wasm kernels: each
// function built of its operations, as a NumPy user writes it; it has no erf). Ours runs on one thread
// (setThreads(1)), as the peers do. Results are checked against ours first; each row prints the
// seconds per call and our speed as a multiple of each peer's, the median over --runs runs (each run
// the best of interleaved batches), and the same ratios of the process's CPU time per call (each
// run the median batch's), which a loaded machine disturbs less.
//   node bench/nn.mjs [--quick] [--json] [--runs=3] [--only=softmax,gelu]
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { init as jaxInit, defaultDevice as jaxDevice, jit as jaxJit, nn as jaxNn, numpy as jnp } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
const { nn } = lattice;

/**
 * A numpy-ts chain whose intermediates are disposed (its wasm heap is not collected: without this it
 * runs out and falls back to slower JS arrays). `k` keeps an intermediate for disposal.
 */
function ntsChain(body) {
  return (x) => {
    const made = [];
    const result = body(x, (value) => {
      made.push(value);
      return value;
    });
    for (const value of made) if (value !== result) value.dispose();
    return result;
  };
}
/** numpy-ts's softmax and logSoftmax over the last axis, built of its operations. */
const ntsSoftmax = ntsChain((x, k) => {
  const shifted = k(nts.subtract(x, k(nts.max(x, -1, true))));
  const e = k(nts.exp(shifted));
  return nts.divide(e, k(nts.sum(e, -1, true)));
});
const ntsLogSoftmax = ntsChain((x, k) => {
  const shifted = k(nts.subtract(x, k(nts.max(x, -1, true))));
  return nts.subtract(shifted, k(nts.log(k(nts.sum(k(nts.exp(shifted)), -1, true)))));
});
const sigmoidOf = (x, k) => nts.reciprocal(k(nts.add(k(nts.exp(k(nts.negative(x)))), 1)));
const ntsSigmoid = ntsChain(sigmoidOf);

/** Deterministic float32 inputs in [−4, 4). */
function values(size, seed) {
  const out = new Float32Array(size);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = -4 + (8 * state) / 2 ** 32;
  }
  return out;
}

const SQRT_2_OVER_PI = Math.sqrt(2 / Math.PI);
const cases = [
  {
    name: 'softmax',
    shapes: [
      [1000, 64],
      [64, 4096],
      [15625, 64],
    ],
    ours: (x) => nn.softmax(x, { axis: -1 }),
    tf: (x) => tf.softmax(x),
    jax: (x) => jaxNn.softmax(x, -1),
    nts: ntsSoftmax,
    tolerance: 1e-6,
  },
  {
    name: 'logSoftmax',
    shapes: [
      [1000, 64],
      [64, 4096],
      [15625, 64],
    ],
    ours: (x) => nn.logSoftmax(x, { axis: -1 }),
    tf: (x) => tf.logSoftmax(x),
    jax: (x) => jaxNn.logSoftmax(x, -1),
    nts: ntsLogSoftmax,
    tolerance: 1e-5,
  },
  {
    name: 'sigmoid',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.sigmoid(x),
    tf: (x) => tf.sigmoid(x),
    jax: (x) => jaxNn.sigmoid(x),
    nts: ntsSigmoid,
    tolerance: 1e-6,
  },
  {
    name: 'silu',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.silu(x),
    tf: (x) => tf.mul(x, tf.sigmoid(x)),
    jax: (x) => jaxNn.silu(x),
    nts: ntsChain((x, k) => nts.multiply(x, k(sigmoidOf(x, k)))),
    tolerance: 1e-5,
  },
  {
    name: 'gelu (tanh)',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.gelu(x),
    tf: (x) =>
      tf.mul(
        tf.mul(x, 0.5),
        tf.add(1, tf.tanh(tf.mul(tf.add(x, tf.mul(tf.mul(tf.mul(x, x), x), 0.044715)), SQRT_2_OVER_PI))),
      ),
    jax: (x) => jaxNn.gelu(x, { approximate: true }),
    nts: ntsChain((x, k) => {
      const cube = k(nts.multiply(k(nts.multiply(x, x)), x));
      const inner = k(nts.multiply(k(nts.add(x, k(nts.multiply(cube, 0.044715)))), SQRT_2_OVER_PI));
      return nts.multiply(k(nts.multiply(x, 0.5)), k(nts.add(k(nts.tanh(inner)), 1)));
    }),
    tolerance: 1e-5,
  },
  {
    name: 'gelu (erf)',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.gelu(x, { approximate: false }),
    // tfjs has no erf on every backend; wasm's: x·½·(1 + erf(x/√2)).
    tf: (x) => tf.mul(tf.mul(x, 0.5), tf.add(1, tf.erf(tf.mul(x, Math.SQRT1_2)))),
    jax: (x) => jaxNn.gelu(x, { approximate: false }),
    tolerance: 1e-5,
  },
];

function close(expected, got, what, tolerance) {
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index];
    const error = Math.abs(got[index] - want);
    if (!(error <= tolerance * Math.max(1, Math.abs(want))))
      throw new Error(`${what}: element ${index} is ${got[index]}, ours ${want}`);
  }
}

const timeText = (seconds) =>
  seconds < 1e-3 ? `${(seconds * 1e6).toFixed(1)} µs` : `${(seconds * 1e3).toFixed(2)} ms`;

async function interleaved(contenders) {
  const entries = Object.entries(contenders);
  const counts = [];
  for (const [, [run, free]] of entries) {
    for (let index = 0; index < 10; index += 1) free(await run());
    const started = performance.now();
    free(await run());
    counts.push(Math.max(1, Math.round(4 / Math.max(performance.now() - started, 0.001))));
  }
  const best = entries.map(() => Number.POSITIVE_INFINITY);
  const cpu = entries.map(() => []);
  // 60 rounds (5 quick), fewer where a round takes long (a slow peer): at least 8 and about 8 s.
  const started = performance.now();
  for (let round = 0; round < (quick ? 5 : 60); round += 1) {
    if (round >= 8 && performance.now() - started > 8000) break;
    for (let index = 0; index < entries.length; index += 1) {
      const [run, free] = entries[index][1];
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      for (let call = 0; call < counts[index]; call += 1) free(await run());
      best[index] = Math.min(best[index], (performance.now() - started) / 1000 / counts[index]);
      const used = process.cpuUsage(cpuStarted);
      cpu[index].push((used.user + used.system) / 1e6 / counts[index]);
    }
  }
  // The process's CPU time per call, the median batch: on a loaded machine a batch is often
  // descheduled (its wall time then counts other jobs' time), which CPU time leaves out.
  const middle = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  return {
    seconds: Object.fromEntries(entries.map(([name], index) => [name, best[index]])),
    cpuSeconds: Object.fromEntries(entries.map(([name], index) => [name, middle(cpu[index])])),
  };
}

async function measure(chain, shape) {
  const size = shape.reduce((a, b) => a * b, 1);
  const data = values(size, 7);
  const input = lattice.array(data, 'float32').reshape(shape);
  const expected = chain.ours(input).toTypedArray();
  const warm = performance.now() + (quick ? 200 : 500);
  while (performance.now() < warm) chain.ours(input).dispose();
  const tfInput = tf.tensor(data, shape, 'float32');
  const tfRun = () => tf.tidy(() => chain.tf(tfInput));
  const tfResult = tfRun();
  close(expected, tfResult.dataSync(), `tfjs ${chain.name}`, chain.tolerance);
  tfResult.dispose();
  const jaxInput = jnp.array(data, { dtype: 'float32', shape });
  const jitted = jaxJit(chain.jax);
  const result = await jitted(jaxInput.ref).blockUntilReady();
  close(expected, result.ref.dataSync(), `jax-js ${chain.name}`, chain.tolerance);
  result.dispose();
  const ntsInput = chain.nts === undefined ? undefined : nts.array(data, 'float32').reshape(shape);
  if (ntsInput !== undefined)
    close(expected, chain.nts(ntsInput).toArray().flat(), `numpy-ts ${chain.name}`, chain.tolerance);
  // Interleaved: rounds of one batch (about 4 ms) of each, the best batch of each kept, so that the
  // ratios compare batches run moments apart (the machine's load changes between them).
  const { seconds, cpuSeconds } = await interleaved({
    ours: [() => chain.ours(input), (value) => value.dispose()],
    tfjs: [tfRun, (value) => value.dispose()],
    jaxJit: [async () => jitted(jaxInput.ref).blockUntilReady(), (value) => value.dispose()],
    ...(ntsInput === undefined ? {} : { numpyTs: [() => chain.nts(ntsInput), (value) => value.dispose?.()] }),
  });
  tfInput.dispose();
  ntsInput?.dispose?.();
  jaxInput.dispose();
  input.dispose();
  return {
    name: chain.name,
    shape,
    seconds,
    cpuSeconds,
    vsTfjs: seconds.tfjs / seconds.ours,
    vsTfjsCpu: cpuSeconds.tfjs / cpuSeconds.ours,
    vsJaxCpu: cpuSeconds.jaxJit / cpuSeconds.ours,
    vsJax: seconds.jaxJit / seconds.ours,
    vsNumpyTs: seconds.numpyTs === undefined ? undefined : seconds.numpyTs / seconds.ours,
  };
}

/** Each figure the median over the runs (ratios taken per run, then their median). */
function median(measured) {
  const mid = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  const pick = (get) => (get(measured[0]) === undefined ? undefined : mid(measured.map(get)));
  return {
    name: measured[0].name,
    shape: measured[0].shape,
    seconds: Object.fromEntries(Object.keys(measured[0].seconds).map((key) => [key, pick((m) => m.seconds[key])])),
    vsTfjs: pick((m) => m.vsTfjs),
    vsJax: pick((m) => m.vsJax),
    vsTfjsCpu: pick((m) => m.vsTfjsCpu),
    vsJaxCpu: pick((m) => m.vsJaxCpu),
    vsNumpyTs: pick((m) => m.vsNumpyTs),
  };
}

async function main() {
  await tf.setBackend('wasm');
  await tf.ready();
  await jaxInit('wasm');
  jaxDevice('wasm');
  await lattice.setThreads(1);
  await new Promise((resolve) => setTimeout(resolve, quick ? 300 : 1000));
  const rows = [];
  for (const chain of cases) {
    if (only !== undefined && !only.some((name) => chain.name.startsWith(name))) continue;
    for (const shape of chain.shapes) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measure(chain, shape));
      rows.push(median(measured));
    }
  }
  if (json) {
    console.log(JSON.stringify({ rows }, null, 2));
    return;
  }
  console.log(`tfjs-core ${tf.version_core}, wasm backend, threads: ${tf.wasm?.getThreadsCount?.() ?? 'default'}`);
  console.log(`ours on ${lattice.threadCount()} thread; median of ${runs} run(s)`);
  console.log(
    '| function | shape | ours | tfjs-wasm | jax-js jit | numpy-ts | ours vs tfjs | ours vs jax-js | ours vs numpy-ts | vs tfjs (CPU) | vs jax-js (CPU) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const ratio = (value) => (value === undefined ? '—' : `${value.toFixed(2)}×`);
  for (const row of rows)
    console.log(
      `| ${row.name} | [${row.shape.join(', ')}] | ${timeText(row.seconds.ours)} | ${timeText(row.seconds.tfjs)} | ${timeText(row.seconds.jaxJit)} | ${row.seconds.numpyTs === undefined ? '—' : timeText(row.seconds.numpyTs)} | ${ratio(row.vsTfjs)} | ${ratio(row.vsJax)} | ${ratio(row.vsNumpyTs)} | ${ratio(row.vsTfjsCpu)} | ${ratio(row.vsJaxCpu)} |`,
    );
}

await main();
