// swapaxes, moveaxis, ravel, atleast1d/2d/3d: literal shapes for literal arguments, compile errors
// in the runtime's words for literal axes out of range, repeated, or lists of different lengths.
import {
  array,
  atleast1d,
  atleast2d,
  atleast3d,
  moveaxis,
  ravel,
  swapaxes,
  zeros,
  type AnyNDArray,
  type AtLeastShape,
  type MoveaxisShape,
  type MoveaxisSlot,
  type NDArray,
  type RavelShape,
  type SwapaxesShape,
  type SwapaxesSlot,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const cube = zeros([2, 3, 4], 'int8');
declare const someAxis: number;
declare const loose: NDArray<'float32', number[]>;

// swapaxes: a view with two sizes exchanged; the method too.
expectExact<NDArray<'int8', [4, 3, 2]>>()(swapaxes(cube, 0, 2));
expectExact<NDArray<'int8', [4, 3, 2]>>()(swapaxes(cube, -1, 0));
expectExact<NDArray<'int8', [2, 3, 4]>>()(swapaxes(cube, 1, 1));
expectExact<NDArray<'int8', [2, 4, 3]>>()(cube.swapaxes(1, 2));
expectExact<NDArray<'int8', [number, number, number]>>()(swapaxes(cube, someAxis, 0));
expectExact<NDArray<'float32', number[]>>()(swapaxes(loose, 0, 1));
type SwapChecks = [
  Assert<Equal<SwapaxesShape<[2, 3, 4], 0, -1>, [4, 3, 2]>>,
  Assert<Equal<SwapaxesSlot<[2, 3], 2>, 'swapaxes: axis 2 is out of range for 2 axes (-2 to 1).'>>,
  Assert<Equal<SwapaxesSlot<[2, 3], -2>, {}>>,
];
// @ts-expect-error swapaxes: axis 3 is out of range for 3 axes (-3 to 2).
swapaxes(cube, 3, 0);
// @ts-expect-error swapaxes: axis -4 is out of range for 3 axes (-3 to 2).
cube.swapaxes(0, -4);

// moveaxis: an integer or a list each.
expectExact<NDArray<'int8', [3, 4, 2]>>()(moveaxis(cube, 0, -1));
expectExact<NDArray<'int8', [4, 2, 3]>>()(moveaxis(cube, -1, 0));
expectExact<NDArray<'int8', [4, 3, 2]>>()(moveaxis(cube, [0, 1], [-1, -2]));
expectExact<NDArray<'int8', [3, 2, 4]>>()(moveaxis(cube, [1], [0]));
expectExact<NDArray<'int8', [2, 3, 4]>>()(moveaxis(cube, [], []));
expectExact<NDArray<'int8', [number, number, number]>>()(moveaxis(cube, someAxis, 0));
expectExact<NDArray<'float32', number[]>>()(moveaxis(loose, 0, 1));
type MoveChecks = [
  Assert<Equal<MoveaxisShape<[2, 3, 4, 5], [0, 3], [2, 0]>, [5, 3, 2, 4]>>,
  Assert<
    Equal<
      MoveaxisSlot<[2, 3], [0, 1], [1], 'destination'>,
      'moveaxis: source [0, 1] and destination [1] must name the same number of axes.'
    >
  >,
  Assert<Equal<MoveaxisSlot<[2, 3], [0, 1], [1], 'source'>, {}>>,
];
// @ts-expect-error moveaxis: axis 3 is out of range for 3 axes (-3 to 2).
moveaxis(cube, 3, 0);
// @ts-expect-error moveaxis: axis -4 is out of range for 3 axes (-3 to 2).
moveaxis(cube, 0, -4);
// @ts-expect-error moveaxis: axis -3 is repeated in [0, -3].
moveaxis(cube, [0, -3], [1, 2]);
// @ts-expect-error moveaxis: axis 1 is repeated in [1, 1].
moveaxis(cube, [0, 2], [1, 1]);
// @ts-expect-error moveaxis: source [0, 1] and destination [2] must name the same number of axes.
moveaxis(cube, [0, 1], [2]);

// ravel: the literal size (a product up to 512), else number; the method too.
expectExact<NDArray<'int8', [24]>>()(ravel(cube));
expectExact<NDArray<'int8', [24]>>()(cube.ravel());
expectExact<NDArray<'int8', [24]>>()(cube.ravel({ order: 'C' }));
expectExact<NDArray<'int32', [1]>>()(ravel(array(5)));
expectExact<NDArray<'float32', [number]>>()(ravel(loose));
expectExact<NDArray<'float32', [number]>>()(ravel(zeros([600, 2], 'float32')));
type RavelChecks = [Assert<Equal<RavelShape<[2, number]>, [number]>>, Assert<Equal<RavelShape<[0, 5]>, [0]>>];
// @ts-expect-error only order 'C'
ravel(cube, { order: 'F' });
// @ts-expect-error unknown option
ravel(cube, { orde: 'C' });

// atleast1d/2d/3d: NumPy's shapes; one array gives an array, several a list.
const scalar = array(5, 'float32');
const row = zeros([4], 'uint8');
const matrix = zeros([2, 3], 'bool');
expectExact<NDArray<'float32', [1]>>()(atleast1d(scalar));
expectExact<NDArray<'uint8', [4]>>()(atleast1d(row));
expectExact<NDArray<'float32', [1, 1]>>()(atleast2d(scalar));
expectExact<NDArray<'uint8', [1, 4]>>()(atleast2d(row));
expectExact<NDArray<'bool', [2, 3]>>()(atleast2d(matrix));
expectExact<NDArray<'float32', [1, 1, 1]>>()(atleast3d(scalar));
expectExact<NDArray<'uint8', [1, 4, 1]>>()(atleast3d(row));
expectExact<NDArray<'bool', [2, 3, 1]>>()(atleast3d(matrix));
expectExact<NDArray<'int8', [2, 3, 4]>>()(atleast3d(cube));
expectExact<[NDArray<'float32', [1]>, NDArray<'uint8', [4]>]>()(atleast1d(scalar, row));
expectExact<[NDArray<'float32', [1, 1, 1]>, NDArray<'bool', [2, 3, 1]>]>()(atleast3d(scalar, matrix));
expectExact<[]>()(atleast2d());
expectExact<NDArray<'float32', number[]>>()(atleast3d(loose));
declare const many: NDArray<'int8', [2]>[];
expectExact<NDArray<'int8', [1, 2]> | NDArray<'int8', [1, 2]>[]>()(atleast2d(...many));
type DocChecks = [
  Assert<Equal<MoveaxisShape<[2, 3, 4], 0, -1>, [3, 4, 2]>>,
  Assert<Equal<MoveaxisShape<[2, 3, 4], [0, 1], [-1, -2]>, [4, 3, 2]>>,
  Assert<Equal<RavelShape<[2, 3, 4]>, [24]>>,
  Assert<Equal<RavelShape<[]>, [1]>>,
  Assert<Equal<AtLeastShape<[4], 3>, [1, 4, 1]>>,
];
type AtLeastChecks = [Assert<Equal<AtLeastShape<[5], 3>, [1, 5, 1]>>, Assert<Equal<AtLeastShape<[], 2>, [1, 1]>>];
// @ts-expect-error not an array
atleast1d(5);

// Generic code: a type-parameter shape is left to the runtime.
function generic<X extends AnyNDArray>(x: X) {
  return [swapaxes(x, 0, 1), moveaxis(x, 0, 1), ravel(x), atleast2d(x)];
}
generic(cube);

export type { SwapChecks, MoveChecks, RavelChecks, AtLeastChecks, DocChecks };
