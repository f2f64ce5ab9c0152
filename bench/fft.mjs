// complex64 fft and float32 rfft (issue #46's speed item): ours against fft.js (radix-4 JS),
// numpy-ts and jax-js, one process, one thread, median of repeated runs after a warm-up; NumPy's
// pocketfft beside where python3 with numpy is found. Ratios: a peer's time / ours (> 1: we are faster).
// Needs dist (node scripts/build.mjs).  node bench/fft.mjs [--quick] [--wall]
import { execFileSync } from 'node:child_process';
import FFT from 'fft.js';
import * as nts from 'numpy-ts';

const lattice = await import(process.env.DTYPE_LATTICE_ENTRY ?? '../dist/src/index.js');
const quick = process.argv.includes('--quick');
const rounds = quick ? 5 : 15;

// The clock: this process's CPU time (user + system) by default, its wall-clock time with --wall.
// Every contender runs on this one thread (ours with setThreads(1)), so on an idle machine the two
// agree; on a shared, loaded one (8 agents on 2 cores here) wall-clock samples mostly measure the
// scheduler, and CPU time does not.
const wall = process.argv.includes('--wall');
const now = wall
  ? () => performance.now()
  : () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };

// Each sample times a batch of calls long enough (≥ 1 ms) for the timer and one call's noise not
// to matter, after a warm-up (≥ 150 ms) that lets the JIT optimise every contender's call path (a
// 256-point transform takes about a microsecond: single-call samples measured the timer and a cold JIT).
const warmMs = quick ? 50 : 150;
function median(run, budgetMs = 400) {
  let calls = 0;
  const warm = now();
  while (calls < 5 || now() - warm < warmMs) {
    run();
    calls += 1;
  }
  const each = (now() - warm) / calls;
  const batch = Math.max(1, Math.ceil(1 / each));
  const times = [];
  const start = now();
  for (let round = 0; round < rounds || (times.length < 3 && now() - start < budgetMs); round += 1) {
    const begin = now();
    for (let call = 0; call < batch; call += 1) run();
    times.push((now() - begin) / batch);
    if (now() - start > budgetMs * 4 && times.length >= 3) break;
  }
  times.sort((l, r) => l - r);
  return times[times.length >> 1];
}

function maybe(run) {
  try {
    return median(run);
  } catch {
    return undefined;
  }
}

await lattice.ready();
await lattice.setThreads(1);
let jnp;
try {
  const jax = await import('@jax-js/jax');
  await jax.init?.();
  jnp = jax.numpy;
} catch {
  jnp = undefined;
}

const cases = [
  ['fft', [256]],
  ['fft', [4096]],
  ['fft', [65536]],
  ['fft', [2 ** 20]],
  ['fft', [1000, 1024]],
  ['rfft', [256]],
  ['rfft', [4096]],
  ['rfft', [65536]],
  ['rfft', [2 ** 20]],
  ['rfft', [1000, 1024]],
];

const numpyTimes = (() => {
  try {
    const script = `
import numpy as np, timeit, json, time
out = {}
for kind, shape in ${JSON.stringify(cases)}:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape).astype(np.float32)
    if kind == 'fft':
        x = (x + 1j * rng.standard_normal(shape)).astype(np.complex64)
        f = lambda: np.fft.fft(x)
    else:
        f = lambda: np.fft.rfft(x)
    timer = timeit.Timer(f, timer=time.perf_counter if ${wall ? 'True' : 'False'} else time.process_time)
    number = max(1, timer.autorange()[0] // 10)
    t = timer.repeat(repeat=7, number=number)
    out[kind + ' ' + 'x'.join(map(str, shape))] = sorted(t)[3] / number * 1000
print(json.dumps(out))`;
    return JSON.parse(execFileSync('python3', ['-c', script], { encoding: 'utf8', timeout: 120_000 }));
  } catch {
    return {};
  }
})();

const rows = [];
for (const [kind, shape] of cases) {
  const size = shape.reduce((a, b) => a * b, 1);
  const n = shape[shape.length - 1];
  const batch = size / n;
  const real = Float32Array.from({ length: size }, (_, index) => Math.sin(index * 0.37) + Math.cos(index * 0.011));
  const parts = Float32Array.from({ length: 2 * size }, (_, index) => Math.sin(index * 0.37));
  const label = `${kind} ${shape.join('x')}`;
  const figures = {};
  if (kind === 'fft') {
    const x = lattice
      .array(
        Array.from({ length: size }, (_, k) => ({ re: parts[2 * k], im: parts[2 * k + 1] })),
        'complex64',
      )
      .reshape(shape);
    figures.ours = median(() => lattice.fft.fft(x).dispose());
    x.dispose();
    const f = new FFT(n);
    const input = Float64Array.from(parts);
    const output = f.createComplexArray();
    const row = new Float64Array(2 * n);
    figures['fft.js'] = median(() => {
      for (let b = 0; b < batch; b += 1) {
        row.set(input.subarray(2 * n * b, 2 * n * (b + 1)));
        f.transform(output, row);
      }
    });
  } else {
    const x = lattice.array(real, 'float32').reshape(shape);
    figures.ours = median(() => lattice.fft.rfft(x).dispose());
    x.dispose();
    const f = new FFT(n);
    const input = Float64Array.from(real);
    const output = f.createComplexArray();
    const row = new Float64Array(n);
    figures['fft.js'] = median(() => {
      for (let b = 0; b < batch; b += 1) {
        row.set(input.subarray(n * b, n * (b + 1)));
        f.realTransform(output, row);
      }
    });
  }
  // numpy-ts and jax-js: real float32 input (their complex64 support varies); a complex transform of it.
  const nx = nts.array(Array.from(real), 'float32').reshape(...shape);
  figures['numpy-ts'] = size <= 2 ** 16 || !quick ? maybe(() => nts.fft[kind](nx)) : undefined;
  if (jnp !== undefined && size <= 2 ** 16) {
    figures['jax-js'] = maybe(() => {
      const y = jnp.fft[kind](jnp.array(real).reshape(shape));
      y.dispose?.();
    });
  }
  const peers = Object.entries(figures).filter(([name, time]) => name !== 'ours' && time !== undefined);
  const best = Math.min(...peers.map(([, time]) => time));
  rows.push({
    case: label,
    'ours ms': figures.ours.toPrecision(3),
    ...Object.fromEntries(peers.map(([name, time]) => [`${name} ×`, (time / figures.ours).toFixed(2)])),
    'best JS peer ×': (best / figures.ours).toFixed(2),
    'NumPy ms': numpyTimes[label] === undefined ? 'n/a' : numpyTimes[label].toPrecision(3),
  });
}
console.log(`clock: ${wall ? 'wall' : 'process CPU time'}; median of batches of calls`);
console.table(rows);
