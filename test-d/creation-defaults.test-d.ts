// The default dtypes and literal shapes of arange and array match the runtime (or widen to
// `number`); test/creation-defaults.test.ts runs the same calls.
import { arange, array, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const someNumber: number;
expectExact<NDArray<'float64', [number]>>()(arange(2.5));
expectExact<NDArray<'int64', [0]>>()(arange(-3));
expectExact<NDArray<'float64', [number]>>()(arange(0, 1, 0.25));
expectExact<NDArray<'int64', [number]>>()(arange(2, 10, 2));
expectExact<NDArray<'int64', [5]>>()(arange(5));
expectExact<NDArray<'int8', [3]>>()(arange(3, 'int8'));
expectExact<NDArray<'int64' | 'float64', [number]>>()(arange(someNumber));
expectExact<NDArray<'float64', [0]>>()(array([]));
