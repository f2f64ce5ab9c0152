// linalg's orthogonal family: qr, eigh, eigvalsh, svd, svdvals, pinv, lstsq, matrixRank, cond.
// NumPy's signatures (keywords as a trailing options object), JAX's result dtypes (bool and ints to
// inexact, float16/bfloat16 refused: src/plan/linalg-qr.ts), batched over the leading axes.
// Computed in float64 or complex128 (src/execute/linalg-qr.ts; float32 and complex64 input rounded
// up and the results back once); complex input is taken by every function here but polyfit (NumPy's
// polyfit is real). NaN or infinite input gives NaN results (NumPy's LAPACK
// may raise instead); an iteration that reaches its cap throws LinAlgError.
import type { AnyNDArray } from '../../../types/index.js';
import type { DType } from '../../lattice/dtypes.js';
import { show, shapeText } from '../../errors/messages.js';
import { checkOptions, positionalOrKeyword } from '../../errors/options.js';
import { memory } from '../../kernels/heap.js';
import { allocArray, castArray, storage } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { type OrthogonalDType, orthogonalDType } from '../../plan/linalg-qr.js';
import { linalgPairDType, linalgRankDType, linalgRealDType } from '../../plan/linalg.js';
import { runEigh, runEighComplex, runQr, runSvd } from '../../execute/linalg-qr.js';
import { namedTuple } from '../../array/named-tuple.js';

const EPS = { float32: 2 ** -23, float64: 2 ** -52, complex64: 2 ** -23, complex128: 2 ** -52 } as const;

/** Arrays made along the way: disposed on an error; the kept ones handed back. */
class Temporaries {
  readonly arrays: AnyNDArray[] = [];
  add(array: AnyNDArray): AnyNDArray {
    this.arrays.push(array);
    return array;
  }
  /** Disposes every array but `kept`. */
  release(...kept: AnyNDArray[]): void {
    for (const array of this.arrays) if (!kept.includes(array) && array[storage].pointer !== 0) array.dispose();
  }
}

function guarded<Result>(body: (temporaries: Temporaries) => Result, kept: (result: Result) => AnyNDArray[]): Result {
  const temporaries = new Temporaries();
  let result: Result;
  try {
    result = body(temporaries);
  } catch (error) {
    temporaries.release();
    throw error;
  }
  temporaries.release(...kept(result));
  return result;
}

const pointerOf = (array: AnyNDArray): number => array[storage].pointer;
const view = (array: AnyNDArray): Float64Array =>
  new Float64Array(memory().buffer, pointerOf(array), array.size * (array.dtype === 'complex128' ? 2 : 1));

/** The input checked as an array of at least `least` axes (matrices: 2), its result dtype, a float64 (or complex128) copy. */
function matrixInput(
  where: string,
  value: unknown,
  temporaries: Temporaries,
  what = 'the array',
  least = 2,
  complexOk = false,
): { input: AnyNDArray; dtype: OrthogonalDType; wide: AnyNDArray; shape: readonly number[] } {
  const input = checkArray(where, value, what) as AnyNDArray;
  const shape = input.shape as readonly number[];
  if (shape.length < least)
    throw new RangeError(
      `${where}: ${what} must have at least ${least} axes (a matrix, or a stack of them), got shape ${shapeText(shape)}.`,
    );
  const dtype = orthogonalDType(where, input.dtype as DType, complexOk);
  // Integers as JAX converts them (to the result dtype first), then float64 or complex128.
  const rounded = (input.dtype as DType) === dtype ? input : temporaries.add(castArray(input, dtype, false, where));
  const wide = temporaries.add(castArray(rounded, isComplex(dtype) ? 'complex128' : 'float64', false, where));
  return { input, dtype, wide, shape };
}

const isComplex = (dtype: OrthogonalDType): boolean => dtype === 'complex64' || dtype === 'complex128';

/** A float64 (or complex128) result rounded to `dtype` (the wide array itself where that is the dtype). */
function finish(where: string, wide: AnyNDArray, dtype: OrthogonalDType, temporaries: Temporaries): AnyNDArray {
  if (dtype === wide.dtype) return wide;
  return temporaries.add(castArray(wide, dtype, false, where));
}

const batchOf = (shape: readonly number[]): number => shape.slice(0, -2).reduce((product, size) => product * size, 1);

function squareSize(where: string, shape: readonly number[]): number {
  const n = shape[shape.length - 1]!;
  if (shape[shape.length - 2] !== n)
    throw new RangeError(`${where}: the last two axes must be square, got shape ${shapeText(shape)}.`);
  return n;
}

function choice<Value extends string>(where: string, name: string, value: unknown, choices: readonly Value[]): Value {
  if (!choices.includes(value as Value))
    throw new TypeError(
      `${where}: ${name} must be ${choices.map((each) => `'${each}'`).join(', ')}, got ${show(value)}.`,
    );
  return value as Value;
}

function flag(where: string, name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${where}: ${name} must be a boolean, got ${show(value)}.`);
  return value;
}

function tolerance(where: string, name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new TypeError(`${where}: ${name} must be a number or null, got ${show(value)}.`);
  return value;
}

// ── qr ──────────────────────────────────────────────────────────────────────────────────────────

type QrMode = 'reduced' | 'complete' | 'r';

function qr(a: unknown, mode?: unknown, options?: unknown): unknown {
  const where = 'linalg.qr';
  const given = positionalOrKeyword(where, [mode, options], ['mode']);
  const chosen = choice<QrMode>(where, 'mode', given.mode ?? 'reduced', ['reduced', 'complete', 'r']);
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, a, temporaries, 'the array', 2, true);
      const lead = shape.slice(0, -2);
      const m = shape[shape.length - 2]!;
      const n = shape[shape.length - 1]!;
      const k = Math.min(m, n);
      const qc = chosen === 'complete' ? m : k;
      const rr = chosen === 'complete' ? m : k;
      const wideDType = wide.dtype as DType;
      const q = chosen === 'r' ? undefined : temporaries.add(allocArray(wideDType, [...lead, m, qc], false, where));
      const r = temporaries.add(allocArray(wideDType, [...lead, rr, n], false, where));
      runQr(
        pointerOf(wide),
        batchOf(shape),
        m,
        n,
        q === undefined ? undefined : pointerOf(q),
        qc,
        pointerOf(r),
        rr,
        isComplex(dtype),
      );
      const R = finish(where, r, dtype, temporaries);
      if (q === undefined) return R;
      return namedTuple({ Q: finish(where, q, dtype, temporaries), R });
    },
    (result) => (isResultArray(result) ? [result] : (result as AnyNDArray[])),
  );
}

const isResultArray = (value: unknown): value is AnyNDArray =>
  typeof value === 'object' && value !== null && storage in (value as object);

// ── eigh, eigvalsh ──────────────────────────────────────────────────────────────────────────────

function eighWith(where: string, a: unknown, uplo: unknown, options: unknown, vectors: boolean): unknown {
  const given = positionalOrKeyword(where, [uplo, options], ['UPLO']);
  const lower = choice(where, 'UPLO', given.UPLO ?? 'L', ['L', 'U']) === 'L';
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, a, temporaries, 'the array', 2, true);
      const n = squareSize(where, shape);
      const lead = shape.slice(0, -2);
      const w = temporaries.add(allocArray('float64', [...lead, n], false, where));
      if (n > 0)
        if (isComplex(dtype)) runEighComplex(where, pointerOf(wide), batchOf(shape), n, lower, pointerOf(w));
        else runEigh(where, pointerOf(wide), batchOf(shape), n, lower, pointerOf(w), vectors);
      const eigenvalues = finish(where, w, linalgRealDType(dtype), temporaries);
      if (!vectors) return eigenvalues;
      return namedTuple({ eigenvalues, eigenvectors: finish(where, wide, dtype, temporaries) });
    },
    (result) => (isResultArray(result) ? [result] : (result as AnyNDArray[])),
  );
}

function eigh(a: unknown, uplo?: unknown, options?: unknown): unknown {
  return eighWith('linalg.eigh', a, uplo, options, true);
}

function eigvalsh(a: unknown, uplo?: unknown, options?: unknown): unknown {
  return eighWith('linalg.eigvalsh', a, uplo, options, false);
}

// ── svd, svdvals ────────────────────────────────────────────────────────────────────────────────

interface Decomposition {
  readonly s: AnyNDArray;
  readonly u?: AnyNDArray;
  readonly vh?: AnyNDArray;
}

/** The float64 SVD of a float64 array (temporaries), U and Vh where `vectors`. */
function decompose(
  where: string,
  wide: AnyNDArray,
  shape: readonly number[],
  vectors: boolean,
  full: boolean,
  temporaries: Temporaries,
): Decomposition {
  const lead = shape.slice(0, -2);
  const m = shape[shape.length - 2]!;
  const n = shape[shape.length - 1]!;
  const k = Math.min(m, n);
  const wideDType = wide.dtype as DType;
  const s = temporaries.add(allocArray('float64', [...lead, k], false, where));
  const u = vectors ? temporaries.add(allocArray(wideDType, [...lead, m, full ? m : k], false, where)) : undefined;
  const vh = vectors ? temporaries.add(allocArray(wideDType, [...lead, full ? n : k, n], false, where)) : undefined;
  runSvd(
    where,
    pointerOf(wide),
    batchOf(shape),
    m,
    n,
    {
      s: pointerOf(s),
      ...(u === undefined ? {} : { u: pointerOf(u) }),
      ...(vh === undefined ? {} : { vh: pointerOf(vh) }),
      full,
    },
    wideDType === 'complex128',
  );
  return { s, ...(u === undefined ? {} : { u }), ...(vh === undefined ? {} : { vh }) };
}

function svd(a: unknown, fullMatrices?: unknown, computeUv?: unknown, hermitian?: unknown): unknown {
  const where = 'linalg.svd';
  const given = positionalOrKeyword(
    where,
    [fullMatrices, computeUv, hermitian],
    ['full_matrices', 'compute_uv', 'hermitian'],
  );
  const full = flag(where, 'full_matrices', given.full_matrices, true);
  const vectors = flag(where, 'compute_uv', given.compute_uv, true);
  flag(where, 'hermitian', given.hermitian, false); // the general SVD is an SVD of a Hermitian matrix too
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, a, temporaries, 'the array', 2, true);
      const parts = decompose(where, wide, shape, vectors, full, temporaries);
      const S = finish(where, parts.s, linalgRealDType(dtype), temporaries);
      if (!vectors) return S;
      return namedTuple({
        U: finish(where, parts.u!, dtype, temporaries),
        S,
        Vh: finish(where, parts.vh!, dtype, temporaries),
      });
    },
    (result) => (isResultArray(result) ? [result] : (result as AnyNDArray[])),
  );
}

function svdvals(x: unknown, options?: unknown): AnyNDArray {
  const where = 'linalg.svdvals';
  if (options !== undefined) checkOptions(where, options, []);
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, x, temporaries, 'the array', 2, true);
      return finish(
        where,
        decompose(where, wide, shape, false, false, temporaries).s,
        linalgRealDType(dtype),
        temporaries,
      );
    },
    (result) => [result],
  );
}

// ── pinv, matrixRank, cond, lstsq: on the SVD ───────────────────────────────────────────────────

/** The cut-off of each matrix: rtol · max(s) (or an absolute `tol`), from float64 singular values. */
function cutoffs(s: Float64Array, batch: number, k: number, relative: number, absolute?: number): number[] {
  const result: number[] = [];
  for (let b = 0; b < batch; b += 1) {
    let big = 0;
    for (let index = 0; index < k; index += 1) big = Math.max(big, s[b * k + index]!);
    result.push(absolute ?? relative * big);
  }
  return result;
}

function pinv(a: unknown, rcond?: unknown, hermitian?: unknown, options?: unknown): AnyNDArray {
  const where = 'linalg.pinv';
  const given = positionalOrKeyword(where, [rcond, hermitian, options], ['rcond', 'hermitian'], ['rtol']);
  const rc = tolerance(where, 'rcond', given.rcond);
  const rtol = tolerance(where, 'rtol', given.rtol);
  if (rc !== undefined && rtol !== undefined) throw new TypeError(`${where}: give rcond or rtol, not both.`);
  flag(where, 'hermitian', given.hermitian, false);
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, a, temporaries, 'the array', 2, true);
      const lead = shape.slice(0, -2);
      const m = shape[shape.length - 2]!;
      const n = shape[shape.length - 1]!;
      const k = Math.min(m, n);
      const batch = batchOf(shape);
      const parts = decompose(where, wide, shape, true, false, temporaries);
      const out = temporaries.add(allocArray(wide.dtype as DType, [...lead, n, m], false, where));
      const relative = rc ?? rtol ?? EPS[dtype] * Math.max(m, n);
      const s = view(parts.s);
      const limits = cutoffs(s, batch, k, relative);
      const u = view(parts.u!);
      const vh = view(parts.vh!);
      const target = view(out);
      // Complex parts interleaved (width 2); a real matrix's imaginary parts are absent (width 1).
      const width = isComplex(dtype) ? 2 : 1;
      const scaled = new Float64Array(k * n * width);
      for (let b = 0; b < batch; b += 1) {
        // pinv = Vhᴴ diag(1/s) Uᴴ: (n×k)(k×m), rows of conj(Vh) scaled first.
        for (let p = 0; p < k; p += 1) {
          const sigma = s[b * k + p]!;
          const inverse = sigma > limits[b]! ? 1 / sigma : 0;
          for (let j = 0; j < n; j += 1) {
            const from = (b * k * n + p * n + j) * width;
            scaled[(p * n + j) * width] = vh[from]! * inverse;
            if (width === 2) scaled[(p * n + j) * 2 + 1] = -vh[from + 1]! * inverse;
          }
        }
        const base = b * n * m;
        for (let i = 0; i < n; i += 1)
          for (let j = 0; j < m; j += 1) {
            let re = 0;
            let im = 0;
            for (let p = 0; p < k; p += 1) {
              const x = (p * n + i) * width;
              const y = (b * m * k + j * k + p) * width;
              if (width === 1) re += scaled[x]! * u[y]!;
              else {
                // scaled · conj(u)
                re += scaled[x]! * u[y]! + scaled[x + 1]! * u[y + 1]!;
                im += scaled[x + 1]! * u[y]! - scaled[x]! * u[y + 1]!;
              }
            }
            target[(base + i * m + j) * width] = re;
            if (width === 2) target[(base + i * m + j) * 2 + 1] = im;
          }
      }
      return finish(where, out, dtype, temporaries);
    },
    (result) => [result],
  );
}

/** Writes counts (one a matrix) into `rank`, an int32 or int64 array (linalgRankDType). */
function writeRanks(rank: AnyNDArray, counts: readonly number[]): void {
  const pointer = pointerOf(rank);
  if (rank.dtype === 'int64') {
    const target = new BigInt64Array(memory().buffer, pointer, counts.length);
    for (let index = 0; index < counts.length; index += 1) target[index] = BigInt(counts[index]!);
  } else new Int32Array(memory().buffer, pointer, counts.length).set(counts);
}

function matrixRank(x64: boolean, M: unknown, tol?: unknown, hermitian?: unknown, options?: unknown): AnyNDArray {
  const where = 'linalg.matrixRank';
  const given = positionalOrKeyword(where, [tol, hermitian, options], ['tol', 'hermitian'], ['rtol']);
  const absolute = tolerance(where, 'tol', given.tol);
  const rtol = tolerance(where, 'rtol', given.rtol);
  if (absolute !== undefined && rtol !== undefined) throw new TypeError(`${where}: give tol or rtol, not both.`);
  flag(where, 'hermitian', given.hermitian, false);
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, M, temporaries, 'the array', 1, true);
      if (shape.length < 2) {
        // NumPy: a vector's rank is 1 unless it is all zeros.
        const values = view(wide);
        const rank = temporaries.add(allocArray('int32', [], false, where));
        new Int32Array(memory().buffer, pointerOf(rank), 1)[0] = values.some((x) => x !== 0) ? 1 : 0;
        return rank;
      }
      const m = shape[shape.length - 2]!;
      const n = shape[shape.length - 1]!;
      const k = Math.min(m, n);
      const batch = batchOf(shape);
      const parts = decompose(where, wide, shape, false, false, temporaries);
      // NumPy's default: S.max() · max(M, N) · eps of the dtype.
      const s = view(parts.s);
      const limits = cutoffs(s, batch, k, rtol ?? EPS[dtype] * Math.max(m, n), absolute);
      const rank = temporaries.add(allocArray(linalgRankDType(x64, shape.length), shape.slice(0, -2), false, where));
      const counts: number[] = new Array(batch);
      for (let b = 0; b < batch; b += 1) {
        let count = 0;
        for (let p = 0; p < k; p += 1) if (s[b * k + p]! > limits[b]!) count += 1;
        counts[b] = count;
      }
      writeRanks(rank, counts);
      return rank;
    },
    (result) => [result],
  );
}

function cond(x: unknown, p?: unknown, options?: unknown): AnyNDArray {
  const where = 'linalg.cond';
  const given = positionalOrKeyword(where, [p, options], ['p']);
  const order = given.p ?? null;
  if (!(order === null || order === 2 || order === -2))
    throw new TypeError(`${where}: p ${show(order)} is not supported yet; p may be null (the default), 2 or -2.`);
  return guarded(
    (temporaries) => {
      const { dtype, wide, shape } = matrixInput(where, x, temporaries, 'the array', 2, true);
      const lead = shape.slice(0, -2);
      const k = Math.min(shape[shape.length - 2]!, shape[shape.length - 1]!);
      const batch = batchOf(shape);
      const parts = decompose(where, wide, shape, false, false, temporaries);
      const out = temporaries.add(allocArray('float64', lead, false, where));
      const s = view(parts.s);
      const target = view(out);
      for (let b = 0; b < batch; b += 1) {
        const first = s[b * k]!;
        const last = s[b * k + k - 1]!;
        target[b] = order === -2 ? last / first : first / last;
      }
      return finish(where, out, linalgRealDType(dtype), temporaries);
    },
    (result) => [result],
  );
}

function lstsq(x64: boolean, a: unknown, b: unknown, rcond?: unknown, options?: unknown): AnyNDArray[] {
  const where = 'linalg.lstsq';
  const given = positionalOrKeyword(where, [rcond, options], ['rcond']);
  const rc = tolerance(where, 'rcond', given.rcond);
  return guarded(
    (temporaries) => {
      const left = matrixInput(where, a, temporaries, 'a', 2, true);
      if (left.shape.length !== 2)
        throw new RangeError(`${where}: a must be a matrix (2 axes), got shape ${shapeText(left.shape)}.`);
      const right = matrixInput(where, b, temporaries, 'b', 1, true);
      const [m, n] = left.shape as [number, number];
      if (right.shape.length > 2 || right.shape[0] !== m)
        throw new RangeError(
          `${where}: b must have shape (${m},) or (${m}, K) for a of shape ${shapeText(left.shape)}, got ${shapeText(right.shape)}.`,
        );
      const dtype: OrthogonalDType = linalgPairDType(where, left.dtype, right.dtype);
      const complex = isComplex(dtype);
      const width = complex ? 2 : 1;
      const wideOf = (input: { wide: AnyNDArray }): AnyNDArray =>
        complex && input.wide.dtype !== 'complex128'
          ? temporaries.add(castArray(input.wide, 'complex128', false, where))
          : input.wide;
      const matrix = wideOf(left);
      const rightWide = wideOf(right);
      const vectorB = right.shape.length === 1;
      const columns = vectorB ? 1 : right.shape[1]!;
      const k = Math.min(m, n);
      const parts = decompose(where, matrix, left.shape, true, false, temporaries);
      const relative = rc ?? EPS[dtype] * Math.max(m, n);
      const s = view(parts.s);
      const limit = cutoffs(s, 1, k, relative)[0]!;
      const x = temporaries.add(allocArray(matrix.dtype as DType, vectorB ? [n] : [n, columns], false, where));
      let rank = 0;
      for (let p = 0; p < k; p += 1) if (s[p]! > limit) rank += 1;
      const full = rank === n && m > n;
      const residuals = temporaries.add(allocArray('float64', full ? [columns] : [0], false, where));
      const rankArray = temporaries.add(allocArray(linalgRankDType(x64, 2), [], false, where));
      {
        const u = view(parts.u!);
        const vh = view(parts.vh!);
        const rhs = view(rightWide);
        const target = view(x);
        const projected = new Float64Array(k * 2);
        for (let c = 0; c < columns; c += 1) {
          // x = Vhᴴ diag(1/s) Uᴴ b, the singular values at or below the cut-off left out.
          for (let p = 0; p < k; p += 1) {
            let re = 0;
            let im = 0;
            for (let i = 0; i < m; i += 1) {
              const ui = (i * k + p) * width;
              const bi = (i * columns + c) * width;
              if (width === 1) re += u[ui]! * rhs[bi]!;
              else {
                // conj(u) · b
                re += u[ui]! * rhs[bi]! + u[ui + 1]! * rhs[bi + 1]!;
                im += u[ui]! * rhs[bi + 1]! - u[ui + 1]! * rhs[bi]!;
              }
            }
            const keep = s[p]! > limit;
            projected[2 * p] = keep ? re / s[p]! : 0;
            projected[2 * p + 1] = keep ? im / s[p]! : 0;
          }
          for (let j = 0; j < n; j += 1) {
            let re = 0;
            let im = 0;
            for (let p = 0; p < k; p += 1) {
              const vi = (p * n + j) * width;
              if (width === 1) re += vh[vi]! * projected[2 * p]!;
              else {
                // conj(vh) · projected
                re += vh[vi]! * projected[2 * p]! + vh[vi + 1]! * projected[2 * p + 1]!;
                im += vh[vi]! * projected[2 * p + 1]! - vh[vi + 1]! * projected[2 * p]!;
              }
            }
            target[(j * columns + c) * width] = re;
            if (width === 2) target[(j * columns + c) * 2 + 1] = im;
          }
        }
        if (full) {
          const original = view(matrix);
          // The matrix was only read by the SVD: |A·x − b|², summed per column.
          const sums = view(residuals);
          for (let c = 0; c < columns; c += 1) {
            let total = 0;
            for (let i = 0; i < m; i += 1) {
              let re = -rhs[(i * columns + c) * width]!;
              let im = width === 2 ? -rhs[(i * columns + c) * 2 + 1]! : 0;
              for (let j = 0; j < n; j += 1) {
                const ai = (i * n + j) * width;
                const xj = (j * columns + c) * width;
                if (width === 1) re += original[ai]! * target[xj]!;
                else {
                  re += original[ai]! * target[xj]! - original[ai + 1]! * target[xj + 1]!;
                  im += original[ai]! * target[xj + 1]! + original[ai + 1]! * target[xj]!;
                }
              }
              total += re * re + im * im;
            }
            sums[c] = total;
          }
        }
        writeRanks(rankArray, [rank]);
      }
      return namedTuple({
        x: finish(where, x, dtype, temporaries),
        residuals: finish(where, residuals, linalgRealDType(dtype), temporaries),
        rank: rankArray,
        s: finish(where, parts.s, linalgRealDType(dtype), temporaries),
      });
    },
    (result) => result,
  );
}

// ── polyfit: least squares on the Vandermonde matrix ──────────────────────────────────────────

function polyfitUntyped(x: unknown, y: unknown, deg: unknown, options?: unknown): AnyNDArray {
  const where = 'polyfit';
  const given = options === undefined ? {} : checkOptions(where, options, ['rcond', 'full', 'w', 'cov']);
  if (typeof deg !== 'number' || !Number.isInteger(deg) || deg < 0)
    throw new TypeError(`${where}: deg must be a non-negative integer, got ${show(deg)}.`);
  const rc = tolerance(where, 'rcond', given.rcond);
  if (flag(where, 'full', given.full, false) || flag(where, 'cov', given.cov, false))
    throw new TypeError(`${where}: full and cov are not supported yet; the coefficients alone.`);
  if (given.w !== undefined && given.w !== null) throw new TypeError(`${where}: w (weights) is not supported yet.`);
  return guarded(
    (temporaries) => {
      const xs = matrixInput(where, x, temporaries, 'x', 1);
      const ys = matrixInput(where, y, temporaries, 'y', 1);
      if (xs.shape.length !== 1)
        throw new RangeError(`${where}: x must be a vector (1 axis), got shape ${shapeText(xs.shape)}.`);
      const m = xs.shape[0]!;
      if (m === 0) throw new RangeError(`${where}: x must not be empty.`);
      if (ys.shape.length > 2 || ys.shape[0] !== m)
        throw new RangeError(
          `${where}: y must have shape (${m},) or (${m}, K) for x of shape ${shapeText(xs.shape)}, got ${shapeText(ys.shape)}.`,
        );
      const dtype: OrthogonalDType = xs.dtype === 'float64' || ys.dtype === 'float64' ? 'float64' : 'float32';
      const order = deg + 1;
      const columns = ys.shape.length === 1 ? 1 : ys.shape[1]!;
      // NumPy's polyfit: the Vandermonde matrix (x^deg … x^0), columns scaled to unit norm, lstsq.
      const lhs = temporaries.add(allocArray('float64', [m, order], false, where));
      const scale = new Float64Array(order);
      {
        const points = view(xs.wide);
        const target = view(lhs);
        for (let i = 0; i < m; i += 1) {
          let power = 1;
          for (let j = order - 1; j >= 0; j -= 1) {
            target[i * order + j] = power;
            power *= points[i]!;
          }
        }
        for (let j = 0; j < order; j += 1) {
          let sum = 0;
          for (let i = 0; i < m; i += 1) sum += target[i * order + j]! ** 2;
          scale[j] = Math.sqrt(sum) || 1;
          for (let i = 0; i < m; i += 1) target[i * order + j]! /= scale[j]!;
        }
      }
      const k = Math.min(m, order);
      const parts = decompose(where, lhs, [m, order], true, false, temporaries);
      const s = view(parts.s);
      const limit = cutoffs(s, 1, k, rc ?? EPS[dtype] * m)[0]!;
      const out = temporaries.add(
        allocArray('float64', columns === 1 && ys.shape.length === 1 ? [order] : [order, columns], false, where),
      );
      const u = view(parts.u!);
      const vh = view(parts.vh!);
      const rhs = view(ys.wide);
      const target = view(out);
      const projected = new Float64Array(k);
      for (let c = 0; c < columns; c += 1) {
        for (let p = 0; p < k; p += 1) {
          let sum = 0;
          for (let i = 0; i < m; i += 1) sum += u[i * k + p]! * rhs[i * columns + c]!;
          projected[p] = s[p]! > limit ? sum / s[p]! : 0;
        }
        for (let j = 0; j < order; j += 1) {
          let sum = 0;
          for (let p = 0; p < k; p += 1) sum += vh[p * order + j]! * projected[p]!;
          target[j * columns + c] = sum / scale[j]!;
        }
      }
      return finish(where, out, dtype, temporaries);
    },
    (result) => [result],
  );
}

/**
 * The least-squares polynomial fit of degree `deg` (NumPy's polyfit): the coefficients, highest
 * power first, one column per column of y; `rcond` as NumPy's (default len(x) · ε). `full`,
 * `w` and `cov` are not supported yet.
 * @example polyfit(array([0, 1, 2], 'float64'), array([1, 3, 5], 'float64'), 1).toArray().map(Math.round) //=> [2, 1]
 */
export const polyfit = polyfitUntyped;

/** The orthogonal family's members of the `linalg` namespace (their types: types/linalg-qr.ts). */
export const orthogonalFunctions = {
  /**
   * The QR decomposition (Householder; LAPACK's signs): `[Q, R]` (also `.Q`, `.R`) with `mode` 'reduced' (Q m×k,
   * R k×n, k = min(m, n)) or 'complete' (Q m×m, R m×n); 'r' gives R alone.
   * @example linalg.qr(array([[3, 0], [4, 5]], 'float64')).R.toArray() //=> [[-5, -4], [0, 3]]
   */
  qr,
  /**
   * The eigenvalues (ascending, real) and eigenvectors (columns) of symmetric matrices, from the
   * lower triangle (`UPLO` 'L') or the upper one ('U'): `[eigenvalues, eigenvectors]`, also by name.
   * @example linalg.eigh(array([[2, 0], [0, 1]], 'float64')).eigenvectors.toArray() //=> [[0, 1], [1, 0]]
   */
  eigh,
  /**
   * The eigenvalues of symmetric matrices, ascending, as `eigh` gives them.
   * @example linalg.eigvalsh(array([[2, 0], [0, 1]], 'float64')).toArray() //=> [1, 2]
   */
  eigvalsh,
  /**
   * The singular value decomposition `[U, S, Vh]`, also `.U`, `.S`, `.Vh` (S descending; Golub–Kahan bidiagonalisation and implicit-shift QR, one-sided Jacobi for complex input), U and Vh
   * square where `full_matrices` (the default); `compute_uv: false` gives S alone.
   * @example linalg.svd(array([[3, 0], [0, -4]], 'float64')).S.toArray() //=> [4, 3]
   */
  svd,
  /**
   * The singular values, descending.
   * @example linalg.svdvals(array([[0, 2], [1, 0]], 'float64')).toArray() //=> [2, 1]
   */
  svdvals,
  /**
   * The Moore–Penrose pseudo-inverse, from the SVD; singular values at or below `rcond` (or
   * `rtol`) times the largest are left out.
   * @example linalg.pinv(array([[2, 0], [0, 4]], 'float64')).toArray() //=> [[0.5, 0], [0, 0.25]]
   */
  pinv,
  /**
   * The rank: the singular values above `tol` (default: max(s) · max(M, N) · ε); the default int
   * (int32; int64 under x64: src/plan/linalg.ts's linalgRankDType), int32 for a vector.
   * @example linalg.matrixRank(array([[1, 2], [2, 4]], 'float64')).item() //=> 1
   */
  matrixRank: (M: unknown, tol?: unknown, hermitian?: unknown, options?: unknown): AnyNDArray =>
    matrixRank(false, M, tol, hermitian, options),
  /**
   * The condition number in the 2-norm (p null, 2) or its inverse (p −2): max(s)/min(s).
   * @example linalg.cond(array([[1, 0], [0, 4]], 'float64')).item() //=> 4
   */
  cond,
  /**
   * The least-squares solution of a·x = b: `[x, residuals, rank, s]`, NumPy's tuple, also by name (residuals
   * only where rank = n < m, rank the default int: int32, int64 under x64).
   * @example linalg.lstsq(array([[1, 0], [0, 1], [0, 0]], 'float64'), array([1, 2, 3], 'float64')).x.toArray() //=> [1, 2]
   */
  lstsq: (a: unknown, b: unknown, rcond?: unknown, options?: unknown): AnyNDArray[] =>
    lstsq(false, a, b, rcond, options),
};

/** The members whose result dtype depends on x64 (a rank's default int), bound to `x64`. */
export function orthogonalAt(x64: boolean): typeof orthogonalFunctions {
  if (!x64) return orthogonalFunctions;
  return {
    ...orthogonalFunctions,
    matrixRank: (M, tol, hermitian, options) => matrixRank(true, M, tol, hermitian, options),
    lstsq: (a, b, rcond, options) => lstsq(true, a, b, rcond, options),
  };
}
