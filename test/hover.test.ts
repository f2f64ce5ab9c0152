// What an editor shows: test/fixtures/hover/consumer.ts opened through real TypeScript clients,
// hovering every name it declares:
// - TypeScript 6's language service (`@typescript/typescript6`, getQuickInfoAtPosition),
// - TypeScript 5.9's language service (the one tsd bundles, `@tsd/typescript`),
// - TypeScript 7's language server (`tsc --lsp --stdio`, textDocument/hover; scripts/lsp-client.mjs).
// Each hover must name the dtype and shape directly, short, with nothing unevaluated in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeScript, openInLanguageService, root } from './support/language-service.mjs';
import { startLanguageServer } from '../scripts/lsp-client.mjs';

const fixture = 'test/fixtures/hover/consumer.ts';
const fixturePath = join(root as string, fixture);
const source = readFileSync(fixturePath, 'utf8');

type Compiler = 'ts5.9' | 'ts6' | 'ts7';

/**
 * What the hover of each name says after `const name: ` (or `type Name = `). Where a compiler
 * writes it differently (TypeScript 7 orders union members its own way), that compiler's text.
 */
const expected: Record<string, string | ({ default: string } & Partial<Record<Compiler, string>>)> = {
  // Arrays from literals and creation functions: literal shapes.
  int8Matrix: 'NDArray<"int8", [2, 2]>',
  uint8Row: 'NDArray<"uint8", [2]>',
  defaultInts: 'NDArray<"int32", [3]>',
  defaultFloats: 'NDArray<"float32", [2, 2]>',
  bools: 'NDArray<"bool", [2]>',
  float32Zeros: 'NDArray<"float32", [2, 3]>',
  float64Ones: 'NDArray<"float64", [3]>',
  range: 'NDArray<"int32", [5]>',
  reshaped: 'NDArray<"int8", [4]>',
  cast: 'NDArray<"float16", [2, 2]>',
  // Arithmetic with broadcasting.
  sum: 'NDArray<"int16", [2, 2]>',
  difference: 'NDArray<"float32", [2, 3]>',
  product: 'NDArray<"int16", [3, 2]>',
  powered: 'NDArray<"int8", [2, 2]>',
  largest: 'NDArray<"float32", [2, 3]>',
  broadcast: 'NDArray<"float32", [3, 4]>',
  // Division.
  quotient: 'NDArray<"float32", [2, 2]>',
  wideQuotient: 'NDArray<"float", [4]>',
  floored: 'NDArray<"int32", [2]>',
  remainders: 'NDArray<"int8", [2, 2]>',
  // Comparisons, logical, bitwise.
  isEqual: 'NDArray<"bool", [2, 2]>',
  isLess: 'NDArray<"bool", [2, 3]>',
  both: 'NDArray<"bool", [2]>',
  masked: 'NDArray<"int16", [2, 2]>',
  // Unary.
  negated: 'NDArray<"int8", [2, 2]>',
  magnitude: 'NDArray<"float32", [1]>',
  root: 'NDArray<"float32", [3]>',
  squared: 'NDArray<"int32", [2]>',
  rootMethod: 'NDArray<"float64", [2]>',
  // Chains.
  chain: 'NDArray<"float16", [2, 2]>',
  chainFunctions: 'NDArray<"float16", [2, 2]>',
  // Weak scalars.
  weakSum: 'NDArray<"float", []>',
  weakInt: 'NDArray<"int", []>',
  weakWithStrong: 'NDArray<"int8", [2, 2]>',
  weakFloatWithInt: 'NDArray<"float", [2, 2]>',
  wideNumber: {
    default: 'NDArray<"int8" | "float", [2, 2]>',
    ts7: 'NDArray<"float" | "int8", [2, 2]>',
  },
  // Unknown shapes.
  unknownShape: 'NDArray<"int16", number[]>',
  unknownSum: 'NDArray<"int16", number[]>',
  // Policies.
  numpySum: 'NDArray<"float64", [1]>',
  numpyDivide: 'NDArray<"float64", [2, 2]>',
  torchSum: 'NDArray<"int16", [1]>',
  torchScalar: 'NDArray<"float32", [2]>',
  strictSum: 'NDArray<"float32", [1]>',
  x32Weak: 'NDArray<"float", [3]>',
  tensorflowScalar: 'NDArray<"int8", [2]>',
  // Registry rows added with their kernels, and unary operations under policies.
  hypotenuse: 'NDArray<"float32", [2, 2]>',
  flooredInts: 'NDArray<"int8", [2, 2]>',
  rounded: 'NDArray<"float32", [2, 2]>',
  numpyRoot: 'NDArray<"float16", [2, 2]>',
  torchRoot: 'NDArray<"float32", []>',
  x32Root: 'NDArray<"float", []>',
  // Narrow dtypes.
  fp8: 'NDArray<"float8_e4m3fn", [2]>',
  fp8Scaled: 'NDArray<"float8_e4m3fn", [2]>',
  dequantised: 'NDArray<"float32", [2]>',
  int4Sum: 'NDArray<"int4", [2]>',
  // The toolkit (selection, reductions, views), with and without declared result types.
  clipped: 'NDArray<"int8", [2, 2]>',
  selected: 'NDArray<"float32", [2, 3]>',
  rowSums: 'NDArray<"int32", [2]>',
  average: 'NDArray<"float32", []>',
  columnMax: 'NDArray<"float32", [1, 3]>',
  running: 'NDArray<"uint8", [2]>', // cumsum keeps unsigned ints (JAX)
  declaredClip: 'NDArray<"int8", [2, 2]>',
  declaredWhere: 'NDArray<"int16", [2, 2]>',
  declaredSum: 'NDArray<"int32", [2]>',
  transposed: 'NDArray<"float32", [3, 2]>',
  firstRow: 'NDArray<"float32", [3]>',
  // A dtype chosen at run time (`d: DType`): by name, not as its 30 members (issue #24).
  runtimeZeros: 'NDArray<DType, [2]>',
  runtimeSum: 'NDArray<DType, [2]>',
  runtimeCast: 'NDArray<DType, [2, 2]>',
  runtimeMax: 'NDArray<DType, []>',
  runtimeSpaced: 'NDArray<DType, [4]>',
  // The policy-bound libraries themselves.
  numpy: 'PolicyLibrary<"numpy">',
  torch: 'PolicyLibrary<"torch">',
  strict: 'PolicyLibrary<"strict">',
  x32: 'PolicyLibrary<{\n    readonly x64: false;\n}>',
  tensorflow: 'PolicyLibrary<"tensorflow">',
  // Type-level results.
  Joined: '"float32"',
  Sum: '"int16"',
  Quotient: '"float64"',
  Float8Joined: '"float8_e5m2"',
};

/**
 * test/fixtures/hover/generic.ts: the results inside generic helpers. Kept ones are `NDArray<D, S>`;
 * the others name the operations that made them (issue #24), never the rules they resolve through.
 */
const genericFixture = 'test/fixtures/hover/generic.ts';
const genericPath = join(root as string, genericFixture);
const genericSource = readFileSync(genericPath, 'utf8');
const genericExpected: Record<string, string> = {
  intQuotient: 'NDArray<Divide<D, D>, S>',
  standardized: 'NDArray<Divide<Subtract<D, Mean<D>>, Std<D>>, S>',
  clipped: 'NDArray<Clip<D, 0, 1>, S>',
  selected: 'NDArray<Where<D, "int">, S>',
  largestAt: 'NDArray<Argmax<D>, Reduced<S, 0>>',
  root: 'NDArray<Sqrt<D>, S>',
  keptStandardized: 'NDArray<D, S>',
  keptClipped: 'NDArray<D, S>',
  numpyQuotient: 'NDArray<Divide<D, D, "numpy">, S>',
  numpyMean: 'NDArray<Mean<D, "numpy">, []>',
  numpyRoot: 'NDArray<Sqrt<D, "numpy">, S>',
};
const genericDeclarations = [...genericSource.matchAll(/^ +const (\w+) =/gm)].map((match) => {
  const offset = match.index! + match[0].length - match[1]!.length - ' ='.length;
  const before = genericSource.slice(0, offset).split('\n');
  return { name: match[1]!, offset, line: before.length - 1, character: before.at(-1)!.length };
});

function checkGenericHovers(hovers: () => Map<string, string | undefined>) {
  it('covers every result in the generic helpers', () => {
    expect(genericDeclarations.map((declaration) => declaration.name).sort()).toEqual(
      Object.keys(genericExpected).sort(),
    );
  });
  for (const { name } of genericDeclarations) {
    it(`generic ${name}: ${genericExpected[name]}`, () => {
      const shown = typeInHover(hovers().get(name), 'const', name);
      expect(shown, `hover of ${name}`).toBe(genericExpected[name]);
      expect(shown).not.toMatch(/ApplyRule|OutputNode|NoInfer|Promote<|ReductionNode|\bextends\b/);
    });
  }
}

/** Inputs, not results: their hovers are not checked. */
const unchecked = new Set(['someNumber', 'dims', 'runtimeDType']);
/** Policy-bound libraries: named, not NDArrays. */
const libraries = new Set(['numpy', 'torch', 'strict', 'x32', 'tensorflow']);

/** Declared names, with the offset and 0-based line/character of each name. */
const declarations = [...source.matchAll(/^(?:declare )?(const|type) (\w+)/gm)].map((match) => {
  const offset = match.index! + match[0].length - match[2]!.length;
  const before = source.slice(0, offset).split('\n');
  return {
    kind: match[1] as 'const' | 'type',
    name: match[2]!,
    offset,
    line: before.length - 1,
    character: before.at(-1)!.length,
  };
});

/** Text nothing in a result hover may contain: unevaluated type operators and conditionals. */
const unevaluated =
  /Promote<|BinaryResult<|UnaryResult<|BinaryArray<|UnaryArray<|ArrayOf<|ArrayNode<|DTypeOf<|ShapeOf<|Broadcast<|NoInfer<|WritableShape<|ReshapeResult<|\bextends\b|\binfer\b|\?/;

function expectedFor(name: string, compiler: Compiler): string {
  const entry = expected[name]!;
  return typeof entry === 'string' ? entry : (entry[compiler] ?? entry.default);
}

/** The type in a hover's declaration line: what follows `const name: ` or `type Name = `. */
function typeInHover(hover: string | undefined, kind: 'const' | 'type', name: string): string | undefined {
  if (hover === undefined) return undefined;
  const code = /```typescript\n([\s\S]*?)\n```/.exec(hover)?.[1] ?? hover;
  const prefix = kind === 'const' ? `const ${name}: ` : `type ${name} = `;
  return code.startsWith(prefix) ? code.slice(prefix.length) : code;
}

function checkHovers(compiler: Compiler, hovers: () => Map<string, string | undefined>) {
  it('covers every declared name', () => {
    const names = declarations.map((declaration) => declaration.name).filter((name) => !unchecked.has(name));
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  for (const { name, kind } of declarations) {
    if (unchecked.has(name)) continue;
    it(`${name}: ${expectedFor(name, compiler)}`, () => {
      const shown = typeInHover(hovers().get(name), kind, name);
      expect(shown, `hover of ${name}`).toBe(expectedFor(name, compiler));
      expect(shown!.length).toBeLessThanOrEqual(140);
      expect(shown).not.toMatch(unevaluated);
      if (kind === 'const' && !libraries.has(name))
        expect(shown).toMatch(/^NDArray<("\w+"( \| "\w+")*|DType), (\[[\d, ]*\]|number\[\])>$/);
    });
  }
}

for (const [compiler, packageName] of [
  ['ts6', '@typescript/typescript6'],
  ['ts5.9', '@tsd/typescript'],
] as const) {
  describe(`hovers in TypeScript ${compiler.slice(2)}'s language service (${packageName})`, () => {
    const hovers = new Map<string, string | undefined>();
    const genericHovers = new Map<string, string | undefined>();

    beforeAll(() => {
      const ts = loadTypeScript(packageName);
      const { service, hoverAt } = openInLanguageService(ts, fixturePath);
      const diagnostics = service.getSemanticDiagnostics(fixturePath);
      expect(
        diagnostics.map((diagnostic: { messageText: unknown }) =>
          ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        ),
      ).toEqual([]);
      for (const { name, offset } of declarations) hovers.set(name, hoverAt(offset));
      service.dispose();
      const generic = openInLanguageService(ts, genericPath);
      expect(generic.service.getSemanticDiagnostics(genericPath)).toEqual([]);
      for (const { name, offset } of genericDeclarations) genericHovers.set(name, generic.hoverAt(offset));
      generic.service.dispose();
    }, 180_000);

    checkHovers(compiler, () => hovers);
    checkGenericHovers(() => genericHovers);
  });
}

describe("hovers in TypeScript 7's language server (tsc --lsp --stdio)", () => {
  const hovers = new Map<string, string | undefined>();
  const genericHovers = new Map<string, string | undefined>();
  let server:
    | {
        hover(file: string, line: number, character: number): Promise<string | undefined>;
        close(): Promise<void>;
        kill(): void;
      }
    | undefined;

  beforeAll(async () => {
    server = await startLanguageServer({ cwd: root, timeoutMs: 60_000 });
    for (const { name, line, character } of declarations)
      hovers.set(name, await server!.hover(fixture, line, character));
    for (const { name, line, character } of genericDeclarations)
      genericHovers.set(name, await server!.hover(genericFixture, line, character));
  }, 180_000);

  afterAll(async () => {
    try {
      await server?.close();
    } finally {
      server?.kill();
    }
  }, 30_000);

  checkHovers('ts7', () => hovers);
  checkGenericHovers(() => genericHovers);
});
