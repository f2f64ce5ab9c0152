// The type level's cost budget: the cases of bench/types.mjs (2,000 Promote lookups, 2,000
// chained mixed-dtype operations, 200 nested calls in one expression, 400 matrix products under
// every policy …) measured with TypeScript 6's API and TypeScript 7's tsc. Fails when an
// instantiation count exceeds the checked-in baseline (bench/type-cost-baseline.json) by more
// than its tolerance, or when a case has any diagnostic at all ("Type instantiation is
// excessively deep" included). Counts, not times: times vary by machine, counts do not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baselinePath, cases, formatTable, measureAll } from '../bench/types.mjs';

interface Figures {
  instantiations: number;
  perOperation: number;
  seconds: number;
}
interface Result {
  name: string;
  count: number;
  ts6: Figures & { version: string };
  ts7: Figures & { version: string };
}
interface Baseline {
  tolerance: number;
  cases: Record<string, { count: number; ts6: number; ts7: number }>;
}

const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Baseline;

describe('type-checking cost', () => {
  let results: Result[] = [];

  // A budget for a busy machine: beside another npm test this took 643 s (counts, not times, are asserted).
  it('measures every bench case with both compilers, with no diagnostics', { timeout: 1_800_000 }, async () => {
    results = (await measureAll({ overlap: true })) as Result[];
    console.log(formatTable(results));
    expect(results.map((result) => result.name)).toEqual(Object.keys(cases));
  });

  it('has a baseline for every case, for the same operation counts', () => {
    for (const result of results) {
      expect(baseline.cases[result.name], result.name).toBeDefined();
      expect(baseline.cases[result.name]!.count, result.name).toBe(result.count);
    }
  });

  for (const name of Object.keys(baseline.cases)) {
    for (const compiler of ['ts6', 'ts7'] as const) {
      it(`${name}: ${compiler} instantiations within ${baseline.tolerance * 100}% of the baseline`, () => {
        const result = results.find((entry) => entry.name === name);
        expect(result, `no measurement for ${name}`).toBeDefined();
        const budget = baseline.cases[name]![compiler] * (1 + baseline.tolerance);
        expect(result![compiler].instantiations, `${name} (${compiler})`).toBeLessThanOrEqual(budget);
      });
    }
  }

  // Declared result types (annotated variables, return types, typed parameters) under every
  // policy cost at most twice the same calls without them.
  const declaredPairs = [
    ['Chained ops, annotated results', 'Chained mixed-dtype ops'],
    ['Chained ops under every policy, annotated results', 'Chained ops under every policy'],
    ['Results into return types and typed parameters', 'The same calls, undeclared'],
    ['Selection and reductions, declared results', 'Selection and reductions, undeclared'],
  ] as const;
  for (const [declared, undeclared] of declaredPairs) {
    it(`${declared}: no more than twice as much per operation as ${undeclared.toLowerCase()}`, () => {
      const plain = results.find((entry) => entry.name === undeclared)!;
      const annotated = results.find((entry) => entry.name === declared)!;
      for (const compiler of ['ts6', 'ts7'] as const) {
        expect(annotated[compiler].perOperation, compiler).toBeLessThanOrEqual(2 * plain[compiler].perOperation);
      }
    });
  }

  it('checks the 300-line image pipeline within 150 instantiations a line beyond its Float32Array version', () => {
    const pipeline = results.find((entry) => entry.name === 'Image pipeline vs Float32Array')!;
    for (const compiler of ['ts6', 'ts7'] as const)
      expect(pipeline[compiler].perOperation, compiler).toBeLessThanOrEqual(150);
  });

  it('keeps a Promote lookup within 10 instantiations', () => {
    const lookups = results.find((entry) => entry.name === 'Promote lookups')!;
    expect(lookups.ts6.perOperation).toBeLessThanOrEqual(10);
    expect(lookups.ts7.perOperation).toBeLessThanOrEqual(10);
  });
});
