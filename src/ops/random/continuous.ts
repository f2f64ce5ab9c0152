// Continuous samplers beyond the uniform: JAX's `normal`, and the Gumbel noise that categorical
// and choice draw on.
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import type { Policy } from '../../policy/policy.js';
import { checkFits } from '../../memory/memory.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { planUniform, uniformPlan, type RandomSampler, type UniformDType } from '../../plan/random.js';
import { runNormalAll, uniformNumbers, uniformWorkspace, type KeyWords } from '../../execute/random.js';
import { checkListed, drawArray, samplerOptions, withWorkspace } from './common.js';
import { wordsOf, type Key } from './keys.js';

/** `normal` under `policy` (its default float where no dtype is asked for). */
export function drawNormal(policy: Policy, key: Key, shape?: Shape, options?: unknown): AnyNDArray {
  const words = wordsOf(key, 'normal');
  const dims = checkShape(shape ?? [], 'random.normal');
  const plan = planUniform(policy, samplerOptions('normal', options).dtype, 'normal');
  checkFits('random.normal', plan.dtype, dims);
  const size = sizeOf(dims);
  checkListed('normal', size, `${plan.dtype} values`);
  return withWorkspace(size * uniformWorkspace(plan, true), 'normal', (work) =>
    drawArray(plan.dtype, dims, 'normal', (out) => runNormalAll(plan, words, out, work, size)),
  );
}

/**
 * -log(-log(u)), u uniform in [tiny, 1) in `dtype` (JAX's `_gumbel`, mode "low"); computed in
 * float64, rounded to float32 for the narrower dtypes.
 */
export function gumbelNumbers(words: KeyWords, count: number, dtype: UniformDType, where: RandomSampler): Float64Array {
  const plan = uniformPlan(dtype, where);
  const round = dtype === 'float64' ? (value: number) => value : Math.fround;
  const u = uniformNumbers(plan, words, plan.tiny, 1, 0, count, `random.${where}`);
  for (let index = 0; index < count; index += 1) u[index] = round(-Math.log(round(-Math.log(u[index]!))));
  return u;
}
