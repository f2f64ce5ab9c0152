// The command line (`npx dtype-lattice …`, bin/dtype-lattice.mjs) and the renderers it shares
// with `npm run docs`: a policy's promotion table as Markdown, CSV or HTML, and a lattice as
// Graphviz dot or as SVG drawn here (a layered layout of the edge data; no Graphviz needed).
import type { PolicyName } from '../types/policy.js';
import { dtypes, isNarrow, weakTypes, type AnyDType } from './dtypes.js';
import { jaxLattice, jaxLatticeX32, strictLattice } from './lattice-data.js';
import type { LatticeEdges } from './lattice.js';
import { checkNode, policyNames, resolvePolicy } from './policy.js';
import { promoteWith } from './promote.js';

const nodes: readonly AnyDType[] = [...dtypes, ...weakTypes];

export const tableFormats = ['md', 'csv', 'html'] as const;
export const graphFormats = ['dot', 'svg'] as const;
export const lattices = { jax: jaxLattice, x32: jaxLatticeX32, strict: strictLattice } as const satisfies Record<string, LatticeEdges>;
export type TableFormat = (typeof tableFormats)[number];
export type GraphFormat = (typeof graphFormats)[number];
export type LatticeName = keyof typeof lattices;

/** Every pair's promotion under a policy: rows are the left operand; undefined where it refuses. */
export function promotionTable(policy: PolicyName, x64 = true): (AnyDType | undefined)[][] {
  return nodes.map((left) =>
    nodes.map((right) => {
      try {
        return promoteWith(resolvePolicy({ policy, x64 }), left, right);
      } catch {
        return undefined;
      }
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A policy's table. Weak types are marked `*` (int*, float*, complex*); ✗: no promotion. */
export function renderTable(policy: PolicyName, format: TableFormat, x64 = true): string {
  const label = (node: AnyDType) => ((weakTypes as readonly string[]).includes(node) ? `${node}*` : node);
  const rows = promotionTable(policy, x64).map((row) => row.map((cell) => (cell === undefined ? '✗' : label(cell))));
  const header = nodes.map(label);
  if (format === 'csv') {
    return [['', ...header], ...rows.map((row, index) => [header[index], ...row])].map((line) => line.join(',')).join('\n') + '\n';
  }
  if (format === 'html') {
    const caption = `${policy}${x64 ? '' : ', x64 off'}: the promotion of row and column (* weak type, ✗ none)`;
    const lines = [
      '<table class="dtype-lattice-promotions">',
      `<caption>${escapeHtml(caption)}</caption>`,
      `<thead><tr><th></th>${header.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>`,
      '<tbody>',
      ...rows.map((row, index) => `<tr><th scope="row">${header[index]}</th>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`),
      '</tbody>',
      '</table>',
    ];
    return lines.join('\n') + '\n';
  }
  const escape = (text: string) => text.replace(/\*/g, '\\*');
  return (
    [
      `| | ${header.map(escape).join(' | ')} |`,
      `|---|${header.map(() => '---').join('|')}|`,
      ...rows.map((row, index) => `| **${escape(header[index]!)}** | ${row.map(escape).join(' | ')} |`),
    ].join('\n') + '\n'
  );
}

/** The lattice's immediate-successor edges as a Graphviz digraph (weak types dashed). */
export function renderDot(name: LatticeName): string {
  const edges = lattices[name] as LatticeEdges;
  const weak = new Set<string>(weakTypes);
  const lines = [`digraph "${name}" {`, '  rankdir=TB;', '  node [shape=box, style=rounded, fontname="Helvetica"];'];
  for (const node of nodes) if (weak.has(node)) lines.push(`  "${node}" [style="rounded,dashed"];`);
  for (const node of nodes) for (const next of edges[node]) lines.push(`  "${node}" -> "${next}";`);
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** Which nodes a drawing shows: all, the 15 core dtypes with the weak types, or the narrow islands with the weak types that reach them. */
export type LatticePart = 'all' | 'core' | 'narrow';

/**
 * The lattice as SVG: each node on the row of its longest path from a root, rows ordered by the
 * mean position of their predecessors, an arrow per edge. Deterministic (docs/ keeps the output).
 * A part draws the edges among its nodes only (the README shows the core; the islands are apart).
 */
export function renderSvg(name: LatticeName, part: LatticePart = 'all'): string {
  const weak = new Set<string>(weakTypes);
  const allEdges = lattices[name] as LatticeEdges;
  const drawn = nodes.filter((node) =>
    part === 'all' ? true : part === 'core' ? !isNarrow(node) : isNarrow(node) || allEdges[node].some((next) => isNarrow(next)),
  );
  const shown = new Set<AnyDType>(drawn);
  const edges = Object.fromEntries(nodes.map((node) => [node, allEdges[node].filter((next) => shown.has(next))])) as unknown as LatticeEdges;
  const rank = new Map<AnyDType, number>();
  const rankOf = (node: AnyDType): number => {
    const known = rank.get(node);
    if (known !== undefined) return known;
    const parents = drawn.filter((parent) => edges[parent].includes(node));
    const value = parents.length ? Math.max(...parents.map(rankOf)) + 1 : 0;
    rank.set(node, value);
    return value;
  };
  const rows: AnyDType[][] = [];
  for (const node of drawn) (rows[rankOf(node)] ??= []).push(node);
  const position = new Map<AnyDType, number>();
  const boxWidth = Math.max(92, 16 + Math.ceil(7.2 * Math.max(...drawn.map((node) => node.length)))); // fits the longest name
  const boxHeight = 28;
  const columnGap = 24;
  const rowGap = 44;
  const widest = Math.max(...rows.map((row) => row.length));
  const width = widest * (boxWidth + columnGap) + columnGap;
  for (const row of rows) {
    const mean = (node: AnyDType) => {
      const parents = drawn.filter((parent) => edges[parent].includes(node) && position.has(parent));
      return parents.length ? parents.reduce((sum, parent) => sum + position.get(parent)!, 0) / parents.length : width / 2;
    };
    const ordered = [...row].sort((left, right) => mean(left) - mean(right) || drawn.indexOf(left) - drawn.indexOf(right));
    const rowWidth = ordered.length * (boxWidth + columnGap) - columnGap;
    ordered.forEach((node, index) => position.set(node, (width - rowWidth) / 2 + index * (boxWidth + columnGap) + boxWidth / 2));
  }
  const y = (node: AnyDType) => columnGap + rankOf(node) * (boxHeight + rowGap);
  const height = rows.length * (boxHeight + rowGap) - rowGap + 2 * columnGap;
  const round = (value: number) => Math.round(value * 10) / 10;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(width)}" height="${round(height)}" viewBox="0 0 ${round(width)} ${round(height)}" font-family="Helvetica, Arial, sans-serif" font-size="13">`,
    `<title>dtype-lattice: the ${name} promotion lattice (an arrow: may promote to; dashed: weak types)</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker></defs>',
    '<rect width="100%" height="100%" fill="#fff"/>',
  ];
  for (const node of drawn) {
    for (const next of edges[node]) {
      parts.push(
        `<line x1="${round(position.get(node)!)}" y1="${round(y(node) + boxHeight)}" x2="${round(position.get(next)!)}" y2="${round(y(next))}" stroke="#555" stroke-width="1.2" marker-end="url(#arrow)"/>`,
      );
    }
  }
  for (const node of drawn) {
    const x = position.get(node)! - boxWidth / 2;
    const dashed = weak.has(node) ? ' stroke-dasharray="4 3"' : '';
    parts.push(
      `<rect x="${round(x)}" y="${round(y(node))}" width="${boxWidth}" height="${boxHeight}" rx="7" fill="${weak.has(node) ? '#f4f4f4' : '#eef4ff'}" stroke="#345"${dashed}/>`,
      `<text x="${round(position.get(node)!)}" y="${round(y(node) + boxHeight / 2 + 4.5)}" text-anchor="middle"${weak.has(node) ? ' font-style="italic"' : ''}>${node}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

export const helpText = `dtype-lattice — JAX's dtype promotion lattice and other systems' policies

Usage:
  dtype-lattice table [--policy <name>] [--x32] [--format md|csv|html]
      Every pair's promotion under a policy (default jax). * marks a weak type, ✗ no promotion.
  dtype-lattice lattice [--lattice jax|x32|strict] [--format dot|svg]
      The promotion lattice's edges as Graphviz dot (default) or as an SVG drawing.
  dtype-lattice promote <dtype> <dtype> [--policy <name>] [--x32]
      The dtype two dtypes (or weak types int, float, complex) promote to.
  dtype-lattice --help | --version

Policies: ${policyNames.join(', ')}.
Dtypes: ${dtypes.join(', ')}; weak types: ${weakTypes.join(', ')}.
--x32 runs with JAX's x64 mode off.
`;

/** An error the user caused on the command line: message to stderr, exit code 2. */
export class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Map<string, string | true>;
}

function parse(args: readonly string[], command: string, valued: readonly string[], flags: readonly string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index++) {
    const argument = args[index]!;
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const [name, inline] = argument.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`option --${name} of '${command}' takes no value`);
      options.set(name, true);
    } else if (valued.includes(name)) {
      const value = inline ?? args[++index];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`option --${name} of '${command}' needs a value`);
      options.set(name, value);
    } else {
      const known = [...valued, ...flags].map((option) => `--${option}`).join(', ');
      throw new UsageError(`unknown option '${argument}' for '${command}' (it takes ${known})`);
    }
  }
  return { positional, options };
}

function choice<Value extends string>(value: string | true | undefined, allowed: readonly Value[], fallback: Value, what: string): Value {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as Value;
  throw new UsageError(`unknown ${what} '${String(value)}' (expected one of: ${allowed.join(', ')})`);
}

/** Runs the command line; returns the exit code (0, 1 for a library error, 2 for a usage error). */
export function main(args: readonly string[], write: (text: string) => void, writeError: (text: string) => void, version = ''): number {
  try {
    const [command, ...rest] = args;
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      (command === undefined ? writeError : write)(helpText);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
      write(`${version}\n`);
      return 0;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      write(helpText);
      return 0;
    }
    if (command === 'table') {
      const { positional, options } = parse(rest, command, ['policy', 'format'], ['x32']);
      if (positional.length) throw new UsageError(`'table' takes no arguments, got '${positional.join(' ')}'`);
      const policy = choice(options.get('policy'), policyNames, 'jax', 'policy');
      write(renderTable(policy, choice(options.get('format'), tableFormats, 'md', 'format'), !options.has('x32')));
      return 0;
    }
    if (command === 'lattice') {
      const { positional, options } = parse(rest, command, ['lattice', 'format'], []);
      if (positional.length) throw new UsageError(`'lattice' takes no arguments, got '${positional.join(' ')}'`);
      const name = choice(options.get('lattice'), Object.keys(lattices) as LatticeName[], 'jax', 'lattice');
      const format = choice(options.get('format'), graphFormats, 'dot', 'format');
      write(format === 'svg' ? renderSvg(name) : renderDot(name));
      return 0;
    }
    if (command === 'promote') {
      const { positional, options } = parse(rest, command, ['policy'], ['x32']);
      if (positional.length !== 2) throw new UsageError(`'promote' takes two dtypes, got ${positional.length}: dtype-lattice promote int8 uint8`);
      const policy = choice(options.get('policy'), policyNames, 'jax', 'policy');
      const resolved = resolvePolicy({ policy, x64: !options.has('x32') });
      write(`${promoteWith(resolved, checkNode(positional[0]), checkNode(positional[1]))}\n`);
      return 0;
    }
    throw new UsageError(`unknown command '${command}' (expected table, lattice or promote)`);
  } catch (error) {
    if (error instanceof UsageError) {
      writeError(`dtype-lattice: ${error.message}\nRun 'dtype-lattice --help' for usage.\n`);
      return 2;
    }
    writeError(`dtype-lattice: ${(error as Error).name}: ${(error as Error).message}\n`);
    return 1;
  }
}
