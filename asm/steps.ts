// nextafter and spacing on the narrow float formats (float8, float6, float4): a step in the
// format's own precision. The narrow executor decodes each block to float32 (exact), runs these on
// the float32 values and rounds the result to the format; the float32 kernels would step by a
// float32 ulp, which rounds straight back to x. Each kernel writes the neighbour itself (every
// narrow value is a float32), so the rounding is exact. The exports, one per format, are generated
// (asm/index.generated.ts) from the registry rows whose kernel names this module (`narrow: 'steps'`).
//
// As ml_dtypes' nextafter and spacing: NaN where an operand is NaN; nextafter(x, x) is x (and
// nextafter(±0, ∓0) the second); from ±0 the smallest subnormal with the sign of the target; a
// step to zero keeps x's sign (fnuz formats then round −0 to 0: they have no −0). spacing(x) is
// nextafter(x, copysign(inf, x)) − x, inf meaning what the format makes of it: spacing of the
// largest value is inf in the IEEE formats, NaN in those without inf, 0 in those without NaN
// either (float6, float4: inf saturates to the largest value); spacing of inf or NaN is NaN.
// e8m0fnu has no sign, zero or subnormals: its steps are between powers of two.
//
// JAX: jnp.spacing refuses the 8-bit floats (through jnp.signbit); lax.nextafter computes on their
// bit patterns, which for the fnuz formats gives 0x80 (their NaN) for nextafter(−min, +…) and for
// e8m0fnu reads the top exponent bit as a sign: here the format's true neighbour instead.

import { E8M0, FN, IEEE, NONE } from './narrow.generated';

/** The format's largest finite value. */
@inline function largest<Format>(): f64 {
  const format = changetype<Format>(0);
  const E = format.exponentBits();
  const M = format.mantissaBits();
  const B = format.bias();
  const S = format.specials();
  if (S == E8M0) return reinterpret<f64>((<u64>(254 - 127 + 1023)) << 52);
  const top = S == IEEE ? (1 << E) - 2 : (1 << E) - 1; // the largest finite exponent field
  const fraction: f64 = S == FN ? 2.0 - 1.0 / <f64>(1 << (M - 1)) : 2.0 - 1.0 / <f64>(1 << M);
  return fraction * reinterpret<f64>((<u64>(top - B + 1023)) << 52);
}

/** The smallest exponent of the format's values (of its subnormals' spacing: 1 − bias; e8m0: −bias). */
@inline function smallestExponent<Format>(): i32 {
  const format = changetype<Format>(0);
  return format.specials() == E8M0 ? -format.bias() : 1 - format.bias();
}

/** 2^e as a float64 (e within float64's normal range). */
@inline function power(e: i32): f64 {
  return reinterpret<f64>((<u64>(e + 1023)) << 52);
}

/** The neighbour of the format value x toward y (both decoded), as a float64 (exact). */
@inline function step<Format>(x: f64, y: f64, M: i32, minimum: i32, top: f64, S: i32): f64 {
  if (x != x || y != y) return x + y;
  if (x == y) return y;
  if (x == 0) return copysign<f64>(power(minimum - M), y);
  const magnitude = abs<f64>(x);
  if (magnitude == Infinity) return copysign<f64>(top, x);
  const up = y > x == x > 0; // away from zero
  if (up && magnitude >= top) return copysign<f64>(S == IEEE ? Infinity : NaN, x);
  const bits = reinterpret<u64>(magnitude);
  const e = <i32>(bits >> 52) - 1023;
  let ulp = power(max<i32>(e, minimum) - M);
  // Below a power of two the values are twice as dense (except at the bottom, among the subnormals).
  if (!up && (bits & 0xfffffffffffff) == 0 && e > minimum) ulp *= 0.5;
  return copysign<f64>(up ? magnitude + ulp : magnitude - ulp, x);
}

/** nextafter(x1, x2) on float32 values of the format: (inputA, strideA, inputB, strideB, out, count). */
export function nextafter<Format>(
  inputA: usize,
  strideA: i32,
  inputB: usize,
  strideB: i32,
  out: usize,
  count: i32,
): i32 {
  const format = changetype<Format>(0);
  const M = format.mantissaBits();
  const S = format.specials();
  const minimum = smallestExponent<Format>();
  const top = largest<Format>();
  const stepA = (<usize>strideA) << 2;
  const stepB = (<usize>strideB) << 2;
  for (let index = 0; index < count; index++) {
    const x = <f64>load<f32>(inputA);
    const y = <f64>load<f32>(inputB);
    store<f32>(out + ((<usize>index) << 2), <f32>step<Format>(x, y, M, minimum, top, S));
    inputA += stepA;
    inputB += stepB;
  }
  return 0;
}

/** spacing(x) on float32 values of the format: (input, stride, out, count). */
export function spacing<Format>(input: usize, stride: i32, out: usize, count: i32): i32 {
  const format = changetype<Format>(0);
  const M = format.mantissaBits();
  const S = format.specials();
  const minimum = smallestExponent<Format>();
  const top = largest<Format>();
  const stepIn = (<usize>stride) << 2;
  for (let index = 0; index < count; index++) {
    const x = <f64>load<f32>(input);
    let result: f64;
    const magnitude = abs<f64>(x);
    if (x != x || magnitude == Infinity) result = NaN;
    else if (magnitude >= top) {
      // The step toward inf from the largest value: to inf (IEEE), to NaN (no inf), or none (no NaN).
      result = S == IEEE ? copysign<f64>(Infinity, x) : S == NONE ? 0 : NaN;
    } else result = step<Format>(x, copysign<f64>(Infinity, x), M, minimum, top, S) - x;
    store<f32>(out + ((<usize>index) << 2), <f32>result);
    input += stepIn;
  }
  return 0;
}
