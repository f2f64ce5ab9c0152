// The random namespace bound to a policy: each sampler plans under it (its default dtypes, and
// key's seeding by its x64). Bound once per policy and kept, so a namespace's calls cost no lookup.
import type { PolicySpec } from '../../../types/policy.js';
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import type { Policy } from '../../policy/policy.js';
import { drawCategorical } from './categorical.js';
import { drawNormal } from './continuous.js';
import { drawBernoulli, drawRandint } from './discrete.js';
import { foldIn, keyData, seedKey, split, threefry2x32, type Key } from './keys.js';
import { drawChoice, drawPermutation } from './permutation.js';
import type { RandomFunctions } from './types.js';
import { drawBits, drawUniform } from './uniform.js';

const bound = new WeakMap<Policy, RandomFunctions<PolicySpec>>();

/**
 * The random samplers under `policy` (from resolvePolicy): `createRandom<Spec>(resolvePolicy(spec))`
 * is typed `RandomFunctions<Spec>`. The same policy gives the same (frozen) object.
 */
export function createRandom<Spec extends PolicySpec = PolicySpec>(policy: Policy): RandomFunctions<Spec> {
  let functions = bound.get(policy);
  if (functions === undefined) bound.set(policy, (functions = bind(policy)));
  return functions as unknown as RandomFunctions<Spec>;
}

function bind(policy: Policy): RandomFunctions<PolicySpec> {
  const x64 = policy.x64;
  const functions = {
    key: (seed: number | bigint) => seedKey(seed, x64),
    keyData,
    split,
    foldIn,
    threefry2x32,
    bits: (key: Key, shape?: Shape, options?: unknown) => drawBits(policy, key, shape, options),
    uniform: (key: Key, shape?: Shape, options?: unknown) => drawUniform(policy, key, shape, options),
    normal: (key: Key, shape?: Shape, options?: unknown) => drawNormal(policy, key, shape, options),
    randint: (key: Key, shape: Shape, minval: number | bigint, maxval: number | bigint, options?: unknown) =>
      drawRandint(policy, key, shape, minval, maxval, options),
    bernoulli: (key: Key, p?: number | AnyNDArray, shape?: Shape) => drawBernoulli(policy, key, p, shape),
    permutation: (key: Key, x: number | AnyNDArray, options?: { axis?: number; independent?: boolean }) =>
      drawPermutation(policy, key, x, options),
    choice: (key: Key, a: number | AnyNDArray, options?: Parameters<typeof drawChoice>[3]) =>
      drawChoice(policy, key, a, options),
    categorical: (key: Key, logits: AnyNDArray, options?: { axis?: number; shape?: Shape }) =>
      drawCategorical(policy, key, logits, options),
  } satisfies Record<keyof RandomFunctions<PolicySpec>, (...args: never[]) => unknown>;
  return Object.freeze(functions) as unknown as RandomFunctions<PolicySpec>;
}
