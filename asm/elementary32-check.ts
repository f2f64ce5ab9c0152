// Entry of the one-off module scripts/elementary32-exhaustive.mjs compiles (not part of the kernels):
// the checked float32 functions of asm/elementary.ts against the float64 path they fall back to, bit
// for bit (any NaN matches any NaN), or (`previous`) against the previous checked kernels of
// asm/elementary32-previous.ts, themselves equal to the float64 path on every input. `which`: 0 arctan,
// 1 arcsin, 2 arccos, 3 sinc, 4 expm1, 5 log1p, 6 tan, 7 sinh, 8 cbrt, 9 arcsinh, 10 arccosh, 11 log,
// 12 log2, 13 log10, 14 exp2, 15 arctanh. compareBinary: float32 logaddexp and logaddexp2 against their
// float64 path on given operands (`previous`: against the previous kernel of asm/elementary32-previous.ts).
// tanhCompare, tanhPrevious, tanhWideError: float32 tanh's checks (scripts/tanh32-exhaustive.mjs).
import {
  arctan32x4,
  arcsin32x4,
  arccos32x4,
  sinc32x4,
  expm1_32x4,
  log1p32x4,
  tan32x4,
  sinh32x4,
  cbrt32x4,
  cbrtBlock32x4,
  sincBlock32x4,
  arctanBlock32x4,
  arcsineBlock32x4,
  arcsineValue64,
  sinhBlock32x4,
  sinhQuickLanes32x4,
  arcsinhBlock32x4,
  arccoshBlock32x4,
  arcsinh32x4,
  arccosh32x4,
  arcsinhPlain32x4,
  arccoshPlain32x4,
  log32x4,
  exp2_32x4,
  arctanh32x4,
  logaddexp32x4,
  logaddexpPath32x4,
  NaturalBase,
  BinaryBase,
  ArcHyperbolicTangent,
  NaturalLog,
  BinaryLog,
  DecimalLog,
  ScalarLog,
  ScalarLog2,
  ScalarLog10,
  ScalarExp2,
  slow32x4,
  elementary32Fallbacks,
  ArcTangent,
  ArcSine,
  ArcCosine,
  Sinc,
  ScalarExpm1,
  ScalarLog1p,
  ScalarTan,
  HyperbolicSine,
  CubeRoot,
  ArcHyperbolicSine,
  ArcHyperbolicCosine,
  Checked64,
  Real64,
} from './elementary';
import { unary } from './unary';
import { tanh64 } from './math';
import { tanh32x4, tanh32x4Counted, tanh32Fallbacks } from './tanh32';
import {
  previousLog32x4,
  previousLog1p32x4,
  previousArcsinh32x4,
  previousArccosh32x4,
  previousLogaddexp32x4,
  previousTanh32x4,
  previousCbrt32x4,
} from './elementary32-previous';

let differences: u32 = 0;
let firstDifference: u32 = 0;
/** The first RECORDED differing inputs' bits (their fast results are checked against mpmath by the script). */
@inline const RECORDED: u32 = 65536;
let recorded: u32 = 0;
let recordedAt: usize = 0;
export function record(at: usize): void {
  recordedAt = at;
  recorded = 0;
}
export function recordedCount(): u32 {
  return recorded;
}

@inline function fast(x: v128, which: i32): v128 {
  if (which == 0) return arctan32x4<bool>(x);
  if (which == 1) return arcsin32x4<bool>(x);
  if (which == 2) return arccos32x4<bool>(x);
  if (which == 3) return sinc32x4<bool>(x);
  if (which == 4) return expm1_32x4<bool>(x);
  if (which == 5) return log1p32x4<bool>(x);
  if (which == 6) return tan32x4<bool>(x);
  if (which == 7) return sinh32x4<bool>(x);
  if (which == 8) return cbrt32x4<bool>(x);
  if (which == 9) return arcsinh32x4<bool>(x);
  if (which == 10) return arccosh32x4<bool>(x);
  if (which == 11) return log32x4<bool, NaturalLog>(x);
  if (which == 12) return log32x4<bool, BinaryLog>(x);
  if (which == 13) return log32x4<bool, DecimalLog>(x);
  if (which == 15) return arctanh32x4<bool>(x);
  return exp2_32x4<bool>(x);
}
@inline function slow(x: v128, which: i32): v128 {
  if (which == 0) return slow32x4<ArcTangent>(x);
  if (which == 1) return slow32x4<ArcSine>(x);
  if (which == 2) return slow32x4<ArcCosine>(x);
  if (which == 3) return slow32x4<Sinc>(x);
  if (which == 4) return slow32x4<ScalarExpm1>(x);
  if (which == 5) return slow32x4<ScalarLog1p>(x);
  if (which == 6) return slow32x4<ScalarTan>(x);
  if (which == 7) return slow32x4<HyperbolicSine>(x);
  if (which == 8) return slow32x4<CubeRoot>(x);
  if (which == 9) return slow32x4<ArcHyperbolicSine>(x);
  if (which == 10) return slow32x4<ArcHyperbolicCosine>(x);
  if (which == 11) return slow32x4<ScalarLog>(x);
  if (which == 12) return slow32x4<ScalarLog2>(x);
  if (which == 13) return slow32x4<ScalarLog10>(x);
  if (which == 15) return slow32x4<ArcHyperbolicTangent>(x);
  return slow32x4<ScalarExp2>(x);
}
/** The previous checked kernel where there is one (the logarithms, cbrt), else the float64 path. */
@inline function previous(x: v128, which: i32): v128 {
  if (which == 8) return previousCbrt32x4(x);
  if (which == 5) return previousLog1p32x4(x);
  if (which == 9) return previousArcsinh32x4(x);
  if (which == 10) return previousArccosh32x4(x);
  if (which == 11) return previousLog32x4<NaturalLog>(x);
  if (which == 12) return previousLog32x4<BinaryLog>(x);
  if (which == 13) return previousLog32x4<DecimalLog>(x);
  return slow(x, which);
}

/** Counts (and records) x's lanes where a and b differ; the same bits or both NaN match (payloads and NaN signs are not compared). */
@inline function tally(x: v128, a: v128, b: v128): void {
  const same = v128.or(i32x4.eq(a, b), v128.and(f32x4.ne(a, a), f32x4.ne(b, b)));
  if (!i32x4.all_true(same)) {
    if (differences == 0) firstDifference = i32x4.extract_lane(x, 0);
    const mask = v128.bitmask<i32>(same);
    for (let lane = 0; lane < 4; lane++) {
      if ((mask & (1 << lane)) == 0 && recorded < RECORDED) {
        store<u32>(recordedAt + ((<usize>recorded) << 2), <u32>i32x4.extract_lane(x, 0) + <u32>lane);
        recorded++;
      }
    }
    differences += 4 - <u32>popcnt<i32>(mask);
  }
}

/** Compares `vectors` vectors of bit patterns from `start` (4·step apart); returns the differences so far. */
export function compareRange(which: i32, start: u32, vectors: u32, step: u32, against: bool): u32 {
  if (which <= 3 || (which >= 7 && which <= 10)) return compareBlocks(which, start, vectors, step, against);
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const fallbacks = elementary32Fallbacks;
    const a = fast(x, which);
    if (elementary32Fallbacks != fallbacks) {
      // the vector went the float64 path: the reference itself (the same function on the same lanes)
      x = v128.add<i32>(x, i32x4.splat(4 * step));
      continue;
    }
    tally(x, a, against ? previous(x, which) : slow(x, which));
    x = v128.add<i32>(x, i32x4.splat(4 * step));
  }
  return differences;
}

/**
 * cbrt, sinc, arctan, arcsin, arccos, sinh, arcsinh, arccosh: the kernel's block of four vectors
 * (cbrtBlock32x4, sincBlock32x4, arctanBlock32x4, arcsineBlock32x4, sinhBlock32x4, …; cbrt counting the
 * vectors it sends to the float64 path) and the one-vector form (the driver's tail and the block's
 * fallback), each against the reference on every lane.
 */
const BLOCK: usize = memory.data(128, 16);
function compareBlocks(which: i32, start: u32, vectors: u32, step: u32, against: bool): u32 {
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i += 4) {
    for (let k: usize = 0; k < 4; k++) {
      v128.store(BLOCK + (k << 4), x);
      x = v128.add<i32>(x, i32x4.splat(4 * step));
    }
    if (which == 8) cbrtBlock32x4<bool>(BLOCK, BLOCK + 64);
    else if (which == 0) arctanBlock32x4(BLOCK, BLOCK + 64);
    else if (which == 1) arcsineBlock32x4<i32>(BLOCK, BLOCK + 64);
    else if (which == 2) arcsineBlock32x4<bool>(BLOCK, BLOCK + 64);
    else if (which == 7) sinhBlock32x4(BLOCK, BLOCK + 64);
    else if (which == 9) arcsinhBlock32x4(BLOCK, BLOCK + 64);
    else if (which == 10) arccoshBlock32x4(BLOCK, BLOCK + 64);
    else sincBlock32x4(BLOCK, BLOCK + 64);
    for (let k: usize = 0; k < 4; k++) {
      const lanes = v128.load(BLOCK + (k << 4));
      const reference = against ? previous(lanes, which) : slow(lanes, which);
      tally(lanes, v128.load(BLOCK + 64 + (k << 4)), reference);
      tally(lanes, oneVector(lanes, which), reference);
    }
  }
  return differences;
}

/** The one-vector form of a function with a block (the driver's tail and the block's fallback). */
@inline function oneVector(x: v128, which: i32): v128 {
  if (which == 8) return cbrt32x4<i32>(x);
  if (which == 0) return arctan32x4<i32>(x);
  if (which == 1) return arcsin32x4<bool>(x); // counting its vectors that fall back
  if (which == 2) return arccos32x4<bool>(x);
  if (which == 7) return sinh32x4<i32>(x);
  if (which == 9) return arcsinh32x4<i32>(x);
  if (which == 10) return arccosh32x4<i32>(x);
  return sinc32x4<i32>(x);
}

export function first(): u32 {
  return firstDifference;
}
export function fallbacks(): i32 {
  return elementary32Fallbacks;
}
export function reset(): void {
  differences = 0;
  elementary32Fallbacks = 0;
}

/** unary.ts' driver (the kernels' loop) over `count` float32 values: the checked form or the float64 path. */
export function kernel(which: i32, input: usize, out: usize, count: i32, checkedForm: bool): i32 {
  if (which == 0)
    return checkedForm
      ? unary<f32, Checked64<ArcTangent>>(input, 1, out, count)
      : unary<f32, Real64<ArcTangent>>(input, 1, out, count);
  if (which == 1)
    return checkedForm
      ? unary<f32, Checked64<ArcSine>>(input, 1, out, count)
      : unary<f32, Real64<ArcSine>>(input, 1, out, count);
  if (which == 2)
    return checkedForm
      ? unary<f32, Checked64<ArcCosine>>(input, 1, out, count)
      : unary<f32, Real64<ArcCosine>>(input, 1, out, count);
  if (which == 3)
    return checkedForm
      ? unary<f32, Checked64<Sinc>>(input, 1, out, count)
      : unary<f32, Real64<Sinc>>(input, 1, out, count);
  if (which == 8)
    return checkedForm
      ? unary<f32, Checked64<CubeRoot>>(input, 1, out, count)
      : unary<f32, Real64<CubeRoot>>(input, 1, out, count);
  // the new checked forms against the float64 path they replace (the previous kernels), by vector
  for (let i = 0; i + 4 <= count; i += 4) {
    const at = (<usize>i) << 2;
    const x = v128.load(input + at);
    v128.store(out + at, checkedForm ? fastTimed(x, which) : slow(x, which));
  }
  return 0;
}

@inline function fastTimed(x: v128, which: i32): v128 {
  if (which == 4) return expm1_32x4<i32>(x);
  if (which == 5) return log1p32x4<i32>(x);
  if (which == 6) return tan32x4<i32>(x);
  if (which == 7) return sinh32x4<i32>(x);
  if (which == 9) return arcsinh32x4<i32>(x);
  if (which == 10) return arccosh32x4<i32>(x);
  if (which == 11) return log32x4<i32, NaturalLog>(x);
  if (which == 12) return log32x4<i32, BinaryLog>(x);
  if (which == 13) return log32x4<i32, DecimalLog>(x);
  if (which == 15) return arctanh32x4<i32>(x);
  return exp2_32x4<i32>(x);
}

/**
 * float32 logaddexp (base2 false) or logaddexp2 over `count` operand pairs at `left`, `right` (count a
 * multiple of 4): the checked kernel against its float64 path (`previous`: against the previous
 * checked kernel), bit for bit (any NaN matches any NaN);
 * returns the differing lanes, records their left operands' bits.
 */
export function compareBinary(base2: bool, left: usize, right: usize, count: i32, previous: bool): u32 {
  let differing: u32 = 0;
  for (let i = 0; i < count; i += 4) {
    const at = (<usize>i) << 2;
    const x = v128.load(left + at);
    const y = v128.load(right + at);
    const a = base2 ? logaddexp32x4<BinaryBase>(x, y) : logaddexp32x4<NaturalBase>(x, y);
    let b: v128;
    if (previous) b = base2 ? previousLogaddexp32x4<BinaryBase>(x, y) : previousLogaddexp32x4<NaturalBase>(x, y);
    else b = base2 ? logaddexpPath32x4<BinaryBase>(x, y) : logaddexpPath32x4<NaturalBase>(x, y);
    const same = v128.or(i32x4.eq(a, b), v128.and(f32x4.ne(a, a), f32x4.ne(b, b)));
    if (!i32x4.all_true(same)) {
      const mask = v128.bitmask<i32>(same);
      for (let lane = 0; lane < 4; lane++) {
        if ((mask & (1 << lane)) == 0 && recorded < RECORDED) {
          store<u32>(recordedAt + ((<usize>recorded) << 2), load<u32>(left + at + ((<usize>lane) << 2)));
          recorded++;
        }
      }
      differing += 4 - <u32>popcnt<i32>(mask);
    }
  }
  return differing;
}

/** The fast and the float64 path's results of one vector from `bits` (debugging): 8 words at `out`. */
export function probe(which: i32, bits: u32, out: usize): void {
  const x = v128.add<i32>(i32x4.splat(bits), i32x4(0, 1, 2, 3));
  v128.store(out, fast(x, which));
  v128.store(out + 16, slow(x, which));
}

/** `bytes` bytes of memory for the timing loop (after the module's data). */
export function buffer(bytes: i32): usize {
  const at = (memory.size() << 16) as usize;
  memory.grow((bytes + 0xffff) >> 16);
  return at;
}

/**
 * float32 tanh (the kernel, tanh32x4: float64 lanes rounded once) against tanh64 (double-double, below
 * 1 ulp) rounded to float32, on the `count` bit patterns from `start`: records [pattern, the kernel's
 * bits, tanh64's float32 bits] at `at` (up to `capacity` rows) where the two differ or tanh64's value
 * lies within 16 units of 2^-52 of a float32 rounding midpoint (so that its own rounding is in doubt);
 * scripts/elementary32_differences.py decides those with mpmath. Returns the rows recorded.
 */
const TANH_LANES: usize = memory.data(16, 16);
export function tanhCompare(start: u32, count: u32, at: usize, capacity: u32): u32 {
  let rows: u32 = 0;
  for (let i: u32 = 0; i < count; i += 4) {
    const x = v128.add<i32>(i32x4.splat(start + i), i32x4(0, 1, 2, 3));
    v128.store(TANH_LANES, tanh32x4(x));
    for (let lane = 0; lane < 4; lane++) {
      const pattern = start + i + <u32>lane;
      const reference = tanh64(<f64>reinterpret<f32>(pattern));
      const rounded = reinterpret<u32>(<f32>reference);
      const kernel = load<u32>(TANH_LANES + ((<usize>lane) << 2));
      const words = <i32>(<u32>reinterpret<u64>(reference) & 0x1fffffff);
      const near = abs<i32>(words - 0x10000000) < 16;
      if ((kernel != rounded || near) && rows < capacity) {
        const row = at + <usize>rows * 12;
        store<u32>(row, pattern);
        store<u32>(row, kernel, 4);
        store<u32>(row, rounded, 8);
        rows++;
      }
    }
  }
  return rows;
}

/**
 * float32 tanh (tanh32x4, counting its lane-by-lane vectors) against the previous kernel
 * (asm/elementary32-previous.ts) on `vectors` vectors of bit patterns from `start`, bit for bit (NaN
 * signs and payloads too); returns the differing lanes, records their bits as compareRange does.
 */
export function tanhPrevious(start: u32, vectors: u32): u32 {
  let differing: u32 = 0;
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const same = i32x4.eq(tanh32x4Counted(x, 0), previousTanh32x4(x));
    if (!i32x4.all_true(same)) {
      const mask = v128.bitmask<i32>(same);
      for (let lane = 0; lane < 4; lane++) {
        if ((mask & (1 << lane)) == 0 && recorded < RECORDED) {
          store<u32>(recordedAt + ((<usize>recorded) << 2), <u32>i32x4.extract_lane(x, 0) + <u32>lane);
          recorded++;
        }
      }
      differing += 4 - <u32>popcnt<i32>(mask);
    }
    x = v128.add<i32>(x, i32x4.splat(4));
  }
  return differing;
}
export function tanhFallbacks(): i32 {
  return tanh32Fallbacks;
}

/**
 * The largest distance, in units of 2^-52 of the binade (the difference of the bit patterns), between
 * tanh32x4's float64 value before rounding and tanh64, over the `vectors` vectors of positive bit
 * patterns from `start`: the error the rounding test's margin (2^12 units) must cover, less tanh64's
 * own (below 1 unit).
 */
const TANH_WIDE: usize = memory.data(32, 16);
export function tanhWideError(start: u32, vectors: u32): i64 {
  let worst: i64 = 0;
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    tanh32x4Counted(x, TANH_WIDE);
    for (let lane = 0; lane < 4; lane++) {
      const value = load<i64>(TANH_WIDE + ((<usize>lane) << 3));
      const reference = reinterpret<i64>(tanh64(<f64>reinterpret<f32>(<u32>i32x4.extract_lane(x, 0) + <u32>lane)));
      const distance = abs<i64>(value - reference);
      if (distance > worst) worst = distance;
    }
    x = v128.add<i32>(x, i32x4.splat(4));
  }
  return worst;
}

/**
 * float32 arcsin (which 1) or arccos (2): the largest distance, in units of 2^-52 (float64 bits apart),
 * between the float64 value that arcsin32x4 / arccos32x4 round and test (arcsineValue64) and the float64
 * path's (ArcSine.lanes of |x|, ArcCosine.lanes of x), over `vectors` vectors of bit patterns from `start`
 * (4·step apart).
 */
export function arcsineWideError(which: i32, start: u32, vectors: u32, step: u32): i64 {
  let worst: i64 = 0;
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const cosine = which == 2;
    const a = cosine ? x : v128.and(x, i32x4.splat(0x7fffffff));
    const swapped = v128.shuffle<f32>(a, a, 2, 3, 0, 1);
    const low = cosine ? arcsineValue64<bool>(x, false) : arcsineValue64<i32>(x, false);
    const high = cosine ? arcsineValue64<bool>(x, true) : arcsineValue64<i32>(x, true);
    const path = changetype<ArcSine>(0);
    const cosinePath = changetype<ArcCosine>(0);
    const slowLow = cosine ? cosinePath.lanes(f64x2.promote_low_f32x4(a)) : path.lanes(f64x2.promote_low_f32x4(a));
    const slowHigh = cosine
      ? cosinePath.lanes(f64x2.promote_low_f32x4(swapped))
      : path.lanes(f64x2.promote_low_f32x4(swapped));
    const d0 = abs<i64>(i64x2.extract_lane(low, 0) - i64x2.extract_lane(slowLow, 0));
    const d1 = abs<i64>(i64x2.extract_lane(low, 1) - i64x2.extract_lane(slowLow, 1));
    const d2 = abs<i64>(i64x2.extract_lane(high, 0) - i64x2.extract_lane(slowHigh, 0));
    const d3 = abs<i64>(i64x2.extract_lane(high, 1) - i64x2.extract_lane(slowHigh, 1));
    const distance = max<i64>(max<i64>(d0, d1), max<i64>(d2, d3));
    if (distance > worst) worst = distance;
    x = v128.add<i32>(x, i32x4.splat(4 * step));
  }
  return worst;
}

/**
 * float32 sinh's float64 path (HyperbolicSine.lanes, rounded) lane by lane on `vectors` vectors of bit
 * patterns from `start`: where the fast lane passes sinh's rounding test (its float64 value within a
 * few 2^-52 of sinh x and 2^12 units from a midpoint: correctly rounded) the two must agree; where it
 * fails, below 2^-12 in magnitude the float64 path must give x itself (sinh x rounds to x there: x³/6
 * is below half an ulp), and above, [pattern, the float64 path's bits] is recorded at `at` (up to
 * `capacity` rows, sinhRows() of them) for mpmath (scripts/sinh32-slow.mjs). Returns the lanes that
 * disagree so far.
 */
const SINH_LANES: usize = memory.data(32, 16);
let sinhRowCount: u32 = 0;
export function sinhRows(): u32 {
  return sinhRowCount;
}
export function sinhSlowCompare(start: u32, vectors: u32, at: usize, capacity: u32): u32 {
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const failing = v128.bitmask<i32>(sinhQuickLanes32x4(x, SINH_LANES));
    v128.store(SINH_LANES + 16, slow32x4<HyperbolicSine>(x));
    for (let lane = 0; lane < 4; lane++) {
      const pattern = <u32>i32x4.extract_lane(x, 0) + <u32>lane;
      const quick = load<u32>(SINH_LANES + ((<usize>lane) << 2));
      const path = load<u32>(SINH_LANES + 16 + ((<usize>lane) << 2));
      const nan = (pattern & 0x7fffffff) > 0x7f800000;
      let wrong = false;
      if ((failing & (1 << lane)) == 0) wrong = quick != path && !nan;
      else if ((pattern & 0x7fffffff) < 0x39800000)
        wrong = path != pattern; // |x| < 2^-12
      else if (sinhRowCount < capacity) {
        const row = at + ((<usize>sinhRowCount) << 3);
        store<u32>(row, pattern);
        store<u32>(row, path, 4);
        sinhRowCount++;
      }
      if (wrong) {
        if (differences == 0) firstDifference = pattern;
        if (recorded < RECORDED) {
          store<u32>(recordedAt + ((<usize>recorded) << 2), pattern);
          recorded++;
        }
        differences++;
      }
    }
    x = v128.add<i32>(x, i32x4.splat(4));
  }
  return differences;
}

/**
 * The largest distance, in units of 2^-52 of the binade (the difference of the bit patterns), between
 * the float64 value of arcsinh's (which 9) or arccosh's (10) plain block form before rounding and the
 * float64 path's, over the `vectors` vectors of bit patterns from `start`, all plain (the caller sees
 * to it): the error the rounding test's margin (2^12 units) must cover, with the float64 path's own.
 */
const PLAIN_WIDE: usize = memory.data(64, 16);
export function plainWideError(which: i32, start: u32, vectors: u32): i64 {
  let worst: i64 = 0;
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    let low: v128, high: v128;
    if (which == 9) {
      arcsinhPlain32x4(x, PLAIN_WIDE);
      low = changetype<ArcHyperbolicSine>(0).lanes(f64x2.promote_low_f32x4(x));
      high = changetype<ArcHyperbolicSine>(0).lanes(f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1)));
    } else {
      arccoshPlain32x4(x, PLAIN_WIDE);
      low = changetype<ArcHyperbolicCosine>(0).lanes(f64x2.promote_low_f32x4(x));
      high = changetype<ArcHyperbolicCosine>(0).lanes(f64x2.promote_low_f32x4(v128.shuffle<f32>(x, x, 2, 3, 0, 1)));
    }
    v128.store(PLAIN_WIDE + 32, low);
    v128.store(PLAIN_WIDE + 48, high);
    for (let lane: usize = 0; lane < 4; lane++) {
      const distance = abs<i64>(load<i64>(PLAIN_WIDE + (lane << 3)) - load<i64>(PLAIN_WIDE + 32 + (lane << 3)));
      if (distance > worst) worst = distance;
    }
    x = v128.add<i32>(x, i32x4.splat(4));
  }
  return worst;
}
