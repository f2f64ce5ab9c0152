// The previous float32 logarithm kernels of asm/elementary.ts (log, log2, log10, log1p, arcsinh,
// arccosh) and the previous logaddexp and logaddexp2 (an exp and a log1p, each by its table, where the
// kernel now reads one table of the share: checked against their float64 path on 2^26 pairs each),
// kept as the reference of scripts/elementary32-exhaustive.mjs --previous: each was checked
// bit for bit against its float64 path on all 2^32 float32 inputs, and the float64 paths of log,
// log2, log10 and log1p are scalar calls (about 100 ns a value), too slow to sweep 2^32 inputs again
// for every change; comparing the new kernels with these proves the same bits. Also the previous
// float32 tanh (asm/math.ts's, before asm/tanh32.ts), the reference of scripts/tanh32-exhaustive.mjs
// --previous. Not part of the kernels (asm/elementary32-check.ts imports it).

import {
  slow32x4,
  ScalarLog,
  ScalarLog2,
  ScalarLog10,
  ScalarLog1p,
  ArcHyperbolicSine,
  ArcHyperbolicCosine,
  log1pCentred64x2,
  logaddexpPath32x4,
} from './elementary';
import { exp64x2Table, tanh64 } from './math';

const SIGN64: v128 = i64x2.splat(0x8000000000000000);
@inline const ROUNDING_MARGIN: i32 = 1 << 12;

@inline function splat(value: f64): v128 {
  return f64x2.splat(value);
}
@inline function lowWordsToF64(k: v128): v128 {
  return f64x2.convert_low_i32x4_s(v128.shuffle<i32>(k, k, 0, 2, 0, 2));
}
@inline function lowHalf(x: v128): v128 {
  return f64x2.promote_low_f32x4(x);
}
@inline function highHalf(x: v128): v128 {
  return f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1));
}
@inline function demote32(low: v128, high: v128): v128 {
  return v128.shuffle<f32>(f32x4.demote_f64x2_zero(low), f32x4.demote_f64x2_zero(high), 0, 1, 4, 5);
}
@inline function roundingFails(low: v128, high: v128, result: v128): bool {
  const words = v128.shuffle<i32>(low, high, 0, 2, 4, 6);
  const distance = i32x4.abs(i32x4.sub(v128.and(words, i32x4.splat(0x1fffffff)), i32x4.splat(0x10000000)));
  const near = i32x4.lt_s(distance, i32x4.splat(ROUNDING_MARGIN));
  const magnitude = f32x4.abs(result);
  const subnormal = v128.and(
    f32x4.lt(magnitude, f32x4.splat(1.1754943508222875e-38)),
    f32x4.ne(magnitude, f32x4.splat(0)),
  );
  return v128.any_true(v128.or(near, subnormal));
}
@inline function checked<Slow>(x: v128, low: v128, high: v128, result: v128): v128 {
  if (roundingFails(low, high, result)) return slow32x4<Slow>(x);
  return result;
}
@inline function checkedForced<Slow>(x: v128, low: v128, high: v128, result: v128, forced: v128): v128 {
  if (roundingFails(low, high, result) || v128.any_true(forced)) return slow32x4<Slow>(x);
  return result;
}

/**
 * (c, 1/c, log c, 0) for 128 bins of z in [0.6875, 1.375), c the bin's centre to 20 bits (1 for the
 * two bins beside 1): `python3 scripts/log64_table.py`.
 */
const LOG64_TABLE: usize = memory.data<f64>(
  [
    0.689453125, 1.4504249291784703, -0.37185656810621104, 0.0, 0.693359375, 1.4422535211267606, -0.366206835564092,
    0.0, 0.697265625, 1.4341736694677871, -0.36058884325986873, 0.0, 0.701171875, 1.426183844011142,
    -0.3550022365512289, 0.0, 0.705078125, 1.4182825484764543, -0.3494466667066269, 0.0, 0.708984375,
    1.4104683195592287, -0.343921790774657, 0.0, 0.712890625, 1.4027397260273973, -0.3384272714570163, 0.0, 0.716796875,
    1.3950953678474114, -0.33296277698493754, 0.0, 0.720703125, 1.3875338753387534, -0.3275279809989806, 0.0,
    0.724609375, 1.3800539083557952, -0.32212256243207266, 0.0, 0.728515625, 1.3726541554959786, -0.31674620539569226,
    0.0, 0.732421875, 1.3653333333333333, -0.31139859906909695, 0.0, 0.736328125, 1.3580901856763925,
    -0.30607943759149703, 0.0, 0.740234375, 1.3509234828496042, -0.30078841995708144, 0.0, 0.744140625,
    1.3438320209973753, -0.2955252499128068, 0.0, 0.748046875, 1.3368146214099217, -0.2902896358588618, 0.0,
    0.751953125, 1.3298701298701299, -0.28508129075172356, 0.0, 0.755859375, 1.322997416020672, -0.27989993200972596,
    0.0, 0.759765625, 1.3161953727506426, -0.27474528142106147, 0.0, 0.763671875, 1.3094629156010231,
    -0.269617065054142, 0.0, 0.767578125, 1.3027989821882953, -0.26451501317024656, 0.0, 0.771484375,
    1.2962025316455696, -0.2594388601383859, 0.0, 0.775390625, 1.2896725440806045, -0.2543883443523174, 0.0,
    0.779296875, 1.2832080200501252, -0.24936320814964433, 0.0, 0.783203125, 1.2768079800498753, -0.2443631977329386,
    0.0, 0.787109375, 1.2704714640198511, -0.23938806309282482, 0.0, 0.791015625, 1.2641975308641975,
    -0.23443755793296864, 0.0, 0.794921875, 1.257985257985258, -0.2295114395969128, 0.0, 0.798828125,
    1.2518337408312958, -0.22460946899670603, 0.0, 0.802734375, 1.245742092457421, -0.21973141054327316, 0.0,
    0.806640625, 1.2397094430992737, -0.21487703207847503, 0.0, 0.810546875, 1.2337349397590363, -0.21004610480880948,
    0.0, 0.814453125, 1.2278177458033572, -0.20523840324070633, 0.0, 0.818359375, 1.2219570405727924,
    -0.20045370511737004, 0.0, 0.822265625, 1.2161520190023754, -0.19569179135712636, 0.0, 0.826171875,
    1.210401891252955, -0.1909524459932298, 0.0, 0.830078125, 1.204705882352941, -0.18623545611509096, 0.0, 0.833984375,
    1.199063231850117, -0.18154061181088324, 0.0, 0.837890625, 1.1934731934731935, -0.1768677061114908, 0.0,
    0.841796875, 1.1879350348027842, -0.17221653493576, 0.0, 0.845703125, 1.1824480369515011, -0.16758689703701793, 0.0,
    0.849609375, 1.1770114942528735, -0.1629785939508237, 0.0, 0.853515625, 1.17162471395881, -0.15839142994391764, 0.0,
    0.857421875, 1.1662870159453302, -0.15382521196433643, 0.0, 0.861328125, 1.1609977324263039, -0.1492797495926618,
    0.0, 0.865234375, 1.1557562076749435, -0.14475485499437216, 0.0, 0.869140625, 1.150561797752809,
    -0.14025034287326757, 0.0, 0.873046875, 1.145413870246085, -0.13576603042593896, 0.0, 0.876953125,
    1.1403118040089086, -0.1313017372972535, 0.0, 0.880859375, 1.1352549889135255, -0.12685728553682943, 0.0,
    0.884765625, 1.130242825607064, -0.12243249955647377, 0.0, 0.888671875, 1.1252747252747253, -0.11802720608855737,
    0.0, 0.892578125, 1.1203501094091903, -0.11364123414530308, 0.0, 0.896484375, 1.1154684095860568,
    -0.10927441497896263, 0.0, 0.900390625, 1.1106290672451193, -0.10492658204285926, 0.0, 0.904296875,
    1.1058315334773219, -0.10059757095327371, 0.0, 0.908203125, 1.1010752688172043, -0.09628721945215148, 0.0,
    0.912109375, 1.0963597430406853, -0.09199536737061047, 0.0, 0.916015625, 1.091684434968017, -0.08772185659322843,
    0.0, 0.919921875, 1.0870488322717622, -0.08346653102309004, 0.0, 0.923828125, 1.0824524312896406,
    -0.07922923654757481, 0.0, 0.927734375, 1.0778947368421052, -0.07500982100486657, 0.0, 0.931640625,
    1.0733752620545074, -0.07080813415116657, 0.0, 0.935546875, 1.068893528183716, -0.06662402762859256, 0.0,
    0.939453125, 1.0644490644490645, -0.06245735493374661, 0.0, 0.943359375, 1.060041407867495, -0.058307971386935095,
    0.0, 0.947265625, 1.0556701030927835, -0.054175734102024586, 0.0, 0.951171875, 1.051334702258727,
    -0.050060501956918, 0.0, 0.955078125, 1.047034764826176, -0.045962135564635756, 0.0, 0.958984375,
    1.0427698574338085, -0.04188049724498721, 0.0, 0.962890625, 1.0385395537525355, -0.03781545099681768, 0.0,
    0.966796875, 1.0343434343434343, -0.033766862470817484, 0.0, 0.970703125, 1.0301810865191148, -0.029734598942879057,
    0.0, 0.974609375, 1.0260521042084167, -0.02571852928798912, 0.0, 0.978515625, 1.0219560878243512,
    -0.021718523954642986, 0.0, 0.982421875, 1.0178926441351888, -0.01773445493976858, 0.0, 0.986328125,
    1.0138613861386139, -0.013766195764147959, 0.0, 0.990234375, 1.009861932938856, -0.009813621448324622, 0.0,
    0.994140625, 1.005893909626719, -0.005876608488985042, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.01171875,
    0.9884169884169884, 0.011650617219975274, 0.0, 1.01953125, 0.9808429118773946, 0.019342962843130935, 0.0,
    1.02734375, 0.973384030418251, 0.026976587698202076, 0.0, 1.03515625, 0.9660377358490566, 0.034552381506659735, 0.0,
    1.04296875, 0.9588014981273408, 0.04207121392068706, 0.0, 1.05078125, 0.9516728624535316, 0.04953393512227663, 0.0,
    1.05859375, 0.9446494464944649, 0.056941376400138424, 0.0, 1.06640625, 0.9377289377289377, 0.06429435070539725, 0.0,
    1.07421875, 0.9309090909090909, 0.07159365318700882, 0.0, 1.08203125, 0.924187725631769, 0.07884006170777602, 0.0,
    1.08984375, 0.9175627240143369, 0.08603433734180316, 0.0, 1.09765625, 0.9110320284697508, 0.0931772248541833, 0.0,
    1.10546875, 0.9045936395759717, 0.10026945316367515, 0.0, 1.11328125, 0.8982456140350877, 0.10731173578908805, 0.0,
    1.12109375, 0.89198606271777, 0.11430477128005863, 0.0, 1.12890625, 0.8858131487889274, 0.12124924363286968, 0.0,
    1.13671875, 0.8797250859106529, 0.12814582269193003, 0.0, 1.14453125, 0.8737201365187713, 0.13499516453750482, 0.0,
    1.15234375, 0.8677966101694915, 0.14179791186025734, 0.0, 1.16015625, 0.8619528619528619, 0.14855469432313714, 0.0,
    1.16796875, 0.8561872909698997, 0.15526612891112396, 0.0, 1.17578125, 0.8504983388704319, 0.16193282026931324, 0.0,
    1.18359375, 0.8448844884488449, 0.16855536102980667, 0.0, 1.19140625, 0.839344262295082, 0.17513433212784915, 0.0,
    1.19921875, 0.8338762214983714, 0.18167030310763468, 0.0, 1.20703125, 0.8284789644012945, 0.188163832418183, 0.0,
    1.21484375, 0.8231511254019293, 0.19461546769967167, 0.0, 1.22265625, 0.8178913738019169, 0.20102574606059073, 0.0,
    1.23046875, 0.8126984126984127, 0.2073951943460706, 0.0, 1.23828125, 0.807570977917981, 0.21372432939771813, 0.0,
    1.24609375, 0.8025078369905956, 0.2200136583052821, 0.0, 1.25390625, 0.7975077881619937, 0.22626367865045338, 0.0,
    1.26171875, 0.7925696594427245, 0.23247487874309405, 0.0, 1.26953125, 0.7876923076923077, 0.238647737850175, 0.0,
    1.27734375, 0.7828746177370031, 0.24478272641769092, 0.0, 1.28515625, 0.7781155015197568, 0.25088030628580943, 0.0,
    1.29296875, 0.7734138972809668, 0.2569409308975004, 0.0, 1.30078125, 0.7687687687687688, 0.26296504550088134, 0.0,
    1.30859375, 0.764179104477612, 0.26895308734550394, 0.0, 1.31640625, 0.7596439169139466, 0.2749054858727992, 0.0,
    1.32421875, 0.7551622418879056, 0.2808226629008878, 0.0, 1.33203125, 0.750733137829912, 0.2867050328039543, 0.0,
    1.33984375, 0.7463556851311953, 0.29255300268637746, 0.0, 1.34765625, 0.7420289855072464, 0.2983669725517973, 0.0,
    1.35546875, 0.7377521613832853, 0.3041473354672967, 0.0, 1.36328125, 0.7335243553008596, 0.3098944777228647, 0.0,
    1.37109375, 0.7293447293447294, 0.31560877898630335, 0.0,
  ],
  16,
);

/**
 * log w for an f64x2 with no division (the float32 forms' log): w = 2^k·z, z in [0.6875, 1.375),
 * log z = log c + log1p(r), r = (z − c)/c taken as (z − c)·(1/c) (z − c exact; |r| ≤ 2^-7),
 * log1p(r) by Taylor to r⁸ (the rest below 2^-62). Relative error a few 2^-53 (w's bin beside 1 has
 * c = 1: no cancellation). w must be 0, negative, ±inf, NaN or a normal float64; the specials as
 * log64x2's.
 */
@inline function logTable64x2(w: v128): v128 {
  const tmp = v128.sub<i64>(w, i64x2.splat(0x3fe6000000000000));
  const at0 = LOG64_TABLE + ((<usize>((i64x2.extract_lane(tmp, 0) >>> 45) & 127)) << 5);
  const at1 = LOG64_TABLE + ((<usize>((i64x2.extract_lane(tmp, 1) >>> 45) & 127)) << 5);
  const k = lowWordsToF64(v128.shr<i64>(tmp, 52));
  const z = v128.sub<i64>(w, v128.and(tmp, i64x2.splat(0xfff0000000000000)));
  const e0 = v128.load(at0);
  const e1 = v128.load(at1);
  const logc = v128.load64_lane(at1 + 16, v128.load64_zero(at0 + 16), 1);
  const r = f64x2.mul(f64x2.sub(z, v128.shuffle<f64>(e0, e1, 0, 2)), v128.shuffle<f64>(e0, e1, 1, 3));
  const r2 = f64x2.mul(r, r);
  let q = f64x2.add(f64x2.mul(r, splat(-0.125)), splat(0.14285714285714285));
  q = f64x2.add(f64x2.mul(q, r), splat(-0.16666666666666666));
  q = f64x2.add(f64x2.mul(q, r), splat(0.2));
  q = f64x2.add(f64x2.mul(q, r), splat(-0.25));
  q = f64x2.add(f64x2.mul(q, r), splat(0.3333333333333333));
  const log1pR = f64x2.add(f64x2.sub(r, f64x2.mul(r2, splat(0.5))), f64x2.mul(f64x2.mul(r2, r), q));
  const high = f64x2.add(f64x2.mul(k, splat(6.9314718036912381649e-1)), logc);
  const result = f64x2.add(high, f64x2.add(log1pR, f64x2.mul(k, splat(1.9082149292705877e-10))));
  const special = v128.or(f64x2.le(w, splat(0)), v128.not(f64x2.lt(w, splat(Infinity))));
  const specialValue = v128.bitselect(
    splat(-Infinity),
    v128.bitselect(splat(NaN), w, f64x2.lt(w, splat(0))),
    f64x2.eq(w, splat(0)),
  );
  return v128.bitselect(specialValue, result, special);
}

/**
 * log(1 + v) of an f64x2: log w, w = 1 + v, plus the rounding of w, c = v − (w − 1) (exact), over w;
 * the quotient c/w taken as c·max(2 − w, 0): c is below half an ulp of w, 2 − w is 1/w within
 * (w − 1)² (for w below 1/2, c is 0), and beyond w = 2 c/w is below 2^-53 of log w. The result's
 * relative error stays within logTable64x2's (a few 2^-53) plus 2^-53. Infinite v: the log alone.
 */
@inline function log1pQuick64x2(v: v128): v128 {
  const one = splat(1);
  const w = f64x2.add(v, one);
  const c = f64x2.sub(v, f64x2.sub(w, one));
  const correction = f64x2.mul(c, f64x2.pmax(f64x2.sub(splat(2), w), splat(0)));
  const finite = f64x2.lt(f64x2.abs(v), splat(Infinity));
  return f64x2.add(logTable64x2(w), v128.and(correction, finite));
}

/**
 * float32 log, log2, log10 (Base 0, 1, 2; the float64 path: Math.log, Math.log2, Math.log10):
 * logTable64x2, times log2 e or log10 e (one more rounding); log x near 1 keeps its relative error.
 */
export function previousLog32x4<Base>(x: v128): v128 {
  // logTable64x2's reduction on the float32 bits, four lanes at once (the same bins: z's top 7
  // mantissa bits above 0.6875, exact in float32); lanes that are not positive normal finite
  // float32 values (0, negative, subnormal, inf, NaN) send the vector to the float64 path.
  const tmp = i32x4.sub(x, i32x4.splat(0x3f300000));
  const k = i32x4.shr_s(tmp, 23);
  const bins = v128.shl<i32>(v128.and(v128.shr<i32>(tmp, 16), i32x4.splat(127)), 5);
  const z = i32x4.sub(x, v128.and(tmp, i32x4.splat(0xff800000)));
  const forced = v128.not(v128.and(i32x4.ge_s(x, i32x4.splat(0x00800000)), i32x4.lt_s(x, i32x4.splat(0x7f800000))));
  let low = logReduced64x2(
    lowHalf(z),
    f64x2.convert_low_i32x4_s(k),
    i32x4.extract_lane(bins, 0),
    i32x4.extract_lane(bins, 1),
  );
  let high = logReduced64x2(
    highHalf(z),
    f64x2.convert_low_i32x4_s(v128.shuffle<i32>(k, k, 2, 3, 0, 1)),
    i32x4.extract_lane(bins, 2),
    i32x4.extract_lane(bins, 3),
  );
  const base = changetype<Base>(0).value();
  if (base != 0) {
    const factor = splat(base == 1 ? 1.4426950408889634 : 0.4342944819032518);
    low = f64x2.mul(low, factor);
    high = f64x2.mul(high, factor);
  }
  const result = demote32(low, high);
  if (base == 0) return checkedForced<ScalarLog>(x, low, high, result, forced);
  if (base == 1) return checkedForced<ScalarLog2>(x, low, high, result, forced);
  return checkedForced<ScalarLog10>(x, low, high, result, forced);
}

/** k·ln 2 + log z for z in [0.6875, 1.375) of bins at byte offsets b0, b1 (logTable64x2's steps after its reduction). */
@inline function logReduced64x2(z: v128, k: v128, b0: i32, b1: i32): v128 {
  const at0 = LOG64_TABLE + <usize>b0;
  const at1 = LOG64_TABLE + <usize>b1;
  const e0 = v128.load(at0);
  const e1 = v128.load(at1);
  const logc = v128.load64_lane(at1 + 16, v128.load64_zero(at0 + 16), 1);
  const r = f64x2.mul(f64x2.sub(z, v128.shuffle<f64>(e0, e1, 0, 2)), v128.shuffle<f64>(e0, e1, 1, 3));
  const r2 = f64x2.mul(r, r);
  let q = f64x2.add(f64x2.mul(r, splat(-0.125)), splat(0.14285714285714285));
  q = f64x2.add(f64x2.mul(q, r), splat(-0.16666666666666666));
  q = f64x2.add(f64x2.mul(q, r), splat(0.2));
  q = f64x2.add(f64x2.mul(q, r), splat(-0.25));
  q = f64x2.add(f64x2.mul(q, r), splat(0.3333333333333333));
  const log1pR = f64x2.add(f64x2.sub(r, f64x2.mul(r2, splat(0.5))), f64x2.mul(f64x2.mul(r2, r), q));
  const high = f64x2.add(f64x2.mul(k, splat(6.9314718036912381649e-1)), logc);
  return f64x2.add(high, f64x2.add(log1pR, f64x2.mul(k, splat(1.9082149292705877e-10))));
}
/** float32 log1p (the float64 path: Math.log1p); ±0 stay. */
export function previousLog1p32x4(x: v128): v128 {
  const low = log1pQuick64x2(lowHalf(x));
  const high = log1pQuick64x2(highHalf(x));
  const result = v128.bitselect(x, demote32(low, high), f32x4.eq(x, f32x4.splat(0)));
  return checked<ScalarLog1p>(x, low, high, result);
}

/**
 * asinh of an f64x2 of float32 values: log(a + √(a² + 1)), a = |v| (a² exact; the argument's relative
 * error 2^-52, an absolute 2^-52 in the log, below 2^-48 relative from a = 1/16), below 1/16 by Taylor
 * (a(1 − a²/6 + 3a⁴/40 − …) to a¹¹, the rest below 2^-54 relative); the sign put back.
 */
@inline function asinhQuick64x2(v: v128): v128 {
  const a = f64x2.abs(v);
  const z = f64x2.mul(a, a);
  let p = splat(-2.2372159090909093e-2); // −945/42240
  p = f64x2.add(f64x2.mul(p, z), splat(3.0381944444444444e-2));
  p = f64x2.add(f64x2.mul(p, z), splat(-4.464285714285714e-2));
  p = f64x2.add(f64x2.mul(p, z), splat(7.5e-2));
  p = f64x2.add(f64x2.mul(p, z), splat(-0.16666666666666666));
  const small = f64x2.add(a, f64x2.mul(f64x2.mul(a, z), p));
  const large = logTable64x2(f64x2.add(a, f64x2.sqrt(f64x2.add(z, splat(1)))));
  const magnitude = v128.bitselect(small, large, f64x2.lt(a, splat(0.0625)));
  return v128.or(magnitude, v128.and(v, SIGN64));
}

export function previousArcsinh32x4(x: v128): v128 {
  const low = asinhQuick64x2(lowHalf(x));
  const high = asinhQuick64x2(highHalf(x));
  return checked<ArcHyperbolicSine>(x, low, high, demote32(low, high));
}

/** acosh of an f64x2 of float32 values: log1p(t + √(t(t + 2))), t = v − 1 (exact); NaN below 1. */
@inline function acoshQuick64x2(v: v128): v128 {
  const t = f64x2.sub(v, splat(1));
  const result = log1pQuick64x2(f64x2.add(t, f64x2.sqrt(f64x2.mul(t, f64x2.add(t, splat(2))))));
  return v128.bitselect(splat(NaN), result, f64x2.lt(v, splat(1)));
}

export function previousArccosh32x4(x: v128): v128 {
  const low = acoshQuick64x2(lowHalf(x));
  const high = acoshQuick64x2(highHalf(x));
  return checked<ArcHyperbolicCosine>(x, low, high, demote32(low, high));
}

/** The previous logaddexp's quick float64 form: the larger plus log1p(e^(smaller − larger)) by exp64x2Table and log1pCentred64x2. */
@inline function logaddexpQuick64x2<Base2>(x: v128, y: v128): v128 {
  const base2 = changetype<Base2>(0).value();
  const high = f64x2.pmax(x, y);
  let d = f64x2.sub(f64x2.pmin(x, y), high);
  if (base2) d = f64x2.mul(d, splat(0.6931471805599453));
  let share = log1pCentred64x2(exp64x2Table(d));
  if (base2) share = f64x2.mul(share, splat(1.4426950408889634));
  return f64x2.add(high, share);
}

/** The previous float32 logaddexp (Base2: logaddexp2): its quick form, the float64 path where a lane fails the checks. */
export function previousLogaddexp32x4<Base2>(x: v128, y: v128): v128 {
  const low = logaddexpQuick64x2<Base2>(lowHalf(x), lowHalf(y));
  const high = logaddexpQuick64x2<Base2>(highHalf(x), highHalf(y));
  const result = demote32(low, high);
  const finite = v128.and(f32x4.lt(f32x4.abs(x), f32x4.splat(Infinity)), f32x4.lt(f32x4.abs(y), f32x4.splat(Infinity)));
  const small = f32x4.lt(f32x4.abs(result), f32x4.splat(0.015625));
  const words = v128.shuffle<i32>(low, high, 0, 2, 4, 6);
  const distance = i32x4.abs(i32x4.sub(v128.and(words, i32x4.splat(0x1fffffff)), i32x4.splat(0x10000000)));
  const near = i32x4.lt_s(distance, i32x4.splat(ROUNDING_MARGIN));
  if (v128.any_true(v128.or(v128.or(near, small), v128.not(finite)))) return logaddexpPath32x4<Base2>(x, y);
  return result;
}

// ---- the previous float32 tanh --------------------------------------------------------------------
// asm/math.ts's tanh32x4 before asm/tanh32.ts replaced it: tanh|x| = −m/(2 + m), m = e^(−2|x|) − 1 in
// float64 lanes (Taylor to degree 11 below 2|x| = 1/4, else exp64x2Table − 1), below 2^-12 x itself,
// the same rounding test; correctly rounded on every input (scripts/tanh32-exhaustive.mjs). The
// reference of scripts/tanh32-exhaustive.mjs --previous.

/** e^v − 1 for |v| < 1/4 by Taylor, 1/11! … 1/2!, 1 (coefficients below). */
const PREVIOUS_TANH_TAYLOR: usize = memory.data<f64>(
  [
    2.505210838544172e-8, 2.505210838544172e-8, 2.755731922398589e-7, 2.755731922398589e-7, 2.7557319223985893e-6,
    2.7557319223985893e-6, 2.48015873015873e-5, 2.48015873015873e-5, 1.984126984126984e-4, 1.984126984126984e-4,
    1.388888888888889e-3, 1.388888888888889e-3, 8.333333333333333e-3, 8.333333333333333e-3, 4.1666666666666664e-2,
    4.1666666666666664e-2, 0.16666666666666666, 0.16666666666666666, 0.5, 0.5, 0.125, 0.125,
  ],
  16,
);

@inline function previousTanh64x2(v: v128, small: bool): v128 {
  const a = f64x2.abs(v);
  const w = f64x2.mul(a, splat(-2));
  let m = f64x2.sub(exp64x2Table(w), splat(1));
  if (small) {
    let p = v128.load(PREVIOUS_TANH_TAYLOR);
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 16));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 32));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 48));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 64));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 80));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 96));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 112));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 128));
    p = f64x2.add(f64x2.mul(p, w), v128.load(PREVIOUS_TANH_TAYLOR, 144));
    p = f64x2.add(f64x2.mul(p, w), splat(1));
    m = v128.bitselect(f64x2.mul(p, w), m, f64x2.lt(a, v128.load(PREVIOUS_TANH_TAYLOR, 160)));
  }
  const magnitude = f64x2.div(f64x2.neg(m), f64x2.add(m, splat(2)));
  return v128.or(magnitude, v128.and(v, SIGN64));
}

export function previousTanh32x4(x: v128): v128 {
  const magnitude = f32x4.abs(x);
  let low: v128, high: v128;
  if (v128.any_true(f32x4.lt(magnitude, f32x4.splat(0.125)))) {
    low = previousTanh64x2(lowHalf(x), true);
    high = previousTanh64x2(highHalf(x), true);
  } else {
    low = previousTanh64x2(lowHalf(x), false);
    high = previousTanh64x2(highHalf(x), false);
  }
  const tiny = f32x4.lt(magnitude, f32x4.splat(0.000244140625));
  const words = v128.shuffle<i32>(low, high, 0, 2, 4, 6);
  const distance = i32x4.abs(i32x4.sub(v128.and(words, i32x4.splat(0x1fffffff)), i32x4.splat(0x10000000)));
  if (v128.any_true(v128.andnot(i32x4.lt_s(distance, i32x4.splat(ROUNDING_MARGIN)), tiny))) {
    let out = x;
    out = f32x4.replace_lane(out, 0, <f32>tanh64(<f64>f32x4.extract_lane(x, 0)));
    out = f32x4.replace_lane(out, 1, <f32>tanh64(<f64>f32x4.extract_lane(x, 1)));
    out = f32x4.replace_lane(out, 2, <f32>tanh64(<f64>f32x4.extract_lane(x, 2)));
    out = f32x4.replace_lane(out, 3, <f32>tanh64(<f64>f32x4.extract_lane(x, 3)));
    return out;
  }
  return v128.bitselect(x, demote32(low, high), tiny);
}
