#!/usr/bin/env node
// What the type level costs the checker: instantiation counts and check time for generated
// consumer files, measured with TypeScript 6's API (program.getInstantiationCount()) and with
// TypeScript 7 (tsc --extendedDiagnostics). Each case is measured against a baseline file that
// imports the same things but does no lookups, so the figure is the cost of the lookups alone.
//
//   node bench/types.mjs          print the table
//   node bench/types.mjs --json   print the figures as JSON (used by test/type-cost.test.ts)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(root, 'bench', '.type-cost');

const dtypeNames = ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64',
  'bfloat16', 'float16', 'float32', 'float64', 'complex64', 'complex128', 'int', 'float', 'complex'];
const specs = [`'jax'`, `'strict'`, `{ x64: false }`];

/** The benchmark cases: name → [baseline source, measured source, count of operations]. */
export const cases = {
  // As at call sites: each value's type is a lookup (the form a result type takes).
  'Promote lookups': (count) => promoteLookups(count, (index, type) => `export declare const p${index}: ${type};`),
  // Each lookup under its own alias name, which the checker instantiates afresh every time.
  'Promote lookups as type aliases': (count) => promoteLookups(count, (index, type) => `export type P${index} = ${type};`),
};

/** `count` lookups cycling through all 324 pairs in each of jax, strict and jax with x64 off. */
function promoteLookups(count, declare) {
  const header = `import type { Promote } from '../../src/index.js';\n`;
  const lines = [];
  for (let index = 0; index < count; index += 1) {
    const left = dtypeNames[index % 18];
    const right = dtypeNames[Math.floor(index / 18) % 18];
    const spec = specs[Math.floor(index / 324) % specs.length];
    lines.push(declare(index, `Promote<'${left}', '${right}', ${spec}>`));
  }
  return [header, header + lines.join('\n'), count];
}

export const extraCases = [];

function writeCase(name, source) {
  const file = join(workDir, `${name.replace(/\W+/g, '-')}.ts`);
  writeFileSync(file, source);
  return file;
}

const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.esnext.disposable.d.ts'],
};

function measureWithApi(file) {
  const ts = require('@typescript/typescript6');
  const options = ts.convertCompilerOptionsFromJson({ ...compilerOptions, lib: ['es2022', 'esnext.disposable'] }, root).options;
  const started = performance.now();
  const program = ts.createProgram([file], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const seconds = (performance.now() - started) / 1000;
  if (diagnostics.length) {
    throw new Error(`type errors in ${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  }
  return { instantiations: program.getInstantiationCount(), seconds, version: ts.version };
}

function measureWithTsc7(file) {
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  const args = [tsc, '--ignoreConfig', '--extendedDiagnostics', '--strict', '--noEmit', '--skipLibCheck',
    '--target', 'es2022', '--module', 'nodenext', '--types', '', '--lib', 'es2022,esnext.disposable', file];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 300_000 });
  const read = (label) => Number(new RegExp(`${label}:\\s+([\\d.]+)`).exec(run.stdout)?.[1]);
  if (run.status !== 0) throw new Error(`tsc 7 failed on ${file}:\n${run.stdout}${run.stderr}`);
  return { instantiations: read('Instantiations'), seconds: read('Check time') };
}

export function measureAll() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const results = [];
  try {
    for (const [name, build] of [...Object.entries(cases), ...extraCases]) {
      const [baselineSource, source, count] = build(2000);
      const baselineFile = writeCase(`${name}-baseline`, baselineSource);
      const file = writeCase(name, source);
      const api = [measureWithApi(baselineFile), measureWithApi(file)];
      const native = [measureWithTsc7(baselineFile), measureWithTsc7(file)];
      results.push({
        name,
        count,
        ts6: {
          version: api[1].version,
          instantiations: api[1].instantiations - api[0].instantiations,
          perOperation: (api[1].instantiations - api[0].instantiations) / count,
          seconds: api[1].seconds,
        },
        ts7: {
          instantiations: native[1].instantiations - native[0].instantiations,
          perOperation: (native[1].instantiations - native[0].instantiations) / count,
          seconds: native[1].seconds,
        },
      });
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return results;
}

function main() {
  const results = measureAll();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log('Type-checking cost (instantiations beyond an import-only baseline; check time of the whole file)\n');
  console.log('| case | count | TS 6 inst. | per op | TS 6 time | TS 7 inst. | per op | TS 7 check time |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, count, ts6, ts7 } of results) {
    console.log(`| ${name} | ${count} | ${ts6.instantiations} | ${ts6.perOperation.toFixed(2)} | ${ts6.seconds.toFixed(2)} s | ${ts7.instantiations} | ${ts7.perOperation.toFixed(2)} | ${ts7.seconds.toFixed(2)} s |`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
