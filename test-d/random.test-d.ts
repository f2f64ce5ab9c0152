// random's static types carry the dtype and literal shape the runtime produces
// (test/random.test.ts checks the same calls' dtypes and shapes at run time).
import { array, random, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

const key = random.key(0);
expectExact<random.Key>()(key);
expectExact<random.Key[]>()(random.split(key));
expectExact<random.Key>()(random.foldIn(key, 3));
expectExact<NDArray<'uint32', [2]>>()(random.keyData(key));

// Default dtypes are JAX's with x64 off (the default policy's, and zeros'): float32, int32, uint32.
expectExact<NDArray<'float32', [2, 3]>>()(random.uniform(key, [2, 3]));
expectExact<NDArray<'float32', [2, 3]>>()(random.uniform(key, [2, 3], { dtype: 'float32' }));
expectExact<NDArray<'float32', [4]>>()(random.uniform(key, [4], { minval: -1, maxval: 1 }));
expectExact<NDArray<'float64', [4]>>()(random.uniform(key, [4], { dtype: 'float64' }));
expectExact<NDArray<'float32', []>>()(random.uniform(key));
expectExact<NDArray<'bfloat16', [1]>>()(random.normal(key, [1], { dtype: 'bfloat16' }));
expectExact<NDArray<'float32', [5]>>()(random.normal(key, [5]));
expectExact<NDArray<'float8_e4m3fn', [2]>>()(random.uniform(key, [2], { dtype: 'float8_e4m3fn' }));
expectExact<NDArray<'float8_e5m2', [3]>>()(random.normal(key, [3], { dtype: 'float8_e5m2' }));
expectExact<NDArray<'int32', [3]>>()(random.randint(key, [3], 0, 10));
expectExact<NDArray<'uint8', [3]>>()(random.randint(key, [3], 0, 10, { dtype: 'uint8' }));
expectExact<NDArray<'uint32', [2]>>()(random.bits(key, [2]));
expectExact<NDArray<'uint16', [2]>>()(random.bits(key, [2], { dtype: 'uint16' }));
expectExact<NDArray<'bool', [8]>>()(random.bernoulli(key, 0.3, [8]));
expectExact<NDArray<'bool', []>>()(random.bernoulli(key));
// An array p gives its shape, or broadcasts to the shape asked.
expectExact<NDArray<'bool', [3]>>()(random.bernoulli(key, array([0.1, 0.5, 0.9], 'float32')));
expectExact<NDArray<'bool', [2, 3]>>()(random.bernoulli(key, array([0.1, 0.5, 0.9], 'float32'), [2, 3]));
expectExact<NDArray<'float32', [2, 3]>>()(
  random.uniform(key, [2, 3], { dtype: 'float32', minval: array([0, 1, 2], 'float32'), maxval: 5 }),
);
expectExact<NDArray<'int32', [10]>>()(random.permutation(key, 10));
expectExact<NDArray<'int16', [2, 3]>>()(
  random.permutation(
    key,
    array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int16',
    ),
  ),
);
expectExact<NDArray<'int16', [2, 3]>>()(
  random.permutation(
    key,
    array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int16',
    ),
    { axis: 1, independent: true },
  ),
);
expectExact<NDArray<'int32', [3]>>()(random.choice(key, 5, { shape: [3] }));
expectExact<NDArray<'int32', number[]>>()(random.categorical(key, array([[0, 1]], 'float32')));
expectExact<NDArray<'uint32', [3]>>()(random.threefry2x32([0, 0], array([1, 2, 3], 'uint32')));
expectExact<boolean>()(random.isKey(key));

// Keys are not arrays, and sampler dtypes are checked.
// @ts-expect-error -- checked at compile time too
random.uniform(array([0, 0], 'uint32'), [2]);
// @ts-expect-error -- checked at compile time too
random.uniform(key, [2], { dtype: 'int8' });
// @ts-expect-error -- checked at compile time too
random.bits(key, [2], { dtype: 'int32' });
// @ts-expect-error -- checked at compile time too
random.randint(key, [2], 0, 1, { dtype: 'float32' });
// @ts-expect-error -- JAX's uniform takes no float4 (nor float6, float8_e8m0fnu)
random.uniform(key, [2], { dtype: 'float4_e2m1fn' });
// @ts-expect-error -- p must be a float array
random.bernoulli(key, array([1, 0], 'int32'));
