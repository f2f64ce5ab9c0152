// The reductions' planner (src/plan/reductions.ts) under every policy, x64 on and off: its result
// dtype is the registry rule's with the policy's default widths (x64 off reaches only 'jax', 'strict'
// and 'lax', SPEC §6), the functions bound to the policy
// return it, and plans are made once.
import { describe, expect, it } from 'vitest';
import { array, createReductions } from '../src/index.js';
import { dtypeNames } from '../src/lattice/dtypes.js';
import { policyNames, readsX64, resolvePolicy } from '../src/policy/policy.js';
import { reductionInfo, reductionNames, reductionPlanner, reductionResultType } from '../src/plan/reductions.js';

describe('reduction plans reach every policy', () => {
  for (const name of policyNames) {
    for (const x64 of [true, false]) {
      it(`${name}, x64 ${x64 ? 'on' : 'off'}`, () => {
        const policy = resolvePolicy({ policy: name, x64 });
        // x64 off is x64 off only where the policy reads it (SPEC §6: JAX's); the others stay 64-bit.
        expect(policy.x64).toBe(x64 || !readsX64(name));
        const functions = createReductions({ policy: name, x64 } as never) as unknown as Record<
          string,
          (x: unknown) => { dtype: string; dispose(): void }
        >;
        for (const reduction of reductionNames) {
          const planFor = reductionPlanner(policy, reduction);
          for (const dtype of ['bool', 'int8', 'uint16', 'int32', 'int64', 'float16', 'float32'] as const) {
            const plan = planFor(dtype);
            expect(plan.result).toBe(reductionResultType(reductionInfo[reduction].rule, dtype, policy.x64));
            expect(planFor(dtype)).toBe(plan);
            const x = array(dtype === 'bool' ? [true, false, true] : [1, 2, 3], dtype);
            const result = functions[reduction]!(x);
            expect(result.dtype).toBe(plan.result);
            result.dispose();
            x.dispose();
          }
        }
      });
    }
  }

  it('the registry decides the default widths: sums of small integers accumulate in the default int', () => {
    for (const dtype of dtypeNames) {
      const on = reductionResultType('accumulate', dtype, true);
      const off = reductionResultType('accumulate', dtype, false);
      if (dtype === 'int8' || dtype === 'int16') expect([on, off]).toEqual(['int64', 'int32']);
      if (dtype === 'uint8') expect([on, off]).toEqual(['uint64', 'uint32']);
      if (dtype === 'float16') expect([on, off]).toEqual(['float16', 'float16']);
    }
    const jax = reductionPlanner(resolvePolicy('jax'), 'sum');
    expect(jax('bfloat16').compute).toBe('float32'); // JAX's upcast_f16_for_computation
    expect(jax('int8', 'int8').compute).toBe('int32'); // the kernel's width; cast back, it wraps as int8
    expect(reductionPlanner(resolvePolicy('jax'), 'argmax')('float16').alongOut).toBe('int64');
  });
});
