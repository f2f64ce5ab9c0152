// Reordering and picking: JAX's `permutation` (rounds of a stable sort by random 32-bit keys) and
// `choice` (randint, a permutation's prefix, an inverse CDF or Gumbel top-k).
import type { DType } from '../../../types/dtype.js';
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import { show } from '../../errors/messages.js';
import { checkFits } from '../../memory/memory.js';
import { readElements } from '../../memory/values.js';
import type { Policy } from '../../policy/policy.js';
import { checkArray } from '../../array/operands.js';
import { checkAxis } from '../../shape/axes.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { defaultDType, isUniformDType, uniformPlan } from '../../plan/random.js';
import { bits32, uniformNumbers, type KeyWords } from '../../execute/random.js';
import { checkCount, checkListed, elementsOf, fromNumbers, isNDArrayLike, samplerOptions } from './common.js';
import { gumbelNumbers } from './continuous.js';
import { drawIntegers } from './discrete.js';
import { splitPair, wordsOf, type Key } from './keys.js';

/** `permutation` under `policy`: a range's indices are its default int. */
export function drawPermutation(
  policy: Policy,
  key: Key,
  x: number | AnyNDArray,
  options?: { axis?: number; independent?: boolean },
): AnyNDArray {
  const words = wordsOf(key, 'permutation');
  const { axis = 0, independent = false } = samplerOptions('permutation', options);
  if (typeof independent !== 'boolean')
    throw new TypeError(`random.permutation: independent must be a boolean, got ${show(independent)}.`);
  if (typeof x === 'number') {
    const dtype = defaultDType(policy, 'permutation');
    checkCount(x, 'permutation', 'x');
    checkFits('random.permutation', dtype, [x]);
    checkListed('permutation', x, 'indices');
    if (axis !== 0 && axis !== -1)
      throw new RangeError(`random.permutation: axis ${show(axis)} is out of bounds for a range (1 axis).`);
    return fromNumbers(dtype, [x], shuffledIndices(words, x, 'permutation'), 'permutation');
  }
  if (!isNDArrayLike(x))
    throw new TypeError(`random.permutation: x must be a non-negative integer or an NDArray, got ${show(x)}.`);
  checkArray('random.permutation', x, 'x');
  if (x.ndim === 0)
    throw new TypeError('random.permutation: x must be an integer or an array of at least 1 axis, got a 0-d array.');
  const resolved = checkAxis('random.permutation', axis, x.ndim);
  checkListed('permutation', x.size, 'elements');
  if (independent && x.ndim > 1)
    return fromNumbers(x.dtype as DType, x.shape, shuffledSlices(words, x, resolved, 'permutation'), 'permutation');
  return takeAlong(x, shuffledIndices(words, x.shape[resolved]!, 'permutation'), resolved, 'permutation');
}

/**
 * `choice` under `policy`: indices in its default int; weights `p` in p's float dtype (float64 or
 * float32; 16-bit floats are taken as float32), or the policy's default float for a list or an
 * integer array, as JAX's promote_dtypes_inexact makes them.
 */
export function drawChoice(
  policy: Policy,
  key: Key,
  a: number | AnyNDArray,
  options?: { shape?: Shape; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
): AnyNDArray {
  const words = wordsOf(key, 'choice');
  const { shape = [], replace = true, p, axis = 0 } = samplerOptions('choice', options);
  const index = defaultDType(policy, 'choice');
  const dims = checkShape(shape, 'random.choice');
  checkFits('random.choice', index, dims); // the indices drawn
  const draws = sizeOf(dims);
  let inputs: number;
  let resolved = 0;
  if (typeof a === 'number') {
    checkCount(a, 'choice', 'a');
    inputs = a;
  } else if (isNDArrayLike(a) && a.ndim > 0) {
    checkArray('random.choice', a, 'a');
    resolved = checkAxis('random.choice', axis, a.ndim);
    inputs = a.shape[resolved]!;
  } else
    throw new TypeError(
      `random.choice: a must be a non-negative integer or an array of at least 1 axis, got ${show(a)}.`,
    );
  if (draws > 0 && inputs <= 0)
    throw new RangeError('random.choice: a must be greater than 0 unless no samples are taken.');
  checkListed('choice', Math.max(draws, p === undefined && replace ? 0 : inputs), 'draws');
  if (typeof a !== 'number') checkListed('choice', Math.max(a.size, (a.size / inputs) * draws), 'elements');
  if (!replace && draws > inputs)
    throw new RangeError(
      `random.choice: cannot take a larger sample (size ${draws}) than the population (size ${inputs}) when replace is false.`,
    );
  if (draws > 0 && p === undefined && replace) {
    // randint's draw, as JAX's choice makes it: the result itself for a number.
    const drawn = drawIntegers(words, dims, 0n, BigInt(inputs), index, 'choice');
    if (typeof a === 'number') return drawn;
    try {
      return takeDrawn(a, (readElements(drawn) as unknown[]).map(Number), resolved, dims);
    } finally {
      drawn.dispose();
    }
  }
  let indices: number[];
  if (draws === 0) indices = [];
  else if (p === undefined) indices = shuffledIndices(words, inputs, 'choice').slice(0, draws);
  else {
    if (isNDArrayLike(p)) checkArray('random.choice', p, 'p');
    const dtype = weightDType(policy, p as readonly number[] | AnyNDArray);
    const round = dtype === 'float64' ? (value: number) => value : Math.fround;
    const weights = (isNDArrayLike(p) ? elementsOf(p, 'choice') : [...(p as readonly number[])]).map((weight) =>
      round(Number(weight)),
    );
    if (weights.length !== inputs)
      throw new RangeError(
        `random.choice: p must have the same length as the population (${inputs}), got ${weights.length}.`,
      );
    if (replace) {
      // JAX: searchsorted(cumsum(p), cumsum(p)[-1] * (1 - uniform)), each step in p's dtype.
      const cumulative: number[] = [];
      let total = 0;
      for (const weight of weights) cumulative.push((total = round(total + weight)));
      const u = uniformNumbers(uniformPlan(dtype, 'choice'), words, 0, 1, 0, draws, 'random.choice');
      indices = Array.from(u, (value) => searchLeft(cumulative, round(total * round(1 - value))));
    } else {
      // Gumbel top-k: gumbel(key, n) + log(p), in p's dtype.
      const gumbel = gumbelNumbers(words, inputs, dtype, 'choice');
      indices = topK(
        Array.from(gumbel, (value, at) => round(value + round(Math.log(weights[at]!)))),
        draws,
      );
    }
  }
  if (typeof a === 'number') return fromNumbers(index, dims, indices, 'choice');
  return takeDrawn(a, indices, resolved, dims);
}

/** The float dtype choice weighs in: p's, or the policy's default float where p is not a float array. */
function weightDType(policy: Policy, p: readonly number[] | AnyNDArray): 'float32' | 'float64' {
  const given = isNDArrayLike(p) ? (p.dtype as DType) : undefined;
  if (given === 'float64') return 'float64';
  if (given !== undefined && isUniformDType(given)) return 'float32';
  return defaultDType(policy, 'uniform') === 'float64' ? 'float64' : 'float32';
}

/** choice's result from an array: the slices at `indices` along `axis`, that axis replaced by `dims`. */
function takeDrawn(a: AnyNDArray, indices: readonly number[], axis: number, dims: readonly number[]): AnyNDArray {
  const taken = takeAlong(a, indices, axis, 'choice');
  try {
    const outShape = [...a.shape.slice(0, axis), ...dims, ...a.shape.slice(axis + 1)];
    return fromNumbers(a.dtype as DType, outShape, readElements(taken), 'choice');
  } finally {
    taken.dispose();
  }
}

/** The number of sorting rounds JAX's `_shuffle` makes for `size` elements. */
function roundsFor(size: number): number {
  return Math.ceil((3 * Math.log(Math.max(1, size))) / Math.log(0xffffffff));
}

/** JAX's `_shuffle` of arange(n): rounds of a stable sort by 32-bit random keys. */
function shuffledIndices(words: KeyWords, n: number, where: string): number[] {
  let order = Array.from({ length: n }, (_, index) => index);
  let current = words;
  for (let round = 0, rounds = roundsFor(n); round < rounds; round += 1) {
    const [next, subkey] = splitPair(current, where);
    current = next;
    const sortKeys = bits32(subkey, 0, n, `random.${where}`);
    const positions = Array.from({ length: n }, (_, index) => index).sort(
      (a, b) => sortKeys[a]! - sortKeys[b]! || a - b,
    );
    order = positions.map((position) => order[position]!);
  }
  return order;
}

/**
 * JAX's `_shuffle` of a whole array: per round, 32-bit random keys over x's shape (flat positions)
 * and a stable sort of each 1-D slice along `axis` by them; x.size sets the number of rounds.
 */
function shuffledSlices(words: KeyWords, x: AnyNDArray, axis: number, where: string): unknown[] {
  let values = elementsOf(x, where);
  const size = values.length;
  const length = x.shape[axis]!;
  const inner = sizeOf(x.shape.slice(axis + 1));
  const outer = sizeOf(x.shape.slice(0, axis));
  let current = words;
  for (let round = 0, rounds = roundsFor(size); round < rounds; round += 1) {
    const [next, subkey] = splitPair(current, where);
    current = next;
    const sortKeys = bits32(subkey, 0, size, `random.${where}`);
    const shuffled = new Array<unknown>(size);
    for (let o = 0; o < outer; o += 1) {
      for (let i = 0; i < inner; i += 1) {
        const at = (position: number) => (o * length + position) * inner + i;
        const order = Array.from({ length }, (_, position) => position).sort(
          (a, b) => sortKeys[at(a)]! - sortKeys[at(b)]! || a - b,
        );
        order.forEach((from, to) => (shuffled[at(to)] = values[at(from)]));
      }
    }
    values = shuffled;
  }
  return values;
}

/** x's slices along `axis` in the order of `indices` (a new contiguous array). */
function takeAlong(x: AnyNDArray, indices: readonly number[], axis: number, where: string): AnyNDArray {
  const values = elementsOf(x, where);
  const inner = sizeOf(x.shape.slice(axis + 1));
  const outer = sizeOf(x.shape.slice(0, axis));
  const length = x.shape[axis]!;
  const out: unknown[] = [];
  for (let o = 0; o < outer; o += 1) {
    for (const index of indices) {
      const start = (o * length + index) * inner;
      for (let i = 0; i < inner; i += 1) out.push(values[start + i]);
    }
  }
  const shape = [...x.shape];
  shape[axis] = indices.length;
  return fromNumbers(x.dtype as DType, shape, out, where);
}

function searchLeft(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function topK(values: readonly number[], k: number): number[] {
  return values
    .map((value, index) => [value, index] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, k)
    .map(([, index]) => index);
}
