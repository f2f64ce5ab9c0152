// polyfit at the top level (NumPy's numpy.polyfit), typed: the least-squares fit on the SVD of the
// Vandermonde matrix (src/ops/linalg/orthogonal.ts).
import type { PolyfitFunction } from '../../../types/linalg-qr.js';
import { polyfit as polyfitUntyped } from './orthogonal.js';

/**
 * The least-squares polynomial fit of degree `deg` (NumPy's polyfit): the coefficients, highest
 * power first, one column per column of y; `rcond` as NumPy's (default len(x) · ε). `full`, `w`
 * and `cov` are not supported yet.
 * @example polyfit(array([0, 1, 2], 'float64'), array([1, 3, 5], 'float64'), 1).toArray().map(Math.round) //=> [2, 1]
 */
export const polyfit: PolyfitFunction = polyfitUntyped as never;
