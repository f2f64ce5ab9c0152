// Run by test/fused-multiply-add.test.ts in a child process (node --import ./scripts/src-loader.mjs):
// with FUSED_TEST_FLAG=1 it turns on V8's relaxed SIMD first (Node 20 has it behind a flag), so the
// kernels import the fused micro-kernel module. Prints, as JSON, fusedMultiplyAdd(), the operands and
// the products' bits on 1, 2 and 3 threads (cuts forced on these small shapes), and the residuals
// of a solve, a QR and a Cholesky.
import v8 from 'node:v8';

if (process.env.FUSED_TEST_FLAG === '1') v8.setFlagsFromString('--experimental-wasm-relaxed-simd');
const lib = await import('../../src/x64.js');
const { setSplitThresholdForTesting } = await import('../../src/kernels/cost-model.js');

const bitsOf = (array) => Array.from(new Uint32Array(array.toTypedArray().slice().buffer));
const products = {};
// K past the 256-deep block (C carried between blocks); M and N off the 5 × 8 tile (edge tiles).
for (const dtype of ['float32', 'float64']) {
  const key = lib.random.key(dtype === 'float32' ? 1 : 2);
  const [ka, kb] = lib.random.split(key);
  const a = lib.random.normal(ka, [37, 300], { dtype });
  const b = lib.random.normal(kb, [300, 29], { dtype });
  const byThreads = [];
  for (const threads of [1, 2, 3]) {
    await lib.setThreads(threads);
    await lib.threadsReady();
    setSplitThresholdForTesting(threads === 1 ? undefined : 16, true);
    byThreads.push(bitsOf(lib.matmul(a, b)));
    setSplitThresholdForTesting(undefined);
  }
  products[dtype] = { a: Array.from(a.toTypedArray()), b: Array.from(b.toTypedArray()), byThreads };
}
await lib.setThreads(1);
// float64, 120 × 120: past the blocked forms' panels, so their updates run on the micro-kernels.
const m = lib.add(
  lib.random.normal(lib.random.key(3), [120, 120], { dtype: 'float64' }),
  lib.multiply(lib.eye(120, { dtype: 'float64' }), 4),
);
const worst = (x) => lib.max(lib.abs(x)).item();
const rhs = lib.random.normal(lib.random.key(4), [120], { dtype: 'float64' });
const solved = worst(lib.subtract(lib.matmul(m, lib.linalg.solve(m, rhs)), rhs));
const { Q, R } = lib.linalg.qr(m);
const factored = worst(lib.subtract(lib.matmul(Q, R), m));
const spd = lib.add(lib.matmul(m, m.T), lib.eye(120, { dtype: 'float64' }));
const lower = lib.linalg.cholesky(spd);
const cholesky = worst(lib.subtract(lib.matmul(lower, lower.T), spd)) / worst(spd);
const residuals = [solved, factored, cholesky];
console.log(JSON.stringify({ fused: lib.fusedMultiplyAdd(), products, residuals }));
