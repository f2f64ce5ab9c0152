// Random numbers JAX's way: explicit keys, split / foldIn, no global state, Threefry-2x32 (20
// rounds) and JAX's derivation of bits into floats and integers, so a ported JAX program draws the
// same numbers. The streams are those of JAX with jax_threefry_partitionable=True (JAX's default
// since 0.5): element i of a draw hashes the 64-bit counter i, so a value does not depend on the
// shape around it. Kernels: asm/random.ts; the algorithms follow jax/_src/random (core.py,
// threefry2x32.py, prng.py); scripts/jax_random_reference.py models them in NumPy.
import type { DType } from '../../types/dtype.js';
import type { Shape, WritableShape } from '../../types/shape.js';
import { dtypeCode } from '../lattice/dtypes.js';
import { erfinvFloat32, erfinvFloat64 } from './erfinv.js';
import { show, shapeText } from '../errors/messages.js';
import { dtypeRows } from '../registry/registry.js';
import type { AnyNDArray } from '../../types/ndarray.js';
import { allocateScratch, checkFits } from '../memory/memory.js';
import { NDArray, allocArray, storage, withContiguous } from '../array/ndarray.js';
import { checkShape } from '../shape/check.js';
import { jaxOperations } from './operations.js';
import { runAs } from '../array/public-function.js';
import { bfloat16ToNumber, float16ToNumber, readElements, writeValues } from '../memory/values.js';
import { elementView, freeBytes, kernel } from '../kernels/instance.js';

const keyWords = Symbol('keyWords');

/**
 * A Threefry-2x32 key (JAX's `jax.random.key`): an opaque value, not an array. Make one with
 * `random.key(seed)`, derive others with `split` and `foldIn`, read its words with `keyData`.
 */
export class Key {
  /** @internal */
  declare readonly [keyWords]: readonly [number, number];
  /** The generator, as JAX names it. */
  declare readonly impl: 'threefry2x32';
  /** @internal Keys come from random.key, split and foldIn. */
  constructor(token: typeof keyToken, high: number, low: number) {
    if (token !== keyToken) throw new TypeError('Create keys with random.key(seed), random.split or random.foldIn.');
    this[keyWords] = Object.freeze([high >>> 0, low >>> 0]) as readonly [number, number];
    this.impl = 'threefry2x32';
    Object.freeze(this);
  }
  toString(): string {
    return `Key(threefry2x32, [${this[keyWords].join(', ')}])`;
  }
}
const keyToken = Symbol('keyToken');

/** True for a key made by this library's `random.key`, `split` or `foldIn`. */
export function isKey(value: unknown): value is Key {
  return value instanceof Key;
}

/** The two uint32 words of a key (checked): the error names the function and what it got. */
function wordsOf(value: unknown, where: string): readonly [number, number] {
  if (value instanceof Key) return value[keyWords];
  const legacy =
    value instanceof NDArray
      ? "; raw uint32 key arrays (JAX's legacy PRNGKey) are not keys here: use random.key(seed)"
      : '';
  throw new TypeError(
    `random.${where}: the key must be a random key (from random.key, split or foldIn), got ${show(value)}${legacy}.`,
  );
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * A key from an integer seed, as `jax.random.key(seed)`: the seed as int64, its high and low 32
 * bits the two words (`keyData(key(42))` is [0, 42]; `key(-1)` is [0xffffffff, 0xffffffff]).
 * @example random.keyData(random.key(42)).toArray() //=> [0, 42]
 */
export function key(seed: number | bigint): Key {
  let value: bigint;
  if (typeof seed === 'bigint') value = seed;
  else if (typeof seed === 'number' && Number.isSafeInteger(seed)) value = BigInt(seed);
  else
    throw new TypeError(
      `random.key: the seed must be an integer (a safe-integer number or a bigint), got ${show(seed)}.`,
    );
  if (value < INT64_MIN || value > INT64_MAX)
    throw new RangeError(`random.key: the seed ${value} does not fit int64 (JAX converts seeds to int64).`);
  const bits = BigInt.asUintN(64, value);
  return new Key(keyToken, Number(bits >> 32n), Number(bits & 0xffffffffn));
}

/**
 * The key's two uint32 words as an array of shape [2] (JAX's `jax.random.key_data`).
 * @example random.keyData(random.key(7)).toArray() //=> [0, 7]
 */
export function keyData(key: Key): NDArray<'uint32', [2]> {
  const words = wordsOf(key, 'keyData');
  return fromNumbers('uint32', [2], words, 'keyData') as NDArray<'uint32', [2]>;
}

/**
 * `num` new keys from one (JAX's `jax.random.split`, partitionable): a JS array of keys.
 * @example random.split(random.key(0), 2).map((each) => random.keyData(each).toArray()) //=> [[1797259609, 2579123966], [928981903, 3453687069]]
 */
export function split(key: Key, num = 2): Key[] {
  const [high, low] = wordsOf(key, 'split');
  checkCount(num, 'split', 'num');
  checkFits('random.split', 'uint32', [num, 2]); // the keys' words, made in one block
  checkListed('split', num, 'keys');
  return splitKeys(high, low, num, 'split');
}

/** `num` keys from the key (high, low), for the public function `where`. */
function splitKeys(high: number, low: number, num: number, where: string): Key[] {
  const keys = new Array<Key>(num);
  if (num === 0) return keys;
  withScratch(8 * num, where, (pointer) => {
    kernel('random_words')(high, low, 0, 0, pointer, pointer + 4 * num, num);
    const words = elementView(dtypeCode('uint32'), pointer, 2 * num) as Uint32Array;
    for (let index = 0; index < num; index += 1) keys[index] = new Key(keyToken, words[index]!, words[num + index]!);
  });
  return keys;
}

/**
 * A new key from a key and a 32-bit integer (JAX's `jax.random.fold_in`).
 * @example random.keyData(random.foldIn(random.key(0), 1)).toArray() //=> [928981903, 3453687069]
 */
export function foldIn(key: Key, data: number | bigint): Key {
  const [high, low] = wordsOf(key, 'foldIn');
  const value = typeof data === 'bigint' ? Number(data) : data;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 32) {
    throw new RangeError(
      `random.foldIn: data must be an integer in [-2^31, 2^32) (it becomes a uint32), got ${show(data)}.`,
    );
  }
  // threefry_2x32(key, threefry_seed(uint32 data)): the block (0, data).
  const [out0, out1] = hashBlocks(high, low, [0], [value >>> 0], 'foldIn');
  return new Key(keyToken, out0[0]!, out1[0]!);
}

/**
 * JAX's `threefry_2x32(keypair, count)` over uint32 arrays: the count (any shape) is flattened,
 * padded with one 0 when odd, and its first and second halves are the two words of each block;
 * the result has the count's shape.
 * @example random.threefry2x32([0x13198a2e, 0x03707344], array([0x243f6a88, 0x85a308d3], 'uint32')).toArray() //=> [0xc4923a9c, 0x483df7a0]
 */
export function threefry2x32<const Dims extends Shape>(
  keyWords: NDArray<'uint32', Shape> | readonly number[],
  count: NDArray<'uint32', Dims>,
): NDArray<'uint32', WritableShape<Dims>> {
  if (!isNDArrayLike(keyWords) && !Array.isArray(keyWords))
    throw new TypeError(`random.threefry2x32: keyWords must be two uint32 words, got ${show(keyWords)}.`);
  if (isNDArrayLike(keyWords) && keyWords.size !== 2)
    throw new TypeError(`random.threefry2x32: keyWords must be two uint32 words, got ${show(keyWords)}.`);
  const pair = (
    isNDArrayLike(keyWords) ? elementsOf(uint32Array(keyWords, 'keyWords'), 'threefry2x32') : [...keyWords]
  ) as number[];
  if (pair.length !== 2 || !pair.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)) {
    throw new TypeError(`random.threefry2x32: keyWords must be two uint32 words, got ${show(keyWords)}.`);
  }
  checkListed('threefry2x32', count.size, 'counts');
  const flat = elementsOf(uint32Array(count, 'count'), 'threefry2x32') as number[];
  if (flat.length % 2 === 1) flat.push(0);
  const half = flat.length / 2;
  const [out0, out1] = hashBlocks(pair[0]!, pair[1]!, flat.slice(0, half), flat.slice(half), 'threefry2x32');
  const out = [...out0, ...out1].slice(0, count.size);
  return fromNumbers('uint32', count.shape, out, 'threefry2x32') as NDArray<'uint32', WritableShape<Dims>>;
}

export type UintDType = 'uint8' | 'uint16' | 'uint32' | 'uint64';
// The float8 formats JAX's uniform and normal take: the registry's 8-bit narrow floats with a
// zero (not float8_e8m0fnu), with their mantissa bits.
type Float8Row = Extract<
  (typeof dtypeRows)[number],
  { readonly bits: 8; readonly narrow: { readonly mantissa: number } }
>;
export type Float8DType = Exclude<Float8Row, { readonly narrow: { readonly specials: 'e8m0' } }>['name'];
const float8Mantissas = Object.fromEntries(
  dtypeRows.flatMap((row) =>
    'narrow' in row && row.bits === 8 && 'mantissa' in row.narrow && row.narrow.specials !== 'e8m0'
      ? [[row.name, row.narrow.mantissa]]
      : [],
  ),
) as Readonly<Record<Float8DType, number>>;
export type UniformDType = 'float16' | 'bfloat16' | 'float32' | 'float64' | Float8DType;
export type RandintDType = 'int8' | 'int16' | 'int32' | 'int64' | 'uint8' | 'uint16' | 'uint32' | 'uint64';

/**
 * Random unsigned integers, every bit uniform (JAX's `jax.random.bits`); default dtype uint64 (x64).
 * @example random.bits(random.key(0), [2], { dtype: 'uint32' }).toArray() //=> [4070199207, 4202968722]
 */
export function bits<const Dims extends Shape = [], D extends UintDType = 'uint64'>(
  key: Key,
  shape?: Dims,
  options?: { dtype?: D },
): NDArray<D, WritableShape<Dims>> {
  const [high, low] = wordsOf(key, 'bits');
  const dims = checkShape(shape ?? [], 'random.bits');
  const { dtype = 'uint64' } = checkOptions(options, 'bits', ['dtype']) as { dtype?: UintDType };
  const width = ({ uint8: 8, uint16: 16, uint32: 32, uint64: 64 } as Record<string, number>)[dtype];
  if (width === undefined)
    throw new TypeError(
      `random.bits: dtype must be an unsigned integer dtype (uint8, uint16, uint32, uint64), got ${show(dtype)}.`,
    );
  checkFits('random.bits', dtype, dims);
  return randomBits(high, low, width, dims, 'bits', dtype) as NDArray<D, WritableShape<Dims>>;
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
  const {
    dtype = 'float64',
    minval = 0,
    maxval = 1,
  } = checkOptions(options, 'uniform', ['dtype', 'minval', 'maxval']) as {
    dtype?: UniformDType;
    minval?: number | AnyNDArray;
    maxval?: number | AnyNDArray;
  };
  checkFloatDType(dtype, 'uniform');
  checkFits('random.uniform', dtype, dims);
  if (typeof minval !== 'number' || typeof maxval !== 'number')
    checkListed('uniform', sizeOf(dims), `${dtype} values between array bounds`, ', or with number bounds');
  else if (!kernelUniform(dtype))
    checkListed('uniform', sizeOf(dims), `${dtype} values`, ', or in float32 or float64, which have no such limit');
  const lo = boundValues(minval, dims, 'uniform', 'minval');
  const hi = boundValues(maxval, dims, 'uniform', 'maxval');
  if (typeof lo === 'number' && typeof hi === 'number')
    return uniformArray(words, dims, dtype, lo, hi, 'uniform') as NDArray<D, WritableShape<Dims>>;
  return fromNumbers(dtype, dims, uniformNumbers(words, sizeOf(dims), dtype, lo, hi, 'uniform'), 'uniform') as NDArray<
    D,
    WritableShape<Dims>
  >;
}

/**
 * Standard normal floats (JAX's `jax.random.normal`): sqrt(2)·erfinv(u) with u uniform in
 * (-1, 1), erfinv evaluated as XLA evaluates JAX's lax.erf_inv (Giles' polynomials, float16 and
 * bfloat16 in float32, see src/ops/erfinv.ts), so the values are JAX's (one difference can remain: XLA
 * leaves log1p to the backend's math library; here it is float64 log1p rounded once). Like JAX's,
 * they are within 3 ulp of the exact √2·erfinv(u) for |u| < 0.99 and further off towards ±1,
 * where u·u loses u's low bits. Default dtype float64.
 * @example random.normal(random.key(0), [2], { dtype: 'float32' }).toArray() //=> [1.6226420402526855, 2.0252647399902344]
 */
export function normal<const Dims extends Shape = [], D extends UniformDType = 'float64'>(
  key: Key,
  shape?: Dims,
  options?: { dtype?: D },
): NDArray<D, WritableShape<Dims>> {
  const words = wordsOf(key, 'normal');
  const dims = checkShape(shape ?? [], 'random.normal');
  const { dtype = 'float64' } = checkOptions(options, 'normal', ['dtype']) as { dtype?: UniformDType };
  checkFloatDType(dtype, 'normal');
  checkFits('random.normal', dtype, dims);
  checkListed('normal', sizeOf(dims), `${dtype} values`);
  // nextafter(-1, 0) in the dtype.
  const lowest =
    -1 +
    2 **
      -(
        (dtype === 'float64'
          ? 52
          : dtype === 'float32'
            ? 23
            : dtype === 'float16'
              ? 10
              : dtype === 'bfloat16'
                ? 7
                : float8Mantissas[dtype]) + 1
      );
  const u = uniformNumbers(words, sizeOf(dims), dtype, lowest, 1, 'normal');
  let out: number[];
  if (dtype === 'float64') out = u.map((value) => Math.SQRT2 * erfinvFloat64(value));
  else if (dtype === 'float32') out = u.map((value) => f32(f32(Math.SQRT2) * erfinvFloat32(value)));
  else {
    // erf_inv upcasts to float32 and rounds back; the product of two such floats is exact in
    // float64, so writing it rounds once, as XLA's multiply does.
    const [sqrt2] = roundValues(dtype, [Math.SQRT2], 'normal');
    out = roundValues(dtype, u.map(erfinvFloat32), 'normal').map((value) => sqrt2! * value);
  }
  return fromNumbers(dtype, dims, out, 'normal') as NDArray<D, WritableShape<Dims>>;
}

/**
 * Uniform integers in [minval, maxval) (JAX's `jax.random.randint`, its two-draw algorithm on a
 * split key). Default dtype int64. minval >= maxval is a RangeError (JAX returns minval). Bounds past
 * the dtype are clipped to it, as JAX's are: `randint(key, shape, 0, 2n ** 64n, { dtype: 'uint64' })`
 * samples every uint64 (JAX refuses a Python int beyond int64 with an OverflowError).
 * @example random.randint(random.key(0), [4], 0, 10).toArray() //=> [5n, 1n, 5n, 7n]
 */
export function randint<const Dims extends Shape, D extends RandintDType = 'int64'>(
  key: Key,
  shape: Dims,
  minval: number | bigint,
  maxval: number | bigint,
  options?: { dtype?: D },
): NDArray<D, WritableShape<Dims>> {
  const words = wordsOf(key, 'randint');
  const dims = checkShape(shape, 'random.randint');
  const { dtype = 'int64' } = checkOptions(options, 'randint', ['dtype']) as { dtype?: RandintDType };
  const range = integerRanges[dtype];
  if (range === undefined)
    throw new TypeError(
      `random.randint: dtype must be an integer dtype (int8 … int64, uint8 … uint64), got ${show(dtype)}.`,
    );
  checkFits('random.randint', dtype, dims);
  checkListed('randint', sizeOf(dims), `${dtype} values`);
  const lo = toBigInt(minval, 'minval');
  const hi = toBigInt(maxval, 'maxval');
  if (lo >= hi)
    throw new RangeError(
      `random.randint: minval must be less than maxval, got minval ${lo} and maxval ${hi} (${dtype}).`,
    );
  const values = randintValues(words, sizeOf(dims), lo, hi, dtype, 'randint');
  return fromNumbers(dtype, dims, values, 'randint') as NDArray<D, WritableShape<Dims>>;
}

/**
 * True with probability p (JAX's `jax.random.bernoulli`): uniform(key, shape) < p, the uniform
 * drawn in p's dtype: float64 for a number, float32 for the default p = 0.5 (JAX's
 * np.float32(0.5)), the array's dtype for an array p (float16, bfloat16, float32, float64), which
 * broadcasts to `shape` and gives the shape when `shape` is left out.
 * @example random.bernoulli(random.key(0), 0.5, [4]).toArray() //=> [true, true, false, false]
 */
export function bernoulli<const Dims extends Shape = []>(
  key: Key,
  p?: number,
  shape?: Dims,
): NDArray<'bool', WritableShape<Dims>>;
export function bernoulli<const PDims extends Shape, const Dims extends Shape = PDims>(
  key: Key,
  p: NDArray<UniformDType, PDims>,
  shape?: Dims,
): NDArray<'bool', WritableShape<Dims>>;
export function bernoulli(key: Key, p?: number | AnyNDArray, shape?: Shape): AnyNDArray {
  const words = wordsOf(key, 'bernoulli');
  let dtype: UniformDType;
  if (p === undefined) dtype = 'float32';
  else if (typeof p === 'number') dtype = 'float64';
  else if (isNDArrayLike(p)) {
    if (!isUniformDType(p.dtype))
      throw new TypeError(`random.bernoulli: p must have a float dtype (${uniformDTypeNames}), got ${p.dtype}.`);
    dtype = p.dtype;
  } else throw new TypeError(`random.bernoulli: p must be a number or a float array, got ${show(p)}.`);
  const dims = checkShape(shape ?? (isNDArrayLike(p) ? p.shape : []), 'random.bernoulli');
  checkFits('random.bernoulli', dtype, dims); // the uniform draws, as wide as p's dtype
  if (isNDArrayLike(p)) checkBroadcast(p, dims, 'bernoulli', 'p');
  if (!kernelUniform(dtype))
    checkListed('bernoulli', sizeOf(dims), `${dtype} draws`, ', or with p a number or a float32 or float64 array');
  // u < p in p's dtype, both in wasm memory (no JavaScript list of the draws): less's
  // comparison of a float array with a number or a float array of the same dtype.
  const u = uniformArray(words, dims, dtype, 0, 1, 'bernoulli');
  try {
    return runAs('random.bernoulli', () => jaxOperations.less(u, p ?? 0.5) as AnyNDArray);
  } finally {
    u.dispose();
  }
}

/**
 * A random permutation (JAX's `jax.random.permutation`): of arange(n) (int64) for a number, or of
 * an array's slices along `axis`. Sorts by random 32-bit keys, in JAX's number of rounds. With
 * `independent: true` each 1-D slice along `axis` is shuffled on its own (JAX's independent=True).
 * @example random.permutation(random.key(0), 5).toArray() //=> [0n, 1n, 4n, 3n, 2n]
 */
export function permutation<const Dims extends Shape, D extends DType>(
  key: Key,
  x: NDArray<D, Dims>,
  options?: { axis?: number; independent?: boolean },
): NDArray<D, WritableShape<Dims>>;
export function permutation<const N extends number>(
  key: Key,
  x: N,
  options?: { axis?: number; independent?: boolean },
): NDArray<'int64', [N]>;
export function permutation(
  key: Key,
  x: number | AnyNDArray,
  options?: { axis?: number; independent?: boolean },
): AnyNDArray {
  const words = wordsOf(key, 'permutation');
  const { axis = 0, independent = false } = checkOptions(options, 'permutation', ['axis', 'independent']) as {
    axis?: number;
    independent?: boolean;
  };
  if (typeof independent !== 'boolean')
    throw new TypeError(`random.permutation: independent must be a boolean, got ${show(independent)}.`);
  if (typeof x === 'number') {
    checkCount(x, 'permutation', 'x');
    checkFits('random.permutation', 'int64', [x]);
    checkListed('permutation', x, 'indices');
    if (axis !== 0 && axis !== -1)
      throw new RangeError(`random.permutation: axis ${axis} is out of bounds for a range (1 axis).`);
    return fromNumbers('int64', [x], shuffledIndices(words, x, 'permutation'), 'permutation');
  }
  if (!isNDArrayLike(x))
    throw new TypeError(`random.permutation: x must be a non-negative integer or an NDArray, got ${show(x)}.`);
  if (x.ndim === 0)
    throw new TypeError('random.permutation: x must be an integer or an array of at least 1 axis, got a 0-d array.');
  const resolved = resolveAxis(axis, x.ndim, 'permutation');
  checkListed('permutation', x.size, 'elements');
  if (independent && x.ndim > 1)
    return fromNumbers(x.dtype as DType, x.shape, shuffledSlices(words, x, resolved, 'permutation'), 'permutation');
  return takeAlong(x, shuffledIndices(words, x.shape[resolved]!, 'permutation'), resolved, 'permutation');
}

/**
 * Samples from an array's slices along `axis`, or from arange(a) (JAX's `jax.random.choice`):
 * with replacement uniformly (randint) or by `p` (inverse CDF); without, a permutation's first
 * draws, or by `p` with Gumbel top-k.
 * @example random.choice(random.key(0), 10, { shape: [3], replace: false }).toArray() //=> [0n, 1n, 8n]
 */
export function choice<const Dims extends Shape = []>(
  key: Key,
  a: number,
  options?: { shape?: Dims; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
): NDArray<'int64', WritableShape<Dims>>;
export function choice<D extends DType>(
  key: Key,
  a: NDArray<D, Shape>,
  options?: { shape?: Shape; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
): NDArray<D, number[]>;
export function choice(
  key: Key,
  a: number | AnyNDArray,
  options?: { shape?: Shape; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
): AnyNDArray {
  const words = wordsOf(key, 'choice');
  const {
    shape = [],
    replace = true,
    p,
    axis = 0,
  } = checkOptions(options, 'choice', ['shape', 'replace', 'p', 'axis']) as {
    shape?: Shape;
    replace?: boolean;
    p?: readonly number[] | AnyNDArray;
    axis?: number;
  };
  const dims = checkShape(shape, 'random.choice');
  checkFits('random.choice', 'int64', dims); // the indices drawn
  const draws = sizeOf(dims);
  let inputs: number;
  let resolved = 0;
  if (typeof a === 'number') {
    checkCount(a, 'choice', 'a');
    inputs = a;
  } else if (isNDArrayLike(a) && a.ndim > 0) {
    resolved = resolveAxis(axis, a.ndim, 'choice');
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
  let indices: number[];
  if (draws === 0) indices = [];
  else if (p === undefined) {
    indices = replace
      ? (randintValues(words, draws, 0n, BigInt(inputs), 'int64', 'choice') as bigint[]).map(Number)
      : shuffledIndices(words, inputs, 'choice').slice(0, draws);
  } else {
    const weights = (isNDArrayLike(p) ? elementsOf(p, 'choice') : [...p]).map(Number);
    if (weights.length !== inputs)
      throw new RangeError(
        `random.choice: p must have the same length as the population (${inputs}), got ${weights.length}.`,
      );
    if (replace) {
      const cumulative: number[] = [];
      let total = 0;
      for (const weight of weights) cumulative.push((total += weight));
      const u = uniformNumbers(words, draws, 'float64', 0, 1, 'choice');
      indices = u.map((value) => searchLeft(cumulative, total * (1 - value)));
    } else {
      const gumbel = gumbelNumbers(words, inputs, 'float64', 'choice').map(
        (value, index) => value + Math.log(weights[index]!),
      );
      indices = topK(gumbel, draws);
    }
  }
  if (typeof a === 'number') return fromNumbers('int64', dims, indices, 'choice');
  const taken = takeAlong(a, indices, resolved, 'choice');
  try {
    const outShape = [...a.shape.slice(0, resolved), ...dims, ...a.shape.slice(resolved + 1)];
    return fromNumbers(a.dtype as DType, outShape, readElements(taken), 'choice');
  } finally {
    taken.dispose();
  }
}

/**
 * Samples category indices from unnormalised log-probabilities (JAX's `jax.random.categorical`):
 * argmax over `axis` of logits plus Gumbel noise. Result int64 of the logits' shape without
 * `axis`, or `shape` (whose trailing axes must be those).
 * @example random.categorical(random.key(0), array([[0, 0, 10], [10, 0, 0]], 'float32')).toArray() //=> [2n, 0n]
 */
export function categorical(
  key: Key,
  logits: AnyNDArray,
  options?: { axis?: number; shape?: Shape },
): NDArray<'int64', number[]> {
  const words = wordsOf(key, 'categorical');
  if (!isNDArrayLike(logits) || logits.ndim === 0)
    throw new TypeError(`random.categorical: logits must be an array of at least 1 axis, got ${show(logits)}.`);
  const { axis = -1, shape } = checkOptions(options, 'categorical', ['axis', 'shape']) as {
    axis?: number;
    shape?: Shape;
  };
  const resolved = resolveAxis(axis, logits.ndim, 'categorical');
  const dtype = logits.dtype as DType;
  if (dtype !== 'float32' && dtype !== 'float64' && dtype !== 'float16' && dtype !== 'bfloat16') {
    throw new TypeError(
      `random.categorical: logits must have a float dtype (float16, bfloat16, float32, float64), got ${dtype}.`,
    );
  }
  const batch = (logits.shape as readonly number[]).filter((_, index) => index !== resolved);
  const outShape = shape === undefined ? batch : checkShape(shape, 'random.categorical');
  // The Gumbel noise: one draw per category of every sample.
  checkFits('random.categorical', dtype, [...outShape, logits.shape[resolved]!]);
  const prefix = outShape.slice(0, outShape.length - batch.length);
  if (outShape.length < batch.length || shapeText(outShape.slice(prefix.length)) !== shapeText(batch)) {
    throw new RangeError(
      `random.categorical: shape ${shapeText(outShape)} must end with the logits' batch shape ${shapeText(batch)}.`,
    );
  }
  const categories = logits.shape[resolved]!;
  checkListed('categorical', sizeOf(prefix) * logits.size, 'Gumbel draws');
  const values = (elementsOf(logits, 'categorical') as number[]).map(Number);
  // Gumbel noise of shape (*prefix, *logits.shape), the category axis where the logits have it.
  const prefixSize = sizeOf(prefix);
  const noise = gumbelNumbers(words, prefixSize * logits.size, dtype, 'categorical');
  const inner = sizeOf(logits.shape.slice(resolved + 1));
  const outer = sizeOf(logits.shape.slice(0, resolved));
  const result: number[] = [];
  for (let sample = 0; sample < prefixSize; sample += 1) {
    for (let o = 0; o < outer; o += 1) {
      for (let i = 0; i < inner; i += 1) {
        let best = -Infinity;
        let bestIndex = 0;
        for (let c = 0; c < categories; c += 1) {
          const at = (o * categories + c) * inner + i;
          const score = round(dtype, noise[sample * logits.size + at]! + values[at]!);
          if (score > best || (Number.isNaN(score) && !Number.isNaN(best))) {
            best = score;
            bestIndex = c;
            if (Number.isNaN(score)) break;
          }
        }
        result.push(bestIndex);
      }
    }
  }
  return fromNumbers('int64', outShape, result, 'categorical') as NDArray<'int64', number[]>;
}

// ---- helpers ----

/**
 * The elements of a caller's array as a list, in row-major order: a strided view (transposed,
 * broadcast) is read through a contiguous copy, whose errors (too large) name the function.
 */
function elementsOf(array: AnyNDArray, where: string): unknown[] {
  return runAs(`random.${where}`, () => withContiguous(array, readElements));
}

function isNDArrayLike(value: unknown): value is AnyNDArray {
  return value instanceof NDArray;
}

function uint32Array(value: unknown, name: string): AnyNDArray {
  if (!isNDArrayLike(value) || value.dtype !== 'uint32') {
    throw new TypeError(
      `random.threefry2x32: ${name} must be a uint32 array, got ${isNDArrayLike(value) ? `${/^[aeiou]/.test(value.dtype) ? 'an' : 'a'} ${value.dtype} array` : show(value)}.`,
    );
  }
  return value;
}

function checkCount(value: unknown, where: string, name: string): asserts value is number {
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    throw new RangeError(`random.${where}: ${name} must be a non-negative integer, got ${show(value)}.`);
}

function checkOptions(options: unknown, where: string, known: readonly string[]): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(`random.${where}: options must be an object, got ${show(options)}.`);
  for (const name of Object.keys(options)) {
    if (!known.includes(name))
      throw new TypeError(`random.${where}: unknown option "${name}" (it takes ${known.join(', ')}).`);
  }
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) if (value !== undefined) picked[name] = value;
  return picked;
}

function isUniformDType(dtype: unknown): dtype is UniformDType {
  return (
    dtype === 'float16' ||
    dtype === 'bfloat16' ||
    dtype === 'float32' ||
    dtype === 'float64' ||
    Object.hasOwn(float8Mantissas, dtype as string)
  );
}

const uniformDTypeNames = 'float16, bfloat16, float32, float64 or an 8-bit float8 format';

function checkFloatDType(dtype: unknown, where: string): asserts dtype is UniformDType {
  if (isUniformDType(dtype)) return;
  const why =
    typeof dtype === 'string' && /^float[64]_|^float8_e8m0/.test(dtype)
      ? ` (JAX's ${where} takes 8-, 16-, 32- and 64-bit floats with a zero)`
      : '';
  throw new TypeError(`random.${where}: dtype must be a float dtype (${uniformDTypeNames}), got ${show(dtype)}${why}.`);
}

function resolveAxis(axis: unknown, ndim: number, where: string): number {
  if (!Number.isInteger(axis) || (axis as number) < -ndim || (axis as number) >= ndim) {
    throw new RangeError(`random.${where}: axis ${show(axis)} is out of bounds for an array of ${ndim} axes.`);
  }
  return (axis as number) < 0 ? (axis as number) + ndim : (axis as number);
}

function toBigInt(value: unknown, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new TypeError(
    `random.randint: ${name} must be an integer (a safe-integer number or a bigint), got ${show(value)}.`,
  );
}

function sizeOf(shape: readonly number[]): number {
  let size = 1;
  for (const axis of shape) size *= axis;
  return size;
}

/** Whether uniform draws of `dtype` are made by a kernel straight into wasm memory (no JavaScript lists). */
function kernelUniform(dtype: UniformDType): dtype is 'float32' | 'float64' {
  return dtype === 'float32' || dtype === 'float64';
}

// The other draws (float16, bfloat16 and float8 uniforms, normal, randint, permutation, choice,
// categorical, threefry2x32, split's keys) are computed in JavaScript lists of numbers, bigints or
// keys. A list of 10^8 bigints needs gigabytes of JavaScript heap, and an exhausted heap ends the
// process (no error to catch): so a draw is refused, by name, before any work where its lists
// would exceed this many elements (a few hundred MiB of heap at most).
const listLimit = 2 ** 24;

function checkListed(where: string, count: number, what: string, other = ''): void {
  if (count > listLimit)
    throw new RangeError(
      `random.${where}: ${count} ${what} is more than this implementation draws at once (${listLimit}, 2^24): it builds them in JavaScript lists, and larger ones could exhaust the JavaScript heap. Draw fewer at a time${other}.`,
    );
}

/** A scratch block for `body`, freed after it; exhausted memory is a RangeError naming random.`where`. */
function withScratch<Result>(bytes: number, where: string, body: (pointer: number) => Result): Result {
  const pointer = allocateScratch(Math.max(bytes, 16), () => 'a scratch block for the random bits', `random.${where}`);
  try {
    return body(pointer);
  } finally {
    freeBytes(pointer);
  }
}

/** An array of dtype and shape holding `values` (checked by writeValues). */
function fromNumbers(dtype: DType, shape: readonly number[], values: ArrayLike<unknown>, where: string): AnyNDArray {
  const result = allocArray(dtype, shape, false, `random.${where}`);
  try {
    writeValues(values, dtype, result[storage].pointer, (index) => `random.${where}: element ${index}`);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/** threefry2x32 over blocks (x0[i], x1[i]). */
function hashBlocks(
  high: number,
  low: number,
  x0: readonly number[],
  x1: readonly number[],
  where: string,
): [number[], number[]] {
  const count = x0.length;
  return withScratch(16 * count, where, (pointer) => {
    const u32 = dtypeCode('uint32');
    const input = elementView(u32, pointer, 2 * count) as Uint32Array;
    input.set(x0, 0);
    input.set(x1, count);
    kernel('threefry2x32')(high, low, pointer, pointer + 4 * count, pointer + 8 * count, pointer + 12 * count, count);
    const out = elementView(u32, pointer + 8 * count, 2 * count) as Uint32Array;
    return [Array.from(out.subarray(0, count)), Array.from(out.subarray(count))];
  });
}

/** JAX's partitionable random_bits of `width` bits over `dims`, as an array of `dtype`. */
function randomBits(
  high: number,
  low: number,
  width: number,
  dims: readonly number[],
  where: string,
  dtype: DType,
): AnyNDArray {
  const size = sizeOf(dims);
  const result = allocArray(dtype, dims, false, `random.${where}`);
  if (size === 0) return result;
  const pointer = result[storage].pointer;
  if (width === 64) kernel('random_bits64')(high, low, 0, 0, pointer, size);
  else if (width === 32) kernel('random_bits32')(high, low, 0, 0, pointer, size);
  else {
    withScratch(4 * size, where, (scratch) => {
      kernel('random_bits32')(high, low, 0, 0, scratch, size);
      const words = elementView(dtypeCode('uint32'), scratch, size) as Uint32Array;
      const out = elementView(dtypeCode(dtype), pointer, size) as Uint8Array | Uint16Array;
      out.set(words); // the typed array keeps the low bits, as JAX's convert_element_type does
    });
  }
  return result;
}

/** 32-bit random bits of elements 0 .. count-1 as numbers. */
function bits32Numbers(words: readonly [number, number], count: number, where: string): Uint32Array {
  return withScratch(4 * count, where, (pointer) => {
    if (count > 0) kernel('random_bits32')(words[0], words[1], 0, 0, pointer, count);
    return (elementView(dtypeCode('uint32'), pointer, count) as Uint32Array).slice();
  });
}

/** 64-bit random bits as bigints. */
function bits64Numbers(words: readonly [number, number], count: number, where: string): BigUint64Array {
  return withScratch(8 * count, where, (pointer) => {
    if (count > 0) kernel('random_bits64')(words[0], words[1], 0, 0, pointer, count);
    return (elementView(dtypeCode('uint64'), pointer, count) as BigUint64Array).slice();
  });
}

const f32 = Math.fround;

/** Values rounded (once, to nearest-even) to float16 or bfloat16, as numbers. */
function roundTo16(dtype: 'float16' | 'bfloat16', values: readonly number[], where: string): number[] {
  return withScratch(2 * values.length, where, (pointer) => {
    writeValues(values, dtype, pointer, (index) => `random.${where}: element ${index}`);
    const bits = elementView(dtypeCode(dtype), pointer, values.length) as Uint16Array;
    return Array.from(bits, dtype === 'float16' ? float16ToNumber : bfloat16ToNumber);
  });
}

function round(dtype: DType, value: number): number {
  return dtype === 'float64' ? value : f32(value);
}

function uniformArray(
  words: readonly [number, number],
  dims: readonly number[],
  dtype: UniformDType,
  minval: number,
  maxval: number,
  where: string,
): AnyNDArray {
  const size = sizeOf(dims);
  if (kernelUniform(dtype)) {
    const result = allocArray(dtype, dims, false, `random.${where}`);
    if (size > 0)
      kernel(`random_uniform_${dtype}`)(words[0], words[1], 0, 0, result[storage].pointer, size, minval, maxval);
    return result;
  }
  return fromNumbers(dtype, dims, uniformNumbers(words, size, dtype, minval, maxval, where), where);
}

/**
 * JAX's `_uniform` as numbers, minval and maxval numbers or one per element. float16 takes 16
 * random bits (the low half of the 32-bit bits), bfloat16 8 (JAX draws 8 bits where the mantissa
 * has fewer than 8, and shifts them right by one); their mantissa steps are exact, the
 * bounds are rounded to the dtype, the scaling is done in float32 and rounded once to the 16-bit
 * type (the values returned are the dtype's).
 */
function uniformNumbers(
  words: readonly [number, number],
  count: number,
  dtype: UniformDType,
  minval: number | readonly number[],
  maxval: number | readonly number[],
  where: string,
): number[] {
  const out = new Array<number>(count);
  const at = (bound: number | readonly number[], index: number) => (typeof bound === 'number' ? bound : bound[index]!);
  if (dtype === 'float64') {
    const bits = bits64Numbers(words, count, where);
    const view = new DataView(new ArrayBuffer(8));
    for (let index = 0; index < count; index += 1) {
      const lo = at(minval, index);
      view.setBigUint64(0, (bits[index]! >> 12n) | 0x3ff0000000000000n);
      out[index] = Math.max(lo, (view.getFloat64(0) - 1) * (at(maxval, index) - lo) + lo);
    }
    return out;
  }
  const bits = bits32Numbers(words, count, where);
  if (dtype !== 'float32' && dtype !== 'float16' && dtype !== 'bfloat16')
    return float8Uniform(bits, dtype, minval, maxval, where);
  const toDType = (bound: number | readonly number[]) =>
    dtype === 'float32'
      ? typeof bound === 'number'
        ? f32(bound)
        : bound.map(f32)
      : roundTo16(dtype, typeof bound === 'number' ? [bound] : bound, where);
  const los = toDType(minval);
  const his = toDType(maxval);
  const scalar = typeof minval === 'number' && typeof maxval === 'number';
  const mantissa = dtype === 'float32' ? 23 : dtype === 'float16' ? 10 : 7;
  // JAX draws max(8, ...) random bits: 8 when the mantissa is narrower than 8 bits (bfloat16).
  const width = dtype === 'float32' ? 32 : mantissa < 8 ? 8 : 16;
  for (let index = 0; index < count; index += 1) {
    const lo = at(los, scalar || typeof minval === 'number' ? 0 : index);
    const hi = at(his, scalar || typeof maxval === 'number' ? 0 : index);
    const span = f32(hi - lo);
    const raw = width === 32 ? bits[index]! : bits[index]! & (width === 16 ? 0xffff : 0xff);
    const fraction = (raw >>> (width - mantissa)) / 2 ** mantissa; // (1.m) - 1, exact
    const value = f32(f32(fraction * span) + lo);
    out[index] = Number.isNaN(value) || Number.isNaN(lo) ? NaN : Math.max(lo, value);
  }
  return dtype === 'float32' ? out : roundTo16(dtype, out, where);
}

/**
 * JAX's `_uniform` for a float8 format: 8 random bits (the low byte of the 32-bit bits) shifted
 * to the mantissa, then each operation rounded to the format (as ml_dtypes and XLA's upcasting do).
 */
function float8Uniform(
  bits: Uint32Array,
  dtype: Float8DType,
  minval: number | readonly number[],
  maxval: number | readonly number[],
  where: string,
): number[] {
  const mantissa = float8Mantissas[dtype];
  const count = bits.length;
  const los = roundValues(dtype, typeof minval === 'number' ? [minval] : minval, where);
  const his = roundValues(dtype, typeof maxval === 'number' ? [maxval] : maxval, where);
  const lo = (index: number) => los[typeof minval === 'number' ? 0 : index]!;
  const hi = (index: number) => his[typeof maxval === 'number' ? 0 : index]!;
  const spans = roundValues(
    dtype,
    Array.from({ length: count }, (_, index) => hi(index) - lo(index)),
    where,
  );
  const products = roundValues(
    dtype,
    Array.from(bits, (raw, index) => (((raw & 0xff) >>> (8 - mantissa)) / 2 ** mantissa) * spans[index]!),
    where,
  );
  const sums = roundValues(
    dtype,
    products.map((product, index) => product + lo(index)),
    where,
  );
  return sums.map((value, index) =>
    Number.isNaN(value) || Number.isNaN(lo(index)) ? NaN : Math.max(lo(index), value),
  );
}

/** Values rounded once to a float dtype (float8 formats through their cast), as numbers. */
function roundValues(dtype: UniformDType, values: readonly number[], where: string): number[] {
  if (dtype === 'float64') return [...values];
  if (dtype === 'float32') return values.map(f32);
  if (dtype === 'float16' || dtype === 'bfloat16') return roundTo16(dtype, values, where);
  const held = fromNumbers(dtype, [values.length], values, where);
  try {
    return (readElements(held) as unknown[]).map(Number);
  } finally {
    held.dispose();
  }
}

/**
 * A sampler's bound or probability: a number as it is, an array broadcast to `dims` (NumPy's
 * rule, the result's shape fixed) as one number per element.
 */
function boundValues(value: unknown, dims: readonly number[], where: string, name: string): number | number[] {
  if (typeof value === 'number') return value;
  if (!isNDArrayLike(value))
    throw new TypeError(`random.${where}: ${name} must be a number or an NDArray, got ${show(value)}.`);
  const kind = value.dtype as DType;
  if (kind === 'complex64' || kind === 'complex128')
    throw new TypeError(`random.${where}: ${name} must be real, got a ${kind} array.`);
  checkBroadcast(value, dims, where, name);
  const shape = value.shape as readonly number[];
  const offset = dims.length - shape.length;
  const source = (elementsOf(value, where) as unknown[]).map(Number);
  const size = sizeOf(dims);
  const out = new Array<number>(size);
  // Strides of the source over the result's axes (0 where it broadcasts).
  const strides = dims.map(() => 0);
  for (let axis = shape.length - 1, stride = 1; axis >= 0; axis -= 1) {
    strides[offset + axis] = shape[axis] === 1 ? 0 : stride;
    stride *= shape[axis]!;
  }
  for (let index = 0; index < size; index += 1) {
    let rest = index;
    let from = 0;
    for (let axis = dims.length - 1; axis >= 0; axis -= 1) {
      from += (rest % dims[axis]!) * strides[axis]!;
      rest = Math.floor(rest / dims[axis]!);
    }
    out[index] = source[from]!;
  }
  return out;
}

/** A bound or probability array must broadcast to the draw's shape (NumPy's rule, that shape fixed). */
function checkBroadcast(value: AnyNDArray, dims: readonly number[], where: string, name: string): void {
  const shape = value.shape as readonly number[];
  const offset = dims.length - shape.length;
  if (offset < 0 || shape.some((axis, index) => axis !== 1 && axis !== dims[offset + index])) {
    throw new RangeError(
      `random.${where}: ${name} of shape ${shapeText(shape)} does not broadcast to the shape ${shapeText(dims)}.`,
    );
  }
}

/** -log(-log(u)), u uniform in [tiny, 1) (JAX's `_gumbel`, mode "low"). */
function gumbelNumbers(words: readonly [number, number], count: number, dtype: DType, where: string): number[] {
  const floatType = dtype as UniformDType;
  const tiny = floatType === 'float64' ? 2 ** -1022 : floatType === 'float16' ? 2 ** -14 : 2 ** -126;
  return uniformNumbers(words, count, floatType, tiny, 1, where).map((u) =>
    round(dtype, -Math.log(round(dtype, -Math.log(u)))),
  );
}

function randintValues(
  words: readonly [number, number],
  count: number,
  minval: bigint,
  maxval: bigint,
  dtype: RandintDType,
  where: string,
): bigint[] {
  // 8- and 16-bit dtypes sample as int32 with the bounds clipped to the dtype (JAX's randint).
  const narrow = dtype === 'int8' || dtype === 'int16' || dtype === 'uint8' || dtype === 'uint16';
  const target = integerRanges[dtype]!;
  let lo = minval;
  let hi = maxval;
  if (narrow) {
    lo = clip(lo, target.min, target.max);
    hi = clip(hi, target.min, target.max + 1n);
  }
  const sample = narrow ? integerRanges.int32! : target;
  const nbits = sample.bits;
  const mask = (1n << BigInt(nbits)) - 1n;
  const outOfRange = hi > sample.max;
  lo = clip(lo, sample.min, sample.max);
  hi = clip(hi, sample.min, sample.max);
  let span = (hi - lo) & mask;
  if (hi <= lo) span = 1n;
  else if (outOfRange) span = (span + 1n) & mask;
  // XLA's unsigned arithmetic, as JAX's randint runs it: products wrap at nbits, and x rem 0 is x.
  // A span that wraps to 0 (maxval past the dtype's top, minval at its bottom: the full range,
  // such as 0 and 2^64 for uint64) then leaves the lower draw as it is: every value equally likely.
  const rem = (value: bigint) => (span === 0n ? value : value % span);
  let multiplier = rem(1n << BigInt(nbits / 2));
  multiplier = rem((multiplier * multiplier) & mask);
  const [k1, k2] = splitKeys(words[0], words[1], 2, where) as [Key, Key];
  const draw = (k: Key): readonly bigint[] =>
    nbits === 64
      ? Array.from(bits64Numbers(k[keyWords], count, where))
      : Array.from(bits32Numbers(k[keyWords], count, where), BigInt);
  const higher = draw(k1);
  const lower = draw(k2);
  const out = new Array<bigint>(count);
  for (let index = 0; index < count; index += 1) {
    const offset = (((rem(higher[index]!) * multiplier) & mask) + rem(lower[index]!)) & mask;
    out[index] = lo + rem(offset);
  }
  return out;
}

function clip(value: bigint, min: bigint, max: bigint): bigint {
  return value < min ? min : value > max ? max : value;
}

const integerRanges: Partial<Record<string, { bits: number; min: bigint; max: bigint }>> = {
  int8: { bits: 8, min: -128n, max: 127n },
  int16: { bits: 16, min: -32768n, max: 32767n },
  int32: { bits: 32, min: -(2n ** 31n), max: 2n ** 31n - 1n },
  int64: { bits: 64, min: INT64_MIN, max: INT64_MAX },
  uint8: { bits: 8, min: 0n, max: 255n },
  uint16: { bits: 16, min: 0n, max: 65535n },
  uint32: { bits: 32, min: 0n, max: 2n ** 32n - 1n },
  uint64: { bits: 64, min: 0n, max: 2n ** 64n - 1n },
};

/** JAX's `_shuffle` of arange(n): rounds of a stable sort by 32-bit random keys. */
function shuffledIndices(words: readonly [number, number], n: number, where: string): number[] {
  let order = Array.from({ length: n }, (_, index) => index);
  const rounds = Math.ceil((3 * Math.log(Math.max(1, n))) / Math.log(0xffffffff));
  let current = new Key(keyToken, words[0], words[1]);
  for (let round = 0; round < rounds; round += 1) {
    const [next, subkey] = splitKeys(current[keyWords][0], current[keyWords][1], 2, where) as [Key, Key];
    current = next;
    const sortKeys = bits32Numbers(subkey[keyWords], n, where);
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
function shuffledSlices(words: readonly [number, number], x: AnyNDArray, axis: number, where: string): unknown[] {
  let values = elementsOf(x, where);
  const size = values.length;
  const length = x.shape[axis]!;
  const inner = sizeOf(x.shape.slice(axis + 1));
  const outer = sizeOf(x.shape.slice(0, axis));
  const rounds = Math.ceil((3 * Math.log(Math.max(1, size))) / Math.log(0xffffffff));
  let current = new Key(keyToken, words[0], words[1]);
  for (let round = 0; round < rounds; round += 1) {
    const [next, subkey] = splitKeys(current[keyWords][0], current[keyWords][1], 2, where) as [Key, Key];
    current = next;
    const sortKeys = bits32Numbers(subkey[keyWords], size, where);
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
