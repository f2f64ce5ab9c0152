// The registry's rows against their schema: every column the generators, the runtime and the type
// level read has the shape src/registry/registry.js documents, every reference (a rule, a kernel family, an
// operation a logical one runs on, a helper kernel) names something that exists, and no row carries
// a column nobody reads (a misspelt one would be silently ignored).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dtypeRows,
  helperKernels,
  numbersOnlyOperations,
  operationRows,
  partRows,
  reductionRows,
  reductionRules,
  resultRules,
  selectionRows,
  weakRows,
} from '../src/registry/registry.js';

const root = new URL('../', import.meta.url);
const kinds = ['bool', 'uint', 'int', 'float', 'complex'];
const kernelKinds = ['bool', 'uint', 'int', 'half', 'float', 'complex'];
const dtypeNames = dtypeRows.map((row) => row.name as string);
const weakNames = weakRows.map((row) => row.name as string);
const operationNames = operationRows.map((row) => row.name as string);
const reductionNames = reductionRows.map((row) => row.name as string);

/** The row's columns are `required` plus some of `optional`, and nothing else. */
function expectColumns(row: object, required: string[], optional: string[] = []): void {
  const label = JSON.stringify(row).slice(0, 80);
  for (const column of required) expect(Object.hasOwn(row, column), `${label}: missing ${column}`).toBe(true);
  for (const column of Object.keys(row))
    expect([...required, ...optional], `${label}: unknown column ${column}`).toContain(column);
}

const asmFile = (family: string) => existsSync(new URL(`asm/${family}.ts`, root));

describe('the registry rows match their schema', () => {
  it('dtype rows', () => {
    expect(new Set(dtypeNames).size).toBe(dtypeNames.length);
    for (const row of dtypeRows) {
      expectColumns(row, ['name', 'short', 'kind', 'bits', 'storage', 'asm', 'inexact', 'real'], ['reads', 'narrow']);
      expect(kinds).toContain(row.kind);
      expect([2, 4, 6, 8, 16, 32, 64, 128]).toContain(row.bits);
      expect(row.storage).toMatch(/^(Uint8|Uint16|Int8|Int16|Uint32|Int32|Float32|Float64|BigInt64|BigUint64)Array$/);
      expect(dtypeNames, `${row.name}.inexact`).toContain(row.inexact);
      expect(dtypeNames, `${row.name}.real`).toContain(row.real);
      for (const name of 'reads' in row ? row.reads : []) expect(name).toMatch(/Array$/);
      if ('narrow' in row) {
        expect([1, 2, 4]).toContain(row.narrow.perByte);
        expect(row.narrow.perByte * row.bits).toBeLessThanOrEqual(8);
        if (row.kind === 'float') {
          // The format asm/narrow.generated.ts is written from: sign, exponent and mantissa fill the bits.
          expectColumns(row.narrow, ['compute', 'perByte', 'exponent', 'mantissa', 'bias', 'specials']);
          expect(row.narrow.compute).toBe('float32');
          expect(['ieee', 'fn', 'fnuz', 'none', 'e8m0']).toContain(row.narrow.specials);
          const sign = row.narrow.specials === 'e8m0' ? 0 : 1;
          expect(sign + row.narrow.exponent + row.narrow.mantissa, row.name).toBe(row.bits);
          expect(row.narrow.bias).toBeGreaterThan(0);
        } else {
          expectColumns(row.narrow, ['compute', 'perByte']);
          expect(row.narrow.compute).toBe('int32');
        }
      }
    }
  });

  it('weak rows', () => {
    for (const row of weakRows) {
      expectColumns(row, ['name', 'short', 'kind', 'x64', 'x32', 'inexact', 'real']);
      expect(dtypeNames).toContain(row.x64);
      expect(dtypeNames).toContain(row.x32);
      expect(weakNames).toContain(row.inexact);
      expect(weakNames).toContain(row.real);
    }
  });

  it('the numbers-only operations are binary operations', () => {
    const binary = operationRows.filter((row) => row.arity === 2).map((row) => row.name as string);
    for (const name of numbersOnlyOperations) expect(binary).toContain(name);
  });

  it('operation rows', () => {
    expect(new Set(operationNames).size).toBe(operationNames.length);
    for (const row of operationRows) {
      expectColumns(
        row,
        ['name', 'arity', 'rule', 'numpy', 'kernel'],
        ['converting', 'mixed', 'example', 'accuracy', 'aliases', 'method'],
      );
      if ('method' in row) expect(row.method, `${row.name}: method is false or absent`).toBe(false);
      // An alias is a further name of the row's function: a name of its own, no operation's.
      for (const alias of 'aliases' in row ? row.aliases : []) {
        expect(alias).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(operationNames).not.toContain(alias);
      }
      expect(row.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(row.numpy).toMatch(/^[a-z][a-z0-9_]*$/);
      expect([1, 2]).toContain(row.arity);
      expect(Object.keys(resultRules)).toContain(row.rule);
      if (typeof row.kernel === 'string') {
        // A logical operation runs another operation's kernel on bools.
        expect(operationNames).toContain(row.kernel);
      } else {
        expectColumns(row.kernel, ['family', 'kinds'], ['entry', 'narrow']);
        expect(asmFile(row.kernel.family), `asm/${row.kernel.family}.ts`).toBe(true);
        for (const kind of row.kernel.kinds) expect(kernelKinds).toContain(kind);
      }
      if ('converting' in row) expect(helperKernels.map((kernel) => kernel.name as string)).toContain(row.converting);
      if ('mixed' in row) for (const kind of row.mixed) expect(['int', 'float']).toContain(kind);
      if ('accuracy' in row) {
        expectColumns(row.accuracy, ['domain'], ['domain64']);
        for (const domain of Object.values(row.accuracy) as number[][]) {
          expect(domain).toHaveLength(2);
          expect(domain[0]!).toBeLessThan(domain[1]!);
        }
      }
      if ('example' in row) expect(row.example).toMatch(new RegExp(`^${row.name}\\(.*//=> `));
    }
  });

  it("part rows (the one-result parts of frexp): an operation row's columns, a kernel of their own, no name of an operation", () => {
    for (const row of partRows) {
      expectColumns(row, ['name', 'of', 'arity', 'rule', 'kernel']);
      expect(row.name).toMatch(new RegExp(`^${row.of}[A-Z][a-zA-Z]*$`));
      expect(operationNames).not.toContain(row.name);
      expect(operationNames).not.toContain(row.of);
      expect([1, 2]).toContain(row.arity);
      expect(Object.keys(resultRules)).toContain(row.rule);
      expectColumns(row.kernel, ['family', 'kinds'], ['entry']);
      expect(asmFile(row.kernel.family), `asm/${row.kernel.family}.ts`).toBe(true);
      for (const kind of row.kernel.kinds) expect(kernelKinds).toContain(kind);
    }
  });

  it('helper kernels', () => {
    for (const kernel of helperKernels) {
      expectColumns(kernel, ['name', 'arity', 'family', 'kinds', 'output']);
      expect(asmFile(kernel.family)).toBe(true);
      for (const kind of kernel.kinds) expect(kernelKinds).toContain(kind);
    }
  });

  it('reduction rows', () => {
    expect(new Set(reductionNames).size).toBe(reductionNames.length);
    for (const row of reductionRows) {
      expectColumns(
        row,
        ['name', 'rule', 'numpy', 'axes', 'identity', 'options', 'kernel', 'doc'],
        ['exportName', 'aliases'],
      );
      expect(row.doc.length).toBeGreaterThan(0);
      // An alias (amax) is a further export of the row's function: a name no row has.
      for (const alias of 'aliases' in row ? row.aliases : []) {
        expect(alias).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect([...reductionNames, ...operationNames]).not.toContain(alias);
      }
      expect(Object.keys(reductionRules)).toContain(row.rule);
      expect(['many', 'one']).toContain(row.axes);
      expect(typeof row.identity).toBe('boolean');
      for (const option of row.options)
        expect(['axis', 'keepdims', 'dtype', 'where', 'initial', 'out', 'ddof']).toContain(option);
      if (typeof row.kernel === 'string') {
        if (row.kernel !== 'composite') expect(reductionNames).toContain(row.kernel);
      } else {
        expectColumns(row.kernel, ['entry', 'abi', 'dtypes']);
        expect(['rows', 'index', 'scan']).toContain(row.kernel.abi);
        for (const dtype of row.kernel.dtypes) expect(dtypeNames).toContain(dtype);
      }
    }
  });

  it('selection rows', () => {
    for (const row of selectionRows) {
      expectColumns(row, ['name', 'numpy', 'rule'], ['select']);
      if ('select' in row) for (const bytes of row.select) expect([1, 2, 4, 8, 16]).toContain(bytes);
    }
  });
});
