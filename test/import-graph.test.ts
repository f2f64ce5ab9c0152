// The layers import only downward (scripts/import-graph.mjs ranks the folders of src/ and types/,
// and reads type-only imports too): no upward import, and no modules importing each other in a circle. The NDArray methods are installed by src/ops/methods.ts as
// it loads, a module package.json marks as having side effects, so bundlers keep it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const script = new URL('../scripts/import-graph.mjs', import.meta.url).pathname;

function graph(...flags: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...flags], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the layers of src/ and types/', () => {
  it('import only downward, with no circle (types and type-only imports included)', () => {
    const { status, output } = graph('--check', '--quiet');
    expect(output).toContain('# modules in no layer: 0');
    expect(output).toContain('# upward imports: 0');
    expect(output).toContain('# import circles: 0');
    expect(status).toBe(0);
  });

  it('--check fails on a circle and names its imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'low'));
      writeFileSync(join(dir, 'low', 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(
        join(dir, 'low', 'b.ts'),
        "import type { a } from './a.js';\nexport const b = (x: typeof a) => x;\n",
      );
      const { status, output } = graph(`--root=${dir}`, '--ranks=low', '--check', '--quiet');
      expect(status).toBe(1);
      expect(output).toContain('- 2 modules: ');
      expect(output).toMatch(/low\/b → .*low\/a/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--check fails on an upward import, a type-only one included, and names both layers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'low'));
      mkdirSync(join(dir, 'high'));
      writeFileSync(join(dir, 'high', 'top.ts'), "import { base } from '../low/base.js';\nexport const top = base;\n");
      writeFileSync(join(dir, 'low', 'base.ts'), 'export const base = 1;\n');
      expect(graph(`--root=${dir}`, '--ranks=low,high', '--check', '--quiet').status).toBe(0);
      writeFileSync(
        join(dir, 'low', 'base.ts'),
        "import type { top } from '../high/top.js';\nexport const base = 1;\nexport type Top = typeof top;\n",
      );
      const { status, output } = graph(`--root=${dir}`, '--ranks=low,high', '--check', '--quiet');
      expect(status).toBe(1);
      expect(output).toContain('# upward imports: 1');
      expect(output).toMatch(/low\/base \(low\) → .*high\/top \(high\), types only/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every layer folder says in its README what lives there and what it may import', () => {
    const { output } = graph();
    const layers = [...output.matchAll(/^(\w+) \[\d+ modules\]/gm)].map((match) => match[1]);
    expect(layers.length).toBeGreaterThan(10);
    for (const layer of layers.filter(
      (name) => name !== 'entry' && name !== 'node' && name !== 'x64' && name !== 'types',
    )) {
      const readme = readFileSync(new URL(`src/${layer}/README.md`, root), 'utf8');
      expect(readme, layer).toMatch(/may import/);
    }
  });

  it('the array class does not import the methods; the module that installs them is marked side-effectful', () => {
    const { output } = graph('--modules');
    const line = (module: string) => output.split('\n').find((text) => text.startsWith(`${module} → `)) ?? '';
    expect(line('src/array/ndarray')).not.toMatch(/\bmethods\b/);
    expect(line('src/ops/methods')).toMatch(/\bops\/operations\b/);
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(manifest.sideEffects).toEqual(['./dist/src/ops/methods.js']);
  });
});
