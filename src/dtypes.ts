/** The 15 strong dtype names, in kernel code order (the order every table and message uses). */
export const dtypeNames = [
  'bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64',
  'bfloat16', 'float16', 'float32', 'float64', 'complex64', 'complex128',
] as const;

/** The 3 weak type names. */
export const weakTypeNames = ['int', 'float', 'complex'] as const;

type Name = (typeof dtypeNames)[number] | (typeof weakTypeNames)[number];

interface NodeFacts {
  readonly kind: 'bool' | 'uint' | 'int' | 'float' | 'complex';
  /** What true division and transcendental functions give (SPEC §4). */
  readonly inexact: Name;
  /** What abs gives: the real dtype of a complex one, otherwise itself. */
  readonly real: Name;
}

interface DTypeFacts extends NodeFacts {
  readonly bits: 8 | 16 | 32 | 64 | 128;
  /**
   * The typed array over its memory: bool as 0/1 bytes, bfloat16/float16 as 16-bit patterns,
   * complex as interleaved (re, im) parts; `toTypedArray()` returns one.
   */
  readonly storage: 'Uint8Array' | 'Int8Array' | 'Uint16Array' | 'Int16Array' | 'Uint32Array' | 'Int32Array' | 'BigUint64Array' | 'BigInt64Array' | 'Float32Array' | 'Float64Array';
}

/**
 * Facts about each dtype, kept in one place. Everything else (kinds, item sizes, typed-array
 * classes, kernel codes, inexact results) is looked up here rather than switched on per file.
 *
 * The order of `dtypeInfo` is the kernel code order used by the WebAssembly module.
 */
export const dtypeInfo = {
  bool: { kind: 'bool', bits: 8, inexact: 'float32', real: 'bool', storage: 'Uint8Array' },
  uint8: { kind: 'uint', bits: 8, inexact: 'float32', real: 'uint8', storage: 'Uint8Array' },
  uint16: { kind: 'uint', bits: 16, inexact: 'float32', real: 'uint16', storage: 'Uint16Array' },
  uint32: { kind: 'uint', bits: 32, inexact: 'float32', real: 'uint32', storage: 'Uint32Array' },
  uint64: { kind: 'uint', bits: 64, inexact: 'float64', real: 'uint64', storage: 'BigUint64Array' },
  int8: { kind: 'int', bits: 8, inexact: 'float32', real: 'int8', storage: 'Int8Array' },
  int16: { kind: 'int', bits: 16, inexact: 'float32', real: 'int16', storage: 'Int16Array' },
  int32: { kind: 'int', bits: 32, inexact: 'float32', real: 'int32', storage: 'Int32Array' },
  int64: { kind: 'int', bits: 64, inexact: 'float64', real: 'int64', storage: 'BigInt64Array' },
  bfloat16: { kind: 'float', bits: 16, inexact: 'bfloat16', real: 'bfloat16', storage: 'Uint16Array' },
  float16: { kind: 'float', bits: 16, inexact: 'float16', real: 'float16', storage: 'Uint16Array' },
  float32: { kind: 'float', bits: 32, inexact: 'float32', real: 'float32', storage: 'Float32Array' },
  float64: { kind: 'float', bits: 64, inexact: 'float64', real: 'float64', storage: 'Float64Array' },
  complex64: { kind: 'complex', bits: 64, inexact: 'complex64', real: 'float32', storage: 'Float32Array' },
  complex128: { kind: 'complex', bits: 128, inexact: 'complex128', real: 'float64', storage: 'Float64Array' },
} as const satisfies { readonly [Name in (typeof dtypeNames)[number]]: DTypeFacts };

/**
 * The weak types: the kinds of JavaScript scalars. A weak type takes the precision of the strong
 * dtype it meets; on its own it materialises at 64 bits (x64 on) or 32 bits (x64 off).
 */
export const weakInfo = {
  int: { kind: 'int', x64: 'int64', x32: 'int32', inexact: 'float', real: 'int' },
  float: { kind: 'float', x64: 'float64', x32: 'float32', inexact: 'float', real: 'float' },
  complex: { kind: 'complex', x64: 'complex128', x32: 'complex64', inexact: 'complex', real: 'float' },
} as const satisfies {
  readonly [Weak in (typeof weakTypeNames)[number]]: NodeFacts & { readonly x64: Name; readonly x32: Name };
};

export type DTypeName = keyof typeof dtypeInfo;
export type WeakTypeName = keyof typeof weakInfo;
export type NodeName = DTypeName | WeakTypeName;
export type Kind = (typeof dtypeInfo)[DTypeName]['kind'];

/** The 15 strong dtypes, in kernel code order. */
export const dtypes: readonly DTypeName[] = Object.freeze([...dtypeNames]);

/** The 3 weak types. */
export const weakTypes: readonly WeakTypeName[] = Object.freeze([...weakTypeNames]);

/** All 18 lattice nodes: strong dtypes first, then weak types. */
export const latticeNodes: readonly NodeName[] = Object.freeze([...dtypeNames, ...weakTypeNames]);

const hasOwn = (record: object, key: unknown): boolean =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(record, key);

/** True for the 15 strong dtype names. */
export function isDType(value: unknown): value is DTypeName {
  return hasOwn(dtypeInfo, value);
}

/** True for the weak type names `int`, `float`, `complex`. */
export function isWeakType(value: unknown): value is WeakTypeName {
  return hasOwn(weakInfo, value);
}

/** True for any of the 18 lattice nodes. */
export function isNode(value: unknown): value is NodeName {
  return isDType(value) || isWeakType(value);
}

/** The kind of a strong dtype or weak type. */
export function kindOf(node: NodeName): Kind {
  return nodeInfo(node).kind;
}

/** Bytes per element of a strong dtype. */
export function itemSize(dtype: DTypeName): number {
  return dtypeInfo[dtype].bits / 8;
}

/** The strong dtype a weak type materialises as. */
export function materialize(node: NodeName, x64 = true): DTypeName {
  return isWeakType(node) ? weakInfo[node][x64 ? 'x64' : 'x32'] : node;
}

/** The facts of a strong dtype or weak type. */
export function nodeInfo(node: NodeName): NodeFacts {
  return isWeakType(node) ? weakInfo[node] : dtypeInfo[node];
}

/**
 * The dtype true division and transcendental functions give for `node` (SPEC §4): bool and
 * integers of up to 32 bits → float32, 64-bit integers → float64, weak int → weak float.
 */
export function toInexact(node: NodeName): NodeName {
  return nodeInfo(node).inexact;
}

/** The real dtype of a complex dtype (what abs gives); other dtypes are their own. */
export function toReal(node: NodeName): NodeName {
  return nodeInfo(node).real;
}

/** The dtype a typed array given to `array()` stands for. */
export const typedArrayDTypes = {
  Int8Array: 'int8',
  Uint8Array: 'uint8',
  Uint8ClampedArray: 'uint8',
  Int16Array: 'int16',
  Uint16Array: 'uint16',
  Int32Array: 'int32',
  Uint32Array: 'uint32',
  BigInt64Array: 'int64',
  BigUint64Array: 'uint64',
  Float32Array: 'float32',
  Float64Array: 'float64',
} as const satisfies Record<string, DTypeName>;

/** The range of an integer dtype (bool: 0 to 1), as bigints. */
export function integerRange(dtype: DTypeName): { readonly min: bigint; readonly max: bigint } | undefined {
  const { kind, bits } = dtypeInfo[dtype];
  if (kind === 'bool') return { min: 0n, max: 1n };
  if (kind === 'uint') return { min: 0n, max: (1n << BigInt(bits)) - 1n };
  if (kind === 'int') return { min: -(1n << BigInt(bits - 1)), max: (1n << BigInt(bits - 1)) - 1n };
  return undefined;
}

/** The kernel code of a strong dtype: its position in `dtypeNames`. */
export function dtypeCode(dtype: DTypeName): number {
  return dtypeNames.indexOf(dtype);
}
