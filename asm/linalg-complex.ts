// linalg's orthogonal family for complex input (complex128, one row-major interleaved matrix per
// call): Householder QR in LAPACK's zgeqrf/zungqr convention (R's diagonal real), and the Hermitian
// eigenproblem by unitary reduction to a real symmetric tridiagonal matrix, solved by the real
// kernel. Every buffer is the caller's (no allocation: a worker may run these).
//
// References: G. H. Golub and C. F. Van Loan, Matrix Computations, 4th ed., §5.1–5.2 (Householder
// QR; LAPACK's complex reflector H = I − τ v vᴴ with τ complex, zlarfg, so that Hᴴ x = β e₁ with β
// real), §8.3 (tridiagonalisation; a diagonal unitary D makes a Hermitian tridiagonal matrix real,
// as LAPACK's zhetrd/zsteqr pair does).

import { hessenbergComplex } from './linalg-eig';
import { linalg_eigh_float64 } from './linalg-qr';

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}
@inline function get(base: usize, index: i32): f64 {
  return load<f64>(at(base, index));
}
@inline function put(base: usize, index: i32, value: f64): void {
  store<f64>(at(base, index), value);
}

@inline function hypot(x: f64, y: f64): f64 {
  const a = abs(x);
  const b = abs(y);
  const big = max(a, b);
  if (big == 0 || !isFinite(big)) return big;
  const small = min(a, b) / big;
  return big * sqrt(1 + small * small);
}

/**
 * Householder QR of the complex m×n `a` in place (zgeqrf's layout: R on and above the diagonal,
 * real diagonal; the reflectors' v below it, v₀ = 1 implied); their τ in `tau` (2·min(m, n)
 * doubles). `work`: 2n doubles.
 */
export function linalg_qr_complex128(a: usize, m: i32, n: i32, tau: usize, work: usize): i32 {
  const k = min(m, n);
  for (let j = 0; j < k; j++) {
    const ar = get(a, 2 * (j * n + j));
    const ai = get(a, 2 * (j * n + j) + 1);
    let scale: f64 = 0;
    for (let i = j + 1; i < m; i++)
      scale = max(scale, max(abs(get(a, 2 * (i * n + j))), abs(get(a, 2 * (i * n + j) + 1))));
    let sum: f64 = 0;
    if (scale > 0)
      for (let i = j + 1; i < m; i++) {
        const re = get(a, 2 * (i * n + j)) / scale;
        const im = get(a, 2 * (i * n + j) + 1) / scale;
        sum += re * re + im * im;
      }
    const xnorm = scale * sqrt(sum);
    if (xnorm == 0 && ai == 0) {
      put(tau, 2 * j, 0);
      put(tau, 2 * j + 1, 0);
      continue;
    }
    let beta = hypot(hypot(ar, ai), xnorm);
    if (ar >= 0) beta = -beta;
    const tr = (beta - ar) / beta;
    const ti = -ai / beta;
    put(tau, 2 * j, tr);
    put(tau, 2 * j + 1, ti);
    // v = x / (α − β)
    const dr = ar - beta;
    const di = ai;
    const dd = dr * dr + di * di;
    const sr = dr / dd;
    const si = -di / dd;
    for (let i = j + 1; i < m; i++) {
      const re = get(a, 2 * (i * n + j));
      const im = get(a, 2 * (i * n + j) + 1);
      put(a, 2 * (i * n + j), re * sr - im * si);
      put(a, 2 * (i * n + j) + 1, re * si + im * sr);
    }
    put(a, 2 * (j * n + j), beta);
    put(a, 2 * (j * n + j) + 1, 0);
    // A[j:, j+1:] ← Hᴴ A = A − conj(τ) v (vᴴ A)
    const first = j + 1;
    if (first >= n) continue;
    for (let c = first; c < n; c++) {
      put(work, 2 * c, get(a, 2 * (j * n + c)));
      put(work, 2 * c + 1, get(a, 2 * (j * n + c) + 1));
    }
    for (let i = j + 1; i < m; i++) {
      const vr = get(a, 2 * (i * n + j));
      const vi = -get(a, 2 * (i * n + j) + 1);
      for (let c = first; c < n; c++) {
        const xr = get(a, 2 * (i * n + c));
        const xi = get(a, 2 * (i * n + c) + 1);
        put(work, 2 * c, get(work, 2 * c) + vr * xr - vi * xi);
        put(work, 2 * c + 1, get(work, 2 * c + 1) + vr * xi + vi * xr);
      }
    }
    // conj(τ) w into work
    for (let c = first; c < n; c++) {
      const wr = get(work, 2 * c);
      const wi = get(work, 2 * c + 1);
      put(work, 2 * c, tr * wr + ti * wi);
      put(work, 2 * c + 1, tr * wi - ti * wr);
    }
    for (let c = first; c < n; c++) {
      put(a, 2 * (j * n + c), get(a, 2 * (j * n + c)) - get(work, 2 * c));
      put(a, 2 * (j * n + c) + 1, get(a, 2 * (j * n + c) + 1) - get(work, 2 * c + 1));
    }
    for (let i = j + 1; i < m; i++) {
      const vr = get(a, 2 * (i * n + j));
      const vi = get(a, 2 * (i * n + j) + 1);
      for (let c = first; c < n; c++) {
        const wr = get(work, 2 * c);
        const wi = get(work, 2 * c + 1);
        const index = 2 * (i * n + c);
        put(a, index, get(a, index) - (vr * wr - vi * wi));
        put(a, index + 1, get(a, index + 1) - (vr * wi + vi * wr));
      }
    }
  }
  return 0;
}

/**
 * Q (m×qc, complex) from linalg_qr_complex128's reflectors, as zungqr: Q = H₀ H₁ … H_{k−1} I,
 * accumulated backwards. `work`: 2·qc doubles.
 */
export function linalg_qr_q_complex128(a: usize, m: i32, n: i32, tau: usize, q: usize, qc: i32, work: usize): i32 {
  const k = min(m, n);
  memory.fill(q, 0, (<usize>m * <usize>qc) << 4);
  for (let i = 0; i < min(m, qc); i++) put(q, 2 * (i * qc + i), 1);
  for (let j = k - 1; j >= 0; j--) {
    const tr = get(tau, 2 * j);
    const ti = get(tau, 2 * j + 1);
    if (tr == 0 && ti == 0) continue;
    // Q[j:, j:] ← (I − τ v vᴴ) Q: w = vᴴ Q, Q −= τ v w.
    for (let c = j; c < qc; c++) {
      put(work, 2 * c, get(q, 2 * (j * qc + c)));
      put(work, 2 * c + 1, get(q, 2 * (j * qc + c) + 1));
    }
    for (let i = j + 1; i < m; i++) {
      const vr = get(a, 2 * (i * n + j));
      const vi = -get(a, 2 * (i * n + j) + 1);
      for (let c = j; c < qc; c++) {
        const xr = get(q, 2 * (i * qc + c));
        const xi = get(q, 2 * (i * qc + c) + 1);
        put(work, 2 * c, get(work, 2 * c) + vr * xr - vi * xi);
        put(work, 2 * c + 1, get(work, 2 * c + 1) + vr * xi + vi * xr);
      }
    }
    for (let c = j; c < qc; c++) {
      const wr = get(work, 2 * c);
      const wi = get(work, 2 * c + 1);
      put(work, 2 * c, tr * wr - ti * wi);
      put(work, 2 * c + 1, tr * wi + ti * wr);
    }
    for (let i = j; i < m; i++) {
      const vr = i == j ? 1 : get(a, 2 * (i * n + j));
      const vi = i == j ? 0 : get(a, 2 * (i * n + j) + 1);
      for (let c = j; c < qc; c++) {
        const wr = get(work, 2 * c);
        const wi = get(work, 2 * c + 1);
        const index = 2 * (i * qc + c);
        put(q, index, get(q, index) - (vr * wr - vi * wi));
        put(q, index + 1, get(q, index + 1) - (vr * wi + vi * wr));
      }
    }
  }
  return 0;
}

/**
 * The Hermitian eigenproblem of the complex n×n `a` (its lower triangle, or its upper one where
 * `lower` is 0; the diagonal's imaginary parts ignored): eigenvalues ascending in `w` (n doubles),
 * eigenvectors as a's columns (overwritten). A = Z H Zᴴ by Householder reduction (H Hermitian
 * tridiagonal), H = D T Dᴴ with D diagonal unitary and T real, T = W Λ Wᵀ by the real kernel; the
 * eigenvectors are Z D W. `z`: 2n² doubles; `t`: n² doubles; `work`: 6n doubles.
 * Returns 0, or 1 where an eigenvalue took more than `cap` iterations.
 */
export function linalg_eigh_complex128(
  a: usize,
  n: i32,
  lower: i32,
  w: usize,
  z: usize,
  t: usize,
  work: usize,
  cap: i32,
): i32 {
  for (let i = 0; i < n; i++) {
    put(a, 2 * (i * n + i) + 1, 0);
    for (let j = i + 1; j < n; j++) {
      // Fill the other triangle with the conjugate of the one read.
      const from = lower != 0 ? 2 * (j * n + i) : 2 * (i * n + j);
      const to = lower != 0 ? 2 * (i * n + j) : 2 * (j * n + i);
      put(a, to, get(a, from));
      put(a, to + 1, -get(a, from + 1));
    }
  }
  // Z := I, then the reduction.
  memory.fill(z, 0, (<usize>n * <usize>n) << 4);
  for (let i = 0; i < n; i++) put(z, 2 * (i * n + i), 1);
  hessenbergComplex(a, n, z, true, work, at(work, 2 * n));
  // D: d₀ = 1, d_{k+1} = d_k · h_{k+1,k} / |h_{k+1,k}|, kept in work[4n..6n).
  const phase = at(work, 4 * n);
  put(phase, 0, 1);
  put(phase, 1, 0);
  memory.fill(t, 0, (<usize>n * <usize>n) << 3);
  for (let k = 0; k < n; k++) {
    put(t, k * n + k, get(a, 2 * (k * n + k)));
    if (k + 1 == n) break;
    const er = get(a, 2 * ((k + 1) * n + k));
    const ei = get(a, 2 * ((k + 1) * n + k) + 1);
    const size = hypot(er, ei);
    const dr = get(phase, 2 * k);
    const di = get(phase, 2 * k + 1);
    if (size == 0) {
      put(phase, 2 * (k + 1), dr);
      put(phase, 2 * (k + 1) + 1, di);
    } else {
      const ur = er / size;
      const ui = ei / size;
      put(phase, 2 * (k + 1), dr * ur - di * ui);
      put(phase, 2 * (k + 1) + 1, dr * ui + di * ur);
    }
    put(t, (k + 1) * n + k, size);
    put(t, k * n + k + 1, size);
  }
  const status = linalg_eigh_float64(t, n, 1, w, work, 1, cap);
  if (status != 0) return status;
  // Eigenvectors Z D W into a: (Z D)[i][l] · W[l][j].
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < n; l++) {
      const zr = get(z, 2 * (i * n + l));
      const zi = get(z, 2 * (i * n + l) + 1);
      const dr = get(phase, 2 * l);
      const di = get(phase, 2 * l + 1);
      put(z, 2 * (i * n + l), zr * dr - zi * di);
      put(z, 2 * (i * n + l) + 1, zr * di + zi * dr);
    }
  }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let sr: f64 = 0;
      let si: f64 = 0;
      for (let l = 0; l < n; l++) {
        const wl = get(t, l * n + j);
        sr += get(z, 2 * (i * n + l)) * wl;
        si += get(z, 2 * (i * n + l) + 1) * wl;
      }
      put(a, 2 * (i * n + j), sr);
      put(a, 2 * (i * n + j) + 1, si);
    }
  return 0;
}

/** Σ x[k]·conj(y[k]) over [0, count) of complex rows, into dotRe/dotIm. */
let dotRe: f64 = 0;
let dotIm: f64 = 0;
@inline function complexDot(x: usize, y: usize, count: i32): void {
  let re: f64 = 0;
  let im: f64 = 0;
  for (let k = 0; k < count; k++) {
    const xr = get(x, 2 * k);
    const xi = get(x, 2 * k + 1);
    const yr = get(y, 2 * k);
    const yi = get(y, 2 * k + 1);
    re += xr * yr + xi * yi;
    im += xi * yr - xr * yi;
  }
  dotRe = re;
  dotIm = im;
}

@inline function squaredNorm(x: usize, count: i32): f64 {
  let sum: f64 = 0;
  for (let k = 0; k < 2 * count; k++) {
    const v = get(x, k);
    sum += v * v;
  }
  return sum;
}

/** Rows x, y ← [[c, −s·u], [s, c·u]]·[x; y], u = (ur, ui) of modulus 1. */
@inline function rotateComplex(x: usize, y: usize, c: f64, s: f64, ur: f64, ui: f64, count: i32): void {
  for (let k = 0; k < count; k++) {
    const xr = get(x, 2 * k);
    const xi = get(x, 2 * k + 1);
    const yr = get(y, 2 * k);
    const yi = get(y, 2 * k + 1);
    const hr = ur * yr - ui * yi;
    const hi = ur * yi + ui * yr;
    put(x, 2 * k, c * xr - s * hr);
    put(x, 2 * k + 1, c * xi - s * hi);
    put(y, 2 * k, s * xr + c * hr);
    put(y, 2 * k + 1, s * xi + c * hi);
  }
}

/**
 * The complex counterpart of linalg_svd_float64 (one-sided Jacobi on the r rows of `g`, each `len`
 * complex elements long): unitary rotations [[c, −s·e^{iφ}], [s, c·e^{iφ}]] with e^{iφ} the phase of
 * ⟨g_p, g_q⟩ = Σ g_p·conj(g_q), which make each pair orthogonal as the real rotation does for
 * |⟨g_p, g_q⟩|. Then W·G = S·Ut with W (`vt`, r×r) unitary: singular values descending in `s`
 * (real), Ut's rows in `ut` (urows×len, completed to an orthonormal set where urows exceeds the
 * rank), W's rows permuted to match. Returns 0, 1 (no convergence in `cap` sweeps) or 2.
 */
export function linalg_svd_complex128(
  g: usize,
  r: i32,
  len: i32,
  s: usize,
  ut: usize,
  urows: i32,
  vt: usize,
  want: i32,
  cap: i32,
  order: usize,
): i32 {
  const tol: f64 = 2.220446049250313e-16;
  if (want != 0) {
    memory.fill(vt, 0, (<usize>r * <usize>r) << 4);
    for (let i = 0; i < r; i++) put(vt, 2 * (i * r + i), 1);
  }
  let sweep = 0;
  let rotated = true;
  while (rotated) {
    if (sweep >= cap) return 1;
    sweep++;
    rotated = false;
    for (let p = 0; p < r - 1; p++) {
      const gp = at(g, 2 * p * len);
      for (let q = p + 1; q < r; q++) {
        const gq = at(g, 2 * q * len);
        const alpha = squaredNorm(gp, len);
        const beta = squaredNorm(gq, len);
        complexDot(gp, gq, len);
        const size = hypot(dotRe, dotIm);
        if (size == 0 || size <= tol * sqrt(alpha) * sqrt(beta)) continue;
        rotated = true;
        const ur = dotRe / size;
        const ui = dotIm / size;
        const zeta = (beta - alpha) / (2 * size);
        const sign: f64 = zeta >= 0 ? 1 : -1;
        const t = abs(zeta) > 1e150 ? 1 / (2 * zeta) : sign / (abs(zeta) + sqrt(1 + zeta * zeta));
        const c = 1 / sqrt(1 + t * t);
        const sn = c * t;
        rotateComplex(gp, gq, c, sn, ur, ui, len);
        if (want != 0) rotateComplex(at(vt, 2 * p * r), at(vt, 2 * q * r), c, sn, ur, ui, r);
      }
    }
  }
  for (let i = 0; i < r; i++) {
    put(s, i, sqrt(squaredNorm(at(g, 2 * i * len), len)));
    put(order, i, <f64>i);
  }
  for (let i = 0; i < r - 1; i++) {
    let k = i;
    let best = get(s, i);
    for (let j = i + 1; j < r; j++) {
      const sj = get(s, j);
      if (sj > best) {
        k = j;
        best = sj;
      }
    }
    if (k != i) {
      put(s, k, get(s, i));
      put(s, i, best);
      const o = get(order, k);
      put(order, k, get(order, i));
      put(order, i, o);
    }
  }
  if (want == 0) return 0;
  const smax = r > 0 ? get(s, 0) : 0;
  const floor = smax * <f64>max(r, len) * tol;
  for (let i = 0; i < r; i++) {
    const source = <i32>get(order, i);
    const si = get(s, i);
    const target = at(ut, 2 * i * len);
    if (si > floor && si > 0) {
      const inverse = 1 / si;
      const from = at(g, 2 * source * len);
      for (let k = 0; k < 2 * len; k++) put(target, k, get(from, k) * inverse);
    } else {
      put(target, 0, NaN); // completed below
    }
  }
  // Permute W's rows through g's (free now; len ≥ r).
  for (let i = 0; i < r; i++) memory.copy(at(g, 2 * i * len), at(vt, 2 * i * r), (<usize>r) << 4);
  for (let i = 0; i < r; i++) {
    const source = <i32>get(order, i);
    memory.copy(at(vt, 2 * i * r), at(g, 2 * source * len), (<usize>r) << 4);
  }
  // Complete: rows of zero singular values, and rows r … urows − 1 (Gram–Schmidt, twice).
  let candidate = 0;
  for (let i = 0; i < urows; i++) {
    const target = at(ut, 2 * i * len);
    if (i < r && !isNaN(get(target, 0))) continue;
    let found = false;
    for (let tries = 0; tries < 2 * len && !found; tries++) {
      memory.fill(target, 0, (<usize>len) << 4);
      put(target, 2 * candidate, 1);
      candidate = (candidate + 1) % len;
      for (let pass = 0; pass < 2; pass++)
        for (let j = 0; j < urows; j++) {
          if (j == i) continue;
          const other = at(ut, 2 * j * len);
          if (j >= i && (j >= r || isNaN(get(other, 0)))) continue;
          if (j < r && isNaN(get(other, 0))) continue;
          // target −= ⟨target, other⟩ · other
          complexDot(target, other, len);
          const pr = dotRe;
          const pi = dotIm;
          for (let k = 0; k < len; k++) {
            const or = get(other, 2 * k);
            const oi = get(other, 2 * k + 1);
            put(target, 2 * k, get(target, 2 * k) - (pr * or - pi * oi));
            put(target, 2 * k + 1, get(target, 2 * k + 1) - (pr * oi + pi * or));
          }
        }
      const norm = sqrt(squaredNorm(target, len));
      if (norm > (tries < len ? 0.5 : 1e-3)) {
        const inverse = 1 / norm;
        for (let k = 0; k < 2 * len; k++) put(target, k, get(target, k) * inverse);
        found = true;
      }
    }
    if (!found) return 2;
  }
  return 0;
}
