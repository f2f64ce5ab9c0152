// The one multi-index walker: every element of a shape in row-major order, with each operand's offset
// (Σ index·stride, in elements) kept up to date by an odometer, so no loop divides or multiplies per
// element. It walks a range [begin, end) of the flat index, so a range cut into pieces visits the
// same elements with the same offsets as the whole: the executors split work on it. walkRows is its
// row-granular form for kernels that take a stride per operand: one visit per row, not per element.

/**
 * Calls `visit(offsets, flat)` for each flat index in [begin, end) of `shape` (row-major), where
 * `offsets[k]` is operand k's element offset `Σ index[axis] · strides[k][axis]`. `offsets` is one
 * array reused between calls: read it, do not keep it.
 */
export function walkOffsets(
  shape: readonly number[],
  strides: readonly (readonly number[])[],
  visit: (offsets: readonly number[], flat: number) => void,
  begin = 0,
  end = sizeOf(shape),
): void {
  if (begin >= end) return;
  const ndim = shape.length;
  const operands = strides.length;
  const offsets = new Array<number>(operands).fill(0);
  const index = new Array<number>(ndim).fill(0);
  startAt(shape, strides, begin, index, offsets);
  for (let flat = begin; flat < end; flat += 1) {
    visit(offsets, flat);
    // Advance the odometer: bump the last axis, carrying into the ones before it.
    for (let axis = ndim - 1; axis >= 0; axis -= 1) {
      const next = index[axis]! + 1;
      if (next < shape[axis]!) {
        index[axis] = next;
        for (let operand = 0; operand < operands; operand += 1) offsets[operand]! += strides[operand]![axis]!;
        break;
      }
      index[axis] = 0;
      for (let operand = 0; operand < operands; operand += 1)
        offsets[operand]! -= (next - 1) * strides[operand]![axis]!;
    }
  }
}

/** A walk's axes after collapseAxes: sizes and, per operand, strides (in elements). */
export interface Collapsed {
  readonly shape: number[];
  readonly strides: number[][];
}

/**
 * Simplifies a walk without changing its row-major order: size-1 axes dropped, and an axis merged
 * into the one before it where that is contiguous with it for every operand. At least one axis.
 */
export function collapseAxes(shape: readonly number[], strides: readonly (readonly number[])[]): Collapsed {
  const operands = strides.length;
  const sizes: number[] = [];
  // Literal arrays for the usual one or two operands: measured faster than building them in a loop.
  const steps: number[][] =
    operands === 1 ? [[]] : operands === 2 ? [[], []] : Array.from({ length: operands }, () => []);
  let last = -1;
  for (let axis = 0; axis < shape.length; axis += 1) {
    const size = shape[axis]!;
    if (size === 1) continue;
    let operand = 0;
    if (last >= 0) while (operand < operands && steps[operand]![last] === strides[operand]![axis]! * size) operand += 1;
    if (last >= 0 && operand === operands) sizes[last] *= size;
    else sizes[++last] = size;
    for (operand = 0; operand < operands; operand += 1) steps[operand]![last] = strides[operand]![axis]!;
  }
  if (last < 0) {
    sizes[0] = 1;
    for (let operand = 0; operand < operands; operand += 1) steps[operand]![0] = 0;
  }
  return { shape: sizes, strides: steps };
}

/**
 * Calls `visit(offsets, flat, length)` for each run of the innermost axis inside the flat range
 * [begin, end) of `shape` (row-major): `offsets[k]` is operand k's element offset at the run's
 * first element `flat`, and the run goes on for `length` elements with stride `strides[k][last]`.
 * Runs are whole rows but at the range's edges. Pass collapsed axes (collapseAxes) for the
 * longest runs. `offsets` is one array reused between calls: read it, do not keep it.
 */
export function walkRows(
  shape: readonly number[],
  strides: readonly (readonly number[])[],
  visit: (offsets: readonly number[], flat: number, length: number) => void,
  begin = 0,
  end = sizeOf(shape),
): void {
  if (begin >= end) return;
  const ndim = shape.length;
  const operands = strides.length;
  const offsets = new Array<number>(operands).fill(0);
  if (ndim === 0) {
    visit(offsets, 0, 1);
    return;
  }
  const inner = shape[ndim - 1]!;
  const index = new Array<number>(ndim).fill(0);
  startAt(shape, strides, begin, index, offsets);
  // The first run may start inside its row; the offsets then go back to the row's start.
  const within = index[ndim - 1]!;
  let flat = begin;
  let length = Math.min(inner - within, end - flat);
  visit(offsets, flat, length);
  flat += length;
  if (flat >= end) return;
  if (within > 0)
    for (let operand = 0; operand < operands; operand += 1) offsets[operand]! -= within * strides[operand]![ndim - 1]!;
  for (;;) {
    // Advance the odometer over the axes before the last.
    let axis = ndim - 2;
    for (; axis >= 0; axis -= 1) {
      const next = index[axis]! + 1;
      if (next < shape[axis]!) {
        index[axis] = next;
        for (let operand = 0; operand < operands; operand += 1) offsets[operand]! += strides[operand]![axis]!;
        break;
      }
      index[axis] = 0;
      for (let operand = 0; operand < operands; operand += 1)
        offsets[operand]! -= (next - 1) * strides[operand]![axis]!;
    }
    if (axis < 0) return;
    length = Math.min(inner, end - flat);
    visit(offsets, flat, length);
    flat += length;
    if (flat >= end) return;
  }
}

/** The number of elements of a shape. */
export function sizeOf(shape: readonly number[]): number {
  let size = 1;
  for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
  return size;
}

/**
 * The strides that read an operand of `shape` broadcast against `target` (NumPy's rule, shapes
 * aligned at the end): 0 along an axis the operand lacks or has as 1, its row-major stride
 * otherwise. `own` are the operand's strides when it is a view (default row-major).
 */
export function broadcastStrides(
  shape: readonly number[],
  target: readonly number[],
  own?: readonly number[],
): number[] {
  const strides = new Array<number>(target.length).fill(0);
  let stride = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    const into = axis + target.length - shape.length;
    const size = shape[axis]!;
    if (size !== 1) strides[into] = own === undefined ? stride : own[axis]!;
    stride *= size;
  }
  return strides;
}

/** Sets `index` to the multi-index of flat element `begin` (row-major) and `offsets` to each operand's offset there. */
function startAt(
  shape: readonly number[],
  strides: readonly (readonly number[])[],
  begin: number,
  index: number[],
  offsets: number[],
): void {
  let rest = begin;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    const size = shape[axis]!;
    index[axis] = rest % size;
    rest = Math.floor(rest / size);
  }
  for (let operand = 0; operand < strides.length; operand += 1) {
    let offset = 0;
    for (let axis = 0; axis < shape.length; axis += 1) offset += index[axis]! * strides[operand]![axis]!;
    offsets[operand] = offset;
  }
}
