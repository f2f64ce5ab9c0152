// float32 convolve of 10⁵ by 31 (issue #44's speed item): ours against numpy-ts and jax-js (wasm), in
// one process, median of repeated runs after a warm-up. Needs dist (node scripts/build.mjs).
//   node bench/signal.mjs [--quick]
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const rounds = quick ? 5 : 21;
const n = 100_000;
const m = 31;
const signal = Float32Array.from({ length: n }, (_, index) => Math.sin(index * 0.01));
const kernel = Float32Array.from({ length: m }, (_, index) => (index + 1) / m);

async function median(run, count = rounds) {
  await run();
  const times = [];
  for (let round = 0; round < count; round += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((l, r) => l - r);
  return times[times.length >> 1];
}

await lattice.ready();
const figures = {};
const a = lattice.array(signal, 'float32');
const v = lattice.array(kernel, 'float32');
for (const mode of ['full', 'same', 'valid']) {
  figures[`dtype-lattice ${mode} (${lattice.threadCount()} threads)`] = await median(() =>
    lattice.convolve(a, v, mode).dispose(),
  );
}
const threads = lattice.threadCount();
await lattice.setThreads(1);
figures['dtype-lattice full (1 thread)'] = await median(() => lattice.convolve(a, v, 'full').dispose());
await lattice.setThreads(threads);
const na = nts.array(signal, 'float32');
const nv = nts.array(kernel, 'float32');
figures['numpy-ts full'] = await median(() => nts.convolve(na, nv, 'full'));
try {
  await jaxInit('wasm');
  jaxDevice('wasm');
  const ja = jnp.array(signal, { dtype: 'float32' });
  const jv = jnp.array(kernel, { dtype: 'float32' });
  figures['jax-js (wasm) full'] = await median(async () =>
    (await jnp.convolve(ja.ref, jv.ref, 'full').blockUntilReady()).dispose(),
  );
} catch (error) {
  figures['jax-js (wasm) full'] = `unavailable: ${error.message}`;
}
for (const [name, ms] of Object.entries(figures))
  console.log(`${name.padEnd(36)} ${typeof ms === 'number' ? `${ms.toFixed(3)} ms` : ms}`);

// Long by long (the transform path, src/ops/signal-fft.ts): 10⁴ by 2,000 and 10⁵ by 10⁴, float32,
// one thread, against numpy-ts (a direct sum) in the same process.
await lattice.setThreads(1);
for (const [length, width] of [
  [10_000, 2_000],
  [100_000, 10_000],
]) {
  const x = Float32Array.from({ length }, (_, index) => Math.sin(index * 0.01));
  const y = Float32Array.from({ length: width }, (_, index) => Math.cos(index * 0.003));
  const la = lattice.array(x, 'float32');
  const lv = lattice.array(y, 'float32');
  const count = length * width > 1e8 ? 3 : rounds;
  const ours = await median(() => lattice.convolve(la, lv, 'full').dispose(), count);
  const pa = nts.array(x, 'float32');
  const pv = nts.array(y, 'float32');
  const peer = await median(() => nts.convolve(pa, pv, 'full'), length * width > 1e8 ? 1 : count);
  console.log(
    `convolve ${length} by ${width} full`.padEnd(36),
    `${ours.toFixed(3)} ms; numpy-ts ${peer.toFixed(3)} ms (${(peer / ours).toFixed(1)}× ours)`,
  );
  la.dispose();
  lv.dispose();
}
await lattice.setThreads(threads);
