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
  unaryResultType,
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
    expect(x64.trueDivide).toBe(x64.divide);
  });

  it('are data on the rows, each name once across rows and aliases', () => {
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

describe('round (jnp.round, decimals 0)', () => {
  // np.round(np.array([0.5, 1.5, 2.5, -0.5, -2.5, 3.7, -3.7, inf, -inf, -0.0], dtype))
  const input = [0.5, 1.5, 2.5, -0.5, -2.5, 3.7, -3.7, Infinity, -Infinity, -0];
  const expected = [0, 2, 2, -0, -2, 4, -4, Infinity, -Infinity, -0];
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

  it('refuses bool (lax.round has no bool), at run time and in the result type', () => {
    expect(() => round(array([true], 'bool') as never)).toThrow(/round/);
    expect(() => unaryResultType('round', 'bool')).toThrow(/round/);
    expect(unaryResultType('round', 'int8')).toBe('int8');
    expect(unaryResultType('round', 'float')).toBe('float');
  });

  it('follows the rule under the other policies', () => {
    expect(withPolicy('numpy').round(array([2.5], 'float32')).dtype).toBe('float32');
  });

  it('gives op-by-op bits under jit', () => {
    const x = array([0.5, 1.5, 2.5, -2.5, 3.25], 'float32');
    const fn = (a: typeof x) => round(a);
    expect(jit(fn)(x).toArray()).toEqual(round(x).toArray());
  });
});
