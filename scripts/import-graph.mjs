#!/usr/bin/env node
// Who imports whom in src/ (run-time imports only: `import type` and all-type import lists are
// left out, as the compiler drops them), and every import circle: each strongly connected group
// of modules, largest first, with the imports inside it. `--check` exits non-zero when a circle
// exists (test/import-graph.test.ts runs it).
//
//   node scripts/import-graph.mjs [--root=src] [--check] [--quiet]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const rootFlag = process.argv.find((argument) => argument.startsWith('--root='));
const root = rootFlag === undefined ? 'src' : rootFlag.slice(7);
const check = process.argv.includes('--check');
const quiet = process.argv.includes('--quiet');

/** Every .ts file under `folder` (generated ones included; .d.ts left out). */
function sources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return (name.endsWith('.ts') && !name.endsWith('.d.ts')) || name.endsWith('.js') ? [path] : [];
  });
}

/** The modules of `root` a file imports at run time (re-exports count: they load the module). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  const statement =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'/g;
  for (const match of text.matchAll(statement)) {
    const specifier = match[4] ?? match[5];
    if (match[2] !== undefined) continue; // import type … / export type …
    const names = match[3];
    if (names?.startsWith('{')) {
      const inside = names.slice(1, names.lastIndexOf('}')).split(',');
      const values = inside.map((name) => name.trim()).filter((name) => name !== '' && !name.startsWith('type '));
      if (values.length === 0) continue;
    }
    const resolved = normalize(join(dirname(file), specifier));
    const target = files.includes(resolved) ? resolved : resolved.replace(/\.js$/, '.ts');
    if (target.startsWith(normalize(root) + '/') || target.startsWith(normalize(root))) found.add(target);
  }
  return found;
}

const files = sources(root).sort();
const graph = new Map(files.map((file) => [file, [...importsOf(file)].filter((target) => files.includes(target))]));

// Tarjan's strongly connected components.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const groups = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file)) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
  }
  if (low.get(file) === index.get(file)) {
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) groups.push(group.sort());
  }
}
for (const file of files) if (!index.has(file)) visit(file);
groups.sort((first, second) => second.length - first.length);

const name = (file) => relative(root, file).replace(/\.ts$/, '');
if (!quiet) {
  console.log(`# who imports whom (run-time imports, ${root}/)\n`);
  for (const file of files) {
    const targets = graph.get(file);
    console.log(`${name(file)} → ${targets.length === 0 ? '(nothing)' : targets.map(name).join(', ')}`);
  }
  console.log('');
}
console.log(`# import circles: ${groups.length}`);
for (const group of groups) {
  console.log(`- ${group.length} modules: ${group.map(name).join(', ')}`);
  // The imports inside the circle: cutting one of them (moving what it brings down) breaks it.
  const inside = new Set(group);
  for (const file of group) {
    const targets = graph.get(file).filter((target) => inside.has(target));
    console.log(`    ${name(file)} → ${targets.map(name).join(', ')}`);
  }
}
if (check && groups.length > 0) {
  console.error(
    'import-graph: modules import each other in a circle (listed above); the layers must import only downward.',
  );
  process.exit(1);
}
