// 'numpy' against NumPy 2 itself: every cell of the committed oracle (scripts/numpy_oracle.py).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TypePromotionError, promoteTypes, withPolicy } from '../src/x64.js';
import { isWeakType, materialize, type AnyDType } from '../src/lattice/dtypes.js';
import { unaryOperations, type BinaryOperation, type UnaryOperation } from '../src/policy/result-rules.js';
import {
  commonDType,
  commonDTypeSlot,
  knowledgeOrder,
  promoteConcrete,
  promoteSequence,
  type NumpyNode,
} from '../src/policy/numpy.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { binaryResultWith, promoteWith, resultTypeWith, unaryResultWith } from '../src/plan/promote.js';

const fixture = <T>(name: string): T & { numpy: string } =>
  JSON.parse(readFileSync(new URL(`./fixtures/numpy/${name}.json`, import.meta.url), 'utf8'));

interface Pairs {
  nodes: NumpyNode[];
  resultType: string[][];
  operations: Record<BinaryOperation, (string | null)[][]>;
}
const pairs = fixture<Pairs>('pairs');
const values = fixture<{ cells: { dtype: AnyDType; value: string; side: 'left' | 'right'; result: string }[] }>(
  'values',
);
const tuples = fixture<{ nodes: NumpyNode[]; triples: string[]; longer: { inputs: NumpyNode[]; result: string }[] }>(
  'tuples',
);
const unary = fixture<{ nodes: NumpyNode[]; operations: Record<string, string[]> }>('unary');
const nodes = pairs.nodes;
const numpy = resolvePolicy('numpy');

/** What the runtime says, in the oracle's words: NumPy materialises Python-only results (int → int64 …). */
function asNumpy(compute: () => AnyDType): string {
  try {
    const node = compute();
    return isWeakType(node) ? materialize(node, true) : node;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return 'error';
  }
}
const oracleWord = (result: string) => (result.startsWith('error:') ? 'error' : result);

describe(`'numpy' reproduces NumPy ${pairs.numpy}`, () => {
  it('np.result_type for all 17 × 17 ordered pairs (14 dtypes and Python int, float, complex)', () => {
    let checked = 0;
    nodes.forEach((left, row) =>
      nodes.forEach((right, column) => {
        expect(
          asNumpy(() => promoteTypes(left, right, 'numpy')),
          `${left}, ${right}`,
        ).toBe(oracleWord(pairs.resultType[row]![column]!));
        checked += 1;
      }),
    );
    expect(checked).toBe(289);
  });

  it('a pair with an array gives a strong dtype; only two Python scalars stay weak (Python arithmetic)', () => {
    for (const left of nodes) {
      for (const right of nodes) {
        const weakResult = isWeakType(promoteTypes(left, right, 'numpy'));
        expect(weakResult, `${left}, ${right}`).toBe(isWeakType(left) && isWeakType(right));
      }
    }
  });

  for (const [operation, table] of Object.entries(pairs.operations) as [BinaryOperation, (string | null)[][]][]) {
    it(`the result dtype of ${operation} (NumPy's ufunc) for every pair with an array`, () => {
      nodes.forEach((left, row) =>
        nodes.forEach((right, column) => {
          const expected = table[row]![column];
          if (expected === null) return;
          const actual = asNumpy(() => binaryResultWith(numpy, operation, left, right));
          expect(actual, `${operation}(${left}, ${right})`).toBe(oracleWord(expected));
        }),
      );
    });
  }

  it('every unary operation of the registry, by its NumPy name, on every dtype and Python scalar', () => {
    let checked = 0;
    const differing: string[] = [];
    for (const [operation, results] of Object.entries(unary.operations) as [UnaryOperation, string[]][]) {
      unary.nodes.forEach((node, index) => {
        // NumPy's reciprocal of an integer is an integer (1 // x, with platform-dependent results at
        // 0): refused here with a clear error instead; floats and complex follow NumPy.
        const integerReciprocal = operation === 'reciprocal' && /^(bool|u?int\d*|int)$/.test(node);
        const expected = integerReciprocal ? 'error' : oracleWord(results[index]!);
        const actual = asNumpy(() => unaryResultWith(numpy, operation, node));
        if (actual !== expected) differing.push(`${operation}(${node}): ${actual}, NumPy ${expected}`);
        checked += 1;
      });
    }
    // Where the library differs from NumPy, on purpose: np.sinc is a Python
    // function, not a ufunc (pi * x makes every integer float64; np.i0 likewise), the policy gives it the float
    // loops' rule; NumPy has no complex deg2rad and rad2deg, JAX's take complex.
    const complexNodes = ['complex64', 'complex128', 'complex'];
    const expectedDiffering = [
      ...['bool', 'uint8', 'uint16', 'int8', 'int16'].map((node) => `sinc(${node})`),
      // np.i0 is a Python function too (its small integers become float64); complex is an error in both
      ...['bool', 'uint8', 'uint16', 'int8', 'int16'].map((node) => `i0(${node})`),
      ...['deg2rad', 'rad2deg'].flatMap((operation) => complexNodes.map((node) => `${operation}(${node})`)),
    ];
    expect(differing.map((line) => line.slice(0, line.indexOf(':')))).toEqual(expectedDiffering);
    // NumPy has no erf: the oracle records none (the policy gives it sin's rule).
    expect(unaryOperations.filter((name) => !(name in unary.operations))).toEqual(['erf']);
    expect(checked).toBe((unaryOperations.length - 1) * 17);
  });

  it(`NEP 50: which Python ints each dtype takes (${values.cells.length} cells; out of range is a RangeError)`, () => {
    for (const { dtype, value, side, result } of values.cells) {
      const scalar = BigInt(value);
      const operands = side === 'left' ? [dtype, scalar] : [scalar, dtype];
      let actual: string;
      try {
        actual = materialize(binaryResultWith(numpy, 'add', operands[0], operands[1]), true);
      } catch (error) {
        expect(error, `${dtype} + ${value}`).toBeInstanceOf(RangeError);
        expect((error as Error).message).toContain(value);
        actual = 'error:OverflowError';
      }
      expect(actual, `${side} ${dtype} with ${value}`).toBe(result);
    }
    expect(() => binaryResultWith(numpy, 'add', 'uint8', 300)).toThrow(
      "The scalar 300 is out of range for 'uint8' under policy 'numpy'; cast it or the array explicitly.",
    );
    expect(binaryResultWith(numpy, 'add', 'uint8', 255)).toBe('uint8');
    expect(binaryResultWith(numpy, 'add', 'float16', 2 ** 70)).toBe('float16');
  });

  it(`np.result_type for all ${tuples.triples.length} ordered triples: NumPy's own reduction, not a fold`, () => {
    let index = 0;
    let notAFold = 0;
    for (const first of nodes) {
      for (const second of nodes) {
        for (const third of nodes) {
          const expected = oracleWord(tuples.triples[index++]!);
          expect(
            asNumpy(() => resultTypeWith(numpy, [first, second, third])),
            `${first}, ${second}, ${third}`,
          ).toBe(expected);
          const fold = asNumpy(() => promoteWith(numpy, promoteWith(numpy, first, second), third));
          if (fold !== expected) notAFold += 1;
        }
      }
    }
    expect(index).toBe(17 ** 3);
    // The triples where folding pairwise would be wrong (e.g. int8, uint8, float16).
    expect(notAFold).toBeGreaterThan(0);
  });

  it(`np.result_type for ${tuples.longer.length} seeded random tuples of 4 to 6 inputs`, () => {
    for (const { inputs, result } of tuples.longer) {
      expect(
        asNumpy(() => resultTypeWith(numpy, inputs)),
        inputs.join(', '),
      ).toBe(oracleWord(result));
    }
  });
});

describe("'numpy' rules and examples", () => {
  it('NumPy has no bfloat16: every pair with it is a TypePromotionError', () => {
    for (const other of [...nodes, 'bfloat16' as const]) {
      expect(() => promoteWith(numpy, 'bfloat16', other)).toThrow(TypePromotionError);
      expect(() => promoteWith(numpy, other, 'bfloat16')).toThrow(
        `No implicit promotion between '${other}' and 'bfloat16' under policy 'numpy'; cast one explicitly with astype() to the dtype you want.`,
      );
    }
  });

  it("NEP 50's examples", () => {
    const { promoteTypes: promote, binaryResultType: result } = withPolicy('numpy');
    expect(promote('uint8', 'int')).toBe('uint8'); // np.uint8(1) + 2
    expect(promote('float32', 'float')).toBe('float32'); // np.float32(3) + 3.
    expect(promote('int8', 'float')).toBe('float64');
    expect(promote('float16', 'complex')).toBe('complex64');
    expect(promote('bool', 'int')).toBe('int64');
    expect(promote('int64', 'uint64')).toBe('float64');
    expect(result('divide', 'int8', 'int8')).toBe('float64');
    expect(result('divide', 'float16', 2)).toBe('float16');
    expect(result('floorDivide', 'bool', 'bool')).toBe('int8');
    expect(() => result('floorDivide', 'complex64', 'complex64')).toThrow(
      "floorDivide is not defined for complex dtype 'complex64'.",
    );
  });

  it('the n-ary rule: the most knowledgeable input promotes each of the others', () => {
    const { resultType } = withPolicy('numpy');
    expect(resultType('int8', 'uint8', 'float16')).toBe('float16'); // a left fold gives float32
    expect(resultType('float16', 'int8', 'uint8')).toBe('float16');
    expect(resultType('int16', 'uint8', 'float16')).toBe('float32');
    expect(resultType('uint8', 'int8', 300)).toBe('int16');
    expect(() => resultType('uint8', 'uint16', -1)).toThrow(RangeError);
  });

  it("the concrete table is symmetric and NumPy's slots agree with it", () => {
    const concrete = nodes.filter((node) => !isWeakType(node)) as Exclude<NumpyNode, 'int' | 'float' | 'complex'>[];
    for (const left of concrete) {
      for (const right of concrete) {
        expect(promoteConcrete(left, right)).toBe(promoteConcrete(right, left));
        expect(commonDType(left, right)).toBe(promoteConcrete(left, right));
      }
    }
  });

  it("knowledgeOrder is the order NumPy's tournament keeps (so the type level may skip the tournament)", () => {
    const rank = (node: NumpyNode) => knowledgeOrder.indexOf(node);
    expect([...knowledgeOrder].sort()).toEqual([...nodes].sort());
    for (const low of nodes) {
      for (const high of nodes) {
        if (low === high) continue;
        // The tournament keeps `low` unless its slot returns NotImplemented for `high`.
        const kept = commonDTypeSlot(low, high) === undefined ? high : low;
        expect(kept, `${low} vs ${high}`).toBe(rank(low) >= rank(high) ? low : high);
      }
    }
  });

  it("the type level's shortcut (main = most knowledgeable; combine its promotions) equals the reduction for all 4-tuples", () => {
    const shortcut = (inputs: readonly NumpyNode[]): NumpyNode | undefined => {
      const main = inputs.reduce((best, node) =>
        knowledgeOrder.indexOf(node) > knowledgeOrder.indexOf(best) ? node : best,
      );
      const promoted = inputs.map((node) => (node === main ? main : commonDTypeSlot(main, node)));
      return promoted.reduce<NumpyNode | undefined>(
        (combined, next) => (combined && next ? commonDType(combined, next) : undefined),
        promoted[0],
      );
    };
    let checked = 0;
    for (const a of nodes)
      for (const b of nodes)
        for (const c of nodes)
          for (const d of nodes) {
            // expect() only where they differ: 83,521 calls of it cost more than the lookups.
            const [got, wanted] = [shortcut([a, b, c, d]), promoteSequence([a, b, c, d])];
            if (got !== wanted) expect(got, `${a}, ${b}, ${c}, ${d}`).toBe(wanted);
            checked += 1;
          }
    expect(checked).toBe(17 ** 4);
  });
});
