// The x64 entry's types: the same names, x64 on (src/x64.ts; test/x64-entry.test.ts runs the same calls).
import { expectType } from 'tsd';
import * as root from '../src/index.js';
import * as np from '../src/x64.js';
import type { Assert, Equal } from './helpers.js';

expectType<np.NDArray<'int64', [2]>>(np.array([1, 2]));
expectType<np.NDArray<'int32', [2]>>(root.array([1, 2]));
expectType<np.NDArray<'float64', [1]>>(np.array([0.5]));
expectType<np.NDArray<'int64', [3]>>(np.arange(3));
expectType<np.NDArray<'float64', [2]>>(np.zeros([2]));
expectType<np.NDArray<'int64', []>>(np.sum(np.array([1], 'int8')));
expectType<np.NDArray<'int32', []>>(np.array([1], 'int8').sum());
expectType<np.NDArray<'int64', []>>(np.argmax(np.array([1, 3])));
expectType<np.NDArray<'int64', [1]>>(np.add(np.array([1], 'uint32'), np.array([1], 'int32')));
expectType<np.NDArray<'int64', [number]>>(np.concatenate([np.array([1], 'uint32'), np.array([1], 'int32')]));
expectType<np.NDArray<'int32', [number]>>(root.concatenate([root.array([1], 'uint32'), root.array([1], 'int32')]));
expectType<np.NDArray<'float64', [2]>>(np.random.uniform(np.random.key(0), [2]));
expectType<'int64'>(np.promoteTypes('uint32', 'int32'));
expectType<'int32'>(np.promoteTypes('uint32', 'int32', { x64: false }));
expectType<'float64'>(np.unaryResultType('rint', 'int8'));
const key: np.random.Key = np.random.key(1);
export { key };

export type X64Types = [
  Assert<Equal<np.Promote<'uint32', 'int32'>, 'int64'>>,
  Assert<Equal<root.Promote<'uint32', 'int32'>, 'int32'>>,
  Assert<Equal<np.Add<'uint32', 'int8'>, 'int64'>>,
  Assert<Equal<np.Add<'uint32', 'int8', 'jax'>, 'int32'>>,
  Assert<Equal<np.Rint<'int8'>, 'float64'>>,
  Assert<Equal<root.Rint<'int8'>, 'float32'>>,
  Assert<Equal<np.Materialize<'float'>, 'float64'>>,
  Assert<Equal<np.ResultType<['uint32', 'int32', 'float16']>, 'float16'>>,
  Assert<Equal<np.ResultType<['uint32', 'int16']>, 'int64'>>,
];
