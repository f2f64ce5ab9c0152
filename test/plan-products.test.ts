// The products' planner (src/plan/products.ts): accumulation dtypes come from the registry's
// productRules, plans are cached per policy, and every policy reaches the products: a product's
// dtype is that policy's `multiply` of its operands, under each of them, x64 on and off.
import { describe, expect, it } from 'vitest';
import { array, binaryResultType, createProducts, einsum, type NDArray } from '../src/index.js';
import { accumulationDType, normPlan, productPlanner } from '../src/plan/products.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { productRules } from '../src/registry/registry.js';
import type { DType } from '../src/lattice/dtypes.js';

describe('products planner', () => {
  it('accumulates as productRules says, narrow dtypes through their compute dtype', () => {
    const expected: Record<string, DType> = {
      bool: 'int32',
      int8: 'int32',
      uint8: 'int32',
      int16: 'int32',
      uint16: 'int32',
      int32: 'int32',
      uint32: 'int32',
      int64: 'int64',
      uint64: 'int64',
      bfloat16: 'float32',
      float16: 'float32',
      float32: 'float32',
      float64: 'float64',
      complex64: 'complex64',
      complex128: 'complex128',
      float8_e4m3fn: 'float32',
      int4: 'int32',
    };
    for (const [dtype, accumulation] of Object.entries(expected))
      expect([dtype, accumulationDType(dtype as DType)]).toEqual([dtype, accumulation]);
    // Every accumulation dtype has a kernel.
    for (const byBits of Object.values(productRules.accumulation))
      for (const dtype of Object.values(byBits)) expect(productRules.kernels).toContain(dtype);
  });

  it('keeps one plan per (operand dtypes, weak flags, preferred dtype)', () => {
    const planner = productPlanner(resolvePolicy('jax', 'test'));
    const a = array([1, 2], 'int8');
    const b = array([3, 4], 'uint8');
    const plan = planner('matmul', [a, b], undefined);
    expect(planner('matmul', [a, b], undefined)).toBe(plan);
    expect(plan).toMatchObject({ result: 'int16', compute: 'int32', operand: 'int16', roundFirst: [false, false] });
    const preferred = planner('matmul', [a, b], 'float32');
    expect(planner('matmul', [a, b], 'float32')).toBe(preferred);
    expect(preferred).toMatchObject({ result: 'float32', compute: 'float32', operand: 'float32' });
    for (const each of [a, b]) each.dispose();
  });

  it('rounds mixed operands to the promoted dtype first only where it does not hold them', () => {
    const planner = productPlanner(resolvePolicy('jax', 'test'));
    const a = array([257], 'int32');
    const b = array([1], 'bfloat16');
    expect(planner('dot', [a, b], undefined).roundFirst).toEqual([true, false]);
    const c = array([1], 'int64');
    expect(planner('dot', [a, c], undefined).roundFirst).toEqual([false, false]);
    for (const each of [a, b, c]) each.dispose();
  });

  it('every policy reaches the products (x64 on and off)', () => {
    const specs = [
      'jax',
      'numpy',
      'torch',
      'tensorflow',
      'triton',
      'array-api',
      'strict',
      'lax',
      { policy: 'jax', x64: false },
      { policy: 'numpy', x64: false },
    ] as const;
    const dtypes: DType[] = ['bool', 'int8', 'uint8', 'int32', 'uint32', 'int64', 'float16', 'float32', 'complex64'];
    let checked = 0;
    for (const spec of specs) {
      const products = createProducts(spec as never);
      for (const left of dtypes) {
        for (const right of dtypes) {
          let expected: string;
          try {
            expected = binaryResultType('multiply', left, right, spec as never) as string;
          } catch {
            continue; // the policy refuses the pair; the product does too (tested in matmul.test.ts)
          }
          const a = array([1, 0], left);
          const b = array([1, 1], right);
          const made: NDArray[] = [];
          try {
            // The dtypes are runtime values here: the call is typed as any two arrays.
            made.push((products.dot as (x: NDArray, y: NDArray) => NDArray)(a, b));
            expect([spec, left, right, made[0]!.dtype]).toEqual([spec, left, right, expected]);
            checked += 1;
          } finally {
            for (const each of [a, b, ...made]) each.dispose();
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('a one-operand einsum sums in the accumulation dtype (int64 included)', () => {
    const a = array(
      [
        [1n, 2n],
        [3n, 2n ** 40n],
      ],
      'int64',
    );
    const sums = einsum('ij->i', a);
    expect(sums.toArray()).toEqual([3n, 3n + 2n ** 40n]);
    for (const each of [a, sums]) each.dispose();
  });

  it('plans linalg.norm from the registry: real and inexact, integers rounded first', () => {
    expect(normPlan('int32')).toEqual({ result: 'float32', read: 'float64', roundFirst: true });
    expect(normPlan('int64')).toEqual({ result: 'float64', read: 'float64', roundFirst: false });
    expect(normPlan('complex64')).toEqual({ result: 'float32', read: 'complex128', roundFirst: false });
    expect(normPlan('bfloat16')).toMatchObject({ result: 'bfloat16', roundFirst: false });
  });
});
