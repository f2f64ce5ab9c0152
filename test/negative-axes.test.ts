// Negative axes, static = runtime (issue #24, item 3): every function that takes an axis, given one
// counted from the end. TypeScript 7 compiles the programs below at once (declaration emit gives
// each result's declared type); the same text runs against the package. Each declared shape must
// be the runtime's size for size (`number` where the type level does not know a size, `number[]`
// where it does not know the rank), and each program must compile.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as library from '../src/index.js';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(root, 'test', '.negative-axes', String(process.pid));

// `x` is a [2, 3, 4] float32 array, `i` an int32 index array of shape [2]; each program is one expression.
const x = `zeros([2, 3, 4], 'float32')`;
const programs: string[] = [
  ...['sum', 'prod', 'mean', 'variance', 'std', 'min', 'max', 'any', 'all'].flatMap((name) => [
    `${name}(${x}, { axis: -1 })`,
    `${name}(${x}, { axis: -3, keepdims: true })`,
    `${name}(${x}, { axis: [-1, 0] })`,
  ]),
  `${x}.sum({ axis: -2 })`,
  `${x}.max({ axis: [-1, -2], keepdims: true })`,
  ...['argmax', 'argmin', 'cumsum', 'cumprod'].flatMap((name) => [
    `${name}(${x}, { axis: -1 })`,
    `${name}(${x}, { axis: -2 })`,
  ]),
  `argmax(${x}, { axis: -2, keepdims: true })`,
  `${x}.argmin({ axis: -1 })`,
  `logsumexp(${x}, { axis: -1 })`,
  `logsumexp(${x}, { axis: [-1, -3], keepdims: true })`,
  `linalg.norm(${x}, null, { axis: -1 })`,
  `concatenate([${x}, ${x}], -1)`,
  `concatenate([${x}, ${x}], -2)`,
  `concatenate([${x}, ${x}], -3)`,
  `stack([${x}, ${x}], -1)`,
  `stack([${x}, ${x}], -2)`,
  `stack([${x}, ${x}, ${x}], -4)`,
  `expandDims(${x}, -1)`,
  `expandDims(${x}, -2)`,
  `expandDims(${x}, -4)`,
  `${x}.expandDims(-3)`,
  `squeeze(zeros([2, 1, 4]), -2)`,
  `zeros([1, 3, 1]).squeeze(-1)`,
  `transpose(${x}, [-1, 0, 1])`,
  `permuteDims(${x}, [0, -1, -2])`,
  `${x}.transpose([-2, -1, -3])`,
  `flip(${x}, { axis: -1 })`,
  `roll(${x}, 1, { axis: -2 })`,
  `repeat(${x}, 2, { axis: -1 })`,
  `repeat(${x}, [1, 2, 0], { axis: -2 })`,
  `${x}.repeat(3, { axis: -3 })`,
  `split(${x}, 2, { axis: -1 })[1]`,
  `split(${x}, [1], { axis: -3 })[0]`,
  `take(${x}, array([0, 1], 'int32'), { axis: -1 })`,
  `take(${x}, array([[0], [1]], 'int32'), { axis: -2 })`,
  `takeAlongAxis(${x}, zeros([2, 3, 1], 'int32'), -1)`,
  `takeAlongAxis(${x}, zeros([1, 3, 2], 'int32'), -1)`,
  `takeAlongAxis(${x}, zeros([2, 1, 4], 'int32'), -3)`,
  `sort(${x}, { axis: -2 })`,
  `argsort(${x}, { axis: -1 })`,
];

/** Declared types per program (line `index + 2` of the file), and the programs the checker refused. */
function compileAll(): { declared: Map<number, string>; errors: string[] } {
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
  const errors = run.stdout.split('\n').filter((line) => /programs\.ts\(\d+,\d+\): error/.test(line));
  const declared = new Map<number, string>();
  const emitted = readFileSync(
    join(workDir, 'out', 'test', '.negative-axes', String(process.pid), 'programs.d.ts'),
    'utf8',
  );
  for (const match of emitted.matchAll(/export declare const r(\d+): (.*);$/gm))
    declared.set(Number(match[1]), match[2]!.replace(/import\("[^"]+"\)\./g, ''));
  return { declared, errors };
}

function runtimeShape(program: string): number[] {
  // delete: a reserved word, no parameter name (delete_ is the same function).
  const names = Object.keys(library).filter((name) => name !== 'delete' && name !== 'var');
  const run = new Function(...names, `"use strict"; return (${program});`);
  const result = run(...names.map((name) => (library as Record<string, unknown>)[name])) as library.NDArray;
  const shape = [...result.shape];
  result.dispose();
  return shape;
}

describe(`negative axes: static shape = runtime shape (${programs.length} calls, TypeScript 7)`, () => {
  const { declared, errors } = compileAll();

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('every program compiles', () => expect(errors).toEqual([]));

  it.each(programs.map((program, index) => [index, program] as const))('#%i %s', (index, program) => {
    const shape = runtimeShape(program);
    const type = declared.get(index) ?? '';
    const match = /^NDArray<.+, (\[[^\]]*\]|number\[\])>$/.exec(type);
    expect(match, `declared type ${type}`).not.toBeNull();
    if (match![1] === 'number[]') return;
    const sizes = match![1]!
      .slice(1, -1)
      .split(',')
      .map((size) => size.trim())
      .filter((size) => size !== '');
    expect(sizes.length, `rank of ${type}, runtime [${shape}]`).toBe(shape.length);
    sizes.forEach((size, axis) => {
      if (size !== 'number') expect(shape[axis], `axis ${axis} of ${type}, runtime [${shape}]`).toBe(Number(size));
    });
  });
});
