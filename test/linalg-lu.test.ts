// linalg's LU and Cholesky family (solve, inv, det, slogdet, cholesky, matrixPower, multiDot,
// tensorsolve, tensorinv) against NumPy 2.4 (LAPACK): test/fixtures/linalg-lu.json from
// scripts/linalg_oracle.py holds NumPy's answers; the matrices are rebuilt here from its seeded
// generator (the ill-conditioned ones are stored). solve and inv are held to a backward error
// ‖A·x − b‖ / (‖A‖·‖x‖·ε) ≤ 10·n, cholesky to ‖L·Lᴴ − A‖ / (‖A‖·ε) ≤ 10·n, det and slogdet to
// NumPy's within 10·n·ε·cond(A).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, LinAlgError, linalg, matmul, type NDArray } from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';

type Value = number | string | [number | string, number | string];
interface LuCase {
  kind: 'random' | 'ill';
  dtype: 'float32' | 'float64' | 'complex64' | 'complex128';
  shape: number[];
  seed: number;
  scale: number;
  matrix?: string;
  det: Value[];
  sign: Value[];
  logabsdet: Value[];
  cond: Value[];
}
const oracle = JSON.parse(readFileSync(new URL('./fixtures/linalg-lu.json', import.meta.url), 'utf8')) as {
  cases: LuCase[];
  cholesky: { dtype: LuCase['dtype']; n: number; seed: number; L: Value[] }[];
};

const num = (value: number | string): number =>
  value === 'nan' ? Number.NaN : value === 'inf' ? Infinity : value === '-inf' ? -Infinity : (value as number);
const complexOf = (value: Value): [number, number] =>
  Array.isArray(value) ? [num(value[0]), num(value[1])] : [num(value), 0];
const isComplex = (dtype: string): boolean => dtype.startsWith('complex');
const epsilon = (dtype: string): number => (dtype === 'float32' || dtype === 'complex64' ? 2 ** -23 : 2 ** -52);

/** The oracle's generator (scripts/linalg_oracle.py): an LCG, state / 2**32 - 0.5, exact in float64. */
function lcg(seed: number, count: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = state / 4294967296 - 0.5;
  }
  return out;
}

function generated(item: LuCase): NDArray {
  const count = item.shape.reduce((a, b) => a * b, 1);
  if (item.matrix !== undefined) {
    const bytes = Buffer.from(item.matrix, 'base64');
    const values = new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    return array(values, 'float64').reshape(item.shape) as NDArray;
  }
  const values = lcg(item.seed, isComplex(item.dtype) ? 2 * count : count).map((each) => each * 2 ** item.scale);
  const typed = item.dtype === 'float32' || item.dtype === 'complex64' ? new Float32Array(values) : values;
  return array(typed, item.dtype).reshape(item.shape) as NDArray;
}

/** The elements as [re, im] pairs in float64. */
function parts(x: NDArray): [number, number][] {
  const typed = x.toTypedArray() as Float32Array | Float64Array;
  const complex = isComplex(x.dtype);
  const out: [number, number][] = [];
  for (let index = 0; index < x.size; index += 1)
    out.push(complex ? [typed[2 * index]!, typed[2 * index + 1]!] : [typed[index]!, 0]);
  return out;
}

const abs = ([re, im]: [number, number]): number => Math.hypot(re, im);
const mul = (a: [number, number], b: [number, number]): [number, number] => [
  a[0] * b[0] - a[1] * b[1],
  a[0] * b[1] + a[1] * b[0],
];

/** ‖A·X − B‖∞ / (‖A‖∞·‖X‖∞·ε) per matrix (n×n A, n×k X and B, row-major pairs). */
function backwardError(
  a: [number, number][],
  x: [number, number][],
  b: [number, number][],
  n: number,
  k: number,
  eps: number,
): number {
  let residual = 0;
  let normA = 0;
  let normX = 0;
  for (let i = 0; i < n; i += 1) {
    let rowA = 0;
    for (let j = 0; j < n; j += 1) rowA += abs(a[i * n + j]!);
    normA = Math.max(normA, rowA);
    let rowX = 0;
    for (let j = 0; j < k; j += 1) rowX += abs(x[i * k + j]!);
    normX = Math.max(normX, rowX);
    let rowR = 0;
    for (let j = 0; j < k; j += 1) {
      let re = -b[i * k + j]![0];
      let im = -b[i * k + j]![1];
      for (let m = 0; m < n; m += 1) {
        const [pr, pi] = mul(a[i * n + m]!, x[m * k + j]!);
        re += pr;
        im += pi;
      }
      rowR += Math.hypot(re, im);
    }
    residual = Math.max(residual, rowR);
  }
  return residual / (normA * normX * eps);
}

describe('linalg LU family against NumPy', () => {
  for (const item of oracle.cases) {
    const n = item.shape[item.shape.length - 1]!;
    const label = `${item.kind} ${item.dtype} ${JSON.stringify(item.shape)} scale 2^${item.scale}`;
    it(`det, slogdet, solve, inv: ${label}`, () => {
      const a = generated(item);
      const eps = epsilon(item.dtype);
      const cond = Math.max(...item.cond.map((each) => num(each as number)));
      const tolerance = 10 * n * eps * Math.max(cond, 1);
      // det and slogdet.
      const det = linalg.det(a);
      const { sign, logabsdet } = linalg.slogdet(a);
      expect(det.shape).toEqual(item.shape.slice(0, -2));
      expect(det.dtype).toBe(item.dtype);
      expect(logabsdet.dtype).toBe(
        item.dtype === 'complex64' ? 'float32' : item.dtype === 'complex128' ? 'float64' : item.dtype,
      );
      const ours = parts(det);
      const signs = parts(sign);
      const logs = parts(logabsdet);
      item.det.forEach((value, index) => {
        const wanted = complexOf(value);
        const size = abs(wanted);
        if (Number.isFinite(size) && size > 1e-300 && size < 1e300 && size !== 0)
          expect(abs([ours[index]![0] - wanted[0], ours[index]![1] - wanted[1]]) / size).toBeLessThanOrEqual(tolerance);
        const wantedSign = complexOf(item.sign[index]!);
        expect(abs([signs[index]![0] - wantedSign[0], signs[index]![1] - wantedSign[1]])).toBeLessThanOrEqual(
          tolerance + 1e-6,
        );
        expect(Math.abs(logs[index]![0] - num(item.logabsdet[index] as number))).toBeLessThanOrEqual(
          tolerance * 2 + 1e-5,
        );
      });
      // solve (a vector and a matrix right side) and inv, by backward error.
      const batch = item.shape.slice(0, -2);
      const count = batch.reduce((x, y) => x * y, 1);
      const b = generated({
        ...item,
        shape: [...batch, n, 2],
        seed: item.seed + 1000,
        matrix: undefined,
        kind: 'random',
      });
      const x = linalg.solve(a, b);
      const inverse = linalg.inv(a);
      expect(x.shape).toEqual([...batch, n, 2]);
      expect(inverse.shape).toEqual(item.shape);
      const aParts = parts(a);
      const bParts = parts(b);
      const xParts = parts(x);
      const invParts = parts(inverse);
      const identity: [number, number][] = Array.from({ length: n * n }, (_, index) => [
        index % (n + 1) === 0 ? 1 : 0,
        0,
      ]);
      for (let m = 0; m < count; m += 1) {
        const am = aParts.slice(m * n * n, (m + 1) * n * n);
        expect(
          backwardError(
            am,
            xParts.slice(m * n * 2, (m + 1) * n * 2),
            bParts.slice(m * n * 2, (m + 1) * n * 2),
            n,
            2,
            eps,
          ),
        ).toBeLessThanOrEqual(10 * n);
        if (item.kind === 'random')
          expect(
            backwardError(am, invParts.slice(m * n * n, (m + 1) * n * n), identity, n, n, eps),
          ).toBeLessThanOrEqual(10 * n * Math.max(1, cond * eps * 1e3));
      }
      if (item.shape.length === 2) {
        const vector = generated({ ...item, shape: [n], seed: item.seed + 2000, matrix: undefined, kind: 'random' });
        const solved = linalg.solve(a, vector);
        expect(solved.shape).toEqual([n]);
        expect(backwardError(aParts, parts(solved), parts(vector), n, 1, eps)).toBeLessThanOrEqual(10 * n);
        for (const each of [solved]) each.dispose();
        vector.dispose();
      }
      for (const each of [a, det, sign, logabsdet, b, x, inverse]) each.dispose();
    });
  }
});

/** M·Mᴴ + n·I as scripts/linalg_oracle.py's spd builds it. */
function spd(seed: number, n: number, dtype: LuCase['dtype']): NDArray {
  const complex = isComplex(dtype);
  const values = lcg(seed, complex ? 2 * n * n : n * n);
  const m = (i: number, k: number): [number, number] =>
    complex ? [values[2 * (i * n + k)]!, values[2 * (i * n + k) + 1]!] : [values[i * n + k]!, 0];
  const out = new Float64Array(complex ? 2 * n * n : n * n);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      let re = 0;
      let im = 0;
      for (let k = 0; k < n; k += 1) {
        const [ar, ai] = m(i, k);
        const [br, bi] = m(j, k);
        re = re + (ar * br + ai * bi);
        im = im + (ai * br - ar * bi);
      }
      if (i === j) re += n;
      if (complex) {
        out[2 * (i * n + j)] = re;
        out[2 * (i * n + j) + 1] = im;
      } else out[i * n + j] = re;
    }
  const typed = dtype === 'float32' || dtype === 'complex64' ? new Float32Array(out) : out;
  return array(typed, dtype).reshape([n, n]) as NDArray;
}

describe('linalg.cholesky against NumPy', () => {
  for (const item of oracle.cholesky) {
    it(`${item.dtype} ${item.n}×${item.n}`, () => {
      const a = spd(item.seed, item.n, item.dtype);
      const l = linalg.cholesky(a);
      const u = linalg.cholesky(a, { upper: true });
      const eps = epsilon(item.dtype);
      const ours = parts(l);
      item.L.forEach((value, index) => {
        const wanted = complexOf(value);
        expect(abs([ours[index]![0] - wanted[0], ours[index]![1] - wanted[1]])).toBeLessThanOrEqual(
          10 * item.n * eps * 4,
        );
      });
      const upper = parts(u);
      const n = item.n;
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) {
          expect(upper[i * n + j]![0]).toBe(ours[j * n + i]![0]);
          expect(upper[i * n + j]![1]).toBe(-ours[j * n + i]![1] || 0);
        }
      for (const each of [a, l, u]) each.dispose();
    });
  }
});

describe('linalg LU family: shapes, dtypes, errors', () => {
  it('promotes integers and bools, refuses the narrow floats', () => {
    const a = array(
      [
        [2, 1],
        [1, 3],
      ],
      'int32',
    );
    using inverse = linalg.inv(a);
    expect(inverse.dtype).toBe('float32');
    using d = linalg.det(
      array(
        [
          [1, 0],
          [0, 1],
        ],
        'int64',
      ),
    );
    expect(d.dtype).toBe('float64');
    expect(() =>
      linalg.inv(
        // @ts-expect-error -- a narrow float is refused at compile time too, in the same words
        array(
          [
            [1, 0],
            [0, 1],
          ],
          'float16',
        ),
      ),
    ).toThrow(/^linalg\.inv: dtype float16 is not supported/);
    expect(() =>
      linalg.det(
        // @ts-expect-error -- a narrow float is refused at compile time too, in the same words
        array(
          [
            [1, 0],
            [0, 1],
          ],
          'bfloat16',
        ),
      ),
    ).toThrow(TypeError);
    a.dispose();
  });
  it('singular: LinAlgError for solve and inv, det 0, slogdet sign 0 and -inf', () => {
    using a = array(
      [
        [1, 2],
        [2, 4],
      ],
      'float64',
    );
    using b = array([1, 2], 'float64');
    expect(() => linalg.inv(a)).toThrow(LinAlgError);
    expect(() => linalg.inv(a)).toThrow('linalg.inv: Singular matrix.');
    expect(() => linalg.solve(a, b)).toThrow('linalg.solve: Singular matrix.');
    using d = linalg.det(a);
    expect(d.item()).toBe(0);
    const { sign, logabsdet } = linalg.slogdet(a);
    expect(sign.item()).toBe(0);
    expect(logabsdet.item()).toBe(-Infinity);
    sign.dispose();
    logabsdet.dispose();
    using batch = array(
      [
        [
          [1, 0],
          [0, 1],
        ],
        [
          [1, 1],
          [1, 1],
        ],
      ],
      'float32',
    );
    expect(() => linalg.inv(batch)).toThrow('linalg.inv: Singular matrix (the matrix at batch index [1]).');
  });
  it('cholesky of a matrix that is not positive definite: LinAlgError', () => {
    using a = array(
      [
        [1, 2],
        [2, 1],
      ],
      'float64',
    );
    expect(() => linalg.cholesky(a)).toThrow(LinAlgError);
    expect(() => linalg.cholesky(a)).toThrow('linalg.cholesky: Matrix is not positive definite.');
    expect(() => linalg.cholesky(a, { lower: true } as never)).toThrow(/linalg\.cholesky: unknown option 'lower'/);
  });
  it('NaN and inf propagate', () => {
    using a = array(
      [
        [Number.NaN, 1],
        [1, 2],
      ],
      'float64',
    );
    using d = linalg.det(a);
    expect(d.item()).toBeNaN();
    using x = linalg.inv(a);
    expect(Number.isNaN((x.toArray() as number[][])[1]![1])).toBe(true);
  });
  it('non-square and mismatched shapes', () => {
    using a = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float64',
    );
    expect(() => linalg.inv(a as never)).toThrow(
      'linalg.inv: the last 2 dimensions of a must be square, got shape [2, 3].',
    );
    using v = array([1, 2, 3], 'float64');
    expect(() => linalg.det(v as never)).toThrow(LinAlgError);
    using s = array(
      [
        [1, 0],
        [0, 1],
      ],
      'float64',
    );
    expect(() => linalg.solve(s, v)).toThrow(/^linalg\.solve: a of shape \[2, 2\] and b of shape \[3\] do not match/);
  });
  it('solve broadcasts batches; b as a vector only where one-dimensional', () => {
    using a = array(
      [
        [
          [2, 0],
          [0, 4],
        ],
        [
          [1, 0],
          [0, 1],
        ],
      ],
      'float64',
    );
    using b = array([[2, 8]], 'float64').reshape([1, 2, 1]);
    using x = linalg.solve(a, b);
    expect(x.shape).toEqual([2, 2, 1]);
    expect(x.toArray()).toEqual([
      [[1], [2]],
      [[2], [8]],
    ]);
    using v = array([2, 8], 'float64');
    using y = linalg.solve(a, v);
    expect(y.toArray()).toEqual([
      [1, 2],
      [2, 8],
    ]);
  });
  it('matrixPower, multiDot, tensorsolve, tensorinv', () => {
    using a = array(
      [
        [1, 1],
        [0, 1],
      ],
      'int32',
    );
    using p3 = linalg.matrixPower(a, 3);
    expect(p3.dtype).toBe('int32');
    expect(p3.toArray()).toEqual([
      [1, 3],
      [0, 1],
    ]);
    using p0 = linalg.matrixPower(a, 0);
    expect(p0.toArray()).toEqual([
      [1, 0],
      [0, 1],
    ]);
    using p1 = linalg.matrixPower(a, 1);
    expect(p1.toArray()).toEqual([
      [1, 1],
      [0, 1],
    ]);
    using pm = linalg.matrixPower(a, -2);
    expect(pm.dtype).toBe('float32');
    expect(pm.toArray()).toEqual([
      [1, -2],
      [0, 1],
    ]);
    using m1 = array([1, 2], 'float64');
    using m2 = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float64',
    );
    using m3 = array([[1], [0], [1]], 'float64');
    using m4 = array([2], 'float64');
    using chain = linalg.multiDot([m1, m2, m3, m4]);
    expect(chain.shape).toEqual([]);
    expect(chain.item()).toBe((1 * 1 + 2 * 4 + 1 * 3 + 2 * 6) * 2);
    using t = array(
      [
        [
          [
            [2, 0],
            [0, 0],
          ],
          [
            [0, 1],
            [0, 0],
          ],
        ],
        [
          [
            [0, 0],
            [1, 0],
          ],
          [
            [0, 0],
            [0, 1],
          ],
        ],
      ],
      'float64',
    );
    using rhs = array(
      [
        [2, 1],
        [1, 1],
      ],
      'float64',
    );
    using solved = linalg.tensorsolve(t, rhs);
    expect(solved.shape).toEqual([2, 2]);
    expect(solved.toArray()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    using ti = linalg.tensorinv(t);
    expect(ti.shape).toEqual([2, 2, 2, 2]);
    expect(ti.toArray()).toEqual([
      [
        [
          [0.5, 0],
          [0, 0],
        ],
        [
          [0, 1],
          [0, 0],
        ],
      ],
      [
        [
          [0, 0],
          [1, 0],
        ],
        [
          [0, 0],
          [0, 1],
        ],
      ],
    ]);
  });
  it('leaks nothing, also on error paths, and never mutates its input', () => {
    const a = array(
      [
        [4, 2],
        [2, 5],
      ],
      'float64',
    );
    const singular = array(
      [
        [1, 2],
        [2, 4],
      ],
      'float64',
    );
    const before = usedHeapBytes();
    for (const each of [
      linalg.inv(a),
      linalg.det(a),
      linalg.cholesky(a),
      linalg.matrixPower(a, -3),
      linalg.tensorinv(a, 1),
    ])
      each.dispose();
    const { sign, logabsdet } = linalg.slogdet(a);
    sign.dispose();
    logabsdet.dispose();
    expect(() => linalg.inv(singular)).toThrow(LinAlgError);
    expect(() => linalg.cholesky(singular)).toThrow(LinAlgError);
    expect(() => linalg.matrixPower(singular, -1)).toThrow(LinAlgError);
    expect(() => linalg.tensorsolve(singular, a)).toThrow(LinAlgError);
    expect(usedHeapBytes()).toBe(before);
    expect(a.toArray()).toEqual([
      [4, 2],
      [2, 5],
    ]);
    a.dispose();
    singular.dispose();
  });
});

/** Σ log|u_kk| and the sign of det by Gaussian elimination with partial pivoting in float64 (the test's own reference). */
function referenceSlogdet(values: Float64Array, n: number): [number, number] {
  const a = Float64Array.from(values);
  let sign = 1;
  let log = 0;
  for (let k = 0; k < n; k += 1) {
    let p = k;
    for (let i = k + 1; i < n; i += 1) if (Math.abs(a[i * n + k]!) > Math.abs(a[p * n + k]!)) p = i;
    if (p !== k) {
      sign = -sign;
      for (let j = 0; j < n; j += 1) [a[k * n + j], a[p * n + j]] = [a[p * n + j]!, a[k * n + j]!];
    }
    const pivot = a[k * n + k]!;
    if (pivot === 0) return [0, -Infinity];
    if (pivot < 0) sign = -sign;
    log += Math.log(Math.abs(pivot));
    for (let i = k + 1; i < n; i += 1) {
      const l = a[i * n + k]! / pivot;
      for (let j = k + 1; j < n; j += 1) a[i * n + j] = a[i * n + j]! - l * a[k * n + j]!;
    }
  }
  return [sign, log];
}

// The blocked kernels (asm/linalg-lu.ts) past one block: panels, the triangular solves' block rows
// and the trailing updates on the product's micro-kernel, with edge tiles (n not a multiple of the
// tile or block sizes).
describe('linalg LU family: blocked, beyond one block', () => {
  const sizes: [LuCase['dtype'], number][] = [
    ['float64', 65],
    ['float64', 131],
    ['float64', 300],
    ['float32', 67],
    ['float32', 150],
  ];
  for (const [dtype, n] of sizes) {
    it(`det, slogdet, solve, inv, cholesky: ${dtype} ${n}×${n}`, () => {
      const eps = epsilon(dtype);
      const values = lcg(7000 + n, n * n);
      const typed = dtype === 'float32' ? new Float32Array(values) : values;
      using a = array(typed, dtype).reshape([n, n]);
      const [refSign, refLog] = referenceSlogdet(Float64Array.from(typed), n);
      const { sign, logabsdet } = linalg.slogdet(a);
      expect(sign.item()).toBe(refSign);
      expect(Math.abs((logabsdet.item() as number) - refLog)).toBeLessThanOrEqual(dtype === 'float32' ? 2e-3 : 1e-9);
      using det = linalg.det(a);
      expect((det.item() as number) * refSign).toBeGreaterThan(0);
      // The complex path (the loop form) agrees with the blocked real one.
      using asComplex = a.astype(dtype === 'float32' ? 'complex64' : 'complex128');
      const complexLog = linalg.slogdet(asComplex);
      expect(Math.abs((complexLog.logabsdet.item() as number) - (logabsdet.item() as number))).toBeLessThanOrEqual(
        dtype === 'float32' ? 2e-3 : 1e-9,
      );
      for (const each of [sign, logabsdet, complexLog.sign, complexLog.logabsdet]) each.dispose();
      // solve: a matrix right side (blocked substitution), a vector one (dot products), a batch.
      const rhs = lcg(8000 + n, n * 9);
      using b = array(dtype === 'float32' ? new Float32Array(rhs) : rhs, dtype).reshape([n, 9]);
      using x = linalg.solve(a, b);
      const column = lcg(8500 + n, n);
      using v = array(dtype === 'float32' ? new Float32Array(column) : column, dtype);
      using y = linalg.solve(a, v);
      const aParts = parts(a);
      expect(backwardError(aParts, parts(x), parts(b), n, 9, eps)).toBeLessThanOrEqual(10 * n);
      expect(backwardError(aParts, parts(y), parts(v), n, 1, eps)).toBeLessThanOrEqual(10 * n);
      using inverse = linalg.inv(a);
      const identity: [number, number][] = Array.from({ length: n * n }, (_, index) => [
        index % (n + 1) === 0 ? 1 : 0,
        0,
      ]);
      if (n <= 160) expect(backwardError(aParts, parts(inverse), identity, n, n, eps)).toBeLessThanOrEqual(10 * n);
      else {
        // Past the products' depth block (256): inv(A)·b against solve's x (the test's loops are O(n³)).
        using product = matmul(inverse, b);
        const ours = product.toTypedArray() as Float32Array | Float64Array;
        const wanted = x.toTypedArray() as Float32Array | Float64Array;
        let most = 0;
        for (const value of wanted) most = Math.max(most, Math.abs(value));
        for (let index = 0; index < wanted.length; index += 1)
          expect(Math.abs(ours[index]! - wanted[index]!)).toBeLessThanOrEqual(1e-9 * most);
      }
      // Batched: each matrix of the stack as it is alone.
      using stack = linalg.inv(a.reshape([1, n, n]).broadcastTo([2, n, n]));
      expect(stack.toTypedArray().subarray(n * n)).toEqual(inverse.toTypedArray());
      // cholesky of M·Mᵀ + n·I: ‖L·Lᵀ − A‖ / (‖A‖·ε) ≤ 10·n, upper the transpose.
      using s = spd(9000 + n, n, dtype);
      using l = linalg.cholesky(s);
      using u = linalg.cholesky(s, { upper: true });
      const lv = l.toTypedArray() as Float32Array | Float64Array;
      const sv = s.toTypedArray() as Float32Array | Float64Array;
      let normA = 0;
      let residual = 0;
      for (let i = 0; i < n; i += 1) {
        let rowA = 0;
        let rowR = 0;
        for (let j = 0; j < n; j += 1) {
          let sum = 0;
          for (let m = 0; m <= Math.min(i, j); m += 1) sum += lv[i * n + m]! * lv[j * n + m]!;
          rowA += Math.abs(sv[i * n + j]!);
          rowR += Math.abs(sum - sv[i * n + j]!);
          if (j > i) expect(lv[i * n + j]).toBe(0);
        }
        normA = Math.max(normA, rowA);
        residual = Math.max(residual, rowR);
      }
      expect(residual / (normA * eps)).toBeLessThanOrEqual(10 * n);
      using lt = l.T;
      expect(u.toTypedArray()).toEqual(lt.toTypedArray());
    });
  }

  it('a zero pivot, a failing diagonal and a NaN past the first block', () => {
    const n = 100;
    const values = lcg(4242, n * n);
    for (let i = 0; i < n; i += 1) values[i * n + 70] = 0; // column 70: an exactly zero pivot there
    using a = array(values, 'float64').reshape([n, n]);
    using b = array(lcg(4343, n), 'float64');
    expect(() => linalg.solve(a, b)).toThrow('linalg.solve: Singular matrix.');
    expect(() => linalg.inv(a)).toThrow('linalg.inv: Singular matrix.');
    using d = linalg.det(a);
    expect(d.item()).toBe(0);
    const { sign, logabsdet } = linalg.slogdet(a);
    expect(sign.item()).toBe(0);
    expect(logabsdet.item()).toBe(-Infinity);
    sign.dispose();
    logabsdet.dispose();
    using s = spd(4444, n, 'float64');
    const broken = s.toTypedArray() as Float64Array;
    broken[80 * n + 80] = -1;
    using notDefinite = array(broken, 'float64').reshape([1, n, n]).broadcastTo([2, n, n]);
    expect(() => linalg.cholesky(notDefinite)).toThrow(
      'linalg.cholesky: Matrix is not positive definite (the matrix at batch index [0]).',
    );
    const withNaN = lcg(4545, n * n);
    withNaN[90 * n + 5] = Number.NaN;
    using c = array(withNaN, 'float32').reshape([n, n]);
    using dn = linalg.det(c);
    expect(dn.item()).toBeNaN();
    using inverse = linalg.inv(c);
    expect((inverse.toTypedArray() as Float32Array).some(Number.isNaN)).toBe(true);
  });
});

describe('linalg LU family: the doc examples', () => {
  it('give what their //=> lines say', () => {
    using a = array(
      [
        [2, 0],
        [0, 4],
      ],
      'float64',
    );
    using b = array([2, 8], 'float64');
    using x = linalg.solve(a, b);
    expect(x.toArray()).toEqual([1, 2]);
    using inverse = linalg.inv(a);
    expect(inverse.toArray()).toEqual([
      [0.5, 0],
      [0, 0.25],
    ]);
    using m = array(
      [
        [1, 2],
        [3, 4],
      ],
      'float64',
    );
    using d = linalg.det(m);
    expect(d.item()).toBe(-2);
    using six = array(
      [
        [2, 0],
        [0, 3],
      ],
      'float64',
    );
    const { sign, logabsdet } = linalg.slogdet(six);
    expect(logabsdet.item()).toBe(1.791759469228055);
    sign.dispose();
    logabsdet.dispose();
    using spd = array(
      [
        [4, 2],
        [2, 5],
      ],
      'float64',
    );
    using l = linalg.cholesky(spd);
    expect(l.toArray()).toEqual([
      [2, 0],
      [1, 2],
    ]);
    using v1 = array([1, 2], 'float64');
    using id = array(
      [
        [1, 0],
        [0, 1],
      ],
      'float64',
    );
    using v2 = array([3, 4], 'float64');
    using chain = linalg.multiDot([v1, id, v2]);
    expect(chain.item()).toBe(11);
    using ts = linalg.tensorsolve(a, b);
    expect(ts.toArray()).toEqual([1, 2]);
    using ti = linalg.tensorinv(a, { ind: 1 });
    expect(ti.toArray()).toEqual([
      [0.5, 0],
      [0, 0.25],
    ]);
  });
});
