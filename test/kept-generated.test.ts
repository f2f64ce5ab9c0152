import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputs } from '../scripts/gen-kept-tables.mjs';

// The dtypes each operation keeps in generic code (types/kept.generated.ts) are generated from the
// runtime's promotion; this fails when the file was not regenerated. (test-d/kept.test-d.ts checks
// every cell against the type level's own computation.)
describe('kept-dtype tables are up to date (node scripts/gen-kept-tables.mjs)', () => {
  for (const [path, render] of outputs as [string, (current: string) => string][]) {
    it(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    });
  }
});
