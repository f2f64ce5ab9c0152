// isposinf, isneginf, signbit, isreal, iscomplex (jnp's): bool of the input's shape, against
// NumPy 2.4's values (np.isposinf … on the same inputs), and JAX's refusals.
import { describe, expect, it } from 'vitest';
import { array, iscomplex, isneginf, isposinf, isreal, signbit, withPolicy } from '../src/index.js';
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
    expect(() => isposinf(z)).toThrow(/isposinf.*complex64/);
    expect(() => isneginf(z)).toThrow(/isneginf.*complex64/);
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
