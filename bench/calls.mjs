#!/usr/bin/env node
// What a call costs on small arrays: everyday operations on 1000 float32 elements (and one
// element), each result made and disposed, against the plain-JavaScript loop over Float32Arrays a
// user would write for the same result (allocating its output). At this size the work is a few
// hundred nanoseconds, so the figures are mostly the library's own bookkeeping: planning, the
// result array, scalars, temporaries. Results are checked against the plain loops first.
//
//   node bench/calls.mjs [--quick] [--against=/path/to/other/dist/src/index.js]
//
// --against loads a second build (say, a copy of dist/ from before a change) into the same process
// and prints both builds' figures side by side with their ratio (this build ÷ the other): one
// process, the calls taking turns, so background load affects both alike.
import * as current from '../dist/src/index.js';
import { measure } from './harness.mjs';

const againstFlag = process.argv.find((argument) => argument.startsWith('--against='));
const against = againstFlag === undefined ? undefined : await import(new URL(againstFlag.slice(10), 'file:///').href);

const n = 1000;
const data = Float32Array.from({ length: n }, (_, index) => 0.5 + ((index * 37) % 101) / 101);
const other = Float32Array.from({ length: n }, (_, index) => 1 + ((index * 13) % 29) / 29);
/** The cases on one build of the library `L`, and its arrays to dispose at the end. */
function makeCases(L) {
  const x = L.array(data, 'float32');
  const y = L.array(other, 'float32');
  const matrix = x.reshape([25, 40]);
  const row = L.array(other.subarray(0, 40), 'float32');
  const mask = L.less(x, 1);
  const one = L.array([data[0]], 'float32');

  /** The plain-JS mean and standard deviation (float64 accumulation, as a user writes it). */
  function plainMean(values) {
    let total = 0;
    for (let index = 0; index < values.length; index += 1) total += values[index];
    return total / values.length;
  }
  function plainStd(values) {
    const mean = plainMean(values);
    let total = 0;
    for (let index = 0; index < values.length; index += 1) total += (values[index] - mean) ** 2;
    return Math.sqrt(total / values.length);
  }
  /** A new result array; each case below writes its own loop into it. */
  const fresh = () => new Float32Array(n);
  // [name, library call returning an array to dispose, plain-JS call returning its result]
  const cases = [
    [
      'add(x, y)',
      () => L.add(x, y),
      () => {
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = data[i] + other[i];
        return out;
      },
    ],
    [
      'add(one, one) (1 element)',
      () => L.add(one, one),
      () => {
        const out = new Float32Array(1);
        out[0] = data[0] + data[0];
        return out;
      },
    ],
    [
      'multiply(x, 2)',
      () => L.multiply(x, 2),
      () => {
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = data[i] * 2;
        return out;
      },
    ],
    [
      'negative(x)',
      () => L.negative(x),
      () => {
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = -data[i];
        return out;
      },
    ],
    [
      'less(x, 1)',
      () => L.less(x, 1),
      () => {
        const out = new Uint8Array(n);
        for (let i = 0; i < n; i += 1) out[i] = data[i] < 1 ? 1 : 0;
        return out;
      },
    ],
    [
      'where(x < 1, x, 0)',
      () => L.where(mask, x, 0),
      () => {
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = data[i] < 1 ? data[i] : 0;
        return out;
      },
    ],
    [
      'clip(x, 0.6, 1.2)',
      () => L.clip(x, 0.6, 1.2),
      () => {
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = Math.min(Math.max(data[i], 0.6), 1.2);
        return out;
      },
    ],
    [
      'sum(x)',
      () => L.sum(x),
      () => {
        let total = 0;
        for (let i = 0; i < n; i += 1) total += data[i];
        return Math.fround(total);
      },
    ],
    ['mean(x)', () => L.mean(x), () => Math.fround(plainMean(data))],
    ['std(x)', () => L.std(x), () => Math.fround(plainStd(data))],
    [
      'add(matrix [25,40], row [40])',
      () => L.add(matrix, row),
      () => {
        const out = fresh();
        for (let r = 0; r < 25; r += 1) for (let c = 0; c < 40; c += 1) out[r * 40 + c] = data[r * 40 + c] + other[c];
        return out;
      },
    ],
    ['slice(x, "1:500")', () => x.slice('1:500'), () => data.subarray(1, 500)],
    ['x.astype("float64")', () => x.astype('float64'), () => Float64Array.from(data)],
    [
      '(x - mean(x)) / std(x)',
      () => {
        const mean = L.mean(x);
        const std = L.std(x);
        const centered = L.subtract(x, mean);
        const result = L.divide(centered, std);
        mean.dispose();
        std.dispose();
        centered.dispose();
        return result;
      },
      () => {
        const mean = plainMean(data);
        const std = plainStd(data);
        const out = fresh();
        for (let i = 0; i < n; i += 1) out[i] = (data[i] - mean) / std;
        return out;
      },
    ],
  ];
  return { cases, arrays: [x, y, matrix, row, mask, one] };
}

const builds = [makeCases(current), ...(against === undefined ? [] : [makeCases(against)])];
const cases = builds[0].cases;

// Check: each library result is close to the plain one (float32 rounding apart).
for (const [name, library, plain] of builds.flatMap((build) => build.cases)) {
  const result = library();
  const got =
    result.size === 1 && result.shape.length === 0
      ? [Number(result.toArray())]
      : Array.from(result.toTypedArray(), Number);
  result.dispose();
  const expected = typeof plain() === 'number' ? [plain()] : Array.from(plain(), Number);
  const worst = got.reduce(
    (most, value, index) => Math.max(most, Math.abs(value - expected[index]) / Math.max(1, Math.abs(expected[index]))),
    0,
  );
  if (got.length !== expected.length || !(worst < 1e-5))
    throw new Error(`${name}: results differ from the plain loop (worst relative difference ${worst})`);
}

console.log(
  `Per call on ${n} float32 elements (result made and disposed), best of rounds; plain JS = the loop a user writes over Float32Arrays.\n`,
);
if (against === undefined) {
  console.log('| operation | dtype-lattice µs/call | plain JS µs/call | × plain JS |');
  console.log('|---|---:|---:|---:|');
} else {
  console.log(`against: ${againstFlag.slice(10)}\n`);
  console.log(
    '| operation | this build µs/call | other build µs/call | this ÷ other | plain JS µs/call | × plain JS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
}
for (const [index, [name, library, plain]] of cases.entries()) {
  const calls = [() => library().dispose(), plain];
  if (against !== undefined) calls.push(() => builds[1].cases[index][1]().dispose());
  const [libraryRate, plainRate, otherRate] = measure(calls, 1);
  const libraryMicros = 1e-3 / libraryRate;
  const plainMicros = 1e-3 / plainRate;
  const speed = `${(plainMicros / libraryMicros).toFixed(1)}×`;
  if (against === undefined) {
    console.log(`| ${name} | ${libraryMicros.toFixed(2)} | ${plainMicros.toFixed(2)} | ${speed} |`);
  } else {
    const otherMicros = 1e-3 / otherRate;
    console.log(
      `| ${name} | ${libraryMicros.toFixed(3)} | ${otherMicros.toFixed(3)} | ${(libraryMicros / otherMicros).toFixed(2)} | ${plainMicros.toFixed(2)} | ${speed} |`,
    );
  }
}
// A result nobody disposes: registered with the FinalizationRegistry (in batches, src/memory/memory.ts)
// and reclaimed after the engine collects it. Measured in one synchronous run, so what it shows is
// the making and registering; the reclaiming runs later, between tasks.
{
  const kept = builds.map((build) => {
    const one = build.arrays[5];
    const L = build === builds[0] ? current : against;
    return () => L.add(one, one);
  });
  const rates = measure(kept, 1);
  const micros = rates.map((rate) => 1e-3 / rate);
  console.log(
    `\nA 1-element add whose result is never disposed (left to the FinalizationRegistry): ${micros[0].toFixed(3)} µs/call` +
      (against === undefined
        ? '.'
        : ` this build, ${micros[1].toFixed(3)} other build (this ÷ other ${(micros[0] / micros[1]).toFixed(2)}).`),
  );
}
for (const build of builds) for (const array of build.arrays) array.dispose();
