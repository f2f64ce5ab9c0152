// NumPy's broadcasting of shapes (SPEC §5): the rule every elementwise operation and `where` use.
import { shapeMismatchText, shapeText } from '../errors/messages.js';
import { checkShape } from './check.js';

/** NumPy's broadcast of two shapes; throws naming both when they do not broadcast. */
export function broadcastShapes(left: readonly number[], right: readonly number[]): number[] {
  checkShape(left, 'broadcastShapes');
  checkShape(right, 'broadcastShapes');
  return [...broadcastPair(left, right, 'broadcastShapes')];
}

/**
 * broadcastShapes of two valid shapes (arrays' own): one of them when it is the answer (so the
 * result shares that frozen shape), else a new shape. `where` names the operation in the error
 * ("add()"); the shape words are the compile error's.
 */
export function broadcastPair(left: readonly number[], right: readonly number[], where?: string): readonly number[] {
  const length = Math.max(left.length, right.length);
  let result: number[] | undefined;
  let isLeft = left.length === length;
  let isRight = right.length === length;
  for (let offset = 1; offset <= length; offset += 1) {
    // Bounds checked first: reading a negative index is a slow lookup by name in V8.
    const leftSize = offset <= left.length ? left[left.length - offset]! : 1;
    const rightSize = offset <= right.length ? right[right.length - offset]! : 1;
    if (leftSize !== rightSize && leftSize !== 1 && rightSize !== 1) {
      const words = shapeMismatchText(shapeText(left), shapeText(right));
      throw new RangeError(where === undefined ? words : `${where}: ${words}`);
    }
    const size = leftSize === 1 ? rightSize : leftSize;
    if (size !== leftSize) isLeft = false;
    if (size !== rightSize) isRight = false;
    (result ??= new Array<number>(length))[length - offset] = size;
  }
  return isLeft ? left : isRight ? right : (result ?? []);
}

/** Whether two shapes are equal (the same array, or the same sizes). */
export function sameShape(left: readonly number[], right: readonly number[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  for (let axis = 0; axis < left.length; axis += 1) if (left[axis] !== right[axis]) return false;
  return true;
}
