#!/usr/bin/env node
// A minimal Language Server Protocol client for TypeScript 7's language server (`tsc --lsp
// --stdio`): JSON-RPC 2.0 over stdio with Content-Length framing. TypeScript 7 has no JS
// language-service API, so this is how the tests ask it what an editor would show.
//
//   node scripts/lsp-client.mjs FILE LINE:COLUMN …   print the hover at each (1-based) position
//
// As a module: `const server = await startLanguageServer(); const text = await server.hover(file,
// line, character); await server.close();` (0-based positions, as in LSP).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

/** The `tsc` of the `typescript` package (TypeScript 7), not whatever `.bin/tsc` points at. */
export const tsc7 = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');

/**
 * Starts `tsc --lsp --stdio` and initialises it. Every request has a time limit (`timeoutMs`);
 * `close()` shuts the server down politely and kills it if it does not exit.
 */
export async function startLanguageServer({ cwd = root, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [tsc7, '--lsp', '--stdio'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  let exited = false;
  let stderr = '';
  const pending = new Map();
  const opened = new Set();

  const fail = (error) => {
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    pending.clear();
  };
  child.on('exit', (code, signal) => {
    exited = true;
    fail(new Error(`the language server exited (code ${code}, signal ${signal})${stderr ? `:\n${stderr}` : ''}`));
  });
  child.on('error', (error) => fail(error));
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length:\s*(\d+)/i.exec(buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      if (!Number.isFinite(length)) throw new Error(`bad LSP header: ${buffer.subarray(0, headerEnd)}`);
      if (buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
      buffer = buffer.subarray(headerEnd + 4 + length);
      receive(message);
    }
  });

  function send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  }

  function receive(message) {
    if (message.id !== undefined && message.method === undefined) {
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if (message.error) request.reject(new Error(`${request.method}: ${message.error.message}`));
      else request.resolve(message.result);
    } else if (message.id !== undefined) {
      // A request from the server (configuration, capability registration, progress): answer it.
      const result =
        message.method === 'workspace/configuration' ? (message.params?.items ?? []).map(() => null) : null;
      send({ id: message.id, result });
    }
    // Notifications (diagnostics, logs) are ignored.
  }

  function request(method, params) {
    if (exited) return Promise.reject(new Error(`the language server is not running (${method})`));
    const id = nextId++;
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, { resolve: resolvePromise, reject, timer, method });
      send({ id, method, params });
    });
  }

  const notify = (method, params) => send({ method, params });
  const uriOf = (file) => pathToFileURL(resolve(cwd, file)).href;

  const initialized = await request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(cwd).href,
    workspaceFolders: [{ uri: pathToFileURL(cwd).href, name: 'workspace' }],
    capabilities: {
      textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] }, synchronization: { didSave: false } },
      workspace: { configuration: true },
    },
  });
  notify('initialized', {});

  return {
    serverInfo: initialized?.serverInfo,
    /** Opens a file (once) as an editor does. */
    open(file) {
      const uri = uriOf(file);
      if (opened.has(uri)) return uri;
      opened.add(uri);
      notify('textDocument/didOpen', {
        textDocument: { uri, languageId: 'typescript', version: 1, text: readFileSync(resolve(cwd, file), 'utf8') },
      });
      return uri;
    },
    /** The hover's text at a 0-based line and character, as markdown or plain text. */
    async hover(file, line, character) {
      const uri = this.open(file);
      const result = await request('textDocument/hover', { textDocument: { uri }, position: { line, character } });
      return hoverText(result);
    },
    /** Shuts the server down; kills it if it has not exited within a few seconds. */
    async close() {
      if (exited) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      try {
        await request('shutdown', null);
        notify('exit', null);
      } catch {
        child.kill('SIGKILL');
      }
      await new Promise((done) => (exited ? done() : child.once('exit', done)));
      clearTimeout(killer);
    },
    /** Kills the server at once (for cleanup after a failure). */
    kill() {
      if (!exited) child.kill('SIGKILL');
    },
  };
}

/** The text of an LSP Hover result, whatever form its contents take. */
export function hoverText(result) {
  if (!result) return undefined;
  const { contents } = result;
  const piece = (part) => (typeof part === 'string' ? part : part.value);
  return Array.isArray(contents) ? contents.map(piece).join('\n') : piece(contents);
}

async function main() {
  const [file, ...positions] = process.argv.slice(2);
  if (!file || positions.length === 0) {
    console.error('usage: node scripts/lsp-client.mjs FILE LINE:COLUMN …  (1-based)');
    process.exit(2);
  }
  const server = await startLanguageServer({ cwd: process.cwd() });
  try {
    for (const position of positions) {
      const [line, column] = position.split(':').map(Number);
      console.log(`${position}\n${await server.hover(file, line - 1, column - 1)}\n`);
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
