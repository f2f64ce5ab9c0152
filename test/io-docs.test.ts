// docs/io.md: its ```ts example runs and gives what its `//=>` comments say, and its dtype tables
// name every row of the format tables (src/io/dtype-tables.ts) as those map them.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.js';
import { npyDescr, onnxTypes, safetensorsNames, tfjsTypes } from '../src/io/dtype-tables.js';

const page = readFileSync(new URL('../docs/io.md', import.meta.url), 'utf8');

describe('docs/io.md', () => {
  it('its example gives what it says', async () => {
    const block = page.slice(page.indexOf('```ts\n') + 6, page.indexOf('```', page.indexOf('```ts\n') + 6));
    const checks: [unknown, unknown, string][] = [];
    const body = block
      .split('\n')
      .map((line) => {
        const at = line.indexOf(' //=> ');
        if (at < 0) return line;
        return `__check(${line.slice(0, at)}, ${line.slice(at + 6)}, ${JSON.stringify(line)});`;
      })
      .join('\n');
    const names = Object.keys(library).filter(
      (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'delete' && name !== 'var',
    ); // reserved words (delete_ and variance are them)
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction(...names, '__check', body);
    await run(
      ...names.map((name) => (library as Record<string, unknown>)[name]),
      (actual: unknown, expected: unknown, line: string) => {
        checks.push([library.isNDArray(actual) ? actual.toArray() : actual, expected, line]);
      },
    );
    expect(checks.length).toBeGreaterThan(5);
    for (const [actual, expected, line] of checks) expect(actual, line).toEqual(expected);
  });

  it('names every dtype of every table as the tables map them', () => {
    const section = (title: string) => page.slice(page.indexOf(title)).split('\n## ')[0]!.split('\n### ')[0]!;
    const rowsOf = (title: string) =>
      section(title)
        .split('\n')
        .filter((line) => line.startsWith('| '));
    const rows = rowsOf('### .npy');
    const rowIn = (title: string, first: string) =>
      rowsOf(title).find((line) => line.split('|')[1]!.trim().split(', ').includes(first));
    for (const [dtype, descr] of Object.entries(npyDescr)) {
      const found = rows.find((line) => line.split('|')[1]!.trim().split(', ').includes(dtype));
      expect(found, dtype).toBeDefined();
      expect(found!.split('|').slice(2).join('|'), dtype).toContain(`\`${descr.replace('|', '\\|')}\``);
    }
    for (const [name, dtype] of Object.entries(safetensorsNames)) {
      const found = rowIn('### safetensors', name);
      expect(found, name).toBeDefined();
      expect(found!, name).toContain(dtype.replace(/^(u?int)\d+$/, '$1'));
    }
    for (const table of [onnxTypes, tfjsTypes])
      for (const [name, { dtype }] of Object.entries(table)) {
        const found = rowIn('### ONNX Runtime', name);
        expect(found, name).toBeDefined();
        expect(found!.split('|')[2]!, name).toMatch(new RegExp(`\\b${dtype}\\b|the same`));
      }
  });

  // The doc comments' examples (docs/api.md shows them once regenerated; test/api-examples.test.ts runs them there).
  const sources = readdirSync(new URL('../src/io/', import.meta.url)).filter((name) => name.endsWith('.ts'));
  const examples = sources.flatMap((name) =>
    [
      ...readFileSync(new URL(`../src/io/${name}`, import.meta.url), 'utf8').matchAll(/@example (.*) \/\/=> (.*)$/gm),
    ].map((match) => ({ name, code: match[1]!, expected: match[2]! })),
  );
  it.each(examples)('$name: $code', ({ code, expected }) => {
    const names = Object.keys(library).filter(
      (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'delete' && name !== 'var',
    ); // reserved words (delete_ and variance are them)
    const js = code.replace(/ as \w+\)/g, ')');
    const value = new Function(...names, `return ${js};`)(
      ...names.map((name) => (library as Record<string, unknown>)[name]),
    );
    expect(library.isNDArray(value) ? value.toArray() : value).toEqual(new Function(`return ${expected};`)());
  });
});
