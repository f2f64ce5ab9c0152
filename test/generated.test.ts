import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs generators without declarations
import { outputs } from '../scripts/gen-lattice-tables.mjs';
// @ts-expect-error -- plain .mjs generators without declarations
import { renderSweep, sweepPath } from '../scripts/gen-array-sweep.mjs';
// @ts-expect-error -- plain .mjs generators without declarations
import { DTYPES as kernelDTypes } from '../scripts/gen-kernels.mjs';
import { dtypeInfo, dtypeNames } from '../src/dtypes.js';

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

describe('the kernel generator agrees with the dtype table', () => {
  // scripts/gen-kernels.mjs runs before TypeScript is built, so it keeps its own list of dtypes
  // (code order and the AssemblyScript type of each); this pins it to src/dtypes.ts.
  it('has the same dtypes in the same code order, of the same kinds', () => {
    const kindOfKernel = (kind: string) => (kind === 'half' ? 'float' : kind);
    expect((kernelDTypes as { name: string }[]).map((dtype) => dtype.name)).toEqual([...dtypeNames]);
    for (const { name, kind } of kernelDTypes as { name: keyof typeof dtypeInfo; kind: string }[]) {
      expect(kindOfKernel(kind), name).toBe(dtypeInfo[name].kind);
    }
  });
});
