// Fresh consumer projects for the packaging, bundler and browser tests: `npm pack` of the built
// package (dist/ must be current: `npm test` builds first), installed with npm into a new directory
// under the system temp dir, exactly as a user's project would get it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command, returning stdout; throws with its stderr (and stdout) on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}\n${result.stderr}\n${result.stdout}`);
  }
  return result.stdout;
}

/** Packs the package (without rebuilding) into a new temp dir; returns the tarball's path. */
export function pack(label) {
  if (!existsSync(join(root, 'dist/src/kernels/kernels.wasm')))
    throw new Error('run `npm run build` first: dist/ is missing');
  const dir = mkdtempSync(join(tmpdir(), `dtl-${label}-`));
  run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], { cwd: root });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  return join(dir, tarball);
}

/**
 * A new consumer project with the packed package installed (and `files` written into it).
 * `type` is the consumer's package.json "type".
 */
export function consumer(label, files = {}, { type = 'module', tarball = pack(label) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `dtl-consumer-${label}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${label}`, private: true, type }, null, 2));
  // The package has no dependencies: the install needs no registry.
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: dir });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, tarball };
}

/** Node on a file in `dir`, stdout. */
export function node(dir, file, args = []) {
  return run(process.execPath, [...args, file], { cwd: dir });
}

export const tscPaths = {
  typescript7: join(root, 'node_modules/typescript/bin/tsc'),
  typescript6: join(root, 'node_modules/@typescript/typescript6/bin/tsc6'),
  typescript59: join(root, 'node_modules/@tsd/typescript/typescript/bin/tsc'),
};

/**
 * TypeScript 5.4, the oldest version the README promises, installed on first use into
 * node_modules/.cache (a devDependency alias would take over node_modules/.bin/tsc). Undefined,
 * with a loud warning, when npm cannot fetch it.
 */
export function typescript54() {
  const prefix = join(root, 'node_modules/.cache/dtype-lattice-typescript-5.4');
  const tsc = join(prefix, 'node_modules/typescript/bin/tsc');
  if (!existsSync(tsc)) {
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefer-offline',
        '--loglevel=error',
        'typescript@5.4.5',
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0 || !existsSync(tsc)) {
      console.warn(
        `\n!!! TypeScript 5.4 consumer checks SKIPPED: npm could not install typescript@5.4.5\n${result.stderr}`,
      );
      return undefined;
    }
  }
  return tsc;
}

/**
 * Deno (the npm package's binary, an optional dependency from the npm registry), installed on first
 * use into node_modules/.cache. Undefined, with a loud warning, when npm cannot fetch it.
 */
export function deno() {
  const prefix = join(root, 'node_modules/.cache/dtype-lattice-deno');
  const bin = join(prefix, 'node_modules/deno/bin.cjs');
  if (!existsSync(bin)) {
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefer-offline',
        '--loglevel=error',
        'deno@2.9.6',
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0 || !existsSync(bin)) {
      console.warn(`\n!!! Deno checks SKIPPED: npm could not install deno@2.9.6\n${result.stderr}`);
      return undefined;
    }
  }
  return bin;
}

export { execFileSync };
