#!/usr/bin/env node
// Transcendental kernels against a plain-JS Math loop, in one run: float32 and float64
// sin, cos, tan, exp, log, log2, log10, exp2, tanh, expm1, log1p, cbrt, sinh, cosh, the inverse trigonometric and
// hyperbolic functions, sinc, deg2rad, rad2deg, logaddexp, logaddexp2 on 10⁵ inputs in the function's natural range. The
// library kernel runs on wasm memory (no allocation in the loop); the JS loop reads and writes
// typed arrays of the same dtype (Math.* computes in float64; a Float32Array store rounds).
//   npm run build && node bench/math.mjs [--quick] [--only sin,exp] [--count 1000000] [--dtype float32] [--repeat 5] [--wall]
// (timed by CPU time, this thread's: --wall for the wall clock)
import { BATCHES, measure } from './harness.mjs';

/**
 * measure's rounds timed by this thread's CPU time (process.threadCpuUsage where Node has it, else
 * the process's), not the wall clock: on a machine shared with other work the wall clock counts the
 * time other processes held the core, which comes and goes between the calls' turns.
 */
const cpuMicroseconds = () => {
  const usage = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return usage.user + usage.system;
};
function measureCpu(calls, count) {
  const reps = calls.map((call) => {
    let n = 1;
    for (;;) {
      const start = cpuMicroseconds();
      for (let rep = 0; rep < n; rep++) call();
      const elapsed = (cpuMicroseconds() - start) / 1e6;
      if (elapsed >= 0.01) return Math.max(1, Math.ceil((n * 0.04) / elapsed));
      n *= 4;
    }
  });
  const best = calls.map(() => 0);
  for (let round = 0; round < BATCHES; round++) {
    calls.forEach((call, index) => {
      const start = cpuMicroseconds();
      for (let rep = 0; rep < reps[index]; rep++) call();
      const nanoseconds = (cpuMicroseconds() - start) * 1e3;
      best[index] = Math.max(best[index], (count * reps[index]) / nanoseconds);
    });
  }
  return best;
}
const timer = process.argv.includes('--wall') ? measure : measureCpu;

const lib = {
  ...(await import('../dist/src/kernels/heap.js')),
  kernel: (await import('../dist/src/kernels/instance.js')).kernel,
};
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1].split(',')) : null;
const countIndex = process.argv.indexOf('--count');
const COUNT = countIndex > 0 ? Number(process.argv[countIndex + 1]) : 100_000;
const RANGES = {
  sin: [-20, 20],
  cos: [-20, 20],
  tan: [-20, 20],
  exp: [-80, 80],
  log: [0, 100],
  log2: [0, 100],
  log10: [0, 100],
  exp2: [-100, 100],
  tanh: [-10, 10],
  expm1: [-5, 5],
  log1p: [-0.9, 10],
  cbrt: [-100, 100],
  sinh: [-10, 10],
  cosh: [-10, 10],
  arcsin: [-1, 1],
  arccos: [-1, 1],
  arctan: [-20, 20],
  arcsinh: [-100, 100],
  arccosh: [1, 100],
  arctanh: [-1, 1],
  sinc: [-20, 20],
  deg2rad: [-1000, 1000],
  rad2deg: [-20, 20],
  logaddexp: [-20, 20],
  logaddexp2: [-20, 20],
};
const sinc = (x) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));
/** NumPy's npy_logaddexp (and the base-2 form). */
const logaddexp = (x, y) => {
  if (x === y) return x + Math.LN2;
  const d = x - y;
  return d > 0 ? x + Math.log1p(Math.exp(-d)) : d <= 0 ? y + Math.log1p(Math.exp(d)) : d;
};
const logaddexp2 = (x, y) => {
  if (x === y) return x + 1;
  const d = x - y;
  return d > 0 ? x + Math.log1p(2 ** -d) * Math.LOG2E : d <= 0 ? y + Math.log1p(2 ** d) * Math.LOG2E : d;
};
const JS = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  exp: Math.exp,
  log: Math.log,
  log2: Math.log2,
  log10: Math.log10,
  exp2: (x) => 2 ** x,
  tanh: Math.tanh,
  expm1: Math.expm1,
  log1p: Math.log1p,
  cbrt: Math.cbrt,
  sinh: Math.sinh,
  cosh: Math.cosh,
  arcsin: Math.asin,
  arccos: Math.acos,
  arctan: Math.atan,
  arcsinh: Math.asinh,
  arccosh: Math.acosh,
  arctanh: Math.atanh,
  sinc,
  deg2rad: (x) => x * (Math.PI / 180),
  rad2deg: (x) => x * (180 / Math.PI),
  logaddexp,
  logaddexp2,
};

/**
 * The plain loop a user writes for one function, compiled anew for each row (new Function) from a
 * source of its own (the row's name in a comment): V8 caches `new Function` by its source, and rows
 * of one source share their closures' type feedback, so the later rows' loops went polymorphic and
 * ran slower (Math.asin after Math.cbrt: 27 ns a value against 14.5 alone), which made the ratios
 * look better than a user's program would see. Each row's loop now inlines its one Math function, as
 * in a program that calls only it.
 */
const ownLoop = (arity, name) =>
  new Function(
    'fn',
    'input',
    'other',
    'jsOut',
    'COUNT',
    `/* ${name} */ return () => { for (let i = 0; i < COUNT; i++) jsOut[i] = fn(input[i]${arity === 2 ? ', other[i]' : ''}); };`,
  );
const repeatIndex = process.argv.indexOf('--repeat');
const REPEAT = repeatIndex > 0 ? Number(process.argv[repeatIndex + 1]) : 1;
const dtypeIndex = process.argv.indexOf('--dtype');
const DTYPES = [
  ['float32', Float32Array],
  ['float64', Float64Array],
].filter(([dtype]) => dtypeIndex < 0 || process.argv[dtypeIndex + 1] === dtype);
const rows = [];
for (const [name, [low, high]] of Object.entries(RANGES)) {
  if (only && !only.has(name)) continue;
  for (const [dtype, Typed] of DTYPES) {
    const input = Typed.from({ length: COUNT }, () => low + Math.random() * (high - low));
    const jsOut = new Typed(COUNT);
    const pointer = lib.allocBytes(COUNT * Typed.BYTES_PER_ELEMENT);
    const out = lib.allocBytes(COUNT * Typed.BYTES_PER_ELEMENT);
    new Typed(lib.memory().buffer, pointer, COUNT).set(input);
    const kernel = lib.kernel(`${name}_${dtype}`);
    const fn = JS[name];
    let run;
    let plain;
    let second;
    if (fn.length === 2) {
      // binary (logaddexp): a second operand from the same range
      const other = Typed.from({ length: COUNT }, () => low + Math.random() * (high - low));
      second = lib.allocBytes(COUNT * Typed.BYTES_PER_ELEMENT);
      new Typed(lib.memory().buffer, second, COUNT).set(other);
      run = () => kernel(pointer, 1, second, 1, out, COUNT);
      plain = ownLoop(2, `${name} ${dtype}`)(fn, input, other, jsOut, COUNT);
    } else {
      run = () => kernel(pointer, 1, out, COUNT);
      plain = ownLoop(1, `${name} ${dtype}`)(fn, input, undefined, jsOut, COUNT);
    }
    // --repeat k: k measurements, the median ratio's (a busy machine's load comes and goes)
    const runs = Array.from({ length: REPEAT }, () => timer([run, plain], COUNT));
    runs.sort((a, b) => a[0] / a[1] - b[0] / b[1]);
    const [ours, js] = runs[runs.length >> 1];
    rows.push({ name, dtype, ours, js });
    lib.freeBytes(pointer);
    lib.freeBytes(out);
    if (second !== undefined) lib.freeBytes(second);
  }
}
console.log(`elements per ns (higher is better), n = ${COUNT}; ratio = library / plain JS loop`);
console.log('| function | dtype | library | plain JS | ratio |');
console.log('| --- | --- | --- | --- | --- |');
for (const { name, dtype, ours, js } of rows) {
  console.log(`| ${name} | ${dtype} | ${ours.toFixed(3)} | ${js.toFixed(3)} | ${(ours / js).toFixed(2)}× |`);
}
const exp32 = rows.find((row) => row.name === 'exp' && row.dtype === 'float32');
if (exp32) console.log(`\nexp float32 ÷ plain JS Math.exp loop (target ≥ 5): ${(exp32.ours / exp32.js).toFixed(2)}×`);
