// The general eigenproblem's executor: eig and eigvals over a batch of contiguous row-major float64
// or complex128 matrices, one asm kernel call per matrix (asm/linalg-eig.ts). Each matrix is scaled
// by a power of two to max |a| ≈ 1 first (exact; the eigenvalues are scaled back, the eigenvectors
// are unchanged); a matrix with a NaN or an infinity gives NaN results, as the orthogonal family's.
import { LinAlgError } from '../errors/errors.js';
import { allocBytes, freeBytes, memory } from '../kernels/heap.js';
import { eigKernels } from '../kernels/linalg-eig.js';

/** QR steps allowed per eigenvalue (LAPACK's dlahqr allows 30 · max(10, n) per deflation). */
const stepsPerEigenvalue = (n: number): number => 30 * Math.max(10, n);

const f64 = (pointer: number, count: number): Float64Array => new Float64Array(memory().buffer, pointer, count);

/** Where runEig reads and writes. */
export interface EigBuffers {
  /** `batch` n×n matrices, float64 (real) or complex128 (complex); overwritten. */
  readonly a: number;
  /** The eigenvalues: `batch` × n complex128. */
  readonly w: number;
  /** The eigenvectors, `batch` × n×n complex128 (column k for eigenvalue k), where wanted. */
  readonly v?: number;
}

/** The eigenvalues (and eigenvectors where `buffers.v`) of `batch` n×n matrices. */
export function runEig(where: string, complex: boolean, batch: number, n: number, buffers: EigBuffers): void {
  const kernels = eigKernels();
  const kernel = complex ? kernels.complex : kernels.real;
  const width = complex ? 2 : 1;
  const wantv = buffers.v !== undefined;
  const z = wantv ? allocBytes(Math.max(n * n * width, 1) * 8) : 0;
  const work = allocBytes(Math.max(8 * n, 1) * 8);
  try {
    for (let b = 0; b < batch; b += 1) {
      const matrix = buffers.a + b * n * n * width * 8;
      const w = buffers.w + b * n * 16;
      const v = wantv ? buffers.v! + b * n * n * 16 : 0;
      const values = f64(matrix, n * n * width);
      let big = 0;
      for (const x of values) big = Math.max(big, Math.abs(x));
      if (Number.isNaN(big) || big === Number.POSITIVE_INFINITY) {
        f64(w, 2 * n).fill(Number.NaN);
        if (wantv) f64(v, 2 * n * n).fill(Number.NaN);
        continue;
      }
      const scale = big === 0 ? 1 : 2 ** Math.round(Math.log2(big));
      if (scale !== 1) for (let index = 0; index < values.length; index += 1) values[index]! /= scale;
      const cap = stepsPerEigenvalue(n);
      if (kernel(matrix, n, w, z, v, work, wantv ? 1 : 0, cap) !== 0)
        throw new LinAlgError(`${where}: the eigenvalues did not converge (${cap} QR steps for one of them).`);
      if (scale !== 1) {
        const eigenvalues = f64(w, 2 * n);
        for (let index = 0; index < 2 * n; index += 1) eigenvalues[index]! *= scale;
      }
    }
  } finally {
    if (wantv) freeBytes(z);
    freeBytes(work);
  }
}
