// fabs, modf, floatPower, copysign, heaviside, fmax, fmin, divmod, gcd, lcm, the shifts (jnp's, built from the
// operation rows): NumPy 2.4's values on the same inputs, JAX's dtypes (np.float_power is float64
// only; jnp's is the inexact promotion) and JAX's refusals, named after the function.
import { describe, expect, it } from 'vitest';
import {
  angle,
  array,
  bitwiseCount,
  bitwiseLeftShift,
  bitwiseRightShift,
  conj,
  copysign,
  divmod,
  fabs,
  floatPower,
  fmod,
  fmax,
  fmin,
  frexp,
  gcd,
  heaviside,
  imag,
  isreal,
  jit,
  lcm,
  ldexp,
  leftShift,
  memoryStats,
  modf,
  nanToNum,
  nextafter,
  rightShift,
  signbit,
  withPolicy,
} from '../src/index.js';
import * as x64 from '../src/x64.js';

const complexes = () => array([{ re: 1, im: 1 }], 'complex64');

describe('fabs', () => {
  it('gives the absolute value in the inexact dtype', () => {
    const ints = fabs(array([-2, 3], 'int8'));
    expect(ints.dtype).toBe('float32');
    expect(ints.toArray()).toEqual([2, 3]);
    const halves = fabs(array([-2.5, -0], 'float16'));
    expect(halves.dtype).toBe('float16');
    expect(Object.is(halves.toArray()[1], 0)).toBe(true);
    expect(fabs(array([-5n], 'int64')).dtype).toBe('float64');
    expect(() => fabs(complexes() as never)).toThrow(/fabs is not defined for complex dtype 'complex64'/);
  });
});

describe('modf', () => {
  it("splits into jnp's fractional and whole parts", () => {
    // np.modf(np.array([-3.5, 2.25], 'float32')) → ([-0.5, 0.25], [-3, 2]); jnp.modf(inf) → (nan, inf)
    const [fraction, whole] = modf(array([-3.5, 2.25, Infinity], 'float32'));
    expect(fraction.dtype).toBe('float32');
    expect(whole.dtype).toBe('float32');
    expect(fraction.toArray()).toEqual([-0.5, 0.25, Number.NaN]);
    expect(whole.toArray()).toEqual([-3, 2, Infinity]);
    expect(modf(array([7], 'int16'))[1].dtype).toBe('float32');
    expect(() => modf(complexes() as never)).toThrow(/modf is not defined for complex/);
  });
});

describe('floatPower', () => {
  it('computes power in the inexact promotion', () => {
    // np.float_power(np.array([2, 3], 'int8'), 2) → [4, 9]
    const result = floatPower(array([2, 3], 'int8'), 2);
    expect(result.dtype).toBe('float32');
    expect(result.toArray()).toEqual([4, 9]);
    expect(floatPower(2, 3).toArray()).toBe(8);
    expect(floatPower(array([2], 'int64'), array([3], 'int64')).dtype).toBe('float64');
    expect(floatPower(array([2], 'int64'), 0.5).dtype).toBe('float32'); // int64 and a weak float: 'float'
    expect(floatPower(array([{ re: 0, im: 1 }], 'complex64'), 2).dtype).toBe('complex64');
    expect(x64.floatPower(array([2], 'int32'), 2).dtype).toBe('float32');
  });
});

describe('copysign', () => {
  it('takes the sign bit of the second operand', () => {
    // np.copysign(np.array([1, -2.5], 'float32'), -0.0) → [-1, -2.5]
    expect(copysign(array([1, -2.5], 'float32'), -0).toArray()).toEqual([-1, -2.5]);
    const ints = copysign(array([1, 2], 'int32'), array([-1, 1], 'int8'));
    expect(ints.dtype).toBe('float32');
    expect(ints.toArray()).toEqual([-1, 2]);
    expect(copysign(array([3], 'float64'), array([Number.NaN], 'float64').negative()).toArray()).toEqual([-3]);
    expect(() => copysign(complexes() as never, 1)).toThrow(/copysign is not defined for complex/);
  });
});

describe('heaviside', () => {
  it('steps at zero, taking x2 there', () => {
    // np.heaviside(np.array([-1.5, 0, 2, nan], 'float32'), 0.5) → [0, 0.5, 1, nan]
    const result = heaviside(array([-1.5, 0, 2, Number.NaN], 'float32'), 0.5);
    expect(result.dtype).toBe('float32');
    expect(result.toArray()).toEqual([0, 0.5, 1, Number.NaN]);
    expect(heaviside(array([-1, 0, 1], 'int8'), array([2, 3, 4], 'int8')).toArray()).toEqual([0, 3, 1]);
  });
});

describe('fmax, fmin', () => {
  it('ignore a NaN beside a number', () => {
    // np.fmax([1, nan, nan, 3], [2, 1, nan, nan]) → [2, 1, nan, 3]
    expect(
      fmax(
        array([1, Number.NaN, Number.NaN, 3], 'float64'),
        array([2, 1, Number.NaN, Number.NaN], 'float64'),
      ).toArray(),
    ).toEqual([2, 1, Number.NaN, 3]);
    // np.fmin(float16 [1, nan, 5], float32 [2, 1, nan]) → float32 [1, 1, 5]
    const low = fmin(array([1, Number.NaN, 5], 'float16'), array([2, 1, Number.NaN], 'float32'));
    expect(low.dtype).toBe('float32');
    expect(low.toArray()).toEqual([1, 1, 5]);
    expect(fmax(array([1, 5], 'int8'), array([3, 2], 'uint8')).toArray()).toEqual([3, 5]);
    expect(fmax(array([1, 5], 'int8'), array([3, 2], 'uint8')).dtype).toBe('int16');
    // A compile error too (the rounding rule): cast past it to reach the runtime check.
    expect(() => fmax(complexes() as never, 1)).toThrow(/fmax is not defined for complex/);
  });
});

describe('divmod', () => {
  it('gives floorDivide and remainder', () => {
    // np.divmod(np.array([7, -7], 'int32'), 2) → ([3, -4], [1, 1])
    const [quotient, remainder] = divmod(array([7, -7], 'int32'), 2);
    expect(quotient.toArray()).toEqual([3, -4]);
    expect(remainder.toArray()).toEqual([1, 1]);
    // np.divmod(np.array([7.5, -7.5], 'float32'), 2) → ([3, -4], [1.5, 0.5])
    const [floats, rest] = divmod(array([7.5, -7.5], 'float32'), 2);
    expect(floats.toArray()).toEqual([3, -4]);
    expect(rest.toArray()).toEqual([1.5, 0.5]);
    expect(divmod(array([true]), array([true]))[0].dtype).toBe('int32');
    expect(() => divmod(complexes() as never, 1)).toThrow(/divmod is not defined for complex/);
  });

  it('is a withPolicy member under every policy', () => {
    expect(
      withPolicy('numpy')
        .divmod(array([7], 'int8'), array([2], 'int8'))[1]
        .toArray(),
    ).toEqual([1]);
    expect(x64.divmod).toBe(x64.x64Library.divmod);
  });
});

describe('gcd, lcm', () => {
  it('compute on the absolute values, as NumPy', () => {
    // np.gcd([12, -18, 0, 0, 7], [8, 8, 5, 0, -21]) → [4, 2, 5, 0, 7]
    const divisor = gcd(array([12, -18, 0, 0, 7], 'int32'), array([8, 8, 5, 0, -21], 'int32'));
    expect(divisor.dtype).toBe('int32');
    expect(divisor.toArray()).toEqual([4, 2, 5, 0, 7]);
    // np.lcm(int16 [4, -6, 0, 3], int8 [6, 4, 5, 7]) → int16 [12, 12, 0, 21]
    const multiple = lcm(array([4, -6, 0, 3], 'int16'), array([6, 4, 5, 7], 'int8'));
    expect(multiple.dtype).toBe('int16');
    expect(multiple.toArray()).toEqual([12, 12, 0, 21]);
    // np.gcd([2**62, 6], [2**40 * 3, 4]) → [2**40, 2]
    expect(gcd(array([2n ** 62n, 6n], 'int64'), array([2n ** 40n * 3n, 4n], 'int64')).toArray()).toEqual([
      2n ** 40n,
      2n,
    ]);
    expect(gcd(array([12, 9], 'uint8'), 6).toArray()).toEqual([6, 3]);
  });

  it('refuse bool, floats and complex, naming the function', () => {
    expect(() => gcd(array([true]) as never, array([true]))).toThrow("gcd takes only integer dtypes, not 'bool'.");
    expect(() => lcm(array([1.5], 'float32') as never, 2)).toThrow(/lcm takes only integer dtypes, not 'float32'/);
  });
});

describe('leftShift, rightShift', () => {
  it('shift as NumPy and lax do, within and beyond the width', () => {
    // np.left_shift(uint8 [1, 3], [2, 7]) → [4, 128]; int32 1 << 31 → -2**31; -1 << 4 → -16
    expect(leftShift(array([1, 3], 'uint8'), array([2, 7], 'uint8')).toArray()).toEqual([4, 128]);
    expect(leftShift(array([1, -1, 1, 1], 'int32'), array([31, 4, 32, -1], 'int32')).toArray()).toEqual([
      -(2 ** 31),
      -16,
      0,
      0,
    ]);
    // np.right_shift(int8 [-16, 16, -7], [2, 2, 7]) → [-4, 4, -1]; lax: by 9 or −1 → sign fill
    expect(rightShift(array([-16, 16, -1, -7, 5], 'int8'), array([2, 2, 9, 7, -1], 'int8')).toArray()).toEqual([
      -4, 4, -1, -1, 0,
    ]);
    expect(rightShift(array([255, 128], 'uint8'), array([7, 8], 'uint8')).toArray()).toEqual([1, 0]);
    expect(leftShift(array([5n], 'int64'), 62).toArray()).toEqual([2n ** 62n]);
    expect(rightShift(array([-(2n ** 63n)], 'int64'), 63).toArray()).toEqual([-1n]);
  });

  it("take bool as int32, refuse floats, and have JAX's other names", () => {
    const shifted = leftShift(array([true, false]), array([true, true]));
    expect(shifted.dtype).toBe('int32');
    expect(shifted.toArray()).toEqual([2, 0]);
    expect(() => leftShift(array([1.5], 'float32') as never, 1)).toThrow(/leftShift takes only integer dtypes/);
    expect(bitwiseLeftShift).toBe(leftShift);
    expect(bitwiseRightShift).toBe(rightShift);
    expect(x64.bitwiseRightShift).toBe(x64.x64Library.rightShift);
  });
});

describe('the composites leave no arrays behind', () => {
  it('dispose every intermediate', () => {
    const ints = array([12, -18, 0, 7], 'int32');
    const other = array([8, 8, 5, -21], 'int32');
    const floats = array([1.5, Number.NaN, -Infinity], 'float32');
    const complex = array([{ re: 1, im: Number.NaN }], 'complex64');
    const longs = array([-1n], 'int64');
    const exponents = array([1, -2, 3], 'int8');
    const calls = [
      () => gcd(ints, other),
      () => lcm(ints, other),
      () => leftShift(ints, other),
      () => rightShift(ints, 3),
      () => divmod(ints, other),
      () => modf(floats),
      () => copysign(floats, -1),
      () => heaviside(floats, 0.5),
      () => fmax(floats, 1),
      () => fabs(ints),
      () => floatPower(ints, 2),
      () => nanToNum(floats),
      () => nanToNum(complex),
      () => imag(complex),
      () => conj(complex),
      () => signbit(floats),
      () => isreal(complex),
      () => bitwiseCount(ints),
      () => bitwiseCount(longs),
      () => angle(complex, true),
      () => angle(ints),
      () => nextafter(floats, 0),
      () => frexp(floats),
      () => frexp(ints),
      () => fmod(ints, other),
      () => fmod(floats, 2),
      () => ldexp(floats, exponents),
    ];
    for (const call of calls) {
      const before = memoryStats().liveArrays;
      const result = call() as unknown;
      for (const array of Array.isArray(result) ? result : [result]) (array as { dispose(): void }).dispose();
      expect(memoryStats().liveArrays, call.toString()).toBe(before);
    }
  });
});

describe('nextafter', () => {
  // np.nextafter(x, y) (ml_dtypes for bfloat16) on
  // x = [1, 1, -1, -1, 0, 0, -0, 2, nan, 1, inf, 65504], y = [2, 0, -2, 0, 1, -1, 1, 2, 1, nan, 0, inf]
  const x = [1, 1, -1, -1, 0, 0, -0, 2, Number.NaN, 1, Infinity, 65504];
  const y = [2, 0, -2, 0, 1, -1, 1, 2, 1, Number.NaN, 0, Infinity];
  const expected = {
    float16: [
      1.0009765625,
      0.99951171875,
      -1.0009765625,
      -0.99951171875,
      2 ** -24,
      -(2 ** -24),
      2 ** -24,
      2,
      Number.NaN,
      Number.NaN,
      65504,
      Infinity,
    ],
    bfloat16: [
      1.0078125,
      0.99609375,
      -1.0078125,
      -0.99609375,
      2 ** -133,
      -(2 ** -133),
      2 ** -133,
      2,
      Number.NaN,
      Number.NaN,
      3.3895313892515355e38,
      66048,
    ],
    float32: [
      1.0000001192092896,
      0.9999999403953552,
      -1.0000001192092896,
      -0.9999999403953552,
      2 ** -149,
      -(2 ** -149),
      2 ** -149,
      2,
      Number.NaN,
      Number.NaN,
      3.4028234663852886e38,
      65504.00390625,
    ],
    float64: [
      1.0000000000000002,
      0.9999999999999999,
      -1.0000000000000002,
      -0.9999999999999999,
      5e-324,
      -5e-324,
      5e-324,
      2,
      Number.NaN,
      Number.NaN,
      Number.MAX_VALUE,
      65504.00000000001,
    ],
  } as const;
  for (const [dtype, values] of Object.entries(expected)) {
    it(`steps one ulp in ${dtype}, as NumPy`, () => {
      const result = nextafter(array(x, dtype as 'float32'), array(y, dtype as 'float32'));
      expect(result.dtype).toBe(dtype);
      expect(result.toArray()).toEqual(values);
    });
  }

  it('takes integers as float32 and refuses complex', () => {
    expect(nextafter(array([1], 'int8'), 2).toArray()).toEqual([1.0000001192092896]);
    expect(() => nextafter(complexes() as never, 1)).toThrow(/nextafter is not defined for complex/);
  });
});

describe('bitwiseCount', () => {
  it("counts the set bits of |x| as uint8, as NumPy's bitwise_count", () => {
    // np.bitwise_count: int8 [7, -1, 0, -128, 127] → [3, 1, 0, 1, 7]; uint16 [255, 256, 65535] → [8, 1, 16]
    const small = bitwiseCount(array([7, -1, 0, -128, 127], 'int8'));
    expect(small.dtype).toBe('uint8');
    expect(small.toArray()).toEqual([3, 1, 0, 1, 7]);
    expect(bitwiseCount(array([255, 256, 65535], 'uint16')).toArray()).toEqual([8, 1, 16]);
    expect(bitwiseCount(array([-1, 2 ** 31 - 1, -(2 ** 31)], 'int32')).toArray()).toEqual([1, 31, 1]);
    expect(bitwiseCount(array([-1n, 2n ** 62n - 1n, -(2n ** 63n)], 'int64')).toArray()).toEqual([1, 62, 1]);
    expect(bitwiseCount(array([2n ** 64n - 1n], 'uint64')).toArray()).toEqual([64]);
    expect(bitwiseCount(array([true, false])).toArray()).toEqual([1, 0]);
    expect(bitwiseCount(array([-8, 7], 'int4')).toArray()).toEqual([1, 3]);
    expect(() => bitwiseCount(array([1.5], 'float32') as never)).toThrow(/bitwiseCount takes only integer dtypes/);
  });
});

describe('angle', () => {
  it('gives the argument in the real dtype, in degrees on request', () => {
    // np.angle(complex64 [1j, -1, complex(-1, -0.0), 1+1j]) → [pi/2, pi, -pi, pi/4]
    const z = array(
      [
        { re: 0, im: 1 },
        { re: -1, im: 0 },
        { re: -1, im: -0 },
        { re: 1, im: 1 },
      ],
      'complex64',
    );
    const radians = angle(z);
    expect(radians.dtype).toBe('float32');
    expect(radians.toArray()).toEqual([
      1.5707963705062866, 3.1415927410125732, -3.1415927410125732, 0.7853981852531433,
    ]);
    expect(angle(z, true).toArray()).toEqual([90, 180, -180, 45]);
    // jnp.angle of integers: the default float (np.angle gives float64)
    expect(angle(array([-2, 3], 'int8')).toArray()).toEqual([3.1415927410125732, 0]);
    expect(angle(array([-2, 3], 'int8')).dtype).toBe('float32');
    expect(x64.angle(array([-2, 3], 'int8')).dtype).toBe('float64');
    expect(angle(array([-2.5, 0], 'float16')).toArray()).toEqual([3.140625, 0]);
    expect(() => angle(z, 1 as never)).toThrow(/angle: deg is true or false/);
  });
});

describe('frexp', () => {
  // np.frexp([8, 0.375, -3, 0, -0, 1e-40, inf, nan, 1]) (bfloat16: through float32, as ml_dtypes)
  const input = [8, 0.375, -3, 0, -0, 1e-40, Infinity, Number.NaN, 1];
  const cases = {
    float16: [
      [0.5, 0.75, -0.75, 0, -0, 0, Infinity, Number.NaN, 0.5],
      [4, -1, 2, 0, 0, 0, 0, 0, 1],
    ],
    bfloat16: [
      [0.5, 0.75, -0.75, 0, -0, 0.5, Infinity, Number.NaN, 0.5],
      [4, -1, 2, 0, 0, -132, 0, 0, 1],
    ],
    float32: [
      [0.5, 0.75, -0.75, 0, -0, 0.5444488525390625, Infinity, Number.NaN, 0.5],
      [4, -1, 2, 0, 0, -132, 0, 0, 1],
    ],
    float64: [
      [0.5, 0.75, -0.75, 0, -0, 0.5444517870735015, Infinity, Number.NaN, 0.5],
      [4, -1, 2, 0, 0, -132, 0, 0, 1],
    ],
  } as const;
  for (const [dtype, [mantissas, exponents]] of Object.entries(cases)) {
    it(`splits ${dtype} as NumPy`, () => {
      const [mantissa, exponent] = frexp(array(input, dtype as 'float32'));
      expect(mantissa.dtype).toBe(dtype);
      expect(exponent.dtype).toBe('int32');
      (mantissa.toArray() as number[]).forEach((value, index) => expect(Object.is(value, mantissas[index])).toBe(true));
      expect(exponent.toArray()).toEqual(exponents);
    });
  }

  it('handles float64 subnormals and the largest value; integers as float32', () => {
    // np.frexp([5e-324, -1e-310, 1.7976931348623157e308])
    const [mantissa, exponent] = frexp(array([5e-324, -1e-310, Number.MAX_VALUE], 'float64'));
    expect(mantissa.toArray()).toEqual([0.5, -0.5752618031559393, 0.9999999999999999]);
    expect(exponent.toArray()).toEqual([-1073, -1029, 1024]);
    expect(frexp(array([6, -1], 'int8'))[0].dtype).toBe('float32');
    expect(() => frexp(complexes() as never)).toThrow(/frexp is not defined for complex/);
  });
});

describe('fmod', () => {
  it("gives C's fmod: truncating division's remainder, with x1's sign", () => {
    // np.fmod(int8 [-7, 7, -128, 127, 5, -5, 0], [3, -3, 3, 1, 1, 2, -1]); jnp.fmod takes x2 = 0 as 1
    const ints = fmod(array([-7, 7, -128, 127, 5, -5, 0], 'int8'), array([3, -3, 3, 0, 0, 2, -1], 'int8'));
    expect(ints.dtype).toBe('int8');
    expect(ints.toArray()).toEqual([-1, 1, -2, 0, 0, -1, 0]);
    // np.fmod([-7.5, 7.5, -4, 1e-20, -1e-20, inf, 3, 5], [2, -2, 2, 1, 1, 2, inf, 0])
    const floats = fmod(
      array([-7.5, 7.5, -4, 1e-20, -1e-20, Infinity, 3, 5], 'float64'),
      array([2, -2, 2, 1, 1, 2, Infinity, 0], 'float64'),
    );
    const expected = [-1.5, 1.5, -0, 1e-20, -1e-20, Number.NaN, 3, Number.NaN];
    (floats.toArray() as number[]).forEach((value, index) => expect(Object.is(value, expected[index])).toBe(true));
    expect(fmod(array([5.5, -5.5], 'float16'), 2).toArray()).toEqual([1.5, -1.5]);
    expect(fmod(array([7, 9], 'uint8'), array([3, 0], 'uint8')).toArray()).toEqual([1, 0]);
    expect(fmod(array([true]), array([true])).dtype).toBe('int32');
    expect(() => fmod(complexes() as never, 1)).toThrow(/fmod is not defined for complex/);
  });
});

describe('under jit', () => {
  it("the composites trace as they run: jit gives op-by-op's bits", () => {
    const x = array([1.5, -2.5, 0, Number.NaN], 'float32');
    const y = array([-1, 2, -0, 1], 'float32');
    const ints = array([12, -18, 7, 0], 'int32');
    const chains: [string, () => unknown][] = [
      ['copysign', () => copysign(x, y).add(1)],
      ['gcd', () => gcd(ints, 8).add(1)],
      ['lcm', () => lcm(ints, 6).add(1)],
      ['frexp', () => frexp(x)[0].multiply(2)],
      ['nextafter', () => nextafter(x, y).add(0)],
      ['fmod', () => fmod(x, 2).add(0)],
      ['bitwiseCount', () => bitwiseCount(ints).add(0)],
      ['angle', () => angle(x, true).add(0)],
      ['shifts', () => leftShift(ints, 2).add(rightShift(ints, 1))],
    ];
    for (const [name, chain] of chains) {
      const eager = (chain() as { toArray(): unknown }).toArray();
      const traced = (jit(chain as () => never)() as { toArray(): unknown }).toArray();
      expect(traced, name).toEqual(eager);
    }
  });
});

describe('ldexp', () => {
  it("scales by 2^x2 in x1's inexact dtype, as NumPy", () => {
    // np.ldexp(float32 [0.75, 1, -3, 0, inf, nan, 1, 1, 1.5], [2, -1, 3, 5, 1, 1, -149, 128, -150])
    const result = ldexp(
      array([0.75, 1, -3, 0, Infinity, Number.NaN, 1, 1, 1.5], 'float32'),
      array([2, -1, 3, 5, 1, 1, -149, 128, -150], 'int32'),
    );
    expect(result.dtype).toBe('float32');
    expect(result.toArray()).toEqual([3, 0.5, -24, 0, Infinity, Number.NaN, 2 ** -149, Infinity, 2 ** -149]);
    // np.ldexp([1, 1, 0.5], [-1074, 1023, 1025]) → [5e-324, 2**1023, inf]
    expect(ldexp(array([1, 1, 0.5], 'float64'), array([-1074n, 1023n, 1025n], 'int64')).toArray()).toEqual([
      5e-324,
      2 ** 1023,
      Infinity,
    ]);
    expect(ldexp(array([3], 'int8'), array([true])).toArray()).toEqual([6]);
    expect(ldexp(array([1.5], 'float16'), 3).dtype).toBe('float16');
  });

  it('refuses a float exponent and a complex x1, naming ldexp', () => {
    expect(() => ldexp(array([1.5], 'float32'), 2.5 as never)).toThrow(
      /ldexp takes only bool and integer dtypes, not 'float'/,
    );
    expect(() => ldexp(complexes() as never, 1)).toThrow(/ldexp is not defined for complex/);
  });
});
