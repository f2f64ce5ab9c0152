// The random namespace's types under a policy spec: RandomFunctions<Spec> defaults to Spec's dtypes
// (a bare 'jax' is x64 off: float32, int32, uint32; { x64: true }: float64, int64, uint64), as
// createRandom(resolvePolicy(spec)) draws them (test/random-x64.test.ts checks the runtime).
import { array, random, type NDArray } from '../src/index.js';
import type { RandomFunctions } from '../src/ops/random/types.js';
import { random as random64 } from '../src/x64.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

declare const off: RandomFunctions<'jax'>;
declare const on: RandomFunctions<{ x64: true }>;
declare const offByOption: RandomFunctions<{ x64: false }>;
declare const numpy: RandomFunctions<'numpy'>;
declare const torch: RandomFunctions<'torch'>;
const key = random.key(0);

// The default namespace is RandomFunctions<'jax'>'s; the x64 module is RandomFunctions<{ x64: true }>'s.
export type DefaultIsJax = Assert<Equal<typeof random.uniform, RandomFunctions<'jax'>['uniform']>>;
export type X64IsOn = Assert<Equal<typeof random64.randint, RandomFunctions<{ x64: true }>['randint']>>;

// x64 off: float32, int32, uint32.
expectExact<NDArray<'float32', [2]>>()(off.uniform(key, [2]));
expectExact<NDArray<'float32', []>>()(off.normal(key));
expectExact<NDArray<'int32', [3]>>()(off.randint(key, [3], 0, 10));
expectExact<NDArray<'uint32', [2]>>()(off.bits(key, [2]));
expectExact<NDArray<'int32', [5]>>()(off.permutation(key, 5));
expectExact<NDArray<'int32', [2]>>()(off.choice(key, 5, { shape: [2] }));
expectExact<NDArray<'int32', number[]>>()(off.categorical(key, array([[0, 1]], 'float32')));
expectExact<NDArray<'float32', [2]>>()(offByOption.uniform(key, [2]));
expectExact<NDArray<'int32', [1]>>()(offByOption.randint(key, [1], 0, 2));

// x64 on: float64, int64, uint64.
expectExact<NDArray<'float64', [2]>>()(on.uniform(key, [2]));
expectExact<NDArray<'float64', []>>()(on.normal(key));
expectExact<NDArray<'int64', [3]>>()(on.randint(key, [3], 0, 10));
expectExact<NDArray<'uint64', [2]>>()(on.bits(key, [2]));
expectExact<NDArray<'int64', [5]>>()(on.permutation(key, 5));
expectExact<NDArray<'int64', [2]>>()(on.choice(key, 5, { shape: [2] }));
expectExact<NDArray<'int64', number[]>>()(on.categorical(key, array([[0, 1]], 'float32')));
expectExact<NDArray<'float64', [2]>>()(random64.uniform(key, [2]));
expectExact<NDArray<'uint64', [2]>>()(random64.bits(key, [2]));

// A named dtype wins in both modes; an array keeps its dtype.
expectExact<NDArray<'float64', [2]>>()(off.uniform(key, [2], { dtype: 'float64' }));
expectExact<NDArray<'float32', [2]>>()(on.uniform(key, [2], { dtype: 'float32' }));
expectExact<NDArray<'int8', [2]>>()(on.randint(key, [2], 0, 5, { dtype: 'int8' }));
expectExact<NDArray<'uint16', [3]>>()(off.permutation(key, array([1, 2, 3], 'uint16')));
expectExact<NDArray<'bool', [4]>>()(on.bernoulli(key, 0.5, [4]));

// Policies without an x64 switch: their own defaults (NumPy float64/int64; PyTorch float32/int64).
expectExact<NDArray<'float64', [1]>>()(numpy.uniform(key, [1]));
expectExact<NDArray<'int64', [1]>>()(numpy.randint(key, [1], 0, 2));
expectExact<NDArray<'float32', [1]>>()(torch.uniform(key, [1]));
expectExact<NDArray<'uint64', [1]>>()(torch.bits(key, [1]));

// Keys are the same type in both.
expectExact<random.Key>()(on.key(1));
expectExact<random.Key>()(random64.split(off.key(1))[0]!);
// @ts-expect-error -- dtypes are checked under every policy
on.uniform(key, [2], { dtype: 'int32' });
