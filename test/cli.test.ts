// The command line, run as users run it (node bin/dtype-lattice.mjs over the built dist/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dtypes, promoteTypes, weakTypes, type AnyDType } from '../src/index.js';
import { strictLattice } from '../src/registry/lattice-data.js';

const bin = fileURLToPath(new URL('../bin/dtype-lattice.mjs', import.meta.url));
const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, code: result.status };
};

describe('dtype-lattice promote', () => {
  it.each([
    [['int8', 'uint8'], 'int16'],
    [['uint64', 'int8'], 'float (weak; materialises as float32)'],
    [['uint64', 'int8', '--x64'], 'float (weak; materialises as float64)'],
    [['uint32', 'int32'], 'int32'],
    [['uint32', 'int32', '--x32'], 'int32'],
    [['uint32', 'int32', '--x64'], 'int64'],
    [['int64', 'uint64', '--policy', 'numpy'], 'float64'],
    [['int64', 'uint64', '--policy=numpy'], 'float64'],
    [['bfloat16', 'float16', '--policy', 'torch'], 'float32'],
  ])('promote %j → %s', (args, expected) => {
    expect(cli('promote', ...args)).toEqual({ stdout: `${expected}\n`, stderr: '', code: 0 });
  });

  it.each([
    [['int8', '2'], 'int8'],
    [['uint8', '2.5'], 'float (weak; materialises as float32)'],
    [['uint8', '2.5', '--x64'], 'float (weak; materialises as float64)'],
    [['int8', '-2'], 'int8'],
    [['float16', '1+2j'], 'complex64'],
    [['2j', '3'], 'complex (weak; materialises as complex64)'],
    [['int', '2.5'], 'float (weak; materialises as float32)'],
    [['bool', 'true'], 'bool'],
    [['uint16', '5n'], 'uint16'],
    [['f4', 'NaN'], 'float32'],
    [['i1', 'u1'], 'int16'],
    [['u8', 'i1'], 'float (weak; materialises as float32)'],
    [['bf', 'f2'], 'float32'],
    [['c8', 'f8'], 'complex128'],
    [['e4m3fn', 'i*'], 'float8_e4m3fn'],
    [['int8', 'uint8', 'float16'], 'float16'],
  ])('scalars, short names and more than two inputs: promote %j → %s (what resultType gives)', (args, expected) => {
    expect(cli('promote', ...args)).toEqual({ stdout: `${expected}\n`, stderr: '', code: 0 });
  });

  it('a refused promotion and an unknown dtype are the library errors, exit 1', () => {
    expect(cli('promote', 'float32', 'int32', '--policy', 'strict')).toEqual({
      stdout: '',
      stderr:
        "dtype-lattice: TypePromotionError: No implicit promotion between 'float32' and 'int32' under policy 'strict'; cast one explicitly with astype() to the dtype you want.\n",
      code: 1,
    });
    const unknown = cli('promote', 'int8', 'int7');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(
      /^dtype-lattice: TypeError: Unknown dtype 'int7'\. Valid dtypes are listed in dtypes: bool, /,
    );
  });
});

describe('dtype-lattice table', () => {
  const nodes = [...dtypes, ...weakTypes];
  it('csv: a header and a row per dtype, every cell the runtime promotion (✗ where refused)', () => {
    const { stdout, code } = cli('table', '--policy', 'numpy', '--format', 'csv');
    expect(code).toBe(0);
    const rows = stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    expect(rows).toHaveLength(nodes.length + 1);
    const label = (node: string) => ((weakTypes as readonly string[]).includes(node) ? `${node}*` : node);
    expect(rows[0]).toEqual(['', ...nodes.map(label)]);
    nodes.forEach((left, row) =>
      nodes.forEach((right, column) => {
        let expected: string;
        try {
          expected = label(promoteTypes(left, right, { policy: 'numpy' }) as string);
        } catch {
          expected = '✗';
        }
        expect(rows[row + 1]![column + 1], `${left}, ${right}`).toBe(expected);
      }),
    );
  });

  it('md (default) and html', () => {
    const markdown = cli('table', '--format', 'md').stdout.split('\n');
    expect(markdown[0]).toBe(
      `| | ${nodes.map((node) => node.replace(/^(int|float|complex)$/, '$1\\*')).join(' | ')} |`,
    );
    expect(markdown[2]).toMatch(/^\| \*\*bool\*\* \| bool \| uint8 \|/);
    const html = cli('table', '--format', 'html', '--policy', 'torch').stdout;
    expect(html).toMatch(/^<table class="dtype-lattice-promotions">\n<caption>torch: /);
    expect(html.match(/<tr>/g)).toHaveLength(nodes.length + 1);
  });
});

// Untyped, so the checker does not compute every pair's promotion under each policy at the type level.
const promoteLoosely = promoteTypes as unknown as (
  left: string,
  right: string,
  options: { policy: string; x64: boolean },
) => AnyDType;

describe('dtype-lattice table (text, the default)', () => {
  it('fits 120 columns: a two-character code per dtype, every cell the runtime promotion, a legend', async () => {
    const { compactCodes } = await import('../src/api/cli.js');
    for (const [policy, extra] of [
      ['jax', []],
      ['torch', []],
      ['jax', ['--x64']],
    ] as const) {
      const { stdout, code } = cli('table', '--policy', policy, ...extra);
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(120);
      const nodes = [...dtypes, ...weakTypes];
      expect(lines[1]!.trim().split(/ +/)).toEqual(nodes.map((node) => compactCodes[node]));
      nodes.forEach((left, row) => {
        const cells = lines[row + 2]!.trim().split(/ +/);
        expect(cells[0]).toBe(compactCodes[left]);
        nodes.forEach((right, column) => {
          let expected = '-';
          try {
            expected = compactCodes[promoteLoosely(left, right, { policy, x64: extra.length > 0 })];
          } catch {}
          expect(cells[column + 1], `${left}, ${right}`).toBe(expected);
        });
      });
      const legend = lines.slice(nodes.length + 3).join('   ');
      for (const node of nodes) expect(legend).toContain(`${compactCodes[node]} ${node}`);
    }
    expect(new Set(Object.values(compactCodes)).size).toBe(dtypes.length + weakTypes.length);
  });
});

describe('dtype-lattice lattice', () => {
  it('dot: one edge per successor, weak types dashed', () => {
    const { stdout, code } = cli('lattice', '--format', 'dot');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^digraph "jax" \{/);
    expect(stdout).toContain('  "int8" -> "int16";');
    expect(stdout).toContain('  "int" [style="rounded,dashed"];');
    expect(cli('lattice', '--lattice', 'x32').stdout).toContain('  "uint32" -> "int32";');
  });

  it('svg: a box per node and an arrow per edge', () => {
    const { stdout } = cli('lattice', '--format', 'svg', '--lattice', 'strict');
    expect(stdout).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(stdout.match(/<rect x=/g)).toHaveLength(dtypes.length + weakTypes.length);
    // An arrow per edge of the strict lattice: int → float and every integer (4 of them sub-byte);
    // float → complex and every float (11 narrow); complex → 2 (13 + 16 + 2 today).
    const edges = Object.values(strictLattice).reduce((total, successors) => total + successors.length, 0);
    expect(stdout.match(/<line /g)).toHaveLength(edges);
  });
});

describe('usage', () => {
  it('--help lists the commands; no command prints it to stderr with exit 2', () => {
    const help = cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/dtype-lattice table \[--policy <name>\] \[--x64\] \[--format text\|md\|csv\|html\]/);
    expect(help.stdout).toMatch(/dtype-lattice promote <input> <input> \[<input> …\]/);
    expect(help.stdout).toContain('int8 (i1)');
    expect(help.stdout).toContain('promote uint8 2.5 → float (weak; materialises as float32)');
    for (const line of help.stdout.split('\n').slice(0, 20)) expect(line.length).toBeLessThanOrEqual(120);
    expect(cli('table', '--help').stdout).toBe(help.stdout);
    expect(cli()).toMatchObject({ code: 2, stdout: '' });
  });

  it.each([
    [['table', '--foo'], "unknown option '--foo' for 'table' (it takes --policy, --format, --x32, --x64)"],
    [['promote', 'int8', 'int16', '--x64', '--x32'], 'give --x64 or --x32, not both'],
    [['table', '--format', 'xml'], "unknown format 'xml' (expected one of: text, md, csv, html)"],
    [['table', '--policy', 'matlab'], "unknown policy 'matlab' (expected one of: jax, "],
    [['table', '--policy'], "option --policy of 'table' needs a value"],
    [['lattice', '--format', 'png'], "unknown format 'png' (expected one of: dot, svg)"],
    [['promote', 'int8'], "'promote' takes two or more dtypes or scalars, got 1"],
    [['promote', 'int8', 'int16', '--x32=yes'], "option --x32 of 'promote' takes no value"],
    [['frobnicate'], "unknown command 'frobnicate' (expected table, lattice or promote)"],
  ])('%j → exit 2: %s', (args, message) => {
    const { code, stdout, stderr } = cli(...args);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toContain(`dtype-lattice: ${message}`);
    expect(stderr).toContain("Run 'dtype-lattice --help' for usage.");
  });
});
