// Complex sinc, logaddexp and logaddexp2 (jnp.sinc, jnp.logaddexp, jnp.logaddexp2 on complex64 and
// complex128), called from the complex methods of elementary.ts' Sinc and LogAddExp. Both complex
// dtypes compute in float64; complex64 rounds each part once.

/** π − PI_HIGH (Math.PI is π rounded to float64). */
@inline const PI_LOW: f64 = 1.2246467991473532e-16;

/** The high half of a float64's significand (Veltkamp's split: 27 bits), for exact products. */
@inline function highHalf(a: f64): f64 {
  const c = 134217729 * a;
  return c - (c - a);
}

@inline function storeParts<Part>(out: usize, re: f64, im: f64): void {
  store<Part>(out, <Part>re);
  store<Part>(out, <Part>im, sizeof<Part>());
}

/**
 * sinc z = sin(πz)/(πz), z = x + iy; 1 at 0 (the limit, as JAX's) and 0 where |x| = ∞ and y is
 * finite (JAX's). sin(πz) is taken at x reduced to r = x − 2⌊x/2⌉ (exact; sin(π(r + 2k) + iπy) is
 * the same), then folded into [−1/2, 1/2] by sin(π − w) = sin w (r → ±1 − r, y → −y), so that it
 * is accurate near the integers, as the real sinc; sin(a + ib) = sin a cosh b + i cos a sinh b.
 * NaN parts give NaN; an infinite y with a finite x gives NaN (∞/∞), as JAX's quotient does.
 */
@inline export function complexSinc<Part>(re: Part, im: Part, out: usize): void {
  const x = <f64>re;
  const y = <f64>im;
  if (x == 0 && y == 0) {
    storeParts<Part>(out, 1, 0);
    return;
  }
  if (isFinite<f64>(y) && !isFinite<f64>(x) && x == x) {
    storeParts<Part>(out, 0, 0);
    return;
  }
  let r = x - 2 * f64.nearest(x * 0.5);
  let b = y;
  if (r > 0.5) {
    r = 1 - r;
    b = -b;
  } else if (r < -0.5) {
    r = -1 - r;
    b = -b;
  }
  const a = Math.PI * r;
  // πy as high + low (Dekker's exact product, and π's own rounding): cosh and sinh magnify the
  // rounding of πy by |πy| (700 ulps at y = 200), so they take the low part as a first-order term
  const high = Math.PI * b;
  let low: f64 = 0;
  if (Math.abs(high) < 1e3) {
    const ph = highHalf(Math.PI);
    const pl = Math.PI - ph;
    const bh = highHalf(b);
    const bl = b - bh;
    low = ph * bh - high + ph * bl + pl * bh + pl * bl + PI_LOW * b;
  }
  let hyperCos = Math.cosh(high);
  let hyperSin = Math.sinh(high);
  if (isFinite<f64>(hyperCos)) {
    const c = hyperCos;
    hyperCos += hyperSin * low;
    hyperSin += c * low;
  }
  b = high;
  const sine = Math.sin(a);
  const cosine = Math.cos(a);
  // sin a · cosh b: 0 where sin a is 0 (an even x), also where cosh b overflows
  const sineRe = sine == 0 ? sine : sine * hyperCos;
  const sineIm = b == 0 ? b : cosine * hyperSin;
  // divided by πz, by Smith's algorithm (as asm/arithmetic.ts' complexDivide); + 0: an exact 0 is
  // +0 (sinc is even), as the real sinc gives it
  const br = Math.PI * x;
  const bi = Math.PI * y;
  if (Math.abs(br) >= Math.abs(bi)) {
    const ratio = bi / br;
    const scale = 1 / (br + bi * ratio);
    storeParts<Part>(out, (sineRe + sineIm * ratio) * scale + 0, (sineIm - sineRe * ratio) * scale + 0);
  } else {
    const ratio = br / bi;
    const scale = 1 / (bi + br * ratio);
    storeParts<Part>(out, (sineRe * ratio + sineIm) * scale + 0, (sineIm * ratio - sineRe) * scale + 0);
  }
}

/** x wrapped into [−period/2, period/2), as JAX's _wrap_between (NaN stays NaN, ±∞ gives NaN). */
@inline function wrap(x: f64, period: f64): f64 {
  const half = period * 0.5;
  let rest = (x + half) % period;
  if (rest < 0) rest += period;
  return rest - half;
}

/**
 * logaddexp(a, b) = log(e^a + e^b) of complex a, b (base2: log2(2^a + 2^b)), as JAX's: the one with
 * the larger real part (lexicographically larger; `high`) plus log1p(e^(low − high)), the imaginary
 * part wrapped into [−π, π) ([−π/ln 2, π/ln 2) in base 2). Computed from the difference low − high
 * itself (JAX forms (a + b) − 2·high: the same value, rounded once more).
 * Special values as the limits of log(e^a + e^b) (C99 Annex G's cexp and clog): a term whose real
 * part is −∞ adds 0, so the result is the other term (its imaginary part wrapped; both −∞: the
 * larger, real part −∞); a real part +∞ dominates a finite one; two +∞ give +∞ at the angle of the
 * sum of their unit vectors; NaN parts, or an infinite imaginary part beside a finite real one, give NaN.
 */
@inline export function complexLogAddExp<Part>(
  ar: Part,
  ai: Part,
  br: Part,
  bi: Part,
  out: usize,
  base2: bool,
): void {
  const scale = base2 ? Math.LN2 : 1;
  const period = base2 ? (2 * Math.PI) / Math.LN2 : 2 * Math.PI;
  // the lexicographically larger first
  const aFirst = <f64>ar > <f64>br || (<f64>ar == <f64>br && <f64>ai >= <f64>bi);
  const hr = aFirst ? <f64>ar : <f64>br;
  const hi = aFirst ? <f64>ai : <f64>bi;
  const lr = aFirst ? <f64>br : <f64>ar;
  const li = aFirst ? <f64>bi : <f64>ai;
  if (lr == -Infinity || hr == -Infinity) {
    // the term with real part −∞ adds 0 (lr is the smaller, so it is −∞ whenever hr is)
    const r = lr == -Infinity ? hr : lr;
    const i = lr == -Infinity ? hi : li;
    storeParts<Part>(out, isFinite<f64>(r) && !isFinite<f64>(i) ? NaN : r, wrap(i, period));
    return;
  }
  if (!(isFinite<f64>(hr) && isFinite<f64>(hi) && isFinite<f64>(lr) && isFinite<f64>(li))) {
    if (hr == Infinity && hi == hi && li == li && lr == lr) {
      if (lr == Infinity) {
        // both +∞: the angle of e^(i·hi) + e^(i·li)
        const angle = Math.atan2(
          Math.sin(hi * scale) + Math.sin(li * scale),
          Math.cos(hi * scale) + Math.cos(li * scale),
        );
        storeParts<Part>(out, Infinity, isFinite<f64>(hi) && isFinite<f64>(li) ? angle / scale : NaN);
      } else storeParts<Part>(out, Infinity, isFinite<f64>(li) ? wrap(hi, period) : NaN);
      return;
    }
    storeParts<Part>(out, NaN, NaN);
    return;
  }
  // w = e^(low − high) (base 2: 2^(low − high)), |w| ≤ 1; log1p(w) = log|1 + w| + i·arg(1 + w)
  const dr = (lr - hr) * scale;
  const di = (li - hi) * scale;
  const magnitude = Math.exp(dr);
  const wr = magnitude * Math.cos(di);
  const wi = magnitude * Math.sin(di);
  const logModulus = 0.5 * Math.log1p(2 * wr + (wr * wr + wi * wi));
  const argument = Math.atan2(wi, 1 + wr);
  storeParts<Part>(out, hr + logModulus / scale, wrap(hi + argument / scale, period));
}
