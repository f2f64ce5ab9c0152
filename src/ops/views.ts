// Views and indexing: slice/at (NumPy's basic indexing), transpose, expandDims, squeeze,
// broadcastTo, flatten, reshape as strided views of the same memory (no copy), and copy
// (concatenate and stack, which copy too: src/ops/joining.ts). A view keeps its base's memory
// alive (src/memory/memory.ts, SharedBlock): disposing either frees nothing the other still reads.
// Views of packed dtypes (int4 …) are views too, starting inside a byte where they must
// (src/memory/packed.ts).
import type { AnyNDArray, DTypeOf, ShapeOf } from '../../types/index.js';
import type { Checked, CheckSlot } from '../../types/check-slot.js';
import type { DType } from '../../types/dtype.js';
import type { Shape, WritableShape } from '../../types/shape.js';
import type { AtShape, AtSlot, CheckedIndices, SliceIndex, SliceShape, SliceSlot } from '../../types/slices.js';
import type {
  AxisArgument,
  AxisOf,
  AxisOptionsSlot,
  SlotThen,
  BroadcastToSlot,
  ExpandShape,
  SqueezeShape,
  ExpandSlot,
  SqueezeSlot,
  ReshapeSlot,
  TransposeShape,
  TransposeSlot,
  SwapaxesShape,
  SwapaxesSlot,
  MoveaxisShape,
  MoveaxisSlot,
  RavelShape,
} from '../../types/views.js';
import type { AtLeastResult, RavelOptions } from '../../types/view-methods.js';
import {
  axisOutOfRangeText,
  axisRepeatedText,
  broadcastToText,
  moveaxisLengthText,
  permutationText,
  show,
  shapeText,
  squeezeSizeText,
} from '../errors/messages.js';
import { NDArray, castArray, stridesOf, viewOf } from '../array/ndarray.js';
import type { ReshapeResult } from '../../types/ndarray.js';
import { checkOptions } from '../errors/options.js';
import { checkShape, maxAxes } from '../shape/check.js';
import { checkArray } from '../array/operands.js';
import { runAs } from '../array/public-function.js';
import { checkAxis } from '../shape/axes.js';

export type Item =
  | { readonly kind: 'integer'; readonly value: number }
  | {
      readonly kind: 'slice';
      readonly start: number | undefined;
      readonly stop: number | undefined;
      readonly step: number | undefined;
    }
  | { readonly kind: 'newaxis' }
  | { readonly kind: 'ellipsis' };

function sliceBound(value: unknown, where: string, text: unknown, name: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new TypeError(
      `${where}: the ${name} of slice ${show(text)} must be an integer or empty, got ${show(value)}.`,
    );
  }
  return number;
}

/** One index as given by a user, checked. */
export function parseIndex(index: unknown, where: string): Item {
  if (typeof index === 'number') {
    if (!Number.isSafeInteger(index))
      throw new TypeError(`${where}: an integer index must be a safe integer, got ${show(index)}.`);
    return { kind: 'integer', value: index };
  }
  if (index === null) return { kind: 'newaxis' };
  if (typeof index === 'string') {
    // Loops slice with the same few strings ('1:500', '::-1'): each is parsed once.
    const known = parsedStrings.get(index);
    if (known !== undefined) return known;
    const parsed = parseString(index, where);
    if (parsedStrings.size >= 256) parsedStrings.clear();
    parsedStrings.set(index, parsed);
    return parsed;
  }
  if (Array.isArray(index)) {
    if (index.length > 3)
      throw new TypeError(`${where}: a slice is [start, stop, step] (each optional), got ${show(index)}.`);
    return checkedSlice(index, where, index);
  }
  throw new TypeError(
    `${where}: ${show(index)} is not an index (an integer, [start, stop, step], 'start:stop:step', '...', or null for a new axis).`,
  );
}

/** Parsed string indices (items are immutable and name no caller). */
const parsedStrings = new Map<string, Item>();

function parseString(index: string, where: string): Item {
  const text = index.trim();
  if (text === '...') return { kind: 'ellipsis' };
  if (text === 'None' || text === 'newaxis' || text === 'np.newaxis') return { kind: 'newaxis' };
  if (!text.includes(':')) {
    if (/^[+-]?\d+$/.test(text)) return parseIndex(Number(text), where);
    throw new TypeError(
      `${where}: ${show(index)} is not an index (an integer, 'start:stop:step', '...', 'None' or null).`,
    );
  }
  const parts = text.split(':');
  if (parts.length > 3) throw new TypeError(`${where}: ${show(index)} is not a slice: at most start:stop:step.`);
  return checkedSlice(
    parts.map((part) => part.trim()),
    where,
    index,
  );
}

function checkedSlice(parts: readonly unknown[], where: string, text: unknown): Item {
  const start = sliceBound(parts[0], where, text, 'start');
  const stop = sliceBound(parts[1], where, text, 'stop');
  const step = sliceBound(parts[2], where, text, 'step');
  if (step === 0) throw new RangeError(`${where}: the step of slice ${show(text)} cannot be 0.`);
  return { kind: 'slice', start, stop, step };
}

/** NumPy's basic indexing: the view's shape, strides and offset (in elements). */
export function basicIndex(array: AnyNDArray, items: readonly Item[], where: string): AnyNDArray {
  const shape = array.shape as readonly number[];
  const strides = stridesOf(array);
  const consuming = items.filter((item) => item.kind === 'integer' || item.kind === 'slice').length;
  const ellipses = items.filter((item) => item.kind === 'ellipsis').length;
  if (ellipses > 1) throw new TypeError(`${where}: an index can have only one ellipsis ('...').`);
  if (consuming > shape.length) {
    throw new RangeError(
      `${where}: too many indices for an array of shape ${shapeText(shape)}: ${shape.length} axes, ${consuming} indexed.`,
    );
  }
  const newShape: number[] = [];
  const newStrides: number[] = [];
  let offset = 0;
  let axis = 0;
  const full = { kind: 'slice', start: undefined, stop: undefined, step: undefined } as const;
  const expanded = ellipses === 0 ? [...items, { kind: 'ellipsis' } as const] : items;
  for (const item of expanded) {
    if (item.kind === 'ellipsis') {
      const rest = shape.length - consuming;
      for (let count = 0; count < rest; count += 1) {
        newShape.push(shape[axis]!);
        newStrides.push(strides[axis]!);
        axis += 1;
      }
    } else if (item.kind === 'newaxis') {
      newShape.push(1);
      newStrides.push(0);
    } else if (item.kind === 'integer') {
      const size = shape[axis]!;
      const position = item.value < 0 ? item.value + size : item.value;
      if (position < 0 || position >= size) {
        throw new RangeError(`${where}: index ${item.value} is out of bounds for axis ${axis} with size ${size}.`);
      }
      offset += position * strides[axis]!;
      axis += 1;
    } else {
      const { start, length, step } = resolveSlice(item === full ? full : item, shape[axis]!);
      newShape.push(length);
      newStrides.push(strides[axis]! * step);
      if (length > 0) offset += start * strides[axis]!;
      axis += 1;
    }
  }
  if (newShape.length > maxAxes)
    throw new RangeError(`${where}: the result would have ${newShape.length} axes, more than ${maxAxes}.`);
  return viewOf(array, newShape, newStrides, offset);
}

/** A slice's first index, length and step along an axis of `size`, clamped as NumPy does. */
function resolveSlice(
  item: { start?: number | undefined; stop?: number | undefined; step?: number | undefined },
  size: number,
) {
  const step = item.step ?? 1;
  let start: number;
  let stop: number;
  if (step > 0) {
    start = item.start === undefined ? 0 : clamp(item.start < 0 ? item.start + size : item.start, 0, size);
    stop = item.stop === undefined ? size : clamp(item.stop < 0 ? item.stop + size : item.stop, 0, size);
    return { start, length: stop > start ? Math.ceil((stop - start) / step) : 0, step };
  }
  start = item.start === undefined ? size - 1 : clamp(item.start < 0 ? item.start + size : item.start, -1, size - 1);
  stop = item.stop === undefined ? -1 : clamp(item.stop < 0 ? item.stop + size : item.stop, -1, size - 1);
  return { start, length: start > stop ? Math.ceil((start - stop) / -step) : 0, step };
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/**
 * NumPy's basic indexing as a view: each index is an integer (drops the axis; negative counts from
 * the end; out of bounds is a RangeError), a slice `[start, stop, step]` or `'start:stop:step'`
 * (each part optional, clamped as in NumPy, negative steps walk backwards), `null` (a new axis
 * of size 1) or `'...'` (as many full slices as needed).
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function slice<
  Input extends AnyNDArray,
  const Indices extends readonly SliceIndex[],
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = SliceSlot<'slice', ShapeOf<Input>, Indices>,
  // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  array: Input,
  ...indices: CheckedIndices<NoInfer<Slot>, Indices>
): NDArray<DTypeOf<Input>, SliceShape<ShapeOf<Input>, Indices>>;
export function slice(array: unknown, ...indices: SliceIndex[]): AnyNDArray {
  const checked = checkArray('slice', array, 'the array') as AnyNDArray;
  return basicIndex(
    checked,
    indices.map((each) => parseIndex(each, 'slice')),
    'slice',
  );
}

/** slice() from one NumPy index expression: `at(x, '1:3, ::-1, None, ...')`. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function at<
  Input extends AnyNDArray,
  const Expression extends string,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = AtSlot<ShapeOf<Input>, Expression>,
  // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  array: Input,
  expression: Checked<NoInfer<Slot>, Expression>,
): NDArray<DTypeOf<Input>, AtShape<ShapeOf<Input>, Expression>>;
export function at(array: unknown, expression: string): AnyNDArray {
  const checked = checkArray('at', array, 'the array') as AnyNDArray;
  if (typeof expression !== 'string')
    throw new TypeError(`at: the index must be a string such as '1:3, ::-1', got ${show(expression)}.`);
  const text = expression.trim();
  const parts = text === '' ? [] : text.split(',');
  if (parts.length > 0 && parts[parts.length - 1]!.trim() === '') parts.pop(); // 'x[1,]' as in Python
  return basicIndex(
    checked,
    parts.map((part) => parseIndex(part, 'at')),
    'at',
  );
}

/** Axes as given by a user, normalised against `ndim`; repeated or out-of-range axes throw. */
export function checkAxes(axes: unknown, ndim: number, where: string): number[] {
  const list = typeof axes === 'number' ? [axes] : axes;
  if (!Array.isArray(list))
    throw new TypeError(`${where}: axes must be an integer or an array of integers, got ${show(axes)}.`);
  const seen = new Set<number>();
  return list.map((axis: unknown) => {
    if (typeof axis !== 'number' || !Number.isSafeInteger(axis))
      throw new TypeError(`${where}: an axis must be an integer, got ${show(axis)}.`);
    if (axis < -ndim || axis >= ndim) throw new RangeError(axisOutOfRangeText(where, axis, ndim, ndim - 1));
    const normal = axis < 0 ? axis + ndim : axis;
    if (seen.has(normal)) throw new RangeError(axisRepeatedText(where, axis, show(list)));
    seen.add(normal);
    return normal;
  });
}

/** The axes permuted (reversed by default), as a view. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function transpose<
  Input extends AnyNDArray,
  const Axes extends AxisArgument<readonly number[] | null, 'axes'> | undefined = undefined,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = SlotThen<
    AxisOptionsSlot<'transpose', Axes, 'axes'>,
    TransposeSlot<'transpose', ShapeOf<Input>, AxisOf<Axes, undefined, 'axes'>>
  >,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  array: Input,
  axes?: Checked<NoInfer<Slot>, Axes>,
): NDArray<DTypeOf<Input>, TransposeShape<ShapeOf<Input>, AxisOf<Axes, undefined, 'axes'>>>;
export function transpose(array: unknown, axesOrOptions?: unknown): AnyNDArray {
  return permute(array, axisArgument('transpose', axesOrOptions, 'axes') ?? undefined, 'transpose');
}

/** The Array API's name for transpose with explicit axes. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function permuteDims<
  Input extends AnyNDArray,
  const Axes extends AxisArgument<readonly number[], 'axes'>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = SlotThen<
    AxisOptionsSlot<'permuteDims', Axes, 'axes'>,
    TransposeSlot<'permuteDims', ShapeOf<Input>, AxisOf<Axes, undefined, 'axes'>>
  >,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  array: Input,
  axes: Checked<NoInfer<Slot>, Axes>,
): NDArray<DTypeOf<Input>, TransposeShape<ShapeOf<Input>, AxisOf<Axes, undefined, 'axes'>>>;
export function permuteDims(array: unknown, axesOrOptions: unknown): AnyNDArray {
  const axes = axisArgument('permuteDims', axesOrOptions, 'axes');
  if (axes === undefined || axes === null)
    throw new TypeError('permuteDims: give the axes, e.g. permuteDims(x, [1, 0]) or permuteDims(x, { axes: [1, 0] }).');
  return permute(array, axes, 'permuteDims');
}

/** The array with its axes in `order` (a permutation of them), as a view. */
function permutedView(array: AnyNDArray, order: readonly number[]): AnyNDArray {
  const shape = array.shape as readonly number[];
  const strides = stridesOf(array);
  return viewOf(
    array,
    order.map((axis) => shape[axis]!),
    order.map((axis) => strides[axis]!),
    0,
  );
}

function permute(array: unknown, axes: unknown, where: string): AnyNDArray {
  const checked = checkArray(where, array, 'the array') as AnyNDArray;
  const shape = checked.shape as readonly number[];
  const ndim = shape.length;
  const order = axes === undefined ? shape.map((_, axis) => ndim - 1 - axis) : checkAxes(axes, ndim, where);
  if (order.length !== ndim) {
    throw new RangeError(permutationText(where, show(axes), ndim, shapeText(shape)));
  }
  return permutedView(checked, order);
}

/** New axes of size 1 at `axis` (an integer or a list, counted in the result), as a view. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function expandDims<
  Input extends AnyNDArray,
  const Axis extends AxisArgument<number | readonly number[]>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = SlotThen<AxisOptionsSlot<'expandDims', Axis>, ExpandSlot<ShapeOf<Input>, AxisOf<Axis>>>,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(array: Input, axis: Checked<NoInfer<Slot>, Axis>): NDArray<DTypeOf<Input>, ExpandShape<ShapeOf<Input>, AxisOf<Axis>>>;
export function expandDims(array: unknown, axisOrOptions: unknown): AnyNDArray {
  const checked = checkArray('expandDims', array, 'the array') as AnyNDArray;
  const axis = axisArgument('expandDims', axisOrOptions);
  if (axis === undefined || axis === null)
    throw new TypeError('expandDims: give the axis, e.g. expandDims(x, 0) or expandDims(x, { axis: 0 }).');
  const shape = checked.shape as readonly number[];
  const added = typeof axis === 'number' ? 1 : Array.isArray(axis) ? axis.length : 0;
  const ndim = shape.length + added;
  if (ndim > maxAxes) throw new RangeError(`expandDims: the result would have ${ndim} axes, more than ${maxAxes}.`);
  const positions = new Set(checkAxes(axis, ndim, 'expandDims'));
  const strides = stridesOf(checked);
  const newShape: number[] = [];
  const newStrides: number[] = [];
  let from = 0;
  for (let place = 0; place < ndim; place += 1) {
    if (positions.has(place)) {
      newShape.push(1);
      newStrides.push(0);
    } else {
      newShape.push(shape[from]!);
      newStrides.push(strides[from]!);
      from += 1;
    }
  }
  return viewOf(checked, newShape, newStrides, 0);
}

/** Without the axes of size 1 (all of them, or those named), as a view. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function squeeze<
  Input extends AnyNDArray,
  const Axis extends AxisArgument<number | readonly number[] | null> | undefined = undefined,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = SlotThen<AxisOptionsSlot<'squeeze', Axis>, SqueezeSlot<ShapeOf<Input>, AxisOf<Axis>>>,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  array: Input,
  axis?: Checked<NoInfer<Slot>, Axis>,
): NDArray<DTypeOf<Input>, SqueezeShape<ShapeOf<Input>, AxisOf<Axis>>>;
export function squeeze(array: unknown, axisOrOptions?: unknown): AnyNDArray {
  const checked = checkArray('squeeze', array, 'the array') as AnyNDArray;
  const axis = axisArgument('squeeze', axisOrOptions);
  const shape = checked.shape as readonly number[];
  const strides = stridesOf(checked);
  const drop =
    axis === undefined || axis === null
      ? shape.map((_, each) => each).filter((each) => shape[each] === 1)
      : checkAxes(axis, shape.length, 'squeeze');
  for (const each of drop) {
    if (shape[each] !== 1) throw new RangeError(squeezeSizeText(each, shapeText(shape), shape[each]!));
  }
  const keep = shape.map((_, each) => each).filter((each) => !drop.includes(each));
  return viewOf(
    checked,
    keep.map((each) => shape[each]!),
    keep.map((each) => strides[each]!),
    0,
  );
}

/** The array broadcast to `shape` (NumPy's rule), as a view: repeated axes have stride 0. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function broadcastTo<
  Input extends AnyNDArray,
  const Dims extends Shape,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = BroadcastToSlot<ShapeOf<Input>, Dims>,
>(array: Input, shape: Checked<NoInfer<Slot>, Dims>): NDArray<DTypeOf<Input>, WritableShape<Dims>>;
export function broadcastTo(array: unknown, shape: readonly number[]): AnyNDArray {
  const checked = checkArray('broadcastTo', array, 'the array') as AnyNDArray;
  const target = checkShape(shape, 'broadcastTo');
  const from = checked.shape as readonly number[];
  const strides = stridesOf(checked);
  const pad = target.length - from.length;
  const fail = () => new RangeError(broadcastToText(shapeText(from), shapeText(target)));
  if (pad < 0) throw fail();
  const newStrides = target.map((size, axis) => {
    if (axis < pad) return 0;
    const own = from[axis - pad]!;
    if (own === size) return strides[axis - pad]!;
    if (own === 1) return 0;
    throw fail();
  });
  return viewOf(checked, target, newStrides, 0);
}

/** The elements in one axis, in row-major order: a view when contiguous, else a copy. */
export function flatten<Input extends AnyNDArray>(array: Input): NDArray<DTypeOf<Input>, [number]>;
export function flatten(array: unknown): AnyNDArray {
  const checked = checkArray('flatten', array, 'the array') as AnyNDArray;
  return runAs('flatten', () => checked.reshape([checked.size])); // a copy's errors name flatten, not reshape
}

/** The same elements in a new shape (one axis may be -1): a view when contiguous, else a copy. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function reshape<
  Input extends AnyNDArray,
  const Dims extends Shape,
  // @ts-ignore -- a default that is no check slot (a size of generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ReshapeSlot<ShapeOf<Input>, Dims>,
>(array: Input, shape: Checked<NoInfer<Slot>, Dims>): NDArray<DTypeOf<Input>, ReshapeResult<Dims>>;
export function reshape(array: unknown, shape: readonly number[]): AnyNDArray {
  return (checkArray('reshape', array, 'the array') as AnyNDArray).reshape(shape) as AnyNDArray;
}

/** A contiguous copy that owns its memory (of a view: only the elements it sees). */
export function copy<Input extends AnyNDArray>(array: Input): NDArray<DTypeOf<Input>, ShapeOf<Input>>;
export function copy(array: unknown): AnyNDArray {
  const checked = checkArray('copy', array, 'the array') as AnyNDArray;
  return castArray(checked, checked.dtype as DType, checked.weakType, 'copy');
}

/**
 * The array with two axes exchanged (negative axes count from the end), as a view.
 * @example swapaxes(zeros([2, 3, 4]), 0, 2).shape //=> [4, 3, 2]
 * @example array([[1, 2, 3]]).swapaxes(0, 1).toArray() //=> [[1], [2], [3]]
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function swapaxes<
  Input extends AnyNDArray,
  const Axis1 extends number,
  const Axis2 extends number,
  // unbounded, so only a call computes them (see CheckSlot)
  ComputedSlot1 = SwapaxesSlot<ShapeOf<Input>, Axis1>,
  ComputedSlot2 = SwapaxesSlot<ShapeOf<Input>, Axis2>,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot1 extends CheckSlot = ComputedSlot1,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot2 extends CheckSlot = ComputedSlot2,
>(
  array: Input,
  axis1: Checked<NoInfer<Slot1>, Axis1>,
  axis2: Checked<NoInfer<Slot2>, Axis2>,
): NDArray<DTypeOf<Input>, SwapaxesShape<ShapeOf<Input>, Axis1, Axis2>>;
export function swapaxes(array: unknown, axis1: unknown, axis2: unknown): AnyNDArray {
  const checked = checkArray('swapaxes', array, 'the array') as AnyNDArray;
  const shape = checked.shape as readonly number[];
  const first = oneAxis('swapaxes', 'axis1', axis1, shape.length);
  const second = oneAxis('swapaxes', 'axis2', axis2, shape.length);
  const order = shape.map((_, axis) => (axis === first ? second : axis === second ? first : axis));
  return permutedView(checked, order);
}

/** One integer axis argument, from the start (checkAxes's range check, the argument named in a TypeError). */
function oneAxis(where: string, name: string, axis: unknown, ndim: number): number {
  if (typeof axis !== 'number' || !Number.isSafeInteger(axis))
    throw new TypeError(`${where}: ${name} must be an integer, got ${show(axis)}.`);
  return checkAxes(axis, ndim, where)[0]!;
}

/**
 * The array with the `source` axes moved to the `destination` axes (an integer or a list each,
 * negative from the end; the other axes keep their order), as a view.
 * @example moveaxis(zeros([2, 3, 4]), 0, -1).shape //=> [3, 4, 2]
 * @example moveaxis(zeros([2, 3, 4]), [0, 1], [-1, -2]).shape //=> [4, 3, 2]
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export function moveaxis<
  Input extends AnyNDArray,
  const Source extends number | readonly number[],
  const Destination extends number | readonly number[],
  // unbounded, so only a call computes them (see CheckSlot)
  ComputedSource = MoveaxisSlot<ShapeOf<Input>, Source, Destination, 'source'>,
  ComputedDestination = MoveaxisSlot<ShapeOf<Input>, Source, Destination, 'destination'>,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  SourceSlot extends CheckSlot = ComputedSource,
  // @ts-expect-error -- a default that is no check slot falls back to `{}` at the call (generic code)
  DestinationSlot extends CheckSlot = ComputedDestination,
>(
  array: Input,
  source: Checked<NoInfer<SourceSlot>, Source>,
  destination: Checked<NoInfer<DestinationSlot>, Destination>,
): NDArray<DTypeOf<Input>, MoveaxisShape<ShapeOf<Input>, Source, Destination>>;
export function moveaxis(array: unknown, source: unknown, destination: unknown): AnyNDArray {
  const checked = checkArray('moveaxis', array, 'the array') as AnyNDArray;
  const shape = checked.shape as readonly number[];
  const ndim = shape.length;
  for (const [name, axes] of [
    ['source', source],
    ['destination', destination],
  ] as const) {
    if (typeof axes !== 'number' && !Array.isArray(axes))
      throw new TypeError(`moveaxis: ${name} must be an integer or a list of integers, got ${show(axes)}.`);
  }
  const from = checkAxes(source, ndim, 'moveaxis');
  const to = checkAxes(destination, ndim, 'moveaxis');
  if (from.length !== to.length) {
    const list = (axes: unknown) => show(typeof axes === 'number' ? [axes] : axes);
    throw new RangeError(moveaxisLengthText(list(source), list(destination)));
  }
  const order: number[] = [];
  for (let axis = 0; axis < ndim; axis += 1) if (!from.includes(axis)) order.push(axis);
  const moves = to.map((place, index) => [place, from[index]!] as const).sort((a, b) => a[0] - b[0]);
  for (const [place, axis] of moves) order.splice(place, 0, axis);
  return permutedView(checked, order);
}

/**
 * The array with axis `axis` moved to lie before position `start` (default 0; both negative from
 * the end, start up to ndim), as a view: NumPy's and JAX's `rollaxis`, older than moveaxis (which
 * says the same as `moveaxis(x, axis, start > axis ? start - 1 : start)`).
 * @example rollaxis(zeros([2, 3, 4]), 2).shape //=> [4, 2, 3]
 * @example rollaxis(zeros([2, 3, 4]), 0, 3).shape //=> [3, 4, 2]
 */
export function rollaxis<Input extends AnyNDArray>(
  array: Input,
  axis: number,
  start?: number,
): NDArray<DTypeOf<Input>, number[]>;
export function rollaxis(array: unknown, axis: unknown, start: unknown = 0): AnyNDArray {
  const where = 'rollaxis';
  const checked = checkArray(where, array, 'the array') as AnyNDArray;
  const ndim = checked.ndim;
  const from = checkAxis(where, axis, ndim);
  if (typeof start !== 'number' || !Number.isSafeInteger(start))
    throw new TypeError(`${where}: start must be an integer, got ${show(start)}.`);
  if (start < -ndim || start > ndim)
    throw new RangeError(
      `${where}: start ${start} is out of range for an array of shape ${shapeText(checked.shape)} (${checked.dtype}): it must lie in [${-ndim}, ${ndim}].`,
    );
  let to = start < 0 ? start + ndim : start;
  if (to > from) to -= 1;
  const order = [...Array(ndim).keys()].filter((each) => each !== from);
  order.splice(to, 0, from);
  return permutedView(checked, order);
}

/**
 * The elements in one axis, in row-major order (NumPy's order 'C', the only one supported): a
 * view when the array is contiguous, else a copy (as NumPy's ravel).
 * @example ravel(array([[1, 2], [3, 4]])).toArray() //=> [1, 2, 3, 4]
 * @example array([[1, 2], [3, 4]]).T.ravel().toArray() //=> [1, 3, 2, 4]
 */
export function ravel<Input extends AnyNDArray>(
  array: Input,
  options?: RavelOptions,
): NDArray<DTypeOf<Input>, RavelShape<ShapeOf<Input>>>;
export function ravel(array: unknown, options?: unknown): AnyNDArray {
  const checked = checkArray('ravel', array, 'the array') as AnyNDArray;
  if (options !== undefined) {
    if (options === null || typeof options !== 'object' || Array.isArray(options))
      throw new TypeError(`ravel: the options must be an object such as { order: 'C' }, got ${show(options)}.`);
    const { order } = checkOptions('ravel', options, ['order']);
    if (order !== undefined && order !== 'C')
      throw new TypeError(`ravel: order must be 'C' (row-major, the only order supported), got ${show(order)}.`);
  }
  return runAs('ravel', () => checked.reshape([checked.size])); // a copy's errors name ravel, not reshape
}

/**
 * The arrays with at least one axis (a 0-d array becomes shape [1]), as views: one array gives
 * one array, several a list (NumPy's tuple).
 * @example atleast1d(array(5)).shape //=> [1]
 * @example atleast1d(array(5), zeros([2, 3])).map((x) => x.shape) //=> [[1], [2, 3]]
 */
export function atleast1d<const Arrays extends readonly AnyNDArray[]>(...arrays: Arrays): AtLeastResult<Arrays, 1>;
export function atleast1d(...arrays: unknown[]): AnyNDArray | AnyNDArray[] {
  return atLeast('atleast1d', arrays, 1);
}

/**
 * The arrays with at least two axes (0-d: [1, 1]; [n]: [1, n]), as views: one array gives one
 * array, several a list (NumPy's tuple).
 * @example atleast2d(array([1, 2, 3])).shape //=> [1, 3]
 */
export function atleast2d<const Arrays extends readonly AnyNDArray[]>(...arrays: Arrays): AtLeastResult<Arrays, 2>;
export function atleast2d(...arrays: unknown[]): AnyNDArray | AnyNDArray[] {
  return atLeast('atleast2d', arrays, 2);
}

/**
 * The arrays with at least three axes (0-d: [1, 1, 1]; [n]: [1, n, 1]; [m, n]: [m, n, 1]), as
 * views: one array gives one array, several a list (NumPy's tuple).
 * @example atleast3d(array([1, 2, 3])).shape //=> [1, 3, 1]
 * @example atleast3d(zeros([2, 3])).shape //=> [2, 3, 1]
 */
export function atleast3d<const Arrays extends readonly AnyNDArray[]>(...arrays: Arrays): AtLeastResult<Arrays, 3>;
export function atleast3d(...arrays: unknown[]): AnyNDArray | AnyNDArray[] {
  return atLeast('atleast3d', arrays, 3);
}

function atLeast(where: string, arrays: readonly unknown[], rank: 1 | 2 | 3): AnyNDArray | AnyNDArray[] {
  const checked = arrays.map(
    (each, index) => checkArray(where, each, arrays.length === 1 ? 'the array' : `array ${index}`) as AnyNDArray,
  );
  const results = checked.map((each) => {
    const [front, back] = atLeastPadding((each.shape as readonly number[]).length, rank);
    return viewOf(
      each,
      padded(each.shape as readonly number[], front, back, 1),
      padded(stridesOf(each), front, back, 0),
      0,
    );
  });
  return results.length === 1 ? results[0]! : results;
}

/**
 * How many axes of size 1 NumPy's atleast_1d/2d/3d put before and after a shape of `ndim` axes:
 * [] → [1], [1, 1], [1, 1, 1]; [n] → [1, n], [1, n, 1]; [m, n] → [m, n, 1].
 */
function atLeastPadding(ndim: number, rank: 1 | 2 | 3): [front: number, back: number] {
  if (ndim >= rank) return [0, 0];
  const front = rank === 1 || ndim === 2 ? 0 : 1;
  return [front, rank - ndim - front];
}

function padded(values: readonly number[], front: number, back: number, fill: number): number[] {
  return [...Array<number>(front).fill(fill), ...values, ...Array<number>(back).fill(fill)];
}

/** A shape as NumPy's atleast_1d/2d/3d makes it (hstack, vstack and dstack join their inputs so). */
export function atLeastShape(shape: readonly number[], rank: 1 | 2 | 3): readonly number[] {
  const [front, back] = atLeastPadding(shape.length, rank);
  return padded(shape, front, back, 1);
}

/**
 * The axis given positionally (`squeeze(x, 0)`, NumPy's positional form) or as the trailing
 * options object (`squeeze(x, { axis: 0 })`, NumPy's keyword; `axes` for transpose and
 * permuteDims); an unknown name is an error.
 */
export function axisArgument(where: string, argument: unknown, name: 'axis' | 'axes' = 'axis'): unknown {
  if (argument === null || typeof argument !== 'object' || Array.isArray(argument)) return argument;
  return checkOptions(where, argument, [name])[name];
}

/** The view functions, also installed as methods (`x.slice(…)`, `x.transpose()` …; `x.at()` is src/ops/indexing/methods.ts's). */
export const viewFunctions = {
  slice,
  transpose,
  permuteDims,
  expandDims,
  squeeze,
  broadcastTo,
  flatten,
  copy,
  swapaxes,
  ravel,
} as const;
