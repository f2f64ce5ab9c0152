// The Householder QR kernels (asm/linalg-qr.ts, their row passes in asm/linalg-rows.ts) round as
// the loop form: dgeqr2's reflectors (dlarfg, scaled norms), w = A[j] + Σ v_i·A[i] with the rows
// taken in order, then A −= τ v wᵀ a row at a time; Q accumulated backwards as dorg2r. Four rows a
// pass or one, each entry takes the same terms in the same order, so R and Q here are bit for bit
// the JavaScript loop form's, on square, tall and wide float64 matrices around the passes' edges.
import { describe, expect, it } from 'vitest';
import { array, linalg } from '../src/index.js';
import { qrRunsBlocked } from '../src/execute/linalg-qr.js';

/** Seeded entries in (−0.5, 0.5). */
function entries(seed: number, count: number): Float64Array {
  let state = seed >>> 0;
  const out = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[index] = state / 4294967296 - 0.5;
  }
  return out;
}

/** The m×n matrix `a` factored in place (reflectors below the diagonal, R on and above); τ returned. */
function qrLoop(a: Float64Array, m: number, n: number): Float64Array {
  const k = Math.min(m, n);
  const tau = new Float64Array(k);
  for (let j = 0; j < k; j += 1) {
    const alpha = a[j * n + j]!;
    let big = 0;
    for (let i = j + 1; i < m; i += 1) big = Math.max(big, Math.abs(a[i * n + j]!));
    let xnorm = big;
    if (big !== 0 && Number.isFinite(big)) {
      let sum = 0;
      for (let i = j + 1; i < m; i += 1) {
        const x = a[i * n + j]! / big;
        sum += x * x;
      }
      xnorm = big * Math.sqrt(sum);
    }
    if (xnorm === 0) continue;
    const scale = Math.max(Math.abs(alpha), xnorm);
    const ra = alpha / scale;
    const rx = xnorm / scale;
    let beta = scale * Math.sqrt(ra * ra + rx * rx);
    if (alpha >= 0) beta = -beta;
    const t = (tau[j] = (beta - alpha) / beta);
    const inverse = 1 / (alpha - beta);
    for (let i = j + 1; i < m; i += 1) a[i * n + j] = a[i * n + j]! * inverse;
    a[j * n + j] = beta;
    const w = a.slice(j * n + j + 1, (j + 1) * n);
    for (let i = j + 1; i < m; i += 1)
      for (let c = 0; c < w.length; c += 1) w[c] = w[c]! + a[i * n + j]! * a[i * n + j + 1 + c]!;
    for (let c = 0; c < w.length; c += 1) a[j * n + j + 1 + c] = a[j * n + j + 1 + c]! + -t * w[c]!;
    for (let i = j + 1; i < m; i += 1) {
      const f = -t * a[i * n + j]!;
      for (let c = 0; c < w.length; c += 1) a[i * n + j + 1 + c] = a[i * n + j + 1 + c]! + f * w[c]!;
    }
  }
  return tau;
}

/** Q (m×k) from qrLoop's reflectors, backwards from the identity. */
function qLoop(a: Float64Array, m: number, n: number, tau: Float64Array): Float64Array {
  const k = Math.min(m, n);
  const q = new Float64Array(m * k);
  for (let i = 0; i < k; i += 1) q[i * k + i] = 1;
  for (let j = k - 1; j >= 0; j -= 1) {
    const t = tau[j]!;
    if (t === 0) continue;
    const w = q.slice(j * k + j, (j + 1) * k);
    for (let i = j + 1; i < m; i += 1)
      for (let c = 0; c < w.length; c += 1) w[c] = w[c]! + a[i * n + j]! * q[i * k + j + c]!;
    for (let c = 0; c < w.length; c += 1) q[j * k + j + c] = q[j * k + j + c]! + -t * w[c]!;
    for (let i = j + 1; i < m; i += 1) {
      const f = -t * a[i * n + j]!;
      for (let c = 0; c < w.length; c += 1) q[i * k + j + c] = q[i * k + j + c]! + f * w[c]!;
    }
  }
  return q;
}

const bytes = (values: ArrayLike<number>): Uint8Array => new Uint8Array(Float64Array.from(values).buffer);

describe('qr: bit for bit the loop form', () => {
  const shapes: [number, number][] = [
    [1, 1],
    [3, 3],
    [5, 5],
    [6, 4],
    [4, 6],
    [9, 9],
    [17, 13],
    [13, 17],
    [33, 33],
    [31, 31],
    [100, 20],
    [20, 100],
  ];
  it('R and Q (reduced)', () => {
    // The unblocked kernels' shapes: the blocked QR (asm/linalg-qr-blocked.ts) sums in another order,
    // and test/linalg-qr-blocked.test.ts holds it to the error bounds instead.
    for (const [m, n] of shapes.filter(([rows, columns]) => !qrRunsBlocked(rows, columns))) {
      const values = entries(500 + 100 * m + n, m * n);
      using a = array(values, 'float64').reshape([m, n]);
      const { Q, R } = linalg.qr(a);
      using q = Q;
      using r = R;
      const factored = values.slice();
      const tau = qrLoop(factored, m, n);
      const k = Math.min(m, n);
      const expectedR = new Float64Array(k * n);
      for (let i = 0; i < k; i += 1) for (let j = i; j < n; j += 1) expectedR[i * n + j] = factored[i * n + j]!;
      expect(bytes(r.toTypedArray() as Float64Array), `R of ${m}×${n}`).toEqual(bytes(expectedR));
      expect(bytes(q.toTypedArray() as Float64Array), `Q of ${m}×${n}`).toEqual(bytes(qLoop(factored, m, n, tau)));
    }
  });
});
