// linalg.eig, linalg.eigvals and roots: accuracy against NumPy (LAPACK's dgeev/zgeev) on
// test/fixtures/linalg-eig.json (scripts/linalg_eig_oracle.py: random real and complex 1×1 to
// 100×100, symmetric, orthogonal, defective, zero, triangular, a permutation, a companion matrix,
// badly scaled, tiny, huge, batched). Every matrix: the residual ‖AV − VΛ‖ / (‖A‖‖V‖ε) ≤ 10·n
// (issue #47's bound), unit eigenvectors, and each eigenvalue within 10·n·ε·‖A‖·κ of NumPy's (κ its
// condition number); complex pairs of real input exactly conjugate; dtypes, errors and leaks.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { array, type NDArray, linalg, roots, zeros } from '../src/index.js';
import { LinAlgError } from '../src/errors/errors.js';
import { undisposed } from '../src/memory/memory.js';

interface Case {
  name: string;
  shape: number[];
  complex: boolean;
  a: number[];
  w: number[];
  kappa: number[];
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/linalg-eig.json', import.meta.url), 'utf8')) as {
  cases: Case[];
  roots: { p: number[]; roots: number[] }[];
};

type C = [number, number];
const parts = (array: NDArray): number[] => Array.from(array.toTypedArray() as ArrayLike<number>, Number);
const pairsOf = (flat: number[]): C[] =>
  Array.from({ length: flat.length / 2 }, (_, k) => [flat[2 * k]!, flat[2 * k + 1]!]);
const abs = ([re, im]: C): number => Math.hypot(re, im);

/** Matches each computed eigenvalue to the nearest unused reference one; the distances. */
function matched(computed: C[], reference: C[]): { distance: number; index: number }[] {
  const used = new Array<boolean>(reference.length).fill(false);
  return computed.map(([re, im]) => {
    let best = -1;
    let distance = Number.POSITIVE_INFINITY;
    reference.forEach(([r, i], index) => {
      const d = Math.hypot(re - r, im - i);
      if (!used[index] && d < distance) {
        distance = d;
        best = index;
      }
    });
    used[best] = true;
    return { distance, index: best };
  });
}

/** max |a_ij| · n: a bound on ‖A‖₂ that is cheap. */
function normBound(a: C[], n: number): number {
  return a.reduce((big, z) => Math.max(big, abs(z)), 0) * n;
}

/** max over k of ‖A v_k − λ_k v_k‖₂ / (‖A‖ ε), for one n×n matrix. */
function residual(a: C[], w: C[], v: C[], n: number, eps: number): number {
  const norm = normBound(a, n);
  if (norm === 0) return 0;
  let worst = 0;
  for (let k = 0; k < n; k += 1) {
    let sum = 0;
    for (let i = 0; i < n; i += 1) {
      let re = 0;
      let im = 0;
      for (let j = 0; j < n; j += 1) {
        const [ar, ai] = a[i * n + j]!;
        const [vr, vi] = v[j * n + k]!;
        re += ar * vr - ai * vi;
        im += ar * vi + ai * vr;
      }
      const [lr, li] = w[k]!;
      const [vr, vi] = v[i * n + k]!;
      re -= lr * vr - li * vi;
      im -= lr * vi + li * vr;
      sum += re * re + im * im;
    }
    worst = Math.max(worst, Math.sqrt(sum) / (norm * eps));
  }
  return worst;
}

const bases: NDArray[] = [];
/** `base` reshaped; the base freed after the test. */
const shaped = (base: NDArray, shape: number[]): NDArray => {
  bases.push(base);
  return base.reshape(shape);
};

let before = undisposed();
beforeEach(() => {
  before = undisposed();
});
afterEach(() => {
  for (const base of bases.splice(0)) base.dispose();
  expect(undisposed()).toEqual(before);
});

describe('linalg.eig against NumPy (LAPACK dgeev/zgeev)', () => {
  for (const entry of fixture.cases) {
    it(`${entry.name}: residual ≤ 10·n, eigenvalues within 10·n·ε·‖A‖·κ, unit vectors`, () => {
      const n = entry.shape[entry.shape.length - 1]!;
      const count = entry.shape.slice(0, -2).reduce((p, s) => p * s, 1);
      const input = entry.complex
        ? shaped(
            array(
              pairsOf(entry.a).map(([re, im]) => ({ re, im })),
              'complex128',
            ),
            entry.shape,
          )
        : shaped(array(entry.a, 'float64'), entry.shape);
      const { eigenvalues, eigenvectors } = linalg.eig(input);
      expect(eigenvalues.dtype).toBe('complex128');
      expect(eigenvalues.shape).toEqual(entry.shape.slice(0, -1));
      expect(eigenvectors.shape).toEqual(entry.shape);
      const a = entry.complex ? pairsOf(entry.a) : entry.a.map((x): C => [x, 0]);
      const w = pairsOf(parts(eigenvalues));
      const v = pairsOf(parts(eigenvectors));
      const reference = pairsOf(entry.w);
      const vals = linalg.eigvals(input);
      expect(parts(vals)).toEqual(parts(eigenvalues).map((x) => x));
      for (let b = 0; b < count; b += 1) {
        const am = a.slice(b * n * n, (b + 1) * n * n);
        const wm = w.slice(b * n, (b + 1) * n);
        const vm = v.slice(b * n * n, (b + 1) * n * n);
        expect(residual(am, wm, vm, n, 2 ** -52)).toBeLessThanOrEqual(10 * n);
        for (let k = 0; k < n; k += 1) {
          let sum = 0;
          for (let i = 0; i < n; i += 1) sum += abs(vm[i * n + k]!) ** 2;
          expect(Math.abs(Math.sqrt(sum) - 1)).toBeLessThan(1e-13);
        }
        const norm = normBound(am, n);
        const pairs = matched(wm, reference.slice(b * n, (b + 1) * n));
        pairs.forEach(({ distance, index }) => {
          const kappa = entry.kappa[b * n + index]!;
          // A defective eigenvalue (κ = ∞) is only determined to ε^(1/m): bound it by √ε·‖A‖.
          const bound = kappa >= 1e15 ? Math.sqrt(2 ** -52) * norm * 10 : 10 * n * 2 ** -52 * norm * Math.max(kappa, 1);
          expect(distance).toBeLessThanOrEqual(bound);
        });
        if (!entry.complex)
          for (let k = 0; k < n; k += 1) {
            const [re, im] = wm[k]!;
            if (im > 0) expect(wm[k + 1]).toEqual([re, -im]);
          }
      }
      for (const each of [input, eigenvalues, eigenvectors, vals]) each.dispose();
    });
  }
});

describe('eig dtypes, shapes and edge cases', () => {
  it('gives complex64 for float32, bool and small integers, complex128 for float64; complex input kept', () => {
    const cases: [string, string][] = [
      ['float32', 'complex64'],
      ['int32', 'complex64'],
      ['uint8', 'complex64'],
      ['bool', 'complex64'],
      ['float64', 'complex128'],
      ['complex64', 'complex64'],
      ['complex128', 'complex128'],
    ];
    for (const [dtype, result] of cases) {
      const a = array(
        [
          [1, 0],
          [1, 1],
        ],
        dtype as 'float32',
      );
      const { eigenvalues, eigenvectors } = linalg.eig(a);
      const w = linalg.eigvals(a);
      expect([eigenvalues.dtype, eigenvectors.dtype, w.dtype]).toEqual([result, result, result]);
      for (const each of [a, eigenvalues, eigenvectors, w]) each.dispose();
    }
  });

  it('float32 input: residual within 10·n float32 ε (computed in float64, rounded once)', () => {
    const entry = fixture.cases.find((each) => each.name === 'random 16x16')!;
    const a = shaped(array(entry.a, 'float32'), [16, 16]);
    const { eigenvalues, eigenvectors } = linalg.eig(a);
    const rounded = Array.from(a.toTypedArray() as Float32Array, (x): C => [x, 0]);
    expect(residual(rounded, pairsOf(parts(eigenvalues)), pairsOf(parts(eigenvectors)), 16, 2 ** -23)).toBeLessThan(
      160,
    );
    for (const each of [a, eigenvalues, eigenvectors]) each.dispose();
  });

  it('a rotation: ±i and LAPACK’s normalised vectors', () => {
    const a = array(
      [
        [0, -1],
        [1, 0],
      ],
      'float64',
    );
    const { eigenvalues, eigenvectors } = linalg.eig(a);
    expect(eigenvalues.toArray()).toEqual([
      { re: 0, im: 1 },
      { re: 0, im: -1 },
    ]);
    const h = Math.SQRT1_2;
    const v = pairsOf(parts(eigenvectors));
    expect(v[0]![0]).toBeCloseTo(h, 15);
    expect(v[0]![1]).toBe(0);
    expect(v[2]).toEqual([expect.closeTo(0, 15), expect.closeTo(-h, 15)]);
    for (const each of [a, eigenvalues, eigenvectors]) each.dispose();
  });

  it('0×0 matrices and empty batches give empty results', () => {
    const a = zeros([0, 0]);
    const { eigenvalues, eigenvectors } = linalg.eig(a);
    expect(eigenvalues.shape).toEqual([0]);
    expect(eigenvectors.shape).toEqual([0, 0]);
    const b = zeros([0, 3, 3]);
    const w = linalg.eigvals(b);
    expect(w.shape).toEqual([0, 3]);
    for (const each of [a, eigenvalues, eigenvectors, b, w]) each.dispose();
  });

  it('NaN or infinite input gives NaN results', () => {
    const a = array(
      [
        [Number.NaN, 1],
        [0, 1],
      ],
      'float64',
    );
    const b = array(
      [
        [Number.POSITIVE_INFINITY, 1],
        [0, 1],
      ],
      'float64',
    );
    for (const m of [a, b]) {
      const { eigenvalues, eigenvectors } = linalg.eig(m);
      expect(parts(eigenvalues).every(Number.isNaN)).toBe(true);
      expect(parts(eigenvectors).every(Number.isNaN)).toBe(true);
      eigenvalues.dispose();
      eigenvectors.dispose();
    }
    a.dispose();
    b.dispose();
  });

  it('does not change its input', () => {
    const a = array(
      [
        [1, 2],
        [3, 4],
      ],
      'float64',
    );
    const w = linalg.eigvals(a);
    expect(a.toArray()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    a.dispose();
    w.dispose();
  });

  it('refuses what JAX refuses, with the function named', () => {
    const half = array(
      [
        [1, 0],
        [0, 1],
      ],
      'float16',
    );
    const rect = zeros([2, 3]);
    const vector = zeros([3]);
    // @ts-expect-error -- a narrow float is refused at compile time too, in the same words
    expect(() => linalg.eig(half)).toThrow(/^linalg\.eig: dtype float16 is not supported/);
    expect(() => linalg.eigvals(rect as never)).toThrow(LinAlgError);
    expect(() => linalg.eigvals(rect as never)).toThrow(
      'linalg.eigvals: the last two axes must be square, got shape [2, 3].',
    );
    expect(() => linalg.eig(vector as never)).toThrow(/^linalg\.eig: the array must have at least 2 axes/);
    expect(() =>
      linalg.eig([
        [1, 2],
        [3, 4],
      ] as never),
    ).toThrow(/^linalg\.eig: /);
    for (const each of [half, rect, vector]) each.dispose();
  });
});

describe('roots against numpy.roots', () => {
  for (const { p, roots: expected } of fixture.roots) {
    it(`roots of [${p
      .slice(0, 6)
      .map((x) => +x.toFixed(3))
      .join(', ')}${p.length > 6 ? ', …' : ''}]`, () => {
      const coefficients = array(p, 'float64');
      const r = roots(coefficients);
      expect(r.dtype).toBe('complex128');
      const got = pairsOf(parts(r));
      const reference = pairsOf(expected);
      expect(got.length).toBe(reference.length);
      const scale = Math.max(1, ...reference.map(abs));
      // Repeated roots are determined to ε^(1/m) only.
      for (const { distance } of matched(got, reference)) expect(distance).toBeLessThan(1e-7 * scale);
      // Zero roots (from trailing zero coefficients) last and exact, as NumPy and JAX place them.
      const zerosAtEnd = reference.filter(([re, im]) => re === 0 && im === 0).length;
      for (let k = got.length - zerosAtEnd; k < got.length; k += 1) expect(got[k]).toEqual([0, 0]);
      coefficients.dispose();
      r.dispose();
    });
  }

  it('dtypes as JAX: complex64 from float32 and int32; complex input kept', () => {
    for (const [dtype, result] of [
      ['float32', 'complex64'],
      ['int32', 'complex64'],
      ['float64', 'complex128'],
      ['complex64', 'complex64'],
    ] as const) {
      const p = array([1, -3, 2], dtype);
      const r = roots(p);
      expect(r.dtype).toBe(result);
      const got = pairsOf(parts(r)).sort((x, y) => x[0] - y[0]);
      expect(got[0]![0]).toBeCloseTo(1, 5);
      expect(got[1]![0]).toBeCloseTo(2, 5);
      p.dispose();
      r.dispose();
    }
  });

  it('strip_zeros: false gives a NaN root for each leading zero, as JAX', () => {
    const p = array([0, 1, -3, 2, 0], 'float64');
    const r = roots(p, { strip_zeros: false });
    const got = pairsOf(parts(r));
    expect(got.length).toBe(4);
    expect(got[2]).toEqual([0, 0]);
    expect(got[3]!.every(Number.isNaN)).toBe(true);
    const zero = array([0, 0, 0], 'float64');
    const all = roots(zero, { strip_zeros: false });
    expect(all.shape).toEqual([2]);
    expect(parts(all).every(Number.isNaN)).toBe(true);
    const stripped = roots(zero);
    expect(stripped.shape).toEqual([0]);
    for (const each of [p, r, zero, all, stripped]) each.dispose();
  });

  it('refuses a 2-D p, an unknown option and a non-boolean strip_zeros', () => {
    const p = zeros([2, 2]);
    const q = array([1, 2], 'float64');
    expect(() => roots(p)).toThrow('roots: p must be 1-D, got shape [2, 2].');
    expect(() => roots(q, { strip: true } as never)).toThrow(/^roots: /);
    expect(() => roots(q, { strip_zeros: 1 } as never)).toThrow('roots: strip_zeros must be a boolean, got 1.');
    p.dispose();
    q.dispose();
  });
});
