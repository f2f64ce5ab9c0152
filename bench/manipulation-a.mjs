// Manipulation A (issue #44): triu, diagonal (a view), trace, kron and cross against numpy-ts (and
// jax-js's cross, the one of these it has), in one process, median of repeated runs after a
// warm-up; ratios are peer time / ours (> 1: ours faster).
// Needs dist (node scripts/build.mjs).
//   node bench/manipulation-a.mjs [--quick]
import * as nts from 'numpy-ts';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
const rounds = quick ? 5 : 15;
const n = 1000;
const values = Float32Array.from({ length: n * n }, (_, index) => Math.sin(index * 0.001));
const small = Float32Array.from({ length: 100 * 100 }, (_, index) => Math.cos(index));
const vectors = Float32Array.from({ length: 3 * 100_000 }, (_, index) => Math.sin(index));

function median(run) {
  run();
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((l, r) => l - r);
  return times[times.length >> 1];
}

await lattice.ready();
const m = lattice.array(values, 'float32').reshape([n, n]);
const k = lattice.array(small, 'float32').reshape([100, 100]);
const e = lattice.eye(10, { dtype: 'float32' });
const u = lattice.array(vectors, 'float32').reshape([100_000, 3]);
const nm = nts.array(values, 'float32').reshape([n, n]);
const nk = nts.array(small, 'float32').reshape([100, 100]);
const ne = nts.eye(10, undefined, undefined, 'float32');
const nu = nts.array(vectors, 'float32').reshape([100_000, 3]);
const cases = [
  ['triu 1000×1000', () => lattice.triu(m).dispose(), () => nts.triu(nm)],
  ['diagonal 1000×1000 (view)', () => lattice.diagonal(m).dispose(), () => nts.diagonal(nm)],
  ['trace 1000×1000', () => lattice.trace(m).dispose(), () => nts.trace(nm)],
  ['kron 100×100 ⊗ 10×10', () => lattice.kron(k, e).dispose(), () => nts.kron(nk, ne)],
  ['cross 10⁵ 3-vectors', () => lattice.cross(u, u).dispose(), () => nts.cross(nu, nu)],
];
console.log(`${'case'.padEnd(30)} ${'ours ms'.padStart(10)} ${'numpy-ts ms'.padStart(12)} ${'ratio'.padStart(8)}`);
for (const [name, ours, peer] of cases) {
  const mine = median(ours);
  let theirs;
  try {
    // numpy-ts's results freed too (its wasm heap otherwise fills and it falls back to JS arrays).
    theirs = median(() => peer()?.dispose?.());
  } catch (error) {
    theirs = `n/a (${error.message.slice(0, 40)})`;
  }
  const ratio = typeof theirs === 'number' ? (theirs / mine).toFixed(2) : '';
  console.log(
    `${name.padEnd(30)} ${mine.toFixed(3).padStart(10)} ${typeof theirs === 'number' ? theirs.toFixed(3).padStart(12) : theirs} ${ratio.padStart(8)}`,
  );
}

// jax-js (wasm) has cross of these: its operations are lazy, timed to blockUntilReady().
await jaxInit('wasm');
jaxDevice('wasm');
const ju = jnp.array(vectors, { dtype: 'float32' }).reshape([100_000, 3]);
async function medianAsync(run) {
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
const jaxCross = await medianAsync(async () => (await jnp.cross(ju.ref, ju.ref).blockUntilReady()).dispose());
const oursCross = median(() => lattice.cross(u, u).dispose());
console.log(
  `${'cross 10⁵ 3-vectors'.padEnd(30)} ${oursCross.toFixed(3).padStart(10)} ${`${jaxCross.toFixed(3)} (jax-js)`.padStart(12)} ${(jaxCross / oursCross).toFixed(2).padStart(8)}`,
);
