// The default dtypes (x64 off, as JAX) and literal shapes of arange and array match the runtime (or widen to
// `number`); test/creation-defaults.test.ts runs the same calls.
import { arange, array, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const someNumber: number;
expectExact<NDArray<'float32', [number]>>()(arange(2.5));
expectExact<NDArray<'int32', [0]>>()(arange(-3));
expectExact<NDArray<'float32', [number]>>()(arange(0, 1, 0.25));
expectExact<NDArray<'int32', [number]>>()(arange(2, 10, 2));
expectExact<NDArray<'int32', [5]>>()(arange(5));
expectExact<NDArray<'int8', [3]>>()(arange(3, 'int8'));
expectExact<NDArray<'int32' | 'float32', [number]>>()(arange(someNumber));
expectExact<NDArray<'float32', [0]>>()(array([]));
