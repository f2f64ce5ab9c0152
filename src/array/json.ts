// Arrays as JSON: toJSON() writes `{ dtype, shape, data }`, exact for every dtype, and array()
// reads that object back to the same dtype, shape and bits (NaN's payload aside: NaN reads back as
// the dtype's quiet NaN).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { JSONElement } from '../../types/json.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { isComplexScalar } from '../memory/values.js';

/** A value written as `toJSON()` writes it (`JSON.stringify` calls it). */
export function encodeJSON(array: AnyNDArray): { dtype: string; shape: number[]; data: unknown } {
  const dtype = array.dtype as DType;
  const encode = encoder(dtype);
  const walk = (node: unknown): unknown => (Array.isArray(node) ? node.map(walk) : encode(node));
  return { dtype, shape: [...array.shape], data: walk(array.toArray()) };
}

function encoder(dtype: DType): (value: unknown) => JSONElement {
  const { kind } = dtypeInfo[dtype];
  if (kind === 'complex')
    return (value) => [encodeFloat((value as { re: number }).re), encodeFloat((value as { im: number }).im)];
  if (kind === 'float') return (value) => encodeFloat(value as number);
  if (dtypeInfo[dtype].bits === 64) return (value) => String(value);
  return (value) => value as number | boolean;
}

function encodeFloat(value: number): number | string {
  if (Number.isFinite(value) && !Object.is(value, -0)) return value;
  return Object.is(value, -0) ? '-0' : String(value);
}

/** Whether array() was given a `{ dtype, shape, data }` object (not nested values, not a complex scalar). */
export function isArrayJSON(value: unknown): value is { dtype: unknown; shape: unknown; data: unknown } {
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    ArrayBuffer.isView(value) ||
    isComplexScalar(value)
  )
    return false;
  const prototype = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) && ('dtype' in value || 'shape' in value || 'data' in value)
  );
}

/**
 * The elements of a `{ dtype, shape, data }` object, row-major, decoded to the JavaScript values
 * array() takes; `data` nested as `shape` says. Errors name array(), the field and the value.
 */
export function decodeJSON(
  json: { dtype: unknown; shape: unknown; data: unknown },
  checkDType: (value: unknown) => DType,
): {
  dtype: DType;
  shape: number[];
  flat: unknown[];
} {
  const where = 'array()';
  for (const key of Object.keys(json)) {
    if (key !== 'dtype' && key !== 'shape' && key !== 'data') {
      throw new TypeError(
        `${where}: a JSON array object has the keys dtype, shape and data (as toJSON() writes it); it has an unknown key ${show(key)}.`,
      );
    }
  }
  for (const key of ['dtype', 'shape', 'data'] as const) {
    if (!(key in json))
      throw new TypeError(
        `${where}: a JSON array object has the keys dtype, shape and data (as toJSON() writes it); ${key} is missing.`,
      );
  }
  const dtype = checkDType(json.dtype);
  const { shape: given } = json;
  if (!Array.isArray(given) || !given.every((size) => Number.isSafeInteger(size) && size >= 0)) {
    throw new TypeError(
      `${where}: the JSON object's shape must be a list of non-negative integers, got ${show(given)}.`,
    );
  }
  const shape = [...given] as number[];
  const decode = decoder(dtype);
  const flat: unknown[] = [];
  const path: number[] = [];
  const walk = (node: unknown, axis: number): void => {
    if (axis === shape.length) {
      flat.push(decode(node, () => `${where}: the JSON data's value at index ${shapeText(path)}`));
      return;
    }
    if (!Array.isArray(node) || node.length !== shape[axis]) {
      const found = Array.isArray(node) ? `a list of length ${node.length}` : show(node);
      throw new TypeError(
        `${where}: the JSON data does not have the shape ${shapeText(shape)}: at index ${shapeText(path.slice(0, axis))} it has ${found}, expected a list of length ${shape[axis]}.`,
      );
    }
    for (let index = 0; index < node.length; index += 1) {
      path[axis] = index;
      walk(node[index], axis + 1);
    }
    path.length = axis;
  };
  walk(json.data, 0);
  return { dtype, shape, flat };
}

type Describe = () => string;

function decoder(dtype: DType): (value: unknown, describe: Describe) => unknown {
  const { kind } = dtypeInfo[dtype];
  const wrong = (value: unknown, describe: Describe, expected: string) =>
    new TypeError(`${describe()} is ${show(value)}; an element of ${dtype} in JSON is ${expected}.`);
  if (kind === 'bool') {
    return (value, describe) => {
      if (typeof value !== 'boolean') throw wrong(value, describe, 'true or false');
      return value;
    };
  }
  if (kind === 'complex') {
    return (value, describe) => {
      if (!Array.isArray(value) || value.length !== 2) throw wrong(value, describe, 'a list [re, im]');
      return { re: decodeFloat(value[0], describe, wrong), im: decodeFloat(value[1], describe, wrong) };
    };
  }
  if (kind === 'float') return (value, describe) => decodeFloat(value, describe, wrong);
  return (value, describe) => {
    // Integers: numbers, or decimal strings (how toJSON writes int64 and uint64); range is checked on writing.
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
    throw wrong(value, describe, 'an integer (a number, or a string of decimal digits)');
  };
}

const specialFloats: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
  '-0': -0,
};

function decodeFloat(
  value: unknown,
  describe: Describe,
  wrong: (value: unknown, describe: Describe, expected: string) => TypeError,
): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value in specialFloats) return specialFloats[value]!;
  throw wrong(value, describe, "a number, or one of the strings 'NaN', 'Infinity', '-Infinity', '-0'");
}
