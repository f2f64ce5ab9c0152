#!/usr/bin/env node
// Biome over the AssemblyScript sources (asm/*.ts, bench/ceiling/*.ts), which TypeScript's grammar
// does not quite cover: AssemblyScript puts decorators on functions and constants (`@inline function`,
// `@inline const`). Each file is copied to a temporary folder with every decorator turned into a
// comment (`@inline` → `/*@inline*/`: same lines, so diagnostics point at the right line), Biome checks
// the copies with this project's biome.jsonc, and the comments are turned back into decorators.
//   node scripts/lint-asm.mjs           check: lint and formatting; exits 1 on any finding
//   node scripts/lint-asm.mjs --write   formats (and applies safe fixes) in place
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const write = process.argv.includes('--write');
const biome = join(dirname(createRequire(import.meta.url).resolve('@biomejs/biome/package.json')), 'bin/biome');

/** The AssemblyScript sources: generated files are left to their generator. */
export function asmFiles() {
  const inFolder = (folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.ts') && !name.includes('.generated.'))
      .map((name) => `${folder}/${name}`);
  return [...inFolder('asm'), ...inFolder('asm/micro-module'), ...inFolder('bench/ceiling')];
}

// A run of decorators at the start of a line (`@final @unmanaged class`, `  @inline static f()`), or
// one with arguments on a line of its own (`@external('env', 'name')`). Decorators elsewhere do not
// occur in asm/, and `@` in comments (`* @param`) is never at a line's start.
const decorator = String.raw`@[A-Za-z_]\w*(?:\([^()\n]*\))?`;
const decorators = new RegExp(String.raw`^([ \t]*)((?:${decorator}(?:[ \t]+|(?=\n)))+)`, 'gm');
const masked = new RegExp(String.raw`\/\*(${decorator})\*\/( ?)`, 'g');

/** `@inline function f` → `/*@inline*\/ function f`. */
export function mask(text) {
  if (text.includes('/*@'))
    throw new Error('lint-asm: a file already holds a /*@ comment, which unmask would turn into a decorator');
  return text.replace(
    decorators,
    (_, indent, run) => indent + run.replace(new RegExp(`(${decorator})([ \\t]*)`, 'g'), '/*$1*/$2'),
  );
}

/** The inverse of mask (after Biome has formatted the masked text). */
export function unmask(text) {
  return text.replace(masked, '$1$2');
}

/** Biome's configuration for the copies: the project's, over every file of the temporary folder. */
function configFor() {
  // biome.jsonc's comments are whole lines (a `//` inside a string would not survive this).
  const text = readFileSync(join(root, 'biome.jsonc'), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
  const config = JSON.parse(text);
  delete config.$schema;
  config.root = true;
  config.files = { includes: ['**'] };
  // The copies are not in a git work tree: which files to check is asmFiles()'s business.
  config.vcs = { enabled: false };
  return config;
}

function main() {
  const started = performance.now();
  const scratch = mkdtempSync(join(tmpdir(), 'lint-asm-'));
  try {
    const files = asmFiles();
    const originals = new Map();
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      originals.set(file, text);
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), mask(text));
    }
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(configFor(), null, 2));
    const args = ['check', ...(write ? ['--write'] : []), '--colors=off', '--max-diagnostics=none', ...files];
    const run = spawnSync(process.execPath, [biome, ...args], { cwd: scratch, encoding: 'utf8' });
    // Biome names the copies by their paths relative to the scratch folder: the same as the sources'.
    const output = `${run.stdout}${run.stderr}`.replaceAll(scratch, '.');
    let changed = 0;
    if (write) {
      for (const file of files) {
        const next = unmask(readFileSync(join(scratch, file), 'utf8'));
        if (next === originals.get(file)) continue;
        writeFileSync(join(root, file), next);
        changed += 1;
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (run.status !== 0) {
      process.stderr.write(output);
      console.error(
        `lint-asm: Biome found problems in the AssemblyScript sources (decorators shown as /*@name*/) (${seconds} s)`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `lint-asm: ${files.length} AssemblyScript files ${write ? `checked, ${changed} rewritten` : 'clean'} (${seconds} s)`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
