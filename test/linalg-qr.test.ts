// linalg's orthogonal family (qr, eigh, eigvalsh, svd, svdvals, pinv, lstsq, matrixRank, cond):
// accuracy against NumPy (LAPACK) on test/fixtures/linalg-qr.json (scripts/linalg_qr_oracle.py:
// random, ill-conditioned 1e8 and 1e12, rank-deficient, tiny and huge, 1×1 to 64×64, rectangular,
// batched), the decompositions' own identities (‖QᵀQ − I‖/ε ≤ 10·n, ‖QR − A‖/(‖A‖ε) ≤ 10·n, the
// same for U, V and the eigenvectors), dtypes, errors and leaks.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, type NDArray, linalg, polyfit, withPolicy, zeros } from '../src/index.js';
import { linalg as linalg64 } from '../src/x64.js';
import { LinAlgError } from '../src/errors/errors.js';
import { undisposed } from '../src/memory/memory.js';

interface Case {
  name: string;
  shape: number[];
  a: number[];
  s: number[];
  rank: number[];
  sym?: number[];
  eigvalsh?: number[];
  pinv?: number[];
  b?: number[];
  x?: number[];
  residuals?: number[];
  lstsq_rank?: number;
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/linalg-qr.json', import.meta.url), 'utf8')) as {
  cases: Case[];
};
const EPS = 2 ** -52;

const values = (array: NDArray): number[] => Array.from(array.toTypedArray() as ArrayLike<number>, Number);

type Matrix = number[][];
const matrices = (flat: number[], shape: readonly number[]): Matrix[] => {
  const m = shape[shape.length - 2]!;
  const n = shape[shape.length - 1]!;
  const out: Matrix[] = [];
  for (let base = 0; base < flat.length; base += m * n)
    out.push(Array.from({ length: m }, (_, i) => flat.slice(base + i * n, base + (i + 1) * n)));
  return out;
};
const multiply = (a: Matrix, b: Matrix): Matrix =>
  a.map((row) => b[0]!.map((_, j) => row.reduce((sum, value, p) => sum + value * b[p]![j]!, 0)));
const transpose = (a: Matrix): Matrix => (a.length === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!)));
const maxAbsDiff = (a: Matrix, b: Matrix): number =>
  Math.max(0, ...a.flatMap((row, i) => row.map((value, j) => Math.abs(value - b[i]![j]!))));
const norm1 = (a: Matrix): number => Math.max(0, ...a.flatMap((row) => row.map(Math.abs)));
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));

const bases: NDArray[] = [];
/** A float64 array of `shape` from flat values (its base freed after each test). */
const input = (flat: number[], shape: number[]): NDArray => {
  const base = array(flat, 'float64');
  bases.push(base);
  return base.reshape(shape as never) as NDArray;
};

let before = undisposed();
beforeEach(() => {
  before = undisposed();
});
afterEach(() => {
  for (const base of bases.splice(0)) base.dispose();
  expect(undisposed()).toEqual(before);
});

describe('linalg.qr', () => {
  for (const entry of fixture.cases) {
    it(`${entry.name}: orthogonal Q, QR = A (reduced and complete)`, () => {
      const a = input(entry.a, entry.shape);
      for (const mode of ['reduced', 'complete'] as const) {
        const { Q, R } = linalg.qr(a, mode) as { Q: NDArray; R: NDArray };
        const m = entry.shape[entry.shape.length - 2]!;
        const n = entry.shape[entry.shape.length - 1]!;
        const k = mode === 'complete' ? m : Math.min(m, n);
        expect(Q.shape).toEqual([...entry.shape.slice(0, -2), m, k]);
        expect(R.shape).toEqual([...entry.shape.slice(0, -2), k, n]);
        const qs = matrices(values(Q), Q.shape);
        const rs = matrices(values(R), R.shape);
        matrices(entry.a, entry.shape).forEach((original, index) => {
          const q = qs[index]!;
          const r = rs[index]!;
          const size = Math.max(m, n);
          expect(maxAbsDiff(multiply(transpose(q), q), identity(k)) / EPS).toBeLessThanOrEqual(10 * size);
          const scale = norm1(original) || 1;
          expect(maxAbsDiff(multiply(q, r), original) / (scale * EPS)).toBeLessThanOrEqual(10 * size);
          r.forEach((row, i) => row.forEach((value, j) => j < i && expect(value).toBe(0)));
        });
        Q.dispose();
        R.dispose();
      }
      a.dispose();
    });
  }
  it("mode 'r' gives R alone; float32 stays float32, ints become float32", () => {
    const a = array(
      [
        [3, 0],
        [4, 5],
      ],
      'int32',
    );
    const r = linalg.qr(a, 'r');
    expect(r.dtype).toBe('float32');
    expect(r.toArray()).toEqual([
      [-5, -4],
      [0, 3],
    ]);
    const { Q, R } = linalg.qr(a, { mode: 'reduced' });
    expect(Q.dtype).toBe('float32');
    Q.dispose();
    R.dispose();
    r.dispose();
    const b = array([[1]], 'int64');
    const q = linalg.qr(b);
    expect(q.Q.dtype).toBe('float64');
    q.Q.dispose();
    q.R.dispose();
    a.dispose();
    b.dispose();
  });
});

describe('linalg.svd and svdvals', () => {
  for (const entry of fixture.cases) {
    it(`${entry.name}: singular values within 10·n·ε·‖A‖ of NumPy's; U, V orthogonal, U S Vh = A`, () => {
      const a = input(entry.a, entry.shape);
      const m = entry.shape[entry.shape.length - 2]!;
      const n = entry.shape[entry.shape.length - 1]!;
      const k = Math.min(m, n);
      const size = Math.max(m, n);
      const s = linalg.svdvals(a);
      const got = values(s);
      const originals = matrices(entry.a, entry.shape);
      originals.forEach((original, index) => {
        const scale = Math.max(...entry.s.slice(index * k, (index + 1) * k), Number.MIN_VALUE);
        for (let p = 0; p < k; p += 1)
          expect(Math.abs(got[index * k + p]! - entry.s[index * k + p]!)).toBeLessThanOrEqual(10 * size * EPS * scale);
      });
      for (const full of [true, false]) {
        const { U, S, Vh } = linalg.svd(a, full) as { U: NDArray; S: NDArray; Vh: NDArray };
        const us = matrices(values(U), U.shape);
        const vs = matrices(values(Vh), Vh.shape);
        const ss = values(S);
        originals.forEach((original, index) => {
          const u = us[index]!;
          const vh = vs[index]!;
          expect(maxAbsDiff(multiply(transpose(u), u), identity(u[0]!.length)) / EPS).toBeLessThanOrEqual(10 * size);
          expect(maxAbsDiff(multiply(vh, transpose(vh)), identity(vh.length)) / EPS).toBeLessThanOrEqual(10 * size);
          const sigma = ss.slice(index * k, (index + 1) * k);
          const product = multiply(
            u.map((row) => row.slice(0, k).map((value, p) => value * sigma[p]!)),
            vh.slice(0, k),
          );
          expect(maxAbsDiff(product, original) / ((sigma[0] || 1) * EPS)).toBeLessThanOrEqual(10 * size);
        });
        U.dispose();
        S.dispose();
        Vh.dispose();
      }
      s.dispose();
      a.dispose();
    });
  }
  it('converges on graded singular values (n = 256, from 1 to 10⁻⁸ and 10⁻¹²): the shift is lost beside the top entry', () => {
    // Every value converges at once, linearly: about 300 sweeps before the first deflates, which a cap of
    // 80 sweeps per value refused. The cap is LAPACK's dbdsqr one now, 6·n² rotation steps in all.
    const n = 256;
    let state = 99;
    const next = (): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296 - 0.5;
    };
    const orthogonal = (): Matrix => {
      const random = input(Array.from({ length: n * n }, next), [n, n]);
      const { Q, R } = linalg.qr(random);
      const q = matrices(values(Q), Q.shape)[0]!;
      for (const each of [Q, R, random]) each.dispose();
      return q;
    };
    const u = orthogonal();
    const v = orthogonal();
    for (const cond of [1e8, 1e12]) {
      const sigma = Array.from({ length: n }, (_, index) => cond ** (-index / (n - 1)));
      const a = multiply(
        u.map((row) => row.map((value, p) => value * sigma[p]!)),
        transpose(v),
      );
      const given = input(a.flat(), [n, n]);
      const singular = linalg.svdvals(given) as NDArray;
      const s = values(singular);
      singular.dispose();
      s.forEach((value, p) => expect(Math.abs(value - sigma[p]!)).toBeLessThanOrEqual(10 * n * EPS));
      const { U, S, Vh } = linalg.svd(given) as { U: NDArray; S: NDArray; Vh: NDArray };
      const us = matrices(values(U), U.shape)[0]!;
      const vh = matrices(values(Vh), Vh.shape)[0]!;
      const ss = values(S);
      const product = multiply(
        us.map((row) => row.map((value, p) => value * ss[p]!)),
        vh,
      );
      expect(maxAbsDiff(product, a) / EPS).toBeLessThanOrEqual(10 * n);
      expect(maxAbsDiff(multiply(transpose(us), us), identity(n)) / EPS).toBeLessThanOrEqual(10 * n);
      for (const each of [U, S, Vh, given]) each.dispose();
    }
  });
  it('compute_uv false gives S alone; full_matrices shapes', () => {
    const a = zeros([2, 5, 3], 'float32');
    const S = linalg.svd(a, { compute_uv: false });
    expect(S.shape).toEqual([2, 3]);
    expect(S.dtype).toBe('float32');
    const full = linalg.svd(a);
    expect(full.U.shape).toEqual([2, 5, 5]);
    expect(full.Vh.shape).toEqual([2, 3, 3]);
    const reduced = linalg.svd(a, { full_matrices: false });
    expect(reduced.U.shape).toEqual([2, 5, 3]);
    expect(reduced.Vh.shape).toEqual([2, 3, 3]);
    for (const each of [S, full.U, full.S, full.Vh, reduced.U, reduced.S, reduced.Vh, a]) each.dispose();
  });
});

describe('linalg.eigh and eigvalsh', () => {
  for (const entry of fixture.cases.filter((each) => each.sym !== undefined)) {
    it(`${entry.name}: eigenvalues within 10·n·ε·‖A‖ of NumPy's, A V = V Λ, V orthogonal`, () => {
      const a = input(entry.sym!, entry.shape);
      const n = entry.shape[entry.shape.length - 1]!;
      const { eigenvalues, eigenvectors } = linalg.eigh(a);
      const w = values(eigenvalues);
      const vs = matrices(values(eigenvectors), eigenvectors.shape);
      matrices(entry.sym!, entry.shape).forEach((original, index) => {
        const expected = entry.eigvalsh!.slice(index * n, (index + 1) * n);
        const scale = Math.max(...expected.map(Math.abs), Number.MIN_VALUE);
        for (let p = 0; p < n; p += 1)
          expect(Math.abs(w[index * n + p]! - expected[p]!)).toBeLessThanOrEqual(10 * n * EPS * scale);
        const v = vs[index]!;
        expect(maxAbsDiff(multiply(transpose(v), v), identity(n)) / EPS).toBeLessThanOrEqual(10 * n);
        const lambda = w.slice(index * n, (index + 1) * n);
        const residual = maxAbsDiff(
          multiply(original, v),
          v.map((row) => row.map((value, j) => value * lambda[j]!)),
        );
        expect(residual / (scale * EPS)).toBeLessThanOrEqual(10 * n);
      });
      const upper = linalg.eigvalsh(a, 'U');
      expect(
        values(upper).every(
          (value, index) => Math.abs(value - w[index]!) <= 10 * n * EPS * Math.max(...w.map(Math.abs)),
        ),
      ).toBe(true);
      for (const each of [a, eigenvalues, eigenvectors, upper]) each.dispose();
    });
  }
  it('reads one triangle (UPLO), float32 in float32', () => {
    const a = array(
      [
        [2, 100],
        [1, 2],
      ],
      'float32',
    );
    const lower = linalg.eigvalsh(a);
    expect(lower.dtype).toBe('float32');
    expect(lower.toArray()).toEqual([1, 3]);
    const upper = linalg.eigvalsh(a, { UPLO: 'U' });
    expect(upper.toArray()).toEqual([-98, 102]);
    for (const each of [a, lower, upper]) each.dispose();
  });
  it('NaN input gives NaN', () => {
    const a = array([
      [Number.NaN, 0],
      [0, 1],
    ]);
    const w = linalg.eigvalsh(a);
    expect(values(w).every(Number.isNaN)).toBe(true);
    a.dispose();
    w.dispose();
  });
});

describe('pinv, lstsq, matrixRank, cond', () => {
  for (const entry of fixture.cases.filter((each) => each.pinv !== undefined)) {
    it(`${entry.name}: as NumPy's`, () => {
      const a = input(entry.a, entry.shape);
      const [m, n] = entry.shape as [number, number];
      const smax = entry.s[0] ?? 0;
      const smin = entry.s[Math.min(m, n) - 1] ?? 0;
      const rank = linalg.matrixRank(a);
      expect(rank.dtype).toBe('int32');
      expect(rank.item()).toBe(entry.rank[0]);
      // Well-conditioned cases: pinv and lstsq's x agree with NumPy's to the condition number's accuracy.
      const condition = smax / smin;
      const p = linalg.pinv(a);
      expect(p.shape).toEqual([n, m]);
      const b = array(entry.b!, 'float64');
      const result = linalg.lstsq(a, b);
      expect(result.rank.item()).toBe(entry.lstsq_rank);
      expect(result.residuals.shape).toEqual([entry.residuals!.length]);
      if (condition < 1e6 && entry.rank[0] === Math.min(m, n)) {
        const tol = 100 * Math.max(m, n) * EPS * condition;
        const got = values(p);
        entry.pinv!.forEach((value, index) => expect(Math.abs(got[index]! - value)).toBeLessThanOrEqual(tol / smin));
        const x = values(result.x);
        const scale = Math.max(...entry.x!.map(Math.abs));
        entry.x!.forEach((value, index) => expect(Math.abs(x[index]! - value)).toBeLessThanOrEqual(tol * scale));
        const c = linalg.cond(a);
        expect(Math.abs(c.item() - condition) / condition).toBeLessThanOrEqual(tol);
        c.dispose();
      }
      for (const each of [a, rank, p, b, result.x, result.residuals, result.rank, result.s]) each.dispose();
    });
  }
  it('batched rank and a vector', () => {
    const a = zeros([3, 2, 2]);
    const r = linalg.matrixRank(a);
    expect(r.toArray()).toEqual([0, 0, 0]);
    const v = array([0, 1]);
    const rv = linalg.matrixRank(v);
    expect(rv.item()).toBe(1);
    for (const each of [a, r, v, rv]) each.dispose();
  });
});

describe("a rank's dtype: the default int (JAX's sum of a bool mask)", () => {
  // The namespaces' members as one call shape (each namespace's own generic signatures do not unite).
  interface Ranks {
    readonly matrixRank: (M: NDArray) => NDArray;
    readonly lstsq: (a: NDArray, b: NDArray) => Record<'x' | 'residuals' | 'rank' | 's', NDArray>;
    readonly det: unknown;
  }
  const cases: readonly (readonly [string, Ranks, 'int32' | 'int64'])[] = [
    ['dtype-lattice', linalg, 'int32'],
    ['dtype-lattice/x64', linalg64, 'int64'],
    ['withPolicy({ x64: true })', withPolicy({ x64: true }).linalg, 'int64'],
    ["withPolicy('numpy')", withPolicy('numpy').linalg, 'int64'],
  ];
  it.each(cases)(
    "%s: matrixRank and lstsq rank in the default int; a vector's matrixRank int32",
    (_, namespace, int) => {
      const before = undisposed();
      const a = array(
        [
          [1, 2],
          [2, 4],
          [0, 1],
        ],
        'float64',
      );
      const rank = namespace.matrixRank(a);
      expect(rank.dtype).toBe(int);
      expect(rank.item()).toBe(int === 'int64' ? 2n : 2);
      const stack = zeros([3, 2, 2]);
      const batched = namespace.matrixRank(stack);
      expect(batched.dtype).toBe(int);
      expect(batched.toArray()).toEqual(int === 'int64' ? [0n, 0n, 0n] : [0, 0, 0]);
      const v = array([0, 1], 'float32');
      const vector = namespace.matrixRank(v);
      expect(vector.dtype).toBe('int32');
      expect(vector.item()).toBe(1);
      const b = array([1, 2, 3], 'float64');
      const solved = namespace.lstsq(a, b);
      expect(solved.rank.dtype).toBe(int);
      expect(solved.rank.item()).toBe(int === 'int64' ? 2n : 2);
      // Everything else is the same under every setting.
      expect(namespace.det).toBe(linalg.det);
      for (const each of [a, rank, stack, batched, v, vector, b, solved.x, solved.residuals, solved.rank, solved.s])
        each.dispose();
      expect(undisposed()).toEqual(before);
    },
  );
});

describe('errors', () => {
  it('names the function and the problem; frees what it made', () => {
    const rect = zeros([2, 3]);
    expect(() => linalg.eigh(rect as never)).toThrow(
      'linalg.eigh: the last two axes must be square, got shape [2, 3].',
    );
    const vector = zeros([3]);
    expect(() => linalg.qr(vector as never)).toThrow(/^linalg\.qr: the array must have at least 2 axes/);
    expect(() => linalg.qr(rect, 'full' as never)).toThrow(
      "linalg.qr: mode must be 'reduced', 'complete', 'r', got 'full'.",
    );
    expect(() => linalg.svd(rect, { full: true } as never)).toThrow(/^linalg\.svd: unknown option 'full'/);
    const half = zeros([2, 2], 'float16');
    expect(() => linalg.svdvals(half as never)).toThrow(/^linalg\.svdvals: dtype float16 is not supported/);
    const complex = zeros([2, 2], 'complex64');
    expect(() => polyfit(complex as never, complex as never, 1)).toThrow(
      /^polyfit: complex64 input is not supported yet/,
    );
    expect(() => linalg.lstsq(rect, vector)).toThrow(/^linalg\.lstsq: b must have shape \(2,\)/);
    expect(() => linalg.cond(rect, 1 as never)).toThrow(/^linalg\.cond: p 1 is not supported yet/);
    for (const each of [rect, half, complex, vector]) each.dispose();
    expect(new LinAlgError('x').name).toBe('LinAlgError');
  });
});

describe('polyfit', () => {
  it("NumPy's coefficients, highest power first; y with columns", () => {
    const x = array([0, 1, 2, 3, 4], 'float64');
    const y = array([1, 0, 3, 10, 21], 'float64'); // 2x² − 3x + 1 … plus noise-free
    const c = polyfit(x, y, 2);
    // numpy.polyfit([0,1,2,3,4], [1,0,3,10,21], 2) → [2.0, -3.0, 1.0] to rounding
    values(c).forEach((value, index) => expect(Math.abs(value - [2, -3, 1][index]!)).toBeLessThan(1e-12));
    expect(c.dtype).toBe('float64');
    const ys = array(
      [
        [1, 0],
        [0, 1],
        [3, 2],
        [10, 3],
        [21, 4],
      ],
      'float64',
    );
    const cs = polyfit(x, ys, 1);
    expect(cs.shape).toEqual([2, 2]);
    // column 0: numpy.polyfit(x, [1,0,3,10,21], 1) = [5, -3]; column 1: [1, 0]
    values(cs).forEach((value, index) => expect(Math.abs(value - [5, 1, -3, 0][index]!)).toBeLessThan(1e-12));
    const xi = array([0, 1, 2], 'int32');
    const ci = polyfit(xi, xi, 1);
    expect(ci.dtype).toBe('float32');
    expect(() => polyfit(x, y, -1)).toThrow('polyfit: deg must be a non-negative integer, got -1.');
    expect(() => polyfit(x, y, 1, { full: true } as never)).toThrow(/^polyfit: full and cov are not supported yet/);
    for (const each of [x, y, c, ys, cs, xi, ci]) each.dispose();
  });
});
