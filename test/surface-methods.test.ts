// The #28 functions that NumPy also has as non-mutating methods: x.argsort(), x.searchsorted(v),
// x.repeat(…), x.nonzero() give what the functions give; there is no x.sort() (NumPy's and JS's
// sort in place, so ported code would silently keep the unsorted array).
import { describe, expect, it } from 'vitest';
import { argsort, array, nonzero, repeat, searchsorted } from '../src/x64.js';
import * as root from '../src/index.js';

// A method is the root entry's (x64 off: int32 indices) whichever entry made the array; the
// functions imported above are x64's (int64 indices, as bigints).
const asNumbers = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(asNumbers) : typeof value === 'bigint' ? Number(value) : value;

describe('methods for the #28 functions', () => {
  it('x.argsort() is argsort(x), with its options, and leaves x as it was', () => {
    using x = array(
      [
        [3, 1, 2],
        [0, 5, 4],
      ],
      'float32',
    );
    expect(x.argsort().toArray()).toEqual(root.argsort(x).toArray());
    expect(x.argsort().dtype).toBe('int32');
    expect([argsort(x).dtype, asNumbers(argsort(x).toArray())]).toEqual(['int64', x.argsort().toArray()]);
    expect(x.argsort({ axis: 0 }).toArray()).toEqual([
      [1, 0, 0],
      [0, 1, 1],
    ]);
    expect(x.argsort({ axis: null }).toArray()).toEqual([3, 1, 2, 0, 5, 4]);
    expect(argsort(x, { axis: null }).toArray()).toEqual([3n, 1n, 2n, 0n, 5n, 4n]);
    expect(x.toArray()).toEqual([
      [3, 1, 2],
      [0, 5, 4],
    ]);
  });

  it('x.searchsorted(v, { side }) is searchsorted(x, v, { side })', () => {
    using sorted = array([1, 2, 2, 3], 'int16');
    expect(sorted.searchsorted(2, { side: 'right' }).item()).toBe(3);
    expect(sorted.searchsorted(array([0, 2, 9], 'int16')).toArray()).toEqual(
      searchsorted(sorted, array([0, 2, 9], 'int16')).toArray(),
    );
  });

  it('x.repeat(repeats, { axis }) is repeat(x, repeats, { axis })', () => {
    using x = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    );
    expect(x.repeat(2).toArray()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(x.repeat([1, 2], { axis: 0 }).toArray()).toEqual(repeat(x, [1, 2], { axis: 0 }).toArray());
    expect(x.repeat([1, 2], { axis: 0 }).shape).toEqual([3, 2]);
  });

  it('x.nonzero() is nonzero(x)', () => {
    using x = array(
      [
        [0, 1],
        [2, 0],
      ],
      'bfloat16',
    );
    expect(x.nonzero().map((each) => each.toArray())).toEqual(root.nonzero(x).map((each) => each.toArray()));
    expect(x.nonzero().map((each) => each.toArray())).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(nonzero(x).map((each) => [each.dtype, asNumbers(each.toArray())])).toEqual(
      x.nonzero().map((each) => ['int64', each.toArray()]),
    );
  });

  it('has no sort method', () => {
    using x = array([3, 1, 2]);
    expect((x as unknown as Record<string, unknown>).sort).toBeUndefined();
  });
});
