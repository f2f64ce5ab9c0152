// Seeing arrays: toString / console.log (NumPy's repr layout), toJSON and array(json), memoryStats.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  add,
  arange,
  array,
  dtypes,
  eye,
  full,
  jit,
  jitStats,
  linspace,
  memoryStats,
  multiply,
  ones,
  zeros,
  type NDArray,
} from '../src/x64.js';

describe('toString and console.log', () => {
  it('1-d and 0-d arrays stay on one line, columns padded to one width', () => {
    using small = array([1, -20, 300], 'int16');
    expect(String(small)).toBe('NDArray([  1, -20, 300], dtype=int16)');
    using floats = array([1.5, -2, 10.25]);
    expect(String(floats)).toBe('NDArray([ 1.5 , -2   , 10.25], dtype=float64)');
    using flags = array([true, false]);
    expect(String(flags)).toBe('NDArray([ true, false], dtype=bool)');
    using scalar = add(2, 0.5);
    expect(String(scalar)).toBe('NDArray(2.5, dtype=float64, weak_type=True)');
    using complex = array(
      [
        { re: 1, im: -2 },
        { re: 0.5, im: 3 },
      ],
      'complex64',
    );
    expect(String(complex)).toBe('NDArray([  1-2j, 0.5+3j], dtype=complex64)');
    using half = array([0.5, 1], 'float16');
    expect(String(half)).toBe('NDArray([0.5, 1  ], dtype=float16)');
  });

  it('2-d and more: one row per line, nested brackets, a blank line between blocks', () => {
    using matrix = array(
      [
        [1, -2, 3],
        [4, 5, -6],
      ],
      'int8',
    );
    expect(String(matrix)).toBe('NDArray([[ 1, -2,  3],\n         [ 4,  5, -6]], dtype=int8)');
    // The strings below are NumPy 2.4's repr of the same arrays (as a subclass named NDArray).
    using cube = arange(8, 'uint8').reshape([2, 2, 2]);
    expect(String(cube)).toBe(
      'NDArray([[[0, 1],\n          [2, 3]],\n\n         [[4, 5],\n          [6, 7]]], dtype=uint8)',
    );
    using fives = arange(24, 'int8').reshape([2, 3, 4]).multiply(5);
    expect(String(fives)).toBe(
      'NDArray([[[  0,   5,  10,  15],\n          [ 20,  25,  30,  35],\n          [ 40,  45,  50,  55]],\n\n         [[ 60,  65,  70,  75],\n          [ 80,  85,  90,  95],\n          [100, 105, 110, 115]]], dtype=int8)',
    );
    expect(inspect(matrix)).toBe(String(matrix));
  });

  it('beyond 1,000 elements: 3 at each end of each long axis, as NumPy', () => {
    using long = arange(10000);
    expect(String(long)).toBe(
      'NDArray([   0,    1,    2, ..., 9997, 9998, 9999],\n        shape=[10000], dtype=int64)',
    );
    expect(inspect(long).length).toBeLessThan(100);
    using wide = arange(2000, 'int32').reshape([40, 50]);
    expect(String(wide).split('\n')).toEqual([
      'NDArray([[   0,    1,    2, ...,   47,   48,   49],',
      '         [  50,   51,   52, ...,   97,   98,   99],',
      '         [ 100,  101,  102, ...,  147,  148,  149],',
      '         ...,',
      '         [1850, 1851, 1852, ..., 1897, 1898, 1899],',
      '         [1900, 1901, 1902, ..., 1947, 1948, 1949],',
      '         [1950, 1951, 1952, ..., 1997, 1998, 1999]],',
      '        shape=[40, 50], dtype=int32)',
    ]);
    using rows = arange(6000, 'int16').reshape([3, 2000]);
    expect(String(rows)).toBe(
      'NDArray([[   0,    1,    2, ..., 1997, 1998, 1999],\n         [2000, 2001, 2002, ..., 3997, 3998, 3999],\n         [4000, 4001, 4002, ..., 5997, 5998, 5999]],\n        shape=[3, 2000], dtype=int16)',
    );
    // A transposed view reads only the elements it shows, through its strides.
    using transposed = wide.transpose();
    expect(String(transposed).split('\n')[1]).toBe('         [   1,   51,  101, ..., 1851, 1901, 1951],');
  });

  it('long rows wrap at 75 characters, as NumPy wraps them', () => {
    using row = arange(30, 'int16').multiply(1000);
    expect(String(row)).toBe(
      'NDArray([    0,  1000,  2000,  3000,  4000,  5000,  6000,  7000,  8000,\n          9000, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000,\n         18000, 19000, 20000, 21000, 22000, 23000, 24000, 25000, 26000,\n         27000, 28000, 29000], dtype=int16)',
    );
    using floats = linspace(0, 1, 11);
    for (const line of String(floats).split('\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('empty and disposed arrays', () => {
    using none = zeros([0, 3]);
    expect(String(none)).toBe('NDArray([], shape=[0, 3], dtype=float64)');
    const gone = ones([3], 'int32');
    gone.dispose();
    expect(String(gone)).toBe('NDArray(disposed, dtype=int32, shape=[3])');
  });
});

describe('toJSON and array(json)', () => {
  const roundTrip = (x: NDArray) => {
    const text = JSON.stringify(x);
    using back = array(JSON.parse(text));
    expect(back.dtype).toBe(x.dtype);
    expect(back.shape).toEqual(x.shape);
    expect(back.toTypedArray()).toEqual(x.toTypedArray());
    return text;
  };

  it('writes each dtype exactly', () => {
    using big = array([[2n ** 63n - 1n, -(2n ** 63n)]], 'int64');
    expect(big.toJSON()).toEqual({
      dtype: 'int64',
      shape: [1, 2],
      data: [['9223372036854775807', '-9223372036854775808']],
    });
    using specials = array([Number.NaN, Infinity, -Infinity, -0, 0, 1.5]);
    expect(specials.toJSON().data).toEqual(['NaN', 'Infinity', '-Infinity', '-0', 0, 1.5]);
    using complex = array([{ re: 1, im: Number.NaN }], 'complex64');
    expect(complex.toJSON().data).toEqual([[1, 'NaN']]);
    using flags = array([true, false]);
    expect(flags.toJSON().data).toEqual([true, false]);
    using half = array([0.1], 'float16');
    expect(half.toJSON().data).toEqual([0.0999755859375]);
    using scalar = full([], 7, 'uint8');
    expect(scalar.toJSON()).toEqual({ dtype: 'uint8', shape: [], data: 7 });
  });

  it('JSON.parse(JSON.stringify(x)) reads back to the same dtype, shape and bits, for every dtype', () => {
    for (const dtype of dtypes) {
      using made = eye(3, 4, { k: 1, dtype });
      roundTrip(made);
      using wide = linspace(-3, 3, 9);
      using ramp = wide.astype(dtype); // saturating where the dtype's range is narrower
      roundTrip(ramp);
    }
    using uints = array([2n ** 64n - 1n, 0n], 'uint64');
    roundTrip(uints);
    using specials = array([Number.NaN, Infinity, -Infinity, -0, 5e-324], 'float64');
    roundTrip(specials);
    using brains = array([-0, Infinity, 3.140625], 'bfloat16');
    roundTrip(brains);
    using view = arange(12).reshape([3, 4]).transpose();
    roundTrip(view);
    using scalar = add(2, 0.5);
    roundTrip(scalar);
  });

  it('a dtype argument converts the values as array(values, dtype) does', () => {
    using converted = array({ dtype: 'int64', shape: [2], data: ['1', '2'] }, 'float32');
    expect([converted.dtype, converted.toArray()]).toEqual(['float32', [1, 2]]);
  });

  it('malformed objects and out-of-range values: errors naming array(), the field and the value', () => {
    const bad = (json: unknown) => () => array(json as never);
    expect(bad({ dtype: 'int8', shape: [2] })).toThrow(
      new TypeError(
        'array(): a JSON array object has the keys dtype, shape and data (as toJSON() writes it); data is missing.',
      ),
    );
    expect(bad({ dtype: 'int8', shape: [1], data: [1], extra: 1 })).toThrow("it has an unknown key 'extra'.");
    expect(bad({ dtype: 'int9', shape: [1], data: [1] })).toThrow(
      "array(): the JSON object's dtype: Unknown dtype 'int9'",
    );
    expect(bad({ dtype: 'int8', shape: [-1], data: [] })).toThrow(
      "array(): the JSON object's shape must be a list of non-negative integers, got [-1].",
    );
    expect(bad({ dtype: 'int8', shape: [2, 2], data: [[1, 2], [3]] })).toThrow(
      'array(): the JSON data does not have the shape [2, 2]: at index [1] it has a list of length 1, expected a list of length 2.',
    );
    expect(bad({ dtype: 'uint8', shape: [2], data: [1, 300] })).toThrow(
      new RangeError(
        "array(): the JSON data's value at index [1] is 300, out of range for uint8 (0 to 255); use astype() to cast on purpose.",
      ),
    );
    expect(bad({ dtype: 'int64', shape: [1], data: ['9223372036854775808'] })).toThrow('out of range for int64');
    expect(bad({ dtype: 'int64', shape: [1], data: ['1.5'] })).toThrow(
      "array(): the JSON data's value at index [0] is '1.5'; an element of int64 in JSON is an integer (a number, or a string of decimal digits).",
    );
    expect(bad({ dtype: 'float16', shape: [1], data: [1e6] })).toThrow(
      new RangeError(
        "array(): the JSON data's value at index [0] is 1000000, out of range for float16 (it would be Infinity); use astype() to cast on purpose.",
      ),
    );
    expect(bad({ dtype: 'float32', shape: [1], data: ['nan'] })).toThrow(
      "is 'nan'; an element of float32 in JSON is a number, or one of the strings 'NaN', 'Infinity', '-Infinity', '-0'.",
    );
    expect(bad({ dtype: 'bool', shape: [1], data: [1] })).toThrow('an element of bool in JSON is true or false.');
    expect(bad({ dtype: 'complex64', shape: [1], data: [1] })).toThrow(
      'an element of complex64 in JSON is a list [re, im].',
    );
  });
});

describe('memoryStats', () => {
  it('counts arrays and bytes up on allocation and down on dispose; keeps the peak', () => {
    const before = memoryStats({ resetPeak: true });
    const first = zeros([1000], 'float64');
    const second = ones([250], 'int32');
    const during = memoryStats();
    expect(during.liveArrays).toBe(before.liveArrays + 2);
    expect(during.bytesHeld).toBe(before.bytesHeld + 8000 + 1000);
    expect(during.peakBytes).toBeGreaterThanOrEqual(during.bytesHeld);
    expect(during.wasmMemoryBytes).toBeGreaterThanOrEqual(during.bytesHeld);
    // A view shares its base's block: one more array, no more bytes.
    const view = first.reshape([10, 100]);
    expect(memoryStats().liveArrays).toBe(before.liveArrays + 3);
    expect(memoryStats().bytesHeld).toBe(during.bytesHeld);
    first.dispose();
    expect(memoryStats().bytesHeld).toBe(during.bytesHeld); // the view still holds the block
    view.dispose();
    second.dispose();
    const after = memoryStats();
    expect([after.liveArrays, after.bytesHeld]).toEqual([before.liveArrays, before.bytesHeld]);
    expect(after.peakBytes).toBe(during.peakBytes);
    expect(memoryStats({ resetPeak: true }).peakBytes).toBe(during.peakBytes);
    expect(memoryStats().peakBytes).toBe(after.bytesHeld);
  });

  it("reports jit's cache entries and evictions, as jitStats() counts them", () => {
    const before = memoryStats();
    const scaled = jit((x: NDArray) => multiply(add(x, 1), 2));
    using small = zeros([3], 'float32');
    using wide = zeros([5], 'int16');
    scaled(small).dispose();
    scaled(wide).dispose(); // another dtype: another trace
    const after = memoryStats();
    expect(after.jitCacheEntries).toBe(jitStats().entries);
    expect(after.jitCacheEvictions).toBe(jitStats().evictions);
    expect(after.jitCacheEntries).toBeGreaterThanOrEqual(before.jitCacheEntries + 1);
    // A jitted function keeps 64 traces; 66 shapes evict the two least recently used.
    const shifted = jit((x: NDArray) => add(x, 1));
    for (let size = 1; size <= 66; size += 1) {
      using input = zeros([size], 'float32');
      shifted(input).dispose();
    }
    expect(memoryStats().jitCacheEvictions).toBe(after.jitCacheEvictions + 2);
    expect(memoryStats().jitCacheEvictions).toBe(jitStats().evictions);
  });
});
