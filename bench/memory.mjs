#!/usr/bin/env node
// Peak WebAssembly memory of loops of 1000-element float64 adds, sync and async, with dispose(),
// with scope() and with neither (left to the FinalizationRegistry). Each case runs in its own
// process, since wasm memory never shrinks. Run after `npm run build`:
//   node bench/memory.mjs [ops]          (default 10^6 ops per case)
//   node --expose-gc bench/memory.mjs    (adds a case that forgets arrays but calls gc() every 1000 ops)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function runCase(name, ops) {
  const { add, array, scope } = await import('../dist/src/index.js');
  const { memory } = await import('../dist/src/kernels/heap.js');
  const { undisposed } = await import('../dist/src/memory/memory.js');
  const values = array(
    Array.from({ length: 1000 }, (_, index) => index / 7),
    'float64',
  );
  const other = array(
    Array.from({ length: 1000 }, (_, index) => index / 3),
    'float64',
  );
  const [mode, lifetime] = name.split('-');
  const step = {
    dispose: () => add(values, other).dispose(),
    scope: () => scope(() => void add(values, other)),
    forget: () => void add(values, other),
    gc: () => void add(values, other),
  }[lifetime];
  let peak = memory().buffer.byteLength;
  let peakHeld = 0;
  let done = 0;
  let error;
  const started = performance.now();
  try {
    for (; done < ops; done += 1) {
      step();
      if (mode === 'async') await new Promise((resolve) => setImmediate(resolve));
      if (done % 1000 === 0) {
        peak = Math.max(peak, memory().buffer.byteLength);
        peakHeld = Math.max(peakHeld, undisposed().bytes);
        if (lifetime === 'gc') globalThis.gc();
      }
    }
  } catch (caught) {
    error = caught;
  }
  peak = Math.max(peak, memory().buffer.byteLength);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      name,
      ops: done,
      peak,
      peakHeld,
      seconds,
      error: error ? `${error.name}: ${error.message}` : undefined,
    }),
  );
}

if (process.argv[2] === '--case') {
  await runCase(process.argv[3], Number(process.argv[4]));
} else {
  const ops = Number(process.argv[2] ?? 1e6);
  const lifetimes = ['dispose', 'scope', 'forget', ...(typeof globalThis.gc === 'function' ? ['gc'] : [])];
  const label = {
    dispose: 'dispose() each result',
    scope: 'scope() around each op',
    forget: 'neither (registry only)',
    gc: 'neither, gc() every 10³ ops',
  };
  console.log(`Peak WebAssembly memory over ${ops} adds of two 1000-element float64 arrays (8000 bytes per result)`);
  console.log('async: each op followed by `await` of a setImmediate (the event loop runs between ops)\n');
  console.log('| loop | results freed by | ops done | peak wasm memory | peak bytes in undisposed arrays | time |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const mode of ['sync', 'async']) {
    for (const lifetime of lifetimes) {
      const flags = lifetime === 'gc' ? ['--expose-gc'] : [];
      const child = spawnSync(
        process.execPath,
        [...flags, fileURLToPath(import.meta.url), '--case', `${mode}-${lifetime}`, String(ops)],
        {
          encoding: 'utf8',
          maxBuffer: 1 << 24,
        },
      );
      const line = child.stdout.trim().split('\n').pop();
      if (child.status !== 0 || !line) {
        console.log(
          `| ${mode} | ${label[lifetime]} | process failed (status ${child.status}): ${child.stderr.trim().split('\n').slice(-1)[0]} | | | |`,
        );
        continue;
      }
      const result = JSON.parse(line);
      const ended = result.error ? ` (then ${result.error.slice(0, 60)}…)` : '';
      console.log(
        `| ${mode} | ${label[lifetime]} | ${result.ops}${ended} | ${mib(result.peak)} | ${mib(result.peakHeld)} | ${result.seconds.toFixed(1)} s |`,
      );
    }
  }
}
