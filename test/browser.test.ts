// The package in a real browser: Debian's Chromium, headless, driven by playwright-core, pages
// served from 127.0.0.1 with a Content-Security-Policy header. The same scenario (promotions, every
// dtype's arithmetic, the memory API) runs in Node and in each page, bundled by esbuild, Vite and
// webpack and unbundled as native ES modules, under `script-src 'self' 'wasm-unsafe-eval'`; a page
// importing only promotions works under `script-src 'self'`, where WebAssembly is refused.
// Without Chromium it skips, saying why and how to run it; in CI (`CI` set) it fails instead. It
// never installs anything itself.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  chromiumMissingText,
  chromiumPath,
  findChromium,
  inCI,
  page,
  serve,
} from './support/browser.mjs';
import { consumer } from './support/consumer.mjs';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild') as typeof import('esbuild');

const strict = "default-src 'self'; script-src 'self'";
const withWasm = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// The pool starts its workers from a blob: URL (the worker script travels inside the library).
const withWorkers = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:";
const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
const available = findChromium();

const report = `.then((log) => { window.result = log; }, (error) => { window.result = 'ERROR ' + (error && error.stack || error); });\n`;
const files = {
  'scenario.mjs': readFileSync(new URL('./browser/scenario.mjs', import.meta.url), 'utf8'),
  'full-entry.mjs': `import * as lib from 'dtype-lattice';\nimport { scenario } from './scenario.mjs';\nscenario(lib)${report}`,
  'promote-entry.mjs': `import { promoteTypes, resultType, isReady } from 'dtype-lattice';\nwindow.result = [promoteTypes('int8', 'uint8'), resultType('int8', 2.5), promoteTypes('int64', 'uint64', { policy: 'numpy' }), isReady()];\n`,
  'blocked-entry.mjs': `import { ready } from 'dtype-lattice';\nready().then(() => { window.result = 'loaded'; }, (error) => { window.result = error.name + ': ' + error.message; });\n`,
  'early-entry.mjs': `import { add, isReady, jit } from 'dtype-lattice';\nconst attempt = (run) => {\n  try {\n    run();\n    return 'no error';\n  } catch (error) {\n    return error.message;\n  }\n};\nwindow.result = [isReady(), attempt(() => add(1, 2)), attempt(() => jit((a, b) => add(a, b))(1, 2))];\n`,
  // Threads: the same operations on as many threads as the page allows, compared in the page with one
  // thread's bits; with COOP/COEP headers it threads, without them it runs on the calling thread.
  'threads-entry.mjs': `import * as lib from 'dtype-lattice';
const run = async () => {
  await lib.ready();
  await lib.setThreads(4);
  const work = () => lib.scope(() => {
    const x = lib.random.uniform(lib.random.key(1), [300000]);
    const y = lib.random.uniform(lib.random.key(2), [300000]);
    const a = lib.reshape(lib.random.uniform(lib.random.key(3), [200 * 300]), [200, 300]);
    const results = [lib.add(x, y), lib.exp(x), lib.sum(x), lib.matmul(a, a.T), lib.jit((p, q) => lib.add(lib.multiply(p, 2), q))(x, y), lib.add(x.astype('int8'), y.astype('uint8'))];
    return results.map((r) => Array.from(new Uint8Array(r.toTypedArray().buffer)).join(',')).join(';');
  });
  const threaded = work();
  const threads = lib.threadCount();
  const status = lib.threadStatus();
  await lib.setThreads(1);
  const alone = work();
  return JSON.stringify({ threads, isolated: globalThis.crossOriginIsolated === true, same: threaded === alone, reason: status.singleThreaded ?? null, fused: lib.fusedMultiplyAdd() });
};
run()${report}`,
  'native.mjs': `import * as lib from './node_modules/dtype-lattice/dist/src/index.js';\nimport { scenario } from './scenario.mjs';\nscenario(lib)${report}`,
};

let dir = '';
let expected: [string, string][] = [];
let server: { origin: string; close(): Promise<void> } | undefined;
let browser: import('playwright-core').Browser | undefined;
const sizes: Record<string, number> = {};

function jsBytes(folder: string): number {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .reduce((total, name) => total + statSync(join(folder, name)).size, 0);
}

async function buildSites(): Promise<void> {
  // esbuild: ES module bundles; esbuild leaves new URL('./kernels.wasm', import.meta.url) alone, so
  // the file is copied next to the bundle (the README's esbuild recipe).
  const out = join(dir, 'site/esbuild');
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: {
      full: 'full-entry.mjs',
      promote: 'promote-entry.mjs',
      blocked: 'blocked-entry.mjs',
      early: 'early-entry.mjs',
      threads: 'threads-entry.mjs',
    },
    outdir: out,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  copyFileSync(require.resolve('dtype-lattice/kernels.wasm', { paths: [dir] }), join(out, 'kernels.wasm'));
  for (const name of ['full', 'promote', 'blocked', 'early', 'threads']) {
    writeFileSync(join(out, `${name}.html`), page(`./${name}.js`));
    sizes[`esbuild ${name}`] = statSync(join(out, `${name}.js`)).size;
  }
  // The same page, served without the cross-origin isolation headers.
  writeFileSync(join(out, 'threads-plain.html'), page('./threads.js'));
  writeFileSync(join(dir, 'native.html'), page('./native.mjs'));

  // Vite: copies kernels.wasm as an asset from the new URL(…, import.meta.url) pattern.
  const viteRoot = join(dir, 'vite-app');
  mkdirSync(viteRoot, { recursive: true });
  writeFileSync(join(viteRoot, 'index.html'), page('./main.mjs'));
  writeFileSync(join(viteRoot, 'main.mjs'), files['full-entry.mjs'].replace('./scenario.mjs', '../scenario.mjs'));
  const vite = await import('vite');
  await vite.build({
    root: viteRoot,
    base: './',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(dir, 'site/vite'), emptyOutDir: true, target: 'es2022' },
  });
  sizes['vite full (js)'] = jsBytes(join(dir, 'site/vite'));

  // webpack: a classic script; asset modules handle new URL(…, import.meta.url).
  const webpack = require('webpack') as typeof import('webpack');
  const webpackOut = join(dir, 'site/webpack');
  await new Promise<void>((resolve, reject) => {
    webpack({
      mode: 'production',
      context: dir,
      entry: './full-entry.mjs',
      output: { path: webpackOut, filename: 'main.js', publicPath: 'auto' },
      target: 'web',
      performance: { hints: false },
    }).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve();
    });
  });
  writeFileSync(join(webpackOut, 'index.html'), page('./main.js', { module: false }));
  sizes['webpack full (js)'] = jsBytes(webpackOut);
}

async function open(path: string): Promise<{ result: unknown; errors: string[] }> {
  const tab = await browser!.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  try {
    await tab.goto(`${server!.origin}${path}`);
    await tab.waitForFunction(() => (globalThis as unknown as { result?: unknown }).result !== undefined, null, {
      timeout: 60_000,
    });
    return { result: await tab.evaluate(() => (globalThis as unknown as { result: unknown }).result), errors };
  } finally {
    await tab.close();
  }
}

describe.runIf(!available && inCI())('the browser tier in CI', () => {
  it('has Chromium: CI must not skip the browser tests', () => {
    throw new Error(`browser tests cannot run in CI: ${chromiumMissingText}`);
  });
});

describe.skipIf(!available)(`Chromium (${chromiumPath}), pages from 127.0.0.1 under a Content-Security-Policy`, () => {
  beforeAll(async () => {
    dir = consumer('browser', files).dir;
    const lib = await import(pathToFileURL(join(dir, 'node_modules/dtype-lattice/dist/src/index.js')).href);
    const { scenario } = await import(pathToFileURL(join(dir, 'scenario.mjs')).href);
    expected = await scenario(lib);
    await buildSites();
    console.log(`bundle sizes (bytes): ${JSON.stringify(sizes)}`);
    server = await serve(
      dir,
      (path: string) => (/promote|blocked/.test(path) ? strict : /threads/.test(path) ? withWorkers : withWasm),
      (path: string) => (path.endsWith('/threads.html') ? isolated : {}),
    );
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the scenario covers every dtype and checks errors too', () => {
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.find(([label]) => label === 'ready after')?.[1]).toBe('true');
    expect(expected.find(([label]) => label === 'subtract bool')?.[1]).toMatch(
      /^TypeError: subtract is not defined for 'bool'/,
    );
    // jit fused (generated modules compiled) and equals op by op on every chain.
    expect(expected.find(([label]) => label === 'jit generated modules')?.[1]).toBe('true');
    const chains = expected.filter(
      ([label]) => label.startsWith('jit ') && label !== 'jit generated modules' && label !== 'jit of a non-function',
    );
    expect(chains).toHaveLength(5);
    for (const [label, logged] of chains) expect(JSON.parse(logged)[2], label).toBe(true);
    expect(expected.find(([label]) => label === 'jit of a non-function')?.[1]).toMatch(/^TypeError: jit/);
  });

  for (const [label, path] of [
    ['esbuild bundle (kernels.wasm copied beside it)', '/site/esbuild/full.html'],
    ['native ES modules, no bundler', '/native.html'],
    ['Vite build', '/site/vite/index.html'],
    ['webpack build', '/site/webpack/index.html'],
  ] as const) {
    it(`${label}: under script-src 'self' 'wasm-unsafe-eval', await ready() then every dtype's arithmetic and the memory API give Node's results`, async () => {
      const { result, errors } = await open(path);
      expect(errors).toEqual([]);
      expect(result).toEqual(expected);
    }, 120_000);
  }

  it('threads on a cross-origin-isolated page (COOP/COEP): 4 threads, the same bits as one thread, fused products', async () => {
    const { result, errors } = await open('/site/esbuild/threads.html');
    expect(errors).toEqual([]);
    // Chromium has relaxed SIMD: the product ran on the fused micro-kernels, in the workers too.
    expect(JSON.parse(result as string)).toEqual({ threads: 4, isolated: true, same: true, reason: null, fused: true });
  }, 120_000);

  it('without cross-origin isolation: the calling thread alone, the same bits, and threadStatus says why', async () => {
    const { result, errors } = await open('/site/esbuild/threads-plain.html');
    expect(errors).toEqual([]);
    const got = JSON.parse(result as string);
    expect(got).toMatchObject({ threads: 1, isolated: false, same: true, fused: true });
    expect(got.reason).toMatch(/not cross-origin isolated \(serve it with COOP\/COEP headers\)/);
  }, 120_000);

  it("promotions alone work under script-src 'self' (no wasm-unsafe-eval) without loading kernels", async () => {
    const { result, errors } = await open('/site/esbuild/promote.html');
    expect(errors).toEqual([]);
    expect(result).toEqual(['int16', 'float', 'float64', false]);
  }, 60_000);

  it('an array operation, or a jitted function, before ready() throws an error that says to await ready()', async () => {
    const { result } = await open('/site/esbuild/early.html');
    const message = expect.stringContaining('In a browser, run `await ready()` once before the first array operation');
    expect(result).toEqual([false, message, message]);
    // A jitted function called before ready() throws the operation's own error.
    expect((result as string[])[2]).toBe((result as string[])[1]);
  }, 60_000);

  it("the policy is enforced: ready() under script-src 'self' is refused, with a CompileError", async () => {
    const { result } = await open('/site/esbuild/blocked.html');
    expect(result).toMatch(/^CompileError: .*(Content Security Policy|wasm-unsafe-eval)/);
  }, 60_000);
});
