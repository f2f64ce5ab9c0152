import { describe, expect, it } from 'vitest';
import {
  array,
  binaryResultType,
  dtypes,
  policyNames,
  unaryResultType,
  withPolicy,
  type NDArray,
} from '../src/index.js';
import { binaryRules, unaryRules, type BinaryOperation, type UnaryOperation } from '../src/policy/result-rules.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { quick } from './support/tier.js';

// Run time half of "static = runtime" for arrays: every operation's array, for every ordered pair
// of dtypes and every dtype with every kind of scalar, under every policy, has exactly the dtype
// and weak flag the promotion functions give (which the generated type tests pin at the type
// level), and is refused exactly where they refuse.

// 1 fits every integer dtype (int2: −2 to 1).
const scalars = [1, 2.5, true, 1n, { re: 1, im: 1 }] as const;
const weakNodes = new Set(['int', 'float', 'complex']);

function sample(dtype: string): NDArray {
  return array(
    [dtype.startsWith('complex') ? { re: 1, im: 0 } : dtype === 'bool' ? true : 1],
    dtype as never,
  ) as NDArray;
}

/**
 * The dtype and weak flag an array gets for a result node under a policy: a weak node only comes
 * back from the policies that keep weak arrays (JAX's), and materialises as the policy says.
 */
function expectedArray(
  node: string,
  policy: (typeof policyNames)[number],
): { dtype: string; weakType: boolean } | undefined {
  if (!weakNodes.has(node)) return { dtype: node, weakType: false };
  const resolved = resolvePolicy(policy);
  expect(resolved.weakArrays, `a weak result '${node}' under ${policy}`).toBe(true);
  const dtype = resolved.materialize(node as never);
  if (typeof dtype !== 'string') return undefined;
  return { dtype, weakType: true };
}

function outcome<Value>(compute: () => Value): Value | 'error' {
  try {
    return compute();
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return 'error';
    throw error;
  }
}

describe.each(policyNames)('under %s', (policy) => {
  const bound = withPolicy(policy) as unknown as Record<string, (...operands: unknown[]) => NDArray>;
  const samples = Object.fromEntries(dtypes.map((dtype) => [dtype, sample(dtype)]));
  // Every ordered pair of dtypes; in the unit tier (test/support/tier.ts) a fifth of them, each
  // dtype with a fifth of the others on either side.
  const operands: [unknown, unknown][] = [];
  let pairs = 0;
  dtypes.forEach((left, leftIndex) => {
    dtypes.forEach((right, rightIndex) => {
      if (quick && (leftIndex + rightIndex) % 5 !== 0) return;
      operands.push([left, right]);
      pairs += 1;
    });
    for (const scalar of scalars) operands.push([left, scalar], [scalar, left]);
  });

  it.each(Object.keys(binaryRules) as BinaryOperation[])(
    '%s gives the promoted dtype for every pair, or refuses as promotion does',
    (operation) => {
      let checked = 0;
      for (const [left, right] of operands) {
        const leftOperand = typeof left === 'string' ? samples[left] : left;
        const rightOperand = typeof right === 'string' ? samples[right] : right;
        const node = outcome(() => binaryResultType(operation, left as never, right as never, policy) as string);
        const expected = node === 'error' ? undefined : expectedArray(node, policy);
        const result = outcome(() => bound[operation]!(leftOperand, rightOperand));
        // expect() only where a check fails: 200,000 calls of it cost more than the operations.
        if (expected === undefined) {
          if (result !== 'error') expect(result, `${operation}(${String(left)}, ${String(right)})`).toBe('error');
        } else {
          if (result === 'error') expect(result, `${operation}(${String(left)}, ${String(right)})`).not.toBe('error');
          const array = result as NDArray;
          if (array.dtype !== expected.dtype || array.weakType !== expected.weakType)
            expect(
              { dtype: array.dtype, weakType: array.weakType },
              `${operation}(${String(left)}, ${String(right)})`,
            ).toEqual(expected);
          array.dispose();
        }
        checked += 1;
      }
      expect(checked).toBe(pairs + dtypes.length * scalars.length * 2);
    },
  );

  it('every unary operation gives the dtype unaryResultType gives, on every dtype and scalar', () => {
    for (const operation of Object.keys(unaryRules) as UnaryOperation[]) {
      for (const input of [...dtypes, ...scalars]) {
        const node = outcome(() => unaryResultType(operation, input as never, policy) as string);
        const result = outcome(() => bound[operation]!(typeof input === 'string' ? samples[input] : input));
        const label = `${operation}(${String(input)})`;
        if (node === 'error') {
          if (result !== 'error') expect(result, label).toBe('error');
        } else {
          const wanted = expectedArray(node, policy);
          const got = { dtype: (result as NDArray).dtype, weakType: (result as NDArray).weakType };
          if (wanted === undefined || got.dtype !== wanted.dtype || got.weakType !== wanted.weakType)
            expect(got, label).toEqual(wanted);
          (result as NDArray).dispose();
        }
      }
    }
  });
});
