// NumPy's numpy.linalg.LinAlgError: thrown where the data makes a linear-algebra function fail
// (a singular matrix, one that is not positive definite, an iteration that did not converge).

/** NumPy's `LinAlgError`: the data made a linear-algebra function fail. An Error, as NumPy's is. */
export class LinAlgError extends Error {
  override readonly name = 'LinAlgError';
}
