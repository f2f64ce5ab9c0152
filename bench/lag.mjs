// How far a pool worker's piece trails the calling thread's, measured through the API: an int8 +
// uint8 add (a loop as fast as its bytes) on 2 threads, cut in two with the calling thread's piece
// 50% … 64% of it (the split tests use, src/execute/ranges.ts), best of interleaved rounds. The
// fastest share s balances a lag L = (2s − 1)·t, t the kernel's one-thread time: the cost model's
// WORKER_LAG_NS (src/kernels/cost-model.ts), which cuts such loops so, is set from it. Printed with
// the cut the cost model makes now, and the load average (a neighbour's load moves every figure).
//   node bench/lag.mjs
import { loadavg } from 'node:os';
import * as np from '../dist/src/index.js';
import { BYTE_NS, threadPieces, WORKER_LAG_NS } from '../dist/src/kernels/cost-model.js';
import { setRangeSplit } from '../dist/src/execute/ranges.js';

const SHARES = [0.5, 0.52, 0.54, 0.56, 0.58, 0.6, 0.62, 0.64];
const ROUNDS = 9;

function timeOf(run, seconds = 0.03) {
  let reps = 1;
  for (;;) {
    const started = performance.now();
    for (let index = 0; index < reps; index += 1) run();
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) return elapsed / reps;
    reps *= 2;
  }
}

const uniform = (size, seed, dtype) =>
  np.random.uniform(np.random.key(seed), [size], { dtype: 'float32', minval: -4, maxval: 4 }).astype(dtype);

console.log(`load average ${loadavg()[0].toFixed(2)}; WORKER_LAG_NS ${WORKER_LAG_NS}, BYTE_NS ${BYTE_NS}`);
console.log("| size | 1 thread | best share | 2 ÷ 1 at 50% | at best | lag it balances | cost model's share |");
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const size of [65536, 262144]) {
  const a = uniform(size, 1, 'int8');
  const b = uniform(size, 2, 'uint8');
  const run = () => np.add(a, b).dispose();
  const best = new Map();
  let one = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    setRangeSplit(undefined);
    await np.setThreads(1);
    one = Math.min(one, timeOf(run));
    await np.setThreads(2);
    for (const share of SHARES) {
      setRangeSplit((total, grain) => {
        const cut = Math.round((total * share) / (16 * grain)) * 16 * grain;
        return [
          [0, cut],
          [cut, total],
        ];
      });
      for (let index = 0; index < 200; index += 1) run();
      best.set(share, Math.min(best.get(share) ?? Number.POSITIVE_INFINITY, timeOf(run)));
    }
  }
  setRangeSplit(undefined);
  const [share, time] = [...best.entries()].reduce((x, y) => (y[1] < x[1] ? y : x));
  const modelled = threadPieces(size, 1, 'elementwise', 1, 4);
  const modelShare = modelled === undefined ? 0.5 : modelled[0][1] / size;
  console.log(
    `| ${size.toLocaleString('en')} | ${(one * 1e6).toFixed(2)} µs | ${(share * 100).toFixed(0)}% | ${(one / best.get(0.5)).toFixed(3)} | ${(one / time).toFixed(3)} | ${((2 * share - 1) * one * 1e9).toFixed(0)} ns | ${(modelShare * 100).toFixed(1)}% |`,
  );
}
await np.setThreads(1);
process.exit(0);
