// reshape()'s shape argument, checked and resolved (one axis may be -1).
import { shapeText, show } from '../errors/messages.js';
import { maxAxes } from './check.js';

/** reshape()'s target shape, checked against the array's size; one -1 axis is resolved. */
export function resolveReshape(shape: readonly number[], size: number, from: readonly number[]): number[] {
  if (
    !Array.isArray(shape) ||
    shape.length > maxAxes ||
    ![...shape].every((axis) => Number.isSafeInteger(axis) && axis >= -1)
  ) {
    throw new TypeError(
      `reshape: a shape is an array of at most ${maxAxes} non-negative integers (one may be -1), got ${show(shape)}.`,
    );
  }
  const unknownAxes = shape.filter((axis) => axis === -1).length;
  if (unknownAxes > 1) throw new TypeError(`reshape: only one axis may be -1, got ${shapeText(shape)}.`);
  const known = shape.reduce((product, axis) => (axis === -1 ? product : product * axis), 1);
  const target = shape.map((axis) => (axis === -1 ? (known === 0 ? 0 : size / known) : axis));
  const product = target.reduce((total, axis) => total * axis, 1);
  if (product !== size || !target.every(Number.isInteger)) {
    throw new RangeError(
      `reshape: cannot reshape an array of shape ${shapeText(from)} (${size} elements) into ${shapeText(shape)}.`,
    );
  }
  return target;
}
