// Generic code over the library (README, "Generic code"): helpers with a type-parameter dtype
// compile, and their results resolve where the caller's dtype is known.
import {
  add,
  array,
  divide,
  isNDArray,
  multiply,
  negative,
  sqrt,
  subtract,
  zeros,
  type BinaryNode,
  type DType,
  type NDArray,
  type NDArrayOf,
  type UnaryNode,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

// Over every dtype: the body compiles; the result resolves at the call.
export function normalize<D extends DType>(x: NDArray<D>) {
  return divide(subtract(x, 1), 2);
}
// Over a subset, with methods and unary operations.
export function magnitude<D extends 'float32' | 'float64'>(x: NDArray<D>, y: NDArray<D>) {
  return sqrt(add(multiply(x, x), y.multiply(y)));
}
// Over the array type itself, shape included.
export function scale<A extends NDArray>(x: A) {
  return add(multiply(x, 2), 1);
}

// A declared type names the node with BinaryNode / UnaryNode. (A binary operation whose result
// has a declared type inside generic code does not check yet: declare the variable it is assigned
// to after the call instead, as in `halve`.)
export function halve<D extends DType>(x: NDArray<D>) {
  const half = divide(x, 2);
  const declared: NDArray<BinaryNode<'divide', D, 'int'>> = half;
  return declared;
}
export function root<D extends DType, S extends number[]>(x: NDArray<D, S>): NDArray<UnaryNode<'sqrt', D>, S> {
  return sqrt(x);
}

const float32s = zeros([3], 'float32');
const int16s = zeros([2, 2], 'int16');
export const n1: NDArray<'float32'> = normalize(float32s);
export const n2: NDArray<'float64'> = normalize(zeros([2], 'int64'));
export const n3: NDArray<'float32'> = magnitude(float32s, float32s);
export const n4: NDArray<'int16', [2, 2]> = scale(int16s);
export const n5: NDArray<'float32'> = halve(int16s);
export const n6: NDArray<'float32', [2, 2]> = root(int16s);
export const n7: NDArray<'float32', [3]> = scale(float32s);
// The result is exact, not only assignable: nothing wider is accepted.
// @ts-expect-error -- int16 × 2 + 1 is int16, not int8
export const n9: NDArray<'int8', [2, 2]> = scale(int16s);

// A dtype the operation refuses: the body still compiles; the result's node is `never`.
export function negateAll<D extends DType>(x: NDArray<D>) {
  return negative(x);
}
// (An `NDArray<never>` is the type of an expression that throws, as `never` is for a value.)
export const refused: NDArray<never> = negateAll(zeros([2], 'bool'));

// Type guards: isNDArray narrows unknown values and keeps a known shape.
export function describe(value: unknown): string {
  if (isNDArray(value, 'float32')) {
    const checked: NDArray<'float32'> = value;
    return checked.dtype;
  }
  if (isNDArray(value)) return value.dtype;
  return 'not an array';
}
declare const mixed: NDArray<'float32' | 'int8', [3]>;
if (isNDArray(mixed, 'int8')) {
  const narrowed: NDArray<'int8', [3]> = mixed;
  void narrowed;
}
// Narrowing on .dtype: an array typed as a union of array types (NDArrayOf).
declare const either: NDArrayOf<'float32' | 'int8', [3]>;
if (either.dtype === 'float32') {
  const narrowed: NDArray<'float32', [3]> = either;
  void narrowed;
} else {
  const narrowed: NDArray<'int8', [3]> = either;
  void narrowed;
}

// Weak results are usable where their materialised dtype is expected.
const weak = add(2.5, 1);
export type WeakNode = Assert<Equal<typeof weak, NDArray<'float', []>>>;
export const asFloat: NDArray<'float32' | 'float64', []> = weak;
export const asAnyDType: NDArray<DType, []> = weak;
export const asAny: NDArray = array([1.5]).add(weak);

// Results declared in place and as return types inside generic code.
export function declaredQuotient<D extends DType>(x: NDArray<D>) {
  const quotient: NDArray<BinaryNode<'divide', D, 'int'>> = divide(x, 2);
  return quotient;
}
// (An operation that keeps every dtype of D's bound gives D itself: add of D with D, sqrt of a float D.)
export function declaredSum<D extends DType>(x: NDArray<D>, y: NDArray<D>): NDArray<D> {
  return add(x, y);
}
export function declaredRoot<D extends 'float32' | 'float64', S extends number[]>(x: NDArray<D, S>): NDArray<D, S> {
  return sqrt(x);
}
expectExact<NDArray<'float32', number[]>>()(declaredQuotient(zeros([3], 'int16')));
expectExact<NDArray<'int16', number[]>>()(declaredSum(zeros([3], 'int16'), zeros([3], 'int16')));
