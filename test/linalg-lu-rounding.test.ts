// The blocked LU and Cholesky kernels (asm/linalg-lu.ts) round exactly as their loop forms: every
// entry takes its terms one at a time in order of k (x − l·u, no fused multiply-add), whatever the
// tiling (tile4's four-row tiles, the rank-IB sub-panels, the product's micro-kernel past a block).
// So a change of tiling that only makes them faster keeps their bits: checked here against the
// right-looking LU (GVL Algorithm 3.4.1, multipliers a·(1/pivot)) and Cholesky–Crout, in JavaScript
// with every step rounded to the dtype, on sizes around the tiles' and blocks' edges.
import { describe, expect, it } from 'vitest';
import { array, linalg } from '../src/index.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { luKernels } from '../src/kernels/linalg-lu.js';

type Real = 'float32' | 'float64';
const rounder = (dtype: Real): ((x: number) => number) => (dtype === 'float32' ? Math.fround : (x) => x);

/** Seeded entries in (−0.5, 0.5), none zero (so no skipped zero multiplier changes a signed zero). */
function entries(seed: number, count: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = (state + 0.5) / 4294967296 - 0.5;
  }
  return out;
}

/** P·A = L·U in place, right-looking, each step rounded by `r`; the pivot the first NaN, else the first largest |a|. */
function luLoop(a: Float64Array, n: number, r: (x: number) => number): Int32Array {
  const pivots = new Int32Array(n);
  for (let k = 0; k < n; k += 1) {
    let p = k;
    for (let i = k; i < n; i += 1)
      if (Number.isNaN(a[i * n + k]!)) {
        p = i;
        break;
      } else if (Math.abs(a[i * n + k]!) > Math.abs(a[p * n + k]!)) p = i;
    pivots[k] = p;
    for (let j = 0; j < n; j += 1) [a[k * n + j], a[p * n + j]] = [a[p * n + j]!, a[k * n + j]!];
    const inverse = r(1 / a[k * n + k]!);
    for (let i = k + 1; i < n; i += 1) {
      const l = (a[i * n + k] = r(a[i * n + k]! * inverse));
      for (let j = k + 1; j < n; j += 1) a[i * n + j] = r(a[i * n + j]! - r(l * a[k * n + j]!));
    }
  }
  return pivots;
}

/** L with L·Lᵀ = A (lower triangle read), Cholesky–Crout, each step rounded by `r`; zeros above. */
function choleskyLoop(a: Float64Array, n: number, r: (x: number) => number): Float64Array {
  const l = new Float64Array(n * n);
  const inverses = new Float64Array(n);
  for (let j = 0; j < n; j += 1)
    for (let i = j; i < n; i += 1) {
      let sum = a[i * n + j]!;
      for (let m = 0; m < j; m += 1) sum = r(sum - r(l[i * n + m]! * l[j * n + m]!));
      if (i === j) {
        l[i * n + i] = r(Math.sqrt(sum));
        inverses[j] = r(1 / l[i * n + i]!);
      } else l[i * n + j] = r(sum * inverses[j]!);
    }
  return l;
}

const sizes = [1, 3, 4, 5, 8, 9, 13, 16, 17, 31, 33, 63, 64, 65, 67, 100, 129, 150];

describe('LU and Cholesky kernels: bit for bit the loop forms', () => {
  for (const dtype of ['float64', 'float32'] as const)
    it(`LU factors and pivots, ${dtype}`, () => {
      const r = rounder(dtype);
      const kernels = luKernels(dtype);
      const size = dtype === 'float32' ? 4 : 8;
      for (const n of sizes) {
        const values = entries(100 + n, n * n).map(r);
        const matrix = allocBytes(n * n * size);
        const pivots = allocBytes(n * 4);
        try {
          const view = dtype === 'float32' ? Float32Array : Float64Array;
          new view(memory().buffer, matrix, n * n).set(values);
          expect(kernels.lu(matrix, n, pivots)).toBe(-1);
          const expected = values.slice();
          const expectedPivots = luLoop(expected, n, r);
          expect(Array.from(new Int32Array(memory().buffer, pivots, n)), `pivots, n = ${n}`).toEqual(
            Array.from(expectedPivots),
          );
          const factors = Float64Array.from(new view(memory().buffer, matrix, n * n));
          expect(new Uint8Array(factors.buffer), `factors, n = ${n}`).toEqual(new Uint8Array(expected.buffer));
        } finally {
          freeBytes(matrix);
          freeBytes(pivots);
        }
      }
    });

  // The kernel finds a column's largest magnitude in the pass that updates it, then its first index:
  // ties (small integers) and NaN (taken at once) placed in and past the first sub-panels and blocks.
  for (const dtype of ['float64', 'float32'] as const)
    it(`LU pivots: the first of equal magnitudes, the first NaN, ${dtype}`, () => {
      const r = rounder(dtype);
      const kernels = luKernels(dtype);
      const size = dtype === 'float32' ? 4 : 8;
      const view = dtype === 'float32' ? Float32Array : Float64Array;
      const cases: [number, Float64Array][] = [];
      for (const n of [9, 17, 64, 65, 100])
        cases.push([n, entries(700 + n, n * n).map((x) => [-2, -1, 1, 2][Math.floor((x + 0.5) * 4)]!)]);
      for (const [n, row, column] of [
        [16, 3, 0],
        [64, 40, 5],
        [64, 9, 12],
        [65, 70 % 65, 63],
        [100, 90, 70],
      ] as const) {
        const values = entries(900 + n, n * n).map(r);
        values[row * n + column] = Number.NaN;
        cases.push([n, values]);
      }
      for (const [n, values] of cases) {
        const matrix = allocBytes(n * n * size);
        const pivots = allocBytes(n * 4);
        try {
          new view(memory().buffer, matrix, n * n).set(values);
          kernels.lu(matrix, n, pivots);
          const expectedPivots = luLoop(values.slice(), n, r);
          expect(Array.from(new Int32Array(memory().buffer, pivots, n)), `pivots, n = ${n}`).toEqual(
            Array.from(expectedPivots),
          );
        } finally {
          freeBytes(matrix);
          freeBytes(pivots);
        }
      }
    });

  // det runs in one kernel call for a batch (LU, then sign · Π diagonal in float64, rounded once):
  // the same numbers as that product taken in JavaScript from the LU kernel's factors.
  for (const dtype of ['float64', 'float32'] as const)
    it(`det: the interchanges' sign times U's diagonal, ${dtype}`, () => {
      const r = rounder(dtype);
      const kernels = luKernels(dtype);
      const size = dtype === 'float32' ? 4 : 8;
      const view = dtype === 'float32' ? Float32Array : Float64Array;
      for (const n of [1, 2, 5, 8, 17, 64, 65, 100]) {
        const count = 3;
        const values = entries(1100 + n, count * n * n).map((x) => r(4 * x));
        for (let j = 0; j < n; j += 1) values[2 * n * n + (n - 1) * n + j] = 0; // the third is singular
        using a = array(view.from(values), dtype).reshape([count, n, n]);
        using d = linalg.det(a);
        const expected = new view(count);
        const matrix = allocBytes(n * n * size);
        const pivots = allocBytes(n * 4);
        try {
          for (let b = 0; b < count; b += 1) {
            new view(memory().buffer, matrix, n * n).set(values.subarray(b * n * n, (b + 1) * n * n));
            kernels.lu(matrix, n, pivots);
            const factors = new view(memory().buffer, matrix, n * n);
            const order = new Int32Array(memory().buffer, pivots, n);
            let product = 1;
            for (let k = 0; k < n; k += 1) if (order[k] !== k) product = -product;
            for (let k = 0; k < n; k += 1) product *= factors[k * n + k]!;
            expected[b] = product + 0;
          }
        } finally {
          freeBytes(matrix);
          freeBytes(pivots);
        }
        expect(Array.from(d.toTypedArray() as Float32Array | Float64Array), `n = ${n}`).toEqual(Array.from(expected));
        expect(Object.is((d.toTypedArray() as Float32Array | Float64Array)[2], 0), `n = ${n}: singular, +0`).toBe(true);
      }
    });

  for (const dtype of ['float64', 'float32'] as const)
    it(`Cholesky factor, ${dtype}`, () => {
      const r = rounder(dtype);
      for (const n of sizes) {
        // M·Mᵀ / n + I: positive definite, every step of the factorisation finite and nonzero.
        const m = entries(300 + n, n * n);
        const values = new Float64Array(n * n);
        for (let i = 0; i < n; i += 1)
          for (let j = 0; j <= i; j += 1) {
            let sum = i === j ? 1 : 0;
            for (let k = 0; k < n; k += 1) sum += (m[i * n + k]! * m[j * n + k]!) / n;
            values[i * n + j] = values[j * n + i] = r(sum);
          }
        using a = array(dtype === 'float32' ? Float32Array.from(values) : values, dtype).reshape([n, n]);
        using l = linalg.cholesky(a);
        const ours = Float64Array.from(l.toTypedArray() as Float32Array | Float64Array);
        expect(new Uint8Array(ours.buffer), `n = ${n}`).toEqual(new Uint8Array(choleskyLoop(values, n, r).buffer));
      }
    });
});
