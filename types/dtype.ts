import type { DTypeInfo, WeakInfo } from './dtype-rows.js';
import type { dtypeRows, weakRows } from '../src/registry/registry.js';
import type { defaultX64 } from '../src/registry/lattice-data.js';
import type { UnknownDTypeText, WeakTypeAsDTypeText } from './messages.js';

/** One of the strong dtypes: `'bool'`, `'uint8'` … `'complex128'` (a row of src/registry/registry.js each). */
// (`| never`: a union written here is a union of its own, named DType, so an array of a dtype
// chosen at run time shows as `NDArray<DType, …>`; the registry's column alone is an unnamed union.)
export type DType = (typeof dtypeRows)[number]['name'] | never;

/** One of the 3 weak types, the kinds of JavaScript scalars: `'int'`, `'float'`, `'complex'`. */
export type WeakType = (typeof weakRows)[number]['name'];

/** A strong dtype or a weak type: the nodes of the promotion lattice. */
export type AnyDType = DType | WeakType;

/** The kind of a dtype: `'bool' | 'uint' | 'int' | 'float' | 'complex'`. */
export type KindOf<Node extends AnyDType> = Node extends DType
  ? DTypeInfo[Node]['kind']
  : Node extends WeakType
    ? WeakInfo[Node]['kind']
    : never;

/** The strong dtypes of one kind, e.g. `DTypeOfKind<'uint'>` is `'uint8' | … | 'uint64'`. */
export type DTypeOfKind<Kind> = { [Name in DType]: DTypeInfo[Name]['kind'] extends Kind ? Name : never }[DType];

/**
 * The strong float dtypes (bfloat16, float16, float32, float64 and the narrow floats): the bound of
 * a generic float helper, `<D extends FloatDType, S extends Shape>(x: NDArray<D, S>)`.
 */
export type FloatDType = DTypeOfKind<'float'>;

/** The strong integer dtypes, signed and unsigned (int2 … int64, uint2 … uint64). */
export type IntDType = DTypeOfKind<'int' | 'uint'>;

/** The strong complex dtypes. */
export type ComplexDType = DTypeOfKind<'complex'>;

/** The strong inexact dtypes: the float and complex ones. */
export type InexactDType = FloatDType | ComplexDType;

/**
 * The strong dtype a weak type materialises as (x64 on: 64-bit; off, the default: 32-bit). Strong
 * dtypes are their own.
 * @example Materialize<'float'> //=> 'float32'
 * @example Materialize<'float', true> //=> 'float64'
 */
export type Materialize<Node extends AnyDType, X64 extends boolean = typeof defaultX64> = Node extends WeakType
  ? WeakInfo[Node][X64 extends false ? 'x32' : 'x64']
  : Node;

/**
 * A dtype name as creation functions and `astype` take it: any string, checked by DTypeNameSlot,
 * so that a name that is no dtype is one short error in the runtime's words (the `DType` names
 * stay the editor's completions).
 */
export type DTypeName = DType | (string & {});

/**
 * `{}` for a dtype name (or a union of them), else the runtime's words: the unknown name, or a weak
 * type given as a dtype.
 * @example DTypeNameSlot<'int9'> //=> "Unknown dtype 'int9'. Valid dtypes are listed in dtypes"
 */
export type DTypeNameSlot<Name> = [Exclude<Name, DType>] extends [never]
  ? {}
  : Exclude<Name, DType> extends infer Bad extends WeakType
    ? WeakTypeAsDTypeText<Bad, Materialize<Bad>>
    : UnknownDTypeText<`'${Exclude<Name, DType> & string}'`>;

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
// The narrow dtypes (float8/6/4, int4/2): islands of the lattice that only the weak types reach.
export type Float8E4M3FN = 'float8_e4m3fn';
export type Float8E5M2 = 'float8_e5m2';
export type Float8E4M3FNUZ = 'float8_e4m3fnuz';
export type Float8E5M2FNUZ = 'float8_e5m2fnuz';
export type Float8E4M3B11FNUZ = 'float8_e4m3b11fnuz';
export type Float8E3M4 = 'float8_e3m4';
export type Float8E4M3 = 'float8_e4m3';
export type Float8E8M0FNU = 'float8_e8m0fnu';
export type Float6E2M3FN = 'float6_e2m3fn';
export type Float6E3M2FN = 'float6_e3m2fn';
export type Float4E2M1FN = 'float4_e2m1fn';
export type Int2 = 'int2';
export type Int4 = 'int4';
export type UInt2 = 'uint2';
export type UInt4 = 'uint4';
