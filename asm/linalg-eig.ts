// linalg's general eigenproblem (eig, eigvals, roots) in float64 and complex128, one row-major matrix
// per call. Real input keeps real arithmetic up to the Schur form (so a real matrix's complex
// eigenvalues come in exact conjugate pairs, as LAPACK's dgeev gives them); complex input runs the
// complex single-shift algorithm. Every buffer is the caller's (no allocation: a worker may run
// these), and every iteration has a cap.
//
// The steps, for A (n×n):
//   1. balancing by powers of two, D⁻¹AD (LAPACK's dgebal/zgebal, scaling only; exact);
//   2. Householder reduction to upper Hessenberg form H = QᵀAQ (GVL §7.4.3, Alg. 7.4.2);
//   3. the implicitly shifted QR iteration to (quasi-)triangular Schur form T = ZᵀHZ: Francis's
//      double shift for real H (GVL §7.5, Alg. 7.5.1–7.5.2), Wilkinson's single shift for complex H
//      (GVL §7.5.6); the deflation test of Ahues and Tisseur and the exceptional shifts after 10
//      and 20 iterations as in LAPACK's dlahqr/zlahqr (LAPACK Working Note 122); a real 2×2 block
//      with real eigenvalues is split by one rotation (as dlanv2 does);
//   4. eigenvectors of T by back substitution (LAPACK's dtrevc/ztrevc, with their perturbation of
//      a vanishing divisor and a rescaling against overflow), mapped back by Z, Q and D;
//   5. each eigenvector scaled to Euclidean norm 1 and, where complex, turned so that its largest
//      component is real (dgeev's and zgeev's normalisation).
// References: G. H. Golub and C. F. Van Loan, Matrix Computations, 4th ed. (GVL); E. Anderson et
// al., LAPACK Users' Guide, 3rd ed.; K. Braman, R. Byers, R. Mathias (LAWN 122, deflation).

import { hessenbergBlocked } from './linalg-hessenberg-blocked';
import { scratchAlloc, scratchFree } from './memory';

const ULP: f64 = 2.220446049250313e-16;
const SAFE_MIN: f64 = 2.2250738585072014e-308;
/** A component above this rescales an eigenvector being built (overflow guard). */
const BIG: f64 = 1e150;

@inline function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}
@inline function get(base: usize, index: i32): f64 {
  return load<f64>(at(base, index));
}
@inline function put(base: usize, index: i32, value: f64): void {
  store<f64>(at(base, index), value);
}

// ── complex scalars (a pair of locals; results through two globals) ──────────────────────────

let outRe: f64 = 0;
let outIm: f64 = 0;

/** (ar + i·ai) / (br + i·bi) into outRe/outIm, by Smith's method (no needless overflow). */
@inline function divide(ar: f64, ai: f64, br: f64, bi: f64): void {
  if (abs(br) >= abs(bi)) {
    const ratio = bi / br;
    const denominator = br + bi * ratio;
    outRe = (ar + ai * ratio) / denominator;
    outIm = (ai - ar * ratio) / denominator;
  } else {
    const ratio = br / bi;
    const denominator = bi + br * ratio;
    outRe = (ar * ratio + ai) / denominator;
    outIm = (ai * ratio - ar) / denominator;
  }
}

/** The principal square root of (re + i·im) into outRe/outIm. */
function complexSqrt(re: f64, im: f64): void {
  if (re == 0 && im == 0) {
    outRe = 0;
    outIm = 0;
    return;
  }
  const modulus = hypot(re, im);
  if (re >= 0) {
    const t = sqrt(0.5 * (modulus + re));
    outRe = t;
    outIm = im / (2 * t);
  } else {
    const t = sqrt(0.5 * (modulus - re));
    outRe = abs(im) / (2 * t);
    outIm = im >= 0 ? t : -t;
  }
}

@inline function hypot(x: f64, y: f64): f64 {
  const a = abs(x);
  const b = abs(y);
  const big = max(a, b);
  if (big == 0 || !isFinite(big)) return big;
  const small = min(a, b) / big;
  return big * sqrt(1 + small * small);
}

@inline function cabs1(re: f64, im: f64): f64 {
  return abs(re) + abs(im);
}

// ── 1. balancing ──────────────────────────────────────────────────────────────────────────────

/**
 * Scales rows and columns by powers of two until each row's and column's off-diagonal 1-norms are
 * within a factor of two (EISPACK's balanc, LAPACK's dgebal 'S'): A ← D⁻¹AD, D in `scale`.
 * `width` is 1 for real matrices, 2 for complex (interleaved) ones.
 */
function balance(a: usize, n: i32, width: i32, scale: usize): void {
  for (let i = 0; i < n; i++) put(scale, i, 1);
  let changed = true;
  for (let sweep = 0; changed && sweep < 64; sweep++) {
    changed = false;
    for (let i = 0; i < n; i++) {
      let c: f64 = 0;
      let r: f64 = 0;
      for (let j = 0; j < n; j++) {
        if (j == i) continue;
        for (let part = 0; part < width; part++) {
          c += abs(get(a, (j * n + i) * width + part));
          r += abs(get(a, (i * n + j) * width + part));
        }
      }
      if (c == 0 || r == 0) continue;
      const total = c + r;
      let f: f64 = 1;
      let g = r / 2;
      for (let guard = 0; c < g && guard < 1000; guard++) {
        f *= 2;
        c *= 4;
      }
      g = r * 2;
      for (let guard = 0; c >= g && guard < 1000; guard++) {
        f /= 2;
        c /= 4;
      }
      if ((c + r) / f >= 0.95 * total) continue;
      changed = true;
      put(scale, i, get(scale, i) * f);
      const inverse = 1 / f;
      for (let j = 0; j < n; j++)
        for (let part = 0; part < width; part++) {
          const row = (i * n + j) * width + part;
          put(a, row, get(a, row) * inverse);
          const column = (j * n + i) * width + part;
          put(a, column, get(a, column) * f);
        }
    }
  }
}

// ── 2. Hessenberg reduction ───────────────────────────────────────────────────────────────────

/** The identity in the n×n matrix `z` (`width` doubles an element). */
function identity(z: usize, n: i32, width: i32): void {
  memory.fill(z, 0, (<usize>(n * n * width)) << 3);
  for (let i = 0; i < n; i++) put(z, (i * n + i) * width, 1);
}

/**
 * Real Householder reduction to upper Hessenberg form, accumulating the reflectors into `z` where
 * `wantz` (z starts as the identity). `v`, `w`: n doubles each. `from`: the first column to reduce
 * (those before it reduced already, their reflectors in z: the blocked reduction,
 * asm/linalg-hessenberg-blocked.ts, ends with these steps on its last columns, as dgehrd with dgehd2).
 */
function hessenbergReal(a: usize, n: i32, z: usize, wantz: bool, v: usize, w: usize, from: i32): void {
  for (let k = from; k < n - 2; k++) {
    let scale: f64 = 0;
    for (let i = k + 1; i < n; i++) scale = max(scale, abs(get(a, i * n + k)));
    if (scale == 0) continue;
    let sum: f64 = 0;
    for (let i = k + 1; i < n; i++) {
      const x = get(a, i * n + k) / scale;
      put(v, i, x);
      sum += x * x;
    }
    const alpha = get(v, k + 1);
    const norm = sqrt(sum);
    if (sum == alpha * alpha) continue; // already zero below the subdiagonal
    const beta = alpha >= 0 ? -norm : norm;
    put(v, k + 1, alpha - beta);
    // P = I − τ v vᵀ with τ = 2 / vᵀv = 1 / (‖x‖ (‖x‖ + |α|)); P x = β e₁.
    const tau = 1 / (norm * (norm + abs(alpha)));
    // A ← P A over rows k+1.., columns k..: w = vᵀA, then A −= τ v w.
    for (let j = k; j < n; j++) put(w, j, 0);
    for (let i = k + 1; i < n; i++) {
      const vi = get(v, i);
      for (let j = k; j < n; j++) put(w, j, get(w, j) + vi * get(a, i * n + j));
    }
    for (let i = k + 1; i < n; i++) {
      const vi = tau * get(v, i);
      for (let j = k; j < n; j++) put(a, i * n + j, get(a, i * n + j) - vi * get(w, j));
    }
    // A ← A P over every row, columns k+1..; the same for Z.
    rightReflect(a, n, 0, n, k + 1, v, tau);
    if (wantz) rightReflect(z, n, 0, n, k + 1, v, tau);
    put(a, (k + 1) * n + k, beta * scale);
    for (let i = k + 2; i < n; i++) put(a, i * n + k, 0);
  }
}

// Panel width and crossover of the blocked reduction (dgehrd's panels while more than
// HESSENBERG_TAIL columns remain, so blocked from n > HESSENBERG_TAIL). Measured by CPU time of the
// reduction alone (linalg_hessenberg_float64): blocked paid from n ≈ 40 with or without Z (0.11 ms
// against 0.14 at n = 48, 9.1 against 21.6 at 256, 69 against 175 at 512 without Z; 96 against 285
// with it); nb = 16 beat 8, 24 and 32 from n = 256 on, and about tied below.
const HESSENBERG_NB = 16;
const HESSENBERG_TAIL = 32;

/** The real reduction, blocked where n > HESSENBERG_TAIL and its scratch is there. */
function hessenberg(a: usize, n: i32, z: usize, wantz: bool, v: usize, w: usize): void {
  let from = 0;
  if (n > HESSENBERG_TAIL) from = max(0, hessenbergBlocked(a, n, z, wantz, HESSENBERG_NB, HESSENBERG_TAIL));
  hessenbergReal(a, n, z, wantz, v, w, from);
}

/**
 * The Hessenberg reduction alone of the real n×n `a`, for the bench and the tests: H into `a`, Z
 * into `z` (n×n) where `wantz`; panels nb wide while more than `tail` columns remain (tail ≥ nb + 2),
 * or unblocked where nb is 0. Returns 0, or 2 where scratch could not be allocated.
 */
export function linalg_hessenberg_float64(a: usize, n: i32, z: usize, wantz: i32, nb: i32, tail: i32): i32 {
  const scratch = scratchAlloc((2 * <usize>n + 2) << 3);
  if (scratch == 0) return 2;
  if (wantz != 0) identity(z, n, 1);
  let from = 0;
  if (nb > 0) from = hessenbergBlocked(a, n, z, wantz != 0, nb, max(tail, nb + 2));
  if (from >= 0) hessenbergReal(a, n, z, wantz != 0, scratch, at(scratch, n), from);
  scratchFree(scratch);
  return from < 0 ? 2 : 0;
}

/** Rows [r0, r1) of the n-column matrix `m` ← m (I − τ v vᵀ), v on columns first.. (v[first..n)). */
function rightReflect(m: usize, n: i32, r0: i32, r1: i32, first: i32, v: usize, tau: f64): void {
  for (let r = r0; r < r1; r++) {
    let s: f64 = 0;
    for (let j = first; j < n; j++) s += get(m, r * n + j) * get(v, j);
    s *= tau;
    for (let j = first; j < n; j++) put(m, r * n + j, get(m, r * n + j) - s * get(v, j));
  }
}

/**
 * Complex Householder reduction (Hermitian reflectors P = I − τ v vᴴ, τ real), accumulating into `z`
 * where `wantz`. `v`, `w`: 2n doubles each.
 */
export function hessenbergComplex(a: usize, n: i32, z: usize, wantz: bool, v: usize, w: usize): void {
  for (let k = 0; k < n - 2; k++) {
    let scale: f64 = 0;
    for (let i = k + 1; i < n; i++) scale = max(scale, cabs1(get(a, (i * n + k) * 2), get(a, (i * n + k) * 2 + 1)));
    if (scale == 0) continue;
    let sum: f64 = 0;
    for (let i = k + 1; i < n; i++) {
      const re = get(a, (i * n + k) * 2) / scale;
      const im = get(a, (i * n + k) * 2 + 1) / scale;
      put(v, 2 * i, re);
      put(v, 2 * i + 1, im);
      sum += re * re + im * im;
    }
    const alphaRe = get(v, 2 * (k + 1));
    const alphaIm = get(v, 2 * (k + 1) + 1);
    const alphaAbs = hypot(alphaRe, alphaIm);
    if (sum == alphaAbs * alphaAbs && alphaIm == 0) continue;
    const norm = sqrt(sum);
    // v = x + phase·‖x‖·e₁ with phase = α/|α|: P x = −phase·‖x‖·e₁.
    const phaseRe = alphaAbs == 0 ? 1 : alphaRe / alphaAbs;
    const phaseIm = alphaAbs == 0 ? 0 : alphaIm / alphaAbs;
    put(v, 2 * (k + 1), alphaRe + phaseRe * norm);
    put(v, 2 * (k + 1) + 1, alphaIm + phaseIm * norm);
    const tau = 1 / (norm * (norm + alphaAbs));
    // A ← P A over rows k+1.., columns k..: w = vᴴA, A −= τ v w.
    for (let j = k; j < n; j++) {
      put(w, 2 * j, 0);
      put(w, 2 * j + 1, 0);
    }
    for (let i = k + 1; i < n; i++) {
      const vr = get(v, 2 * i);
      const vi = -get(v, 2 * i + 1);
      for (let j = k; j < n; j++) {
        const ar = get(a, (i * n + j) * 2);
        const ai = get(a, (i * n + j) * 2 + 1);
        put(w, 2 * j, get(w, 2 * j) + vr * ar - vi * ai);
        put(w, 2 * j + 1, get(w, 2 * j + 1) + vr * ai + vi * ar);
      }
    }
    for (let i = k + 1; i < n; i++) {
      const vr = tau * get(v, 2 * i);
      const vi = tau * get(v, 2 * i + 1);
      for (let j = k; j < n; j++) {
        const wr = get(w, 2 * j);
        const wi = get(w, 2 * j + 1);
        const index = (i * n + j) * 2;
        put(a, index, get(a, index) - (vr * wr - vi * wi));
        put(a, index + 1, get(a, index + 1) - (vr * wi + vi * wr));
      }
    }
    rightReflectComplex(a, n, k + 1, v, tau);
    if (wantz) rightReflectComplex(z, n, k + 1, v, tau);
    put(a, ((k + 1) * n + k) * 2, -phaseRe * norm * scale);
    put(a, ((k + 1) * n + k) * 2 + 1, -phaseIm * norm * scale);
    for (let i = k + 2; i < n; i++) {
      put(a, (i * n + k) * 2, 0);
      put(a, (i * n + k) * 2 + 1, 0);
    }
  }
}

/** Every row of the complex n×n `m` ← m (I − τ v vᴴ), v on columns first... */
function rightReflectComplex(m: usize, n: i32, first: i32, v: usize, tau: f64): void {
  for (let r = 0; r < n; r++) {
    let sr: f64 = 0;
    let si: f64 = 0;
    for (let j = first; j < n; j++) {
      const ar = get(m, (r * n + j) * 2);
      const ai = get(m, (r * n + j) * 2 + 1);
      const vr = get(v, 2 * j);
      const vi = get(v, 2 * j + 1);
      sr += ar * vr - ai * vi;
      si += ar * vi + ai * vr;
    }
    sr *= tau;
    si *= tau;
    for (let j = first; j < n; j++) {
      // m[r][j] −= s · conj(v[j])
      const vr = get(v, 2 * j);
      const vi = get(v, 2 * j + 1);
      const index = (r * n + j) * 2;
      put(m, index, get(m, index) - (sr * vr + si * vi));
      put(m, index + 1, get(m, index + 1) - (si * vr - sr * vi));
    }
  }
}

// ── 3. the QR iteration ───────────────────────────────────────────────────────────────────────

/**
 * Whether the subdiagonal element (k, k−1) is negligible (dlahqr's test, after Ahues and Tisseur):
 * magnitudes of h(k,k−1), h(k−1,k), h(k−1,k−1), h(k,k), h(k−1,k−1) − h(k,k), and of the two
 * neighbouring subdiagonal elements (used where both diagonal elements are zero).
 */
@inline function negligible(
  sub: f64,
  above: f64,
  upper: f64,
  lower: f64,
  gap: f64,
  neighbours: f64,
  smallest: f64,
): bool {
  if (sub <= smallest) return true;
  let tst = upper + lower;
  if (tst == 0) tst = neighbours;
  if (sub > ULP * tst) return false;
  const ab = max(sub, above);
  const ba = min(sub, above);
  const aa = max(lower, gap);
  const bb = min(lower, gap);
  const s = aa + ab;
  return ba * (ab / s) <= max(smallest, ULP * (bb * (aa / s)));
}

let reflectorBeta: f64 = 0;
let reflectorTau: f64 = 0;
let reflectorV1: f64 = 0;
let reflectorV2: f64 = 0;

/** The reflector I − τ (1, v1, v2)(1, v1, v2)ᵀ taking (x, y, z) to (β, 0, 0) (LAPACK's dlarfg). */
function reflector(x: f64, y: f64, z: f64): void {
  const size = abs(x) + abs(y) + abs(z);
  if (y == 0 && z == 0) {
    reflectorBeta = x;
    reflectorTau = 0;
    reflectorV1 = 0;
    reflectorV2 = 0;
    return;
  }
  const xs = x / size;
  const ys = y / size;
  const zs = z / size;
  const norm = size * sqrt(xs * xs + ys * ys + zs * zs);
  const beta = x >= 0 ? -norm : norm;
  reflectorBeta = beta;
  reflectorTau = (beta - x) / beta;
  const scale = 1 / (x - beta);
  reflectorV1 = y * scale;
  reflectorV2 = z * scale;
}

/** Rows k..k+count−1 (count 2 or 3) of `m` (n columns), columns [c0, c1], ← P · rows. */
@inline function reflectRows(
  m: usize,
  n: i32,
  k: i32,
  count: i32,
  c0: i32,
  c1: i32,
  tau: f64,
  v1: f64,
  v2: f64,
): void {
  for (let j = c0; j <= c1; j++) {
    const a0 = get(m, k * n + j);
    const a1 = get(m, (k + 1) * n + j);
    const a2 = count == 3 ? get(m, (k + 2) * n + j) : 0;
    const s = tau * (a0 + v1 * a1 + v2 * a2);
    put(m, k * n + j, a0 - s);
    put(m, (k + 1) * n + j, a1 - s * v1);
    if (count == 3) put(m, (k + 2) * n + j, a2 - s * v2);
  }
}

/** Columns k..k+count−1 of `m` (n columns), rows [r0, r1], ← columns · P. */
@inline function reflectColumns(
  m: usize,
  n: i32,
  k: i32,
  count: i32,
  r0: i32,
  r1: i32,
  tau: f64,
  v1: f64,
  v2: f64,
): void {
  for (let r = r0; r <= r1; r++) {
    const row = r * n + k;
    const a0 = get(m, row);
    const a1 = get(m, row + 1);
    const a2 = count == 3 ? get(m, row + 2) : 0;
    const s = tau * (a0 + v1 * a1 + v2 * a2);
    put(m, row, a0 - s);
    put(m, row + 1, a1 - s * v1);
    if (count == 3) put(m, row + 2, a2 - s * v2);
  }
}

/** Rows i−1, i of `m` ← the rotation [c s; −s c] · rows over columns [c0, c1]. */
function rotateRows(m: usize, n: i32, i: i32, c0: i32, c1: i32, c: f64, s: f64): void {
  for (let j = c0; j <= c1; j++) {
    const a = get(m, (i - 1) * n + j);
    const b = get(m, i * n + j);
    put(m, (i - 1) * n + j, c * a + s * b);
    put(m, i * n + j, c * b - s * a);
  }
}

/** Columns i−1, i of `m` ← columns · [c −s; s c] over rows [r0, r1]. */
function rotateColumns(m: usize, n: i32, i: i32, r0: i32, r1: i32, c: f64, s: f64): void {
  for (let r = r0; r <= r1; r++) {
    const a = get(m, r * n + i - 1);
    const b = get(m, r * n + i);
    put(m, r * n + i - 1, c * a + s * b);
    put(m, r * n + i, c * b - s * a);
  }
}

/**
 * The real Hessenberg `h` to real Schur form by Francis double-shift steps, Z accumulated where
 * `wantz` (and then the whole of T kept, not only the diagonal blocks). Eigenvalues to `w`
 * (interleaved re, im). 0, or 1 where an eigenvalue did not converge in `cap` steps.
 */
function schurReal(h: usize, n: i32, z: usize, wantz: bool, w: usize, cap: i32): i32 {
  const smallest = SAFE_MIN * (<f64>n / ULP);
  let i = n - 1;
  while (i >= 0) {
    let l = 0;
    let converged = false;
    for (let its = 0; its <= cap; its++) {
      let k = i;
      for (; k > 0; k--) {
        const neighbours =
          (k - 2 >= 0 ? abs(get(h, (k - 1) * n + k - 2)) : 0) + (k + 1 <= i ? abs(get(h, (k + 1) * n + k)) : 0);
        if (
          negligible(
            abs(get(h, k * n + k - 1)),
            abs(get(h, (k - 1) * n + k)),
            abs(get(h, (k - 1) * n + k - 1)),
            abs(get(h, k * n + k)),
            abs(get(h, (k - 1) * n + k - 1) - get(h, k * n + k)),
            neighbours,
            smallest,
          )
        )
          break;
      }
      l = k;
      if (l > 0) put(h, l * n + l - 1, 0);
      if (l >= i - 1) {
        converged = true;
        break;
      }
      const i1 = wantz ? 0 : l;
      const i2 = wantz ? n - 1 : i;
      // The shifts: the trailing 2×2 block's eigenvalues (one of them twice when both are real),
      // or an exceptional pair after 10 and 20 fruitless steps.
      let h11: f64, h12: f64, h21: f64, h22: f64;
      if (its > 0 && its % 20 == 10) {
        const s = abs(get(h, (l + 1) * n + l)) + abs(get(h, (l + 2) * n + l + 1));
        h11 = 0.75 * s + get(h, l * n + l);
        h12 = -0.4375 * s;
        h21 = s;
        h22 = h11;
      } else if (its > 0 && its % 20 == 0) {
        const s = abs(get(h, i * n + i - 1)) + abs(get(h, (i - 1) * n + i - 2));
        h11 = 0.75 * s + get(h, i * n + i);
        h12 = -0.4375 * s;
        h21 = s;
        h22 = h11;
      } else {
        h11 = get(h, (i - 1) * n + i - 1);
        h12 = get(h, (i - 1) * n + i);
        h21 = get(h, i * n + i - 1);
        h22 = get(h, i * n + i);
      }
      let trace = h11 + h22;
      let det = h11 * h22 - h12 * h21;
      const p = 0.5 * (h11 - h22);
      const disc = p * p + h12 * h21;
      if (disc >= 0) {
        const root = sqrt(disc);
        const near = abs(p + root) <= abs(p - root) ? h22 + p + root : h22 + p - root;
        trace = 2 * near;
        det = near * near;
      }
      // The first column of (H − s₁I)(H − s₂I), scaled.
      const a00 = get(h, l * n + l);
      const a10 = get(h, (l + 1) * n + l);
      let x = a00 * a00 + get(h, l * n + l + 1) * a10 - trace * a00 + det;
      let y = a10 * (a00 + get(h, (l + 1) * n + l + 1) - trace);
      let zz = a10 * get(h, (l + 2) * n + l + 1);
      const size = abs(x) + abs(y) + abs(zz);
      if (size != 0) {
        x /= size;
        y /= size;
        zz /= size;
      }
      for (let k = l; k <= i - 2; k++) {
        reflector(x, y, zz);
        const tau = reflectorTau;
        const v1 = reflectorV1;
        const v2 = reflectorV2;
        if (k > l) {
          put(h, k * n + k - 1, reflectorBeta);
          put(h, (k + 1) * n + k - 1, 0);
          put(h, (k + 2) * n + k - 1, 0);
        }
        if (tau != 0) {
          reflectRows(h, n, k, 3, k, i2, tau, v1, v2);
          reflectColumns(h, n, k, 3, i1, min(k + 3, i), tau, v1, v2);
          if (wantz) reflectColumns(z, n, k, 3, 0, n - 1, tau, v1, v2);
        }
        x = get(h, (k + 1) * n + k);
        y = get(h, (k + 2) * n + k);
        if (k + 3 <= i) zz = get(h, (k + 3) * n + k);
      }
      const last = i - 1;
      reflector(x, y, 0);
      put(h, last * n + last - 1, reflectorBeta);
      put(h, (last + 1) * n + last - 1, 0);
      if (reflectorTau != 0) {
        reflectRows(h, n, last, 2, last, i2, reflectorTau, reflectorV1, 0);
        reflectColumns(h, n, last, 2, i1, i, reflectorTau, reflectorV1, 0);
        if (wantz) reflectColumns(z, n, last, 2, 0, n - 1, reflectorTau, reflectorV1, 0);
      }
    }
    if (!converged) return 1;
    if (l == i) {
      put(w, 2 * i, get(h, i * n + i));
      put(w, 2 * i + 1, 0);
      i -= 1;
      continue;
    }
    // A 2×2 block at rows i−1, i: split by a rotation when its eigenvalues are real.
    const a = get(h, (i - 1) * n + i - 1);
    const b = get(h, (i - 1) * n + i);
    const c = get(h, i * n + i - 1);
    const d = get(h, i * n + i);
    const p = 0.5 * (a - d);
    const disc = p * p + b * c;
    if (disc >= 0) {
      const root = sqrt(disc);
      const zr = p + (p >= 0 ? root : -root);
      const length = hypot(zr, c);
      if (length != 0) {
        const cs = zr / length;
        const sn = c / length;
        rotateRows(h, n, i, i - 1, wantz ? n - 1 : i, cs, sn);
        rotateColumns(h, n, i, wantz ? 0 : i - 1, i, cs, sn);
        if (wantz) rotateColumns(z, n, i, 0, n - 1, cs, sn);
      }
      put(h, i * n + i - 1, 0);
      put(w, 2 * (i - 1), get(h, (i - 1) * n + i - 1));
      put(w, 2 * (i - 1) + 1, 0);
      put(w, 2 * i, get(h, i * n + i));
      put(w, 2 * i + 1, 0);
    } else {
      const re = 0.5 * (a + d);
      const im = sqrt(-disc);
      put(w, 2 * (i - 1), re);
      put(w, 2 * (i - 1) + 1, im);
      put(w, 2 * i, re);
      put(w, 2 * i + 1, -im);
    }
    i -= 2;
  }
  return 0;
}

// Complex plane rotation G = [c s; −s̄ c] (c real): the result of `rotation`.
let rotC: f64 = 0;
let rotSRe: f64 = 0;
let rotSIm: f64 = 0;

/** G with G·(f, g) = (r, 0) (LAPACK's zlartg, without its scaling: the matrix is scaled to max 1). */
function rotation(fr: f64, fi: f64, gr: f64, gi: f64): void {
  const ga = hypot(gr, gi);
  if (ga == 0) {
    rotC = 1;
    rotSRe = 0;
    rotSIm = 0;
    return;
  }
  const fa = hypot(fr, fi);
  if (fa == 0) {
    rotC = 0;
    rotSRe = gr / ga;
    rotSIm = -gi / ga;
    return;
  }
  const norm = hypot(fa, ga);
  rotC = fa / norm;
  // s = (f/|f|)·conj(g)/norm
  const ur = fr / fa;
  const ui = fi / fa;
  rotSRe = (ur * gr + ui * gi) / norm;
  rotSIm = (ui * gr - ur * gi) / norm;
}

/** Rows k, k+1 of the complex `m` ← G · rows over columns [c0, c1]. */
function rotateRowsComplex(m: usize, n: i32, k: i32, c0: i32, c1: i32): void {
  const c = rotC;
  const sr = rotSRe;
  const si = rotSIm;
  for (let j = c0; j <= c1; j++) {
    const p = (k * n + j) * 2;
    const q = ((k + 1) * n + j) * 2;
    const ar = get(m, p);
    const ai = get(m, p + 1);
    const br = get(m, q);
    const bi = get(m, q + 1);
    put(m, p, c * ar + sr * br - si * bi);
    put(m, p + 1, c * ai + sr * bi + si * br);
    // −conj(s)·a + c·b
    put(m, q, c * br - (sr * ar + si * ai));
    put(m, q + 1, c * bi - (sr * ai - si * ar));
  }
}

/** Columns k, k+1 of the complex `m` ← columns · Gᴴ over rows [r0, r1]. */
function rotateColumnsComplex(m: usize, n: i32, k: i32, r0: i32, r1: i32): void {
  const c = rotC;
  const sr = rotSRe;
  const si = rotSIm;
  for (let r = r0; r <= r1; r++) {
    const p = (r * n + k) * 2;
    const ar = get(m, p);
    const ai = get(m, p + 1);
    const br = get(m, p + 2);
    const bi = get(m, p + 3);
    // c·a + conj(s)·b ; −s·a + c·b
    put(m, p, c * ar + sr * br + si * bi);
    put(m, p + 1, c * ai + sr * bi - si * br);
    put(m, p + 2, c * br - (sr * ar - si * ai));
    put(m, p + 3, c * bi - (sr * ai + si * ar));
  }
}

/** The complex Hessenberg `h` to upper triangular Schur form by Wilkinson-shifted QR steps. */
function schurComplex(h: usize, n: i32, z: usize, wantz: bool, w: usize, cap: i32): i32 {
  const smallest = SAFE_MIN * (<f64>n / ULP);
  let i = n - 1;
  while (i >= 0) {
    let l = 0;
    let converged = false;
    for (let its = 0; its <= cap; its++) {
      let k = i;
      for (; k > 0; k--) {
        const sub = (k * n + k - 1) * 2;
        const above = ((k - 1) * n + k) * 2;
        const upper = ((k - 1) * n + k - 1) * 2;
        const lower = (k * n + k) * 2;
        const neighbours =
          (k - 2 >= 0 ? cabs1(get(h, ((k - 1) * n + k - 2) * 2), get(h, ((k - 1) * n + k - 2) * 2 + 1)) : 0) +
          (k + 1 <= i ? cabs1(get(h, ((k + 1) * n + k) * 2), get(h, ((k + 1) * n + k) * 2 + 1)) : 0);
        if (
          negligible(
            cabs1(get(h, sub), get(h, sub + 1)),
            cabs1(get(h, above), get(h, above + 1)),
            cabs1(get(h, upper), get(h, upper + 1)),
            cabs1(get(h, lower), get(h, lower + 1)),
            cabs1(get(h, upper) - get(h, lower), get(h, upper + 1) - get(h, lower + 1)),
            neighbours,
            smallest,
          )
        )
          break;
      }
      l = k;
      if (l > 0) {
        put(h, (l * n + l - 1) * 2, 0);
        put(h, (l * n + l - 1) * 2 + 1, 0);
      }
      if (l >= i) {
        converged = true;
        break;
      }
      const i1 = wantz ? 0 : l;
      const i2 = wantz ? n - 1 : i;
      const ii = (i * n + i) * 2;
      let muRe: f64;
      let muIm: f64;
      if (its > 0 && its % 10 == 0) {
        // An exceptional shift.
        const s = 0.75 * cabs1(get(h, (i * n + i - 1) * 2), get(h, (i * n + i - 1) * 2 + 1));
        muRe = s + get(h, ii);
        muIm = get(h, ii + 1);
      } else {
        // Wilkinson's: the trailing 2×2 block's eigenvalue nearer its last diagonal element,
        // d − bc / (p + r) with p = (a − d)/2, r = ±sqrt(p² + bc) chosen to make |p + r| large.
        const ar = get(h, ((i - 1) * n + i - 1) * 2);
        const ai = get(h, ((i - 1) * n + i - 1) * 2 + 1);
        const br = get(h, ((i - 1) * n + i) * 2);
        const bi = get(h, ((i - 1) * n + i) * 2 + 1);
        const cr = get(h, (i * n + i - 1) * 2);
        const ci = get(h, (i * n + i - 1) * 2 + 1);
        const dr = get(h, ii);
        const di = get(h, ii + 1);
        const pr = 0.5 * (ar - dr);
        const pi = 0.5 * (ai - di);
        const bcr = br * cr - bi * ci;
        const bci = br * ci + bi * cr;
        complexSqrt(pr * pr - pi * pi + bcr, 2 * pr * pi + bci);
        let rr = outRe;
        let ri = outIm;
        if (cabs1(pr + rr, pi + ri) < cabs1(pr - rr, pi - ri)) {
          rr = -rr;
          ri = -ri;
        }
        const sr = pr + rr;
        const si = pi + ri;
        if (sr == 0 && si == 0) {
          muRe = dr;
          muIm = di;
        } else {
          divide(bcr, bci, sr, si);
          muRe = dr - outRe;
          muIm = di - outIm;
        }
      }
      // The sweep: the first rotation from (h[l][l] − μ, h[l+1][l]), then chase the bulge.
      const first = (l * n + l) * 2;
      rotation(
        get(h, first) - muRe,
        get(h, first + 1) - muIm,
        get(h, ((l + 1) * n + l) * 2),
        get(h, ((l + 1) * n + l) * 2 + 1),
      );
      rotateRowsComplex(h, n, l, l, i2);
      rotateColumnsComplex(h, n, l, i1, min(l + 2, i));
      if (wantz) rotateColumnsComplex(z, n, l, 0, n - 1);
      for (let k = l + 1; k <= i - 1; k++) {
        const top = (k * n + k - 1) * 2;
        const bulge = ((k + 1) * n + k - 1) * 2;
        rotation(get(h, top), get(h, top + 1), get(h, bulge), get(h, bulge + 1));
        rotateRowsComplex(h, n, k, k - 1, i2);
        put(h, bulge, 0);
        put(h, bulge + 1, 0);
        rotateColumnsComplex(h, n, k, i1, min(k + 2, i));
        if (wantz) rotateColumnsComplex(z, n, k, 0, n - 1);
      }
    }
    if (!converged) return 1;
    put(w, 2 * i, get(h, (i * n + i) * 2));
    put(w, 2 * i + 1, get(h, (i * n + i) * 2 + 1));
    i -= 1;
  }
  return 0;
}

// ── 4–5. eigenvectors ─────────────────────────────────────────────────────────────────────────

/** x[0..count) (complex) ← x / its largest component's magnitude, where that exceeds BIG. */
@inline function guard(x: usize, count: i32, index: i32): void {
  const size = cabs1(get(x, 2 * index), get(x, 2 * index + 1));
  if (size <= BIG) return;
  const factor = 1 / size;
  for (let j = 0; j < count; j++) {
    put(x, 2 * j, get(x, 2 * j) * factor);
    put(x, 2 * j + 1, get(x, 2 * j + 1) * factor);
  }
}

/**
 * The eigenvector of the real quasi-triangular T for its eigenvalue λ = (re, im) at position k
 * (the block (k, k+1) where im > 0), in x (complex, rows 0..last). Returns last.
 */
function vectorOfQuasiTriangular(t: usize, n: i32, k: i32, re: f64, im: f64, x: usize): i32 {
  const smin = max(ULP * (abs(re) + abs(im)), SAFE_MIN * (<f64>n / ULP));
  let last = k;
  for (let j = 0; j < 2 * n; j++) put(x, j, 0);
  if (im == 0) {
    put(x, 2 * k, 1);
  } else {
    last = k + 1;
    // Null vector of [a−λ b; c d−λ]: (b, λ−a) or (λ−d, c), the larger.
    const a = get(t, k * n + k);
    const b = get(t, k * n + k + 1);
    const c = get(t, (k + 1) * n + k);
    const d = get(t, (k + 1) * n + k + 1);
    const first = abs(b) + abs(re - a) + abs(im);
    const second = abs(re - d) + abs(im) + abs(c);
    if (first >= second) {
      put(x, 2 * k, b);
      put(x, 2 * (k + 1), re - a);
      put(x, 2 * (k + 1) + 1, im);
    } else {
      put(x, 2 * k, re - d);
      put(x, 2 * k + 1, im);
      put(x, 2 * (k + 1), c);
    }
  }
  let j = k - 1;
  while (j >= 0) {
    const block = j > 0 && get(t, j * n + j - 1) != 0;
    if (!block) {
      let sr: f64 = 0;
      let si: f64 = 0;
      for (let l = j + 1; l <= last; l++) {
        const tj = get(t, j * n + l);
        sr -= tj * get(x, 2 * l);
        si -= tj * get(x, 2 * l + 1);
      }
      let dr = get(t, j * n + j) - re;
      let di = -im;
      if (abs(dr) + abs(di) < smin) {
        dr = smin;
        di = 0;
      }
      divide(sr, si, dr, di);
      put(x, 2 * j, outRe);
      put(x, 2 * j + 1, outIm);
      guard(x, last + 1, j);
      j -= 1;
      continue;
    }
    // The 2×2 block (j−1, j) by Cramer's rule.
    let r0r: f64 = 0;
    let r0i: f64 = 0;
    let r1r: f64 = 0;
    let r1i: f64 = 0;
    for (let l = j + 1; l <= last; l++) {
      const t0 = get(t, (j - 1) * n + l);
      const t1 = get(t, j * n + l);
      const xr = get(x, 2 * l);
      const xi = get(x, 2 * l + 1);
      r0r -= t0 * xr;
      r0i -= t0 * xi;
      r1r -= t1 * xr;
      r1i -= t1 * xi;
    }
    const m00r = get(t, (j - 1) * n + j - 1) - re;
    const m01 = get(t, (j - 1) * n + j);
    const m10 = get(t, j * n + j - 1);
    const m11r = get(t, j * n + j) - re;
    const mi = -im;
    // det = (m00)(m11) − m01·m10, with m00 = m00r + i·mi, m11 = m11r + i·mi.
    let detR = m00r * m11r - mi * mi - m01 * m10;
    let detI = mi * (m00r + m11r);
    if (abs(detR) + abs(detI) < smin * smin) {
      detR = smin * smin;
      detI = 0;
    }
    // x_{j−1} = (r0·m11 − m01·r1)/det ; x_j = (m00·r1 − m10·r0)/det
    divide(r0r * m11r - r0i * mi - m01 * r1r, r0r * mi + r0i * m11r - m01 * r1i, detR, detI);
    put(x, 2 * (j - 1), outRe);
    put(x, 2 * (j - 1) + 1, outIm);
    divide(m00r * r1r - mi * r1i - m10 * r0r, m00r * r1i + mi * r1r - m10 * r0i, detR, detI);
    put(x, 2 * j, outRe);
    put(x, 2 * j + 1, outIm);
    guard(x, last + 1, j - 1);
    guard(x, last + 1, j);
    j -= 2;
  }
  return last;
}

/** The eigenvector of the complex upper triangular T for its k-th eigenvalue, in x (rows 0..k). */
function vectorOfTriangular(t: usize, n: i32, k: i32, x: usize): void {
  const re = get(t, (k * n + k) * 2);
  const im = get(t, (k * n + k) * 2 + 1);
  const smin = max(ULP * (abs(re) + abs(im)), SAFE_MIN * (<f64>n / ULP));
  for (let j = 0; j < 2 * n; j++) put(x, j, 0);
  put(x, 2 * k, 1);
  for (let j = k - 1; j >= 0; j--) {
    let sr: f64 = 0;
    let si: f64 = 0;
    for (let l = j + 1; l <= k; l++) {
      const tr = get(t, (j * n + l) * 2);
      const ti = get(t, (j * n + l) * 2 + 1);
      const xr = get(x, 2 * l);
      const xi = get(x, 2 * l + 1);
      sr -= tr * xr - ti * xi;
      si -= tr * xi + ti * xr;
    }
    let dr = get(t, (j * n + j) * 2) - re;
    let di = get(t, (j * n + j) * 2 + 1) - im;
    if (abs(dr) + abs(di) < smin) {
      dr = smin;
      di = 0;
    }
    divide(sr, si, dr, di);
    put(x, 2 * j, outRe);
    put(x, 2 * j + 1, outIm);
    guard(x, k + 1, j);
  }
}

/**
 * Column `k` of the complex n×n `v` ← D · Z · x (x complex on rows 0..last; Z real when `width` is
 * 1, complex when 2), scaled to norm 1; where `turn`, its largest component made real and positive.
 */
function storeVector(
  v: usize,
  n: i32,
  k: i32,
  z: usize,
  width: i32,
  x: usize,
  last: i32,
  scale: usize,
  turn: bool,
): void {
  let big: f64 = 0;
  for (let r = 0; r < n; r++) {
    let sr: f64 = 0;
    let si: f64 = 0;
    for (let l = 0; l <= last; l++) {
      const xr = get(x, 2 * l);
      const xi = get(x, 2 * l + 1);
      if (width == 1) {
        const zl = get(z, r * n + l);
        sr += zl * xr;
        si += zl * xi;
      } else {
        const zr = get(z, (r * n + l) * 2);
        const zi = get(z, (r * n + l) * 2 + 1);
        sr += zr * xr - zi * xi;
        si += zr * xi + zi * xr;
      }
    }
    const d = get(scale, r);
    put(v, (r * n + k) * 2, sr * d);
    put(v, (r * n + k) * 2 + 1, si * d);
    big = max(big, cabs1(sr * d, si * d));
  }
  if (big == 0) return;
  // The norm with the largest component scaled to about 1 (no overflow or underflow in the sum).
  let sum: f64 = 0;
  let largest: f64 = -1;
  let at_ = 0;
  for (let r = 0; r < n; r++) {
    const re = get(v, (r * n + k) * 2) / big;
    const im = get(v, (r * n + k) * 2 + 1) / big;
    const size = re * re + im * im;
    sum += size;
    if (size > largest) {
      largest = size;
      at_ = r;
    }
  }
  let factorRe = 1 / (big * sqrt(sum));
  let factorIm: f64 = 0;
  if (turn) {
    // Multiply by conj(v_at)/|v_at| as well.
    const re = get(v, (at_ * n + k) * 2);
    const im = get(v, (at_ * n + k) * 2 + 1);
    const size = hypot(re, im);
    factorIm = (-im / size) * factorRe;
    factorRe = (re / size) * factorRe;
  }
  for (let r = 0; r < n; r++) {
    const re = get(v, (r * n + k) * 2);
    const im = get(v, (r * n + k) * 2 + 1);
    put(v, (r * n + k) * 2, re * factorRe - im * factorIm);
    put(v, (r * n + k) * 2 + 1, re * factorIm + im * factorRe);
  }
  if (turn) put(v, (at_ * n + k) * 2 + 1, 0);
}

// ── the kernels ───────────────────────────────────────────────────────────────────────────────

/**
 * The eigenvalues of the real n×n row-major `a` (overwritten) into `w` (n complex, interleaved) and,
 * where `wantv`, its eigenvectors into `v` (n×n complex, column k for eigenvalue k). `z`: n×n
 * doubles (where wantv); `work`: 8n doubles. `cap`: QR steps allowed per eigenvalue.
 * Returns 0, or 1 where the iteration did not converge.
 */
export function linalg_eig_float64(
  a: usize,
  n: i32,
  w: usize,
  z: usize,
  v: usize,
  work: usize,
  wantv: i32,
  cap: i32,
): i32 {
  const wantz = wantv != 0;
  const scale = work;
  const vectorA = at(work, n);
  const vectorB = at(work, 2 * n);
  const x = at(work, 4 * n);
  balance(a, n, 1, scale);
  if (wantz) identity(z, n, 1);
  hessenberg(a, n, z, wantz, vectorA, vectorB);
  if (schurReal(a, n, z, wantz, w, cap) != 0) return 1;
  if (!wantz) return 0;
  for (let k = 0; k < n; k++) {
    const im = get(w, 2 * k + 1);
    if (im < 0) continue; // the conjugate of the column before it
    const last = vectorOfQuasiTriangular(a, n, k, get(w, 2 * k), im, x);
    storeVector(v, n, k, z, 1, x, last, scale, im != 0);
    if (im > 0) {
      for (let r = 0; r < n; r++) {
        put(v, (r * n + k + 1) * 2, get(v, (r * n + k) * 2));
        put(v, (r * n + k + 1) * 2 + 1, -get(v, (r * n + k) * 2 + 1));
      }
    }
  }
  return 0;
}

/**
 * The complex counterpart of linalg_eig_float64: `a` is n×n complex (interleaved), `z` n×n complex
 * (where wantv), `work` 8n doubles.
 */
export function linalg_eig_complex128(
  a: usize,
  n: i32,
  w: usize,
  z: usize,
  v: usize,
  work: usize,
  wantv: i32,
  cap: i32,
): i32 {
  const wantz = wantv != 0;
  const scale = work;
  const vectorA = at(work, n);
  const vectorB = at(work, 3 * n);
  const x = at(work, 5 * n);
  balance(a, n, 2, scale);
  if (wantz) identity(z, n, 2);
  hessenbergComplex(a, n, z, wantz, vectorA, vectorB);
  if (schurComplex(a, n, z, wantz, w, cap) != 0) return 1;
  if (!wantz) return 0;
  for (let k = 0; k < n; k++) {
    vectorOfTriangular(a, n, k, x);
    storeVector(v, n, k, z, 2, x, k, scale, true);
  }
  return 0;
}
