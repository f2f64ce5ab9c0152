// flip, roll, repeat, tile, pad, split, nonzero, argwhere at the type level: x's dtype (weak flag
// included), literal shapes where they stay literal, int64 indices.
import { argwhere, flip, nonzero, pad, repeat, roll, split, tile, type NDArray, type RepeatedShape } from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

declare const halves: NDArray<'float16', [2, 3]>;
declare const weak: NDArray<'float', [4]>;
declare const wide: NDArray<'uint4'>;

expectExact<NDArray<'float16', [2, 3]>>()(flip(halves));
expectExact<NDArray<'float16', [2, 3]>>()(flip(halves, { axis: [0, 1] }));
expectExact<NDArray<'float', [4]>>()(roll(weak, 1));
expectExact<NDArray<'float16', [2, 3]>>()(roll(halves, [1, 2], { axis: [0, 1] }));
expectExact<NDArray<'float16', [number]>>()(repeat(halves, 2));
expectExact<NDArray<'float16', number[]>>()(repeat(halves, [1, 2, 3], { axis: 1 }));
expectExact<NDArray<'uint4', number[]>>()(tile(wide, [2, 2]));
expectExact<NDArray<'float16', number[]>>()(pad(halves, [[1, 1], [0, 2]], { mode: 'reflect' }));
expectExact<NDArray<'float16', number[]>>()(pad(halves, 1, { constantValues: 2 }));
// @ts-expect-error not one of NumPy's modes we take
pad(halves, 1, { mode: 'mirror' });
expectExact<NDArray<'float16', number[]>[]>()(split(halves, 3, { axis: 1 }));
expectExact<[NDArray<'int64', [number]>, NDArray<'int64', [number]>]>()(nonzero(halves));
expectExact<NDArray<'int64', [number]>[]>()(nonzero(wide));
expectExact<NDArray<'int64', [number, 2]>>()(argwhere(halves));
expectExact<NDArray<'int64', [number, number]>>()(argwhere(wide));

type Shapes = [Assert<Equal<RepeatedShape<[2, 3], undefined>, [number]>>, Assert<Equal<RepeatedShape<[2, 3], 1>, number[]>>];
