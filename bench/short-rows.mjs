// Reductions along the last axis of short rows ([N, 2] points, [H·W, 3] and [H·W, 4] pixels, [N, 8]
// and [N, 16] features), 10⁶ elements, one thread: sum, max, min and argmax, each against a plain
// JavaScript loop over the same typed array in the same run (its result checked equal first).
//   node bench/short-rows.mjs
import { loadavg } from 'node:os';
import * as np from '../dist/src/index.js';

await np.setThreads(1);

/** Seconds per call: the best of five batches of about 30 ms. */
function best(run) {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round += 1) {
    let reps = 1;
    for (;;) {
      const started = performance.now();
      for (let index = 0; index < reps; index += 1) run();
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= 0.03) {
        fastest = Math.min(fastest, elapsed / reps);
        break;
      }
      reps *= 2;
    }
  }
  return fastest;
}

/** The plain loops: one result per row of `cols` values. */
const loops = {
  sum: (values, cols, out) => {
    for (let row = 0, at = 0; row < out.length; row += 1) {
      let total = 0;
      for (let col = 0; col < cols; col += 1) total += values[at++];
      out[row] = total;
    }
  },
  max: (values, cols, out) => {
    for (let row = 0, at = 0; row < out.length; row += 1, at += cols) {
      let top = values[at];
      for (let col = 1; col < cols; col += 1) top = Math.max(top, values[at + col]);
      out[row] = top;
    }
  },
  min: (values, cols, out) => {
    for (let row = 0, at = 0; row < out.length; row += 1, at += cols) {
      let low = values[at];
      for (let col = 1; col < cols; col += 1) low = Math.min(low, values[at + col]);
      out[row] = low;
    }
  },
  argmax: (values, cols, out) => {
    for (let row = 0, at = 0; row < out.length; row += 1, at += cols) {
      let where = 0;
      for (let col = 1; col < cols; col += 1) if (values[at + col] > values[at + where]) where = col;
      out[row] = where;
    }
  },
};

console.log(`bench/short-rows — Node ${process.version}, one thread, load average ${loadavg()[0].toFixed(2)}`);
console.log('| dtype | shape | op | ours µs | plain JS µs | JS ÷ ours |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const dtype of ['float32', 'float64', 'int32', 'uint8']) {
  for (const cols of [2, 3, 4, 8, 16]) {
    const rows = Math.floor(1_000_000 / cols);
    const x = np.scope(() =>
      np.keep(np.random.uniform(np.random.key(cols), [rows, cols], { minval: -100, maxval: 100 }).astype(dtype)),
    );
    const values = x.toTypedArray();
    for (const op of ['sum', 'max', 'min', 'argmax']) {
      const out = new Float64Array(rows);
      loops[op](values, cols, out);
      const result = np[op](x, { axis: 1 });
      const got = Array.from(result.toTypedArray(), Number);
      result.dispose();
      // The sums of floats add in another order: equal within rounding; the others exactly.
      const close = (a, b) =>
        op === 'sum' && dtype.startsWith('float') ? Math.abs(a - b) <= 1e-3 * (1 + Math.abs(b)) : a === b;
      const wrapped = op === 'sum' && dtype === 'int32' ? out.map((value) => value | 0) : out;
      if (!got.every((value, row) => close(value, wrapped[row])))
        throw new Error(`${op} ${dtype} [${rows}, ${cols}]: results differ from the plain loop`);
      const ours = best(() => np[op](x, { axis: 1 }).dispose());
      const plain = best(() => loops[op](values, cols, out));
      console.log(
        `| ${dtype} | [${rows}, ${cols}] | ${op} | ${(ours * 1e6).toFixed(0)} | ${(plain * 1e6).toFixed(0)} | ${(plain / ours).toFixed(2)} |`,
      );
    }
    x.dispose();
  }
}
