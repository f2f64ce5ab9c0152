// isposinf, isneginf, signbit, isreal, iscomplex (jnp's): bool of the input's shape, against
// NumPy 2.4's values (np.isposinf … on the same inputs), and JAX's refusals.
import { describe, expect, it } from 'vitest';
import { array, iscomplex, isneginf, isposinf, isreal, jit, logicalOr, signbit, withPolicy } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import * as x64 from '../src/x64.js';

// np.array([-0.0, 0.5, -2.5, inf, -inf, nan], dtype)
const floats = [-0, 0.5, -2.5, Infinity, -Infinity, Number.NaN];

describe('isposinf, isneginf, signbit', () => {
  for (const dtype of ['float16', 'bfloat16', 'float32', 'float64'] as const) {
    it(`test ${dtype} as NumPy does`, () => {
      const x = array(floats, dtype);
      expect(isposinf(x).toArray()).toEqual([false, false, false, true, false, false]);
      expect(isneginf(x).toArray()).toEqual([false, false, false, false, true, false]);
      expect(signbit(x).toArray()).toEqual([true, false, true, false, true, false]);
      expect(signbit(x).dtype).toBe('bool');
      expect(signbit(x).shape).toEqual([6]);
    });
  }

  it('read the sign bit of a negative NaN', () => {
    // np.signbit(np.negative(np.float32('nan'))) → True (negative flips the sign bit)
    for (const dtype of ['float16', 'float32', 'float64'] as const)
      expect(signbit(array([Number.NaN], dtype).negative()).toArray()).toEqual([true]);
  });

  it('give false for integers and bool, and signbit tests integers below zero', () => {
    for (const dtype of ['int8', 'uint8', 'int32', 'int64', 'uint64'] as const) {
      const x = array([0, 1, 2], dtype);
      expect(isposinf(x).toArray()).toEqual([false, false, false]);
      expect(isneginf(x).toArray()).toEqual([false, false, false]);
    }
    expect(signbit(array([-1, 0, 3], 'int8')).toArray()).toEqual([true, false, false]);
    expect(signbit(array([-5n, 2n], 'int64')).toArray()).toEqual([true, false]);
    expect(signbit(array([true, false])).toArray()).toEqual([false, false]);
    expect(isposinf(array([true])).toArray()).toEqual([false]);
  });

  it('refuse complex, naming the function and dtype', () => {
    const z = array([{ re: 1, im: 2 }], 'complex64');
    // @ts-expect-error complex is refused at compile time too (the rows' rule)
    expect(() => isposinf(z)).toThrow(/isposinf.*complex64/);
    // @ts-expect-error
    expect(() => isneginf(z)).toThrow(/isneginf.*complex64/);
    // @ts-expect-error
    expect(() => signbit(z)).toThrow(/signbit.*complex64/);
  });

  it('take JavaScript scalars and out, and are withPolicy members', () => {
    expect(isposinf(Infinity).toArray()).toEqual(true);
    expect(signbit(-3).toArray()).toEqual(true);
    const out = array([false, false, false]);
    expect(signbit(array([-1, 1, -2], 'float32'), { out })).toBe(out);
    expect(out.toArray()).toEqual([true, false, true]);
    expect(
      withPolicy('numpy')
        .isneginf(array([-Infinity], 'float64'))
        .toArray(),
    ).toEqual([true]);
    expect(x64.signbit).toBe(x64.x64Library.signbit);
  });
});

describe('isreal, iscomplex', () => {
  it('test the imaginary part of complex numbers', () => {
    // np.isreal(np.array([1+0j, 2-0j, 1j, complex(nan, nan)], 'complex64'))
    for (const dtype of ['complex64', 'complex128'] as const) {
      const z = array(
        [
          { re: 1, im: 0 },
          { re: 2, im: -0 },
          { re: 0, im: 1 },
          { re: Number.NaN, im: Number.NaN },
        ],
        dtype,
      );
      expect(isreal(z).toArray()).toEqual([true, true, false, false]);
      expect(iscomplex(z).toArray()).toEqual([false, false, true, true]);
    }
  });

  it('call every real dtype real', () => {
    for (const dtype of ['bool', 'int8', 'uint32', 'float16', 'float32', 'float64'] as const) {
      const x = array([1, 0], dtype);
      expect(isreal(x).toArray()).toEqual([true, true]);
      expect(iscomplex(x).toArray()).toEqual([false, false]);
    }
    expect(isreal(array([Number.NaN], 'float32')).toArray()).toEqual([true]);
  });

  it('keep the shape of a 2-d complex input', () => {
    const z = array(
      [
        [
          { re: 1, im: 0 },
          { re: 1, im: 1 },
        ],
      ],
      'complex128',
    );
    expect(iscomplex(z).shape).toEqual([1, 2]);
    expect(iscomplex(z).toArray()).toEqual([[false, true]]);
  });
});

// The predicates are registry rows with kernels (asm/predicates.ts): sixteen elements at a time in
// v128 lanes, the tail and strided views one at a time; every dtype the rows take, at lengths that
// exercise both, against the same values tested one by one in JavaScript.
describe('the predicate kernels, every dtype, vector and tail', () => {
  const length = 37; // two blocks of sixteen and a tail of five
  const pick = (index: number) => [-0, 0.5, -2.5, Infinity, -Infinity, Number.NaN, 3, -1][index % 8]!;
  const floatsOf = Array.from({ length }, (_, index) => pick(index));
  for (const dtype of ['bfloat16', 'float16', 'float32', 'float64'] as const) {
    it(`${dtype}: signbit, isposinf, isneginf on ${length} elements, contiguous and strided`, () => {
      using x = array(floatsOf, dtype);
      using posinf = isposinf(x);
      using neginf = isneginf(x);
      using sign = signbit(x);
      expect(posinf.toArray()).toEqual(floatsOf.map((value) => value === Infinity));
      expect(neginf.toArray()).toEqual(floatsOf.map((value) => value === -Infinity));
      expect(sign.toArray()).toEqual(floatsOf.map((value) => Object.is(value, -0) || value < 0));
      using every2 = x.slice('::2');
      using strided = signbit(every2);
      expect(strided.toArray()).toEqual(
        floatsOf.filter((_, index) => index % 2 === 0).map((v) => Object.is(v, -0) || v < 0),
      );
    });
  }
  for (const dtype of ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'] as const) {
    it(`${dtype}: signbit is x < 0, isposinf and isneginf false, isreal true`, () => {
      const values = Array.from({ length }, (_, index) =>
        dtype === 'bool' ? index % 3 === 0 : ((index * 7) % 11) - (dtype.startsWith('u') ? 0 : 5),
      );
      using x = array(
        values.map((v) => (dtype.endsWith('64') && typeof v === 'number' ? BigInt(v) : v)) as never,
        dtype,
      );
      using sign = signbit(x);
      using posinf = isposinf(x);
      using real = isreal(x);
      using complex = iscomplex(x);
      expect(sign.toArray()).toEqual(values.map((v) => typeof v === 'number' && v < 0));
      expect(posinf.toArray()).toEqual(values.map(() => false));
      expect(real.toArray()).toEqual(values.map(() => true));
      expect(complex.toArray()).toEqual(values.map(() => false));
    });
  }
  for (const dtype of ['complex64', 'complex128'] as const) {
    it(`${dtype}: isreal, iscomplex on ${length} elements`, () => {
      const values = Array.from({ length }, (_, index) => ({ re: index, im: [0, -0, 1, Number.NaN, -2][index % 5]! }));
      using z = array(values, dtype);
      using real = isreal(z);
      using complex = iscomplex(z);
      expect(real.toArray()).toEqual(values.map(({ im }) => im === 0));
      expect(complex.toArray()).toEqual(values.map(({ im }) => im !== 0));
    });
  }
  it('narrow dtypes: isposinf of float8 on its float32 values, signbit of int4 below zero, signbit of float8 refused', () => {
    using bytes = array([Infinity, -Infinity, 1, -0], 'float8_e5m2');
    using posinf = isposinf(bytes);
    expect(posinf.toArray()).toEqual([true, false, false, false]);
    using small = array([-3, 0, 5], 'int4');
    using sign = signbit(small);
    expect(sign.toArray()).toEqual([true, false, false]);
    // @ts-expect-error refused at compile time too
    expect(() => signbit(bytes)).toThrow(
      "signbit is not defined for 'float8_e5m2' (it works on the bits of 16-, 32- and 64-bit floats); cast to float32 with astype() first.",
    );
  });
  it('fuse under jit with the same bits, and free what they make', () => {
    const before = undisposed();
    {
      using x = array(floatsOf, 'float32');
      const chain = (a: typeof x) => logicalOr(signbit(a), isposinf(a));
      using s = signbit(x);
      using p = isposinf(x);
      using eager = logicalOr(s, p);
      using traced = jit(chain)(x);
      expect(traced.toArray()).toEqual(eager.toArray());
    }
    expect(undisposed()).toEqual(before);
  });
});
