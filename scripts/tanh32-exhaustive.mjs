#!/usr/bin/env node
// One-off check that float32 tanh (asm/math.ts tanh32x4: tanh in float64 lanes, rounded once) is
// correctly rounded: every positive float32 from 2^-13 to 11 (below, the kernel returns x, the
// correctly rounded value, since tanh x = x(1 − x²/3 + …) lies within a quarter ulp of x; above, 1;
// tanh is odd and the kernel puts the sign back), compared with tanh64 (double-double, below 1 ulp)
// rounded to float32; the inputs where the two differ, or where tanh64's value lies too near a float32
// rounding midpoint to trust its rounding, are written for scripts/elementary32_differences.py, which
// decides each with mpmath at 200 bits.
//   node scripts/tanh32-exhaustive.mjs /tmp/tanh.json && python3 scripts/elementary32_differences.py /tmp/tanh.json
import asc from 'assemblyscript/asc';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = {};
const { error, stderr } = await asc.main(
  [
    'asm/elementary32-check.ts',
    '--enable',
    'simd',
    '-O3',
    '--noAssert',
    '--runtime',
    'stub',
    '--uncheckedBehavior',
    'always',
    '--outFile',
    'check.wasm',
  ],
  {
    baseDir: root,
    writeFile: (name, contents) => {
      outputs[name] = contents;
    },
  },
);
if (error) {
  console.error(stderr.toString());
  process.exit(1);
}
const { exports } = await WebAssembly.instantiate(await WebAssembly.compile(outputs['check.wasm']), {
  env: {
    abort: () => {
      throw new Error('abort');
    },
    seed: () => 1,
  },
});
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
