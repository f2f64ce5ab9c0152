import type { dtypeInfo, dtypeNames, weakInfo, weakTypeNames } from '../src/dtypes.js';

/** One of the 15 strong dtypes: `'bool'`, `'uint8'` … `'complex128'`. */
export type DType = (typeof dtypeNames)[number];

/** One of the 3 weak types, the kinds of JavaScript scalars: `'int'`, `'float'`, `'complex'`. */
export type WeakType = (typeof weakTypeNames)[number];

/** A strong dtype or a weak type: the 18 nodes of the promotion lattice. */
export type AnyDType = DType | WeakType;

/** The kind of a dtype: `'bool' | 'uint' | 'int' | 'float' | 'complex'`. */
export type KindOf<Node extends AnyDType> = Node extends DType
  ? (typeof dtypeInfo)[Node]['kind']
  : Node extends WeakType
    ? (typeof weakInfo)[Node]['kind']
    : never;

/** The strong dtypes of one kind, e.g. `DTypeOfKind<'uint'>` is `'uint8' | … | 'uint64'`. */
export type DTypeOfKind<Kind> = { [Name in DType]: (typeof dtypeInfo)[Name]['kind'] extends Kind ? Name : never }[DType];

/**
 * The strong dtype a weak type materialises as (x64 on: 64-bit; off: 32-bit). Strong dtypes are
 * their own.
 * @example Materialize<'float'> //=> 'float64'
 */
export type Materialize<Node extends AnyDType, X64 extends boolean = true> = Node extends WeakType
  ? (typeof weakInfo)[Node][X64 extends false ? 'x32' : 'x64']
  : Node;

export type Bool = 'bool';
export type Uint8 = 'uint8';
export type Uint16 = 'uint16';
export type Uint32 = 'uint32';
export type Uint64 = 'uint64';
export type Int8 = 'int8';
export type Int16 = 'int16';
export type Int32 = 'int32';
export type Int64 = 'int64';
export type BFloat16 = 'bfloat16';
export type Float16 = 'float16';
export type Float32 = 'float32';
export type Float64 = 'float64';
export type Complex64 = 'complex64';
export type Complex128 = 'complex128';
export type WeakInt = 'int';
export type WeakFloat = 'float';
export type WeakComplex = 'complex';
