// linalg at 512×512 (issue #47's largest size) against NumPy (LAPACK): random, ill-conditioned
// (condition 1e8 and 1e12), rank-deficient, positive-definite and symmetric indefinite matrices,
// rebuilt bit for bit from scripts/linalg_512_oracle.py's recipe (its docstring), so the fixture
// holds only what LAPACK alone can say: slogdet, singular values, eigenvalues, rank. The rest are
// bounds that need no stored answer, in the ∞-norm: backward error ‖b − A·x‖ / (‖A‖·‖x‖·ε),
// ‖A·X − I‖ / (‖A‖·‖X‖·ε), ‖L·Lᵀ − A‖ / (‖A‖·ε), ‖Q·R − A‖ / (‖A‖·ε), ‖QᵀQ − I‖ / ε, each ≤ 10·n.
// A sized file (test/support/tier.ts): the unit tier leaves out the SVD and eigenvalue cases.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array, linalg, matmul, type NDArray } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import { quick } from './support/tier.js';

interface Case {
  readonly name: string;
  readonly kind: 'random' | 'spectrum';
  readonly seed: number;
  readonly ratio?: number;
  readonly zeros?: number;
  readonly symmetric?: boolean;
  readonly alternate?: boolean;
  readonly slogdet: [number, number];
  readonly norm2: number;
  readonly s?: number[];
  readonly rank: number;
  readonly eigenvalues?: number[];
  readonly checksum: [number, number, number, number];
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/linalg-512.json', import.meta.url), 'utf8')) as {
  n: number;
  cases: Case[];
};
const N = fixture.n;
const EPS = 2 ** -52;
const BOUND = 10 * N;
const byName = (name: string): Case => fixture.cases.find((each) => each.name === name)!;

function lcg(seed: number, count: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = state / 4294967296 - 0.5;
  }
  return out;
}

function unit(seed: number): Float64Array {
  const w = lcg(seed, N);
  let total = 0;
  for (const x of w) total += x * x;
  const norm = Math.sqrt(total);
  return w.map((x) => x / norm);
}

function spectrum(entry: Case): Float64Array {
  const s = new Float64Array(N);
  s[0] = 1;
  for (let k = 1; k < N; k += 1) s[k] = s[k - 1]! * entry.ratio!;
  if (entry.zeros) s.fill(0, N - entry.zeros);
  if (entry.alternate) for (let k = 1; k < N; k += 2) s[k] = -s[k]!;
  return s;
}

/** The case's matrix, row-major, the oracle's recipe step for step. */
function build(entry: Case): Float64Array {
  if (entry.kind === 'random') return lcg(entry.seed, N * N);
  const s = spectrum(entry);
  const u = unit(entry.seed);
  const v = entry.symmetric ? u : unit(entry.seed + 1);
  let c = 0;
  for (let k = 0; k < N; k += 1) c += u[k]! * s[k]! * v[k]!;
  const a = new Float64Array(N * N);
  for (let i = 0; i < N; i += 1)
    for (let j = 0; j < N; j += 1) {
      const diagonal = i === j ? s[i]! : 0;
      a[i * N + j] = diagonal - 2 * u[i]! * u[j]! * s[j]! - 2 * s[i]! * v[i]! * v[j]! + 4 * u[i]! * v[j]! * c;
    }
  return a;
}

/** The ∞-norm (largest row sum of magnitudes) of a row-major rows×columns matrix. */
function normInf(values: ArrayLike<number>, rows: number, columns: number): number {
  let most = 0;
  for (let i = 0; i < rows; i += 1) {
    let sum = 0;
    for (let j = 0; j < columns; j += 1) sum += Math.abs(values[i * columns + j]!);
    most = Math.max(most, sum);
  }
  return most;
}

const valuesOf = (x: NDArray): Float64Array => x.toTypedArray() as Float64Array;

/** ‖X − I‖∞ (or ‖X − A‖∞ with `minus`) of the row-major n×n X. */
function distance(x: Float64Array, minus?: Float64Array): number {
  const d = new Float64Array(N * N);
  for (let i = 0; i < N * N; i += 1) d[i] = x[i]! - (minus ? minus[i]! : i % (N + 1) === 0 ? 1 : 0);
  return normInf(d, N, N);
}

const matrices = new Map<
  string,
  { values: Float64Array; flat: NDArray<'float64', number[]>; array: NDArray<'float64', number[]>; norm: number }
>();
let before: ReturnType<typeof undisposed>;

beforeAll(() => {
  before = undisposed();
  for (const entry of fixture.cases) {
    const values = build(entry);
    const flat = array(values, 'float64') as NDArray<'float64', number[]>;
    matrices.set(entry.name, {
      values,
      flat,
      array: flat.reshape([N, N]) as NDArray<'float64', number[]>,
      norm: normInf(values, N, N),
    });
  }
});

afterAll(() => {
  for (const each of matrices.values()) {
    each.array.dispose();
    each.flat.dispose();
  }
  expect(undisposed()).toEqual(before);
});

const get = (name: string) => matrices.get(name)!;

describe("512×512: the matrices are the oracle's", () => {
  it.each(fixture.cases.map((each) => [each.name, each] as const))('%s', (_, entry) => {
    const { values } = get(entry.name);
    const [sum, largest, corner, otherCorner] = entry.checksum;
    expect(values[(N - 1) * N]).toBe(corner);
    expect(values[N - 1]).toBe(otherCorner);
    expect(values.reduce((most, x) => Math.max(most, Math.abs(x)), 0)).toBe(largest);
    expect(Math.abs(values.reduce((total, x) => total + x, 0) - sum)).toBeLessThanOrEqual(1e-9 * N * largest);
  });
});

describe('512×512: solve, inv, det, slogdet (LU with partial pivoting)', () => {
  const general = ['random', 'condition 1e8', 'condition 1e12'];
  it.each(general)('%s: solve backward error ≤ 10·n', (name) => {
    const { values, array: a, norm } = get(name);
    const rhs = lcg(4242, N);
    const b = array(rhs, 'float64');
    const x = linalg.solve(a, b);
    const xs = valuesOf(x);
    const residual = new Float64Array(N);
    for (let i = 0; i < N; i += 1) {
      let sum = rhs[i]!;
      for (let j = 0; j < N; j += 1) sum -= values[i * N + j]! * xs[j]!;
      residual[i] = sum;
    }
    const error = normInf(residual, 1, N) / (norm * normInf(xs, 1, N) * EPS);
    expect(error).toBeLessThanOrEqual(BOUND);
    b.dispose();
    x.dispose();
  });
  it.each(general)('%s: inv, ‖A·X − I‖ / (‖A‖·‖X‖·ε) ≤ 10·n', (name) => {
    const { array: a, norm } = get(name);
    const x = linalg.inv(a);
    const product = matmul(a, x);
    const error = distance(valuesOf(product)) / (norm * normInf(valuesOf(x), N, N) * EPS);
    expect(error).toBeLessThanOrEqual(BOUND);
    x.dispose();
    product.dispose();
  });
  it.each(fixture.cases.filter((each) => each.rank === N).map((each) => [each.name, each] as const))(
    "%s: slogdet as LAPACK's, det its product",
    (_, entry) => {
      const { array: a } = get(entry.name);
      const { sign, logabsdet } = linalg.slogdet(a);
      expect(sign.item()).toBe(entry.slogdet[0]);
      // Where the spectrum is known, log|det| = Σ log|s| exactly: ours within 10× LAPACK's distance from it
      // (or 10·n·ε relative); a random matrix against LAPACK's within the condition's reach.
      const ours = logabsdet.item() as number;
      const lapack = entry.slogdet[1];
      if (entry.kind === 'spectrum') {
        let exact = 0;
        for (const s of spectrum(entry)) exact += Math.log(Math.abs(s));
        const allowed = Math.max(10 * Math.abs(lapack - exact), BOUND * EPS * Math.abs(exact));
        expect(Math.abs(ours - exact)).toBeLessThanOrEqual(allowed);
      } else expect(Math.abs(ours - lapack)).toBeLessThanOrEqual(BOUND * EPS * Math.abs(lapack) * 1e3);
      const det = linalg.det(a);
      const expected = entry.slogdet[0] * Math.exp(ours);
      expect(Math.abs((det.item() as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.abs(expected));
      for (const each of [sign, logabsdet, det]) each.dispose();
    },
  );
  it("rank 500: det 0 and slogdet (0, −∞) or a tiny determinant, as LAPACK's sign says", () => {
    const entry = byName('rank 500');
    const { sign, logabsdet } = linalg.slogdet(get(entry.name).array);
    // Rounding leaves the zero singular values at ε·‖A‖: LAPACK's log|det| is then far below any
    // full-rank one's; ours must be too (at most LAPACK's plus 12·log(10·n)).
    expect(logabsdet.item() as number).toBeLessThanOrEqual(entry.slogdet[1] + 12 * Math.log(BOUND));
    sign.dispose();
    logabsdet.dispose();
  });
});

describe('512×512: cholesky, qr', () => {
  it('positive definite, condition 1e8: ‖L·Lᵀ − A‖ / (‖A‖·ε) ≤ 10·n', () => {
    const { values, array: a, norm } = get('positive definite, condition 1e8');
    const l = linalg.cholesky(a);
    const lT = l.mT;
    const product = matmul(l, lT);
    expect(distance(valuesOf(product), values) / (norm * EPS)).toBeLessThanOrEqual(BOUND);
    const upper = linalg.cholesky(a, { upper: true });
    expect(upper.toTypedArray()).toEqual(lT.toTypedArray());
    for (const each of [l, lT, product, upper]) each.dispose();
  });
  it.each(['random', 'condition 1e12'])('%s: ‖Q·R − A‖ / (‖A‖·ε) and ‖QᵀQ − I‖ / ε ≤ 10·n', (name) => {
    const { values, array: a, norm } = get(name);
    const { Q, R } = linalg.qr(a);
    const product = matmul(Q, R);
    expect(distance(valuesOf(product), values) / (norm * EPS)).toBeLessThanOrEqual(BOUND);
    const qT = Q.mT;
    const gram = matmul(qT, Q);
    expect(distance(valuesOf(gram)) / EPS).toBeLessThanOrEqual(BOUND);
    for (const each of [Q, R, product, qT, gram]) each.dispose();
  });
});

// The SVD and the symmetric eigensolver take seconds at 512² (tens of seconds on a loaded machine):
// the integration tier runs them (vitest.config.mjs lists this file as sized), the unit tier does not.
describe.skipIf(quick)("512×512: singular values, eigenvalues, rank (LAPACK's within 10·n·ε·‖A‖)", () => {
  // One SVD of 512² (the rank-deficient case): the one-sided Jacobi SVD takes seconds at this size.
  it('rank 500: svdvals', () => {
    const entry = byName('rank 500');
    const name = entry.name;
    const s = linalg.svdvals(get(name).array);
    const got = valuesOf(s);
    const tolerance = BOUND * EPS * entry.norm2;
    entry.s!.forEach((value, index) => expect(Math.abs(got[index]! - value)).toBeLessThanOrEqual(tolerance));
    s.dispose();
  }, 120_000);
  it('rank 500: matrixRank', () => {
    const entry = byName('rank 500');
    const rank = linalg.matrixRank(get(entry.name).array);
    expect(rank.item()).toBe(entry.rank);
    rank.dispose();
  }, 120_000);
  it('symmetric indefinite, condition 1e12: eigvalsh', () => {
    const entry = byName('symmetric indefinite, condition 1e12');
    const w = linalg.eigvalsh(get(entry.name).array);
    const got = valuesOf(w);
    const tolerance = BOUND * EPS * entry.norm2;
    entry.eigenvalues!.forEach((value, index) => expect(Math.abs(got[index]! - value)).toBeLessThanOrEqual(tolerance));
    w.dispose();
  }, 120_000);
});
