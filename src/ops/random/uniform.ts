// Random bits and uniform floats (JAX's `bits` and `uniform`): planned by src/plan/random.ts,
// drawn by src/execute/random.ts over the whole output (one range; threads will cut it).
import type { Shape, WritableShape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import type { NDArray } from '../../array/ndarray.js';
import { checkFits } from '../../memory/memory.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { planBits, planUniform, type UintDType, type UniformDType } from '../../plan/random.js';
import { bitsWorkspace, runBits, runUniform, uniformWorkspace } from '../../execute/random.js';
import { boundOf, checkListed, drawArray, randomPolicy, samplerOptions, withWorkspace } from './common.js';
import { wordsOf, type Key } from './keys.js';

/**
 * Random unsigned integers, every bit uniform (JAX's `jax.random.bits`); default dtype uint64 (x64).
 * @example random.bits(random.key(0), [2], { dtype: 'uint32' }).toArray() //=> [4070199207, 4202968722]
 */
export function bits<const Dims extends Shape = [], D extends UintDType = 'uint64'>(
  key: Key,
  shape?: Dims,
  options?: { dtype?: D },
): NDArray<D, WritableShape<Dims>> {
  const words = wordsOf(key, 'bits');
  const dims = checkShape(shape ?? [], 'random.bits');
  const plan = planBits(randomPolicy, samplerOptions('bits', options).dtype);
  checkFits('random.bits', plan.dtype, dims);
  const size = sizeOf(dims);
  return withWorkspace(size * bitsWorkspace(plan), 'bits', (work) =>
    drawArray(plan.dtype, dims, 'bits', (out) => runBits(plan, words, out, work, 0, size)),
  ) as NDArray<D, WritableShape<Dims>>;
}

/**
 * Uniform floats in [minval, maxval) (JAX's `jax.random.uniform`): random mantissa bits under the
 * exponent of 1.0, minus 1, scaled, shifted, and max'd with minval. `minval` and `maxval` are
 * numbers or arrays that broadcast to `shape` (converted to `dtype` first, as JAX does). Default
 * dtype float64 (JAX with x64, and this library's default for creation functions such as zeros).
 * @example random.uniform(random.key(0), [3], { dtype: 'float32' }).toArray() //=> [0.9476670026779175, 0.9785798788070679, 0.33229148387908936]
 */
export function uniform<const Dims extends Shape = [], D extends UniformDType = 'float64'>(
  key: Key,
  shape?: Dims,
  options?: { dtype?: D; minval?: number | AnyNDArray; maxval?: number | AnyNDArray },
): NDArray<D, WritableShape<Dims>> {
  const words = wordsOf(key, 'uniform');
  const dims = checkShape(shape ?? [], 'random.uniform');
  const { dtype, minval = 0, maxval = 1 } = samplerOptions('uniform', options);
  const plan = planUniform(randomPolicy, dtype, 'uniform');
  checkFits('random.uniform', plan.dtype, dims);
  const size = sizeOf(dims);
  const numberBounds = typeof minval === 'number' && typeof maxval === 'number';
  if (!numberBounds)
    checkListed('uniform', size, `${plan.dtype} values between array bounds`, ', or with number bounds');
  else if (plan.fused === undefined)
    checkListed('uniform', size, `${plan.dtype} values`, ', or in float32 or float64, which have no such limit');
  const low = boundOf(minval, dims, plan.dtype, 'uniform', 'minval');
  const high = boundOf(maxval, dims, plan.dtype, 'uniform', 'maxval');
  return withWorkspace(size * uniformWorkspace(plan, numberBounds), 'uniform', (work) =>
    drawArray(plan.dtype, dims, 'uniform', (out) => runUniform(plan, words, low, high, dims, out, work, 0, size)),
  ) as NDArray<D, WritableShape<Dims>>;
}
