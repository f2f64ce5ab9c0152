#!/usr/bin/env node
// cov, corrcoef, histogram2d, gradient and unwrap (src/ops/statistics-extra.ts) against numpy-ts
// (its wasm kernels) and jax-js (wasm device, where it has the function: cov, corrcoef, unwrap), in
// one process, with NumPy (python3, if present) printed beside as the native reference. Ratios:
// the best peer's time over ours (> 1: faster). Needs `npm run build` first.
//   node bench/statistics-extra.mjs [--quick]
import { execFileSync } from 'node:child_process';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
let state = 4402;
const uniform = (length) => {
  const out = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = state / 2 ** 32 - 0.5;
  }
  return out;
};

/** The median of `reps` timings (ms) of `run` after a warm-up; async results awaited. */
async function time(run, free) {
  const reps = quick ? 3 : 11;
  const times = [];
  free(await run());
  for (let rep = 0; rep < reps; rep += 1) {
    const started = performance.now();
    const result = await run();
    times.push(performance.now() - started);
    free(result);
  }
  times.sort((first, second) => first - second);
  return times[reps >> 1];
}
const dispose = (value) => {
  if (Array.isArray(value)) value.forEach(dispose);
  else if (value?.dispose) value.dispose();
  else if (value && typeof value === 'object' && 'hist' in value) Object.values(value).forEach(dispose);
};

await lattice.ready();
await jaxInit('wasm');
jaxDevice('wasm');

const rows = [];
const row = async (name, run, peers) => {
  const ms = await time(run, dispose);
  const entry = { case: name, 'dtype-lattice ms': ms.toFixed(2) };
  let best = Number.POSITIVE_INFINITY;
  for (const [peer, peerRun, free] of peers) {
    const peerMs = await time(peerRun, free ?? dispose);
    entry[`${peer} ms`] = peerMs.toFixed(2);
    best = Math.min(best, peerMs);
  }
  entry['× best peer'] = Number.isFinite(best) ? (best / ms).toFixed(1) : '';
  rows.push(entry);
};
const jaxRun = (make) => async () => {
  const result = make();
  await result.blockUntilReady();
  return result;
};

// cov and corrcoef of [100, 10000] float32 (100 variables, 10⁴ observations).
const matrix = uniform(100 * 10_000);
const ours = lattice.array(matrix, 'float32').reshape([100, 10_000]);
const theirs = nts.array(matrix, 'float32').reshape([100, 10_000]);
const jaxMatrix = jnp.array(matrix, { dtype: 'float32' }).reshape([100, 10_000]);
const check = (label, first, second) => {
  if (Math.abs(first - second) > 1e-4 * Math.max(1, Math.abs(second)))
    throw new Error(`${label}: ${first} vs numpy-ts ${second}`);
};
{
  const mine = lattice.cov(ours);
  const peer = nts.cov(theirs);
  check('cov[3, 7]', Number(mine.toArray()[3][7]), Number(peer.toArray()[3][7]));
  check('cov[5, 5]', Number(mine.toArray()[5][5]), Number(peer.toArray()[5][5]));
  mine.dispose();
}
await row('cov [100, 10000] float32', () => lattice.cov(ours), [
  ['numpy-ts', () => nts.cov(theirs)],
  ['jax-js', jaxRun(() => jnp.cov(jaxMatrix.ref))],
]);
await row('corrcoef [100, 10000] float32', () => lattice.corrcoef(ours), [
  ['numpy-ts', () => nts.corrcoef(theirs)],
  ['jax-js', jaxRun(() => jnp.corrcoef(jaxMatrix.ref))],
]);

// histogram2d of 10⁶ points (10 × 10 bins, and 50 × 50).
const size = 1_000_000;
const xs = uniform(size);
const ys = uniform(size);
const ox = lattice.array(xs, 'float32');
const oy = lattice.array(ys, 'float32');
const tx = nts.array(xs, 'float32');
const ty = nts.array(ys, 'float32');
{
  const mine = lattice.histogram2d(ox, oy, { bins: 10 });
  const peer = nts.histogram2d(tx, ty, 10);
  const peerHist = Array.isArray(peer) ? peer[0] : peer.hist;
  check('histogram2d[2, 3]', Number(mine.hist.toArray()[2][3]), Number(peerHist.toArray()[2][3]));
  dispose(mine);
}
await row('histogram2d 10⁶ float32 (10 × 10)', () => lattice.histogram2d(ox, oy, { bins: 10 }), [
  ['numpy-ts', () => nts.histogram2d(tx, ty, 10)],
]);
await row('histogram2d 10⁶ float32 (50 × 50)', () => lattice.histogram2d(ox, oy, { bins: 50 }), [
  ['numpy-ts', () => nts.histogram2d(tx, ty, 50)],
]);

// gradient and unwrap of 10⁶ float32.
await row('gradient 10⁶ float32', () => lattice.gradient(ox), [['numpy-ts', () => nts.gradient(tx)]]);
await row('unwrap 10⁶ float32', () => lattice.unwrap(ox), [['numpy-ts', () => nts.unwrap(tx)]]);
console.table(rows);

// NumPy, the native reference (not a peer: printed beside).
try {
  const script = `
import numpy as np, timeit
rng = np.random.default_rng(44)
m = rng.random((100, 10000), dtype=np.float32) - 0.5
x = rng.random(${size}, dtype=np.float32) - 0.5
y = rng.random(${size}, dtype=np.float32) - 0.5
for name, f in [('cov [100, 10000]', lambda: np.cov(m)), ('corrcoef [100, 10000]', lambda: np.corrcoef(m)),
                ('histogram2d 10x10', lambda: np.histogram2d(x, y, 10)), ('histogram2d 50x50', lambda: np.histogram2d(x, y, 50)),
                ('gradient', lambda: np.gradient(x)), ('unwrap', lambda: np.unwrap(x))]:
    t = min(timeit.repeat(f, number=1, repeat=5)) * 1000
    print(f'NumPy {np.__version__} {name}: {t:.2f} ms')
`;
  console.log(execFileSync('python3', ['-c', script], { encoding: 'utf8' }).trim());
} catch {
  console.log('NumPy: python3 with numpy not found (the native reference is optional).');
}
