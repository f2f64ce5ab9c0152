// jax.nn at the type level: softmax and logSoftmax give jnp.exp's dtype (ints → the policy's inexact
// dtype), the float activations keep theirs and refuse other dtypes, relu keeps ints; literal shapes.
import { logsumexp, nn, withPolicy, type NDArray } from '../src/index.js';
import * as x64 from '../src/x64.js';
import { expectExact } from './helpers.js';

declare const floats: NDArray<'float32', [2, 3]>;
declare const halves: NDArray<'float16', [4]>;
declare const ints: NDArray<'int32', [2, 3]>;
declare const longs: NDArray<'int64', [5]>;
declare const flags: NDArray<'bool', [2]>;
declare const doubles: NDArray<'float64', [1, 2, 3]>;

expectExact<NDArray<'float32', [2, 3]>>()(nn.softmax(floats));
expectExact<NDArray<'float32', [2, 3]>>()(nn.softmax(floats, { axis: 0 }));
expectExact<NDArray<'float32', [2, 3]>>()(nn.logSoftmax(floats, -1));
expectExact<NDArray<'float16', [4]>>()(nn.softmax(halves));
expectExact<NDArray<'float32', [2, 3]>>()(nn.softmax(ints));
expectExact<NDArray<'float32', [2]>>()(nn.logSoftmax(flags));
expectExact<NDArray<'float64', [5]>>()(nn.softmax(longs));
expectExact<NDArray<'float64', [1, 2, 3]>>()(withPolicy({ x64: true }).nn.softmax(doubles));
expectExact<NDArray<'float64', [5]>>()(x64.nn.softmax(longs));

expectExact<NDArray<'float32', [2, 3]>>()(nn.sigmoid(floats));
expectExact<NDArray<'float16', [4]>>()(nn.silu(halves));
expectExact<NDArray<'float64', [1, 2, 3]>>()(nn.gelu(doubles, { approximate: false }));
expectExact<NDArray<'float32', [2, 3]>>()(nn.gelu(floats, false));
expectExact<NDArray<'int32', [2, 3]>>()(nn.relu(ints));
expectExact<NDArray<'float32', [2, 3]>>()(nn.swish(floats));

expectExact<NDArray<'float32', [2]>>()(nn.logsumexp(floats, { axis: 1 }));
expectExact<[NDArray<'float32', []>, NDArray<'float32', []>]>()(logsumexp(floats, { returnSign: true }));

// @ts-expect-error sigmoid takes floats (JAX's lax.logistic refuses integers)
nn.sigmoid(ints);
// @ts-expect-error gelu takes floats
nn.gelu(flags);
// @ts-expect-error relu of bool
nn.relu(flags);
// @ts-expect-error an unknown option
nn.softmax(floats, { axes: 0 });

declare const classes: NDArray<'int32', [4]>;
expectExact<NDArray<'float32', [4, 3]>>()(nn.oneHot(classes, 3));
expectExact<NDArray<'float64', [4, 3]>>()(x64.nn.oneHot(classes, 3));
expectExact<NDArray<'int8', [4, 3]>>()(nn.oneHot(classes, 3, { dtype: 'int8' }));
expectExact<NDArray<'float32', [2, 3]>>()(nn.standardize(floats));
expectExact<NDArray<'float32', [2, 3]>>()(nn.leakyRelu(floats, 0.1));
expectExact<NDArray<'float16', [4]>>()(nn.mish(halves));
// @ts-expect-error oneHot's classes are integers
nn.oneHot(floats, 3);
declare const queries: NDArray<'float32', [2, 8, 4, 16]>;
expectExact<NDArray<'float32', [2, 8, 4, 16]>>()(nn.dotProductAttention(queries, queries, queries, { isCausal: true }));

// Compile errors in the runtime's words: a literal axis outside a literal shape, a `where` mask whose
// literal shape does not broadcast to the input's (a generic or `number[]` shape is the runtime's).
declare const row: NDArray<'float32', [3]>;
declare const mask: NDArray<'bool', [3]>;
declare const wideMask: NDArray<'bool', [4]>;
declare const anyShape: NDArray<'float32', number[]>;
expectExact<NDArray<'float32', [2, 3]>>()(nn.softmax(floats, { axis: -2 }));
expectExact<NDArray<'float32', [2, 3]>>()(nn.softmax(floats, { where: mask }));
expectExact<NDArray<'float32', [2, 3]>>()(nn.logSoftmax(floats, { axis: 1, where: mask }));
expectExact<NDArray<'float32', number[]>>()(nn.softmax(anyShape, { axis: 5, where: wideMask }));
// @ts-expect-error -- nn.softmax: axis 2 is out of bounds for an array of 2 dimensions.
nn.softmax(floats, { axis: 2 });
// @ts-expect-error -- nn.logSoftmax: axis -3 is out of bounds for an array of 2 dimensions.
nn.logSoftmax(floats, -3);
// @ts-expect-error -- nn.softmax: axis 1 is out of bounds for an array of 1 dimensions.
x64.nn.softmax(row, { axis: 1 });
// @ts-expect-error -- nn.softmax: where's shape [4] does not broadcast to the input's [2, 3].
nn.softmax(floats, { where: wideMask });
// @ts-expect-error -- nn.logSoftmax: where's shape [4] does not broadcast to the input's [3].
nn.logSoftmax(row, { axis: 0, where: wideMask });
// @ts-expect-error -- the mask first, as the runtime checks it: nn.softmax: where's shape [4] does not broadcast to the input's [2, 3].
nn.softmax(floats, { axis: 7, where: wideMask });
declare const scalar: NDArray<'float32', []>;
expectExact<NDArray<'float32', []>>()(nn.softmax(scalar, { axis: 3 }));
