// flip, roll, repeat, tile, pad, split, nonzero and argwhere against NumPy (the `shaping` cases of
// test/fixtures/sorting/cases.json, from scripts/sorting_oracle.py); and their errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argwhere, array, flip, nonzero, pad, repeat, roll, split, tile, type NDArray } from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

type ShapingCase = {
  shape: number[];
  values: number[];
  axis: number;
  flipAxis: number[];
  flipAll: number[];
  shift: number;
  rollAxis: number[];
  rollFlat: number[];
  repeats: number;
  repeatsPer: number[];
  repeatFlat: number[];
  repeatAxis: number[];
  repeatAxisShape: number[];
  reps: number[];
  tile: number[];
  tileShape: number[];
  padWidth: [number, number][];
  pad: Record<'constant' | 'edge' | 'reflect' | 'symmetric' | 'wrap', number[]>;
  padShape: number[];
  splitIndices: number[];
  split: { shape: number[]; values: number[] }[];
  nonzero: number[][];
  argwhere: number[];
};
const oracle = JSON.parse(readFileSync(new URL('./fixtures/sorting/cases.json', import.meta.url), 'utf8')) as {
  shaping: ShapingCase[];
};

function flat(result: NDArray): number[] {
  const values = result.toArray() as unknown;
  return (Array.isArray(values) ? (values as unknown[]).flat(Infinity) : [values]).map(Number);
}

describe('match NumPy', () => {
  for (const [index, oracleCase] of oracle.shaping.entries()) {
    it(`case ${index}: shape [${oracleCase.shape}], axis ${oracleCase.axis}`, () => {
      for (const dtype of ['int32', 'float16', 'uint4', 'complex64'] as const) {
        const x = array(oracleCase.values, dtype === 'complex64' ? 'float32' : dtype).reshape(oracleCase.shape);
        const input = dtype === 'complex64' ? x.astype('complex64') : x;
        const read = (result: NDArray) =>
          dtype === 'complex64' ? flat(result.astype('float32', { discardImaginary: true })) : flat(result);
        const { axis } = oracleCase;
        expect(read(flip(input, { axis })), dtype).toEqual(oracleCase.flipAxis);
        expect(read(flip(input)), dtype).toEqual(oracleCase.flipAll);
        expect(read(roll(input, oracleCase.shift, { axis })), dtype).toEqual(oracleCase.rollAxis);
        expect(read(roll(input, oracleCase.shift)), dtype).toEqual(oracleCase.rollFlat);
        expect(roll(input, oracleCase.shift).shape).toEqual(oracleCase.shape);
        expect(read(repeat(input, oracleCase.repeats)), dtype).toEqual(oracleCase.repeatFlat);
        const repeated = repeat(input, oracleCase.repeatsPer, { axis });
        expect(read(repeated), dtype).toEqual(oracleCase.repeatAxis);
        expect(repeated.shape).toEqual(oracleCase.repeatAxisShape);
        const tiled = tile(input, oracleCase.reps);
        expect(read(tiled), dtype).toEqual(oracleCase.tile);
        expect(tiled.shape).toEqual(oracleCase.tileShape);
        for (const mode of ['constant', 'edge', 'reflect', 'symmetric', 'wrap'] as const) {
          const padded = pad(input, oracleCase.padWidth, mode === 'constant' ? { mode, constantValues: 9 } : { mode });
          expect(read(padded), `${dtype} ${mode}`).toEqual(oracleCase.pad[mode]);
          expect(padded.shape).toEqual(oracleCase.padShape);
          expect(padded.dtype).toBe(input.dtype);
        }
        const pieces = split(input, oracleCase.splitIndices, { axis });
        expect(pieces.map((piece) => piece.shape)).toEqual(oracleCase.split.map((piece) => piece.shape));
        expect(pieces.map(read)).toEqual(oracleCase.split.map((piece) => piece.values));
        expect(nonzero(input).map(flat)).toEqual(oracleCase.nonzero);
        expect(flat(argwhere(input))).toEqual(oracleCase.argwhere);
      }
    });
  }
});

describe('details', () => {
  it('flip is a view (negative strides), split gives views; roll, repeat, tile, pad copy', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const flipped = flip(x, { axis: 1 });
    expect(flipped.strides).toEqual([3, -1]);
    expect(flipped.toArray()).toEqual([
      [3, 2, 1],
      [6, 5, 4],
    ]);
    expect(flip(x, { axis: [0, 1] }).toArray()).toEqual([
      [6, 5, 4],
      [3, 2, 1],
    ]);
    const [left, right] = split(x, 3, { axis: 1 }); // a tuple of three [2, 1] views in the types
    expect(left.toArray()).toEqual([[1], [4]]);
    expect(right.offset).toBe(1);
    expect(x.toArray()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('roll with several axes and shifts; pad with one width and complex constants', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int8',
    );
    expect(roll(x, [1, -1], { axis: [0, 1] }).toArray()).toEqual([
      [5, 6, 4],
      [2, 3, 1],
    ]);
    expect(pad(array([1, 2], 'int8'), 1).toArray()).toEqual([0, 1, 2, 0]);
    expect(pad(array([1, 2], 'int8'), [1, 2], { mode: 'edge' }).toArray()).toEqual([1, 1, 2, 2, 2]);
    expect(pad(array([{ re: 1, im: 1 }]), 1, { constantValues: { re: 0, im: 2 } }).toArray()).toEqual([
      { re: 0, im: 2 },
      { re: 1, im: 1 },
      { re: 0, im: 2 },
    ]);
    expect(pad(array([7.5]), 3, { mode: 'reflect' }).toArray()).toEqual([7.5, 7.5, 7.5, 7.5, 7.5, 7.5, 7.5]);
    const weak = array([1.5, 2]);
    expect(pad(weak, 1).weakType).toBe(weak.weakType);
  });

  it('nonzero and argwhere: int64, NaN counts as non-zero, complex either part', () => {
    const found = nonzero(array([0, Number.NaN, -0, 2]));
    expect(found).toHaveLength(1);
    expect(found[0]!.dtype).toBe('int64');
    expect(found[0]!.toArray()).toEqual([1n, 3n]);
    expect(
      nonzero(
        array([
          { re: 0, im: 1 },
          { re: 0, im: 0 },
        ]),
      )[0]!.toArray(),
    ).toEqual([0n]);
    expect(
      argwhere(
        array([
          [true, false],
          [false, true],
        ]),
      ).toArray(),
    ).toEqual([
      [0n, 0n],
      [1n, 1n],
    ]);
    expect(argwhere(array(5)).shape).toEqual([1, 0]);
    expect(argwhere(array(0)).shape).toEqual([0, 0]);
  });

  it('bad input: errors name the function and option; nothing lost', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const zero = array(0);
    const empty = array([], 'float32');
    const before = usedHeapBytes();
    expect(() => flip(x, { axis: 2 })).toThrow(
      new RangeError('flip: axis 2 is out of bounds for an array of 2 dimensions.'),
    );
    expect(() => roll(x, [1, 2], { axis: 0 })).toThrow(
      new RangeError('roll: 2 shifts for 1 axes; give one shift per axis.'),
    );
    // A count too large for memory is refused before anything is built (it used to abort the process).
    expect(() => repeat(x, 1e300 as never)).toThrow(
      /^repeat: the result would have .* more than WebAssembly memory can hold \(4 GiB\)\.$/,
    );
    expect(() => repeat(x, 2 ** 31, { axis: 1 })).toThrow(
      new RangeError(
        'repeat: the result would have 6442450944 elements along axis 1 (12884901888 in all), more than WebAssembly memory can hold (4 GiB).',
      ),
    );
    expect(() => roll(x, 1.5)).toThrow(new TypeError('roll: shift must be an integer, got 1.5.'));
    expect(() => repeat(x, [1, 2], { axis: 1 })).toThrow(
      new RangeError('repeat: 2 repeats for an axis of size 3; give one, or one per element.'),
    );
    expect(() => repeat(x, -1)).toThrow(new RangeError('repeat: repeats must not be negative, got -1.'));
    expect(() => tile(x, -1)).toThrow(RangeError);
    // @ts-expect-error not a mode
    expect(() => pad(x, 1, { mode: 'mirror' })).toThrow(
      new TypeError(
        "pad: the option mode must be one of 'constant', 'edge', 'reflect', 'symmetric', 'wrap', got 'mirror'.",
      ),
    );
    expect(() => pad(x, [[1, 1]] as never, { mode: 'edge' }).dispose()).not.toThrow();
    expect(() =>
      pad(x, [
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
    ).toThrow(new RangeError('pad: padWidth has 3 pairs for an array of 2 axes.'));
    expect(() => pad(x, -1)).toThrow(TypeError);
    expect(() => pad(empty, 1, { mode: 'wrap' })).toThrow(
      new RangeError("pad: mode 'wrap' cannot pad axis 0 of size 0 (shape [0]); use mode 'constant'."),
    );
    expect(() => split(x, 2, { axis: 1 })).toThrow(
      new RangeError('split: 2 sections do not divide axis 1 of size 3 equally; give split indices instead.'),
    );
    expect(() => nonzero(zero)).toThrow(
      new RangeError('nonzero: a 0-d array has no axes to index; reshape it to [1] first (as NumPy 2 asks).'),
    );
    // @ts-expect-error not an option
    expect(() => flip(x, { axes: 0 })).toThrow(
      new TypeError("flip: unknown option 'axes'; the options of flip are axis."),
    );
    expect(usedHeapBytes()).toBe(before);
  });
});
