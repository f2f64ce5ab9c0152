// Sort keys: an array's elements read out of wasm memory once, into a JS typed array (16-bit
// floats and narrow dtypes through the exact dtype their values are read in), and NumPy's order on them
// (numbers ascending, -0 equal to +0, NaN after everything; complex lexicographic on (re, im),
// NumPy's NaN groups last). Sorting, searching, unique, nonzero and the comparisons read keys here.
import type { AnyNDArray } from '../../types/index.js';
import { dtypeCode, dtypeInfo, type DType } from '../lattice/dtypes.js';
import { castArray, pointerOf, withContiguous } from '../array/ndarray.js';
import { valuesThrough } from '../memory/values.js';
import { elementView } from '../kernels/heap.js';

/**
 * An array's elements as sort keys, in row-major order: numbers (-0 read as 0), bigints for the
 * 64-bit integers, or (re, im) pairs for complex.
 */
export type Keys =
  | {
      readonly kind: 'number';
      readonly values:
        | Float64Array
        | Float32Array
        | Int32Array
        | Uint32Array
        | Int16Array
        | Uint16Array
        | Int8Array
        | Uint8Array;
    }
  | { readonly kind: 'bigint'; readonly values: BigInt64Array | BigUint64Array }
  | { readonly kind: 'complex'; readonly values: Float64Array | Float32Array };

export function readKeys(input: AnyNDArray): Keys {
  const dtype = input.dtype as DType;
  const through = valuesThrough(dtype);
  if (through !== undefined) {
    // Exact in that dtype (float32 or int32).
    const wide = castArray(input, through, false);
    try {
      return readKeys(wide);
    } finally {
      wide.dispose();
    }
  }
  return withContiguous(input, (contiguous) => {
    const view = elementView(dtypeCode(dtype), pointerOf(contiguous), contiguous.size).slice();
    const kind = dtypeInfo[dtype].kind;
    if (kind === 'complex') return { kind: 'complex', values: view as Float64Array };
    if (dtype === 'int64' || dtype === 'uint64') return { kind: 'bigint', values: view as BigInt64Array };
    return { kind: 'number', values: view as Float32Array };
  });
}

/** NumPy's order of two numbers: -0 equals 0, NaN is after everything (and equal to NaN). */
export function compareNumbers(left: number, right: number): number {
  if (left < right) return -1;
  if (left > right) return 1;
  if (left === right) return 0;
  const leftNaN = left !== left;
  return leftNaN === (right !== right) ? 0 : leftNaN ? 1 : -1;
}

/** `compare(i, j)`: the order of element i of `left` against element j of `right` (keys of one kind). */
export function comparator(left: Keys, right: Keys): (leftIndex: number, rightIndex: number) => number {
  if (left.kind === 'complex') {
    const a = left.values;
    const b = right.values as Float64Array;
    // NumPy's complex order: [R + Rj, R + nanj, nan + Rj, nan + nanj], each group by its non-NaN parts.
    return (i, j) => {
      const leftRe = a[2 * i]!;
      const leftIm = a[2 * i + 1]!;
      const rightRe = b[2 * j]!;
      const rightIm = b[2 * j + 1]!;
      const group =
        (leftRe !== leftRe ? 2 : 0) +
        (leftIm !== leftIm ? 1 : 0) -
        (rightRe !== rightRe ? 2 : 0) -
        (rightIm !== rightIm ? 1 : 0);
      return group || compareNumbers(leftRe, rightRe) || compareNumbers(leftIm, rightIm);
    };
  }
  if (left.kind === 'bigint') {
    const a = left.values;
    const b = right.values as BigInt64Array;
    return (i, j) => (a[i]! < b[j]! ? -1 : a[i]! > b[j]! ? 1 : 0);
  }
  const a = left.values;
  const b = right.values as Float64Array;
  return (i, j) => compareNumbers(a[i]!, b[j]!);
}
