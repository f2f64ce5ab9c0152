#!/usr/bin/env node
// One-off check that float32 tanh (asm/tanh32.ts tanh32x4: tanh in float64 lanes, rounded once) is
// correctly rounded: every positive float32 from 2^-13 to 11 (below, the kernel returns x, the
// correctly rounded value, since tanh x = x(1 − x²/3 + …) lies within a third of a half-ulp of x; above, 1;
// tanh is odd and the kernel puts the sign back), compared with tanh64 (double-double, below 1 ulp)
// rounded to float32; the inputs where the two differ, or where tanh64's value lies too near a float32
// rounding midpoint to trust its rounding, are written for scripts/elementary32_differences.py, which
// decides each with mpmath at 200 bits.
//   node scripts/tanh32-exhaustive.mjs /tmp/tanh.json && python3 scripts/elementary32_differences.py /tmp/tanh.json
// With --previous: the kernel against the previous one (asm/elementary32-previous.ts, checked as above)
// on all 2^32 bit patterns, bit for bit (NaN signs and payloads too), printing the differing inputs
// (must be 0) and the share of vectors redone lane by lane; then the largest distance, in units of
// 2^-52, between the kernel's float64 value before rounding and tanh64 over every float32 in [0, 10)
// (the error the rounding test's margin of 2^12 units must cover).
//   node scripts/tanh32-exhaustive.mjs --previous
import { writeFileSync } from 'node:fs';
import { checkModule } from './check-module.mjs';

const exports = await checkModule();
if (process.argv.includes('--previous')) {
  const VECTORS = 1 << 22; // per call
  let started = performance.now();
  let differing = 0;
  exports.record(exports.buffer(65536 * 4));
  for (let start = 0; start < 2 ** 32; start += VECTORS * 4) differing += exports.tanhPrevious(start >>> 0, VECTORS);
  const share = (100 * exports.tanhFallbacks()) / 2 ** 30;
  console.log(
    `tanh: 2^32 inputs in ${((performance.now() - started) / 1000).toFixed(1)} s: ${differing} differ from the ` +
      `previous kernel (bit for bit, NaN signs and payloads too); ` +
      `${share.toFixed(4)}% of vectors redone lane by lane (tanh64)`,
  );
  started = performance.now();
  const TEN = 0x41200000;
  let worst = 0n;
  for (let start = 0; start < TEN; start += VECTORS * 4) {
    const vectors = Math.min(VECTORS, (TEN - start) / 4);
    const distance = exports.tanhWideError(start, vectors);
    if (distance > worst) worst = distance;
  }
  console.log(
    `tanh: the float64 value before rounding within ${worst} units of 2^-52 of tanh64 on [0, 10) ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s; the test's margin: 4096)`,
  );
  process.exit(differing === 0 ? 0 : 1);
}
const CAPACITY = 1 << 20;
const at = exports.buffer(CAPACITY * 12);
const FIRST = 0x39000000; // 2^-13
const END = 0x41300000; // 11
const CHUNK = 1 << 22;
const rows = [];
const started = performance.now();
for (let start = FIRST; start < END; start += CHUNK) {
  const count = Math.min(CHUNK, END - start);
  const recorded = exports.tanhCompare(start, count, at, CAPACITY);
  const words = new Uint32Array(exports.memory.buffer, at, recorded * 3);
  for (let i = 0; i < recorded; i++) rows.push([words[3 * i], words[3 * i + 1], words[3 * i + 2]]);
}
const differ = rows.filter(([, kernel, reference]) => kernel !== reference).length;
console.log(
  `tanh: ${END - FIRST} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s: the kernel and tanh64 ` +
    `differ at ${differ}; ${rows.length - differ} more where tanh64's value is within 16 units of 2^-52 of a midpoint`,
);
writeFileSync(process.argv[2] ?? 'tanh32.json', JSON.stringify({ tanh: rows }));
