import { Matrix, EigenvalueDecomposition } from 'ml-matrix';
import * as np from 'numpy-ts';
const n=200; const data=Array.from({length:n},()=>Array.from({length:n},()=>Math.random()-0.5));
let t=performance.now(); new EigenvalueDecomposition(new Matrix(data)); console.log('ml-matrix eig 200', performance.now()-t);
t=performance.now(); new EigenvalueDecomposition(new Matrix(data)); console.log('ml-matrix eig 200', performance.now()-t);
if (np.linalg?.eig) { const A=np.array(data); t=performance.now(); np.linalg.eig(A); console.log('numpy-ts eig 200', performance.now()-t); }
