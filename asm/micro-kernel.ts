// The matrix products' micro-kernel (asm/matmul.ts describes the blocking), in a module of its own
// so that the blocked LU and Cholesky (asm/linalg-lu.ts) run their trailing updates on it too.
//
// The float32 and float64 tiles are not in the kernel module: it imports them (env.micro_f32,
// env.micro_f64) from the micro-kernel module (asm/micro-module/index.ts), built twice from this file.
// Where the platform has relaxed SIMD the loader gives the build whose multiply-adds are fused
// (f32x4.relaxed_madd: one rounding and one instruction, 1.3× the products here); elsewhere the
// plain one, whose bits are the multiply's rounding then the add's (src/kernels/micro-module.ts).
// The kernel module itself stays valid on every platform with SIMD.

/** Rows of C a micro-tile (asm/matmul.ts says why five). */
export const MR = 5;
/** Bytes of one k-step of an A panel: MR entries, each broadcast to a v128. */
export const STEP_A: usize = MR * 16;

/** Bytes of one element of C: sizeof<T>, except for int16 operands, whose C is int32. */
@inline function slot<T>(): usize {
  return sizeof<T>() == 2 ? 4 : sizeof<T>();
}

/**
 * accumulator + a · b: lanes of T, or for int16 pairs i32x4.dot_i16x8_s (two products a lane);
 * floats fused (one rounding) in the relaxed SIMD build of the micro-kernel module.
 */
@inline function multiplyAdd<T>(accumulator: v128, a: v128, b: v128): v128 {
  if (sizeof<T>() == 2) return i32x4.add(accumulator, i32x4.dot_i16x8_s(a, b));
  if (ASC_FEATURE_RELAXED_SIMD && isFloat<T>()) {
    if (sizeof<T>() == 4) return f32x4.relaxed_madd(a, b, accumulator);
    return f64x2.relaxed_madd(a, b, accumulator);
  }
  return v128.add<T>(accumulator, v128.mul<T>(a, b));
}

@external('env', 'micro_f32')
declare function microF32(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void;
@external('env', 'micro_f64')
declare function microF64(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void;

/** The micro-kernel for T: floats' from the micro-kernel module (imported), integers' here. */
@inline export function micro<T>(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void {
  if (isFloat<T>()) {
    if (sizeof<T>() == 4) microF32(ap, bp, depth, c, ldc, first);
    else microF64(ap, bp, depth, c, ldc, first);
  } else microTile<T>(ap, bp, depth, c, ldc, first);
}

/**
 * C[MR × NR] (at c, ldc elements per row) = (first ? 0 : C) + Apanel · Bpanel over `depth` steps
 * (pairs of k for int16): ten v128 accumulators; each step loads two vectors of B and five
 * broadcast entries of A. A function of its own, not inlined: inlined into the blocking loops, V8
 * spilled accumulators and the product ran 25% slower.
 */
export function microTile<T>(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void {
  const row = ldc * slot<T>();
  let c00: v128, c01: v128, c10: v128, c11: v128, c20: v128, c21: v128, c30: v128, c31: v128, c40: v128, c41: v128;
  if (first) {
    c00 = i32x4.splat(0);
    c01 = c00;
    c10 = c00;
    c11 = c00;
    c20 = c00;
    c21 = c00;
    c30 = c00;
    c31 = c00;
    c40 = c00;
    c41 = c00;
  } else {
    c00 = v128.load(c);
    c01 = v128.load(c, 16);
    c10 = v128.load(c + row);
    c11 = v128.load(c + row, 16);
    c20 = v128.load(c + 2 * row);
    c21 = v128.load(c + 2 * row, 16);
    c30 = v128.load(c + 3 * row);
    c31 = v128.load(c + 3 * row, 16);
    c40 = v128.load(c + 4 * row);
    c41 = v128.load(c + 4 * row, 16);
  }
  const end = bp + ((<usize>depth) << 5);
  while (bp < end) {
    const b0 = v128.load(bp);
    const b1 = v128.load(bp, 16);
    let av = v128.load(ap, 0);
    c00 = multiplyAdd<T>(c00, av, b0);
    c01 = multiplyAdd<T>(c01, av, b1);
    av = v128.load(ap, 16);
    c10 = multiplyAdd<T>(c10, av, b0);
    c11 = multiplyAdd<T>(c11, av, b1);
    av = v128.load(ap, 32);
    c20 = multiplyAdd<T>(c20, av, b0);
    c21 = multiplyAdd<T>(c21, av, b1);
    av = v128.load(ap, 48);
    c30 = multiplyAdd<T>(c30, av, b0);
    c31 = multiplyAdd<T>(c31, av, b1);
    av = v128.load(ap, 64);
    c40 = multiplyAdd<T>(c40, av, b0);
    c41 = multiplyAdd<T>(c41, av, b1);
    ap += STEP_A;
    bp += 32;
  }
  v128.store(c, c00);
  v128.store(c, c01, 16);
  v128.store(c + row, c10);
  v128.store(c + row, c11, 16);
  v128.store(c + 2 * row, c20);
  v128.store(c + 2 * row, c21, 16);
  v128.store(c + 3 * row, c30);
  v128.store(c + 3 * row, c31, 16);
  v128.store(c + 4 * row, c40);
  v128.store(c + 4 * row, c41, 16);
}
