#!/usr/bin/env node
// jit's fusion table (issue #26), in one process: float32 chains timed as our jit, our op by op
// (intermediates freed by scope), jax-js's jit (wasm), a one-pass plain-JS loop over Float32Arrays,
// and the SIMD ceiling (bench/ceiling/ceiling.ts: the chain hand-written as one unrolled v128 loop
// into a preallocated output: the one-thread ceiling). Results are checked against op by op (ours
// bit for bit, the others within float32 rounding). Run by `npm run bench:peers`.
//
//   node bench/jit.mjs [--quick] [--json]
import { init as jaxInit, defaultDevice as jaxDevice, jit as jaxJit, numpy as jnp } from '@jax-js/jax';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import * as lattice from '../dist/src/index.js';
import { storage } from '../dist/src/memory.js';
import { allocBytes, freeBytes, memory as latticeMemory } from '../dist/src/wasm/instance.js';
import { loadCeiling, timeAsync as time, timeSync } from './harness.mjs';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const sizes = [1_000, 65_536, 1_000_000];
const jaxVersion = JSON.parse(readFileSync(new URL('../node_modules/@jax-js/jax/package.json', import.meta.url), 'utf8')).version;

const { add, divide, multiply, sqrt, subtract } = lattice;
const cases = [
  {
    name: 'affine',
    text: '(x - 0.5) / 2 * y + 1.5',
    ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5),
    jax: (x, y) => x.sub(0.5).div(2).mul(y).add(1.5),
    plain: (x, y, out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = (x[index] - 0.5) / 2 * y[index] + 1.5;
    },
    ceiling: 'affine_float32',
  },
  {
    name: 'hypot',
    text: 'sqrt(x*x + y*y)',
    ours: (x, y) => sqrt(add(multiply(x, x), multiply(y, y))),
    jax: (x, y) => jnp.sqrt(x.ref.mul(x).add(y.ref.mul(y))),
    plain: (x, y, out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = Math.sqrt(x[index] * x[index] + y[index] * y[index]);
    },
    ceiling: 'hypot_float32',
  },
];

function values(size, seed) {
  const out = new Float32Array(size);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = 0.5 + state / 2 ** 32;
  }
  return out;
}

function close(expected, actual, what) {
  for (let index = 0; index < expected.length; index += 1) {
    if (Math.abs(expected[index] - actual[index]) > 1e-5 * Math.max(1, Math.abs(expected[index]))) throw new Error(`${what} differs at ${index}: ${actual[index]} vs ${expected[index]}`);
  }
}

function timeText(seconds) {
  return seconds < 1e-3 ? `${(seconds * 1e6).toFixed(seconds < 1e-5 ? 2 : 1)} µs` : `${(seconds * 1e3).toFixed(2)} ms`;
}
const sizeText = (size) => (size === 65_536 ? '6.5·10⁴' : size === 1_000 ? '10³' : size === 1_000_000 ? '10⁶' : String(size));

async function main() {
  await jaxInit('wasm');
  jaxDevice('wasm');
  const ceiling = await loadCeiling(latticeMemory());
  const rows = [];
  for (const size of sizes) {
    const xData = values(size, 1);
    const yData = values(size, 2);
    const x = lattice.array(xData, 'float32');
    const y = lattice.array(yData, 'float32');
    const jx = jnp.array(xData, { dtype: 'float32' });
    const jy = jnp.array(yData, { dtype: 'float32' });
    for (const chain of cases) {
      const jitted = lattice.jit(chain.ours);
      const reference = lattice.scope(() => chain.ours(x, y));
      const fused = jitted(x, y);
      const again = jitted(x, y);
      const bits = new Uint32Array(reference.toTypedArray().buffer);
      const fusedBits = new Uint32Array(again.toTypedArray().buffer);
      if (!bits.every((word, index) => word === fusedBits[index])) throw new Error(`jit ${chain.name} differs from op by op`);
      fused.dispose();
      again.dispose();

      const jaxFn = jaxJit(chain.jax);
      const jaxResult = await jaxFn(jx.ref, jy.ref).blockUntilReady();
      close(reference.toTypedArray(), jaxResult.ref.dataSync(), `jax-js jit ${chain.name}`);
      jaxResult.dispose();

      const out = allocBytes(size * 4);
      ceiling[chain.ceiling](x[storage].pointer, y[storage].pointer, out, size);
      const ceilingBits = new Uint32Array(latticeMemory().buffer, out, size);
      if (!bits.every((word, index) => word === ceilingBits[index])) throw new Error(`the ceiling's ${chain.name} differs from op by op`);
      const plainOut = new Float32Array(size);

      const seconds = {
        jit: timeSync(() => jitted(x, y), (result) => result.dispose()),
        opByOp: timeSync(() => lattice.scope(() => chain.ours(x, y)), (result) => result.dispose()),
        add: timeSync(() => add(x, y), (result) => result.dispose()),
        jaxJit: await time(() => jaxFn(jx.ref, jy.ref).blockUntilReady(), (result) => result.dispose()),
        plain: timeSync(() => chain.plain(xData, yData, plainOut)),
        ceiling: timeSync(() => ceiling[chain.ceiling](x[storage].pointer, y[storage].pointer, out, size)),
      };
      freeBytes(out);
      reference.dispose();
      rows.push({ case: chain.name, text: chain.text, size, seconds });
    }
    x.dispose();
    y.dispose();
    jx.dispose();
    jy.dispose();
  }

  const blocked = await blockedRows();

  // The first call of a 10-operation chain: trace, segment, emit and compile.
  const ten = (a, b) => add(multiply(subtract(divide(add(multiply(a, b), 1), 3), b), a), sqrt(multiply(add(a, 0.25), subtract(b, 0.125))));
  const small = lattice.array(values(1000, 3), 'float32');
  const first = [];
  for (let round = 0; round < 9; round += 1) {
    const jitted = lattice.jit(ten);
    const started = performance.now();
    jitted(small, small).dispose();
    first.push(performance.now() - started);
  }
  first.sort((left, right) => left - right);
  small.dispose();
  const firstCall = first[Math.floor(first.length / 2)];

  if (json) {
    console.log(JSON.stringify({ rows, blocked, firstCallMilliseconds: firstCall }, null, 2));
    return;
  }
  console.log(table(rows, firstCall));
  console.log('');
  console.log(blockedTable(blocked));
}

function table(rows, firstCall) {
  const lines = [
    `float32; ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one thread; best of ${quick ? 3 : 7} batches. jax-js ${jaxVersion} jit (wasm).`,
    '"of ceiling" = the ceiling\'s time ÷ jit\'s (1.0 = as fast as the hand-written fused loop); "ceiling × jax jit" = the ceiling\'s own lead over jax-js jit.',
    '',
    '| chain | size | jit | op by op | jax-js jit | plain JS loop | SIMD ceiling | jit of ceiling | jit × jax jit | ceiling × jax jit | jit × op by op | jit ÷ one add |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const s = row.seconds;
    lines.push(
      `| ${row.case} \`${row.text}\` | ${sizeText(row.size)} | ${timeText(s.jit)} | ${timeText(s.opByOp)} | ${timeText(s.jaxJit)} | ${timeText(s.plain)} | ${timeText(s.ceiling)} | ${(s.ceiling / s.jit).toFixed(2)} | ${(s.jaxJit / s.jit).toFixed(1)}× | ${(s.jaxJit / s.ceiling).toFixed(1)}× | ${(s.opByOp / s.jit).toFixed(1)}× | ${(s.jit / s.add).toFixed(2)} |`,
    );
  }
  lines.push('', `First call of a 10-operation float32 chain at 10³ (trace + emit + compile), median of 9: ${firstCall.toFixed(2)} ms.`);
  return lines.join('\n');
}

/**
 * Chains the generated loops do not cover alone (transcendentals, 16-bit floats, small integers,
 * casts): jit runs them block by block through the operations' own kernels. Each row is checked
 * bit for bit against op by op; jax-js jit where its wasm backend has the dtype, and a one-pass
 * plain-JS loop where JavaScript can compute the chain.
 */
const { tanh } = lattice;
const blockedCases = [
  {
    name: 'GELU (tanh)',
    dtypes: ['float32'],
    ours: (x) => multiply(multiply(x, 0.5), add(tanh(multiply(add(x, multiply(multiply(multiply(x, x), x), 0.044715)), 0.7978845608)), 1)),
    jax: (x) => x.ref.mul(0.5).mul(jnp.tanh(x.ref.add(x.ref.mul(x.ref).mul(x).mul(0.044715)).mul(0.7978845608)).add(1)),
    plain: ([x], out) => {
      for (let index = 0; index < out.length; index += 1) {
        const v = x[index];
        out[index] = v * 0.5 * (Math.tanh((v + v * v * v * 0.044715) * 0.7978845608) + 1);
      }
    },
  },
  { name: 'affine, float16', dtypes: ['float16', 'float16'], ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5) },
  { name: 'affine, bfloat16', dtypes: ['bfloat16', 'bfloat16'], ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5) },
  {
    name: 'int16 x·3 + y − 7',
    dtypes: ['int16', 'int16'],
    ours: (x, y) => subtract(add(multiply(x, 3), y), 7),
    plain: ([x, y], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = x[index] * 3 + y[index] - 7;
    },
    plainOut: Int16Array,
  },
  {
    name: 'uint8 image → float32, normalised',
    dtypes: ['uint8'],
    ours: (x) => divide(subtract(divide(x.astype('float32'), 255), 0.5), 0.25),
    plain: ([x], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = (x[index] / 255 - 0.5) / 0.25;
    },
  },
];

async function blockedRows() {
  const rows = [];
  for (const size of [65_536, 1_000_000]) {
    for (const chain of blockedCases) {
      const inputs = chain.dtypes.map((dtype, index) => {
        const source = lattice.array(values(size, index + 1).map((value) => (dtype.startsWith('int') || dtype.startsWith('uint') ? Math.floor(value * 100) : value)), 'float32');
        const input = source.astype(dtype);
        source.dispose();
        return input;
      });
      const jitted = lattice.jit(chain.ours);
      const reference = lattice.scope(() => chain.ours(...inputs));
      jitted(...inputs).dispose();
      const again = jitted(...inputs);
      const expected = new Uint8Array(reference.toTypedArray().buffer);
      const actual = new Uint8Array(again.toTypedArray().buffer);
      if (!expected.every((byte, index) => byte === actual[index])) throw new Error(`jit ${chain.name} differs from op by op`);
      again.dispose();
      const seconds = {
        jit: timeSync(() => jitted(...inputs), (result) => result.dispose()),
        opByOp: timeSync(() => lattice.scope(() => chain.ours(...inputs)), (result) => result.dispose()),
      };
      if (chain.jax) {
        const jx = jnp.array(inputs[0].toTypedArray(), { dtype: 'float32' });
        const jaxFn = jaxJit(chain.jax);
        const result = await jaxFn(jx.ref).blockUntilReady();
        close(reference.toTypedArray(), result.ref.dataSync(), `jax-js jit ${chain.name}`);
        result.dispose();
        seconds.jaxJit = await time(() => jaxFn(jx.ref).blockUntilReady(), (value) => value.dispose());
        jx.dispose();
      }
      if (chain.plain) {
        const data = inputs.map((input) => input.toTypedArray());
        const out = new (chain.plainOut ?? Float32Array)(size);
        seconds.plain = timeSync(() => chain.plain(data, out));
      }
      reference.dispose();
      inputs.forEach((input) => input.dispose());
      rows.push({ case: chain.name, size, seconds });
    }
  }
  return rows;
}

function blockedTable(rows) {
  const lines = [
    'Chains run block by block through the kernels (16 KiB blocks; what the generated loops do not cover): bit for bit op by op\'s results.',
    '',
    '| chain | size | jit | op by op | jax-js jit | plain JS loop | jit × op by op | jit × jax jit | jit × plain JS |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const or = (value, text) => (value === undefined ? '—' : text(value));
  for (const row of rows) {
    const s = row.seconds;
    lines.push(
      `| ${row.case} | ${sizeText(row.size)} | ${timeText(s.jit)} | ${timeText(s.opByOp)} | ${or(s.jaxJit, timeText)} | ${or(s.plain, timeText)} | ${(s.opByOp / s.jit).toFixed(1)}× | ${or(s.jaxJit, (v) => `${(v / s.jit).toFixed(1)}×`)} | ${or(s.plain, (v) => `${(v / s.jit).toFixed(1)}×`)} |`,
    );
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
