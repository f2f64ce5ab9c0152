// Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core, and a static file
// server on 127.0.0.1 that sends a Content-Security-Policy header chosen per request.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Whether Chromium is there, installing it with apt when it is not and we are root. Only if that
 * fails too does the browser test skip, saying so loudly.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.warn('browser test: installing chromium with apt-get (CI installs it up front in .ci/run)');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
      timeout: 600_000,
    });
  }
  if (existsSync(chromiumPath)) return true;
  console.warn(
    `\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath} and apt-get could not install it.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`,
  );
  return false;
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * Serves `root` on 127.0.0.1 (a free port). `policyFor(path)` gives the CSP header of an HTML page.
 * Resolves to { origin, close }.
 */
export function serve(root, policyFor) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
    if (extname(file) === '.html') headers['content-security-policy'] = policyFor(path);
    response.writeHead(200, headers).end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** A page that loads one external module or classic script and reports what it set on window.result. */
export function page(script, { module = true } = {}) {
  return `<!doctype html><meta charset="utf-8"><title>dtype-lattice</title><script ${module ? 'type="module" ' : ''}src="${script}"></script>\n`;
}
