// partition, argpartition and lexsort. partition puts, along an axis, the element that sorted order
// has at each `kth` there, the smaller ones before it and the larger after (NumPy's guarantee;
// NaN is the largest, as in NumPy's order), by Floyd–Rivest selection on each line (O(n), no full
// sort): in wasm for the dtypes whose keys fit 32 bits (asm/sort.ts; partition's values written by
// the kernel, every NaN a quiet NaN; lines cut by threads), here in JS for the 64-bit ones;
// argpartition gives the positions (int32, as JAX's top_k-based argpartition). lexsort is
// the stable order by several keys, the last one primary (default int indices, as argsort's).
import type { AnyNDArray } from '../../../types/index.js';
import type { ArgpartitionFunction, LexsortFunction, PartitionFunction } from '../../../types/partition.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { shapeText, show } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { checkAxis } from '../../shape/axes.js';
import { publicFunction } from '../../array/public-function.js';
import { checkArray } from '../../array/operands.js';
import { NDArray } from '../../array/ndarray.js';
import { resolvePolicy, type Policy } from '../../policy/policy.js';
import { indexDType } from '../../plan/sorting.js';
import { comparator, readKeys, type Keys } from '../../execute/sort-keys.js';
import {
  gatherElements,
  indexArray,
  linesOf,
  positionsAlong,
  selectPositionsAlong,
  selectValuesAlong,
} from '../../execute/sorting.js';

/** Values selected in place: float64 numbers (NaN moved out first) or 64-bit integers as bigints. */
type Line = Float64Array;

/**
 * Floyd–Rivest selection on a line and its positions: values[k] becomes the k-th smallest of
 * values[left..right], smaller ones before it, larger after; `positions` moves with the values.
 */
function select(values: Line, positions: Uint32Array, left: number, right: number, k: number): void {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const m = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      select(
        values,
        positions,
        Math.max(left, Math.floor(k - (m * s) / n + sd)),
        Math.min(right, Math.floor(k + ((n - m) * s) / n + sd)),
        k,
      );
    }
    const t = values[k]!;
    let i = left;
    let j = right;
    swap(values, positions, left, k);
    if (values[right]! > t) swap(values, positions, left, right);
    while (i < j) {
      swap(values, positions, i, j);
      i += 1;
      j -= 1;
      while (values[i]! < t) i += 1;
      while (values[j]! > t) j -= 1;
    }
    if (values[left] === t) swap(values, positions, left, j);
    else {
      j += 1;
      swap(values, positions, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

function swap(values: Line, positions: Uint32Array, i: number, j: number): void {
  const t = values[i]!;
  values[i] = values[j]!;
  values[j] = t;
  const p = positions[i]!;
  positions[i] = positions[j]!;
  positions[j] = p;
}

/** kth as a sorted list of distinct non-negative positions (NumPy's: an integer or a list of them; negative from the end). */
function checkKth(name: string, kth: unknown, length: number, shape: readonly number[]): number[] {
  // Array.from fills a sparse list's holes with undefined, which the check below refuses (`some`
  // skips holes, and a hole reached the selection as k = undefined and looped for ever).
  const list = typeof kth === 'number' ? [kth] : Array.isArray(kth) ? Array.from(kth) : kth;
  if (!Array.isArray(list) || list.length === 0 || list.some((each) => !Number.isSafeInteger(each)))
    throw new TypeError(`${name}: kth must be an integer or a non-empty list of integers, got ${show(kth)}.`);
  const positions = (list as number[]).map((each) => {
    if (each < -length || each >= length)
      throw new RangeError(
        `${name}: kth ${each} is out of bounds for an axis of length ${length} (shape ${shapeText(shape)}).`,
      );
    return each < 0 ? each + length : each;
  });
  return [...new Set(positions)].sort((a, b) => a - b);
}

/**
 * The flat source index of each output element of a partition along `axis` (the 64-bit dtypes; the
 * others go to the kernels): on every line, the positions selected at each of `kths` in turn (over
 * the part right of the one before).
 */
function partitionOrder(input: AnyNDArray, axis: number, kths: readonly number[]): Uint32Array {
  const keys = readKeys(input);
  const lines = linesOf(input.shape, axis);
  const { length, inner } = lines;
  const result = new Uint32Array(input.size);
  const values = (keys.kind === 'bigint' ? new BigInt64Array(length) : new Float64Array(length)) as unknown as Line;
  const source = keys.values as unknown as Line;
  const positions = new Uint32Array(length);
  for (let line = 0; line < lines.outer * inner; line += 1) {
    const block = Math.floor(line / inner);
    const start = block * length * inner + (line - block * inner);
    // The values, NaNs moved to the end (they are the largest; their order is free).
    let finite = 0;
    let last = length;
    for (let position = 0; position < length; position += 1) {
      const value = source[start + position * inner]!;
      if (value !== value) {
        last -= 1;
        values[last] = value;
        positions[last] = position;
      } else {
        values[finite] = value;
        positions[finite] = position;
        finite += 1;
      }
    }
    let left = 0;
    for (const k of kths) {
      if (k >= finite) break;
      select(values, positions, left, finite - 1, k);
      left = k + 1;
    }
    for (let position = 0; position < length; position += 1)
      result[start + position * inner] = start + positions[position]! * inner;
  }
  return result;
}

function partitionSetup(
  name: string,
  a: unknown,
  kth: unknown,
  options: unknown,
): { input: AnyNDArray; axis: number; kths: number[] } {
  const input = checkArray(name, a) as AnyNDArray;
  const { axis = -1 } = typeof options === 'number' ? { axis: options } : checkOptions(name, options, ['axis']);
  if (dtypeInfo[input.dtype as DType].kind === 'complex')
    throw new TypeError(
      `${name}: complex dtype '${input.dtype}' has no order here (jax.numpy.${name} refuses it too); take abs() or real() first.`,
    );
  if (input.ndim === 0) throw new RangeError(`${name}: the array must have at least one axis, got a 0-d array.`);
  const along = checkAxis(name, axis, input.ndim);
  return { input, axis: along, kths: checkKth(name, kth, input.shape[along]!, input.shape) };
}

function partitionFunction(a: unknown, kth: unknown, options?: unknown): AnyNDArray {
  const { input, axis, kths } = partitionSetup('partition', a, kth, options);
  const selected = selectValuesAlong(input, axis, kths, 'partition');
  if (selected !== undefined) return selected;
  return gatherElements(input, partitionOrder(input, axis, kths), input.shape, 'partition');
}

function argpartitionFunction(a: unknown, kth: unknown, options?: unknown): AnyNDArray {
  const { input, axis, kths } = partitionSetup('argpartition', a, kth, options);
  const placed = selectPositionsAlong(input, axis, kths, 'argpartition');
  if (placed !== undefined) return placed;
  const order = partitionOrder(input, axis, kths);
  return indexArray(positionsAlong(order, input.shape, axis), input.shape, 'int32', 'argpartition');
}

/** The keys of lexsort: a list of arrays of one shape, or an array whose first axis lists them. */
function lexsortKeys(keys: unknown): { compares: ((i: number, j: number) => number)[]; shape: readonly number[] } {
  if (keys instanceof NDArray) {
    const stacked = checkArray('lexsort', keys, 'the keys') as AnyNDArray;
    if (stacked.ndim === 0)
      throw new RangeError(
        'lexsort: the keys must be a list of arrays or an array of at least one axis, got a 0-d array.',
      );
    const count = stacked.shape[0]!;
    if (count === 0)
      throw new RangeError('lexsort: needs at least one key, got an array of shape ' + `${shapeText(stacked.shape)}.`);
    const shape = stacked.shape.slice(1);
    const size = shape.reduce((product: number, each: number) => product * each, 1);
    const compare = comparator(readKeys(stacked), readKeys(stacked));
    return {
      compares: Array.from(
        { length: count },
        (_, key) => (i: number, j: number) => compare(key * size + i, key * size + j),
      ),
      shape,
    };
  }
  if (!Array.isArray(keys))
    throw new TypeError(`lexsort: the keys must be a list of NDArrays or an NDArray, got ${show(keys)}.`);
  if (keys.length === 0) throw new TypeError('lexsort: needs at least one key, got an empty list.');
  // Array.from visits a sparse list's holes too (as undefined: refused by name).
  const arrays = Array.from(keys, (each, index) => checkArray('lexsort', each, `key ${index}`) as AnyNDArray);
  const shape = arrays[0]!.shape;
  for (const [index, each] of arrays.entries())
    if (each.shape.length !== shape.length || each.shape.some((size: number, axis: number) => size !== shape[axis]))
      throw new RangeError(
        `lexsort: all keys need the same shape; key 0 has shape ${shapeText(shape)}, key ${index} ${shapeText(each.shape)}.`,
      );
  return {
    compares: arrays.map((each) => {
      const read: Keys = readKeys(each);
      return comparator(read, read);
    }),
    shape,
  };
}

function lexsortWith(policy: Policy) {
  return (keys: unknown, options?: unknown): AnyNDArray => {
    const { compares, shape } = lexsortKeys(keys);
    const { axis = -1 } = typeof options === 'number' ? { axis: options } : checkOptions('lexsort', options, ['axis']);
    const dtype = indexDType(policy, 'argsort');
    if (shape.length === 0) {
      if (axis !== -1 && axis !== 0) checkAxis('lexsort', axis, 0);
      return indexArray([0], [], dtype, 'lexsort');
    }
    const along = checkAxis('lexsort', axis, shape.length);
    const { outer, length, inner } = linesOf(shape, along);
    const primaryFirst = compares.slice().reverse();
    const result = new Uint32Array(outer * length * inner);
    const order = new Uint32Array(length);
    for (let line = 0; line < outer * inner; line += 1) {
      const block = Math.floor(line / inner);
      const start = block * length * inner + (line - block * inner);
      for (let position = 0; position < length; position += 1) order[position] = position;
      order.sort((i, j) => {
        const left = start + i * inner;
        const right = start + j * inner;
        for (const compare of primaryFirst) {
          const found = compare(left, right);
          if (found !== 0) return found;
        }
        return i - j;
      });
      for (let position = 0; position < length; position += 1) result[start + position * inner] = order[position]!;
    }
    return indexArray(result, shape, dtype, 'lexsort');
  };
}

/** partition, argpartition and lexsort under one policy (lexsort's indices: its default int). */
export function createPartitions(policy: Policy) {
  return {
    partition: publicFunction('partition', partitionFunction),
    argpartition: publicFunction('argpartition', argpartitionFunction),
    lexsort: publicFunction('lexsort', lexsortWith(policy)),
  };
}

const jax = createPartitions(resolvePolicy(undefined));

/**
 * A copy of `a` partitioned along `axis` (default the last; or positionally, `partition(a, k, 0)`)
 * at `kth` (an integer or a list; negative from the end): each kth element is the one sorted order
 * puts there, the elements before it are no larger and those after no smaller (NaN is the
 * largest, as in NumPy). By selection, not a full sort; the order within each side is unspecified.
 * A function only (NumPy's `x.partition()` works in place).
 * @example partition(array([3, 4, 2, 1]), 2).item(2) //=> 3
 */
export const partition: PartitionFunction = jax.partition as never;

/**
 * The positions that partition `a` along `axis` at `kth` (see partition), int32 (as JAX's).
 * @example argpartition(array([3, 4, 2, 1]), 0).item(0) //=> 3
 */
export const argpartition: ArgpartitionFunction = jax.argpartition as never;

/**
 * The stable order that sorts by several keys (a list of arrays of one shape, or an array whose
 * first axis lists them), the LAST key primary, along `axis` (default the last): NumPy's lexsort,
 * the default int (int32 with x64 off).
 * @example lexsort([array([1, 5, 1, 4]), array([0, 0, 1, 0])]).toArray() //=> [0, 3, 1, 2]
 */
export const lexsort: LexsortFunction = jax.lexsort as never;
