// linalg's LU and Cholesky family: solve, inv, det, slogdet, cholesky, matrixPower, multiDot,
// tensorsolve, tensorinv (NumPy's signatures, JAX's result dtypes: src/plan/linalg.ts), batched over
// leading axes. The factorisations run in src/execute/linalg-lu.ts; a singular matrix to solve or
// invert and a matrix that is not positive definite throw NumPy's LinAlgError (JAX returns NaNs).
import type { AnyNDArray } from '../../../types/index.js';
import type { DType } from '../../lattice/dtypes.js';
import { LinAlgError } from '../../errors/errors.js';
import { show } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { allocArray, castArray, storage } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { publicFunction } from '../../array/public-function.js';
import { scope } from '../../memory/memory.js';
import { linalgDType, linalgPairDType, linalgRealDType } from '../../plan/linalg.js';
import { runCholesky, runDet, runSlogdet, runSolve } from '../../execute/linalg-lu.js';
import { matmul } from '../products/products.js';
import { broadcastTo, copy, reshape } from '../views.js';
import { eye } from '../creation-patterns.js';
import { namedTuple } from '../../array/named-tuple.js';

const shapeText = (shape: readonly number[]): string => `[${shape.join(', ')}]`;
const product = (sizes: readonly number[]): number => sizes.reduce((total, size) => total * size, 1);

/** The operand as a stack of square matrices (…, N, N), or NumPy's LinAlgError. */
function squareStack(fn: string, value: unknown, what = 'a'): AnyNDArray {
  const input = checkArray(fn, value, what) as AnyNDArray;
  const shape = input.shape as readonly number[];
  if (shape.length < 2)
    throw new LinAlgError(
      `${fn}: ${what} must be at least two-dimensional (…, N, N), got ${shape.length} dimensions (shape ${shapeText(shape)}).`,
    );
  if (shape[shape.length - 1] !== shape[shape.length - 2])
    throw new LinAlgError(`${fn}: the last 2 dimensions of ${what} must be square, got shape ${shapeText(shape)}.`);
  return input;
}

/**
 * `input` as a contiguous array of `dtype`: itself where it already is one (the executors read and
 * never write it, so no copy is needed), else a contiguous copy, which `release` frees.
 */
function computeCopy(fn: string, input: AnyNDArray, dtype: DType): AnyNDArray {
  if (input.dtype === dtype && input[storage].strides === undefined) return input;
  return castArray(input, dtype, false, fn);
}

/** Frees computeCopy's copy (never the caller's array). */
function release(values: AnyNDArray, input: AnyNDArray): void {
  if (values !== input) values.dispose();
}

/** Frees `made` where `body` throws. */
function guarded<Result>(made: AnyNDArray, body: () => Result): Result {
  try {
    return body();
  } catch (error) {
    made.dispose();
    throw error;
  }
}

function detUntyped(a: unknown): AnyNDArray {
  const input = squareStack('linalg.det', a);
  const dtype = linalgDType('linalg.det', input.dtype as DType);
  const shape = input.shape as readonly number[];
  const n = shape[shape.length - 1]!;
  const batch = shape.slice(0, -2);
  const values = computeCopy('linalg.det', input, dtype);
  try {
    const out = allocArray(dtype, batch, false, 'linalg.det');
    return guarded(out, () => {
      runDet({ dtype, a: values[storage].pointer, n, count: product(batch), out: out[storage].pointer });
      return out;
    });
  } finally {
    release(values, input);
  }
}

function slogdetUntyped(a: unknown): { sign: AnyNDArray; logabsdet: AnyNDArray } {
  const input = squareStack('linalg.slogdet', a);
  const dtype = linalgDType('linalg.slogdet', input.dtype as DType);
  const shape = input.shape as readonly number[];
  const n = shape[shape.length - 1]!;
  const batch = shape.slice(0, -2);
  const values = computeCopy('linalg.slogdet', input, dtype);
  try {
    const sign = allocArray(dtype, batch, false, 'linalg.slogdet');
    return guarded(sign, () => {
      const logabsdet = allocArray(linalgRealDType(dtype), batch, false, 'linalg.slogdet');
      runSlogdet({
        dtype,
        a: values[storage].pointer,
        n,
        count: product(batch),
        sign: sign[storage].pointer,
        logabsdet: logabsdet[storage].pointer,
      });
      return namedTuple({ sign, logabsdet });
    });
  } finally {
    release(values, input);
  }
}

/** Row-major offsets (in matrices) of each broadcast batch index into a batch of `shape`. */
function batchOffsets(shape: readonly number[], target: readonly number[]): number[] {
  const count = product(target);
  const offsets: number[] = new Array(count);
  const lead = target.length - shape.length;
  for (let flat = 0; flat < count; flat += 1) {
    let rest = flat;
    let offset = 0;
    let stride = 1;
    for (let axis = target.length - 1; axis >= 0; axis -= 1) {
      const size = target[axis]!;
      const index = rest % size;
      rest = Math.floor(rest / size);
      const own = axis - lead;
      if (own >= 0) {
        const ownSize = shape[own]!;
        if (ownSize !== 1) offset += index * stride;
        stride *= ownSize;
      }
    }
    offsets[flat] = offset;
  }
  return offsets;
}

/** NumPy's broadcast of two batch shapes, or undefined. */
function broadcastBatch(left: readonly number[], right: readonly number[]): number[] | undefined {
  const length = Math.max(left.length, right.length);
  const out: number[] = [];
  for (let index = 0; index < length; index += 1) {
    const l = left[left.length - length + index] ?? 1;
    const r = right[right.length - length + index] ?? 1;
    if (l !== r && l !== 1 && r !== 1) return undefined;
    out.push(l === 1 ? r : l);
  }
  return out;
}

function solveUntyped(a: unknown, b: unknown): AnyNDArray {
  const fn = 'linalg.solve';
  const left = squareStack(fn, a);
  const right = checkArray(fn, b, 'b') as AnyNDArray;
  const dtype = linalgPairDType(fn, left.dtype as DType, right.dtype as DType);
  const aShape = left.shape as readonly number[];
  const bShape = right.shape as readonly number[];
  const n = aShape[aShape.length - 1]!;
  // NumPy 2 (and JAX): b is a vector (M,) only where it is one-dimensional; otherwise a stack (…, M, K).
  const vector = bShape.length === 1;
  if (bShape.length === 0)
    throw new RangeError(`${fn}: b must be a vector (M,) or a stack of matrices (…, M, K), got a 0-d array.`);
  const m = vector ? bShape[0]! : bShape[bShape.length - 2]!;
  if (m !== n)
    throw new RangeError(
      `${fn}: a of shape ${shapeText(aShape)} and b of shape ${shapeText(bShape)} do not match: b's ${vector ? 'length' : 'rows'} ${m} must be a's size ${n}.`,
    );
  const k = vector ? 1 : bShape[bShape.length - 1]!;
  const aBatch = aShape.slice(0, -2);
  const bBatch = vector ? [] : bShape.slice(0, -2);
  const batch = broadcastBatch(aBatch, bBatch);
  if (batch === undefined)
    throw new RangeError(
      `${fn}: the batch dimensions of a (shape ${shapeText(aShape)}) and b (shape ${shapeText(bShape)}) do not broadcast.`,
    );
  const outShape = vector ? [...batch, n] : [...batch, n, k];
  const aValues = computeCopy(fn, left, dtype);
  try {
    const bValues = computeCopy(fn, right, dtype);
    try {
      const out = allocArray(dtype, outShape, false, fn);
      return guarded(out, () => {
        const singular = runSolve({
          dtype,
          a: aValues[storage].pointer,
          aOffsets: batchOffsets(aBatch, batch),
          b: bValues[storage].pointer,
          bOffsets: batchOffsets(bBatch, batch),
          n,
          k,
          out: out[storage].pointer,
        });
        if (singular >= 0) throw new LinAlgError(`${fn}: Singular matrix${where(batch, singular)}.`);
        return out;
      });
    } finally {
      release(bValues, right);
    }
  } finally {
    release(aValues, left);
  }
}

/** " (batch index [i, j])" for a batched call, naming the matrix that failed. */
function where(batch: readonly number[], flat: number): string {
  if (batch.length === 0) return '';
  const index: number[] = [];
  let rest = flat;
  for (let axis = batch.length - 1; axis >= 0; axis -= 1) {
    index.unshift(rest % batch[axis]!);
    rest = Math.floor(rest / batch[axis]!);
  }
  return ` (the matrix at batch index ${shapeText(index)})`;
}

function invUntyped(a: unknown): AnyNDArray {
  const fn = 'linalg.inv';
  const input = squareStack(fn, a);
  return invOf(fn, input);
}

function invOf(fn: string, input: AnyNDArray): AnyNDArray {
  const dtype = linalgDType(fn, input.dtype as DType);
  const shape = input.shape as readonly number[];
  const n = shape[shape.length - 1]!;
  const batch = shape.slice(0, -2);
  const values = computeCopy(fn, input, dtype);
  try {
    const out = allocArray(dtype, shape, false, fn);
    return guarded(out, () => {
      const count = product(batch);
      const singular = runSolve({
        dtype,
        a: values[storage].pointer,
        aOffsets: Array.from({ length: count }, (_, index) => index),
        b: 0,
        bOffsets: undefined,
        n,
        k: n,
        out: out[storage].pointer,
      });
      if (singular >= 0) throw new LinAlgError(`${fn}: Singular matrix${where(batch, singular)}.`);
      return out;
    });
  } finally {
    release(values, input);
  }
}

function choleskyUntyped(a: unknown, options?: unknown): AnyNDArray {
  const fn = 'linalg.cholesky';
  const input = squareStack(fn, a);
  const { upper } = checkOptions(fn, options, ['upper']);
  if (upper !== undefined && typeof upper !== 'boolean')
    throw new TypeError(`${fn}: upper must be a boolean, got ${show(upper)}.`);
  const dtype = linalgDType(fn, input.dtype as DType);
  const shape = input.shape as readonly number[];
  const n = shape[shape.length - 1]!;
  const batch = shape.slice(0, -2);
  const values = computeCopy(fn, input, dtype);
  try {
    const out = allocArray(dtype, shape, false, fn);
    return guarded(out, () => {
      const failed = runCholesky({
        dtype,
        a: values[storage].pointer,
        n,
        count: product(batch),
        upper: upper === true,
        out: out[storage].pointer,
      });
      if (failed >= 0) throw new LinAlgError(`${fn}: Matrix is not positive definite${where(batch, failed)}.`);
      return out;
    });
  } finally {
    release(values, input);
  }
}

function matrixPowerUntyped(a: unknown, n: unknown): AnyNDArray {
  const fn = 'linalg.matrixPower';
  const input = squareStack(fn, a);
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw new TypeError(`${fn}: n must be an integer, got ${show(n)}.`);
  const shape = input.shape as readonly number[];
  const size = shape[shape.length - 1]!;
  if (n === 0)
    return scope(() =>
      copy(broadcastTo(eye(size, { dtype: input.dtype as never }) as AnyNDArray, shape as number[]) as AnyNDArray),
    );
  return scope(() => {
    // Repeated squaring (NumPy's and JAX's): the binary digits of |n|, low first.
    let base = n < 0 ? invOf(fn, input) : input;
    let power = Math.abs(n);
    let result: AnyNDArray | undefined;
    while (power > 0) {
      if (power % 2 === 1) result = result === undefined ? base : (matmul(result, base as never) as AnyNDArray);
      power = Math.floor(power / 2);
      if (power > 0) base = matmul(base, base as never) as AnyNDArray;
    }
    return result === input ? (copy(input) as AnyNDArray) : result!;
  });
}

function multiDotUntyped(arrays: unknown): AnyNDArray {
  const fn = 'linalg.multiDot';
  if (!Array.isArray(arrays)) throw new TypeError(`${fn}: arrays must be an array of NDArrays, got ${show(arrays)}.`);
  if (arrays.length < 2) throw new RangeError(`${fn}: expecting at least two arrays, got ${arrays.length}.`);
  const inputs = Array.from(arrays, (each, index) => checkArray(fn, each, `arrays[${index}]`) as AnyNDArray);
  const last = inputs.length - 1;
  inputs.forEach((each, index) => {
    const wanted = index === 0 || index === last ? [1, 2] : [2];
    if (!wanted.includes(each.ndim))
      throw new RangeError(
        `${fn}: arrays[${index}] must be ${wanted.length === 2 ? '1- or 2-dimensional' : '2-dimensional'}, got shape ${shapeText(each.shape as number[])}.`,
      );
  });
  return scope(() => {
    // The first and last may be vectors: a row and a column, as NumPy's multi_dot.
    const matrices = inputs.map((each, index) =>
      each.ndim === 2 ? each : (reshape(each, index === 0 ? [1, each.shape[0]!] : [each.shape[0]!, 1]) as AnyNDArray),
    );
    for (let index = 0; index < last; index += 1) {
      const [, columns] = matrices[index]!.shape as number[];
      const [rows] = matrices[index + 1]!.shape as number[];
      if (columns !== rows)
        throw new RangeError(
          `${fn}: shapes ${shapeText(inputs[index]!.shape as number[])} (arrays[${index}]) and ${shapeText(inputs[index + 1]!.shape as number[])} (arrays[${index + 1}]) are not aligned.`,
        );
    }
    // The cheapest order of the products (Cormen et al., §15.2, matrix-chain multiplication), as NumPy's.
    const count = matrices.length;
    const sizes = [matrices[0]!.shape[0]!, ...matrices.map((each) => each.shape[1]!)];
    const cost: number[][] = Array.from({ length: count }, () => new Array<number>(count).fill(0));
    const split: number[][] = Array.from({ length: count }, () => new Array<number>(count).fill(0));
    for (let length = 1; length < count; length += 1)
      for (let i = 0; i + length < count; i += 1) {
        const j = i + length;
        cost[i]![j] = Infinity;
        for (let k = i; k < j; k += 1) {
          const c = cost[i]![k]! + cost[k + 1]![j]! + sizes[i]! * sizes[k + 1]! * sizes[j + 1]!;
          if (c < cost[i]![j]!) {
            cost[i]![j] = c;
            split[i]![j] = k;
          }
        }
      }
    const chain = (i: number, j: number): AnyNDArray =>
      i === j ? matrices[i]! : (matmul(chain(i, split[i]![j]!), chain(split[i]![j]! + 1, j) as never) as AnyNDArray);
    let result = chain(0, count - 1);
    const outShape = [
      ...(inputs[0]!.ndim === 2 ? [inputs[0]!.shape[0]!] : []),
      ...(inputs[last]!.ndim === 2 ? [inputs[last]!.shape[1]!] : []),
    ];
    if ((result.shape as number[]).join() !== outShape.join()) result = reshape(result, outShape) as AnyNDArray;
    return result;
  });
}

function tensorsolveUntyped(a: unknown, b: unknown, options?: unknown): AnyNDArray {
  const fn = 'linalg.tensorsolve';
  const left = checkArray(fn, a, 'a') as AnyNDArray;
  const right = checkArray(fn, b, 'b') as AnyNDArray;
  const { axes } = checkOptions(fn, options, ['axes']);
  return scope(() => {
    let tensor = left;
    if (axes !== undefined && axes !== null) {
      if (!Array.isArray(axes) || !axes.every((axis) => Number.isInteger(axis)))
        throw new TypeError(`${fn}: axes must be an array of integers, got ${show(axes)}.`);
      const ndim = left.ndim;
      const moved = axes.map((axis: number) => {
        if (axis < -ndim || axis >= ndim)
          throw new RangeError(`${fn}: axis ${axis} is out of bounds for a of ${ndim} dimensions.`);
        return axis < 0 ? axis + ndim : axis;
      });
      const order = [
        ...Array.from({ length: ndim }, (_, index) => index).filter((index) => !moved.includes(index)),
        ...moved,
      ];
      tensor = tensor.transpose(order as never) as AnyNDArray;
    }
    const aShape = tensor.shape as readonly number[];
    const bShape = right.shape as readonly number[];
    const lead = aShape.slice(0, bShape.length);
    if (bShape.length > aShape.length || lead.join() !== bShape.join())
      throw new RangeError(`${fn}: a of shape ${shapeText(aShape)} must start with b's shape ${shapeText(bShape)}.`);
    const solutionShape = aShape.slice(bShape.length);
    const rows = product(bShape);
    const columns = product(solutionShape);
    if (rows !== columns)
      throw new LinAlgError(
        `${fn}: a of shape ${shapeText(aShape)} is not square once reshaped: ${rows} rows (b's shape ${shapeText(bShape)}) against ${columns} columns (shape ${shapeText(solutionShape)}).`,
      );
    const matrix = reshape(tensor, [rows, columns]) as AnyNDArray;
    const x = solveUntyped(matrix, reshape(right, [rows]));
    return reshape(x, solutionShape as number[]) as AnyNDArray;
  });
}

function tensorinvUntyped(a: unknown, options?: unknown): AnyNDArray {
  const fn = 'linalg.tensorinv';
  const input = checkArray(fn, a, 'a') as AnyNDArray;
  const given = typeof options === 'number' ? { ind: options } : checkOptions(fn, options, ['ind']);
  const ind = given.ind ?? 2;
  if (typeof ind !== 'number' || !Number.isInteger(ind) || ind <= 0)
    throw new RangeError(`${fn}: ind must be a positive integer, got ${show(ind)}.`);
  const shape = input.shape as readonly number[];
  if (ind > shape.length)
    throw new RangeError(`${fn}: ind ${ind} is more than a's ${shape.length} dimensions (shape ${shapeText(shape)}).`);
  const outer = shape.slice(0, ind);
  const inner = shape.slice(ind);
  const rows = product(outer);
  if (rows !== product(inner))
    throw new LinAlgError(
      `${fn}: a of shape ${shapeText(shape)} is not square once reshaped: ${rows} by ${product(inner)} (ind ${ind}).`,
    );
  return scope(
    () => reshape(invOf(fn, reshape(input, [rows, rows]) as AnyNDArray), [...inner, ...outer]) as AnyNDArray,
  );
}

/** linalg's LU and Cholesky family, spread into the `linalg` namespace (src/ops/linalg.ts). */
export const luFunctions = {
  /**
   * The solution x of a·x = b: a (…, M, M), b a vector (M,) or a stack (…, M, K) (NumPy 2's rule),
   * batch dimensions broadcast; LU with partial pivoting. A singular a throws LinAlgError.
   * @example linalg.solve(array([[2, 0], [0, 4]], 'float64'), array([2, 8], 'float64')).toArray() //=> [1, 2]
   */
  solve: publicFunction('linalg.solve', solveUntyped),
  /**
   * The inverse of each matrix of a (…, M, M). A singular matrix throws LinAlgError.
   * @example linalg.inv(array([[2, 0], [0, 4]], 'float64')).toArray() //=> [[0.5, 0], [0, 0.25]]
   */
  inv: publicFunction('linalg.inv', invUntyped),
  /**
   * The determinant of each matrix of a (…, M, M): shape (…). Singular: 0.
   * @example linalg.det(array([[1, 2], [3, 4]], 'float64')).item() //=> -2
   */
  det: publicFunction('linalg.det', detUntyped),
  /**
   * `[sign, logabsdet]` (also by name) with det = sign · exp(logabsdet), without overflow; a singular matrix has
   * sign 0 and logabsdet -Infinity. sign is a's dtype (a unit complex number for complex), logabsdet real.
   * @example linalg.slogdet(array([[2, 0], [0, 3]], 'float64')).logabsdet.item() //=> 1.791759469228055
   */
  slogdet: publicFunction('linalg.slogdet', slogdetUntyped),
  /**
   * The Cholesky factor L (lower, L·Lᴴ = a) of each Hermitian positive-definite matrix (a's lower
   * triangle is read), or Lᴴ with `{ upper: true }`. Not positive definite: LinAlgError.
   * @example linalg.cholesky(array([[4, 2], [2, 5]], 'float64')).toArray() //=> [[2, 0], [1, 2]]
   */
  cholesky: publicFunction('linalg.cholesky', choleskyUntyped),
  /**
   * a (…, M, M) to the integer power n by repeated squaring (n < 0: of the inverse; n = 0: the identity).
   * @example linalg.matrixPower(array([[1, 1], [0, 1]], 'int32'), 3).toArray() //=> [[1, 3], [0, 1]]
   */
  matrixPower: publicFunction('linalg.matrixPower', matrixPowerUntyped),
  /**
   * The product of a list of matrices in the cheapest order (the first and last may be vectors).
   * @example linalg.multiDot([array([1, 2], 'float64'), array([[1, 0], [0, 1]], 'float64'), array([3, 4], 'float64')]).item() //=> 11
   */
  multiDot: publicFunction('linalg.multiDot', multiDotUntyped),
  /**
   * x with tensordot(a, x, x.ndim) = b: a's shape is b's shape followed by x's.
   * @example linalg.tensorsolve(array([[2, 0], [0, 4]], 'float64'), array([2, 8], 'float64')).toArray() //=> [1, 2]
   */
  tensorsolve: publicFunction('linalg.tensorsolve', tensorsolveUntyped),
  /**
   * The inverse of a tensor as the operator its first `ind` axes (2 by default) map from.
   * @example linalg.tensorinv(array([[2, 0], [0, 4]], 'float64'), { ind: 1 }).toArray() //=> [[0.5, 0], [0, 0.25]]
   */
  tensorinv: publicFunction('linalg.tensorinv', tensorinvUntyped),
};
