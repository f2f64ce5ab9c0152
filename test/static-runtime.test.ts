// Static = runtime over random programs (scripts/static-runtime-programs.mjs): chains of
// operations over random dtypes, shapes, scalars, policies and options. TypeScript 7 compiles
// them all at once (declaration emit gives each result's declared type); the same text runs
// against the package. Where the checker accepts a program, the runtime's result must have a
// node the static type allows, and its shape; where the checker refuses it, the runtime throws.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as library from '../src/index.js';
import { generatePrograms } from '../scripts/static-runtime-programs.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(root, 'test', '.static-runtime', String(process.pid));
const count = 400;
const programs = generatePrograms(count) as string[];

interface Outcome {
  node?: string;
  shape?: number[];
  error?: string;
}

/** Declared types and compile errors, per program (line `index + 2` of the file). */
function compileAll(): { declared: Map<number, string>; refused: Set<number> } {
  mkdirSync(workDir, { recursive: true });
  const names = Object.keys(library).filter((name) => /^[a-z]/.test(name) && name !== 'delete' && name !== 'var'); // reserved words
  const source = [
    `import { ${names.join(', ')} } from '../../../src/index.js';`,
    ...programs.map((program, index) => `export const r${index} = ${program};`),
  ].join('\n');
  writeFileSync(join(workDir, 'programs.ts'), source);
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  const run = spawnSync(
    process.execPath,
    [
      tsc,
      '--ignoreConfig',
      '--pretty',
      'false',
      '--strict',
      '--declaration',
      '--emitDeclarationOnly',
      '--noEmitOnError',
      'false',
      '--skipLibCheck',
      '--allowJs',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--types',
      'node',
      '--lib',
      'es2022,esnext.disposable',
      '--rootDir',
      root,
      '--outDir',
      join(workDir, 'out'),
      join(workDir, 'programs.ts'),
    ],
    { cwd: root, encoding: 'utf8', timeout: 300_000 },
  );
  const refused = new Set<number>();
  for (const match of run.stdout.matchAll(/programs\.ts\((\d+),\d+\): error/g)) refused.add(Number(match[1]) - 2);
  const declared = new Map<number, string>();
  const emitted = readFileSync(
    join(workDir, 'out', 'test', '.static-runtime', String(process.pid), 'programs.d.ts'),
    'utf8',
  );
  for (const match of emitted.matchAll(/export declare const r(\d+): (.*);$/gm))
    declared.set(Number(match[1]), match[2]!.replace(/import\("[^"]+"\)\./g, ''));
  return { declared, refused };
}

function runtimeOutcome(program: string): Outcome {
  // delete: a reserved word, no parameter name (delete_ is the same function).
  const names = Object.keys(library).filter((name) => name !== 'delete' && name !== 'var');
  const run = new Function(...names, `"use strict"; return (${program});`);
  try {
    const result = run(...names.map((name) => (library as Record<string, unknown>)[name])) as library.NDArray;
    const kind = library.dtypes.includes(result.dtype) ? result.dtype : '';
    const node = result.weakType ? (/complex/.test(kind) ? 'complex' : /float/.test(kind) ? 'float' : 'int') : kind;
    const outcome = { node, shape: [...result.shape] };
    result.dispose();
    return outcome;
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The nodes and shape a declared type `NDArray<"a" | "b", [2, 1]>` allows (undefined: not an array). */
function parseDeclared(type: string): { nodes: string[]; shape: string } | undefined {
  const match = /^NDArray<(.+), (\[[^\]]*\]|number\[\])>$/.exec(type);
  if (!match) return undefined;
  return { nodes: [...match[1]!.matchAll(/"(\w+)"/g)].map((node) => node[1]!), shape: match[2]! };
}

describe(`static = runtime over ${count} random programs (TypeScript 7)`, () => {
  const { declared, refused } = compileAll();
  const outcomes = programs.map(runtimeOutcome);
  const counts = { accepted: 0, refused: 0, runtimeThrewWhereAccepted: 0 };

  afterAll(() => {
    console.log(
      `static = runtime: ${count} programs; ${counts.accepted} accepted and matched, ${counts.refused} refused by the checker and thrown at run time`,
    );
    rmSync(workDir, { recursive: true, force: true });
  });

  it.each(programs.map((program, index) => [index, program] as const))('#%i %s', (index, program) => {
    const outcome = outcomes[index]!;
    if (refused.has(index)) {
      counts.refused += 1;
      expect(outcome.error, `the checker refuses ${program} but it ran`).toBeDefined();
      return;
    }
    const type = declared.get(index);
    expect(outcome.error, `accepted as ${type} but the runtime threw`).toBeUndefined();
    const parsed = parseDeclared(type ?? '');
    expect(parsed, `declared type ${type}`).toBeDefined();
    expect(parsed!.nodes, `declared ${type}`).toContain(outcome.node);
    // A literal shape (`[2, 1]`, or `[number, 3]` where one size is not known) matches the runtime's
    // size for size; `number[]` only says it is an array of sizes.
    if (parsed!.shape !== 'number[]') {
      const sizes = parsed!.shape
        .slice(1, -1)
        .split(',')
        .map((size) => size.trim())
        .filter((size) => size !== '');
      expect(outcome.shape?.length, `rank of ${type}`).toBe(sizes.length);
      sizes.forEach((size, axis) => {
        if (size !== 'number') expect(outcome.shape![axis], `axis ${axis} of ${type}`).toBe(Number(size));
      });
    }
    counts.accepted += 1;
  });
});
