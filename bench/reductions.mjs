// Reductions in `npm run bench`: sum of float32 as users call it (`sum(x)`, result array made
// and disposed) against the read-bandwidth ceiling (bench/ceiling: four v128 accumulators, no
// pairwise blocking, nothing allocated) and a plain-JS loop; plus a few other reductions against
// plain JS. Results are checked before they are timed.
import * as library from '../dist/src/index.js';
import { storage } from '../dist/src/array/ndarray.js';
import { measure, sizeLabel } from './harness.mjs';

export function benchReductions(ceiling) {
  const rows = [];
  for (const count of [1e3, 65536, 1e6]) {
    const values = Float32Array.from({ length: count }, (_, index) => ((index * 7919) % 1000) / 1000);
    const x = library.array(values);
    const pointer = x[storage].pointer;
    let plainTotal = 0;
    const plain = () => {
      let total = 0;
      for (let index = 0; index < count; index++) total += values[index];
      plainTotal = total;
    };
    plain();
    const ours = library.sum(x);
    const got = ours.toArray();
    ours.dispose();
    if (Math.abs(got - plainTotal) > 1e-4 * Math.abs(plainTotal))
      throw new Error(`sum float32 n=${count}: ${got} vs ${plainTotal}`);
    const [sumRate, ceilingRate, jsRate] = measure(
      [() => library.sum(x).dispose(), () => ceiling.read_float32(pointer, count), plain],
      count,
    );
    rows.push({ op: 'sum', dtype: 'float32', count, sumRate, ceilingRate, jsRate });
    const others = [
      [
        'max',
        (input) => library.max(input),
        () => {
          let best = -Infinity;
          for (let i = 0; i < count; i++) if (values[i] > best) best = values[i];
          return best;
        },
      ],
      ['mean axis=1', (input) => library.mean(input.reshape([count / 8, 8]), { axis: 1 }), null],
    ];
    for (const [name, run, js] of others) {
      if (name.startsWith('mean') && count % 8) continue;
      const reshaped = name.startsWith('mean') ? x.reshape([count / 8, 8]) : x;
      const call = name.startsWith('mean')
        ? () => library.mean(reshaped, { axis: 1 }).dispose()
        : () => run(x).dispose();
      const calls = [call];
      if (js) calls.push(js);
      const [rate, jsOther] = measure(calls, count);
      rows.push({ op: name, dtype: 'float32', count, sumRate: rate, jsRate: jsOther });
      if (reshaped !== x) reshaped.dispose();
    }
    x.dispose();
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  console.log('\nreductions (Gelem/s read; ÷ceiling = against a bare v128 read loop over the same memory)');
  console.log('| op | dtype | n | library | ÷ceiling | ×plain JS |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.op} | ${row.dtype} | ${sizeLabel(row.count)} | ${row.sumRate.toFixed(2)} | ${row.ceilingRate ? (row.sumRate / row.ceilingRate).toFixed(2) : '—'} | ${row.jsRate ? (row.sumRate / row.jsRate).toFixed(1) : '—'} |`,
    );
  }
  const million = rows.find((row) => row.op === 'sum' && row.count === 1e6);
  console.log(
    `sum float32 at 10⁶ ÷ read ceiling (target ≥ 0.8): ${(million.sumRate / million.ceilingRate).toFixed(2)}`,
  );
  return rows;
}
