// Row-major strides, the one copy: every array made here is laid out this way until a view restrides it.

/** Row-major (C-order) strides of a shape, in elements. */
export function rowMajorStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let stride = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    strides[axis] = stride;
    stride *= shape[axis]!;
  }
  return strides;
}
