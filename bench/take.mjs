#!/usr/bin/env node
// take along the first axis (row gathers) and an element gather, against a plain-JS baseline on
// typed arrays in the same process; results are checked. Run after npm run build.
import { arange, array, take } from '../dist/src/index.js';

function time(run, repeats) {
  run();
  const started = performance.now();
  for (let each = 0; each < repeats; each += 1) run();
  return ((performance.now() - started) / repeats) * 1000; // µs
}

const cases = [
  { rows: 100_000, cols: 64, picks: 10_000 },
  { rows: 10_000, cols: 1024, picks: 1_000 },
  { rows: 1_000_000, cols: 1, picks: 100_000 },
];
for (const { rows, cols, picks } of cases) {
  const x = arange(rows * cols, 'float32').reshape([rows, cols]);
  const plain = x.toTypedArray();
  const chosen = Int32Array.from({ length: picks }, (_, each) => (each * 7919) % rows);
  const indices = array(chosen, 'int32');
  const ours = time(() => take(x, indices, { axis: 0 }).dispose(), 20);
  const baseline = time(() => {
    const out = new Float32Array(picks * cols);
    for (let each = 0; each < picks; each += 1)
      out.set(plain.subarray(chosen[each] * cols, chosen[each] * cols + cols), each * cols);
    return out;
  }, 20);
  const result = take(x, indices, { axis: 0 }).toTypedArray();
  const last = chosen[picks - 1] * cols;
  if (result[(picks - 1) * cols] !== plain[last]) throw new Error('take gave a wrong row');
  console.log(
    `take rows ${rows}×${cols} float32, ${picks} picks: ${ours.toFixed(0)} µs, plain JS (subarray/set) ${baseline.toFixed(0)} µs, ratio ${(ours / baseline).toFixed(2)}`,
  );
}
