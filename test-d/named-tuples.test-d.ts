// JAX's tuple results destructure by position, typed per part, and keep their names.
import { expectType } from 'tsd';
import { array, histogram2d, linalg, topK, unique, type NDArray } from '../src/index.js';

const a = array(
  [
    [2, 1],
    [1, 2],
  ],
  'float32',
);
const [u, s, vh] = linalg.svd(a);
expectType<NDArray<'float32', [2, 2]>>(u);
expectType<NDArray<'float32', [2]>>(s);
expectType<NDArray<'float32', [2, 2]>>(vh);
expectType<NDArray<'float32', [2]>>(linalg.svd(a).S);
const [q, r] = linalg.qr(a);
expectType<NDArray<'float32', [2, 2]>>(q);
expectType<NDArray<'float32', [2, 2]>>(r);
const [w, v] = linalg.eigh(a);
expectType<NDArray<'float32', [2]>>(w);
expectType<NDArray<'float32', [2, 2]>>(v);
const [sign, logabsdet] = linalg.slogdet(a);
expectType<NDArray<'float32', []>>(sign);
expectType<NDArray<'float32', []>>(logabsdet);
const [x, residuals, rank] = linalg.lstsq(a, a);
expectType<NDArray<'float32', number[]>>(x);
expectType<NDArray<'float32', number[]>>(residuals);
expectType<NDArray<'int32', []>>(rank);
const [values, indices] = topK(array([3, 1, 2], 'float32'), 2);
expectType<NDArray<'float32', [2]>>(values);
expectType<NDArray<'int32', [2]>>(indices);
expectType<NDArray<'int32', [2]>>(topK(array([3, 1, 2], 'float32'), 2).indices);
const [distinct, counts] = unique(array([1, 1, 2], 'int8'), { returnCounts: true });
expectType<NDArray<'int8', [number]>>(distinct);
expectType<NDArray<'int32', [number]>>(counts);
const [hist, xedges] = histogram2d(array([1, 2]), array([1, 2]), { bins: 3 });
expectType<[3, 3]>(hist.shape);
expectType<[4]>(xedges.shape);
