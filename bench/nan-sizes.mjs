#!/usr/bin/env node
// The nan reductions' kernels alone against the plain ones, by where the data lives: float32 sum,
// nansum, mean's sum and nanmean on 8,192 values (L1), 65,536 (L2), 10⁶ (L3) and 4·2²⁰ (memory),
// one thread, no allocation in the loop, 1 value in 97 NaN (bench/statistics.mjs's input), the best
// of 30 interleaved batches. nan ÷ plain shows what the NaN test costs where the loop is bound by
// instructions (in cache: nansum's load, compare, and, add a vector against sum's load, add;
// nanmean's count one more) and where memory bounds both (issue #44's ≤ 1.2 is asked at 10⁶).
// Then the floor (bench/ceiling/nan-floor.ts, compiled here): the sum's loop with one operation a
// vector added (a stand-in for a NaN-to-zero of one operation) and with the two WebAssembly SIMD
// spells a NaN test in (compare, and), against the plain loop, in one run.
//   npm run build && node bench/nan-sizes.mjs
import * as lattice from '../dist/src/index.js';
import { checkModule } from '../scripts/check-module.mjs';
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

// The floor: what one and two operations a vector cost the sum's loop, by where the data lives.
const probe = await checkModule('bench/ceiling/nan-floor.ts', ['--initialMemory', '300']);
const base = 1 << 20;
console.log('');
console.log(
  "The NaN test's floor (bench/ceiling/nan-floor.ts: the sum's loop; + one operation a vector, a stand-in; + compare, and: nansum's)",
);
console.log('| data in | values | plain ns/value | + one op ÷ plain | + compare, and ÷ plain |');
console.log('| --- | --- | --- | --- | --- |');
for (const [where, count] of sizes) {
  const values = new Float32Array(probe.memory.buffer, base, count);
  let state = 44;
  for (let index = 0; index < count; index++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    values[index] = index % 97 === 0 ? Number.NaN : state / 2 ** 32 - 0.5;
  }
  const reps = Math.max(5, Math.round(2e7 / count));
  const fastest = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let round = 0; round < 30; round++)
    for (let kind = 0; kind < 3; kind++) {
      const started = performance.now();
      probe.run(kind, base, count, reps, -1);
      fastest[kind] = Math.min(fastest[kind], (performance.now() - started) / reps);
    }
  console.log(
    `| ${where} | ${count.toLocaleString('en')} | ${((fastest[0] * 1e6) / count).toFixed(4)} | ${(fastest[1] / fastest[0]).toFixed(2)} | ${(fastest[2] / fastest[0]).toFixed(2)} |`,
  );
}
process.exit(0);
