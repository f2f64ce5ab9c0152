// The published declarations in a browser project: test/fixtures/consumer (lib ES2022 + DOM, no
// @types/node, skipLibCheck off) compiled against the built dist/ by the oldest supported
// TypeScript (5.4), by 5.9 and by 7. Needs `npm run build` first (npm test builds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const project = join(root, 'test/fixtures/consumer/tsconfig.json');

const compilers: [string, string][] = [
  ['TypeScript 5.4 (the minimum)', join(dirname(require.resolve('ts54/package.json')), 'bin/tsc')],
  ['TypeScript 5.9', join(dirname(require.resolve('@tsd/typescript/package.json')), 'typescript/bin/tsc')],
  ['TypeScript 7', join(dirname(require.resolve('typescript/package.json')), 'bin/tsc')],
];

describe('the declarations compile in a consumer with lib ["ES2022", "DOM"], no @types/node, skipLibCheck false', () => {
  it('has the built declarations', () => {
    expect(existsSync(join(root, 'dist/src/index.d.ts')), 'run npm run build first').toBe(true);
  });
  it.each(compilers)('%s', { timeout: 120_000 }, (_, tsc) => {
    const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, encoding: 'utf8', timeout: 110_000 });
    expect(run.error).toBeUndefined();
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  });
});
