// real, imag, conjugate (conj), positive and nanToNum (jnp's), against NumPy 2.4's values on the
// same inputs (np.real, np.imag, np.conj, np.positive, np.nan_to_num).
import { describe, expect, it } from 'vitest';
import { array, conj, conjugate, imag, nanToNum, positive, real, withPolicy } from '../src/index.js';
import * as x64 from '../src/x64.js';

const same = (actual: unknown[], expected: unknown[]) =>
  actual.forEach((value, index) => expect(Object.is(value, expected[index]), `${value} at ${index}`).toBe(true));

describe('real, imag, conjugate', () => {
  for (const [dtype, part] of [
    ['complex64', 'float32'],
    ['complex128', 'float64'],
  ] as const) {
    it(`take ${dtype} apart into ${part}`, () => {
      // z = np.array([1+2j, complex(-0.0, -0.0), complex(inf, nan)])
      const z = array(
        [
          { re: 1, im: 2 },
          { re: -0, im: -0 },
          { re: Infinity, im: Number.NaN },
        ],
        dtype,
      );
      expect(real(z).dtype).toBe(part);
      expect(imag(z).dtype).toBe(part);
      same(real(z).toArray() as number[], [1, -0, Infinity]);
      same(imag(z).toArray() as number[], [2, -0, Number.NaN]);
      const conjugated = conjugate(z);
      expect(conjugated.dtype).toBe(dtype);
      // np.conj: (1-2j), (-0+0j), (inf+nanj)
      expect(conjugated.toArray()).toEqual([
        { re: 1, im: -2 },
        { re: -0, im: 0 },
        { re: Infinity, im: Number.NaN },
      ]);
      expect(Object.is((conjugated.toArray() as { im: number }[])[1]!.im, 0)).toBe(true);
    });
  }

  it('give real dtypes back as they are (imag: zeros of the dtype)', () => {
    for (const dtype of ['bool', 'int8', 'uint64', 'float16', 'bfloat16', 'float32', 'int4'] as const) {
      const x = array([1, 0], dtype);
      expect(real(x).dtype).toBe(dtype);
      expect(imag(x).dtype).toBe(dtype);
      expect(conjugate(x).dtype).toBe(dtype);
      expect(real(x).toArray()).toEqual(x.toArray());
      expect(conjugate(x).toArray()).toEqual(x.toArray());
      expect(imag(x).toArray().map(Number)).toEqual([0, 0]);
    }
  });

  it('read strided views', () => {
    const z = array(
      [
        [
          { re: 1, im: 2 },
          { re: 3, im: 4 },
        ],
        [
          { re: 5, im: 6 },
          { re: 7, im: 8 },
        ],
      ],
      'complex64',
    ).transpose();
    expect(imag(z).toArray()).toEqual([
      [2, 6],
      [4, 8],
    ]);
    expect(real(z).toArray()).toEqual([
      [1, 5],
      [3, 7],
    ]);
    expect(conj(z).toArray()).toEqual([
      [
        { re: 1, im: -2 },
        { re: 5, im: -6 },
      ],
      [
        { re: 3, im: -4 },
        { re: 7, im: -8 },
      ],
    ]);
  });

  it('conj is conjugate, in the root and x64 entries and under a policy', () => {
    expect(conj).toBe(conjugate);
    expect(x64.conj).toBe(x64.conjugate);
    expect(x64.conj).toBe(x64.x64Library.conj);
    const policy = withPolicy('numpy');
    expect(policy.conj).toBe(policy.conjugate);
  });

  it('keep a JavaScript scalar weak', () => {
    const value = real(2.5);
    expect(value.dtype).toBe('float32');
    expect(value.weakType).toBe(true);
    expect(imag({ re: 1, im: 3 }).toArray()).toBe(3);
  });
});

describe('positive', () => {
  it('copies, dtype unchanged (bool too)', () => {
    const x = array([1.5, -2], 'float16');
    const y = positive(x);
    expect(y).not.toBe(x);
    expect(y.dtype).toBe('float16');
    expect(y.toArray()).toEqual([1.5, -2]);
    expect(positive(array([true, false])).toArray()).toEqual([true, false]);
  });
});

describe('nanToNum', () => {
  it("replaces NaN and the infinities by 0 and the dtype's finite extremes", () => {
    // np.nan_to_num(np.array([nan, inf, -inf, 1], 'float16')) → [0, 65504, -65504, 1]
    expect(nanToNum(array([Number.NaN, Infinity, -Infinity, 1], 'float16')).toArray()).toEqual([0, 65504, -65504, 1]);
    expect(nanToNum(array([Number.NaN, Infinity, -Infinity, 1], 'float64')).toArray()).toEqual([
      0,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      1,
    ]);
    // ml_dtypes.finfo(float8_e5m2).max, finfo(float4_e2m1fn).max
    expect(nanToNum(array([Infinity, -Infinity], 'float8_e5m2')).toArray()).toEqual([57344, -57344]);
    expect(nanToNum(array([Infinity, -Infinity], 'float8_e4m3')).toArray()).toEqual([240, -240]);
  });

  it('takes nan, posinf and neginf', () => {
    // np.nan_to_num(np.array([nan, inf, -inf, 1], 'float32'), nan=5, posinf=7)
    const result = nanToNum(array([Number.NaN, Infinity, -Infinity, 1], 'float32'), { nan: 5, posinf: 7 });
    expect(result.dtype).toBe('float32');
    expect(result.toArray()).toEqual([5, 7, -3.4028234663852886e38, 1]);
    expect(nanToNum(array([-Infinity], 'float32'), { neginf: -1 }).toArray()).toEqual([-1]);
  });

  it('replaces each part of a complex number, and leaves integers and bool', () => {
    // np.nan_to_num(np.array([complex(nan, inf)])) → [1.7976931348623157e+308j]
    expect(nanToNum(array([{ re: Number.NaN, im: Infinity }], 'complex128')).toArray()).toEqual([
      { re: 0, im: Number.MAX_VALUE },
    ]);
    expect(nanToNum(array([1, 2], 'int32')).toArray()).toEqual([1, 2]);
    expect(nanToNum(array([true])).dtype).toBe('bool');
  });

  it('checks its options', () => {
    expect(() => nanToNum(array([1.5]), { nan: 'x' } as never)).toThrow(/nanToNum: the nan option is a number/);
    expect(() => nanToNum(array([1.5]), { bad: 1 } as never)).toThrow(/nanToNum: unknown option 'bad'/);
  });
});

describe("jax.Array's methods", () => {
  it('x.real(), x.imag(), x.conj(), x.conjugate(), x.round(decimals) are the functions', () => {
    const z = array([{ re: 1.5, im: -2.5 }], 'complex64');
    expect(z.real().toArray()).toEqual(real(z).toArray());
    expect(z.imag().toArray()).toEqual([-2.5]);
    expect(z.conj().toArray()).toEqual([{ re: 1.5, im: 2.5 }]);
    expect(z.conjugate().toArray()).toEqual(conjugate(z).toArray());
    expect(z.round().toArray()).toEqual([{ re: 2, im: -2 }]);
    expect(array([1.25], 'float64').round(1).toArray()).toEqual([1.2]);
    const bools = array([true]) as unknown as { round(): unknown };
    expect(() => bools.round()).toThrow(/round is not defined for 'bool'/);
  });
});
