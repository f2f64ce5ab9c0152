#!/usr/bin/env node
// jit's fusion table (issue #26 item 4), in one process. Each chain is timed as our jit, our op by
// op (intermediates freed by scope), jax-js's jit and eager (wasm), TensorFlow.js's wasm backend
// (one tf.tidy per call), a one-pass plain-JS loop over typed arrays, and, for affine and hypot, the
// SIMD ceiling (bench/ceiling/ceiling.ts: the chain hand-written as one unrolled v128 loop into a
// preallocated output: the one-thread ceiling). A peer that has no such dtype (jax-js and tfjs
// have no uint8 or int8) shows —. Results are checked before they are timed: ours bit for bit
// against op by op, the others within float32 rounding. Run by `npm run bench:peers`.
//
//   node bench/jit.mjs [--quick] [--json] [--only=NAME]   (--only: that chain's rows alone, e.g. softmax)
//   BENCH_WARM_MS=600: how long ours run before each row is timed (300 with --quick)
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { init as jaxInit, defaultDevice as jaxDevice, jit as jaxJit, nn as jaxNn, numpy as jnp } from '@jax-js/jax';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import * as lattice from '../dist/src/index.js';
import { storage } from '../dist/src/memory/memory.js';
import { allocBytes, freeBytes, memory as latticeMemory } from '../dist/src/kernels/heap.js';
import { DTYPES, loadCeiling, timeAsync as time, timeSync } from './harness.mjs';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const versionOf = (name) =>
  JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const jaxVersion = versionOf('@jax-js/jax');
const tfVersion = versionOf('@tensorflow/tfjs-core');

const { add, divide, exp, max, mean, multiply, sqrt, std, subtract, sum, tanh } = lattice;
const elementwiseShapes = [[1_000], [65_536], [1_000_000]];
const geluOurs = (x) =>
  multiply(
    multiply(x, 0.5),
    add(tanh(multiply(add(x, multiply(multiply(multiply(x, x), x), 0.044715)), 0.7978845608)), 1),
  );

/**
 * The chains. Per chain: its inputs' dtypes, the shapes it runs at, and the same computation for
 * each library (undefined: the library cannot run it as written: no such dtype). jax-js functions
 * consume their arguments (`.ref` keeps one for another use).
 */
const cases = [
  {
    name: 'hypot',
    text: 'sqrt(x*x + y*y)',
    dtypes: ['float32', 'float32'],
    shapes: elementwiseShapes,
    ours: (x, y) => sqrt(add(multiply(x, x), multiply(y, y))),
    jax: (x, y) => jnp.sqrt(x.ref.mul(x).add(y.ref.mul(y))),
    tf: (x, y) => tf.sqrt(tf.add(tf.mul(x, x), tf.mul(y, y))),
    plain: ([x, y], out) => {
      for (let index = 0; index < out.length; index += 1)
        out[index] = Math.sqrt(x[index] * x[index] + y[index] * y[index]);
    },
    ceiling: 'hypot_float32',
  },
  {
    name: 'affine',
    text: '(x - 0.5) / 2 * y + 1.5',
    dtypes: ['float32', 'float32'],
    shapes: elementwiseShapes,
    ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5),
    jax: (x, y) => x.sub(0.5).div(2).mul(y).add(1.5),
    tf: (x, y) => tf.add(tf.mul(tf.div(tf.sub(x, 0.5), 2), y), 1.5),
    plain: ([x, y], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = ((x[index] - 0.5) / 2) * y[index] + 1.5;
    },
    ceiling: 'affine_float32',
  },
  {
    name: 'GELU (tanh)',
    text: 'x·0.5·(tanh((x + 0.044715·x³)·0.79788) + 1)',
    dtypes: ['float32'],
    shapes: elementwiseShapes,
    ours: geluOurs,
    jax: (x) => x.ref.mul(0.5).mul(jnp.tanh(x.ref.add(x.ref.mul(x.ref).mul(x).mul(0.044715)).mul(0.7978845608)).add(1)),
    tf: (x) =>
      tf.mul(
        tf.mul(x, 0.5),
        tf.add(tf.tanh(tf.mul(tf.add(x, tf.mul(tf.mul(tf.mul(x, x), x), 0.044715)), 0.7978845608)), 1),
      ),
    plain: ([x], out) => {
      for (let index = 0; index < out.length; index += 1) {
        const v = x[index];
        out[index] = v * 0.5 * (Math.tanh((v + v * v * v * 0.044715) * 0.7978845608) + 1);
      }
    },
  },
  {
    name: 'layernorm',
    text: '(x - mean(x)) / (std(x) + 1e-5) * g + 0.25',
    // Each library sums in its own order: jax-js's float32 mean and std at 10⁶ are ~10⁻⁴ off
    // (ours, pairwise, agree with the float64 plain-JS loop to ~10⁻⁶).
    tolerance: 1e-3,
    dtypes: ['float32', 'float32'],
    shapes: elementwiseShapes,
    ours: (x, g) => add(multiply(divide(subtract(x, mean(x)), add(std(x), 1e-5)), g), 0.25),
    jax: (x, g) => x.ref.sub(jnp.mean(x.ref)).div(jnp.std(x).add(1e-5)).mul(g).add(0.25),
    tf: (x, g) => {
      const { mean: average, variance } = tf.moments(x);
      return tf.add(tf.mul(tf.div(tf.sub(x, average), tf.add(tf.sqrt(variance), 1e-5)), g), 0.25);
    },
    plain: ([x, g], out) => {
      let total = 0;
      for (let index = 0; index < x.length; index += 1) total += x[index];
      const average = total / x.length;
      let squares = 0;
      for (let index = 0; index < x.length; index += 1) squares += (x[index] - average) ** 2;
      const scale = 1 / (Math.sqrt(squares / x.length) + 1e-5);
      for (let index = 0; index < x.length; index += 1) out[index] = (x[index] - average) * scale * g[index] + 0.25;
    },
  },
  {
    name: 'softmax',
    text: 'exp(x - max(x, -1)) / sum(…, -1), last axis',
    dtypes: ['float32'],
    shapes: [
      [1_000, 64],
      [15_625, 64],
    ],
    ours: (x) => {
      const shifted = exp(subtract(x, max(x, { axis: -1, keepdims: true })));
      return divide(shifted, sum(shifted, { axis: -1, keepdims: true }));
    },
    jax: (x) => jaxNn.softmax(x, -1),
    tf: (x) => tf.softmax(x),
    // Our correctly rounded exp alone at the same size: the floor it puts under a bit-exact softmax.
    floor: { text: 'exp(x) alone', run: (x) => exp(x) },
    // What the target would take (bench/ceiling: a polynomial exp and a reciprocal multiply, as
    // tfjs's kernel does): not bit for bit op by op, so not the library's; timed in the same turns.
    relaxed: 'softmax_fast_float32',
    plain: ([x], out) => {
      for (let start = 0; start < x.length; start += 64) {
        let largest = -Infinity;
        for (let index = start; index < start + 64; index += 1) largest = Math.max(largest, x[index]);
        let total = 0;
        for (let index = start; index < start + 64; index += 1) total += out[index] = Math.exp(x[index] - largest);
        for (let index = start; index < start + 64; index += 1) out[index] /= total;
      }
    },
  },
  {
    name: 'uint8 image → float32',
    text: '(astype(x, float32) / 255 - 0.5) / 0.25',
    dtypes: ['uint8'],
    shapes: elementwiseShapes,
    ours: (x) => divide(subtract(divide(x.astype('float32'), 255), 0.5), 0.25),
    plain: ([x], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = (x[index] / 255 - 0.5) / 0.25;
    },
  },
  {
    name: 'int8 dequantise',
    text: 'astype(q, float32) * 0.0125 + b',
    dtypes: ['int8', 'float32'],
    shapes: elementwiseShapes,
    ours: (q, b) => add(multiply(q.astype('float32'), 0.0125), b),
    plain: ([q, b], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = q[index] * 0.0125 + b[index];
    },
  },
];

/** Deterministic inputs: floats in [0.5, 1.5), every uint8 or int8 value. */
function values(size, seed, dtype = 'float32') {
  const out = new (DTYPES[dtype]?.array ?? Float32Array)(size);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[index] = dtype === 'uint8' || dtype === 'int8' ? state >>> 24 : 0.5 + state / 2 ** 32;
  }
  return out;
}

function close(expected, actual, what, tolerance = 1e-5) {
  if (expected.length !== actual.length)
    throw new Error(`${what}: ${actual.length} values, expected ${expected.length}`);
  for (let index = 0; index < expected.length; index += 1) {
    if (!(Math.abs(expected[index] - actual[index]) <= tolerance * Math.max(1, Math.abs(expected[index]))))
      throw new Error(`${what} differs at ${index}: ${actual[index]} vs ${expected[index]}`);
  }
}

/** The largest difference in float32 units in the last place between two arrays of finite values. */
function ulps(expected, actual) {
  const left = new Int32Array(expected.buffer, expected.byteOffset, expected.length);
  const right = new Int32Array(actual.buffer, actual.byteOffset, actual.length);
  let worst = 0;
  for (let index = 0; index < left.length; index += 1) worst = Math.max(worst, Math.abs(left[index] - right[index]));
  return worst;
}

function sameBits(expected, actual) {
  const left = new Uint8Array(expected.buffer, expected.byteOffset, expected.byteLength);
  const right = new Uint8Array(actual.buffer, actual.byteOffset, actual.byteLength);
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}

function timeText(seconds) {
  return seconds < 1e-3 ? `${(seconds * 1e6).toFixed(seconds < 1e-5 ? 2 : 1)} µs` : `${(seconds * 1e3).toFixed(2)} ms`;
}
const sizeText = (size) =>
  size === 65_536 ? '6.5·10⁴' : size === 1_000 ? '10³' : size === 1_000_000 ? '10⁶' : String(size);
const shapeText = (shape) => (shape.length === 1 ? sizeText(shape[0]) : `[${shape.join(', ')}]`);

async function main() {
  await tf.setBackend('wasm');
  await tf.ready();
  await jaxInit('wasm');
  jaxDevice('wasm');
  const ceiling = await loadCeiling(latticeMemory());
  // A pause for the background compilation the set-up queued (see the warm-up in measureRow).
  await new Promise((resolve) => setTimeout(resolve, quick ? 500 : 1000));
  const rows = [];
  for (const chain of cases) {
    if (only !== undefined && chain.name !== only) continue;
    for (const shape of chain.shapes) rows.push(await measureRow(chain, shape, ceiling));
  }
  if (only !== undefined) {
    console.log(json ? JSON.stringify({ rows }, null, 2) : table(rows, Number.NaN));
    return;
  }

  const blocked = await blockedRows();

  // The first call of a 10-operation chain: trace, segment, emit and compile.
  const ten = (a, b) =>
    add(multiply(subtract(divide(add(multiply(a, b), 1), 3), b), a), sqrt(multiply(add(a, 0.25), subtract(b, 0.125))));
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

/**
 * Seconds per call of each contender, timed in turn: rounds of one batch (about 10 ms) of each,
 * the best batch of each kept, so that each ratio compares batches run moments apart.
 */
function interleaved(contenders) {
  const entries = Object.entries(contenders);
  const counts = entries.map(([, [run, free]]) => {
    for (let index = 0; index < 20; index += 1) free(run());
    const started = performance.now();
    free(run());
    return Math.max(1, Math.round(10 / Math.max(performance.now() - started, 0.001)));
  });
  const best = entries.map(() => Infinity);
  for (let round = 0; round < (quick ? 5 : 15); round += 1) {
    entries.forEach(([, [run, free]], index) => {
      const started = performance.now();
      for (let call = 0; call < counts[index]; call += 1) free(run());
      best[index] = Math.min(best[index], (performance.now() - started) / 1000 / counts[index]);
    });
  }
  return Object.fromEntries(entries.map(([name], index) => [name, best[index]]));
}

/** One chain at one shape: every library's result checked, then timed. */
async function measureRow(chain, shape, ceiling) {
  const size = shape.reduce((left, right) => left * right, 1);
  const data = chain.dtypes.map((dtype, index) => values(size, index + 1, dtype));
  const inputs = data.map((values, index) => lattice.array(values, chain.dtypes[index]).reshape(shape));
  const jitted = lattice.jit(chain.ours);
  const reference = lattice.scope(() => chain.ours(...inputs));
  const expected = reference.toTypedArray();
  for (let round = 0; round < 2; round += 1) {
    const fused = jitted(...inputs);
    if (!sameBits(expected, fused.toTypedArray())) throw new Error(`jit ${chain.name} differs from op by op`);
    fused.dispose();
  }
  // Run ours a while before timing: the kernels they call may be ones nothing has called yet,
  // still baseline-compiled (V8 compiles wasm lazily and optimises hot functions in the background,
  // behind the queue of the other modules: tfjs, jax-js, the ceiling's compiler). On a loaded
  // machine that took over a second: [1000, 64] softmax timed first at 0.7–1.1 ms, 0.19 ms after.
  const warmUp = [
    () => jitted(...inputs),
    () => lattice.scope(() => chain.ours(...inputs)),
    ...(chain.floor ? [() => chain.floor.run(...inputs)] : []),
  ];
  const warmMilliseconds = Number(process.env.BENCH_WARM_MS ?? (quick ? 300 : 600));
  for (const until = performance.now() + warmMilliseconds; performance.now() < until; )
    for (const run of warmUp) run().dispose();
  const plainOut = new Float32Array(size);
  chain.plain(data, plainOut);
  close(expected, plainOut, `the plain-JS ${chain.name}`, chain.tolerance);
  const seconds = {
    jit: timeSync(
      () => jitted(...inputs),
      (result) => result.dispose(),
    ),
    opByOp: timeSync(
      () => lattice.scope(() => chain.ours(...inputs)),
      (result) => result.dispose(),
    ),
    add: timeSync(
      () => add(inputs[0], inputs[0]),
      (result) => result.dispose(),
    ),
    plain: timeSync(() => chain.plain(data, plainOut)),
  };
  if (chain.floor)
    seconds.floor = timeSync(
      () => chain.floor.run(...inputs),
      (result) => result.dispose(),
    );

  if (chain.jax) {
    const jaxInputs = data.map((values) => jnp.array(values, { dtype: 'float32', shape }));
    const jaxFn = jaxJit(chain.jax);
    for (const [what, run] of [
      ['jaxJit', jaxFn],
      ['jaxEager', chain.jax],
    ]) {
      const result = await run(...jaxInputs.map((input) => input.ref)).blockUntilReady();
      close(expected, result.ref.dataSync(), `jax-js ${what} ${chain.name}`, chain.tolerance);
      result.dispose();
      seconds[what] = await time(
        () => run(...jaxInputs.map((input) => input.ref)).blockUntilReady(),
        (value) => value.dispose(),
      );
    }
    jaxInputs.forEach((input) => input.dispose());
  }
  if (chain.tf) {
    const tfInputs = data.map((values) => tf.tensor(values, shape, 'float32'));
    const run = () => tf.tidy(() => chain.tf(...tfInputs));
    const result = run();
    close(expected, result.dataSync(), `tfjs ${chain.name}`, chain.tolerance);
    result.dispose();
    seconds.tfjs = timeSync(run, (value) => value.dispose());
    if (chain.floor) {
      // On a shared machine the separate timings above drift with the load between them: jit, exp
      // alone, tfjs and op by op once more, one batch each in turn, the best batch of each.
      const relaxedOut = chain.relaxed ? allocBytes(size * 4) : 0;
      const length = shape[shape.length - 1];
      const runRelaxed = () => ceiling[chain.relaxed](inputs[0][storage].pointer, relaxedOut, size / length, length);
      if (chain.relaxed) {
        runRelaxed();
        seconds.relaxedUlps = ulps(expected, new Float32Array(latticeMemory().buffer, relaxedOut, size));
      }
      seconds.interleaved = interleaved({
        jit: [() => jitted(...inputs), (value) => value.dispose()],
        floor: [() => chain.floor.run(...inputs), (value) => value.dispose()],
        tfjs: [run, (value) => value.dispose()],
        opByOp: [() => lattice.scope(() => chain.ours(...inputs)), (value) => value.dispose()],
        ...(chain.relaxed ? { relaxed: [runRelaxed, () => {}] } : {}),
      });
      if (chain.relaxed) freeBytes(relaxedOut);
    }
    tfInputs.forEach((input) => input.dispose());
  }
  if (chain.ceiling) {
    const out = allocBytes(size * 4);
    const pointers = inputs.map((input) => input[storage].pointer);
    ceiling[chain.ceiling](...pointers, out, size);
    if (!sameBits(expected, new Float32Array(latticeMemory().buffer, out, size)))
      throw new Error(`the ceiling's ${chain.name} differs from op by op`);
    seconds.ceiling = timeSync(() => ceiling[chain.ceiling](...pointers, out, size));
    freeBytes(out);
  }
  reference.dispose();
  inputs.forEach((input) => input.dispose());
  return { case: chain.name, text: chain.text, floor: chain.floor?.text, shape, size, seconds };
}

function table(rows, firstCall) {
  const lines = [
    `float32 results; ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one thread; best of ${quick ? 3 : 7} batches. jax-js ${jaxVersion} (wasm), TensorFlow.js ${tfVersion} (wasm backend).`,
    '"× best peer" = the fastest of jax-js jit, jax-js eager and tfjs ÷ jit (above 1: jit is faster); "of ceiling" = the ceiling\'s time ÷ jit\'s (1.0 = as fast as the hand-written fused loop); "ceiling × jax jit" = the ceiling\'s own lead over jax-js jit; — = the library has no such dtype.',
    '',
    '| chain | size | jit | op by op | jax-js jit | jax-js eager | tfjs-wasm | plain JS loop | SIMD ceiling | jit × best peer | jit × plain JS | jit × op by op | jit of ceiling | ceiling × jax jit | jit ÷ one add |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const or = (value, text) => (value === undefined ? '—' : text(value));
  for (const row of rows) {
    const s = row.seconds;
    const peers = [s.jaxJit, s.jaxEager, s.tfjs].filter((value) => value !== undefined);
    const best = peers.length > 0 ? Math.min(...peers) : undefined;
    lines.push(
      `| ${row.case} \`${row.text}\` | ${shapeText(row.shape)} | ${timeText(s.jit)} | ${timeText(s.opByOp)} | ${or(s.jaxJit, timeText)} | ${or(s.jaxEager, timeText)} | ${or(s.tfjs, timeText)} | ${timeText(s.plain)} | ${or(s.ceiling, timeText)} | ${or(best, (value) => `${(value / s.jit).toFixed(1)}×`)} | ${(s.plain / s.jit).toFixed(1)}× | ${(s.opByOp / s.jit).toFixed(1)}× | ${or(s.ceiling, (value) => (value / s.jit).toFixed(2))} | ${s.ceiling !== undefined && s.jaxJit !== undefined ? `${(s.jaxJit / s.ceiling).toFixed(1)}×` : '—'} | ${(s.jit / s.add).toFixed(2)} |`,
    );
  }
  lines.push('');
  for (const row of rows.filter((each) => each.seconds.floor !== undefined)) {
    const s = row.seconds;
    lines.push(
      `${row.case} ${shapeText(row.shape)}: ${row.floor} (op by op) ${timeText(s.floor)}; jit ${timeText(s.jit)} = ${(s.jit / s.floor).toFixed(2)}× it; tfjs-wasm ${or(s.tfjs, timeText)}.`,
    );
    const i = s.interleaved;
    if (i !== undefined)
      lines.push(
        `  in turn (best batch of each): jit ${timeText(i.jit)}, ${row.floor} ${timeText(i.floor)}, tfjs-wasm ${timeText(i.tfjs)}, op by op ${timeText(i.opByOp)}: jit ÷ tfjs ${(i.jit / i.tfjs).toFixed(2)}, jit ÷ ${row.floor} ${(i.jit / i.floor).toFixed(2)}, ${row.floor} ÷ tfjs ${(i.floor / i.tfjs).toFixed(2)}.`,
      );
    if (i?.relaxed !== undefined)
      lines.push(
        `  without bit-exactness (bench/ceiling softmax_fast_float32: polynomial exp, reciprocal multiply; up to ${s.relaxedUlps} ulp from ours): ${timeText(i.relaxed)}, tfjs ÷ it ${(i.tfjs / i.relaxed).toFixed(2)}.`,
      );
  }
  if (!Number.isNaN(firstCall))
    lines.push(
      `First call of a 10-operation float32 chain at 10³ (trace + emit + compile), median of 9: ${firstCall.toFixed(2)} ms.`,
    );
  return lines.join('\n');
}

/**
 * The same chains in the dtypes no peer has (issue #26: ≥ 3× the plain-JS loop there): 16-bit
 * floats and small integers, which jit runs block by block through the operations' own kernels.
 * Each row is checked bit for bit against op by op. The plain-JS loops compute in float64 and
 * round once (a user's loop), so they are timed, not compared.
 */
const halfAffine = (dtype) => {
  const [widen, narrow] = DTYPES[dtype].half;
  return ([x, y], out) => {
    for (let index = 0; index < out.length; index += 1)
      out[index] = narrow(Math.fround(((widen(x[index]) - 0.5) / 2) * widen(y[index]) + 1.5));
  };
};
const blockedCases = [
  {
    name: 'affine, float16',
    dtypes: ['float16', 'float16'],
    ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5),
    plain: halfAffine('float16'),
    plainOut: Uint16Array,
  },
  {
    name: 'affine, bfloat16',
    dtypes: ['bfloat16', 'bfloat16'],
    ours: (x, y) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5),
    plain: halfAffine('bfloat16'),
    plainOut: Uint16Array,
  },
  {
    name: 'GELU (tanh), float16',
    dtypes: ['float16'],
    ours: geluOurs,
    plain: (() => {
      const [widen, narrow] = DTYPES.float16.half;
      return ([x], out) => {
        for (let index = 0; index < out.length; index += 1) {
          const v = widen(x[index]);
          out[index] = narrow(Math.fround(v * 0.5 * (Math.tanh((v + v * v * v * 0.044715) * 0.7978845608) + 1)));
        }
      };
    })(),
    plainOut: Uint16Array,
  },
  {
    name: 'int16 x·3 + y − 7',
    dtypes: ['int16', 'int16'],
    ours: (x, y) => subtract(add(multiply(x, 3), y), 7),
    plain: ([x, y], out) => {
      for (let index = 0; index < out.length; index += 1) out[index] = x[index] * 3 + y[index] - 7;
    },
    plainOut: Int16Array,
  },
];

async function blockedRows() {
  const rows = [];
  for (const size of [65_536, 1_000_000]) {
    for (const chain of blockedCases) {
      const inputs = chain.dtypes.map((dtype, index) => {
        const source = lattice.array(
          values(size, index + 1).map((value) =>
            dtype.startsWith('int') || dtype.startsWith('uint') ? Math.floor(value * 100) : value,
          ),
          'float32',
        );
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
      if (!expected.every((byte, index) => byte === actual[index]))
        throw new Error(`jit ${chain.name} differs from op by op`);
      again.dispose();
      const seconds = {
        jit: timeSync(
          () => jitted(...inputs),
          (result) => result.dispose(),
        ),
        opByOp: timeSync(
          () => lattice.scope(() => chain.ours(...inputs)),
          (result) => result.dispose(),
        ),
      };
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
    "The same chains in dtypes no peer has, run block by block through the kernels (16 KiB blocks): bit for bit op by op's results.",
    '',
    '| chain | size | jit | op by op | plain JS loop | jit × op by op | jit × plain JS |',
    '|---|---|---|---|---|---|---|',
  ];
  const or = (value, text) => (value === undefined ? '—' : text(value));
  for (const row of rows) {
    const s = row.seconds;
    lines.push(
      `| ${row.case} | ${sizeText(row.size)} | ${timeText(s.jit)} | ${timeText(s.opByOp)} | ${or(s.plain, timeText)} | ${(s.opByOp / s.jit).toFixed(1)}× | ${or(s.plain, (v) => `${(v / s.jit).toFixed(1)}×`)} |`,
    );
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
