import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs generator without declarations
import { outputs } from '../scripts/gen-lattice-tables.mjs';

// Generated files are derived from the runtime; this fails when one was not regenerated.
describe('generated files are up to date (node scripts/gen-lattice-tables.mjs)', () => {
  for (const [path, render] of outputs as [string, (current: string) => string][]) {
    it(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    });
  }
});
