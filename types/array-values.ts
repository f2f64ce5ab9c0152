// What array() and arange() take and the dtypes they pick without one: the values' types (nested
// lists, typed arrays), their shape and default dtype, and the check of a dtype name.
import type { TypedArrayDTypes } from './dtype-rows.js';
import type { DType, Materialize, WeakType } from './dtype.js';
import type { MaterializeUnder } from './policy.js';
import type { DTypeError } from './error.js';
import type { UndefinedValueText, UnknownDTypeText, WeakTypeAsDTypeText } from './messages.js';
import type { Scalar, ScalarDType } from './scalar.js';
import type { NestedShape } from './shape.js';

/**
 * The dtype `array(values)` picks when none is given, under a policy (default `'jax'`: x64 off): a
 * typed array's own dtype; otherwise the kind of the values (bool, int, float or complex; float for
 * no values at all) as the policy materialises it (MaterializeUnder: int32, float32, complex64 with
 * x64 off; int64, float64, complex128 with x64 on …). The runtime sees values, the type sees declared types, so the
 * type is every dtype the runtime can pick for a value of that type: a list that may be empty
 * (`boolean[]`) may give the float, and one whose elements may all be of one kind
 * (`(number | boolean)[]`: all booleans) may give that kind's dtype. Elements every value of the
 * type has (a literal tuple's) decide: the kind is at least theirs (`[1, true]` is int only).
 * @example DefaultDType<[1, 2.5]> //=> 'float32'
 * @example DefaultDType<[1, 2]> //=> 'int32'
 * @example DefaultDType<[1, 2], { x64: true }> //=> 'int64'
 * @example DefaultDType<boolean[]> //=> 'bool' | 'float32'
 */
export type DefaultDType<Values, Spec = 'jax'> = DefaultDTypeIn<Values, DefaultsOf<Spec>>;

/**
 * DefaultDType with the policy's defaults given as a record (DefaultsOf): the creation functions'
 * signatures take it as a type parameter, so that a policy's defaults are worked out once per
 * function type, not once per signature.
 */
export type DefaultDTypeIn<Values, Defaults> = Values extends {
  readonly [Symbol.toStringTag]: infer Tag extends keyof TypedArrayDTypes;
}
  ? TypedArrayDTypes[Tag]
  : Defaults[DefaultKind<Values> & keyof Defaults] & DType;

/**
 * The dtype a spec gives a JavaScript value of each kind, as a record: bool stays bool; int32,
 * float32, complex64 under JAX's default; 64-bit with x64 on; NumPy's … under theirs (MaterializeUnder).
 */
export type DefaultsOf<Spec> = {
  readonly bool: 'bool';
  readonly int: MaterializeUnder<'int', Spec>;
  readonly float: MaterializeUnder<'float', Spec>;
  readonly complex: MaterializeUnder<'complex', Spec>;
};

/**
 * The kinds `array(values)` may find in values of the type, highest first wins at run time: 'bool',
 * 'int', 'float', 'complex' (see DefaultDType).
 * @example DefaultKind<[1, true]> //=> 'int'
 */
export type DefaultKind<Values> =
  | Extract<ScalarDType<LeafOf<Values>>, KindsFrom<HighestKind<PresentKinds<Values>>>>
  | (true extends MayHoldNoValue<Values> ? 'float' : never);

/** The kinds from `Lowest` up (bool < int < float < complex); all of them where none is known. */
type KindsFrom<Lowest> = [Lowest] extends [never]
  ? 'bool' | 'int' | 'float' | 'complex'
  : [Lowest] extends ['complex']
    ? 'complex'
    : [Lowest] extends ['float']
      ? 'float' | 'complex'
      : [Lowest] extends ['int']
        ? 'int' | 'float' | 'complex'
        : 'bool' | 'int' | 'float' | 'complex';

type HighestKind<Kinds> = 'complex' extends Kinds
  ? 'complex'
  : 'float' extends Kinds
    ? 'float'
    : 'int' extends Kinds
      ? 'int'
      : [Kinds] extends [never]
        ? never
        : 'bool';

type LowestKind<Kinds> = 'bool' extends Kinds
  ? 'bool'
  : 'int' extends Kinds
    ? 'int'
    : 'float' extends Kinds
      ? 'float'
      : Kinds;

/** A tuple whose every element is present (no optional or rest elements), not a list. */
type EveryElementPresent<Values> = Values extends readonly unknown[]
  ? number extends Values['length']
    ? false
    : Values extends Required<Values>
      ? true
      : false
  : false;

/**
 * The lowest kind of each element every value of the type has (a tuple's, at every level): the
 * runtime's pick is at least the highest of them. (A mapped type, not recursion over the
 * elements: a literal list of thousands of values stays one step.)
 */
type PresentKinds<Values> = Values extends readonly unknown[]
  ? EveryElementPresent<Values> extends true
    ? { [Index in keyof Values]: ElementKinds<Values[Index]> }[number]
    : never
  : never;

type ElementKinds<Element> = [Element] extends [readonly unknown[]]
  ? PresentKinds<Element>
  : [Element] extends [Scalar]
    ? LowestKind<ScalarDType<Element>>
    : never; // a list or a scalar: nothing known

/** `true` where a value of the type may hold no scalar at all (`[]`, `[[]]`, any list that may be empty). */
type MayHoldNoValue<Values> = Values extends readonly unknown[]
  ? EveryElementPresent<Values> extends true
    ? Values extends readonly []
      ? true
      : false extends { [Index in keyof Values]: MayHoldNoValue<Values[Index]> }[number]
        ? false
        : true
    : true
  : false;

/**
 * What `array()` takes: scalars nested up to 8 levels deep, or a typed array. The levels are
 * spelled out rather than recursive so the checker's work on a generic `Values` stays finite.
 */
export type NestedValues = TypedArray | Nested8;

type Nested1 = Scalar | readonly Scalar[];
type Nested2 = Scalar | readonly Nested1[];
type Nested3 = Scalar | readonly Nested2[];
type Nested4 = Scalar | readonly Nested3[];
type Nested5 = Scalar | readonly Nested4[];
type Nested6 = Scalar | readonly Nested5[];
type Nested7 = Scalar | readonly Nested6[];
type Nested8 = Scalar | readonly Nested7[];

/**
 * What `array()` takes beside NestedValues: lists whose elements may be undefined, for tuples with
 * optional elements (`[number, number?]` has `number | undefined` at index 1, as TypeScript writes
 * an element that may be absent). AbsentValuesSlot then refuses an element that is undefined where
 * present (`[1, undefined]`, `(number | undefined)[]`): the runtime refuses it too.
 */
export type MaybeAbsentValues = MaybeAbsent8;

type MaybeAbsent1 = Scalar | readonly (Scalar | undefined)[];
type MaybeAbsent2 = Scalar | readonly (MaybeAbsent1 | undefined)[];
type MaybeAbsent3 = Scalar | readonly (MaybeAbsent2 | undefined)[];
type MaybeAbsent4 = Scalar | readonly (MaybeAbsent3 | undefined)[];
type MaybeAbsent5 = Scalar | readonly (MaybeAbsent4 | undefined)[];
type MaybeAbsent6 = Scalar | readonly (MaybeAbsent5 | undefined)[];
type MaybeAbsent7 = Scalar | readonly (MaybeAbsent6 | undefined)[];
type MaybeAbsent8 = Scalar | readonly (MaybeAbsent7 | undefined)[];

/**
 * The check of MaybeAbsentValues: `{}` where only optional tuple elements may be undefined, else
 * the error. (`Required` takes `undefined` off an optional element's type, not off a present one's.)
 * @example AbsentValuesSlot<[number, number?]> //=> {}
 * @example AbsentValuesSlot<[1, undefined]> //=> "array(): a value may be undefined, …"
 */
export type AbsentValuesSlot<Values> = true extends HoldsUndefined<Values> ? UndefinedValueText : {};

type HoldsUndefined<Values> = Values extends readonly (infer Element)[]
  ? Element[] extends Values // a list (a tuple is no Element[]); Required would take undefined off its element
    ? undefined extends Element
      ? true
      : HoldsUndefined<Element>
    : Required<Values> extends infer Present extends readonly unknown[]
      ? { [Index in keyof Present]: undefined extends Present[Index] ? true : HoldsUndefined<Present[Index]> }[number]
      : false
  : false;

/**
 * The typed arrays `array()` reads directly. One of the class `toTypedArray()` gives for the dtype
 * asked for (`TypedArrayOf<D>`) is read as that dtype's storage, as toTypedArray() wrote it: a
 * Uint16Array as float16/bfloat16 bit patterns, a Float32Array/Float64Array as complex64/complex128
 * (re, im) pairs, a Uint8Array as narrow codes (one per element); any other is read as values.
 */
export type TypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array
  | Float32Array
  | Float64Array
  | Float16ArrayLike;

/**
 * A Float16Array (Node 22+, browsers), named by its tag so that the declarations need no library
 * file that declares one (Node 20 and older TypeScript libs have none).
 */
export type Float16ArrayLike = ArrayBufferView &
  ArrayLike<number> & { readonly BYTES_PER_ELEMENT: number; readonly [Symbol.toStringTag]: 'Float16Array' };

/** The shape `array(values)` has: literal where the nesting is literal; `number[]` for `any` (`JSON.parse`'s result). */
export type ValuesShape<Values> = 0 extends 1 & Values ? number[] : NestedShape<Values>;

/**
 * The dtype `arange` picks without one, under a policy (default `'jax'`: x64 off): its int when every
 * argument is an integer, else its float (int32 and float32 with x64 off); a wide `number`
 * argument could be either.
 * @example ArangeDType<5> //=> 'int32'
 * @example ArangeDType<0.25, { x64: true }> //=> 'float64'
 */
export type ArangeDType<Values, Spec = 'jax'> = ArangeDTypeIn<Values, DefaultsOf<Spec>>;

/** ArangeDType with the policy's defaults as a record (see DefaultDTypeIn). */
export type ArangeDTypeIn<Values, Defaults> = number extends Values
  ? DefaultIntIn<Defaults> | DefaultFloatIn<Defaults>
  : 'float' extends ScalarDType<Values>
    ? DefaultFloatIn<Defaults>
    : DefaultIntIn<Defaults>;

/** A defaults record's float and int (DType, for the checker, whatever the record). */
export type DefaultFloatIn<Defaults> = Defaults['float' & keyof Defaults] & DType;
export type DefaultIntIn<Defaults> = Defaults['int' & keyof Defaults] & DType;

/**
 * The length of `arange(stop)`: a non-negative integer literal is the length; a negative one
 * gives 0 (an empty range); anything else is `number`.
 */
export type ArangeLength<Stop extends number> = number extends Stop
  ? number
  : ScalarDType<Stop> extends 'int'
    ? `${Stop}` extends `-${string}`
      ? 0
      : Stop
    : number;

/** A strong dtype name, for creation functions. */
export type CreationDType = DType;

/**
 * `unknown` for a strong dtype name, otherwise a `DTypeError` with the runtime's unknown-dtype text
 * (the creation functions and `astype` check their names with DTypeNameSlot, the same words).
 * @example CheckDType<'int9'> //=> DTypeError<"Unknown dtype 'int9'. Valid dtypes are listed in dtypes">
 */
export type CheckDType<Name> = [Exclude<Name, DType>] extends [never]
  ? unknown
  : Exclude<Name, DType> extends infer Bad extends WeakType
    ? DTypeError<WeakTypeAsDTypeText<Bad, Materialize<Bad>>>
    : DTypeError<UnknownDTypeText<`'${Exclude<Name, DType> & string}'`>>;

type LeafOf<Values> = Values extends readonly (infer Element)[]
  ? LeafOf<Element>
  : Values extends ArrayLike<infer Element>
    ? Element
    : Values;
