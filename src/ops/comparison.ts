// The comparisons ported tests reach for: isclose (NumPy's and JAX's tolerance test), allclose and
// arrayEqual (JavaScript booleans). Operands promote by JAX's rule and broadcast; their elements are
// read as sort keys (src/execute/sort-keys.ts) and compared in NumPy's order.
import type { AnyNDArray } from '../../types/index.js';
import type { AllcloseFunction, ArrayEqualFunction, ArrayEquivFunction, IscloseFunction } from '../../types/sorting.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { checkOptions } from '../errors/options.js';
import { publicFunction } from '../array/public-function.js';
import { NDArray, allocArray, castArray, nodeOfArray, storage } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { arrayFrom } from '../array/from-values.js';
import { resultTypeWith } from '../plan/promote.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { materializeUnder } from '../plan/planner.js';
import { broadcastPair } from '../shape/broadcast.js';
import { broadcastStrides, walkOffsets } from '../shape/walk.js';
import { memory } from '../kernels/heap.js';
import { comparator, readKeys, type Keys } from '../execute/sort-keys.js';

/** A number option, or `fallback` when left out. */
export function checkNumberOption(name: string, option: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number')
    throw new TypeError(`${name}: the option ${option} must be a number, got ${show(value)}.`);
  return value;
}

/** A boolean option, false when left out. */
export function checkBooleanOption(name: string, option: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    throw new TypeError(`${name}: the option ${option} must be a boolean, got ${show(value)}.`);
  return value;
}

/** Two operands promoted (JAX's rule) and broadcast, read as keys of one kind. */
function promotedPair(
  policy: Policy,
  name: string,
  a: unknown,
  b: unknown,
): {
  dtype: DType;
  shape: number[];
  left: Keys;
  right: Keys;
  leftShape: readonly number[];
  rightShape: readonly number[];
} {
  operandNode(name, 'first', a);
  operandNode(name, 'second', b);
  const nodeOf = (value: unknown) => (value instanceof NDArray ? nodeOfArray(value as AnyNDArray) : value);
  const dtype = materializeUnder(policy, resultTypeWith(policy, [nodeOf(a), nodeOf(b)]));
  const temporaries: AnyNDArray[] = [];
  try {
    const as = (value: unknown): AnyNDArray => {
      if (!(value instanceof NDArray)) return (temporaries[temporaries.length] = arrayFrom(value, dtype));
      if (value.dtype === dtype) return value as AnyNDArray;
      return (temporaries[temporaries.length] = castArray(value as AnyNDArray, dtype, false, name));
    };
    const left = as(a);
    const right = as(b);
    return {
      dtype,
      shape: [...broadcastPair(left.shape, right.shape, name)],
      left: readKeys(left),
      right: readKeys(right),
      leftShape: left.shape,
      rightShape: right.shape,
    };
  } finally {
    for (const temporary of temporaries) temporary.dispose();
  }
}

/** isclose's test of every element pair, as 0/1 bytes over the broadcast shape. */
function closeness(
  policy: Policy,
  name: string,
  a: unknown,
  b: unknown,
  rtol: number,
  atol: number,
  equalNan: boolean,
): { shape: number[]; close: Uint8Array } {
  const { dtype, shape, left, right, leftShape, rightShape } = promotedPair(policy, name, a, b);
  const size = shape.reduce((product, each) => product * each, 1);
  const close = new Uint8Array(size);
  const strides = [broadcastStrides(leftShape, shape), broadcastStrides(rightShape, shape)];
  const kind = dtypeInfo[dtype].kind;
  if (kind !== 'float' && kind !== 'complex') {
    // Integers and bool: exact equality (JAX's isclose does lax.eq on them).
    const equal = comparator(left, right);
    walkOffsets(shape, strides, (at, index) => {
      close[index] = equal(at[0]!, at[1]!) === 0 ? 1 : 0;
    });
    return { shape, close };
  }
  const parts = kind === 'complex' ? 2 : 1;
  const x = left.values as Float64Array;
  const y = right.values as Float64Array;
  walkOffsets(shape, strides, (at, index) => {
    const i = at[0]! * parts;
    const j = at[1]! * parts;
    const xRe = x[i]!;
    const yRe = y[j]!;
    const xIm = parts === 2 ? x[i + 1]! : 0;
    const yIm = parts === 2 ? y[j + 1]! : 0;
    const xNaN = xRe !== xRe || xIm !== xIm;
    const yNaN = yRe !== yRe || yIm !== yIm;
    if (xNaN || yNaN) {
      close[index] = equalNan && xNaN && yNaN ? 1 : 0;
    } else if (!Number.isFinite(xRe) || !Number.isFinite(xIm) || !Number.isFinite(yRe) || !Number.isFinite(yIm)) {
      close[index] = xRe === yRe && xIm === yIm ? 1 : 0; // infinities are close only to themselves
    } else {
      close[index] = Math.hypot(xRe - yRe, xIm - yIm) <= atol + rtol * Math.hypot(yRe, yIm) ? 1 : 0;
    }
  });
  return { shape, close };
}

/**
 * isclose's and allclose's tolerances, from an options object `{ rtol, atol, equalNan }` or NumPy's
 * positional (rtol, atol, equalNan); a number (or more than one argument) is the positional form.
 */
function closeOptions(name: string, given: readonly unknown[]): { rtol: number; atol: number; equalNan: boolean } {
  const [first, atolGiven, equalNanGiven] = given;
  const positional = given.length > 1 || typeof first === 'number';
  if (positional && given.length > 3) {
    throw new TypeError(
      `${name}: takes (a, b, rtol, atol, equalNan) or (a, b, { rtol, atol, equalNan }), got ${given.length + 2} arguments.`,
    );
  }
  if (positional && first !== undefined && typeof first !== 'number') {
    throw new TypeError(
      `${name}: rtol (the third argument) must be a number, got ${show(first)}; the options object { rtol, atol, equalNan } comes alone.`,
    );
  }
  const { rtol, atol, equalNan } = positional
    ? { rtol: first, atol: atolGiven, equalNan: equalNanGiven }
    : first === undefined
      ? {}
      : checkOptions(name, first, ['rtol', 'atol', 'equalNan']);
  return {
    rtol: checkNumberOption(name, 'rtol', rtol, 1e-5),
    atol: checkNumberOption(name, 'atol', atol, 1e-8),
    equalNan: checkBooleanOption(name, 'equalNan', equalNan),
  };
}

function iscloseUnder(policy: Policy, a: unknown, b: unknown, tolerances: unknown[]): AnyNDArray {
  const { rtol, atol, equalNan } = closeOptions('isclose', tolerances);
  const { shape, close } = closeness(policy, 'isclose', a, b, rtol, atol, equalNan);
  const result = allocArray('bool', shape, false, 'isclose');
  new Uint8Array(memory().buffer, result[storage].pointer, close.length).set(close);
  return result;
}

function allcloseUnder(policy: Policy, a: unknown, b: unknown, tolerances: unknown[]): boolean {
  const { rtol, atol, equalNan } = closeOptions('allclose', tolerances);
  return closeness(policy, 'allclose', a, b, rtol, atol, equalNan).close.every((each) => each === 1);
}

function arrayEqualUnder(policy: Policy, a: unknown, b: unknown, options?: unknown): boolean {
  // NumPy's positional equal_nan (arrayEqual(a, b, true)), or the options object.
  const { equalNan } =
    typeof options === 'boolean' ? { equalNan: options } : checkOptions('arrayEqual', options, ['equalNan']);
  const withNaN = checkBooleanOption('arrayEqual', 'equalNan', equalNan);
  const shapeOf = (value: unknown): readonly number[] => (value instanceof NDArray ? (value as AnyNDArray).shape : []);
  operandNode('arrayEqual', 'first', a);
  operandNode('arrayEqual', 'second', b);
  const leftShape = shapeOf(a);
  const rightShape = shapeOf(b);
  if (leftShape.length !== rightShape.length || leftShape.some((size, axis) => size !== rightShape[axis])) return false;
  const { left, right, dtype } = promotedPair(policy, 'arrayEqual', a, b);
  const compare = comparator(left, right);
  const parts = dtypeInfo[dtype].kind === 'complex' ? 2 : 1;
  const size = leftShape.reduce((product, each) => product * each, 1);
  const isNaN = (keys: Keys, index: number) =>
    keys.kind !== 'bigint' &&
    (keys.values[index * parts]! !== keys.values[index * parts]! ||
      (parts === 2 && keys.values[index * 2 + 1]! !== keys.values[index * 2 + 1]!));
  for (let index = 0; index < size; index += 1) {
    const leftNaN = isNaN(left, index);
    const rightNaN = isNaN(right, index);
    if (leftNaN || rightNaN) {
      if (!(withNaN && leftNaN && rightNaN)) return false;
    } else if (compare(index, index) !== 0) return false;
  }
  return true;
}

function arrayEquivUnder(policy: Policy, a: unknown, b: unknown, extra: unknown[]): boolean {
  if (extra.length > 0)
    throw new TypeError(`arrayEquiv: takes two operands (a, b), got ${extra.length} more: ${show(extra[0])}.`);
  operandNode('arrayEquiv', 'first', a);
  operandNode('arrayEquiv', 'second', b);
  const shapeOf = (value: unknown): readonly number[] => (value instanceof NDArray ? (value as AnyNDArray).shape : []);
  try {
    broadcastPair(shapeOf(a), shapeOf(b), 'arrayEquiv');
  } catch (error) {
    if (error instanceof RangeError) return false; // shapes that do not broadcast are not equivalent
    throw error;
  }
  const { dtype, shape, left, right, leftShape, rightShape } = promotedPair(policy, 'arrayEquiv', a, b);
  const compare = comparator(left, right);
  const parts = dtypeInfo[dtype].kind === 'complex' ? 2 : 1;
  // NaN equals nothing (NumPy's ==); the sort keys' comparator would call two NaNs equal.
  const isNaN = (keys: Keys, index: number) =>
    keys.kind !== 'bigint' &&
    (keys.values[index * parts]! !== keys.values[index * parts]! ||
      (parts === 2 && keys.values[index * 2 + 1]! !== keys.values[index * 2 + 1]!));
  let equivalent = true;
  walkOffsets(shape, [broadcastStrides(leftShape, shape), broadcastStrides(rightShape, shape)], (at) => {
    if (!equivalent) return;
    if (isNaN(left, at[0]!) || isNaN(right, at[1]!) || compare(at[0]!, at[1]!) !== 0) equivalent = false;
  });
  return equivalent;
}

/**
 * isclose, allclose and arrayEqual under a policy: the operands promote under it before they are
 * compared (under x64, uint32 and int32 meet at int64, so no value wraps). Their results are bool
 * whatever the policy.
 */
export function createComparison(policy: Policy): {
  readonly isclose: IscloseFunction;
  readonly allclose: AllcloseFunction;
  readonly arrayEqual: ArrayEqualFunction;
  readonly arrayEquiv: ArrayEquivFunction;
} {
  return Object.freeze({
    isclose: publicFunction('isclose', (a: unknown, b: unknown, ...tolerances: unknown[]) =>
      iscloseUnder(policy, a, b, tolerances),
    ) as never,
    allclose: publicFunction('allclose', (a: unknown, b: unknown, ...tolerances: unknown[]) =>
      allcloseUnder(policy, a, b, tolerances),
    ) as never,
    arrayEqual: publicFunction('arrayEqual', (a: unknown, b: unknown, options?: unknown) =>
      arrayEqualUnder(policy, a, b, options),
    ) as never,
    arrayEquiv: publicFunction('arrayEquiv', (a: unknown, b: unknown, ...extra: unknown[]) =>
      arrayEquivUnder(policy, a, b, extra),
    ) as never,
  });
}

const jaxComparison = createComparison(resolvePolicy(undefined));

/** isclose, exported from src/api/toolkit.ts (where its description is). */
export const isclose: IscloseFunction = jaxComparison.isclose;

/**
 * Whether every element pair is close (isclose's test, its options or positional rtol, atol, equalNan). A
 * JavaScript boolean, as NumPy's Python bool: an array would always be truthy in an `if`.
 * @example allclose(array([1, 2]), array([1, 2 + 1e-9])) //=> true
 */
export const allclose: AllcloseFunction = jaxComparison.allclose;

/**
 * Whether `a` and `b` have the same shape and equal elements (after promotion), as a JavaScript
 * boolean; NaN equals NaN only with `{ equalNan: true }` (or NumPy's positional
 * `arrayEqual(a, b, true)`). Shapes that differ give false, not a broadcast.
 * @example arrayEqual(array([1, 2]), array([1, 2], 'int8')) //=> true
 */
export const arrayEqual: ArrayEqualFunction = jaxComparison.arrayEqual;

/**
 * Whether `a` and `b` broadcast to one shape and are equal there, element by element (after
 * promotion), as a JavaScript boolean: NumPy's and JAX's `array_equiv`. Shapes that do not broadcast
 * give false; NaN equals nothing.
 * @example arrayEquiv(array([1, 2]), array([[1, 2], [1, 2]])) //=> true
 * @example arrayEquiv(array([1, 2]), array([1, 2, 3])) //=> false
 */
export const arrayEquiv: ArrayEquivFunction = jaxComparison.arrayEquiv;
