// How a port calls things: tuple results destructure by position, typed per part, and keep their names;
import { expectType } from 'tsd';
import {
  array,
  digitize,
  emptyLike,
  eye,
  fullLike,
  histogram2d,
  linalg,
  meshgrid,
  onesLike,
  polyder,
  polyint,
  rot90,
  round,
  tri,
  topK,
  unique,
  vander,
  zerosLike,
  type NDArray,
} from '../src/index.js';

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

// NumPy's keywords after the positional arguments: eye's M, rot90's k, vander's N, digitize's right.

expectType<NDArray<'float32', [2, 3]>>(eye(2, { M: 3, k: 1 }));
expectType<NDArray<'int8', [2, 3]>>(tri(2, { M: 3, dtype: 'int8' }));
expectType<NDArray<'float32', [2, 2]>>(eye(2, { k: 1 }));
const m23 = array([
  [1, 2, 3],
  [4, 5, 6],
]);
expectType<NDArray<'int32', [2, 3]>>(rot90(m23, { k: 2 }));
expectType<NDArray<'int32', number[]>>(rot90(m23, { k: 1, axes: [1, 0] }));
expectType<NDArray<'int32', [3, 2]>>(vander(array([1, 2, 3]), { N: 2, increasing: true }));
expectType<NDArray<'int32', [3, 3]>>(vander(array([1, 2, 3]), { increasing: true }));
expectType<NDArray<'int32', [2]>>(digitize(array([1, 2]), [1.5], { right: true }));
expectType<NDArray<'float32', number[]>>(polyder(array([1, 2, 3]), { m: 2 }));
expectType<NDArray<'float32', [number]>>(polyint(array([1, 2]), { m: 2, k: [1, 2] }));
expectType<NDArray<'float32', [number]>>(polyint(array([1, 2]), 2, { k: [1, 2] }));
expectType<NDArray<'float32', [2]>>(round(array([1.25, 2.5], 'float32'), { decimals: 1 }));
expectType<NDArray<'float32', [2]>>(array([1.25, 2.5], 'float32').round({ decimals: 1 }));

// unique's index results, in JAX's order, by position and by name.
const labels = array([3, 4, 1, 3], 'int8');
const [classes, encoded] = unique(labels, { returnInverse: true });
expectType<NDArray<'int8', [number]>>(classes);
expectType<NDArray<'int32', [number]>>(encoded);
const all = unique(labels, { returnIndex: true, returnInverse: true, returnCounts: true });
const [, first, , many] = all;
expectType<NDArray<'int32', [number]>>(first);
expectType<NDArray<'int32', [number]>>(many);
expectType<NDArray<'int32', [number]>>(all.inverseIndices);
expectType<NDArray<'int8', [number]>>(all.values);

// meshgrid's sparse grids: each input along its own axis, 1 along the others.
const [gx, gy] = meshgrid(array([1, 2, 3]), array([4, 5], 'int8'), { sparse: true });
expectType<NDArray<'int32', [1, 3]>>(gx);
expectType<NDArray<'int8', [2, 1]>>(gy);
const [ix, iy, iz] = meshgrid(array([1, 2, 3]), array([4, 5]), array([6]), { indexing: 'ij', sparse: true });
expectType<NDArray<'int32', [3, 1, 1]>>(ix);
expectType<NDArray<'int32', [1, 2, 1]>>(iy);
expectType<NDArray<'int32', [1, 1, 1]>>(iz);
const [fx] = meshgrid(array([1, 2, 3]), array([4, 5]));
expectType<NDArray<'int32', [2, 3]>>(fx);

// zerosLike & co. with another shape (JAX's and NumPy's shape keyword).
const pattern = array([[1, 2]], 'int8');
expectType<NDArray<'int8', [3]>>(zerosLike(pattern, { shape: [3] }));
expectType<NDArray<'float32', [2, 2]>>(onesLike(pattern, { shape: [2, 2], dtype: 'float32' }));
expectType<NDArray<'int8', [4]>>(fullLike(pattern, 7, { shape: 4 }));
expectType<NDArray<'int8', [1, 2]>>(emptyLike(pattern));
