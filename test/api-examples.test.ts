// The examples of docs/api.md (the @example blocks of the doc comments, gathered by
// scripts/gen-docs.mjs) run here, and what they say they give is checked: `expr //=> value`
// compares expr (arrays read out with toArray(), objects and lists of arrays likewise) with value;
// `expr // NDArray<'dtype', [shape]>` checks the dtype and shape, and a following `: [values]` or
// `, a view: [values]` the values. Blocks with neither only illustrate and are not run. Every
// function of issues #28 and #44 must have an example that is checked, and every member of NDArray is listed with one.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.js';

const api = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');

/** Each section's name and its example blocks. */
function sections(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let name = '';
  let part = '';
  const lines = api.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.startsWith('## ')) part = line.slice(3).trim();
    if (part === 'Types') continue; // type-level examples: checked by the type tests
    if (line.startsWith('### ')) {
      if (/\.[A-Z]/.test(line)) {
        name = '';
        continue;
      } // a namespace's types (random.Key)
      name = line.slice(4).trim();
      found.set(name, []);
    } else if (line === 'Example:' && lines[index + 2] === '```ts') {
      const end = lines.indexOf('```', index + 3);
      if (name) found.get(name)!.push(lines.slice(index + 3, end).join('\n'));
      index = end;
    }
  }
  return found;
}

const ISSUE_28 = [
  'linspace',
  'eye',
  'identity',
  'empty',
  'zerosLike',
  'onesLike',
  'fullLike',
  'emptyLike',
  'tri',
  'meshgrid',
  'take',
  'takeAlongAxis',
  'at',
  'scatter',
  'sort',
  'argsort',
  'searchsorted',
  'topK',
  'unique',
  'allclose',
  'isclose',
  'arrayEqual',
  'nonzero',
  'argwhere',
  'flip',
  'roll',
  'pad',
  'tile',
  'repeat',
  'split',
  'erf',
  'logsumexp',
  'linalg',
  'random.key',
  'random.keyData',
  'random.split',
  'random.foldIn',
  'random.bits',
  'random.uniform',
  'random.normal',
  'random.randint',
  'random.bernoulli',
  'random.categorical',
  'random.permutation',
  'random.choice',
  'random.threefry2x32',
  'memoryStats',
  'NDArray',
];

/** The functions of issue #44 (the NumPy port): each needs a checked example too. */
const ISSUE_44 = [
  'swapaxes',
  'moveaxis',
  'ravel',
  'atleast1d',
  'atleast2d',
  'atleast3d',
  'hstack',
  'vstack',
  'dstack',
  'columnStack',
  'arraySplit',
  'hsplit',
  'vsplit',
  'dsplit',
  'block',
  'diag',
  'diagflat',
  'diagonal',
  'trace',
  'triu',
  'tril',
  'triuIndices',
  'trilIndices',
  'diagIndices',
  'kron',
  'cross',
  'fillDiagonal',
  'indices',
  'ix',
  'unravelIndex',
  'ravelMultiIndex',
  'broadcastArrays',
  'flatnonzero',
  'extract',
  'select',
  'piecewise',
  'union1d',
  'intersect1d',
  'setxor1d',
  'setdiff1d',
  'isin',
  'partition',
  'argpartition',
  'lexsort',
  'insert',
  'delete',
  'append',
  'resize',
  'polyadd',
  'polysub',
  'polymul',
  'polyder',
  'polyint',
  'polyval',
  'polyfit',
  'roots',
  'nansum',
  'nanprod',
  'nanmean',
  'nanvar',
  'nanstd',
  'nanmin',
  'nanmax',
  'nanargmax',
  'nanargmin',
  'nancumsum',
  'nancumprod',
  'nanmedian',
  'nanpercentile',
  'nanquantile',
  'median',
  'quantile',
  'percentile',
  'average',
  'ptp',
  'countNonzero',
  'bincount',
  'histogram',
  'histogramBinEdges',
  'digitize',
  'cov',
  'corrcoef',
  'histogram2d',
  'gradient',
  'unwrap',
  'cumulativeSum',
  'cumulativeProd',
  'convolve',
  'correlate',
  'diff',
  'ediff1d',
  'trapezoid',
  'interp',
  'rot90',
];

// The NumPy/JAX names a port reaches for (test/porting-names.test.ts).
const PORTING = [
  'logspace',
  'geomspace',
  'fliplr',
  'flipud',
  'asarray',
  'finfo',
  'iinfo',
  'canCast',
  'ndim',
  'shape',
  'size',
  'iscomplexobj',
  'isrealobj',
  'rollaxis',
  'arrayEquiv',
  'vander',
  'compress',
  'choose',
  'putAlongAxis',
  'packbits',
  'unpackbits',
  'poly',
];

/** What a result reads as: arrays as toArray() gives them, through lists and plain objects. */
function readOut(value: unknown): unknown {
  if (library.isNDArray(value)) return value.toArray();
  if (Array.isArray(value)) return value.map(readOut);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, readOut(each)]));
  }
  return value;
}

/** An example block as JavaScript whose `//=>` and `// NDArray<…>` comments became checks. */
function instrument(block: string): string {
  const out: string[] = [];
  for (const line of block.split('\n')) {
    const at = line.indexOf('//');
    const code = (at < 0 ? line : line.slice(0, at)).trim().replace(/;$/, '');
    const comment = at < 0 ? '' : line.slice(at + 2).trim();
    const declared = /^(const|let)\s+(\w+)\s*=\s*(.*)$/.exec(code);
    const expression = declared ? declared[3]! : code;
    const bind = (text: string) => (declared ? `${declared[1]} ${declared[2]} = ${text};` : `${text};`);
    const typed = /^NDArray<'(\w+)',\s*\[([^\]]*)\]>(?:[^:[]*?(?::|, a (?:view|copy):)\s*(\[.*\]))?/.exec(comment);
    if (comment.startsWith('=>') && expression)
      out.push(bind(`__equal(${expression}, ${comment.slice(2).trim()}, ${JSON.stringify(line)})`));
    else if (typed && expression) {
      out.push(
        bind(
          `__array(${expression}, ${JSON.stringify(typed[1])}, ${JSON.stringify(typed[2])}, ${typed[3] ?? 'undefined'}, ${JSON.stringify(line)})`,
        ),
      );
    } else if (code) out.push(`${code};`);
  }
  return transformSync(out.join('\n'), { loader: 'ts' }).code;
}

function run(block: string): void {
  const names = Object.keys(library).filter(
    (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'delete' && name !== 'var',
  ); // reserved words (delete_ and variance are them)
  const equal = (actual: unknown, expected: unknown, line: string) => {
    expect(readOut(actual), line).toEqual(expected);
    return actual;
  };
  const checkArray = (actual: unknown, dtype: string, shape: string, values: unknown, line: string) => {
    expect(library.isNDArray(actual), line).toBe(true);
    const result = actual as library.NDArray;
    expect(result.dtype, line).toBe(dtype);
    const dims = shape
      .split(',')
      .map((each) => each.trim())
      .filter(Boolean);
    expect(result.shape.length, line).toBe(dims.length);
    dims.forEach((each, axis) => {
      if (/^\d+$/.test(each)) expect(result.shape[axis], line).toBe(Number(each));
    });
    if (values !== undefined) expect(readOut(result), line).toEqual(values);
    return actual;
  };
  const body = instrument(block);
  new Function(...names, '__equal', '__array', body)(
    ...names.map((name) => (library as Record<string, unknown>)[name]),
    equal,
    checkArray,
  );
}

/** Whether a block says what it gives (a `//=>` or a `// NDArray<'dtype', [shape]>` comment). */
const checks = (block: string) => /\/\/\s*=>|\/\/\s*NDArray<'\w+',\s*\[/.test(block);

const found = sections();

describe('docs/api.md examples', () => {
  it.each([...ISSUE_28, ...ISSUE_44, ...PORTING])('%s has an example', (name) => {
    const checked = (found.get(name) ?? []).filter(checks);
    expect(
      checked.length,
      `${name}: add an @example that says what it gives to its doc comment, then npm run docs`,
    ).toBeGreaterThan(0);
  });

  it('lists every member of NDArray, each with an example', () => {
    const runtime = library.scope(() => {
      const x = library.array([1, 2], 'float32');
      return [...Object.keys(x), ...Object.getOwnPropertyNames(library.NDArray.prototype)];
    });
    const listed = [...found.keys()].filter((name) => name.startsWith('NDArray#')).map((name) => name.slice(8));
    expect(listed.filter((name) => !name.startsWith('[')).sort()).toEqual(
      runtime.filter((name) => name !== 'constructor').sort(),
    );
    for (const name of listed)
      expect(found.get(`NDArray#${name}`)!.length, `NDArray#${name}: no example`).toBeGreaterThan(0);
  });

  // Blocks that only illustrate (no `//=>`, no literal NDArray type) are not run.
  const blocks = [...found].flatMap(([name, examples]) =>
    examples.filter(checks).map((block, index) => ({ name, index, block })),
  );
  it.each(blocks)('$name example $index runs and gives what it says', ({ block }) => {
    library.scope(() => run(block));
  });
});
