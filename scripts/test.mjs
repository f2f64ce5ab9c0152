#!/usr/bin/env node
// `npm test` after the lint and the build: the type tests (scripts/check-types.mjs) and vitest's
// two tiers run side by side. vitest alone keeps the two cores of this machine about two-thirds
// busy (its integration files wait on child processes, and the last of them runs alone), so the
// type checks fill that time instead of running before it. The type checks' output is printed
// when they end; the exit status is non-zero when either fails.
import { spawn } from 'node:child_process';

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
  start('type tests (npm run test:types)', ['scripts/check-types.mjs'], { quiet: true }),
  start('vitest (unit and integration tiers)', vitest, { quiet: false }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
