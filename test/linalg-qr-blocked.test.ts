// The blocked Householder QR (asm/linalg-qr-blocked.ts: panels of 20 or 40 columns in compact WY form,
// trailing updates and Q's formation on the products' micro-kernel). Its kernels are called directly
// at sizes around the panel width's multiples (±1) in square, tall and wide shapes, rank-deficient
// and zero columns, and held to the oracle tests' bounds (‖QᵀQ − I‖/ε ≤ 10·n, ‖QR − A‖/(‖A‖ε) ≤
// 10·n, n = max(m, n)), to LAPACK's signs of R's diagonal (the unblocked kernel's), and to the
// unblocked kernels' results within rounding. linalg.qr is checked around the crossover
// (QR_BLOCKED_FROM ± 1), batched and in float32 (computed in float64 and rounded once); singular
// values of long matrices (through a QR first) against a constructed spectrum and the direct SVD.
import { describe, expect, it } from 'vitest';
import { array, linalg, type NDArray } from '../src/index.js';
import { QR_BLOCKED_FROM, qrRunsBlocked, svdThroughQr } from '../src/execute/linalg-qr.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { orthogonalKernels } from '../src/kernels/linalg-qr.js';
import { setProductScratch } from '../src/kernels/products.js';
import { undisposed } from '../src/memory/memory.js';

const EPS = 2 ** -52;
/** The kernel's panel widths (asm/linalg-qr-blocked.ts, blockWidth): 20 below min(m, n) = 512, 40 from there. */
const NB = 20;
const WIDE = 40;

/** A seeded LCG in [−0.5, 0.5), exact in float64. */
function lcg(seed: number, count: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = state / 4294967296 - 0.5;
  }
  return out;
}

/** Runs `body` with float64 blocks of the given lengths in wasm memory, freed after. */
function withBlocks<T>(lengths: number[], body: (pointers: number[]) => T): T {
  const pointers = lengths.map((length) => allocBytes(Math.max(length, 1) * 8));
  try {
    return body(pointers);
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}
const view = (pointer: number, count: number): Float64Array => new Float64Array(memory().buffer, pointer, count);

interface Factored {
  readonly a: Float64Array;
  readonly tau: Float64Array;
  readonly q: Float64Array;
}

/** QR of the row-major m×n `values` and Q (m×qc), by the blocked kernels or the unblocked ones. */
function factor(
  values: Float64Array,
  m: number,
  n: number,
  qc: number,
  blocked: boolean,
  qBlocked = blocked,
): Factored {
  const k = Math.min(m, n);
  const kernels = orthogonalKernels();
  return withBlocks([m * n, k, Math.max(n, qc), m * qc], ([a, tau, work, q]) => {
    view(a!, m * n).set(values);
    expect(blocked ? kernels.qrBlocked(a!, m, n, tau!) : kernels.qr(a!, m, n, tau!, work!)).toBe(0);
    expect(qBlocked ? kernels.qrQBlocked(a!, m, n, tau!, q!, qc) : kernels.qrQ(a!, m, n, tau!, q!, qc, work!)).toBe(0);
    return { a: view(a!, m * n).slice(), tau: view(tau!, k).slice(), q: view(q!, m * qc).slice() };
  });
}

/** max |x| of a row-major matrix. */
const maxAbs = (x: ArrayLike<number>): number => {
  let big = 0;
  for (let index = 0; index < x.length; index += 1) big = Math.max(big, Math.abs(x[index]!));
  return big;
};

/** The largest of f(0 … count − 1) (NaN where one is NaN). */
function worst(count: number, f: (index: number) => number): number {
  let big = 0;
  for (let index = 0; index < count; index += 1) {
    const x = f(index);
    if (!(x <= big)) big = x;
  }
  return big;
}

/** ‖QᵀQ − I‖/ε and ‖Q·R − A‖/(‖A‖·ε) (max norms) for Q (m×qc) and R from the factored `a` (rows < qc). */
function errors(values: Float64Array, m: number, n: number, qc: number, { a, q }: Factored): [number, number] {
  let gram = 0;
  for (let i = 0; i < qc; i += 1)
    for (let j = 0; j < qc; j += 1) {
      let sum = 0;
      for (let p = 0; p < m; p += 1) sum += q[p * qc + i]! * q[p * qc + j]!;
      gram = Math.max(gram, Math.abs(sum - (i === j ? 1 : 0)));
    }
  let residual = 0;
  const rows = Math.min(qc, m, n);
  for (let i = 0; i < m; i += 1)
    for (let j = 0; j < n; j += 1) {
      let sum = 0;
      for (let p = 0; p < Math.min(rows, j + 1); p += 1) sum += q[i * qc + p]! * a[p * n + j]!;
      residual = Math.max(residual, Math.abs(sum - values[i * n + j]!));
    }
  return [gram / EPS, residual / ((maxAbs(values) || 1) * EPS)];
}

const SHAPES: [number, number][] = [
  [1, 1],
  [2, 2],
  [5, 3],
  [3, 5],
  [NB - 1, NB - 1],
  [NB, NB],
  [NB + 1, NB + 1],
  [2 * NB - 1, 2 * NB - 1],
  [2 * NB, 2 * NB],
  [2 * NB + 1, 2 * NB + 1],
  [3 * NB + 1, 3 * NB - 1],
  [100, NB + 1],
  [130, 2 * NB],
  [97, 2 * NB + 1],
  [NB + 1, 100],
  [2 * NB, 130],
  [2 * NB + 1, 97],
  [70, 1],
  [1, 70],
  [13 * WIDE, 13 * WIDE],
  [13 * WIDE + 11, 13 * WIDE - 1],
];

describe('blocked QR kernels (asm/linalg-qr-blocked.ts)', () => {
  for (const [m, n] of SHAPES) {
    it(`${m}×${n}: Q orthogonal, QR = A, R's signs and the reflectors the unblocked kernel's`, () => {
      const values = lcg(m * 1000 + n, m * n);
      const k = Math.min(m, n);
      const size = Math.max(m, n);
      const plain = factor(values, m, n, k, false);
      for (const qc of [k, m]) {
        const blocked = factor(values, m, n, qc, true);
        const [gram, residual] = errors(values, m, n, qc, blocked);
        expect(gram).toBeLessThanOrEqual(10 * size);
        expect(residual).toBeLessThanOrEqual(10 * size);
        const signs = Array.from({ length: k }, (_, j) => Math.sign(blocked.a[j * n + j]!));
        expect(signs).toEqual(Array.from({ length: k }, (_, j) => Math.sign(plain.a[j * n + j]!)));
        expect(worst(k, (j) => Math.abs(blocked.tau[j]! - plain.tau[j]!))).toBeLessThanOrEqual(10 * size * EPS);
        // The same reflectors in both layouts: R (relative to ‖A‖) and the vectors agree within rounding.
        const scale = maxAbs(values);
        const apart = worst(m * n, (index) => {
          const bound = index % n >= Math.floor(index / n) ? scale : 1;
          return Math.abs(blocked.a[index]! - plain.a[index]!) / bound;
        });
        expect(apart).toBeLessThanOrEqual(100 * size * EPS);
        // Blocked Q from the unblocked reflectors: the unblocked Q within rounding.
        const mixed = factor(values, m, n, qc, false, true);
        const reference = factor(values, m, n, qc, false);
        expect(worst(m * qc, (index) => Math.abs(mixed.q[index]! - reference.q[index]!))).toBeLessThanOrEqual(
          10 * size * EPS,
        );
      }
    });
  }

  it('rank-deficient columns, zero columns and a zero matrix (τ = 0 reflectors)', () => {
    const m = 2 * NB + 3;
    const n = 2 * NB + 1;
    const values = lcg(7, m * n);
    for (let i = 0; i < m; i += 1) {
      values[i * n + 3] = 0; // a zero column
      values[i * n + NB] = 2 * values[i * n + 1]!; // a multiple of another
      for (let j = NB + 5; j < NB + 9; j += 1) values[i * n + j] = values[i * n + 2]! - values[i * n + 4]!;
    }
    for (const matrix of [values, new Float64Array(m * n)]) {
      for (const qc of [n, m]) {
        const blocked = factor(matrix, m, n, qc, true);
        const [gram, residual] = errors(matrix, m, n, qc, blocked);
        expect(gram).toBeLessThanOrEqual(10 * m);
        expect(residual).toBeLessThanOrEqual(10 * m);
      }
    }
    expect(factor(new Float64Array(m * n), m, n, n, true).tau.every((t) => t === 0)).toBe(true);
  });

  it('NaN and infinite entries give NaN, not a silent number, where the unblocked kernel does', () => {
    const m = 2 * NB + 1;
    const values = lcg(11, m * m);
    values[5 * m + 2] = Number.NaN;
    const blocked = factor(values, m, m, m, true);
    const plain = factor(values, m, m, m, false);
    expect(Number.isNaN(blocked.a[m * m - 1]!)).toBe(Number.isNaN(plain.a[m * m - 1]!));
    expect(blocked.q.some(Number.isNaN)).toBe(plain.q.some(Number.isNaN));
  });
});

describe('where the blocked kernels find no scratch', () => {
  it('they return 2 with their operands untouched, and linalg.qr gives the unblocked kernels’ bits', () => {
    const m = 13 * NB + 2;
    const n = 3 * NB + 5;
    expect(qrRunsBlocked(m, n)).toBe(true);
    const values = lcg(5, m * n);
    const plain = factor(values, m, n, m, false);
    const kernels = orthogonalKernels();
    withBlocks([m * n, n, m * m, 1024 / 8], ([a, tau, q, scratch]) => {
      view(a!, m * n).set(values);
      view(tau!, n).fill(7);
      view(q!, m * m).fill(7);
      setProductScratch(scratch!, 1024);
      try {
        expect(kernels.qrBlocked(a!, m, n, tau!)).toBe(2);
        expect(kernels.qrQBlocked(a!, m, n, tau!, q!, m)).toBe(2);
        expect(view(a!, m * n)).toEqual(values);
        expect(view(tau!, n).every((x) => x === 7)).toBe(true);
        expect(view(q!, m * m).every((x) => x === 7)).toBe(true);
        const base = array(Array.from(values), 'float64');
        const matrix = base.reshape([m, n]);
        const { Q, R } = linalg.qr(matrix, 'complete') as { Q: NDArray; R: NDArray };
        expect(Q.toTypedArray()).toEqual(plain.q);
        const r = R.toTypedArray() as Float64Array;
        expect(
          worst(m * n, (index) => (index % n >= Math.floor(index / n) ? Math.abs(r[index]! - plain.a[index]!) : 0)),
        ).toBe(0);
        for (const each of [Q, R, matrix, base]) each.dispose();
      } finally {
        setProductScratch(0, 0);
      }
    });
  });
});

describe('linalg.qr around the blocked crossover', () => {
  const EPS32 = 2 ** -23;
  const { columns, elements } = QR_BLOCKED_FROM;
  const side = Math.sqrt(elements);
  const shapes: number[][] = [
    [side - 1, side - 1],
    [side, side],
    [side + 1, side + 1],
    [side + 20, side],
    [side, side + 20],
    [elements / columns, columns],
    [elements / columns, columns - 1],
    [columns, elements / columns + 1],
    [2, side + 1, side],
  ];
  it('the shapes below fall on both sides of the crossover', () => {
    expect(shapes.map((shape) => qrRunsBlocked(shape.at(-2)!, shape.at(-1)!))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
  });
  for (const shape of shapes) {
    it(`${shape.join('×')}: reduced, complete and 'r'; float32 is float64's result rounded once`, () => {
      const before = undisposed();
      const m = shape[shape.length - 2]!;
      const n = shape[shape.length - 1]!;
      const batch = shape.length === 3 ? shape[0]! : 1;
      const k = Math.min(m, n);
      const size = Math.max(m, n);
      const values = lcg(m + 31 * n, batch * m * n);
      const base = array(Array.from(values), 'float64');
      const a = base.reshape(shape as never) as NDArray;
      for (const mode of ['reduced', 'complete'] as const) {
        const { Q, R } = linalg.qr(a, mode) as { Q: NDArray; R: NDArray };
        const qc = mode === 'complete' ? m : k;
        expect(Q.shape).toEqual([...shape.slice(0, -2), m, qc]);
        const qs = Q.toTypedArray() as Float64Array;
        const rs = R.toTypedArray() as Float64Array;
        for (let b = 0; b < batch; b += 1) {
          const q = qs.subarray(b * m * qc, (b + 1) * m * qc);
          const r = rs.subarray(b * qc * n, (b + 1) * qc * n);
          // errors() reads R from the first min(qc, m, n) rows of an n-wide row-major block.
          const [gram, residual] = errors(values.subarray(b * m * n, (b + 1) * m * n), m, n, qc, { a: r, q, tau: r });
          expect(gram).toBeLessThanOrEqual(10 * size);
          expect(residual).toBeLessThanOrEqual(10 * size);
          expect(worst(qc * n, (index) => (index % n < Math.floor(index / n) ? Math.abs(r[index]!) : 0))).toBe(0);
        }
        const single = base.astype('float32');
        const a32 = single.reshape(shape as never) as NDArray;
        const wide = single.astype('float64');
        const a64 = wide.reshape(shape as never) as NDArray;
        const got = linalg.qr(a32, mode) as { Q: NDArray; R: NDArray };
        const expected = linalg.qr(a64, mode) as { Q: NDArray; R: NDArray };
        expect(got.Q.dtype).toBe('float32');
        expect(got.Q.toTypedArray()).toEqual(Float32Array.from(expected.Q.toTypedArray() as Float64Array));
        expect(got.R.toTypedArray()).toEqual(Float32Array.from(expected.R.toTypedArray() as Float64Array));
        expect(maxAbs(got.Q.toTypedArray() as Float32Array)).toBeLessThanOrEqual(1 + 10 * size * EPS32);
        for (const each of [Q, R, single, a32, wide, a64, got.Q, got.R, expected.Q, expected.R]) each.dispose();
      }
      const r = linalg.qr(a, 'r') as NDArray;
      const pair = linalg.qr(a) as { Q: NDArray; R: NDArray };
      expect(r.toTypedArray()).toEqual(pair.R.toTypedArray());
      for (const each of [r, pair.Q, pair.R, a, base]) each.dispose();
      expect(undisposed()).toEqual(before);
    });
  }
});

describe('singular values of long matrices through a blocked QR first (runSvd)', () => {
  /** A = H_u · diag(σ) · H_v (m×n) for Householder reflectors H_u, H_v of seeded vectors: its singular values are σ. */
  function withSpectrum(m: number, n: number, sigma: readonly number[], seed: number): Float64Array {
    const u = lcg(seed, m);
    const v = lcg(seed + 1, n);
    const uu = u.reduce((sum, x) => sum + x * x, 0);
    const vv = v.reduce((sum, x) => sum + x * x, 0);
    const b = new Float64Array(m * n);
    sigma.forEach((value, i) => {
      for (let j = 0; j < n; j += 1) b[i * n + j] = value * ((i === j ? 1 : 0) - (2 * v[i]! * v[j]!) / vv);
    });
    const w = new Float64Array(n);
    for (let i = 0; i < m; i += 1) for (let j = 0; j < n; j += 1) w[j]! += u[i]! * b[i * n + j]!;
    for (let i = 0; i < m; i += 1) for (let j = 0; j < n; j += 1) b[i * n + j]! -= (2 * u[i]! * w[j]!) / uu;
    return b;
  }
  const shapes: [number, number, number, boolean][] = [
    // [batch, m, n, through a QR]
    [1, 461, 256, true],
    [1, 460, 256, false],
    [1, 256, 461, true],
    [1, 1000, 40, true],
    [1, 40, 1000, true],
    [2, 300, 100, true],
    [1, 100, 20, false],
  ];
  for (const [batch, m, n, expected] of shapes) {
    it(`${batch}×${m}×${n}: within 10·n·ε·σ₁ of the constructed spectrum and of svd's S; matrixRank`, () => {
      expect(svdThroughQr(m, n)).toBe(expected);
      const before = undisposed();
      const k = Math.min(m, n);
      const size = Math.max(m, n);
      // Condition 1e12 (a geometric spectrum: every value converges at once, which the SVD kernel's
      // cap of 6·k² steps in all allows), the second matrix of a batch with 7 zero values.
      const span = 12;
      const spectra = Array.from({ length: batch }, (_, b) =>
        Array.from({ length: k }, (_, i) => (b === 1 && i >= k - 7 ? 0 : 10 ** ((-span * i) / (k - 1)))),
      );
      const flat = new Float64Array(batch * m * n);
      spectra.forEach((sigma, b) => flat.set(withSpectrum(m, n, sigma, 97 * b + m + n), b * m * n));
      const base = array(Array.from(flat), 'float64');
      const a = base.reshape((batch === 1 ? [m, n] : [batch, m, n]) as never) as NDArray;
      const s = linalg.svdvals(a);
      const got = s.toTypedArray() as Float64Array;
      const full = linalg.svd(a, false) as { U: NDArray; S: NDArray; Vh: NDArray };
      const direct = full.S.toTypedArray() as Float64Array;
      spectra.forEach((sigma, b) => {
        const tolerance = 10 * size * EPS * sigma[0]!;
        expect(worst(k, (i) => Math.abs(got[b * k + i]! - sigma[i]!))).toBeLessThanOrEqual(tolerance);
        expect(worst(k, (i) => Math.abs(got[b * k + i]! - direct[b * k + i]!))).toBeLessThanOrEqual(tolerance);
      });
      const rank = linalg.matrixRank(a);
      expect(Array.from(rank.toTypedArray() as ArrayLike<number | bigint>, Number)).toEqual(
        spectra.map((sigma) => sigma.filter((value) => value > size * EPS * sigma[0]!).length),
      );
      const single = a.astype('float32');
      const s32 = linalg.svdvals(single);
      expect(s32.dtype).toBe('float32');
      const widened = single.astype('float64');
      const s64 = linalg.svdvals(widened);
      expect(s32.toTypedArray()).toEqual(Float32Array.from(s64.toTypedArray() as Float64Array));
      for (const each of [s, full.U, full.S, full.Vh, rank, single, s32, widened, s64, a, base]) each.dispose();
      expect(undisposed()).toEqual(before);
    });
  }
});
