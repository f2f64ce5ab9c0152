// NumPy functions a port reaches for, written on the library's own operations: vander (powers of
// a column), compress (take of the kept positions), choose (takeAlongAxis of the stacked choices)
// putAlongAxis (scatter with NumPy's fancy index), packbits and unpackbits (bits along lines), poly (a convolution per root).
import type { AnyNDArray } from '../../types/ndarray.js';
import type {
  ChooseFunction,
  CompressFunction,
  PackbitsFunction,
  PolyFunction,
  PutAlongAxisFunction,
  UnpackbitsFunction,
  VanderFunction,
} from '../../types/porting.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { NDArray } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { publicFunction } from '../array/public-function.js';
import { arrayFrom } from '../array/from-values.js';
import { shapeText, show } from '../errors/messages.js';
import { checkFits } from '../memory/memory.js';
import { isComplexScalar } from '../memory/values.js';
import { checkOptions, positionalOrKeyword } from '../errors/options.js';
import { checkAxis } from '../shape/axes.js';
import { jaxOperations } from './operations.js';
import { array, full } from './creation.js';
import { take, takeAlongAxis } from './indexing/take.js';
import { scatter } from './indexing/scatter.js';
import { concatenate, stack } from './joining.js';
import { convolve } from './signal.js';
import { linalg } from './linalg.js';
import { broadcastTo, copy, moveaxis } from './views.js';
import { broadcastPair } from '../shape/broadcast.js';

/** The description of an array in errors: its shape and dtype. */
const described = (x: AnyNDArray) => `shape ${shapeText(x.shape)} (${x.dtype})`;

function vanderUntyped(x: unknown, ...rest: unknown[]): AnyNDArray {
  const where = 'vander';
  const { N: columns, increasing = false } = positionalOrKeyword(where, rest, ['N', 'increasing']);
  const input = checkArray(where, x) as AnyNDArray;
  if (input.ndim !== 1) throw new RangeError(`${where}: x must be 1-d, got ${described(input)}.`);
  if (dtypeInfo[input.dtype as DType].kind === 'bool')
    throw new TypeError(
      `${where}: x of dtype bool has no powers in its own dtype (JAX refuses it too); cast it first, got ${described(input)}.`,
    );
  const count = columns ?? input.shape[0]!;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    throw new TypeError(`${where}: N must be a non-negative integer, got ${show(columns)}.`);
  if (typeof increasing !== 'boolean')
    throw new TypeError(`${where}: the option increasing must be true or false, got ${show(increasing)}.`);
  // JAX's: x as a column to the powers 0 … N−1 (or N−1 … 0) in x's own dtype.
  const exponents = Array.from({ length: count }, (_, index) => (increasing ? index : count - 1 - index));
  const powers = arrayFrom(exponents, input.dtype as DType);
  const column = input.reshape([input.shape[0]!, 1]) as AnyNDArray;
  try {
    return jaxOperations.power(column, powers) as AnyNDArray;
  } finally {
    column.dispose();
    powers.dispose();
  }
}

/**
 * The Vandermonde matrix of a 1-d `x`: column j is x ** (N − 1 − j), or x ** j with `{ increasing: true }`
 * (NumPy's positional `vander(x, N, true)` too); N defaults to x's length. JAX's dtype: x's own (NumPy
 * widens integers to int64); bool is refused, as JAX's iota refuses it.
 * @example vander(array([1, 2, 3]), 3) // NDArray<'int32', [3, 3]>: [[1, 1, 1], [4, 2, 1], [9, 3, 1]]
 * @example vander(array([2, 3], 'float32'), 3, { increasing: true }) // NDArray<'float32', [2, 3]>: [[1, 2, 4], [1, 3, 9]]
 */
export const vander: VanderFunction = publicFunction('vander', vanderUntyped) as never;

function compressUntyped(condition: unknown, a: unknown, axisArgument?: unknown): AnyNDArray {
  const where = 'compress';
  const input = checkArray(where, a, 'a') as AnyNDArray;
  const axisGiven =
    typeof axisArgument === 'object' && axisArgument !== null
      ? checkOptions(where, axisArgument, ['axis']).axis
      : axisArgument;
  const mask = maskValues(where, condition);
  const flat = axisGiven === undefined || axisGiven === null;
  const axis = flat ? 0 : checkAxis(where, axisGiven, input.ndim);
  const length = flat ? input.size : input.shape[axis]!;
  // JAX's: entries beyond the axis must all be false; a shorter condition keeps nothing beyond it.
  const beyond = mask.findIndex((keep, index) => keep && index >= length);
  if (beyond >= 0)
    throw new RangeError(
      `${where}: condition has a true entry at [${beyond}], beyond the ${length} positions of ${flat ? 'the flattened a' : `axis ${axis} of a`} (${described(input)}).`,
    );
  const kept = mask.flatMap((keep, index) => (keep ? [index] : []));
  const indices = arrayFrom(kept, 'int32');
  try {
    return take(input, indices, flat ? null : axis) as AnyNDArray;
  } finally {
    indices.dispose();
  }
}

/** A 1-d condition as booleans (its entries' truth, as NumPy's astype(bool)). */
function maskValues(where: string, condition: unknown): boolean[] {
  if (condition instanceof NDArray) {
    const mask = condition as AnyNDArray;
    if (mask.ndim !== 1) throw new RangeError(`${where}: condition must be 1-d, got ${described(mask)}.`);
    const values = mask.toArray() as unknown[];
    return values.map((value) =>
      typeof value === 'object' && value !== null
        ? (value as { re: number }).re !== 0 || (value as { im: number }).im !== 0
        : Boolean(value),
    );
  }
  if (!Array.isArray(condition) || condition.some((each) => typeof each !== 'boolean' && typeof each !== 'number'))
    throw new TypeError(
      `${where}: condition must be a 1-d NDArray or a list of booleans or numbers, got ${show(condition)}.`,
    );
  return condition.map(Boolean);
}

/**
 * The slices of `a` along `axis` where `condition` (1-d) is true: NumPy's and JAX's `compress`.
 * Without an axis, of the flattened a. A condition shorter than the axis keeps nothing beyond it;
 * a true entry beyond the axis is an error (JAX's), a false one is not. The condition's values decide
 * the shape, so inside jit it must be a JavaScript list (an array's values cannot be read there).
 * @example compress([true, false, true], array([[1, 2, 3], [4, 5, 6]]), 1) // NDArray<'int32', [2, 2]>: [[1, 3], [4, 6]]
 * @example compress([0, 1], array([[1, 2], [3, 4]])) // NDArray<'int32', [1]>: [2]
 */
export const compress: CompressFunction = publicFunction('compress', compressUntyped) as never;

/** `a` as an integer NDArray (array() makes one of a list), and whether this call made it. */
function integerArray(where: string, name: string, value: unknown): { indices: AnyNDArray; made: boolean } {
  const made = !(value instanceof NDArray);
  const indices = (made ? array(value as never) : value) as AnyNDArray;
  const kind = dtypeInfo[indices.dtype as DType].kind;
  if (kind !== 'int' && kind !== 'uint') {
    if (made) indices.dispose();
    throw new TypeError(`${where}: ${name} must hold integers, got ${described(indices)}.`);
  }
  return { indices, made };
}

/** An integer array's values, flattened, as numbers. */
function integerValues(indices: AnyNDArray): number[] {
  const flat = indices.reshape([indices.size]) as AnyNDArray;
  try {
    return (flat.toArray() as (number | bigint)[]).map(Number);
  } finally {
    flat.dispose();
  }
}

function chooseUntyped(a: unknown, choices: unknown, options?: unknown): AnyNDArray {
  const where = 'choose';
  const { mode = 'raise' } = typeof options === 'string' ? { mode: options } : checkOptions(where, options, ['mode']);
  if (mode !== 'raise' && mode !== 'wrap' && mode !== 'clip')
    throw new TypeError(`${where}: mode must be 'raise', 'wrap' or 'clip', got ${show(mode)}.`);
  // The choices: a list of arrays or scalars, or one array whose first axis lists them.
  let list: unknown[];
  const parts: AnyNDArray[] = [];
  if (choices instanceof NDArray) {
    const stacked = choices as AnyNDArray;
    if (stacked.ndim === 0)
      throw new RangeError(`${where}: choices must have a first axis to choose along, got ${described(stacked)}.`);
    for (let index = 0; index < stacked.shape[0]!; index += 1) parts.push(stacked.slice(index) as AnyNDArray);
    list = parts;
  } else if (Array.isArray(choices)) {
    // Array.from turns a sparse list's holes into undefined, so each place is checked (map would skip them).
    list = Array.from(choices);
    list.forEach((each, index) => {
      if (
        !(each instanceof NDArray) &&
        !['number', 'boolean', 'bigint'].includes(typeof each) &&
        !isComplexScalar(each)
      )
        throw new TypeError(`${where}: choices[${index}] must be an NDArray or a scalar, got ${show(each)}.`);
    });
  } else throw new TypeError(`${where}: choices must be a list of arrays or an NDArray, got ${show(choices)}.`);
  try {
    const count = list.length;
    if (count === 0) throw new RangeError(`${where}: choices is empty: there is nothing to choose from.`);
    const { indices, made } = integerArray(where, 'a', a);
    if (made) parts.push(indices);
    const aShape = indices.shape as readonly number[];
    const shapes = [aShape, ...list.map((each) => (each instanceof NDArray ? (each as AnyNDArray).shape : []))];
    const shape = shapes.reduce((left, right) => broadcastPair(left, right, where), [] as readonly number[]);
    checkFits(where, 'int32', shape); // before a's values are read: a result too large is refused first
    const values = integerValues(indices);
    // a's entries, each checked (raise), wrapped or clipped (NumPy's: a negative entry is out of range, not from the end).
    const wrapped = values.map((value, index) => {
      if (value >= 0 && value < count) return value;
      if (mode === 'wrap') return ((value % count) + count) % count;
      if (mode === 'clip') return value < 0 ? 0 : count - 1;
      throw new RangeError(
        `${where}: a has the entry ${value} at flat index [${index}], outside the ${count} choices [0, ${count}) (mode 'raise'; 'wrap' and 'clip' take it).`,
      );
    });
    const chosen = arrayFrom(wrapped, 'int32');
    const indexShape = [1, ...shape];
    const owned: AnyNDArray[] = [chosen];
    try {
      const aView = chosen.reshape(aShape as number[]) as AnyNDArray;
      owned.push(aView);
      const spread = broadcastTo(aView, shape) as AnyNDArray;
      owned.push(spread);
      const copied = copy(spread) as AnyNDArray;
      owned.push(copied);
      const index = copied.reshape(indexShape) as AnyNDArray;
      owned.push(index);
      const stackedChoices = stack(
        list.map((each) => {
          // A scalar is a weakly typed 0-d array (full's): it takes the other choices' dtype, as a weak value does.
          const made = each instanceof NDArray ? (each as AnyNDArray) : (full([], each as never) as AnyNDArray);
          if (!(each instanceof NDArray)) owned.push(made);
          const view = broadcastTo(made, shape) as AnyNDArray;
          owned.push(view);
          return view;
        }) as never,
      ) as AnyNDArray;
      owned.push(stackedChoices);
      const picked = takeAlongAxis(stackedChoices, index as never, 0) as AnyNDArray;
      owned.push(picked);
      return picked.reshape(shape as number[]) as AnyNDArray;
    } finally {
      for (const each of owned) each.dispose();
    }
  } finally {
    for (const part of parts) part.dispose();
  }
}

/**
 * For each element of the integer array `a`, the element at the same place of `choices[a]` (a, and
 * every choice, broadcast to one shape): NumPy's and JAX's `choose`. `choices`: a list of arrays or
 * scalars (promoted together, as stack promotes them), or an array whose first axis lists them.
 * `mode` (positional or `{ mode }`): 'raise' (default: an entry outside [0, n) is a RangeError),
 * 'wrap' (modulo n) or 'clip' (into [0, n − 1]; a negative entry becomes 0). It reads a's values, so
 * it cannot run inside jit (a TypeError naming choose; JAX's 'raise' needs concrete values too).
 * @example choose(array([0, 1, 0]), [array([1, 2, 3]), array([10, 20, 30])]) // NDArray<'int32', [3]>: [1, 20, 3]
 * @example choose(array([3, -1]), [array([1, 2]), 10], 'clip') // NDArray<'int32', [2]>: [10, 2]
 */
export const choose: ChooseFunction = publicFunction('choose', chooseUntyped) as never;

function putAlongAxisUntyped(
  arr: unknown,
  indices: unknown,
  values: unknown,
  axis: unknown,
  options?: unknown,
): AnyNDArray {
  const where = 'putAlongAxis';
  const input = checkArray(where, arr, 'arr') as AnyNDArray;
  const index = checkArray(where, indices, 'indices') as AnyNDArray;
  const { mode = 'raise' } = checkOptions(where, options, ['mode']);
  if (axis === undefined)
    throw new TypeError(`${where}: axis is required (an integer, or null for the flattened arr), as NumPy's.`);
  const kind = dtypeInfo[index.dtype as DType].kind;
  if (kind !== 'int' && kind !== 'uint')
    throw new TypeError(`${where}: indices must hold integers, got ${described(index)}.`);
  if (axis === null) {
    if (index.ndim !== 1)
      throw new RangeError(`${where}: with axis null, indices must be 1-d, got ${described(index)}.`);
    const flat = input.reshape([input.size]) as AnyNDArray;
    try {
      return scatter(flat, index, values as never, { mode } as never).reshape(input.shape as number[]) as AnyNDArray;
    } finally {
      flat.dispose();
    }
  }
  const along = checkAxis(where, axis, input.ndim);
  if (index.ndim !== input.ndim)
    throw new RangeError(
      `${where}: indices must have as many axes as arr: indices ${described(index)}, arr ${described(input)}.`,
    );
  // NumPy's fancy index: indices on `axis`, a broadcasting arange on every other.
  const ranges: AnyNDArray[] = [];
  try {
    const dims = input.shape as readonly number[];
    const list = dims.map((size, dim) => {
      if (dim === along) return index;
      const positions = arrayFrom(
        Array.from({ length: size }, (_, at) => at),
        'int32',
      );
      ranges.push(positions);
      const view = positions.reshape(dims.map((_, other) => (other === dim ? size : 1))) as AnyNDArray;
      ranges.push(view);
      return view;
    });
    return scatter(input, list as never, values as never, { mode } as never) as AnyNDArray;
  } finally {
    for (const each of ranges) each.dispose();
  }
}

/**
 * `arr` with `values` put at `indices` along `axis`, as a new array (JAX's `put_along_axis` with
 * `inplace=False`; NumPy's writes in place): indices has arr's number of axes, its other axes
 * broadcast with arr's, and values broadcast to the indices (cast to arr's dtype as scatter casts).
 * axis null: arr flattened, 1-d indices. `mode`: scatter's, 'raise' (default, NumPy's), 'clip' or
 * 'drop'; negative indices count from the end.
 * @example putAlongAxis(array([[10, 30, 20], [60, 40, 50]]), array([[1], [0]]), 0, 1) // NDArray<'int32', [2, 3]>: [[10, 0, 20], [0, 40, 50]]
 */
export const putAlongAxis: PutAlongAxisFunction = publicFunction('putAlongAxis', putAlongAxisUntyped) as never;

/** packbits' and unpackbits' arguments: the axis (null: flattened) and bit order. */
function bitArguments(where: string, options: unknown, extra: readonly string[]) {
  const given =
    typeof options === 'number' || options === null
      ? { axis: options }
      : checkOptions(where, options, ['axis', 'bitorder', ...extra]);
  const { bitorder = 'big' } = given;
  if (bitorder !== 'big' && bitorder !== 'little')
    throw new TypeError(`${where}: bitorder must be 'big' or 'little', got ${show(bitorder)}.`);
  return { axis: given.axis, little: bitorder === 'little', given };
}

/**
 * `x` with `axis` last (x flattened to 1-d without an axis), contiguous: its elements per line as storage values.
 * `rebuild` makes the result's lines of `length` from them; the result gets x's axes back.
 */
function alongLines(
  where: string,
  input: AnyNDArray,
  axisGiven: unknown,
  length: (size: number) => number,
  rebuild: (line: ArrayLike<number | bigint>, out: Uint8Array) => void,
): AnyNDArray {
  const flat = axisGiven === undefined || axisGiven === null;
  const axis = flat ? 0 : checkAxis(where, axisGiven, input.ndim);
  const owned: AnyNDArray[] = [];
  try {
    const moved = (flat ? input.reshape([input.size]) : moveaxis(input, axis, -1)) as AnyNDArray;
    owned.push(moved);
    const dense = copy(moved) as AnyNDArray;
    owned.push(dense);
    const shape = dense.shape as readonly number[];
    const size = shape[shape.length - 1]!;
    const lines = size === 0 ? shape.slice(0, -1).reduce((product, each) => product * each, 1) : dense.size / size;
    const values = dense.toTypedArray() as ArrayLike<number | bigint>;
    const outLength = length(size);
    const out = new Uint8Array(lines * outLength);
    for (let line = 0; line < lines; line += 1)
      rebuild(
        Array.prototype.slice.call(values, line * size, (line + 1) * size) as (number | bigint)[],
        out.subarray(line * outLength, (line + 1) * outLength),
      );
    const made = arrayFrom(out, 'uint8');
    owned.push(made);
    const shaped = made.reshape([...shape.slice(0, -1), outLength]) as AnyNDArray;
    owned.push(shaped);
    return copy(flat ? shaped : (moveaxis(shaped, -1, axis) as AnyNDArray)) as AnyNDArray;
  } finally {
    for (const each of owned) each.dispose();
  }
}

function packbitsUntyped(a: unknown, options?: unknown): AnyNDArray {
  const where = 'packbits';
  const input = checkArray(where, a, 'a') as AnyNDArray;
  const kind = dtypeInfo[input.dtype as DType].kind;
  if (kind !== 'bool' && kind !== 'int' && kind !== 'uint')
    throw new TypeError(`${where}: a must hold integers or bools, got ${described(input)}.`);
  const { axis, little } = bitArguments(where, options, []);
  return alongLines(
    where,
    input,
    axis,
    (size) => Math.ceil(size / 8),
    (line, out) => {
      for (let index = 0; index < line.length; index += 1)
        // a narrow dtype's storage code is 0 exactly for the value 0; Number() reads bigints too
        if (Number(line[index]) !== 0) out[index >> 3]! |= little ? 1 << (index & 7) : 0x80 >> (index & 7);
    },
  );
}

/**
 * The elements of `a` (integers or bools; non-zero is a 1 bit) packed eight to a uint8 along `axis`
 * (default: a flattened), the last byte padded with 0 bits: NumPy's and JAX's `packbits`.
 * `bitorder` 'big' (default: the first element in the highest bit) or 'little'. Eager only (it reads
 * the values; inside jit, a TypeError naming it).
 * @example packbits(array([1, 0, 1, 1, 0, 0, 0, 1, 1], 'bool')) // NDArray<'uint8', [2]>: [177, 128]
 * @example packbits(array([[1, 0, 1], [0, 1, 1]]), { axis: 1, bitorder: 'little' }) // NDArray<'uint8', [2, 1]>: [[5], [6]]
 */
export const packbits: PackbitsFunction = publicFunction('packbits', packbitsUntyped) as never;

function unpackbitsUntyped(a: unknown, options?: unknown): AnyNDArray {
  const where = 'unpackbits';
  const input = checkArray(where, a, 'a') as AnyNDArray;
  if (input.dtype !== 'uint8') throw new TypeError(`${where}: a must be uint8, got ${described(input)}.`);
  const { axis, little, given } = bitArguments(where, options, ['count']);
  const { count = null } = given as { count?: unknown };
  if (count !== null && (typeof count !== 'number' || !Number.isSafeInteger(count)))
    throw new TypeError(`${where}: count must be an integer or null, got ${show(count)}.`);
  // NumPy's count: that many bits (zeros past the end), or, negative, that many fewer.
  const length = (size: number) => {
    const bits = size * 8;
    if (count === null) return bits;
    return Math.max(0, (count as number) < 0 ? bits + (count as number) : (count as number));
  };
  return alongLines(where, input, axis, length, (line, out) => {
    for (let index = 0; index < out.length && index >> 3 < line.length; index += 1) {
      const byte = Number(line[index >> 3]);
      out[index] = little ? (byte >> (index & 7)) & 1 : (byte >> (7 - (index & 7))) & 1;
    }
  });
}

/**
 * The bits of a uint8 array as uint8 zeros and ones along `axis` (default: a flattened), eight per
 * byte: NumPy's and JAX's `unpackbits`. `count` keeps that many bits (zeros past the end; negative:
 * that many fewer), `bitorder` 'big' (default) or 'little'.
 * @example unpackbits(array([177], 'uint8')) // NDArray<'uint8', [8]>: [1, 0, 1, 1, 0, 0, 0, 1]
 * @example unpackbits(array([5], 'uint8'), { count: 3, bitorder: 'little' }) // NDArray<'uint8', [3]>: [1, 0, 1]
 */
export const unpackbits: UnpackbitsFunction = publicFunction('unpackbits', unpackbitsUntyped) as never;

function polyUntyped(roots: unknown): AnyNDArray {
  const where = 'poly';
  const input = checkArray(where, roots, 'seq_of_zeros') as AnyNDArray;
  const shape = input.shape as readonly number[];
  const owned: AnyNDArray[] = [];
  try {
    let zeros = input;
    if (shape.length === 2 && shape[0] === shape[1] && shape[0] !== 0) {
      // A square matrix: its characteristic polynomial, from its eigenvalues (JAX's; complex, as eigvals gives them).
      zeros = linalg.eigvals(input as never) as AnyNDArray;
      owned.push(zeros);
    } else if (shape.length > 1)
      throw new RangeError(
        `${where}: seq_of_zeros must be 1-d (roots) or a non-empty square 2-d array, got ${described(input)}.`,
      );
    else if (shape.length === 0) {
      zeros = input.reshape([1]) as AnyNDArray;
      owned.push(zeros);
    }
    // JAX's promote_dtypes_inexact: bool and integers become the inexact dtype (float32; float64 for 64-bit ones).
    const dtype = dtypeInfo[zeros.dtype as DType].inexact as DType;
    if (dtype !== zeros.dtype) {
      zeros = zeros.astype(dtype) as AnyNDArray;
      owned.push(zeros);
    }
    let result = full([1], 1, dtype) as AnyNDArray;
    owned.push(result);
    const one = full([1], 1, dtype) as AnyNDArray;
    owned.push(one);
    // As JAX's: one convolution per root, each rounded in the dtype.
    for (let index = 0; index < zeros.shape[0]!; index += 1) {
      const root = zeros.slice(`${index}:${index + 1}`) as AnyNDArray;
      owned.push(root);
      const negated = jaxOperations.negative(root) as AnyNDArray;
      owned.push(negated);
      const factor = concatenate([one, negated]) as AnyNDArray;
      owned.push(factor);
      result = convolve(result, factor) as AnyNDArray;
      owned.push(result);
    }
    if (zeros.shape[0] === 0) return full([], 1, dtype) as AnyNDArray;
    owned.splice(owned.indexOf(result), 1);
    return result;
  } finally {
    for (const each of owned) each.dispose();
  }
}

/**
 * The coefficients (highest power first) of the monic polynomial whose roots are the 1-d `seq_of_zeros`
 * (repeated roots repeated): NumPy's and JAX's `poly`, one convolution per root, as JAX's. Of a
 * square matrix, its characteristic polynomial (from its eigenvalues, so complex, as JAX's). dtype:
 * the roots' inexact dtype (integers and bool → float32, 64-bit integers → float64); no roots → 1.
 * @example poly(array([1, 2, 3], 'float64')) // NDArray<'float64', [4]>: [1, -6, 11, -6]
 * @example poly(array([], 'float32')) //=> 1
 */
export const poly: PolyFunction = publicFunction('poly', polyUntyped) as never;
