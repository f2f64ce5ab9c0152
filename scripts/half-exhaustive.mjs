#!/usr/bin/env node
// One-off check of the float16 multiply and divide kernels (asm/arithmetic.ts scaledProductPart):
// every finite float16 as the left operand against every finite float16 as the right one (as a
// full array, so every block of 32 takes the scaled fast path or its fallback), compared with the
// float64 result rounded once to float16. NaN results compare equal whatever their payload.
//   npm run build && node scripts/half-exhaustive.mjs [--step N]   (--step: every Nth right operand)
import * as L from '../dist/src/index.js';

const stepIndex = process.argv.indexOf('--step');
const step = stepIndex > 0 ? Number(process.argv[stepIndex + 1]) : 1;
const finite = [];
for (let bits = 0; bits < 65536; bits += 1) if ((bits & 0x7c00) !== 0x7c00) finite.push(bits);
const decode = (bits) => {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 31;
  const fraction = bits & 1023;
  return exponent === 0 ? sign * fraction * 2 ** -24 : sign * (1024 + fraction) * 2 ** (exponent - 25);
};
const isNaN16 = (bits) => (bits & 0x7c00) === 0x7c00 && (bits & 0x3ff) !== 0;
const count = finite.length;
const leftWide = L.array(Float64Array.from(finite, decode), 'float64');
const left = leftWide.astype('float16');
const started = performance.now();
let compared = 0;
let wrong = 0;
for (const operation of ['multiply', 'divide']) {
  for (let index = 0; index < count; index += step) {
    const value = decode(finite[index]);
    const right = L.full([count], value, 'float16');
    const rightWide = L.full([count], value, 'float64');
    const got = L[operation](left, right);
    const wide = L[operation](leftWide, rightWide);
    const expected = wide.astype('float16');
    const gotBits = got.toTypedArray();
    const expectedBits = expected.toTypedArray();
    for (let at = 0; at < count; at += 1) {
      if (gotBits[at] !== expectedBits[at] && !(isNaN16(gotBits[at]) && isNaN16(expectedBits[at]))) {
        if (wrong < 10)
          console.log(
            `${operation}: 0x${finite[at].toString(16)} and 0x${finite[index].toString(16)} gave 0x${gotBits[at].toString(16)}, want 0x${expectedBits[at].toString(16)}`,
          );
        wrong += 1;
      }
    }
    compared += count;
    for (const array of [right, rightWide, got, wide, expected]) array.dispose();
  }
}
console.log(`${compared} pairs compared in ${((performance.now() - started) / 1000).toFixed(1)} s: ${wrong} differ`);
process.exit(wrong === 0 ? 0 : 1);
