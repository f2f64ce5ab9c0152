// Continuous samplers beyond the uniform: JAX's `normal`, and the Gumbel noise that categorical
// and choice draw on.
import type { Shape, WritableShape } from '../../../types/shape.js';
import type { NDArray } from '../../array/ndarray.js';
import { checkFits } from '../../memory/memory.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { planUniform, type RandomSampler, type UniformDType } from '../../plan/random.js';
import { runNormal, uniformNumbers, uniformWorkspace, type KeyWords } from '../../execute/random.js';
import { checkListed, drawArray, randomPolicy, samplerOptions, withWorkspace } from './common.js';
import { wordsOf, type Key } from './keys.js';

/**
 * Standard normal floats (JAX's `jax.random.normal`): sqrt(2)·erfinv(u) with u uniform in
 * (-1, 1), erfinv evaluated as XLA evaluates JAX's lax.erf_inv (Giles' polynomials, float16 and
 * bfloat16 in float32, see src/execute/erfinv.ts), so the values are JAX's (one difference can
 * remain: XLA leaves log1p to the backend's math library; here it is float64 log1p rounded once).
 * Like JAX's, they are within 3 ulp of the exact √2·erfinv(u) for |u| < 0.99 and further off
 * towards ±1, where u·u loses u's low bits. Default dtype float64.
 * @example random.normal(random.key(0), [2], { dtype: 'float32' }).toArray() //=> [1.6226420402526855, 2.0252647399902344]
 */
export function normal<const Dims extends Shape = [], D extends UniformDType = 'float64'>(
  key: Key,
  shape?: Dims,
  options?: { dtype?: D },
): NDArray<D, WritableShape<Dims>> {
  const words = wordsOf(key, 'normal');
  const dims = checkShape(shape ?? [], 'random.normal');
  const plan = planUniform(randomPolicy, samplerOptions('normal', options).dtype, 'normal');
  checkFits('random.normal', plan.dtype, dims);
  const size = sizeOf(dims);
  checkListed('normal', size, `${plan.dtype} values`);
  return withWorkspace(size * uniformWorkspace(plan, true), 'normal', (work) =>
    drawArray(plan.dtype, dims, 'normal', (out) => runNormal(plan, words, out, work, 0, size)),
  ) as NDArray<D, WritableShape<Dims>>;
}

/**
 * -log(-log(u)), u uniform in [tiny, 1) in `dtype` (JAX's `_gumbel`, mode "low"); computed in
 * float64, rounded to float32 for the narrower dtypes.
 */
export function gumbelNumbers(words: KeyWords, count: number, dtype: UniformDType, where: RandomSampler): Float64Array {
  const plan = planUniform(randomPolicy, dtype, where);
  const round = dtype === 'float64' ? (value: number) => value : Math.fround;
  const u = uniformNumbers(plan, words, plan.tiny, 1, 0, count, `random.${where}`);
  for (let index = 0; index < count; index += 1) u[index] = round(-Math.log(round(-Math.log(u[index]!))));
  return u;
}
