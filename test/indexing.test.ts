// Indexing by arrays and updates (issue #28 item 2): take, takeAlongAxis, at() with a bool mask or
// index arrays (NumPy's advanced indexing), x.with(), scatter(). Hand-worked NumPy cases, every
// dtype, errors, no leaks, and a property test against a plain-JS reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  arange,
  array,
  at,
  broadcastTo,
  dtypes,
  scatter,
  take,
  takeAlongAxis,
  zeros,
  type NDArray,
} from '../src/index.js';
import { usedHeapBytes } from './support/heap.js';

const values = (x: { toArray(): unknown }) => x.toArray();
/** Elements as float64 numbers (complex: the real part), for comparing across dtypes. */
const numbers = (x: NDArray) =>
  (x as NDArray<'float32'>).astype('float64', { discardImaginary: true } as never).toArray();

describe('take', () => {
  const x = arange(12, 'int32').reshape([3, 4]);

  it('flattens without an axis, and keeps the indices shape', () => {
    expect(values(take(x, array([0, 5, 11], 'int32')))).toEqual([0, 5, 11]);
    expect(
      values(
        take(
          x,
          array(
            [
              [1, 2],
              [3, -1],
            ],
            'int64',
          ),
        ),
      ),
    ).toEqual([
      [1, 2],
      [3, 11],
    ]);
    expect(take(x, 4).shape).toEqual([]);
    expect(take(x, 4).item()).toBe(4);
  });

  it('gathers rows and columns along an axis (NumPy: x.take(idx, axis))', () => {
    expect(values(take(x, array([2, 0, 2], 'int32'), { axis: 0 }))).toEqual([
      [8, 9, 10, 11],
      [0, 1, 2, 3],
      [8, 9, 10, 11],
    ]);
    expect(values(take(x, array([3, 0], 'uint8'), { axis: 1 }))).toEqual([
      [3, 0],
      [7, 4],
      [11, 8],
    ]);
    expect(values(take(x, array([[0], [1]], 'int32'), { axis: -1 }))).toEqual([
      [[0], [1]],
      [[4], [5]],
      [[8], [9]],
    ]);
    expect(values(x.take(new Int32Array([1]), { axis: 0 }))).toEqual([[4, 5, 6, 7]]);
    expect(values(x.take([0, -1]))).toEqual([0, 11]);
  });

  it('reads strided views (transposed, stepped)', () => {
    expect(values(take(x.transpose(), array([1, 3], 'int32'), { axis: 0 }))).toEqual([
      [1, 5, 9],
      [3, 7, 11],
    ]);
    expect(values(take(x.slice([null, null, -1]), array([0], 'int32'), { axis: 0 }))).toEqual([[8, 9, 10, 11]]);
    expect(values(take(x.transpose(), array([1, 3], 'int32')))).toEqual([4, 1]);
  });

  it('modes: raise (default), wrap, clip, fill', () => {
    expect(() => take(x, array([0, 12], 'int32'))).toThrow(
      new RangeError('take: index 12 is out of bounds for axis 0 with size 12.'),
    );
    expect(() => take(x, array([4], 'int32'), { axis: 1 })).toThrow(
      new RangeError('take: index 4 is out of bounds for axis 1 with size 4.'),
    );
    expect(() => take(x, array([-5], 'int32'), { axis: 1 })).toThrow(
      'index -5 is out of bounds for axis 1 with size 4',
    );
    expect(values(take(x, array([5, -1], 'int32'), { axis: 1, mode: 'wrap' }))).toEqual([
      [1, 3],
      [5, 7],
      [9, 11],
    ]);
    expect(values(take(x, array([5, -1], 'int32'), { axis: 1, mode: 'clip' }))).toEqual([
      [3, 0],
      [7, 4],
      [11, 8],
    ]);
    expect(values(take(x, array([5, -1], 'int32'), { axis: 1, mode: 'fill' }))).toEqual([
      [-(2 ** 31), 3],
      [-(2 ** 31), 7],
      [-(2 ** 31), 11],
    ]);
    expect(values(take(x, array([5, 1], 'int32'), { axis: 1, mode: 'fill', fillValue: 7 }))).toEqual([
      [7, 1],
      [7, 5],
      [7, 9],
    ]);
    const fillFloat = take(array([1, 2], 'float32'), array([2], 'int32'), { mode: 'fill' });
    expect(Number.isNaN(fillFloat.item())).toBe(true);
  });

  it('refuses float and bool indices, unknown options and modes', () => {
    expect(() => take(x, array([1.5]) as never)).toThrow(
      new TypeError("take: the indices must have an integer dtype, got float32; cast it with astype('int32') first."),
    );
    expect(() => take(x, array([true]) as never)).toThrow('take: the indices must have an integer dtype, got bool');
    expect(() => take(x, new Float32Array([1]) as never)).toThrow(
      'take: the indices must hold integers, got a Float32Array',
    );
    expect(() => take(x, array([1], 'int32'), { axes: 0 } as never)).toThrow("take: unknown option 'axes'");
    expect(() => take(x, array([1], 'int32'), { mode: 'drop' } as never)).toThrow(
      "take: mode must be one of 'raise', 'wrap', 'clip', 'fill', got 'drop'.",
    );
    expect(() => take(x, array([1], 'int32'), { axis: 2 })).toThrow(
      new RangeError('take: axis 2 is out of bounds for an array of 2 dimensions.'),
    );
  });

  it('works for every dtype, packed ones included, and keeps dtype and weak flag', () => {
    for (const dtype of dtypes) {
      const source = arange(6, 'int8').astype(dtype).reshape([2, 3]);
      const taken = take(source, array([1, 0, 1], 'int32'), { axis: 1 });
      const expected = numbers(source) as number[][];
      expect(taken.dtype).toBe(dtype);
      expect(numbers(taken)).toEqual(expected.map((row) => [row[1], row[0], row[1]]));
    }
    // A weakly typed array stays weak (JAX's gather keeps weak_type).
    const weak = broadcastTo(add(2.5, 1), [3]);
    expect(take(weak, [0, 1]).weakType).toBe(true);
    expect(at(weak, new Int32Array([2])).weakType).toBe(true);
    expect(weak.with(0, 1).weakType).toBe(true);
    expect(take(array([1.5, 2.5]), [1]).weakType).toBe(false);
  });

  it('takes large row gathers (memcpy-like rows) correctly', () => {
    const big = arange(200 * 257, 'float32').reshape([200, 257]);
    const rows = array([199, 0, 57, 57], 'int32');
    const taken = take(big, rows, { axis: 0 });
    const flat = taken.toArray() as number[][];
    expect(flat[0]![256]).toBe(199 * 257 + 256);
    expect(flat[2]).toEqual(flat[3]);
    expect(flat[1]![0]).toBe(0);
  });
});

describe('takeAlongAxis', () => {
  it('picks along an axis, the other axes broadcasting (NumPy take_along_axis)', () => {
    const x = array(
      [
        [10, 30, 20],
        [60, 40, 50],
      ],
      'float32',
    );
    const order = array(
      [
        [0, 2, 1],
        [1, 2, 0],
      ],
      'int64',
    );
    expect(values(takeAlongAxis(x, order, 1))).toEqual([
      [10, 20, 30],
      [40, 50, 60],
    ]);
    expect(values(takeAlongAxis(x, array([[1, 0, 1]], 'int32'), 0))).toEqual([[60, 30, 50]]);
    expect(values(takeAlongAxis(x, array([[2], [0]], 'int32'), -1))).toEqual([[20], [60]]);
    expect(() => takeAlongAxis(x, array([0, 1], 'int32'), 0)).toThrow(
      "takeAlongAxis: the indices have 1 axes (shape [2]); they need the array's 2 (shape [2, 3]).",
    );
    expect(() => takeAlongAxis(x, array([[3]], 'int32'), 1)).toThrow(
      new RangeError('takeAlongAxis: index 3 is out of bounds for axis 1 with size 3.'),
    );
  });
});

describe('at with a bool mask or index arrays (NumPy advanced indexing, a copy)', () => {
  const x = arange(12, 'int16').reshape([3, 4]);

  it('a mask of the full shape selects elements in C order', () => {
    const mask = x.greater(6);
    expect(values(at(x, mask))).toEqual([7, 8, 9, 10, 11]);
    expect(at(x, mask).dtype).toBe('int16');
    expect(values(x.at(x.remainder(5).equal(0)))).toEqual([0, 5, 10]);
  });

  it('a mask of the leading axes selects rows; with a slice after it', () => {
    const rows = array([true, false, true]);
    expect(values(at(x, rows))).toEqual([
      [0, 1, 2, 3],
      [8, 9, 10, 11],
    ]);
    expect(values(at(x, rows, '1:3'))).toEqual([
      [1, 2],
      [9, 10],
    ]);
    expect(values(at(x, ':', array([false, true, true, false])))).toEqual([
      [1, 2],
      [5, 6],
      [9, 10],
    ]);
  });

  it('rejects a mask of the wrong shape', () => {
    expect(() => at(x, array([true, false]))).toThrow(
      new RangeError(
        'at: a bool mask of shape [2] must have the shape of the axes it indexes: [3] (axes 0 to 0 of shape [3, 4]).',
      ),
    );
    expect(() => at(x, zeros([4, 3], 'bool'))).toThrow(
      'at: a bool mask of shape [4, 3] must have the shape of the axes it indexes: [3, 4]',
    );
  });

  it('integer index arrays: broadcast together, placed as NumPy places them', () => {
    expect(values(at(x, array([2, 0], 'int32')))).toEqual([
      [8, 9, 10, 11],
      [0, 1, 2, 3],
    ]);
    expect(values(at(x, array([0, 2], 'int32'), array([3, 1], 'int32')))).toEqual([3, 9]);
    expect(values(at(x, array([[0], [2]], 'int32'), array([0, 3], 'int32')))).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(values(at(x, new Int32Array([1, 1]), '::2'))).toEqual([
      [4, 6],
      [4, 6],
    ]);
    expect(values(at(x, ':', new Uint8Array([3, 0])))).toEqual([
      [3, 0],
      [7, 4],
      [11, 8],
    ]);
    expect(values(at(x, 1, new Int32Array([3, 0])))).toEqual([7, 4]);
    // Non-adjacent array indices (an integer counts as one): their axes go first, as in NumPy.
    const cube = arange(24, 'int32').reshape([2, 3, 4]);
    expect(at(cube, new Int32Array([0, 1]), ':', new Int32Array([1, 2])).shape).toEqual([2, 3]);
    expect(values(at(cube, 0, ':', new Int32Array([1, 2])))).toEqual([
      [1, 5, 9],
      [2, 6, 10],
    ]);
    expect(at(cube, ':', new Int32Array([0, 1]), new Int32Array([1, 2])).shape).toEqual([2, 2]);
    expect(at(cube, '...', new Int32Array([0, 3])).shape).toEqual([2, 3, 2]);
    expect(at(cube, null, new Int32Array([1])).shape).toEqual([1, 1, 3, 4]);
  });

  it('out-of-bounds, float and non-broadcasting index arrays are errors', () => {
    expect(() => at(x, ':', new Int32Array([4]))).toThrow(
      new RangeError('at: index 4 is out of bounds for axis 1 with size 4.'),
    );
    expect(() => at(x, array([-4], 'int32'))).toThrow('at: index -4 is out of bounds for axis 0 with size 3.');
    expect(() => at(x, array([0.5]) as never)).toThrow('at: an index array must have an integer dtype, got float32');
    expect(() => at(x, new Float64Array([0]) as never)).toThrow(
      'at: an index array must hold integers, got a Float64Array',
    );
    expect(() => at(x, new Int32Array([0, 1]), new Int32Array([0, 1, 2]))).toThrow(
      'at: index arrays of shapes [2], [3] do not broadcast together.',
    );
  });

  it('a plain JS array stays a slice, and a string a view', () => {
    expect(values(at(x, [0, 2]))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    const view = at(x, '1');
    expect(view.offset).toBe(4);
  });

  it('a copy: refused as out', () => {
    const picked = at(x, array([0], 'int32'));
    expect(() => add(picked, 1, { out: picked })).toThrow(
      /out must be a view .*at\(\) with a bool mask or an index array returns a copy/,
    );
  });

  it('every dtype', () => {
    for (const dtype of dtypes) {
      const source = arange(6, 'int8').astype(dtype).reshape([2, 3]);
      const picked = at(source, ':', new Int32Array([2, 0]));
      expect(picked.dtype).toBe(dtype);
      expect(numbers(picked)).toEqual(
        [
          [2, 0],
          [5, 3],
        ].map((row) => row.map((value) => (numbers(source) as number[][]).flat()[value])),
      );
      const masked = at(
        source,
        array([
          [true, false, true],
          [false, false, true],
        ]),
      );
      expect(numbers(masked)).toEqual([0, 2, 5].map((flat) => (numbers(source) as number[][]).flat()[flat]));
    }
  });
});

describe('x.with(index, values)', () => {
  const x = arange(6, 'float32').reshape([2, 3]);

  it('replaces the indexed elements in a copy; x is unchanged', () => {
    expect(values(x.with(0, 9))).toEqual([
      [9, 9, 9],
      [3, 4, 5],
    ]);
    expect(values(x.with([1, 2], -1))).toEqual([
      [0, 1, 2],
      [3, 4, -1],
    ]);
    expect(values(x.with(':, 0', array([7, 8], 'float32')))).toEqual([
      [7, 1, 2],
      [8, 4, 5],
    ]);
    expect(values(x.with(x.greater(3), 0))).toEqual([
      [0, 1, 2],
      [3, 0, 0],
    ]);
    expect(
      values(
        x.with(
          array([1, 0], 'int32'),
          array(
            [
              [1, 1, 1],
              [2, 2, 2],
            ],
            'float32',
          ),
        ),
      ),
    ).toEqual([
      [2, 2, 2],
      [1, 1, 1],
    ]);
    expect(values(x.with([':', new Int32Array([2, 0])], [[10, 20]]))).toEqual([
      [20, 1, 10],
      [20, 4, 10],
    ]);
    expect(values(x)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it("casts values to x's dtype with array()'s range checks", () => {
    const small = array([1, 2, 3], 'uint8');
    expect(values(small.with(0, 255))).toEqual([255, 2, 3]);
    expect(() => small.with(0, 256)).toThrow(RangeError);
    expect(() => small.with(0, -1)).toThrow(/-1/);
    expect(() => small.with(0, [1, 300] as never)).toThrow(RangeError);
    expect(values(small.with(array([1], 'int32'), array([7.9], 'float32')))).toEqual([1, 7, 3]);
    expect(() => small.with(0, array([{ re: 1, im: 1 }]))).toThrow(
      'with: values of dtype complex64 cannot be written into a uint8 array',
    );
  });

  it('errors: values that do not broadcast, out-of-bounds indices', () => {
    expect(() => x.with(0, array([1, 2], 'float32'))).toThrow(
      new RangeError('with: values of shape [2] do not broadcast to the indexed shape [3].'),
    );
    expect(() => x.with([0, 3], 1)).toThrow(new RangeError('with: index 3 is out of bounds for axis 1 with size 3.'));
    expect(() => x.with(new Int32Array([2]), 1)).toThrow('with: index 2 is out of bounds for axis 0 with size 2.');
    expect(values(x.with(new Int32Array([2, 0]), 1, { mode: 'drop' }))).toEqual([
      [1, 1, 1],
      [3, 4, 5],
    ]);
    expect(values(x.with(new Int32Array([5]), 1, { mode: 'clip' }))).toEqual([
      [0, 1, 2],
      [1, 1, 1],
    ]);
  });

  it('every dtype', () => {
    for (const dtype of dtypes) {
      const base = dtype === 'bool' ? 0 : 2;
      const source = array([base, base, base, base]).astype(dtype);
      const changed = source.with(new Int32Array([3, 1]), 1);
      expect(changed.dtype).toBe(dtype);
      const kept = (numbers(source) as number[])[0];
      expect(numbers(changed), dtype).toEqual([kept, 1, kept, 1]);
    }
  });
});

describe('scatter', () => {
  it('accumulates repeated indices (JAX x.at[i].add)', () => {
    const x = zeros([4], 'float32');
    const idx = array([0, 1, 1, 3, 1], 'int32');
    expect(values(scatter(x, idx, 1, { update: 'add' }))).toEqual([1, 3, 0, 1]);
    expect(values(scatter(x, idx, array([1, 2, 3, 4, 5], 'float32'), { update: 'add' }))).toEqual([1, 10, 0, 4]);
    expect(values(scatter(array([1, 2, 3, 4], 'int32'), idx, 2, { update: 'multiply' }))).toEqual([2, 16, 3, 8]);
    expect(
      values(scatter(array([5, 5, 5, 5], 'int8'), idx, array([9, 4, 2, 7, 3], 'int8'), { update: 'min' })),
    ).toEqual([5, 2, 5, 5]);
    expect(
      values(scatter(array([5, 5, 5, 5], 'int8'), idx, array([9, 4, 2, 7, 3], 'int8'), { update: 'max' })),
    ).toEqual([9, 5, 5, 7]);
    expect(values(scatter(x, idx, array([1, 2, 3, 4, 5], 'float32')))).toEqual([1, 5, 0, 4]);
    expect(values(x)).toEqual([0, 0, 0, 0]);
  });

  it('rows, and every dtype (the round path for 64-bit ints, 16-bit floats, complex, narrow)', () => {
    const rows = scatter(
      zeros([3, 2], 'int64'),
      array([2, 2, 0], 'int32'),
      array(
        [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
        'int64',
      ),
      { update: 'add' },
    );
    expect(values(rows)).toEqual([
      [5n, 6n],
      [0n, 0n],
      [4n, 6n],
    ]);
    for (const dtype of dtypes) {
      if (
        dtype === 'bool' ||
        dtype === 'uint2' ||
        dtype === 'int2' ||
        dtype === 'float4_e2m1fn' ||
        dtype === 'float8_e8m0fnu'
      )
        continue;
      const summed = scatter(zeros([3], dtype), array([0, 2, 2], 'int32'), 1, { update: 'add' });
      expect(summed.dtype).toBe(dtype);
      expect(numbers(summed), dtype).toEqual([1, 0, 2]);
    }
    expect(values(scatter(zeros([3], 'bool'), array([0, 0], 'int32'), true, { update: 'add' }))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('float16 accumulates with its own rounding, update by update', () => {
    // 2048 + 1 rounds back to 2048 in float16 each time (JAX's sequential scatter-add).
    const summed = scatter(array([2048], 'float16'), array([0, 0, 0, 0], 'int32'), 1, { update: 'add' });
    expect(summed.item()).toBe(2048);
  });

  it('modes and errors', () => {
    const x = zeros([3], 'int32');
    expect(() => scatter(x, array([3], 'int32'), 1)).toThrow(
      new RangeError('scatter: index 3 is out of bounds for axis 0 with size 3.'),
    );
    expect(values(scatter(x, array([3, -1, 0], 'int32'), 1, { update: 'add', mode: 'drop' }))).toEqual([1, 0, 1]);
    expect(values(scatter(x, array([3, 9], 'int32'), 1, { update: 'add', mode: 'clip' }))).toEqual([0, 0, 2]);
    expect(() => scatter(x, array([0], 'int32'), 1, { update: 'divide' } as never)).toThrow(
      "scatter: update must be one of 'set', 'add', 'multiply', 'min', 'max', got 'divide'.",
    );
    expect(() => scatter(x, array([0], 'int32'), 1, { mode: 'fill' } as never)).toThrow(
      "scatter: mode must be one of 'raise', 'clip', 'drop', got 'fill'.",
    );
  });
});

describe('no leaks after errors', () => {
  it('frees every temporary when indexing fails', () => {
    const x = arange(12, 'float16').reshape([3, 4]);
    const packed = arange(6, 'int8').astype('int4');
    const twelve = array([12], 'int32');
    const nine = array([9], 'int32');
    const five = new Int32Array([5]);
    const shortMask = array([true]);
    const pair = array([1, 2], 'float16');
    const zeroNine = array([0, 9], 'int32');
    const four = array([[4]], 'int32');
    const before = usedHeapBytes();
    const failing = [
      () => take(x, twelve),
      () => take(packed, nine),
      () => at(x, five),
      () => at(packed, shortMask),
      () => x.with(0, pair),
      () => packed.with(0, 100),
      () => scatter(x, zeroNine, 1, { update: 'add' }),
      () => takeAlongAxis(x, four, 1),
    ];
    for (const run of failing) {
      expect(run).toThrow();
      expect(usedHeapBytes(), run.toString()).toBe(before);
    }
  });
});

describe('property: take, at, with, scatter against a plain-JS reference', () => {
  it('1-D and 2-D gathers and scatter-adds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: -6, max: 5 }), { maxLength: 8 }),
        (rows, cols, raw) => {
          const data = Array.from({ length: rows }, (_, row) =>
            Array.from({ length: cols }, (_, col) => row * 10 + col),
          );
          const x = array(data, 'int32') as NDArray<'int32', number[]>;
          const indices = raw.map((value) => (((value % rows) + rows) % rows) - (value < 0 ? rows : 0));
          const idx = new Int32Array(indices);
          const normal = indices.map((value) => (value < 0 ? value + rows : value));
          expect(values(take(x, idx, { axis: 0 }))).toEqual(normal.map((row) => data[row]));
          expect(values(at(x, idx))).toEqual(normal.map((row) => data[row]));
          const expected = data.map((row) => row.slice());
          normal.forEach((row, position) => expected[row]!.forEach((_, col) => (expected[row]![col]! += position + 1)));
          const updates = array(
            normal.map((_, position) => data[0]!.map(() => position + 1)),
            'int32',
          );
          expect(values(scatter(x, idx, normal.length === 0 ? 0 : updates, { update: 'add' }))).toEqual(expected);
          const setExpected = data.map((row) => row.slice());
          normal.forEach((row) => (setExpected[row] = setExpected[row]!.map(() => -1)));
          expect(values(x.with(idx, -1))).toEqual(setExpected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
