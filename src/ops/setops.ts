// Set operations on flattened arrays (NumPy's arraysetops, JAX's jax/_src/numpy/setops.py): isin,
// setdiff1d, union1d, intersect1d, setxor1d. Each sorts with the sorting executors (stable, NumPy's
// order: NaN last, -0 equal to +0) and walks the sorted keys once. Membership and intersection
// compare as `==` does (a NaN is in no set, as in NumPy and JAX); the distinct values of an array
// count every NaN as one (NumPy 2's unique, equal_nan). Dtypes as JAX's: isin bool in the
// element's shape; setdiff1d the first array's dtype; the others the two arrays' promotion (JAX's
// promote_dtypes, weak types included); intersect1d's indices the default int (int32 with
// assumeUnique, as JAX's int_dtype_for_dim gives them).
import type { AnyNDArray } from '../../types/index.js';
import type {
  Intersect1dFunction,
  IsinFunction,
  SetBinaryFunction,
  Setdiff1dFunction,
  Setxor1dFunction,
  SetopsFunctions,
} from '../../types/setops.js';
import type { PolicySpec } from '../../types/policy.js';
import type { DType } from '../lattice/dtypes.js';
import { checkOptions } from '../errors/options.js';
import { publicFunction } from '../array/public-function.js';
import { allocArray, castArray, nodeOfArray, storage } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { memory } from '../kernels/heap.js';
import { resultTypeWith } from '../plan/promote.js';
import { materializeUnder } from '../plan/planner.js';
import { indexDType } from '../plan/sorting.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { comparator, readKeys, type Keys } from '../execute/sort-keys.js';
import { gatherElements, indexArray, orderAlong } from '../execute/sorting.js';
import { checkBooleanOption } from './comparison.js';
import { createJoining } from './joining.js';
import { ravel } from './views.js';
import { scope } from '../memory/memory.js';

const jaxPolicy = resolvePolicy(undefined);

/** concatenate under `policy` (its promotion of the operands). */
const joinUnder = (policy: Policy, arrays: readonly AnyNDArray[]): AnyNDArray =>
  createJoining(policy).concatenate(arrays as never) as unknown as AnyNDArray;

/** Whether element `index` of `keys` has a NaN (a NaN part, for complex). */
function nanTest(keys: Keys): (index: number) => boolean {
  if (keys.kind === 'bigint') return () => false;
  const values = keys.values;
  if (keys.kind === 'number') return (index) => values[index]! !== values[index]!;
  return (index) => values[2 * index]! !== values[2 * index]! || values[2 * index + 1]! !== values[2 * index + 1]!;
}

/** `==` of two elements of one array's keys: equal in NumPy's order and neither a NaN. */
function equalTest(keys: Keys): (left: number, right: number) => boolean {
  const compare = comparator(keys, keys);
  const hasNaN = nanTest(keys);
  return (left, right) => compare(left, right) === 0 && !hasNaN(left);
}

/**
 * The flat indices of the first occurrence of each distinct element of `input`, in sorted order
 * (NumPy's unique with return_index: every NaN one value).
 */
function uniqueFirsts(input: AnyNDArray): Uint32Array {
  const order = orderAlong(input, [input.size], 0, false, input.size);
  const keys = readKeys(input);
  const compare = comparator(keys, keys);
  const hasNaN = nanTest(keys);
  const firsts = new Uint32Array(order.length);
  let count = 0;
  for (let index = 0; index < order.length; index += 1) {
    const here = order[index]!;
    if (index > 0) {
      const before = order[index - 1]!;
      if (compare(before, here) === 0 || (hasNaN(before) && hasNaN(here))) continue;
    }
    firsts[count++] = here;
  }
  return firsts.slice(0, count);
}

/** Runs `body` with `input` in `dtype` (a cast copy, freed after, or the array itself). */
function inDType<Result>(input: AnyNDArray, dtype: DType, name: string, body: (cast: AnyNDArray) => Result): Result {
  if (input.dtype === dtype) return body(input);
  const cast = castArray(input, dtype, input.weakType, name);
  try {
    return body(cast);
  } finally {
    cast.dispose();
  }
}

/** The dtype two arrays promote to under `policy` (as JAX's promote_dtypes gives it). */
function promoted(policy: Policy, left: AnyNDArray, right: AnyNDArray): DType {
  return materializeUnder(policy, resultTypeWith(policy, [nodeOfArray(left), nodeOfArray(right)]));
}

/**
 * For each of `candidates` (flat indices into `element`), whether it equals (`==`) an element of
 * `tests`: both read in their promoted dtype; the tests sorted once, each candidate found by binary search.
 */
function membership(
  element: AnyNDArray,
  tests: AnyNDArray,
  candidates: Uint32Array | undefined,
  name: string,
): Uint8Array {
  const count = candidates === undefined ? element.size : candidates.length;
  const found = new Uint8Array(count);
  if (count === 0 || tests.size === 0) return found;
  const dtype = promoted(jaxPolicy, element, tests);
  return inDType(element, dtype, name, (left) =>
    inDType(tests, dtype, name, (right) => {
      const order = orderAlong(right, [right.size], 0, false, right.size);
      const leftKeys = readKeys(left);
      const compare = comparator(leftKeys, readKeys(right));
      const hasNaN = nanTest(leftKeys);
      const length = order.length;
      for (let each = 0; each < count; each += 1) {
        const index = candidates === undefined ? each : candidates[each]!;
        if (hasNaN(index)) continue;
        let low = 0;
        let high = length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (compare(index, order[middle]!) > 0) low = middle + 1;
          else high = middle;
        }
        if (low < length && compare(index, order[low]!) === 0) found[each] = 1;
      }
      return found;
    }),
  );
}

/** A bool array of `shape` holding `values` (0 or 1 each). */
function boolArray(values: Uint8Array, shape: readonly number[], name: string): AnyNDArray {
  const result = allocArray('bool', shape, false, name);
  new Uint8Array(memory().buffer, result[storage].pointer, values.length).set(values);
  return result;
}

/** The indices (positions) where `mask` is set. */
function setPositions(mask: Uint8Array, value: number): Uint32Array {
  let count = 0;
  for (let index = 0; index < mask.length; index += 1) if (mask[index] === value) count += 1;
  const positions = new Uint32Array(count);
  count = 0;
  for (let index = 0; index < mask.length; index += 1) if (mask[index] === value) positions[count++] = index;
  return positions;
}

function options(name: string, given: unknown, known: readonly string[]): Record<string, boolean> {
  const checked = checkOptions(name, given, known) as Record<string, unknown>;
  return Object.fromEntries(known.map((option) => [option, checkBooleanOption(name, option, checked[option])]));
}

/** The distinct elements of the flattened array, sorted, with their first flat indices; or (assumed unique) the array flattened as it is. */
function distinct(
  input: AnyNDArray,
  assumeUnique: boolean,
  name: string,
): { values: AnyNDArray; firsts: Uint32Array | undefined } {
  const firsts = assumeUnique ? Uint32Array.from({ length: input.size }, (_, index) => index) : uniqueFirsts(input);
  return { values: gatherElements(input, firsts, [firsts.length], name), firsts: assumeUnique ? undefined : firsts };
}

/** The distinct elements of both (or, assumed unique, both flattened) joined in their promoted dtype, with the stable order of the join. */
function joinedSorted(
  policy: Policy,
  a: AnyNDArray,
  b: AnyNDArray,
  assumeUnique: boolean,
  name: string,
): {
  joined: AnyNDArray;
  order: Uint32Array;
  first: { values: AnyNDArray; firsts: Uint32Array | undefined };
  second: { values: AnyNDArray; firsts: Uint32Array | undefined };
} {
  const first = distinct(a, assumeUnique, name);
  let second: { values: AnyNDArray; firsts: Uint32Array | undefined } | undefined;
  try {
    second = distinct(b, assumeUnique, name);
    const joined = joinUnder(policy, [first.values, second.values]);
    try {
      return { joined, order: orderAlong(joined, [joined.size], 0, false, joined.size), first, second };
    } catch (error) {
      joined.dispose();
      throw error;
    }
  } catch (error) {
    first.values.dispose();
    second?.values.dispose();
    throw error;
  }
}

function isinFunction(element: unknown, testElements: unknown, given?: unknown): AnyNDArray {
  const input = checkArray('isin', element, 'the element array') as AnyNDArray;
  const tests = checkArray('isin', testElements, 'the test elements') as AnyNDArray;
  const { invert } = options('isin', given, ['assumeUnique', 'invert']);
  const found = membership(input, tests, undefined, 'isin');
  if (invert) for (let index = 0; index < found.length; index += 1) found[index] = 1 - found[index]!;
  return boolArray(found, input.shape, 'isin');
}

function setdiff1dFunction(a: unknown, b: unknown, given?: unknown): AnyNDArray {
  const first = checkArray('setdiff1d', a, 'the first array') as AnyNDArray;
  const second = checkArray('setdiff1d', b, 'the second array') as AnyNDArray;
  const { assumeUnique } = options('setdiff1d', given, ['assumeUnique']);
  const candidates = assumeUnique ? Uint32Array.from({ length: first.size }, (_, index) => index) : uniqueFirsts(first);
  const found = membership(first, second, candidates, 'setdiff1d');
  const kept = setPositions(found, 0).map((position) => candidates[position]!);
  return gatherElements(first, kept, [kept.length], 'setdiff1d');
}

const union1dWith =
  (policy: Policy) =>
  (a: unknown, b: unknown, given?: unknown): AnyNDArray => {
    const first = checkArray('union1d', a, 'the first array') as AnyNDArray;
    const second = checkArray('union1d', b, 'the second array') as AnyNDArray;
    checkOptions('union1d', given, []);
    // The flattened operands (copies where an operand is strided) are freed with the scope.
    const joined = scope(() => joinUnder(policy, [ravel(first), ravel(second)] as AnyNDArray[]));
    try {
      const firsts = uniqueFirsts(joined);
      return gatherElements(joined, firsts, [firsts.length], 'union1d');
    } finally {
      joined.dispose();
    }
  };

const intersect1dWith =
  (policy: Policy) =>
  (a: unknown, b: unknown, given?: unknown): AnyNDArray | AnyNDArray[] => {
    const first = checkArray('intersect1d', a, 'the first array') as AnyNDArray;
    const second = checkArray('intersect1d', b, 'the second array') as AnyNDArray;
    const { assumeUnique, returnIndices } = options('intersect1d', given, ['assumeUnique', 'returnIndices']);
    const sorted = joinedSorted(policy, first, second, assumeUnique, 'intersect1d');
    try {
      const { joined, order } = sorted;
      const equal = equalTest(readKeys(joined));
      const offset = sorted.first.values.size;
      const lefts: number[] = [];
      const rights: number[] = [];
      for (let index = 0; index + 1 < order.length; index += 1) {
        if (!equal(order[index]!, order[index + 1]!)) continue;
        lefts.push(order[index]!);
        rights.push(order[index + 1]! - offset);
      }
      const values = gatherElements(joined, Uint32Array.from(lefts), [lefts.length], 'intersect1d');
      if (!returnIndices) return values;
      const made: AnyNDArray[] = [values];
      try {
        const dtype = assumeUnique ? 'int32' : indexDType(policy, 'argsort');
        const map = (positions: number[], firsts: Uint32Array | undefined) =>
          firsts === undefined ? positions : positions.map((position) => firsts[position]!);
        made.push(indexArray(map(lefts, sorted.first.firsts), [lefts.length], dtype, 'intersect1d'));
        made.push(indexArray(map(rights, sorted.second.firsts), [rights.length], dtype, 'intersect1d'));
        return made;
      } catch (error) {
        for (const each of made) each.dispose();
        throw error;
      }
    } finally {
      sorted.joined.dispose();
      sorted.first.values.dispose();
      sorted.second.values.dispose();
    }
  };

const setxor1dWith =
  (policy: Policy) =>
  (a: unknown, b: unknown, given?: unknown): AnyNDArray => {
    const first = checkArray('setxor1d', a, 'the first array') as AnyNDArray;
    const second = checkArray('setxor1d', b, 'the second array') as AnyNDArray;
    const { assumeUnique } = options('setxor1d', given, ['assumeUnique']);
    const sorted = joinedSorted(policy, first, second, assumeUnique, 'setxor1d');
    try {
      const { joined, order } = sorted;
      const equal = equalTest(readKeys(joined));
      const kept: number[] = [];
      for (let index = 0; index < order.length; index += 1) {
        if (index > 0 && equal(order[index - 1]!, order[index]!)) continue;
        if (index + 1 < order.length && equal(order[index]!, order[index + 1]!)) continue;
        kept.push(order[index]!);
      }
      return gatherElements(joined, Uint32Array.from(kept), [kept.length], 'setxor1d');
    } finally {
      sorted.joined.dispose();
      sorted.first.values.dispose();
      sorted.second.values.dispose();
    }
  };

/** union1d, intersect1d and setxor1d under one policy (their promotion; intersect1d's indices its default int). */
export function createSetops<Spec extends PolicySpec>(spec?: Spec): SetopsFunctions<Spec> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createSetops');
  return {
    union1d: publicFunction('union1d', union1dWith(policy)),
    intersect1d: publicFunction('intersect1d', intersect1dWith(policy)),
    setxor1d: publicFunction('setxor1d', setxor1dWith(policy)),
  } as never;
}

const jaxSetops = createSetops('jax');

/**
 * Whether each element of `element` is in `testElements` (any shapes; compared as `==` in their
 * promoted dtype, so NaN is in nothing): bool, in element's shape. `{ invert: true }` gives the
 * opposite; `assumeUnique` is accepted (NumPy's hint) and changes nothing.
 * @example isin(array([1, 2, 3, 4]), array([[1, 5, 6, 3]])).toArray() //=> [true, false, true, false]
 */
export const isin: IsinFunction = publicFunction('isin', isinFunction) as never;

/**
 * The sorted distinct elements of `a` (flattened) that are not in `b`, in a's dtype. With
 * `{ assumeUnique: true }` a's elements are taken as distinct and keep their order (NumPy's).
 * @example setdiff1d(array([1, 2, 3, 2, 4, 1]), array([3, 4, 5, 6])).toArray() //=> [1, 2]
 */
export const setdiff1d: Setdiff1dFunction = publicFunction('setdiff1d', setdiff1dFunction) as never;

/**
 * The sorted distinct elements of `a` and `b` together (flattened), in their promoted dtype.
 * @example union1d(array([-1, 0, 1]), array([-2, 0, 2])).toArray() //=> [-2, -1, 0, 1, 2]
 */
export const union1d: SetBinaryFunction = jaxSetops.union1d;

/**
 * The sorted distinct elements in both `a` and `b` (flattened; NaN in neither), in their promoted
 * dtype. With `{ returnIndices: true }`: `[values, indices into a, indices into b]` (the first
 * occurrences; int32 with x64 off, the default int). `assumeUnique`: inputs taken as distinct.
 * @example intersect1d(array([1, 3, 4, 3]), array([3, 1, 2, 1])).toArray() //=> [1, 3]
 */
export const intersect1d: Intersect1dFunction = jaxSetops.intersect1d;

/**
 * The sorted elements in exactly one of `a` and `b` (each taken as its distinct elements unless
 * `{ assumeUnique: true }`), in their promoted dtype.
 * @example setxor1d(array([1, 2, 3, 2, 4]), array([2, 3, 5, 7, 5])).toArray() //=> [1, 4, 5, 7]
 */
export const setxor1d: Setxor1dFunction = jaxSetops.setxor1d;
