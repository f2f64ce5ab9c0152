#!/usr/bin/env node
// A/B of one row kernel (the rows ABI: input, out, rowBegin, rowEnd, length) between versions of an
// AssemblyScript file, in one process: each file compiled on its own (scripts/check-module.mjs), run
// in turns on the same seeded values in [−4, 4), the best of 40 rounds each; prints each version's
// time and speed against the first, and how many results differ from the first's bits. Used to pick
// the softmax kernel's schedule (docs/benchmarks.md, jax.nn). Copies outside asm/ need their imports
// pointed back at asm/ (e.g. `from '../../asm/math'` for a copy in bench/.exp/).
//   node scripts/kernel-ab.mjs old.ts new.ts [--kernel nn_softmax_float32] [--rows 1000x64,64x4096]
import { checkModule } from './check-module.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const files = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const name = option('--kernel', 'nn_softmax_float32');
const shapes = option('--rows', '1000x64,64x4096,15625x64')
  .split(',')
  .map((shape) => shape.split('x').map(Number));
if (files.length === 0) {
  console.error('usage: node scripts/kernel-ab.mjs a.ts [b.ts …] [--kernel name] [--rows RxL,…]');
  process.exit(2);
}
const modules = [];
for (const file of files) modules.push(await checkModule(file, ['--initialMemory', '400']));

for (const [rows, length] of shapes) {
  const count = rows * length;
  const input = 1 << 20;
  const out = input + count * 4 + 4096;
  for (const module of modules) {
    const values = new Float32Array(module.memory.buffer, input, count);
    let state = 12345;
    for (let i = 0; i < count; i++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      values[i] = -4 + (8 * state) / 2 ** 32;
    }
  }
  const best = modules.map(() => Number.POSITIVE_INFINITY);
  const reps = Math.max(3, Math.round(3e6 / count));
  for (let round = 0; round < 40; round++)
    modules.forEach((module, index) => {
      const started = performance.now();
      for (let r = 0; r < reps; r++) module[name](input, out, 0, rows, length);
      best[index] = Math.min(best[index], (performance.now() - started) / reps);
    });
  const first = new Uint32Array(modules[0].memory.buffer, out, count);
  const cells = modules.map((module, index) => {
    const bits = new Uint32Array(module.memory.buffer, out, count);
    let differ = 0;
    for (let i = 0; i < count; i++) if (bits[i] !== first[i]) differ++;
    return `${files[index]} ${(best[index] * 1e3).toFixed(1)} µs (${(best[0] / best[index]).toFixed(3)}×, ${differ} differ)`;
  });
  console.log(`[${rows}, ${length}] ${cells.join(' | ')}`);
}
