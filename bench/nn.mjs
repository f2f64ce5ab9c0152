#!/usr/bin/env node
// jax.nn's kernels (asm/nn.ts) against the peers, float32, one process, one thread: TensorFlow.js's
// wasm backend (XNNPACK kernels: tf.softmax, tf.logSoftmax, tf.sigmoid; gelu and silu built of its
// operations) and jax-js (`jit(jax.nn.softmax)` …, wasm device). Results are checked against ours
// first; each row prints the seconds per call and our speed as a multiple of each peer's.
//   node bench/nn.mjs [--quick] [--json] [--only=softmax,gelu]
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { init as jaxInit, defaultDevice as jaxDevice, jit as jaxJit, nn as jaxNn, numpy as jnp } from '@jax-js/jax';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const { nn } = lattice;

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
    tolerance: 1e-5,
  },
  {
    name: 'sigmoid',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.sigmoid(x),
    tf: (x) => tf.sigmoid(x),
    jax: (x) => jaxNn.sigmoid(x),
    tolerance: 1e-6,
  },
  {
    name: 'silu',
    shapes: [[65536], [1_000_000]],
    ours: (x) => nn.silu(x),
    tf: (x) => tf.mul(x, tf.sigmoid(x)),
    jax: (x) => jaxNn.silu(x),
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
  for (let round = 0; round < (quick ? 5 : 60); round += 1) {
    for (let index = 0; index < entries.length; index += 1) {
      const [run, free] = entries[index][1];
      const started = performance.now();
      for (let call = 0; call < counts[index]; call += 1) free(await run());
      best[index] = Math.min(best[index], (performance.now() - started) / 1000 / counts[index]);
    }
  }
  return Object.fromEntries(entries.map(([name], index) => [name, best[index]]));
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
  // Interleaved: rounds of one batch (about 4 ms) of each, the best batch of each kept, so that the
  // ratios compare batches run moments apart (the machine's load changes between them).
  const seconds = await interleaved({
    ours: [() => chain.ours(input), (value) => value.dispose()],
    tfjs: [tfRun, (value) => value.dispose()],
    jaxJit: [async () => jitted(jaxInput.ref).blockUntilReady(), (value) => value.dispose()],
  });
  tfInput.dispose();
  jaxInput.dispose();
  input.dispose();
  return {
    name: chain.name,
    shape,
    seconds,
    vsTfjs: seconds.tfjs / seconds.ours,
    vsJax: seconds.jaxJit / seconds.ours,
  };
}

async function main() {
  await tf.setBackend('wasm');
  await tf.ready();
  await jaxInit('wasm');
  jaxDevice('wasm');
  await new Promise((resolve) => setTimeout(resolve, quick ? 300 : 1000));
  const rows = [];
  for (const chain of cases) {
    if (only !== undefined && !only.some((name) => chain.name.startsWith(name))) continue;
    for (const shape of chain.shapes) rows.push(await measure(chain, shape));
  }
  if (json) {
    console.log(JSON.stringify({ rows }, null, 2));
    return;
  }
  console.log(`tfjs-core ${tf.version_core}, wasm backend, threads: ${tf.wasm?.getThreadsCount?.() ?? 'default'}`);
  console.log('| function | shape | ours | tfjs-wasm | jax-js jit | ours vs tfjs | ours vs jax-js |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.name} | [${row.shape.join(', ')}] | ${timeText(row.seconds.ours)} | ${timeText(row.seconds.tfjs)} | ${timeText(row.seconds.jaxJit)} | ${row.vsTfjs.toFixed(2)}× | ${row.vsJax.toFixed(2)}× |`,
    );
}

await main();
