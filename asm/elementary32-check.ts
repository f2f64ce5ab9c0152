// Entry of the one-off module scripts/elementary32-exhaustive.mjs compiles (not part of the kernels):
// the checked float32 functions of asm/elementary.ts against the float64 path they fall back to, bit
// for bit (any NaN matches any NaN). `which`: 0 arctan, 1 arcsin, 2 arccos, 3 sinc, 4 expm1, 5 log1p,
// 6 tan, 7 sinh, 8 cbrt, 9 arcsinh, 10 arccosh, 11 log, 12 log2, 13 log10, 14 exp2.
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
  arcsinh32x4,
  arccosh32x4,
  log32x4,
  exp2_32x4,
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
  return slow32x4<ScalarExp2>(x);
}

/** Compares `vectors` vectors of bit patterns from `start` (4·step apart); returns the differences so far. */
export function compareRange(which: i32, start: u32, vectors: u32, step: u32): u32 {
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const a = fast(x, which);
    const b = slow(x, which);
    // the same bits, or both NaN (payloads and NaN signs are not compared)
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
      differences += 4 - <u32>popcnt<i32>(v128.bitmask<i32>(same));
    }
    x = v128.add<i32>(x, i32x4.splat(4 * step));
  }
  return differences;
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
  if (which == 8) return cbrt32x4<i32>(x);
  if (which == 9) return arcsinh32x4<i32>(x);
  if (which == 10) return arccosh32x4<i32>(x);
  if (which == 11) return log32x4<i32, NaturalLog>(x);
  if (which == 12) return log32x4<i32, BinaryLog>(x);
  if (which == 13) return log32x4<i32, DecimalLog>(x);
  return exp2_32x4<i32>(x);
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
