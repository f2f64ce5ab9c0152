// SPEC §6: a policy of a system without an x64 switch (NumPy, PyTorch, TensorFlow, Triton, the Array
// API) gives that system's results whatever x64 says; 'jax', 'strict' and 'lax' read it. Checked at
// run time through the public entry points: promotion tables, operations' and reductions' result
// dtypes, index dtypes. (The type level: test-d/policies.test-d.ts and the numpyX32 reduction sweep.)
import { describe, expect, it } from 'vitest';
import {
  array,
  dtypes,
  policyNames,
  reductionRows,
  weakTypes,
  withPolicy,
  zeros,
  type AnyDType,
  type NDArray,
} from '../src/index.js';
import { promotionTable, renderTable } from '../src/api/cli.js';
import { binaryOperations, unaryOperations } from '../src/policy/result-rules.js';
import { readsX64, resolvePolicy, x64Policies } from '../src/policy/policy.js';
import { Refusal } from '../src/policy/rules.js';
import type { PolicyName } from '../types/policy.js';

const withoutSwitch = policyNames.filter((name) => !readsX64(name));
const nodes: readonly AnyDType[] = [...dtypes, ...weakTypes];

/** What a call gives: its result, or the error's name where it throws. */
function outcome(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    return `✗ ${(error as Error).name}`;
  }
}

/** A runtime Refusal as its words (two refusals are the same when they say the same). */
const said = (result: unknown) => (result instanceof Refusal ? `✗ ${result.message}` : result);

/** Everything a policy decides a dtype for, as plain data: the same data means the same behaviour. */
function behaviour(policy: PolicyName, x64: boolean) {
  const library = withPolicy({ policy, x64 }) as unknown as Record<string, (...args: unknown[]) => unknown> & {
    binaryResultType(operation: string, left: AnyDType, right: AnyDType): AnyDType;
    unaryResultType(operation: string, input: AnyDType): AnyDType;
  };
  const dtypeOf = (call: () => unknown) => outcome(() => (call() as NDArray).dtype);
  const binary = binaryOperations.map((operation) =>
    nodes.map((left) => nodes.map((right) => outcome(() => library.binaryResultType(operation, left, right)))),
  );
  const unary = unaryOperations.map((operation) =>
    nodes.map((input) => outcome(() => library.unaryResultType(operation, input))),
  );
  const reductions = reductionRows.map((row) =>
    dtypes.map((dtype) => dtypeOf(() => library[row.name]!(zeros([2, 3], dtype), { axis: 1 }))),
  );
  const x = array([3, 1, 2, 1], 'float32');
  const indices = [
    dtypeOf(() => library.argsort!(x)),
    dtypeOf(() => (library.unique!(x, { returnCounts: true }) as { counts: NDArray }).counts),
    outcome(() => (library.nonzero!(x) as NDArray[]).map((axis) => axis.dtype)),
    dtypeOf(() => library.argwhere!(x)),
    dtypeOf(() => (library.topK!(x, 1) as { indices: NDArray }).indices),
    dtypeOf(() => library.searchsorted!(array([1, 2, 3], 'float32'), 2)),
    dtypeOf(() => library.argmax!(x)),
  ];
  const weak = weakTypes.map((node) => said(resolvePolicy({ policy, x64 }).materialize(node)));
  const created = [
    dtypeOf(() => library.add!(array([1, 2], 'int8'), 1)),
    dtypeOf(() => library.sum!(array([1, 2], 'uint8'))),
  ];
  return { table: promotionTable(policy, x64), binary, unary, reductions, indices, weak, created };
}

describe('x64 under the systems without an x64 switch (SPEC §6)', () => {
  it('they are numpy, torch, tensorflow, triton and array-api; jax, strict and lax read x64', () => {
    expect(withoutSwitch).toEqual(['numpy', 'torch', 'tensorflow', 'triton', 'array-api']);
    expect([...x64Policies].sort()).toEqual(['jax', 'lax', 'strict']);
  });

  it('x64: false names the same policy, which reports x64 on (its 64-bit defaults)', () => {
    for (const policy of withoutSwitch) {
      expect(resolvePolicy({ policy, x64: false }), policy).toBe(resolvePolicy(policy));
      expect(resolvePolicy({ policy, x64: false }).x64, policy).toBe(true);
      expect(withPolicy({ policy, x64: false }).x64, policy).toBe(true);
      // The command line's table (--x32) says nothing of x64 off for them.
      expect(renderTable(policy, 'html', false), policy).toBe(renderTable(policy, 'html'));
    }
    for (const policy of x64Policies) {
      // x64 is off by default (JAX's): a bare name is x64 off, and x64 on is another policy.
      expect(resolvePolicy({ policy, x64: false }), policy).toBe(resolvePolicy(policy));
      expect(resolvePolicy({ policy, x64: true }), policy).not.toBe(resolvePolicy(policy));
      expect(withPolicy({ policy, x64: false }).x64, policy).toBe(false);
      expect(withPolicy(policy).x64, policy).toBe(false);
      expect(renderTable(policy, 'text', false), policy).toContain(`${policy} (x64 off)`);
      expect(renderTable(policy, 'text', true), policy).toContain(`${policy} (x64 on)`);
    }
  });

  // Each policy's whole behaviour (promotion table, every operation's result dtype on every pair,
  // every reduction's on every dtype, the index dtypes, weak materialisation) with x64 on and off.
  for (const policy of policyNames) {
    const same = !readsX64(policy);
    it(`${policy}: x64 off ${same ? 'changes nothing' : 'changes the defaults'}`, () => {
      const on = behaviour(policy, true);
      const off = behaviour(policy, false);
      if (same) {
        for (const part of Object.keys(on) as (keyof typeof on)[])
          expect(off[part], `${policy}: ${part}`).toEqual(on[part]);
      } else {
        // JAX's policies read x64: 32-bit index dtypes, reductions and weak results.
        expect(off.indices.slice(0, 4)).toEqual(['int32', 'int32', ['int32'], 'int32']);
        expect(on.indices.slice(0, 4)).toEqual(['int64', 'int64', ['int64'], 'int64']);
        expect(off.weak).toEqual(['int32', 'float32', 'complex64']);
        expect(off.created[1]).toBe('uint32');
        expect(on.created[1]).toBe('uint64');
      }
    });
  }

  it('the cases issue #41 names: numpy argsort and sum with x64 off are int64 and uint64, as NumPy gives', () => {
    const numpy32 = withPolicy({ policy: 'numpy', x64: false });
    const x = array([3, 1, 2], 'int8');
    expect(numpy32.argsort(x).dtype).toBe('int64');
    expect(numpy32.sum(x).dtype).toBe('int64');
    expect(numpy32.sum(array([1, 2], 'uint16')).dtype).toBe('uint64');
    expect(withPolicy({ policy: 'torch', x64: false }).nonzero(x)[0]!.dtype).toBe('int64');
    expect(withPolicy({ x64: false }).argsort(x).dtype).toBe('int32');
  });
});
