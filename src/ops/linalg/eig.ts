// linalg's general eigenproblem, eig and eigvals, and roots (NumPy's numpy.roots, on eigvals of the
// companion matrix). Real input gives complex results, as JAX's (complex64 from float32 and the
// integers of up to 32 bits, complex128 from float64: src/plan/linalg.ts's inexact rule, then its
// complex counterpart); float16 and bfloat16 are refused. Computed in float64/complex128
// (src/execute/linalg-eig.ts) and rounded once to complex64 where that is the result dtype.
import type { AnyNDArray } from '../../../types/index.js';
import type { RootsFunction } from '../../../types/linalg-eig.js';
import type { DType } from '../../lattice/dtypes.js';
import { LinAlgError } from '../../errors/errors.js';
import { show, shapeText } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { memory } from '../../kernels/heap.js';
import { allocArray, castArray, storage } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { linalgComplexDType, linalgDType } from '../../plan/linalg.js';
import { runEig } from '../../execute/linalg-eig.js';
import { namedTuple } from '../../array/named-tuple.js';

/** Disposes `arrays` (where still live). */
const release = (...arrays: (AnyNDArray | undefined)[]): void => {
  for (const array of arrays) if (array !== undefined && array[storage].pointer !== 0) array.dispose();
};

/** The eigenvalues, and the eigenvectors where `vectors`, of a stack of square matrices. */
function eigWith(where: string, a: unknown, vectors: boolean): { w: AnyNDArray; v?: AnyNDArray } {
  const input = checkArray(where, a, 'the array') as AnyNDArray;
  const shape = input.shape as readonly number[];
  if (shape.length < 2)
    throw new RangeError(
      `${where}: the array must have at least 2 axes (a matrix, or a stack of them), got shape ${shapeText(shape)}.`,
    );
  const n = shape[shape.length - 1]!;
  if (shape[shape.length - 2] !== n)
    throw new LinAlgError(`${where}: the last two axes must be square, got shape ${shapeText(shape)}.`);
  const dtype = linalgDType(where, input.dtype as DType);
  const result = linalgComplexDType(dtype);
  const complex = dtype === 'complex64' || dtype === 'complex128';
  const lead = shape.slice(0, -2);
  const batch = lead.reduce((product, size) => product * size, 1);
  // Integers as JAX converts them (to the result dtype first), then float64 or complex128.
  let rounded: AnyNDArray | undefined;
  let wide: AnyNDArray | undefined;
  let w: AnyNDArray | undefined;
  let v: AnyNDArray | undefined;
  try {
    rounded = (input.dtype as DType) === dtype ? undefined : castArray(input, dtype, false, where);
    wide = castArray(rounded ?? input, complex ? 'complex128' : 'float64', false, where);
    w = allocArray('complex128', [...lead, n], false, where);
    if (vectors) v = allocArray('complex128', [...lead, n, n], false, where);
    if (n > 0 && batch > 0)
      runEig(where, complex, batch, n, {
        a: wide[storage].pointer,
        w: w[storage].pointer,
        v: v === undefined ? undefined : v[storage].pointer,
      });
    if (result === 'complex128') return { w, v };
    const narrowW = castArray(w, result, false, where);
    try {
      const narrowV = v === undefined ? undefined : castArray(v, result, false, where);
      release(w, v);
      return { w: narrowW, v: narrowV };
    } catch (error) {
      narrowW.dispose();
      throw error;
    }
  } catch (error) {
    release(w, v);
    throw error;
  } finally {
    release(rounded, wide);
  }
}

function eig(a: unknown): { eigenvalues: AnyNDArray; eigenvectors: AnyNDArray } {
  const { w, v } = eigWith('linalg.eig', a, true);
  return namedTuple({ eigenvalues: w, eigenvectors: v! });
}

function eigvals(a: unknown): AnyNDArray {
  return eigWith('linalg.eigvals', a, false).w;
}

/** The members of the `linalg` namespace defined here (their types: types/linalg-eig.ts). */
export const eigFunctions = {
  /**
   * The eigenvalues and right eigenvectors of square matrices, `[eigenvalues, eigenvectors]` (also by name),
   * complex (LAPACK's dgeev/zgeev order and normalisation: column k for eigenvalue k, each of
   * Euclidean norm 1, a complex one turned so that its largest component is real).
   * @example linalg.eig(array([[0, -1], [1, 0]], 'float64')).eigenvalues.toArray() //=> [{ re: 0, im: 1 }, { re: 0, im: -1 }]
   */
  eig,
  /**
   * The eigenvalues of square matrices, complex, as `eig` gives them.
   * @example linalg.eigvals(array([[2, 0], [0, 3]], 'float32')).dtype //=> 'complex64'
   */
  eigvals,
};

/** roots (below), untyped. */
function rootsUntyped(p: unknown, options?: unknown): AnyNDArray {
  const where = 'roots';
  const given = checkOptions(where, options ?? {}, ['strip_zeros']);
  const strip = given.strip_zeros ?? true;
  if (typeof strip !== 'boolean') throw new TypeError(`${where}: strip_zeros must be a boolean, got ${show(strip)}.`);
  const input = checkArray(where, p, 'p') as AnyNDArray;
  if (input.shape.length > 1)
    throw new RangeError(`${where}: p must be 1-D, got shape ${shapeText(input.shape as readonly number[])}.`);
  const dtype = linalgDType(where, input.dtype as DType);
  const result = linalgComplexDType(dtype);
  const complex = dtype === 'complex64' || dtype === 'complex128';
  // The coefficients in float64 (pairs for complex), as JAX rounds them to the inexact dtype first.
  const rounded = castArray(input, dtype, false, where);
  let values: number[];
  try {
    const wide = castArray(rounded, complex ? 'complex128' : 'float64', false, where);
    try {
      values = Array.from(new Float64Array(memory().buffer, wide[storage].pointer, wide.size * (complex ? 2 : 1)));
    } finally {
      wide.dispose();
    }
  } finally {
    rounded.dispose();
  }
  const width = complex ? 2 : 1;
  const count = values.length / width;
  const isZero = (index: number): boolean =>
    values[index * width] === 0 && (!complex || values[index * width + 1] === 0);
  let leading = 0;
  while (leading < count && isZero(leading)) leading += 1;
  if (leading === count && !strip) {
    // All zero, leading zeros kept: JAX's count of roots, every one NaN.
    const nan = allocArray(result, [Math.max(count - 1, 0)], false, where);
    const parts = result === 'complex64' ? Float32Array : Float64Array;
    new parts(memory().buffer, nan[storage].pointer, 2 * nan.size).fill(Number.NaN);
    return nan;
  }
  let trailing = 0;
  while (trailing < count - leading && isZero(count - 1 - trailing)) trailing += 1;
  const kept = values.slice(leading * width, (count - trailing) * width);
  const degree = kept.length / width - 1;
  const total = Math.max(degree, 0) + trailing + (strip ? 0 : leading);
  const out = allocArray('complex128', [total], false, where);
  try {
    const target = new Float64Array(memory().buffer, out[storage].pointer, 2 * total);
    target.fill(0);
    if (degree > 0) {
      // The companion matrix: first row −p[1:]/p[0], ones below the diagonal.
      const companion = allocArray(complex ? 'complex128' : 'float64', [degree, degree], false, where);
      try {
        const c = new Float64Array(memory().buffer, companion[storage].pointer, degree * degree * width);
        c.fill(0);
        const [p0r, p0i] = [kept[0]!, complex ? kept[1]! : 0];
        const norm = p0r * p0r + p0i * p0i;
        for (let j = 0; j < degree; j += 1) {
          const re = kept[(j + 1) * width]!;
          const im = complex ? kept[(j + 1) * width + 1]! : 0;
          // −(re + i·im)/(p0r + i·p0i)
          c[j * width] = -(re * p0r + im * p0i) / norm;
          if (complex) c[j * width + 1] = -(im * p0r - re * p0i) / norm;
        }
        for (let i = 1; i < degree; i += 1) c[(i * degree + i - 1) * width] = 1;
        runEig(where, complex, 1, degree, { a: companion[storage].pointer, w: out[storage].pointer });
      } finally {
        companion.dispose();
      }
    }
    const all = new Float64Array(memory().buffer, out[storage].pointer, 2 * total);
    if (!strip) all.fill(Number.NaN, 2 * (total - leading));
    if (result === 'complex128') return out;
    const narrow = castArray(out, result, false, where);
    out.dispose();
    return narrow;
  } catch (error) {
    if (out[storage].pointer !== 0) out.dispose();
    throw error;
  }
}

/**
 * The roots of the polynomial with coefficients `p`, highest power first (NumPy's and JAX's roots):
 * the eigenvalues of its companion matrix, complex, the zero roots of trailing zero coefficients
 * last. Leading zeros are stripped (`strip_zeros`, the default); with `strip_zeros: false` each
 * leading zero gives a NaN root instead, as JAX's.
 * @example roots(array([1, -3, 2], 'float64')).toArray().map((z) => z.re) //=> [2, 1]
 */
export const roots: RootsFunction = rootsUntyped as never;
