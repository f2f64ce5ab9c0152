#!/usr/bin/env node
// random.uniform float32 against a bare SIMD Threefry-2x32 loop in the same run: the loop is the
// kernel random_bits32 (four blocks per i32x4 step, 20 rounds, out0 ^ out1 stored), the floor of
// any sampler built on it. uniform adds the float conversion and scaling in the same loop, plus
// the public call's allocation of its result. A plain-JS scalar Threefry loop is the baseline.
// Prints elements per ns and the ratio uniform / bare loop (the target is ≥ 0.8 at 10⁶).
//   npm run build && node bench/random.mjs [--quick]
import { measure } from './harness.mjs';

const lib = await import('../dist/src/index.js');
const wasm = {
  ...(await import('../dist/src/kernels/heap.js')),
  kernel: (await import('../dist/src/kernels/instance.js')).kernel,
};
const { random } = lib;
const key = random.key(0);
const [key0, key1] = random.keyData(key).toArray();

function threefryJs(k0, k1, x0, x1) {
  const k2 = (k0 ^ k1 ^ 0x1bd11bda) >>> 0;
  const keys = [k0, k1, k2];
  const rotations = [
    [13, 15, 26, 6],
    [17, 29, 16, 24],
  ];
  let a = (x0 + k0) | 0;
  let b = (x1 + k1) | 0;
  for (let step = 0; step < 5; step++) {
    for (const r of rotations[step & 1]) {
      a = (a + b) | 0;
      b = ((b << r) | (b >>> (32 - r))) ^ a;
    }
    a = (a + keys[(step + 1) % 3]) | 0;
    b = (b + keys[(step + 2) % 3] + step + 1) | 0;
  }
  return (a ^ b) >>> 0;
}

const rows = [];
for (const count of [1e3, 1e4, 1e6]) {
  const out = wasm.allocBytes(4 * count);
  const bits = wasm.kernel('random_bits32');
  const uniformKernel = wasm.kernel('random_uniform_float32');
  const jsOut = new Uint32Array(count);
  // Check inside the benchmark: the kernel's bits are the JS loop's.
  bits(key0, key1, 0, 0, out, count);
  const fromKernel = new Uint32Array(wasm.memory().buffer, out, count);
  for (let index = 0; index < Math.min(count, 1000); index++) {
    if (fromKernel[index] !== threefryJs(key0, key1, 0, index)) throw new Error(`bits differ at ${index}`);
  }
  const [bare, uniformOnly, uniformCall, js] = measure(
    [
      () => bits(key0, key1, 0, 0, out, count),
      () => uniformKernel(key0, key1, 0, 0, out, count, 0, 1),
      () => random.uniform(key, [count], { dtype: 'float32' }).dispose(),
      () => {
        for (let index = 0; index < count; index++) jsOut[index] = threefryJs(key0, key1, 0, index);
      },
    ],
    count,
  );
  wasm.freeBytes(out);
  rows.push({
    size: count,
    'bare SIMD threefry (elem/ns)': bare.toFixed(3),
    'uniform kernel': uniformOnly.toFixed(3),
    'random.uniform f32': uniformCall.toFixed(3),
    'plain-JS threefry': js.toFixed(3),
    'uniform / bare': (uniformCall / bare).toFixed(2),
    'bare / JS': (bare / js).toFixed(1),
  });
}
console.table(rows);
