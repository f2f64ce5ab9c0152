// Random bits and uniform floats (JAX's `bits` and `uniform`): planned by src/plan/random.ts,
// drawn by src/execute/random.ts over the whole output (cut for threads where a kernel draws it all).
import type { DType } from '../../../types/dtype.js';
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import type { Policy } from '../../policy/policy.js';
import { withContiguous } from '../../array/ndarray.js';
import { checkFits, dataPointer } from '../../memory/memory.js';
import { writeScalar } from '../../memory/values.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { planBits, planUniform } from '../../plan/random.js';
import {
  runBitsAll,
  runUniformAll,
  uniformByKernel,
  uniformWorkspace,
  type RandomBound,
} from '../../execute/random.js';
import { boundOf, checkListed, drawArray, isNDArrayLike, samplerOptions, withWorkspace } from './common.js';
import { wordsOf, type Key } from './keys.js';

/** `bits` under `policy` (its default uint where no dtype is asked for). */
export function drawBits(policy: Policy, key: Key, shape?: Shape, options?: unknown): AnyNDArray {
  const words = wordsOf(key, 'bits');
  const dims = checkShape(shape ?? [], 'random.bits');
  const plan = planBits(policy, samplerOptions('bits', options).dtype);
  checkFits('random.bits', plan.dtype, dims);
  const size = sizeOf(dims);
  return drawArray(plan.dtype, dims, 'bits', (out) => runBitsAll(plan, words, out, size));
}

/** `uniform` under `policy` (its default float where no dtype is asked for). */
export function drawUniform(policy: Policy, key: Key, shape?: Shape, options?: unknown): AnyNDArray {
  const words = wordsOf(key, 'uniform');
  const dims = checkShape(shape ?? [], 'random.uniform');
  const { dtype, minval = 0, maxval = 1 } = samplerOptions('uniform', options);
  const plan = planUniform(policy, dtype, 'uniform');
  checkFits('random.uniform', plan.dtype, dims);
  const size = sizeOf(dims);
  const numberBounds = typeof minval === 'number' && typeof maxval === 'number';
  if (!numberBounds)
    checkListed('uniform', size, `${plan.dtype} values between array bounds`, ', or with number bounds');
  else if (plan.fused === undefined)
    checkListed('uniform', size, `${plan.dtype} values`, ', or in float32 or float64, which have no such limit');
  const low = boundOf(minval, dims, plan.dtype, 'uniform', 'minval');
  const high = boundOf(maxval, dims, plan.dtype, 'uniform', 'maxval');
  const draw = (lows: RandomBound, highs: RandomBound) =>
    withWorkspace(
      uniformByKernel(plan, lows, highs, dims) ? 0 : size * uniformWorkspace(plan, numberBounds),
      'uniform',
      (work) =>
        drawArray(plan.dtype, dims, 'uniform', (out) => runUniformAll(plan, words, lows, highs, dims, out, work, size)),
    );
  if (numberBounds || plan.between === undefined) return draw(low, high);
  // An array bound in float32: both go to memory where the kernel reads them.
  return inMemory(minval, low, plan.dtype, dims, 'minval', (lows) =>
    inMemory(maxval, high, plan.dtype, dims, 'maxval', (highs) => draw(lows, highs)),
  );
}

/**
 * `bound` with a pointer to its values in memory where a kernel can read them: a number written
 * to a workspace, an array of the draw's dtype as it is (contiguous); other arrays as they are.
 */
function inMemory<Result>(
  given: unknown,
  bound: RandomBound,
  dtype: DType,
  dims: readonly number[],
  name: string,
  body: (bound: RandomBound) => Result,
): Result {
  if (typeof bound === 'number')
    return withWorkspace(16, 'uniform', (work) => {
      writeScalar(bound, dtype, work, () => `random.uniform: ${name}`);
      return body({ values: [bound], strides: dims.map(() => 0), pointer: work });
    });
  if (!isNDArrayLike(given) || given.dtype !== dtype) return body(bound);
  return withContiguous(given as AnyNDArray, (contiguous) => body({ ...bound, pointer: dataPointer(contiguous) }));
}
