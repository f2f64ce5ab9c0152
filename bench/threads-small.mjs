// npm run bench:threads-small: what the pool costs work too small to cut (issue #42: a 1,000-element
// add costs ≤ 1.05× the single-thread build's). In one process, batches of small operations with
// setThreads(1) (no pool: today's single-thread path) and with setThreads(2) (the pool running, the
// job below the cost model's threshold, so it runs on the calling thread), taking turns (A B B A …)
// over many rounds, so that the neighbours' load falls on both alike. Each batch is timed in wall
// time and in the process's CPU time (process.cpuUsage: every thread, so a worker that spun would
// count); printed: the medians, their ratio (pool ÷ single, ≤ 1.05 wanted), the middle half of the
// per-round ratios, the pool's jobs during the run (0: nothing reached the workers), and the load.
//   node bench/threads-small.mjs [--quick] [--json]
import { loadavg } from 'node:os';
import * as np from '../dist/src/index.js';
import { poolStats } from '../dist/src/kernels/pool.js';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const ROUNDS = quick ? 10 : 40;
/** Each batch lasts about this long (calls calibrated per case): long enough for CPU time's grain. */
const BATCH_SECONDS = quick ? 0.005 : 0.02;

const uniform = (shape, seed, dtype) =>
  np.random.uniform(np.random.key(seed), shape, { dtype: 'float32', minval: -4, maxval: 4 }).astype(dtype);

const cases = [];
for (const size of [1000, 4096]) {
  const x = uniform([size], 1, 'float32');
  const y = uniform([size], 2, 'float32');
  cases.push({ name: 'float32 add', size, run: () => np.add(x, y).dispose() });
  const a = uniform([size], 3, 'int8');
  const b = uniform([size], 4, 'uint8');
  cases.push({ name: 'int8 + uint8 add', size, run: () => np.add(a, b).dispose() });
}
{
  const x = uniform([1000], 5, 'float32');
  cases.push({ name: 'exp float32', size: 1000, run: () => np.exp(x).dispose() });
  cases.push({ name: 'sum float32', size: 1000, run: () => np.sum(x).dispose() });
}

/** One batch of `calls` calls: [wall ns per call, CPU ns per call]. */
function batch(run, calls) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let index = 0; index < calls; index += 1) run();
  const wall = Number(process.hrtime.bigint() - started);
  const used = process.cpuUsage(cpu);
  return [wall / calls, ((used.user + used.system) * 1000) / calls];
}

/** The calls a batch of `run` takes to last about BATCH_SECONDS. */
function calibrate(run) {
  let calls = 16;
  while (batch(run, calls)[0] * calls < BATCH_SECONDS * 1e9) calls *= 2;
  return calls;
}

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quantile = (values, q) => [...values].sort((left, right) => left - right)[Math.floor(q * (values.length - 1))];

async function main() {
  const loadBefore = loadavg()[0];
  const samples = new Map(); // case → { single: [[wall, cpu]], pool: [[wall, cpu]] }
  for (const testCase of cases) samples.set(testCase, { single: [], pool: [] });
  // Warm both paths; calibrate on one thread.
  await np.setThreads(2);
  for (const testCase of cases) batch(testCase.run, 1000);
  await np.setThreads(1);
  for (const testCase of cases) testCase.calls = calibrate(testCase.run);
  const jobsBefore = poolStats.jobs;
  let threadsSeen = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? ['single', 'pool'] : ['pool', 'single']) {
      await np.setThreads(side === 'single' ? 1 : 2);
      if (side === 'pool') threadsSeen = np.threadCount();
      for (const testCase of cases) samples.get(testCase)[side].push(batch(testCase.run, testCase.calls));
    }
  }
  const jobs = poolStats.jobs - jobsBefore;
  const loadAfter = loadavg()[0];

  const rows = cases.map((testCase) => {
    const { single, pool } = samples.get(testCase);
    const row = { name: testCase.name, size: testCase.size };
    for (const [measure, at] of [
      ['wall', 0],
      ['cpu', 1],
    ]) {
      const a = single.map((each) => each[at]);
      const b = pool.map((each) => each[at]);
      const perRound = a.map((value, index) => b[index] / value);
      row[measure] = {
        single: median(a),
        pool: median(b),
        ratio: median(b) / median(a),
        middle: [quantile(perRound, 0.25), quantile(perRound, 0.75)],
      };
    }
    return row;
  });
  if (json) {
    console.log(JSON.stringify({ loadBefore, loadAfter, rounds: ROUNDS, jobs, rows }));
    return;
  }
  console.log(
    `bench:threads-small — Node ${process.version}, ${ROUNDS} rounds of a ${BATCH_SECONDS * 1e3} ms batch a case and side, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  );
  console.log(
    `  single: setThreads(1); pool: setThreads(2) (${threadsSeen} threads running), the work below the threshold; pool jobs during the run: ${jobs}`,
  );
  console.log('');
  console.log(
    '| case | size | single (CPU ns) | pool (CPU ns) | pool ÷ single, CPU | middle half | pool ÷ single, wall |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { name, size, wall, cpu } of rows)
    console.log(
      `| ${name} | ${size.toLocaleString('en')} | ${cpu.single.toFixed(0)} | ${cpu.pool.toFixed(0)} | ${cpu.ratio.toFixed(3)} | ${cpu.middle.map((value) => value.toFixed(3)).join('–')} | ${wall.ratio.toFixed(3)} |`,
    );
  console.log('');
  console.log('Target: pool ÷ single ≤ 1.05 for the 1,000-element add.');
}

await main();
