// NDArray's type is the type level's declared class (types/ndarray.ts), which the runtime's class
// provides: `instanceof` narrows to it, `new` is refused, the methods of every family are merged
// in, and the storage internals are no public name.
import { NDArray, array, zeros, type AnyNDArray } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const value: unknown;
if (value instanceof NDArray) expectExact<NDArray<any, any>>()(value);

const known = zeros([2, 3], 'int16') as NDArray<'int16', [2, 3]> | number;
if (known instanceof NDArray) expectExact<NDArray<'int16', [2, 3]>>()(known);
else expectExact<number>()(known);

// Arrays come from array(), zeros(), operations …, never from `new`.
// @ts-expect-error -- the constructor is private
new NDArray();

// The prototype is an array's (src/api/methods.ts installs the methods there).
expectExact<NDArray<any, any>>()(NDArray.prototype);

// Every family's methods are members of the one class.
const x = array([1, 2, 3], 'int8');
expectExact<NDArray<'int8', [3]>>()(x.T);
expectExact<NDArray<'int16', [3]>>()(x.add(array([1, 2, 3], 'int16')));
expectExact<NDArray<'int32', []>>()(x.sum());
expectExact<NDArray<'int8', [1, 3]>>()(x.reshape([1, 3]));
expectExact<NDArray<'float32', [3]>>()(x.astype('float32'));

// An array of any dtype and shape is every array's supertype.
const any: AnyNDArray = x;
expectExact<AnyNDArray>()(any);
