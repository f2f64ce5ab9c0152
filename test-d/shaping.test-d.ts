// flip, roll, repeat, tile, pad, split, nonzero, argwhere at the type level: x's dtype (weak flag
// included), literal shapes where the inputs are literal (tile, pad, split, repeat included), int64
// indices.
import {
  argwhere,
  flip,
  nonzero,
  pad,
  repeat,
  roll,
  split,
  tile,
  zeros,
  type NDArray,
  type PadShape,
  type RepeatedShape,
  type SplitShapes,
  type TileShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

declare const halves: NDArray<'float16', [2, 3]>;
declare const weak: NDArray<'float', [4]>;
declare const wide: NDArray<'uint4'>;

expectExact<NDArray<'float16', [2, 3]>>()(flip(halves));
expectExact<NDArray<'float16', [2, 3]>>()(flip(halves, { axis: [0, 1] }));
expectExact<NDArray<'float', [4]>>()(roll(weak, 1));
expectExact<NDArray<'float16', [2, 3]>>()(roll(halves, [1, 2], { axis: [0, 1] }));
expectExact<NDArray<'float16', [12]>>()(repeat(halves, 2));
expectExact<NDArray<'float16', [2, 6]>>()(repeat(halves, [1, 2, 3], { axis: 1 }));
expectExact<NDArray<'float', [12]>>()(repeat(weak, [3]));
expectExact<NDArray<'uint4', number[]>>()(tile(wide, [2, 2]));
expectExact<NDArray<'float16', [4, 6]>>()(tile(halves, [2, 2]));
expectExact<NDArray<'float16', [2, 2, 6]>>()(tile(halves, [2, 1, 2]));
expectExact<NDArray<'float16', [4, 5]>>()(
  pad(
    halves,
    [
      [1, 1],
      [0, 2],
    ],
    { mode: 'reflect' },
  ),
);
expectExact<NDArray<'float16', [4, 5]>>()(pad(halves, 1, { constantValues: 2 }));
expectExact<NDArray<'uint4', number[]>>()(pad(wide, 1));
// @ts-expect-error not one of NumPy's modes we take
pad(halves, 1, { mode: 'mirror' });
expectExact<[NDArray<'float16', [2, 1]>, NDArray<'float16', [2, 1]>, NDArray<'float16', [2, 1]>]>()(
  split(halves, 3, { axis: 1 }),
);
expectExact<[NDArray<'float16', [1, 3]>, NDArray<'float16', [1, 3]>]>()(split(halves, [1]));
expectExact<NDArray<'float16', number[]>[]>()(split(halves, 4, { axis: 1 })); // does not divide: a RangeError at run time
expectExact<NDArray<'uint4', number[]>[]>()(split(wide, 2));
declare const count: number;
expectExact<NDArray<'float16', number[]>[]>()(split(halves, count));
expectExact<NDArray<'int8', number[]>>()(tile(zeros([2, 3] as number[], 'int8'), 2));
expectExact<[NDArray<'int32', [number]>, NDArray<'int32', [number]>]>()(nonzero(halves));
expectExact<NDArray<'int32', [number]>[]>()(nonzero(wide));
expectExact<NDArray<'int32', [number, 2]>>()(argwhere(halves));
expectExact<NDArray<'int32', [number, number]>>()(argwhere(wide));

type Shapes = [
  Assert<Equal<RepeatedShape<[2, 3], undefined>, [number]>>,
  Assert<Equal<RepeatedShape<[2, 3], 1>, [2, number]>>,
  Assert<Equal<RepeatedShape<[2, 3], undefined, 2>, [12]>>,
  Assert<Equal<RepeatedShape<[2, 3], 1, [1, 0, 2]>, [2, 3]>>,
  Assert<Equal<RepeatedShape<[2, 3], 1, [1, 2]>, [2, number]>>, // not one per element: a RangeError at run time
  Assert<Equal<RepeatedShape<[2, 3], 0, 3>, [6, 3]>>,
  Assert<Equal<RepeatedShape<[2, 3], -1, 2>, number[]>>,
  Assert<Equal<RepeatedShape<[200, 300], undefined, 2>, [number]>>, // past the literal limit (512)
  Assert<Equal<TileShape<[2, 3], [2, 1, 2]>, [2, 2, 6]>>,
  Assert<Equal<TileShape<[2, 3], 2>, [2, 6]>>,
  Assert<Equal<TileShape<[3], [2, 2]>, [2, 6]>>,
  Assert<Equal<TileShape<[], 3>, [3]>>,
  Assert<Equal<TileShape<number[], 3>, number[]>>,
  Assert<Equal<TileShape<[2, 3], number>, [2, number]>>,
  Assert<Equal<TileShape<[2, 3], number[]>, number[]>>,
  Assert<Equal<PadShape<[2, 3], [[1, 1], [0, 2]]>, [4, 5]>>,
  Assert<Equal<PadShape<[2, 3], 1>, [4, 5]>>,
  Assert<Equal<PadShape<[2, 3], [1, 2]>, [5, 6]>>,
  Assert<Equal<PadShape<[2, 3], [1]>, [4, 5]>>,
  Assert<Equal<PadShape<[2, 3], [[1]]>, [4, 5]>>,
  Assert<Equal<PadShape<[2, 3], [[1, 0], [2]]>, [3, 7]>>,
  Assert<Equal<PadShape<[2, 3], number>, [number, number]>>,
  Assert<Equal<PadShape<number[], 1>, number[]>>,
  Assert<Equal<SplitShapes<[6, 2], 3, 0>, [[2, 2], [2, 2], [2, 2]]>>,
  Assert<Equal<SplitShapes<[6, 2], [1, 4], 0>, [[1, 2], [3, 2], [2, 2]]>>,
  Assert<Equal<SplitShapes<[6, 2], [1, 9], 0>, [[1, 2], [5, 2], [0, 2]]>>, // clamped to the axis, as NumPy
  Assert<Equal<SplitShapes<[6, 2], [4, 1], 0>, [[4, 2], [0, 2], [2, 2]]>>, // a piece before its start is empty
  Assert<Equal<SplitShapes<[6, 2], 4, 0>, number[][]>>,
  Assert<Equal<SplitShapes<[6, 2], [-1], 0>, number[][]>>,
  Assert<Equal<SplitShapes<[6, 2], 2, -1>, number[][]>>,
];

// The methods NumPy has: x.repeat(…), x.nonzero().
expectExact<NDArray<'float16', [12]>>()(halves.repeat(2));
expectExact<NDArray<'float16', [4, 3]>>()(halves.repeat(2, { axis: 0 }));
expectExact<[NDArray<'int64', [number]>, NDArray<'int64', [number]>]>()(halves.nonzero());
