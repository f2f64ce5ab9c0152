// The blocked Hessenberg reduction (asm/linalg-hessenberg-blocked.ts: dgehrd with dlahr2's panels,
// the trailing updates and Z's on the products' micro-kernel). The kernel is called directly with
// small panels around their multiples and at eig's own constants: H upper Hessenberg (exact zeros
// below the subdiagonal), ZᵀZ = I and Zᵀ·A·Z = H within 10·n·ε (‖A‖_max), H's eigenvalues the
// unblocked reduction's. linalg.eig and eigvals are checked past the crossover: the residual
// ‖A·V − V·Λ‖/(‖A‖·‖V‖·ε) ≤ 10·n, float32 as float64 rounded once, batched, NaN input.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { array, linalg, type NDArray, setThreads } from '../src/index.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { exportOf } from '../src/kernels/instance.js';
import { setProductScratch } from '../src/kernels/products.js';
import { undisposed } from '../src/memory/memory.js';

const EPS = 2 ** -52;

/** asm/linalg-eig.ts's constants, read from its source (a drift fails here). */
function constant(name: string): number {
  const source = readFileSync(new URL('../asm/linalg-eig.ts', import.meta.url), 'utf8');
  const found = new RegExp(`const ${name} = (\\d+);`).exec(source);
  if (found === null) throw new Error(`asm/linalg-eig.ts has no ${name}`);
  return Number(found[1]);
}
const NB = constant('HESSENBERG_NB');
const TAIL = constant('HESSENBERG_TAIL');

/** A seeded general n×n matrix, entries in [−0.5, 0.5) (an LCG, exact in float64). */
function general(seed: number, n: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(n * n);
  for (let i = 0; i < n * n; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state / 4294967296 - 0.5;
  }
  return out;
}

const view = (pointer: number, count: number): Float64Array => new Float64Array(memory().buffer, pointer, count);

/** H and Z of `values` (nb = 0: unblocked). */
function reduce(values: Float64Array, n: number, nb: number, tail: number): { h: Float64Array; z: Float64Array } {
  const a = allocBytes(n * n * 8);
  const z = allocBytes(n * n * 8);
  try {
    view(a, n * n).set(values);
    expect(exportOf('linalg_hessenberg_float64')(a, n, z, 1, nb, tail)).toBe(0);
    return { h: view(a, n * n).slice(), z: view(z, n * n).slice() };
  } finally {
    freeBytes(a);
    freeBytes(z);
  }
}

const maxAbs = (values: Float64Array): number => values.reduce((big, x) => Math.max(big, Math.abs(x)), 0);

/** ‖ZᵀZ − I‖_max/ε and ‖ZᵀAZ − H‖_max/(‖A‖_max·ε). */
function errors(values: Float64Array, n: number, h: Float64Array, z: Float64Array): [number, number] {
  let gram = 0;
  const az = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let k = 0; k < n; k += 1) {
      const x = values[i * n + k]!;
      for (let j = 0; j < n; j += 1) az[i * n + j]! += x * z[k * n + j]!;
    }
  let similar = 0;
  for (let p = 0; p < n; p += 1)
    for (let q = 0; q < n; q += 1) {
      let g = 0;
      let s = 0;
      for (let i = 0; i < n; i += 1) {
        g += z[i * n + p]! * z[i * n + q]!;
        s += z[i * n + p]! * az[i * n + q]!;
      }
      gram = Math.max(gram, Math.abs(g - (p === q ? 1 : 0)));
      similar = Math.max(similar, Math.abs(s - h[p * n + q]!));
    }
  return [gram / EPS, similar / (maxAbs(values) * EPS)];
}

/** The complex eigenvalues of a real n×n matrix through linalg.eigvals, as [re, im] pairs sorted. */
function eigenvaluesOf(values: Float64Array, n: number): [number, number][] {
  const base = array(Array.from(values), 'float64');
  const a = base.reshape([n, n]);
  const w = linalg.eigvals(a) as NDArray;
  const flat = Array.from(w.toTypedArray() as Float64Array);
  for (const each of [w, a, base]) each.dispose();
  const pairs = Array.from({ length: n }, (_, k): [number, number] => [flat[2 * k]!, flat[2 * k + 1]!]);
  return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

describe('the blocked Hessenberg reduction (kernel, small panels)', () => {
  const cases: [number, number, number][] = [];
  for (const [nb, tail] of [
    [4, 6],
    [8, 10],
  ] as const)
    for (const n of [tail + 1, tail + nb - 1, tail + nb, tail + nb + 1, tail + 2 * nb + 1, tail + 3 * nb - 1])
      cases.push([n, nb, tail]);
  cases.push([TAIL + 1, NB, TAIL], [TAIL + NB - 1, NB, TAIL], [TAIL + NB + 1, NB, TAIL]);
  for (const [n, nb, tail] of cases) {
    it(`n = ${n}, nb = ${nb}, tail = ${tail}: Hessenberg, ZᵀZ = I and ZᵀAZ = H within 10·n·ε`, () => {
      const values = general(n * 31 + nb, n);
      const { h, z } = reduce(values, n, nb, tail);
      for (let i = 0; i < n; i += 1) for (let j = 0; j < i - 1; j += 1) expect(h[i * n + j]).toBe(0);
      const [gram, similar] = errors(values, n, h, z);
      expect(gram).toBeLessThanOrEqual(10 * n);
      expect(similar).toBeLessThanOrEqual(10 * n);
      // Against the unblocked reduction: the same reflectors' signs, H close entrywise.
      const plain = reduce(values, n, 0, 0);
      let gap = 0;
      for (let i = 0; i < n * n; i += 1) gap = Math.max(gap, Math.abs(h[i]! - plain.h[i]!));
      expect(gap / (maxAbs(values) * EPS)).toBeLessThanOrEqual(1000 * n);
    });
  }
});

describe('the blocked reduction with NaN input', () => {
  for (const [row, column] of [
    [TAIL + NB, 0],
    [5, 3],
    [TAIL + NB, NB + 1],
  ] as const)
    it(`a NaN at (${row}, ${column}) reaches H (no zero below the subdiagonal hides it)`, () => {
      const n = TAIL + NB + 1;
      const values = general(3, n);
      values[row * n + column] = Number.NaN;
      const { h } = reduce(values, n, NB, TAIL);
      expect(h.some((x) => Number.isNaN(x))).toBe(true);
      const base = array(Array.from(values), 'float64');
      const a = base.reshape([n, n]);
      const w = linalg.eigvals(a) as NDArray;
      expect(Array.from(w.toTypedArray() as Float64Array).some((x) => Number.isNaN(x))).toBe(true);
      for (const each of [w, a, base]) each.dispose();
    });
});

describe('the blocked reduction without room for its scratch', () => {
  it('returns 2 with the matrix untouched', () => {
    const n = TAIL + NB + 1;
    const values = general(9, n);
    const scratch = allocBytes(1024);
    const a = allocBytes(n * n * 8);
    const z = allocBytes(n * n * 8);
    try {
      view(a, n * n).set(values);
      setProductScratch(scratch, 1024);
      try {
        expect(exportOf('linalg_hessenberg_float64')(a, n, z, 1, 8, 8)).toBe(2);
      } finally {
        setProductScratch(0, 0);
      }
      expect(view(a, n * n)).toEqual(values);
    } finally {
      freeBytes(a);
      freeBytes(z);
      freeBytes(scratch);
    }
  });
});

describe('linalg.eig and eigvals past the blocked crossover', () => {
  for (const n of [TAIL + 1, TAIL + NB + 1, 5 * NB + 3, 256]) {
    it(`${n}×${n}: residual ≤ 10·n, eigenvalues the unblocked reduction's, eigvals eig's, float32 rounded once`, () => {
      const before = undisposed();
      const values = general(n, n);
      const base = array(Array.from(values), 'float64');
      const a = base.reshape([n, n]);
      const { eigenvalues, eigenvectors } = linalg.eig(a) as { eigenvalues: NDArray; eigenvectors: NDArray };
      const w = eigenvalues.toTypedArray() as Float64Array;
      const v = eigenvectors.toTypedArray() as Float64Array;
      let worst = 0;
      for (let k = 0; k < n; k += 1) {
        let sum = 0;
        let norm = 0;
        for (let i = 0; i < n; i += 1) {
          let re = 0;
          let im = 0;
          for (let j = 0; j < n; j += 1) {
            re += values[i * n + j]! * v[(j * n + k) * 2]!;
            im += values[i * n + j]! * v[(j * n + k) * 2 + 1]!;
          }
          const vr = v[(i * n + k) * 2]!;
          const vi = v[(i * n + k) * 2 + 1]!;
          re -= w[2 * k]! * vr - w[2 * k + 1]! * vi;
          im -= w[2 * k]! * vi + w[2 * k + 1]! * vr;
          sum += re * re + im * im;
          norm += vr * vr + vi * vi;
        }
        worst = Math.max(worst, Math.sqrt(sum) / Math.sqrt(norm));
      }
      expect(worst / (maxAbs(values) * n * EPS)).toBeLessThanOrEqual(10 * n);
      const only = linalg.eigvals(a) as NDArray;
      expect(only.toTypedArray()).toEqual(w);
      // Against the unblocked reduction's H (its eigenvalues through the same eigvals: its
      // reflectors then all τ = 0): each within 20·n·ε·‖A‖·κ_k, κ_k = ‖x‖‖y‖/|yᵀx| from the left
      // eigenvector y (an eigenvector of Aᵀ) and ‖A‖ ≤ n·max|a_ij| (two backward-stable answers).
      const plain = eigenvaluesOf(reduce(values, n, 0, 0).h, n);
      const transposed = new Float64Array(n * n);
      for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) transposed[j * n + i] = values[i * n + j]!;
      const tBase = array(Array.from(transposed), 'float64');
      const tA = tBase.reshape([n, n]);
      const left = linalg.eig(tA) as { eigenvalues: NDArray; eigenvectors: NDArray };
      const lw = left.eigenvalues.toTypedArray() as Float64Array;
      const lv = left.eigenvectors.toTypedArray() as Float64Array;
      const bound = 20 * n * EPS * maxAbs(values) * n;
      for (let k = 0; k < n; k += 1) {
        const [re, im] = [w[2 * k]!, w[2 * k + 1]!];
        let nearest = 0;
        for (let q = 1; q < n; q += 1)
          if (
            Math.hypot(lw[2 * q]! - re, lw[2 * q + 1]! - im) <
            Math.hypot(lw[2 * nearest]! - re, lw[2 * nearest + 1]! - im)
          )
            nearest = q;
        let dr = 0;
        let di = 0;
        let xx = 0;
        let yy = 0;
        for (let i = 0; i < n; i += 1) {
          const [xr, xi] = [v[(i * n + k) * 2]!, v[(i * n + k) * 2 + 1]!];
          const [yr, yi] = [lv[(i * n + nearest) * 2]!, lv[(i * n + nearest) * 2 + 1]!];
          dr += xr * yr - xi * yi;
          di += xr * yi + xi * yr;
          xx += xr * xr + xi * xi;
          yy += yr * yr + yi * yi;
        }
        const kappa = Math.sqrt(xx * yy) / Math.hypot(dr, di);
        const gap = plain.reduce(
          (best, [pr, pi]) => Math.min(best, Math.hypot(pr - re, pi - im)),
          Number.POSITIVE_INFINITY,
        );
        expect(gap).toBeLessThanOrEqual(bound * kappa);
      }
      for (const each of [left.eigenvalues, left.eigenvectors, tA, tBase]) each.dispose();
      const single = base.astype('float32');
      const a32 = single.reshape([n, n]);
      const wide = single.astype('float64');
      const a64 = wide.reshape([n, n]);
      const got = linalg.eigvals(a32) as NDArray;
      const expected = linalg.eigvals(a64) as NDArray;
      expect(got.dtype).toBe('complex64');
      expect(got.toTypedArray()).toEqual(Float32Array.from(expected.toTypedArray() as Float64Array));
      for (const each of [eigenvalues, eigenvectors, only, single, a32, wide, a64, got, expected, a, base])
        each.dispose();
      expect(undisposed()).toEqual(before);
    });
  }

  describe('threads', () => {
    afterAll(async () => {
      await setThreads('auto');
    });
    it(`batched 3×${TAIL + 2 * NB + 1}²: the same bits on 1, 2 and 3 threads`, async () => {
      const n = TAIL + 2 * NB + 1;
      const values = general(77, 3 * n).subarray(0, 3 * n * n);
      const results: Float64Array[][] = [];
      for (const threads of [1, 2, 3]) {
        await setThreads(threads);
        const base = array(Array.from(values), 'float64');
        const batch = base.reshape([3, n, n]);
        const { eigenvalues, eigenvectors } = linalg.eig(batch) as { eigenvalues: NDArray; eigenvectors: NDArray };
        const only = linalg.eigvals(batch) as NDArray;
        results.push([eigenvalues, eigenvectors, only].map((x) => x.toTypedArray() as Float64Array));
        for (const each of [eigenvalues, eigenvectors, only, batch, base]) each.dispose();
      }
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
    });
  });

  it(`batched 2×${TAIL + NB + 1}²: each matrix's bits its own call's; NaN input gives NaN`, () => {
    const before = undisposed();
    const n = TAIL + NB + 1;
    const first = general(1, n);
    const second = general(2, n);
    second[5 * n + 3] = Number.NaN;
    const both = new Float64Array(2 * n * n);
    both.set(first);
    both.set(second, n * n);
    const base = array(Array.from(both), 'float64');
    const batch = base.reshape([2, n, n]);
    const w = linalg.eigvals(batch) as NDArray;
    const values = w.toTypedArray() as Float64Array;
    const lone = array(Array.from(first), 'float64');
    const matrix = lone.reshape([n, n]);
    const single = linalg.eigvals(matrix) as NDArray;
    expect(values.subarray(0, 2 * n)).toEqual(single.toTypedArray());
    for (const x of values.subarray(2 * n)) expect(Number.isNaN(x)).toBe(true);
    for (const each of [w, single, matrix, lone, batch, base]) each.dispose();
    expect(undisposed()).toEqual(before);
  });
});
