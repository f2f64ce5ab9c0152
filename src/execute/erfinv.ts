// The inverse error function: XLA's erf_inv (below), which random.normal evaluates to draw JAX's
// values, and an accurate float64 √2·erfinv (AS241, within 4 ulp of the exact value, tails included)
// for callers who want the exact quantile rather than JAX's.

/** erfinv(u), through sqrt2Erfinv (one more rounding: within 3 ulp). */
export function erfinv(u: number): number {
  return sqrt2Erfinv(u) / Math.SQRT2;
}

/**
 * √2·erfinv(u) for u in [-1, 1], the standard normal quantile of (u + 1) / 2 (what JAX's normal
 * computes from u),
 * Φ⁻¹ by Wichura's AS241 (PPND16, relative error ~1e-16), fed q = u / 2 and the tail
 * r = (1 - |u|) / 2 directly, both exact, so no precision is lost near 0 or near ±1.
 */
export function sqrt2Erfinv(u: number): number {
  if (Number.isNaN(u) || u < -1 || u > 1) return NaN;
  if (u === 1) return Infinity;
  if (u === -1) return -Infinity;
  const q = u / 2;
  let value: number;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    value =
      (q *
        (((((((2509.0809287301226727 * r + 33430.575583588128105) * r + 67265.770927008700853) * r +
          45921.953931549871457) *
          r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((5226.495278852854561 * r + 28729.085735721942674) * r + 39307.89580009271061) * r +
        21213.794301586595867) *
        r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1);
  } else {
    let r = Math.sqrt(-Math.log((1 - Math.abs(u)) / 2));
    if (r <= 5) {
      r -= 1.6;
      value =
        (((((((7.7454501427834140764e-4 * r + 0.0227238449892691845833) * r + 0.24178072517745061177) * r +
          1.27045825245236838258) *
          r +
          3.64784832476320460504) *
          r +
          5.7694972214606914055) *
          r +
          4.6303378461565452959) *
          r +
          1.42343711074968357734) /
        (((((((1.05075007164441684324e-9 * r + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r +
          0.14810397642748007459) *
          r +
          0.68976733498510000455) *
          r +
          1.6763848301838038494) *
          r +
          2.05319162663775882187) *
          r +
          1);
    } else {
      r -= 5;
      value =
        (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r +
          0.026532189526576123093) *
          r +
          0.29656057182850489123) *
          r +
          1.7848265399172913358) *
          r +
          5.4637849111641143699) *
          r +
          6.6579046435011037772) /
        (((((((2.04426310338993978564e-15 * r + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r +
          7.868691311456132591e-4) *
          r +
          0.0148753612908506148525) *
          r +
          0.13692988092273580531) *
          r +
          0.59983220655588793769) *
          r +
          1);
    }
    if (u < 0) value = -value;
  }
  return value;
}

// ---- XLA's erf_inv (what JAX's normal evaluates) ----
//
// JAX draws normal as sqrt(2) * lax.erf_inv(u). lax.erf_inv lowers to chlo.erf_inv, which StableHLO
// expands (stablehlo/transforms/ChloLegalizeToStablehlo.cpp, erfInv32 / erfInv64) into Giles'
// polynomials (M. Giles, "Approximating the erfinv function", GPU Computing Gems, 2011):
// w = -log1p(x * -x); a polynomial in w - 2.5 (w < 5) or sqrt(w) - 3 (float32, float16 and
// bfloat16 computed in float32), or in w - 3.125 (w < 6.25), sqrt(w) - 3.25 (w < 16),
// sqrt(w) - 5 (float64); times x; ±1 give ±inf. Each step is written as XLA rounds it (one rounding
// per multiply and add, no fused multiply-add); log1p is the one step XLA leaves to the backend's
// math library, here float64 log1p rounded once.

const f32 = Math.fround;

// Horner order: the first coefficient multiplies the highest power.
const FLOAT32_BELOW_5 = [
  2.81022636e-8, 3.43273939e-7, -3.5233877e-6, -4.39150654e-6, 0.00021858087, -0.00125372503, -0.00417768164,
  0.246640727, 1.50140941,
].map(f32);
const FLOAT32_ABOVE_5 = [
  -0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047,
  1.00167406, 2.83297682,
].map(f32);

/** XLA's float32 erf_inv (chlo.erf_inv for float32, float16 and bfloat16): a float32. */
export function erfinvFloat32(u: number): number {
  const x = f32(u);
  if (Number.isNaN(x)) return NaN;
  if (Math.abs(x) === 1) return x * Infinity;
  let w = -f32(Math.log1p(f32(x * -x)));
  const below = w < 5;
  const coefficients = below ? FLOAT32_BELOW_5 : FLOAT32_ABOVE_5;
  w = below ? f32(w - 2.5) : f32(f32(Math.sqrt(w)) - 3);
  let p = coefficients[0]!;
  for (let index = 1; index < coefficients.length; index += 1) p = f32(coefficients[index]! + f32(p * w));
  return f32(p * x);
}

const FLOAT64_BELOW_6_25 = [
  -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17,
  -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
  -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
  1.051212273321532285e-9, -4.1126339803469836976e-9, -2.9070369957882005086e-8, 4.2347877827932403518e-7,
  -1.3654692000834678645e-6, -1.3882523362786468719e-5, 0.0001867342080340571352, -0.00074070253416626697512,
  -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356,
];
const FLOAT64_BELOW_16 = [
  2.2137376921775787049e-9, 9.0756561938885390979e-8, -2.7517406297064545428e-7, 1.8239629214389227755e-8,
  1.5027403968909827627e-6, -4.013867526981545969e-6, 2.9234449089955446044e-6, 1.2475304481671778723e-5,
  -4.7318229009055733981e-5, 6.8284851459573175448e-5, 2.4031110387097893999e-5, -0.0003550375203628474796,
  0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107,
  0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635,
];
const FLOAT64_ABOVE_16 = [
  -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-9, -3.7894654401267369937e-9,
  7.6157012080783393804e-9, -1.4960026627149240478e-8, 2.9147953450901080826e-8, -6.7711997758452339498e-8,
  2.2900482228026654717e-7, -9.9298272942317002539e-7, 4.5260625972231537039e-6, -1.9681778105531670567e-5,
  7.5995277030017761139e-5, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977,
  4.8499064014085844221,
];

/** XLA's float64 erf_inv (chlo.erf_inv for float64). */
export function erfinvFloat64(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (Math.abs(x) === 1) return x * Infinity;
  let w = -Math.log1p(x * -x);
  let coefficients: readonly number[];
  if (w < 6.25) {
    coefficients = FLOAT64_BELOW_6_25;
    w -= 3.125;
  } else if (w < 16) {
    coefficients = FLOAT64_BELOW_16;
    w = Math.sqrt(w) - 3.25;
  } else {
    coefficients = FLOAT64_ABOVE_16;
    w = Math.sqrt(w) - 5;
  }
  let p = coefficients[0]!;
  for (let index = 1; index < coefficients.length; index += 1) p = coefficients[index]! + p * w;
  return p * x;
}
