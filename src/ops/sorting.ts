// Sorting and searching: sort, argsort, searchsorted, topK, unique; and the comparisons ported tests
// reach for: isclose, allclose, arrayEqual; and logsumexp.
//
// The order is NumPy's (and JAX's lax.sort's): numbers ascending, -0 equal to +0, NaN after
// everything; complex lexicographic on (re, im), with NumPy's NaN groups last (R + nanj, nan + Rj,
// nan + nanj). Every sort here is
// stable (ties keep their input order), so sort(x) is x's elements in argsort(x)'s order, bit for bit.
//
// The keys are read out of wasm memory once per call into a JS typed array (16-bit floats decoded,
// narrow dtypes through their exact compute dtype), and the indices are sorted by them in JS
// (bench/sorting.mjs measures this against a plain JS sort).
import type { AnyNDArray } from '../../types/ndarray.js';
import type {
  AllcloseFunction,
  ArgsortFunction,
  ArrayEqualFunction,
  IscloseFunction,
  LogsumexpFunction,
  SearchsortedFunction,
  SortFunction,
  TopKFunction,
  UniqueFunction,
} from '../../types/sorting.js';
import {
  computeDType,
  dtypeCode,
  dtypeInfo,
  integerRange,
  isDType,
  isNarrow,
  itemSize,
  materialize,
  type DType,
} from '../lattice/dtypes.js';
import { axisOutOfBoundsText, shapeText, show, topKComplexText } from '../errors/messages.js';
import { publicFunction } from '../array/public-function.js';
import { NDArray, allocArray, castArray, nodeOfArray, pointerOf, storage, withContiguous } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { resultTypeWith } from '../plan/promote.js';
import { resolvePolicy } from '../policy/policy.js';
import { jaxOperations } from './operations.js';
import { jaxReductions, reductionResultType } from './reductions.js';
import { jaxSelection } from './selection.js';
import { arrayFrom } from '../array/from-values.js';
import { bfloat16ToNumber, float16ToNumber } from '../memory/values.js';
import { elementView, memory } from '../kernels/instance.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const reductions = jaxReductions as unknown as Record<string, Run>;
const selection = jaxSelection as unknown as Record<string, Run>;

// ---- operands and options ------------------------------------------------------------------------

function checkArray(name: string, value: unknown, what = 'the array'): AnyNDArray {
  if (!(value instanceof NDArray))
    throw new TypeError(`${name}: ${what} must be an NDArray, got ${show(value)}; make one with array() first.`);
  operandNode(name, 'only', value); // a disposed array throws here
  return value as AnyNDArray;
}

/** The options object, checked: not an object, or a key outside `known`, is a TypeError naming it. */
function checkOptions(name: string, options: unknown, known: readonly string[]): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${name}: the options must be an object such as { ${known[0]}: … }, got ${show(options)}.`);
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key))
      throw new TypeError(`${name}: unknown option '${key}'; it takes ${known.map((each) => `'${each}'`).join(', ')}.`);
  }
  return options as Record<string, unknown>;
}

/** One axis, checked and made non-negative. */
function checkAxis(name: string, axis: unknown, ndim: number): number {
  if (typeof axis !== 'number' || !Number.isInteger(axis))
    throw new TypeError(`${name}: the option axis must be an integer or null, got ${show(axis)}.`);
  if (axis < -ndim || axis >= ndim) throw new RangeError(axisOutOfBoundsText(name, String(axis), String(ndim)));
  return axis < 0 ? axis + ndim : axis;
}

function checkNumberOption(name: string, option: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number')
    throw new TypeError(`${name}: the option ${option} must be a number, got ${show(value)}.`);
  return value;
}

function checkBooleanOption(name: string, option: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    throw new TypeError(`${name}: the option ${option} must be a boolean, got ${show(value)}.`);
  return value;
}

// ---- keys ------------------------------------------------------------------------------------------

/**
 * An array's elements as sort keys, in row-major order: numbers (-0 read as 0), bigints for the
 * 64-bit integers, or (re, im) pairs for complex.
 */
type Keys =
  | {
      readonly kind: 'number';
      readonly values:
        | Float64Array
        | Float32Array
        | Int32Array
        | Uint32Array
        | Int16Array
        | Uint16Array
        | Int8Array
        | Uint8Array;
    }
  | { readonly kind: 'bigint'; readonly values: BigInt64Array | BigUint64Array }
  | { readonly kind: 'complex'; readonly values: Float64Array | Float32Array };

export function readKeys(input: AnyNDArray): Keys {
  const dtype = input.dtype as DType;
  if (isNarrow(dtype)) {
    // Exact in the compute dtype (float32 or int32).
    const wide = castArray(input, computeDType(dtype), false);
    try {
      return readKeys(wide);
    } finally {
      wide.dispose();
    }
  }
  return withContiguous(input, (contiguous) => {
    const view = elementView(dtypeCode(dtype), pointerOf(contiguous), contiguous.size).slice();
    const kind = dtypeInfo[dtype].kind;
    if (kind === 'complex') return { kind: 'complex', values: view as Float64Array };
    if (dtype === 'int64' || dtype === 'uint64') return { kind: 'bigint', values: view as BigInt64Array };
    if (dtype === 'bfloat16' || dtype === 'float16') {
      const decode = dtype === 'bfloat16' ? bfloat16ToNumber : float16ToNumber;
      const values = new Float32Array(view.length);
      for (let index = 0; index < view.length; index += 1) values[index] = decode(view[index] as number);
      return { kind: 'number', values };
    }
    return { kind: 'number', values: view as Float32Array };
  });
}

/** NumPy's order of two numbers: -0 equals 0, NaN is after everything (and equal to NaN). */
function compareNumbers(left: number, right: number): number {
  if (left < right) return -1;
  if (left > right) return 1;
  if (left === right) return 0;
  const leftNaN = left !== left;
  return leftNaN === (right !== right) ? 0 : leftNaN ? 1 : -1;
}

/** `compare(i, j)`: the order of element i of `left` against element j of `right` (keys of one kind). */
function comparator(left: Keys, right: Keys): (leftIndex: number, rightIndex: number) => number {
  if (left.kind === 'complex') {
    const a = left.values;
    const b = right.values as Float64Array;
    // NumPy's complex order: [R + Rj, R + nanj, nan + Rj, nan + nanj], each group by its non-NaN parts.
    return (i, j) => {
      const leftRe = a[2 * i]!;
      const leftIm = a[2 * i + 1]!;
      const rightRe = b[2 * j]!;
      const rightIm = b[2 * j + 1]!;
      const group =
        (leftRe !== leftRe ? 2 : 0) +
        (leftIm !== leftIm ? 1 : 0) -
        (rightRe !== rightRe ? 2 : 0) -
        (rightIm !== rightIm ? 1 : 0);
      return group || compareNumbers(leftRe, rightRe) || compareNumbers(leftIm, rightIm);
    };
  }
  if (left.kind === 'bigint') {
    const a = left.values;
    const b = right.values as BigInt64Array;
    return (i, j) => (a[i]! < b[j]! ? -1 : a[i]! > b[j]! ? 1 : 0);
  }
  const a = left.values;
  const b = right.values as Float64Array;
  return (i, j) => compareNumbers(a[i]!, b[j]!);
}

/**
 * The stable ascending order of `count` keys at `start, start + step, …`, as positions 0..count-1
 * written into `order`. `descending` puts the largest first (NaN first), ties still in input order.
 */
function sortLine(
  keys: Keys,
  start: number,
  step: number,
  count: number,
  order: Uint32Array,
  descending: boolean,
): void {
  if (keys.kind === 'number' && count <= packedLimit && !(keys.values instanceof Float64Array)) {
    sortPacked(keys.values, start, step, count, order, descending);
    return;
  }
  for (let position = 0; position < count; position += 1) order[position] = position;
  if (keys.kind === 'number' && !descending) {
    // The common case: NaNs moved to the end in input order, the rest sorted by value.
    const values = keys.values;
    const line = step === 1 && start === 0 && count === values.length ? values : gatherLine(values, start, step, count);
    let finite = 0;
    let nans = 0;
    const nanPositions: number[] = [];
    for (let position = 0; position < count; position += 1) {
      const value = line[position]!;
      if (value !== value) {
        nanPositions.push(position);
        nans += 1;
      } else order[finite++] = position;
    }
    const head = order.subarray(0, finite);
    head.sort((i, j) => line[i]! - line[j]! || i - j); // -0 - 0 is 0: equal, as NumPy has them
    for (let index = 0; index < nans; index += 1) order[finite + index] = nanPositions[index]!;
    return;
  }
  const compare = comparator(keys, keys);
  const sign = descending ? -1 : 1;
  order.subarray(0, count).sort((i, j) => sign * compare(start + i * step, start + j * step) || i - j);
}

/** Lines of up to 2^21 elements sort as packed numbers: a 32-bit key above 21 bits of position. */
const packedLimit = 2 ** 21;
const floatBits = new Uint32Array(1);
const floatValue = new Float32Array(floatBits.buffer);

/**
 * The stable order of a line of keys that fit 32 bits (floats of up to 32 bits, integers of up to
 * 32 bits), by one native sort of numbers `key · 2^21 + position`, exact in a float64: no
 * comparator calls, and ties fall in position order by construction. Float keys become unsigned
 * integers in the same order (the sign-magnitude trick), -0 as +0 and every NaN as the largest;
 * descending order complements the key (NaN first), positions still ascending.
 */
function sortPacked(
  values: Exclude<Extract<Keys, { kind: 'number' }>['values'], Float64Array>,
  start: number,
  step: number,
  count: number,
  order: Uint32Array,
  descending: boolean,
): void {
  const packed = new Float64Array(count);
  const isFloat = values instanceof Float32Array;
  const offset =
    values instanceof Int32Array || values instanceof Int16Array || values instanceof Int8Array ? 2 ** 31 : 0;
  for (let position = 0; position < count; position += 1) {
    const value = values[start + position * step]!;
    let key: number;
    if (!isFloat) key = value + offset;
    else if (value !== value) key = 0xffffffff;
    else if (value === 0) key = 0x80000000;
    else {
      floatValue[0] = value;
      const bits = floatBits[0]!;
      key = bits >= 0x80000000 ? ~bits >>> 0 : bits + 0x80000000;
    }
    packed[position] = (descending ? 0xffffffff - key : key) * packedLimit + position;
  }
  packed.sort();
  for (let position = 0; position < count; position += 1) order[position] = packed[position]! % packedLimit;
}

function gatherLine<Values extends ArrayLike<number>>(
  values: Values,
  start: number,
  step: number,
  count: number,
): Float64Array {
  const line = new Float64Array(count);
  for (let position = 0; position < count; position += 1) line[position] = values[start + position * step]!;
  return line;
}

/** The lines along one axis of a row-major shape: `outer × inner` lines of `length`, each with a start and step. */
function linesOf(shape: readonly number[], axis: number): { outer: number; length: number; inner: number } {
  let outer = 1;
  let inner = 1;
  for (let index = 0; index < axis; index += 1) outer *= shape[index]!;
  for (let index = axis + 1; index < shape.length; index += 1) inner *= shape[index]!;
  return { outer, length: shape[axis]!, inner };
}

/**
 * The stable order along `axis` of a contiguous array (flat source indices per output position),
 * optionally cut to the first `take` of each line.
 */
function orderAlong(
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  descending: boolean,
  take: number,
): Uint32Array {
  const keys = readKeys(input);
  const { outer, length, inner } = linesOf(shape, axis);
  const result = new Uint32Array(outer * take * inner);
  const order = new Uint32Array(length);
  for (let block = 0; block < outer; block += 1) {
    for (let column = 0; column < inner; column += 1) {
      const start = block * length * inner + column;
      sortLine(keys, start, inner, length, order, descending);
      const base = block * take * inner + column;
      for (let position = 0; position < take; position += 1)
        result[base + position * inner] = start + order[position]! * inner;
    }
  }
  return result;
}

/** A new array of `dtype` and `shape` whose element k is the source's element `sources[k]` (flat, row-major). */
export function gatherElements(
  input: AnyNDArray,
  sources: Uint32Array,
  shape: readonly number[],
  name: string,
  weak: boolean = input.weakType,
): AnyNDArray {
  const dtype = input.dtype as DType;
  if (isNarrow(dtype)) {
    // Packed dtypes gather in their compute dtype and pack again (exact both ways).
    const wide = castArray(input, computeDType(dtype), false, name);
    try {
      const gathered = gatherElements(wide, sources, shape, name);
      try {
        return castArray(gathered, dtype, weak, name);
      } finally {
        gathered.dispose();
      }
    } finally {
      wide.dispose();
    }
  }
  return withContiguous(input, (contiguous) => {
    const result = allocArray(dtype, shape, weak, name);
    const bytes = itemSize(dtype);
    const words = bytes >= 4 ? bytes / 4 : 1;
    const Storage = bytes === 1 ? Uint8Array : bytes === 2 ? Uint16Array : Uint32Array;
    const buffer = memory().buffer;
    const from = new Storage(buffer, pointerOf(contiguous), contiguous.size * words);
    const to = new Storage(buffer, result[storage].pointer, sources.length * words);
    if (words === 1) for (let index = 0; index < sources.length; index += 1) to[index] = from[sources[index]!]!;
    else {
      for (let index = 0; index < sources.length; index += 1) {
        const source = sources[index]! * words;
        for (let word = 0; word < words; word += 1) to[index * words + word] = from[source + word]!;
      }
    }
    return result;
  });
}

/** An int64 (or int32) array of `shape` holding non-negative `values`. */
export function indexArray(
  values: ArrayLike<number>,
  shape: readonly number[],
  dtype: 'int64' | 'int32',
  name: string,
): AnyNDArray {
  const result = allocArray(dtype, shape, false, name);
  const words = new Int32Array(memory().buffer, result[storage].pointer, values.length * (dtype === 'int64' ? 2 : 1));
  if (dtype === 'int32') words.set(values);
  else {
    for (let index = 0; index < values.length; index += 1) {
      words[2 * index] = values[index]!;
      words[2 * index + 1] = 0;
    }
  }
  return result;
}

/** Source positions within each line (0..length-1) from flat indices along `axis`. */
function positionsAlong(sources: Uint32Array, shape: readonly number[], axis: number): Uint32Array {
  const { length, inner } = linesOf(shape, axis);
  const positions = new Uint32Array(sources.length);
  for (let index = 0; index < sources.length; index += 1)
    positions[index] = Math.floor(sources[index]! / inner) % length;
  return positions;
}

// ---- sort, argsort, topK -----------------------------------------------------------------------------

/** `axis` of sort/argsort: default -1; null sorts the flattened array. */
function sortSetup(
  name: string,
  x: unknown,
  options: unknown,
  known: readonly string[] = ['axis'],
): { input: AnyNDArray; axis: number; flattened: boolean } {
  const input = checkArray(name, x);
  // NumPy's positional axis (`sort(x, 0)`, `argsort(x, null)`) is the option it stands for.
  const positional = typeof options === 'number' || options === null;
  const { axis = -1 } = positional ? { axis: options } : checkOptions(name, options, known);
  if (axis === null || input.ndim === 0) {
    if (axis !== null && input.ndim === 0) throw new RangeError(axisOutOfBoundsText(name, String(axis), '0'));
    return { input, axis: 0, flattened: true };
  }
  return { input, axis: checkAxis(name, axis, input.ndim), flattened: false };
}

function sortUntyped(x: unknown, options?: unknown): AnyNDArray {
  const { input, axis, flattened } = sortSetup('sort', x, options);
  const shape = flattened ? [input.size] : input.shape;
  const dtype = input.dtype as DType;
  if (dtype === 'float64' || dtype === 'int64' || dtype === 'uint64') return sortNative(input, shape, axis);
  const order = orderAlong(input, shape, axis, false, shape[axis]!);
  return gatherElements(input, order, shape, 'sort');
}

/**
 * sort of float64, int64 and uint64 by the typed array's own sort, line by line. Equal 64-bit
 * integers are the same bits; for float64 the native sort orders -0 before +0 and may not keep NaN
 * bits, so the runs of zeros and NaNs are written back from the line in input order (a stable
 * sort's result, as NumPy's order makes -0 and +0 equal).
 */
function sortNative(input: AnyNDArray, shape: readonly number[], axis: number): AnyNDArray {
  const dtype = input.dtype as DType;
  return withContiguous(input, (contiguous) => {
    const { outer, length, inner } = linesOf(shape, axis);
    const code = dtypeCode(dtype);
    const values = elementView(code, pointerOf(contiguous), contiguous.size).slice() as Float64Array;
    const sorted = new (values.constructor as Float64ArrayConstructor)(values.length);
    const line = new (values.constructor as Float64ArrayConstructor)(length);
    const isFloat = dtype === 'float64';
    const bits = isFloat ? new BigUint64Array(values.buffer) : undefined;
    const sortedBits = isFloat ? new BigUint64Array(sorted.buffer) : undefined;
    for (let block = 0; block < outer; block += 1) {
      for (let column = 0; column < inner; column += 1) {
        const start = block * length * inner + column;
        for (let position = 0; position < length; position += 1) line[position] = values[start + position * inner]!;
        line.sort();
        for (let position = 0; position < length; position += 1) sorted[start + position * inner] = line[position]!;
        if (!isFloat) continue;
        // The zeros and NaNs, in input order, into their runs.
        let firstZero = -1;
        let zeros = 0;
        let nans = 0;
        for (let position = 0; position < length; position += 1) {
          const value = line[position]!;
          if (value === 0) {
            if (firstZero < 0) firstZero = position;
            zeros += 1;
          } else if (value !== value) nans += 1;
        }
        if (zeros === 0 && nans === 0) continue;
        let zero = firstZero;
        let nan = length - nans;
        for (let position = 0; position < length; position += 1) {
          const value = values[start + position * inner]!;
          if (value === 0) sortedBits![start + zero++ * inner] = bits![start + position * inner]!;
          else if (value !== value) sortedBits![start + nan++ * inner] = bits![start + position * inner]!;
        }
      }
    }
    const result = allocArray(dtype, shape, input.weakType, 'sort');
    elementView(code, result[storage].pointer, result.size).set(sorted as never);
    return result;
  });
}

function argsortUntyped(x: unknown, options?: unknown): AnyNDArray {
  const { input, axis, flattened } = sortSetup('argsort', x, options, ['axis', 'dtype']);
  const shape = flattened ? [input.size] : input.shape;
  const { dtype = 'int64' } = typeof options === 'object' && options !== null ? (options as { dtype?: unknown }) : {};
  const indexDType = checkIndexDType('argsort', dtype, shape[axis]!, shape);
  const order = orderAlong(input, shape, axis, false, shape[axis]!);
  const indices = indexArray(positionsAlong(order, shape, axis), shape, 'int64', 'argsort');
  if (indexDType === 'int64') return indices;
  try {
    return castArray(indices, indexDType, false, 'argsort');
  } finally {
    indices.dispose();
  }
}

/**
 * The dtype of the indices along an axis of `length` (JAX's `dtype` option of argsort): an
 * integer dtype that holds every index, else a TypeError or RangeError saying which and why.
 */
function checkIndexDType(name: string, dtype: unknown, length: number, shape: readonly number[]): DType {
  if (!isDType(dtype) || (dtypeInfo[dtype].kind !== 'int' && dtypeInfo[dtype].kind !== 'uint'))
    throw new TypeError(
      `${name}: the option dtype must be an integer dtype such as 'int32' or 'int64' (the indices' dtype), got ${show(dtype)}.`,
    );
  const largest = BigInt(Math.max(length - 1, 0));
  if (largest > integerRange(dtype)!.max)
    throw new RangeError(
      `${name}: dtype '${dtype}' cannot hold the index ${largest} of an axis of length ${length} (shape ${shapeText(shape)}); use a wider integer dtype such as 'int32'.`,
    );
  return dtype;
}

function topKUntyped(x: unknown, k: unknown): { values: AnyNDArray; indices: AnyNDArray } {
  const input = checkArray('topK', x);
  if (dtypeInfo[input.dtype as DType].kind === 'complex') throw new TypeError(topKComplexText(input.dtype as DType));
  if (input.ndim === 0) throw new RangeError('topK: the array must have at least one axis, got a 0-d array.');
  const axis = input.ndim - 1;
  const length = input.shape[axis]!;
  if (typeof k !== 'number' || !Number.isInteger(k)) throw new TypeError(`topK: k must be an integer, got ${show(k)}.`);
  if (k < 0 || k > length)
    throw new RangeError(
      `topK: k must be between 0 and the last axis's size ${length} (shape ${shapeText(input.shape)}), got ${k}.`,
    );
  const shape = [...input.shape.slice(0, axis), k];
  const order = orderAlong(input, input.shape, axis, true, k);
  const values = gatherElements(input, order, shape, 'topK');
  try {
    return { values, indices: indexArray(positionsAlong(order, input.shape, axis), shape, 'int32', 'topK') };
  } catch (error) {
    values.dispose();
    throw error;
  }
}

// ---- searchsorted, unique ----------------------------------------------------------------------------

function searchsortedUntyped(a: unknown, v: unknown, options?: unknown): AnyNDArray {
  const sorted = checkArray('searchsorted', a, 'the sorted array a');
  if (sorted.ndim !== 1) throw new RangeError(`searchsorted: a must be 1-D, got shape ${shapeText(sorted.shape)}.`);
  // NumPy's positional side (`searchsorted(a, v, 'right')`) or the option.
  const { side = 'left' } =
    typeof options === 'string' ? { side: options } : checkOptions('searchsorted', options, ['side']);
  if (side !== 'left' && side !== 'right')
    throw new TypeError(`searchsorted: the option side must be 'left' or 'right', got ${show(side)}.`);
  operandNode('searchsorted', 'second', v);
  const node = resultTypeWith(resolvePolicy(undefined), [
    nodeOfArray(sorted),
    v instanceof NDArray ? nodeOfArray(v as AnyNDArray) : v,
  ]);
  const dtype = materialize(node);
  const temporaries: AnyNDArray[] = [];
  try {
    const values = v instanceof NDArray ? (v as AnyNDArray) : (temporaries[temporaries.length] = arrayFrom(v, dtype));
    const left =
      sorted.dtype === dtype
        ? sorted
        : (temporaries[temporaries.length] = castArray(sorted, dtype, false, 'searchsorted'));
    const right =
      values.dtype === dtype
        ? values
        : (temporaries[temporaries.length] = castArray(values, dtype, false, 'searchsorted'));
    const sortedKeys = readKeys(left);
    const compare = comparator(sortedKeys, readKeys(right));
    const length = sorted.size;
    const found = new Uint32Array(right.size);
    for (let index = 0; index < right.size; index += 1) {
      let low = 0;
      let high = length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const order = compare(middle, index);
        if (order < 0 || (side === 'right' && order === 0)) low = middle + 1;
        else high = middle;
      }
      found[index] = low;
    }
    return indexArray(found, right.shape, 'int32', 'searchsorted');
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

function uniqueUntyped(x: unknown, options?: unknown): AnyNDArray | { values: AnyNDArray; counts: AnyNDArray } {
  const input = checkArray('unique', x);
  const { returnCounts } = checkOptions('unique', options, ['returnCounts']);
  const withCounts = checkBooleanOption('unique', 'returnCounts', returnCounts);
  const order = orderAlong(input, [input.size], 0, false, input.size);
  const keys = readKeys(input);
  const compare = comparator(keys, keys);
  // NaNs are one value (NumPy 2's equal_nan): for complex, every element with a NaN part; those
  // sort last, together.
  const hasNaN = (index: number): boolean => {
    if (keys.kind === 'bigint') return false;
    if (keys.kind === 'number') return keys.values[index]! !== keys.values[index]!;
    return (
      keys.values[2 * index]! !== keys.values[2 * index]! || keys.values[2 * index + 1]! !== keys.values[2 * index + 1]!
    );
  };
  const same = (left: number, right: number) => compare(left, right) === 0 || (hasNaN(left) && hasNaN(right));
  const firsts: number[] = [];
  const counts: number[] = [];
  for (let index = 0; index < order.length; index += 1) {
    if (index > 0 && same(order[index - 1]!, order[index]!)) counts[counts.length - 1] += 1;
    else {
      firsts.push(order[index]!);
      counts.push(1);
    }
  }
  const values = gatherElements(input, Uint32Array.from(firsts), [firsts.length], 'unique');
  if (!withCounts) return values;
  try {
    return { values, counts: indexArray(counts, [counts.length], 'int64', 'unique') };
  } catch (error) {
    values.dispose();
    throw error;
  }
}

// ---- isclose, allclose, arrayEqual -------------------------------------------------------------------

/** Two operands promoted (JAX's rule) and broadcast, read as keys of one kind. */
function promotedPair(
  name: string,
  a: unknown,
  b: unknown,
): {
  dtype: DType;
  shape: number[];
  left: Keys;
  right: Keys;
  leftShape: readonly number[];
  rightShape: readonly number[];
} {
  operandNode(name, 'first', a);
  operandNode(name, 'second', b);
  const nodeOf = (value: unknown) => (value instanceof NDArray ? nodeOfArray(value as AnyNDArray) : value);
  const dtype = materialize(resultTypeWith(resolvePolicy(undefined), [nodeOf(a), nodeOf(b)]));
  const temporaries: AnyNDArray[] = [];
  try {
    const as = (value: unknown): AnyNDArray => {
      if (!(value instanceof NDArray)) return (temporaries[temporaries.length] = arrayFrom(value, dtype));
      if (value.dtype === dtype) return value as AnyNDArray;
      return (temporaries[temporaries.length] = castArray(value as AnyNDArray, dtype, false, name));
    };
    const left = as(a);
    const right = as(b);
    return {
      dtype,
      shape: broadcastShapeOf(name, left.shape, right.shape),
      left: readKeys(left),
      right: readKeys(right),
      leftShape: left.shape,
      rightShape: right.shape,
    };
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

function broadcastShapeOf(name: string, left: readonly number[], right: readonly number[]): number[] {
  const length = Math.max(left.length, right.length);
  const shape: number[] = [];
  for (let axis = 0; axis < length; axis += 1) {
    const l = left[axis - length + left.length] ?? 1;
    const r = right[axis - length + right.length] ?? 1;
    if (l !== r && l !== 1 && r !== 1)
      throw new RangeError(
        `${name}: shapes ${shapeText(left)} and ${shapeText(right)} do not broadcast: sizes must match or be 1, aligned from the right.`,
      );
    shape.push(l === 1 ? r : l);
  }
  return shape;
}

/** For each flat index of the broadcast shape, the flat index into an operand of `shape`. */
function broadcastIndex(shape: readonly number[], outShape: readonly number[]): (flat: number) => number {
  const pad = outShape.length - shape.length;
  const strides: number[] = new Array(outShape.length).fill(0);
  let stride = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    if (shape[axis] !== 1) strides[axis + pad] = stride;
    stride *= shape[axis]!;
  }
  if (shape.length === outShape.length && shape.every((size, axis) => size === outShape[axis])) return (flat) => flat;
  return (flat) => {
    let index = 0;
    for (let axis = outShape.length - 1; axis >= 0; axis -= 1) {
      const size = outShape[axis]!;
      index += (flat % size) * strides[axis]!;
      flat = Math.floor(flat / size);
    }
    return index;
  };
}

/** isclose's test of every element pair, as 0/1 bytes over the broadcast shape. */
function closeness(
  name: string,
  a: unknown,
  b: unknown,
  rtol: number,
  atol: number,
  equalNan: boolean,
): { shape: number[]; close: Uint8Array } {
  const { dtype, shape, left, right, leftShape, rightShape } = promotedPair(name, a, b);
  const size = shape.reduce((product, each) => product * each, 1);
  const close = new Uint8Array(size);
  const leftAt = broadcastIndex(leftShape, shape);
  const rightAt = broadcastIndex(rightShape, shape);
  const kind = dtypeInfo[dtype].kind;
  if (kind !== 'float' && kind !== 'complex') {
    // Integers and bool: exact equality (JAX's isclose does lax.eq on them).
    const equal = comparator(left, right);
    for (let index = 0; index < size; index += 1) close[index] = equal(leftAt(index), rightAt(index)) === 0 ? 1 : 0;
    return { shape, close };
  }
  const parts = kind === 'complex' ? 2 : 1;
  const x = left.values as Float64Array;
  const y = right.values as Float64Array;
  for (let index = 0; index < size; index += 1) {
    const i = leftAt(index) * parts;
    const j = rightAt(index) * parts;
    const xRe = x[i]!;
    const yRe = y[j]!;
    const xIm = parts === 2 ? x[i + 1]! : 0;
    const yIm = parts === 2 ? y[j + 1]! : 0;
    const xNaN = xRe !== xRe || xIm !== xIm;
    const yNaN = yRe !== yRe || yIm !== yIm;
    if (xNaN || yNaN) {
      close[index] = equalNan && xNaN && yNaN ? 1 : 0;
    } else if (!Number.isFinite(xRe) || !Number.isFinite(xIm) || !Number.isFinite(yRe) || !Number.isFinite(yIm)) {
      close[index] = xRe === yRe && xIm === yIm ? 1 : 0; // infinities are close only to themselves
    } else {
      close[index] = Math.hypot(xRe - yRe, xIm - yIm) <= atol + rtol * Math.hypot(yRe, yIm) ? 1 : 0;
    }
  }
  return { shape, close };
}

/**
 * isclose's and allclose's tolerances, from an options object `{ rtol, atol, equalNan }` or NumPy's
 * positional (rtol, atol, equalNan); a number (or more than one argument) is the positional form.
 */
function closeOptions(name: string, given: readonly unknown[]): { rtol: number; atol: number; equalNan: boolean } {
  const [first, atolGiven, equalNanGiven] = given;
  const positional = given.length > 1 || typeof first === 'number';
  if (positional && given.length > 3) {
    throw new TypeError(
      `${name}: takes (a, b, rtol, atol, equalNan) or (a, b, { rtol, atol, equalNan }), got ${given.length + 2} arguments.`,
    );
  }
  if (positional && first !== undefined && typeof first !== 'number') {
    throw new TypeError(
      `${name}: rtol (the third argument) must be a number, got ${show(first)}; the options object { rtol, atol, equalNan } comes alone.`,
    );
  }
  const { rtol, atol, equalNan } = positional
    ? { rtol: first, atol: atolGiven, equalNan: equalNanGiven }
    : first === undefined
      ? {}
      : checkOptions(name, first, ['rtol', 'atol', 'equalNan']);
  return {
    rtol: checkNumberOption(name, 'rtol', rtol, 1e-5),
    atol: checkNumberOption(name, 'atol', atol, 1e-8),
    equalNan: checkBooleanOption(name, 'equalNan', equalNan),
  };
}

function iscloseUntyped(a: unknown, b: unknown, ...tolerances: unknown[]): AnyNDArray {
  const { rtol, atol, equalNan } = closeOptions('isclose', tolerances);
  const { shape, close } = closeness('isclose', a, b, rtol, atol, equalNan);
  const result = allocArray('bool', shape, false, 'isclose');
  new Uint8Array(memory().buffer, result[storage].pointer, close.length).set(close);
  return result;
}

function allcloseUntyped(a: unknown, b: unknown, ...tolerances: unknown[]): boolean {
  const { rtol, atol, equalNan } = closeOptions('allclose', tolerances);
  return closeness('allclose', a, b, rtol, atol, equalNan).close.every((each) => each === 1);
}

function arrayEqualUntyped(a: unknown, b: unknown, options?: unknown): boolean {
  // NumPy's positional equal_nan (arrayEqual(a, b, true)), or the options object.
  const { equalNan } =
    typeof options === 'boolean' ? { equalNan: options } : checkOptions('arrayEqual', options, ['equalNan']);
  const withNaN = checkBooleanOption('arrayEqual', 'equalNan', equalNan);
  const shapeOf = (value: unknown): readonly number[] => (value instanceof NDArray ? (value as AnyNDArray).shape : []);
  operandNode('arrayEqual', 'first', a);
  operandNode('arrayEqual', 'second', b);
  const leftShape = shapeOf(a);
  const rightShape = shapeOf(b);
  if (leftShape.length !== rightShape.length || leftShape.some((size, axis) => size !== rightShape[axis])) return false;
  const { left, right, dtype } = promotedPair('arrayEqual', a, b);
  const compare = comparator(left, right);
  const parts = dtypeInfo[dtype].kind === 'complex' ? 2 : 1;
  const size = leftShape.reduce((product, each) => product * each, 1);
  const isNaN = (keys: Keys, index: number) =>
    keys.kind !== 'bigint' &&
    (keys.values[index * parts]! !== keys.values[index * parts]! ||
      (parts === 2 && keys.values[index * 2 + 1]! !== keys.values[index * 2 + 1]!));
  for (let index = 0; index < size; index += 1) {
    const leftNaN = isNaN(left, index);
    const rightNaN = isNaN(right, index);
    if (leftNaN || rightNaN) {
      if (!(withNaN && leftNaN && rightNaN)) return false;
    } else if (compare(index, index) !== 0) return false;
  }
  return true;
}

// ---- logsumexp ---------------------------------------------------------------------------------------

function logsumexpUntyped(x: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('logsumexp', x);
  const positional = typeof options === 'number' || Array.isArray(options); // jax.scipy's logsumexp(a, axis)
  const { axis, keepdims } = positional ? { axis: options } : checkOptions('logsumexp', options, ['axis', 'keepdims']);
  const dtype = input.dtype as DType;
  if (dtypeInfo[dtype].kind === 'complex')
    throw new TypeError(`logsumexp: complex input (${dtype}) is not supported; take the real part first.`);
  const result = reductionResultType('mean', dtype);
  const compute: DType = itemSize(result) < 4 ? 'float32' : result;
  const temporaries: AnyNDArray[] = [];
  const keep = <Value extends AnyNDArray>(value: Value): Value => ((temporaries[temporaries.length] = value), value);
  try {
    const values = dtype === compute ? input : keep(castArray(input, compute, false, 'logsumexp'));
    const reduceOptions = axis === undefined ? { keepdims: true } : { axis, keepdims: true };
    if (values.size === 0) {
      const zero = keep(reductions.sum!(values, reduceOptions));
      const total = keep(operations.log!(zero));
      return finish(total);
    }
    const peak = keep(reductions.max!(values, reduceOptions));
    // An infinite (or NaN) maximum is not subtracted: exp(x - inf) would be NaN where x is inf.
    const finite = keep(selection.isfinite!(peak));
    const shift = keep(selection.where!(finite, peak, 0));
    const shifted = keep(operations.subtract!(values, shift));
    const exps = keep(operations.exp!(shifted));
    const total = keep(reductions.sum!(exps, reduceOptions));
    const logs = keep(operations.log!(total));
    return finish(keep(operations.add!(logs, shift)));
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }

  function finish(value: AnyNDArray): AnyNDArray {
    const shape = keepdims === true ? value.shape : reducedShape(input.shape, axis);
    const cast = castArray(value, result, false, 'logsumexp');
    return shape === value.shape ? cast : reshapeOwned(cast, shape);
  }
}

/** `value` in a new shape, as an array of its own; `value` and the view between are freed. */
function reshapeOwned(value: AnyNDArray, shape: readonly number[]): AnyNDArray {
  const view = value.reshape(shape as number[]) as AnyNDArray;
  try {
    return castArray(view, value.dtype as DType, value.weakType, 'logsumexp');
  } finally {
    view.dispose();
    value.dispose();
  }
}

function reducedShape(shape: readonly number[], axis: unknown): number[] {
  if (axis === undefined || axis === null) return [];
  const axes = (Array.isArray(axis) ? axis : [axis]).map((each: number) => (each < 0 ? each + shape.length : each));
  return shape.filter((_, index) => !axes.includes(index));
}

// ---- the typed exports ------------------------------------------------------------------------------
/**
 * A sorted copy of `x` along `axis` (default the last; `axis: null` sorts the flattened array;
 * NumPy's positional `sort(x, 0)` works too).
 * Stable; NaN sorts last, -0 and +0 are equal; complex sorts by real part, then imaginary part.
 * A function only: NumPy's `x.sort()` and JavaScript's sort in place, so there is no method.
 * @example sort(array([3, 1, NaN, 2])).toArray() //=> [1, 2, 3, NaN]
 */
export const sort: SortFunction = publicFunction('sort', sortUntyped) as never;

/**
 * The indices that sort `x` along `axis` (default the last; `axis: null`: of the flattened array;
 * or positionally, `argsort(x, 0)`),
 * stable (equal elements keep their order), as int64 (JAX's default int) or the integer `dtype`
 * given (JAX's option; it must hold the axis' largest index).
 * @example argsort(array([3, 1, 2])).toArray() //=> [1n, 2n, 0n]
 * @example argsort(array([3, 1, 2]), { dtype: 'int8' }).toArray() //=> [1, 2, 0]
 */
export const argsort: ArgsortFunction = publicFunction('argsort', argsortUntyped) as never;

/**
 * The `k` largest elements along the last axis, largest first, and their indices (int32, as
 * jax.lax.top_k gives them). NaN counts as the largest; of equal elements the first comes first.
 * Complex has no order: an error, as in jax.lax.top_k.
 * @example topK(array([1, 5, 3], 'float32'), 2) //=> { values: [5, 3], indices: [1, 2] }
 */
export const topK: TopKFunction = publicFunction('topK', topKUntyped) as never;

/**
 * Where each value of `v` would be inserted into the sorted 1-D array `a` to keep it sorted:
 * `side: 'left'` (default) the first such place, `'right'` the last (or NumPy's positional side,
 * `searchsorted(a, v, 'right')`). `a` and `v` compare in their
 * promoted dtype, in NumPy's order (NaN last). The result has v's shape, as int32 (JAX's).
 * @example searchsorted(array([1, 2, 2, 3]), 2, { side: 'right' }).item() //=> 3
 */
export const searchsorted: SearchsortedFunction = publicFunction('searchsorted', searchsortedUntyped) as never;

/** The sorting methods (`x.argsort()`, `x.searchsorted(v)`); no `sort`: NumPy's and JS's sort in place. */
export const sortingMethods = { argsort, searchsorted } as const;

/**
 * The sorted distinct elements of the flattened `x` (NaNs count as one, as NumPy 2's
 * `equal_nan=True`; -0 and +0 as one). With `{ returnCounts: true }`: `{ values, counts }`, counts
 * as int64.
 * @example unique(array([3, 1, 3])).toArray() //=> [1n, 3n]
 */
export const unique: UniqueFunction = publicFunction('unique', uniqueUntyped) as never;

/** isclose, exported from src/api/toolkit.ts (where its description is). */
export const isclose: IscloseFunction = publicFunction('isclose', iscloseUntyped) as never;

/**
 * Whether every element pair is close (isclose's test, its options or positional rtol, atol, equalNan). A
 * JavaScript boolean, as NumPy's Python bool: an array would always be truthy in an `if`.
 * @example allclose(array([1, 2]), array([1, 2 + 1e-9])) //=> true
 */
export const allclose: AllcloseFunction = publicFunction('allclose', allcloseUntyped) as never;

/**
 * Whether `a` and `b` have the same shape and equal elements (after promotion), as a JavaScript
 * boolean; NaN equals NaN only with `{ equalNan: true }` (or NumPy's positional
 * `arrayEqual(a, b, true)`). Shapes that differ give false, not a broadcast.
 * @example arrayEqual(array([1, 2]), array([1, 2], 'int8')) //=> true
 */
export const arrayEqual: ArrayEqualFunction = publicFunction('arrayEqual', arrayEqualUntyped) as never;

/**
 * log(sum(exp(x))) over axes (`{ axis, keepdims }`, as sum's, or the axis alone: `logsumexp(x, 1)`),
 * computed stably: the maximum is taken out first, so large inputs do not overflow. The dtype is
 * mean's: integers of up to 32 bits and bool → float32, 64-bit integers → float64, floats keep
 * theirs (16-bit and narrow floats are computed in float32 and rounded once).
 * @example logsumexp(array([1000, 1000])).item() //=> 1000.6931471805599
 */
export const logsumexp: LogsumexpFunction = publicFunction('logsumexp', logsumexpUntyped) as never;
