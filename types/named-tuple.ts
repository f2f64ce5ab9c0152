// JAX's tuple results (svd's SVDResult(U, S, Vh), qr's, eigh's, slogdet's, and the plain tuples of
// eig, lstsq, top_k, histogram2d and unique): each result interface extends the tuple of its parts,
// in JAX's order, and names them too, so `const [u, s, vh] = linalg.svd(a)` and `.U` are both typed.
// (An interface extends a tuple only through a type's name: this one.)

/** The readonly tuple of a result's parts, for its interface to extend. */
export type TupleOf<Parts extends readonly unknown[]> = Readonly<Parts>;

/**
 * A pair whose first part is named `values` (topK's, unique's): an interface extending the tuple
 * cannot retype an array's own `values` method, so this one is tuple-like instead: its parts by
 * position (`const [values, indices] = topK(x, 2)` types each), the array's other members
 * (iteration, map …), and the first part by name.
 */
export interface ValuesPair<Values, Second> extends ArrayMembers<Values | Second> {
  readonly 0: Values;
  readonly 1: Second;
  readonly length: 2;
  readonly values: Values;
}

/** A readonly array's members but `values` (a part here) and `length` (the tuple's): map, forEach, iteration … */
export type ArrayMembers<Part> = Omit<ReadonlyArray<Part>, 'values' | 'length'>;

/** A tuple-like result of any length whose first part is named `values` (unique's with index results). */
export type ValuesTuple<Parts extends readonly unknown[]> = {
  readonly [K in keyof Parts as K extends `${number}` ? K : never]: Parts[K];
} & ArrayMembers<Parts[number]> & {
    readonly length: Parts['length'];
    readonly values: Parts[0];
  };
