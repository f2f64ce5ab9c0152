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
import { binaryRules, unaryRules, type BinaryOperation, type UnaryOperation } from '../src/result-rules.js';
import { resolvePolicy } from '../src/policy.js';

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
  const operands: [unknown, unknown][] = [];
  for (const left of dtypes) {
    for (const right of dtypes) operands.push([left, right]);
    for (const scalar of scalars) operands.push([left, scalar], [scalar, left]);
  }

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
        if (expected === undefined) {
          expect(result, `${operation}(${String(left)}, ${String(right)})`).toBe('error');
        } else {
          expect(result, `${operation}(${String(left)}, ${String(right)})`).not.toBe('error');
          const array = result as NDArray;
          expect(
            { dtype: array.dtype, weakType: array.weakType },
            `${operation}(${String(left)}, ${String(right)})`,
          ).toEqual(expected);
          array.dispose();
        }
        checked += 1;
      }
      expect(checked).toBe(dtypes.length ** 2 + dtypes.length * scalars.length * 2);
    },
  );

  it('every unary operation gives the dtype unaryResultType gives, on every dtype and scalar', () => {
    for (const operation of Object.keys(unaryRules) as UnaryOperation[]) {
      for (const input of [...dtypes, ...scalars]) {
        const node = outcome(() => unaryResultType(operation, input as never, policy) as string);
        const result = outcome(() => bound[operation]!(typeof input === 'string' ? samples[input] : input));
        const label = `${operation}(${String(input)})`;
        if (node === 'error') expect(result, label).toBe('error');
        else {
          expect({ dtype: (result as NDArray).dtype, weakType: (result as NDArray).weakType }, label).toEqual(
            expectedArray(node, policy),
          );
          (result as NDArray).dispose();
        }
      }
    }
  });
});
