// Results that JAX gives as tuples, named or not (svd's SVDResult(U, S, Vh), qr's, eigh's,
// slogdet's; eig's, lstsq's, top_k's, histogram2d's and unique's plain tuples): a port destructures
// them by position (`const [u, s, vh] = linalg.svd(a)`) and reads them by name (`.U`), so they are
// arrays of the parts in JAX's order with each name a non-enumerable property (printing, JSON and
// equality see the tuple; the names add nothing to walk, so scope and keep find each part once).

/** The parts of `named` (in its key order) as an array that also has each part under its name. */
export function namedTuple<const Parts extends Record<string, unknown>>(named: Parts): Parts[keyof Parts][] & Parts {
  const tuple = Object.values(named);
  for (const [name, value] of Object.entries(named))
    Object.defineProperty(tuple, name, { value, enumerable: false, writable: false, configurable: false });
  return Object.freeze(tuple) as Parts[keyof Parts][] & Parts;
}
