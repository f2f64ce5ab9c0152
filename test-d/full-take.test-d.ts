// full's dtype from its value (jnp.full's inference: the weak int, float or complex of a JavaScript
// scalar, bool for a boolean) and takeAlongAxis's axis given positionally or in an options object.
// test/creation-jit-values.test.ts and test/index-modes.test.ts run the same calls.
import { expectType } from 'tsd';
import { array, full, fullLike, takeAlongAxis, zeros, type NDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const someNumber: number;
declare const someBoolean: boolean;

// full without a dtype: the value's kind, weakly typed as jnp.full's (held as int64/float64/complex128).
expectExact<NDArray<'int', [2]>>()(full([2], 3));
expectExact<NDArray<'int', [2, 3]>>()(full([2, 3], 3n));
expectExact<NDArray<'float', [2]>>()(full([2], 2.5));
expectExact<NDArray<'bool', [2]>>()(full([2], true));
expectExact<NDArray<'bool', []>>()(full([], someBoolean));
expectExact<NDArray<'complex', [1]>>()(full([1], { re: 1, im: 2 }));
// The wide number type could be either kind, so the type is both (as for operands, SPEC §3).
expectExact<NDArray<'int' | 'float', [4]>>()(full([4], someNumber));
// What the weak array reports at run time is covered by its dtype property.
expectType<'int64' | 'int32'>(full([2], 3).dtype);
expectType<true>(full([2], 0.5).weakType);
// A dtype, by name or as an option, wins.
expectExact<NDArray<'int8', [2]>>()(full([2], 3, 'int8'));
expectExact<NDArray<'float32', [2]>>()(full([2], 3, { dtype: 'float32' }));
// fullLike keeps the input's dtype, as jnp.full_like.
expectExact<NDArray<'uint8', [3]>>()(fullLike(array([1, 2, 3], 'uint8'), 2.5 as number));
// @ts-expect-error a string is no fill value
full([2], 'x');

// takeAlongAxis: the axis positionally (default -1), or with the options in one object.
const matrix = zeros([3, 4], 'float16');
const column = zeros([3, 1], 'int32');
const row = zeros([1, 2], 'int64');
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, column));
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, column, 1));
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, column, -1, { mode: 'clip' }));
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, column, { axis: 1, mode: 'clip' }));
expectExact<NDArray<'float16', [3, 1]>>()(takeAlongAxis(matrix, column, { mode: 'fill', fillValue: 0 }));
expectExact<NDArray<'float16', [1, 2]>>()(takeAlongAxis(matrix, row, { axis: 0 }));
expectExact<NDArray<'float16', [3, 2]>>()(takeAlongAxis(matrix, row, 1));
// axis null: x flattened, the indices' shape.
expectExact<NDArray<'float16', [5]>>()(takeAlongAxis(matrix, zeros([5], 'int32'), null));
expectExact<NDArray<'float16', [5]>>()(takeAlongAxis(matrix, zeros([5], 'int32'), { axis: null, mode: 'wrap' }));
// @ts-expect-error 'drop' is a scatter mode, not a gather's
takeAlongAxis(matrix, column, { axis: 1, mode: 'drop' });
// @ts-expect-error the options once: not after an options object
takeAlongAxis(matrix, column, { axis: 1 }, { mode: 'clip' });
// @ts-expect-error an unknown option
takeAlongAxis(matrix, column, { axes: 1 });
