// JAX's other names for operations (a registry row's `aliases`: the same function object) and
// jnp.round (round half to even; integers pass unchanged; bool refused), against NumPy 2.4's values.
import { describe, expect, it } from 'vitest';
import {
  around,
  array,
  bitwiseInvert,
  bitwiseNot,
  divide,
  fix,
  invert,
  jit,
  pow,
  power,
  round,
  trueDivide,
  trunc,
  withPolicy,
} from '../src/index.js';
import * as x64 from '../src/x64.js';
import { operationRows } from '../src/registry/registry.js';

describe('aliases', () => {
  it('are the same function objects as the row they name, in the root and x64 entries', () => {
    expect(invert).toBe(bitwiseNot);
    expect(bitwiseInvert).toBe(bitwiseNot);
    expect(pow).toBe(power);
    expect(trueDivide).toBe(divide);
    expect(fix).toBe(trunc);
    expect(around).toBe(round);
    expect(x64.invert).toBe(x64.bitwiseNot);
    expect(x64.around).toBe(x64.round);
    expect(x64.round).toBe(x64.x64Library.round);
    expect(x64.trueDivide).toBe(x64.divide);
  });

  it('are data on the rows (round and around: a composite and its second name), each name once', () => {
    const names = operationRows.flatMap((row) => [row.name, ...('aliases' in row ? row.aliases : [])]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('compute what the row computes', () => {
    expect(invert(array([0, 5, -1], 'int8')).toArray()).toEqual([-1, -6, 0]);
    expect(pow(array([2, 3], 'int32'), 2).toArray()).toEqual([4, 9]);
    expect(trueDivide(array([1, 3], 'int32'), 2).dtype).toBe('float32');
    expect(fix(array([-2.5, 2.5, -0.5], 'float32')).toArray()).toEqual([-2, 2, -0]);
  });
});

describe('round (jnp.round)', () => {
  // np.round(np.array([0.5, 1.5, 2.5, -0.5, -2.5, 3.7, -3.7, inf, -inf, -0.0], dtype))
  const input = [0.5, 1.5, 2.5, -0.5, -2.5, 3.7, -3.7, Infinity, -Infinity, -0];
  const expected = [0, 2, 2, -0, -2, 4, -4, Infinity, -Infinity, -0];
  // (bfloat16: 3.7 is 3.703125, which still rounds to 4.)
  for (const dtype of ['float16', 'bfloat16', 'float32', 'float64'] as const) {
    it(`rounds half to even in ${dtype}, keeping the dtype`, () => {
      const result = round(array(input, dtype));
      expect(result.dtype).toBe(dtype);
      const values = result.toArray() as number[];
      values.forEach((value, index) => expect(Object.is(value, expected[index])).toBe(true));
      expect(Number.isNaN(round(array([Number.NaN], dtype)).toArray()[0] as number)).toBe(true);
    });
  }

  it('rounds each part of a complex number', () => {
    // np.round(np.array([1.5+2.5j, -0.5-3.5j], 'complex64')) → [2+2j, -0-4j]
    const result = round(
      array(
        [
          { re: 1.5, im: 2.5 },
          { re: -0.5, im: -3.5 },
        ],
        'complex64',
      ),
    );
    expect(result.dtype).toBe('complex64');
    expect(result.toArray()).toEqual([
      { re: 2, im: 2 },
      { re: -0, im: -4 },
    ]);
  });

  it('gives integers back unchanged, in their dtype', () => {
    for (const dtype of ['int8', 'uint16', 'int32', 'int64', 'int4'] as const) {
      const result = round(array([1, 2, 7], dtype));
      expect(result.dtype).toBe(dtype);
      expect(result.toArray().map(Number)).toEqual([1, 2, 7]);
    }
  });

  it('refuses bool (lax.round has no bool)', () => {
    expect(() => round(array([true], 'bool') as never)).toThrow(
      "round: round is not defined for 'bool'; cast to a numeric dtype with astype() first.",
    );
  });

  it('follows the rule under the other policies', () => {
    expect(withPolicy('numpy').round(array([2.5], 'float32')).dtype).toBe('float32');
  });

  it('takes decimals: scaled by 10^decimals, rounded half to even, scaled back (as jnp.round)', () => {
    // np.round([1.25, -0.35], 1) → [1.2, -0.4]; np.round(float32 [1234.5, -151], -2) → [1200, -200]
    expect(round(array([1.25, -0.35], 'float64'), 1).toArray()).toEqual([1.2, -0.4]);
    expect(round(array([1234.5, -151], 'float32'), -2).toArray()).toEqual([1200, -200]);
    // np.round(float16 [0.125, 1.005], 2) → [0.12, 1.0] (float16, scaled in float32)
    const halves = round(array([0.125, 1.005], 'float16'), 2);
    expect(halves.dtype).toBe('float16');
    expect(halves.toArray()).toEqual([0.1199951171875, 1]);
    // np.round([1.25+2.35j], 1) → [1.2+2.4j]
    expect(round(array([{ re: 1.25, im: 2.35 }], 'complex128'), 1).toArray()).toEqual([{ re: 1.2, im: 2.4 }]);
    expect(round(array([7, 8], 'int8'), 3).toArray()).toEqual([7, 8]);
    expect(() => round(array([7], 'int8'), -1)).toThrow(/no negative decimals/);
    expect(() => round(array([1.5]), 1.5)).toThrow(/decimals is an integer/);
    // jnp.round: decimals beyond log10(finfo.max) give the input back
    expect(round(array([1e30], 'float32'), 40).toArray()).toEqual([1.0000000150474662e30]);
  });

  it('gives op-by-op bits under jit', () => {
    const x = array([0.5, 1.5, 2.5, -2.5, 3.25], 'float32');
    const fn = (a: typeof x) => round(a);
    expect(jit(fn)(x).toArray()).toEqual(round(x).toArray());
  });
});
