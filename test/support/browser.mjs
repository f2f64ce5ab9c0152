// Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core, and a static file
// server on 127.0.0.1 that sends a Content-Security-Policy header chosen per request.
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

/** Whether this run is CI's (`CI` set, as CI services and `.ci/run` set it, and not "false" or "0"). */
export function inCI() {
  const value = process.env.CI;
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/** Why the browser tier is not running, and how to run it. */
export const chromiumMissingText = `no Chromium at ${chromiumPath}. Install it (apt-get install chromium, as .ci/run does) or point CHROMIUM_PATH at a Chromium or Chrome binary.`;

/**
 * Whether Chromium is there. Tests never install system packages: without Chromium the browser
 * tier skips with a plain message (a developer's `npm test`), or fails in CI (`CI` set), so that
 * CI cannot lose the tier without anyone noticing.
 */
export function findChromium() {
  if (existsSync(chromiumPath)) return true;
  if (!inCI()) console.warn(`browser tests skipped: ${chromiumMissingText}`);
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
export function serve(root, policyFor, headersFor = () => ({})) {
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
    if (extname(file) === '.html')
      Object.assign(headers, { 'content-security-policy': policyFor(path), ...headersFor(path) });
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
