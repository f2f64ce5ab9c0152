#!/usr/bin/env node
// The nan reductions' kernels alone against the plain ones, by where the data lives: float32 sum,
// nansum, mean's sum and nanmean on 8,192 values (L1), 65,536 (L2), 10⁶ (L3) and 4·2²⁰ (memory),
// one thread, no allocation in the loop, 1 value in 97 NaN (bench/statistics.mjs's input), the best
// of 30 interleaved batches. nan ÷ plain shows what the NaN test costs where the loop is bound by
// instructions (in cache: nansum's load, compare, and, add a vector against sum's load, add;
// nanmean's count one more) and where memory bounds both (issue #44's ≤ 1.2 is asked at 10⁶).
//   npm run build && node bench/nan-sizes.mjs
import * as lattice from '../dist/src/index.js';
import { allocBytes, freeBytes, memory } from '../dist/src/kernels/heap.js';
import { kernel } from '../dist/src/kernels/instance.js';

await lattice.setThreads(1);
const pairs = [
  ['nansum', 'reduce_sum_float32', 'nan_sum_float32'],
  ['nanmean', 'reduce_sum_float32', 'nan_mean_float32'],
];
const sizes = [
  ['L1', 8192],
  ['L2', 65536],
  ['L3', 1_000_000],
  ['memory', 4 << 20],
];
console.log('| function | data in | values | plain ns/value | nan ns/value | nan ÷ plain |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, plainName, nanName] of pairs) {
  const plain = kernel(plainName);
  const nan = kernel(nanName);
  for (const [where, count] of sizes) {
    const input = allocBytes(count * 4);
    const out = allocBytes(64);
    const values = new Float32Array(memory().buffer, input, count);
    let state = 44;
    for (let index = 0; index < count; index++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      values[index] = index % 97 === 0 ? Number.NaN : state / 2 ** 32 - 0.5;
    }
    const reps = Math.max(5, Math.round(2e7 / count));
    let plainBest = Number.POSITIVE_INFINITY;
    let nanBest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 30; round++) {
      let started = performance.now();
      for (let rep = 0; rep < reps; rep++) plain(input, count, 1, out);
      plainBest = Math.min(plainBest, (performance.now() - started) / reps);
      started = performance.now();
      for (let rep = 0; rep < reps; rep++) nan(input, count, 1, out);
      nanBest = Math.min(nanBest, (performance.now() - started) / reps);
    }
    const perValue = (ms) => ((ms * 1e6) / count).toFixed(4);
    console.log(
      `| ${name} | ${where} | ${count.toLocaleString('en')} | ${perValue(plainBest)} | ${perValue(nanBest)} | ${(nanBest / plainBest).toFixed(2)} |`,
    );
    freeBytes(input);
    freeBytes(out);
  }
}
process.exit(0);
