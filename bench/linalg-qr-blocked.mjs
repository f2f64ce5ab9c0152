// The blocked Householder QR (asm/linalg-qr-blocked.ts, issue #47) in CPU time (process.cpuUsage,
// user + system: the machine may be shared), median of 5 rounds after a warm-up, one thread:
// 1. the crossover: the blocked kernels (QR, then Q with min(m, n) columns) against the unblocked
//    ones (asm/linalg-qr.ts) on the same matrix, per shape: src/execute/linalg-qr.ts's
//    QR_BLOCKED_FROM comes from this table;
// 2. linalg.qr (reduced: Q and R) at n×n in GFLOP/s (dgeqrf's 4n³/3 and dorgqr's 4n³/3 flops)
//    beside our float64 matmul's (2n³) in the same process, and its share of the matmul's rate.
// 3. singular values alone of long matrices (src/execute/linalg-qr.ts's SVD_QR_FROM): the SVD
//    kernel on the matrix against a blocked QR and the SVD kernel on its square R.
// Needs dist (node scripts/build.mjs).
//   node bench/linalg-qr-blocked.mjs [--shapes 48x48,64x64,1024x32] [--sizes 256,1024]
//     [--long 410x256,512x256,1024x256,2048x128]
import * as lattice from '../dist/src/index.js';
import { allocBytes, freeBytes, memory } from '../dist/src/kernels/heap.js';
import { orthogonalKernels } from '../dist/src/kernels/linalg-qr.js';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const shapes = option('--shapes', '48x48,64x64,96x96,128x128,256x256,512x512,1024x1024,1024x32,32x1024,256x24')
  .split(',')
  .map((shape) => shape.split('x').map(Number));
const sizes = option('--sizes', '256,1024').split(',').map(Number);
const longs = option('--long', '400x256,410x256,512x256,1024x256,2048x128')
  .split(',')
  .map((shape) => shape.split('x').map(Number));

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

await lattice.setThreads(1);
const kernels = orthogonalKernels();
console.log(
  `blocked QR, float64, CPU ms (median); load ${(await import('node:os')).loadavg().map((x) => x.toFixed(2))}`,
);
console.log(`${'shape'.padEnd(12)}${'unblocked'.padStart(12)}${'blocked'.padStart(12)}${'ratio'.padStart(8)}`);
for (const [m, n] of shapes) {
  const k = Math.min(m, n);
  const source = values(m * n);
  const [a, tau, work, q] = [m * n, k, n, m * k].map((count) => allocBytes(count * 8));
  const run = (blocked) => () => {
    new Float64Array(memory().buffer, a, m * n).set(source);
    if (blocked) {
      kernels.qrBlocked(a, m, n, tau);
      kernels.qrQBlocked(a, m, n, tau, q, k);
    } else {
      kernels.qr(a, m, n, tau, work);
      kernels.qrQ(a, m, n, tau, q, k, work);
    }
  };
  const plain = median(run(false));
  const blocked = median(run(true));
  console.log(
    `${`${m}×${n}`.padEnd(12)}${plain.toFixed(2).padStart(12)}${blocked.toFixed(2).padStart(12)}${`${(plain / blocked).toFixed(2)}×`.padStart(8)}`,
  );
  for (const pointer of [a, tau, work, q]) freeBytes(pointer);
}

console.log('\nlinalg.qr (reduced) and matmul, float64, GFLOP/s (CPU time) and the share of the matmul rate');
console.log(`${'n'.padEnd(8)}${'matmul'.padStart(10)}${'qr'.padStart(10)}${'share'.padStart(8)}`);
for (const n of sizes) {
  const a = lattice.array(values(n * n), 'float64').reshape([n, n]);
  const product = median(() => lattice.matmul(a, a).dispose());
  const qr = median(() => {
    const { Q, R } = lattice.linalg.qr(a);
    Q.dispose();
    R.dispose();
  });
  const rate = (flops, ms) => flops / ms / 1e6;
  const matmulRate = rate(2 * n ** 3, product);
  const qrRate = rate((8 * n ** 3) / 3, qr);
  console.log(
    `${String(n).padEnd(8)}${matmulRate.toFixed(2).padStart(10)}${qrRate.toFixed(2).padStart(10)}${`${((100 * qrRate) / matmulRate).toFixed(0)}%`.padStart(8)}`,
  );
  a.dispose();
}

console.log('\nsingular values alone, m×n (m > n), CPU ms: the SVD kernel on Aᵀ, or on R after a blocked QR');
console.log(`${'shape'.padEnd(12)}${'direct'.padStart(12)}${'QR first'.padStart(12)}${'ratio'.padStart(8)}`);
for (const [m, n] of longs) {
  const source = values(m * n);
  const [g, a, s, tau, order, unused] = [m * n, m * n, n, n, n, 1].map((count) => allocBytes(count * 8));
  const direct = median(() => {
    const rows = new Float64Array(memory().buffer, g, m * n);
    for (let i = 0; i < m; i += 1) for (let j = 0; j < n; j += 1) rows[j * m + i] = source[i * n + j];
    kernels.svd(g, n, m, s, unused, 0, unused, 0, 80, order);
  });
  const first = median(() => {
    new Float64Array(memory().buffer, a, m * n).set(source);
    kernels.qrBlocked(a, m, n, tau);
    const factor = new Float64Array(memory().buffer, a, m * n);
    const square = new Float64Array(memory().buffer, g, n * n);
    for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) square[i * n + j] = j >= i ? factor[i * n + j] : 0;
    kernels.svd(g, n, n, s, unused, 0, unused, 0, 80, order);
  });
  console.log(
    `${`${m}×${n}`.padEnd(12)}${direct.toFixed(2).padStart(12)}${first.toFixed(2).padStart(12)}${`${(direct / first).toFixed(2)}×`.padStart(8)}`,
  );
  for (const pointer of [g, a, s, tau, order, unused]) freeBytes(pointer);
}
