// item()'s indices as an element offset: one index per axis, or one flat row-major index.
import { shapeText, show } from '../errors/messages.js';

/** The element offset (from the data pointer) that item()'s indices name; throws naming them. */
export function elementOffset(
  array: { readonly shape: readonly number[]; readonly size: number; readonly strides: readonly number[] },
  index: readonly number[],
): number {
  const { shape, size } = array;
  const where = () => `item(${index.join(', ')}) on an array of shape ${shapeText(shape)}`;
  for (const value of index) {
    if (!Number.isInteger(value)) throw new TypeError(`${where()}: indices must be integers, got ${show(value)}.`);
  }
  const strides = array.strides;
  if (index.length === 0) {
    if (size !== 1)
      throw new RangeError(
        `${where()}: only an array of one element has an item() without indices; this one has ${size}. Give an index.`,
      );
    return 0;
  }
  if (index.length === 1 && shape.length !== 1) {
    // A flat index over the row-major order.
    let flat = index[0]!;
    if (flat < -size || flat >= size)
      throw new RangeError(`${where()}: index ${flat} is out of bounds for ${size} elements.`);
    if (flat < 0) flat += size;
    let offset = 0;
    for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
      offset += (flat % shape[axis]!) * strides[axis]!;
      flat = Math.floor(flat / shape[axis]!);
    }
    return offset;
  }
  if (index.length !== shape.length)
    throw new RangeError(`${where()}: give one index, or one per axis (${shape.length}).`);
  let offset = 0;
  for (let axis = 0; axis < shape.length; axis += 1) {
    let value = index[axis]!;
    const length = shape[axis]!;
    if (value < -length || value >= length)
      throw new RangeError(`${where()}: index ${value} is out of bounds for axis ${axis} of size ${length}.`);
    if (value < 0) value += length;
    offset += value * strides[axis]!;
  }
  return offset;
}
