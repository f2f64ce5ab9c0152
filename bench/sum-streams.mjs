#!/usr/bin/env node
// A float32 sum's speed from memory, one read stream against two (bench/ceiling/sum-streams.ts), by
// array size, one thread, the best of 15 calls each, in turns. On this machine one stream stops at
// about 12–16 GB/s where a float32 add (two read streams and a write) moves about 29: a core keeps
// more lines in flight across streams than along one. asm/reduce.ts's pairwise sum reads two streams
// from TWO_STREAM_BYTES (8 MiB), where this probe shows the gain.
//   node bench/sum-streams.mjs
import { checkModule } from '../scripts/check-module.mjs';

const probe = await checkModule('bench/ceiling/sum-streams.ts', ['--initialMemory', '2100']);
const base = 1 << 20;
console.log('| values | bytes | one stream | two streams | two ÷ one |');
console.log('| --- | --- | --- | --- | --- |');
for (const count of [1 << 18, 1 << 19, 1_000_000, 1 << 20, 2 << 20, 4 << 20, 16 << 20, 32 << 20]) {
  const values = new Float32Array(probe.memory.buffer, base, count);
  for (let index = 0; index < count; index++) values[index] = (index % 1000) * 0.001;
  const best = { one: Number.POSITIVE_INFINITY, two: Number.POSITIVE_INFINITY };
  for (let round = 0; round < 15; round++)
    for (const name of ['one', 'two']) {
      const started = performance.now();
      probe[name](base, count);
      best[name] = Math.min(best[name], performance.now() - started);
    }
  const rate = (ms) => `${((count * 4) / ms / 1e6).toFixed(1)} GB/s`;
  console.log(
    `| ${count.toLocaleString('en')} | ${((count * 4) / 2 ** 20).toFixed(0)} MiB | ${rate(best.one)} | ${rate(best.two)} | ${(best.one / best.two).toFixed(2)} |`,
  );
}
