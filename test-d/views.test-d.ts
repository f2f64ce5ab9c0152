// Views keep their dtype; literal indices and axes give literal shapes (checked as type identity
// under both compilers).
import {
  add,
  array,
  at,
  broadcastTo,
  concatenate,
  copy,
  expandDims,
  flatten,
  permuteDims,
  reshape,
  slice,
  squeeze,
  stack,
  transpose,
  zeros,
  type NDArray,
  type SliceShape,
  type TransposeShape,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const cube = zeros([4, 5, 6], 'int8');

// slice: integers drop an axis, null adds one, full slices keep the size, literal bounds with step 1
// give their length, other slices `number`.
expectExact<NDArray<'int8', [5, 1, 6]>>()(slice(cube, 0, '::-1', null));
expectExact<NDArray<'int8', [3, 6]>>()(cube.slice(1, [0, 3]));
expectExact<NDArray<'int8', [4, 5, 6]>>()(cube.slice());
expectExact<NDArray<'int8', [4, 5]>>()(cube.slice(':', [null, null, -1], -1));
expectExact<NDArray<'int8', number[]>>()(cube.slice('...', 0));
expectExact<NDArray<'int8', [2, 5, 6]>>()(at(cube, '1:3, ::-1'));
type SliceCheck = Assert<Equal<SliceShape<[4, 5, 6], [0, '::-1', null]>, [5, 1, 6]>>;

// transpose / permuteDims / expandDims / squeeze / broadcastTo / flatten / reshape / copy
expectExact<NDArray<'int8', [6, 5, 4]>>()(transpose(cube));
expectExact<NDArray<'int8', [4, 6, 5]>>()(cube.transpose([0, 2, 1]));
expectExact<NDArray<'int8', [6, 4, 5]>>()(permuteDims(cube, [2, 0, 1]));
type TransposeCheck = Assert<Equal<TransposeShape<[2, 3, 4]>, [4, 3, 2]>>;
// x.T reverses every axis, x.mT swaps the last two (never for fewer than two axes).
expectExact<NDArray<'int8', [6, 5, 4]>>()(cube.T);
expectExact<NDArray<'int8', [4, 6, 5]>>()(cube.mT);
type MatrixTransposeCheck = [
  Assert<Equal<NDArray<'float32', [2, 3]>['T'], NDArray<'float32', [3, 2]>>>,
  Assert<Equal<NDArray<'float32', [2, 3]>['mT'], NDArray<'float32', [3, 2]>>>,
  Assert<Equal<NDArray<'float', [4]>['T'], NDArray<'float', [4]>>>,
  Assert<Equal<NDArray<'int8', [4]>['mT'], NDArray<'int8', never>>>,
  Assert<Equal<NDArray<'int8', number[]>['mT'], NDArray<'int8', number[]>>>,
];
expectExact<NDArray<'int8', [4, 1, 5, 6]>>()(expandDims(cube, 1));
expectExact<NDArray<'int8', [4, 5, 6, 1]>>()(cube.expandDims(-1));
expectExact<NDArray<'float32', [3]>>()(squeeze(zeros([1, 3, 1], 'float32')));
expectExact<NDArray<'float32', [3, 1]>>()(zeros([1, 3, 1], 'float32').squeeze(0));
expectExact<NDArray<'float32', [4, 3]>>()(broadcastTo(array([1, 2, 3], 'float32'), [4, 3]));
expectExact<NDArray<'int8', [number]>>()(flatten(cube));
expectExact<NDArray<'int8', [number]>>()(cube.flatten());
expectExact<NDArray<'int8', [20, 6]>>()(reshape(cube, [20, 6]));
expectExact<NDArray<'int8', [4, 5, 6]>>()(copy(cube));

// concatenate and stack promote as add does.
expectExact<NDArray<'int16', [4, number, 6]>>()(concatenate([cube, zeros([4, 2, 6], 'uint8')], 1));
expectExact<NDArray<'int16', [2, 4, 5, 6]>>()(stack([cube, zeros([4, 5, 6], 'uint8')]));
expectExact<NDArray<'int16', [4, 5, 2, 6]>>()(stack([cube, zeros([4, 5, 6], 'uint8')], 2));
// Negative axes count from the end (issue #24, item 3: these gave the first array's shape).
expectExact<NDArray<'int8', [4, 5, number]>>()(concatenate([cube, cube], -1));
expectExact<NDArray<'int8', [4, number, 6]>>()(concatenate([cube, cube], -2));
expectExact<NDArray<'int8', [number, 5, 6]>>()(concatenate([cube, cube], -3));
expectExact<NDArray<'int8', [4, 5, 6, 3]>>()(stack([cube, cube, cube], -1));
// A non-literal axis: every size is unknown.
declare const someAxis: number;
expectExact<NDArray<'int8', [number, number, number]>>()(concatenate([cube, cube], someAxis));

// Views are arrays: they broadcast with others at the type level too.
expectExact<NDArray<'float32', [4, 3]>>()(add(broadcastTo(array([1, 2, 3], 'float32'), [4, 3]), zeros([3], 'float32')));

export type { SliceCheck, TransposeCheck, MatrixTransposeCheck };

// Slices with literal bounds (step 1) have literal lengths, with NumPy's clamping and negative bounds.
expectExact<NDArray<'int8', [3, 5, 6]>>()(cube.slice([1, 4]));
expectExact<NDArray<'int8', [2, 6]>>()(cube.slice(0, '1:3'));
expectExact<NDArray<'int8', [2, 5, 6]>>()(cube.slice([-2]));
expectExact<NDArray<'int8', [4, 3, 6]>>()(cube.slice(':', [null, 3]));
expectExact<NDArray<'int8', [0, 5, 6]>>()(cube.slice([3, 1]));
expectExact<NDArray<'int8', [4, 5, 6]>>()(cube.slice([-100, 100]));
expectExact<NDArray<'int8', [1, 5, 6]>>()(cube.slice([-2, 3]));
expectExact<NDArray<'int8', [number, 5, 6]>>()(cube.slice([0, 4, 2]));
expectExact<NDArray<'int8', [2, 5, 6]>>()(cube.slice(' 1 : 3 '));
expectExact<NDArray<'int8', [number, 5, 6]>>()(cube.slice('0:4:2'));
type LengthCheck = Assert<Equal<SliceShape<[1920, 1080], [[100, 1000], '-1080:']>, [900, 1080]>>;
// at(): a literal expression gives the same shapes as slice().
expectExact<NDArray<'int8', [2, 6]>>()(cube.at('1, 1:3, ::-1'));
expectExact<NDArray<'int8', [1, 5, 6]>>()(at(cube, 'None, 0'));
expectExact<NDArray<'int8', [5, 6]>>()(cube.at('2'));
expectExact<NDArray<'int8', number[]>>()(cube.at('...' as string));
export type { LengthCheck };
