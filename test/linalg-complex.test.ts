// The orthogonal family's complex input: qr (LAPACK's convention, so Q and R equal NumPy's to
// rounding) and eigh/eigvalsh (eigenvalues against NumPy's, eigenvectors by residual and
// orthonormality, up to phase), complex64 and complex128, batched, only the UPLO triangle read;
// test/fixtures/linalg-complex.json from scripts/linalg_complex_oracle.py. The SVD's family still
// refuses complex input by name.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, type NDArray, linalg } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/linalg-complex.json', import.meta.url), 'utf8')) as {
  qr: { shape: number[]; a: number[]; reduced: { Q: number[]; R: number[] }; complete: { Q: number[]; R: number[] } }[];
  eigh: { shape: number[]; lower: number[]; upper: number[]; w: number[] }[];
};
const EPS = 2 ** -52;
type C = [number, number];
const pairs = (flat: ArrayLike<number>): C[] =>
  Array.from({ length: flat.length / 2 }, (_, k) => [flat[2 * k]!, flat[2 * k + 1]!]);
const complexArray = (flat: number[], shape: number[], dtype: 'complex64' | 'complex128' = 'complex128'): NDArray =>
  array(
    pairs(flat).map(([re, im]) => ({ re, im })),
    dtype,
  ).reshape(shape);
const values = (x: NDArray): number[] => Array.from(x.toTypedArray() as ArrayLike<number>, Number);
const maxDiff = (a: number[], b: number[]): number => a.reduce((big, x, i) => Math.max(big, Math.abs(x - b[i]!)), 0);

let before = 0;
beforeEach(() => {
  before = undisposed().count;
});
afterEach(() => {
  expect(undisposed().count).toBe(before);
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

describe('the SVD family', () => {
  it('still refuses complex input by name', () => {
    const a = array(
      [
        [1, { re: 0, im: 1 }],
        [0, 1],
      ],
      'complex64',
    );
    for (const name of ['svd', 'svdvals', 'pinv', 'matrixRank', 'cond', 'lstsq'] as const) {
      const call = () => (linalg[name] as (...args: unknown[]) => unknown)(a, ...(name === 'lstsq' ? [a] : []));
      expect(call).toThrow(new RegExp(`^linalg\\.${name}: complex64 input is not supported yet`));
    }
    a.dispose();
  });
});
