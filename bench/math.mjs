#!/usr/bin/env node
// Transcendental kernels against a plain-JS Math loop, in one run: float32 and float64
// sin, cos, tan, exp, log, tanh, expm1, log1p, cbrt, sinh, cosh, the inverse trigonometric and
// hyperbolic functions, sinc, deg2rad, rad2deg, logaddexp, logaddexp2 on 10⁵ inputs in the function's natural range. The
// library kernel runs on wasm memory (no allocation in the loop); the JS loop reads and writes
// typed arrays of the same dtype (Math.* computes in float64; a Float32Array store rounds).
//   npm run build && node bench/math.mjs [--quick] [--only sin,exp] [--count 1000000]
import { measure } from './harness.mjs';

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

const rows = [];
for (const [name, [low, high]] of Object.entries(RANGES)) {
  if (only && !only.has(name)) continue;
  for (const [dtype, Typed] of [
    ['float32', Float32Array],
    ['float64', Float64Array],
  ]) {
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
      plain = () => {
        for (let i = 0; i < COUNT; i++) jsOut[i] = fn(input[i], other[i]);
      };
    } else {
      run = () => kernel(pointer, 1, out, COUNT);
      plain = () => {
        for (let i = 0; i < COUNT; i++) jsOut[i] = fn(input[i]);
      };
    }
    const [ours, js] = measure([run, plain], COUNT);
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
