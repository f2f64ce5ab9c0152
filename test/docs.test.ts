import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputs } from '../scripts/gen-docs.mjs';

// docs/ (API reference, lattice diagrams, CSV tables) is generated from the built package by
// `npm run docs`; this fails when a file was not regenerated after a change.
describe('docs/ is up to date (npm run docs)', () => {
  for (const [path, render] of outputs as [string, (current: string) => string][]) {
    it(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    }, 60_000); // api.md runs TypeScript's checker over the declarations
  }
});
