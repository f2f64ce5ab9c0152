#!/usr/bin/env node
// `npm test` after the lint: the build, the type tests and vitest's two tiers, overlapped. The
// machine is CPU-bound (2 cores), so each step starts as soon as what it reads exists:
//   1. the generators that write into src/ (the registry's operation exports, the kernel tables),
//      so that nothing TypeScript 7 reads is rewritten while it reads it;
//   2. TypeScript 7 over the tree (it reads src/, not dist/) beside the build, whose kernel
//      compile (asc) keeps one core busy for about 30 s;
//   3. once the build is done, tsd (it reads dist/'s declarations) and vitest (the kernels).
// The type checks' output is printed when they end; the exit status is non-zero when any fails.
import { spawn, spawnSync } from 'node:child_process';

function start(label, args, { quiet }) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const ok = status === 0 && !signal;
      console.log(`${ok ? '✓' : '✗'} ${label} (${seconds} s)${ok ? '' : `: failed${signal ? ` (${signal})` : ''}`}`);
      resolve(ok);
    });
  });
}

for (const generator of ['scripts/gen-operations.mjs', 'scripts/gen-kernels.mjs']) {
  const result = spawnSync(process.execPath, [generator], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsc = start('type tests: TypeScript 7 (check-types --only=tsc)', ['scripts/check-types.mjs', '--only=tsc'], {
  quiet: true,
});
const built = await start('build (npm run build)', ['scripts/build.mjs'], { quiet: false });
if (!built) {
  await tsc;
  process.exit(1);
}
const vitest = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'unit',
  '--project',
  'integration',
  '--maxWorkers=2',
];
const results = await Promise.all([
  tsc,
  start('type tests: tsd (check-types --only=tsd)', ['scripts/check-types.mjs', '--only=tsd'], { quiet: true }),
  start('vitest (unit and integration tiers)', vitest, { quiet: false }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
