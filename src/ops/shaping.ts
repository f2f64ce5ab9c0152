// Rearranging elements, as ported NumPy code reaches for them: flip (a view), roll, repeat, tile,
// pad, split, arraySplit, hsplit, vsplit, dsplit (views), nonzero and argwhere. Each result is new (or a view) and its input untouched.
// The copies are one gather: a source coordinate per output coordinate along each axis (-1 for
// pad's constant), read through the input's contiguous copy.
import type { AnyNDArray } from '../../types/ndarray.js';
import type {
  ArgwhereFunction,
  ArraySplitFunction,
  DsplitFunction,
  FlipAlongFunction,
  FlipFunction,
  HsplitFunction,
  NonzeroFunction,
  PadFunction,
  RepeatFunction,
  RollFunction,
  SplitFunction,
  TileFunction,
  VsplitFunction,
} from '../../types/shaping.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { publicFunction } from '../array/public-function.js';
import { checkFits } from '../memory/memory.js';
import { shapeText, show } from '../errors/messages.js';
import { castArray, stridesOf, viewOf } from '../array/ndarray.js';
import { rowMajorStrides } from '../shape/strides.js';
import { checkArray } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { checkAxis, checkAxisList } from '../shape/axes.js';
import { arrayFrom } from '../array/from-values.js';
import { reshape } from './views.js';
import { concatenate } from './joining.js';
import { gatherElements, indexArray } from '../execute/sorting.js';
import { readKeys } from '../execute/sort-keys.js';
import { indexDType } from '../plan/sorting.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';

/** NumPy's positional axis (`flip(x, 0)`, `split(x, 3, 1)`) as the options it stands for, else the options checked. */
function axisOrOptions(name: string, argument: unknown): Record<string, unknown> {
  if (typeof argument === 'number' || argument === null || Array.isArray(argument)) return { axis: argument };
  return checkOptions(name, argument, ['axis']);
}

function checkInteger(name: string, what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new TypeError(`${name}: ${what} must be an integer, got ${show(value)}.`);
  return value;
}

/**
 * A new array of `shape` whose element at coordinates (i, j, …) is the input's at
 * (maps[0][i], maps[1][j], …); a -1 anywhere takes `fill` (pad's constant) instead.
 */
function gatherAxes(
  input: AnyNDArray,
  shape: readonly number[],
  maps: readonly Int32Array[],
  name: string,
  fill?: AnyNDArray,
): AnyNDArray {
  checkFits(name, input.dtype as DType, shape);
  const size = shape.reduce((product, each) => product * each, 1);
  const strides = rowMajorStrides(input.shape);
  const sources = new Uint32Array(size);
  const constant = input.size; // the fill's index in [input's elements, fill]
  const ndim = shape.length;
  const coordinates = new Array<number>(ndim).fill(0);
  for (let index = 0; index < size; index += 1) {
    let source = 0;
    for (let axis = 0; axis < ndim; axis += 1) {
      const from = maps[axis]![coordinates[axis]!]!;
      if (from < 0) {
        source = -1;
        break;
      }
      source += from * strides[axis]!;
    }
    sources[index] = source < 0 ? constant : source;
    for (let axis = ndim - 1; axis >= 0; axis -= 1) {
      coordinates[axis] += 1;
      if (coordinates[axis]! < shape[axis]!) break;
      coordinates[axis] = 0;
    }
  }
  if (fill === undefined) return gatherElements(input, sources, shape, name);
  const flat = reshape(input, [input.size] as never) as AnyNDArray;
  const extended = concatenate([flat, fill] as never) as AnyNDArray;
  try {
    return gatherElements(extended, sources, shape, name, input.weakType);
  } finally {
    extended.dispose();
    if (flat !== input) flat.dispose();
  }
}

const identity = (size: number) => Int32Array.from({ length: size }, (_, index) => index);

// ---- flip, roll --------------------------------------------------------------------------------------

function flipUntyped(x: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('flip', x) as AnyNDArray;
  const { axis } = axisOrOptions('flip', options);
  const axes =
    axis === undefined || axis === null
      ? (input.shape as readonly number[]).map((_, index) => index)
      : checkAxisList('flip', axis, input.ndim);
  const strides = [...stridesOf(input)];
  let offset = 0;
  for (const each of axes) {
    const size = input.shape[each]!;
    if (size > 0) offset += (size - 1) * strides[each]!;
    strides[each] = -strides[each]!;
  }
  return viewOf(input, input.shape, strides, offset);
}

function rollUntyped(x: unknown, shift: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('roll', x) as AnyNDArray;
  checkFits('roll', input.dtype as DType, input.shape); // before the index maps, as long as its axes
  const { axis } = axisOrOptions('roll', options);
  if (axis === undefined || axis === null) {
    const copy = castArray(input, input.dtype as DType, input.weakType, 'roll');
    const flat = copy.reshape([input.size]) as AnyNDArray;
    copy.dispose(); // the view keeps the memory
    try {
      const rolled = rollUntyped(flat, checkInteger('roll', 'shift', shift), { axis: 0 });
      try {
        const shaped = rolled.reshape(input.shape as number[]) as AnyNDArray;
        rolled.dispose();
        return shaped;
      } finally {
        rolled.dispose();
      }
    } finally {
      flat.dispose();
    }
  }
  const axes = Array.isArray(axis)
    ? (axis as unknown[]).map((each) => checkAxis('roll', each, input.ndim))
    : [checkAxis('roll', axis, input.ndim)];
  const shifts = Array.isArray(shift)
    ? (shift as unknown[]).map((each) => checkInteger('roll', 'each shift', each))
    : axes.map(() => checkInteger('roll', 'shift', shift));
  if (shifts.length !== axes.length)
    throw new RangeError(`roll: ${shifts.length} shifts for ${axes.length} axes; give one shift per axis.`);
  const total = (input.shape as readonly number[]).map(() => 0);
  axes.forEach((each, index) => (total[each] += shifts[index]!)); // NumPy adds shifts of a repeated axis
  const maps = (input.shape as readonly number[]).map((size, index) =>
    Int32Array.from({ length: size }, (_, position) => (((position - total[index]!) % size) + size) % size),
  );
  return gatherAxes(input, input.shape, maps, 'roll');
}

// ---- repeat, tile ------------------------------------------------------------------------------------

function repeatUntyped(x: unknown, repeats: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('repeat', x) as AnyNDArray;
  const { axis } = axisOrOptions('repeat', options);
  if (axis === undefined || axis === null) {
    const copy = castArray(input, input.dtype as DType, input.weakType, 'repeat');
    const flat = copy.reshape([input.size]) as AnyNDArray;
    copy.dispose(); // the view keeps the memory
    try {
      return repeatUntyped(flat, repeats, { axis: 0 });
    } finally {
      flat.dispose();
    }
  }
  const along = checkAxis('repeat', axis, input.ndim);
  checkFits('repeat', input.dtype as DType, input.shape); // its lists are as long as the axis
  const size = input.shape[along]!;
  const counts = Array.isArray(repeats)
    ? (repeats as unknown[]).map((each) => checkInteger('repeat', 'each repeat', each))
    : new Array<number>(size).fill(checkInteger('repeat', 'repeats', repeats));
  if (counts.length !== size && counts.length !== 1)
    throw new RangeError(`repeat: ${counts.length} repeats for an axis of size ${size}; give one, or one per element.`);
  if (counts.some((each) => each < 0))
    throw new RangeError(`repeat: repeats must not be negative, got ${show(repeats)}.`);
  const each = counts.length === 1 ? new Array<number>(size).fill(counts[0]!) : counts;
  // The length is checked before the index map is made: a count such as 1e300 grew a list of
  // positions until the engine aborted the process.
  const length = each.reduce((total, count) => total + count, 0);
  const elements = size === 0 ? 0 : length * (input.size / size);
  if (!Number.isSafeInteger(length) || length >= 2 ** 30 || elements >= 2 ** 32) {
    throw new RangeError(
      `repeat: the result would have ${show(length)} elements along axis ${along} (${show(elements)} in all), more than WebAssembly memory can hold (4 GiB).`,
    );
  }
  const map = new Int32Array(length);
  let at = 0;
  each.forEach((count, position) => {
    map.fill(position, at, at + count);
    at += count;
  });
  const shape = (input.shape as readonly number[]).map((axisLength, index) => (index === along ? length : axisLength));
  const maps = shape.map((axisLength, index) => (index === along ? map : identity(axisLength)));
  return gatherAxes(input, shape, maps, 'repeat');
}

function tileUntyped(x: unknown, reps: unknown): AnyNDArray {
  const input = checkArray('tile', x) as AnyNDArray;
  const list = (Array.isArray(reps) ? (reps as unknown[]) : [reps]).map((each) => checkInteger('tile', 'reps', each));
  if (list.some((each) => each < 0)) throw new RangeError(`tile: reps must not be negative, got ${show(reps)}.`);
  const ndim = Math.max(input.ndim, list.length);
  const inShape: number[] = [...new Array<number>(ndim - input.ndim).fill(1), ...(input.shape as readonly number[])];
  const counts = [...new Array<number>(ndim - list.length).fill(1), ...list];
  const shape = inShape.map((size, index) => size * counts[index]!);
  checkFits('tile', input.dtype as DType, shape); // before the index maps, as long as its axes
  const source = input.ndim === ndim ? input : (reshape(input, inShape as never) as AnyNDArray);
  try {
    return gatherAxes(
      source,
      shape,
      shape.map((length, index) => Int32Array.from({ length }, (_, position) => position % inShape[index]!)),
      'tile',
    );
  } finally {
    if (source !== input) source.dispose();
  }
}

// ---- pad -----------------------------------------------------------------------------------------------

const padModes = ['constant', 'edge', 'reflect', 'symmetric', 'wrap'] as const;

/** padWidth as NumPy takes it: n, [n], [before, after], or one [before, after] per axis. */
function padWidths(padWidth: unknown, ndim: number): [number, number][] {
  const bad = () =>
    new TypeError(
      `pad: padWidth must be a non-negative integer, [before, after], or one [before, after] per axis, got ${show(padWidth)}.`,
    );
  const count = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw bad();
    return value;
  };
  if (typeof padWidth === 'number') return new Array(ndim).fill([count(padWidth), count(padWidth)]);
  if (!Array.isArray(padWidth)) throw bad();
  if (padWidth.length === 1 && !Array.isArray(padWidth[0]))
    return new Array(ndim).fill([count(padWidth[0]), count(padWidth[0])]);
  if (padWidth.length === 2 && !Array.isArray(padWidth[0]))
    return new Array(ndim).fill([count(padWidth[0]), count(padWidth[1])]);
  if (padWidth.length === 1 && Array.isArray(padWidth[0])) return new Array(ndim).fill(pair(padWidth[0]));
  if (padWidth.length !== ndim)
    throw new RangeError(`pad: padWidth has ${padWidth.length} pairs for an array of ${ndim} axes.`);
  return padWidth.map(pair);
  function pair(value: unknown): [number, number] {
    if (!Array.isArray(value) || value.length < 1 || value.length > 2) throw bad();
    return [count(value[0]), count(value[value.length - 1])];
  }
}

/** The source coordinate of output position `position` (may be outside [0, size)) under a mode. */
function padSource(mode: (typeof padModes)[number], position: number, size: number): number {
  if (position >= 0 && position < size) return position;
  if (mode === 'constant') return -1;
  if (mode === 'edge') return position < 0 ? 0 : size - 1;
  if (mode === 'wrap') return ((position % size) + size) % size;
  if (mode === 'symmetric') {
    const period = 2 * size;
    const folded = ((position % period) + period) % period;
    return folded < size ? folded : period - 1 - folded;
  }
  // reflect: mirrored about the edge elements, which are not repeated.
  if (size === 1) return 0;
  const period = 2 * (size - 1);
  const folded = ((position % period) + period) % period;
  return folded < size ? folded : period - folded;
}

function padUntyped(x: unknown, padWidth: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('pad', x) as AnyNDArray;
  const { mode = 'constant', constantValues = 0 } = checkOptions('pad', options, ['mode', 'constantValues']);
  if (!padModes.includes(mode as never))
    throw new TypeError(
      `pad: the option mode must be one of ${padModes.map((each) => `'${each}'`).join(', ')}, got ${show(mode)}.`,
    );
  const widths = padWidths(padWidth, input.ndim);
  const shape = (input.shape as readonly number[]).map((size, axis) => size + widths[axis]![0] + widths[axis]![1]);
  checkFits('pad', input.dtype as DType, shape); // before the index maps, as long as its axes
  (input.shape as readonly number[]).forEach((size, axis) => {
    if (size === 0 && mode !== 'constant' && widths[axis]![0] + widths[axis]![1] > 0) {
      throw new RangeError(
        `pad: mode '${mode}' cannot pad axis ${axis} of size 0 (shape ${shapeText(input.shape)}); use mode 'constant'.`,
      );
    }
  });
  const maps = shape.map((length, axis) =>
    Int32Array.from({ length }, (_, position) =>
      padSource(mode as (typeof padModes)[number], position - widths[axis]![0], input.shape[axis]!),
    ),
  );
  if (mode !== 'constant') return gatherAxes(input, shape, maps, 'pad');
  const kind = dtypeInfo[input.dtype as DType].kind;
  if (
    typeof constantValues !== 'number' &&
    typeof constantValues !== 'bigint' &&
    typeof constantValues !== 'boolean' &&
    !(kind === 'complex' && typeof constantValues === 'object')
  ) {
    throw new TypeError(`pad: the option constantValues must be a scalar, got ${show(constantValues)}.`);
  }
  const fill = arrayFrom([constantValues], input.dtype as DType);
  try {
    return gatherAxes(input, shape, maps, 'pad', fill);
  } finally {
    fill.dispose();
  }
}

// ---- split ---------------------------------------------------------------------------------------------

function splitUntyped(x: unknown, indicesOrSections: unknown, options?: unknown): AnyNDArray[] {
  const input = checkArray('split', x) as AnyNDArray;
  const { axis = 0 } = axisOrOptions('split', options);
  return splitAlong('split', input, indicesOrSections, checkAxis('split', axis, input.ndim), true);
}

function arraySplitUntyped(x: unknown, indicesOrSections: unknown, options?: unknown): AnyNDArray[] {
  const input = checkArray('arraySplit', x) as AnyNDArray;
  const { axis = 0 } = axisOrOptions('arraySplit', options);
  return splitAlong('arraySplit', input, indicesOrSections, checkAxis('arraySplit', axis, input.ndim), false);
}

/** hsplit (axis 1, or 0 for 1-d), vsplit (axis 0 of 2-d or more), dsplit (axis 2 of 3-d or more). */
function splitUntypedOf(name: 'hsplit' | 'vsplit' | 'dsplit') {
  const least = name === 'hsplit' ? 1 : name === 'vsplit' ? 2 : 3;
  return (x: unknown, indicesOrSections: unknown, ...rest: unknown[]): AnyNDArray[] => {
    if (rest.length > 0)
      throw new TypeError(`${name}: takes two arguments (x and indicesOrSections), got ${rest.length + 2}.`);
    const input = checkArray(name, x) as AnyNDArray;
    if (input.ndim < least)
      throw new RangeError(
        `${name}: x must have at least ${least} ${least === 1 ? 'axis' : 'axes'}, got shape ${shapeText(input.shape as readonly number[])}.`,
      );
    const along = name === 'vsplit' ? 0 : name === 'dsplit' ? 2 : input.ndim > 1 ? 1 : 0;
    return splitAlong(name, input, indicesOrSections, along, true);
  };
}

/**
 * The views between the bounds along `along`: `n` sections (equal ones for split, hsplit, vsplit,
 * dsplit; for arraySplit the first `size % n` one longer) or the pieces between split indices.
 */
function splitAlong(
  name: string,
  input: AnyNDArray,
  indicesOrSections: unknown,
  along: number,
  equal: boolean,
): AnyNDArray[] {
  const size = input.shape[along]!;
  let bounds: number[];
  if (typeof indicesOrSections === 'number') {
    const sections = checkInteger(name, 'the number of sections', indicesOrSections);
    if (!equal && sections <= 0)
      throw new RangeError(`${name}: the number of sections must be positive, got ${sections}.`);
    if (equal && (sections <= 0 || size % sections !== 0)) {
      throw new RangeError(
        `${name}: ${sections} sections do not divide axis ${along} of size ${size} equally; give split indices instead.`,
      );
    }
    const each = Math.floor(size / sections);
    const extra = size % sections;
    bounds = Array.from({ length: sections + 1 }, (_, index) => index * each + Math.min(index, extra));
  } else if (Array.isArray(indicesOrSections)) {
    const clamp = (value: number) => Math.min(Math.max(value < 0 ? value + size : value, 0), size);
    bounds = [0, ...indicesOrSections.map((each) => clamp(checkInteger(name, 'each index', each))), size];
  } else
    throw new TypeError(
      `${name}: indicesOrSections must be a number of sections or a list of indices, got ${show(indicesOrSections)}.`,
    );
  const strides = stridesOf(input);
  const pieces: AnyNDArray[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const start = bounds[index]!;
    const stop = Math.max(bounds[index + 1]!, start);
    const shape = (input.shape as readonly number[]).map((length, each) => (each === along ? stop - start : length));
    pieces.push(viewOf(input, shape, strides, stop > start ? start * strides[along]! : 0));
  }
  return pieces;
}

// ---- nonzero, argwhere -----------------------------------------------------------------------------------

/** The flat (row-major) indices of the non-zero elements (complex: either part non-zero; NaN is non-zero). */
function nonzeroFlat(name: string, input: AnyNDArray): number[] {
  const keys = readKeys(input);
  const found: number[] = [];
  if (keys.kind === 'complex') {
    for (let index = 0; index < input.size; index += 1)
      if (keys.values[2 * index] !== 0 || keys.values[2 * index + 1] !== 0) found.push(index);
  } else if (keys.kind === 'bigint') {
    for (let index = 0; index < input.size; index += 1) if (keys.values[index] !== 0n) found.push(index);
  } else {
    for (let index = 0; index < input.size; index += 1) if (keys.values[index] !== 0) found.push(index);
  }
  if (input.ndim === 0)
    throw new RangeError(`${name}: a 0-d array has no axes to index; reshape it to [1] first (as NumPy 2 asks).`);
  return found;
}

const nonzeroWith =
  (policy: Policy) =>
  (x: unknown): AnyNDArray[] => {
    const input = checkArray('nonzero', x) as AnyNDArray;
    const found = nonzeroFlat('nonzero', input);
    const strides = rowMajorStrides(input.shape);
    const results: AnyNDArray[] = [];
    try {
      for (let axis = 0; axis < input.ndim; axis += 1) {
        const along = found.map((flat) => Math.floor(flat / strides[axis]!) % input.shape[axis]!);
        results.push(indexArray(along, [along.length], indexDType(policy, 'nonzero'), 'nonzero'));
      }
      return results;
    } catch (error) {
      for (const each of results) each.dispose();
      throw error;
    }
  };

const argwhereWith =
  (policy: Policy) =>
  (x: unknown): AnyNDArray => {
    const input = checkArray('argwhere', x) as AnyNDArray;
    if (input.ndim === 0) {
      // NumPy's argwhere of a 0-d array: shape [1, 0] or [0, 0].
      const one = reshape(input, [1] as never) as AnyNDArray;
      try {
        return indexArray([], [nonzeroFlat('argwhere', one).length, 0], indexDType(policy, 'argwhere'), 'argwhere');
      } finally {
        one.dispose();
      }
    }
    const found = nonzeroFlat('argwhere', input);
    const strides = rowMajorStrides(input.shape);
    const coordinates = new Array<number>(found.length * input.ndim);
    found.forEach((flat, row) => {
      for (let axis = 0; axis < input.ndim; axis += 1)
        coordinates[row * input.ndim + axis] = Math.floor(flat / strides[axis]!) % input.shape[axis]!;
    });
    return indexArray(coordinates, [found.length, input.ndim], indexDType(policy, 'argwhere'), 'argwhere');
  };

/** nonzero and argwhere under one policy (its x64 flag gives the indices' dtype). */
export function createIndexResults(policy: Policy) {
  return {
    nonzero: publicFunction('nonzero', nonzeroWith(policy)),
    argwhere: publicFunction('argwhere', argwhereWith(policy)),
  };
}

const jaxIndexResults = createIndexResults(resolvePolicy(undefined));

/**
 * `x` with the order of elements reversed along `axis` (one, a list, or every axis by default;
 * `flip(x, 0)` or `flip(x, { axis: 0 })`): a view of the same memory with negative strides, as NumPy's.
 * @example flip(array([1, 2, 3])).toArray() //=> [3, 2, 1]
 */
export const flip: FlipFunction = publicFunction('flip', flipUntyped) as never;

/** flip along `axis`, for an array of at least `least` axes (JAX's fliplr and flipud refuse fewer). */
const flipAlong = (where: string, axis: number, least: number) =>
  publicFunction(where, (x: unknown) => {
    const input = checkArray(where, x) as AnyNDArray;
    if (input.ndim < least)
      throw new RangeError(
        `${where}: x must have at least ${least} ${least === 1 ? 'axis' : 'axes'}, got shape ${shapeText(input.shape)} (${input.dtype}).`,
      );
    return flipUntyped(input, axis);
  });

/**
 * `x` with its columns in reverse order (axis 1 flipped; x must be at least 2-d): NumPy's and
 * JAX's `fliplr`, a view as `flip(x, 1)` is.
 * @example fliplr(array([[1, 2, 3], [4, 5, 6]])) // NDArray<'int32', [2, 3]>: [[3, 2, 1], [6, 5, 4]]
 */
export const fliplr: FlipAlongFunction = flipAlong('fliplr', 1, 2) as never;

/**
 * `x` with its rows in reverse order (axis 0 flipped; x must be at least 1-d): NumPy's and JAX's
 * `flipud`, a view as `flip(x, 0)` is.
 * @example flipud(array([[1, 2], [3, 4]])) // NDArray<'int32', [2, 2]>: [[3, 4], [1, 2]]
 */
export const flipud: FlipAlongFunction = flipAlong('flipud', 0, 1) as never;

/**
 * The elements shifted by `shift` along `axis` (one or a list, with one shift each; positional or
 * `{ axis }`); without an axis, the flattened array rolls and takes x's shape again. Elements leaving one end come back
 * at the other.
 * @example roll(array([1, 2, 3, 4]), 1).toArray() //=> [4, 1, 2, 3]
 */
export const roll: RollFunction = publicFunction('roll', rollUntyped) as never;

/**
 * Each element repeated `repeats` times (one count, or one per element) along `axis` (positional
 * or `{ axis }`); without an axis, of the flattened array. NumPy's `repeat`, not `tile`.
 * @example repeat(array([1, 2]), 2).toArray() //=> [1, 1, 2, 2]
 */
export const repeat: RepeatFunction = publicFunction('repeat', repeatUntyped) as never;

/**
 * `x` repeated `reps` times along each axis (a number for the last axis, or one per axis; x gains
 * leading axes of 1 where reps is longer).
 * @example tile(array([1, 2]), 2).toArray() //=> [1, 2, 1, 2]
 */
export const tile: TileFunction = publicFunction('tile', tileUntyped) as never;

/**
 * `x` padded by `padWidth` (n, [before, after], or one [before, after] per axis) with
 * `{ mode: 'constant' | 'edge' | 'reflect' | 'symmetric' | 'wrap', constantValues }` (NumPy's
 * modes and default: constant 0).
 * @example pad(array([1, 2, 3]), 2, { mode: 'reflect' }).toArray() //=> [3, 2, 1, 2, 3, 2, 1]
 */
export const pad: PadFunction = publicFunction('pad', padUntyped) as never;

/**
 * `x` cut along `axis` (default 0; positional or `{ axis }`) into `n` equal pieces, or at the given indices: a JS array of
 * views of x's memory, as NumPy's `split` gives.
 * @example split(array([1, 2, 3, 4]), [1, 3]).map((piece) => piece.toArray()) //=> [[1], [2, 3], [4]]
 */
export const split: SplitFunction = publicFunction('split', splitUntyped) as never;

/**
 * split, but `n` sections need not divide the axis: the first `size % n` pieces are one longer
 * (NumPy's `array_split`). Views of x's memory.
 * @example arraySplit(array([1, 2, 3, 4, 5]), 3).map((piece) => piece.toArray()) //=> [[1, 2], [3, 4], [5]]
 */
export const arraySplit: ArraySplitFunction = publicFunction('arraySplit', arraySplitUntyped) as never;

/**
 * split along axis 1 (axis 0 for a 1-d x) into `n` equal pieces or at the given indices (NumPy's
 * `hsplit`). Views of x's memory.
 * @example hsplit(array([[1, 2, 3, 4]]), 2).map((piece) => piece.toArray()) //=> [[[1, 2]], [[3, 4]]]
 */
export const hsplit: HsplitFunction = publicFunction('hsplit', splitUntypedOf('hsplit')) as never;

/**
 * split along axis 0 of an x of 2 or more axes (NumPy's `vsplit`). Views of x's memory.
 * @example vsplit(array([[1, 2], [3, 4]]), 2).map((piece) => piece.toArray()) //=> [[[1, 2]], [[3, 4]]]
 */
export const vsplit: VsplitFunction = publicFunction('vsplit', splitUntypedOf('vsplit')) as never;

/**
 * split along axis 2 of an x of 3 or more axes (NumPy's `dsplit`). Views of x's memory.
 * @example dsplit(array([[[1, 2]]]), 2).map((piece) => piece.toArray()) //=> [[[[1]]], [[[2]]]]
 */
export const dsplit: DsplitFunction = publicFunction('dsplit', splitUntypedOf('dsplit')) as never;

/**
 * The indices of the non-zero elements: a JS array with one int64 index array per axis, in
 * row-major order (NaN counts as non-zero; complex when either part is). A 0-d array is refused,
 * as NumPy 2 refuses it.
 * @example nonzero(array([[0, 3], [4, 0]])).map((axis) => axis.toArray()) //=> [[0, 1], [1, 0]]
 */
export const nonzero: NonzeroFunction = jaxIndexResults.nonzero as never;

/** The shaping methods NumPy has (`x.repeat(…)`, `x.nonzero()`). */
export const shapingMethods = { repeat, nonzero } as const;

/**
 * The coordinates of the non-zero elements, one row each: an int64 array of shape [count, ndim].
 * @example argwhere(array([0, 5, 7])).toArray() //=> [[1], [2]]
 */
export const argwhere: ArgwhereFunction = jaxIndexResults.argwhere as never;
