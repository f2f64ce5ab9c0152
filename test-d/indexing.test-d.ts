// Indexing by arrays and updates keep x's dtype; literal shapes where the inputs are literal
// (checked as type identity under both compilers).
import {
  array,
  at,
  scatter,
  take,
  takeAlongAxis,
  zeros,
  type NDArray,
  type TakeShape,
  type AtIndexShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const matrix = zeros([3, 4], 'float16');
const rows = zeros([2], 'int32');
const grid = zeros([2, 5], 'uint8');
const mask = zeros([3], 'bool');

// take: the axis replaced by the indices' shape; without an axis, the indices' shape.
expectExact<NDArray<'float16', [2, 4]>>()(take(matrix, rows, { axis: 0 }));
expectExact<NDArray<'float16', [3, 2, 5]>>()(take(matrix, grid, { axis: 1 }));
expectExact<NDArray<'float16', [3, 2]>>()(matrix.take(rows, { axis: -1 }));
expectExact<NDArray<'float16', [2]>>()(take(matrix, rows));
expectExact<NDArray<'float16', []>>()(take(matrix, 3));
expectExact<NDArray<'float16', [number]>>()(take(matrix, new Int32Array([1, 2]), { mode: 'wrap' }));
expectExact<NDArray<'float16', [number]>>()(matrix.take([0, 1]));
expectExact<NDArray<'float16', number[]>>()(take(matrix, rows, { axis: 0 as number }));
expectExact<NDArray<'float16', [3, 2]>>()(take(matrix, rows, { axis: 1, mode: 'fill', fillValue: 0 }));
type _TakeShape = Assert<Equal<TakeShape<[3, 4], NDArray<'int32', [2]>, 1>, [3, 2]>>;

// takeAlongAxis: the indices' shape, broadcast with x's on axes of size 1.
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, zeros([3, 1], 'int64'), 1));
expectExact<NDArray<'float16', [3, 2]>>()(takeAlongAxis(matrix, zeros([1, 2], 'int64'), 1));

// at: a mask selects a count of elements then the axes after it; one index array its shape then the rest.
expectExact<NDArray<'float16', [number, 4]>>()(at(matrix, mask));
expectExact<NDArray<'float16', [number]>>()(matrix.at(zeros([3, 4], 'bool')));
expectExact<NDArray<'float16', [2, 4]>>()(at(matrix, rows));
expectExact<NDArray<'float16', [2, 5, 4]>>()(matrix.at(grid));
expectExact<NDArray<'float16', [number, 4]>>()(at(matrix, new Uint8Array([0, 2])));
expectExact<NDArray<'float16', number[]>>()(at(matrix, ':', rows));
expectExact<NDArray<'float16', [4]>>()(at(matrix, 1));
expectExact<NDArray<'float16', [4]>>()(matrix.at('1'));
expectExact<NDArray<'float16', [3]>>()(at(matrix, ':', 0));
type _AtShape = Assert<Equal<AtIndexShape<[3, 4], NDArray<'bool', [3]>, []>, [number, 4]>>;

// with and scatter: x's dtype and shape.
expectExact<NDArray<'float16', [3, 4]>>()(matrix.with(0, 1));
expectExact<NDArray<'float16', [3, 4]>>()(matrix.with([0, ':'], array([1, 2, 3, 4], 'float16')));
expectExact<NDArray<'float16', [3, 4]>>()(matrix.with(mask, [[1, 2, 3, 4]], { mode: 'drop' }));
expectExact<NDArray<'float16', [3, 4]>>()(scatter(matrix, rows, 1, { update: 'add' }));
expectExact<NDArray<'uint8', [2, 5]>>()(scatter(grid, [0, new Int32Array([1, 1])], 2, { update: 'max', mode: 'clip' }));

// Refused: float index arrays, float typed arrays, unknown modes and updates, a bad at() string.
// @ts-expect-error float indices
take(matrix, zeros([2], 'float32'));
// @ts-expect-error a Float64Array is not an index array
at(matrix, new Float64Array([1]));
// @ts-expect-error 'drop' is a scatter mode, not take's
take(matrix, rows, { mode: 'drop' });
// @ts-expect-error an unknown update
scatter(matrix, rows, 1, { update: 'divide' });
// @ts-expect-error index 5 is out of bounds
at(matrix, '5');
