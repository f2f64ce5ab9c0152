/**
 * The promotion lattices, written once as immediate-successor edges ("may promote to").
 * Everything else — upper bounds, joins, the promotion tables at run time and at the type level,
 * the promotion table in docs/promotion.md — is derived from these objects. Change an edge here
 * and both halves follow.
 */

import { dtypeRows } from './registry.js';

// The narrow dtypes come from the registry (its rows with a `narrow` column), so a new format is
// one row there: it becomes an island of every lattice below, in registry order.
type NarrowRow = Extract<(typeof dtypeRows)[number], { readonly narrow: object }>;
type NarrowFloat = Extract<NarrowRow, { readonly kind: 'float' }>['name'];
type SubByteInt = Exclude<NarrowRow, { readonly kind: 'float' }>['name'];
const narrowRows = dtypeRows.filter((row): row is NarrowRow => 'narrow' in row);

/** The narrow floats (float8, float6, float4): only the weak float reaches them in JAX's lattice. */
const narrowFloats = narrowRows.filter((row) => row.kind === 'float').map((row) => row.name) as readonly NarrowFloat[];

/** The sub-byte integers: only the weak int reaches them. */
const subByteInts = narrowRows.filter((row) => row.kind !== 'float').map((row) => row.name) as readonly SubByteInt[];

/** The narrow dtypes have no edges of their own: each is an island (also in the other systems' lattices). */
export const narrowIslands = Object.fromEntries(narrowRows.map((row) => [row.name, [] as const])) as {
  readonly [Name in NarrowRow['name']]: readonly [];
};

/**
 * Whether x64 is on where nothing says (SPEC §2): JAX's default, off. Weak results then materialise
 * as int32/float32/complex64 and the default int and float are int32 and float32. The one switch:
 * the runtime (src/policy/policy.ts) and the types (types/policy.ts) both read it.
 */
export const defaultX64 = false as const;

/** JAX's lattice with x64 on (SPEC §2). */
export const jaxLattice = {
  bool: ['int'],
  // The sub-byte integers and the narrow floats are islands: only the weak types reach them, so
  // they meet nothing else (JAX refuses to promote them implicitly; cast explicitly).
  int: ['uint8', 'int8', ...subByteInts],
  uint8: ['uint16', 'int16'],
  uint16: ['uint32', 'int32'],
  uint32: ['uint64', 'int64'],
  uint64: ['float'],
  int8: ['int16'],
  int16: ['int32'],
  int32: ['int64'],
  int64: ['float'],
  float: ['bfloat16', 'float16', 'complex', ...narrowFloats],
  bfloat16: ['float32'],
  float16: ['float32'],
  float32: ['float64', 'complex64'],
  float64: ['complex128'],
  complex: ['complex64'],
  complex64: ['complex128'],
  complex128: [],
  ...narrowIslands,
} as const;

/** JAX's lattice with x64 off: uint32 meets int32 at int32 instead of int64. */
export const jaxLatticeX32 = { ...jaxLattice, uint32: ['uint64', 'int32'] } as const;

/**
 * JAX's strict mode: only the weak types have edges, so a strong dtype meets only itself and
 * any mix of strong dtypes must be cast explicitly.
 */
export const strictLattice = {
  bool: [],
  int: ['float', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', ...subByteInts],
  uint8: [],
  uint16: [],
  uint32: [],
  uint64: [],
  int8: [],
  int16: [],
  int32: [],
  int64: [],
  float: ['complex', 'bfloat16', 'float16', 'float32', 'float64', ...narrowFloats],
  bfloat16: [],
  float16: [],
  float32: [],
  float64: [],
  complex: ['complex64', 'complex128'],
  complex64: [],
  complex128: [],
  ...narrowIslands,
} as const;
