// NumPy's functions that read an operand's shape or kind (np.shape, np.ndim, np.size,
// np.iscomplexobj, np.isrealobj): for arrays, JavaScript scalars and nested lists, as NumPy takes
// Python's. Nothing is allocated.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { IsComplexObjFunction, NdimFunction, ShapeFunction, SizeFunction } from '../../types/inspection.js';
import { NDArray, dataPointer } from '../array/ndarray.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { isComplexScalar } from '../memory/values.js';
import { show } from '../errors/messages.js';
import { checkAxis } from '../shape/axes.js';

const isScalar = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' || isComplexScalar(value);

/** The shape of an array, a scalar or a nested list (every list at one depth as long as the first). */
function shapeOf(where: string, value: unknown): readonly number[] {
  if (value instanceof NDArray) {
    dataPointer(value); // a disposed array throws, naming itself
    return (value as AnyNDArray).shape;
  }
  if (isScalar(value)) return [];
  if (!Array.isArray(value))
    throw new TypeError(`${where}: expects an NDArray, a JavaScript scalar or a list of them, got ${show(value)}.`);
  const shape: number[] = [];
  for (let level: unknown = value; Array.isArray(level); level = level[0]) shape.push(level.length);
  const check = (part: unknown, depth: number, path: readonly number[]) => {
    const ragged = () =>
      new RangeError(
        `${where}: the list is ragged: its item at [${path.join(', ')}] is ${show(part)}, where the first item's shape [${shape.slice(depth).join(', ')}] says there should be ${depth === shape.length ? 'a scalar' : `a list of ${shape[depth]}`}.`,
      );
    if (depth === shape.length) {
      if (!isScalar(part) && !(part instanceof NDArray && (part as AnyNDArray).ndim === 0)) throw ragged();
      return;
    }
    if (!Array.isArray(part) || part.length !== shape[depth]) throw ragged();
    part.forEach((item, index) => check(item, depth + 1, [...path, index]));
  };
  check(value, 0, []);
  return shape;
}

/**
 * The shape of an array, a JavaScript scalar ([]) or a nested list, as `np.shape` gives it.
 * @example shape(zeros([2, 3])) //=> [2, 3]
 * @example shape([[1, 2, 3], [4, 5, 6]]) //=> [2, 3]
 * @example shape(1.5) //=> []
 */
export const shape: ShapeFunction = ((value: unknown) => [...shapeOf('shape', value)]) as never;

/**
 * The number of axes of an array, a scalar (0) or a nested list, as `np.ndim` gives it.
 * @example ndim(zeros([2, 3])) //=> 2
 * @example ndim(7) //=> 0
 */
export const ndim: NdimFunction = ((value: unknown) => shapeOf('ndim', value).length) as never;

/**
 * The number of elements, or of the positions along `axis` (negative from the end), as `np.size`.
 * @example size(zeros([2, 3])) //=> 6
 * @example size(zeros([2, 3]), -1) //=> 3
 */
export const size: SizeFunction = (value: unknown, axis?: unknown): number => {
  const dims = shapeOf('size', value);
  if (axis === undefined || axis === null) return dims.reduce((product, each) => product * each, 1);
  return dims[checkAxis('size', axis, dims.length)]!;
};

/** Whether the operand's dtype (or a scalar's kind) is complex; a list, by its items. */
function complexObject(where: string, value: unknown): boolean {
  if (value instanceof NDArray) {
    dataPointer(value);
    return dtypeInfo[(value as AnyNDArray).dtype as DType].kind === 'complex';
  }
  shapeOf(where, value); // refuses what is neither scalar nor list
  const visit = (part: unknown): boolean => (Array.isArray(part) ? part.some(visit) : complexObject(where, part));
  return Array.isArray(value) ? value.some(visit) : isComplexScalar(value);
}

/**
 * Whether `x` has a complex dtype (a complex64 or complex128 array, a `{ re, im }` scalar, a list
 * holding one), whatever its values: `np.iscomplexobj`.
 * @example iscomplexobj(array([{ re: 1, im: 0 }])) //=> true
 * @example iscomplexobj(array([1.5])) //=> false
 */
export const iscomplexobj: IsComplexObjFunction = (value: unknown) => complexObject('iscomplexobj', value);

/**
 * Whether `x` has no complex dtype: `np.isrealobj`, the negation of iscomplexobj.
 * @example isrealobj(array([1, 2], 'int8')) //=> true
 * @example isrealobj({ re: 1, im: 0 }) //=> false
 */
export const isrealobj: IsComplexObjFunction = (value: unknown) => !complexObject('isrealobj', value);
