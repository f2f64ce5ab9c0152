#!/usr/bin/env node
// The type tests: TypeScript 7 over src/, types/, test-d/ (and the rest of the tree), and tsd
// (TypeScript 5.9) over test-d/. Each runs under a time limit, so a runaway type fails the
// step instead of hanging it. The limit is a runaway guard, not a speed test.
//
// The generated static = runtime tables are checked exhaustively by TypeScript 7 (every cell of
// every policy, the array sweep, the reductions). tsd checks the hand-written test-d/ files, which
// hold cells of every table and policy, but not the four generated tables: they were most of its
// work (about 210 of 230 s of CPU), and TypeScript 5.9 and 7 have agreed on every cell of them
// since they were written. `npm test` runs these steps beside vitest (scripts/test.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const limitSeconds = Number(process.env.TYPECHECK_TIME_LIMIT ?? 1200);
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? availableParallelism()));

const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
const tsd = 'node_modules/tsd/dist/cli.js';
const versionOf = (name) => require(`${name}/package.json`).version;
const tsdLabel = `TypeScript ${versionOf('@tsd/typescript')}: tsd`;
/** Checked by TypeScript 7 only (see above). */
const largestTables = [
  'test-d/policies.generated.test-d.ts',
  'test-d/lattice.generated.test-d.ts',
  'test-d/array-sweep.generated.test-d.ts',
  'test-d/reductions.generated.test-d.ts',
];
const allSteps = [
  [
    'tsd',
    `${tsdLabel} test-d/ but its four generated tables`,
    [tsd, '--files', 'test-d/**/*.ts', ...largestTables.flatMap((file) => ['--files', `!${file}`])],
  ],
  ['tsc', `TypeScript ${versionOf('typescript')}: tsc -p tsconfig.test.json`, [tsc, '-p', 'tsconfig.test.json']],
];
// `--only=tsd` or `--only=tsc` runs one of the two (scripts/test.mjs starts them at different times).
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const steps = allSteps.filter(([key]) => !only || key === only).map(([, label, args]) => [label, args]);

function runStep([label, args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitSeconds * 1000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (timedOut) {
        console.error(`✗ ${label}: exceeded the ${limitSeconds} s limit (a runaway type?)`);
      } else if (status !== 0 || signal) {
        console.error(`✗ ${label}: failed (${seconds} s${signal ? `, ${signal}` : ''})`);
      } else {
        console.log(`✓ ${label} (${seconds} s)`);
      }
      resolve(!timedOut && status === 0 && !signal);
    });
  });
}

const queue = [...steps];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(jobs, steps.length) }, async () => {
    while (queue.length) if (!(await runStep(queue.shift()))) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
