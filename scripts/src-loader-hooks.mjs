// The loader hooks of scripts/src-loader.mjs (they run on Node's loader thread).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && /^(\.|\/|file:)/.test(specifier) && context.parentURL?.startsWith('file:')) {
    let url = new URL(specifier, context.parentURL);
    // A script written against the build (examples/demo.mjs) run on the sources instead.
    if (process.env.DTYPE_LATTICE_SOURCES === '1') url = new URL(url.href.replace(/\/dist\/src\//, '/src/'));
    if (!existsSync(fileURLToPath(url))) {
      const typescript = new URL(url.href.replace(/\.js$/, '.ts'));
      if (existsSync(fileURLToPath(typescript))) return { url: typescript.href, format: 'module', shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { code } = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
    sourcefile: fileURLToPath(url),
  });
  return { format: 'module', source: code, shortCircuit: true };
}
