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
} from '../../types/views.js';
import {
  axisOutOfRangeText,
  axisRepeatedText,
  broadcastToText,
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

function permute(array: unknown, axes: unknown, where: string): AnyNDArray {
  const checked = checkArray(where, array, 'the array') as AnyNDArray;
  const shape = checked.shape as readonly number[];
  const ndim = shape.length;
  const order = axes === undefined ? shape.map((_, axis) => ndim - 1 - axis) : checkAxes(axes, ndim, where);
  if (order.length !== ndim) {
    throw new RangeError(permutationText(where, show(axes), ndim, shapeText(shape)));
  }
  const strides = stridesOf(checked);
  return viewOf(
    checked,
    order.map((axis) => shape[axis]!),
    order.map((axis) => strides[axis]!),
    0,
  );
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
} as const;
