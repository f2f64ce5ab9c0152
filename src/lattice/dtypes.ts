// Dtype facts, derived from the registry's rows (src/registry/registry.js): names, kinds, item sizes,
// storage, kernel codes. Nothing here lists a dtype itself.
import type { AnyDType, DType, WeakType } from '../../types/dtype.js';
import type {
  DTypeInfo,
  DTypeNameList,
  Kind,
  NarrowDType,
  TypedArrayDTypes,
  WeakInfo,
  WeakTypeNameList,
} from '../../types/dtype-rows.js';
import { dtypeRows, weakRows } from '../registry/registry.js';
import { defaultX64 } from '../registry/lattice-data.js';

// The names are the public types of types/dtype.ts (one name per concept at both levels); the
// rows' types are types/dtype-rows.ts's.
export type { AnyDType, DType, WeakType };

interface NodeFacts {
  readonly kind: Kind;
  /** What true division and transcendental functions give (SPEC §4). */
  readonly inexact: AnyDType;
  /** What abs gives: the real dtype of a complex one, otherwise itself. */
  readonly real: AnyDType;
}

const byName = <Row extends { readonly name: string }>(rows: readonly Row[]) =>
  Object.freeze(Object.fromEntries(rows.map((row) => [row.name, row])));

/** The facts of each strong dtype (its registry row), by name. */
export const dtypeInfo = byName(dtypeRows) as DTypeInfo;

/** The facts of each weak type (its registry row), by name. */
export const weakInfo = byName(weakRows) as WeakInfo;

/** The strong dtypes, in kernel code order. */
export const dtypeNames = Object.freeze(dtypeRows.map((row) => row.name)) as unknown as DTypeNameList;

/** The weak types. */
export const weakTypeNames = Object.freeze(weakRows.map((row) => row.name)) as unknown as WeakTypeNameList;

/** The strong dtypes, in kernel code order. */
export const dtypes: readonly DType[] = dtypeNames;

/** The weak types. */
export const weakTypes: readonly WeakType[] = weakTypeNames;

/** All lattice nodes: strong dtypes first, then weak types. */
export const latticeNodes: readonly AnyDType[] = Object.freeze([...dtypeNames, ...weakTypeNames]);

const hasOwn = (record: object, key: unknown): boolean => typeof key === 'string' && Object.hasOwn(record, key);

/** True for the strong dtype names. */
export function isDType(value: unknown): value is DType {
  return hasOwn(dtypeInfo, value);
}

/** True for the weak type names `int`, `float`, `complex`. */
export function isWeakType(value: unknown): value is WeakType {
  return hasOwn(weakInfo, value);
}

/** True for any lattice node. */
export function isNode(value: unknown): value is AnyDType {
  return isDType(value) || isWeakType(value);
}

/** The kind of a strong dtype or weak type. */
export function kindOf(node: AnyDType): Kind {
  return nodeInfo(node).kind;
}

const narrowRows: Readonly<Record<string, { readonly compute: DType; readonly perByte: number }>> = Object.fromEntries(
  dtypeRows.flatMap((row) => ('narrow' in row ? [[row.name, row.narrow]] : [])),
);

/** True for the narrow dtypes (float8, float6, float4, int4, uint4, int2, uint2). */
export function isNarrow(dtype: AnyDType): dtype is NarrowDType {
  return hasOwn(narrowRows, dtype);
}

/** The dtype a narrow dtype's arithmetic runs in (float32 or int32); other dtypes are their own. */
export function computeDType(dtype: DType): DType {
  return layout[dtype]?.compute ?? dtype;
}

/**
 * How each strong dtype sits in memory, with an entry for every dtype: the per-operation paths
 * (itemSize, byteLength, computeDType) read it, and a lookup that always hits stays fast in V8,
 * where a miss on `narrowRows` walks the prototype chain.
 */
const layout: Readonly<Record<string, { readonly bytes: number; readonly perByte: number; readonly compute: DType }>> =
  Object.fromEntries(
    dtypeRows.map((row) => [
      row.name,
      'narrow' in row
        ? { bytes: 1 / row.narrow.perByte, perByte: row.narrow.perByte, compute: row.narrow.compute }
        : { bytes: row.bits / 8, perByte: 0, compute: row.name },
    ]),
  );

// The last dtype looked up and its entry: code runs in one dtype at a time, and comparing names is
// cheaper than a lookup by a varying key (slow in V8 once a call site has seen many dtypes).
let lastDType: DType | undefined;
let lastLayout: (typeof layout)[string] | undefined;
function layoutOf(dtype: DType): (typeof layout)[string] {
  if (dtype !== lastDType) {
    lastLayout = layout[dtype]!;
    lastDType = dtype;
  }
  return lastLayout!;
}

/** Bytes per element of a strong dtype (a fraction for the packed 4- and 2-bit dtypes). */
export function itemSize(dtype: DType): number {
  return layoutOf(dtype).bytes;
}

/** Bytes of storage of `count` elements (packed dtypes round up to whole bytes). */
export function byteLength(dtype: DType, count: number): number {
  const { bytes, perByte } = layoutOf(dtype);
  return perByte === 0 ? count * bytes : Math.ceil(count / perByte);
}

/** The strong dtype a weak type materialises as. */
export function materialize(node: AnyDType, x64: boolean = defaultX64): DType {
  return isWeakType(node) ? weakInfo[node][x64 ? 'x64' : 'x32'] : node;
}

/** The facts of a strong dtype or weak type. */
export function nodeInfo(node: AnyDType): NodeFacts {
  return isWeakType(node) ? weakInfo[node] : dtypeInfo[node];
}

/**
 * The dtype true division and transcendental functions give for `node` (SPEC §4): bool and
 * integers of up to 32 bits → float32, 64-bit integers → float64, weak int → weak float.
 */
export function toInexact(node: AnyDType): AnyDType {
  return nodeInfo(node).inexact;
}

/** The real dtype of a complex dtype (what abs gives); other dtypes are their own. */
export function toReal(node: AnyDType): AnyDType {
  return nodeInfo(node).real;
}

/** The dtype a typed array given to `array()` stands for. */
export const typedArrayDTypes = Object.freeze(
  Object.fromEntries(dtypeRows.flatMap((row) => ('reads' in row ? row.reads : []).map((reads) => [reads, row.name]))),
) as TypedArrayDTypes;

/** The range of an integer dtype (bool: 0 to 1), as bigints. */
export function integerRange(dtype: DType): { readonly min: bigint; readonly max: bigint } | undefined {
  const { kind, bits } = dtypeInfo[dtype];
  if (kind === 'bool') return { min: 0n, max: 1n };
  if (kind === 'uint') return { min: 0n, max: (1n << BigInt(bits)) - 1n };
  if (kind === 'int') return { min: -(1n << BigInt(bits - 1)), max: (1n << BigInt(bits - 1)) - 1n };
  return undefined;
}

const codes: Readonly<Record<string, number>> = Object.fromEntries(dtypeRows.map((row, code) => [row.name, code]));

/** The kernel code of a strong dtype: its position in the registry. */
export function dtypeCode(dtype: DType): number {
  return codes[dtype]!;
}
