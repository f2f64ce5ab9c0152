#!/usr/bin/env node
// Manipulation B against numpy-ts (its 1.7 wasm kernels) and jax-js (wasm) where it has the
// function, in one process: partition and argpartition of 10⁶ float32 (selection, against our own
// full sort too), isin and intersect1d of 10⁵ int32. Ratios only (the machine is shared). Needs
// `npm run build` first.
//   node bench/manipulation-b.mjs [--quick]
import * as nts from 'numpy-ts';
import { numpy as jnp, init as jaxInit, defaultDevice as jaxDevice } from '@jax-js/jax';
import * as lattice from '../dist/src/index.js';

const quick = process.argv.includes('--quick');
let state = 44;
const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const floats = Float32Array.from({ length: 1_000_000 }, () => next() - 0.5);
const intsA = Int32Array.from({ length: 100_000 }, () => Math.floor(next() * 200_000));
const intsB = Int32Array.from({ length: 100_000 }, () => Math.floor(next() * 200_000));

async function time(run, free = () => {}) {
  const reps = quick ? 3 : 9;
  const times = [];
  free(await run());
  for (let rep = 0; rep < reps; rep += 1) {
    const started = performance.now();
    const result = await run();
    times.push(performance.now() - started);
    free(result);
  }
  times.sort((a, b) => a - b);
  return times[reps >> 1];
}
const dispose = (value) => (Array.isArray(value) ? value.forEach(dispose) : value?.dispose?.());

await lattice.ready();
await jaxInit('wasm');
jaxDevice('wasm');
const x = lattice.array(floats, 'float32');
const a = lattice.array(intsA, 'int32');
const b = lattice.array(intsB, 'int32');
const nx = nts.array(Array.from(floats), 'float32');
const na = nts.array(Array.from(intsA), 'int32');
const nb = nts.array(Array.from(intsB), 'int32');
const a3 = lattice.array(intsA.subarray(0, 1000), 'int32');
const b3 = lattice.array(intsB.subarray(0, 1000), 'int32');
const na3 = nts.array(Array.from(intsA.subarray(0, 1000)), 'int32');
const nb3 = nts.array(Array.from(intsB.subarray(0, 1000)), 'int32');
const ja = jnp.array(intsA.subarray(0, 1000), { dtype: 'int32' });
const jb = jnp.array(intsB.subarray(0, 1000), { dtype: 'int32' });
const rows = [
  ['partition 10⁶ float32, kth 5·10⁵', () => lattice.partition(x, 500_000), () => nts.partition(nx, 500_000)],
  ['argpartition 10⁶ float32', () => lattice.argpartition(x, 500_000), () => nts.argpartition(nx, 500_000)],
  // jax-js's isin compares every pair (a broadcast): 10⁵ by 10⁵ is past its 4 GiB memory.
  ['isin 10⁵ int32 in 10⁵', () => lattice.isin(a, b), () => nts.isin(na, nb)],
  [
    'isin 10³ int32 in 10³',
    () => lattice.isin(a3, b3),
    () => nts.isin(na3, nb3),
    () => jnp.isin(ja.ref, jb.ref).blockUntilReady(),
  ],
  ['intersect1d 10⁵ int32', () => lattice.intersect1d(a, b), () => nts.intersect1d(na, nb)],
];
console.log('function'.padEnd(36), 'numpy-ts / ours', ' jax-js / ours (>1: ours faster)');
for (const [name, ours, theirs, jax] of rows) {
  const mine = await time(ours, dispose);
  const peer = await time(theirs, dispose); // numpy-ts's results freed too (its wasm heap)
  const jaxTime = jax === undefined ? undefined : await time(jax, dispose);
  console.log(
    name.padEnd(36),
    (peer / mine).toFixed(2).padStart(15),
    jaxTime === undefined ? '             —' : (jaxTime / mine).toFixed(2).padStart(15),
  );
}
const sorted = await time(() => lattice.sort(x), dispose);
const selected = await time(() => lattice.partition(x, 500_000), dispose);
console.log('partition vs our full sort of 10⁶ float32'.padEnd(36), (sorted / selected).toFixed(2));
