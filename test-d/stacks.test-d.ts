// hstack, vstack, dstack, columnStack and arraySplit, hsplit, vsplit, dsplit at the type level:
// concatenate's promotion, literal shapes (sizes along the axis summed) where the inputs are
// literal, compile errors in the runtime's words; split's literal pieces.
import { expectType } from 'tsd';
import {
  arraySplit,
  columnStack,
  dsplit,
  dstack,
  hsplit,
  hstack,
  vsplit,
  vstack,
  withPolicy,
  zeros,
  type ArraySplitShapes,
  type LiftedShape,
  type NDArray,
  type StackedShape,
} from '../src/index.js';
import * as np from '../src/x64.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const a = zeros([2], 'int8');
const b = zeros([3], 'uint8');
const m = zeros([2, 3], 'int8');
const c = zeros([2, 1], 'int8');

// Promotion as concatenate's, and literal shapes.
expectExact<NDArray<'int16', [5]>>()(hstack([a, b]));
expectExact<NDArray<'int8', [2, 4]>>()(hstack([m, c]));
expectExact<NDArray<'int8', [3, 3]>>()(vstack([m, zeros([3], 'int8')]));
expectExact<NDArray<'int8', [2, 3, 2]>>()(dstack([m, m]));
expectExact<NDArray<'int8', [1, 2, 2]>>()(dstack([a, a]));
expectExact<NDArray<'int8', [2, 6]>>()(columnStack([a, m, c, a]));
expectExact<NDArray<'int8', [3]>>()(hstack([zeros([], 'int8'), a]));
expectExact<NDArray<'int32', [1, 2]>>()(columnStack([zeros([], 'int32'), zeros([], 'int32')]));
// Lists (not tuples) and unknown shapes: `number` along the axis, or number[].
declare const list: NDArray<'float32', [number, 3]>[];
expectExact<NDArray<'float32', [number, number]>>()(hstack(list));
expectExact<NDArray<'float32', [number, 3]>>()(vstack(list));
declare const anyShape: NDArray<'float32', number[]>;
expectExact<NDArray<'float32', number[]>>()(hstack([anyShape, anyShape]));
// Under other policies: x64, withPolicy.
expectType<np.NDArray<'int64', [2]>>(np.hstack([np.zeros([1], 'int32'), np.zeros([1], 'uint32')]));
expectExact<NDArray<'int32', [2]>>()(hstack([zeros([1], 'int32'), zeros([1], 'uint32')]));
expectType<NDArray<'float64', [2, 1]>>(withPolicy('numpy').vstack([zeros([1], 'int32'), zeros([1], 'float32')]));

type _Lifted = Assert<Equal<LiftedShape<'dstack', [2, 3]>, [2, 3, 1]>>;
type _Column = Assert<Equal<LiftedShape<'columnStack', [4]>, [4, 1]>>;
type _Stacked = Assert<Equal<StackedShape<'hstack', [NDArray<'int8', [2]>, NDArray<'int8', [3]>]>, [5]>>;

// Compile errors in the runtime's words.
// @ts-expect-error hstack: array 1 has shape [2, 1], which does not match [2] except along axis 0.
hstack([a, c]);
// @ts-expect-error vstack: array 1 has shape [1, 3], which does not match [1, 2] except along axis 0.
vstack([a, b]);
// @ts-expect-error dstack: array 2 has shape [1, 3, 1], which does not match [1, 2, 1] except along axis 2.
dstack([a, a, b]);
// @ts-expect-error columnStack: array 1 has shape [3, 1], which does not match [2, 1] except along axis 1.
columnStack([a, b]);
// @ts-expect-error No implicit promotion between 'float8_e4m3fn' and 'float32'
hstack([zeros([2], 'float8_e4m3fn'), zeros([2], 'float32')]);

// arraySplit: the first length % n pieces one longer.
const x = zeros([7, 2], 'float32');
expectExact<[NDArray<'float32', [3, 2]>, NDArray<'float32', [2, 2]>, NDArray<'float32', [2, 2]>]>()(arraySplit(x, 3));
expectExact<[NDArray<'float32', [7, 1]>, NDArray<'float32', [7, 1]>]>()(arraySplit(x, 2, 1));
expectExact<[NDArray<'float32', [7, 1]>, NDArray<'float32', [7, 1]>]>()(arraySplit(x, 2, { axis: 1 }));
expectExact<[NDArray<'float32', [1, 2]>, NDArray<'float32', [6, 2]>]>()(arraySplit(x, [1]));
type _Sections = Assert<Equal<ArraySplitShapes<[5], 3, 0>, [[2], [2], [1]]>>;
type _Empty = Assert<Equal<ArraySplitShapes<[2], 3, 0>, [[1], [1], [0]]>>;
declare const sections: number;
expectExact<NDArray<'float32', number[]>[]>()(arraySplit(x, sections));

// hsplit (axis 1, or 0 for 1-d), vsplit (axis 0), dsplit (axis 2).
expectExact<[NDArray<'int8', [2, 1]>, NDArray<'int8', [2, 2]>]>()(hsplit(m, [1]));
expectExact<[NDArray<'int8', [1]>, NDArray<'int8', [1]>]>()(hsplit(a, 2));
expectExact<[NDArray<'int8', [1, 3]>, NDArray<'int8', [1, 3]>]>()(vsplit(m, 2));
expectExact<[NDArray<'int8', [2, 3, 2]>, NDArray<'int8', [2, 3, 2]>]>()(dsplit(zeros([2, 3, 4], 'int8'), 2));
expectExact<NDArray<'int8', number[]>[]>()(hsplit(zeros([2, 3], 'int8') as NDArray<'int8', number[]>, 2));
