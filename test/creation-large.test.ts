// Issue #10: arange(1.5e8) threw "Invalid array length" and arange(4e8) ran out of JavaScript heap,
// since creation built a JavaScript array of the whole size. Its own file: the worker's wasm memory
// stays grown afterwards.
import { describe, expect, it } from 'vitest';
import { arange, zeros } from '../src/index.js';

describe('large arrays are written straight into wasm memory', () => {
  it('arange(1.5e8) works (600 MB as int32), every chunk in place', () => {
    const large = arange(1.5e8, 'int32');
    expect(large.shape).toEqual([150_000_000]);
    const values = large.toTypedArray() as Int32Array;
    for (const index of [0, 1, 65_535, 65_536, 65_537, 99_999_999, 149_999_999]) expect(values[index]).toBe(index);
    let mismatches = 0;
    for (let index = 0; index < values.length; index += 4099) if (values[index] !== index) mismatches += 1;
    expect(mismatches).toBe(0);
    large.dispose();
  }, 120_000);

  it('toArray() on more elements than a JavaScript array holds is a RangeError naming toTypedArray()', () => {
    const large = zeros([2 ** 27], 'uint8');
    expect(() => large.toArray()).toThrow(
      new RangeError(
        'toArray: this uint8 array of shape [134217728] has 134217728 elements, more than a JavaScript array holds (134217725); read it with toTypedArray().',
      ),
    );
    expect(large.toTypedArray().length).toBe(2 ** 27);
    large.dispose();
  }, 60_000);
});
