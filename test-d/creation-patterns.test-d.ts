// The types of linspace, eye, identity, tri, meshgrid, empty and the *Like functions; the runtime
// values are in test/creation-patterns.test.ts.
import {
  add,
  array,
  empty,
  full,
  ones,
  zeros,
  emptyLike,
  eye,
  fullLike,
  identity,
  linspace,
  memoryStats,
  meshgrid,
  onesLike,
  tri,
  zerosLike,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

declare const someNumber: number;
declare const int8Row: NDArray<'int8', [3]>;
declare const float32Row: NDArray<'float32', [2]>;
declare const anyShape: NDArray<'int16'>;

expectExact<NDArray<'float32', [5]>>()(linspace(0, 1, 5));
expectExact<NDArray<'float32', [50]>>()(linspace(0, 1));
expectExact<NDArray<'float32', [4]>>()(linspace(0, 1, 4, { endpoint: false, dtype: 'float32' }));
expectExact<NDArray<'int8', [6]>>()(linspace(-7.5, 8.5, 6, 'int8'));
expectExact<NDArray<'float32', [number]>>()(linspace(0, 1, someNumber));
expectExact<NDArray<'float32', [number]>>()(linspace(0, 1, 2.5));
expectExact<NDArray<'float32', [number]>>()(linspace(0, 1, -1));

expectExact<NDArray<'float32', [3, 3]>>()(eye(3));
expectExact<NDArray<'int8', [2, 3]>>()(eye(2, 3, { k: 1, dtype: 'int8' }));
expectExact<NDArray<'uint8', [2, 2]>>()(eye(2, 'uint8'));
expectExact<NDArray<'float32', [2, 2]>>()(eye(2, null, { k: 1 }));
expectExact<NDArray<'float32', [number, 4]>>()(eye(someNumber, 4));
expectExact<NDArray<'int32', [3, 3]>>()(identity(3, 'int32'));
expectExact<NDArray<'float32', [3, 3]>>()(identity(3));
expectExact<NDArray<'bool', [3, 5]>>()(tri(3, 5, { k: -1, dtype: 'bool' }));
expectExact<NDArray<'float32', [4, 4]>>()(tri(4));

expectExact<NDArray<'int8', [2, 3]>>()(empty([2, 3], 'int8'));
expectExact<NDArray<'int8', [2]>>()(zeros([2], { dtype: 'int8' }));
expectExact<NDArray<'bfloat16', [1, 2]>>()(ones([1, 2], { dtype: 'bfloat16' }));
expectExact<NDArray<'uint4', [2]>>()(full([2], 7, { dtype: 'uint4' }));
expectExact<NDArray<'float32', [2]>>()(zeros([2], {}));
expectExact<NDArray<'float32', [2]>>()(empty([2]));
expectExact<NDArray<'int8', [3]>>()(zerosLike(int8Row));
expectExact<NDArray<'float32', [3]>>()(onesLike(int8Row, 'float32'));
expectExact<NDArray<'int8', [3]>>()(fullLike(int8Row, 7));
expectExact<NDArray<'uint4', [3]>>()(fullLike(int8Row, 7, { dtype: 'uint4' }));
expectExact<NDArray<'int16', number[]>>()(emptyLike(anyShape));
expectExact<NDArray<'float', []>>()(zerosLike(add(2.5, 1)));
expectExact<NDArray<'int32', [2, 2]>>()(
  zerosLike(
    array([
      [1, 2],
      [3, 4],
    ]),
  ),
);

expectExact<[NDArray<'int8', [2, 3]>, NDArray<'float32', [2, 3]>]>()(meshgrid(int8Row, float32Row));
expectExact<[NDArray<'int8', [3, 2]>, NDArray<'float32', [3, 2]>]>()(meshgrid(int8Row, float32Row, { indexing: 'ij' }));
expectExact<[NDArray<'int8', [2, 3, number]>, NDArray<'float32', [2, 3, number]>, NDArray<'int16', [2, 3, number]>]>()(
  meshgrid(int8Row, float32Row, anyShape),
);
expectExact<[NDArray<'int8', [3]>]>()(meshgrid(int8Row));
expectExact<[]>()(meshgrid());

// @ts-expect-error -- a dtype that is not one
eye(2, 2, { dtype: 'float128' });
// @ts-expect-error -- an unknown option
linspace(0, 1, 3, { step: 1 });

// toJSON and array(json): the dtype and shape come back.
declare const matrix: NDArray<'int64', [2, 3]>;
expectExact<NDArray<'int64', [2, 3]>>()(array(matrix.toJSON()));
expectExact<NDArray<'float32', [2, 3]>>()(array(matrix.toJSON(), 'float32'));
expectExact<'int64'>()(matrix.toJSON().dtype);
expectExact<[2, 3]>()(matrix.toJSON().shape);
expectExact<NDArray<'float16', [2]>>()(array({ dtype: 'float16', shape: [2], data: [1.5, 'NaN'] }));
expectExact<{
  readonly liveArrays: number;
  readonly bytesHeld: number;
  readonly peakBytes: number;
  readonly wasmMemoryBytes: number;
  readonly jitCacheEntries: number;
  readonly jitCacheEvictions: number;
}>()(memoryStats());
// JSON.parse gives `any`: the shape is number[] (not an endless nesting).
expectExact<number[]>()(array(JSON.parse('{"dtype":"int8","shape":[1],"data":[1]}')).shape);
