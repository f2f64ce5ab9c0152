// Sorting's executors: the stable order of independent lines along an axis (a range [begin, end) of
// lines: line l is (block, column) = (⌊l / inner⌋, l mod inner)), and element gathers (over a range of output elements). Each line's result depends only on that
// line, so any cut of the range gives the same bits (test/split-indexing.test.ts).
import type { AnyNDArray } from '../../types/index.js';
import { computeDType, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { allocArray, castArray, pointerOf, storage, withContiguous } from '../array/ndarray.js';
import { allocBytes, freeBytes, memory } from '../kernels/heap.js';
import {
  orderKeyCodes,
  orderLinesKernel,
  radixKeyCodes,
  selectLinesKernel,
  selectScratchBytes,
  selectValuesKernel,
  selectValuesScratchBytes,
  sortGatherKernel,
  sortPositionsKernel,
  sortScratchBytes,
} from '../kernels/sorting.js';
import { rangePieces, runPieces } from './ranges.js';
import { comparator, readKeys, type Keys } from './sort-keys.js';

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

/** Lines along one axis of a row-major shape: `outer × inner` lines of `length`, line l starting at ⌊l / inner⌋ · length · inner + l mod inner, step inner. */
export interface Lines {
  readonly outer: number;
  readonly length: number;
  readonly inner: number;
}

/** The lines along `axis` of a row-major `shape`. */
export function linesOf(shape: readonly number[], axis: number): Lines {
  let outer = 1;
  let inner = 1;
  for (let index = 0; index < axis; index += 1) outer *= shape[index]!;
  for (let index = axis + 1; index < shape.length; index += 1) inner *= shape[index]!;
  return { outer, length: shape[axis]!, inner };
}

/**
 * The stable order of lines [begin, end) (flat source indices per output position, written into
 * `result`, which holds `take` positions per line), cut to the first `take` of each line.
 */
export function orderLines(
  keys: Keys,
  lines: Lines,
  descending: boolean,
  take: number,
  result: Uint32Array,
  begin = 0,
  end = lines.outer * lines.inner,
): void {
  const { length, inner } = lines;
  const order = new Uint32Array(length);
  for (let line = begin; line < end; line += 1) {
    const block = Math.floor(line / inner);
    const column = line - block * inner;
    const start = block * length * inner + column;
    sortLine(keys, start, inner, length, order, descending);
    const base = block * take * inner + column;
    for (let position = 0; position < take; position += 1)
      result[base + position * inner] = start + order[position]! * inner;
  }
}

/**
 * The stable order along `axis` of an array (flat source indices per output position, row-major),
 * optionally cut to the first `take` of each line.
 */
export function orderAlong(
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  descending: boolean,
  take: number,
): Uint32Array {
  const code = orderKeyCodes[input.dtype];
  if (code !== undefined) return orderAlongKernel(code, input, shape, axis, descending, take);
  const keys = readKeys(input);
  const lines = linesOf(shape, axis);
  const result = new Uint32Array(lines.outer * take * lines.inner);
  orderLines(keys, lines, descending, take, result);
  return result;
}

/**
 * orderAlong for every dtype the radix kernel orders: the kernel over the lines, in wasm memory,
 * cut by lines for threads (each piece with scratch of its own); the same order as sortLine's.
 */
function orderAlongKernel(
  code: number,
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  descending: boolean,
  take: number,
): Uint32Array {
  const lines = linesOf(shape, axis);
  const size = lines.outer * lines.inner * take;
  if (size === 0) return new Uint32Array(0);
  return withContiguous(input, (contiguous) => {
    const result = orderInMemory(code, contiguous, lines, descending, take);
    try {
      return new Uint32Array(memory().buffer, result, size).slice();
    } finally {
      freeBytes(result);
    }
  });
}

/**
 * The order of `contiguous`'s lines (their first `take` flat source indices per line, u32) in a
 * block of wasm memory the caller frees: the radix kernel cut by lines for threads, each piece with
 * scratch of its own.
 */
function orderInMemory(code: number, contiguous: AnyNDArray, lines: Lines, descending: boolean, take: number): number {
  const count = lines.outer * lines.inner;
  const kernel = orderLinesKernel();
  const data = pointerOf(contiguous);
  const result = allocBytes(count * take * 4);
  try {
    const piece = (begin: number, end: number): number => {
      const scratch = allocBytes(sortScratchBytes(lines.length));
      try {
        return kernel(code, data, lines.length, lines.inner, begin, end, take, descending ? 1 : 0, result, scratch);
      } finally {
        freeBytes(scratch); // while recorded, held until the job has run (heap.ts)
      }
    };
    const pieces = rangePieces(count, 1, 'sort', lines.length);
    if (pieces === undefined) piece(0, count);
    else runPieces(pieces, (_, begin, end) => piece(begin, end), undefined);
    return result;
  } catch (error) {
    freeBytes(result);
    throw error;
  }
}

/** Each line's order reversed in place (JAX's descending sort: the ascending stable sort, reversed). */
export function reverseLines(order: Uint32Array, shape: readonly number[], axis: number): void {
  const { outer, length, inner } = linesOf(shape, axis);
  for (let line = 0; line < outer * inner; line += 1) {
    const block = Math.floor(line / inner);
    const start = block * length * inner + (line - block * inner);
    for (let low = 0, high = length - 1; low < high; low += 1, high -= 1) {
      const swapped = order[start + low * inner]!;
      order[start + low * inner] = order[start + high * inner]!;
      order[start + high * inner] = swapped;
    }
  }
}

/**
 * A new array of `dtype` from the radix order of `input`'s lines along `axis`, which stays in wasm
 * memory: `range(order, from, to, begin, end)` writes output elements [begin, end) at `to` (from the
 * contiguous input at `from`), cut by output elements for threads. `reverse` turns each line's
 * ascending order around first. Undefined for the dtypes the kernel does not order (the narrow ones).
 */
function fromOrder(
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  order: { descending: boolean; reverse: boolean },
  dtype: DType,
  weak: boolean,
  name: string,
  range: (order: number, from: number, to: number, begin: number, end: number) => number,
): AnyNDArray | undefined {
  const code = orderKeyCodes[input.dtype];
  if (code === undefined) return undefined;
  return withContiguous(input, (contiguous) => {
    const size = contiguous.size;
    if (size === 0) return allocArray(dtype, shape, weak, name);
    const lines = linesOf(shape, axis);
    const positions = orderInMemory(code, contiguous, lines, order.descending, lines.length);
    try {
      if (order.reverse) reverseLines(new Uint32Array(memory().buffer, positions, size), shape, axis);
      const result = allocArray(dtype, shape, weak, name);
      try {
        const from = pointerOf(contiguous);
        const to = result[storage].pointer;
        const pieces = rangePieces(size, 1, 'elementwise');
        if (pieces === undefined) range(positions, from, to, 0, size);
        else runPieces(pieces, (_, begin, end) => range(positions, from, to, begin, end), undefined);
        return result;
      } catch (error) {
        result.dispose();
        throw error;
      }
    } finally {
      freeBytes(positions);
    }
  });
}

/**
 * sort's values along `axis` where the radix kernel orders the dtype (not the narrow ones, which
 * sort in their compute dtype), gathered by a kernel (fromOrder). Undefined for the other dtypes.
 * Descending is the ascending stable order reversed, as JAX's.
 */
export function sortAlongKernel(
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  descending: boolean,
  name: string,
): AnyNDArray | undefined {
  const dtype = input.dtype as DType;
  const gather = sortGatherKernel();
  const bytes = itemSize(dtype);
  return fromOrder(
    input,
    shape,
    axis,
    { descending: false, reverse: descending },
    dtype,
    input.weakType,
    name,
    (order, from, to, begin, end) => gather(bytes, from, order, begin, end, to),
  );
}

/**
 * argsort's indices along `axis` (int32 or int64, as `dtype`) where the radix kernel orders the
 * dtype: a kernel turns the order into positions along the lines (fromOrder). Undefined for the
 * other dtypes. `descending` is the kernel's stable descending order (equal elements in input
 * order, as JAX's).
 */
export function argsortAlongKernel(
  input: AnyNDArray,
  shape: readonly number[],
  axis: number,
  descending: boolean,
  dtype: 'int32' | 'int64',
  name: string,
): AnyNDArray | undefined {
  const positions = sortPositionsKernel();
  const { length, inner } = linesOf(shape, axis);
  const wide = dtype === 'int64' ? 1 : 0;
  return fromOrder(input, shape, axis, { descending, reverse: false }, dtype, false, name, (order, _, to, begin, end) =>
    positions(order, length, inner, begin, end, to, wide),
  );
}

/**
 * Lines of `input` (contiguous) along `axis` run through a selection kernel (asm/sort.ts) at the
 * sorted distinct positions `kths`, cut by lines for threads, each piece with `scratchBytes` of its own.
 */
function selectLines(
  input: AnyNDArray,
  axis: number,
  kths: readonly number[],
  run: (
    code: number,
    data: number,
    length: number,
    inner: number,
    begin: number,
    end: number,
    positions: number,
    scratch: number,
  ) => number,
  scratchBytes: number,
): void {
  const code = radixKeyCodes[input.dtype]!;
  const lines = linesOf(input.shape, axis);
  const count = lines.outer * lines.inner;
  withContiguous(input, (contiguous) => {
    const data = pointerOf(contiguous);
    const positions = allocBytes(kths.length * 4);
    try {
      new Int32Array(memory().buffer, positions, kths.length).set(kths);
      const piece = (begin: number, end: number): number => {
        const scratch = allocBytes(scratchBytes);
        try {
          return run(code, data, lines.length, lines.inner, begin, end, positions, scratch);
        } finally {
          freeBytes(scratch); // while recorded, held until the job has run (heap.ts)
        }
      };
      const pieces = rangePieces(count, 1, 'sort', lines.length);
      if (pieces === undefined) piece(0, count);
      else runPieces(pieces, (_, begin, end) => piece(begin, end), undefined);
    } finally {
      freeBytes(positions);
    }
  });
}

/**
 * argpartition's result for the dtypes whose keys fit 32 bits: the positions along `axis` of
 * `input` partitioned at the sorted distinct positions `kths` (NumPy's partition guarantee, NaN the
 * largest), int32, written by the kernel (asm/sort.ts); undefined for the other dtypes.
 */
export function selectPositionsAlong(
  input: AnyNDArray,
  axis: number,
  kths: readonly number[],
  where: string,
): AnyNDArray | undefined {
  if (radixKeyCodes[input.dtype] === undefined) return undefined;
  const result = allocArray('int32', input.shape, false, where);
  if (input.size === 0) return result;
  try {
    const kernel = selectLinesKernel();
    const output = result[storage].pointer;
    selectLines(
      input,
      axis,
      kths,
      (code, data, length, inner, begin, end, positions, scratch) =>
        kernel(code, data, length, inner, begin, end, positions, kths.length, output, scratch),
      selectScratchBytes(input.shape[axis]!),
    );
    return result;
  } catch (error) {
    result.dispose();
    throw error;
  }
}

/**
 * partition's result for the dtypes whose keys fit 32 bits: `input` partitioned along `axis` at
 * `kths`, the values selected and written by the kernel (no index pass, no gather; every NaN a
 * quiet NaN); undefined for the other dtypes.
 */
export function selectValuesAlong(
  input: AnyNDArray,
  axis: number,
  kths: readonly number[],
  where: string,
): AnyNDArray | undefined {
  if (radixKeyCodes[input.dtype] === undefined) return undefined;
  const result = allocArray(input.dtype as DType, input.shape, input.weakType, where);
  if (input.size === 0) return result;
  try {
    const kernel = selectValuesKernel();
    const output = result[storage].pointer;
    selectLines(
      input,
      axis,
      kths,
      (code, data, length, inner, begin, end, positions, scratch) =>
        kernel(code, data, length, inner, begin, end, positions, kths.length, output, scratch),
      selectValuesScratchBytes(input.shape[axis]!),
    );
    return result;
  } catch (error) {
    result.dispose();
    throw error;
  }
}

/** The storage words of a contiguous gather: element k of `to` ← element `sources[k]` of `from`, for k in [begin, end). */
export function gatherRange(
  from: Uint8Array | Uint16Array | Uint32Array,
  to: Uint8Array | Uint16Array | Uint32Array,
  words: number,
  sources: Uint32Array,
  begin = 0,
  end = sources.length,
): void {
  if (words === 1) for (let index = begin; index < end; index += 1) to[index] = from[sources[index]!]!;
  else {
    for (let index = begin; index < end; index += 1) {
      const source = sources[index]! * words;
      for (let word = 0; word < words; word += 1) to[index * words + word] = from[source + word]!;
    }
  }
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
    gatherRange(from, to, words, sources);
    return result;
  });
}

/** An integer array of `dtype` (int64 or int32, as the plan says) and `shape` holding non-negative `values`. */
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
export function positionsAlong(sources: Uint32Array, shape: readonly number[], axis: number): Uint32Array {
  const { length, inner } = linesOf(shape, axis);
  const positions = new Uint32Array(sources.length);
  for (let index = 0; index < sources.length; index += 1)
    positions[index] = Math.floor(sources[index]! / inner) % length;
  return positions;
}
