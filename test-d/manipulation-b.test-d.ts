// Issue #44 part 4, manipulation B at the type level: JAX's dtypes (x64 off) and the shapes.
import {
  append,
  argpartition,
  argsort,
  delete_,
  insert,
  intersect1d,
  isin,
  lexsort,
  partition,
  polyadd,
  polyder,
  polyint,
  polymul,
  polyval,
  resize,
  setdiff1d,
  setxor1d,
  sort,
  union1d,
  withPolicy,
  type NDArray,
} from '../src/index.js';
import { expectExact } from './helpers.js';

declare const floats: NDArray<'float32', [2, 3]>;
declare const ints: NDArray<'int32', [4]>;
declare const int8s: NDArray<'int8', [3]>;
declare const uint8s: NDArray<'uint8', [3]>;

expectExact<NDArray<'bool', [2, 3]>>()(isin(floats, ints));
expectExact<NDArray<'float32', [number]>>()(setdiff1d(floats, ints));
expectExact<NDArray<'int16', [number]>>()(union1d(int8s, uint8s));
expectExact<NDArray<'int16', [number]>>()(setxor1d(int8s, uint8s, { assumeUnique: true }));
expectExact<NDArray<'int16', [number]>>()(intersect1d(int8s, uint8s));
expectExact<[NDArray<'int16', [number]>, NDArray<'int32', [number]>, NDArray<'int32', [number]>]>()(
  intersect1d(int8s, uint8s, { returnIndices: true }),
);
expectExact<NDArray<'float32', [2, 3]>>()(partition(floats, 1));
expectExact<NDArray<'float32', [2, 3]>>()(partition(floats, [0, 1], { axis: 0 }));
expectExact<NDArray<'int32', [2, 3]>>()(argpartition(floats, 1));
expectExact<NDArray<'int32', [4]>>()(lexsort([ints, ints]));
expectExact<NDArray<'int64', [4]>>()(withPolicy({ x64: true }).lexsort([ints]));
expectExact<NDArray<'float32', [2, 3]>>()(sort(floats, { descending: true }));
expectExact<NDArray<'int32', [2, 3]>>()(argsort(floats, { descending: true, stable: true }));
expectExact<NDArray<'int8', number[]>>()(insert(int8s, 1, 5));
expectExact<NDArray<'int8', number[]>>()(delete_(int8s, [0, 1]));
expectExact<NDArray<'int16', number[]>>()(append(int8s, uint8s));
expectExact<NDArray<'int8', [2, 2]>>()(resize(int8s, [2, 2]));
expectExact<NDArray<'int8', [5]>>()(resize(int8s, 5));
expectExact<NDArray<'float32', number[]>>()(polyval(floats, ints));
expectExact<NDArray<'int16', number[]>>()(polyadd(int8s, uint8s));
expectExact<NDArray<'float32', [number]>>()(polymul(int8s, ints));
expectExact<NDArray<'float32', number[]>>()(polyder(ints));
expectExact<NDArray<'float32', [number]>>()(polyint(int8s, 2, [1, 2]));

// @ts-expect-error the sort option is descending, a boolean
sort(floats, { descending: 'yes' });

// withPolicy's members: the promotion and index dtypes under the policy (JAX's with x64 on).
declare const uint32s: NDArray<'uint32', [3]>;
declare const int64s: NDArray<'int64', [3]>;
const x64 = withPolicy({ x64: true });
expectExact<NDArray<'int64', [number]>>()(x64.union1d(ints, uint32s));
expectExact<NDArray<'int32', [number]>>()(union1d(ints, uint32s));
expectExact<NDArray<'int64', [number]>>()(x64.setxor1d(ints, uint32s, { assumeUnique: true }));
expectExact<[NDArray<'int64', [number]>, NDArray<'int64', [number]>, NDArray<'int64', [number]>]>()(
  x64.intersect1d(ints, uint32s, { returnIndices: true }),
);
expectExact<[NDArray<'int32', [number]>, NDArray<'int32', [number]>, NDArray<'int32', [number]>]>()(
  x64.intersect1d(ints, ints, { returnIndices: true, assumeUnique: true }),
);
expectExact<NDArray<'int64', number[]>>()(x64.append(ints, uint32s));
expectExact<NDArray<'int64', number[]>>()(x64.polyadd(ints, uint32s));
expectExact<NDArray<'float32', [number]>>()(x64.polymul(ints, ints));
expectExact<NDArray<'float64', [number]>>()(x64.polymul(ints, uint32s));
expectExact<NDArray<'float64', number[]>>()(x64.polyder(int64s));
expectExact<NDArray<'float64', [number]>>()(withPolicy('numpy').polyint(ints));
// @ts-expect-error union1d takes no options
union1d(ints, ints, { assumeUnique: true });
