#!/usr/bin/env node
// The type tests: TypeScript 7 over src/, types/, test-d/ (and the rest of the tree), then tsd
// (TypeScript 5.9) over test-d/. Each runs under a time limit, so a runaway type fails the
// step instead of hanging it. The limit is a runaway guard, not a speed test: tsd takes about
// 90 s on an idle machine here and over 300 s on a busy one, so it is set well above both.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const limitSeconds = Number(process.env.TYPECHECK_TIME_LIMIT ?? 1200);

const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
const versionOf = (name) => require(`${name}/package.json`).version;
const steps = [
  [`TypeScript ${versionOf('typescript')}: tsc -p tsconfig.test.json`, [tsc, '-p', 'tsconfig.test.json']],
  [`TypeScript ${versionOf('@tsd/typescript')}: tsd test-d/`, ['node_modules/tsd/dist/cli.js']],
];

let failed = 0;
for (const [label, args] of steps) {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', timeout: limitSeconds * 1000 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.error?.code === 'ETIMEDOUT' || run.signal) {
    console.error(`✗ ${label}: exceeded the ${limitSeconds} s limit (a runaway type?)`);
    failed += 1;
  } else if (run.status !== 0) {
    console.error(`✗ ${label}: failed (${seconds} s)`);
    failed += 1;
  } else {
    console.log(`✓ ${label} (${seconds} s)`);
  }
}
process.exit(failed ? 1 : 0);
