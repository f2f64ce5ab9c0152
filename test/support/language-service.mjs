// Hover text as an editor shows it, from a TypeScript language service (TypeScript 6's
// `@typescript/typescript6`, or TypeScript 5.9 bundled by tsd as `@tsd/typescript`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Loads a TypeScript by package name: '@typescript/typescript6' or '@tsd/typescript'. */
export function loadTypeScript(name) {
  return require(name);
}

/** The compiler options of tsconfig.json, as the given TypeScript reads them. */
function projectOptions(ts) {
  const configPath = `${root}/tsconfig.json`;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/**
 * Opens `file` in a language service of TypeScript `ts` and returns a function giving the quick
 * info (the hover's first line) at an offset, and the service itself.
 */
export function openInLanguageService(ts, file) {
  const options = projectOptions(ts);
  const versions = new Map();
  const host = {
    getScriptFileNames: () => [file],
    getScriptVersion: (name) => String(versions.get(name) ?? 0),
    getScriptSnapshot: (name) => {
      if (!ts.sys.fileExists(name)) return undefined;
      return ts.ScriptSnapshot.fromString(ts.sys.readFile(name));
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const hoverAt = (offset) => {
    const info = service.getQuickInfoAtPosition(file, offset);
    return info ? ts.displayPartsToString(info.displayParts) : undefined;
  };
  return { service, hoverAt, text: readFileSync(file, 'utf8'), dirname: dirname(file) };
}
