// The layers import only downward: no two modules of src/ import each other, directly or through
// others (scripts/import-graph.mjs --check). The NDArray methods are installed by src/methods.ts as
// it loads, a module package.json marks as having side effects, so bundlers keep it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const script = new URL('../scripts/import-graph.mjs', import.meta.url).pathname;

function graph(...flags: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...flags], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the import graph of src/', () => {
  it('has no circle', () => {
    const { status, output } = graph('--check', '--quiet');
    expect(output).toContain('# import circles: 0');
    expect(status).toBe(0);
  });

  it('--check fails on a circle and names its imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      writeFileSync(join(dir, 'low.ts'), "import { high } from './high.js';\nexport const low = () => high;\n");
      writeFileSync(join(dir, 'high.ts'), "import { low } from './low.js';\nexport const high = () => low;\n");
      writeFileSync(join(dir, 'apart.ts'), "import type { low } from './low.js';\nexport type Apart = typeof low;\n");
      const { status, output } = graph(`--root=${dir}`, '--check', '--quiet');
      expect(status).toBe(1);
      expect(output).toContain('- 2 modules: high, low');
      expect(output).toContain('low → high');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the array class does not import the methods; the module that installs them is marked side-effectful', () => {
    const { output } = graph();
    const line = (module: string) => output.split('\n').find((text) => text.startsWith(`${module} → `)) ?? '';
    expect(line('ndarray')).not.toMatch(/\bmethods\b/);
    expect(line('methods')).toMatch(/\boperations\b/);
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(manifest.sideEffects).toEqual(['./dist/src/methods.js']);
  });
});
