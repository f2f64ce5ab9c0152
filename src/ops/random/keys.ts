// Random keys JAX's way: explicit Threefry-2x32 keys, split / foldIn, no global state; and JAX's
// threefry_2x32 primitive itself. The streams are those of JAX with jax_threefry_partitionable=True
// (JAX's default since 0.5). Kernels: asm/random.ts; the algorithms follow jax/_src/random
// (core.py, threefry2x32.py, prng.py); scripts/jax_random_reference.py models them in NumPy.
import type { Shape, WritableShape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import { show } from '../../errors/messages.js';
import { checkFits } from '../../memory/memory.js';
import { NDArray } from '../../array/ndarray.js';
import { keyImpl } from '../../plan/random.js';
import { splitWords, threefryBlocks, type KeyWords } from '../../execute/random.js';
import { checkCount, checkListed, elementsOf, fromNumbers, isNDArrayLike } from './common.js';

const keyWords = Symbol('keyWords');
/** threefry2x32's name in its errors: JAX's word for the primitive and for a key's impl alike. */
const threefryWhere = keyImpl;
const keyToken = Symbol('keyToken');

/**
 * A Threefry-2x32 key (JAX's `jax.random.key`): an opaque value, not an array. Make one with
 * `random.key(seed)`, derive others with `split` and `foldIn`, read its words with `keyData`.
 */
export class Key {
  /** @internal */
  declare readonly [keyWords]: KeyWords;
  /** The generator, as JAX names it. */
  declare readonly impl: typeof keyImpl;
  /** @internal Keys come from random.key, split and foldIn. */
  constructor(token: typeof keyToken, high: number, low: number) {
    if (token !== keyToken) throw new TypeError('Create keys with random.key(seed), random.split or random.foldIn.');
    this[keyWords] = Object.freeze([high >>> 0, low >>> 0]) as KeyWords;
    this.impl = keyImpl;
    Object.freeze(this);
  }
  toString(): string {
    return `Key(threefry2x32, [${this[keyWords].join(', ')}])`;
  }
}

/** True for a key made by this library's `random.key`, `split` or `foldIn`. */
export function isKey(value: unknown): value is Key {
  return value instanceof Key;
}

/** The two uint32 words of a key (checked): the error names the function and what it got. */
export function wordsOf(value: unknown, where: string): KeyWords {
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
 * A key from an integer seed as JAX seeds one (jax/_src/prng.py random_seed and threefry_seed): the
 * seed as int64 first (outside it a RangeError); with x64 on its high and low 32 bits are the two
 * words; with x64 off JAX converts it to int32 and the high word, a logical shift of an int32 by 32,
 * is 0: the words are [0, seed mod 2^32].
 */
export function seedKey(seed: unknown, x64: boolean): Key {
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
  const low = Number(bits & 0xffffffffn);
  return new Key(keyToken, x64 ? Number(bits >> 32n) : 0, low);
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
  const words = wordsOf(key, 'split');
  checkCount(num, 'split', 'num');
  checkFits('random.split', 'uint32', [num, 2]); // the keys' words, made in one block
  checkListed('split', num, 'keys');
  return splitKeys(words, num, 'split');
}

/** `num` keys from the key `words`, for the public function `where`. */
export function splitKeys(words: KeyWords, num: number, where: string): Key[] {
  const keys = new Array<Key>(num);
  if (num === 0) return keys;
  splitWords(words, num, `random.${where}`, (index, first, second) => {
    keys[index] = new Key(keyToken, first, second);
  });
  return keys;
}

/** The words of the two keys split from `words` (randint's two draws, each round of a shuffle). */
export function splitPair(words: KeyWords, where: string): [KeyWords, KeyWords] {
  const [first, second] = splitKeys(words, 2, where) as [Key, Key];
  return [first[keyWords], second[keyWords]];
}

/**
 * A new key from a key and a 32-bit integer (JAX's `jax.random.fold_in`).
 * @example random.keyData(random.foldIn(random.key(0), 1)).toArray() //=> [928981903, 3453687069]
 */
export function foldIn(key: Key, data: number | bigint): Key {
  const words = wordsOf(key, 'foldIn');
  const value = typeof data === 'bigint' ? Number(data) : data;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 32) {
    throw new RangeError(
      `random.foldIn: data must be an integer in [-2^31, 2^32) (it becomes a uint32), got ${show(data)}.`,
    );
  }
  // threefry_2x32(key, threefry_seed(uint32 data)): the block (0, data).
  const [out0, out1] = threefryBlocks(words, [0], [value >>> 0], 'random.foldIn');
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
  const notWords = () =>
    new TypeError(`random.threefry2x32: keyWords must be two uint32 words, got ${show(keyWords)}.`);
  if (!isNDArrayLike(keyWords) && !Array.isArray(keyWords)) throw notWords();
  if (isNDArrayLike(keyWords) && keyWords.size !== 2) throw notWords();
  const pair = (
    isNDArrayLike(keyWords) ? elementsOf(uint32Array(keyWords, 'keyWords'), threefryWhere) : [...keyWords]
  ) as number[];
  if (pair.length !== 2 || !pair.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32))
    throw notWords();
  checkListed(threefryWhere, count.size, 'counts');
  const flat = elementsOf(uint32Array(count, 'count'), threefryWhere) as number[];
  if (flat.length % 2 === 1) flat.push(0);
  const half = flat.length / 2;
  const [out0, out1] = threefryBlocks(
    [pair[0]!, pair[1]!],
    flat.slice(0, half),
    flat.slice(half),
    'random.threefry2x32',
  );
  const out = [...out0, ...out1].slice(0, count.size);
  return fromNumbers('uint32', count.shape, out, threefryWhere) as NDArray<'uint32', WritableShape<Dims>>;
}

function uint32Array(value: unknown, name: string): AnyNDArray {
  if (!isNDArrayLike(value) || value.dtype !== 'uint32') {
    throw new TypeError(
      `random.threefry2x32: ${name} must be a uint32 array, got ${isNDArrayLike(value) ? `${/^[aeiou]/.test(value.dtype) ? 'an' : 'a'} ${value.dtype} array` : show(value)}.`,
    );
  }
  return value;
}
