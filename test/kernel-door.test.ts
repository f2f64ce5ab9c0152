// One door to the kernels: only src/kernels/ touches the wasm instance or names a kernel export.
// Everything else reaches kernels through the typed handles of src/kernels/ modules other than
// instance.ts and loader.ts. This scans every .ts file of src/ outside src/kernels/ and names
// file and line of each offence: an import of kernels/instance or kernels/loader; a call of the
// lookups by name (kernel, kernelFor, exportOf, optionalExport, wasm); a string that is an export
// name of the generated table ('exp_float32'); a template or concatenation that builds one
// (`gather_${size}`, `${op}_${dtype}`, 'sum_' + dtype). And nothing above the executors knows a
// kernel: src/ops/ and src/api/ import from src/kernels/ only heap.ts (memory access).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type * as TypeScript from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
// The compiler API reads the sources as TypeScript parses them (comments apart, strings whole).
const ts = createRequire(import.meta.url)('@typescript/typescript6') as typeof TypeScript;

/** The modules nobody outside src/kernels/ may import. */
const PRIVATE_MODULES = ['instance', 'loader'];
/** The lookups by export name, for src/kernels/ only. */
const LOOKUPS = new Set(['kernel', 'kernelFor', 'exportOf', 'optionalExport', 'wasm']);

/**
 * Modules outside src/kernels/ not yet through the door: their families are converted on other
 * branches of issue #40. This list only shrinks, and must end EMPTY (a file listed here with no
 * offence left fails too, so each conversion removes its line).
 */
const NOT_YET_CONVERTED: readonly string[] = [];

/** Every function export name of the generated kernel table (src/kernels/exports.generated.ts). */
function exportNames(tableSource: string): string[] {
  const body = tableSource.slice(tableSource.indexOf('export interface KernelExports {'));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+):/gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'memory'); // the linear memory, not a kernel (and a common word)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The offences of every .ts file under `base`/src outside src/kernels/, as `file:line: what`. */
export function scanDoor(base: string, names: readonly string[]): string[] {
  const exported = new Set(names);
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  for (const name of names) {
    for (let at = name.indexOf('_'); at !== -1; at = name.indexOf('_', at + 1)) {
      prefixes.add(name.slice(0, at + 1));
      suffixes.add(name.slice(at));
    }
  }
  const offences: string[] = [];
  for (const path of listTs(join(base, 'src'))) {
    const file = relative(base, path).split('\\').join('/');
    if (file.startsWith('src/kernels/')) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: TypeScript.Node, what: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      offences.push(`${file}:${line + 1}: ${what}`);
    };
    // The names this file imports: a call of an imported `kernel`/`wasm` … is a lookup; a local
    // variable holding a typed handle (const kernel = plan.kernel) is not.
    const imported = new Set<string>();
    for (const statement of source.statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) for (const each of bindings.elements) imported.add(each.name.text);
    }
    const visit = (node: TypeScript.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        checkSpecifier(node.moduleSpecifier.text, node);
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        // A plan's typed handle is often a property named `kernel` (plan.kernel(a, b, out, n)): a member
        // call counts only where it passes a name (ns.kernel('sum_float32')) or is one of the other lookups.
        const first = node.arguments[0];
        const stringy = (value: TypeScript.Node): boolean =>
          ts.isStringLiteralLike(value) ||
          ts.isTemplateExpression(value) ||
          (ts.isBinaryExpression(value) && (stringy(value.left) || stringy(value.right)));
        const passesName = first !== undefined && stringy(first);
        const lookup = ts.isIdentifier(callee)
          ? imported.has(callee.text) || passesName
          : name !== 'kernel' || passesName;
        if (name !== undefined && LOOKUPS.has(name) && lookup) report(node, `looks a kernel up by name: ${name}(…)`);
        if (callee.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
          checkSpecifier(node.arguments[0].text, node);
      } else if (ts.isImportTypeNode(node)) {
        const argument = node.argument;
        if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
          checkSpecifier(argument.literal.text, node);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (exported.has(node.text)) report(node, `names a kernel export: '${node.text}'`);
        else if (prefixes.has(node.text)) report(node, `holds a kernel export name's prefix: '${node.text}'`);
      } else if (ts.isTemplateExpression(node)) {
        // Names join their parts with '_': a template with none in its text builds no name.
        const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        if (pieces.some((piece) => piece.includes('_'))) {
          const pattern = new RegExp(`^${pieces.map(escape).join('.+')}$`);
          const match = names.find((name) => pattern.test(name));
          if (match !== undefined) report(node, `builds a kernel export name: ${node.getText(source)} (as ${match})`);
        }
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const { right } = node;
        if (ts.isStringLiteral(right) && suffixes.has(right.text))
          report(node, `builds a kernel export name: … + '${right.text}'`);
      }
      ts.forEachChild(node, visit);
    };
    const checkSpecifier = (specifier: string, node: TypeScript.Node) => {
      const target = specifier.replace(/\.(js|ts)$/, '');
      if (PRIVATE_MODULES.some((name) => target === `kernels/${name}` || target.endsWith(`/kernels/${name}`)))
        report(node, `imports ${specifier}`);
    };
    visit(source);
  }
  return offences;
}

/** The layers above the executors: they may reach src/kernels/ only for memory access (heap.ts). */
const ABOVE_EXECUTORS = ['src/ops/', 'src/api/', 'src/io/'];
/** The one src/kernels/ module they may import. */
const ALLOWED_ABOVE = new Set(['src/kernels/heap']);

/**
 * Nothing above the executors knows a kernel: each import (type-only, re-export, dynamic or
 * import type included) of a src/kernels/ module other than heap.ts by a module of src/ops/ or
 * src/api/, as `file:line: what`.
 */
export function scanAboveExecutors(base: string): string[] {
  const offences: string[] = [];
  for (const path of listTs(join(base, 'src'))) {
    const file = relative(base, path).split('\\').join('/');
    if (!ABOVE_EXECUTORS.some((folder) => file.startsWith(folder))) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const check = (specifier: string, node: TypeScript.Node) => {
      if (!specifier.startsWith('.')) return;
      const target = relative(base, resolve(dirname(path), specifier))
        .split('\\')
        .join('/')
        .replace(/\.(js|ts)$/, '');
      if (target.startsWith('src/kernels/') && !ALLOWED_ABOVE.has(target)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        offences.push(`${file}:${line + 1}: imports ${specifier} (only kernels/heap.js above the executors)`);
      }
    };
    const visit = (node: TypeScript.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        check(node.moduleSpecifier.text, node);
      else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        check(node.arguments[0].text, node);
      else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      )
        check(node.argument.literal.text, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return offences;
}

const names = exportNames(readFileSync(join(root, 'src/kernels/exports.generated.ts'), 'utf8'));

describe('one door to the kernels', () => {
  const offences = scanDoor(root, names);
  const fileOf = (offence: string) => offence.slice(0, offence.indexOf(':'));

  it('reads the export names off the generated table', () => {
    expect(names.length).toBeGreaterThan(1000);
    for (const name of ['alloc', 'add_float32', 'gather_16', 'take_4', 'matmul_float32', 'random_bits32'])
      expect(names).toContain(name);
  });

  it('nothing outside src/kernels/ imports the instance or names a kernel export', () => {
    const outside = offences.filter((offence) => !NOT_YET_CONVERTED.includes(fileOf(offence)));
    expect(outside, outside.join('\n')).toEqual([]);
  });

  it('the allowlist of modules not yet converted only shrinks: each listed file still offends', () => {
    const offending = new Set(offences.map(fileOf));
    const converted = NOT_YET_CONVERTED.filter((file) => !offending.has(file));
    expect(converted, `through the door now: remove from NOT_YET_CONVERTED: ${converted.join(', ')}`).toEqual([]);
  });

  it('instance.ts drops its transitional re-exports once every module is through the door', () => {
    const instance = readFileSync(join(root, 'src/kernels/instance.ts'), 'utf8');
    expect(instance.includes('TRANSITIONAL')).toBe(NOT_YET_CONVERTED.length > 0);
  });

  it('fails on an injected offence, naming file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kernel-door-'));
    try {
      mkdirSync(join(dir, 'src', 'ops'), { recursive: true });
      mkdirSync(join(dir, 'src', 'kernels'), { recursive: true });
      const offending = `import { kernel, wasm } from '../kernels/instance.js';
import type { KernelExports } from '../kernels/loader';
export const a = kernel(\`sum_\${dtype}\`);
export const b = plan.kernel === 'exp_float32';
export const c = 'reduce_sum_' + dtype;
export const d = wasm().alloc(16);
export const e = table[\`\${op}_\${dtype}\`];
export const f = op + '_float64';
export type G = import('../kernels/instance.js').KernelExports;
// kernel(\`sum_\${dtype}\`) in a comment is no offence
export const h = \`\${where}: \${dtype} is not a dtype\`; export const i = 'float32';
`;
      writeFileSync(join(dir, 'src', 'ops', 'bad.ts'), offending);
      writeFileSync(join(dir, 'src', 'kernels', 'family.ts'), offending); // inside the door: allowed
      const found = scanDoor(dir, names);
      expect(found.every((offence) => offence.startsWith('src/ops/bad.ts:'))).toBe(true);
      const lines = found.map((offence) => Number(offence.split(':')[1]));
      expect([...new Set(lines)].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(found).toContain('src/ops/bad.ts:1: imports ../kernels/instance.js');
      expect(found).toContain("src/ops/bad.ts:4: names a kernel export: 'exp_float32'");
      expect(found.some((offence) => offence.startsWith('src/ops/bad.ts:3: builds a kernel export name'))).toBe(true);
      expect(found.some((offence) => offence.startsWith('src/ops/bad.ts:6: looks a kernel up by name: wasm'))).toBe(
        true,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('nothing above the executors knows a kernel', () => {
  it('modules in src/ops/ and src/api/ import from src/kernels/ only heap.ts', () => {
    const found = scanAboveExecutors(root);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('fails on an injected import, naming file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kernel-door-above-'));
    try {
      for (const folder of ['ops/family', 'api', 'execute', 'kernels'])
        mkdirSync(join(dir, 'src', folder), { recursive: true });
      writeFileSync(
        join(dir, 'src', 'ops', 'family', 'bad.ts'),
        `import { memory } from '../../kernels/heap.js';
import type { RowsOp } from '../../kernels/reductions.js';
export { castKernel } from '../../kernels/elementwise.js';
export type K = import('../../kernels/random.js').ThreefryKernel;
export const later = () => import('../../kernels/indexing.js');
import { plan } from '../../plan/reductions.js';
`,
      );
      writeFileSync(join(dir, 'src', 'api', 'bad.ts'), `\nimport { selectKernel } from '../kernels/indexing';\n`);
      // Below the executors, kernels are the plans' and executors' to import.
      writeFileSync(join(dir, 'src', 'execute', 'fine.ts'), `import { selectKernel } from '../kernels/indexing.js';\n`);
      const found = scanAboveExecutors(dir).sort();
      expect(found).toEqual([
        'src/api/bad.ts:2: imports ../kernels/indexing (only kernels/heap.js above the executors)',
        'src/ops/family/bad.ts:2: imports ../../kernels/reductions.js (only kernels/heap.js above the executors)',
        'src/ops/family/bad.ts:3: imports ../../kernels/elementwise.js (only kernels/heap.js above the executors)',
        'src/ops/family/bad.ts:4: imports ../../kernels/random.js (only kernels/heap.js above the executors)',
        'src/ops/family/bad.ts:5: imports ../../kernels/indexing.js (only kernels/heap.js above the executors)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the generated kernel table', () => {
  it('lists exactly the functions the built module exports', async () => {
    const bytes = readFileSync(join(root, 'src/kernels/kernels.wasm'));
    const api = (
      globalThis as unknown as {
        WebAssembly: { Module: { new (bytes: Uint8Array): object; exports(module: object): { name: string }[] } };
      }
    ).WebAssembly;
    const built = api.Module.exports(new api.Module(bytes)).map((entry) => entry.name);
    expect([...built].sort()).toEqual(['memory', ...names].sort());
  });
});
