// What a shape is: at most 64 axes, each a non-negative integer. Every function that takes a
// shape from a user checks it here, so the error names the first bad axis the same way everywhere.
import { show } from '../errors/messages.js';

/** The most axes an array may have (NumPy's limit too): deeper nesting is a RangeError. */
export const maxAxes = 64;

/** Validates a shape given by a user, naming the first bad axis. */
export function checkShape(shape: unknown, where: string): number[] {
  if (!Array.isArray(shape))
    throw new TypeError(`${where}: a shape is an array of non-negative integers, got ${show(shape)}.`);
  if (shape.length > maxAxes)
    throw new RangeError(`${where}: a shape has at most ${maxAxes} axes, got ${shape.length}.`);
  for (let axis = 0; axis < shape.length; axis += 1) {
    const size: unknown = shape[axis];
    if (!(axis in shape) || !Number.isSafeInteger(size) || (size as number) < 0) {
      const found = axis in shape ? show(size) : 'missing (a hole)';
      throw new TypeError(
        `${where}: a shape is an array of non-negative integers, got ${show(shape)}: axis ${axis} is ${found}.`,
      );
    }
  }
  return [...shape];
}
