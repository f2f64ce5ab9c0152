// The `random` namespace (`import { random } from 'dtype-lattice'`): JAX's jax.random with explicit
// keys, under the default policy (JAX's, x64 off: float32, int32 and uint32 by default). Each
// sampler lives in the module createRandom binds it from (./create.ts); ./x64.ts is the namespace
// under x64, and withPolicy's is createRandom(policy).
import { resolvePolicy } from '../../policy/policy.js';
import { createRandom } from './create.js';
import type { RandomFunctions } from './types.js';

export { Key, isKey, keyData, split, foldIn, threefry2x32 } from './keys.js';
export type { Float8DType, RandintDType, UintDType, UniformDType } from '../../plan/random.js';

type Default = RandomFunctions<'jax'>;
const jax: Default = createRandom<'jax'>(resolvePolicy(undefined));

/**
 * A key from an integer seed (JAX's `jax.random.key`), seeded as JAX seeds it: the seed is taken as
 * int64 (outside it a RangeError), and with x64 off (the default) JAX then converts it to int32, so
 * the words are [0, seed mod 2^32]: `key(-1)` is [0, 4294967295] and `key(2 ** 40 + 5)` is [0, 5].
 * Under x64 (`dtype-lattice/x64`, `withPolicy({ x64: true })`) they are the int64's high and low 32
 * bits: `key(-1)` is [4294967295, 4294967295]. Seeds below 2^31 give the same key in both modes.
 * @example random.keyData(random.key(42)).toArray() //=> [0, 42]
 * @example random.keyData(random.key(-1)).toArray() //=> [0, 4294967295]
 */
export const key: Default['key'] = jax.key;

/**
 * Random unsigned integers, every bit uniform (JAX's `jax.random.bits`); default dtype uint32
 * (uint64 under x64).
 * @example random.bits(random.key(0), [2]).toArray() //=> [4070199207, 4202968722]
 */
export const bits: Default['bits'] = jax.bits;

/**
 * Uniform floats in [minval, maxval) (JAX's `jax.random.uniform`): random mantissa bits under the
 * exponent of 1.0, minus 1, scaled, shifted, and max'd with minval. `minval` and `maxval` are
 * numbers or arrays that broadcast to `shape` (converted to `dtype` first, as JAX does). Default
 * dtype float32, JAX's with x64 off (float64 under x64).
 * @example random.uniform(random.key(0), [3]).toArray() //=> [0.9476670026779175, 0.9785798788070679, 0.33229148387908936]
 */
export const uniform: Default['uniform'] = jax.uniform;

/**
 * Standard normal floats (JAX's `jax.random.normal`): sqrt(2)·erfinv(u) with u uniform in
 * (-1, 1), erfinv evaluated as XLA evaluates JAX's lax.erf_inv (Giles' polynomials, float16 and
 * bfloat16 in float32, see src/execute/erfinv.ts), so the values are JAX's (one difference can
 * remain: XLA leaves log1p to the backend's math library; here it is float64 log1p rounded once).
 * Like JAX's, they are within 3 ulp of the exact √2·erfinv(u) for |u| < 0.99 and further off
 * towards ±1, where u·u loses u's low bits. Default dtype float32 (float64 under x64).
 * @example random.normal(random.key(0), [2]).toArray() //=> [1.6226420402526855, 2.0252647399902344]
 */
export const normal: Default['normal'] = jax.normal;

/**
 * Uniform integers in [minval, maxval) (JAX's `jax.random.randint`, its two-draw algorithm on a
 * split key). Default dtype int32 (int64 under x64). minval >= maxval is a RangeError (JAX returns
 * minval). Bounds past the dtype are clipped to it, as JAX's are: `randint(key, shape, 0, 2n ** 64n,
 * { dtype: 'uint64' })` samples every uint64 (JAX refuses a Python int beyond int64 with an OverflowError).
 * @example random.randint(random.key(0), [4], 0, 10).toArray() //=> [9, 0, 2, 3]
 */
export const randint: Default['randint'] = jax.randint;

/**
 * True with probability p (JAX's `jax.random.bernoulli`): uniform(key, shape) < p, the uniform
 * drawn in p's dtype: the default float (float32; float64 under x64) for a number, float32 for the
 * default p = 0.5 (JAX's np.float32(0.5)), the array's dtype for an array p (float16, bfloat16,
 * float32, float64), which broadcasts to `shape` and gives the shape when `shape` is left out.
 * @example random.bernoulli(random.key(0), 0.5, [4]).toArray() //=> [false, false, true, true]
 */
export const bernoulli: Default['bernoulli'] = jax.bernoulli;

/**
 * A random permutation (JAX's `jax.random.permutation`): of arange(n) (int32; int64 under x64) for
 * a number, or of an array's slices along `axis`. Sorts by random 32-bit keys, in JAX's number of
 * rounds. With `independent: true` each 1-D slice along `axis` is shuffled on its own (JAX's
 * independent=True).
 * @example random.permutation(random.key(0), 5).toArray() //=> [0, 1, 4, 3, 2]
 */
export const permutation: Default['permutation'] = jax.permutation;

/**
 * Samples from an array's slices along `axis`, or from arange(a) (JAX's `jax.random.choice`):
 * with replacement uniformly (randint) or by `p` (inverse CDF); without, a permutation's first
 * draws, or by `p` with Gumbel top-k. Indices are int32 (int64 under x64); weights `p` are weighed
 * in p's dtype (float32 or float64), or the default float for a list, as JAX promotes them.
 * @example random.choice(random.key(0), 10, { shape: [3], replace: false }).toArray() //=> [0, 1, 8]
 */
export const choice: Default['choice'] = jax.choice;

/**
 * Samples category indices from unnormalised log-probabilities (JAX's `jax.random.categorical`):
 * argmax over `axis` of logits plus Gumbel noise. Result int32 (int64 under x64) of the logits'
 * shape without `axis`, or `shape` (whose trailing axes must be those).
 * @example random.categorical(random.key(0), array([[0, 0, 10], [10, 0, 0]], 'float32')).toArray() //=> [2, 0]
 */
export const categorical: Default['categorical'] = jax.categorical;
