#!/usr/bin/env node
// Builds the kernel module: regenerates asm/index.generated.ts, compiles asm/ with asc (SIMD, -O3, no
// GC runtime: asm/memory.ts is the allocator) and writes src/kernels/kernels.wasm, which
// src/kernels/loader.ts loads lazily from next to itself (npm run build copies it into dist/).
//   node scripts/build-wasm.mjs           build
//   node scripts/build-wasm.mjs --check   exit 1 if a generated file would change
//   node scripts/build-wasm.mjs --wat     also write src/kernels/kernels.wat (for reading)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';
import { generate } from './gen-kernels.mjs';
import './src-loader.mjs';

const { withoutZeroSegments } = await import('../src/kernels/module-bytes.js');
const { INITIAL_PAGES, MAXIMUM_PAGES } = await import('../src/kernels/loader.js');

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const started = performance.now();

const staleSources = generate({ check });

/** asc flags shared with bench/ceiling. */
export const ASC_FLAGS = [
  '--enable',
  'simd',
  // One memory shared by the threads (src/kernels/pool.ts): imported, shared, up to 4 GiB. Where
  // shared memory is refused the loader unshares the import (src/kernels/module-bytes.ts).
  '--enable',
  'threads',
  '--sharedMemory',
  '--importMemory',
  '--initialMemory',
  String(INITIAL_PAGES),
  '--maximumMemory',
  String(MAXIMUM_PAGES),
  '-O3',
  '--noAssert',
  '--runtime',
  'stub',
  '--uncheckedBehavior',
  'always',
];

const wasmFile = 'src/kernels/kernels.wasm';
const args = ['asm/index.generated.ts', ...ASC_FLAGS, '--outFile', wasmFile];
if (process.argv.includes('--wat')) args.push('--textFile', 'src/kernels/kernels.wat');

const { error, stderr } = await asc.main(args, { stdout: process.stdout, stderr: process.stderr, baseDir: root });
if (error) {
  console.error(stderr.toString());
  console.error(error.message);
  process.exit(1);
}

// An imported memory makes the module carry its zero-filled static areas as data segments: a
// fresh memory is zeros already, so they are dropped.
const binary = withoutZeroSegments(readFileSync(root + wasmFile));
writeFileSync(root + wasmFile, binary);
new WebAssembly.Module(binary); // fail the build, not the first array operation, on an invalid module

if (check) {
  for (const file of staleSources) console.error(`${file} is stale: run node scripts/build-wasm.mjs`);
  process.exit(staleSources.length ? 1 : 0);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`built ${wasmFile}: ${binary.length} bytes in ${seconds} s`);
