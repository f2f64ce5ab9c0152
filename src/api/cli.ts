// The command line (`npx dtype-lattice …`, bin/dtype-lattice.mjs) and the renderers it shares
// with `npm run docs`: a policy's promotion table as Markdown, CSV or HTML, and a lattice as
// Graphviz dot or as SVG drawn here (a layered layout of the edge data; no Graphviz needed).
import type { PolicyName } from '../../types/policy.js';
import { dtypes, isNarrow, isNode, isWeakType, materialize, weakTypes, type AnyDType } from '../lattice/dtypes.js';
import { defaultX64, jaxLattice, jaxLatticeX32, strictLattice } from '../registry/lattice-data.js';
import type { LatticeEdges } from '../lattice/lattice.js';
import { show, unknownDTypeText } from '../errors/messages.js';
import { policyNames, readsX64, resolvePolicy } from '../policy/policy.js';
import { promoteWith, resultTypeWith } from '../plan/promote.js';
import { dtypeRows, weakRows } from '../registry/registry.js';

const nodes: readonly AnyDType[] = [...dtypes, ...weakTypes];

export const tableFormats = ['text', 'md', 'csv', 'html'] as const;
export const graphFormats = ['dot', 'svg'] as const;
export const lattices = { jax: jaxLattice, x32: jaxLatticeX32, strict: strictLattice } as const satisfies Record<
  string,
  LatticeEdges
>;
export type TableFormat = (typeof tableFormats)[number];
export type GraphFormat = (typeof graphFormats)[number];
export type LatticeName = keyof typeof lattices;

/** Every pair's promotion under a policy: rows are the left operand; undefined where it refuses. */
export function promotionTable(policy: PolicyName, x64: boolean = defaultX64): (AnyDType | undefined)[][] {
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

/**
 * Two-character codes for the compact text table: the registry's short name where it has at most
 * two characters (NumPy's codes b1, u1 … c8 and bf; i*, f*, c* for the weak types), `z` for
 * complex128 (BLAS's letter), and for the narrow dtypes their width in bits and a letter: `i` or
 * `u` for the integers, `a`, `b`, … for the floats of that width in registry order.
 */
export const compactCodes: Readonly<Record<AnyDType, string>> = (() => {
  const codes: Record<string, string> = {};
  const lettersUsed: Record<number, number> = {};
  for (const row of dtypeRows) {
    if (row.short.length <= 2) codes[row.name] = row.short;
    else if (row.name === 'complex128') codes[row.name] = 'z';
    else if (row.kind === 'float') {
      const index = (lettersUsed[row.bits] = (lettersUsed[row.bits] ?? -1) + 1);
      codes[row.name] = `${row.bits}${String.fromCharCode(97 + index)}`;
    } else codes[row.name] = `${row.bits}${row.kind === 'uint' ? 'u' : 'i'}`;
  }
  for (const row of weakRows) codes[row.name] = row.short;
  return codes as Record<AnyDType, string>;
})();

/** 'x64 on' or 'x64 off' between `before` and `after`, for the policies that read x64 (SPEC §6); '' for the others. */
function x64Label(policy: PolicyName, x64: boolean, before: string, after: string): string {
  return readsX64(policy) ? `${before}x64 ${x64 ? 'on' : 'off'}${after}` : '';
}

/**
 * A policy's table as compact text that fits 120 columns: a two-character code per dtype (legend
 * below the table), `-` where the policy does not promote.
 */
function renderCompact(policy: PolicyName, x64: boolean): string {
  const cell = (node: AnyDType | undefined) => (node === undefined ? '-' : compactCodes[node]).padStart(2);
  const lines = [
    `${policy}${x64Label(policy, x64, ' (', ')')}: the promotion of row and column; - none; * weak type. Codes below.`,
    `   ${nodes.map((node) => cell(node)).join(' ')}`,
    ...promotionTable(policy, x64).map((row, index) => `${cell(nodes[index])} ${row.map(cell).join(' ')}`),
    '',
  ];
  let line = '';
  for (const node of nodes) {
    const entry = `${compactCodes[node]} ${node}${(weakTypes as readonly string[]).includes(node) ? ' (weak)' : ''}`;
    if (line && line.length + 3 + entry.length > 120) {
      lines.push(line);
      line = '';
    }
    line += line ? `   ${entry}` : entry;
  }
  lines.push(line);
  return lines.join('\n') + '\n';
}

/**
 * A policy's table: compact text (`text`, two-character codes), Markdown, CSV or HTML. Weak types
 * are marked `*` (int*, float*, complex*); ✗ (- in text): no promotion.
 */
export function renderTable(policy: PolicyName, format: TableFormat, x64: boolean = defaultX64): string {
  // The x64 in force: 'x64 on/off' is said only of a policy that reads it (SPEC §6).
  x64 = resolvePolicy({ policy, x64 }).x64;
  if (format === 'text') return renderCompact(policy, x64);
  const label = (node: AnyDType) => ((weakTypes as readonly string[]).includes(node) ? `${node}*` : node);
  const rows = promotionTable(policy, x64).map((row) => row.map((cell) => (cell === undefined ? '✗' : label(cell))));
  const header = nodes.map(label);
  if (format === 'csv') {
    return (
      [['', ...header], ...rows.map((row, index) => [header[index], ...row])].map((line) => line.join(',')).join('\n') +
      '\n'
    );
  }
  if (format === 'html') {
    const caption = `${policy}${x64Label(policy, x64, ', ', '')}: the promotion of row and column (* weak type, ✗ none)`;
    const lines = [
      '<table class="dtype-lattice-promotions">',
      `<caption>${escapeHtml(caption)}</caption>`,
      `<thead><tr><th></th>${header.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>`,
      '<tbody>',
      ...rows.map(
        (row, index) =>
          `<tr><th scope="row">${header[index]}</th>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
      ),
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
    part === 'all'
      ? true
      : part === 'core'
        ? !isNarrow(node)
        : isNarrow(node) || allEdges[node].some((next) => isNarrow(next)),
  );
  const shown = new Set<AnyDType>(drawn);
  const edges = Object.fromEntries(
    nodes.map((node) => [node, allEdges[node].filter((next) => shown.has(next))]),
  ) as unknown as LatticeEdges;
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
  const line = new Map<AnyDType, number>(); // the line of boxes a node is drawn on
  const boxWidth = Math.max(92, 16 + Math.ceil(7.2 * Math.max(...drawn.map((node) => node.length)))); // fits the longest name
  const boxHeight = 28;
  const columnGap = 24;
  const rowGap = 44;
  // The narrow islands are one long rank: wrapped into lines that fit a README column (830 px).
  const perLine =
    part === 'narrow' ? Math.max(1, Math.floor((830 - columnGap) / (boxWidth + columnGap))) : Number.POSITIVE_INFINITY;
  const widest = Math.min(perLine, Math.max(...rows.map((row) => row.length)));
  const width = widest * (boxWidth + columnGap) + columnGap;
  let lines = 0;
  for (const row of rows) {
    const mean = (node: AnyDType) => {
      const parents = drawn.filter((parent) => edges[parent].includes(node) && position.has(parent));
      return parents.length
        ? parents.reduce((sum, parent) => sum + position.get(parent)!, 0) / parents.length
        : width / 2;
    };
    const ordered = [...row].sort(
      (left, right) => mean(left) - mean(right) || drawn.indexOf(left) - drawn.indexOf(right),
    );
    for (let start = 0; start < ordered.length; start += perLine) {
      const chunk = ordered.slice(start, start + perLine);
      const rowWidth = chunk.length * (boxWidth + columnGap) - columnGap;
      chunk.forEach((node, index) => {
        position.set(node, (width - rowWidth) / 2 + index * (boxWidth + columnGap) + boxWidth / 2);
        line.set(node, lines);
      });
      lines += 1;
    }
  }
  const y = (node: AnyDType) => columnGap + line.get(node)! * (boxHeight + rowGap);
  const height = lines * (boxHeight + rowGap) - rowGap + 2 * columnGap;
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
  dtype-lattice promote <input> <input> [<input> …] [--policy <name>] [--x64]
      What the inputs promote to together (the library's resultType). An input is a dtype name
      (int8, bfloat16 …), its short name (i1, u8, bf, f2, c8 …; i*, f*, c* for the weak types),
      a weak type (int, float, complex) or a JavaScript scalar: 2 (a weak int), 2.5, NaN, Infinity
      (weak floats), 3n (a weak int), 1+2j or 2j (a weak complex), true/false (bool).
      A weak result says what it materialises as: promote uint8 2.5 → float (weak; materialises as float32).
  dtype-lattice table [--policy <name>] [--x64] [--format text|md|csv|html]
      Every pair's promotion under a policy (default jax). text (the default): a compact table of
      two-character codes that fits 120 columns, with a legend; md, csv, html: full dtype names.
      * marks a weak type; ✗ (- in text) no promotion.
  dtype-lattice lattice [--lattice jax|x32|strict] [--format dot|svg]
      The promotion lattice's edges as Graphviz dot (default) or as an SVG drawing: jax is JAX's
      lattice as SPEC §2 draws it (uint32 → int64), x32 the same with x64 off (uint32 → int32).
  dtype-lattice --help | --version

Policies: ${policyNames.join(', ')}.
${wrap(
  'Dtypes (short names):',
  dtypeRows.map((row) => `${row.name} (${row.short})`),
)}
Weak types: ${weakRows.map((row) => `${row.name} (${row.short})`).join(', ')}.
x64 is off by default, as in JAX; --x64 turns JAX's x64 mode on (--x32, off, is the default) for 'jax',
'strict' and 'lax'; the other systems' policies ignore it.
`;

/** A list after a heading, in lines of at most `width` characters (breaking between items), ending with '.'. */
function wrap(heading: string, items: readonly string[], width = 100): string {
  const lines: string[] = [];
  let line = heading;
  items.forEach((item, index) => {
    const text = `${item}${index === items.length - 1 ? '.' : ','}`;
    if (line.length + 1 + text.length > width) {
      lines.push(line);
      line = `  ${text}`;
    } else line = `${line} ${text}`;
  });
  return [...lines, line].join('\n');
}

/** An error the user caused on the command line: message to stderr, exit code 2. */
export class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Map<string, string | true>;
}

function parse(
  args: readonly string[],
  command: string,
  valued: readonly string[],
  flags: readonly string[],
  numbers = false,
): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index++) {
    const argument = args[index]!;
    // A negative number (promote int8 -2) is an argument, not an option.
    if (!argument.startsWith('--') || (numbers && /^-+[\d.]/.test(argument))) {
      positional.push(argument);
      continue;
    }
    const [name, inline] = argument.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`option --${name} of '${command}' takes no value`);
      options.set(name, true);
    } else if (valued.includes(name)) {
      const value = inline ?? args[++index];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`option --${name} of '${command}' needs a value`);
      options.set(name, value);
    } else {
      const known = [...valued, ...flags].map((option) => `--${option}`).join(', ');
      throw new UsageError(`unknown option '${argument}' for '${command}' (it takes ${known})`);
    }
  }
  return { positional, options };
}

/** Whether x64 is on: --x64 on, --x32 off, neither the default (off, as JAX). */
function x64Flag(options: Parsed['options']): boolean {
  if (options.has('x64') && options.has('x32')) throw new UsageError('give --x64 or --x32, not both');
  return options.has('x64') ? true : options.has('x32') ? false : defaultX64;
}

function choice<Value extends string>(
  value: string | true | undefined,
  allowed: readonly Value[],
  fallback: Value,
  what: string,
): Value {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as Value;
  throw new UsageError(`unknown ${what} '${String(value)}' (expected one of: ${allowed.join(', ')})`);
}

const shortNames: ReadonlyMap<string, AnyDType> = new Map(
  [...dtypeRows, ...weakRows].map((row) => [row.short, row.name] as [string, AnyDType]),
);

/**
 * A `promote` argument as resultType takes it: a dtype or weak type (by name or short name), or the
 * JavaScript scalar it spells (a weak int, float or complex; a bool).
 */
export function promoteInput(text: string): unknown {
  if (isNode(text)) return text;
  const named = shortNames.get(text);
  if (named !== undefined) return named;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[+-]?\d+n$/.test(text)) return BigInt(text.slice(0, -1));
  const real = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
  if (real.test(text) || /^[+-]?(NaN|Infinity|inf|nan)$/.test(text))
    return Number(text.replace(/inf$/i, 'Infinity').replace(/^([+-]?)nan$/i, 'NaN'));
  const complex =
    /^(?:([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(?=[+-]))?([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)?j$/i.exec(text);
  if (complex && text !== 'j')
    return { re: Number(complex[1] ?? 0), im: complex[2] === undefined || complex[2] === '+' ? 1 : Number(complex[2]) };
  throw new TypeError(
    `${unknownDTypeText(show(text))} Short names: ${[...shortNames.keys()].join(', ')}. Scalars: 2, -1, 3n (weak int), 2.5, NaN, Infinity (weak float), 1+2j (weak complex), true (bool).`,
  );
}

/** Runs the command line; returns the exit code (0, 1 for a library error, 2 for a usage error). */
export function main(
  args: readonly string[],
  write: (text: string) => void,
  writeError: (text: string) => void,
  version = '',
): number {
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
      const { positional, options } = parse(rest, command, ['policy', 'format'], ['x32', 'x64']);
      if (positional.length) throw new UsageError(`'table' takes no arguments, got '${positional.join(' ')}'`);
      const policy = choice(options.get('policy'), policyNames, 'jax', 'policy');
      write(renderTable(policy, choice(options.get('format'), tableFormats, 'text', 'format'), x64Flag(options)));
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
      const { positional, options } = parse(rest, command, ['policy'], ['x32', 'x64'], true);
      if (positional.length < 2) {
        throw new UsageError(
          `'promote' takes two or more dtypes or scalars, got ${positional.length}: dtype-lattice promote int8 uint8, dtype-lattice promote uint8 2.5`,
        );
      }
      const policy = choice(options.get('policy'), policyNames, 'jax', 'policy');
      const x64 = x64Flag(options);
      const result = resultTypeWith(resolvePolicy({ policy, x64 }), positional.map(promoteInput));
      write(isWeakType(result) ? `${result} (weak; materialises as ${materialize(result, x64)})\n` : `${result}\n`);
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
