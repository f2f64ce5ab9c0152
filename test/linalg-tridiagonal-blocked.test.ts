// The blocked tridiagonalisation (asm/linalg-tridiagonal-blocked.ts: dsytrd with dlatrd's panels and
// the trailing rank-2nb update on the products' micro-kernel) and eigh's blocked Q (dorgtr through the
// blocked QR's dorgqr). The kernels are called directly with small panels around their multiples
// (n = tail + 0, 1, nb − 1, nb, nb + 1, 2nb + 1, nb ± 1 themselves) and held to the oracle tests'
// bounds: Q orthogonal (‖QᵀQ − I‖/ε ≤ 10·n), Q·T·Qᵀ = A (‖·‖/(‖A‖ε) ≤ 10·n), T's eigenvalues within
// 10·n·ε·‖A‖ of the unblocked reduction's. linalg.eigh and eigvalsh are checked around the crossover,
// batched, in float32 and with NaN input; the unblocked path's bits are the previous build's (its
// loops were regrouped four rows a pass, each sum in the same order), held by test/linalg-qr.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, linalg, type NDArray } from '../src/index.js';
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
const NB = constant('TRIDIAGONAL_NB');
const TAIL = constant('TRIDIAGONAL_TAIL');
const Q_AFTER = constant('SYMMETRIC_Q_BLOCKED_AFTER');

/** A seeded symmetric n×n matrix, entries in [−0.5, 0.5) (an LCG, exact in float64). */
function symmetric(seed: number, n: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j <= i; j += 1) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      out[i * n + j] = state / 4294967296 - 0.5;
      out[j * n + i] = out[i * n + j]!;
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

interface Reduced {
  readonly status: number;
  readonly d: Float64Array;
  readonly e: Float64Array;
  /** Qᵀ (row-major: Q's columns as rows). */
  readonly w: Float64Array;
  readonly a: Float64Array;
}

/** The reduction (nb = 0: unblocked) and Qᵀ (blocked or not) of the symmetric `values`. */
function reduce(values: Float64Array, n: number, nb: number, tail: number, qBlocked: boolean): Reduced {
  const kernels = orthogonalKernels();
  return withBlocks([n * n, n, n, n, n * n], ([a, d, e, tau, w]) => {
    view(a!, n * n).set(values);
    const status = kernels.tridiagonalise(a!, n, d!, e!, tau!, nb, tail);
    const reduced = view(a!, n * n).slice();
    expect(kernels.tridiagonalQ(a!, n, tau!, w!, qBlocked ? 1 : 0)).toBe(0);
    return { status, d: view(d!, n).slice(), e: view(e!, n).slice(), w: view(w!, n * n).slice(), a: reduced };
  });
}

/** ‖WWᵀ − I‖_max/ε and ‖WᵀTW − A‖_max/(‖A‖_max·ε) for W = Qᵀ. */
function errors(values: Float64Array, n: number, { d, e, w }: Reduced): [number, number] {
  let gram = 0;
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      let sum = 0;
      for (let k = 0; k < n; k += 1) sum += w[i * n + k]! * w[j * n + k]!;
      gram = Math.max(gram, Math.abs(sum - (i === j ? 1 : 0)));
    }
  // (T W)[k, :] = d[k] W[k] + e[k−1] W[k−1] + e[k] W[k+1]; A' = Wᵀ (T W).
  const tw = new Float64Array(n * n);
  for (let k = 0; k < n; k += 1)
    for (let j = 0; j < n; j += 1)
      tw[k * n + j] =
        d[k]! * w[k * n + j]! +
        (k > 0 ? e[k - 1]! * w[(k - 1) * n + j]! : 0) +
        (k + 1 < n ? e[k]! * w[(k + 1) * n + j]! : 0);
  let residual = 0;
  let norm = 0;
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      let sum = 0;
      for (let k = 0; k < n; k += 1) sum += w[k * n + i]! * tw[k * n + j]!;
      residual = Math.max(residual, Math.abs(sum - values[i * n + j]!));
      norm = Math.max(norm, Math.abs(values[i * n + j]!));
    }
  return [gram / EPS, residual / (norm * EPS)];
}

/** The eigenvalues (ascending) of the tridiagonal (d, e), by linalg.eigvalsh of the dense matrix. */
function tridiagonalValues(d: Float64Array, e: Float64Array, n: number): Float64Array {
  const dense = new Float64Array(n * n);
  for (let k = 0; k < n; k += 1) {
    dense[k * n + k] = d[k]!;
    if (k + 1 < n) {
      dense[(k + 1) * n + k] = e[k]!;
      dense[k * n + k + 1] = e[k]!;
    }
  }
  const base = array(Array.from(dense), 'float64');
  const matrix = base.reshape([n, n]);
  const values = linalg.eigvalsh(matrix) as NDArray;
  const out = values.toTypedArray() as Float64Array;
  for (const each of [values, matrix, base]) each.dispose();
  return out;
}

const maxAbs = (x: ArrayLike<number>): number => {
  let big = 0;
  for (let index = 0; index < x.length; index += 1) big = Math.max(big, Math.abs(x[index]!));
  return big;
};

describe('blocked tridiagonalisation kernel (asm/linalg-tridiagonal-blocked.ts)', () => {
  const cases: [number, number, number][] = [];
  for (const nb of [3, 4, 5, 16])
    for (const tail of [nb, 2 * nb])
      for (const past of [0, 1, nb - 1, nb, nb + 1, 2 * nb + 1]) cases.push([tail + past, nb, tail]);
  cases.push([NB - 1, NB - 1, NB - 1], [NB + 1 + 40, NB + 1, NB + 1], [2 * NB + 3, NB, NB]);
  for (const [n, nb, tail] of cases) {
    it(`n ${n}, panels ${nb}, tail ${tail}: Q orthogonal, QTQᵀ = A, T's eigenvalues the unblocked one's`, () => {
      const values = symmetric(n * 131 + nb, n);
      const plain = reduce(values, n, 0, 0, false);
      for (const qBlocked of [false, true]) {
        const blocked = reduce(values, n, nb, tail, qBlocked);
        expect(blocked.status).toBe(0);
        const [gram, residual] = errors(values, n, blocked);
        expect(gram).toBeLessThanOrEqual(10 * n);
        expect(residual).toBeLessThanOrEqual(10 * n);
      }
      const blocked = reduce(values, n, nb, tail, false);
      // Where no panel fits (n ≤ tail) the steps are the unblocked ones: the same bits.
      if (n <= tail) {
        expect(blocked.d).toEqual(plain.d);
        expect(blocked.e).toEqual(plain.e);
        expect(blocked.a).toEqual(plain.a);
      }
      const norm = maxAbs(values);
      const want = tridiagonalValues(plain.d, plain.e, n);
      const got = tridiagonalValues(blocked.d, blocked.e, n);
      for (let k = 0; k < n; k += 1) expect(Math.abs(got[k]! - want[k]!)).toBeLessThanOrEqual(10 * n * EPS * norm);
    });
  }

  it('columns already reduced (τ = 0) and a diagonal matrix: d and e exact', () => {
    const n = 23;
    const values = symmetric(3, n);
    // Zero the entries below the subdiagonal of columns 2, 5, 6 and 9 (their reflectors are I).
    for (const c of [2, 5, 6, 9])
      for (let r = c + 2; r < n; r += 1) {
        values[r * n + c] = 0;
        values[c * n + r] = 0;
      }
    const blocked = reduce(values, n, 4, 4, true);
    const [gram, residual] = errors(values, n, blocked);
    expect(gram).toBeLessThanOrEqual(10 * n);
    expect(residual).toBeLessThanOrEqual(10 * n);
    const diagonal = new Float64Array(n * n);
    for (let k = 0; k < n; k += 1) diagonal[k * n + k] = k - 11.5;
    const reduced = reduce(diagonal, n, 4, 4, true);
    expect(Array.from(reduced.d)).toEqual(Array.from({ length: n }, (_, k) => k - 11.5));
    expect(reduced.e.every((x) => x === 0)).toBe(true);
  });

  it('without scratch it returns 2 and leaves the matrix untouched', () => {
    const n = 40;
    const values = symmetric(9, n);
    const kernels = orthogonalKernels();
    withBlocks([n * n, n, n, n, 1024 / 8], ([a, d, e, tau, scratch]) => {
      view(a!, n * n).set(values);
      setProductScratch(scratch!, 1024);
      try {
        expect(kernels.tridiagonalise(a!, n, d!, e!, tau!, 8, 8)).toBe(2);
      } finally {
        setProductScratch(0, 0);
      }
      expect(view(a!, n * n)).toEqual(values);
    });
  });
});

describe('linalg.eigh and eigvalsh around the blocked crossovers', () => {
  const residuals = (values: Float64Array, n: number, w: Float64Array, v: Float64Array): [number, number] => {
    let gram = 0;
    let residual = 0;
    for (let p = 0; p < n; p += 1)
      for (let q = p; q < n; q += 1) {
        let sum = 0;
        for (let i = 0; i < n; i += 1) sum += v[i * n + p]! * v[i * n + q]!;
        gram = Math.max(gram, Math.abs(sum - (p === q ? 1 : 0)));
      }
    for (let p = 0; p < n; p += 1)
      for (let i = 0; i < n; i += 1) {
        let sum = 0;
        for (let j = 0; j < n; j += 1) sum += values[i * n + j]! * v[j * n + p]!;
        residual = Math.max(residual, Math.abs(sum - w[p]! * v[i * n + p]!));
      }
    return [gram / EPS, residual / (maxAbs(values) * EPS)];
  };
  const sizes = [Q_AFTER, Q_AFTER + 1, TAIL, TAIL + 1, TAIL + NB, TAIL + NB + 1];
  for (const n of sizes) {
    it(`${n}×${n}: residual and orthogonality ≤ 10·n; eigvalsh's values eigh's; float32 float64's rounded once`, () => {
      const before = undisposed();
      const values = symmetric(n, n);
      const base = array(Array.from(values), 'float64');
      const a = base.reshape([n, n]);
      const { eigenvalues, eigenvectors } = linalg.eigh(a) as { eigenvalues: NDArray; eigenvectors: NDArray };
      const w = eigenvalues.toTypedArray() as Float64Array;
      const [gram, residual] = residuals(values, n, w, eigenvectors.toTypedArray() as Float64Array);
      expect(gram).toBeLessThanOrEqual(10 * n);
      expect(residual).toBeLessThanOrEqual(10 * n);
      for (let k = 1; k < n; k += 1) expect(w[k]!).toBeGreaterThanOrEqual(w[k - 1]!);
      const only = linalg.eigvalsh(a) as NDArray;
      expect(only.toTypedArray()).toEqual(w);
      const single = base.astype('float32');
      const a32 = single.reshape([n, n]);
      const wide = single.astype('float64');
      const a64 = wide.reshape([n, n]);
      const got = linalg.eigvalsh(a32) as NDArray;
      const expected = linalg.eigvalsh(a64) as NDArray;
      expect(got.dtype).toBe('float32');
      expect(got.toTypedArray()).toEqual(Float32Array.from(expected.toTypedArray() as Float64Array));
      for (const each of [eigenvalues, eigenvectors, only, single, a32, wide, a64, got, expected, a, base])
        each.dispose();
      expect(undisposed()).toEqual(before);
    });
  }

  it(`batched 2×${TAIL + NB + 1}²: each matrix's bits its own call's; NaN input gives NaN`, () => {
    const n = TAIL + NB + 1;
    const first = symmetric(1, n);
    const second = symmetric(2, n);
    second[5 * n + 3] = Number.NaN;
    const both = new Float64Array(2 * n * n);
    both.set(first);
    both.set(second, n * n);
    const base = array(Array.from(both), 'float64');
    const batch = base.reshape([2, n, n]);
    const { eigenvalues, eigenvectors } = linalg.eigh(batch) as { eigenvalues: NDArray; eigenvectors: NDArray };
    const w = eigenvalues.toTypedArray() as Float64Array;
    const v = eigenvectors.toTypedArray() as Float64Array;
    const lone = array(Array.from(first), 'float64');
    const matrix = lone.reshape([n, n]);
    const single = linalg.eigh(matrix) as { eigenvalues: NDArray; eigenvectors: NDArray };
    expect(w.subarray(0, n)).toEqual(single.eigenvalues.toTypedArray());
    expect(v.subarray(0, n * n)).toEqual(single.eigenvectors.toTypedArray());
    // The NaN sits below the diagonal: the lower triangle (UPLO 'L') reads it.
    expect(w.subarray(n).every(Number.isNaN)).toBe(true);
    expect(v.subarray(n * n).every(Number.isNaN)).toBe(true);
    for (const each of [eigenvalues, eigenvectors, single.eigenvalues, single.eigenvectors, matrix, lone, batch, base])
      each.dispose();
  });
});
