// Every code block of the README and of the hand-written docs/ pages, run against the packed package
// installed in a fresh consumer:
// JavaScript/TypeScript blocks are type-checked (TypeScript 7; the types their comments state, the
// compile errors they show) and run (the values, errors and printed lines their comments state);
// shell blocks' `$ npx dtype-lattice …` lines are run and their output compared. The conventions are
// in test/support/readme.mjs. (The `text` block of `npm start` output is generated and drift-tested.)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumer, root, tscPaths } from './support/consumer.mjs';
import { codeBlocks, rewrite, runtimeHelpers } from './support/readme.mjs';
import * as lib from '../src/index.js';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild') as typeof import('esbuild');

// The hand-written pages (docs/api.md and docs/policies.md are generated, and hold signatures, not programs).
const pages = [
  'README.md',
  'docs/install.md',
  'docs/guide.md',
  'docs/types.md',
  'docs/promotion.md',
  'docs/benchmarks.md',
  'docs/contributing.md',
  'docs/architecture.md',
];
type Block = { lang: string; code: string; line: number; skip: boolean };
const blocks = pages.flatMap((page) =>
  (codeBlocks(readFileSync(join(root, page), 'utf8')) as Block[])
    .filter((block) => !block.skip)
    .map((block) => ({ ...block, page, id: `${page.replace(/\W+/g, '-')}-${block.line}` })),
);
const scripts = blocks.filter((block) => ['ts', 'js'].includes(block.lang));
const shells = blocks.filter((block) => block.lang === 'sh' && /^\$ /m.test(block.code));

const equal =
  'type __Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;';
const typeNames = ['NDArray', 'PolicyLibrary', 'DTypeError', 'ShapeError'];

function headerFor(code: string): string {
  const lines = [equal];
  const importsPackage = /from 'dtype-lattice'|require\('dtype-lattice'\)/.test(code);
  const withoutComments = code.replace(/\/\/.*$/gm, '');
  const values = importsPackage
    ? []
    : Object.keys(lib).filter((name) => new RegExp(`\\b${name}\\b`).test(withoutComments));
  if (values.length) lines.push(`import { ${values.join(', ')} } from 'dtype-lattice';`);
  const missing = typeNames.filter(
    (name) => !values.includes(name) && !new RegExp(`import[^;]*\\b${name}\\b[^;]*from 'dtype-lattice'`).test(code),
  );
  lines.push(`import type { ${missing.join(', ')} } from 'dtype-lattice';`);
  return lines.join('\n');
}

let dir = '';
const prepared = scripts.map((block) => ({ block, ...rewrite(block.code, headerFor(block.code)) })) as {
  block: { code: string; line: number; page: string; id: string };
  typed: string;
  runtime: string;
  expectedErrors: [number, string][];
  printed: string[];
}[];
let diagnostics: string[] = [];

beforeAll(() => {
  dir = consumer('readme').dir;
  for (const { block, typed } of prepared) writeFileSync(join(dir, `block-${block.id}.ts`), typed);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2022', 'ESNext.Disposable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        typeRoots: [join(root, 'node_modules/@types')],
        types: ['node'],
      },
      include: ['block-*.ts'],
    }),
  );
  const result = spawnSync(process.execPath, [tscPaths.typescript7, '-p', '.', '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  diagnostics = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
}, 120_000);

afterAll(() => {
  if (dir && !process.env.KEEP_README_DIR) rmSync(dir, { recursive: true, force: true });
});

describe('README and docs code blocks', () => {
  it('has the blocks this test knows how to run', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(8);
    expect(shells.length).toBeGreaterThanOrEqual(1);
  });

  for (const entry of prepared) {
    const { block } = entry;
    const title = `block at ${block.page}:${block.line} (${block.code.split('\n')[0]!.slice(0, 60)})`;
    it(`${title}: type-checks, with the stated types and compile errors`, () => {
      const file = `block-${block.id}.ts`;
      const found = diagnostics
        .filter((line) => line.startsWith(`${file}(`))
        .map((line) => {
          const [, row, code] = /^[^(]+\((\d+),\d+\): error (TS\d+)/.exec(line)!;
          return [Number(row), code];
        });
      const unexpected = diagnostics.filter(
        (line) =>
          line.startsWith(`${file}(`) &&
          !entry.expectedErrors.some(([row, code]) => line.startsWith(`${file}(${row},`) && line.includes(code)),
      );
      expect(unexpected).toEqual([]);
      expect(found.map(([row, code]) => `${row} ${code}`).sort()).toEqual(
        entry.expectedErrors.map(([row, code]) => `${row} ${code}`).sort(),
      );
    });

    it(`${title}: runs, with the stated values, errors and output`, async () => {
      const commonjs = /require\('dtype-lattice'\)/.test(block.code);
      const header = commonjs
        ? ''
        : headerFor(block.code)
            .split('\n')
            .filter((line) => line.startsWith('import {'))
            .join('\n');
      const { code } = await esbuild.transform(`${header}\n${entry.runtime}`, {
        loader: 'ts',
        format: commonjs ? 'cjs' : 'esm',
        target: 'es2022',
      });
      const file = join(dir, `run-${block.id}.${commonjs ? 'cjs' : 'mjs'}`);
      writeFileSync(file, `${runtimeHelpers}\n${code}`);
      const result = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.trimEnd().split('\n').filter(Boolean)).toEqual(entry.printed);
    }, 60_000);
  }

  for (const block of shells) {
    it(`shell block at ${block.page}:${block.line}: each $ command prints what follows it`, () => {
      const steps = block.code.split(/^\$ /m).slice(1);
      for (const step of steps) {
        const [command, ...output] = step.trimEnd().split('\n');
        const shell = command!.replace(/^npx dtype-lattice\b/, 'npx --no-install dtype-lattice');
        const result = spawnSync('sh', ['-c', shell], { cwd: dir, encoding: 'utf8' });
        expect(result.stdout.trimEnd(), command).toBe(output.join('\n'));
      }
    }, 60_000);
  }
});
