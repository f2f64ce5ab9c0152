// searchsorted and unique: binary search in a sorted 1-D array, and the sorted distinct elements.
// Their indices' and counts' dtypes come from the plan (src/plan/sorting.ts: registry data by the
// policy's x64 flag); a and v promote under the policy.
import type { AnyNDArray } from '../../../types/index.js';
import type { SearchsortedFunction, UniqueFunction } from '../../../types/sorting.js';
import type { DType } from '../../lattice/dtypes.js';
import { materializeUnder } from '../../plan/planner.js';
import { shapeText, show } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { publicFunction } from '../../array/public-function.js';
import { NDArray, castArray, nodeOfArray } from '../../array/ndarray.js';
import { checkArray, operandNode } from '../../array/operands.js';
import { arrayFrom } from '../../array/from-values.js';
import { resultTypeWith } from '../../plan/promote.js';
import { resolvePolicy, type Policy } from '../../policy/policy.js';
import { sortPlan } from '../../plan/sorting.js';
import { comparator, readKeys } from '../../execute/sort-keys.js';
import { gatherElements, indexArray, orderAlong } from '../../execute/sorting.js';
import { checkBooleanOption } from '../comparison.js';
import { argsort } from './sort.js';
import { namedTuple } from '../../array/named-tuple.js';

function searchsortedWith(policy: Policy) {
  return (a: unknown, v: unknown, options?: unknown): AnyNDArray => {
    const sorted = checkArray('searchsorted', a, 'the sorted array a') as AnyNDArray;
    if (sorted.ndim !== 1) throw new RangeError(`searchsorted: a must be 1-D, got shape ${shapeText(sorted.shape)}.`);
    // NumPy's positional side (`searchsorted(a, v, 'right')`) or the option.
    const { side = 'left' } =
      typeof options === 'string' ? { side: options } : checkOptions('searchsorted', options, ['side']);
    if (side !== 'left' && side !== 'right')
      throw new TypeError(`searchsorted: the option side must be 'left' or 'right', got ${show(side)}.`);
    operandNode('searchsorted', 'second', v);
    const node = resultTypeWith(policy, [nodeOfArray(sorted), v instanceof NDArray ? nodeOfArray(v as AnyNDArray) : v]);
    const dtype = materializeUnder(policy, node);
    const temporaries: AnyNDArray[] = [];
    try {
      const values = v instanceof NDArray ? (v as AnyNDArray) : (temporaries[temporaries.length] = arrayFrom(v, dtype));
      const left =
        sorted.dtype === dtype
          ? sorted
          : (temporaries[temporaries.length] = castArray(sorted, dtype, false, 'searchsorted'));
      const right =
        values.dtype === dtype
          ? values
          : (temporaries[temporaries.length] = castArray(values, dtype, false, 'searchsorted'));
      const sortedKeys = readKeys(left);
      const compare = comparator(sortedKeys, readKeys(right));
      const length = sorted.size;
      const found = new Uint32Array(right.size);
      for (let index = 0; index < right.size; index += 1) {
        let low = 0;
        let high = length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          const order = compare(middle, index);
          if (order < 0 || (side === 'right' && order === 0)) low = middle + 1;
          else high = middle;
        }
        found[index] = low;
      }
      return indexArray(found, right.shape, sortPlan(policy, 'searchsorted', dtype).indexDType, 'searchsorted');
    } finally {
      for (const temporary of temporaries) temporary.dispose();
    }
  };
}

function uniqueWith(policy: Policy) {
  return (x: unknown, options?: unknown): AnyNDArray | AnyNDArray[] => {
    const input = checkArray('unique', x) as AnyNDArray;
    // NumPy's and JAX's keywords (sorted: JAX ignores it, the values always come sorted); JAX's
    // size and fill_value (for jit) and axis are not taken: refused by name.
    const given = checkOptions('unique', options, [
      'returnIndex',
      'returnInverse',
      'returnCounts',
      'equalNan',
      'sorted',
    ]);
    const withIndex = checkBooleanOption('unique', 'returnIndex', given.returnIndex);
    const withInverse = checkBooleanOption('unique', 'returnInverse', given.returnInverse);
    const withCounts = checkBooleanOption('unique', 'returnCounts', given.returnCounts);
    const equalNan = given.equalNan === undefined || checkBooleanOption('unique', 'equalNan', given.equalNan);
    checkBooleanOption('unique', 'sorted', given.sorted);
    const order = orderAlong(input, [input.size], 0, false, input.size);
    const keys = readKeys(input);
    const compare = comparator(keys, keys);
    // NaNs are one value (NumPy 2's equal_nan): for complex, every element with a NaN part; those
    // sort last, together.
    const hasNaN = (index: number): boolean => {
      if (keys.kind === 'bigint') return false;
      if (keys.kind === 'number') return keys.values[index]! !== keys.values[index]!;
      return (
        keys.values[2 * index]! !== keys.values[2 * index]! ||
        keys.values[2 * index + 1]! !== keys.values[2 * index + 1]!
      );
    };
    // (Without equal_nan every NaN is its own value: compare says NaNs are equal, as they sort together.)
    const same = (left: number, right: number) =>
      hasNaN(left) || hasNaN(right) ? equalNan && hasNaN(left) && hasNaN(right) : compare(left, right) === 0;
    // Each distinct value's run in the stable order: its first element (the value, and NumPy's and
    // JAX's return_index: the first occurrence; of NaNs, the first in sorted order), its count, and
    // each element's place among the distinct values (return_inverse).
    const firsts: number[] = [];
    const counts: number[] = [];
    const inverse = withInverse ? new Array<number>(order.length) : undefined;
    for (let index = 0; index < order.length; index += 1) {
      const at = order[index]!;
      if (index > 0 && same(order[index - 1]!, at)) {
        counts[counts.length - 1] += 1;
      } else {
        firsts.push(at);
        counts.push(1);
      }
      if (inverse !== undefined) inverse[at] = firsts.length - 1;
    }
    const values = gatherElements(input, Uint32Array.from(firsts), [firsts.length], 'unique');
    if (!withIndex && !withInverse && !withCounts) return values;
    const made: AnyNDArray[] = [values];
    try {
      const { indexDType } = sortPlan(policy, 'unique', input.dtype as DType);
      const indices = (list: number[]) => {
        const array = indexArray(list, [list.length], indexDType, 'unique');
        made.push(array);
        return array;
      };
      return namedTuple({
        values,
        ...(withIndex ? { indices: indices(firsts) } : {}),
        ...(inverse !== undefined ? { inverseIndices: indices(inverse) } : {}),
        ...(withCounts ? { counts: indices(counts) } : {}),
      }) as AnyNDArray[];
    } catch (error) {
      for (const array of made) array.dispose();
      throw error;
    }
  };
}

/** searchsorted and unique under one policy. */
export function createSearches(policy: Policy) {
  return {
    searchsorted: publicFunction('searchsorted', searchsortedWith(policy)),
    unique: publicFunction('unique', uniqueWith(policy)),
  };
}

const jax = createSearches(resolvePolicy(undefined));

/**
 * Where each value of `v` would be inserted into the sorted 1-D array `a` to keep it sorted:
 * `side: 'left'` (default) the first such place, `'right'` the last (or NumPy's positional side,
 * `searchsorted(a, v, 'right')`). `a` and `v` compare in their
 * promoted dtype, in NumPy's order (NaN last). The result has v's shape, as int32 (JAX's).
 * @example searchsorted(array([1, 2, 2, 3]), 2, { side: 'right' }).item() //=> 3
 */
export const searchsorted: SearchsortedFunction = jax.searchsorted as never;

/** The sorting methods (`x.argsort()`, `x.searchsorted(v)`); no `sort`: NumPy's and JS's sort in place. */
export const sortingMethods = { argsort, searchsorted } as const;

/**
 * The sorted distinct elements of the flattened `x` (NaNs count as one, as NumPy 2's
 * `equal_nan=True`; -0 and +0 as one). With `{ returnCounts: true }`: `[values, counts]` (also by name), counts
 * as int64.
 * @example unique(array([3, 1, 3])).toArray() //=> [1, 3]
 */
export const unique: UniqueFunction = jax.unique as never;
