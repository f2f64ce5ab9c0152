// What test-d/creation-defaults.test-d.ts states, at run time.
import { describe, expect, it } from 'vitest';
import { arange, array } from '../src/index.js';

describe('default dtypes (x64 off, as JAX) and shapes of arange and array', () => {
  it.each([
    ['arange(2.5)', () => arange(2.5), 'float32', [3]],
    ['arange(-3)', () => arange(-3), 'int32', [0]],
    ['arange(0, 1, 0.25)', () => arange(0, 1, 0.25), 'float32', [4]],
    ['arange(2, 10, 2)', () => arange(2, 10, 2), 'int32', [4]],
    ['arange(5)', () => arange(5), 'int32', [5]],
    ['arange(3, int8)', () => arange(3, 'int8'), 'int8', [3]],
    ['array([])', () => array([]), 'float32', [0]],
  ] as const)('%s', (_, make, dtype, shape) => {
    const result = make();
    expect(result.dtype).toBe(dtype);
    expect(result.shape).toEqual(shape);
    result.dispose();
  });
});

describe('isNDArray', () => {
  it('tells arrays from other values, and checks the dtype when given', async () => {
    const { isNDArray, add } = await import('../src/index.js');
    const floats = array([1.5, 2], 'float32');
    expect(isNDArray(floats)).toBe(true);
    expect(isNDArray([1, 2])).toBe(false);
    expect(isNDArray(floats, 'float32')).toBe(true);
    expect(isNDArray(floats, 'float64')).toBe(false);
    const weak = add(2.5, 1);
    expect(isNDArray(weak, 'float32')).toBe(true); // a weak float, held as float32 with x64 off
    expect(() => isNDArray(floats, 'float128' as never)).toThrow("isNDArray: Unknown dtype 'float128'");
    floats.dispose();
    weak.dispose();
  });
});
