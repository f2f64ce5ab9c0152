// What an array of a node holds and reads out as: its `.dtype` and `.weakType`, its elements as
// JavaScript values, its typed array.
import type { AnyDType, WeakType } from './dtype.js';
import type { DTypeInfo, WeakInfo } from './dtype-rows.js';
import type { ComplexScalar } from './scalar.js';
import type { Shape } from './shape.js';

/**
 * The dtype an array of node `Node` reports in `.dtype`: a weakly typed array holds 64-bit data
 * when made with x64 on (the default) and 32-bit data with x64 off, so its dtype is either.
 */
export type DTypeProperty<Node extends AnyDType> = Held<Node>;

/**
 * DTypeProperty under a short name (errors and hovers print it): the dtypes an array of node `Node`
 * holds. NDArray's `node` brand is its text.
 */
export type Held<Node extends AnyDType> = Node extends WeakType ? WeakInfo[Node]['x64'] | WeakInfo[Node]['x32'] : Node;

/**
 * Whether an array of node `Node` is weakly typed: `true` for a weak node; `boolean` for a strong
 * dtype, because a weak array may be used where its dtype is expected (`NDArray<'float'>` is
 * assignable to `NDArray<'float32' | 'float64'>` and to `NDArray<DType>`: that is its `.dtype`).
 */
export type WeakProperty<Node extends AnyDType> = Node extends WeakType ? true : boolean;

/**
 * What `toArray()` gives: nested arrays following the shape, of the dtype's JavaScript value. For
 * a union of dtypes, the union of each one's arrays (`number[] | bigint[]`, never mixed).
 */
export type ToArrayResult<Node extends AnyDType, Dims extends Shape> = EachToArray<DTypeProperty<Node>, Dims>;

type EachToArray<Dtype, Dims extends Shape> = Dtype extends unknown ? Nest<ValueOf<Dtype>, Dims> : never;

/** The JavaScript value of one element: number, bigint (int64/uint64), boolean, or `{ re, im }`. */
export type ElementValue<Node extends AnyDType> = ValueOf<DTypeProperty<Node>>;

type ValueOf<Dtype> = Dtype extends 'bool'
  ? boolean
  : Dtype extends 'int64' | 'uint64'
    ? bigint
    : Dtype extends 'complex64' | 'complex128'
      ? ComplexScalar
      : number;

/**
 * The typed array `toTypedArray()` gives for a dtype, its storage class: `Uint16Array` for
 * bfloat16/float16 (bit patterns), `Float32Array`/`Float64Array` for complex64/complex128
 * (interleaved parts), `Uint8Array` for bool and the narrow dtypes (one code per element).
 */
export type TypedArrayOf<Node extends AnyDType> = StorageArrays[DTypeInfo[DTypeProperty<Node>]['storage']];

/**
 * The typed array classes the registry names as storage, by name. (Indexing `typeof globalThis`
 * by the name instead made checking the declarations resolve every global of the program.)
 */
interface StorageArrays {
  Uint8Array: InstanceType<Uint8ArrayConstructor>;
  Uint16Array: InstanceType<Uint16ArrayConstructor>;
  Uint32Array: InstanceType<Uint32ArrayConstructor>;
  BigUint64Array: InstanceType<BigUint64ArrayConstructor>;
  Int8Array: InstanceType<Int8ArrayConstructor>;
  Int16Array: InstanceType<Int16ArrayConstructor>;
  Int32Array: InstanceType<Int32ArrayConstructor>;
  BigInt64Array: InstanceType<BigInt64ArrayConstructor>;
  Float32Array: InstanceType<Float32ArrayConstructor>;
  Float64Array: InstanceType<Float64ArrayConstructor>;
}

type Nest<Element, Dims extends Shape> = number extends Dims['length']
  ? Element | NestedArray<Element>
  : Dims extends readonly [number, ...infer Rest extends Shape]
    ? Nest<Element, Rest>[]
    : Element;

type NestedArray<Element> = (Element | NestedArray<Element>)[];
