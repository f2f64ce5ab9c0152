// What array operations take as operands, checked in one place: every bad operand gets one error
// naming the operation, the operand's position, the value and what is accepted.
import type { AnyDType } from '../lattice/dtypes.js';
import { isDType, isWeakType } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { NDArray, nodeOfArray, storage } from './ndarray.js';
import { isComplexScalar } from '../memory/values.js';

/**
 * Where an operand stands in the call: `add(first, second)`, `sqrt(only)`, or a named argument
 * (`clip(x, lower bound, upper bound)`, `where(condition, x, y)`).
 */
export type Position = 'first' | 'second' | 'only' | 'lower bound' | 'upper bound' | 'x' | 'y';

/** A scalar operand as the policies take it. */
export type ScalarOperand = number | bigint | boolean | { re: number; im: number };

const accepted = 'an NDArray or a JavaScript scalar: a number, bigint, boolean or { re, im } complex value';

/**
 * The promotion input of one operand: a live array's node (its dtype, or its weak type), or the
 * scalar itself. Anything else, or a disposed array, is a TypeError naming the operation.
 */
export function operandNode(operation: string, position: Position, value: unknown): AnyDType | ScalarOperand {
  if (value instanceof NDArray) {
    if (value[storage].pointer === 0) {
      throw new TypeError(
        `${operation}: ${operandName(position)}: This ${value.dtype} array of shape ${shapeText(value.shape)} was disposed; it can no longer be used.`,
      );
    }
    return nodeOfArray(value);
  }
  switch (typeof value) {
    case 'number':
    case 'bigint':
    case 'boolean':
      return value;
    case 'object':
      if (isComplexScalar(value)) return value;
  }
  throw new TypeError(
    `${operation}: ${operandName(position)} is ${described(value)}; an operand is ${accepted}${hint(value)}.`,
  );
}

/** How an error names an operand: `the operand`, `the first operand`, `the lower bound`, `x`. */
export function operandName(position: Position): string {
  if (position === 'only') return 'the operand';
  if (position === 'first' || position === 'second') return `the ${position} operand`;
  return position === 'x' || position === 'y' ? position : `the ${position}`;
}

function described(value: unknown): string {
  if (typeof value === 'string') return `the string ${show(value)}`;
  if (Array.isArray(value)) return `the list ${show(value)}`;
  if (looksLikeForeignArray(value)) {
    const { dtype, shape } = value as { dtype: string; shape: number[] };
    return `an NDArray (${dtype}, shape ${show(shape)}) from another copy of dtype-lattice`;
  }
  return show(value);
}

function hint(value: unknown): string {
  if (typeof value === 'string') {
    if (isDType(value) || isWeakType(value))
      return `; to get ${value.startsWith('int') ? 'an' : 'a'} ${value} result, make the other operand ${value} with astype() or array(values, '${value}')`;
    if (value.trim() !== '' && Number.isFinite(Number(value)))
      return `; strings are not converted, pass the number ${Number(value)}`;
    return '';
  }
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return '; make an NDArray of it first with array()';
  if (looksLikeForeignArray(value)) {
    return '; an array works only with the copy of the package that made it: load one copy, or copy it over with array(x.toArray(), x.dtype)';
  }
  if (typeof value === 'object' && value !== null && ('re' in value || 'im' in value)) {
    return '; a complex scalar needs both re and im, as numbers';
  }
  return '';
}

/** An NDArray made by another copy of this package (its class is a different object). */
function looksLikeForeignArray(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { dtype?: unknown; shape?: unknown; constructor?: { name?: unknown } };
  return (
    candidate.constructor?.name === 'NDArray' && typeof candidate.dtype === 'string' && Array.isArray(candidate.shape)
  );
}

/**
 * An array argument, the one check every function uses: an NDArray that is not disposed, else a
 * TypeError naming the function and the argument (`what`: 'the array', 'the indices' …).
 */
export function checkArray(where: string, value: unknown, what = 'the array'): NDArray {
  if (!(value instanceof NDArray))
    throw new TypeError(`${where}: ${what} must be an NDArray, got ${show(value)}; make one with array() first.`);
  if (value[storage].pointer === 0)
    throw new TypeError(
      `${where}: ${what}: This ${value.dtype} array of shape ${shapeText(value.shape)} was disposed; it can no longer be used.`,
    );
  return value;
}
