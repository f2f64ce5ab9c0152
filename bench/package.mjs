#!/usr/bin/env node
// npm run bench:package — what a user downloads and waits for: the tarball (packed, unpacked),
// esbuild bundle sizes, and the time to import the package and to run the first array operation
// (which compiles kernels.wasm), in fresh Node processes (median of 7). Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { consumer, run } from '../test/support/consumer.mjs';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');

const packed = JSON.parse(
  run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: join(import.meta.dirname ?? '.', '..') }),
)[0];
console.log(
  `tarball: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`,
);

const timer = (load) => `const t0 = performance.now();
${load}
const t1 = performance.now();
add(array([1, 2], 'int8'), array([3, 4], 'uint8')).dispose();
const t2 = performance.now();
console.log(JSON.stringify([t1 - t0, t2 - t1]));
`;
const { dir, tarball } = consumer('bench', {
  'esm.mjs': timer(`const { add, array } = await import('dtype-lattice');`),
  'cjs.cjs': timer(`const { add, array } = require('dtype-lattice');`),
  'promote.mjs': `import { promoteTypes } from 'dtype-lattice';\nconsole.log(promoteTypes('int8', 'uint8'));\n`,
  'full.mjs': `import * as lib from 'dtype-lattice';\nawait lib.ready();\nconsole.log(lib.add(lib.array([1]), 1).toArray());\n`,
});

const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
for (const file of ['esm.mjs', 'cjs.cjs']) {
  const samples = Array.from({ length: 7 }, () =>
    JSON.parse(spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' }).stdout),
  );
  console.log(
    `${file}: import ${median(samples.map((s) => s[0])).toFixed(1)} ms, first operation (compiles the kernels) ${median(samples.map((s) => s[1])).toFixed(1)} ms`,
  );
}

for (const [name, entry] of [
  ['promoteTypes alone', 'promote.mjs'],
  ['everything', 'full.mjs'],
]) {
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: [entry],
    outfile: `out-${entry}.js`,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const bytes = statSync(join(dir, `out-${entry}.js`)).size;
  const gzip = spawnSync('gzip', ['-9c', join(dir, `out-${entry}.js`)]).stdout.length;
  console.log(
    `esbuild, ${name}: ${(bytes / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzipped (plus kernels.wasm for arrays)`,
  );
}
const wasm = join(dir, 'node_modules/dtype-lattice/dist/src/kernels/kernels.wasm');
console.log(
  `kernels.wasm: ${(statSync(wasm).size / 1024).toFixed(1)} KB, ${(spawnSync('gzip', ['-9c', wasm]).stdout.length / 1024).toFixed(1)} KB gzipped`,
);
rmSync(dir, { recursive: true, force: true });
rmSync(join(tarball, '..'), { recursive: true, force: true });
