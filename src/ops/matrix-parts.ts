// Matrix parts, as jax.numpy has them: diagonal (a strided view), diag, diagflat, trace, triu,
// tril, the index helpers triuIndices, trilIndices and diagIndices, kron, cross, fillDiagonal
// (functional: a new array) and block. No kernel of their own: views, where, scatter, concatenate
// and the elementwise operations do the work. Result dtypes are JAX's: trace's is sum's (the
// policy's default int for small integers), the index helpers' the policy's default int (int32,
// int64 under x64), kron's and cross's the promotion of their operands; the others keep their
// input's dtype. Nothing mutates its inputs; intermediates are freed on every path (scope).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { PolicySpec } from '../../types/policy.js';
import type {
  BlockFunction,
  CrossFunction,
  DiagFunction,
  DiagflatFunction,
  DiagonalOfFunction,
  FillDiagonalFunction,
  KronFunction,
  MatrixPartFunctions,
  TriangleFunction,
} from '../../types/matrix-parts.js';
import type { DType } from '../lattice/dtypes.js';
import { isNarrow, itemSize } from '../lattice/dtypes.js';
import { publicFunction } from '../array/public-function.js';
import { shapeText, show } from '../errors/messages.js';
import { castArray, dataPointer, isContiguous, nodeOfArray, stridesOf, viewOf } from '../array/ndarray.js';
import { crossDType, crossRows, kronMatrices, triangleRows } from '../execute/vector-products.js';
import { resultTypeWith } from '../plan/promote.js';
import { materializeUnder } from '../plan/planner.js';
import { isWeakType } from '../lattice/dtypes.js';
import { checkArray } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { checkAxis } from '../shape/axes.js';
import { scope } from '../memory/memory.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { indexDType } from '../plan/sorting.js';
import { indexArray } from '../execute/sorting.js';
import { filled } from '../array/from-values.js';
import { memory } from '../kernels/heap.js';
import { allocArray, storage } from '../array/ndarray.js';
import { basicIndex, broadcastTo, moveaxis, reshape, type Item } from './views.js';
import { concatenate, stack } from './joining.js';
import { jaxOperations } from './operations.js';
import { createReductions } from './reductions/functions.js';
import { jaxSelection } from './selection.js';
import { take } from './indexing/take.js';
import { scatter } from './indexing/scatter.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const where = (jaxSelection as unknown as Record<string, Run>).where!;

/** The most elements a result may have (what 32-bit WebAssembly memory could hold of bytes). */
const maxElements = 2 ** 32;

/** A non-negative integer argument (a size or count), named in the error. */
export function checkCount(where: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new TypeError(`${where}: ${name} must be a non-negative integer, got ${show(value)}.`);
  if (value < 0) throw new RangeError(`${where}: ${name} must be a non-negative integer, got ${value}.`);
  if (value > maxElements)
    throw new RangeError(`${where}: ${name} = ${value} is more elements than WebAssembly memory can hold (4 GiB).`);
  return value;
}

/** An integer argument (an offset, k), named in the error. */
export function checkInteger(where: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new TypeError(`${where}: ${name} must be an integer, got ${show(value)}.`);
  return value;
}

/** A result of `elements` elements, refused before anything is made where memory cannot hold it. */
export function checkElements(where: string, elements: number, shape: readonly number[]): void {
  if (elements > maxElements)
    throw new RangeError(
      `${where}: the result of shape ${shapeText(shape)} would have ${elements} elements, more than WebAssembly memory can hold (4 GiB).`,
    );
}

/** `made` with `input`'s weakness (where it changed on the way: a strong zero joined a weak array). */
function weakAs(made: AnyNDArray, input: AnyNDArray): AnyNDArray {
  return made.weakType === input.weakType ? made : castArray(made, made.dtype as DType, input.weakType);
}

/** A zero that where() keeps in `input`'s dtype: false for bool, else the weak 0. */
function zeroOf(input: AnyNDArray): number | boolean {
  return input.dtype === 'bool' ? false : 0;
}

/** NumPy's tri(rows, columns, k) as a bool mask: true at and below the k-th diagonal (one fill per row). */
function triMask(rows: number, columns: number, k: number, where: string): AnyNDArray {
  const mask = allocArray('bool', [rows, columns], false, where);
  const bytes = new Uint8Array(memory().buffer, mask[storage].pointer, rows * columns);
  bytes.fill(0);
  for (let row = 0; row < rows; row += 1) {
    const end = Math.max(0, Math.min(columns, row + k + 1));
    if (end > 0) bytes.fill(1, row * columns, row * columns + end);
  }
  return mask;
}

// ---- diagonal -------------------------------------------------------------------------------------

interface DiagonalArguments {
  readonly offset: number;
  readonly axis1: number;
  readonly axis2: number;
}

/** NumPy's positional (offset, axis1, axis2), or the options object in any of those places. */
function diagonalArguments(name: string, rest: readonly unknown[]): DiagonalArguments {
  const values: Record<string, unknown> = { offset: 0, axis1: 0, axis2: 1 };
  const names = ['offset', 'axis1', 'axis2'];
  for (let index = 0; index < rest.length; index += 1) {
    const each = rest[index];
    if (each === undefined) continue;
    if (typeof each === 'object' && each !== null && !Array.isArray(each)) {
      if (index !== rest.length - 1)
        throw new TypeError(`${name}: the options object comes last; got ${show(rest[index + 1])} after it.`);
      const given = checkOptions(name, each, names.slice(index));
      for (const key of names.slice(index)) if (given[key] !== undefined) values[key] = given[key];
    } else if (index < names.length) values[names[index]!] = each;
    else throw new TypeError(`${name}: too many arguments (${rest.length + 1}).`);
  }
  return {
    offset: checkInteger(name, 'offset', values.offset),
    axis1: values.axis1 as number,
    axis2: values.axis2 as number,
  };
}

/** The diagonal of `input` in the plane of axis1 and axis2 as a strided view (those axes gone, the diagonal last). */
function diagonalView(name: string, input: AnyNDArray, { offset, axis1, axis2 }: DiagonalArguments): AnyNDArray {
  const shape = input.shape as readonly number[];
  if (shape.length < 2)
    throw new RangeError(`${name}: the array must have at least two axes, got shape ${shapeText(shape)}.`);
  const first = checkAxis(name, axis1, shape.length, 'axis1');
  const second = checkAxis(name, axis2, shape.length, 'axis2');
  if (first === second)
    throw new RangeError(`${name}: axis1 and axis2 cannot be the same axis, got ${axis1} and ${axis2}.`);
  const strides = stridesOf(input);
  const rows = shape[first]!;
  const columns = shape[second]!;
  const length = Math.max(0, offset >= 0 ? Math.min(rows, columns - offset) : Math.min(rows + offset, columns));
  const newShape: number[] = [];
  const newStrides: number[] = [];
  shape.forEach((size, axis) => {
    if (axis === first || axis === second) return;
    newShape.push(size);
    newStrides.push(strides[axis]!);
  });
  newShape.push(length);
  newStrides.push(strides[first]! + strides[second]!);
  const start = length === 0 ? 0 : offset >= 0 ? offset * strides[second]! : -offset * strides[first]!;
  return viewOf(input, newShape, newStrides, start);
}

function diagonalUntyped(a: unknown, ...rest: unknown[]): AnyNDArray {
  const input = checkArray('diagonal', a, 'a') as AnyNDArray;
  return diagonalView('diagonal', input, diagonalArguments('diagonal', rest));
}

/**
 * The diagonal of `a` in the plane of `axis1` and `axis2` (default 0 and 1), `offset` above the
 * main one (below where negative): those two axes removed and the diagonal appended as the last
 * axis. A strided view sharing `a`'s memory, as NumPy's (whose view is read-only; arrays here are
 * never written in place). Positional (NumPy's order) or `{ offset, axis1, axis2 }`.
 * @example diagonal(array([[1, 2, 3], [4, 5, 6]])).toArray() //=> [1, 5]
 * @example diagonal(array([[1, 2, 3], [4, 5, 6]]), 1).toArray() //=> [2, 6]
 * @example diagonal(array([[1, 2, 3], [4, 5, 6]]), { offset: -1 }).toArray() //=> [4]
 */
export const diagonal: DiagonalOfFunction = publicFunction('diagonal', diagonalUntyped) as never;

// ---- diag, diagflat -------------------------------------------------------------------------------

/** An [N, N] array (N = n + |k|) of `input`'s dtype, zero but the k-th diagonal, which holds the n values of `flat`. */
function diagonalMatrix(name: string, flat: AnyNDArray, k: number): AnyNDArray {
  const count = flat.size;
  const size = count + Math.abs(k);
  checkElements(name, size * size, [size, size]);
  return scope(() => {
    const start = k >= 0 ? k : -k * size;
    const positions = new Array<number>(count);
    for (let index = 0; index < count; index += 1) positions[index] = start + index * (size + 1);
    const blank = zerosOf(flat, size * size);
    const filled =
      count === 0
        ? blank
        : (scatter(
            blank as never,
            indexArray(positions, [count], size * size > 2 ** 31 - 1 ? 'int64' : 'int32', name) as never,
            flat as never,
          ) as unknown as AnyNDArray);
    return weakAs(reshape(filled as never, [size, size] as never) as AnyNDArray, flat);
  });
}

/** `elements` zeros of `like`'s dtype and weakness, flat. */
function zerosOf(like: AnyNDArray, elements: number): AnyNDArray {
  return filled('diag', [elements], 0, like.dtype, like.weakType);
}

function kOf(name: string, k: unknown): number {
  if (typeof k === 'object' && k !== null && !Array.isArray(k)) {
    const given = checkOptions(name, k, ['k']).k;
    return given === undefined ? 0 : checkInteger(name, 'k', given);
  }
  return k === undefined ? 0 : checkInteger(name, 'k', k);
}

function diagUntyped(v: unknown, k?: unknown): AnyNDArray {
  const input = checkArray('diag', v, 'v') as AnyNDArray;
  const offset = kOf('diag', k);
  if (input.ndim === 1) return diagonalMatrix('diag', input, offset);
  if (input.ndim === 2) return diagonalView('diag', input, { offset, axis1: 0, axis2: 1 });
  throw new RangeError(`diag: v must be 1-d or 2-d, got shape ${shapeText(input.shape)}.`);
}

/**
 * For a 1-d `v`, a 2-d array with `v` on its `k`-th diagonal (above the main one where k > 0,
 * below where k < 0) and zeros elsewhere, of shape [n + |k|, n + |k|]; for a 2-d `v`, its k-th
 * diagonal (a view, as diagonal()). `v`'s dtype.
 * @example diag(array([1, 2])).toArray() //=> [[1, 0], [0, 2]]
 * @example diag(array([1, 2]), 1).toArray() //=> [[0, 1, 0], [0, 0, 2], [0, 0, 0]]
 * @example diag(array([[1, 2], [3, 4]])).toArray() //=> [1, 4]
 */
export const diag: DiagFunction = publicFunction('diag', diagUntyped) as never;

function diagflatUntyped(v: unknown, k?: unknown): AnyNDArray {
  const input = checkArray('diagflat', v, 'v') as AnyNDArray;
  const offset = kOf('diagflat', k);
  return scope(() => diagonalMatrix('diagflat', reshape(input as never, [input.size] as never) as AnyNDArray, offset));
}

/**
 * A 2-d array with `v` flattened on its `k`-th diagonal, zeros elsewhere: [n + |k|, n + |k|] for
 * n elements, `v`'s dtype.
 * @example diagflat(array([[1, 2], [3, 4]])).toArray() //=> [[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 3, 0], [0, 0, 0, 4]]
 * @example diagflat(array([5]), -1).toArray() //=> [[0, 0], [5, 0]]
 */
export const diagflat: DiagflatFunction = publicFunction('diagflat', diagflatUntyped) as never;

// ---- triu, tril ----------------------------------------------------------------------------------

/** tril (keep at and below the k-th diagonal) or triu (at and above), batched over leading axes; a 1-d m is broadcast to [n, n] first (NumPy's). */
function triangle(name: 'triu' | 'tril', m: unknown, k: unknown): AnyNDArray {
  const input = checkArray(name, m, 'm') as AnyNDArray;
  const offset = kOf(name, k);
  if (input.ndim === 0) throw new RangeError(`${name}: m must have at least one axis, got a 0-d array.`);
  const shape = input.shape as readonly number[];
  const [rows, columns] = shape.length === 1 ? [shape[0]!, shape[0]!] : shape.slice(-2);
  const dtype = input.dtype as DType;
  if (isNarrow(dtype))
    return scope(() => {
      // Packed sub-byte elements: through a mask.
      const mask = triMask(rows!, columns!, name === 'tril' ? offset : offset - 1, name);
      const zero = zeroOf(input);
      const result = name === 'tril' ? where(mask, input, zero) : where(mask, zero, input);
      return weakAs(result, input);
    });
  // Row by row in wasm (src/execute/vector-products.ts's triangleRows): the kept run copied and the
  // dropped run zeroed (all-zero bytes are 0 in every dtype of a byte or more), in one pass over
  // memory; no mask, no select. A strided or broadcast input is made contiguous first.
  const source = shape.length === 1 ? (broadcastTo(input, [rows!, columns!]) as AnyNDArray) : input;
  const contiguous = isContiguous(source.shape as readonly number[], stridesOf(source))
    ? source
    : castArray(source, dtype, input.weakType, name);
  const out = allocArray(dtype, shape.length === 1 ? [rows!, columns!] : shape, input.weakType, name);
  // k beyond the matrix clamped (the kernel's edge is clamped to [0, columns] a row anyway).
  const diagonal = Math.max(-rows! - 1, Math.min(columns! + 1, offset));
  triangleRows(
    name === 'tril',
    dataPointer(contiguous),
    out[storage].pointer,
    rows!,
    columns!,
    itemSize(dtype),
    diagonal,
    rows! * columns! === 0 ? 0 : out.size / columns!,
  );
  if (contiguous !== source) contiguous.dispose();
  if (source !== input) source.dispose();
  return out;
}

/**
 * The lower triangle of `m`: elements above the `k`-th diagonal set to zero (k > 0 keeps more,
 * k < 0 fewer), over the last two axes (batched over the others); a 1-d m as NumPy's (its rows
 * repeated into [n, n]). `m`'s dtype and shape.
 * @example tril(array([[1, 2], [3, 4]])).toArray() //=> [[1, 0], [3, 4]]
 * @example tril(array([[1, 2, 3], [4, 5, 6]]), -1).toArray() //=> [[0, 0, 0], [4, 0, 0]]
 */
export const tril: TriangleFunction = publicFunction('tril', (m: unknown, k?: unknown) =>
  triangle('tril', m, k),
) as never;

/**
 * The upper triangle of `m`: elements below the `k`-th diagonal set to zero, over the last two
 * axes (batched over the others). `m`'s dtype and shape.
 * @example triu(array([[1, 2], [3, 4]])).toArray() //=> [[1, 2], [0, 4]]
 * @example triu(array([[1, 2, 3], [4, 5, 6]]), 1).toArray() //=> [[0, 2, 3], [0, 0, 6]]
 */
export const triu: TriangleFunction = publicFunction('triu', (m: unknown, k?: unknown) =>
  triangle('triu', m, k),
) as never;

// ---- kron ------------------------------------------------------------------------------------------

const jaxPolicy = resolvePolicy(undefined);

/**
 * kron of operands of at most two axes (padded to two) in one pass, written in output order
 * (src/execute/vector-products.ts), for the dtypes it takes; each operand read in place where it is
 * contiguous in the result dtype, else as a contiguous copy. Undefined for the other dtypes.
 */
function kronDense(
  left: AnyNDArray,
  right: AnyNDArray,
  leftShape: readonly number[],
  rightShape: readonly number[],
  shape: readonly number[],
): AnyNDArray | undefined {
  const node = resultTypeWith(jaxPolicy, [nodeOfArray(left), nodeOfArray(right)]);
  const dtype = materializeUnder(jaxPolicy, node);
  if (!crossDType(dtype)) return undefined;
  return scope(() => {
    const dense = (x: AnyNDArray): AnyNDArray =>
      x.dtype === dtype && isContiguous(x.shape, stridesOf(x)) ? x : castArray(x, dtype, false, 'kron');
    const [a, b] = [dense(left), dense(right)];
    const out = allocArray(dtype, shape, isWeakType(node), 'kron');
    const [m, n] = leftShape.length === 2 ? leftShape : [1, leftShape[0] ?? 1];
    const [p, q] = rightShape.length === 2 ? rightShape : [1, rightShape[0] ?? 1];
    if (out.size > 0) kronMatrices(dtype, dataPointer(a), m!, n!, dataPointer(b), p!, q!, out[storage].pointer);
    return out;
  });
}

function kronUntyped(a: unknown, b: unknown): AnyNDArray {
  const left = checkArray('kron', a, 'a') as AnyNDArray;
  const right = checkArray('kron', b, 'b') as AnyNDArray;
  const ndim = Math.max(left.ndim, right.ndim);
  const pad = (shape: readonly number[]) => [...Array<number>(ndim - shape.length).fill(1), ...shape];
  const leftShape = pad(left.shape as readonly number[]);
  const rightShape = pad(right.shape as readonly number[]);
  const shape = leftShape.map((size, axis) => size * rightShape[axis]!);
  checkElements(
    'kron',
    shape.reduce((product, size) => product * size, 1),
    shape,
  );
  if (ndim <= 2) {
    const fast = kronDense(left, right, leftShape, rightShape, shape);
    if (fast !== undefined) return fast;
  }
  return scope(() => {
    // a as [a0, 1, a1, 1, …], b as [1, b0, 1, b1, …]: their product is [a0, b0, a1, b1, …].
    const spread = (input: AnyNDArray, sizes: readonly number[], first: boolean) =>
      reshape(input as never, sizes.flatMap((size) => (first ? [size, 1] : [1, size])) as never) as AnyNDArray;
    const product = operations.multiply!(spread(left, leftShape, true), spread(right, rightShape, false));
    return reshape(product as never, shape as never) as AnyNDArray;
  });
}

/**
 * The Kronecker product of `a` and `b`: blocks of b scaled by each element of a (the shorter
 * shape padded with leading 1s); the shape is the product of the shapes, the dtype their
 * promotion (as multiply's).
 * @example kron(array([1, 10]), array([1, 2, 3])).toArray() //=> [1, 2, 3, 10, 20, 30]
 * @example kron(eye(2, { dtype: 'int32' }), array([[1, 2], [3, 4]])).shape //=> [4, 4]
 */
export const kron: KronFunction = publicFunction('kron', kronUntyped) as never;

// ---- cross -----------------------------------------------------------------------------------------

/** The component `index` of vectors along the last axis, as a view. */
function component(vectors: AnyNDArray, index: number): AnyNDArray {
  return basicIndex(vectors, [{ kind: 'ellipsis' }, { kind: 'integer', value: index }] as Item[], 'cross');
}

/** The broadcast of two shapes, or undefined where they do not broadcast (the general path names the error). */
function broadcastPair(left: readonly number[], right: readonly number[]): number[] | undefined {
  const ndim = Math.max(left.length, right.length);
  const shape: number[] = [];
  for (let axis = 0; axis < ndim; axis += 1) {
    const l = left[axis - ndim + left.length] ?? 1;
    const r = right[axis - ndim + right.length] ?? 1;
    if (l !== r && l !== 1 && r !== 1) return undefined;
    shape.push(l === 1 ? r : l);
  }
  return shape;
}

/**
 * Two arrays of 3-vectors along their last axis crossed in one pass (src/execute/cross.ts), for the
 * dtypes it takes: each operand read in place where it is contiguous in the result dtype and
 * shape, else as a contiguous copy (cast, broadcast); undefined for the other dtypes. Runs in the
 * caller's scope.
 */
function crossDense(u: AnyNDArray, v: AnyNDArray): AnyNDArray | undefined {
  const node = resultTypeWith(jaxPolicy, [nodeOfArray(u), nodeOfArray(v)]);
  const dtype = materializeUnder(jaxPolicy, node);
  if (!crossDType(dtype)) return undefined;
  const shape = broadcastPair(u.shape as readonly number[], v.shape as readonly number[]);
  if (shape === undefined) return undefined;
  const dense = (x: AnyNDArray): AnyNDArray => {
    const same = x.shape.length === shape.length && x.shape.every((size: number, axis: number) => size === shape[axis]);
    if (same && x.dtype === dtype && isContiguous(x.shape, stridesOf(x))) return x;
    return castArray(same ? x : broadcastTo(x as never, shape), dtype, false, 'cross');
  };
  const [a, b] = [dense(u), dense(v)];
  const out = allocArray(dtype, shape, isWeakType(node), 'cross');
  const count = out.size / 3;
  if (count > 0) crossRows(dtype, dataPointer(a), dataPointer(b), out[storage].pointer, count);
  return out;
}

function crossUntyped(a: unknown, b: unknown, options?: unknown): AnyNDArray {
  const left = checkArray('cross', a, 'a') as AnyNDArray;
  const right = checkArray('cross', b, 'b') as AnyNDArray;
  const given = checkOptions('cross', options, ['axisa', 'axisb', 'axisc', 'axis']);
  const pick = (name: 'axisa' | 'axisb' | 'axisc') => (given.axis ?? given[name] ?? -1) as number;
  if (left.ndim === 0 || right.ndim === 0)
    throw new RangeError(
      `cross: a and b must be arrays of vectors (at least one axis), got shapes ${shapeText(left.shape)} and ${shapeText(right.shape)}.`,
    );
  const axisA = checkAxis('cross', pick('axisa'), left.ndim, given.axis === undefined ? 'axisa' : 'axis');
  const axisB = checkAxis('cross', pick('axisb'), right.ndim, given.axis === undefined ? 'axisb' : 'axis');
  const sizeA = left.shape[axisA]!;
  const sizeB = right.shape[axisB]!;
  if ((sizeA !== 2 && sizeA !== 3) || (sizeB !== 2 && sizeB !== 3))
    throw new RangeError(
      `cross: the vectors must have 2 or 3 components, got ${sizeA} (a, shape ${shapeText(left.shape)}) and ${sizeB} (b, shape ${shapeText(right.shape)}).`,
    );
  if (left.dtype === 'bool' && right.dtype === 'bool')
    throw new TypeError('cross: bool vectors have no cross product (subtract refuses bool).');
  return scope(() => {
    const u = moveaxis(left as never, axisA as never, -1 as never) as AnyNDArray;
    const v = moveaxis(right as never, axisB as never, -1 as never) as AnyNDArray;
    if (sizeA === 3 && sizeB === 3) {
      const fast = crossDense(u, v);
      if (fast !== undefined) {
        const axisC = checkAxis('cross', pick('axisc'), fast.ndim, given.axis === undefined ? 'axisc' : 'axis');
        return axisC === fast.ndim - 1 ? fast : (moveaxis(fast as never, -1 as never, axisC as never) as AnyNDArray);
      }
    }
    const [u0, u1, v0, v1] = [component(u, 0), component(u, 1), component(v, 0), component(v, 1)];
    const times = operations.multiply!;
    const minus = operations.subtract!;
    const z = minus(times(u0, v1), times(u1, v0));
    if (sizeA === 2 && sizeB === 2) return z;
    let x: AnyNDArray;
    let y: AnyNDArray;
    if (sizeA === 3 && sizeB === 3) {
      const [u2, v2] = [component(u, 2), component(v, 2)];
      x = minus(times(u1, v2), times(u2, v1));
      y = minus(times(u2, v0), times(u0, v2));
    } else if (sizeA === 2) {
      const v2 = component(v, 2);
      x = times(u1, v2);
      y = operations.negative!(times(u0, v2));
    } else {
      const u2 = component(u, 2);
      x = operations.negative!(times(u2, v1));
      y = times(u2, v0);
    }
    // z's dtype for all three (a negated product of unsigned ints wraps, as NumPy's).
    const parts = [x, y, z].map((each) =>
      each.dtype === z.dtype && each.weakType === z.weakType ? each : castArray(each, z.dtype as DType, z.weakType),
    );
    const joined = stack(parts as never, -1 as never) as unknown as AnyNDArray;
    const axisC = checkAxis('cross', pick('axisc'), joined.ndim, given.axis === undefined ? 'axisc' : 'axis');
    return moveaxis(joined as never, -1 as never, axisC as never) as AnyNDArray;
  });
}

/**
 * The cross product of vectors of 2 or 3 components along `axisa` of a and `axisb` of b (default
 * the last; `axis` sets all three), broadcast over the other axes; the result's vectors along
 * `axisc`. Two 2-vectors give the z component alone (NumPy's). The dtype of their promotion.
 * @example cross(array([1, 0, 0]), array([0, 1, 0])).toArray() //=> [0, 0, 1]
 * @example cross(array([1, 2]), array([3, 4])).item() //=> -2
 */
export const cross: CrossFunction = publicFunction('cross', crossUntyped) as never;

// ---- fillDiagonal ----------------------------------------------------------------------------------

function fillDiagonalUntyped(a: unknown, val: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('fillDiagonal', a, 'a') as AnyNDArray;
  const { wrap = false, inplace } = checkOptions('fillDiagonal', options, ['wrap', 'inplace']);
  if (typeof wrap !== 'boolean') throw new TypeError(`fillDiagonal: wrap must be a boolean, got ${show(wrap)}.`);
  if (inplace === true)
    throw new TypeError('fillDiagonal: arrays are never written in place; it returns a new array (inplace: false).');
  const shape = input.shape as readonly number[];
  if (shape.length < 2)
    throw new RangeError(`fillDiagonal: a must have at least two axes, got shape ${shapeText(shape)}.`);
  if (shape.length > 2 && shape.some((size) => size !== shape[0]))
    throw new RangeError(
      `fillDiagonal: the axes of an array of more than two must have one length, got shape ${shapeText(shape)}.`,
    );
  // NumPy's flat walk: every `step`-th element from 0, up to `end`.
  let step = 1;
  let end = input.size;
  if (shape.length === 2) {
    step = shape[1]! + 1;
    if (!wrap) end = Math.min(end, shape[1]! * shape[1]!);
  } else {
    let product = 1;
    for (const size of shape.slice(0, -1)) {
      product *= size;
      step += product;
    }
  }
  const count = end === 0 ? 0 : Math.ceil(end / step);
  return scope(() => {
    if (typeof val !== 'object' || val === null || Array.isArray(val)) {
      // a scalar, or a list: its values in turn (cycled here; scatter checks them as array() does)
      if (count === 0) return castArray(input, input.dtype as DType, input.weakType);
      const list = Array.isArray(val) ? val : [val];
      if (list.length === 0) throw new RangeError('fillDiagonal: val is empty: no value to fill the diagonal with.');
      const flatInput = reshape(input as never, [input.size] as never) as AnyNDArray;
      const spots = Array.from({ length: count }, (_, index) => index * step);
      const cycledList = Array.isArray(val) ? spots.map((_, index) => list[index % list.length]) : val;
      const done = scatter(
        flatInput as never,
        indexArray(spots, [count], input.size > 2 ** 31 - 1 ? 'int64' : 'int32', 'fillDiagonal') as never,
        cycledList as never,
      ) as unknown as AnyNDArray;
      return reshape(done as never, shape as never) as AnyNDArray;
    }
    const values = checkArray('fillDiagonal', val, 'val') as AnyNDArray;
    const flatValues = reshape(values as never, [values.size] as never) as AnyNDArray;
    const flat = reshape(input as never, [input.size] as never) as AnyNDArray;
    if (count === 0) return weakAs(castArray(input, input.dtype as DType, input.weakType), input);
    if (values.size === 0) throw new RangeError('fillDiagonal: val is empty: no value to fill the diagonal with.');
    const positions = new Array<number>(count);
    for (let index = 0; index < count; index += 1) positions[index] = index * step;
    const wide = input.size > 2 ** 31 - 1 ? 'int64' : 'int32';
    const cycled =
      values.size === 1
        ? flatValues
        : (take(
            flatValues as never,
            indexArray(
              positions.map((_, index) => index % values.size),
              [count],
              'int32',
              'fillDiagonal',
            ) as never,
          ) as unknown as AnyNDArray);
    const filled = scatter(
      flat as never,
      indexArray(positions, [count], wide, 'fillDiagonal') as never,
      (values.size === 1 ? reshape(flatValues as never, [] as never) : cycled) as never,
    ) as unknown as AnyNDArray;
    return reshape(filled as never, shape as never) as AnyNDArray;
  });
}

/**
 * A copy of `a` with its main diagonal set to `val` (a scalar, or values used in turn, cycling),
 * cast to a's dtype; `a` itself is untouched (JAX's `fill_diagonal(…, inplace=False)`). A tall 2-d
 * array fills the leading square's diagonal, or, with `{ wrap: true }`, starts again below it
 * every n + 1 rows (NumPy's). More than two axes must all have one length.
 * @example fillDiagonal(zeros([3, 3], 'int32'), 7).toArray() //=> [[7, 0, 0], [0, 7, 0], [0, 0, 7]]
 * @example fillDiagonal(zeros([2, 3], 'int32'), array([1, 2])).toArray() //=> [[1, 0, 0], [0, 2, 0]]
 */
export const fillDiagonal: FillDiagonalFunction = publicFunction('fillDiagonal', fillDiagonalUntyped) as never;

// ---- block ----------------------------------------------------------------------------------------

/** How deep the lists nest (0 for an array), the same on every branch, else a ValueError as NumPy's. */
function blockDepth(value: unknown, path: string): number {
  if (!Array.isArray(value)) return 0;
  if (value.length === 0) throw new RangeError(`block: the list at ${path} is empty; lists cannot be empty.`);
  const depths = value.map((each, index) => blockDepth(each, `${path}[${index}]`));
  const first = depths[0]!;
  depths.forEach((depth, index) => {
    if (depth !== first)
      throw new RangeError(
        `block: list depths are mismatched: ${path}[0] is ${first} deep and ${path}[${index}] is ${depth} deep.`,
      );
  });
  return first + 1;
}

function blockUntyped(arrays: unknown): AnyNDArray {
  if (!Array.isArray(arrays))
    return castArray(
      checkArray('block', arrays, 'arrays') as AnyNDArray,
      (arrays as AnyNDArray).dtype as DType,
      (arrays as AnyNDArray).weakType,
    );
  const depth = blockDepth(arrays, 'arrays');
  return scope(() => {
    const leaves: AnyNDArray[] = [];
    const leafOf = (value: unknown, path: string): AnyNDArray => {
      const leaf = checkArray('block', value, path) as AnyNDArray;
      leaves.push(leaf);
      return leaf;
    };
    const collect = (value: unknown, path: string): unknown =>
      Array.isArray(value) ? value.map((each, index) => collect(each, `${path}[${index}]`)) : leafOf(value, path);
    const tree = collect(arrays, 'arrays');
    const ndim = Math.max(depth, ...leaves.map((leaf) => leaf.ndim));
    // Each leaf with leading axes of 1 up to ndim; the innermost lists join along the last axis.
    const join = (value: unknown, level: number): AnyNDArray => {
      if (!Array.isArray(value)) {
        const leaf = value as AnyNDArray;
        const shape = [...Array<number>(ndim - leaf.ndim).fill(1), ...(leaf.shape as readonly number[])];
        return reshape(leaf as never, shape as never) as AnyNDArray;
      }
      const parts = value.map((each) => join(each, level + 1));
      return parts.length === 1
        ? parts[0]!
        : (concatenate(parts as never, (level - depth) as never) as unknown as AnyNDArray);
    };
    const joined = join(tree, 0);
    return leaves.includes(joined) || leaves.length === 1
      ? castArray(joined, joined.dtype as DType, joined.weakType)
      : joined;
  });
}

/**
 * An array assembled from nested lists of blocks (NumPy's `block`): the innermost lists join along
 * the last axis, the next along the one before, and so on; blocks with fewer axes than the result
 * get leading axes of 1. Dtypes promote as concatenate's. A new array.
 * @example block([array([1, 2]), array([3])]).toArray() //=> [1, 2, 3]
 * @example block([[eye(2, { dtype: 'int32' }), zeros([2, 1], 'int32')], [zeros([1, 2], 'int32'), ones([1, 1], 'int32')]]).toArray() //=> [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
 */
export const block: BlockFunction = publicFunction('block', blockUntyped) as never;

// ---- under a policy: trace and the index helpers ----------------------------------------------------

function traceWith(spec: PolicySpec | undefined) {
  const sum = (createReductions(spec) as unknown as Record<string, Run>).sum!;
  return (a: unknown, ...rest: unknown[]): AnyNDArray => {
    const input = checkArray('trace', a, 'a') as AnyNDArray;
    let dtype: unknown;
    let positional = rest;
    const last = rest[rest.length - 1];
    if (typeof last === 'object' && last !== null && !Array.isArray(last)) {
      const given = checkOptions('trace', last, ['offset', 'axis1', 'axis2', 'dtype']);
      dtype = given.dtype;
      const { dtype: _, ...place } = given;
      positional = [...rest.slice(0, -1), place];
    }
    const view = diagonalView('trace', input, diagonalArguments('trace', positional));
    try {
      return sum(view, dtype === undefined ? { axis: -1 } : { axis: -1, dtype });
    } finally {
      view.dispose();
    }
  };
}

/** Row and column indices of an n × m triangle: at and above the k-th diagonal (upper) or at and below (lower). */
function triangleIndicesWith(name: 'triuIndices' | 'trilIndices', policy: Policy) {
  return (n: unknown, k?: unknown, m?: unknown): AnyNDArray[] => {
    let kValue = k;
    let mValue = m;
    if (typeof k === 'object' && k !== null) {
      const given = checkOptions(name, k, ['k', 'm']);
      kValue = given.k;
      mValue = given.m;
    } else if (typeof m === 'object' && m !== null) mValue = checkOptions(name, m, ['m']).m;
    const rows = checkCount(name, 'n', n);
    const offset = kValue === undefined ? 0 : checkInteger(name, 'k', kValue);
    const columns = mValue === undefined || mValue === null ? rows : checkCount(name, 'm', mValue);
    const span = (row: number): [number, number] =>
      name === 'triuIndices'
        ? [Math.max(0, Math.min(columns, row + offset)), columns]
        : [0, Math.max(0, Math.min(columns, row + offset + 1))];
    let count = 0;
    for (let row = 0; row < rows; row += 1) {
      const [from, to] = span(row);
      count += to - from;
      if (count > maxElements) checkElements(name, count, [count]);
    }
    const rowIndices = new Array<number>(count);
    const columnIndices = new Array<number>(count);
    let at = 0;
    for (let row = 0; row < rows; row += 1) {
      const [from, to] = span(row);
      for (let column = from; column < to; column += 1) {
        rowIndices[at] = row;
        columnIndices[at] = column;
        at += 1;
      }
    }
    const dtype = indexDType(policy, 'nonzero');
    const first = indexArray(rowIndices, [count], dtype, name);
    try {
      return [first, indexArray(columnIndices, [count], dtype, name)];
    } catch (error) {
      first.dispose();
      throw error;
    }
  };
}

function diagIndicesWith(policy: Policy) {
  return (n: unknown, ndim?: unknown): AnyNDArray[] => {
    let axes = ndim;
    if (typeof ndim === 'object' && ndim !== null) axes = checkOptions('diagIndices', ndim, ['ndim']).ndim;
    const size = checkCount('diagIndices', 'n', n);
    const count = axes === undefined ? 2 : checkCount('diagIndices', 'ndim', axes);
    if (count > 64) throw new RangeError(`diagIndices: ndim must be at most 64, got ${count}.`);
    const values = Array.from({ length: size }, (_, index) => index);
    const dtype = indexDType(policy, 'nonzero');
    const results: AnyNDArray[] = [];
    try {
      for (let axis = 0; axis < count; axis += 1) results.push(indexArray(values, [size], dtype, 'diagIndices'));
      return results;
    } catch (error) {
      for (const each of results) each.dispose();
      throw error;
    }
  };
}

/** trace and the index helpers under one policy (the default int, and sum's dtypes, are its). */
export function createMatrixParts<Spec extends PolicySpec>(spec?: Spec): MatrixPartFunctions<Spec> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createMatrixParts');
  return {
    trace: publicFunction('trace', traceWith(spec)),
    triuIndices: publicFunction('triuIndices', triangleIndicesWith('triuIndices', policy)),
    trilIndices: publicFunction('trilIndices', triangleIndicesWith('trilIndices', policy)),
    diagIndices: publicFunction('diagIndices', diagIndicesWith(policy)),
  } as never;
}

export const jaxMatrixParts = createMatrixParts('jax');

/** diagonal and trace as methods (`x.diagonal(1)`, `x.trace()`: JAX's policy), as jax.Array has them. */
export const matrixPartMethods = { diagonal, trace: jaxMatrixParts.trace } as const;
