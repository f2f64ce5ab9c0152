// Discrete samplers: JAX's `randint` (two draws on a split key) and `bernoulli` (a uniform below p).
import type { DType } from '../../../types/dtype.js';
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import { show } from '../../errors/messages.js';
import { checkFits, dataPointer } from '../../memory/memory.js';
import { writeScalar } from '../../memory/values.js';
import type { Policy } from '../../policy/policy.js';
import { withContiguous } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import {
  isUniformDType,
  planRandint,
  randintPlan,
  planUniform,
  randintBounds,
  uniformDTypeNames,
  type UniformDType,
} from '../../plan/random.js';
import {
  bernoulliWorkspace,
  randintWorkspace,
  runBernoulliAll,
  runRandintAll,
  type KeyWords,
  type RandomBound,
} from '../../execute/random.js';
import {
  boundOf,
  checkBroadcast,
  checkListed,
  drawArray,
  isNDArrayLike,
  samplerOptions,
  withWorkspace,
} from './common.js';
import { splitPair, wordsOf, type Key } from './keys.js';

/** `randint` under `policy` (its default int where no dtype is asked for). */
export function drawRandint(
  policy: Policy,
  key: Key,
  shape: Shape,
  minval: number | bigint,
  maxval: number | bigint,
  options?: unknown,
): AnyNDArray {
  const words = wordsOf(key, 'randint');
  const dims = checkShape(shape, 'random.randint');
  const plan = planRandint(policy, samplerOptions('randint', options).dtype);
  checkFits('random.randint', plan.dtype, dims);
  checkListed('randint', sizeOf(dims), `${plan.dtype} values`);
  const lo = toBigInt(minval, 'minval');
  const hi = toBigInt(maxval, 'maxval');
  if (lo >= hi)
    throw new RangeError(
      `random.randint: minval must be less than maxval, got minval ${lo} and maxval ${hi} (${plan.dtype}).`,
    );
  return drawIntegers(words, dims, lo, hi, plan.dtype, 'randint');
}

/** randint's draw of `dims` in `dtype` for the public function `where` (choice draws indices with it). */
export function drawIntegers(
  words: KeyWords,
  dims: readonly number[],
  minval: bigint,
  maxval: bigint,
  dtype: DType,
  where: string,
): AnyNDArray {
  const plan = randintPlan(dtype, where);
  const bounds = randintBounds(plan, minval, maxval);
  const [higher, lower] = splitPair(words, where);
  const size = sizeOf(dims);
  return withWorkspace(randintWorkspace(plan), where, (work) =>
    drawArray(plan.dtype, dims, where, (out) => runRandintAll(plan, bounds, higher, lower, out, work, size)),
  );
}

function toBigInt(value: unknown, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new TypeError(
    `random.randint: ${name} must be an integer (a safe-integer number or a bigint), got ${show(value)}.`,
  );
}

/**
 * `bernoulli` under `policy`: the uniform is drawn in p's dtype, the policy's default float for a
 * number p (JAX canonicalises a Python float's dtype), float32 for the default p = 0.5.
 */
export function drawBernoulli(policy: Policy, key: Key, p?: number | AnyNDArray, shape?: Shape): AnyNDArray {
  const words = wordsOf(key, 'bernoulli');
  let dtype: UniformDType | undefined;
  if (p === undefined) dtype = 'float32';
  else if (typeof p === 'number')
    dtype = undefined; // the policy's default float
  else if (isNDArrayLike(p)) {
    checkArray('random.bernoulli', p, 'p');
    if (!isUniformDType(p.dtype))
      throw new TypeError(`random.bernoulli: p must have a float dtype (${uniformDTypeNames}), got ${p.dtype}.`);
    dtype = p.dtype;
  } else throw new TypeError(`random.bernoulli: p must be a number or a float array, got ${show(p)}.`);
  const plan = planUniform(policy, dtype, 'bernoulli');
  const dims = checkShape(shape ?? (isNDArrayLike(p) ? p.shape : []), 'random.bernoulli');
  checkFits('random.bernoulli', plan.dtype, dims); // the uniform draws, as wide as p's dtype
  if (isNDArrayLike(p)) checkBroadcast(p, dims, 'bernoulli', 'p');
  if (plan.fused === undefined)
    checkListed('bernoulli', sizeOf(dims), `${plan.dtype} draws`, ', or with p a number or a float32 or float64 array');
  const probability = boundOf(p ?? 0.5, dims, plan.dtype, 'bernoulli', 'p');
  const size = sizeOf(dims);
  const perElement = size * bernoulliWorkspace(plan);
  const draw = (bound: RandomBound, work: number) =>
    drawArray('bool', dims, 'bernoulli', (out) => runBernoulliAll(plan, words, bound, dims, out, work, size));
  if (plan.less === undefined) return withWorkspace(perElement, 'bernoulli', (work) => draw(probability, work));
  // Where the comparison kernel runs, p goes to memory: a number ahead of the workspace, an array as it is.
  if (typeof probability === 'number')
    return withWorkspace(16 + perElement, 'bernoulli', (work) => {
      writeScalar(probability, plan.dtype, work, () => 'random.bernoulli: p');
      return draw({ values: [probability], strides: dims.map(() => 0), pointer: work }, work + 16);
    });
  return withContiguous(p as AnyNDArray, (contiguous) =>
    withWorkspace(perElement, 'bernoulli', (work) => draw({ ...probability, pointer: dataPointer(contiguous) }, work)),
  );
}
