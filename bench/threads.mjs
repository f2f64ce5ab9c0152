// npm run bench:threads: what threads buy, in one process. Each case is timed on 1 thread and on 2
// (and on the machine's count where it has more), in rounds that take turns, and printed as the
// ratio, with the load average (the machine is shared: a ratio taken under load measures the
// neighbours, so the table says when the load was over 0.5). Also: the measured hand-off and
// per-element costs the cost model (src/kernels/cost-model.ts) is set from, its thresholds, the
// scaling it predicts for 4, 8 and 16 cores, and float32 matmul against TensorFlow.js's wasm
// backend (XNNPACK; one thread in Node), and nn.softmax on 2 threads against its fused softmax.
//   node bench/threads.mjs [--quick]
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import * as np from '../dist/src/index.js';
import { ELEMENT_NS, HANDOFF_NS, splitThreshold } from '../dist/src/kernels/cost-model.js';
import { parallelFor, setNappingForTesting } from '../dist/src/kernels/pool.js';
import { bareBinary, bareMixed } from './bare-split.mjs';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 3 : 7;
const cores = availableParallelism();
const counts = cores > 2 ? [1, 2, cores] : [1, 2];

/** Seconds per call: the best of batches of about `seconds` each. */
function timeOf(run, seconds = quick ? 0.02 : 0.05) {
  let reps = 1;
  for (;;) {
    const started = performance.now();
    for (let index = 0; index < reps; index += 1) run();
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) return elapsed / reps;
    reps *= 2;
  }
}

const disposing = (make) => () => make().dispose();
const SOFTMAX_SHAPES = [
  [1000, 64],
  [64, 4096],
  [15625, 64],
];
const uniform = (shape, seed, dtype = 'float32') =>
  np.random.uniform(np.random.key(seed), shape, { dtype: 'float32', minval: -4, maxval: 4 }).astype(dtype);

const cases = [];
for (const size of [65536, 262144, 1e6, 16777216]) {
  const x = uniform([size], 1);
  const y = uniform([size], 2);
  const target = size >= 16777216 ? 1.6 : size >= 262144 ? 1.8 : 1.4;
  cases.push({ name: 'float32 add', size, target, run: disposing(() => np.add(x, y)) });
  const a = uniform([size], 3, 'int8');
  const b = uniform([size], 4, 'uint8');
  cases.push({ name: 'int8 + uint8 add', size, target, run: disposing(() => np.add(a, b)) });
}
for (const size of [65536, 1e6]) {
  const x = uniform([size], 5);
  cases.push({ name: 'exp float32', size, target: 1.9, run: disposing(() => np.exp(x)) });
  cases.push({ name: 'tanh float32', size, target: 1.9, run: disposing(() => np.tanh(x)) });
}
{
  const x = uniform([16777216], 6);
  cases.push({ name: 'sum float32', size: 16777216, target: 1.8, run: disposing(() => np.sum(x)) });
}
for (const n of [256, 1024]) {
  const a = uniform([n, n], 7);
  const b = uniform([n, n], 8);
  cases.push({ name: 'matmul float32', size: n, target: 1.85, run: disposing(() => np.matmul(a, b)) });
}
{
  const x = uniform([1e6], 9);
  const y = uniform([1e6], 10);
  const affine = np.jit((a, b) => np.add(np.multiply(a, 1.5), b));
  cases.push({ name: 'jit affine', size: 1e6, target: 1.7, run: disposing(() => affine(x, y)) });
  const key = np.random.key(11);
  cases.push({ name: 'random.uniform', size: 1e6, target: 1.8, run: disposing(() => np.random.uniform(key, [1e6])) });
  cases.push({ name: 'random.normal', size: 1e6, target: 1.8, run: disposing(() => np.random.normal(key, [1e6])) });
  cases.push({
    name: 'random.normal float16',
    size: 1e6,
    target: 1.8,
    run: disposing(() => np.random.normal(key, [1e6], { dtype: 'float16' })),
  });
  cases.push({
    name: 'random.randint int32',
    size: 1e6,
    target: 1.8,
    run: disposing(() => np.random.randint(key, [1e6], -7, 1000, { dtype: 'int32' })),
  });
  // nn.softmax over the last axis, cut by rows (against tfjs-wasm's fused softmax below).
  for (const shape of SOFTMAX_SHAPES) {
    const logits = uniform(shape, 14);
    cases.push({
      name: `nn.softmax [${shape.join(', ')}]`,
      size: shape[0] * shape[1],
      target: 1.8,
      run: disposing(() => np.nn.softmax(logits)),
    });
  }
  // A batched sort: 1000 lines of 1000, cut by lines (float32: one key word; float64: two).
  const lines = uniform([1000, 1000], 12);
  cases.push({ name: 'sort float32 rows', size: 1e6, target: 1.8, run: disposing(() => np.sort(lines, { axis: 1 })) });
  const wide = uniform([1000, 1000], 13, 'float64');
  cases.push({ name: 'sort float64 rows', size: 1e6, target: 1.8, run: disposing(() => np.sort(wide, { axis: 1 })) });
}

/**
 * Nanoseconds for one cache line to go from this thread to a bare worker and another to come back
 * (each spins on the other's word): what any hand-off between two threads costs at least.
 */
async function lineRoundTrip(trips = 200_000) {
  const words = new Int32Array(new SharedArrayBuffer(256));
  const source = `const { workerData } = require('node:worker_threads');
    const words = new Int32Array(workerData.buffer);
    for (let trip = 1; trip <= workerData.trips; trip++) {
      while (Atomics.load(words, 0) !== trip);
      Atomics.store(words, 32, trip);
    }`;
  const worker = new Worker(source, { eval: true, workerData: { buffer: words.buffer, trips } });
  await new Promise((resolve) => worker.once('online', resolve));
  const started = performance.now();
  for (let trip = 1; trip <= trips; trip++) {
    Atomics.store(words, 0, trip);
    while (Atomics.load(words, 32) !== trip);
  }
  const nanoseconds = ((performance.now() - started) * 1e6) / trips;
  await worker.terminate();
  return nanoseconds;
}

async function main() {
  const loadBefore = loadavg()[0];
  const best = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const threads of round % 2 === 0 ? counts : [...counts].reverse()) {
      await np.setThreads(threads);
      for (const testCase of cases) {
        testCase.run(); // warm
        const seconds = timeOf(testCase.run);
        const key = `${testCase.name}|${testCase.size}|${threads}`;
        best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, seconds));
      }
    }
  }

  // The hand-off: a job of two empty pieces (the calling thread records, publishes, waits). The
  // calling thread often takes both (they are empty), which would make the workers nap (pool.ts)
  // and the jobs run whole: they are kept awake for this measurement.
  await np.setThreads(2);
  setNappingForTesting(false);
  const handoff = timeOf(() => parallelFor(2, () => 0)) * 1e9;
  setNappingForTesting(true);
  // One thread's cost per element of each kind.
  await np.setThreads(1);
  const roundTrip = await lineRoundTrip();
  // The machine's bound for the adds: their kernels split with a bare worker (bench/bare-split.mjs),
  // the best of an even cut and (up to 2.6·10⁵, where the worker's lag is a visible part) this
  // thread taking 56% of the elements.
  const bare = [];
  for (const testCase of cases.filter((each) => each.name.endsWith(' add'))) {
    let split;
    for (const share of testCase.size <= 262144 ? [0.5, 0.56] : [0.5]) {
      const next =
        testCase.name === 'float32 add'
          ? await bareBinary('add_float32', testCase.size, 4, share)
          : await bareMixed('mixed_add_int8_uint8_int16', testCase.size, [1, 1, 2], share);
      if (next !== undefined && (split === undefined || next.split < split.split)) split = { ...next, share };
    }
    if (split !== undefined) bare.push({ testCase, split });
  }
  const perElement = {
    elementwise: (best.get('float32 add|1000000|1') / 1e6) * 1e9,
    transcendental: (best.get('exp float32|1000000|1') / 1e6) * 1e9,
    reduction: (best.get('sum float32|16777216|1') / 16777216) * 1e9,
    product: (best.get('matmul float32|1024|1') / 1024 ** 3) * 1e9,
    sort: (best.get('sort float32 rows|1000000|1') / 1e6) * 1e9,
  };

  // Peers: TensorFlow.js's wasm backend (XNNPACK), one thread in Node.
  await tf.setBackend('wasm');
  await tf.ready();
  const peers = [];
  for (const n of [256, 1024]) {
    const a = tf.randomUniform([n, n]);
    const b = tf.randomUniform([n, n]);
    const tfjs = timeOf(() => tf.matMul(a, b).dispose());
    await np.setThreads(2);
    peers.push({ n, tfjs, ours: best.get(`matmul float32|${n}|2`), alone: best.get(`matmul float32|${n}|1`) });
  }
  const softmaxPeers = [];
  for (const shape of SOFTMAX_SHAPES) {
    const logits = tf.randomUniform(shape, -4, 4);
    const tfjs = timeOf(() => tf.softmax(logits).dispose());
    softmaxPeers.push({ shape, tfjs, ours: best.get(`nn.softmax [${shape.join(', ')}]|${shape[0] * shape[1]}|2`) });
  }
  const loadAfter = loadavg()[0];

  const ms = (seconds) => `${(seconds * 1e3).toFixed(3)} ms`;
  console.log(
    `bench:threads — Node ${process.version}, ${cores} cores, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; products fused (fusedMultiplyAdd()): ${np.fusedMultiplyAdd()}`,
  );
  if (Math.max(loadBefore, loadAfter) > 0.5)
    console.log('  (load average over 0.5: the machine is shared, and these ratios measure the neighbours too)');
  console.log('');
  const header = [
    'case',
    'size',
    ...counts.map((threads) => `${threads} thread${threads > 1 ? 's' : ''}`),
    '2 ÷ 1',
    'target',
  ];
  if (cores > 2) header.splice(header.length - 1, 0, `${cores} ÷ 1`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => ' --- ').join('|')}|`);
  for (const testCase of cases) {
    const times = counts.map((threads) => best.get(`${testCase.name}|${testCase.size}|${threads}`));
    const ratios = times.slice(1).map((time) => (times[0] / time).toFixed(2));
    const size = testCase.name.startsWith('matmul') ? `${testCase.size}²` : testCase.size.toLocaleString('en');
    console.log(
      `| ${testCase.name} | ${size} | ${times.map(ms).join(' | ')} | ${ratios.join(' | ')} | ≥ ${testCase.target} |`,
    );
  }
  if (bare.length > 0) {
    console.log('');
    console.log(
      "The adds' bound on this machine: the kernel's two parts at once on this thread and a bare worker (bench/bare-split.mjs:",
    );
    console.log(
      "  no pool, one cache line each way; this thread's part the faster of 50% and 56%), and the API at best: 1 thread,",
    );
    console.log('  less the kernel whole, plus the parts at once');
    console.log(
      "| case | size | kernel whole | parts at once | this thread's part | kernel 2 ÷ 1 | the API at best | ours | target |",
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { testCase, split } of bare) {
      const one = best.get(`${testCase.name}|${testCase.size}|1`);
      const two = best.get(`${testCase.name}|${testCase.size}|2`);
      const atBest = one / (Math.max(0, one - split.whole) + split.split);
      const us = (seconds) => `${(seconds * 1e6).toFixed(2)} µs`;
      console.log(
        `| ${testCase.name} | ${testCase.size.toLocaleString('en')} | ${us(split.whole)} | ${us(split.split)} | ${(split.share * 100).toFixed(0)}% | ${(split.whole / split.split).toFixed(2)} | ${atBest.toFixed(2)} | ${(one / two).toFixed(2)} | ≥ ${testCase.target} |`,
      );
    }
  }
  console.log('');
  console.log('Against TensorFlow.js (wasm, XNNPACK, one thread in Node): float32 matmul, ours on 2 threads');
  // At best: our 2 threads exactly twice our one (a kernel at the core's multiply-add rate can do no better).
  for (const { n, tfjs, ours, alone } of peers)
    console.log(
      `  ${n}²: tfjs ${ms(tfjs)}, ours ${ms(ours)}: ${(tfjs / ours).toFixed(2)}× (target ≥ 2.4×; at best, tfjs ÷ (ours on 1 thread ÷ 2): ${((2 * tfjs) / alone).toFixed(2)}×)`,
    );
  console.log('Against TensorFlow.js (its fused softmax, one thread in Node): nn.softmax float32, ours on 2 threads');
  for (const { shape, tfjs, ours } of softmaxPeers)
    console.log(
      `  [${shape.join(', ')}]: tfjs ${ms(tfjs)}, ours ${ms(ours)}: ${(tfjs / ours).toFixed(2)}× (target ≥ 1.8×)`,
    );
  console.log('');
  console.log(
    `Cost model (src/kernels/cost-model.ts): hand-off ${HANDOFF_NS} ns (measured now: ${handoff.toFixed(0)} ns)`,
  );
  console.log(
    `  its floor: one cache line there and back between two threads, ${roundTrip.toFixed(0)} ns (a job's word out, its end back)`,
  );
  for (const [kind, cost] of Object.entries(ELEMENT_NS))
    console.log(
      `  ${kind}: ${cost} ns per element (measured now: ${perElement[kind].toFixed(3)}); cut from ${splitThreshold(kind, 2).toLocaleString('en')} elements on 2 threads, ${splitThreshold(kind, 16).toLocaleString('en')} on 16`,
    );
  console.log('');
  console.log('Predicted speed-up on more cores (the cost model: n·c / (n·c/T + hand-off)), compute-bound work:');
  for (const testCase of cases.filter((each) => ['exp float32', 'matmul float32', 'sum float32'].includes(each.name))) {
    const one = best.get(`${testCase.name}|${testCase.size}|1`);
    const predicted = [4, 8, 16].map((threads) => (one / (one / threads + HANDOFF_NS * 1e-9)).toFixed(2));
    console.log(
      `  ${testCase.name} ${testCase.size}: 4 cores ${predicted[0]}×, 8 cores ${predicted[1]}×, 16 cores ${predicted[2]}×`,
    );
  }
  console.log(
    '  Memory-bound work (add, sum) is bounded by memory bandwidth, not cores: one core streams most of what a socket can, so add and sum flatten after 2–4 threads; exp, tanh, matmul and random scale with cores.',
  );
}

await main();
