// The blocked bidiagonalisation (asm/linalg-bidiagonal-blocked.ts: dgebrd with dlabrd's panels and
// the trailing rank-2nb update on the products' micro-kernel). The kernel is called directly with
// small panels around their multiples (r = tail + 0, 1, nb − 1, nb, nb + 1, 2nb + 1; square, one
// longer and nine longer rows) and held to the oracle tests' bounds: P·B·Qᵀ = Gᵀ from the kernel's
// own reflectors (‖·‖/(‖A‖ε) ≤ 10·n), B's singular values within 10·n·ε·‖A‖ of the unblocked
// reduction's. linalg.svd and svdvals are checked around the crossover (and past several panels),
// tall and wide, batched, in float32 and with NaN input: U·diag(S)·Vh = A and UᵀU, VhVhᵀ = I within
// 10·n·ε.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { array, linalg, type NDArray, setThreads } from '../src/index.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { orthogonalKernels } from '../src/kernels/linalg-qr.js';
import { setProductScratch } from '../src/kernels/products.js';
import { undisposed } from '../src/memory/memory.js';

const EPS = 2 ** -52;

/** asm/linalg-qr.ts's crossovers, read from its source (the kernel's constants; a drift fails here). */
function constant(name: string): number {
  const source = readFileSync(new URL('../asm/linalg-qr.ts', import.meta.url), 'utf8');
  const found = new RegExp(`const ${name} = (\\d+);`).exec(source);
  if (found === null) throw new Error(`asm/linalg-qr.ts has no ${name}`);
  return Number(found[1]);
}
const NB = constant('BIDIAGONAL_NB');
const TAIL = constant('BIDIAGONAL_TAIL');

/** A seeded m×n matrix, entries in [−0.5, 0.5) (an LCG, exact in float64). */
function general(seed: number, m: number, n: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(m * n);
  for (let i = 0; i < m * n; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state / 4294967296 - 0.5;
  }
  return out;
}

function withBlocks<T>(lengths: number[], body: (pointers: number[]) => T): T {
  const pointers = lengths.map((length) => allocBytes(Math.max(length, 1) * 8));
  try {
    return body(pointers);
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}
const view = (pointer: number, count: number): Float64Array => new Float64Array(memory().buffer, pointer, count);

const maxAbs = (x: ArrayLike<number>): number => {
  let big = 0;
  for (let index = 0; index < x.length; index += 1) big = Math.max(big, Math.abs(x[index]!));
  return big;
};

interface Reduced {
  readonly status: number;
  readonly g: Float64Array;
  readonly d: Float64Array;
  readonly e: Float64Array;
  readonly tauP: Float64Array;
  readonly tauQ: Float64Array;
}

/** The bidiagonalisation of Gᵀ (G r×len row-major; nb = 0: unblocked). */
function reduce(values: Float64Array, r: number, len: number, nb: number, tail: number): Reduced {
  const kernels = orthogonalKernels();
  return withBlocks([r * len, r, r, r, r], ([g, d, e, tauP, tauQ]) => {
    view(g!, r * len).set(values);
    const status = kernels.bidiagonalise(g!, r, len, d!, e!, tauP!, tauQ!, nb, tail);
    return {
      status,
      g: view(g!, r * len).slice(),
      d: view(d!, r).slice(),
      e: view(e!, r).slice(),
      tauP: view(tauP!, r).slice(),
      tauQ: view(tauQ!, r).slice(),
    };
  });
}

/** ‖P·B·Qᵀ − H‖_max/(‖H‖_max·ε), H = Gᵀ (len×r), P and Q from the reflectors the kernel left in g. */
function residual(values: Float64Array, r: number, len: number, { g, d, e, tauP, tauQ }: Reduced): number {
  const m = new Float64Array(len * r);
  for (let k = 0; k < r; k += 1) {
    m[k * r + k] = d[k]!;
    if (k + 1 < r) m[k * r + k + 1] = e[k]!;
  }
  // P = P₀⋯P_{r−1}, P_k = I − τ v vᵀ on rows k…len−1, v = (1, g[k, k+1…]).
  for (let k = r - 1; k >= 0; k -= 1) {
    const t = tauP[k]!;
    if (t === 0) continue;
    for (let j = 0; j < r; j += 1) {
      let sum = m[k * r + j]!;
      for (let i = k + 1; i < len; i += 1) sum += g[k * len + i]! * m[i * r + j]!;
      m[k * r + j] = m[k * r + j]! - t * sum;
      for (let i = k + 1; i < len; i += 1) m[i * r + j] = m[i * r + j]! - t * sum * g[k * len + i]!;
    }
  }
  // Qᵀ = Q_{r−3}⋯Q₀, Q_k = I − τ v vᵀ on columns k+1…r−1, v = (1, g[k+2…, k]).
  expect(tauQ[r - 1]).toBe(0);
  if (r > 1) expect(tauQ[r - 2]).toBe(0);
  for (let k = r - 3; k >= 0; k -= 1) {
    const t = tauQ[k]!;
    if (t === 0) continue;
    for (let i = 0; i < len; i += 1) {
      let sum = m[i * r + k + 1]!;
      for (let q = k + 2; q < r; q += 1) sum += m[i * r + q]! * g[q * len + k]!;
      m[i * r + k + 1] = m[i * r + k + 1]! - t * sum;
      for (let q = k + 2; q < r; q += 1) m[i * r + q] = m[i * r + q]! - t * sum * g[q * len + k]!;
    }
  }
  let worst = 0;
  for (let i = 0; i < len; i += 1)
    for (let j = 0; j < r; j += 1) worst = Math.max(worst, Math.abs(m[i * r + j]! - values[j * len + i]!));
  return worst / (maxAbs(values) * EPS);
}

/** The singular values (descending) of the upper bidiagonal (d, e), by linalg.svdvals of the dense matrix. */
function bidiagonalValues(d: Float64Array, e: Float64Array, r: number): Float64Array {
  const dense = new Float64Array(r * r);
  for (let k = 0; k < r; k += 1) {
    dense[k * r + k] = d[k]!;
    if (k + 1 < r) dense[k * r + k + 1] = e[k]!;
  }
  const base = array(Array.from(dense), 'float64');
  const matrix = base.reshape([r, r]);
  const values = linalg.svdvals(matrix) as NDArray;
  const out = values.toTypedArray() as Float64Array;
  for (const each of [values, matrix, base]) each.dispose();
  return out;
}

describe('blocked bidiagonalisation kernel (asm/linalg-bidiagonal-blocked.ts)', () => {
  const cases: [number, number, number, number][] = [];
  for (const nb of [3, 4, 5, 16])
    for (const tail of [nb, 2 * nb])
      for (const past of [0, 1, nb - 1, nb, nb + 1, 2 * nb + 1])
        for (const longer of [0, 1, 9]) cases.push([tail + past, tail + past + longer, nb, tail]);
  cases.push([NB - 1, NB + 2, NB - 1, NB - 1], [NB + 1 + 40, NB + 41, NB + 1, NB + 1], [2 * NB + 3, 3 * NB, NB, NB]);
  for (const [r, len, nb, tail] of cases) {
    it(`${len}×${r}, panels ${nb}, tail ${tail}: P·B·Qᵀ = A, B's singular values the unblocked one's`, () => {
      const values = general(r * 131 + len * 7 + nb, r, len);
      const plain = reduce(values, r, len, 0, 0);
      const blocked = reduce(values, r, len, nb, tail);
      expect(plain.status).toBe(0);
      expect(blocked.status).toBe(0);
      expect(residual(values, r, len, plain)).toBeLessThanOrEqual(10 * len);
      expect(residual(values, r, len, blocked)).toBeLessThanOrEqual(10 * len);
      // Where no panel fits (r ≤ tail) the steps are the unblocked ones: the same bits.
      if (r <= tail) expect(blocked).toEqual(plain);
      const norm = maxAbs(values);
      const want = bidiagonalValues(plain.d, plain.e, r);
      const got = bidiagonalValues(blocked.d, blocked.e, r);
      for (let k = 0; k < r; k += 1) expect(Math.abs(got[k]! - want[k]!)).toBeLessThanOrEqual(10 * len * EPS * norm);
    });
  }

  it('rows and columns already reduced (τ = 0) and a diagonal matrix: d and e exact', () => {
    const r = 23;
    const len = 27;
    const values = general(3, r, len);
    // g's rows 2 and 6 zero right of the diagonal, columns 5 and 9 zero below the subdiagonal.
    for (const k of [2, 6]) for (let i = k + 1; i < len; i += 1) values[k * len + i] = 0;
    for (const k of [5, 9]) for (let j = k + 2; j < r; j += 1) values[j * len + k] = 0;
    const blocked = reduce(values, r, len, 4, 4);
    expect(residual(values, r, len, blocked)).toBeLessThanOrEqual(10 * len);
    const diagonal = new Float64Array(r * len);
    for (let k = 0; k < r; k += 1) diagonal[k * len + k] = k + 0.5;
    const reduced = reduce(diagonal, r, len, 4, 4);
    expect(Array.from(reduced.d)).toEqual(Array.from({ length: r }, (_, k) => k + 0.5));
    expect(reduced.e.every((x) => x === 0)).toBe(true);
  });

  it('without scratch it returns 2 and leaves the matrix untouched', () => {
    const r = 40;
    const len = 45;
    const values = general(9, r, len);
    const kernels = orthogonalKernels();
    withBlocks([r * len, r, r, r, r, 1024 / 8], ([g, d, e, tauP, tauQ, scratch]) => {
      view(g!, r * len).set(values);
      setProductScratch(scratch!, 1024);
      try {
        expect(kernels.bidiagonalise(g!, r, len, d!, e!, tauP!, tauQ!, 8, 8)).toBe(2);
      } finally {
        setProductScratch(0, 0);
      }
      expect(view(g!, r * len)).toEqual(values);
    });
  });
});

describe('linalg.svd and svdvals around the blocked crossover', () => {
  /** ‖U·diag(S)·Vh − A‖_max/(‖A‖_max·ε), ‖UᵀU − I‖_max/ε, ‖Vh·Vhᵀ − I‖_max/ε (reduced: U m×k, Vh k×n). */
  const errors = (a: Float64Array, m: number, n: number, u: Float64Array, s: Float64Array, vh: Float64Array) => {
    const k = Math.min(m, n);
    let worst = 0;
    const us = new Float64Array(m * k);
    for (let i = 0; i < m; i += 1) for (let p = 0; p < k; p += 1) us[i * k + p] = u[i * k + p]! * s[p]!;
    for (let i = 0; i < m; i += 1)
      for (let j = 0; j < n; j += 1) {
        let sum = 0;
        for (let p = 0; p < k; p += 1) sum += us[i * k + p]! * vh[p * n + j]!;
        worst = Math.max(worst, Math.abs(sum - a[i * n + j]!));
      }
    let gramU = 0;
    let gramV = 0;
    for (let p = 0; p < k; p += 1)
      for (let q = p; q < k; q += 1) {
        let su = 0;
        for (let i = 0; i < m; i += 1) su += u[i * k + p]! * u[i * k + q]!;
        let sv = 0;
        for (let j = 0; j < n; j += 1) sv += vh[p * n + j]! * vh[q * n + j]!;
        gramU = Math.max(gramU, Math.abs(su - (p === q ? 1 : 0)));
        gramV = Math.max(gramV, Math.abs(sv - (p === q ? 1 : 0)));
      }
    return [worst / (maxAbs(a) * EPS), gramU / EPS, gramV / EPS];
  };

  /** The unblocked reduction's singular values of the m×n `a` (G = Aᵀ where tall, A where wide). */
  const unblockedValues = (a: Float64Array, m: number, n: number): Float64Array => {
    const r = Math.min(m, n);
    const len = Math.max(m, n);
    const g = new Float64Array(r * len);
    if (m >= n) for (let i = 0; i < m; i += 1) for (let j = 0; j < n; j += 1) g[j * len + i] = a[i * n + j]!;
    else g.set(a);
    const plain = reduce(g, r, len, 0, 0);
    // r ≤ TAIL: svdvals of the bidiagonal runs unblocked too; r > TAIL: its panels find B bidiagonal.
    return bidiagonalValues(plain.d, plain.e, r);
  };

  const sizes = [TAIL, TAIL + 1, TAIL + NB, TAIL + NB + 1, 3 * TAIL + 5];
  for (const r of sizes)
    for (const [m, n] of [
      [r + 7, r],
      [r, r + 7],
    ] as const) {
      it(`${m}×${n}: U·S·Vh = A, U and Vh orthonormal (≤ 10·n); S within 10·n·ε·‖A‖ of the unblocked; float32 float64's rounded once`, () => {
        const before = undisposed();
        const values = general(m * 3 + n, m, n);
        const base = array(Array.from(values), 'float64');
        const a = base.reshape([m, n]);
        const { U, S, Vh } = linalg.svd(a, false) as { U: NDArray; S: NDArray; Vh: NDArray };
        const s = S.toTypedArray() as Float64Array;
        const [residual, gramU, gramV] = errors(
          values,
          m,
          n,
          U.toTypedArray() as Float64Array,
          s,
          Vh.toTypedArray() as Float64Array,
        );
        const size = Math.max(m, n);
        expect(residual).toBeLessThanOrEqual(10 * size);
        expect(gramU).toBeLessThanOrEqual(10 * size);
        expect(gramV).toBeLessThanOrEqual(10 * size);
        const only = linalg.svdvals(a) as NDArray;
        const want = unblockedValues(values, m, n);
        const norm = maxAbs(values);
        const values2 = only.toTypedArray() as Float64Array;
        for (let k = 0; k < Math.min(m, n); k += 1) {
          expect(Math.abs(s[k]! - want[k]!)).toBeLessThanOrEqual(10 * size * EPS * norm);
          expect(Math.abs(values2[k]! - want[k]!)).toBeLessThanOrEqual(10 * size * EPS * norm);
        }
        const single = base.astype('float32');
        const a32 = single.reshape([m, n]);
        const wide = single.astype('float64');
        const a64 = wide.reshape([m, n]);
        const got = linalg.svdvals(a32) as NDArray;
        const expected = linalg.svdvals(a64) as NDArray;
        expect(got.dtype).toBe('float32');
        expect(got.toTypedArray()).toEqual(Float32Array.from(expected.toTypedArray() as Float64Array));
        for (const each of [U, S, Vh, only, single, a32, wide, a64, got, expected, a, base]) each.dispose();
        expect(undisposed()).toEqual(before);
      });
    }

  describe('threads', () => {
    afterAll(async () => {
      await setThreads('auto');
    });
    it(`batched 3×${TAIL + NB + 1}×${TAIL + NB + 2}: the same bits on 1, 2 and 3 threads`, async () => {
      const m = TAIL + NB + 1;
      const n = TAIL + NB + 2;
      const values = general(77, 3 * m, n);
      const results: Float64Array[][] = [];
      for (const threads of [1, 2, 3]) {
        await setThreads(threads);
        const base = array(Array.from(values), 'float64');
        const batch = base.reshape([3, m, n]);
        const { U, S, Vh } = linalg.svd(batch, false) as { U: NDArray; S: NDArray; Vh: NDArray };
        const only = linalg.svdvals(batch) as NDArray;
        results.push([U, S, Vh, only].map((x) => x.toTypedArray() as Float64Array));
        for (const each of [U, S, Vh, only, batch, base]) each.dispose();
      }
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
    });
  });

  it(`batched 2×${TAIL + NB + 1}×${TAIL + NB + 4}: each matrix's bits its own call's; NaN input gives NaN`, () => {
    const m = TAIL + NB + 1;
    const n = TAIL + NB + 4;
    const first = general(1, m, n);
    const second = general(2, m, n);
    second[5 * n + 3] = Number.NaN;
    const both = new Float64Array(2 * m * n);
    both.set(first);
    both.set(second, m * n);
    const base = array(Array.from(both), 'float64');
    const batch = base.reshape([2, m, n]);
    const { U, S, Vh } = linalg.svd(batch, false) as { U: NDArray; S: NDArray; Vh: NDArray };
    const lone = array(Array.from(first), 'float64');
    const matrix = lone.reshape([m, n]);
    const single = linalg.svd(matrix, false) as { U: NDArray; S: NDArray; Vh: NDArray };
    const s = S.toTypedArray() as Float64Array;
    const u = U.toTypedArray() as Float64Array;
    const vh = Vh.toTypedArray() as Float64Array;
    expect(s.subarray(0, m)).toEqual(single.S.toTypedArray());
    expect(u.subarray(0, m * m)).toEqual(single.U.toTypedArray());
    expect(vh.subarray(0, m * n)).toEqual(single.Vh.toTypedArray());
    expect(s.subarray(m).every(Number.isNaN)).toBe(true);
    expect(u.subarray(m * m).every(Number.isNaN)).toBe(true);
    expect(vh.subarray(m * n).every(Number.isNaN)).toBe(true);
    const values = linalg.svdvals(batch) as NDArray;
    const lonely = linalg.svdvals(matrix) as NDArray;
    const sv = values.toTypedArray() as Float64Array;
    expect(sv.subarray(0, m)).toEqual(lonely.toTypedArray());
    expect(sv.subarray(m).every(Number.isNaN)).toBe(true);
    for (const each of [U, S, Vh, single.U, single.S, single.Vh, values, lonely, matrix, lone, batch, base])
      each.dispose();
  });
});
