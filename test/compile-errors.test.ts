// Errors in words: each snippet below is compiled by TypeScript 5.9 and 5.4 (through their APIs)
// and by TypeScript 7 (its tsc), and run at run time. (TypeScript 6, the last in JavaScript,
// compiled them too and gave 5.9's texts in every case; test/package.test.ts still compiles with it.) It must be a compile error whose text
// carries the runtime error's words: the message inside the `DTypeError<"…">` / `ShapeError<"…">`
// of the diagnostic must be part of the message the runtime throws (one message writer, so the
// two cannot drift). test-d/errors.test-d.ts proves the same snippets are errors in tsd and tsc.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as library from '../src/index.js';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
// One directory per process, so concurrent runs do not delete each other's files.
const caseDir = join(root, 'test', '.compile-errors', String(process.pid));

/** What is wrong → a snippet (valid JavaScript, so the same text also runs). */
const snippets: Record<string, string> = {
  'shape mismatch (functions)': `add(array([1, 2, 3], 'int8'), array([1, 2, 3, 4], 'int8'))`,
  'shape mismatch (methods, 2-d)': `zeros([2, 3], 'float32').multiply(ones([3, 2], 'float32'))`,
  'shape mismatch (scalar-free comparison)': `less(zeros([3, 1]), zeros([2, 4]))`,
  'strict promotion': `withPolicy('strict').add(array([1], 'float32'), array([1], 'int32'))`,
  'strict promotion of two ints': `withPolicy('strict').multiply(zeros([2], 'int8'), zeros([2], 'uint8'))`,
  'lax promotion': `withPolicy('lax').subtract(array([1], 'int16'), array([1], 'int32'))`,
  'float8 with float32 (cast explicitly)': `add(array([1], 'float8_e4m3fn'), array([1], 'float32'))`,
  'int4 with a weak float': `array([1, 2], 'int4').multiply(0.5)`,
  'unknown dtype in array()': `array([1], 'int9')`,
  'unknown dtype in zeros()': `zeros([2], 'float128')`,
  'weak type name in ones()': `ones([2], 'float')`,
  'unknown dtype in full()': `full([2], 1, 'int7')`,
  'unknown dtype in arange()': `arange(5, 'int9')`,
  'unknown dtype in astype()': `array([1], 'int8').astype('int9')`,
  'bool subtraction': `subtract(array([true]), array([false]))`,
  'bool subtraction (method)': `array([true, false]).subtract(true)`,
  'bool negation': `negative(array([true, false]))`,
  'bool negation (method)': `array([true]).negative()`,
  'bitwise and on floats': `bitwiseAnd(array([1.5]), 1)`,
  'bitwise or on float32 arrays': `bitwiseOr(zeros([2], 'float32'), zeros([2], 'int8'))`,
  'bitwise not on floats (method)': `zeros([2], 'float32').bitwiseNot()`,
  'floor division of complex': `floorDivide(array([{ re: 1, im: 2 }]), 2)`,
  'where with operands that do not promote': `withPolicy('strict').where(array([true]), array([1], 'int8'), array([2], 'int16'))`,
  'where with a condition that does not broadcast': `where(zeros([5], 'bool'), zeros([3], 'int8'), 1)`,
  'clip with a bound that does not promote': `withPolicy({ policy: 'lax', x64: true }).clip(array([1], 'int32'), 0, 2)`,
  'clip with an upper bound that does not broadcast': `zeros([2], 'float32').clip(0, zeros([3], 'float32'))`,
  'logical and of float8 and bfloat16 (no promotion)': `logicalAnd(zeros([2], 'float8_e4m3fn'), zeros([2], 'bfloat16'))`,
  'strict logical or of int8 and uint8': `withPolicy('strict').logicalOr(zeros([2], 'int8'), zeros([2], 'uint8'))`,
  'bool addition under tensorflow': `withPolicy('tensorflow').add(array([true]), array([false]))`,
  'clip of a complex array': `clip(zeros([2], 'complex64'), 0, 1)`,
  'clip with a complex bound (method)': `array([1.5]).clip(null, { re: 0, im: 1 })`,
  'where with x and y that do not broadcast': `where(zeros([2], 'bool'), zeros([2], 'int8'), zeros([3], 'int8'))`,
  'slice: integer index out of bounds': `zeros([2, 3], 'float32').slice(0, 3)`,
  'slice: too many indices': `slice(zeros([2], 'int8'), 0, 1)`,
  'at: index out of bounds': `at(zeros([2, 3], 'int8'), '-3')`,
  'an option sum does not take': `sum(zeros([2, 3], 'float32'), { axes: 1 })`,
  'a misspelt option (method)': `zeros([2], 'float32').mean({ keepDims: true })`,
  'an option an elementwise operation does not take': `add(zeros([2]), zeros([2]), { outt: zeros([2]) })`,
  'out given as undefined': `add(zeros([2]), zeros([2]), { out: undefined })`,
  'axis given as undefined (method)': `zeros([2, 3]).sum({ axis: undefined })`,
  'keepdims is not an option of cumsum': `cumsum(zeros([2, 3]), { keepdims: true })`,
  'a list of axes for a one-axis reduction': `argmax(zeros([2, 3]), { axis: [0, 1] })`,
  'unknown dtype in sum()': `sum(zeros([2]), { dtype: 'int9' })`,
  'transpose with a repeated axis': `transpose(zeros([2, 3, 4], 'int8'), [0, 1, 1])`,
  'permuteDims naming too few axes (method)': `zeros([2, 3, 4], 'int8').permuteDims([1, 0])`,
  'transpose with an axis out of range (method)': `zeros([2, 3], 'float32').transpose([-3, 0])`,
  'expandDims out of range': `expandDims(zeros([2, 3], 'int8'), 3)`,
  'squeeze of an axis whose size is not 1': `squeeze(zeros([2, 1, 4], 'int8'), -1)`,
  'squeeze out of range (method)': `zeros([1, 1], 'int8').squeeze(2)`,
  'sum over a repeated axis': `sum(zeros([2, 3, 4], 'int8'), { axis: [1, -2] })`,
  'max over a repeated axis (method)': `zeros([2, 3], 'float32').max({ axis: [0, 1, 0], keepdims: true })`,
  'a positional axis out of bounds': `sum(zeros([2, 3], 'float32'), 2)`,
  'a positional axis out of bounds (method)': `zeros([2, 3], 'int8').argmax(-3)`,
  'a positional list of axes for a one-axis reduction': `cumsum(zeros([2, 3]), [0, 1])`,
  'a misspelt option after a positional axis': `mean(zeros([2, 3]), 1, { keepDims: true })`,
  'the axis given positionally and in the options': `sum(zeros([2, 3]), 0, { axis: 1 })`,
  'two options objects (method)': `zeros([2, 3]).max({ axis: 0 }, { keepdims: true })`,
  'fft along an axis out of range': `fft.rfft(zeros([2, 8]), { axis: 2 })`,
  'fft of a length below 1': `fft.fft(zeros([4]), 0)`,
  "fft2's default axes on a 1-d array": `fft.fft2(zeros([8]))`,
  'fftn along an axis out of range': `fft.fftn(zeros([2, 3]), [4], [5])`,
  'fftfreq of a length below 1': `fft.fftfreq(0)`,
  'reshape to a different size': `reshape(zeros([2, 3], 'int8'), [4, 2])`,
  'reshape to a different size (method)': `zeros([2, 3], 'float32').reshape([7])`,
  'broadcastTo an incompatible shape': `broadcastTo(zeros([2, 3], 'int8'), [3, 3])`,
  'broadcastTo fewer axes (method)': `zeros([2, 3], 'float32').broadcastTo([3])`,
  'concatenate of dtypes that do not promote': `concatenate([zeros([2], 'float8_e4m3fn'), zeros([2], 'bfloat16')])`,
  'concatenate of shapes that differ': `concatenate([zeros([2, 3]), zeros([2, 5]), zeros([3])], -1)`,
  'stack of shapes that differ': `stack([zeros([2, 3], 'int8'), zeros([3, 2], 'int8')], 1)`,
  'stack of dtypes that do not promote': `stack([zeros([2], 'float8_e4m3fn'), zeros([2], 'float32')], -1)`,
  'tensordot: contraction dimensions that differ': `tensordot(zeros([2, 3, 4], 'float32'), zeros([3, 4, 5], 'float32'), 1)`,
  'tensordot: axes left out (2) that do not match': `tensordot(zeros([2, 3], 'float32'), zeros([3, 4], 'float32'))`,
  'tensordot: a count of axes beyond an operand': `tensordot(zeros([2, 3], 'int8'), zeros([3], 'int8'), 2)`,
  'tensordot: an axis out of bounds': `tensordot(zeros([2, 3]), zeros([3, 4]), [[2], [0]])`,
  'tensordot: a negative axis out of bounds': `tensordot(zeros([2, 3]), zeros([3, 4]), [1, -3])`,
  'tensordot: a repeated axis': `tensordot(zeros([2, 3]), zeros([3, 3]), [[1, -1], [0, 1]])`,
  'tensordot: lists of axes of different lengths': `tensordot(zeros([2, 3]), zeros([3, 2]), [[1, 0], [0]])`,
  // An `out` of the wrong dtype or shape, where both are known (issue #24, item 2).
  'out of the wrong dtype (binary function)': `add(zeros([2, 3], 'float32'), 1, { out: zeros([2, 3], 'int8') })`,
  'out of the wrong shape (binary function)': `add(zeros([2, 3], 'float32'), 1, { out: zeros([3, 2], 'float32') })`,
  'out of the wrong dtype (binary method)': `zeros([2], 'int8').multiply(zeros([2], 'uint8'), { out: zeros([2], 'int8') })`,
  'out of the wrong shape (binary method, broadcast)': `zeros([2, 1], 'float32').subtract(zeros([3], 'float32'), { out: zeros([2, 1], 'float32') })`,
  'out of the wrong dtype (unary function)': `sqrt(zeros([2], 'int8'), { out: zeros([2], 'float64') })`,
  'out of the wrong shape (unary function)': `negative(zeros([2, 3], 'int32'), { out: zeros([6], 'int32') })`,
  'out of the wrong dtype (unary method)': `zeros([2], 'complex64').abs({ out: zeros([2], 'complex64') })`,
  'out of the wrong shape (unary method)': `zeros([2, 3], 'float32').exp({ out: zeros([2, 3, 1], 'float32') })`,
  'out of the wrong dtype (reduction)': `sum(zeros([2, 3], 'int8'), { axis: 0, out: zeros([3], 'int8') })`,
  'out of the wrong shape (reduction method)': `zeros([2, 3], 'float32').mean({ axis: -1, keepdims: true, out: zeros([2], 'float32') })`,
  'out of the wrong dtype (where)': `where(zeros([2], 'bool'), zeros([2], 'float32'), 0, { out: zeros([2], 'float64') })`,
  'out of the wrong shape (where)': `where(zeros([2, 1], 'bool'), zeros([3], 'int8'), 1, { out: zeros([3], 'int8') })`,
  'out of the wrong dtype (clip)': `clip(zeros([2], 'int16'), 0, zeros([2], 'int32'), { out: zeros([2], 'int16') })`,
  'out of the wrong shape (clip method)': `zeros([2, 2], 'float32').clip(0, 1, { out: zeros([4], 'float32') })`,
  'out of the wrong dtype (withPolicy)': `withPolicy('numpy').add(zeros([2], 'int8'), 1.5, { out: zeros([2], 'float32') })`,
  'out of the wrong shape (withPolicy)': `withPolicy('strict').multiply(zeros([2, 3], 'int8'), 2, { out: zeros([3, 2], 'int8') })`,
  'out of the wrong dtype (isnan)': `isnan(zeros([2, 3], 'float32'), { out: zeros([2, 3], 'float32') })`,
  'out of the wrong shape (isinf method)': `zeros([2, 3], 'float16').isinf({ out: zeros([3, 2], 'bool') })`,
  'out of the wrong shape (isfinite of a scalar)': `isfinite(1.5, { out: zeros([1], 'bool') })`,
  'out of the wrong dtype (matmul)': `matmul(zeros([2, 3], 'int8'), zeros([3], 'int8'), { out: zeros([2], 'int32') })`,
  'out of the wrong shape (matmul)': `matmul(zeros([2, 3], 'float32'), zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') })`,
  'out of the wrong shape (matmul method)': `zeros([2, 3], 'float32').matmul(zeros([3, 4], 'float32'), { out: zeros([4, 2], 'float32') })`,
  'out of the wrong dtype (dot method)': `zeros([2, 3], 'int8').dot(zeros([3], 'int8'), { out: zeros([2], 'int32') })`,
  'out of the wrong shape (tensordot)': `tensordot(zeros([2, 3], 'float32'), zeros([3, 4], 'float32'), 1, { out: zeros([4, 2], 'float32') })`,
  'out of the wrong dtype (tensordot)': `tensordot(zeros([2, 3], 'int8'), zeros([2, 3], 'uint8'), [[0], [-2]], { out: zeros([3, 3], 'int8') })`,
  'out of the wrong shape (einsum)': `einsum('ij,jk->ki', zeros([2, 3], 'float32'), zeros([3, 4], 'float32'), { out: zeros([2, 4], 'float32') })`,
  'out of the wrong dtype (einsum, implicit subscripts)': `einsum('ij,jk', zeros([2, 3], 'int8'), zeros([3, 4], 'int8'), { out: zeros([2, 4], 'int32') })`,
  // A weak result has the width x64 gives it: out must have that dtype.
  'out of the wrong width (a weak result of two scalars)': `add(1, 2, { out: zeros([], 'int64') })`,
  'out of the wrong width (a weak result, x64 on)': `withPolicy({ x64: true }).multiply(zeros([2], 'bool'), 1.5, { out: zeros([2], 'float32') })`,
  'out of the wrong width (a weak array, method)': `zeros([2], 'bool').add(1).sqrt({ out: zeros([2], 'float64') })`,
  'out of the wrong width (einsum of weak arrays, x64 on)': `withPolicy({ x64: true }).einsum('i,i->', add(zeros([3], 'bool'), 1), add(zeros([3], 'bool'), 2), { out: zeros([], 'int32') })`,
};

const names = Object.keys(snippets);

/**
 * Code that is TypeScript only (generic helpers): compile errors whose text must stay short too
 * (issue #24, item 4), checked here for length alone, not run.
 */
const typeOnlySnippets: Record<string, string> = {
  'unknown dtype in zeros() (float31)': `zeros([2], 'float31')`,
  'unknown dtype in array() (int7)': `array([1], 'int7')`,
  'unknown dtype in astype() (bfloat17)': `zeros([2]).astype('bfloat17')`,
  'a generic helper over any DType that promises its own dtype (normalize)':
    'export function normalize<D extends DType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> { return divide(subtract(x, mean(x)), std(x)); }',
  'a generic helper over any DType that promises its own dtype (softmax)':
    'export function softmax<D extends DType, S extends Shape>(x: NDArray<D, S>): NDArray<D, S> { const e = exp(subtract(x, max(x, { axis: -1, keepdims: true }))); return divide(e, sum(e, { axis: -1, keepdims: true })); }',
};
const typeOnlyNames = Object.keys(typeOnlySnippets);
/** Every compiled source: the snippets, then the type-only ones. */
const sources = [...names.map((name) => snippets[name]!), ...typeOnlyNames.map((name) => typeOnlySnippets[name]!)];

/**
 * Files that must compile without any error under each compiler with an API (TypeScript 7 and
 * tsd's 5.9 check them in `npm run test:types`): the generic helpers of issue #24.
 */
const cleanFiles = [join(root, 'test-d', 'generic-helpers.test-d.ts')];
const fileOf = (index: number) => join(caseDir, `case-${index}.ts`);

// The snippets and the clean files import the built declarations (dist/, as users get them; `npm
// run build` first), with skipLibCheck: each compiler then checks the snippets and the library
// types they reach, not src/'s bodies (a third of the CPU time; test/consumer.test.ts checks the
// declarations themselves).
const entry = '../../../dist/src/index.js';

/** A snippet as a module: it imports the names it uses from the package. */
function moduleSource(code: string): string {
  const words = new Set(code.match(/\b[A-Za-z]\w*\b/g) ?? []);
  const used = [...words].filter((name) => name in library).sort();
  const types = ['DType', 'NDArray', 'Shape'].filter((name) => words.has(name));
  const typeImport = types.length > 0 ? ` import type { ${types.join(', ')} } from '${entry}';` : '';
  return `import { ${used.join(', ')} } from '${entry}';${typeImport}\n${code};\nexport {};\n`;
}

/** A clean file's text, importing the built declarations instead of src/. */
const cleanSource = (file: string) =>
  readFileSync(file, 'utf8').replaceAll(`'../src/index.js'`, `'../dist/src/index.js'`);

/**
 * The error words a diagnostic carries: the message of its DTypeError / ShapeError type, or the
 * string literal type an operation's checked parameter becomes (`parameter of type '"…"'`, `'this' of type '"…"'`).
 */
function carriedWords(diagnostic: string): string | undefined {
  return (
    /(?:DTypeError|ShapeError)<["`](.+?)["`]>/.exec(diagnostic)?.[1] ??
    /(?:parameter|'this') of type '"([^"]+)"'/.exec(diagnostic)?.[1]
  );
}

/** What the runtime throws for a snippet (it runs the same text against the same exports). */
function runtimeError(code: string): Error | undefined {
  // delete: a reserved word, no parameter name (delete_ is the same function).
  const names = Object.keys(library).filter((name) => name !== 'delete' && name !== 'var');
  const run = new Function(...names, `"use strict"; return (${code});`);
  try {
    run(...names.map((name) => (library as Record<string, unknown>)[name]));
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

const runtimeErrors = new Map(names.map((name) => [name, runtimeError(snippets[name]!)]));

describe('the runtime throws for every snippet', () => {
  it.each(names)('%s', (name) => {
    const error = runtimeErrors.get(name);
    expect(error, `${snippets[name]} did not throw`).toBeInstanceOf(Error);
    expect(error!.name).toMatch(/TypeError|RangeError|TypePromotionError/);
  });
});

type CompilerApi = typeof import('@typescript/typescript6');

/** Diagnostics per snippet from a TypeScript with a JS API, over in-memory files. */
function diagnosticsWithApi(ts: CompilerApi): string[][] {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const options = {
    ...ts.parseJsonConfigFileContent(configFile.config, ts.sys, root).options,
    noEmit: true,
    skipLibCheck: true,
  };
  const files = new Map([
    ...sources.map((code, index) => [fileOf(index), moduleSource(code)] as const),
    ...cleanFiles.map((file) => [file, cleanSource(file)] as const),
  ]);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file)
      ? ts.createSourceFile(file, files.get(file)!, language)
      : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  // One list per snippet, then one per clean file.
  return [...sources.map((_, index) => fileOf(index)), ...cleanFiles].map((file) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map(
        (diagnostic) =>
          `${diagnostic.start === undefined ? '?' : program.getSourceFile(file)!.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      ),
  );
}

/** Diagnostics per snippet from TypeScript 7's tsc over files written to test/.compile-errors/<pid>/. */
function diagnosticsWithTsc7(): string[][] {
  mkdirSync(caseDir, { recursive: true });
  sources.forEach((code, index) => writeFileSync(fileOf(index), moduleSource(code)));
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  const args = [
    tsc,
    '--ignoreConfig',
    '--pretty',
    'false',
    '--strict',
    '--noEmit',
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
    ...sources.map((_, index) => fileOf(index)),
  ];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (run.error) throw run.error;
  const perFile: string[][] = sources.map(() => []);
  let current: string[] | undefined;
  for (const line of run.stdout.split('\n')) {
    const start = /case-(\d+)\.ts\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
    if (start) {
      current = perFile[Number(start[1])];
      current?.push(`${start[2]}: ${start[3]}`);
    } else if (/^\s/.test(line) && current && current.length > 0) {
      current[current.length - 1] += `\n${line.trim()}`;
    } else if (line.trim()) {
      current = undefined;
    }
  }
  return perFile;
}

const compilers: [string, () => string[][]][] = [
  ["TypeScript 5.9 (tsd's, API)", () => diagnosticsWithApi(require('@tsd/typescript'))],
  // The oldest TypeScript the package supports (NoInfer and const type parameters need 5.4).
  ['TypeScript 5.4 (API)', () => diagnosticsWithApi(require('ts54'))],
  ['TypeScript 7 (tsc)', diagnosticsWithTsc7],
];

for (const [label, compile] of compilers) {
  describe(`compile errors in the runtime's words: ${label}`, () => {
    let diagnostics: string[][] = [];

    beforeAll(() => {
      diagnostics = compile();
    }, 180_000);

    afterAll(() => {
      rmSync(caseDir, { recursive: true, force: true });
      try {
        rmdirSync(dirname(caseDir));
      } catch {
        // another process is still using it
      }
    });

    it.each(names.map((name, index) => [name, index] as const))('%s', (name, index) => {
      const found = diagnostics[index]!;
      expect(found.length, `${snippets[name]} compiles without error`).toBeGreaterThan(0);
      // The error is on the snippet's line (line 2: line 1 is the import).
      expect(
        found.every((diagnostic) => diagnostic.startsWith('2: ')),
        found.join('\n'),
      ).toBe(true);
      const words = found.map(carriedWords).find((text) => text !== undefined);
      expect(words, `no DTypeError/ShapeError text in:\n${found.join('\n')}`).toBeDefined();
      expect(words!.length).toBeGreaterThan(30);
      expect(runtimeErrors.get(name)?.message, `runtime and compile-time words differ for ${snippets[name]}`).toContain(
        words,
      );
    });

    // An operation's error is one line: the words once.
    it.each(names.map((name, index) => [name, index] as const))('%s: the words once', (name, index) => {
      const text = diagnostics[index]!.join('\n');
      const words = carriedWords(text)!;
      expect(text.split(words).length - 1, text).toBe(1);
    });

    // Every message in at most 300 characters (issue #24, item 4), generic helpers' included.
    const allNames = [...names, ...typeOnlyNames];
    it.each(allNames.map((name, index) => [name, index] as const))('%s: at most 300 characters', (_name, index) => {
      const found = diagnostics[index]!;
      expect(found.length, `${sources[index]} compiles without error`).toBeGreaterThan(0);
      for (const message of found) expect(message.length, message).toBeLessThanOrEqual(300);
    });

    // A generic helper's error names the operations it ran (`Divide<Subtract<D, Mean<D>>, Std<D>>`),
    // not the rules they resolve through.
    const helperNames = typeOnlyNames.filter((name) => name.includes('generic helper'));
    it.each(helperNames.map((name) => [name, names.length + typeOnlyNames.indexOf(name)] as const))(
      '%s: names the operations',
      (_name, index) => {
        const text = diagnostics[index]!.join('\n');
        expect(text).toMatch(/NDArray<Divide<(Subtract<D, Mean<D>>, Std<D>>|Exp<Subtract<D, D>>, Sum<)/);
        expect(text).not.toMatch(/ApplyRule|OutputNode|NoInfer|Promote</);
      },
    );

    it.skipIf(label.includes('tsc'))('the generic helpers compile (test-d/generic-helpers.test-d.ts)', () => {
      cleanFiles.forEach((file, index) => expect(diagnostics[sources.length + index], file).toEqual([]));
    });

    it('shows the texts', () => {
      const shown = names.map(
        (name, index) => `${snippets[name]}\n  → ${diagnostics[index]!.map(carriedWords).find(Boolean)}`,
      );
      console.log(`${label}:\n${shown.join('\n')}`);
      const longest = diagnostics
        .slice(0, sources.length)
        .flat()
        .reduce((long, message) => (message.length > long.length ? message : long), '');
      console.log(`${label}: the longest message, ${longest.length} characters:\n${longest}`);
    });
  });
}
