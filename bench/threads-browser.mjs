// npm run bench:threads-browser: threads in a browser, against TensorFlow.js's wasm backend on the
// same page. Headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core) opens one
// cross-origin-isolated page (COOP same-origin, COEP require-corp) that loads both dtype-lattice
// (bundled by esbuild from dist/src/index.js, kernels.wasm beside the bundle) and
// @tensorflow/tfjs-backend-wasm, which on such a page picks its threaded SIMD build. Both run on the
// same thread count (2, and navigator.hardwareConcurrency where larger; one fresh page per count,
// since tfjs fixes its count when the backend starts): float32 matmul 256² and 1024² and float32
// add at 10⁶, best of several batches, taking turns; ours on 1 thread on the same page too (the
// pool's workers stopped and started again between phases), with the pool's counters (pieces per
// job, the share the calling thread ran, its wait for workers' pieces). Prints the table (ratio =
// tfjs ÷ ours), what
// the page reported (crossOriginIsolated, both thread counts, tfjs's backend and wasm flags), which
// .wasm files the server served, and the load average before and after. tfjs caps its pool at
// navigator.hardwareConcurrency / 2 whatever setThreadsCount says, so the page lifts that cap while
// tfjs starts (printed; --no-lift leaves it, and the table's threads column shows both counts).
// --load runs a busy loop in another process meanwhile (a neighbour taking a core: the pool must not
// make ours much slower than on 1 thread then).
//   node bench/threads-browser.mjs [--quick] [--no-lift] [--load]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromiumArgs,
  chromiumMissingText,
  chromiumPath,
  findChromium,
  page,
  serve,
} from '../test/support/browser.mjs';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');
const { chromium } = require('playwright-core');

const quick = process.argv.includes('--quick');
const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = quick ? 3 : 7;
const BATCH_SECONDS = quick ? 0.02 : 0.05;
const LIFT = !process.argv.includes('--no-lift');
const LOAD = process.argv.includes('--load');

// The library's pool starts its workers from a blob: URL (worker-src blob:); tfjs's threaded build
// starts its pthread workers from a blob: URL too, and each of them importScripts() another blob:
// URL (its Emscripten glue), which a blob worker checks against the page's script-src: so
// script-src needs blob: for tfjs (dtype-lattice alone does not).
const policy = "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; worker-src 'self' blob:";
const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

// The page: ?threads=n&rounds=r&seconds=s. Sets window.result to a JSON report (or 'ERROR …').
const entry = `import * as lib from ${JSON.stringify(join(root, 'dist/src/index.js'))};
import { poolStats } from ${JSON.stringify(join(root, 'dist/src/kernels/pool.js'))};
import * as tf from '@tensorflow/tfjs-core';
import { getThreadsCount, setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const params = new URLSearchParams(location.search);
const threads = Number(params.get('threads'));
const rounds = Number(params.get('rounds'));
const seconds = Number(params.get('seconds'));

/** Seconds per call: batches of about \`seconds\`, doubling the calls until one is long enough. */
function timeOf(run) {
  let reps = 1;
  for (;;) {
    const started = performance.now();
    for (let index = 0; index < reps; index += 1) run();
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) return elapsed / reps;
    reps *= 2;
  }
}

const maxDiff = (a, b) => {
  let worst = 0;
  for (let index = 0; index < a.length; index += 1) worst = Math.max(worst, Math.abs(a[index] - b[index]));
  return worst;
};

async function run() {
  console.log('start');
  await lib.ready();
  await lib.setThreads(threads);
  console.log('ours ready, threads ' + lib.threadCount());
  setWasmPaths('./');
  setThreadsCount(threads);
  // tfjs's wasm backend caps its XNNPACK pool at navigator.hardwareConcurrency / 2 (its backend.cc
  // assumes two hyperthreads per core), whatever setThreadsCount asks: on a 2-core machine it would
  // run on 1 thread. To compare at the same count, the page reports twice the thread count to tfjs
  // while its backend starts (emscripten_num_logical_cores reads navigator.hardwareConcurrency).
  const hardwareConcurrency = navigator.hardwareConcurrency;
  const tfjsCap = Math.max(1, Math.floor(hardwareConcurrency / 2));
  const lifted = params.get('lift') !== '0' && tfjsCap < threads;
  if (lifted) Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => 2 * threads });
  const backendSet = await tf.setBackend('wasm');
  await tf.ready();
  if (lifted) delete navigator.hardwareConcurrency;
  console.log('tfjs ready');
  const info = {
    crossOriginIsolated: globalThis.crossOriginIsolated === true,
    hardwareConcurrency,
    requested: threads,
    tfjsCap,
    lifted,
    oursThreads: lib.threadCount(),
    oursStatus: lib.threadStatus(),
    oursFused: lib.fusedMultiplyAdd(),
    tfjsBackendSet: backendSet,
    tfjsBackend: tf.getBackend(),
    tfjsBackendClass: tf.backend().constructor.name,
    tfjsThreads: getThreadsCount(),
    tfjsMultithread: await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT'),
    tfjsSimd: await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'),
  };

  // The same inputs for both: ours drawn by random.uniform, copied into tfjs tensors.
  const cases = [];
  for (const n of [256, 1024]) {
    const a = lib.reshape(lib.random.uniform(lib.random.key(n), [n * n]), [n, n]);
    const b = lib.reshape(lib.random.uniform(lib.random.key(n + 1), [n * n]), [n, n]);
    const ta = tf.tensor2d(a.toTypedArray(), [n, n], 'float32');
    const tb = tf.tensor2d(b.toTypedArray(), [n, n], 'float32');
    cases.push({ name: 'float32 matmul', size: n + '²', ours: () => lib.matmul(a, b), tfjs: () => tf.matMul(ta, tb), inputs: [a, b, ta, tb] });
  }
  {
    const x = lib.random.uniform(lib.random.key(7), [1e6]);
    const y = lib.random.uniform(lib.random.key(8), [1e6]);
    const tx = tf.tensor1d(x.toTypedArray(), 'float32');
    const ty = tf.tensor1d(y.toTypedArray(), 'float32');
    cases.push({ name: 'float32 add', size: '10⁶', ours: () => lib.add(x, y), tfjs: () => tf.add(tx, ty), inputs: [x, y, tx, ty] });
  }
  const oursLiveBefore = lib.memoryStats().liveArrays;
  const tfjsTensorsBefore = tf.memory().numTensors;

  // Once per case: read both results back (the work is done, and the two agree).
  for (const testCase of cases) {
    const ours = testCase.ours();
    const theirs = testCase.tfjs();
    console.log('checked ' + testCase.name + ' ' + testCase.size);
    const values = ours.toTypedArray();
    testCase.maxDiff = maxDiff(values, theirs.dataSync());
    testCase.magnitude = maxDiff(values, new Float32Array(values.length));
    ours.dispose();
    theirs.dispose();
  }

  // Both libraries run synchronously on the calling thread (which waits for its workers), so a call
  // returns with its work done; each result is disposed at once, so nothing piles up.
  // 'one' is ours with setThreads(1) (its own phase of each round: the workers leave, and start
  // again for the next phase); the pool's counters are summed over ours' batches on all threads.
  const oursRun = (testCase) => () => testCase.ours().dispose();
  const tfjsRun = (testCase) => () => testCase.tfjs().dispose();
  poolStats.timing = true; // the wait per job is printed
  const counters = () => ({ ...poolStats });
  for (const testCase of cases) {
    testCase.best = { ours: Infinity, tfjs: Infinity, one: Infinity };
    testCase.pool = { jobs: 0, pieces: 0, callerPieces: 0, waitMs: 0 };
    oursRun(testCase)(); // warm
    tfjsRun(testCase)();
  }
  const timeCase = (testCase, who, round) => {
    const before = counters();
    const seconds = timeOf(who === 'tfjs' ? tfjsRun(testCase) : oursRun(testCase));
    if (who === 'ours') for (const key of Object.keys(testCase.pool)) testCase.pool[key] += poolStats[key] - before[key];
    testCase.best[who] = Math.min(testCase.best[who], seconds);
    console.log('round ' + round + ' ' + testCase.name + ' ' + testCase.size + ' ' + who + ' ' + (seconds * 1e3).toFixed(3) + ' ms');
  };
  for (let round = 0; round < rounds; round += 1) {
    const phases = round % 2 === 0 ? ['threads', 'one'] : ['one', 'threads'];
    for (const phase of phases) {
      await lib.setThreads(phase === 'one' ? 1 : threads);
      if (phase === 'one') for (const testCase of cases) timeCase(testCase, 'one', round);
      else
        for (const testCase of cases)
          for (const who of round % 2 === 0 ? ['ours', 'tfjs'] : ['tfjs', 'ours']) timeCase(testCase, who, round);
    }
  }
  await lib.setThreads(threads);
  info.leaks = {
    ours: lib.memoryStats().liveArrays - oursLiveBefore,
    tfjs: tf.memory().numTensors - tfjsTensorsBefore,
  };
  info.cases = cases.map(({ name, size, best, pool, maxDiff, magnitude }) => ({ name, size, ours: best.ours, tfjs: best.tfjs, one: best.one, pool, maxDiff, magnitude }));
  for (const testCase of cases) for (const input of testCase.inputs) input.dispose();
  info.resources = performance.getEntriesByType('resource').map((each) => each.name.replace(location.origin, ''));
  return JSON.stringify(info);
}

run().then(
  (report) => { window.result = report; },
  (error) => { window.result = 'ERROR ' + ((error && error.stack) || error); },
);
`;

async function buildSite(dir) {
  writeFileSync(join(dir, 'entry.mjs'), entry);
  const out = join(dir, 'site');
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: { bench: 'entry.mjs' },
    outdir: out,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    nodePaths: [realpathSync(join(root, 'node_modules'))],
    logLevel: 'silent',
  });
  copyFileSync(join(root, 'dist/src/kernels/kernels.wasm'), join(out, 'kernels.wasm'));
  const tfjsDist = join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist');
  for (const name of readdirSync(tfjsDist).filter((each) => each.endsWith('.wasm')))
    copyFileSync(join(tfjsDist, name), join(out, name));
  writeFileSync(join(out, 'index.html'), page('./bench.js'));
  return out;
}

async function openPage(browser, origin, threads) {
  const tab = await browser.newPage();
  const errors = [];
  const served = new Set();
  const seen = (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.wasm')) served.add(`${path.slice(1)} (${response.status()})`);
  };
  tab.on('response', seen);
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    if (process.env.BENCH_DEBUG) console.log(`[page] ${message.text()}`);
  });
  tab.on('crash', () => errors.push('the page crashed'));
  try {
    await tab.goto(
      `${origin}/index.html?threads=${threads}&rounds=${ROUNDS}&seconds=${BATCH_SECONDS}&lift=${LIFT ? 1 : 0}`,
    );
    await tab.waitForFunction(() => globalThis.result !== undefined, null, { timeout: 600_000, polling: 500 });
    const result = await tab.evaluate(() => globalThis.result);
    if (process.env.BENCH_DEBUG) console.log(`[bench] workers on the page: ${tab.workers().length}`);
    if (typeof result !== 'string' || result.startsWith('ERROR'))
      throw new Error(`the page failed: ${result}\n${errors.join('\n')}`);
    return { report: JSON.parse(result), served: [...served], errors };
  } finally {
    await tab.close();
  }
}

async function main() {
  if (!findChromium()) throw new Error(`bench:threads-browser needs Chromium: ${chromiumMissingText}`);
  const loadBefore = loadavg()[0];
  // The neighbour (--load): started before the pages, stopped after them.
  const neighbour = LOAD ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'threads-browser-'));
  let server;
  let browser;
  try {
    const out = await buildSite(dir);
    server = await serve(
      out,
      () => process.env.BENCH_CSP ?? policy,
      () => isolated,
    );
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const version = browser.version();

    // A first page at 2 threads says how many cores the page sees; one more page if it sees more.
    const pages = [await openPage(browser, server.origin, 2)];
    const concurrency = pages[0].report.hardwareConcurrency;
    if (concurrency > 2) pages.push(await openPage(browser, server.origin, concurrency));
    const loadAfter = loadavg()[0];

    const ms = (seconds) => (seconds * 1e3).toFixed(3);
    const pieces = (pool) =>
      pool.jobs === 0
        ? 'not cut'
        : `${(pool.pieces / pool.jobs).toFixed(1)} (${((100 * pool.callerPieces) / pool.pieces).toFixed(0)}%)`;
    const waits = (pool) => (pool.jobs === 0 ? '–' : `${((pool.waitMs * 1e3) / pool.jobs).toFixed(1)} µs`);
    console.log(
      `bench:threads-browser — Chromium ${version} (headless), load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after${quick ? ', --quick' : ''}${LOAD ? ', --load (a busy loop in another process meanwhile)' : ''}`,
    );
    if (Math.max(loadBefore, loadAfter) > 0.5)
      console.log('  (load average over 0.5: the machine is shared, and these ratios measure the neighbours too)');
    for (const { report, served, errors } of pages) {
      console.log('');
      console.log(
        `page at ${report.requested} threads: crossOriginIsolated ${report.crossOriginIsolated}, hardwareConcurrency ${report.hardwareConcurrency}; ours threadCount() ${report.oursThreads}${report.oursStatus?.singleThreaded ? ` (single-threaded: ${report.oursStatus.singleThreaded})` : ''}, fusedMultiplyAdd() ${report.oursFused}; tfjs ${report.tfjsBackend} (${report.tfjsBackendClass}, setBackend ${report.tfjsBackendSet}), getThreadsCount() ${report.tfjsThreads}, multithread ${report.tfjsMultithread}, simd ${report.tfjsSimd}`,
      );
      if (report.lifted)
        console.log(
          `  tfjs caps its pool at hardwareConcurrency / 2 = ${report.tfjsCap}; the page showed tfjs hardwareConcurrency ${2 * report.requested} while its backend started, so it runs ${report.requested} threads like ours (--no-lift: leave the cap)`,
        );
      console.log(`  .wasm served: ${served.sort().join(', ') || 'none seen'}`);
      const wasmResources = report.resources.filter((name) => name.includes('.wasm'));
      console.log(`  .wasm the page fetched (Resource Timing): ${wasmResources.join(', ') || 'none'}`);
      const threaded = wasmResources.some((name) => name.includes('tfjs-backend-wasm-threaded-simd.wasm'));
      console.log(
        `  tfjs build: ${threaded ? 'threaded SIMD (tfjs-backend-wasm-threaded-simd.wasm)' : 'NOT the threaded SIMD build'}`,
      );
      console.log(`  leaks after timing: ours ${report.leaks.ours} arrays, tfjs ${report.leaks.tfjs} tensors`);
      if (errors.length > 0) console.log(`  page errors: ${errors.join('; ')}`);
    }
    console.log('');
    console.log(
      "| case | size | threads (ours / tfjs) | ours ms | tfjs ms | tfjs ÷ ours | target | ours 1 thread ms | ours 1 ÷ n threads | at best: tfjs ÷ (ours 1 thread ÷ n) | pieces a job (calling thread's share) | wait a job | max \\|ours − tfjs\\| (of max \\|ours\\|) |",
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { report } of pages)
      for (const each of report.cases)
        console.log(
          `| ${each.name} | ${each.size} | ${report.oursThreads} / ${report.tfjsThreads} | ${ms(each.ours)} | ${ms(each.tfjs)} | ${(each.tfjs / each.ours).toFixed(2)}× | ≥ 1.2× | ${ms(each.one)} | ${(each.one / each.ours).toFixed(2)}× | ${((each.tfjs * report.oursThreads) / each.one).toFixed(2)}× | ${pieces(each.pool)} | ${waits(each.pool)} | ${each.maxDiff.toExponential(1)} (of ${each.magnitude.toExponential(1)}) |`,
        );
    console.log('');
    console.log(
      "ratio: tfjs ms ÷ ours ms (over 1: ours is faster); best of batches, ours and tfjs taking turns on one page; both read back once and compared. At best: the ratio were our n threads exactly n times our one thread (no hand-off, no imbalance; a kernel near the core's multiply-add peak, as matmul, cannot do better). Pool counters over all of ours' batches: pieces per job, the share of them the calling thread ran, and its wait per job for pieces workers were running.",
    );
  } finally {
    neighbour?.kill();
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
