// The unblocked tridiagonalisation (asm/linalg-symmetric.ts: dsytd2, 'L') rounds as its loop form
// one row at a time: the symmetric product's dot products in two lanes (even and odd columns) then
// the odd column, its axpys in row order, pᵀv in four lanes, and the rank-2 update entry by entry.
// Its passes take four rows at once (p and v loaded once for four rows), each sum in the same order,
// so d, e, τ and the reflectors here are bit for bit the JavaScript loop form's, at sizes around
// the four-row edges; eigh's path below the blocked crossover is this one.
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { orthogonalKernels } from '../src/kernels/linalg-qr.js';

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

/** dsytd2 ('L') on the row-major `a` in place, as the kernel's one-row loops round it. */
function tridiagonaliseLoop(a: Float64Array, n: number): { d: Float64Array; e: Float64Array; tau: Float64Array } {
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  const tau = new Float64Array(n);
  for (let k = 0; k < n - 2; k += 1) {
    const first = k + 1;
    const size = n - first;
    // dlarfg on (a[first][k], a[first+1..][k]).
    const alpha = a[first * n + k]!;
    let scale = 0;
    for (let i = first + 1; i < n; i += 1) scale = Math.max(scale, Math.abs(a[i * n + k]!));
    let t = 0;
    let beta = alpha;
    if (scale !== 0) {
      let sum = 0;
      const inverseScale = 1 / scale;
      for (let i = first + 1; i < n; i += 1) {
        const x = a[i * n + k]! * inverseScale;
        sum += x * x;
      }
      const xnorm = scale * Math.sqrt(sum);
      const big = Math.max(Math.abs(alpha), xnorm);
      const small = Math.min(Math.abs(alpha), xnorm) / big;
      beta = big * Math.sqrt(1 + small * small);
      if (alpha >= 0) beta = -beta;
      t = (beta - alpha) / beta;
      const inverse = 1 / (alpha - beta);
      for (let i = first + 1; i < n; i += 1) a[i * n + k] = a[i * n + k]! * inverse;
    }
    e[k] = beta;
    tau[k] = t;
    d[k] = a[k * n + k]!;
    if (t === 0) continue;
    const v = new Float64Array(size);
    v[0] = 1;
    for (let i = 1; i < size; i += 1) v[i] = a[(first + i) * n + k]!;
    const p = new Float64Array(size);
    for (let i = 0; i < size; i += 1) {
      const row = (first + i) * n + first;
      const vi = v[i]!;
      let even = 0;
      let odd = 0;
      let j = 0;
      for (; j + 2 <= i; j += 2) {
        even += a[row + j]! * v[j]!;
        odd += a[row + j + 1]! * v[j + 1]!;
      }
      let sum = even + odd;
      for (; j < i; j += 1) sum += a[row + j]! * v[j]!;
      for (j = 0; j < i; j += 1) p[j] = p[j]! + a[row + j]! * vi;
      p[i] = p[i]! + sum + a[row + i]! * vi;
    }
    const lanes = [0, 0, 0, 0];
    let index = 0;
    for (; index + 4 <= size; index += 4)
      for (let lane = 0; lane < 4; lane += 1) lanes[lane]! += p[index + lane]! * v[index + lane]!;
    let dot = lanes[0]! + lanes[2]! + (lanes[1]! + lanes[3]!);
    for (; index < size; index += 1) dot += p[index]! * v[index]!;
    const scaled = -0.5 * t * t * dot;
    for (let i = 0; i < size; i += 1) p[i] = t * p[i]! + scaled * v[i]!;
    for (let i = 0; i < size; i += 1) {
      const row = (first + i) * n + first;
      for (let j = 0; j <= i; j += 1) a[row + j] = a[row + j]! - (v[i]! * p[j]! + p[i]! * v[j]!);
    }
  }
  if (n >= 2) {
    d[n - 2] = a[(n - 2) * n + n - 2]!;
    e[n - 2] = a[(n - 1) * n + n - 2]!;
  }
  d[n - 1] = a[n * n - 1]!;
  return { d, e, tau };
}

describe('the unblocked tridiagonalisation rounds as its loop form', () => {
  const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 18, 19, 31, 32, 33, 34, 64, 65, 66, 67];
  it(`bit for bit at n = ${sizes.join(', ')}`, () => {
    const kernels = orthogonalKernels();
    for (const n of sizes) {
      const values = symmetric(7 * n + 1, n);
      const expected = values.slice();
      const { d, e, tau } = tridiagonaliseLoop(expected, n);
      const [a, pd, pe, pt] = [n * n, n, n, n].map((count) => allocBytes(count * 8));
      try {
        new Float64Array(memory().buffer, a!, n * n).set(values);
        expect(kernels.tridiagonalise(a!, n, pd!, pe!, pt!, 0, 0)).toBe(0);
        const got = new Float64Array(memory().buffer, a!, n * n);
        expect(new Float64Array(memory().buffer, pd!, n)).toEqual(d);
        expect(new Float64Array(memory().buffer, pe!, n)).toEqual(e);
        expect(new Float64Array(memory().buffer, pt!, n)).toEqual(tau);
        // The lower triangle: the reflectors' tails and the updated trailing blocks.
        for (let i = 0; i < n; i += 1)
          for (let j = 0; j <= i; j += 1)
            if (!Object.is(got[i * n + j], expected[i * n + j])) expect([n, i, j]).toBe('equal');
      } finally {
        for (const pointer of [a, pd, pe, pt]) freeBytes(pointer!);
      }
    }
  });
});
