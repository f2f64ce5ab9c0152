// linalg's orthogonal family and eig (issue #47's speed item: qr, eigh, eig, eigvals, svd): float64 at n = 64 and 256
// (1024 with --large) against ml-matrix, numpy-ts (np.linalg) and jax-js (float32, where it has the
// function), in one process, median of repeated runs after a warm-up; ratios are peer time / ours
// (> 1: we are faster). One thread. Needs dist (node scripts/build.mjs).
//   node bench/linalg-qr.mjs [--quick] [--large]
import { EigenvalueDecomposition, Matrix, QrDecomposition, SingularValueDecomposition } from 'ml-matrix';
import * as nts from 'numpy-ts';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const sizes = process.argv.includes('--large') ? [64, 256, 1024] : [64, 256];

async function median(run, rounds) {
  await run();
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((l, r) => l - r);
  return times[times.length >> 1];
}

function random(n, seed) {
  let state = seed;
  return Array.from({ length: n }, () =>
    Array.from({ length: n }, () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648 - 0.5;
    }),
  );
}

await lattice.ready();
await lattice.setThreads(1);
let jax;
try {
  const module = await import('@jax-js/jax');
  await module.init('wasm');
  module.defaultDevice('wasm');
  jax = module;
} catch {}
const rows = [];
for (const n of sizes) {
  const rounds = quick ? 3 : n >= 1024 ? 3 : n >= 256 ? 5 : 21;
  const values = random(n, n);
  const symmetric = values.map((row, i) => row.map((value, j) => (value + values[j][i]) / 2));
  const ours = lattice.array(values, 'float64');
  const oursSym = lattice.array(symmetric, 'float64');
  const ml = new Matrix(values);
  const mlSym = new Matrix(symmetric);
  const na = nts.array(values, 'float64');
  const naSym = nts.array(symmetric, 'float64');
  const cases = {
    qr: {
      ours: () => {
        const { Q, R } = lattice.linalg.qr(ours);
        Q.dispose();
        R.dispose();
      },
      'ml-matrix': () => {
        const qr = new QrDecomposition(ml);
        qr.orthogonalMatrix;
        qr.upperTriangularMatrix;
      },
      'numpy-ts': () => nts.linalg.qr(na),
      jax:
        jax &&
        (async () => {
          const [q, r] = jax.numpy.linalg.qr(jax.numpy.array(values, { dtype: 'float32' }));
          (await q.blockUntilReady()).dispose();
          (await r.blockUntilReady()).dispose();
        }),
    },
    eigh: {
      ours: () => {
        const { eigenvalues, eigenvectors } = lattice.linalg.eigh(oursSym);
        eigenvalues.dispose();
        eigenvectors.dispose();
      },
      'ml-matrix': () => new EigenvalueDecomposition(mlSym, { assumeSymmetric: true }),
      'numpy-ts': n <= 256 ? () => nts.linalg.eigh(naSym) : undefined,
    },
    eig: {
      ours: () => {
        const { eigenvalues, eigenvectors } = lattice.linalg.eig(ours);
        eigenvalues.dispose();
        eigenvectors.dispose();
      },
      'ml-matrix': () => new EigenvalueDecomposition(ml),
      'numpy-ts': n <= 64 && nts.linalg.eig ? () => nts.linalg.eig(na) : undefined,
    },
    eigvals: {
      ours: () => lattice.linalg.eigvals(ours).dispose(),
      'ml-matrix': () => new EigenvalueDecomposition(ml).realEigenvalues,
    },
    svd: {
      ours: () => {
        const { U, S, Vh } = lattice.linalg.svd(ours);
        U.dispose();
        S.dispose();
        Vh.dispose();
      },
      'ml-matrix': () => new SingularValueDecomposition(ml),
      'numpy-ts': n <= 256 ? () => nts.linalg.svd(na) : undefined,
    },
  };
  for (const [name, runs] of Object.entries(cases)) {
    const ourTime = await median(runs.ours, rounds);
    const line = [`${name} n=${n}`.padEnd(14), `ours ${ourTime.toFixed(2)} ms`];
    for (const [peer, run] of Object.entries(runs)) {
      if (peer === 'ours' || !run) continue;
      try {
        const time = await median(run, peer === 'numpy-ts' && n >= 256 ? 1 : rounds);
        line.push(`${peer} ${(time / ourTime).toFixed(2)}×`);
      } catch (error) {
        line.push(`${peer} unavailable (${String(error.message).slice(0, 40)})`);
      }
    }
    rows.push(line.join('  '));
    console.log(rows[rows.length - 1]);
  }
  for (const each of [ours, oursSym]) each.dispose();
}
