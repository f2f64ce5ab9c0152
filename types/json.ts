import type { DType } from './dtype.js';
import type { Shape } from './shape.js';

/**
 * An array as JSON, as `toJSON()` writes it and `array()` reads it back (same dtype, shape and
 * bits): `data` nested as `shape` (a 0-d array's data is its one element), like NumPy's `tolist()`.
 * @example array([[1, 2]], 'int64').toJSON() //=> { dtype: 'int64', shape: [1, 2], data: [['1', '2']] }
 */
export interface ArrayJSON<D extends DType = DType, Dims extends Shape = number[]> {
  readonly dtype: D;
  readonly shape: Dims;
  readonly data: JSONData;
}

/** `data` of an ArrayJSON: elements nested in lists. */
export type JSONData = JSONElement | readonly JSONData[];

/**
 * One element in JSON: a number; int64 and uint64 as decimal strings (exact beyond 2^53); NaN,
 * Infinity, -Infinity and -0 as those strings; bool as true/false; complex as `[re, im]`.
 */
export type JSONElement = number | string | boolean | readonly [number | string, number | string];
