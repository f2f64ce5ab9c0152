#!/usr/bin/env node
// The layers of the tree and who imports whom. Every module of src/ and types/ belongs to a layer (its
// folder; types/ is the type level; src/index.ts is the package's entry), and the layers are ranked
// bottom to top below. A module may import (at run time or for its types: the compiler's graph, not
// only the bundler's) only from its own layer or one ranked lower, and no modules may import each
// other in a circle. `--check` exits non-zero on an upward import or a circle (test/import-graph.test.ts
// runs it; each folder's README.md says the same in words).
//
//   node scripts/import-graph.mjs [--root=DIR] [--check] [--quiet] [--modules]
//
// Prints the folder-level graph (layer → the lower layers it imports, with counts), then any upward
// imports and circles; `--modules` prints every module's imports too. With `--root=DIR` the layers
// are the top-level folders of DIR (a file at the top is its own layer) ranked by --ranks=a,b,c.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** The layers, bottom first. A layer imports only from itself and the layers before it. */
export const layers = [
  ['registry', 'src/registry', 'the data everything derives from: dtype and operation rows, the lattice edges'],
  ['types', 'types', 'the type level: dtype names, the join, policies, result types, NDArray’s type'],
  ['lattice', 'src/lattice', 'dtype facts and the join over the lattice, at run time'],
  ['errors', 'src/errors', 'the words of every error, the error classes, option-object checks'],
  ['policy', 'src/policy', 'the seven policies and the result rules of each operation'],
  ['kernels', 'src/kernels', 'the wasm instance and the typed table of its kernels: the one door to them'],
  ['shape', 'src/shape', 'shapes, strides and broadcasting, as plain numbers'],
  ['memory', 'src/memory', 'blocks of wasm memory, element values in and out, casts, packed storage'],
  ['array', 'src/array', 'NDArray, its storage and views, operands, `out`, printing and JSON'],
  ['plan', 'src/plan', 'the planner: (policy, operation, operands) → result dtype, compute dtype, kernels'],
  ['execute', 'src/execute', 'executors: the ways of walking memory that run a plan’s kernels'],
  ['ops', 'src/ops', 'the operation families: elementwise, reductions, selection, sorting, indexing, …'],
  ['jit', 'src/jit', 'tracing, fusion and the small wasm emitter'],
  ['api', 'src/api', 'the public functions and methods, per policy, and the command line'],
  ['io', 'src/io', 'files and other libraries’ tensors: .npy/.npz, safetensors, ONNX Runtime and TF.js'],
  ['entry', 'src/index.ts', 'the package’s entry: what `import … from "dtype-lattice"` gives'],
  ['node', 'src/node.ts', 'the Node-only entry ("dtype-lattice/node"): files by path, node:fs and node:zlib'],
  ['x64', 'src/x64.ts', 'the x64 entry ("dtype-lattice/x64"): the whole API under JAX\'s x64 mode'],
];

const flag = (name) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const rootFlag = flag('root');
const check = process.argv.includes('--check');
const quiet = process.argv.includes('--quiet');
const printModules = process.argv.includes('--modules');

/** Every .ts/.js file under `folder` (generated ones included; .d.ts left out). */
function sources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return (name.endsWith('.ts') && !name.endsWith('.d.ts')) || name.endsWith('.js') ? [path] : [];
  });
}

// The layers in effect: the tree's, or with --root the folders of DIR in the order --ranks gives.
const scanned = rootFlag === undefined ? ['src', 'types'] : [rootFlag];
const ranked =
  rootFlag === undefined
    ? layers.map(([layer, path]) => ({ layer, path: normalize(path) }))
    : (flag('ranks') ?? '').split(',').map((layer) => ({ layer, path: normalize(join(rootFlag, layer)) }));
const rankOf = new Map(ranked.map(({ layer }, rank) => [layer, rank]));

/** The layer a file belongs to (its folder), or undefined for a file in no layer. */
function layerOf(file) {
  const found = ranked.find(({ path }) => file === path || file.startsWith(path + sep) || file === `${path}.ts`);
  return found?.layer;
}

const files = scanned.flatMap(sources).sort();

/** Each import of `file` that resolves to a scanned file: { target, typeOnly }. Re-exports count. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Map();
  const statement =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
  for (const match of text.matchAll(statement)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    let typeOnly = match[2] !== undefined;
    const names = match[3];
    if (!typeOnly && names?.startsWith('{')) {
      const inside = names.slice(1, names.lastIndexOf('}')).split(',');
      const values = inside.map((name) => name.trim()).filter((name) => name !== '' && !name.startsWith('type '));
      typeOnly = values.length === 0;
    }
    const resolved = normalize(join(dirname(file), specifier));
    const target = files.includes(resolved) ? resolved : resolved.replace(/\.js$/, '.ts');
    if (!files.includes(target)) continue;
    found.set(target, (found.get(target) ?? true) && typeOnly);
  }
  return [...found].map(([target, typeOnly]) => ({ target, typeOnly }));
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file) => relative('.', file).replace(/\.(ts|js)$/, '');

// Upward imports: into a layer ranked above the importer's, or from/to a file in no layer.
const upward = [];
const outside = files.filter((file) => layerOf(file) === undefined);
const folderEdges = new Map();
for (const [file, imports] of graph) {
  const from = layerOf(file);
  for (const { target, typeOnly } of imports) {
    const to = layerOf(target);
    if (from === undefined || to === undefined) continue;
    if (rankOf.get(to) > rankOf.get(from)) upward.push({ file, target, typeOnly, from, to });
    if (from !== to) {
      const key = `${from}\u0000${to}`;
      folderEdges.set(key, (folderEdges.get(key) ?? 0) + 1);
    }
  }
}

// Circles among modules (Tarjan's strongly connected components over every import, types included).
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
  for (const { target } of graph.get(file)) {
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
    if (group.length > 1 || graph.get(file).some(({ target }) => target === file)) groups.push(group.sort());
  }
}
for (const file of files) if (!index.has(file)) visit(file);
groups.sort((first, second) => second.length - first.length);

if (!quiet) {
  console.log('# layers, bottom first, and the lower layers each imports (modules importing)\n');
  for (const { layer } of ranked) {
    const targets = ranked
      .map(({ layer: to }) => [to, folderEdges.get(`${layer}\u0000${to}`)])
      .filter(([, count]) => count !== undefined)
      .map(([to, count]) => `${to} (${count})`);
    const count = files.filter((file) => layerOf(file) === layer).length;
    console.log(`${layer} [${count} modules] → ${targets.length === 0 ? '(nothing)' : targets.join(', ')}`);
  }
  console.log('');
  if (printModules) {
    console.log('# modules\n');
    for (const file of files) {
      const targets = graph.get(file).map(({ target, typeOnly }) => `${name(target)}${typeOnly ? ' (types)' : ''}`);
      console.log(`${name(file)} → ${targets.length === 0 ? '(nothing)' : targets.join(', ')}`);
    }
    console.log('');
  }
}
console.log(`# modules in no layer: ${outside.length}`);
for (const file of outside) console.log(`- ${name(file)}`);
console.log(`# upward imports: ${upward.length}`);
for (const { file, target, typeOnly, from, to } of upward)
  console.log(`- ${name(file)} (${from}) → ${name(target)} (${to})${typeOnly ? ', types only' : ''}`);
console.log(`# import circles: ${groups.length}`);
for (const group of groups) {
  console.log(`- ${group.length} modules: ${group.map(name).join(', ')}`);
  // The imports inside the circle: cutting one of them (moving what it brings down) breaks it.
  const inside = new Set(group);
  for (const file of group) {
    const targets = graph.get(file).filter(({ target }) => inside.has(target));
    console.log(`    ${name(file)} → ${targets.map(({ target }) => name(target)).join(', ')}`);
  }
}
if (check && (groups.length > 0 || upward.length > 0 || outside.length > 0)) {
  console.error(
    'import-graph: a module imports upward or in a circle (listed above); each layer imports only from itself and the layers below it (scripts/import-graph.mjs lists them).',
  );
  process.exit(1);
}
