// Complex FFTs on interleaved complex64 (f32 pairs) and complex128 (f64 pairs): a Stockham autosort
// (no bit reversal; stages ping-pong between the output and a work buffer) of mixed radix 4, 2, 3,
// 5 and any odd radix, Bluestein's chirp-z for lengths with a large prime factor, and the pre and
// post passes of real transforms through a half-length complex one. Plans (the radices, the
// twiddles, computed in float64 and rounded) are the caller's memory: src/execute/fft.ts builds and
// caches them per length, dtype and direction. No static scratch, no allocation: every buffer is
// passed in, so any thread can run a kernel on its own rows.
//
// A stage of radix p on sub-transforms of length N = p·m at stride s (s·N = n):
//   y[q + s·(p·k + u)] = w_N^(k·u) · Σ_j x[q + s·(k + j·m)] · ω_p^(j·u)     k < m, q < s, u < p
// where w_N = exp(σ·2πi/N), σ = -1 forward, +1 inverse (the twiddles in the plan carry σ).
// The plan's stage list: [count, p_0, p_1, …]; its twiddles, stage after stage: (p - 1)·m complex
// values w_N^(k·u) at [(u - 1)·m + k], then for a generic radix p its p roots ω_p^j.

@inline function ld<T>(pointer: usize): T {
  return load<T>(pointer);
}

/** Bytes of one complex element. */
@inline function cs<T>(): usize {
  return sizeof<T>() << 1;
}

function stage2<T>(x: usize, y: usize, s: i32, m: i32, tw: usize): void {
  const c = cs<T>();
  const half = sizeof<T>();
  const jump = <usize>(s * m) * c;
  for (let k = 0; k < m; k++) {
    const wr = ld<T>(tw + <usize>k * c);
    const wi = ld<T>(tw + <usize>k * c + half);
    let px = x + <usize>(s * k) * c;
    let py = y + <usize>(s * 2 * k) * c;
    const py1 = <usize>s * c;
    for (let q = 0; q < s; q++) {
      const ar = ld<T>(px);
      const ai = ld<T>(px + half);
      const br = ld<T>(px + jump);
      const bi = ld<T>(px + jump + half);
      store<T>(py, ar + br);
      store<T>(py + half, ai + bi);
      const dr = ar - br;
      const di = ai - bi;
      store<T>(py + py1, dr * wr - di * wi);
      store<T>(py + py1 + half, dr * wi + di * wr);
      px += c;
      py += c;
    }
  }
}

function stage4<T>(x: usize, y: usize, s: i32, m: i32, tw: usize, sign: T): void {
  const c = cs<T>();
  const half = sizeof<T>();
  const jump = <usize>(s * m) * c;
  const tw2 = tw + <usize>m * c;
  const tw3 = tw2 + <usize>m * c;
  const out = <usize>s * c;
  for (let k = 0; k < m; k++) {
    const kc = <usize>k * c;
    const w1r = ld<T>(tw + kc);
    const w1i = ld<T>(tw + kc + half);
    const w2r = ld<T>(tw2 + kc);
    const w2i = ld<T>(tw2 + kc + half);
    const w3r = ld<T>(tw3 + kc);
    const w3i = ld<T>(tw3 + kc + half);
    let px = x + <usize>(s * k) * c;
    let py = y + <usize>(s * 4 * k) * c;
    for (let q = 0; q < s; q++) {
      const a0r = ld<T>(px);
      const a0i = ld<T>(px + half);
      const a1r = ld<T>(px + jump);
      const a1i = ld<T>(px + jump + half);
      const a2r = ld<T>(px + 2 * jump);
      const a2i = ld<T>(px + 2 * jump + half);
      const a3r = ld<T>(px + 3 * jump);
      const a3i = ld<T>(px + 3 * jump + half);
      const s02r = a0r + a2r;
      const s02i = a0i + a2i;
      const d02r = a0r - a2r;
      const d02i = a0i - a2i;
      const s13r = a1r + a3r;
      const s13i = a1i + a3i;
      // σ·i·(a1 - a3)
      const rr = -sign * (a1i - a3i);
      const ri = sign * (a1r - a3r);
      store<T>(py, s02r + s13r);
      store<T>(py + half, s02i + s13i);
      const b1r = d02r + rr;
      const b1i = d02i + ri;
      store<T>(py + out, b1r * w1r - b1i * w1i);
      store<T>(py + out + half, b1r * w1i + b1i * w1r);
      const b2r = s02r - s13r;
      const b2i = s02i - s13i;
      store<T>(py + 2 * out, b2r * w2r - b2i * w2i);
      store<T>(py + 2 * out + half, b2r * w2i + b2i * w2r);
      const b3r = d02r - rr;
      const b3i = d02i - ri;
      store<T>(py + 3 * out, b3r * w3r - b3i * w3i);
      store<T>(py + 3 * out + half, b3r * w3i + b3i * w3r);
      px += c;
      py += c;
    }
  }
}

function stage3<T>(x: usize, y: usize, s: i32, m: i32, tw: usize, sign: T): void {
  const c = cs<T>();
  const half = sizeof<T>();
  const jump = <usize>(s * m) * c;
  const tw2 = tw + <usize>m * c;
  const out = <usize>s * c;
  const h = <T>(0.8660254037844386 * <f64>sign);
  for (let k = 0; k < m; k++) {
    const kc = <usize>k * c;
    const w1r = ld<T>(tw + kc);
    const w1i = ld<T>(tw + kc + half);
    const w2r = ld<T>(tw2 + kc);
    const w2i = ld<T>(tw2 + kc + half);
    let px = x + <usize>(s * k) * c;
    let py = y + <usize>(s * 3 * k) * c;
    for (let q = 0; q < s; q++) {
      const a0r = ld<T>(px);
      const a0i = ld<T>(px + half);
      const a1r = ld<T>(px + jump);
      const a1i = ld<T>(px + jump + half);
      const a2r = ld<T>(px + 2 * jump);
      const a2i = ld<T>(px + 2 * jump + half);
      const tr = a1r + a2r;
      const ti = a1i + a2i;
      store<T>(py, a0r + tr);
      store<T>(py + half, a0i + ti);
      const mr = a0r - <T>0.5 * tr;
      const mi = a0i - <T>0.5 * ti;
      // σ·(√3/2)·i·(a1 - a2)
      const dr = -h * (a1i - a2i);
      const di = h * (a1r - a2r);
      const b1r = mr + dr;
      const b1i = mi + di;
      store<T>(py + out, b1r * w1r - b1i * w1i);
      store<T>(py + out + half, b1r * w1i + b1i * w1r);
      const b2r = mr - dr;
      const b2i = mi - di;
      store<T>(py + 2 * out, b2r * w2r - b2i * w2i);
      store<T>(py + 2 * out + half, b2r * w2i + b2i * w2r);
      px += c;
      py += c;
    }
  }
}

function stage5<T>(x: usize, y: usize, s: i32, m: i32, tw: usize, sign: T): void {
  const c = cs<T>();
  const half = sizeof<T>();
  const jump = <usize>(s * m) * c;
  const out = <usize>s * c;
  const mc = <usize>m * c;
  const c1 = <T>0.30901699437494745;
  const c2 = <T>-0.8090169943749475;
  const s1 = <T>(0.9510565162951535 * <f64>sign);
  const s2 = <T>(0.5877852522924731 * <f64>sign);
  for (let k = 0; k < m; k++) {
    const kc = <usize>k * c;
    let px = x + <usize>(s * k) * c;
    let py = y + <usize>(s * 5 * k) * c;
    const w1r = ld<T>(tw + kc);
    const w1i = ld<T>(tw + kc + half);
    const w2r = ld<T>(tw + mc + kc);
    const w2i = ld<T>(tw + mc + kc + half);
    const w3r = ld<T>(tw + 2 * mc + kc);
    const w3i = ld<T>(tw + 2 * mc + kc + half);
    const w4r = ld<T>(tw + 3 * mc + kc);
    const w4i = ld<T>(tw + 3 * mc + kc + half);
    for (let q = 0; q < s; q++) {
      const a0r = ld<T>(px);
      const a0i = ld<T>(px + half);
      const a1r = ld<T>(px + jump);
      const a1i = ld<T>(px + jump + half);
      const a2r = ld<T>(px + 2 * jump);
      const a2i = ld<T>(px + 2 * jump + half);
      const a3r = ld<T>(px + 3 * jump);
      const a3i = ld<T>(px + 3 * jump + half);
      const a4r = ld<T>(px + 4 * jump);
      const a4i = ld<T>(px + 4 * jump + half);
      const t1r = a1r + a4r;
      const t1i = a1i + a4i;
      const t2r = a2r + a3r;
      const t2i = a2i + a3i;
      const t3r = a1r - a4r;
      const t3i = a1i - a4i;
      const t4r = a2r - a3r;
      const t4i = a2i - a3i;
      store<T>(py, a0r + t1r + t2r);
      store<T>(py + half, a0i + t1i + t2i);
      const r1r = a0r + c1 * t1r + c2 * t2r;
      const r1i = a0i + c1 * t1i + c2 * t2i;
      const r2r = a0r + c2 * t1r + c1 * t2r;
      const r2i = a0i + c2 * t1i + c1 * t2i;
      // i·(s1·t3 + s2·t4) and i·(s2·t3 - s1·t4)
      const u1r = -(s1 * t3i + s2 * t4i);
      const u1i = s1 * t3r + s2 * t4r;
      const u2r = -(s2 * t3i - s1 * t4i);
      const u2i = s2 * t3r - s1 * t4r;
      let br = r1r + u1r;
      let bi = r1i + u1i;
      store<T>(py + out, br * w1r - bi * w1i);
      store<T>(py + out + half, br * w1i + bi * w1r);
      br = r2r + u2r;
      bi = r2i + u2i;
      store<T>(py + 2 * out, br * w2r - bi * w2i);
      store<T>(py + 2 * out + half, br * w2i + bi * w2r);
      br = r2r - u2r;
      bi = r2i - u2i;
      store<T>(py + 3 * out, br * w3r - bi * w3i);
      store<T>(py + 3 * out + half, br * w3i + bi * w3r);
      br = r1r - u1r;
      bi = r1i - u1i;
      store<T>(py + 4 * out, br * w4r - bi * w4i);
      store<T>(py + 4 * out + half, br * w4i + bi * w4r);
      px += c;
      py += c;
    }
  }
}

/** Any radix p: each output a p-term sum, the roots ω_p^j at `roots`; accumulated in T. */
function stageAny<T>(x: usize, y: usize, s: i32, m: i32, p: i32, tw: usize, roots: usize): void {
  const c = cs<T>();
  const half = sizeof<T>();
  const jump = <usize>(s * m) * c;
  const out = <usize>s * c;
  for (let k = 0; k < m; k++) {
    for (let q = 0; q < s; q++) {
      const px = x + <usize>(s * k + q) * c;
      const py = y + <usize>(s * p * k + q) * c;
      for (let u = 0; u < p; u++) {
        let sr: T = 0;
        let si: T = 0;
        let index = 0;
        for (let j = 0; j < p; j++) {
          const ar = ld<T>(px + <usize>j * jump);
          const ai = ld<T>(px + <usize>j * jump + half);
          const rr = ld<T>(roots + <usize>index * c);
          const ri = ld<T>(roots + <usize>index * c + half);
          sr += ar * rr - ai * ri;
          si += ar * ri + ai * rr;
          index += u;
          if (index >= p) index -= p;
        }
        if (u == 0) {
          store<T>(py, sr);
          store<T>(py + half, si);
        } else {
          const w = tw + <usize>((u - 1) * m + k) * c;
          const wr = ld<T>(w);
          const wi = ld<T>(w + half);
          store<T>(py + <usize>u * out, sr * wr - si * wi);
          store<T>(py + <usize>u * out + half, sr * wi + si * wr);
        }
      }
    }
  }
}

/** A complex64 pair [r0, i0, r1, i1] times one complex w = (wr, wi) splatted as re and (-wi, wi). */
@inline function cmul32(v: v128, wr: v128, wi: v128): v128 {
  return f32x4.add(f32x4.mul(v, wr), f32x4.mul(v128.shuffle<f32>(v, v, 1, 0, 3, 2), wi));
}

/** stage4 for complex64 at an even stride: two consecutive q per v128. */
function stage4x2(x: usize, y: usize, s: i32, m: i32, tw: usize, sign: f32): void {
  const jump = (<usize>(s * m)) << 3;
  const tw2 = tw + ((<usize>m) << 3);
  const tw3 = tw2 + ((<usize>m) << 3);
  const out = (<usize>s) << 3;
  // σ·i·d = swap(d)·(-σ, σ, -σ, σ)
  const rot = f32x4(-sign, sign, -sign, sign);
  if (m == 1) {
    // The last stage: every twiddle is 1.
    for (let q: usize = 0; q < <usize>s; q += 2) {
      const px = x + (q << 3);
      const py = y + (q << 3);
      const a0 = v128.load(px);
      const a1 = v128.load(px + jump);
      const a2 = v128.load(px + 2 * jump);
      const a3 = v128.load(px + 3 * jump);
      const s02 = f32x4.add(a0, a2);
      const d02 = f32x4.sub(a0, a2);
      const s13 = f32x4.add(a1, a3);
      const d13 = f32x4.sub(a1, a3);
      const r = f32x4.mul(v128.shuffle<f32>(d13, d13, 1, 0, 3, 2), rot);
      v128.store(py, f32x4.add(s02, s13));
      v128.store(py + out, f32x4.add(d02, r));
      v128.store(py + 2 * out, f32x4.sub(s02, s13));
      v128.store(py + 3 * out, f32x4.sub(d02, r));
    }
    return;
  }
  for (let k = 0; k < m; k++) {
    const kc = (<usize>k) << 3;
    const w1r = f32x4.splat(load<f32>(tw + kc));
    const w1i = f32x4.mul(v128.load32_splat(tw + kc + 4), f32x4(-1, 1, -1, 1));
    const w2r = f32x4.splat(load<f32>(tw2 + kc));
    const w2i = f32x4.mul(v128.load32_splat(tw2 + kc + 4), f32x4(-1, 1, -1, 1));
    const w3r = f32x4.splat(load<f32>(tw3 + kc));
    const w3i = f32x4.mul(v128.load32_splat(tw3 + kc + 4), f32x4(-1, 1, -1, 1));
    let px = x + ((<usize>(s * k)) << 3);
    let py = y + ((<usize>(s * 4 * k)) << 3);
    for (let q = 0; q < s; q += 2) {
      const a0 = v128.load(px);
      const a1 = v128.load(px + jump);
      const a2 = v128.load(px + 2 * jump);
      const a3 = v128.load(px + 3 * jump);
      const s02 = f32x4.add(a0, a2);
      const d02 = f32x4.sub(a0, a2);
      const s13 = f32x4.add(a1, a3);
      const d13 = f32x4.sub(a1, a3);
      const r = f32x4.mul(v128.shuffle<f32>(d13, d13, 1, 0, 3, 2), rot);
      v128.store(py, f32x4.add(s02, s13));
      v128.store(py + out, cmul32(f32x4.add(d02, r), w1r, w1i));
      v128.store(py + 2 * out, cmul32(f32x4.sub(s02, s13), w2r, w2i));
      v128.store(py + 3 * out, cmul32(f32x4.sub(d02, r), w3r, w3i));
      px += 16;
      py += 16;
    }
  }
}

/** A complex64 pair times a pair of distinct twiddles w = [w0r, w0i, w1r, w1i]. */
@inline function cmul32v(v: v128, w: v128): v128 {
  const wr = v128.shuffle<f32>(w, w, 0, 0, 2, 2);
  const wi = f32x4.mul(v128.shuffle<f32>(w, w, 1, 1, 3, 3), f32x4(-1, 1, -1, 1));
  return f32x4.add(f32x4.mul(v, wr), f32x4.mul(v128.shuffle<f32>(v, v, 1, 0, 3, 2), wi));
}

/**
 * stage4 for complex64 at stride 1 (the first stage) and an even m: two consecutive k per v128,
 * the twiddles of k and k + 1 loaded together; y[4k + u] written as two v128 per k.
 */
function stage4s1(x: usize, y: usize, m: i32, tw: usize, sign: f32): void {
  const jump = (<usize>m) << 3;
  const tw2 = tw + jump;
  const tw3 = tw2 + jump;
  const rot = f32x4(-sign, sign, -sign, sign);
  for (let k = 0; k < m; k += 2) {
    const kc = (<usize>k) << 3;
    const px = x + kc;
    const a0 = v128.load(px);
    const a1 = v128.load(px + jump);
    const a2 = v128.load(px + 2 * jump);
    const a3 = v128.load(px + 3 * jump);
    const s02 = f32x4.add(a0, a2);
    const d02 = f32x4.sub(a0, a2);
    const s13 = f32x4.add(a1, a3);
    const d13 = f32x4.sub(a1, a3);
    const r = f32x4.mul(v128.shuffle<f32>(d13, d13, 1, 0, 3, 2), rot);
    const b0 = f32x4.add(s02, s13);
    const b1 = cmul32v(f32x4.add(d02, r), v128.load(tw + kc));
    const b2 = cmul32v(f32x4.sub(s02, s13), v128.load(tw2 + kc));
    const b3 = cmul32v(f32x4.sub(d02, r), v128.load(tw3 + kc));
    const py = y + ((<usize>k) << 5);
    v128.store(py, v128.shuffle<f32>(b0, b1, 0, 1, 4, 5));
    v128.store(py + 16, v128.shuffle<f32>(b2, b3, 0, 1, 4, 5));
    v128.store(py + 32, v128.shuffle<f32>(b0, b1, 2, 3, 6, 7));
    v128.store(py + 48, v128.shuffle<f32>(b2, b3, 2, 3, 6, 7));
  }
}

/** stage2 for complex64 at an even stride. */
function stage2x2(x: usize, y: usize, s: i32, m: i32, tw: usize): void {
  const jump = (<usize>(s * m)) << 3;
  const out = (<usize>s) << 3;
  if (m == 1) {
    for (let q: usize = 0; q < <usize>s; q += 2) {
      const a = v128.load(x + (q << 3));
      const b = v128.load(x + (q << 3) + jump);
      v128.store(y + (q << 3), f32x4.add(a, b));
      v128.store(y + (q << 3) + out, f32x4.sub(a, b));
    }
    return;
  }
  for (let k = 0; k < m; k++) {
    const kc = (<usize>k) << 3;
    const wr = f32x4.splat(load<f32>(tw + kc));
    const wi = f32x4.mul(v128.load32_splat(tw + kc + 4), f32x4(-1, 1, -1, 1));
    let px = x + ((<usize>(s * k)) << 3);
    let py = y + ((<usize>(s * 2 * k)) << 3);
    for (let q = 0; q < s; q += 2) {
      const a = v128.load(px);
      const b = v128.load(px + jump);
      v128.store(py, f32x4.add(a, b));
      v128.store(py + out, cmul32(f32x4.sub(a, b), wr, wi));
      px += 16;
      py += 16;
    }
  }
}

/** A complex128 value [re, im] times w given as (wr, wr) and (-wi, wi). */
@inline function cmul64(v: v128, wr: v128, wi: v128): v128 {
  return f64x2.add(f64x2.mul(v, wr), f64x2.mul(v128.shuffle<f64>(v, v, 1, 0), wi));
}

/** stage4 for complex128, one value per v128. */
function stage4d(x: usize, y: usize, s: i32, m: i32, tw: usize, sign: f64): void {
  const jump = (<usize>(s * m)) << 4;
  const tw2 = tw + ((<usize>m) << 4);
  const tw3 = tw2 + ((<usize>m) << 4);
  const out = (<usize>s) << 4;
  const rot = f64x2(-sign, sign);
  const neg = f64x2(-1, 1);
  for (let k = 0; k < m; k++) {
    const kc = (<usize>k) << 4;
    const w1r = v128.load64_splat(tw + kc);
    const w1i = f64x2.mul(v128.load64_splat(tw + kc + 8), neg);
    const w2r = v128.load64_splat(tw2 + kc);
    const w2i = f64x2.mul(v128.load64_splat(tw2 + kc + 8), neg);
    const w3r = v128.load64_splat(tw3 + kc);
    const w3i = f64x2.mul(v128.load64_splat(tw3 + kc + 8), neg);
    let px = x + ((<usize>(s * k)) << 4);
    let py = y + ((<usize>(s * 4 * k)) << 4);
    for (let q = 0; q < s; q++) {
      const a0 = v128.load(px);
      const a1 = v128.load(px + jump);
      const a2 = v128.load(px + 2 * jump);
      const a3 = v128.load(px + 3 * jump);
      const s02 = f64x2.add(a0, a2);
      const d02 = f64x2.sub(a0, a2);
      const s13 = f64x2.add(a1, a3);
      const d13 = f64x2.sub(a1, a3);
      const r = f64x2.mul(v128.shuffle<f64>(d13, d13, 1, 0), rot);
      v128.store(py, f64x2.add(s02, s13));
      v128.store(py + out, cmul64(f64x2.add(d02, r), w1r, w1i));
      v128.store(py + 2 * out, cmul64(f64x2.sub(s02, s13), w2r, w2i));
      v128.store(py + 3 * out, cmul64(f64x2.sub(d02, r), w3r, w3i));
      px += 16;
      py += 16;
    }
  }
}

/** stage2 for complex128. */
function stage2d(x: usize, y: usize, s: i32, m: i32, tw: usize): void {
  const jump = (<usize>(s * m)) << 4;
  const out = (<usize>s) << 4;
  const neg = f64x2(-1, 1);
  for (let k = 0; k < m; k++) {
    const kc = (<usize>k) << 4;
    const wr = v128.load64_splat(tw + kc);
    const wi = f64x2.mul(v128.load64_splat(tw + kc + 8), neg);
    let px = x + ((<usize>(s * k)) << 4);
    let py = y + ((<usize>(s * 2 * k)) << 4);
    for (let q = 0; q < s; q++) {
      const a = v128.load(px);
      const b = v128.load(px + jump);
      v128.store(py, f64x2.add(a, b));
      v128.store(py + out, cmul64(f64x2.sub(a, b), wr, wi));
      px += 16;
      py += 16;
    }
  }
}

/** One transform of length n from `input` to `output` (distinct), `work` n more complex values. */
function transform<T>(input: usize, output: usize, work: usize, n: i32, stages: usize, twiddles: usize, sign: T): void {
  const count = load<i32>(stages);
  if (count == 0) {
    memory.copy(output, input, <usize>n * cs<T>());
    return;
  }
  let x = input;
  let N = n;
  let s = 1;
  let tw = twiddles;
  for (let stage = 0; stage < count; stage++) {
    const p = load<i32>(stages + 4 + ((<usize>stage) << 2));
    const m = N / p;
    const y = ((count - 1 - stage) & 1) == 0 ? output : work;
    if (sizeof<T>() == 4 && (s & 1) == 0 && p == 4) stage4x2(x, y, s, m, tw, <f32>sign);
    else if (sizeof<T>() == 4 && s == 1 && p == 4 && (m & 1) == 0) stage4s1(x, y, m, tw, <f32>sign);
    else if (sizeof<T>() == 4 && (s & 1) == 0 && p == 2) stage2x2(x, y, s, m, tw);
    else if (sizeof<T>() == 8 && p == 4) stage4d(x, y, s, m, tw, <f64>sign);
    else if (sizeof<T>() == 8 && p == 2) stage2d(x, y, s, m, tw);
    else if (p == 4) stage4<T>(x, y, s, m, tw, sign);
    else if (p == 2) stage2<T>(x, y, s, m, tw);
    else if (p == 3) stage3<T>(x, y, s, m, tw, sign);
    else if (p == 5) stage5<T>(x, y, s, m, tw, sign);
    else stageAny<T>(x, y, s, m, p, tw, tw + <usize>((p - 1) * m) * cs<T>());
    tw += <usize>((p - 1) * m) * cs<T>();
    if (p != 2 && p != 3 && p != 4 && p != 5) tw += <usize>p * cs<T>();
    x = y;
    N = m;
    s *= p;
  }
}

function rows<T>(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  stages: usize,
  twiddles: usize,
  inverse: i32,
): i32 {
  const sign = <T>(inverse ? 1 : -1);
  const bytes = <usize>n * cs<T>();
  for (let row = 0; row < count; row++) {
    transform<T>(input + <usize>row * bytes, output + <usize>row * bytes, work, n, stages, twiddles, sign);
  }
  return 0;
}

/**
 * (input, output, work, count, n, stages, twiddles, inverse) → 0: `count` contiguous rows of n
 * complex64 values transformed from input to output (distinct buffers); work holds n values.
 */
export function fft_complex_float32(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  stages: usize,
  twiddles: usize,
  inverse: i32,
): i32 {
  return rows<f32>(input, output, work, count, n, stages, twiddles, inverse);
}

/** fft_complex_float32 for complex128. */
export function fft_complex_float64(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  stages: usize,
  twiddles: usize,
  inverse: i32,
): i32 {
  return rows<f64>(input, output, work, count, n, stages, twiddles, inverse);
}

// Bluestein: X_k = c_k · Σ_j (x_j·c_j) · conj(c_(k-j)), c_k = exp(-πi·k²/n), a circular convolution
// of length M ≥ 2n - 1 through forward transforms of length M (the plan's `stages`/`twiddles`);
// `filter` is FFT_M(conj(c)) / M. The inverse: conjugate in, conjugate out.
function bluestein<T>(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  big: i32,
  stages: usize,
  twiddles: usize,
  chirp: usize,
  filter: usize,
  inverse: i32,
): i32 {
  const c = cs<T>();
  const half = sizeof<T>();
  const a = work;
  const b = work + <usize>big * c;
  const scratch = b + <usize>big * c;
  const flip: T = inverse ? -1 : 1;
  const forward = <T>-1;
  for (let row = 0; row < count; row++) {
    const x = input + <usize>row * <usize>n * c;
    const out = output + <usize>row * <usize>n * c;
    for (let k = 0; k < n; k++) {
      const xr = ld<T>(x + <usize>k * c);
      const xi = flip * ld<T>(x + <usize>k * c + half);
      const wr = ld<T>(chirp + <usize>k * c);
      const wi = ld<T>(chirp + <usize>k * c + half);
      store<T>(a + <usize>k * c, xr * wr - xi * wi);
      store<T>(a + <usize>k * c + half, xr * wi + xi * wr);
    }
    memory.fill(a + <usize>n * c, 0, <usize>(big - n) * c);
    transform<T>(a, b, scratch, big, stages, twiddles, forward);
    // b · filter, conjugated: the inverse transform as a forward one.
    for (let k = 0; k < big; k++) {
      const p = b + <usize>k * c;
      const f = filter + <usize>k * c;
      const br = ld<T>(p);
      const bi = ld<T>(p + half);
      const fr = ld<T>(f);
      const fi = ld<T>(f + half);
      store<T>(p, br * fr - bi * fi);
      store<T>(p + half, -(br * fi + bi * fr));
    }
    transform<T>(b, a, scratch, big, stages, twiddles, forward);
    for (let k = 0; k < n; k++) {
      const ar = ld<T>(a + <usize>k * c);
      const ai = -ld<T>(a + <usize>k * c + half);
      const wr = ld<T>(chirp + <usize>k * c);
      const wi = ld<T>(chirp + <usize>k * c + half);
      store<T>(out + <usize>k * c, ar * wr - ai * wi);
      store<T>(out + <usize>k * c + half, flip * (ar * wi + ai * wr));
    }
  }
  return 0;
}

/**
 * (input, output, work, count, n, big, stages, twiddles, chirp, filter, inverse) → 0: `count`
 * rows of n complex64 values by Bluestein's algorithm, through forward transforms of length `big`
 * (its plan: stages, twiddles); work holds 3·big values.
 */
export function fft_bluestein_float32(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  big: i32,
  stages: usize,
  twiddles: usize,
  chirp: usize,
  filter: usize,
  inverse: i32,
): i32 {
  return bluestein<f32>(input, output, work, count, n, big, stages, twiddles, chirp, filter, inverse);
}

/** fft_bluestein_float32 for complex128. */
export function fft_bluestein_float64(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  n: i32,
  big: i32,
  stages: usize,
  twiddles: usize,
  chirp: usize,
  filter: usize,
  inverse: i32,
): i32 {
  return bluestein<f64>(input, output, work, count, n, big, stages, twiddles, chirp, filter, inverse);
}

// The real transform of even length n = 2h: the h-point complex transform Z of z_j = x_2j + i·x_2j+1,
// then X_k = E_k + w^k·O_k (w = exp(-2πi/n)), E_k = (Z_k + conj Z_(h-k)) / 2, O_k = (Z_k - conj Z_(h-k)) / 2i.
// X_k = E + w^k·O and X_(h-k) = conj(E - w^k·O) (w^(h-k) = -conj w^k, E and O conjugate under k → h - k):
// k and h - k together, so Z and X may be the same block (X has one value more). Two consecutive k
// per v128 in complex64.
function postRow32(Z: usize, X: usize, h: i32, tw: usize): void {
  const halfv = f32x4.splat(0.5);
  // conj of a pair: (re, -im, re, -im)
  const conj = f32x4(1, -1, 1, -1);
  const z0r = load<f32>(Z);
  const z0i = load<f32>(Z, 4);
  store<f32>(X, z0r + z0i);
  store<f32>(X, 0, 4);
  store<f32>(X + ((<usize>h) << 3), z0r - z0i);
  store<f32>(X + ((<usize>h) << 3), 0, 4);
  let k = 1;
  // pairs (k, k + 1) and (h - k - 1, h - k), k + 1 < h - k - 1
  for (; 2 * k + 2 < h; k += 2) {
    const kc = (<usize>k) << 3;
    const jc = (<usize>(h - k - 1)) << 3;
    const a = v128.load(Z + kc);
    const bz = v128.load(Z + jc);
    // conj of [Z_(h-k), Z_(h-k-1)]
    const b = f32x4.mul(v128.shuffle<f32>(bz, bz, 2, 3, 0, 1), conj);
    const e = f32x4.mul(f32x4.add(a, b), halfv);
    const d = f32x4.mul(f32x4.sub(a, b), halfv);
    // O = -i·d = (d.im, -d.re)
    const o = f32x4.mul(v128.shuffle<f32>(d, d, 1, 0, 3, 2), conj);
    const p = cmul32v(o, v128.load(tw + kc));
    v128.store(X + kc, f32x4.add(e, p));
    const q = f32x4.mul(f32x4.sub(e, p), conj);
    v128.store(X + jc, v128.shuffle<f32>(q, q, 2, 3, 0, 1));
  }
  postTail<f32>(Z, X, h, tw, k);
}

/** The pairs (k, h - k) from k on, one at a time (k = h - k included), Z and X possibly the same. */
@inline function postTail<T>(Z: usize, X: usize, h: i32, tw: usize, from: i32): void {
  const c = cs<T>();
  const half = sizeof<T>();
  for (let k = from; 2 * k <= h; k++) {
    const j = h - k;
    const zr = ld<T>(Z + <usize>k * c);
    const zi = ld<T>(Z + <usize>k * c + half);
    const cr = ld<T>(Z + <usize>j * c);
    const ci = -ld<T>(Z + <usize>j * c + half);
    const er = <T>0.5 * (zr + cr);
    const ei = <T>0.5 * (zi + ci);
    const or = <T>0.5 * (zi - ci);
    const oi = <T>-0.5 * (zr - cr);
    const wr = ld<T>(tw + <usize>k * c);
    const wi = ld<T>(tw + <usize>k * c + half);
    const pr = or * wr - oi * wi;
    const pi = or * wi + oi * wr;
    store<T>(X + <usize>k * c, er + pr);
    store<T>(X + <usize>k * c + half, ei + pi);
    if (j != k) {
      store<T>(X + <usize>j * c, er - pr);
      store<T>(X + <usize>j * c + half, -(ei - pi));
    }
  }
}

/** postRow32 in T, scalar. */
function postRow<T>(Z: usize, X: usize, h: i32, tw: usize): void {
  if (sizeof<T>() == 4) {
    postRow32(Z, X, h, tw);
    return;
  }
  const c = cs<T>();
  const half = sizeof<T>();
  const z0r = ld<T>(Z);
  const z0i = ld<T>(Z + half);
  store<T>(X, z0r + z0i);
  store<T>(X + half, 0);
  store<T>(X + <usize>h * c, z0r - z0i);
  store<T>(X + <usize>h * c + half, 0);
  postTail<T>(Z, X, h, tw, 1);
}

function rfftPost<T>(z: usize, out: usize, count: i32, h: i32, tw: usize): i32 {
  const c = cs<T>();
  for (let row = 0; row < count; row++)
    postRow<T>(z + <usize>row * <usize>h * c, out + <usize>row * <usize>(h + 1) * c, h, tw);
  return 0;
}

/** (z, out, count, h, twiddles) → 0: rfft's rows (h + 1 values) from the half-length transforms' (h values). */
export function fft_rfft_post_float32(z: usize, out: usize, count: i32, h: i32, twiddles: usize): i32 {
  return rfftPost<f32>(z, out, count, h, twiddles);
}

/** fft_rfft_post_float32 for complex128. */
export function fft_rfft_post_float64(z: usize, out: usize, count: i32, h: i32, twiddles: usize): i32 {
  return rfftPost<f64>(z, out, count, h, twiddles);
}

function rfftRows<T>(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  h: i32,
  stages: usize,
  twiddles: usize,
  real: usize,
): i32 {
  const c = cs<T>();
  for (let row = 0; row < count; row++) {
    const X = output + <usize>row * <usize>(h + 1) * c;
    transform<T>(input + <usize>row * <usize>h * c, X, work, h, stages, twiddles, <T>-1);
    postRow<T>(X, X, h, real);
  }
  return 0;
}

/**
 * (input, output, work, count, h, stages, twiddles, real) → 0: rfft of `count` rows of 2h reals
 * into rows of h + 1 complex64 values, each row's half-length transform (its plan: stages,
 * twiddles; work holds h values) written into its output row and post-processed there (real: the
 * real transform's twiddles).
 */
export function fft_rfft_float32(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  h: i32,
  stages: usize,
  twiddles: usize,
  real: usize,
): i32 {
  return rfftRows<f32>(input, output, work, count, h, stages, twiddles, real);
}

/** fft_rfft_float32 for complex128. */
export function fft_rfft_float64(
  input: usize,
  output: usize,
  work: usize,
  count: i32,
  h: i32,
  stages: usize,
  twiddles: usize,
  real: usize,
): i32 {
  return rfftRows<f64>(input, output, work, count, h, stages, twiddles, real);
}

// irfft of even length n = 2h: Z'_k = (X_k + conj X_(h-k)) + i·conj(w^k)·(X_k - conj X_(h-k)), whose
// unnormalised h-point inverse is n·(x_2j + i·x_2j+1). The imaginary parts of X_0 and X_h are dropped.
function irfftPre<T>(input: usize, z: usize, count: i32, h: i32, tw: usize): i32 {
  const c = cs<T>();
  const half = sizeof<T>();
  for (let row = 0; row < count; row++) {
    const X = input + <usize>row * <usize>(h + 1) * c;
    const Z = z + <usize>row * <usize>h * c;
    for (let k = 0; k < h; k++) {
      const xr = ld<T>(X + <usize>k * c);
      const xi = k == 0 ? <T>0 : ld<T>(X + <usize>k * c + half);
      const cr = ld<T>(X + <usize>(h - k) * c);
      const ci = k == 0 ? <T>0 : -ld<T>(X + <usize>(h - k) * c + half);
      const sr = xr + cr;
      const si = xi + ci;
      const dr = xr - cr;
      const di = xi - ci;
      const wr = ld<T>(tw + <usize>k * c);
      const wi = -ld<T>(tw + <usize>k * c + half);
      // i·(w̄·d)
      const pr = dr * wr - di * wi;
      const pi = dr * wi + di * wr;
      store<T>(Z + <usize>k * c, sr - pi);
      store<T>(Z + <usize>k * c + half, si + pr);
    }
  }
  return 0;
}

/** (input, z, count, h, twiddles) → 0: the half-length spectra whose inverse transforms are irfft's rows. */
export function fft_irfft_pre_float32(input: usize, z: usize, count: i32, h: i32, twiddles: usize): i32 {
  return irfftPre<f32>(input, z, count, h, twiddles);
}

/** fft_irfft_pre_float32 for complex128. */
export function fft_irfft_pre_float64(input: usize, z: usize, count: i32, h: i32, twiddles: usize): i32 {
  return irfftPre<f64>(input, z, count, h, twiddles);
}

/** (data, count, factor) → 0: count float32 values multiplied by factor in place. */
export function fft_scale_float32(data: usize, count: i32, factor: f64): i32 {
  const f = <f32>factor;
  let i = 0;
  const vf = f32x4.splat(f);
  for (; i + 4 <= count; i += 4) {
    const p = data + ((<usize>i) << 2);
    v128.store(p, f32x4.mul(v128.load(p), vf));
  }
  for (; i < count; i++) store<f32>(data + ((<usize>i) << 2), load<f32>(data + ((<usize>i) << 2)) * f);
  return 0;
}

/** fft_scale_float32 for float64. */
export function fft_scale_float64(data: usize, count: i32, factor: f64): i32 {
  let i = 0;
  const vf = f64x2.splat(factor);
  for (; i + 2 <= count; i += 2) {
    const p = data + ((<usize>i) << 3);
    v128.store(p, f64x2.mul(v128.load(p), vf));
  }
  for (; i < count; i++) store<f64>(data + ((<usize>i) << 3), load<f64>(data + ((<usize>i) << 3)) * factor);
  return 0;
}
