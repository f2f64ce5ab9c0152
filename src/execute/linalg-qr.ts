// The orthogonal family's executors: QR, the symmetric eigenproblem and the SVD over a batch of
// contiguous row-major float64 matrices, one asm kernel call per matrix (asm/linalg-qr.ts). The
// eigensolver's and SVD's input is scaled to max |a| = 1 first (no overflow or underflow in their
// sums for huge or tiny entries) and the values scaled back; a matrix with a NaN or an infinity
// gives NaN results, as LAPACK's do where they return.
import { LinAlgError } from '../errors/errors.js';
import { allocBytes, freeBytes, memory } from '../kernels/heap.js';
import { orthogonalKernels } from '../kernels/linalg-qr.js';

/**
 * The iteration caps: QL iterations per eigenvalue; the real SVD's QR steps in all, SVD_STEPS·r²
 * (LAPACK's dbdsqr MAXITR), and the complex one's Jacobi sweeps.
 */
const EIGH_CAP = 60;
const SVD_STEPS = 6;
const JACOBI_SWEEPS = 80;

/**
 * Where real QR (float64, and float32 computed in float64) runs blocked (asm/linalg-qr-blocked.ts)
 * rather than unblocked (asm/linalg-qr.ts): min(m, n) ≥ 64 and m·n ≥ 128². Measured against the
 * four-rows-a-pass unblocked kernel (bench/linalg-qr-blocked.mjs, CPU time, unblocked ÷ blocked):
 * 0.68× at 64×64, 0.89× at 96, 1.00× at 128, 1.14× at 192, 1.7× at 256; 0.70× at 1024×32, 0.91× at
 * 512×64, 1.02× at 1024×64, 1.10× at 256×128.
 */
export const QR_BLOCKED_FROM = { columns: 64, elements: 128 * 128 } as const;

/** Whether an m×n real QR runs blocked. */
export const qrRunsBlocked = (m: number, n: number): boolean =>
  Math.min(m, n) >= QR_BLOCKED_FROM.columns && m * n >= QR_BLOCKED_FROM.elements;

const f64 = (pointer: number, count: number): Float64Array => new Float64Array(memory().buffer, pointer, count);

/** Scratch blocks of float64 elements, freed together. */
function withScratch<Result>(counts: readonly number[], body: (pointers: number[]) => Result): Result {
  const pointers: number[] = [];
  try {
    for (const count of counts) pointers.push(allocBytes(Math.max(count, 1) * 8));
    return body(pointers);
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}

/** max |x| over a matrix, NaN where an element is NaN or infinite. */
function maxAbs(values: Float64Array): number {
  let big = 0;
  for (let index = 0; index < values.length; index += 1) {
    const x = Math.abs(values[index]!);
    if (!(x <= Number.MAX_VALUE)) return Number.NaN;
    if (x > big) big = x;
  }
  return big;
}

/**
 * G for the SVD kernel: the m×n matrix's rows where m < n, else its transpose's, each entry divided
 * by `scale` (1: copied as it is). One pass, the real case without the parts' loop: at n = 64 the
 * copy, the scan and the division in three passes took a sixth of svdvals' time.
 */
function scaledRows(
  source: Float64Array,
  rows: Float64Array,
  m: number,
  n: number,
  width: number,
  scale: number,
): void {
  if (m < n) {
    if (scale === 1) rows.set(source);
    else for (let index = 0; index < source.length; index += 1) rows[index] = source[index]! / scale;
    return;
  }
  if (width === 1) {
    for (let i = 0; i < m; i += 1) {
      const row = i * n;
      if (scale === 1) for (let j = 0; j < n; j += 1) rows[j * m + i] = source[row + j]!;
      else for (let j = 0; j < n; j += 1) rows[j * m + i] = source[row + j]! / scale;
    }
    return;
  }
  for (let i = 0; i < m; i += 1)
    for (let j = 0; j < n; j += 1) {
      rows[2 * (j * m + i)] = source[2 * (i * n + j)]! / scale;
      rows[2 * (j * m + i) + 1] = source[2 * (i * n + j) + 1]! / scale;
    }
}

/**
 * Householder QR of `batch` m×n matrices at `a` (overwritten; complex128 where `complex`): Q (m×qc) at `q` and R (rr×n, zero
 * below the diagonal) at `r`, where given.
 */
export function runQr(
  a: number,
  batch: number,
  m: number,
  n: number,
  q: number | undefined,
  qc: number,
  r: number | undefined,
  rr: number,
  complex = false,
): void {
  const k = Math.min(m, n);
  const kernels = orthogonalKernels();
  const width = complex ? 2 : 1;
  const qr = complex ? kernels.qrComplex : kernels.qr;
  const qrQ = complex ? kernels.qrQComplex : kernels.qrQ;
  // The blocked kernels leave their operands untouched where their scratch runs out: the unblocked ones then.
  const blocked = !complex && qrRunsBlocked(m, n);
  withScratch([k * width, Math.max(n, qc) * width], ([tau, work]) => {
    for (let b = 0; b < batch; b += 1) {
      const matrix = a + b * m * n * 8 * width;
      if (!blocked || kernels.qrBlocked(matrix, m, n, tau!) !== 0) qr(matrix, m, n, tau!, work!);
      if (q !== undefined) {
        const target = q + b * m * qc * 8 * width;
        if (!blocked || kernels.qrQBlocked(matrix, m, n, tau!, target, qc) !== 0)
          qrQ(matrix, m, n, tau!, target, qc, work!);
      }
      if (r !== undefined) {
        // Row i of R: zeros left of the diagonal, then the factor's row from the diagonal on (zero past m).
        const source = f64(matrix, m * n * width);
        const target = f64(r + b * rr * n * 8 * width, rr * n * width);
        target.fill(0);
        for (let i = 0; i < Math.min(rr, m, n); i += 1)
          target.set(source.subarray((i * n + i) * width, (i + 1) * n * width), (i * n + i) * width);
      }
    }
  });
}

/**
 * The symmetric eigenproblem of `batch` n×n matrices at `a` (overwritten: the eigenvectors as
 * columns where `vectors`), reading the lower triangle (or the upper one): eigenvalues ascending at `w`.
 */
export function runEigh(
  where: string,
  a: number,
  batch: number,
  n: number,
  lower: boolean,
  w: number,
  vectors = true,
): void {
  const kernels = orthogonalKernels();
  withScratch([n], ([e]) => {
    for (let b = 0; b < batch; b += 1) {
      const matrix = a + b * n * n * 8;
      const values = f64(matrix, n * n);
      let scale = 0;
      for (let i = 0; i < n && !Number.isNaN(scale); i += 1)
        for (let j = 0; j < n; j += 1) {
          if (lower ? j > i : j < i) continue;
          const x = Math.abs(values[i * n + j]!);
          if (!(x <= Number.MAX_VALUE)) {
            scale = Number.NaN;
            break;
          }
          if (x > scale) scale = x;
        }
      const out = f64(w + b * n * 8, n);
      if (Number.isNaN(scale)) {
        values.fill(Number.NaN);
        out.fill(Number.NaN);
        continue;
      }
      if (scale !== 0 && scale !== 1) for (let index = 0; index < n * n; index += 1) values[index]! /= scale;
      const status = kernels.eigh(matrix, n, lower ? 1 : 0, w + b * n * 8, e!, vectors ? 1 : 0, EIGH_CAP);
      if (status === 2)
        throw new RangeError(
          `${where}: no memory for the ${n}×${n} eigensolver's scratch (${8 * (n * n + 3 * n)} bytes).`,
        );
      if (status !== 0)
        throw new LinAlgError(
          `${where}: the eigenvalues did not converge (${EIGH_CAP} QL iterations for one of them).`,
        );
      if (scale !== 0 && scale !== 1) {
        const scaled = f64(w + b * n * 8, n);
        for (let index = 0; index < n; index += 1) scaled[index]! *= scale;
      }
    }
  });
}

/**
 * The Hermitian eigenproblem of `batch` complex128 n×n matrices at `a` (overwritten: the
 * eigenvectors as columns), reading the lower triangle (or the upper one): eigenvalues ascending
 * (real, float64) at `w`. Scaled to max |a| = 1 first, as the real one.
 */
export function runEighComplex(where: string, a: number, batch: number, n: number, lower: boolean, w: number): void {
  const kernels = orthogonalKernels();
  withScratch([2 * n * n, n * n, 6 * n], ([z, t, work]) => {
    for (let b = 0; b < batch; b += 1) {
      const matrix = a + b * n * n * 16;
      const values = f64(matrix, 2 * n * n);
      // max |re|, |im| over the triangle read (NaN where one is not finite).
      let big = 0;
      for (let i = 0; i < n && !Number.isNaN(big); i += 1)
        for (let j = lower ? 0 : i; j <= (lower ? i : n - 1); j += 1) {
          const x = Math.max(Math.abs(values[2 * (i * n + j)]!), Math.abs(values[2 * (i * n + j) + 1]!));
          if (!(x <= Number.MAX_VALUE)) {
            big = Number.NaN;
            break;
          }
          if (x > big) big = x;
        }
      const out = f64(w + b * n * 8, n);
      if (Number.isNaN(big)) {
        values.fill(Number.NaN);
        out.fill(Number.NaN);
        continue;
      }
      const scale = big === 0 ? 1 : 2 ** Math.round(Math.log2(big));
      if (scale !== 1) for (let index = 0; index < values.length; index += 1) values[index]! /= scale;
      const status = kernels.eighComplex(matrix, n, lower ? 1 : 0, w + b * n * 8, z!, t!, work!, EIGH_CAP);
      if (status === 2)
        throw new RangeError(
          `${where}: no memory for the ${n}×${n} eigensolver's scratch (${8 * (n * n + 3 * n)} bytes).`,
        );
      if (status !== 0)
        throw new LinAlgError(
          `${where}: the eigenvalues did not converge (${EIGH_CAP} QL iterations for one of them).`,
        );
      if (scale !== 1) {
        const scaled = f64(w + b * n * 8, n);
        for (let index = 0; index < n; index += 1) scaled[index]! *= scale;
      }
    }
  });
}

/**
 * Singular values alone of a real matrix at least this many times as long as it is wide go
 * through a blocked QR first, as LAPACK's dgesdd does from 11/6: the values of its min(m, n)-square
 * R are the matrix's, and bidiagonalising R costs 8k³/3 flops where the matrix's takes 4k²l − 4k³/3
 * (l = max(m, n)). Measured (CPU time, linalg.svdvals before and after, load 12): 1.0× at 410×256,
 * 1.25× at 512×256, 1.7× at 1024×256 and 256×1024, 1.8× at 2048×128.
 */
export const SVD_QR_FROM = 1.8;

/** The smallest matrices whose singular values go through a QR first: 32 wide and 64² in all, where it pays. */
const SVD_QR_SIZE = { columns: 32, elements: 64 * 64 } as const;

/** Whether the singular values alone of a real m×n matrix go through a QR first. */
export const svdThroughQr = (m: number, n: number): boolean =>
  Math.max(m, n) >= SVD_QR_FROM * Math.min(m, n) &&
  Math.min(m, n) >= SVD_QR_SIZE.columns &&
  m * n >= SVD_QR_SIZE.elements;

/**
 * R (k×k, zero below the diagonal) of the QR of Gᵀ (l×k) for the k×l row-major `g`, written over
 * g's first k·k entries: G's singular values are R's. `gt` (l·k), `tau` and `work` (k): scratch.
 */
function squareBy(g: number, k: number, l: number, gt: number, tau: number, work: number): void {
  const kernels = orthogonalKernels();
  const rows = f64(g, k * l);
  const columns = f64(gt, l * k);
  for (let i = 0; i < k; i += 1) for (let j = 0; j < l; j += 1) columns[j * k + i] = rows[i * l + j]!;
  if (kernels.qrBlocked(gt, l, k, tau) !== 0) kernels.qr(gt, l, k, tau, work);
  const factor = f64(gt, l * k);
  const square = f64(g, k * k);
  for (let i = 0; i < k; i += 1) for (let j = 0; j < k; j += 1) square[i * k + j] = j >= i ? factor[i * k + j]! : 0;
}

/** Where runSvd writes: the singular values, and U (m×uc) and Vh (vr×n) where `want`. */
export interface SvdTargets {
  readonly s: number;
  readonly u?: number;
  readonly vh?: number;
  /** full_matrices: U is m×m and Vh n×n; otherwise m×k and k×n. */
  readonly full: boolean;
}

/**
 * The SVD of `batch` m×n matrices at `a` (read only; complex128 where `complex`): singular values
 * descending (float64), U and Vh where asked, of G = Aᵀ (tall) or A (wide), so that the longer
 * side is the rows' length: Golub–Kahan bidiagonalisation and implicit-shift QR (float64), one-sided
 * Jacobi (complex128). The kernel gives W·G = S·Ut with W unitary, so
 * G = Wᴴ·S·Ut: tall (G = Aᵀ) U = Utᵀ and Vh = conj(W); wide (G = A) U = Wᴴ and Vh = Ut.
 */
export function runSvd(
  where: string,
  a: number,
  batch: number,
  m: number,
  n: number,
  targets: SvdTargets,
  complex = false,
): void {
  const kernels = orthogonalKernels();
  const svd = complex ? kernels.svdComplex : kernels.svd;
  const width = complex ? 2 : 1;
  const r = Math.min(m, n);
  const length = Math.max(m, n);
  const tall = m >= n;
  const want = targets.u !== undefined && targets.vh !== undefined;
  const urows = want ? (targets.full ? length : r) : 0;
  const uc = targets.full ? m : r;
  const vr = targets.full ? n : r;
  const square = !complex && !want && svdThroughQr(m, n);
  const extra = square ? [length * r, r, r] : [];
  withScratch([r * length * width, urows * length * width, r * r * width, r, ...extra], ([g, ut, vt, order, ...qr]) => {
    for (let b = 0; b < batch; b += 1) {
      const source = f64(a + b * m * n * 8 * width, m * n * width);
      const scale = maxAbs(source);
      const s = targets.s + b * r * 8;
      if (Number.isNaN(scale)) {
        f64(s, r).fill(Number.NaN);
        if (want) {
          f64(targets.u! + b * m * uc * 8 * width, m * uc * width).fill(Number.NaN);
          f64(targets.vh! + b * vr * n * 8 * width, vr * n * width).fill(Number.NaN);
        }
        continue;
      }
      scaledRows(source, f64(g!, r * length * width), m, n, width, scale !== 0 && scale !== 1 ? scale : 1);
      const cap = complex ? JACOBI_SWEEPS : SVD_STEPS;
      if (square) squareBy(g!, r, length, qr[0]!, qr[1]!, qr[2]!);
      const status = svd(g!, r, square ? r : length, s, ut!, urows, vt!, want ? 1 : 0, cap, order!);
      if (status === 1)
        throw new LinAlgError(
          complex
            ? `${where}: the SVD did not converge (${JACOBI_SWEEPS} Jacobi sweeps).`
            : `${where}: the SVD did not converge (${SVD_STEPS}·${r}² QR steps, LAPACK's dbdsqr limit).`,
        );
      if (status === 3)
        throw new RangeError(`${where}: no memory for the ${m}×${n} SVD's scratch (${8 * (7 * r + length)} bytes).`);
      if (status !== 0) throw new LinAlgError(`${where}: the SVD could not complete an orthonormal basis.`);
      if (scale !== 0 && scale !== 1) {
        const values = f64(s, r);
        for (let index = 0; index < r; index += 1) values[index]! *= scale;
      }
      if (!want) continue;
      const us = f64(ut!, urows * length * width);
      const vs = f64(vt!, r * r * width);
      const u = f64(targets.u! + b * m * uc * 8 * width, m * uc * width);
      const vh = f64(targets.vh! + b * vr * n * 8 * width, vr * n * width);
      // The imaginary parts of W are conjugated (negated) where W appears conjugated.
      const conjugate = (part: number): number => (part === 1 ? -1 : 1);
      if (tall) {
        // U = Utᵀ (m×uc), Vh = conj(W) (n×n)
        for (let i = 0; i < m; i += 1)
          for (let j = 0; j < uc; j += 1)
            for (let part = 0; part < width; part += 1)
              u[(i * uc + j) * width + part] = us[(j * m + i) * width + part]!;
        for (let index = 0; index < vs.length; index += 1)
          vh[index] = complex && index % 2 === 1 ? -vs[index]! : vs[index]!;
      } else {
        // U = Wᴴ (m×m), Vh = Ut (vr×n)
        for (let i = 0; i < m; i += 1)
          for (let j = 0; j < m; j += 1)
            for (let part = 0; part < width; part += 1)
              u[(i * m + j) * width + part] = conjugate(part) * vs[(j * m + i) * width + part]!;
        vh.set(us.subarray(0, vr * n * width));
      }
    }
  });
}
