#!/usr/bin/env node
// The statistics against numpy-ts (its wasm kernels) and jax-js (wasm device, where it has the
// function: nansum, nanmean), in one process, with NumPy (python3, if present) printed beside as
// the native reference. Median of 10⁶ float32, percentile, histogram, and the nan reductions
// against the plain ones. Needs `npm run build` first.
//   node bench/statistics.mjs [--quick]
import { execFileSync } from 'node:child_process';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const size = 1_000_000;
const data = new Float32Array(size);
let state = 44;
for (let index = 0; index < size; index += 1) {
  state = (state * 1664525 + 1013904223) >>> 0;
  data[index] = state / 2 ** 32 - 0.5;
}
const withNaN = data.slice();
for (let index = 0; index < size; index += 97) withNaN[index] = Number.NaN;

/** The median of `reps` timings (ms) of `run` after a warm-up; async results awaited. */
async function time(run, free = () => {}) {
  const reps = quick ? 5 : 21;
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

await lattice.ready();
await jaxInit('wasm');
jaxDevice('wasm');
const ours = lattice.array(data, 'float32');
const oursNaN = lattice.array(withNaN, 'float32');
const theirs = nts.array(data, 'float32');
const theirsNaN = nts.array(withNaN, 'float32');
const jaxArray = jnp.array(data, { dtype: 'float32' });
const jaxNaN = jnp.array(withNaN, { dtype: 'float32' });
const dispose = (value) => (Array.isArray(value) ? value.forEach(dispose) : value?.dispose?.());

// Checks: the same median and histogram as numpy-ts.
const check = (label, first, second) => {
  if (Math.abs(first - second) > 1e-6) throw new Error(`${label}: ${first} vs numpy-ts ${second}`);
};
check('median', lattice.median(ours).item(), Number(nts.median(theirs)));
check('percentile', lattice.percentile(ours, 90).item(), Number(nts.percentile(theirs, 90)));

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
  return ms;
};
const jaxRun = (make) => async () => {
  const result = make();
  await result.blockUntilReady();
  return result;
};

await row('median 10⁶ float32', () => lattice.median(ours), [['numpy-ts', () => nts.median(theirs)]]);
await row('percentile 90 10⁶ float32', () => lattice.percentile(ours, 90), [
  ['numpy-ts', () => nts.percentile(theirs, 90)],
]);
await row('nanmedian 10⁶ float32', () => lattice.nanmedian(oursNaN), [['numpy-ts', () => nts.nanmedian(theirsNaN)]]);
await row('histogram 10⁶ float32 (10 bins)', () => lattice.histogram(ours), [
  ['numpy-ts', () => nts.histogram(theirs)],
]);
const sum = await row('sum 10⁶ float32', () => lattice.sum(oursNaN), [
  ['numpy-ts', () => nts.sum(theirsNaN)],
  ['jax-js', jaxRun(() => jaxNaN.ref.sum())],
]);
const nansum = await row('nansum 10⁶ float32', () => lattice.nansum(oursNaN), [
  ['numpy-ts', () => nts.nansum(theirsNaN)],
  ['jax-js', jaxRun(() => jnp.nansum(jaxNaN.ref))],
]);
const mean = await row('mean 10⁶ float32', () => lattice.mean(oursNaN), [['numpy-ts', () => nts.mean(theirsNaN)]]);
const nanmean = await row('nanmean 10⁶ float32', () => lattice.nanmean(oursNaN), [
  ['numpy-ts', () => nts.nanmean(theirsNaN)],
  ['jax-js', jaxRun(() => jnp.nanmean(jaxNaN.ref))],
]);
const max = await row('max 10⁶ float32', () => lattice.max(oursNaN), [['numpy-ts', () => nts.max(theirsNaN)]]);
const nanmax = await row('nanmax 10⁶ float32', () => lattice.nanmax(oursNaN), [
  ['numpy-ts', () => nts.nanmax(theirsNaN)],
]);
const min = await row('min 10⁶ float32', () => lattice.min(oursNaN), []);
const nanmin = await row('nanmin 10⁶ float32', () => lattice.nanmin(oursNaN), [
  ['numpy-ts', () => nts.nanmin(theirsNaN)],
]);
console.table(rows);
console.log(
  `nan ÷ plain, 10⁶ float32: nansum ${(nansum / sum).toFixed(2)}×, nanmean ${(nanmean / mean).toFixed(2)}×, nanmax ${(nanmax / max).toFixed(2)}×, nanmin ${(nanmin / min).toFixed(2)}×`,
);

// The nan reductions against the plain ones over one axis of [1000, 1000] float32 (NaN every 97th).
const square = oursNaN.reshape([1000, 1000]);
const ratios = [];
for (const axis of [0, 1]) {
  const line = [];
  for (const [nan, plain] of [
    ['nansum', 'sum'],
    ['nanmean', 'mean'],
    ['nanmax', 'max'],
    ['nanmin', 'min'],
  ]) {
    const plainMs = await time(() => lattice[plain](square, axis), dispose);
    const nanMs = await time(() => lattice[nan](square, axis), dispose);
    line.push(`${nan} ${(nanMs / plainMs).toFixed(2)}×`);
  }
  ratios.push(`axis ${axis}: ${line.join(', ')}`);
}
console.log(`nan ÷ plain, [1000, 1000] float32: ${ratios.join('; ')}`);
jaxArray.dispose();

// NumPy, the native reference (not a peer: printed beside).
try {
  const script = `
import numpy as np, timeit
rng = np.random.default_rng(44)
x = rng.random(${size}, dtype=np.float32) - 0.5
y = x.copy(); y[::97] = np.nan
for name, f in [('median', lambda: np.median(x)), ('percentile 90', lambda: np.percentile(x, 90)),
                ('nanmedian', lambda: np.nanmedian(y)), ('histogram', lambda: np.histogram(x)),
                ('sum', lambda: np.sum(y)), ('nansum', lambda: np.nansum(y)), ('nanmean', lambda: np.nanmean(y)),
                ('nanmax', lambda: np.nanmax(y))]:
    t = min(timeit.repeat(f, number=1, repeat=7)) * 1000
    print(f'NumPy {np.__version__} {name}: {t:.2f} ms')
`;
  console.log(execFileSync('python3', ['-c', script], { encoding: 'utf8' }).trim());
} catch {
  console.log('NumPy: python3 with numpy not found (the native reference is optional).');
}
