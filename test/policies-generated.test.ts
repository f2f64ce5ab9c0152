import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputs } from '../scripts/gen-policy-tables.mjs';
import { quick } from './support/tier.js';

// The policy tables, the static = runtime type tests and docs/policies.md are generated from the
// runtime (dist/, built by `npm run build`); this fails when one was not regenerated.
describe('policy files are up to date (node scripts/gen-policy-tables.mjs)', () => {
  for (const [path, render] of outputs as [string, (current: string) => string][]) {
    // The generated type tests (megabytes each) are checked by the integration tier; tsc and tsd read them.
    it.skipIf(quick && path.startsWith('test-d/'))(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    });
  }
});
