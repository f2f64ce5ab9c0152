#!/usr/bin/env node
// npm run build: the operation exports from the registry, the WebAssembly kernels (embedded into
// src/wasm/binary.generated.ts), then the TypeScript (TypeScript 7) into dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function run(label, args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

run('registry → operation exports', ['scripts/gen-operations.mjs']);
if (existsSync('scripts/build-wasm.mjs')) run('kernels → wasm', ['scripts/build-wasm.mjs']);
rmSync('dist', { recursive: true, force: true });
run('TypeScript → dist', [join(dirname(require.resolve('typescript/package.json')), 'bin/tsc'), '-p', 'tsconfig.json']);
