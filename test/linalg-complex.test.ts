// The orthogonal family's complex input: qr (LAPACK's convention, so Q and R equal NumPy's to
// rounding), eigh/eigvalsh (eigenvalues against NumPy's, eigenvectors by residual and
// orthonormality, up to phase; only the UPLO triangle read), svd (U·S·Vh = A, unitary factors,
// singular values against NumPy's), svdvals, pinv, cond, matrixRank and lstsq against NumPy;
// complex64 and complex128, batched; test/fixtures/linalg-complex.json from
// scripts/linalg_complex_oracle.py. polyfit refuses complex input by name.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, type NDArray, linalg, polyfit } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/linalg-complex.json', import.meta.url), 'utf8')) as {
  qr: { shape: number[]; a: number[]; reduced: { Q: number[]; R: number[] }; complete: { Q: number[]; R: number[] } }[];
  eigh: { shape: number[]; lower: number[]; upper: number[]; w: number[] }[];
  svd: { shape: number[]; a: number[]; s: number[]; cond: number[]; rank: number[]; pinv: number[] }[];
  lstsq: { m: number; n: number; a: number[]; b: number[]; x: number[]; residuals: number[]; rank: number }[];
};
const EPS = 2 ** -52;
type C = [number, number];
const pairs = (flat: ArrayLike<number>): C[] =>
  Array.from({ length: flat.length / 2 }, (_, k) => [flat[2 * k]!, flat[2 * k + 1]!]);
const bases: NDArray[] = [];
/** A complex array of `shape` from interleaved values (its flat base freed after each test). */
const complexArray = (flat: number[], shape: number[], dtype: 'complex64' | 'complex128' = 'complex128'): NDArray => {
  const base = array(
    pairs(flat).map(([re, im]) => ({ re, im })),
    dtype,
  );
  bases.push(base);
  return base.reshape(shape);
};
const values = (x: NDArray): number[] => Array.from(x.toTypedArray() as ArrayLike<number>, Number);
const maxDiff = (a: number[], b: number[]): number => a.reduce((big, x, i) => Math.max(big, Math.abs(x - b[i]!)), 0);

let before = undisposed();
beforeEach(() => {
  before = undisposed();
});
afterEach(() => {
  for (const base of bases.splice(0)) base.dispose();
  expect(undisposed()).toEqual(before);
});

describe('linalg.qr of complex matrices against NumPy (zgeqrf/zungqr)', () => {
  for (const entry of fixture.qr) {
    it(`${entry.shape.join('×')}: reduced, complete and r`, () => {
      const a = complexArray(entry.a, entry.shape);
      const n = Math.max(...entry.shape.slice(-2));
      for (const mode of ['reduced', 'complete'] as const) {
        const { Q, R } = linalg.qr(a, mode);
        expect([Q.dtype, R.dtype]).toEqual(['complex128', 'complex128']);
        expect(maxDiff(values(Q), entry[mode].Q)).toBeLessThan(10 * n * EPS);
        expect(maxDiff(values(R), entry[mode].R)).toBeLessThan(10 * n * EPS * 4);
        Q.dispose();
        R.dispose();
      }
      const r = linalg.qr(a, 'r');
      expect(maxDiff(values(r), entry.reduced.R)).toBeLessThan(10 * n * EPS * 4);
      const narrow = complexArray(entry.a, entry.shape, 'complex64');
      const { Q, R } = linalg.qr(narrow);
      expect([Q.dtype, R.dtype]).toEqual(['complex64', 'complex64']);
      expect(maxDiff(values(Q), entry.reduced.Q)).toBeLessThan(10 * n * 2 ** -23);
      for (const each of [a, r, narrow, Q, R]) each.dispose();
    });
  }
});

describe('linalg.eigh and eigvalsh of Hermitian matrices against NumPy (zheevd)', () => {
  for (const entry of fixture.eigh) {
    it(`${entry.shape.join('×')}: eigenvalues, residual and orthonormality, UPLO L and U`, () => {
      const n = entry.shape[entry.shape.length - 1]!;
      const count = entry.w.length / n;
      const scale = Math.max(1, ...entry.w.map(Math.abs));
      for (const [uplo, flat] of [
        ['L', entry.lower],
        ['U', entry.upper],
      ] as const) {
        const a = complexArray(flat, entry.shape);
        const { eigenvalues, eigenvectors } = linalg.eigh(a, uplo);
        expect([eigenvalues.dtype, eigenvectors.dtype]).toEqual(['float64', 'complex128']);
        const w = values(eigenvalues);
        expect(maxDiff(w, entry.w) / scale).toBeLessThan(10 * n * EPS);
        const only = linalg.eigvalsh(a, { UPLO: uplo });
        expect(values(only)).toEqual(w);
        // The Hermitian matrix the triangle describes.
        const source = pairs(flat);
        const v = pairs(values(eigenvectors));
        for (let b = 0; b < count; b += 1) {
          const h = (i: number, j: number): C => {
            const read = uplo === 'L' ? i >= j : i <= j;
            const [re, im] = source[b * n * n + (read ? i * n + j : j * n + i)]!;
            return i === j ? [re, 0] : read ? [re, im] : [re, -im];
          };
          let residual = 0;
          let orthogonality = 0;
          for (let k = 0; k < n; k += 1) {
            for (let i = 0; i < n; i += 1) {
              let re = 0;
              let im = 0;
              for (let j = 0; j < n; j += 1) {
                const [ar, ai] = h(i, j);
                const [vr, vi] = v[b * n * n + j * n + k]!;
                re += ar * vr - ai * vi;
                im += ar * vi + ai * vr;
              }
              const [vr, vi] = v[b * n * n + i * n + k]!;
              residual = Math.max(residual, Math.hypot(re - w[b * n + k]! * vr, im - w[b * n + k]! * vi));
            }
            for (let l = 0; l < n; l += 1) {
              let re = 0;
              let im = 0;
              for (let i = 0; i < n; i += 1) {
                const [xr, xi] = v[b * n * n + i * n + k]!;
                const [yr, yi] = v[b * n * n + i * n + l]!;
                re += xr * yr + xi * yi;
                im += xr * yi - xi * yr;
              }
              orthogonality = Math.max(orthogonality, Math.hypot(re - (k === l ? 1 : 0), im));
            }
          }
          expect(residual / (scale * EPS)).toBeLessThan(10 * n);
          expect(orthogonality / EPS).toBeLessThan(10 * n);
        }
        for (const each of [a, eigenvalues, eigenvectors, only]) each.dispose();
      }
    });
  }

  it('complex64 gives float32 eigenvalues and complex64 eigenvectors', () => {
    const a = array(
      [
        [2, { re: 0, im: 1 }],
        [{ re: 0, im: -1 }, 2],
      ],
      'complex64',
    );
    const { eigenvalues, eigenvectors } = linalg.eigh(a);
    expect([eigenvalues.dtype, eigenvectors.dtype]).toEqual(['float32', 'complex64']);
    expect(eigenvalues.toArray()).toEqual([1, 3]);
    for (const each of [a, eigenvalues, eigenvectors]) each.dispose();
  });

  it('NaN in the triangle read gives NaN results; NaN in the other one is ignored', () => {
    const bad = array(
      [
        [1, 0],
        [{ re: Number.NaN, im: 0 }, 1],
      ],
      'complex128',
    );
    const w = linalg.eigvalsh(bad);
    expect(values(w).every(Number.isNaN)).toBe(true);
    const ignored = linalg.eigvalsh(bad, 'U');
    expect(values(ignored)).toEqual([1, 1]);
    for (const each of [bad, w, ignored]) each.dispose();
  });
});

describe('linalg.svd and what builds on it, of complex matrices, against NumPy (zgesdd)', () => {
  for (const entry of fixture.svd) {
    it(`${entry.shape.join('×')}: singular values, U·S·Vh = A, unitary U and Vh, pinv, cond, matrixRank`, () => {
      const a = complexArray(entry.a, entry.shape);
      const [m, n] = entry.shape.slice(-2) as [number, number];
      const k = Math.min(m, n);
      const count = entry.s.length / k;
      const scale = Math.max(...entry.s);
      const source = pairs(entry.a);
      for (const full of [true, false]) {
        const { U, S, Vh } = linalg.svd(a, full);
        expect([U.dtype, S.dtype, Vh.dtype]).toEqual(['complex128', 'float64', 'complex128']);
        expect(maxDiff(values(S), entry.s) / scale).toBeLessThan(10 * Math.max(m, n) * EPS);
        const uc = U.shape[U.shape.length - 1]!;
        const vr = Vh.shape[Vh.shape.length - 2]!;
        const u = pairs(values(U));
        const vh = pairs(values(Vh));
        const s = values(S);
        for (let b = 0; b < count; b += 1) {
          let error = 0;
          for (let i = 0; i < m; i += 1)
            for (let j = 0; j < n; j += 1) {
              let re = 0;
              let im = 0;
              for (let p = 0; p < k; p += 1) {
                const [ur, ui] = u[b * m * uc + i * uc + p]!;
                const [vr_, vi] = vh[b * vr * n + p * n + j]!;
                re += s[b * k + p]! * (ur * vr_ - ui * vi);
                im += s[b * k + p]! * (ur * vi + ui * vr_);
              }
              const [ar, ai] = source[b * m * n + i * n + j]!;
              error = Math.max(error, Math.hypot(re - ar, im - ai));
            }
          expect(error / (scale * EPS)).toBeLessThan(10 * Math.max(m, n));
          // Uᴴ U = I and Vh Vhᴴ = I.
          for (const [rows, columns, at] of [
            [m, uc, (i: number, p: number) => u[b * m * uc + i * uc + p]!],
            [n, vr, (i: number, p: number) => vh[b * vr * n + p * n + i]!],
          ] as const) {
            let worst = 0;
            for (let p = 0; p < columns; p += 1)
              for (let q = 0; q < columns; q += 1) {
                let re = 0;
                let im = 0;
                for (let i = 0; i < rows; i += 1) {
                  const [xr, xi] = at(i, p);
                  const [yr, yi] = at(i, q);
                  re += xr * yr + xi * yi;
                  im += xr * yi - xi * yr;
                }
                worst = Math.max(worst, Math.hypot(re - (p === q ? 1 : 0), im));
              }
            expect(worst / EPS).toBeLessThan(10 * Math.max(m, n));
          }
        }
        for (const each of [U, S, Vh]) each.dispose();
      }
      const s = linalg.svdvals(a);
      const p = linalg.pinv(a);
      const c = linalg.cond(a);
      const r = linalg.matrixRank(a);
      expect([s.dtype, p.dtype, c.dtype, r.dtype]).toEqual(['float64', 'complex128', 'float64', 'int32']);
      expect(maxDiff(values(s), entry.s) / scale).toBeLessThan(10 * Math.max(m, n) * EPS);
      const pinvScale = Math.max(...values(p).map(Math.abs));
      const condition = Math.max(...entry.cond.filter(Number.isFinite), 1);
      expect(maxDiff(values(p), entry.pinv) / pinvScale).toBeLessThan(
        10 * Math.max(m, n) * EPS * Math.min(condition, 1e8),
      );
      if (entry.rank.every((rank) => rank === k))
        values(c).forEach((x, i) => expect(Math.abs(x - entry.cond[i]!) / entry.cond[i]!).toBeLessThan(1e-12));
      expect(values(r)).toEqual(entry.rank);
      for (const each of [a, s, p, c, r]) each.dispose();
    });
  }

  for (const entry of fixture.lstsq) {
    it(`lstsq ${entry.m}×${entry.n} with two right-hand sides`, () => {
      const a = complexArray(entry.a, [entry.m, entry.n]);
      const b = complexArray(entry.b, [entry.m, 2]);
      const { x, residuals, rank, s } = linalg.lstsq(a, b);
      expect([x.dtype, residuals.dtype, rank.dtype, s.dtype]).toEqual(['complex128', 'float64', 'int32', 'float64']);
      expect(maxDiff(values(x), entry.x)).toBeLessThan(1e-12);
      expect(maxDiff(values(residuals), entry.residuals)).toBeLessThan(1e-12);
      expect(rank.item()).toBe(entry.rank);
      for (const each of [a, b, x, residuals, rank, s]) each.dispose();
    });
  }

  it('promotes a complex64 matrix with a float32 right-hand side to complex64, as JAX', () => {
    const a = array(
      [
        [1, { re: 0, im: 1 }],
        [0, 1],
      ],
      'complex64',
    );
    const b = array([1, 2], 'float32');
    const { x, residuals, rank, s } = linalg.lstsq(a, b);
    expect([x.dtype, residuals.dtype, s.dtype]).toEqual(['complex64', 'float32', 'float32']);
    const p = linalg.pinv(a);
    expect(p.dtype).toBe('complex64');
    for (const each of [a, b, x, residuals, rank, s, p]) each.dispose();
  });
});

describe('polyfit', () => {
  it('refuses complex input by name (real fits only, for now)', () => {
    const x = array([0, 1, 2], 'complex64');
    const y = array([1, 2, 3], 'float32');
    expect(() => polyfit(x, y, 1)).toThrow(/^polyfit: complex64 input is not supported yet/);
    x.dispose();
    y.dispose();
  });
});
