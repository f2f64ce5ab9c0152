import type { DTypeInfo, TypedArrayDTypes, WeakInfo } from '../src/dtypes.js';
import type { NDArray } from '../src/ndarray.js';
import type { AnyDType, DType, Materialize, WeakType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { BinaryOperation, BinaryResult, UnaryOperation, UnaryResult } from './operations.js';
import type { PolicySpec } from './policy.js';
import type { ComplexScalar, Scalar, ScalarDType } from './scalar.js';
import type { Broadcast, NestedShape, Shape, ShapeError } from './shape.js';
import type { UnknownDTypeText, WeakTypeAsDTypeText } from './messages.js';

/** Any array, whatever its dtype and shape (the `any`s let every `NDArray<D, S>` be one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyNDArray = NDArray<any, any>;

/** What an operation takes on either side: an array or a JavaScript scalar. */
export type Operand = AnyNDArray | Scalar;

/** The dtype node of an operand: an array's dtype (its weak type if weakly typed), a scalar's kind. */
export type DTypeOf<Input> = Input extends NDArray<infer Node, Shape> ? Node : ScalarDType<Input>;

/** The shape of an operand; a scalar is 0-d. */
export type ShapeOf<Input> = Input extends NDArray<AnyDType, infer Dims> ? Dims : [];

/** The array a binary operation returns (distributing over a union of possible dtypes). */
export type BinaryArray<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec = 'jax'> = ArrayOf<
  BinaryResult<Operation, DTypeOf<Left>, DTypeOf<Right>, Policy>,
  Broadcast<ShapeOf<Left>, ShapeOf<Right>>
>;

/** The array a unary operation returns. */
export type UnaryArray<Operation extends UnaryOperation, Input, Policy extends PolicySpec = 'jax'> = ArrayOf<
  UnaryResult<Operation, DTypeOf<Input>, Policy>,
  ShapeOf<Input>
>;

/**
 * `unknown` when a binary operation is defined for these operands, otherwise its error (a
 * `DTypeError` or a `ShapeError` carrying the runtime's words). Intersected with a parameter, it
 * turns a bad promotion or broadcast into a compile error at the call.
 */
export type CheckBinary<Operation extends BinaryOperation, Left, Right, Policy extends PolicySpec = 'jax'> = ErrorIn<
  BinaryResult<Operation, DTypeOf<Left>, DTypeOf<Right>, Policy> | Broadcast<ShapeOf<Left>, ShapeOf<Right>>
>;

/** `unknown` when a unary operation is defined for the operand's dtype, otherwise its error. */
export type CheckUnary<Operation extends UnaryOperation, Input, Policy extends PolicySpec = 'jax'> = ErrorIn<
  UnaryResult<Operation, DTypeOf<Input>, Policy>
>;

/**
 * The dtype `array(values)` picks when none is given: a typed array's own dtype; otherwise, as JAX
 * with x64, bool, int64, float64 or complex128 by the values' kinds.
 */
export type DefaultDType<Values> = Values extends { readonly [Symbol.toStringTag]: infer Tag extends keyof TypedArrayDTypes }
  ? TypedArrayDTypes[Tag]
  : [LeafOf<Values>] extends [boolean]
  ? 'bool'
  : [Extract<LeafOf<Values>, ComplexScalar>] extends [never]
    ? number extends LeafOf<Values>
      ? 'int64' | 'float64'
      : 'float' extends ScalarDType<Exclude<LeafOf<Values>, boolean>>
        ? 'float64'
        : 'int64'
    : 'complex128';

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

/** The typed arrays `array()` reads directly. */
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
  | Float64Array;

/** The shape `array(values)` has: literal where the nesting is literal. */
export type ValuesShape<Values> = NestedShape<Values>;

/** The array type for a result node and shape; errors pass through. */
export type ArrayOf<Node, Dims> = Node extends AnyDType ? (Dims extends Shape ? NDArray<Node, Dims> : Dims) : Node;

/**
 * The dtype an array of node `Node` reports in `.dtype`: a weakly typed array holds 64-bit data
 * when made with x64 on (the default) and 32-bit data with x64 off, so its dtype is either.
 */
export type DTypeProperty<Node extends AnyDType> = Node extends WeakType ? WeakInfo[Node]['x64'] | WeakInfo[Node]['x32'] : Node;

/** Whether an array of node `Node` is weakly typed. */
export type WeakProperty<Node extends AnyDType> = Node extends WeakType ? true : false;

/** A strong dtype name, for creation functions. */
export type CreationDType = DType;

/**
 * `unknown` for a strong dtype name, otherwise a `DTypeError` with the runtime's unknown-dtype text.
 * Creation functions and `astype` have an overload taking any other string as
 * `Name & NoInfer<CheckDType<Name>>`, so `array([1], 'int9')` is a compile error that says what
 * `array()` would throw (the first overload, taking a `DType`, keeps the editor's completions).
 * @example CheckDType<'int9'> //=> DTypeError<"Unknown dtype 'int9'. Valid dtypes: bool, uint8, …">
 */
export type CheckDType<Name> = [Exclude<Name, DType>] extends [never]
  ? unknown
  : Exclude<Name, DType> extends infer Bad extends WeakType
    ? DTypeError<WeakTypeAsDTypeText<Bad, Materialize<Bad>>>
    : DTypeError<UnknownDTypeText<`'${Exclude<Name, DType> & string}'`>>;


type ErrorIn<Result> = [Extract<Result, DTypeError<string> | ShapeError<string>>] extends [never]
  ? unknown
  : Extract<Result, DTypeError<string> | ShapeError<string>>;

type LeafOf<Values> = Values extends readonly (infer Element)[]
  ? LeafOf<Element>
  : Values extends ArrayLike<infer Element>
    ? Element
    : Values;

/** What `toArray()` gives: nested arrays following the shape, of the dtype's JavaScript value. */
export type ToArrayResult<Node extends AnyDType, Dims extends Shape> = Nest<ElementValue<Node>, Dims>;

/** The JavaScript value of one element: number, bigint (int64/uint64), boolean, or `{ re, im }`. */
export type ElementValue<Node extends AnyDType> = ValueOf<DTypeProperty<Node>>;

type ValueOf<Dtype> = Dtype extends 'bool' ? boolean : Dtype extends 'int64' | 'uint64' ? bigint : Dtype extends 'complex64' | 'complex128' ? ComplexScalar : number;

/** The typed array `toTypedArray()` gives for a dtype. */
export type TypedArrayOf<Node extends AnyDType> = InstanceType<(typeof globalThis)[DTypeInfo[DTypeProperty<Node>]['storage']]>;

type Nest<Element, Dims extends Shape> = number extends Dims['length']
  ? Element | NestedArray<Element>
  : Dims extends readonly [number, ...infer Rest extends Shape]
    ? Nest<Element, Rest>[]
    : Element;

type NestedArray<Element> = (Element | NestedArray<Element>)[];

/**
 * The operations as methods: `a.add(b)` is `add(a, b)`. The signatures read the array's type from
 * `this` rather than from NDArray's type parameters, so every NDArray shares one set of method
 * types and comparing two array types never walks them.
 */
export type ArrayMethods = {
  readonly [Operation in BinaryOperation]: <const Self extends AnyNDArray, const Other extends Operand>(
    this: Self,
    other: Other & NoInfer<CheckBinary<Operation, Self, Other>>,
  ) => BinaryArray<Operation, Self, Other>;
} & {
  readonly [Operation in UnaryOperation]: <const Self extends AnyNDArray>(
    this: Self & NoInfer<CheckUnary<Operation, Self>>,
  ) => UnaryArray<Operation, Self>;
};

/** An operation as a function of two operands, under a policy. */
export type BinaryFunction<Operation extends BinaryOperation, Policy extends PolicySpec = 'jax'> = <
  const Left extends Operand,
  const Right extends Operand,
>(
  left: Left,
  right: Right & NoInfer<CheckBinary<Operation, Left, Right, Policy>>,
) => BinaryArray<Operation, Left, Right, Policy>;

/** An operation as a function of one operand, under a policy. */
export type UnaryFunction<Operation extends UnaryOperation, Policy extends PolicySpec = 'jax'> = <const Input extends Operand>(
  input: Input & NoInfer<CheckUnary<Operation, Input, Policy>>,
) => UnaryArray<Operation, Input, Policy>;
