#!/usr/bin/env node
// The statistics against numpy-ts (its wasm kernels) and jax-js (wasm device, where it has the
// function), in one process, with NumPy (python3, if present) printed beside as the native
// reference. Median of 10⁶ float32, percentile, histogram, every nan reduction against its peers,
// and every nan reduction against its plain reduction (nan ÷ plain at 10⁶ and [1000, 1000] along
// axis 0 and 1, float32 and float64; issue #44's target ≤ 1.2). Needs `npm run build` first.
//   node bench/statistics.mjs [--quick] [--cpu] [--ratios] [--dtypes float32,float64] [--cases nansum,nanmean]
// --cpu: nan ÷ plain by CPU time (process.cpuUsage, user + system) rather than wall time, for a
// machine shared with other work. --ratios: only the nan ÷ plain table (no peers, no NumPy).
// --dtypes, --cases: the ratio table's dtypes and nan functions. --threads N: setThreads(N) first
// (--cpu sets 1 unless given: idle workers' waits would count as CPU time).
import { execFileSync } from 'node:child_process';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const cpu = process.argv.includes('--cpu');
const ratiosOnly = process.argv.includes('--ratios');
const listFlag = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1].split(',') : undefined;
};
const ratioDtypes = listFlag('--dtypes') ?? ['float32', 'float64'];
const ratioCases = listFlag('--cases');
const clock = cpu
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();
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
  const warm = performance.now();
  free(await run());
  // A call of seconds (numpy-ts's nanmedian, jax-js's scans) is timed 3 times.
  const reps = performance.now() - warm > 500 ? 3 : quick ? 5 : 21;
  const times = [];
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
const threads = listFlag('--threads')?.[0] ?? (cpu ? '1' : undefined);
if (threads !== undefined) await lattice.setThreads(threads === 'auto' ? 'auto' : Number(threads));
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

// The nan reductions at 10⁶ float32 against numpy-ts's (and jax-js's where it has them).
const plainOf = { nanvar: 'variance', nanstd: 'std' };
const nanCases = [
  ['nansum', []],
  ['nanprod', []],
  ['nanmean', []],
  ['nanvar', []],
  ['nanstd', []],
  ['nanmax', []],
  ['nanmin', []],
  ['nanargmax', []],
  ['nanargmin', []],
  ['nancumsum', []],
  ['nancumprod', []],
  ['nanmedian', []],
  ['nanpercentile', [90]],
  ['nanquantile', [0.9]],
];
if (!ratiosOnly) {
  await row('median 10⁶ float32', () => lattice.median(ours), [['numpy-ts', () => nts.median(theirs)]]);
  await row('percentile 90 10⁶ float32', () => lattice.percentile(ours, 90), [
    ['numpy-ts', () => nts.percentile(theirs, 90)],
  ]);
  await row('histogram 10⁶ float32 (10 bins)', () => lattice.histogram(ours), [
    ['numpy-ts', () => nts.histogram(theirs)],
  ]);
  /** A peer's call, or undefined where it has no such function or it fails on this input. */
  const peerCall = (run) => {
    try {
      dispose(run());
      return run;
    } catch {
      return undefined;
    }
  };
  for (const [name, extra] of nanCases) {
    const peers = [];
    const theirsRun = peerCall(() => nts[name](theirsNaN, ...extra));
    if (theirsRun) peers.push(['numpy-ts', theirsRun]);
    if (typeof jnp[name] === 'function' && extra.length === 0) {
      try {
        await jnp[name](jaxNaN.ref).blockUntilReady();
        peers.push(['jax-js', jaxRun(() => jnp[name](jaxNaN.ref))]);
      } catch {}
    }
    await row(`${name} 10⁶ float32`, () => lattice[name](oursNaN, ...extra), peers);
  }
  console.table(rows);
}

// nan ÷ plain: each nan reduction against its plain reduction (NumPy's pairs: nansum/sum …,
// nanargmax/argmax, nancumsum/cumsum, nanmedian/median …) of the same shape, the plain one on the
// same values with no NaN (argmax and argmin stop at a NaN, max and min return it: a plain call on
// the NaN input would time an early exit). Runs interleaved, the median of each; a run repeats a
// call under 2 ms until it lasts about 2 ms (CPU time's resolution).
async function ratio(nanRun, plainRun) {
  const warm = clock();
  dispose(nanRun());
  dispose(plainRun());
  dispose(nanRun());
  dispose(plainRun());
  const each = Math.max((clock() - warm) / 4, 1e-3);
  const repeats = Math.max(1, Math.ceil(2 / each));
  const reps = quick ? 5 : Math.min(101, Math.max(21, 2 * Math.ceil(100 / (each * repeats) / 2) + 1));
  const nanTimes = [];
  const plainTimes = [];
  const sample = (run) => {
    const started = clock();
    for (let repeat = 0; repeat < repeats; repeat += 1) dispose(run());
    return (clock() - started) / repeats;
  };
  for (let rep = 0; rep < reps; rep += 1) {
    plainTimes.push(sample(plainRun));
    nanTimes.push(sample(nanRun));
  }
  nanTimes.sort((first, second) => first - second);
  plainTimes.sort((first, second) => first - second);
  // The median's ratio (the figure), and the fastest runs' (what a quiet machine would show: other
  // processes only ever add time).
  return [nanTimes[reps >> 1] / plainTimes[reps >> 1], nanTimes[0] / plainTimes[0], plainTimes[reps >> 1]];
}
let worst = 0;
let worstFastest = 0;
for (const dtype of ratioDtypes) {
  const clean = lattice.array(data, dtype);
  const withNaNs = lattice.array(withNaN, dtype);
  const cleanSquare = clean.reshape([1000, 1000]);
  const nanSquare = withNaNs.reshape([1000, 1000]);
  const ratioRows = [];
  for (const [name, extra] of nanCases) {
    if (ratioCases !== undefined && !ratioCases.includes(name)) continue;
    const plain = plainOf[name] ?? name.slice(3);
    const entry = { 'nan ÷ plain': `${name} ÷ ${plain}` };
    for (const [label, nanInput, plainInput, axis] of [
      ['10⁶', withNaNs, clean, undefined],
      ['[1000,1000] axis 0', nanSquare, cleanSquare, 0],
      ['[1000,1000] axis 1', nanSquare, cleanSquare, 1],
    ]) {
      const args = axis === undefined ? extra : [...extra, axis];
      const [value, fastest, plainMs] = await ratio(
        () => lattice[name](nanInput, ...args),
        () => lattice[plain](plainInput, ...args),
      );
      worst = Math.max(worst, value);
      worstFastest = Math.max(worstFastest, fastest);
      entry[label] = `${value.toFixed(2)} (${fastest.toFixed(2)}) ${plainMs.toFixed(3)}ms`;
    }
    ratioRows.push(entry);
  }
  console.log(`${dtype}: nan ÷ plain by ${cpu ? 'CPU' : 'wall'} time, median (fastest), plain's median ms`);
  console.table(ratioRows);
  for (const each of [clean, withNaNs, cleanSquare, nanSquare]) each.dispose();
}
console.log(
  `nan ÷ plain, medians (fastest runs): the largest ratio ${worst.toFixed(2)} (${worstFastest.toFixed(2)}); target ≤ 1.2`,
);
jaxArray.dispose();

// NumPy, the native reference (not a peer: printed beside).
if (!ratiosOnly)
  try {
    const script = `
import numpy as np, timeit
rng = np.random.default_rng(44)
x = rng.random(${size}, dtype=np.float32) - 0.5
y = x.copy(); y[::97] = np.nan
for name, f in [('median', lambda: np.median(x)), ('percentile 90', lambda: np.percentile(x, 90)),
                ('nanmedian', lambda: np.nanmedian(y)), ('histogram', lambda: np.histogram(x)),
                ('sum', lambda: np.sum(y)), ('nansum', lambda: np.nansum(y)), ('nanmean', lambda: np.nanmean(y)),
                ('nanmax', lambda: np.nanmax(y)), ('nanvar', lambda: np.nanvar(y)), ('nanargmax', lambda: np.nanargmax(y)),
                ('nancumsum', lambda: np.nancumsum(y))]:
    t = min(timeit.repeat(f, number=1, repeat=7)) * 1000
    print(f'NumPy {np.__version__} {name}: {t:.2f} ms')
`;
    console.log(execFileSync('python3', ['-c', script], { encoding: 'utf8' }).trim());
  } catch {
    console.log('NumPy: python3 with numpy not found (the native reference is optional).');
  }
