// NumPy's advanced indexing (at() with a bool mask or integer index arrays: a copy) and the address
// plans of the updates (with, scatter): index items read, index arrays broadcast together, their
// axes placed by NumPy's rule, and every indexed element addressed from a basic-indexing view.
import type { AnyNDArray } from '../../../types/index.js';
import type { AtFunction } from '../../../types/indexing.js';
import type { DType } from '../../lattice/dtypes.js';
import { shapeText } from '../../errors/messages.js';
import { NDArray, castArray, dataPointer, stridesOf, storage } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { markIndexedCopy } from '../../array/out.js';
import { broadcastPair } from '../../shape/broadcast.js';
import { broadcastStrides, walkOffsets } from '../../shape/walk.js';
import { memory } from '../../kernels/heap.js';
import { indexingPlan } from '../../plan/indexing.js';
import { offsetsOf } from '../../execute/indexing.js';
import { at as viewAt, basicIndex, parseIndex, type Item } from '../views.js';
import { indexValues, isTypedArray, positions, type IndexValues, type Mode } from './index-values.js';
import { byteAddressed, gather, innerPart, type AddressPlan } from './gather.js';

/** An index item: basic ones (views.ts) or an index array (with the axis it consumes). */
export type AdvancedItem = Item | { readonly kind: 'array'; readonly index: IndexValues };

export function isIndexArray(value: unknown): boolean {
  return value instanceof NDArray || isTypedArray(value);
}

/**
 * The items of an index as at() reads them: a string is split at commas into parts, an NDArray
 * of bool into one integer array per axis it covers (its true positions, NumPy's nonzero), other
 * arrays and typed arrays are integer index arrays, and the rest are slice() items.
 */
export function advancedItems(shape: readonly number[], indices: readonly unknown[], where: string): AdvancedItem[] {
  const items: AdvancedItem[] = [];
  const expanded: unknown[] = [];
  for (const index of indices) {
    if (typeof index === 'string' && index.includes(','))
      expanded.push(
        ...index.split(',').filter((part, position, parts) => position < parts.length - 1 || part.trim() !== ''),
      );
    else expanded.push(index);
  }
  const consumed = (item: unknown) =>
    item instanceof NDArray && item.dtype === 'bool'
      ? item.ndim
      : item === null || (typeof item === 'string' && ['...', 'None', 'newaxis', 'np.newaxis'].includes(item.trim()))
        ? 0
        : 1;
  const ellipsisAt = expanded.findIndex((item) => typeof item === 'string' && item.trim() === '...');
  let axis = 0;
  expanded.forEach((index, position) => {
    if (position === ellipsisAt) {
      const rest = expanded.slice(position + 1).reduce((total: number, item) => total + consumed(item), 0);
      axis = shape.length - rest;
    }
    if (index instanceof NDArray && index.dtype === 'bool') {
      dataPointer(index);
      const maskShape = index.shape as readonly number[];
      const covered = shape.slice(axis, axis + maskShape.length);
      if (covered.length !== maskShape.length || covered.some((size, each) => size !== maskShape[each])) {
        throw new RangeError(
          `${where}: a bool mask of shape ${shapeText(maskShape)} must have the shape of the axes it indexes: ${shapeText(covered)} (axes ${axis} to ${axis + maskShape.length - 1} of shape ${shapeText(shape)}).`,
        );
      }
      const mask = castArray(index as AnyNDArray, 'uint8', false, where);
      let flags: Uint8Array;
      try {
        flags = new Uint8Array(memory().buffer, mask[storage].pointer, mask.size).slice();
      } finally {
        mask.dispose();
      }
      // NumPy's nonzero: the coordinates of the true positions, one list per axis (the walker's
      // offsets with a unit stride along one axis each are the coordinates).
      const coordinates: number[][] = maskShape.map(() => []);
      const unit = maskShape.map((_, dim) => maskShape.map((__, other) => (other === dim ? 1 : 0)));
      walkOffsets(maskShape, unit, (at, flat) => {
        if (flags[flat] !== 0) for (let dim = 0; dim < at.length; dim += 1) coordinates[dim]!.push(at[dim]!);
      });
      for (const along of coordinates)
        items.push({ kind: 'array', index: { values: Float64Array.from(along), shape: [along.length] } });
      axis += maskShape.length;
      return;
    }
    if (isIndexArray(index)) {
      items.push({ kind: 'array', index: indexValues(index, where, 'an index array') });
      axis += 1;
      return;
    }
    const item = parseIndex(index, where);
    items.push(item);
    axis += consumed(index);
  });
  return items;
}

/**
 * The plan of an index with arrays (NumPy's advanced indexing): integers count as 0-d index arrays,
 * the index arrays broadcast together; their axes go where the first one was when they are
 * adjacent, else first (NumPy's rule).
 */
export function advancedPlan(
  source: AnyNDArray,
  items: readonly AdvancedItem[],
  mode: Mode,
  where: string,
): { plan: AddressPlan; view: AnyNDArray } {
  const basic: Item[] = [];
  const arrays: { index: IndexValues; viewAxis: number }[] = [];
  const full: Item = { kind: 'slice', start: undefined, stop: undefined, step: undefined };
  // Axes of the view that basic indexing leaves: count them as the items go.
  let viewAxis = 0;
  const shape = source.shape as readonly number[];
  const consumedBefore = items.filter((item) => item.kind !== 'newaxis' && item.kind !== 'ellipsis').length;
  if (consumedBefore > shape.length) {
    throw new RangeError(
      `${where}: too many indices for an array of shape ${shapeText(shape)}: ${shape.length} axes, ${consumedBefore} indexed.`,
    );
  }
  for (const item of items) {
    if (item.kind === 'array' || item.kind === 'integer') {
      arrays.push({ index: item.kind === 'array' ? item.index : { values: [item.value], shape: [] }, viewAxis });
      basic.push(full);
      viewAxis += 1;
    } else if (item.kind === 'ellipsis') {
      basic.push(item);
      viewAxis += shape.length - consumedBefore;
    } else {
      basic.push(item);
      viewAxis += 1;
    }
  }
  const view = basicIndex(source, basic, where);
  try {
    return { plan: planOfView(view, shape, basic, arrays, consumedBefore, mode, where), view };
  } catch (error) {
    view.dispose();
    throw error;
  }
}

function planOfView(
  view: AnyNDArray,
  shape: readonly number[],
  basic: readonly Item[],
  arrays: readonly { index: IndexValues; viewAxis: number }[],
  consumedBefore: number,
  mode: Mode,
  where: string,
): AddressPlan {
  const viewShape = view.shape as readonly number[];
  const viewStrides = stridesOf(view);
  const { bytes } = indexingPlan(view.dtype as DType);
  // The original axis of each view axis (for errors): basic items before it that consume axes.
  const originalAxis = (axisInView: number) => {
    let original = 0;
    let seen = 0;
    for (const item of basic) {
      if (item.kind === 'ellipsis') {
        const span = shape.length - consumedBefore;
        if (axisInView < seen + span) return original + axisInView - seen;
        seen += span;
        original += span;
      } else if (item.kind === 'newaxis') seen += 1;
      else {
        if (seen === axisInView) return original;
        seen += 1;
        original += 1;
      }
    }
    return original;
  };
  let broadcast: readonly number[] = [];
  for (const { index } of arrays) {
    try {
      broadcast = broadcastPair(broadcast, index.shape);
    } catch {
      throw new RangeError(
        `${where}: index arrays of shapes ${arrays.map((each) => shapeText(each.index.shape)).join(', ')} do not broadcast together.`,
      );
    }
  }
  const count = broadcast.reduce((product, size) => product * size, 1);
  const bases = new Int32Array(count);
  const dropped = new Set<number>();
  for (const { index, viewAxis: axis } of arrays) {
    const at = positions(index, viewShape[axis]!, mode, originalAxis(axis), where);
    const step = viewStrides[axis]! * bytes;
    if (broadcast.length === 1 && index.shape.length === 1 && index.shape[0] === count) {
      // One index array's own elements, in order (the common case): no walker needed.
      for (let each = 0; each < count; each += 1) {
        const position = at[each]!;
        if (position < 0) dropped.add(each);
        else bases[each]! += position * step;
      }
      continue;
    }
    walkOffsets(broadcast, [broadcastStrides(index.shape, broadcast)], (offsets, each) => {
      const position = at[offsets[0]!]!;
      if (position < 0) dropped.add(each);
      else bases[each]! += position * step;
    });
  }
  const advancedAxes = arrays.map((each) => each.viewAxis);
  const adjacent = advancedAxes.every((axis, position) => position === 0 || axis === advancedAxes[position - 1]! + 1);
  const rest = viewShape.map((_, axis) => axis).filter((axis) => !advancedAxes.includes(axis));
  const before = adjacent ? rest.filter((axis) => axis < advancedAxes[0]!) : [];
  const after = rest.filter((axis) => !before.includes(axis));
  const pick = (axes: number[], from: readonly number[]) => axes.map((axis) => from[axis]!);
  return {
    outer: offsetsOf(pick(before, viewShape), pick(before, viewStrides), bytes),
    bases,
    ...innerPart(pick(after, viewShape), pick(after, viewStrides), bytes),
    shape: [...pick(before, viewShape), ...broadcast, ...pick(after, viewShape)],
    missing: dropped.size > 0 ? [...dropped] : undefined,
  };
}

export function atFunction(x: unknown, ...indices: unknown[]): AnyNDArray {
  const input = checkArray('at', x) as AnyNDArray;
  if (indices.length === 1 && typeof indices[0] === 'string')
    return viewAt(input as never, indices[0] as never) as AnyNDArray;
  if (!indices.some(isIndexArray)) {
    if (indices.length === 0) throw new TypeError("at: give an index, e.g. at(x, '1:3') or at(x, mask).");
    return basicIndex(input, advancedItems(input.shape, indices, 'at') as Item[], 'at');
  }
  const items = advancedItems(input.shape, indices, 'at');
  const result = byteAddressed(input, 'at', (source) => {
    const { plan, view } = advancedPlan(source, items, 'raise', 'at');
    try {
      return gather(view, plan, 'at', input.weakType);
    } finally {
      if (view !== source) view.dispose();
    }
  });
  markIndexedCopy(result);
  return result;
}

/**
 * NumPy indexing, `x[...]` (not JS's `Array.prototype.at`, nor JAX's `x.at[...]`, which is for
 * updates: see `x.with()` and scatter()). A string (`at(x, '1:3, ::-1')`) or slice() items
 * (integers, `[start, stop, step]`, `null`, `'...'`) give a view of the same memory (basic
 * indexing). A bool mask or integer index arrays (NDArrays or typed arrays) give a copy (advanced
 * indexing): `at(x, mask)` is NumPy's `x[mask]` (the selected elements in C order; the mask's
 * shape must equal the axes it covers), `at(x, rows, cols)` is `x[rows, cols]` (index arrays
 * broadcast together; mixed with slices and integers as NumPy places them). Such a copy is
 * refused as `out`: writing into it would not change x.
 *
 * A plain JS list is a slice, NOT a list of rows: `at(x, [0, 2])` is `x[0:2]` (rows 0 and 1), where
 * NumPy's and JAX's `x[[0, 2]]` picks rows 0 and 2. For that, give an index array:
 * `at(x, array([0, 2]))` or `at(x, new Int32Array([0, 2]))`.
 * @example
 * const x = array([[1, 2, 3], [4, 5, 6]], 'int8');
 * at(x, '1, ::-1')                     // NDArray<'int8', [3]>, a view: [6, 5, 4]
 * at(x, x.greater(2))                  // NDArray<'int8', [number]>, a copy: [3, 4, 5, 6]
 * at(x, ':', new Int32Array([2, 0]))   // [[3, 1], [6, 4]]
 * at(x, array([1, 0]))                 // rows 1 and 0 (JAX's x[[1, 0]]): [[4, 5, 6], [1, 2, 3]]
 * at(x, [1, 0])                        // the slice 1:0 (NumPy's x[1:0]): empty, shape [0, 3]
 */
export const at: AtFunction = atFunction as never;
