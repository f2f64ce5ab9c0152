// The measurements behind src/ops/signal-fft.ts's planner: the direct correlation kernel against the
// transform path for a range of lengths and compute dtypes, one thread, medians (ns per multiply-add
// and per L·log2 L). Needs dist (node scripts/build.mjs).
//   node scripts/convolve-crossover.mjs
import * as L from '../dist/src/index.js';
import { correlateByFft } from '../dist/src/ops/signal-fft.js';
import { correlateRange } from '../dist/src/execute/signal.js';
import { storage, allocArray } from '../dist/src/array/ndarray.js';
await L.ready();
await L.setThreads(1);
function time(f, reps) {
  f();
  const t = [];
  for (let i = 0; i < reps; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[t.length >> 1];
}
for (const dtype of ['float32', 'float64', 'complex64'])
  for (const [n, m] of [
    [1000, 32],
    [1000, 64],
    [1000, 128],
    [1000, 1000],
    [10000, 64],
    [10000, 128],
    [10000, 256],
    [100000, 31],
    [100000, 64],
    [100000, 128],
    [100000, 512],
  ]) {
    const a = L.random
      .normal(L.random.key(1), [n], { dtype: dtype.startsWith('complex') ? 'float32' : dtype })
      .astype(dtype);
    const w = L.random
      .normal(L.random.key(2), [m], { dtype: dtype.startsWith('complex') ? 'float32' : dtype })
      .astype(dtype);
    const full = n + m - 1;
    const reps = n * m > 1e7 ? 5 : 21;
    const direct = time(() => {
      const out = allocArray(dtype, [full], false);
      correlateRange(dtype, a[storage].pointer, n, w[storage].pointer, m, out[storage].pointer, 0, full, false);
      out.dispose();
    }, reps);
    const viaFft = time(() => correlateByFft(dtype, a, w, 0, full, false, false, 'x').dispose(), reps);
    const size = (await import('../dist/src/ops/signal-fft.js')).smoothSize(full);
    console.log(
      dtype.padEnd(9),
      String(n).padStart(6),
      String(m).padStart(5),
      'direct',
      direct.toFixed(3),
      'fft',
      viaFft.toFixed(3),
      'ratio',
      (direct / viaFft).toFixed(2),
      'ns/MAC',
      ((direct * 1e6) / (n * m)).toFixed(3),
      'ns/LlogL',
      ((viaFft * 1e6) / (size * Math.log2(size))).toFixed(2),
    );
    a.dispose();
    w.dispose();
  }
