// linalg.norm: NumPy's vector norms (2, 1, ±inf, 0, any p) and matrix norms ('fro', ±1, ±inf).
// Computed in float64 from the elements' magnitudes (complex: |re + i·im|) and rounded once to the
// result dtype, which is real and inexact: var's rule (integers of up to 32 bits → float32, 64-bit →
// float64, complex → its part's dtype). Integers are rounded to that dtype first, as JAX converts
// them before it squares and sums (int32 16777217 counts as 16777216). The 2-norm scales by the
// largest magnitude, so it neither overflows nor underflows where the result is representable.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { LinalgFunctions } from '../../types/linalg.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { axisOutOfBoundsText, show } from '../errors/messages.js';
import { NDArray, allocArray, castArray, storage } from '../array/ndarray.js';
import { rowMajorStrides } from '../shape/strides.js';
import { operandNode } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { reductionResultType } from './reductions.js';
import { readKeys } from './sorting.js';
import { memory } from '../kernels/instance.js';

type Ord = number | 'fro' | 'nuc' | undefined | null;

/** |x| of each element in float64; an integer (or bool) rounded to `result` first (float32, or float64 by Number). */
function magnitudes(input: AnyNDArray, result: DType): Float64Array {
  const keys = readKeys(input);
  const values = new Float64Array(input.size);
  const { kind } = dtypeInfo[input.dtype as DType];
  const integral = kind === 'bool' || kind === 'int' || kind === 'uint';
  const round = integral && result === 'float32' ? Math.fround : Number;
  if (keys.kind === 'complex')
    for (let index = 0; index < input.size; index += 1)
      values[index] = Math.hypot(keys.values[2 * index]!, keys.values[2 * index + 1]!);
  else for (let index = 0; index < input.size; index += 1) values[index] = Math.abs(round(Number(keys.values[index]!)));
  return values;
}

function vectorNorm(values: readonly number[], ord: number): number {
  if (ord === Infinity) return values.reduce((most, each) => (each > most || each !== each ? each : most), 0);
  if (ord === -Infinity)
    return values.length === 0
      ? Infinity
      : values.reduce((least, each) => (each < least || each !== each ? each : least), Infinity);
  if (ord === 0) return values.filter((each) => each !== 0).length;
  if (ord === 1) return values.reduce((sum, each) => sum + each, 0);
  if (ord === 2) {
    const scale = values.reduce((most, each) => (each > most || each !== each ? each : most), 0);
    if (scale === 0 || !Number.isFinite(scale)) return scale;
    return scale * Math.sqrt(values.reduce((sum, each) => sum + (each / scale) ** 2, 0));
  }
  return values.reduce((sum, each) => sum + each ** ord, 0) ** (1 / ord);
}

function matrixNorm(
  rows: number,
  columns: number,
  at: (row: number, column: number) => number,
  ord: number | 'fro',
): number {
  if (ord === 'fro') {
    const all: number[] = [];
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) all.push(at(row, column));
    return vectorNorm(all, 2);
  }
  const byColumns = ord === 1 || ord === -1;
  const sums: number[] = [];
  for (let outer = 0; outer < (byColumns ? columns : rows); outer += 1) {
    let sum = 0;
    for (let inner = 0; inner < (byColumns ? rows : columns); inner += 1)
      sum += byColumns ? at(inner, outer) : at(outer, inner);
    sums.push(sum);
  }
  return ord > 0 ? vectorNorm(sums, Infinity) : vectorNorm(sums, -Infinity);
}

const isOptions = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * norm's arguments in NumPy's spellings: `(x, { ord, axis, keepdims })` (all keywords),
 * `(x, ord, { axis, keepdims })` and `(x, ord, axis, keepdims)` (positional); the options object,
 * where given, comes last.
 */
function normArguments(second: unknown, third: unknown, fourth: unknown): Record<string, unknown> {
  if (isOptions(second)) {
    if (third !== undefined || fourth !== undefined)
      throw new TypeError(
        `linalg.norm: the options object comes last; got ${show(third ?? fourth)} after ${show(second)}.`,
      );
    return checkOptions('linalg.norm', second, ['ord', 'axis', 'keepdims']);
  }
  if (isOptions(third)) {
    if (fourth !== undefined)
      throw new TypeError(`linalg.norm: the options object comes last; got ${show(fourth)} after ${show(third)}.`);
    return { ord: second, ...checkOptions('linalg.norm', third, ['axis', 'keepdims']) };
  }
  return { ord: second, axis: third, keepdims: fourth };
}

function normUntyped(x: unknown, second?: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  if (!(x instanceof NDArray))
    throw new TypeError(`linalg.norm: the array must be an NDArray, got ${show(x)}; make one with array() first.`);
  operandNode('linalg.norm', 'only', x);
  const input = x as AnyNDArray;
  const { ord, axis, keepdims } = normArguments(second, third, fourth);
  if (keepdims !== undefined && typeof keepdims !== 'boolean')
    throw new TypeError(`linalg.norm: keepdims must be a boolean, got ${show(keepdims)}.`);
  const order = ord as Ord;
  if (!(order === undefined || order === null || order === 'fro' || order === 'nuc' || typeof order === 'number')) {
    throw new TypeError(`linalg.norm: ord must be a number, 'fro' or 'nuc', got ${show(ord)}.`);
  }
  const shape = input.shape as readonly number[];
  const ndim = shape.length;
  const check = (each: unknown) => {
    if (typeof each !== 'number' || !Number.isInteger(each))
      throw new TypeError(`linalg.norm: axis must be an integer or a pair, got ${show(axis)}.`);
    if (each < -ndim || each >= ndim)
      throw new RangeError(axisOutOfBoundsText('linalg.norm', String(each), String(ndim)));
    return each < 0 ? each + ndim : each;
  };
  let axes: number[];
  if (axis === undefined || axis === null) {
    if (order === undefined || order === null)
      axes = shape.map((_, index) => index); // the 2-norm of the flattened array
    else if (ndim === 1 || ndim === 2) axes = shape.map((_, index) => index);
    else throw new RangeError(`linalg.norm: ord ${show(ord)} needs a vector or a matrix, got ${ndim} axes; give axis.`);
  } else axes = (Array.isArray(axis) ? axis : [axis]).map(check);
  if (axes.length > 2 || (axes.length === 2 && axes[0] === axes[1]))
    throw new RangeError(`linalg.norm: axis must be one axis or a pair of distinct axes, got ${show(axis)}.`);
  const flattened = (axis === undefined || axis === null) && (order === undefined || order === null);
  const matrix = axes.length === 2 && !flattened;
  let kind: number | 'fro';
  if (matrix) {
    if (order === undefined || order === null || order === 'fro') kind = 'fro';
    else if (order === 1 || order === -1 || order === Infinity || order === -Infinity) kind = order;
    else
      throw new TypeError(
        `linalg.norm: matrix norm ord ${show(ord)} is not supported (it needs singular values); use 'fro', 1, -1, Infinity or -Infinity.`,
      );
  } else {
    if (order === 'fro' || order === 'nuc')
      throw new TypeError(`linalg.norm: ord '${order}' is a matrix norm; a vector norm takes a number.`);
    kind = order ?? 2;
  }
  const dtype = input.dtype as DType;
  const result = reductionResultType('variance', dtype);
  const values = magnitudes(input, result);
  const strides = rowMajorStrides(shape);
  const kept = shape.map((_, index) => index).filter((index) => !axes.includes(index));
  const outShape =
    keepdims === true
      ? shape.map((size, index) => (axes.includes(index) ? 1 : size))
      : kept.map((index) => shape[index]!);
  const count = kept.reduce((product, index) => product * shape[index]!, 1);
  const norms = new Array<number>(count);
  const coordinates = kept.map(() => 0);
  for (let position = 0; position < count; position += 1) {
    const base = kept.reduce((sum, index, slot) => sum + coordinates[slot]! * strides[index]!, 0);
    if (matrix) {
      const [rowAxis, columnAxis] = axes as [number, number];
      norms[position] = matrixNorm(
        shape[rowAxis]!,
        shape[columnAxis]!,
        (row, column) => values[base + row * strides[rowAxis]! + column * strides[columnAxis]!]!,
        kind,
      );
    } else {
      // A vector norm over one axis, or over every axis of the flattened array (ord 2).
      const line: number[] = [];
      const walk = (slot: number, offset: number) => {
        if (slot === axes.length) return void line.push(values[offset]!);
        for (let step = 0; step < shape[axes[slot]!]!; step += 1) walk(slot + 1, offset + step * strides[axes[slot]!]!);
      };
      walk(0, base);
      norms[position] = vectorNorm(line, kind as number);
    }
    for (let slot = kept.length - 1; slot >= 0; slot -= 1) {
      coordinates[slot] += 1;
      if (coordinates[slot]! < shape[kept[slot]!]!) break;
      coordinates[slot] = 0;
    }
  }
  if (dtypeInfo[result].kind !== 'float') throw new TypeError(`linalg.norm: no real inexact dtype for ${dtype}.`);
  // Written as float64 and rounded once to the result dtype.
  const wide = allocArray('float64', outShape, false, 'linalg.norm');
  new Float64Array(memory().buffer, wide[storage].pointer, count).set(norms);
  if (result === 'float64') return wide;
  try {
    return castArray(wide, result, false, 'linalg.norm');
  } finally {
    wide.dispose();
  }
}

/**
 * NumPy's `linalg` namespace, as far as this library goes: `linalg.norm`.
 * @example linalg.norm(array([3, 4], 'float32')).item() //=> 5
 * @example linalg.norm(array([[1, 2], [3, 4]], 'float64'), 'fro').item() //=> 5.477225575051661
 */
export const linalg: LinalgFunctions = Object.freeze({
  /**
   * The norm of a vector (`ord` 2 by default, 1, Infinity, -Infinity, 0 or any p) or of a matrix
   * (`'fro'` by default, 1, -1, Infinity, -Infinity; `'nuc'` and ±2 need singular values and are
   * refused), over `axis` (one axis: vectors; a pair: matrices; none: the whole array, as NumPy).
   * The dtype is real and inexact (var's rule).
   * @example linalg.norm(array([3, 4])).item() //=> 5
   */
  norm: normUntyped as never,
}) as LinalgFunctions;
