// The `random` namespace under x64 (`import { random } from 'dtype-lattice/x64'`): the same members
// as ./index.ts, bound to JAX's policy with x64 on, so the defaults are float64, int64 and uint64
// and a key's words are its int64 seed's high and low 32 bits.
import { resolvePolicy } from '../../policy/policy.js';
import { createRandom } from './create.js';
import type { RandomFunctions } from './types.js';

export { Key, isKey, keyData, split, foldIn, threefry2x32 } from './keys.js';
export type { Float8DType, RandintDType, UintDType, UniformDType } from '../../plan/random.js';

type X64 = RandomFunctions<{ x64: true }>;
const x64: X64 = createRandom<{ x64: true }>(resolvePolicy({ x64: true }));

/**
 * A key from an integer seed (JAX's `jax.random.key` under x64): the seed as int64, its high and
 * low 32 bits the two words (`key(-1)` is [4294967295, 4294967295]); outside int64 a RangeError.
 * `keyData(key(2 ** 32 + 7))` is [1, 7].
 */
export const key: X64['key'] = x64.key;

/** Random unsigned integers (JAX's `jax.random.bits`); default dtype uint64. */
export const bits: X64['bits'] = x64.bits;

/** Uniform floats in [minval, maxval) (JAX's `jax.random.uniform`); default dtype float64. */
export const uniform: X64['uniform'] = x64.uniform;

/** Standard normal floats (JAX's `jax.random.normal`); default dtype float64. */
export const normal: X64['normal'] = x64.normal;

/** Uniform integers in [minval, maxval) (JAX's `jax.random.randint`); default dtype int64. */
export const randint: X64['randint'] = x64.randint;

/** True with probability p (JAX's `jax.random.bernoulli`); a number p is drawn against in float64. */
export const bernoulli: X64['bernoulli'] = x64.bernoulli;

/** A random permutation (JAX's `jax.random.permutation`); arange(n)'s is int64. */
export const permutation: X64['permutation'] = x64.permutation;

/** Samples of arange(a) or an array's slices (JAX's `jax.random.choice`); indices int64. */
export const choice: X64['choice'] = x64.choice;

/** Category indices from logits (JAX's `jax.random.categorical`), int64. */
export const categorical: X64['categorical'] = x64.categorical;
