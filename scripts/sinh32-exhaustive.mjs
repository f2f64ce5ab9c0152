#!/usr/bin/env node
// One-off check that float32 sinh's float64 path (HyperbolicSine.lanes, which a vector takes for all
// four lanes when one lane fails the rounding test) is correctly rounded on every input it can meet:
// on all 2^32 bit patterns, lane by lane, it must equal the fast lane wherever that passes the test
// (there the fast value is within a few 2^-52 of sinh x and 2^12 units from a midpoint), and give x
// itself where a failing lane is below 2^-12 (sinh x rounds to x there); the failing lanes above are
// written for scripts/elementary32_differences.py (as [pattern, path, path]: mpmath at 200 bits
// decides, "neither" must be 0).
//   node scripts/sinh32-exhaustive.mjs /tmp/sinh.json [--shard i/n] && python3 scripts/elementary32_differences.py /tmp/sinh.json
import { writeFileSync } from 'node:fs';
import { checkModule } from './check-module.mjs';

const exports = await checkModule();
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const [shard, shards] = option('--shard', '0/1').split('/').map(Number);
const CAPACITY = 1 << 21;
const at = exports.buffer(CAPACITY * 8);
exports.reset();
exports.record(exports.buffer(65536 * 4));
const VECTORS = 1 << 20; // per call
const started = performance.now();
let differing = 0;
let inputs = 0;
for (let start = 0, chunk = 0; start < 2 ** 32; start += VECTORS * 4, chunk++) {
  if (chunk % shards !== shard) continue;
  differing = exports.sinhSlowCompare(start >>> 0, VECTORS, at, CAPACITY) >>> 0;
  inputs += VECTORS * 4;
}
const count = exports.sinhRows();
const words = new Uint32Array(exports.memory.buffer, at, count * 2);
const rows = [];
for (let i = 0; i < count; i++) rows.push([words[2 * i], words[2 * i + 1], words[2 * i + 1]]);
console.log(
  `sinh: ${inputs} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s: the float64 path rounded ` +
    `differs from the passing fast lane (or from x below 2^-12) at ${differing}` +
    (differing ? ` (first 0x${(exports.first() >>> 0).toString(16)})` : '') +
    `; ${count} failing lanes above 2^-12 written for mpmath${count >= CAPACITY ? ' (capacity reached)' : ''}`,
);
writeFileSync(
  process.argv[2]?.startsWith('--') ? 'sinh32.json' : (process.argv[2] ?? 'sinh32.json'),
  JSON.stringify({ sinh: rows }),
);
process.exit(differing === 0 ? 0 : 1);
