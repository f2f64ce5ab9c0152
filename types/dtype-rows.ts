// The registry's dtype rows as types: each row by name, the kinds, and the name lists (as tuples,
// in the rows' order) that messages list. The runtime's facts (src/lattice/dtypes.ts) are typed by these.
import type { dtypeRows, weakRows } from '../src/registry/registry.js';

type DTypeRow = (typeof dtypeRows)[number];
type WeakRow = (typeof weakRows)[number];

/** The kind of a dtype row: `'bool' | 'uint' | 'int' | 'float' | 'complex'`. */
export type Kind = DTypeRow['kind'];

/** The names of rows, as a tuple in their order. */
type NamesOf<Rows extends readonly unknown[]> = {
  readonly [Index in keyof Rows]: Rows[Index] extends { readonly name: infer Name } ? Name : never;
};
/** The strong dtype names in kernel-code order, as a tuple type (for messages that list them). */
export type DTypeNameList = NamesOf<typeof dtypeRows>;
/**
 * The names of the rows with (`Narrow` true) or without a `narrow` column, in their order: each
 * row's name or `never` in one mapped step, then the `never`s dropped from that tuple of names.
 * (Walking the rows themselves, a rest of up to 30 rows at each step, cost about 8,000
 * instantiations where the declarations are checked.)
 */
type NamesWhere<Rows extends readonly unknown[], Narrow extends boolean> = Present<{
  readonly [Index in keyof Rows]: (Rows[Index] extends { readonly narrow: object } ? true : false) extends Narrow
    ? Rows[Index] extends { readonly name: infer Name }
      ? Name
      : never
    : never;
}>;
/** A tuple without its `never` elements. */
type Present<Names extends readonly unknown[], Done extends unknown[] = []> = Names extends readonly [
  infer First,
  ...infer Rest,
]
  ? Present<Rest, [First] extends [never] ? Done : [...Done, First]>
  : Done;
/** The dtypes of JAX's documented table (all but the narrow ones), as a tuple type. */
export type ClassicDTypeNameList = NamesWhere<typeof dtypeRows, false>;
/** The narrow dtypes (float8 … uint4), as a tuple type. */
export type NarrowDTypeNameList = NamesWhere<typeof dtypeRows, true>;
/** The weak type names, as a tuple type. */
export type WeakTypeNameList = NamesOf<typeof weakRows>;

/** Each strong dtype's row, by name. */
export type DTypeInfo = { readonly [Row in DTypeRow as Row['name']]: Row };
/** Each weak type's row, by name. */
export type WeakInfo = { readonly [Row in WeakRow as Row['name']]: Row };

/** The narrow dtypes (8-, 6-, 4- and 2-bit formats): those with a `narrow` column. */
export type NarrowDType = Extract<DTypeRow, { readonly narrow: object }>['name'];

/** The dtype each JavaScript typed array given to `array()` stands for (the rows' `reads`). */
export type TypedArrayDTypes = {
  readonly [Row in Extract<DTypeRow, { readonly reads: unknown }> as Row['reads'][number]]: Row['name'];
};
