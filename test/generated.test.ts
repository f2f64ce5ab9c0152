import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs generators without declarations
import { outputs } from '../scripts/gen-lattice-tables.mjs';
// @ts-expect-error -- plain .mjs generators without declarations
import { renderSweep, sweepPath } from '../scripts/gen-array-sweep.mjs';

// Generated files are derived from the runtime; this fails when one was not regenerated
// (`npm run generate`).
const generated: [string, (current: string) => string][] = [...outputs, [sweepPath, () => renderSweep()]];

describe('generated files are up to date', () => {
  for (const [path, render] of generated) {
    it(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    });
  }
});
