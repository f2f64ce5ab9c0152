#!/usr/bin/env node
// One-off check of asm/math.ts exp32x4 (float32 lanes, Ziv's rounding test, float64 fallback):
// compiles asm/exp32-check.ts and compares the fast kernel with its float64 path on all 2^32
// float32 bit patterns, bit for bit, then prints the fallback rate on typical data and the time per
// element of both in the kernels' loop shape.
//   node scripts/exp32-exhaustive.mjs [--quick]   (--quick: every 4096th vector only)
import { checkModule } from './check-module.mjs';

const exports = await checkModule('asm/exp32-check.ts', ['--exportRuntime']);

const quick = process.argv.includes('--quick');
const CHUNK = 1 << 24; // vectors per call
const started = performance.now();
let differences = 0;
let vectors = 0;
for (let start = 0; start < 2 ** 32; start += CHUNK * 4) {
  differences = exports.compareRange(start >>> 0, quick ? 1 : CHUNK) >>> 0;
  vectors += quick ? 1 : CHUNK;
  if (!quick && (start / (CHUNK * 4)) % 16 === 15) console.log(`  ${((start / 2 ** 32) * 100 + 6.25).toFixed(1)}%`);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${vectors * 4} inputs compared in ${seconds.toFixed(1)} s: ${differences} differ` +
    (differences ? ` (first vector from bits 0x${(exports.first() >>> 0).toString(16)})` : ''),
);
console.log(
  `vectors sent to the float64 path: ${((exports.fallbacks() / vectors) * 100).toFixed(3)}% of all bit patterns`,
);

const COUNT = 1 << 20;
const pointer = exports.buffer(COUNT * 4);
const normal = () => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
for (const [label, draw] of [
  ['uniform [-10, 10]', () => -10 + 20 * Math.random()],
  ['uniform [0.5, 1.5)', () => 0.5 + Math.random()],
  ['normal(0, 1)', normal],
  ['uniform [-80, 80]', () => -80 + 160 * Math.random()],
]) {
  const view = new Float32Array(exports.memory.buffer, pointer, COUNT);
  for (let i = 0; i < COUNT; i++) view[i] = draw();
  const fallbacks = exports.run(pointer, COUNT);
  console.log(`${label}: ${((fallbacks / (COUNT / 4)) * 100).toFixed(2)}% of vectors fall back`);
}

const view = new Float32Array(exports.memory.buffer, pointer, COUNT);
for (let i = 0; i < COUNT; i++) view[i] = -10 + 20 * Math.random();
const out = exports.buffer(COUNT * 4);
const times = [[], []];
for (let round = 0; round < 21; round++) {
  for (const slow of [0, 1]) {
    const before = performance.now();
    exports.loop(pointer, out, COUNT, slow);
    times[slow].push(performance.now() - before);
  }
}
const median = (list) => (list.sort((a, b) => a - b)[list.length >> 1] * 1e6) / COUNT;
console.log(
  `uniform [-10, 10], ${COUNT} values: float32 lanes ${median(times[0]).toFixed(3)} ns/value, ` +
    `float64 path ${median(times[1]).toFixed(3)} ns/value (median of 21)`,
);
