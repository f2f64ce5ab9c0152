import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSweep, sweepPath } from '../scripts/gen-array-sweep.mjs';
import { reductionSweepPath, renderReductionSweep } from '../scripts/gen-reduction-sweep.mjs';
import { generatedFiles as kernelFiles } from '../scripts/gen-kernels.mjs';
import { outputs as latticeOutputs } from '../scripts/gen-lattice-tables.mjs';
import { outputs as operationOutputs } from '../scripts/gen-operations.mjs';
import { quick } from './support/tier.js';

// Generated files are derived from the registry and the runtime; this fails when one was not
// regenerated (`npm run generate`).
type Output = readonly [string, (current: string) => string];
const generated: Output[] = [
  ...(latticeOutputs as unknown as Output[]),
  [sweepPath, () => renderSweep()],
  [reductionSweepPath, () => renderReductionSweep()],
  ...(operationOutputs as unknown as Output[]),
  ...(kernelFiles() as [string, string][]).map(([path, text]): Output => [path, () => text]),
];

describe('generated files are up to date', () => {
  for (const [path, render] of generated) {
    // The generated type tests (megabytes each) are checked by the integration tier; tsc and tsd read them.
    it.skipIf(quick && path.startsWith('test-d/'))(path, () => {
      const current = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      expect(render(current)).toBe(current);
    });
  }
});
