// The reductions of eigh and svd (issue #47): linalg.eigh, eigvalsh, svd and svdvals at n×n in CPU
// time (process.cpuUsage, user + system: the machine may be shared), median of 5 rounds after a
// warm-up, one thread, beside our float64 matmul's rate in the same process. With --panels, the
// tridiagonalisation kernel alone (linalg_tridiagonalise_float64) unblocked and blocked with each
// panel width, in ms and GFLOP/s (dsytrd's 4n³/3 flops): asm/linalg-qr.ts's TRIDIAGONAL_NB and
// TRIDIAGONAL_TAIL come from this table. With --bidiagonal, the same for the bidiagonalisation
// kernel (linalg_bidiagonalise_float64, dgebrd's 8n³/3 flops at n×n): BIDIAGONAL_NB and BIDIAGONAL_TAIL.
// Needs dist (node scripts/build.mjs).
//   node bench/linalg-reduce.mjs [--sizes 64,256,512,1024] [--cases eigh,eigvalsh,svd,svdvals] [--dist DIR]
//     [--panels 16,24,32,48] [--tail 128] [--bidiagonal 16,24,32]
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const sizes = option('--sizes', '64,256,512,1024').split(',').map(Number);
const cases = option('--cases', 'eigh,eigvalsh,svd,svdvals').split(',');
const dist = option('--dist', new URL('../dist', import.meta.url).pathname);
const lattice = await import(pathToFileURL(`${dist}/src/index.js`).href);
const panels = option('--panels', '');
const tail = Number(option('--tail', '0'));
const bidiagonal = option('--bidiagonal', '');

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Median CPU ms of `run` over 5 rounds, each repeated to last about 20 ms. */
function median(run) {
  const warm = cpu();
  run();
  const each = Math.max(cpu() - warm, 0.01);
  const repeats = Math.max(1, Math.ceil(20 / each));
  const times = [];
  for (let round = 0; round < 5; round += 1) {
    const start = cpu();
    for (let repeat = 0; repeat < repeats; repeat += 1) run();
    times.push((cpu() - start) / repeats);
  }
  times.sort((l, r) => l - r);
  return times[2];
}

/** Seeded values in [−0.5, 0.5). */
function values(count) {
  let state = 12345;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = state / 4294967296 - 0.5;
  }
  return out;
}

const dispose = (result) => {
  if (typeof result?.dispose === 'function') result.dispose();
  else for (const part of Object.values(result)) part.dispose();
};

await lattice.setThreads(1);
console.log(`float64, CPU ms (median of 5); load ${loadavg().map((x) => x.toFixed(2))}; ${dist}`);
console.log(`${'n'.padEnd(6)}${'matmul GF/s'.padStart(12)}${cases.map((name) => name.padStart(11)).join('')}`);
for (const n of cases.length > 0 && cases[0] !== '' ? sizes : []) {
  const a = lattice.array(values(n * n), 'float64').reshape([n, n]);
  const s = lattice.add(a, lattice.transpose(a));
  const product = median(() => lattice.matmul(a, a).dispose());
  const times = cases.map((name) => median(() => dispose(lattice.linalg[name](name.startsWith('eig') ? s : a))));
  console.log(
    `${String(n).padEnd(6)}${((2 * n ** 3) / product / 1e6).toFixed(2).padStart(12)}${times.map((t) => t.toFixed(2).padStart(11)).join('')}`,
  );
  a.dispose();
  s.dispose();
}

if (panels !== '') {
  const { allocBytes, freeBytes, memory } = await import(pathToFileURL(`${dist}/src/kernels/heap.js`).href);
  const { exportOf } = await import(pathToFileURL(`${dist}/src/kernels/instance.js`).href);
  const reduce = exportOf('linalg_tridiagonalise_float64');
  const widths = [0, ...panels.split(',').map(Number)];
  console.log(
    `\ntridiagonalisation alone, CPU ms and GFLOP/s (4n³/3); tail ${tail || 'nb'}; load ${loadavg().map((x) => x.toFixed(2))}`,
  );
  console.log(`${'n'.padEnd(6)}${widths.map((nb) => (nb === 0 ? 'unblocked' : `nb ${nb}`).padStart(16)).join('')}`);
  for (const n of sizes) {
    const source = values(n * n);
    for (let i = 0; i < n; i += 1) for (let j = 0; j < i; j += 1) source[j * n + i] = source[i * n + j];
    const [a, d, e, tau] = [n * n, n, n, n].map((count) => allocBytes(count * 8));
    const cells = widths.map((nb) => {
      const ms = median(() => {
        new Float64Array(memory().buffer, a, n * n).set(source);
        reduce(a, n, d, e, tau, nb, tail || nb);
      });
      return `${ms.toFixed(2)} ${((4 * n ** 3) / 3 / ms / 1e6).toFixed(2)}`.padStart(16);
    });
    console.log(`${String(n).padEnd(6)}${cells.join('')}`);
    for (const pointer of [a, d, e, tau]) freeBytes(pointer);
  }
  // Q from the reflectors (dorgtr's 4n³/3 flops), unblocked (dorg2l's steps) and blocked (dorgqr's).
  const formQ = exportOf('linalg_tridiagonal_q_float64');
  console.log(`\nQᵀ from the reflectors, CPU ms and GFLOP/s (4n³/3); load ${loadavg().map((x) => x.toFixed(2))}`);
  console.log(`${'n'.padEnd(6)}${'unblocked'.padStart(16)}${'blocked'.padStart(16)}`);
  for (const n of sizes) {
    const source = values(n * n);
    const [a, d, e, tau, w] = [n * n, n, n, n, n * n].map((count) => allocBytes(count * 8));
    new Float64Array(memory().buffer, a, n * n).set(source);
    reduce(a, n, d, e, tau, 0, 0);
    const cells = [0, 1].map((blocked) => {
      const ms = median(() => formQ(a, n, tau, w, blocked));
      return `${ms.toFixed(2)} ${((4 * n ** 3) / 3 / ms / 1e6).toFixed(2)}`.padStart(16);
    });
    console.log(`${String(n).padEnd(6)}${cells.join('')}`);
    for (const pointer of [a, d, e, tau, w]) freeBytes(pointer);
  }
}

if (bidiagonal !== '') {
  const { allocBytes, freeBytes, memory } = await import(pathToFileURL(`${dist}/src/kernels/heap.js`).href);
  const { exportOf } = await import(pathToFileURL(`${dist}/src/kernels/instance.js`).href);
  const reduce = exportOf('linalg_bidiagonalise_float64');
  const widths = [0, ...bidiagonal.split(',').map(Number)];
  console.log(
    `\nbidiagonalisation alone, CPU ms and GFLOP/s (8n³/3); tail ${tail || 'nb'}; load ${loadavg().map((x) => x.toFixed(2))}`,
  );
  console.log(`${'n'.padEnd(6)}${widths.map((nb) => (nb === 0 ? 'unblocked' : `nb ${nb}`).padStart(16)).join('')}`);
  for (const n of sizes) {
    const source = values(n * n);
    const [g, d, e, tauP, tauQ] = [n * n, n, n, n, n].map((count) => allocBytes(count * 8));
    const cells = widths.map((nb) => {
      const ms = median(() => {
        new Float64Array(memory().buffer, g, n * n).set(source);
        reduce(g, n, n, d, e, tauP, tauQ, nb, tail || nb);
      });
      return `${ms.toFixed(2)} ${((8 * n ** 3) / 3 / ms / 1e6).toFixed(2)}`.padStart(16);
    });
    console.log(`${String(n).padEnd(6)}${cells.join('')}`);
    for (const pointer of [g, d, e, tauP, tauQ]) freeBytes(pointer);
  }
}
