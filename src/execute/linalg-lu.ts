// linalg's LU and Cholesky family: LU with partial pivoting (det, slogdet, solve, inv) and Cholesky,
// over batches of contiguous row-major square matrices of float32, float64, complex64 or complex128
// (interleaved re, im). Each matrix is copied into a working array of its own dtype, so every
// stored intermediate is rounded to that dtype (float32 and complex64 are computed in their own
// precision, as LAPACK's s and c routines), factored, and its results written back.
//
// References:
// - LU with partial pivoting (GEPP), right-looking ("kij") form: Golub & Van Loan, Matrix
//   Computations, 4th ed., §3.2 (Algorithm 3.2.1 and §3.4.2 GEPP); LAPACK's xGETF2/xGETRF (LAPACK
//   Working Note 41, the installation guide, and Anderson et al., LAPACK Users' Guide §3.4).
//   The pivot is the largest |re| + |im| (LAPACK's IxAMAX, CABS1 for complex). A zero pivot leaves
//   its column unscaled and factoring goes on, as xGETRF does (INFO > 0): det is then 0.
// - Triangular solves: Golub & Van Loan §3.1 (row-oriented forward and back substitution).
// - Cholesky: the Cholesky–Crout (row-oriented, dot-product) form, Golub & Van Loan §4.2
//   (Algorithm 4.2.1); LAPACK's xPOTF2 reads the lower triangle only and fails (INFO > 0) where a
//   diagonal is not positive or is NaN, as here.
// float32 and float64 run the blocked kernels of asm/linalg-lu.ts (LAPACK's xGETRF, xGETRS-style
// blocked substitution, xPOTRF; the trailing updates on the matrix products' micro-kernel), one call
// per matrix on a working copy in the heap. complex64 and complex128 run the loop forms below (the
// unblocked right-looking LU and the Cholesky–Crout rows), cache-friendly by rows.
import { allocBytes, copyMemory, freeBytes, memory } from '../kernels/heap.js';
import { type LuKernels, luKernels } from '../kernels/linalg-lu.js';

/** The dtypes this file computes in. */
export type LuDType = 'float32' | 'float64' | 'complex64' | 'complex128';

type Work = Float32Array | Float64Array;

const isComplex = (dtype: LuDType): boolean => dtype === 'complex64' || dtype === 'complex128';

/** A fresh view of `count` elements of `dtype` at `pointer` (2·count parts for complex). */
function view(dtype: LuDType, pointer: number, count: number): Work {
  const buffer = memory().buffer;
  const parts = isComplex(dtype) ? 2 * count : count;
  return dtype === 'float32' || dtype === 'complex64'
    ? new Float32Array(buffer, pointer, parts)
    : new Float64Array(buffer, pointer, parts);
}

function work(dtype: LuDType, count: number): Work {
  const parts = isComplex(dtype) ? 2 * count : count;
  return dtype === 'float32' || dtype === 'complex64' ? new Float32Array(parts) : new Float64Array(parts);
}

// ── LU ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Factors the n×n row-major real matrix `a` in place as P·A = L·U (L unit lower, U upper), the
 * row interchanges in `pivots` (row k was swapped with row pivots[k]). Returns the first k whose
 * pivot is exactly zero, or -1.
 */
function luReal(a: Work, n: number, pivots: Int32Array): number {
  let info = -1;
  for (let k = 0; k < n; k += 1) {
    // The pivot: the largest magnitude in column k at or below the diagonal (a NaN is taken at once).
    let p = k;
    let most = Math.abs(a[k * n + k]!);
    for (let i = k + 1; i < n; i += 1) {
      const size = Math.abs(a[i * n + k]!);
      if (size > most) {
        most = size;
        p = i;
      } else if (size !== size && most === most) {
        most = size;
        p = i;
      }
    }
    pivots[k] = p;
    if (p !== k) {
      const rowK = k * n;
      const rowP = p * n;
      for (let j = 0; j < n; j += 1) {
        const t = a[rowK + j]!;
        a[rowK + j] = a[rowP + j]!;
        a[rowP + j] = t;
      }
    }
    const pivot = a[k * n + k]!;
    if (pivot === 0) {
      if (info < 0) info = k;
      continue;
    }
    const rowK = k * n;
    const inverse = 1 / pivot;
    for (let i = k + 1; i < n; i += 1) {
      const rowI = i * n;
      const l = (a[rowI + k] = a[rowI + k]! * inverse);
      if (l === 0) continue;
      for (let j = k + 1; j < n; j += 1) a[rowI + j] = a[rowI + j]! - l * a[rowK + j]!;
    }
  }
  return info;
}

/** The complex LU (interleaved parts), as luReal. */
function luComplex(a: Work, n: number, pivots: Int32Array): number {
  let info = -1;
  for (let k = 0; k < n; k += 1) {
    let p = k;
    let most = Math.abs(a[2 * (k * n + k)]!) + Math.abs(a[2 * (k * n + k) + 1]!);
    for (let i = k + 1; i < n; i += 1) {
      const at = 2 * (i * n + k);
      const size = Math.abs(a[at]!) + Math.abs(a[at + 1]!);
      if (size > most || (size !== size && most === most)) {
        most = size;
        p = i;
      }
    }
    pivots[k] = p;
    if (p !== k) {
      const rowK = 2 * k * n;
      const rowP = 2 * p * n;
      for (let j = 0; j < 2 * n; j += 1) {
        const t = a[rowK + j]!;
        a[rowK + j] = a[rowP + j]!;
        a[rowP + j] = t;
      }
    }
    const pr = a[2 * (k * n + k)]!;
    const pi = a[2 * (k * n + k) + 1]!;
    if (pr === 0 && pi === 0) {
      if (info < 0) info = k;
      continue;
    }
    const [ir, ii] = reciprocal(pr, pi);
    const rowK = 2 * k * n;
    for (let i = k + 1; i < n; i += 1) {
      const rowI = 2 * i * n;
      const xr = a[rowI + 2 * k]!;
      const xi = a[rowI + 2 * k + 1]!;
      const lr = (a[rowI + 2 * k] = xr * ir - xi * ii);
      const li = (a[rowI + 2 * k + 1] = xr * ii + xi * ir);
      if (lr === 0 && li === 0) continue;
      for (let j = 2 * (k + 1); j < 2 * n; j += 2) {
        const ur = a[rowK + j]!;
        const ui = a[rowK + j + 1]!;
        a[rowI + j] = a[rowI + j]! - (lr * ur - li * ui);
        a[rowI + j + 1] = a[rowI + j + 1]! - (lr * ui + li * ur);
      }
    }
  }
  return info;
}

/** 1 / (re + i·im), scaled (Smith's algorithm) so that neither part overflows needlessly. */
function reciprocal(re: number, im: number): [number, number] {
  if (Math.abs(re) >= Math.abs(im)) {
    const ratio = im / re;
    const denominator = re + im * ratio;
    return [1 / denominator, -ratio / denominator];
  }
  const ratio = re / im;
  const denominator = re * ratio + im;
  return [ratio / denominator, -1 / denominator];
}

function lu(complex: boolean, a: Work, n: number, pivots: Int32Array): number {
  return complex ? luComplex(a, n, pivots) : luReal(a, n, pivots);
}

/** The sign of the permutation recorded in `pivots`. */
function permutationSign(pivots: Int32Array, n: number): number {
  let sign = 1;
  for (let k = 0; k < n; k += 1) if (pivots[k] !== k) sign = -sign;
  return sign;
}

// ── The real dtypes: asm kernels ────────────────────────────────────────────────────────────

const bytesOf = (dtype: LuDType): number => (dtype === 'float32' ? 4 : 8);

/** luKernels of each real dtype, looked up once. */
const kernelsOf = new Map<'float32' | 'float64', LuKernels>();
function kernelsFor(dtype: LuDType): LuKernels {
  const real = dtype as 'float32' | 'float64';
  let kernels = kernelsOf.get(real);
  if (kernels === undefined) kernelsOf.set(real, (kernels = luKernels(real)));
  return kernels;
}

/** Copies `bytes` bytes within the heap (the module's memory.copy: a shared buffer's copyWithin is slower). */
function copyBytes(to: number, from: number, bytes: number): void {
  copyMemory(from, to, bytes);
}

/** Heap blocks freed together after `body` (every one, where it throws too). */
function withHeap<Result>(sizes: readonly number[], body: (pointers: number[]) => Result): Result {
  const pointers: number[] = [];
  try {
    for (const size of sizes) pointers.push(allocBytes(Math.max(size, 1)));
    return body(pointers);
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}

/** The kernel's factorisation of the matrix copied from `source` into `matrix`: -1, or the first zero pivot. */
function luKernel(
  kernels: LuKernels,
  dtype: LuDType,
  source: number,
  matrix: number,
  n: number,
  pivots: number,
): number {
  const bytes = n * n * bytesOf(dtype);
  copyBytes(matrix, source, bytes);
  const info = kernels.lu(matrix, n, pivots);
  if (info === -2) throw new RangeError(`out of WebAssembly memory: could not allocate LU scratch for n = ${n}`);
  return info;
}

/** The n diagonal entries of the factored matrix and the permutation's sign (one look at the buffer: a shared one's getter is not free). */
function diagonalOf(dtype: LuDType, matrix: number, n: number, pivots: number): { diagonal: Work; sign: number } {
  const buffer = memory().buffer;
  const values =
    dtype === 'float32' ? new Float32Array(buffer, matrix, n * n) : new Float64Array(buffer, matrix, n * n);
  const diagonal = dtype === 'float32' ? new Float32Array(n) : new Float64Array(n);
  for (let k = 0; k < n; k += 1) diagonal[k] = values[k * n + k]!;
  const order = new Int32Array(buffer, pivots, n);
  return { diagonal, sign: permutationSign(order, n) };
}

function detReal(call: DetCall): void {
  const { dtype, n, count } = call;
  if (kernelsFor(dtype).det(call.a, n, count, call.out) === -2)
    throw new RangeError(`out of WebAssembly memory: could not allocate det scratch for n = ${n}`);
}

function slogdetReal(call: SlogdetCall): void {
  const { dtype, n, count } = call;
  const kernels = kernelsFor(dtype);
  const size = bytesOf(dtype);
  withHeap([n * n * size, n * 4], ([matrix, pivots]) => {
    for (let b = 0; b < count; b += 1) {
      luKernel(kernels, dtype, call.a + b * n * n * size, matrix!, n, pivots!);
      const { diagonal, sign } = diagonalOf(dtype, matrix!, n, pivots!);
      let signRe = sign;
      let log = 0;
      for (let k = 0; k < n; k += 1) {
        const u = diagonal[k]!;
        if (u < 0) signRe = -signRe;
        else if (u !== u) signRe = Number.NaN;
        log += Math.log(Math.abs(u));
      }
      if (log === -Infinity) signRe = 0;
      view(dtype, call.sign, count)[b] = signRe;
      view(dtype, call.logabsdet, count)[b] = log;
    }
  });
}

function solveReal(call: SolveCall): number {
  const { dtype, n, k } = call;
  const kernels = kernelsFor(dtype);
  const size = bytesOf(dtype);
  const count = call.aOffsets.length;
  return withHeap([n * n * size, n * 4], ([matrix, pivots]) => {
    let lastA = -1;
    let singular = false;
    for (let index = 0; index < count; index += 1) {
      const aIndex = call.aOffsets[index]!;
      if (aIndex !== lastA) {
        singular = luKernel(kernels, dtype, call.a + aIndex * n * n * size, matrix!, n, pivots!) >= 0;
        lastA = aIndex;
      }
      if (singular) return index;
      const x = call.out + index * n * k * size;
      const identity = call.bOffsets === undefined;
      if (!identity) {
        const from = call.b + call.bOffsets![index]! * n * k * size;
        copyBytes(x, from, n * k * size);
      }
      if (kernels.solve(matrix!, n, pivots!, x, k, identity ? 1 : 0) !== 0)
        throw new RangeError(`out of WebAssembly memory: could not allocate solve scratch for n = ${n}`);
    }
    return -1;
  });
}

function choleskyKernel(call: CholeskyCall): number {
  const { dtype, n, count } = call;
  const kernels = kernelsFor(dtype);
  const size = bytesOf(dtype);
  for (let b = 0; b < count; b += 1) {
    const from = call.a + b * n * n * size;
    const target = call.out + b * n * n * size;
    copyBytes(target, from, n * n * size);
    const failed = kernels.cholesky(target, n);
    if (failed === -2)
      throw new RangeError(`out of WebAssembly memory: could not allocate Cholesky scratch for n = ${n}`);
    if (failed >= 0) return b;
    if (call.upper) {
      const values = view(dtype, target, n * n);
      for (let i = 0; i < n; i += 1)
        for (let j = i + 1; j < n; j += 1) {
          values[i * n + j] = values[j * n + i]!;
          values[j * n + i] = 0;
        }
    }
  }
  return -1;
}

// ── det, slogdet ────────────────────────────────────────────────────────────────────────────

/** One batched determinant call: `count` n×n matrices at `a`; results (one element each) at `out`. */
export interface DetCall {
  readonly dtype: LuDType;
  readonly a: number;
  readonly n: number;
  readonly count: number;
  readonly out: number;
}

/** det of each matrix: the product of U's diagonal and the permutation's sign (0 where singular). */
export function runDet(call: DetCall): void {
  const { dtype, n, count } = call;
  if (!isComplex(dtype)) {
    detReal(call);
    return;
  }
  const complex = isComplex(dtype);
  const matrix = work(dtype, n * n);
  const pivots = new Int32Array(n);
  const input = view(dtype, call.a, count * n * n);
  const out = view(dtype, call.out, count);
  const parts = complex ? 2 : 1;
  for (let b = 0; b < count; b += 1) {
    matrix.set(input.subarray(b * n * n * parts, (b + 1) * n * n * parts));
    lu(complex, matrix, n, pivots);
    const sign = permutationSign(pivots, n);
    if (!complex) {
      let det = sign;
      for (let k = 0; k < n; k += 1) det *= matrix[k * n + k]!;
      out[b] = det + 0; // NumPy's det of a singular matrix is +0
    } else {
      let re = sign;
      let im = 0;
      for (let k = 0; k < n; k += 1) {
        const ur = matrix[2 * (k * n + k)]!;
        const ui = matrix[2 * (k * n + k) + 1]!;
        const next = re * ur - im * ui;
        im = re * ui + im * ur;
        re = next;
      }
      out[2 * b] = re + 0;
      out[2 * b + 1] = im + 0;
    }
  }
}

/** One batched slogdet call: signs (the input's dtype) at `sign`, log|det| (its real dtype) at `logabsdet`. */
export interface SlogdetCall {
  readonly dtype: LuDType;
  readonly a: number;
  readonly n: number;
  readonly count: number;
  readonly sign: number;
  readonly logabsdet: number;
}

/**
 * slogdet of each matrix: sign · exp(logabsdet) = det, summed as logarithms (no overflow); a
 * singular matrix has sign 0 and logabsdet -inf, as NumPy's.
 */
export function runSlogdet(call: SlogdetCall): void {
  const { dtype, n, count } = call;
  if (!isComplex(dtype)) {
    slogdetReal(call);
    return;
  }
  const complex = isComplex(dtype);
  const matrix = work(dtype, n * n);
  const pivots = new Int32Array(n);
  const input = view(dtype, call.a, count * n * n);
  const signs = view(dtype, call.sign, count);
  const logs = view(complex ? (dtype === 'complex64' ? 'float32' : 'float64') : dtype, call.logabsdet, count);
  const parts = complex ? 2 : 1;
  for (let b = 0; b < count; b += 1) {
    matrix.set(input.subarray(b * n * n * parts, (b + 1) * n * n * parts));
    lu(complex, matrix, n, pivots);
    let signRe = permutationSign(pivots, n);
    let signIm = 0;
    let log = 0;
    for (let k = 0; k < n; k += 1) {
      if (!complex) {
        const u = matrix[k * n + k]!;
        if (u < 0) signRe = -signRe;
        else if (u !== u) signRe = Number.NaN;
        log += Math.log(Math.abs(u));
      } else {
        const ur = matrix[2 * (k * n + k)]!;
        const ui = matrix[2 * (k * n + k) + 1]!;
        const size = Math.hypot(ur, ui);
        log += Math.log(size);
        if (size !== 0) {
          const [cr, ci] = [ur / size, ui / size];
          const next = signRe * cr - signIm * ci;
          signIm = signRe * ci + signIm * cr;
          signRe = next;
        }
      }
    }
    if (log === -Infinity) {
      signRe = 0;
      signIm = 0;
    }
    if (complex) {
      signs[2 * b] = signRe;
      signs[2 * b + 1] = signIm;
    } else signs[b] = signRe;
    logs[b] = log;
  }
}

// ── solve, inv ──────────────────────────────────────────────────────────────────────────────

/**
 * One batched solve call: A·X = B for `count` pairs, A n×n at `a` (batch stride `aStride`
 * matrices: 0 broadcasts one A), B n×k at `b` (batch stride `bStride`), X n×k at `out` (contiguous).
 * `b` 0 solves for the identity (inv). Returns the first batch index whose A is singular, or -1.
 */
export interface SolveCall {
  readonly dtype: LuDType;
  readonly a: number;
  readonly aOffsets: readonly number[];
  readonly b: number;
  readonly bOffsets: readonly number[] | undefined;
  readonly n: number;
  readonly k: number;
  readonly out: number;
}

/** The largest of many offsets (no spread: a batch may hold more than a call's arguments). */
function largest(values: readonly number[]): number {
  let most = 0;
  for (const value of values) if (value > most) most = value;
  return most;
}

export function runSolve(call: SolveCall): number {
  const { dtype, n, k } = call;
  if (!isComplex(dtype)) return solveReal(call);
  const complex = isComplex(dtype);
  const parts = complex ? 2 : 1;
  const count = call.aOffsets.length;
  const matrix = work(dtype, n * n);
  const pivots = new Int32Array(n);
  const aSize = (largest(call.aOffsets) + 1) * n * n;
  const input = view(dtype, call.a, aSize);
  const bOffsets = call.bOffsets;
  const right = bOffsets === undefined ? undefined : view(dtype, call.b, (largest(bOffsets) + 1) * n * k);
  const out = view(dtype, call.out, count * n * k);
  let lastA = -1;
  let singular = false;
  for (let index = 0; index < count; index += 1) {
    const aIndex = call.aOffsets[index]!;
    if (aIndex !== lastA) {
      matrix.set(input.subarray(aIndex * n * n * parts, (aIndex + 1) * n * n * parts));
      singular = lu(complex, matrix, n, pivots) >= 0;
      lastA = aIndex;
    }
    if (singular) return index;
    const x = out.subarray(index * n * k * parts, (index + 1) * n * k * parts);
    if (right === undefined) {
      x.fill(0);
      for (let i = 0; i < n; i += 1) x[(i * k + i) * parts] = 1;
    } else {
      const bIndex = bOffsets![index]!;
      x.set(right.subarray(bIndex * n * k * parts, (bIndex + 1) * n * k * parts));
    }
    if (complex) substituteComplex(matrix, pivots, n, k, x);
    else substituteReal(matrix, pivots, n, k, x);
  }
  return -1;
}

/** X := U⁻¹·L⁻¹·P·X for the n×k row-major X, from luReal's factors. */
function substituteReal(a: Work, pivots: Int32Array, n: number, k: number, x: Work): void {
  for (let i = 0; i < n; i += 1) {
    const p = pivots[i]!;
    if (p !== i)
      for (let j = 0; j < k; j += 1) {
        const t = x[i * k + j]!;
        x[i * k + j] = x[p * k + j]!;
        x[p * k + j] = t;
      }
  }
  // Forward: L unit lower (row-oriented: row i minus its multiples of the rows above).
  for (let i = 1; i < n; i += 1) {
    const rowI = i * k;
    for (let m = 0; m < i; m += 1) {
      const l = a[i * n + m]!;
      if (l === 0) continue;
      const rowM = m * k;
      for (let j = 0; j < k; j += 1) x[rowI + j] = x[rowI + j]! - l * x[rowM + j]!;
    }
  }
  // Back: U upper.
  for (let i = n - 1; i >= 0; i -= 1) {
    const rowI = i * k;
    for (let m = i + 1; m < n; m += 1) {
      const u = a[i * n + m]!;
      if (u === 0) continue;
      const rowM = m * k;
      for (let j = 0; j < k; j += 1) x[rowI + j] = x[rowI + j]! - u * x[rowM + j]!;
    }
    const inverse = 1 / a[i * n + i]!;
    for (let j = 0; j < k; j += 1) x[rowI + j] = x[rowI + j]! * inverse;
  }
}

/** The complex substitution, as substituteReal. */
function substituteComplex(a: Work, pivots: Int32Array, n: number, k: number, x: Work): void {
  const width = 2 * k;
  for (let i = 0; i < n; i += 1) {
    const p = pivots[i]!;
    if (p !== i)
      for (let j = 0; j < width; j += 1) {
        const t = x[i * width + j]!;
        x[i * width + j] = x[p * width + j]!;
        x[p * width + j] = t;
      }
  }
  const update = (i: number, m: number): void => {
    const cr = a[2 * (i * n + m)]!;
    const ci = a[2 * (i * n + m) + 1]!;
    if (cr === 0 && ci === 0) return;
    const rowI = i * width;
    const rowM = m * width;
    for (let j = 0; j < width; j += 2) {
      const xr = x[rowM + j]!;
      const xi = x[rowM + j + 1]!;
      x[rowI + j] = x[rowI + j]! - (cr * xr - ci * xi);
      x[rowI + j + 1] = x[rowI + j + 1]! - (cr * xi + ci * xr);
    }
  };
  for (let i = 1; i < n; i += 1) for (let m = 0; m < i; m += 1) update(i, m);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let m = i + 1; m < n; m += 1) update(i, m);
    const [ir, ii] = reciprocal(a[2 * (i * n + i)]!, a[2 * (i * n + i) + 1]!);
    const rowI = i * width;
    for (let j = 0; j < width; j += 2) {
      const xr = x[rowI + j]!;
      const xi = x[rowI + j + 1]!;
      x[rowI + j] = xr * ir - xi * ii;
      x[rowI + j + 1] = xr * ii + xi * ir;
    }
  }
}

// ── Cholesky ────────────────────────────────────────────────────────────────────────────────

/** One batched Cholesky call: `count` n×n matrices at `a` (lower triangles read), L (or Lᴴ: `upper`) at `out`. */
export interface CholeskyCall {
  readonly dtype: LuDType;
  readonly a: number;
  readonly n: number;
  readonly count: number;
  readonly upper: boolean;
  readonly out: number;
}

/** Writes each factor; returns the first batch index that is not positive definite, or -1. */
export function runCholesky(call: CholeskyCall): number {
  const { dtype, n, count } = call;
  if (!isComplex(dtype)) return choleskyKernel(call);
  const complex = isComplex(dtype);
  const parts = complex ? 2 : 1;
  const input = view(dtype, call.a, count * n * n);
  const out = view(dtype, call.out, count * n * n);
  const l = work(dtype, n * n);
  for (let b = 0; b < count; b += 1) {
    l.fill(0);
    const a = input.subarray(b * n * n * parts, (b + 1) * n * n * parts);
    const ok = complex ? choleskyComplex(a, n, l) : choleskyReal(a, n, l);
    if (!ok) return b;
    const target = out.subarray(b * n * n * parts, (b + 1) * n * n * parts);
    if (!call.upper) target.set(l);
    else if (!complex) {
      for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) target[i * n + j] = l[j * n + i]!;
    } else {
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) {
          target[2 * (i * n + j)] = l[2 * (j * n + i)]!;
          target[2 * (i * n + j) + 1] = 0 - l[2 * (j * n + i) + 1]!;
        }
    }
  }
  return -1;
}

/** L (lower, row-major, zeros above) with L·Lᵀ = A from A's lower triangle; false where A is not positive definite. */
function choleskyReal(a: Work, n: number, l: Work): boolean {
  for (let i = 0; i < n; i += 1) {
    const rowI = i * n;
    for (let j = 0; j <= i; j += 1) {
      const rowJ = j * n;
      let sum = a[rowI + j]!;
      for (let m = 0; m < j; m += 1) sum -= l[rowI + m]! * l[rowJ + m]!;
      if (i === j) {
        if (!(sum > 0)) return false;
        l[rowI + i] = Math.sqrt(sum);
      } else l[rowI + j] = sum / l[rowJ + j]!;
    }
  }
  return true;
}

/** The complex (Hermitian) Cholesky, L·Lᴴ = A, as choleskyReal (A's diagonal's imaginary parts are ignored, as LAPACK's). */
function choleskyComplex(a: Work, n: number, l: Work): boolean {
  for (let i = 0; i < n; i += 1) {
    const rowI = 2 * i * n;
    for (let j = 0; j <= i; j += 1) {
      const rowJ = 2 * j * n;
      let sr = a[rowI + 2 * j]!;
      let si = i === j ? 0 : a[rowI + 2 * j + 1]!;
      // sum -= L[i, m] · conj(L[j, m])
      for (let m = 0; m < 2 * j; m += 2) {
        const xr = l[rowI + m]!;
        const xi = l[rowI + m + 1]!;
        const yr = l[rowJ + m]!;
        const yi = l[rowJ + m + 1]!;
        sr -= xr * yr + xi * yi;
        si -= xi * yr - xr * yi;
      }
      if (i === j) {
        if (!(sr > 0)) return false;
        l[rowI + 2 * i] = Math.sqrt(sr);
        l[rowI + 2 * i + 1] = 0;
      } else {
        const d = l[rowJ + 2 * j]!; // real and positive
        l[rowI + 2 * j] = sr / d;
        l[rowI + 2 * j + 1] = si / d;
      }
    }
  }
  return true;
}
