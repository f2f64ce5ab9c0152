// Literal shapes and the array types an editor shows, checked as type identity under both
// compilers (tsd's TypeScript 5.9 and TypeScript 7). test/hover.test.ts checks the hover text.
import {
  abs,
  add,
  arange,
  array,
  divide,
  equal,
  full,
  less,
  multiply,
  negative,
  ones,
  sqrt,
  withPolicy,
  zeros,
  type Broadcast,
  type NDArray,
  type ShapeError,
  type ShapeMismatchText,
  type ShapeText,
  type TypedArrayOf,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

// Creation functions keep literal shapes (as mutable tuples, as `.shape` reports them).
expectExact<NDArray<'int8', [2, 2]>>()(
  array(
    [
      [1, 2],
      [3, 4],
    ],
    'int8',
  ),
);
expectExact<NDArray<'float32', [2, 2, 1]>>()(
  array([
    [[1.5], [2]],
    [[3], [4]],
  ]),
);
expectExact<NDArray<'int32', [3]>>()(array([1, 2, 3]));
expectExact<NDArray<'bool', []>>()(array(true));
expectExact<NDArray<'complex64', [1]>>()(array([{ re: 1, im: 2 }]));
expectExact<NDArray<'float32', [number]>>()(array(new Float32Array(4)));
expectExact<NDArray<'float32', [2, 3]>>()(zeros([2, 3], 'float32'));
expectExact<NDArray<'float32', [4]>>()(zeros([4]));
expectExact<NDArray<'uint8', [1, 5]>>()(ones([1, 5], 'uint8'));
expectExact<NDArray<'bfloat16', [3]>>()(full([3], 0.5, 'bfloat16'));
expectExact<NDArray<'int32', [5]>>()(arange(5));
expectExact<NDArray<'float16', [8]>>()(arange(8, 'float16'));
expectExact<NDArray<'int32', [number]>>()(arange(2, 10, 2));
expectExact<NDArray<'int8', [4]>>()(
  array(
    [
      [1, 2],
      [3, 4],
    ],
    'int8',
  ).reshape([4]),
);
expectExact<NDArray<'int8', [2, number]>>()(
  array(
    [
      [1, 2],
      [3, 4],
    ],
    'int8',
  ).reshape([2, -1]),
);
expectExact<NDArray<'uint16', [2, 2]>>()(
  array(
    [
      [1, 2],
      [3, 4],
    ],
    'int8',
  ).astype('uint16'),
);
expectExact<[2, 3]>()(zeros([2, 3]).shape);
expectExact<'float32'>()(zeros([1], 'float32').dtype);

// Binary operations broadcast literal shapes (NumPy's rule) and promote dtypes.
const column = zeros([3, 1], 'float32');
const row = zeros([4], 'bfloat16');
expectExact<NDArray<'float32', [3, 4]>>()(add(column, row));
expectExact<NDArray<'float32', [3, 4]>>()(column.add(row));
expectExact<NDArray<'bool', [3, 4]>>()(less(column, row));
expectExact<NDArray<'int16', [2, 2]>>()(
  multiply(
    array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    ),
    array([1, 2], 'uint8'),
  ),
);
expectExact<NDArray<'float32', [2, 3]>>()(divide(zeros([2, 3], 'int16'), 2));
expectExact<NDArray<'float', [5, 2, 3]>>()(add(zeros([5, 1, 3], 'int64'), zeros([2, 1], 'uint64')));
expectExact<NDArray<'float', []>>()(add(2, 3.5));
expectExact<NDArray<'int8', [2]>>()(add(array([1, 2], 'int8'), 7));
expectExact<NDArray<'int8' | 'float', [2]>>()(add(array([1, 2], 'int8'), 7 as number));

// Unary operations keep the shape.
expectExact<NDArray<'float32', [2, 2]>>()(
  sqrt(
    array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    ),
  ),
);
expectExact<NDArray<'float32', [1]>>()(abs(array([{ re: 3, im: 4 }], 'complex64')));
expectExact<NDArray<'int8', [2, 2]>>()(
  negative(
    array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    ),
  ),
);

// Chains of mixed dtypes.
expectExact<NDArray<'float16', [2, 2]>>()(
  array(
    [
      [1, 2],
      [3, 4],
    ],
    'int8',
  )
    .add(array([5, 6], 'uint8'))
    .multiply(array(2, 'float16'))
    .divide(array([[1], [2]], 'int32')),
);
expectExact<NDArray<'bool', [2, 2]>>()(
  equal(
    add(
      array(
        [
          [1, 2],
          [3, 4],
        ],
        'int8',
      ),
      array([5, 6], 'uint8'),
    ),
    3,
  ),
);

// Unknown shapes degrade to number[] without errors.
declare const dims: number[];
const unknown = zeros(dims, 'int16');
expectExact<NDArray<'int16', number[]>>()(unknown);
expectExact<NDArray<'int16', number[]>>()(
  add(
    unknown,
    array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    ),
  ),
);
expectExact<NDArray<'float32', number[]>>()(unknown.divide(zeros([7, 7], 'int8')));

// Policies: withPolicy binds the operations, typed by that policy.
expectExact<NDArray<'float64', [1]>>()(withPolicy('numpy').add(array([1], 'int64'), array([1], 'uint64')));
expectExact<NDArray<'int16', [1]>>()(withPolicy('torch').add(array([1], 'uint8'), array([1], 'int8')));
expectExact<NDArray<'float32', [1]>>()(withPolicy('strict').add(array([1], 'float32'), 2));

// The type-level broadcast and the text of its error.
export type Shapes = [
  Assert<Equal<Broadcast<[3, 1], [4]>, [3, 4]>>,
  Assert<Equal<Broadcast<[2, 1, 5], [7, 1]>, [2, 7, 5]>>,
  Assert<Equal<Broadcast<[], [2, 3]>, [2, 3]>>,
  Assert<Equal<Broadcast<number[], [2, 3]>, number[]>>,
  Assert<
    Equal<
      Broadcast<[3], [4]>,
      ShapeError<'Shapes [3] and [4] do not broadcast: sizes must match or be 1, aligned from the right.'>
    >
  >,
  Assert<Equal<Broadcast<[2, 3], [3, 2]>, ShapeError<ShapeMismatchText<'[2, 3]', '[3, 2]'>>>>,
  Assert<Equal<ShapeText<[3, 1]>, '[3, 1]'>>,
  Assert<Equal<ShapeText<number[]>, 'number[]'>>,
];

// toTypedArray's type comes from the dtype table's storage column.
export type StorageTypes = [
  Assert<Equal<TypedArrayOf<'bfloat16'>, Uint16Array<ArrayBuffer>>>,
  Assert<Equal<TypedArrayOf<'complex64'>, Float32Array<ArrayBuffer>>>,
  // A weak int array holds int64 data (x64 on) or int32 data (x64 off).
  Assert<Equal<TypedArrayOf<'int'>, BigInt64Array<ArrayBuffer> | Int32Array<ArrayBuffer>>>,
  Assert<Equal<TypedArrayOf<'bool'>, Uint8Array<ArrayBuffer>>>,
];
