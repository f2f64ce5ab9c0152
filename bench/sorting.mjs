#!/usr/bin/env node
// sort and argsort against plain JavaScript sorts of the same values, sizes 10¹ to 10⁶:
//   sort float64 / float32 / int32        ÷ Float64Array.prototype.sort (copy + sort, NaN-free data)
//   sort float16                          ÷ the same (the values decoded to numbers)
//   argsort float64                       ÷ indices sorted by a comparator (a plain JS argsort)
// Results are checked against the baseline before they are timed. Needs `npm run build` first.
//   node bench/sorting.mjs
import * as library from '../dist/src/index.js';

const { array, argsort, sort } = library;

function random(size, seed) {
  let state = seed >>> 0;
  const values = new Float64Array(size);
  for (let index = 0; index < size; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    values[index] = Math.round((state / 2 ** 32 - 0.5) * 2000) / 8; // exact in float16 below 2048
  }
  return values;
}

function time(run) {
  let reps = 1;
  for (;;) {
    const started = performance.now();
    for (let rep = 0; rep < reps; rep += 1) run();
    const elapsed = performance.now() - started;
    if (elapsed > 200) return elapsed / reps;
    reps *= 2;
  }
}

const rows = [];
for (const size of [10, 1000, 100000, 1000000]) {
  const values = random(size, size);
  const jsSort = () => Float64Array.from(values).sort();
  const jsArgsort = () =>
    Uint32Array.from({ length: size }, (_, index) => index).sort((i, j) => values[i] - values[j] || i - j);
  const expected = jsSort();
  for (const dtype of ['float64', 'float32', 'int32', 'float16']) {
    const x = array(dtype === 'int32' ? Array.from(values, Math.round) : values, dtype);
    const check = sort(x);
    const want = dtype === 'int32' ? Float64Array.from(values, Math.round).sort() : expected;
    const got = check.toTypedArray();
    const read = dtype === 'float16' ? Array.from(check.toArray()) : Array.from(got, Number);
    if (read.some((value, index) => value !== want[index])) throw new Error(`sort ${dtype} ${size}: wrong result`);
    check.dispose();
    const ours = time(() => sort(x).dispose());
    const baseline = time(jsSort);
    rows.push({
      case: `sort ${dtype}`,
      size,
      µs: (ours * 1000).toFixed(1),
      'JS sort µs': (baseline * 1000).toFixed(1),
      ratio: (baseline / ours).toFixed(2),
    });
    x.dispose();
  }
  const x = array(values, 'float64');
  const order = argsort(x);
  const want = jsArgsort();
  if (Array.from(order.toTypedArray(), Number).some((value, index) => value !== want[index]))
    throw new Error(`argsort ${size}: wrong result`);
  order.dispose();
  const ours = time(() => argsort(x).dispose());
  const baseline = time(jsArgsort);
  rows.push({
    case: 'argsort float64',
    size,
    µs: (ours * 1000).toFixed(1),
    'JS sort µs': (baseline * 1000).toFixed(1),
    ratio: (baseline / ours).toFixed(2),
  });
  x.dispose();
}
console.table(rows);
console.log('ratio: the JS baseline time ÷ ours (above 1: ours is faster).');
